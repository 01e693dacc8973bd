// The certificate (dist/certificate/) in Chromium on a phone: finishing the last lesson of a group
// offers it on the lesson page; it shows the learner's name, the group, the stars and the date in
// the chosen language, asks the unnamed learner's name first, refuses an unfinished group, prints
// alone, and its picture downloads as a PNG painted on a canvas; axe-core finds nothing.
// Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { browserSuite, openPage, PHONE, ROOT } from './helpers/browser.mjs';
import { LESSON, inLesson, lessonFile, lessonIndex, waitForState } from './helpers/lesson.mjs';

jest.setTimeout(180000);

const suite = browserSuite(['certificate/index.html', 'certificate/certificate.mjs', 'lessons/course.json', 'lesson/review-basics/index.html']);
const STORAGE_KEY = 'chess-lessons:progress';
const FINISHED_AT = Date.UTC(2026, 10, 20, 9);

/** Saved progress in which `child` has solved every step of `lessonIds` (2 stars each) but `except`. */
function progressOf(child, lessonIds, lang, except = null) {
  const lessons = {};
  for (const id of lessonIds) {
    const steps = lessonFile(id).steps.filter((step) => !(except && except.lesson === id && except.step === step.id));
    lessons[id] = { steps: Object.fromEntries(steps.map((step) => [step.id, { stars: 2, at: FINISHED_AT }])) };
  }
  return { version: 1, child, lang, children: { [child]: { lessons } } };
}

const groupLessons = (group) => lessonIndex().lessons.filter((entry) => entry.group === group).map((entry) => entry.id);
const groupTitle = (group, lang) => lessonIndex().groups[group][lang];
const stepsOf = (ids) => ids.reduce((sum, id) => sum + lessonFile(id).steps.length, 0);

/** A page with `progress` saved (on a plain file of the site, before any page of ours reads it). */
async function openWith(progress, contextOptions = {}) {
  const opened = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, acceptDownloads: true, ...contextOptions } });
  suite.contexts.push(opened.context);
  await opened.page.goto(`${suite.site.baseUrl}/favicon.svg`);
  await opened.page.evaluate(({ key, data }) => localStorage.setItem(key, JSON.stringify(data)), { key: STORAGE_KEY, data: progress });
  return opened;
}

const ready = (page) => page.waitForFunction(() => document.body.dataset.ready === 'true');

/** The PNG's width and height from its header, and how many different bytes its pixels hold. */
function readPng(bytes) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  const chunks = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(bytes.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const pixels = inflateSync(Buffer.concat(chunks));
  const seen = new Set();
  for (let i = 0; i < pixels.length; i += 97) seen.add(pixels[i]);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), distinctBytes: seen.size };
}

test('finishing the last step of a group offers its certificate, which shows the name, the group, the stars and the date, and downloads as a PNG', async () => {
  const basics = groupLessons('basics');
  const last = basics.at(-1);
  const lastSteps = lessonFile(last).steps;
  const quiz = lastSteps.findLast((step) => step.goal.kind === 'quiz');
  expect(quiz).toBeDefined();
  // every step of the group solved but one quiz of its last lesson
  const { page, problems } = await openWith(progressOf('小明', basics, 'zh-Hans', { lesson: last, step: quiz.id }), { locale: 'zh-CN' });
  await page.goto(`${suite.site.baseUrl}/lesson/${last}/?step=${quiz.id}`);
  await waitForState(page, quiz.id, 'ready');
  expect(await page.locator('#certificate-offer').count()).toBe(0);
  await page.locator(inLesson(`.cl-choice[data-choice="${quiz.goal.answer}"]`)).tap();
  await waitForState(page, quiz.id, 'solved');
  // the lesson ends after its last step; a step left unsolved before it is not this test's
  // business, so the child goes on to the end
  while (await page.locator(LESSON).getAttribute('data-state') !== 'complete') {
    await page.locator(inLesson('.cl-next')).tap();
    await page.waitForFunction((sel) => ['complete', 'ready', 'solved'].includes(document.querySelector(sel).dataset.state), LESSON);
  }
  const offer = page.locator('#certificate-offer');
  await offer.waitFor();
  expect(await offer.textContent()).toContain(groupTitle('basics', 'zh-Hans'));
  await offer.locator('a').tap();
  await page.waitForURL(/\/certificate\/\?group=basics$/);
  await ready(page);

  const certificate = page.locator('#certificate');
  expect(await certificate.isVisible()).toBe(true);
  expect(await page.locator('#name-form').isHidden()).toBe(true); // a named learner is not asked
  expect(await page.locator('#cert-name').textContent()).toBe('小明');
  expect(await page.locator('#cert-title').textContent()).toBe('奖状');
  expect(await page.locator('#cert-what').textContent()).toContain(`“${groupTitle('basics', 'zh-Hans')}”`);
  const steps = stepsOf(basics);
  const starsText = await page.locator('#cert-stars').textContent();
  const [earned, most] = starsText.match(/\d+/g).map(Number);
  expect(most).toBe(3 * steps);
  // the quiz solved now earns 1 to 3 stars
  expect(earned).toBeGreaterThanOrEqual(2 * (steps - 1) + 1);
  expect(earned).toBeLessThanOrEqual(2 * (steps - 1) + 3);
  // the day the group was finished: today, when its last step was solved
  const today = new Intl.DateTimeFormat('zh-Hans', { dateStyle: 'long' }).format(new Date());
  expect(await page.locator('#cert-date').textContent()).toBe(today);
  expect(await page.locator('#cert-icons svg').count()).toBe(basics.length);

  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#download').tap()]);
  expect(download.suggestedFilename()).toBe(`奖状-小明-${groupTitle('basics', 'zh-Hans')}.png`);
  const bytes = readFileSync(await download.path());
  const png = readPng(bytes);
  expect([png.width, png.height]).toEqual([1600, 1131]);
  expect(bytes.length).toBeGreaterThan(30_000); // words and pictures, not a blank sheet
  expect(png.distinctBytes).toBeGreaterThan(60);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('the unnamed learner is asked a name first, which stays; other languages; a group not yet finished', async () => {
  const pieces = groupLessons('pieces');
  const { page, problems } = await openWith(progressOf('default', pieces, 'en'), { locale: 'en-US' });
  await page.goto(`${suite.site.baseUrl}/certificate/?group=pieces`);
  await ready(page);
  expect(await page.locator('#certificate').isHidden()).toBe(true);
  expect(await page.locator('#name-form').isVisible()).toBe(true);
  expect(await page.locator('#name-form label').textContent()).toBe('What is your name?');
  await page.locator('#name').fill('  Lily  ');
  await page.locator('#name-form button').tap();
  expect(await page.locator('#cert-name').textContent()).toBe('Lily');
  expect(await page.locator('#cert-what').textContent()).toBe(`has finished “${groupTitle('pieces', 'en')}”`);
  expect(await page.locator('#cert-stars').textContent()).toBe(`${2 * stepsOf(pieces)} stars out of ${3 * stepsOf(pieces)}`);
  expect(await page.locator('#cert-date').textContent()).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(FINISHED_AT)));
  // the name stays for the next visit, and can be changed
  await page.reload();
  await ready(page);
  expect(await page.locator('#cert-name').textContent()).toBe('Lily');
  expect(await page.locator('#change-name').isVisible()).toBe(true);

  await page.locator('#lang').selectOption('zh-Hant');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-Hant');
  expect(await page.locator('#cert-title').textContent()).toBe('獎狀');
  expect(await page.locator('#cert-what').textContent()).toBe(`學完了「${groupTitle('pieces', 'zh-Hant')}」`);
  expect(await page.locator('#download').textContent()).toBe('下載圖片');

  // printed, the certificate stands alone
  await page.emulateMedia({ media: 'print' });
  expect(await page.locator('#cert-actions').isVisible()).toBe(false);
  expect(await page.locator('header').isVisible()).toBe(false);
  expect(await page.locator('#certificate').isVisible()).toBe(true);
  await page.emulateMedia({ media: 'screen' });

  // a group with lessons left gives no certificate, and says how many are left
  const fight = groupLessons('fight');
  await page.goto(`${suite.site.baseUrl}/certificate/?group=fight`);
  await ready(page);
  expect(await page.locator('#certificate').isHidden()).toBe(true);
  expect(await page.locator('#not-yet').textContent()).toContain(String(fight.length));
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('the whole course finished: the index\'s Continue leads to the course\'s certificate', async () => {
  const all = lessonIndex().lessons.map((entry) => entry.id);
  const { page, problems } = await openWith(progressOf('小明', all, 'zh-Hans'), { locale: 'zh-CN' });
  await page.goto(`${suite.site.baseUrl}/`);
  await ready(page);
  expect(await page.locator('a.lx-certificate-link').count()).toBe(new Set(lessonIndex().lessons.map((entry) => entry.group)).size);
  await page.locator('#continue').tap();
  await page.waitForURL(/\/certificate\/$/);
  await ready(page);
  expect(await page.locator('#cert-name').textContent()).toBe('小明');
  expect(await page.locator('#cert-what').textContent()).toBe('学完了全部国际象棋课程');
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('axe-core finds no violations on the certificate, asking the name and shown', async () => {
  const basics = groupLessons('basics');
  // axe is injected as a script, which the page's CSP would block: this context alone bypasses it
  const { page } = await openWith(progressOf('default', basics, 'zh-Hans'), { locale: 'zh-CN', bypassCSP: true });
  const axe = async () => {
    await page.addScriptTag({ path: path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
    const result = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
    expect(result.passes.length).toBeGreaterThan(5);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  await page.goto(`${suite.site.baseUrl}/certificate/?group=basics`);
  await ready(page);
  expect(await axe()).toEqual([]);
  await page.locator('#name').fill('小红');
  await page.locator('#name-form button').tap();
  await page.locator('#certificate').waitFor();
  expect(await axe()).toEqual([]);
});
