// The board's arrows and drawn circles (one <svg>, viewBox 0 0 8 8, in cells of the screen grid)
// and the pictures of its markers (a star, a target). web/board/diagram.mjs draws a diagram's
// arrows and markers through the Renderer's methods that call these.
import { cellOfSquare } from './state.mjs';

const SVG_NS = 'http://www.w3.org/2000/svg';

export function svgEl(doc, tag, attributes = {}) {
  const node = doc.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

const NOTHING_DRAWN = new Map();
// Arrows along one line whose shafts overlap (the king's and the rook's in castling) are drawn
// side by side, this far apart in cells; a shaft is 0.17 wide.
const LANE_WIDTH = 0.3;
const ARROW_HEAD = { length: 0.42, wing: 0.24, gap: 0.12 };

/** An arrow's shaft from centre to centre, in cells of the screen grid, for one orientation. */
function arrowSegment({ from, to }, orientation) {
  const a = cellOfSquare(from, orientation);
  const b = cellOfSquare(to, orientation);
  return { x1: a.col + 0.5, y1: a.row + 0.5, x2: b.col + 0.5, y2: b.row + 0.5 };
}

/**
 * Each segment's sideways shift, as {x, y} in cells: segments on one line whose lengths overlap
 * are spread across lanes LANE_WIDTH apart, centred on the line; every other segment keeps its
 * place ({x: 0, y: 0}).
 */
export function arrowLanes(segments) {
  const group = segments.map((_, index) => index);
  const root = (index) => (group[index] === index ? index : (group[index] = root(group[index])));
  const span = (segment, ux, uy) => {
    const a = segment.x1 * ux + segment.y1 * uy;
    const b = segment.x2 * ux + segment.y2 * uy;
    return [Math.min(a, b), Math.max(a, b)];
  };
  segments.forEach((first, i) => {
    const length = Math.hypot(first.x2 - first.x1, first.y2 - first.y1);
    const ux = (first.x2 - first.x1) / length;
    const uy = (first.y2 - first.y1) / length;
    for (let j = i + 1; j < segments.length; j++) {
      const other = segments[j];
      // On the same line: both of the other's ends lie on this one's line.
      const off = (x, y) => Math.abs((x - first.x1) * uy - (y - first.y1) * ux);
      if (off(other.x1, other.y1) > 1e-6 || off(other.x2, other.y2) > 1e-6) continue;
      const [a0, a1] = span(first, ux, uy);
      const [b0, b1] = span(other, ux, uy);
      if (Math.min(a1, b1) - Math.max(a0, b0) > 1e-6) group[root(j)] = root(i);
    }
  });
  const members = new Map();
  segments.forEach((_, index) => {
    const key = root(index);
    if (!members.has(key)) members.set(key, []);
    members.get(key).push(index);
  });
  const shifts = segments.map(() => ({ x: 0, y: 0 }));
  for (const list of members.values()) {
    if (list.length < 2) continue;
    const first = segments[list[0]];
    const length = Math.hypot(first.x2 - first.x1, first.y2 - first.y1);
    // Across the first arrow of the group, whichever way each of the others points.
    const nx = -(first.y2 - first.y1) / length;
    const ny = (first.x2 - first.x1) / length;
    list.forEach((index, lane) => {
      const offset = (lane - (list.length - 1) / 2) * LANE_WIDTH;
      shifts[index] = { x: nx * offset, y: ny * offset };
    });
  }
  return shifts;
}

const fixed = (value) => value.toFixed(3);

/** One arrow as the board draws it: a shaft and a head, in cells of the screen grid. */
function arrowGroup(doc, arrow, segment, shift, extraClass) {
  const x1 = segment.x1 + shift.x;
  const y1 = segment.y1 + shift.y;
  const x2 = segment.x2 + shift.x;
  const y2 = segment.y2 + shift.y;
  const length = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / length;
  const uy = (y2 - y1) / length;
  const tipX = x2 - ux * ARROW_HEAD.gap;
  const tipY = y2 - uy * ARROW_HEAD.gap;
  const baseX = tipX - ux * ARROW_HEAD.length;
  const baseY = tipY - uy * ARROW_HEAD.length;
  const wing = ARROW_HEAD.wing;
  const group = svgEl(doc, 'g', {
    class: extraClass ? `cb-arrow ${extraClass}` : 'cb-arrow', 'data-kind': arrow.kind, 'data-from': arrow.from, 'data-to': arrow.to,
  });
  group.appendChild(svgEl(doc, 'line', { x1: fixed(x1), y1: fixed(y1), x2: fixed(baseX), y2: fixed(baseY) }));
  group.appendChild(svgEl(doc, 'polygon', {
    points: [
      `${fixed(tipX)},${fixed(tipY)}`,
      `${fixed(baseX - uy * wing)},${fixed(baseY + ux * wing)}`,
      `${fixed(baseX + uy * wing)},${fixed(baseY - ux * wing)}`,
    ].join(' '),
  }));
  return group;
}

/** A circle drawn round a square, in cells of the screen grid. Its square is `data-circle`, not
 *  `data-square`, which names the board's cells alone (pages and tests find a cell by it). */
function circleEl(doc, square, kind, orientation, extraClass) {
  const { col, row } = cellOfSquare(square, orientation);
  return svgEl(doc, 'circle', {
    class: extraClass ? `cb-circle ${extraClass}` : 'cb-circle', 'data-kind': kind, 'data-circle': square, cx: col + 0.5, cy: row + 0.5, r: 0.44,
  });
}


/** A marker's picture: a star to collect, or a target. */
export function markerSvg(doc, kind) {
  const svg = svgEl(doc, 'svg', { class: `cb-marker cb-marker-${kind}`, viewBox: '0 0 100 100', 'aria-hidden': 'true', focusable: 'false' });
  if (kind === 'star') {
    const points = [];
    for (let i = 0; i < 10; i++) {
      const radius = i % 2 ? 20 : 46;
      const angle = (Math.PI / 5) * i - Math.PI / 2;
      points.push(`${(50 + radius * Math.cos(angle)).toFixed(1)},${(54 + radius * Math.sin(angle)).toFixed(1)}`);
    }
    svg.appendChild(svgEl(doc, 'polygon', { class: 'cb-star', points: points.join(' ') }));
  } else {
    svg.appendChild(svgEl(doc, 'circle', { class: 'cb-target-ring', cx: 50, cy: 50, r: 42 }));
    svg.appendChild(svgEl(doc, 'circle', { class: 'cb-target-ring', cx: 50, cy: 50, r: 22 }));
    svg.appendChild(svgEl(doc, 'circle', { class: 'cb-target-dot', cx: 50, cy: 50, r: 8 }));
  }
  return svg;
}

/**
 * Draws into `target.dom.arrows` the arrows (a lesson's, then those drawn on the board), the
 * circles drawn on the board, and the shape being drawn, unless they are what `target.arrowsKey`
 * says is drawn already. Arrows along one line that overlap go side by side (arrowLanes). Each
 * arrow is one group of a line and a head, in the order given.
 */
export function drawArrows(target, state) {
  const drawnArrows = state.drawnArrows ?? [];
  const circles = state.drawnCircles ?? NOTHING_DRAWN;
  const now = state.drawingNow ?? null;
  const nowArrow = now && now.to && now.to !== now.from ? now : null;
  const nowCircle = now && !nowArrow ? now : null;
  const listed = (list) => list.map((a) => `${a.from}${a.to}${a.kind}`).join(',');
  const key = `${state.orientation}:${listed(state.arrows)}|${listed(drawnArrows)}|${[...circles].join(',')}|` +
    `${nowArrow ? listed([nowArrow]) : ''}|${nowCircle ? `${nowCircle.from}${nowCircle.kind}` : ''}`;
  if (key === target.arrowsKey) return;
  target.arrowsKey = key;
  const { doc } = target;
  const svg = target.dom.arrows;
  while (svg.firstChild) svg.firstChild.remove();
  const arrows = [...state.arrows, ...drawnArrows];
  if (nowArrow) arrows.push(nowArrow);
  const segments = arrows.map((arrow) => arrowSegment(arrow, state.orientation));
  const shifts = arrowLanes(segments);
  arrows.forEach((arrow, index) => {
    const extraClass = index < state.arrows.length ? '' : arrow === nowArrow ? 'is-drawn is-preview' : 'is-drawn';
    svg.appendChild(arrowGroup(doc, arrow, segments[index], shifts[index], extraClass));
  });
  for (const [square, kind] of circles) svg.appendChild(circleEl(doc, square, kind, state.orientation, ''));
  if (nowCircle) svg.appendChild(circleEl(doc, nowCircle.from, nowCircle.kind, state.orientation, 'is-preview'));
}
