// The `pages` section of `npm run bench`: our pages in Debian's Chromium against an anchor page
// built in the same run from chessground and chess.js (the board a web developer would otherwise
// pick), and against a page with no script, all in one setup: a 390×844 viewport, 4× CPU
// throttling, service workers blocked, the page in zh-Hans. Targets: a board as light as the
// anchor's (TARGETS below).
//   - Bytes: every response body a page receives by network idle plus 1.5 s (1.5 s in which no
//     response arrives), raw and gzip -9, and the file count: /demo/minimal.html, /lesson/rook/,
//     the index /, and the anchor. A one-board page (ours and the anchor) is then used as a child
//     would (a tap-tap move, a drag, a refused move with its message shown) and counted again
//     once quiet, so that code deferred to the first touch is counted. Our board's shadow root is
//     counted in the start position (elements inside a shared <defs> aside).
//   - Time to input: navigation → the first accepted drag, started as soon as the board is drawn
//     (its squares in a frame); the board's `move` event, else the run fails. Beside it: when the
//     wasm's request started, when the board was drawn, and when `ready` resolved.
//   - The drag session: 20 more drags after that one; the RunTasks on CrRendererMain while they
//     run, by wall clock and by CPU (the trace's thread duration): the p99, and the tasks over 16 ms.
//   - The floor: the first contentful paint of a page with no script (the anchor page without its
//     script, stylesheet and board).
//   - The precache: what dist/sw.js caches on a first visit to the index (service workers allowed).
// Runs alternate (`runs` sets of ours, the anchor, the floor: pagesBench's option; else
// BENCH_PAGES_RUNS, else 5); a ratio is the median of the per-set ratios.
// BENCH_PAGES_DIST measures another build's folder instead of dist/.
// `node scripts/bench-pages.mjs --bytes [PATH ...]` measures the bytes alone (bytesOnly below).
//
// The anchor (scripts/bench-anchor/) is bundled into build/bench-anchor/, never into dist/:
// chessground is GPL-3.0 and serves only as a yardstick. anchorPageBytes() lets other sections
// (scripts/bench-board.mjs) compare against it in the same run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchChromium, settleResponses } from './lib/chromium.mjs';
import { median } from './lib/stats.mjs';
import { startServer } from './serve.mjs';
import { ANCHOR_PACKAGES, buildAnchor, chessgroundTraces, serveWithoutPolicy } from './bench-pages-anchor.mjs';
import { precache } from './bench-pages-precache.mjs';
import { firstContentfulPaint, pageProbe, percentile, rendererMainTasks } from './bench-pages-probe.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = process.env.BENCH_PAGES_DIST ? path.resolve(process.env.BENCH_PAGES_DIST) : path.join(ROOT, 'dist');
const DEFAULT_RUNS = Math.max(1, Number(process.env.BENCH_PAGES_RUNS || 5));
const THROTTLE = 4;
const VIEWPORT = { width: 390, height: 844 };
const LOCALE = 'zh-CN'; // navigator.languages and Accept-Language; the pages read zh-Hans from it
const SETTLE_MS = 1500; // after network idle, for late requests
const LONG_TASK_MS = 16; // one frame at 60 Hz
const MOVE_TIMEOUT_MS = 15000;

const OUR_PAGES = [
  { name: 'one board', path: '/demo/minimal.html' },
  { name: 'a lesson', path: '/lesson/rook/' },
  { name: 'the lesson index', path: '/' },
];
// The targets: bytes (null: the anchor page's), and the ratios to the anchor's
const TARGETS = {
  '/demo/minimal.html': { kb: null, files: 4 },
  '/lesson/rook/': { kb: 60 },
  firstDragRatio: 1.0,
  dragCpuP99Ratio: 1.0,
  shadowElements: 150,
};

// The drags after the first one (e2–e4): a quiet Ruy Lopez, both sides castle short (the king
// dragged two squares) and the b8 knight goes back and out again.
const SESSION = [
  'e7e5', 'g1f3', 'b8c6', 'f1b5', 'a7a6', 'b5a4', 'g8f6', 'e1g1', 'f8e7', 'f1e1',
  'b7b5', 'a4b3', 'd7d6', 'c2c3', 'e8g8', 'h2h3', 'c6b8', 'd2d4', 'b8d7', 'b1d2',
];

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => `${Math.round(value)} ms`;

// ---------------------------------------------------------------------------------------------
// The anchor page and the floor page

const originOf = (server) => `http://127.0.0.1:${server.address().port}`;

async function newContext(browser, { serviceWorkers = 'block', probe = true } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: LOCALE, serviceWorkers });
  if (probe) await context.addInitScript(pageProbe);
  const page = await context.newPage();
  return { context, page };
}

// ---------------------------------------------------------------------------------------------
// Bytes

/** The page's responses settled: network idle, then SETTLE_MS with none. */
const settle = (page, bodies) => settleResponses(page, bodies, SETTLE_MS);

/**
 * A child's first use of a one-board page: e2 and e4 tapped, e7–e5 dragged, then a refused move
 * (g1 to g4) whose message our board shows. Returns our board's shadow elements before it.
 */
async function scriptedUse(page, what) {
  await page.evaluate(() => globalThis.__benchProbe.takesInput);
  const shadow = await page.evaluate(() => globalThis.__benchProbe.shadowElements());
  const c = await page.evaluate((list) => Object.fromEntries(list.map((sq) => [sq, globalThis.__benchProbe.centre(sq)])), ['e2', 'e4', 'e7', 'e5', 'g1', 'g4']);
  await page.mouse.click(c.e2.x, c.e2.y);
  await page.mouse.click(c.e4.x, c.e4.y);
  await waitForMoves(page, 1, `${what}, the tap-tap move e2–e4`);
  await drag(page, c.e7, c.e5);
  await waitForMoves(page, 2, `${what}, the drag e7–e5`);
  await drag(page, c.g1, c.g4); // refused: our board says why in its message line
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return shadow;
}

/** Every response body the page receives by network idle and a quiet SETTLE_MS, and with `use`,
 *  again after a scripted use of its board: { files: [{ path, raw, gzip }], shadow }. */
async function pageBytes(browser, url, { use = false } = {}) {
  const { context, page } = await newContext(browser);
  const bodies = [];
  const onResponse = (response) => {
    const address = new URL(response.url());
    if (!address.protocol.startsWith('http')) return;
    // The browser's own guess at an icon, which the page does not ask for and the server lacks.
    if (address.pathname === '/favicon.ico' && response.status() === 404) return;
    const file = { path: address.pathname, status: response.status() };
    bodies.push(response.body().then(
      (body) => ({ ...file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
      (error) => ({ ...file, error: error.message }),
    ));
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await settle(page, bodies);
    const shadow = use ? await scriptedUse(page, url) : null;
    if (use) await settle(page, bodies);
    page.off('response', onResponse);
    const files = await Promise.all(bodies);
    const failed = files.filter((f) => f.status >= 400 || f.error);
    if (failed.length) throw new Error(`${url}: failed loads ${failed.map((f) => `${f.path} ${f.error ?? f.status}`).join(', ')}`);
    return Object.assign(files, { shadow });
  } finally {
    await context.close();
  }
}

const total = (files) => ({
  files: files.length,
  raw: files.reduce((sum, f) => sum + f.raw, 0),
  gzip: files.reduce((sum, f) => sum + f.gzip, 0),
});

/**
 * The anchor page's bytes, measured now in a 390×844 zh-CN page of `browser` (or of a browser this
 * call launches): { files, raw, gzip, list }.
 */
export async function anchorPageBytes(browser = null) {
  const own = browser ? null : await launchChromium();
  const server = serveWithoutPolicy(await buildAnchor());
  try {
    await server.ready;
    const list = await pageBytes(browser ?? own, `${originOf(server)}/`);
    return { ...total(list), list };
  } finally {
    server.close();
    await own?.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Times: a board page to its first accepted drag, then the drag session

async function drag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}

async function waitForMoves(page, count, what) {
  try {
    await page.waitForFunction((n) => globalThis.__benchProbe.moves >= n, count, { polling: 'raf', timeout: MOVE_TIMEOUT_MS });
  } catch {
    const moves = await page.evaluate(() => globalThis.__benchProbe.moves);
    throw new Error(`${what}: ${moves} of ${count} drags accepted within ${MOVE_TIMEOUT_MS / 1000} s of the last`);
  }
}

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];

/**
 * One run of a board page: navigation → the board drawn, the e2–e4 drag started then and its
 * acceptance, the wasm's request, `ready`, the first contentful paint, and the RunTasks of the
 * 20-drag session.
 */
async function boardRun(browser, url, what) {
  const { context, page } = await newContext(browser);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.goto(url, { waitUntil: 'commit' });
    const start = await page.evaluate(async () => {
      const probe = globalThis.__benchProbe;
      const drawn = await probe.drawn;
      return { drawn, from: probe.centre('e2'), to: probe.centre('e4') };
    });
    for (const point of [start.from, start.to]) {
      if (!(point.x >= 0 && point.y >= 0 && point.x < VIEWPORT.width && point.y < VIEWPORT.height)) {
        throw new Error(`${what}: e2 or e4 lies outside the ${VIEWPORT.width}×${VIEWPORT.height} viewport`);
      }
    }
    await drag(page, start.from, start.to);
    // Once the board takes input, its held press is judged a frame later and the move reported a
    // frame after that; a drag lost meanwhile (the squares moved, or the press was not held) is
    // reported and made again, and time to input runs to the one accepted.
    const early = await page.evaluate(async () => {
      const probe = globalThis.__benchProbe;
      await probe.takesInput;
      for (let i = 0; i < 3 && !probe.moves; i++) {
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }
      return { moves: probe.moves, from: probe.centre('e2'), to: probe.centre('e4') };
    });
    const lost = early.moves === 0;
    if (lost) await drag(page, early.from, early.to);
    await waitForMoves(page, 1, `${what}, the drag from e2 to e4 when the board was drawn`);
    const first = await page.evaluate(async () => {
      const probe = globalThis.__benchProbe;
      return { accepted: probe.movedAt[0], takesInput: await probe.takesInput, wasmStart: probe.wasmStart(), lang: document.documentElement.lang };
    });
    const firstPaint = await page.evaluate(firstContentfulPaint);
    await page.waitForLoadState('networkidle');
    const centres = await page.evaluate((squares) => Object.fromEntries(squares.map((s) => [s, globalThis.__benchProbe.centre(s)])),
      [...new Set(SESSION.flatMap((uci) => [uci.slice(0, 2), uci.slice(2, 4)]))]);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let tasks;
    try {
      for (const [index, uci] of SESSION.entries()) {
        await drag(page, centres[uci.slice(0, 2)], centres[uci.slice(2, 4)]);
        await waitForMoves(page, index + 2, `${what}, the drag session`);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      }
    } finally {
      tasks = rendererMainTasks(await browser.stopTracing());
    }
    const wall = tasks.map((t) => t.wall);
    const cpu = tasks.map((t) => t.cpu);
    const moved = (a, b) => Math.hypot(a.x - b.x, a.y - b.y) > 1;
    return {
      ...first,
      lost: lost ? `lost (e2 ${moved(start.from, early.from) ? 'moved' : 'stayed'} on the screen)` : null,
      drawn: start.drawn,
      firstPaint,
      p99: percentile(wall, 99),
      cpuP99: percentile(cpu, 99),
      longest: Math.max(0, ...wall),
      overFrame: wall.filter((t) => t > LONG_TASK_MS).length,
      cpuOverFrame: cpu.filter((t) => t > LONG_TASK_MS).length,
      tasks: tasks.length,
    };
  } finally {
    await context.close();
  }
}

/** One load of the page with no script: its first contentful paint. */
async function floorRun(browser, url) {
  const { context, page } = await newContext(browser, { probe: false });
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(firstContentfulPaint);
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The section

const bytesText = (t) => `${kb(t.gzip)} KB gz (${kb(t.raw)} KB raw, ${t.files} file${t.files === 1 ? '' : 's'})`;
const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : '∞');

/** Runs the section: { rows: [{ item, result, target, met, status }], failed }. */
export async function pagesBench({ log = console.log, runs = DEFAULT_RUNS } = {}) {
  const RUNS = Math.max(1, Math.floor(runs ?? DEFAULT_RUNS));
  for (const file of ['sw.js', 'demo/minimal.html', 'lesson/rook/index.html', 'index.html', 'chess-rules.wasm']) {
    if (!existsSync(path.join(DIST, file))) throw new Error(`${path.join(DIST, file)} is missing; run \`npm run build\` first`);
  }
  const anchorRoot = await buildAnchor();
  const site = startServer({ port: 0, root: DIST });
  const anchor = serveWithoutPolicy(anchorRoot);
  let browser = null;
  try {
    await Promise.all([site.ready, anchor.ready]);
    const siteOrigin = originOf(site);
    const anchorOrigin = originOf(anchor);
    browser = await launchChromium();
    log(`  Chromium ${browser.version()}; ${VIEWPORT.width}×${VIEWPORT.height}, ${THROTTLE}× CPU throttling, locale ${LOCALE}, ` +
      `service workers blocked; the anchor: chessground ${ANCHOR_PACKAGES.chessground} + chess.js ${ANCHOR_PACKAGES['chess.js']}, ` +
      'bundled with esbuild into build/bench-anchor/');

    // Bytes
    const weights = {};
    const ONE_BOARD = '/demo/minimal.html';
    for (const { path: pagePath } of OUR_PAGES) weights[pagePath] = await pageBytes(browser, `${siteOrigin}${pagePath}`, { use: pagePath === ONE_BOARD });
    const anchorFiles = await pageBytes(browser, `${anchorOrigin}/`, { use: true });
    for (const [label, list] of [...OUR_PAGES.map((p) => [`${p.path} (${p.name})`, weights[p.path]]), ['the anchor page', anchorFiles]]) {
      log(`  ${label}: ${bytesText(total(list))}`);
      for (const f of list) log(`    ${f.path.padEnd(44)} ${String(f.raw).padStart(7)} B raw ${kb(f.gzip).padStart(6)} KB gz`);
    }

    // Times, alternated: sets of ours, the anchor, the floor
    const ours = [];
    const theirs = [];
    const floor = [];
    for (let run = 1; run <= RUNS; run++) {
      ours.push(await boardRun(browser, `${siteOrigin}${ONE_BOARD}`, ONE_BOARD));
      theirs.push(await boardRun(browser, `${anchorOrigin}/`, 'the anchor page'));
      floor.push(await floorRun(browser, `${anchorOrigin}/floor.html`));
      const line = (r) => `drawn ${ms(r.drawn)}, wasm requested ${r.wasmStart === null ? '—' : ms(r.wasmStart)}, ` +
        `first drag accepted ${ms(r.accepted)}${r.lost ? ` (the drag made when drawn was ${r.lost}; made again)` : ''}, ready ${ms(r.takesInput)}, first paint ${ms(r.firstPaint)}; drags: p99 ` +
        `${r.p99.toFixed(1)} ms wall, ${r.cpuP99.toFixed(1)} ms CPU; of ${r.tasks} tasks ${r.overFrame} > ${LONG_TASK_MS} ms wall, ${r.cpuOverFrame} CPU`;
      log(`  set ${run}/${RUNS}: ours (lang ${ours.at(-1).lang}) ${line(ours.at(-1))}`);
      log(`           anchor ${line(theirs.at(-1))}`);
      log(`           no-script page: first paint ${ms(floor.at(-1))}`);
    }
    const KEYS = ['takesInput', 'accepted', 'drawn', 'firstPaint', 'p99', 'cpuP99', 'overFrame', 'cpuOverFrame'];
    const m = (runs, key) => median(runs.map((r) => r[key]));
    const our = Object.fromEntries(KEYS.map((k) => [k, m(ours, k)]));
    const their = Object.fromEntries(KEYS.map((k) => [k, m(theirs, k)]));
    /** The per-set ratios of `key` (ours / the anchor's): their median and each. */
    const setRatios = (key) => {
      const each = ours.map((r, i) => r[key] / theirs[i][key]);
      return { median: median(each), text: each.map((x) => x.toFixed(2)).join(', ') };
    };
    const floorPaint = median(floor);

    // The precache
    const cached = await precache(browser, site, newContext, siteOrigin);
    log(`  precache on a first visit to /: ${bytesText(cached)} in ${cached.caches.join(', ')}; ` +
      `the server sent ${cached.served.files} responses, ${kb(cached.served.raw)} KB raw, during that visit`);
    for (const g of cached.groups) {
      log(`    ${g.name}: ${bytesText(g)}`);
      log(`      ${g.paths.sort().join(' ')}`);
    }

    const anchorTotal = total(anchorFiles);
    const rows = [];
    const bytesRow = (pagePath, name) => {
      const t = total(weights[pagePath]);
      const target = TARGETS[pagePath];
      const kbTarget = target && (target.kb ?? anchorTotal.gzip / 1024);
      const used = pagePath === ONE_BOARD ? ', then after a tap-tap move, a drag and a refused move, quiet again' : '';
      rows.push({
        item: `${name} (${pagePath}), every response by network idle + ${SETTLE_MS / 1000} s quiet${used}`,
        result: `${bytesText(t)}; the anchor page ${kb(anchorTotal.gzip)} KB gz: ratio ${ratio(t.gzip, anchorTotal.gzip)}`,
        target: target ? (target.kb === null ? 'the anchor\'s bytes or fewer' : `≤ ${target.kb} KB gz`) + (target.files === undefined ? '' : ` in ≤ ${target.files} files`) : '—',
        met: target ? t.gzip <= kbTarget * 1024 && (target.files === undefined || t.files <= target.files) : null,
      });
    };
    rows.push({
      item: 'the anchor page: chessground + chess.js (HTML + JS + CSS, its images inlined in the CSS), after the same use',
      result: bytesText(anchorTotal),
      target: '—',
      met: null,
    });
    for (const { path: pagePath, name } of OUR_PAGES) bytesRow(pagePath, name);
    const shadow = weights[ONE_BOARD].shadow;
    rows.push({
      item: 'elements in the shadow root of a board in the start position (those inside a shared <defs> aside)',
      result: String(shadow),
      target: `≤ ${TARGETS.shadowElements}`,
      met: shadow !== null && shadow <= TARGETS.shadowElements,
    });
    const firstDrag = setRatios('accepted');
    const wasmFirst = ours.every((r) => r.wasmStart !== null && r.wasmStart < r.drawn);
    rows.push({
      item: `navigation → the first accepted drag (e2–e4, started when the board is drawn; its move event), ${RUNS} sets`,
      result: `ours ${ms(our.accepted)}, the anchor's ${ms(their.accepted)} (medians); per-set ratios ${firstDrag.text}: median ${firstDrag.median.toFixed(2)}`,
      target: `median ≤ ${TARGETS.firstDragRatio.toFixed(1)}, with the wasm requested before the board is drawn`,
      met: firstDrag.median <= TARGETS.firstDragRatio && wasmFirst,
    });
    rows.push({
      item: 'the request chain: the wasm\'s request starts, the board is drawn, `ready` (ours; medians)',
      result: `wasm requested at ${ms(median(ours.map((r) => r.wasmStart ?? Infinity)))}, drawn at ${ms(our.drawn)}, ready at ` +
        `${ms(our.takesInput)}; the wasm first in ${ours.filter((r) => r.wasmStart !== null && r.wasmStart < r.drawn).length} of ${RUNS} sets. ` +
        `The anchor: drawn at ${ms(their.drawn)}, created at ${ms(their.takesInput)}`,
      target: '—',
      met: null,
    });
    rows.push({
      item: 'the floor: first contentful paint of a page with no script, median',
      result: `${ms(floorPaint)}; ours takes its first drag at ${ms(our.accepted)} = ${ratio(our.accepted, floorPaint)} × the floor, ` +
        `the anchor at ${ms(their.accepted)} = ${ratio(their.accepted, floorPaint)} × the floor; first paints: ` +
        `ours ${ms(our.firstPaint)}, the anchor's ${ms(their.firstPaint)}`,
      target: '—',
      met: null,
    });
    const cpuP99 = setRatios('cpuP99');
    const wallP99 = setRatios('p99');
    rows.push({
      item: `p99 of the RunTasks' CPU time (trace thread duration) on CrRendererMain during ${SESSION.length} drags, ${RUNS} sets`,
      result: `ours ${our.cpuP99.toFixed(1)} ms, the anchor's ${their.cpuP99.toFixed(1)} ms (medians); per-set ratios ${cpuP99.text}: median ${cpuP99.median.toFixed(2)}. ` +
        `By wall clock: ${our.p99.toFixed(1)} vs ${their.p99.toFixed(1)} ms, per-set ratios ${wallP99.text}: median ${wallP99.median.toFixed(2)}`,
      target: `median ≤ ${TARGETS.dragCpuP99Ratio.toFixed(1)}`,
      met: cpuP99.median <= TARGETS.dragCpuP99Ratio,
    });
    const sum = (runs, key) => runs.reduce((n, r) => n + r[key], 0);
    rows.push({
      item: `RunTasks over ${LONG_TASK_MS} ms of CPU during the ${SESSION.length} drags, over the ${RUNS} sets`,
      result: `ours ${sum(ours, 'cpuOverFrame')} (${ours.map((r) => r.cpuOverFrame).join(', ')}), the anchor's ${sum(theirs, 'cpuOverFrame')} ` +
        `(${theirs.map((r) => r.cpuOverFrame).join(', ')}); by wall clock ${sum(ours, 'overFrame')} vs ${sum(theirs, 'overFrame')}`,
      target: 'no more than the anchor\'s',
      met: sum(ours, 'cpuOverFrame') <= sum(theirs, 'cpuOverFrame'),
    });
    const index = total(weights['/']);
    rows.push({
      item: 'precache: what dist/sw.js caches on a first visit to /',
      result: `${bytesText(cached)}: ` + cached.groups.map((g) => `${g.name} ${g.files} file${g.files === 1 ? '' : 's'} ${kb(g.gzip)} KB gz`).join('; ') +
        `. During that visit the server sent ${kb(cached.served.raw)} KB raw in ${cached.served.files} responses ` +
        `(the index's own ${kb(index.raw)} KB raw in ${index.files} + the precache's ${kb(cached.raw)} KB raw in ${cached.files} = ` +
        `${kb(index.raw + cached.raw)} KB, + sw.js ${kb(cached.served.worker)} KB; gzip ${kb(index.gzip)} + ${kb(cached.gzip)} = ${kb(index.gzip + cached.gzip)} KB)`,
      target: 'reported',
      met: null,
    });
    const notForChildren = cached.groups.filter((g) => !g.forChildren);
    rows.push({
      item: 'precache holds no demo, editor or teachers\' tools',
      result: notForChildren.length ? `it holds ${notForChildren.map((g) => `${g.name}: ${g.files} files, ${kb(g.gzip)} KB gz`).join('; ')}` : 'none of them',
      target: 'none',
      met: notForChildren.length === 0,
    });
    const traces = await chessgroundTraces(DIST);
    rows.push({
      item: 'no chessground code or style in the built site (the anchor is never shipped)',
      result: traces.length ? `found in ${traces.join(', ')}` : `none in ${path.relative(ROOT, DIST) || DIST}/`,
      target: 'none',
      met: traces.length === 0,
    });
    for (const row of rows) row.status = row.met === null ? 'measured' : row.met ? `met (target ${row.target})` : `not met (target ${row.target})`;
    return { rows, failed: false };
  } finally {
    await browser?.close();
    site.close();
    anchor.close();
  }
}

/**
 * `node scripts/bench-pages.mjs --bytes [PATH ...]`: the bytes part alone, for a build's quick check
 * (PATHs default to the one-board page): each page used as the section uses it, and the anchor; the
 * same lists as the section's log, nothing written to docs/benchmarks.md.
 */
async function bytesOnly(paths) {
  const site = startServer({ port: 0, root: DIST });
  const browser = await launchChromium();
  try {
    await site.ready;
    const anchor = await anchorPageBytes(browser);
    for (const pagePath of paths.length ? paths : ['/demo/minimal.html']) {
      const list = await pageBytes(browser, `${originOf(site)}${pagePath}`, { use: pagePath === '/demo/minimal.html' });
      console.log(`${pagePath}: ${bytesText(total(list))}; the anchor page ${bytesText(anchor)}`);
      for (const f of list) console.log(`  ${f.path.padEnd(44)} ${String(f.raw).padStart(7)} B raw ${kb(f.gzip).padStart(6)} KB gz`);
    }
  } finally {
    await browser.close();
    site.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv[2] === '--bytes') {
  await bytesOnly(process.argv.slice(3));
}
