// The core split in Chromium: a board plays on the play module (chess-rules.wasm) alone. With the
// deep module (chess-search.wasm and its worker) aborted by the network, a drag, a tap-tap, a
// checkmate and a dead position reached over the board (bare kings after a capture) all behave
// as they should; and /demo/minimal.html never asks for the deep module at all.
// Needs a built dist/ (`node scripts/build.mjs`; `npm test` builds first).
import { jest } from '@jest/globals';
import { browserSuite, mouseDrag, recordEvents, square, waitForBoard } from './helpers/browser.mjs';

jest.setTimeout(120000);

const suite = browserSuite();
const DEEP_MODULE = /chess-search(-worker)?\.(wasm|mjs)(\?|$)/;

/** Opens /demo/minimal.html in a tall window (the full-width board fits for the drags), with the
 *  deep module's URLs aborted when `abortDeep`. Records every request for the deep module and
 *  every page error. */
async function openMinimal({ abortDeep }) {
  const context = await suite.browser.newContext({ reducedMotion: 'reduce', viewport: { width: 700, height: 1100 } });
  suite.contexts.push(context);
  const deepRequests = [];
  const errors = [];
  if (abortDeep) await context.route(DEEP_MODULE, (route) => route.abort());
  const page = await context.newPage();
  page.on('request', (request) => { if (DEEP_MODULE.test(request.url())) deepRequests.push(request.url()); });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${suite.site.baseUrl}/demo/minimal.html`, { waitUntil: 'load' });
  await waitForBoard(page);
  return { page, deepRequests, errors };
}

/** Waits for the board's `outcome` event and returns its detail. */
async function nextOutcome(page) {
  const handle = await page.waitForFunction(() => globalThis.__events.find((event) => event.type === 'outcome')?.detail);
  return handle.jsonValue();
}

/** The board's setPosition(fen), through its documented method: whether it took the FEN. */
function setPosition(page, fen) {
  return page.evaluate((position) => document.querySelector('chess-board').setPosition(position).ok, fen);
}

function boardFen(page) {
  return page.evaluate(() => document.querySelector('chess-board').fen);
}

test('with the deep module aborted: a drag, a tap-tap, a checkmate and a dead position', async () => {
  const { page, deepRequests, errors } = await openMinimal({ abortDeep: true });
  let events = await recordEvents(page, ['move', 'outcome']);

  await mouseDrag(page, 'e2', 'e4');
  await square(page, 'e7').click();
  await square(page, 'e5').click();
  await page.waitForFunction(() => globalThis.__events.filter((event) => event.type === 'move').length === 2);
  expect((await events()).map((event) => event.detail.san)).toEqual(['e4', 'e5']);
  expect(await boardFen(page)).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');

  // Checkmate, by a drag: Qh8# with the white king on b6 guarding a7 and b7.
  expect(await setPosition(page, 'k7/8/1K6/8/8/8/7Q/8 w - - 0 1')).toBe(true);
  events = await recordEvents(page, ['move', 'outcome']);
  await mouseDrag(page, 'h2', 'h8');
  expect(await nextOutcome(page)).toMatchObject({ result: '1-0', reason: 'checkmate' });

  // A dead position, by a tap-tap: the king takes the last rook, and only the kings are left.
  expect(await setPosition(page, 'k7/8/8/8/8/8/1r6/1K6 w - - 0 1')).toBe(true);
  events = await recordEvents(page, ['move', 'outcome']);
  await square(page, 'b1').click();
  await square(page, 'b2').click();
  expect(await nextOutcome(page)).toMatchObject({ result: '1/2-1/2', reason: 'dead-position' });
  expect((await events()).find((event) => event.type === 'move').detail.san).toBe('Kxb2');

  expect(deepRequests).toEqual([]);
  expect(errors).toEqual([]);
});

test('/demo/minimal.html never requests the deep module', async () => {
  const { page, deepRequests, errors } = await openMinimal({ abortDeep: false });
  await recordEvents(page, ['move']);
  await mouseDrag(page, 'g1', 'f3');
  await page.waitForFunction(() => globalThis.__events.length === 1);
  await page.waitForLoadState('networkidle');
  expect(deepRequests).toEqual([]);
  expect(errors).toEqual([]);
});

test('PGN loads the deep module on use, in the search worker: read, then write', async () => {
  const { page, deepRequests, errors } = await openMinimal({ abortDeep: false });
  expect(deepRequests).toEqual([]);
  const answer = await page.evaluate(async () => {
    const { loadChessRules } = await import('/chess-rules.mjs');
    const rules = await loadChessRules({ lang: 'zh-Hans' });
    const read = await rules.gameFromPgn('[White "李华"]\n1. e4 {注释} e5 (1... c5) 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0');
    const wrong = await rules.gameFromPgn('1. e4 f5\n2. Ke2 fxe4 3. Kf3');
    return { history: read.value.history(), pgn: (await read.value.pgn({ headers: { Black: '王明' } })).value, wrong: wrong.error.message };
  });
  expect(answer.history).toEqual(['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#']);
  expect(answer.pgn).toContain('[White "李华"]\n[Black "王明"]\n[Result "1-0"]\n');
  expect(answer.pgn).toContain('1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0');
  expect(answer.wrong).toMatch(/^第 3 回合白方的“Kf3”：/);
  expect(deepRequests.some((url) => url.includes('chess-search'))).toBe(true);
  expect(errors).toEqual([]);
});
