// game.culprits(uci): the men that make a refused move illegal, through the shipped wasm. The
// squares are worked out on the board by hand; the king's attacked targets are checked besides
// against chess.js, an independent implementation (its attackers of the target, the king lifted),
// and the checkers of a check not answered, over the positions of random games.
import { Chess } from 'chess.js';
import { loadRules, openGame, prng, randomText, START_FEN } from './rules-load.mjs';
import { randomGames } from './helpers/random-games.mjs';

let rules;
beforeAll(async () => {
  rules = await loadRules({ lang: 'en', deepAnalysis: false });
});

/** The refusal's code and the culprits as 'e6>g4' (a man and the square it attacks) or 'c3'. */
function refused(fen, uci, options) {
  const game = openGame(rules, fen, options);
  const found = game.findMove(uci);
  const culprits = game.culprits(uci);
  expect(culprits.ok).toBe(true);
  return [found.ok ? 'legal' : found.error.code, culprits.value.map(({ square, attacks }) => (attacks ? `${square}>${attacks}` : square)).join(' ')];
}

test('the pinned bishop of lessons/attack.json attacks g4 along e6-f5-g4', () => {
  expect(refused('4k3/5p2/4b3/8/6nn/6K1/8/4R3 w - - 0 1', 'g3g4')).toEqual(['KING_INTO_CHECK', 'e6>g4']);
});

test('a man in the way, the own man on the target, a pin, a check, castling', () => {
  expect(refused('8/8/8/8/8/2P5/8/2R5 w - - 0 1', 'c1c5', { exercise: true })).toEqual(['PATH_BLOCKED', 'c3']);
  expect(refused('8/8/8/8/8/2P5/8/2R5 w - - 0 1', 'c1c3', { exercise: true })).toEqual(['OWN_PIECE_ON_TARGET', 'c3']);
  expect(refused('4r2k/8/8/8/8/8/4B3/4K3 w - - 0 1', 'e2d3')).toEqual(['LEAVES_KING_IN_CHECK', 'e8>e1']);
  expect(refused('4r2k/8/8/8/8/R7/8/4K3 w - - 0 1', 'a3a4')).toEqual(['KING_IN_CHECK_MUST_ANSWER', 'e8>e1']);
  expect(refused('4r2k/8/8/8/4K3/8/8/8 w - - 0 1', 'e4e3')).toEqual(['KING_INTO_CHECK', 'e8>e3']);
  expect(refused(START_FEN, 'e1g1')).toEqual(['CASTLE_BLOCKED', 'f1 g1']);
  expect(refused('k4r2/8/8/8/8/8/8/4K2R w K - 0 1', 'e1g1')).toEqual(['CASTLE_THROUGH_ATTACK', 'f8>f1']);
});

test('a legal move and a reason no man gives have none; text that is no UCI move is a clear error', () => {
  const game = openGame(rules);
  expect(game.culprits('e2e4')).toEqual({ ok: true, value: [] });
  expect(game.culprits('e4e5')).toEqual({ ok: true, value: [] }); // NO_PIECE
  expect(game.culprits('b1b3')).toEqual({ ok: true, value: [] }); // a knight does not move so
  for (const text of ['Nf3', 'e2', 'e2e9', 'e7e8k', '', 'e2e4 ']) {
    const result = game.culprits(text);
    expect([text, result.ok, result.ok ? null : result.error.code]).toEqual([text, false, 'MOVE_SYNTAX']);
    expect(result.error.message.length).toBeGreaterThan(0);
  }
  expect(() => game.culprits(42)).toThrow(TypeError);
  expect(game.fen()).toBe(START_FEN); // nothing lost
});

test('a king stepping onto an attacked square: its culprits are chess.js\'s attackers of the target, the king lifted', () => {
  const fens = ['4k3/5p2/4b3/8/6nn/6K1/8/4R3 w - - 0 1', 'r3k2r/1b4b1/2n2n2/3qQ3/8/2N2N2/1B4B1/R3K2R b KQkq - 0 1',
    '8/3k4/8/2b1r3/3K4/4n3/1q6/8 w - - 0 1', '7k/8/8/1b6/5n2/8/8/3K4 w - - 0 1'];
  let compared = 0;
  for (const fen of fens) {
    const game = openGame(rules, fen);
    const side = game.turn();
    const board = new Chess(fen);
    const king = board.findPiece({ type: 'k', color: side })[0];
    board.remove(king);
    for (const file of 'abcdefgh') for (const rank of '12345678') {
      const uci = `${king}${file}${rank}`;
      const found = game.findMove(uci);
      if (found.ok || found.error.code !== 'KING_INTO_CHECK') continue;
      const expected = board.attackers(`${file}${rank}`, side === 'w' ? 'b' : 'w').sort();
      const culprits = game.culprits(uci).value;
      expect([uci, culprits.map((c) => c.square).sort()]).toEqual([uci, expected]);
      expect(culprits.every((c) => c.attacks === `${file}${rank}`)).toBe(true);
      compared++;
    }
  }
  expect(compared).toBeGreaterThan(8);
});

test('over random games: a king\'s attacked targets and a check not answered name chess.js\'s attackers', () => {
  const SQUARES = [...'abcdefgh'].flatMap((file) => [...'12345678'].map((rank) => file + rank));
  const counts = { KING_INTO_CHECK: 0, KING_IN_CHECK_MUST_ANSWER: 0 };
  const wrong = [];
  for (const { positions } of randomGames({ baseSeed: 20261207, count: 3, maxPlies: 100 })) {
    for (const { fen, inCheck } of positions) {
      const game = openGame(rules, fen);
      const side = game.turn(), enemy = side === 'w' ? 'b' : 'w';
      const board = new Chess(fen);
      const king = board.findPiece({ type: 'k', color: side })[0];
      const checkers = board.attackers(king, enemy).sort();
      const lifted = new Chess(fen);
      lifted.remove(king);
      const froms = inCheck ? SQUARES.filter((square) => board.get(square)?.color === side) : [king];
      for (const from of froms) for (const to of SQUARES) {
        const uci = from + to;
        const found = game.findMove(uci);
        const code = found.ok ? null : found.error.code;
        if (code !== 'KING_INTO_CHECK' && code !== 'KING_IN_CHECK_MUST_ANSWER') continue;
        const expected = code === 'KING_INTO_CHECK' ? lifted.attackers(to, enemy).sort() : checkers;
        const target = code === 'KING_INTO_CHECK' ? to : king;
        const culprits = game.culprits(uci).value;
        const named = culprits.map((c) => c.square).sort().join(' ');
        if (named !== expected.join(' ') || !culprits.every((c) => c.attacks === target)) wrong.push(`${fen} ${uci}: ${named}, chess.js ${expected.join(' ')}`);
        counts[code]++;
      }
    }
  }
  expect(wrong).toEqual([]);
  expect(counts.KING_INTO_CHECK).toBeGreaterThan(50);
  expect(counts.KING_IN_CHECK_MUST_ANSWER).toBeGreaterThan(20);
});

test('1,000 random strings: a result each, never a throw, the game unchanged', () => {
  const random = prng(20261207);
  const game = openGame(rules);
  for (let i = 0; i < 1000; i++) {
    const result = game.culprits(randomText(random));
    expect(typeof result.ok).toBe('boolean');
    if (!result.ok) expect(result.error.code).toBe('MOVE_SYNTAX');
  }
  expect(game.fen()).toBe(START_FEN);
});
