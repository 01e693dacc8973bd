// A teacher's assignment as a course map's address, made on /class/ and read on a child's device:
// ?lessons=rook,bishop&a=ID&t=title&w=week&r=1&n=name&n=name… (r=1: the lessons are played with
// their arbiter-track steps, web/lesson/tracks.mjs; the names are the class's, for the child to
// pick theirs). The lesson page and the course map make it again, without the names, to bring a
// child who left the assignment's map back to it.
//
//   assignmentSearch({id, title, week, lessons, arbiter, names})  → '?lessons=…'
//   assignmentOf(search)                  → {id, title, week, lessons, arbiter, names} | null
//   latestAssignment(assignments, lessonId?)  → the child's newest one (holding lessonId)
import { DEFAULT_CHILD, cleanName } from '../lesson/progress.mjs';
import { isAssignmentId } from '../lesson/progress-code.mjs';

/** The address's query of an assignment. */
export function assignmentSearch({ id, title = '', week = '', lessons, arbiter = false, names = [] }) {
  const params = new URLSearchParams();
  params.set('lessons', lessons.join(','));
  params.set('a', id);
  if (title) params.set('t', title);
  if (week) params.set('w', week);
  if (arbiter) params.set('r', '1');
  for (const name of names) params.append('n', name);
  return `?${params}`;
}

/** The assignment a course map's address carries, or null: {id, title, week, lessons, arbiter, names}. */
export function assignmentOf(search) {
  const params = new URLSearchParams(search);
  const id = params.get('a');
  if (!isAssignmentId(id)) return null;
  const lessons = (params.get('lessons') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  const names = [...new Set(params.getAll('n').map(cleanName).filter((name) => name && name !== DEFAULT_CHILD))];
  const arbiter = params.get('r') === '1';
  return { id, title: cleanName(params.get('t') ?? '').slice(0, 80), week: cleanName(params.get('w') ?? '').slice(0, 20), lessons, arbiter, names };
}

/** The newest of a child's assignments (the store's id → {title, week, lessons, arbiter, at}) that
 *  holds `lessonId` (any, without it), as {id, title, week, lessons, arbiter}, or null. */
export function latestAssignment(assignments, lessonId = null) {
  let best = null;
  for (const [id, entry] of Object.entries(assignments ?? {})) {
    if (!isAssignmentId(id) || !Array.isArray(entry?.lessons)) continue;
    if (lessonId !== null && !entry.lessons.includes(lessonId)) continue;
    if (!best || (entry.at ?? 0) > (best.at ?? 0)) best = { id, ...entry };
  }
  return best && { id: best.id, title: best.title ?? '', week: best.week ?? '', lessons: best.lessons, arbiter: best.arbiter === true };
}
