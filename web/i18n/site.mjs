// The words of the site's own pages: the board demo (web/site/demo/: its status lines) and
// "play the computer" (web/site/play/: its labels, status lines, and what each ending of a game
// means, in words a child reads). One module per language (site.<lang>.mjs), loaded on use.
import { languageLoader } from './lang.mjs';

/** siteTexts.load(lang) loads one language's words (a lang of LANGS); siteTexts.get(lang) is them
 *  once loaded (else a loaded language's, English first): {demo, play: {words, endings}}, the
 *  endings keyed by the rules' outcome reasons. */
export const siteTexts = languageLoader('siteTexts', {
  'zh-Hans': () => import('./site.zh-Hans.mjs'),
  'zh-Hant': () => import('./site.zh-Hant.mjs'),
  en: () => import('./site.en.mjs'),
});
