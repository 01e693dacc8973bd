// A lesson's print view (dist/lesson/<id>/print/, written by scripts/build-print.mjs) holds its
// words in every language; this script shows one: ?lang= if it names one, else the language saved
// on the lesson site, else the browser's. It also offers the print button.
import { matchLang, pickLang } from '../../i18n/lang.mjs';
import { ProgressStore } from '../../lesson/progress.mjs';

function chosenLang() {
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

function showLang(lang) {
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

showLang(chosenLang());
const button = document.getElementById('pv-print');
button.hidden = false;
button.addEventListener('click', () => window.print());
