// Choosing the language of user-facing text. Every string table under web/i18n/ is keyed by these
// three language tags.
export const LANGS = Object.freeze(['zh-Hans', 'zh-Hant', 'en']);
export const DEFAULT_LANG = 'en';

// Region and script subtags that mean traditional characters.
const TRADITIONAL = /^zh[-_](hant|tw|hk|mo)\b/i;

/** Maps a BCP 47 tag ('zh-CN', 'zh-TW', 'zh-Hant-HK', 'en-GB', 'zh') to one of LANGS, or null. */
export function matchLang(tag) {
  if (typeof tag !== 'string') return null;
  const lower = tag.trim().toLowerCase();
  if (lower === '') return null;
  if (lower === 'zh-hans' || lower === 'zh-hant') return lower === 'zh-hans' ? 'zh-Hans' : 'zh-Hant';
  if (TRADITIONAL.test(lower)) return 'zh-Hant';
  if (lower === 'zh' || lower.startsWith('zh-') || lower.startsWith('zh_')) return 'zh-Hans';
  if (lower === 'en' || lower.startsWith('en-') || lower.startsWith('en_')) return 'en';
  return null;
}

/** The language to use: the requested one if it maps to LANGS, else the first of the browser's
 *  languages that does, else English. */
export function pickLang(requested) {
  const direct = matchLang(requested);
  if (direct) return direct;
  const nav = typeof navigator === 'object' && navigator ? navigator : null;
  const preferred = nav ? (Array.isArray(nav.languages) && nav.languages.length ? nav.languages : [nav.language]) : [];
  for (const tag of preferred) {
    const match = matchLang(tag);
    if (match) return match;
  }
  return DEFAULT_LANG;
}

/**
 * Fills a template's {name} slots from params. A slot written with a capital ({Piece}) takes the
 * parameter of the lower-case name with its first letter capitalised; a slot with no parameter
 * stays as it is, so that a missing one shows instead of vanishing.
 */
export function fillTemplate(template, params = {}) {
  return template.replace(/\{(\w+)\}/g, (match, name) => {
    if (Object.hasOwn(params, name)) return String(params[name]);
    const lowerName = name[0].toLowerCase() + name.slice(1);
    if (name !== lowerName && Object.hasOwn(params, lowerName)) {
      const value = String(params[lowerName]);
      return value[0].toUpperCase() + value.slice(1);
    }
    return match;
  });
}

/** Looks up `key` in a table of the shape {key: {'zh-Hans': ..., 'zh-Hant': ..., en: ...}}, falling
 *  back to English. Returns undefined for an unknown key. */
export function translate(table, key, lang) {
  const entry = Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
  if (!entry) return undefined;
  return entry[lang] ?? entry[DEFAULT_LANG];
}

/**
 * One loader of per-language tables: `importers[lang]()` (a literal import() per language, so a
 * bundler makes each a chunk) runs once per language; a failed fetch may be retried. `load(lang)`
 * resolves to the table after `onLoad(lang, table)` has run; `get(lang)` is the table of `lang` if
 * loaded, else of a loaded language (English first), else undefined; `has(lang)` says whether it is
 * loaded. `name` names the loader in the TypeError for a language not in LANGS.
 */
export function languageLoader(name, importers, onLoad = () => {}) {
  const loaded = new Map(); // lang → its table
  const loading = new Map(); // lang → Promise of its table
  return {
    load(lang) {
      if (!LANGS.includes(lang)) return Promise.reject(new TypeError(`${name}: unknown language ${JSON.stringify(lang)}`));
      if (!loading.has(lang)) {
        const pending = importers[lang]().then(async (module) => {
          await onLoad(lang, module.default);
          loaded.set(lang, module.default);
          return module.default;
        });
        pending.catch(() => loading.delete(lang));
        loading.set(lang, pending);
      }
      return loading.get(lang);
    },
    get: (lang) => loaded.get(lang) ?? loaded.get(DEFAULT_LANG) ?? loaded.values().next().value,
    has: (lang) => loaded.has(lang),
  };
}
