// The words of the lesson runner (<chess-lesson>) and of the lesson site, one module per language
// and part (lesson.<lang>.mjs: the runner's; lesson-site.<lang>.mjs: the index and lesson pages'),
// fetched on first use: a page downloads only the language it shows. The words of the error card
// and of a lesson file's problems are web/i18n/lesson-problems.mjs's.
//
//   await loadLessonText('zh-Hans');  lessonText('zh-Hans', 'stepOf', {n: 2, total: 5})
//   await loadSiteText('zh-Hans');    siteText('zh-Hans', 'learner', {child})
import { LANGS, DEFAULT_LANG, fillTemplate, languageLoader, matchLang, pickLang } from './lang.mjs';

export { LANGS, DEFAULT_LANG, matchLang, pickLang };

/** Each language's name in itself, for the language switch. */
export const LANG_NAMES = { 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文', en: 'English' };

const runnerTables = languageLoader('loadLessonText', {
  'zh-Hans': () => import('./lesson.zh-Hans.mjs'),
  'zh-Hant': () => import('./lesson.zh-Hant.mjs'),
  en: () => import('./lesson.en.mjs'),
});

const siteTables = languageLoader('loadSiteText', {
  'zh-Hans': () => import('./lesson-site.zh-Hans.mjs'),
  'zh-Hant': () => import('./lesson-site.zh-Hant.mjs'),
  en: () => import('./lesson-site.en.mjs'),
});

/** `key`'s string from a loader's table for `lang` (or a loaded one), {params} filled; the key
 *  itself while nothing is loaded or the table lacks it. */
function wordsOf(tables, lang, key, params) {
  const template = tables.get(lang)?.[key];
  return template === undefined ? key : fillTemplate(template, params);
}

/** Loads the runner's words of `lang` (one of LANGS); resolves to them. */
export const loadLessonText = runnerTables.load;

/** A runner string in `lang` once loadLessonText(lang) has resolved. */
export const lessonText = (lang, key, params = {}) => wordsOf(runnerTables, lang, key, params);

/** Whether the runner has words for `key` (one of its own mistake codes, as against the core's). */
export const hasLessonText = (lang, key) => Object.hasOwn(runnerTables.get(lang) ?? {}, key);

/** Loads the site's words of `lang`; resolves to them. */
export const loadSiteText = siteTables.load;

/** A site string in `lang` once loadSiteText(lang) has resolved. */
export const siteText = (lang, key, params = {}) => wordsOf(siteTables, lang, key, params);

/** Picks a lesson text object's language ({zh-Hans, zh-Hant, en}), falling back to English. */
export function pickText(texts, lang) {
  if (!texts || typeof texts !== 'object') return '';
  return texts[lang] ?? texts[DEFAULT_LANG] ?? '';
}
