// The teacher's class page (/class/): the progress codes the children send (pasted, one or a
// whole WeChat 接龙 message at once, or read from a photo of a QR code) and the progress files
// they export (several at once by the file picker or by dropping them) are shown as a table of
// children × lessons with the stars of each (its rows as data: class-table.mjs), in the order and with the titles of
// lessons/index.json, a teacher's own lessons among them; below it, the class's list of names and
// the assignments, each with its link and its table (web/site/class/assignments.mjs), and the skills
// each child missed most (skills.mjs). Every code
// and file is untrusted: each is checked, a refused one is named with its reason and the rest of
// the class stays, and every value reaches the page as text (textContent), never as HTML. The
// class is kept on this device (class-data.mjs: localStorage, the codes' and files' own texts,
// checked again when read back) and never sent anywhere.
// Bundled by scripts/build-page-scripts.mjs into dist/class/class.mjs.
import { LANGS, matchLang, pickLang, pickText } from '../../i18n/lesson.mjs';
import { classText, loadClassText } from '../../i18n/class.mjs';
import { ProgressStore } from '../../lesson/progress.mjs';
import { MAX_FILE_KB, MAX_FILE_LENGTH, parseProgressFile } from '../../lesson/progress-file.mjs';
import { offerDownload } from '../../board/api.mjs';
import { loadSiteCourse, playedSteps, worksheetPath } from '../course.mjs';
import { registerServiceWorker } from '../offline.mjs';
import { ClassData } from './class-data.mjs';
import { csvName, csvText } from './csv.mjs';
import { mountAssignments } from './assignments.mjs';
import { mountCamera, watchDrops } from './inputs.mjs';
import { renderSkills, skillRows } from './skills.mjs';
import { classSummary, deviceSuffixes, isFinished, keyOf, tableRows as sortedRows } from './class-table.mjs';
import { renderSummary, summaryCsvRow } from './summary-row.mjs';
import { el } from '../../lesson/render.mjs';
// A file of MAX_FILE_LENGTH characters takes at most 3 UTF-8 bytes for each: anything bigger is
// refused without being read.
const MAX_FILE_BYTES = MAX_FILE_LENGTH * 3;
const MAX_SHOWN_FILE_NAME = 80;

const store = new ProgressStore(); // the site's saved language
let lang = matchLang(store.lang) ?? pickLang();
let index = null; // {groups, lessons}: the folder's course (web/site/course.mjs), a teacher's own lessons among them
const stepIds = new Map(); // lesson id → its main path's step ids (a lesson is done with them), once read
const data = new ClassData(); // the files, codes, roster and assignments kept on this device
let assignments = null; // the roster and assignments part (assignments.mjs), once mounted
let sort = { key: 'name', descending: false };
let group = ''; // the group of lessons shown, '' for all
let report = null; // the last import's outcome, to show again after a redraw
let storageProblem = null;

const $ = (id) => document.getElementById(id);
const t = (key, params) => classText(lang, `page.${key}`, params);
const storage = () => globalThis.localStorage;
const element = (tag, className, text) => el(document, tag, className, text);

// ---- the class kept on this device -------------------------------------------------------

function saveClass() {
  let saved = false;
  try {
    saved = data.save(storage());
  } catch { /* no storage at all */ }
  storageProblem = saved ? null : 'storageFull';
}

function restoreClass() {
  let broken = 0;
  try {
    broken = data.restore(storage(), lang);
  } catch { /* no storage at all */ }
  if (broken) report = { lines: [t('storedBroken', { count: broken })], problems: [] };
}

// ---- pasted codes and QR photos ------------------------------------------------------------

/** Reads every code of a pasted text into the class; the report says what was read and refused. */
function importPasted(text) {
  const { counts, problems, older, links } = data.addPasted(text, lang);
  const lines = [];
  for (const link of links) {
    lines.push(classText(lang, link.added ? 'paste.linkAdded' : 'paste.linkKnown', { title: link.title }));
    if (link.names) lines.push(classText(lang, 'paste.linkNames', { count: link.names }));
  }
  const read = counts.added + counts.updated + counts.same;
  if (read) lines.push(classText(lang, 'paste.added', { count: read }));
  if (!read && !problems.length && !older.length && !links.length) lines.push(classText(lang, 'paste.none'));
  report = {
    lines,
    codes: true,
    problems: [...problems.map(({ near, message }) => classText(lang, 'paste.refused', { near, reason: message })),
      ...older.map((name) => classText(lang, 'paste.older', { name }))],
  };
  if (counts.added || counts.updated || links.some((link) => link.added || link.names)) saveClass();
  renderAll();
  document.body.dataset.imports = String(Number(document.body.dataset.imports ?? 0) + 1);
}

/** Reads the QR codes of photos (createImageBitmap: no data: or blob: image under the CSP). */
async function importPhotos(files) {
  const texts = [];
  const problems = [];
  const { readQrPhoto } = await import('../../lesson/progress-code-scan.mjs');
  for (const file of files) {
    const name = shownFileName(String(file.name ?? ''));
    try {
      const text = await readQrPhoto(file);
      if (text) texts.push(text);
      else problems.push(classText(lang, 'paste.photoNone', { file: name }));
    } catch (error) {
      problems.push(classText(lang, 'paste.photoFailed', { file: name, detail: String(error?.message ?? error) }));
    }
  }
  importPasted(texts.join('\n'));
  report.problems.push(...problems);
  if (problems.length && !texts.length) report.lines = [];
  renderReport();
}

// ---- importing ---------------------------------------------------------------------------

const shownFileName = (name) => (name.length > MAX_SHOWN_FILE_NAME ? `${name.slice(0, MAX_SHOWN_FILE_NAME - 1)}…` : name);

async function importFiles(files) {
  const counts = { added: 0, updated: 0, same: 0 };
  const problems = [];
  for (const file of files) {
    const name = shownFileName(String(file.name ?? ''));
    if (file.size > MAX_FILE_BYTES) {
      problems.push(t('refused', { file: name, reason: classText(lang, 'file.TOO_LARGE', { limit: MAX_FILE_KB }) }));
      continue;
    }
    let text;
    try {
      text = await file.text();
    } catch (error) {
      problems.push(t('readFailed', { file: name, detail: String(error?.message ?? error) }));
      continue;
    }
    const parsed = parseProgressFile(text, lang);
    if (!parsed.ok) {
      problems.push(t('refused', { file: name, reason: parsed.error.message }));
      continue;
    }
    const outcome = data.addFile(parsed.value, text);
    if (outcome === 'older') {
      const newer = data.files.get(keyOf(parsed.value));
      problems.push(t('older', { file: name, name: newer.name, date: formatDate(newer.exported) }));
    } else {
      counts[outcome] += 1;
    }
  }
  const lines = [];
  if (counts.added) lines.push(t('added', { count: counts.added }));
  if (counts.updated) lines.push(t('updated', { count: counts.updated }));
  if (counts.same) lines.push(t('unchanged', { count: counts.same }));
  report = { lines, problems };
  if (counts.added || counts.updated) saveClass();
  renderTable();
  renderReport();
  document.body.dataset.imports = String(Number(document.body.dataset.imports ?? 0) + 1);
}

// ---- drawing -----------------------------------------------------------------------------

function formatDate(iso) {
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'numeric', day: 'numeric' }).format(new Date(iso));
}

function renderStatic() {
  document.documentElement.lang = lang;
  document.title = t('title');
  // a key of the page's part, or part.key of another (the paste box's, the CSV's)
  for (const node of document.querySelectorAll('[data-text]')) {
    node.textContent = node.dataset.text.includes('.') ? classText(lang, node.dataset.text) : t(node.dataset.text);
  }
  for (const node of document.querySelectorAll('[data-label]')) node.setAttribute('aria-label', classText(lang, node.dataset.label));
  $('lang').value = lang;
  renderGroups();
  renderWorksheets();
}

function renderGroups() {
  const select = $('group');
  select.replaceChildren(element('option', '', t('allLessons')));
  select.firstChild.value = '';
  const ids = [...new Set((index?.lessons ?? []).map((entry) => entry.group))];
  for (const id of ids) {
    const option = element('option', '', pickText(index.groups?.[id], lang) || id);
    option.value = id;
    select.appendChild(option);
  }
  if (!ids.includes(group)) group = '';
  select.value = group;
}

/** Each lesson's worksheet (its print view, scripts/build-print.mjs), by group, numbered as the
 *  index numbers the lessons; in the page's language. */
function renderWorksheets() {
  const box = $('sheets');
  box.replaceChildren();
  const lessons = index?.lessons ?? [];
  for (const id of [...new Set(lessons.map((entry) => entry.group))]) {
    const part = element('div', 'cx-sheet-group');
    part.appendChild(element('h3', 'cx-sheet-title', pickText(index.groups?.[id], lang) || id));
    const list = element('ul', 'cx-sheet-list');
    for (const entry of lessons.filter((lesson) => lesson.group === id)) {
      const link = element('a', 'cx-sheet');
      link.href = new URL(`../${worksheetPath(entry)}${entry.extra ? '&' : '?'}lang=${lang}`, document.baseURI).href;
      link.dataset.lesson = entry.id;
      link.append(element('span', 'cx-lesson-number', String(lessons.indexOf(entry) + 1)), element('span', '', pickText(entry.title, lang)),
        element('span', 'cx-sr', ` · ${t('sheetLink')}`));
      list.appendChild(element('li')).appendChild(link);
    }
    part.appendChild(list);
    box.appendChild(part);
  }
}

function renderReport() {
  const box = $('report');
  box.replaceChildren();
  const lines = [...(report?.lines ?? []), ...(storageProblem ? [t(storageProblem)] : [])];
  for (const line of lines) box.appendChild(element('p', 'cx-report-line', line));
  // codes of an assignment made on another device: why their lessons and 还没交 are not shown, and what to do
  if (awayCodes) box.appendChild(element('p', 'cx-report-line cx-away', classText(lang, 'paste.away', { count: awayCodes })));
  // a code read, but made for another course list: said for as long as it is kept
  const problems = [...(report?.problems ?? []), ...unmatched.map(({ name, message }) => classText(lang, 'paste.refused', { near: name, reason: message }))];
  if (problems.length) {
    const title = report?.problems.length && !report.codes ? t('refusedTitle') : classText(lang, 'paste.refusedTitle');
    box.appendChild(element('p', 'cx-report-line cx-refused-title', title));
    const list = element('ul', 'cx-problems');
    for (const problem of problems) list.appendChild(element('li', '', problem));
    box.appendChild(list);
  }
}

/** Every child of the table: the files' and the codes' (a code's child has no device). */
let unmatched = []; // codes kept that match neither the course nor an assignment: [{name, message}]
let awayCodes = 0; // codes kept of an assignment this device does not have
function classChildren() {
  const course = (index?.lessons ?? []).map((entry) => ({ id: entry.id, steps: entry.steps ?? [] })); // as codes are made
  const fromCodes = index ? data.codeChildren(course, lang) : { children: [], problems: [] };
  unmatched = fromCodes.problems;
  awayCodes = fromCodes.away ?? 0;
  return [...data.files.values(), ...fromCodes.children.map((child) => ({ ...child, device: '', exported: child.made, fromCode: true }))];
}

function sortButton(key, label) {
  const th = element('th', `cx-sortable cx-col-${key}`);
  th.scope = 'col';
  if (sort.key === key) th.setAttribute('aria-sort', sort.descending ? 'descending' : 'ascending');
  const button = element('button', 'cx-sort', label);
  button.type = 'button';
  button.dataset.sort = key;
  const arrow = element('span', 'cx-sort-arrow', sort.key === key ? (sort.descending ? '▼' : '▲') : '');
  arrow.setAttribute('aria-hidden', 'true');
  button.appendChild(arrow);
  th.appendChild(button);
  return th;
}

function renderTable() {
  const lessons = (index?.lessons ?? []).filter((entry) => !group || entry.group === group);
  const rows = sortedRows(classChildren(), lessons, { stepIds, sort, lang });
  const suffixOf = deviceSuffixes(rows);

  const table = $('table');
  const groupName = group ? pickText(index?.groups?.[group], lang) || group : '';
  $('caption').textContent = group ? t('captionGroup', { count: rows.length, group: groupName }) : t('caption', { count: rows.length });
  const head = table.tHead;
  head.replaceChildren();
  // lesson groups over their lessons
  if (!group && lessons.length) {
    const groupRow = element('tr', 'cx-group-row');
    groupRow.appendChild(element('td', 'cx-corner')).colSpan = 3; // over the name, the total and the review stars
    for (const entry of lessons) {
      const last = groupRow.lastChild;
      if (last.dataset.group === entry.group) {
        last.colSpan += 1;
        continue;
      }
      const th = element('th', 'cx-group', pickText(index.groups?.[entry.group], lang) || entry.group);
      th.scope = 'colgroup';
      th.dataset.group = entry.group;
      groupRow.appendChild(th);
    }
    head.appendChild(groupRow);
  }
  const titleRow = element('tr', 'cx-title-row');
  titleRow.append(sortButton('name', t('name')), sortButton('total', t('total')));
  const reviewHead = element('th', 'cx-col-review', t('review'));
  reviewHead.scope = 'col';
  reviewHead.title = t('reviewNote');
  titleRow.appendChild(reviewHead);
  for (const entry of lessons) {
    const th = element('th', 'cx-lesson');
    th.scope = 'col';
    th.dataset.lesson = entry.id;
    // the lesson's number in the whole course, as the index page numbers it
    th.appendChild(element('span', 'cx-lesson-number', String(index.lessons.indexOf(entry) + 1)));
    th.appendChild(element('span', 'cx-lesson-title', pickText(entry.title, lang)));
    titleRow.appendChild(th);
  }
  head.appendChild(titleRow);
  const maxRow = element('tr', 'cx-max-row');
  const maxHead = element('th', 'cx-col-name', t('max'));
  maxHead.scope = 'row';
  const maxTotal = lessons.reduce((sum, entry) => sum + (stepIds.get(entry.id)?.length ?? 0) * 3, 0);
  maxRow.append(maxHead, element('td', 'cx-col-total', String(maxTotal)), element('td', 'cx-col-review', '–'));
  for (const entry of lessons) {
    const ids = stepIds.get(entry.id);
    maxRow.appendChild(element('td', 'cx-max', ids ? String(ids.length * 3) : '?')).dataset.lesson = entry.id;
  }
  head.appendChild(maxRow);

  const body = table.tBodies[0];
  body.replaceChildren();
  for (const { child, scores, review, total } of rows) {
    const tr = element('tr');
    tr.dataset.device = child.device;
    tr.dataset.name = child.name;
    if (child.fromCode) tr.dataset.code = 'true';
    const nameCell = element('th', 'cx-col-name');
    nameCell.scope = 'row';
    nameCell.appendChild(element('bdi', 'cx-name', child.name));
    const suffix = suffixOf(child);
    if (suffix) {
      const tag = element('span', 'cx-device', `#${suffix}`);
      tag.title = t('device', { id: suffix });
      nameCell.append(' ', tag);
    }
    // the export date under the name: the teacher sees how fresh each file is
    const date = element('span', 'cx-date');
    date.append(element('span', 'cx-sr', `${t('exported')} `), formatDate(child.exported));
    nameCell.appendChild(date);
    tr.appendChild(nameCell);
    tr.appendChild(element('td', 'cx-col-total', String(total)));
    // the daily review's stars (counted in the total); – where the file or code does not say
    const reviewCell = tr.appendChild(element('td', 'cx-col-review', review === null ? '–' : String(review)));
    reviewCell.dataset.review = review === null ? '' : String(review);
    if (review === null) reviewCell.title = t('reviewUnknown');
    lessons.forEach((entry, n) => {
      const score = scores[n];
      const cell = element('td', 'cx-cell');
      cell.dataset.lesson = entry.id;
      cell.dataset.stars = String(score.stars);
      cell.dataset.done = String(score.done);
      cell.dataset.hints = String(score.hints);
      if (score.unknown) {
        cell.classList.add('is-unknown');
        cell.dataset.unknown = 'true';
        cell.title = t('awayCell');
        cell.append(element('span', 'cx-stars', '?'), element('span', 'cx-sr', t('awayCell')));
        tr.appendChild(cell);
        return;
      }
      if (score.done > 0) cell.classList.add(isFinished(score) ? 'is-complete' : 'is-partial');
      cell.appendChild(element('span', 'cx-stars', score.done > 0 ? String(score.stars) : ''));
      cell.appendChild(element('span', 'cx-sr', score.done > 0
        ? t('starsCell', { stars: score.stars, done: score.done, total: score.total ?? '?' })
        : t('notStarted')));
      tr.appendChild(cell);
    });
    body.appendChild(tr);
  }
  // the whole class under the children: who finished each lesson, and their average stars
  renderSummary(table.tFoot ?? table.createTFoot(), classSummary(rows), lessons, { lang, t, element });
  const empty = rows.length === 0;
  $('empty').hidden = !empty;
  $('table-box').hidden = empty;
  $('legend').hidden = empty;
  $('summary-legend').hidden = empty;
  $('print').disabled = empty && !data.assignments.length;
  $('clear').disabled = empty;
  $('csv').disabled = empty;
  tableRows = rows;
  tableLessons = lessons;
  renderSkills($('skills'), skillRows(data), { lang, t }); // per child, the skills missed most
}

let tableRows = [];
let tableLessons = [];
/** The table as a CSV file: a row per child, its name, total and stars per lesson; the whole
 *  class's row last. */
function exportCsv() {
  const lessonTitle = (entry) => `${index.lessons.indexOf(entry) + 1}. ${pickText(entry.title, lang)}`;
  const rows = [[classText(lang, 'csv.name'), classText(lang, 'csv.total'), classText(lang, 'csv.review'), ...tableLessons.map(lessonTitle)]];
  for (const { child, scores, review, total } of tableRows) rows.push([child.name, total, review ?? '', ...scores.map((score) => (score.done ? score.stars : ''))]);
  const summary = summaryCsvRow(classSummary(tableRows), lang);
  if (summary) rows.push(summary);
  const name = csvName(classText(lang, 'csv.filePrefix'), '');
  offerDownload(document, new Blob([csvText(rows)], { type: 'text/csv;charset=utf-8' }), name);
}

function renderAll() {
  renderTable();
  renderReport();
  assignments?.render();
}

// ---- the page ----------------------------------------------------------------------------

async function setLang(next) {
  if (!LANGS.includes(next)) return;
  lang = next;
  store.setLang(lang);
  await loadClassText(lang);
  if (next !== lang) return; // switched again meanwhile
  report = null;
  renderStatic();
  renderAll();
}

async function loadIndex() {
  // the folder's course as its children see it: the build's lessons and a teacher's own (course.mjs)
  const course = await loadSiteCourse(new URL('../', document.baseURI));
  index = { groups: Object.fromEntries(course.groups.map((entry) => [entry.id, entry.title])), lessons: course.lessons };
  for (const lesson of course.lessons) stepIds.set(lesson.id, playedSteps(lesson, false));
  renderGroups();
  renderWorksheets();
  renderTable();
  renderReport();
  assignments?.setCourse(course.lessons);
}

$('lang').addEventListener('change', (event) => setLang(event.target.value));
$('choose').addEventListener('click', () => $('files').click());
$('files').addEventListener('change', async (event) => {
  const files = [...event.target.files];
  event.target.value = ''; // the same files may be chosen again
  await importFiles(files);
});
$('group').addEventListener('change', (event) => {
  group = event.target.value;
  renderTable();
});
$('table').addEventListener('click', (event) => {
  const button = event.target.closest('button[data-sort]');
  if (!button) return;
  const key = button.dataset.sort;
  // names A to Z first, totals most first; a second click turns the order round
  sort = { key, descending: sort.key === key ? !sort.descending : key === 'total' };
  renderTable();
  document.querySelector(`button[data-sort="${key}"]`).focus();
});
$('print').addEventListener('click', () => globalThis.print());
$('csv').addEventListener('click', exportCsv);
// a paste is read at once, and the box stays empty and focused for the next one
$('paste').addEventListener('paste', (event) => {
  const text = event.clipboardData?.getData('text/plain') ?? '';
  if (!text) return;
  event.preventDefault();
  importPasted(text);
  $('paste').focus();
});
$('paste-form').addEventListener('submit', (event) => {
  event.preventDefault();
  importPasted($('paste').value);
  $('paste').value = '';
  $('paste').focus();
});
$('photo').addEventListener('click', () => $('photos').click());
mountCamera({
  button: $('camera'), box: $('camera-box'), video: $('camera-video'), stop: $('camera-stop'), status: $('camera-status'),
  t: (key, params) => classText(lang, key, params), onText: importPasted,
});
$('photos').addEventListener('change', async (event) => {
  const files = [...event.target.files];
  event.target.value = '';
  await importPhotos(files);
});
$('clear').addEventListener('click', () => {
  const count = data.files.size + data.codes.size;
  if (!globalThis.confirm(t('clearConfirm', { count }))) return;
  data.files.clear();
  data.codes.clear();
  saveClass();
  report = { lines: [t('cleared')], problems: [] };
  renderTable();
  renderReport();
});
watchDrops(document, $('drop-zone'), importFiles);

await loadClassText(lang);
renderStatic();
restoreClass();
assignments = mountAssignments($('assignments'), {
  data, lang: () => lang, save: () => { saveClass(); renderAll(); }, siteRoot: new URL('../', document.baseURI),
});
renderAll();
loadIndex()
  .catch((error) => {
    report = { lines: [], problems: [t('loadFailed', { detail: String(error?.message ?? error) })] };
    renderReport();
  })
  .finally(() => { document.body.dataset.ready = 'true'; });
registerServiceWorker(new URL('../sw.js', document.baseURI));
