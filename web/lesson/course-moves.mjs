// Steps that moved to another lesson when the course was reordered, in one table. Saved progress
// is keyed by lesson id and step id (progress.mjs, progress-file.mjs); a child's stars for a step
// that moved are found under its old lesson in what was saved before the move. Both readers pass
// what they read through here, so the stars are where the course now has the step.
//
//   COURSE_MOVES                    [{from: 'lesson/step', to: 'lesson/step'}]
//   moveStepMap(lessons, keep)      lesson id → step id → record, moved in place (a progress file)
//   moveSavedLessons(lessons, keep) lesson id → {steps: {step id → record}, last}, in place (the store)
//
// A step's id stays the same when it moves; only its lesson changes. A `from` is never used again
// by the course: it names a place a step had, and the table stays as long as old saves may exist.
// Where the new place has a record too (a child who played the step in both versions), `keep(a, b)`
// says whether `a` (the moved one) is the better try; by default, the one with more stars.

export const COURSE_MOVES = Object.freeze([
  // Writing moves comes after the pieces and captures; square names stay early in `coordinates`.
  { from: 'coordinates/write-knight', to: 'notation/write-knight' },
  { from: 'coordinates/write-pawn', to: 'notation/write-pawn' },
  { from: 'coordinates/write-capture', to: 'notation/write-capture' },
  { from: 'coordinates/play-knight-f3', to: 'notation/play-knight-f3' },
  { from: 'coordinates/play-e5', to: 'notation/play-e5' },
  { from: 'coordinates/play-knight-f6', to: 'notation/play-knight-f6' },
  { from: 'review-basics/play-knight-c3', to: 'notation/play-knight-c3' },
  { from: 'review-basics/play-bishop-b4', to: 'notation/play-bishop-b4' },
  // O-O is learnt with castling.
  { from: 'coordinates/castling-written', to: 'castling/castling-written' },
].map((move) => Object.freeze(move)));

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const split = (place) => place.split('/');
const moreStars = (a, b) => (a?.stars ?? 0) > (b?.stars ?? 0);

/** Moves each step of `lessons` found at a `from` to its `to`. `stepsOf(lesson)` is the lesson's
 *  step map; `newLesson()` makes a lesson that is not there yet. Returns `lessons`. */
function moveSteps(lessons, stepsOf, newLesson, keep) {
  if (!isObject(lessons)) return lessons;
  for (const { from, to } of COURSE_MOVES) {
    const [fromLesson, fromStep] = split(from);
    const [toLesson, toStep] = split(to);
    const steps = isObject(lessons[fromLesson]) ? stepsOf(lessons[fromLesson]) : null;
    if (!isObject(steps) || !Object.hasOwn(steps, fromStep)) continue;
    const record = steps[fromStep];
    delete steps[fromStep];
    if (!isObject(lessons[toLesson])) lessons[toLesson] = newLesson();
    const into = stepsOf(lessons[toLesson]);
    if (!Object.hasOwn(into, toStep) || keep(record, into[toStep])) into[toStep] = record;
  }
  return lessons;
}

/** A progress file's lessons (lesson id → step id → record), with the moved steps in their new
 *  lessons. A lesson made here has no prototype, like the file reader's. */
export function moveStepMap(lessons, keep = moreStars) {
  return moveSteps(lessons, (lesson) => lesson, () => Object.create(null), keep);
}

/** A saved child's lessons (lesson id → {steps, last}), with the moved steps in their new lessons.
 *  A lesson's `last` (where the child left it) stays: a step it no longer has starts it afresh. */
export function moveSavedLessons(lessons, keep = moreStars) {
  return moveSteps(lessons, (lesson) => lesson.steps, () => ({ steps: {} }), keep);
}
