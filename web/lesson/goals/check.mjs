// `check`: give check (with any move, or one of `moves`).
import { inOptionalList, movesWhere } from './shared.mjs';

/** Whether the legal move gives check (the core's SAN says so) and is a listed move. */
const gives = (goal, legal) => /[+#]$/.test(legal.san) && inOptionalList(goal.moves, legal.uci);

/** @type {import('./index.mjs').GoalKind} */
export default {
  name: 'check',
  boardMode: 'play',
  boardGoal: true,
  // a move that gives no check says so (one that checks but is not a listed move has the plain words)
  checkMove: (session, legal, uci) => session.answer(uci, gives(session.goal, legal), /[+#]$/.test(legal.san) ? null : 'wrongNoCheck'),
  answer: (session) => ({ moves: movesWhere(session, (move) => gives(session.goal, move)) }),
  printedAnswer: (game, goal) => ({ moves: game.moves().filter((m) => gives(goal, m)) }),
  checkChess({ rules, step, goal, legalMoves, report, openStep }) {
    const checks = legalMoves.filter((move) => openStep(rules, step, [move.uci]).game?.inCheck());
    if (checks.length === 0) report('NO_CHECK');
    (goal.moves ?? []).forEach((move, n) => {
      if (!checks.some((c) => c.uci === move)) report('MOVE_DOES_NOT_CHECK', { move }, `/goal/moves/${n}`);
    });
  },
  editor: {
    defaults: () => ({ kind: 'check' }),
    form: (goal, kit) => [kit.moves('moves', { optional: true }), kit.summary()],
    summary: (goal, say) => ['checkSummary', { moves: say.moves(goal.moves) }],
    tidy(goal) { if (Array.isArray(goal.moves) && goal.moves.length === 0) delete goal.moves; },
    icon: () => 'check',
  },
};
