// The course map (the site's index, dist/index.html) in Chromium on a phone: it reads the course
// file alone (no lesson file), which holds what the lesson files say and nothing else; every
// lesson is a card with a piece picture, star glyphs and a state; the course's bar, stars and
// Continue follow the saved progress, and Continue opens the first unfinished step; the reset
// asks, keeps a backup and brings it back; every target is at least 48 px; axe-core finds nothing;
// a language whose words cannot load leaves the map as it was, with no unhandled rejection.
// Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { browserSuite, DIST, openPage, PHONE, ROOT } from './helpers/browser.mjs';
import { LESSON, inGroupOrder, lessonFile, lessonIndex } from './helpers/lesson.mjs';
import { courseMapTexts } from '../../web/i18n/course-map.mjs';
import { certificateTexts } from '../../web/i18n/certificate.mjs';
import { arbiterStepIds, pathSteps } from '../../web/lesson/tracks.mjs';

jest.setTimeout(180000);

const suite = browserSuite(['index.html', 'index.mjs', 'lessons/course.json', 'lesson/board/index.html']);
const STORAGE_KEY = 'chess-lessons:progress';

/** The saved progress of one learner: lesson id → step id → stars. */
const savedProgress = (child, lessons, lang = 'en') => ({
  version: 1, child, lang,
  children: {
    [child]: {
      lessons: Object.fromEntries(Object.entries(lessons).map(([id, steps]) => [id, {
        steps: Object.fromEntries(Object.entries(steps).map(([step, stars]) => [step, { stars, at: Date.UTC(2026, 10, 20) }])),
      }])),
    },
  },
});

/** Opens the index with `progress` saved beforehand (on a plain file of the site, so no page of ours reads it first). */
async function openIndex(progress, contextOptions = {}) {
  const opened = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'en-US', ...contextOptions } });
  suite.contexts.push(opened.context);
  if (progress) {
    await opened.page.goto(`${suite.site.baseUrl}/favicon.svg`);
    await opened.page.evaluate(({ key, data }) => localStorage.setItem(key, JSON.stringify(data)), { key: STORAGE_KEY, data: progress });
  }
  await opened.page.goto(`${suite.site.baseUrl}/`);
  await opened.page.waitForFunction(() => document.body.dataset.ready === 'true');
  return opened;
}

test('the course map\'s and the certificate\'s words: the same keys in every language, zh-Hant written with 后 and 「」', async () => {
  for (const table of [courseMapTexts, certificateTexts]) {
    const [hans, hant, en] = await Promise.all(['zh-Hans', 'zh-Hant', 'en'].map((lang) => table.load(lang)));
    expect(Object.keys(hans).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(hant).sort()).toEqual(Object.keys(en).sort());
    for (const text of Object.values(hant)) expect(text).not.toMatch(/[後隻“”]/);
    for (const text of [...Object.values(hans), ...Object.values(hant)]) expect(text.replace(/\{\w+\}/g, '')).not.toMatch(/[A-Za-z]{2,}/);
  }
});

test('the course file holds each lesson of the index by id, with its file, its step ids and their skills from the lesson file, its arbiter track\'s steps, and nothing else', () => {
  const course = JSON.parse(readFileSync(path.join(DIST, 'lessons', 'course.json'), 'utf8'));
  const index = lessonIndex();
  expect(Object.keys(course).sort()).toEqual(['lessons', 'version']);
  expect(course.version).toBe(2);
  expect(Object.keys(course.lessons)).toEqual(index.lessons.map((entry) => entry.id));
  for (const entry of index.lessons) {
    const file = JSON.parse(readFileSync(path.join(ROOT, 'lessons', entry.file), 'utf8'));
    // which steps are on the arbiter track is tests/js/arbiter-track.test.mjs's; here, that the build writes them
    const arbiter = arbiterStepIds(file.steps);
    expect(course.lessons[entry.id]).toEqual({ file: entry.file, steps: file.steps.map((step) => step.id), skills: file.steps.map((step) => step.skill), ...(arbiter.length ? { arbiter } : {}) });
  }
});

test('the index downloads the course index once (the build wrote the course file into the page), no lesson file and no board; "send to my teacher" when its section nears, in one language', async () => {
  const opened = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'zh-CN', serviceWorkers: 'block' } });
  suite.contexts.push(opened.context);
  const { page, problems } = opened;
  const asked = [];
  const scripts = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  page.on('response', (response) => { if (response.url().endsWith('.mjs')) scripts.push(response.text().catch(() => '')); });
  await page.goto(`${suite.site.baseUrl}/`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.waitForLoadState('networkidle');
  // one request: the course map and the class export share the page's one reading (its preload hint's)
  const dataFiles = ['/lessons/index.json'];
  expect(asked.filter((pathname) => pathname.endsWith('.json')).sort()).toEqual(dataFiles);
  const lessonFiles = lessonIndex().lessons.map((entry) => `/lessons/${entry.file}`);
  expect(asked.filter((pathname) => lessonFiles.includes(pathname) || pathname.startsWith('/lesson/'))).toEqual([]);
  expect(await page.locator('a[data-lesson]').count()).toBe(lessonIndex().lessons.length);
  // no board: the cards' pieces are drawn without the board's view and its styles
  const bodies = await Promise.all(scripts);
  expect(bodies.filter((body) => body.includes('.cb-cell') || body.includes('cb-board-wrap')).length).toBe(0);
  // "send to my teacher", a parent's tool at the foot of the page, comes when its section nears the
  // screen, in the page's language only; turned to English, it follows once its words are there
  const { default: classEn } = await import('../../web/i18n/class.en.mjs');
  const { default: classHans } = await import('../../web/i18n/class.zh-Hans.mjs');
  expect(await page.locator('#progress-export').getAttribute('data-ready')).toBe(null);
  // (its intro: the map's own button that opens the progress code says 发给老师 too)
  expect(bodies.filter((body) => body.includes(classHans.export.intro)).length).toBe(0);
  await page.locator('a.lx-parents-link').click();
  await page.waitForFunction(() => document.getElementById('progress-export').dataset.ready === 'true');
  expect(await page.locator('#progress-export-title').textContent()).toBe(classHans.export.title);
  expect((await Promise.all(scripts)).filter((body) => body.includes(classEn.export.intro)).length).toBe(0);
  await page.selectOption('#lang', 'en');
  await page.waitForFunction((title) => document.getElementById('progress-export-title').textContent === title, classEn.export.title);
  expect(asked.filter((pathname) => pathname.endsWith('.json')).sort()).toEqual(dataFiles);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('cards with pictures, star glyphs and states; the course bar and stars; Continue opens the first unfinished step', async () => {
  const { lessons } = lessonIndex();
  const [first, second] = lessons;
  const firstSteps = lessonFile(first.id).steps.map((step) => step.id);
  const secondSteps = lessonFile(second.id).steps.map((step) => step.id);
  expect(secondSteps.length).toBeGreaterThanOrEqual(3);
  // the first lesson done with 2 stars a step; the second with its first and third steps solved
  const progress = savedProgress('Xiaoming', {
    [first.id]: Object.fromEntries(firstSteps.map((id) => [id, 2])),
    [second.id]: { [secondSteps[0]]: 3, [secondSteps[2]]: 1 },
  });
  const { page, problems } = await openIndex(progress);

  const cards = await page.locator('a.lx-card').evaluateAll((links) => links.map((link) => ({
    lesson: link.dataset.lesson,
    state: link.dataset.state,
    pictures: link.querySelectorAll('.lx-card-icon svg').length,
    // the piece the board's own drawing (createPieceSvg) marks on its <svg>
    piece: link.querySelector('.lx-card-icon svg.cb-piece')?.dataset.piece ?? null,
    stars: link.querySelector('.lx-stars')?.textContent,
    starsLabel: link.querySelector('.lx-stars')?.getAttribute('aria-label'),
    height: link.getBoundingClientRect().height,
    width: link.getBoundingClientRect().width,
  })));
  expect(cards.map((card) => card.lesson)).toEqual(inGroupOrder(lessons).map((entry) => entry.id));
  for (const card of cards) {
    expect(card.pictures).toBe(1);
    expect(card.stars).toMatch(/^[★☆]{3}$/);
    expect(card.height).toBeGreaterThanOrEqual(48);
    expect(card.width).toBeGreaterThanOrEqual(48);
  }
  // a lesson whose icon is a piece shows that piece as the board draws it
  const pieceLessons = lessons.filter((entry) => /^[KQRBNPkqrbnp]$/.test(entry.icon));
  expect(pieceLessons.length).toBeGreaterThanOrEqual(6);
  for (const entry of pieceLessons) expect(cards.find((card) => card.lesson === entry.id).piece).toBe(entry.icon);
  expect(cards[0]).toMatchObject({ state: 'done', stars: '★★☆', starsLabel: `${firstSteps.length * 2}/${firstSteps.length * 3} stars` });
  // 4 stars of the lesson's 3 a step: that share of three glyphs, rounded, and one at least
  const filled = Math.max(1, Math.round((3 * 4) / (3 * secondSteps.length)));
  expect(cards[1]).toMatchObject({ state: 'started', stars: `${'★'.repeat(filled)}${'☆'.repeat(3 - filled)}` });
  expect(cards.slice(2).every((card) => card.state === 'new' && card.stars === '☆☆☆')).toBe(true);
  expect(await page.locator(`a[data-lesson="${second.id}"] .lx-progress`).textContent()).toBe(`2/${secondSteps.length} steps done`);

  // the course's bar and its star count
  // the main path's steps: a child who did not choose the arbiter track plays those
  const totalSteps = lessons.reduce((sum, entry) => sum + pathSteps(lessonFile(entry.id).steps, false).length, 0);
  const bar = page.locator('progress#course-progress');
  expect(await bar.evaluate((node) => [node.value, node.max])).toEqual([firstSteps.length + 2, totalSteps]);
  expect(await page.locator('#lessons-done').textContent()).toBe(`1 of ${lessons.length} lessons done`);
  expect(await page.locator('#course-stars').textContent()).toContain(`${firstSteps.length * 2 + 4} stars`);

  // whose progress it is, and where Continue goes
  expect(await page.locator('#whose').textContent()).toBe('Xiaoming’s progress');
  const button = page.locator('#continue');
  expect(await button.locator('.lx-continue-label').textContent()).toBe('Continue');
  expect(await button.locator('.lx-continue-where').textContent()).toBe(`${second.title.en} · step 2`);
  const box = await button.boundingBox();
  expect(box.height).toBeGreaterThanOrEqual(48);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.viewport.height); // on screen without scrolling
  expect(problems()).toEqual({ csp: [], errors: [] });
  await button.tap();
  await page.waitForFunction(({ sel, id }) => {
    const lesson = document.querySelector(sel);
    return lesson?.dataset.step === id && lesson.dataset.state === 'ready';
  }, { sel: LESSON, id: secondSteps[1] });
  expect(new URL(page.url()).pathname).toBe(`/lesson/${second.id}/`);
  // the child goes on to a later step; the address follows, so a reload opens that step, not
  // the one Continue opened
  await page.locator(`${LESSON} .cl-dot-button`).nth(2).tap();
  await page.waitForFunction(({ sel, id }) => document.querySelector(sel)?.dataset.step === id, { sel: LESSON, id: secondSteps[2] });
  await page.waitForFunction((id) => new URL(location.href).searchParams.get('step') === id, secondSteps[2]);
  await page.reload();
  await page.waitForFunction(({ sel, id }) => {
    const lesson = document.querySelector(sel);
    return lesson?.dataset.step === id && lesson.dataset.state === 'ready';
  }, { sel: LESSON, id: secondSteps[2] });
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('every control a child or a parent presses on the index is at least 48 px, at 390 and at 320 px wide', async () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 320, height: 568 }]) {
    const { page } = await openIndex(null, { viewport });
    await page.locator('#parents').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.getElementById('progress-export').dataset.ready === 'true');
    const small = await page.evaluate(() => [...document.querySelectorAll('a, button, select, input, summary')]
      .filter((node) => node.getClientRects().length)
      .map((node) => ({ node: `${node.tagName} ${node.id || node.className} ${node.textContent.trim().slice(0, 30)}`, box: node.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 48 || box.height < 48)
      .map(({ node }) => node));
    expect(small).toEqual([]);
    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  }
});

test('the reset asks first, keeps a backup that survives a reload, and Undo brings the progress back', async () => {
  const board = lessonFile('board').steps.map((step) => step.id);
  const { page, problems } = await openIndex(savedProgress('Xiaoming', { board: Object.fromEntries(board.map((id) => [id, 3])) }));
  const state = () => page.locator('a[data-lesson="board"]').getAttribute('data-state');
  // the map redraws after a tap: wait for the card's new state, then read the rest
  const cardBecomes = (want) => page.waitForFunction((wanted) => document.querySelector('a[data-lesson="board"]')?.dataset.state === wanted, want);
  expect(await state()).toBe('done');
  expect(await page.locator('#restore').isHidden()).toBe(true);
  // the parents' area holds the reset and the learner picker, away from the child's cards
  expect(await page.locator('#parents #reset').count()).toBe(1);
  expect(await page.locator('#parents #child').count()).toBe(1);
  expect((await page.locator('#parents').textContent())).toContain('only in this browser on this device');

  let asked = '';
  page.once('dialog', (dialog) => { asked = dialog.message(); dialog.dismiss(); });
  await page.locator('#reset').tap();
  expect(asked).toContain('Xiaoming');
  expect(await state()).toBe('done');

  page.once('dialog', (dialog) => dialog.accept());
  await page.locator('#reset').tap();
  await cardBecomes('new');
  expect(await page.locator('#notice').textContent()).toContain('Undo');
  expect(await page.locator('#restore').textContent()).toBe('Undo');
  expect(await page.locator('#course-stars').textContent()).toContain('0 stars');

  // the backup is still there after a reload, offered with its date
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  expect(await state()).toBe('new');
  expect(await page.locator('#restore').isVisible()).toBe(true);
  expect(await page.locator('#restore').textContent()).toMatch(/^Bring back the progress cleared on /);
  await page.locator('#restore').tap();
  await cardBecomes('done');
  expect(await page.locator('#restore').isHidden()).toBe(true);
  const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)).children.Xiaoming.lessons.board.steps, STORAGE_KEY);
  expect(Object.keys(saved).sort()).toEqual([...board].sort());
  expect(Object.values(saved).every((step) => step.stars === 3)).toBe(true);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('axe-core finds no violations on the index: new in Chinese, and with progress in English in the dark scheme', async () => {
  const board = lessonFile('board').steps.map((step) => step.id);
  const some = savedProgress('default', { board: Object.fromEntries(board.map((id) => [id, 3])), rook: { [lessonFile('rook').steps[0].id]: 1 } });
  for (const [lang, progress, colorScheme] of [['zh-Hans', null, 'light'], ['en', some, 'dark']]) {
    // axe is injected as a script, which the page's CSP would block: this context alone bypasses it
    const { page } = await openIndex(progress ? { ...progress, lang } : null, { bypassCSP: true, colorScheme, locale: lang === 'en' ? 'en-US' : 'zh-CN' });
    await page.locator('#parents').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.getElementById('progress-export').dataset.ready === 'true');
    await page.addScriptTag({ path: path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
    const result = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
    expect(result.passes.length).toBeGreaterThan(10);
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test('a language whose words cannot come (offline before they were kept, or the page being left) leaves the map as it is, with no error', async () => {
  const { page, problems } = await openIndex(null);
  const heading = await page.locator('h1').textContent();
  // every script asked for from now on fails, as a load cut short by leaving the page does
  await page.route('**/*.mjs', (route) => route.abort());
  const failed = page.waitForEvent('requestfailed');
  await page.selectOption('#lang', 'zh-Hant');
  await failed;
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 0)));
  expect(await page.locator('h1').textContent()).toBe(heading);
  // the failed requests are the test's own doing; no exception and no unhandled rejection
  expect(problems().errors.filter((error) => !error.startsWith('request failed:'))).toEqual([]);
});
