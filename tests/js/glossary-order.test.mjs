// Nothing a child reads uses a term before the lesson that teaches it. The glossary
// (web/lesson/authoring/glossary.mjs) names each term, its words in three languages and its lesson;
// the walk goes through lessons/index.json in order. A fixture that says 逼和 two lessons before
// the stalemate lesson fails it. The course as it stands still uses some terms early: those steps are
// listed below, and the list may only shrink (a new early use fails); reordering the course or
// rewording a step takes its line out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GLOSSARY, termsBeforeTheirLesson } from '../../web/lesson/authoring/glossary.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons/index.json'), 'utf8'));
const order = index.lessons.map((entry) => entry.id);
const lessons = Object.fromEntries(index.lessons.map((entry) => [entry.id, JSON.parse(readFileSync(path.join(ROOT, 'lessons', entry.file), 'utf8'))]));
const text = (zhHans, zhHant, en) => ({ 'zh-Hans': zhHans, 'zh-Hant': zhHant, en });

// The early uses of the course today: [lesson/step, term].
const EARLY_TODAY = [
  ['coordinates/castling-written', 'check'],
  ['coordinates/castling-written', 'castling'],
  ['escape-check/black-escapes', 'castling'],
  ['en-passant/written', 'promotion'],
  ['promotion/rook-not-queen', 'stalemate'],
  ['promotion/black-no-stalemate', 'stalemate'],
  ['promotion/rook-not-queen', 'dead position'],
  ['promotion/black-no-stalemate', 'dead position'],
  ['checkmate/black-mates', 'stalemate'],
  ['mate-queen/last-move', 'stalemate'],
  ['mate-queen/two-moves', 'stalemate'],
  ['mate-queen/black-two-moves', 'stalemate'],
  ['mate-queen/black-three-moves', 'stalemate'],
  ['mate-rook/two-moves', 'stalemate'],
  ['check-mate-or-stalemate/queen-stalemate', 'stalemate'],
  ['check-mate-or-stalemate/queen-mate', 'stalemate'],
  ['check-mate-or-stalemate/rook-check', 'stalemate'],
  ['check-mate-or-stalemate/capture-checker', 'stalemate'],
  ['check-mate-or-stalemate/block-check', 'stalemate'],
  ['check-mate-or-stalemate/pawn-stalemate', 'stalemate'],
  ['check-mate-or-stalemate/pawn-can-move', 'stalemate'],
  ['check-mate-or-stalemate/pawn-guards-queen', 'stalemate'],
  ['check-mate-or-stalemate/white-mated', 'stalemate'],
  ['check-mate-or-stalemate/white-stalemated', 'stalemate'],
  ['check-mate-or-stalemate/white-check', 'stalemate'],
  ['check-mate-or-stalemate/mate-not-stalemate', 'stalemate'],
  ['review-mate/pawn-stalemate', 'stalemate'],
  ['review-mate/queen-two-moves', 'stalemate'],
  ['review-mate/black-rook-two-moves', 'stalemate'],
];

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

test('every term of the glossary is taught by a lesson of the course', () => {
  for (const entry of GLOSSARY) expect([entry.term, order.includes(entry.lesson)]).toEqual([entry.term, true]);
});

test('the course adds no early use of a term to those it has today', () => {
  const found = termsBeforeTheirLesson(order, lessons).map((f) => [`${f.lesson}/${f.step}`, f.term]);
  const known = new Set(EARLY_TODAY.map((pair) => pair.join(' ')));
  expect(found.filter((pair) => !known.has(pair.join(' ')))).toEqual([]);
});
