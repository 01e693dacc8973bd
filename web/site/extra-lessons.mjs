// The course map's check of a teacher's own lesson (a lesson of lessons/index.json that the build's
// lessons/course.json does not list): its file is fetched and checked as its lesson page will check
// it (web/lesson/loader.mjs), so that a lesson that would not open shows on the map as a card that
// says why, before a child taps it. A chunk of its own, fetched only when the index has such a
// lesson: the build vouches for its own lessons.
import { loadLessonFile } from '../lesson/loader.mjs';

/** {ok: true, steps, skills} for a lesson that opens (skills: each step's, null for none), or
 *  {ok: false, problem} with its first problem. */
export async function checkExtraLesson(entry, root) {
  const loaded = await loadLessonFile(`lessons/${encodeURIComponent(entry.file)}`, { baseURI: root.href, origin: globalThis.location.origin });
  if (!loaded.ok) return { ok: false, problem: loaded.problems[0] };
  if (loaded.lesson.id !== entry.id) {
    return { ok: false, problem: { code: 'FILE_HOLDS_OTHER_LESSON', path: '', params: { file: entry.file, id: String(loaded.lesson.id) }, step: null } };
  }
  const { steps } = loaded.lesson;
  return { ok: true, steps: steps.map((step) => step.id), skills: steps.map((step) => (typeof step.skill === 'string' ? step.skill : null)) };
}
