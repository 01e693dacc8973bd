// The sections of `npm run bench` that run the native programs beside chess-cli (and the oracle,
// through Jest): the oracle games against chess.js, can-mate over the unwinnability suite, and the
// practice partner. Each is a function of ({ log }) that returns { rows, failed } (scripts/bench.mjs).
//   BENCH_ORACLE_GAMES=N   games for the oracle section (default 200; npm test plays fewer)
//   BENCH_CANMATE_EVERY=N  can-mate on every Nth position of the unwinnability suite (default 3;
//                          1 for all 3,414, which takes ~10 minutes on a loaded 2-core machine)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHESS_CLI, millions } from './bench-perft.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const ORACLE_GAMES = Number(process.env.BENCH_ORACLE_GAMES || 200);
const CANMATE_EVERY = Math.max(1, Math.floor(Number(process.env.BENCH_CANMATE_EVERY || 3)));
const UNWINNABILITY = path.resolve(ROOT, '../shared/testdata/unwinnability/positions.txt');

/** Random games played against chess.js (tests/js/oracle.test.mjs, with more games). */
export async function oracleGames({ log }) {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      '--disable-warning=ExperimentalWarning',
      '--experimental-vm-modules',
      path.join(ROOT, 'node_modules/jest/bin/jest.js'),
      '--ci',
      'tests/js/oracle.test.mjs',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, ORACLE_GAMES: String(ORACLE_GAMES), ORACLE_PROGRESS: '1', CHESS_CLI },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => {
    output += chunk;
    for (const line of String(chunk).split('\n')) if (line.startsWith('oracle progress')) log(`  ${line}`);
  });
  const status = await new Promise((resolve) =>
    child.on('close', (code, signal) => resolve(code === null ? `killed by ${signal}` : code)),
  );
  const seconds = (Date.now() - started) / 1000;
  const summary = /oracle: ([^\n]*)/.exec(output);
  log(`  ${summary ? summary[1] : '(no oracle summary line)'}`);
  if (status !== 0) log(output.split('\n').slice(-60).join('\n'));
  const counts = summary && /(\d+) games, (\d+) plies in ([\d.]+) s; (\d+) mismatches/.exec(summary[1]);
  return {
    rows: [
      {
        item: `oracle vs chess.js, ${ORACLE_GAMES} games`,
        result: counts
          ? `${counts[1]} games, ${counts[2]} plies, ${counts[4]} mismatches, ${seconds.toFixed(0)} s`
          : `jest exited ${status}`,
        status: status === 0 ? 'ok' : 'FAIL',
      },
    ],
    failed: status !== 0,
  };
}

// Native bench programs (CMake targets beside chess-cli) print `key: value` lines.
function runKeyValueProgram(name, args = []) {
  const program = path.join(path.dirname(CHESS_CLI), name);
  if (!existsSync(program)) throw new Error(`${program} not found; build it with \`npm run bench\``);
  const result = spawnSync(program, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  const values = {};
  for (const line of result.stdout.split('\n')) {
    const match = /^([a-z0-9_]+): (.*)$/.exec(line);
    if (match) values[match[1]] = match[2];
  }
  return { status: result.status, values, output: result.stdout + result.stderr };
}

// can-mate over the unwinnability suite: soundness, agreement, and time per call.
export async function canMateBench({ log }) {
  // Every CANMATE_EVERY-th position of the suite (the full budget takes up to a second a call).
  let suite = UNWINNABILITY;
  const positions = readFileSync(UNWINNABILITY, 'utf8').split('\n').filter((line) => line.length >= 4 && !line.startsWith('#'));
  if (CANMATE_EVERY > 1) {
    suite = path.join(ROOT, 'build', 'bench', `unwinnability-every-${CANMATE_EVERY}.txt`);
    mkdirSync(path.dirname(suite), { recursive: true });
    writeFileSync(suite, positions.filter((_, n) => n % CANMATE_EVERY === 0).join('\n') + '\n');
  }
  log(`  ${CANMATE_EVERY > 1 ? `every ${CANMATE_EVERY}th of the` : 'all'} ${positions.length} positions of ${path.relative(ROOT, UNWINNABILITY)}, both colours (BENCH_CANMATE_EVERY)`);
  const { status, values, output } = runKeyValueProgram('bench_canmate', [suite]);
  if (!values.full_calls) log(output.split('\n').slice(-20).join('\n'));
  const row = (budget, what) => ({
    item: `can-mate, ${what} budget (${values[`${budget}_budget`]} moves), ${values[`${budget}_calls`]} answers`,
    result: `agree ${values[`${budget}_agree`]}, unknown ${values[`${budget}_unknown`]}, wrong ${values[`${budget}_wrong`]}; ` +
      `median ${values[`${budget}_median_us`]} us, p99 ${values[`${budget}_p99_us`]} us per call`,
    status: values[`${budget}_wrong`] === '0' ? (budget === 'quick' && Number(values.quick_p99_us) > 5000 ? 'p99 above 5 ms' : 'ok') : 'FAIL',
  });
  return { rows: [row('full', 'full'), row('quick', 'quick')], failed: status !== 0 };
}

// The practice partner natively: speed against perft in the same run, level 5 v 1, defence.
export async function searchBench({ log }) {
  const { status, values, output } = runKeyValueProgram('bench_search');
  if (!values.search_nodes_per_second) log(output.split('\n').slice(-20).join('\n'));
  const rows = [
    { item: 'search speed, native', result: `${millions(Number(values.search_nodes_per_second))} M nodes/s; ${values.search_to_perft_ratio} of perft's leaf rate in the same run`, status: 'measured' },
    { item: 'level-5 move, native', result: `${values.level5_move_ms_mean} ms mean, ${values.level5_move_ms_worst} ms worst (${values.level5_budget_nodes} nodes)`, status: 'measured' },
    { item: `level 5 v level 1, ${values.match_games} games`, result: `${values.match_level5_score_percent}% (W D L ${values.match_level5_wins_draws_losses})`, status: Number(values.match_level5_score_percent) >= 90 ? 'ok (target >= 90%)' : 'below 90%' },
  ];
  for (const name of ['kqk', 'krk']) {
    if (values[`defender_${name}_survival_percent_of_dtm`]) {
      rows.push({ item: `defender v a perfect ${name.toUpperCase()} mating line`, result: `survives ${values[`defender_${name}_survival_percent_of_dtm`]}% of distance to mate; ${values[`defender_${name}_perfect_defences`]} perfect`, status: 'measured' });
    }
  }
  return { rows, failed: status !== 0 };
}
