// The exercise generators (c/src/generate*.c) through the rules' Node entry (web/rules/node.mjs),
// over the modules `npm run build` ships (dist/chess-rules.wasm, dist/chess-search.wasm). For
// each generator, 100 seeds (the side and the difficulty go round with the seed), each checked by
// scripts/bench-generate-checks.mjs against chess.js, an independent implementation (and the
// lesson checker's free-piece proof, the lessons' lone-king distance table): legal, the goal
// holds, the solutions are exactly what the goal accepts, chess.h's limits hold; the same seed
// gives the same exercise; 95 of 100 are different patterns; none is a lesson step's position.
// The bench's generate section draws 1,000 seeds of each with the same checks.
import { existsSync } from 'node:fs';
import { loadChessRules } from '../../web/rules/node.mjs';
import { GENERATORS, argsOf, exerciseProblems, lessonPositions, patternKey, positionKey } from '../../scripts/bench-generate-checks.mjs';
import { SKILL_EXERCISES, SKILLS } from '../../web/lesson/skills.mjs';
import { EXERCISE_KIND_VALUE } from '../../web/rules/facts.gen.mjs';
import { ROOT } from './rules-load.mjs';

const SEEDS = 100;
const DIST = new URL('../../dist/', import.meta.url);

let rules;
let lessons;

beforeAll(async () => {
  if (!existsSync(new URL('chess-search.wasm', DIST))) throw new Error('dist/chess-search.wasm is missing: run `npm run build` first');
  rules = await loadChessRules({ wasm: new URL('chess-rules.wasm', DIST), searchWasm: new URL('chess-search.wasm', DIST), lang: 'en' });
  lessons = lessonPositions(ROOT);
});

describe.each(GENERATORS)('$kind with $piece', (generator) => {
  test(`${SEEDS} seeds: legal, goal proved, solutions exact, limits kept, distinct, no lesson position`, async () => {
    const patterns = new Set();
    for (let seed = 0; seed < SEEDS; seed++) {
      const args = argsOf(generator, seed);
      const made = await rules.generate(args);
      if (!made.ok) throw new Error(`${JSON.stringify(args)}: ${made.error.code}`);
      expect({ args, fen: made.value.fen, problems: exerciseProblems(args, made.value, rules) }).toEqual({ args, fen: made.value.fen, problems: [] });
      expect(lessons.has(positionKey(made.value.fen, made.value.stars))).toBe(false);
      patterns.add(patternKey(made.value.fen, made.value.stars));
    }
    expect(patterns.size).toBeGreaterThanOrEqual(SEEDS * 0.95);
  });

  test('the same seed gives the same exercise', async () => {
    for (const seed of [0, 1, 2, 77]) {
      const args = argsOf(generator, seed);
      expect(await rules.generate(args)).toEqual(await rules.generate({ ...args }));
    }
  });
});

describe('rules.generate', () => {
  test('answers with the kind asked for; skill, the older name of kind, still works', async () => {
    const args = { kind: 'mate-in-one', piece: 'rook', side: 'black', seed: 7, difficulty: 2 };
    const made = await rules.generate(args);
    expect(made.value).toMatchObject({ kind: 'mate-in-one', skill: 'mate-in-one', piece: 'rook', side: 'black', seed: 7, difficulty: 2, exercise: false });
    const { kind, ...rest } = args;
    expect(await rules.generate({ ...rest, skill: kind })).toEqual(made);
  });

  test('a piece the kind does not take is an INVALID_ARGUMENT result; a bad option throws', async () => {
    for (const args of [{ kind: 'mate-in-one', piece: 'king' }, { kind: 'lone-king', piece: 'bishop' }, { kind: 'escape-check', piece: 'knight', difficulty: 3 }]) {
      const made = await rules.generate(args);
      expect(made.ok).toBe(false);
      expect(made.error.code).toBe('INVALID_ARGUMENT');
    }
    await expect(rules.generate({ kind: 'mate-in-two' })).rejects.toThrow(TypeError);
    await expect(rules.generate({ kind: 'capture', skill: 'mate-in-one' })).rejects.toThrow(TypeError);
    await expect(rules.generate({ kind: 'mate-in-one', piece: 'queen', difficulty: 4 })).rejects.toThrow(TypeError);
    await expect(rules.generate({ kind: 'mate-in-one', piece: 'queen', seed: -1 })).rejects.toThrow(TypeError);
    await expect(rules.generate({ kind: 'check-in-one', side: 'red' })).rejects.toThrow(TypeError);
  });
});

describe('lone-king: the seed spreads the starts', () => {
  // A worksheet takes seeds one apart (web/site/print/items.mjs), the practice seeds 2654435761
  // apart (web/lesson/review-store.mjs's takeSeeds): 300 of either, the difficulty going round,
  // are 300 different patterns (chess.h: "nearly" a thousand of a thousand; uniform draws from
  // the few thousand patterns within the limits would repeat about 15 of 300).
  test.each([['queen', 1], ['queen', 2654435761], ['rook', 1], ['rook', 2654435761]])('%s, seeds %d apart', async (piece, step) => {
    const patterns = new Set();
    for (let k = 0; k < 300; k++) {
      const made = await rules.generate({ kind: 'lone-king', piece, side: k % 2 ? 'black' : 'white', difficulty: 1 + (k % 3), seed: (4242 + k * step) % 2 ** 32 });
      patterns.add(patternKey(made.value.fen));
    }
    expect(patterns.size).toBe(300);
  });
});

describe("the lessons' skills → exercise kinds (web/lesson/skills.mjs)", () => {
  test('every mapped skill is a skill, every kind and piece is one the core takes, every kind is mapped', async () => {
    const skills = new Set(SKILLS.map((skill) => skill.id));
    const mapped = new Set();
    for (const [skill, list] of Object.entries(SKILL_EXERCISES)) {
      expect(skills.has(skill)).toBe(true);
      for (const { kind, pieces } of list) {
        expect(Object.keys(EXERCISE_KIND_VALUE)).toContain(kind);
        mapped.add(kind);
        for (const piece of pieces) expect({ kind, piece, ok: (await rules.generate({ kind, piece })).ok }).toEqual({ kind, piece, ok: true });
      }
    }
    expect([...mapped].sort()).toEqual(Object.keys(EXERCISE_KIND_VALUE).sort());
  });
});
