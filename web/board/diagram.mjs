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
//
// The parts, one job each: diagram-options.mjs (the options read and checked, the palettes),
// diagram-picture.mjs (the picture), diagram-svg.mjs (the SVG writer), diagram-canvas.mjs (the
// canvas painter); this module is their surface, with the diagram in words and the download.
import { offerDownload } from './dom.mjs';
import { pieceColor } from './state.mjs';
import { boardStrings } from '../i18n/board.mjs';
import { loadDiagramText } from '../i18n/diagram.mjs';
import { fillTemplate } from '../i18n/lang.mjs';
import { fail, readOptions } from './diagram-options.mjs';
import { diagramSvg } from './diagram-svg.mjs';
import { paintDiagram } from './diagram-canvas.mjs';

export {
  ARROW_COLOURS, DIAGRAM_COLORS, DIAGRAM_MAX_SIZE, DIAGRAM_MIN_SIZE, DIAGRAM_PALETTES, DIAGRAM_SIZES, readDiagramPosition,
} from './diagram-options.mjs';
export { diagramPicture } from './diagram-picture.mjs';
export { diagramSvg, pieceIconSvg } from './diagram-svg.mjs';
export { paintDiagram } from './diagram-canvas.mjs';

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
