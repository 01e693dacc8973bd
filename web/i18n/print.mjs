// The words of a lesson's print view (/lesson/<id>/print/, written by scripts/build-print.mjs, and
// /lesson/print/?id=<id>, written in the browser): the worksheet's heading, its name and date lines,
// each step's number and answer line, the screen's toolbar, and what the page in the browser says
// while it works and when it cannot make the worksheet. One module per language, print.<lang>.mjs, loaded on use.
import { languageLoader } from './lang.mjs';

const texts = languageLoader('loadPrintText', {
  'zh-Hans': () => import('./print.zh-Hans.mjs'),
  'zh-Hant': () => import('./print.zh-Hant.mjs'),
  en: () => import('./print.en.mjs'),
});

/** Loads one language's words (a lang of LANGS) and resolves to them. */
export const loadPrintText = texts.load;
