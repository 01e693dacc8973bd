// The teachers' download as a teacher gets it: `scripts/package.mjs --no-build` writes the zip from
// dist/, and Python's zipfile (a reader independent of our writer) checks every CRC and unpacks it
// into an empty folder; a school puts that folder into a sub-folder of its web server, which here
// is Python's plain http.server (no CSP, no rewriting) or scripts/serve.mjs (the site's strict CSP).
// Needs dist/ (`node scripts/build.mjs`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../../scripts/serve.mjs';
import { ROOT } from './browser.mjs';

const PYTHON = '/usr/bin/python3';
export const VERSION = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
export const FOLDER = `chess-lessons-${VERSION}`;

// Where the tests put the unpacked folder under a server's root: a sub-folder of any name.
export const SUB_FOLDER = 'any/sub/folder';

/**
 * Makes the zip and unpacks it: {unpacked (the folder it holds), printed (the paths package.mjs
 * printed), zipNames (its entries, as Python reads them), entries (what the unpacking folder holds),
 * remove()}. With `under`, the folder is then moved to `under` (a path with '/') inside a server
 * root of its own, `serverRoot`, as a school copies it into a sub-folder of its site.
 */
export function unpackedZip({ under } = {}) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'chess-package-'));
  const made = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'package.mjs'), '--no-build', '--out', work], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`scripts/package.mjs failed: ${made.stderr}`);
  const printed = made.stdout.split('\n').map((line) => line.match(new RegExp(`^\\s+${FOLDER}/(\\S+)\\s+\\d+ bytes$`))?.[1]).filter(Boolean);
  const into = path.join(work, 'unpacked');
  mkdirSync(into);
  const python = spawnSync(PYTHON, ['-c', [
    'import json, sys, zipfile',
    'archive = zipfile.ZipFile(sys.argv[1])',
    'bad = archive.testzip()',
    'if bad: sys.exit("bad CRC: " + bad)',
    'archive.extractall(sys.argv[2])',
    'print(json.dumps([info.filename for info in archive.infolist()]))',
  ].join('\n'), path.join(work, `${FOLDER}.zip`), into], { encoding: 'utf8' });
  if (python.status !== 0) throw new Error(`Python's zipfile could not read the zip: ${python.stderr}`);
  const entries = readdirSync(into);
  let unpacked = path.join(into, FOLDER);
  let serverRoot = into;
  if (under) {
    serverRoot = path.join(work, 'site');
    const target = path.join(serverRoot, ...under.split('/'));
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(unpacked, target);
    unpacked = target;
  }
  return {
    unpacked,
    serverRoot,
    printed,
    zipNames: JSON.parse(python.stdout),
    entries,
    remove: () => rmSync(work, { recursive: true, force: true }),
  };
}

/** Serves `root` alone under the site's CSP; `log` records every request answered, with its status. */
export async function serveFolder(root) {
  const server = startServer({ port: 0, root });
  const log = [];
  server.on('request', (request, response) => response.on('finish', () => log.push({ path: request.url, status: response.statusCode })));
  await server.ready;
  const { port } = server.address(); // kept: a closed server has no address
  return {
    log,
    url: (file) => `http://localhost:${port}/${file}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/**
 * Serves `root` with Python's plain http.server on a free port of 127.0.0.1 (a secure context, as
 * https is): {url(path from the root), log: [{path, status}] of every request it answered,
 * settled() (resolves once every request answered so far is in the log), close()}.
 */
export async function servePython(root) {
  const child = spawn(PYTHON, ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', root], { stdio: ['ignore', 'pipe', 'pipe'] });
  const log = [];
  const waiting = [];
  let errors = '';
  child.stderr.setEncoding('utf8');
  let pending = '';
  child.stderr.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines) {
      // 127.0.0.1 - - [date] "GET /path HTTP/1.1" 200 -
      const request = line.match(/"[A-Z]+ (\S+) HTTP\/[\d.]+" (\d{3})/);
      if (request) log.push({ path: decodeURIComponent(request[1]), status: Number(request[2]) });
      else if (!/code 404|^\s*$/.test(line)) errors += `${line}\n`;
    }
    for (const wait of waiting.splice(0)) wait();
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      const found = text.match(/port (\d+)/);
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', (code) => reject(new Error(`python3 -m http.server exited (${code}): ${errors}`)));
  });
  const url = (file) => `http://127.0.0.1:${port}/${file}`;
  let marks = 0;
  return {
    log,
    url,
    // a request of its own, answered after the others: once it is in the log, they are too
    settled: async () => {
      const mark = `/.settled-${(marks += 1)}`;
      await fetch(url(mark.slice(1))).catch(() => null);
      while (!log.some((entry) => entry.path === mark)) await new Promise((resolve) => waiting.push(resolve));
      log.splice(log.findIndex((entry) => entry.path === mark), 1);
    },
    close: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    }),
  };
}
