// What <chess-lesson> fetches on use rather than with the page: the lesson's end (summary.mjs,
// fetched as the last step opens, drawn when it is done) and the projector mode's layout
// (lesson-projector-css.mjs, fetched on a screen as wide as the page's projector button needs,
// web/site/projector-css.mjs, or once the element's `projector` attribute is set).
import { adoptStylesheet } from '../board/api.mjs';

/** The summary's module (summary.mjs). */
export const loadSummary = () => import('./summary.mjs');

const PROJECTOR_SCREEN = '(min-width: 900px)';
const projectorAsked = new WeakSet();

/** Adopts the projector mode's sheet into the element's shadow `root` (after its LESSON_CSS) once,
 *  on a wide screen or when `now`; a fetch that failed is asked again on the next call. */
export function styleProjector(root, { now = false } = {}) {
  if (projectorAsked.has(root) || !(now || globalThis.matchMedia?.(PROJECTOR_SCREEN).matches)) return;
  projectorAsked.add(root);
  import('./lesson-projector-css.mjs').then(({ LESSON_PROJECTOR_CSS }) => adoptStylesheet(root, LESSON_PROJECTOR_CSS),
    () => projectorAsked.delete(root));
}
