// The page where a teacher chooses what goes on a worksheet (lesson/print/ with nothing chosen):
//   - the course's lessons, from the folder's lessons/index.json (a teacher's own lesson added to
//     it too), by group, each with a box that takes the whole lesson, and, opened on demand, its
//     steps, each with a box of its own; the form sends ?id=…&step=<lesson>/<step>…
//   - exercises the core generates: a skill and a piece (the rules API's GENERATORS), the side to
//     move, a difficulty, how many and a number (the seed), sent as ?skill=…&count=…&seed=…
// Both are plain forms (method get): the worksheet's address says what it holds, so a teacher can
// keep it, send it to a colleague, or print the same sheet again next year.
import { LANGS, fillTemplate } from '../../i18n/lang.mjs';
import { LANG_NAMES } from '../../i18n/lesson.mjs';
import { parseMarkup } from '../../lesson/markup.mjs';
import { GENERATORS } from '../../rules/index.mjs';
import { PRINTABLE_KINDS, kindName } from './generators.mjs';
import { MAX_GENERATED, MAX_SEED } from './items.mjs';
import { showLang } from './language.mjs';
import { el } from '../../lesson/render.mjs';

const INDEX = '../../lessons/index.json';
const LESSONS = '../../lessons/';

/** A reason a worksheet cannot be made: `key` of the print words, with its params, the lesson
 *  loader's problems where there are some, and the rules that word them. */
export class Refusal {
  constructor(key, params = {}, problems = null, rules = null) {
    this.key = key;
    this.params = params;
    this.problems = problems;
    this.rules = rules;
  }
}

/** The folder's lessons/index.json, {lessons, groups}; throws a Refusal when it cannot be read. */
export async function readCourseIndex() {
  let response;
  try {
    response = await fetch(new URL(INDEX, document.baseURI), { credentials: 'same-origin', mode: 'same-origin' });
  } catch {
    throw new Refusal('indexNetwork');
  }
  if (!response.ok) throw new Refusal('indexStatus', { status: response.status });
  try {
    const index = await response.json();
    if (Array.isArray(index?.lessons)) return { lessons: index.lessons, groups: index.groups ?? {} };
  } catch {
    // not JSON: said below, as a list that is missing
  }
  throw new Refusal('indexBroken');
}

/** The index's lessons list; throws a Refusal when it cannot be read. */
export const readIndex = async () => (await readCourseIndex()).lessons;

const element = (tag, className, text) => el(document, tag, className, text);
const textIn = (texts, lang) => (typeof texts === 'string' ? texts : texts?.[lang] ?? texts?.en ?? texts?.['zh-Hans'] ?? '');
/** Lesson markup as plain words: ruby without its reading, piece icons left out. */
const plainText = (source) => parseMarkup(String(source)).map((token) => (token.type === 'text' ? token.text : token.type === 'ruby' ? token.base : '')).join('');

/** A labelled control: <label> holding its words and `control`. */
function field(words, control) {
  const label = element('label', 'pv-field-control');
  label.append(element('span', 'pv-field-name', words), control);
  return label;
}

function select(name, options, value) {
  const node = element('select');
  node.name = name;
  for (const [optionValue, words] of options) {
    const option = element('option', '', words);
    option.value = optionValue;
    node.append(option);
  }
  node.value = value;
  return node;
}

function numberInput(name, min, max, value) {
  const node = element('input');
  Object.assign(node, { type: 'number', name, min: String(min), max: String(max), value: String(value), step: '1', required: true });
  node.inputMode = 'numeric';
  return node;
}

function hidden(name, value) {
  const node = element('input');
  Object.assign(node, { type: 'hidden', name, value });
  return node;
}

/** A lesson's steps as boxes to tick, read from its file when the teacher opens the list. */
function stepList(entry, lang, words) {
  const details = element('details', 'pv-pick-steps');
  details.dataset.lesson = entry.id;
  details.append(element('summary', '', words.pickSteps));
  const list = element('ol', 'pv-pick-step-list');
  details.append(list);
  let read = null;
  details.addEventListener('toggle', () => {
    if (!details.open || read) return;
    const status = element('p', 'pv-status', words.pickStepsLoading);
    status.setAttribute('role', 'status');
    details.append(status);
    read = fetch(new URL(`${LESSONS}${encodeURIComponent(entry.file)}`, document.baseURI), { credentials: 'same-origin', mode: 'same-origin' })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((lesson) => {
        for (const step of Array.isArray(lesson?.steps) ? lesson.steps : []) {
          if (typeof step?.id !== 'string') continue;
          const box = element('input');
          Object.assign(box, { type: 'checkbox', name: 'step', value: `${entry.id}/${step.id}` });
          const label = element('label', 'pv-pick-step');
          label.append(box, ` ${plainText(textIn(step.text, lang)) || step.id}`);
          const item = element('li');
          item.append(label);
          list.append(item);
        }
        status.remove();
        details.dataset.ready = 'true';
      })
      .catch((error) => {
        status.textContent = fillTemplate(words.lessonProblems, { file: `lessons/${entry.file}` }) + ` ${error.message}`;
        status.setAttribute('role', 'alert');
        details.dataset.ready = 'true';
      });
  });
  return details;
}

/** The form that chooses lessons and steps, by the index's groups. */
function lessonForm({ lessons, groups }, lang, words) {
  const form = element('form', 'pv-pick-form');
  form.method = 'get';
  form.action = './';
  form.append(hidden('lang', lang), hidden('make', '1'));
  const fieldset = element('fieldset', 'pv-pick-lessons');
  fieldset.append(element('legend', '', words.pickLessons));
  const valid = lessons.filter((entry) => typeof entry?.id === 'string' && typeof entry.file === 'string');
  for (const group of [...new Set(valid.map((entry) => entry.group ?? ''))]) {
    const part = element('section', 'pv-pick-group');
    const heading = element('h2', '', textIn(groups[group], lang) || group || words.pickOwn);
    part.append(heading);
    const list = element('ul', 'pv-pick-list');
    for (const entry of valid.filter((each) => (each.group ?? '') === group)) {
      const box = element('input');
      Object.assign(box, { type: 'checkbox', name: 'id', value: entry.id });
      const label = element('label', 'pv-pick-lesson');
      label.append(box, ` ${lessons.indexOf(entry) + 1}. ${textIn(entry.title, lang) || entry.id}`);
      const item = element('li');
      item.dataset.lesson = entry.id;
      item.append(label, stepList(entry, lang, words));
      list.append(item);
    }
    part.append(list);
    fieldset.append(part);
  }
  const submit = element('button', 'pv-print', words.pickMake);
  submit.type = 'submit';
  form.append(fieldset, submit);
  return form;
}

/** The form that asks the core for exercises. */
function generatorForm(lang, words) {
  const form = element('form', 'pv-gen-form');
  form.method = 'get';
  form.action = './';
  const heading = element('h2', '', words.genTitle);
  heading.id = 'pv-gen-title';
  form.setAttribute('aria-labelledby', heading.id);
  const named = (key, fallback) => words[key] ?? fallback;
  const controls = element('div', 'pv-gen-fields');
  controls.append(
    field(words.genSkill, select('skill', PRINTABLE_KINDS.map((skill) => [skill, kindName(words, lang, skill)]), PRINTABLE_KINDS[0])),
    field(words.genPiece, select('piece', GENERATORS.pieces.map((piece) => [piece, named(`piece-${piece}`, piece)]), 'any')),
    field(words.genSide, select('side', [['white', words.genSideWhite], ['black', words.genSideBlack]], 'white')),
    field(words.genDifficulty, numberInput('difficulty', 1, 3, 1)),
    field(fillTemplate(words.genCount, { max: MAX_GENERATED }), numberInput('count', 1, MAX_GENERATED, 12)),
    field(fillTemplate(words.genSeed, { max: MAX_SEED }), numberInput('seed', 0, MAX_SEED, 1)),
  );
  const submit = element('button', 'pv-print', words.genMake);
  submit.type = 'submit';
  form.append(heading, element('p', 'pv-meta', words.genIntro), hidden('lang', lang), controls, submit);
  return form;
}

/** Writes the page where a teacher chooses, in `lang`; `nothingChosen` when its form came back empty. */
export async function showPicker(lang, words, { nothingChosen = false } = {}) {
  const index = await readCourseIndex();
  const main = element('main', 'pv pv-pick');
  main.id = 'pv-main';
  const nav = element('nav', 'pv-toolbar');
  nav.setAttribute('aria-label', words.toolbar);
  const back = element('a', 'pv-back', words.backToCourse);
  back.href = '../../';
  const langs = element('span', 'pv-langs');
  langs.append(element('span', 'pv-langs-label', words.language));
  for (const each of LANGS) {
    const link = element('a', 'pv-lang', LANG_NAMES[each]);
    link.href = `?lang=${each}`;
    link.lang = each;
    link.hreflang = each;
    link.dataset.choose = each;
    langs.append(' ', link);
  }
  nav.append(back, langs);
  main.append(element('h1', '', words.pickTitle), element('p', 'pv-meta', words.pickIntro));
  if (nothingChosen) {
    const alert = element('p', 'pv-problem', words.pickNothing);
    alert.setAttribute('role', 'alert');
    main.append(alert);
  }
  main.append(lessonForm(index, lang, words), generatorForm(lang, words));
  document.title = words.pickTitle;
  document.body.replaceChildren(nav, main);
  showLang(lang);
}
