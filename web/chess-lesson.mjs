// The one bundle a host page loads (dist/chess-lesson.mjs): importing it registers <chess-board>
// at once, and <chess-lesson> as soon as the page has one. The rules wasm is found next to the
// bundle.
//
// The lesson runner is about as big as the board, rules and wasm together, so a page with only
// boards should not pay for it: its code is a separate chunk that loads when a <chess-lesson>
// element is in the document (or is added later), or when a script calls defineChessLesson().
// Until then a <chess-lesson> is an undefined element; `customElements.whenDefined('chess-lesson')`
// waits for it.
import './play/chess-board.mjs';

export { ChessBoardElement } from './play/chess-board.mjs';

let lessonModule = null;

/** Loads and registers <chess-lesson>; resolves to its module. Safe to call more than once. */
export function defineChessLesson() {
  if (!lessonModule) lessonModule = import('./lesson/chess-lesson.mjs');
  return lessonModule;
}

function hasLesson(node) {
  return node.nodeType === 1 && (node.localName === 'chess-lesson' || Boolean(node.querySelector('chess-lesson')));
}

const doc = globalThis.document;
if (doc && globalThis.customElements) {
  // A module script runs after the page is parsed, so the page's own elements are all there now.
  if (doc.querySelector('chess-lesson')) {
    defineChessLesson();
  } else if (globalThis.MutationObserver) {
    const observer = new MutationObserver((records) => {
      if (records.some((record) => [...record.addedNodes].some(hasLesson))) {
        observer.disconnect();
        defineChessLesson();
      }
    });
    observer.observe(doc.documentElement, { childList: true, subtree: true });
  }
}
