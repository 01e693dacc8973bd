// The first game (lessons/first-game.json, the `game` goal) in Chromium on a phone (390 × 844,
// touch, zh-Hans): a whole game from the starting position against the computer at level 1,
// played by taps to a mate by the child, who plays as the practice partner's strongest level
// does (the core's search in Node, web/rules/search-engine.mjs, from the position on screen);
// then the coach's five messages, each at a position where it must speak (the lesson's file
// served with steps that start there), and the coach never moving for the child: every move on
// the board not made by the child's taps is the computer's one answer to one. Needs dist/.
import { jest } from '@jest/globals';
import { browserSuite, openPage, PHONE } from './helpers/browser.mjs';
import { LESSON, LESSON_BOARD, boardMoves, cell, inLesson, lessonFile, recordBoardMoves, waitForState } from './helpers/lesson.mjs';
import { loadChessSearch } from '../../web/rules/search-engine.mjs';
import ZH from '../../web/i18n/lesson.zh-Hans.mjs';
import EN from '../../web/i18n/lesson.en.mjs';

jest.setTimeout(300000);

const suite = browserSuite(['chess-lesson.mjs', 'chess-rules.wasm', 'chess-search.wasm', 'lesson/first-game/index.html', 'lessons/first-game.json']);
let search;
beforeAll(async () => {
  search = await loadChessSearch({ wasm: new URL('../../dist/chess-search.wasm', import.meta.url), lang: 'en' });
});

/** A phone page at the lesson's step `stepId`; `lesson` (a lesson file) is served instead of the course's. */
async function openGame(stepId, lesson = null, { solved = [], device = PHONE, locale = 'zh-CN' } = {}) {
  const opened = await openPage(suite.browser, 'about:blank', { contextOptions: { ...device, locale, serviceWorkers: 'block' } });
  suite.contexts.push(opened.context);
  const { page } = opened;
  if (solved.length) {
    // steps solved before, saved as the progress store keeps them
    await page.goto(`${suite.site.baseUrl}/favicon.svg`);
    const steps = Object.fromEntries(solved.map((id) => [id, { stars: 3, at: 0 }]));
    await page.evaluate((data) => localStorage.setItem('chess-lessons:progress', JSON.stringify(data)),
      { version: 1, child: '小明', lang: 'zh-Hans', children: { 小明: { lessons: { 'first-game': { steps } } } } });
  }
  if (lesson) await page.route('**/lessons/first-game.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(lesson) }));
  await page.addInitScript(recordBoardMoves);
  await page.goto(`${suite.site.baseUrl}/lesson/first-game/?step=${stepId}`);
  await waitForState(page, stepId, 'ready');
  return opened;
}

const boardFen = (page) => page.locator(LESSON_BOARD).evaluate((board) => board.fen);
const statusText = (page) => page.locator(inLesson('.cl-progress')).textContent();
const litSquares = (page) => page.locator(LESSON_BOARD).evaluate((board) => [...board.shadowRoot.querySelectorAll('[data-square][data-highlight="hint"]')].map((square) => square.dataset.square).sort());

/** Waits until `count` moves are on the board (the child's and the computer's answers): the
 *  child's turn again, or the step no longer being played (solved, or a try that ended waiting for
 *  "try again"). */
async function waitForTurn(page, stepId, count) {
  await page.waitForFunction(({ sel, id, n }) => {
    const lesson = document.querySelector(sel);
    if (lesson.dataset.step !== id) return false;
    return lesson.dataset.state !== 'ready' || (window.__boardMoves ?? []).length >= n;
  }, { sel: LESSON, id: stepId, n: count });
}

/** The child's move, by taps: the piece, then its square (and the chooser's piece for a promotion). */
async function tapMove(page, uci) {
  await page.locator(cell(uci.slice(0, 2))).tap();
  await page.locator(cell(uci.slice(2, 4))).tap();
  if (uci.length === 5) await page.locator(`${LESSON_BOARD} .cb-promotion [data-piece="${uci[4]}"]`).tap();
}

/** The coach's message keys of the zh-Hans table whose words are `text`. */
const keyOf = (text) => Object.keys(ZH).find((key) => /^(coach|game)/.test(key) && ZH[key] === text.trim()) ?? null;

/** Every move on the board was the child's, or the computer's one answer to the child's move
 *  before it: the coach played none. */
function expectOnlyChildAndAnswers(recorded, childMoves) {
  expect(recorded.filter((move) => move.by === 'user').map((move) => move.uci)).toEqual(childMoves);
  recorded.forEach((move, n) => expect([n, move.by === 'user']).toEqual([n, n % 2 === 0]));
}

test('a whole game from the starting position, won by a mate against level 1, by taps, earns the certificate of its own', async () => {
  const { page, problems } = await openGame('first-game', null, { solved: ['meet-the-coach'] });
  expect(await boardFen(page)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  const played = [];
  const seen = [];
  const said = new Set();
  for (let turn = 0; turn < 150; turn++) {
    await waitForTurn(page, 'first-game', 2 * played.length);
    if (await page.locator(LESSON).evaluate((lesson) => lesson.dataset.state) !== 'ready') break;
    const fen = await boardFen(page);
    said.add(keyOf(await statusText(page)));
    // the position on screen is the one the child's moves and the computer's answers made
    expect((await boardMoves(page)).length).toBe(2 * played.length);
    const found = search.bestMove(fen, { level: 5, history: seen.slice(-100) });
    expect(found.ok).toBe(true);
    seen.push(fen);
    played.push(found.value.uci);
    await tapMove(page, found.value.uci);
  }
  await waitForState(page, 'first-game', 'solved');
  const recorded = await boardMoves(page);
  expectOnlyChildAndAnswers(recorded, played);
  // the last move was the child's, and it mated
  expect(recorded.at(-1)).toEqual({ uci: played.at(-1), by: 'user' });
  expect(await page.locator(LESSON_BOARD).evaluate((board) => board.outcome().reason)).toBe('checkmate');
  expect(said.has(null)).toBe(false); // every turn's line is the coach's or "your move"
  console.log(`first game: won in ${played.length} moves; the coach said ${[...said].join(', ')}`);
  // the lesson done, the page offers the game's own certificate, 我的第一盘棋
  await page.locator(inLesson('.cl-next')).tap();
  await waitForState(page, 'first-game', 'complete');
  const offer = page.locator('#certificate-offer');
  await offer.waitFor();
  expect(await offer.textContent()).toContain('我的第一盘棋');
  await offer.locator('a').tap();
  await page.waitForURL(/\/certificate\/\?group=game$/);
  await page.locator('#certificate').waitFor();
  expect(await page.locator('#cert-name').textContent()).toBe('小明');
  expect(await page.locator('#cert-what').textContent()).toContain('我的第一盘棋');
  expect(problems()).toEqual({ csp: [], errors: [] });
});

// Positions where the coach must speak, as steps of the lesson's file: the child to move.
const COACH_STEPS = [
  { id: 'coach-check', fen: 'rnb1kbnr/pppp1ppp/8/4p3/5P1q/8/PPPPP1PP/RNBQKBNR w KQkq - 1 3', orientation: 'white', key: 'coachCheck_block', lit: ['g2'], move: 'g2g3' },
  { id: 'coach-mate', fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4', orientation: 'white', key: 'coachMate', lit: ['h5'], move: 'b1c3' },
  { id: 'coach-free', fen: 'rnbqkb1r/pppp1ppp/8/4p3/4n3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 3', orientation: 'white', key: 'coachFree', lit: ['e4'], move: 'g1f3' },
  { id: 'coach-hanging', fen: 'rnbqkb1r/pppp1ppp/8/4p3/4P1n1/5N1P/PPPP1PP1/RNBQKB1R b KQkq - 0 4', orientation: 'black', key: 'coachHanging', lit: ['g4'], move: 'b8c6' },
  // a fresh reader's game, 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.d3 d5: the d5 pawn attacks the bishop the d3 pawn protects
  { id: 'coach-threat', fen: 'r1bqkb1r/ppp2ppp/2n2n2/3pp3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 0 5', orientation: 'white', key: 'coachThreat_b_p', lit: ['c4', 'd5'], move: 'c4b3' },
];

test('the coach\'s five messages, each where a beginner needs it, with its squares lit; it never moves', async () => {
  const course = lessonFile('first-game');
  const game = course.steps.find((step) => step.id === 'first-game');
  const lesson = { ...course, steps: COACH_STEPS.map(({ id, fen, orientation }) => ({ ...game, id, fen, orientation })) };
  for (const step of COACH_STEPS) {
    const { page, context, problems } = await openGame(step.id, lesson);
    expect([step.id, keyOf(await statusText(page))]).toEqual([step.id, step.key]);
    // the board draws its marks in its next frame
    await page.waitForFunction((sel) => document.querySelector(sel).shadowRoot.querySelector('chess-board').shadowRoot.querySelector('[data-highlight="hint"]') !== null, LESSON);
    expect(await litSquares(page)).toEqual(step.lit);
    // the coach speaks and waits: the child's move is the first on the board, the computer's answer the second
    expect(await boardMoves(page)).toEqual([]);
    expect(await boardFen(page)).toBe(step.fen);
    await tapMove(page, step.move);
    await waitForTurn(page, step.id, 2);
    expectOnlyChildAndAnswers(await boardMoves(page), [step.move]);
    expect((await boardMoves(page)).length).toBe(2);
    expect(problems()).toEqual({ csp: [], errors: [] });
    await context.close();
    suite.contexts.splice(suite.contexts.indexOf(context), 1);
  }
});

test('320 × 568: the coach\'s longest words (check, with all three ways out) are whole, in Chinese and English', async () => {
  // the rook on e5 checks: the king steps to d1, d2 or f2, the knight takes e5, the bishop blocks on e2
  const step = { id: 'coach-longest', fen: '4k3/8/8/4r3/8/3N4/8/4KB2 w - - 0 1', orientation: 'white' };
  const course = lessonFile('first-game');
  const game = course.steps.find((s) => s.id === 'first-game');
  const lesson = { ...course, steps: [{ ...game, ...step }] };
  const small = { viewport: { width: 320, height: 568 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
  for (const [locale, words] of [['zh-CN', ZH], ['en-US', EN]]) {
    const { page, context, problems } = await openGame(step.id, lesson, { device: small, locale });
    expect(await statusText(page)).toBe(words.coachCheck_king_capture_block);
    const status = await page.locator(inLesson('.cl-progress')).evaluate((node) => ({ scroll: node.scrollHeight, client: node.clientHeight, bottom: node.getBoundingClientRect().bottom }));
    expect([locale, status.scroll <= status.client + 1, status.bottom <= 568]).toEqual([locale, true, true]);
    expect(problems()).toEqual({ csp: [], errors: [] });
    await context.close();
    suite.contexts.splice(suite.contexts.indexOf(context), 1);
  }
});
