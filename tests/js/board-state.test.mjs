// The board view's state machine, without a DOM: selection, tap-tap, the drag threshold,
// promotion, keyboard focus, a forced selection, tap mode and setup mode.
import {
  REMOVE_TOOL, activateFocus, cancelPointer, choosePromotion, createState, diffMoves, escape, movableSides,
  moveFocus, movePointer, pressSquare, pressTray, readPosition, releasePointer, setForcedSelection,
  showPromotion, squareAtPoint, squaresInScreenOrder, destinationKind,
} from '../../web/board/state.mjs';
import { applyConfig } from '../../web/board/config.mjs';
import { makePlacement } from '../../web/board/placement.mjs';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const touchAt = (x, y, pointerId = 1) => ({ x, y, pointerId, pointerType: 'touch' });
const mouseAt = (x, y) => ({ x, y, pointerId: 1, pointerType: 'mouse' });

function playState(extra = {}) {
  return applyConfig(createState(), {
    position: START,
    movableColor: 'white',
    dests: { e2: ['e3', 'e4'], g1: ['f3', 'h3'], b1: ['a3', 'c3'] },
    ...extra,
  });
}

/** A tap: press and release on one square without moving. */
function tap(state, square) {
  const down = pressSquare(state, square, touchAt(10, 10));
  return [...down, ...releasePointer(state, square)];
}

describe('reading positions', () => {
  test('a FEN becomes a square → piece map; only the placement field is read', () => {
    const pieces = readPosition(START);
    expect(pieces.size).toBe(32);
    expect(pieces.get('e1')).toBe('K');
    expect(pieces.get('d8')).toBe('q');
    expect(pieces.get('e4')).toBeUndefined();
    expect(makePlacement(pieces)).toBe(START.split(' ')[0]);
  });

  test('a malformed placement is a programmer error with a useful message', () => {
    expect(() => readPosition('8/8/8')).toThrow(/expected 8 ranks/);
    expect(() => readPosition('rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR')).toThrow(/unexpected "x"/);
    expect(() => readPosition('rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR')).toThrow(/rank 7/);
    expect(() => readPosition({ e9: 'K' })).toThrow(TypeError);
  });

  test('squares in screen order for both orientations', () => {
    const white = squaresInScreenOrder('white');
    const black = squaresInScreenOrder('black');
    expect(white.slice(0, 3)).toEqual(['a8', 'b8', 'c8']);
    expect(white[63]).toBe('h1');
    expect(black.slice(0, 3)).toEqual(['h1', 'g1', 'f1']);
    expect(black[63]).toBe('a8');
    expect(new Set(white).size).toBe(64);
    expect([...black].reverse()).toEqual(white);
  });

  test('a point maps to the square under it, honouring orientation', () => {
    const rect = { left: 100, top: 50, width: 400, height: 400 };
    expect(squareAtPoint(125, 75, rect, 'white')).toBe('a8');
    expect(squareAtPoint(499, 449, rect, 'white')).toBe('h1');
    expect(squareAtPoint(125, 75, rect, 'black')).toBe('h1');
    expect(squareAtPoint(99, 75, rect, 'white')).toBeNull();
    expect(squareAtPoint(300, 451, rect, 'white')).toBeNull();
  });
});

describe('selection and tap-tap', () => {
  test('tapping a movable piece selects it and says so', () => {
    const state = playState();
    const intents = tap(state, 'e2');
    expect(state.selected).toBe('e2');
    expect(intents).toEqual([{ type: 'select', square: 'e2', piece: 'P' }]);
  });

  test('a piece the controller has not made movable is not picked up', () => {
    const state = playState();
    expect(tap(state, 'e7')).toEqual([]);
    expect(state.selected).toBeNull();
  });

  test('tap on the piece, tap on a destination: a move intent that the view does not make', () => {
    const state = playState();
    tap(state, 'e2');
    const intents = tap(state, 'e4');
    expect(intents[0]).toEqual({ type: 'move', from: 'e2', to: 'e4', piece: 'P', isDestination: true, by: 'tap' });
    expect(intents[1]).toEqual({ type: 'select', square: null, piece: null });
    expect(state.selected).toBeNull();
    expect(state.pieces.get('e2')).toBe('P'); // the controller moves pieces, not the view
  });

  test('a tap on a square that is not a destination is still reported, marked as such', () => {
    const state = playState();
    tap(state, 'e2');
    const [move] = tap(state, 'e5');
    expect(move).toMatchObject({ type: 'move', from: 'e2', to: 'e5', isDestination: false });
  });

  test('tapping another own piece switches the selection; tapping the same one puts it down', () => {
    const state = playState();
    tap(state, 'e2');
    expect(tap(state, 'g1')).toEqual([{ type: 'select', square: 'g1', piece: 'N' }]);
    expect(state.selected).toBe('g1');
    expect(tap(state, 'g1')).toEqual([{ type: 'select', square: null, piece: null }]);
    expect(state.selected).toBeNull();
  });

  test('destinations show as dots on empty squares and rings on pieces', () => {
    const state = applyConfig(createState(), {
      position: '4k3/8/8/3p4/4P3/8/8/4K3', movableColor: 'white', dests: { e4: ['e5', 'd5'] },
    });
    tap(state, 'e4');
    expect(destinationKind(state, 'e5')).toBe('move');
    expect(destinationKind(state, 'd5')).toBe('capture');
    expect(destinationKind(state, 'f5')).toBeNull();
  });

  test('no input while locked or while the promotion chooser is open', () => {
    const state = playState({ interactive: true });
    state.inputLocked = true;
    expect(tap(state, 'e2')).toEqual([]);
    state.inputLocked = false;
    showPromotion(state, { from: 'e7', to: 'e8', color: 'white' });
    expect(tap(state, 'e2')).toEqual([]);
  });
});

describe('drag threshold', () => {
  test('small movement stays a tap; past the threshold it becomes a drag and the drop is a move', () => {
    const state = playState();
    pressSquare(state, 'e2', touchAt(100, 100));
    expect(movePointer(state, 104, 103)).toBe(false); // 5 px < 8 px for touch
    expect(state.drag.started).toBe(false);
    expect(movePointer(state, 100, 92)).toBe(true); // 8 px
    expect(state.drag.started).toBe(true);
    const intents = releasePointer(state, 'e4');
    expect(intents[0]).toMatchObject({ type: 'move', from: 'e2', to: 'e4', by: 'drag', isDestination: true });
    expect(state.drag).toBeNull();
    expect(state.justDropped).toEqual(['e2', 'e4']);
  });

  test('the mouse threshold is smaller than the touch one', () => {
    const state = playState();
    pressSquare(state, 'e2', mouseAt(100, 100));
    expect(movePointer(state, 105, 100)).toBe(true);
  });

  test('a press that never passed the threshold is a tap: the piece stays selected', () => {
    const state = playState();
    pressSquare(state, 'e2', touchAt(0, 0));
    movePointer(state, 3, 3);
    expect(releasePointer(state, 'e3')).toEqual([]); // released over another square, but a tap
    expect(state.selected).toBe('e2');
  });

  test('dropping back on the origin or off the board moves nothing', () => {
    const state = playState();
    pressSquare(state, 'e2', touchAt(0, 0));
    movePointer(state, 50, 0);
    expect(releasePointer(state, 'e2')).toEqual([]);
    pressSquare(state, 'e2', touchAt(0, 0));
    movePointer(state, 50, 0);
    expect(releasePointer(state, null)).toEqual([{ type: 'select', square: null, piece: null }]);
  });

  test('pointercancel (the page scrolled instead) forgets the press', () => {
    const state = playState();
    pressSquare(state, 'e2', touchAt(0, 0));
    expect(cancelPointer(state)).toBe(true);
    expect(state.drag).toBeNull();
    expect(releasePointer(state, 'e4')).toEqual([]);
  });

  test('the threshold is configurable', () => {
    const state = playState({ dragThreshold: 20 });
    pressSquare(state, 'e2', touchAt(0, 0));
    expect(movePointer(state, 15, 0)).toBe(false);
    expect(movePointer(state, 20, 0)).toBe(true);
  });
});

describe('promotion', () => {
  test('the controller opens the chooser, the child picks, the view reports the choice', () => {
    const state = playState();
    showPromotion(state, { from: 'a7', to: 'a8', color: 'white' });
    expect(state.promotion).toEqual({ from: 'a7', to: 'a8', color: 'white' });
    expect(choosePromotion(state, 'N')).toEqual([{ type: 'promotion', from: 'a7', to: 'a8', piece: 'n' }]);
    expect(state.promotion).toBeNull();
    expect(choosePromotion(state, 'q')).toEqual([]); // nothing open any more
  });

  test('Esc or a bad choice cancels with piece null', () => {
    const state = playState();
    showPromotion(state, { from: 'h2', to: 'h1', color: 'black' });
    expect(escape(state)).toEqual([{ type: 'promotion', from: 'h2', to: 'h1', piece: null }]);
    showPromotion(state, { from: 'h2', to: 'h1', color: 'black' });
    expect(choosePromotion(state, 'k')).toEqual([{ type: 'promotion', from: 'h2', to: 'h1', piece: null }]);
  });

  test('showPromotion needs two squares', () => {
    expect(() => showPromotion(createState(), { from: 'a7' })).toThrow(TypeError);
  });
});

describe('keyboard', () => {
  test('arrows move the focus in screen directions and stop at the edges', () => {
    const state = playState();
    expect(moveFocus(state, 0, 0)).toBe('a1');
    expect(moveFocus(state, 1, 0)).toBe('b1');
    expect(moveFocus(state, 0, -1)).toBe('b2');
    expect(moveFocus(state, -5, 0)).toBe('a2');
    expect(moveFocus(state, 0, 9)).toBe('a1');
    expect(state.keyboardActive).toBe(true);
  });

  test('with Black at the bottom, "up" goes towards rank 1', () => {
    const state = playState({ orientation: 'black' });
    state.focus = 'e7';
    expect(moveFocus(state, 0, -1)).toBe('e6');
    expect(moveFocus(state, 1, 0)).toBe('d6');
  });

  test('Enter picks up and drops: a keyboard-only move', () => {
    const state = playState();
    state.focus = 'g1';
    expect(activateFocus(state)).toEqual([{ type: 'select', square: 'g1', piece: 'N' }]);
    moveFocus(state, -1, 0);
    moveFocus(state, 0, -2);
    expect(state.focus).toBe('f3');
    const [move] = activateFocus(state);
    expect(move).toMatchObject({ type: 'move', from: 'g1', to: 'f3', by: 'keyboard', isDestination: true });
  });

  test('Enter on the selected piece puts it down; Esc cancels the selection', () => {
    const state = playState();
    state.focus = 'e2';
    activateFocus(state);
    activateFocus(state);
    expect(state.selected).toBeNull();
    activateFocus(state);
    expect(escape(state)).toEqual([{ type: 'select', square: null, piece: null }]);
    expect(state.selected).toBeNull();
  });
});

describe('a forced selection', () => {
  test('a forced piece stays selected: trying another one is reported but not taken', () => {
    const state = playState();
    tap(state, 'g1');
    setForcedSelection(state, 'g1');
    const intents = tap(state, 'b1');
    expect(intents).toEqual([{ type: 'select', square: 'b1', piece: 'N' }]);
    expect(state.selected).toBe('g1');
  });

  test('neither a tap on it nor Esc lets go of the forced piece', () => {
    const state = playState();
    setForcedSelection(state, 'g1');
    tap(state, 'g1');
    expect(state.selected).toBe('g1');
    expect(escape(state)).toEqual([]);
    expect(state.selected).toBe('g1');
  });

  test('a forced piece can still move, and stays the selection until the controller frees it', () => {
    const state = playState();
    setForcedSelection(state, 'g1');
    const intents = tap(state, 'f3');
    expect(intents).toEqual([expect.objectContaining({ type: 'move', from: 'g1', to: 'f3' })]);
    expect(state.selected).toBe('g1');
    setForcedSelection(state, null);
    expect(state.forcedSelection).toBeNull();
  });

  test('a change of mode puts a picked-up piece down, but not a forced one', () => {
    const state = playState();
    tap(state, 'e2');
    expect(applyConfig(state, { mode: 'tap' }).selected).toBeNull();
    applyConfig(state, { mode: 'play' });
    setForcedSelection(state, 'g1');
    expect(applyConfig(state, { mode: 'tap' }).selected).toBe('g1');
    expect(applyConfig(state, { mode: 'play' }).selected).toBe('g1');
  });
});

describe('tap mode', () => {
  const tapState = () => playState({ mode: 'tap' });

  test('a tap on any square is reported, with its piece, and nothing is picked up', () => {
    const state = tapState();
    expect(movableSides(state)).toBe('none');
    expect(tap(state, 'e2')).toEqual([{ type: 'tap', square: 'e2', piece: 'P' }]);
    expect(tap(state, 'e4')).toEqual([{ type: 'tap', square: 'e4', piece: null }]);
    expect(state.selected).toBeNull();
    expect(state.drag).toBeNull();
  });

  test('the tap counts on release where it went down: a swipe or a cancelled press is no tap', () => {
    const state = tapState();
    expect(pressSquare(state, 'e7', touchAt(10, 10))).toEqual([]);
    expect(movePointer(state, 10, 60)).toBe(false); // past the touch threshold: a swipe
    expect(releasePointer(state, 'e7')).toEqual([]);
    pressSquare(state, 'e7', touchAt(10, 10));
    expect(releasePointer(state, 'e5')).toEqual([]);
    pressSquare(state, 'e7', touchAt(10, 10));
    expect(cancelPointer(state)).toBe(true);
    expect(releasePointer(state, 'e7')).toEqual([]);
  });

  test('Enter on the keyboard focus square taps it at once', () => {
    const state = tapState();
    moveFocus(state, 0, 0);
    expect(activateFocus(state)).toEqual([{ type: 'tap', square: 'a1', piece: 'R' }]);
  });

  test('a locked board takes no taps', () => {
    const state = tapState();
    state.inputLocked = true;
    expect(tap(state, 'e2')).toEqual([]);
  });
});

describe('setup mode', () => {
  const setup = () => applyConfig(createState(), { position: '8/8/8/8/8/8/8/4K3', mode: 'setup' });

  test('tap a tray piece, then a square: a place intent', () => {
    const state = setup();
    pressTray(state, 'q', touchAt(0, 0));
    releasePointer(state, null);
    expect(state.trayTool).toBe('q');
    expect(tap(state, 'd8')).toEqual([{ type: 'place', square: 'd8', piece: 'q', from: null }]);
    expect(state.trayTool).toBe('q'); // stays, to place several pawns in a row
    // pressed again, it stays chosen: a second tap never leaves the next square tap doing nothing
    pressTray(state, 'q', touchAt(0, 0));
    releasePointer(state, null);
    expect(state.trayTool).toBe('q');
    pressTray(state, REMOVE_TOOL, null);
    pressTray(state, REMOVE_TOOL, null);
    expect(state.trayTool).toBe(REMOVE_TOOL);
  });

  test('drag from the tray onto a square places; off the board places nothing', () => {
    const state = setup();
    pressTray(state, 'P', touchAt(0, 0));
    movePointer(state, 0, 40);
    expect(releasePointer(state, 'e2')).toEqual([{ type: 'place', square: 'e2', piece: 'P', from: null }]);
    pressTray(state, 'P', touchAt(0, 0));
    movePointer(state, 0, 40);
    expect(releasePointer(state, null)).toEqual([]);
  });

  test('moving a piece on the board is a place with its origin; dragging it off removes it', () => {
    const state = setup();
    pressSquare(state, 'e1', touchAt(0, 0));
    movePointer(state, 40, 0);
    expect(releasePointer(state, 'g1')[0]).toEqual({ type: 'place', square: 'g1', piece: 'K', from: 'e1' });
    pressSquare(state, 'e1', touchAt(0, 0));
    movePointer(state, 40, 0);
    expect(releasePointer(state, null)).toEqual([{ type: 'remove', square: 'e1', piece: 'K' }]);
  });

  test('the remove tool takes pieces away; empty squares give nothing', () => {
    const state = setup();
    pressTray(state, REMOVE_TOOL, null);
    expect(state.trayTool).toBe(REMOVE_TOOL);
    expect(tap(state, 'e1')).toEqual([{ type: 'remove', square: 'e1', piece: 'K' }]);
    expect(tap(state, 'e4')).toEqual([]);
    expect(escape(state)).toEqual([]);
    expect(state.trayTool).toBeNull();
  });

  test('in setup and free modes any piece can be picked up', () => {
    const state = applyConfig(createState(), { position: START, mode: 'free', movableColor: null });
    expect(tap(state, 'e7')).toEqual([{ type: 'select', square: 'e7', piece: 'p' }]);
    const [move] = tap(state, 'e5');
    expect(move).toMatchObject({ type: 'move', from: 'e7', to: 'e5', isDestination: true });
  });
});

describe('animation diff', () => {
  test('castling moves king and rook; a capture moves the capturer only', () => {
    const before = readPosition('4k3/8/8/8/8/8/8/4K2R');
    const after = readPosition('4k3/8/8/8/8/8/8/5RK1');
    expect(diffMoves(before, after)).toEqual(expect.arrayContaining([
      { from: 'e1', to: 'g1', piece: 'K' },
      { from: 'h1', to: 'f1', piece: 'R' },
    ]));
    const capture = diffMoves(readPosition('4k3/8/8/3p4/4P3/8/8/4K3'), readPosition('4k3/8/8/3P4/8/8/8/4K3'));
    expect(capture).toEqual([{ from: 'e4', to: 'd5', piece: 'P' }]);
  });
});

describe('config', () => {
  test('wrong options are named', () => {
    expect(() => applyConfig(createState(), { orientation: 'up' })).toThrow(/orientation/);
    expect(() => applyConfig(createState(), { colour: 'white' })).toThrow(/unknown option "colour"/);
    expect(() => applyConfig(createState(), { arrows: [{ from: 'e2', to: 'e2' }] })).toThrow(/arrows/);
    expect(() => applyConfig(createState(), { mode: 'edit' })).toThrow(/mode/);
  });

  test('language tags map to our three', () => {
    expect(applyConfig(createState(), { lang: 'zh-TW' }).lang).toBe('zh-Hant');
    expect(applyConfig(createState(), { lang: 'zh-CN' }).lang).toBe('zh-Hans');
    expect(applyConfig(createState(), { lang: 'fr' }).lang).toBe('en');
  });
});
