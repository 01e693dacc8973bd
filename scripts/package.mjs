// `npm run package`: the one-folder download for teachers, chess-lessons-<version>.zip at the
// repository root (the version is package.json's). The zip holds one folder,
// chess-lessons-<version>/, that works when copied as it is to any web server:
//   - 使用说明.txt, the short instructions in Chinese (UTF-8 with a BOM and CRLF line ends, so
//     that every Notepad shows it);
//   - index.html, the folder's own page (what its address opens): links to the sample page, the
//     teachers' page, the editor and the lesson format (it and sample.html begin with the site's
//     head slot, scripts/page-head.mjs, filled here);
//   - sample.html, a class page with two lessons embedded by the two-line snippet, its
//     sample.css, and offline.js and sw.js, the folder's service worker with the files it caches;
//   - teachers.html (docs/teachers.md), lessons/README.html (the lesson format), editor.html (the editor and check-lessons), their stylesheets
//     site.css (the site's colours, also the sample page's) and docs.css, and favicon.svg;
//   - the widget: every file dist/chess-lesson.files.json lists, and that list;
//   - the lessons: lessons/index.json and every file it lists, as the build checked them;
//   - web.config (IIS) and .htaccess (Apache), which give .mjs and .wasm their types;
//   - check-lessons.mjs, scripts/check-lessons.mjs bundled into one file: `node check-lessons.mjs`
//     in the folder checks its lessons/ (or the files named) with only Node and the wasm beside it,
//     and chess-search.mjs, the deep analysis it runs on its own thread;
//   - editor/, the lesson editor (the site's /editor/, dist/editor/) and the files of dist/ its page
//     links and its modules import (lessons.css, chess-rules.mjs and its chunks, besides the
//     widget's), so that a teacher opens and checks
//     a lesson file from the folder with no network; it is not in the folder's service worker, whose
//     cache is for the children's pages;
//   - LICENSE and THIRD_PARTY_NOTICES.md, and contents.json, every file with its size and SHA-256.
// It prints every file of the zip with its size.
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
import { withSharedHead } from './page-head.mjs';
import { zipArchive } from './package/zip.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const TEMPLATES = path.join(ROOT, 'scripts', 'package');
const WIDGET_LIST = 'chess-lesson.files.json';
export const WIDGET_DIR = 'widget';

// What the build reads: a file here newer than the build's widget list means dist/ is stale.
const BUILD_SOURCES = ['c', 'web', 'lessons', 'docs/teachers.md', 'CMakeLists.txt', 'scripts/build.mjs',
  'scripts/build-lessons.mjs', 'scripts/build-docs.mjs', 'scripts/esbuild-options.mjs', 'scripts/generate.mjs',
  'scripts/gen', 'scripts/package/docs.css', 'scripts/package/favicon.svg'];
// The pages build-docs.mjs writes and the site's stylesheet they share with the sample page.
export const DOC_FILES = ['teachers.html', 'site.css', 'docs.css', 'favicon.svg', 'lessons/README.html', 'editor.html'];
// The folder's own files, made from scripts/package/ (the service worker is filled in below).
const PAGE_FILES = ['index.html', 'sample.html', 'sample.css', 'offline.js'];
const SERVER_FILES = [['web.config', 'web.config'], ['htaccess', '.htaccess']];
const NOTICE_FILES = ['LICENSE', 'THIRD_PARTY_NOTICES.md'];
const INSTRUCTIONS = '使用说明.txt';
const CONTENTS = 'contents.json';
const CHECK_LESSONS = 'check-lessons.mjs';

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
  for (const file of DOC_FILES) if (!existsSync(path.join(root, 'dist', file))) return `dist/${file} is missing`;
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
  return { files, count: index.lessons.length };
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

/** Every local file a page's src= and href= attributes name, relative to the folder. */
function pageReferences(html, page) {
  const refs = [];
  for (const match of html.matchAll(/\s(?:src|href)="([^"]+)"/g)) {
    const ref = match[1];
    if (/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(ref)) continue;
    refs.push(path.posix.normalize(path.posix.join(path.posix.dirname(page), ref.split(/[?#]/)[0])));
  }
  return refs;
}

const EDITOR_DIR = 'editor';

/** The editor's files: dist/editor/ whole, and every file of dist/ outside it that its page links
 *  (stylesheets, scripts) or its modules name (static and dynamic imports, `new URL(…,
 *  import.meta.url)`), followed through those files too.
 *  A name with no file in dist/ is a default the editor overrides (search-engine.mjs' own wasm URL):
 *  the package test's run of the editor from the unpacked folder shows nothing it asks for is missing. */
function editorFiles(dist) {
  const dir = path.join(dist, EDITOR_DIR);
  if (!existsSync(path.join(dir, 'index.html'))) throw new PackageError(`dist/${EDITOR_DIR}/index.html is missing`);
  const found = new Set(readdirSync(dir).map((name) => `${EDITOR_DIR}/${name}`));
  // the page's stylesheets and scripts, then what the scripts import
  const queue = [`${EDITOR_DIR}/index.html`, ...[...found].filter((file) => file.endsWith('.mjs'))];
  while (queue.length) {
    const file = queue.shift();
    const source = readFileSync(path.join(dist, file), 'utf8');
    const references = file.endsWith('.html') ? /\s(?:href|src)="(\.{1,2}\/[^"]+)"/g : /(?:\bfrom\s*|\bimport\s*\(?\s*|new URL\(\s*)["'](\.{1,2}\/[^"']+)["']/g;
    for (const match of source.matchAll(references)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]));
      if (found.has(target) || target.startsWith('..') || !existsSync(path.join(dist, target)) || statSync(path.join(dist, target)).isDirectory()) continue;
      found.add(target);
      if (target.endsWith('.mjs')) queue.push(target);
    }
  }
  return [...found].sort();
}

/**
 * The zip's files, in the order a teacher reads them: [{path, data}] with paths inside the
 * folder. `dist` is the built site; `templates` holds sample.html and the others.
 */
export function packageFiles({ root = ROOT, dist = DIST, templates = TEMPLATES, version }) {
  const folder = `chess-lessons-${version}`;
  const widget = widgetFiles(dist);
  const lessons = lessonFiles(dist);
  const fromDist = (file) => ({ path: file, data: readFileSync(path.join(dist, file)) });
  const fromTemplates = (name, as = name) => ({ path: as, data: readFileSync(path.join(templates, name)) });

  // the folder's pages begin with the site's head slot (scripts/page-head.mjs), from its root
  const pages = PAGE_FILES.map((name) => (name.endsWith('.html')
    ? { path: name, data: Buffer.from(withSharedHead(readFileSync(path.join(templates, name), 'utf8'), '', `scripts/package/${name}`)) }
    : fromTemplates(name)));
  const docs = DOC_FILES.map(fromDist);
  const widgetEntries = [...widget.files, WIDGET_LIST].map(fromDist);
  const lessonEntries = lessons.files.map(fromDist);

  // The service worker caches the widget (cache first) and the pages, docs and lessons (network
  // first); its version is a hash of all of them, so that any change installs it anew.
  const cached = [...widgetEntries.filter((entry) => entry.path !== WIDGET_LIST), ...pages, ...docs, ...lessonEntries];
  const cacheVersion = createHash('sha256');
  for (const entry of cached) cacheVersion.update(entry.path).update(entry.data);
  const worker = {
    path: 'sw.js',
    data: Buffer.from(fillTemplate(readFileSync(path.join(templates, 'sw.js'), 'utf8'), {
      cacheVersion: `${version}-${cacheVersion.digest('hex').slice(0, 16)}`,
      widgetFiles: JSON.stringify(widget.files),
      otherFiles: JSON.stringify([...pages, ...docs, ...lessonEntries].map((entry) => entry.path)),
    })),
  };
  const instructions = {
    path: INSTRUCTIONS,
    data: notepadText(fillTemplate(readFileSync(path.join(templates, INSTRUCTIONS), 'utf8'), {
      version, folder, lessonCount: lessons.count,
    })),
  };
  const files = [
    instructions, ...pages, worker, ...docs, ...widgetEntries, ...lessonEntries,
    // the editor's files but those the folder has already: the widget's, the docs' (site.css), and
    // its own service worker (the editor registers ../sw.js, which in the folder is the one above)
    ...editorFiles(dist).filter((file) => !widget.files.includes(file) && !DOC_FILES.includes(file) && file !== worker.path && file !== 'chess-search.mjs').map(fromDist),
    checkLessonsBundle(root),
    // the deep analysis on check-lessons' own thread ("can this side still mate? yes")
    { path: 'chess-search.mjs', data: readFileSync(path.join(root, 'dist', 'chess-search.mjs')) },
    ...SERVER_FILES.map(([name, as]) => fromTemplates(name, as)),
    ...NOTICE_FILES.map((name) => ({ path: name, data: readFileSync(path.join(root, name)) })),
  ];

  // The sample page is what a teacher opens first: it must run under the strict CSP, and every
  // file it names must be in the folder.
  const paths = new Set(files.map((entry) => entry.path));
  const sample = pages.find((entry) => entry.path === 'sample.html').data.toString('utf8');
  if (/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=|\son[a-z]+=/i.test(sample)) {
    throw new PackageError('sample.html has an inline script or style, which the CSP refuses');
  }
  for (const ref of pageReferences(sample, 'sample.html')) {
    if (!paths.has(ref)) throw new PackageError(`sample.html names ${ref}, which the folder would not hold`);
  }

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

/** Writes widget/: the widget's files, its list and the bundle's types; returns the paths in it. */
export function writeWidget({ root = ROOT } = {}) {
  const dist = path.join(root, 'dist');
  const out = path.join(root, WIDGET_DIR);
  const widget = widgetFiles(dist);
  const types = typeClosure(path.join(root, 'web'), 'chess-lesson.d.ts');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const file of [...widget.files, WIDGET_LIST]) cpSync(path.join(dist, file), path.join(out, file));
  for (const file of types) cpSync(path.join(root, 'web', file), path.join(out, file));
  return [...widget.files, WIDGET_LIST, ...types].sort();
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
