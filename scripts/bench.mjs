// `npm run bench`: the figures that tests must not time. Each section measures one thing and
// returns rows for the summary table; speed is always given as a ratio to a reference measured in
// the same run, because these machines are noisy.
//
//   node scripts/bench.mjs [SECTION ...]      run only the named sections (default: all)
//   node scripts/bench.mjs --only pages,child the same, as one list
//   --pages-runs=N         alternated runs of the pages section, medians kept (default 5, or
//                          BENCH_PAGES_RUNS)
//   --list                 print the sections and exit
//   node scripts/bench.mjs compare REV [--after=REV] [--sets=N] [--keep]
//                          an older tree against this one, alternately (bench-compare.mjs); not
//                          among the default sections
// The sections' own settings are at the top of their modules: bench-perft.mjs (BENCH_REPEAT,
// BENCH_DEEP_SECONDS, CHESS_CLI, STOCKFISH), bench-native.mjs (BENCH_ORACLE_GAMES,
// BENCH_CANMATE_EVERY), bench-board.mjs (BENCH_BOARD_RUNS), bench-pages.mjs (BENCH_PAGES_RUNS).
// The defaults keep the whole of `npm run bench` near 15 minutes on a 2-core machine under load.
//
// To add a section, write an async function of ({ log, pagesRuns }) returning { rows, failed } and
// add it to SECTIONS (`native: true` when it needs build/native's programs). A row is { item,
// result, status }; a row may also carry `target` (text) and `met` (true, false, or null for a row
// without a target), which docs/benchmarks.md then shows as they are; otherwise the report reads
// the target and the verdict from the status ("ok (target >= X)", "below target X").
//
// Every run writes docs/benchmarks.md (bench-report.mjs): one part per section that ran, keeping
// the parts of the sections that did not run.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardBench } from './bench-board.mjs';
import { pagesBench } from './bench-pages.mjs';
import { childBench, playTrapsBench, PLAY_TRAP_RUNS } from './bench-lesson.mjs';
import { generateBench } from './bench-generate.mjs';
import { CHESS_CLI, REPEAT, deepPerft, perftSpeed, wasmBench } from './bench-perft.mjs';
import { ORACLE_GAMES, canMateBench, oracleGames, searchBench } from './bench-native.mjs';
import { REPORT, machine, printTable, reportPart, writeReport } from './bench-report.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

// The lines logged while a section runs, for its part of docs/benchmarks.md.
let sectionLog = [];

function log(message) {
  process.stdout.write(message + '\n');
  sectionLog.push(...String(message).split('\n'));
}

const SECTIONS = [
  { name: 'speed', native: true, title: 'Perft speed against Stockfish', run: perftSpeed },
  { name: 'deep-perft', native: true, title: 'Deep perft checks (../shared/testdata/perft-cpw.epd)', run: deepPerft },
  { name: 'oracle', native: true, title: `Oracle: ${ORACLE_GAMES} random games against chess.js`, run: oracleGames },
  { name: 'wasm', native: true, title: 'The rules core in wasm (Node): perft against chess.js and native, and size', run: wasmBench },
  { name: 'can-mate', native: true, title: 'can-mate on the unwinnability suite (natively)', run: canMateBench },
  { name: 'search', native: true, title: 'Practice partner (natively)', run: searchBench },
  { name: 'generate', title: 'Exercise generators: 1,000 of each checked in Node (chess.js, patterns, lessons), timed in Chromium at 4x CPU throttling', run: generateBench },
  { name: 'board', title: '<chess-board> in Chromium', run: boardBench },
  { name: 'search-browser', title: 'Practice partner in Chromium (worker, 4x CPU throttling)', run: () => import('./bench-search.mjs').then((m) => m.run()) },
  { name: 'pages', title: 'Our pages against chessground + chess.js in Chromium (390×844, 4x CPU throttling, zh-Hans)', run: ({ pagesRuns }) => pagesBench({ log, runs: pagesRuns }) },
  { name: 'play-traps', title: `No traps on /play/: ${PLAY_TRAP_RUNS} random control sequences in Chromium`, run: playTrapsBench },
  { name: 'child', title: 'What the course asks of a child: the main path and the arbiter track, characters read per step, taps to finish the first lesson and the rook lesson', run: childBench },
];

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
  if (process.argv[2] === 'compare') {
    const { compareMain } = await import('./bench-compare.mjs');
    await compareMain(process.argv.slice(3));
    return;
  }
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
      const result = await section.run({ log, pagesRuns });
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
  writeReport(parts, SECTIONS.map((s) => s.name));
  log(`\nbench: wrote ${path.relative(ROOT, REPORT)} (${[...parts.keys()].join(', ')})`);
  log('\n== Summary');
  printTable(allRows, log);
  if (failed) {
    console.error('\nbench: a check FAILED (see the table above).');
    process.exit(1);
  }
}

await main();
