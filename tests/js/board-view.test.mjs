/**
 * @jest-environment jsdom
 */
// The board view against jsdom: the cells it draws, their names in three languages, the
// marks, one redraw per frame, pointer and keyboard input, and destroy().
import { jest } from '@jest/globals';
import { createBoardView, loadDrawing } from '../../web/board/api.mjs';
import { BOARD_LANGS, loadBoardText } from '../../web/i18n/board.mjs';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

let frames;
let host;
let root;
const views = [];

// The view's words beyond square names load one language at a time (the element does it).
beforeAll(() => Promise.all(BOARD_LANGS.map(loadBoardText)));

beforeEach(() => {
  // Animation frames run only when a test says so, so it can count them.
  frames = [];
  let nextId = 1;
  window.requestAnimationFrame = jest.fn((callback) => {
    const id = nextId++;
    frames.push({ id, callback });
    return id;
  });
  window.cancelAnimationFrame = jest.fn((id) => {
    frames = frames.filter((frame) => frame.id !== id);
  });
  host = document.createElement('div');
  document.body.appendChild(host);
  root = host.attachShadow({ mode: 'open' });
});

afterEach(() => {
  while (views.length) views.pop().destroy();
  host.remove();
});

function runFrames() {
  const due = frames;
  frames = [];
  for (const frame of due) frame.callback(0);
  return due.length;
}

function makeView(config = {}, callbacks = {}) {
  const view = createBoardView(root, config, callbacks);
  views.push(view);
  // jsdom does no layout: give the board a 400 px square at (0, 0), 50 px cells.
  const rect = () => ({ left: 0, top: 0, right: 400, bottom: 400, width: 400, height: 400, x: 0, y: 0 });
  view.dom.board.getBoundingClientRect = rect;
  view.dom.boardWrap.getBoundingClientRect = rect;
  return view;
}

const cell = (square) => root.querySelector(`[data-square="${square}"]`);
// A piece is a <use> of the board's one <svg> of pieces, standing on its square (data-at).
const pieceOn = (square) => root.querySelector(`.cb-pieces [data-at="${square}"]`);
// A mark (a marker, a frame, a dot) drawn on a square, in the layers under and over the pieces.
const markOn = (square, selector) => root.querySelector(`.cb-mark[data-at="${square}"]${selector}`);
const centre = (square, orientation = 'white') => {
  const file = 'abcdefgh'.indexOf(square[0]);
  const rank = Number(square[1]) - 1;
  const col = orientation === 'white' ? file : 7 - file;
  const row = orientation === 'white' ? 7 - rank : rank;
  return { x: col * 50 + 25, y: row * 50 + 25 };
};

// jsdom has no PointerEvent; a MouseEvent with the pointer fields added serves.
function pointer(target, type, { x, y }, { pointerId = 1, pointerType = 'mouse', button = 0 } = {}) {
  const buttons = type === 'pointerdown' || type === 'pointermove' ? 1 : 0;
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y, button, buttons });
  Object.defineProperty(event, 'pointerId', { value: pointerId });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  Object.defineProperty(event, 'isPrimary', { value: true });
  target.dispatchEvent(event);
  return event;
}

/** A press and release on `square`: a tap, or a click. */
function pressAndRelease(square, orientation = 'white', options = {}) {
  pointer(cell(square), 'pointerdown', centre(square, orientation), options);
  pointer(document, 'pointerup', centre(square, orientation), options);
}

/** The squares whose cells carry `className`, sorted. */
const squaresWith = (className) => [...root.querySelectorAll(`.${className}`)].map((c) => c.dataset.square).sort();

function key(target, name) {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, composed: true });
  target.dispatchEvent(event);
  return event;
}

describe('cells', () => {
  test('64 gridcells in 8 rows, a8 first with White at the bottom, h1 first with Black', () => {
    const view = makeView({ position: START, lang: 'en' });
    const grid = root.querySelector('[role="grid"]');
    expect(grid.querySelectorAll('[role="row"]')).toHaveLength(8);
    let squares = [...grid.querySelectorAll('[role="gridcell"]')].map((c) => c.dataset.square);
    expect(squares).toHaveLength(64);
    expect(squares.slice(0, 8)).toEqual(['a8', 'b8', 'c8', 'd8', 'e8', 'f8', 'g8', 'h8']);
    expect(squares[63]).toBe('h1');
    view.flip();
    runFrames();
    squares = [...grid.querySelectorAll('[role="gridcell"]')].map((c) => c.dataset.square);
    expect(squares.slice(0, 8)).toEqual(['h1', 'g1', 'f1', 'e1', 'd1', 'c1', 'b1', 'a1']);
    expect(squares[63]).toBe('a8');
    // Pieces follow their squares.
    expect(pieceOn('e1').dataset.piece).toBe('K');
    expect(pieceOn('e1').getAttribute('transform')).toBe('translate(3.02 0.02)');
    // Once the board's width is known, each piece's corner stands on a whole pixel: on a board
    // 358 px wide (44.75 px squares), e1's piece (flipped: column 3) starts at 3.02 × 44.75 =
    // 135.1 px, drawn at 135 px.
    view.renderer.setBoardSize(358);
    expect(pieceOn('e1').getAttribute('transform')).toBe(`translate(${Number((135 / 44.75).toFixed(4))} ${Number((1 / 44.75).toFixed(4))})`);
    expect(squares.indexOf('e1')).toBe(3);
  });

  test('light and dark squares: a1 dark, h1 light, in both orientations', () => {
    const view = makeView({ position: START });
    expect(cell('a1').classList.contains('cb-dark')).toBe(true);
    expect(cell('h1').classList.contains('cb-light')).toBe(true);
    view.flip();
    runFrames();
    expect(cell('a1').classList.contains('cb-dark')).toBe(true);
    expect(cell('h1').classList.contains('cb-light')).toBe(true);
  });

  test('coordinates: ranks on the left edge, files on the bottom edge, for either side', () => {
    const view = makeView({ position: START });
    const ranks = () => [...root.querySelectorAll('.cb-rank')].map((s) => s.textContent).join('');
    const files = () => [...root.querySelectorAll('.cb-file')].map((s) => s.textContent).join('');
    expect(ranks()).toBe('87654321');
    expect(files()).toBe('abcdefgh');
    view.flip();
    runFrames();
    expect(ranks()).toBe('12345678');
    expect(files()).toBe('hgfedcba');
  });

  test.each([
    ['zh-Hans', 'e2 白兵', 'e4 空', 'd8 黑后', 'g8 黑马', '棋盘'],
    ['zh-Hant', 'e2 白兵', 'e4 空', 'd8 黑后', 'g8 黑馬', '棋盤'],
    ['en', 'e2 white pawn', 'e4 empty', 'd8 black queen', 'g8 black knight', 'Chess board'],
  ])('square names in %s', (lang, e2, e4, d8, g8, board) => {
    makeView({ position: START, lang });
    expect(cell('e2').getAttribute('aria-label')).toBe(e2);
    expect(cell('e4').getAttribute('aria-label')).toBe(e4);
    expect(cell('d8').getAttribute('aria-label')).toBe(d8);
    expect(cell('g8').getAttribute('aria-label')).toBe(g8);
    expect(root.querySelector('[role="grid"]').getAttribute('aria-label')).toBe(board);
    expect(root.querySelector('.cb').getAttribute('lang')).toBe(lang);
  });

  test('the language follows the page when none is given, and can change', () => {
    document.documentElement.lang = 'zh-TW';
    const view = makeView({ position: START });
    document.documentElement.lang = '';
    expect(cell('b1').getAttribute('aria-label')).toBe('b1 白馬');
    view.setLang('en');
    runFrames();
    expect(cell('b1').getAttribute('aria-label')).toBe('b1 white knight');
  });
});

describe('marks', () => {
  const position = '4k3/8/8/3p4/4P3/8/8/4K3';

  test('destinations: a dot class on empty squares, a ring class on pieces; words in the label', () => {
    const view = makeView({ position, lang: 'en', movableColor: 'white', dests: { e4: ['e5', 'd5'] } });
    pressAndRelease('e4');
    runFrames();
    expect(cell('e4').classList.contains('is-selected')).toBe(true);
    expect(cell('e4').getAttribute('aria-selected')).toBe('true');
    expect(cell('e4').getAttribute('aria-label')).toBe('e4 white pawn, selected');
    expect(cell('e5').classList.contains('is-dest')).toBe(true);
    expect(cell('e5').classList.contains('is-capture')).toBe(false);
    expect(cell('d5').classList.contains('is-capture')).toBe(true);
    expect(cell('d5').classList.contains('is-dest')).toBe(false);
    expect(cell('d5').getAttribute('aria-label')).toBe('d5 black pawn, can capture here');
    expect(cell('e5').getAttribute('aria-label')).toBe('e5 empty, can move here');
    expect(root.querySelectorAll('.is-dest, .is-capture')).toHaveLength(2);
    view.select(null);
    runFrames();
    expect(root.querySelectorAll('.is-dest, .is-capture')).toHaveLength(0);
  });

  test('check, last move, highlights, markers, attacked squares and arrows', () => {
    const view = makeView({ position, lang: 'zh-Hans' });
    view.setCheck('e8').setLastMove('e2', 'e4');
    view.setHighlights([{ square: 'a1', kind: 'good' }, { square: 'b1', kind: 'bad' }]);
    view.setMarkers([{ square: 'c6', kind: 'star' }, { square: 'h8', kind: 'target' }]);
    view.showAttacked(['f7']);
    view.setArrows([{ from: 'e4', to: 'e5', kind: 'hint' }]);
    runFrames();
    expect(cell('e8').classList.contains('is-check')).toBe(true);
    expect(cell('e8').getAttribute('aria-label')).toBe('e8 黑王，被将军');
    expect(cell('e2').classList.contains('is-last')).toBe(true);
    expect(cell('e4').getAttribute('aria-label')).toBe('e4 白兵，上一步');
    expect(cell('a1').dataset.highlight).toBe('good');
    expect(cell('b1').dataset.highlight).toBe('bad');
    expect(markOn('c6', ' .cb-marker-star')).not.toBeNull();
    expect(cell('c6').getAttribute('aria-label')).toBe('c6 空，星星');
    expect(markOn('h8', ' .cb-marker-target')).not.toBeNull();
    expect(markOn('e8', '.cb-mark-check')).not.toBeNull();
    expect(markOn('e2', '.cb-mark-last')).not.toBeNull();
    expect(markOn('f7', '.cb-mark-attacked')).not.toBeNull();
    expect(cell('f7').classList.contains('is-attacked')).toBe(true);
    const arrow = root.querySelector('.cb-arrow');
    expect(arrow.dataset.from).toBe('e4');
    expect(arrow.dataset.kind).toBe('hint');
    view.removeMarker('c6');
    view.setCheck(null);
    runFrames();
    expect(markOn('c6', '')).toBeNull();
    expect(markOn('e8', '.cb-mark-check')).toBeNull();
    expect(cell('e8').classList.contains('is-check')).toBe(false);
    view.clearAnnotations();
    runFrames();
    // (a mark no longer shown is hidden and kept for a later one of its kind)
    expect(root.querySelectorAll('.cb-arrow, .cb-marker, .is-attacked, [data-highlight], .cb-mark-hl:not([hidden]), .cb-mark-attacked:not([hidden])')).toHaveLength(0);
  });

  test('pieces are inline SVG: no data: URLs, no <style> elements, no style attributes', () => {
    makeView({ position: START, mode: 'setup' });
    const html = root.innerHTML;
    expect(html).not.toMatch(/data:/);
    expect(root.querySelectorAll('style')).toHaveLength(0);
    expect(root.querySelectorAll('[style]')).toHaveLength(0);
    // Each piece is a <use> of one shared <symbol> per piece, in the board's own <defs>.
    const uses = root.querySelectorAll('.cb-pieces > use.cb-board-piece');
    expect(uses).toHaveLength(32);
    const symbol = (square) => root.querySelector(pieceOn(square).getAttribute('href'));
    expect(symbol('e1').parentNode.localName).toBe('defs');
    expect(symbol('e1').id).toMatch(/K$/);
    // White and black differ by more than fill: black pieces carry a rim outline.
    expect(symbol('e1').querySelectorAll('.cb-rim')).toHaveLength(0);
    expect(symbol('e8').querySelectorAll('.cb-rim').length).toBeGreaterThan(0);
  });

  test('the pieces that can be picked up: the side to move, both in setup, none while locked', () => {
    // The stylesheet gives a square's top span the grab cursor and touch-action: none when the
    // board's data-movable names the colour in the square's data-side.
    const view = makeView({ position: START, movableColor: 'white' });
    const board = root.querySelector('.cb');
    expect(board.dataset.movable).toBe('white');
    expect(cell('e2').dataset.side).toBe('white');
    expect(cell('e7').dataset.side).toBe('black');
    expect(cell('e4').dataset.side).toBeUndefined();
    view.setPosition('8/8/8/8/4P3/8/8/4K2k b - - 0 1', { animate: false });
    view.setMovableColor('black');
    runFrames();
    expect(board.dataset.movable).toBe('black');
    expect(cell('e2').dataset.side).toBeUndefined();
    expect(cell('e4').dataset.side).toBe('white');
    view.lock();
    runFrames();
    expect(board.dataset.movable).toBe('none');
    view.unlock();
    view.setMovableColor(null);
    runFrames();
    expect(board.dataset.movable).toBe('none');
    view.setMode('setup');
    runFrames();
    expect(board.dataset.movable).toBe('both');
  });
});

describe('arrows side by side', () => {
  /** Each drawn arrow's shaft as numbers, in cells of the screen grid. */
  const shafts = () => [...root.querySelectorAll('.cb-arrow')].map((group) => {
    const line = group.querySelector('line');
    return { from: group.dataset.from, to: group.dataset.to, ...Object.fromEntries(['x1', 'y1', 'x2', 'y2'].map((name) => [name, Number(line.getAttribute(name))])) };
  });
  const SHAFT = 0.17; // the stroke width of .cb-arrow line, in cells

  test.each([
    ['kingside castling', [['e1', 'g1'], ['h1', 'f1']]],
    ['queenside castling', [['e1', 'c1'], ['a1', 'd1']]],
  ])('%s: the king’s and the rook’s arrows run in two lanes that do not touch', (_, pairs) => {
    for (const orientation of ['white', 'black']) {
      const view = makeView({ position: 'r3k2r/8/8/8/8/8/8/R3K2R', orientation });
      view.setArrows(pairs.map(([from, to]) => ({ from, to })));
      runFrames();
      const [king, rook] = shafts();
      // Both run along the first rank's row, each level, one above the other, a shaft's width apart or more.
      for (const shaft of [king, rook]) expect(shaft.y1).toBeCloseTo(shaft.y2, 6);
      expect(Math.abs(king.y1 - rook.y1)).toBeGreaterThanOrEqual(SHAFT + 0.1);
      expect(Math.abs(king.y1 - (orientation === 'white' ? 7.5 : 0.5))).toBeLessThan(0.25);
      view.destroy();
      views.pop();
      root.replaceChildren();
    }
  });

  test('arrows that do not overlap keep their lines, and an arrow on its own stays centred', () => {
    const view = makeView({ position: START });
    view.setArrows([{ from: 'a1', to: 'b1' }, { from: 'g1', to: 'h1' }, { from: 'e2', to: 'e4' }, { from: 'b1', to: 'c3' }]);
    runFrames();
    expect(shafts().map(({ y1, x1 }) => [x1, y1])).toEqual([[0.5, 7.5], [6.5, 7.5], [4.5, 6.5], [1.5, 7.5]]);
    // One more along e2–e4's file, overlapping it: the two go side by side, the others stay.
    view.setArrows([{ from: 'a1', to: 'b1' }, { from: 'g1', to: 'h1' }, { from: 'e2', to: 'e4' }, { from: 'b1', to: 'c3' }, { from: 'e5', to: 'e3', kind: 'bad' }]);
    runFrames();
    const after = shafts();
    expect(after[0].y1).toBe(7.5);
    expect(after[3].x1).toBe(1.5);
    expect(Math.abs(after[2].x1 - after[4].x1)).toBeGreaterThanOrEqual(SHAFT + 0.1);
    expect((after[2].x1 + after[4].x1) / 2).toBeCloseTo(4.5, 6);
  });
});

describe('destinations given as a function', () => {
  test('are worked out when a piece is picked up, or in a task after the frame, once', async () => {
    const give = jest.fn(() => ({ e2: ['e3', 'e4'] }));
    makeView({ position: START, movableColor: 'white' }).setPosition(START, { dests: give });
    expect(give).not.toHaveBeenCalled();
    runFrames();
    expect(give).not.toHaveBeenCalled(); // not in the frame
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(give).toHaveBeenCalledTimes(1);
    pressAndRelease('e2');
    runFrames();
    expect(give).toHaveBeenCalledTimes(1);
    expect(squaresWith('is-dest')).toEqual(['e3', 'e4']);
  });

  test('a press before that task asks for them at once', () => {
    const give = jest.fn(() => ({ g1: ['f3', 'h3'] }));
    const view = makeView({ position: START, movableColor: 'white' });
    view.setDestinations(give);
    pressAndRelease('g1');
    runFrames();
    expect(give).toHaveBeenCalledTimes(1);
    expect(squaresWith('is-dest')).toEqual(['f3', 'h3']);
  });
});

describe('input held until it can be judged', () => {
  test('the board shows that it is busy and which squares wait; null lets go', () => {
    const view = makeView({ position: START, lang: 'en' });
    view.setPending(['e2', 'e4']);
    runFrames();
    const board = root.querySelector('.cb');
    expect(board.classList.contains('is-busy')).toBe(true);
    expect(root.querySelector('[role="grid"]').getAttribute('aria-busy')).toBe('true');
    expect(squaresWith('is-pending')).toEqual(['e2', 'e4']);
    view.setPending(null);
    runFrames();
    expect(board.classList.contains('is-busy')).toBe(false);
    expect(root.querySelector('[role="grid"]').getAttribute('aria-busy')).toBe('false');
    expect(root.querySelectorAll('.is-pending')).toHaveLength(0);
    expect(() => view.setPending(['z9'])).toThrow(TypeError);
  });
});

describe('drawing by hand', () => {
  let createDrawing;
  beforeAll(async () => { ({ createDrawing } = await loadDrawing()); });

  // A right-button press, move and release (the mouse), with modifier keys.
  function rightDrag(from, to, modifiers = {}) {
    const press = (target, type, square) => {
      const event = new MouseEvent(type, { bubbles: true, cancelable: true, composed: true, ...centreAt(square), button: 2, buttons: type === 'pointerup' ? 0 : 2, ...modifiers });
      Object.defineProperty(event, 'pointerId', { value: 1 });
      Object.defineProperty(event, 'pointerType', { value: 'mouse' });
      target.dispatchEvent(event);
      return event;
    };
    const down = press(cell(from), 'pointerdown', from);
    press(document, 'pointermove', to);
    press(document, 'pointerup', to);
    return down;
  }
  const centreAt = (square) => {
    const { x, y } = centre(square);
    return { clientX: x, clientY: y };
  };
  const drawn = () => ({
    arrows: [...root.querySelectorAll('.cb-arrow.is-drawn')].map((g) => `${g.dataset.from}${g.dataset.to} ${g.dataset.kind}`),
    circles: [...root.querySelectorAll('.cb-circle')].map((c) => `${c.dataset.circle} ${c.dataset.kind}`),
  });
  const live = () => root.querySelector('[aria-live="polite"]').textContent.trim();
  const tool = (name, kind) => root.querySelector(kind ? `[data-draw="${name}"][data-kind="${kind}"]` : `[data-draw="${name}"]`);

  test('a right-drag draws an arrow, a right-click a circle; Shift red, Alt blue; the same again erases; all said aloud', () => {
    const moves = [];
    const view = makeView({ position: START, lang: 'en', movableColor: 'white', dests: { e2: ['e3', 'e4'] } }, { onMove: (m) => moves.push(m) });
    view.setDrawing(createDrawing);
    view.setArrows([{ from: 'g1', to: 'f3', kind: 'hint' }]); // a lesson's own
    expect(rightDrag('e2', 'e4').defaultPrevented).toBe(true);
    runFrames();
    expect(drawn()).toEqual({ arrows: ['e2e4 good'], circles: [] });
    expect(live()).toBe('Drew a green arrow from e2 to e4');
    expect(moves).toEqual([]); // no piece moved
    rightDrag('d7', 'd5', { shiftKey: true });
    rightDrag('c3', 'c3', { altKey: true });
    runFrames();
    expect(drawn()).toEqual({ arrows: ['e2e4 good', 'd7d5 bad'], circles: ['c3 hint'] });
    expect(live()).toBe('Drew a blue circle on c3');
    expect(cell('c3').getAttribute('aria-label')).toBe('c3 empty, blue circle drawn');
    expect(view.getDrawings()).toEqual({ arrows: [{ from: 'e2', to: 'e4', kind: 'good' }, { from: 'd7', to: 'd5', kind: 'bad' }], circles: [{ square: 'c3', kind: 'hint' }] });
    rightDrag('e2', 'e4', { shiftKey: true }); // another colour: recoloured
    rightDrag('d7', 'd5', { shiftKey: true }); // the same colour: erased
    rightDrag('c3', 'c3', { altKey: true });
    runFrames();
    expect(drawn()).toEqual({ arrows: ['e2e4 bad'], circles: [] });
    expect(live()).toBe('Erased the circle on c3');
    // A lesson's arrow is none of them, and stays.
    expect(root.querySelectorAll('.cb-arrow:not(.is-drawn)')).toHaveLength(1);
    expect(root.querySelector('.cb-arrow:not(.is-drawn)').dataset.from).toBe('g1');
  });

  test('in draw mode a finger draws and moves no piece; the clear button and a plain press clear, a lesson’s arrows stay', () => {
    const moves = [];
    const view = makeView({ position: START, lang: 'zh-Hans', movableColor: 'white', dests: { e2: ['e3', 'e4'] } }, { onMove: (m) => moves.push(m) });
    view.setDrawing(createDrawing);
    view.setArrows([{ from: 'g1', to: 'f3' }]);
    runFrames();
    expect(tool('mode').getAttribute('aria-pressed')).toBe('false');
    expect(tool('clear').disabled).toBe(true);
    tool('mode').click();
    tool('kind', 'bad').click();
    runFrames();
    expect(root.querySelector('.cb').classList.contains('is-draw-mode')).toBe(true);
    expect(tool('mode').getAttribute('aria-pressed')).toBe('true');
    expect(tool('kind', 'bad').getAttribute('aria-pressed')).toBe('true');
    // A tap on e4 draws a red circle; a finger drag e2–e4 a red arrow; nothing is picked up.
    pressAndRelease('e4', 'white', { pointerType: 'touch' });
    pointer(cell('e2'), 'pointerdown', centre('e2'), { pointerType: 'touch' });
    pointer(document, 'pointermove', centre('e3'), { pointerType: 'touch' });
    runFrames();
    expect(root.querySelector('.cb-arrow.is-preview').dataset.to).toBe('e3'); // drawn as it goes
    pointer(document, 'pointermove', centre('e4'), { pointerType: 'touch' });
    pointer(document, 'pointerup', centre('e4'), { pointerType: 'touch' });
    runFrames();
    expect(drawn()).toEqual({ arrows: ['e2e4 bad'], circles: ['e4 bad'] });
    expect(live()).toBe('画了红色箭头，从 e2 到 e4');
    expect(moves).toEqual([]);
    expect(root.querySelector('.is-selected')).toBeNull();
    expect(tool('clear').disabled).toBe(false);
    // One tap on the clear button clears both; the lesson's arrow stays.
    tool('clear').click();
    runFrames();
    expect(drawn()).toEqual({ arrows: [], circles: [] });
    expect(live()).toBe('画的标记都清除了');
    expect(root.querySelectorAll('.cb-arrow')).toHaveLength(1);
    // Outside draw mode: a right-drag still draws, and a plain press clears once it ends as one.
    tool('mode').click();
    rightDrag('d2', 'd4');
    pointer(cell('a3'), 'pointerdown', centre('a3'));
    pointer(document, 'pointercancel', centre('a3')); // taken by the browser (a scroll): no
    runFrames();
    expect(drawn().arrows).toEqual(['d2d4 bad']);
    pressAndRelease('a3');
    runFrames();
    expect(drawn()).toEqual({ arrows: [], circles: [] });
    expect(root.querySelectorAll('.cb-arrow')).toHaveLength(1);
    // A piece moved outside draw mode is a plain press too: it moves, and clears.
    rightDrag('c2', 'c2');
    pointer(cell('e2'), 'pointerdown', centre('e2'));
    pointer(document, 'pointermove', centre('e4'));
    pointer(document, 'pointerup', centre('e4'));
    runFrames();
    expect(moves.map((m) => `${m.from}${m.to}`)).toEqual(['e2e4']);
    expect(drawn().circles).toEqual([]);
  });

  test('the keyboard draws in draw mode: Enter on two squares, Esc lets go of the first', () => {
    const view = makeView({ position: START, lang: 'en', movableColor: 'white' });
    view.setDrawing(createDrawing);
    root.querySelector('[data-draw="mode"]').click();
    const grid = root.querySelector('[role="grid"]');
    cell('a1').focus();
    key(grid.querySelector('[data-square="a1"]'), 'ArrowUp'); // a2
    key(cell('a2'), 'Enter');
    key(cell('a2'), 'ArrowUp'); // a3
    key(cell('a3'), 'Enter');
    key(cell('a3'), 'Enter');
    key(cell('a3'), 'Enter');
    key(cell('a3'), 'Enter');
    key(cell('a3'), 'Escape');
    runFrames();
    expect(drawn()).toEqual({ arrows: ['a2a3 good'], circles: ['a3 good'] });
    expect(root.querySelector('.is-selected')).toBeNull();
  });

  test('off again, the tools and what was drawn go; destroy removes the tools’ listeners', () => {
    const add = jest.spyOn(window.EventTarget.prototype, 'addEventListener');
    const remove = jest.spyOn(window.EventTarget.prototype, 'removeEventListener');
    try {
      const view = makeView({ position: START, lang: 'en' });
      view.setDrawing(createDrawing);
      rightDrag('e2', 'e4');
      runFrames();
      expect(root.querySelector('.cb-draw')).not.toBeNull();
      view.setDrawing(null);
      runFrames();
      expect(root.querySelector('.cb-draw')).toBeNull();
      expect(drawn()).toEqual({ arrows: [], circles: [] });
      view.setDrawing(createDrawing);
      const added = add.mock.calls.map((call, i) => [add.mock.contexts[i], call[0], call[1]]).filter(([target]) => target === document);
      view.destroy();
      views.pop();
      const removed = remove.mock.calls.map((call, i) => [remove.mock.contexts[i], call[0], call[1]]);
      for (const [target, type, handler] of added) expect(removed.some(([t, ty, h]) => t === target && ty === type && h === handler)).toBe(true);
    } finally {
      add.mockRestore();
      remove.mockRestore();
    }
  });
});

describe('redraw scheduling', () => {
  test('a batch of changes costs one animation frame and one redraw', () => {
    const view = makeView({ position: START });
    const render = jest.spyOn(view.renderer, 'render');
    view.setCheck('e1').setLastMove('e2', 'e4').setArrows([{ from: 'a2', to: 'a4' }]).flip().setHighlights(['c3']);
    expect(window.requestAnimationFrame).toHaveBeenCalledTimes(1);
    expect(render).not.toHaveBeenCalled();
    expect(runFrames()).toBe(1);
    expect(render).toHaveBeenCalledTimes(1);
    view.setCheck(null);
    expect(window.requestAnimationFrame).toHaveBeenCalledTimes(2);
  });

  test('pointer moves during a drag redraw at most once per frame', () => {
    const view = makeView({ position: START, movableColor: 'white', dests: { e2: ['e3', 'e4'] } });
    runFrames();
    pointer(cell('e2'), 'pointerdown', centre('e2'));
    runFrames();
    // A second finger elsewhere on the page does not move the piece.
    pointer(document, 'pointermove', { x: 5, y: 5 }, { pointerId: 2 });
    expect(view.state.drag.started).toBe(false);
    for (let i = 1; i <= 10; i++) pointer(document, 'pointermove', { x: 225, y: 325 - i * 5 });
    expect(frames).toHaveLength(1);
    runFrames();
    const ghost = root.querySelector('.cb-ghost');
    expect(ghost).not.toBeNull();
    expect(ghost.style.transform).toMatch(/^translate\(200\.0px, 250\.0px\)/);
    expect(cell('e2').classList.contains('is-drag-origin')).toBe(true);
    expect(view.state.drag.started).toBe(true);
  });
  test('a drag frame writes the dragged piece\'s transform alone; crossing a square moves one mark; bounds are read once', () => {
    const view = makeView({ position: START, movableColor: 'white', dests: { e2: ['e3', 'e4'] } });
    runFrames();
    const reads = jest.spyOn(view.dom.board, 'getBoundingClientRect');
    pointer(cell('e2'), 'pointerdown', centre('e2'));
    pointer(document, 'pointermove', { x: 225, y: 330 });
    runFrames();
    const ghost = root.querySelector('.cb-ghost');
    const observer = new MutationObserver(() => {});
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    const written = () => observer.takeRecords().map((record) => `${record.target.className?.baseVal ?? record.target.className} ${record.attributeName}`);
    // Within e2: one write, the piece's transform.
    pointer(document, 'pointermove', { x: 226, y: 328 });
    runFrames();
    expect(written()).toEqual(['cb-ghost is-lifted style']);
    // Into e3: the piece, and the one mark of the square under it.
    pointer(document, 'pointermove', centre('e3'));
    runFrames();
    expect(written()).toEqual(['cb-mark cb-mark-drag-over style', 'cb-ghost is-lifted style']);
    expect(root.querySelector('.cb-mark-drag-over').dataset.at).toBeUndefined();
    expect(reads).toHaveBeenCalledTimes(1);
    // The drop reads no bounds again, and redraws only the cells whose state changed.
    pointer(document, 'pointerup', centre('e3'));
    runFrames();
    const cells = new Set(observer.takeRecords().map((record) => record.target).filter((node) => node.dataset?.square).map((node) => node.dataset.square));
    // e2 is no longer picked up (nor in the tab order: a1 is again), e3 and e4 no longer destinations.
    expect([...cells].sort()).toEqual(['a1', 'e2', 'e3', 'e4']);
    expect(reads).toHaveBeenCalledTimes(1);
    // Put down, the lifted piece is no longer shown.
    expect(root.querySelector('.cb-ghost.is-lifted')).toBeNull();
    expect(root.querySelector('.is-drag-origin')).toBeNull();
    observer.disconnect();
  });
  test('lifting a piece writes the lifted piece, the faded one, the origin\'s cell and the mark under it, nothing else', () => {
    const view = makeView({ position: START, movableColor: 'white', dests: { e2: ['e3', 'e4'] } });
    runFrames();
    pointer(cell('e2'), 'pointerdown', centre('e2'));
    runFrames();
    const observer = new MutationObserver(() => {});
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    pointer(document, 'pointermove', { x: 225, y: 330 });
    runFrames();
    const targets = observer.takeRecords().map((record) => record.target);
    observer.disconnect();
    // A drag's frames are drawn without a redraw of the board.
    expect(view.state.drag.started).toBe(true);
    expect(root.querySelector('.cb-ghost.is-lifted').dataset.piece).toBe('P');
    expect(pieceOn('e2').classList.contains('is-drag-origin')).toBe(true);
    expect(targets.filter((node) => node.dataset?.square).map((node) => node.dataset.square)).toEqual(['e2']);
    expect(new Set(targets.filter((node) => node.closest?.('.cb-pieces')).map((node) => node.dataset.at))).toEqual(new Set(['e2']));
    expect(targets.filter((node) => node.closest?.('.cb-marks-under'))).toEqual([]);
  });
});

describe('pointer input', () => {
  test('a mouse drag e2–e4 emits one move intent and leaves the pieces to the controller', () => {
    const onMove = jest.fn();
    const view = makeView({ position: START, movableColor: 'white', dests: { e2: ['e3', 'e4'] } }, { onMove });
    pointer(cell('e2'), 'pointerdown', centre('e2'));
    pointer(document, 'pointermove', { x: 225, y: 300 });
    pointer(document, 'pointermove', centre('e4'));
    pointer(document, 'pointerup', centre('e4'));
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove).toHaveBeenCalledWith({ from: 'e2', to: 'e4', piece: 'P', isDestination: true, by: 'drag' });
    runFrames();
    expect(root.querySelector('.cb-ghost')).toBeNull();
    // The controller answers; a dropped piece is not animated a second time.
    view.setPosition('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR', { lastMove: ['e2', 'e4'] });
    expect(view.state.pendingAnimations).toEqual([]);
    runFrames();
    expect(pieceOn('e4').dataset.piece).toBe('P');
    expect(pieceOn('e2')).toBeNull();
  });

  test('tap-tap on a touch screen, with the second tap on the black side when flipped', () => {
    const onMove = jest.fn();
    const onSelect = jest.fn();
    makeView({ position: START, orientation: 'black', movableColor: 'black', dests: { g8: ['f6', 'h6'] } }, { onMove, onSelect });
    const touch = { pointerType: 'touch', pointerId: 7 };
    pressAndRelease('g8', 'black', touch);
    expect(onSelect).toHaveBeenCalledWith({ square: 'g8', piece: 'n' });
    pressAndRelease('f6', 'black', touch);
    expect(onMove).toHaveBeenCalledWith({ from: 'g8', to: 'f6', piece: 'n', isDestination: true, by: 'tap' });
  });

  test('a scripted move animates from where the piece was', () => {
    const view = makeView({ position: START });
    runFrames();
    const knight = pieceOn('g1');
    const animate = jest.fn(() => ({}));
    window.Element.prototype.animate = animate;
    try {
      view.animateMove('g1', 'f3');
      runFrames();
      expect(animate).toHaveBeenCalledTimes(1);
      const [keyframes, options] = animate.mock.calls[0];
      // f3 is one file left of and two ranks above g1: the piece slides from g1's cell (column 6,
      // row 7) to f3's (column 5, row 5), in the pieces' grid of one unit a cell, 2% in from
      // the cell's corner (jsdom lays nothing out, so no pixel size rounds it).
      expect(keyframes[0].transform).toBe('translate(6.02px, 7.02px)');
      expect(keyframes[1].transform).toBe('translate(5.02px, 5.02px)');
      // The same element moved: the knight's <use> is kept, not drawn anew.
      expect(animate.mock.contexts[0]).toBe(knight);
      expect(pieceOn('f3')).toBe(knight);
      expect(options.duration).toBe(200);
      expect(cell('f3').classList.contains('is-last')).toBe(true);
      expect(cell('g1').classList.contains('is-last')).toBe(true);
    } finally {
      delete window.Element.prototype.animate;
    }
  });

  test('castling slides king and rook; a whole new position appears without sliding', () => {
    const view = makeView({ position: '4k3/8/8/8/8/8/8/4K2R' });
    runFrames();
    const animate = jest.fn(() => ({}));
    window.Element.prototype.animate = animate;
    try {
      view.setPosition('4k3/8/8/8/8/8/8/5RK1', { lastMove: 'e1g1' });
      runFrames();
      expect(animate).toHaveBeenCalledTimes(2);
      const moved = animate.mock.contexts.map((node) => node.dataset.at).sort();
      expect(moved).toEqual(['f1', 'g1']);
      animate.mockClear();
      view.setPosition(START);
      runFrames();
      expect(animate).not.toHaveBeenCalled();
    } finally {
      delete window.Element.prototype.animate;
    }
  });

  test('prefers-reduced-motion: no animation', () => {
    const view = makeView({ position: START });
    runFrames();
    const animate = jest.fn(() => ({}));
    window.Element.prototype.animate = animate;
    window.matchMedia = jest.fn((query) => ({ matches: query.includes('reduce'), media: query }));
    try {
      view.animateMove('g1', 'f3');
      runFrames();
      expect(animate).not.toHaveBeenCalled();
      expect(pieceOn('f3').dataset.piece).toBe('N');
    } finally {
      delete window.Element.prototype.animate;
      delete window.matchMedia;
    }
  });

  test('a throwing callback does not break the board', () => {
    window.reportError = jest.fn();
    try {
      const view = makeView({ position: START, movableColor: 'white' }, { onSelect() { throw new Error('lesson bug'); } });
      pressAndRelease('e2');
      expect(window.reportError).toHaveBeenCalledTimes(1);
      expect(view.state.selected).toBe('e2');
    } finally {
      delete window.reportError;
    }
  });

  test('a mouse released outside the window: the next move without a button ends the drag', () => {
    const onMove = jest.fn();
    const view = makeView({ position: START, movableColor: 'white' }, { onMove });
    pointer(cell('e2'), 'pointerdown', centre('e2'));
    pointer(document, 'pointermove', centre('e4'));
    expect(view.state.drag.started).toBe(true);
    const lost = new MouseEvent('pointermove', { bubbles: true, clientX: 10, clientY: 10, buttons: 0 });
    Object.defineProperty(lost, 'pointerId', { value: 1 });
    Object.defineProperty(lost, 'pointerType', { value: 'mouse' });
    document.dispatchEvent(lost);
    expect(view.state.drag).toBeNull();
    pointer(document, 'pointerup', centre('e4'));
    expect(onMove).not.toHaveBeenCalled();
  });


  test('a new position keeps a piece in hand on its square, and puts it down when that square changes', () => {
    const onMove = jest.fn();
    const view = makeView({ position: START, movableColor: 'white' }, { onMove });
    // The rules arrive mid-drag: the controller sets the same position, with its destinations.
    pointer(cell('e2'), 'pointerdown', centre('e2'));
    pointer(document, 'pointermove', centre('e3'));
    view.setPosition(START, { dests: { e2: ['e3', 'e4'] }, animate: false });
    expect(view.state.drag?.origin).toBe('e2');
    pointer(document, 'pointermove', centre('e4'));
    pointer(document, 'pointerup', centre('e4'));
    expect(onMove).toHaveBeenCalledWith({ from: 'e2', to: 'e4', piece: 'P', isDestination: true, by: 'drag' });
    // A position without the held piece on its square (taken back, say): the drag ends, nothing moves.
    onMove.mockClear();
    pointer(cell('d2'), 'pointerdown', centre('d2'));
    pointer(document, 'pointermove', centre('d3'));
    view.setPosition('rnbqkbnr/pppppppp/8/8/8/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1', { animate: false });
    expect(view.state.drag).toBeNull();
    pointer(document, 'pointerup', centre('d4'));
    expect(onMove).not.toHaveBeenCalled();
  });
  test('locked input ignores presses', () => {
    const onSelect = jest.fn();
    const view = makeView({ position: START, movableColor: 'white' }, { onSelect });
    view.lock();
    pressAndRelease('e2');
    expect(onSelect).not.toHaveBeenCalled();
    view.unlock();
    pointer(cell('e2'), 'pointerdown', centre('e2'));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});

describe('keyboard input', () => {
  test('a keyboard-only move: arrows, Enter, arrows, Space', () => {
    const onMove = jest.fn();
    const view = makeView({ position: START, movableColor: 'white', dests: { g1: ['f3', 'h3'] } }, { onMove });
    const a1 = cell('a1');
    expect(a1.tabIndex).toBe(0); // the one tab stop of the grid
    a1.focus();
    for (let i = 0; i < 6; i++) key(root.activeElement, 'ArrowRight');
    runFrames();
    expect(view.state.focus).toBe('g1');
    expect(root.activeElement).toBe(cell('g1'));
    expect(cell('g1').tabIndex).toBe(0);
    expect(cell('a1').tabIndex).toBe(-1);
    expect(key(root.activeElement, 'Enter').defaultPrevented).toBe(true);
    runFrames();
    expect(cell('g1').classList.contains('is-selected')).toBe(true);
    key(root.activeElement, 'ArrowLeft');
    key(root.activeElement, 'ArrowUp');
    key(root.activeElement, 'ArrowUp');
    runFrames();
    expect(root.activeElement).toBe(cell('f3'));
    key(root.activeElement, ' ');
    expect(onMove).toHaveBeenCalledWith({ from: 'g1', to: 'f3', piece: 'N', isDestination: true, by: 'keyboard' });
  });

  test('Esc drops the selection', () => {
    const view = makeView({ position: START, movableColor: 'white' });
    cell('a1').focus();
    key(root.activeElement, 'ArrowUp');
    key(root.activeElement, 'Enter');
    expect(view.state.selected).toBe('a2');
    key(root.activeElement, 'Escape');
    expect(view.state.selected).toBeNull();
  });
});

describe('promotion chooser', () => {
  test('four labelled buttons; the choice is reported; focus starts on the queen', () => {
    const onPromotion = jest.fn();
    const view = makeView({ position: '8/P7/8/8/8/8/8/k6K', lang: 'zh-Hans' }, { onPromotion });
    view.showPromotion({ from: 'a7', to: 'a8', color: 'white' });
    runFrames();
    const dialog = root.querySelector('[role="dialog"]');
    expect(dialog.hidden).toBe(false);
    const buttons = [...dialog.querySelectorAll('[data-action="promote"]')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['白后', '白车', '白象', '白马']);
    expect(root.activeElement).toBe(buttons[0]);
    buttons[3].click();
    expect(onPromotion).toHaveBeenCalledWith({ from: 'a7', to: 'a8', piece: 'n' });
    runFrames();
    expect(dialog.hidden).toBe(true);
  });

  test('black pieces for Black, and Esc cancels with piece null', () => {
    const onPromotion = jest.fn();
    const view = makeView({ position: '8/8/8/8/8/8/p7/k6K', lang: 'en' }, { onPromotion });
    view.showPromotion({ from: 'a2', to: 'a1', color: 'black' });
    runFrames();
    const pieces = [...root.querySelectorAll('.cb-promotion-choice svg')].map((s) => s.dataset.piece);
    expect(pieces).toEqual(['q', 'r', 'b', 'n']);
    key(root.activeElement, 'Escape');
    expect(onPromotion).toHaveBeenCalledWith({ from: 'a2', to: 'a1', piece: null });
  });
});

describe('setup tray, forced selection and tap mode', () => {
  test('the tray has the 12 piece kinds and a remove tool, labelled; tap then tap places', () => {
    const onPlace = jest.fn();
    makeView({ position: '8/8/8/8/8/8/8/8', mode: 'setup', lang: 'en' }, { onPlace });
    runFrames();
    const tray = root.querySelector('.cb-tray');
    expect(tray.hidden).toBe(false);
    const tools = [...tray.querySelectorAll('[data-tool]')];
    expect(tools.map((b) => b.dataset.tool).join('')).toBe('KQRBNPkqrbnpremove');
    expect(tools[1].getAttribute('aria-label')).toBe('white queen');
    pointer(tools[1], 'pointerdown', { x: 20, y: 450 }, { pointerType: 'touch' });
    pointer(document, 'pointerup', { x: 20, y: 450 }, { pointerType: 'touch' });
    runFrames();
    expect(tools[1].getAttribute('aria-pressed')).toBe('true');
    pointer(cell('d1'), 'pointerdown', centre('d1'), { pointerType: 'touch' });
    expect(onPlace).toHaveBeenCalledWith({ square: 'd1', piece: 'Q', from: null });
  });

  test('the tray is hidden outside setup mode', () => {
    makeView({ position: START });
    expect(root.querySelector('.cb-tray').hidden).toBe(true);
  });

  test('dragging a tray piece onto the board places it', () => {
    const onPlace = jest.fn();
    makeView({ position: '8/8/8/8/8/8/8/8', mode: 'setup' }, { onPlace });
    const rook = root.querySelector('[data-tool="r"]');
    pointer(rook, 'pointerdown', { x: 100, y: 450 });
    pointer(document, 'pointermove', { x: 100, y: 420 });
    pointer(document, 'pointerup', centre('a8'));
    expect(onPlace).toHaveBeenCalledWith({ square: 'a8', piece: 'r', from: null });
  });

  test('a forced selection is marked and named; the message slot shows the controller’s words', () => {
    const onSelect = jest.fn();
    const view = makeView({ position: START, movableColor: 'white', lang: 'zh-Hans' }, { onSelect });
    runFrames();
    const message = root.querySelector('.cb-message');
    expect(message.hidden).toBe(true);
    view.forceSelection('e1').setMessage('你摸了王，必须走王');
    runFrames();
    expect(cell('e1').classList.contains('is-forced')).toBe(true);
    expect(cell('e1').getAttribute('aria-label')).toBe('e1 白王，已选中，必须走这个子');
    expect(message.hidden).toBe(false);
    expect(message.textContent).toBe('你摸了王，必须走王');
    // A press on another piece is reported; the forced piece stays selected.
    pressAndRelease('g1', 'white', { pointerType: 'touch' });
    expect(onSelect).toHaveBeenCalledWith({ square: 'g1', piece: 'N' });
    runFrames();
    expect(cell('e1').getAttribute('aria-selected')).toBe('true');
    expect(cell('g1').getAttribute('aria-selected')).toBe('false');
    view.setMessage(null).forceSelection(null);
    runFrames();
    expect(message.hidden).toBe(true);
    expect(cell('e1').classList.contains('is-forced')).toBe(false);
  });

  test('tap mode: a click or Enter on a square is a tap, nothing is picked up, a swipe is no tap', () => {
    const onTap = jest.fn();
    const onSelect = jest.fn();
    makeView({ position: START, mode: 'tap', movableColor: 'white' }, { onTap, onSelect });
    runFrames();
    expect(root.querySelector('.cb').dataset.movable).toBe('none');
    pointer(cell('e2'), 'pointerdown', centre('e2'));
    expect(onTap).not.toHaveBeenCalled(); // a tap counts when it is released
    pointer(document, 'pointerup', centre('e2'));
    expect(onTap).toHaveBeenCalledWith({ square: 'e2', piece: 'P' });
    pointer(cell('d4'), 'pointerdown', centre('d4'), { pointerType: 'touch' });
    pointer(document, 'pointermove', centre('d6'), { pointerType: 'touch' });
    pointer(document, 'pointerup', centre('d6'), { pointerType: 'touch' });
    expect(onTap).toHaveBeenCalledTimes(1);
    cell('a1').focus();
    key(cell('a1'), 'ArrowRight');
    key(cell('a1'), 'Enter');
    expect(onTap).toHaveBeenLastCalledWith({ square: 'b1', piece: 'N' });
    expect(onSelect).not.toHaveBeenCalled();
    runFrames();
    expect(root.querySelectorAll('[aria-selected="true"]')).toHaveLength(0);
  });

  test('squareAt: the square under a point, in both orientations, and null off the board', () => {
    const view = makeView({ position: START });
    expect(view.squareAt(25, 25)).toBe('a8');
    expect(view.squareAt(399, 399)).toBe('h1');
    expect(view.squareAt(401, 10)).toBeNull();
    view.flip();
    expect(view.squareAt(25, 25)).toBe('h1');
  });
});

describe('roots', () => {
  test('the view can draw into a plain element as well as a shadow root', () => {
    const plain = document.createElement('div');
    document.body.appendChild(plain);
    const view = createBoardView(plain, { position: START, lang: 'en' });
    expect(plain.querySelectorAll('[data-square]')).toHaveLength(64);
    expect(plain.querySelector('[data-square="e1"]').getAttribute('aria-label')).toBe('e1 white king');
    view.destroy();
    expect(plain.children).toHaveLength(0);
    plain.remove();
  });

  test('two boards on one page do not share state or input', () => {
    const onMoveA = jest.fn();
    const onMoveB = jest.fn();
    const otherHost = document.createElement('div');
    document.body.appendChild(otherHost);
    const a = makeView({ position: START, movableColor: 'white' }, { onMove: onMoveA });
    const b = createBoardView(otherHost.attachShadow({ mode: 'open' }), { position: START, movableColor: 'white' }, { onMove: onMoveB });
    views.push(b);
    b.dom.board.getBoundingClientRect = () => ({ left: 0, top: 500, width: 400, height: 400 });
    pointer(cell('e2'), 'pointerdown', centre('e2'));
    pointer(document, 'pointermove', centre('e4'));
    pointer(document, 'pointerup', centre('e4'));
    expect(onMoveA).toHaveBeenCalledTimes(1);
    expect(onMoveB).not.toHaveBeenCalled();
    expect(b.state.selected).toBeNull();
    expect(a.state.drag).toBeNull();
    otherHost.remove();
  });
});

describe('announcements', () => {
  test('the live region speaks the controller’s words and moves it describes', () => {
    const view = makeView({ position: START, lang: 'zh-Hans' });
    const live = root.querySelector('[aria-live="polite"]');
    view.announceMove({ from: 'e2', to: 'e4', piece: 'P' });
    runFrames();
    expect(live.textContent).toBe('白兵 从 e2 走到 e4。');
    view.announceMove({ from: 'e2', to: 'e4', piece: 'P' });
    runFrames();
    expect(live.textContent.trim()).toBe('白兵 从 e2 走到 e4。');
    expect(live.textContent).not.toBe('白兵 从 e2 走到 e4。'); // changed, so it is read again
    view.announce('白方胜');
    runFrames();
    expect(live.textContent).toBe('白方胜');
  });
});

describe('sounds', () => {
  // A stand-in for WebAudio that records the tones asked of it.
  class FakeAudioContext {
    constructor() {
      FakeAudioContext.made.push(this);
      Object.assign(this, { state: 'running', currentTime: 0, destination: {}, tones: [], closed: false });
    }
    createOscillator() {
      const tone = { type: '', hz: 0 };
      this.tones.push(tone);
      return { set type(value) { tone.type = value; }, frequency: { setValueAtTime: (hz) => { tone.hz = hz; } }, connect: (node) => node, start() {}, stop() {} };
    }
    createGain() {
      return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (node) => node };
    }
    resume() {}
    close() { this.closed = true; return Promise.resolve(); }
  }
  beforeEach(() => {
    FakeAudioContext.made = [];
    window.AudioContext = FakeAudioContext;
  });
  afterEach(() => { delete window.AudioContext; });

  test('off unless asked for: silent, and no audio context is made', () => {
    const view = makeView({ position: START });
    expect(view.playSound('move')).toBe(false);
    expect(FakeAudioContext.made).toHaveLength(0);
  });

  test('on: the module arrives, a capture is two synthesised tones, destroy closes the context', async () => {
    const view = makeView({ position: START });
    view.set({ sound: true });
    await view.soundsLoading;
    expect(view.playSound('capture')).toBe(true);
    const [context] = FakeAudioContext.made;
    expect(context.tones).toEqual([{ type: 'square', hz: 330 }, { type: 'triangle', hz: 220 }]);
    expect(view.playSound('check')).toBe(true);
    expect(context.tones.slice(2).map((tone) => tone.hz)).toEqual([880, 1175]);
    expect(() => view.playSound('applause')).toThrow(TypeError);
    view.set({ sound: false });
    expect(view.playSound('move')).toBe(false);
    view.destroy();
    expect(context.closed).toBe(true);
  });
});

describe('destroy', () => {
  test('removes every listener it added, on the document too, and cancels the pending frame', () => {
    const add = jest.spyOn(window.EventTarget.prototype, 'addEventListener');
    const remove = jest.spyOn(window.EventTarget.prototype, 'removeEventListener');
    try {
      const view = createBoardView(root, { position: START });
      const added = add.mock.calls.map((call, i) => [add.mock.contexts[i], call[0], call[1]]);
      const onDocument = added.filter(([target]) => target === document).map(([, type]) => type);
      expect(onDocument).toEqual(expect.arrayContaining(['pointermove', 'pointerup', 'pointercancel']));
      view.setCheck('e1'); // leaves a frame pending
      expect(frames).toHaveLength(1);
      view.destroy();
      const removed = remove.mock.calls.map((call, i) => [remove.mock.contexts[i], call[0], call[1]]);
      expect(added.length).toBeGreaterThanOrEqual(8);
      for (const [target, type, handler] of added) {
        expect(removed.some(([t, ty, h]) => t === target && ty === type && h === handler)).toBe(true);
      }
      expect(window.cancelAnimationFrame).toHaveBeenCalledTimes(1);
      expect(frames).toHaveLength(0);
      expect(root.querySelector('.cb')).toBeNull();
      expect(() => view.setCheck('e1')).toThrow(/after destroy/);
      view.destroy(); // twice is harmless
    } finally {
      add.mockRestore();
      remove.mockRestore();
    }
  });
});
