// @ts-check
// The demo page: one <chess-board> for pass-and-play, and the page's own options (language, mode,
// touch-move, sound, flip, new game). The board enforces the rules; this file only shows state,
// through the element's documented attributes, methods and events. The language is the one chosen
// anywhere on the site (kept by the progress store), and a choice here is kept the same way.
import { ChessBoardElement } from '../../chess-lesson.mjs';
import { matchLang } from '../../i18n/lang.mjs';
import { siteTexts } from '../../i18n/site.mjs';
import { ProgressStore } from '../../lesson/progress.mjs';

/** @typedef {import('../../play/chess-board').ChessBoardElement} ChessBoard */

const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const board = /** @type {ChessBoard} */ ($('board'));
// The options form's fields, by name: lang, mode, touch-move, sound.
const options = /** @type {HTMLFormElement} */ ($('options'));
const field = (/** @type {string} */ name) => /** @type {HTMLInputElement & HTMLSelectElement} */ (options.elements.namedItem(name));
const [langSelect, modeSelect] = [field('lang'), field('mode')];
const [turnLine, outcomeLine, eventLine] = ['turn', 'outcome', 'last-event'].map($);

let started = false; // the board takes input

function currentLang() {
  return langSelect.value;
}

function boardMode() {
  return board.getAttribute('mode') || 'play';
}

function setBooleanAttribute(/** @type {string} */ name, /** @type {boolean} */ on) {
  if (on) board.setAttribute(name, '');
  else board.removeAttribute(name);
}

/** Redraws the status lines from the board: whose turn, check, and the outcome. */
function refresh() {
  const words = siteTexts.get(currentLang())?.demo;
  if (!started || !words) return;
  turnLine.lang = currentLang();
  outcomeLine.lang = currentLang();
  if (boardMode() !== 'play') {
    turnLine.textContent = words[boardMode()] || '';
    outcomeLine.hidden = true;
    return;
  }
  turnLine.textContent = words[board.turn() === 'w' ? 'white' : 'black'] + (board.inCheck() ? words.check : '');
  const outcome = board.outcome();
  const over = outcome.result !== '*';
  outcomeLine.hidden = !over;
  outcomeLine.textContent = over ? outcome.message : '';
}

let pending = 0;
function refreshSoon() {
  if (pending) return;
  pending = requestAnimationFrame(() => {
    pending = 0;
    refresh();
  });
}

function showEvent(/** @type {string} */ text) {
  eventLine.lang = currentLang();
  eventLine.textContent = text;
}

board.addEventListener('ready', () => {
  started = true;
  refresh();
});
board.addEventListener('move', (event) => {
  showEvent(event.detail.san ?? '');
  refreshSoon();
});
// A take-back, a new position from the board's controls, a draw offer: the status follows.
board.addEventListener('change', refreshSoon);
board.addEventListener('outcome', (event) => {
  outcomeLine.lang = currentLang();
  outcomeLine.textContent = event.detail.message;
  outcomeLine.hidden = false;
});
board.addEventListener('illegal', (event) => showEvent((siteTexts.get(currentLang())?.demo?.illegal ?? '') + event.detail.message));
board.addEventListener('error', (event) => {
  showEvent(event.detail.message);
  // A refused mode change (an illegal set-up position) leaves the board in its old mode.
  modeSelect.value = boardMode();
});

langSelect.addEventListener('change', () => {
  store.setLang(currentLang());
  board.setAttribute('lang', currentLang());
  siteTexts.load(currentLang()).then(refresh);
  // The outcome's words come with the board's words in that language.
  board.ready.then(refresh);
});
modeSelect.addEventListener('change', () => {
  board.setAttribute('mode', modeSelect.value);
  refreshSoon();
});
for (const name of ['touch-move', 'sound']) {
  const box = field(name);
  box.addEventListener('change', () => setBooleanAttribute(name, box.checked));
}
$('flip').addEventListener('click', () => board.flip());
$('new-game').addEventListener('click', () => {
  if (!started) return;
  if (boardMode() !== 'play') {
    board.setAttribute('mode', 'play');
    modeSelect.value = 'play';
  }
  board.setPosition(START_FEN);
  showEvent('');
  refresh();
});
// The options form never submits; Enter in it must not reload the page.
options.addEventListener('submit', (event) => event.preventDefault());

// Start in the language chosen on the site, else in Chinese when the browser prefers it.
const store = new ProgressStore();
const preferred = (navigator.languages && navigator.languages[0]) || navigator.language || '';
const saved = matchLang(store.lang);
if (saved) langSelect.value = saved;
else if (/^zh\b/i.test(preferred)) langSelect.value = /^zh[-_](hant|tw|hk|mo)/i.test(preferred) ? 'zh-Hant' : 'zh-Hans';
// Arrows and circles a teacher draws by right-drag, or by finger in draw mode.
board.setAttribute('draw', '');
board.setAttribute('lang', currentLang());
siteTexts.load(currentLang()).then(refresh);
