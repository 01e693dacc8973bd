// The words of the board demo page (web/site/demo/): its status lines. One module per language
// (demo-page.<lang>.mjs), loaded on use.
import { languageLoader } from './lang.mjs';

const texts = languageLoader('loadDemoPageText', {
  'zh-Hans': () => import('./demo-page.zh-Hans.mjs'),
  'zh-Hant': () => import('./demo-page.zh-Hant.mjs'),
  en: () => import('./demo-page.en.mjs'),
});

/** Loads one language's words (a lang of LANGS); resolves to them. */
export const loadDemoPageText = texts.load;

/** The words of `lang` if loaded, else of a loaded language (English first), else undefined. */
export const demoPageText = texts.get;
