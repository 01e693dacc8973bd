// A diagram as an SVG document (a string): the picture's paths and texts (diagram-picture.mjs)
// written as SVG elements, and one piece alone as a small SVG icon (a worksheet's words).
import { DIAGRAM_COLORS, fail } from './diagram-options.mjs';
import { PIECE_PATHS, diagramPicture, num, pieceItems } from './diagram-picture.mjs';

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
