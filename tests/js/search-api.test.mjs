// The practice partner's JS API on the same thread (web/rules/search-engine.mjs, what the search
// worker runs) over the module `npm run build` ships, dist/chess-search.wasm. Every move it gives is
// judged by the rules API (dist/chess-rules.wasm), not by the search itself.
import { existsSync } from 'node:fs';
import { Chess } from 'chess.js';
import { loadChessSearch } from '../../web/rules/search-engine.mjs';
import { ERROR_CODES } from '../../web/rules/errors.mjs';
import { loadRules, openGame, prng, randomText, START_FEN } from './rules-load.mjs';

const SEARCH_WASM = new URL('../../dist/chess-search.wasm', import.meta.url);

// Mate in one, for White and for Black: back rank, scholar's mate, fool's mate, a queen and a rook
// against a bare king, a smothered mate, a promotion that mates.
const MATES_IN_ONE = [
  '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1',
  'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
  'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2',
  'k7/8/1K6/8/8/8/8/6Q1 w - - 0 1',
  '8/8/8/8/8/1k6/7r/K7 b - - 0 1',
  '6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1',
  '7k/P7/6K1/8/8/8/8/8 w - - 0 1',
];
// The levels' budgets as the README and chess.h specify them.
const LEVEL_NODES = [300, 1500, 6000, 16000, 40000];
const MIDDLEGAMES = [
  START_FEN,
  'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  'r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 b - - 0 7',
];

let search;
let rules;

beforeAll(async () => {
  if (!existsSync(SEARCH_WASM)) throw new Error('dist/chess-search.wasm is missing: run `npm run build` first');
  search = await loadChessSearch({ wasm: SEARCH_WASM, lang: 'en' });
  rules = await loadRules({ lang: 'en' });
});

/** Plays the move in a rules game and says whether it is legal and mates. */
function judge(fen, uci) {
  const game = openGame(rules, fen);
  const played = game.play(uci);
  if (!played.ok) return { legal: false };
  return { legal: true, mates: game.inCheck() && game.moves().length === 0, san: played.value.san };
}

test('a hint on a mate-in-one position is always a mate, at every level and seed', () => {
  for (const fen of MATES_IN_ONE) {
    for (const level of [1, 2, 3, 4, 5]) {
      for (const seed of [0, 1, 99]) {
        const result = search.bestMove(fen, { mode: 'hint', level, seed });
        expect(result.ok).toBe(true);
        const { uci, san, mate, reason } = result.value;
        const verdict = judge(fen, uci);
        expect({ fen, level, seed, ...verdict }).toEqual({ fen, level, seed, legal: true, mates: true, san });
        expect({ fen, mate, reason }).toEqual({ fen, mate: 1, reason: 'mate' });
      }
    }
  }
});

test('the mate solver proves the smothered mate in 4 and its line ends in mate; the start has no mate in 2', () => {
  const fen = '5r1k/6pp/8/6N1/2Q5/8/8/6K1 w - - 0 1';
  const result = search.mateIn(fen, 4);
  expect(result.ok).toBe(true);
  expect(result.value.moves).toBe(4);
  expect(result.value.line).toHaveLength(7);
  const game = openGame(rules, fen);
  for (const { uci, san } of result.value.line) {
    const played = game.play(uci);
    expect(played.ok).toBe(true);
    expect(played.value.san).toBe(san);
  }
  expect(game.outcome().reason).toBe('checkmate');
  expect(search.mateIn(fen, 3)).toEqual({ ok: true, value: null });
  expect(search.mateIn(START_FEN, 2)).toEqual({ ok: true, value: null });
  expect(search.mateIn(fen, 4, { nodes: 10 }).error.code).toBe('SEARCH_BUDGET');
});

test('the same seed gives the same move; different seeds let level 1 vary', () => {
  for (const fen of MIDDLEGAMES) {
    for (const level of [1, 3, 5]) {
      for (const seed of [0, 7, 4294967295]) {
        const first = search.bestMove(fen, { level, seed });
        const again = search.bestMove(fen, { level, seed });
        expect(again).toEqual(first);
        expect(judge(fen, first.value.uci).legal).toBe(true);
      }
    }
  }
  const level1 = new Set();
  for (let seed = 0; seed < 40; seed++) level1.add(search.bestMove(START_FEN, { level: 1, seed }).value.uci);
  expect(level1.size).toBeGreaterThan(3);
  // Level 5 makes no mistakes, so the seed does not change its move.
  const level5 = new Set([0, 1, 2, 3].map((seed) => search.bestMove(MIDDLEGAMES[1], { level: 5, seed }).value.uci));
  expect(level5.size).toBe(1);
});

test('each level stays within its node budget, and so does an explicit budget', () => {
  for (const [index, budget] of LEVEL_NODES.entries()) {
    const level = index + 1;
    expect(search.levelNodes(level)).toBe(budget);
    for (const fen of MIDDLEGAMES) {
      const { value } = search.bestMove(fen, { level, seed: 3 });
      expect(value.nodes).toBeGreaterThan(0);
      expect(value.nodes).toBeLessThanOrEqual(budget);
    }
  }
  // A middlegame uses up the level-5 budget: the figure is not just a small count.
  expect(search.bestMove(MIDDLEGAMES[2], { level: 5 }).value.nodes).toBeGreaterThan(LEVEL_NODES[3]);
  for (const nodes of [1, 50, 2500]) {
    const { value } = search.bestMove(MIDDLEGAMES[2], { nodes });
    expect(value.nodes).toBeLessThanOrEqual(nodes);
    expect(judge(MIDDLEGAMES[2], value.uci).legal).toBe(true);
  }
});

test('the defender delays mate, and scores say who is mated', () => {
  const result = search.bestMove('1k6/8/2K5/8/8/8/8/7R b - - 0 1', { mode: 'defend' });
  expect(result.ok).toBe(true);
  expect(result.value.mate).toBeLessThan(0);
  expect(result.value.reason).toBeUndefined();
  expect(judge('1k6/8/2K5/8/8/8/8/7R b - - 0 1', result.value.uci).legal).toBe(true);
});

test('a position from the history counts as a repetition: the winning side avoids it', () => {
  // A queen or a rook up: without history the search picks some move; once the position that move
  // leads to is one the game has already seen, repeating it would be a draw, so it plays another.
  for (const fen of ['8/8/8/4k3/8/8/8/3QK3 w - - 10 40', '4k3/8/8/8/8/8/8/R3K3 w - - 6 30']) {
    const plain = search.bestMove(fen, { level: 5 }).value;
    const game = openGame(rules, fen);
    expect(game.play(plain.uci).ok).toBe(true);
    const history = ['8/8/8/8/8/8/8/k1K5 w - - 0 1', game.fen()]; // an unrelated one, then the repeat
    const avoiding = search.bestMove(fen, { level: 5, history }).value;
    expect(avoiding.uci).not.toBe(plain.uci);
    expect(avoiding.score).toBeGreaterThan(300);
  }
  // The history's FENs are parsed like any other: a bad one is refused with its field.
  expect(search.bestMove(START_FEN, { history: ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1'] }).error.code).toBe('FEN_SIDE');
});

test('bad input gives {ok: false} with the core error code and a message', () => {
  const cases = [
    ['not a fen', 'FEN_FIELDS'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra', 'FEN_FIELDS'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1', 'FEN_CASTLING'],
    ['8/8/8/8/8/8/8/8 w - - 0 1', 'FEN_KING_COUNT'],
    ['x'.repeat(400), 'INPUT_TOO_LONG'],
  ];
  for (const [fen, code] of cases) {
    const result = search.bestMove(fen, { level: 2 });
    expect(result).toEqual({ ok: false, error: { code, message: expect.any(String) } });
    expect(result.error.message.length).toBeGreaterThan(10);
    expect(search.mateIn(fen, 2).error.code).toBe(code);
  }
  // A finished game: checkmate and stalemate leave no move to choose.
  expect(search.bestMove('rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3').error.code).toBe('NO_LEGAL_MOVES');
  expect(search.bestMove('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1').error.code).toBe('NO_LEGAL_MOVES');
  // The message follows the language asked for.
  const zh = search.bestMove('not a fen', {}, 'zh-Hans');
  expect(zh.error.code).toBe('FEN_FIELDS');
  expect(zh.error.message).not.toBe(search.bestMove('not a fen').error.message);
  // An exercise position without kings is refused unless it is marked as one.
  expect(search.bestMove('8/8/8/8/8/8/8/R7 w - - 0 1').error.code).toBe('FEN_KING_COUNT');
  expect(search.bestMove('8/8/8/8/8/8/8/R7 w - - 0 1', { exercise: true }).ok).toBe(true);
});

test('300 random strings as a position or a history entry: results only, and the partner still plays', () => {
  const random = prng(20261130);
  const results = [];
  for (let i = 0; i < 300; i++) {
    const text = randomText(random);
    results.push(search.bestMove(text, { nodes: 50 }), search.mateIn(text, 1, { nodes: 50 }),
      search.bestMove(START_FEN, { nodes: 50, history: [text] }));
  }
  for (const result of results) {
    expect(typeof result.ok).toBe('boolean');
    if (!result.ok) {
      expect(Object.keys(ERROR_CODES)).toContain(result.error.code);
      expect(result.error.message.length).toBeGreaterThan(5);
    }
  }
  expect(results.filter((result) => !result.ok).length).toBeGreaterThan(300 * 2 - 10);
  expect(judge(START_FEN, search.bestMove(START_FEN, { level: 1 }).value.uci).legal).toBe(true);
});

test("a programmer's mistake throws a TypeError that names the option", () => {
  expect(() => search.bestMove(42)).toThrow(TypeError);
  expect(() => search.bestMove(START_FEN, 'fast')).toThrow(/options/);
  expect(() => search.bestMove(START_FEN, { level: 0 })).toThrow(/level/);
  expect(() => search.bestMove(START_FEN, { level: 6 })).toThrow(/level/);
  expect(() => search.bestMove(START_FEN, { level: '3' })).toThrow(/level/);
  expect(() => search.bestMove(START_FEN, { level: 2, nodes: 100 })).toThrow(/level or nodes/);
  expect(() => search.bestMove(START_FEN, { nodes: 0 })).toThrow(/nodes/);
  expect(() => search.bestMove(START_FEN, { nodes: 1.5 })).toThrow(/nodes/);
  expect(() => search.bestMove(START_FEN, { mode: 'attack' })).toThrow(/mode/);
  expect(() => search.bestMove(START_FEN, { seed: -1 })).toThrow(/seed/);
  expect(() => search.bestMove(START_FEN, { history: START_FEN })).toThrow(/history/);
  expect(() => search.mateIn(START_FEN, 5)).toThrow(/maxMoves/);
  expect(() => search.mateIn(START_FEN, 0)).toThrow(/maxMoves/);
  expect(() => search.levelNodes(9)).toThrow(TypeError);
});

test('rules.bestMove rejects a bad option with a TypeError, and without Web Workers (Node) answers on this thread', async () => {
  await expect(rules.bestMove(START_FEN, { level: 9 })).rejects.toThrow(TypeError);
  await expect(rules.mateIn(START_FEN, 7)).rejects.toThrow(TypeError);
  expect(typeof globalThis.Worker).toBe('undefined');
  // one of White's twenty first moves, as chess.js lists them
  const best = await rules.bestMove(START_FEN, { level: 1 });
  expect(best.ok).toBe(true);
  expect(new Chess().moves({ verbose: true }).map((move) => move.lan)).toContain(best.value.uci);
  // the back-rank mate in one, found and named
  const mate = await rules.mateIn('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', 1);
  expect(mate.ok).toBe(true);
  expect(mate.value).toEqual({ moves: 1, line: [{ uci: 'a1a8', san: 'Ra8#' }] });
});
