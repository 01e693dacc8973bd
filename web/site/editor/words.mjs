// The words of the editor and of the lesson checks in one language: the editor's own table
// (web/i18n/editor.<lang>.mjs: check, fields, ui), the lesson problems' (lesson-problems.<lang>.mjs)
// and the rules core's messages (rules.<lang>.mjs), each fetched once, on first use.
//
//   const words = await loadWords('zh-Hans');   {check, fields, ui, problems, rules}
import { LANGS, languageLoader } from '../../i18n/lang.mjs';
import { problemTexts } from '../../i18n/lesson-problems.mjs';
import { loadRulesText } from '../../i18n/rules.mjs';

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
