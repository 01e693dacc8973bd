// The build's service worker, dist/sw.js from web/site/sw.js: its cache version and the files a
// child's device keeps offline from the first visit (the pages the children use: the course map,
// the lessons, /play/, /practice/, the certificate, with all they load; not the demo, the print
// views or the teachers' pages), and the teachers' pages, each with its files, which a teacher's
// device keeps once it opens one. It runs last among the pages' steps: its lists name their files.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { everything, moduleGraph } from './lib/module-graph.mjs';

/** A page of `dist` ('' for the top) and every file it names (stylesheets, scripts, hints, the
 *  lesson file) with all its scripts may load (over `graph`), added to `files`. */
function pageFiles(dist, graph, page, files) {
  const html = readFileSync(path.join(dist, page, 'index.html'), 'utf8');
  files.add(page || './');
  const named = [...html.matchAll(/<(?:link|script|chess-lesson)\b[^>]*?\b(?:href|src)="([^"]+)"/g)].map((match) => match[1]);
  for (const reference of named) {
    const file = decodeURIComponent(new URL(reference.replaceAll('&amp;', '&'), `https://site/${page}`).pathname.slice(1));
    if (file.endsWith('.mjs')) for (const reached of everything(graph, file)) files.add(reached);
    else files.add(file);
  }
  return files;
}

/**
 * `files` with the scripts and wasm their scripts name by a relative path in a string that the
 * module graph does not follow (the rules' deep analysis, dist/chess-search.mjs, which the build
 * keeps as a file of its own behind a literal import(), and the wasm and worker URLs) and every
 * file those load, where the build wrote such a file.
 */
async function withNamedFiles(dist, files) {
  for (;;) {
    const found = new Set();
    for (const file of files) {
      if (!file.endsWith('.mjs')) continue;
      for (const match of readFileSync(path.join(dist, file), 'utf8').matchAll(/["']((?:\.\.?\/)+[\w./-]+\.(?:mjs|wasm))["']/g)) {
        const named = path.posix.join(path.posix.dirname(file), match[1]);
        if (!files.has(named) && existsSync(path.join(dist, named))) found.add(named);
      }
    }
    if (!found.size) return files;
    const more = await moduleGraph(dist, [...found].filter((file) => file.endsWith('.mjs')));
    for (const file of found) for (const reached of everything(more, file)) files.add(reached);
  }
}

/** Writes dist/sw.js for the lessons of `index` over the page scripts' module graph `graph`, and
 *  prints how much a child's and a teacher's device keep. */
export async function writeServiceWorker({ root, dist, index, graph }) {
  const CHILDREN_PAGES = ['', 'certificate/', 'play/', 'practice/', 'lesson/', ...index.lessons.map((entry) => `lesson/${entry.id}/`)];
  const precache = new Set();
  for (const page of CHILDREN_PAGES) pageFiles(dist, graph, page, precache);
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
  const written = (item) => item.endsWith('/') || existsSync(path.join(dist, item));
  const teacherPages = {};
  for (const page of TEACHER_PAGES) teacherPages[page] = [...await withNamedFiles(dist, pageFiles(dist, graph, page, new Set(COURSE_DATA)))].filter(written).sort(byPath);
  const hash = createHash('sha256');
  /** Bytes and gzip -9 bytes of the files of `list`, each added to the version's hash. */
  const measure = (list) => {
    let raw = 0;
    let gzip = 0;
    for (const item of list) {
      const file = path.join(dist, item === './' ? 'index.html' : item.endsWith('/') ? path.join(item, 'index.html') : item);
      if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`dist/${item} is missing; the service worker would fail to install`);
      const bytes = readFileSync(file);
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
      hash.update(item).update(bytes);
    }
    return { raw, gzip };
  };
  const { raw: rawBytes, gzip: gzipBytes } = measure(offline);
  // the version covers the teachers' pages too, so that a kept page is never one from an older build
  const teacherSizes = Object.fromEntries(TEACHER_PAGES.map((page) => [page, measure(teacherPages[page])]));
  for (const page of TEACHER_PAGES) {
    const leaked = offline.filter((file) => file.startsWith(page));
    if (leaked.length) throw new Error(`the children's precache holds files of ${page}: ${leaked.join(', ')}`);
  }
  const version = hash.digest('hex').slice(0, 16);
  const worker = readFileSync(path.join(root, 'web', 'site', 'sw.js'), 'utf8')
    .replace("'__CACHE_VERSION__'", JSON.stringify(version))
    .replace('__PRECACHE__', JSON.stringify(offline))
    .replace('__TEACHER_PAGES__', JSON.stringify(teacherPages));
  writeFileSync(path.join(dist, 'sw.js'), worker);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`build: ${index.lessons.length} lessons in dist/lessons/ and their course file, ${index.lessons.length} lesson pages and lesson/?id=, ` +
    `service worker cache ${version}: ${offline.length} files precached on a child's first visit, ${kb(rawBytes)} (${kb(gzipBytes)} gzipped); ` +
    `kept by a teacher's device on a first visit: ${TEACHER_PAGES.map((page) => `/${page} ${teacherPages[page].length} files, ${kb(teacherSizes[page].gzip)} gzipped`).join(', ')}`);
}
