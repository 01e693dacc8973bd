// Writes the lesson site into dist/ (scripts/build.mjs runs this last, after the bundles and the
// copy of web/site/):
//   - dist/lessons/: lessons/index.json and every lesson file it lists;
//   - dist/index.mjs and dist/lesson-page.mjs: the site's page scripts, bundled;
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

// 2. The page scripts (and the lesson bundle, if scripts/build.mjs has not made it).
const bundle = (entry, out) => esbuild.build({
  entryPoints: [path.join(ROOT, entry)],
  outfile: path.join(DIST, out),
  ...BUNDLE_OPTIONS,
});
await bundle('web/site/index.mjs', 'index.mjs');
await bundle('web/site/lesson-page.mjs', 'lesson-page.mjs');
if (!existsSync(path.join(DIST, 'chess-lesson.mjs'))) await bundle('web/chess-lesson.mjs', 'chess-lesson.mjs');
// the raw copies that scripts/build.mjs made of web/site/ that are not pages
for (const file of ['lesson-template.html', 'offline.mjs']) rmSync(path.join(DIST, file), { force: true });
// dist/class/class.mjs: the teacher's class page, one file with the words of its three languages.
await esbuild.build({ entryPoints: [path.join(SITE, 'class', 'class.mjs')], outfile: path.join(DIST, 'class', 'class.mjs'), ...BUNDLE_OPTIONS });

// 3. One page per lesson.
const template = readFileSync(path.join(SITE, 'lesson-template.html'), 'utf8');
for (const entry of index.lessons) {
  const titles = entry.title;
  const fill = {
    lang: 'zh-Hans',
    title: escapeHtml(`${titles['zh-Hans']} · ${titles.en}`),
    back: escapeHtml(`课程目录 · All lessons`),
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
