// PGN against chess.js 1.4.0, an independent implementation, both ways, over seeded random games
// that castle, take en passant and promote: our game.pgn() read by chess.js's loadPgn, and
// chess.js's pgn() (with comments) read by rules.gameFromPgn. Compared: the SAN move list, the
// result and the final FEN, not the text's layout.
import { Chess } from 'chess.js';
import { loadRules, openGame, prng } from './rules-load.mjs';

const GAMES = 300;
const MAX_PLIES = 120;
const SEED = 0x5eed9;
// Starts other than the initial position: written with [SetUp "1"] and [FEN].
const STARTS = [
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
  'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2',
];

let rules;
beforeAll(async () => {
  rules = await loadRules({ lang: 'en' });
});

/** chess.js's result for its final position: a mate's winner, a draw it sees, else `other`. */
function chessResult(chess, other) {
  if (chess.isCheckmate()) return chess.turn() === 'w' ? '0-1' : '1-0';
  if (chess.isStalemate() || chess.isInsufficientMaterial()) return '1/2-1/2';
  return other;
}

/** A random game, played by our rules (chess.js, the slow side, only replays it): castling, en
 *  passant and promotions are chosen whenever they are there, and pawn moves often, so that every
 *  game has its chances at them. Until the game ends or MAX_PLIES. */
function randomGame(index) {
  const random = prng((SEED + Math.imul(index + 1, 0x9e3779b9)) >>> 0);
  const start = index % 3 === 2 ? STARTS[(index / 3 | 0) % STARTS.length] : undefined;
  const game = openGame(rules, start);
  const moves = [];
  while (moves.length < MAX_PLIES && !game.isOver()) {
    const legal = game.moves();
    const special = legal.filter((move) => move.kind !== 'normal');
    const pawns = legal.filter((move) => move.piece === 'p');
    const pool = special.length && random() < 0.8 ? special : pawns.length && random() < 0.35 ? pawns : legal;
    const move = pool[Math.floor(random() * pool.length)];
    game.play(move.uci);
    moves.push(move.uci);
  }
  const chess = new Chess(start);
  for (const uci of moves) chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  return { start, moves, chess };
}

let games;
beforeAll(() => {
  games = Array.from({ length: GAMES }, (_, index) => randomGame(index));
}, 600_000); // chess.js replays 300 games: minutes on a loaded machine

test('the random games castle, take en passant and promote', () => {
  const count = (flag) => games.filter(({ chess }) => chess.history({ verbose: true }).some((move) => move.flags.includes(flag))).length;
  const stats = { castles: count('k') + count('q'), enPassant: count('e'), promotions: count('p'), fromFen: games.filter((g) => g.start).length };
  expect(stats.castles).toBeGreaterThanOrEqual(100);
  expect(stats.enPassant).toBeGreaterThanOrEqual(50);
  expect(stats.promotions).toBeGreaterThanOrEqual(50);
  expect(stats.fromFen).toBe(GAMES / 3);
});

test('our PGN, read by chess.js: the same moves, result and final position', async () => {
  const mismatches = [];
  for (const [index, { start, moves, chess }] of games.entries()) {
    const game = openGame(rules, start);
    for (const uci of moves) expect(game.play(uci).ok).toBe(true);
    const written = await game.pgn({ headers: { Event: `Game ${index}`, White: 'Li Hua', Black: '王小明' } });
    expect(written.ok).toBe(true);
    const reader = new Chess();
    reader.loadPgn(written.value);
    const ourResult = game.outcome().result;
    const got = { san: reader.history().join(' '), fen: reader.fen(), result: reader.getHeaders().Result, black: reader.getHeaders().Black };
    const want = { san: chess.history().join(' '), fen: chess.fen(), result: chessResult(chess, ourResult), black: '王小明' };
    if (JSON.stringify(got) !== JSON.stringify(want)) mismatches.push({ index, got, want, pgn: written.value });
  }
  expect(mismatches.slice(0, 3)).toEqual([]);
}, 600_000);

test("chess.js's PGN, with comments and any result token, read by us: the same moves, result and final position", async () => {
  const mismatches = [];
  const TOKENS = ['*', '1-0', '0-1', '1/2-1/2'];
  for (const [index, { start, moves }] of games.entries()) {
    const random = prng(index + 1);
    const chess = new Chess(start);
    chess.setHeader('Event', `Game ${index}`);
    for (const uci of moves) {
      chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
      if (random() < 0.05) chess.setComment(`note ${index} (not a variation) [not a tag]`);
    }
    const token = chessResult(chess, TOKENS[Math.floor(random() * TOKENS.length)]);
    chess.setHeader('Result', token);
    const pgn = chess.pgn();
    const read = await rules.gameFromPgn(pgn);
    if (!read.ok) {
      mismatches.push({ index, error: read.error, pgn });
      continue;
    }
    const game = read.value;
    // The result read: the game's own once it has ended, else the token, which game.pgn() keeps.
    const rewritten = await game.pgn();
    const result = /\[Result "([^"]*)"\]/.exec(rewritten.value)[1];
    const got = { san: game.history().join(' '), fen: game.fen(), result, event: /\[Event "([^"]*)"\]/.exec(rewritten.value)[1] };
    // A game our rules ended (a dead position chess.js does not see, or a fivefold repetition)
    // keeps its own result.
    const ours = game.outcome();
    const want = { san: chess.history().join(' '), fen: chess.fen(), result: ours.result !== '*' ? ours.result : token, event: `Game ${index}` };
    if (JSON.stringify(got) !== JSON.stringify(want)) mismatches.push({ index, got, want, pgn });
  }
  expect(mismatches.slice(0, 3)).toEqual([]);
}, 600_000);
