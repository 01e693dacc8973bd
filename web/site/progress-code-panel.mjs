// "Send to my teacher" near the top of the course map: the chosen child's progress as a progress
// code (web/lesson/progress-code.mjs) with its QR code, to paste into the class chat, and the
// progress file for a teacher who collects files. On an assignment's link (?lessons=…&a=ID&t=
// title&w=week&n=name&n=name…, made on /class/) it is the assignment's 交作业: the child picks
// their name from the class's list, and the code holds that assignment's lessons only.
//
//   mountCodePanel(container, {store, list: () => Promise<[{id, steps, skills}]>, assignment, onChild})
// `list` gives the lessons the code covers, in order (the assignment's, or the course's), with
// each step's skill (the code counts the child's misses per skill over them); the page
// owns the course and fetches for the panel. `onChild()` is called when the panel names or
// chooses the child (the page redraws whose progress it shows).
import { DEFAULT_LANG, matchLang } from '../i18n/lang.mjs';
import { classText, loadClassText } from '../i18n/class.mjs';
import { DEFAULT_CHILD, cleanName, missesBySkill } from '../lesson/progress.mjs';
import { codeLessons, makeProgressCode, spacedCode } from '../lesson/progress-code.mjs';
import { ReviewStore, nameChild } from '../lesson/review-store.mjs';
import { assignmentSearch, latestAssignment } from './assignment-link.mjs';
import { el as element, headedBox, labelled } from '../lesson/render.mjs';

/** Builds the panel in `container`; container.dataset.ready is 'true' once it shows, and
 *  container.dataset.code holds the code last shown. Returns {render()}. */
export function mountCodePanel(container, { store, list, assignment = null, onChild = () => {} }) {
  const { ownerDocument: document } = container;
  let lang = matchLang(document.documentElement.lang) ?? DEFAULT_LANG;
  const t = (key, params) => classText(lang, `send.${key}`, params);
  const el = (tag, className, text) => element(document, tag, className, text);
  let status = null;
  let shown = null; // {name, code}

  const [section, heading] = headedBox(document, 'section', 'lx-send', { headingId: 'send-title', headingClass: 'lx-h2' });
  const intro = el('p', 'lx-intro');
  // who the child is: a name from the class's list, or a name for the unnamed child
  const who = el('form', 'lx-row lx-send-who');
  const picker = el('select', 'lx-select');
  picker.name = 'who';
  const nameInput = el('input', 'lx-input');
  nameInput.name = 'name';
  nameInput.maxLength = 40;
  nameInput.autocomplete = 'off';
  const [whoLabel, whoText] = labelled(document, 'lx-field', assignment?.names.length ? picker : nameInput);
  const whoButton = el('button', 'lx-button');
  whoButton.type = 'submit';
  who.append(whoLabel, whoButton);
  const show = el('button', 'lx-button lx-primary lx-send-show');
  show.type = 'button';
  show.id = 'send-show';
  const result = el('div', 'lx-send-code');
  result.hidden = true;
  const codeName = el('p', 'lx-send-name');
  const code = el('p', 'lx-code');
  code.id = 'progress-code';
  code.tabIndex = 0;
  const copy = el('button', 'lx-button');
  copy.type = 'button';
  const qr = el('div', 'lx-qr');
  result.append(codeName, code, copy, qr);
  const line = el('p', 'lx-notice');
  line.setAttribute('role', 'status');
  // on the whole course's map, a child with a teacher finds the way back to the newest assignment's
  // map, whose code is the one its table counts
  const homework = assignment ? null : latestAssignment(store.assignments());
  const toHomework = el('a', 'lx-button lx-primary lx-send-homework');
  if (homework) toHomework.href = new URL(assignmentSearch(homework), document.location.href).href;
  toHomework.hidden = !homework;
  section.append(heading, toHomework, intro, who, show, result, line);
  container.replaceChildren(section);

  const named = () => (assignment?.names.length ? assignment.names.includes(store.child) : store.child !== DEFAULT_CHILD);
  // the device keeps the assignment at once: its lesson pages lead back to this map
  if (assignment) store.addAssignment(assignment);

  function render() {
    lang = matchLang(document.documentElement.lang) ?? lang;
    heading.textContent = assignment ? (assignment.week ? t('assignmentWeek', { title: assignment.title || assignment.id, week: assignment.week })
      : t('assignment', { title: assignment.title || assignment.id })) : t('title');
    intro.textContent = t('intro');
    if (homework) toHomework.textContent = t('toHomework', { title: [homework.title || homework.id, homework.week].filter(Boolean).join(' · ') });
    who.hidden = named();
    whoText.textContent = assignment?.names.length ? t('whoAreYou') : t('name');
    nameInput.placeholder = t('namePlaceholder');
    whoButton.textContent = assignment?.names.length ? t('itsMe') : t('saveName');
    if (assignment?.names.length && picker.options.length !== assignment.names.length + 1) {
      picker.replaceChildren(el('option', '', t('pickName')), ...assignment.names.map((name) => Object.assign(el('option', '', name), { value: name })));
      picker.firstChild.value = '';
    }
    show.textContent = assignment ? t('handShow') : t('show');
    show.disabled = !named();
    copy.textContent = t('copy');
    line.textContent = status ? t(status[0], status[1]) : '';
    if (shown && shown.child !== store.child) {
      shown = null;
      result.hidden = true;
    }
    if (shown) codeName.textContent = t('codeOf', { name: shown.name });
  }

  function say(key, params) {
    status = key ? [key, params] : null;
    render();
  }

  // a name picked from the class's list is the child's answer: no second button to find
  picker.addEventListener('change', () => { if (picker.value) who.requestSubmit(); });

  who.addEventListener('submit', (event) => {
    event.preventDefault();
    const name = cleanName(assignment?.names.length ? picker.value : nameInput.value);
    if (!name) {
      say('needName');
      (assignment?.names.length ? picker : nameInput).focus();
      return;
    }
    // the unnamed child's progress becomes the name's; a child of the list on a shared tablet is chosen
    if (store.child === DEFAULT_CHILD) nameChild(store, name);
    else store.setChild(name);
    if (assignment) store.addAssignment(assignment);
    say(null);
    onChild();
    show.focus();
  });

  show.addEventListener('click', async () => {
    store.reload();
    if (!named()) {
      say('needName');
      return;
    }
    let lessons;
    try {
      lessons = await list();
    } catch {
      say('notReady');
      return;
    }
    try {
      if (assignment) store.addAssignment(assignment);
      const made = makeProgressCode({
        name: store.child, made: new Date(), assignment: assignment?.id ?? null,
        lessonIds: lessons.map((lesson) => lesson.id), lessons: codeLessons(store, lessons), skills: missesBySkill(store, lessons),
        review: new ReviewStore().reviewStars(store.child),
      });
      shown = { child: store.child, name: store.child, code: made };
      code.textContent = spacedCode(made);
      container.dataset.code = made;
      result.hidden = false;
      say(null);
      const { qrSvg } = await import('../lesson/progress-code-qr.mjs');
      qr.replaceChildren(qrSvg(document, made, t('qr', { name: store.child })));
      container.dataset.qr = 'true';
    } catch (error) {
      say('failed', { detail: String(error?.message ?? error) });
    }
  });

  copy.addEventListener('click', async () => {
    if (!shown) return;
    try {
      await globalThis.navigator.clipboard.writeText(`${shown.name} ${shown.code}`);
      say('copied');
    } catch {
      // no clipboard (an older browser, a page not served securely): the code is selected to copy by hand
      const range = document.createRange();
      range.selectNodeContents(code);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
      say('copyFailed');
    }
  });

  const ready = loadClassText(lang).then(() => {
    render();
    container.hidden = false;
    container.dataset.ready = 'true';
  }, () => {});
  return {
    /** Draws the panel again (the page's language or child changed). */
    render() {
      const next = matchLang(document.documentElement.lang) ?? lang;
      loadClassText(next).then(() => render(), () => {});
    },
    /** Brings the panel into view and puts the focus on its first control. */
    focus() {
      ready.then(() => {
        section.scrollIntoView?.({ block: 'start' });
        (who.hidden ? show : who.querySelector('select, input'))?.focus();
      });
    },
  };
}
