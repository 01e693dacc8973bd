// Nothing a child reads uses a term before the lesson that teaches it. The glossary
// (web/lesson/authoring/glossary.mjs) names each term, its words in three languages and its lesson;
// the walk goes through lessons/index.json in order. A fixture that says 逼和 two lessons before
// the stalemate lesson fails it, and so does any early use in the course.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GLOSSARY, termsBeforeTheirLesson } from '../../web/lesson/authoring/glossary.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons/index.json'), 'utf8'));
const order = index.lessons.map((entry) => entry.id);
const lessons = Object.fromEntries(index.lessons.map((entry) => [entry.id, JSON.parse(readFileSync(path.join(ROOT, 'lessons', entry.file), 'utf8'))]));
const text = (zhHans, zhHant, en) => ({ 'zh-Hans': zhHans, 'zh-Hant': zhHant, en });

test('a lesson that says 逼和 before the stalemate lesson is found, in each language', () => {
  const step = (words) => ({ id: 's1', text: words });
  const early = { id: 'early', steps: [step(text('别走成逼和！', '別走成逼和！', 'Do not give stalemate!'))] };
  const later = { id: 'stalemate', steps: [step(text('这叫逼和。', '這叫逼和。', 'This is stalemate.'))] };
  const found = termsBeforeTheirLesson(['early', 'stalemate'], { early, stalemate: later });
  expect(found.map((f) => [f.lesson, f.step, f.term, f.taughtIn])).toEqual([['early', 's1', 'stalemate', 'stalemate']]);
  // each language alone is found too
  for (const words of [text('逼和', '', ''), text('', '逼和', ''), text('', '', 'a Stalemate')]) {
    expect(termsBeforeTheirLesson(['early', 'stalemate'], { early: { id: 'early', steps: [step(words)] }, stalemate: later })).toHaveLength(1);
  }
  // the same words after the stalemate lesson, and a teacher's note, are no early use
  expect(termsBeforeTheirLesson(['stalemate', 'early'], { early, stalemate: later })).toEqual([]);
  const noted = { id: 'early', steps: [{ id: 's1', text: text('吃子。', '吃子。', 'Take.'), teacherNote: text('逼和', '逼和', 'stalemate') }] };
  expect(termsBeforeTheirLesson(['early', 'stalemate'], { early: noted, stalemate: later })).toEqual([]);
});

test('a wrong choice\'s why and a feedback text are read too', () => {
  const quiz = { id: 'q', text: text('哪个？', '哪個？', 'Which?'), feedback: { e2e4: text('这会升变。', '這會升變。', 'That promotes.') },
    goal: { kind: 'quiz', answer: 'a', choices: [{ id: 'a', label: text('甲', '甲', 'A') }, { id: 'b', label: text('乙', '乙', 'B'), why: text('这是易位。', '這是易位。', 'That is castling.') }] } };
  const found = termsBeforeTheirLesson(['early', 'castling', 'promotion'], { early: { id: 'early', steps: [quiz] }, castling: { steps: [] }, promotion: { steps: [] } });
  expect(found.map((f) => [f.term, f.field])).toEqual([['castling', 'goal/choices/1/why'], ['promotion', 'feedback/e2e4']]);
});

test('a move written down (马f3, 象xc6, O-O) before the notation lesson is found; a square alone is not', () => {
  const said = (words) => ({ id: 'early', steps: [{ id: 's1', text: words }] });
  const notation = { id: 'notation', steps: [] };
  const early = (words) => termsBeforeTheirLesson(['early', 'notation'], { early: said(words), notation }).map((f) => f.term);
  expect(early(text('走这步棋：马f3。', '', ''))).toEqual(['written move']);
  expect(early(text('', '記錄紙上寫著象xc6。', ''))).toEqual(['written move', 'score sheet']);
  expect(early(text('', '', 'The sheet says O-O.'))).toEqual(['written move']);
  expect(early(text('后走到g7，车在a1。', '后走到g7，車在a1。', 'Take the queen to g7; the rook is on a1.'))).toEqual([]);
});

test('every term of the glossary is taught by a lesson of the course', () => {
  for (const entry of GLOSSARY) expect([entry.term, order.includes(entry.lesson)]).toEqual([entry.term, true]);
});

test('the course uses no term before the lesson that teaches it', () => {
  const found = termsBeforeTheirLesson(order, lessons).map((f) => `${f.lesson}/${f.step}: ${f.term} (${f.lang} "${f.word}", taught in ${f.taughtIn})`);
  expect(found).toEqual([]);
});
