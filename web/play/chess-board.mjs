// <chess-board>: a custom element with shadow DOM. Attributes in, events out; the board view
// draws, the controller asks the rules. Importing this module registers the element.
//
//   <chess-board fen="…" orientation="white" interactive lang="zh-Hans" touch-move sound
//                mode="play|free|setup" coordinates="false"></chess-board>
//
// Events (bubbling, composed): beforemove (cancelable), move, illegal, select, outcome,
// place, remove, error (a bad fen attribute; the board keeps its position), ready. A move the
// child made is reported a task after the board drew it (see emitEvent).
import { createBoardView } from '../board/api.mjs';
import { readPosition } from '../board/state.mjs';
import { loadChessRules } from '../rules/index.mjs';
import { matchLang } from '../i18n/lang.mjs';
import { loadBoardText } from '../i18n/board.mjs';
import { PlayController } from './controller.mjs';

// The game controls are a separate module, fetched only by a board with the `controls`
// attribute: a lesson or a plain board page does not download them (about 3 KB gzipped).
let controlsModule = null;
let loadedControls = null;
function loadControls() {
  if (!controlsModule) controlsModule = import('./controls.mjs').then((module) => { loadedControls = module; return module; });
  return controlsModule;
}

const BOOLEAN_ATTRIBUTES = ['interactive', 'coordinates', 'touch-move', 'sound', 'controls'];
const DEFAULTS = { interactive: false, coordinates: true, 'touch-move': false, sound: false, controls: false };
const Base = globalThis.HTMLElement ?? class {};

let sharedRules = null;

/** The rules API every board on the page shares; loaded once, on first use. */
function rulesPromise() {
  if (!sharedRules) sharedRules = loadChessRules();
  return sharedRules;
}

function readBoolean(element, name) {
  if (!element.hasAttribute(name)) return DEFAULTS[name];
  return element.getAttribute(name) !== 'false';
}

export class ChessBoardElement extends Base {
  static get observedAttributes() {
    return ['fen', 'orientation', 'lang', 'mode', 'clock', ...BOOLEAN_ATTRIBUTES];
  }

  /** Lets a page (or a test) supply the rules API, or a promise of it, before boards load. */
  static useRules(rules) {
    sharedRules = Promise.resolve(rules);
  }

  constructor() {
    super();
    this.view = null;
    this.controller = null;
    this.controls = null;
    this.ready = null;
    this.heldEvents = null; // events waiting for the task after a move the child made
    this.heldFromEarlierTask = false;
  }

  connectedCallback() {
    if (this.view) return;
    const root = this.shadowRoot || this.attachShadow({ mode: 'open' });
    const lang = this.boardLang();
    // Until the rules load, the board shows the fen's pieces (or the start) without input.
    let position;
    try {
      position = readPosition(this.getAttribute('fen') || 'start');
    } catch {
      position = new Map();
    }
    this.view = createBoardView(root, {
      position,
      orientation: this.getAttribute('orientation') === 'black' ? 'black' : 'white',
      coordinates: readBoolean(this, 'coordinates'),
      interactive: false, // until the rules are loaded
      sound: readBoolean(this, 'sound'),
      lang,
      movableColor: null,
    }, {});
    const view = this.view;
    // Fetch the controls' chunk while the rules load, not after (updateControls reports a failure).
    if (readBoolean(this, 'controls')) loadControls().catch(() => {});
    // Wait a microtask so a page module that imports this file can still call useRules().
    // The words of the board and the controller come one language at a time, fetched alongside
    // the rules; the view redraws once they are there.
    this.ready = Promise.resolve().then(() => Promise.all([rulesPromise(), loadBoardText(lang)])).then(([rules]) => {
      if (this.view !== view) return; // disconnected meanwhile
      this.controller = new PlayController({ view, rules, lang, emit: (type, detail, options) => this.emitEvent(type, detail, options) });
      view.setCallbacks(this.inputAfterHeldEvents(this.controller.callbacks()));
      this.controller.setTouchMove(readBoolean(this, 'touch-move'));
      const mode = this.getAttribute('mode');
      if (mode === 'free' || mode === 'setup') this.controller.setMode(mode);
      this.loadFen(this.getAttribute('fen'));
      view.set({ interactive: readBoolean(this, 'interactive') });
      // `ready` (the promise and the event) waits for the controls when the board has them.
      return this.updateControls().then(() => {
        if (this.view === view) this.emitEvent('ready', {});
      }, (error) => {
        this.emitEvent('error', { code: 'CONTROLS_LOAD', message: String(error && error.message || error) });
      });
    }, (error) => {
      this.emitEvent('error', { code: 'RULES_LOAD', message: String(error && error.message || error) });
    });
  }

  disconnectedCallback() {
    if (!this.view) return;
    this.deliverHeldEvents(); // while the board still works, for listeners that call it
    if (this.controls) this.controls.destroy();
    this.controls = null;
    this.view.destroy();
    this.view = null;
    this.controller = null;
  }

  attributeChangedCallback(name, oldValue, value) {
    if (!this.view || oldValue === value) return;
    const view = this.view;
    if (name === 'orientation') view.setOrientation(value === 'black' ? 'black' : 'white');
    else if (name === 'coordinates' || name === 'sound') view.set({ [name]: readBoolean(this, name) });
    else if (name === 'lang') {
      const lang = this.boardLang();
      view.setLang(lang);
      // The controller and the controls switch once that language's words have loaded (the view
      // redraws then too); `ready` waits for that.
      const switched = loadBoardText(lang).then(() => {
        if (this.view === view) view.requestRedraw();
        if (this.view !== view || this.boardLang() !== lang) return; // gone, or switched again meanwhile
        this.controller?.setLang(lang);
        this.controls?.setLang(lang);
      }, (error) => this.emitEvent('error', { code: 'TEXT_LOAD', message: String(error && error.message || error) }));
      this.ready = Promise.all([this.ready, switched]).then(() => {});
    }
    if (!this.controller) return; // the rest waits for the rules; connectedCallback reads them
    if (name === 'interactive') view.set({ interactive: readBoolean(this, 'interactive') });
    else if (name === 'touch-move') this.controller.setTouchMove(readBoolean(this, 'touch-move'));
    else if (name === 'mode') {
      const result = this.controller.setMode(['free', 'setup'].includes(value) ? value : 'play');
      if (!result.ok) this.emitEvent('error', result.error);
    } else if (name === 'fen' && value !== this.controller.fen()) this.loadFen(value);
    else if (name === 'controls') {
      this.updateControls().catch((error) => this.emitEvent('error', { code: 'CONTROLS_LOAD', message: String(error && error.message || error) }));
    }
    else if (name === 'clock' && this.controls) this.controls.setClock(loadedControls.parseClock(value));
  }

  /** Shows or removes the game controls (the `controls` attribute; `clock="5+3"` adds a clock).
   *  Returns a promise that settles once they are shown (their module loads on first use). */
  updateControls() {
    if (!readBoolean(this, 'controls')) {
      if (this.controls) this.controls.destroy();
      this.controls = null;
      return Promise.resolve();
    }
    if (this.controls) return Promise.resolve();
    const view = this.view;
    return loadControls().then(({ GameControls, parseClock }) => {
      // Disconnected, already shown, or the attribute went away while the module loaded.
      if (this.view !== view || this.controls || !this.controller || !readBoolean(this, 'controls')) return;
      this.controls = new GameControls(this.shadowRoot, this.controller, {
        lang: this.boardLang(),
        clock: parseClock(this.getAttribute('clock')),
        flip: () => this.flip(),
      });
    });
  }

  boardLang() {
    const own = this.closest?.('[lang]')?.getAttribute('lang');
    const nav = globalThis.navigator;
    return matchLang(own) ?? matchLang(nav?.languages?.[0]) ?? matchLang(nav?.language) ?? 'en';
  }

  loadFen(fen) {
    const result = this.controller.load(fen || undefined);
    if (!result.ok) this.emitEvent('error', result.error);
    return result;
  }

  /**
   * Dispatches an event. A move the child made (`move` with by: 'user'), and every event after it
   * until then, reaches the page in a task after the current one: the board draws the move first,
   * and the page's own work for it (a move list, a lesson's checks) does not lengthen that frame.
   * A cancelable event (beforemove) is never held back, and first delivers the held ones, so the
   * page always sees events in the order they happened.
   */
  emitEvent(type, detail, { cancelable = false } = {}) {
    const event = new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable });
    if (cancelable) this.deliverHeldEvents();
    else if (this.heldEvents || (type === 'move' && detail.by === 'user')) {
      if (!this.heldEvents) {
        this.heldEvents = [];
        // Intents of the same input (a move, then the deselection) belong to that move's task.
        this.heldFromEarlierTask = false;
        queueMicrotask(() => { this.heldFromEarlierTask = true; });
        setTimeout(() => this.deliverHeldEvents(), 0);
      }
      this.heldEvents.push(event);
      return true;
    }
    return this.dispatchEvent(event);
  }

  /**
   * The child's next touch first delivers the events of the last move: a page that answers a move
   * by locking the board (a lesson about to reply) has done so before that touch is judged, and
   * a touch on a board locked that way does nothing.
   */
  inputAfterHeldEvents(callbacks) {
    const wrapped = {};
    for (const [name, callback] of Object.entries(callbacks)) {
      wrapped[name] = (intent) => {
        if (this.heldEvents && this.heldFromEarlierTask) {
          this.deliverHeldEvents();
          if (this.view && this.view.state.inputLocked) {
            this.view.select(null); // the view picked the piece up before it asked; put it down
            return null;
          }
        }
        return callback(intent);
      };
    }
    return wrapped;
  }

  deliverHeldEvents() {
    const events = this.heldEvents;
    if (!events) return;
    // A listener may start a script move (its beforemove delivers the rest of this same list
    // first), or emit more events (they join the end of it), so the list drains in place.
    while (events.length) this.dispatchEvent(events.shift());
    if (this.heldEvents === events) this.heldEvents = null;
  }

  // ---- the API lessons call ------------------------------------------------------------

  get fen() { return this.controller ? this.controller.fen() : this.getAttribute('fen') || ''; }

  set fen(value) { this.setAttribute('fen', value); }

  get game() { return this.controller?.game ?? null; }

  /** Sets the position; a bad FEN gives {ok: false, error} and keeps the board as it was. */
  setPosition(fen) { return this.requireController().load(fen); }

  /** Shows a rules game the caller opened (e.g. with {exercise: true} or a history) and plays on it. */
  setGame(game) { return this.requireController().useGame(game); }

  /** Redraws after the caller changed the game directly (a pass, a claim, an action). */
  refresh({ lastMove } = {}) {
    const controller = this.requireController();
    controller.sync(lastMove === undefined ? {} : { lastMove });
    if (controller.game.isOver()) controller.finish();
  }

  /** Plays a move (UCI or SAN) as a script, animated; fires beforemove and move with by: 'script'. */
  play(move) { return this.requireController().play(move, 'script'); }

  undo() { return this.requireController().undo(); }

  flip() {
    this.setAttribute('orientation', this.view.state.orientation === 'white' ? 'black' : 'white');
  }

  lock() { this.view.lock(); }

  unlock() { this.view.unlock(); }

  highlight(squares) { this.view.setHighlights(squares || []); }

  arrows(list) { this.view.setArrows(list || []); }

  markers(list) { this.view.setMarkers(list || []); }

  /** Hatches the squares `color` attacks ('white' | 'black'), or clears with null. */
  showAttacked(color) {
    const game = this.requireController().game;
    this.view.showAttacked(color ? game.attackedSquares(color) : []);
  }

  clearAnnotations() { this.view.clearAnnotations(); }

  announce(text) { this.view.announce(text); }

  requireController() {
    if (!this.controller) throw new Error('<chess-board>: not ready yet; await element.ready first');
    return this.controller;
  }
}

if (globalThis.customElements && !globalThis.customElements.get('chess-board')) {
  globalThis.customElements.define('chess-board', ChessBoardElement);
}
