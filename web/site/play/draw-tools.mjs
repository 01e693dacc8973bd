// @ts-check
// The drawing switch of /play/: arrows and circles a teacher draws by right-drag, or by finger in
// the board's draw mode, are off the child's path. A grown-up turns the tools on under "More" with
// a long press (held DRAW_HOLD_MS; from the keyboard, Enter or Space), so that a child tapping at
// random never does; a tap there only says how. While they are on, the line under the board says
// so, and its button (or one tap of the same switch) takes them away, draw mode and all, so that a
// tap moves a piece again.

/** @typedef {import('../../play/chess-board').ChessBoardElement} ChessBoard */

export const DRAW_HOLD_MS = 700;

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Wires the switch (#draw-tools) and the line under the board (#drawing-on) to `board`;
 *  `holdWords()` is the page's sentence saying how to turn them on. */
export function setUpDrawTools(/** @type {ChessBoard} */ board, /** @type {() => string} */ holdWords) {
  const drawTools = $('draw-tools');
  const drawingOn = $('drawing-on');
  const drawMessage = $('draw-message');
  let drawHold = 0;
  let drawHeld = false;
  /** Shows or takes away the board's drawing tools. */
  function setDrawing(/** @type {boolean} */ on) {
    board.toggleAttribute('draw', on);
    drawTools.setAttribute('aria-pressed', String(on));
    drawingOn.hidden = !on;
    drawMessage.textContent = '';
  }
  drawTools.addEventListener('pointerdown', () => {
    drawHeld = false;
    clearTimeout(drawHold);
    if (board.hasAttribute('draw')) return;
    drawHold = window.setTimeout(() => {
      drawHeld = true;
      setDrawing(true);
    }, DRAW_HOLD_MS);
  });
  for (const type of ['pointerup', 'pointercancel', 'pointerleave']) drawTools.addEventListener(type, () => clearTimeout(drawHold));
  drawTools.addEventListener('contextmenu', (event) => event.preventDefault()); // a phone's long press menu
  drawTools.addEventListener('click', (event) => {
    if (drawHeld) drawHeld = false; // the long press turned the tools on
    else if (board.hasAttribute('draw')) setDrawing(false);
    else if (event.detail === 0) setDrawing(true); // Enter or Space
    else drawMessage.textContent = holdWords();
  });
  $('drawing-off').addEventListener('click', () => setDrawing(false));
  return { setDrawing };
}
