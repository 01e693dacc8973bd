// `npm run package`: the one-folder download for teachers, chess-lessons-<version>.zip at the
// repository root (the version is package.json's). The zip holds one folder,
// chess-lessons-<version>/, which is the lesson site as `npm start` serves it (dist/), and works
// when copied as it is into any folder of any static web server:
//   - 使用说明.txt, the short instructions in Chinese (UTF-8 with a BOM and CRLF line ends, so
//     that every Notepad shows it);
//   - the site's pages: index.html, the course map (what the folder's address opens), every
//     lesson's page and worksheet, /play/, /class/, the certificate, the editor, the demo board,
//     the teachers' start page for-teachers.html (the list of the teachers' pages), the teachers'
//     guide and the lesson format (docs/teachers.md, lessons/README.md), and sample.html, the
//     example of lessons on a page of one's own; with every file they load, found by following
//     their references (below);
//   - sw.js, the site's one service worker, as the build wrote it: the folder works offline after
//     one visit over https: (sample.html and a teacher's own page keep themselves through it with
//     offline.js);
//   - the lessons: lessons/index.json and every file it lists, and the build's course file;
//   - the widget: every file dist/chess-lesson.files.json lists, and that list;
//   - web.config (IIS) and .htaccess (Apache), which give .mjs and .wasm their types;
//   - check-lessons.mjs, scripts/check-lessons.mjs bundled into one file: `node check-lessons.mjs`
//     in the folder checks its lessons/ (or the files named) with only Node and the wasm beside it
//     (the deep analysis it runs on its own thread is inside it);
//   - LICENSE and THIRD_PARTY_NOTICES.md, and contents.json, every file with its size and SHA-256.
// It prints every file of the zip with its size.
//
// Which files of dist/ are this build's: dist/ also holds the hashed chunks of earlier builds, and
// the pages of lessons the index no longer lists. The pages are every .html of dist/ but those
// under lesson/<name>/ whose name is no lesson of lessons/index.json (the run-time pages lesson/
// and lesson/print/ are kept); the files are what those pages name (src, href), what the scripts
// they load name by a relative path (imports, chunks, new URL(…) of a wasm or a worker), all the
// way down, and every file dist/sw.js lists. A current file only names current chunks, so no stale
// chunk comes along. Left out as the developers' only: demo/minimal.html (the benchmarks' one-board
// page, linked from no page) and the types (*.d.ts, which the npm package ships).
//
// The files come from dist/. When dist/ is missing, or a source of the build (c/, web/, lessons/,
// docs/teachers.md, the build scripts) is newer than dist/chess-lesson.files.json, this runs
// `node scripts/build.mjs` first; `--no-build` refuses instead (the tests package what dist/ holds).
// `--out DIR` writes the zip into DIR instead of the repository root.
//
// `node scripts/package.mjs --widget` (npm's prepack) writes widget/ instead: the prebuilt widget
// and its types, what the npm package ships (package.json's files and exports point there).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillTemplate } from '../web/i18n/lang.mjs';
import * as esbuild from 'esbuild';
import { zipArchive } from './package/zip.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const TEMPLATES = path.join(ROOT, 'scripts', 'package');
const WIDGET_LIST = 'chess-lesson.files.json';
export const WIDGET_DIR = 'widget';

// What the build reads: a file here newer than the build's widget list means dist/ is stale.
const BUILD_SOURCES = ['c', 'web', 'lessons', 'docs/teachers.md', 'docs/editor.md', 'CMakeLists.txt',
  ...['build', 'build-wasm', 'build-check', 'build-bundles', 'build-site', 'build-print', 'build-lessons', 'build-page-scripts',
    'build-pages', 'build-sw', 'build-docs', 'page-head', 'esbuild-options', 'generate'].map((name) => `scripts/${name}.mjs`),
  'scripts/lib', 'scripts/gen', 'scripts/package/docs.css'];
// The pages build-docs.mjs writes and the site's stylesheet they share with the sample page.
export const DOC_FILES = ['teachers.html', 'site.css', 'docs.css', 'favicon.svg', 'lessons/README.html', 'editor.html'];
// What a built dist/ holds besides: the course map, the teachers' start page, the sample page,
// the site's service worker and the course's index.
export const SITE_FILES = ['index.html', 'for-teachers.html', 'sample.html', 'sw.js', 'lessons/index.json'];
// The pages the folder's root offers a teacher first, in this order at the top of the listing.
const FIRST_PAGES = ['index.html', 'for-teachers.html', 'sample.html'];
// Pages of dist/ that are the developers' only (see the top of this file).
const DEVELOPER_PAGES = ['demo/minimal.html'];
const SERVER_FILES = [['web.config', 'web.config'], ['htaccess', '.htaccess']];
const NOTICE_FILES = ['LICENSE', 'THIRD_PARTY_NOTICES.md'];
const INSTRUCTIONS = '使用说明.txt';
const CONTENTS = 'contents.json';
const CHECK_LESSONS = 'check-lessons.mjs';
const WORKER = 'sw.js';

class PackageError extends Error {}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The newest file under the build's sources: {file, mtimeMs}. */
function newestSource(root) {
  let newest = { file: null, mtimeMs: 0 };
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stats = statSync(file);
    if (stats.isDirectory()) {
      for (const name of readdirSync(file)) if (name !== 'node_modules') visit(path.join(file, name));
    } else if (stats.mtimeMs > newest.mtimeMs && !/\.gen\.(mjs|d\.ts|h)$/.test(file)) {
      // a generated file is rewritten by every generate run; its sources are what count
      newest = { file, mtimeMs: stats.mtimeMs };
    }
  };
  for (const source of BUILD_SOURCES) visit(path.join(root, source));
  return newest;
}

/** Why dist/ cannot be packaged as it is, or null when it can. */
export function staleness(root = ROOT) {
  const list = path.join(root, 'dist', WIDGET_LIST);
  if (!existsSync(list)) return `dist/${WIDGET_LIST} is missing`;
  for (const file of [...DOC_FILES, ...SITE_FILES]) if (!existsSync(path.join(root, 'dist', file))) return `dist/${file} is missing`;
  const newest = newestSource(root);
  if (newest.mtimeMs > statSync(list).mtimeMs) return `${path.relative(root, newest.file)} is newer than dist/${WIDGET_LIST}`;
  return null;
}

function ensureBuilt({ build }) {
  const reason = staleness();
  if (!reason) return;
  if (!build) throw new PackageError(`${reason}: run \`npm run build\` first (or leave out --no-build)`);
  console.log(`package: ${reason}; building first (node scripts/build.mjs)`);
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new PackageError('the build failed, so there is nothing to package');
  const after = staleness();
  if (after) throw new PackageError(`after the build, ${after}`);
}

/** The widget's files, as the build listed them: {list, files}. */
function widgetFiles(dist) {
  const list = readJson(path.join(dist, WIDGET_LIST));
  for (const file of list.files) {
    if (!existsSync(path.join(dist, file))) throw new PackageError(`dist/${WIDGET_LIST} lists ${file}, which dist/ lacks`);
  }
  return list;
}

/** lessons/index.json and every lesson file it lists, as paths under dist/. */
function lessonFiles(dist) {
  const index = readJson(path.join(dist, 'lessons', 'index.json'));
  const files = ['lessons/index.json', ...index.lessons.map((entry) => `lessons/${entry.file}`)];
  for (const file of files) if (!existsSync(path.join(dist, file))) throw new PackageError(`dist/${file} is missing`);
  return { files, count: index.lessons.length, ids: index.lessons.map((entry) => entry.id) };
}

/** scripts/check-lessons.mjs and everything it imports as one module for Node: it finds the wasm
 *  beside itself, so the folder's own widget files serve it. */
function checkLessonsBundle(root) {
  const result = esbuild.buildSync({
    entryPoints: [path.join(root, 'scripts', CHECK_LESSONS)], bundle: true, platform: 'node', format: 'esm',
    target: 'node20', minify: true, legalComments: 'none', write: false, logLevel: 'warning',
  });
  return { path: CHECK_LESSONS, data: Buffer.from(result.outputFiles[0].contents) };
}

/** The time every entry carries: SOURCE_DATE_EPOCH, else the last commit's, so that a commit packs alike. */
function entryTime() {
  const fromEnv = Number(process.env.SOURCE_DATE_EPOCH);
  if (Number.isFinite(fromEnv) && fromEnv > 0) return new Date(fromEnv * 1000);
  const git = spawnSync('git', ['log', '-1', '--format=%ct'], { cwd: ROOT, encoding: 'utf8' });
  const seconds = Number(git.stdout?.trim());
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(Date.UTC(1980, 0, 1));
}

/** Text as Windows' Notepad reads it in every version: a UTF-8 BOM and CRLF line ends. */
const notepadText = (text) => Buffer.from(`\ufeff${text.replace(/\r?\n/g, '\r\n')}`, 'utf8');

/** Every .html file under `dir`, as paths from it with '/'. */
function htmlFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return htmlFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.name.endsWith('.html') ? [`${prefix}${entry.name}`] : [];
  });
}

/** The site's pages in dist/: every .html file but the developers' and those of lessons the
 *  index no longer lists (lesson/<name>/… for a name that is no lesson id; the run-time pages
 *  lesson/index.html and lesson/print/index.html, which take the id in their address, stay). */
function sitePages(dist, lessonIds) {
  return htmlFiles(dist).filter((page) => {
    if (DEVELOPER_PAGES.includes(page)) return false;
    const lessonFolder = page.match(/^lesson\/([^/]+)\/.+/)?.[1];
    return !lessonFolder || lessonIds.has(lessonFolder) || page === 'lesson/print/index.html';
  });
}

/** A reference `ref` of `file` as a path from the folder's root, or null when it leaves the folder
 *  or is no file's (an anchor, another site, a data: URL); `/…` and `//…` leave it. A reference
 *  to a folder names its index.html. */
function resolveReference(file, ref) {
  if (/^[a-z][a-z0-9+.-]*:|^#|^\?/i.test(ref)) return null;
  if (ref.startsWith('/')) return { outside: true };
  const [target] = decodeURIComponent(ref.replaceAll('&amp;', '&')).split(/[?#]/);
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target || '.'));
  if (resolved === '..' || resolved.startsWith('../')) return { outside: true };
  return { path: resolved === '.' || target.endsWith('/') ? path.posix.join(resolved, 'index.html') : resolved };
}

/** What a page loads (src=, <link href>) and links (<a href>), as {loads, links}: paths from the
 *  folder's root. Throws when a page names an address outside its folder, which a copy of the
 *  folder in another place would not have. */
export function pageReferences(html, page) {
  const loads = [];
  const links = [];
  for (const [, tag, attributes] of html.matchAll(/<([a-z][\w-]*)\b([^>]*)>/gi)) {
    for (const [, name, ref] of attributes.matchAll(/\s(src|href)="([^"]*)"/g)) {
      const resolved = resolveReference(page, ref);
      if (!resolved) continue;
      if (resolved.outside) throw new PackageError(`${page} names ${ref}, outside its folder: a page of the folder uses relative addresses only`);
      (name === 'href' && tag.toLowerCase() === 'a' ? links : loads).push(resolved.path);
    }
  }
  return { loads, links };
}

/** The files a script or a stylesheet of dist/ names by a relative path: a script's imports,
 *  chunks and new URL(…) of a wasm module or a worker, a stylesheet's url(…). */
function scriptReferences(text, file) {
  const named = file.endsWith('.css')
    ? [...text.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((match) => match[1])
    : [...text.matchAll(/["'`]((?:\.\.?\/)+[\w./-]+\.(?:mjs|js|wasm|css|json|svg))["'`]/g)].map((match) => match[1]);
  return named.map((ref) => resolveReference(file, ref)).filter((resolved) => resolved?.path).map((resolved) => resolved.path);
}

/** dist/sw.js's lists (every file the worker caches), as paths from the folder's root. */
function workerFiles(dist) {
  const worker = readFileSync(path.join(dist, WORKER), 'utf8');
  const precache = worker.match(/const PRECACHE = (\[.*?\]);/s)?.[1];
  const teacherPages = worker.match(/const TEACHER_PAGES = (\{.*?\});/s)?.[1];
  if (!precache || !teacherPages) throw new PackageError(`dist/${WORKER} holds no PRECACHE or TEACHER_PAGES list: rebuild (node scripts/build.mjs)`);
  const listed = [...JSON.parse(precache), ...Object.values(JSON.parse(teacherPages)).flat()];
  return listed.map((file) => (file === './' ? 'index.html' : file.endsWith('/') ? `${file}index.html` : file));
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();
const INLINE_SCRIPT_OR_STYLE = /<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=|\son[a-z]+=/i;

/**
 * This build's site in dist/: its pages and every file they load, as sorted paths from dist/.
 * `extra` are files that must come along (the data the pages fetch by a computed address).
 * Throws when a page has an inline script or style (the site's CSP refuses them) or loads a file
 * dist/ lacks, and when the worker lists a file dist/ lacks (its install would fail).
 */
export function siteFiles(dist, { lessonIds, extra = [] }) {
  const found = new Set();
  const queue = [];
  const add = (file, from) => {
    if (found.has(file)) return;
    if (!isFile(path.join(dist, file))) throw new PackageError(`${from} names ${file}, which dist/ lacks`);
    found.add(file);
    if (/\.(html|mjs|js|css)$/.test(file)) queue.push(file);
  };
  for (const page of sitePages(dist, lessonIds)) add(page, 'the site');
  for (const file of workerFiles(dist)) add(file, `dist/${WORKER}`);
  for (const file of [WORKER, ...extra]) add(file, 'the package');
  while (queue.length) {
    const file = queue.shift();
    const text = readFileSync(path.join(dist, file), 'utf8');
    if (!file.endsWith('.html')) {
      // a name in a script that is no file of dist/ is a default the page overrides (the rules'
      // search-engine.mjs beside the editor's chunks); the browser tests show nothing is missing
      for (const named of scriptReferences(text, file)) if (isFile(path.join(dist, named))) add(named, file);
      continue;
    }
    if (INLINE_SCRIPT_OR_STYLE.test(text)) throw new PackageError(`${file} has an inline script or style, which the CSP refuses`);
    const { loads, links } = pageReferences(text, file);
    for (const loaded of loads) add(loaded, file);
    // a link the page's script sets (the course map's "continue") may name no file yet
    for (const linked of links) if (isFile(path.join(dist, linked))) add(linked, file);
  }
  return [...found].sort();
}

/**
 * The zip's files, in the order a teacher reads them: [{path, data}] with paths inside the
 * folder. `dist` is the built site; `templates` holds 使用说明.txt and the servers' files.
 */
export function packageFiles({ root = ROOT, dist = DIST, templates = TEMPLATES, version }) {
  const folder = `chess-lessons-${version}`;
  const widget = widgetFiles(dist);
  const lessons = lessonFiles(dist);
  const site = siteFiles(dist, {
    lessonIds: new Set(lessons.ids),
    // the course's data, which the pages fetch by addresses they compute; the widget's list, for
    // a page of one's own whose service worker caches the widget
    extra: [...lessons.files, 'lessons/course.json', ...widget.files, WIDGET_LIST],
  });
  const fromDist = (file) => ({ path: file, data: readFileSync(path.join(dist, file)) });
  const fromTemplates = (name, as = name) => ({ path: as, data: readFileSync(path.join(templates, name)) });
  const instructions = {
    path: INSTRUCTIONS,
    data: notepadText(fillTemplate(readFileSync(path.join(templates, INSTRUCTIONS), 'utf8'), {
      version, folder, lessonCount: lessons.count,
    })),
  };
  const files = [
    instructions,
    ...FIRST_PAGES.map(fromDist),
    ...site.filter((file) => !FIRST_PAGES.includes(file)).map(fromDist),
    checkLessonsBundle(root),
    ...SERVER_FILES.map(([name, as]) => fromTemplates(name, as)),
    ...NOTICE_FILES.map((name) => ({ path: name, data: readFileSync(path.join(root, name)) })),
  ];
  const contents = {
    name: 'chess-lessons',
    version,
    widget: widget.version,
    files: files.map((entry) => ({ path: entry.path, bytes: entry.data.length, sha256: sha256(entry.data) })),
  };
  files.push({ path: CONTENTS, data: Buffer.from(`${JSON.stringify(contents, null, 2)}\n`) });
  return { folder, files };
}

/** Writes the zip into `outDir`; returns {zip, folder, files, bytes}. */
export function writePackage({ outDir = ROOT, version = readJson(path.join(ROOT, 'package.json')).version } = {}) {
  const { folder, files } = packageFiles({ version });
  const bytes = zipArchive(files.map((entry) => ({ name: `${folder}/${entry.path}`, data: entry.data })), { mtime: entryTime() });
  mkdirSync(outDir, { recursive: true });
  const zip = path.join(outDir, `${folder}.zip`);
  writeFileSync(zip, bytes);
  return { zip, folder, files, bytes: bytes.length };
}

/** The .d.ts files `entry` imports, itself first, as paths relative to `base`. */
function typeClosure(base, entry) {
  const seen = [];
  const visit = (file) => {
    if (seen.includes(file)) return;
    const full = path.join(base, file);
    if (!existsSync(full)) throw new PackageError(`the types import ${path.relative(ROOT, full)}, which does not exist`);
    seen.push(file);
    const source = readFileSync(full, 'utf8');
    for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = match[1].replace(/\.(m?js)$/, '').replace(/(\.d)?\.ts$/, '');
      visit(path.posix.normalize(path.posix.join(path.posix.dirname(file), `${target}.d.ts`)));
    }
  };
  visit(entry);
  return seen;
}

/** The files of dist/ that `entries` need, themselves first: every file they name by a relative
 *  path (chunks, wasm, workers), all the way down. */
function scriptClosure(dist, entries) {
  const found = [];
  const visit = (file) => {
    if (found.includes(file)) return;
    if (!isFile(path.join(dist, file))) throw new PackageError(`the package needs dist/${file}, which is missing: rebuild (node scripts/build.mjs)`);
    found.push(file);
    if (file.endsWith('.mjs')) for (const named of scriptReferences(readFileSync(path.join(dist, file), 'utf8'), file)) if (isFile(path.join(dist, named))) visit(named);
  };
  entries.forEach(visit);
  return found;
}

/** A declaration file as the package ships it: a relative import without an extension gets .js,
 *  which names the .d.ts beside it under every moduleResolution (NodeNext and Node16 require one). */
const withTypeExtensions = (text) => text.replace(/((?:from\s+|import\s*\(\s*)['"])(\.{1,2}\/[^'"]+?)(['"])/g,
  (whole, before, specifier, after) => (/\.(m?js|json)$/.test(specifier) ? whole : `${before}${specifier}.js${after}`));

// The rules API for Node (package.json's "./rules" under the `node` condition): web/rules/node.mjs,
// which gives the loader Node's file reader, built into one module with the deep analysis. It finds
// both wasm files beside itself, as the pages' modules do.
export const NODE_RULES = 'chess-rules.node.mjs';
// The npm package's modules besides the widget's list (chess-lesson.mjs, its chunks, the search
// worker and both wasm files): the rules API for pages (package.json's "./rules" by default) with
// its chunks and the deep analysis on the page's own thread (chess-search.mjs, which they import
// from beside themselves), and the rules API for Node.
const PACKAGE_MODULES = ['chess-rules.mjs', NODE_RULES];
// The packaged types' entries (package.json's "types" of "." and "./rules"), under widget/ as under web/.
const PACKAGE_TYPES = ['chess-lesson.d.ts', 'rules/index.d.ts'];

/** Writes widget/: the widget's files, its list, the rules API and the types; returns the paths in it. */
export function writeWidget({ root = ROOT } = {}) {
  const dist = path.join(root, 'dist');
  const out = path.join(root, WIDGET_DIR);
  const widget = widgetFiles(dist);
  const modules = [...new Set([...widget.files, WIDGET_LIST, ...scriptClosure(dist, PACKAGE_MODULES)])];
  const types = [...new Set(PACKAGE_TYPES.flatMap((entry) => typeClosure(path.join(root, 'web'), entry)))];
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const file of modules) cpSync(path.join(dist, file), path.join(out, file));
  for (const file of types) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), withTypeExtensions(readFileSync(path.join(root, 'web', file), 'utf8')));
  }
  return [...modules, ...types].sort();
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function main(args) {
  const build = !args.includes('--no-build');
  const outAt = args.indexOf('--out');
  const outDir = outAt >= 0 ? path.resolve(args[outAt + 1] ?? '') : ROOT;
  ensureBuilt({ build });
  if (args.includes('--widget')) {
    const files = writeWidget();
    // on stderr, since `npm pack --json` prints its JSON on stdout after this (prepack) runs
    console.error(`package: ${WIDGET_DIR}/ holds ${files.length} files for the npm package: ${files.join(', ')}`);
    return;
  }
  const { zip, folder, files, bytes } = writePackage({ outDir });
  // a Chinese character takes two columns in a terminal
  const columns = (text) => [...text].reduce((sum, char) => sum + (/[\u2e80-\uffef]/.test(char) ? 2 : 1), 0);
  const names = files.map((entry) => `${folder}/${entry.path}`);
  const width = Math.max(...names.map(columns));
  files.forEach((entry, i) => console.log(`  ${names[i]}${' '.repeat(width - columns(names[i]))}  ${String(entry.data.length).padStart(8)} bytes`));
  const unpacked = files.reduce((sum, entry) => sum + entry.data.length, 0);
  console.log(`package: ${path.relative(process.cwd(), zip) || zip}: ${files.length} files, ${kb(bytes)} (${kb(unpacked)} unzipped)`);
}

const runDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof PackageError)) throw error;
    console.error(`package: ${error.message}`);
    process.exit(1);
  }
}
