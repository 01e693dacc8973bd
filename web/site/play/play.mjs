// The "play the computer" page: the child plays one colour on a <chess-board>; the practice
// partner (rules.bestMove, in a Web Worker with its own wasm) answers with the other. The board
// enforces every rule; this file chooses when the computer moves, shows whose turn it is, and
// explains the ending with its article. While the computer thinks, the board takes no input.
import '../chess-lesson.mjs';
import { loadChessRules } from '../chess-rules.mjs';

const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// A reply faster than this waits, so that the child sees their own move land first.
const MIN_REPLY_MS = 350;

const WORDS = {
  'zh-Hans': {
    home: '课程', title: '和电脑下棋', intro: '选择你执哪一方和电脑的水平，然后开始走棋。每一条规则都会检查。',
    options: '新对局', language: '语言', colour: '我执', white: '白方', black: '黑方', level: '电脑水平', clock: '棋钟',
    noClock: '不用棋钟', newGame: '开始新对局', game: '对局', retry: '让电脑再想一次', loading: '正在加载…',
    yourMove: '轮到你走棋了（{side}）。', yourMoveCheck: '轮到你走棋了（{side}）：你的王正被将军！',
    thinking: '电脑正在思考…', computerMoved: '电脑走了 {san}。', won: '你赢了！', lost: '电脑赢了这一局。', drawn: '和棋。',
    problem: '电脑没能走棋：{message}',
  },
  'zh-Hant': {
    home: '課程', title: '和電腦下棋', intro: '選擇你執哪一方和電腦的水平，然後開始走棋。每一條規則都會檢查。',
    options: '新對局', language: '語言', colour: '我執', white: '白方', black: '黑方', level: '電腦水平', clock: '棋鐘',
    noClock: '不用棋鐘', newGame: '開始新對局', game: '對局', retry: '讓電腦再想一次', loading: '正在載入…',
    yourMove: '輪到你走棋了（{side}）。', yourMoveCheck: '輪到你走棋了（{side}）：你的王正被將軍！',
    thinking: '電腦正在思考…', computerMoved: '電腦走了 {san}。', won: '你贏了！', lost: '電腦贏了這一局。', drawn: '和棋。',
    problem: '電腦沒能走棋：{message}',
  },
  en: {
    home: 'Lessons', title: 'Play the computer',
    intro: 'Choose your colour and how strong the computer plays, then make your move. Every rule of chess is checked.',
    options: 'New game', language: 'Language', colour: 'I play', white: 'White', black: 'Black', level: 'Computer level',
    clock: 'Clock', noClock: 'No clock', newGame: 'New game', game: 'Game', retry: 'Ask the computer again', loading: 'Loading…',
    yourMove: 'Your move ({side}).', yourMoveCheck: 'Your move ({side}): your king is in check!',
    thinking: 'The computer is thinking…', computerMoved: 'The computer played {san}.', won: 'You won!',
    lost: 'The computer won this game.', drawn: 'A draw.', problem: 'The computer could not move: {message}',
  },
};

// Why the game ended, with the article of the Laws (numbered as in the source documents, the 2000
// text; the two automatic endings of today's Laws are 9.6).
const RULES = {
  checkmate: {
    'zh-Hans': '将杀：王被将军，而且没有任何合乎规则的着法可以解除将军（第 5.1(1) 条）。',
    'zh-Hant': '將殺：王被將軍，而且沒有任何合乎規則的著法可以解除將軍（第 5.1(1) 條）。',
    en: 'Checkmate: the king is in check and no legal move gets it out of check (Article 5.1(1)).',
  },
  resignation: {
    'zh-Hans': '一方认输，对方就赢了（第 5.1(2) 条）。',
    'zh-Hant': '一方認輸，對方就贏了（第 5.1(2) 條）。',
    en: 'A player who resigns loses, and the opponent wins (Article 5.1(2)).',
  },
  stalemate: {
    'zh-Hans': '无子可动：轮到走棋的一方没有合乎规则的着法，而王没有被将军，这是和棋（第 5.2(1) 条）。',
    'zh-Hant': '無子可動：輪到走棋的一方沒有合乎規則的著法，而王沒有被將軍，這是和棋（第 5.2(1) 條）。',
    en: 'Stalemate: the player to move has no legal move and the king is not in check, so it is a draw (Article 5.2(1)).',
  },
  'dead-position': {
    'zh-Hans': '死和局面：双方都不可能用合乎规则的着法将杀对方，这是和棋（第 5.2(2) 条）。',
    'zh-Hant': '死和局面：雙方都不可能用合乎規則的著法將殺對方，這是和棋（第 5.2(2) 條）。',
    en: 'Dead position: neither side can checkmate with any series of legal moves, so it is a draw (Article 5.2(2)).',
  },
  agreement: {
    'zh-Hans': '双方同意和棋（第 5.2(3) 条、第 9.1 条）。',
    'zh-Hant': '雙方同意和棋（第 5.2(3) 條、第 9.1 條）。',
    en: 'Both players agreed to a draw (Articles 5.2(3) and 9.1).',
  },
  'threefold-repetition': {
    'zh-Hans': '同一局面出现了三次，要求和棋是正确的（第 5.2(4) 条、第 9.2 条）。',
    'zh-Hant': '同一局面出現了三次，要求和棋是正確的（第 5.2(4) 條、第 9.2 條）。',
    en: 'The same position stood on the board three times, and the draw claim was correct (Articles 5.2(4) and 9.2).',
  },
  'fifty-moves': {
    'zh-Hans': '连续 50 回合没有吃子也没有走兵，要求和棋是正确的（第 5.2(5) 条、第 9.3 条）。',
    'zh-Hant': '連續 50 回合沒有吃子也沒有走兵，要求和棋是正確的（第 5.2(5) 條、第 9.3 條）。',
    en: 'Fifty moves in a row with no capture and no pawn move, and the draw claim was correct (Articles 5.2(5) and 9.3).',
  },
  'fivefold-repetition': {
    'zh-Hans': '同一局面出现了五次，按现行规则自动和棋（现行规则第 9.6.1 条）。',
    'zh-Hant': '同一局面出現了五次，按現行規則自動和棋（現行規則第 9.6.1 條）。',
    en: 'The same position stood on the board five times: today’s Laws make that a draw at once (Article 9.6.1).',
  },
  'seventy-five-moves': {
    'zh-Hans': '连续 75 回合没有吃子也没有走兵，按现行规则自动和棋（现行规则第 9.6.2 条）。',
    'zh-Hant': '連續 75 回合沒有吃子也沒有走兵，按現行規則自動和棋（現行規則第 9.6.2 條）。',
    en: 'Seventy-five moves in a row with no capture and no pawn move: today’s Laws make that a draw at once (Article 9.6.2).',
  },
  'time-forfeit': {
    'zh-Hans': '棋钟上的时间用完了，用完时间的一方输棋（第 6.10 条）。',
    'zh-Hant': '棋鐘上的時間用完了，用完時間的一方輸棋（第 6.10 條）。',
    en: 'A player ran out of time on the clock and loses (Article 6.10).',
  },
  'time-forfeit-cannot-mate': {
    'zh-Hans': '一方的时间用完了，但对方已经不可能将杀，所以是和棋（第 6.10 条）。',
    'zh-Hant': '一方的時間用完了，但對方已經不可能將殺，所以是和棋（第 6.10 條）。',
    en: 'A player ran out of time, but the opponent can no longer checkmate, so it is a draw (Article 6.10).',
  },
};

const $ = (id) => document.getElementById(id);
const board = $('board');
const langSelect = $('lang');
const levelSelect = $('level');
const clockSelect = $('clock');
const statusLine = $('status');
const outcomeBox = $('outcome');
const problemLine = $('problem');
const retryButton = $('retry');

const rulesReady = loadChessRules();
let lang = 'en';
let childColor = 'w';
let level = 1;
let seed = 1;
let thinking = null; // the FEN the computer is thinking about, or null
let lastReply = null; // the SAN of the computer's last move, for the status line
let pliesBefore = 0; // the game's length at the last change, to tell a take-back

function words() { return WORDS[lang]; }

function fill(text, params = {}) {
  return text.replace(/\{(\w+)\}/g, (_, key) => params[key] ?? '');
}

/** Every fixed string of the page, in the current language. */
function renderTexts() {
  document.documentElement.lang = lang;
  document.title = words().title;
  for (const element of document.querySelectorAll('[data-text]')) element.textContent = words()[element.dataset.text];
  board.setAttribute('lang', lang);
}

function computerColor() { return childColor === 'w' ? 'b' : 'w'; }

/** The status line, the ending and its rule, from the board's game. */
function refresh() {
  const game = board.game;
  if (!game) return;
  statusLine.classList.toggle('thinking', Boolean(thinking));
  $('board-box').setAttribute('aria-busy', thinking ? 'true' : 'false');
  if (game.isOver()) {
    const outcome = game.outcome();
    const winner = outcome.result === '1-0' ? 'w' : outcome.result === '0-1' ? 'b' : null;
    statusLine.textContent = winner === null ? words().drawn : winner === childColor ? words().won : words().lost;
    $('outcome-result').textContent = board.controller.outcomeText(outcome);
    $('outcome-rule').textContent = RULES[outcome.reason]?.[lang] ?? '';
    outcomeBox.hidden = false;
    return;
  }
  outcomeBox.hidden = true;
  if (thinking) {
    statusLine.textContent = words().thinking;
  } else if (game.turn() === childColor) {
    const side = words()[childColor === 'w' ? 'white' : 'black'];
    const turn = fill(words()[game.inCheck() ? 'yourMoveCheck' : 'yourMove'], { side });
    statusLine.textContent = lastReply ? `${fill(words().computerMoved, { san: lastReply })} ${turn}` : turn;
  }
}

/** The game's earlier positions, oldest first, without the current one (for repetitions). */
function earlierPositions(game) {
  const fens = [game.startFen(), ...game.history({ verbose: true }).map((move) => move.fen)];
  fens.pop();
  return fens;
}

function showProblem(message) {
  problemLine.textContent = message ? fill(words().problem, { message }) : '';
  problemLine.hidden = !message;
  retryButton.hidden = !message;
}

/** If it is the computer's turn, asks the worker for a move and plays it on the board. */
async function computerMove() {
  const game = board.game;
  if (!game || game.isOver() || game.turn() !== computerColor() || thinking) return;
  const fen = game.fen();
  thinking = fen;
  board.lock();
  showProblem(null);
  refresh();
  const started = performance.now();
  let result;
  try {
    const rules = await rulesReady;
    result = await rules.bestMove(fen, { level, seed, history: earlierPositions(game) });
    const wait = MIN_REPLY_MS - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  } catch (error) {
    result = { ok: false, error: { message: String(error && error.message || error) } };
  }
  thinking = null;
  // A new game or a take-back while the computer thought: that answer is for another position.
  if (board.game !== game || game.fen() !== fen || game.isOver()) {
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
  childColor = document.querySelector('input[name="colour"]:checked')?.value === 'black' ? 'b' : 'w';
  level = Number(levelSelect.value) || 1;
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
  board.setPosition(START_FEN);
  refresh();
  computerMove();
}

// The child moves only their own pieces; the board refuses moves on the computer's turn.
board.addEventListener('beforemove', (event) => {
  if (event.detail.by === 'user' && (thinking || board.game?.turn() !== childColor)) event.preventDefault();
});
board.addEventListener('move', (event) => {
  if (event.detail.by === 'user') lastReply = null;
});
board.addEventListener('outcome', () => refresh());

function start() {
  // The controls (take back, draw, resign, clock) change the game too: follow every change.
  const controller = board.controller;
  const redrawControls = controller.onChange;
  controller.onChange = () => {
    redrawControls();
    queueMicrotask(() => {
      const game = board.game;
      const plies = game ? game.history().length : 0;
      // "Take back" against the computer takes back the child's move too, not only the reply
      // (which the computer would just play again).
      const tookBack = plies < pliesBefore && plies > 0 && game.turn() === computerColor() && !thinking;
      pliesBefore = plies;
      if (tookBack) {
        board.undo();
        return;
      }
      refresh();
      computerMove();
    });
  };
  newGame();
}

langSelect.addEventListener('change', () => {
  lang = langSelect.value;
  renderTexts();
  refresh();
  // The rules' messages and the board's words in the new language load on first use.
  Promise.all([rulesReady.then((rules) => rules.setLang(lang)), board.ready]).then(refresh);
});
$('options').addEventListener('submit', (event) => {
  event.preventDefault();
  newGame();
});
retryButton.addEventListener('click', () => {
  showProblem(null);
  computerMove();
});

lang = ['zh-Hans', 'zh-Hant', 'en'].includes(navigator.language) ? navigator.language
  : /^zh-(TW|HK|MO)/i.test(navigator.language) ? 'zh-Hant' : /^zh/i.test(navigator.language) ? 'zh-Hans' : 'en';
langSelect.value = lang;
renderTexts();
statusLine.textContent = words().loading;
rulesReady.then((rules) => rules.setLang(lang));
if (board.controller) start();
else board.addEventListener('ready', start, { once: true });
