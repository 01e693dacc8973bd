// The arbiter track: the rules a child does not need for a first game, but a child who plays
// tournaments (or a teacher) may want. A step is on it by what the step teaches, read from its
// data, never by a list of step ids: the one list of reasons below.
//
//   ARBITER_REASONS        [{id, test(step)}], the one list
//   arbiterReason(step)    the id of the first reason that puts the step on the track, or null
//   isArbiterStep(step)    whether any does
//   arbiterStepIds(steps)  the ids of a lesson's steps on the track
//   pathSteps(steps, withArbiter)  the steps a child plays: all of them with the track, else the
//                          main path's (a lesson wholly on the track is played whole)
//   pathIds(stepIds, arbiterIds, withArbiter)  the same over ids (the course file's lists)
//
// A step off the child's path earns no star of the main path and is no condition of a
// certificate (web/site/course.mjs counts the path); a child who chooses the track (the course
// map's parents' area) or whose teacher's assignment includes it plays every step.
import { parsePlacement } from '../board/api.mjs';

const MINOR = new Set(['n', 'b']);

/** Does one side hold its king and one knight or bishop, and nothing else? */
function loneMinor(fen) {
  if (typeof fen !== 'string') return false;
  let pieces;
  try {
    pieces = [...parsePlacement(fen.split(' ')[0]).values()];
  } catch {
    return false; // the format check reports a bad FEN; it puts nothing on a track
  }
  return ['w', 'b'].some((colour) => {
    const own = pieces.filter((letter) => (letter === letter.toUpperCase() ? 'w' : 'b') === colour).map((letter) => letter.toLowerCase());
    return own.length === 2 && own.includes('k') && own.some((letter) => MINOR.has(letter));
  });
}

export const ARBITER_REASONS = Object.freeze([
  // Touch-move's fall-backs: two pieces touched and the first cannot be moved or taken (4.3(3)),
  // king and rook touched for a castling that is not allowed (4.4(3)).
  { id: 'touch-fallback', test: (step) => step.article === '4.3(3)' || step.article === '4.4(3)' },
  // A draw claimed by writing one's next move on the score sheet (9.2, 9.3).
  { id: 'written-claim', test: (step) => step.article === '9.2' || step.article === '9.3' },
  // How the 2000 Laws differed from today's (fivefold repetition, the 75-move rule).
  { id: 'laws-2000', test: (step) => step.laws === '2000' },
  // A flag fall against a side with a lone knight or bishop, which can still mate with help (6.10).
  { id: 'flag-lone-minor', test: (step) => step.article === '6.10' && loneMinor(step.fen) },
]);

export function arbiterReason(step) {
  return ARBITER_REASONS.find((reason) => reason.test(step))?.id ?? null;
}

export function isArbiterStep(step) {
  return arbiterReason(step) !== null;
}

export function arbiterStepIds(steps) {
  return steps.filter(isArbiterStep).map((step) => step.id);
}

export function pathIds(stepIds, arbiterIds, withArbiter) {
  if (withArbiter || !arbiterIds?.length) return stepIds;
  const off = new Set(arbiterIds);
  const main = stepIds.filter((id) => !off.has(id));
  return main.length ? main : stepIds;
}

export function pathSteps(steps, withArbiter) {
  const ids = new Set(pathIds(steps.map((step) => step.id), arbiterStepIds(steps), withArbiter));
  return steps.filter((step) => ids.has(step.id));
}
