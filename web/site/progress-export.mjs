// "Send to my teacher": the control on the lesson index that exports the chosen child's progress as
// a progress file (web/lesson/progress-file.mjs) for the teacher's /class/ page. The file goes to
// the system's share sheet where the browser can share files (a phone or tablet), else it is
// downloaded. The control follows the page: its language is the page's (<html lang>), and its
// name field shows the child chosen on the page, re-read after every change there. A child has
// one name, the profile's: the field can be written only for the unnamed child, and the name
// written becomes that child's profile (nameChild: the lesson progress, practice and review), progress and all.
//
//   mountProgressExport(document.getElementById('progress-export'), { store, lessonIds: () => ids, onChild });
// The page owns the course's data: the control asks it for the lesson ids and fetches nothing.
// `lessonIds` may give the course's lessons instead ([{id, steps, skills}], web/site/course.mjs):
// the file then carries the child's misses per skill over them too. The file carries the child's
// daily review stars (web/lesson/review-store.mjs reviewStars) always.
import { offerDownload } from '../board/api.mjs';
import { DEFAULT_LANG, matchLang } from '../i18n/lang.mjs';
import { classText, loadClassText } from '../i18n/class.mjs';
import { cleanName, DEFAULT_CHILD, ProgressStore, missesBySkill } from '../lesson/progress.mjs';
import { makeProgressFile } from '../lesson/progress-file.mjs';
import { ReviewStore, nameChild } from '../lesson/review-store.mjs';

/** Where the device's id lives: made once, kept for every later export. */
export const DEVICE_KEY = 'chess-lessons:device';
/** The name last written for the unnamed child (a child's own phone, where nobody adds names). */
export const EXPORT_NAME_KEY = 'chess-lessons:export-name';
const DEVICE = /^[0-9a-f]{16}$/;
// Lesson and step ids as the lesson files write them; anything else in the store is not exported.
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

let sessionDevice = null; // the id of a device whose storage refuses to keep one

function readStorage(key) {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeStorage(key, value) {
  try {
    globalThis.localStorage?.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** This device's id: 16 random hex digits, made on the first export and kept in localStorage
 *  (for this visit only where storage is refused). */
export function deviceId() {
  const saved = readStorage(DEVICE_KEY);
  if (saved && DEVICE.test(saved)) return saved;
  if (sessionDevice) return sessionDevice;
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  const id = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  if (!writeStorage(DEVICE_KEY, id)) sessionDevice = id;
  return id;
}

const COUNT = (value) => (Number.isInteger(value) && value >= 0 ? Math.min(value, 999) : null);

/** The current child's steps, lesson id → step id → {stars, hints, nudges, mistakes}, for the
 *  lessons of `lessonIds`. */
export function progressOf(store, lessonIds) {
  const lessons = {};
  for (const lessonId of lessonIds) {
    if (!ID.test(lessonId)) continue;
    const steps = {};
    for (const [stepId, record] of Object.entries(store.lessonRecord(lessonId)?.steps ?? {})) {
      if (ID.test(stepId) && Number.isInteger(record?.stars) && record.stars >= 1 && record.stars <= 3) {
        steps[stepId] = { stars: record.stars, hints: COUNT(record.hints), nudges: COUNT(record.nudges), mistakes: COUNT(record.mistakes) };
      }
    }
    if (Object.keys(steps).length) lessons[lessonId] = steps;
  }
  return lessons;
}

/** The file's name: "国际象棋进度-小明-2026-05-01.json", with no character a file system refuses. */
function fileNameFor(prefix, name, date) {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  const safe = name.replace(/[\\/:*?"<>|\s]+/g, '_').replace(/^\.+/, '');
  return `${prefix}-${safe}-${day}.json`;
}

/**
 * Builds the control inside `container` and keeps it up to date. `store` is a ProgressStore (by
 * default one of its own; it is re-read before every export); `lessonIds` returns (a promise of)
 * the ids of the lessons to export, asked again on the next export if it failed; it and the words
 * are first asked for when the container comes near the screen. container.dataset.ready is 'true'
 * once the control shows; when an export ends, container.dataset.exported says how: 'shared',
 * 'downloaded', 'cancelled' or 'failed'. Returns {destroy()}.
 */
export function mountProgressExport(container, {
  store = new ProgressStore(),
  lessonIds: askLessonIds,
  onChild = () => {},
}) {
  const langOfPage = () => matchLang(document.documentElement.lang) ?? DEFAULT_LANG;
  let lang = langOfPage();
  let lessonIds = null;
  let lessonList = null; // the lessons with their steps' skills, where the page gives them
  let shownChild = null;
  let status = null; // [key, params] of the status line, redrawn in a new language

  const section = document.createElement('section');
  section.className = 'lx-export';
  const heading = document.createElement('h2');
  heading.className = 'lx-h2';
  heading.id = 'progress-export-title';
  section.setAttribute('aria-labelledby', heading.id);
  const intro = document.createElement('p');
  intro.className = 'lx-intro';
  const form = document.createElement('form');
  form.className = 'lx-row';
  const label = document.createElement('label');
  label.className = 'lx-field';
  const labelText = document.createElement('span');
  const input = document.createElement('input');
  input.className = 'lx-input';
  input.name = 'name';
  input.maxLength = 40;
  input.autocomplete = 'off';
  label.append(labelText, input);
  const button = document.createElement('button');
  button.type = 'submit';
  button.className = 'lx-button';
  form.append(label, button);
  const line = document.createElement('p');
  line.className = 'lx-notice';
  line.setAttribute('role', 'status');
  const teacher = document.createElement('p');
  teacher.className = 'lx-intro';
  const classLink = document.createElement('a');
  classLink.href = new URL('class/', document.baseURI).href;
  teacher.appendChild(classLink);
  section.append(heading, intro, form, line, teacher);
  section.hidden = true;
  container.replaceChildren(section);

  function render() {
    heading.textContent = classText(lang, 'export.title');
    intro.textContent = classText(lang, 'export.intro');
    labelText.textContent = classText(lang, 'export.name');
    input.placeholder = classText(lang, 'export.namePlaceholder');
    button.textContent = classText(lang, 'export.send');
    line.textContent = status ? classText(lang, `export.${status[0]}`, status[1]) : '';
    classLink.textContent = classText(lang, 'export.teacherLink');
  }

  function say(key, params = {}) {
    status = key ? [key, params] : null;
    render();
  }

  /** Shows the page's chosen child in the name field when the choice has changed. */
  function followChild() {
    store.reload();
    if (store.child === shownChild) return;
    shownChild = store.child;
    input.value = shownChild === DEFAULT_CHILD ? readStorage(EXPORT_NAME_KEY) ?? '' : shownChild;
    input.readOnly = shownChild !== DEFAULT_CHILD; // a named child's name is the profile's
  }

  async function loadLessonIds() {
    try {
      const ids = await askLessonIds();
      if (!Array.isArray(ids)) throw new TypeError('lessonIds() gave no list');
      lessonList = ids.every((item) => item !== null && typeof item === 'object' && typeof item.id === 'string') ? ids : null;
      lessonIds = lessonList ? lessonList.map((lesson) => lesson.id) : ids;
    } catch {
      lessonIds = null; // tried again on the next export
    }
  }

  function finish(how, key, params) {
    say(key, params);
    container.dataset.exported = how;
  }

  async function send(event) {
    event.preventDefault();
    followChild();
    const name = cleanName(input.value);
    if (!name) {
      say('needName');
      input.focus();
      return;
    }
    if (!lessonIds) {
      say('notReady');
      loadLessonIds();
      return;
    }
    let file;
    try {
      const now = new Date();
      const text = makeProgressFile({ name, device: deviceId(), exported: now, lessons: progressOf(store, lessonIds), skills: lessonList ? missesBySkill(store, lessonList) : undefined, review: new ReviewStore().reviewStars(store.child) });
      file = new File([text], fileNameFor(classText(lang, 'export.filePrefix'), name, now), { type: 'application/json' });
    } catch (error) {
      finish('failed', 'failed', { detail: String(error?.message ?? error) });
      return;
    }
    if (store.child === DEFAULT_CHILD) {
      // the name written is the unnamed child's from now on: the profile's, the one name it has
      writeStorage(EXPORT_NAME_KEY, name);
      nameChild(store, name);
      shownChild = store.child;
      input.readOnly = true;
      onChild();
    }
    // The share sheet opens only from the click itself: nothing above waits.
    const nav = globalThis.navigator;
    if (typeof nav.canShare === 'function' && typeof nav.share === 'function' && nav.canShare({ files: [file] })) {
      try {
        await nav.share({ files: [file], title: classText(lang, 'export.shareTitle', { name }) });
        finish('shared', 'shared');
        return;
      } catch (error) {
        if (error?.name === 'AbortError') {
          finish('cancelled', null);
          return;
        }
        // the system refused the file: it is downloaded instead
      }
    }
    offerDownload(document, file, file.name);
    finish('downloaded', 'downloaded', { file: file.name });
  }

  // The page's language's words are loaded at mount; another language's when the page turns to it,
  // and the control is drawn in it once they are there (a child rarely switches: the index
  // downloads one language, not three).
  const languageWatch = new MutationObserver(() => {
    const next = langOfPage();
    if (next === lang) return;
    lang = next;
    loadClassText(next).then(() => { if (lang === next) render(); }, () => {});
  });
  languageWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  // The page's child picker changes the store: read it again after any change on the page.
  const onPageChange = (event) => { if (!form.contains(event.target)) followChild(); };
  document.addEventListener('change', onPageChange);
  document.addEventListener('submit', onPageChange);
  globalThis.addEventListener('storage', followChild);
  form.addEventListener('submit', send);

  followChild();
  // Shown once its words are there and the lessons are known (or could not be read: then an
  // export says so and tries again), so that the first press exports at once. A parent's tool at
  // the foot of a page: both are fetched when the control comes near the screen.
  const near = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    near.disconnect();
    Promise.all([loadClassText(lang), loadLessonIds()]).then(() => {
      render();
      section.hidden = false;
      container.dataset.ready = 'true';
    }, () => {});
  }, { rootMargin: '300px 0px' });
  near.observe(container);

  return {
    destroy() {
      near.disconnect();
      languageWatch.disconnect();
      document.removeEventListener('change', onPageChange);
      document.removeEventListener('submit', onPageChange);
      globalThis.removeEventListener('storage', followChild);
      form.removeEventListener('submit', send);
      container.replaceChildren();
    },
  };
}
