// The course file (dist/lessons/course.json, written by scripts/build-lessons.mjs from
// lessons/index.json and the lesson files; docs/site.md gives its shape) and one learner's place
// in it, for the site's pages: the course map, the lesson pages and the certificate. No DOM.
//
//   const course = await loadCourse(new URL('lessons/course.json', siteRoot));
//   const place = courseProgress(course, store);   // store: a ProgressStore
//   place.next        // {lesson, stepId, stepNumber} of the first unfinished step, or null
//   place.groups[0]   // {group, lessons, done, total, stars, maxStars, complete}

/** The course file's path from the site's root. */
export const COURSE_PATH = 'lessons/course.json';

/** Fetches and checks the course file; throws an Error that names the file if it is unusable. */
export async function loadCourse(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const course = await response.json();
  const valid = course && Array.isArray(course.groups) && Array.isArray(course.lessons) &&
    course.lessons.every((lesson) => typeof lesson?.id === 'string' && Array.isArray(lesson.steps));
  if (!valid) throw new Error(`${url}: not a course file`);
  return course;
}

/**
 * The course cut to a teacher's list (`ids`, comma-separated lesson ids, as in `/?lessons=rook,bishop`):
 * those lessons alone, in the list's order, and the groups that hold them, in the order their first
 * lesson comes. Ids the course lacks are left out; a list with none it has gives the whole course.
 */
export function chooseLessons(course, ids) {
  const wanted = [...new Set(String(ids ?? '').split(',').map((id) => id.trim()).filter(Boolean))];
  const lessons = wanted.map((id) => course.lessons.find((lesson) => lesson.id === id)).filter(Boolean);
  if (!lessons.length) return course;
  const groupIds = [...new Set(lessons.map((lesson) => lesson.group))];
  const groups = groupIds.map((id) => course.groups.find((group) => group.id === id)).filter(Boolean);
  return { ...course, groups, lessons };
}

// starGlyphs is progress.mjs's: the lesson's summary fills its three stars the same way.
import { starGlyphs } from '../lesson/progress.mjs';

export { starGlyphs };

/**
 * One learner's progress over the course, from the progress store (only the steps the lessons
 * have now count: a finished lesson that gained steps is started again, its stars kept).
 * Returns {lessons, groups, done, total, steps, stepsDone, stars, maxStars, complete, next}:
 *   lessons[i] = {lesson, state: 'new' | 'started' | 'done', done, total, stars, maxStars, glyphs}
 *   groups[i] = {group, lessons: [those of lessons], done, total, stars, maxStars, complete}
 *   done/total count lessons; next is the first unsolved step in the course's order, or null.
 */
export function courseProgress(course, store) {
  const lessons = course.lessons.map((lesson) => {
    const summary = store.summary(lesson.id, lesson.steps);
    const state = summary.complete ? 'done' : summary.done > 0 ? 'started' : 'new';
    return { lesson, state, ...summary, glyphs: starGlyphs(summary) };
  });
  const groups = course.groups.map((group) => {
    const members = lessons.filter((entry) => entry.lesson.group === group.id);
    return {
      group,
      lessons: members,
      done: members.filter((entry) => entry.state === 'done').length,
      total: members.length,
      stars: members.reduce((sum, entry) => sum + entry.stars, 0),
      maxStars: members.reduce((sum, entry) => sum + entry.maxStars, 0),
      complete: members.length > 0 && members.every((entry) => entry.state === 'done'),
    };
  });
  let next = null;
  for (const entry of lessons) {
    if (entry.state === 'done' || entry.total === 0) continue;
    const stepId = store.resumeStep(entry.lesson.id, entry.lesson.steps);
    next = { lesson: entry.lesson, stepId, stepNumber: entry.lesson.steps.indexOf(stepId) + 1 };
    break;
  }
  const sum = (key) => lessons.reduce((total, entry) => total + entry[key], 0);
  return {
    lessons,
    groups,
    done: lessons.filter((entry) => entry.state === 'done').length,
    total: lessons.length,
    steps: sum('total'),
    stepsDone: sum('done'),
    stars: sum('stars'),
    maxStars: sum('maxStars'),
    complete: lessons.length > 0 && lessons.every((entry) => entry.state === 'done'),
    next,
  };
}

/**
 * When the learner finished a set of lessons: the time of the last step solved among them (a
 * step's saved time is when it earned its best stars), or null where none is saved.
 */
export function finishedAt(store, lessons) {
  let latest = 0;
  for (const lesson of lessons) {
    const steps = store.lessonRecord(lesson.id)?.steps ?? {};
    for (const id of lesson.steps) {
      const at = steps[id]?.at;
      if (Number.isFinite(at) && at > latest) latest = at;
    }
  }
  return latest > 0 ? latest : null;
}

/** A lesson page, from the site's root; with a step id, the page opens on that step. */
export function lessonPath(lessonId, stepId = null) {
  const page = `lesson/${encodeURIComponent(lessonId)}/`;
  return stepId ? `${page}?step=${encodeURIComponent(stepId)}` : page;
}

/** The certificate page, from the site's root: a group's, or with no group the whole course's. */
export function certificatePath(groupId = null) {
  return groupId ? `certificate/?group=${encodeURIComponent(groupId)}` : 'certificate/';
}
