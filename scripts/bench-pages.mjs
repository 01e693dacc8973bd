// The `pages` section of `npm run bench` (issue 14): our pages in Debian's Chromium against an
// anchor page built in the same run from chessground and chess.js (the board a web developer would
// otherwise pick), and against a page with no script, all in one setup: a 390×844 viewport, 4× CPU
// throttling, service workers blocked, the page in zh-Hans.
//   - Bytes: every response body a page receives by network idle plus 1.5 s (1.5 s in which no
//     response arrives), raw and gzip -9, and the file count: /demo/minimal.html, /lesson/rook/,
//     the index /, and the anchor.
//   - Takes input: navigation → the moment /demo/minimal.html's board has resolved its `ready`
//     (the anchor: its script has created the board); a drag from e2 to e4 started at that moment
//     must be accepted (the board's `move` event), or the run fails.
//   - The drag session: 20 more drags after that one; the p99 of the RunTask events on
//     CrRendererMain while they run, and the number of those tasks over 16 ms.
//   - The floor: the first contentful paint of a page with no script (the anchor page without its
//     script, stylesheet and board).
//   - The precache: what dist/sw.js caches on a first visit to the index (service workers allowed).
// Times are medians of `runs` runs (pagesBench's option; else BENCH_PAGES_RUNS, else 5), alternated:
// ours, the anchor, the floor.
// BENCH_PAGES_DIST measures another build's folder instead of dist/.
//
// The anchor (scripts/bench-anchor/) is bundled into build/bench-anchor/, never into dist/:
// chessground is GPL-3.0 and serves only as a yardstick. anchorPageBytes() lets other sections
// (scripts/bench-board.mjs) compare against it in the same run.
import http from 'node:http';
import { promises as fs, copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { launchChromium } from './lib/chromium.mjs';
import { median } from './lib/stats.mjs';
import { BUNDLE_OPTIONS } from './esbuild-options.mjs';
import { withSharedHead } from './page-head.mjs';
import { startServer, mimeTypeOf, resolveUnderRoot } from './serve.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = process.env.BENCH_PAGES_DIST ? path.resolve(process.env.BENCH_PAGES_DIST) : path.join(ROOT, 'dist');
const ANCHOR_SOURCE = path.join(ROOT, 'scripts', 'bench-anchor');
const ANCHOR_OUT = path.join(ROOT, 'build', 'bench-anchor');
const ANCHOR_PACKAGES = { chessground: '9.2.1', 'chess.js': '1.4.0' };
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
// issue 14's targets
const TARGETS = {
  '/demo/minimal.html': { kb: 28 },
  '/lesson/rook/': { kb: 45 },
  '/': { kb: 25, files: 12 },
  takesInputRatio: 0.7,
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

let anchorBuilt = null;

/** Bundles scripts/bench-anchor/ into build/bench-anchor/ (once per process); returns the folder. */
function buildAnchor() {
  anchorBuilt ??= (async () => {
    for (const [name, version] of Object.entries(ANCHOR_PACKAGES)) {
      const manifest = path.join(ROOT, 'node_modules', name, 'package.json');
      const found = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : 'none';
      if (found !== version) throw new Error(`the anchor page needs ${name} ${version} (npm ci); found ${found}`);
    }
    rmSync(ANCHOR_OUT, { recursive: true, force: true });
    mkdirSync(ANCHOR_OUT, { recursive: true });
    // The same esbuild settings as our own bundles, for the browser (chess.js has no "exports").
    const options = { ...BUNDLE_OPTIONS, platform: 'browser', absWorkingDir: ROOT, logLevel: 'error' };
    await esbuild.build({ ...options, entryPoints: [path.join(ANCHOR_SOURCE, 'anchor.mjs')], outfile: path.join(ANCHOR_OUT, 'anchor.mjs') });
    await esbuild.build({ ...options, entryPoints: [path.join(ANCHOR_SOURCE, 'anchor.css')], outfile: path.join(ANCHOR_OUT, 'anchor.css') });
    const html = withSharedHead(readFileSync(path.join(ANCHOR_SOURCE, 'index.html'), 'utf8'), '', 'scripts/bench-anchor/index.html');
    writeFileSync(path.join(ANCHOR_OUT, 'index.html'), html);
    // the site's icon, which the shared head links on every page, the anchor's too
    copyFileSync(path.join(ROOT, 'web', 'site', 'favicon.svg'), path.join(ANCHOR_OUT, 'favicon.svg'));
    // The floor: the anchor page without its script, its stylesheet, its icon and its board.
    const floor = html.split('\n').filter((line) => !/<script|<link rel="stylesheet"|<link rel="icon"|id="board"/.test(line)).join('\n');
    if (/<script|<link|id="board"/.test(floor)) throw new Error('the floor page still has a script, a stylesheet or the board');
    writeFileSync(path.join(ANCHOR_OUT, 'floor.html'), floor);
    const css = readFileSync(path.join(ANCHOR_OUT, 'anchor.css'), 'utf8');
    const external = [...css.matchAll(/url\(\s*['"]?(?!data:)([^'")]+)/g)].map((m) => m[1]);
    if (external.length) throw new Error(`the anchor's CSS refers to files it was not built with: ${external.join(', ')}`);
    return ANCHOR_OUT;
  })();
  return anchorBuilt;
}

/**
 * Serves a folder like scripts/serve.mjs, without its content security policy: the site's policy
 * would block the data: images that chessground's stylesheets carry.
 */
function serveWithoutPolicy(root) {
  const server = http.createServer(async (request, response) => {
    let file = resolveUnderRoot(root, (request.url || '/').split('?')[0]);
    try {
      if ((await fs.stat(file ?? '')).isDirectory()) file = path.join(file, 'index.html');
      const body = await fs.readFile(file ?? '');
      response.writeHead(200, { 'Content-Type': mimeTypeOf(file), 'Cache-Control': 'no-cache' });
      response.end(body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found\n');
    }
  });
  server.ready = new Promise((resolve, reject) => server.once('listening', resolve).once('error', reject));
  server.listen(0, '127.0.0.1');
  return server;
}

const originOf = (server) => `http://127.0.0.1:${server.address().port}`;

// ---------------------------------------------------------------------------------------------
// The page side: added to every board page before its own scripts run.

function pageProbe() {
  const probe = { moves: 0, movedAt: [] };
  // A move reported by either board: <chess-board>'s `move` event, or the anchor's.
  document.addEventListener('move', () => {
    probe.moves += 1;
    probe.movedAt.push(performance.now());
  }, true);
  probe.takesInput = new Promise((resolve) => {
    document.addEventListener('boardcreated', () => resolve(performance.now()), { once: true });
    customElements.whenDefined('chess-board')
      .then(() => document.querySelector('chess-board').ready)
      .then(() => resolve(performance.now()));
  });
  // The page in zh-Hans: a page that names another language (demo/minimal.html says en) is set to
  // zh-Hans once parsed, before its module scripts run and its board reads the language.
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive' && !/^zh-hans$/i.test(document.documentElement.lang)) {
      document.documentElement.lang = 'zh-Hans';
    }
  });
  /** The centre of a square in viewport coordinates, on either board (White at the bottom). */
  probe.centre = (square) => {
    const ours = document.querySelector('chess-board')?.shadowRoot?.querySelector(`[data-square="${square}"]`);
    if (ours) {
      const box = ours.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }
    const board = document.querySelector('cg-board').getBoundingClientRect();
    const file = square.charCodeAt(0) - 97;
    const rank = Number(square[1]);
    return { x: board.left + (file + 0.5) * board.width / 8, y: board.top + (8.5 - rank) * board.height / 8 };
  };
  globalThis.__benchProbe = probe;
}

/** In the page: the first contentful paint's time since navigation, once there is one. */
function firstContentfulPaint() {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entry = list.getEntries().find((e) => e.name === 'first-contentful-paint');
      if (entry) resolve(entry.startTime);
    }).observe({ type: 'paint', buffered: true });
  });
}

async function newContext(browser, { serviceWorkers = 'block', probe = true } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: LOCALE, serviceWorkers });
  if (probe) await context.addInitScript(pageProbe);
  const page = await context.newPage();
  return { context, page };
}

// ---------------------------------------------------------------------------------------------
// Bytes

/** Every response body the page receives by network idle and a quiet SETTLE_MS: [{ path, raw, gzip }]. */
async function pageBytes(browser, url) {
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
    // Network idle, then SETTLE_MS in which no response arrives: a busy machine can stretch the
    // page's work between two requests beyond the idle time.
    for (let seen = -1; seen !== bodies.length;) {
      seen = bodies.length;
      await page.waitForTimeout(SETTLE_MS);
    }
    page.off('response', onResponse);
    const files = await Promise.all(bodies);
    const failed = files.filter((f) => f.status >= 400 || f.error);
    if (failed.length) throw new Error(`${url}: failed loads ${failed.map((f) => `${f.path} ${f.error ?? f.status}`).join(', ')}`);
    return files;
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

/** The RunTask durations on the renderer's main thread in a trace, in ms. */
function rendererMainTasks(traceBuffer) {
  const { traceEvents } = JSON.parse(traceBuffer.toString('utf8'));
  const threads = new Set();
  for (const e of traceEvents) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') threads.add(`${e.pid}:${e.tid}`);
  }
  return traceEvents.filter((e) => e.ph === 'X' && e.name === 'RunTask' && threads.has(`${e.pid}:${e.tid}`)).map((e) => e.dur / 1000);
}

/** The nearest-rank percentile. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

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
 * One run of a board page: navigation → takes input, the e2–e4 drag started then and accepted,
 * the first contentful paint, and the RunTasks of the 20-drag session.
 */
async function boardRun(browser, url, what) {
  const { context, page } = await newContext(browser);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.goto(url, { waitUntil: 'commit' });
    const start = await page.evaluate(async () => {
      const probe = globalThis.__benchProbe;
      const takesInput = await probe.takesInput;
      return { takesInput, from: probe.centre('e2'), to: probe.centre('e4') };
    });
    for (const point of [start.from, start.to]) {
      if (!(point.x >= 0 && point.y >= 0 && point.x < VIEWPORT.width && point.y < VIEWPORT.height)) {
        throw new Error(`${what}: e2 or e4 lies outside the ${VIEWPORT.width}×${VIEWPORT.height} viewport`);
      }
    }
    await drag(page, start.from, start.to);
    await waitForMoves(page, 1, `${what}, the drag from e2 to e4 when the board took input`);
    const { accepted, lang } = await page.evaluate(() => ({ accepted: globalThis.__benchProbe.movedAt[0], lang: document.documentElement.lang }));
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
    return {
      takesInput: start.takesInput,
      accepted,
      firstPaint,
      lang,
      p99: percentile(tasks, 99),
      longest: Math.max(0, ...tasks),
      overFrame: tasks.filter((t) => t > LONG_TASK_MS).length,
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
// The precache

// The first folder of a path, or for a file at the top, its kind. Groups a child's device should
// not cache have `forChildren: false`.
const NOT_FOR_CHILDREN = /^(demo|editor|teachers?|tools|worksheets?|diagrams?)\b/;
function precacheGroup(relative) {
  if (relative === '' || relative === 'index.html') return { name: 'the index page', forChildren: true };
  if (relative.endsWith('.wasm')) return { name: 'wasm', forChildren: true };
  const [first, ...rest] = relative.split('/');
  if (NOT_FOR_CHILDREN.test(first)) return { name: `${first.replace(/\.\w+$/, '')} (not for children)`, forChildren: false };
  if (first === 'lessons') return { name: 'lesson files (lessons/)', forChildren: true };
  if (first === 'lesson') return { name: 'lesson pages (lesson/<id>/)', forChildren: true };
  if (rest.length) return { name: `${first}/`, forChildren: true };
  return { name: 'scripts, chunks and styles at the top', forChildren: true };
}

/**
 * What the site's service worker has cached after a first visit to the index, by group, and what
 * the site's server sent during that visit (the page's own requests and the worker's).
 */
async function precache(browser, site) {
  const { context, page } = await newContext(browser, { serviceWorkers: 'allow', probe: false });
  const served = [];
  const countResponse = (request, response) => response.on('finish', () => served.push({
    path: new URL(request.url, 'http://host').pathname, raw: Number(response.getHeader('content-length') ?? 0),
  }));
  site.on('request', countResponse);
  try {
    await page.goto(`${originOf(site)}/`, { waitUntil: 'load' });
    const registered = await page.evaluate(() => Boolean(navigator.serviceWorker && isSecureContext));
    if (!registered) throw new Error('the index cannot register a service worker here (no secure context)');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.waitForLoadState('networkidle');
    const entries = await page.evaluate(async () => {
      const out = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());
          let binary = '';
          for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          out.push({ cache: name, url: request.url, body: btoa(binary) });
        }
      }
      return out;
    });
    if (entries.length === 0) throw new Error('the service worker cached nothing on the first visit');
    const groups = new Map();
    for (const entry of entries) {
      const body = Buffer.from(entry.body, 'base64');
      const relative = decodeURIComponent(new URL(entry.url).pathname).replace(/^\//, '');
      const group = precacheGroup(relative);
      const sums = groups.get(group.name) ?? { ...group, files: 0, raw: 0, gzip: 0, paths: [] };
      sums.files += 1;
      sums.raw += body.length;
      sums.gzip += gzipSync(body, { level: 9 }).length;
      sums.paths.push(relative || './');
      groups.set(group.name, sums);
    }
    const all = [...groups.values()];
    return {
      served: {
        files: served.length,
        raw: served.reduce((sum, f) => sum + f.raw, 0),
        worker: served.filter((f) => f.path === '/sw.js').reduce((sum, f) => sum + f.raw, 0),
      },
      caches: [...new Set(entries.map((e) => e.cache))],
      groups: all.sort((a, b) => b.gzip - a.gzip),
      files: entries.length,
      raw: all.reduce((sum, g) => sum + g.raw, 0),
      gzip: all.reduce((sum, g) => sum + g.gzip, 0),
    };
  } finally {
    site.off('request', countResponse);
    await context.close();
  }
}

/** The files of `root` that carry chessground's code or styles (its element names, its name). */
async function chessgroundTraces(root) {
  const found = [];
  for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(m?js|css|html|json|svg)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (/chessground|\bcg-(board|container|wrap)\b/.test(await fs.readFile(file, 'utf8'))) found.push(path.relative(root, file));
  }
  return found;
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
    for (const { path: pagePath } of OUR_PAGES) weights[pagePath] = await pageBytes(browser, `${siteOrigin}${pagePath}`);
    const anchorFiles = await pageBytes(browser, `${anchorOrigin}/`);
    for (const [label, list] of [...OUR_PAGES.map((p) => [`${p.path} (${p.name})`, weights[p.path]]), ['the anchor page', anchorFiles]]) {
      log(`  ${label}: ${bytesText(total(list))}`);
      for (const f of list) log(`    ${f.path.padEnd(44)} ${String(f.raw).padStart(7)} B raw ${kb(f.gzip).padStart(6)} KB gz`);
    }

    // Times, alternated
    const ours = [];
    const theirs = [];
    const floor = [];
    for (let run = 1; run <= RUNS; run++) {
      ours.push(await boardRun(browser, `${siteOrigin}/demo/minimal.html`, '/demo/minimal.html'));
      theirs.push(await boardRun(browser, `${anchorOrigin}/`, 'the anchor page'));
      floor.push(await floorRun(browser, `${anchorOrigin}/floor.html`));
      const line = (r) => `takes input ${ms(r.takesInput)}, e2–e4 accepted ${ms(r.accepted)}, first paint ${ms(r.firstPaint)}; ` +
        `drags: p99 ${r.p99.toFixed(1)} ms, longest ${r.longest.toFixed(1)} ms, ${r.overFrame} of ${r.tasks} tasks > ${LONG_TASK_MS} ms`;
      log(`  run ${run}/${RUNS}: ours (lang ${ours.at(-1).lang}) ${line(ours.at(-1))}`);
      log(`           anchor ${line(theirs.at(-1))}`);
      log(`           no-script page: first paint ${ms(floor.at(-1))}`);
    }
    const m = (runs, key) => median(runs.map((r) => r[key]));
    const our = Object.fromEntries(['takesInput', 'accepted', 'firstPaint', 'p99', 'overFrame'].map((k) => [k, m(ours, k)]));
    const their = Object.fromEntries(['takesInput', 'accepted', 'firstPaint', 'p99', 'overFrame'].map((k) => [k, m(theirs, k)]));
    const floorPaint = median(floor);

    // The precache
    const cached = await precache(browser, site);
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
      const met = t.gzip <= target.kb * 1024 && (target.files === undefined || t.files <= target.files);
      rows.push({
        item: `${name} (${pagePath}), every response by network idle + ${SETTLE_MS / 1000} s quiet`,
        result: `${bytesText(t)}; the anchor page ${kb(anchorTotal.gzip)} KB gz: ratio ${ratio(t.gzip, anchorTotal.gzip)}`,
        target: `≤ ${target.kb} KB gz` + (target.files === undefined ? '' : ` in ≤ ${target.files} files`),
        met,
      });
    };
    rows.push({
      item: 'the anchor page: chessground + chess.js (HTML + JS + CSS, its images inlined in the CSS)',
      result: bytesText(anchorTotal),
      target: '—',
      met: null,
    });
    for (const { path: pagePath, name } of OUR_PAGES) bytesRow(pagePath, name);
    const takesInputRatio = our.takesInput / their.takesInput;
    rows.push({
      item: `navigation → board takes input (/demo/minimal.html: ready resolved; anchor: board created), median of ${RUNS}`,
      result: `${ms(our.takesInput)} vs the anchor's ${ms(their.takesInput)}: ratio ${takesInputRatio.toFixed(2)}`,
      target: `≤ ${TARGETS.takesInputRatio} × the anchor's`,
      met: takesInputRatio <= TARGETS.takesInputRatio,
    });
    rows.push({
      item: 'navigation → the e2–e4 drag started then is accepted (its move event; the drag\'s 12 mouse events sent over CDP included), median',
      result: `${ms(our.accepted)} vs the anchor's ${ms(their.accepted)}: ratio ${ratio(our.accepted, their.accepted)}`,
      target: '—',
      met: null,
    });
    rows.push({
      item: 'the floor: first contentful paint of a page with no script, median',
      result: `${ms(floorPaint)}; ours takes input at ${ms(our.takesInput)} = ${ratio(our.takesInput, floorPaint)} × the floor, ` +
        `the anchor at ${ms(their.takesInput)} = ${ratio(their.takesInput, floorPaint)} × the floor; first paints: ` +
        `ours ${ms(our.firstPaint)}, the anchor's ${ms(their.firstPaint)}`,
      target: '—',
      met: null,
    });
    rows.push({
      item: `p99 RunTask on CrRendererMain during ${SESSION.length} drags, median of ${RUNS}`,
      result: `${our.p99.toFixed(1)} ms vs the anchor's ${their.p99.toFixed(1)} ms: ratio ${ratio(our.p99, their.p99)}`,
      target: '≤ the anchor\'s',
      met: our.p99 <= their.p99,
    });
    rows.push({
      item: `RunTasks over ${LONG_TASK_MS} ms during the ${SESSION.length} drags, median of ${RUNS}`,
      result: `${our.overFrame} vs the anchor's ${their.overFrame}`,
      target: '≤ the anchor\'s',
      met: our.overFrame <= their.overFrame,
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
