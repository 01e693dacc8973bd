// Writes every lesson's print view, a worksheet on A4: dist/lesson/<id>/print/index.html, from
// lessons/index.json and each lesson file. scripts/build.mjs runs it after the site's copy.
//   - The worksheet itself (six questions an A4 page, one per step: diagram in the print palette,
//     the side to move, instruction, a quiz's choices, an answer line; then the answer key from the
//     steps' goals; its words in all three languages; lesson text as data, never HTML) is written
//     by web/site/print/worksheet.mjs from web/site/print/items.mjs, which the browser runs too.
//   - The page shows one language (zh-Hans until its script, dist/print/print.mjs, picks ?lang=,
//     the saved language or the browser's); no inline script or style (the site's CSP allows neither).
//   - dist/lesson/print/index.html (from web/site/print/lesson-print.html) writes the same worksheet
//     in the browser for any lesson the folder's lessons/index.json lists, ?id=<id>: a teacher's own
//     lesson, added with no build, gets its worksheet there; for chosen lessons and steps; and for
//     exercises the core generates. With nothing chosen it is the page where a teacher chooses.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { BUNDLE_OPTIONS } from './esbuild-options.mjs';
import { splitOutput } from './lib/chunks.mjs';
import { withSharedHead } from './page-head.mjs';
import * as draw from '../web/board/diagram.mjs';
import { LANGS } from '../web/i18n/lang.mjs';
import { loadPrintText } from '../web/i18n/print.mjs';
import { loadChessRules } from '../web/rules/index.mjs';
import { movesInUci } from '../web/lesson/moves.mjs';
import { lessonItems } from '../web/site/print/items.mjs';
import { FIRST_LANG, escapeHtml, stepDiagram, worksheetTitles, worksheetWriter } from '../web/site/print/worksheet.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const writer = worksheetWriter(draw);

export { stepDiagram };
/** Lesson markup as HTML: escaped text, <ruby> for [字|pīn], a piece icon for {K}. */
export const markupHtml = writer.markupHtml;

/** The worksheet's questions of every step of `lesson` (items.mjs), `entry` its index entry. */
export const lessonPrintItems = (rules, entry, lesson) => lessonItems(rules, [{ entry, lesson }]);
/** Each question's diagram told in words, in each language. */
export const describeItems = writer.describeItems;

/**
 * The print view of one lesson as an HTML page (worksheet.mjs writes its body). `entry` is its
 * lessons/index.json entry, `lesson` its file, `items` its questions (lessonPrintItems),
 * `descriptions[i][lang]` each diagram told in words (describeItems), `words[lang]` the print
 * view's words (print.<lang>.mjs). Paths are relative to dist/lesson/<id>/print/.
 */
export function printPageHtml({ entry, lesson, items, descriptions, words }) {
  const title = entry.title ?? lesson.title;
  const titles = worksheetTitles({ title, words });
  const titleAttributes = LANGS.map((lang) => `data-title-${lang.toLowerCase()}="${escapeHtml(titles[lang])}"`).join(' ');
  return `<!doctype html>
<html lang="${FIRST_LANG}" ${titleAttributes}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(titles[FIRST_LANG])}</title>
<link rel="icon" href="../../../favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="../../../print/print.css">
<script type="module" src="../../../print/print.mjs"></script>
</head>
<body>
${writer.bodyHtml({ id: lesson.id ?? entry.id, title, items, descriptions, words })}
</body>
</html>
`;
}

// The rules are the site's shared bundle (dist/chess-rules.mjs, which finds its wasm beside itself
// and which the lesson pages load too), not a copy inside the worksheet page's script.
const sharedRules = { name: 'shared-rules', setup: (build) => build.onResolve({ filter: /\.mjs$/ }, ({ path: file, resolveDir }) =>
  (path.resolve(resolveDir, file) === path.join(ROOT, 'web', 'rules', 'index.mjs') ? { path: '../chess-rules.mjs', external: true } : undefined)) };

/** The run-time worksheet page, dist/lesson/print/index.html (?id=<lesson id>), and its script
 *  dist/print/lesson-print.mjs with its chunks (dist/print/lesson-print.chunk-*.mjs). */
async function buildLessonPrintPage(root, dist) {
  const page = path.join(dist, 'lesson', 'print');
  mkdirSync(page, { recursive: true });
  const html = withSharedHead(readFileSync(path.join(root, 'web/site/print/lesson-print.html'), 'utf8'), 'lesson/print', 'web/site/print/lesson-print.html');
  writeFileSync(path.join(page, 'index.html'), html);
  await esbuild.build({
    entryPoints: [{ in: path.join(root, 'web/site/print/lesson-print.mjs'), out: 'lesson-print' }],
    ...splitOutput(path.join(dist, 'print'), 'lesson-print'), ...BUNDLE_OPTIONS, plugins: [sharedRules],
  });
}

/** Writes the print view of every lesson of the folder `lessons`' index.json into `dist`, with its
 *  script and stylesheet (dist/print/), and the run-time worksheet page for any lesson
 *  (dist/lesson/print/). Resolves to [{id, steps, file}] of the prebuilt pages. */
export async function buildPrintPages({ root = ROOT, dist = path.join(root, 'dist'), lessons = path.join(root, 'lessons') } = {}) {
  const wasm = path.join(dist, 'chess-rules.wasm');
  if (!existsSync(wasm)) throw new Error('dist/chess-rules.wasm is missing: run `node scripts/build.mjs`');
  const rules = await loadChessRules({ wasm: readFileSync(wasm), lang: 'en' });
  const words = Object.fromEntries(await Promise.all(LANGS.map(async (lang) => [lang, await loadPrintText(lang)])));
  const index = JSON.parse(readFileSync(path.join(lessons, 'index.json'), 'utf8'));
  const written = [];
  for (const entry of index.lessons) {
    // dist/lesson/print/ is the page that prints any lesson
    if (entry.id === 'print') throw new Error(`lessons/${entry.file}: the id "print" names the worksheet page /lesson/print/; give the lesson another id`);
    // every move in UCI, as the lesson runner's loader reads a lesson
    const lesson = movesInUci(JSON.parse(readFileSync(path.join(lessons, entry.file), 'utf8')), rules);
    let items;
    try {
      items = lessonPrintItems(rules, entry, lesson);
    } catch (error) {
      throw new Error(`lessons/${entry.file}: ${error.message}`);
    }
    const descriptions = await writer.describeItems(items);
    const html = printPageHtml({ entry, lesson, items, descriptions, words });
    if (/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=|\son[a-z]+=/i.test(html)) throw new Error(`the print view of ${entry.id} would have an inline script or style`);
    const dir = path.join(dist, 'lesson', entry.id, 'print');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'index.html');
    writeFileSync(file, html);
    written.push({ id: entry.id, steps: lesson.steps.length, file });
  }
  const out = path.join(dist, 'print');
  mkdirSync(out, { recursive: true });
  await esbuild.build({ entryPoints: [path.join(root, 'web/site/print/print.mjs')], outfile: path.join(out, 'print.mjs'), ...BUNDLE_OPTIONS });
  copyFileSync(path.join(root, 'web/site/print/print.css'), path.join(out, 'print.css'));
  await buildLessonPrintPage(root, dist);
  return written;
}
