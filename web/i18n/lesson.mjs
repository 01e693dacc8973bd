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

// A lesson text missing in the chosen language is shown in the nearest one at run time: a reader of
// one Chinese script reads the other far better than English, and an English reader gets Simplified
// before Traditional. The lesson check reports the gap to the teacher (TEXT_LANG_MISSING, a warning).
export const TEXT_FALLBACK = {
  'zh-Hant': ['zh-Hant', 'zh-Hans', 'en'],
  'zh-Hans': ['zh-Hans', 'zh-Hant', 'en'],
  en: ['en', 'zh-Hans', 'zh-Hant'],
};

/** The language of `texts` ({zh-Hans, zh-Hant, en}) shown for `lang`, by TEXT_FALLBACK (an empty
 *  text counts as missing); null when it has none. */
export function textLang(texts, lang) {
  if (!texts || typeof texts !== 'object') return null;
  const order = TEXT_FALLBACK[lang] ?? TEXT_FALLBACK[DEFAULT_LANG];
  return order.find((code) => typeof texts[code] === 'string' && texts[code].trim() !== '') ?? null;
}

/** Picks a lesson text object's language, falling back by TEXT_FALLBACK. */
export function pickText(texts, lang) {
  const used = textLang(texts, lang);
  return used ? texts[used] : '';
}
