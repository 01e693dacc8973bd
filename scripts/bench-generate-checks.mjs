// The checks of a generated exercise (c/src/generate*.c through rules.generate), shared by
// tests/js/generate.test.mjs (100 seeds a generator) and the bench's generate section (1,000):
// the position is legal and the goal holds by chess.js, an independent implementation; the
// solutions are exactly the moves the goal accepts; the limits of chess.h hold; the free piece is
// free by the lesson checker's own proof; a lone-king start needs 3 or more moves by the lessons'
// distance table (web/lesson/lone-king.mjs, its own move rules). And the key that says when two
// positions are the same pattern (mirror images, colour swaps and shifts of the whole pattern
// folded together), and the lesson steps' positions.
//
//   GENERATORS                      every kind, with the pieces drawn ('any' where it takes it)
//   argsOf(generator, seed)         the options for one seed: side and difficulty go round
//   exerciseProblems(args, value, rules)  [] or what is wrong, in words
//   patternKey(fen, stars)          the same for the same pattern
//   lessonPositions(root)           a Set of 'placement side [stars]' of every lesson step
import { readdirSync, readFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import { proveFreeCapture } from '../web/lesson/authoring/free-piece.mjs';
import { loneKingMate } from '../web/lesson/lone-king.mjs';

export const GENERATORS = [
  ...['queen', 'rook', 'bishop', 'knight', 'pawn', 'two-rooks'].map((piece) => ({ kind: 'mate-in-one', piece })),
  { kind: 'check-in-one', piece: 'any' },
  { kind: 'capture-free', piece: 'any' },
  { kind: 'collect-stars', piece: 'any' },
  { kind: 'capture', piece: 'any' },
  { kind: 'escape-check', piece: 'any' },
  { kind: 'double-check', piece: 'any' },
  { kind: 'check-quiz', piece: 'any' },
  { kind: 'lone-king', piece: 'queen' },
  { kind: 'lone-king', piece: 'rook' },
  { kind: 'fork', piece: 'any' },
  { kind: 'pin', piece: 'any' },
];

export const argsOf = (generator, seed) =>
  ({ ...generator, side: seed % 2 ? 'black' : 'white', seed: seed * 2654435761 % 2 ** 32, difficulty: 1 + (seed % 3) });

const MAX_MEN = 5; // CHESS_GENERATE_MAX_MEN
const MOST = { p: 8, n: 2, b: 2, r: 2, q: 1, k: 1 };
const LETTER = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k', 'two-rooks': 'r' };
const WORTH = { p: 1, n: 3, b: 3, r: 5, q: 9 };
const uciOf = (move) => move.from + move.to + (move.promotion ?? '');
const sorted = (list) => [...list].sort().join(' ');

/** The limits of chess.h read from the FEN's placement: what breaks them. */
function limitProblems(fen) {
  const counts = { w: {}, b: {} };
  const problems = [];
  fen.split(' ')[0].split('/').forEach((row, n) => {
    for (const c of row) {
      if (/\d/.test(c)) continue;
      const color = c === c.toUpperCase() ? 'w' : 'b';
      const type = c.toLowerCase();
      counts[color][type] = (counts[color][type] ?? 0) + 1;
      if (type === 'p' && (n === 0 || n === 7)) problems.push('a pawn on rank 1 or 8');
    }
  });
  for (const color of ['w', 'b']) {
    if (Object.values(counts[color]).reduce((a, b) => a + b, 0) > MAX_MEN) problems.push(`${color}: over ${MAX_MEN} men`);
    for (const [type, n] of Object.entries(counts[color])) if (n > MOST[type]) problems.push(`${color}: ${n} ${type}`);
  }
  return problems;
}

const flipSide = (fen) => fen.replace(/ ([wb]) /, (_, side) => (side === 'w' ? ' b ' : ' w '));
const kingSquare = (chess, color) => chess.board().flat().find((sq) => sq && sq.type === 'k' && sq.color === color).square;

// the kinds where no capture takes a man nothing can take back (chess.h: a free man beside the
// check, double check, fork or pin asked for)
const NO_GIFT = new Set(['check-in-one', 'double-check', 'fork', 'pin']);

/** The captures of the side to move in `fen` after which nothing of the other side attacks the
 *  square (chess.js's attackers: a pinned man or a king counts, as a defender does on a board). */
function gifts(fen) {
  return new Chess(fen).moves({ verbose: true }).filter((move) => {
    if (!move.captured) return false;
    const after = new Chess(fen);
    after.move(move.san);
    return after.attackers(move.to, after.turn()).length === 0;
  }).map((move) => move.san);
}

/** Everything wrong with `value` (rules.generate's exercise for `args`), by chess.js. */
export function exerciseProblems(args, value, rules) {
  const problems = limitProblems(value.fen);
  const say = (ok, words) => { if (!ok) problems.push(words); };
  const { kind } = args;
  say(value.kind === kind && value.fen.split(' ')[1] === args.side[0], 'not the kind or side asked for');
  if (kind === 'collect-stars') return [...problems, ...starProblems(args, value)];
  let chess;
  try { chess = new Chess(value.fen); } catch (error) { return [...problems, `chess.js refuses the FEN: ${error.message}`]; }
  say(!new Chess(flipSide(value.fen)).isCheck(), 'the side not to move is in check');
  const [wk, bk] = [kingSquare(chess, 'w'), kingSquare(chess, 'b')];
  say(Math.max(Math.abs(wk.charCodeAt(0) - bk.charCodeAt(0)), Math.abs(wk[1] - bk[1])) > 1, 'kings in contact');
  // no dead position while the game goes on (chess.js knows the material that cannot mate:
  // two bishops on one colour and the kings, a lone minor piece)
  say(chess.isGameOver() || !chess.isInsufficientMaterial(), 'a dead position (material that cannot mate)');
  const mayBeInCheck = kind === 'escape-check' || kind === 'check-quiz';
  if (!mayBeInCheck) say(!chess.isCheck(), 'the side to move is in check');
  if (NO_GIFT.has(kind)) for (const san of gifts(value.fen)) problems.push(`${san} takes a man for nothing`);
  const moves = chess.moves({ verbose: true });
  const solutions = sorted(value.solutions);
  const exactly = (accepted, what) => say(solutions === sorted(accepted.map(uciOf)), `the solutions are not exactly ${what}`);
  switch (kind) {
    case 'mate-in-one':
    case 'check-in-one': {
      const accepted = moves.filter((move) => (kind === 'mate-in-one' ? /#$/ : /[+#]$/).test(move.san));
      exactly(accepted, kind === 'mate-in-one' ? 'the mates' : 'the checks');
      for (const move of accepted) say(move.piece === LETTER[value.piece], `${move.san} is not the ${value.piece}'s`);
      break;
    }
    case 'capture-free': {
      const captures = moves.filter((move) => move.captured);
      const ofTarget = captures.filter((move) => move.to === value.target);
      exactly(ofTarget, 'the captures of the target');
      for (const move of ofTarget) say(move.piece === LETTER[value.piece], `${move.san} is not the ${value.piece}'s`);
      for (const move of captures) {
        const { free } = proveFreeCapture(rules, { fen: value.fen }, { uci: uciOf(move) });
        say(free === (move.to === value.target), `${move.san}: free ${free}`);
      }
      if (args.difficulty > 1) say(captures.some((move) => move.to === value.decoy), 'the decoy cannot be taken');
      break;
    }
    case 'capture': {
      const captures = moves.filter((move) => move.captured);
      exactly(captures, 'the captures');
      for (const move of captures) say(move.from === value.target && move.piece === LETTER[value.piece], `${move.san} is not the ${value.piece}'s`);
      say(captures.length <= (args.difficulty === 1 ? 1 : 2), 'too many captures');
      break;
    }
    case 'escape-check': {
      say(chess.isCheck() && !chess.isCheckmate(), 'not in check, or mated');
      const king = kingSquare(chess, chess.turn());
      say(sorted(chess.attackers(king, chess.turn() === 'w' ? 'b' : 'w')) === value.target, 'the checker is not the one piece giving check');
      exactly(moves, 'the legal moves');
      const ways = new Set(moves.map((move) => (move.to === value.target ? 'capture' : move.piece === 'k' ? 'king-moves' : 'block')));
      say(sorted(ways) === sorted(value.ways) && ways.size === args.difficulty, `ways ${sorted(ways)} against ${value.ways}`);
      break;
    }
    case 'double-check': {
      const accepted = moves.filter((move) => {
        const after = new Chess(value.fen);
        after.move(move.san);
        return after.attackers(kingSquare(after, after.turn()), chess.turn()).length >= 2;
      });
      exactly(accepted, 'the double checks');
      say(accepted.length > 0, 'no double check');
      break;
    }
    case 'check-quiz': {
      const answer = chess.isCheckmate() ? 'checkmate' : chess.isStalemate() ? 'stalemate' : chess.isCheck() ? 'check' : 'none';
      say(answer === value.answer && value.solutions.length === 0, `chess.js says ${answer}, the core ${value.answer}`);
      break;
    }
    case 'lone-king': {
      const mate = loneKingMate(value.fen);
      say(mate !== null && mate.piece === LETTER[value.piece].toUpperCase() && mate.attacker === args.side[0], 'not K + the piece against a lone king, the solver to move');
      say(mate?.dtm >= 3, `the distance table says mate in ${mate?.dtm}`);
      if (mate) value.dtm = mate.dtm;
      break;
    }
    case 'fork': {
      // chess.js's attackers of each man of the other side, after the move: the moved man's.
      const accepted = moves.filter((move) => {
        const after = new Chess(value.fen);
        after.move(move.san);
        const them = after.turn();
        const hit = after.board().flat().filter((sq) => sq && sq.color === them && after.attackers(sq.square, chess.turn()).includes(move.to));
        const own = WORTH[move.piece];
        const big = hit.filter((sq) => 'nbrq'.includes(sq.type) && (WORTH[sq.type] > own || after.attackers(sq.square, them).length === 0)).length;
        return (big >= 2 || (big >= 1 && hit.some((sq) => sq.type === 'k'))) && after.attackers(move.to, them).length === 0;
      });
      exactly(accepted, 'the forks');
      for (const move of accepted) say(move.piece === LETTER[value.piece] && !move.captured, `${move.san} is not the ${value.piece}'s, or takes`);
      break;
    }
    case 'pin': {
      // The pinner checks the king once the pinned man is lifted, and no other man is pinned.
      const pinnedMen = (color) => chess.board().flat().filter((sq) => sq && sq.color === color && sq.type !== 'k').filter((sq) => {
        const lifted = new Chess(value.fen, { skipValidation: true });
        const king = kingSquare(lifted, color);
        const before = lifted.attackers(king, color === 'w' ? 'b' : 'w').length;
        lifted.remove(sq.square);
        return lifted.attackers(king, color === 'w' ? 'b' : 'w').length > before;
      }).map((sq) => sq.square);
      const them = chess.turn() === 'w' ? 'b' : 'w';
      say(sorted(pinnedMen(them)) === value.target && pinnedMen(chess.turn()).length === 0, `pinned: ${pinnedMen(them)}, ${pinnedMen(chess.turn())}`);
      const lifted = new Chess(value.fen, { skipValidation: true });
      lifted.remove(value.target);
      say(lifted.attackers(kingSquare(lifted, them), chess.turn()).includes(value.decoy), 'the pinner is not the one behind');
      say(value.solutions.length === 0, 'a pin quiz has no moves');
      break;
    }
    default: problems.push(`no check for ${kind}`);
  }
  return problems;
}

/** collect-stars: the route, played by chess.js with the other side passing, lands on every star. */
function starProblems(args, value) {
  const problems = [];
  if (!value.exercise || value.stars.length !== 1 + args.difficulty || value.solutions.length !== value.par) problems.push('the stars or par are wrong');
  let fen = value.fen;
  let at = value.target;
  const landed = new Set();
  for (const uci of value.solutions) {
    const chess = new Chess(fen, { skipValidation: true });
    if (uci.slice(0, 2) !== at) problems.push('the route moves another piece');
    let move;
    try { move = chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4) }); } catch { return [...problems, `${uci} is illegal`]; }
    if (move.captured) problems.push('the route captures');
    at = move.to;
    if (value.stars.includes(move.to)) landed.add(move.to);
    fen = chess.fen().replace(/ [wb] /, ` ${args.side[0]} `).replace(/ [a-h][36] /, ' - ');
  }
  if (landed.size !== value.stars.length) problems.push('the route misses a star');
  return problems;
}

/** The pattern of a position: its men (and stars) with the side to move, the same after a mirror
 *  image (files reversed), a colour swap (ranks reversed, colours and the side to move swapped)
 *  and a shift of the whole pattern. */
export function patternKey(fen, stars = []) {
  const [placement, side] = fen.split(' ');
  const men = [];
  placement.split('/').forEach((row, n) => {
    let file = 0;
    for (const c of row) {
      if (/\d/.test(c)) file += Number(c);
      else men.push([c, file++, 7 - n]);
    }
  });
  for (const star of stars) men.push(['*', star.charCodeAt(0) - 97, Number(star[1]) - 1]);
  const keys = [];
  for (const mirror of [false, true]) {
    for (const swap of [false, true]) {
      const moved = men.map(([c, f, r]) => [swap && c !== '*' ? (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()) : c, mirror ? 7 - f : f, swap ? 7 - r : r]);
      const minF = Math.min(...moved.map((m) => m[1])), minR = Math.min(...moved.map((m) => m[2]));
      const turn = swap ? (side === 'w' ? 'b' : 'w') : side;
      keys.push(`${turn} ${moved.map(([c, f, r]) => `${c}${f - minF}${r - minR}`).sort().join(',')}`);
    }
  }
  return keys.sort()[0];
}

/** Every lesson step's position, as 'placement side' and, for a star step, its stars. */
export function lessonPositions(root) {
  const positions = new Set();
  for (const file of readdirSync(`${root}lessons`).filter((name) => name.endsWith('.json'))) {
    const lesson = JSON.parse(readFileSync(`${root}lessons/${file}`, 'utf8'));
    for (const step of lesson.steps ?? []) {
      if (typeof step.fen === 'string') positions.add(positionKey(step.fen, step.goal?.kind === 'collect-stars' ? step.goal.stars : []));
    }
  }
  return positions;
}

/** What makes two exercises the same position: the placement, the side to move, the stars. */
export const positionKey = (fen, stars = []) => [...fen.split(' ').slice(0, 2), ...[...stars].sort()].join(' ');
