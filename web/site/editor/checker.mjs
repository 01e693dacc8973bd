// The editor's live check, and its answer on the page. Every change is checked by the code behind
// `npm run check-lessons` (web/lesson/authoring/check.mjs, mate proofs included), debounced and in a
// worker (check-worker.mjs; where none can start, on the page's thread). Every problem is listed at
// the top of the page, each a button that opens its step and its field, and is told again beside
// that field. What a new lesson has yet to be given (an empty text, a square not yet tapped) is
// listed as still to do, not as a mistake: a new lesson opens with nothing red.
import { checkLessonFile } from '../../lesson/authoring/check.mjs';
import { lessonForFile } from './lesson-file.mjs';
import { editorWords, tellProblem } from './words.mjs';

const CHECK_DELAY_MS = 400;

// The problems of a field not filled in yet: the teacher has not got there, nothing is wrong
const TO_DO = new Set(['TEXT_EMPTY', 'MISSING_FIELD', 'NOT_A_SQUARE_LIST', 'NOT_A_MOVE_LIST', 'SETUP_NEEDS_TRAY', 'TOUCH_NEEDS_TOUCHES', 'NO_STAR_PIECE']);
export const isToDo = (problem) => TO_DO.has(problem.code);

/**
 * The checker of `ctx` ({state, $, ui, openProblem(problem)}): {schedule, run, place}.
 */
export function createChecker(ctx) {
  const { state, $, ui } = ctx;
  const check = { timer: 0, id: 0, problems: [], worker: null };
  try {
    check.worker = new Worker(new URL('./check-worker.mjs', import.meta.url), { type: 'module' });
    check.worker.addEventListener('message', (event) => {
      if (event.data.id !== check.id) return; // about the lesson before a newer change
      document.body.dataset.checkedIn = 'worker';
      show(event.data.problems);
    });
    check.worker.addEventListener('error', () => { check.worker = null; run(); });
  } catch {
    check.worker = null;
  }

  function schedule() {
    clearTimeout(check.timer);
    check.id += 1;
    $('check-status').textContent = ui('checking');
    document.body.dataset.check = 'pending';
    check.timer = setTimeout(run, CHECK_DELAY_MS);
  }

  function run() {
    const file = lessonForFile(state.lesson);
    if (check.worker) {
      check.worker.postMessage({ id: check.id, lesson: file, lang: state.lang });
      return;
    }
    const { problems } = checkLessonFile(file, { rules: state.rules, mateSolver: state.mateSolver });
    document.body.dataset.checkedIn = 'page';
    const words = editorWords(state.words);
    show(problems.map((problem) => ({ ...problem, said: tellProblem(problem, words, state.lang, { rules: state.rules, lesson: file }) })));
  }

  const kindOf = (problem) => (isToDo(problem) ? 'todo' : problem.severity === 'warning' ? 'warning' : 'error');

  /** The check's problems, listed at the top and each beside its field. */
  function show(problems) {
    check.problems = problems;
    const count = (kind) => problems.filter((p) => kindOf(p) === kind).length;
    const [errors, warnings, todo] = [count('error'), count('warning'), count('todo')];
    $('check-status').textContent = errors + warnings + todo === 0 ? ui('checkClean') : ui('checkCounts', { errors, warnings, todo });
    $('problems').replaceChildren(...problems.map((problem) => {
      const item = document.createElement('li');
      item.className = `ed-${kindOf(problem)}`;
      const open = document.createElement('button');
      open.type = 'button';
      open.className = 'ed-problem-link';
      const label = { error: state.words.check.error, warning: state.words.check.warning, todo: ui('toDo') }[kindOf(problem)];
      open.textContent = `${label} · ${problem.said.where} · ${problem.said.message}${problem.said.fix ? ` ${state.words.check.fixLabel}${problem.said.fix}` : ''}`;
      open.addEventListener('click', () => ctx.openProblem(problem));
      item.append(open);
      return item;
    }));
    place();
    document.body.dataset.check = errors ? 'errors' : todo ? 'todo' : 'clean';
  }

  /** The field of the page a problem is about: its path, else the nearest parent on the page. */
  function fieldOf(problem) {
    const prefix = `/steps/${state.current}/`;
    let path = problem.path;
    if (path.startsWith(prefix)) path = path.slice(prefix.length);
    else if (path.startsWith('/steps/')) return null;
    for (let p = path; p; p = p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '') {
      const found = document.querySelector(`[data-path="${CSS.escape(p)}"]`);
      if (found) return found;
    }
    return $('goal-summary') ?? $('goal-kind');
  }

  /** Each problem of the shown step (and of the lesson) beside the field it is about. */
  function place() {
    for (const old of document.querySelectorAll('.ed-problem')) old.remove();
    for (const problem of check.problems) {
      const target = fieldOf(problem);
      if (!target) continue;
      const note = document.createElement('p');
      note.className = `ed-problem ed-${kindOf(problem)}`;
      note.textContent = `${problem.said.message} ${problem.said.fix}`;
      // a folded language with a mistake is shown open
      if (kindOf(problem) !== 'todo') target.closest('details')?.setAttribute('open', '');
      (target.closest('label, fieldset, p') ?? target).after(note);
    }
  }

  return { schedule, run, place, fieldOf };
}
