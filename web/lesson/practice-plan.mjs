// Which generated exercises train which lesson skill (web/lesson/skills.mjs), and the options
// rules.generate is asked with for one of them. No DOM, no rules.
//
//   canPractise(skill)                  whether the core can make exercises for a skill
//   generateOptions(skill, seed, level) → rules.generate's options ({skill, piece, side, seed,
//                                         difficulty}: `skill` is the exercise kind, the core's name)
//   lessonSkill(lesson)                 the skill a finished lesson practises: of its steps'
//                                       skills, the one most of them train that can be practised
//
// One line per lesson skill in SKILL_EXERCISES: the exercise kinds (and pieces) that train it,
// taken in turn by the seed. The side that solves goes round with the seed too (White, Black).
import { isSkill } from './skills.mjs';

const STARS = (piece) => [{ kind: 'collect-stars', piece }];
export const SKILL_EXERCISES = Object.freeze({
  'rook-move': STARS('rook'),
  'bishop-move': STARS('bishop'),
  'queen-move': STARS('queen'),
  'king-move': STARS('king'),
  'knight-move': STARS('knight'),
  'pawn-move': STARS('pawn'),
  'capture-free': [{ kind: 'capture-free', piece: 'any' }],
  check: [{ kind: 'check-in-one', piece: 'any' }],
  'mate-in-one': ['queen', 'rook', 'bishop', 'knight', 'pawn'].map((piece) => ({ kind: 'mate-in-one', piece })),
  'mate-two-rooks': [{ kind: 'mate-in-one', piece: 'two-rooks' }],
});

/** Whether exercises are made for `skill`. */
export const canPractise = (skill) => isSkill(skill) && Object.hasOwn(SKILL_EXERCISES, skill);

/** rules.generate's options for an exercise of `skill` from `seed` (0 .. 2^32 - 1) at `level`. */
export function generateOptions(skill, seed, level) {
  if (!canPractise(skill)) throw new TypeError(`generateOptions: no exercises for the skill ${JSON.stringify(skill)}`);
  const choices = SKILL_EXERCISES[skill];
  const { kind, piece } = choices[seed % choices.length];
  const side = Math.floor(seed / choices.length) % 2 === 0 ? 'white' : 'black';
  return { skill: kind, piece, side, seed, difficulty: level };
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
