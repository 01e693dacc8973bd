// The practice and review record on the child's device, beside the lesson progress
// (progress.mjs) under its own localStorage key, versioned; the progress file and code carry only
// its stars in all (reviewStars), beside the misses per skill, which the lesson progress gives. The schedule's
// rules are review-schedule.mjs's, the difficulty's practice-level.mjs's; this only keeps them.
//
// Version 1 (the one written):
//   {version: 1, children: {name: {
//     skills: {skill: {stage, due, misses, hints, level, streak}},   (review-schedule.mjs)
//     seen: ms,       the newest lesson step record already counted (syncLessons)
//     seeds: n,       exercises made so far: the next one's seed comes from it, so each is fresh
//     start: n,       a random number drawn once, where this child's seeds start (takeSeeds)
//     days: {day: {stars, maxStars}}}}}   the stars of each day's review, the last 60 days
// `name` is the lesson progress's child (ProgressStore.child). Saved data that cannot be read is
// copied aside under a backup key (never destroyed) and the record starts afresh; a storage that
// throws keeps it in memory for the visit.
import { dayNumber, emptyEntry, recordMiss, recordReview } from './review-schedule.mjs';
import { nextLevel } from './practice-level.mjs';
import { DEFAULT_CHILD } from './progress.mjs';

export const REVIEW_KEY = 'chess-lessons:review';
export const REVIEW_BACKUP_PREFIX = 'chess-lessons:review:backup:';
export const REVIEW_VERSION = 1;
const KEEP_DAYS = 60;

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isDay = (value) => value === null || Number.isInteger(value);
const isCount = (value) => Number.isInteger(value) && value >= 0;

/** Is this saved record of version 1 in every part? */
export function isValidReview(data) {
  if (!isObject(data) || data.version !== REVIEW_VERSION || !isObject(data.children)) return false;
  for (const child of Object.values(data.children)) {
    if (!isObject(child) || !isObject(child.skills) || !isCount(child.seen) || !isCount(child.seeds) || !isObject(child.days)) return false;
    if (child.start !== undefined && !isCount(child.start)) return false;
    for (const entry of Object.values(child.skills)) {
      if (!isObject(entry) || !isDay(entry.due) || ![entry.stage, entry.misses, entry.hints, entry.level, entry.streak].every(isCount)) return false;
    }
    for (const day of Object.values(child.days)) if (!isObject(day) || !isCount(day.stars) || !isCount(day.maxStars)) return false;
  }
  return true;
}

const emptyChild = () => ({ skills: {}, seen: 0, seeds: 0, days: {} });
const count = (value) => (Number.isInteger(value) && value > 0 ? value : 0);

export class ReviewStore {
  /** `storage`: localStorage or one like it; `now`: the clock (tests give their own day). */
  constructor(storage = globalThis.localStorage ?? null, { now = () => Date.now() } = {}) {
    this.storage = storage;
    this.now = now;
    this.memory = null; // the record, where the storage cannot keep it
    this.data = this.read();
  }

  /** The day it is now, as review-schedule.mjs counts days. */
  today() { return dayNumber(this.now()); }

  read() {
    let raw = null;
    try {
      raw = this.storage?.getItem(REVIEW_KEY) ?? null;
    } catch {
      return { version: REVIEW_VERSION, children: {} };
    }
    if (raw === null) return { version: REVIEW_VERSION, children: {} };
    let data = null;
    try { data = JSON.parse(raw); } catch { data = null; }
    if (isValidReview(data)) return data;
    try { this.storage.setItem(`${REVIEW_BACKUP_PREFIX}${this.now()}`, raw); } catch { this.readOnly = true; }
    return { version: REVIEW_VERSION, children: {} };
  }

  save() {
    if (this.readOnly) return;
    try { this.storage?.setItem(REVIEW_KEY, JSON.stringify(this.data)); } catch { /* kept in memory for this visit */ }
  }

  child(name) {
    return this.data.children[name] ?? (this.data.children[name] = emptyChild());
  }

  /** {skill: entry} of child `name`. */
  skills(name) { return this.data.children[name]?.skills ?? {}; }

  entry(name, skill) { return { ...emptyEntry(), ...this.skills(name)[skill] }; }

  /**
   * Counts the lesson steps child `name` saved since the last call: each step record of
   * `progress` (a ProgressStore on that child) newer than the last one counted, with a wrong move
   * or an answer shown, is a miss of its step's skill on the day it was saved. `course` is
   * [{id, steps: [stepId], skills: [skill | null]}] (the course as web/site/course.mjs reads it).
   * → the skills that got a miss.
   */
  syncLessons(name, progress, course) {
    const child = this.child(name);
    let newest = child.seen;
    const missed = new Set();
    for (const lesson of course) {
      (lesson.steps ?? []).forEach((stepId, n) => {
        const skill = lesson.skills?.[n];
        const record = progress.stepRecord(lesson.id, stepId, name);
        if (!record || !Number.isFinite(record.at) || record.at <= child.seen) return;
        newest = Math.max(newest, record.at);
        if (!skill) return;
        const misses = count(record.mistakes);
        const hints = count(record.hints);
        if (misses + hints === 0) return;
        child.skills[skill] = recordMiss(child.skills[skill], dayNumber(record.at), { misses, hints });
        missed.add(skill);
      });
    }
    child.seen = Math.round(newest);
    this.save();
    return [...missed];
  }

  /**
   * One exercise of `skill` solved by child `name`: `result` {stars, hints, mistakes}. Its level
   * moves by the difficulty rule; a wrong move or an answer shown is a miss (the skill comes back
   * tomorrow). → the skill's entry after it.
   */
  recordExercise(name, skill, { stars, hints = 0, mistakes = 0 }) {
    const child = this.child(name);
    const before = { ...emptyEntry(), ...child.skills[skill] };
    const { level, streak } = nextLevel(before, stars === 3);
    const after = recordMiss({ ...before, level, streak }, this.today(), { misses: count(mistakes), hints: count(hints) });
    child.skills[skill] = after;
    this.save();
    return after;
  }

  /** The review of `skill` today: `clean` when every exercise of it in the set earned all stars. */
  recordReview(name, skill, clean) {
    const child = this.child(name);
    child.skills[skill] = recordReview(child.skills[skill], this.today(), clean);
    this.save();
    return child.skills[skill];
  }

  /** Adds a review exercise's stars to today's (out of 3). */
  addReviewStars(name, stars) {
    const child = this.child(name);
    const day = String(this.today());
    const record = child.days[day] ?? { stars: 0, maxStars: 0 };
    child.days[day] = { stars: record.stars + count(stars), maxStars: record.maxStars + 3 };
    for (const old of Object.keys(child.days)) if (Number(old) < this.today() - KEEP_DAYS) delete child.days[old];
    this.save();
  }

  /** Today's review stars {stars, maxStars}, or null before any. */
  todaysReview(name) { return this.data.children[name]?.days[String(this.today())] ?? null; }

  /** Every review star child `name` earned (the days kept). */
  reviewStars(name) {
    return Object.values(this.data.children[name]?.days ?? {}).reduce((sum, day) => sum + day.stars, 0);
  }

  /**
   * Child `from`'s practice and review become child `to`'s, joined with what `to` had: each skill
   * `to` has no entry for, every day's stars added to that day's, the later lesson step counted,
   * and the more seeds taken (`to`'s own seeds never repeat); `from` starts afresh.
   */
  giveName(from, to) {
    const old = this.data.children[from];
    if (!old || from === to) return;
    const into = this.child(to);
    for (const [skill, entry] of Object.entries(old.skills)) into.skills[skill] ??= entry;
    for (const [day, { stars, maxStars }] of Object.entries(old.days)) {
      const record = into.days[day] ?? { stars: 0, maxStars: 0 };
      into.days[day] = { stars: record.stars + stars, maxStars: record.maxStars + maxStars };
    }
    into.seen = Math.max(into.seen, old.seen);
    into.seeds = Math.max(into.seeds, old.seeds);
    if (!Number.isInteger(into.start) && Number.isInteger(old.start)) into.start = old.start;
    this.data.children[from] = emptyChild();
    this.save();
  }

  /** `n` fresh seeds for child `name`'s next exercises (0 .. 2^32 - 1): never the same twice on
   *  a device, and different between children and devices by a random start kept with them. */
  takeSeeds(name, n) {
    const child = this.child(name);
    if (!Number.isInteger(child.start)) child.start = Math.floor(Math.random() * 2 ** 32);
    const seeds = [];
    for (let k = 0; k < n; k++) seeds.push((child.start + (child.seeds + k) * 2654435761) >>> 0);
    child.seeds += n;
    this.save();
    return seeds;
  }
}

/**
 * Gives the child of `progress` (a ProgressStore) a name: the unnamed child's lesson progress
 * (ProgressStore.nameChild) and its practice and review (`review`, giveName) become the name's.
 * Another child already named is only chosen. → the child's name.
 */
export function nameChild(progress, name, review = new ReviewStore()) {
  const from = progress.child;
  const named = progress.nameChild(name);
  if (from === DEFAULT_CHILD && named !== from) review.giveName(from, named);
  return named;
}
