// Every goal kind of lessons/schema.json made in the editor (/editor/, Chromium, 1366×768) by taps and
// choices alone, one step each of one lesson: choosing the kind shows its form from its goal module
// and no box for the format's text; the form, the board's tray and taps on the board make steps that
// `check-lessons` passes; the lesson downloaded, opened again and downloaded once more is the same
// file. The moves the form shows are written as the course writes them (马f3), and no Chinese word
// on the page names a format (UCI, SAN, JSON, FEN, piece). A game goal's warm-up (`in`) is proved by
// the check as a mate goal's.
// Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, browserSuite, openPage, square, waitForBoard } from './helpers/browser.mjs';
import { loadCheckTools, runCheckLessons } from '../../scripts/check-lessons.mjs';

jest.setTimeout(300000);

const suite = browserSuite(['editor/index.html', 'editor/editor.mjs', 'lessons/index.json']);
const LAPTOP = { viewport: { width: 1366, height: 768 } };
const schema = JSON.parse(readFileSync(path.join(ROOT, 'lessons/schema.json'), 'utf8'));
const KINDS = schema.$defs.goal.oneOf.map((entry) => entry.properties.kind.const);

let tools;
beforeAll(async () => { tools = await loadCheckTools(); });

const tap = (page, name) => square(page, name, '#board').click();

/** Places `piece` (a FEN letter) on each square from the board's tray. */
async function place(page, piece, squares) {
  await page.locator(`#board .cb-tray-piece[data-tool="${piece}"]`).click();
  for (const name of squares) await tap(page, name);
}

const boardMode = (page, mode) => page.waitForFunction((want) => document.querySelector('#board').getAttribute('mode') === want, mode);

/** Starts recording `field` with its button, in the board mode it needs. */
async function record(page, field, mode) {
  await page.click(`#record-${field}`);
  await boardMode(page, mode);
  await waitForBoard(page, '#board');
}

/** Ends a recording: the board is back to setting up the position. */
async function done(page, field) {
  await page.click(`#record-${field}`);
  await boardMode(page, 'setup');
}

const summary = (page) => page.locator('#goal-summary').textContent();

// For each kind: the position set up from the tray (after the kind is chosen) and the goal's form
// filled by taps. Each returns what the summary must then say.
const MAKE = {
  move: async (page) => {
    await place(page, 'K', ['e1']); await place(page, 'k', ['e8']); await place(page, 'N', ['g1']); await place(page, 'p', ['a7']);
    await record(page, 'moves', 'play');
    await tap(page, 'g1'); await tap(page, 'f3');
    await page.waitForFunction(() => document.querySelector('#goal-summary').textContent.includes('马f3'));
    await done(page, 'moves');
    return '马f3';
  },
  'collect-stars': async (page) => {
    await place(page, 'R', ['a1']);
    await record(page, 'stars', 'tap');
    await tap(page, 'a8'); await tap(page, 'a1');
    await done(page, 'stars');
    return 'a8';
  },
  capture: async (page) => {
    await place(page, 'K', ['e1']); await place(page, 'k', ['h8']); await place(page, 'R', ['a1']); await place(page, 'n', ['a7']);
    await record(page, 'target', 'tap');
    await tap(page, 'a7');
    await done(page, 'target');
    await page.check('input[data-path="goal/showTarget"]');
    return 'a7';
  },
  check: async (page) => {
    await place(page, 'K', ['e1']); await place(page, 'k', ['e8']); await place(page, 'R', ['a1']);
    await record(page, 'moves', 'play');
    await tap(page, 'a1'); await tap(page, 'a8');
    await page.waitForFunction(() => document.querySelector('#goal-summary').textContent.includes('车a8'));
    await done(page, 'moves');
    return '车a8';
  },
  'escape-check': async (page) => {
    await place(page, 'K', ['e1']); await place(page, 'k', ['h8']); await place(page, 'r', ['e7']);
    await page.selectOption('select[data-path="goal/way"]', 'king');
    return '';
  },
  mate: async (page) => {
    await place(page, 'K', ['f6']); await place(page, 'k', ['h8']); await place(page, 'Q', ['g1']);
    await record(page, 'solution', 'play');
    await tap(page, 'g1'); await tap(page, 'g7');
    await page.waitForFunction(() => document.querySelector('#goal-summary').textContent.includes('后g7'));
    await done(page, 'solution');
    return '后g7';
  },
  setup: async (page) => {
    await record(page, 'board', 'setup');
    await place(page, 'K', ['e1']); await place(page, 'k', ['e8']);
    await done(page, 'board');
    return '2';
  },
  quiz: async (page) => {
    await page.click('#pos-initial');
    await page.fill('[data-path="goal/choices/0/label/zh-Hans"]', '白方');
    await page.fill('[data-path="goal/choices/1/label/zh-Hans"]', '黑方');
    await page.fill('[data-path="goal/choices/1/why/zh-Hans"]', '黑方后走。');
    // the why's other languages, folded under its zh-Hans
    const why = page.locator('fieldset', { has: page.locator('[data-path="goal/choices/1/why/zh-Hans"]') });
    await why.locator('summary').click();
    await page.fill('[data-path="goal/choices/1/why/zh-Hant"]', '黑方後走。');
    await page.fill('[data-path="goal/choices/1/why/en"]', 'Black moves second.');
    return null;
  },
  claim: async (page) => {
    await page.click('#pos-initial');
    await record(page, 'history', 'play');
    for (const [from, to] of [['g1', 'f3'], ['g8', 'f6'], ['f3', 'g1'], ['f6', 'g8'], ['g1', 'f3'], ['g8', 'f6'], ['f3', 'g1'], ['f6', 'g8']]) {
      await tap(page, from); await tap(page, to);
    }
    await page.waitForFunction(() => document.querySelector('[data-moves-of="history"]').textContent.split(' ').length >= 8);
    await done(page, 'history');
    await page.waitForFunction(() => document.querySelector('#goal-summary').textContent.includes('会被接受') && !document.querySelector('#goal-summary').textContent.includes('不会'));
    return '会被接受';
  },
  touch: async (page) => {
    await page.click('#pos-initial');
    await record(page, 'touches', 'tap');
    await tap(page, 'g1');
    await done(page, 'touches');
    await page.waitForFunction(() => document.querySelector('#goal-summary').textContent.includes('马f3'));
    // a piece the child straightens first (摆正), tapped as the touches are
    await record(page, 'adjust', 'tap');
    await tap(page, 'a2');
    await done(page, 'adjust');
    await page.waitForFunction(() => document.querySelector('#goal-summary').textContent.includes('先摆正的：a2'));
    return '要走摸过的棋子';
  },
  tap: async (page) => {
    await record(page, 'squares', 'tap');
    for (const name of ['a1', 'b2', 'c3']) await tap(page, name);
    await done(page, 'squares');
    return 'a1 b2 c3';
  },
  game: async (page) => {
    await page.click('#pos-initial');
    await page.fill('input[data-path="goal/level"]', '2');
    // the coach, on unless the teacher says no: off, the file says coach: false
    expect(await page.isChecked('input[data-path="goal/coach"]')).toBe(true);
    await page.uncheck('input[data-path="goal/coach"]');
    return '2';
  },
  action: async (page) => {
    await page.click('#pos-initial');
    await page.selectOption('select[data-path="goal/action"]', 'resign');
    await page.waitForFunction(() => document.querySelector('#goal-summary').textContent.includes('认输'));
    return '0-1';
  },
};

const FORMAT_TERMS = /UCI|SAN|JSON|FEN|\bpiece\b|lessons\/README/;

test('the loop knows every goal kind of the schema', () => {
  expect(Object.keys(MAKE).sort()).toEqual([...KINDS].sort());
});

async function download(page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
  return file.path();
}

test('every goal kind, by its form\'s taps: a step each that check-lessons passes, and the file round-trips', async () => {
  const { context, page, problems } = await openPage(suite.browser, `${suite.site.baseUrl}/editor/`, { contextOptions: { ...LAPTOP, acceptDownloads: true } });
  suite.contexts.push(context);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await waitForBoard(page, '#board');
  await page.fill('#lesson-id', 'every-goal');
  await page.fill('[data-path="/title/zh-Hans"]', '每一种目标');
  for (const [n, kind] of KINDS.entries()) {
    if (n > 0) {
      await page.click('#add-step');
      await page.waitForFunction((count) => document.querySelectorAll('#steps li').length === count, n + 1);
    }
    await page.selectOption('#goal-kind', kind);
    // the kind's own form, and no box for the format's text anywhere in it
    expect(await page.locator('#goal-form textarea:not([data-lang])').count()).toBe(0);
    const said = await MAKE[kind](page).catch(async (error) => {
      const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('chess-editor-draft')));
      throw new Error(`step ${n + 1} (${kind}): ${error.message}; ${await page.locator('#board-mode').textContent()} ${JSON.stringify(draft.lesson.steps[draft.current])}`);
    });
    await page.fill('[data-path="text/zh-Hans"]', '试一试。');
    if (said !== null) expect(await summary(page)).toContain(said);
    // nothing on the page is written as the file writes moves, or names a format
    expect(await page.locator('#goal-form').textContent()).not.toMatch(/\b[a-h][1-8][a-h][1-8]\b/);
    await page.waitForFunction(() => document.body.dataset.check !== 'pending');
    expect(await page.locator('main').innerText()).not.toMatch(FORMAT_TERMS);
  }
  await page.waitForFunction(() => document.body.dataset.check === 'clean' || document.body.dataset.check === 'errors');
  // what is left are warnings: the texts written in zh-Hans alone
  const listed = await page.locator('#problems li').allTextContents();
  expect(listed.filter((line) => !line.startsWith('提醒'))).toEqual([]);

  const first = await download(page);
  const saved = JSON.parse(readFileSync(first, 'utf8'));
  expect(saved.steps.map((step) => step.goal.kind)).toEqual(KINDS);
  expect(saved.steps.find((step) => step.goal.kind === 'game').goal.coach).toBe(false);
  expect(saved.steps.find((step) => step.goal.kind === 'touch').goal.adjust).toEqual(['a2']);
  const checked = await runCheckLessons([first], { cwd: path.dirname(first), tools });
  expect(checked.stdout).not.toMatch(/^错误/m);
  expect(checked.status).toBe(0);
  // opened again and saved again: the same file
  await page.click('#new-lesson');
  await page.setInputFiles('#file', first);
  await page.waitForFunction(() => document.querySelector('#lesson-id').value === 'every-goal');
  expect(readFileSync(await download(page), 'utf8')).toBe(readFileSync(first, 'utf8'));
  expect(problems()).toEqual({ csp: [], errors: [] });
});

// A new game goal's warm-up: `in: 1` on a position with a mate in one passes the check (the core's
// mate solver, as for a mate goal); on the starting position, which has none, the check says so in
// words beside the field.
test('a new game goal with "mate within 1 move": proved on a mate in one, told on a position without one', async () => {
  const { context, page, problems } = await openPage(suite.browser, `${suite.site.baseUrl}/editor/`, { contextOptions: LAPTOP });
  suite.contexts.push(context);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await waitForBoard(page, '#board');
  await page.selectOption('#goal-kind', 'game');
  // a back-rank mate: 车a8#
  await place(page, 'K', ['g1']); await place(page, 'k', ['g8']); await place(page, 'R', ['a1']); await place(page, 'p', ['f7', 'g7', 'h7']);
  await page.fill('input[data-path="goal/in"]', '1');
  await page.fill('[data-path="text/zh-Hans"]', '一步将死。'); // a step with an empty text is not proved yet
  const beside = 'label:has(input[data-path="goal/in"]) + .ed-problem';
  const checked = () => page.waitForFunction(() => document.body.dataset.check !== 'pending');
  await checked();
  expect(await page.locator(beside).allTextContents()).toEqual([]);
  expect(await page.locator('#problems').textContent()).not.toContain('错误');
  await page.click('#pos-initial');
  await page.waitForFunction((at) => document.querySelector(at)?.textContent.includes('1 步之内'), beside);
  expect(await page.locator(beside).textContent()).toMatch(/找不到 1 步之内的逼着将死.*防守.*把“几步内将死”改大，或者空着/);
  expect(problems()).toEqual({ csp: [], errors: [] });
});
