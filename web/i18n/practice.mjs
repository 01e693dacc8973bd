// The words of the practice page (web/site/practice/): a skill's endless practice and the daily
// review (每日复习), around the <chess-lesson> that plays the exercises (whose own words are the
// lessons'). One module per language (practice.<lang>.mjs), loaded on use. The words of the
// exercises themselves are web/i18n/exercises.mjs's; the course map's review box is in
// course-map.<lang>.mjs.
import { languageLoader } from './lang.mjs';

/** practiceTexts.load(lang) loads one language's words; practiceTexts.get(lang) is them once loaded. */
export const practiceTexts = languageLoader('practiceTexts', {
  'zh-Hans': () => import('./practice.zh-Hans.mjs'),
  'zh-Hant': () => import('./practice.zh-Hant.mjs'),
  en: () => import('./practice.en.mjs'),
});
