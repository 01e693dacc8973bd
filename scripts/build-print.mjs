// Writes every lesson's print view, a worksheet on A4: dist/lesson/<id>/print/index.html, from
// lessons/index.json and each lesson file. scripts/build.mjs runs it after the lesson pages.
//   - Each step is a numbered question: its diagram (the step's position after its history, its
//     arrows, highlights, stars and target, from its orientation; web/board/diagram.mjs), its
//     instruction, a quiz's choices with boxes to tick, and an answer line.
//   - The words are written in all three languages; the page shows one (zh-Hans until its script,
//     dist/print/print.mjs, picks ?lang=, the saved language or the browser's).
//   - Lesson text is data, never HTML: the markup (web/lesson/markup.mjs) becomes escaped text,
//     ruby and piece icons; no inline script or style (the site's CSP allows neither).
// `node scripts/build-print.mjs` alone needs dist/chess-rules.wasm from `node scripts/build.mjs`.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { BUNDLE_OPTIONS } from './esbuild-options.mjs';
import { describeDiagram, diagramSvg, pieceIconSvg } from '../web/board/diagram.mjs';
import { pieceName } from '../web/i18n/board.mjs';
import { LANGS, fillTemplate } from '../web/i18n/lang.mjs';
import { LANG_NAMES } from '../web/i18n/lesson.mjs';
import { loadPrintText } from '../web/i18n/print.mjs';
import { openStepGame } from '../web/lesson/goals.mjs';
import { parseMarkup } from '../web/lesson/markup.mjs';
import { loadChessRules } from '../web/rules/index.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// The page's first language, shown before its script runs (and without one): teachers read Chinese first.
const FIRST_LANG = 'zh-Hans';
const DIAGRAM_SIZE = 480;
const EMPTY_PLACEMENT = '8/8/8/8/8/8/8/8';
// A board drawn the wrong way round (a step's boardTurned), as the lesson runner draws it.
const TURNED_COLOURS = { light: '#b7885a', dark: '#f3dcb2', coordOnLight: '#fff6e6', coordOnDark: '#6b4423' };

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const textIn = (texts, lang) => texts?.[lang] ?? texts?.en ?? texts?.[FIRST_LANG] ?? '';

/** A step's diagram options: its position after its history (or the setup board it starts from),
 *  its orientation, arrows, highlights, the stars of a star hunt, the target of a capture. Throws
 *  an Error that names the step when the rules refuse its position or a move of its history. */
export function stepDiagram(rules, step) {
  let position;
  if (step.empty || step.goal?.kind === 'setup') {
    position = step.fen ? step.fen.split(/\s+/)[0] : EMPTY_PLACEMENT;
  } else {
    const opened = openStepGame(rules, step);
    if (!opened.ok) throw new Error(`step ${step.id}: ${opened.move ? `the history's move ${opened.move}` : 'its FEN'} is refused (${opened.error.code}): ${opened.error.message}`);
    position = opened.value ? opened.value.fen() : EMPTY_PLACEMENT;
  }
  const goal = step.goal ?? {};
  const highlights = [...(step.highlights ?? [])];
  // The pieces already touched in a touch-move step are marked, as the board marks them.
  if (goal.kind === 'touch') for (const touch of goal.touches ?? []) highlights.push(typeof touch === 'string' ? touch : touch.square);
  const markers = [];
  if (goal.kind === 'collect-stars') for (const square of goal.stars ?? []) markers.push({ square, kind: 'star' });
  if (goal.kind === 'capture' && goal.target) markers.push({ square: goal.target, kind: 'target' });
  const turned = step.boardTurned === true;
  return {
    position,
    orientation: step.orientation ?? 'white',
    arrows: (step.arrows ?? []).map(({ from, to, color = 'green' }) => ({ from, to, color })),
    highlights,
    markers,
    coordinates: !turned,
    ...(turned ? { colors: TURNED_COLOURS } : {}),
    size: DIAGRAM_SIZE,
  };
}

/** Lesson markup as HTML: escaped text, <ruby> for [字|pīn], a piece icon for {K}. */
export function markupHtml(source, lang) {
  return parseMarkup(String(source)).map((token) => {
    if (token.type === 'text') return escapeHtml(token.text);
    if (token.type === 'ruby') return `<ruby>${escapeHtml(token.base)}<rp>(</rp><rt>${escapeHtml(token.ruby)}</rt><rp>)</rp></ruby>`;
    return `<span class="pv-piece">${pieceIconSvg(token.piece, { size: 24, label: pieceName(lang, token.piece) })}</span>`;
  }).join('');
}

/** One span per language, each marked with its language; all but the first hidden. */
function inEachLang(render, tag = 'span') {
  return LANGS.map((lang) => `<${tag} lang="${lang}" data-lang="${lang}"${lang === FIRST_LANG ? '' : ' hidden'}>${render(lang)}</${tag}>`).join('');
}

/**
 * The print view of one lesson as an HTML page. `entry` is its lessons/index.json entry, `lesson`
 * its file, `diagrams[i]` the diagram options of step i (stepDiagram), `descriptions[i][lang]` the
 * diagram told in words (describeDiagram), `words[lang]` the print view's words (print.<lang>.mjs).
 * Paths are relative to dist/lesson/<id>/print/.
 */
export function printPageHtml({ entry, lesson, diagrams, descriptions, words }) {
  const title = (lang) => textIn(entry.title ?? lesson.title, lang);
  const word = (key, params) => (lang) => escapeHtml(fillTemplate(words[lang][key], params));
  const titles = LANGS.map((lang) => `data-title-${lang.toLowerCase()}="${escapeHtml(fillTemplate(words[lang].pageTitle, { title: title(lang) }))}"`).join(' ');
  const steps = lesson.steps.map((step, index) => {
    const n = index + 1;
    const choices = step.goal?.kind === 'quiz'
      ? `<div class="pv-quiz"><p class="pv-choices-intro">${inEachLang(word('choices'))}</p><ul class="pv-choices">${step.goal.choices.map((choice) =>
        `<li class="pv-choice"><span class="pv-box" aria-hidden="true"></span>${inEachLang((lang) => markupHtml(textIn(choice.label, lang), lang))}</li>`).join('')}</ul></div>`
      : '';
    return `<li class="pv-step" id="step-${escapeHtml(step.id)}" data-step="${escapeHtml(step.id)}">
<h2 class="pv-number">${inEachLang(word('step', { n }))}</h2>
<figure class="pv-diagram">${diagramSvg({ ...diagrams[index], decorative: true })}<figcaption class="pv-hidden">${inEachLang((lang) => escapeHtml(`${fillTemplate(words[lang].diagram, { n })}${lang === 'en' ? ' ' : ''}${descriptions[index][lang]}`))}</figcaption></figure>
<div class="pv-work">
<p class="pv-text">${inEachLang((lang) => markupHtml(textIn(step.text, lang), lang))}</p>
${choices}<p class="pv-answer">${inEachLang(word('answer'))}<span class="pv-line" aria-hidden="true"></span></p>
</div>
</li>`;
  }).join('\n');
  const langLinks = LANGS.map((lang) => `<a class="pv-lang" href="?lang=${lang}" lang="${lang}" hreflang="${lang}" data-choose="${lang}">${escapeHtml(LANG_NAMES[lang])}</a>`).join(' ');
  return `<!doctype html>
<html lang="${FIRST_LANG}" ${titles}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(fillTemplate(words[FIRST_LANG].pageTitle, { title: title(FIRST_LANG) }))}</title>
<link rel="stylesheet" href="../../../print/print.css">
<script type="module" src="../../../print/print.mjs"></script>
</head>
<body>
<nav class="pv-toolbar" aria-labelledby="pv-toolbar-name">
<span id="pv-toolbar-name" class="pv-hidden">${inEachLang(word('toolbar'))}</span>
<a class="pv-back" href="../">${inEachLang(word('back'))}</a>
<button type="button" class="pv-print" id="pv-print" hidden>${inEachLang(word('print'))}</button>
<span class="pv-langs"><span class="pv-langs-label">${inEachLang(word('language'))}</span> ${langLinks}</span>
</nav>
<main class="pv" data-lesson="${escapeHtml(lesson.id ?? entry.id)}">
<header class="pv-head">
<h1>${inEachLang((lang) => `${escapeHtml(title(lang))}<span class="pv-kind"> · ${escapeHtml(words[lang].worksheet)}</span>`)}</h1>
<p class="pv-meta">${inEachLang(word('steps', { count: lesson.steps.length }))}</p>
<p class="pv-fields"><span class="pv-field">${inEachLang(word('name'))}<span class="pv-line" aria-hidden="true"></span></span><span class="pv-field">${inEachLang(word('date'))}<span class="pv-line" aria-hidden="true"></span></span></p>
</header>
<ol class="pv-steps">
${steps}
</ol>
</main>
</body>
</html>
`;
}

/** Writes the print view of every lesson of lessons/index.json into `dist`, with its script and
 *  stylesheet (dist/print/). Resolves to [{id, steps, file}]. */
export async function buildPrintPages({ root = ROOT, dist = path.join(root, 'dist') } = {}) {
  const wasm = path.join(dist, 'chess-rules.wasm');
  if (!existsSync(wasm)) throw new Error('dist/chess-rules.wasm is missing: run `node scripts/build.mjs`');
  const rules = await loadChessRules({ wasm: readFileSync(wasm), lang: 'en' });
  const words = Object.fromEntries(await Promise.all(LANGS.map(async (lang) => [lang, await loadPrintText(lang)])));
  const index = JSON.parse(readFileSync(path.join(root, 'lessons', 'index.json'), 'utf8'));
  const written = [];
  for (const entry of index.lessons) {
    const lesson = JSON.parse(readFileSync(path.join(root, 'lessons', entry.file), 'utf8'));
    const diagrams = lesson.steps.map((step) => {
      try {
        return stepDiagram(rules, step);
      } catch (error) {
        throw new Error(`lessons/${entry.file}: ${error.message}`);
      }
    });
    const descriptions = await Promise.all(diagrams.map(async (options) =>
      Object.fromEntries(await Promise.all(LANGS.map(async (lang) => [lang, await describeDiagram(options, lang)])))));
    const html = printPageHtml({ entry, lesson, diagrams, descriptions, words });
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
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const written = await buildPrintPages();
    const steps = written.reduce((sum, page) => sum + page.steps, 0);
    console.log(`build-print: ${written.length} print views in dist/lesson/<id>/print/, ${steps} steps`);
  } catch (error) {
    console.error(`build-print: ${error.message}`);
    process.exit(1);
  }
}
