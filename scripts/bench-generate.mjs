// The `generate` section of `npm run bench`: each exercise generator (c/src/generate*.c) in
// chess-search.wasm, 1,000 seeds each, the side and the difficulty going round with the seed as in
// tests/js/generate.test.mjs. In Node, through the rules' Node entry: every exercise is checked by
// scripts/bench-generate-checks.mjs (chess.js, the free-piece proof, the lone-king table), none may
// be a lesson step's position, and at least 950 of the 1,000 must be different patterns (mirror
// images, colour swaps and shifts folded together). Then in Chromium at 4x CPU throttling
// (Emulation.setCPUThrottlingRate, as the pages section): the median and p99 time to make and
// prove one exercise, whose p99 the target wants under 100 ms. Also times building the lessons'
// lone-king distance table (web/lesson/lone-king.mjs) there, which a phone would build to score
// a lone-king game.
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATORS, argsOf, exerciseProblems, lessonPositions, patternKey, positionKey } from './bench-generate-checks.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SEEDS = Number(process.env.BENCH_GENERATE_SEEDS || 1000);
const THROTTLE = 4;
const MIN_DISTINCT = 0.95;
const P99_MS = 100;

export { GENERATORS };

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const nameOf = (generator) => `${generator.kind} (${generator.piece})`;

/** The worktree over http (the modules, dist/'s wasm), for the page that times the generators. */
function serveRoot() {
  const types = { '.mjs': 'text/javascript', '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };
  const server = http.createServer((request, response) => {
    const file = path.join(ROOT, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    if (!file.startsWith(ROOT) || !existsSync(file)) { response.writeHead(404).end(); return; }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'text/html' }).end(file.endsWith('/') ? '<!doctype html>' : readFileSync(file));
  });
  server.ready = new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Times each generator in Chromium at 4x throttling: {name: [ms per exercise]}, and the table's build. */
async function chromiumTimes(log) {
  const { launchChromium } = await import('./lib/chromium.mjs');
  const server = serveRoot();
  await server.ready;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const times = {};
    for (const generator of GENERATORS) {
      const args = Array.from({ length: SEEDS }, (_, seed) => argsOf(generator, seed));
      times[nameOf(generator)] = await page.evaluate(async (list) => {
        const { loadChessSearch } = await import('/web/rules/search-engine.mjs');
        globalThis.benchSearch ??= await loadChessSearch({ wasm: new URL('/dist/chess-search.wasm', location.href) });
        return list.map((options) => {
          const started = performance.now();
          const made = globalThis.benchSearch.generate(options);
          const ms = performance.now() - started;
          return made.ok ? ms : -1;
        });
      }, args);
      log(`  chromium ${nameOf(generator)}: done`);
    }
    const table = await page.evaluate(async () => {
      const { loneKingTable } = await import('/web/lesson/lone-king.mjs');
      const started = performance.now();
      loneKingTable('Q');
      const queen = performance.now() - started;
      loneKingTable('R');
      return { queen, both: performance.now() - started };
    });
    return { times, table };
  } finally {
    await browser.close();
    server.close();
  }
}

export async function generateBench({ log }) {
  if (!existsSync(path.join(ROOT, 'dist/chess-search.wasm'))) throw new Error('dist/chess-search.wasm is missing; run `npm run build` first');
  const { loadChessRules } = await import('../web/rules/node.mjs');
  const dist = new URL('../dist/', import.meta.url);
  const rules = await loadChessRules({ wasm: new URL('chess-rules.wasm', dist), searchWasm: new URL('chess-search.wasm', dist), lang: 'en' });
  const lessons = lessonPositions(ROOT);
  const rows = [];
  let failed = false;
  const checked = {};
  const passed = {};
  for (const generator of GENERATORS) {
    const patterns = new Set();
    let tries = 0, errors = 0, wrong = 0, inLessons = 0;
    const dtms = [];
    for (let seed = 0; seed < SEEDS; seed++) {
      const args = argsOf(generator, seed);
      const made = await rules.generate(args);
      if (!made.ok) { errors++; continue; }
      tries += made.value.tries;
      const problems = exerciseProblems(args, made.value, rules);
      if (problems.length) { wrong++; if (wrong <= 3) log(`  ${nameOf(generator)} seed ${seed}: ${made.value.fen}: ${problems.join('; ')}`); }
      if (lessons.has(positionKey(made.value.fen, made.value.stars))) inLessons++;
      patterns.add(patternKey(made.value.fen, made.value.stars));
      if (made.value.dtm) dtms.push(made.value.dtm);
    }
    const ok = errors === 0 && wrong === 0 && inLessons === 0 && patterns.size >= SEEDS * MIN_DISTINCT;
    failed ||= !ok;
    passed[nameOf(generator)] = ok;
    const dtm = dtms.length ? `; moves to mate by the lessons' table ${Math.min(...dtms)} to ${Math.max(...dtms)}` : '';
    checked[nameOf(generator)] = `${SEEDS - errors - wrong} of ${SEEDS} pass the checks, ${patterns.size} of ${SEEDS} patterns differ, ` +
      `${inLessons} lesson positions, ${(tries / Math.max(1, SEEDS - errors)).toFixed(0)} candidates mean${dtm}`;
    log(`  ${nameOf(generator)}: ${checked[nameOf(generator)]}`);
  }
  let chromium = null;
  try {
    chromium = await chromiumTimes(log);
  } catch (error) {
    log(`  Chromium could not run: ${error.message}`);
  }
  for (const generator of GENERATORS) {
    const name = nameOf(generator);
    const times = (chromium?.times[name] ?? []).filter((ms) => ms >= 0).sort((a, b) => a - b);
    const timing = times.length ? `median ${quantile(times, 0.5).toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(2)} ms` : 'not timed';
    const fast = times.length === SEEDS && quantile(times, 0.99) < P99_MS;
    rows.push({
      item: `generate ${name}, ${SEEDS} seeds: checks in Node; time in Chromium at ${THROTTLE}x throttling`,
      result: `${timing}; ${checked[name]}`,
      status: `${passed[name] ? 'checks ok' : 'FAIL (checks or patterns)'}; ${fast ? `p99 under ${P99_MS} ms` : `p99 over ${P99_MS} ms`}`,
    });
  }
  if (chromium) {
    rows.push({
      item: `the lessons' lone-king distance table (web/lesson/lone-king.mjs), built in Chromium at ${THROTTLE}x throttling`,
      result: `K+Q ${chromium.table.queen.toFixed(0)} ms, K+Q and K+R ${chromium.table.both.toFixed(0)} ms`,
      status: 'measured',
    });
  }
  return { rows, failed };
}
