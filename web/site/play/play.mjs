// @ts-check
// The "play the computer" page: the child plays one colour on a <chess-board>; the practice
// partner (game.bestMove, in a Web Worker with its own wasm) answers with the other. The board
// enforces every rule and plays on a game this page opens; this file chooses when the computer
// moves, shows whose turn it is, and explains the ending. While the computer thinks, the board
// takes no input.
import '../../chess-lesson.mjs';
import { loadChessRules } from '../../rules/index.mjs';
import { fillTemplate, matchLang } from '../../i18n/lang.mjs';
import { siteTexts } from '../../i18n/site.mjs';

/** @typedef {import('../../play/chess-board').ChessBoardElement} ChessBoardElement */
/** @typedef {import('../../rules/index').Game} Game */
/** @typedef {import('../../rules/index').ChessRules} ChessRules */

// A reply faster than this waits, so that the child sees their own move land first.
const MIN_REPLY_MS = 350;

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const board = /** @type {ChessBoardElement} */ ($('board'));
const langSelect = /** @type {HTMLSelectElement} */ ($('lang'));
const levelSelect = /** @type {HTMLSelectElement} */ ($('level'));
const clockSelect = /** @type {HTMLSelectElement} */ ($('clock'));
const statusLine = $('status');
const outcomeBox = $('outcome');
const problemLine = $('problem');
const retryButton = $('retry');

const rulesReady = /** @type {Promise<ChessRules>} */ (loadChessRules());
let lang = 'en';
let childColor = 'w';
/** @type {1 | 2 | 3 | 4 | 5} */
let level = 1;
let seed = 1;
/** @type {Game | null} the game the board plays on, opened by this page */
let game = null;
/** @type {string | null} the FEN the computer is thinking about */
let thinking = null;
/** @type {string | null} the SAN of the computer's last move, for the status line */
let lastReply = null;

function words() { return siteTexts.get(lang).play.words; }

/** Every fixed string of the page, in the current language. */
function renderTexts() {
  document.documentElement.lang = lang;
  document.title = words().title;
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-text]'))) {
    element.textContent = words()[element.dataset.text ?? ''];
  }
  board.setAttribute('lang', lang);
}

function computerColor() { return childColor === 'w' ? 'b' : 'w'; }

/** The status line, the ending and what it means. */
function refresh() {
  if (!game) return;
  statusLine.classList.toggle('thinking', Boolean(thinking));
  $('board-box').setAttribute('aria-busy', thinking ? 'true' : 'false');
  if (game.isOver()) {
    const outcome = board.outcome();
    const winner = outcome.result === '1-0' ? 'w' : outcome.result === '0-1' ? 'b' : null;
    statusLine.textContent = winner === null ? words().drawn : winner === childColor ? words().won : words().lost;
    $('outcome-result').textContent = outcome.message;
    $('outcome-rule').textContent = siteTexts.get(lang).play.endings[outcome.reason] ?? '';
    outcomeBox.hidden = false;
    return;
  }
  outcomeBox.hidden = true;
  if (thinking) {
    statusLine.textContent = words().thinking;
  } else if (game.turn() === childColor) {
    const side = words()[childColor === 'w' ? 'white' : 'black'];
    const turn = fillTemplate(words()[game.inCheck() ? 'yourMoveCheck' : 'yourMove'], { side });
    statusLine.textContent = lastReply ? `${fillTemplate(words().computerMoved, { san: lastReply })} ${turn}` : turn;
  }
}

function showProblem(/** @type {string | null} */ message) {
  problemLine.textContent = message ? fillTemplate(words().problem, { message }) : '';
  problemLine.hidden = !message;
  retryButton.hidden = !message;
}

/** If it is the computer's turn, asks the worker for a move and plays it on the board. */
async function computerMove() {
  const asked = game;
  if (!asked || asked.isOver() || asked.turn() !== computerColor() || thinking) return;
  const fen = asked.fen();
  thinking = fen;
  board.lock();
  showProblem(null);
  refresh();
  const started = performance.now();
  /** @type {{ ok: true, value: { uci: string, san: string } } | { ok: false, error: { message: string } }} */
  let result;
  try {
    // The game's own history counts a repetition as a draw.
    result = await asked.bestMove({ level, seed });
    const wait = MIN_REPLY_MS - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => { setTimeout(resolve, wait); });
  } catch (error) {
    result = { ok: false, error: { message: String(error instanceof Error ? error.message : error) } };
  }
  thinking = null;
  // A new game or a take-back while the computer thought: that answer is for another position.
  if (game !== asked || asked.fen() !== fen || asked.isOver()) {
    board.unlock();
    refresh();
    computerMove();
    return;
  }
  if (!result.ok) {
    // The board stays locked: it is still the computer's turn. The child may ask again.
    showProblem(result.error.message);
    refresh();
    return;
  }
  lastReply = result.value.san;
  board.play(result.value.uci);
  board.unlock();
  refresh();
}

function readOptions() {
  const colour = /** @type {HTMLInputElement | null} */ (document.querySelector('input[name="colour"]:checked'));
  childColor = colour?.value === 'black' ? 'b' : 'w';
  level = /** @type {1 | 2 | 3 | 4 | 5} */ (Math.min(5, Math.max(1, Number(levelSelect.value) || 1)));
}

/** Plays on from `fen` (default: the initial position) with a game of this page's own. */
async function playFrom(/** @type {string | undefined} */ fen) {
  const rules = await rulesReady;
  const opened = fen === undefined ? rules.game() : rules.game(fen);
  if (!opened.ok) return;
  game = opened.value;
  // The board's change event (reason 'game') redraws the status and lets the computer move.
  board.setGame(opened.value);
}

function newGame() {
  readOptions();
  // A fresh seed each game, so the computer's mistakes differ from game to game.
  seed = crypto.getRandomValues(new Uint32Array(1))[0];
  lastReply = null;
  showProblem(null);
  board.setAttribute('orientation', childColor === 'w' ? 'white' : 'black');
  if (clockSelect.value) board.setAttribute('clock', clockSelect.value);
  else board.removeAttribute('clock');
  board.unlock();
  return playFrom(undefined);
}

// The child moves only their own pieces; the board refuses moves on the computer's turn.
board.addEventListener('beforemove', (event) => {
  if (event.detail.by === 'user' && (thinking || board.turn() !== childColor)) event.preventDefault();
});
board.addEventListener('move', (event) => {
  if (event.detail.by === 'user') lastReply = null;
});
board.addEventListener('outcome', () => refresh());
// The board's controls change the game too (take back, a draw offer, a position pasted in).
board.addEventListener('change', (event) => {
  const { reason } = event.detail;
  if (reason === 'position') {
    // The board opened a game of its own (from its position box, or a script's setPosition):
    // play on from that position with a game of this page's. Before the first game, newGame
    // opens one.
    if (game) playFrom(board.fen);
    return;
  }
  // "Take back" against the computer takes back the child's move too, not only the reply
  // (which the computer would just play again).
  if (reason === 'undo' && game && game.history().length > 0 && game.turn() === computerColor() && !thinking) {
    board.undo();
    return;
  }
  refresh();
  computerMove();
});

langSelect.addEventListener('change', () => {
  lang = langSelect.value;
  // The rules' messages and the board's words in the new language load on first use.
  siteTexts.load(lang).then(() => {
    renderTexts();
    refresh();
    return Promise.all([rulesReady.then((rules) => rules.setLang(lang)), board.ready]);
  }).then(refresh);
});
$('options').addEventListener('submit', (event) => {
  event.preventDefault();
  newGame();
});
retryButton.addEventListener('click', () => {
  showProblem(null);
  computerMove();
});

lang = matchLang(navigator.language) ?? 'en';
langSelect.value = lang;
const boardReady = new Promise((resolve) => { board.addEventListener('ready', resolve, { once: true }); });
const textsReady = siteTexts.load(lang).then(() => {
  renderTexts();
  statusLine.textContent = words().loading;
});
rulesReady.then((rules) => rules.setLang(lang));
Promise.all([textsReady, boardReady]).then(newGame);
