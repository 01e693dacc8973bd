// A worksheet page holds its words in every language (worksheet.mjs writes them); this shows one:
// ?lang= if it names one, else the language saved on the lesson site, else the browser's. And the
// print button, which waits for the page's script because it needs one.
import { matchLang, pickLang } from '../../i18n/lang.mjs';
import { ProgressStore } from '../../lesson/progress.mjs';

/** The language the page shows: ?lang=, the saved one, or the browser's. */
export function chosenLang() {
  const asked = matchLang(new URLSearchParams(location.search).get('lang'));
  if (asked) return asked;
  let saved = null;
  try {
    saved = new ProgressStore().lang;
  } catch {
    saved = null; // storage that cannot be read leaves the browser's language
  }
  return matchLang(saved) ?? pickLang();
}

/** Shows `lang`'s words and hides the others', names the page in it (the <html>'s
 *  data-title-<lang>) and marks the page ready (body[data-ready]). */
export function showLang(lang) {
  const root = document.documentElement;
  root.lang = lang;
  for (const node of document.querySelectorAll('[data-lang]')) node.hidden = node.dataset.lang !== lang;
  for (const link of document.querySelectorAll('[data-choose]')) {
    if (link.dataset.choose === lang) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
  const title = root.dataset[`title${lang.replace(/-(\w)/g, (_, c) => c.toUpperCase()).replace(/^\w/, (c) => c.toUpperCase())}`];
  if (title) document.title = title;
  document.body.dataset.ready = lang;
}

/** Shows the toolbar's print button (#pv-print) and makes it print. */
export function offerPrint() {
  const button = document.getElementById('pv-print');
  button.hidden = false;
  button.addEventListener('click', () => window.print());
}
