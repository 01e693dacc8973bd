// The coach of the `game` goal (web/lesson/goals/game-coach.mjs): which message it picks from a
// position's facts (pure, facts written by hand from the rule), and the facts the core gives it,
// checked against chess.js (attacks, check, mates, the ways out) and against the lesson checker's
// own free-piece proof in JavaScript (web/lesson/authoring/free-piece.mjs) for the core's
// freeCaptures(). Needs dist/ (the built wasm).
import { Chess } from 'chess.js';
import { loadRules } from './rules-load.mjs';
import { coachAdvice, positionFacts } from '../../web/lesson/goals/game-coach.mjs';
import { proveFreeCapture } from '../../web/lesson/authoring/free-piece.mjs';
import { StepSession } from '../../web/lesson/step-session.mjs';
import { childMove } from './helpers/child-move.mjs';
import { checkLessonFile } from '../../web/lesson/authoring/check.mjs';
import { loadChessSearch } from '../../web/rules/search-engine.mjs';

let rules;
beforeAll(async () => { rules = await loadRules({ lang: 'en' }); });

const quiet = { inCheck: false, escapes: [], mates: [], free: [], hanging: [], threats: [] };

describe('coachAdvice: the one message for a position', () => {
  test('nothing to say in a quiet position', () => {
    expect(coachAdvice(quiet)).toBeNull();
  });

  test('a piece attacked and unprotected is marked', () => {
    expect(coachAdvice({ ...quiet, hanging: [{ square: 'c4', piece: 'B' }, { square: 'h5', piece: 'Q' }] }))
      .toEqual({ key: 'coachHanging', params: {}, squares: ['c4', 'h5'] });
  });

  test('a protected piece attacked by a cheaper one: the piece and that attacker are marked, named in the key', () => {
    const threats = [{ square: 'c4', piece: 'B', attackers: [{ square: 'd5', piece: 'p' }] }];
    expect(coachAdvice({ ...quiet, threats })).toEqual({ key: 'coachThreat_b_p', params: {}, squares: ['c4', 'd5'] });
    // of several, the dearest piece, and of its attackers the cheapest
    const two = [threats[0], { square: 'd1', piece: 'Q', attackers: [{ square: 'b3', piece: 'b' }, { square: 'e2', piece: 'n' }, { square: 'c2', piece: 'p' }] }];
    expect(coachAdvice({ ...quiet, threats: two })).toEqual({ key: 'coachThreat_q_p', params: {}, squares: ['d1', 'c2'] });
  });

  test('a hanging piece and a threatened one: the dearer is spoken of (a tie: the hanging one)', () => {
    const rookByKnight = [{ square: 'a1', piece: 'R', attackers: [{ square: 'b3', piece: 'n' }] }];
    expect(coachAdvice({ ...quiet, threats: rookByKnight, hanging: [{ square: 'e4', piece: 'P' }] }).key).toBe('coachThreat_r_n');
    expect(coachAdvice({ ...quiet, threats: rookByKnight, hanging: [{ square: 'h1', piece: 'R' }] }).key).toBe('coachHanging');
    expect(coachAdvice({ ...quiet, threats: rookByKnight, free: [{ from: 'f3', to: 'e5', taken: 'p' }] }).key).toBe('coachFree');
  });

  test('a free piece comes before danger, and the pieces to take are marked, each once', () => {
    const facts = { ...quiet, hanging: [{ square: 'c4', piece: 'B' }], free: [{ from: 'f3', to: 'e5', taken: 'p' }, { from: 'd4', to: 'e5', taken: 'p' }] };
    expect(coachAdvice(facts)).toEqual({ key: 'coachFree', params: {}, squares: ['e5'] });
  });

  test('a mate in one comes before a free piece; the mating pieces are marked, not where they go', () => {
    const facts = { ...quiet, free: [{ from: 'f3', to: 'e5', taken: 'p' }], mates: [{ from: 'h5', to: 'f7' }] };
    expect(coachAdvice(facts)).toEqual({ key: 'coachMate', params: {}, squares: ['h5'] });
  });

  test('check comes first, named by the ways out that exist, in the order king, capture, block', () => {
    const escapes = [{ from: 'e1', to: 'f1', way: 'king' }, { from: 'd1', to: 'e2', way: 'block' }, { from: 'c1', to: 'e2', way: 'block' }];
    expect(coachAdvice({ ...quiet, inCheck: true, escapes, mates: [{ from: 'a1', to: 'a8' }] }))
      .toEqual({ key: 'coachCheck_king_block', params: {}, squares: ['e1', 'd1', 'c1'] });
    expect(coachAdvice({ ...quiet, inCheck: true, escapes: [{ from: 'g2', to: 'h3', way: 'capture' }, { from: 'g1', to: 'h1', way: 'king' }] }).key)
      .toBe('coachCheck_king_capture');
    expect(coachAdvice({ ...quiet, inCheck: true, escapes: [{ from: 'b2', to: 'b3', way: 'block' }] }).key).toBe('coachCheck_block');
  });

  test('every message key the coach can give is in each language', async () => {
    const keys = ['coachMate', 'coachFree', 'coachHanging'];
    // every piece a cheaper one can attack (not the king, not a pawn), by each cheaper piece (values: pawn 1,
    // knight and bishop 3, rook 5, queen 9)
    for (const [piece, attackers] of [['N', 'p'], ['B', 'p'], ['R', 'pnb'], ['Q', 'pnbr']]) {
      for (const attacker of attackers) keys.push(coachAdvice({ ...quiet, threats: [{ square: 'a1', piece, attackers: [{ square: 'a2', piece: attacker }] }] }).key);
    }
    expect(keys.filter((key) => key.startsWith('coachThreat_'))).toHaveLength(9);
    for (const ways of [['king'], ['capture'], ['block'], ['king', 'capture'], ['king', 'block'], ['capture', 'block'], ['king', 'capture', 'block']]) {
      keys.push(coachAdvice({ ...quiet, inCheck: true, escapes: ways.map((way) => ({ from: 'a1', to: 'a2', way })) }).key);
    }
    for (const lang of ['zh-Hans', 'zh-Hant', 'en']) {
      const table = (await import(`../../web/i18n/lesson.${lang}.mjs`)).default;
      for (const key of [...keys, 'gameThinking', 'gameYourMove', 'GAME_LOST', 'GAME_DRAWN']) expect([lang, key, typeof table[key]]).toEqual([lang, key, 'string']);
    }
  });
});

// Positions a beginner meets, the child to move.
const POSITIONS = {
  start: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  scholarsThreat: 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
  freeKnight: 'rnbqkb1r/pppp1ppp/8/4p3/4n3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 3',
  defendedPawn: 'rnbqkbnr/ppp2ppp/3p4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3',
  hangingKnight: 'rnbqkb1r/pppp1ppp/8/4p3/4P1n1/5N1P/PPPP1PP1/RNBQKB1R b KQkq - 0 4',
  checkBlock: 'rnb1kbnr/pppp1ppp/8/4p3/5P1q/8/PPPPP1PP/RNBQKBNR w KQkq - 1 3',
  checkKnight: 'r1bqkbnr/pppppppp/8/8/8/3n4/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  backRank: '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1',
  // a child's game (a fresh reader's): Nxe5 dxe5 exf5 wins a pawn, but the d6 pawn protects e5
  // and the g6 pawn f5: no piece here is one "nobody protects"
  exchangeOnly: '2b2b1r/2q1kp2/3p1np1/4pnBp/r3P3/P2P1N1P/1PP1QPP1/3RR1K1 w - - 0 1',
  // a fresh reader's game: 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.d3 d5; the d3 pawn protects the bishop on
  // c4, the d5 pawn attacks it (exd5 or Bxd5 is no free piece: the knight on f6 takes back)
  readerBishop: 'r1bqkb1r/ppp2ppp/2n2n2/3pp3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 0 5',
  // the e6 pawn attacks the knight on d5 but is pinned to its king by the rook: it cannot take
  pinnedAttacker: '4k3/5p2/4p3/3N4/2P5/8/8/4RK2 w - - 0 1',
  // 1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Qxd4 Nc6: the queen, protected by the knight on f3, attacked by
  // the knight on c6 (Qxc6+ is no free piece: bxc6)
  queenByKnight: 'r1bqkbnr/pp2pppp/2np4/8/3QP3/5N2/PPP2PPP/RNB1KB1R w KQkq - 1 5',
};

/** The facts as chess.js finds them, the free captures left out (chess.js has no such proof). */
function chessJsFacts(fen) {
  const chess = new Chess(fen);
  const me = chess.turn();
  const them = me === 'w' ? 'b' : 'w';
  const moves = chess.moves({ verbose: true });
  const mates = moves.filter((move) => {
    chess.move(move);
    const mate = chess.isCheckmate();
    chess.undo();
    return mate;
  }).map((move) => ({ from: move.from, to: move.to }));
  const hanging = [];
  for (const row of chess.board()) {
    for (const piece of row) {
      if (!piece || piece.color !== me || piece.type === 'k') continue;
      if (chess.isAttacked(piece.square, them) && !chess.isAttacked(piece.square, me)) {
        hanging.push({ square: piece.square, piece: me === 'w' ? piece.type.toUpperCase() : piece.type });
      }
    }
  }
  // the other side's legal captures were it to move (chess.js on the same position, the other side to move)
  const fields = fen.split(' ');
  const flipped = new Chess([fields[0], them, fields[2], '-', fields[4], fields[5]].join(' '), { skipValidation: true });
  const value = { p: 1, n: 3, b: 3, r: 5, q: 9 };
  const threats = [];
  for (const row of chess.board()) {
    for (const piece of row) {
      if (!piece || piece.color !== me || piece.type === 'k' || !chess.isAttacked(piece.square, me)) continue;
      const attackers = flipped.moves({ verbose: true })
        .filter((move) => move.to === piece.square && value[move.piece] < value[piece.type])
        .map((move) => ({ square: move.from, piece: them === 'w' ? move.piece.toUpperCase() : move.piece }));
      if (attackers.length) threats.push({ square: piece.square, piece: me === 'w' ? piece.type.toUpperCase() : piece.type, attackers });
    }
  }
  const way = (move) => (move.piece === 'k' ? 'king' : move.captured ? 'capture' : 'block');
  return {
    inCheck: chess.inCheck(),
    escapes: chess.inCheck() ? moves.map((move) => ({ from: move.from, to: move.to, way: way(move) })) : [],
    mates,
    hanging,
    threats,
  };
}

const bySquares = (list) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('positionFacts: what the core says, as chess.js and the checker\'s proof say it', () => {
  test.each(Object.entries(POSITIONS))('%s', (name, fen) => {
    const game = rules.game(fen).value;
    const facts = positionFacts(game, rules);
    const expected = chessJsFacts(fen);
    expect(facts.inCheck).toBe(expected.inCheck);
    expect(bySquares(facts.escapes)).toEqual(bySquares(expected.escapes));
    expect(bySquares(facts.mates)).toEqual(bySquares(expected.mates));
    expect(bySquares(facts.hanging)).toEqual(bySquares(expected.hanging));
    expect(bySquares(facts.threats)).toEqual(bySquares(expected.threats));
    // every capture is free in the core's answer exactly when the checker's JS proof says so
    const step = { id: name, fen, orientation: 'white', goal: { kind: 'game' } };
    const freeByProof = game.moves().filter((move) => move.captured && proveFreeCapture(rules, step, move).free).map((move) => move.uci);
    expect(game.freeCaptures().map((move) => move.uci).sort()).toEqual(freeByProof.sort());
    // the coach asked and played nothing: the game is where it was
    expect(game.fen()).toBe(rules.game(fen).value.fen());
    expect(game.history()).toEqual([]);
  });

  test('the messages a beginner needs, on positions where a coach would say them', () => {
    const advice = (fen) => coachAdvice(positionFacts(rules.game(fen).value, rules));
    expect(advice(POSITIONS.start)).toBeNull();
    expect(advice(POSITIONS.scholarsThreat)).toMatchObject({ key: 'coachMate', squares: ['h5'] });
    expect(advice(POSITIONS.freeKnight)).toMatchObject({ key: 'coachFree', squares: ['e4'] });
    expect(advice(POSITIONS.defendedPawn)).toBeNull();
    expect(advice(POSITIONS.exchangeOnly)?.key).not.toBe('coachFree');
    expect(advice(POSITIONS.hangingKnight)).toMatchObject({ key: 'coachHanging' });
    // the knight on g4 protects the pawn on e5; nobody protects the knight
    expect(advice(POSITIONS.hangingKnight).squares).toEqual(['g4']);
    expect(advice(POSITIONS.checkBlock)).toMatchObject({ key: 'coachCheck_block', squares: ['g2'] });
    expect(advice(POSITIONS.checkKnight)).toMatchObject({ key: 'coachCheck_capture' });
    // the reader's lost bishop: attacked by a pawn, protected by one
    expect(advice(POSITIONS.readerBishop)).toEqual({ key: 'coachThreat_b_p', params: {}, squares: ['c4', 'd5'] });
    expect(advice(POSITIONS.pinnedAttacker)).toBeNull();
    expect(advice(POSITIONS.queenByKnight)).toEqual({ key: 'coachThreat_q_n', params: {}, squares: ['d4', 'c6'] });
  });
});

describe('the game goal: won by mating, a draw or a loss starts a new game', () => {
  const step = (fen) => ({ id: 'g', fen, orientation: 'white', goal: { kind: 'game' } });

  test('the coach speaks at the start; the child mates: solved, three stars', () => {
    const session = new StepSession(rules, step(POSITIONS.backRank));
    expect(session.kind.status(session)).toEqual(['coachMate', {}]);
    expect(session.kind.highlights(session)).toEqual([{ square: 'a1', kind: 'hint' }]);
    expect(childMove(session, 'a1a8')).toMatchObject({ status: 'solved', stars: 3 });
  });

  test('a stalemate by the child is a draw: a wrong try that starts the game again', () => {
    const session = new StepSession(rules, step('7k/8/6Q1/8/8/8/8/K7 w - - 0 1'));
    expect(childMove(session, 'g6f7')).toMatchObject({ status: 'wrong', code: 'GAME_DRAWN', restart: true });
    expect(session.mistakes).toBe(1);
  });

  test('the computer mates the child: a loss, a wrong try that starts the game again', () => {
    const session = new StepSession(rules, step('r5k1/8/8/8/8/2N5/5PPP/6K1 w - - 0 1'));
    // the child wanders with the knight; the rook comes down to the back rank
    expect(childMove(session, 'c3d5')).toMatchObject({ status: 'continue' });
    expect(session.kind.status(session)).toEqual(['gameThinking', {}]);
    expect(session.game.play('a8a1').ok).toBe(true);
    expect(session.afterReply('a8a1')).toMatchObject({ status: 'wrong', code: 'GAME_LOST', restart: true });
  });

  test('a warm-up (in: 1): a move that does not mate is taken back with why, and the coach speaks again', () => {
    const session = new StepSession(rules, { ...step(POSITIONS.backRank), goal: { kind: 'game', in: 1 } });
    // Ra2 gives no check (by the rule: the rook on a2 sees the second rank, the king is on g8)
    expect(childMove(session, 'a1a2')).toMatchObject({ status: 'wrong', code: 'NOT_MATE_NO_CHECK', takeBack: true, uci: 'a1a2' });
    expect(session.mistakes).toBe(1);
    // the runner takes the move back on the board: the coach's words and lit rook are back
    session.game.undo();
    expect(session.kind.status(session)).toEqual(['coachMate', {}]);
    expect(session.kind.highlights(session)).toEqual([{ square: 'a1', kind: 'hint' }]);
    expect(childMove(session, 'a1a8')).toMatchObject({ status: 'solved', stars: 2 });
  });

  test('a warm-up (in: 1): a check the king walks out of is taken back, naming the square', () => {
    // Ra8+ with the h7 pawn gone: the king escapes to h7 (worked out by hand; chess.js agrees)
    const fen = '6k1/5pp1/8/8/8/8/5PPP/R5K1 w - - 0 1';
    const chess = new Chess(fen);
    chess.move('Ra8+');
    expect(chess.moves({ verbose: true }).filter((move) => move.piece === 'k').map((move) => move.to)).toEqual(['h7']);
    const session = new StepSession(rules, { ...step(fen), goal: { kind: 'game', in: 1 } });
    expect(childMove(session, 'a1a8')).toMatchObject({ status: 'wrong', code: 'NOT_MATE_KING_ESCAPES', params: { square: 'h7' }, takeBack: true });
  });

  test('the partner answers with a legal move at the step\'s level, and the coach speaks again', async () => {
    const session = new StepSession(rules, step(POSITIONS.start));
    expect(session.kind.status(session)).toEqual(['gameYourMove', {}]);
    expect(childMove(session, 'e2e4')).toMatchObject({ status: 'continue' });
    const reply = await session.reply();
    expect(session.game.play(reply).ok).toBe(true);
    expect(session.afterReply(reply)).toEqual({ status: 'continue' });
    expect(session.game.turn()).toBe('w');
    expect(session.kind.status(session)[0]).toMatch(/^(gameYourMove|coach)/);
  });
});

describe('the checker of a game step', () => {
  const lesson = (fen) => ({
    id: 'game-check', title: { 'zh-Hans': '下棋', 'zh-Hant': '下棋', en: 'Play' },
    steps: [{ id: 'play', fen, orientation: 'white', text: { 'zh-Hans': '下棋。', 'zh-Hant': '下棋。', en: 'Play.' }, goal: { kind: 'game', level: 1 } }],
  });
  const codes = (fen) => checkLessonFile(JSON.stringify(lesson(fen)), { rules }).problems.map((problem) => problem.code);

  test('a game the child can win passes; one with too few pieces to mate is refused', () => {
    expect(codes(POSITIONS.start)).toEqual([]);
    expect(codes('4k3/8/8/8/8/8/8/4KB2 w - - 0 1')).toContain('GAME_CANNOT_BE_WON');
  });

  test('a warm-up\'s mate within `in` is proved: the back rank mate in one passes, the start refused', async () => {
    const mateSolver = await loadChessSearch({ wasm: new URL('../../dist/chess-search.wasm', import.meta.url), lang: 'en' });
    const warmUp = (fen) => {
      const file = lesson(fen);
      file.steps[0].goal.in = 1;
      return checkLessonFile(JSON.stringify(file), { rules, mateSolver }).problems.map((problem) => problem.code);
    };
    expect(warmUp(POSITIONS.backRank)).toEqual([]);
    expect(warmUp(POSITIONS.start)).toContain('NO_FORCED_MATE');
  });
});
