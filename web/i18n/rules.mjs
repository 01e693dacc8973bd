// The rules API's user-facing texts: one message per core error code (the names of chess.h's
// CHESS_ERROR_LIST), the words for game results and outcome reasons, and the touch-move
// obligations. Articles are those of the FIDE Laws of Chess, 2000 text, as the source documents
// number them.
//
// Each language is a module of its own (rules.<lang>.mjs), imported on first use: a page in one
// language downloads only that language's texts. Once loaded, lookups are synchronous.
import { languageLoader } from './lang.mjs';

const texts = languageLoader('loadRulesText', {
  'zh-Hans': () => import('./rules.zh-Hans.mjs'),
  'zh-Hant': () => import('./rules.zh-Hant.mjs'),
  en: () => import('./rules.en.mjs'),
});

/** Loads one language's texts (a lang of LANGS); resolves to them. Loads each language once. */
export const loadRulesText = texts.load;

/**
 * The texts of `lang` if they are loaded, else those of a loaded language (English first), else
 * undefined: {errors, reasons, results, pgn, separator, obligations}, each keyed as chess.h and the
 * CLI name things.
 */
export const rulesText = texts.get;

/** Whether `lang`'s texts are loaded. */
export const hasRulesText = texts.has;
