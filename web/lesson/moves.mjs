// The moves of a lesson written as a teacher may write them: in UCI ('g1f3') or in SAN ('Nf3',
// 'O-O', 'exd6', 'e8=Q+'), wherever a lesson gives a move (a step's history, a goal's moves,
// solution and intended move, the scripted replies, the feedback keys). The core's parser
// (game.findMove) reads each at its own position, and the runner and the rules checks then work
// on the UCI form alone. A move the core cannot read at its position is left as it is written, for
// the rules checks to name (MOVE_NOT_LEGAL, HISTORY_MOVE_ILLEGAL, …).
//
//   movesInUci(lesson, rules) → a copy of the lesson with every move in UCI
import { openStepGame } from './goals.mjs';

const UCI = /^[a-h][1-8][a-h][1-8][qrbn]?$/;
// A feedback key that is a reason code (WRONG_MOVE, CASTLE_BLOCKED, …), not a move.
const REASON_CODE = /^[A-Z][A-Z_]+$/;

/** The move `text` at the game's position in UCI, or `text` itself when the core cannot read it. */
function inUci(game, text) {
  if (typeof text !== 'string' || UCI.test(text) || text === '0000') return text;
  const found = game?.findMove(text);
  return found?.ok ? found.value.uci : text;
}

/** A line of moves from the game's position, each read after the ones before it (the game is
 *  left as it was). Reading stops at the first move that cannot be played. */
function lineInUci(game, moves) {
  const out = [];
  let played = 0;
  for (const move of moves) {
    const uci = inUci(game, move);
    out.push(uci);
    const done = uci === '0000' ? game.pass() : game.play(uci);
    if (!done.ok) break;
    played += 1;
  }
  for (let n = 0; n < played; n++) game.undo();
  return [...out, ...moves.slice(out.length)];
}

/** One step's moves in UCI. A step that cannot be opened, or has no position, stays as it is. */
export function stepMovesInUci(step, rules) {
  if (!step || typeof step !== 'object' || typeof step.fen !== 'string') return step;
  const start = openStepGame(rules, { ...step, history: [] });
  if (!start.ok || !start.value) return step;
  const out = { ...step };
  const game = start.value;
  if (Array.isArray(step.history)) {
    out.history = lineInUci(game, step.history);
    for (const move of out.history) {
      const done = move === '0000' ? game.pass() : game.play(move);
      if (!done.ok) return out; // the rules checks name the move
    }
  }
  const goal = step.goal;
  if (goal && typeof goal === 'object') {
    out.goal = { ...goal };
    if (Array.isArray(goal.moves)) out.goal.moves = goal.moves.map((move) => inUci(game, move));
    if (Array.isArray(goal.solution)) out.goal.solution = lineInUci(game, goal.solution);
    if (typeof goal.intended === 'string') out.goal.intended = inUci(game, goal.intended);
  }
  if (step.replies && typeof step.replies === 'object') {
    out.replies = {};
    for (const [line, reply] of Object.entries(step.replies)) {
      const moves = lineInUci(game, line.split(' '));
      let played = 0;
      for (const move of moves) {
        if (!game.play(move).ok) break;
        played += 1;
      }
      const answer = played === moves.length ? inUci(game, reply) : reply;
      for (let n = 0; n < played; n++) game.undo();
      out.replies[moves.join(' ')] = answer;
    }
  }
  if (step.feedback && typeof step.feedback === 'object') {
    out.feedback = {};
    for (const [key, words] of Object.entries(step.feedback)) {
      const uci = REASON_CODE.test(key) ? key : inUci(game, key);
      if (!Object.hasOwn(out.feedback, uci)) out.feedback[uci] = words;
    }
  }
  return out;
}

/** A copy of the lesson with every move in UCI (see the top of this file). */
export function movesInUci(lesson, rules) {
  if (!lesson || typeof lesson !== 'object' || !Array.isArray(lesson.steps)) return lesson;
  return { ...lesson, steps: lesson.steps.map((step) => stepMovesInUci(step, rules)) };
}
