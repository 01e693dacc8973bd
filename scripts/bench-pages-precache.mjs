// The precache of `npm run bench -- pages` (bench-pages.mjs): what dist/sw.js caches on a first
// visit to the index, grouped by what it is for, and whether any of it is not for children.
import { gzipSync } from 'node:zlib';

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
 * the site's server sent during that visit (the page's own requests and the worker's). `origin`: the
 * site's address; `newContext(browser, options)`: bench-pages.mjs's page setup.
 */
export async function precache(browser, site, newContext, origin) {
  const { context, page } = await newContext(browser, { serviceWorkers: 'allow', probe: false });
  const served = [];
  const countResponse = (request, response) => response.on('finish', () => served.push({
    path: new URL(request.url, 'http://host').pathname, raw: Number(response.getHeader('content-length') ?? 0),
  }));
  site.on('request', countResponse);
  try {
    await page.goto(`${origin}/`, { waitUntil: 'load' });
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
