// A lesson page: the build's own, dist/lesson/<id>/, or dist/lesson/?id=<id>, which opens any lesson
// of the folder's lessons/index.json (a teacher's own, added with no build): on that page this
// script reads the index first, then makes the <chess-lesson> and fills the heading's titles and
// the next lesson as the build writes them on its own pages. Its heading, title, back link and
// learner's name follow the language the <chess-lesson> element shows (its langchange events: the
// one it starts in, and each the child switches to). The element itself takes the language and
// the child chosen on the index from the saved progress. `?step=<id>` in the address (the course
// map's Continue) opens that step, and follows the step shown. When the lesson just finished completes its group, or the
// whole course, the page offers the certificate above the lesson (reading the course then). The
// lesson's summary gets the next lesson in the course's order (its nextLesson) from the heading,
// and, with the offer, the certificate's link.
//
// The page runs this script before the widget's bundle, so that the step is set before the
// element upgrades.
import { loadSiteText, matchLang, pickLang, siteText } from '../i18n/lesson.mjs';
import { certificateTexts } from '../i18n/certificate.mjs';
import { fillTemplate } from '../i18n/lang.mjs';
import { ProgressStore } from '../lesson/progress.mjs';
import { registerServiceWorker } from './offline.mjs';
import { assignmentSearch, latestAssignment } from './assignment-link.mjs';
import { lessonProjector } from '../lesson/projector.mjs';

// Loaded on use: the course (read for lesson/?id= and for a certificate's offer, when a lesson
// is finished) and the projector mode (its button shows only on a screen 900 px wide or more).
const loadCourse = () => import('./course.mjs');
const loadProjector = () => import('./projector.mjs');
const PROJECTOR_SCREEN = '(min-width: 900px)'; // projector-css.mjs hides the button below it

// this script is bundled into the site's root folder, whichever page loads it
const SITE_ROOT = new URL('./', import.meta.url);
const heading = document.getElementById('lesson-title');
const step = new URLSearchParams(globalThis.location.search).get('step');
let shown = null; // the language last asked for: a slower earlier switch does not overwrite it

/** The lesson of `?id=` from the folder's index, as a <chess-lesson> placed under the heading, or
 *  null when there is none to open (the page then says why, in the reader's language). */
async function lessonFromIndex() {
  const id = new URLSearchParams(globalThis.location.search).get('id');
  const lang = matchLang(new ProgressStore().lang) ?? pickLang();
  await loadSiteText(lang);
  const say = (key, params) => {
    const note = document.createElement('p');
    note.className = 'lx-notice';
    note.setAttribute('role', 'alert');
    note.textContent = siteText(lang, key, params);
    heading.after(note);
    heading.textContent = siteText(lang, 'siteTitle');
    document.title = heading.textContent;
    document.documentElement.lang = lang;
    for (const node of document.querySelectorAll('[data-text]')) node.textContent = siteText(lang, node.dataset.text);
    document.body.dataset.ready = 'error';
    return null;
  };
  if (!id) return say('lessonNoId');
  let index;
  try {
    const { INDEX_PATH } = await loadCourse();
    const response = await fetch(new URL(INDEX_PATH, SITE_ROOT));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    index = await response.json();
  } catch (error) {
    return say('indexNotRead', { detail: String(error?.message ?? error) });
  }
  const lessons = Array.isArray(index?.lessons) ? index.lessons : [];
  const at = lessons.findIndex((entry) => entry?.id === id);
  const entry = lessons[at];
  if (!entry || typeof entry.file !== 'string') return say('lessonNotListed', { id });
  const titles = (entry.title && typeof entry.title === 'object') ? entry.title : {};
  Object.assign(heading.dataset, { titleZhHans: titles['zh-Hans'] ?? id, titleZhHant: titles['zh-Hant'] ?? titles['zh-Hans'] ?? id, titleEn: titles.en ?? id });
  heading.textContent = titles[lang] ?? titles['zh-Hans'] ?? id;
  const next = lessons[at + 1];
  if (typeof next?.id === 'string') {
    const nextTitles = (next.title && typeof next.title === 'object') ? next.title : {};
    Object.assign(heading.dataset, {
      next: `./?id=${encodeURIComponent(next.id)}`,
      nextTitleZhHans: nextTitles['zh-Hans'] ?? next.id, nextTitleZhHant: nextTitles['zh-Hant'] ?? next.id, nextTitleEn: nextTitles.en ?? next.id,
    });
  }
  const element = document.createElement('chess-lesson');
  element.setAttribute('src', new URL(`lessons/${encodeURIComponent(entry.file)}`, SITE_ROOT).href);
  element.setAttribute('index-href', SITE_ROOT.href);
  element.toggleAttribute('hide-title', true);
  element.toggleAttribute('fit', true);
  if (step) element.setAttribute('step', step);
  heading.after(element);
  return element;
}

const built = document.querySelector('chess-lesson');
if (built && step) built.setAttribute('step', step);
const lesson = built ?? await lessonFromIndex();

// A child doing a teacher's assignment goes back to the assignment's map (its lessons and its
// 交作业), not to the whole course's: the newest assignment that holds this lesson.
lesson?.addEventListener('stepchange', (event) => {
  // The address names the step shown, so that a reload opens the step the child is on, not the
  // one the map's Continue opened.
  const address = new URL(globalThis.location.href);
  if (address.searchParams.get('step') !== event.detail.stepId) {
    address.searchParams.set('step', event.detail.stepId);
    history.replaceState(history.state, '', address);
  }
  const homework = latestAssignment(new ProgressStore().assignments(), event.detail.lessonId);
  const map = homework ? new URL(assignmentSearch(homework), SITE_ROOT).href : SITE_ROOT.href;
  lesson.setAttribute('index-href', map);
  for (const link of document.querySelectorAll('a[data-text="backToIndex"]')) link.href = map;
});

async function applyLang(lang) {
  shown = lang;
  await Promise.all([loadSiteText(lang), offer ? certificateTexts.load(lang) : null]);
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
  renderOffer();
}

// ---- the certificate, when this lesson completes its group ------------------------------------

let offer = null; // {groupId, groupTitle, href} once the group (or, with groupId null, the course) is done

function renderOffer() {
  const words = offer && certificateTexts.has(shown) ? certificateTexts.get(shown) : null;
  let note = document.getElementById('certificate-offer');
  if (!words) return;
  if (!note) {
    note = document.createElement('p');
    note.id = 'certificate-offer';
    note.className = 'lx-offer';
    note.setAttribute('role', 'status');
    heading.after(note);
  }
  const text = document.createElement('span');
  text.textContent = offer.groupId ? fillTemplate(words.groupFinished, { group: offer.groupTitle[shown] ?? offer.groupTitle.en }) : words.courseFinished;
  const link = document.createElement('a');
  link.className = 'lx-offer-link';
  link.href = offer.href;
  link.textContent = words.getCertificate;
  note.replaceChildren(text, ' ', link);
}

async function offerCertificate(lessonId) {
  const { certificatePath, courseProgress, loadSiteCourse } = await loadCourse();
  const course = await loadSiteCourse(SITE_ROOT, { readLesson: null });
  const place = courseProgress(course, new ProgressStore()); // read afresh: the lesson saved its last step
  const group = place.groups.find((entry) => entry.lessons.some((member) => member.lesson.id === lessonId));
  // a teacher's own lesson is not in it: no condition of a certificate, so finishing it earns none
  if (!group?.complete) return;
  // a lesson with a certificate of its own (the first game) offers that one, never the course's
  const own = group.lessons.some((member) => member.lesson.id === lessonId && member.lesson.ownCertificate);
  offer = place.complete && !own ? { groupId: null } : { groupId: group.group.id, groupTitle: group.group.title };
  offer.href = new URL(certificatePath(offer.groupId), SITE_ROOT).href;
  lesson.certificate = { href: offer.href };
  await certificateTexts.load(shown);
  renderOffer();
  document.getElementById('certificate-offer')?.scrollIntoView({ block: 'nearest' });
}

/** The lesson after this one in the course's order, for the summary: the build writes it on the
 *  heading (data-next and its titles), none after the last. */
function nextLesson() {
  const { next, nextTitleZhHans, nextTitleZhHant, nextTitleEn } = heading.dataset;
  return next ? { href: new URL(next, document.baseURI).href, title: { 'zh-Hans': nextTitleZhHans, 'zh-Hant': nextTitleZhHant, en: nextTitleEn } } : null;
}

if (lesson) {
  // set once the element has upgraded: a property set before would hide the element's own
  lesson.addEventListener('lessonready', () => { lesson.nextLesson = nextLesson(); });
  lesson.addEventListener('langchange', (event) => applyLang(event.detail.lang));
  lesson.addEventListener('lessoncomplete', (event) => {
    // a course that cannot be read: no offer, and the lesson is done all the same
    offerCertificate(event.detail.lessonId).catch(() => {});
  });
}
// a teacher shows the lesson to the class: full screen, large, stepped with a clicker's keys; its
// code loads once the screen is wide enough to show its button
if (lesson) {
  const wide = globalThis.matchMedia?.(PROJECTOR_SCREEN);
  const offerIt = () => loadProjector().then(({ offerProjector }) => offerProjector({ button: document.getElementById('projector'), kind: 'lesson', ...lessonProjector(lesson) }));
  if (!wide || wide.matches) offerIt();
  else wide.addEventListener('change', offerIt, { once: true });
}
registerServiceWorker(new URL('sw.js', SITE_ROOT));
