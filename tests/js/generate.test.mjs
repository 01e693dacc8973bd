// The exercise generators (c/src/generate.c) through the search module's JS API, over the module
// `npm run build` ships (dist/chess-search.wasm). For each generator, 100 seeds (the side and the
// difficulty go round with the seed): the position is legal and the goal holds by chess.js, an
// independent implementation (the solutions are exactly its mating or checking moves; every
// collected star is landed on by legal moves); the free piece is free by the lesson checker's own
// proof (web/lesson/authoring/free-piece.mjs over the rules API); the limits of chess.h hold; the
// same seed gives the same exercise; and no position is a lesson step's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import { loadChessSearch } from '../../web/rules/search-engine.mjs';
import { proveFreeCapture } from '../../web/lesson/authoring/free-piece.mjs';
import { loadRules, ROOT } from './rules-load.mjs';

const SEARCH_WASM = new URL('../../dist/chess-search.wasm', import.meta.url);
const SEEDS = 100;
const MAX_MEN = 5; // CHESS_GENERATE_MAX_MEN
const MOST = { p: 8, n: 2, b: 2, r: 2, q: 1, k: 1 };

const GENERATORS = [
  ...['queen', 'rook', 'bishop', 'knight', 'pawn', 'two-rooks'].map((piece) => ({ skill: 'mate-in-one', piece })),
  { skill: 'check-in-one', piece: 'any' },
  { skill: 'capture-free', piece: 'any' },
  { skill: 'collect-stars', piece: 'any' },
];
const LETTER = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k', 'two-rooks': 'r' };

let search;
let rules;
const lessonPositions = new Set();
const rejected = {};

/** What makes two exercises the same: the placement and the side to move, and the stars where
 *  there are stars (a lone piece on its square is the same exercise only with the same stars). */
const positionKey = (fen, stars = []) => [...fen.split(' ').slice(0, 2), ...[...stars].sort()].join(' ');

beforeAll(async () => {
  if (!existsSync(SEARCH_WASM)) throw new Error('dist/chess-search.wasm is missing: run `npm run build` first');
  search = await loadChessSearch({ wasm: SEARCH_WASM, lang: 'en' });
  rules = await loadRules({ lang: 'en' });
  for (const file of readdirSync(`${ROOT}lessons`).filter((name) => name.endsWith('.json'))) {
    const lesson = JSON.parse(readFileSync(`${ROOT}lessons/${file}`, 'utf8'));
    for (const step of lesson.steps ?? []) {
      if (typeof step.fen === 'string') lessonPositions.add(positionKey(step.fen, step.goal?.kind === 'collect-stars' ? step.goal.stars : []));
    }
  }
});

afterAll(() => {
  // What the generators threw away before each exercise they returned, for the record.
  if (!process.env.GENERATE_REPORT) return;
  for (const [name, counts] of Object.entries(rejected)) {
    const total = counts.reduce((a, b) => a + b, 0);
    console.log(`${name}: ${counts.length} exercises, ${total} candidates rejected (mean ${(total / counts.length).toFixed(0)}, most ${Math.max(...counts)})`);
  }
});

function argsOf(generator, seed) {
  return { ...generator, side: seed % 2 ? 'black' : 'white', seed: seed * 2654435761 % 2 ** 32, difficulty: 1 + (seed % 3) };
}

/** The limits of chess.h, read from the FEN's placement: what breaks them, [] if nothing. */
function limitProblems(fen) {
  const [placement] = fen.split(' ');
  const counts = { w: {}, b: {} };
  const problems = [];
  placement.split('/').forEach((row, n) => {
    for (const c of row) {
      if (/\d/.test(c)) continue;
      const color = c === c.toUpperCase() ? 'w' : 'b';
      const type = c.toLowerCase();
      counts[color][type] = (counts[color][type] ?? 0) + 1;
      if (type === 'p' && (n === 0 || n === 7)) problems.push('a pawn on rank 1 or 8');
    }
  });
  for (const color of ['w', 'b']) {
    if (Object.values(counts[color]).reduce((a, b) => a + b, 0) > MAX_MEN) problems.push(`${color}: over ${MAX_MEN} men`);
    for (const [type, n] of Object.entries(counts[color])) if (n > MOST[type]) problems.push(`${color}: ${n} ${type}`);
  }
  return problems;
}

/** chess.js's view: a legal position, the side to move and the other side not in check. */
function checkLegal(fen) {
  const chess = new Chess(fen); // throws on an invalid FEN (kings, pawns on rank 1 or 8, ...)
  expect(chess.isCheck()).toBe(false);
  const flipped = fen.replace(/ ([wb]) /, (_, side) => (side === 'w' ? ' b ' : ' w '));
  expect(new Chess(flipped).isCheck()).toBe(false);
  const kings = ['K', 'k'].map((king) => chess.board().flat().find((square) => square && square.type === 'k' && (square.color === 'w') === (king === 'K')).square);
  const far = Math.max(Math.abs(kings[0].charCodeAt(0) - kings[1].charCodeAt(0)), Math.abs(kings[0][1] - kings[1][1]));
  expect(far).toBeGreaterThan(1);
  return chess;
}

const uciOf = (move) => move.from + move.to + (move.promotion ?? '');

function checkExercise(args, value) {
  const { skill } = args;
  expect(limitProblems(value.fen)).toEqual([]);
  expect(value.fen.split(' ')[1]).toBe(args.side[0]);
  expect(lessonPositions.has(positionKey(value.fen, value.stars))).toBe(false);
  (rejected[`${skill}/${args.piece}`] ??= []).push(value.tries - 1);
  if (skill === 'mate-in-one' || skill === 'check-in-one') {
    const chess = checkLegal(value.fen);
    const mark = skill === 'mate-in-one' ? /#$/ : /[+#]$/;
    const oracle = chess.moves({ verbose: true }).filter((move) => mark.test(move.san));
    expect([...value.solutions].sort()).toEqual(oracle.map(uciOf).sort());
    if (args.piece !== 'any') for (const move of oracle) expect(move.piece).toBe(LETTER[args.piece]);
    return;
  }
  if (skill === 'capture-free') {
    const chess = checkLegal(value.fen);
    const captures = chess.moves({ verbose: true }).filter((move) => move.captured);
    const ofTarget = captures.filter((move) => move.to === value.target);
    expect([...value.solutions].sort()).toEqual(ofTarget.map(uciOf).sort());
    for (const move of ofTarget) expect(move.piece).toBe(LETTER[value.piece]);
    const step = { fen: value.fen };
    for (const move of captures) {
      const proof = proveFreeCapture(rules, step, { uci: uciOf(move) });
      expect({ move: move.san, free: proof.free }).toEqual({ move: move.san, free: move.to === value.target });
    }
    if (args.difficulty > 1) expect(captures.some((move) => move.to === value.decoy)).toBe(true);
    return;
  }
  // collect-stars: the route, played by chess.js with the other side passing, lands on every star.
  expect(value.exercise).toBe(true);
  expect(value.stars.length).toBe(1 + args.difficulty);
  expect(value.solutions.length).toBe(value.par);
  let fen = value.fen;
  const landed = new Set();
  let at = value.target;
  for (const uci of value.solutions) {
    const chess = new Chess(fen, { skipValidation: true });
    expect(uci.slice(0, 2)).toBe(at);
    const move = chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4) });
    expect(move.captured).toBeUndefined();
    at = move.to;
    if (value.stars.includes(move.to)) landed.add(move.to);
    fen = chess.fen().replace(/ [wb] /, ` ${args.side[0]} `).replace(/ [a-h][36] /, ' - ');
  }
  expect(landed.size).toBe(value.stars.length);
}

describe.each(GENERATORS)('$skill with $piece', (generator) => {
  test(`${SEEDS} seeds: legal, goal proved, limits kept, no lesson position`, () => {
    const seen = new Set();
    for (let seed = 0; seed < SEEDS; seed++) {
      const args = argsOf(generator, seed);
      const made = search.generate(args);
      if (!made.ok) throw new Error(`${JSON.stringify(args)}: ${made.error.code}`);
      checkExercise(args, made.value);
      seen.add(positionKey(made.value.fen, made.value.stars));
    }
    expect(seen.size).toBeGreaterThanOrEqual(SEEDS * 0.95);
  });

  test('the same seed gives the same exercise', () => {
    for (const seed of [0, 1, 2, 77]) {
      const args = argsOf(generator, seed);
      expect(search.generate(args)).toEqual(search.generate({ ...args }));
    }
  });
});

describe('rules.generate', () => {
  test('answers through the rules object, as the search engine does', async () => {
    const args = { skill: 'mate-in-one', piece: 'rook', side: 'black', seed: 7, difficulty: 2 };
    const made = await rules.generate(args);
    expect(made).toEqual(search.generate(args));
    expect(made.value).toMatchObject({ skill: 'mate-in-one', piece: 'rook', side: 'black', seed: 7, difficulty: 2, exercise: false });
  });

  test('a piece the skill does not take is an INVALID_ARGUMENT result; a bad option throws', async () => {
    const made = search.generate({ skill: 'mate-in-one', piece: 'king' });
    expect(made.ok).toBe(false);
    expect(made.error.code).toBe('INVALID_ARGUMENT');
    expect(() => search.generate({ skill: 'mate-in-two' })).toThrow(TypeError);
    expect(() => search.generate({ skill: 'mate-in-one', piece: 'queen', difficulty: 4 })).toThrow(TypeError);
    expect(() => search.generate({ skill: 'mate-in-one', piece: 'queen', seed: -1 })).toThrow(TypeError);
    await expect(rules.generate({ skill: 'check-in-one', side: 'red' })).rejects.toThrow(TypeError);
  });
});
