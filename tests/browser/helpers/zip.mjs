// The teachers' download as a teacher gets it: `scripts/package.mjs --no-build` writes the zip from
// dist/, and Python's zipfile (a reader independent of our writer) checks every CRC and unpacks it
// into an empty folder. Needs dist/ (`node scripts/build.mjs`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../../scripts/serve.mjs';
import { ROOT } from './browser.mjs';

const PYTHON = '/usr/bin/python3';
export const VERSION = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
export const FOLDER = `chess-lessons-${VERSION}`;

/**
 * Makes the zip and unpacks it: {unpacked (the folder it holds), printed (the paths package.mjs
 * printed), zipNames (its entries, as Python reads them), entries (what the unpacking folder holds),
 * remove()}.
 */
export function unpackedZip() {
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
  return {
    unpacked: path.join(into, FOLDER),
    printed,
    zipNames: JSON.parse(python.stdout),
    entries: readdirSync(into),
    remove: () => rmSync(work, { recursive: true, force: true }),
  };
}

/** Serves `root` alone under the site's CSP; `log` records every request answered, with its status. */
export async function serveFolder(root) {
  const server = startServer({ port: 0, root });
  const log = [];
  server.on('request', (request, response) => response.on('finish', () => log.push({ path: request.url, status: response.statusCode })));
  await server.ready;
  return {
    log,
    url: (file) => `http://localhost:${server.address().port}/${file}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
