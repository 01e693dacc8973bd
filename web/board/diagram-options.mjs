// A diagram's options, read and checked into one form (readOptions), and the colours they name:
// the board's own, read from its stylesheet text (board-css.mjs) so that a new default colour
// there reaches diagrams too, and the print palette. A wrong type or value is a programmer's
// mistake and throws a TypeError; a user's position is checked first with readDiagramPosition().
// diagram.mjs is the diagrams' surface and re-exports what is public here.
import { BOARD_CSS } from './board-css.mjs';
import { isSquare, readPosition } from './state.mjs';

export const DIAGRAM_SIZES = Object.freeze([240, 480, 960]);
export const DIAGRAM_MIN_SIZE = 64;
export const DIAGRAM_MAX_SIZE = 4096;
const DEFAULT_SIZE = 480;

const KINDS = ['good', 'bad', 'hint'];
export const MARKER_KINDS = ['star', 'target'];
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

// ---- reading the options ------------------------------------------------------------------

export function fail(message) {
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
export function readOptions(options) {
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
