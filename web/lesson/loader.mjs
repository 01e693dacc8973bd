// Getting a lesson ready to play: the file fetched from this site only (a redirect to another
// origin is not followed either), read as JSON, checked for its format (format.mjs) and, with the
// rules core every board on the page shares, for its chess (chess-checks.mjs). A lesson object
// given without a file (the <chess-lesson> `lesson` property) is checked the same way.
//
//   await loadLessonFile(src, {baseURI, origin}) → {ok: true, lesson, rules} | {ok: false, problems, rules?}
//   await checkLesson(lesson) → the same
//
// Problems are {code, path, params, step}, worded by web/i18n/lesson-problems.mjs; the file is the
// caller's to add.
import { loadChessRules } from '../rules/index.mjs';
import { checkLessonFormat } from './format.mjs';
import { checkLessonChess } from './chess-checks.mjs';

const fail = (code, params = {}) => ({ ok: false, problems: [{ code, path: '', params, step: null }] });

/** Whether any step, or a quiz choice, expects an answer to "can this side still mate?". */
const asksCanMate = (lesson) => JSON.stringify(lesson.steps).includes('"canMate"');

/** Checks a lesson object: its format first (a broken file gets its card without waiting for the
 *  rules engine), then its chess. */
export async function checkLesson(lesson) {
  const format = checkLessonFormat(lesson);
  if (format.length) return { ok: false, problems: format };
  let rules;
  try {
    rules = await loadChessRules(); // the instance every <chess-board> on the page shares
  } catch (error) {
    return fail('RULES_NOT_LOADED', { detail: String(error?.message ?? error) });
  }
  // "Can this side still mate? Yes" may need the deep analysis (a long helpmate); it is fetched only
  // for a lesson that asks it.
  if (asksCanMate(lesson)) {
    try {
      await rules.loadDeepAnalysis();
    } catch (error) {
      return fail('RULES_NOT_LOADED', { detail: String(error?.message ?? error) });
    }
  }
  const problems = checkLessonChess(lesson, rules);
  return problems.length ? { ok: false, problems, rules } : { ok: true, lesson, rules };
}

/** Fetches, reads and checks the lesson file at `src` (relative to `baseURI`), from `origin` only. */
export async function loadLessonFile(src, { baseURI, origin }) {
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
    return fail('NETWORK');
  }
  let lesson;
  try {
    lesson = JSON.parse(text);
  } catch (error) {
    return fail('NOT_JSON', { detail: error.message });
  }
  return checkLesson(lesson);
}
