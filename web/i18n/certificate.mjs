// The words of the certificate page (web/site/certificate/) and of the lesson page's note that a
// group is finished: the certificate itself, the name asked for, and the buttons. One module per
// language (certificate.<lang>.mjs), loaded on use; the site's title and the way back are
// lesson-site.<lang>.mjs's.
import { languageLoader } from './lang.mjs';

/** certificateTexts.load(lang) loads one language's words; certificateTexts.get(lang) is them once
 *  loaded (else a loaded language's, English first). */
export const certificateTexts = languageLoader('certificateTexts', {
  'zh-Hans': () => import('./certificate.zh-Hans.mjs'),
  'zh-Hant': () => import('./certificate.zh-Hant.mjs'),
  en: () => import('./certificate.en.mjs'),
});
