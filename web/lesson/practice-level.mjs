// How hard a skill's next exercise is: the practice's one rule, pure. "Harder" is the
// generator's own difficulty argument (chess.h's chess_generate: more men, a longer route, a
// defended decoy), from its easiest to its hardest (CHESS_GENERATE_MIN/MAX_DIFFICULTY).
//
//   nextLevel({level, streak}, clean, {min, max}) → {level, streak}
//
// A clean exercise (all three stars: no wrong move, no answer shown, within par) adds one to the
// streak; UP_AFTER clean ones in a row take the level one up (the streak starts again). A miss
// takes the level one down at once and starts the streak again: a child who struggles gets an
// easier one next, a child who does well has to show it twice before it gets harder.
import { GENERATE_MAX_DIFFICULTY, GENERATE_MIN_DIFFICULTY } from '../rules/facts.gen.mjs';

export const UP_AFTER = 2;
export const MIN_LEVEL = GENERATE_MIN_DIFFICULTY;
export const MAX_LEVEL = GENERATE_MAX_DIFFICULTY;

const clamp = (value, min, max) => Math.min(max, Math.max(min, value));

/** The level and streak after one exercise (`clean`: solved with three stars). A level outside
 *  min..max (or not a number) is read as the nearest within; a streak not a count as 0. */
export function nextLevel(state, clean, { min = MIN_LEVEL, max = MAX_LEVEL } = {}) {
  const level = clamp(Number.isInteger(state?.level) ? state.level : min, min, max);
  const streak = Number.isInteger(state?.streak) && state.streak > 0 ? state.streak : 0;
  if (!clean) return { level: Math.max(min, level - 1), streak: 0 };
  if (streak + 1 >= UP_AFTER && level < max) return { level: level + 1, streak: 0 };
  return { level, streak: level < max ? streak + 1 : 0 };
}
