// A page's projector mode, for a teacher at the front of a class: the page is shown full screen
// (the Fullscreen API where the browser grants it; where it does not, the same large layout fills
// the window) with a board at the screen's height and words of 28 px at least. The page's own
// layout for the mode is in projector-css.mjs, under html[data-projector="<kind>"].
//
//   offerProjector({button, kind: 'lesson', enter, leave, next, previous, hint, answer, board})
//
// `button` starts the mode and, while it is on, ends it (its words change: 投影 / 退出投影);
// `enter()` and `leave()` are the page's own part (a lesson's: web/lesson/projector.mjs). While it
// is on, the keys a presenter's clicker sends step: PageDown, → and ↓ call `next`, PageUp, ← and ↑
// `previous` (arrows only outside a board, whose squares they move between, and outside a field);
// H calls `hint` and A `answer`; Esc, or leaving full screen, ends the mode. `board()`, where given,
// is the page's <chess-board>, which gets its drawing tools (the `draw` attribute) for the mode:
// a right-button drag draws with a mouse, and the tools' ✎ button lets a pen or a finger draw, its
// state shown on it, one tap on it or on 清除 undoing it. The button's words follow the page's
// language (<html lang>).
import { adoptStylesheet } from '../board/api.mjs';
import { matchLang } from '../i18n/lang.mjs';
import { projectorTexts } from '../i18n/projector.mjs';
import { PROJECTOR_CSS } from './projector-css.mjs';

const NEXT_KEYS = new Set(['PageDown', 'ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['PageUp', 'ArrowLeft', 'ArrowUp']);
const PAGE_KEYS = new Set(['PageDown', 'PageUp']);
const ARROWS = new Set(['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']);

/** Whether a key pressed in `event` belongs to what it was pressed in: a field, or (for arrows) a board. */
function keptBy(event) {
  const path = event.composedPath();
  const field = path.some((node) => node instanceof Element && (node.matches('input, select, textarea, [contenteditable]')));
  if (field) return true;
  return ARROWS.has(event.key) && path.some((node) => node instanceof Element && node.localName === 'chess-board');
}

/** The element in full screen, or null (the prefixed name of older WebKit too). */
const fullscreenElement = () => document.fullscreenElement ?? document.webkitFullscreenElement ?? null;

/**
 * Starts and ends the page's projector mode; returns {on(), enter(), leave()}.
 * @param {object} options
 * @param {HTMLElement} options.button the page's button for the mode
 * @param {'lesson' | 'play' | 'diagrams'} options.kind the page's layout in projector-css.mjs
 * @param {() => void} [options.enter] @param {() => void} [options.leave]
 * @param {() => void} [options.next] @param {() => void} [options.previous]
 * @param {() => void} [options.hint] @param {() => unknown} [options.answer]
 * @param {() => (HTMLElement | null)} [options.board] the page's <chess-board>, drawn on in the mode
 */
export function offerProjector({ button, kind, enter = () => {}, leave = () => {}, next, previous, hint, answer, board }) {
  const root = document.documentElement;
  let on = false;
  let drawBefore = false; // whether the board had its drawing tools before the mode
  let askedFullscreen = false;
  adoptStylesheet(document, PROJECTOR_CSS);
  button.classList.add('projector-toggle');

  // The button shows once it has its words. Words that cannot load (offline before the page kept
  // them, or a page being left while they came) leave it as it is: hidden if it never had any.
  async function render() {
    const lang = matchLang(root.lang) ?? 'en';
    const words = await projectorTexts.load(lang).catch(() => projectorTexts.load('en')).catch(() => null);
    if (!words || (matchLang(root.lang) ?? 'en') !== lang) return; // none, or a later language is being drawn
    button.textContent = on ? words.leave : words.enter;
    button.title = on ? words.leaveTip : words.enterTip;
    button.hidden = false;
  }

  function start() {
    if (on) return;
    on = true;
    root.dataset.projector = kind;
    const shown = board?.();
    if (shown) {
      drawBefore = shown.hasAttribute('draw');
      shown.setAttribute('draw', '');
    }
    enter();
    // full screen where the browser grants it; the layout is large in the window either way
    const asking = root.requestFullscreen?.({ navigationUI: 'hide' }) ?? root.webkitRequestFullscreen?.();
    askedFullscreen = Boolean(asking);
    Promise.resolve(asking).catch(() => { askedFullscreen = false; });
    render();
  }

  function stop() {
    if (!on) return;
    on = false;
    delete root.dataset.projector;
    const shown = board?.();
    if (shown && !drawBefore) shown.removeAttribute('draw');
    leave();
    if (fullscreenElement()) (document.exitFullscreen?.() ?? document.webkitExitFullscreen?.())?.catch?.(() => {});
    askedFullscreen = false;
    render();
  }

  button.addEventListener('click', () => (on ? stop() : start()));
  const ended = () => {
    if (on && askedFullscreen && !fullscreenElement()) stop(); // the browser's own Esc left full screen
  };
  document.addEventListener('fullscreenchange', ended);
  document.addEventListener('webkitfullscreenchange', ended);
  // a clicker's page keys step even from a board that has the focus (its own PageUp/PageDown would
  // move its focus square): they are taken before the board sees them
  document.addEventListener('keydown', (event) => {
    if (!on || !PAGE_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey || keptBy(event)) return;
    event.preventDefault();
    event.stopPropagation();
    (event.key === 'PageDown' ? next : previous)?.();
  }, { capture: true });
  document.addEventListener('keydown', (event) => {
    if (!on || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || keptBy(event)) return;
    const key = event.key;
    let act = null;
    if (key === 'Escape') act = stop;
    else if (NEXT_KEYS.has(key)) act = next;
    else if (PREVIOUS_KEYS.has(key)) act = previous;
    else if (key === 'h' || key === 'H') act = hint;
    else if (key === 'a' || key === 'A') act = answer;
    if (!act) return;
    event.preventDefault();
    act();
  });
  new MutationObserver(() => render()).observe(root, { attributes: true, attributeFilter: ['lang'] });
  render();
  return { on: () => on, enter: start, leave: stop };
}
