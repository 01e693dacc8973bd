// The one lesson checker, for teachers and the tests: the code behind `npm run check-lessons`, the
// build's refusal of a broken lesson, the editor's "open a file and check it" and its live checks
// (in its worker), and the tests' proof of every lesson. It reads the file's text as JSON with the
// place of every value (../json-source.mjs), migrates an older format (migrate.mjs),
// reads the moves written in SAN or Chinese as UCI (../moves.mjs), then runs the format check
// (../format.mjs), the rules checks (../chess-checks.mjs, as the lesson page runs them), the checks of
// what a step's words claim (free-piece.mjs: a piece called free is proved free by the core;
// quiz-whys.mjs: every wrong quiz choice says why it is wrong; capture-target.mjs: a target marked
// before the first move is the only piece to take; traditional.mjs: the Traditional text has none of
// a machine's over-conversions, a warning) and, given
// the core's mate solver, the authoring proofs (../proofs.mjs). A goal kind's own checks are in
// its module (../goals/). The lesson page never loads this module.
//
// A step's `skill` must be one of the skills (../skills.mjs): SKILL_UNKNOWN otherwise. A teacher's
// own step may leave it out (its misses then count towards no skill); with `course: true` (the
// course's own lessons: the build checks lessons/ so, and tests/js/lesson-skills.test.mjs) a step
// without one is an error, SKILL_MISSING.
//
//   const prepared = prepareLesson(textOrObject, rules)   parse, migrate, SAN → UCI
//   quickProblems(prepared, rules)                         the format check and the rules checks
//   proofProblems(prepared, rules, mateSolver)             the mate proofs (may take seconds)
//   checkLessonFile(textOrObject, {rules, mateSolver, course})   all of it: {prepared, problems}
//   checkIndexFile(textOrObject, {lessons})                lessons/index.json
//   describeForTeacher(problem, words)                     {where, message, fix} in a language
//   validateLesson(lesson, rules?, {file, mateSolver})     every problem with its English `reason`
//   validateIndex(index, {file, lessons})                  the same for lessons/index.json
//
// A problem is {severity: 'error' | 'warning', code, path, params, stepNumber, step, line, column,
// stage}: `path` a JSON pointer into the lesson, `stepNumber` counting from 1 (null for the lesson
// as a whole), `line` and `column` where the file has that value (null for an object given without
// its text), `stage` which check found it (json, version, moves, format, chess, claims, proof). An error
// stops a child (the lesson page's error card, or a step that cannot be solved); a warning is for the
// teacher: a text missing in one language (the page falls back to another), a move a goal leaves out.
import { readJsonSource } from '../json-source.mjs';
import { migrateLesson } from './migrate.mjs';
import { movesToUci } from '../moves.mjs';
import { checkIndexFormat, checkLessonFormat, stepAt } from '../format.mjs';
import { checkLessonChess } from '../chess-checks.mjs';
import { proveLesson } from '../proofs.mjs';
import { freePieceProblems } from './free-piece.mjs';
import { quizWhyProblems } from './quiz-whys.mjs';
import { shownTargetProblems } from './capture-target.mjs';
import { overConversionProblems } from './traditional.mjs';
import { isSkill } from '../skills.mjs';
import { describeProblem, whereOf } from '../../i18n/lesson-problems.mjs';
import ENGLISH from '../../i18n/lesson-problems.en.mjs';
import { fillTemplate } from '../../i18n/lang.mjs';

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const stepIndex = (path) => {
  const match = /^\/steps\/(\d+)(?:\/|$)/.exec(path ?? '');
  return match ? Number(match[1]) : -1;
};

/** Codes that are the teacher's to look at but do not stop a child. */
const WARNING_CODES = new Set(['TEXT_LANG_MISSING', 'TEXT_OVER_CONVERTED']);

/** The problem a file's JSON syntax error makes, at its line and column. */
function jsonProblem({ code, line, column, ...params }) {
  return { severity: 'error', code, path: '', params, line, column, stepNumber: null, step: null, stage: 'json' };
}

/** A file's text read as JSON, with its source to locate values in ({value, source}), or
 *  {problem} where it is not JSON; an object already read stands as it is, with no source. */
function readInput(input) {
  if (typeof input !== 'string') return { value: input, source: null, problem: null };
  const source = readJsonSource(input);
  return source.ok ? { value: source.value, source, problem: null } : { value: null, source: null, problem: jsonProblem(source.error) };
}

/**
 * Reads a lesson: its text (or an object already read), migrated to today's format, its SAN moves
 * as UCI. {lesson (null when the text is not JSON), source (the located text, or null), from (the
 * file's format version), migration (changes), sanChanges, problems (the JSON, version and move
 * problems)}.
 */
export function prepareLesson(input, rules, { migrate = true } = {}) {
  const problems = [];
  const { value, source, problem: notJson } = readInput(input);
  if (notJson) return { lesson: null, readable: false, source: null, from: null, migration: [], sanChanges: [], problems: [notJson] };
  const migrated = migrate ? migrateLesson(value) : { lesson: value, from: null, changes: [], tooNew: false };
  if (migrated.tooNew) problems.push({ severity: 'error', code: 'FORMAT_TOO_NEW', path: '/version', params: { version: migrated.from }, stage: 'version' });
  let lesson = migrated.lesson;
  let sanChanges = [];
  if (rules && isObject(lesson)) {
    const moves = movesToUci(lesson, rules);
    lesson = moves.lesson;
    sanChanges = moves.changes;
    for (const found of moves.problems) problems.push({ severity: 'error', ...found, stage: 'moves' });
  }
  const prepared = { lesson, source, from: migrated.from, migration: migrated.changes, sanChanges, problems: [] };
  prepared.problems = located(prepared, problems);
  return prepared;
}

/** Adds the step, its number, and the line and column of each problem's value in the file. */
function located(prepared, problems) {
  return problems.map((problem) => {
    const n = stepIndex(problem.path);
    const place = prepared.source && problem.line === undefined ? prepared.source.locate(problem.path) : null;
    return {
      severity: problem.severity ?? 'error',
      code: problem.code,
      path: problem.path,
      params: problem.params ?? {},
      stepNumber: n >= 0 ? n + 1 : null,
      step: problem.step ?? (n >= 0 ? stepAt(prepared.lesson, problem.path) : null),
      line: problem.line ?? place?.line ?? null,
      column: problem.column ?? place?.column ?? null,
      stage: problem.stage,
    };
  });
}

const severityOf = (problem) => (problem.severity === 'warning' || WARNING_CODES.has(problem.code) ? 'warning' : 'error');

/** The format check and the rules checks (what the lesson page itself runs), on a prepared lesson. */
export function quickProblems(prepared, rules) {
  const lesson = prepared.lesson;
  if (prepared.readable === false) return [];
  // a move the core could not read is already told; the format check's "not a UCI move" for it would say it twice
  const unread = new Set(prepared.problems.filter((p) => p.code === 'MOVE_NOT_READ').map((p) => p.path));
  const format = checkLessonFormat(lesson).filter((problem) => !unread.has(problem.path) && !(problem.code === 'FEEDBACK_KEY' && [...unread].some((path) => path.startsWith(`${problem.path}/`))));
  const out = format.map((problem) => ({ ...problem, severity: severityOf(problem), stage: 'format' }));
  if (rules && Array.isArray(lesson?.steps)) {
    // the rules look only at steps the format check passed (as the lesson page does), and at none
    // with a move the core could not read
    const unfit = new Set([...format.filter((p) => severityOf(p) === 'error').map((p) => stepIndex(p.path)), ...[...unread].map(stepIndex)]);
    lesson.steps.forEach((step, n) => { if (!isObject(step)) unfit.add(n); });
    prepared.unfit = unfit;
    for (const problem of checkLessonChess(lesson, rules, { skip: unfit })) {
      // where the core finds the FEN's board field wrong, say which rank
      const step = lesson.steps[stepIndex(problem.path)];
      const field = problem.code === 'SETUP_TARGET_ILLEGAL' ? step?.goal?.board : step?.fen;
      const rank = problem.params?.error === 'FEN_BOARD' ? badRank(field) : null;
      out.push({ ...problem, params: rank ? { ...problem.params, ...rank } : problem.params, severity: severityOf(problem), stage: 'chess' });
    }
  }
  for (const problem of skillProblems(lesson, { course: prepared.course === true })) out.push({ ...problem, severity: 'error', stage: 'format' });
  // Traditional text as a machine converts it (the queen as 後, 喫): a warning, the child still reads it
  for (const problem of overConversionProblems(lesson)) out.push({ ...problem, severity: 'warning', stage: 'format' });
  // what the words of a step claim: a free piece (proved by the core), a reason for each wrong choice
  if (Array.isArray(lesson?.steps)) {
    const unfit = prepared.unfit ?? new Set();
    for (const problem of freePieceProblems(lesson, rules, { skip: unfit })) out.push({ ...problem, severity: 'error', stage: 'claims' });
    for (const problem of quizWhyProblems(lesson)) out.push({ ...problem, severity: 'error', stage: 'claims' });
    for (const problem of shownTargetProblems(lesson, rules, { skip: unfit })) out.push({ ...problem, stage: 'claims' });
  }
  return located(prepared, out);
}

/** The steps whose `skill` is a string but none of the skills, and with `course`, the steps
 *  without one: [{code, path, params}]. A skill that is no string is the format check's. */
export function skillProblems(lesson, { course = false } = {}) {
  if (!isObject(lesson) || !Array.isArray(lesson.steps)) return [];
  const out = [];
  lesson.steps.forEach((step, n) => {
    if (!isObject(step)) return;
    if (typeof step.skill === 'string' && !isSkill(step.skill)) out.push({ code: 'SKILL_UNKNOWN', path: `/steps/${n}/skill`, params: { value: step.skill } });
    else if (course && !Object.hasOwn(step, 'skill')) out.push({ code: 'SKILL_MISSING', path: `/steps/${n}`, params: {} });
  });
  return out;
}

/** The authoring proofs (forced mates, moves a goal leaves out) of the steps the other checks passed. */
export function proofProblems(prepared, rules, mateSolver) {
  const lesson = prepared.lesson;
  if (!isObject(lesson) || !Array.isArray(lesson.steps) || !rules || !mateSolver) return [];
  const quick = prepared.quick ?? quickProblems(prepared, rules);
  // a step the rules checks found fault with is proved all the same: its proof may say more
  // (a step whose position does not open is left out by proveLesson itself)
  const skip = new Set([...(prepared.unfit ?? []), ...quick.filter((p) => p.stage === 'format' && p.severity === 'error').map((p) => stepIndex(p.path))]);
  return located(prepared, proveLesson(lesson, rules, mateSolver, { skip }).map((problem) => ({ ...problem, severity: severityOf(problem), stage: 'proof' })));
}

/** Every check of a lesson; `mateSolver` (loadChessSearch()) adds the proofs; `migrate: false`
 *  checks an older format as the lesson page would take it, unmigrated; `course: true` checks
 *  one of the course's own lessons, whose every step names its skill. */
export function checkLessonFile(input, { rules, mateSolver = null, migrate = true, course = false } = {}) {
  const prepared = prepareLesson(input, rules, { migrate });
  prepared.course = course;
  prepared.quick = quickProblems(prepared, rules);
  const problems = [...prepared.problems, ...prepared.quick, ...(mateSolver ? proofProblems(prepared, rules, mateSolver) : [])];
  return { prepared, problems: sortProblems(problems) };
}

/** The index (lessons/index.json): its format, and with `lessons` ({id: lesson}) whether each file
 *  holds its entry's lesson. */
export function checkIndexFile(input, { lessons = null } = {}) {
  const { value, source, problem: notJson } = readInput(input);
  if (notJson) return { index: null, problems: [notJson] };
  const problems = checkIndexFormat(value, { lessons }).map((problem) => {
    const place = source ? source.locate(problem.path) : null;
    return { severity: 'error', ...problem, params: problem.params ?? {}, stepNumber: null, entry: problem.step, step: null, line: place?.line ?? null, column: place?.column ?? null, stage: 'format' };
  });
  return { index: value, problems };
}

/** Problems in file order: by line, then column; those without a place by step. */
export function sortProblems(problems) {
  return [...problems].sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity) || (a.column ?? 0) - (b.column ?? 0)
    || (a.stepNumber ?? 0) - (b.stepNumber ?? 0));
}

/** Whether a check found anything that stops a child. */
export const hasErrors = (problems) => problems.some((problem) => problem.severity === 'error');

// ---- words ------------------------------------------------------------------------------------

/** The first rank of a FEN's board field that is not eight squares long: {rank, squares, part (its
 *  text), segment (its place in the field, from the left)}, or null. */
export function badRank(fen) {
  if (typeof fen !== 'string') return null;
  const parts = fen.trim().split(/\s+/)[0].split('/');
  for (const [n, part] of parts.entries()) {
    const squares = [...part].reduce((sum, ch) => sum + (/[0-9]/.test(ch) ? Number(ch) : 1), 0);
    if (squares !== 8) return { rank: 8 - n, squares, part, segment: n + 1 };
  }
  return null;
}

/** A field at a JSON pointer, for a teacher: {label, json}, or null for a step or the lesson as a
 *  whole. `label` is the most specific entry of `words.fields` ('goal.moves', 'hints.text', …) with
 *  the item's number and the text's language ('目标里要走的棋第 2 个'), or null where the tables
 *  have none; `json` is the field as the file spells it ('goal.moves[1]'). */
function fieldLabel(words, path) {
  const parts = (path ?? '').split('/').slice(1).map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (parts[0] === 'steps') parts.splice(0, 2);
  if (parts.length === 0) return null;
  const json = parts.reduce((text, part) => (/^\d+$/.test(part) ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
  const lang = Object.hasOwn(words.check.langs, parts.at(-1)) ? parts.at(-1) : null;
  const names = parts.filter((part) => !/^\d+$/.test(part));
  const item = parts.find((part) => /^\d+$/.test(part));
  for (let length = names.length; length > 0; length--) {
    const key = names.slice(0, length).join('.');
    if (!Object.hasOwn(words.fields, key)) continue;
    let label = words.fields[key];
    if (item !== undefined) label = fillTemplate(words.check.item, { field: label, n: Number(item) + 1 });
    if (lang && key.split('.').at(-1) !== lang) label = fillTemplate(words.check.inLang, { field: label, lang: words.check.langs[lang] });
    return { label, json };
  }
  return { label: null, json };
}

/**
 * One problem in a language: {where (the file's line and column, the step, the field), message,
 * fix}. `words` holds the language's tables: {check, fields, fixes} (web/i18n/editor.<lang>.mjs),
 * `problems` (lesson-problems.<lang>.mjs) and `rules` (rules.<lang>.mjs).
 */
export function describeForTeacher(problem, words) {
  const { check } = words;
  const places = [];
  if (problem.line !== null && problem.line !== undefined) places.push(fillTemplate(check.at, { line: problem.line, column: problem.column }));
  if (problem.stepNumber) places.push(problem.step && !String(problem.step).startsWith('#') ? fillTemplate(check.step, { n: problem.stepNumber, id: problem.step }) : fillTemplate(check.stepNumber, { n: problem.stepNumber }));
  else if (problem.entry) places.push(fillTemplate(check.entry, { id: problem.entry }));
  const named = fieldLabel(words, problem.path);
  if (named) places.push(named.label === null ? named.json : fillTemplate(check.field, named));
  const errorMessage = (code) => words.rules?.errors?.[code] ?? code;
  // the params as a sentence shows them: lists joined, colours and languages in words
  const shown = {};
  for (const [name, value] of Object.entries(problem.params ?? {})) {
    if (Array.isArray(value)) shown[name] = value.join(check.listSeparator);
    else if (name === 'error' && typeof value === 'string') shown[name] = errorMessage(value);
    else if (['side', 'orientation', 'color', 'way'].includes(name)) shown[name] = words.problems.words[value] ?? value;
    else if (name === 'expected' && problem.code !== 'JSON_FULL_WIDTH') shown[name] = check.expected[value] ?? value;
    else if (name === 'field' && Object.hasOwn(check.langs, value)) shown[name] = check.langs[value];
    else shown[name] = value;
  }
  const message = Object.hasOwn(check.messages, problem.code)
    ? fillTemplate(check.messages[problem.code], shown)
    : describeProblem(words.problems, problem, { errorMessage, where: named?.label ?? null });
  const fixes = check.fixes;
  let fix = fixes[problem.code] ?? '';
  if (problem.params?.error === 'FEN_BOARD' && problem.params.rank) fix = fixes.FEN_RANK_LENGTH;
  if ((problem.code === 'JSON_FULL_WIDTH' || problem.code === 'JSON_UNTERMINATED_STRING') && problem.params?.found) {
    fix = fixes[`${problem.code}:mark`];
    shown.name = check.marks[problem.params.found] ?? problem.params.found;
    shown.expected = problem.params.expected;
  }
  const keepBraces = (text) => text.replace(/\{([KQRBNPkqrbnp])\}/g, '\u0000$1\u0001');
  const filled = fillTemplate(keepBraces(fix), { ...shown, where: whereOf(words.problems, problem.path) }).replace(/\u0000(.)\u0001/g, '{$1}');
  return { where: places.join(check.placeSeparator), message, fix: filled };
}

// ---- for the tests ----------------------------------------------------------------------------

const inEnglish = (problems, file) => problems.map((problem) => ({ file, ...problem, reason: describeProblem(ENGLISH, problem) }));

/** Every check of a lesson object as the lesson page takes it (no older format migrated; the
 *  format alone without `rules`), each problem with its file and its English `reason`. */
export function validateLesson(lesson, rules = null, { file = null, mateSolver = null, course = false } = {}) {
  return inEnglish(checkLessonFile(lesson, { rules, mateSolver, migrate: false, course }).problems, file);
}

/** The index's problems, each with its file and its English `reason`. */
export function validateIndex(index, { file = 'lessons/index.json', lessons = null } = {}) {
  // a problem's `step` is its entry's lesson id here, as the tests name it
  return inEnglish(checkIndexFile(index, { lessons }).problems.map((problem) => ({ ...problem, step: problem.entry })), file);
}
