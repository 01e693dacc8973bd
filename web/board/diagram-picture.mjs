// A diagram's picture: the squares, highlights, pieces, markers, coordinates and arrows of a
// position, laid out as the board lays them out at the same size in CSS pixels, as a list of paths
// and texts in pixels (diagramPicture). The SVG writer (diagram-svg.mjs) and the canvas painter
// (diagram-canvas.mjs) each draw that list and nothing else. The pieces are the shapes of
// pieces.mjs; the markers and arrows are the board renderer's own (render.mjs), recorded as paths.
import { COORDINATES } from './board-css.mjs';
import { PIECE_SHAPES } from './pieces.mjs';
import { Renderer } from './render.mjs';
import { pieceColor, squaresInScreenOrder } from './state.mjs';
import { MARKER_KINDS, readOptions } from './diagram-options.mjs';

// the print palette's frame round the board, as a share of its size (2 px at 480)
const PRINT_FRAME = 1 / 240;

// ---- the board's geometry (board-css.mjs and render.mjs), in cells or CSS pixels --------------

const PIECE_INSET = 0.02; // .cb-cell > .cb-piece { inset: 2%; width: 96% }
const HIGHLIGHT_INSET = 0.08; // .cb-under::after { inset: 8% }
const HIGHLIGHT_BORDER = 4; // px, at any size, as on the board
const HIGHLIGHT_FILL_ALPHA = 0.22; // color-mix(in srgb, colour 22%, transparent)
const MARKER_INSET = 0.18; // .cb-marker { inset: 18%; width: 64% }
// How the board's stylesheet paints an arrow (.cb-arrow rules), in cells: the shaft's width and
// dashes, and the opacity of the whole.
const ARROW = { opacity: 0.8, width: 0.17, hintWidth: 0.14, dash: { bad: [0.3, 0.18], hint: [0.06, 0.2] } };
const PIECE_STROKE = { body: 5, line: 4.5, rim: 12 }; // PIECE_CSS, in the pieces' 100-unit grid

// ---- the picture: paths and texts in pixels ------------------------------------------------

export const num = (value) => String(Math.round(value * 1000) / 1000);

/** Path data of a rectangle with corner radii [top-left, top-right, bottom-right, bottom-left]. */
function roundedRectPath(x, y, w, h, radii) {
  const [tl, tr, br, bl] = radii.map((r) => Math.min(r, w / 2, h / 2));
  const arc = (r, ex, ey) => (r > 0 ? `A${num(r)} ${num(r)} 0 0 1 ${num(ex)} ${num(ey)}` : '');
  return `M${num(x + tl)} ${num(y)}H${num(x + w - tr)}${arc(tr, x + w, y + tr)}V${num(y + h - br)}${arc(br, x + w - br, y + h)}` +
    `H${num(x + bl)}${arc(bl, x, y + h - bl)}V${num(y + tl)}${arc(tl, x + tl, y)}Z`;
}

function ellipsePath(cx, cy, rx, ry) {
  return `M${num(cx - rx)} ${num(cy)}A${num(rx)} ${num(ry)} 0 1 0 ${num(cx + rx)} ${num(cy)}` +
    `A${num(rx)} ${num(ry)} 0 1 0 ${num(cx - rx)} ${num(cy)}Z`;
}

/** One part of a piece shape ([tag, attributes]) as path data, in the pieces' 100-unit grid. */
function shapePath(tag, a) {
  if (tag === 'path') return a.d;
  if (tag === 'circle') return ellipsePath(a.cx, a.cy, a.r, a.r);
  if (tag === 'rect') return roundedRectPath(a.x, a.y, a.width, a.height, [a.rx ?? 0, a.rx ?? 0, a.rx ?? 0, a.rx ?? 0]);
  throw new Error(`diagram: no path for the piece shape <${tag}>`);
}

export const PIECE_PATHS = Object.fromEntries(Object.entries(PIECE_SHAPES).map(([kind, shapes]) =>
  [kind, shapes.map(([tag, attributes, part]) => ({ d: shapePath(tag, attributes), part }))]));

/** The paths of one piece, as the board's PIECE_CSS colours them: a black piece has a light rim
 *  under its body; details are lines and dots. */
export function pieceItems(piece, colors) {
  const white = pieceColor(piece) === 'white';
  const parts = PIECE_PATHS[piece.toLowerCase()];
  const fill = white ? colors.pieceWhiteFill : colors.pieceBlackFill;
  const line = white ? colors.pieceWhiteLine : colors.pieceBlackLine;
  const detail = white ? colors.pieceWhiteLine : colors.pieceBlackDetail;
  const items = [];
  if (!white) {
    for (const { d, part } of parts) {
      if (part === 'body') items.push({ type: 'path', d, stroke: colors.pieceBlackRim, width: PIECE_STROKE.rim, join: 'round' });
    }
  }
  for (const { d, part } of parts) {
    if (part === 'body') items.push({ type: 'path', d, fill, stroke: line, width: PIECE_STROKE.body, join: 'round', cap: 'round' });
    else if (part === 'line') items.push({ type: 'path', d, stroke: detail, width: PIECE_STROKE.line, cap: 'round' });
    else items.push({ type: 'path', d, fill: detail });
  }
  return items;
}

/** A dash pattern that fits a closed outline a whole number of times. */
function fittedDash(length, dash, gap) {
  const count = Math.max(1, Math.round(length / (dash + gap)));
  const scale = length / (count * (dash + gap));
  return [dash * scale, gap * scale];
}

function highlightItems(kind, x, y, cell, colors) {
  const box = cell * (1 - 2 * HIGHLIGHT_INSET);
  const left = x + cell * HIGHLIGHT_INSET;
  const top = y + cell * HIGHLIGHT_INSET;
  const half = HIGHLIGHT_BORDER / 2;
  const colour = colors[kind];
  if (kind === 'hint') {
    // A dotted circle: round dots one border wide, about a border apart.
    // starting at the top, where Chromium puts its first dot.
    const r = box / 2 - half;
    const [, gap] = fittedDash(2 * Math.PI * r, 0, 2 * HIGHLIGHT_BORDER);
    const cx = left + box / 2;
    const cy = top + box / 2;
    const ring = `M${num(cx)} ${num(cy - r)}A${num(r)} ${num(r)} 0 1 1 ${num(cx)} ${num(cy + r)}A${num(r)} ${num(r)} 0 1 1 ${num(cx)} ${num(cy - r)}Z`;
    return [{ type: 'path', d: ring, stroke: colour, width: HIGHLIGHT_BORDER, cap: 'round', dash: [0, gap] }];
  }
  const radius = box * 0.1; // border-radius: 10%
  const outer = roundedRectPath(left, top, box, box, [radius, radius, radius, radius]);
  const inner = roundedRectPath(left + half, top + half, box - HIGHLIGHT_BORDER, box - HIGHLIGHT_BORDER, Array(4).fill(Math.max(0, radius - half)));
  const fill = { type: 'path', d: outer, fill: colour, fillOpacity: HIGHLIGHT_FILL_ALPHA };
  if (kind === 'good') return [fill, { type: 'path', d: inner, stroke: colour, width: HIGHLIGHT_BORDER }];
  // Dashed, as Chromium dashes a rounded border: each straight side on its own, from its start,
  // dashes twice as long as the gaps; the rounded corners are left bare.
  const a = left + radius;
  const b = left + box - radius;
  const near = left + half;
  const far = left + box - half;
  const dy = top - left;
  const sides = `M${num(a)} ${num(near + dy)}H${num(b)}M${num(far)} ${num(a + dy)}V${num(b + dy)}` +
    `M${num(b)} ${num(far + dy)}H${num(a)}M${num(near)} ${num(b + dy)}V${num(a + dy)}`;
  return [fill, { type: 'path', d: sides, stroke: colour, width: HIGHLIGHT_BORDER, dash: [2 * HIGHLIGHT_BORDER, HIGHLIGHT_BORDER] }];
}

// ---- the board renderer's own markers and arrows -------------------------------------------------
// render.mjs draws stars, targets and arrows as SVG elements; the diagram asks it for them through
// a stand-in document that only records the elements and attributes it is given, so that their
// shapes have one source.

function recordingDocument() {
  const node = (tag) => ({
    tag, attributes: {}, children: [], firstChild: null,
    setAttribute(name, value) { this.attributes[name] = String(value); },
    appendChild(child) { this.children.push(child); this.firstChild = this.children[0]; return child; },
  });
  return { createElementNS: (namespace, tag) => node(tag), node };
}

const pointsPath = (points) => `M${points.trim().split(/\s+/).map((pair) => pair.replace(',', ' ')).join('L')}Z`;

/** A recorded <polygon> or <circle> as path data, in its own units. */
function recordedPath(element) {
  const a = element.attributes;
  if (element.tag === 'polygon') return pointsPath(a.points);
  if (element.tag === 'circle') return ellipsePath(Number(a.cx), Number(a.cy), Number(a.r), Number(a.r));
  throw new Error(`diagram: the board drew a <${element.tag}> that a diagram cannot draw`);
}

// How the board's stylesheet paints each part of a marker (board-css.mjs, .cb-marker rules).
const MARKER_PAINT = {
  'cb-star': (colors) => ({ fill: colors.star, stroke: colors.starLine, width: 6, join: 'round' }),
  'cb-target-ring': (colors) => ({ stroke: colors.bad, width: 10 }),
  'cb-target-dot': (colors) => ({ fill: colors.bad }),
};

const MARKER_SHAPES = Object.fromEntries(MARKER_KINDS.map((kind) => {
  const svg = Renderer.prototype.markerSvg.call({ doc: recordingDocument() }, kind);
  return [kind, svg.children.map((part) => ({ d: recordedPath(part), paint: MARKER_PAINT[part.attributes.class] }))];
}));

function markerItems(kind, x, y, cell, colors) {
  const items = MARKER_SHAPES[kind].map(({ d, paint }) => ({ type: 'path', d, ...paint(colors) }));
  const scale = (cell * (1 - 2 * MARKER_INSET)) / 100;
  // An <svg> box on the board, so painted from a whole pixel, as a piece is.
  return { type: 'group', transform: [Math.round(x + cell * MARKER_INSET), Math.round(y + cell * MARKER_INSET), scale], items };
}

/** The arrows as the board lays them out (render.mjs renderArrows), in pixels: a shaft from the
 *  first square's centre and a head short of the second's. */
function arrowItems(arrows, orientation, cell, colors) {
  const doc = recordingDocument();
  const layer = doc.node('svg');
  Renderer.prototype.renderArrows.call({ doc, dom: { arrows: layer }, arrowsKey: null }, { orientation, arrows });
  const px = (value) => num(Number(value) * cell);
  return layer.children.map((group, index) => {
    const { kind } = arrows[index];
    const line = group.children.find((part) => part.tag === 'line').attributes;
    const head = group.children.find((part) => part.tag === 'polygon').attributes;
    const colour = colors[kind];
    const shaft = {
      type: 'path', d: `M${px(line.x1)} ${px(line.y1)}L${px(line.x2)} ${px(line.y2)}`,
      stroke: colour, width: Number(num((kind === 'hint' ? ARROW.hintWidth : ARROW.width) * cell)), cap: 'round',
    };
    if (ARROW.dash[kind]) shaft.dash = ARROW.dash[kind].map((value) => value * cell);
    const tip = { type: 'path', d: pointsPath(head.points.split(/\s+/).map((pair) => pair.split(',').map(px).join(',')).join(' ')), fill: colour };
    // The board fades the whole arrow at once, so the shaft's round end under the head is not seen twice.
    return { type: 'group', opacity: ARROW.opacity, items: [shaft, tip] };
  });
}

/**
 * The diagram as a list of drawing items in pixels, back to front (squares, highlights, pieces,
 * markers, coordinates, arrows, as the board stacks them):
 *   {type: 'path', d, fill?, fillOpacity?, stroke?, width?, cap?, join?, dash?}
 *   {type: 'text', text, x, y (the middle of its line), size, weight, family, fill, align: 'start'|'end'}
 *   {type: 'group', items, opacity?, transform?: [x, y, scale]}
 * Returns {size, title, items}. Options as diagramSvg's.
 */
export function diagramPicture(options) {
  const o = readOptions(options);
  const { size, colors, orientation } = o;
  const cell = size / 8;
  const squares = squaresInScreenOrder(orientation);
  const r = colors.radius;
  const items = [{ type: 'path', d: roundedRectPath(0, 0, size, size, [r, r, r, r]), fill: colors.light }];
  let dark = '';
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      if ((row + col) % 2 === 0) continue;
      // Of the dark squares, only the top-right and bottom-left ones are board corners.
      const radii = [0, row === 0 && col === 7 ? r : 0, 0, row === 7 && col === 0 ? r : 0];
      dark += roundedRectPath(col * cell, row * cell, cell, cell, radii);
    }
  }
  items.push({ type: 'path', d: dark, fill: colors.dark });
  const at = (index) => ({ x: (index % 8) * cell, y: Math.floor(index / 8) * cell });
  squares.forEach((square, index) => {
    const kind = o.highlights.get(square);
    if (kind) items.push(...highlightItems(kind, at(index).x, at(index).y, cell, colors));
  });
  squares.forEach((square, index) => {
    const piece = o.pieces.get(square);
    if (!piece) return;
    // The board's piece is an <svg> box, which Chromium paints from a whole pixel: its offset is
    // rounded, its size is not.
    const { x, y } = at(index);
    items.push({ type: 'group', transform: [Math.round(x + cell * PIECE_INSET), Math.round(y + cell * PIECE_INSET), (cell * (1 - 2 * PIECE_INSET)) / 100], items: pieceItems(piece, colors) });
  });
  squares.forEach((square, index) => {
    const kind = o.markers.get(square);
    if (kind) items.push(markerItems(kind, at(index).x, at(index).y, cell, colors));
  });
  if (o.coordinates) {
    // Ranks down the left edge at the top of each square, files along the bottom at the right;
    // each in the other square colour (a light square at the top left, a dark one at the bottom left).
    const fontSize = Math.min(COORDINATES.maxSize, Math.max(COORDINATES.minSize, size * COORDINATES.sizeShare));
    const text = { type: 'text', size: fontSize, weight: COORDINATES.weight, family: colors.font };
    for (let row = 0; row < 8; row++) {
      items.push({
        ...text, text: squares[row * 8][1], align: 'start',
        x: cell * COORDINATES.rankLeft, y: row * cell + cell * COORDINATES.rankTop + fontSize / 2,
        fill: row % 2 ? colors.coordOnDark : colors.coordOnLight,
      });
    }
    for (let col = 0; col < 8; col++) {
      items.push({
        ...text, text: squares[56 + col][0], align: 'end',
        x: (col + 1) * cell - cell * COORDINATES.fileRight, y: size - cell * COORDINATES.fileBottom - fontSize / 2,
        fill: col % 2 ? colors.coordOnLight : colors.coordOnDark,
      });
    }
  }
  items.push(...arrowItems(o.arrows, orientation, cell, colors));
  if (o.frame) {
    const inset = (size * PRINT_FRAME) / 2;
    items.push({ type: 'path', d: roundedRectPath(inset, inset, size - 2 * inset, size - 2 * inset, [0, 0, 0, 0]), stroke: colors.pieceWhiteLine, width: size * PRINT_FRAME });
  }
  return { size, title: o.title, items };
}
