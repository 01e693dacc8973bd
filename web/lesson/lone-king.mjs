// Distance to mate for king and queen, or king and rook, against a lone king: a small retrograde
// table over every placement of the three pieces, built on demand and kept. The lesson validator
// uses it to prove that a "mate from the start" step can be won within its moves against every
// defence, a depth (10 and 16 moves at most) that no forward search could cover.
//
// It has its own move rules for these three pieces only, written apart from the C core, so that the
// core's mate solver and this table check each other (tests/js/lesson-lone-king.test.mjs).
//
//   loneKingMate(fen) → null (other material, castling rights, or no lone king)
//                     | {attacker: 'w' | 'b', piece: 'Q' | 'R', dtm}   dtm: the attacker's moves to
//                       mate against the best defence, counted from its next move; 0 when the
//                       defender is mated already; null when it cannot be forced (a draw).
import { parsePlacement } from '../board/api.mjs';

const DRAW = 255; // also "not yet known" while the table is being built

const file = (sq) => sq & 7;
const rank = (sq) => sq >> 3;
const near = (a, b) => Math.abs(file(a) - file(b)) <= 1 && Math.abs(rank(a) - rank(b)) <= 1;

const KING_STEPS = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];
const ROOK_LINES = KING_STEPS.slice(0, 4);
const LINES = { Q: KING_STEPS, R: ROOK_LINES };

const kingTargets = Array.from({ length: 64 }, (_, sq) => KING_STEPS
  .map(([df, dr]) => [file(sq) + df, rank(sq) + dr])
  .filter(([f, r]) => f >= 0 && f < 8 && r >= 0 && r < 8)
  .map(([f, r]) => r * 8 + f));

// rays[piece][square]: for each of the piece's directions, the squares along it, nearest first
const rays = Object.fromEntries(Object.entries(LINES).map(([piece, lines]) => [piece,
  Array.from({ length: 64 }, (_, from) => lines.map(([df, dr]) => {
    const squares = [];
    for (let f = file(from) + df, r = rank(from) + dr; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr) squares.push(r * 8 + f);
    return squares;
  }))]));

/** Whether the piece on `from` attacks `target`, the only other piece on its lines being `blocker`. */
function attacks(piece, from, target, blocker) {
  for (const ray of rays[piece][from]) {
    for (const sq of ray) {
      if (sq === blocker) break;
      if (sq === target) return true;
    }
  }
  return false;
}

const index = (attackerKing, defenderKing, piece) => (attackerKing << 12) | (defenderKing << 6) | piece;

/**
 * Builds the two tables for one piece: attackerToMove[i] and defenderToMove[i], the attacker's moves
 * to mate (DRAW when it cannot be forced or the placement is impossible).
 */
function build(piece) {
  const size = 64 * 64 * 64;
  const attackerToMove = new Uint8Array(size).fill(DRAW);
  const defenderToMove = new Uint8Array(size).fill(DRAW);
  // Each placement's defender replies, listed once (at most eight, from i * 8): the attacker
  // placements they lead to, or -1 for a reply that takes the piece (a draw).
  const replies = new Int32Array(size * 8);
  const replyCount = new Uint8Array(size);
  const legalFor = new Uint8Array(size); // bit 1: legal with the attacker to move, bit 2: the defender
  for (let ak = 0; ak < 64; ak++) {
    for (let dk = 0; dk < 64; dk++) {
      if (dk === ak || near(ak, dk)) continue;
      for (let x = 0; x < 64; x++) {
        if (x === ak || x === dk) continue;
        const i = index(ak, dk, x);
        const check = attacks(piece, x, dk, ak);
        if (!check) legalFor[i] |= 1; // the defender may not stand in check with the attacker to move
        legalFor[i] |= 2;
        let count = 0;
        for (const to of kingTargets[dk]) {
          if (near(to, ak)) continue;
          if (to === x) replies[i * 8 + count++] = -1; // the piece is unprotected: it falls
          else if (!attacks(piece, x, to, ak)) replies[i * 8 + count++] = index(ak, to, x); // the king's own square no longer blocks
        }
        replyCount[i] = count;
        if (count === 0 && check) defenderToMove[i] = 0; // mated
      }
    }
  }
  for (let n = 1; ; n++) {
    let found = false;
    for (let i = 0; i < size; i++) {
      if (!(legalFor[i] & 1) || attackerToMove[i] !== DRAW) continue;
      if (attackerReaches(piece, i, defenderToMove, n - 1)) {
        attackerToMove[i] = n;
        found = true;
      }
    }
    if (!found) break;
    for (let i = 0; i < size; i++) {
      if (!(legalFor[i] & 2) || defenderToMove[i] !== DRAW) continue;
      const count = replyCount[i];
      let lost = count > 0; // no reply at all and no check is stalemate, a draw
      for (let k = 0; lost && k < count; k++) {
        const next = replies[i * 8 + k];
        lost = next >= 0 && attackerToMove[next] <= n;
      }
      if (lost) defenderToMove[i] = n;
    }
  }
  return { attackerToMove, defenderToMove };
}

/** Whether some attacker move from placement i leads to a placement (the defender to move) whose
 *  entry in `defenderToMove` is `want`. */
function attackerReaches(piece, i, defenderToMove, want) {
  const ak = i >> 12;
  const dk = (i >> 6) & 63;
  const x = i & 63;
  for (const to of kingTargets[ak]) if (to !== x && !near(to, dk) && defenderToMove[index(to, dk, x)] === want) return true;
  for (const ray of rays[piece][x]) {
    for (const sq of ray) {
      if (sq === ak || sq === dk) break;
      if (defenderToMove[index(ak, dk, sq)] === want) return true;
    }
  }
  return false;
}

const tables = {};
/** The table for 'Q' or 'R', built on first use (about a second) and kept. */
export function loneKingTable(piece) {
  if (!LINES[piece]) throw new TypeError(`loneKingTable: piece must be 'Q' or 'R', got ${piece}`);
  tables[piece] ??= build(piece);
  return tables[piece];
}

const squareIndex = (name) => (Number(name[1]) - 1) * 8 + (name.charCodeAt(0) - 97);

/** See the head of the file. */
export function loneKingMate(fen) {
  const [board, turn, castling = '-'] = String(fen).trim().split(/\s+/);
  if (castling !== '-' || !['w', 'b'].includes(turn)) return null;
  let pieces;
  try {
    pieces = parsePlacement(board);
  } catch {
    return null;
  }
  const found = [...pieces].map(([name, char]) => ({ char, square: squareIndex(name) }));
  if (found.length !== 3) return null;
  const extra = found.find(({ char }) => 'QRqr'.includes(char));
  if (!extra) return null;
  const attacker = extra.char === extra.char.toUpperCase() ? 'w' : 'b';
  const own = (char) => (attacker === 'w' ? char : char.toLowerCase());
  const other = (char) => (attacker === 'w' ? char.toLowerCase() : char);
  const attackerKing = found.find(({ char }) => char === own('K'));
  const defenderKing = found.find(({ char }) => char === other('K'));
  if (!attackerKing || !defenderKing) return null;
  const piece = extra.char.toUpperCase();
  const table = loneKingTable(piece);
  const i = index(attackerKing.square, defenderKing.square, extra.square);
  const dtm = (turn === attacker ? table.attackerToMove : table.defenderToMove)[i];
  return { attacker, piece, dtm: dtm === DRAW ? null : dtm };
}

/** The longest forced mate in the table (the attacker to move), for the tests' published bound. */
export function longestMate(piece) {
  const { attackerToMove } = loneKingTable(piece);
  let longest = 0;
  for (const dtm of attackerToMove) if (dtm !== DRAW && dtm > longest) longest = dtm;
  return longest;
}

export { squareIndex };
