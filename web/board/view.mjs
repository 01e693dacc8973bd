// The board view: the element's shadow DOM drawn from its state, and the intents its input emits
// (web/board/api.mjs re-exports it; see there for how a controller uses it).
import { applyConfig, defaultLang, readArrows, readHighlights, readLastMove, readMarkers, readSquareOrNull, readSquareSet } from './config.mjs';
import {
  choosePromotion, createState, destinationsOf, diffMoves, isSquare, readDestinations, readPosition, setForcedSelection,
  showPromotion, squareAtPoint,
} from './state.mjs';
import { makePlacement } from './placement.mjs';
import { bindInput } from './input.mjs';
import { Renderer, buildDom } from './render.mjs';
import { BOARD_CSS } from './board-css.mjs';
import { adoptStylesheet, el, setAttr, setText } from './dom.mjs';
import { loadSounds } from './loaders.mjs';
import { boardStrings, describeMove } from '../i18n/board.mjs';
import { fillTemplate } from '../i18n/lang.mjs';

// What the drawing module (drawing.mjs) uses, handed to it rather than imported (see there).
const DRAWING_HELPERS = Object.freeze({ adoptStylesheet, el, setAttr, setText, boardStrings, fillTemplate });

const CALLBACKS = {
  move: 'onMove',
  select: 'onSelect',
  promotion: 'onPromotion',
  place: 'onPlace',
  remove: 'onRemove',
  tap: 'onTap',
};

function changedSquares(before, after) {
  let count = 0;
  for (const [square, piece] of before) if (after.get(square) !== piece) count++;
  for (const square of after.keys()) if (!before.has(square)) count++;
  return count;
}

export class BoardView {
  constructor(root, config = {}, callbacks = {}) {
    if (!root || typeof root.appendChild !== 'function') throw new TypeError('createBoardView: expected a root node (a shadow root or an element)');
    const doc = root.ownerDocument || root;
    this.root = root;
    this.doc = doc;
    this.win = doc.defaultView;
    this.callbacks = { ...callbacks };
    this.state = createState();
    this.state.lang = defaultLang(doc);
    applyConfig(this.state, config);
    this.removeStyles = adoptStylesheet(root, BOARD_CSS, config.stylesheetHref);
    this.dom = buildDom(root, doc);
    this.renderer = new Renderer(this.dom, doc);
    this.sounds = null; // made when sound is first on (see loadSounds)
    this.soundsLoading = null;
    this.frame = 0;
    this.full = false; // the next frame redraws everything, not only a drag's piece
    this.destroyed = false;
    this.drawing = null; // the hand-drawing tool (drawing.mjs), while the board has one
    this.idle = 0; // the task after a frame that works out the destinations
    this.startSounds();
    // The board's size, after each layout that changes it (no layout is forced to read it): the
    // pieces stand on whole pixels for it.
    this.resizes = typeof this.win.ResizeObserver === 'function'
      ? new this.win.ResizeObserver((entries) => this.renderer.setBoardSize(entries[entries.length - 1].contentRect.width))
      : null;
    if (this.resizes) this.resizes.observe(this.dom.boardWrap);
    this.unbind = bindInput(this);
    this.renderer.render(this.state);
  }

  // ---- drawing -------------------------------------------------------------------------

  /** Marks the view dirty; the redraw happens once, on the next animation frame. */
  requestRedraw() {
    this.full = true;
    this.requestFrame();
  }

  /** A drag's pointer moved: the next frame moves the dragged piece (and the mark of the square
   *  under it) alone, unless something else asked for a redraw too. */
  requestDragFrame() {
    this.requestFrame();
  }

  requestFrame() {
    if (this.frame || this.destroyed) return;
    this.frame = this.win.requestAnimationFrame(() => {
      this.frame = 0;
      if (this.destroyed) return;
      if (!this.full && this.renderer.canDragFrame(this.state)) {
        this.renderer.dragFrame(this.state);
        return;
      }
      this.render();
      // Destinations given as a function are worked out in a task after this frame, unless a
      // press needs them first: a move's frame does not wait for the next side's moves.
      if (typeof this.state.dests === 'function' && !this.idle) {
        this.idle = this.win.setTimeout(() => {
          this.idle = 0;
          if (!this.destroyed) destinationsOf(this.state, null);
        }, 0);
      }
    });
  }

  /** Draws now (tests, or a page that must measure the board at once). */
  redrawNow() {
    if (this.destroyed) return;
    if (this.frame) this.win.cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.render();
  }

  render() {
    this.full = false;
    this.renderer.render(this.state);
    if (this.drawing) this.drawing.render(this.state);
  }

  /** Replaces the intent callbacks ({onMove, onSelect, onPromotion, onPlace, onRemove, onTap}). */
  setCallbacks(callbacks) {
    this.callbacks = { ...callbacks };
    return this;
  }

  dispatch(intents) {
    for (const intent of intents) {
      const { type, ...detail } = intent;
      const callback = this.callbacks[CALLBACKS[type]];
      if (typeof callback !== 'function') continue;
      try {
        callback(detail);
      } catch (error) {
        // A broken handler must not leave the board half-way through a gesture.
        if (typeof this.win.reportError === 'function') this.win.reportError(error);
        else setTimeout(() => { throw error; });
      }
    }
    this.requestRedraw();
  }

  change(mutate) {
    if (this.destroyed) throw new Error('board view: used after destroy()');
    mutate(this.state);
    this.requestRedraw();
    return this;
  }

  // ---- position and what is shown -------------------------------------------------------

  /**
   * Shows a position: a FEN (only its placement is read), 'start', or {square: letter}.
   * options: {lastMove, check, dests, animate = true}. Pieces that moved slide from where they
   * were, unless the child just dropped them there or more than four squares changed.
   */
  setPosition(position, options = {}) {
    const pieces = readPosition(position);
    return this.change((state) => {
      const justDropped = state.justDropped;
      state.justDropped = null;
      // One move changes at most four squares (castling); more is a new position, which
      // appears at once rather than as a flurry of sliding pieces.
      if (options.animate !== false && changedSquares(state.pieces, pieces) <= 4) {
        state.pendingAnimations = diffMoves(state.pieces, pieces)
          .filter((move) => !(justDropped && move.from === justDropped[0] && move.to === justDropped[1]));
      } else {
        state.pendingAnimations = [];
      }
      const before = state.pieces;
      state.pieces = pieces;
      if (state.selected && pieces.get(state.selected) !== before.get(state.selected)) state.selected = null;
      if (state.forcedSelection && pieces.has(state.forcedSelection)) state.selected = state.forcedSelection;
      if (options.lastMove !== undefined) state.lastMove = readLastMove(options.lastMove);
      if (options.check !== undefined) state.check = readSquareOrNull(options.check, 'check');
      if (options.dests !== undefined) state.dests = readDestinations(options.dests);
      // A piece in hand stays in hand when the new position leaves it on its square (the rules
      // arriving while a finger already holds it): the drop is judged on the new position.
      const drag = state.drag;
      if (drag && (drag.fromTray || !drag.origin || pieces.get(drag.origin) !== before.get(drag.origin))) state.drag = null;
    });
  }

  /** The pieces as {square: letter}. */
  getPieces() {
    return Object.fromEntries(this.state.pieces);
  }

  /** The placement field of a FEN for the pieces shown. */
  getPlacement() {
    return makePlacement(this.state.pieces);
  }

  /** Legal destinations from the controller: {e2: ['e3', 'e4'], …}, a Map, or a function that
   *  gives one of those when they are first needed. */
  setDestinations(dests) {
    const value = readDestinations(dests);
    return this.change((state) => { state.dests = value; });
  }

  /** Whose pieces may be picked up in play mode: 'white', 'black', 'both' or null. */
  setMovableColor(color) {
    return this.change((state) => applyConfig(state, { movableColor: color }));
  }

  setLastMove(from, to) {
    const value = from == null ? null : readLastMove(to === undefined ? from : [from, to]);
    return this.change((state) => { state.lastMove = value; });
  }

  setCheck(square) {
    const value = readSquareOrNull(square, 'check');
    return this.change((state) => { state.check = value; });
  }

  /** Selects a square, or puts the selected piece down with null (a forced selection stays). */
  select(square) {
    const value = readSquareOrNull(square, 'select');
    return this.change((state) => { state.selected = value || state.forcedSelection; });
  }

  /** Keeps `square` selected, whatever the child presses, until called with null: the child may
   *  still move that piece, and presses on other pieces are reported but pick nothing up. */
  forceSelection(square) {
    const value = readSquareOrNull(square, 'forced selection');
    return this.change((state) => setForcedSelection(state, value));
  }

  /** The square under a point in client coordinates, or null off the board. */
  squareAt(x, y) {
    return squareAtPoint(x, y, this.boardRect(), this.state.orientation);
  }

  /** The board's bounds: those read when the drag under way started, or read now. */
  boardRect() {
    return this.renderer.dragRect || this.dom.board.getBoundingClientRect();
  }

  /** [{square, kind: 'good'|'bad'|'hint'}] or plain squares (kind 'hint'). */
  setHighlights(list) {
    const value = readHighlights(list);
    return this.change((state) => { state.highlights = value; });
  }

  /** [{from, to, kind: 'good'|'bad'|'hint'}]. */
  setArrows(list) {
    const value = readArrows(list);
    return this.change((state) => { state.arrows = value; });
  }

  /** Stars to collect or targets: [{square, kind: 'star'|'target'}] or plain squares (stars). */
  setMarkers(list) {
    const value = readMarkers(list);
    return this.change((state) => { state.markers = value; });
  }

  removeMarker(square) {
    return this.change((state) => { state.markers.delete(square); });
  }

  /** Hatches the given squares (the controller computes them); null or [] clears. */
  showAttacked(squares) {
    const value = readSquareSet(squares, 'attacked');
    return this.change((state) => { state.attacked = value; });
  }

  /**
   * Marks input as held until it can be judged (the controller is not ready yet): the board shows
   * that it is busy, and `squares` (those the held input names) as pending. null: nothing is held.
   */
  setPending(squares) {
    const value = squares == null ? null : readSquareSet(squares, 'pending');
    return this.change((state) => { state.pending = value; });
  }

  /** Turns hand-drawing on with `createDrawing` (of drawing.mjs, see loadDrawing), or off with null;
   *  off, what was drawn goes with it. */
  setDrawing(createDrawing) {
    if (this.drawing) this.drawing.destroy();
    this.drawing = createDrawing ? createDrawing(this, DRAWING_HELPERS) : null;
    if (!this.drawing) this.clearDrawings();
    this.requestRedraw();
    return this;
  }

  /** What was drawn by hand: {arrows: [{from, to, kind}], circles: [{square, kind}]}. */
  getDrawings() {
    const { drawnArrows, drawnCircles } = this.state;
    return {
      arrows: drawnArrows.map(({ from, to, kind }) => ({ from, to, kind })),
      circles: [...drawnCircles].map(([square, kind]) => ({ square, kind })),
    };
  }

  /** Clears what was drawn by hand (a lesson's arrows and highlights stay). Returns whether
   *  there was anything. */
  clearDrawings() {
    const had = this.state.drawnArrows.length > 0 || this.state.drawnCircles.size > 0;
    if (had) {
      this.change((state) => {
        state.drawnArrows = [];
        state.drawnCircles = new Map();
      });
    }
    return had;
  }

  /** Clears highlights, arrows, markers and the attacked overlay. */
  clearAnnotations() {
    return this.change((state) => {
      state.highlights = new Map();
      state.arrows = [];
      state.markers = new Map();
      state.attacked = new Set();
    });
  }

  /**
   * Plays a scripted move on the view alone, with animation: the piece on `from` goes to `to`
   * (becoming `promotion` if given). No rules are applied; a controller that keeps a game
   * calls setPosition with the game's new position instead.
   */
  animateMove(from, to, { promotion = null } = {}) {
    if (!isSquare(from) || !isSquare(to)) throw new TypeError('animateMove: expected two squares');
    const piece = this.state.pieces.get(from);
    if (!piece) throw new TypeError(`animateMove: no piece on ${from}`);
    const pieces = new Map(this.state.pieces);
    pieces.delete(from);
    pieces.set(to, promotion ? (piece === piece.toUpperCase() ? promotion.toUpperCase() : promotion.toLowerCase()) : piece);
    this.state.justDropped = null;
    return this.setPosition(pieces, { lastMove: [from, to], animate: true });
  }

  // ---- orientation, modes, input --------------------------------------------------------

  flip() {
    return this.change((state) => { state.orientation = state.orientation === 'white' ? 'black' : 'white'; });
  }

  set(config) {
    this.change((state) => applyConfig(state, config));
    this.startSounds();
    return this;
  }

  setOrientation(orientation) { return this.set({ orientation }); }

  setMode(mode) { return this.set({ mode }); }

  setLang(lang) { return this.set({ lang }); }

  /** Stops all input (a lesson's reply is playing, the game is over). */
  lock() {
    return this.change((state) => {
      state.inputLocked = true;
      state.drag = null;
    });
  }

  unlock() {
    return this.change((state) => { state.inputLocked = false; });
  }

  /** Asks the child to choose a promotion piece; the answer comes through onPromotion. */
  showPromotion({ from, to, color }) {
    return this.change((state) => showPromotion(state, { from, to, color }));
  }

  /** Closes the chooser without a choice being reported. */
  hidePromotion() {
    return this.change((state) => { state.promotion = null; });
  }

  /** For tests and scripts: answers the open chooser as if the child had pressed a piece. */
  choosePromotion(piece) {
    this.dispatch(choosePromotion(this.state, piece));
    return this;
  }

  // ---- words and sounds -----------------------------------------------------------------

  /** Shows the controller's words under the board, e.g. why a move is refused; null hides. */
  setMessage(text) {
    if (text != null && typeof text !== 'string') throw new TypeError('setMessage: expected a string or null');
    return this.change((state) => { state.message = text || null; });
  }

  /** Says `text` through the live region (screen readers). */
  announce(text) {
    if (typeof text !== 'string') throw new TypeError('announce: expected a string');
    return this.change((state) => {
      // Repeating the same words must still be heard, so a changed string is always written.
      state.announcement = text === state.announcement ? `${text}\u00a0` : text;
    });
  }

  /** Words a move description from the controller ({from, to, piece, captured, check, …}). */
  announceMove(move) {
    return this.announce(describeMove(this.state.lang, move));
  }

  /** Plays 'move', 'capture', 'check' or 'illegal', if sound is on and its module has arrived
   *  (it is fetched when sound is turned on, long before a move as a rule). Returns whether it played. */
  playSound(kind) {
    return this.state.sound && this.sounds ? this.sounds.play(kind) : false;
  }

  /** Fetches the sounds module the first time sound is on. */
  startSounds() {
    if (!this.state.sound || this.sounds || this.soundsLoading) return;
    this.soundsLoading = loadSounds().then(({ createSounds }) => {
      if (!this.destroyed) this.sounds = createSounds(this.win);
    }, () => {
      this.soundsLoading = null; // offline: a later switch-on tries again; the board stays silent
    });
  }

  // ---- teardown -------------------------------------------------------------------------

  /** Removes every listener (document ones too), the pending frame, the DOM and the styles. */
  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.frame) this.win.cancelAnimationFrame(this.frame);
    this.frame = 0;
    if (this.idle) this.win.clearTimeout(this.idle);
    this.idle = 0;
    this.unbind();
    if (this.resizes) this.resizes.disconnect();
    if (this.drawing) this.drawing.destroy();
    this.drawing = null;
    if (this.sounds) this.sounds.destroy();
    this.dom.container.remove();
    this.removeStyles();
    this.callbacks = {};
  }
}

export function createBoardView(root, config, callbacks) {
  return new BoardView(root, config, callbacks);
}
