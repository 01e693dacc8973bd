// `node scripts/bench.mjs compare REV` (or `node scripts/bench-compare.mjs REV`): the figures of an
// older tree and of this one, measured in one run, alternately, so that a refactoring can show it
// costs nothing beyond noise. Not part of a plain `npm run bench` (it builds two trees: 20 to 40
// minutes on a 2-core machine under load).
//   1. REV and the tree after (--after=REV2, default HEAD) are checked out into temporary git
//      worktrees under build/compare/ (node_modules linked to this checkout's), each built with its
//      own `node scripts/build.mjs`, wasm included, from nothing: the full build's time, one each.
//   2. Bytes (once per tree, they do not vary): every response of /demo/minimal.html by network
//      idle and a quiet 1.5 s, then after a tap-tap move (code fetched on the first touch counts),
//      and of /lesson/rook/, gzip -9 each, in Chromium at 390×844, zh-Hans, as bench-pages.mjs counts.
//   3. Sets (--sets=N, default 5), each measuring both trees, the order swapped every set:
//      - the core through the tree's own dist/chess-rules.node.mjs, a Node process each: perft
//        (initial position depth 6, Kiwipete depth 5) and 150 games through the Game API, by CPU time;
//      - /lesson/rook/ and /play/ in Chromium (390×844, 4× CPU throttling, service workers blocked,
//        zh-Hans): navigation → the board's `ready` and a frame drawn, and the main thread's CPU
//        time (the trace's thread duration of its tasks) up to then;
//      - `node scripts/build.mjs --js-only` (everything but the CMake build), wall and CPU time.
//   Each figure is reported as after and before (medians of the sets) and the median of the per-set
//   ratios after / before. The noise is the spread of the before tree's own sets: the ratios of its
//   sets to each other (before_i / before_j). A median ratio inside that spread is "within noise".
//   --keep leaves the worktrees; a later run reuses trees that are there (their full builds are then
//   not timed). The section is written into docs/benchmarks.md as `compare`, the others kept.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, realpathSync, symlinkSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './lib/chromium.mjs';
import { startServer } from './serve.mjs';
import { machine, printTable, reportPart, writeReport } from './bench-report.mjs';
import { GAMES, PERFT_CASES, coreSpeed, pageBytes, pageLoad, timedBuild } from './bench-compare-probes.mjs';
import { compareRow } from './bench-compare-verdict.mjs';

/** A tree's short commit, and the name it was asked by where that is not the commit itself. */
const named = (tree) => (tree.sha.startsWith(tree.rev) ? tree.sha.slice(0, 7) : `${tree.sha.slice(0, 7)}, ${tree.rev}`);

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const WORK = path.join(ROOT, 'build', 'compare');
const PAGES = ['/lesson/rook/', '/play/'];
const BYTE_PAGES = [['the one-board page, after a tap-tap move', '/demo/minimal.html', true], ['a lesson page', '/lesson/rook/', false]];

const git = (args, cwd = ROOT) => {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
};

function parseArguments(args) {
  const options = { sets: 5, keep: false, after: 'HEAD', before: null };
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split(/=(.*)/s);
    const value = () => inline ?? args[++i];
    if (flag === '--sets') options.sets = Number(value());
    else if (flag === '--after') options.after = value();
    else if (flag === '--keep') options.keep = true;
    else if (flag.startsWith('--')) throw new Error(`unknown option ${flag}; options: --sets=N, --after=REV, --keep`);
    else if (options.before === null) options.before = args[i];
    else throw new Error(`one revision to compare with, not ${args[i]} too`);
  }
  if (!options.before) throw new Error('name the revision before: node scripts/bench.mjs compare REV [--after=REV] [--sets=N] [--keep]');
  if (!Number.isInteger(options.sets) || options.sets < 2) throw new Error('--sets needs a whole number, 2 or more');
  return options;
}

/** The tree of `rev` in build/compare/<name>, checked out (or reused) and built. */
function prepareTree(name, rev, log) {
  const sha = git(['rev-parse', '--verify', `${rev}^{commit}`]);
  const dir = path.join(WORK, name);
  const tree = { name, rev, sha, dir, subject: git(['log', '-1', '--format=%h %ad %s', '--date=format:%Y-%m-%d %H:%M', sha]) };
  if (existsSync(path.join(dir, 'dist', 'chess-rules.node.mjs')) && git(['rev-parse', 'HEAD'], dir) === sha) {
    log(`  ${name}: ${tree.subject.slice(0, 110)} (reused from build/compare/${name}; its full build not timed)`);
    return tree;
  }
  if (existsSync(dir)) removeTree(tree);
  git(['worktree', 'add', '--detach', dir, sha]);
  symlinkSync(realpathSync(path.join(ROOT, 'node_modules')), path.join(dir, 'node_modules'));
  log(`  ${name}: ${tree.subject.slice(0, 110)}; building (wasm included) ...`);
  tree.fullBuild = timedBuild(dir);
  log(`  ${name}: full build ${(tree.fullBuild.wall / 1000).toFixed(1)} s wall, ${(tree.fullBuild.cpu / 1000).toFixed(1)} s CPU`);
  return tree;
}

function removeTree(tree) {
  // The link first, so that nothing removing the tree can reach the node_modules it points to.
  const link = path.join(tree.dir, 'node_modules');
  if (existsSync(link) && lstatSync(link).isSymbolicLink()) unlinkSync(link);
  if (existsSync(tree.dir)) git(['worktree', 'remove', '--force', tree.dir]);
}

/** The figures of one set per tree, as [{ key, label, unit, better, value }] by tree name. */
async function measureSet(trees, order, browser, origins, log, set, sets) {
  const figures = Object.fromEntries(trees.map((t) => [t.name, {}]));
  const put = (tree, key, value) => { figures[tree.name][key] = value; };
  for (const tree of order) {
    const core = coreSpeed(path.join(tree.dir, 'dist'));
    for (const p of core.perft) put(tree, `perft ${p.name}`, p.nodes / p.ms / 1000);
    put(tree, 'games', core.plies / core.gamesMs * 1000);
  }
  for (const page of PAGES) {
    for (const tree of order) {
      const load = await pageLoad(browser, `${origins[tree.name]}${page}`);
      put(tree, `ready ${page}`, load.ready);
      put(tree, `cpu ${page}`, load.cpu);
    }
  }
  for (const tree of order) {
    const build = timedBuild(tree.dir, ['--js-only']);
    put(tree, 'build wall', build.wall);
    put(tree, 'build cpu', build.cpu);
  }
  for (const tree of order) {
    const f = figures[tree.name];
    log(`  set ${set}/${sets} ${tree.name.padEnd(6)}: perft ${PERFT_CASES.map(([n]) => f[`perft ${n}`].toFixed(1)).join(' / ')} M nodes/s CPU, ` +
      `games ${Math.round(f.games)} plies/s CPU; ${PAGES.map((p) => `${p} ready ${Math.round(f[`ready ${p}`])} ms, main-thread CPU ${Math.round(f[`cpu ${p}`])} ms`).join('; ')}; ` +
      `--js-only build ${(f['build wall'] / 1000).toFixed(1)} s wall, ${(f['build cpu'] / 1000).toFixed(1)} s CPU`);
  }
  return figures;
}

// The measures: how each is named, shown and judged (`better`: which way is faster).
const MEASURES = [
  ...PERFT_CASES.map(([name, , depth]) => ({ key: `perft ${name}`, item: `core: perft ${name} depth ${depth}, wasm in Node (dist/chess-rules.node.mjs), per CPU second`, unit: 'M nodes/s', digits: 1, better: 'higher' })),
  { key: 'games', item: `core: ${GAMES} games of up to 80 plies through the Game API (moves, play, isOver each ply), per CPU second`, unit: 'plies/s', digits: 0, better: 'higher' },
  ...PAGES.flatMap((page) => [
    { key: `ready ${page}`, item: `${page}: navigation → the board's ready and a frame (390×844, 4× throttling)`, unit: 'ms', digits: 0, better: 'lower' },
    { key: `cpu ${page}`, item: `${page}: main-thread CPU up to then (the trace's thread duration)`, unit: 'ms', digits: 0, better: 'lower' },
  ]),
  { key: 'build cpu', item: 'build: node scripts/build.mjs --js-only, CPU time of its processes', unit: 's', scale: 1 / 1000, digits: 1, better: 'lower' },
  { key: 'build wall', item: 'build: node scripts/build.mjs --js-only, wall clock', unit: 's', scale: 1 / 1000, digits: 1, better: 'lower' },
];

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Runs the comparison: { rows, failed, seconds }. */
export async function compareBench(args, { log = console.log } = {}) {
  const options = parseArguments(args);
  const trees = [];
  const servers = [];
  let browser = null;
  try {
    const buildsStarted = Date.now();
    trees.push(prepareTree('before', options.before, log));
    trees.push(prepareTree('after', options.after, log));
    log(`  both trees built in ${((Date.now() - buildsStarted) / 1000).toFixed(0)} s; ` +
      `${git(['rev-list', '--count', `${trees[0].sha}..${trees[1].sha}`])} commits after the one before, all of them measured (not only the refactoring)`);
    const origins = {};
    for (const tree of trees) {
      const server = startServer({ port: 0, root: path.join(tree.dir, 'dist') });
      servers.push(server);
      await server.ready;
      origins[tree.name] = `http://127.0.0.1:${server.address().port}`;
    }
    browser = await launchChromium();
    log(`  Chromium ${browser.version()}; each tree's dist/ served by this tree's scripts/serve.mjs`);

    const rows = [];
    const [before, after] = trees;
    if (before.fullBuild && after.fullBuild) {
      const b = before.fullBuild;
      const a = after.fullBuild;
      rows.push({
        item: 'build: node scripts/build.mjs from a fresh checkout, wasm included (one each, before first)',
        result: `after ${(a.wall / 1000).toFixed(1)} s wall, ${(a.cpu / 1000).toFixed(1)} s CPU; before ${(b.wall / 1000).toFixed(1)} s wall, ` +
          `${(b.cpu / 1000).toFixed(1)} s CPU; ratios ${(a.wall / b.wall).toFixed(2)} wall, ${(a.cpu / b.cpu).toFixed(2)} CPU`,
        status: 'measured once (no spread)',
      });
    }
    for (const [name, pagePath, tap] of BYTE_PAGES) {
      const counted = {};
      for (const tree of trees) counted[tree.name] = await pageBytes(browser, `${origins[tree.name]}${pagePath}`, { tap });
      const [b, a] = [counted.before, counted.after];
      const show = (t) => `${kb(t.gzip)} KB gz (${kb(t.raw)} KB raw, ${t.files} files)`;
      log(`  bytes of ${pagePath}: after ${show(a)}, before ${show(b)}`);
      rows.push({
        item: `bytes: ${name} (${pagePath}), every response by network idle + 1.5 s quiet`,
        result: `after ${show(a)}, before ${show(b)}: ratio ${(a.gzip / b.gzip).toFixed(2)} (${a.gzip >= b.gzip ? '+' : '−'}${kb(Math.abs(a.gzip - b.gzip))} KB gz)`,
        status: a.gzip > b.gzip ? 'larger' : a.gzip < b.gzip ? 'smaller' : 'the same',
      });
    }

    const sets = [];
    for (let set = 1; set <= options.sets; set++) {
      const order = set % 2 ? [before, after] : [after, before];
      sets.push(await measureSet(trees, order, browser, origins, log, set, options.sets));
    }
    for (const m of MEASURES) {
      const row = compareRow(m, sets.map((s) => s.before[m.key]), sets.map((s) => s.after[m.key]));
      rows.push(row);
    }
    const slower = rows.filter((r) => r.status === 'slower beyond noise');
    log(`  verdict: ${slower.length ? `slower beyond noise: ${slower.map((r) => r.item).join('; ')}` : 'no measure slower beyond noise'}`);
    return { rows, failed: false, trees };
  } finally {
    await browser?.close();
    for (const server of servers) server.close();
    if (!options.keep) for (const tree of trees) removeTree(tree);
  }
}

/** The command: runs the comparison, prints it and writes its section into docs/benchmarks.md. */
export async function compareMain(args) {
  const lines = [];
  const log = (message) => {
    process.stdout.write(`${message}\n`);
    lines.push(...String(message).split('\n'));
  };
  const host = machine();
  const startedAt = new Date();
  const load = os.loadavg();
  let result;
  try {
    result = await compareBench(args, { log });
  } catch (error) {
    console.error(`bench compare: ${error.message}`);
    process.exit(1);
  }
  const seconds = (Date.now() - startedAt) / 1000;
  log(`  (${seconds.toFixed(0)} s)`);
  const [before, after] = result.trees;
  const section = {
    name: 'compare',
    title: `The tree before (${named(before)}) and after (${named(after)}), measured alternately in one run`,
  };
  lines.unshift(`  before: ${before.subject}`, `  after:  ${after.subject}`);
  const part = reportPart({ section, rows: result.rows, lines, startedAt, load, seconds, host });
  writeReport(new Map([['compare', part]]), []);
  printTable(result.rows.map((row) => ({ section: 'compare', ...row, result: row.result.slice(0, 160) })), log);
  log('bench compare: wrote docs/benchmarks.md (compare)');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await compareMain(process.argv.slice(2));
}
