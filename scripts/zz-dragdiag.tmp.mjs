// temporary: what the long drag tasks are made of (ours vs the anchor)
import { launchChromium } from './lib/chromium.mjs';
import { startServer } from './serve.mjs';
import { pageProbe } from './bench-pages-probe.mjs';
import { buildAnchor, serveWithoutPolicy } from './bench-pages-anchor.mjs';
import path from 'node:path';
const SESSION = ['e7e5', 'g1f3', 'b8c6', 'f1b5', 'a7a6', 'b5a4', 'g8f6', 'e1g1', 'f8e7', 'f1e1'];
const which = process.argv[2] || 'ours';
const browser = await launchChromium();
let origin, srv;
if (which === 'ours') { srv = startServer({ root: path.resolve('dist'), port: 0 }); await srv.ready; }
else { srv = serveWithoutPolicy(await buildAnchor()); await srv.ready; }
origin = `http://127.0.0.1:${srv.address().port}`;
const url = which === 'ours' ? `${origin}/demo/minimal.html` : `${origin}/`;
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', serviceWorkers: 'block' });
await context.addInitScript(pageProbe);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(url);
await page.evaluate(() => globalThis.__benchProbe.takesInput);
await page.waitForLoadState('networkidle');
const centres = await page.evaluate((squares) => Object.fromEntries(squares.map((s) => [s, globalThis.__benchProbe.centre(s)])), ['e2','e4',...new Set(SESSION.flatMap((u) => [u.slice(0,2), u.slice(2,4)]))]);
async function drag(from, to) { await page.mouse.move(from.x, from.y); await page.mouse.down(); await page.mouse.move(to.x, to.y, { steps: 10 }); await page.mouse.up(); }
await drag(centres.e2, centres.e4);
await page.waitForFunction(() => globalThis.__benchProbe.moves >= 1);
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink.user_timing'] });
for (const [i, uci] of SESSION.entries()) {
  await page.evaluate((i) => performance.mark('drag' + i), i);
  await drag(centres[uci.slice(0,2)], centres[uci.slice(2,4)]);
  await page.waitForFunction((n) => globalThis.__benchProbe.moves >= n, i + 2, { polling: 'raf' });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}
const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
const threads = new Set(traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
const main = traceEvents.filter((e) => threads.has(`${e.pid}:${e.tid}`) && e.ph === 'X').sort((a, b) => a.ts - b.ts);
const tasks = main.filter((e) => e.name === 'RunTask');
const long = tasks.filter((t) => (t.tdur ?? t.dur) / 1000 > 16);
const sum = {};
for (const t of long) {
  const kids = main.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && !/RunTask|MicrotaskCheckpoint|ThreadController|Scheduler/.test(e.name));
  const top = kids.filter((k) => !kids.some((o) => o !== k && o.ts <= k.ts && o.ts + o.dur >= k.ts + k.dur && o.dur > k.dur));
  const parts = top.filter((k) => k.dur > 500).map((k) => `${k.name}${k.args?.data?.type ? ':' + k.args.data.type : ''} ${((k.tdur ?? k.dur)/1000).toFixed(1)}`);
  const label = top.filter((k) => k.dur > 2000).map((k) => k.name + (k.args?.data?.type ? ':' + k.args.data.type : '')).join('+');
  console.log(`task ${((t.tdur ?? t.dur)/1000).toFixed(1)} ms cpu: ${parts.join(', ')}`);
}
console.log(which, 'tasks', tasks.length, 'long', long.length);
console.log(sum);
await browser.close();
process.exit(0);
