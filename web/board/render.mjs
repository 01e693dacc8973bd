// Draws the state into the DOM. The board is flat: one background for the 64 squares (the grid's
// own), the pieces as <use> elements of one <svg>, each a shared <symbol> moved by its transform
// and kept by square from one redraw to the next, and the marks (last move, check, destinations,
// highlights, the square under a dragged piece…) as a few positioned elements (marks.mjs). The 64
// grid cells are empty: they carry the focus, the accessible names and the pointer, nothing drawn.
// A redraw visits only the cells and pieces whose state changed; a drag's frame moves the dragged
// piece and, when it crosses a square, one mark. Dynamic geometry goes through the CSSOM or SVG
// attributes, never style attributes in markup.
import { el, setAttr, setData, setHidden } from './dom.mjs';
import { createPieceDefs } from './pieces.mjs';
import { renderPromotion, renderTray } from './panels.mjs';
import { drawArrows, markerSvg, svgEl } from './arrows.mjs';
import { MarkLayer, marksOf } from './marks.mjs';
import { Lift } from './lift.mjs';
import { cellOfSquare, destinationKind, movableSides, pieceColor, squaresInScreenOrder } from './state.mjs';
import { boardStrings, pieceName, squareLabel } from '../i18n/board.mjs';
import { fillTemplate } from '../i18n/lang.mjs';

let boards = 0; // each board's symbols get ids of their own (two boards may share a document)

/** Builds the board's DOM inside `root` and returns the parts the renderer and input use. */
export function buildDom(root, doc) {
  const container = el(doc, 'div', 'cb cb-theme');
  const main = el(doc, 'div', 'cb-main');
  const boardWrap = el(doc, 'div', 'cb-board-wrap');
  const board = el(doc, 'div', 'cb-board', { role: 'grid' });
  const cells = [];
  for (let row = 0; row < 8; row++) {
    const rowEl = el(doc, 'div', 'cb-row', { role: 'row' });
    for (let col = 0; col < 8; col++) {
      const base = `cb-cell ${(row + col) % 2 ? 'cb-dark' : 'cb-light'}`;
      const cell = el(doc, 'div', base, { role: 'gridcell', tabindex: '-1' });
      rowEl.appendChild(cell);
      cells.push({ el: cell, base, square: null, piece: null, className: '', label: '', highlight: null, drawn: '' });
    }
    board.appendChild(rowEl);
  }
  // Coordinates live outside the grid cells, hidden from screen readers: each cell's name
  // already says its square, and a cell's visible text must not differ from its name.
  const coords = el(doc, 'div', 'cb-coords', { 'aria-hidden': 'true' });
  const rankColumn = el(doc, 'div', 'cb-ranks');
  const fileRow = el(doc, 'div', 'cb-files');
  const ranks = [];
  const files = [];
  for (let i = 0; i < 8; i++) {
    ranks.push(rankColumn.appendChild(el(doc, 'span', 'cb-coord cb-rank')));
    files.push(fileRow.appendChild(el(doc, 'span', 'cb-coord cb-file')));
  }
  coords.append(rankColumn, fileRow);
  const under = el(doc, 'div', 'cb-marks cb-marks-under', { 'aria-hidden': 'true' });
  const pieceIds = `cb${++boards}-`;
  const pieces = svgEl(doc, 'svg', { class: 'cb-pieces', viewBox: '0 0 8 8', 'aria-hidden': 'true', focusable: 'false' });
  pieces.appendChild(createPieceDefs(doc, pieceIds));
  const over = el(doc, 'div', 'cb-marks cb-marks-over', { 'aria-hidden': 'true' });
  const arrows = svgEl(doc, 'svg', { class: 'cb-arrows', viewBox: '0 0 8 8', 'aria-hidden': 'true', focusable: 'false' });
  const layer = el(doc, 'div', 'cb-layer', { 'aria-hidden': 'true' });
  const promotion = el(doc, 'div', 'cb-promotion', { role: 'dialog', 'aria-modal': 'true' });
  promotion.hidden = true;
  // The live region sits inside the square, whose layout is contained: a new announcement on a
  // move then lays out nothing outside the board.
  const live = el(doc, 'div', 'cb-visually-hidden cb-live', { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  boardWrap.append(board, under, pieces, over, coords, arrows, layer, promotion, live);
  main.appendChild(boardWrap);

  // The setup tray's buttons are made the first time the board is in setup mode (fillTray).
  const tray = el(doc, 'div', 'cb-tray', { role: 'toolbar' });
  tray.hidden = true;

  // The controller's words under the board (why a move was refused, what a rule asks of the child).
  const message = el(doc, 'p', 'cb-message', { role: 'alert' });
  message.hidden = true;

  const layout = el(doc, 'div', 'cb-layout');
  layout.append(main, tray);
  container.append(layout, message);
  root.appendChild(container);
  return {
    container, boardWrap, board, cells, ranks, files, under, pieces, pieceIds, over, arrows, layer, promotion, tray,
    removeButton: null, message, live, cellBySquare: new Map(),
  };
}

// A piece is drawn 96% of its square's size, 2% in from its corner.
const PIECE_INSET = 0.02;

/**
 * Where a piece's <use> stands on a square, in cells of the screen grid (the pieces' viewBox is
 * 8 × 8): 2% in from the square's corner, rounded to whole pixels once the board's size is known
 * (`cellPx`, a square's width), as a box laid out on the page is, and as a diagram draws it.
 */
function pieceOffset(square, orientation, cellPx) {
  const { col, row } = cellOfSquare(square, orientation);
  const snap = (index) => (cellPx ? Math.round((index + PIECE_INSET) * cellPx) / cellPx : index + PIECE_INSET);
  return { x: Number(snap(col).toFixed(4)), y: Number(snap(row).toFixed(4)) };
}

/** The squares whose cell shows anything beyond its piece, for one state. */
function flaggedSquares(state, marks) {
  const squares = new Set();
  for (const layer of marks) for (const mark of layer.values()) if (mark.square) squares.add(mark.square);
  for (const square of state.drawnCircles.keys()) squares.add(square);
  if (state.pending) for (const square of state.pending) squares.add(square);
  if (state.keyboardActive && state.focus) squares.add(state.focus);
  if (state.drag && state.drag.started && state.drag.origin) squares.add(state.drag.origin);
  return squares;
}

export class Renderer {
  constructor(dom, doc) {
    this.dom = dom;
    this.doc = doc;
    this.win = doc.defaultView;
    this.orientation = null;
    this.lang = null;
    this.arrowsKey = '';
    this.promotionKey = '';
    this.reducedMotion = undefined; // the reduced-motion query list, asked for at the first animation
    this.liveText = '';
    this.pieceEls = new Map(); // square → its piece's <use>
    this.drawnPieces = null; // the pieces Map last drawn
    this.flagged = new Set(); // squares whose cells showed a flag at the last redraw
    this.tabSquare = null;
    this.cellPx = 0; // a square's width in pixels, once the board has been laid out (setBoardSize)
    this.under = new MarkLayer(doc, dom.under);
    this.over = new MarkLayer(doc, dom.over);
    this.lift = new Lift(this);
  }

  render(state) {
    const { dom } = this;
    const dragging = Boolean(state.drag && state.drag.started);
    // The board's bounds are read once per drag, before anything is written this frame.
    if (dragging && !this.dragRect) this.dragRect = dom.board.getBoundingClientRect();
    if (!dragging) this.dragRect = null;
    let all = false;
    if (state.orientation !== this.orientation) all = this.placeSquares(state.orientation);
    // The language's strings may arrive after the first draw (web/i18n/board.mjs loads them).
    if (state.lang !== this.lang || boardStrings[state.lang] !== this.strings) all = this.applyLang(state.lang);
    dom.container.classList.toggle('no-coordinates', !state.coordinates);
    dom.container.classList.toggle('has-tray', state.mode === 'setup');
    dom.container.classList.toggle('is-busy', state.pending !== null);
    setAttr(dom.board, 'aria-busy', String(state.pending !== null));
    setData(dom.container, 'mode', state.mode);
    setData(dom.container, 'orientation', state.orientation);
    // Whose pieces can be picked up is said on the board; the stylesheet reads only whether any
    // can (can-move), which changes when input is locked, not with each move: a movable piece's
    // cell takes the touch and shows the grab cursor as long as its square holds a piece.
    const movable = movableSides(state);
    setData(dom.container, 'movable', movable);
    dom.container.classList.toggle('can-move', movable !== 'none');
    setAttr(dom.board, 'aria-disabled', String(!state.interactive || state.inputLocked));

    const changed = this.renderPieces(state);
    const marks = marksOf(state);
    this.under.update(marks[0], state.orientation);
    this.over.update(marks[1], state.orientation);
    this.renderCells(state, marks, changed, all);
    drawArrows(this, state);
    this.renderDrag(state);
    this.renderPromotion(state);
    this.renderTray(state);
    this.renderMessage(state);
    if (state.announcement !== this.liveText) {
      this.liveText = state.announcement;
      dom.live.textContent = state.announcement;
    }
    this.runAnimations(state);
    this.moveFocus(state);
  }

  /** The board is `width` pixels wide (the view's ResizeObserver says so after a layout): the
   *  pieces are put on whole pixels for that size. */
  setBoardSize(width) {
    const cellPx = width > 0 ? width / 8 : 0;
    if (cellPx === this.cellPx) return;
    this.cellPx = cellPx;
    this.placePieces();
  }

  placePieces() {
    for (const [square, node] of this.pieceEls) this.placePiece(node, square);
  }

  placePiece(node, square) {
    const { x, y } = pieceOffset(square, this.orientation, this.cellPx);
    node.setAttribute('transform', `translate(${x} ${y})`);
  }

  placeSquares(orientation) {
    this.orientation = orientation;
    const squares = squaresInScreenOrder(orientation);
    this.dom.cellBySquare.clear();
    this.dom.cells.forEach((cell, index) => {
      cell.square = squares[index];
      cell.el.dataset.square = cell.square;
      this.dom.cellBySquare.set(cell.square, cell);
    });
    // Rank numbers down the left edge, file letters along the bottom edge.
    this.dom.ranks.forEach((span, row) => { span.textContent = squares[row * 8][1]; });
    this.dom.files.forEach((span, col) => { span.textContent = squares[56 + col][0]; });
    this.placePieces();
    this.arrowsKey = '';
    return true;
  }

  applyLang(lang) {
    this.lang = lang;
    const { dom } = this;
    const strings = boardStrings[lang];
    this.strings = strings;
    dom.container.setAttribute('lang', lang);
    dom.board.setAttribute('aria-label', strings.board);
    dom.tray.setAttribute('aria-label', strings.tray);
    for (const button of dom.tray.querySelectorAll('.cb-tray-piece')) {
      button.setAttribute('aria-label', pieceName(lang, button.dataset.tool));
    }
    if (dom.removeButton) dom.removeButton.textContent = strings.removeTool;
    this.promotionKey = '';
    for (const cell of dom.cells) {
      cell.label = '';
      cell.drawn = ''; // the names are worded again
    }
    return true;
  }

  /**
   * Brings the pieces' <use> elements in line with state.pieces: those whose square kept its piece
   * stay as they are, a piece that moved keeps its element (the one on the square it came from,
   * then any of the same letter), and only what is left over is made or removed. Returns the
   * squares whose piece changed.
   */
  renderPieces(state) {
    const { pieces } = state;
    if (pieces === this.drawnPieces) return [];
    this.drawnPieces = pieces;
    const changed = [];
    const kept = new Map();
    const spare = [];
    for (const [square, node] of this.pieceEls) {
      if (pieces.get(square) === node.dataset.piece) kept.set(square, node);
      else {
        spare.push(node);
        changed.push(square);
      }
    }
    const cameFrom = new Map(state.pendingAnimations.map(({ from, to }) => [to, from]));
    for (const [square, piece] of pieces) {
      if (kept.has(square)) continue;
      changed.push(square);
      const from = cameFrom.get(square);
      let index = from ? spare.findIndex((node) => node.dataset.at === from) : -1;
      if (index < 0) index = spare.findIndex((node) => node.dataset.piece === piece);
      if (index < 0 && spare.length) index = 0;
      const node = index >= 0 ? spare.splice(index, 1)[0]
        : this.dom.pieces.appendChild(svgEl(this.doc, 'use', { class: 'cb-board-piece', width: 1 - 2 * PIECE_INSET, height: 1 - 2 * PIECE_INSET }));
      if (node.dataset.piece !== piece) {
        node.setAttribute('href', `#${this.dom.pieceIds}${piece}`);
        node.dataset.piece = piece;
      }
      node.dataset.at = square;
      this.placePiece(node, square);
      kept.set(square, node);
    }
    for (const node of spare) node.remove();
    this.pieceEls = kept;
    return changed;
  }

  /** Redraws the cells whose piece, flags or name may have changed (all 64 after a turn or a new language). */
  renderCells(state, marks, changed, all) {
    const flagged = flaggedSquares(state, marks);
    const tabSquare = state.focus || state.selected || (state.orientation === 'black' ? 'h8' : 'a1');
    const visit = all ? this.dom.cellBySquare.keys() : new Set([...this.flagged, ...flagged, ...changed, tabSquare, this.tabSquare]);
    this.flagged = flagged;
    this.tabSquare = tabSquare;
    for (const square of visit) {
      const cell = square && this.dom.cellBySquare.get(square);
      if (cell) this.renderCell(cell, state, tabSquare);
    }
  }

  renderCell(cell, state, tabSquare) {
    const { square } = cell;
    const piece = state.pieces.get(square) || null;
    const strings = boardStrings[state.lang];
    const dest = destinationKind(state, square);
    const highlight = state.highlights.get(square) || null;
    const marker = state.markers.get(square) || null;
    const circle = state.drawnCircles.get(square) || null;
    // The cell's classes say its state (pages, tests and the focus ring read them); what shows
    // it is drawn by the marks.
    const flags = {
      'is-selected': state.selected === square,
      'is-dest': dest === 'move',
      'is-capture': dest === 'capture',
      'is-last': Boolean(state.lastMove && state.lastMove.includes(square)),
      'is-check': state.check === square,
      'is-forced': state.forcedSelection === square,
      'is-attacked': state.attacked.has(square),
      'is-drag-origin': Boolean(state.drag && state.drag.started && state.drag.origin === square),
      'is-focus': state.keyboardActive && state.focus === square,
      'is-pending': Boolean(state.pending && state.pending.has(square)),
    };
    const className = Object.keys(flags).filter((name) => flags[name]).join(' ');
    const tabIndex = square === tabSquare ? 0 : -1;
    const drawn = `${square} ${piece} ${dest} ${highlight} ${marker} ${circle} ${tabIndex} ${state.lang} ${className}`;
    if (drawn === cell.drawn) return;
    cell.drawn = drawn;
    if (className !== cell.className) {
      cell.el.setAttribute('class', className ? `${cell.base} ${className}` : cell.base);
      cell.className = className;
    }
    if (cell.el.tabIndex !== tabIndex) cell.el.tabIndex = tabIndex;
    setAttr(cell.el, 'aria-selected', String(flags['is-selected']));
    if (highlight !== cell.highlight) {
      if (highlight) cell.el.dataset.highlight = highlight;
      else delete cell.el.dataset.highlight;
      cell.highlight = highlight;
    }
    if (piece !== cell.piece) {
      // A piece's cell takes a touch for a drag (while input is on) and shows the grab cursor.
      if (piece) setData(cell.el, 'side', pieceColor(piece));
      else delete cell.el.dataset.side;
      cell.piece = piece;
    }

    // The accessible name says in words everything the colours and shapes show.
    const parts = [squareLabel(state.lang, square, piece)];
    if (flags['is-selected']) parts.push(strings.selected);
    if (flags['is-forced']) parts.push(strings.forced);
    if (dest === 'move') parts.push(strings.destination);
    if (dest === 'capture') parts.push(strings.captureTarget);
    if (flags['is-check']) parts.push(strings.inCheck);
    if (flags['is-last']) parts.push(strings.lastMove);
    if (flags['is-attacked']) parts.push(strings.attacked);
    if (highlight) parts.push(strings.highlight[highlight]);
    if (marker) parts.push(strings[marker]);
    if (circle) parts.push(fillTemplate(strings.drawnCircle, { color: strings.drawColors[circle] }));
    const label = parts.join(state.lang === 'en' ? ', ' : '，');
    if (label !== cell.label) {
      cell.el.setAttribute('aria-label', label);
      cell.label = label;
    }
  }

  /** A marker's picture (web/board/diagram.mjs draws its markers with it, `this` being {doc}). */
  markerSvg(kind) {
    return markerSvg(this.doc, kind);
  }

  /** The arrows and circles (web/board/diagram.mjs draws a diagram's with it, `this` being
   *  {doc, dom: {arrows}, arrowsKey} and the state {orientation, arrows}). */
  renderArrows(state) {
    drawArrows(this, state);
  }

  /** The drag under way: the lifted piece, the faded one, the square under it (lift.mjs). */
  renderDrag(state) {
    this.lift.render(state);
  }

  /** One frame of a drag, drawn by lift.mjs alone; canDragFrame: can this frame be? */
  dragFrame(state) {
    this.lift.frame(state);
  }

  canDragFrame(state) {
    return this.lift.canFrame(state);
  }

  /** The board's bounds, read once when a drag starts (null between drags, or after a scroll). */
  get dragRect() { return this.lift.rect; }

  set dragRect(rect) { this.lift.rect = rect; }

  renderPromotion(state) {
    renderPromotion(this, state);
  }

  renderTray(state) {
    renderTray(this, state);
  }

  renderMessage(state) {
    const { message } = this.dom;
    const text = state.message || '';
    if (message.textContent !== text) message.textContent = text;
    setHidden(message, !text);
  }

  runAnimations(state) {
    const moves = state.pendingAnimations;
    if (!moves.length) return;
    state.pendingAnimations = [];
    // One query list, asked again at each move: its answer follows the setting.
    if (this.reducedMotion === undefined) this.reducedMotion = this.win?.matchMedia?.('(prefers-reduced-motion: reduce)') ?? null;
    const reduced = this.reducedMotion?.matches;
    if (reduced || state.animationMs <= 0) return;
    for (const { from, to } of moves) {
      const node = this.pieceEls.get(to);
      if (!node || typeof node.animate !== 'function') continue;
      const a = pieceOffset(from, state.orientation, this.cellPx);
      const b = pieceOffset(to, state.orientation, this.cellPx);
      // Drawn last, the sliding piece passes over the others (SVG paints in document order).
      if (node.nextSibling) this.dom.pieces.appendChild(node);
      // A CSS transform on an SVG element counts px in the element's user units, cells here.
      node.animate([{ transform: `translate(${a.x}px, ${a.y}px)` }, { transform: `translate(${b.x}px, ${b.y}px)` }], {
        duration: state.animationMs,
        easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)',
      });
    }
  }

  /** Keeps DOM focus on the keyboard's square, and in the chooser while it is open. */
  moveFocus(state) {
    if (this.pendingFocus) {
      this.pendingFocus.focus({ preventScroll: true });
      this.pendingFocus = null;
      return;
    }
    if (!state.keyboardActive || !state.focus) return;
    const active = this.dom.container.getRootNode().activeElement;
    const cell = this.dom.cellBySquare.get(state.focus);
    if (cell && active && active !== cell.el && this.dom.board.contains(active)) cell.el.focus({ preventScroll: true });
  }
}
