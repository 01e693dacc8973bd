// Every language's rules texts at once, as tables of the shape {key: {'zh-Hans', 'zh-Hant', en}}:
// for the search worker (its own bundle, which answers in any language a call asks for) and the
// tests. Pages use rules.mjs instead, which loads one language on demand.
import zhHans from './rules.zh-Hans.mjs';
import zhHant from './rules.zh-Hant.mjs';
import en from './rules.en.mjs';

const BY_LANG = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en };

function byKey(part) {
  const table = {};
  for (const [lang, texts] of Object.entries(BY_LANG)) {
    for (const [key, text] of Object.entries(texts[part])) (table[key] ??= {})[lang] = text;
  }
  return table;
}

export const ERROR_MESSAGES = byKey('errors');
export const OUTCOME_REASONS = byKey('reasons');
export const RESULTS = byKey('results');
export const TOUCH_OBLIGATIONS = byKey('obligations');
export const OUTCOME_SEPARATOR = Object.fromEntries(Object.entries(BY_LANG).map(([lang, texts]) => [lang, texts.separator]));
