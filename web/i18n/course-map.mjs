// The words of the course map (the lesson index, web/site/index.mjs): the Continue button, the
// course's progress, the lesson cards' states, the group certificates, and the parents' and
// teachers' area. One module per language (course-map.<lang>.mjs), loaded on use. The words the
// index shares with the lesson pages (the site's title, the learner picker, the reset) are
// lesson-site.<lang>.mjs's, loaded through web/i18n/lesson.mjs.
import { languageLoader } from './lang.mjs';

/** courseMapTexts.load(lang) loads one language's words; courseMapTexts.get(lang) is them once
 *  loaded (else a loaded language's, English first). */
export const courseMapTexts = languageLoader('courseMapTexts', {
  'zh-Hans': () => import('./course-map.zh-Hans.mjs'),
  'zh-Hant': () => import('./course-map.zh-Hant.mjs'),
  en: () => import('./course-map.en.mjs'),
});
