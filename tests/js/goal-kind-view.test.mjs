/**
 * @jest-environment jsdom
 */
// The made-up goal kind `reach` (tests/js/helpers/reach-goal-kind.mjs), registered in the table at
// test time, shown by the real runner (web/lesson/step-runner.mjs) on a real <chess-board> over the
// real wasm rules, in jsdom: the board takes moves (its board mode), marks the target square (its
// markers), refuses a move the rules refuse, shows a legal wrong move until "try again" takes it back, and the right
// move solves the step. No other source file knows the kind (goal-kind-fixture.test.mjs for the
// session, the checks, the editor and the schema).
const { holdBoardFrames } = await import('./helpers/jsdom-board.mjs');
const { loadChessRules } = await import('../../web/rules/index.mjs');
const { ChessBoardElement } = await import('../../web/play/chess-board.mjs');
const { StepRunner } = await import('../../web/lesson/step-runner.mjs');
const { addGoalKind } = await import('../../web/lesson/goals/index.mjs');
const { wasmBytes, START_FEN } = await import('./rules-load.mjs');
const { reach, reachStep } = await import('./helpers/reach-goal-kind.mjs');

const { flushOnce: flush } = holdBoardFrames();
let rules = null;
let remove = null;

beforeAll(async () => {
  rules = await loadChessRules({ wasm: wasmBytes(), lang: 'en' });
  ChessBoardElement.useRules(rules);
  remove = addGoalKind(reach);
});
afterAll(() => remove());

/** A host that records what the runner tells the element, and says when the board is ready and
 *  when a wrong move shown has been taken back. */
function recordingHost() {
  const calls = [];
  let ready;
  let takenBack;
  return {
    calls,
    whenReady: new Promise((resolve) => { ready = resolve; }),
    takenBack: new Promise((resolve) => { takenBack = resolve; }),
    ready: () => { calls.push(['ready']); ready(); },
    showing: (on) => { calls.push(['showing', on]); if (!on) takenBack(); },
    feedback: (state) => calls.push(['feedback', state]),
    clearFeedback: () => calls.push(['clearFeedback']),
    solved: (result) => calls.push(['solved', result]),
    restart: () => calls.push(['restart']),
    changed: () => {},
  };
}

async function showStep(step) {
  const host = recordingHost();
  const runner = new StepRunner({ document, rules, step, lang: 'en', host });
  document.body.append(runner.board);
  await host.whenReady;
  const board = runner.board;
  const rect = () => ({ left: 0, top: 0, right: 400, bottom: 400, width: 400, height: 400, x: 0, y: 0 });
  for (const part of ['.cb-board', '.cb-board-wrap']) board.shadowRoot.querySelector(part).getBoundingClientRect = rect;
  flush();
  return { runner, board, host };
}

const cellOf = (board, square) => board.shadowRoot.querySelector(`[data-square="${square}"]`);
// A piece is a <use> in the board's one <svg> of pieces, on its square (data-at).
const pieceOn = (board, square) => board.shadowRoot.querySelector(`.cb-pieces [data-at="${square}"]`)?.dataset.piece ?? null;
function centre(square) {
  return { x: 'abcdefgh'.indexOf(square[0]) * 50 + 25, y: (8 - Number(square[1])) * 50 + 25 };
}
function pointer(target, type, { x, y }) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y, button: 0, buttons: type === 'pointerup' ? 0 : 1 });
  Object.defineProperty(event, 'pointerId', { value: 1 });
  Object.defineProperty(event, 'pointerType', { value: 'touch' });
  target.dispatchEvent(event);
}
function drag(board, from, to) {
  pointer(cellOf(board, from), 'pointerdown', centre(from));
  pointer(document, 'pointermove', centre(to));
  pointer(document, 'pointerup', centre(to));
}
// A move the child made reaches the page in a task after the frame that draws it.
const nextTask = () => {
  flush();
  return new Promise((resolve) => { setTimeout(resolve, 0); });
};
/** The squares that carry a marker, and its kind, once the board has drawn. */
function markedSquares(board) {
  flush();
  return [...board.shadowRoot.querySelectorAll('.cb-marker')].map((svg) => [svg.closest('[data-at]').dataset.at, [...svg.classList].find((name) => name.startsWith('cb-marker-'))]);
}
function highlighted(board) {
  flush();
  return [...board.shadowRoot.querySelectorAll('[data-highlight]')].map((cell) => [cell.dataset.square, cell.dataset.highlight]).sort();
}
const feedbacks = (host) => host.calls.filter(([name]) => name === 'feedback').map(([, state]) => state);

test('its board takes moves (board mode "play") and marks the target square', async () => {
  const { board, runner } = await showStep(reachStep('e4'));
  expect(runner.session.kind).toBe(reach);
  expect(board.hasAttribute('interactive')).toBe(true);
  expect(board.getAttribute('interactive')).toBe('');
  expect(board.hasAttribute('mode')).toBe(false);
  expect(board.fen).toBe(START_FEN);
  expect(markedSquares(board)).toEqual([['e4', 'cb-marker-target']]);
  runner.destroy();
});

test('a move the rules refuse is not played; a legal wrong move is shown until "try again" takes it back; the right move solves', async () => {
  const { board, runner, host } = await showStep(reachStep('e4'));

  // e2–e5 is no pawn move: refused, nothing played, no mistake counted
  drag(board, 'e2', 'e5');
  await nextTask();
  expect(board.fen).toBe(START_FEN);
  expect(feedbacks(host)).toEqual([{ kind: 'bad', code: 'PIECE_CANNOT_MOVE_LIKE_THAT', uci: 'e2e5', piece: 'P' }]);
  expect(runner.session.mistakes).toBe(0);
  // …and the squares the pawn can reach are marked for a moment
  expect(highlighted(board)).toEqual([['e3', 'good'], ['e4', 'good']]);

  // d2–d4 is legal but reaches d4: played, called wrong, taken back; a star lost
  drag(board, 'd2', 'd4');
  await nextTask();
  expect(feedbacks(host).at(-1)).toEqual({ kind: 'bad', code: 'WRONG_MOVE', uci: 'd2d4' });
  // the wrong position stays on the board until the child taps "try again"
  while (!runner.waitingToRetry) await nextTask();
  expect(pieceOn(board, 'd4')).toBe('P');
  expect(host.calls.filter(([name, on]) => name === 'showing' && on === false)).toEqual([]);
  runner.tryAgain();
  await host.takenBack;
  expect(board.fen).toBe(START_FEN);
  expect(runner.session.mistakes).toBe(1);
  expect(host.calls.filter(([name]) => name === 'solved')).toEqual([]);
  expect(markedSquares(board)).toEqual([['e4', 'cb-marker-target']]);

  // e2–e4 reaches the target: solved with two stars, the board locked
  drag(board, 'e2', 'e4');
  await nextTask();
  flush();
  expect(pieceOn(board, 'e4')).toBe('P');
  expect(host.calls.filter(([name]) => name === 'solved')).toEqual([['solved', { status: 'solved', stars: 2 }]]);
  expect(runner.session.solved).toBe(true);
  drag(board, 'e7', 'e5');
  await nextTask();
  expect(board.fen).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  runner.destroy();
});
