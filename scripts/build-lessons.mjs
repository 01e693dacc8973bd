// Writes the lesson site into dist/ (scripts/build.mjs runs this after the bundles, the copy of
// web/site/ and the print views of scripts/build-print.mjs, whose files the service worker lists):
//   - dist/lessons/: lessons/index.json and every lesson file it lists, and the course file
//     dist/lessons/course.json: the lessons this build checked, with their step ids, which the
//     pages read beside index.json (docs/site.md gives its shape);
//   - dist/index.mjs, dist/lesson-page.mjs and dist/certificate/certificate.mjs: the site's page
//     scripts, bundled together, with the words of each language a chunk of their own
//     (dist/site.chunk-*.mjs) that a page fetches only in the language it shows; and the demo and
//     play pages, which share the site's bundles;
//   - dist/index.html and dist/certificate/index.html, their {{words}} filled in Chinese;
//   - dist/lesson/<id>/index.html for every lesson, from web/site/lesson-template.html, with no
//     inline script or style (the server's CSP allows neither), and the next lesson of the course
//     (its address and titles) on the heading, for the summary; and dist/lesson/index.html, the
//     page that opens any lesson of the index by its id (lesson/?id=<id>), a teacher's own too;
//   - in those pages, the hints that start their downloads with the page: <link rel=modulepreload>
//     for each script and the chunks it imports at once, and <link rel=preload as=fetch> for the
//     rules' wasm on the lesson pages and for the course file on the index;
//   - dist/sw.js: the service worker, with its cache version and the files a child's device keeps
//     offline from the first visit: the pages the children use (the course map, the lessons,
//     /play/, /practice/, the certificate) with all they load, and not the demo, the print views or the
//     teachers' pages.
// `node scripts/build-lessons.mjs` alone needs dist/chess-lesson.mjs and dist/chess-rules.wasm
// from `node scripts/build.mjs`.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, copyFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { BUNDLE_OPTIONS } from './esbuild-options.mjs';
import { withSharedHead } from './page-head.mjs';
import { textHash } from '../web/lesson/text-hash.mjs';
import { arbiterStepIds } from '../web/lesson/tracks.mjs';
import siteZhHans from '../web/i18n/lesson-site.zh-Hans.mjs';
import siteEn from '../web/i18n/lesson-site.en.mjs';
import courseMapZhHans from '../web/i18n/course-map.zh-Hans.mjs';
import certificateZhHans from '../web/i18n/certificate.zh-Hans.mjs';

// The words a lesson page shows before its script runs: Chinese first, then English.
const SITE_WORDS = { 'zh-Hans': siteZhHans, en: siteEn };

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
// scripts/build.mjs checked this folder before the build wrote anything (CHESS_LESSONS_DIR: another one)
const LESSONS = process.env.CHESS_LESSONS_DIR ? path.resolve(process.env.CHESS_LESSONS_DIR) : path.join(ROOT, 'lessons');
const SITE = path.join(ROOT, 'web', 'site');

function fail(message) {
  console.error(`build-lessons: ${message}`);
  process.exit(1);
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

if (!existsSync(path.join(DIST, 'chess-rules.wasm'))) fail('dist/chess-rules.wasm is missing: run `node scripts/build.mjs`');

// 1. The lesson files, and the course file made from them.
let index;
try {
  index = JSON.parse(readFileSync(path.join(LESSONS, 'index.json'), 'utf8'));
} catch (error) {
  fail(`lessons/index.json cannot be read: ${error.message}`);
}
const lessonsOut = path.join(DIST, 'lessons');
mkdirSync(lessonsOut, { recursive: true });
copyFileSync(path.join(LESSONS, 'index.json'), path.join(lessonsOut, 'index.json'));
const stepIds = new Map(); // lesson id → its step ids
const stepSkills = new Map(); // lesson id → each step's skill (null for none), as its step ids
const stepsArbiter = new Map(); // lesson id → the ids of its steps on the arbiter track (web/lesson/tracks.mjs)
for (const entry of index.lessons) {
  const source = path.join(LESSONS, entry.file);
  if (!existsSync(source)) fail(`lessons/index.json lists ${entry.file}, which does not exist`);
  // A syntax error fails the build here; its content is the runner's to judge (the error card).
  let lesson;
  try {
    lesson = JSON.parse(readFileSync(source, 'utf8'));
  } catch (error) {
    fail(`lessons/${entry.file} is not valid JSON: ${error.message}`);
  }
  const named = (Array.isArray(lesson?.steps) ? lesson.steps : []).filter((step) => typeof step?.id === 'string');
  stepIds.set(entry.id, named.map((step) => step.id));
  stepSkills.set(entry.id, named.map((step) => (typeof step.skill === 'string' ? step.skill : null)));
  stepsArbiter.set(entry.id, arbiterStepIds(named));
  copyFileSync(source, path.join(lessonsOut, entry.file));
}
// The course file: every lesson of the index this build checked, by id, with its file and step
// ids and the skill of each (web/lesson/skills.mjs; the child's misses per skill are counted by
// it), the ids of its steps on the arbiter track (`arbiter`, where it has any: the course map's
// stars and the certificate count the main path), and nothing else. The pages read the order, groups, titles and pictures from index.json,
// which a teacher may extend with no build; this file vouches for the lessons it names.
const course = {
  version: 2,
  lessons: Object.fromEntries(index.lessons.map((entry) => {
    const arbiter = stepsArbiter.get(entry.id);
    return [entry.id, { file: entry.file, steps: stepIds.get(entry.id), skills: stepSkills.get(entry.id), ...(arbiter.length ? { arbiter } : {}) }];
  })),
};
writeFileSync(path.join(lessonsOut, 'course.json'), `${JSON.stringify(course)}\n`);

// 2. The page scripts (and the lesson bundle, if scripts/build.mjs has not made it). Like the
// widget's, the chunks of a recent build stay a while for pages and tests still using them.
const now = Date.now();
for (const old of readdirSync(DIST)) {
  const file = path.join(DIST, old);
  if (old.startsWith('site.chunk-') && now - statSync(file).mtimeMs > 30 * 60 * 1000) rmSync(file);
}
// The site's pages draw the board's pieces (web/board/api.mjs's createPieceSvg) without a board:
// the board's modules and the word tables have no side effects when they are imported, so what a
// page does not use of them is left out of its bundle instead of being carried along whole.
const withoutUnusedModules = { name: 'without-unused-modules', setup: (build) => build.onResolve({ filter: /\.mjs$/ }, async (args) => {
  if (args.pluginData?.resolving || args.kind === 'entry-point') return undefined;
  const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { resolving: true } });
  const source = path.relative(ROOT, resolved.path).split(path.sep).join('/');
  return /^web\/(board|i18n)\//.test(source) ? { ...resolved, sideEffects: false } : resolved;
}) };
const sitePages = await esbuild.build({
  entryPoints: [
    { in: path.join(SITE, 'lesson-page.mjs'), out: 'lesson-page' },
    { in: path.join(SITE, 'certificate', 'certificate.mjs'), out: 'certificate/certificate' },
  ],
  outdir: DIST,
  splitting: true,
  chunkNames: 'site.chunk-[hash]',
  outExtension: { '.js': '.mjs' },
  metafile: true,
  ...BUNDLE_OPTIONS,
  plugins: [withoutUnusedModules],
});
// The course map, the first page a child opens, is a bundle of its own: split with the other
// pages, what it shares with each of them became a chunk of its own, a request each; alone, only
// what its words and "send to my teacher" (chunks it fetches on use) share with it is split off.
for (const old of readdirSync(DIST)) {
  const file = path.join(DIST, old);
  if (old.startsWith('index.chunk-') && now - statSync(file).mtimeMs > 30 * 60 * 1000) rmSync(file);
}
const mapPage = await esbuild.build({
  entryPoints: [{ in: path.join(SITE, 'index.mjs'), out: 'index' }],
  outdir: DIST,
  splitting: true,
  chunkNames: 'index.chunk-[hash]',
  outExtension: { '.js': '.mjs' },
  metafile: true,
  ...BUNDLE_OPTIONS,
  plugins: [withoutUnusedModules],
});
/**
 * esbuild keeps a module that holds no code of its own (web/board/api.mjs, which only re-exports)
 * as an empty chunk when two chunks share it, and its importers still import it: a request for
 * nothing, on the course map's first load. Such imports are dropped, and the empty chunks.
 */
function dropEmptyChunks(metafile) {
  const empty = Object.entries(metafile.outputs).filter(([, output]) => output.bytes === 0).map(([file]) => path.resolve(ROOT, file));
  if (!empty.length) return;
  for (const file of Object.keys(metafile.outputs).map((name) => path.resolve(ROOT, name))) {
    if (!file.endsWith('.mjs') || empty.includes(file)) continue;
    const code = readFileSync(file, 'utf8');
    let kept = code;
    for (const chunk of empty) {
      const specifier = path.posix.relative(path.dirname(file), chunk).split(path.sep).join('/');
      kept = kept.replaceAll(`import"${specifier.startsWith('.') ? specifier : `./${specifier}`}";`, '');
    }
    if (kept !== code) writeFileSync(file, kept);
  }
  for (const chunk of empty) rmSync(chunk);
}
dropEmptyChunks(sitePages.metafile);
dropEmptyChunks(mapPage.metafile);
// The demo and play pages, with their words; the board and the rules they import stay the site's
// own bundles (dist/chess-lesson.mjs, dist/chess-rules.mjs), which every page shares.
const SHARED_BUNDLES = { 'web/chess-lesson.mjs': 'chess-lesson.mjs', 'web/rules/index.mjs': 'chess-rules.mjs' };
/** The plugin that imports the shared bundles from `up` ('../' from a page's folder, './' from the top). */
const sharedBundlesFrom = (up) => ({ name: 'shared-bundles', setup: (build) => build.onResolve({ filter: /\.mjs$/ }, ({ path: file, resolveDir }) => {
  const shared = SHARED_BUNDLES[path.relative(ROOT, path.resolve(resolveDir, file)).split(path.sep).join('/')];
  return shared ? { path: `${up}${shared}`, external: true } : undefined;
}) });
const sharedBundles = sharedBundlesFrom('../');
// play/pgn-tools.mjs is a file of its own, which play.mjs imports when a game record is saved or loaded.
for (const page of ['demo/demo.mjs', 'play/play.mjs', 'play/pgn-tools.mjs', 'practice/practice.mjs']) {
  await esbuild.build({ entryPoints: [path.join(SITE, page)], outfile: path.join(DIST, page), ...BUNDLE_OPTIONS, plugins: [sharedBundles] });
}
if (!existsSync(path.join(DIST, 'chess-lesson.mjs'))) {
  await esbuild.build({ entryPoints: [path.join(ROOT, 'web/chess-lesson.mjs')], outfile: path.join(DIST, 'chess-lesson.mjs'), ...BUNDLE_OPTIONS });
}
// dist/extra-lessons.mjs: the course map's check of a teacher's own lesson, fetched only for one
// (its own bundle, so that the map's bundle shares no chunk with the lesson checks), with the rules
// of the shared bundle and the checks as chunks of its own.
for (const old of readdirSync(DIST)) {
  const file = path.join(DIST, old);
  if (old.startsWith('extra-lessons.chunk-') && now - statSync(file).mtimeMs > 30 * 60 * 1000) rmSync(file);
}
await esbuild.build({
  entryPoints: [{ in: path.join(SITE, 'extra-lessons.mjs'), out: 'extra-lessons' }], outdir: DIST,
  splitting: true, chunkNames: 'extra-lessons.chunk-[hash]', outExtension: { '.js': '.mjs' }, ...BUNDLE_OPTIONS, plugins: [sharedBundlesFrom('./')],
});
// the template of the lesson pages, copied with web/site/, is no page
rmSync(path.join(DIST, 'lesson-template.html'), { force: true });

// dist/editor/: the lesson editor, with its checks; OpenCC a chunk fetched on its first conversion.
// The service worker precaches only what the children's pages use, so children's devices never
// fetch it.
for (const old of existsSync(path.join(DIST, 'editor')) ? readdirSync(path.join(DIST, 'editor')) : []) {
  const file = path.join(DIST, 'editor', old);
  if (old.startsWith('editor.chunk-') && now - statSync(file).mtimeMs > 30 * 60 * 1000) rmSync(file);
}
await esbuild.build({
  entryPoints: [{ in: path.join(SITE, 'editor', 'editor.mjs'), out: 'editor' }, { in: path.join(SITE, 'editor', 'check-worker.mjs'), out: 'check-worker' }], outdir: path.join(DIST, 'editor'),
  splitting: true, chunkNames: 'editor.chunk-[hash]', outExtension: { '.js': '.mjs' }, ...BUNDLE_OPTIONS, plugins: [sharedBundles],
  // the editor's own script registers no service worker: this registers it, so that the editor's
  // first visit keeps it for offline use (web/site/keep-offline.mjs)
  inject: [path.join(SITE, 'keep-offline.mjs')],
});
// dist/class/class.mjs: the teacher's class page with the words of its three languages; the QR
// code's reader (jsQR) and drawer are chunks fetched when a photo is read or an assignment shown.
for (const old of existsSync(path.join(DIST, 'class')) ? readdirSync(path.join(DIST, 'class')) : []) {
  const file = path.join(DIST, 'class', old);
  if (old.startsWith('class.chunk-') && now - statSync(file).mtimeMs > 30 * 60 * 1000) rmSync(file);
}
await esbuild.build({
  entryPoints: [{ in: path.join(SITE, 'class', 'class.mjs'), out: 'class' }], outdir: path.join(DIST, 'class'),
  splitting: true, chunkNames: 'class.chunk-[hash]', outExtension: { '.js': '.mjs' }, ...BUNDLE_OPTIONS,
});

// 3. What a page downloads: the module graph of the built files, read by esbuild from dist/.
/**
 * The files of dist/ that the scripts `entries` (paths in dist/) load: {imports, dynamic, urls}
 * per file, for every file they reach. `imports` are its static imports (fetched before it runs),
 * `dynamic` its import() targets, `urls` the files it names with new URL('./…', import.meta.url)
 * (a wasm module, a worker's script).
 */
async function moduleGraph(entries) {
  const graph = new Map();
  let pending = entries;
  while (pending.length) {
    const result = await esbuild.build({
      entryPoints: pending.map((file) => path.join(DIST, file)),
      absWorkingDir: DIST, bundle: true, write: false, metafile: true, format: 'esm', splitting: true,
      outdir: path.join(ROOT, 'build', 'module-graph'), platform: 'neutral', external: ['node:*'], logLevel: 'silent',
    });
    const found = [];
    for (const [file, input] of Object.entries(result.metafile.inputs)) {
      if (graph.has(file)) continue;
      const urls = [...readFileSync(path.join(DIST, file), 'utf8').matchAll(/new URL\(\s*["']((?:\.\.?\/)+[^"']+)["']\s*,\s*import\.meta\.url\s*\)/g)]
        .map((match) => path.posix.join(path.posix.dirname(file), match[1]))
        .filter((url) => !url.endsWith('/')); // a folder a script builds addresses in (the editor's lessons/) is no file it loads
      const imports = input.imports.filter((i) => !i.external);
      graph.set(file, {
        imports: imports.filter((i) => i.kind === 'import-statement').map((i) => i.path),
        dynamic: imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
        urls,
      });
      found.push(...urls.filter((url) => url.endsWith('.mjs')));
    }
    pending = [...new Set(found)].filter((file) => !graph.has(file));
  }
  return graph;
}

/** A file and every file it imports statically, in the order a browser needs them. */
function staticClosure(graph, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of graph.get(file)?.imports ?? []) staticClosure(graph, next, seen);
  return seen;
}

/** Every file `file` may fetch: its static and dynamic imports and the files it names, all the way down. */
function everything(graph, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const node = graph.get(file);
  for (const next of [...(node?.imports ?? []), ...(node?.dynamic ?? []), ...(node?.urls ?? [])]) everything(graph, next, seen);
  return seen;
}

const WIDGET = 'chess-lesson.mjs';
const RULES_WASM = 'chess-rules.wasm';
const graph = await moduleGraph([WIDGET, 'index.mjs', 'extra-lessons.mjs', 'lesson-page.mjs', 'certificate/certificate.mjs', 'play/play.mjs', 'practice/practice.mjs', 'class/class.mjs', 'editor/editor.mjs', 'print/lesson-print.mjs']);
if (!staticClosure(graph, WIDGET).size) fail(`dist/${WIDGET} could not be read`);
if (![...everything(graph, WIDGET)].includes(RULES_WASM)) fail(`dist/${WIDGET} does not load ${RULES_WASM} (the lesson pages' preload hint would be wrong)`);

/**
 * The <link> hints of a page at `pagePath` (its folder in dist/, '' for the top) whose scripts
 * are `scripts`: a modulepreload for each and for every chunk it imports at once (and, with
 * `alsoDynamic`, for those of its own import() targets, which such a page loads at once too), and
 * a preload as=fetch for each of `fetches`, as fetch() asks for them (CORS mode, same-origin
 * credentials, hence `crossorigin`).
 */
function preloadHints(pagePath, { scripts, alsoDynamic = [], fetches = [] }) {
  const modules = new Set();
  for (const script of scripts) staticClosure(graph, script, modules);
  for (const script of alsoDynamic) for (const target of graph.get(script)?.dynamic ?? []) staticClosure(graph, target, modules);
  const href = (file) => escapeHtml(path.posix.relative(pagePath || '.', file) || file);
  return [
    ...fetches.map((file) => `<link rel="preload" href="${href(file)}" as="fetch" crossorigin>`),
    ...[...modules].map((file) => `<link rel="modulepreload" href="${href(file)}">`),
  ].join('\n  ');
}

const HINTS_SLOT = '<!-- build: preload hints -->';
function withHints(html, hints, name) {
  if (!html.includes(HINTS_SLOT)) fail(`${name} lacks the slot ${HINTS_SLOT} for its preload hints`);
  return html.replace(HINTS_SLOT, hints);
}

// 4. The pages: the index and the certificate with their words filled in Chinese before their
// scripts take the reader's language, and one page per lesson.
/** `words` merged from tables that must not name the same key twice (one source per word). */
function mergeWords(tables) {
  const words = {};
  for (const [name, table] of Object.entries(tables)) {
    for (const [key, value] of Object.entries(table)) {
      if (Object.hasOwn(words, key)) fail(`the word "${key}" is in ${name} and in another table the page reads`);
      words[key] = value;
    }
  }
  return words;
}
function fillWords(file, words) {
  const html = readFileSync(path.join(SITE, file), 'utf8').replace(/\{\{(\w+)\}\}/g, (match, name) => {
    if (!(name in words)) fail(`web/site/${file} asks for words "${name}", which its tables lack`);
    return escapeHtml(words[name]);
  });
  return withSharedHead(html, path.posix.dirname(file).replace(/^\.$/, ''), `web/site/${file}`);
}

const indexWords = {
  ...mergeWords({ 'web/i18n/lesson-site.zh-Hans.mjs': SITE_WORDS['zh-Hans'], 'web/i18n/course-map.zh-Hans.mjs': courseMapZhHans }),
  lang: 'zh-Hans', title: `${SITE_WORDS['zh-Hans'].siteTitle} · ${SITE_WORDS.en.siteTitle}`,
  // so that a school that copies a new folder can tell which one it has (CHANGELOG.md)
  version: JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version,
  // the course file, which the course map reads from its page instead of fetching it
  courseData: JSON.stringify(course),
};
writeFileSync(path.join(DIST, 'index.html'), withHints(fillWords('index.html', indexWords),
  preloadHints('', { scripts: ['index.mjs'], fetches: ['lessons/index.json'] }), 'web/site/index.html'));

const certificateWords = {
  ...mergeWords({ 'web/i18n/lesson-site.zh-Hans.mjs': SITE_WORDS['zh-Hans'], 'web/i18n/certificate.zh-Hans.mjs': certificateZhHans }),
  lang: 'zh-Hans',
};
certificateWords.title = `${certificateZhHans.title} · ${SITE_WORDS['zh-Hans'].siteTitle}`;
mkdirSync(path.join(DIST, 'certificate'), { recursive: true });
writeFileSync(path.join(DIST, 'certificate', 'index.html'), withHints(fillWords('certificate/index.html', certificateWords),
  preloadHints('certificate', { scripts: ['certificate/certificate.mjs'], fetches: ['lessons/index.json', 'lessons/course.json'] }), 'web/site/certificate/index.html'));

// The hashes of the lesson files as build.mjs checked them (none when this script runs alone): a
// page whose file is still that text says so (checked-hash), and the runner reads it unchecked.
const checkedLessons = JSON.parse(process.env.CHESS_CHECKED_LESSONS ?? '{}');
const template = readFileSync(path.join(SITE, 'lesson-template.html'), 'utf8');
// Every lesson page loads the same scripts: its own, and the widget, whose lesson runner (an
// import() of the widget's entry) loads at once on a page with a <chess-lesson>. The lesson file
// gets no hint: the runner fetches it in 'same-origin' mode, which no <link rel=preload> matches.
const lessonHints = preloadHints('lesson/_', { scripts: ['lesson-page.mjs', WIDGET], alsoDynamic: [WIDGET], fetches: [RULES_WASM] });
const titleAttributes = (prefix, titles) => [['zh-hans', 'zh-Hans'], ['zh-hant', 'zh-Hant'], ['en', 'en']]
  .map(([attr, lang]) => `data-${prefix}-${attr}="${escapeHtml(titles[lang])}"`).join(' ');
/** A lesson page at `dir` (under dist/) from the template; `fill` gives its slots. */
function writeLessonPage(dir, pagePath, hints, fill) {
  const root = '../'.repeat(pagePath.split('/').length);
  const html = withHints(withSharedHead(template.replace(/\{\{(\w+)\}\}/g, (match, name) => (name === 'root' ? root : name in fill ? fill[name] : match)), pagePath, 'web/site/lesson-template.html'), hints, 'web/site/lesson-template.html');
  if (/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=|\son[a-z]+=/i.test(html)) fail('a lesson page would have an inline script or style');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), html);
}
index.lessons.forEach((entry, at) => {
  const titles = entry.title;
  // the lesson after this one in the course's order, for the summary's button (none after the last)
  const next = index.lessons[at + 1];
  const fileHash = textHash(readFileSync(path.join(lessonsOut, entry.file), 'utf8'));
  const checked = fileHash === checkedLessons[entry.file] ? ` checked-hash="${fileHash}"` : '';
  writeLessonPage(path.join(DIST, 'lesson', entry.id), `lesson/${entry.id}`, lessonHints, {
    lang: 'zh-Hans',
    title: escapeHtml(`${titles['zh-Hans']} · ${titles.en}`),
    back: escapeHtml(`${SITE_WORDS['zh-Hans'].backToIndex} · ${SITE_WORDS.en.backToIndex}`),
    titles: titleAttributes('title', titles),
    next: next ? ` data-next="../${escapeHtml(encodeURIComponent(next.id))}/" ${titleAttributes('next-title', next.title)}` : '',
    lesson: `    <chess-lesson src="../../lessons/${escapeHtml(encodeURIComponent(entry.file))}"${checked} index-href="../../" hide-title fit></chess-lesson>\n`,
  });
});
// dist/lesson/index.html: the page that opens any lesson of the folder's lessons/index.json by its
// id (lesson/?id=<id>), a teacher's own lesson added with no build among them. Its script
// (lesson-page.mjs) reads the index, then makes the <chess-lesson> and the heading.
writeLessonPage(path.join(DIST, 'lesson'), 'lesson', preloadHints('lesson', { scripts: ['lesson-page.mjs', WIDGET], alsoDynamic: [WIDGET], fetches: [RULES_WASM, 'lessons/index.json'] }), {
  lang: 'zh-Hans',
  title: escapeHtml(`${SITE_WORDS['zh-Hans'].siteTitle} · ${SITE_WORDS.en.siteTitle}`),
  back: escapeHtml(`${SITE_WORDS['zh-Hans'].backToIndex} · ${SITE_WORDS.en.backToIndex}`),
  titles: '',
  next: '',
  lesson: '',
});

// 5. The service worker: what a child's device keeps offline from its first visit, and a version
// that changes with any of it. The children's pages, every file they name (stylesheets, scripts,
// hints, the lesson file) with all their scripts may load, and the course's data.
const CHILDREN_PAGES = ['', 'certificate/', 'play/', 'practice/', 'lesson/', ...index.lessons.map((entry) => `lesson/${entry.id}/`)];
/** A page of dist/ ('' for the top) and every file it names (stylesheets, scripts, hints, the
 *  lesson file) with all its scripts may load, added to `files`. */
function pageFiles(page, files) {
  const html = readFileSync(path.join(DIST, page, 'index.html'), 'utf8');
  files.add(page || './');
  const named = [...html.matchAll(/<(?:link|script|chess-lesson)\b[^>]*?\b(?:href|src)="([^"]+)"/g)].map((match) => match[1]);
  for (const reference of named) {
    const file = decodeURIComponent(new URL(reference.replaceAll('&amp;', '&'), `https://site/${page}`).pathname.slice(1));
    if (file.endsWith('.mjs')) for (const reached of everything(graph, file)) files.add(reached);
    else files.add(file);
  }
  return files;
}
const precache = new Set();
for (const page of CHILDREN_PAGES) pageFiles(page, precache);
precache.add('lessons/course.json');
precache.add('lessons/index.json');
// the map's check of a teacher's own lesson (index.mjs names it by a computed address), so that a
// map with one still opens offline
for (const file of everything(graph, 'extra-lessons.mjs')) precache.add(file);
const byPath = (a, b) => (a === './' ? -1 : b === './' ? 1 : a.localeCompare(b));
const offline = [...precache].sort(byPath);
// The teachers' pages, kept by a teacher's device when it opens one (web/site/sw.js): each with
// its files as above, and the data its script fetches: the course's index and every lesson file
// (the class page counts each lesson's steps; the editor opens a lesson of the course).
const COURSE_DATA = ['lessons/index.json', ...index.lessons.map((entry) => `lessons/${entry.file}`)];
// lesson/print/ prints any lesson of the index by its id: a teacher's device keeps it once opened.
const TEACHER_PAGES = ['class/', 'editor/', 'lesson/print/'];
// The editor's bundle holds the rules' default path to the search wasm beside itself
// (editor/chess-search.wasm), which it never uses: it names ../chess-search.wasm. A file the build
// did not write is no file the page loads.
const written = (item) => item.endsWith('/') || existsSync(path.join(DIST, item));
/**
 * `files` with the scripts and wasm their scripts name by a relative path in a string that the
 * module graph does not follow (the rules' deep analysis, dist/chess-search.mjs, which the build
 * keeps as a file of its own behind a literal import(), and the wasm and worker URLs) and every
 * file those load, where the build wrote such a file.
 */
async function withNamedFiles(files) {
  for (;;) {
    const found = new Set();
    for (const file of files) {
      if (!file.endsWith('.mjs')) continue;
      for (const match of readFileSync(path.join(DIST, file), 'utf8').matchAll(/["']((?:\.\.?\/)+[\w./-]+\.(?:mjs|wasm))["']/g)) {
        const named = path.posix.join(path.posix.dirname(file), match[1]);
        if (!files.has(named) && existsSync(path.join(DIST, named))) found.add(named);
      }
    }
    if (!found.size) return files;
    const more = await moduleGraph([...found].filter((file) => file.endsWith('.mjs')));
    for (const file of found) for (const reached of everything(more, file)) files.add(reached);
  }
}
const teacherPages = {};
for (const page of TEACHER_PAGES) teacherPages[page] = [...await withNamedFiles(pageFiles(page, new Set(COURSE_DATA)))].filter(written).sort(byPath);
const hash = createHash('sha256');
/** Bytes and gzip -9 bytes of the files of `list`, each added to the version's hash. */
function measure(list) {
  let raw = 0;
  let gzip = 0;
  for (const item of list) {
    const file = path.join(DIST, item === './' ? 'index.html' : item.endsWith('/') ? path.join(item, 'index.html') : item);
    if (!existsSync(file) || !statSync(file).isFile()) fail(`dist/${item} is missing; the service worker would fail to install`);
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    hash.update(item).update(bytes);
  }
  return { raw, gzip };
}
const { raw: rawBytes, gzip: gzipBytes } = measure(offline);
// the version covers the teachers' pages too, so that a kept page is never one from an older build
const teacherSizes = Object.fromEntries(TEACHER_PAGES.map((page) => [page, measure(teacherPages[page])]));
for (const page of TEACHER_PAGES) {
  const leaked = offline.filter((file) => file.startsWith(page));
  if (leaked.length) fail(`the children's precache holds files of ${page}: ${leaked.join(', ')}`);
}
const version = hash.digest('hex').slice(0, 16);
const worker = readFileSync(path.join(SITE, 'sw.js'), 'utf8')
  .replace("'__CACHE_VERSION__'", JSON.stringify(version))
  .replace('__PRECACHE__', JSON.stringify(offline))
  .replace('__TEACHER_PAGES__', JSON.stringify(teacherPages));
writeFileSync(path.join(DIST, 'sw.js'), worker);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`build-lessons: ${index.lessons.length} lessons in dist/lessons/ and their course file, ${index.lessons.length} lesson pages and lesson/?id=, ` +
  `service worker cache ${version}: ${offline.length} files precached on a child's first visit, ${kb(rawBytes)} (${kb(gzipBytes)} gzipped); ` +
  `kept by a teacher's device on a first visit: ${TEACHER_PAGES.map((page) => `/${page} ${teacherPages[page].length} files, ${kb(teacherSizes[page].gzip)} gzipped`).join(', ')}`);
