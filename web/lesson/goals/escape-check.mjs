// `escape-check`: answer check (any way, or the `way` asked: king, capture, block).
import { inOptionalList, listedMoves, movesWhere } from './shared.mjs';

/** How a legal move answers check, from the core's own record of it: 'king' (the king moves),
 *  'capture' (the checker is taken, en passant included) or 'block'. */
export function escapeWay(move) {
  if (move.piece === 'k') return 'king';
  return move.captured ? 'capture' : 'block';
}

/** Whether the legal move answers check the way asked, and is a listed move. */
const escapes = (goal, legal) => (!goal.way || escapeWay(legal) === goal.way) && inOptionalList(goal.moves, legal.uci);

/** @type {import('./index.mjs').GoalKind} */
export default {
  name: 'escape-check',
  boardMode: 'play',
  boardGoal: true,
  checkMove: (session, legal, uci) => session.answer(uci, escapes(session.goal, legal)),
  answer: (session) => ({ moves: movesWhere(session, (move) => escapes(session.goal, move)) }),
  printedAnswer: (game, goal) => ({ moves: game.moves().filter((m) => escapes(goal, m)) }),
  checkChess({ goal, game, legal, legalMoves, report }) {
    if (!game.inCheck()) { report('NOT_IN_CHECK'); return; }
    if (goal.way && !legalMoves.some((move) => escapeWay(move) === goal.way)) report('NO_ESCAPE_THAT_WAY', { way: goal.way }, '/goal/way');
    listedMoves(goal.moves, '/goal/moves', legal, report);
    (goal.moves ?? []).forEach((move, n) => {
      const found = legalMoves.find((m) => m.uci === move);
      if (found && goal.way && escapeWay(found) !== goal.way) report('MOVE_NOT_THAT_WAY', { move, way: goal.way }, `/goal/moves/${n}`);
    });
  },
  editor: {
    defaults: () => ({ kind: 'escape-check' }),
    form: (goal, kit) => [kit.select('way', ['king', 'capture', 'block'], { optional: true }), kit.moves('moves', { optional: true }), kit.summary()],
    summary: (goal, say) => ['checkSummary', { moves: say.moves(goal.moves) }],
    tidy(goal) { if (Array.isArray(goal.moves) && goal.moves.length === 0) delete goal.moves; },
    icon: () => 'check',
  },
};
