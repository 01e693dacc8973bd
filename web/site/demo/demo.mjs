// The demo page: one <chess-board> for pass-and-play, and the page's own options (language, mode,
// touch-move, sound, flip, new game). The board enforces the rules; this file only shows state.
import '../chess-lesson.mjs';

const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const WORDS = {
  'zh-Hans': { white: '轮到白方走棋', black: '轮到黑方走棋', check: '（被将军）', setup: '摆棋模式：把棋子放到格子上', free: '自由模式：任何棋子都能随意移动', illegal: '不能这样走：' },
  'zh-Hant': { white: '輪到白方走棋', black: '輪到黑方走棋', check: '（被將軍）', setup: '擺棋模式：把棋子放到格子上', free: '自由模式：任何棋子都能隨意移動', illegal: '不能這樣走：' },
  en: { white: 'White to move', black: 'Black to move', check: ' (in check)', setup: 'Set-up mode: put pieces on the squares', free: 'Free mode: any piece moves anywhere', illegal: 'Not allowed: ' },
};

const board = document.getElementById('board');
const langSelect = document.getElementById('lang');
const modeSelect = document.getElementById('mode');
const touchMove = document.getElementById('touch-move');
const sound = document.getElementById('sound');
const turnLine = document.getElementById('turn');
const outcomeLine = document.getElementById('outcome');
const eventLine = document.getElementById('last-event');

function currentLang() {
  return langSelect.value;
}

function words() {
  return WORDS[currentLang()] || WORDS.en;
}

function setBooleanAttribute(name, on) {
  if (on) board.setAttribute(name, '');
  else board.removeAttribute(name);
}

/** Redraws the status lines from the board's game: whose turn, check, and the outcome. */
function refresh() {
  const controller = board.controller;
  const game = board.game;
  if (!controller) return;
  turnLine.lang = currentLang();
  outcomeLine.lang = currentLang();
  if (controller.mode !== 'play' || !game) {
    turnLine.textContent = words()[controller.mode] || '';
    outcomeLine.hidden = true;
    return;
  }
  turnLine.textContent = words()[game.turn() === 'w' ? 'white' : 'black'] + (game.inCheck() ? words().check : '');
  const over = game.isOver();
  outcomeLine.hidden = !over;
  outcomeLine.textContent = over ? controller.outcomeText(game.outcome()) : '';
}

let pending = 0;
function refreshSoon() {
  if (pending) return;
  pending = requestAnimationFrame(() => {
    pending = 0;
    refresh();
  });
}

function showEvent(text) {
  eventLine.lang = currentLang();
  eventLine.textContent = text;
}

board.addEventListener('ready', refresh);
board.addEventListener('move', (event) => {
  showEvent(event.detail.san);
  refreshSoon();
});
board.addEventListener('outcome', (event) => {
  outcomeLine.lang = currentLang();
  outcomeLine.textContent = event.detail.message;
  outcomeLine.hidden = false;
});
board.addEventListener('illegal', (event) => showEvent(words().illegal + event.detail.message));
board.addEventListener('error', (event) => {
  showEvent(event.detail.message);
  // A refused mode change (an illegal set-up position) leaves the board in its old mode.
  if (board.controller) modeSelect.value = board.controller.mode;
});
// The game controls (undo, resign, draw) live inside the board; their button clicks bubble out
// here. A click that ends a drag on the board is a move, which the move event reports.
board.addEventListener('click', (event) => {
  if (event.composedPath().some((node) => node.localName === 'button')) refreshSoon();
});
board.addEventListener('keyup', refreshSoon);

langSelect.addEventListener('change', () => {
  board.setAttribute('lang', currentLang());
  refresh();
});
modeSelect.addEventListener('change', () => {
  board.setAttribute('mode', modeSelect.value);
  refreshSoon();
});
touchMove.addEventListener('change', () => setBooleanAttribute('touch-move', touchMove.checked));
sound.addEventListener('change', () => setBooleanAttribute('sound', sound.checked));
document.getElementById('flip').addEventListener('click', () => board.flip());
document.getElementById('new-game').addEventListener('click', () => {
  if (!board.controller) return;
  if (board.controller.mode !== 'play') {
    board.setAttribute('mode', 'play');
    modeSelect.value = 'play';
  }
  board.setPosition(START_FEN);
  showEvent('');
  refresh();
});
// The options form never submits; Enter in it must not reload the page.
document.getElementById('options').addEventListener('submit', (event) => event.preventDefault());

// Start in the page's language when the browser prefers Chinese.
const preferred = (navigator.languages && navigator.languages[0]) || navigator.language || '';
if (/^zh\b/i.test(preferred)) langSelect.value = /^zh[-_](hant|tw|hk|mo)/i.test(preferred) ? 'zh-Hant' : 'zh-Hans';
board.setAttribute('lang', currentLang());
