// The folder's course as the site's pages read it (web/site/course.mjs): lessons/index.json vouched for
// by the build's course file, a teacher's own lessons among them, and a teacher's list of lessons
// (`/?lessons=…`), which cuts the course map to those lessons, in the list's order, with their groups.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chooseLessons, courseProgress, lessonPath, loadSiteCourse, worksheetPath } from '../../web/site/course.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons/index.json'), 'utf8'));
// a course as loadSiteCourse (web/site/course.mjs) makes it: groups as a list, lessons in teaching order
const course = {
  groups: Object.entries(index.groups).map(([id, title]) => ({ id, title })),
  lessons: index.lessons.map((entry) => ({ id: entry.id, group: entry.group, steps: [] })),
};
const groupOf = (id) => index.lessons.find((entry) => entry.id === id).group;

test('a list of lessons is shown in its own order, with the groups that hold them', () => {
  // the last lesson first, then the first: against the course's order
  const first = index.lessons[0].id;
  const last = index.lessons.at(-1).id;
  const chosen = chooseLessons(course, `${last},${first}`);
  expect(chosen.lessons.map((lesson) => lesson.id)).toEqual([last, first]);
  expect(chosen.groups.map((group) => group.id)).toEqual([...new Set([groupOf(last), groupOf(first)])]);
});

test('unknown and repeated ids are left out; a list with no known id is the whole course', () => {
  const [one] = index.lessons;
  expect(chooseLessons(course, ` ${one.id},no-such-lesson,${one.id} `).lessons.map((l) => l.id)).toEqual([one.id]);
  expect(chooseLessons(course, 'no-such-lesson')).toBe(course);
  expect(chooseLessons(course, null)).toBe(course);
  expect(chooseLessons(course, '')).toBe(course);
});

// ---- the folder's course: the teacher's index, vouched for by the build's course file ----------

const SITE = new URL('https://school.example/chess/');
/** Answers fetch() from `files` (path under SITE → JSON value, or a number for an HTTP status). */
function serve(files) {
  const asked = [];
  globalThis.fetch = async (url) => {
    const file = String(url).slice(SITE.href.length);
    asked.push(file);
    const body = files[file];
    if (body === undefined || typeof body === 'number') return { ok: false, status: body ?? 404, json: async () => { throw new Error('no body'); } };
    return { ok: true, status: 200, json: async () => JSON.parse(JSON.stringify(body)) };
  }; // eslint-disable-line no-global-assign
  return asked;
}
const groups = { basics: { 'zh-Hans': '入门', en: 'Basics' }, mine: { 'zh-Hans': '我的课', en: 'Mine' } };
const entry = (id, group = 'basics') => ({ id, group, title: { 'zh-Hans': id, en: id }, icon: 'R', file: `${id}.json` });
/** A progress store with `solved` (lesson id → step ids solved, at 3 stars each). */
const storeWith = (solved) => ({
  summary: (id, steps) => {
    const done = steps.filter((step) => solved[id]?.includes(step)).length;
    return { done, total: steps.length, stars: done * 3, maxStars: steps.length * 3, complete: steps.length > 0 && done === steps.length };
  },
  resumeStep: (id, steps) => steps.find((step) => !solved[id]?.includes(step)) ?? steps[0],
});

describe('loadSiteCourse', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => { globalThis.fetch = realFetch; });

  test('a lesson the build recorded is read from the course file; a teacher\'s own is read from its file, in the index\'s order', async () => {
    const asked = serve({
      'lessons/index.json': { version: 1, groups, lessons: [entry('rook'), entry('own', 'mine'), entry('king')] },
      'lessons/course.json': { version: 2, lessons: { rook: { file: 'rook.json', steps: ['a', 'b'] }, king: { file: 'king.json', steps: ['k'] } } },
      'lessons/own.json': { id: 'own', steps: [{ id: 'x' }, { id: 'y' }] },
    });
    const course = await loadSiteCourse(SITE);
    expect(course.lessons.map((lesson) => [lesson.id, lesson.steps, lesson.extra])).toEqual([['rook', ['a', 'b'], false], ['own', ['x', 'y'], true], ['king', ['k'], false]]);
    expect(course.groups.map((group) => group.id)).toEqual(['basics', 'mine']);
    expect(course.groups[1].title).toEqual(groups.mine);
    expect(course.broken).toEqual([]);
    expect(asked.sort()).toEqual(['lessons/course.json', 'lessons/index.json', 'lessons/own.json']);
    // the pages link each to where it opens
    expect(lessonPath(course.lessons[0], 'b')).toBe('lesson/rook/?step=b');
    expect(lessonPath(course.lessons[1], 'y')).toBe('lesson/?id=own&step=y');
    expect(worksheetPath(course.lessons[0])).toBe('lesson/rook/print/');
    expect(worksheetPath(course.lessons[1])).toBe('lesson/print/?id=own');
  });

  test('a lesson whose file the teacher swapped is the teacher\'s; with readLesson null no such file is fetched', async () => {
    const files = {
      'lessons/index.json': { version: 1, groups, lessons: [{ ...entry('rook'), file: 'rook-2.json' }] },
      'lessons/course.json': { version: 2, lessons: { rook: { file: 'rook.json', steps: ['a'] } } },
      'lessons/rook-2.json': { id: 'rook', steps: [{ id: 'new' }] },
    };
    serve(files);
    expect((await loadSiteCourse(SITE)).lessons[0]).toMatchObject({ id: 'rook', steps: ['new'], extra: true });
    const asked = serve(files);
    expect((await loadSiteCourse(SITE, { readLesson: null })).lessons).toEqual([]);
    expect(asked).not.toContain('lessons/rook-2.json');
  });

  test('an entry that cannot be opened is broken, with the reason; the others stay', async () => {
    serve({
      'lessons/index.json': { version: 1, groups, lessons: [entry('rook'), entry('gone', 'mine'), { group: 'mine', file: 'x.json' }, entry('rook'), entry('empty', 'mine'), 'junk'] },
      'lessons/course.json': { version: 2, lessons: { rook: { file: 'rook.json', steps: ['a'] } } },
      'lessons/empty.json': { id: 'empty', steps: [] },
    });
    const course = await loadSiteCourse(SITE);
    expect(course.lessons.map((lesson) => lesson.id)).toEqual(['rook']);
    expect(course.broken.map((broken) => [broken.id, broken.problem.code, broken.problem.params])).toEqual([
      ['gone', 'HTTP_STATUS', { status: 404 }],
      ['#3', 'MISSING_FIELD', { field: 'id' }],
      ['rook', 'DUPLICATE_LESSON_ID', { id: 'rook' }],
      ['empty', 'NO_STEPS', {}],
      ['#6', 'MISSING_FIELD', { field: 'id' }],
    ]);
  });

  test('an index that cannot be read is an error that names it; a missing course file makes every lesson the teacher\'s', async () => {
    serve({ 'lessons/index.json': 500 });
    await expect(loadSiteCourse(SITE)).rejects.toThrow('lessons/index.json');
    serve({ 'lessons/index.json': { version: 1, groups, lessons: [entry('rook')] }, 'lessons/rook.json': { id: 'rook', steps: [{ id: 'a' }] } });
    expect((await loadSiteCourse(SITE)).lessons[0]).toMatchObject({ id: 'rook', steps: ['a'], extra: true });
  });
});

test('a group and the course are complete when the build\'s lessons are done, whatever a teacher\'s own lessons hold', () => {
  const course = {
    groups: [{ id: 'basics' }, { id: 'mine' }],
    lessons: [
      { id: 'rook', group: 'basics', steps: ['a'], extra: false },
      { id: 'own', group: 'basics', steps: ['x'], extra: true },
      { id: 'mine-only', group: 'mine', steps: ['m'], extra: true },
    ],
  };
  const place = courseProgress(course, storeWith({ rook: ['a'] }));
  expect(place.groups.map((group) => group.complete)).toEqual([true, false]);
  expect(place.complete).toBe(true);
  // the teacher's lessons still count as lessons to do, and Continue leads to them
  expect(place.done).toBe(1);
  expect(place.total).toBe(3);
  expect(place.next).toMatchObject({ lesson: { id: 'own' }, stepId: 'x' });
  // a group of the teacher's alone gives no certificate, even done
  expect(courseProgress(course, storeWith({ rook: ['a'], own: ['x'], 'mine-only': ['m'] })).groups[1].complete).toBe(false);
});

test('a lesson with a certificate of its own (the first game) earns its group\'s and is no condition of the course\'s', () => {
  const entry = index.lessons.find((lesson) => lesson.id === 'first-game');
  expect(entry).toMatchObject({ ownCertificate: true });
  const course = {
    groups: [{ id: 'basics' }, { id: entry.group }],
    lessons: [
      { id: 'rook', group: 'basics', steps: ['a'], extra: false },
      { id: 'first-game', group: entry.group, steps: ['g'], extra: false, ownCertificate: true },
    ],
  };
  // a child who finished the course before the first game came keeps the course's certificate
  const before = courseProgress(course, storeWith({ rook: ['a'] }));
  expect(before.complete).toBe(true);
  expect(before.groups.map((group) => group.complete)).toEqual([true, false]);
  // winning the game earns the game's own
  const won = courseProgress(course, storeWith({ 'first-game': ['g'] }));
  expect(won.groups.map((group) => group.complete)).toEqual([false, true]);
  expect(won.complete).toBe(false);
});

test('Continue never leads to a lesson with no steps: it goes on to the next lesson with a step to do', () => {
  const course = {
    groups: [{ id: 'basics' }],
    lessons: [
      { id: 'rook', group: 'basics', steps: ['a'], extra: false },
      { id: 'empty', group: 'basics', steps: [], extra: false },
      { id: 'king', group: 'basics', steps: ['k1', 'k2'], extra: false },
    ],
  };
  const place = courseProgress(course, storeWith({ rook: ['a'], king: ['k1'] }));
  expect(place.next).toEqual({ lesson: course.lessons[2], stepId: 'k2', stepNumber: 2 });
  expect(place.lessons.map((entry) => entry.state)).toEqual(['done', 'new', 'started']);
});
