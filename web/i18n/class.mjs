// The words of class progress, one module per language (class.<lang>.mjs), fetched on first use:
// the teacher's class page (web/site/class/, parts `page`, `paste`, `roster`, `assign`, `csv`), the
// progress file's errors (web/lesson/progress-file.mjs, parts `file` and `field`), the progress
// code's (web/lesson/progress-code.mjs, part `code`), and the child's "send to my teacher" on the
// lesson index: the file (web/site/progress-export.mjs, part `export`) and the progress code
// (web/site/progress-code-panel.mjs, part `send`).
//
//   await loadClassText('zh-Hans');  classText('zh-Hans', 'page.added', {count: 3})
import { fillTemplate, languageLoader } from './lang.mjs';

const tables = languageLoader('loadClassText', {
  'zh-Hans': () => import('./class.zh-Hans.mjs'),
  'zh-Hant': () => import('./class.zh-Hant.mjs'),
  en: () => import('./class.en.mjs'),
});

/** Loads the words of `lang` (one of LANGS); resolves to them. */
export const loadClassText = tables.load;

/** The string at `path` ('part.key') in `lang` (or a loaded language), {params} filled; the path
 *  itself while nothing is loaded or the table lacks it. */
export function classText(lang, path, params = {}) {
  const [part, key] = path.split('.');
  const template = tables.get(lang)?.[part]?.[key];
  return typeof template === 'string' ? fillTemplate(template, params) : path;
}
