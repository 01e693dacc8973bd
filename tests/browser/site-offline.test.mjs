// What a child's device keeps offline (dist/sw.js's list, written by scripts/build-sw.mjs),
// in Chromium: every file the children's pages load while they are used (the course map, a
// lesson against the computer defender, /play/ against the computer, the certificate) is in the
// list, and no page of the teachers' or the demo is; after a first visit to the course map alone,
// those pages work with the network off. The lesson pages' preload hints name only files the page
// then uses. Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { browserSuite, DIST, openPage, PHONE, square, waitForBoard } from './helpers/browser.mjs';
import { LESSON, lessonFile, lessonIndex, waitForState } from './helpers/lesson.mjs';

jest.setTimeout(180000);

const suite = browserSuite(['sw.js', 'index.html', 'certificate/index.html', 'play/index.html', 'lesson/mate-queen/index.html']);
const STORAGE_KEY = 'chess-lessons:progress';

/** The files dist/sw.js precaches, as paths from the site's root ('' for the index). */
function precached() {
  const worker = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  return JSON.parse(worker.match(/const PRECACHE = (\[.*?\]);/s)[1]).map((file) => (file === './' ? '' : file));
}

/** Progress in which the default learner has finished every lesson of `group`. */
function finished(group) {
  const lessons = {};
  for (const entry of lessonIndex().lessons.filter((e) => e.group === group)) {
    lessons[entry.id] = { steps: Object.fromEntries(lessonFile(entry.id).steps.map((step) => [step.id, { stars: 3, at: Date.UTC(2026, 10, 20) }])) };
  }
  return { version: 1, child: '小明', lang: 'zh-Hans', children: { 小明: { lessons } } };
}

// a step whose defender is the computer (the search worker and its wasm)
const searchStep = () => lessonFile('mate-queen').steps.find((step) => step.goal?.defender === 'search');

/** /play/: e2-e4 by taps, and the computer's answer on the board. */
async function playAgainstComputer(page) {
  await waitForBoard(page);
  await square(page, 'e2').click();
  await square(page, 'e4').click();
  await page.waitForFunction(() => document.querySelector('chess-board').history().length === 2, null, { timeout: 30000 });
}

async function openCertificate(page) {
  await page.goto(`${suite.site.baseUrl}/certificate/?group=basics`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.locator('#cert-name').waitFor();
  expect(await page.locator('#cert-name').textContent()).toBe('小明');
}

test('the precache holds every file the children\'s pages load, and nothing of the teachers\' pages or the demo', async () => {
  const list = precached();
  expect(new Set(list).size).toBe(list.length);
  const { page, context, problems } = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, serviceWorkers: 'block', locale: 'zh-CN' } });
  suite.contexts.push(context);
  const asked = new Set();
  // the page's requests, its workers' included (the search worker fetches chess-search.wasm)
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === suite.site.baseUrl && url.pathname !== '/favicon.ico') asked.add(decodeURIComponent(url.pathname.slice(1)));
  });
  await page.goto(`${suite.site.baseUrl}/favicon.svg`);
  await page.evaluate(({ key, data }) => localStorage.setItem(key, JSON.stringify(data)), { key: STORAGE_KEY, data: finished('basics') });
  asked.clear();

  await page.goto(`${suite.site.baseUrl}/`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  // the parents' section, whose "send to my teacher" is fetched when it comes near the screen
  await page.locator('#parents').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.getElementById('progress-export').dataset.ready === 'true');
  const step = searchStep();
  await page.goto(`${suite.site.baseUrl}/lesson/mate-queen/?step=${step.id}`);
  await waitForState(page, step.id, 'ready');
  await page.goto(`${suite.site.baseUrl}/play/`);
  await playAgainstComputer(page);
  await openCertificate(page);
  await page.waitForLoadState('networkidle');

  const missing = [...asked].filter((file) => !list.includes(file));
  expect(missing).toEqual([]);
  expect(asked.has('chess-search.wasm')).toBe(true); // the workers' requests were seen
  // the teachers' pages, the print views, the demo and the authoring docs stay off a child's device
  const grownUps = list.filter((file) => /^(demo|class|editor|print)\/|\/print\/|^teachers\.html$|^docs\.css$|README/.test(file));
  expect(grownUps).toEqual([]);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('after a first visit to the course map alone, a lesson, a practice, /play/ and the certificate work offline', async () => {
  const { page, context } = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'zh-CN' } });
  suite.contexts.push(context);
  await page.goto(`${suite.site.baseUrl}/favicon.svg`);
  await page.evaluate(({ key, data }) => localStorage.setItem(key, JSON.stringify(data)), { key: STORAGE_KEY, data: finished('basics') });
  await page.goto(`${suite.site.baseUrl}/`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  // the worker is active once every listed file is in its cache (install waits for them all)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  try {
    await context.setOffline(true);
    const step = searchStep();
    await page.goto(`${suite.site.baseUrl}/lesson/mate-queen/?step=${step.id}`);
    await waitForState(page, step.id, 'ready');
    expect(await page.locator(`${LESSON} chess-board`).count()).toBe(1);
    // a skill's practice: the core makes its exercises offline too (the search module is kept)
    await page.goto(`${suite.site.baseUrl}/practice/?skill=rook-move`);
    await waitForState(page, 'exercise-1', 'ready');
    await page.goto(`${suite.site.baseUrl}/play/`);
    await playAgainstComputer(page);
    await openCertificate(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#download').tap()]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
  } finally {
    await context.setOffline(false);
  }
});

test('a lesson page\'s preload hints name the wasm and the lesson chunks, and the page uses each of them', async () => {
  const { page, context, problems } = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, serviceWorkers: 'block', locale: 'zh-CN' } });
  suite.contexts.push(context);
  const asked = [];
  const mismatched = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  // a hint whose request the page's own cannot use (Chromium says so when the page asks); the
  // "not used within a few seconds" warning is left aside, since a loaded machine may take longer
  page.on('console', (message) => { if (/preload.*not used because/i.test(message.text())) mismatched.push(message.text()); });
  const lesson = lessonFile('rook');
  await page.goto(`${suite.site.baseUrl}/lesson/rook/`);
  await waitForState(page, lesson.steps[0].id, 'ready');
  const hints = await page.locator('head link[rel="modulepreload"], head link[rel="preload"]').evaluateAll((links) => links.map((link) => ({
    rel: link.rel, as: link.getAttribute('as'), path: new URL(link.href).pathname,
  })));
  expect(hints).toContainEqual({ rel: 'preload', as: 'fetch', path: '/chess-rules.wasm' });
  const modules = hints.filter((hint) => hint.rel === 'modulepreload').map((hint) => hint.path);
  expect(modules).toEqual(expect.arrayContaining(['/lesson-page.mjs', '/chess-lesson.mjs']));
  expect(modules.some((file) => file.startsWith('/chess-lesson.chunk-'))).toBe(true);
  // each hinted file is fetched once (the hint's download is the one the page uses)
  for (const hint of hints) expect([hint.path, asked.filter((file) => file === hint.path).length]).toEqual([hint.path, 1]);
  expect(mismatched).toEqual([]);
  expect(problems()).toEqual({ csp: [], errors: [] });
});
