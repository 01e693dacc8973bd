// The editor's first picture for a teacher's own lesson (web/site/editor/lesson-icon.mjs), checked
// against the pictures lessons/index.json gives the course's own lessons by hand: a lesson of one
// piece's moves gets that piece, a lesson of one kind of task gets that task's symbol.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ICON_CHOICES, suggestIcon } from '../../web/site/editor/lesson-icon.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons/index.json'), 'utf8'));
const lessonOf = (entry) => JSON.parse(readFileSync(path.join(ROOT, 'lessons', entry.file), 'utf8'));
const entry = (id) => index.lessons.find((candidate) => candidate.id === id);

test.each(['rook', 'bishop', 'queen', 'king', 'knight', 'pawn', 'setup', 'capture', 'check', 'checkmate',
  'mate-in-one', 'threefold-repetition', 'fifty-moves', 'agreement', 'touch-move'])('%s gets the picture the course gives it', (id) => {
  expect(suggestIcon(lessonOf(entry(id)))).toBe(entry(id).icon);
});

test('every suggestion of the course is a picture the teacher may choose and the schema allows', () => {
  const schema = JSON.parse(readFileSync(path.join(ROOT, 'lessons/index.schema.json'), 'utf8'));
  const allowed = schema.properties.lessons.items.properties.icon.enum;
  expect([...ICON_CHOICES].sort()).toEqual([...allowed].sort());
  for (const lessonEntry of index.lessons) expect(ICON_CHOICES).toContain(suggestIcon(lessonOf(lessonEntry)));
});

test('a lesson that asks nothing yet, or whose position is half typed, gets the review picture', () => {
  expect(suggestIcon({ steps: [] })).toBe('review');
  expect(suggestIcon({ steps: [{ fen: '8/8/8 w - - 0 1', goal: { kind: 'collect-stars', piece: 'a1', stars: [] } }] })).toBe('review');
  expect(suggestIcon({ steps: [{ fen: '8/8/8/8/8/8/8/R7 w - - 0 1', goal: { kind: 'collect-stars', piece: 'a1', stars: ['a8'] } }] })).toBe('R');
});
