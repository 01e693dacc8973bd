// The build's lesson files: lessons/index.json and every lesson file it lists, copied into
// dist/lessons/, and the course file dist/lessons/course.json made from them: the lessons this
// build checked, with their step ids, which the pages read beside index.json (docs/site.md gives
// its shape).
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { arbiterStepIds } from '../web/lesson/tracks.mjs';

/**
 * Copies the index of the folder `lessons` and its lesson files into dist/lessons/ and writes the
 * course file. Returns {index, course}: the parsed index and the course file's content.
 */
export function copyLessons({ lessons, dist }) {
  let index;
  try {
    index = JSON.parse(readFileSync(path.join(lessons, 'index.json'), 'utf8'));
  } catch (error) {
    throw new Error(`lessons/index.json cannot be read: ${error.message}`);
  }
  const out = path.join(dist, 'lessons');
  mkdirSync(out, { recursive: true });
  copyFileSync(path.join(lessons, 'index.json'), path.join(out, 'index.json'));
  // The course file: every lesson of the index this build checked, by id, with its file and step
  // ids and the skill of each (web/lesson/skills.mjs; the child's misses per skill are counted by
  // it), the ids of its steps on the arbiter track (`arbiter`, where it has any: the course map's
  // stars and the certificate count the main path), and nothing else. The pages read the order,
  // groups, titles and pictures from index.json, which a teacher may extend with no build; this
  // file vouches for the lessons it names.
  const entries = [];
  for (const entry of index.lessons) {
    const source = path.join(lessons, entry.file);
    if (!existsSync(source)) throw new Error(`lessons/index.json lists ${entry.file}, which does not exist`);
    // A syntax error fails the build here; its content is the runner's to judge (the error card).
    let lesson;
    try {
      lesson = JSON.parse(readFileSync(source, 'utf8'));
    } catch (error) {
      throw new Error(`lessons/${entry.file} is not valid JSON: ${error.message}`);
    }
    const named = (Array.isArray(lesson?.steps) ? lesson.steps : []).filter((step) => typeof step?.id === 'string');
    const arbiter = arbiterStepIds(named);
    entries.push([entry.id, {
      file: entry.file,
      steps: named.map((step) => step.id),
      skills: named.map((step) => (typeof step.skill === 'string' ? step.skill : null)),
      ...(arbiter.length ? { arbiter } : {}),
    }]);
    copyFileSync(source, path.join(out, entry.file));
  }
  const course = { version: 2, lessons: Object.fromEntries(entries) };
  writeFileSync(path.join(out, 'course.json'), `${JSON.stringify(course)}\n`);
  return { index, course };
}
