// The words of the site's own pages: the board demo (web/site/demo/: its status lines) and
// "play the computer" (web/site/play/: its labels, status lines, and what each ending of a game
// means, in words a child reads). One module per language (site.<lang>.mjs), loaded on use.
import { languageLoader } from './lang.mjs';

/** siteTexts.load(lang) loads one language's words (a lang of LANGS); siteTexts.get(lang) is them
 *  once loaded (else a loaded language's, English first): {demo, play: {words, pieceMoves, levels,
 *  hintReasons, claims, replay, endings}}, how each piece moves keyed by its letter (k q r b n p), the levels keyed 1 to 5, the hint reasons by the search's
 *  (and 'mateIn', 'wins-piece' for a mate further off and a capture), the claims by the rules'
 *  claim reasons, a replayed record's words (its tags' names, its results) and the endings by
 *  their outcome reasons. */
export const siteTexts = languageLoader('siteTexts', {
  'zh-Hans': () => import('./site.zh-Hans.mjs'),
  'zh-Hant': () => import('./site.zh-Hant.mjs'),
  en: () => import('./site.en.mjs'),
});
