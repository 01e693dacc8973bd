// A lesson page (dist/lesson/<id>/): the language and the child chosen on the index reach the
// <chess-lesson> element; the page's heading and title follow the runner's language switch.
import { loadSiteText, matchLang, pickLang, siteText } from '../i18n/lesson.mjs';
import { ProgressStore, DEFAULT_CHILD } from '../lesson/progress.mjs';
import { registerServiceWorker } from './offline.mjs';

const store = new ProgressStore();
const lesson = document.querySelector('chess-lesson');
const heading = document.getElementById('lesson-title');

let shown = null; // the language last asked for: a slower earlier switch does not overwrite it

async function applyLang(lang) {
  shown = lang;
  await loadSiteText(lang);
  if (shown !== lang) return;
  document.documentElement.lang = lang;
  const key = { 'zh-Hans': 'titleZhHans', 'zh-Hant': 'titleZhHant', en: 'titleEn' }[lang];
  const title = heading.dataset[key] ?? heading.dataset.titleEn;
  if (title) {
    heading.textContent = title;
    document.title = `${title} · ${siteText(lang, 'siteTitle')}`;
  }
  for (const node of document.querySelectorAll('[data-text]')) node.textContent = siteText(lang, node.dataset.text);
  const child = store.child === DEFAULT_CHILD ? siteText(lang, 'defaultChild') : store.child;
  document.getElementById('learner').textContent = siteText(lang, 'learner', { child });
}

const lang = matchLang(store.lang) ?? pickLang();
if (!lesson.hasAttribute('lang')) lesson.setAttribute('lang', lang);
applyLang(lang);
lesson.addEventListener('langchange', (event) => applyLang(event.detail.lang));
registerServiceWorker(new URL('../../sw.js', document.baseURI));
