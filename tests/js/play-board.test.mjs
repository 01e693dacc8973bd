/**
 * @jest-environment jsdom
 */
// <chess-board> in jsdom over the real wasm rules: a finger's intent goes through the view to
// the rules and comes back as events and a new position.
import { jest } from '@jest/globals';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom's window lacks the encoders the rules API uses; browsers and Node have them.
globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
const { loadChessRules } = await import('../../web/rules/index.mjs');
const { ChessBoardElement } = await import('../../web/play/chess-board.mjs');
const { wasmBytes } = await import('./rules-load.mjs');

let frames = [];

beforeAll(async () => {
  ChessBoardElement.useRules(await loadChessRules({ wasm: wasmBytes() }));
});

beforeEach(() => {
  frames = [];
  window.requestAnimationFrame = (callback) => frames.push(callback);
  window.cancelAnimationFrame = () => {};
});

afterEach(() => {
  document.body.replaceChildren();
});

function flush() {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
}

async function makeBoard(attributes = {}) {
  const board = document.createElement('chess-board');
  for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
  const events = [];
  for (const type of ['beforemove', 'move', 'illegal', 'select', 'outcome', 'place', 'remove', 'error']) {
    board.addEventListener(type, (event) => events.push({ type, detail: event.detail }));
  }
  document.body.appendChild(board);
  await board.ready;
  const rect = () => ({ left: 0, top: 0, right: 400, bottom: 400, width: 400, height: 400, x: 0, y: 0 });
  board.view.dom.board.getBoundingClientRect = rect;
  board.view.dom.boardWrap.getBoundingClientRect = rect;
  flush();
  return { board, events, of: (type) => events.filter((e) => e.type === type).map((e) => e.detail) };
}

const cellOf = (board, square) => board.shadowRoot.querySelector(`[data-square="${square}"]`);
function centre(board, square) {
  const file = 'abcdefgh'.indexOf(square[0]);
  const rank = Number(square[1]) - 1;
  const white = board.view.state.orientation === 'white';
  return { x: (white ? file : 7 - file) * 50 + 25, y: (white ? 7 - rank : rank) * 50 + 25 };
}
function pointer(target, type, { x, y }) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y, button: 0, buttons: type === 'pointerup' ? 0 : 1 });
  Object.defineProperty(event, 'pointerId', { value: 1 });
  Object.defineProperty(event, 'pointerType', { value: 'touch' });
  target.dispatchEvent(event);
}
function tap(board, square) {
  pointer(cellOf(board, square), 'pointerdown', centre(board, square));
  pointer(document, 'pointerup', centre(board, square));
}
function drag(board, from, to) {
  pointer(cellOf(board, from), 'pointerdown', centre(board, from));
  pointer(document, 'pointermove', centre(board, to));
  pointer(document, 'pointerup', centre(board, to));
}
// A move the child made reaches the page in a task after the one that made it.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const pieceOn = (board, square) => cellOf(board, square).querySelector('.cb-piece')?.dataset.piece ?? null;

test('a drag e2–e4 is judged by the rules, emitted with SAN, and drawn', async () => {
  const { board, of } = await makeBoard({ interactive: '', lang: 'en' });
  drag(board, 'e2', 'e4');
  expect(of('beforemove')).toEqual([{ uci: 'e2e4', from: 'e2', to: 'e4', promotion: undefined, by: 'user' }]);
  await nextTask();
  expect(of('move')).toEqual([expect.objectContaining({
    uci: 'e2e4', san: 'e4', from: 'e2', to: 'e4', piece: 'P', captured: null, check: false, mate: false, by: 'user',
  })]);
  flush();
  expect(pieceOn(board, 'e4')).toBe('P');
  expect(pieceOn(board, 'e2')).toBeNull();
  expect(board.fen).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  expect(cellOf(board, 'e4').classList.contains('is-last')).toBe(true);
  // Black to move now: a white piece cannot be picked up, a black one can.
  tap(board, 'd2');
  expect(board.view.state.selected).toBeNull();
  tap(board, 'e7');
  expect(board.view.state.selected).toBe('e7');
  expect(board.shadowRoot.querySelector('.cb-live').textContent).toBe('White pawn from e2 to e4.');
});

test('a move the child made reaches the page after the board drew it, and before any later event', async () => {
  const { board, events, of } = await makeBoard({ interactive: '' });
  drag(board, 'e2', 'e4');
  expect(of('move')).toEqual([]);
  flush();
  expect(pieceOn(board, 'e4')).toBe('P');
  expect(of('move')).toEqual([]);
  await nextTask();
  expect(of('move')).toEqual([expect.objectContaining({ uci: 'e2e4', by: 'user' })]);
  // A script's move in the same task: its cancelable beforemove first delivers the held move.
  drag(board, 'e7', 'e5');
  board.play('Nf3');
  const order = events.filter((e) => e.type === 'beforemove' || e.type === 'move').slice(2).map((e) => `${e.type} ${e.detail.uci}`);
  expect(order).toEqual(['beforemove e7e5', 'move e7e5', 'beforemove g1f3', 'move g1f3']);
});

test('the next touch first delivers the last move; a page that locks the board on it ignores that touch', async () => {
  const { board, of } = await makeBoard({ interactive: '' });
  board.addEventListener('move', () => board.lock());
  drag(board, 'e2', 'e4');
  expect(of('move')).toEqual([]);
  await Promise.resolve(); // the drop's task is over; the task that reports e2–e4 has not run
  tap(board, 'e7'); // Black's pawn, touched in between
  expect(of('move')).toEqual([expect.objectContaining({ uci: 'e2e4' })]);
  expect(of('select').map((event) => event.square)).toEqual(['e2', null]); // the drop deselects; e7 never counted
  expect(board.view.state.selected).toBeNull();
  expect(board.game.history()).toEqual(['e4']);
  board.unlock();
  tap(board, 'e7');
  expect(of('select').at(-1)).toEqual(expect.objectContaining({ square: 'e7' }));
});

test('a page that answers the child’s move with a scripted one sees every event in order, the reply’s before play() returns', async () => {
  const { board, events } = await makeBoard({ interactive: '' });
  let seenWhenPlayReturned = null;
  board.addEventListener('move', (event) => {
    if (event.detail.by !== 'user') return;
    board.play('e5');
    seenWhenPlayReturned = events.map((e) => `${e.type} ${e.detail.uci ?? e.detail.square}`);
  });
  drag(board, 'e2', 'e4');
  await nextTask();
  const order = events.map((e) => `${e.type} ${e.detail.uci ?? e.detail.square}`);
  expect(order).toEqual(['select e2', 'beforemove e2e4', 'move e2e4', 'select null', 'beforemove e7e5', 'move e7e5']);
  expect(seenWhenPlayReturned).toEqual(order);
});

test('an illegal drop fires illegal with the core’s reason and the piece stays', async () => {
  const { board, of } = await makeBoard({ interactive: '', lang: 'zh-Hans' });
  drag(board, 'e1', 'e3');
  expect(of('illegal')).toEqual([expect.objectContaining({ from: 'e1', to: 'e3', code: 'PIECE_CANNOT_MOVE_LIKE_THAT' })]);
  expect(of('move')).toEqual([]);
  flush();
  expect(pieceOn(board, 'e1')).toBe('K');
  expect(pieceOn(board, 'e3')).toBeNull();
  expect(board.shadowRoot.querySelector('.cb-message').hidden).toBe(false);
});

test('a cancelled beforemove leaves the game as it was', async () => {
  const { board, of } = await makeBoard({ interactive: '' });
  board.addEventListener('beforemove', (event) => event.preventDefault());
  tap(board, 'g1');
  tap(board, 'f3');
  expect(of('move')).toEqual([]);
  expect(board.game.history()).toEqual([]);
});

test('promotion: the chooser opens, a knight is chosen, the move says so', async () => {
  const { board, of } = await makeBoard({ interactive: '', fen: '8/P6k/8/8/8/8/8/K7 w - - 0 1' });
  drag(board, 'a7', 'a8');
  flush();
  expect(board.view.state.promotion).toEqual({ from: 'a7', to: 'a8', color: 'white' });
  expect(of('move')).toEqual([]);
  board.shadowRoot.querySelector('[data-piece="n"]').click();
  await nextTask();
  expect(of('move')).toEqual([expect.objectContaining({ uci: 'a7a8n', san: 'a8=N', promotion: 'n', piece: 'P' })]);
  flush();
  expect(pieceOn(board, 'a8')).toBe('N');
});

test('touch-move: the touched knight is committed; switching is refused in words', async () => {
  const { board, of } = await makeBoard({ interactive: '', 'touch-move': '', lang: 'en' });
  tap(board, 'g1');
  flush();
  expect(cellOf(board, 'g1').classList.contains('is-locked')).toBe(true);
  expect(board.shadowRoot.querySelector('.cb-message').textContent).toMatch(/must move it \(Article 4\.3/);
  tap(board, 'b1');
  flush();
  expect(board.view.state.selected).toBe('g1');
  expect(board.shadowRoot.querySelector('.cb-message').textContent).toMatch(/^You cannot switch/);
  expect(of('select').map((s) => s.square)).toEqual(['g1', 'b1']);
  tap(board, 'f3');
  await nextTask();
  expect(of('move')).toEqual([expect.objectContaining({ san: 'Nf3' })]);
  flush();
  expect(board.view.state.touchLocked).toBeNull();
  expect(board.shadowRoot.querySelector('.cb-message').hidden).toBe(true);
});

test('touch-move: king, then rook, means castling (4.4)', async () => {
  const { board, of } = await makeBoard({ interactive: '', 'touch-move': '', lang: 'en', fen: '4k3/8/8/8/8/8/8/4K2R w K - 0 1' });
  tap(board, 'e1');
  flush();
  expect(board.view.state.dests.get('e1')).toEqual(['d1', 'd2', 'e2', 'f1', 'f2', 'g1']);
  tap(board, 'h1');
  flush();
  expect(board.view.state.selected).toBe('e1');
  expect([...board.view.state.dests]).toEqual([['e1', ['g1']]]);
  expect(board.shadowRoot.querySelector('.cb-message').textContent).toMatch(/must castle .*4\.4/);
  tap(board, 'f1');
  expect(of('illegal')).toEqual([expect.objectContaining({ code: 'TOUCH_MOVE_REQUIRED' })]);
  tap(board, 'e1');
  tap(board, 'g1');
  await nextTask();
  expect(of('move')).toEqual([expect.objectContaining({ san: 'O-O' })]);
});

test('touch-move: a touched piece that cannot move obliges nothing (4.5)', async () => {
  const { board } = await makeBoard({ interactive: '', 'touch-move': '', lang: 'zh-Hans' });
  tap(board, 'a1');
  flush();
  expect(board.view.state.touchLocked).toBeNull();
  expect(board.shadowRoot.querySelector('.cb-message').textContent).toContain('4.5');
  tap(board, 'b1');
  expect(board.view.state.selected).toBe('b1');
});

test('a scripted fool’s mate ends the game with an outcome and no more input', async () => {
  const { board, of } = await makeBoard({ interactive: '', lang: 'en' });
  for (const san of ['f3', 'e5', 'g4', 'Qh4#']) expect(board.play(san).ok).toBe(true);
  expect(of('move').map((m) => m.by)).toEqual(['script', 'script', 'script', 'script']);
  expect(of('move')[3]).toMatchObject({ san: 'Qh4#', mate: true, check: true, piece: 'q' });
  expect(of('outcome')).toEqual([expect.objectContaining({ result: '0-1', reason: 'checkmate' })]);
  flush();
  expect(cellOf(board, 'e1').classList.contains('is-check')).toBe(true);
  expect(board.view.state.movableColor).toBeNull();
  expect(board.shadowRoot.querySelector('.cb-live').textContent).toMatch(/checkmate/);
});

test('a bad fen attribute fires error and keeps the position', async () => {
  const { board, of } = await makeBoard({ interactive: '' });
  board.setAttribute('fen', 'not a fen');
  expect(of('error')).toEqual([expect.objectContaining({ code: expect.stringMatching(/^FEN_/) })]);
  flush();
  expect(pieceOn(board, 'e1')).toBe('K');
  expect(board.setPosition('8/8/8/8/8/8/8/8 w - - 0 1').ok).toBe(false);
});

test('setup mode: tray places, dragging off removes, events carry square and piece', async () => {
  const { board, of } = await makeBoard({ interactive: '', mode: 'setup', fen: '8/8/8/8/8/8/8/8 w - - 0 1' });
  const king = board.shadowRoot.querySelector('[data-tool="K"]');
  pointer(king, 'pointerdown', { x: 10, y: 450 });
  pointer(document, 'pointerup', { x: 10, y: 450 });
  tap(board, 'e1');
  expect(of('place')).toEqual([{ square: 'e1', piece: 'K' }]);
  flush();
  expect(pieceOn(board, 'e1')).toBe('K');
  board.view.state.trayTool = null;
  pointer(cellOf(board, 'e1'), 'pointerdown', centre(board, 'e1'));
  pointer(document, 'pointermove', { x: 600, y: 600 });
  pointer(document, 'pointerup', { x: 600, y: 600 });
  expect(of('remove')).toEqual([{ square: 'e1', piece: 'K' }]);
  expect(board.fen).toBe('8/8/8/8/8/8/8/8 w - - 0 1');
});

test('removing the element destroys its view', async () => {
  const { board } = await makeBoard({ interactive: '' });
  const destroy = jest.spyOn(board.view, 'destroy');
  board.remove();
  expect(destroy).toHaveBeenCalledTimes(1);
  expect(board.view).toBeNull();
});

test('the words of a language arrive after the first frame: the board relabels itself, and a lang switch waits for them', async () => {
  const board = document.createElement('chess-board');
  board.setAttribute('lang', 'zh-Hant');
  document.body.appendChild(board);
  flush(); // the first frame, drawn before that language's words are loaded
  const label = () => board.view.dom.board.getAttribute('aria-label');
  expect(cellOf(board, 'e1').getAttribute('aria-label')).toMatch(/^e1 白王/); // names are there at once
  expect(label()).toBe(''); // no other zh-Hant words yet (no test before this one loads them)
  await board.ready;
  flush();
  expect(label()).toBe('棋盤');
  board.setAttribute('lang', 'en');
  await board.ready; // `ready` now also waits for the switch
  flush();
  expect(label()).toBe('Chess board');
  expect(board.controller.lang).toBe('en');
  expect(board.controller.outcomeText({ result: '1-0', reason: 'checkmate' })).toBe('White wins: checkmate');
});
