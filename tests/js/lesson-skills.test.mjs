// The skills of the course (web/lesson/skills.mjs): every step of every course lesson names a
// known skill (the checker's course mode, as the build's lessons are held to it), every skill is
// trained by at least one step, and every skill has a name in each language. A teacher's own
// lesson may leave skills out, but not name an unknown one; the checker says so in the teacher's
// language. Format and skill checks only: no rules core, about a second.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SKILLS, SKILL_IDS, isSkill } from '../../web/lesson/skills.mjs';
import { SKILL_NAMES, skillName } from '../../web/i18n/skills.mjs';
import { LANGS } from '../../web/i18n/lang.mjs';
import { checkLessonFile, describeForTeacher, skillProblems, validateLesson } from '../../web/lesson/authoring/check.mjs';
import { loadWords } from '../../web/site/editor/words.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons', 'index.json'), 'utf8'));
const lessons = index.lessons.map((entry) => JSON.parse(readFileSync(path.join(ROOT, 'lessons', entry.file), 'utf8')));

test('the list: 20 to 40 skills, each id once, each named in the three languages, no name without a skill', () => {
  expect(SKILLS.length).toBeGreaterThanOrEqual(20);
  expect(SKILLS.length).toBeLessThanOrEqual(40);
  expect(SKILL_IDS.size).toBe(SKILLS.length);
  expect(Object.keys(SKILL_NAMES).sort()).toEqual([...SKILL_IDS].sort());
  for (const { id } of SKILLS) {
    expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const names = LANGS.map((lang) => skillName(lang, id));
    for (const name of names) expect(name.trim()).not.toBe('');
    expect(names[2]).not.toBe(names[0]); // the English is no copy of the Chinese
  }
  expect(skillName('en', 'no-such-skill')).toBe('no-such-skill');
});

test('every course step names a known skill (the checker\'s course mode finds no problem), and every skill is trained', () => {
  const trained = new Map();
  let steps = 0;
  for (const lesson of lessons) {
    expect(skillProblems(lesson, { course: true })).toEqual([]);
    for (const step of lesson.steps) {
      expect(isSkill(step.skill)).toBe(true);
      trained.set(step.skill, (trained.get(step.skill) ?? 0) + 1);
      steps += 1;
    }
  }
  expect(steps).toBeGreaterThanOrEqual(371);
  expect(SKILLS.filter(({ id }) => !trained.has(id)).map(({ id }) => id)).toEqual([]);
});

test('the checker: an unknown skill is an error; a step without one is an error in the course only', async () => {
  const lesson = structuredClone(lessons.find((l) => l.id === 'rook'));
  lesson.steps[0].skill = 'rook-moves';
  delete lesson.steps[1].skill;
  const course = validateLesson(lesson, null, { course: true }).filter((p) => p.code.startsWith('SKILL_'));
  expect(course.map((p) => [p.code, p.path, p.severity])).toEqual([
    ['SKILL_UNKNOWN', '/steps/0/skill', 'error'], ['SKILL_MISSING', '/steps/1', 'error'],
  ]);
  expect(course[0].reason).toContain('rook-moves');
  // a teacher's own lesson: leaving it out is fine, an unknown one is not
  const own = validateLesson(lesson, null).filter((p) => p.code.startsWith('SKILL_'));
  expect(own.map((p) => p.code)).toEqual(['SKILL_UNKNOWN']);
  // a skill that is no text is the format's error
  lesson.steps[0].skill = 3;
  expect(validateLesson(lesson, null).filter((p) => p.code.startsWith('SKILL_')).map((p) => p.stage)).toEqual(['format']);
  // in the teacher's language, with its line and what to do
  lesson.steps[0].skill = 'rook-moves';
  const text = JSON.stringify(lesson, null, 2);
  const problem = checkLessonFile(text, { course: true }).problems.find((p) => p.code === 'SKILL_UNKNOWN');
  expect(problem.line).toBe(text.split('\n').findIndex((line) => line.includes('"rook-moves"')) + 1);
  const said = await Promise.all(LANGS.map(async (lang) => describeForTeacher(problem, await loadWords(lang))));
  for (const { message, fix } of said) {
    expect(message).toContain('rook-moves');
    expect(fix).not.toBe('');
  }
  expect(said[0].message).toMatch(/本领/);
  expect(said[1].message).toMatch(/本領/);
  expect(new Set(said.map((s) => s.message)).size).toBe(3);
});
