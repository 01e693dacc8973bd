// The lesson editor (/editor/): a teacher makes a lesson by taps and typed texts, never by a file
// format. This module is the wiring: the one state object, the page's lesson and step fields, the
// undo history's buttons and keys, and the page's events. The jobs live beside it: history.mjs (the
// undo history, pure), lesson-file.mjs (the lesson as edited and as saved), files.mjs (draft, open,
// download), goal-form.mjs (each goal kind's form, from its module in web/lesson/goals/, and the
// board that records it), checker.mjs (the live check in its worker, and its problems on the page),
// course.mjs (a course of chosen lessons), fields.mjs (the form fields), move-words.mjs (moves as
// the course writes them: 马f3). Texts are zh-Hans first; zh-Hant is offered as an OpenCC conversion
// (opencc-js, in a chunk fetched on the first conversion) for the teacher to edit. A real
// <chess-lesson> previews the step through its `lesson` property.
import '../../chess-lesson.mjs';
import { adoptStylesheet, PIECE_CSS } from '../../board/api.mjs';
import { loadChessRules } from '../../rules/index.mjs';
import { loadChessSearch } from '../../rules/search-engine.mjs';
import { fillTemplate, matchLang } from '../../i18n/lang.mjs';
import { GOAL_KINDS } from '../../lesson/format.gen.mjs';
import { goalKind, goalKindName } from '../../lesson/goals/index.mjs';
import { SKILLS } from '../../lesson/skills.mjs';
import { skillName } from '../../i18n/skills.mjs';
import { OPENCC_OPTIONS, fixTraditional } from '../../lesson/authoring/traditional.mjs';
import { loadWords } from './words.mjs';
import { ICON_CHOICES } from './lesson-icon.mjs';
import { createHistory } from './history.mjs';
import { EMPTY_PLACEMENT, START_FEN, STEP_KEY, emptyText, goalDefaults, lessonForFile, newLesson, newStep } from './lesson-file.mjs';
import { button, textField, textFields } from './fields.mjs';
import { createFiles } from './files.mjs';
import { createGoalForm } from './goal-form.mjs';
import { createChecker } from './checker.mjs';
import { createCourse } from './course.mjs';
import { diagramButtons } from '../../lesson/diagram-button.mjs';

const $ = (id) => document.getElementById(id);
adoptStylesheet(document, PIECE_CSS); // the course pictures' pieces, drawn outside a board
const board = /** @type {any} */ ($('board'));
const preview = /** @type {any} */ ($('lesson-preview'));

/** Everything the page knows, in one place; each job's module reads and writes it. */
const state = {
  words: null, // the editor's words in the page's language
  // Chinese first, as the teachers read it, until the teacher picks another language
  lang: matchLang(localStorage.getItem('chess-editor-lang')) ?? 'zh-Hans',
  rules: null,
  mateSolver: null,
  lesson: null, // the lesson being edited, in the file's format (with the editor's step keys)
  current: 0, // the step shown
  recording: null, // what the board records for the goal form: {field, how, ofStep?} or null
  keys: { next: 1 }, // the next step key (lesson-file.mjs)
  savedIds: new Map(), // step key → the id children's progress uses (a file opened or downloaded)
};
const history = createHistory(200);

const ui = (key, params) => fillTemplate(state.words.ui[key] ?? key, params);
const step = () => state.lesson.steps[state.current];
const sideOf = (fen) => (fen.split(' ')[1] === 'b' ? 'b' : 'w');

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

/** A text in the three languages at `path`, kept in `holder[key]`, zh-Hans open and the others folded. */
function textsOf(label, holder, key, path) {
  const words = {
    langs: state.words.check.langs,
    convert: ui('convert'),
    foldDone: ui('foldDone'),
    foldMissing: (names) => ui('foldMissing', { langs: names.join(state.words.check.listSeparator) }),
  };
  return textFields({ label, holder, key, path, words, convert: toTraditional, onInput: (typing) => changed(typing ? { field: `${state.current}:${path}` } : {}) });
}

// ---- the jobs -----------------------------------------------------------------------------

const ctx = { state, $, ui, step, textsOf, changed, placeProblems: () => checker.place(), openProblem, opened, takePosition };
const files = createFiles(ctx);
const goalForm = createGoalForm(ctx);
const checker = createChecker(ctx);
const course = createCourse(ctx);

// ---- undo and redo ------------------------------------------------------------------------

const snapshot = () => JSON.stringify({ lesson: state.lesson, current: state.current });

function renderUndo() {
  /** @type {HTMLButtonElement} */ ($('undo')).disabled = !history.canUndo();
  /** @type {HTMLButtonElement} */ ($('redo')).disabled = !history.canRedo();
  document.body.dataset.history = history.position(); // for the tests: where in the history the page is
}

function travel(by) {
  const shown = history.travel(by);
  if (shown === null) return;
  // the focused field is found again after the page is drawn anew
  const focused = /** @type {HTMLElement | null} */ (document.activeElement);
  const again = focused?.id && !focused.dataset.path ? `#${CSS.escape(focused.id)}` : focused?.dataset.path ? `[data-path="${CSS.escape(focused.dataset.path)}"]` : null;
  ({ lesson: state.lesson, current: state.current } = JSON.parse(shown));
  state.recording = null;
  renderLesson();
  renderUndo();
  files.saveDraft();
  checker.schedule();
  $('draft-status').textContent = ui(by < 0 ? 'undone' : 'redone');
  const target = again ? /** @type {HTMLElement | null} */ (document.querySelector(again)) : null;
  target?.focus();
}

/** After every edit: one step of the history (a field's typing, `field`, is one), the draft, the check. */
function changed({ redraw = false, field = null } = {}) {
  if (history.record(snapshot(), field)) renderUndo();
  files.saveDraft();
  if (redraw) renderStep();
  renderSteps();
  renderIdWarning();
  renderEmbed();
  const thisLesson = /** @type {HTMLSelectElement} */ ($('course-choose')).options[0];
  if (thisLesson) thisLesson.text = course.thisLessonOption();
  course.renderIcon();
  checker.schedule();
}

// ---- the lesson and its steps -------------------------------------------------------------

function renderIdWarning() {
  const s = step();
  const old = s ? state.savedIds.get(s[STEP_KEY]) : undefined;
  const note = $('step-id-warning');
  const show = typeof old === 'string' && old !== '' && s.id !== old;
  note.textContent = show ? ui('idChanged', { old }) : '';
  note.hidden = !show;
}

function renderEmbed() {
  const file = `${state.lesson.id || 'lesson'}.json`;
  const widget = new URL('../chess-lesson.mjs', import.meta.url).pathname;
  const lessons = new URL('../lessons/', import.meta.url).pathname;
  $('embed-about').textContent = ui('embedAbout', { file });
  /** @type {HTMLTextAreaElement} */ ($('embed')).value = `<script type="module" src="${widget}"></script>\n<chess-lesson src="${lessons}${file}" lang="${state.lang}">${ui('embedLoading')}</chess-lesson>`;
}

function renderLessonFields() {
  const { lesson } = state;
  $('lesson-fields').replaceChildren(
    textField(ui('lessonId'), lesson.id, '/id', (value) => { lesson.id = value.trim(); changed({ field: '/id' }); }, { id: 'lesson-id' }),
    textsOf(ui('lessonTitle'), lesson, 'title', '/title'),
    textsOf(ui('teacherNote'), lesson, 'teacherNote', '/teacherNote'),
  );
}

function showStep(n) {
  state.current = n;
  state.recording = null;
  renderStep();
  renderSteps();
}

function moveStep(n, by) {
  const [moved] = state.lesson.steps.splice(n, 1);
  state.lesson.steps.splice(n + by, 0, moved);
  state.current = n + by;
  changed({ redraw: true });
}

function renderSteps() {
  const { lesson } = state;
  $('steps').replaceChildren(...lesson.steps.map((s, n) => {
    const item = document.createElement('li');
    if (n === state.current) item.setAttribute('aria-current', 'step');
    const name = button(`${s.id} · ${ui(`kind-${goalKindName(s.goal)}`)}`, () => showStep(n));
    name.className = 'ed-step-name';
    const up = button('↑', () => moveStep(n, -1));
    up.setAttribute('aria-label', ui('moveUp', { id: s.id }));
    up.disabled = n === 0;
    const down = button('↓', () => moveStep(n, 1));
    down.setAttribute('aria-label', ui('moveDown', { id: s.id }));
    down.disabled = n === lesson.steps.length - 1;
    const remove = button('✕', () => {
      lesson.steps.splice(n, 1);
      if (!lesson.steps.length) lesson.steps.push(newStep(1, state.keys.next++));
      state.current = Math.min(state.current, lesson.steps.length - 1);
      changed({ redraw: true });
    });
    remove.setAttribute('aria-label', ui('removeStep', { id: s.id }));
    item.append(name, ' ', up, down, remove);
    return item;
  }));
}

function renderStep() {
  const s = step();
  $('step-title').textContent = ui('stepHeading', { n: state.current + 1 });
  /** @type {HTMLInputElement} */ ($('step-id')).value = s.id;
  /** @type {HTMLInputElement} */ ($('fen')).value = s.fen;
  /** @type {HTMLSelectElement} */ ($('turn')).value = sideOf(s.fen);
  /** @type {HTMLInputElement} */ ($('exercise')).checked = s.exercise === true;
  /** @type {HTMLSelectElement} */ ($('goal-kind')).value = goalKindName(s.goal);
  // a skill not in the list (a mistyped file) is shown under its id, for the checker's message to name
  const skills = /** @type {HTMLSelectElement} */ ($('step-skill'));
  if (typeof s.skill === 'string' && s.skill && ![...skills.options].some((option) => option.value === s.skill)) skills.append(new Option(s.skill, s.skill));
  skills.value = typeof s.skill === 'string' ? s.skill : '';
  s.hints ??= [];
  if (!s.hints.length) s.hints.push({ text: emptyText() });
  const more = $('more-texts');
  more.replaceChildren(more.firstElementChild,
    textsOf(ui('stepSuccess'), s, 'success', 'success'),
    ...s.hints.map((hint, n) => textsOf(ui('hint', { n: n + 1 }), hint, 'text', `hints/${n}/text`)),
    button(ui('addHint'), () => { s.hints.push({ text: emptyText() }); renderStep(); changed(); }, 'add-hint'),
    textsOf(ui('stepTeacherNote'), s, 'teacherNote', 'teacherNote'),
  );
  $('step-texts').replaceChildren(textsOf(ui('stepText'), s, 'text', 'text'));
  goalForm.render();
  goalForm.showBoard();
}

function renderLesson() {
  renderLessonFields();
  renderSteps();
  renderStep();
  renderIdWarning();
  renderEmbed();
}

/** A problem's step shown, and its field, unfolded, scrolled to and focused. */
function openProblem(problem) {
  const match = /^\/steps\/(\d+)(?:\/|$)/.exec(problem.path ?? '');
  if (match && Number(match[1]) < state.lesson.steps.length && Number(match[1]) !== state.current) showStep(Number(match[1]));
  const field = checker.fieldOf(problem);
  if (!field) return;
  for (let fold = field.closest('details'); fold; fold = fold.parentElement?.closest('details') ?? null) fold.open = true;
  field.scrollIntoView({ block: 'center' });
  const focusable = field.matches('input, select, textarea, button') ? field : field.querySelector('input, select, textarea, button');
  /** @type {HTMLElement | null} */ (focusable ?? field)?.focus?.();
}

/** A lesson opened from a file: shown, and recorded as an edit (the one before stays undoable). */
function opened() {
  renderAll();
  changed();
}

/** The shown step takes the position of a course lesson's step. */
function takePosition(source) {
  const s = step();
  s.fen = source.fen;
  s.exercise = source.exercise === true;
  s.orientation = source.orientation ?? (sideOf(source.fen) === 'b' ? 'black' : 'white');
  state.recording = null;
  goalForm.fromCore();
  renderStep();
  changed();
}

// ---- the page -----------------------------------------------------------------------------

function translatePage() {
  document.documentElement.lang = state.lang;
  for (const node of document.querySelectorAll('[data-text]')) node.textContent = ui(/** @type {HTMLElement} */ (node).dataset.text);
  document.title = ui('pageTitle');
  $('goal-kind').replaceChildren(...GOAL_KINDS.map((kind) => new Option(ui(`kind-${kind}`), kind)));
  // the skills by name in the editor's language (renderStep adds a step's unknown one)
  $('step-skill').replaceChildren(new Option(ui('noSkill'), ''), ...SKILLS.map((entry) => new Option(skillName(state.lang, entry.id), entry.id)));
  $('course-icon').replaceChildren(...ICON_CHOICES.map((choice) => new Option(course.iconName(choice), choice)));
  board.setAttribute('lang', state.lang);
  preview.setAttribute('lang', state.lang);
  // the position as a picture (PNG, SVG), for slides and worksheets, in the editor's language
  $('diagram-save').replaceChildren(diagramButtons(document, board, state.lang, { filename: 'position' }));
}

function renderAll() {
  translatePage();
  renderLesson();
  course.render();
}

/** The shown step's position changed by a button: the goal's facts asked again, the board redrawn. */
function positionChanged() {
  state.recording = null;
  goalForm.fromCore();
  renderStep();
  changed();
}

$('lang').addEventListener('change', async () => {
  state.lang = /** @type {HTMLSelectElement} */ ($('lang')).value;
  localStorage.setItem('chess-editor-lang', state.lang);
  state.words = await loadWords(state.lang);
  renderAll();
  course.load();
  checker.run();
});
$('new-lesson').addEventListener('click', () => { state.lesson = newLesson(state.keys.next++); state.savedIds = new Map(); state.current = 0; state.recording = null; renderAll(); changed(); });
$('open').addEventListener('click', () => $('file').click());
$('file').addEventListener('change', () => { const input = /** @type {HTMLInputElement} */ ($('file')); const file = input.files?.[0]; if (file) files.openFile(file); input.value = ''; });
$('download').addEventListener('click', () => { files.download(); renderIdWarning(); });
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
  files.openFile(file);
});
$('copy-embed').addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(/** @type {HTMLTextAreaElement} */ ($('embed')).value);
    $('copy-status').textContent = ui('copied');
  } catch {
    /** @type {HTMLTextAreaElement} */ ($('embed')).select();
    $('copy-status').textContent = ui('copyFailed');
  }
});
$('add-step').addEventListener('click', () => {
  const ids = new Set(state.lesson.steps.map((s) => s.id));
  let n = state.lesson.steps.length + 1;
  while (ids.has(`step-${n}`)) n++;
  state.lesson.steps.splice(state.current + 1, 0, newStep(n, state.keys.next++));
  state.current += 1;
  state.recording = null;
  changed({ redraw: true });
});
$('step-id').addEventListener('input', () => { step().id = /** @type {HTMLInputElement} */ ($('step-id')).value.trim(); changed({ field: `${state.current}:id` }); });
const turn = () => /** @type {HTMLSelectElement} */ ($('turn')).value;
$('pos-empty').addEventListener('click', () => { const s = step(); s.fen = `${EMPTY_PLACEMENT} ${turn()} - - 0 1`; s.exercise = true; positionChanged(); });
$('pos-initial').addEventListener('click', () => { const s = step(); s.fen = START_FEN; s.exercise = false; s.orientation = 'white'; positionChanged(); });
$('flip').addEventListener('click', () => { const s = step(); s.orientation = s.orientation === 'black' ? 'white' : 'black'; board.setAttribute('orientation', s.orientation); changed(); });
$('turn').addEventListener('change', () => { const s = step(); const parts = s.fen.split(' '); parts[1] = turn(); s.fen = parts.join(' '); s.orientation = parts[1] === 'b' ? 'black' : 'white'; positionChanged(); });
$('exercise').addEventListener('change', () => { step().exercise = /** @type {HTMLInputElement} */ ($('exercise')).checked; goalForm.fromCore(); changed(); });
$('fen-apply').addEventListener('click', () => { step().fen = /** @type {HTMLInputElement} */ ($('fen')).value.trim(); positionChanged(); });
$('step-skill').addEventListener('change', () => {
  const s = step();
  const chosen = /** @type {HTMLSelectElement} */ ($('step-skill')).value;
  if (chosen) s.skill = chosen; else delete s.skill;
  changed();
});
$('goal-kind').addEventListener('change', () => {
  const s = step();
  s.goal = goalDefaults(/** @type {HTMLSelectElement} */ ($('goal-kind')).value);
  const editor = goalKind(s.goal)?.editor;
  editor?.start?.(s);
  if (!editor?.keepsExercise && !editor?.start && s.exercise === true && /K/.test(s.fen) && /k/.test(s.fen.split(' ')[0])) s.exercise = false;
  positionChanged();
});
$('preview').addEventListener('click', () => {
  preview.hidden = false;
  preview.setAttribute('step', step().id);
  preview.lesson = lessonForFile(state.lesson);
});

async function start() {
  state.words = await loadWords(state.lang);
  /** @type {HTMLSelectElement} */ ($('lang')).value = state.lang;
  [state.rules, state.mateSolver] = await Promise.all([
    loadChessRules({ deepAnalysis: true }), // the lesson checks' "can still mate: yes" needs it
    loadChessSearch({ wasm: new URL('../chess-search.wasm', import.meta.url) }).catch(() => null),
  ]);
  files.loadDraft();
  state.lesson ??= newLesson(state.keys.next++);
  renderAll();
  history.reset(snapshot());
  renderUndo();
  await course.load();
  checker.run();
  document.body.dataset.ready = 'true';
}

start();
