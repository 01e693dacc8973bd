// The one module of web/board that others import: the board view, and what other components
// draw or read with it (the pieces, stylesheets, FEN placements, small DOM helpers).
//
//   const view = createBoardView(shadowRoot, {position: 'start', lang: 'zh-Hans'}, {
//     onMove({from, to, piece, isDestination, by}) { … ask the rules, then view.setPosition(…) },
//     onSelect({square, piece}) {}, onPromotion({from, to, piece}) {}, onTap({square, piece}) {},
//     onPlace({square, piece, from}) {}, onRemove({square, piece}) {},
//   });
//
// The view emits intents and never judges a move: it draws what it is told. Every change
// marks the view dirty and at most one redraw runs per animation frame.
export { BoardView, createBoardView } from './view.mjs';
// The FEN placement reader and writer; readPosition also takes 'start', a whole FEN or {square: letter}.
export { parsePlacement, makePlacement, START_PLACEMENT } from './placement.mjs';
export { readPosition } from './state.mjs';
// The piece drawing, for icons, move lists and diagrams (PIECE_CSS colours it, as on the board).
export { createPieceSvg, PIECE_CSS } from './pieces.mjs';
// Stylesheets for parts drawn beside the board, DOM writes that skip unchanged values, and work put
// off until the next frame is on screen.
export { adoptStylesheet, afterNextFrame, el, offerDownload, setAttr, setHidden, setText } from './dom.mjs';

// Modules fetched on use: loadDiagrams, loadDrawing, loadSounds (see there).
export { loadDiagrams, loadDrawing, loadSounds } from './loaders.mjs';
