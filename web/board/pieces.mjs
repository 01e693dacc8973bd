// Our own piece set, drawn for children: chunky shapes on a 100×100 grid, thick outlines,
// few details, so each piece reads at a 30 px square. White pieces are light with a dark
// outline; black pieces are dark with a light rim around the outline, so the two sides differ
// in their outline as well as their fill. Colours come from CSS custom properties.
//
// Shapes are data ([tag, attributes, part]); the DOM is built with createElementNS, so no
// markup strings, data: URLs or style attributes are involved (the page CSP forbids them).
// part: 'body' is filled and outlined, 'line' is a detail stroke, 'dot' a detail fill.

const SVG_NS = 'http://www.w3.org/2000/svg';

const BASE = ['rect', { x: 20, y: 78, width: 60, height: 12, rx: 5 }, 'body'];

export const PIECE_SHAPES = {
  p: [
    ['path', { d: 'M32 80C32 68 40 62 43 56H57C60 62 68 68 68 80Z' }, 'body'],
    ['rect', { x: 36, y: 49, width: 28, height: 9, rx: 4.5 }, 'body'],
    ['circle', { cx: 50, cy: 35, r: 14 }, 'body'],
    ['rect', { x: 24, y: 78, width: 52, height: 12, rx: 5 }, 'body'],
  ],
  n: [
    ['path', { d: 'M32 80L36 62C30 60 22 56 20 50C18 46 20 42 24 40L42 28C44 22 48 16 52 14L55 7L61 16C76 22 81 44 77 60C75 70 72 76 72 80Z' }, 'body'],
    BASE,
    ['path', { d: 'M63 24C70 33 72 46 68 60' }, 'line'],
    ['circle', { cx: 45, cy: 31, r: 4 }, 'dot'],
    ['circle', { cx: 26, cy: 46, r: 2.5 }, 'dot'],
  ],
  b: [
    ['path', { d: 'M34 80C38 70 42 66 42 62H58C58 66 62 70 66 80Z' }, 'body'],
    ['rect', { x: 35, y: 55, width: 30, height: 9, rx: 4.5 }, 'body'],
    ['path', { d: 'M50 16C65 27 69 41 61 56H39C31 41 35 27 50 16Z' }, 'body'],
    ['circle', { cx: 50, cy: 12, r: 6 }, 'body'],
    BASE,
    ['path', { d: 'M55 29L46 43' }, 'line'],
  ],
  r: [
    ['path', { d: 'M31 80L35 44H65L69 80Z' }, 'body'],
    ['path', { d: 'M27 44V18H38V27H45V18H55V27H62V18H73V44Z' }, 'body'],
    BASE,
    ['path', { d: 'M44 70V63A6 6 0 0 1 56 63V70' }, 'line'],
  ],
  q: [
    ['path', { d: 'M28 80C32 66 36 58 36 52H64C64 58 68 66 72 80Z' }, 'body'],
    ['path', { d: 'M31 52L23 25L38 38L50 19L62 38L77 25L69 52Z' }, 'body'],
    ['circle', { cx: 22, cy: 21, r: 5.5 }, 'body'],
    ['circle', { cx: 50, cy: 14, r: 5.5 }, 'body'],
    ['circle', { cx: 78, cy: 21, r: 5.5 }, 'body'],
    ['rect', { x: 31, y: 48, width: 38, height: 9, rx: 4.5 }, 'body'],
    BASE,
    ['circle', { cx: 50, cy: 67, r: 4 }, 'dot'],
  ],
  k: [
    ['path', { d: 'M28 80C32 66 34 58 34 50H66C66 58 68 66 72 80Z' }, 'body'],
    ['path', { d: 'M33 45C33 31 67 31 67 45Z' }, 'body'],
    ['path', { d: 'M46 7H54V14H61V22H54V33H46V22H39V14H46Z' }, 'body'],
    ['rect', { x: 29, y: 42, width: 42, height: 10, rx: 5 }, 'body'],
    BASE,
    ['path', { d: 'M37 65H63' }, 'line'],
  ],
};

const templates = new WeakMap(); // document → Map(piece letter → svg element)

/** Appends a piece's shapes to `parent` (an <svg> or a <symbol>) and returns its colour. */
function appendShapes(doc, parent, piece) {
  const kind = piece.toLowerCase();
  const shapes = PIECE_SHAPES[kind];
  if (!shapes) throw new TypeError(`piece: expected one of KQRBNPkqrbnp, got ${String(piece)}`);
  const color = piece === kind ? 'black' : 'white';
  const add = (tag, attributes, cls) => {
    const el = doc.createElementNS(SVG_NS, tag);
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, String(value));
    el.setAttribute('class', cls);
    parent.appendChild(el);
  };
  // Black pieces: a light rim drawn first, under the body, outlines the silhouette.
  if (color === 'black') {
    for (const [tag, attributes, part] of shapes) if (part === 'body') add(tag, attributes, 'cb-rim');
  }
  for (const [tag, attributes, part] of shapes) add(tag, attributes, `cb-${part}`);
  return color;
}

function buildPiece(doc, piece) {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  const color = appendShapes(doc, svg, piece);
  svg.setAttribute('class', `cb-piece cb-${color}`);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.dataset.piece = piece;
  return svg;
}

const LETTERS = 'KQRBNPkqrbnp';

/**
 * A <defs> holding one <symbol> per piece, with ids `${prefix}K` … `${prefix}p`: a board draws
 * each of its pieces as a <use> of one of them, so 32 pieces are 32 elements, not 300.
 */
export function createPieceDefs(doc, prefix) {
  const defs = doc.createElementNS(SVG_NS, 'defs');
  for (const piece of LETTERS) {
    const symbol = doc.createElementNS(SVG_NS, 'symbol');
    symbol.setAttribute('id', `${prefix}${piece}`);
    symbol.setAttribute('viewBox', '0 0 100 100');
    symbol.setAttribute('class', `cb-piece-def cb-${appendShapes(doc, symbol, piece)}`);
    defs.appendChild(symbol);
  }
  return defs;
}

/** A fresh <svg> element for a piece letter (K Q R B N P white, k q r b n p black). */
export function createPieceSvg(doc, piece) {
  let cache = templates.get(doc);
  if (!cache) {
    cache = new Map();
    templates.set(doc, cache);
  }
  let template = cache.get(piece);
  if (!template) {
    template = buildPiece(doc, piece);
    cache.set(piece, template);
  }
  return template.cloneNode(true);
}

/** Stylesheet rules for the pieces, used by board CSS. */
export const PIECE_CSS = `
.cb-piece { display: block; width: 100%; height: 100%; overflow: visible; pointer-events: none; }
.cb-piece-def { overflow: visible; }
:is(.cb-piece, .cb-piece-def) .cb-body { stroke-width: 5; stroke-linejoin: round; stroke-linecap: round; }
:is(.cb-piece, .cb-piece-def) .cb-line { fill: none; stroke-width: 4.5; stroke-linecap: round; }
:is(.cb-piece, .cb-piece-def) .cb-rim { fill: none; stroke: var(--piece-black-rim); stroke-width: 12; stroke-linejoin: round; }
.cb-white .cb-body { fill: var(--piece-white-fill); stroke: var(--piece-white-line); }
.cb-white .cb-line { stroke: var(--piece-white-line); }
.cb-white .cb-dot { fill: var(--piece-white-line); }
.cb-black .cb-body { fill: var(--piece-black-fill); stroke: var(--piece-black-line); }
.cb-black .cb-line { stroke: var(--piece-black-detail); }
.cb-black .cb-dot { fill: var(--piece-black-detail); }
`;
