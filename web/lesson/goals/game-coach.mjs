// The coach of a `game` step: at the child's turn, the one thing a beginner most needs to see, in
// short words, with the squares it is about marked. It never chooses a move for the child.
//
//   positionFacts(game, rules) → the facts the coach reads, each asked of the core (the rules API)
//   coachAdvice(facts)    → {key, params, squares} or null (nothing to say): pure, no rules
//
// What it says, first match wins:
//   'coachCheck_…'  the king is in check: the ways out that exist, named in the key (king: the king
//                   moves, capture: the checker is taken, block: the check is blocked, in that
//                   order, e.g. coachCheck_king_block), and the pieces that can get out of it marked
//   'coachMate'     a move mates: the pieces that can mate marked (not the square: the child finds it)
//   'coachFree'     a capture is free (the core's freeCaptures): the pieces that can be taken marked
//   'coachHanging'  a piece of the child's is attacked and nobody protects it: marked
//   'coachThreat_<piece>_<attacker>'  a protected piece of the child's is attacked by a cheaper
//                   piece (a bishop by a pawn: coachThreat_b_p): the piece and that attacker marked.
//                   Where a piece hangs too, the message is about the dearer of the two pieces.
//
// The core has no call that names the attackers of a square: they are the other side's legal
// captures there, as the core lists them after the child passes (an exercise game opened on the
// same position). The values are the course's (pawn 1, knight and bishop 3, rook 5, queen 9: chess.h's
// "Free captures"); the core keeps its own table inside exchange.c and does not hand it out.
import { boardMap } from '../step-game.mjs';
import { escapeWay } from './escape-check.mjs';

/** Pawns a piece is worth, as the course teaches them (chess.h's "Free captures"). */
export const PIECE_VALUES = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 0 };

/** The order the ways out of check are named in. */
const WAYS = ['king', 'capture', 'block'];

/**
 * The other side's legal captures of the child's pieces, if the child passed now: the core's
 * moves in an exercise game opened on `game`'s position, after its pass. [] in check (no pass).
 */
function capturesAfterPass(game, rules) {
  const opened = rules.game(game.fen(), { exercise: true });
  if (!opened.ok || !opened.value.pass().ok) return [];
  return opened.value.moves().filter((move) => move.captured);
}

/**
 * The facts the coach reads at `game`'s position (the child to move), each from the core
 * (`rules`, the rules API `game` came from, opens the game the threats are asked of):
 *   inCheck: the king is in check (game.inCheck())
 *   escapes: the legal moves, each {from, to, way} (way: escapeWay of the core's move record)
 *   mates: the legal moves that mate (each played on the game and taken back; the core says mate)
 *   free: the free captures (game.freeCaptures()) of a piece nobody of its side protects (the
 *         coach says 没有保护: a protected piece that an exchange still wins is not one a
 *         beginner can see is free), each {from, to, taken}
 *   hanging: the child's pieces (not the king) on squares the other side attacks and the child's
 *            side does not (game.attackedSquares), each {square, piece}
 *   threats: the child's pieces (not the king) that the child's side protects and the other side
 *            can take with a piece worth less (capturesAfterPass), each {square, piece, attackers:
 *            [{square, piece}]} (those cheaper attackers; pieces as FEN letters)
 */
export function positionFacts(game, rules) {
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
  const threats = [];
  const captures = game.inCheck() ? [] : capturesAfterPass(game, rules);
  for (const [square, piece] of Object.entries(boardMap(game.fen().split(' ')[0]))) {
    if (!mine.test(piece) || piece.toLowerCase() === 'k' || !guarded.has(square)) continue;
    const attackers = captures
      .filter((move) => move.to === square && PIECE_VALUES[move.piece] < PIECE_VALUES[piece.toLowerCase()])
      .map((move) => ({ square: move.from, piece: them === 'w' ? move.piece.toUpperCase() : move.piece }));
    if (attackers.length) threats.push({ square, piece, attackers });
  }
  return {
    inCheck: game.inCheck(),
    escapes: game.inCheck() ? moves.map((move) => ({ from: move.from, to: move.to, way: escapeWay(move) })) : [],
    mates,
    free: game.freeCaptures()
      .map((move) => ({ from: move.from, to: move.kind === 'en-passant' ? move.to[0] + move.from[1] : move.to, taken: move.captured }))
      .filter((capture) => !attacked.has(capture.to)),
    hanging,
    threats,
  };
}

const unique = (list) => [...new Set(list)];

const valueOf = (piece) => PIECE_VALUES[piece.toLowerCase()];

/** Of `list` (each with a `piece`, a FEN letter), the first of the highest value. */
const dearest = (list) => list.reduce((best, item) => (valueOf(item.piece) > valueOf(best.piece) ? item : best));

/** The threat to speak of: the dearest piece threatened, and of its attackers the cheapest. */
function threatAdvice(threats) {
  const threat = dearest(threats);
  const attacker = threat.attackers.reduce((best, item) => (valueOf(item.piece) < valueOf(best.piece) ? item : best));
  const name = (piece) => piece.toLowerCase();
  return { key: `coachThreat_${name(threat.piece)}_${name(attacker.piece)}`, params: {}, squares: [threat.square, attacker.square] };
}

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
  const { threats, hanging } = facts;
  if (threats.length && (!hanging.length || valueOf(dearest(threats).piece) > valueOf(dearest(hanging).piece))) return threatAdvice(threats);
  if (facts.hanging.length) return { key: 'coachHanging', params: {}, squares: unique(facts.hanging.map((piece) => piece.square)) };
  return null;
}
