// What a page of a built site downloads, file by file, with each file's gzipped size (level 9, as
// scripts/build.mjs counts): served with scripts/serve.mjs, opened in Chromium on a phone, counted
// once the lesson on it is ready for the child's first move and the network has gone quiet.
//
//   node tests/browser/helpers/page-weight.mjs [DIST] [PATH]   (default: dist/ and /lesson/rook/)
//
// Compare two builds by running it on each (e.g. a build of main and this tree's dist/).
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchChromium } from '../../../scripts/lib/chromium.mjs';
import { startServer } from '../../../scripts/serve.mjs';

// browser.mjs holds Jest hooks, so this script, which runs outside Jest, launches Chromium itself.
const DIST = fileURLToPath(new URL('../../../dist/', import.meta.url));
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

/** {files: [{path, bytes, gzip}], gzip} of everything `pagePath` downloads from `root`. */
export async function pageWeight(browser, root, pagePath) {
  const server = startServer({ port: 0, root });
  await server.ready;
  const baseUrl = `http://127.0.0.1:${server.address().port}`;
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (response) => bodies.push(response.body().then((body) => ({ url: response.url(), body }), () => null)));
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => ['ready', 'solved', 'error'].includes(document.querySelector('chess-lesson')?.dataset.state ?? 'ready'));
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(bodies)).filter(Boolean)
      .map(({ url, body }) => ({ path: new URL(url).pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }))
      .sort((a, b) => a.path.localeCompare(b.path));
    return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
  } finally {
    await context.close();
    server.closeAllConnections?.();
    await new Promise((resolve) => { server.close(resolve); });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(process.argv[2] ?? DIST);
  const pagePath = process.argv[3] ?? '/lesson/rook/';
  const browser = await launchChromium();
  try {
    const { files, gzip } = await pageWeight(browser, root, pagePath);
    for (const file of files) console.log(`${String(file.gzip).padStart(7)}  ${file.path}`);
    console.log(`${String(gzip).padStart(7)}  gzipped bytes in all, ${files.length} files (${root}${pagePath})`);
  } finally {
    await browser.close();
  }
}
