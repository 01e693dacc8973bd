// The lesson index: every lesson of lessons/index.json in order, grouped, with the chosen child's
// progress; the language switch, the child picker and the reset button. Bundled by
// scripts/build-lessons.mjs into dist/index.mjs.
import { LANGS, loadSiteText, matchLang, pickLang, pickText, siteText } from '../i18n/lesson.mjs';
import { ProgressStore, DEFAULT_CHILD } from '../lesson/progress.mjs';
import { registerServiceWorker } from './offline.mjs';
import { mountProgressExport } from './progress-export.mjs';

const store = new ProgressStore();
let lang = matchLang(store.lang) ?? pickLang();
let index = null;
const stepIds = {}; // lesson id → its step ids, once its file is read

const $ = (id) => document.getElementById(id);
const t = (key, params) => siteText(lang, key, params);
const childLabel = (name) => (name === DEFAULT_CHILD ? t('defaultChild') : name);

/** Every fixed string of the page, in the current language. */
function renderStatic() {
  document.documentElement.lang = lang;
  document.title = t('siteTitle');
  for (const node of document.querySelectorAll('[data-text]')) node.textContent = t(node.dataset.text);
  for (const node of document.querySelectorAll('[data-placeholder]')) node.placeholder = t(node.dataset.placeholder);
  for (const node of document.querySelectorAll('[data-label]')) node.setAttribute('aria-label', t(node.dataset.label));
  $('lang').value = lang;
  renderChildren();
}

function renderChildren() {
  const select = $('child');
  select.replaceChildren();
  for (const name of store.children()) {
    const option = document.createElement('option');
    option.value = name;
    option.textContent = childLabel(name);
    select.appendChild(option);
  }
  select.value = store.child;
}

function renderLessons() {
  const nav = $('lessons');
  nav.replaceChildren();
  if (!index) return;
  const groups = [];
  for (const entry of index.lessons) {
    let group = groups.find((g) => g.id === entry.group);
    if (!group) groups.push(group = { id: entry.group, lessons: [] });
    group.lessons.push(entry);
  }
  let number = 0;
  for (const group of groups) {
    const section = document.createElement('section');
    section.className = 'lx-group';
    const heading = document.createElement('h2');
    heading.textContent = pickText(index.groups?.[group.id], lang) || group.id;
    const list = document.createElement('ol');
    list.className = 'lx-list';
    list.start = number + 1;
    for (const entry of group.lessons) {
      number += 1;
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.className = 'lx-lesson-link';
      link.href = `lesson/${encodeURIComponent(entry.id)}/`;
      link.dataset.lesson = entry.id;
      const num = document.createElement('span');
      num.className = 'lx-number';
      num.textContent = String(number);
      const title = document.createElement('span');
      title.className = 'lx-title';
      title.textContent = pickText(entry.title, lang);
      const progress = document.createElement('span');
      progress.className = 'lx-progress';
      const ids = stepIds[entry.id];
      if (ids) {
        const summary = store.summary(entry.id, ids);
        progress.classList.toggle('is-complete', summary.complete);
        progress.textContent = summary.done === 0 ? t('notStarted')
          : `${summary.complete ? t('lessonComplete') : t('progressSteps', { done: summary.done, total: summary.total })} · ${t('starsShort', { stars: summary.stars, max: summary.maxStars })}`;
      }
      link.append(num, title, progress);
      item.appendChild(link);
      list.appendChild(item);
    }
    section.append(heading, list);
    nav.appendChild(section);
  }
}

function notice(text) {
  $('notice').textContent = text;
}

async function setLang(next) {
  lang = LANGS.includes(next) ? next : lang;
  store.setLang(lang);
  const wanted = lang;
  await loadSiteText(wanted);
  if (wanted !== lang) return; // switched again meanwhile
  renderStatic();
  renderLessons();
  notice('');
}

async function loadIndex() {
  const response = await fetch('lessons/index.json');
  index = await response.json();
  renderLessons();
  await Promise.all(index.lessons.map(async (entry) => {
    try {
      const lesson = await (await fetch(`lessons/${entry.file}`)).json();
      stepIds[entry.id] = (lesson.steps ?? []).map((step) => step.id);
    } catch {
      // a broken file shows its error card on its own page; here it shows no progress
    }
  }));
  renderLessons();
  document.body.dataset.ready = 'true';
}

$('lang').addEventListener('change', (event) => setLang(event.target.value));
$('child').addEventListener('change', (event) => {
  store.setChild(event.target.value);
  renderLessons();
});
$('add-child').addEventListener('submit', (event) => {
  event.preventDefault();
  const input = $('child-name');
  if (!input.value.trim()) return;
  store.setChild(input.value);
  input.value = '';
  renderChildren();
  renderLessons();
});
$('reset').addEventListener('click', () => {
  const child = childLabel(store.child);
  if (!globalThis.confirm(t('resetConfirm', { child }))) return;
  store.reset();
  renderLessons();
  notice(t('resetDone', { child }));
});
// another tab (a lesson page) saved progress
globalThis.addEventListener('storage', () => {
  store.reload();
  renderChildren();
  renderLessons();
});
globalThis.addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  store.reload();
  renderLessons();
});

await loadSiteText(lang);
renderStatic();
mountProgressExport($('progress-export'), { store });
if (store.keptAside) notice(t('progressKeptAside'));
loadIndex().catch((error) => notice(String(error.message || error)));
registerServiceWorker(new URL('sw.js', document.baseURI));
