// The authoring proofs: what a teacher's tools prove about a lesson before children see it, too
// slow or too big for a child's page, which never imports this module (a Chromium test checks
// that the lesson page does not download it).
//   - Every mate goal is a forced mate within its moves against every defence: up to 4 moves by
//     the core's mate solver (chess_mate_search through web/rules/search-engine.mjs, synchronous);
//     longer ones (and any of four moves or more) with king and queen or king and rook against a
//     lone king by the distance-to-mate table of lone-king.mjs. par is no fewer moves than the fastest mate, and the solution's
//     first move keeps the mate.
//   - A move goal with `expect` lists every move of its piece whose result the facts describe
//     ("any rook move that completes the 75 moves"): the ones it leaves out are warnings.
//
//   proveLesson(lesson, rules, mateSolver) → [{code, path, params, step, severity?}]
//
// `mateSolver` is what loadChessSearch() of web/rules/search-engine.mjs resolves to. Run the
// format check first and leave out the steps it finds fault with (`skip`, by step number).
import { MATE_MAX_MOVES } from '../rules/facts.gen.mjs';
import { loneKingMate } from './lone-king.mjs';
import { colorName } from './step-game.mjs';
import { goalKind } from './goals/index.mjs';
import { expectMismatches, openStep } from './chess-checks.mjs';

/** The most moves the core's mate solver proves (CHESS_MATE_MAX_MOVES in c/include/chess.h, generated). */
export const MATE_SOLVER_MAX_MOVES = MATE_MAX_MOVES;

const problem = (code, path, params = {}) => ({ code, path, params });

/** The side to move's fastest forced mate within `moves` (a MateLine), null when every line of
 *  defence holds, or the solver's error ({code, message}) when it cannot decide. */
function solverMates(mateSolver, game, moves, exercise) {
  const solved = mateSolver.mateIn(game.fen(), moves, { exercise });
  if (!solved.ok) return solved.error;
  return solved.value;
}

/** A long mate with king and queen or king and rook against a lone king, by the table. */
function loneKingProblems(rules, step, game, at) {
  const goal = step.goal;
  const endgame = loneKingMate(game.fen());
  const out = [];
  const report = (code, params, where = '/goal') => out.push(problem(code, `${at}${where}`, params));
  const side = colorName(game.turn());
  if (endgame.attacker !== game.turn()) return [problem('LONE_KING_TO_MOVE', `${at}/fen`, { side })];
  if (endgame.dtm === null) return [problem('NO_FORCED_MATE_AT_ALL', `${at}/fen`, { side })];
  if (endgame.dtm > goal.in) report('MATE_TAKES_LONGER', { moves: endgame.dtm, allowed: goal.in }, '/goal/in');
  if (goal.par !== undefined && goal.par < endgame.dtm) report('PAR_BELOW_FASTEST_MATE', { par: goal.par, fastest: endgame.dtm }, '/goal/par');
  // the defender could claim a draw by the 50-move rule before the moves allowed run out
  const clock = game.halfmoveClock();
  if (clock + 2 * goal.in - 1 >= 100) report('FIFTY_MOVES_FIRST', { allowed: goal.in, clock }, '/goal/in');
  const first = Array.isArray(goal.solution) ? goal.solution[0] : null;
  const afterFirst = first ? openStep(rules, step, [first]).game : null;
  const left = afterFirst ? loneKingMate(afterFirst.fen()) : null;
  if (left && (left.dtm === null || left.dtm > goal.in - 1)) report('SOLUTION_LOSES_MATE', { move: first, allowed: goal.in }, '/goal/solution');
  return out;
}

/** The proof of one mate goal. */
function mateProblems(rules, mateSolver, step, at) {
  const goal = step.goal;
  const game = openStep(rules, step).game;
  // beyond three moves, the table knows the distance to mate of its endings against every
  // defence, and says how long the mate takes when it takes too long
  if (goal.in > 3 && loneKingMate(game.fen())) return loneKingProblems(rules, step, game, at);
  if (goal.in > MATE_SOLVER_MAX_MOVES) return [problem('MATE_TOO_LONG_TO_PROVE', `${at}/goal/in`, { moves: goal.in, max: MATE_SOLVER_MAX_MOVES })];
  const exercise = step.exercise === true;
  const found = solverMates(mateSolver, game, goal.in, exercise);
  if (found && found.code) return [problem('MATE_SOLVER_UNDECIDED', `${at}/goal`, { error: found.code })];
  if (found === null) return [problem('NO_FORCED_MATE', `${at}/goal/in`, { moves: goal.in })];
  const out = [];
  if (goal.par !== undefined && found.moves > goal.par) out.push(problem('PAR_BELOW_FASTEST_MATE', `${at}/goal/par`, { par: goal.par, fastest: found.moves }));
  const first = Array.isArray(goal.solution) ? goal.solution[0] : null;
  if (first && openStep(rules, step, [first]).game && !firstMoveForces(rules, mateSolver, step, first, goal.in, exercise)) {
    out.push(problem('SOLUTION_FIRST_MOVE_FAILS', `${at}/goal/solution`, { move: first, moves: goal.in }));
  }
  return out;
}

/** Does the child's move `first` mate, or leave a mate within `moves - 1` after every defence? */
function firstMoveForces(rules, mateSolver, step, first, moves, exercise) {
  const after = openStep(rules, step, [first]).game;
  if (after.outcome().reason === 'checkmate') return true;
  if (after.isOver() || moves < 2) return false;
  return after.moves().every((defence) => {
    const line = openStep(rules, step, [first, defence.uci]).game;
    if (line.isOver()) return false;
    const found = solverMates(mateSolver, line, moves - 1, exercise);
    return Boolean(found && !found.code);
  });
}

/** The moves of a move goal's pieces that satisfy its `expect` but are not listed: warnings. */
function leftOutMoves(rules, step, at) {
  const goal = step.goal;
  const game = openStep(rules, step).game;
  const pieces = new Set(goal.moves.map((move) => move.slice(0, 2)));
  const out = [];
  for (const move of game.moves()) {
    if (!pieces.has(move.from) || goal.moves.includes(move.uci)) continue;
    const after = { ...step, history: [...(step.history ?? []), move.uci] };
    if (expectMismatches(rules, after, goal.expect, at).length === 0) out.push({ ...problem('MOVE_LEFT_OUT', `${at}/goal/moves`, { move: move.uci }), severity: 'warning' });
  }
  return out;
}

// The proofs a goal kind may ask for (its module's `proofs`).
const PROOFS = {
  'forced-mate': mateProblems,
  'left-out-moves': (rules, mateSolver, step, at) => leftOutMoves(rules, step, at),
};

/** The proofs' problems of every step but those in `skip` (step numbers). */
export function proveLesson(lesson, rules, mateSolver, { skip = new Set() } = {}) {
  const out = [];
  lesson.steps.forEach((step, n) => {
    // a step whose position does not open has its problem from the rules checks
    if (skip.has(n) || !step.fen || !openStep(rules, step).game) return;
    const at = `/steps/${n}`;
    try {
      for (const proof of goalKind(step.goal).proofs?.(step.goal) ?? []) out.push(...PROOFS[proof](rules, mateSolver, step, at));
    } catch (error) {
      out.push(problem('PROOF_FAILED', at, { detail: String(error?.message ?? error) }));
    }
  });
  return out.map((found) => ({ ...found, step: lesson.steps[Number(found.path.split('/')[2])].id }));
}
