// The anchor of `npm run bench -- pages` (bench-pages.mjs): the board a web developer would
// otherwise pick, chessground and chess.js, bundled from scripts/bench-anchor/ into
// build/bench-anchor/ (never into dist/: chessground is GPL-3.0 and serves only as a yardstick),
// with its floor page (no script), served without the site's policy; and the check that none of
// it reached the built site.
import http from 'node:http';
import { promises as fs, copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { BUNDLE_OPTIONS } from './esbuild-options.mjs';
import { withSharedHead } from './page-head.mjs';
import { mimeTypeOf, resolveUnderRoot } from './serve.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ANCHOR_SOURCE = path.join(ROOT, 'scripts', 'bench-anchor');
const ANCHOR_OUT = path.join(ROOT, 'build', 'bench-anchor');
export const ANCHOR_PACKAGES = { chessground: '9.2.1', 'chess.js': '1.4.0' };

let anchorBuilt = null;

/** Bundles scripts/bench-anchor/ into build/bench-anchor/ (once per process); returns the folder. */
export function buildAnchor() {
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
export function serveWithoutPolicy(root) {
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

/** The files of `root` that carry chessground's code or styles (its element names, its name). */
export async function chessgroundTraces(root) {
  const found = [];
  for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(m?js|css|html|json|svg)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (/chessground|\bcg-(board|container|wrap)\b/.test(await fs.readFile(file, 'utf8'))) found.push(path.relative(root, file));
  }
  return found;
}
