// A drag on the board as drawn: the piece lifted into the layer over the board and moved by its
// transform, the piece on its own square faded, and the mark of the square under it. A drag's
// frame writes the lifted piece's transform and, when it crosses a square, that one mark's; its
// first frame lifts the piece; the board's bounds are read once per drag, before any write.
//
// The lifted piece is a <use> of its symbol in an element of its own, one per kind of piece, made
// the first time a piece of that kind is dragged and kept in the layer, transparent, between
// drags: lifting a piece again makes it opaque, and rebuilds no picture.
import { el } from './dom.mjs';
import { svgEl } from './arrows.mjs';
import { placeMark } from './marks.mjs';

export class Lift {
  /** `renderer`: the board's Renderer (its dom, its pieces' elements, its cells). */
  constructor(renderer) {
    this.renderer = renderer;
    this.dom = renderer.dom;
    this.doc = renderer.doc;
    this.rect = null; // the board's bounds, read once when a drag starts
    this.drag = null; // the drag whose piece is lifted
    this.ghosts = new Map(); // piece letter → its lifted element
    this.ghost = null; // the lifted element shown
    this.fadedPiece = null;
    this.overSquare = null; // the square under the dragged piece, and its mark
    this.overMark = null;
  }

  /** A full redraw's part: lifts the piece of the drag under way and moves it, or puts it down. */
  render(state) {
    if (state.drag && state.drag.started) {
      this.frame(state);
      return;
    }
    this.fade(null);
    if (this.drag) {
      this.drag = null;
      this.ghost.classList.remove('is-lifted');
      this.ghost.style.removeProperty('transform'); // back on the board, where it stays unseen
      this.ghost = null;
    }
    this.markOver(null, state.orientation);
  }

  /** Can a frame of the drag under way be drawn by frame() alone? */
  canFrame(state) {
    return Boolean(state.drag && state.drag.started && (this.rect || this.drag !== state.drag));
  }

  /** One frame of a drag: the lifted piece's transform, and the mark of the square under it when
   *  that square changed (the first frame lifts the piece). */
  frame(state) {
    const { drag } = state;
    if (this.drag !== drag) this.lift(state);
    if (!this.rect) this.rect = this.dom.board.getBoundingClientRect(); // after a scroll
    const rect = this.rect;
    this.markOver(this.squareUnder(state), state.orientation);
    const size = rect.width / 8;
    // Under a finger the piece is drawn a little larger and above the fingertip, so the
    // child can see what they carry and where it will land.
    const raise = drag.pointerType === 'touch' ? size * 0.6 : 0;
    const scale = drag.pointerType === 'touch' ? 1.3 : 1.1;
    const x = drag.x - rect.left - size / 2;
    const y = drag.y - rect.top - size / 2 - raise;
    this.ghost.style.setProperty('transform', `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) scale(${scale})`);
  }

  /** The drag under way shown as picked up: its piece lifted, the piece on its square faded, and
   *  the origin's cell redrawn (its class says it is being dragged). */
  lift(state) {
    const { drag } = state;
    if (!this.rect) this.rect = this.dom.board.getBoundingClientRect();
    this.drag = drag;
    const ghost = this.ghostOf(drag.piece);
    if (this.ghost && this.ghost !== ghost) this.ghost.classList.remove('is-lifted');
    this.ghost = ghost;
    ghost.classList.add('is-lifted');
    this.fade(drag.fromTray ? null : this.renderer.pieceEls.get(drag.origin) || null);
    const cell = drag.origin && this.dom.cellBySquare.get(drag.origin);
    if (cell) {
      this.renderer.renderCell(cell, state, this.renderer.tabSquare);
      this.renderer.flagged.add(drag.origin); // the next redraw visits it again
    }
  }

  ghostOf(piece) {
    let ghost = this.ghosts.get(piece);
    if (!ghost) {
      ghost = el(this.doc, 'div', 'cb-ghost', { 'data-piece': piece });
      const svg = svgEl(this.doc, 'svg', { class: 'cb-piece', viewBox: '0 0 100 100', 'aria-hidden': 'true', focusable: 'false' });
      svg.appendChild(svgEl(this.doc, 'use', { href: `#${this.dom.pieceIds}${piece}`, width: 100, height: 100 }));
      ghost.appendChild(svg);
      this.dom.layer.appendChild(ghost);
      this.ghosts.set(piece, ghost);
    }
    return ghost;
  }

  fade(node) {
    if (node === this.fadedPiece) return;
    if (this.fadedPiece) this.fadedPiece.classList.remove('is-drag-origin');
    if (node) node.classList.add('is-drag-origin');
    this.fadedPiece = node;
  }

  /** The square under the dragged piece, from the bounds read when the drag started. */
  squareUnder(state) {
    const rect = this.rect;
    const col = Math.floor(((state.drag.x - rect.left) / rect.width) * 8);
    const row = Math.floor(((state.drag.y - rect.top) / rect.height) * 8);
    if (!(col >= 0 && col < 8 && row >= 0 && row < 8)) return null;
    return this.dom.cells[row * 8 + col].square;
  }

  markOver(square, orientation) {
    if (square === this.overSquare) return;
    this.overSquare = square;
    if (!square) {
      if (this.overMark) this.overMark.hidden = true;
      return;
    }
    if (!this.overMark) this.overMark = this.dom.over.appendChild(el(this.doc, 'div', 'cb-mark cb-mark-drag-over'));
    this.overMark.hidden = false;
    placeMark(this.overMark, square, orientation);
  }
}
