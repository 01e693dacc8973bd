// A lesson page (dist/lesson/<id>/): its heading, title, back link and learner's name follow the
// language the <chess-lesson> element shows (its langchange events: the one it starts in, and
// each the child switches to). The element itself takes the language and the child chosen on the
// index from the saved progress. `?step=<id>` in the address (the course map's Continue) opens
// that step. When the lesson just finished completes its group, or the whole course, the page
// offers the certificate above the lesson (reading the course file then). The lesson's summary
// gets the next lesson in the course's order (its nextLesson) from the page, where the build wrote
// it, and, with the offer, the certificate's link.
//
// The page runs this script before the widget's bundle, so that the step is set before the
// element upgrades.
import { loadSiteText, siteText } from '../i18n/lesson.mjs';
import { certificateTexts } from '../i18n/certificate.mjs';
import { fillTemplate } from '../i18n/lang.mjs';
import { ProgressStore } from '../lesson/progress.mjs';
import { COURSE_PATH, certificatePath, courseProgress, loadCourse } from './course.mjs';
import { registerServiceWorker } from './offline.mjs';

const SITE_ROOT = new URL('../../', document.baseURI);
const lesson = document.querySelector('chess-lesson');
const heading = document.getElementById('lesson-title');
let shown = null; // the language last asked for: a slower earlier switch does not overwrite it

const step = new URLSearchParams(globalThis.location.search).get('step');
if (step) lesson.setAttribute('step', step);

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

let offer = null; // {groupId, groupTitle} once the group (or, with groupId null, the course) is done

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
  link.href = new URL(certificatePath(offer.groupId), SITE_ROOT).href;
  link.textContent = words.getCertificate;
  note.replaceChildren(text, ' ', link);
}

async function offerCertificate(lessonId) {
  const course = await loadCourse(new URL(COURSE_PATH, SITE_ROOT));
  const place = courseProgress(course, new ProgressStore()); // read afresh: the lesson saved its last step
  const group = place.groups.find((entry) => entry.lessons.some((member) => member.lesson.id === lessonId));
  if (!group?.complete) return;
  offer = place.complete ? { groupId: null } : { groupId: group.group.id, groupTitle: group.group.title };
  lesson.certificate = { href: new URL(certificatePath(offer.groupId), SITE_ROOT).href };
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

// set once the element has upgraded: a property set before would hide the element's own
lesson.addEventListener('lessonready', () => { lesson.nextLesson = nextLesson(); });
lesson.addEventListener('langchange', (event) => applyLang(event.detail.lang));
lesson.addEventListener('lessoncomplete', (event) => {
  // a course file that cannot be read: no offer, and the lesson is done all the same
  offerCertificate(event.detail.lessonId).catch(() => {});
});
registerServiceWorker(new URL('sw.js', SITE_ROOT));
