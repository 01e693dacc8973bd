// `npm run check-lessons -- [--lang zh-Hans|zh-Hant|en] [--fix] [FILE|FOLDER…]`: checks lesson files
// for a teacher, with the code the editor and the build use (web/lesson/authoring/check.mjs): the
// JSON (its line and column, and a Chinese input method's ，：“” named as such), the format, the
// chess against the rules core, and every mate proved by the core's mate solver. Each problem is told
// in --lang (zh-Hans by default) with its file, line and column, step and field, and what to do,
// its moves as the course writes them (马f3, an illegal one 马g1-g4).
// Moves may be written in SAN; --fix rewrites them in the file as UCI.
//
// With no FILE: the `lessons/` folder (of the current directory, else beside this script). A folder:
// its index.json, every lesson file it lists, and any other .json lesson in it (a warning says it is
// not listed). The exit status is 1 when there is an error, 0 with warnings only, 2 for a usage
// mistake.
//
// It needs only Node and the two prebuilt wasm modules, found beside this script (a folder holding
// a bundle of it, chess-rules.wasm and chess-search.wasm), else in build/wasm/ or dist/ of the
// repository.
//
//   runCheckLessons(args, {cwd}) → Promise<{status, stdout, stderr}>   (in-process, for the tests)
//   checkLessonFiles(paths, {rules, mateSolver, course}) → Promise<[{file, kind, problems, prepared?}]>
//     (course: true holds the files to the course's own rules: every step names its skill)
//   formatReport(results, words, {fixed, rules, lang}) → text (moves in the course's words given rules);   loadCheckTools() → {rules, mateSolver}
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadChessRules } from '../web/rules/index.mjs';
import { loadChessSearch } from '../web/rules/search-engine.mjs';
import { LANGS, fillTemplate } from '../web/i18n/lang.mjs';
import { checkIndexFile, checkLessonFile, describeForTeacher, hasErrors } from '../web/lesson/authoring/check.mjs';
import { replaceStrings } from '../web/lesson/json-source.mjs';
import { loadWords, paramsInWords, wordsForProblem } from '../web/site/editor/words.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
// the files of a lessons folder that are no lesson; course.json is the build's course file, which
// the site (and so the teachers' download) holds beside the lessons for the course map
const SCHEMA_FILES = new Set(['index.json', 'schema.json', 'index.schema.json', 'course.json']);
// How the teacher runs this, for the usage text: through npm in the repository, or the zip's one
// bundled file (check-lessons.mjs at the folder's top) with Node alone.
const COMMAND = path.basename(HERE) === 'scripts' && existsSync(path.join(HERE, '..', 'package.json'))
  ? 'npm run check-lessons --'
  : 'node check-lessons.mjs';

/** The folders a wasm module may be in: beside this file, then the repository's builds. */
const WASM_FOLDERS = [HERE, path.join(HERE, '..', 'build', 'wasm'), path.join(HERE, '..', 'dist')];

function findWasm(name) {
  for (const folder of WASM_FOLDERS) {
    const file = path.join(folder, name);
    if (existsSync(file)) return file;
  }
  throw Object.assign(new Error(`${name} not found beside ${HERE} or in build/wasm/ or dist/: run \`npm run build\` first`), { code: 'WASM_MISSING', file: name });
}

/** The rules core and its mate solver, on this thread. `wasm`: the folder holding both modules. */
export async function loadCheckTools({ wasm = null } = {}) {
  const file = (name) => (wasm ? path.join(wasm, name) : findWasm(name));
  const [rules, mateSolver] = await Promise.all([
    loadChessRules({ wasm: readFileSync(file('chess-rules.wasm')), searchWasm: pathToFileURL(file('chess-search.wasm')), deepAnalysis: true }),
    loadChessSearch({ wasm: readFileSync(file('chess-search.wasm')) }),
  ]);
  return { rules, mateSolver };
}

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const fileProblem = (code, params = {}, severity = 'error') => ({ severity, code, path: '', params, stepNumber: null, step: null, line: null, column: null, stage: 'file' });

/** One lesson or index file, read and checked. */
function checkFile(file, { rules, mateSolver, listed = null, course = false }) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { file, kind: 'lesson', problems: [fileProblem(error.code === 'ENOENT' ? 'FILE_NOT_FOUND' : 'FILE_NOT_READ', { detail: error.message })] };
  }
  const { prepared, problems } = checkLessonFile(text, { rules, mateSolver, course });
  const value = prepared.source?.value;
  if (isObject(value) && Array.isArray(value.lessons) && !Array.isArray(value.steps)) {
    // an index: its format, and whether each file it lists is there and holds its lesson
    const folder = path.dirname(file);
    const lessons = {};
    const missing = [];
    for (const entry of value.lessons) {
      if (!isObject(entry) || typeof entry.file !== 'string' || typeof entry.id !== 'string') continue;
      try {
        lessons[entry.id] = JSON.parse(readFileSync(path.join(folder, entry.file), 'utf8'));
      } catch (error) {
        if (error.code === 'ENOENT') missing.push(fileProblem('INDEX_FILE_MISSING', { file: entry.file }));
      }
    }
    return { file, kind: 'index', problems: [...checkIndexFile(text, { lessons }).problems, ...missing] };
  }
  if (prepared.lesson !== null && !(isObject(value) && Array.isArray(value.steps))) {
    return { file, kind: 'lesson', problems: [fileProblem('NOT_A_LESSON')] };
  }
  const extra = listed === false ? [fileProblem('NOT_IN_INDEX', {}, 'warning')] : [];
  return { file, kind: 'lesson', text, prepared, problems: [...extra, ...problems] };
}

/** The files a path stands for: a file itself; a folder's index.json, the files it lists, and its
 *  other lesson files (marked as not listed). */
function filesOf(target) {
  if (!existsSync(target) || !statSync(target).isDirectory()) return [{ file: target, listed: null }];
  const index = path.join(target, 'index.json');
  const out = [];
  const listed = new Set();
  if (existsSync(index)) {
    out.push({ file: index, listed: null });
    try {
      for (const entry of JSON.parse(readFileSync(index, 'utf8')).lessons ?? []) {
        if (typeof entry?.file === 'string' && !listed.has(entry.file)) {
          listed.add(entry.file);
          if (existsSync(path.join(target, entry.file))) out.push({ file: path.join(target, entry.file), listed: true });
        }
      }
    } catch { /* the index's own check says what is wrong with it */ }
  }
  for (const name of readdirSync(target).sort()) {
    if (!name.endsWith('.json') || SCHEMA_FILES.has(name) || listed.has(name)) continue;
    out.push({ file: path.join(target, name), listed: existsSync(index) ? false : null });
  }
  return out;
}

/** Checks every file the paths stand for. Two lesson files with one id are an error in the second:
 *  children's progress is kept by lesson id, so the two lessons would share their stars (a copy of
 *  a lesson whose id the teacher forgot to change). */
export async function checkLessonFiles(paths, { rules, mateSolver, course = false }) {
  const results = [];
  for (const target of paths) {
    for (const { file, listed } of filesOf(target)) results.push(checkFile(file, { rules, mateSolver, listed, course }));
  }
  const fileOfId = new Map();
  for (const result of results) {
    const id = result.kind === 'lesson' ? result.prepared?.source?.value?.id : undefined;
    if (typeof id !== 'string') continue;
    const first = fileOfId.get(id);
    if (first === undefined) fileOfId.set(id, result.file);
    else if (first !== result.file) {
      const place = result.prepared.source.locate('/id');
      result.problems.unshift({ ...fileProblem('SAME_LESSON_ID', { id, other: path.basename(first) }), path: '/id', line: place?.line ?? null, column: place?.column ?? null });
    }
  }
  return results;
}

/** The report of the results in a language: each problem with its place and its fix, then a summary. */
export function formatReport(results, words, { cwd = process.cwd(), fixed = new Map(), rules = null, lang = 'zh-Hans' } = {}) {
  const { check } = words;
  const lines = [];
  let errors = 0;
  let warnings = 0;
  for (const result of results) {
    const relative = path.relative(cwd, result.file);
    const name = relative && !relative.startsWith('..') ? relative : result.file;
    const own = { errors: 0, warnings: 0 };
    for (const problem of result.problems) {
      // moves as the course writes them (马f3, not g1f3), at the position of the problem's step, and
      // its goal kind's own field names (a game's `in` is 几步内将死)
      const lesson = result.prepared?.lesson;
      const said = describeForTeacher({ ...problem, params: paramsInWords(problem, lang, { rules, lesson }) }, wordsForProblem(words, problem, lesson));
      const severity = problem.severity === 'warning' ? 'warning' : 'error';
      own[`${severity}s`]++;
      lines.push(`${check[severity]}${check.placeSeparator}${[name, said.where].filter(Boolean).join(check.placeSeparator)}`);
      lines.push(`  ${said.message}`);
      if (said.fix) lines.push(`  ${check.fixLabel}${said.fix}`);
    }
    errors += own.errors;
    warnings += own.warnings;
    if (result.prepared?.from === 0) lines.push(fillTemplate(check.summary.migrated, { file: name, from: result.prepared.from }));
    if (fixed.has(result.file)) lines.push(fillTemplate(check.summary.fixed, { file: name, count: fixed.get(result.file) }));
    else if (result.prepared?.sanChanges?.length) lines.push(fillTemplate(check.summary.canFix, { file: name, count: result.prepared.sanChanges.length }));
    if (own.errors + own.warnings === 0) lines.push(fillTemplate(check.summary.clean, { file: name }));
    else lines.push(fillTemplate(check.summary.counts, { file: name, ...own }), '');
  }
  if (results.length > 1) lines.push(fillTemplate(errors + warnings ? check.summary.total : check.summary.totalClean, { files: results.length, errors, warnings }));
  return { text: `${lines.join('\n')}\n`, errors, warnings };
}

/** Writes each file's SAN moves as UCI; returns a Map file → number of moves rewritten. */
function fixFiles(results) {
  const fixed = new Map();
  for (const result of results) {
    const changes = result.prepared?.sanChanges ?? [];
    if (!changes.length || !result.prepared.source) continue;
    const strings = result.prepared.source.strings;
    const edits = changes.map((change) => {
      const token = strings.find((s) => s.pointer === change.path && s.isKey === change.isKey);
      return token ? { start: token.start, end: token.end, value: change.to } : null;
    }).filter(Boolean);
    writeFileSync(result.file, replaceStrings(result.text, edits));
    fixed.set(result.file, edits.length);
  }
  return fixed;
}

/** Runs the command with `args`; resolves to {status, stdout, stderr}. */
export async function runCheckLessons(args, { cwd = process.cwd(), tools = null } = {}) {
  let lang = 'zh-Hans';
  let fix = false;
  const paths = [];
  let usage = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--lang') {
      const value = args[++i];
      if (LANGS.includes(value)) lang = value;
      else usage = { option: `--lang ${value ?? ''}`.trim() };
    } else if (arg.startsWith('--lang=')) {
      const value = arg.slice('--lang='.length);
      if (LANGS.includes(value)) lang = value;
      else usage = { option: arg };
    } else if (arg === '--fix') fix = true;
    else if (arg === '--help' || arg === '-h') usage = usage ?? {};
    else if (arg.startsWith('-')) usage = { option: arg };
    else paths.push(path.resolve(cwd, arg));
  }
  const words = await loadWords(lang);
  if (usage) {
    const stderr = `${usage.option ? `${fillTemplate(words.check.unknownOption, usage)}\n` : ''}${fillTemplate(words.check.usage, { command: COMMAND })}\n`;
    return { status: usage.option ? 2 : 0, stdout: usage.option ? '' : stderr, stderr: usage.option ? stderr : '' };
  }
  if (paths.length === 0) {
    const found = [path.join(cwd, 'lessons'), path.join(HERE, '..', 'lessons'), path.join(HERE, 'lessons')].find((folder) => existsSync(folder));
    paths.push(found ?? path.join(cwd, 'lessons'));
  }
  let checkTools = tools;
  try {
    checkTools ??= await loadCheckTools();
  } catch (error) {
    if (error.code !== 'WASM_MISSING') throw error;
    return { status: 2, stdout: '', stderr: `${fillTemplate(words.check.wasmMissing, { file: error.file })}\n` };
  }
  const { rules, mateSolver } = checkTools;
  let results = await checkLessonFiles(paths, { rules, mateSolver });
  let fixed = new Map();
  if (fix) {
    fixed = fixFiles(results);
    // the files as they are now
    if (fixed.size) results = await checkLessonFiles(paths, { rules, mateSolver });
  }
  const report = formatReport(results, words, { cwd, fixed, rules, lang });
  return { status: results.some((result) => hasErrors(result.problems)) ? 1 : 0, stdout: report.text, stderr: '' };
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runDirectly) {
  const { status, stdout, stderr } = await runCheckLessons(process.argv.slice(2));
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  process.exitCode = status;
}
