// The npm package and the packaging script (scripts/package.mjs):
//   - `npm pack --dry-run --json` lists the prebuilt widget (every file of
//     dist/chess-lesson.files.json), its types, the licence and the notices, and nothing else: no
//     GPL code (chessground, Stockfish), no tests, no sources; the exports and types point at
//     files the tarball holds, and the types compile;
//   - dist/ counts as stale when a source of the build is newer than its widget list;
//   - the zip writer's archives read back with Python's zipfile, names in Chinese included;
//   - the zip's files are this build's site: a chunk no file names and the pages of a lesson the
//     index no longer lists stay out; a page with an inline script, naming a file the folder
//     lacks, or naming an address from the server's root, is refused.
// The npm test needs dist/ (`node scripts/build.mjs`), like the browser tests.
import { jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOC_FILES, NODE_RULES, SITE_FILES, packageFiles, staleness, WIDGET_DIR, writeWidget } from '../../scripts/package.mjs';
import { zipArchive } from '../../scripts/package/zip.mjs';

jest.setTimeout(120000);

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

const temporary = [];
afterAll(() => { for (const dir of temporary) rmSync(dir, { recursive: true, force: true }); });
const tempDir = (name) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), name));
  temporary.push(dir);
  return dir;
};

test('the npm tarball holds the prebuilt widget and its types, and nothing GPL, no tests and no sources', () => {
  if (!existsSync(path.join(DIST, 'chess-lesson.files.json'))) {
    throw new Error('dist/ has no widget: run `node scripts/build.mjs` first (`npm test` does)');
  }
  // what npm's prepack does, here without the staleness check (this test packs what dist/ holds)
  const written = writeWidget();
  const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' });
  expect(pack.status).toBe(0);
  const [tarball] = JSON.parse(pack.stdout);
  const files = tarball.files.map((file) => file.path).sort();

  const list = JSON.parse(readFileSync(path.join(DIST, 'chess-lesson.files.json'), 'utf8'));
  const widgetFiles = files.filter((file) => file.startsWith(`${WIDGET_DIR}/`)).map((file) => file.slice(WIDGET_DIR.length + 1));
  expect(widgetFiles.sort()).toEqual(written);
  // the widget's list, and the rules API for pages (its chunks and the page-thread analysis) and for Node besides
  const rulesFiles = widgetFiles.filter((file) => /^chess-rules(\.chunk-\w+)?\.mjs$|^chess-search\.mjs$/.test(file) || file === NODE_RULES);
  expect(rulesFiles).toEqual(expect.arrayContaining(['chess-rules.mjs', 'chess-search.mjs', NODE_RULES]));
  // besides the types and the rules' files for pages and Node (chess-search.mjs, which a lesson page
  // loads too, is also in the widget's list), the widget is its list
  const rulesOnly = rulesFiles.filter((file) => !list.files.includes(file));
  expect(widgetFiles.filter((file) => !file.endsWith('.d.ts') && !rulesOnly.includes(file)).sort()).toEqual([...list.files, 'chess-lesson.files.json'].sort());
  expect(widgetFiles).toEqual(expect.arrayContaining(['chess-lesson.d.ts', 'rules/index.d.ts', 'lesson/chess-lesson.d.ts', 'chess-search-worker.mjs', 'chess-rules.wasm', 'chess-search.wasm', ...rulesFiles]));
  expect(files.filter((file) => !file.startsWith(`${WIDGET_DIR}/`))).toEqual(['LICENSE', 'README.md', 'THIRD_PARTY_NOTICES.md', 'package.json']);
  // the widget's files are the build's, byte for byte
  for (const file of [...list.files, ...rulesFiles]) expect([file, readFileSync(path.join(ROOT, WIDGET_DIR, file)).equals(readFileSync(path.join(DIST, file)))]).toEqual([file, true]);

  // nothing GPL: no file of chessground or Stockfish, and no shipped code that names them
  expect(files.filter((file) => /chessground|stockfish|tests?\/|\.test\.|^web\/|^c\/|node_modules/i.test(file))).toEqual([]);
  for (const file of widgetFiles) {
    const text = readFileSync(path.join(ROOT, WIDGET_DIR, file), 'latin1');
    expect([file, /chessground|stockfish|GNU General Public License/i.test(text)]).toEqual([file, false]);
  }

  // what package.json promises is in the tarball; no `private`, so it can be published
  expect(pkg.private).toBeUndefined();
  const targets = [pkg.types, ...Object.values(pkg.exports).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v)))];
  for (const target of targets) expect([target, files.includes(path.posix.normalize(target))]).toEqual([target, true]);
  expect(pkg.exports['.'].default).toBe(`./${WIDGET_DIR}/chess-lesson.mjs`);

  // the types stand on their own: every file they import is in the tarball
  const tsc = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '--ignoreConfig', '--noEmit', '--strict', '--lib', 'es2022,dom',
    path.join(ROOT, pkg.types)], { cwd: ROOT, encoding: 'utf8' });
  expect(tsc.stdout + tsc.stderr).toBe('');
  expect(tsc.status).toBe(0);
});

test('dist/ is stale when a source of the build is newer than the widget list, and missing when the list is', () => {
  const root = tempDir('chess-stale-');
  mkdirSync(path.join(root, 'dist', 'lessons'), { recursive: true });
  mkdirSync(path.join(root, 'web', 'board'), { recursive: true });
  expect(staleness(root)).toMatch(/chess-lesson.files.json is missing/);
  for (const file of ['chess-lesson.files.json', ...DOC_FILES, ...SITE_FILES]) writeFileSync(path.join(root, 'dist', file), '{}');
  const source = path.join(root, 'web', 'board', 'view.mjs');
  writeFileSync(source, '');
  const built = new Date(Date.now() - 60_000);
  utimesSync(source, new Date(built - 60_000), new Date(built - 60_000));
  utimesSync(path.join(root, 'dist', 'chess-lesson.files.json'), built, built);
  expect(staleness(root)).toBeNull();
  utimesSync(source, new Date(), new Date());
  expect(staleness(root)).toBe(`${path.join('web', 'board', 'view.mjs')} is newer than dist/chess-lesson.files.json`);
});

test('the zip writer\'s archive reads back with Python\'s zipfile: names, bytes and modes', () => {
  const dir = tempDir('chess-zip-');
  const entries = [
    { name: 'folder/使用说明.txt', data: Buffer.from('中文\r\n'.repeat(200)) },
    { name: 'folder/lessons/a.json', data: Buffer.from('{"a":1}') },
    { name: 'folder/empty.txt', data: Buffer.alloc(0) },
    { name: 'folder/random.bin', data: Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 251)) },
  ];
  const zip = path.join(dir, 'test.zip');
  writeFileSync(zip, zipArchive(entries, { mtime: new Date(Date.UTC(2024, 5, 1, 12, 30, 10)) }));
  const python = spawnSync('/usr/bin/python3', ['-c', [
    'import json, sys, zipfile',
    'archive = zipfile.ZipFile(sys.argv[1])',
    'print(json.dumps({"bad": archive.testzip(), "entries": [[i.filename, list(i.date_time), i.external_attr >> 16, archive.read(i).hex()] for i in archive.infolist()]}))',
  ].join('\n'), zip], { encoding: 'utf8' });
  expect(python.stderr).toBe('');
  const read = JSON.parse(python.stdout);
  expect(read.bad).toBeNull();
  expect(read.entries.map(([name]) => name)).toEqual(['folder/', 'folder/使用说明.txt', 'folder/lessons/', 'folder/lessons/a.json', 'folder/empty.txt', 'folder/random.bin']);
  for (const entry of entries) {
    const [, date, mode, hex] = read.entries.find(([name]) => name === entry.name);
    expect([entry.name, date, mode, hex]).toEqual([entry.name, [2024, 6, 1, 12, 30, 10], 0o100644, entry.data.toString('hex')]);
  }
  expect(() => zipArchive([{ name: '../escape.txt', data: Buffer.alloc(1) }])).toThrow(/relative path/);
  expect(() => zipArchive([{ name: 'a.txt', data: Buffer.alloc(1) }, { name: 'a.txt', data: Buffer.alloc(1) }])).toThrow(/twice/);
});

test('the zip holds this build\'s site: no stale chunk, no page of a lesson gone from the index; a page with an inline script, a missing file or a root address is refused', () => {
  if (!existsSync(path.join(DIST, 'chess-lesson.files.json'))) throw new Error('dist/ has no widget: run `node scripts/build.mjs` first');
  const dist = tempDir('chess-dist-');
  cpSync(DIST, dist, { recursive: true });
  // what an earlier build left behind: a chunk nothing names now, and the pages of a lesson since removed
  writeFileSync(path.join(dist, 'chess-lesson.chunk-OLDBUILD.mjs'), 'export const old = 1;\n');
  mkdirSync(path.join(dist, 'lesson', 'removed-lesson', 'print'), { recursive: true });
  writeFileSync(path.join(dist, 'lesson', 'removed-lesson', 'index.html'), readFileSync(path.join(dist, 'lesson', 'rook', 'index.html')));
  writeFileSync(path.join(dist, 'lesson', 'removed-lesson', 'print', 'index.html'), readFileSync(path.join(dist, 'lesson', 'rook', 'print', 'index.html')));
  const paths = () => packageFiles({ dist, version: '0.0.0' }).files.map((entry) => entry.path);
  const packed = paths();
  const index = JSON.parse(readFileSync(path.join(dist, 'lessons', 'index.json'), 'utf8'));
  expect(packed).toEqual(expect.arrayContaining(index.lessons.flatMap((entry) => [`lesson/${entry.id}/index.html`, `lesson/${entry.id}/print/index.html`])));
  expect(packed.slice(0, 4)).toEqual(['使用说明.txt', 'index.html', 'for-teachers.html', 'sample.html']);
  expect(packed.filter((file) => file.includes('OLDBUILD') || file.includes('removed-lesson'))).toEqual([]);
  // the developers' own: the benchmarks' one-board page and the types
  expect(existsSync(path.join(dist, 'demo', 'minimal.html'))).toBe(true);
  expect(packed.filter((file) => file === 'demo/minimal.html' || file.endsWith('.d.ts'))).toEqual([]);

  const sample = readFileSync(path.join(dist, 'sample.html'), 'utf8');
  writeFileSync(path.join(dist, 'sample.html'), sample.replace('</body>', '<script>alert(1)</script></body>'));
  expect(paths).toThrow(/sample.html has an inline script/);
  writeFileSync(path.join(dist, 'sample.html'), sample.replace('lessons/castling.json"', 'lessons/no-such-lesson.json"'));
  expect(paths).toThrow(/sample.html names lessons\/no-such-lesson.json/);
  writeFileSync(path.join(dist, 'sample.html'), sample.replace('src="chess-lesson.mjs"', 'src="/chess-lesson.mjs"'));
  expect(paths).toThrow(/sample.html names \/chess-lesson.mjs, outside its folder/);
  writeFileSync(path.join(dist, 'sample.html'), sample);
  expect(paths()).toEqual(packed);
});
