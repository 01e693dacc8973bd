// The distance-to-mate table behind the validator's proof of the long K+Q and K+R mates
// (web/lesson/lone-king.mjs). It has its own move rules, so it is checked against the rules core's
// legal moves and outcomes, against the core's exhaustive mate solver (dist/chess-search.wasm), and
// against the published longest mates: 10 moves for K+Q v K, 16 for K+R v K.
import { jest } from '@jest/globals';
import { existsSync } from 'node:fs';
import { loneKingMate, longestMate } from '../../web/lesson/lone-king.mjs';
import { loadChessSearch } from '../../web/rules/search-engine.mjs';
import { loadRules, prng } from './rules-load.mjs';

jest.setTimeout(120000);

const SEARCH_WASM = new URL('../../dist/chess-search.wasm', import.meta.url);

let rules;
let search;
beforeAll(async () => {
  if (!existsSync(SEARCH_WASM)) throw new Error('dist/chess-search.wasm is missing: run `npm run build` first');
  rules = await loadRules({ lang: 'en' });
  search = await loadChessSearch({ wasm: SEARCH_WASM, lang: 'en' });
});

const squareName = (sq) => String.fromCharCode(97 + (sq & 7)) + ((sq >> 3) + 1);

function fenOf(pieces, turn) {
  const rows = [];
  for (let r = 7; r >= 0; r--) {
    let row = '';
    let empty = 0;
    for (let f = 0; f < 8; f++) {
      const piece = pieces[squareName(r * 8 + f)];
      if (!piece) { empty += 1; continue; }
      if (empty) row += empty;
      row += piece;
      empty = 0;
    }
    rows.push(row + (empty || ''));
  }
  return `${rows.join('/')} ${turn} - - 0 1`;
}

/** Random K+X v K positions the core accepts, either colour attacking, either side to move. */
function randomPositions(count, seed) {
  const random = prng(seed);
  const out = [];
  while (out.length < count) {
    const squares = new Set();
    while (squares.size < 3) squares.add(Math.floor(random() * 64));
    const [attackerKing, defenderKing, extra] = [...squares].map(squareName);
    const white = random() < 0.5;
    const piece = random() < 0.5 ? 'Q' : 'R';
    const pieces = white
      ? { [attackerKing]: 'K', [defenderKing]: 'k', [extra]: piece }
      : { [attackerKing]: 'k', [defenderKing]: 'K', [extra]: piece.toLowerCase() };
    const fen = fenOf(pieces, random() < 0.5 ? 'w' : 'b');
    if (rules.validateFen(fen).ok) out.push(fen);
  }
  return out;
}

/** The table's answer for a position, or null when the material is gone (the piece was taken). */
const dtmOf = (fen) => loneKingMate(fen)?.dtm ?? null;

test('the longest mates are the published ones: 10 moves with a queen, 16 with a rook', () => {
  expect(longestMate('Q')).toBe(10);
  expect(longestMate('R')).toBe(16);
});

test('each entry follows from the core\'s legal moves and outcomes (one step of the recursion)', () => {
  let decided = 0;
  for (const fen of randomPositions(1500, 7)) {
    const game = rules.game(fen).value;
    const attackerToMove = loneKingMate(fen).attacker === game.turn();
    const children = game.moves().map((move) => {
      game.play(move.uci);
      const dtm = dtmOf(game.fen());
      game.undo();
      return dtm;
    });
    let expected;
    if (attackerToMove) {
      const wins = children.filter((dtm) => dtm !== null);
      expected = wins.length ? 1 + Math.min(...wins) : null;
    } else if (children.length === 0) {
      expected = game.outcome().reason === 'checkmate' ? 0 : null; // mate, or stalemate
    } else {
      expected = children.includes(null) ? null : Math.max(...children);
    }
    expect({ fen, dtm: dtmOf(fen) }).toEqual({ fen, dtm: expected });
    if (expected !== null) decided += 1;
  }
  expect(decided).toBeGreaterThan(1000); // nearly every such position is a win
});

test('the core\'s mate solver agrees up to its depth of 4 moves', () => {
  const attackerToMove = randomPositions(600, 11).filter((fen) => loneKingMate(fen).attacker === fen.split(' ')[1]);
  // every short mate the sample has, and as many longer ones, which the solver must find no mate in
  const short = attackerToMove.filter((fen) => dtmOf(fen) <= 4);
  const long = attackerToMove.filter((fen) => dtmOf(fen) > 4).slice(0, short.length);
  expect(short.length).toBeGreaterThan(10);
  for (const fen of [...short, ...long]) {
    const solved = search.mateIn(fen, 4);
    expect(solved.ok).toBe(true);
    expect({ fen, moves: solved.value ? solved.value.moves : null }).toEqual({ fen, moves: dtmOf(fen) <= 4 ? dtmOf(fen) : null });
  }
});

test('positions it does not cover, and the simple cases', () => {
  expect(loneKingMate('4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1')).toBeNull(); // two bishops
  expect(loneKingMate('4k3/8/8/8/8/8/8/R3K3 w Q - 0 1')).toBeNull(); // castling could matter
  expect(loneKingMate('4k3/8/8/8/8/8/8/4K3 w - - 0 1')).toBeNull();
  expect(loneKingMate('k7/1Q6/1K6/8/8/8/8/8 b - - 0 1')).toEqual({ attacker: 'w', piece: 'Q', dtm: 0 }); // mated
  expect(loneKingMate('k7/2Q5/1K6/8/8/8/8/8 b - - 0 1').dtm).toBeNull(); // stalemate
  expect(loneKingMate('8/8/8/3Qk3/8/8/8/4K3 b - - 0 1').dtm).toBeNull(); // the king takes the queen
  expect(loneKingMate('7r/8/8/8/8/2k5/8/K7 b - - 0 1')).toEqual({ attacker: 'b', piece: 'R', dtm: 2 });
});
