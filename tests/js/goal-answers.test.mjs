// The answer a teacher shows the class in projector mode (each goal module's `answer`, shown by the
// step runner's showAnswer), for every step of every lesson of the course: played or chosen as a
// child would, it solves the step (a mate of more moves: it goes on along the lesson's solution);
// and where chess.js can read the position, it is exactly the moves chess.js finds that mate in one
// (one of them where the lesson writes its solution), take the target or give check; a long mate
// with no line written (a drill) has an answer only where chess.js finds a mate in one (an implementation of the rules of its own, not the core's);
// a setup's pieces placed where it says make the board, a star route played collects every star in
// time, and a whole game says it has no single answer, with the coach's squares.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Chess } from 'chess.js';
import { ROOT, loadRules } from './rules-load.mjs';
import { parsePlacement } from '../../web/board/api.mjs';
import { StepSession } from '../../web/lesson/step-session.mjs';
import { childMove } from './helpers/child-move.mjs';

const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons/index.json'), 'utf8'));
const steps = index.lessons.flatMap((entry) => JSON.parse(readFileSync(path.join(ROOT, 'lessons', entry.file), 'utf8')).steps.map((step) => ({ lesson: entry.id, step })));

let rules;
beforeAll(async () => {
  rules = await loadRules({ lang: 'en' });
});

/** A session on `step` as the runner opens it (a touch step's touches made first). */
function open(step) {
  const session = new StepSession(rules, step);
  if (session.kind.touchMove) session.replayTouches();
  return session;
}


/** chess.js at the session's position, or null where it cannot read it (an exercise without kings). */
function oracle(session) {
  try {
    return new Chess(session.game.fen());
  } catch {
    return null;
  }
}

/** The moves chess.js plays from `chess` (UCI) that `test(move, chess after it)` accepts. */
function oracleMoves(chess, test) {
  return chess.moves({ verbose: true }).filter((move) => {
    chess.move(move);
    const kept = test(move, chess);
    chess.undo();
    return kept;
  }).map((move) => `${move.from}${move.to}${move.promotion ?? ''}`).sort();
}

// what chess.js says each kind's answer must be, where the lesson lists no moves of its own
const ORACLE = {
  mate: (step) => step.goal.in === 1 && ((move, after) => after.isCheckmate()),
  capture: (step) => !step.goal.moves && ((move) => Boolean(move.captured) && (move.flags.includes('e') ? `${move.to[0]}${move.from[1]}` : move.to) === step.goal.target),
  check: (step) => !step.goal.moves && ((move, after) => after.inCheck()),
};

test('every step\'s answer solves it, and is what chess.js finds', () => {
  const counted = { solved: 0, oracle: 0, none: 0 };
  const wrong = [];
  for (const { lesson, step } of steps) {
    const where = `${lesson}/${step.id}`;
    const session = open(step);
    const answer = session.kind.answer?.(session) ?? null;
    const kind = step.goal.kind;
    if (kind === 'setup') {
      // each piece put where the answer says, from the tray as a child would: the board is made
      const placement = step.fen ? Object.fromEntries(parsePlacement(step.fen.split(' ')[0])) : {};
      let status = 'continue';
      for (const { square, piece } of answer?.pieces ?? []) {
        if (placement[square] === piece) continue;
        placement[square] = piece;
        status = session.place({ ...placement }, square, piece).status;
        if (status === 'wrong') break;
      }
      if (status !== 'solved' || answer.squares.length !== answer.pieces.length) wrong.push(`${where}: placing the answer's pieces gives ${status}`);
      else counted.solved += 1;
      continue;
    }
    if (kind === 'collect-stars') {
      // the route played, the other side passing: every star, within the moves allowed
      let status = 'continue';
      for (const uci of answer?.route ?? []) {
        const result = childMove(session, uci);
        status = result.status;
        if (status !== 'continue') break;
        if (result.pass) session.game.pass();
      }
      if (status !== 'solved' || answer.moves[0] !== answer.route[0] || answer.route.length > step.goal.maxMoves) wrong.push(`${where}: the route ${answer?.route} gives ${status}`);
      else counted.solved += 1;
      continue;
    }
    if (kind === 'game') {
      // no single answer: said so, with the coach's squares as the board marks them
      const coach = (session.kind.highlights?.(session) ?? []).map((mark) => mark.square);
      if (!answer?.open || answer.squares.join() !== coach.join()) wrong.push(`${where}: the game's answer ${JSON.stringify(answer)}`);
      counted.none += 1;
      continue;
    }
    if (!answer && kind === 'mate' && !step.goal.solution) {
      // a long mate with no written line (a drill against the practice partner): shown only when
      // a move mates now, and chess.js finds none here
      const chess = oracle(session);
      if (!chess || oracleMoves(chess, (move, after) => after.isCheckmate()).length) wrong.push(`${where}: no answer`);
      counted.none += 1;
      continue;
    }
    if (!answer) { wrong.push(`${where}: no answer`); continue; }
    if (kind === 'quiz') {
      if (session.choose(answer.choice).status !== 'solved') wrong.push(`${where}: the choice ${answer.choice} does not solve it`);
      else counted.solved += 1;
      continue;
    }
    if (kind === 'tap') {
      const results = answer.squares.map((square) => session.tap(square).status);
      if (results.at(-1) !== 'solved' || results.includes('wrong')) wrong.push(`${where}: tapping ${answer.squares} gives ${results}`);
      else counted.solved += 1;
      continue;
    }
    if (kind === 'claim' || kind === 'action') {
      if (!answer.button) wrong.push(`${where}: the button is not the answer`);
      if (kind === 'claim' && Boolean(step.goal.intended) !== (answer.moves.length === 1)) wrong.push(`${where}: the move to write is ${answer.moves}`);
      counted.solved += 1;
      continue;
    }
    // a move on the board: each answer solves the step, on a session of its own
    if (!answer.moves?.length) { wrong.push(`${where}: no move`); continue; }
    if (kind === 'touch' && step.goal.adjust) continue; // the pieces are straightened first (the button)
    for (const uci of answer.moves) {
      const status = childMove(open(step), uci).status;
      const wanted = kind === 'mate' && step.goal.in > 1 ? 'continue' : 'solved';
      if (status !== wanted) wrong.push(`${where}: ${uci} gives ${status}`);
    }
    if (kind === 'mate' && step.goal.in > 1 && step.goal.solution && answer.moves.join() !== step.goal.solution[0]) wrong.push(`${where}: ${answer.moves} is not the solution's first move`);
    counted.solved += 1;
    const test = ORACLE[kind]?.(step);
    const chess = test ? oracle(session) : null;
    if (chess) {
      const expected = oracleMoves(chess, test);
      // a mate the lesson writes down is its own solution's, one of those chess.js finds
      const own = kind === 'mate' && step.goal.solution;
      if (own ? !answer.moves.every((uci) => expected.includes(uci)) : expected.join() !== [...answer.moves].sort().join()) wrong.push(`${where}: ${answer.moves} where chess.js finds ${expected}`);
      counted.oracle += 1;
    }
  }
  expect(wrong).toEqual([]);
  // the course has a few hundred steps; most are checked against chess.js or solved
  expect(counted.solved).toBeGreaterThan(250);
  expect(counted.oracle).toBeGreaterThan(40);
  console.log(`goal answers: ${counted.solved} solved by their answer, ${counted.oracle} compared with chess.js, ${counted.none} with none drawn`);
});
