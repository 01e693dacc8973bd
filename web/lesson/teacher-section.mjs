// The lesson's folded section for teachers and parents: the step's note (else the lesson's), the
// article of the Laws it teaches, and the position shown saved as a picture (PNG or SVG, for a
// slide or a sheet of the teacher's own; diagram-button.mjs). Hidden when it has none of these;
// never read aloud. The picture's buttons and their words load when the section is first opened,
// so a child's page does not fetch them.
import { el, renderLessonText } from './render.mjs';

const loadDiagramButtons = () => import('./diagram-button.mjs');
// each section's maker of the buttons for the step it shows (null: no board)
const makers = new WeakMap();

/**
 * Fills the section (parts.teacher, a <details>, with parts.teacherSummary and parts.teacherBody).
 * @param {object} state lesson (its id and teacherNote), step, lang, t (the runner's words),
 *   board() (the step's <chess-board>, or null when the step has none)
 */
export function renderTeacherSection(doc, parts, { lesson, step, lang, t, board }) {
  const note = step.teacherNote ?? lesson.teacherNote ?? null;
  const article = step.article ?? null;
  const section = parts.teacher;
  parts.teacherSummary.textContent = t('teacherSection');
  parts.teacherBody.replaceChildren();
  if (note) {
    const paragraph = el(doc, 'p', 'cl-teacher-note');
    renderLessonText(doc, paragraph, note, lang);
    parts.teacherBody.appendChild(paragraph);
  }
  if (article) parts.teacherBody.appendChild(el(doc, 'p', 'cl-teacher-article', t('teacherArticle', { article })));
  const hasBoard = Boolean(board());
  section.hidden = !note && !article && !hasBoard;
  // the picture's buttons go in once the section is open (now, or when it is opened)
  let asked = false;
  const addButtons = hasBoard ? () => {
    if (!section.open || asked) return;
    asked = true;
    loadDiagramButtons().then(({ diagramButtons }) => {
      if (makers.get(section) !== addButtons) return; // the section shows another step by now
      parts.teacherBody.appendChild(diagramButtons(doc, board, lang, { filename: `${lesson.id ?? 'lesson'}-${step.id}`, className: 'cl-button' }));
    }).catch(() => { asked = false; });
  } : null;
  if (!makers.has(section)) section.addEventListener('toggle', () => makers.get(section)?.());
  makers.set(section, addButtons);
  addButtons?.();
}
