// Getting a lesson ready to play: the file fetched from this site only (a redirect to another
// origin is not followed either), read as JSON, checked for its format (format.mjs), its moves read
// in UCI where they are written in SAN (moves.mjs) and, with the rules core every board on the page
// shares, checked for its chess (chess-checks.mjs). A lesson object given without a file (the
// <chess-lesson> `lesson` property) is checked the same way. A format warning (a text missing in
// one language) does not stop the lesson: the runner shows that text in another language.
//
// A file whose text has the hash the build wrote for it (`checkedHash`, textHash of the bytes the
// build checked) is the file the build checked already, with these checks and more: it is only
// read. The two checks are chunks of their own, fetched for any other file or object, so that a
// lesson page of the site does not download them.
//
//   await loadLessonFile(src, {baseURI, origin, checkedHash}) → {ok: true, lesson, rules} | {ok: false, problems, rules?}
//   await checkLesson(lesson, {checked}) → the same
//   await loadLesson({lesson, src, baseURI, checkedHash}) → the same: the object if given, else the
//     file; with the lesson's goal kinds fetched (goals/kinds.mjs)
//
// Problems are {code, path, params, step}, worded by web/i18n/lesson-problems.mjs; the file is the
// caller's to add, except for a file of the widget that could not be loaded (FILE_NOT_LOADED),
// which the problem names itself. `warnings` are the format warnings of a lesson that plays.
import { loadChessRules } from '../rules/index.mjs';
import { refusedByPolicy } from '../rules/policy.mjs';
import { movesInUci } from './moves.mjs';
import { textHash } from './text-hash.mjs';
import { loadGoalKinds } from './goals/kinds.mjs';

const fail = (code, params = {}) => ({ ok: false, problems: [{ code, path: '', params, step: null }] });

/**
 * The problem of a file that is not JSON, placed by the lesson files' JSON reader (json-source.mjs,
 * a chunk fetched only for such a file): NOT_JSON_MARK where a Chinese input method's mark stands
 * for JSON's own ({line, column, found, expected}), NOT_JSON_AT elsewhere ({line, column}), and
 * NOT_JSON when the reader cannot be loaded. The browser's own parse message is never shown: it
 * is English, whatever the reader's language.
 */
async function notJson(text) {
  let read;
  try {
    read = (await import('./json-source.mjs')).readJsonSource(text);
  } catch {
    return fail('NOT_JSON');
  }
  if (read.ok) return fail('NOT_JSON');
  const { code, line, column, found, expected } = read.error;
  if (code === 'JSON_FULL_WIDTH') return fail('NOT_JSON_MARK', { line, column, found, expected });
  return fail('NOT_JSON_AT', { line, column });
}

/** Whether any step, or a quiz choice, expects an answer to "can this side still mate?". */
const asksCanMate = (lesson) => JSON.stringify(lesson.steps).includes('"canMate"');

/**
 * The widget's file that a load error names, as {file, detail}, or null: the rules' wasm
 * ("could not load URL: HTTP 404", or a fetch that failed with no URL, which is the wasm's), or a
 * module the browser could not import ("…dynamically imported module: URL").
 */
export function failedFile(error) {
  const message = String(error?.message ?? error ?? '');
  const name = (url) => {
    try {
      return new URL(url).pathname.split('/').pop() || url;
    } catch {
      return url;
    }
  };
  const http = /could not load (\S+): (HTTP\s\d+)/.exec(message);
  if (http) return { file: name(http[1]), detail: http[2] };
  const module = /imported module:?\s*(\S+)/i.exec(message);
  if (module) return { file: name(module[1]), detail: message.replace(module[1], '').replace(/[:\s]+$/, '') };
  if (/failed to fetch|networkerror|load failed/i.test(message)) return { file: 'chess-rules.wasm', detail: message };
  return null;
}

/** The problem of a widget file that could not be loaded (`error` as thrown), naming the file. */
export function loadProblem(error) {
  if (error?.code === 'CSP_BLOCKED') return { code: 'CSP_BLOCKED', path: '', params: { file: error.file, directive: error.directive }, step: null, file: error.file };
  const failed = failedFile(error);
  if (!failed) return { code: 'RULES_NOT_LOADED', path: '', params: { detail: String(error?.message ?? error) }, step: null };
  return { code: 'FILE_NOT_LOADED', path: '', params: { detail: failed.detail }, step: null, file: failed.file };
}

/** Checks a lesson object: its format first (a broken file gets its card without waiting for the
 *  rules engine), then its chess; `checked`: the build checked it already, so it is only read. */
export async function checkLesson(lesson, { checked = false } = {}) {
  let format = [];
  if (!checked) {
    let formatCheck;
    try {
      formatCheck = await import('./format.mjs');
    } catch (error) {
      return { ok: false, problems: [loadProblem(error)] };
    }
    format = formatCheck.checkLessonFormat(lesson);
    const blocking = format.filter(formatCheck.isBlocking);
    if (blocking.length) return { ok: false, problems: blocking };
  }
  let rules;
  try {
    rules = await loadChessRules(); // the instance every <chess-board> on the page shares
  } catch (error) {
    return { ok: false, problems: [loadProblem(error)] };
  }
  // "Can this side still mate? Yes" may need the deep analysis (a long helpmate); it is fetched only
  // for a lesson that asks it.
  if (asksCanMate(lesson)) {
    try {
      await rules.loadDeepAnalysis();
    } catch (error) {
      return { ok: false, problems: [loadProblem(error)] };
    }
  }
  const played = movesInUci(lesson, rules);
  if (checked) return { ok: true, lesson: played, rules, warnings: [] };
  let chessChecks;
  try {
    chessChecks = await import('./chess-checks.mjs');
  } catch (error) {
    return { ok: false, problems: [loadProblem(error)], rules };
  }
  const problems = chessChecks.checkLessonChess(played, rules);
  return problems.length ? { ok: false, problems, rules } : { ok: true, lesson: played, rules, warnings: format };
}

/** Fetches, reads and checks the lesson file at `src` (relative to `baseURI`), from `origin` only;
 *  a file with `checkedHash` (the build's textHash of it) is only read. */
export async function loadLessonFile(src, { baseURI, origin, checkedHash = null }) {
  if (!src) return fail('NO_SRC');
  let url;
  try {
    url = new URL(src, baseURI);
  } catch {
    return fail('NETWORK');
  }
  if (url.origin !== origin) return fail('OTHER_ORIGIN', { origin: url.origin });
  let text;
  try {
    // mode 'same-origin' also refuses a redirect to another origin, which the check above cannot see
    const response = await fetch(url, { credentials: 'same-origin', mode: 'same-origin' });
    if (!response.ok) return fail('HTTP_STATUS', { status: response.status });
    text = await response.text();
  } catch {
    // the page's security settings, not the network, when its policy refused the file
    const refusal = await refusedByPolicy(url.href);
    return refusal ? fail('CSP_BLOCKED', refusal) : fail('NETWORK');
  }
  let lesson;
  try {
    lesson = JSON.parse(text);
  } catch {
    return notJson(text);
  }
  return checkLesson(lesson, { checked: Boolean(checkedHash) && textHash(text) === checkedHash });
}

/** What a <chess-lesson> plays: the lesson object it was given, else the file at `src`, from this
 *  page's origin only. */
export async function loadLesson({ lesson, src, baseURI, checkedHash = null }) {
  const loaded = await (lesson ? checkLesson(lesson) : loadLessonFile(src, { baseURI, origin: globalThis.location.origin, checkedHash }));
  if (!loaded.ok) return loaded;
  // the lesson's goal kinds, each a chunk of its own: a page downloads no other kind's code
  try {
    await loadGoalKinds(loaded.lesson.steps.map((step) => step.goal));
  } catch (error) {
    return { ok: false, problems: [loadProblem(error)], rules: loaded.rules }; // the kind's file, named
  }
  return loaded;
}
