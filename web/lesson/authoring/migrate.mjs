// The lesson format's version, and the migration of an older file to it when it is opened.
//
//   LESSON_FORMAT_VERSION                      the version this editor writes ("version": 1)
//   lessonVersion(lesson) → number             a file's version (one without the field: 0 if it
//                                              still uses the older format's fields, else 1)
//   migrateLesson(lesson) → {lesson, from, changes: [{path, change}], tooNew}
//
// The versions:
//   0  the first format: a long mate against the computer said so with "pending": "search-defender"
//      and kept a scripted line in `replies` meanwhile.
//   1  today's: such a mate says "defender": "search" and has no `replies`; the file may carry
//      "version": 1.
// A migration changes a copy, never the object given; `changes` names each change for the teacher
// (the editor's words for them are keyed by `change`). A file newer than this editor (`tooNew`) is
// left as it is: the format check says what it does not know.
import { goalKind } from '../goals/index.mjs';

export const LESSON_FORMAT_VERSION = 1;

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

export function lessonVersion(lesson) {
  if (!isObject(lesson)) return LESSON_FORMAT_VERSION;
  if (Number.isInteger(lesson.version)) return lesson.version;
  const steps = Array.isArray(lesson.steps) ? lesson.steps : [];
  return steps.some((step) => isObject(step) && Object.hasOwn(step, 'pending')) ? 0 : LESSON_FORMAT_VERSION;
}

/** Version 0 → 1: "pending": "search-defender" becomes "defender": "search", without replies. */
function from0(lesson, changes) {
  (lesson.steps ?? []).forEach((step, n) => {
    if (!isObject(step) || !Object.hasOwn(step, 'pending')) return;
    const at = `/steps/${n}`;
    goalKind(step.goal)?.migrateFrom0?.(step, at, changes);
    delete step.pending;
    changes.push({ path: `${at}/pending`, change: 'PENDING_DROPPED' });
  });
}

const MIGRATIONS = [from0]; // MIGRATIONS[v] takes version v to v + 1

export function migrateLesson(lesson) {
  const from = lessonVersion(lesson);
  if (!isObject(lesson)) return { lesson, from, changes: [], tooNew: false };
  if (from > LESSON_FORMAT_VERSION) return { lesson, from, changes: [], tooNew: true };
  const copy = structuredClone(lesson);
  const changes = [];
  for (let version = Math.max(0, from); version < LESSON_FORMAT_VERSION; version++) MIGRATIONS[version](copy, changes);
  if (copy.version !== LESSON_FORMAT_VERSION && from < LESSON_FORMAT_VERSION) changes.push({ path: '/version', change: 'VERSION_WRITTEN' });
  copy.version = LESSON_FORMAT_VERSION;
  return { lesson: withVersionFirst(copy), from, changes, tooNew: false };
}

/** The lesson with "$schema" and "version" as its first fields, as the editor writes files. */
export function withVersionFirst(lesson) {
  const { $schema, version, ...rest } = lesson;
  return { ...($schema === undefined ? {} : { $schema }), version: version ?? LESSON_FORMAT_VERSION, ...rest };
}
