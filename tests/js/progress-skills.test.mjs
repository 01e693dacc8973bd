// Misses per skill (issue 29 §1, issue 33 §6): missesBySkill counts a step's mistakes and answers
// shown as misses of its skill; the progress file carries them in an optional field (a file
// without it still loads), and the progress code from its version 2 (a version 1 code still
// reads). The expected counts are added up by hand from the steps written here.
import { ProgressStore, courseSkills, missesBySkill } from '../../web/lesson/progress.mjs';
import { makeProgressFile, parseProgressFile } from '../../web/lesson/progress-file.mjs';
import { makeProgressCode, parseProgressCode } from '../../web/lesson/progress-code.mjs';
import { SKILLS } from '../../web/lesson/skills.mjs';
import { loadClassText } from '../../web/i18n/class.mjs';

await loadClassText('en');

// two small lessons: rook (a rook move, a capture, a step of no skill) and mate (two mates)
const LESSONS = [
  { id: 'rook', steps: [{ id: 'a', skill: 'rook-move' }, { id: 'b', skill: 'capture' }, { id: 'c' }] },
  { id: 'mate', steps: [{ id: 'm1', skill: 'mate-in-one' }, { id: 'm2', skill: 'mate-in-one' }, { id: 'm3', skill: 'rook-move' }] },
];
const COURSE = courseSkills(LESSONS);

test('courseSkills: each lesson its step ids and their skills, null for a step without one', () => {
  expect(COURSE).toEqual([
    { id: 'rook', steps: ['a', 'b', 'c'], skills: ['rook-move', 'capture', null] },
    { id: 'mate', steps: ['m1', 'm2', 'm3'], skills: ['mate-in-one', 'mate-in-one', 'rook-move'] },
  ]);
});

test('missesBySkill: mistakes and hints of the best try, per skill, in the list\'s order; none for a skill without a miss', () => {
  const store = new ProgressStore(undefined);
  store.recordStep('rook', 'a', { stars: 2, hints: 1, nudges: 3, mistakes: 2 }); // rook-move 3 (nudges are no miss)
  store.recordStep('rook', 'b', { stars: 3, hints: 0, nudges: 0, mistakes: 0 }); // capture 0
  store.recordStep('rook', 'c', { stars: 1, hints: 5, nudges: 0, mistakes: 5 }); // no skill: nowhere
  store.recordStep('mate', 'm1', { stars: 2, hints: 0, nudges: 0, mistakes: 1 }); // mate-in-one 1
  store.recordStep('mate', 'm2', { stars: 1, hints: 2, nudges: 0, mistakes: 4 }); // mate-in-one 6
  store.recordStep('mate', 'm3', { stars: 3, hints: 0, nudges: 0, mistakes: 1 }); // rook-move 1
  const expected = { 'rook-move': 4, 'mate-in-one': 7 };
  expect(missesBySkill(store, COURSE)).toEqual(expected);
  expect(Object.keys(missesBySkill(store, COURSE))).toEqual(['rook-move', 'mate-in-one']); // SKILLS' order
  // the same from the child's record as the store keeps it
  expect(missesBySkill(store.data.children[store.child], COURSE)).toEqual(expected);
  // a better try replaces the step's misses: m2 solved cleanly leaves mate-in-one 1
  store.recordStep('mate', 'm2', { stars: 3, hints: 0, nudges: 0, mistakes: 0 });
  expect(missesBySkill(store, COURSE)).toEqual({ 'rook-move': 4, 'mate-in-one': 1 });
  // a step saved by version 1 (counts not known) counts nothing; a course list without skills neither
  expect(missesBySkill({ lessons: { rook: { steps: { a: { stars: 1, hints: null, nudges: null, mistakes: null } } } } }, COURSE)).toEqual({});
  expect(missesBySkill(store, [{ id: 'rook', steps: ['a', 'b'] }])).toEqual({});
  expect(missesBySkill(null, COURSE)).toEqual({});
});

const FILE = {
  name: '小明', device: '3f9a0c41d2b7e856', exported: '2026-05-01T08:30:00.000Z',
  lessons: { rook: { a: { stars: 2, hints: 1, nudges: 0, mistakes: 2 } } },
};

test('progress file: the misses per skill are written when given and read back; a file without them loads, its skills null', () => {
  const text = makeProgressFile({ ...FILE, skills: { 'rook-move': 3, 'mate-in-one': 1 } });
  expect(JSON.parse(text).skills).toEqual({ 'rook-move': 3, 'mate-in-one': 1 });
  const read = parseProgressFile(text, 'en');
  expect(read.ok).toBe(true);
  expect({ ...read.value.skills }).toEqual({ 'rook-move': 3, 'mate-in-one': 1 });
  // no misses at all: an empty object, which says "none" (not "not known")
  expect({ ...parseProgressFile(makeProgressFile({ ...FILE, skills: {} }), 'en').value.skills }).toEqual({});
  // a file made before the field (as every earlier version 2 file is): it loads, stars intact
  const old = makeProgressFile(FILE);
  expect(Object.keys(JSON.parse(old))).not.toContain('skills');
  const oldRead = parseProgressFile(old, 'en');
  expect(oldRead.ok).toBe(true);
  expect(oldRead.value.skills).toBeNull();
  expect(oldRead.value.lessons.rook.a.stars).toBe(2);
});

test('progress file: the checksum covers the misses, and misses not of the format are refused', () => {
  const text = makeProgressFile({ ...FILE, skills: { 'rook-move': 3 } });
  expect(parseProgressFile(text.replace('"rook-move": 3', '"rook-move": 4'), 'en').error.code).toBe('CHECKSUM');
  for (const skills of [{ 'rook-move': 0 }, { 'rook-move': 1.5 }, { 'Rook Move': 1 }, { 'rook-move': 1000 }, [1], 'rook-move']) {
    expect(() => makeProgressFile({ ...FILE, skills })).toThrow(TypeError);
  }
});

test('progress code: version 2 carries the misses per skill; a version 1 code still reads, its skills null', () => {
  const skills = { 'rook-move': 4, 'mate-in-one': 7, touch: 2 }; // "touch" is no skill: left out
  const code = makeProgressCode({ name: '王小明', made: new Date(Date.UTC(2026, 2, 2, 8, 30)), lessonIds: ['rook', 'mate'], lessons: { rook: { done: 2, stars: 5, helped: [] } }, skills });
  expect(code.startsWith('QX3')).toBe(true);
  expect(parseProgressCode(code, 'en').value.skills).toEqual({ 'rook-move': 4, 'mate-in-one': 7 });
  expect(parseProgressCode(makeProgressCode({ name: 'A', made: new Date(Date.UTC(2026, 0, 1)), lessonIds: ['rook'], lessons: {} }), 'en').value.skills).toEqual({});
  // made by the version 1 writer (before skills) for 王小明: rook 2 steps, 5 stars, its 2nd step's answer shown
  const v1 = parseProgressCode('QX10W15C9W34P5GW3RR1RQCEWJ9848XVK', 'en');
  expect(v1.ok).toBe(true);
  expect(v1.value).toMatchObject({ name: '王小明', made: '2026-03-02T08:30:00.000Z', skills: null, lessons: [{ position: 0, done: 2, stars: 5, hints: 1 }] });
});

test('progress code lengths with misses: the whole course with 10 skills missed stays under 200 characters', () => {
  // the course's size: 45 lessons, 371 steps, every one done at ★★; 10 skills missed 1 to 30 times
  const lessonIds = Array.from({ length: 45 }, (_, n) => `lesson-${n}`);
  const lessons = Object.fromEntries(lessonIds.map((id, n) => [id, { done: n < 11 ? 9 : 8, stars: 2 * (n < 11 ? 9 : 8), helped: [] }]));
  const skills = Object.fromEntries(SKILLS.filter((_, n) => n % 3 === 0).slice(0, 10).map(({ id }, n) => [id, 1 + n * 3]));
  const code = makeProgressCode({ name: '王小明', lessonIds, lessons, skills });
  const without = makeProgressCode({ name: '王小明', lessonIds, lessons });
  console.log(`progress code: whole course at ★★, 10 skills missed: ${code.length} characters (${without.length} without the misses)`);
  expect(code.length).toBeLessThanOrEqual(200);
  expect(parseProgressCode(code, 'en').value.skills).toEqual(skills);
});
