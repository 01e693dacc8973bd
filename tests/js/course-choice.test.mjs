// A teacher's list of lessons (`/?lessons=…`, web/site/index.mjs) cuts the course map to those
// lessons, in the list's order, with their groups; lessons/index.json gives the ids and groups.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chooseLessons } from '../../web/site/course.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons/index.json'), 'utf8'));
// a course as dist/lessons/course.json has it: groups as a list, lessons in teaching order
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
