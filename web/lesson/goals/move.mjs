// `move`: play one of the listed moves; with `expect`, what the move leads to (checked by the core).
import { listedMoves } from './shared.mjs';

/** @type {import('./index.mjs').GoalKind} */
export default {
  name: 'move',
  boardMode: 'play',
  boardGoal: true,
  checkMove: (session, legal, uci) => session.answer(uci, session.goal.moves.includes(uci)),
  printedAnswer: (game, goal) => ({ moves: goal.moves.map((m) => game.findMove(m)).filter((found) => found.ok).map((found) => found.value) }),
  checkChess({ rules, step, goal, legal, at, report, push, expectMismatches }) {
    listedMoves(goal.moves, '/goal/moves', legal, report);
    if (!goal.expect) return;
    // what the move leads to (e.g. the game ends as a dead position), for every accepted move
    for (const move of goal.moves.filter((m) => legal.has(m))) {
      const after = { ...step, history: [...(step.history ?? []), move] };
      push(expectMismatches(rules, after, goal.expect, `${at}/goal/expect`).map((found) => ({ ...found, params: { ...found.params, after: move } })));
    }
  },
  // a goal with `expect` must list every move of its piece that the facts describe
  answer: (session) => ({ moves: session.goal.moves }),
  proofs: (goal) => (goal.expect ? ['left-out-moves'] : []),
  editor: {
    defaults: () => ({ kind: 'move', moves: [] }),
    form: (goal, kit) => [kit.moves('moves'), kit.summary()],
    summary: (goal, say) => ['movesSummary', { moves: say.moves(goal.moves) }],
  },
};
