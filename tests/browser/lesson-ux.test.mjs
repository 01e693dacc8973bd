// Feedback that teaches, in Chromium on a phone (390 × 844, touch), on the castling lesson's
// "long" step (castle queenside; short castling is legal there and has the step's own words):
// a move the rules refuse is not played, says in one sentence how that piece moves, marks exactly
// the squares the core gives for that piece, and costs no star; a legal but wrong move is played
// for the child to see, with the lesson's words, stays until the one button 再试一次 takes it
// back, and costs a star. Also: no text
// the child sees in any lesson's first step holds an article number.
// Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { browserSuite, openPage, PHONE, placement } from './helpers/browser.mjs';
import { LESSON, LESSON_BOARD, boardMoves, cell, inLesson, lessonFile, lessonIndex, recordBoardMoves, tapTryAgain, waitForState } from './helpers/lesson.mjs';
import { loadRules, openGame } from '../js/rules-load.mjs';
import RUNNER_EN from '../../web/i18n/lesson.en.mjs';

jest.setTimeout(180000);

const suite = browserSuite(['chess-lesson.mjs', 'chess-rules.wasm', 'lesson/castling/index.html', 'lessons/castling.json']);

const feedback = (page) => page.locator(inLesson('.cl-feedback')).textContent();

/** Progress in which the steps before `stepId` are solved, so that the lesson opens at it. */
async function openAtStep(page, lessonId, stepId) {
  const lesson = lessonFile(lessonId);
  const before = lesson.steps.slice(0, lesson.steps.findIndex((s) => s.id === stepId)).map((s) => s.id);
  const steps = Object.fromEntries(before.map((id) => [id, { stars: 3, at: 0 }]));
  await page.goto(`${suite.site.baseUrl}/lessons/index.json`);
  await page.evaluate(({ id, solved }) => localStorage.setItem('chess-lessons:progress', JSON.stringify({
    version: 1, child: 'default', lang: 'en', children: { default: { lessons: { [id]: { steps: solved } } } },
  })), { id: lessonId, solved: steps });
  await page.addInitScript(recordBoardMoves);
  await page.goto(`${suite.site.baseUrl}/lesson/${lessonId}/`);
  await waitForState(page, stepId, 'ready');
}

/**
 * Records, on the step's board, every list the lesson passes to its highlight() and arrows()
 * methods (the board's declared API) as board.__highlights and board.__arrows, and every
 * data-state the lesson takes, with the board's placement at that moment, as lesson.__states:
 * marks shown for a moment and a move shown for a second are seen however slow the machine is.
 */
const recordShown = (page) => page.locator(LESSON).evaluate((lesson) => {
  const board = lesson.shadowRoot.querySelector('chess-board');
  for (const [method, record] of [['highlight', '__highlights'], ['arrows', '__arrows']]) {
    const call = board[method].bind(board);
    board[record] = [];
    board[method] = (list) => {
      board[record].push(list);
      return call(list);
    };
  }
  lesson.__states = [];
  new MutationObserver(() => lesson.__states.push({ state: lesson.dataset.state, placement: board.fen.split(' ')[0] }))
    .observe(lesson, { attributes: true, attributeFilter: ['data-state'] });
});

test('an illegal move teaches and costs nothing; a wrong legal move is shown until 再试一次, taken back, and costs a star', async () => {
  const step = lessonFile('castling').steps.find((s) => s.id === 'long');
  expect(step.goal).toEqual(expect.objectContaining({ kind: 'move', moves: ['e1c1'] }));
  const rules = await loadRules();
  const rookReach = openGame(rules, step.fen).movesFrom('a1');
  expect(rookReach.ok).toBe(true);
  const { page, problems, context } = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'en-US', serviceWorkers: 'block' } });
  try {
    await openAtStep(page, 'castling', 'long');
    const start = await placement(page, LESSON_BOARD);
    await recordShown(page);

    // the rook on a diagonal: refused by the rules, not played
    await page.locator(cell('a1')).tap();
    await page.locator(cell('b2')).tap();
    await page.waitForFunction((sel) => document.querySelector(sel).shadowRoot.querySelector('.cl-feedback.is-bad'), LESSON);
    expect(await feedback(page)).toBe(RUNNER_EN.pieceRule_r);
    // said once: the board's own message box says nothing
    expect(await page.locator(LESSON_BOARD).evaluate((board, words) => [...board.shadowRoot.querySelectorAll('*')]
      .filter((node) => node.children.length === 0 && node.textContent.includes(words)).length, RUNNER_EN.pieceRule_r)).toBe(0);
    const marked = await page.locator(LESSON_BOARD).evaluate((board) => board.__highlights
      .map((list) => list.filter((h) => h.kind === 'good').map((h) => h.square).sort()).filter((list) => list.length));
    expect(marked[0]).toEqual([...rookReach.value].sort());
    expect(await placement(page, LESSON_BOARD)).toEqual(start);
    expect(await boardMoves(page)).toEqual([]);

    // short castling: legal, not the answer; played and shown with the step's words until the
    // child taps "try again", which takes it back
    await page.locator(cell('e1')).tap();
    await page.locator(cell('g1')).tap();
    await page.waitForFunction((sel) => document.querySelector(sel).__states.some((s) => s.state === 'showing'), LESSON);
    // the lesson's words, and (two wrong tries now, the refused one counted) the hint offered
    expect(await feedback(page)).toBe(`${step.feedback.e1g1.en} ${RUNNER_EN.hintOffered}`);
    expect(await page.locator(inLesson('.cl-hint')).evaluate((node) => node.classList.contains('is-offered'))).toBe(true);
    // the castled position stays: the one button in the bar is "try again"
    await page.locator(inLesson('.cl-try-again')).waitFor({ state: 'visible' });
    expect(await placement(page, LESSON_BOARD)).toEqual({ ...Object.fromEntries(Object.entries(start).filter(([square]) => square !== 'e1' && square !== 'h1')), g1: 'K', f1: 'R' });
    expect(await page.locator(inLesson('.cl-nav .cl-button:visible')).count()).toBe(1);
    await tapTryAgain(page);
    await page.waitForFunction((sel) => document.querySelector(sel).__states.at(-1).state === 'ready', LESSON);
    const states = await page.locator(LESSON).evaluate((lesson) => lesson.__states);
    // while shown, the king and rook stood castled
    expect(states.find((s) => s.state === 'showing').placement).toBe('4k3/8/8/8/8/8/8/R4RK1');
    expect(await placement(page, LESSON_BOARD)).toEqual(start);
    expect((await boardMoves(page)).map((m) => m.uci)).toEqual(['e1g1']);

    // the answer: one star the less for the wrong castle, none for the refused rook move
    await page.locator(cell('e1')).tap();
    await page.locator(cell('c1')).tap();
    await waitForState(page, 'long', 'solved');
    expect(await page.locator(inLesson('.cl-feedback .cl-stars')).textContent()).toBe('★★☆');
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});

test('no text the child sees in any lesson\'s first step holds an article number', async () => {
  const { page, problems, context } = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'zh-CN', serviceWorkers: 'block' } });
  const ARTICLE = /第?\s*\d+\.\d+|Article|条款|條款/i;
  try {
    for (const entry of lessonIndex().lessons) {
      const first = lessonFile(entry.id).steps[0];
      await page.goto(`${suite.site.baseUrl}/lesson/${entry.id}/`, { waitUntil: 'load' });
      // the step open and drawn (a step without a board to play, such as a quiz, is ready too)
      await page.waitForFunction(({ sel, id }) => {
        const lesson = document.querySelector(sel);
        return lesson?.dataset.step === id && ['ready', 'solved'].includes(lesson.dataset.state);
      }, { sel: LESSON, id: first.id }).catch(async (error) => {
        const shown = page.isClosed() ? 'the page was closed' : await page.evaluate((sel) => JSON.stringify(document.querySelector(sel)?.dataset ?? null), LESSON);
        throw new Error(`${entry.id}: step ${first.id} never became ready (${shown}): ${error.message}`);
      });
      // what a child sees in the lesson: its shadow tree and the board's, outside the teachers' section
      const seen = await page.evaluate((sel) => {
        const texts = [];
        const walk = (root) => {
          for (const node of root.querySelectorAll('*')) {
            if (node.closest('details.cl-teacher')) continue;
            if (node.shadowRoot) walk(node.shadowRoot);
            const style = node.checkVisibility?.() ?? true;
            if (!style) continue;
            for (const child of node.childNodes) if (child.nodeType === 3 && child.textContent.trim()) texts.push(child.textContent.trim());
          }
        };
        walk(document.querySelector(sel).shadowRoot);
        return texts;
      }, LESSON);
      expect({ lesson: entry.id, found: seen.filter((text) => ARTICLE.test(text)) }).toEqual({ lesson: entry.id, found: [] });
    }
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});

/** What the board shows now of what recordShown records: the hint squares and the arrows. */
const shownMarks = (page) => page.locator(LESSON_BOARD).evaluate((board) => ({
  hints: (board.__highlights.at(-1) ?? []).filter((h) => h.kind === 'hint').map((h) => h.square),
  arrows: [...new Set((board.__arrows.at(-1) ?? []).map((a) => `${a.from}${a.to}`))],
}));

// Help is written for a position: the nudge's square and the step's hint arrows are marked only
// while the board shows it, never pointing at a square a piece has left.
test('the hint marks only the position it was written for: not after the piece moved, not while a wrong move is shown', async () => {
  const { page, problems, context } = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'en-US', serviceWorkers: 'block' } });
  try {
    // the rook lesson's first step: rook e1, a star on e6, two moves allowed; its hint's arrow is e1–e6
    expect(lessonFile('rook').steps[0].hints[0].arrows).toEqual([{ from: 'e1', to: 'e6' }]);
    await openAtStep(page, 'rook', 'first-star');
    await recordShown(page);
    await page.locator(inLesson('.cl-hint')).tap();
    await page.waitForFunction((sel) => (document.querySelector(sel).shadowRoot.querySelector('chess-board').__highlights.at(-1) ?? []).some((h) => h.kind === 'hint'), LESSON);
    expect((await shownMarks(page)).hints).toEqual(['e1']);
    await page.locator(cell('e1')).tap();
    await page.locator(cell('e3')).tap();
    await page.waitForFunction(() => (window.__boardMoves ?? []).length === 1);
    await page.waitForFunction((sel) => !(document.querySelector(sel).shadowRoot.querySelector('chess-board').__highlights.at(-1) ?? []).some((h) => h.kind === 'hint'), LESSON);
    // the step's hint, asked for now, is words only: its arrow starts where the rook no longer is
    await page.locator(inLesson('.cl-hint')).tap();
    await page.waitForFunction((sel) => document.querySelector(sel).shadowRoot.querySelector('.cl-feedback').textContent.includes('Go straight up'), LESSON);
    expect(await shownMarks(page)).toEqual({ hints: [], arrows: [] });

    // the first lesson's mate in one: the step's arrow d1–d8 (its hint's too), gone while a wrong
    // queen move and Black's answer are shown, back once 再试一次 has taken them back
    await openAtStep(page, 'first-moves', 'first-mate');
    await recordShown(page);
    await page.locator(inLesson('.cl-hint')).tap();
    await page.locator(inLesson('.cl-hint')).tap();
    await page.waitForFunction((sel) => (document.querySelector(sel).shadowRoot.querySelector('chess-board').__arrows.at(-1) ?? []).length > 0, LESSON);
    expect((await shownMarks(page)).arrows).toEqual(['d1d8']);
    await page.locator(cell('d1')).tap();
    await page.locator(cell('d2')).tap();
    await page.locator(inLesson('.cl-try-again')).waitFor({ state: 'visible' });
    expect(await shownMarks(page)).toEqual({ hints: [], arrows: [] });
    await tapTryAgain(page);
    await waitForState(page, 'first-mate', 'ready');
    expect((await shownMarks(page)).arrows).toEqual(['d1d8']);
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});

// A legal move that misses the goal says what it lacks, in the goal kind's words, where the step
// has no words of its own for it.
test('a capture step\'s quiet move: "that move takes nothing", then 再试一次', async () => {
  const step = lessonFile('capture').steps.find((s) => s.id === 'take-queen');
  expect(step.feedback?.d2d4).toBeUndefined();
  const { page, problems, context } = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'en-US', serviceWorkers: 'block' } });
  try {
    await openAtStep(page, 'capture', 'take-queen');
    await page.locator(cell('d2')).tap();
    await page.locator(cell('d4')).tap();
    await page.locator(inLesson('.cl-try-again')).waitFor({ state: 'visible' });
    expect(await feedback(page)).toBe(RUNNER_EN.wrongCaptureNone);
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});
