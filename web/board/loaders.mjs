// The board's modules fetched on use, so that a page with a board downloads them only when it
// needs them.
/** Diagrams: the board's position as SVG or PNG (diagram.mjs: diagramSvg, paintDiagram, saveDiagram, …). */
export const loadDiagrams = () => import('./diagram.mjs');
/** Drawing arrows and circles on the board by hand (drawing.mjs: createDrawing). */
export const loadDrawing = () => import('./drawing.mjs');
/** Sounds made with Web Audio, fetched once a board turns sound on: most boards stay silent
 *  (sounds.mjs: createSounds, and playNotes for a lesson's tune). */
export const loadSounds = () => import('./sounds.mjs');

