// The exercise → lesson step adapter (web/lesson/exercise-step.mjs) over exercises the core makes
// (dist/chess-search.wasm): for every exercise kind and both sides, a few seeds and every
// difficulty, the step passes the whole lesson checker (format, the rules checks, the free piece's
// proof, the mate proofs) as a lesson of its own; its goal is the kind's and accepts the core's
// solutions (a mate by chess.js, an independent implementation, for mate-in-one); its words are in
// the three languages with the solving side's pieces; its hints mark a solving move. And the plan
// (web/lesson/practice-plan.mjs) asks only for exercises the adapter knows.
import { readFileSync, existsSync } from 'node:fs';
import { Chess } from 'chess.js';
import { loadChessSearch } from '../../web/rules/search-engine.mjs';
import { checkLessonFile } from '../../web/lesson/authoring/check.mjs';
import { EXERCISE_KINDS, exerciseLesson, exerciseStep } from '../../web/lesson/exercise-step.mjs';
import { SKILL_EXERCISES, canPractise, generateOptions, lessonSkill } from '../../web/lesson/practice-plan.mjs';
import { SKILL_NAMES } from '../../web/i18n/skills.mjs';
import { loadRules } from './rules-load.mjs';

const SEARCH_WASM = new URL('../../dist/chess-search.wasm', import.meta.url);
const LANGS = ['zh-Hans', 'zh-Hant', 'en'];
let search;
let rules;

beforeAll(async () => {
  if (!existsSync(SEARCH_WASM)) throw new Error('dist/chess-search.wasm is missing: run `npm run build` first');
  search = await loadChessSearch({ wasm: readFileSync(SEARCH_WASM), lang: 'en' });
  rules = await loadRules({ lang: 'en' });
});

function make(options) {
  const made = search.generate(options, 'en');
  if (!made.ok) throw new Error(`generate(${JSON.stringify(options)}): ${made.error.code}`);
  return made.value;
}

/** Every exercise the plan can ask for, once per kind and piece, both sides, difficulties 1 to 3. */
const ASKED = [...new Map(Object.values(SKILL_EXERCISES).flat().map((entry) => [`${entry.kind} ${entry.piece}`, entry])).values()];

test('the plan asks only for kinds the adapter words, and every practised skill is a skill', () => {
  for (const { kind } of ASKED) expect(EXERCISE_KINDS).toContain(kind);
  for (const skill of Object.keys(SKILL_EXERCISES)) expect(canPractise(skill)).toBe(true);
  expect(canPractise('castling-rules')).toBe(false);
  expect(canPractise('no-such-skill')).toBe(false);
  // the side goes round with the seed: both are asked for
  const sides = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((seed) => generateOptions('mate-in-one', seed, 1).side));
  expect([...sides].sort()).toEqual(['black', 'white']);
  expect(() => generateOptions('castling', 1, 1)).toThrow(TypeError);
  // a knight's check cannot be blocked: its escape-check is asked for at difficulty 2 at most
  const knightSeed = SKILL_EXERCISES['escape-check'].findIndex((choice) => choice.piece === 'knight');
  expect(generateOptions('escape-check', knightSeed, 3)).toMatchObject({ piece: 'knight', difficulty: 2 });
  // the tactics lessons' skills are practised: fork, pin, and what a piece attacks
  for (const skill of ['fork', 'pin', 'attack']) expect(canPractise(skill)).toBe(true);
  expect(lessonSkill({ skills: Array(9).fill('fork') })).toBe('fork');
  // a lesson practises the practicable skill most of its steps train
  expect(lessonSkill({ skills: ['check', 'mate-in-one', 'mate-in-one', null] })).toBe('mate-in-one');
  expect(lessonSkill({ skills: ['castling', null] })).toBeNull();
});

test.each(ASKED.map((entry) => [entry.kind, entry.piece, entry.maxDifficulty ?? 3]))('%s with %s: each step passes the lesson checker and its goal accepts the core\'s solutions', (kind, piece, maxDifficulty) => {
  const steps = [];
  for (const side of ['white', 'black']) {
    for (const difficulty of [1, 2, 3].filter((level) => level <= maxDifficulty)) {
      const exercise = make({ skill: kind, piece, side, seed: 11 * difficulty + (side === 'white' ? 0 : 5), difficulty });
      const step = exerciseStep(exercise, { id: `x${steps.length + 1}`, skill: 'mate-in-one' });
      steps.push(step);
      expect(step.fen).toBe(exercise.fen);
      expect(step.orientation).toBe(side);
      for (const text of [step.text, step.success, ...step.hints.map((hint) => hint.text)]) {
        expect(Object.keys(text).sort()).toEqual([...LANGS].sort());
        for (const lang of LANGS) expect(text[lang]).not.toMatch(/\{(piece|king)\}|\d+\.\d/); // filled; no rule number
      }
      // the side's own pieces are drawn: White's upper-case, Black's lower-case
      const pictures = step.text.en.match(/\{[KQRBNPkqrbnp]\}/g);
      expect(pictures.every((picture) => (side === 'white') === (picture === picture.toUpperCase()) || /[kK]/.test(picture))).toBe(true);
      const [first] = exercise.solutions;
      if (first) {
        expect(step.hints[0].highlights).toEqual([first.slice(0, 2)]);
        expect(step.hints[1].arrows[0]).toMatchObject({ from: first.slice(0, 2), to: first.slice(2, 4) });
      } else for (const hint of step.hints) expect(hint.highlights).toEqual([expect.stringMatching(/^[a-h][1-8]$/)]);
      // a kind whose wrong move or tap has words of its own says why in every language
      for (const said of Object.values(step.feedback ?? {})) expect(Object.keys(said).sort()).toEqual([...LANGS].sort());
      if (kind === 'capture' || kind === 'fork') expect(step.goal).toEqual({ kind: 'move', moves: exercise.solutions });
      if (kind === 'double-check') expect(step.goal).toEqual({ kind: 'check', moves: exercise.solutions });
      if (kind === 'escape-check') expect(step.goal).toEqual({ kind: 'escape-check' });
      if (kind === 'pin') expect(step.goal).toEqual({ kind: 'tap', squares: [exercise.target] });
      if (kind === 'lone-king') expect(step.goal).toMatchObject({ kind: 'mate', defender: 'search', par: piece === 'queen' ? 10 : 16 });
      if (kind === 'check-quiz') {
        // the quiz's answer is what chess.js says of the position, and each wrong choice says why
        const game = new Chess(exercise.fen);
        const said = game.isCheckmate() ? 'checkmate' : game.isStalemate() ? 'stalemate' : game.inCheck() ? 'check' : null;
        expect(step.goal.answer).toBe(said);
        for (const choice of step.goal.choices) expect(Boolean(choice.why)).toBe(choice.id !== said);
      }
      if (kind === 'mate-in-one') {
        expect(step.goal).toEqual({ kind: 'mate', in: 1 });
        for (const uci of exercise.solutions) {
          const game = new Chess(exercise.fen);
          game.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
          expect(game.isCheckmate()).toBe(true);
        }
      }
      if (kind === 'capture-free') expect(step.goal).toEqual({ kind: 'capture', target: exercise.target, free: true });
      if (kind === 'check-in-one') expect(step.goal).toEqual({ kind: 'check' });
      if (kind === 'collect-stars') {
        expect(step.exercise).toBe(true);
        expect(step.goal).toEqual({ kind: 'collect-stars', piece: exercise.target, stars: exercise.stars, maxMoves: exercise.par + 2, par: exercise.par });
      }
    }
  }
  const lesson = exerciseLesson({ id: 'practice-set', title: { skillNames: SKILL_NAMES['mate-in-one'] }, steps });
  expect(lesson.title['zh-Hans']).toBe('练习：一步将死');
  const { problems } = checkLessonFile(JSON.stringify(lesson, null, 2), { rules, mateSolver: search });
  expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
});

test('an exercise of a kind the adapter has no words for is refused with a TypeError', () => {
  expect(() => exerciseStep({ kind: 'no-such-kind', side: 'white', fen: '', solutions: ['a1a2'] }, { id: 'x1' })).toThrow(TypeError);
  expect(exerciseLesson({ id: 'review', title: { review: true }, steps: [] }).title.en).toBe('Daily review');
});
