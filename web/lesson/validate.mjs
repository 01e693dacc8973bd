// The lesson validator: checks a lesson object against the format of lessons/README.md (the same
// rules as lessons/schema.json) and, given the rules API, against the rules core: every FEN legal,
// every expected move legal, every "mate in N" a mate against every defence, every star reachable,
// every quiz answer the core's answer. Pure JS, no DOM. The runner calls it before it shows a lesson
// and turns the problems into an error card; the tests call it on every lesson file.
//
//   validateLesson(lesson, rules?, {file, deep, mateSolver}) → [{file, step, reason}]
//   validateIndex(index, {file}) → [{file, step, reason}]
//
// `rules` is the object loadChessRules() resolves to (web/rules/index.d.ts); without it only the
// shape is checked. `deep: false` skips the mate proofs (runtime on a slow phone). A mate in at
// most 3 is proved by trying every defence with the core's moves; a longer one only with king and
// queen or king and rook against a lone king, by the distance-to-mate table of lone-king.mjs.
// `mateSolver` (optional): the practice partner on this thread (loadChessSearch() of
// web/rules/search-engine.mjs), whose exhaustive mateIn proves every mate of up to 4 moves again.

import { loneKingMate } from './lone-king.mjs';
import { parsePlacement } from '../board/api.mjs';

export const LANGS = Object.freeze(['zh-Hans', 'zh-Hant', 'en']);

export const TOPICS = Object.freeze([
  'board', 'setup', 'rook', 'bishop', 'queen', 'king', 'knight', 'pawn', 'capture', 'check',
  'escape-check', 'castling', 'en-passant', 'promotion', 'checkmate', 'stalemate', 'dead-position',
  'threefold-repetition', 'fifty-moves', 'agreement', 'resignation', 'time-forfeit', 'touch-move',
  'coordinates', 'attack', 'protect', 'piece-values', 'double-check', 'mate-in-one', 'review',
]);

// A lesson's picture on the course map: a piece letter, or a named symbol (lessons/index.schema.json).
export const ICONS = Object.freeze([
  ...'KQRBNPkqrbnp', 'board', 'coordinates', 'setup', 'capture', 'protect', 'check', 'mate', 'stalemate',
  'dead-position', 'repetition', 'fifty-moves', 'agreement', 'resignation', 'clock', 'touch', 'review', 'trophy',
]);

export const GOAL_KINDS = Object.freeze([
  'move', 'collect-stars', 'capture', 'check', 'escape-check', 'mate', 'setup', 'quiz', 'claim',
  'touch', 'tap', 'action',
]);

// The core's illegal-move and action reasons (web/rules/index.d.ts ErrorCode) that feedback may be
// keyed by, and the runner's own situations.
export const FEEDBACK_CODES = Object.freeze([
  'NO_PIECE', 'NOT_YOUR_TURN', 'PIECE_CANNOT_MOVE_LIKE_THAT', 'PATH_BLOCKED', 'OWN_PIECE_ON_TARGET',
  'LEAVES_KING_IN_CHECK', 'KING_IN_CHECK_MUST_ANSWER', 'KING_INTO_CHECK', 'CASTLE_KING_MOVED',
  'CASTLE_ROOK_MOVED', 'CASTLE_BLOCKED', 'CASTLE_IN_CHECK', 'CASTLE_THROUGH_ATTACK', 'CASTLE_INTO_ATTACK',
  'EN_PASSANT_EXPIRED', 'PROMOTION_NOT_ALLOWED', 'BAD_PROMOTION_PIECE', 'PASS_NOT_ALLOWED', 'CAPTURES_KING',
  'TOUCH_MOVE_REQUIRED', 'GAME_OVER',
  // the runner's: any other wrong move, a legal move that misses the goal, too many moves, a claim
  // the arbiter refuses, a quiz choice that is wrong, a square tapped that is not asked for
  'WRONG_MOVE', 'OUT_OF_MOVES', 'WRONG_CLAIM', 'WRONG_CHOICE', 'WRONG_SQUARE',
  // setup mistakes (diagnoseSetup)
  'SETUP_KING_QUEEN_SWAPPED', 'SETUP_QUEEN_COLOUR', 'SETUP_KINGS_NOT_FACING', 'SETUP_PAWN_RANK',
  'SETUP_BACK_RANK_ORDER', 'SETUP_WRONG_SQUARE',
]);

const OUTCOME_REASONS = ['checkmate', 'stalemate', 'dead-position', 'fivefold-repetition', 'seventy-five-moves',
  'threefold-repetition', 'fifty-moves', 'agreement', 'resignation', 'time-forfeit', 'time-forfeit-cannot-mate', 'ongoing'];
const RESULTS = ['1-0', '0-1', '1/2-1/2', '*'];
const CLAIMS = ['threefold-repetition', 'fifty-moves'];
const TOUCH_OBLIGATIONS = ['none', 'move-piece', 'capture-piece', 'capture-with', 'castle', 'king-move'];
const ACTIONS = ['resign', 'offer-draw', 'accept-draw', 'flag'];
const ESCAPE_WAYS = ['king', 'capture', 'block'];

// The articles a step may cite, numbered as the first source (the 2000 Laws in Chinese) numbers
// them; 6.9 and 6.10 are loss on time today and in 2000, 9.1–9.3 the draw offer and the claims.
export const ARTICLES = Object.freeze([
  '1.1', '1.2', '1.3', '2.1', '2.2', '2.3', '2.4', '3.1', '3.2', '3.3', '3.4', '3.5', '3.6',
  '3.7(1)', '3.7(2)', '3.7(3)', '3.7(4)', '3.7(5)', '3.8(1)a', '3.8(1)b', '3.8(2)', '3.9',
  '4.1', '4.2', '4.3(1)', '4.3(2)', '4.3(3)', '4.4(1)', '4.4(2)', '4.4(3)', '4.5', '4.6', '4.7',
  '5.1(1)', '5.1(2)', '5.2(1)', '5.2(2)', '5.2(3)', '5.2(4)', '5.2(5)', '6.9', '6.10', '9.1', '9.2', '9.3',
]);

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SQUARE = /^[a-h][1-8]$/;
const UCI = /^[a-h][1-8][a-h][1-8][qrbn]?$/;
const ARTICLE = /^\d+\.\d+(\(\d+\))?[a-z]?$/;
// A markup piece icon, used to tell a teacher that `{X}` is not a piece (it would show literally).
const BRACED_LETTER = /\{([A-Za-z])\}/g;

const STEP_KEYS = ['id', 'fen', 'empty', 'tray', 'exercise', 'laws', 'history', 'orientation', 'text', 'goal',
  'hints', 'arrows', 'highlights', 'feedback', 'replies', 'boardTurned', 'success', 'article', 'teacherNote'];
const GOAL_KEYS = {
  move: ['kind', 'moves', 'expect'],
  'collect-stars': ['kind', 'piece', 'stars', 'maxMoves', 'par'],
  capture: ['kind', 'target', 'moves'],
  check: ['kind', 'moves'],
  'escape-check': ['kind', 'way', 'moves'],
  mate: ['kind', 'in', 'par', 'defender', 'solution'],
  setup: ['kind', 'board'],
  quiz: ['kind', 'choices', 'answer', 'expect'],
  claim: ['kind', 'claim', 'intended', 'expect'],
  touch: ['kind', 'touches', 'expect', 'moves'],
  tap: ['kind', 'squares'],
  action: ['kind', 'action', 'color', 'expect'],
};
const EXPECT_KEYS = ['outcome', 'result', 'modern', 'canMate', 'inCheck', 'move', 'claimable', 'flag', 'resign',
  'agree', 'claim', 'accepted', 'played', 'touch'];

// ---- small helpers --------------------------------------------------------------------------------

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isText = (value) => typeof value === 'string' && value.trim() !== '';

/** The board field of a FEN as {square: piece}. */
export const boardMap = (boardField) => Object.fromEntries(parsePlacement(boardField));

/** Whether a FEN board field has eight rows of eight squares. */
export function isBoardField(field) {
  if (typeof field !== 'string') return false;
  try {
    parsePlacement(field);
    return true;
  } catch {
    return false;
  }
}

function pieceCounts(pieces) {
  const counts = {};
  for (const piece of pieces) counts[piece] = (counts[piece] ?? 0) + 1;
  return counts;
}

function sameCounts(a, b) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? 0) === (b[key] ?? 0));
}

/**
 * What is wrong with a board set up from the tray, as feedback codes, most telling first
 * ([] when `placed` equals `target`). Both are FEN board fields or {square: piece} maps.
 */
export function diagnoseSetup(target, placed) {
  const want = typeof target === 'string' ? boardMap(target) : target;
  const have = typeof placed === 'string' ? boardMap(placed) : placed;
  const codes = [];
  const wrong = [...new Set([...Object.keys(want), ...Object.keys(have)])].filter((sq) => want[sq] !== have[sq]);
  if (wrong.length === 0) return codes;
  for (const [king, queen] of [['K', 'Q'], ['k', 'q']]) {
    const kingWant = Object.keys(want).find((sq) => want[sq] === king);
    const queenWant = Object.keys(want).find((sq) => want[sq] === queen);
    if (kingWant && queenWant && have[kingWant] === queen && have[queenWant] === king) codes.push('SETUP_KING_QUEEN_SWAPPED');
    else {
      // a queen standing on the other colour's square is the rhyme's mistake
      const queenHave = Object.keys(have).filter((sq) => have[sq] === queen);
      const light = (sq) => (sq.charCodeAt(0) - 97 + Number(sq[1])) % 2 === 1;
      if (queenWant && queenHave.some((sq) => sq !== queenWant && light(sq) !== light(queenWant))) codes.push('SETUP_QUEEN_COLOUR');
    }
  }
  const kingsHave = Object.keys(have).filter((sq) => have[sq] === 'K' || have[sq] === 'k');
  if (kingsHave.length === 2 && kingsHave[0][0] !== kingsHave[1][0] && !codes.includes('SETUP_KING_QUEEN_SWAPPED')) codes.push('SETUP_KINGS_NOT_FACING');
  if (wrong.some((sq) => (have[sq] === 'P' && sq[1] !== '2') || (have[sq] === 'p' && sq[1] !== '7'))) codes.push('SETUP_PAWN_RANK');
  if (wrong.some((sq) => have[sq] && 'RNBrnb'.includes(have[sq]) && (sq[1] === '1' || sq[1] === '8'))) codes.push('SETUP_BACK_RANK_ORDER');
  if (codes.length === 0) codes.push('SETUP_WRONG_SQUARE');
  return codes;
}

// ---- shape ----------------------------------------------------------------------------------------

function checkLangs(value, where, report) {
  if (!isObject(value)) return report(`${where} must be an object with zh-Hans, zh-Hant and en`);
  for (const lang of LANGS) {
    if (!isText(value[lang])) report(`${where} has no ${lang} text`);
    else {
      for (const match of value[lang].matchAll(BRACED_LETTER)) {
        if (!'KQRBNPkqrbnp'.includes(match[1])) report(`${where} ${lang}: {${match[1]}} is not a piece icon (use K Q R B N P, or k q r b n p for Black)`);
      }
    }
  }
  for (const key of Object.keys(value)) if (!LANGS.includes(key)) report(`${where} has an unknown language "${key}"`);
}

function checkUnknownKeys(object, allowed, where, report) {
  for (const key of Object.keys(object)) if (!allowed.includes(key)) report(`${where} has an unknown field "${key}"`);
}

function checkSquares(list, where, report) {
  if (!Array.isArray(list) || list.length === 0) return report(`${where} must be a non-empty list of squares`);
  for (const sq of list) if (!SQUARE.test(sq)) report(`${where}: "${sq}" is not a square (a1 … h8)`);
  if (new Set(list).size !== list.length) report(`${where} lists a square twice`);
}

function checkMoves(list, where, report, { allowEmpty = false } = {}) {
  if (!Array.isArray(list) || (!allowEmpty && list.length === 0)) return report(`${where} must be a ${allowEmpty ? '' : 'non-empty '}list of UCI moves`);
  for (const move of list) if (typeof move !== 'string' || !UCI.test(move)) report(`${where}: "${move}" is not a UCI move (e.g. e2e4, e7e8q)`);
}

function checkExpectShape(expect, where, report) {
  if (!isObject(expect)) return report(`${where} must be an object`);
  checkUnknownKeys(expect, EXPECT_KEYS, where, report);
  if ('outcome' in expect && !OUTCOME_REASONS.includes(expect.outcome)) report(`${where}.outcome "${expect.outcome}" is not one of ${OUTCOME_REASONS.join(', ')}`);
  if ('result' in expect && !RESULTS.includes(expect.result)) report(`${where}.result must be one of ${RESULTS.join(' ')}`);
  if ('canMate' in expect) {
    if (!isObject(expect.canMate) || Object.keys(expect.canMate).length === 0) report(`${where}.canMate must be like {"white": "no"}`);
    else for (const [color, answer] of Object.entries(expect.canMate)) {
      if (!['white', 'black'].includes(color) || !['yes', 'no'].includes(answer)) report(`${where}.canMate must map white/black to "yes" or "no"`);
    }
  }
  if ('move' in expect) {
    const moves = Array.isArray(expect.move) ? expect.move : [expect.move];
    for (const move of moves) {
      if (!isObject(move) || !UCI.test(move.uci ?? '') || typeof move.legal !== 'boolean') report(`${where}.move needs {"uci", "legal": true|false, "error"?}`);
      else if (move.error !== undefined && !FEEDBACK_CODES.includes(move.error)) report(`${where}.move error "${move.error}" is not a core reason code`);
    }
  }
  for (const key of ['flag', 'resign']) if (key in expect && !['white', 'black'].includes(expect[key])) report(`${where}.${key} must be "white" or "black"`);
  if ('claim' in expect) {
    if (!isObject(expect.claim) || !CLAIMS.includes(expect.claim.reason)) report(`${where}.claim needs a reason: ${CLAIMS.join(' or ')}`);
    else if (expect.claim.intended !== undefined && !UCI.test(expect.claim.intended)) report(`${where}.claim.intended must be a UCI move`);
  }
  if ('claimable' in expect && (!Array.isArray(expect.claimable) || expect.claimable.some((c) => !CLAIMS.includes(c)))) report(`${where}.claimable must list claim reasons`);
  if ('played' in expect && !UCI.test(expect.played)) report(`${where}.played must be a UCI move`);
  if ('touch' in expect) report(`${where}.touch belongs in a touch goal`);
}

function checkGoalShape(step, goal, where, report) {
  if (!isObject(goal)) return report('the step has no goal');
  if (!GOAL_KINDS.includes(goal.kind)) return report(`goal kind "${goal.kind}" is not one of ${GOAL_KINDS.join(', ')}`);
  checkUnknownKeys(goal, GOAL_KEYS[goal.kind], 'the goal', report);
  switch (goal.kind) {
    case 'move':
      checkMoves(goal.moves, 'goal.moves', report);
      if (goal.expect !== undefined) checkExpectShape(goal.expect, 'goal.expect (after the move)', report);
      break;
    case 'collect-stars':
      if (!SQUARE.test(goal.piece ?? '')) report('goal.piece must be the square of the piece that collects the stars');
      checkSquares(goal.stars, 'goal.stars', report);
      if (!Number.isInteger(goal.maxMoves) || goal.maxMoves < 1 || goal.maxMoves > 30) report('goal.maxMoves must be a whole number from 1 to 30');
      else checkPar(goal, goal.maxMoves, 'goal.maxMoves', report);
      break;
    case 'capture':
      if (!SQUARE.test(goal.target ?? '')) report('goal.target must be the square of the piece to capture');
      if (goal.moves !== undefined) checkMoves(goal.moves, 'goal.moves', report);
      break;
    case 'check':
      if (goal.moves !== undefined) checkMoves(goal.moves, 'goal.moves', report);
      break;
    case 'escape-check':
      if (goal.way !== undefined && !ESCAPE_WAYS.includes(goal.way)) report(`goal.way must be one of ${ESCAPE_WAYS.join(', ')}`);
      if (goal.moves !== undefined) checkMoves(goal.moves, 'goal.moves', report);
      break;
    case 'mate':
      if (!Number.isInteger(goal.in) || goal.in < 1 || goal.in > 30) report('goal.in (mate in N) must be a whole number from 1 to 30');
      if (goal.defender !== undefined && !['scripted', 'search'].includes(goal.defender)) report('goal.defender must be "scripted" or "search"');
      if (goal.solution !== undefined) checkMoves(goal.solution, 'goal.solution', report);
      if (Number.isInteger(goal.in)) checkPar(goal, goal.in, 'goal.in', report);
      if (goal.defender === 'search') {
        if (step.replies !== undefined) report('a step whose defender is "search" has no scripted replies: the practice partner answers every move');
      } else if (goal.in > 1 && !isObject(step.replies)) report('a mate in more than one needs scripted replies, or "defender": "search"');
      break;
    case 'setup':
      if (!isBoardField(goal.board)) report('goal.board must be a FEN board field (eight rows)');
      if (typeof step.tray !== 'string' || !/^[KQRBNPkqrbnp]+$/.test(step.tray)) report('a setup step needs a tray: the pieces to place, as FEN letters, e.g. "KQRRBBNNPPPPPPPP"');
      break;
    case 'quiz': {
      if (!Array.isArray(goal.choices) || goal.choices.length < 2) { report('goal.choices needs at least two choices'); break; }
      const ids = [];
      goal.choices.forEach((choice, n) => {
        if (!isObject(choice)) return report(`choice ${n + 1} must be an object`);
        checkUnknownKeys(choice, ['id', 'label', 'fact'], `choice ${n + 1}`, report);
        if (!ID.test(choice.id ?? '')) report(`choice ${n + 1} needs an id of lower-case letters, digits and dashes`);
        ids.push(choice.id);
        checkLangs(choice.label, `choice "${choice.id}" label`, report);
        if (choice.fact !== undefined) checkExpectShape(choice.fact, `choice "${choice.id}" fact`, report);
      });
      if (new Set(ids).size !== ids.length) report('two quiz choices have the same id');
      if (!ids.includes(goal.answer)) report(`goal.answer "${goal.answer}" is not one of the choice ids`);
      if (goal.expect !== undefined) checkExpectShape(goal.expect, 'goal.expect', report);
      break;
    }
    case 'claim':
      if (!CLAIMS.includes(goal.claim)) report(`goal.claim must be ${CLAIMS.join(' or ')}`);
      if (goal.intended !== undefined && !UCI.test(goal.intended)) report('goal.intended must be a UCI move');
      if (!isObject(goal.expect) || typeof goal.expect.accepted !== 'boolean') report('goal.expect.accepted (true or false) is required: is the claim right?');
      else checkExpectShape(goal.expect, 'goal.expect', report);
      break;
    case 'touch':
      if (!Array.isArray(goal.touches) || goal.touches.length === 0) report('goal.touches must list the touched squares in order');
      else for (const touch of goal.touches) {
        const square = typeof touch === 'string' ? touch : touch?.square;
        if (!SQUARE.test(square ?? '')) report(`goal.touches: "${square}" is not a square`);
        if (isObject(touch)) checkUnknownKeys(touch, ['square', 'adjust'], 'a touch', report);
      }
      if (!isObject(goal.expect) || !TOUCH_OBLIGATIONS.includes(goal.expect.obligation)) report(`goal.expect.obligation must be one of ${TOUCH_OBLIGATIONS.join(', ')}`);
      else {
        checkUnknownKeys(goal.expect, ['obligation', 'article', 'allowed'], 'goal.expect', report);
        if (goal.expect.article !== undefined && !(ARTICLE.test(goal.expect.article) || goal.expect.article === '-')) report('goal.expect.article must be an article number like 4.4(1)');
        if (goal.expect.allowed !== undefined) checkMoves(goal.expect.allowed, 'goal.expect.allowed', report, { allowEmpty: true });
      }
      if (goal.moves !== undefined) checkMoves(goal.moves, 'goal.moves', report);
      break;
    case 'tap':
      checkSquares(goal.squares, 'goal.squares', report);
      break;
    case 'action':
      if (!ACTIONS.includes(goal.action)) report(`goal.action must be one of ${ACTIONS.join(', ')}`);
      if (goal.color !== undefined && !['white', 'black'].includes(goal.color)) report('goal.color must be "white" or "black"');
      if (!isObject(goal.expect)) report('goal.expect (the result the action leads to) is required');
      else checkExpectShape(goal.expect, 'goal.expect', report);
      break;
    default:
  }
}

/** `par`, where a goal states it: the moves a perfect solution takes, at most the moves allowed. */
function checkPar(goal, allowed, allowedName, report) {
  if (goal.par === undefined) return;
  if (!Number.isInteger(goal.par) || goal.par < 1) report('goal.par must be a whole number of moves, 1 or more');
  else if (goal.par > allowed) report(`goal.par (${goal.par}) is more than ${allowedName} (${allowed}), the moves allowed`);
}

function checkArrowsShape(arrows, where, report) {
  if (!Array.isArray(arrows)) return report(`${where} must be a list of {from, to}`);
  for (const arrow of arrows) {
    if (!isObject(arrow) || !SQUARE.test(arrow.from ?? '') || !SQUARE.test(arrow.to ?? '')) report('each arrow needs a "from" and a "to" square');
    else {
      checkUnknownKeys(arrow, ['from', 'to', 'color'], 'an arrow', report);
      if (arrow.color !== undefined && !['green', 'red', 'blue', 'yellow'].includes(arrow.color)) report('an arrow colour must be green, red, blue or yellow');
    }
  }
}

/** A hint is a text, or {text, arrows?, highlights?}: the board shows them while the hint is up. */
function checkHintShape(hint, where, report) {
  if (!isObject(hint) || !('text' in hint)) return checkLangs(hint, where, report);
  checkUnknownKeys(hint, ['text', 'arrows', 'highlights'], where, report);
  checkLangs(hint.text, `${where} text`, report);
  if (hint.arrows !== undefined) checkArrowsShape(hint.arrows, `${where} arrows`, report);
  if (hint.highlights !== undefined) checkSquares(hint.highlights, `${where} highlights`, report);
}

/** A hint's text, whichever of its two shapes it has. */
export const hintText = (hint) => (isObject(hint) && 'text' in hint ? hint.text : hint);

function checkStepShape(step, report) {
  // the mark of the time before the practice partner's defender existed
  if (step.pending !== undefined) report('"pending" is no longer part of the format: a mate against the best defence is "defender": "search"');
  checkUnknownKeys(step, [...STEP_KEYS, 'pending'], 'the step', report);
  const hasFen = typeof step.fen === 'string';
  if (step.empty === true ? hasFen : !hasFen) report('a step needs either a "fen" or "empty": true (an empty board with a piece tray), not both');
  if (step.empty !== undefined && step.empty !== true) report('"empty" may only be true');
  if (step.empty === true && step.goal?.kind !== 'setup') report('an empty board only makes sense for a setup goal');
  if (step.exercise !== undefined && typeof step.exercise !== 'boolean') report('"exercise" must be true or false');
  if (step.boardTurned !== undefined && typeof step.boardTurned !== 'boolean') report('"boardTurned" must be true or false');
  if (step.laws !== undefined && !['current', '2000'].includes(step.laws)) report('"laws" must be "current" or "2000"');
  if (!['white', 'black'].includes(step.orientation)) report('"orientation" must be "white" or "black"');
  if (step.history !== undefined) checkMoves(step.history, '"history"', report, { allowEmpty: true });
  if (step.article !== undefined && !ARTICLES.includes(step.article)) report(`"article" ${JSON.stringify(step.article)} is not an article of the Laws as the first source numbers them (e.g. 3.8(1)b, 5.2(2))`);
  if (step.tray !== undefined && step.goal?.kind !== 'setup') report('a tray only makes sense for a setup goal');
  checkLangs(step.text, 'text', report);
  if (step.success !== undefined) checkLangs(step.success, 'success', report);
  if (step.teacherNote !== undefined) checkLangs(step.teacherNote, 'teacherNote', report);
  if (step.hints !== undefined) {
    if (!Array.isArray(step.hints)) report('"hints" must be a list');
    else step.hints.forEach((hint, n) => checkHintShape(hint, `hint ${n + 1}`, report));
  }
  if (step.arrows !== undefined) checkArrowsShape(step.arrows, '"arrows"', report);
  if (step.highlights !== undefined) checkSquares(step.highlights, '"highlights"', report);
  if (step.feedback !== undefined) {
    if (!isObject(step.feedback)) report('"feedback" must be an object keyed by UCI moves or reason codes');
    else for (const [key, text] of Object.entries(step.feedback)) {
      if (!UCI.test(key) && !FEEDBACK_CODES.includes(key)) report(`feedback key "${key}" is neither a UCI move nor a known reason code`);
      checkLangs(text, `feedback "${key}"`, report);
    }
  }
  if (step.replies !== undefined) {
    if (!isObject(step.replies)) report('"replies" must map a line of moves (UCI, space-separated) to the reply');
    else for (const [line, reply] of Object.entries(step.replies)) {
      if (!line.split(' ').every((move) => UCI.test(move))) report(`replies: "${line}" is not a line of UCI moves`);
      if (typeof reply !== 'string' || !UCI.test(reply)) report(`replies: the reply to "${line}" is not a UCI move`);
    }
  }
  checkGoalShape(step, step.goal, 'goal', report);
}

// ---- against the rules core -----------------------------------------------------------------------

/** A fresh game at the step's position with its history played; {game} or {error}. */
function openStep(rules, step, extra = []) {
  const options = { exercise: step.exercise === true };
  if (step.laws) options.laws = step.laws;
  const opened = rules.game(step.fen, options);
  if (!opened.ok) return { error: opened.error };
  const game = opened.value;
  for (const move of [...(step.history ?? []), ...extra]) {
    const played = move === '0000' ? game.pass() : game.play(move);
    if (!played.ok) return { error: played.error, move };
  }
  return { game };
}

const colorName = (color) => (color === 'w' ? 'white' : 'black');
const MATE_SOLVER_MAX_MOVES = 4; // CHESS_MATE_MAX_MOVES
const halfmoveClock = (game) => Number(game.fen().split(' ')[4]) || 0;

/** The side to move's mating moves: the core marks them with "#" in the SAN of its move list. */
const matingMoves = (game) => game.moves().filter((move) => move.san.endsWith('#'));

/** Can the side to move mate within `depth` of its own moves against every defence? `line` is the
 *  rest of the lesson's solution, tried first so that a correct lesson is proved quickly. */
function forcesMate(game, depth, budget, line = []) {
  if (matingMoves(game).length > 0) return true;
  if (depth <= 1) return false;
  const moves = game.moves();
  moves.sort((a, b) => (b.uci === line[0]) - (a.uci === line[0]));
  for (const move of moves) {
    if (--budget.nodes < 0) throw new Error('budget');
    if (afterMoveMates(game, move.uci, depth, budget, move.uci === line[0] ? line.slice(1) : [])) return true;
  }
  return false;
}

/** Plays `move`, then: is it mate, or does a mate in `depth - 1` follow against every defence? */
function afterMoveMates(game, move, depth, budget, line = []) {
  const played = game.play(move);
  if (!played.ok) return false;
  let wins = played.value.mate;
  if (!wins && depth > 1 && !game.isOver()) {
    wins = game.moves().every((defence) => {
      if (--budget.nodes < 0) throw new Error('budget');
      game.play(defence.uci);
      const holds = forcesMate(game, depth - 1, budget, defence.uci === line[0] ? line.slice(1) : []);
      game.undo();
      return holds;
    });
  }
  game.undo();
  return wins;
}

/** Checks an `expect` object against a game (actions in it are applied to this game). Returns the
 *  list of mismatches as sentences. */
function expectMismatches(rules, step, expect) {
  const out = [];
  const opened = openStep(rules, step);
  if (opened.error) return [`the position cannot be opened: ${opened.error.code}`];
  const game = opened.game;
  if (expect.move !== undefined) {
    for (const want of Array.isArray(expect.move) ? expect.move : [expect.move]) {
      const probe = openStep(rules, step).game;
      const played = probe.play(want.uci);
      if (played.ok !== want.legal) out.push(`the core says ${want.uci} is ${played.ok ? 'legal' : `illegal (${played.error.code})`}, the lesson says ${want.legal ? 'legal' : 'illegal'}`);
      else if (!played.ok && want.error && played.error.code !== want.error) out.push(`the core refuses ${want.uci} with ${played.error.code}, not ${want.error}`);
    }
  }
  if (expect.inCheck !== undefined && game.inCheck() !== expect.inCheck) out.push(`the core says the side to move is ${game.inCheck() ? '' : 'not '}in check`);
  if (expect.canMate !== undefined) {
    for (const [color, want] of Object.entries(expect.canMate)) {
      const got = game.canMate(color);
      if (got !== want) out.push(`the core says ${color} can mate: ${got}, the lesson says ${want}`);
    }
  }
  if (expect.claimable !== undefined) {
    const got = game.claimable();
    const list = got.ok ? got.value : [];
    if ([...list].sort().join() !== [...expect.claimable].sort().join()) out.push(`the core says the claimable draws are [${list.join(', ')}], the lesson says [${expect.claimable.join(', ')}]`);
  }
  // actions, then the outcome they lead to
  let claimValue = null;
  if (expect.flag !== undefined) {
    const done = game.flag(expect.flag);
    if (!done.ok) out.push(`the core refuses the flag fall: ${done.error.code}`);
  }
  if (expect.resign !== undefined) {
    const done = game.resign(expect.resign);
    if (!done.ok) out.push(`the core refuses the resignation: ${done.error.code}`);
  }
  if (expect.agree === true) {
    const offered = game.offerDraw();
    const accepted = offered.ok ? game.acceptDraw() : offered;
    if (!accepted.ok) out.push(`the core refuses the draw by agreement: ${accepted.error.code}`);
  }
  if (expect.claim !== undefined) {
    const done = game.claimDraw(expect.claim.reason, expect.claim.intended);
    if (!done.ok) out.push(`the core refuses the claim: ${done.error.code}`);
    else claimValue = done.value;
  }
  if (expect.accepted !== undefined) {
    if (!claimValue) out.push('"accepted" needs a claim to judge');
    else if (claimValue.accepted !== expect.accepted) out.push(`the core ${claimValue.accepted ? 'accepts' : 'refuses'} the claim, the lesson says it is ${expect.accepted ? 'right' : 'wrong'}`);
  }
  if (expect.played !== undefined) {
    const last = game.history({ verbose: true }).at(-1);
    if (!last || last.uci !== expect.played) out.push(`the lesson says ${expect.played} is played after the claim, the core's last move is ${last ? last.uci : 'none'}`);
  }
  const outcome = game.outcome();
  if (expect.outcome !== undefined && outcome.reason !== expect.outcome) out.push(`the core's outcome is ${outcome.reason}, the lesson says ${expect.outcome}`);
  if (expect.result !== undefined && outcome.result !== expect.result) out.push(`the core's result is ${outcome.result}, the lesson says ${expect.result}`);
  if (expect.modern !== undefined && outcome.modern !== expect.modern) out.push(`the core says this ending is ${outcome.modern ? '' : 'not '}a modern-only rule`);
  return out;
}

/** Breadth-first search: can the piece on goal.piece visit every star within goal.maxMoves, the
 *  other side passing? Returns the fewest moves, or -1. The step's par when it states none. */
export function fewestStarMoves(rules, step, goal) {
  const all = (1 << goal.stars.length) - 1;
  const start = openStep(rules, step).game;
  let frontier = [{ fen: start.fen(), square: goal.piece, got: 0 }];
  const seen = new Set([`${goal.piece}|0`]);
  for (let moves = 1; moves <= goal.maxMoves && frontier.length; moves++) {
    const next = [];
    for (const state of frontier) {
      const from = rules.game(state.fen, { exercise: true, ...(step.laws ? { laws: step.laws } : {}) });
      if (!from.ok) continue;
      for (const move of from.value.moves()) {
        if (move.from !== state.square) continue;
        const game = rules.game(state.fen, { exercise: true }).value;
        if (!game.play(move.uci).ok) continue;
        const star = goal.stars.indexOf(move.to);
        const got = star >= 0 ? state.got | (1 << star) : state.got;
        if (got === all) return moves;
        const key = `${move.to}|${got}|${game.fen().split(' ')[0]}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (game.pass().ok) next.push({ fen: game.fen(), square: move.to, got });
      }
    }
    frontier = next;
  }
  return -1;
}

/** How a move answers check: 'king' (the king moves), 'capture' (the checker is taken, en passant
 *  included) or 'block'. */
export function escapeWay(before, move) {
  const [field, , , enPassant] = before.fen().split(' ');
  const board = boardMap(field);
  const piece = board[move.from];
  if (piece && piece.toLowerCase() === 'k') return 'king';
  if (board[move.to] || (piece && piece.toLowerCase() === 'p' && move.to === enPassant)) return 'capture';
  return 'block';
}

function checkStepRules(rules, step, report, deep, mateSolver) {
  const goal = step.goal;
  if (step.empty === true || goal.kind === 'setup') {
    if (goal.kind === 'setup' && isBoardField(goal.board)) {
      const fen = `${goal.board} w - - 0 1`;
      const valid = rules.validateFen(fen, { exercise: true });
      if (!valid.ok) report(`the target board is not a position the core accepts: ${valid.error.code}`);
      const target = Object.values(boardMap(goal.board));
      const start = step.fen ? Object.values(boardMap(step.fen.split(' ')[0])) : [];
      if (!sameCounts(pieceCounts([...start, ...step.tray]), pieceCounts(target))) report('the tray (with the pieces already on the board) does not hold exactly the pieces of the target board');
      if (step.fen) {
        const placed = boardMap(step.fen.split(' ')[0]);
        const wanted = boardMap(goal.board);
        for (const [square, piece] of Object.entries(placed)) if (wanted[square] !== piece) report(`the piece already on ${square} is not where the target board has it`);
      }
    }
    if (!step.fen) return;
  }
  const plain = rules.game(step.fen);
  const opened = openStep(rules, step);
  if (opened.error) {
    if (opened.move) report(`the history move ${opened.move} is illegal: ${opened.error.code}`);
    else if (!step.exercise && rules.game(step.fen, { exercise: true }).ok) report(`the FEN is not a game position (${opened.error.code}); mark the step "exercise": true if no game can reach it`);
    else report(`the FEN is not legal: ${opened.error.code}`);
    return;
  }
  if (step.exercise === true && plain.ok && goal.kind !== 'collect-stars' && goal.kind !== 'setup') {
    // harmless, but an exercise position hides rules (no king safety, passing): say so
    report('the step is marked "exercise" but its position is an ordinary game position');
  }
  const game = opened.game;
  const legal = new Set(game.moves().map((move) => move.uci));
  // the child sits on the side that plays: a board seen from the other side is a slip
  if (['move', 'collect-stars', 'capture', 'check', 'escape-check', 'mate', 'touch'].includes(goal.kind) && colorName(game.turn()) !== step.orientation) {
    report(`the ${colorName(game.turn())} side is to play, but the board is seen from ${step.orientation}'s side`);
  }
  const needLegal = (list, what) => {
    for (const move of list ?? []) if (!legal.has(move)) report(`${what} ${move} is not legal here`);
  };
  const outcome = game.outcome();
  if (outcome.result !== '*' && !['quiz', 'action', 'claim', 'tap', 'setup'].includes(goal.kind)) report(`the game is already over here (${outcome.reason}), so nothing can be played`);

  // scripted replies: each line must be legal from the step's position, and the reply too
  for (const [line, reply] of Object.entries(step.replies ?? {})) {
    const after = openStep(rules, step, line.split(' '));
    if (after.error) { report(`replies: the line "${line}" is illegal at ${after.move ?? 'the start'} (${after.error.code})`); continue; }
    const answer = after.game.play(reply);
    if (!answer.ok) report(`replies: the reply ${reply} after "${line}" is illegal (${answer.error.code})`);
  }
  // a feedback move that is also a right answer is a contradiction
  const correct = new Set(goal.moves ?? []);
  for (const key of Object.keys(step.feedback ?? {})) if (correct.has(key)) report(`feedback is given for ${key}, which is a right answer`);

  switch (goal.kind) {
    case 'move':
      needLegal(goal.moves, 'the expected move');
      if (goal.expect) {
        // what the move leads to (e.g. the game ends as a dead position), for every accepted move
        for (const move of goal.moves.filter((m) => legal.has(m))) {
          const after = { ...step, history: [...(step.history ?? []), move] };
          for (const problem of expectMismatches(rules, after, goal.expect)) report(`after ${move}: ${problem}`);
        }
      }
      break;
    case 'capture': {
      const board = boardMap(game.fen().split(' ')[0]);
      const target = board[goal.target];
      const mine = game.turn() === 'w' ? /[A-Z]/ : /[a-z]/;
      if (!target || mine.test(target)) { report(`there is no opposing piece on ${goal.target} to capture`); break; }
      const captures = game.moves().filter((move) => {
        const probe = openStep(rules, step, [move.uci]).game;
        return probe && boardMap(probe.fen().split(' ')[0])[goal.target] !== target;
      });
      if (captures.length === 0) report(`no legal move captures on ${goal.target}`);
      for (const move of goal.moves ?? []) if (!captures.some((c) => c.uci === move)) report(`the expected move ${move} does not capture on ${goal.target}`);
      break;
    }
    case 'check': {
      const checks = game.moves().filter((move) => openStep(rules, step, [move.uci]).game?.inCheck());
      if (checks.length === 0) report('no legal move gives check');
      for (const move of goal.moves ?? []) if (!checks.some((c) => c.uci === move)) report(`the expected move ${move} does not give check`);
      break;
    }
    case 'escape-check': {
      if (!game.inCheck()) { report('the side to move is not in check, so there is nothing to escape'); break; }
      const ways = game.moves().map((move) => escapeWay(game, move));
      if (goal.way && !ways.includes(goal.way)) report(`no legal move escapes the check by ${goal.way}`);
      needLegal(goal.moves, 'the expected move');
      for (const move of goal.moves ?? []) {
        const found = game.moves().find((m) => m.uci === move);
        if (found && goal.way && escapeWay(game, found) !== goal.way) report(`the expected move ${move} does not escape by ${goal.way}`);
      }
      break;
    }
    case 'mate': {
      if (Array.isArray(goal.solution)) {
        const line = openStep(rules, step, goal.solution);
        if (line.error) report(`the solution move ${line.move} is illegal (${line.error.code})`);
        else if (line.game.outcome().reason !== 'checkmate') report('the solution line does not end in checkmate');
        else if (goal.solution.length > 2 * goal.in - 1) report(`the solution takes more than ${goal.in} moves`);
        // the scripted replies must follow the solution, so the runner plays it as written
        for (let n = 1; n < goal.solution.length; n += 2) {
          const key = goal.solution.slice(0, n).join(' ');
          if (step.replies && step.replies[key] !== goal.solution[n]) report(`replies: after "${key}" the solution has ${goal.solution[n]}, the replies have ${step.replies[key] ?? 'nothing'}`);
        }
      }
      if (!deep) break;
      const endgame = goal.in > 3 ? loneKingMate(game.fen()) : null;
      if (endgame) {
        // the table knows the distance to mate against every defence, however long
        const side = colorName(game.turn());
        if (endgame.attacker !== game.turn()) report(`${side} is to play but has only a lone king: it cannot mate`);
        else if (endgame.dtm === null) report(`there is no forced mate here: ${side} cannot force it against every defence`);
        else {
          if (endgame.dtm > goal.in) report(`against the best defence the mate takes ${endgame.dtm} moves, more than the ${goal.in} allowed`);
          if (goal.par !== undefined && goal.par < endgame.dtm) report(`goal.par (${goal.par}) is fewer moves than the fastest mate against the best defence (${endgame.dtm})`);
          // the defender could claim a draw by the 50-move rule before the moves allowed run out
          if (halfmoveClock(game) + 2 * goal.in - 1 >= 100) report(`the 50-move rule could end the game within the ${goal.in} moves allowed (the FEN's halfmove clock is ${halfmoveClock(game)})`);
          const first = Array.isArray(goal.solution) ? goal.solution[0] : null;
          const afterFirst = first && legal.has(first) ? openStep(rules, step, [first]).game : null;
          const left = afterFirst ? loneKingMate(afterFirst.fen()) : null;
          if (left && (left.dtm === null || left.dtm > goal.in - 1)) report(`the solution's first move ${first} does not keep a forced mate within ${goal.in} moves`);
        }
        break;
      }
      if (mateSolver && goal.in <= MATE_SOLVER_MAX_MOVES) {
        // the practice partner's exhaustive mate solver (c/src/search.c), a second proof
        const solved = mateSolver.mateIn(game.fen(), goal.in, { exercise: step.exercise === true });
        if (!solved.ok) report(`the core's mate solver cannot decide this position (${solved.error.code})`);
        else if (solved.value === null) report(`the core's mate solver finds no forced mate in ${goal.in}: some defence holds`);
        else if (goal.par !== undefined && solved.value.moves > goal.par) report(`goal.par (${goal.par}) is fewer moves than the fastest forced mate (${solved.value.moves})`);
        if (goal.in > 3) break; // beyond what the brute force below can do in time
      }
      if (goal.in > 3) { report(`a mate in more than 3 can be proved only for king and queen or king and rook against a lone king${mateSolver ? ', or up to 4 by the core\'s mate solver' : ''}`); break; }
      if (goal.par !== undefined && goal.par < goal.in) {
        try {
          if (!forcesMate(game, goal.par, { nodes: 200000 })) report(`goal.par (${goal.par}) is fewer moves than the fastest forced mate`);
        } catch { /* the proof below reports the budget */ }
      }
      try {
        const budget = { nodes: 200000 };
        const line = Array.isArray(goal.solution) ? goal.solution : [];
        if (line.length > 0 && afterMoveMates(game, line[0], goal.in, budget, line.slice(1))) break; // proved along the lesson's line
        if (!forcesMate(game, goal.in, budget)) report(`there is no forced mate in ${goal.in}: some defence holds`);
        else if (line.length > 0) report(`the solution's first move ${line[0]} does not force mate in ${goal.in}`);
      } catch {
        report('the mate proof ran out of its budget; simplify the position');
      }
      break;
    }
    case 'collect-stars': {
      const board = boardMap(game.fen().split(' ')[0]);
      if (!board[goal.piece]) { report(`there is no piece on ${goal.piece} to collect the stars`); break; }
      if (goal.stars.includes(goal.piece)) report(`a star stands on the piece's own square ${goal.piece}`);
      const probe = openStep(rules, step).game;
      const firstMove = probe.moves().find((m) => m.from === goal.piece);
      if (!firstMove) { report(`the piece on ${goal.piece} has no legal move`); break; }
      probe.play(firstMove.uci);
      if (!probe.pass().ok) { report('the other side cannot pass here; mark the step "exercise": true and leave that side without a king'); break; }
      const fewest = fewestStarMoves(rules, step, goal);
      if (fewest < 0) report(`the stars cannot all be collected in ${goal.maxMoves} moves`);
      else if (goal.par !== undefined && goal.par < fewest) report(`goal.par (${goal.par}) is fewer moves than the fewest that collect every star (${fewest})`);
      break;
    }
    case 'quiz': {
      if (goal.expect) for (const problem of expectMismatches(rules, step, goal.expect)) report(`quiz: ${problem}`);
      for (const choice of goal.choices ?? []) {
        if (!choice.fact) continue;
        const holds = expectMismatches(rules, step, choice.fact).length === 0;
        if (choice.id === goal.answer && !holds) report(`quiz: the answer "${choice.id}" disagrees with the core: ${expectMismatches(rules, step, choice.fact).join('; ')}`);
        if (choice.id !== goal.answer && holds) report(`quiz: the wrong choice "${choice.id}" is true according to the core`);
      }
      break;
    }
    case 'claim': {
      const expect = { ...goal.expect, claim: { reason: goal.claim, ...(goal.intended ? { intended: goal.intended } : {}) } };
      for (const problem of expectMismatches(rules, step, expect)) report(`claim: ${problem}`);
      break;
    }
    case 'action': {
      const color = goal.color ?? colorName(game.turn());
      const expect = { ...goal.expect };
      if (goal.action === 'flag') expect.flag = color;
      if (goal.action === 'resign') expect.resign = color;
      if (goal.action === 'offer-draw' || goal.action === 'accept-draw') expect.agree = true;
      for (const problem of expectMismatches(rules, step, expect)) report(`action: ${problem}`);
      break;
    }
    case 'touch': {
      let last = null;
      for (const touch of goal.touches) {
        const square = typeof touch === 'string' ? touch : touch.square;
        const done = game.touch(square, { adjust: typeof touch === 'object' && touch.adjust === true });
        if (!done.ok) { report(`touch: the core refuses touching ${square}: ${done.error.code}`); last = null; break; }
        last = done.value;
      }
      if (!last) break;
      const want = goal.expect;
      if (last.obligation !== want.obligation) report(`touch: the core says the obligation is ${last.obligation} (${last.article}), the lesson says ${want.obligation}`);
      if (want.article !== undefined && last.article !== want.article) report(`touch: the core cites article ${last.article}, the lesson ${want.article}`);
      if (want.allowed !== undefined && [...want.allowed].sort().join() !== last.allowed.join()) report(`touch: the core allows [${last.allowed.join(' ')}], the lesson says [${want.allowed.join(' ')}]`);
      for (const move of goal.moves ?? []) if (!last.allowed.includes(move)) report(`touch: the expected move ${move} is not allowed after these touches`);
      break;
    }
    default:
  }
}

/**
 * Checks one lesson. `rules` may be null (shape only). Returns [{file, step, reason}]; `step` is the
 * step id (or its number when it has no id), or null for the lesson as a whole.
 */
export function validateLesson(lesson, rules = null, { file = null, deep = true, mateSolver = null } = {}) {
  const problems = [];
  const at = (step) => (reason) => problems.push({ file, step, reason });
  const whole = at(null);
  if (!isObject(lesson)) { whole('the lesson is not a JSON object'); return problems; }
  checkUnknownKeys(lesson, ['$schema', 'id', 'title', 'teacherNote', 'steps'], 'the lesson', whole);
  if (!ID.test(lesson.id ?? '')) whole('the lesson id must be lower-case letters, digits and dashes');
  checkLangs(lesson.title, 'title', whole);
  if (lesson.teacherNote !== undefined) checkLangs(lesson.teacherNote, 'teacherNote', whole);
  if (!Array.isArray(lesson.steps) || lesson.steps.length === 0) { whole('the lesson has no steps'); return problems; }
  const seen = new Set();
  lesson.steps.forEach((step, n) => {
    const name = isObject(step) && typeof step.id === 'string' && step.id ? step.id : `#${n + 1}`;
    const report = at(name);
    if (!isObject(step)) return report('the step is not an object');
    if (!ID.test(step.id ?? '')) report('the step needs a stable id of lower-case letters, digits and dashes');
    else if (seen.has(step.id)) report(`the step id "${step.id}" is used twice`);
    seen.add(step.id);
    const before = problems.length;
    checkStepShape(step, report);
    if (rules && problems.length === before) {
      try {
        checkStepRules(rules, step, report, deep, mateSolver);
      } catch (error) {
        report(`the rules check failed: ${error.message}`);
      }
    }
  });
  return problems;
}

/** Checks lessons/index.json: each entry's id, group, topics, titles and file; ids unique. With
 *  `lessons` ({id: lesson}) also checks that each file's lesson has the entry's id. */
export function validateIndex(index, { file = 'lessons/index.json', lessons = null } = {}) {
  const problems = [];
  const report = (step, reason) => problems.push({ file, step, reason });
  if (!isObject(index) || !Array.isArray(index.lessons)) { report(null, 'the index must be {"lessons": [...]}'); return problems; }
  checkUnknownKeys(index, ['$schema', 'version', 'groups', 'lessons'], 'the index', (reason) => report(null, reason));
  const groups = isObject(index.groups) ? index.groups : {};
  for (const [id, title] of Object.entries(groups)) checkLangs(title, `group "${id}" title`, (reason) => report(null, reason));
  const ids = new Set();
  for (const entry of index.lessons) {
    const name = entry?.id ?? '?';
    const here = (reason) => report(name, reason);
    if (!isObject(entry)) { here('an index entry is not an object'); continue; }
    checkUnknownKeys(entry, ['id', 'group', 'topics', 'title', 'icon', 'file'], 'the entry', here);
    if (!ID.test(entry.id ?? '')) here('the lesson id must be lower-case letters, digits and dashes');
    if (ids.has(entry.id)) here('the lesson id is listed twice');
    ids.add(entry.id);
    if (!(entry.group in groups)) here(`the group "${entry.group}" is not in the index's groups`);
    if (!Array.isArray(entry.topics) || entry.topics.length === 0) here('the entry needs topics');
    else for (const topic of entry.topics) if (!TOPICS.includes(topic)) here(`"${topic}" is not a topic (${TOPICS.join(', ')})`);
    checkLangs(entry.title, 'title', here);
    if (!ICONS.includes(entry.icon)) here(`"icon" must be a piece letter or one of the course map's symbols (${ICONS.slice(12).join(', ')})`);
    if (typeof entry.file !== 'string' || !/^[a-z0-9-]+\.json$/.test(entry.file)) here('"file" must be a file name like castling.json');
    if (lessons && entry.id in lessons) {
      const lesson = lessons[entry.id];
      if (lesson?.id !== entry.id) here(`the file ${entry.file} holds the lesson "${lesson?.id}"`);
    }
  }
  return problems;
}
