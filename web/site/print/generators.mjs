// The core's exercise kinds a worksheet can be made of (the rules API's GENERATORS.kinds that
// web/lesson/exercise-step.mjs words), and their names for a teacher, on the page that asks for
// exercises (its 练什么 choice), in a generated worksheet's title and in the page's refusals.
//
//   PRINTABLE_KINDS              the kinds, in the core's order
//   kindName(words, lang, kind)  the kind's name in `lang` (`words` that language's print words):
//     the print words' own name for the kind where they have one (skill-<kind>: 吃星星, one name
//     for every piece's star hunt), else the course's name of the skill it trains
//     (web/i18n/skills.mjs): the skill of the same id (fork, 捉双), else the one skill whose
//     practice it is (check-quiz: 将军、将死还是逼和, web/lesson/skills.mjs's SKILL_EXERCISES);
//     the kind itself when none names it
import { GENERATORS } from '../../rules/index.mjs';
import { EXERCISE_KINDS } from '../../lesson/exercise-step.mjs';
import { SKILL_EXERCISES } from '../../lesson/skills.mjs';
import { SKILL_NAMES, skillName } from '../../i18n/skills.mjs';

export const PRINTABLE_KINDS = Object.freeze(GENERATORS.kinds.filter((kind) => EXERCISE_KINDS.includes(kind)));

/** The skill whose name a kind takes: its own id's, else the one skill that practises it, else null. */
function skillOf(kind) {
  if (Object.hasOwn(SKILL_NAMES, kind)) return kind;
  const skills = Object.keys(SKILL_EXERCISES).filter((skill) => SKILL_EXERCISES[skill].some((exercise) => exercise.kind === kind));
  return skills.length === 1 ? skills[0] : null;
}

/** The name of exercise kind `kind` in `lang`, for a teacher. */
export function kindName(words, lang, kind) {
  const own = words[`skill-${kind}`];
  if (own) return own;
  const skill = skillOf(kind);
  return skill ? skillName(lang, skill) : kind;
}
