// The daily review's schedule, pure: when each skill a child missed comes back. Days are whole
// local calendar days (dayNumber), so "tomorrow" is after midnight, not 24 hours later.
//
// A skill's entry: {stage, due, misses, hints, level, streak}
//   stage   how many reviews in a row it passed since its last miss (0 to REVIEW_DAYS.length)
//   due     the day it comes back (a day number), or null: not scheduled (never missed, or learned)
//   misses, hints   the wrong moves and answers shown counted on it so far (lessons, practice, review)
//   level, streak   the practice's difficulty (practice-level.mjs)
//
// A miss (a wrong move or an answer shown, in a lesson, a practice or a review) puts the skill at
// stage 0, due the next day. A review that passes (every exercise of the skill in the day's set
// with all stars) moves it one stage on: due REVIEW_DAYS[stage] days later; after the last stage
// it is learned (due null) until the next miss. A review with a miss starts it again (stage 0).
export const REVIEW_DAYS = Object.freeze([1, 3, 7, 14]);
/** The day's review: at least MIN_SET exercises (a skill due alone comes more than once), at most MAX_SET. */
export const MIN_SET = 5;
export const MAX_SET = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The local calendar day of `time` (ms since 1970), as a whole number of days. */
export function dayNumber(time) {
  const date = new Date(time);
  return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);
}

/** A fresh entry: never missed, not scheduled. */
export const emptyEntry = () => ({ stage: 0, due: null, misses: 0, hints: 0, level: 1, streak: 0 });

/** `entry` after `misses` wrong moves and `hints` answers shown on `day` (either may be 0; both 0
 *  changes nothing). */
export function recordMiss(entry, day, { misses = 0, hints = 0 } = {}) {
  const base = { ...emptyEntry(), ...entry };
  if (misses + hints <= 0) return base;
  return { ...base, stage: 0, due: day + REVIEW_DAYS[0], misses: base.misses + misses, hints: base.hints + hints };
}

/** `entry` after its review on `day`: `clean` when every exercise of it in the set was solved
 *  with all stars. A skill not yet due is left as it is (a review counts once it is due). */
export function recordReview(entry, day, clean) {
  const base = { ...emptyEntry(), ...entry };
  if (base.due === null || base.due > day) return base;
  if (!clean) return { ...base, stage: 0, due: day + REVIEW_DAYS[0] };
  const stage = base.stage + 1;
  return { ...base, stage, due: stage < REVIEW_DAYS.length ? day + REVIEW_DAYS[stage] : null };
}

/** The skills due on `day` ({skill: entry}), the longest overdue first, then the most missed,
 *  then by name; only those `canPractise(skill)` allows. */
export function dueSkills(skills, day, canPractise = () => true) {
  return Object.entries(skills)
    .filter(([skill, entry]) => entry && Number.isInteger(entry.due) && entry.due <= day && canPractise(skill))
    .sort(([a, x], [b, y]) => x.due - y.due || (y.misses + y.hints) - (x.misses + x.hints) || (a < b ? -1 : 1))
    .map(([skill]) => skill);
}

/** The day's set: the skills in the order the exercises come, each due skill once (the first
 *  MAX_SET of them), then round again until MIN_SET; [] when none is due. */
export function dailySet(due) {
  if (!due.length) return [];
  const set = due.slice(0, MAX_SET);
  for (let n = 0; set.length < MIN_SET; n++) set.push(due[n % due.length]);
  return set;
}

/** The first day after `day` on which a skill `canPractise(skill)` allows is due, or null when
 *  none is scheduled. */
export function nextDue(skills, day, canPractise = () => true) {
  const days = Object.entries(skills).filter(([skill]) => canPractise(skill)).map(([, entry]) => entry?.due).filter((due) => Number.isInteger(due) && due > day);
  return days.length ? Math.min(...days) : null;
}
