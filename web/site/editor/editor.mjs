// The lesson editor (/editor/): a teacher makes a lesson by taps and typed texts, never by FEN, UCI
// or JSON. The position is set up on a <chess-board> in setup mode (its tray places and removes
// pieces); stars are placed by tapping squares (tap mode); moves and mate solutions are recorded by
// playing them (play mode, on a rules Game the editor opens). Texts are zh-Hans first; zh-Hant is
// offered as an OpenCC conversion (opencc-js, in a chunk fetched on the first conversion) for the
// teacher to edit. Every change is checked by the code behind `npm run check-lessons`
// (web/lesson/authoring/check.mjs, mate proofs included), debounced and in a worker (check-worker.mjs), with each
// message beside its field; a real <chess-lesson> previews the step through its `lesson` property.
// The draft is kept in localStorage; a lesson file is opened with the picker or by dropping it on the
// page, and saved as a download. Every lesson-level edit is one step of an undo history (a field's
// typing, until another field is edited, is one step).
import '../../chess-lesson.mjs';
import { adoptStylesheet, offerDownload, PIECE_CSS } from '../../board/api.mjs';
import { boardStrings } from '../../i18n/board.mjs';
import { loadChessRules } from '../../rules/index.mjs';
import { loadChessSearch } from '../../rules/search-engine.mjs';
import { LANGS, fillTemplate, matchLang } from '../../i18n/lang.mjs';
import { GOAL_KINDS } from '../../lesson/format.gen.mjs';
import { goalKind, goalKindName } from '../../lesson/goals/index.mjs';
import { SKILLS } from '../../lesson/skills.mjs';
import { skillName } from '../../i18n/skills.mjs';
import { checkLessonFile, describeForTeacher } from '../../lesson/authoring/check.mjs';
import { LESSON_FORMAT_VERSION, withVersionFirst } from '../../lesson/authoring/migrate.mjs';
import { OPENCC_OPTIONS, fixTraditional } from '../../lesson/authoring/traditional.mjs';
import { loadWords } from './words.mjs';
import { ICON_CHOICES, suggestIcon } from './lesson-icon.mjs';
import { createCourseIcon } from '../course-icons.mjs';

const DRAFT_KEY = 'chess-editor-draft';
const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const EMPTY_PLACEMENT = '8/8/8/8/8/8/8/8';
const CHECK_DELAY_MS = 400;
const UNDO_LIMIT = 200; // edits kept for undo: a lesson's worth of work, in memory only
const FILE_LIMIT = 2 * 1024 * 1024; // the course's largest lesson is a few dozen kB

const $ = (id) => document.getElementById(id);
adoptStylesheet(document, PIECE_CSS); // the course pictures' pieces, drawn outside a board
const board = /** @type {any} */ ($('board'));
const preview = /** @type {any} */ ($('lesson-preview'));

let words = null; // the editor's words in the page's language
// Chinese first, as the teachers read it, until the teacher picks another language
let lang = matchLang(localStorage.getItem('chess-editor-lang')) ?? 'zh-Hans';
let rules = null;
let mateSolver = null;
let lesson = null; // the lesson being edited, in the file's format
let current = 0; // the step shown
let recording = null; // 'stars' | 'moves' | 'solution' | null: what the board is doing now
let checkTimer = 0;
let courseIndex = null;
const STEP_KEY = 'editorKey'; // a step's own key in the editor (see keySteps)
const TEXT_ONLY_HINT = 'editorTextOnly'; // a hint the file wrote as its text alone (see adopt)
let nextKey = 1;
let savedIds = new Map(); // step key → the id children's progress uses (see markSaved)

const emptyText = () => ({ 'zh-Hans': '', 'zh-Hant': '', en: '' });
const ui = (key, params) => fillTemplate(words.ui[key] ?? key, params);

function newStep(n) {
  return {
    [STEP_KEY]: nextKey++,
    id: `step-${n}`,
    fen: `${EMPTY_PLACEMENT} w - - 0 1`,
    exercise: true,
    orientation: 'white',
    text: emptyText(),
    success: emptyText(),
    hints: [{ text: emptyText() }],
    goal: { kind: 'collect-stars', piece: null, stars: [], maxMoves: 1 },
  };
}

function newLesson() {
  return { version: LESSON_FORMAT_VERSION, id: 'my-lesson', title: emptyText(), steps: [newStep(1)] };
}

const step = () => lesson.steps[current];
const sideOf = (fen) => (fen.split(' ')[1] === 'b' ? 'b' : 'w');
const placementOf = (fen) => fen.split(' ')[0];

// ---- the file as it is saved --------------------------------------------------------------

/** The lesson as its file holds it: empty texts and unused fields left out. */
function lessonForFile() {
  const clean = structuredClone(lesson);
  const textOrNull = (text) => (text && Object.values(text).some((value) => value.trim()) ? Object.fromEntries(Object.entries(text).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v)) : null);
  for (const key of ['title', 'teacherNote']) {
    if (key in clean) { const text = textOrNull(clean[key]); if (text) clean[key] = text; else if (key !== 'title') delete clean[key]; }
  }
  for (const s of clean.steps) {
    delete s[STEP_KEY];
    for (const key of ['text', 'success', 'teacherNote']) {
      if (!(key in s)) continue;
      const text = textOrNull(s[key]);
      if (text) s[key] = text; else if (key !== 'text') delete s[key];
    }
    s.hints = (s.hints ?? []).map((hint) => ({ ...hint, text: textOrNull(hint.text) })).filter((hint) => hint.text)
      .map(({ [TEXT_ONLY_HINT]: textOnly, ...hint }) => (textOnly && !hint.arrows && !hint.highlights ? hint.text : hint));
    if (s.exercise !== true) delete s.exercise;
    if (!s.skill) delete s.skill;
    goalKind(s.goal)?.editor?.tidy?.(s.goal, textOrNull);
    // a choice's why left empty, and its squares, are left out of the file
    for (const choice of Array.isArray(s.goal?.choices) ? s.goal.choices : []) {
      if ('why' in choice) { const why = textOrNull(choice.why); if (why) choice.why = why; else delete choice.why; }
      if (Array.isArray(choice.squares) && choice.squares.length === 0) delete choice.squares;
    }
  }
  // a step's skill is written right after its id, as the course's files have it
  clean.steps = clean.steps.map(({ id, skill, ...rest }) => (skill ? { id, skill, ...rest } : { id, ...rest }));
  return withVersionFirst(clean);
}

function saveDraft() {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ lesson, current, savedIds: [...savedIds] }));
    $('draft-status').textContent = ui('draftSaved');
  } catch {
    $('draft-status').textContent = ui('draftNotSaved');
  }
}

// ---- undo and redo ------------------------------------------------------------------------
// The history holds the lesson (and the shown step) as JSON after each edit. Typing in one field
// replaces the newest entry instead of adding one, so a field's edit is undone as a whole; any other
// edit, an undo or a redo ends that field's run.

let history = [];
let at = -1; // history[at] is the lesson as shown
let typingIn = null; // the field whose typing makes up history[at]

const snapshot = () => JSON.stringify({ lesson, current });

/** Records the lesson after an edit; `field` names a field whose typing is one undo step. */
function record(field = null) {
  const now = snapshot();
  if (now === history[at]) return;
  history.length = at + 1; // an edit after an undo drops the undone edits
  if (field !== null && field === typingIn && at > 0) history[at] = now;
  else {
    history.push(now);
    if (history.length > UNDO_LIMIT) history.shift();
    at = history.length - 1;
  }
  typingIn = field;
  renderUndo();
}

/** A new history starting from the lesson as it is (a new or opened lesson keeps the old one
 *  undoable: it is recorded as an edit). */
function resetHistory() {
  history = [snapshot()];
  at = 0;
  typingIn = null;
  renderUndo();
}

function renderUndo() {
  $('undo').disabled = at <= 0;
  $('redo').disabled = at >= history.length - 1;
  document.body.dataset.history = `${at}/${history.length}`; // for the tests: where in the history the page is
}

function travel(by) {
  const to = at + by;
  if (to < 0 || to >= history.length) return;
  // the focused field is found again after the page is drawn anew
  const focused = /** @type {HTMLElement | null} */ (document.activeElement);
  const again = focused?.id && !focused.dataset.path ? `#${CSS.escape(focused.id)}` : focused?.dataset.path ? `[data-path="${CSS.escape(focused.dataset.path)}"]` : null;
  at = to;
  typingIn = null;
  ({ lesson, current } = JSON.parse(history[at]));
  recording = null;
  renderLessonFields();
  renderSteps();
  renderStep();
  renderIdWarning();
  renderEmbed();
  renderUndo();
  saveDraft();
  scheduleCheck();
  $('draft-status').textContent = ui(by < 0 ? 'undone' : 'redone');
  const target = again ? /** @type {HTMLElement | null} */ (document.querySelector(again)) : null;
  target?.focus();
}

function changed({ redraw = false, field = null } = {}) {
  record(field);
  saveDraft();
  if (redraw) renderStep();
  renderSteps();
  renderIdWarning();
  renderEmbed();
  const thisLesson = $('course-choose').options[0];
  if (thisLesson) thisLesson.text = thisLessonOption();
  renderCourseIcon();
  scheduleCheck();
}

// ---- step ids children's progress uses ----------------------------------------------------
// Each step carries a key of the editor's own (`editorKey`, left out of the file) that stays with it
// through edits, moves, undo and redo. `savedIds` maps a step's key to its id in the lesson as it was
// opened or last downloaded: a step whose id differs from it loses the children's progress on it.
// The map is kept beside the undo history, not in it, because a download cannot be undone.

/** Gives every step of `value` a key, once; returns `value`. */
function keySteps(value) {
  for (const s of value.steps) if (Number.isInteger(s[STEP_KEY])) nextKey = Math.max(nextKey, s[STEP_KEY] + 1);
  for (const s of value.steps) if (!Number.isInteger(s[STEP_KEY])) s[STEP_KEY] = nextKey++;
  return value;
}

/** Remembers `value`'s step ids as those children's progress uses (a file opened or downloaded). */
function markSaved(value) {
  savedIds = new Map(keySteps(value).steps.map((s) => [s[STEP_KEY], s.id]));
  return value;
}

function renderIdWarning() {
  const s = step();
  const old = s ? savedIds.get(s[STEP_KEY]) : undefined;
  const note = $('step-id-warning');
  const show = typeof old === 'string' && old !== '' && s.id !== old;
  note.textContent = show ? ui('idChanged', { old }) : '';
  note.hidden = !show;
}

// ---- the embed snippet --------------------------------------------------------------------

function renderEmbed() {
  const file = `${lesson.id || 'lesson'}.json`;
  const widget = new URL('../chess-lesson.mjs', import.meta.url).pathname;
  const lessons = new URL('../lessons/', import.meta.url).pathname;
  $('embed-about').textContent = ui('embedAbout', { file });
  $('embed').value = `<script type="module" src="${widget}"></script>\n<chess-lesson src="${lessons}${file}" lang="${lang}">${ui('embedLoading')}</chess-lesson>`;
}

// ---- texts --------------------------------------------------------------------------------

let converter = null;
/** zh-Hans → zh-Hant by OpenCC (its chunk is fetched on the first use), its over-conversions put
 *  right by ../../lesson/authoring/traditional.mjs (the queen 后, 吃, 只; 「」 for quotes). */
async function toTraditional(text) {
  if (!converter) {
    const OpenCC = await import('opencc-js/cn2t');
    converter = OpenCC.Converter(OPENCC_OPTIONS);
  }
  return fixTraditional(converter(text));
}

/** A fieldset of the three languages of a text at `path` (a JSON pointer) in `holder[key]`. */
function textFields(label, holder, key, path) {
  const set = document.createElement('fieldset');
  set.className = 'ed-texts';
  const legend = document.createElement('legend');
  legend.textContent = label;
  set.append(legend);
  holder[key] ??= emptyText();
  for (const code of LANGS) {
    const field = document.createElement('label');
    field.className = 'ed-field';
    const name = document.createElement('span');
    name.textContent = words.check.langs[code];
    const input = document.createElement('textarea');
    input.rows = 2;
    input.value = holder[key][code] ?? '';
    input.dataset.path = `${path}/${code}`;
    input.dataset.lang = code;
    input.lang = code;
    input.addEventListener('input', () => { holder[key][code] = input.value; changed({ field: `${current}:${input.dataset.path}` }); });
    field.append(name, input);
    set.append(field);
    if (code === 'zh-Hant') {
      const convert = document.createElement('button');
      convert.type = 'button';
      convert.textContent = ui('convert');
      convert.className = 'ed-convert';
      convert.addEventListener('click', async () => {
        input.value = await toTraditional(holder[key]['zh-Hans'] ?? '');
        holder[key][code] = input.value;
        changed();
      });
      set.append(convert);
    }
  }
  return set;
}

// ---- the board ----------------------------------------------------------------------------

function openGame(fen, exercise) {
  const opened = rules.game(fen, { exercise });
  return opened.ok ? opened.value : null;
}

/** Shows the step's position in the mode the current form needs. */
async function showBoard() {
  const s = step();
  board.setAttribute('orientation', s.orientation === 'black' ? 'black' : 'white');
  board.clearAnnotations?.();
  if (recording === null) {
    board.setAttribute('mode', 'setup');
    await board.ready;
    board.fen = s.fen;
    $('board-mode').textContent = ui('modeSetup');
    return;
  }
  const game = openGame(s.fen, s.exercise === true);
  if (!game) {
    recording = null;
    $('board-mode').textContent = ui('positionNotPlayable');
    board.setAttribute('mode', 'setup');
    return;
  }
  // the board leaves setup mode only with a game's position on it (not an exercise's), so it is
  // given the initial one; the step's own game replaces it at once
  if (board.getAttribute('mode') === 'setup') board.fen = START_FEN;
  board.setAttribute('mode', recording === 'stars' ? 'tap' : 'play');
  await board.ready;
  board.setGame(game);
  if (recording === 'stars') {
    board.markers(s.goal.stars.map((square) => ({ square, kind: 'star' })));
    if (s.goal.piece) board.highlight([{ square: s.goal.piece, kind: 'good' }]);
  } else if (recording === 'solution') {
    for (const move of s.goal.solution ?? []) board.play(move);
  }
  $('board-mode').textContent = ui(`mode-${recording}`);
}

/** The position from the board's setup (its placement), with the side to move and the flags. */
function takeSetup() {
  const s = step();
  const placement = placementOf(board.fen);
  const side = $('turn').value;
  const kings = /K/.test(placement) && /k/.test(placement);
  s.fen = `${placement} ${side} - - 0 1`;
  // a position without both kings is a practice position; one with both is a game's
  s.exercise = !kings;
  s.orientation = side === 'b' ? 'black' : 'white';
  $('fen').value = s.fen;
  $('exercise').checked = s.exercise === true;
  changed();
}

board.addEventListener('place', () => { if (recording === null) takeSetup(); });
board.addEventListener('remove', () => { if (recording === null) takeSetup(); });
board.addEventListener('squaretap', (event) => {
  if (recording !== 'stars') return;
  const { square, piece } = event.detail;
  const goal = step().goal;
  if (piece) goal.piece = square;
  else if (goal.stars.includes(square)) goal.stars = goal.stars.filter((star) => star !== square);
  else goal.stars.push(square);
  board.markers(goal.stars.map((star) => ({ square: star, kind: 'star' })));
  board.highlight(goal.piece ? [{ square: goal.piece, kind: 'good' }] : []);
  renderGoalSummary();
  changed();
});
board.addEventListener('move', (event) => {
  if (event.detail.by !== 'user') return;
  const goal = step().goal;
  const uci = event.detail.uci;
  if (recording === 'moves') {
    goal.moves = [...new Set([...(goal.moves ?? []), uci])];
    showBoard(); // back to the step's position, for another accepted move
  } else if (recording === 'solution') {
    goal.solution = [...(goal.solution ?? []), uci];
  }
  renderGoalSummary();
  changed();
});

// ---- the goal forms -----------------------------------------------------------------------

/** A new goal of `name`'s kind, as its module's editor starts it (else the kind alone). */
function goalDefaults(name) {
  return goalKind({ kind: name })?.editor?.defaults?.({ emptyText }) ?? { kind: name };
}

function button(text, onClick, id) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  if (id) b.id = id;
  b.addEventListener('click', onClick);
  return b;
}

function numberField(label, value, path, onChange) {
  const field = document.createElement('label');
  field.className = 'ed-field';
  const name = document.createElement('span');
  name.textContent = label;
  const input = document.createElement('input');
  input.type = 'number';
  input.min = '1';
  input.value = String(value);
  input.dataset.path = path;
  input.addEventListener('input', () => { const n = Number(input.value); if (Number.isInteger(n) && n > 0) onChange(n); });
  field.append(name, input);
  return field;
}

function renderGoalSummary() {
  const summary = $('goal-summary');
  if (!summary) return;
  const goal = step().goal;
  const said = goalKind(goal)?.editor?.summary?.(goal);
  if (said) summary.textContent = ui(...said);
}

function recordButton(kind, label) {
  return button(label, async () => { recording = recording === kind ? null : kind; await showBoard(); renderGoalForm(); }, `record-${kind}`);
}

/** The pieces a goal kind's editor form is made of (its module's `editor.form(goal, kit)`). */
function goalFormKit(goal, summary) {
  return {
    // the board records moves, a solution or stars until the button is pressed again
    record: (what, startKey, doneKey) => recordButton(what, recording === what ? ui(doneKey) : ui(startKey)),
    clear: (field, { redraw = false } = {}) => button(ui('clearMoves'), async () => {
      goal[field] = [];
      if (redraw && recording === field) await showBoard();
      renderGoalSummary();
      changed();
    }),
    number: (labelKey, field, after = () => {}) => numberField(ui(labelKey), goal[field] ?? 1, `goal/${field}`, (n) => {
      goal[field] = n;
      after(n);
      changed({ field: `${current}:goal/${field}` });
    }),
    summary: () => summary,
    choices: () => choiceFields(goal),
  };
}

/** The squares a choice's why marks on the board, typed as square names ("e4 f5"). */
function choiceSquaresField(choice, path) {
  const field = document.createElement('label');
  field.className = 'ed-field';
  const name = document.createElement('span');
  name.textContent = ui('choiceSquares');
  const input = document.createElement('input');
  input.type = 'text';
  input.value = (choice.squares ?? []).join(' ');
  input.dataset.path = path;
  input.spellcheck = false;
  input.addEventListener('input', () => {
    // the check says which name is no square; the field keeps what was typed
    choice.squares = input.value.split(/[\s,，、]+/).filter(Boolean);
    changed({ field: `${current}:${path}` });
  });
  field.append(name, input);
  return field;
}

/** A quiz's choices, each with its label and its "right answer" button, a wrong one with why it is
 *  wrong and the squares that reason marks, and a button to add one. */
function choiceFields(goal) {
  const box = document.createDocumentFragment();
  goal.choices.forEach((choice, n) => {
    const item = document.createElement('div');
    item.className = 'ed-choice';
    item.append(textFields(ui('choice', { n: n + 1 }), choice, 'label', `goal/choices/${n}/label`));
    if (goal.answer !== choice.id) {
      item.append(textFields(ui('choiceWhy', { n: n + 1 }), choice, 'why', `goal/choices/${n}/why`));
      item.append(choiceSquaresField(choice, `goal/choices/${n}/squares`));
    }
    const right = document.createElement('label');
    right.className = 'ed-field-inline';
    const radio = document.createElement('input');
    radio.type = 'radio';
    radio.name = 'answer';
    radio.checked = goal.answer === choice.id;
    radio.dataset.path = 'goal/answer';
    radio.addEventListener('change', () => { goal.answer = choice.id; renderGoalForm(); changed(); });
    const said = document.createElement('span');
    said.textContent = ui('rightAnswer');
    right.append(radio, said);
    item.append(right);
    if (goal.choices.length > 2) item.append(button(ui('removeChoice'), () => { goal.choices.splice(n, 1); if (!goal.choices.some((c) => c.id === goal.answer)) goal.answer = goal.choices[0].id; renderGoalForm(); changed(); }));
    box.append(item);
  });
  box.append(button(ui('addChoice'), () => {
    const used = new Set(goal.choices.map((c) => c.id));
    const id = 'abcdefghij'.split('').find((letter) => !used.has(letter));
    goal.choices.push({ id, label: emptyText() });
    renderGoalForm();
    changed();
  }, 'add-choice'));
  return box;
}

function renderGoalForm() {
  const s = step();
  const goal = s.goal;
  const form = $('goal-form');
  form.replaceChildren();
  const summary = document.createElement('p');
  summary.id = 'goal-summary';
  summary.setAttribute('role', 'status');
  summary.dataset.path = 'goal';
  const parts = goalKind(goal)?.editor?.form?.(goal, goalFormKit(goal, summary));
  if (parts) {
    form.append(...parts);
  } else {
    // the runner's other goals, written as the lesson format has them (lessons/README.md)
    const field = document.createElement('label');
    field.className = 'ed-field';
    const name = document.createElement('span');
    name.textContent = ui('goalAsData');
    const area = document.createElement('textarea');
    area.rows = 5;
    area.dataset.path = 'goal';
    area.value = JSON.stringify(goal, null, 1);
    area.addEventListener('input', () => { try { s.goal = { ...JSON.parse(area.value), kind: goalKindName(goal) }; changed({ field: `${current}:goal` }); } catch { /* shown once it parses */ } });
    field.append(name, area);
    form.append(field);
  }
  renderGoalSummary();
  placeProblems();
}

// ---- the step and the lesson --------------------------------------------------------------

function renderLessonFields() {
  const box = $('lesson-fields');
  box.replaceChildren();
  const field = document.createElement('label');
  field.className = 'ed-field';
  const name = document.createElement('span');
  name.textContent = ui('lessonId');
  const input = document.createElement('input');
  input.id = 'lesson-id';
  input.value = lesson.id;
  input.dataset.path = '/id';
  input.spellcheck = false;
  input.addEventListener('input', () => { lesson.id = input.value.trim(); changed({ field: '/id' }); });
  field.append(name, input);
  box.append(field, textFields(ui('lessonTitle'), lesson, 'title', '/title'), textFields(ui('teacherNote'), lesson, 'teacherNote', '/teacherNote'));
}

function renderSteps() {
  const list = $('steps');
  list.replaceChildren();
  lesson.steps.forEach((s, n) => {
    const item = document.createElement('li');
    if (n === current) item.setAttribute('aria-current', 'step');
    const name = button(`${s.id} · ${ui(`kind-${goalKindName(s.goal)}`)}`, async () => { current = n; recording = null; renderStep(); renderSteps(); }, undefined);
    name.className = 'ed-step-name';
    const up = button('↑', () => move(n, -1));
    up.setAttribute('aria-label', ui('moveUp', { id: s.id }));
    up.disabled = n === 0;
    const down = button('↓', () => move(n, 1));
    down.setAttribute('aria-label', ui('moveDown', { id: s.id }));
    down.disabled = n === lesson.steps.length - 1;
    const remove = button('✕', () => {
      lesson.steps.splice(n, 1);
      if (!lesson.steps.length) lesson.steps.push(newStep(1));
      current = Math.min(current, lesson.steps.length - 1);
      changed({ redraw: true });
    });
    remove.setAttribute('aria-label', ui('removeStep', { id: s.id }));
    item.append(name, ' ', up, down, remove);
    list.append(item);
  });
}

function move(n, by) {
  const [moved] = lesson.steps.splice(n, 1);
  lesson.steps.splice(n + by, 0, moved);
  current = n + by;
  changed({ redraw: true });
}

function renderStep() {
  const s = step();
  $('step-title').textContent = ui('stepHeading', { n: current + 1 });
  $('step-id').value = s.id;
  $('fen').value = s.fen;
  $('turn').value = sideOf(s.fen);
  $('exercise').checked = s.exercise === true;
  $('goal-kind').value = goalKindName(s.goal);
  // a skill not in the list (a mistyped file) is shown under its id, for the checker's message to name
  const skills = $('step-skill');
  if (typeof s.skill === 'string' && s.skill && ![...skills.options].some((option) => option.value === s.skill)) skills.append(new Option(s.skill, s.skill));
  skills.value = typeof s.skill === 'string' ? s.skill : '';
  const texts = $('step-texts');
  texts.replaceChildren(
    textFields(ui('stepText'), s, 'text', 'text'),
    textFields(ui('stepSuccess'), s, 'success', 'success'),
  );
  s.hints ??= [];
  if (!s.hints.length) s.hints.push({ text: emptyText() });
  s.hints.forEach((hint, n) => texts.append(textFields(ui('hint', { n: n + 1 }), hint, 'text', `hints/${n}/text`)));
  texts.append(button(ui('addHint'), () => { s.hints.push({ text: emptyText() }); renderStep(); changed(); }, 'add-hint'));
  texts.append(textFields(ui('stepTeacherNote'), s, 'teacherNote', 'teacherNote'));
  renderGoalForm();
  showBoard();
}

// ---- the check ----------------------------------------------------------------------------

let lastProblems = [];
let checkId = 0; // the lesson's version the shown answer must be about

function scheduleCheck() {
  clearTimeout(checkTimer);
  // an answer still on its way is about the lesson before this change: it must not be shown
  checkId += 1;
  $('check-status').textContent = ui('checking');
  document.body.dataset.check = 'pending';
  checkTimer = setTimeout(runCheck, CHECK_DELAY_MS);
}

// The check runs in a worker (check-worker.mjs); where none can start, on this thread.
let worker = null;
try {
  worker = new Worker(new URL('./check-worker.mjs', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event) => {
    if (event.data.id !== checkId) return;
    document.body.dataset.checkedIn = 'worker';
    showProblems(event.data.problems);
  });
  worker.addEventListener('error', () => { worker = null; runCheck(); });
} catch {
  worker = null;
}

function runCheck() {
  const file = lessonForFile();
  if (worker) {
    worker.postMessage({ id: checkId, lesson: file, lang });
    return;
  }
  const { problems } = checkLessonFile(file, { rules, mateSolver });
  document.body.dataset.checkedIn = 'page';
  showProblems(problems.map((problem) => ({ ...problem, said: describeForTeacher(problem, words) })));
}

/** The check's problems, listed and each beside its field; a newer check's answer replaces them. */
function showProblems(problems) {
  lastProblems = problems;
  const errors = lastProblems.filter((p) => p.severity === 'error').length;
  const warnings = lastProblems.length - errors;
  $('check-status').textContent = errors + warnings === 0 ? ui('checkClean') : ui('checkCounts', { errors, warnings });
  const list = $('problems');
  list.replaceChildren(...lastProblems.map((problem) => {
    const item = document.createElement('li');
    item.className = problem.severity === 'warning' ? 'ed-warning' : '';
    item.textContent = `${problem.severity === 'warning' ? words.check.warning : words.check.error} · ${problem.said.where} · ${problem.said.message} ${problem.said.fix ? words.check.fixLabel + problem.said.fix : ''}`;
    return item;
  }));
  placeProblems();
  document.body.dataset.check = errors ? 'errors' : 'clean';
}

/** Each problem of the shown step (and of the lesson) beside the field it is about. */
function placeProblems() {
  for (const old of document.querySelectorAll('.ed-problem')) old.remove();
  const prefix = `/steps/${current}/`;
  for (const problem of lastProblems) {
    let path = problem.path;
    if (path.startsWith(prefix)) path = path.slice(prefix.length);
    else if (path.startsWith('/steps/')) continue;
    // the nearest field on the page: the path itself, else its parents
    let target = null;
    for (let p = path; p && !target; p = p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '') {
      target = document.querySelector(`[data-path="${CSS.escape(p)}"]`);
    }
    if (!target) target = $('goal-summary') ?? $('goal-kind');
    const note = document.createElement('p');
    note.className = `ed-problem${problem.severity === 'warning' ? ' ed-warning' : ''}`;
    note.textContent = `${problem.said.message} ${problem.said.fix}`;
    (target.closest('label, fieldset, p') ?? target).after(note);
  }
}

// ---- files --------------------------------------------------------------------------------

function download() {
  markSaved(lesson); // the ids children's progress will use from now on
  renderIdWarning();
  const text = `${JSON.stringify(lessonForFile(), null, 2)}\n`;
  offerDownload(document, new Blob([text], { type: 'application/json' }), `${lesson.id || 'lesson'}.json`);
}

/** A lesson read from a file, or from the course: its texts given all three languages to edit. */
function adopt(value) {
  const fill = (text) => ({ ...emptyText(), ...(text ?? {}) });
  value.title = fill(value.title);
  keySteps(value);
  for (const s of value.steps) {
    delete s.savedId; // where 0.2.0's editor kept the saved id, in a draft it left
    s.text = fill(s.text);
    s.success = fill(s.success);
    // a hint may be its text alone (lessons/schema.json): kept so, marked, to be saved as it came
    s.hints = (s.hints ?? []).map((hint) => ('text' in hint ? { ...hint, text: fill(hint.text) } : { text: fill(hint), [TEXT_ONLY_HINT]: true }));
    if (s.empty && !s.fen) s.fen = `${EMPTY_PLACEMENT} w - - 0 1`;
    goalKind(s.goal)?.editor?.fill?.(s.goal, fill);
  }
  return value;
}

/** Says why a file could not be opened, in a line of its own that the draft's check does not
 *  overwrite; null clears it. */
function showFileStatus(text) {
  $('file-status').textContent = text ?? '';
  $('file-status').hidden = text === null;
}

/** Opens a lesson file from the picker or a drop. The file is untrusted: it is read as text, size
 *  first, and goes through the same parse and check as `check-lessons` before anything of it is
 *  used; a file that is not a lesson leaves the draft as it was. */
async function openFile(file) {
  if (file.size > FILE_LIMIT) {
    showFileStatus(ui('fileTooBig', { file: file.name, size: '2 MB' }));
    return;
  }
  const text = await file.text();
  const { prepared, problems } = checkLessonFile(text, { rules, mateSolver: null });
  if (!prepared.lesson || !Array.isArray(prepared.lesson.steps)) {
    if (!problems.length) {
      showFileStatus(ui('notALesson'));
      return;
    }
    const { where, message, fix } = describeForTeacher(problems[0], words);
    showFileStatus([file.name, where, message, fix && `${words.check.fixLabel}${fix}`].filter(Boolean).join(words.check.placeSeparator));
    return;
  }
  showFileStatus(null);
  lesson = markSaved(adopt(prepared.lesson));
  current = 0;
  recording = null;
  renderAll();
  changed();
}

async function loadCourse() {
  try {
    courseIndex = await (await fetch('../lessons/index.json')).json();
  } catch {
    courseIndex = { lessons: [] };
  }
  const select = $('from-lesson');
  select.replaceChildren(new Option(ui('chooseLesson'), ''), ...courseIndex.lessons.map((entry) => new Option(entry.title[lang] ?? entry.id, entry.file)));
  renderCourse();
}

async function takeFromCourse(file) {
  if (!file) return;
  const other = await (await fetch(`../lessons/${file}`)).json();
  const select = $('from-lesson');
  // a second select of that lesson's steps
  let steps = $('from-step');
  if (!steps) {
    steps = document.createElement('select');
    steps.id = 'from-step';
    steps.setAttribute('aria-label', ui('chooseStep'));
    select.closest('.ed-row').append(steps);
  }
  steps.replaceChildren(new Option(ui('chooseStep'), ''), ...other.steps.map((s, n) => new Option(`${n + 1} · ${s.id}`, String(n))));
  steps.onchange = () => {
    const source = other.steps[Number(steps.value)];
    if (!source || !source.fen) return;
    const s = step();
    s.fen = source.fen;
    s.exercise = source.exercise === true;
    s.orientation = source.orientation ?? (sideOf(source.fen) === 'b' ? 'black' : 'white');
    recording = null;
    renderStep();
    changed();
  };
}

// ---- a course of chosen lessons ------------------------------------------------------------
// The teacher's choice of lessons, in order, as lessons/index.json entries (lessons/index.schema.json):
// the site's own entries as the site's index has them, and a lesson opened or made here as an entry of
// its own group. Kept in localStorage beside the draft; the link opens the site's course map cut to
// the site's lessons of the list (`?lessons=…`, web/site/index.mjs).

const COURSE_KEY = 'chess-editor-course';
const ICONS_KEY = 'chess-editor-icons';
const OWN_GROUP = 'my-lessons';
let courseChoice = [];
try { const saved = JSON.parse(localStorage.getItem(COURSE_KEY) ?? '[]'); if (Array.isArray(saved)) courseChoice = saved.filter((entry) => typeof entry?.id === 'string'); } catch { /* a new list */ }
// the picture the teacher chose for each of their own lessons, by lesson id
let ownIcons = {};
try { const saved = JSON.parse(localStorage.getItem(ICONS_KEY) ?? '{}'); if (saved && typeof saved === 'object') ownIcons = saved; } catch { /* none chosen yet */ }

const entryTitle = (entry) => entry.title?.[lang] || entry.title?.['zh-Hans'] || entry.id;
const isSiteLesson = (entry) => Boolean(courseIndex?.lessons.some((site) => site.id === entry.id && site.file === entry.file));

/** The edited lesson's picture: the teacher's choice, else the one its steps suggest. */
function ownIcon() {
  const chosen = ownIcons[lesson.id];
  return ICON_CHOICES.includes(chosen) ? chosen : suggestIcon(lesson);
}

/** The edited lesson as an index entry: its own group, its picture, and the review topic. */
function ownEntry() {
  const file = lessonForFile();
  return { id: file.id, group: OWN_GROUP, topics: ['review'], title: file.title, icon: ownIcon(), file: `${file.id}.json` };
}

/** An icon's name in the teacher's language: a piece by its colour and name, a symbol by its word. */
function iconName(icon) {
  if (!/^[KQRBNPkqrbnp]$/.test(icon)) return ui(`icon-${icon}`);
  const names = boardStrings[lang];
  const color = icon === icon.toUpperCase() ? names.white : names.black;
  return `${color}${lang === 'en' ? ' ' : ''}${names.pieces[icon.toLowerCase()]}`;
}

/** The picture chooser: shown while the course menu offers the lesson being edited. Its options
 *  are named in translatePage. */
function renderCourseIcon() {
  const icon = ownIcon();
  /** @type {HTMLSelectElement} */ ($('course-icon')).value = icon;
  $('course-icon-picture').replaceChildren(createCourseIcon(document, icon));
  $('course-icon-row').hidden = $('course-choose').value !== '';
}

function saveCourse() {
  try { localStorage.setItem(COURSE_KEY, JSON.stringify(courseChoice)); } catch { /* kept for this visit */ }
}

/** The course menu's first choice: the lesson being edited, by its title as it is now. */
function thisLessonOption() {
  return ui('courseThisLesson', { title: lessonForFile().title?.[lang] || lesson.id });
}

function renderCourse() {
  const choose = /** @type {HTMLSelectElement} */ ($('course-choose'));
  const chosen = choose.value;
  choose.replaceChildren(
    new Option(thisLessonOption(), ''),
    ...(courseIndex?.lessons ?? []).map((entry) => new Option(entryTitle(entry), entry.id)),
  );
  choose.value = chosen;
  renderCourseIcon();
  const list = $('course-list');
  list.replaceChildren(...courseChoice.map((entry, n) => {
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
    down.disabled = n === courseChoice.length - 1;
    const remove = button('✕', () => { courseChoice.splice(n, 1); saveCourse(); renderCourse(); });
    remove.setAttribute('aria-label', ui('courseRemove', { title: entryTitle(entry) }));
    item.append(picture, name, up, down, remove);
    return item;
  }));
  if (!courseChoice.length) list.append(Object.assign(document.createElement('li'), { textContent: ui('courseEmpty'), className: 'ed-muted' }));
  const siteIds = courseChoice.filter(isSiteLesson).map((entry) => entry.id);
  const link = /** @type {HTMLAnchorElement} */ ($('course-link'));
  link.textContent = ui('courseLink');
  link.hidden = siteIds.length === 0;
  link.href = `../?lessons=${siteIds.map(encodeURIComponent).join(',')}`;
  const own = courseChoice.filter((entry) => !isSiteLesson(entry));
  $('course-note').textContent = own.map((entry) => ui('courseOwnNote', { title: entryTitle(entry) })).join(' ');
  $('course-download').disabled = courseChoice.length === 0;
}

function moveInCourse(n, by) {
  const [moved] = courseChoice.splice(n, 1);
  courseChoice.splice(n + by, 0, moved);
  saveCourse();
  renderCourse();
}

/** The course as lessons/index.json holds it: the groups its lessons use, then the lessons in order.
 *  A lesson of a group the site's index lacks is put in the teacher's own group. */
async function courseFile() {
  const ownTitle = Object.fromEntries(await Promise.all(LANGS.map(async (code) => [code, (await loadWords(code)).ui.courseOwnGroup])));
  const lessons = courseChoice.map((entry) => (courseIndex?.groups?.[entry.group] ? entry : { ...entry, group: OWN_GROUP }));
  const groups = {};
  for (const entry of lessons) groups[entry.group] ??= entry.group === OWN_GROUP ? ownTitle : courseIndex.groups[entry.group];
  return { version: 1, groups, lessons };
}

$('course-add').addEventListener('click', () => {
  const id = $('course-choose').value;
  const entry = id ? courseIndex?.lessons.find((site) => site.id === id) : ownEntry();
  if (!entry) return;
  // a lesson is in the list once: adding it again takes its newest entry, in its place
  const at = courseChoice.findIndex((chosen) => chosen.id === entry.id);
  if (at >= 0) courseChoice[at] = structuredClone(entry);
  else courseChoice.push(structuredClone(entry));
  saveCourse();
  renderCourse();
});
$('course-choose').addEventListener('change', renderCourseIcon);
$('course-icon').addEventListener('change', () => {
  ownIcons[lesson.id] = $('course-icon').value;
  try { localStorage.setItem(ICONS_KEY, JSON.stringify(ownIcons)); } catch { /* kept for this visit */ }
  // the lesson already in the list takes its new picture there too
  const listed = courseChoice.find((entry) => entry.id === lesson.id && !isSiteLesson(entry));
  if (listed) { listed.icon = ownIcon(); saveCourse(); }
  renderCourse();
});
$('course-download').addEventListener('click', async () => {
  const text = `${JSON.stringify(await courseFile(), null, 2)}\n`;
  offerDownload(document, new Blob([text], { type: 'application/json' }), 'index.json');
});

// ---- wiring -------------------------------------------------------------------------------

function translatePage() {
  document.documentElement.lang = lang;
  for (const node of document.querySelectorAll('[data-text]')) node.textContent = ui(node.dataset.text);
  document.title = ui('pageTitle');
  const kinds = $('goal-kind');
  kinds.replaceChildren(...GOAL_KINDS.map((kind) => new Option(ui(`kind-${kind}`), kind)));
  // the skills by name in the editor's language (renderStep adds a step's unknown one)
  $('step-skill').replaceChildren(new Option(ui('noSkill'), ''), ...SKILLS.map((entry) => new Option(skillName(lang, entry.id), entry.id)));
  $('course-icon').replaceChildren(...ICON_CHOICES.map((choice) => new Option(iconName(choice), choice)));
  board.setAttribute('lang', lang);
  preview.setAttribute('lang', lang);
}

function renderAll() {
  translatePage();
  renderLessonFields();
  renderSteps();
  renderStep();
  renderIdWarning();
  renderEmbed();
  renderCourse();
}

$('lang').addEventListener('change', async () => {
  lang = $('lang').value;
  localStorage.setItem('chess-editor-lang', lang);
  words = await loadWords(lang);
  renderAll();
  loadCourse();
  runCheck();
});
$('new-lesson').addEventListener('click', () => { lesson = newLesson(); savedIds = new Map(); current = 0; recording = null; renderAll(); changed(); });
$('open').addEventListener('click', () => $('file').click());
$('file').addEventListener('change', () => { const file = $('file').files?.[0]; if (file) openFile(file); $('file').value = ''; });
$('download').addEventListener('click', download);
$('undo').addEventListener('click', () => travel(-1));
$('redo').addEventListener('click', () => travel(1));
document.addEventListener('keydown', (event) => {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
  const key = event.key.toLowerCase();
  // the editor's undo replaces a field's own: a field's typing is one step of the lesson's history
  if (key === 'z' && !event.shiftKey) { event.preventDefault(); travel(-1); }
  else if ((key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey)) { event.preventDefault(); travel(1); }
});
// a lesson file dropped anywhere on the page opens as the picker's would
document.addEventListener('dragover', (event) => {
  if (!event.dataTransfer?.types.includes('Files')) return;
  event.preventDefault();
  event.dataTransfer.dropEffect = 'copy';
  if (document.body.dataset.dropping !== 'true') { document.body.dataset.dropping = 'true'; $('draft-status').textContent = ui('dropHere'); }
});
document.addEventListener('dragleave', (event) => { if (!event.relatedTarget) delete document.body.dataset.dropping; });
document.addEventListener('drop', (event) => {
  const file = event.dataTransfer?.files?.[0];
  if (!file) return;
  event.preventDefault();
  delete document.body.dataset.dropping;
  openFile(file);
});
$('copy-embed').addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText($('embed').value);
    $('copy-status').textContent = ui('copied');
  } catch {
    /** @type {HTMLTextAreaElement} */ ($('embed')).select();
    $('copy-status').textContent = ui('copyFailed');
  }
});
$('add-step').addEventListener('click', () => {
  const ids = new Set(lesson.steps.map((s) => s.id));
  let n = lesson.steps.length + 1;
  while (ids.has(`step-${n}`)) n++;
  lesson.steps.splice(current + 1, 0, newStep(n));
  current += 1;
  recording = null;
  changed({ redraw: true });
});
$('step-id').addEventListener('input', () => { step().id = $('step-id').value.trim(); changed({ field: `${current}:id` }); });
$('pos-empty').addEventListener('click', () => { const s = step(); s.fen = `${EMPTY_PLACEMENT} ${$('turn').value} - - 0 1`; s.exercise = true; recording = null; renderStep(); changed(); });
$('pos-initial').addEventListener('click', () => { const s = step(); s.fen = START_FEN; s.exercise = false; s.orientation = 'white'; recording = null; renderStep(); changed(); });
$('clear').addEventListener('click', () => $('pos-empty').click());
$('flip').addEventListener('click', () => { const s = step(); s.orientation = s.orientation === 'black' ? 'white' : 'black'; board.setAttribute('orientation', s.orientation); changed(); });
$('turn').addEventListener('change', () => { const s = step(); const parts = s.fen.split(' '); parts[1] = $('turn').value; s.fen = parts.join(' '); s.orientation = parts[1] === 'b' ? 'black' : 'white'; renderStep(); changed(); });
$('exercise').addEventListener('change', () => { step().exercise = $('exercise').checked; changed(); });
$('fen-apply').addEventListener('click', () => { step().fen = $('fen').value.trim(); recording = null; renderStep(); changed(); });
$('from-lesson').addEventListener('change', () => takeFromCourse($('from-lesson').value));
$('step-skill').addEventListener('change', () => {
  const s = step();
  if ($('step-skill').value) s.skill = $('step-skill').value; else delete s.skill;
  changed();
});
$('goal-kind').addEventListener('change', () => {
  const s = step();
  s.goal = goalDefaults($('goal-kind').value);
  if (!goalKind(s.goal)?.editor?.keepsExercise && s.exercise === true && /K/.test(s.fen) && /k/.test(placementOf(s.fen))) s.exercise = false;
  recording = null;
  renderStep();
  changed();
});
$('preview').addEventListener('click', () => {
  preview.hidden = false;
  preview.setAttribute('step', step().id);
  preview.lesson = lessonForFile();
});

async function start() {
  words = await loadWords(lang);
  $('lang').value = lang;
  [rules, mateSolver] = await Promise.all([
    loadChessRules({ deepAnalysis: true }), // the lesson checks' "can still mate: yes" needs it
    loadChessSearch({ wasm: new URL('../chess-search.wasm', import.meta.url) }).catch(() => null),
  ]);
  try {
    const draft = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
    if (draft?.lesson?.steps?.length) {
      lesson = adopt(draft.lesson);
      current = Math.min(draft.current ?? 0, lesson.steps.length - 1);
      savedIds = new Map(Array.isArray(draft.savedIds) ? draft.savedIds : []);
    }
  } catch {
    // a damaged draft: a new lesson, with the damaged text kept aside rather than overwritten
    try { localStorage.setItem(`${DRAFT_KEY}:damaged`, localStorage.getItem(DRAFT_KEY) ?? ''); } catch { /* full: it stays under its own key until the next save */ }
  }
  lesson ??= newLesson();
  renderAll();
  resetHistory();
  await loadCourse();
  runCheck();
  document.body.dataset.ready = 'true';
}

start();
