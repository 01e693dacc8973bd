/**
 * @jest-environment jsdom
 */
// The game controls of <chess-board controls> over the real wasm rules: move list, take back,
// draw offers and claims, resignation, the clock and FEN paste.
import { jest } from '@jest/globals';

const { holdBoardFrames } = await import('./helpers/jsdom-board.mjs');
const { loadChessRules } = await import('../../web/rules/index.mjs');
const { ChessBoardElement } = await import('../../web/play/chess-board.mjs');
const { formatClock, parseClock } = await import('../../web/play/controls.mjs');
const { wasmBytes } = await import('./rules-load.mjs');

const { flushAll: flush } = holdBoardFrames();

beforeAll(async () => {
  ChessBoardElement.useRules(await loadChessRules({ wasm: wasmBytes() }));
});

afterEach(() => {
  jest.useRealTimers();
});

// A move the child made reaches the page in a task after the frame that draws it.
const nextTask = () => {
  flush();
  return new Promise((resolve) => setTimeout(resolve, 0));
};


async function makeBoard(attributes = {}) {
  const board = document.createElement('chess-board');
  for (const [name, value] of Object.entries({ interactive: '', controls: '', lang: 'en', ...attributes })) board.setAttribute(name, value);
  const outcomes = [];
  board.addEventListener('outcome', (event) => outcomes.push(event.detail));
  document.body.appendChild(board);
  await board.ready;
  const rect = () => ({ left: 0, top: 0, width: 400, height: 400 });
  board.shadowRoot.querySelector('.cb-board').getBoundingClientRect = rect;
  flush();
  const $ = (selector) => board.shadowRoot.querySelector(selector);
  const visible = (action) => {
    const button = $(`[data-action="${action}"]`);
    return Boolean(button) && !button.hidden;
  };
  return { board, outcomes, $, visible };
}

function tap(board, square) {
  const file = 'abcdefgh'.indexOf(square[0]);
  const rank = Number(square[1]) - 1;
  const point = { x: file * 50 + 25, y: (7 - rank) * 50 + 25 };
  for (const [target, type] of [[board.shadowRoot.querySelector(`[data-square="${square}"]`), 'pointerdown'], [document, 'pointerup']]) {
    const event = new MouseEvent(type, { bubbles: true, composed: true, clientX: point.x, clientY: point.y, button: 0 });
    Object.defineProperty(event, 'pointerId', { value: 1 });
    Object.defineProperty(event, 'pointerType', { value: 'touch' });
    target.dispatchEvent(event);
  }
}

const KNIGHT_DANCE = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1'];

test('the move list shows piece pictures and squares, and says each move in words', async () => {
  const { board, $ } = await makeBoard();
  expect($('.pc-moves').textContent).toBe('No moves yet');
  board.play('Nf3');
  board.play('d5');
  board.play('e4');
  flush();
  const items = board.shadowRoot.querySelectorAll('.pc-moves li');
  expect(items).toHaveLength(2);
  const [knight, pawn] = items[0].querySelectorAll('.pc-move');
  expect(knight.querySelector('svg').dataset.piece).toBe('N');
  expect(knight.textContent).toBe('f3');
  expect(knight.getAttribute('aria-label')).toBe('White knight from g1 to f3.');
  expect(pawn.textContent).toBe('d5');
  expect(items[0].querySelector('.pc-num').textContent).toBe('1.');
  expect(items[1].textContent).toBe('2.e4');
});

test('the move list grows move by move and follows take-backs and new games', async () => {
  const { board, $ } = await makeBoard();
  const list = () => [...board.shadowRoot.querySelectorAll('.pc-moves li')].map((item) => item.textContent);
  for (const san of ['e4', 'e5', 'Nf3']) {
    board.play(san);
    flush();
  }
  expect(list()).toEqual(['1.e4e5', '2.f3']);
  const firstItem = $('.pc-moves li');
  board.play('Nc6');
  flush();
  expect(list()).toEqual(['1.e4e5', '2.f3c6']);
  expect($('.pc-moves li')).toBe(firstItem); // earlier moves are kept, not drawn again
  board.undo();
  board.undo();
  flush();
  expect(list()).toEqual(['1.e4e5']);
  board.play('d4');
  flush();
  expect(list()).toEqual(['1.e4e5', '2.d4']);
  expect([...board.shadowRoot.querySelectorAll('.pc-move')].map((move) => move.getAttribute('aria-label')).at(-1))
    .toBe('White pawn from d2 to d4.');
  board.setPosition('4k3/8/8/8/8/8/8/4K2R b K - 0 30');
  flush();
  expect($('.pc-moves').textContent).toBe('No moves yet');
  board.play('Kd7');
  flush();
  expect(list()).toEqual(['30…d7']);
});

test('take back: hidden at the start, undoes the last move', async () => {
  const { board, $, visible } = await makeBoard();
  expect(visible('undo')).toBe(false);
  board.play('e4');
  flush();
  expect(visible('undo')).toBe(true);
  $('[data-action="undo"]').click();
  flush();
  expect(board.history()).toEqual([]);
  expect(board.shadowRoot.querySelector('.cb-pieces [data-at="e2"]')).not.toBeNull();
});

test('threefold repetition: the claim appears only when possible, and ends the game', async () => {
  const { board, outcomes, visible } = await makeBoard();
  for (const san of KNIGHT_DANCE) board.play(san);
  flush();
  expect(board.shadowRoot.querySelector('[data-action="claim"]')).toBeNull();
  expect(visible('arm-claim')).toBe(true); // Black may claim with the intended Ng8
  board.play('Ng8');
  flush();
  const claim = board.shadowRoot.querySelector('[data-action="claim"]');
  expect(claim.dataset.reason).toBe('threefold-repetition');
  expect(claim.textContent).toBe('Claim a draw: threefold repetition');
  claim.click();
  expect(outcomes).toEqual([expect.objectContaining({ result: '1/2-1/2', reason: 'threefold-repetition' })]);
  flush();
  expect(visible('resign')).toBe(false);
});

test('a claim with the intended move: the child arms it, then plays the move', async () => {
  const { board, outcomes, $ } = await makeBoard();
  for (const san of KNIGHT_DANCE) board.play(san);
  flush();
  $('[data-action="arm-claim"]').click();
  flush();
  expect($('[data-action="arm-claim"]').getAttribute('aria-pressed')).toBe('true');
  tap(board, 'f6');
  tap(board, 'g8');
  await nextTask(); // the child's move, and the outcome it brings, reach the page a task later
  expect(outcomes).toEqual([expect.objectContaining({ result: '1/2-1/2', reason: 'threefold-repetition' })]);
  expect(board.history().at(-1)).toBe('Ng8');
});

test('a wrong claim with a move: the move stands and the game goes on', async () => {
  const { board, outcomes, $ } = await makeBoard();
  for (const san of KNIGHT_DANCE) board.play(san);
  flush();
  $('[data-action="arm-claim"]').click();
  tap(board, 'e7');
  tap(board, 'e5');
  await nextTask();
  expect(outcomes).toEqual([]);
  expect(board.history().at(-1)).toBe('e5');
  flush();
  expect(board.shadowRoot.querySelector('.cb-message').textContent).toMatch(/not correct/);
});

test('draw offer and acceptance; resignation', async () => {
  const first = await makeBoard();
  first.board.play('e4');
  flush();
  expect(first.visible('accept')).toBe(false);
  first.$('[data-action="offer"]').click();
  flush();
  expect(first.visible('accept')).toBe(true);
  expect(first.visible('offer')).toBe(false);
  first.$('[data-action="accept"]').click();
  expect(first.outcomes).toEqual([expect.objectContaining({ result: '1/2-1/2', reason: 'agreement' })]);
  document.body.replaceChildren();

  const second = await makeBoard({ lang: 'zh-Hans' });
  second.$('[data-action="resign"]').click();
  expect(second.outcomes).toEqual([expect.objectContaining({ result: '0-1', reason: 'resignation', message: '黑方胜：认输' })]);
});

test('FEN paste: a bad one explains itself and changes nothing; a good one loads', async () => {
  const { board, $ } = await makeBoard();
  const input = $('.pc-fen input');
  expect(input.value).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  input.value = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1';
  $('[data-action="load-fen"]').click();
  expect($('.pc-error').textContent.length).toBeGreaterThan(10);
  expect(board.fen).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  input.value = '4k3/8/8/8/8/8/8/4K2R w K - 0 1';
  $('[data-action="load-fen"]').click();
  expect($('.pc-error').textContent).toBe('');
  expect(board.fen).toBe('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
});

test('the clock: starts with the first move, adds the increment, and a flag fall ends the game', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const { board, outcomes, $ } = await makeBoard({ clock: '1+2' });
  flush();
  expect($('.pc-clock').hidden).toBe(false);
  expect($('.pc-time').textContent).toBe('White 1:00');
  jest.advanceTimersByTime(5000);
  flush();
  expect($('.pc-time').textContent).toBe('White 1:00'); // not started before the first move
  board.play('e4');
  jest.advanceTimersByTime(10000);
  flush();
  const [white, black] = board.shadowRoot.querySelectorAll('.pc-time');
  expect(white.textContent).toBe('White 1:02');
  expect(black.textContent).toBe('Black 0:50');
  expect(black.dataset.running).toBe('true');
  jest.advanceTimersByTime(51000);
  expect(outcomes).toEqual([expect.objectContaining({ result: '1-0', reason: 'time-forfeit' })]);
  jest.advanceTimersByTime(5000);
  expect(black.textContent).toBe('Black 0:00');
});

test('removing the element stops the clock and its listeners', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const { board } = await makeBoard({ clock: '3' });
  // Fake timers also stand in for requestAnimationFrame: pending redraws count too.
  const before = jest.getTimerCount();
  board.play('e4');
  expect(jest.getTimerCount()).toBe(before + 1); // the clock's tick
  board.remove();
  expect(jest.getTimerCount()).toBe(0); // tick and pending frames are all gone
  expect(board.shadowRoot.querySelector('.pc')).toBeNull();
});

test('clock attribute parsing and display', () => {
  expect(parseClock('5+3')).toEqual({ baseMs: 300000, incrementMs: 3000 });
  expect(parseClock('10')).toEqual({ baseMs: 600000, incrementMs: 0 });
  expect(parseClock('fast')).toBeNull();
  expect(parseClock('0')).toBeNull();
  expect(formatClock(61000)).toBe('1:01');
  expect(formatClock(59001)).toBe('1:00');
  expect(formatClock(-5)).toBe('0:00');
});
