// What `node scripts/bench.mjs compare REV` (bench-compare.mjs) measures in one tree, the same way
// for the tree before and the tree after: its build's time, its core's speed through its own Node
// module, a page's load to a board that takes input, and a page's bytes.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { settleResponses } from './lib/chromium.mjs';

const THROTTLE = 4;
const VIEWPORT = { width: 390, height: 844 };
const LOCALE = 'zh-CN'; // the pages read zh-Hans from it, as in bench-pages.mjs
const SETTLE_MS = 1500; // after network idle, a quiet time in which no response arrives
const READY_TIMEOUT_MS = 60000;
const READY_MARK = 'bench-compare-ready';

// ---------------------------------------------------------------------------------------------
// The build

/** CPU time (user + system, ms) of this process's children that have been waited for, from
 *  /proc/self/stat (clock ticks of 10 ms). */
function childrenCpuMs() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, cutime 16 and cstime 17 (1-based in proc(5)).
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** Runs the tree's own `node scripts/build.mjs [args]`: { wall, cpu } in ms. The CPU time counts
 *  the build's processes that it waited for (Node, CMake, emcc), not a helper left to exit after
 *  it (esbuild's service). */
export function timedBuild(dir, args = []) {
  const env = { ...process.env, NODE_PATH: process.env.NODE_PATH || '/usr/share/nodejs' };
  delete env.CHESS_LESSONS_DIR;
  const cpuBefore = childrenCpuMs();
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['scripts/build.mjs', ...args], { cwd: dir, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  const cpu = childrenCpuMs() - cpuBefore;
  if (result.status !== 0) {
    const tail = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(`the build of ${dir} (scripts/build.mjs ${args.join(' ')}) exited ${result.status}:\n${tail}`);
  }
  return { wall, cpu };
}

// ---------------------------------------------------------------------------------------------
// The core, through the tree's own Node module (dist/chess-rules.node.mjs)

export const PERFT_CASES = [
  ['initial position', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 6],
  ['Kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 5],
];
export const GAMES = 150;
const PLIES = 80;

// Runs in a Node process of its own, so that each tree's wasm is compiled and tiered up afresh:
// perft of PERFT_CASES, then GAMES games through the Game API (moves, play, isOver each ply, the
// moves chosen by a fixed rule), each timed by the process's CPU time after a warm-up.
const CORE_CHILD = `
const [moduleUrl, casesJson, games, plies] = process.argv.slice(1);
const { loadChessRules } = await import(moduleUrl);
const rules = await loadChessRules();
const cpu = (run) => { const start = process.cpuUsage(); const value = run(); const used = process.cpuUsage(start); return { value, ms: (used.user + used.system) / 1000 }; };
const unwrap = (result, what) => { if (!result.ok) throw new Error(what + ': ' + result.error.code); return result.value; };
const out = { perft: [] };
unwrap(rules.perft(JSON.parse(casesJson)[0][1], 4), 'warm-up');
for (const [name, fen, depth] of JSON.parse(casesJson)) {
  const { value, ms } = cpu(() => unwrap(rules.perft(fen, depth), 'perft ' + name));
  out.perft.push({ name, nodes: value, ms });
}
const playGames = (count) => {
  let played = 0;
  for (let g = 0; g < count; g++) {
    const game = unwrap(rules.game(), 'game');
    for (let ply = 0; ply < Number(plies) && !game.isOver(); ply++) {
      const moves = game.moves();
      unwrap(game.play(moves[(g * 7 + ply * 13) % moves.length].uci), 'play');
      played++;
    }
  }
  return played;
};
playGames(5);
const games_ = cpu(() => playGames(Number(games)));
out.plies = games_.value;
out.gamesMs = games_.ms;
console.log(JSON.stringify(out));
`;

/** The core's figures of the tree whose dist/ is `dist`: { perft: [{ name, nodes, ms }], plies, gamesMs }
 *  (ms of CPU). */
export function coreSpeed(dist) {
  const url = new URL(`file://${path.join(dist, 'chess-rules.node.mjs')}`).href;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', CORE_CHILD, url, JSON.stringify(PERFT_CASES), String(GAMES), String(PLIES)],
    { encoding: 'utf8', maxBuffer: 16 << 20 });
  if (result.status !== 0) throw new Error(`the core's run on ${dist} exited ${result.status}: ${result.stderr.trim().split('\n').slice(-5).join('\n')}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

// ---------------------------------------------------------------------------------------------
// Pages in Chromium

/** Runs in the page before its scripts: the page in zh-Hans, the moves counted, and
 *  globalThis.__compareReady, the time since navigation at which the page's first <chess-board>
 *  (in the document or in an open shadow root) has resolved `ready` and a frame has been drawn. */
function compareProbe(mark) {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive' && !/^zh-hans$/i.test(document.documentElement.lang)) {
      document.documentElement.lang = 'zh-Hans';
    }
  });
  globalThis.__compareMoves = 0;
  document.addEventListener('move', () => { globalThis.__compareMoves += 1; }, true);
  const find = (root) => {
    const board = root.querySelector('chess-board');
    if (board) return board;
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot && find(element.shadowRoot);
      if (inner) return inner;
    }
    return null;
  };
  globalThis.__compareBoard = () => find(document);
  globalThis.__compareReady = customElements.whenDefined('chess-board')
    .then(() => new Promise((resolve) => {
      const look = () => {
        const board = find(document);
        if (board) resolve(board.ready);
        else requestAnimationFrame(look);
      };
      look();
    }))
    .then(() => new Promise((resolve) => requestAnimationFrame(() => resolve())))
    .then(() => {
      const at = performance.now();
      console.timeStamp(mark);
      return at;
    });
}

export async function newContext(browser) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: LOCALE, serviceWorkers: 'block' });
  await context.addInitScript(compareProbe, READY_MARK);
  return { context, page: await context.newPage() };
}

/** From a trace: the CPU (thread duration) and wall time of the RunTasks on the main thread of the
 *  renderer that logged READY_MARK, up to that mark; ms. */
function tasksToReady(traceBuffer) {
  const events = JSON.parse(traceBuffer.toString('utf8')).traceEvents;
  const mark = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === READY_MARK);
  if (!mark) throw new Error(`the trace holds no ${READY_MARK} time stamp`);
  const mains = new Set();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === mark.pid) mains.add(e.tid);
  }
  let cpu = 0;
  let wall = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.pid !== mark.pid || !mains.has(e.tid) || e.ts > mark.ts) continue;
    wall += e.dur / 1000;
    cpu += (e.tdur ?? e.dur) / 1000;
  }
  return { cpu, wall };
}

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];

/** One load of `url` at 4× CPU throttling: { ready, cpu, tasksWall } in ms (ready: navigation →
 *  the board's `ready` and a frame; cpu: the main thread's task CPU time up to it). */
export async function pageLoad(browser, url) {
  const { context, page } = await newContext(browser);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let ready;
    let trace;
    try {
      await page.goto(url, { waitUntil: 'commit' });
      ready = await page.waitForFunction(() => globalThis.__compareReady, null, { timeout: READY_TIMEOUT_MS }).then((handle) => handle.jsonValue());
    } finally {
      trace = await browser.stopTracing();
    }
    const tasks = tasksToReady(trace);
    return { ready, cpu: tasks.cpu, tasksWall: tasks.wall };
  } catch (error) {
    throw new Error(`${url}: ${error.message.split('\n')[0]}`);
  } finally {
    await context.close();
  }
}

/** The page's responses settled: network idle, then SETTLE_MS with none. */
const settle = (page, bodies) => settleResponses(page, bodies, SETTLE_MS);

/** Every response body `url` receives by network idle and a quiet SETTLE_MS, unthrottled; with
 *  `tap`, again after the board's e2 and e4 are tapped (a move, so that code fetched on the first
 *  touch counts): { files, raw, gzip } (bytes; gzip -9 of each body). */
export async function pageBytes(browser, url, { tap = false } = {}) {
  const { context, page } = await newContext(browser);
  const bodies = [];
  page.on('response', (response) => {
    const address = new URL(response.url());
    if (!address.protocol.startsWith('http')) return;
    if (address.pathname === '/favicon.ico' && response.status() === 404) return;
    bodies.push(response.body().then((body) => ({ path: address.pathname, status: response.status(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
      (error) => ({ path: address.pathname, error: error.message })));
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => globalThis.__compareReady, null, { timeout: READY_TIMEOUT_MS });
    await settle(page, bodies);
    if (tap) {
      const centres = await page.evaluate(() => ['e2', 'e4'].map((square) => {
        const box = globalThis.__compareBoard().shadowRoot.querySelector(`[data-square="${square}"]`).getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }));
      for (const { x, y } of centres) await page.mouse.click(x, y);
      await page.waitForFunction(() => globalThis.__compareMoves >= 1, null, { timeout: READY_TIMEOUT_MS });
      await settle(page, bodies);
    }
    const files = await Promise.all(bodies);
    const failed = files.filter((f) => f.error || f.status >= 400);
    if (failed.length) throw new Error(`${url}: failed loads ${failed.map((f) => `${f.path} ${f.error ?? f.status}`).join(', ')}`);
    return { files: files.length, raw: files.reduce((n, f) => n + f.raw, 0), gzip: files.reduce((n, f) => n + f.gzip, 0) };
  } finally {
    await context.close();
  }
}
