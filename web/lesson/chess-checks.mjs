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
import { boardMap, colorName, escapeWay, fewestStarMoves, isBoardField, openStepGame, samePieces } from './goals.mjs';

const BOARD_GOALS = ['move', 'collect-stars', 'capture', 'check', 'escape-check', 'mate', 'touch'];

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

/** A setup step: its target board, its tray and the pieces already on its board. */
function setupProblems(rules, step, at) {
  const out = [];
  const goal = step.goal;
  if (!isBoardField(goal.board)) return out;
  const valid = rules.validateFen(`${goal.board} w - - 0 1`, { exercise: true });
  if (!valid.ok) out.push(problem('SETUP_TARGET_ILLEGAL', `${at}/goal/board`, { error: valid.error.code }));
  const wanted = boardMap(goal.board);
  const placed = step.fen && isBoardField(step.fen.split(' ')[0]) ? boardMap(step.fen.split(' ')[0]) : {};
  if (!samePieces([...Object.values(placed), ...step.tray], Object.values(wanted))) out.push(problem('SETUP_TRAY_MISMATCH', `${at}/tray`));
  for (const [square, piece] of Object.entries(placed)) if (wanted[square] !== piece) out.push(problem('SETUP_PIECE_ELSEWHERE', `${at}/fen`, { square }));
  return out;
}

/** The problems of one goal against the game at the step's position. */
function goalProblems(rules, step, game, at) {
  const out = [];
  const report = (code, params, where = '/goal') => out.push(problem(code, `${at}${where}`, params));
  const goal = step.goal;
  const legalMoves = game.moves();
  const legal = new Set(legalMoves.map((move) => move.uci));
  const needLegal = (list, where) => (list ?? []).forEach((move, n) => {
    if (!legal.has(move)) report('MOVE_NOT_LEGAL', { move }, `${where}/${n}`);
  });
  switch (goal.kind) {
    case 'move':
      needLegal(goal.moves, '/goal/moves');
      if (goal.expect) {
        // what the move leads to (e.g. the game ends as a dead position), for every accepted move
        for (const move of goal.moves.filter((m) => legal.has(m))) {
          const after = { ...step, history: [...(step.history ?? []), move] };
          for (const found of expectMismatches(rules, after, goal.expect, `${at}/goal/expect`)) out.push({ ...found, params: { ...found.params, after: move } });
        }
      }
      break;
    case 'capture': {
      const target = boardMap(game.fen().split(' ')[0])[goal.target];
      const mine = game.turn() === 'w' ? /[A-Z]/ : /[a-z]/;
      if (!target || mine.test(target)) { report('NOTHING_TO_CAPTURE', { square: goal.target }, '/goal/target'); break; }
      const captures = legalMoves.filter((move) => {
        const probe = openStep(rules, step, [move.uci]).game;
        return probe && boardMap(probe.fen().split(' ')[0])[goal.target] !== target;
      });
      if (captures.length === 0) report('NO_CAPTURE', { square: goal.target }, '/goal/target');
      (goal.moves ?? []).forEach((move, n) => {
        if (!captures.some((c) => c.uci === move)) report('MOVE_DOES_NOT_CAPTURE', { move, square: goal.target }, `/goal/moves/${n}`);
      });
      break;
    }
    case 'check': {
      const checks = legalMoves.filter((move) => openStep(rules, step, [move.uci]).game?.inCheck());
      if (checks.length === 0) report('NO_CHECK');
      (goal.moves ?? []).forEach((move, n) => {
        if (!checks.some((c) => c.uci === move)) report('MOVE_DOES_NOT_CHECK', { move }, `/goal/moves/${n}`);
      });
      break;
    }
    case 'escape-check': {
      if (!game.inCheck()) { report('NOT_IN_CHECK'); break; }
      if (goal.way && !legalMoves.some((move) => escapeWay(move) === goal.way)) report('NO_ESCAPE_THAT_WAY', { way: goal.way }, '/goal/way');
      needLegal(goal.moves, '/goal/moves');
      (goal.moves ?? []).forEach((move, n) => {
        const found = legalMoves.find((m) => m.uci === move);
        if (found && goal.way && escapeWay(found) !== goal.way) report('MOVE_NOT_THAT_WAY', { move, way: goal.way }, `/goal/moves/${n}`);
      });
      break;
    }
    case 'mate': {
      if (!Array.isArray(goal.solution)) break;
      const line = openStep(rules, step, goal.solution);
      if (line.error) report('SOLUTION_MOVE_ILLEGAL', { move: line.move, error: line.error.code }, '/goal/solution');
      else if (line.game.outcome().reason !== 'checkmate') report('SOLUTION_NOT_MATE', {}, '/goal/solution');
      else if (goal.solution.length > 2 * goal.in - 1) report('SOLUTION_TOO_LONG', { moves: goal.in }, '/goal/solution');
      // the scripted replies must follow the solution, so the runner plays it as written
      for (let n = 1; n < goal.solution.length; n += 2) {
        const key = goal.solution.slice(0, n).join(' ');
        if (step.replies && step.replies[key] !== goal.solution[n]) report('REPLY_OFF_SOLUTION', { line: key, expected: goal.solution[n], got: step.replies[key] ?? '-' }, '/replies');
      }
      break;
    }
    case 'collect-stars': {
      if (!boardMap(game.fen().split(' ')[0])[goal.piece]) { report('NO_STAR_PIECE', { square: goal.piece }, '/goal/piece'); break; }
      if (goal.stars.includes(goal.piece)) report('STAR_ON_PIECE', { square: goal.piece }, '/goal/stars');
      const probe = openStep(rules, step).game;
      const firstMove = probe.moves().find((m) => m.from === goal.piece);
      if (!firstMove) { report('STAR_PIECE_STUCK', { square: goal.piece }, '/goal/piece'); break; }
      probe.play(firstMove.uci);
      if (!probe.pass().ok) { report('STARS_NEED_EXERCISE', {}, ''); break; }
      const fewest = fewestStarMoves(rules, step, goal);
      if (fewest < 0) report('STARS_UNREACHABLE', { moves: goal.maxMoves }, '/goal/maxMoves');
      else if (goal.par !== undefined && goal.par < fewest) report('PAR_BELOW_FEWEST_STAR_MOVES', { par: goal.par, fewest }, '/goal/par');
      break;
    }
    case 'quiz': {
      if (goal.expect) out.push(...expectMismatches(rules, step, goal.expect, `${at}/goal/expect`));
      goal.choices.forEach((choice, n) => {
        if (!choice.fact) return;
        const where = `${at}/goal/choices/${n}/fact`;
        const found = expectMismatches(rules, step, choice.fact, where);
        if (choice.id === goal.answer && found.length) out.push(problem('ANSWER_DISAGREES', where, { choice: choice.id, problems: found }));
        if (choice.id !== goal.answer && found.length === 0) out.push(problem('WRONG_CHOICE_TRUE', where, { choice: choice.id }));
      });
      break;
    }
    case 'claim': {
      const expect = { ...goal.expect, claim: { reason: goal.claim, ...(goal.intended ? { intended: goal.intended } : {}) } };
      out.push(...expectMismatches(rules, step, expect, `${at}/goal`));
      break;
    }
    case 'action': {
      const color = goal.color ?? colorName(game.turn());
      const expect = { ...goal.expect };
      if (goal.action === 'flag') expect.flag = color;
      if (goal.action === 'resign') expect.resign = color;
      if (goal.action === 'offer-draw' || goal.action === 'accept-draw') expect.agree = true;
      out.push(...expectMismatches(rules, step, expect, `${at}/goal`));
      break;
    }
    case 'touch': {
      // the lesson's touches, then the child's straightening of each piece of `adjust`
      const made = [
        ...(goal.touches ?? []).map((touch, n) => ({ touch, where: `/goal/touches/${n}` })),
        ...(goal.adjust ?? []).map((square, n) => ({ touch: { square, adjust: true }, where: `/goal/adjust/${n}` })),
      ];
      let last = null;
      for (const { touch, where } of made) {
        const square = typeof touch === 'string' ? touch : touch.square;
        const done = game.touch(square, { adjust: typeof touch === 'object' && touch.adjust === true });
        if (!done.ok) { report('TOUCH_REFUSED', { square, error: done.error.code }, where); last = null; break; }
        last = done.value;
      }
      if (!last) break;
      const want = goal.expect;
      if (last.obligation !== want.obligation) report('TOUCH_OBLIGATION', { got: last.obligation, article: last.article, expected: want.obligation }, '/goal/expect/obligation');
      if (want.article !== undefined && last.article !== want.article) report('TOUCH_ARTICLE', { got: last.article, expected: want.article }, '/goal/expect/article');
      if (want.allowed !== undefined && [...want.allowed].sort().join() !== last.allowed.join()) report('TOUCH_ALLOWED', { got: last.allowed, expected: want.allowed }, '/goal/expect/allowed');
      (goal.moves ?? []).forEach((move, n) => {
        if (!last.allowed.includes(move)) report('TOUCH_MOVE_NOT_ALLOWED', { move }, `/goal/moves/${n}`);
      });
      break;
    }
    default:
  }
  return out;
}

/** The rules problems of one step, found at the JSON pointer `at` ('/steps/3'). */
export function checkStepChess(rules, step, at) {
  const out = [];
  const report = (code, params, where = '') => out.push(problem(code, `${at}${where}`, params));
  const goal = step.goal;
  if (goal.kind === 'setup') {
    out.push(...setupProblems(rules, step, at));
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
  if (step.exercise === true && rules.game(step.fen).ok && goal.kind !== 'collect-stars' && goal.kind !== 'setup') {
    // harmless, but an exercise position hides rules (no king safety, passing): say so
    report('EXERCISE_NOT_NEEDED', {}, '/exercise');
  }
  // the child sits on the side that plays: a board seen from the other side is a slip
  if (BOARD_GOALS.includes(goal.kind) && colorName(game.turn()) !== step.orientation) {
    report('BOARD_SEEN_FROM_OTHER_SIDE', { side: colorName(game.turn()), orientation: step.orientation }, '/orientation');
  }
  const outcome = game.outcome();
  if (outcome.result !== '*' && BOARD_GOALS.includes(goal.kind)) report('GAME_ALREADY_OVER', { reason: outcome.reason });

  // scripted replies: each line must be legal from the step's position, and the reply too
  for (const [line, reply] of Object.entries(step.replies ?? {})) {
    const after = openStep(rules, step, line.split(' '));
    if (after.error) { report('REPLY_LINE_ILLEGAL', { line, move: after.move ?? '-', error: after.error.code }, '/replies'); continue; }
    const answer = after.game.play(reply);
    if (!answer.ok) report('REPLY_ILLEGAL', { line, move: reply, error: answer.error.code }, '/replies');
  }
  // a feedback move that is also a right answer is a contradiction
  const correct = new Set(goal.moves ?? []);
  for (const key of Object.keys(step.feedback ?? {})) if (correct.has(key)) report('FEEDBACK_FOR_RIGHT_MOVE', { move: key }, '/feedback');
  out.push(...goalProblems(rules, step, game, at));
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
