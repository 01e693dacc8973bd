// Practice and the daily review in Chromium on a phone, days simulated by Playwright's clock
// (Date.now fixed at noon of the day; the page's timers run as usual): a child misses a
// mate-in-one step of the lesson on day 0; on day 1 the course map shows the review due, and the
// review holds mate-in-one exercises on fresh positions (none a lesson step's); solving them all
// with no miss moves the skill's next review to day 4, which the map then says. The mates played
// are found by chess.js, an independent implementation. And a finished lesson's 练习 opens a set of
// five exercises of its skill; a skill with none says so. axe-core finds nothing on the map's review
// box and 练习 link, nor on the practice page. Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Chess } from 'chess.js';
import { ARTIFACTS, browserSuite, openPage, PHONE, ROOT } from './helpers/browser.mjs';
import { cell, inLesson, lessonFile, tapTryAgain, waitForState, LESSON_BOARD } from './helpers/lesson.mjs';

jest.setTimeout(180000);

const suite = browserSuite(['index.html', 'practice/index.html', 'practice/practice.mjs', 'lesson/mate-in-one/index.html', 'chess-search.wasm']);
const REVIEW_KEY = 'chess-lessons:review';
const SCREENSHOTS = path.join(ARTIFACTS, 'screenshots');
// noon, local time, on 1 December 2026 and `n` days later
const noon = (n) => new Date(2026, 11, 1 + n, 12);
const dayOf = (date) => Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86400000);

/** Every lesson step's position (placement and side to move), to tell a fresh one. */
const lessonPositions = new Set(readdirSync(path.join(ROOT, 'lessons')).filter((name) => name.endsWith('.json') && !name.includes('schema') && name !== 'index.json')
  .flatMap((name) => JSON.parse(readFileSync(path.join(ROOT, 'lessons', name), 'utf8')).steps ?? [])
  .filter((step) => typeof step.fen === 'string').map((step) => step.fen.split(' ').slice(0, 2).join(' ')));

/** A mating move of the side to move in `fen` (chess.js), as {from, to}. */
function mateOf(fen) {
  const game = new Chess(fen);
  const mate = game.moves({ verbose: true }).find((move) => {
    const after = new Chess(fen);
    after.move(move);
    return after.isCheckmate();
  });
  if (!mate) throw new Error(`chess.js finds no mate in one in ${fen}`);
  return mate;
}

const boardFen = (page) => page.locator(LESSON_BOARD).evaluate((board) => board.fen);

async function tapMove(page, { from, to }) {
  await page.locator(cell(from)).tap();
  await page.locator(cell(to)).tap();
}

const reviewEntry = (page, skill) => page.evaluate(({ key, skill: wanted }) => JSON.parse(localStorage.getItem(key)).children.default.skills[wanted], { key: REVIEW_KEY, skill });

test('a mate-in-one step missed on day 0 comes back in the review of day 1 on fresh positions; solving them puts the next review on day 4', async () => {
  const opened = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'zh-CN', serviceWorkers: 'block' } });
  suite.contexts.push(opened.context);
  const { page, problems } = opened;
  await page.clock.setFixedTime(noon(0));

  // day 0: the lesson's first mate, a wrong move first (a legal one that does not mate), then the mate
  const step = lessonFile('mate-in-one').steps[0];
  await page.goto(`${suite.site.baseUrl}/lesson/mate-in-one/?step=${step.id}`);
  await waitForState(page, step.id, 'ready');
  const mate = mateOf(step.fen);
  const wrong = new Chess(step.fen).moves({ verbose: true }).find((move) => move.from === mate.from && !new Chess(move.after).isCheckmate());
  await tapMove(page, wrong);
  await tapTryAgain(page);
  await waitForState(page, step.id, 'ready');
  await tapMove(page, mate);
  await waitForState(page, step.id, 'solved');

  // the map on day 0: the review is not due yet, and says tomorrow
  await page.goto(`${suite.site.baseUrl}/`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  expect(await page.locator('#review').getAttribute('data-state')).toBe('later');
  expect(await page.locator('#review').textContent()).toContain('下次复习：明天');

  // day 1: the review is due; it holds mate-in-one exercises only, on positions no lesson has
  await page.clock.setFixedTime(noon(1));
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  expect(await page.locator('#review').getAttribute('data-state')).toBe('due');
  await page.locator('#review a').tap();
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  expect(await page.locator('#practice-note').textContent()).toBe('今天复习：一步将死');
  const dueBefore = (await reviewEntry(page, 'mate-in-one')).due;
  expect(dueBefore).toBe(dayOf(noon(1)));
  const seen = [];
  for (let n = 1; n <= 5; n++) {
    await waitForState(page, `exercise-${n}`, 'ready');
    const fen = await boardFen(page);
    const key = fen.split(' ').slice(0, 2).join(' ');
    expect(lessonPositions.has(key)).toBe(false);
    expect(key).not.toBe(step.fen.split(' ').slice(0, 2).join(' '));
    seen.push(key);
    expect(await page.locator(inLesson('.cl-text')).textContent()).toMatch(/将死/);
    await tapMove(page, mateOf(fen));
    await waitForState(page, `exercise-${n}`, 'solved');
    if (n < 5) await page.locator(inLesson('.cl-next')).tap();
  }
  expect(new Set(seen).size).toBe(5);
  await page.locator(inLesson('.cl-next')).tap();
  await page.waitForFunction(() => document.body.dataset.done === 'true');
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'practice-review-done-390x844.png') });
  expect(await page.locator('#practice-done-words').textContent()).toBe('今天的复习做完了！一共 15 颗星。 下次复习：再过 3 天');
  const after = await reviewEntry(page, 'mate-in-one');
  expect(after).toMatchObject({ stage: 1, due: dayOf(noon(4)), misses: 1 });

  // the map on day 1 now: today's stars, and the next review three days on
  await page.goto(`${suite.site.baseUrl}/`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  expect(await page.locator('#review').getAttribute('data-state')).toBe('done');
  expect(await page.locator('#review').textContent()).toBe('今天复习完了，得了 15 颗星！下次复习：再过 3 天');
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('a finished lesson has 练习 on the map: five fresh exercises of its skill, at its level', async () => {
  const opened = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'en-US', serviceWorkers: 'block' } });
  suite.contexts.push(opened.context);
  const { page, problems } = opened;
  const lesson = lessonFile('rook');
  await page.goto(`${suite.site.baseUrl}/favicon.svg`);
  await page.evaluate(({ id, steps }) => localStorage.setItem('chess-lessons:progress', JSON.stringify({
    version: 2, child: 'default', lang: 'en',
    children: { default: { assignments: {}, lessons: { [id]: { steps: Object.fromEntries(steps.map((s) => [s, { stars: 3, at: 1, hints: 0, nudges: 0, mistakes: 0 }])) } } } },
  })), { id: lesson.id, steps: lesson.steps.map((s) => s.id) });
  await page.goto(`${suite.site.baseUrl}/`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  // only the finished lesson offers it
  expect(await page.locator('.lx-practice-link').count()).toBe(1);
  const link = page.locator('.lx-practice-link');
  expect(await link.getAttribute('data-skill')).toBe('rook-move');
  expect(await link.getAttribute('aria-label')).toBe('Practice: Moving the rook');
  const box = await link.boundingBox();
  expect(box.height).toBeGreaterThanOrEqual(48);
  await link.tap();
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  expect(await page.locator('#practice-title').textContent()).toBe('Practice: Moving the rook');
  expect(await page.locator('#practice-note').textContent()).toBe('Level 1 of 3');
  await waitForState(page, 'exercise-1', 'ready');
  expect(await page.locator(inLesson('.cl-dot')).count()).toBe(5);
  expect(await page.locator(inLesson('.cl-text')).textContent()).toMatch(/^(You play Black\. )?Move .* onto every star!$/);
  // a skill the core makes no exercises for: the page says so, and makes none
  await page.goto(`${suite.site.baseUrl}/practice/?skill=castling-rules`);
  await page.waitForFunction(() => document.body.dataset.ready === 'none');
  expect(await page.locator('#practice-note').textContent()).toBe('There are no practice puzzles for this yet.');
  expect(await page.locator('chess-lesson').count()).toBe(0);
  // an address that names no skill: a title that names none (it said "Practice: null")
  await page.goto(`${suite.site.baseUrl}/practice/`);
  await page.waitForFunction(() => document.body.dataset.ready === 'none');
  expect(await page.locator('#practice-title').textContent()).toBe('Practice');
  expect(await page.locator('chess-lesson').count()).toBe(0);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('axe-core finds no violations on the map\'s review box and 练习 link, nor on the practice page', async () => {
  // axe is injected as a script, which the page's CSP would block: this context alone bypasses it
  const opened = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'zh-CN', serviceWorkers: 'block', bypassCSP: true } });
  suite.contexts.push(opened.context);
  const { page } = opened;
  const rook = lessonFile('rook');
  const step = lessonFile('mate-in-one').steps[0];
  await page.goto(`${suite.site.baseUrl}/favicon.svg`);
  await page.evaluate(({ rookSteps, mateStep, at }) => localStorage.setItem('chess-lessons:progress', JSON.stringify({
    version: 2, child: 'default', lang: 'zh-Hans',
    children: { default: { assignments: {}, lessons: {
      rook: { steps: Object.fromEntries(rookSteps.map((s) => [s, { stars: 3, at, hints: 0, nudges: 0, mistakes: 0 }])) },
      'mate-in-one': { steps: { [mateStep]: { stars: 2, at, hints: 0, nudges: 0, mistakes: 1 } } },
    } } },
  })), { rookSteps: rook.steps.map((s) => s.id), mateStep: step.id, at: Date.now() - 3 * 86400000 });
  const axe = async () => {
    await page.addScriptTag({ path: path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
    const result = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
    expect(result.passes.length).toBeGreaterThan(10);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  await page.goto(`${suite.site.baseUrl}/`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  expect(await page.locator('#review').getAttribute('data-state')).toBe('due');
  expect(await page.locator('.lx-practice-link').count()).toBe(1);
  expect(await axe()).toEqual([]);
  await page.goto(`${suite.site.baseUrl}/practice/?skill=rook-move`);
  await waitForState(page, 'exercise-1', 'ready');
  expect(await axe()).toEqual([]);
});
