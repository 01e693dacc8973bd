// The editor's form fields, as DOM: a button, a labelled text, number (one that may be left empty),
// checkbox or select, and a text in the three languages (zh-Hans open, zh-Hant and en folded under
// it). Each field carries `data-path`, the lesson pointer its problems are placed beside. No lesson
// state: the callers give each field its value and what to do on input.
import { LANGS } from '../../i18n/lang.mjs';

const make = (tag, props = {}) => Object.assign(document.createElement(tag), props);

export function button(text, onClick, id) {
  const b = make('button', { type: 'button', textContent: text });
  if (id) b.id = id;
  b.addEventListener('click', onClick);
  return b;
}

/** A label over an input: `name` its words, `input` the control. */
function labelled(name, input, className = 'ed-field') {
  const field = make('label', { className });
  field.append(make('span', { textContent: name }), input);
  return field;
}

/** A one-line text input labelled `label`, at `path`; `onInput(value)` on each keystroke. */
export function textField(label, value, path, onInput, { id } = {}) {
  const input = make('input', { type: 'text', value, spellcheck: false });
  if (id) input.id = id;
  input.dataset.path = path;
  input.addEventListener('input', () => onInput(input.value));
  return labelled(label, input);
}

/** A whole number from 1, at `path`; `onChange(n)` for each valid number typed. */
export function numberField(label, value, path, onChange) {
  const input = make('input', { type: 'number', min: '1', value: String(value) });
  input.dataset.path = path;
  input.addEventListener('input', () => { const n = Number(input.value); if (Number.isInteger(n) && n > 0) onChange(n); });
  return labelled(label, input);
}

/**
 * A whole number from `min` to `max` that may be left empty, at `path`, `hint` shown while empty:
 * `onChange(n)` for each whole number typed (one out of range too: the lesson check tells it),
 * `onChange(undefined)` when emptied. Anything else (1.5, a letter) changes nothing and `badWords`
 * show under the field until it is mended; the box keeps what was typed.
 */
export function optionalNumberField(label, value, path, onChange, { min, max, hint, badWords }) {
  const input = make('input', { type: 'number', min: String(min), max: String(max), step: '1', placeholder: hint, value: value === undefined ? '' : String(value) });
  input.dataset.path = path;
  const bad = make('span', { className: 'ed-field-bad', textContent: badWords, hidden: true });
  bad.setAttribute('role', 'alert');
  input.addEventListener('input', () => {
    const typed = input.value.trim();
    const n = Number(typed);
    bad.hidden = !input.validity.badInput && (typed === '' || Number.isInteger(n));
    if (bad.hidden) onChange(typed === '' ? undefined : n);
  });
  const field = labelled(label, input);
  field.append(bad);
  return field;
}

/** A checkbox beside its words, at `path`. */
export function checkField(label, checked, path, onChange) {
  const input = make('input', { type: 'checkbox', checked });
  input.dataset.path = path;
  input.addEventListener('change', () => onChange(input.checked));
  const field = make('label', { className: 'ed-field-inline ed-check' });
  field.append(input, make('span', { textContent: label }));
  return field;
}

/** A select of `options` ([value, words]), at `path`. */
export function selectField(label, value, options, path, onChange) {
  const select = make('select');
  select.append(...options.map(([optionValue, words]) => new Option(words, optionValue)));
  select.value = value;
  select.dataset.path = path;
  select.addEventListener('change', () => onChange(select.value));
  return labelled(label, select);
}

/**
 * A text in the three languages at `path` (a lesson pointer), kept in `holder[key]`: zh-Hans open,
 * the other two folded under it (opened by itself when one of them has a problem). `words` gives the
 * languages' names and the fold's and the conversion button's words; `convert(zhHans)` resolves to
 * the zh-Hant text; `onInput(lang)` after each edit (`typing`: a keystroke, not the conversion).
 */
export function textFields({ label, holder, key, path, words, convert, onInput, rows = 2 }) {
  const set = make('fieldset', { className: 'ed-texts' });
  set.append(make('legend', { textContent: label }));
  holder[key] ??= Object.fromEntries(LANGS.map((code) => [code, '']));
  const fold = make('details', { className: 'ed-langs' });
  const foldName = make('summary');
  const renderFoldName = () => {
    const missing = LANGS.slice(1).filter((code) => !(holder[key][code] ?? '').trim());
    foldName.textContent = missing.length ? words.foldMissing(missing.map((code) => words.langs[code])) : words.foldDone;
  };
  fold.append(foldName);
  for (const code of LANGS) {
    const input = make('textarea', { rows, value: holder[key][code] ?? '', lang: code });
    input.dataset.path = `${path}/${code}`;
    input.dataset.lang = code;
    input.addEventListener('input', () => { holder[key][code] = input.value; renderFoldName(); onInput(true); });
    const field = labelled(words.langs[code], input);
    if (code === LANGS[0]) { set.append(field); continue; }
    fold.append(field);
    if (code === 'zh-Hant') {
      fold.append(button(words.convert, async () => {
        input.value = await convert(holder[key]['zh-Hans'] ?? '');
        holder[key][code] = input.value;
        renderFoldName();
        onInput(false);
      }));
      fold.lastElementChild.className = 'ed-convert';
    }
  }
  renderFoldName();
  set.append(fold);
  return set;
}
