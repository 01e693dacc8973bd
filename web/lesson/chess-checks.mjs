// The rules checks: is the chess in a lesson right, as the rules core sees it? Every FEN legal,
// every history, listed move and scripted reply legal, every `expect` fact the core's, every star
// reachable, every capture, check and way out of check real, every touch-move obligation the core's
// (after the lesson's touches and the pieces the child is to straighten).
// The lesson page runs them on the lesson it opens (after format.mjs has found no problem in a
// step), so that a child never meets a step that cannot be done; the authoring proofs
// (proofs.mjs: forced mates, moves a goal leaves out) are not here and never reach the page.
//
//   checkLessonChess(lesson, rules) → [{code, path, params, step}]
//
// `rules` is what loadChessRules() resolves to. Problems are shaped as the format check's.
// What each goal kind checks is its module's (goals/, `checkStart` and `checkChess`); what every
// step shares (its position, history, replies, feedback) is checked here.
import { colorName, openStepGame } from './step-game.mjs';
import { goalKind } from './goals/index.mjs';

/** A problem at `path` (a JSON pointer) with the code and params given. */
const problem = (code, path, params = {}) => ({ code, path, params });

/** A game at the step's position after its history and `extra`; {game} or {error, move}. */
export function openStep(rules, step, extra = []) {
  const opened = openStepGame(rules, step, extra);
  return opened.ok ? { game: opened.value } : { error: opened.error, move: opened.move };
}

/**
 * What the core says differently from an `expect` object (a quiz choice's `fact` too), at the
 * step's position: problems at `path`. Actions in it (flag, resign, agree, claim) are applied to
 * a game of its own.
 */
export function expectMismatches(rules, step, expect, path) {
  const out = [];
  const report = (code, params) => out.push(problem(code, path, params));
  const opened = openStep(rules, step);
  if (opened.error) return [problem('POSITION_NOT_OPENED', path, { error: opened.error.code })];
  const game = opened.game;
  if (expect.move !== undefined) {
    for (const want of Array.isArray(expect.move) ? expect.move : [expect.move]) {
      const played = openStep(rules, step).game.play(want.uci);
      if (played.ok && !want.legal) report('EXPECT_MOVE_LEGAL', { move: want.uci });
      else if (!played.ok && want.legal) report('EXPECT_MOVE_ILLEGAL', { move: want.uci, error: played.error.code });
      else if (!played.ok && want.error && played.error.code !== want.error) report('EXPECT_MOVE_OTHER_REASON', { move: want.uci, error: played.error.code, expected: want.error });
    }
  }
  if (expect.inCheck !== undefined && game.inCheck() !== expect.inCheck) report(game.inCheck() ? 'EXPECT_IN_CHECK' : 'EXPECT_NOT_IN_CHECK');
  for (const [color, want] of Object.entries(expect.canMate ?? {})) {
    const got = game.canMate(color);
    if (got !== want) report('EXPECT_CAN_MATE', { color, got, expected: want });
  }
  if (expect.claimable !== undefined) {
    const got = game.claimable();
    const list = got.ok ? got.value : [];
    if ([...list].sort().join() !== [...expect.claimable].sort().join()) report('EXPECT_CLAIMABLE', { got: list, expected: expect.claimable });
  }
  // actions, then the outcome they lead to
  let claimed = null;
  if (expect.flag !== undefined) {
    const done = game.flag(expect.flag);
    if (!done.ok) report('FLAG_REFUSED', { error: done.error.code });
  }
  if (expect.resign !== undefined) {
    const done = game.resign(expect.resign);
    if (!done.ok) report('RESIGN_REFUSED', { error: done.error.code });
  }
  if (expect.agree === true) {
    const offered = game.offerDraw();
    const accepted = offered.ok ? game.acceptDraw() : offered;
    if (!accepted.ok) report('AGREEMENT_REFUSED', { error: accepted.error.code });
  }
  if (expect.claim !== undefined) {
    const done = game.claimDraw(expect.claim.reason, expect.claim.intended);
    if (!done.ok) report('CLAIM_REFUSED', { error: done.error.code });
    else claimed = done.value;
  }
  if (expect.accepted !== undefined) {
    if (!claimed) report('ACCEPTED_WITHOUT_CLAIM');
    else if (claimed.accepted !== expect.accepted) report(claimed.accepted ? 'CLAIM_ACCEPTED' : 'CLAIM_NOT_ACCEPTED');
  }
  if (expect.played !== undefined) {
    const last = game.history({ verbose: true }).at(-1);
    if (!last || last.uci !== expect.played) report('EXPECT_PLAYED', { expected: expect.played, got: last ? last.uci : '-' });
  }
  const outcome = game.outcome();
  if (expect.outcome !== undefined && outcome.reason !== expect.outcome) report('EXPECT_OUTCOME', { got: outcome.reason, expected: expect.outcome });
  if (expect.result !== undefined && outcome.result !== expect.result) report('EXPECT_RESULT', { got: outcome.result, expected: expect.result });
  if (expect.modern !== undefined && outcome.modern !== expect.modern) report(outcome.modern ? 'EXPECT_MODERN' : 'EXPECT_NOT_MODERN');
  return out;
}

/** What a goal kind's checks are given: the step, its goal, where it is, the game at its
 *  position (null before it is opened) with its legal moves, and the means to report. */
function checkContext(rules, step, at, game, out) {
  const legalMoves = game ? game.moves() : [];
  return {
    rules, step, goal: step.goal, at, game, legalMoves,
    legal: new Set(legalMoves.map((move) => move.uci)),
    report: (code, params, where = '/goal') => out.push(problem(code, `${at}${where}`, params)),
    push: (problems) => out.push(...problems),
    openStep,
    expectMismatches,
  };
}

/** The rules problems of one step, found at the JSON pointer `at` ('/steps/3'). */
export function checkStepChess(rules, step, at) {
  const out = [];
  const report = (code, params, where = '') => out.push(problem(code, `${at}${where}`, params));
  const kind = goalKind(step.goal);
  if (kind.checkStart) {
    kind.checkStart(checkContext(rules, step, at, null, out));
    if (!step.fen) return out;
  }
  const opened = openStep(rules, step);
  if (opened.error) {
    if (opened.move) report('HISTORY_MOVE_ILLEGAL', { move: opened.move, error: opened.error.code }, `/history/${step.history.indexOf(opened.move)}`);
    else if (!step.exercise && rules.game(step.fen, { exercise: true }).ok) report('FEN_NEEDS_EXERCISE', { error: opened.error.code }, '/fen');
    else report('FEN_ILLEGAL', { error: opened.error.code }, '/fen');
    return out;
  }
  const game = opened.game;
  if (step.exercise === true && rules.game(step.fen).ok && !kind.exerciseNeeded) {
    // harmless, but an exercise position hides rules (no king safety, passing): say so
    report('EXERCISE_NOT_NEEDED', {}, '/exercise');
  }
  // the child sits on the side that plays: a board seen from the other side is a slip
  if (kind.boardGoal && colorName(game.turn()) !== step.orientation) {
    report('BOARD_SEEN_FROM_OTHER_SIDE', { side: colorName(game.turn()), orientation: step.orientation }, '/orientation');
  }
  const outcome = game.outcome();
  if (outcome.result !== '*' && kind.boardGoal) report('GAME_ALREADY_OVER', { reason: outcome.reason });

  // scripted replies: each line must be legal from the step's position, and the reply too
  for (const [line, reply] of Object.entries(step.replies ?? {})) {
    const after = openStep(rules, step, line.split(' '));
    if (after.error) { report('REPLY_LINE_ILLEGAL', { line, move: after.move ?? '-', error: after.error.code }, '/replies'); continue; }
    const answer = after.game.play(reply);
    if (!answer.ok) report('REPLY_ILLEGAL', { line, move: reply, error: answer.error.code }, '/replies');
  }
  // a feedback move that is also a right answer is a contradiction
  const correct = new Set(step.goal.moves ?? []);
  for (const key of Object.keys(step.feedback ?? {})) if (correct.has(key)) report('FEEDBACK_FOR_RIGHT_MOVE', { move: key }, '/feedback');
  kind.checkChess?.(checkContext(rules, step, at, game, out));
  return out;
}

/** Every step's rules problems; a step whose checks throw gets one problem saying so. Steps are
 *  taken as they are: run checkLessonFormat first and leave out the steps it finds fault with. */
export function checkLessonChess(lesson, rules, { skip = new Set() } = {}) {
  const out = [];
  lesson.steps.forEach((step, n) => {
    if (skip.has(n)) return;
    const at = `/steps/${n}`;
    try {
      out.push(...checkStepChess(rules, step, at));
    } catch (error) {
      out.push(problem('RULES_CHECK_FAILED', at, { detail: String(error?.message ?? error) }));
    }
  });
  return out.map((found) => ({ ...found, step: lesson.steps[Number(found.path.split('/')[2])].id }));
}
