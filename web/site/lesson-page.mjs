// A lesson page (dist/lesson/<id>/): its heading, title, back link and learner's name follow the
// language the <chess-lesson> element shows (its langchange events: the one it starts in, and
// each the child switches to). The element itself takes the language and the child chosen on the
// index from the saved progress.
import { loadSiteText, siteText } from '../i18n/lesson.mjs';
import { registerServiceWorker } from './offline.mjs';

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
  document.getElementById('learner').textContent = siteText(lang, 'learner', { child: lesson.learner ?? siteText(lang, 'defaultChild') });
}

lesson.addEventListener('langchange', (event) => applyLang(event.detail.lang));
registerServiceWorker(new URL('../../sw.js', document.baseURI));
