// The rules API's user-facing texts: one message per core error code (the names of chess.h's
// CHESS_ERROR_LIST), the words for game results and outcome reasons, and the touch-move
// obligations. Articles are those of the FIDE Laws of Chess, 2000 text, as the source documents
// number them.
//
// Each language is a module of its own (rules.<lang>.mjs), imported on first use: a page in one
// language downloads only that language's texts. Once loaded, lookups are synchronous.
import { DEFAULT_LANG, LANGS } from './lang.mjs';

// Literal import() calls, one per language, so that a bundler can make each a chunk of its own.
const IMPORTERS = {
  'zh-Hans': () => import('./rules.zh-Hans.mjs'),
  'zh-Hant': () => import('./rules.zh-Hant.mjs'),
  en: () => import('./rules.en.mjs'),
};

const loaded = new Map(); // lang → its texts
const loading = new Map(); // lang → Promise of its texts

/** Loads one language's texts (a lang of LANGS); resolves to them. Loads each language once. */
export function loadRulesText(lang) {
  if (!LANGS.includes(lang)) return Promise.reject(new TypeError(`loadRulesText: unknown language ${JSON.stringify(lang)}`));
  if (!loading.has(lang)) {
    const pending = IMPORTERS[lang]().then((module) => {
      loaded.set(lang, module.default);
      return module.default;
    });
    pending.catch(() => loading.delete(lang)); // a failed fetch may be retried
    loading.set(lang, pending);
  }
  return loading.get(lang);
}

/**
 * The texts of `lang` if they are loaded, else those of a loaded language (English first), else
 * undefined: {errors, reasons, results, separator, obligations}, each keyed as chess.h and the
 * CLI name things.
 */
export function rulesText(lang) {
  return loaded.get(lang) ?? loaded.get(DEFAULT_LANG) ?? loaded.values().next().value;
}

/** Whether `lang`'s texts are loaded. */
export function hasRulesText(lang) {
  return loaded.has(lang);
}
