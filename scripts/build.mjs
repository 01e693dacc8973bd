// `npm run build`: writes dist/, one step after another, each a function of its own module:
//   1. generateAll (generate.mjs): the generated sources, before anything reads them.
//   2. buildWasm (build-wasm.mjs): the standalone WebAssembly rules core, through CMake's Emscripten
//      branch, into build/wasm/: chess-rules.wasm and the search module chess-search.wasm, each
//      checked to import nothing. `--js-only` skips the CMake build when both are there.
//   3. checkLessons (build-check.mjs): the lessons, checked as `npm run check-lessons` checks them,
//      with the wasm just built. A lesson that would stop a child, or one of the course's lessons
//      missing a language, stops the build before anything is written, and dist/ stays as it was.
//   4. copyWasm: the wasm into dist/.
//   5. buildBundles (build-bundles.mjs): esbuild bundles the public modules into dist/ (browsers and
//      Node 20), and dist/chess-lesson.files.json, the widget's files; buildBoardBundle
//      (build-board-bundle.mjs): dist/chess-board.mjs, <chess-board> alone in one file.
//   6. copySite (build-site.mjs): web/site/** (its pages, stylesheets and pictures) into dist/, each
//      page with its shared head written from one template (page-head.mjs).
//   7. buildPrintPages (build-print.mjs): every lesson's print view and the run-time worksheet page.
//   8. copyLessons (build-lessons.mjs): the lesson files and the course file into dist/lessons/.
//   9. bundlePageScripts (build-page-scripts.mjs): the site's page scripts.
//  10. writePages (build-pages.mjs): the course map, the certificate and the lesson pages, with the
//      preload hints read from the module graph of the page scripts (lib/module-graph.mjs).
//  11. writeServiceWorker (build-sw.mjs): dist/sw.js and its lists of files kept offline.
//  12. buildDocs (build-docs.mjs): the teachers' pages from their Markdown.
//  13. reportSizes (build-bundles.mjs): what the core and a page with one board weigh.
// dist/ is written over, not emptied first, so that tests running from it meanwhile keep their files.
// CHESS_LESSONS_DIR, an option for the user (docs/editor.md), names another lessons folder to check
// and build instead of lessons/ (the tests' broken copies); such a folder is not held to the
// course's rules (every step naming its skill). It is read here, once, and handed to the steps.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateAll } from './generate.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');
const wasm = path.join(root, 'build', 'wasm');
const otherLessons = process.env.CHESS_LESSONS_DIR;
const lessons = otherLessons ? path.resolve(otherLessons) : path.join(root, 'lessons');

try {
  await generateAll();
  // The other steps' modules import web/ code that reads the generated sources (web/**/*.gen.mjs,
  // not kept in git), so they are loaded once step 1 has written them.
  const [{ buildWasm, copyWasm }, { checkLessons }, { buildBundles, reportSizes }, { buildBoardBundle }, { copySite }, { buildPrintPages },
    { copyLessons }, { bundlePageScripts, PAGE_SCRIPTS }, { writePages }, { writeServiceWorker }, { buildDocs },
    { moduleGraph }] = await Promise.all([
    import('./build-wasm.mjs'), import('./build-check.mjs'), import('./build-bundles.mjs'), import('./build-board-bundle.mjs'), import('./build-site.mjs'),
    import('./build-print.mjs'), import('./build-lessons.mjs'), import('./build-page-scripts.mjs'),
    import('./build-pages.mjs'), import('./build-sw.mjs'), import('./build-docs.mjs'), import('./lib/module-graph.mjs'),
  ]);
  buildWasm({ root, out: wasm, reuse: process.argv.includes('--js-only') });
  const checked = await checkLessons({ root, lessons, wasm, course: !otherLessons });
  mkdirSync(dist, { recursive: true });
  copyWasm({ out: wasm, dist });
  const bundles = await buildBundles({ root, dist });
  const boardBundle = await buildBoardBundle({ root, dist });
  copySite({ root, dist });
  const printed = await buildPrintPages({ root, dist, lessons });
  console.log(`build: ${printed.length} print views in dist/lesson/<id>/print/, ${printed.reduce((sum, page) => sum + page.steps, 0)} steps; dist/lesson/print/ prints any lesson (?id=)`);
  const { index, course } = copyLessons({ lessons, dist });
  await bundlePageScripts({ root, dist });
  const graph = await moduleGraph(dist, PAGE_SCRIPTS);
  writePages({ root, dist, index, course, checked, graph });
  await writeServiceWorker({ root, dist, index, graph });
  console.log(`build: ${buildDocs({ root, dist }).map((file) => `dist/${file}`).join(', ')}`);
  reportSizes({ dist, ...bundles, boardBundle });
} catch (error) {
  // a step's refusal is its message; a fault in a step's code keeps its stack
  const fault = error instanceof TypeError || error instanceof ReferenceError || error instanceof RangeError;
  console.error(fault ? error.stack : `build: ${error.message}`);
  process.exit(1);
}
