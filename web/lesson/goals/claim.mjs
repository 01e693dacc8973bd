// `claim`: claim the draw (threefold repetition, fifty moves) at the right time, with the move
// written down first where the goal has an `intended` one.
import { openStepGame } from '../step-game.mjs';
import { movesWhere } from './shared.mjs';

const ICONS = { 'threefold-repetition': 'repetition', 'fifty-moves': 'fifty-moves' };

/** Whether a claim's result, on `game` after it, is the one the goal's `expect` describes. */
function claimIsRight(expect, result, game) {
  const outcome = game.outcome();
  return result.accepted === expect.accepted
    && (expect.played === undefined || result.move?.uci === expect.played)
    && (expect.outcome === undefined || outcome.reason === expect.outcome)
    && (expect.result === undefined || outcome.result === expect.result);
}

/** @type {import('./index.mjs').GoalKind} */
export default {
  name: 'claim',
  boardMode: 'play',
  // a claim's move is written on the scoresheet, not played
  checkMove(session, legal, uci) {
    session.written = uci;
    return { action: 'write', code: 'WRITTEN', uci, san: legal.san };
  },
  // a move refused while writing the claim's move costs nothing and counts no try
  illegal: (session, code, uci) => ({ code, uci }),
  /**
   * Any move the claim comes out right with will do, not only the lesson's: the claim is judged
   * on a game of its own first, so that a wrong one changes nothing on the board.
   */
  claim(session) {
    const { goal } = session;
    const needsMove = goal.intended !== undefined;
    if (needsMove && session.written === null) return { status: 'need-move' };
    const written = needsMove ? session.written : undefined;
    session.written = null;
    const probe = openStepGame(session.rules, session.step).value;
    const judged = probe.claimDraw(goal.claim, written);
    if (!judged.ok) return session.wrong('WRONG_CLAIM', { error: judged.error });
    if (!claimIsRight(goal.expect, judged.value, probe)) return session.wrong('WRONG_CLAIM');
    const done = session.actor.claimDraw(goal.claim, written);
    if (!done.ok) return session.wrong('WRONG_CLAIM', { error: done.error });
    session.outcome = done.value.outcome;
    return session.solve({ accepted: done.value.accepted, move: done.value.move ?? null, outcome: done.value.outcome });
  },
  // the claim's button, with the move to write first (the lesson's, as the core reads it)
  answer(session) {
    const intended = session.goal.intended;
    const moves = intended ? movesWhere(session, (move) => move.uci === intended || move.san === intended) : [];
    return { moves, button: true };
  },
  panel: 'button',
  button: () => ({ className: 'cl-claim', name: 'claim', label: 'claimDraw', press: 'claim' }),
  checkChess({ rules, step, goal, at, push, expectMismatches }) {
    const expect = { ...goal.expect, claim: { reason: goal.claim, ...(goal.intended ? { intended: goal.intended } : {}) } };
    push(expectMismatches(rules, step, expect, `${at}/goal`));
  },
  editor: {
    defaults: () => ({ kind: 'claim', claim: 'threefold-repetition', expect: { accepted: false } }),
    // the moves played before (the repetition), the move written down, and the core's answer
    form: (goal, kit) => [kit.select('claim', ['threefold-repetition', 'fifty-moves']), kit.moves('history', { line: true, ofStep: true, optional: true }), kit.moves('intended', { one: true, optional: true }), kit.summary()],
    summary: (goal) => [goal.expect?.accepted ? 'claimAccepted' : 'claimRefused', {}],
    /** What the core says of the claim at the step's position: the goal's `expect`. */
    fromCore(rules, step, goal) {
      const probe = openStepGame(rules, step);
      const judged = probe.ok && probe.value ? probe.value.claimDraw(goal.claim, goal.intended) : null;
      return judged?.ok ? { accepted: judged.value.accepted } : null;
    },
    icon: (goal) => ICONS[goal.claim],
  },
};
