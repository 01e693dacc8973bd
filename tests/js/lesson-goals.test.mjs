// The lesson runner's goal judging (web/lesson/goals.mjs), without a DOM, over the real rules
// core: each goal kind accepts what the lesson asks and refuses the rest with the right feedback
// code, and every step of every lesson in lessons/ can be completed the way a child would.
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, loadRules } from './rules-load.mjs';
import { StepSession, starsFor, parFor } from '../../web/lesson/step-session.mjs';
import { feedbackFor, boardMap } from '../../web/lesson/step-game.mjs';
import { expectMismatches } from '../../web/lesson/chess-checks.mjs';
import { loneKingMate } from '../../web/lesson/lone-king.mjs';
import { loadChessSearch } from '../../web/rules/search-engine.mjs';
import { childMove } from './helpers/child-move.mjs';

const readLesson = (file) => JSON.parse(readFileSync(path.join(ROOT, 'lessons', file), 'utf8'));
const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons/index.json'), 'utf8'));
const stepOf = (file, id) => readLesson(file).steps.find((step) => step.id === id);
/** A lesson's step and a child's session on it. */
const openStep = (file, id) => {
  const step = stepOf(file, id);
  return { step, session: new StepSession(rules, step) };
};

// The K+Q and K+R mates from the start play up to 24 moves against the practice partner.
jest.setTimeout(60000);

let rules;
let search;

// The page's search worker (game.bestMove and game.mateIn ask it), stood in for by the same
// engine on this thread over dist/chess-search.wasm.
class EngineWorker extends EventTarget {
  postMessage(data) {
    const { id, op, args, lang } = structuredClone(data);
    setTimeout(() => this.dispatchEvent(Object.assign(new Event('message'), { data: { id, result: search[op](...args, lang) } })), 0);
  }

  terminate() {}
}

beforeAll(async () => {
  rules = await loadRules({ lang: 'en' });
  search = await loadChessSearch({ wasm: new URL('../../dist/chess-search.wasm', import.meta.url), lang: 'en' });
  globalThis.Worker = EngineWorker;
});

afterAll(() => {
  delete globalThis.Worker;
});

/** A move that keeps the win but delays it longest, to a position not seen before (a child
 *  wandering about, who must not draw by repetition). */
function slowestWinningMove(game) {
  const seen = new Set([game.startFen(), ...game.history({ verbose: true }).map((move) => move.fen)].map((fen) => fen.split(' ')[0]));
  let best = null;
  for (const move of game.moves()) {
    game.play(move.uci);
    const dtm = loneKingMate(game.fen())?.dtm ?? null;
    const fresh = !seen.has(game.fen().split(' ')[0]);
    game.undo();
    if (dtm !== null && fresh && (best === null || dtm > best.dtm)) best = { uci: move.uci, dtm };
  }
  return best.uci;
}

/** A child who knows the K+Q / K+R endings perfectly: the move nearest to mate by the table, and
 *  past the table the core's shortest mate. */
function shortestMateMove(game) {
  let best = null;
  for (const move of game.moves()) {
    game.play(move.uci);
    const dtm = game.outcome().reason === 'checkmate' ? -1 : loneKingMate(game.fen())?.dtm ?? null;
    game.undo();
    if (dtm !== null && (best === null || dtm < best.dtm)) best = { uci: move.uci, dtm };
  }
  if (best) return best.uci;
  // past the table (two rooks, say): the first move of the core's shortest mate
  const proof = search.mateIn(game.fen(), 4);
  if (!proof.ok || !proof.value) throw new Error(`no mate in 4 from ${game.fen()}`);
  return proof.value.line[0].uci;
}


/** The other side passes after a move of a stars step, as the runner has it do. */
function answer(session, result) {
  if (result.status === 'continue' && result.pass) expect(session.game.pass().ok).toBe(true);
}

/** A child's move in a mate step, as the runner plays it: judged by the core's mate solver where
 *  it must be (a move taken back is undone), then the reply (scripted, or the practice
 *  partner's) played. {result, reply?, after?}. */
async function mateMove(session, uci) {
  let result = childMove(session, uci);
  if (result.status === 'continue' && result.judge && !(await session.lastMoveForcesMate())) result = session.takeBack();
  if (result.takeBack) expect(session.game.undo().ok).toBe(true);
  if (result.status !== 'continue') return { result };
  const reply = await session.reply();
  expect(session.game.play(reply).ok).toBe(true);
  return { result, reply, after: session.afterReply(reply) };
}

describe('move goals', () => {
  test('the asked move solves the step with three stars', () => {
    const session = new StepSession(rules, stepOf('castling.json', 'short'));
    expect(session.boardMode).toBe('play');
    const result = childMove(session, 'e1g1');
    expect(result).toMatchObject({ status: 'solved', stars: 3 });
  });

  test('a legal move that is not asked for is refused, with the step\'s words for that move', () => {
    const { step, session } = openStep('castling.json', 'long');
    const refused = childMove(session, 'e1g1');
    expect(refused).toMatchObject({ status: 'refused', code: 'WRONG_MOVE', uci: 'e1g1' });
    expect(feedbackFor(step, refused)).toBe(step.feedback.e1g1);
    expect(session.mistakes).toBe(1);
    expect(childMove(session, 'e1c1')).toMatchObject({ status: 'solved', stars: 2 });
  });

  test('an illegal move is the core\'s to refuse, and its reason finds the feedback', () => {
    const { step, session } = openStep('castling-rules.json', 'through-attack');
    // long castling through an attacked square: the core says why, and the step explains it
    const tried = childMove(session, 'e1c1');
    expect(tried).toMatchObject({ status: 'illegal', code: 'CASTLE_THROUGH_ATTACK', uci: 'e1c1' });
    expect(feedbackFor(step, tried)).toBe(step.feedback.CASTLE_THROUGH_ATTACK);
    const legalWrong = session.game.moves().find((m) => !step.goal.moves.includes(m.uci));
    expect(childMove(session, legalWrong.uci).code).toBe('WRONG_MOVE');
  });

  test('feedback is found by the move first, then by the reason code', () => {
    const step = { feedback: { e1c1: { en: 'by move' }, CASTLE_BLOCKED: { en: 'by code' }, e7e8q: { en: 'promotion' } } };
    expect(feedbackFor(step, { uci: 'e1c1', code: 'CASTLE_BLOCKED' }).en).toBe('by move');
    expect(feedbackFor(step, { uci: 'e1g1', code: 'CASTLE_BLOCKED' }).en).toBe('by code');
    expect(feedbackFor(step, { uci: 'e7e8', code: 'X' }).en).toBe('promotion');
    expect(feedbackFor(step, { uci: 'a2a3', code: 'WRONG_MOVE' })).toBeNull();
    expect(feedbackFor({}, { uci: 'a2a3', code: 'toString' })).toBeNull();
  });
});

describe('capture, check and escape-check goals', () => {
  test('capture: only a capture on the target (and, when listed, the listed one) counts', () => {
    const { step, session } = openStep('capture.json', 'safe-capture');
    expect(childMove(session, 'd4c5')).toMatchObject({ status: 'refused', code: 'WRONG_MOVE' });
    // the lesson's own words for that capture: the pawn is taken back
    expect(feedbackFor(step, { uci: 'd4c5', code: 'WRONG_MOVE' })).toEqual({
      'zh-Hans': '可以吃，但黑兵{p}会把你的兵吃回去。', 'zh-Hant': '可以吃，但黑兵{p}會把你的兵吃回去。', en: 'Allowed, but the black pawn {p} takes your pawn back.',
    });
    expect(childMove(session, 'd4e5').status).toBe('solved');
  });

  test('check: a quiet move is refused, a checking move solves', () => {
    const session = new StepSession(rules, stepOf('check.json', 'rook-check'));
    const moves = session.game.moves();
    const quiet = moves.find((m) => !/[+#]$/.test(m.san));
    const check = moves.find((m) => /[+#]$/.test(m.san));
    expect(childMove(session, quiet.uci).status).toBe('refused');
    expect(childMove(session, check.uci).status).toBe('solved');
  });

  test('a move that misses says what it lacks: no capture, another piece taken, no check', () => {
    // the capture lesson's take-queen: rook d2, queen d5; d2–d4 takes nothing
    const take = new StepSession(rules, stepOf('capture.json', 'take-queen'));
    expect(childMove(take, 'd2d4')).toMatchObject({ status: 'refused', code: 'WRONG_MOVE', reason: 'wrongCaptureNone' });
    // the rook a1 may take the knight a8 (the target) or the pawn a4 (another piece)
    const other = new StepSession(rules, { id: 'other', fen: 'n3k3/8/8/8/p7/8/8/R3K3 w - - 0 1', orientation: 'white', text: { 'zh-Hans': '吃', 'zh-Hant': '吃', en: 'Take' }, goal: { kind: 'capture', target: 'a8' } });
    expect(childMove(other, 'a1a4')).toMatchObject({ status: 'refused', reason: 'wrongCaptureOther' });
    // the check lesson's rook-check: rook a1, black king e8; a1–a2 gives no check
    const check = new StepSession(rules, stepOf('check.json', 'rook-check'));
    expect(childMove(check, 'a1a2')).toMatchObject({ status: 'refused', code: 'WRONG_MOVE', reason: 'wrongNoCheck' });
    expect(childMove(check, 'a1a8')).toMatchObject({ status: 'solved' });
  });

  test('escape-check: the way out must be the asked one', () => {
    const { step, session } = openStep('escape-check.json', 'capture-checker');
    const kingMove = session.game.moves().find((m) => m.from === 'e1');
    expect(childMove(session, kingMove.uci)).toMatchObject({ status: 'refused', code: 'WRONG_MOVE' });
    expect(childMove(session, 'e2d3').status).toBe('solved');
  });
});

describe('collect-stars', () => {
  const step = {
    id: 'stars', fen: '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', exercise: true, orientation: 'white',
    text: { en: 'x' }, goal: { kind: 'collect-stars', piece: 'a1', stars: ['a6', 'f6'], maxMoves: 2 },
  };

  test('stars are collected where the piece stops; the other side passes', () => {
    const session = new StepSession(rules, step);
    const first = childMove(session, 'a1a6');
    expect(first).toMatchObject({ status: 'continue', pass: true });
    expect(session.starsLeft).toEqual(['f6']);
    answer(session, first);
    expect(childMove(session, 'a6f6')).toMatchObject({ status: 'solved', stars: 3 });
  });

  test('another piece may not move, and running out of moves restarts the step', () => {
    const session = new StepSession(rules, step);
    expect(childMove(session, 'e1e2')).toMatchObject({ status: 'refused', code: 'WRONG_MOVE' });
    answer(session, childMove(session, 'a1a2'));
    expect(childMove(session, 'a2a6')).toMatchObject({ status: 'wrong', code: 'OUT_OF_MOVES', restart: true });
  });
});

describe('mate goals', () => {
  test('the scripted reply follows the solution, and the mate solves', async () => {
    const { step, session } = openStep('checkmate.json', 'mate-in-two');
    const first = await mateMove(session, 'h1f1');
    expect(first).toMatchObject({ result: { status: 'continue', judge: false }, reply: step.replies.h1f1, after: { status: 'continue' } });
    expect((await mateMove(session, 'f1f8')).result).toMatchObject({ status: 'solved' });
  });

  test('a move that lets the mate slip is refused with the lesson\'s words', () => {
    const { step, session } = openStep('checkmate.json', 'mate-in-two');
    const refused = childMove(session, 'h1h8');
    expect(refused).toMatchObject({ status: 'refused', code: 'WRONG_MOVE' });
    expect(feedbackFor(step, refused)).toBe(step.feedback.h1h8);
  });

  test('a move the lesson does not foresee that lets the mate slip: the core\'s mate solver says so, and it is taken back', async () => {
    const { step, session } = openStep('checkmate.json', 'mate-in-two');
    const start = session.game.fen();
    // a move of neither the solution nor the feedback, after which some defence holds out two moves
    const slip = session.game.moves().find((move) => {
      if (move.uci === step.goal.solution?.[0] || step.feedback?.[move.uci]) return false;
      const after = rules.game(start).value;
      after.play(move.uci);
      return after.moves().some((defence) => {
        const line = rules.game(start).value;
        line.play(move.uci);
        line.play(defence.uci);
        return !line.isOver() && search.mateIn(line.fen(), 1).value === null;
      });
    });
    expect(slip).toBeDefined();
    const { result } = await mateMove(session, slip.uci);
    expect(result).toMatchObject({ status: 'wrong', code: 'WRONG_MOVE', uci: slip.uci, takeBack: true });
    expect(session.game.fen()).toBe(start);
    expect(session.mistakes).toBe(1);
    expect(session.childMoves).toBe(0);
    // the solution still mates, one star the less
    await mateMove(session, 'h1f1');
    expect((await mateMove(session, 'f1f8')).result).toMatchObject({ status: 'solved', stars: 2 });
  });

  test('mate in one: any mating move counts, a non-mating one is taken back', async () => {
    const session = new StepSession(rules, stepOf('checkmate.json', 'back-rank'));
    const mates = session.game.moves().filter((m) => m.san.endsWith('#'));
    const other = session.game.moves().find((m) => !m.san.endsWith('#'));
    expect(mates.length).toBeGreaterThan(0);
    // taken back with why it is not mate (lesson-goals-paths checks which reason against chess.js)
    const wrong = (await mateMove(session, other.uci)).result;
    expect(wrong).toMatchObject({ status: 'wrong', takeBack: true });
    expect(wrong.code).toMatch(/^NOT_MATE_(NO_CHECK|KING_ESCAPES|DEFENDED)$/);
    expect((await mateMove(session, mates[0].uci)).result.status).toBe('solved');
  });

  test('a long mate: any move is tried, the defender answers, and a lost queen restarts the step', async () => {
    const { step, session } = openStep('mate-queen.json', 'whole-way');
    const { result, reply, after } = await mateMove(session, 'd1d4'); // the queen next to the black king, unprotected
    expect(result).toMatchObject({ status: 'continue', judge: false });
    expect(reply).toBe('e5d4');
    expect(after).toMatchObject({ status: 'wrong', code: 'MATE_SLIPPED', restart: true });
  });

  test('the practice partner defends: it avoids a mate in one when it can', async () => {
    // the child waits with the king; Black must give its king air (…h6, …g6, …f6) against Ra8#
    const step = { id: 'air', fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', orientation: 'white', text: { en: 'x' }, goal: { kind: 'mate', in: 5, defender: 'search' } };
    const session = new StepSession(rules, step);
    expect(session.game.moves().some((m) => m.san.endsWith('#'))).toBe(true);
    const { reply } = await mateMove(session, 'g1f1');
    expect(['h7h6', 'g7g6', 'f7f6', 'h7h5', 'g7g5', 'f7f5']).toContain(reply);
    expect(session.game.moves().some((m) => m.san.endsWith('#'))).toBe(false);
  });
});

describe('tap, quiz, claim, action, touch and setup goals', () => {
  test('tap: every square, a wrong one is a mistake', () => {
    const session = new StepSession(rules, stepOf('board.json', 'file'));
    expect(session.boardMode).toBe('tap');
    expect(session.tap('d4')).toMatchObject({ status: 'wrong', code: 'WRONG_SQUARE' });
    const squares = session.goal.squares;
    for (const square of squares.slice(0, -1)) expect(session.tap(square).status).toBe('continue');
    expect(session.tap(squares.at(-1))).toMatchObject({ status: 'solved', stars: 2 });
  });

  test('quiz: a wrong choice, then the answer', () => {
    const { step, session } = openStep('stalemate.json', 'what-is-it');
    const wrong = step.goal.choices.find((c) => c.id !== step.goal.answer);
    expect(session.choose(wrong.id)).toMatchObject({ status: 'wrong', code: 'WRONG_CHOICE' });
    expect(session.choose(step.goal.answer)).toMatchObject({ status: 'solved', stars: 2 });
  });

  test('claim with a written move: the move is written, not played, and the core accepts', () => {
    const session = new StepSession(rules, stepOf('threefold-repetition.json', 'claim-with-move'));
    const fen = session.game.fen();
    expect(session.claim()).toEqual({ status: 'need-move' });
    expect(session.checkMove('f6g8')).toMatchObject({ code: 'WRITTEN', uci: 'f6g8' });
    expect(session.game.fen()).toBe(fen);
    expect(session.claim()).toMatchObject({ status: 'solved', accepted: true });
    expect(session.game.outcome().result).toBe('1/2-1/2');
  });

  test('a wrong claim is refused by the core, the written move is played, the step is learnt', () => {
    const session = new StepSession(rules, stepOf('fifty-moves.json', 'wrong-claim'));
    session.checkMove('h2h4');
    const result = session.claim();
    expect(result).toMatchObject({ status: 'solved', accepted: false });
    expect(result.move.uci).toBe('h2h4');
    expect(session.game.outcome().reason).toBe('ongoing');
  });

  test('a claim with another move than the lesson\'s is a mistake when it comes out otherwise', () => {
    // the lesson's claim goes wrong with the pawn move h4 written; with a rook move it would be right
    const session = new StepSession(rules, stepOf('fifty-moves.json', 'wrong-claim'));
    const fen = session.game.fen();
    session.checkMove('d2d1');
    expect(session.claim()).toMatchObject({ status: 'wrong', code: 'WRONG_CLAIM' });
    expect(session.game.fen()).toBe(fen); // a wrong claim changes nothing
    expect(session.game.outcome().reason).toBe('ongoing');
    expect(session.claim()).toEqual({ status: 'need-move' });
  });

  test('action: resign and offer a draw end the game as the lesson expects', () => {
    const resign = new StepSession(rules, stepOf('resignation.json', 'resign'));
    expect(resign.boardMode).toBe('none');
    expect(resign.action()).toMatchObject({ status: 'solved' });
    expect(resign.game.outcome()).toMatchObject({ result: '1-0', reason: 'resignation' });
    const offer = new StepSession(rules, stepOf('agreement.json', 'offer'));
    expect(offer.action().status).toBe('solved');
    expect(offer.game.outcome().reason).toBe('agreement');
  });

  test('touch: after the touches the core allows only the obliged moves', () => {
    const { step, session } = openStep('touch-move.json', 'own-piece');
    expect(session.replayTouches()).toMatchObject({ obligation: 'move-piece', allowed: ['g1f3', 'g1h3'] });
    expect(childMove(session, 'e2e4')).toMatchObject({ status: 'illegal', code: 'TOUCH_MOVE_REQUIRED' });
    expect(feedbackFor(step, { uci: 'e2e4', code: 'TOUCH_MOVE_REQUIRED' })).toBe(step.feedback.TOUCH_MOVE_REQUIRED);
    expect(childMove(session, 'g1f3').status).toBe('solved');
  });

  // The board keeps the committed piece selected: a child who touches another piece and then a
  // square sees the committed piece go there. That is a wrong try, not the obliged move chosen.
  test.each([
    ['both', 'c3', 'd5', 'e4d5'], // the knight touched, the pawn must take
    ['rook-then-king', 'e1', 'g1', 'h1g1'], // the king touched, the rook must move
  ])('touch (%s): touching %s is a mistake that starts the step again, and the move it leads to earns nothing', (id, touched, to, obliged) => {
    const { step, session } = openStep('touch-move.json', id);
    session.replayTouches();
    const wrong = session.touched(touched);
    expect(wrong).toMatchObject({ status: 'wrong', code: 'TOUCH_MOVE_REQUIRED', restart: true });
    expect(session.mistakes).toBe(1);
    // the board plays the committed piece to the square tapped next: refused
    expect(obliged.slice(2)).toBe(to);
    expect(session.checkMove(obliged)).toMatchObject({ code: 'TOUCH_MOVE_REQUIRED', uci: obliged });
    expect(session.solved).toBe(false);
    // the lesson's own words answer it where it has them
    if (step.feedback?.TOUCH_MOVE_REQUIRED) expect(feedbackFor(step, { uci: obliged, code: 'TOUCH_MOVE_REQUIRED' })).toBe(step.feedback.TOUCH_MOVE_REQUIRED);
    // a fresh try: the obliged piece touched (or left selected) and moved earns the stars
    const again = new StepSession(rules, step);
    again.replayTouches();
    expect(again.touched(obliged.slice(0, 2))).toEqual({ status: 'continue' });
    expect(childMove(again, obliged)).toMatchObject({ status: 'solved', stars: 3 });
  });

  test('setup: a swapped king and queen is named; the right board solves', () => {
    const { step, session } = openStep('setup.json', 'kings-queens');
    expect(session.boardMode).toBe('setup');
    expect(session.trayLeft({}).sort()).toEqual(['K', 'Q', 'k', 'q'].sort());
    const swapped = session.place({ d1: 'K' }, 'd1', 'K');
    expect(swapped.status).toBe('wrong');
    expect(swapped.codes.length).toBeGreaterThan(0);
    expect(swapped.codes.every((code) => code.startsWith('SETUP_'))).toBe(true);
    const placed = {};
    let result;
    for (const [square, piece] of Object.entries(boardMap(step.goal.board))) {
      placed[square] = piece;
      result = session.place({ ...placed }, square, piece);
    }
    expect(result).toMatchObject({ status: 'solved', stars: 2 });
  });

  test('setup: queen on the wrong colour gets the rhyme\'s code', () => {
    const session = new StepSession(rules, stepOf('setup.json', 'kings-queens'));
    const result = session.place({ e1: 'K', c1: 'Q' }, 'c1', 'Q');
    expect(result.codes).toContain('SETUP_QUEEN_COLOUR');
  });
});

// The fifty-move lesson's moves and claims: every legal move is accepted exactly when it is a right
// answer. For a move goal, right is a move of the piece the goal moves whose result its expect
// describes; for a claim with a written move, a move the claim comes out right with.
describe('the fifty-move rule: accepted ⇔ correct, for every legal move', () => {
  const steps = readLesson('fifty-moves.json').steps.filter((step) => (step.goal.kind === 'move' && step.goal.expect) || (step.goal.kind === 'claim' && step.goal.intended));
  test('the lesson has such steps', () => expect(steps.length).toBeGreaterThan(0));
  test.each(steps.map((step) => [step.id, step]))('%s', (id, step) => {
    const legal = new StepSession(rules, step).game.moves().map((move) => move.uci);
    const pieces = new Set((step.goal.moves ?? []).map((uci) => uci.slice(0, 2)));
    const wrongs = [];
    for (const uci of legal) {
      const session = new StepSession(rules, step);
      let accepted;
      let correct;
      if (step.goal.kind === 'move') {
        accepted = session.checkMove(uci) === null;
        correct = pieces.has(uci.slice(0, 2)) && expectMismatches(rules, { ...step, history: [...(step.history ?? []), uci] }, step.goal.expect, '').length === 0;
      } else {
        session.checkMove(uci);
        accepted = session.claim().status === 'solved';
        correct = expectMismatches(rules, step, { ...step.goal.expect, claim: { reason: step.goal.claim, intended: uci } }, '').length === 0;
      }
      if (accepted !== correct) wrongs.push(`${uci}: accepted ${accepted}, correct ${correct}`);
    }
    expect(wrongs).toEqual([]);
  });
});

describe('stars and hints', () => {
  test('three stars, one fewer per move over par or hint, never below one', () => {
    expect(starsFor(0, 0)).toBe(3);
    expect(starsFor(1, 0)).toBe(2);
    expect(starsFor(0, 2)).toBe(1);
    expect(starsFor(1, 1)).toBe(1);
    expect(starsFor(5, 3)).toBe(1);
    const session = new StepSession(rules, stepOf('checkmate.json', 'mate-in-two'));
    expect(session.nextHint()).toBe(session.step.hints?.[0] ?? null);
  });

  test('par: a mate in N is N (or its own par), stars the fewest moves (or their own par), anything else 1', () => {
    expect(parFor({ kind: 'mate', in: 3 })).toBe(3);
    expect(parFor({ kind: 'mate', in: 14, par: 10 })).toBe(10);
    expect(parFor({ kind: 'collect-stars', maxMoves: 5, par: 3 })).toBe(3);
    expect(parFor({ kind: 'collect-stars', maxMoves: 5 }, 2)).toBe(2);
    expect(parFor({ kind: 'move', moves: ['e2e4'] })).toBe(1);
    expect(parFor({ kind: 'quiz', choices: [], answer: 'a' })).toBe(1);
  });

  // A rook on a1, one star on h8, three moves allowed: two moves (a1-a8-h8) is the fewest.
  const STAR_STEP = {
    id: 'detour', fen: '8/8/8/8/8/8/8/R7 w - - 0 1', exercise: true, orientation: 'white',
    text: { 'zh-Hans': '星', 'zh-Hant': '星', en: 'Star' },
    goal: { kind: 'collect-stars', piece: 'a1', stars: ['h8'], maxMoves: 3 },
  };

  test('collecting stars: the fewest moves keep three stars, each move beyond them costs one', () => {
    const fastest = new StepSession(rules, STAR_STEP);
    expect(fastest.par).toBe(2); // computed: the lesson states no par
    answer(fastest, childMove(fastest, 'a1a8'));
    expect(childMove(fastest, 'a8h8')).toMatchObject({ status: 'solved', stars: 3 });

    const detour = new StepSession(rules, STAR_STEP);
    answer(detour, childMove(detour, 'a1a4'));
    answer(detour, childMove(detour, 'a4a8'));
    expect(childMove(detour, 'a8h8')).toMatchObject({ status: 'solved', stars: 2 });

    // a lesson's own par is the bar instead
    const lenient = new StepSession(rules, { ...STAR_STEP, goal: { ...STAR_STEP.goal, par: 3 } });
    answer(lenient, childMove(lenient, 'a1a4'));
    answer(lenient, childMove(lenient, 'a4a8'));
    expect(childMove(lenient, 'a8h8')).toMatchObject({ status: 'solved', stars: 3 });
  });

  test('a detour and a hint together leave one star; a refused move counts as a move over par', () => {
    const session = new StepSession(rules, { ...STAR_STEP, hints: [STAR_STEP.text] });
    session.nextHint();
    answer(session, childMove(session, 'a1a4'));
    answer(session, childMove(session, 'a4a8'));
    expect(childMove(session, 'a8h8')).toMatchObject({ status: 'solved', stars: 1 });

    const castling = new StepSession(rules, stepOf('castling.json', 'long'));
    expect(childMove(castling, 'e1g1').status).toBe('refused');
    expect(castling.movesOverPar).toBe(1);
    expect(childMove(castling, 'e1c1')).toMatchObject({ status: 'solved', stars: 2 });
  });

  test('a long mate: each move beyond par costs a star', async () => {
    const step = stepOf('mate-queen.json', 'whole-way');
    expect(step.goal.par).toBeLessThan(step.goal.in);
    const session = new StepSession(rules, step);
    expect(session.par).toBe(step.goal.par);
    // wander (keeping the queen) until the fastest mate left ends two moves beyond par, then mate
    // as fast as the table allows, against the practice partner's defence
    let result;
    let starsJustOverPar = null;
    do {
      const toGo = loneKingMate(session.game.fen()).dtm;
      const wander = session.childMoves + toGo < step.goal.par + 2;
      ({ result } = await mateMove(session, wander ? slowestWinningMove(session.game) : shortestMateMove(session.game)));
      if (session.childMoves === step.goal.par + 1) starsJustOverPar = session.stars;
    } while (result.status === 'continue');
    expect(session.childMoves).toBeGreaterThanOrEqual(step.goal.par + 2);
    expect(session.childMoves).toBeLessThanOrEqual(step.goal.in);
    expect(starsJustOverPar).toBe(2);
    expect(result).toMatchObject({ status: 'solved', stars: 1 }); // two or more moves over par
  });

  test('a try that runs out of moves restarts with its moves beyond par still counted', () => {
    const session = new StepSession(rules, STAR_STEP); // par 2, three moves allowed
    answer(session, childMove(session, 'a1a2'));
    answer(session, childMove(session, 'a2a3'));
    expect(childMove(session, 'a3a4')).toMatchObject({ status: 'wrong', code: 'OUT_OF_MOVES', restart: true });
    expect(session.mistakes).toBe(2); // one move beyond par, and the failed try itself
  });
});

// Every step of every lesson, completed as a child would: the asked move (or, when a goal only
// describes the move, a legal one that fits), the solution line against the replies, the star
// route, the answers, the claims, the target board.
const allSteps = index.lessons.flatMap((entry) => readLesson(entry.file).steps.map((step) => [entry.id, step.id, step]));

function starRoute(step) {
  const goal = step.goal;
  let frontier = [{ fen: null, square: goal.piece, got: new Set(), path: [] }];
  const opened = new StepSession(rules, step);
  frontier[0].fen = opened.game.fen();
  // a state once reached by fewer moves is not searched again: the piece's square, the stars
  // taken and the board
  const keyOf = (fen, square, got) => `${square}|${[...got].sort().join(',')}|${fen.split(' ')[0]}`;
  const seen = new Set([keyOf(frontier[0].fen, goal.piece, new Set())]);
  for (let depth = 0; depth < goal.maxMoves; depth++) {
    const next = [];
    for (const state of frontier) {
      const game = rules.game(state.fen, { exercise: true }).value;
      for (const move of game.moves().filter((m) => m.from === state.square)) {
        const after = rules.game(state.fen, { exercise: true }).value;
        after.play(move.uci);
        const got = new Set(state.got);
        if (goal.stars.includes(move.to)) got.add(move.to);
        const path = [...state.path, move.uci];
        if (got.size === goal.stars.length) return path;
        if (!after.pass().ok) continue;
        const key = keyOf(after.fen(), move.to, got);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ fen: after.fen(), square: move.to, got, path });
      }
    }
    frontier = next;
  }
  return null;
}

test.each(allSteps)('%s / %s can be completed', async (lessonId, stepId, step) => {
  const session = new StepSession(rules, step);
  const goal = step.goal;
  let result;
  switch (goal.kind) {
    case 'tap':
      for (const square of goal.squares) result = session.tap(square);
      break;
    case 'quiz':
      result = session.choose(goal.answer);
      break;
    case 'setup': {
      const placed = step.fen ? boardMap(step.fen.split(' ')[0]) : {};
      for (const [square, piece] of Object.entries(boardMap(goal.board))) {
        if (placed[square]) continue;
        placed[square] = piece;
        result = session.place({ ...placed }, square, piece);
      }
      break;
    }
    case 'claim':
      if (goal.intended) session.checkMove(goal.intended);
      result = session.claim();
      break;
    case 'action':
      result = session.action();
      break;
    case 'touch': {
      const last = session.replayTouches();
      result = childMove(session, goal.moves?.[0] ?? last.allowed[0] ?? session.game.moves()[0].uci);
      break;
    }
    case 'collect-stars': {
      const route = starRoute(step);
      expect(route).not.toBeNull();
      for (const uci of route) {
        result = childMove(session, uci);
        answer(session, result);
      }
      break;
    }
    case 'mate': {
      if (goal.defender === 'search') {
        // against the practice partner's defender, not a script: mated within par all the same
        do {
          ({ result } = await mateMove(session, shortestMateMove(session.game)));
        } while (result.status === 'continue');
        expect(session.childMoves).toBeLessThanOrEqual(session.par);
        break;
      }
      const line = goal.solution ?? [session.game.moves().find((m) => m.san.endsWith('#')).uci];
      for (let n = 0; n < line.length; n += 2) {
        ({ result } = await mateMove(session, line[n]));
        if (result.status !== 'continue') break;
      }
      break;
    }
    case 'game': {
      // the child plays as the practice partner's strongest level does, against the step's level
      let after = { status: 'continue' };
      do {
        const found = await session.game.bestMove({ level: 5 });
        expect(found.ok).toBe(true);
        ({ result, after = after } = await mateMove(session, found.value.uci));
      } while (result.status === 'continue' && after.status === 'continue');
      break;
    }
    default: {
      const fits = goal.moves?.[0] ?? session.game.moves().map((m) => m.uci).find((uci) => {
        const probe = new StepSession(rules, step);
        return probe.checkMove(uci) === null;
      });
      result = childMove(session, fits);
    }
  }
  expect(result).toMatchObject({ status: 'solved', stars: 3 });
});
