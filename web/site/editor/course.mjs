// The editor's course builder, and the course's lessons as a source of positions. The teacher's
// choice of lessons, in order, as lessons/index.json entries (lessons/index.schema.json): the site's
// own entries as the site's index has them, and a lesson opened or made here as an entry of its own
// group. Kept in localStorage beside the draft; the link opens the site's course map cut to the
// site's lessons of the list (`?lessons=…`, web/site/index.mjs).
import { offerDownload } from '../../board/api.mjs';
import { boardStrings } from '../../i18n/board.mjs';
import { LANGS } from '../../i18n/lang.mjs';
import { createCourseIcon } from '../course-icons.mjs';
import { button } from './fields.mjs';
import { ICON_CHOICES, suggestIcon } from './lesson-icon.mjs';
import { lessonForFile } from './lesson-file.mjs';
import { loadWords } from './words.mjs';

const COURSE_KEY = 'chess-editor-course';
const ICONS_KEY = 'chess-editor-icons';
const OWN_GROUP = 'my-lessons';

function readSaved(key, fallback, valid) {
  try { const saved = JSON.parse(localStorage.getItem(key) ?? 'null'); return valid(saved) ? saved : fallback; } catch { return fallback; }
}

/**
 * The course section of `ctx` ({state, $, ui, takePosition(source)}): {load, render, renderIcon,
 * thisLessonOption, iconName}. Its list and the teacher's pictures are its own state.
 */
export function createCourse(ctx) {
  const { state, $, ui } = ctx;
  const course = {
    index: null, // the site's lessons/index.json
    choice: readSaved(COURSE_KEY, [], Array.isArray).filter((entry) => typeof entry?.id === 'string'),
    icons: readSaved(ICONS_KEY, {}, (saved) => saved && typeof saved === 'object'), // the picture of each own lesson, by id
  };

  const entryTitle = (entry) => entry.title?.[state.lang] || entry.title?.['zh-Hans'] || entry.id;
  const isSiteLesson = (entry) => Boolean(course.index?.lessons.some((site) => site.id === entry.id && site.file === entry.file));

  /** The edited lesson's picture: the teacher's choice, else the one its steps suggest. */
  function ownIcon() {
    const chosen = course.icons[state.lesson.id];
    return ICON_CHOICES.includes(chosen) ? chosen : suggestIcon(state.lesson);
  }

  /** The edited lesson as an index entry: its own group, its picture, and the review topic. */
  function ownEntry() {
    const file = lessonForFile(state.lesson);
    return { id: file.id, group: OWN_GROUP, topics: ['review'], title: file.title, icon: ownIcon(), file: `${file.id}.json` };
  }

  /** An icon's name in the teacher's language: a piece by its colour and name, a symbol by its word. */
  function iconName(icon) {
    if (!/^[KQRBNPkqrbnp]$/.test(icon)) return ui(`icon-${icon}`);
    const names = boardStrings[state.lang];
    const color = icon === icon.toUpperCase() ? names.white : names.black;
    return `${color}${state.lang === 'en' ? ' ' : ''}${names.pieces[icon.toLowerCase()]}`;
  }

  /** The picture chooser: shown while the course menu offers the lesson being edited. */
  function renderIcon() {
    const icon = ownIcon();
    /** @type {HTMLSelectElement} */ ($('course-icon')).value = icon;
    $('course-icon-picture').replaceChildren(createCourseIcon(document, icon));
    $('course-icon-row').hidden = $('course-choose').value !== '';
  }

  function save() {
    try { localStorage.setItem(COURSE_KEY, JSON.stringify(course.choice)); } catch { /* kept for this visit */ }
  }

  /** The course menu's first choice: the lesson being edited, by its title as it is now. */
  const thisLessonOption = () => ui('courseThisLesson', { title: lessonForFile(state.lesson).title?.[state.lang] || state.lesson.id });

  function moveInCourse(n, by) {
    const [moved] = course.choice.splice(n, 1);
    course.choice.splice(n + by, 0, moved);
    save();
    render();
  }

  function render() {
    const choose = /** @type {HTMLSelectElement} */ ($('course-choose'));
    const chosen = choose.value;
    choose.replaceChildren(new Option(thisLessonOption(), ''), ...(course.index?.lessons ?? []).map((entry) => new Option(entryTitle(entry), entry.id)));
    choose.value = chosen;
    renderIcon();
    const list = $('course-list');
    list.replaceChildren(...course.choice.map((entry, n) => {
      const item = document.createElement('li');
      const picture = document.createElement('span');
      picture.className = 'ed-course-icon';
      picture.append(createCourseIcon(document, entry.icon));
      const name = document.createElement('span');
      name.textContent = `${entryTitle(entry)} (${entry.id}) `;
      const up = button('↑', () => moveInCourse(n, -1));
      up.setAttribute('aria-label', ui('courseUp', { title: entryTitle(entry) }));
      up.disabled = n === 0;
      const down = button('↓', () => moveInCourse(n, 1));
      down.setAttribute('aria-label', ui('courseDown', { title: entryTitle(entry) }));
      down.disabled = n === course.choice.length - 1;
      const remove = button('✕', () => { course.choice.splice(n, 1); save(); render(); });
      remove.setAttribute('aria-label', ui('courseRemove', { title: entryTitle(entry) }));
      item.append(picture, name, up, down, remove);
      return item;
    }));
    if (!course.choice.length) list.append(Object.assign(document.createElement('li'), { textContent: ui('courseEmpty'), className: 'ed-muted' }));
    const siteIds = course.choice.filter(isSiteLesson).map((entry) => entry.id);
    const link = /** @type {HTMLAnchorElement} */ ($('course-link'));
    link.textContent = ui('courseLink');
    link.hidden = siteIds.length === 0;
    link.href = `../?lessons=${siteIds.map(encodeURIComponent).join(',')}`;
    const own = course.choice.filter((entry) => !isSiteLesson(entry));
    $('course-note').textContent = own.map((entry) => ui('courseOwnNote', { title: entryTitle(entry) })).join(' ');
    /** @type {HTMLButtonElement} */ ($('course-download')).disabled = course.choice.length === 0;
  }

  /** The course as lessons/index.json holds it: the groups its lessons use, then the lessons in order.
   *  A lesson of a group the site's index lacks is put in the teacher's own group. */
  async function courseFile() {
    const ownTitle = Object.fromEntries(await Promise.all(LANGS.map(async (code) => [code, (await loadWords(code)).ui.courseOwnGroup])));
    const lessons = course.choice.map((entry) => (course.index?.groups?.[entry.group] ? entry : { ...entry, group: OWN_GROUP }));
    const groups = {};
    for (const entry of lessons) groups[entry.group] ??= entry.group === OWN_GROUP ? ownTitle : course.index.groups[entry.group];
    return { version: 1, groups, lessons };
  }

  /** The site's lessons: in the course menu, and in the menu of lessons to take a position from. */
  async function load() {
    try {
      course.index = await (await fetch('../lessons/index.json')).json();
    } catch {
      course.index = { lessons: [] };
    }
    const select = $('from-lesson');
    select.replaceChildren(new Option(ui('chooseLesson'), ''), ...course.index.lessons.map((entry) => new Option(entry.title[state.lang] ?? entry.id, entry.file)));
    render();
  }

  /** A second select of that lesson's steps; the step chosen gives the shown step its position. */
  async function takeFrom(file) {
    if (!file) return;
    const other = await (await fetch(`../lessons/${file}`)).json();
    let steps = /** @type {HTMLSelectElement | null} */ ($('from-step'));
    if (!steps) {
      steps = document.createElement('select');
      steps.id = 'from-step';
      steps.setAttribute('aria-label', ui('chooseStep'));
      $('from-lesson').closest('.ed-row').append(steps);
    }
    steps.replaceChildren(new Option(ui('chooseStep'), ''), ...other.steps.map((s, n) => new Option(`${n + 1} · ${s.id}`, String(n))));
    steps.onchange = () => {
      const source = other.steps[Number(steps.value)];
      if (source?.fen) ctx.takePosition(source);
    };
  }

  $('course-add').addEventListener('click', () => {
    const id = $('course-choose').value;
    const entry = id ? course.index?.lessons.find((site) => site.id === id) : ownEntry();
    if (!entry) return;
    // a lesson is in the list once: adding it again takes its newest entry, in its place
    const at = course.choice.findIndex((chosen) => chosen.id === entry.id);
    if (at >= 0) course.choice[at] = structuredClone(entry);
    else course.choice.push(structuredClone(entry));
    save();
    render();
  });
  $('course-choose').addEventListener('change', renderIcon);
  $('course-icon').addEventListener('change', () => {
    course.icons[state.lesson.id] = $('course-icon').value;
    try { localStorage.setItem(ICONS_KEY, JSON.stringify(course.icons)); } catch { /* kept for this visit */ }
    // the lesson already in the list takes its new picture there too
    const listed = course.choice.find((entry) => entry.id === state.lesson.id && !isSiteLesson(entry));
    if (listed) { listed.icon = ownIcon(); save(); }
    render();
  });
  $('course-download').addEventListener('click', async () => {
    const text = `${JSON.stringify(await courseFile(), null, 2)}\n`;
    offerDownload(document, new Blob([text], { type: 'application/json' }), 'index.json');
  });
  $('from-lesson').addEventListener('change', () => takeFrom($('from-lesson').value));

  return { load, render, renderIcon, thisLessonOption, iconName };
}
