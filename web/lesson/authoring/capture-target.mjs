// A capture goal's `showTarget: true` marks its target before the child's first move. Where the
// side to move could take more than that one piece, the mark answers the step's question ("which
// one?") before the child has tried: a warning for the teacher, naming the other pieces the core
// says can be taken.
//
//   shownTargetProblems(lesson, rules, {skip}) → [{code, path, params, severity: 'warning'}]
import { openStep } from '../chess-checks.mjs';
import { goalKindName } from '../goals/index.mjs';

export function shownTargetProblems(lesson, rules, { skip = new Set() } = {}) {
  const out = [];
  if (!rules || !Array.isArray(lesson?.steps)) return out;
  lesson.steps.forEach((step, n) => {
    if (skip.has(n) || step === null || typeof step !== 'object' || goalKindName(step.goal) !== 'capture' || step.goal.showTarget !== true) return;
    const game = openStep(rules, step).game;
    if (!game) return;
    // the square of each piece a legal move takes (en passant: the pawn's own square)
    const taken = new Set(game.moves().filter((move) => move.captured).map((move) => (move.kind === 'en-passant' ? move.to[0] + move.from[1] : move.to)));
    taken.delete(step.goal.target);
    if (taken.size) out.push({ code: 'SHOWN_TARGET_GIVES_AWAY', path: `/steps/${n}/goal/showTarget`, params: { square: step.goal.target, others: [...taken].sort() }, severity: 'warning' });
  });
  return out;
}
