// The problems of lesson files in words: each problem's {code, path, params} (web/lesson/format.mjs,
// chess-checks.mjs, proofs.mjs, the runner's loader) worded from a language's table,
// lesson-problems.<lang>.mjs, which a page loads only when it has an error card to show.
//
//   await problemTexts.load('zh-Hans');  problemText('zh-Hans', problem, {errorMessage})
//   describeProblem(table, problem)       (with a table at hand, as the validator's English)
import { fillTemplate, languageLoader } from './lang.mjs';

/** Each language's table, loaded on use: `load(lang)`, `get(lang)` (lang.mjs, languageLoader). */
export const problemTexts = languageLoader('problemTexts', {
  'zh-Hans': () => import('./lesson-problems.zh-Hans.mjs'),
  'zh-Hant': () => import('./lesson-problems.zh-Hant.mjs'),
  en: () => import('./lesson-problems.en.mjs'),
});

/** Where a JSON pointer points, in a reader's words: 'goal.moves[1]', or the table's words for
 *  the lesson, a step or an index entry as a whole. */
export function whereOf(table, path) {
  const parts = (path ?? '').split('/').slice(1).map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (parts[0] === 'steps' && parts.length >= 2) parts.splice(0, 2, '#step');
  else if (parts[0] === 'lessons' && parts.length >= 2) parts.splice(0, 2, '#entry');
  const [head, ...rest] = parts;
  if (head === undefined) return table.where.lesson;
  if ((head === '#step' || head === '#entry') && rest.length === 0) return table.where[head.slice(1)];
  const fields = head === '#step' || head === '#entry' ? rest : parts;
  return fields.reduce((text, part) => (/^\d+$/.test(part) ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
}

/**
 * One problem in the table's language. Lists are joined, nested problems worded in turn, colours,
 * ways of escaping check and a text's languages named in words; `errorMessage(code)`, if given, words the rules
 * core's error codes in {error} (e.g. the rules API's errorMessage in the same language); `where`,
 * if given, names the place in a reader's words instead of the problem's path (the editor's
 * name for the field).
 */
export function describeProblem(table, problem, { errorMessage = null, where = null } = {}) {
  const template = table.problems[problem.code];
  if (template === undefined) return fillTemplate(table.unknown, { code: problem.code, where: where ?? whereOf(table, problem.path) });
  const params = { where: where ?? whereOf(table, problem.path) };
  for (const [name, value] of Object.entries(problem.params ?? {})) {
    if (name === 'problems') params.problems = value.map((inner) => describeProblem(table, inner, { errorMessage })).join('; ');
    else if (Array.isArray(value)) params[name] = value.join(table.listSeparator);
    else if (name === 'error' && errorMessage) params.error = errorMessage(value) || value;
    else if (['side', 'orientation', 'color', 'way'].includes(name)) params[name] = table.words[value] ?? value;
    // a text's language (TEXT_LANG_MISSING) by its name; an unknown one as written
    else if (name === 'field' && problem.code.startsWith('TEXT_LANG') && table.langs[value]) params[name] = table.langs[value];
    else params[name] = value;
  }
  const sentence = fillTemplate(template, params);
  const after = problem.params?.after;
  return after ? fillTemplate(table.afterMove, { move: after, problem: sentence }) : sentence;
}

/** One problem in `lang`, once problemTexts.load(lang) has resolved. */
export function problemText(lang, problem, options) {
  const table = problemTexts.get(lang);
  return table ? describeProblem(table, problem, options) : problem.code;
}
