// @ts-check
// A refused move's marks on the /play/ board: the men the rules say make it illegal (game.culprits:
// the man in the way, the attackers of the king's target, the checker, the pinning man), marked
// bad with a bad arrow to the square each attacks, beside the squares a piece sent where it never
// goes may reach now (marked as a hint). A pick-up clears them (pickedUp); a move clears the page's
// marks anyway.

/** @typedef {import('../../rules/index').Game} Game */
/** @typedef {import('../../rules/index').Square} Square */
/** @typedef {import('../../play/chess-board').ChessBoardElement} ChessBoard */

/** The boards whose arrows are a refused move's, drawn by markRefused. */
const refusedArrows = new WeakSet();

/**
 * Marks the refused move `from`–`to` on `board`, and `reach` (the squares its piece may go to).
 * The arrows replace the page's (a hint's arrow) until a pick-up or a move.
 * @param {ChessBoard} board
 * @param {Game | null} game
 * @param {{from: Square | null, to: Square | null, reach: Square[]}} refused
 */
export function markRefused(board, game, { from, to, reach }) {
  const found = game && from && to ? game.culprits(from + to) : null;
  const culprits = found?.ok ? found.value : [];
  if (!reach.length && !culprits.length) return;
  const bad = new Set(culprits.map((culprit) => culprit.square));
  board.highlight([
    ...reach.filter((square) => !bad.has(square)).map((square) => ({ square, kind: /** @type {const} */ ('hint') })),
    ...culprits.map(({ square }) => ({ square, kind: /** @type {const} */ ('bad') })),
  ]);
  const arrows = culprits.flatMap(({ square, attacks }) => (attacks ? [{ from: square, to: attacks, kind: /** @type {const} */ ('bad') }] : []));
  if (!arrows.length) return;
  board.arrows(arrows);
  refusedArrows.add(board);
}

/** A piece picked up: the page's highlights cleared, and the arrows if they are a refused move's. */
export function pickedUp(board) {
  board.highlight([]);
  if (refusedArrows.delete(board)) board.arrows([]);
}

/** The page draws arrows of its own (a hint's): a pick-up leaves them. */
export function arrowsOwned(board) {
  refusedArrows.delete(board);
}
