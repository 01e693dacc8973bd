// @ts-check
// The "play the computer" page: the child plays one colour on a <chess-board>; the practice
// partner answers with the other. The board enforces every rule and plays on a game this page
// opens. This file is the page's wiring: it holds the page's state (the language, the child's
// colour and level, the game, the note by the board), shows above the board (beside it in
// landscape) whose turn it is and what the computer did, and connects the child's buttons (hint,
// take back, resign after a question, the draw claims the rules allow) to the board. Its parts:
// opponent.mjs (the computer: when it moves, its searches, no DOM), status-lines.mjs (the lines'
// words and piece pictures), draw-tools.mjs (the grown-ups' drawing switch), records.mjs (the
// position code and game records under "More") and replay-view.mjs (a record replayed move by
// move, its state in replay.mjs). While the computer thinks, or a record is replayed, the board
// takes no input.
import '../../chess-lesson.mjs'; // defines <chess-board>
import { loadChessRules } from '../../rules/index.mjs';
import { fillTemplate, matchLang, pickLang } from '../../i18n/lang.mjs';
import { siteTexts } from '../../i18n/site.mjs';
import { boardStrings } from '../../i18n/board.mjs';
import { adoptStylesheet, parsePlacement, PIECE_CSS } from '../../board/api.mjs';
import { ProgressStore } from '../../lesson/progress.mjs';
import { offerProjector } from '../projector.mjs';
import { playProjectorSteps } from './projector-keys.mjs';
import { diagramButtons } from '../../lesson/diagram-button.mjs';
import { Opponent } from './opponent.mjs';
import { hintParts, moveParts, partsKey, pieceIcon, show, turnParts } from './status-lines.mjs';
import { setUpDrawTools } from './draw-tools.mjs';
import { hasPgn, setUpRecords } from './records.mjs';
import { ReplayView } from './replay-view.mjs';
import { arrowsOwned, markRefused, pickedUp } from './why-marks.mjs';
import { renderClaims, renderMoves, renderOutcome, showProblem as showProblemPanel } from './panels.mjs';

/** @typedef {import('../../play/chess-board').ChessBoardElement} ChessBoard */
/** @typedef {import('../../rules/index').Game} Game */
/** @typedef {import('../../rules/index').ChessRules} ChessRules */
/** @typedef {import('../../rules/index').Color} Color */
/** @typedef {import('../../rules/index').PieceType} PieceType */
/** @typedef {1 | 2 | 3 | 4 | 5} Level */
/** @typedef {import('./status-lines.mjs').Parts} Parts */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const langSelect = /** @type {HTMLSelectElement} */ ($('lang'));
const optionsForm = /** @type {HTMLFormElement} */ ($('options'));
const resignDialog = /** @type {HTMLDialogElement} */ ($('resign-dialog'));
const fenInput = /** @type {HTMLInputElement} */ ($('fen'));
const buttons = {
  hint: /** @type {HTMLButtonElement} */ ($('hint')),
  undo: /** @type {HTMLButtonElement} */ ($('undo')),
  resign: /** @type {HTMLButtonElement} */ ($('resign')),
  offerDraw: /** @type {HTMLButtonElement} */ ($('offer-draw')),
};

// The language: the one the child chose anywhere on the site (saved by the progress store, as the
// index and the lessons save it), else the browser's.
const store = new ProgressStore();
let lang = pickLang(store.lang ?? undefined);

// The board is made here rather than in the page, so that it starts in that language.
const board = /** @type {ChessBoard} */ (document.createElement('chess-board'));
board.id = 'board';
board.setAttribute('interactive', '');
board.setAttribute('lang', lang);
$('board-box').append(board);

const rulesReady = /** @type {Promise<ChessRules>} */ (loadChessRules());
adoptStylesheet(document, PIECE_CSS);

/** @type {Color} */
let childColor = 'w';
/** @type {Level} */
let level = 1;
let seed = 1;
/** @type {Game | null} the game the board plays on, opened by this page */
let game = null;
/** @type {ChessRules | null} */
let loadedRules = null;
/** What the note by the board says ('illegal', 'hint', 'undo', 'draw', 'problem'), its words drawn
 *  in the current language, or null.
 *  @type {{ kind: string, parts: () => Parts } | null} */
let note = null;
// Set while the page takes moves back itself, so that the board's change events wait for it.
let undoing = false;

const opponent = new Opponent(() => game);
function texts() { return siteTexts.get(lang).play; }
function words() { return texts().words; }
const otherColor = (/** @type {Color} */ color) => (color === 'w' ? 'b' : 'w');
const computerColor = () => otherColor(childColor);
const sideName = (/** @type {Color} */ color) => words()[color === 'w' ? 'white' : 'black'];
// A record replayed: the game it hands the board (at each jump) becomes the page's game.
const replay = new ReplayView({
  board, texts, pieces: () => /** @type {any} */ (boardStrings)[lang].pieces, onGame: (next) => { game = next; }, onChange: () => refresh(),
});
/** The type of the piece on `square` in the game now, or null. */
function pieceTypeOn(/** @type {string} */ square) {
  if (!game) return null;
  const letterOn = parsePlacement(game.fen().split(' ')[0]).get(square);
  return letterOn ? /** @type {PieceType} */ (letterOn.toLowerCase()) : null;
}

// ---- what the page says ------------------------------------------------------------------

/** Every fixed string of the page, in the current language. */
function renderTexts() {
  document.documentElement.lang = lang;
  document.title = words().title;
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-text]'))) {
    element.textContent = words()[element.dataset.text ?? ''];
  }
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-replay-text]'))) {
    element.textContent = texts().replay[element.dataset.replayText ?? ''];
  }
  // the position as a picture (PNG, SVG), in the page's language
  $('diagram-save').replaceChildren(diagramButtons(document, () => board, lang, { filename: 'position' }));
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-level]'))) {
    element.textContent = texts().levels[element.dataset.level ?? ''];
  }
  langSelect.value = lang;
}

/** The computer's last move, while it is the last move of the game; in a replay, the last move
 *  played, by its side. */
function lastMoveParts() {
  if (!game) return [];
  const history = game.history({ verbose: true });
  const last = history[history.length - 1];
  if (!last || !last.piece) return [];
  if (replay.active) return moveParts(texts(), lang, last, fillTemplate(texts().replay.side, { side: sideName(last.color) }), { yours: false });
  return last.color === computerColor() ? moveParts(texts(), lang, last, words().computer) : [];
}

/** The status lines, the buttons, the ending, the moves and the position code. */
function refresh() {
  const thinking = opponent.thinking;
  const turn = $('turn');
  const turnLine = turnParts(texts(), game, {
    child: childColor, outcome: () => board.outcome(), replayText: replay.active ? replay.positionText() : null,
  });
  show(turn, turnLine, partsKey(lang, turnLine));
  turn.classList.toggle('thinking', thinking || Boolean(opponent.hintSearch) || Boolean(opponent.drawJudging));
  const lastLine = lastMoveParts();
  show($('last-move'), lastLine, partsKey(lang, lastLine));
  const noteLine = note ? note.parts() : [];
  const noteBox = $('note');
  // A refused move is explained by the board itself, right under it; the page repeats it only
  // where that is out of sight (beside the board in landscape; see play.css).
  noteBox.dataset.kind = note ? note.kind : '';
  show(noteBox, noteLine, partsKey(lang, noteLine));
  $('board-box').setAttribute('aria-busy', thinking ? 'true' : 'false');

  const over = !game || game.isOver() || replay.active;
  const childsTurn = Boolean(game) && !over && game?.turn() === childColor && !thinking;
  buttons.hint.disabled = !childsTurn || Boolean(opponent.hintSearch);
  buttons.undo.disabled = !game || replay.active || !game.history({ verbose: true }).some((move) => move.color === childColor);
  buttons.resign.disabled = over;
  buttons.offerDraw.disabled = !childsTurn || game?.drawOffer() !== null || Boolean(opponent.drawJudging);
  const claimable = childsTurn && game ? game.claimable() : null;
  renderClaims(texts(), lang, claimable && claimable.ok ? claimable.value : []);
  // the ending of a game against the computer (a replayed record says its own, in its section)
  renderOutcome(texts(), game && game.isOver() && !replay.active ? board.outcome() : null);
  renderMoves(texts(), lang, game);
  if (game && document.activeElement !== fenInput) fenInput.value = game.fen();
  $('pgn-tools').hidden = !hasPgn(loadedRules, game);
  replay.render();
}

/** The computer's problem, or none (null). */
const showProblem = (/** @type {string | null} */ message) => showProblemPanel(texts(), message);

/** Sets the note by the board to `kind` with the words `parts` draws, and redraws. */
function setNote(/** @type {string} */ kind, /** @type {() => Parts} */ parts) {
  note = { kind, parts };
  refresh();
}

// ---- the computer's moves ----------------------------------------------------------------

/** Leaves the computer's reply (a take-back, a new game): its answer will find itself dropped. */
function abandonSearch() {
  if (opponent.drop()) board.unlock();
}

/** If it is the computer's turn, asks for its move and plays it on the board. */
async function computerMove() {
  const asked = game;
  if (!asked || replay.active || !opponent.mayMove(asked, computerColor())) return;
  const searching = opponent.reply(asked, { level, seed });
  board.lock();
  showProblem(null);
  refresh();
  const answer = await searching;
  if (answer.status === 'dropped') return; // whoever dropped it has unlocked the board
  if (answer.status === 'stale') {
    // a new game or a position set by a script while the computer thought
    board.unlock();
    refresh();
    computerMove();
    return;
  }
  if (answer.status === 'failed') {
    // The board stays locked: it is still the computer's turn. The child may ask again.
    showProblem(answer.message);
    refresh();
    return;
  }
  board.play(answer.uci);
  board.unlock();
  refresh();
}

// ---- the child's buttons -----------------------------------------------------------------

/** Asks the search's hint mode for a move, draws it as an arrow and says why it is good. */
async function showHint() {
  const asked = game;
  if (!asked || replay.active || asked.isOver() || asked.turn() !== childColor || opponent.thinking || opponent.hintSearch) return;
  const searching = opponent.hint(asked);
  setNote('hint', () => [words().hintThinking]);
  const answer = await searching;
  if (answer.status === 'dropped') return;
  if (answer.status === 'stale') {
    refresh();
    return;
  }
  if (answer.status === 'failed') {
    const { message } = answer;
    setNote('problem', () => [fillTemplate(words().problem, { message })]);
    return;
  }
  const { best, move } = answer;
  board.arrows([{ from: move.from, to: move.to, kind: 'hint' }]);
  arrowsOwned(board);
  setNote('hint', () => hintParts(texts(), lang, best, move, asked.turn()));
}

/** Takes back the child's last move, and the computer's reply to it if there was one. */
function takeBack() {
  if (!game || replay.active || !game.history({ verbose: true }).some((move) => move.color === childColor)) return;
  abandonSearch();
  opponent.dropAll();
  let undone = 0;
  undoing = true;
  try {
    for (;;) {
      const history = game.history({ verbose: true });
      const last = history[history.length - 1];
      if (!last) break;
      const result = board.undo();
      if (!result || !result.ok) break;
      undone += 1;
      if (last.color === childColor) break;
    }
  } finally {
    undoing = false;
  }
  board.arrows([]);
  board.highlight([]);
  showProblem(null);
  setNote('undo', () => [undone > 1 ? words().undoneBoth : words().undoneOne]);
  computerMove();
}

function askToResign() {
  if (!game || game.isOver() || replay.active) return;
  resignDialog.returnValue = '';
  resignDialog.showModal();
}

resignDialog.addEventListener('close', () => {
  if (resignDialog.returnValue !== 'resign' || !game || game.isOver() || replay.active) return;
  abandonSearch();
  opponent.dropAll();
  // The hint or the refused move was about a game that is now over.
  note = null;
  board.arrows([]);
  board.highlight([]);
  board.resign(childColor);
  // The resign button is disabled once the game is over: the focus moves on to "play again".
  $('play-again').focus();
});

/** The child offers a draw; the computer accepts when it is losing. */
async function offerDraw() {
  const asked = game;
  if (!asked || replay.active || asked.isOver() || asked.turn() !== childColor || opponent.thinking || opponent.drawJudging) return;
  const offered = board.offerDraw();
  if (!offered.ok) return;
  const judging = opponent.judgeDraw(asked);
  setNote('draw', () => [words().drawThinking]);
  const answer = await judging;
  if (answer.status === 'dropped') return;
  if (answer.status === 'stale') refresh();
  else if (answer.status === 'accept') {
    note = null;
    board.acceptDraw();
  } else setNote('draw', () => [words().drawDeclined]);
}

// ---- games -------------------------------------------------------------------------------

function readOptions() {
  const field = (/** @type {string} */ name) => /** @type {RadioNodeList} */ (optionsForm.elements.namedItem(name));
  childColor = field('colour').value === 'black' ? 'b' : 'w';
  level = /** @type {Level} */ (Math.min(5, Math.max(1, Number(field('level').value) || 1)));
}

/** Plays on a game of this page's own, from `fen` (default: the initial position). */
async function playFrom(/** @type {string | undefined} */ fen) {
  const rules = await rulesReady;
  const opened = fen === undefined ? rules.game() : rules.game(fen);
  if (!opened.ok) return opened;
  startGame(opened.value);
  return opened;
}

/** Hands `next` to the board, leaving any replay; the board's change event (reason 'game')
 *  redraws and lets the computer move. */
function startGame(/** @type {Game} */ next) {
  abandonSearch();
  opponent.dropAll();
  replay.stop();
  note = null;
  game = next;
  board.arrows([]);
  board.setGame(next);
}

function newGame() {
  readOptions();
  // A fresh seed each game, so the computer's mistakes differ from game to game.
  seed = crypto.getRandomValues(new Uint32Array(1))[0];
  showProblem(null);
  board.setAttribute('orientation', childColor === 'w' ? 'white' : 'black');
  board.unlock();
  return playFrom(undefined);
}

/** Replays `record` (read by the rules) from its start, with its `tags`: the computer stops. */
function replayRecord(/** @type {ChessRules} */ rules, /** @type {Game} */ record, /** @type {[string, string][]} */ tags) {
  abandonSearch();
  opponent.dropAll();
  note = null;
  showProblem(null);
  board.arrows([]);
  board.highlight([]);
  return replay.start(rules, record, tags);
}

/** Leaves a replayed record at the position on the board and plays on from it against the
 *  computer, the child taking the side to move. */
function playOnFromReplay() {
  if (!replay.active || !game) return;
  const from = game;
  childColor = from.turn();
  board.setAttribute('orientation', childColor === 'w' ? 'white' : 'black');
  startGame(from);
}

// ---- the tools for grown-ups -------------------------------------------------------------

setUpDrawTools(board, () => words().drawHold);
setUpRecords({
  rules: () => loadedRules,
  game: () => game,
  texts,
  lang: () => lang,
  players: () => ({ child: childColor, level }),
  replay,
  replayRecord,
  play: startGame,
  fenInput,
});
rulesReady.then((rules) => {
  loadedRules = rules;
  refresh();
});

// ---- the language ------------------------------------------------------------------------

/** Shows the page, the board and the rules' messages in `next`; `remember` saves the choice for
 *  every page of the site. */
async function switchLang(/** @type {string} */ next, { remember = false } = {}) {
  lang = next;
  if (remember) store.setLang(lang);
  board.setAttribute('lang', lang);
  const rules = await rulesReady;
  await Promise.all([siteTexts.load(next), rules.setLang(next)]);
  if (lang !== next) return; // switched again meanwhile
  renderTexts();
  refresh();
  // The outcome's words come with the board's words in that language.
  await board.ready;
  refresh();
}

/** Follows a language chosen on another page or tab (the browser's back button, a second tab). */
function followSavedLang() {
  store.reload();
  const saved = matchLang(store.lang);
  if (saved && saved !== lang) {
    langSelect.value = saved;
    switchLang(saved);
  }
}

// ---- events ------------------------------------------------------------------------------

// The child moves only their own pieces; the board refuses moves on the computer's turn.
board.addEventListener('beforemove', (event) => {
  if (event.detail.by === 'user' && (opponent.thinking || replay.active || board.turn() !== childColor)) event.preventDefault();
});
board.addEventListener('illegal', (event) => {
  const { code, from, to } = event.detail;
  const rules = loadedRules;
  // A piece sent where it never goes: the page says how that piece moves and marks where it may
  // go now (the rules' own answer); any refused move: the men that forbid it (why-marks.mjs).
  const piece = code === 'PIECE_CANNOT_MOVE_LIKE_THAT' && from ? pieceTypeOn(from) : null;
  const targets = piece && game ? game.movesFrom(/** @type {import('../../rules/index').Square} */ (from)) : null;
  markRefused(board, game, { from, to, reach: targets?.ok ? targets.value : [] });
  // The rules' words in the page's language, so that they follow a language switch.
  setNote('illegal', () => {
    const why = document.createElement('span');
    why.className = 'play-note-rules';
    why.textContent = fillTemplate(words().illegal, {
      message: rules ? rules.errorMessage(code, /** @type {import('../../rules/index').Lang} */ (lang)) : event.detail.message,
    });
    if (!piece) return [why];
    const how = document.createElement('span');
    how.className = 'play-note-piece';
    how.textContent = texts().pieceMoves[piece];
    return [why, ' ', how];
  });
});
// Picking a piece up: the board shows that piece's moves itself.
board.addEventListener('select', (event) => { if (event.detail.square) pickedUp(board); });
board.addEventListener('outcome', () => refresh());
// Every change of the game: a move, a take-back, a draw offer, a game handed over.
board.addEventListener('change', (event) => {
  if (undoing) return;
  const { reason } = event.detail;
  if (reason === 'position') {
    // The board opened a game of its own (a script's setPosition): play on from that position
    // with a game of this page's. Before the first game, newGame opens one.
    if (game) playFrom(board.fen);
    return;
  }
  if (reason !== 'offer') {
    // A move or another game: the hint and the notes were about the position before it.
    opponent.hintSearch = null;
    note = null;
    board.arrows([]);
    board.highlight([]);
  }
  refresh();
  computerMove();
});

langSelect.addEventListener('change', () => switchLang(langSelect.value, { remember: true }));
window.addEventListener('pageshow', (event) => { if (event.persisted) followSavedLang(); });
window.addEventListener('storage', followSavedLang);
optionsForm.addEventListener('submit', (event) => {
  event.preventDefault();
  newGame();
});
buttons.hint.addEventListener('click', showHint);
buttons.undo.addEventListener('click', takeBack);
buttons.resign.addEventListener('click', askToResign);
buttons.offerDraw.addEventListener('click', offerDraw);
$('claims').addEventListener('click', (event) => {
  const target = /** @type {HTMLElement} */ (event.target).closest('[data-claim]');
  const reason = target instanceof HTMLElement ? target.dataset.claim : undefined;
  if (reason === 'threefold-repetition' || reason === 'fifty-moves') board.claimDraw(reason);
});
$('play-again').addEventListener('click', () => { newGame(); });
$('flip').addEventListener('click', () => board.flip());
$('replay-play-on').addEventListener('click', playOnFromReplay);
$('retry').addEventListener('click', () => {
  showProblem(null);
  computerMove();
});

// The colour choices show the two kings.
for (const holder of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-icon]'))) {
  holder.replaceChildren(pieceIcon(holder.dataset.icon ?? 'K'));
}

langSelect.value = lang;
// a teacher shows the game to a class, its moves stepped with the clicker's keys
offerProjector({ button: $('projector'), kind: 'play', board: () => board, ...playProjectorSteps({ replay, game: () => game, rules: () => loadedRules, replayRecord }) });
const boardReady = new Promise((resolve) => { board.addEventListener('ready', resolve, { once: true }); });
const textsReady = Promise.all([siteTexts.load(lang), rulesReady.then((rules) => rules.setLang(lang))]).then(() => {
  renderTexts();
  refresh();
});
Promise.all([textsReady, boardReady]).then(newGame);
