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

/**
 * One layer of marks, redrawn from marksOf's Map. A mark that stays is left alone; a mark no longer
 * wanted is given to a new one (its square and transform rewritten, and its class when no hidden
 * mark of the new one's class is left), or else hidden and kept for a later one: a drop that moves
 * the last-move marks and clears the destinations then moves a few elements and hides the rest, and
 * adds or removes none. A hidden mark keeps its class (not its square), so that the destinations of
 * the next piece picked up show as marks of their class again, and their drawing (a ::before or
 * ::after box) is not made anew. Marks with a picture (stars, targets) are made and removed as they
 * come and go.
 */
export class MarkLayer {
  constructor(doc, parent) {
    this.doc = doc;
    this.parent = parent;
    this.marks = new Map(); // key → element
    this.spare = new Map(); // class → hidden elements of that class, ready for a new mark
    this.orientation = null;
  }

  /** A hidden element for a mark of class `cls`: one of that class, else any. */
  takeSpare(cls) {
    const same = this.spare.get(cls);
    if (same?.length) return same.pop();
    for (const list of this.spare.values()) if (list.length) return list.pop();
    return null;
  }

  update(wanted, orientation) {
    const turned = orientation !== this.orientation;
    this.orientation = orientation;
    const freed = [];
    for (const [key, node] of this.marks) {
      if (!wanted.has(key)) {
        this.marks.delete(key);
        if (node.firstChild) node.remove();
        else freed.push(node);
      }
    }
    // a freed mark of the class wanted goes first to a mark of that class
    const freedOf = (cls) => {
      const index = freed.findIndex((node) => node.className === cls);
      return index >= 0 ? freed.splice(index, 1)[0] : freed.pop() || null;
    };
    for (const [key, mark] of wanted) {
      let node = this.marks.get(key);
      if (node) {
        if (turned) placeMark(node, mark.square, orientation);
        continue;
      }
      const cls = `cb-mark ${mark.cls}`;
      node = mark.marker ? null : freedOf(cls) || this.takeSpare(cls);
      if (node) {
        if (node.className !== cls) node.className = cls;
        node.dataset.at = mark.square;
        if (node.hidden) node.hidden = false;
      } else {
        node = el(this.doc, 'div', cls, { 'data-at': mark.square });
        if (mark.marker) node.appendChild(markerSvg(this.doc, mark.marker));
        this.parent.appendChild(node);
      }
      placeMark(node, mark.square, orientation);
      this.marks.set(key, node);
    }
    for (const node of freed) {
      node.hidden = true;
      delete node.dataset.at;
      const list = this.spare.get(node.className) ?? [];
      list.push(node);
      this.spare.set(node.className, list);
    }
  }
}
