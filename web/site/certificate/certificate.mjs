// The certificate page (dist/certificate/): `?group=<id>` for a group of the course, nothing for
// the whole course. Shown only once the learner has finished every lesson of it (else it says
// how many are left): the learner's name (asked for first while the learner is the unnamed
// default), what was finished, the stars, the date the last of its steps was solved and the
// lessons' pictures, in the chosen language. Printable (certificate.css), and offered as a PNG
// painted on a canvas (picture.mjs). Reads the course (web/site/course.mjs) and the saved progress only, so it
// works offline. Bundled by scripts/build-page-scripts.mjs into dist/certificate/certificate.mjs.
import { adoptStylesheet, offerDownload, PIECE_CSS } from '../../board/api.mjs';
import { LANGS, loadSiteText, matchLang, pickLang, pickText, siteText } from '../../i18n/lesson.mjs';
import { certificateTexts } from '../../i18n/certificate.mjs';
import { fillTemplate } from '../../i18n/lang.mjs';
import { ProgressStore, DEFAULT_CHILD, cleanName } from '../../lesson/progress.mjs';
import { courseProgress, finishedAt, loadSiteCourse } from '../course.mjs';
import { createCourseIcon } from '../course-icons.mjs';
import { paintCertificate, pictureBlob } from './picture.mjs';
import { registerServiceWorker } from '../offline.mjs';

// The name written on the certificates of the learner nobody named (a child's own device).
const NAME_KEY = 'chess-lessons:certificate-name';
const SITE_ROOT = new URL('../', document.baseURI);

const store = new ProgressStore();
const groupId = new URLSearchParams(globalThis.location.search).get('group');
let lang = matchLang(store.lang) ?? pickLang();
let course = null;
let askingName = false;

const $ = (id) => document.getElementById(id);
function t(key, params = {}) {
  const own = certificateTexts.get(lang)?.[key];
  return own === undefined ? siteText(lang, key, params) : fillTemplate(own, params);
}

function readName() {
  try {
    return cleanName(globalThis.localStorage.getItem(NAME_KEY) ?? '');
  } catch {
    return '';
  }
}

let sessionName = ''; // where the browser keeps nothing
function saveName(name) {
  sessionName = name;
  try {
    globalThis.localStorage.setItem(NAME_KEY, name);
  } catch { /* kept for this visit */ }
}

/** The name on the certificate: the learner's, or the one given for the unnamed learner. */
const learnerName = () => (store.child === DEFAULT_CHILD ? sessionName || readName() : store.child);

/** The group (or the whole course) this certificate is for: {title, lessons, stars, maxStars, complete, left}, or null. */
function subject(place) {
  if (!groupId) {
    // a lesson with a certificate of its own (the first game) is not on the course's
    const lessons = place.lessons.filter((entry) => !entry.lesson.ownCertificate);
    const sum = (key) => lessons.reduce((total, entry) => total + entry[key], 0);
    return { title: null, lessons, stars: sum('stars'), maxStars: sum('maxStars'), complete: place.complete, left: lessons.filter((entry) => entry.state !== 'done').length };
  }
  const group = place.groups.find((entry) => entry.group.id === groupId);
  if (!group) return null;
  return { title: pickText(group.group.title, lang), lessons: group.lessons, stars: group.stars, maxStars: group.maxStars, complete: group.complete, left: group.total - group.done };
}

/** Shows one of the page's parts: 'name-form', 'not-yet' or 'certificate' (with its buttons). */
function showOnly(part) {
  $('name-form').hidden = part !== 'name-form';
  $('not-yet').hidden = part !== 'not-yet';
  $('certificate').hidden = part !== 'certificate';
  $('cert-actions').hidden = part !== 'certificate';
}

function render() {
  document.documentElement.lang = lang;
  for (const node of document.querySelectorAll('[data-text]')) node.textContent = t(node.dataset.text);
  $('lang').value = lang;
  if (!course) return;
  const place = courseProgress(course, store);
  const about = subject(place);
  document.title = `${t('title')} · ${t('siteTitle')}`;
  if (!about) {
    showOnly('not-yet');
    $('not-yet').textContent = t('unknownGroup');
    return;
  }
  if (!about.complete) {
    showOnly('not-yet');
    $('not-yet').textContent = about.title ? t('notYetGroup', { group: about.title, left: about.left }) : t('notYetCourse', { left: about.left });
    return;
  }
  const name = learnerName();
  if (!name || askingName) {
    showOnly('name-form');
    $('name').value = name;
    return;
  }
  showOnly('certificate');
  $('change-name').hidden = store.child !== DEFAULT_CHILD;
  $('cert-name').textContent = name;
  $('cert-what').textContent = about.title ? t('finishedGroup', { group: about.title }) : t('finishedCourse');
  $('cert-stars').textContent = t('stars', { stars: about.stars, max: about.maxStars });
  const when = finishedAt(store, about.lessons.map((entry) => entry.lesson)) ?? Date.now();
  $('cert-date').textContent = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(when));
  $('cert-trophy').replaceChildren(createCourseIcon(document, 'trophy'));
  // the lessons' pictures, or for the whole course one per group (its first lesson's)
  const pictured = groupId ? about.lessons : place.groups.map((group) => group.lessons[0]).filter(Boolean);
  $('cert-icons').replaceChildren(...pictured.map((entry) => createCourseIcon(document, entry.lesson.icon)));
  document.title = `${t('title')} · ${name} · ${t('siteTitle')}`;
}

/** The certificate's words and pictures as the page shows them, for the picture. */
function pictureContent() {
  const look = getComputedStyle($('certificate'));
  const value = (name) => look.getPropertyValue(name).trim();
  return {
    title: $('cert-title').textContent,
    name: $('cert-name').textContent,
    what: $('cert-what').textContent,
    stars: $('cert-stars').textContent,
    foot: $('cert-date').parentElement.textContent,
    trophy: $('cert-trophy').querySelector('svg'),
    icons: [...$('cert-icons').querySelectorAll(':scope > svg')],
    look: { paper: value('--cert-paper'), ink: value('--cert-ink'), muted: value('--cert-muted'), gold: value('--cert-gold'), red: value('--cert-red'), family: look.fontFamily },
  };
}

/** A file name from the certificate's words, without the characters file systems refuse. */
function fileName() {
  const parts = [t('fileName'), $('cert-name').textContent, groupId ? subject(courseProgress(course, store))?.title : null];
  return `${parts.filter(Boolean).join('-').replace(/[\\/:*?"<>|\s]+/g, '_')}.png`;
}

/** Offers the certificate as a PNG download. */
async function download() {
  await document.fonts?.ready;
  const canvas = paintCertificate(document.createElement('canvas'), pictureContent());
  const blob = await pictureBlob(canvas);
  offerDownload(document, blob, fileName());
}

async function setLang(next) {
  lang = LANGS.includes(next) ? next : lang;
  store.setLang(lang);
  const wanted = lang;
  await Promise.all([loadSiteText(wanted), certificateTexts.load(wanted)]);
  if (wanted === lang) render();
}

$('lang').addEventListener('change', (event) => setLang(event.target.value));
$('name-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const name = cleanName($('name').value);
  if (!name) return;
  saveName(name);
  askingName = false;
  render();
  $('download').focus();
});
$('change-name').addEventListener('click', () => {
  askingName = true;
  render();
  $('name').focus();
});
$('print').addEventListener('click', () => globalThis.print());
$('download').addEventListener('click', () => {
  download().catch((error) => { $('not-yet').hidden = false; $('not-yet').textContent = String(error.message || error); });
});

adoptStylesheet(document, PIECE_CSS);
await Promise.all([loadSiteText(lang), certificateTexts.load(lang)]);
render();
// a certificate is for the build's lessons: a teacher's own ones are extra, never a condition
loadSiteCourse(SITE_ROOT, { readLesson: null })
  .then((loaded) => {
    course = loaded;
    render();
    document.body.dataset.ready = 'true';
  })
  .catch((error) => {
    showOnly('not-yet');
    $('not-yet').textContent = String(error.message || error);
  });
registerServiceWorker(new URL('sw.js', SITE_ROOT));
