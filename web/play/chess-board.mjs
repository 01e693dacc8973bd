// <chess-board>: a custom element with shadow DOM. Attributes in, events out; the board view
// draws, the controller asks the rules. Importing this module registers the element. Its
// documented surface (chess-board.d.ts, docs/board.md) is all that pages and lessons use: the
// view, the controller and the game stay private.
//
//   <chess-board fen="…" orientation="white" interactive lang="zh-Hans" touch-move sound
//                mode="play|free|setup|tap" movable="white|black|both|none" coordinates="false"
//                controls clock="5+3" draw></chess-board>
//
// Events (bubbling, composed): ready, beforemove (cancelable), move, illegal, select, squaretap,
// touch, outcome, change, place, remove, error (a bad fen attribute; the board keeps its
// position). A move the child made is reported in a task after the frame that draws it (held-events.mjs).
//
// The board is drawn from its fen at once, before the rules have arrived, and the child may press
// already: presses are held, shown as pending, and judged once the rules are there (#hold).
import { afterNextFrame, createBoardView, loadDiagrams, loadDrawing, readPosition } from '../board/api.mjs';
import { fillTemplate } from '../i18n/lang.mjs';
import { boardStrings, loadBoardText } from '../i18n/board.mjs';
import { PlayController } from './controller.mjs';
import { OLDEST_BROWSERS, missingFeatures } from './support.mjs';
import { BOOLEAN_ATTRIBUTES, EARLY_MODES, VIEW_CALLBACKS, earlyMovable, langOf, readBoolean, readMode, readMovable } from './attributes.mjs';
import { HeldEvents } from './held-events.mjs';
import { controlsLoaded, loadControls, loadTouchMove, rethrowAs, rulesPromise, useRules } from './loads.mjs';

const Base = globalThis.HTMLElement ?? class {};
const errorDetail = (code, error) => ({ code, message: String((error && error.message) || error) });

export class ChessBoardElement extends Base {
  static get observedAttributes() {
    return ['fen', 'orientation', 'lang', 'mode', 'movable', 'clock', ...BOOLEAN_ATTRIBUTES];
  }

  /** Lets a page (or a test) supply the rules API, or a promise of it, before boards load. */
  static useRules(rules) { useRules(rules); }

  #view = null;
  #controller = null;
  #controls = null;
  #ready;
  #becameReady;
  #switchedLang = null; // the language of the last `lang` change whose words have loaded
  #events = new HeldEvents(this, (callback) => this.#afterFrame(callback));
  #early = null; // presses made before the rules arrived: {placement, intents: [[callback name, intent]]}
  #cancelAfterFrame = []; // cancels the calls put off until after a frame (afterNextFrame)
  #unsupported = false; // this browser cannot run the board: it shows why instead

  constructor() {
    super();
    this.#ready = new Promise((resolve) => { this.#becameReady = resolve; });
  }

  connectedCallback() {
    if (this.#view || this.#unsupported) return;
    let root = this.shadowRoot;
    if (!root) {
      root = this.attachShadow({ mode: 'open' });
      // The child's next touch or key first delivers the events of the last move, before the view
      // judges it: a lesson that answers a move by passing the turn back has done so, and one that
      // locks the board has locked it (capture phase: before the view's own listeners).
      for (const type of ['pointerdown', 'keydown', 'click']) root.addEventListener(type, () => this.#events.deliverEarlierMove(), true);
    }
    const lang = this.#lang();
    const missing = missingFeatures(globalThis);
    if (missing.length) {
      this.#showUnsupported(root, lang, missing);
      return;
    }
    // The board shows the fen's pieces (or the start) at once; the rules are not needed to draw.
    let position;
    try {
      position = readPosition(this.getAttribute('fen') || 'start');
    } catch {
      position = new Map();
    }
    const mode = readMode(this);
    const early = EARLY_MODES.includes(mode);
    const view = createBoardView(root, {
      position,
      orientation: this.getAttribute('orientation') === 'black' ? 'black' : 'white',
      coordinates: readBoolean(this, 'coordinates'),
      // A press before the rules are there is held (#hold); setup and free mode wait for them.
      interactive: early && readBoolean(this, 'interactive'),
      mode: early ? mode : 'play',
      sound: readBoolean(this, 'sound'),
      lang,
      movableColor: earlyMovable(this),
    }, Object.fromEntries(VIEW_CALLBACKS.map((name) => [name, (intent) => this.#hold(name, intent)])));
    this.#view = view;
    this.#switchedLang = null;
    // Fetch the chunks the attributes need while the rules load, not after (a failure is reported
    // when they are used).
    if (readBoolean(this, 'controls')) loadControls().catch(() => {});
    if (readBoolean(this, 'touch-move')) loadTouchMove().catch(() => {});
    if (readBoolean(this, 'draw')) loadDrawing().catch(() => {});
    // Wait a microtask so a page module that imports this file can still call useRules().
    // The words of the board and the controller come one language at a time, fetched alongside
    // the rules; the view redraws once they are there.
    Promise.resolve().then(() => Promise.all([rulesPromise(lang), loadBoardText(lang)])).then(([rules]) => {
      if (this.#view !== view) return undefined; // disconnected meanwhile
      // A `lang` change whose words came first (while the rules loaded) holds for the controller too.
      const controller = new PlayController({ view, rules, root, lang: this.#switchedLang ?? lang, emit: (type, detail, options) => this.#emit(type, detail, options) });
      this.#controller = controller;
      view.setCallbacks(this.#inputCallbacks(controller.callbacks()));
      controller.movable = readMovable(this);
      if (mode !== 'play') controller.setMode(mode);
      this.#loadFen(this.getAttribute('fen'));
      view.set({ interactive: readBoolean(this, 'interactive') });
      // `ready` (the promise and the event) waits for the controls, the touch-move rule and the
      // drawing tools when the board has them. Then the presses held meanwhile are judged, once
      // the page has answered `ready` and the board has drawn.
      const becameReady = (detail) => {
        this.#becameReady();
        this.#emit(detail ? 'error' : 'ready', detail ?? {});
        this.#afterFrame(() => this.#replayEarly());
      };
      return Promise.all([this.#updateControls(), this.#updateTouchMove(), this.#updateDrawing()]).then(() => {
        if (this.#view === view) becameReady(null);
      }, (error) => becameReady(errorDetail(error.code, error)));
    }, (error) => {
      this.#becameReady();
      this.#emit('error', errorDetail('RULES_LOAD', error));
      if (this.#view !== view) return;
      // Nothing can be judged: the child is told so, rather than left pressing a board that never answers.
      this.#early = null;
      view.setPending(null);
      view.set({ interactive: false });
      if (!readBoolean(this, 'interactive')) return;
      const lang = view.state.lang;
      // a file the page's security settings refused is no network problem, and the fix is the site's
      const message = error?.code === 'CSP_BLOCKED'
        ? () => fillTemplate(boardStrings[lang].loadBlocked, { file: error.file, directive: error.directive })
        : () => boardStrings[lang].loadFailed;
      loadBoardText(lang).then(() => view.setMessage(message()), () => {});
    });
  }

  /** In a browser that cannot run the board (support.mjs): a sentence in the page's language that
   *  says so, once its words have loaded, an `error` event, and `ready` resolved. */
  #showUnsupported(root, lang, missing) {
    this.#unsupported = true;
    const note = this.ownerDocument.createElement('p');
    note.setAttribute('role', 'alert');
    note.setAttribute('lang', lang);
    note.className = 'cb-unsupported';
    root.replaceChildren(note);
    const browsers = OLDEST_BROWSERS.map(([name, version]) => `${name} ${version}`).join(lang === 'en' ? ', ' : '、');
    const said = loadBoardText(lang).then(() => { note.textContent = fillTemplate(boardStrings[lang].unsupported, { browsers }); }, () => {});
    said.then(() => {
      this.#becameReady();
      this.#emit('error', { code: 'BROWSER_UNSUPPORTED', message: `<chess-board> needs ${missing.join(', ')}, which this browser lacks` });
    });
  }

  /**
   * A press made before the rules arrived (the view's intent for callback `name`): held, to be
   * judged in order once they are there (#replayEarly). The board shows that it is busy, the
   * squares the presses name as pending, and says that it is almost ready.
   */
  #hold(name, intent) {
    const view = this.#view;
    if (!this.#early) {
      const early = { placement: view.getPlacement(), intents: [] };
      this.#early = early;
      const { lang } = view.state;
      loadBoardText(lang).then(() => {
        if (this.#early === early) view.announce(boardStrings[lang].loading);
      }, () => {});
    }
    this.#early.intents.push([name, intent]);
    const squares = new Set();
    for (const [, held] of this.#early.intents) for (const square of [held.from, held.to, held.square]) if (square) squares.add(square);
    view.setPending([...squares]);
  }

  /** Judges the presses held before the rules arrived, unless the position has changed since
   *  (the page answered `ready` with another one): those presses were on the one before. */
  #replayEarly() {
    const early = this.#early;
    this.#early = null;
    const view = this.#view;
    if (!early || !view || !this.#controller) return;
    view.setPending(null);
    if (view.getPlacement() !== early.placement) {
      view.select(null);
      return;
    }
    for (const [name, intent] of early.intents) view.callbacks[name]?.(intent);
  }

  disconnectedCallback() {
    if (!this.#view) return;
    this.#events.deliverAll(); // while the board still works, for listeners that call it
    if (this.#controls) this.#controls.destroy();
    this.#controls = null;
    this.#controller?.touchMove?.destroy();
    this.#early = null;
    for (const cancel of this.#cancelAfterFrame) cancel();
    this.#cancelAfterFrame = [];
    this.#view.destroy();
    this.#view = null;
    this.#controller = null;
  }

  attributeChangedCallback(name, oldValue, value) {
    const view = this.#view;
    if (!view || oldValue === value) return;
    if (name === 'orientation') view.setOrientation(value === 'black' ? 'black' : 'white');
    else if (name === 'coordinates' || name === 'sound') view.set({ [name]: readBoolean(this, name) });
    else if (name === 'lang') {
      const lang = this.#lang();
      view.setLang(lang);
      // The controller and the controls switch once that language's words have loaded (the view
      // redraws then too); `ready` waits for that.
      const switched = loadBoardText(lang).then(() => {
        if (this.#view === view) view.requestRedraw();
        if (this.#view !== view || this.#lang() !== lang) return; // gone, or switched again meanwhile
        this.#switchedLang = lang;
        this.#controller?.setLang(lang);
        this.#controls?.setLang(lang);
      }, (error) => this.#emit('error', errorDetail('TEXT_LOAD', error)));
      this.#ready = Promise.all([this.#ready, switched]).then(() => {});
    }
    const controller = this.#controller;
    if (!controller) {
      // Until the rules are there, the view follows what it draws and who may press; the rest
      // waits for them (connectedCallback reads the attributes then).
      if (name === 'interactive') view.set({ interactive: readBoolean(this, 'interactive') && EARLY_MODES.includes(readMode(this)) });
      else if (name === 'movable') view.setMovableColor(earlyMovable(this));
      else if (name === 'fen') {
        try {
          view.setPosition(readPosition(value || 'start'), { animate: false });
          view.setMovableColor(earlyMovable(this));
        } catch {
          // A bad fen is reported once the rules can say why (#loadFen).
        }
      }
      return;
    }
    if (name === 'interactive') view.set({ interactive: readBoolean(this, 'interactive') });
    else if (name === 'touch-move') {
      // The first time it is on, its module loads; `ready` waits for it.
      const updated = this.#updateTouchMove().catch((error) => this.#emit('error', errorDetail(error.code, error)));
      this.#ready = Promise.all([this.#ready, updated]).then(() => {});
    }
    else if (name === 'movable') controller.setMovable(readMovable(this));
    else if (name === 'mode') {
      const result = controller.setMode(readMode(this));
      if (!result.ok) {
        // The board stays in its mode, and the attribute says so.
        this.setAttribute('mode', controller.mode);
        this.#emit('error', result.error);
      }
    } else if (name === 'fen' && value !== controller.fen()) this.#loadFen(value);
    else if (name === 'controls') {
      this.#updateControls().catch((error) => this.#emit('error', errorDetail(error.code, error)));
    } else if (name === 'draw') {
      // The first time it is on, its module loads; `ready` waits for it.
      const updated = this.#updateDrawing().catch((error) => this.#emit('error', errorDetail(error.code, error)));
      this.#ready = Promise.all([this.#ready, updated]).then(() => {});
    } else if (name === 'clock' && this.#controls) this.#controls.setClock(controlsLoaded().parseClock(value));
  }

  /** Shows or removes the game controls (the `controls` attribute; `clock="5+3"` adds a clock).
   *  Returns a promise that settles once they are shown (their module loads on first use). */
  #updateControls() {
    if (!readBoolean(this, 'controls')) {
      if (this.#controls) this.#controls.destroy();
      this.#controls = null;
      return Promise.resolve();
    }
    if (this.#controls) return Promise.resolve();
    const view = this.#view;
    return loadControls().then(({ GameControls, parseClock }) => {
      // Disconnected, already shown, or the attribute went away while the module loaded.
      if (this.#view !== view || this.#controls || !this.#controller || !readBoolean(this, 'controls')) return;
      this.#controls = new GameControls(this.shadowRoot, this.#controller, {
        lang: this.#lang(),
        clock: parseClock(this.getAttribute('clock')),
        flip: () => this.flip(),
      });
    }, rethrowAs('CONTROLS_LOAD'));
  }

  /** Follows the `touch-move` attribute; its module loads the first time it is on. */
  #updateTouchMove() {
    const controller = this.#controller;
    if (!readBoolean(this, 'touch-move')) {
      controller.setTouchMove(false);
      return Promise.resolve();
    }
    return loadTouchMove().then(({ TouchMove }) => {
      if (this.#controller === controller) controller.setTouchMove(readBoolean(this, 'touch-move'), TouchMove);
    }, rethrowAs('TOUCH_MOVE_LOAD'));
  }

  /** Follows the `draw` attribute: the drawing tools, whose module loads the first time it is on. */
  #updateDrawing() {
    const view = this.#view;
    if (!readBoolean(this, 'draw')) {
      if (view.drawing) view.setDrawing(null);
      return Promise.resolve();
    }
    if (view.drawing) return Promise.resolve();
    return loadDrawing().then(({ createDrawing }) => {
      if (this.#view === view && !view.drawing && readBoolean(this, 'draw')) view.setDrawing(createDrawing);
    }, rethrowAs('DRAW_LOAD'));
  }

  #lang() { return langOf(this); }

  #loadFen(fen) {
    const result = this.#controller.load(fen || undefined);
    if (!result.ok) this.#emit('error', result.error);
    return result;
  }

  /** Dispatches an event, holding a move the child made and what follows it (held-events.mjs). */
  #emit(type, detail, options) { return this.#events.emit(type, detail, options); }

  /**
   * The controller's intent callbacks, as the view calls them. The presses held before the rules
   * arrived are judged before a new one. The last move's held events were delivered when the
   * input began (the shadow root's listeners); an intent from elsewhere (a drag's release on the
   * document) delivers them here, and on a board the page locked for them it does nothing.
   */
  #inputCallbacks(callbacks) {
    const wrapped = {};
    for (const [name, callback] of Object.entries(callbacks)) {
      wrapped[name] = (intent) => {
        if (this.#early) this.#replayEarly();
        // an input that reached the view some other way than the shadow root's listeners
        if (this.#events.deliverEarlierMove() && this.#view && this.#view.state.inputLocked) {
          this.#view.select(null); // the view picked the piece up before it asked; put it down
          return null;
        }
        return callback(intent);
      };
    }
    return wrapped;
  }

  /** Calls `callback` in a task after the next frame, unless the board is taken off the page first. */
  #afterFrame(callback) {
    const cancel = afterNextFrame(this.#view.win, () => {
      this.#cancelAfterFrame = this.#cancelAfterFrame.filter((other) => other !== cancel);
      callback();
    });
    this.#cancelAfterFrame.push(cancel);
  }

  /** The controller or the view, or the programmer's mistake of calling too early, as an error. */
  #require(part, missing) {
    if (this.#unsupported) throw new Error('<chess-board>: this browser cannot run the board (see its error event)');
    if (!part) throw new Error(`<chess-board>: ${missing}`);
    return part;
  }
  #requireController() { return this.#require(this.#controller, 'not ready yet; await element.ready first'); }
  #requireView() { return this.#require(this.#view, 'not in a document'); }

  // ---- properties ----------------------------------------------------------------------

  /** Resolves when the board first takes input (after a `lang` change: once its words are there). */
  get ready() { return this.#ready; }
  get fen() { return this.#controller ? this.#controller.fen() : this.getAttribute('fen') || ''; }
  set fen(value) { this.setAttribute('fen', value); }

  // ---- the game ------------------------------------------------------------------------

  /** Sets the position; a bad FEN gives {ok: false, error} and keeps the board as it was. */
  setPosition(fen) { return this.#requireController().load(fen); }

  /** Plays on a rules game the caller opened (an exercise position, a history, other laws). The
   *  caller may read that game, and changes it only through this element. */
  setGame(game) { this.#requireController().useGame(game); }

  /** Plays a move (UCI or SAN) as a script, animated; fires beforemove and move with by: 'script'. */
  play(move) { return this.#playing().play(move, 'script'); }

  /** Takes back the last move; null while the board has no game. */
  undo() { return this.#requireController().undo(); }

  /** The side to move passes (exercise positions only). */
  pass() { return this.#playing().pass(); }

  /** The player to move touches the piece on `square` (adjust: says j'adoube and adjusts it), as a
   *  child's touch would be judged under touch-move; fires `touch`. */
  touch(square, options) { return this.#playing().touch(square, options); }

  /** A draw claim by the player to move; with an intended move, that move is played with it. */
  claimDraw(reason, intendedMove) { return this.#playing().claimDraw(reason, intendedMove); }

  /** The player to move offers a draw. */
  offerDraw() { return this.#playing().offerDraw(); }

  /** The other player accepts the pending draw offer. */
  acceptDraw() { return this.#playing().acceptDraw(); }

  /** `color` resigns ('w' | 'b' | 'white' | 'black'; by default the player to move). */
  resign(color) { return this.#playing().resign(color); }

  /** `color`'s time ran out. */
  flag(color) { return this.#playing().flag(color); }

  /** The moves played: SAN, or with {verbose: true} the rules' PlayedMove records. */
  history(options) { return this.#requireGame().history(options); }

  /** {result, reason, modern, message}, the message in the board's language. */
  outcome() {
    this.#requireGame();
    return this.#controller.outcome();
  }

  /** The side to move, 'w' or 'b'. */
  turn() { return this.#requireGame().turn(); }

  /** Whether the side to move is in check. */
  inCheck() { return this.#requireGame().inCheck(); }

  #requireGame() {
    const { game } = this.#requireController();
    if (!game) throw new Error('<chess-board>: no game in setup mode until its pieces make one');
    return game;
  }

  /** The controller, once it has a game to play on. */
  #playing() {
    this.#requireGame();
    return this.#controller;
  }

  // ---- the drawing ---------------------------------------------------------------------

  /** The square under a point in client coordinates (a pointer event's clientX, clientY), or null. */
  squareAt(clientX, clientY) { return this.#view ? this.#view.squareAt(clientX, clientY) : null; }

  flip() {
    this.setAttribute('orientation', this.#requireView().state.orientation === 'white' ? 'black' : 'white');
  }

  lock() { this.#requireView().lock(); }

  unlock() { this.#requireView().unlock(); }

  highlight(squares) { this.#requireView().setHighlights(squares || []); }

  arrows(list) { this.#requireView().setArrows(list || []); }

  markers(list) { this.#requireView().setMarkers(list || []); }

  /** Hatches the squares `color` attacks (a ColorName: 'w', 'white', 'b' or 'black'), or clears with null. */
  showAttacked(color) {
    const game = this.#requireGame();
    this.#view.showAttacked(color ? game.attackedSquares(color) : []);
  }

  clearAnnotations() { this.#requireView().clearAnnotations(); }

  announce(text) { this.#requireView().announce(text); }

  // ---- drawing by hand and diagrams ------------------------------------------------------

  /** What was drawn on the board by hand (the `draw` attribute): {arrows, circles}. */
  drawings() { return this.#requireView().getDrawings(); }

  /** Clears what was drawn by hand; a lesson's arrows and highlights stay. */
  clearDrawings() { this.#requireView().clearDrawings(); }

  /**
   * Saves the board as a picture, offered as a download: {format: 'svg' | 'png' (default),
   * size: pixels, 64 to 4096 (default 480), filename}. The picture has the position as shown
   * (orientation, coordinates), the arrows, highlights and markers, and what was drawn by hand
   * (circles as highlights of their colour). Resolves to {blob, filename}. The diagram module
   * loads on the first call.
   */
  async saveDiagram({ format = 'png', size = 480, filename } = {}) {
    const view = this.#requireView();
    const { state } = view;
    const drawn = view.getDrawings();
    const options = {
      position: view.getPlacement(),
      orientation: state.orientation,
      coordinates: state.coordinates,
      size,
      arrows: [...state.arrows, ...drawn.arrows],
      highlights: [...[...state.highlights].map(([square, kind]) => ({ square, kind })), ...drawn.circles],
      markers: [...state.markers].map(([square, kind]) => ({ square, kind })),
    };
    const diagrams = await loadDiagrams();
    const title = await diagrams.describeDiagram(options, state.lang);
    return diagrams.saveDiagram({
      ...options, format, title, document: this.ownerDocument,
      filename: filename ?? `chess-diagram-${size}.${format}`,
    });
  }
}

if (globalThis.customElements && !globalThis.customElements.get('chess-board')) {
  globalThis.customElements.define('chess-board', ChessBoardElement);
}
