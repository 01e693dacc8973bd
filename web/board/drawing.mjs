// Drawing on the board by hand, for a class: arrows and circles, as a teacher draws on a projector.
// A module of its own, fetched only by a board that draws (the element's `draw` attribute).
//
//   - Mouse: a right-button drag from one square to another draws an arrow; a right-click on one
//     square draws a circle round it. Shift draws red, Alt (or ⌘) blue, otherwise the colour chosen
//     in the tools (green at first).
//   - Finger, pen, or the left button: in draw mode (the tools' first button) every press draws the
//     same way, and no piece is picked up.
//   - Keyboard: in draw mode, Enter on one square and then on another draws an arrow, twice on the
//     same square a circle; Esc lets go of the first square.
//   - Drawing the same shape again in the same colour takes it away; in another colour, recolours it.
//   - Clearing: the tools' clear button, or, outside draw mode, a plain press on the board that is
//     not taken over by the browser (a click, a tap, a piece moved), as on Lichess.
// Every change is said to screen readers. The shapes are view state (state.drawnArrows,
// state.drawnCircles); the renderer draws them with the board's arrows, apart from a lesson's own,
// which neither drawing nor clearing touches. Their colours are the marks' kinds: green is good
// (solid), red is bad (dashed), blue is hint (dotted), so a shape never rests on colour alone.
//
// This module imports nothing: the view hands it the helpers it uses (BoardView.setDrawing), so
// that its chunk shares no module with the board's, and a board page downloads no extra chunk.

export const DRAW_KINDS = Object.freeze(['good', 'bad', 'hint']);

// Colours and fonts come from the board's .cb-theme custom properties (same root).
const DRAWING_CSS = `.cb-draw { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 8px; }
.cb-draw .cb-button { padding: 4px 12px; font-size: var(--board-tools-font-size, 16px); display: inline-flex; align-items: center; gap: 6px; }
.cb-draw .cb-button[aria-pressed="true"] { background: var(--_selected); border-color: var(--_selected); color: #fff; }
.cb-draw .cb-button:disabled { opacity: 0.5; cursor: default; }
.cb-draw-swatch { display: inline-block; width: 22px; height: 0; border-top: 5px solid var(--_good); }
.cb-draw-swatch[data-kind="bad"] { border-top-style: dashed; border-top-color: var(--_bad); }
.cb-draw-swatch[data-kind="hint"] { border-top-style: dotted; border-top-color: var(--_hint); }
.cb-draw .cb-button[aria-pressed="true"] .cb-draw-swatch { border-top-color: #fff; }
.cb.is-draw-mode .cb-board { touch-action: none; }
.cb.is-draw-mode .cb-board, .cb.is-draw-mode .cb-cell { cursor: crosshair; }
.cb-circle { fill: none; stroke-width: 0.08; opacity: 0.85; }
.cb-circle[data-kind="good"] { stroke: var(--_good); }
.cb-circle[data-kind="bad"] { stroke: var(--_bad); stroke-dasharray: 0.22 0.12; }
.cb-circle[data-kind="hint"] { stroke: var(--_hint); stroke-dasharray: 0.01 0.16; stroke-linecap: round; stroke-width: 0.1; }
.cb-arrows .is-preview { opacity: 0.5; }
`;

/** The colour a press draws in: Shift red, Alt or ⌘ blue, else the chosen one. */
function kindOf(event, chosen) {
  if (event.shiftKey) return 'bad';
  if (event.altKey || event.metaKey) return 'hint';
  return chosen;
}

export class Drawing {
  /** view: the BoardView to draw on; the tools go under the board, above its message. helpers:
   *  {adoptStylesheet, el, setAttr, setText, boardStrings, fillTemplate} of dom.mjs and web/i18n. */
  constructor(view, helpers) {
    this.view = view;
    this.doc = view.doc;
    this.helpers = helpers;
    const { adoptStylesheet } = helpers;
    this.on = false; // draw mode: every press draws
    this.kind = 'good'; // the colour chosen in the tools
    this.press = null; // the pointer drawing now: {pointerId}
    this.clearWith = null; // outside draw mode: the press that clears when it ends as a press
    this.removeStyles = adoptStylesheet(view.root, DRAWING_CSS);
    this.build();
    this.bindings = [];
    const on = (target, type, handler) => {
      target.addEventListener(type, handler);
      this.bindings.push([target, type, handler]);
    };
    on(this.tools, 'click', (event) => this.onToolClick(event));
    on(this.doc, 'pointermove', (event) => this.onPointerMove(event));
    on(this.doc, 'pointerup', (event) => this.onPointerUp(event));
    on(this.doc, 'pointercancel', (event) => this.onPointerCancel(event));
  }

  build() {
    const { doc } = this;
    const { el } = this.helpers;
    const button = (action, extra = {}) => el(doc, 'button', 'cb-button', { type: 'button', 'data-draw': action, ...extra });
    this.tools = el(doc, 'div', 'cb-draw', { role: 'toolbar' });
    this.modeButton = button('mode', { 'aria-pressed': 'false' });
    this.kindButtons = DRAW_KINDS.map((kind) => {
      const choice = button('kind', { 'data-kind': kind, 'aria-pressed': String(kind === this.kind) });
      choice.append(el(doc, 'span', 'cb-draw-swatch', { 'data-kind': kind, 'aria-hidden': 'true' }), el(doc, 'span', 'cb-draw-name'));
      return choice;
    });
    this.clearButton = button('clear');
    this.tools.append(this.modeButton, ...this.kindButtons, this.clearButton);
    const { container, message } = this.view.dom;
    container.insertBefore(this.tools, message);
  }

  /** Draws the tools after each redraw of the board: their words, and which are pressed. */
  render(state) {
    const { boardStrings, setAttr, setText } = this.helpers;
    const strings = boardStrings[state.lang];
    this.view.dom.container.classList.toggle('is-draw-mode', this.on);
    setAttr(this.tools, 'aria-label', strings.drawTools);
    setText(this.modeButton, `✎ ${strings.drawMode}`);
    setAttr(this.modeButton, 'title', strings.drawModeHint);
    setAttr(this.modeButton, 'aria-pressed', String(this.on));
    for (const choice of this.kindButtons) {
      setText(choice.lastChild, strings.drawColors[choice.dataset.kind]);
      setAttr(choice, 'aria-pressed', String(choice.dataset.kind === this.kind));
    }
    setText(this.clearButton, strings.clearDrawings);
    const empty = state.drawnArrows.length === 0 && state.drawnCircles.size === 0;
    if (this.clearButton.disabled !== empty) this.clearButton.disabled = empty;
  }

  onToolClick(event) {
    const button = event.target && event.target.closest ? event.target.closest('[data-draw]') : null;
    if (!button) return;
    const action = button.dataset.draw;
    if (action === 'mode') this.setMode(!this.on);
    else if (action === 'kind') this.kind = button.dataset.kind;
    else if (action === 'clear') this.clear();
    this.view.requestRedraw();
  }

  /** Draw mode on or off. Off, a shape begun by the keyboard is let go. */
  setMode(on) {
    this.on = Boolean(on);
    if (!this.on) this.cancel();
    this.view.requestRedraw();
  }

  // ---- input (called by input.mjs and the listeners above) --------------------------------

  /** A press on the board; returns true when it draws (the board then does nothing else with it). */
  pointerDown(event) {
    const cell = event.target && event.target.closest ? event.target.closest('.cb-cell') : null;
    if (!cell || event.isPrimary === false) return false;
    const mouse = (event.pointerType || 'mouse') === 'mouse';
    const right = mouse && event.button === 2;
    if (!right && !(this.on && event.button === 0)) {
      // A plain press outside draw mode: it clears what was drawn, once it has ended as a press.
      if (event.button === 0) this.clearWith = event.pointerId;
      return false;
    }
    event.preventDefault();
    const square = cell.dataset.square;
    this.press = { pointerId: event.pointerId };
    this.view.change((state) => { state.drawingNow = { from: square, to: square, kind: kindOf(event, this.kind) }; });
    return true;
  }

  onPointerMove(event) {
    if (!this.press || event.pointerId !== this.press.pointerId) return;
    const to = this.view.squareAt(event.clientX, event.clientY);
    const now = this.view.state.drawingNow;
    if (now && to !== now.to) this.view.change((state) => { state.drawingNow = { ...now, to }; });
  }

  onPointerUp(event) {
    if (this.clearWith !== null && event.pointerId === this.clearWith) {
      this.clearWith = null;
      this.clear();
    }
    if (!this.press || event.pointerId !== this.press.pointerId) return;
    this.press = null;
    const now = this.view.state.drawingNow;
    const to = this.view.squareAt(event.clientX, event.clientY);
    this.view.change((state) => { state.drawingNow = null; });
    // Released off the board: nothing is drawn.
    if (now && to) this.finish(now.from, to, now.kind);
  }

  onPointerCancel(event) {
    if (event.pointerId === this.clearWith) this.clearWith = null;
    if (this.press && event.pointerId === this.press.pointerId) {
      this.press = null;
      this.cancel();
    }
  }

  /** Enter or Space on `square` in draw mode: the first end of a shape, then the second. Returns
   *  whether it drew (outside draw mode the board handles the key as usual). */
  keyPress(square) {
    if (!this.on) return false;
    const now = this.view.state.drawingNow;
    if (!now) {
      this.view.change((state) => { state.drawingNow = { from: square, to: null, kind: this.kind }; });
      return true;
    }
    this.view.change((state) => { state.drawingNow = null; });
    this.finish(now.from, square, now.kind);
    return true;
  }

  /** Lets go of a shape being drawn; returns whether there was one. */
  cancel() {
    if (!this.view.state.drawingNow) return false;
    this.press = null;
    this.view.change((state) => { state.drawingNow = null; });
    return true;
  }

  // ---- the shapes ----------------------------------------------------------------------

  /** A shape from `from` to `to` (the same square: a circle), drawn, recoloured or taken away. */
  finish(from, to, kind) {
    const { boardStrings, fillTemplate } = this.helpers;
    const strings = boardStrings[this.view.state.lang];
    const color = strings.drawColors[kind];
    let words;
    this.view.change((state) => {
      if (from === to) {
        const circles = new Map(state.drawnCircles);
        if (circles.get(from) === kind) {
          circles.delete(from);
          words = fillTemplate(strings.erasedCircle, { square: from });
        } else {
          circles.set(from, kind);
          words = fillTemplate(strings.drewCircle, { square: from, color });
        }
        state.drawnCircles = circles;
        return;
      }
      const arrows = state.drawnArrows.filter((arrow) => arrow.from !== from || arrow.to !== to);
      const before = state.drawnArrows.find((arrow) => arrow.from === from && arrow.to === to);
      if (before && before.kind === kind) {
        words = fillTemplate(strings.erasedArrow, { from, to });
      } else {
        arrows.push({ from, to, kind });
        words = fillTemplate(strings.drewArrow, { from, to, color });
      }
      state.drawnArrows = arrows;
    });
    this.view.announce(words);
  }

  /** Clears every drawn shape, and says so when there were any. */
  clear() {
    if (this.view.clearDrawings()) this.view.announce(this.helpers.boardStrings[this.view.state.lang].clearedDrawings);
  }

  destroy() {
    for (const [target, type, handler] of this.bindings) target.removeEventListener(type, handler);
    this.bindings = [];
    this.tools.remove();
    this.removeStyles();
    this.view.dom.container.classList.remove('is-draw-mode');
  }
}

/** The factory BoardView.setDrawing takes. */
export function createDrawing(view, helpers) {
  return new Drawing(view, helpers);
}
