// The class page's list of names and its assignments (/class/, below the whole class's table):
// the roster, typed or pasted once and kept on this device, exported and imported as a file; an
// assignment (lessons, a title, a week) is a link to the course map of those lessons with the
// roster's names (and its QR code), and a table of the children who handed it in × its lessons,
// with who has not, how many finished each lesson, and the steps most children needed help for.
//
//   const part = mountAssignments(container, {data, lang: () => lang, save, siteRoot});
//   part.setCourse(course.lessons); part.render();
import { offerDownload } from '../../board/api.mjs';
import { pickText } from '../../i18n/lesson.mjs';
import { classText } from '../../i18n/class.mjs';
import { csvName, csvText } from './csv.mjs';
import { rosterNames } from './class-data.mjs';
import { playedSteps } from '../course.mjs';
import { el, headedBox, labelled } from '../../lesson/render.mjs';

const ROSTER_FORMAT = 'chess-lessons-roster';
const MAX_ROSTER_BYTES = 64 * 1024;
const TOP_STEPS = 5;
const MIN_QR_MODULE_PX = 3; // what a phone's camera reads from a screen

const element = (tag, className, text) => el(document, tag, className, text);

export function mountAssignments(container, { data, lang, save, siteRoot }) {
  const t = (key, params) => classText(lang(), key, params);
  let course = []; // [{id, title, group, steps}]
  let status = { roster: null, assign: null };
  const $ = (selector) => container.querySelector(selector);

  // ---- the roster ----
  const [rosterBox, rosterTitle] = headedBox(document, 'section', 'cx-roster', { headingId: 'roster-title' });
  const rosterHint = element('p', 'cx-muted');
  const rosterText = element('textarea', 'cx-textarea');
  rosterText.id = 'roster';
  rosterText.rows = 5;
  const [rosterLabel, rosterLabelText] = labelled(document, 'cx-field cx-block', rosterText);
  const rosterRow = element('div', 'cx-row');
  const [rosterSave, rosterExport, rosterImport] = ['roster-save', 'roster-export', 'roster-import'].map((id) => {
    const button = element('button', 'cx-button');
    button.type = 'button';
    button.id = id;
    return button;
  });
  rosterSave.classList.add('cx-primary');
  const rosterFile = element('input');
  rosterFile.type = 'file';
  rosterFile.accept = '.json,.txt,.csv,application/json,text/plain';
  rosterFile.hidden = true;
  rosterRow.append(rosterSave, rosterExport, rosterImport, rosterFile);
  const rosterStatus = element('p', 'cx-report-line');
  rosterStatus.setAttribute('role', 'status');
  rosterBox.append(rosterTitle, rosterHint, rosterLabel, rosterRow, rosterStatus);

  // ---- a new assignment ----
  const [assignBox, assignTitle] = headedBox(document, 'section', 'cx-assign', { headingId: 'assign-title' });
  const form = element('form', 'cx-assign-form');
  form.id = 'assign-form';
  const field = (id) => {
    const input = element('input', 'cx-input');
    input.id = id;
    input.maxLength = id === 'assign-week' ? 20 : 80;
    input.autocomplete = 'off';
    const [label, text] = labelled(document, 'cx-field', input);
    return { label, text, input };
  };
  const nameField = field('assign-name');
  const weekField = field('assign-week');
  const lessonsBox = element('fieldset', 'cx-lesson-picks');
  const lessonsLegend = element('legend');
  lessonsBox.appendChild(lessonsLegend);
  const lessonsList = element('div', 'cx-lesson-pick-list');
  lessonsBox.appendChild(lessonsList);
  // the arbiter track's steps (web/lesson/tracks.mjs) are left out unless the teacher includes them
  const arbiterLabel = element('label', 'cx-check');
  const arbiterBox = element('input');
  arbiterBox.type = 'checkbox';
  arbiterBox.id = 'assign-arbiter';
  const arbiterText = element('span');
  arbiterLabel.append(arbiterBox, arbiterText);
  const make = element('button', 'cx-button cx-primary');
  make.type = 'submit';
  form.append(element('div', 'cx-row'), lessonsBox, arbiterLabel, make);
  form.firstChild.append(nameField.label, weekField.label);
  const assignStatus = element('p', 'cx-report-line');
  assignStatus.setAttribute('role', 'status');
  assignBox.append(assignTitle, form, assignStatus);

  // each drawn QR's note on its size, said again when the screen's width changes it
  const sizeNote = new Map(); // svg → () => void
  const qrSizes = new ResizeObserver((entries) => { for (const entry of entries) sizeNote.get(entry.target)?.(); });
  const list = element('div', 'cx-assignments');
  list.id = 'assignment-list';
  // this week's tables first (who handed in, who has not), then the class list and a new assignment
  container.replaceChildren(list, rosterBox, assignBox);

  function drawLessonPicks() {
    const checked = new Set([...lessonsList.querySelectorAll('input:checked')].map((input) => input.value));
    lessonsList.replaceChildren();
    course.forEach((entry, n) => {
      const label = element('label', 'cx-lesson-pick');
      const box = element('input');
      box.type = 'checkbox';
      box.name = 'lesson';
      box.value = entry.id;
      box.checked = checked.has(entry.id);
      label.append(box, element('span', '', `${n + 1}. ${pickText(entry.title, lang())}`));
      lessonsList.appendChild(label);
    });
  }

  const lessonTitle = (id) => {
    const at = course.findIndex((entry) => entry.id === id);
    return at < 0 ? id : `${at + 1}. ${pickText(course[at].title, lang())}`;
  };
  const steps = () => new Map(course.map((entry) => [entry.id, entry.steps]));
  // the steps an assignment's children play: the main path, or every step with the arbiter track
  const played = (assignment, id) => {
    const entry = course.find((lesson) => lesson.id === id);
    return entry ? playedSteps(entry, assignment.arbiter === true) : [];
  };

  /** One assignment: its link and QR, its table, who is missing, its summary, CSV and delete. */
  function drawAssignment(assignment) {
    const [box, heading] = headedBox(document, 'article', 'cx-assignment', { headingTag: 'h3', headingId: `assignment-${assignment.id}` });
    box.dataset.assignment = assignment.id;
    heading.textContent = assignment.week ? `${assignment.title} · ${assignment.week}` : assignment.title;
    const link = data.assignmentLink(assignment, siteRoot);
    // the link is for the class chat, not for paper
    const linkLine = element('p', 'cx-muted cx-no-print', t('assign.link'));
    const linkRow = element('div', 'cx-row cx-no-print');
    const linkText = element('a', 'cx-link', link);
    linkText.href = link;
    linkText.target = '_blank';
    linkText.rel = 'noopener';
    const copy = element('button', 'cx-button', t('assign.copy'));
    copy.type = 'button';
    copy.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(link);
        copy.textContent = t('assign.copied');
      } catch {
        getSelection()?.selectAllChildren(linkText);
      }
    });
    const qr = element('div', 'cx-qr');
    // where the screen is too narrow for 3 px a module (what a phone's camera needs), copying the
    // link is the way: said under the QR
    const qrPhone = element('p', 'cx-muted cx-qr-phone cx-no-print', t('assign.qrPhone'));
    qrPhone.hidden = true;
    import('../../lesson/progress-code-qr.mjs').then(({ qrSvg }) => {
      const svg = qrSvg(document, link, t('assign.qr'));
      const modules = svg.viewBox.baseVal.width; // the quiet zone included
      // drawn at 4 CSS px a module, narrower only to fit the screen (class.css)
      svg.style.setProperty('--qr-modules', String(modules));
      qr.replaceChildren(svg);
      qr.dataset.ready = 'true';
      qrSizes.observe(svg);
      sizeNote.set(svg, () => { qrPhone.hidden = svg.getBoundingClientRect().width / modules >= MIN_QR_MODULE_PX; });
    }, () => {});
    linkRow.append(linkText, copy);

    const { children, missing } = data.handedIn(assignment, steps(), lang());
    children.sort((a, b) => a.name.localeCompare(b.name, lang()));
    const table = element('table', 'cx-table cx-assignment-table');
    const caption = element('caption', 'cx-caption', t('assign.tableCaption', { title: assignment.title, count: children.length }));
    const head = element('thead');
    const headRow = element('tr');
    const nameHead = element('th', 'cx-col-name', t('csv.name'));
    nameHead.scope = 'col';
    headRow.append(nameHead);
    for (const id of assignment.lessons) {
      const th = element('th', 'cx-lesson', lessonTitle(id));
      th.scope = 'col';
      headRow.appendChild(th);
    }
    head.appendChild(headRow);
    const body = element('tbody');
    for (const child of children) {
      const tr = element('tr');
      tr.dataset.name = child.name;
      const th = element('th', 'cx-col-name');
      th.scope = 'row';
      th.appendChild(element('bdi', 'cx-name', child.name));
      if (child.error) th.appendChild(element('span', 'cx-date', child.error));
      tr.appendChild(th);
      for (const id of assignment.lessons) {
        const lesson = child.lessons[id];
        const total = played(assignment, id).length;
        const cell = element('td', 'cx-cell');
        cell.dataset.lesson = id;
        cell.dataset.stars = String(lesson?.stars ?? 0);
        cell.dataset.hints = String(lesson?.hints ?? 0);
        cell.dataset.nudges = String(lesson?.nudges ?? 0);
        // a hint shown at all, the free first look included: what the steps-needed-help list counts too
        const helped = (lesson?.hints ?? 0) + (lesson?.nudges ?? 0);
        if (lesson) cell.classList.add(total && lesson.done >= total ? 'is-complete' : 'is-partial');
        cell.appendChild(element('span', 'cx-stars', lesson ? String(lesson.stars) : ''));
        if (helped) cell.appendChild(element('span', 'cx-hints', ` · ${t('assign.hints', { count: helped })}`));
        cell.appendChild(element('span', 'cx-sr', lesson
          ? classText(lang(), 'page.starsCell', { stars: lesson.stars, done: lesson.done, total: total || '?' }) : classText(lang(), 'page.notStarted')));
        tr.appendChild(cell);
      }
      body.appendChild(tr);
    }
    // the class summary: how many finished each lesson
    const foot = element('tfoot');
    const finishedRow = element('tr', 'cx-finished');
    const finishedHead = element('th', 'cx-col-name', t('assign.finished'));
    finishedHead.scope = 'row';
    finishedRow.appendChild(finishedHead);
    for (const id of assignment.lessons) {
      const total = played(assignment, id).length;
      const finished = children.filter((child) => total && child.lessons[id]?.done >= total).length;
      finishedRow.appendChild(element('td', 'cx-cell', `${finished}/${children.length}`)).dataset.lesson = id;
    }
    foot.appendChild(finishedRow);
    table.append(caption, head, body, foot);
    const scroll = element('div', 'cx-scroll');
    scroll.setAttribute('role', 'region');
    scroll.tabIndex = 0;
    scroll.setAttribute('aria-label', caption.textContent);
    scroll.appendChild(table);

    const missingLine = element('p', 'cx-missing', missing.length ? t('assign.missing', { count: missing.length, names: missing.join('、') }) : t('assign.allIn'));
    missingLine.dataset.missing = missing.join('\n');
    // the steps most children needed help for (a nudge or the answer)
    const helped = new Map();
    for (const child of children) {
      for (const [id, lesson] of Object.entries(child.lessons)) {
        for (const step of lesson.helpedSteps) helped.set(`${id}\n${step}`, (helped.get(`${id}\n${step}`) ?? 0) + 1);
      }
    }
    const top = [...helped.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP_STEPS);
    const hintsLine = element('div', 'cx-hint-steps');
    if (top.length) {
      hintsLine.appendChild(element('p', '', t('assign.hintSteps')));
      const ul = element('ul');
      for (const [key, count] of top) {
        const [id, step] = key.split('\n');
        const number = (steps().get(id) ?? []).indexOf(step) + 1;
        ul.appendChild(element('li', '', t('assign.hintStep', { lesson: lessonTitle(id), step: number || step, count }))).dataset.step = key;
      }
      hintsLine.appendChild(ul);
    } else {
      hintsLine.appendChild(element('p', '', t('assign.noHints')));
    }

    const tools = element('div', 'cx-row cx-no-print');
    const csv = element('button', 'cx-button', t('csv.button'));
    csv.type = 'button';
    csv.dataset.csv = assignment.id;
    csv.addEventListener('click', () => {
      const rows = [[t('csv.name'), t('csv.handed'), ...assignment.lessons.map(lessonTitle), t('csv.total')]];
      for (const child of children) {
        const stars = assignment.lessons.map((id) => child.lessons[id]?.stars ?? '');
        rows.push([child.name, t('assign.handedIn'), ...stars, stars.reduce((sum, n) => sum + (Number(n) || 0), 0)]);
      }
      for (const name of missing) rows.push([name, t('assign.notIn'), ...assignment.lessons.map(() => ''), '']);
      offerDownload(document, new Blob([csvText(rows)], { type: 'text/csv;charset=utf-8' }), csvName(t('csv.filePrefix'), assignment.title));
    });
    const remove = element('button', 'cx-button cx-danger', t('assign.remove'));
    remove.type = 'button';
    remove.addEventListener('click', () => {
      if (!globalThis.confirm(t('assign.removeConfirm', { title: assignment.title }))) return;
      data.removeAssignment(assignment.id);
      save();
    });
    tools.append(csv, remove);
    box.append(heading, linkLine, linkRow, qr, qrPhone, scroll, missingLine, hintsLine, tools);
    return box;
  }

  function render() {
    qrSizes.disconnect();
    sizeNote.clear();
    rosterTitle.textContent = t('roster.title');
    rosterHint.textContent = t('roster.hint');
    rosterLabelText.textContent = t('roster.label');
    if (document.activeElement !== rosterText) rosterText.value = data.roster.join('\n');
    rosterSave.textContent = t('roster.save');
    rosterExport.textContent = t('roster.export');
    rosterImport.textContent = t('roster.import');
    rosterStatus.textContent = status.roster ? t(...status.roster) : '';
    assignTitle.textContent = t('assign.title');
    nameField.text.textContent = t('assign.name');
    nameField.input.placeholder = t('assign.namePlaceholder');
    weekField.text.textContent = t('assign.week');
    weekField.input.placeholder = t('assign.weekPlaceholder');
    lessonsLegend.textContent = t('assign.lessons');
    arbiterText.textContent = t('assign.arbiter');
    make.textContent = t('assign.make');
    assignStatus.textContent = status.assign ? t(...status.assign) : '';
    drawLessonPicks();
    list.replaceChildren(...(data.assignments.length ? [...data.assignments].reverse().map(drawAssignment) : [element('p', 'cx-muted', t('assign.none'))]));
  }

  rosterSave.addEventListener('click', () => {
    data.setRoster(rosterText.value);
    status.roster = ['roster.saved', { count: data.roster.length }];
    rosterText.blur();
    save();
  });
  rosterExport.addEventListener('click', () => {
    const text = `${JSON.stringify({ format: ROSTER_FORMAT, version: 1, names: data.roster }, null, 2)}\n`;
    offerDownload(document, new Blob([text], { type: 'application/json' }), csvName(t('roster.filePrefix'), '').replace(/\.csv$/, '.json'));
  });
  rosterImport.addEventListener('click', () => rosterFile.click());
  rosterFile.addEventListener('change', async () => {
    const [file] = rosterFile.files;
    rosterFile.value = '';
    if (!file) return;
    let names = null;
    try {
      if (file.size > MAX_ROSTER_BYTES) throw new RangeError('too large');
      const text = (await file.text()).replace(/^\uFEFF/, '');
      if (text.trimStart().startsWith('{')) {
        const read = JSON.parse(text);
        if (read?.format === ROSTER_FORMAT && Array.isArray(read.names)) names = rosterNames(read.names.filter((n) => typeof n === 'string').join('\n'));
      } else {
        names = rosterNames(text);
      }
    } catch {
      names = null;
    }
    if (!names?.length) {
      status.roster = ['roster.bad', { file: String(file.name).slice(0, 80) }];
      render();
      return;
    }
    data.roster = names;
    status.roster = ['roster.saved', { count: names.length }];
    save();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const lessons = [...lessonsList.querySelectorAll('input:checked')].map((input) => input.value);
    if (!nameField.input.value.trim()) {
      status.assign = ['assign.needTitle', {}];
      render();
      nameField.input.focus();
      return;
    }
    if (!lessons.length) {
      status.assign = ['assign.needLessons', {}];
      render();
      return;
    }
    data.addAssignment({ title: nameField.input.value, week: weekField.input.value, lessons, arbiter: arbiterBox.checked });
    arbiterBox.checked = false;
    nameField.input.value = '';
    weekField.input.value = '';
    for (const input of lessonsList.querySelectorAll('input:checked')) input.checked = false;
    status.assign = null;
    save();
  });

  return {
    render,
    setCourse(lessons) {
      course = lessons;
      render();
    },
  };
}
