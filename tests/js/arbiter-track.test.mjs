// The arbiter track (web/lesson/tracks.mjs): which steps leave the main path, and that the course
// map's stars, the certificate's condition, a lesson's steps and the class page count the path.
// The expected steps are the issue's list, read by a person from the lessons' texts: claims
// written with the next move, the 2000 Laws' quizzes, touch-move's fall-backs (two pieces touched,
// king and rook for an illegal castling), and a flag fall against a lone knight.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { arbiterStepIds, isArbiterStep, pathIds, pathSteps } from '../../web/lesson/tracks.mjs';
import { ProgressStore } from '../../web/lesson/progress.mjs';
import { courseProgress, playedSteps } from '../../web/site/course.mjs';
import { assignmentOf, assignmentSearch } from '../../web/site/assignment-link.mjs';
import { ClassData } from '../../web/site/class/class-data.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const lessons = readdirSync(path.join(ROOT, 'lessons'))
  .filter((file) => file.endsWith('.json') && !['index.json', 'schema.json', 'index.schema.json'].includes(file))
  .map((file) => JSON.parse(readFileSync(path.join(ROOT, 'lessons', file), 'utf8')));
const byId = new Map(lessons.map((lesson) => [lesson.id, lesson]));

const EXPECTED = {
  // "write the move, then claim": threefold and fifty moves, the review's kings dance
  'threefold-repetition': ['claim-with-move', 'wrong-claim', 'kings-dance', 'fivefold-2000'],
  'fifty-moves': ['claim-with-move', 'claim-with-move-black', 'wrong-claim', 'seventy-five-2000'],
  'review-draws': ['kings-repeat'],
  'touch-move': ['both', 'fallback', 'king-castle-illegal', 'king-stuck'],
  // a flag fall when the other side has only a knight (it can still be mated with help)
  'time-forfeit': ['rook-v-knight', 'knight-mates'],
  'review-results': ['flag-knight'],
};

test('the arbiter track holds the steps the issue names, and no other', () => {
  const found = {};
  for (const lesson of lessons) {
    const ids = arbiterStepIds(lesson.steps);
    if (ids.length) found[lesson.id] = ids;
  }
  expect(found).toEqual(EXPECTED);
});

test('what a first game needs stays on the main path', () => {
  const main = (lessonId, stepId) => !isArbiterStep(byId.get(lessonId).steps.find((step) => step.id === stepId));
  expect(main('threefold-repetition', 'claim')).toBe(true); // the claim itself, in today's Laws
  expect(main('threefold-repetition', 'fivefold-modern')).toBe(true);
  expect(main('fifty-moves', 'claim')).toBe(true);
  expect(main('time-forfeit', 'cannot-mate')).toBe(true); // a lone king cannot win on time
  expect(main('time-forfeit', 'flag-loses')).toBe(true);
  expect(main('touch-move', 'own-piece')).toBe(true);
  expect(main('touch-first', 'touch-bishop')).toBe(true);
  // every lesson keeps a main path
  for (const lesson of lessons) expect(pathSteps(lesson.steps, false).length).toBeGreaterThan(0);
});

test('a lesson wholly on the track is played whole; the track adds its steps in their place', () => {
  const steps = [{ id: 'a', article: '9.2' }, { id: 'b', article: '4.3(3)' }];
  expect(pathSteps(steps, false).map((step) => step.id)).toEqual(['a', 'b']);
  expect(pathIds(['x', 'a', 'y'], ['a'], false)).toEqual(['x', 'y']);
  expect(pathIds(['x', 'a', 'y'], ['a'], true)).toEqual(['x', 'a', 'y']);
  expect(pathIds(['x', 'y'], undefined, false)).toEqual(['x', 'y']);
});

/** A store in memory whose current child solved `solved` (lesson id → step ids) with 3 stars. */
function storeWith(solved) {
  const map = new Map();
  const storage = { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => map.set(k, String(v)), removeItem: (k) => map.delete(k), key: (n) => [...map.keys()][n] ?? null, get length() { return map.size; } };
  const store = new ProgressStore(storage);
  for (const [lessonId, ids] of Object.entries(solved)) for (const id of ids) store.recordStep(lessonId, id, { stars: 3, hints: 0, nudges: 0, mistakes: 0 });
  return store;
}

const touchMove = byId.get('touch-move');
const courseOf = (...ids) => ({
  groups: [{ id: 'g', title: {} }],
  lessons: ids.map((id) => ({ id, group: 'g', steps: byId.get(id).steps.map((s) => s.id), arbiter: arbiterStepIds(byId.get(id).steps), extra: false })),
});

test('the main path finishes a lesson and the course; the track, when chosen, is a condition too', () => {
  const main = pathSteps(touchMove.steps, false).map((step) => step.id);
  const store = storeWith({ 'touch-move': main });
  const course = courseOf('touch-move');
  let place = courseProgress(course, store);
  expect(place.lessons[0].state).toBe('done');
  expect(place.complete).toBe(true); // the certificate's condition
  expect(place.maxStars).toBe(main.length * 3);
  store.setArbiter(true); // the child chooses the track: its steps count now
  place = courseProgress(course, store);
  expect(place.lessons[0].state).toBe('started');
  expect(place.next.stepId).toBe(EXPECTED['touch-move'][0]);
  expect(playedSteps(course.lessons[0], true)).toEqual(touchMove.steps.map((s) => s.id));
});

test("an assignment that includes the track brings its steps, for that assignment's lessons only", () => {
  const search = assignmentSearch({ id: 'AB12', title: '规则', lessons: ['touch-move'], arbiter: true, names: [] });
  const read = assignmentOf(search);
  expect(read.arbiter).toBe(true);
  expect(assignmentOf(assignmentSearch({ id: 'AB12', lessons: ['touch-move'] })).arbiter).toBe(false);
  const store = storeWith({});
  store.addAssignment(read);
  expect(store.withArbiter('touch-move')).toBe(true);
  expect(store.withArbiter('fifty-moves')).toBe(false);
  // kept across a reload of the saved data
  expect(new ProgressStore(store.storage).withArbiter('touch-move')).toBe(true);
});

test("the class page keeps an assignment's choice and puts it in the link", () => {
  const data = new ClassData();
  const made = data.addAssignment({ title: '第三周', week: '', lessons: ['touch-move'], arbiter: true });
  const link = data.assignmentLink(made, 'https://school.example/chess/class/');
  expect(assignmentOf(new URL(link).search).arbiter).toBe(true);
  const map = new Map();
  const storage = { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => map.set(k, String(v)), removeItem: (k) => map.delete(k) };
  data.save(storage);
  const again = new ClassData();
  again.restore(storage, 'zh-Hans');
  expect(again.assignments[0].arbiter).toBe(true);
});
