// 200 random games played through the JS API and through chess.js, an independent implementation,
// compared position by position: the legal moves with their SAN, the piece each moves, what it
// takes and its kind (castling, en passant, promotion), the FEN, check and the checked king's
// square, the halfmove clock, checkmate and stalemate, and (every few plies) the attacked
// squares of both sides.
import { Chess } from 'chess.js';
import { loadRules, openGame, prng } from './rules-load.mjs';

// 200 games of up to 80 plies, and a few played to their end (mate, stalemate, dead position,
// repetition or 75 moves). chess.js is the slow side, and so is the core's dead-position check
// after every move in long endgames; the benchmark plays more (RULES_ORACLE_GAMES and
// RULES_ORACLE_FULL_GAMES raise the counts).
const GAMES = Number(process.env.RULES_ORACLE_GAMES ?? 200);
const OPENING_PLIES = 80;
const FULL_GAMES = Number(process.env.RULES_ORACLE_FULL_GAMES ?? 10);
const MAX_PLIES = 1000;
const SQUARES = [...'12345678'].flatMap((rank) => [...'abcdefgh'].map((file) => file + rank));

let rules;
beforeAll(async () => {
  rules = await loadRules();
});

/** chess.js's word for a move's kind, from its flags. */
function theirKind(move) {
  if (move.flags.includes('k')) return 'castle-kingside';
  if (move.flags.includes('q')) return 'castle-queenside';
  if (move.flags.includes('e')) return 'en-passant';
  if (move.flags.includes('p')) return 'promotion';
  return 'normal';
}

/** uci → "SAN piece captured kind", chess.js's view. */
function theirMoves(chess) {
  const map = new Map();
  for (const move of chess.moves({ verbose: true })) {
    map.set(move.from + move.to + (move.promotion ?? ''), `${move.san} ${move.piece} ${move.captured ?? '-'} ${theirKind(move)}`);
  }
  return map;
}

/** The square of the side to move's king in chess.js's board. */
function theirKingSquare(chess) {
  for (const row of chess.board()) {
    for (const cell of row) if (cell && cell.type === 'k' && cell.color === chess.turn()) return cell.square;
  }
  return null;
}

function compare(games, maxPlies, seed) {
  const random = prng(seed);
  const stats = { positions: 0, mates: 0, stalemates: 0, ourDeadOnly: [], endings: {}, claimableNotAutomatic: {} };
  for (let g = 0; g < games; g++) {
    const game = openGame(rules);
    const chess = new Chess();
    for (let ply = 0; ply < maxPlies; ply++) {
      stats.positions++;
      const where = `game ${g}, ply ${ply}, ${game.fen()}`;
      expect(`${where}: ${game.fen()}`).toBe(`${where}: ${chess.fen()}`);
      const theirCheck = chess.isCheck();
      expect(`${where}: check ${game.inCheck()}`).toBe(`${where}: check ${theirCheck}`);
      expect(`${where}: checked king ${game.checkSquare()}`).toBe(`${where}: checked king ${theirCheck ? theirKingSquare(chess) : null}`);
      expect(`${where}: halfmove clock ${game.halfmoveClock()}`).toBe(`${where}: halfmove clock ${chess.fen().split(' ')[4]}`);
      const ours = new Map(game.moves().map((move) => [move.uci, `${move.san} ${move.piece} ${move.captured ?? '-'} ${move.kind}`]));
      const theirs = theirMoves(chess);
      const outcome = game.outcome();
      if (outcome.result === '*') {
        expect([...ours.entries()].sort()).toEqual([...theirs.entries()].sort());
      } else {
        expect(ours.size).toBe(0);
      }
      if (ply % 7 === 0) {
        for (const color of ['w', 'b']) {
          const attacked = new Set(game.attackedSquares(color));
          const expected = SQUARES.filter((square) => chess.isAttacked(square, color));
          expect(`${where} ${color}: ${[...attacked].join(' ')}`).toBe(`${where} ${color}: ${expected.join(' ')}`);
        }
      }
      // No legal move: checkmate if in check, else stalemate (chess.js's isCheckmate/isStalemate
      // would generate the moves again).
      if (theirs.size === 0 && theirCheck) {
        stats.mates++;
        expect(outcome).toMatchObject({ reason: 'checkmate', result: chess.turn() === 'w' ? '0-1' : '1-0' });
      } else if (theirs.size === 0) {
        stats.stalemates++;
        expect(outcome.reason).toBe('stalemate');
      } else if (chess.isInsufficientMaterial()) {
        // chess.js knows only bare material; every such position is dead for us too (5.2(2)).
        expect(outcome.reason).toBe('dead-position');
      } else if (outcome.reason === 'dead-position') {
        stats.ourDeadOnly.push(game.fen());
      } else {
        expect(['ongoing', 'fivefold-repetition', 'seventy-five-moves']).toContain(outcome.reason);
      }
      // chess.js ends the game by itself at threefold repetition and at 50 moves. FIDE's Laws
      // (5.2(4), 5.2(5), 9.2, 9.3) make both a claim: our game goes on, and the player may claim.
      const theirClaimable = [
        [chess.isThreefoldRepetition(), 'threefold-repetition'],
        [chess.isDrawByFiftyMoves(), 'fifty-moves'],
      ];
      for (const [theirDraw, reason] of theirClaimable) {
        if (!theirDraw || outcome.result !== '*') continue;
        stats.claimableNotAutomatic[reason] = (stats.claimableNotAutomatic[reason] ?? 0) + 1;
        const claimable = game.claimable();
        expect(`${where}: ${claimable.ok && claimable.value.includes(reason)}`).toBe(`${where}: true`);
      }
      if (outcome.result !== '*') {
        stats.endings[outcome.reason] = (stats.endings[outcome.reason] ?? 0) + 1;
        break;
      }
      const list = [...ours.keys()];
      const uci = list[Math.floor(random() * list.length)];
      // Alternate the notations, so both parsers are exercised.
      const played = game.play(ply % 2 ? ours.get(uci).split(' ')[0] : uci);
      expect(played.ok).toBe(true);
      expect(played.value.uci).toBe(uci);
      const theirMove = chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
      expect(played.value.san).toBe(theirMove.san);
    }
  }
  console.log(`rules oracle: ${stats.positions} positions in ${games} games; endings ${JSON.stringify(stats.endings)}; ` +
    `${stats.ourDeadOnly.length} dead positions that chess.js does not see as insufficient material` +
    (stats.ourDeadOnly.length ? `, e.g. ${stats.ourDeadOnly.slice(0, 3).join(' | ')}` : '') +
    `; positions where chess.js declares a draw that FIDE only lets a player claim (our game goes on, ` +
    `claimable): ${JSON.stringify(stats.claimableNotAutomatic)}`);
  return stats;
}

test(`${GAMES} random games of up to ${OPENING_PLIES} plies agree with chess.js`, () => {
  const stats = compare(GAMES, OPENING_PLIES, 4);
  expect(stats.positions).toBeGreaterThan(GAMES * OPENING_PLIES * 0.9);
}, 900_000);

test(`${FULL_GAMES} random games played to the end agree with chess.js, endings included`, () => {
  const stats = compare(FULL_GAMES, MAX_PLIES, 2026);
  expect(Object.values(stats.endings).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(FULL_GAMES * 0.8);
}, 900_000);
