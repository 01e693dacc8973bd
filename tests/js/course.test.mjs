// The whole course as a child meets it: enough practice, every piece lesson a real set of moves, a
// fair share played as Black, short words without article numbers, a hint on every step, the seeds'
// own terms, and Traditional text written in Traditional characters. The chess of each step is
// checked against the rules core by tests/js/lessons.test.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ROOT, childTexts, isBoardStep, isSimplifiedOnly, lessonProblems, readLesson, textLength, HANT_ALLOWED,
} from './helpers/course-checks.mjs';
import { median } from '../../scripts/lib/stats.mjs';

const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons/index.json'), 'utf8'));
const lessons = index.lessons.map((entry) => ({ entry, lesson: readLesson(entry.file) }));
const steps = lessons.flatMap(({ lesson }) => lesson.steps);
const PIECE_LESSONS = ['rook', 'bishop', 'queen', 'king', 'knight', 'pawn'];
// A lesson of this many board steps or fewer may be seen from one side only (a teacher's quick
// puzzle added to the course, say); every longer one plays some steps as Black.
const ONE_SIDE_AT_MOST = 2;


describe('the course', () => {
  test('has at least 300 steps, no two with the same position and goal', () => {
    expect(steps.length).toBeGreaterThanOrEqual(300);
    const seen = new Map();
    for (const { lesson } of lessons) {
      for (const step of lesson.steps) {
        const key = JSON.stringify([step.fen ?? 'empty', step.history ?? [], step.goal]);
        expect([`${lesson.id}/${step.id}`, seen.get(key) ?? null]).toEqual([`${lesson.id}/${step.id}`, null]);
        seen.set(key, `${lesson.id}/${step.id}`);
      }
    }
  });

  test('gives every piece at least 7 steps, 5 of them moves on the board', () => {
    for (const id of PIECE_LESSONS) {
      const { lesson } = lessons.find(({ entry }) => entry.id === id);
      const moves = lesson.steps.filter((step) => isBoardStep(step) && step.goal.kind !== 'action').length;
      expect([id, lesson.steps.length >= 7, moves >= 5]).toEqual([id, true, true]);
    }
  });

  test('has lessons on coordinates, protecting pieces, mate in one, and reviews', () => {
    const topics = new Set(index.lessons.flatMap((entry) => entry.topics));
    for (const topic of ['coordinates', 'protect', 'mate-in-one', 'review']) expect([topic, topics.has(topic)]).toEqual([topic, true]);
  });

  test('plays at least 30% of the board steps as Black, and some in every lesson of more than two board steps', () => {
    const board = steps.filter(isBoardStep);
    const black = board.filter((step) => step.orientation === 'black');
    expect(black.length / board.length).toBeGreaterThanOrEqual(0.3);
    for (const { lesson } of lessons) {
      const own = lesson.steps.filter(isBoardStep);
      if (own.length <= ONE_SIDE_AT_MOST) continue;
      expect([lesson.id, own.some((step) => step.orientation === 'black')]).toEqual([lesson.id, true]);
    }
  });

  test('keeps its zh-Hans steps short: a median of at most 30 characters, none over 60', () => {
    const lengths = steps.map((step) => textLength(step.text['zh-Hans']));
    expect(median(lengths)).toBeLessThanOrEqual(30);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(60);
  });

  test('uses the seeds\' own terms in zh-Hans', () => {
    const hans = steps.flatMap((step) => childTexts(step).map(({ text }) => text['zh-Hans'])).join('\n');
    for (const term of ['无子可动', '照将', '直走斜吃', '黑王站白格', '白王站黑格', '车马象后王象马车', '同一只手', '双将']) {
      expect([term, hans.includes(term)]).toEqual([term, true]);
    }
  });

  test('allows at most 5 Simplified characters in zh-Hant, each one the chess text needs', () => {
    expect(HANT_ALLOWED.size).toBeLessThanOrEqual(5);
    for (const char of HANT_ALLOWED) expect(isSimplifiedOnly(char)).toBe(true);
  });

  test('has an icon for every lesson', () => {
    for (const entry of index.lessons) expect([entry.id, typeof entry.icon]).toEqual([entry.id, 'string']);
  });

  test.each(lessons.map(({ entry, lesson }) => [entry.file, lesson]))(
    '%s: no article numbers or remarks on the sources for the child, a hint on every step, texts in the right script',
    (file, lesson) => {
      expect(lessonProblems(lesson)).toEqual([]);
    },
  );
});
