// The course map's pictures: a lesson's `icon` (lessons/index.schema.json) drawn as SVG. A piece
// letter (K Q R B N P white, k q r b n p black) is the board's own piece drawing (createPieceSvg);
// a named symbol (board, check, clock, trophy, …) is drawn here in the same manner: chunky shapes
// on a 100×100 grid with thick outlines, which may hold small pieces of the board's set. Built with
// createElementNS, with colours from classes (web/site/course-map.css), so no markup strings, data:
// URLs or style attributes reach the page (its CSP forbids them).
//
// paintIcon draws such an icon, as the page shows it, on a Canvas 2D context with Path2D: the
// certificate's picture is the one on the certificate page.
import { createPieceSvg } from '../board/api.mjs';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A five-pointed star's outline around (cx, cy), as SVG path data. */
export function starPathData(cx, cy, outer, inner = outer * 0.45) {
  const points = [];
  for (let n = 0; n < 10; n++) {
    const radius = n % 2 ? inner : outer;
    const angle = -Math.PI / 2 + (n * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)} ${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `M${points.join('L')}Z`;
}

const square = (x, y, size, part) => ['rect', { x, y, width: size, height: size }, part];
/** The dark squares of a board of `cells`×`cells` squares of `size` from (x, y), a1 dark. */
function darkSquares(x, y, cells, size) {
  const shapes = [];
  for (let row = 0; row < cells; row++) {
    for (let col = 0; col < cells; col++) if ((row + col) % 2 === 1) shapes.push(square(x + col * size, y + row * size, size, 'dark'));
  }
  return shapes;
}
const piece = (letter, x, y, size, rotate = 0) => ['piece', { piece: letter, x, y, size, rotate }];
// parts: body (filled, outlined), line (a stroke), thick (a heavy stroke), dot (a detail fill),
// light and dark (board squares), gold, red, green, blue (filled, outlined), bad and good (red and
// green strokes), white (a white stroke on a coloured part).
const SYMBOLS = {
  board: [
    ['rect', { x: 10, y: 10, width: 80, height: 80, rx: 5 }, 'light'],
    ...darkSquares(10, 10, 4, 20),
    ['rect', { x: 10, y: 10, width: 80, height: 80, rx: 5 }, 'line'],
  ],
  coordinates: [
    ['rect', { x: 30, y: 8, width: 60, height: 60 }, 'light'],
    ...darkSquares(30, 8, 3, 20),
    square(50, 28, 20, 'gold'),
    ['rect', { x: 30, y: 8, width: 60, height: 60 }, 'line'],
    ['circle', { cx: 40, cy: 84, r: 5 }, 'dot'],
    ['circle', { cx: 60, cy: 84, r: 5 }, 'dot'],
    ['circle', { cx: 80, cy: 84, r: 5 }, 'dot'],
    ['circle', { cx: 14, cy: 18, r: 5 }, 'dot'],
    ['circle', { cx: 14, cy: 38, r: 5 }, 'dot'],
    ['circle', { cx: 14, cy: 58, r: 5 }, 'dot'],
  ],
  setup: [
    ['rect', { x: 6, y: 72, width: 88, height: 20, rx: 3 }, 'light'],
    ['rect', { x: 28, y: 72, width: 22, height: 20 }, 'dark'],
    ['rect', { x: 72, y: 72, width: 22, height: 20 }, 'dark'],
    ['rect', { x: 6, y: 72, width: 88, height: 20, rx: 3 }, 'line'],
    piece('R', 2, 36, 38),
    piece('Q', 31, 30, 44),
    piece('K', 60, 36, 38),
  ],
  capture: [
    piece('N', 0, 12, 66),
    piece('p', 46, 38, 50),
    ['path', { d: 'M60 50L86 80M86 50L60 80' }, 'bad'],
  ],
  protect: [
    ['path', { d: 'M50 8L86 20V46C86 68 70 84 50 92C30 84 14 68 14 46V20Z' }, 'blue'],
    piece('P', 27, 24, 46),
  ],
  check: [
    piece('k', 4, 16, 74),
    ['circle', { cx: 76, cy: 24, r: 17 }, 'red'],
    ['path', { d: 'M76 14V26' }, 'white'],
    ['circle', { cx: 76, cy: 33, r: 2.8 }, 'whitedot'],
  ],
  mate: [
    piece('k', 34, 34, 66, 80),
    piece('Q', 0, 2, 58),
  ],
  stalemate: [
    piece('k', 18, 0, 64),
    ['path', { d: 'M28 78H72M28 91H72' }, 'thick'],
  ],
  'dead-position': [
    piece('K', 0, 8, 54),
    piece('k', 46, 8, 54),
    ['path', { d: 'M30 78H70M30 91H70' }, 'thick'],
  ],
  repetition: [
    ['path', { d: 'M50 18A32 32 0 1 1 22 34' }, 'thick'],
    ['path', { d: 'M31 20L14 26L27 42Z' }, 'body'],
    ['circle', { cx: 37, cy: 50, r: 5 }, 'dot'],
    ['circle', { cx: 50, cy: 50, r: 5 }, 'dot'],
    ['circle', { cx: 63, cy: 50, r: 5 }, 'dot'],
  ],
  'fifty-moves': [
    ['path', { d: 'M30 14H70C70 34 56 42 56 50C56 58 70 66 70 86H30C30 66 44 58 44 50C44 42 30 34 30 14Z' }, 'body'],
    ['path', { d: 'M37 24H63C61 31 54 36 50 40C46 36 39 31 37 24Z' }, 'gold'],
    ['path', { d: 'M35 82C39 72 46 67 50 65C54 67 61 72 65 82Z' }, 'gold'],
    ['path', { d: 'M24 10H76M24 90H76' }, 'thick'],
  ],
  agreement: [
    ['path', { d: 'M16 10H84Q92 10 92 18V54Q92 62 84 62H46L26 80V62H16Q8 62 8 54V18Q8 10 16 10Z' }, 'body'],
    ['path', { d: 'M34 29H66M34 43H66' }, 'thick'],
    ['circle', { cx: 76, cy: 76, r: 16 }, 'green'],
    ['path', { d: 'M68 76L74 82L85 70' }, 'white'],
  ],
  resignation: [
    ['path', { d: 'M27 14C43 6 56 22 84 14V50C56 58 43 42 27 50Z' }, 'body'],
    ['path', { d: 'M24 8V90' }, 'thick'],
    ['path', { d: 'M12 91H38' }, 'thick'],
  ],
  clock: [
    ['rect', { x: 20, y: 22, width: 18, height: 12, rx: 3 }, 'body'],
    ['rect', { x: 62, y: 28, width: 18, height: 6, rx: 3 }, 'body'],
    ['rect', { x: 6, y: 32, width: 88, height: 58, rx: 9 }, 'body'],
    ['circle', { cx: 30, cy: 61, r: 17 }, 'light'],
    ['circle', { cx: 70, cy: 61, r: 17 }, 'light'],
    ['path', { d: 'M30 61V50M30 61L38 65M70 61V49M70 61L62 66' }, 'line'],
    ['path', { d: 'M30 44L40 47L30 50Z' }, 'red'],
  ],
  touch: [
    piece('p', 40, 34, 60),
    ['path', { d: 'M9 20L39 44A7 7 0 0 0 48 33L18 9A7 7 0 0 0 9 20Z' }, 'body'],
    ['path', { d: 'M58 22A12 12 0 0 1 70 34M62 12A22 22 0 0 1 82 32' }, 'line'],
  ],
  review: [
    ['rect', { x: 18, y: 12, width: 64, height: 80, rx: 7 }, 'body'],
    ['rect', { x: 36, y: 5, width: 28, height: 14, rx: 4 }, 'gold'],
    ['path', { d: 'M28 38L34 44L44 32M28 58L34 64L44 52M28 78L34 84L44 72' }, 'good'],
    ['path', { d: 'M52 39H72M52 59H72M52 79H72' }, 'line'],
  ],
  trophy: [
    ['path', { d: 'M29 20H15C15 37 22 45 33 47M71 20H85C85 37 78 45 67 47' }, 'thick'],
    ['path', { d: 'M27 10H73V36C73 54 62 64 50 64C38 64 27 54 27 36Z' }, 'gold'],
    ['path', { d: starPathData(50, 35, 13) }, 'whitefill'],
    ['rect', { x: 43, y: 62, width: 14, height: 14 }, 'gold'],
    ['rect', { x: 28, y: 76, width: 44, height: 15, rx: 4 }, 'body'],
  ],
};

/** The named symbols this module draws (the icons that are not piece letters). */
export const SYMBOL_NAMES = Object.freeze(Object.keys(SYMBOLS));

const isPiece = (icon) => typeof icon === 'string' && /^[KQRBNPkqrbnp]$/.test(icon);

/** Whether `icon` is a lesson icon this module can draw. */
export const isKnownIcon = (icon) => isPiece(icon) || Object.hasOwn(SYMBOLS, icon);

function svgElement(doc, tag, attributes) {
  const node = doc.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

/** A small piece of the board's set inside a symbol: the piece's own shapes in a group. */
function nestedPiece(doc, { piece: letter, x, y, size, rotate }) {
  const drawn = createPieceSvg(doc, letter);
  const group = svgElement(doc, 'g', {
    class: drawn.getAttribute('class').replace('cb-piece', '').trim(),
    transform: `translate(${x} ${y}) scale(${size / 100})${rotate ? ` rotate(${rotate} 50 50)` : ''}`,
  });
  group.append(...drawn.childNodes);
  return group;
}

/**
 * A lesson icon's <svg> (aria-hidden: the card's words name the lesson). An unknown icon name
 * draws the board, so that a card never lacks its picture.
 */
export function createCourseIcon(doc, icon) {
  if (isPiece(icon)) {
    const drawn = createPieceSvg(doc, icon);
    drawn.classList.add('ci');
    return drawn;
  }
  const svg = svgElement(doc, 'svg', { viewBox: '0 0 100 100', class: 'ci cb-piece', 'aria-hidden': 'true', focusable: 'false' });
  svg.dataset.icon = isKnownIcon(icon) ? icon : 'board';
  for (const [tag, attributes, part] of SYMBOLS[svg.dataset.icon]) {
    svg.appendChild(tag === 'piece' ? nestedPiece(doc, attributes) : svgElement(doc, tag, { ...attributes, class: `ci-${part}` }));
  }
  return svg;
}

/** An SVG shape element's outline as a Path2D, in its own user units. */
function shapePath(node) {
  const number = (name) => Number(node.getAttribute(name) ?? 0);
  const path = new Path2D();
  if (node.localName === 'path') {
    path.addPath(new Path2D(node.getAttribute('d')));
  } else if (node.localName === 'circle') {
    path.arc(number('cx'), number('cy'), number('r'), 0, 2 * Math.PI);
  } else if (node.localName === 'rect') {
    path.roundRect(number('x'), number('y'), number('width'), number('height'), number('rx'));
  }
  return path;
}

/**
 * Paints `svg`, an icon of createCourseIcon that is in the document (its colours and line widths
 * are read from the page's styles), on a Canvas 2D context in the square (x, y, size).
 */
export function paintIcon(ctx, svg, x, y, size) {
  const view = svg.viewBox.baseVal;
  const toIcon = svg.getCTM()?.inverse();
  if (!toIcon || !view || view.width === 0) return;
  const scale = size / view.width;
  for (const node of svg.querySelectorAll('path, rect, circle')) {
    const style = getComputedStyle(node);
    if (style.display === 'none') continue;
    const m = toIcon.multiply(node.getCTM()); // the shape's units → the icon's viewBox units
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(scale, scale);
    ctx.translate(-view.x, -view.y);
    ctx.transform(m.a, m.b, m.c, m.d, m.e, m.f);
    const outline = shapePath(node);
    if (style.fill !== 'none') {
      ctx.fillStyle = style.fill;
      ctx.fill(outline);
    }
    const width = parseFloat(style.strokeWidth);
    if (style.stroke !== 'none' && width > 0) {
      ctx.strokeStyle = style.stroke;
      ctx.lineWidth = width;
      ctx.lineJoin = style.strokeLinejoin;
      ctx.lineCap = style.strokeLinecap;
      ctx.stroke(outline);
    }
    ctx.restore();
  }
}
