// The words of a page's projector mode (web/site/projector.mjs): the button that starts and ends it,
// its tip (the keys), and a worksheet's diagrams shown one at a time. One module per language,
// projector.<lang>.mjs, loaded on use.
import { languageLoader } from './lang.mjs';

/** projectorTexts.load(lang) loads one language's words; projectorTexts.get(lang) is them once loaded. */
export const projectorTexts = languageLoader('projectorTexts', {
  'zh-Hans': () => import('./projector.zh-Hans.mjs'),
  'zh-Hant': () => import('./projector.zh-Hant.mjs'),
  en: () => import('./projector.en.mjs'),
});
