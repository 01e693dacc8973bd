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

let rules;
beforeAll(async () => { rules = await loadRules({ lang: 'en' }); });

const quiet = { inCheck: false, escapes: [], mates: [], free: [], hanging: [] };

describe('coachAdvice: the one message for a position', () => {
  test('nothing to say in a quiet position', () => {
    expect(coachAdvice(quiet)).toBeNull();
  });

  test('a piece attacked and unprotected is marked', () => {
    expect(coachAdvice({ ...quiet, hanging: [{ square: 'c4', piece: 'B' }, { square: 'h5', piece: 'Q' }] }))
      .toEqual({ key: 'coachHanging', params: {}, squares: ['c4', 'h5'] });
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
  const way = (move) => (move.piece === 'k' ? 'king' : move.captured ? 'capture' : 'block');
  return {
    inCheck: chess.inCheck(),
    escapes: chess.inCheck() ? moves.map((move) => ({ from: move.from, to: move.to, way: way(move) })) : [],
    mates,
    hanging,
  };
}

const bySquares = (list) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('positionFacts: what the core says, as chess.js and the checker\'s proof say it', () => {
  test.each(Object.entries(POSITIONS))('%s', (name, fen) => {
    const game = rules.game(fen).value;
    const facts = positionFacts(game);
    const expected = chessJsFacts(fen);
    expect(facts.inCheck).toBe(expected.inCheck);
    expect(bySquares(facts.escapes)).toEqual(bySquares(expected.escapes));
    expect(bySquares(facts.mates)).toEqual(bySquares(expected.mates));
    expect(bySquares(facts.hanging)).toEqual(bySquares(expected.hanging));
    // every capture is free in the core's answer exactly when the checker's JS proof says so
    const step = { id: name, fen, orientation: 'white', goal: { kind: 'game' } };
    const freeByProof = game.moves().filter((move) => move.captured && proveFreeCapture(rules, step, move).free).map((move) => move.uci);
    expect(game.freeCaptures().map((move) => move.uci).sort()).toEqual(freeByProof.sort());
    // the coach asked and played nothing: the game is where it was
    expect(game.fen()).toBe(rules.game(fen).value.fen());
    expect(game.history()).toEqual([]);
  });

  test('the messages a beginner needs, on positions where a coach would say them', () => {
    const advice = (fen) => coachAdvice(positionFacts(rules.game(fen).value));
    expect(advice(POSITIONS.start)).toBeNull();
    expect(advice(POSITIONS.scholarsThreat)).toMatchObject({ key: 'coachMate', squares: ['h5'] });
    expect(advice(POSITIONS.freeKnight)).toMatchObject({ key: 'coachFree', squares: ['e4'] });
    expect(advice(POSITIONS.defendedPawn)).toBeNull();
    expect(advice(POSITIONS.hangingKnight)).toMatchObject({ key: 'coachHanging' });
    // the knight on g4 protects the pawn on e5; nobody protects the knight
    expect(advice(POSITIONS.hangingKnight).squares).toEqual(['g4']);
    expect(advice(POSITIONS.checkBlock)).toMatchObject({ key: 'coachCheck_block', squares: ['g2'] });
    expect(advice(POSITIONS.checkKnight)).toMatchObject({ key: 'coachCheck_capture' });
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
});
