// Draws the state into the DOM. The structure is built once; each redraw patches only what
// changed (classes, labels, pieces), so a frame stays cheap during a drag. All dynamic
// geometry goes through the CSSOM (style.setProperty / transform), never style attributes.
import { el, setAttr, setData, setHidden } from './dom.mjs';
import { createPieceSvg } from './pieces.mjs';
import {
  REMOVE_TOOL, cellOfSquare, destinationKind, movableSides, pieceColor, squaresInScreenOrder,
} from './state.mjs';
import { boardStrings, pieceName, squareLabel } from '../i18n/board.mjs';

const SVG_NS = 'http://www.w3.org/2000/svg';
const TRAY_PIECES = ['K', 'Q', 'R', 'B', 'N', 'P', 'k', 'q', 'r', 'b', 'n', 'p'];

function svgEl(doc, tag, attributes = {}) {
  const node = doc.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

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
      cell.appendChild(el(doc, 'span', 'cb-under'));
      cell.appendChild(el(doc, 'span', 'cb-over'));
      rowEl.appendChild(cell);
      cells.push({ el: cell, base, square: null, piece: null, className: '', label: '', marker: null, highlight: null, drawn: '' });
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
  const arrows = svgEl(doc, 'svg', { class: 'cb-arrows', viewBox: '0 0 8 8', 'aria-hidden': 'true', focusable: 'false' });
  const layer = el(doc, 'div', 'cb-layer', { 'aria-hidden': 'true' });
  const promotion = el(doc, 'div', 'cb-promotion', { role: 'dialog', 'aria-modal': 'true' });
  promotion.hidden = true;
  // The live region sits inside the square, whose layout is contained: a new announcement on a
  // move then lays out nothing outside the board.
  const live = el(doc, 'div', 'cb-visually-hidden cb-live', { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  boardWrap.append(board, coords, arrows, layer, promotion, live);
  main.appendChild(boardWrap);

  const tray = el(doc, 'div', 'cb-tray', { role: 'toolbar' });
  tray.hidden = true;
  for (const piece of TRAY_PIECES) {
    const button = el(doc, 'button', 'cb-button cb-tray-piece', { type: 'button', 'data-tool': piece, 'aria-pressed': 'false' });
    button.appendChild(createPieceSvg(doc, piece));
    tray.appendChild(button);
  }
  const removeButton = el(doc, 'button', 'cb-button cb-tray-remove', { type: 'button', 'data-tool': REMOVE_TOOL, 'aria-pressed': 'false' });
  tray.appendChild(removeButton);

  // The controller's words under the board (why a move was refused, what a rule asks of the child).
  const message = el(doc, 'p', 'cb-message', { role: 'alert' });
  message.hidden = true;

  const layout = el(doc, 'div', 'cb-layout');
  layout.append(main, tray);
  container.append(layout, message);
  root.appendChild(container);
  return { container, boardWrap, board, cells, ranks, files, arrows, layer, promotion, tray, removeButton, message, live, cellBySquare: new Map() };
}

/** Screen-space offset, in cells, from one square to another. */
function cellDelta(from, to, orientation) {
  const a = cellOfSquare(from, orientation);
  const b = cellOfSquare(to, orientation);
  return { dx: a.col - b.col, dy: a.row - b.row };
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
    this.ghost = null;
    this.ghostPiece = null;
    this.liveText = '';
    this.focusedSquare = null;
  }

  render(state) {
    const { dom } = this;
    // Geometry is read before anything is written: a read after a write would force a style and
    // layout pass in the middle of the frame, on top of the frame's own.
    const dragging = Boolean(state.drag && state.drag.started);
    const boardRect = dragging ? dom.board.getBoundingClientRect() : null;
    const wrapRect = dragging ? dom.boardWrap.getBoundingClientRect() : null;
    if (state.orientation !== this.orientation) this.placeSquares(state.orientation);
    // The language's strings may arrive after the first draw (web/i18n/board.mjs loads them).
    if (state.lang !== this.lang || boardStrings[state.lang] !== this.strings) this.applyLang(state.lang);
    dom.container.classList.toggle('no-coordinates', !state.coordinates);
    dom.container.classList.toggle('is-dragging', dragging);
    dom.container.classList.toggle('has-tray', state.mode === 'setup');
    setData(dom.container, 'mode', state.mode);
    setData(dom.container, 'orientation', state.orientation);
    // Which side's pieces can be picked up is one attribute on the board, matched against each
    // square's data-side in CSS: the side to move changes with every move, and a class on each
    // piece's square would restyle some 32 squares per move instead of the two that changed.
    setData(dom.container, 'movable', movableSides(state));
    setAttr(dom.board, 'aria-disabled', String(!state.interactive || state.inputLocked));

    const dragOver = dragging ? this.squareUnderDrag(state, boardRect) : null;
    const tabSquare = state.focus || state.selected || (state.orientation === 'black' ? 'h8' : 'a1');
    for (const cell of dom.cells) this.renderCell(cell, state, dragOver, tabSquare);

    this.renderArrows(state);
    this.renderDrag(state, wrapRect);
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
    this.arrowsKey = '';
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
    dom.removeButton.textContent = strings.removeTool;
    this.promotionKey = '';
    for (const cell of dom.cells) {
      cell.label = '';
      cell.drawn = ''; // the names are worded again
    }
  }

  renderCell(cell, state, dragOver, tabSquare) {
    const { square } = cell;
    const piece = state.pieces.get(square) || null;
    const strings = boardStrings[state.lang];
    const dest = destinationKind(state, square);
    const highlight = state.highlights.get(square) || null;
    const marker = state.markers.get(square) || null;
    const flags = {
      'is-selected': state.selected === square,
      'is-dest': dest === 'move',
      'is-capture': dest === 'capture',
      'is-last': Boolean(state.lastMove && state.lastMove.includes(square)),
      'is-check': state.check === square,
      'is-forced': state.forcedSelection === square,
      'is-attacked': state.attacked.has(square),
      'is-drag-origin': Boolean(state.drag && state.drag.started && state.drag.origin === square),
      'is-drag-over': dragOver === square,
      'is-focus': state.keyboardActive && state.focus === square,
    };
    const className = Object.keys(flags).filter((name) => flags[name]).join(' ');
    const tabIndex = square === tabSquare ? 0 : -1;
    // Everything the square shows follows from these; most squares are unchanged in most frames
    // (a drag changes one or two), so those skip the DOM and the words of their name.
    const drawn = `${square} ${piece} ${dest} ${highlight} ${marker} ${tabIndex} ${state.lang} ${className}`;
    if (drawn === cell.drawn) return;
    cell.drawn = drawn;
    if (className !== cell.className) {
      // One write: Blink schedules the style invalidation of every changed class in one go.
      cell.el.setAttribute('class', className ? `${cell.base} ${className}` : cell.base);
      cell.className = className;
    }
    if (cell.el.tabIndex !== tabIndex) cell.el.tabIndex = tabIndex;
    const selected = String(flags['is-selected']);
    if (cell.el.getAttribute('aria-selected') !== selected) cell.el.setAttribute('aria-selected', selected);
    if (highlight !== cell.highlight) {
      if (highlight) cell.el.dataset.highlight = highlight;
      else delete cell.el.dataset.highlight;
      cell.highlight = highlight;
    }

    if (piece !== cell.piece) {
      const old = cell.el.querySelector(':scope > .cb-piece');
      if (old) old.remove();
      if (piece) cell.el.insertBefore(createPieceSvg(this.doc, piece), cell.el.querySelector('.cb-over'));
      if (piece) cell.el.dataset.side = pieceColor(piece);
      else delete cell.el.dataset.side;
      cell.piece = piece;
    }
    if (marker !== cell.marker) {
      const over = cell.el.querySelector('.cb-over');
      const old = over.querySelector('.cb-marker');
      if (old) old.remove();
      if (marker) over.appendChild(this.markerSvg(marker));
      cell.marker = marker;
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
    const label = parts.join(state.lang === 'en' ? ', ' : '，');
    if (label !== cell.label) {
      cell.el.setAttribute('aria-label', label);
      cell.label = label;
    }
  }

  markerSvg(kind) {
    const svg = svgEl(this.doc, 'svg', { class: `cb-marker cb-marker-${kind}`, viewBox: '0 0 100 100', 'aria-hidden': 'true', focusable: 'false' });
    if (kind === 'star') {
      const points = [];
      for (let i = 0; i < 10; i++) {
        const radius = i % 2 ? 20 : 46;
        const angle = (Math.PI / 5) * i - Math.PI / 2;
        points.push(`${(50 + radius * Math.cos(angle)).toFixed(1)},${(54 + radius * Math.sin(angle)).toFixed(1)}`);
      }
      svg.appendChild(svgEl(this.doc, 'polygon', { class: 'cb-star', points: points.join(' ') }));
    } else {
      svg.appendChild(svgEl(this.doc, 'circle', { class: 'cb-target-ring', cx: 50, cy: 50, r: 42 }));
      svg.appendChild(svgEl(this.doc, 'circle', { class: 'cb-target-ring', cx: 50, cy: 50, r: 22 }));
      svg.appendChild(svgEl(this.doc, 'circle', { class: 'cb-target-dot', cx: 50, cy: 50, r: 8 }));
    }
    return svg;
  }

  renderArrows(state) {
    const key = `${state.orientation}:${state.arrows.map((a) => `${a.from}${a.to}${a.kind}`).join(',')}`;
    if (key === this.arrowsKey) return;
    this.arrowsKey = key;
    const svg = this.dom.arrows;
    while (svg.firstChild) svg.firstChild.remove();
    for (const arrow of state.arrows) {
      const a = cellOfSquare(arrow.from, state.orientation);
      const b = cellOfSquare(arrow.to, state.orientation);
      const x1 = a.col + 0.5;
      const y1 = a.row + 0.5;
      const x2 = b.col + 0.5;
      const y2 = b.row + 0.5;
      const length = Math.hypot(x2 - x1, y2 - y1);
      const ux = (x2 - x1) / length;
      const uy = (y2 - y1) / length;
      const head = 0.42;
      const tipX = x2 - ux * 0.12;
      const tipY = y2 - uy * 0.12;
      const baseX = tipX - ux * head;
      const baseY = tipY - uy * head;
      const group = svgEl(this.doc, 'g', { class: 'cb-arrow', 'data-kind': arrow.kind, 'data-from': arrow.from, 'data-to': arrow.to });
      group.appendChild(svgEl(this.doc, 'line', { x1, y1, x2: baseX.toFixed(3), y2: baseY.toFixed(3) }));
      const wing = 0.24;
      group.appendChild(svgEl(this.doc, 'polygon', {
        points: [
          `${tipX.toFixed(3)},${tipY.toFixed(3)}`,
          `${(baseX - uy * wing).toFixed(3)},${(baseY + ux * wing).toFixed(3)}`,
          `${(baseX + uy * wing).toFixed(3)},${(baseY - ux * wing).toFixed(3)}`,
        ].join(' '),
      }));
      svg.appendChild(group);
    }
  }

  /** The square under the dragged piece; `rect` is the board's, read at the frame's start. */
  squareUnderDrag(state, rect) {
    const col = Math.floor(((state.drag.x - rect.left) / rect.width) * 8);
    const row = Math.floor(((state.drag.y - rect.top) / rect.height) * 8);
    if (!(col >= 0 && col < 8 && row >= 0 && row < 8)) return null;
    return this.dom.cells[row * 8 + col].square;
  }

  /** The dragged piece follows the pointer; `rect` is the board wrap's, read at the frame's start. */
  renderDrag(state, rect) {
    const drag = state.drag && state.drag.started ? state.drag : null;
    if (!drag) {
      if (this.ghost) {
        this.ghost.remove();
        this.ghost = null;
        this.ghostPiece = null;
      }
      return;
    }
    if (!this.ghost || this.ghostPiece !== drag.piece) {
      if (this.ghost) this.ghost.remove();
      this.ghost = el(this.doc, 'div', 'cb-ghost');
      this.ghost.appendChild(createPieceSvg(this.doc, drag.piece));
      this.ghostPiece = drag.piece;
      this.dom.layer.appendChild(this.ghost);
    }
    const size = rect.width / 8;
    // Under a finger the piece is drawn a little larger and above the fingertip, so the
    // child can see what they carry and where it will land.
    const lift = drag.pointerType === 'touch' ? size * 0.6 : 0;
    const scale = drag.pointerType === 'touch' ? 1.3 : 1.1;
    const x = drag.x - rect.left - size / 2;
    const y = drag.y - rect.top - size / 2 - lift;
    this.ghost.style.setProperty('transform', `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) scale(${scale})`);
  }

  renderPromotion(state) {
    const { promotion } = this.dom;
    const key = state.promotion ? `${state.promotion.color}:${state.promotion.from}${state.promotion.to}:${state.lang}` : '';
    if (key === this.promotionKey) return;
    this.promotionKey = key;
    const active = this.dom.container.getRootNode().activeElement;
    const hadFocus = Boolean(active && promotion.contains(active));
    while (promotion.firstChild) promotion.firstChild.remove();
    if (!state.promotion) {
      promotion.hidden = true;
      // Focus was in the chooser that just closed: give it back to the board.
      if (hadFocus) this.pendingFocus = this.dom.cellBySquare.get(state.focus || state.selected || state.lastMove?.[1] || 'a1').el;
      return;
    }
    const strings = boardStrings[state.lang];
    const panel = el(this.doc, 'div', 'cb-promotion-panel');
    const title = el(this.doc, 'p', 'cb-promotion-title', { id: 'cb-promotion-title' });
    title.textContent = strings.promotionTitle;
    const choices = el(this.doc, 'div', 'cb-promotion-choices');
    for (const kind of ['q', 'r', 'b', 'n']) {
      const piece = state.promotion.color === 'black' ? kind : kind.toUpperCase();
      const button = el(this.doc, 'button', 'cb-button cb-promotion-choice', {
        type: 'button', 'data-action': 'promote', 'data-piece': kind, 'aria-label': pieceName(state.lang, piece),
      });
      button.appendChild(createPieceSvg(this.doc, piece));
      choices.appendChild(button);
    }
    const cancel = el(this.doc, 'button', 'cb-button cb-promotion-cancel', { type: 'button', 'data-action': 'promote-cancel' });
    cancel.textContent = strings.cancel;
    panel.append(title, choices, cancel);
    promotion.setAttribute('aria-label', strings.promotionTitle);
    promotion.appendChild(panel);
    promotion.hidden = false;
    this.pendingFocus = choices.firstChild;
  }

  renderTray(state) {
    const { tray } = this.dom;
    setHidden(tray, state.mode !== 'setup');
    if (tray.hidden) return;
    for (const button of tray.querySelectorAll('button')) {
      setAttr(button, 'aria-pressed', String(state.trayTool === button.dataset.tool));
    }
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
    const reduced = this.win?.matchMedia?.('(prefers-reduced-motion: reduce)')?.matches;
    if (reduced || state.animationMs <= 0) return;
    for (const { from, to } of moves) {
      const cell = this.dom.cellBySquare.get(to);
      const piece = cell && cell.el.querySelector(':scope > .cb-piece');
      if (!piece || typeof piece.animate !== 'function') continue;
      const { dx, dy } = cellDelta(from, to, state.orientation);
      // The piece is 96% of its cell, and translate percentages are of the piece's own size.
      const start = `translate(${((dx * 100) / 0.96).toFixed(2)}%, ${((dy * 100) / 0.96).toFixed(2)}%)`;
      piece.style.setProperty('z-index', '7');
      const animation = piece.animate([{ transform: start }, { transform: 'translate(0, 0)' }], {
        duration: state.animationMs,
        easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)',
      });
      const done = () => piece.style.removeProperty('z-index');
      animation.onfinish = done;
      animation.oncancel = done;
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
