// Small pieces more than one goal kind uses.

/** Reports each move of `list` (at `where`/n) that is not among the `legal` UCI moves. */
export function listedMoves(list, where, legal, report) {
  (list ?? []).forEach((move, n) => {
    if (!legal.has(move)) report('MOVE_NOT_LEGAL', { move }, `${where}/${n}`);
  });
}

/** Whether `uci` is in the goal's optional list of moves (no list: any move). */
export const inOptionalList = (moves, uci) => !Array.isArray(moves) || moves.includes(uci);
