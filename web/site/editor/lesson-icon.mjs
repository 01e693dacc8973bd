// The course map's picture for a teacher's own lesson: the editor's first suggestion, read from what
// the lesson's steps ask, which the teacher may change in the course section. A lesson whose steps
// mostly ask for one thing gets that thing's picture (将死 → mate, 摆棋 → setup); a lesson of moves
// or stars gets the piece that moves most often, as the course's piece lessons have.
import { parsePlacement } from '../../board/api.mjs';
import { SYMBOL_NAMES } from '../course-icons.mjs';
import { goalKind } from '../../lesson/goals/index.mjs';

/** Every icon a teacher may choose, the named symbols first, then the white and the black pieces. */
export const ICON_CHOICES = Object.freeze([...SYMBOL_NAMES, ...'KQRBNPkqrbnp']);

/** The symbol a step's goal names (its kind's `editor.icon`), or undefined: move and
 *  collect-stars steps are read by their piece instead. */
const goalIcon = (goal) => goalKind(goal)?.editor?.icon?.(goal);

const UCI_MOVE = /^[a-h][1-8][a-h][1-8]/;

/** The letter of the piece a step's child moves (the star piece, or the first move's), or null. */
function movingPiece(step) {
  const goal = step.goal ?? {};
  const move = [goal.moves, goal.solution].flat().find((text) => typeof text === 'string' && UCI_MOVE.test(text));
  const square = goalKind(goal)?.editor?.pieceSquare?.(goal) ?? move?.slice(0, 2);
  if (typeof step.fen !== 'string' || typeof square !== 'string') return null;
  try {
    return parsePlacement(step.fen.split(' ')[0]).get(square) ?? null;
  } catch {
    return null; // a position still being typed: no piece to read
  }
}

/** The icon most of `lesson`'s steps point to, 'review' when they point nowhere (an empty lesson). */
export function suggestIcon(lesson) {
  const votes = new Map();
  for (const step of lesson?.steps ?? []) {
    const icon = goalIcon(step.goal) ?? movingPiece(step);
    if (icon) votes.set(icon, (votes.get(icon) ?? 0) + 1);
  }
  let best = 'review';
  let bestVotes = 0;
  for (const [icon, count] of votes) if (count > bestVotes) [best, bestVotes] = [icon, count];
  return best;
}
