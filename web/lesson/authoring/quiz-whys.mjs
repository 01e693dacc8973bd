// Every wrong quiz answer teaches: each wrong choice of a quiz has its own `why` (one short
// sentence on why that answer is wrong) in every language, different from the other choices' whys,
// and never naming the right answer. The lesson page shows it and marks the choice's `squares`.
//
//   quizWhyProblems(lesson) → [{code, path, params}]
import { LANGS } from '../../i18n/lang.mjs';
import { goalKindName } from '../goals/index.mjs';

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A text as compared: trimmed, without the sentence's end, lower case. */
const plain = (text) => text.trim().replace(/[。．.!！?？]+$/u, '').toLowerCase();

/** Whether `why` names the answer's label (in the same language). A label too short to be a name
 *  of its own (是, 对, Yes) is no name: it would be found in any sentence. */
function namesAnswer(why, label, lang) {
  if (typeof why !== 'string' || typeof label !== 'string') return false;
  const name = plain(label);
  if (lang === 'en') return name.length >= 4 && new RegExp(`(^|\\W)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\W)`, 'i').test(why);
  return [...name].length >= 3 && why.includes(name);
}

export function quizWhyProblems(lesson) {
  const out = [];
  if (!Array.isArray(lesson?.steps)) return out;
  lesson.steps.forEach((step, n) => {
    if (!isObject(step) || goalKindName(step.goal) !== 'quiz' || !Array.isArray(step.goal.choices)) return;
    const goal = step.goal;
    const answer = goal.choices.find((choice) => isObject(choice) && choice.id === goal.answer);
    const seen = new Map();
    goal.choices.forEach((choice, c) => {
      if (!isObject(choice) || choice.id === goal.answer) return;
      const at = `/steps/${n}/goal/choices/${c}`;
      if (!isObject(choice.why)) { out.push({ code: 'WHY_MISSING', path: at, params: { choice: choice.id } }); return; }
      for (const lang of LANGS) {
        const why = choice.why[lang];
        if (typeof why !== 'string' || why.trim() === '') { out.push({ code: 'WHY_LANG_MISSING', path: `${at}/why`, params: { choice: choice.id, field: lang } }); continue; }
        const key = `${lang}\u0000${plain(why)}`;
        if (seen.has(key)) out.push({ code: 'WHY_TWICE', path: `${at}/why/${lang}`, params: { choice: choice.id, other: seen.get(key) } });
        else seen.set(key, choice.id);
        if (isObject(answer?.label) && namesAnswer(why, answer.label[lang], lang)) {
          out.push({ code: 'WHY_NAMES_ANSWER', path: `${at}/why/${lang}`, params: { choice: choice.id, answer: answer.label[lang] } });
        }
      }
    });
  });
  return out;
}
