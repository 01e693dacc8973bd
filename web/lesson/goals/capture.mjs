// `capture`: take the opponent's piece on `target` (with any move, or one of `moves`). The target
// is marked on the board only when the goal says `showTarget: true`: a step that asks the child
// which piece to take must not show the answer before the first move.
import { boardMap } from '../step-game.mjs';
import { inOptionalList, movesWhere } from './shared.mjs';

/** Whether the legal move `legal` answers the goal: it takes the target (en passant takes the pawn
 *  beside the capturing pawn, not the one on the square it lands on), and is a listed move. */
function takes(goal, legal) {
  return Boolean(legal.captured) && takenSquare(legal) === goal.target && inOptionalList(goal.moves, legal.uci);
}

const takenSquare = (legal) => (legal.kind === 'en-passant' ? legal.to[0] + legal.from[1] : legal.to);

/** What a move that misses the goal lacks, in the runner's words: it takes nothing, or another
 *  piece than the target (the target taken by a move the step does not list has the plain words). */
function missing(goal, legal) {
  if (!legal.captured) return 'wrongCaptureNone';
  return takenSquare(legal) === goal.target ? null : 'wrongCaptureOther';
}

/** @type {import('./index.mjs').GoalKind} */
export default {
  name: 'capture',
  boardMode: 'play',
  boardGoal: true,
  checkMove: (session, legal, uci) => session.answer(uci, takes(session.goal, legal), missing(session.goal, legal)),
  answer: (session) => ({ moves: movesWhere(session, (move) => takes(session.goal, move)) }),
  markers: (session) => (session.goal.showTarget === true ? [{ square: session.goal.target, kind: 'target' }] : []),
  // on paper as on the board: a target the step does not show is the answer, not a mark
  printed: (goal) => ({ markers: goal.target && goal.showTarget === true ? [{ square: goal.target, kind: 'target' }] : [] }),
  printedAnswer: (game, goal) => ({ moves: game.moves().filter((m) => takes(goal, m)) }),
  checkChess({ rules, step, goal, game, legalMoves, report, openStep }) {
    const target = boardMap(game.fen().split(' ')[0])[goal.target];
    const mine = game.turn() === 'w' ? /[A-Z]/ : /[a-z]/;
    if (!target || mine.test(target)) { report('NOTHING_TO_CAPTURE', { square: goal.target }, '/goal/target'); return; }
    const captures = legalMoves.filter((move) => {
      const probe = openStep(rules, step, [move.uci]).game;
      return probe && boardMap(probe.fen().split(' ')[0])[goal.target] !== target;
    });
    if (captures.length === 0) report('NO_CAPTURE', { square: goal.target }, '/goal/target');
    (goal.moves ?? []).forEach((move, n) => {
      if (!captures.some((c) => c.uci === move)) report('MOVE_DOES_NOT_CAPTURE', { move, square: goal.target }, `/goal/moves/${n}`);
    });
  },
  editor: {
    defaults: () => ({ kind: 'capture' }),
    // the target tapped on the board; the moves that may take it (any, when none is recorded)
    form: (goal, kit) => [kit.squares('target', { single: true }), kit.moves('moves', { optional: true }), kit.toggle('free'), kit.toggle('showTarget'), kit.summary()],
    summary: (goal, say) => ['captureSummary', { target: goal.target ?? '—', moves: say.moves(goal.moves) }],
    tidy(goal) { if (Array.isArray(goal.moves) && goal.moves.length === 0) delete goal.moves; },
    icon: () => 'capture',
  },
};
