// @ts-check
// The "play the computer" page: the child plays one colour on a <chess-board>; the practice
// partner (game.bestMove, in a Web Worker with its own wasm) answers with the other. The board
// enforces every rule and plays on a game this page opens; this file chooses when the computer
// moves and shows, above the board (beside it in landscape), whose turn it is and what the
// computer did, with piece pictures and in the page's language. It has the child's buttons
// (hint, take back, resign after a question, the draw claims the rules allow) and, behind "More",
// the grown-ups' tools (turn the board, offer a draw, the moves, the position code, and game
// records once the rules can read and write them). While the computer thinks, the board takes
// no input.
import '../../chess-lesson.mjs'; // defines <chess-board>
import { loadChessRules } from '../../rules/index.mjs';
import { fillTemplate, matchLang, pickLang } from '../../i18n/lang.mjs';
import { siteTexts } from '../../i18n/site.mjs';
import { boardStrings } from '../../i18n/board.mjs';
import { adoptStylesheet, createPieceSvg, parsePlacement, PIECE_CSS } from '../../board/api.mjs';
import { ProgressStore } from '../../lesson/progress.mjs';
import { offerProjector } from '../projector.mjs';

/** @typedef {import('../../play/chess-board').ChessBoardElement} ChessBoard */
/** @typedef {import('../../rules/index').Game} Game */
/** @typedef {import('../../rules/index').ChessRules} ChessRules */
/** @typedef {import('../../rules/index').Color} Color */
/** @typedef {import('../../rules/index').PieceType} PieceType */
/** @typedef {import('../../rules/index').PlayedMove} PlayedMove */
/** @typedef {import('../../rules/index').ErrorCode} ErrorCode */
/** @typedef {1 | 2 | 3 | 4 | 5} Level */
/** @typedef {{ ok: true, value: any } | { ok: false, error: { code?: string, message: string } }} LooseResult */
/** A line of the status or the note: words and piece pictures, in the page's language.
 *  @typedef {(string | Node)[]} Parts */

// A reply faster than this waits, so that the child sees their own move land first.
const MIN_REPLY_MS = 350;
// The computer accepts a draw offer when the child is at least this far ahead (in centipawns, a
// pawn is 100), judged by a search with this many nodes and no deliberate mistakes.
const DRAW_ACCEPT_SCORE = 150;
const DRAW_JUDGE_NODES = 6000;

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const langSelect = /** @type {HTMLSelectElement} */ ($('lang'));
const optionsForm = /** @type {HTMLFormElement} */ ($('options'));
const resignDialog = /** @type {HTMLDialogElement} */ ($('resign-dialog'));
const fenInput = /** @type {HTMLInputElement} */ ($('fen'));
const pgnText = /** @type {HTMLTextAreaElement} */ ($('pgn-text'));
const pgnFile = /** @type {HTMLInputElement} */ ($('pgn-file'));
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

// Arrows and circles a teacher draws by right-drag, or by finger in the board's draw mode: off the
// child's path. A grown-up turns the tools on under "More" with a long press (held DRAW_HOLD_MS;
// from the keyboard, Enter or Space), so that a child tapping at random never does; a tap there
// only says how. While they are on, the line under the board says so, and its button (or one tap
// of the same switch) takes them away, draw mode and all, so that a tap moves a piece again.
const DRAW_HOLD_MS = 700;
const drawTools = $('draw-tools');
const drawingOn = $('drawing-on');
const drawMessage = $('draw-message');
let drawHold = 0;
let drawHeld = false;
/** Shows or takes away the board's drawing tools. */
function setDrawing(/** @type {boolean} */ on) {
  board.toggleAttribute('draw', on);
  drawTools.setAttribute('aria-pressed', String(on));
  drawingOn.hidden = !on;
  drawMessage.textContent = '';
}
drawTools.addEventListener('pointerdown', () => {
  drawHeld = false;
  clearTimeout(drawHold);
  if (board.hasAttribute('draw')) return;
  drawHold = window.setTimeout(() => {
    drawHeld = true;
    setDrawing(true);
  }, DRAW_HOLD_MS);
});
for (const type of ['pointerup', 'pointercancel', 'pointerleave']) drawTools.addEventListener(type, () => clearTimeout(drawHold));
drawTools.addEventListener('contextmenu', (event) => event.preventDefault()); // a phone's long press menu
drawTools.addEventListener('click', (event) => {
  if (drawHeld) drawHeld = false; // the long press turned the tools on
  else if (board.hasAttribute('draw')) setDrawing(false);
  else if (event.detail === 0) setDrawing(true); // Enter or Space
  else drawMessage.textContent = words().drawHold;
});
$('drawing-off').addEventListener('click', () => setDrawing(false));

const rulesReady = /** @type {Promise<ChessRules>} */ (loadChessRules());
adoptStylesheet(document, PIECE_CSS);

/** @type {Color} */
let childColor = 'w';
/** @type {Level} */
let level = 1;
let seed = 1;
/** @type {Game | null} the game the board plays on, opened by this page */
let game = null;
/** @type {{ fen: string } | null} the computer's search under way; another object once abandoned */
let search = null;
/** @type {{ fen: string } | null} the hint search under way */
let hintSearch = null;
/** @type {{ fen: string } | null} the computer weighing the child's draw offer */
let drawJudging = null;
/** What the note by the board says ('illegal', 'hint', 'undo', 'draw', 'problem'), its words drawn
 *  in the current language, or null.
 *  @type {{ kind: string, parts: () => Parts } | null} */
let note = null;
// Set while the page takes moves back itself, so that the board's change events wait for it.
let undoing = false;

function texts() { return siteTexts.get(lang).play; }
function words() { return texts().words; }
const otherColor = (/** @type {Color} */ color) => (color === 'w' ? 'b' : 'w');
const computerColor = () => otherColor(childColor);
const sideName = (/** @type {Color} */ color) => words()[color === 'w' ? 'white' : 'black'];
const letter = (/** @type {PieceType} */ type, /** @type {Color} */ color) => (color === 'w' ? type.toUpperCase() : type);
const pieceWord = (/** @type {PieceType} */ type) => boardStrings[lang].pieces[type];
/** The type of the piece on `square` in the game now, or null. */
function pieceTypeOn(/** @type {string} */ square) {
  if (!game) return null;
  const letterOn = parsePlacement(game.fen().split(' ')[0]).get(square);
  return letterOn ? /** @type {PieceType} */ (letterOn.toLowerCase()) : null;
}

/** A piece picture for a FEN letter (K white king, n black knight), hidden from screen readers:
 *  the words beside it name the piece. */
function pieceIcon(/** @type {string} */ piece) {
  const icon = document.createElement('span');
  icon.className = 'play-icon';
  icon.append(createPieceSvg(document, piece));
  return icon;
}

/** Words seen and words heard: "马 → f6" on the screen, "马走到 f6" for a screen reader. */
function seenAndHeard(/** @type {string} */ seen, /** @type {string} */ heard) {
  const shown = document.createElement('span');
  shown.setAttribute('aria-hidden', 'true');
  shown.textContent = seen;
  const spoken = document.createElement('span');
  spoken.className = 'visually-hidden';
  spoken.textContent = heard;
  return [shown, spoken];
}

/** Replaces an element's content with `parts`, unless it already shows the same words (a live
 *  region then says nothing again). */
function show(/** @type {HTMLElement} */ element, /** @type {Parts} */ parts, /** @type {string} */ key) {
  element.hidden = parts.length === 0;
  if (element.dataset.shown === key) return;
  element.dataset.shown = key;
  element.replaceChildren(...parts);
}
const partsKey = (/** @type {Parts} */ parts) => `${lang}|${parts.map((part) => (typeof part === 'string' ? part : part.textContent)).join('')}`;

// ---- what the page says ------------------------------------------------------------------

/** Every fixed string of the page, in the current language. */
function renderTexts() {
  document.documentElement.lang = lang;
  document.title = words().title;
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-text]'))) {
    element.textContent = words()[element.dataset.text ?? ''];
  }
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-level]'))) {
    element.textContent = texts().levels[element.dataset.level ?? ''];
  }
  langSelect.value = lang;
}

/** The computer's move as the child reads it: "电脑：[马] 马 → f6，吃掉了你的兵 将军！". */
function computerMoveParts(/** @type {PlayedMove} */ played) {
  const w = words();
  const piece = /** @type {PieceType} */ (played.piece);
  const { to } = played;
  /** @type {Parts} */
  const parts = [w.computer, pieceIcon(letter(piece, played.color)),
    ...seenAndHeard(fillTemplate(w.moveTo, { piece: pieceWord(piece), to }), fillTemplate(w.moveSpoken, { piece: pieceWord(piece), to }))];
  let tail = '';
  if (played.kind === 'castle-kingside' || played.kind === 'castle-queenside') tail += w.castled;
  if (played.captured) tail += fillTemplate(w.captured, { piece: pieceWord(played.captured) });
  if (played.promotion) tail += fillTemplate(w.promoted, { piece: pieceWord(played.promotion) });
  if (tail) parts.push(tail);
  if (played.mate || played.check) parts.push(' ', strong(played.mate ? w.mate : w.check));
  return parts;
}

function strong(/** @type {string} */ text) {
  const element = document.createElement('strong');
  element.textContent = text;
  return element;
}

/** The turn line: the game's state now, from the game itself. */
function turnParts() {
  const w = words();
  if (!game) return [w.loading];
  if (game.isOver()) {
    const outcome = board.outcome();
    const winner = outcome.result === '1-0' ? 'w' : outcome.result === '0-1' ? 'b' : null;
    if (winner === null) return [w.drawn];
    if (winner === childColor) return [pieceIcon(letter('k', childColor)), w.won];
    return [pieceIcon(letter('k', computerColor())), outcome.reason === 'resignation' ? w.youResigned : w.lost];
  }
  if (game.turn() === computerColor()) {
    const first = game.history().length === 0 && computerColor() === 'w';
    return [pieceIcon(letter('k', computerColor())), first ? `${fillTemplate(w.computerFirst, { side: sideName(computerColor()) })} ${w.thinking}` : w.thinking];
  }
  return [pieceIcon(letter('k', childColor)), game.inCheck() ? w.yourMoveCheck : fillTemplate(w.yourMove, { side: sideName(childColor) })];
}

/** The computer's last move, while it is the last move of the game. */
function lastMoveParts() {
  if (!game) return [];
  const history = game.history({ verbose: true });
  const last = history[history.length - 1];
  return last && last.color === computerColor() && last.piece ? computerMoveParts(last) : [];
}

/** The status lines, the buttons, the ending, the moves and the position code. */
function refresh() {
  const thinking = Boolean(search);
  const turn = $('turn');
  const turnLine = turnParts();
  show(turn, turnLine, partsKey(turnLine));
  turn.classList.toggle('thinking', thinking || Boolean(hintSearch) || Boolean(drawJudging));
  const lastLine = lastMoveParts();
  show($('last-move'), lastLine, partsKey(lastLine));
  const noteLine = note ? note.parts() : [];
  const noteBox = $('note');
  // A refused move is explained by the board itself, right under it; the page repeats it only
  // where that is out of sight (beside the board in landscape; see play.css).
  noteBox.dataset.kind = note ? note.kind : '';
  show(noteBox, noteLine, partsKey(noteLine));
  $('board-box').setAttribute('aria-busy', thinking ? 'true' : 'false');

  const over = !game || game.isOver();
  const childsTurn = Boolean(game) && !over && game?.turn() === childColor && !thinking;
  buttons.hint.disabled = !childsTurn || Boolean(hintSearch);
  buttons.undo.disabled = !game || !game.history({ verbose: true }).some((move) => move.color === childColor);
  buttons.resign.disabled = over;
  buttons.offerDraw.disabled = !childsTurn || game?.drawOffer() !== null || Boolean(drawJudging);
  renderClaims(childsTurn && game ? game.claimable() : null);
  renderOutcome();
  renderMoves();
  if (game && document.activeElement !== fenInput) fenInput.value = game.fen();
  renderPgnTools();
}

function renderOutcome() {
  const box = $('outcome');
  if (!game || !game.isOver()) {
    box.hidden = true;
    return;
  }
  const outcome = board.outcome();
  $('outcome-result').textContent = outcome.message;
  $('outcome-rule').textContent = texts().endings[outcome.reason] ?? '';
  box.hidden = false;
}

/** A button for each draw the rules say the child may claim now. */
function renderClaims(/** @type {import('../../rules/index').Result<import('../../rules/index').ClaimReason[]> | null} */ claimable) {
  const reasons = claimable && claimable.ok ? claimable.value : [];
  const holder = $('claims');
  const key = `${lang} ${reasons.join(' ')}`;
  if (holder.dataset.shown === key) return;
  holder.dataset.shown = key;
  holder.replaceChildren(...reasons.map((reason) => {
    const claim = document.createElement('button');
    claim.type = 'button';
    claim.className = 'play-action';
    claim.dataset.claim = reason;
    claim.textContent = fillTemplate(words().claim, { reason: texts().claims[reason] });
    return claim;
  }));
}

/** The moves in notation, for grown-ups: "1. e4 e5". */
function renderMoves() {
  const list = $('moves');
  const history = game ? game.history({ verbose: true }) : [];
  const start = game ? Number(game.startFen().split(' ')[5]) || 1 : 1;
  /** @type {string[]} */
  const items = [];
  let number = start;
  for (const [index, played] of history.entries()) {
    if (played.color === 'w' || index === 0) items.push(played.color === 'w' ? `${number}. ${played.san}` : `${number}… ${played.san}`);
    else items[items.length - 1] += ` ${played.san}`;
    if (played.color === 'b') number += 1;
  }
  const key = `${lang} ${items.join(' ')}`;
  if (list.dataset.shown === key) return;
  list.dataset.shown = key;
  list.replaceChildren(...(items.length ? items : [words().noMoves]).map((text) => {
    const item = document.createElement('li');
    item.textContent = text;
    return item;
  }));
}

function showProblem(/** @type {string | null} */ message) {
  const problem = $('problem');
  problem.textContent = message ? fillTemplate(words().problem, { message }) : '';
  problem.hidden = !message;
  $('retry').hidden = !message;
}

/** Sets the note by the board to `kind` with the words `parts` draws, and redraws. */
function setNote(/** @type {string} */ kind, /** @type {() => Parts} */ parts) {
  note = { kind, parts };
  refresh();
}

// ---- the computer's moves ----------------------------------------------------------------

/** The search's answer for `asked`, with a worker that failed (none, or no answer in time) as a
 *  Result too. */
async function ask(/** @type {Game} */ asked, /** @type {import('../../rules/index').GameSearchOptions} */ options) {
  try {
    return /** @type {LooseResult} */ (await asked.bestMove(options));
  } catch (error) {
    return /** @type {LooseResult} */ ({ ok: false, error: { message: String(error instanceof Error ? error.message : error) } });
  }
}

/** Leaves the computer's search (a take-back, a new game): its answer will find itself stale. */
function abandonSearch() {
  if (!search) return;
  search = null;
  board.unlock();
}

/** If it is the computer's turn, asks the worker for a move and plays it on the board. */
async function computerMove() {
  const asked = game;
  if (!asked || asked.isOver() || asked.turn() !== computerColor() || search) return;
  const fen = asked.fen();
  const mine = { fen };
  search = mine;
  board.lock();
  showProblem(null);
  refresh();
  const started = performance.now();
  // The game's own history counts a repetition as a draw.
  const result = await ask(asked, { level, seed });
  const wait = MIN_REPLY_MS - (performance.now() - started);
  if (wait > 0) await new Promise((resolve) => { setTimeout(resolve, wait); });
  if (search !== mine) return; // abandoned: whoever abandoned it has unlocked the board
  search = null;
  // A new game or a position set by a script while the computer thought: that answer is for another position.
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
  board.play(result.value.uci);
  board.unlock();
  refresh();
}

// ---- the child's buttons -----------------------------------------------------------------

/** Asks the search's hint mode for a move, draws it as an arrow and says why it is good. */
async function showHint() {
  const asked = game;
  if (!asked || asked.isOver() || asked.turn() !== childColor || search || hintSearch) return;
  const fen = asked.fen();
  const mine = { fen };
  hintSearch = mine;
  setNote('hint', () => [words().hintThinking]);
  const result = await ask(asked, { mode: 'hint' });
  if (hintSearch !== mine) return;
  hintSearch = null;
  if (game !== asked || asked.fen() !== fen || asked.isOver()) {
    refresh();
    return;
  }
  if (!result.ok) {
    const { message } = result.error;
    setNote('problem', () => [fillTemplate(words().problem, { message })]);
    return;
  }
  const best = /** @type {import('../../rules/index').BestMove} */ (result.value);
  const found = asked.findMove(best.uci);
  if (!found.ok || !found.value.piece) {
    refresh();
    return;
  }
  const move = found.value;
  const piece = /** @type {PieceType} */ (move.piece);
  board.arrows([{ from: move.from, to: move.to, kind: 'hint' }]);
  setNote('hint', () => {
    const w = words();
    const reasons = texts().hintReasons;
    let why = reasons[best.reason ?? 'good-move'] ?? reasons['good-move'];
    if (best.reason === 'mate' && best.mate !== undefined && best.mate > 1) why = fillTemplate(reasons.mateIn, { moves: best.mate });
    if (best.reason === 'wins-material' && move.captured) why = fillTemplate(reasons['wins-piece'], { piece: pieceWord(move.captured) });
    let tail = '';
    if (move.captured && why !== reasons['wins-piece']) tail += fillTemplate(w.hintTakes, { piece: pieceWord(move.captured) });
    if (move.promotion) tail += fillTemplate(w.hintPromotes, { piece: pieceWord(move.promotion) });
    const params = { piece: pieceWord(piece), to: move.to };
    return [pieceIcon(letter(piece, asked.turn())),
      ...seenAndHeard(fillTemplate(w.hintMove, params), fillTemplate(w.hintSpoken, params)), `${tail}${w.sentenceEnd} ${why}`];
  });
}

/** Takes back the child's last move, and the computer's reply to it if there was one. */
function takeBack() {
  if (!game || !game.history({ verbose: true }).some((move) => move.color === childColor)) return;
  abandonSearch();
  hintSearch = null;
  drawJudging = null;
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
  if (!game || game.isOver()) return;
  resignDialog.returnValue = '';
  resignDialog.showModal();
}

resignDialog.addEventListener('close', () => {
  if (resignDialog.returnValue !== 'resign' || !game || game.isOver()) return;
  abandonSearch();
  hintSearch = null;
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
  if (!asked || asked.isOver() || asked.turn() !== childColor || search || drawJudging) return;
  const offered = board.offerDraw();
  if (!offered.ok) return;
  const fen = asked.fen();
  const mine = { fen };
  drawJudging = mine;
  setNote('draw', () => [words().drawThinking]);
  // The child's best move, valued from the child's side.
  const result = await ask(asked, { nodes: DRAW_JUDGE_NODES });
  if (drawJudging !== mine) return;
  drawJudging = null;
  if (game !== asked || asked.fen() !== fen || asked.isOver() || asked.drawOffer() === null) {
    refresh();
    return;
  }
  if (result.ok && result.value.score >= DRAW_ACCEPT_SCORE) {
    note = null;
    board.acceptDraw();
    return;
  }
  setNote('draw', () => [words().drawDeclined]);
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

/** Hands `next` to the board; the board's change event (reason 'game') redraws and lets the
 *  computer move. */
function startGame(/** @type {Game} */ next) {
  abandonSearch();
  hintSearch = null;
  drawJudging = null;
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

// ---- the tools for grown-ups -------------------------------------------------------------

/** Whether the rules API reads and writes game records (PGN): rules.gameFromPgn and game.pgn. The
 *  two controls show only then. */
function hasPgn(/** @type {ChessRules} */ rules) {
  const reader = /** @type {{ gameFromPgn?: unknown }} */ (/** @type {unknown} */ (rules));
  const writer = /** @type {{ pgn?: unknown } | null} */ (/** @type {unknown} */ (game));
  return typeof reader.gameFromPgn === 'function' && typeof writer?.pgn === 'function';
}

/** @type {Promise<typeof import('./pgn-tools.mjs')> | null} */
let pgnTools = null;
/** The PGN controls' code, loaded on their first use. The URL is built at run time so that the
 *  bundler leaves it a file of its own (dist/play/pgn-tools.mjs). */
function loadPgnTools() {
  pgnTools ??= /** @type {Promise<typeof import('./pgn-tools.mjs')>} */ (import(new URL('./pgn-tools.mjs', import.meta.url).href));
  return pgnTools;
}

/** @type {ChessRules | null} */
let loadedRules = null;
rulesReady.then((rules) => {
  loadedRules = rules;
  renderPgnTools();
});

function renderPgnTools() {
  $('pgn-tools').hidden = !(loadedRules && hasPgn(loadedRules));
}

/** Says what went wrong with a game record; the game on the board is kept. */
function pgnRefused(/** @type {unknown} */ error) {
  const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
  showPgnMessage(fillTemplate(words().pgnRefused, { message }), { refused: true });
}

function showPgnMessage(/** @type {string} */ text, { refused = false } = {}) {
  const message = $('pgn-message');
  message.textContent = text;
  message.classList.toggle('is-refused', refused);
}

async function savePgn() {
  if (!loadedRules || !game || !hasPgn(loadedRules)) return;
  const saved = game;
  const w = words();
  const today = new Date();
  const date = [today.getFullYear(), today.getMonth() + 1, today.getDate()].map((part) => String(part).padStart(2, '0')).join('.');
  const computer = fillTemplate(w.pgnComputer, { level: texts().levels[level] });
  const headers = { Event: w.pgnEvent, Date: date, White: childColor === 'w' ? w.pgnYou : computer, Black: childColor === 'b' ? w.pgnYou : computer };
  showPgnMessage('');
  try {
    const { downloadPgn } = await loadPgnTools();
    const written = await downloadPgn(/** @type {import('./pgn-tools.mjs').PgnGame} */ (/** @type {unknown} */ (saved)), headers, `chess-${date.replaceAll('.', '-')}.pgn`);
    if (!written.ok) pgnRefused(written.error);
  } catch (error) {
    pgnRefused(error);
  }
}

/** Plays on the game of a record, pasted (`source` a string) or chosen (a File); a record the
 *  rules refuse is explained and the game on the board stays. */
async function loadPgn(/** @type {string | Blob} */ source) {
  const rules = loadedRules;
  if (!rules || !hasPgn(rules)) return;
  if (typeof source === 'string' && !source.trim()) {
    showPgnMessage(words().pgnEmpty, { refused: true });
    return;
  }
  showPgnMessage('');
  try {
    const { readPgn } = await loadPgnTools();
    const read = await readPgn(/** @type {import('./pgn-tools.mjs').PgnRules} */ (/** @type {unknown} */ (rules)), source);
    if (!read.ok) {
      pgnRefused(read.error);
      return;
    }
    startGame(read.value);
    showPgnMessage(fillTemplate(words().pgnLoaded, { count: read.value.history().length }));
  } catch (error) {
    pgnRefused(error);
  }
}

async function loadFen() {
  const rules = await rulesReady;
  const message = $('fen-message');
  const opened = rules.game(fenInput.value.trim());
  if (!opened.ok) {
    message.textContent = rules.errorMessage(opened.error.code, /** @type {import('../../rules/index').Lang} */ (lang));
    return;
  }
  message.textContent = '';
  startGame(opened.value);
}

function copyFen() {
  if (!game) return;
  const message = $('fen-message');
  fenInput.value = game.fen();
  fenInput.select();
  navigator.clipboard?.writeText(game.fen()).then(() => { message.textContent = words().copied; }, () => {});
}

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
  if (event.detail.by === 'user' && (search || board.turn() !== childColor)) event.preventDefault();
});
board.addEventListener('illegal', (event) => {
  const { code, from } = event.detail;
  const rules = loadedRules;
  // A piece sent where it never goes: the page says how that piece moves and marks where it may
  // go now (the rules' own answer), until the next move or pick-up.
  const piece = code === 'PIECE_CANNOT_MOVE_LIKE_THAT' && from ? pieceTypeOn(from) : null;
  if (piece && game) {
    const targets = game.movesFrom(/** @type {import('../../rules/index').Square} */ (from));
    board.highlight(targets.ok ? targets.value.map((square) => ({ square, kind: /** @type {const} */ ('hint') })) : []);
  }
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
board.addEventListener('select', (event) => { if (event.detail.square) board.highlight([]); });
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
    hintSearch = null;
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
$('copy-fen').addEventListener('click', copyFen);
$('load-fen').addEventListener('click', loadFen);
fenInput.addEventListener('keydown', (event) => { if (event.key === 'Enter') loadFen(); });
$('save-pgn').addEventListener('click', savePgn);
$('load-pgn').addEventListener('click', () => loadPgn(pgnText.value));
// A chosen file is loaded at once; choosing the same file again loads it again.
pgnFile.addEventListener('change', () => {
  const file = pgnFile.files && pgnFile.files[0];
  pgnFile.value = '';
  if (file) loadPgn(file);
});
$('retry').addEventListener('click', () => {
  showProblem(null);
  computerMove();
});

// The colour choices show the two kings.
for (const holder of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-icon]'))) {
  holder.replaceChildren(pieceIcon(holder.dataset.icon ?? 'K'));
}

langSelect.value = lang;
offerProjector({ button: $('projector'), kind: 'play', board: () => board }); // a teacher shows the game to a class
const boardReady = new Promise((resolve) => { board.addEventListener('ready', resolve, { once: true }); });
const textsReady = Promise.all([siteTexts.load(lang), rulesReady.then((rules) => rules.setLang(lang))]).then(() => {
  renderTexts();
  refresh();
});
Promise.all([textsReady, boardReady]).then(newGame);
