// Which generated exercises train which lesson skill (web/lesson/skills.mjs), and the options
// rules.generate is asked with for one of them. No DOM, no rules.
//
//   canPractise(skill)                  whether the core can make exercises for a skill
//   generateOptions(skill, seed, level) → rules.generate's options ({skill, piece, side, seed,
//                                         difficulty}: `skill` is the exercise kind, the core's name)
//   lessonSkill(lesson)                 the skill a finished lesson practises: of its steps'
//                                       skills, the one most of them train that can be practised
//
// SKILL_EXERCISES: per lesson skill, the {kind, piece, maxDifficulty?} choices taken in turn by the seed, read from
// the one table of skills.mjs (SKILL_EXERCISES there: skill → exercise kinds and pieces), keeping
// the kinds a step can be made of (exercise-step.mjs's EXERCISE_KINDS). The side that solves goes
// round with the seed too (White, Black).
import { SKILLS, exercisesFor, isSkill } from './skills.mjs';
import { EXERCISE_KINDS } from './exercise-step.mjs';

export const SKILL_EXERCISES = Object.freeze(Object.fromEntries(SKILLS
  .map(({ id }) => [id, Object.freeze(exercisesFor(id)
    .filter(({ kind }) => EXERCISE_KINDS.includes(kind))
    .flatMap(({ kind, pieces, maxDifficulty }) => pieces.map((piece) => Object.freeze({ kind, piece, ...(maxDifficulty ? { maxDifficulty } : {}) }))))])
  .filter(([, choices]) => choices.length > 0)));

/** Whether exercises are made for `skill`. */
export const canPractise = (skill) => isSkill(skill) && Object.hasOwn(SKILL_EXERCISES, skill);

/** rules.generate's options for an exercise of `skill` from `seed` (0 .. 2^32 - 1) at `level`
 *  (no higher than the choice's maxDifficulty). */
export function generateOptions(skill, seed, level) {
  if (!canPractise(skill)) throw new TypeError(`generateOptions: no exercises for the skill ${JSON.stringify(skill)}`);
  const choices = SKILL_EXERCISES[skill];
  const { kind, piece, maxDifficulty } = choices[seed % choices.length];
  const side = Math.floor(seed / choices.length) % 2 === 0 ? 'white' : 'black';
  return { skill: kind, piece, side, seed, difficulty: Math.min(level, maxDifficulty ?? level) };
}

/** The skill lesson `lesson` ({skills: [skill | null]}, as the course holds it) practises, or null. */
export function lessonSkill(lesson) {
  const counts = new Map();
  for (const skill of Array.isArray(lesson?.skills) ? lesson.skills : []) {
    if (canPractise(skill)) counts.set(skill, (counts.get(skill) ?? 0) + 1);
  }
  let best = null;
  for (const [skill, count] of counts) if (best === null || count > counts.get(best)) best = skill;
  return best;
}
