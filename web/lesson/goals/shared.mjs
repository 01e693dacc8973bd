// Small pieces more than one goal kind uses.

/** Reports each move of `list` (at `where`/n) that is not among the `legal` UCI moves. */
export function listedMoves(list, where, legal, report) {
  (list ?? []).forEach((move, n) => {
    if (!legal.has(move)) report('MOVE_NOT_LEGAL', { move }, `${where}/${n}`);
  });
}

/** The legal moves of the step's game now that pass `test` (a Move of the core's), in UCI: a goal's
 *  answer where the lesson lists no moves of its own. */
export const movesWhere = (session, test) => session.game.moves().filter(test).map((move) => move.uci);

/** Whether `uci` is in the goal's optional list of moves (no list: any move). */
export const inOptionalList = (moves, uci) => !Array.isArray(moves) || moves.includes(uci);
