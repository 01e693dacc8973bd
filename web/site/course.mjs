// The course as the site's folder holds it now, and one learner's place in it, for the site's
// pages: the course map, the lesson pages, the certificate and the class page. No DOM.
//
// Two files make it. lessons/index.json is the teacher's: the lessons in their order, their
// groups, titles and pictures; a teacher may add a lesson of their own to it, and to lessons/, with
// no build. lessons/course.json is the build's (scripts/build-lessons.mjs): the lessons it checked,
// each with its file, step ids and the steps' skills. A lesson of the index that the course file vouches for is read
// from there; any other (a teacher's own) is `extra`, and its file is read by `readLesson` (on the
// course map, a full check, web/site/extra-lessons.mjs). Only the build's lessons count for a
// certificate, so adding a lesson takes no certificate away.
//
//   const course = await loadSiteCourse(siteRoot);   // {groups, lessons, broken}
//   const place = courseProgress(course, store);     // store: a ProgressStore
//   place.next        // {lesson, stepId, stepNumber} of the first unfinished step, or null
//   place.groups[0]   // {group, lessons, done, total, stars, maxStars, complete}

import { starGlyphs } from '../lesson/progress.mjs';
import { arbiterStepIds, pathIds } from '../lesson/tracks.mjs';

/** The teacher's list of lessons, from the site's root. */
export const INDEX_PATH = 'lessons/index.json';
/** The build's record of the lessons it checked, from the site's root. */
export const COURSE_PATH = 'lessons/course.json';
// Lesson and step ids as the lesson format writes them.
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fetches and parses a JSON file; throws an Error that names the file. */
async function fetchJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * The step ids of an extra lesson's file, read without checking its chess: {ok: true, steps, skills} or
 * {ok: false, problem} (a problem as the lesson loader words it, web/i18n/lesson-problems.mjs).
 */
export async function readStepIds(entry, root) {
  let lesson;
  try {
    const response = await fetch(new URL(`lessons/${encodeURIComponent(entry.file)}`, root));
    if (!response.ok) return { ok: false, problem: { code: 'HTTP_STATUS', path: '', params: { status: response.status }, step: null } };
    lesson = await response.json();
  } catch {
    return { ok: false, problem: { code: 'NETWORK', path: '', params: {}, step: null } };
  }
  const named = Array.isArray(lesson?.steps) ? lesson.steps.filter((step) => typeof step?.id === 'string') : [];
  const steps = named.map((step) => step.id);
  const skills = named.map((step) => (typeof step.skill === 'string' ? step.skill : null));
  return steps.length ? { ok: true, steps, skills, arbiter: arbiterStepIds(named) } : { ok: false, problem: { code: 'NO_STEPS', path: '', params: {}, step: null } };
}

/** The build's lessons, id → {file, steps}, from `course` (the course file's content, where the
 *  page has it already) or the course file; none where it is missing or unreadable. */
async function builtLessons(root, course) {
  try {
    const read = course ?? await fetchJson(new URL(COURSE_PATH, root));
    return isObject(read?.lessons) ? read.lessons : {};
  } catch {
    return {};
  }
}

/**
 * Reads the folder's course: lessons/index.json, with the step ids the build recorded and, for any
 * lesson it did not record, those `readLesson(entry, root)` finds (by default readStepIds; with
 * null, such lessons are left out and no file is fetched: a certificate counts none of them).
 * `built` is the course file's content where the page holds it already (the course map's build
 * writes it into the page), else the file is fetched. Resolves to {groups, lessons, broken}:
 *   groups[i] = {id, title}, in the order their first lesson comes;
 *   lessons[i] = {id, group, title, icon, file, ownCertificate, steps, skills, arbiter, extra}, in
 *   the index's order (skills: each step's skill, null for none; all null where the course file
 *   predates them; arbiter: the ids of its steps on the arbiter track, web/lesson/tracks.mjs);
 *   broken[i] = {id, group, title, file, problem}: an entry that cannot be opened, for a card that
 *   says why (a file missing or broken, an entry without an id, an id listed twice).
 * Throws an Error naming the file when the index itself cannot be read.
 */
export async function loadSiteCourse(root, { readLesson = readStepIds, built: course = null } = {}) {
  const [index, built] = await Promise.all([fetchJson(new URL(INDEX_PATH, root)), builtLessons(root, course)]);
  if (!isObject(index) || !Array.isArray(index.lessons)) throw new Error(`${new URL(INDEX_PATH, root)}: not a course index`);
  const titles = isObject(index.groups) ? index.groups : {};
  const seen = new Set();
  const entries = index.lessons.map((entry, at) => {
    const id = isObject(entry) && typeof entry.id === 'string' && ID.test(entry.id) ? entry.id : null;
    const base = {
      id: id ?? `#${at + 1}`,
      group: isObject(entry) && typeof entry.group === 'string' ? entry.group : '',
      title: isObject(entry) && isObject(entry.title) ? entry.title : {},
      icon: isObject(entry) && typeof entry.icon === 'string' ? entry.icon : 'board',
      file: isObject(entry) && typeof entry.file === 'string' ? entry.file : '',
      ownCertificate: isObject(entry) && entry.ownCertificate === true,
    };
    if (!id) return { ...base, problem: { code: 'MISSING_FIELD', path: `/lessons/${at}`, params: { field: 'id' }, step: null } };
    if (seen.has(id)) return { ...base, problem: { code: 'DUPLICATE_LESSON_ID', path: `/lessons/${at}/id`, params: { id }, step: null } };
    seen.add(id);
    if (!base.file) return { ...base, problem: { code: 'MISSING_FIELD', path: `/lessons/${at}`, params: { field: 'file' }, step: null } };
    const record = built[id];
    if (isObject(record) && record.file === base.file && Array.isArray(record.steps)) {
      const skills = Array.isArray(record.skills) && record.skills.length === record.steps.length ? record.skills : record.steps.map(() => null);
      const arbiter = Array.isArray(record.arbiter) ? record.arbiter.filter((stepId) => record.steps.includes(stepId)) : [];
      return { ...base, steps: record.steps, skills, arbiter, extra: false };
    }
    return { ...base, extra: true };
  });
  const kept = readLesson ? entries : entries.filter((entry) => !entry.extra);
  await Promise.all(kept.map(async (entry) => {
    if (!entry.extra) return;
    const read = await readLesson(entry, root);
    if (read.ok) {
      entry.steps = read.steps;
      entry.skills = Array.isArray(read.skills) && read.skills.length === read.steps.length ? read.skills : read.steps.map(() => null);
      entry.arbiter = read.arbiter ?? [];
    } else entry.problem = read.problem;
  }));
  const lessons = kept.filter((entry) => !entry.problem);
  const broken = kept.filter((entry) => entry.problem);
  const groupIds = [...new Set(kept.map((entry) => entry.group))];
  const groups = groupIds.map((id) => ({ id, title: isObject(titles[id]) ? titles[id] : { en: id } }));
  return { groups, lessons, broken };
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
  const broken = (course.broken ?? []).filter((entry) => wanted.includes(entry.id));
  return { ...course, groups, lessons, broken };
}

// starGlyphs is progress.mjs's: the lesson's summary fills its three stars the same way.
export { starGlyphs };

/**
 * One learner's progress over the course, from the progress store (only the steps the lessons
 * have now count: a finished lesson that gained steps is started again, its stars kept). Each
 * lesson counts the steps of the child's path: the main path, or every step where the store's
 * withArbiter(lessonId) says so (the child chose the arbiter track, or an assignment holds it).
 * Returns {lessons, groups, done, total, steps, stepsDone, stars, maxStars, complete, next}:
 *   lessons[i] = {lesson, state: 'new' | 'started' | 'done', done, total, stars, maxStars, glyphs}
 *   groups[i] = {group, lessons: [those of lessons], done, total, stars, maxStars, complete}
 *   done/total count lessons; next is the first unsolved step in the course's order, or null.
 * A group, or the course, is `complete` when every lesson of the build in it is done: a teacher's
 * extra lessons earn stars but are no condition of a certificate, and a lesson with a certificate of
 * its own (index.json's `ownCertificate`: the first game) none of the course's.
 */
export function courseProgress(course, store) {
  const path = (lesson) => playedSteps(lesson, store.withArbiter?.(lesson.id) ?? false);
  const lessons = course.lessons.map((lesson) => {
    const summary = store.summary(lesson.id, path(lesson));
    const state = summary.complete ? 'done' : summary.done > 0 ? 'started' : 'new';
    return { lesson, state, ...summary, glyphs: starGlyphs(summary) };
  });
  const allDone = (members, { course = false } = {}) => {
    // a lesson with a certificate of its own is no condition of the course's
    const counted = members.filter((entry) => !entry.lesson.extra && !(course && entry.lesson.ownCertificate));
    return counted.length > 0 && counted.every((entry) => entry.state === 'done');
  };
  const groups = course.groups.map((group) => {
    const members = lessons.filter((entry) => entry.lesson.group === group.id);
    return {
      group,
      lessons: members,
      done: members.filter((entry) => entry.state === 'done').length,
      total: members.length,
      stars: members.reduce((sum, entry) => sum + entry.stars, 0),
      maxStars: members.reduce((sum, entry) => sum + entry.maxStars, 0),
      complete: allDone(members),
    };
  });
  let next = null;
  for (const entry of lessons) {
    if (entry.state === 'done' || entry.total === 0) continue;
    const stepId = store.resumeStep(entry.lesson.id, path(entry.lesson));
    next = { lesson: entry.lesson, stepId, stepNumber: path(entry.lesson).indexOf(stepId) + 1 };
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
    complete: allDone(lessons, { course: true }),
    next,
  };
}

/** The step ids of a lesson of the course a child plays: the main path, or all `withArbiter`. */
export function playedSteps(lesson, withArbiter) {
  return pathIds(lesson.steps ?? [], lesson.arbiter, withArbiter);
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

/**
 * A lesson's page, from the site's root: the build's own page for a lesson it built, the page
 * that opens any lesson of the index by its id for a teacher's extra one. With a step id, the
 * page opens on that step.
 */
export function lessonPath(lesson, stepId = null) {
  const id = encodeURIComponent(lesson.id);
  const page = lesson.extra ? `lesson/?id=${id}` : `lesson/${id}/`;
  return stepId ? `${page}${lesson.extra ? '&' : '?'}step=${encodeURIComponent(stepId)}` : page;
}

/** A lesson's worksheet, from the site's root: the build's print page, or the one that prints any
 *  lesson of the index by its id. */
export function worksheetPath(lesson) {
  const id = encodeURIComponent(lesson.id);
  return lesson.extra ? `lesson/print/?id=${id}` : `lesson/${id}/print/`;
}

/** The certificate page, from the site's root: a group's, or with no group the whole course's. */
export function certificatePath(groupId = null) {
  return groupId ? `certificate/?group=${encodeURIComponent(groupId)}` : 'certificate/';
}
