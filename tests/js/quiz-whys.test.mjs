// Every wrong quiz answer teaches: each wrong choice has its own `why` in the three languages, and
// no why gives the right answer away. The checker (web/lesson/authoring/quiz-whys.mjs, run by the
// one lesson checker) finds each way a teacher's quiz can fall short; the course has a why for every
// wrong choice of every quiz, and its `squares` are squares of the board.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { quizWhyProblems } from '../../web/lesson/authoring/quiz-whys.mjs';
import { checkLessonFile, describeForTeacher } from '../../web/lesson/authoring/check.mjs';
import { loadWords } from '../../web/site/editor/words.mjs';
import { LANGS } from '../../web/i18n/lang.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const text = (zhHans, zhHant, en) => ({ 'zh-Hans': zhHans, 'zh-Hant': zhHant, en });

/** A quiz lesson whose choices are `choices` (the first one right). */
const quiz = (...choices) => ({
  id: 'why-test',
  title: text('课', '課', 'Lesson'),
  steps: [{
    id: 'q', fen: '8/8/8/8/8/8/8/K6k w - - 0 1', orientation: 'white', text: text('哪个？', '哪個？', 'Which?'),
    goal: { kind: 'quiz', answer: 'right', choices: [{ id: 'right', label: text('白方先走', '白方先走', 'White moves first') }, ...choices] },
  }],
});
const choice = (id, why) => ({ id, label: text(`选项${id}`, `選項${id}`, `Choice ${id}`), ...(why ? { why } : {}) });
const codes = (lesson) => quizWhyProblems(lesson).map((p) => [p.code, p.path, p.params.choice]);

test('a wrong choice without a why, or with one language missing, is an error', () => {
  expect(codes(quiz(choice('a')))).toEqual([['WHY_MISSING', '/steps/0/goal/choices/1', 'a']]);
  expect(codes(quiz(choice('a', { 'zh-Hans': '黑方后走。', en: 'Black moves second.' })))).toEqual([['WHY_LANG_MISSING', '/steps/0/goal/choices/1/why', 'a']]);
  expect(codes(quiz(choice('a', text('黑方后走。', '黑方後走。', ' '))))).toEqual([['WHY_LANG_MISSING', '/steps/0/goal/choices/1/why', 'a']]);
});

test('two wrong choices with the same why, and a why that names the right answer, are errors', () => {
  const same = text('不对。', '不對。', 'No.');
  expect(codes(quiz(choice('a', same), choice('b', { ...same, en: 'no' })))).toEqual([
    ['WHY_TWICE', '/steps/0/goal/choices/2/why/zh-Hans', 'b'],
    ['WHY_TWICE', '/steps/0/goal/choices/2/why/zh-Hant', 'b'],
    ['WHY_TWICE', '/steps/0/goal/choices/2/why/en', 'b'],
  ]);
  const naming = text('答案是白方先走。', '黑方後走。', 'Black moves second.');
  expect(codes(quiz(choice('a', naming)))).toEqual([['WHY_NAMES_ANSWER', '/steps/0/goal/choices/1/why/zh-Hans', 'a']]);
  const namingEn = text('黑方后走。', '黑方後走。', 'Because white moves first.');
  expect(codes(quiz(choice('a', namingEn)))).toEqual([['WHY_NAMES_ANSWER', '/steps/0/goal/choices/1/why/en', 'a']]);
  // the right choice needs no why; a sound why is no problem
  expect(codes(quiz(choice('a', text('黑方后走。', '黑方後走。', 'Black moves second.'))))).toEqual([]);
});

test('the problems are told in each language, with what to do', async () => {
  const { problems } = checkLessonFile(JSON.stringify(quiz(choice('a'))));
  const missing = problems.find((p) => p.code === 'WHY_MISSING');
  expect(missing).toMatchObject({ severity: 'error', stage: 'claims', stepNumber: 1 });
  for (const lang of LANGS) {
    const told = describeForTeacher(missing, await loadWords(lang));
    expect(told.message).toContain({ en: '"a"', 'zh-Hans': '“a”', 'zh-Hant': '「a」' }[lang]);
    expect(told.fix).toContain('why');
  }
});

test('every wrong choice of every course quiz has its why, and its squares are squares', () => {
  const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons/index.json'), 'utf8'));
  let wrong = 0;
  let withSquares = 0;
  for (const entry of index.lessons) {
    const lesson = JSON.parse(readFileSync(path.join(ROOT, 'lessons', entry.file), 'utf8'));
    expect(quizWhyProblems(lesson)).toEqual([]);
    for (const step of lesson.steps) {
      if (step.goal.kind !== 'quiz') continue;
      for (const c of step.goal.choices) {
        if (c.id === step.goal.answer) continue;
        wrong += 1;
        for (const lang of LANGS) expect(c.why[lang].trim().length).toBeGreaterThan(2);
        if (c.squares) { withSquares += 1; for (const square of c.squares) expect(square).toMatch(/^[a-h][1-8]$/); }
      }
    }
  }
  expect(wrong).toBeGreaterThanOrEqual(122);
  expect(withSquares).toBeGreaterThan(40);
});
