// The coach of a `game` step: at the child's turn, the one thing a beginner most needs to see, in
// short words, with the squares it is about marked. It never chooses a move for the child.
//
//   positionFacts(game)   → the facts the coach reads, each asked of the core (the rules API)
//   coachAdvice(facts)    → {key, params, squares} or null (nothing to say): pure, no rules
//
// What it says, first match wins:
//   'coachCheck_…'  the king is in check: the ways out that exist, named in the key (king: the king
//                   moves, capture: the checker is taken, block: the check is blocked, in that
//                   order, e.g. coachCheck_king_block), and the pieces that can get out of it marked
//   'coachMate'     a move mates: the pieces that can mate marked (not the square: the child finds it)
//   'coachFree'     a capture is free (the core's freeCaptures): the pieces that can be taken marked
//   'coachHanging'  a piece of the child's is attacked and nobody protects it: marked
import { boardMap } from '../step-game.mjs';
import { escapeWay } from './escape-check.mjs';

/** The order the ways out of check are named in. */
const WAYS = ['king', 'capture', 'block'];

/**
 * The facts the coach reads at `game`'s position (the child to move), each from the core:
 *   inCheck: the king is in check (game.inCheck())
 *   escapes: the legal moves, each {from, to, way} (way: escapeWay of the core's move record)
 *   mates: the legal moves that mate (each played on the game and taken back; the core says mate)
 *   free: the free captures (game.freeCaptures()), each {from, to, taken}
 *   hanging: the child's pieces (not the king) on squares the other side attacks and the child's
 *            side does not (game.attackedSquares), each {square, piece}
 */
export function positionFacts(game) {
  const me = game.turn();
  const them = me === 'w' ? 'b' : 'w';
  const moves = game.moves();
  const mates = [];
  for (const move of moves) {
    const played = game.play(move.uci);
    if (!played.ok) continue;
    if (played.value.mate) mates.push({ from: move.from, to: move.to });
    game.undo();
  }
  const attacked = new Set(game.attackedSquares(them));
  const guarded = new Set(game.attackedSquares(me));
  const hanging = [];
  const mine = me === 'w' ? /^[QRBNP]$/ : /^[qrbnp]$/;
  for (const [square, piece] of Object.entries(boardMap(game.fen().split(' ')[0]))) {
    if (mine.test(piece) && attacked.has(square) && !guarded.has(square)) hanging.push({ square, piece });
  }
  return {
    inCheck: game.inCheck(),
    escapes: game.inCheck() ? moves.map((move) => ({ from: move.from, to: move.to, way: escapeWay(move) })) : [],
    mates,
    free: game.freeCaptures().map((move) => ({ from: move.from, to: move.kind === 'en-passant' ? move.to[0] + move.from[1] : move.to, taken: move.captured })),
    hanging,
  };
}

const unique = (list) => [...new Set(list)];

/**
 * What the coach says for `facts` (positionFacts' shape): {key, params, squares} (squares: the
 * board squares to mark), or null when nothing needs saying.
 */
export function coachAdvice(facts) {
  if (facts.inCheck) {
    const ways = WAYS.filter((way) => facts.escapes.some((escape) => escape.way === way));
    return { key: `coachCheck_${ways.join('_')}`, params: {}, squares: unique(facts.escapes.map((escape) => escape.from)) };
  }
  if (facts.mates.length) return { key: 'coachMate', params: {}, squares: unique(facts.mates.map((mate) => mate.from)) };
  if (facts.free.length) return { key: 'coachFree', params: {}, squares: unique(facts.free.map((capture) => capture.to)) };
  if (facts.hanging.length) return { key: 'coachHanging', params: {}, squares: unique(facts.hanging.map((piece) => piece.square)) };
  return null;
}
