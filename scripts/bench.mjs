// `npm run bench`: the figures that tests must not time. Each section measures one thing and
// returns rows for the summary table; speed is always given as a ratio to a reference measured in
// the same run, because these machines are noisy.
//
//   node scripts/bench.mjs [SECTION ...]      run only the named sections (default: all)
//   node scripts/bench.mjs --only pages,child the same, as one list
//   --pages-runs=N         alternated runs of the pages section, medians kept (default 5, or
//                          BENCH_PAGES_RUNS)
//   --list                 print the sections and exit
//   BENCH_REPEAT=N         timing runs per measurement, best kept (default 3)
//   BENCH_DEEP_SECONDS=S   time budget for the deep perft checks (default 60)
//   BENCH_ORACLE_GAMES=N   games for the oracle section (default 200; npm test plays fewer)
//   BENCH_CANMATE_EVERY=N  can-mate on every Nth position of the unwinnability suite (default 3;
//                          1 for all 3,414, which takes ~10 minutes on a loaded 2-core machine)
//   BENCH_BOARD_RUNS=N     runs of the board section (default 2)
//   CHESS_CLI, STOCKFISH   the binaries (default build/native/chess-cli, /usr/games/stockfish)
// The defaults keep the whole of `npm run bench` near 15 minutes on a 2-core machine under load.
//
// To add a section, write an async function returning { rows, failed } and add it to SECTIONS
// (`native: true` when it needs build/native's programs). A row is { item, result, status }; a row
// may also carry `target` (text) and `met` (true, false, or null for a row without a target),
// which docs/benchmarks.md then shows as they are; otherwise the report reads the target and the
// verdict from the status ("ok (target >= X)", "below target X").
//
// Every run writes docs/benchmarks.md: one part per section that ran (its rows, its log, the date
// and the machine), keeping the parts of the sections that did not run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardBench } from './bench-board.mjs';
import { pagesBench } from './bench-pages.mjs';
import { childBench, playTrapsBench, PLAY_TRAP_RUNS } from './bench-lesson.mjs';
import { generateBench } from './bench-generate.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CHESS_CLI = process.env.CHESS_CLI || path.join(ROOT, 'build/native/chess-cli');
const STOCKFISH = process.env.STOCKFISH || findStockfish();
const PERFT_EPD = path.resolve(ROOT, '../shared/testdata/perft-cpw.epd');
const REPEAT = Math.max(1, Number(process.env.BENCH_REPEAT || 3));
const DEEP_SECONDS = Number(process.env.BENCH_DEEP_SECONDS || 60);
const ORACLE_GAMES = Number(process.env.BENCH_ORACLE_GAMES || 200);
const CANMATE_EVERY = Math.max(1, Math.floor(Number(process.env.BENCH_CANMATE_EVERY || 3)));
const UNWINNABILITY = path.resolve(ROOT, '../shared/testdata/unwinnability/positions.txt');
const SPEED_TARGET = 0.25; // our perft nodes/s as a fraction of Stockfish's (issue 2)
const TESTED_LEAVES = 1e7; // npm test checks every EPD depth up to this many leaves

const INITIAL_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE_FEN = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

function findStockfish() {
  for (const candidate of ['/usr/games/stockfish', '/usr/bin/stockfish']) {
    if (existsSync(candidate)) return candidate;
  }
  return 'stockfish';
}

// The lines logged while a section runs, for its part of docs/benchmarks.md.
let sectionLog = [];

function log(message) {
  process.stdout.write(message + '\n');
  sectionLog.push(...String(message).split('\n'));
}

const millions = (n) => (n / 1e6).toFixed(1);

// ---------------------------------------------------------------------------------------------
// Perft runners. Both return { nodes, seconds } for the search alone.

// Ours: wall time of `chess-cli perft` minus the wall time of a depth-1 run (process start-up).
function runOurPerftOnce(depth, fen) {
  const started = process.hrtime.bigint();
  const result = spawnSync(CHESS_CLI, ['perft', String(depth), fen], { encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    throw new Error(`chess-cli perft ${depth} "${fen}" exited ${result.status}: ${result.stderr.trim()}`);
  }
  const lines = result.stdout.trim().split('\n');
  return { nodes: Number(lines[lines.length - 1]), seconds };
}

let ourStartupSeconds = null;
function ourStartup() {
  if (ourStartupSeconds === null) {
    const times = [];
    for (let i = 0; i < 5; i += 1) times.push(runOurPerftOnce(1, INITIAL_FEN).seconds);
    ourStartupSeconds = Math.min(...times);
  }
  return ourStartupSeconds;
}

function ourPerft(depth, fen) {
  const run = runOurPerftOnce(depth, fen);
  return { nodes: run.nodes, seconds: Math.max(run.seconds - ourStartup(), 1e-6) };
}

// Stockfish: one UCI process; the clock runs from sending `go perft` to reading "Nodes searched",
// after a depth-1 perft has warmed the process up.
class StockfishProcess {
  constructor() {
    this.child = spawn(STOCKFISH, [], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.buffer = '';
    this.waiters = [];
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk) => {
      this.buffer += chunk;
      this.wake();
    });
    this.exited = new Promise((resolve) => this.child.on('close', resolve));
    this.child.on('error', (error) => {
      this.error = error;
      this.wake();
    });
  }

  wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  async readUntil(pattern) {
    for (;;) {
      if (this.error) throw new Error(`cannot run ${STOCKFISH}: ${this.error.message}`);
      const match = pattern.exec(this.buffer);
      if (match) {
        this.buffer = this.buffer.slice(match.index + match[0].length);
        return match;
      }
      if (this.child.exitCode !== null) throw new Error(`${STOCKFISH} exited unexpectedly`);
      await new Promise((resolve) => this.waiters.push(resolve));
    }
  }

  send(line) {
    this.child.stdin.write(line + '\n');
  }

  async start() {
    this.send('uci');
    this.name = (await this.readUntil(/id name ([^\n]*)\n/))[1].trim();
    await this.readUntil(/uciok/);
    return this;
  }

  async perft(depth, fen) {
    this.send(`position fen ${fen}`);
    this.send('isready');
    await this.readUntil(/readyok/);
    const started = process.hrtime.bigint();
    this.send(`go perft ${depth}`);
    const match = await this.readUntil(/Nodes searched: (\d+)/);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { nodes: Number(match[1]), seconds };
  }

  async quit() {
    this.send('quit');
    this.child.stdin.end();
    await this.exited;
  }
}

function best(runs) {
  return runs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
}

// ---------------------------------------------------------------------------------------------
// Sections

async function perftSpeed() {
  const rows = [];
  let failed = false;
  const stockfish = await new StockfishProcess().start();
  log(`  reference: ${stockfish.name} (${STOCKFISH}); our start-up ${(ourStartup() * 1000).toFixed(1)} ms subtracted`);
  const cases = [
    { name: 'initial position, depth 6', fen: INITIAL_FEN, depth: 6 },
    { name: 'Kiwipete, depth 5', fen: KIWIPETE_FEN, depth: 5 },
  ];
  const ratios = [];
  try {
    await stockfish.perft(1, INITIAL_FEN);
    for (const { name, fen, depth } of cases) {
      const ours = [];
      const theirs = [];
      // Alternate the two so a slow patch of the machine hits both alike.
      for (let i = 0; i < REPEAT; i += 1) {
        ours.push(ourPerft(depth, fen));
        theirs.push(await stockfish.perft(depth, fen));
      }
      const o = best(ours);
      const t = best(theirs);
      const ourRate = o.nodes / o.seconds;
      const theirRate = t.nodes / t.seconds;
      const ratio = ourRate / theirRate;
      ratios.push(ratio);
      const countsAgree = o.nodes === t.nodes;
      if (!countsAgree) failed = true;
      log(
        `  ${name}: ours ${o.nodes} nodes in ${o.seconds.toFixed(3)} s = ${millions(ourRate)} M nodes/s; ` +
          `Stockfish ${t.nodes} in ${t.seconds.toFixed(3)} s = ${millions(theirRate)} M nodes/s; ratio ${ratio.toFixed(2)}`,
      );
      rows.push({
        item: `perft ${name}`,
        result: `${millions(ourRate)} vs ${millions(theirRate)} M nodes/s = ${ratio.toFixed(2)} of Stockfish`,
        status: !countsAgree
          ? `FAIL: counts ${o.nodes} vs ${t.nodes}`
          : ratio >= SPEED_TARGET
            ? `ok (target >= ${SPEED_TARGET})`
            : `below target ${SPEED_TARGET}`,
      });
    }
  } finally {
    await stockfish.quit();
  }
  const geometricMean = Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length);
  rows.push({
    item: 'perft speed, geometric mean',
    result: `${geometricMean.toFixed(2)} of Stockfish`,
    status: geometricMean >= SPEED_TARGET ? `ok (target >= ${SPEED_TARGET})` : `below target ${SPEED_TARGET}`,
  });
  return { rows, failed };
}

function readPerftSuite() {
  return readFileSync(PERFT_EPD, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, index) => {
      const [fen, ...fields] = line.split(';').map((field) => field.trim());
      const depths = fields.map((field) => {
        const [, depth, count] = /^D(\d+)\s+(\d+)$/.exec(field);
        return { depth: Number(depth), leaves: Number(count) };
      });
      return { index: index + 1, fen, depths };
    });
}

// Every EPD depth beyond what `npm test` checks (> 10^7 leaves), smallest first, while the
// predicted time fits the budget.
async function deepPerft() {
  const candidates = [];
  for (const position of readPerftSuite()) {
    for (const { depth, leaves } of position.depths) {
      if (leaves > TESTED_LEAVES) candidates.push({ ...position, depth, leaves });
    }
  }
  candidates.sort((a, b) => a.leaves - b.leaves);
  // Predict each run's time from the speed measured so far (start with a short calibration).
  const calibration = ourPerft(5, INITIAL_FEN);
  let rate = calibration.nodes / calibration.seconds;
  let spent = 0;
  let failed = false;
  const rows = [];
  const skipped = [];
  for (const c of candidates) {
    const predicted = c.leaves / rate;
    if (spent + predicted > DEEP_SECONDS) {
      skipped.push(`#${c.index} D${c.depth} (${(c.leaves / 1e9).toFixed(1)} G leaves, ~${predicted.toFixed(0)} s)`);
      continue;
    }
    const run = ourPerft(c.depth, c.fen);
    spent += run.seconds;
    rate = run.nodes / run.seconds;
    const ok = run.nodes === c.leaves;
    if (!ok) failed = true;
    log(
      `  position ${c.index} depth ${c.depth}: ${run.nodes} (expected ${c.leaves}) in ${run.seconds.toFixed(2)} s ` +
        `${ok ? 'ok' : 'MISMATCH'}`,
    );
    rows.push({
      item: `deep perft #${c.index} D${c.depth}`,
      result: `${run.nodes} leaves, ${run.seconds.toFixed(2)} s`,
      status: ok ? 'ok' : `FAIL: expected ${c.leaves}`,
    });
  }
  if (skipped.length > 0) {
    log(`  skipped for the ${DEEP_SECONDS} s budget (BENCH_DEEP_SECONDS): ${skipped.join(', ')}`);
    rows.push({ item: 'deep perft skipped (time budget)', result: skipped.join('; '), status: 'skipped' });
  }
  return { rows, failed };
}

async function oracleGames() {
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

// can-mate over the unwinnability suite (issue 3): soundness, agreement, and time per call.
async function canMateBench() {
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

// The practice partner natively (issue 6): speed against perft in the same run, level 5 v 1, defence.
async function searchBench() {
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


// Perft through the wasm rules API in Node, against chess.js's own perft and our native build, in
// the same run (issue 4: wasm at least 10x chess.js and 0.5x native), and the size of the core.
async function wasmBench() {
  const { loadChessRules } = await import('../web/rules/index.mjs');
  const { Chess } = await import('chess.js');
  const { gzipSync } = await import('node:zlib');
  const dist = path.join(ROOT, 'dist');
  const wasmFile = path.join(dist, 'chess-rules.wasm');
  if (!existsSync(wasmFile)) throw new Error('dist/chess-rules.wasm is missing; run `npm run build` first');
  const rules = await loadChessRules({ wasm: readFileSync(wasmFile) });
  const best = (run) => {
    let fastest = Infinity;
    let nodes = 0;
    for (let i = 0; i < REPEAT; i++) {
      const started = process.hrtime.bigint();
      nodes = run();
      fastest = Math.min(fastest, Number(process.hrtime.bigint() - started) / 1e9);
    }
    return { nodes, seconds: fastest };
  };
  const rows = [];
  let failed = false;
  for (const [name, fen, depth] of [['initial position', INITIAL_FEN, 5], ['Kiwipete', KIWIPETE_FEN, 4]]) {
    const wasm = best(() => {
      const result = rules.perft(fen, depth);
      if (!result.ok) throw new Error(`rules.perft: ${result.error.code}`);
      return result.value;
    });
    const chessjs = best(() => new Chess(fen).perft(depth));
    // One ply deeper natively: its runs are so short that process start-up would swamp the rate.
    const native = best(() => runOurPerftOnce(depth + 1, fen).nodes);
    native.seconds = Math.max(1e-6, native.seconds - ourStartup());
    const rate = (r) => r.nodes / r.seconds;
    const same = wasm.nodes === chessjs.nodes;
    failed ||= !same;
    const toChessjs = rate(wasm) / rate(chessjs);
    const toNative = rate(wasm) / rate(native);
    log(`  ${name}, depth ${depth}: wasm ${millions(rate(wasm))} M/s, chess.js ${millions(rate(chessjs))} M/s; native (depth ${depth + 1}) ${millions(rate(native))} M/s`);
    rows.push({
      item: `perft ${name} depth ${depth}: wasm in Node`,
      result: `wasm ${millions(rate(wasm))} M nodes/s: ${toChessjs.toFixed(1)}x chess.js (${(rate(chessjs) / 1e6).toFixed(2)} M nodes/s), ` +
        `${toNative.toFixed(2)}x native (depth ${depth + 1}, ${millions(rate(native))} M nodes/s)` + (same ? '' : ' (COUNTS DIFFER)'),
      status: !same ? 'FAIL' : toChessjs >= 10 && toNative >= 0.5 ? 'ok (targets 10x, 0.5x)' : 'below target (10x chess.js, 0.5x native)',
    });
  }
  const gzip = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  // Each language's messages are a chunk chess-rules.mjs imports on use; a page fetches one, with
  // the wasm. Counted: the biggest of them.
  const chunks = [...readFileSync(path.join(dist, 'chess-rules.mjs'), 'utf8').matchAll(/import\("\.\/(chess-rules\.chunk-\w+\.mjs)"\)/g)].map((m) => m[1]);
  const messages = Math.max(0, ...chunks.filter((file) => readFileSync(path.join(dist, file), 'utf8').includes('INVALID_ARGUMENT')).map(gzip));
  const core = gzip('chess-rules.mjs') + messages + gzip('chess-rules.wasm');
  rows.push({
    item: 'size of the core: chess-rules.mjs + one language\'s messages + chess-rules.wasm, gzip',
    result: `${(core / 1024).toFixed(1)} KB (mjs ${(gzip('chess-rules.mjs') / 1024).toFixed(1)} KB, messages ${(messages / 1024).toFixed(1)} KB, wasm ${(gzip('chess-rules.wasm') / 1024).toFixed(1)} KB); chess.js alone: 12.5 KB`,
    status: core <= 16 * 1024 ? 'ok (target <= 16 KB)' : 'above target 16 KB',
  });
  return { rows, failed };
}

const SECTIONS = [
  { name: 'speed', native: true, title: 'Perft speed against Stockfish', run: perftSpeed },
  { name: 'deep-perft', native: true, title: 'Deep perft checks (../shared/testdata/perft-cpw.epd)', run: deepPerft },
  { name: 'oracle', native: true, title: `Oracle: ${ORACLE_GAMES} random games against chess.js`, run: oracleGames },
  { name: 'wasm', native: true, title: 'The rules core in wasm (Node): perft against chess.js and native, and size', run: wasmBench },
  { name: 'can-mate', native: true, title: 'can-mate on the unwinnability suite (natively)', run: canMateBench },
  { name: 'search', native: true, title: 'Practice partner (natively)', run: searchBench },
  { name: 'generate', title: 'Exercise generators in wasm (Node): time to make and prove one, distinct positions', run: () => generateBench({ log }) },
  { name: 'board', title: '<chess-board> in Chromium', run: () => boardBench({ log }) },
  { name: 'search-browser', title: 'Practice partner in Chromium (worker, 4x CPU throttling)', run: () => import('./bench-search.mjs').then((m) => m.run()) },
  { name: 'pages', title: 'Our pages against chessground + chess.js in Chromium (390×844, 4x CPU throttling, zh-Hans)', run: (options) => pagesBench({ log, runs: options.pagesRuns }) },
  { name: 'play-traps', title: `No traps on /play/: ${PLAY_TRAP_RUNS} random control sequences in Chromium`, run: () => playTrapsBench({ log }) },
  { name: 'child', title: 'What the course asks of a child: the main path and the arbiter track, characters read per step, taps to finish the first lesson and the rook lesson', run: () => childBench({ log }) },
];

// ---------------------------------------------------------------------------------------------

function printTable(rows) {
  const headers = ['section', 'measure', 'result', 'status'];
  const cells = rows.map((r) => [r.section, r.item, r.result, r.status]);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((row) => String(row[i]).length)));
  const line = (values) => values.map((v, i) => String(v).padEnd(widths[i])).join(' | ');
  log(line(headers));
  log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of cells) log(line(row));
}

// ---------------------------------------------------------------------------------------------
// docs/benchmarks.md

const REPORT = path.join(ROOT, 'docs', 'benchmarks.md');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const REPORT_HEAD = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.mjs), never by hand. Each section below is the last run
of that section: \`npm run bench -- SECTION ...\` rewrites only the sections it runs and keeps the
others, so each says when and on what machine it ran. Speed is a ratio against a reference measured
in the same run; the targets are reported, never asserted.
`;

/** The machine as the report names it. */
function machine() {
  const cpus = os.cpus();
  const chromium = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return {
    cpu: cpus[0] ? cpus[0].model.trim() : 'unknown CPU',
    cores: cpus.length,
    node: process.version,
    chromium: chromium.status === 0 ? chromium.stdout.trim().replace(/\s+built on.*$/, '') : 'Chromium not found',
  };
}

/** A row's target and verdict: its own `target` and `met`, or read from its status. */
function targetAndVerdict(row) {
  if ('target' in row) return { target: row.target, verdict: row.met == null ? 'measured' : row.met ? 'met' : 'not met' };
  const status = String(row.status);
  const symbols = (text) => text.replace(/>=/g, '≥').replace(/<=/g, '≤').trim();
  if (/^FAIL/.test(status)) return { target: '—', verdict: status };
  const met = /^ok \((?:targets?|aim) (.*)\)$/.exec(status);
  if (met) return { target: symbols(met[1].replace(/ met$/, '')), verdict: 'met' };
  const missed = /^(.*?)\b(below|above|over) (?:target )?\(?(.*?)\)?$/.exec(status);
  if (missed) return { target: symbols(`${missed[1]}${missed[2] === 'below' ? '≥' : '≤'} ${missed[3]}`), verdict: 'not met' };
  return { target: '—', verdict: status };
}

// Markdown text: a tag-like name (<chess-board>, lesson/<id>/) shows as written, a bar stays in its cell.
const markdown = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cell = (text) => markdown(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

function reportPart({ section, rows, lines, startedAt, load, seconds, host }) {
  const table = rows.map((row) => {
    const { target, verdict } = targetAndVerdict(row);
    return `| ${cell(row.item)} | ${cell(row.result)} | ${cell(target)} | ${cell(verdict)} |`;
  });
  const fence = '`'.repeat(3);
  return [
    `<!-- bench:${section.name} -->`,
    `## ${section.name}: ${markdown(section.title)}`,
    '',
    `Run ${startedAt.toISOString().replace(/\.\d+Z$/, 'Z')} for ${seconds.toFixed(0)} s on ${host.cpu}, ${host.cores} cores, ` +
      `load average ${load.map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min) at its start; Node ${host.node}, ${host.chromium}.`,
    '',
    '| measure | figure | target | verdict |',
    '|---|---|---|---|',
    ...table,
    '',
    '<details><summary>The section\'s log</summary>',
    '',
    `${fence}text`,
    ...lines.filter((line) => line.trim()).map((line) => line.replaceAll(fence, "'''")),
    fence,
    '',
    '</details>',
    `<!-- /bench:${section.name} -->`,
  ].join('\n');
}

/** Rewrites the parts of the sections that ran and keeps the others, in SECTIONS order. */
function writeReport(parts) {
  const kept = new Map();
  const old = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
  for (const match of old.matchAll(/<!-- bench:([\w-]+) -->[\s\S]*?<!-- \/bench:\1 -->/g)) kept.set(match[1], match[0]);
  for (const [name, text] of parts) kept.set(name, text);
  const known = SECTIONS.map((s) => s.name);
  const order = [...known.filter((name) => kept.has(name)), ...[...kept.keys()].filter((name) => !known.includes(name))];
  writeFileSync(REPORT, `${REPORT_HEAD}\n${order.map((name) => kept.get(name)).join('\n\n')}\n`);
}

/** The command line: { wanted: [section names], pagesRuns, list }. */
function parseArguments(args) {
  const wanted = [];
  let pagesRuns;
  let list = false;
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split(/=(.*)/s);
    const value = () => inline ?? args[++i];
    if (flag === '--only') wanted.push(...String(value() ?? '').split(',').filter(Boolean));
    else if (flag === '--pages-runs') {
      pagesRuns = Number(value());
      if (!Number.isInteger(pagesRuns) || pagesRuns < 1) {
        console.error('bench: --pages-runs needs a whole number of runs, 1 or more');
        process.exit(2);
      }
    } else if (flag === '--list') list = true;
    else if (flag.startsWith('--')) {
      console.error(`bench: unknown option ${flag}; options: --only SECTION[,SECTION], --pages-runs=N, --list`);
      process.exit(2);
    } else wanted.push(args[i]);
  }
  return { wanted, pagesRuns, list };
}

async function main() {
  const { wanted, pagesRuns, list } = parseArguments(process.argv.slice(2));
  if (list) {
    for (const section of SECTIONS) console.log(`${section.name.padEnd(16)} ${section.title}`);
    return;
  }
  const unknown = wanted.filter((name) => !SECTIONS.some((s) => s.name === name));
  if (unknown.length > 0) {
    console.error(`bench: unknown section(s) ${unknown.join(', ')}; known: ${SECTIONS.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const chosen = SECTIONS.filter((section) => wanted.length === 0 || wanted.includes(section.name));
  if (chosen.some((section) => section.native) && !existsSync(CHESS_CLI)) {
    console.error(`bench: ${CHESS_CLI} not found; build it with \`npm run bench\` (or cmake, Release, in build/native).`);
    process.exit(2);
  }
  const host = machine();
  log(`Benchmark on ${host.cpu}, ${host.cores} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ` +
    `Node ${host.node}, ${host.chromium}, best of ${REPEAT} runs`);
  const allRows = [];
  const parts = new Map();
  let failed = false;
  for (const section of chosen) {
    log(`\n== ${section.title}`);
    sectionLog = [];
    const startedAt = new Date();
    const load = os.loadavg();
    let rows;
    try {
      const result = await section.run({ pagesRuns });
      rows = result.rows;
      failed ||= result.failed;
    } catch (error) {
      failed = true;
      rows = [{ item: 'error', result: error.message, status: 'FAIL' }];
      log(`  error: ${error.message}`);
    }
    const seconds = (Date.now() - startedAt) / 1000;
    log(`  (${seconds.toFixed(0)} s)`);
    allRows.push(...rows.map((row) => ({ section: section.name, ...row })));
    parts.set(section.name, reportPart({ section, rows, lines: sectionLog, startedAt, load, seconds, host }));
  }
  writeReport(parts);
  log(`\nbench: wrote ${path.relative(ROOT, REPORT)} (${[...parts.keys()].join(', ')})`);
  log('\n== Summary');
  printTable(allRows);
  if (failed) {
    console.error('\nbench: a check FAILED (see the table above).');
    process.exit(1);
  }
}

await main();
