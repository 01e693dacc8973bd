// The words of the "play the computer" page (web/site/play/): its labels and status lines, and
// what each ending of a game means, in words a child reads. One module per language
// (play-page.<lang>.mjs), loaded on use.
import { languageLoader } from './lang.mjs';

const texts = languageLoader('loadPlayPageText', {
  'zh-Hans': () => import('./play-page.zh-Hans.mjs'),
  'zh-Hant': () => import('./play-page.zh-Hant.mjs'),
  en: () => import('./play-page.en.mjs'),
});

/** Loads one language's words (a lang of LANGS); resolves to them. */
export const loadPlayPageText = texts.load;

/** The words of `lang` if loaded, else of a loaded language (English first), else undefined:
 *  {words, endings}, endings keyed by the rules' outcome reasons. */
export const playPageText = texts.get;
