// The words of the editor and of the lesson checks in one language: the editor's own table
// (web/i18n/editor.<lang>.mjs: check, fields, ui), the lesson problems' (lesson-problems.<lang>.mjs)
// and the rules core's messages (rules.<lang>.mjs), each fetched once, on first use.
//
//   const words = await loadWords('zh-Hans');   {check, fields, ui, editorFixes, problems, rules}
//   editorWords(words)   the same, as the editor tells a problem; tellProblem(problem, editorWords(words))
//   paramsInWords(problem, lang, {rules, lesson})   its moves as the course writes them (the command line's too)
//   wordsForProblem(words, problem, lesson)   the words with its goal kind's own field names (both too)
import { LANGS, languageLoader } from '../../i18n/lang.mjs';
import { problemTexts } from '../../i18n/lesson-problems.mjs';
import { loadRulesText } from '../../i18n/rules.mjs';
import { describeForTeacher } from '../../lesson/authoring/check.mjs';
import { sanInLang } from '../../lesson/render.mjs';
import { goalKind } from '../../lesson/goals/index.mjs';
import { problemMoveWords } from './move-words.mjs';

export { LANGS };

const tables = languageLoader('loadEditorText', {
  'zh-Hans': () => import('../../i18n/editor.zh-Hans.mjs'),
  'zh-Hant': () => import('../../i18n/editor.zh-Hant.mjs'),
  en: () => import('../../i18n/editor.en.mjs'),
});

/** Resolves to the words of `lang` (one of LANGS). */
export async function loadWords(lang) {
  const [own, problems, rules] = await Promise.all([tables.load(lang), problemTexts.load(lang), loadRulesText(lang)]);
  return { ...own, problems, rules };
}

/** The words the editor tells a check's problem with: the check's, with the editor's own messages
 *  and fixes (a teacher here taps and types; the file's field names are not theirs) and fields
 *  named by their label alone. */
export function editorWords(words) {
  const { check, editorMessages, editorFixes, ui } = words;
  return { ...words, check: { ...check, field: ui.fieldInEditor, messages: { ...check.messages, ...editorMessages }, fixes: { ...check.fixes, ...editorFixes } } };
}

/** `problem` as the editor tells it in `lang` ({where, message, fix}, describeForTeacher's): a
 *  missing field named by its label ("要吃的棋子", not "target"; a game's `in` by the game form's
 *  label, "几步内将死"), a defence and, given the `rules` and the `lesson` checked, every move in the
 *  course's words (王g8, 马f3, not Kg8 or g1f3), each at the position of the problem's step.
 *  `words` are editorWords'. */
export function tellProblem(problem, words, lang, { rules = null, lesson = null } = {}) {
  const told = wordsForProblem(words, problem, lesson);
  const params = paramsInWords(problem, lang, { rules, lesson });
  if (problem.code === 'MISSING_FIELD' && typeof params.field === 'string') {
    const parent = (problem.path ?? '').replace(/^\/steps\/\d+/, '').split('/').filter((part) => part && !/^\d+$/.test(part));
    params.field = told.fields[[...parent, params.field].join('.')] ?? params.field;
  }
  // a limit named by its field: the label the editor shows it under
  if (problem.code === 'PAR_ABOVE_ALLOWED' && typeof params.field === 'string') params.field = told.fields[`goal.${params.field}`] ?? params.field;
  return describeForTeacher({ ...problem, params }, told);
}

/** The step of `lesson` a problem is about, or null. */
const stepOf = (problem, lesson) => (problem.stepNumber ? lesson?.steps?.[problem.stepNumber - 1] ?? null : null);

/** A problem's params with its moves in the course's words (王g8, 马f3, not Kg8 or g1f3), each at
 *  the position of the problem's step of `lesson`, given the `rules` (without them only a defence,
 *  already in SAN, is told so): as the editor and the command line's check tell them. */
export function paramsInWords(problem, lang, { rules = null, lesson = null } = {}) {
  const step = stepOf(problem, lesson);
  const params = problemMoveWords(rules, step && typeof step === 'object' ? step : null, problem.params ?? {}, lang);
  if (typeof params.defence === 'string') params.defence = sanInLang(params.defence, lang);
  return params;
}

/** `words` as they tell `problem` of `lesson`: with its step's goal kind's own names for its fields
 *  and fixes (the editor's and the command line's: a game's `in` is 几步内将死, not 几步杀). */
export function wordsForProblem(words, problem, lesson) {
  return kindWords(words, stepOf(problem, lesson)?.goal);
}

/** `words` with the goal's kind's own names for its fields and fixes (its editor's problemWords,
 *  ui keys). */
function kindWords(words, goal) {
  const own = goal && typeof goal === 'object' ? goalKind(goal)?.editor?.problemWords : null;
  if (!own || !words.ui) return words;
  const named = (keys = {}) => Object.fromEntries(Object.entries(keys).filter(([, key]) => words.ui[key]).map(([name, key]) => [name, words.ui[key]]));
  return { ...words, fields: { ...words.fields, ...named(own.fields) }, check: { ...words.check, fixes: { ...words.check.fixes, ...named(own.fixes) } } };
}
