// The board view's state: plain data and the transitions input makes on it.
// Nothing here touches the DOM or knows a chess rule. Transitions return a list of
// intents ({type: 'move' | 'select' | 'promotion' | 'place' | 'remove' | 'tap', ...});
// the view hands them to the controller, which answers by changing the state.

import { FILES, PIECE_LETTERS, START_PLACEMENT, parsePlacement } from './placement.mjs';

export { FILES, PIECE_LETTERS, START_PLACEMENT };
// play: the side the controller names picks pieces up; free, setup: any piece moves, setup with
// the tray; tap: nothing is picked up, and a press on a square is reported as a tap.
export const MODES = ['play', 'free', 'setup', 'tap'];
export const REMOVE_TOOL = 'remove';

/** Pixels a pointer must travel before a press becomes a drag, by pointer type. */
export const DEFAULT_DRAG_THRESHOLD = { mouse: 4, pen: 6, touch: 8 };

export function isSquare(value) {
  return typeof value === 'string' && /^[a-h][1-8]$/.test(value);
}

export function pieceColor(piece) {
  return piece === piece.toUpperCase() ? 'white' : 'black';
}

/** The 64 square names in screen order (top-left first), for one orientation. */
export function squaresInScreenOrder(orientation) {
  const out = [];
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) out.push(squareAtCell(col, row, orientation));
  }
  return out;
}

/** Square shown at screen column/row (0..7 from the top-left). */
export function squareAtCell(col, row, orientation) {
  return orientation === 'black'
    ? FILES[7 - col] + String(row + 1)
    : FILES[col] + String(8 - row);
}

/** Screen column/row (0..7 from the top-left) where a square is shown. */
export function cellOfSquare(square, orientation) {
  const file = FILES.indexOf(square[0]);
  const rank = Number(square[1]) - 1;
  return orientation === 'black' ? { col: 7 - file, row: rank } : { col: file, row: 7 - rank };
}

/**
 * The square under a point, given the board's bounding rectangle, or null off the board.
 * rect: {left, top, width, height} as from getBoundingClientRect().
 */
export function squareAtPoint(x, y, rect, orientation) {
  if (!rect || rect.width <= 0 || rect.height <= 0) return null;
  const col = Math.floor(((x - rect.left) / rect.width) * 8);
  const row = Math.floor(((y - rect.top) / rect.height) * 8);
  if (col < 0 || col > 7 || row < 0 || row > 7) return null;
  return squareAtCell(col, row, orientation);
}

/**
 * Reads a position: a FEN (only the placement field is used), an object or a Map from square
 * to piece letter. Returns a Map, or throws a TypeError naming what was expected: a position
 * reaches the view from the controller, so a bad one is a programmer's mistake.
 */
export function readPosition(position) {
  if (position == null || position === '') return new Map();
  if (typeof position === 'string') {
    const placement = position.trim().split(/\s+/)[0];
    return parsePlacement(placement === 'start' ? START_PLACEMENT : placement);
  }
  const pieces = new Map();
  const entries = position instanceof Map ? position.entries() : Object.entries(position);
  for (const [square, piece] of entries) {
    if (!isSquare(square) || typeof piece !== 'string' || piece.length !== 1 || !PIECE_LETTERS.includes(piece)) {
      throw new TypeError(`board position: expected square → piece letter, got ${String(square)} → ${String(piece)}`);
    }
    pieces.set(square, piece);
  }
  return pieces;
}

/**
 * Destinations as a Map from square to an array of squares; accepts a Map, an object or null, or
 * a function that returns one of those: it is called when the destinations are first needed (a
 * piece is picked up, or the view is idle after drawing), so that a move's frame does not wait for
 * the next side's moves.
 */
export function readDestinations(dests) {
  if (typeof dests === 'function') return dests;
  const out = new Map();
  if (!dests) return out;
  const entries = dests instanceof Map ? dests.entries() : Object.entries(dests);
  for (const [from, targets] of entries) {
    if (!isSquare(from) || !Array.isArray(targets) || !targets.every(isSquare)) {
      throw new TypeError(`board destinations: expected square → array of squares, got ${String(from)}`);
    }
    out.set(from, [...targets]);
  }
  return out;
}

/**
 * Which pieces moved between two positions, for animation. Each square whose piece changed is
 * matched with the nearest square that lost the same piece (so castling moves king and rook,
 * and a capture moves the capturer). Pieces that only vanished are not listed.
 */
export function diffMoves(before, after) {
  const vacated = [];
  for (const [square, piece] of before) {
    if (after.get(square) !== piece) vacated.push({ square, piece });
  }
  const moves = [];
  for (const [square, piece] of after) {
    if (before.get(square) === piece) continue;
    let best = -1;
    let bestDistance = Infinity;
    vacated.forEach((candidate, index) => {
      if (candidate.piece !== piece) return;
      const distance = squareDistance(candidate.square, square);
      if (distance < bestDistance) {
        best = index;
        bestDistance = distance;
      }
    });
    if (best >= 0) {
      moves.push({ from: vacated[best].square, to: square, piece });
      vacated.splice(best, 1);
    }
  }
  return moves;
}

function squareDistance(a, b) {
  const dx = a.charCodeAt(0) - b.charCodeAt(0);
  const dy = a.charCodeAt(1) - b.charCodeAt(1);
  return dx * dx + dy * dy;
}

export function createState() {
  return {
    pieces: new Map(),
    orientation: 'white',
    mode: 'play',
    interactive: true,
    inputLocked: false,
    // Whose pieces may be picked up: 'white', 'black', 'both' or null (none).
    movableColor: 'both',
    dests: new Map(), // or a function that gives them (readDestinations)
    selected: null,
    lastMove: null, // [from, to]
    check: null,
    highlights: new Map(), // square → 'good' | 'bad' | 'hint'
    arrows: [], // {from, to, kind}
    markers: new Map(), // square → 'star' | 'target'
    attacked: new Set(),
    // What a teacher drew on the board (drawing.mjs), apart from the arrows and highlights above:
    // arrows {from, to, kind} and circles square → kind, and the shape being drawn, {from, to, kind}.
    drawnArrows: [],
    drawnCircles: new Map(),
    drawingNow: null,
    // Squares of input held until the controller can judge it (the rules are still loading): the
    // view shows them as pending and the board as busy. null: nothing is held.
    pending: null,
    focus: null, // keyboard focus square; null until the keyboard is used
    keyboardActive: false,
    // A press that may become a drag: {origin, piece, fromTray, tap, startX, startY, x, y,
    // pointerId, pointerType, started, wasSelected}; in tap mode (tap: true) it never becomes one.
    drag: null,
    promotion: null, // {from, to, color}
    // A square the controller keeps selected: presses elsewhere are still reported, but the
    // selection stays until the controller lets it go.
    forcedSelection: null,
    message: null,
    announcement: '',
    trayTool: null, // a piece letter or REMOVE_TOOL, in setup mode
    coordinates: true,
    lang: 'en',
    sound: false,
    animationMs: 200,
    dragThreshold: { ...DEFAULT_DRAG_THRESHOLD },
    pendingAnimations: [],
    justDropped: null, // [from, to] of the last drag-and-drop, so it is not animated again
  };
}

export function canTakeInput(state) {
  return state.interactive && !state.inputLocked && !state.promotion;
}

/** Whose pieces may be picked up, input aside: any in setup and free modes, none in tap mode; in
 *  play mode the controller says whose ('white', 'black', 'both' or null). */
function sidesThatMove(state) {
  if (state.mode === 'tap') return null;
  return state.mode === 'play' ? state.movableColor : 'both';
}

/** May the piece on this square be picked up? */
export function isMovable(state, square) {
  const piece = state.pieces.get(square);
  if (!piece) return false;
  const sides = sidesThatMove(state);
  return sides === 'both' || sides === pieceColor(piece);
}

/** Whose pieces can be picked up now: 'white', 'black', 'both', or 'none' while input is off. */
export function movableSides(state) {
  if (!state.interactive || state.inputLocked) return 'none';
  return sidesThatMove(state) || 'none';
}

export function destinationsOf(state, square) {
  if (typeof state.dests === 'function') state.dests = readDestinations(state.dests());
  return (square && state.dests.get(square)) || [];
}

/** Is this square a destination of the selected piece, and does a piece stand on it? */
export function destinationKind(state, square) {
  if (!state.selected || state.mode !== 'play') return null;
  if (!destinationsOf(state, state.selected).includes(square)) return null;
  return state.pieces.has(square) ? 'capture' : 'move';
}

function selectIntent(state, square) {
  return { type: 'select', square, piece: square ? state.pieces.get(square) ?? null : null };
}

function tapIntent(state, square) {
  return { type: 'tap', square, piece: state.pieces.get(square) ?? null };
}

/** Pick up (select) a square. A forced selection stays, though the press is reported. */
function selectSquare(state, square) {
  const intents = [selectIntent(state, square)];
  state.selected = state.forcedSelection || square;
  return intents;
}

export function deselect(state) {
  if (state.forcedSelection) {
    state.selected = state.forcedSelection;
    return [];
  }
  if (!state.selected) return [];
  state.selected = null;
  return [selectIntent(state, null)];
}

function moveIntent(state, from, to, by) {
  const piece = state.pieces.get(from) ?? null;
  if (state.mode === 'setup') return { type: 'place', square: to, piece, from };
  return {
    type: 'move',
    from,
    to,
    piece,
    isDestination: state.mode === 'free' || destinationsOf(state, from).includes(to),
    by,
  };
}

/**
 * A press on a board square (pointerdown, or Enter/Space through `activateSquare`).
 * point: {x, y, pointerId, pointerType} or null for the keyboard.
 */
export function pressSquare(state, square, point = null) {
  if (!canTakeInput(state)) return [];
  state.justDropped = null;
  const by = point ? 'tap' : 'keyboard';

  if (state.mode === 'tap') {
    if (!point) return [tapIntent(state, square)];
    // A pointer's tap counts when it is released where it went down, so that a swipe that starts
    // on the board scrolls the page without tapping the square under the finger.
    state.drag = { ...newDrag(square, null, false, point, false), tap: true };
    return [];
  }

  if (state.mode === 'setup' && state.trayTool) {
    if (state.trayTool === REMOVE_TOOL) {
      const piece = state.pieces.get(square);
      return piece ? [{ type: 'remove', square, piece }] : [];
    }
    if (state.pieces.get(square) === state.trayTool) return [];
    return [{ type: 'place', square, piece: state.trayTool, from: null }];
  }

  const selected = state.selected;
  const piece = state.pieces.get(square);
  const sameSide = selected && piece && state.pieces.get(selected)
    && pieceColor(piece) === pieceColor(state.pieces.get(selected));

  // Tap-tap: with a piece selected, a press on another square is the move, unless it picks
  // up another piece of the same colour. The controller judges the move, not the view.
  if (selected && square !== selected && !sameSide) {
    const intents = [moveIntent(state, selected, square, by)];
    state.selected = state.forcedSelection;
    if (!state.forcedSelection) intents.push(selectIntent(state, null));
    return intents;
  }

  if (piece && isMovable(state, square)) {
    const wasSelected = selected === square;
    const intents = wasSelected ? [] : selectSquare(state, square);
    if (point && state.selected === square) {
      state.drag = newDrag(square, piece, false, point, wasSelected);
    } else if (!point && wasSelected) {
      return deselect(state);
    }
    return intents;
  }

  // A press on an empty square or a piece that may not move: let go of any selection.
  return deselect(state);
}

/**
 * A drag that a press at `point` may start: not started until the pointer moves far enough.
 * @param {string | null} origin the square it leaves, or null from the tray
 * @param {string | null} piece null for a tap in tap mode
 * @param {boolean} fromTray
 * @param {{x: number, y: number, pointerId?: number, pointerType?: string}} point
 * @param {boolean} wasSelected
 */
function newDrag(origin, piece, fromTray, point, wasSelected) {
  return {
    origin,
    piece,
    fromTray,
    startX: point.x,
    startY: point.y,
    x: point.x,
    y: point.y,
    pointerId: point.pointerId ?? 0,
    pointerType: point.pointerType || 'mouse',
    started: false,
    wasSelected,
  };
}

/** A press on a tray piece (or the remove tool) in setup mode. */
export function pressTray(state, tool, point = null) {
  if (!canTakeInput(state) || state.mode !== 'setup') return [];
  state.selected = null;
  if (tool !== REMOVE_TOOL && point) {
    state.drag = newDrag(null, tool, true, point, state.trayTool === tool);
    return [];
  }
  // a tool pressed again stays chosen: it is put down by choosing another (or Escape)
  state.trayTool = tool;
  return [];
}

export function dragThresholdFor(state, pointerType) {
  return state.dragThreshold[pointerType] ?? state.dragThreshold.mouse ?? DEFAULT_DRAG_THRESHOLD.mouse;
}

/** Pointer motion while pressed. Returns true when the drawing must change. */
export function movePointer(state, x, y) {
  const drag = state.drag;
  if (!drag) return false;
  drag.x = x;
  drag.y = y;
  if (!drag.started) {
    const threshold = dragThresholdFor(state, drag.pointerType);
    if (Math.hypot(x - drag.startX, y - drag.startY) < threshold) return false;
    if (drag.tap) {
      state.drag = null; // a swipe, not a tap
      return false;
    }
    drag.started = true;
  }
  return true;
}

/**
 * The pointer was released over `square` (null: off the board). A press that never became a
 * drag is a tap; a drag that ends on another square is a move (or a place/remove in setup).
 */
export function releasePointer(state, square) {
  const drag = state.drag;
  state.drag = null;
  if (!drag || !canTakeInput(state)) return [];

  if (drag.tap) return square === drag.origin ? [tapIntent(state, square)] : [];

  if (drag.fromTray) {
    if (!drag.started) {
      state.trayTool = drag.piece; // pressed again, it stays chosen
      return [];
    }
    if (!square || state.pieces.get(square) === drag.piece) return [];
    return [{ type: 'place', square, piece: drag.piece, from: null }];
  }

  if (!drag.started) {
    // A tap on the piece that was already selected puts it down again.
    return drag.wasSelected ? deselect(state) : [];
  }

  if (square === drag.origin) return [];
  if (square === null) {
    if (state.mode === 'setup') {
      state.selected = null;
      return [{ type: 'remove', square: drag.origin, piece: drag.piece }];
    }
    return deselect(state);
  }
  const intents = [moveIntent(state, drag.origin, square, 'drag')];
  state.justDropped = [drag.origin, square];
  state.selected = state.forcedSelection;
  if (!state.forcedSelection) intents.push(selectIntent(state, null));
  return intents;
}

/** pointercancel (the browser took the gesture, e.g. to scroll): forget the press. */
export function cancelPointer(state) {
  const had = Boolean(state.drag);
  state.drag = null;
  return had;
}

/** Arrow keys: move the keyboard focus in screen directions. */
export function moveFocus(state, dx, dy) {
  const start = state.focus || state.selected || (state.orientation === 'black' ? 'h8' : 'a1');
  const { col, row } = cellOfSquare(start, state.orientation);
  const nextCol = Math.min(7, Math.max(0, col + dx));
  const nextRow = Math.min(7, Math.max(0, row + dy));
  state.focus = squareAtCell(nextCol, nextRow, state.orientation);
  state.keyboardActive = true;
  return state.focus;
}

/** Enter or Space on the focus square: the keyboard's tap. */
export function activateFocus(state) {
  if (!state.focus) state.focus = state.selected || (state.orientation === 'black' ? 'h8' : 'a1');
  state.keyboardActive = true;
  return pressSquare(state, state.focus, null);
}

/** Esc: cancel the chooser, then a drag, then the tray tool, then the selection. */
export function escape(state) {
  if (state.promotion) {
    const { from, to } = state.promotion;
    state.promotion = null;
    return [{ type: 'promotion', from, to, piece: null }];
  }
  if (state.drag) {
    state.drag = null;
    return [];
  }
  if (state.trayTool) {
    state.trayTool = null;
    return [];
  }
  return deselect(state);
}

/** The controller asks for a promotion choice. */
export function showPromotion(state, { from, to, color }) {
  if (!isSquare(from) || !isSquare(to)) throw new TypeError('showPromotion: expected {from, to} squares');
  state.promotion = { from, to, color: color === 'black' ? 'black' : 'white' };
  state.drag = null;
}

/** The child picked a piece ('q', 'r', 'b', 'n') or cancelled (null). */
export function choosePromotion(state, piece) {
  if (!state.promotion) return [];
  const { from, to } = state.promotion;
  state.promotion = null;
  const choice = piece && 'qrbn'.includes(piece.toLowerCase()) ? piece.toLowerCase() : null;
  return [{ type: 'promotion', from, to, piece: choice }];
}

/** The controller keeps `square` selected whatever is pressed, or lets go with null. */
export function setForcedSelection(state, square) {
  state.forcedSelection = square || null;
  if (square) state.selected = square;
}
