// Writes the lesson site into dist/ (scripts/build.mjs runs this last, after the bundles and the
// copy of web/site/):
//   - dist/lessons/: lessons/index.json and every lesson file it lists;
//   - dist/index.mjs and dist/lesson-page.mjs: the site's page scripts, bundled together, with the
//     words of each language a chunk of their own (dist/site.chunk-*.mjs) that a page fetches
//     only in the language it shows; and the demo and play pages, which share the site's bundles;
//   - dist/index.html from web/site/index.html, its {{words}} filled from the site's words;
//   - dist/lesson/<id>/index.html for every lesson, from web/site/lesson-template.html, with no
//     inline script or style (the server's CSP allows neither);
//   - dist/sw.js: the service worker, with its cache version and the files to keep offline.
// `node scripts/build-lessons.mjs` alone needs dist/chess-lesson.mjs and dist/chess-rules.wasm
// from `node scripts/build.mjs`.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, copyFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { BUNDLE_OPTIONS } from './esbuild-options.mjs';
import siteZhHans from '../web/i18n/lesson-site.zh-Hans.mjs';
import siteEn from '../web/i18n/lesson-site.en.mjs';

// The words a lesson page shows before its script runs: Chinese first, then English.
const SITE_WORDS = { 'zh-Hans': siteZhHans, en: siteEn };

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const LESSONS = path.join(ROOT, 'lessons');
const SITE = path.join(ROOT, 'web', 'site');

function fail(message) {
  console.error(`build-lessons: ${message}`);
  process.exit(1);
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

if (!existsSync(path.join(DIST, 'chess-rules.wasm'))) fail('dist/chess-rules.wasm is missing: run `node scripts/build.mjs`');

// 1. The lesson files.
let index;
try {
  index = JSON.parse(readFileSync(path.join(LESSONS, 'index.json'), 'utf8'));
} catch (error) {
  fail(`lessons/index.json cannot be read: ${error.message}`);
}
const lessonsOut = path.join(DIST, 'lessons');
mkdirSync(lessonsOut, { recursive: true });
copyFileSync(path.join(LESSONS, 'index.json'), path.join(lessonsOut, 'index.json'));
for (const entry of index.lessons) {
  const source = path.join(LESSONS, entry.file);
  if (!existsSync(source)) fail(`lessons/index.json lists ${entry.file}, which does not exist`);
  // A syntax error fails the build here; its content is the runner's to judge (the error card).
  try {
    JSON.parse(readFileSync(source, 'utf8'));
  } catch (error) {
    fail(`lessons/${entry.file} is not valid JSON: ${error.message}`);
  }
  copyFileSync(source, path.join(lessonsOut, entry.file));
}

// 2. The page scripts (and the lesson bundle, if scripts/build.mjs has not made it). Like the
// widget's, the chunks of a recent build stay a while for pages and tests still using them.
const now = Date.now();
for (const old of readdirSync(DIST)) {
  const file = path.join(DIST, old);
  if (old.startsWith('site.chunk-') && now - statSync(file).mtimeMs > 30 * 60 * 1000) rmSync(file);
}
await esbuild.build({
  entryPoints: [{ in: path.join(SITE, 'index.mjs'), out: 'index' }, { in: path.join(SITE, 'lesson-page.mjs'), out: 'lesson-page' }],
  outdir: DIST,
  splitting: true,
  chunkNames: 'site.chunk-[hash]',
  outExtension: { '.js': '.mjs' },
  ...BUNDLE_OPTIONS,
});
// The demo and play pages, with their words; the board and the rules they import stay the site's
// own bundles (dist/chess-lesson.mjs, dist/chess-rules.mjs), which every page shares.
const SHARED_BUNDLES = { 'web/chess-lesson.mjs': '../chess-lesson.mjs', 'web/rules/index.mjs': '../chess-rules.mjs' };
const sharedBundles = { name: 'shared-bundles', setup: (build) => build.onResolve({ filter: /\.mjs$/ }, ({ path: file, resolveDir }) => {
  const shared = SHARED_BUNDLES[path.relative(ROOT, path.resolve(resolveDir, file)).split(path.sep).join('/')];
  return shared ? { path: shared, external: true } : undefined;
}) };
for (const page of ['demo/demo.mjs', 'play/play.mjs']) {
  await esbuild.build({ entryPoints: [path.join(SITE, page)], outfile: path.join(DIST, page), ...BUNDLE_OPTIONS, plugins: [sharedBundles] });
}
if (!existsSync(path.join(DIST, 'chess-lesson.mjs'))) {
  await esbuild.build({ entryPoints: [path.join(ROOT, 'web/chess-lesson.mjs')], outfile: path.join(DIST, 'chess-lesson.mjs'), ...BUNDLE_OPTIONS });
}
// the raw copies that scripts/build.mjs made of web/site/ that are not pages
for (const file of ['lesson-template.html', 'offline.mjs']) rmSync(path.join(DIST, file), { force: true });
// dist/class/class.mjs: the teacher's class page, one file with the words of its three languages.
await esbuild.build({ entryPoints: [path.join(SITE, 'class', 'class.mjs')], outfile: path.join(DIST, 'class', 'class.mjs'), ...BUNDLE_OPTIONS });

// 3. The index page, its words filled in Chinese before its script takes the reader's language,
// and one page per lesson.
const indexWords = { ...SITE_WORDS['zh-Hans'], lang: 'zh-Hans', title: `${SITE_WORDS['zh-Hans'].siteTitle} · ${SITE_WORDS.en.siteTitle}` };
const indexPage = readFileSync(path.join(SITE, 'index.html'), 'utf8').replace(/\{\{(\w+)\}\}/g, (match, name) => {
  if (!(name in indexWords)) fail(`web/site/index.html asks for words "${name}", which web/i18n/lesson-site.zh-Hans.mjs lacks`);
  return escapeHtml(indexWords[name]);
});
writeFileSync(path.join(DIST, 'index.html'), indexPage);
const template = readFileSync(path.join(SITE, 'lesson-template.html'), 'utf8');
for (const entry of index.lessons) {
  const titles = entry.title;
  const fill = {
    lang: 'zh-Hans',
    title: escapeHtml(`${titles['zh-Hans']} · ${titles.en}`),
    back: escapeHtml(`${SITE_WORDS['zh-Hans'].backToIndex} · ${SITE_WORDS.en.backToIndex}`),
    file: escapeHtml(encodeURIComponent(entry.file)),
    titles: [['zh-hans', 'zh-Hans'], ['zh-hant', 'zh-Hant'], ['en', 'en']]
      .map(([attr, lang]) => `data-title-${attr}="${escapeHtml(titles[lang])}"`).join(' '),
  };
  const html = template.replace(/\{\{(\w+)\}\}/g, (match, name) => (name in fill ? fill[name] : match));
  if (/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=|\son[a-z]+=/i.test(html)) fail('a lesson page would have an inline script or style');
  const dir = path.join(DIST, 'lesson', entry.id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), html);
}

// 4. The service worker: what to keep offline, and a version that changes with any of it.
// every script, chunk, stylesheet and the wasm at the top of dist/ (chunk names carry hashes)
const topFiles = readdirSync(DIST).filter((name) => /\.(mjs|css|wasm)$/.test(name) && statSync(path.join(DIST, name)).isFile()).sort();
// and the demo and play pages with their own scripts and styles
const pageFiles = ['demo', 'play'].filter((dir) => existsSync(path.join(DIST, dir))).flatMap((dir) =>
  readdirSync(path.join(DIST, dir)).filter((name) => /\.(mjs|css)$/.test(name)).sort()
    .map((name) => `${dir}/${name}`).concat(`${dir}/`));
const offline = [
  './', ...topFiles, ...pageFiles,
  'lessons/index.json',
  ...index.lessons.map((entry) => `lessons/${entry.file}`),
  ...index.lessons.map((entry) => `lesson/${entry.id}/`),
];
const hash = createHash('sha256');
for (const item of offline) {
  const file = path.join(DIST, item.endsWith('/') ? path.join(item, 'index.html') : item);
  if (!existsSync(file) || !statSync(file).isFile()) fail(`dist/${item} is missing; the service worker would fail to install`);
  hash.update(item).update(readFileSync(file));
}
const version = hash.digest('hex').slice(0, 16);
const worker = readFileSync(path.join(SITE, 'sw.js'), 'utf8')
  .replace("'__CACHE_VERSION__'", JSON.stringify(version))
  .replace('__PRECACHE__', JSON.stringify(offline));
writeFileSync(path.join(DIST, 'sw.js'), worker);

const pages = readdirSync(path.join(DIST, 'lesson')).length;
console.log(`build-lessons: ${index.lessons.length} lessons in dist/lessons/, ${pages} pages in dist/lesson/, service worker cache ${version}`);
