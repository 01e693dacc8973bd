// Seeded random games played by chess.js 1.4.0, the independent implementation our rules core is
// checked against. Tests only: chess.js is never shipped.
//
// A game is a plain object, so it can cross a worker boundary:
//   { index, seed, startFen, moves: ['e2e4', ...],
//     positions: [{ san, fen, legal: ['a2a3', ...], inCheck }, ...],  // positions[0] is the start (san '-')
//     specials: { castles, enPassants, promotions, captures, checks },
//     end: { reason, checkmate, stalemate, insufficientMaterial, threefoldRepetition, fiftyMoves } }
// positions[k] is the position after moves[k - 1]; `legal` is sorted UCI (from + to + promotion).
// `end` describes the final position as chess.js sees it, for tests that compare outcomes.
import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';

export const INITIAL_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

// Mulberry32: a tiny 32-bit PRNG, good enough to pick moves and fully reproducible from its seed.
export function mulberry32(seed) {
  let state = seed >>> 0;
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Each game has its own seed, so one game can be replayed without replaying the ones before it.
export function gameSeed(baseSeed, index) {
  return (baseSeed + Math.imul(index + 1, 0x9e3779b9)) >>> 0;
}

export function uciOf(move) {
  return move.from + move.to + (move.promotion || '');
}

// Reads the FENs of an EPD perft file (`FEN ;D1 n ;D2 n ...`).
export function readEpdFens(path) {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.split(';')[0].trim())
    .filter((fen) => fen.length > 0);
}

// Plays one game from `startFen`, choosing uniformly among chess.js's legal moves, until chess.js
// says the game is over (including its automatic draws) or `maxPlies` moves have been played.
export function playRandomGame({ startFen = INITIAL_FEN, seed, maxPlies = 200, index = 0 }) {
  const chess = new Chess(startFen);
  const random = mulberry32(seed);
  const moves = [];
  const positions = [];
  const specials = { castles: 0, enPassants: 0, promotions: 0, captures: 0, checks: 0 };
  let san = '-';
  for (;;) {
    const legalMoves = chess.moves({ verbose: true });
    const inCheck = chess.inCheck();
    positions.push({ san, fen: chess.fen(), legal: legalMoves.map(uciOf).sort(), inCheck });
    if (inCheck && moves.length > 0) specials.checks += 1;
    if (legalMoves.length === 0 || moves.length >= maxPlies || chess.isGameOver()) break;
    const choice = legalMoves[Math.floor(random() * legalMoves.length)];
    const played = chess.move({ from: choice.from, to: choice.to, promotion: choice.promotion });
    if (played.isKingsideCastle() || played.isQueensideCastle()) specials.castles += 1;
    if (played.isEnPassant()) specials.enPassants += 1;
    if (played.isPromotion()) specials.promotions += 1;
    if (played.captured) specials.captures += 1;
    moves.push(uciOf(played));
    san = played.san;
  }
  const end = {
    checkmate: chess.isCheckmate(),
    stalemate: chess.isStalemate(),
    insufficientMaterial: chess.isInsufficientMaterial(),
    threefoldRepetition: chess.isThreefoldRepetition(),
    fiftyMoves: chess.isDrawByFiftyMoves(),
  };
  end.reason =
    Object.keys(end).find((key) => end[key]) || (moves.length >= maxPlies ? 'plyLimit' : 'none');
  return { index, seed, startFen, moves, positions, specials, end };
}

// Games 0..count-1 (or the given indices): game i starts from startFens[i % startFens.length] and
// uses gameSeed(baseSeed, i).
export function* randomGames({ baseSeed, count, startFens = [INITIAL_FEN], maxPlies = 200, indices }) {
  const which = indices || Array.from({ length: count }, (_, i) => i);
  for (const index of which) {
    yield playRandomGame({
      index,
      seed: gameSeed(baseSeed, index),
      startFen: startFens[index % startFens.length],
      maxPlies,
    });
  }
}
