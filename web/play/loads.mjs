// What a <chess-board> downloads, and when: the rules API every board on the page shares, the
// chunks loaded only by a board whose attributes ask for them, and, as this module evaluates on a
// page that holds a board, the start of the request chain.
import { loadChessRules, preloadChessRules } from '../rules/index.mjs';
import { loadBoardText } from '../i18n/board.mjs';
import { langOf } from './attributes.mjs';

// The game controls are a separate module, fetched only by a board with the `controls`
// attribute: a lesson or a plain board page does not download them (about 3 KB gzipped).
let controlsModule = null;
let loadedControls = null;
export function loadControls() {
  if (!controlsModule) controlsModule = import('./controls.mjs').then((module) => { loadedControls = module; return module; });
  return controlsModule;
}

// The touch-move rule and its j'adoube button likewise, for a board with the `touch-move` attribute.
let touchMoveModule = null;
export function loadTouchMove() {
  touchMoveModule ??= import('./touch-move.mjs');
  return touchMoveModule;
}

let sharedRules = null;

/** A page's (or a test's) own rules API, or a promise of it, for every board (useRules). */
export function useRules(rules) {
  sharedRules = Promise.resolve(rules);
}

/** The rules API every board on the page shares; loaded once, on first use, its messages in the
 *  language of the board that first asks (each board asks for its own language's by name). */
export function rulesPromise(lang) {
  if (!sharedRules) sharedRules = loadChessRules({ lang });
  return sharedRules;
}

/** A chunk's failed load as an error with `code` (CONTROLS_LOAD, …), for the board's error event. */
export const rethrowAs = (code) => (error) => {
  throw Object.assign(new Error(String((error && error.message) || error)), { code });
};

/** The controls module once it has loaded, else null. */
export const controlsLoaded = () => loadedControls;

// The request chain: a page that holds a board (or a lesson) when this module evaluates starts the
// wasm, the rules' words and the board's words downloading now, beside the rest of the code, not
// after a board has connected and drawn. (A page that then supplies its own rules, useRules(),
// has fetched the default module for nothing.)
const firstBoard = globalThis.document?.querySelector?.('chess-board, chess-lesson');
if (firstBoard) {
  preloadChessRules(langOf(firstBoard));
  loadBoardText(langOf(firstBoard)).catch(() => {});
}
