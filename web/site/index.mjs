// The course map (the lesson index): the big Continue button that opens the learner's first
// unfinished step and says whose progress it is, the course's progress bar and stars, and every
// lesson of the folder's course in its group as a card with its picture, its stars and its state
// (not started, started, done); a finished group offers its certificate. Under the Continue button,
// the daily review (每日复习) when one is due or was done today, and on a finished lesson's card its
// 练习 (web/site/practice-map.mjs). A lesson of the index
// that cannot be opened (a teacher's file missing or broken) is a card that says why. Under the
// Continue button, for a child with a teacher (one who opened an assignment's link), "send to my
// teacher" with the progress code and its QR (web/site/progress-code-panel.mjs, fetched for it);
// on an assignment's link it is the assignment's 交作业. The parents' and teachers' area at the
// foot of the page holds the learner picker, the note that progress stays on this device, the
// button that opens the progress code for any child, the progress file export, and the reset,
// which asks first, keeps a backup and offers to bring it back. Reads lessons/index.json with the course file the build wrote into the page
// (web/site/course.mjs), and a teacher's own lesson files, checked by a bundle fetched only for
// them (extra-lessons.mjs).
// Bundled by scripts/build-page-scripts.mjs into dist/index.mjs.
import { adoptStylesheet, PIECE_CSS } from '../board/api.mjs';
import { LANGS, loadSiteText, matchLang, pickLang, pickText, siteText } from '../i18n/lesson.mjs';
import { courseMapTexts } from '../i18n/course-map.mjs';
import { fillTemplate } from '../i18n/lang.mjs';
import { ProgressStore, DEFAULT_CHILD, STORAGE_KEY } from '../lesson/progress.mjs';
import { certificatePath, chooseLessons, courseProgress, lessonPath, loadSiteCourse, readStepIds } from './course.mjs';
import { createCourseIcon } from './course-icons.mjs';
import { registerServiceWorker } from './offline.mjs';
import { practiceLink, renderReview } from './practice-map.mjs';
import { skillName } from '../i18n/skills.mjs';
import { el } from '../lesson/render.mjs';

const store = new ProgressStore();
let lang = matchLang(store.lang) ?? pickLang();
let course = null;
let codePanel = null; // the progress code's panel, once asked for (openCodePanel)

const $ = (id) => document.getElementById(id);
/** A word of the page: the course map's own, else the site's (the two tables share no key). */
function t(key, params = {}) {
  const own = courseMapTexts.get(lang)?.[key];
  return own === undefined ? siteText(lang, key, params) : fillTemplate(own, params);
}
const childLabel = (name) => (name === DEFAULT_CHILD ? t('defaultChild') : name);
const loadWords = (wanted) => Promise.all([loadSiteText(wanted), courseMapTexts.load(wanted)]);

const element = (tag, className, text) => el(document, tag, className, text);

/** "★★☆" for `filled` of three, named for a screen reader by `label`. */
function starGlyphs(filled, label) {
  const stars = element('span', 'lx-stars');
  stars.append(element('span', 'lx-star-on', '★'.repeat(filled)), element('span', 'lx-star-off', '☆'.repeat(3 - filled)));
  stars.setAttribute('role', 'img');
  stars.setAttribute('aria-label', label);
  return stars;
}

/** Every fixed string of the page, in the current language. */
function renderStatic() {
  document.documentElement.lang = lang;
  document.title = t('siteTitle');
  for (const node of document.querySelectorAll('[data-text]')) node.textContent = t(node.dataset.text);
  for (const node of document.querySelectorAll('[data-placeholder]')) node.placeholder = t(node.dataset.placeholder);
  for (const node of document.querySelectorAll('[data-label]')) node.setAttribute('aria-label', t(node.dataset.label));
  $('lang').value = lang;
  renderChildren();
  renderRestore();
  renderWhose();
}

function renderWhose() {
  $('whose').textContent = store.child === DEFAULT_CHILD ? t('progressMine') : t('progressOf', { child: store.child });
}

function renderChildren() {
  const select = $('child');
  select.replaceChildren();
  for (const name of store.children()) {
    const option = element('option', '', childLabel(name));
    option.value = name;
    select.appendChild(option);
  }
  select.value = store.child;
  $('arbiter').checked = store.arbiter; // each child's own choice
}

/** The Continue button, the course's bar and stars, and whose progress they are. */
function renderHero(place) {
  renderWhose();
  const button = $('continue');
  const started = place.stepsDone > 0;
  let icon = 'trophy';
  if (place.next) {
    const { lesson, stepId, stepNumber } = place.next;
    button.href = lessonPath(lesson, stepId);
    button.dataset.nextLesson = lesson.id;
    button.dataset.nextStep = stepId;
    $('continue-label').textContent = started ? t('continue') : t('start');
    $('continue-where').textContent = t('continueAt', { lesson: pickText(lesson.title, lang), step: stepNumber });
    icon = lesson.icon;
  } else {
    button.href = certificatePath();
    delete button.dataset.nextLesson;
    delete button.dataset.nextStep;
    $('continue-label').textContent = t('allDone');
    $('continue-where').textContent = t('courseCertificate');
  }
  $('continue-icon').replaceChildren(createCourseIcon(document, icon));
  const bar = $('course-progress');
  bar.max = Math.max(1, place.steps);
  bar.value = place.stepsDone;
  $('lessons-done').textContent = t('lessonsDone', { done: place.done, total: place.total });
  const stars = $('course-stars');
  stars.replaceChildren(element('span', 'lx-star-mark', '★'), ` ${t('starsEarned', { stars: place.stars })}`);
  stars.firstChild.setAttribute('aria-hidden', 'true');
}

function lessonCard(entry) {
  const { lesson } = entry;
  const item = element('li', 'lx-card-item');
  const link = element('a', `lx-card is-${entry.state}`);
  link.href = lessonPath(lesson);
  link.dataset.lesson = lesson.id;
  link.dataset.state = entry.state;
  const picture = element('span', 'lx-card-icon');
  picture.appendChild(createCourseIcon(document, lesson.icon));
  const title = element('span', 'lx-card-title', pickText(lesson.title, lang));
  const stars = starGlyphs(entry.glyphs, t('starsShort', { stars: entry.stars, max: entry.maxStars }));
  const state = element('span', 'lx-progress', entry.state === 'done' ? t('lessonComplete')
    : entry.state === 'started' ? t('progressSteps', { done: entry.done, total: entry.total }) : t('notStarted'));
  state.classList.toggle('is-complete', entry.state === 'done');
  link.append(picture, title, stars, state);
  item.appendChild(link);
  // a finished lesson's skill can be practised on fresh exercises (practice-map.mjs)
  const practice = entry.state === 'done' ? practiceLink(lesson, { t, skillName: (id) => skillName(lang, id) }) : null;
  if (practice) {
    item.classList.add('has-practice');
    item.appendChild(practice);
  }
  return item;
}

// The words of a broken entry's card (web/i18n/lesson-problems.mjs), fetched only when the index
// has one: {problemTexts, describeProblem}, once loaded.
let problemWords = null;
/** Loads the problems' words in `wanted`; a failure leaves the cards naming the problem's code. */
async function loadProblemWords(wanted) {
  try {
    problemWords ??= await import('../i18n/lesson-problems.mjs');
    await problemWords.problemTexts.load(wanted);
  } catch { /* the card shows the code */ }
}

/** The card of an index entry that cannot be opened: its title (or id), and why, in the page's
 *  language, for the teacher who listed it. */
function brokenCard(entry) {
  const item = element('li', 'lx-card-item');
  const card = element('div', 'lx-card is-broken');
  card.dataset.lesson = entry.id;
  card.dataset.state = 'broken';
  const table = problemWords?.problemTexts.get(lang);
  const title = element('span', 'lx-card-title', pickText(entry.title, lang) || entry.id);
  // "this lesson cannot be opened", then the file and why, each on a line of its own
  const reason = element('span', 'lx-card-problem');
  reason.append(element('strong', '', table ? table.card.title : entry.problem.code),
    element('span', '', [entry.file, table ? problemWords.describeProblem(table, entry.problem) : ''].filter(Boolean).join(' · ')));
  card.append(title, reason);
  item.appendChild(card);
  return item;
}

function renderLessons(place) {
  const nav = $('lessons');
  nav.replaceChildren();
  for (const group of place.groups) {
    const section = element('section', `lx-group${group.complete ? ' is-complete' : ''}`);
    section.dataset.group = group.group.id;
    const head = element('div', 'lx-group-head');
    const heading = element('h2', 'lx-group-title', pickText(group.group.title, lang) || group.group.id);
    heading.id = `group-${group.group.id}`;
    section.setAttribute('aria-labelledby', heading.id);
    head.append(heading, element('span', 'lx-group-count', t('groupLessons', { done: group.done, total: group.total })));
    if (group.complete) {
      const certificate = element('a', 'lx-certificate-link');
      certificate.href = certificatePath(group.group.id);
      certificate.append(createCourseIcon(document, 'trophy'), element('span', '', t('groupCertificate')));
      certificate.setAttribute('aria-label', t('groupCertificateFor', { group: heading.textContent }));
      head.appendChild(certificate);
    }
    const list = element('ol', 'lx-cards');
    for (const entry of group.lessons) list.appendChild(lessonCard(entry));
    for (const entry of course.broken.filter((broken) => broken.group === group.group.id)) list.appendChild(brokenCard(entry));
    section.append(head, list);
    nav.appendChild(section);
  }
}

function render() {
  codePanel?.then((panel) => panel.render());
  if (!course) return;
  const place = courseProgress(course, store);
  renderHero(place);
  renderReview($('review'), { progress: store, lessons: course.lessons, t });
  renderLessons(place);
}

// ---- the reset, with its backup -----------------------------------------------------------

// The saved progress of each child as it was before its last reset: {child: {at, lessons}}, in
// the store's own format (web/lesson/progress.mjs). Kept until it is brought back or replaced by
// the child's next reset; in memory only where the browser keeps nothing.
const RESET_BACKUP_KEY = 'chess-lessons:progress:before-reset';
let memoryBackups = {};
let undoneThisVisit = false; // a reset was made on this page: its button says "Undo"

function readBackups() {
  try {
    const saved = JSON.parse(globalThis.localStorage.getItem(RESET_BACKUP_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? saved : {};
  } catch {
    return memoryBackups;
  }
}

function writeBackups(backups) {
  memoryBackups = backups;
  try {
    globalThis.localStorage.setItem(RESET_BACKUP_KEY, JSON.stringify(backups));
  } catch { /* kept in memory for this visit */ }
}

/** The current child's saved lessons, read from the store's saved entry. */
function savedLessonsOf(child) {
  try {
    return JSON.parse(globalThis.localStorage.getItem(STORAGE_KEY))?.children?.[child]?.lessons ?? null;
  } catch {
    return null;
  }
}

function renderRestore() {
  const backup = readBackups()[store.child];
  const button = $('restore');
  button.hidden = !backup;
  if (!backup) return;
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(backup.at));
  button.textContent = undoneThisVisit ? t('undoReset') : t('restoreReset', { date });
}

function resetProgress() {
  const child = childLabel(store.child);
  if (!globalThis.confirm(t('resetConfirm', { child }))) return;
  const lessons = savedLessonsOf(store.child);
  if (lessons && Object.keys(lessons).length) writeBackups({ ...readBackups(), [store.child]: { at: Date.now(), lessons } });
  store.reset();
  undoneThisVisit = true;
  render();
  renderRestore();
  $('notice').textContent = `${t('resetDone', { child })}${$('restore').hidden ? '' : ` ${t('resetKept')}`}`;
}

/** Brings the backup back: each of its steps with its stars (a step solved since keeps the better). */
function restoreProgress() {
  const backups = readBackups();
  const backup = backups[store.child];
  if (!backup) return;
  for (const [lessonId, record] of Object.entries(backup.lessons ?? {})) {
    for (const [stepId, step] of Object.entries(record?.steps ?? {})) store.recordStep(lessonId, stepId, step);
  }
  delete backups[store.child];
  writeBackups(backups);
  undoneThisVisit = false;
  render();
  renderRestore();
  $('notice').textContent = t('resetUndone', { child: childLabel(store.child) });
}

// ---- language, learners, loading -------------------------------------------------------------

/** Calls `then` once, when `node` comes within 300 px of the screen. */
function whenNear(node, then) {
  const watch = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    watch.disconnect();
    then();
  }, { rootMargin: '300px 0px' });
  watch.observe(node);
}

async function setLang(next) {
  lang = LANGS.includes(next) ? next : lang;
  store.setLang(lang);
  const wanted = lang;
  try {
    await Promise.all([loadWords(wanted), course?.broken.length ? loadProblemWords(wanted) : null]);
  } catch {
    return; // the words did not come (offline before they were kept, or the page is being left): the page stays as it is
  }
  if (wanted !== lang) return; // switched again meanwhile
  renderStatic();
  render();
  codePanel?.then((panel) => panel.render());
  $('notice').textContent = '';
}

function chooseChild(name) {
  store.setChild(name);
  undoneThisVisit = false;
  renderChildren();
  renderRestore();
  render();
  $('notice').textContent = '';
}

$('lang').addEventListener('change', (event) => setLang(event.target.value));
$('child').addEventListener('change', (event) => chooseChild(event.target.value));
$('add-child').addEventListener('submit', (event) => {
  event.preventDefault();
  const input = $('child-name');
  if (!input.value.trim()) return;
  chooseChild(input.value);
  input.value = '';
});
$('reset').addEventListener('click', resetProgress);
// the arbiter track (web/lesson/tracks.mjs): this child's lessons with those steps, or without
$('arbiter').addEventListener('change', (event) => {
  store.setArbiter(event.target.checked);
  render();
});
$('open-send').addEventListener('click', () => openCodePanel(true));
$('restore').addEventListener('click', restoreProgress);
// another tab (a lesson page) saved progress
globalThis.addEventListener('storage', () => {
  store.reload();
  renderChildren();
  renderRestore();
  render();
});
globalThis.addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  store.reload();
  render();
});

adoptStylesheet(document, PIECE_CSS);
await loadWords(lang);
renderStatic();
if (store.keptAside) $('course-notice').textContent = t('progressKeptAside');
// The one reading of the course on this page: the map and the class export ("send to my
// teacher", which exports every lesson of the map, a teacher's own too) share its promise. A
// failed reading is forgotten, so that the export's next press tries again.
const siteRoot = new URL('./', document.baseURI);
// A teacher's own lesson is checked as its page will check it, by a bundle of its own fetched for
// it alone (dist/extra-lessons.mjs; its address is computed, so that this page's bundle shares no
// chunk with the lesson checks). Where that bundle cannot be had, the lesson's steps are read
// unchecked, and its page checks it when it opens.
const EXTRA_LESSONS = new URL('./extra-lessons.mjs', import.meta.url).href;
const checkExtra = (entry, root) => import(EXTRA_LESSONS).then(
  ({ checkExtraLesson }) => checkExtraLesson(entry, root),
  () => readStepIds(entry, root),
);
// the build's course file, which the build writes into the page: one request fewer
let built = null;
try {
  built = JSON.parse($('lessons').dataset.course ?? 'null');
} catch { /* fetched instead */ }
let coursePromise = null;
const courseOnce = () => {
  coursePromise ??= loadSiteCourse(siteRoot, { readLesson: checkExtra, built }).catch((error) => {
    coursePromise = null;
    throw error;
  });
  return coursePromise;
};
courseOnce()
  .then(async (loaded) => {
    if (loaded.broken.length) await loadProblemWords(lang);
    // a teacher's link (`?lessons=rook,bishop`, from the editor's course section) shows those alone
    course = chooseLessons(loaded, new URLSearchParams(location.search).get('lessons'));
    render();
    document.body.dataset.ready = 'true';
  })
  .catch((error) => { $('course-notice').textContent = t('indexNotRead', { detail: String(error.message || error) }); })
  // "send to my teacher", at the foot of the page under the map: its code and words are fetched
  // when it comes near the screen
  .finally(() => whenNear($('progress-export'), () => import('./progress-export.mjs').then(({ mountProgressExport }) => mountProgressExport(
    $('progress-export'), { store, lessonIds: () => courseOnce().then((loaded) => loaded.lessons), onChild: () => { renderChildren(); renderRestore(); render(); } }))));

// "Send to my teacher" with the progress code, under the Continue button: at once on an
// assignment's link and for a child with a teacher, else when the parents' area asks for it.
function openCodePanel(focus = false) {
  codePanel ??= Promise.all([import('./progress-code-panel.mjs'), import('./assignment-link.mjs')]).then(([{ mountCodePanel }, { assignmentOf }]) => {
    const assignment = assignmentOf(location.search);
    // the lessons the code covers: the assignment's, in its link's order, or the whole course's
    const list = () => courseOnce().then((loaded) => {
      const byId = new Map(loaded.lessons.map((lesson) => [lesson.id, lesson]));
      return (assignment ? assignment.lessons : loaded.lessons.map((lesson) => lesson.id)).map((id) => ({ id, steps: byId.get(id)?.steps ?? [], skills: byId.get(id)?.skills ?? [] }));
    });
    return mountCodePanel($('send-teacher'), { store, list, assignment, onChild: () => { renderChildren(); renderRestore(); render(); } });
  });
  return codePanel.then((panel) => {
    if (focus) panel.focus();
    return panel;
  });
}
if (new URLSearchParams(location.search).has('a') || store.hasTeacher()) openCodePanel();
registerServiceWorker(new URL('sw.js', document.baseURI));
