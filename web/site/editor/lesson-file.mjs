// The lesson as the editor holds it and as its file is written: a new lesson and step, a lesson read
// from a file given all three languages to edit (adopt), and the file's form of the lesson being
// edited (lessonForFile: empty texts and unused fields left out). No DOM, no storage.
//
// Each step carries a key of the editor's own (`editorKey`, left out of the file) that stays with it
// through edits, moves, undo and redo; the wiring keeps, beside the history, which id each key had
// when the lesson was opened or last downloaded (a renamed step loses the children's progress).
import { goalKind } from '../../lesson/goals/index.mjs';
import { LESSON_FORMAT_VERSION, withVersionFirst } from '../../lesson/authoring/migrate.mjs';

export const STEP_KEY = 'editorKey';
const TEXT_ONLY_HINT = 'editorTextOnly'; // a hint the file wrote as its text alone (see adopt)
export const EMPTY_PLACEMENT = '8/8/8/8/8/8/8/8';
export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export const emptyText = () => ({ 'zh-Hans': '', 'zh-Hant': '', en: '' });

/** A new goal of `name`'s kind, as its module's editor starts it (else the kind alone). */
export function goalDefaults(name) {
  return goalKind({ kind: name })?.editor?.defaults?.({ emptyText }) ?? { kind: name };
}

/** A new step numbered `n`, with the editor's key `key`: an empty board, one hint, stars. */
export function newStep(n, key) {
  return {
    [STEP_KEY]: key,
    id: `step-${n}`,
    fen: `${EMPTY_PLACEMENT} w - - 0 1`,
    exercise: true,
    orientation: 'white',
    text: emptyText(),
    success: emptyText(),
    hints: [{ text: emptyText() }],
    goal: goalDefaults('collect-stars'),
  };
}

export const newLesson = (key) => ({ version: LESSON_FORMAT_VERSION, id: 'my-lesson', title: emptyText(), steps: [newStep(1, key)] });

/** Gives every step of `value` a key, once, from `keys` ({next}); returns `value`. */
export function keySteps(value, keys) {
  for (const s of value.steps) if (Number.isInteger(s[STEP_KEY])) keys.next = Math.max(keys.next, s[STEP_KEY] + 1);
  for (const s of value.steps) if (!Number.isInteger(s[STEP_KEY])) s[STEP_KEY] = keys.next++;
  return value;
}

/** A lesson read from a file, or from the course: its texts given all three languages to edit. */
export function adopt(value, keys) {
  const fill = (text) => ({ ...emptyText(), ...(text ?? {}) });
  value.title = fill(value.title);
  keySteps(value, keys);
  for (const s of value.steps) {
    delete s.savedId; // where 0.2.0's editor kept the saved id, in a draft it left
    s.text = fill(s.text);
    s.success = fill(s.success);
    // a hint may be its text alone (lessons/schema.json): kept so, marked, to be saved as it came
    s.hints = (s.hints ?? []).map((hint) => ('text' in hint ? { ...hint, text: fill(hint.text) } : { text: fill(hint), [TEXT_ONLY_HINT]: true }));
    if (s.empty && !s.fen) s.fen = `${EMPTY_PLACEMENT} w - - 0 1`;
    goalKind(s.goal)?.editor?.fill?.(s.goal, fill, s);
  }
  return value;
}

/** A text with something in one language at least: trimmed, its empty languages left out; else null. */
export const textOrNull = (text) => (text && Object.values(text).some((value) => value.trim()) ? Object.fromEntries(Object.entries(text).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v)) : null);

/** The lesson as its file holds it: empty texts and unused fields left out. */
export function lessonForFile(lesson) {
  const clean = structuredClone(lesson);
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
    goalKind(s.goal)?.editor?.tidy?.(s.goal, textOrNull, s);
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
