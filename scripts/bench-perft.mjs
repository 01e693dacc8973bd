// The perft sections of `npm run bench`: our perft against Stockfish's (speed), the deep perft
// checks of the EPD suite beyond what `npm test` checks, and perft through the wasm rules API in
// Node against chess.js and our native build. Each section is a function of ({ log }) that
// returns { rows, failed } (scripts/bench.mjs).
//   BENCH_REPEAT=N         timing runs per measurement, best kept (default 3)
//   BENCH_DEEP_SECONDS=S   time budget for the deep perft checks (default 60)
//   CHESS_CLI, STOCKFISH   the binaries (default build/native/chess-cli, /usr/games/stockfish)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const CHESS_CLI = process.env.CHESS_CLI || path.join(ROOT, 'build/native/chess-cli');
const STOCKFISH = process.env.STOCKFISH || findStockfish();
const PERFT_EPD = path.resolve(ROOT, '../shared/testdata/perft-cpw.epd');
export const REPEAT = Math.max(1, Number(process.env.BENCH_REPEAT || 3));
const DEEP_SECONDS = Number(process.env.BENCH_DEEP_SECONDS || 60);
const SPEED_TARGET = 0.25; // our perft nodes/s as a fraction of Stockfish's
const TESTED_LEAVES = 1e7; // npm test checks every EPD depth up to this many leaves

const INITIAL_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE_FEN = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

function findStockfish() {
  for (const candidate of ['/usr/games/stockfish', '/usr/bin/stockfish']) {
    if (existsSync(candidate)) return candidate;
  }
  return 'stockfish';
}


export const millions = (n) => (n / 1e6).toFixed(1);

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

/** Perft speed against Stockfish, alternated runs, best kept. */
export async function perftSpeed({ log }) {
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
export async function deepPerft({ log }) {
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

// Perft through the wasm rules API in Node, against chess.js's own perft and our native build, in
// the same run (targets: wasm at least 10x chess.js and 0.5x native), and the size of the core.
export async function wasmBench({ log }) {
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
