/**
 * @jest-environment jsdom
 */
// <chess-board> in jsdom over the real wasm rules: a finger's intent goes through the view to
// the rules and comes back as events and a new position. Everything is seen through the
// element's API, its events and its shadow DOM, as a page sees it.
import { jest } from '@jest/globals';

const { holdBoardFrames } = await import('./helpers/jsdom-board.mjs');
const { loadChessRules } = await import('../../web/rules/index.mjs');
const { ChessBoardElement } = await import('../../web/play/chess-board.mjs');
const { wasmBytes } = await import('./rules-load.mjs');
const { loadBoardText } = await import('../../web/i18n/board.mjs');

const { flushOnce: flush } = holdBoardFrames();
let rules = null;

beforeAll(async () => {
  rules = await loadChessRules({ wasm: wasmBytes() });
  ChessBoardElement.useRules(rules);
});


async function makeBoard(attributes = {}) {
  const board = document.createElement('chess-board');
  for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
  const events = [];
  for (const type of ['beforemove', 'move', 'illegal', 'select', 'squaretap', 'touch', 'outcome', 'change', 'place', 'remove', 'error']) {
    board.addEventListener(type, (event) => events.push({ type, detail: event.detail }));
  }
  document.body.appendChild(board);
  await board.ready;
  giveLayout(board);
  flush();
  return { board, events, of: (type) => events.filter((e) => e.type === type).map((e) => e.detail) };
}

/** jsdom does no layout: the board is a 400 px square at (0, 0), 50 px cells. */
function giveLayout(board) {
  const rect = () => ({ left: 0, top: 0, right: 400, bottom: 400, width: 400, height: 400, x: 0, y: 0 });
  for (const part of ['.cb-board', '.cb-board-wrap']) board.shadowRoot.querySelector(part).getBoundingClientRect = rect;
}

const cellOf = (board, square) => board.shadowRoot.querySelector(`[data-square="${square}"]`);
/** The square the board shows as selected, once it has drawn. */
function selectedSquare(board) {
  flush();
  return board.shadowRoot.querySelector('[aria-selected="true"]')?.dataset.square ?? null;
}
/** The squares marked as destinations of the selected piece, once the board has drawn. */
function destinationSquares(board) {
  flush();
  return [...board.shadowRoot.querySelectorAll('.is-dest, .is-capture')].map((cell) => cell.dataset.square).sort();
}
const movableSides = (board) => {
  flush();
  return board.shadowRoot.querySelector('.cb').dataset.movable;
};
/** The squares drawn as forced selections (the piece a touch committed). */
function forcedSquares(board) {
  flush();
  return [...board.shadowRoot.querySelectorAll('.is-forced')].map((cell) => cell.dataset.square);
}
/** The words under the board, once it has drawn. */
const message = (board) => {
  flush();
  return board.shadowRoot.querySelector('.cb-message');
};
function centre(board, square) {
  const file = 'abcdefgh'.indexOf(square[0]);
  const rank = Number(square[1]) - 1;
  const white = board.getAttribute('orientation') !== 'black';
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
// A move the child made reaches the page in a task after the frame that draws it.
const nextTask = () => {
  flush();
  return new Promise((resolve) => setTimeout(resolve, 0));
};
// A piece is a <use> in the board's one <svg> of pieces, on its square (data-at).
const pieceOn = (board, square) => board.shadowRoot.querySelector(`.cb-pieces [data-at="${square}"]`)?.dataset.piece ?? null;

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
  expect(selectedSquare(board)).toBeNull();
  tap(board, 'e7');
  expect(selectedSquare(board)).toBe('e7');
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
  expect(selectedSquare(board)).toBeNull();
  expect(board.history()).toEqual(['e4']);
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
    seenWhenPlayReturned = events.map((e) => `${e.type} ${e.type === 'change' ? e.detail.reason : e.detail.uci ?? e.detail.square}`);
  });
  drag(board, 'e2', 'e4');
  await nextTask();
  const order = events.map((e) => `${e.type} ${e.type === 'change' ? e.detail.reason : e.detail.uci ?? e.detail.square}`);
  expect(order).toEqual(['change position', 'select e2', 'beforemove e2e4', 'move e2e4', 'change move', 'select null',
    'beforemove e7e5', 'move e7e5', 'change move']);
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
  expect(board.history()).toEqual([]);
});

test('promotion: the chooser opens, a knight is chosen, the move says so', async () => {
  const { board, of } = await makeBoard({ interactive: '', fen: '8/P6k/8/8/8/8/8/K7 w - - 0 1' });
  drag(board, 'a7', 'a8');
  flush();
  // The chooser is open, offering White's pieces.
  expect(board.shadowRoot.querySelector('.cb-promotion').hidden).toBe(false);
  expect([...board.shadowRoot.querySelectorAll('.cb-promotion [data-piece] svg')].map((svg) => svg.dataset.piece)).toEqual(['Q', 'R', 'B', 'N']);
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
  expect(cellOf(board, 'g1').classList.contains('is-forced')).toBe(true);
  // The words say what to do; the article of the Laws comes with the touch event, not in the words.
  expect(message(board).textContent).toMatch(/must move it\.$/);
  expect(message(board).textContent).not.toMatch(/Article|\d\.\d/);
  expect(of('touch')).toEqual([expect.objectContaining({ square: 'g1', obligation: 'move-piece', article: expect.stringMatching(/^4\.3/), allowed: ['g1f3', 'g1h3'] })]);
  tap(board, 'b1');
  flush();
  expect(selectedSquare(board)).toBe('g1');
  expect(message(board).textContent).toMatch(/^You cannot switch/);
  expect(of('select').map((s) => s.square)).toEqual(['g1', 'b1']);
  tap(board, 'f3');
  await nextTask();
  expect(of('move')).toEqual([expect.objectContaining({ san: 'Nf3' })]);
  flush();
  expect(forcedSquares(board)).toEqual([]);
  expect(message(board).hidden).toBe(true);
});

test('touch-move: king, then rook, means castling (4.4)', async () => {
  const { board, of } = await makeBoard({ interactive: '', 'touch-move': '', lang: 'en', fen: '4k3/8/8/8/8/8/8/4K2R w K - 0 1' });
  tap(board, 'e1');
  expect(destinationSquares(board)).toEqual(['d1', 'd2', 'e2', 'f1', 'f2', 'g1']);
  tap(board, 'h1');
  expect(selectedSquare(board)).toBe('e1');
  // Only castling is left: the king's one destination, and the one move the rules allow.
  expect(destinationSquares(board)).toEqual(['g1']);
  expect(of('touch').at(-1)).toMatchObject({ square: 'h1', obligation: 'castle', allowed: ['e1g1'] });
  expect(message(board).textContent).toMatch(/must castle on that side\.$/);
  expect(of('touch').at(-1).article).toMatch(/^4\.4/);
  tap(board, 'f1');
  expect(of('illegal')).toEqual([expect.objectContaining({ code: 'TOUCH_MOVE_REQUIRED' })]);
  tap(board, 'e1');
  tap(board, 'g1');
  await nextTask();
  expect(of('move')).toEqual([expect.objectContaining({ san: 'O-O' })]);
});

test('touch-move: a touched piece that cannot move obliges nothing (4.5)', async () => {
  const { board, of } = await makeBoard({ interactive: '', 'touch-move': '', lang: 'zh-Hans' });
  tap(board, 'a1');
  flush();
  expect(forcedSquares(board)).toEqual([]);
  expect(message(board).textContent).toBe('a1 的车没有地方可走，摸了它也不用走。');
  expect(of('touch')).toEqual([expect.objectContaining({ square: 'a1', obligation: 'none', article: '4.5' })]);
  tap(board, 'b1');
  expect(selectedSquare(board)).toBe('b1');
});

test('a scripted fool’s mate ends the game with an outcome and no more input', async () => {
  const { board, of } = await makeBoard({ interactive: '', lang: 'en' });
  for (const san of ['f3', 'e5', 'g4', 'Qh4#']) expect(board.play(san).ok).toBe(true);
  expect(of('move').map((m) => m.by)).toEqual(['script', 'script', 'script', 'script']);
  expect(of('move')[3]).toMatchObject({ san: 'Qh4#', mate: true, check: true, piece: 'q' });
  expect(of('outcome')).toEqual([expect.objectContaining({ result: '0-1', reason: 'checkmate' })]);
  flush();
  expect(cellOf(board, 'e1').classList.contains('is-check')).toBe(true);
  expect(movableSides(board)).toBe('none');
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
  // The king's tray button, pressed again, keeps the tool (a teacher's second tap must not leave the
  // next square tap doing nothing); Escape lets go of it: a press on e1 then picks up the king.
  pointer(king, 'pointerdown', { x: 10, y: 450 });
  pointer(document, 'pointerup', { x: 10, y: 450 });
  tap(board, 'e2');
  expect(of('place').at(-1)).toEqual({ square: 'e2', piece: 'K' });
  flush();
  cellOf(board, 'e2').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
  pointer(cellOf(board, 'e2'), 'pointerdown', centre(board, 'e2'));
  pointer(document, 'pointermove', { x: 600, y: 600 });
  pointer(document, 'pointerup', { x: 600, y: 600 });
  expect(of('remove')).toEqual([{ square: 'e2', piece: 'K' }]);
  pointer(cellOf(board, 'e1'), 'pointerdown', centre(board, 'e1'));
  pointer(document, 'pointermove', { x: 600, y: 600 });
  pointer(document, 'pointerup', { x: 600, y: 600 });
  expect(of('remove')).toEqual([{ square: 'e2', piece: 'K' }, { square: 'e1', piece: 'K' }]);
  expect(board.fen).toBe('8/8/8/8/8/8/8/8 w - - 0 1');
});

test('removing the element destroys its view: its drawing, its listeners and its styles go', async () => {
  const { board, of } = await makeBoard({ interactive: '', 'touch-move': '' });
  const sheets = board.shadowRoot.adoptedStyleSheets?.length ?? 0;
  const listening = jest.spyOn(document, 'removeEventListener');
  board.remove();
  expect(board.shadowRoot.childElementCount).toBe(0);
  expect(board.shadowRoot.adoptedStyleSheets?.length ?? 0).toBeLessThanOrEqual(Math.max(0, sheets - 2));
  // The document's pointer listeners are removed with it.
  expect(listening.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['pointermove', 'pointerup', 'pointercancel']));
  pointer(document, 'pointerup', { x: 10, y: 10 });
  expect(of('select')).toEqual([]);
  expect(() => board.lock()).toThrow(/not in a document/);
  listening.mockRestore();
});

test('the words of a language arrive after the first frame: the board relabels itself, and a lang switch waits for them', async () => {
  const board = document.createElement('chess-board');
  board.setAttribute('lang', 'zh-Hant');
  document.body.appendChild(board);
  flush(); // the first frame, drawn before that language's words are loaded
  const label = () => board.shadowRoot.querySelector('.cb-board').getAttribute('aria-label');
  expect(cellOf(board, 'e1').getAttribute('aria-label')).toMatch(/^e1 白王/); // names are there at once
  expect(label()).toBe(''); // no other zh-Hant words yet (no test before this one loads them)
  await board.ready;
  flush();
  expect(label()).toBe('棋盤');
  board.setAttribute('lang', 'en');
  await board.ready; // `ready` now also waits for the switch
  flush();
  expect(label()).toBe('Chess board');
  // The board's own words (its outcome) are English too.
  for (const san of ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#']) board.play(san);
  expect(board.outcome()).toEqual({ result: '1-0', reason: 'checkmate', modern: false, message: 'White wins: checkmate' });
});

describe('the element API', () => {
  const KNIGHT_DANCE = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1'];
  const reasons = (of) => of('change').map((change) => change.reason);

  test('the view, the controller and the game are private; refresh() is gone', async () => {
    const { board } = await makeBoard({ interactive: '' });
    for (const name of ['view', 'controller', 'game', 'controls', 'refresh', 'emitEvent']) expect(board[name]).toBeUndefined();
    expect(Object.keys(board)).toEqual([]);
  });

  test('ready: a promise before the board is connected, and one ready event once it takes input', async () => {
    const board = document.createElement('chess-board');
    board.setAttribute('interactive', '');
    const ready = jest.fn();
    board.addEventListener('ready', ready);
    const first = board.ready;
    expect(typeof first.then).toBe('function');
    document.body.appendChild(board);
    expect(() => board.setPosition('8/8/8/8/8/8/8/8 w - - 0 1')).toThrow(/await element\.ready/);
    await first;
    expect(ready).toHaveBeenCalledTimes(1);
    flush();
    expect(board.shadowRoot.querySelector('[role="grid"]').getAttribute('aria-disabled')).toBe('false');
    board.setAttribute('lang', 'zh-Hans');
    await board.ready;
    expect(ready).toHaveBeenCalledTimes(1);
  });

  test('the game, read through the element: fen, history, turn, check and outcome', async () => {
    const { board, of } = await makeBoard({ interactive: '', lang: 'en' });
    expect(board.turn()).toBe('w');
    for (const san of ['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#']) expect(board.play(san).ok).toBe(true);
    expect(board.history()).toEqual(['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#']);
    expect(board.history({ verbose: true }).at(-1)).toMatchObject({ from: 'h5', to: 'f7', piece: 'q', captured: 'p', mate: true });
    expect(board.fen).toBe('r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4');
    expect(board.turn()).toBe('b');
    expect(board.inCheck()).toBe(true);
    const outcome = { result: '1-0', reason: 'checkmate', modern: false, message: 'White wins: checkmate' };
    expect(board.outcome()).toEqual(outcome);
    expect(of('outcome')).toEqual([outcome]);
  });

  test('tap mode: a tap fires squaretap with the square and its piece, and picks nothing up', async () => {
    const { board, of } = await makeBoard({ interactive: '', mode: 'tap' });
    expect(movableSides(board)).toBe('none');
    tap(board, 'e2');
    tap(board, 'e4');
    expect(of('squaretap')).toEqual([{ square: 'e2', piece: 'P' }, { square: 'e4', piece: null }]);
    expect(of('select')).toEqual([]);
    expect(selectedSquare(board)).toBeNull();
    // A swipe that starts on the board is no tap.
    pointer(cellOf(board, 'd2'), 'pointerdown', centre(board, 'd2'));
    pointer(document, 'pointermove', centre(board, 'd5'));
    pointer(document, 'pointerup', centre(board, 'd5'));
    expect(of('squaretap')).toHaveLength(2);
    board.setAttribute('mode', 'play');
    tap(board, 'e2');
    expect(selectedSquare(board)).toBe('e2');
    expect(of('squaretap')).toHaveLength(2);
  });

  test('movable: whose pieces the child may pick up, the side to move by default, none once the game is over', async () => {
    const { board } = await makeBoard({ interactive: '' });
    expect(movableSides(board)).toBe('white');
    board.setAttribute('movable', 'black');
    expect(movableSides(board)).toBe('black');
    tap(board, 'e2');
    expect(selectedSquare(board)).toBeNull();
    board.setAttribute('movable', 'none');
    expect(movableSides(board)).toBe('none');
    board.setAttribute('movable', 'both');
    expect(movableSides(board)).toBe('both');
    board.removeAttribute('movable');
    board.play('e4');
    expect(movableSides(board)).toBe('black');
    board.setAttribute('movable', 'both');
    board.resign();
    expect(movableSides(board)).toBe('none');
  });

  test('touch(): touches replayed by a script are judged as the child’s would be, and fire touch', async () => {
    const { board, of } = await makeBoard({ interactive: '', 'touch-move': '', lang: 'en', fen: '4k3/8/8/8/8/8/8/4K2R w K - 0 1' });
    const king = board.touch('e1');
    expect(king).toMatchObject({ ok: true, value: { obligation: 'move-piece', allowed: ['e1d1', 'e1d2', 'e1e2', 'e1f1', 'e1f2', 'e1g1'] } });
    const rook = board.touch('h1');
    expect(rook).toMatchObject({ ok: true, value: { obligation: 'castle', allowed: ['e1g1'] } });
    expect(of('touch')).toEqual([
      expect.objectContaining({ square: 'e1', obligation: 'move-piece', message: expect.stringMatching(/must move it/) }),
      expect.objectContaining({ square: 'h1', obligation: 'castle', article: rook.value.article, message: expect.stringMatching(/must castle/) }),
    ]);
    expect(selectedSquare(board)).toBe('e1');
    expect(destinationSquares(board)).toEqual(['g1']);
    expect(message(board).textContent).toMatch(/must castle/);
    expect(board.play('Kf1')).toMatchObject({ ok: false, error: { code: 'TOUCH_MOVE_REQUIRED' } });
    expect(message(board).textContent).toMatch(/^You cannot switch/);
    expect(board.play('O-O').ok).toBe(true);
    expect(forcedSquares(board)).toEqual([]);

    // Adjusting a piece obliges nothing.
    const adjusted = board.touch('e8', { adjust: true });
    expect(adjusted.ok).toBe(true);
    expect(message(board).textContent).toMatch(/^You adjusted the king on e8/);
    expect(forcedSquares(board)).toEqual([]);
    expect(board.play('Kd7').ok).toBe(true);
  });

  test('the j’adoube button: shown with touch-move; after it the next press adjusts a piece instead of touching it', async () => {
    const { board, of } = await makeBoard({ interactive: '', 'touch-move': '', lang: 'en' });
    const row = board.shadowRoot.querySelector('.pt');
    const button = row.querySelector('button');
    expect(row.hidden).toBe(false);
    expect(button.textContent).toBe('Adjust · j’adoube'); // 摆正 alone in Chinese (tests/js/board-i18n.test.mjs)
    expect(button.title).toMatch(/does not count as touching/);
    button.click();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(movableSides(board)).toBe('none'); // the next press picks nothing up
    tap(board, 'g1');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(message(board).textContent).toMatch(/^You adjusted the knight on g1/);
    expect(forcedSquares(board)).toEqual([]);
    expect(of('squaretap')).toEqual([]);
    expect(of('touch').map((touch) => touch.square)).toEqual(['g1']);
    // Esc lets go of the button; the next press is a touch again.
    button.click();
    cellOf(board, 'e2').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    tap(board, 'b1');
    expect(forcedSquares(board)).toEqual(['b1']);
    // Without touch-move, the button goes, and so do the committed piece and its words.
    board.setAttribute('touch-move', 'false');
    flush();
    expect(row.hidden).toBe(true);
    expect(forcedSquares(board)).toEqual([]);
    expect(message(board).hidden).toBe(true);
    tap(board, 'g1');
    expect(selectedSquare(board)).toBe('g1');
  });

  test('pass(): in an exercise position the side to move passes, and the last move stays marked', async () => {
    const { board, of } = await makeBoard({ interactive: '' });
    const opened = rules.game('8/8/8/8/8/8/8/R7 w - - 0 1', { exercise: true });
    board.setGame(opened.value);
    expect(board.play('Ra4').ok).toBe(true);
    expect(board.turn()).toBe('b');
    expect(board.pass()).toMatchObject({ ok: true, value: { san: '--' } });
    expect(board.turn()).toBe('w');
    expect(opened.value.fen()).toBe(board.fen);
    expect(board.history()).toEqual(['Ra4', '--']);
    flush();
    expect(cellOf(board, 'a1').classList.contains('is-last')).toBe(true);
    expect(cellOf(board, 'a4').classList.contains('is-last')).toBe(true);
    expect(movableSides(board)).toBe('white');
    expect(reasons(of)).toEqual(['position', 'game', 'move', 'pass']);
    // Not in a game's own position.
    board.setPosition('4k3/8/8/8/8/8/8/R3K3 w - - 0 1');
    expect(board.pass()).toMatchObject({ ok: false, error: { code: 'PASS_NOT_ALLOWED' } });
  });

  test('claims: now, with the intended move, a wrong one, and a reason that is none', async () => {
    const { board, of } = await makeBoard({ interactive: '', lang: 'en' });
    for (const san of KNIGHT_DANCE) board.play(san);
    expect(board.claimDraw('threefold-repetition')).toMatchObject({ ok: true, value: { accepted: false } });
    expect(board.claimDraw('three-times', 'Ng8')).toMatchObject({ ok: false, error: { code: 'NOT_CLAIMABLE_REASON' } });
    expect(of('illegal')).toEqual([]);
    const claimed = board.claimDraw('threefold-repetition', 'Ng8');
    expect(claimed).toMatchObject({ ok: true, value: { accepted: true, move: { san: 'Ng8' } } });
    expect(of('beforemove').at(-1)).toMatchObject({ uci: 'f6g8', by: 'script' });
    expect(of('move').at(-1)).toMatchObject({ san: 'Ng8', by: 'script' });
    expect(of('outcome')).toEqual([expect.objectContaining({ result: '1/2-1/2', reason: 'threefold-repetition' })]);
    expect(movableSides(board)).toBe('none');

    board.setPosition();
    board.play('e4');
    const wrong = board.claimDraw('fifty-moves', 'e5');
    expect(wrong).toMatchObject({ ok: true, value: { accepted: false, move: { san: 'e5' } } });
    expect(board.history()).toEqual(['e4', 'e5']);
    expect(message(board).textContent).toMatch(/not correct/);
    expect(of('outcome')).toHaveLength(1);
  });

  test('offerDraw, acceptDraw, resign and flag change the board and fire outcome themselves', async () => {
    const { board, of } = await makeBoard({ interactive: '', lang: 'en' });
    board.play('e4');
    expect(board.acceptDraw()).toMatchObject({ ok: false, error: { code: 'NO_DRAW_OFFER' } });
    expect(board.offerDraw().ok).toBe(true);
    expect(reasons(of).at(-1)).toBe('offer');
    flush();
    expect(board.shadowRoot.querySelector('.cb-live').textContent).toBe('Black offers a draw.');
    expect(board.acceptDraw().ok).toBe(true);
    expect(of('outcome').at(-1)).toMatchObject({ result: '1/2-1/2', reason: 'agreement' });
    expect(movableSides(board)).toBe('none');

    board.setPosition();
    expect(board.resign('b').ok).toBe(true);
    expect(of('outcome').at(-1)).toMatchObject({ result: '1-0', reason: 'resignation' });
    board.setPosition();
    expect(board.resign().ok).toBe(true); // the player to move
    expect(of('outcome').at(-1)).toMatchObject({ result: '0-1', reason: 'resignation' });
    board.setPosition();
    expect(board.flag('w').ok).toBe(true);
    expect(of('outcome').at(-1)).toMatchObject({ result: '0-1', reason: 'time-forfeit', message: expect.stringMatching(/^Black wins: /) });
    expect(board.outcome().reason).toBe('time-forfeit');
  });

  test('change: a new position, a game opened by the page, a move, a take-back', async () => {
    const { board, of } = await makeBoard({ interactive: '' });
    board.setPosition('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
    board.setGame(rules.game().value);
    board.play('e4');
    board.undo();
    board.setAttribute('fen', '4k3/8/8/8/8/8/8/4K3 w - - 0 1');
    expect(reasons(of)).toEqual(['position', 'position', 'game', 'move', 'undo', 'position']);
  });

  test('a refused mode change leaves the board, and its mode attribute, as they were', async () => {
    const { board, of } = await makeBoard({ interactive: '', mode: 'setup', fen: '8/8/8/8/8/8/8/4K3 w - - 0 1' });
    board.setAttribute('mode', 'play');
    expect(of('error')).toEqual([expect.objectContaining({ code: expect.stringMatching(/^FEN_/) })]);
    expect(board.getAttribute('mode')).toBe('setup');
    flush();
    expect(board.shadowRoot.querySelector('.cb-tray').hidden).toBe(false);
  });

  test('what the rules say a move is: castling and en passant in words, the king in check marked', async () => {
    const { board } = await makeBoard({ interactive: '', lang: 'en', fen: 'r3k3/8/8/8/4p3/8/3P4/R3K2R w KQq - 0 1' });
    const live = () => {
      flush();
      return board.shadowRoot.querySelector('.cb-live').textContent;
    };
    board.play('d4');
    expect(board.play('exd3').ok).toBe(true);
    expect(live()).toBe('Black pawn from e4 to d3, takes white pawn (en passant).');
    board.play('O-O');
    expect(live()).toBe('White castles kingside (short).');
    board.play('O-O-O');
    expect(live()).toBe('Black castles queenside (long).');
    // A position given with the side to move in check: the king is marked at once.
    board.setPosition('4k3/8/8/8/8/8/4r3/4K3 w - - 0 1');
    flush();
    expect(cellOf(board, 'e1').classList.contains('is-check')).toBe(true);
    expect(board.inCheck()).toBe(true);
  });

  test('a move named in SAN without its check sign is found and played', async () => {
    const { board } = await makeBoard({ interactive: '' });
    for (const san of ['e4', 'f5', 'Qh5']) expect(board.play(san).ok).toBe(true);
    expect(board.history().at(-1)).toBe('Qh5+');
    expect(board.play('Qxh5').ok).toBe(false); // not Black's queen: the rules say why
  });

  test('a lang set after the board connects, before it is ready, holds for all its words', async () => {
    // That language's words already at hand (another board loaded them), so they come before the rules.
    await loadBoardText('zh-Hans');
    const board = document.createElement('chess-board');
    board.setAttribute('interactive', '');
    document.body.appendChild(board);
    board.setAttribute('lang', 'zh-Hans');
    await board.ready;
    expect(board.resign().ok).toBe(true);
    expect(board.outcome().message).toBe('黑方胜：认输');
  });

  test('squareAt: the square under a point, with the board’s orientation', async () => {
    const { board } = await makeBoard({ interactive: '' });
    expect(board.squareAt(25, 25)).toBe('a8');
    expect(board.squareAt(375, 375)).toBe('h1');
    expect(board.squareAt(-5, 10)).toBeNull();
    board.flip();
    expect(board.squareAt(25, 25)).toBe('h1');
  });
});

describe('before the rules arrive', () => {
  // The rules of the next boards come when a test says so.
  function rulesLater() {
    let arrive;
    let fail;
    ChessBoardElement.useRules(new Promise((resolve, reject) => { arrive = resolve; fail = reject; }));
    return { arrive: () => arrive(rules), fail: (error) => fail(error) };
  }
  afterEach(() => ChessBoardElement.useRules(rules));

  function connect(attributes) {
    const board = document.createElement('chess-board');
    for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
    const events = [];
    for (const type of ['ready', 'select', 'beforemove', 'move', 'illegal', 'squaretap', 'error']) {
      board.addEventListener(type, (event) => events.push(`${type} ${event.detail.uci ?? event.detail.code ?? event.detail.square ?? ''}`.trim()));
    }
    document.body.appendChild(board);
    giveLayout(board);
    flush();
    return { board, events };
  }
  const busy = (board) => {
    flush();
    return board.shadowRoot.querySelector('.cb').classList.contains('is-busy');
  };
  const pendingSquares = (board) => {
    flush();
    return [...board.shadowRoot.querySelectorAll('.is-pending')].map((cell) => cell.dataset.square).sort();
  };
  const live = (board) => board.shadowRoot.querySelector('.cb-live').textContent.trim();

  test('the board is drawn from its fen at once; a drag is held, shown as pending, and played once ready', async () => {
    const later = rulesLater();
    const { board, events } = connect({ interactive: '', lang: 'en', fen: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1' });
    expect(pieceOn(board, 'e2')).toBe('P'); // drawn before any rule is there
    expect(pieceOn(board, 'e8')).toBe('k');
    expect(movableSides(board)).toBe('white'); // the fen's side to move
    drag(board, 'e2', 'e4');
    expect(busy(board)).toBe(true);
    expect(pendingSquares(board)).toEqual(['e2', 'e4']);
    await loadBoardText('en');
    await Promise.resolve();
    flush();
    expect(live(board)).toBe('The board is almost ready. Please wait a moment.'); // not ignored in silence
    expect(events).toEqual([]);
    expect(pieceOn(board, 'e4')).toBeNull();
    later.arrive();
    await board.ready;
    expect(events).toEqual(['ready']);
    await nextTask(); // the held drag is judged after the board has drawn its ready state
    await nextTask(); // and its move reaches the page after the frame that draws it
    expect(events).toEqual(['ready', 'select e2', 'beforemove e2e4', 'move e2e4', 'select']);
    expect(pieceOn(board, 'e4')).toBe('P');
    expect(busy(board)).toBe(false);
    expect(pendingSquares(board)).toEqual([]);
    expect(board.history()).toEqual(['e4']);
  });

  test('a held illegal drop is refused in words once the rules can say why; a tap in tap mode is held too', async () => {
    const later = rulesLater();
    const { board, events } = connect({ interactive: '', lang: 'en' });
    drag(board, 'e1', 'e3');
    const tapBoard = connect({ interactive: '', mode: 'tap' });
    tap(tapBoard.board, 'd5');
    expect(pendingSquares(tapBoard.board)).toEqual(['d5']);
    later.arrive();
    await Promise.all([board.ready, tapBoard.board.ready]);
    await nextTask();
    expect(events).toEqual(['ready', 'select e1', 'beforemove e1e3', 'illegal PIECE_CANNOT_MOVE_LIKE_THAT', 'select']);
    expect(message(board).hidden).toBe(false);
    expect(tapBoard.events).toEqual(['ready', 'squaretap d5']);
  });

  test('presses on a position the page replaces when the board is ready are dropped, not played there', async () => {
    const later = rulesLater();
    const { board, events } = connect({ interactive: '', lang: 'en' });
    board.addEventListener('ready', () => board.setPosition('4k3/8/8/8/8/8/8/4KR2 w - - 0 1'));
    drag(board, 'e2', 'e4');
    later.arrive();
    await board.ready;
    await nextTask();
    await nextTask();
    expect(events).toEqual(['ready']);
    expect(busy(board)).toBe(false);
    expect(selectedSquare(board)).toBeNull();
  });

  test('rules that cannot load: the board says so, in its language, and takes no more presses', async () => {
    const later = rulesLater();
    const { board, events } = connect({ interactive: '', lang: 'zh-Hans' });
    drag(board, 'e2', 'e4');
    later.fail(new Error('offline'));
    await board.ready;
    await loadBoardText('zh-Hans');
    await Promise.resolve();
    expect(events).toEqual(['error RULES_LOAD']);
    expect(message(board).textContent).toBe('棋盘没能准备好。请检查网络，再刷新页面。');
    expect(busy(board)).toBe(false);
    expect(movableSides(board)).toBe('none');
  });
});

test('an older browser: without constructed stylesheets the board says so in the page’s language, fires error and resolves ready', async () => {
  const saved = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets');
  delete ShadowRoot.prototype.adoptedStyleSheets;
  try {
    document.documentElement.lang = 'zh-Hant';
    const board = document.createElement('chess-board');
    board.setAttribute('interactive', '');
    const errors = [];
    board.addEventListener('error', (event) => errors.push(event.detail));
    document.body.appendChild(board);
    await board.ready;
    const note = board.shadowRoot.querySelector('[role="alert"]');
    expect(note.getAttribute('lang')).toBe('zh-Hant');
    expect(note.textContent).toBe('這個瀏覽器太舊了，棋盤用不了。請換一個新一點的瀏覽器（Chrome 100、Safari 16.4、Firefox 101 或更新的版本）。');
    expect(board.shadowRoot.querySelector('[role="grid"]')).toBeNull();
    expect(errors).toEqual([{ code: 'BROWSER_UNSUPPORTED', message: expect.stringMatching(/constructed stylesheets/) }]);
    expect(() => board.play('e4')).toThrow(/cannot run the board/);
  } finally {
    Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', saved);
    document.documentElement.removeAttribute('lang');
  }
});

test('a star is collected, and a target hit, by the piece that lands on it; other stars stay', async () => {
  const { board } = await makeBoard({ interactive: '', lang: 'en', fen: '4k3/8/8/3p4/8/8/4P3/4K3 w - - 0 1' });
  board.markers(['e4', 'a1', { square: 'd5', kind: 'target' }]);
  const markers = () => {
    flush();
    return [...board.shadowRoot.querySelectorAll('.cb-marker')].map((svg) => `${svg.closest('[data-at]').dataset.at} ${svg.classList.contains('cb-marker-star') ? 'star' : 'target'}`).sort();
  };
  expect(markers()).toEqual(['a1 star', 'd5 target', 'e4 star']);
  drag(board, 'e2', 'e4');
  expect(markers()).toEqual(['a1 star', 'd5 target']);
  board.play('Kd7');
  board.play('exd5');
  expect(markers()).toEqual(['a1 star']);
});

test('draw: a teacher draws by hand through the element; drawings() and clearDrawings(); a new position clears them; arrows() stay', async () => {
  const { board } = await makeBoard({ interactive: '', lang: 'en', draw: '' });
  const right = (target, type, square) => {
    const { x, y } = centre(board, square);
    const event = new MouseEvent(type, { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y, button: 2, buttons: type === 'pointerup' ? 0 : 2 });
    Object.defineProperty(event, 'pointerId', { value: 1 });
    Object.defineProperty(event, 'pointerType', { value: 'mouse' });
    target.dispatchEvent(event);
  };
  board.arrows([{ from: 'g1', to: 'f3' }]);
  right(cellOf(board, 'e2'), 'pointerdown', 'e2');
  right(document, 'pointermove', 'e4');
  right(document, 'pointerup', 'e4');
  right(cellOf(board, 'd5'), 'pointerdown', 'd5');
  right(document, 'pointerup', 'd5');
  expect(board.drawings()).toEqual({ arrows: [{ from: 'e2', to: 'e4', kind: 'good' }], circles: [{ square: 'd5', kind: 'good' }] });
  flush();
  expect(board.shadowRoot.querySelector('.cb-draw')).not.toBeNull();
  board.clearDrawings();
  flush();
  expect(board.drawings()).toEqual({ arrows: [], circles: [] });
  expect([...board.shadowRoot.querySelectorAll('.cb-arrow')].map((a) => a.dataset.from)).toEqual(['g1']);
  right(cellOf(board, 'd5'), 'pointerdown', 'd5');
  right(document, 'pointerup', 'd5');
  board.setPosition('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  expect(board.drawings()).toEqual({ arrows: [], circles: [] });
  // Without the attribute, the tools go and a right-drag draws nothing.
  board.removeAttribute('draw');
  await board.ready;
  flush();
  expect(board.shadowRoot.querySelector('.cb-draw')).toBeNull();
  right(cellOf(board, 'e1'), 'pointerdown', 'e1');
  right(document, 'pointerup', 'e1');
  expect(board.drawings()).toEqual({ arrows: [], circles: [] });
});

test('a touch right after a move is judged after the page answered the move: a lesson that passes the turn back lets the same piece move on', async () => {
  // a collect-stars step: one piece moves again and again, the lesson passing the other side's turn
  const { board } = await makeBoard({ interactive: '' });
  board.setGame(rules.game('4k3/8/8/8/8/8/8/2R1K3 w - - 0 1', { exercise: true }).value);
  flush();
  board.addEventListener('move', (event) => { if (event.detail.by === 'user') board.pass(); });
  tap(board, 'c1');
  tap(board, 'c4');
  await Promise.resolve(); // the move's task is over; the task that reports it has not run yet
  tap(board, 'c4'); // White's rook again: only movable once the page has passed Black's turn
  expect(selectedSquare(board)).toBe('c4');
  tap(board, 'h4');
  await nextTask();
  expect(board.history()).toEqual(['Rc4', '--', 'Rh4', '--']);
});
