// Stars saved before the course was reordered are where the course now has their steps. The two
// fixtures were made by the code of the landed version, before the reorder (its ProgressStore and
// makeProgressFile, from git): a saved store (tests/js/fixtures/progress-store-v2-before-reorder.json)
// and a progress file (progress-file-v2-before-reorder.json), with a star for every step of the
// lessons that lost or gained steps (coordinates, review-basics, castling) and of two that did not.
// The stars expected below are the ones those were given, written here by hand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ProgressStore, STORAGE_KEY } from '../../web/lesson/progress.mjs';
import { parseProgressFile } from '../../web/lesson/progress-file.mjs';
import { COURSE_MOVES, moveSavedLessons, moveStepMap } from '../../web/lesson/course-moves.mjs';
import { loadClassText } from '../../web/i18n/class.mjs';
import { fakeStorage } from './helpers/fake-storage.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const fixture = (name) => readFileSync(path.join(ROOT, 'tests/js/fixtures', name), 'utf8');
const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons/index.json'), 'utf8'));
const courseSteps = new Map(index.lessons.map((entry) => [entry.id,
  new Set(JSON.parse(readFileSync(path.join(ROOT, 'lessons', entry.file), 'utf8')).steps.map((step) => step.id))]));
const inCourse = (lesson, step) => courseSteps.get(lesson)?.has(step) ?? false;

const storageWith = (text) => fakeStorage({ [STORAGE_KEY]: text });

// lesson → step → stars, as given to the landed code
const MOVED = {
  notation: { 'write-knight': 2, 'write-pawn': 3, 'write-capture': 1, 'play-knight-f3': 2, 'play-e5': 3, 'play-knight-f6': 1, 'play-knight-c3': 3, 'play-bishop-b4': 1 },
  castling: { 'castling-written': 2 },
};
const STAYED = {
  coordinates: { files: 1, ranks: 2, 'name-a-square': 3, 'tap-d5': 1, 'tap-b7-g2': 2, 'black-side': 3, 'black-name': 1 },
  'review-basics': { 'name-the-square': 3, 'tap-the-queens': 1, 'put-back': 2, 'swapped-white': 2, 'a1-from-black': 3 },
  castling: { short: 1, 'rook-lands': 2, long: 3, 'black-short': 1, 'black-long': 2, 'in-a-game': 3, 'black-in-a-game': 1, written: 2 },
};

/** Every saved step: [lesson/step, stars], and the totals of what was saved. */
function starsOf(lessons, stepsOf) {
  const out = [];
  for (const [lesson, saved] of Object.entries(lessons)) for (const [step, record] of Object.entries(stepsOf(saved))) out.push([`${lesson}/${step}`, record.stars]);
  return out;
}
const total = (pairs) => [pairs.length, pairs.reduce((sum, [, stars]) => sum + stars, 0)];

test('a store saved before the reorder loads with every star at a step the course has, none lost', () => {
  const text = fixture('progress-store-v2-before-reorder.json');
  const before = JSON.parse(text);
  const storage = storageWith(text);
  const store = new ProgressStore(storage);
  expect(store.keptAside).toBeNull();
  for (const [lesson, steps] of Object.entries(MOVED)) {
    for (const [step, stars] of Object.entries(steps)) expect([lesson, step, store.stepStars(lesson, step)]).toEqual([lesson, step, stars]);
  }
  for (const [lesson, steps] of Object.entries(STAYED)) {
    for (const [step, stars] of Object.entries(steps)) expect([lesson, step, store.stepStars(lesson, step)]).toEqual([lesson, step, stars]);
  }
  // a moved step keeps its counts, not only its stars
  expect(store.stepRecord('notation', 'write-capture')).toMatchObject({ stars: 1, hints: 0, nudges: 0, mistakes: 0 });
  for (const child of Object.keys(before.children)) {
    const now = starsOf(store.data.children[child].lessons, (lesson) => lesson.steps);
    expect(now.filter(([place]) => !inCourse(...place.split('/')))).toEqual([]);
    expect(total(now)).toEqual(total(starsOf(before.children[child].lessons, (lesson) => lesson.steps)));
  }
  // the unnamed child's moved step too
  expect(store.stepStars('notation', 'write-knight', 'default')).toBe(2);
  expect(store.stepStars('coordinates', 'write-knight', 'default')).toBe(0);
  // saved and read again: the same
  store.recordStep('board', 'aim', 3);
  const again = new ProgressStore(storage);
  expect(again.stepStars('castling', 'castling-written')).toBe(2);
  expect(again.stepStars('notation', 'play-bishop-b4')).toBe(1);
  expect(total(starsOf(again.data.children['小红'].lessons, (lesson) => lesson.steps))).toEqual(total(starsOf(before.children['小红'].lessons, (lesson) => lesson.steps)));
});

test('a progress file made before the reorder loads with every star at a step the course has', async () => {
  await loadClassText('en');
  const text = fixture('progress-file-v2-before-reorder.json');
  const parsed = parseProgressFile(text, 'en');
  expect(parsed.ok).toBe(true);
  const { lessons } = parsed.value;
  for (const [lesson, steps] of Object.entries({ ...STAYED, notation: MOVED.notation, castling: { ...STAYED.castling, ...MOVED.castling } })) {
    const got = Object.fromEntries(Object.keys(steps).map((step) => [step, lessons[lesson]?.[step]?.stars]));
    expect([lesson, got]).toEqual([lesson, steps]);
  }
  expect(Object.getPrototypeOf(lessons.notation)).toBeNull();
  const now = starsOf(lessons, (steps) => steps);
  expect(now.filter(([place]) => !inCourse(...place.split('/')))).toEqual([]);
  expect(total(now)).toEqual(total(starsOf(JSON.parse(text).lessons, (steps) => steps)));
});

test('a step saved at both its old and its new place keeps the better try', () => {
  const lessons = { coordinates: { steps: { 'write-pawn': { stars: 3, hints: 0 } } }, notation: { steps: { 'write-pawn': { stars: 1, hints: 2 } } } };
  moveSavedLessons(lessons);
  expect(lessons.notation.steps['write-pawn']).toEqual({ stars: 3, hints: 0 });
  expect(lessons.coordinates.steps).toEqual({});
  const file = { coordinates: { 'write-pawn': { stars: 1 } }, notation: { 'write-pawn': { stars: 2 } } };
  expect(moveStepMap(file).notation['write-pawn']).toEqual({ stars: 2 });
  // nothing to move, or nothing readable: left as it is
  expect(moveStepMap(null)).toBeNull();
  expect(moveSavedLessons({ rook: { steps: { a: { stars: 1 } } } })).toEqual({ rook: { steps: { a: { stars: 1 } } } });
});

test('each move leads from a place the course no longer has to a step it has', () => {
  for (const { from, to } of COURSE_MOVES) {
    expect([from, inCourse(...from.split('/'))]).toEqual([from, false]);
    expect([to, inCourse(...to.split('/'))]).toEqual([to, true]);
    expect(from.split('/')[1]).toBe(to.split('/')[1]); // a step keeps its id
  }
});
