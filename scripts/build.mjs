// `npm run build`: writes dist/.
//   0. The generated sources (scripts/generate.mjs).
//   1. The standalone WebAssembly rules core, through CMake's Emscripten branch (emcmake), into
//      build/wasm/, copied to dist/chess-rules.wasm, and the search module, dist/chess-search.wasm.
//      They must import nothing.
//   2. esbuild bundles each entry of ENTRIES into one ES module in dist/ (browsers and Node 20).
//   3. The site pages: web/site/** is copied into dist/, if that folder exists, each page with its
//      shared head written from one template (scripts/page-head.mjs).
//   4. scripts/build-print.mjs writes the lessons' print views into dist/.
//   5. scripts/build-lessons.mjs, if it exists, writes the lesson pages and the service worker.
//   6. scripts/build-docs.mjs writes the teachers' pages.
// Before anything is written into dist/, the lessons are checked as `npm run check-lessons` checks
// them (scripts/check-lessons.mjs, with the wasm just built): a lesson that would stop a child, or
// one of the project's lessons missing a language, stops the build and dist/ stays as it was.
// CHESS_LESSONS_DIR names another lessons folder to check and build (the tests' broken copies).
// `node scripts/build.mjs --js-only` skips step 1 when build/wasm/chess-rules.wasm exists.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, copyFileSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { BUNDLE_OPTIONS } from './esbuild-options.mjs';
import { generateAll } from './generate.mjs';
import { withSharedHead } from './page-head.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const WASM_BUILD = path.join(ROOT, 'build', 'wasm');
const WASM_OUT = path.join(WASM_BUILD, 'chess-rules.wasm');
// The practice partner's module (same core and shim, its own export list), loaded by the search worker.
const SEARCH_WASM_OUT = path.join(WASM_BUILD, 'chess-search.wasm');
const SITE = path.join(ROOT, 'web', 'site');

// The bundles: source entry → dist/<name>.mjs. Add an entry here for each new public module.
// `split: true` lets the entry's dynamic imports (the lesson runner, the game controls) become
// chunks beside it, dist/<name>.chunk-*.mjs, fetched only by pages that use them. They stay in
// dist/ itself, next to the wasm, because the rules code (which may land in a chunk) finds
// chess-rules.wasm through its own import.meta.url.
const ENTRIES = [
  // Split too: each language's messages (and the search client) are chunks a page fetches on use.
  // The types import the generated ErrorCode and list texts (errors.gen.d.ts, facts.gen.d.ts), which
  // go to dist/ beside them.
  { name: 'chess-rules', entry: 'web/rules/index.mjs', types: 'web/rules/index.d.ts',
    typeImports: ['web/rules/errors.gen.d.ts', 'web/rules/facts.gen.d.ts'], split: true },
  { name: 'chess-lesson', entry: 'web/chess-lesson.mjs', split: true },
  // The search worker that rules.bestMove starts on first use (web/rules/search.mjs finds it next to itself).
  { name: 'chess-search-worker', entry: 'web/rules/search-worker.mjs' },
  // The same engine on the page's thread, for rules.loadDeepAnalysis() (search.mjs imports it from next to itself).
  { name: 'chess-search', entry: 'web/rules/chess-search.mjs' },
  // The rules API for Node, one module with the engine: web/rules/node.mjs gives the loader Node's
  // file reader, which no page's bundle holds (the npm package's "./rules" under the `node` condition).
  { name: 'chess-rules.node', entry: 'web/rules/node.mjs', platform: 'node' },
];

function fail(message) {
  console.error(`build: ${message}`);
  process.exit(1);
}

function run(command, args, env) {
  console.log(`build: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} exited with status ${result.status}`);
}

function buildWasm() {
  // Debian's emcc runs its JS optimizer with acorn from /usr/share/nodejs.
  const env = { ...process.env, NODE_PATH: [process.env.NODE_PATH, '/usr/share/nodejs'].filter(Boolean).join(path.delimiter) };
  run('emcmake', ['cmake', '-S', '.', '-B', WASM_BUILD, '-DCMAKE_BUILD_TYPE=Release'], env);
  run('cmake', ['--build', WASM_BUILD, '-j2'], env);
  for (const out of [WASM_OUT, SEARCH_WASM_OUT]) {
    if (!existsSync(out)) fail(`the wasm build wrote no ${path.relative(ROOT, out)}`);
  }
}

function checkNoImports(file) {
  const module = new WebAssembly.Module(readFileSync(file));
  const imports = WebAssembly.Module.imports(module);
  if (imports.length) {
    fail(`${path.relative(ROOT, file)} imports ${imports.map((i) => `${i.module}.${i.name}`).join(', ')}; ` +
      'the standalone module must import nothing (keep stdio and malloc out of c/src and c/wasm)');
  }
}

function sizes(file) {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

// 0. The generated sources (scripts/generate.mjs), before anything reads them.
await generateAll();

const jsOnly = process.argv.includes('--js-only');
if (!(jsOnly && existsSync(WASM_OUT) && existsSync(SEARCH_WASM_OUT))) buildWasm();
checkNoImports(WASM_OUT);
checkNoImports(SEARCH_WASM_OUT);

// The lessons, checked before dist/ is touched, so that a refused build leaves the site working.
{
  // imported only now: the checks read the generated format check that generateAll() just wrote
  const { checkLessonFiles, formatReport, loadCheckTools } = await import('./check-lessons.mjs');
  const { loadWords } = await import('../web/site/editor/words.mjs');
  const lessons = process.env.CHESS_LESSONS_DIR ? path.resolve(process.env.CHESS_LESSONS_DIR) : path.join(ROOT, 'lessons');
  const tools = await loadCheckTools({ wasm: WASM_BUILD });
  // the repository's own lessons are the course: each step must name its skill
  const results = await checkLessonFiles([lessons], { ...tools, course: !process.env.CHESS_LESSONS_DIR });
  // a child reading a missing language sees another one; the course itself is written in all three
  const stops = (problem) => problem.severity === 'error' || problem.code === 'TEXT_LANG_MISSING';
  const refused = results.filter((result) => result.problems.some(stops));
  if (refused.length) {
    const words = await loadWords('zh-Hans');
    const report = formatReport(refused.map((result) => ({ ...result, problems: result.problems.filter(stops) })), words, { cwd: ROOT });
    console.error(report.text);
    if (refused.some((result) => result.problems.some((problem) => problem.code === 'TEXT_LANG_MISSING'))) console.error(words.check.buildLangsNeeded);
    fail(`${words.check.buildRefused}\n(lessons: ${refused.map((result) => path.relative(ROOT, result.file)).join(', ')}; dist/ is unchanged)`);
  }
  console.log(`build: ${results.length} lesson files checked (npm run check-lessons), no problem that stops a child`);
  // The hash of the text each lesson had as it was checked (the text the check read, not the file
  // read again), by its path in the lessons folder: build-lessons.mjs writes it on the lesson page of
  // a file it copies unchanged (checked-hash), which the runner then does not check again.
  const { textHash } = await import('../web/lesson/text-hash.mjs');
  process.env.CHESS_CHECKED_LESSONS = JSON.stringify(Object.fromEntries(results.filter((result) => typeof result.text === 'string').map((result) => [
    path.relative(lessons, result.file).split(path.sep).join('/'), textHash(result.text)])));
}

// dist/ is written over, not emptied first, so that tests running from it meanwhile keep their files.
mkdirSync(DIST, { recursive: true });
copyFileSync(WASM_OUT, path.join(DIST, 'chess-rules.wasm'));
copyFileSync(SEARCH_WASM_OUT, path.join(DIST, 'chess-search.wasm'));

// The entries a page with <chess-lesson> loads (the search worker starts on a lesson's first defence).
const WIDGET_ENTRIES = ['chess-lesson', 'chess-search', 'chess-search-worker'];
const widgetFiles = [];
const staticImports = new Map(); // output file name → the files it imports statically (split entries)
const languageChunks = new Map(); // `${entry name}:${lang}` → the chunks holding that language's texts
for (const { name, entry, types, typeImports = [], split, platform } of ENTRIES) {
  const source = path.join(ROOT, entry);
  if (!existsSync(source)) fail(`the entry ${entry} of ${name} does not exist`);
  if (split) {
    // Chunk names carry content hashes, so old ones pile up. Like the rest of dist/, the chunks of
    // a recent build stay for a while (a test or a page may be using them); older ones go.
    const now = Date.now();
    for (const old of readdirSync(DIST)) {
      const file = path.join(DIST, old);
      if (old.startsWith(`${name}.chunk-`) && now - statSync(file).mtimeMs > 30 * 60 * 1000) rmSync(file);
    }
  }
  const result = await esbuild.build({
    metafile: Boolean(split),
    ...(split
      ? { entryPoints: [{ in: source, out: name }], outdir: DIST, splitting: true, chunkNames: `${name}.chunk-[hash]`, outExtension: { '.js': '.mjs' } }
      : { entryPoints: [source], outfile: path.join(DIST, `${name}.mjs`) }),
    ...BUNDLE_OPTIONS,
    ...(platform === 'node' && { platform, target: ['node20'], external: [] }),
  });
  if (types) copyFileSync(path.join(ROOT, types), path.join(DIST, `${name}.d.ts`));
  for (const file of typeImports) copyFileSync(path.join(ROOT, file), path.join(DIST, path.basename(file)));
  for (const [file, output] of Object.entries(result.metafile?.outputs ?? {})) {
    staticImports.set(path.basename(file), output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => path.basename(i.path)));
    // web/i18n/<table>.<lang>.mjs: a page fetches its language's chunks at once, with the wasm.
    for (const input of Object.keys(output.inputs)) {
      const lang = input.match(/web\/i18n\/\w+\.(zh-Hans|zh-Hant|en)\.mjs$/)?.[1];
      if (lang) languageChunks.set(`${name}:${lang}`, [...(languageChunks.get(`${name}:${lang}`) ?? []), path.basename(file)]);
    }
  }
  if (WIDGET_ENTRIES.includes(name)) {
    for (const file of Object.keys(result.metafile?.outputs ?? { [`${name}.mjs`]: null })) widgetFiles.push(path.basename(file));
  }
}

// dist/chess-lesson.files.json: every file a page with the widget may fetch from dist/, for a host
// page's service worker to cache. It comes from this build's metafile, because dist/ still holds
// the hashed chunks of earlier builds, which no page of this build asks for.
widgetFiles.push('chess-rules.wasm', 'chess-search.wasm');
widgetFiles.sort();
const widgetHash = createHash('sha256');
for (const file of widgetFiles) widgetHash.update(file).update(readFileSync(path.join(DIST, file)));
writeFileSync(path.join(DIST, 'chess-lesson.files.json'),
  `${JSON.stringify({ version: widgetHash.digest('hex').slice(0, 16), files: widgetFiles }, null, 2)}\n`);

/** A file and every chunk it imports statically: what a page that loads it downloads at once. */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of staticImports.get(file) ?? []) staticClosure(next, seen);
  return seen;
}

// every module of web/site/ is bundled by the steps below, which write their own files: a raw copy
// would only be a file no page should load (its imports point into web/, outside the site)
if (existsSync(SITE) && statSync(SITE).isDirectory()) cpSync(SITE, DIST, { recursive: true, filter: (source) => !source.endsWith('.mjs') });
for (const page of existsSync(SITE) ? readdirSync(SITE, { recursive: true }) : []) {
  if (!page.endsWith('.html')) continue;
  const file = path.join(DIST, page);
  writeFileSync(file, withSharedHead(readFileSync(file, 'utf8'), path.dirname(page).split(path.sep).join('/').replace(/^\.$/, ''), `web/site/${page}`));
}

// 4. Every lesson's print view, /lesson/<id>/print/, and the one for any lesson, /lesson/print/?id=.
run(process.execPath, [path.join(ROOT, 'scripts', 'build-print.mjs')]);
// 5. The lesson pages, from lessons/ (the lesson runner's script), once the site is in place, and
// the service worker, whose lists name the print pages' files too.
const BUILD_LESSONS = path.join(ROOT, 'scripts', 'build-lessons.mjs');
if (existsSync(BUILD_LESSONS)) run(process.execPath, [BUILD_LESSONS]);
run(process.execPath, [path.join(ROOT, 'scripts', 'build-docs.mjs')]); // 6. the teachers' pages (docs/teachers.md) in dist/

const wasm = sizes(path.join(DIST, 'chess-rules.wasm'));
const mjs = sizes(path.join(DIST, 'chess-rules.mjs'));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
/** The gzip size of the biggest language's text chunks of an entry, and that language. */
function biggestLanguage(name) {
  let best = { lang: null, gzip: 0 };
  for (const lang of ['zh-Hans', 'zh-Hant', 'en']) {
    const gzip = (languageChunks.get(`${name}:${lang}`) ?? []).reduce((sum, file) => sum + sizes(path.join(DIST, file)).gzip, 0);
    if (gzip > best.gzip) best = { lang, gzip };
  }
  return best;
}
const rulesText = biggestLanguage('chess-rules');
console.log(`build: dist/chess-rules.wasm ${kb(wasm.raw)} (${kb(wasm.gzip)} gzipped), ` +
  `dist/chess-rules.mjs ${kb(mjs.raw)} (${kb(mjs.gzip)} gzipped), its ${rulesText.lang} messages ${kb(rulesText.gzip)} gzipped; ` +
  `together ${kb(wasm.gzip + mjs.gzip + rulesText.gzip)} gzipped (target 16 KB)`);
const search = sizes(path.join(DIST, 'chess-search.wasm'));
const searchWorker = sizes(path.join(DIST, 'chess-search-worker.mjs'));
console.log(`build: the computer opponent, loaded on first use: dist/chess-search.wasm ${kb(search.raw)} (${kb(search.gzip)} gzipped), ` +
  `dist/chess-search-worker.mjs ${kb(searchWorker.raw)} (${kb(searchWorker.gzip)} gzipped)`);
const boardFiles = [...staticClosure('chess-lesson.mjs')];
const boardJs = boardFiles.reduce((sum, file) => sum + sizes(path.join(DIST, file)).gzip, 0);
const boardText = biggestLanguage('chess-lesson');
console.log(`build: a page with one <chess-board> loads ${boardFiles.join(' + ')} (${kb(boardJs)} gzipped), ` +
  `its language's texts (${boardText.lang}, the biggest: ${kb(boardText.gzip)}) and the wasm: ` +
  `${kb(boardJs + boardText.gzip + wasm.gzip)} gzipped (target 40 KB; the lesson runner and the game controls are chunks loaded on use)`);
