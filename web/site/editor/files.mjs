// The editor's files: the draft kept in localStorage, a lesson file opened (picker or drop) and one
// saved as a download. A file is untrusted: it is read as text, size first, and goes through the same
// parse and check as `check-lessons` before anything of it is used; a file that is not a lesson
// leaves the draft as it was.
import { offerDownload } from '../../board/api.mjs';
import { checkLessonFile, describeForTeacher } from '../../lesson/authoring/check.mjs';
import { adopt, keySteps, lessonForFile, STEP_KEY } from './lesson-file.mjs';

const DRAFT_KEY = 'chess-editor-draft';
const FILE_LIMIT = 2 * 1024 * 1024; // the course's largest lesson is a few dozen kB

/** The files of `ctx` ({state, $, ui, opened()}): {saveDraft, loadDraft, openFile, download, markSaved}. */
export function createFiles(ctx) {
  const { state, $, ui } = ctx;

  function saveDraft() {
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify({ lesson: state.lesson, current: state.current, savedIds: [...state.savedIds] }));
      $('draft-status').textContent = ui('draftSaved');
    } catch {
      $('draft-status').textContent = ui('draftNotSaved');
    }
  }

  /** The draft of the last visit into the state; a damaged one is kept aside, not overwritten. */
  function loadDraft() {
    try {
      const draft = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
      if (draft?.lesson?.steps?.length) {
        state.lesson = adopt(draft.lesson, state.keys);
        state.current = Math.min(draft.current ?? 0, state.lesson.steps.length - 1);
        state.savedIds = new Map(Array.isArray(draft.savedIds) ? draft.savedIds : []);
      }
    } catch {
      try { localStorage.setItem(`${DRAFT_KEY}:damaged`, localStorage.getItem(DRAFT_KEY) ?? ''); } catch { /* full: it stays under its own key until the next save */ }
    }
  }

  /** Remembers `value`'s step ids as those children's progress uses (a file opened or downloaded). */
  function markSaved(value) {
    state.savedIds = new Map(keySteps(value, state.keys).steps.map((s) => [s[STEP_KEY], s.id]));
    return value;
  }

  /** Says why a file could not be opened, in a line of its own that the draft's check does not
   *  overwrite; null clears it. */
  function showFileStatus(text) {
    $('file-status').textContent = text ?? '';
    $('file-status').hidden = text === null;
  }

  async function openFile(file) {
    if (file.size > FILE_LIMIT) {
      showFileStatus(ui('fileTooBig', { file: file.name, size: '2 MB' }));
      return;
    }
    const text = await file.text();
    const { prepared, problems } = checkLessonFile(text, { rules: state.rules, mateSolver: null });
    if (!prepared.lesson || !Array.isArray(prepared.lesson.steps)) {
      if (!problems.length) {
        showFileStatus(ui('notALesson'));
        return;
      }
      const { where, message, fix } = describeForTeacher(problems[0], state.words);
      showFileStatus([file.name, where, message, fix && `${state.words.check.fixLabel}${fix}`].filter(Boolean).join(state.words.check.placeSeparator));
      return;
    }
    showFileStatus(null);
    state.lesson = markSaved(adopt(prepared.lesson, state.keys));
    state.current = 0;
    state.recording = null;
    ctx.opened();
  }

  function download() {
    markSaved(state.lesson); // the ids children's progress will use from now on
    const text = `${JSON.stringify(lessonForFile(state.lesson), null, 2)}\n`;
    offerDownload(document, new Blob([text], { type: 'application/json' }), `${state.lesson.id || 'lesson'}.json`);
  }

  return { saveDraft, loadDraft, openFile, download, markSaved };
}
