// The independent oracle (issue 2): seeded random games played by chess.js 1.4.0 are replayed
// through `chess-cli trace`, and every position must agree on the sorted legal UCI moves, the SAN
// of the move that led there and the FEN. Games start from the initial position and from each
// position of ../shared/testdata/perft-cpw.epd, so castling, en passant and promotion all occur.
//
// ORACLE_GAMES (default 300; the benchmark uses 2000), ORACLE_SEED and ORACLE_THREADS override;
// ORACLE_PROGRESS=1 prints progress to stderr.
import path from 'node:path';
import { INITIAL_FEN, playRandomGame, readEpdFens } from './helpers/random-games.mjs';
import { TESTDATA_DIR, parseTrace, requireChessCli } from './helpers/cli.mjs';
import { compareGameWithTrace, defaultThreadCount, formatMismatch, runOracle } from './helpers/oracle.mjs';

const GAMES = Number(process.env.ORACLE_GAMES || 300);
const BASE_SEED = Number(process.env.ORACLE_SEED || 20261130) >>> 0;
const MAX_PLIES = 200;
const SHOW_PROGRESS = process.env.ORACLE_PROGRESS === '1';
const START_FENS = [...new Set([INITIAL_FEN, ...readEpdFens(path.join(TESTDATA_DIR, 'perft-cpw.epd'))])];

function traceTextOf(game) {
  return game.positions.map((p) => `${p.san}\t${p.fen}\t${p.legal.join(' ')}`).join('\n') + '\n';
}

describe('the oracle comparison itself', () => {
  const game = playRandomGame({ startFen: START_FENS[1], seed: 7, maxPlies: 30 });

  test('accepts a trace identical to chess.js', () => {
    expect(game.moves.length).toBeGreaterThan(0);
    expect(compareGameWithTrace(game, parseTrace(traceTextOf(game)))).toEqual([]);
  });

  test('reports a wrong SAN, a wrong FEN, a missing legal move and a short trace', () => {
    const lines = parseTrace(traceTextOf(game));
    lines[1].san = lines[1].san + '+';
    lines[2].fen = lines[2].fen.replace(/ \d+$/, ' 99');
    lines[3].legal = lines[3].legal.split(' ').slice(1).join(' ');
    const fields = compareGameWithTrace(game, lines.slice(0, -1)).map((m) => `${m.field}@${m.ply}`);
    expect(fields).toEqual(['line count@' + (lines.length - 1), 'san@1', 'fen@2', 'legal moves@3']);
  });
});

describe('chess-cli agrees with chess.js 1.4.0', () => {
  test(
    `${GAMES} random games (seed ${BASE_SEED}, at most ${MAX_PLIES} plies, ${START_FENS.length} start positions)`,
    async () => {
      const cli = requireChessCli();
      const started = Date.now();
      const summary = await runOracle({
        count: GAMES,
        baseSeed: BASE_SEED,
        startFens: START_FENS,
        maxPlies: MAX_PLIES,
        cli,
        threads: defaultThreadCount(),
        onProgress: (done) => {
          if (SHOW_PROGRESS && (done % Math.max(1, Math.round(GAMES / 10)) === 0 || done === GAMES)) {
            process.stderr.write(`oracle progress: ${done}/${GAMES} games, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
          }
        },
      });
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `oracle: seed ${BASE_SEED}, ${summary.games} games, ${summary.plies} plies in ${seconds.toFixed(1)} s; ` +
          `${summary.mismatchCount} mismatches; special moves ${JSON.stringify(summary.specials)}; ` +
          `game ends ${JSON.stringify(summary.ends)}`,
      );
      expect(summary.games).toBe(GAMES);
      expect(summary.plies).toBeGreaterThan(GAMES * 10);
      if (GAMES >= 100) {
        // Enough games must exercise every special move, or the oracle proves little about them.
        expect(summary.specials.castles).toBeGreaterThan(0);
        expect(summary.specials.enPassants).toBeGreaterThan(0);
        expect(summary.specials.promotions).toBeGreaterThan(0);
      }
      const report = summary.mismatches.map(formatMismatch);
      if (summary.mismatchCount > 0) {
        report.unshift(
          `${summary.mismatchCount} mismatches in ${summary.gamesWithMismatches} games; ` +
            `the first ${summary.mismatches.length}:`,
        );
      }
      expect(report.join('\n\n')).toBe('');
    },
    // Only a guard against a hang: chess.js alone needs about 0.5 s per game on an idle core.
    300000 + GAMES * 5000,
  );
});
