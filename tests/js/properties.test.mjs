// Property-based tests (fast-check): whatever a person or a lesson file feeds the rules API and
// the lesson validator, they answer with a result or a list of problems; they never throw, and
// the shared wasm instance keeps answering correctly afterwards.
import fc from 'fast-check';
import { ERROR_CODES } from '../../web/rules/errors.mjs';
import { validateLesson } from '../../web/lesson/authoring/check.mjs';
import { loadRules, openGame, START_FEN } from './rules-load.mjs';

let rules;
beforeAll(async () => {
  rules = await loadRules({ lang: 'zh-Hans' });
});

const KNOWN_CODES = new Set(Object.keys(ERROR_CODES));
const RUNS = Number(process.env.PROPERTY_RUNS ?? 300);

// Text a person might type, and text nobody would: FEN-like pieces, any Unicode, NULs, long runs.
const fenLike = fc.array(fc.constantFrom(...'pnbrqkPNBRQK12345678/ wb-KQkqabcdefgh0123456789'), { maxLength: 120 }).map((chars) => chars.join(''));
const anyText = fc.oneof(fenLike, fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ maxLength: 2000 }));

function expectResult(result) {
  expect(typeof result.ok).toBe('boolean');
  if (!result.ok) {
    expect(KNOWN_CODES.has(result.error.code)).toBe(true);
    expect(result.error.message.length).toBeGreaterThan(0);
  }
}

test('validateFen answers every string with a result, and a valid FEN reads back the same', () => {
  fc.assert(fc.property(anyText, fc.boolean(), (text, exercise) => {
    const result = rules.validateFen(text, { exercise });
    expectResult(result);
    if (result.ok) expect(rules.validateFen(result.value, { exercise })).toEqual(result);
  }), { numRuns: RUNS });
  expect(rules.validateFen(START_FEN)).toEqual({ ok: true, value: START_FEN });
});

test('play, findMove, movesFrom, touch and claims answer any text with a result and leave the game intact', () => {
  fc.assert(fc.property(fc.array(anyText, { minLength: 1, maxLength: 6 }), (texts) => {
    const game = openGame(rules);
    game.play('e4');
    const before = game.fen();
    for (const text of texts) {
      const found = game.findMove(text);
      expectResult(found);
      if (found.ok) expect(game.moves().map((move) => move.uci)).toContain(found.value.uci);
      for (const result of [game.play(text), game.movesFrom(text), game.touch(text), game.claimable(text), game.claimDraw('threefold-repetition', text), game.claimableAfter()]) {
        expectResult(result);
      }
      game.clearTouches();
      // A text may be a legal move twice over: played (say black's d5), then as white's move with
      // the claim (the lenient SAN reads "d5" as exd5 there). Each move it made is taken back.
      for (let moves = 0; game.fen() !== before && moves < 2; moves++) expect(game.undo().ok).toBe(true);
    }
    expect(game.fen()).toBe(before);
    expect(game.play('e5').ok).toBe(true); // the next valid call still works
  }), { numRuns: RUNS });
});

// Lesson-shaped objects with wrong, missing or hostile parts.
const lessonish = fc.record({
  id: fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)),
  title: fc.oneof(fc.constant({ 'zh-Hans': '课', 'zh-Hant': '課', en: 'Lesson' }), fc.string(), fc.constant(null)),
  steps: fc.oneof(
    fc.array(fc.record({
      id: fc.oneof(fc.string(), fc.constant(undefined)),
      fen: fc.oneof(fenLike, fc.constant(START_FEN), fc.integer()),
      text: fc.oneof(fc.dictionary(fc.constantFrom('zh-Hans', 'zh-Hant', 'en', 'fr'), fc.string()), fc.string()),
      goal: fc.oneof(fc.record({ kind: fc.string(), moves: fc.array(anyText, { maxLength: 3 }) }), fc.constant(null), fc.string()),
    }, { requiredKeys: [] }), { maxLength: 4 }),
    fc.string(), fc.constant(undefined)),
}, { requiredKeys: [] });

test('the lesson validator reports problems for any lesson-shaped object and never throws', () => {
  fc.assert(fc.property(lessonish, (lesson) => {
    const problems = validateLesson(lesson, rules, { file: 'fuzz.json', deep: false });
    expect(Array.isArray(problems)).toBe(true);
    for (const problem of problems) {
      expect(problem.file).toBe('fuzz.json');
      expect(typeof problem.reason).toBe('string');
    }
  }), { numRuns: RUNS });
  expect(validateLesson(null, rules, { file: 'null.json' }).length).toBeGreaterThan(0);
});
