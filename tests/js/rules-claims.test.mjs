// The claims a player makes by writing down a move (9.2 "will appear", 9.3), three ways that must
// agree: `chess-cli status`'s "claimable after:" line, game.claimableAfter(), and game.claimable()
// asked for every legal move in turn (the reasons claimable(move) has and claimable() lacks).
// Over the oracle's random games (chess.js plays them, from the initial position and the perft
// positions) and over generated games that shuffle pieces back and forth, so that repetitions
// and the 50 moves come up.
import path from 'node:path';
import { INITIAL_FEN, mulberry32, randomGames, readEpdFens } from './helpers/random-games.mjs';
import { TESTDATA_DIR, requireChessCli, status } from './helpers/cli.mjs';
import { loadRules, openGame } from './rules-load.mjs';

const ORACLE_GAMES = Number(process.env.CLAIMS_ORACLE_GAMES ?? 24);
const SHUFFLE_GAMES = Number(process.env.CLAIMS_SHUFFLE_GAMES ?? 24);
const START_FENS = [...new Set([INITIAL_FEN, ...readEpdFens(path.join(TESTDATA_DIR, 'perft-cpw.epd'))])];

let rules;
let cli;
beforeAll(async () => {
  rules = await loadRules({ lang: 'en' });
  cli = requireChessCli();
});

/** [SAN, REASON] pairs from claimable(move) minus claimable(), for each legal move in order. */
function byClaimable(game) {
  const now = game.claimable();
  if (!now.ok) return { over: now.error.code };
  const pairs = [];
  for (const move of game.moves()) {
    const withMove = game.claimable(move.uci);
    expect(withMove.ok).toBe(true);
    for (const reason of withMove.value) if (!now.value.includes(reason)) pairs.push([move.san, reason]);
  }
  return { pairs };
}

/** Checks one position three ways; returns the [SAN, REASON] pairs found. */
function checkPosition(startFen, moves, game) {
  const where = `${startFen} ${moves.join(' ')}`;
  const fromCli = status(startFen, moves, cli);
  const expected = byClaimable(game);
  const after = game.claimableAfter();
  if (expected.over) {
    expect(`${where}: ${fromCli.claimableAfter.length} ${after.ok ? 'ok' : after.error.code}`).toBe(`${where}: 0 ${expected.over}`);
    return [];
  }
  expect(`${where}: ${JSON.stringify(fromCli.claimableAfter)}`).toBe(`${where}: ${JSON.stringify(expected.pairs)}`);
  const fromApi = after.value.flatMap(({ move, reasons }) => reasons.map((reason) => [move.san, reason]));
  expect(`${where}: ${JSON.stringify(fromApi)}`).toBe(`${where}: ${JSON.stringify(expected.pairs)}`);
  // The claimable: line is the claims of now, as the API says them.
  expect(`${where}: ${fromCli.claimable.join(' ')}`).toBe(`${where}: ${game.claimable().value.join(' ')}`);
  return expected.pairs;
}

test('the line the issue names: after 1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1, Black claims with Ng8', () => {
  const moves = ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1'];
  expect(status(INITIAL_FEN, moves, cli)).toEqual({ outcome: '* ongoing', claimable: [], claimableAfter: [['Ng8', 'threefold-repetition']] });
  const game = openGame(rules);
  for (const move of moves) game.play(move);
  expect(checkPosition(INITIAL_FEN, moves, game)).toEqual([['Ng8', 'threefold-repetition']]);
});

test(`${ORACLE_GAMES} of the oracle's random games: the three agree every few plies`, () => {
  let positions = 0;
  for (const played of randomGames({ baseSeed: 913, count: ORACLE_GAMES, startFens: START_FENS, maxPlies: 120 })) {
    const game = openGame(rules, played.startFen);
    for (let ply = 0; ply <= played.moves.length; ply++) {
      if (ply % 10 === 0 || ply === played.moves.length) {
        checkPosition(played.startFen, played.moves.slice(0, ply), game);
        positions++;
      }
      if (ply < played.moves.length) expect(game.play(played.moves[ply]).ok).toBe(true);
    }
  }
  expect(positions).toBeGreaterThan(ORACLE_GAMES * 3);
}, 300_000);

// Shuffles: mostly a move that takes back the own move before last (so positions repeat), else a
// random legal move; the last ones start near the 50 moves.
const SHUFFLE_STARTS = [
  INITIAL_FEN,
  'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3',
  '4k3/8/8/8/8/8/8/R3K2R w KQ - 90 60',
  '8/5k2/8/3q4/8/2N5/4K3/8 b - - 94 80',
];

test(`${SHUFFLE_GAMES} shuffling games with repetitions and the 50 moves: the three agree at every ply`, () => {
  const found = { 'threefold-repetition': 0, 'fifty-moves': 0 };
  for (let g = 0; g < SHUFFLE_GAMES; g++) {
    const random = mulberry32(4000 + g);
    const startFen = SHUFFLE_STARTS[g % SHUFFLE_STARTS.length];
    const game = openGame(rules, startFen);
    const moves = [];
    for (let ply = 0; ply < 24 && !game.isOver(); ply++) {
      for (const [, reason] of checkPosition(startFen, moves, game)) found[reason]++;
      const legal = game.moves();
      const back = moves.length >= 2 ? moves[moves.length - 2].slice(2, 4) + moves[moves.length - 2].slice(0, 2) : null;
      const quiet = legal.filter((move) => move.piece !== 'p' && !move.captured);
      const choice = (random() < 0.75 && legal.find((move) => move.uci === back)) ||
        (quiet.length ? quiet : legal)[Math.floor(random() * (quiet.length || legal.length))];
      expect(game.play(choice.uci).ok).toBe(true);
      moves.push(choice.uci);
    }
  }
  // The shuffles must have made both kinds of claim, or they prove little.
  expect(found['threefold-repetition']).toBeGreaterThan(5);
  expect(found['fifty-moves']).toBeGreaterThan(5);
}, 300_000);
