// Which of a lesson's steps are played, in what order, and where the child goes next: plain
// functions of the lesson, the element's attributes and the saved progress, with no DOM.
//
//   playedSteps(lesson, {track, askedId, savedWithArbiter}) → the steps on the child's track
//   openingIndex(steps, askedId, resumeId)                   → the step the lesson opens at
//   nextIndex(steps, index)                                  → the step after, or null (the end)
//   advancesAlone(steps, index, {projector})                 → whether a solved step goes on by itself
import { isArbiterStep, pathSteps } from './tracks.mjs';

/**
 * The steps played: the main path's, and the arbiter track's too (tracks.mjs) when `track` is
 * 'all', or when it is not 'main' and the child chose it or an assignment holds it
 * (`savedWithArbiter()`); a step asked for by id is always there.
 */
export function playedSteps(lesson, { track, askedId, savedWithArbiter }) {
  const asked = lesson.steps.find((step) => step.id === askedId);
  const withArbiter = Boolean(asked && isArbiterStep(asked)) || track === 'all' || (track !== 'main' && savedWithArbiter());
  return pathSteps(lesson.steps, withArbiter);
}

/** The step asked for by id, else the one the saved progress resumes at, else the first. */
export function openingIndex(steps, askedId, resumeId) {
  const asked = steps.findIndex((step) => step.id === askedId);
  if (asked >= 0) return asked;
  return Math.max(0, steps.findIndex((step) => step.id === resumeId));
}

/** The step after `index`, or null after the last (the lesson's end). */
export const nextIndex = (steps, index) => (index + 1 < steps.length ? index + 1 : null);

/** A solved step without success words goes on to the next by itself; one with words waits for
 *  下一步, and so does the last step (its 下一步 opens the end of the lesson), and every step at
 *  the projector (a teacher goes on when the class has seen it). */
export const advancesAlone = (steps, index, { projector }) => !steps[index].success && nextIndex(steps, index) !== null && !projector;
