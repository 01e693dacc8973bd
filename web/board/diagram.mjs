// Chess diagrams: a position drawn as the board draws it, as an SVG document (a string) or painted
// on a canvas (for a PNG). One picture, two outputs: diagramPicture() lays out the squares,
// highlights, pieces, markers, coordinates and arrows as a list of paths and texts, in pixels;
// the SVG writer and the canvas painter each draw that list and nothing else.
//
//   diagramSvg({position: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
//               arrows: [{from: 'e2', to: 'e4'}], highlights: ['e4'], size: 480})  → '<svg …>…</svg>'
//   paintDiagram(canvas, {position, orientation: 'black', size: 960, coordinates: false})
//   await saveDiagram({format: 'png', position, filename: 'lesson-3.png'})   (a download)
//
// It knows no chess rule: a position is a placement of pieces (a FEN's first field), whatever it
// means. The look is the board's: the piece shapes of pieces.mjs, the colours and the font of
// board-css.mjs (read from its stylesheet text, so a new default colour there reaches diagrams
// too), and the board's geometry at the same size in CSS pixels. A diagram of size 480 is what a
// <chess-board> 480 px wide shows; tests/browser/diagram.test.mjs compares the two pixel by pixel.
//
// No image is ever decoded from a data: or blob: URL (the site's CSP allows neither as an image):
// the canvas is painted from the same paths (Path2D) and texts (fillText).
import { BOARD_CSS, COORDINATES } from './board-css.mjs';
import { offerDownload } from './dom.mjs';
import { PIECE_SHAPES } from './pieces.mjs';
import { Renderer } from './render.mjs';
import { isSquare, pieceColor, readPosition, squaresInScreenOrder } from './state.mjs';
import { boardStrings } from '../i18n/board.mjs';
import { loadDiagramText } from '../i18n/diagram.mjs';
import { fillTemplate } from '../i18n/lang.mjs';

export const DIAGRAM_SIZES = Object.freeze([240, 480, 960]);
export const DIAGRAM_MIN_SIZE = 64;
export const DIAGRAM_MAX_SIZE = 4096;
const DEFAULT_SIZE = 480;

const KINDS = ['good', 'bad', 'hint'];
const MARKER_KINDS = ['star', 'target'];
// A lesson's arrow colours, as the lesson runner shows them (lessons/README.md, "arrows").
export const ARROW_COLOURS = Object.freeze({ green: 'good', red: 'bad', blue: 'hint', yellow: 'hint' });

// ---- the board's colours, font and corner radius, read from its stylesheet -------------------

/** The default of each public custom property in the board's light scheme (the first
 *  `.cb-theme` block), e.g. --board-light → light, --board-piece-white-fill → pieceWhiteFill. */
function readBoardTheme(css) {
  const start = css.indexOf('.cb-theme {');
  const block = css.slice(start, css.indexOf('\n}', start));
  const theme = {};
  for (const [, name, value] of block.matchAll(/var\(--board-([\w-]+),\s*(.+)\);$/gm)) {
    theme[name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase())] = value.trim();
  }
  const radius = /border-radius:\s*var\(--board-radius,\s*([\d.]+)px\)/.exec(css);
  theme.radius = radius ? Number(radius[1]) : 0;
  // The star marker's outline is a fixed colour in the board's sheet, not a custom property.
  const starLine = /\.cb-star\s*\{[^}]*stroke:\s*(#[0-9a-f]+)/i.exec(css);
  if (starLine) theme.starLine = starLine[1];
  const needed = ['light', 'dark', 'coordOnLight', 'coordOnDark', 'good', 'bad', 'hint', 'star', 'starLine', 'font',
    'pieceWhiteFill', 'pieceWhiteLine', 'pieceBlackFill', 'pieceBlackLine', 'pieceBlackRim', 'pieceBlackDetail'];
  const missing = needed.filter((key) => !theme[key]);
  if (missing.length) throw new Error(`diagram: the board's stylesheet has no default for ${missing.join(', ')}`);
  return theme;
}

/** The board's default colours, font and corner radius; the keys of the `colors` option. */
export const DIAGRAM_COLORS = Object.freeze(readBoardTheme(BOARD_CSS));

/** The palettes a diagram is drawn in (the `palette` option): 'screen', the board's own colours
 *  (DIAGRAM_COLORS), and 'print', for paper that is photocopied: white light squares, dark squares
 *  of a grey that takes 15% ink (lighter than the 25% a photocopier turns into a blot), black and
 *  white pieces with no tint, black coordinates, square corners and a thin black frame. */
export const DIAGRAM_PALETTES = Object.freeze({
  screen: DIAGRAM_COLORS,
  print: Object.freeze({
    ...DIAGRAM_COLORS,
    light: '#ffffff',
    dark: '#d9d9d9',
    coordOnLight: '#000000',
    coordOnDark: '#000000',
    pieceWhiteFill: '#ffffff',
    pieceWhiteLine: '#000000',
    pieceBlackFill: '#000000',
    pieceBlackLine: '#000000',
    pieceBlackRim: '#ffffff',
    pieceBlackDetail: '#ffffff',
    radius: 0,
  }),
});
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

// ---- reading the options ------------------------------------------------------------------

function fail(message) {
  throw new TypeError(`diagram: ${message}`);
}

/**
 * Reads a position given by a user (a FEN, its placement field, or 'start'):
 * {ok: true, value: Map square → piece letter} or {ok: false, error: {code, …}} with code
 * 'EMPTY', 'RANK_COUNT' {ranks}, 'CHARACTER' {character} or 'RANK_LENGTH' {rank}. Only the
 * placement is read; the other fields of a FEN (side to move, castling, …) are not drawn.
 */
export function readDiagramPosition(text) {
  if (typeof text !== 'string') fail(`a position is a string (a FEN or its placement), got ${typeof text}`);
  const placement = text.trim().split(/\s+/)[0];
  if (!placement) return { ok: false, error: { code: 'EMPTY' } };
  try {
    return { ok: true, value: readPosition(placement) };
  } catch (error) {
    // parsePlacement names the first thing wrong in one of three sentences (placement.mjs).
    const message = String(error.message);
    let match;
    if (/expected 8 ranks/.test(message)) return { ok: false, error: { code: 'RANK_COUNT', ranks: placement.split('/').length } };
    if ((match = /unexpected "(.+?)"/u.exec(message))) return { ok: false, error: { code: 'CHARACTER', character: match[1] } };
    if ((match = /rank (\d) does not have 8 squares/.exec(message))) return { ok: false, error: { code: 'RANK_LENGTH', rank: Number(match[1]) } };
    throw error;
  }
}

function readPieces(position) {
  if (position === undefined) fail('options.position is required (a FEN, its placement or \'start\')');
  if (typeof position !== 'string') return readPosition(position);
  const read = readDiagramPosition(position);
  if (!read.ok) fail(`not a FEN placement (${read.error.code}): ${JSON.stringify(position)}`);
  return read.value;
}

function readKind(item, what) {
  if (item.kind !== undefined && item.color !== undefined) fail(`${what}: give a kind or a color, not both`);
  if (item.color !== undefined) {
    if (!Object.hasOwn(ARROW_COLOURS, item.color)) fail(`${what}: color is one of ${Object.keys(ARROW_COLOURS).join(', ')}`);
    return ARROW_COLOURS[item.color];
  }
  return item.kind;
}

function readArrowList(list) {
  if (list == null) return [];
  if (!Array.isArray(list)) fail('options.arrows is a list of {from, to, kind or color}');
  return list.map((item) => {
    if (!item || !isSquare(item.from) || !isSquare(item.to) || item.from === item.to) {
      fail(`arrows: expected {from, to} with two different squares, got ${JSON.stringify(item)}`);
    }
    const kind = readKind(item, 'arrows') ?? 'good';
    if (!KINDS.includes(kind)) fail(`arrows: kind is one of ${KINDS.join(', ')}`);
    return { from: item.from, to: item.to, kind };
  });
}

function readSquareList(list, what, kinds, defaultKind) {
  if (list == null) return new Map();
  if (!Array.isArray(list)) fail(`options.${what} is a list of squares or {square, kind}`);
  const out = new Map();
  for (const item of list) {
    const square = typeof item === 'string' ? item : item?.square;
    const kind = (typeof item === 'string' ? undefined : readKind(item, what)) ?? defaultKind;
    if (!isSquare(square) || !kinds.includes(kind)) fail(`${what}: expected a square or {square, kind: ${kinds.join('|')}}, got ${JSON.stringify(item)}`);
    out.set(square, kind);
  }
  return out;
}

/** The options in one checked form; a wrong type or value is a programmer's mistake (TypeError). */
function readOptions(options) {
  if (!options || typeof options !== 'object') fail('expected an options object');
  const size = options.size ?? DEFAULT_SIZE;
  if (!Number.isInteger(size) || size < DIAGRAM_MIN_SIZE || size > DIAGRAM_MAX_SIZE) {
    fail(`size is a whole number of pixels from ${DIAGRAM_MIN_SIZE} to ${DIAGRAM_MAX_SIZE}, got ${size}`);
  }
  const orientation = options.orientation ?? 'white';
  if (orientation !== 'white' && orientation !== 'black') fail('orientation is white or black');
  const coordinates = options.coordinates ?? true;
  if (typeof coordinates !== 'boolean') fail('coordinates is true or false');
  const palette = options.palette ?? 'screen';
  if (!Object.hasOwn(DIAGRAM_PALETTES, palette)) fail(`palette is one of ${Object.keys(DIAGRAM_PALETTES).join(', ')}`);
  const colors = { ...DIAGRAM_PALETTES[palette] };
  for (const [key, value] of Object.entries(options.colors ?? {})) {
    if (!Object.hasOwn(DIAGRAM_COLORS, key)) fail(`colors: unknown key ${key} (known: ${Object.keys(DIAGRAM_COLORS).join(', ')})`);
    if (key === 'radius' ? !(Number.isFinite(value) && value >= 0) : typeof value !== 'string' || !value) fail(`colors.${key}: bad value ${JSON.stringify(value)}`);
    colors[key] = value;
  }
  if (options.title != null && typeof options.title !== 'string') fail('title is a string');
  return {
    pieces: readPieces(options.position),
    orientation,
    coordinates,
    size,
    colors,
    frame: palette === 'print',
    arrows: readArrowList(options.arrows),
    highlights: readSquareList(options.highlights, 'highlights', KINDS, 'hint'),
    markers: readSquareList(options.markers, 'markers', MARKER_KINDS, 'star'),
    title: options.title ?? null,
  };
}

// ---- the picture: paths and texts in pixels ------------------------------------------------

const num = (value) => String(Math.round(value * 1000) / 1000);

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

const PIECE_PATHS = Object.fromEntries(Object.entries(PIECE_SHAPES).map(([kind, shapes]) =>
  [kind, shapes.map(([tag, attributes, part]) => ({ d: shapePath(tag, attributes), part }))]));

/** The paths of one piece, as the board's PIECE_CSS colours them: a black piece has a light rim
 *  under its body; details are lines and dots. */
function pieceItems(piece, colors) {
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

// ---- the diagram in words ----------------------------------------------------------------------

const PIECE_ORDER = 'kqrbnp';

/**
 * The diagram told in words, in `lang` (zh-Hans, zh-Hant or en), for its title and for screen
 * readers: which side is at the bottom, each side's pieces with their squares, then the arrows,
 * the marked squares, stars and targets. Takes the options of diagramSvg.
 */
export async function describeDiagram(options, lang) {
  const words = (await loadDiagramText(lang)).describe;
  const o = readOptions(options);
  const names = boardStrings[lang].pieces;
  const list = (items) => items.join(words.separator);
  const sentences = [fillTemplate(words.intro, { side: words[o.orientation] })];
  for (const side of ['white', 'black']) {
    const pieces = [...o.pieces].filter(([, piece]) => pieceColor(piece) === side)
      .sort(([a, p], [b, q]) => PIECE_ORDER.indexOf(p.toLowerCase()) - PIECE_ORDER.indexOf(q.toLowerCase()) || (a < b ? -1 : 1))
      .map(([square, piece]) => fillTemplate(words.piece, { piece: names[piece.toLowerCase()], square }));
    if (pieces.length) sentences.push(fillTemplate(words.side, { side: words[side], list: list(pieces) }));
  }
  if (o.pieces.size === 0) sentences.push(words.empty);
  if (o.arrows.length) sentences.push(fillTemplate(words.arrows, { list: list(o.arrows.map((a) => fillTemplate(words.arrow, a))) }));
  const squaresOf = (map, kind) => [...map].filter(([, k]) => kind === null || k === kind).map(([square]) => square);
  if (o.highlights.size) sentences.push(fillTemplate(words.highlights, { list: list(squaresOf(o.highlights, null)) }));
  for (const [kind, key] of [['star', 'stars'], ['target', 'targets']]) {
    const squares = squaresOf(o.markers, kind);
    if (squares.length) sentences.push(fillTemplate(words[key], { list: list(squares) }));
  }
  return sentences.join(lang === 'en' ? ' ' : '');
}

// ---- output 1: an SVG document ---------------------------------------------------------------

const escapeXml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A CSS colour as an SVG paint and its opacity: rgba() becomes rgb() and a separate opacity, which
 *  every SVG reader understands. */
function paint(colour) {
  const match = /^rgba\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*\)$/.exec(colour);
  return match ? { colour: `rgb(${match[1]}, ${match[2]}, ${match[3]})`, opacity: Number(match[4]) } : { colour, opacity: 1 };
}

function attributes(list) {
  return list.filter(([, value]) => value !== undefined && value !== null).map(([name, value]) => ` ${name}="${escapeXml(value)}"`).join('');
}

function svgItem(item) {
  if (item.type === 'group') {
    const transform = item.transform ? `translate(${num(item.transform[0])} ${num(item.transform[1])}) scale(${num(item.transform[2])})` : undefined;
    return `<g${attributes([['transform', transform], ['opacity', item.opacity]])}>${item.items.map(svgItem).join('')}</g>`;
  }
  if (item.type === 'text') {
    const fill = paint(item.fill);
    return `<text${attributes([
      ['x', num(item.x)], ['y', num(item.y)], ['font-family', item.family], ['font-size', num(item.size)],
      ['font-weight', item.weight], ['fill', fill.colour], ['fill-opacity', fill.opacity < 1 ? fill.opacity : undefined],
      ['text-anchor', item.align === 'end' ? 'end' : undefined], ['dominant-baseline', 'central'],
    ])}>${escapeXml(item.text)}</text>`;
  }
  const fill = item.fill ? paint(item.fill) : null;
  const stroke = item.stroke ? paint(item.stroke) : null;
  const fillOpacity = fill ? fill.opacity * (item.fillOpacity ?? 1) : 1;
  return `<path${attributes([
    ['d', item.d], ['fill', fill ? fill.colour : 'none'], ['fill-opacity', fillOpacity < 1 ? num(fillOpacity) : undefined],
    ['stroke', stroke?.colour], ['stroke-opacity', stroke && stroke.opacity < 1 ? stroke.opacity : undefined],
    ['stroke-width', stroke ? num(item.width) : undefined], ['stroke-linecap', stroke ? item.cap : undefined],
    ['stroke-linejoin', stroke ? item.join : undefined], ['stroke-dasharray', item.dash ? item.dash.map(num).join(' ') : undefined],
  ])}/>`;
}

/**
 * One piece as a small SVG document (a string), drawn and coloured as on the board, for a piece
 * named in a text: `piece` is a FEN letter (K Q R B N P white, k q r b n p black). `size` is its
 * width and height in pixels (default 24); `label`, if given, is its accessible name (else it is
 * aria-hidden).
 */
export function pieceIconSvg(piece, { size = 24, label = null } = {}) {
  if (typeof piece !== 'string' || piece.length !== 1 || !Object.hasOwn(PIECE_PATHS, piece.toLowerCase())) fail(`pieceIconSvg: not a piece letter: ${JSON.stringify(piece)}`);
  // The viewBox leaves room for the outline and the black pieces' rim beyond the 100-unit grid.
  const head = attributes([
    ['xmlns', 'http://www.w3.org/2000/svg'], ['width', size], ['height', size], ['viewBox', '-4 -4 108 108'],
    ['role', label ? 'img' : undefined], ['aria-label', label ?? undefined], ['aria-hidden', label ? undefined : 'true'],
    ['focusable', 'false'],
  ]);
  return `<svg${head}>${pieceItems(piece, DIAGRAM_COLORS).map(svgItem).join('')}</svg>`;
}

/**
 * The diagram as a standalone SVG document (a string), `size` × `size` pixels.
 * options:
 *   position      a FEN, its placement field, 'start', or {square: letter} (required)
 *   orientation   'white' (default) or 'black': the side at the bottom
 *   arrows        [{from, to, kind: 'good'|'bad'|'hint'}] or with a lesson's color
 *                 ('green'|'red'|'blue'|'yellow') instead of a kind; default good (green)
 *   highlights    ['e4', {square, kind}], default kind hint (a dotted ring)
 *   markers       ['e4', {square, kind: 'star'|'target'}], as in a lesson's star and capture steps
 *   coordinates   true (default) or false
 *   size          pixels, 64 to 4096 (default 480; DIAGRAM_SIZES lists the usual ones)
 *   palette       'screen' (default: the board's colours) or 'print' (for paper; DIAGRAM_PALETTES)
 *   colors        overrides of the palette's colours, e.g. {light: '#eee', dark: '#999'}
 *   title         the picture's <title>, e.g. from describeDiagram(); none by default
 *   decorative    true: aria-hidden, for a diagram whose words stand beside it in a page
 * A bad option throws a TypeError; check a user's FEN first with readDiagramPosition().
 */
export function diagramSvg(options) {
  const picture = diagramPicture(options);
  const { size } = picture;
  const head = attributes([
    ['xmlns', 'http://www.w3.org/2000/svg'], ['width', size], ['height', size], ['viewBox', `0 0 ${size} ${size}`],
    ['role', picture.title && !options.decorative ? 'img' : undefined], ['aria-hidden', options.decorative ? 'true' : undefined],
    ['focusable', options.decorative ? 'false' : undefined],
  ]);
  const title = picture.title && !options.decorative ? `<title>${escapeXml(picture.title)}</title>` : '';
  return `<svg${head}>${title}${picture.items.map(svgItem).join('')}</svg>`;
}

// ---- output 2: a canvas painting ---------------------------------------------------------------

function paintItems(ctx, items, scratch) {
  for (const item of items) {
    if (item.type === 'group') {
      if (item.opacity !== undefined && item.opacity < 1) {
        // Group opacity: the group is painted on a scratch canvas, then laid on at that opacity.
        const layer = scratch();
        layer.ctx.setTransform(ctx.getTransform());
        paintItems(layer.ctx, item.items, scratch);
        ctx.save();
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.globalAlpha *= item.opacity;
        ctx.drawImage(layer.canvas, 0, 0);
        ctx.restore();
        layer.release();
        continue;
      }
      ctx.save();
      if (item.transform) {
        ctx.translate(item.transform[0], item.transform[1]);
        ctx.scale(item.transform[2], item.transform[2]);
      }
      paintItems(ctx, item.items, scratch);
      ctx.restore();
      continue;
    }
    if (item.type === 'text') {
      ctx.save();
      ctx.font = `${item.weight} ${item.size}px ${item.family}`;
      ctx.fillStyle = item.fill;
      ctx.textAlign = item.align === 'end' ? 'right' : 'left';
      // SVG's central baseline lies halfway between the font's ascent and descent; the canvas
      // places the alphabetic baseline there from the font's metrics, where it has them.
      ctx.textBaseline = 'alphabetic';
      const metrics = ctx.measureText(item.text);
      if (Number.isFinite(metrics.fontBoundingBoxAscent)) {
        ctx.fillText(item.text, item.x, item.y + (metrics.fontBoundingBoxAscent - metrics.fontBoundingBoxDescent) / 2);
      } else {
        ctx.textBaseline = 'middle';
        ctx.fillText(item.text, item.x, item.y);
      }
      ctx.restore();
      continue;
    }
    const path = new Path2D(item.d);
    ctx.save();
    if (item.fill) {
      ctx.globalAlpha *= item.fillOpacity ?? 1;
      ctx.fillStyle = item.fill;
      ctx.fill(path);
      ctx.globalAlpha = 1;
    }
    if (item.stroke) {
      ctx.strokeStyle = item.stroke;
      ctx.lineWidth = item.width;
      ctx.lineCap = item.cap ?? 'butt';
      ctx.lineJoin = item.join ?? 'miter';
      ctx.setLineDash(item.dash ?? []);
      ctx.stroke(path);
    }
    ctx.restore();
  }
}

/**
 * Paints the diagram on `canvas` (an HTMLCanvasElement or OffscreenCanvas), which it sizes to
 * size × pixelRatio device pixels; the same options as diagramSvg, and `pixelRatio` (default 1;
 * 2 for a sharp picture on a phone or a projector). Returns the canvas.
 */
export function paintDiagram(canvas, options) {
  const pixelRatio = options?.pixelRatio ?? 1;
  if (!(Number.isFinite(pixelRatio) && pixelRatio > 0 && pixelRatio <= 4)) fail('pixelRatio is a number from 0 to 4');
  const picture = diagramPicture(options);
  const pixels = Math.round(picture.size * pixelRatio);
  canvas.width = pixels;
  canvas.height = pixels;
  const ctx = canvas.getContext('2d');
  if (!ctx) fail('the canvas gives no 2D context');
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.clearRect(0, 0, picture.size, picture.size);
  const spare = [];
  const scratch = () => {
    const layer = spare.pop() ?? (() => {
      const made = canvas.ownerDocument ? canvas.ownerDocument.createElement('canvas') : new OffscreenCanvas(pixels, pixels);
      made.width = pixels;
      made.height = pixels;
      return { canvas: made, ctx: made.getContext('2d') };
    })();
    layer.ctx.setTransform(1, 0, 0, 1, 0, 0);
    layer.ctx.clearRect(0, 0, pixels, pixels);
    layer.release = () => spare.push(layer);
    return layer;
  };
  paintItems(ctx, picture.items, scratch);
  return canvas;
}

// ---- saving: a download of either ---------------------------------------------------------------

/**
 * Offers the diagram as a download: format 'svg' or 'png', `filename` (default 'diagram.svg' or
 * 'diagram.png'), `document` (default the global one), the options of diagramSvg and, for a PNG,
 * `pixelRatio`. Resolves to {blob, filename} once the download has been offered.
 */
export async function saveDiagram({ format, filename, document: doc = globalThis.document, ...options } = {}) {
  if (format !== 'svg' && format !== 'png') fail("saveDiagram: format is 'svg' or 'png'");
  if (!doc) fail('saveDiagram needs a document (it runs in a browser)');
  const name = filename ?? `diagram.${format}`;
  let blob;
  if (format === 'svg') {
    blob = new Blob([diagramSvg(options)], { type: 'image/svg+xml' });
  } else {
    const canvas = paintDiagram(doc.createElement('canvas'), options);
    blob = await new Promise((resolve, reject) => canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('diagram: the canvas made no PNG'))), 'image/png'));
  }
  offerDownload(doc, blob, name);
  return { blob, filename: name };
}
