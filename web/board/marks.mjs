// The marks drawn under and over the pieces: the last move, check, the selected or forced piece's
// frame, destinations, the squares under attack, a teacher's highlights, stars and targets, and
// the square under a dragged piece. Each is one element in one of two layers, positioned on its
// square by a transform and kept from one redraw to the next while it stays.
import { el } from './dom.mjs';
import { markerSvg } from './arrows.mjs';
import { cellOfSquare, destinationsOf } from './state.mjs';

/** Puts a mark (an eighth of the board each way) on a square by its transform. */
export function placeMark(node, square, orientation) {
  const { col, row } = cellOfSquare(square, orientation);
  node.style.setProperty('transform', `translate(${col * 100}%, ${row * 100}%)`);
}

/**
 * The marks a state shows, as two Maps (under the pieces, over them) from a key to
 * {square, cls, marker}: the key names the mark, so a redraw keeps what it already drew.
 */
export function marksOf(state) {
  const under = new Map();
  const over = new Map();
  const add = (layer, cls, square, marker = null) => layer.set(`${cls}@${square}`, { square, cls, marker });
  if (state.lastMove) for (const square of state.lastMove) add(under, 'cb-mark-last', square);
  if (state.check) {
    add(under, 'cb-mark-check', state.check);
    add(over, 'cb-mark-check-badge', state.check);
  }
  for (const square of state.attacked) add(under, 'cb-mark-attacked', square);
  for (const [square, kind] of state.highlights) add(under, `cb-mark-hl cb-hl-${kind}`, square);
  if (state.forcedSelection) {
    add(under, 'cb-mark-forced', state.forcedSelection);
    add(over, 'cb-mark-pin', state.forcedSelection);
  } else if (state.selected) add(under, 'cb-mark-selected', state.selected);
  if (state.selected && state.mode === 'play') {
    for (const square of destinationsOf(state, state.selected)) {
      add(over, state.pieces.has(square) ? 'cb-mark-capture' : 'cb-mark-dest', square);
    }
  }
  for (const [square, kind] of state.markers) add(over, `cb-mark-marker cb-marker-at-${kind}`, square, kind);
  return [under, over];
}

/** One layer of marks, redrawn from marksOf's Map: new marks are made, gone ones removed. */
export class MarkLayer {
  constructor(doc, parent) {
    this.doc = doc;
    this.parent = parent;
    this.marks = new Map(); // key → element
    this.orientation = null;
  }

  update(wanted, orientation) {
    const turned = orientation !== this.orientation;
    this.orientation = orientation;
    for (const [key, node] of this.marks) {
      if (!wanted.has(key)) {
        node.remove();
        this.marks.delete(key);
      }
    }
    for (const [key, mark] of wanted) {
      let node = this.marks.get(key);
      if (!node) {
        node = el(this.doc, 'div', `cb-mark ${mark.cls}`, { 'data-at': mark.square });
        if (mark.marker) node.appendChild(markerSvg(this.doc, mark.marker));
        placeMark(node, mark.square, orientation);
        this.parent.appendChild(node);
        this.marks.set(key, node);
      } else if (turned) placeMark(node, mark.square, orientation);
    }
  }
}
