// Every goal kind on wrong paths as well as the right one, on the course's own steps, through the
// step session the lesson runner drives (StepSession: checkMove, then the move played, then
// afterMove): detours, revisits, a right answer after wrong ones, the last move of a limit. And
// property tests over random move sequences (fast-check): in a stars step the stars left are
// exactly the stars not yet landed on (a revisited star is not counted again, no other star is
// removed, and the step is solved on the move that lands on the last one); in a capture step any
// number of wrong moves before the capture costs one star each, down to one.
//
// Expected values come from the lesson's rule as a child meets it (a star is collected by landing
// on it; three stars, one fewer per mistake, never below one), not from the session's tables.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { Chess } from 'chess.js';
import { ROOT, loadRules } from './rules-load.mjs';
import { childMove } from './helpers/child-move.mjs';

// The session's module (web/lesson/goals.mjs, being renamed step-session.mjs).
const SESSION_MODULE = existsSync(path.join(ROOT, 'web/lesson/step-session.mjs')) ? 'step-session.mjs' : 'goals.mjs';
const { StepSession } = await import(`../../web/lesson/${SESSION_MODULE}`);

const LESSON_FILES = readdirSync(path.join(ROOT, 'lessons')).filter((file) => file.endsWith('.json') && !/index|schema/.test(file));
const lessons = LESSON_FILES.map((file) => ({ file, lesson: JSON.parse(readFileSync(path.join(ROOT, 'lessons', file), 'utf8')) }));
const stepsOfKind = (kind) => lessons.flatMap(({ file, lesson }) =>
  lesson.steps.filter((step) => step.goal.kind === kind).map((step) => ({ name: `${file}#${step.id}`, step })));
const stepOf = (file, id) => lessons.find((entry) => entry.file === file).lesson.steps.find((step) => step.id === id);

let rules;
beforeAll(async () => {
  rules = await loadRules({ lang: 'en' });
});


/** A stars step's move: the other side passes after it, as the runner has it do. */
function starMove(session, uci) {
  const result = childMove(session, uci);
  if (result.status === 'continue') {
    expect(result.pass).toBe(true);
    expect(session.game.pass().ok).toBe(true);
  }
  return result;
}

const THREE_STARS_LESS = (mistakes) => Math.max(1, 3 - mistakes); // the rule the child is told

describe('collect-stars: the stars left are the stars not yet landed on', () => {
  const steps = stepsOfKind('collect-stars');

  test('the course has stars steps', () => expect(steps.length).toBeGreaterThan(10));

  // Random walks of the star piece, on every stars step of the course, with its own move limit and
  // with six more moves (room to come back to a star already collected).
  const walks = steps.flatMap(({ name, step }) => [[name, step, 0], [`${name} (+6 moves)`, step, 6]]);
  test.each(walks)('%s: random walks', (name, courseStep, extraMoves) => {
    const step = { ...courseStep, goal: { ...courseStep.goal, maxMoves: courseStep.goal.maxMoves + extraMoves } };
    const { stars, maxMoves, piece } = step.goal;
    fc.assert(fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: maxMoves }), (choices) => {
      const session = new StepSession(rules, step);
      const landed = new Set();
      let square = piece;
      for (const [n, choice] of choices.entries()) {
        const moves = session.game.moves().filter((move) => move.from === square);
        if (moves.length === 0) return;
        const move = moves[choice % moves.length];
        const result = starMove(session, move.uci);
        landed.add(move.to);
        square = move.to;
        const left = stars.filter((star) => !landed.has(star));
        if (left.length === 0) {
          expect(result).toMatchObject({ status: 'solved' });
          return;
        }
        expect(session.starsLeft).toEqual(left);
        if (n + 1 === maxMoves) {
          expect(result).toMatchObject({ status: 'wrong', code: 'OUT_OF_MOVES', restart: true });
          return;
        }
        expect(result.status).toBe('continue');
      }
    }), { numRuns: 25, seed: 20261130 });
  });

  // Rook on a1, stars on a6, f6 and f2, eight moves: the written detours and revisits.
  const step = {
    id: 'walk', fen: '7k/8/8/8/8/8/8/R3K3 w - - 0 1', exercise: true, orientation: 'white',
    text: { en: 'x' }, goal: { kind: 'collect-stars', piece: 'a1', stars: ['a6', 'f6', 'f2'], maxMoves: 8 },
  };

  test('landing again on a collected star collects nothing and removes no other star', () => {
    const session = new StepSession(rules, step);
    starMove(session, 'a1a6');
    expect(session.starsLeft).toEqual(['f6', 'f2']);
    starMove(session, 'a6a1'); // a detour
    expect(session.starsLeft).toEqual(['f6', 'f2']);
    expect(starMove(session, 'a1a6').status).toBe('continue'); // the same star again
    expect(session.starsLeft).toEqual(['f6', 'f2']);
    starMove(session, 'a6f6');
    starMove(session, 'f6a6'); // back on the first star
    expect(session.starsLeft).toEqual(['f2']);
    starMove(session, 'a6f6'); // and on the second
    expect(session.starsLeft).toEqual(['f2']);
    expect(starMove(session, 'f6f2')).toMatchObject({ status: 'solved', stars: 1 }); // 7 moves, par 3
  });

  test('a piece passing over a star does not collect it; only where it stops counts', () => {
    const session = new StepSession(rules, step);
    starMove(session, 'a1a7'); // over a6
    expect(session.starsLeft).toEqual(['a6', 'f6', 'f2']);
  });

  test('the last move of the limit that lands on the last star solves; one that does not restarts', () => {
    const tight = { ...step, goal: { ...step.goal, maxMoves: 4 } };
    const solved = new StepSession(rules, tight);
    for (const uci of ['a1a2', 'a2a6', 'a6f6']) expect(starMove(solved, uci).status).toBe('continue');
    expect(starMove(solved, 'f6f2')).toMatchObject({ status: 'solved', stars: 2 }); // one move over par
    const missed = new StepSession(rules, tight);
    for (const uci of ['a1a2', 'a2a6', 'a6f6']) starMove(missed, uci);
    expect(starMove(missed, 'f6f3')).toMatchObject({ status: 'wrong', code: 'OUT_OF_MOVES', restart: true });
    expect(missed.starsLeft).toEqual(['f2']);
  });

  test('another piece is refused (a mistake), then the right route earns two stars', () => {
    const session = new StepSession(rules, step);
    expect(childMove(session, 'e1d2')).toMatchObject({ status: 'refused', code: 'WRONG_MOVE' });
    expect(session.starsLeft).toEqual(['a6', 'f6', 'f2']);
    for (const uci of ['a1a6', 'a6f6']) expect(starMove(session, uci).status).toBe('continue');
    expect(starMove(session, 'f6f2')).toEqual({ status: 'solved', stars: 2 });
  });

  test('a course step on its shortest route: three stars', () => {
    const session = new StepSession(rules, stepOf('bishop.json', 'stars')); // c1: e3, g5, d8 in 3
    expect(starMove(session, 'c1e3').status).toBe('continue');
    expect(starMove(session, 'e3g5').status).toBe('continue');
    expect(starMove(session, 'g5d8')).toEqual({ status: 'solved', stars: 3 });
  });
});

describe('capture: wrong moves before the capture cost a star each, down to one', () => {
  const steps = stepsOfKind('capture');

  test.each(steps.map(({ name, step }) => [name, step]))('%s: random wrong moves, then the capture', (name, step) => {
    fc.assert(fc.property(fc.array(fc.nat(), { maxLength: 5 }), (choices) => {
      const session = new StepSession(rules, step);
      const target = step.goal.target;
      const legal = session.game.moves();
      // a capture of the target by the rule: the piece on the target is gone (en passant: beside it)
      const takesTarget = (move) => {
        const probe = rules.game(session.game.fen(), step.exercise ? { exercise: true } : undefined).value;
        const before = probe.fen().split(' ')[0];
        probe.play(move.uci);
        return pieceOn(probe.fen(), target) !== pieceOn(`${before} w`, target) && pieceOn(`${before} w`, target) !== null
          && (!step.goal.moves || step.goal.moves.includes(move.uci));
      };
      const right = legal.filter(takesTarget);
      const wrong = legal.filter((move) => !takesTarget(move));
      expect(right.length).toBeGreaterThan(0);
      let mistakes = 0;
      for (const choice of choices) {
        if (wrong.length === 0) break;
        const move = wrong[choice % wrong.length];
        expect(childMove(session, move.uci)).toMatchObject({ status: 'refused', code: 'WRONG_MOVE' });
        mistakes += 1;
      }
      expect(childMove(session, right[0].uci)).toEqual({ status: 'solved', stars: THREE_STARS_LESS(mistakes) });
    }), { numRuns: 8, seed: 20261130 });
  });
});

/** The piece on a square of a FEN's board, or null. */
function pieceOn(fen, square) {
  const rows = fen.split(' ')[0].split('/');
  const row = rows[8 - Number(square[1])].replace(/\d/g, (n) => '.'.repeat(Number(n)));
  const piece = row['abcdefgh'.indexOf(square[0])];
  return piece === '.' ? null : piece;
}

describe('move, check and escape-check: a right answer after wrong ones', () => {
  test('move: an illegal try costs nothing, each legal wrong move a star, the answer then solves', () => {
    const step = stepOf('castling.json', 'long');
    const session = new StepSession(rules, step);
    expect(childMove(session, 'e1e3')).toMatchObject({ status: 'illegal' });
    expect(session.mistakes).toBe(0);
    expect(childMove(session, 'e1g1')).toMatchObject({ status: 'refused', code: 'WRONG_MOVE' });
    expect(childMove(session, 'e1g1')).toMatchObject({ status: 'refused', code: 'WRONG_MOVE' }); // the same wrong move again
    expect(childMove(session, 'e1c1')).toEqual({ status: 'solved', stars: 1 });
    // after the step is solved, no move counts
    expect(childMove(session, 'e1g1')).toMatchObject({ status: 'refused' });
  });

  test('check: a capture that gives no check is wrong; a checking move after it solves with two stars', () => {
    const session = new StepSession(rules, stepOf('check.json', 'rook-check'));
    const moves = session.game.moves();
    const quiet = moves.filter((move) => !/[+#]$/.test(move.san));
    expect(childMove(session, quiet[0].uci)).toMatchObject({ status: 'refused', code: 'WRONG_MOVE' });
    const check = moves.find((move) => /[+#]$/.test(move.san));
    expect(childMove(session, check.uci)).toEqual({ status: 'solved', stars: 2 });
  });

  test('escape-check: a legal way out of the wrong kind is refused, the asked way solves', () => {
    const step = stepOf('escape-check.json', 'capture-checker');
    const session = new StepSession(rules, step);
    const kingMoves = session.game.moves().filter((move) => move.from === 'e1');
    expect(kingMoves.length).toBeGreaterThan(0);
    for (const move of kingMoves.slice(0, 2)) expect(childMove(session, move.uci)).toMatchObject({ status: 'refused', code: 'WRONG_MOVE' });
    expect(childMove(session, 'e2d3')).toEqual({ status: 'solved', stars: THREE_STARS_LESS(Math.min(2, kingMoves.length)) });
  });
});

describe('mate: the last move of the limit', () => {
  test('mate in one: a check that does not mate is taken back as a wrong try; the mate after it earns two stars', async () => {
    const step = stepOf('checkmate.json', 'back-rank');
    const session = new StepSession(rules, step);
    const game = rules.game(session.game.fen()).value;
    const mates = game.moves().filter((move) => move.san.endsWith('#'));
    const notMate = game.moves().find((move) => !move.san.endsWith('#') && !(step.feedback ?? {})[move.uci]);
    expect(mates.length).toBeGreaterThan(0);
    let result = childMove(session, notMate.uci);
    if (result.status === 'continue' && result.judge && !(await session.lastMoveForcesMate())) result = session.takeBack();
    expect(result).toMatchObject({ status: 'wrong', takeBack: true });
    // why it is not mate, as chess.js sees the position after it: no check, or the king's escape
    const after = new Chess(session.game.fen());
    const kingEscapes = after.moves({ verbose: true }).filter((move) => move.piece === 'k').map((move) => move.to);
    if (!after.inCheck()) expect(result).toMatchObject({ code: 'NOT_MATE_NO_CHECK' });
    else if (kingEscapes.length) {
      expect(result.code).toBe('NOT_MATE_KING_ESCAPES');
      expect(kingEscapes).toContain(result.params.square);
    } else expect(result).toMatchObject({ code: 'NOT_MATE_DEFENDED' });
    expect(session.game.undo().ok).toBe(true);
    expect(childMove(session, mates[0].uci)).toEqual({ status: 'solved', stars: 2 });
  });
});

describe('touch: a wrong piece, then the obliged one', () => {
  test('touched bishop: another piece is refused by touch-move (a mistake); the bishop then solves', () => {
    const step = stepOf('review-manners.json', 'touched-bishop');
    const session = new StepSession(rules, step);
    session.replayTouches();
    const other = rules.game(session.game.fen()).value.moves().find((move) => move.from !== 'c8');
    const tried = childMove(session, other.uci);
    expect(tried).toMatchObject({ status: 'illegal', code: 'TOUCH_MOVE_REQUIRED' });
    expect(session.mistakes).toBe(1);
    expect(childMove(session, step.goal.moves[0])).toEqual({ status: 'solved', stars: 2 });
  });
});

// Every legal move of a check or escape-check step judged by the session as chess.js (an
// independent implementation) sees it: a move solves a check step exactly when it gives check
// (a mate gives check too), and an escape-check step exactly when it is of the asked way
// (king: the king moves; capture: the checker is taken, en passant included; block: the rest).
describe('check and escape-check: every legal move judged as chess.js sees it', () => {
  const verdict = (step, uci) => childMove(new StepSession(rules, step), uci).status;
  const oracleMoves = (fen) => new Chess(fen).moves({ verbose: true });
  const MATE_STEP = {
    id: 'mate-is-check', fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', orientation: 'white', exercise: true,
    text: { en: 'Give check.' }, goal: { kind: 'check' },
  };
  const listed = (goal, uci) => !goal.moves || goal.moves.includes(uci);

  test.each([...stepsOfKind('check'), { name: 'a rook that mates', step: MATE_STEP }])('check: $name', ({ step }) => {
    const moves = oracleMoves(new StepSession(rules, step).game.fen());
    const wanted = moves.filter((move) => new Chess(move.after).inCheck() && listed(step.goal, move.lan)).map((move) => move.lan).sort();
    expect(wanted.length).toBeGreaterThan(0);
    const solving = moves.filter((move) => verdict(step, move.lan) === 'solved').map((move) => move.lan).sort();
    expect(solving).toEqual(wanted);
    if (step === MATE_STEP) expect(wanted).toEqual(['a1a8']);
  });

  test.each(stepsOfKind('escape-check'))('escape-check: $name', ({ step }) => {
    const moves = oracleMoves(new StepSession(rules, step).game.fen());
    const way = (move) => (move.piece === 'k' ? 'king' : move.captured ? 'capture' : 'block');
    const wanted = moves.filter((move) => (!step.goal.way || way(move) === step.goal.way) && listed(step.goal, move.lan)).map((move) => move.lan).sort();
    expect(wanted.length).toBeGreaterThan(0);
    const solving = moves.filter((move) => verdict(step, move.lan) === 'solved').map((move) => move.lan).sort();
    expect(solving).toEqual(wanted);
  });
});
