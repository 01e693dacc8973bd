// A lesson's worksheet (its print view) as HTML text, written the same way at build time
// (scripts/build-print.mjs, dist/lesson/<id>/print/) and in the browser (lesson-print.mjs,
// dist/lesson/print/?id=<id>, for any lesson of the folder, a teacher's own included).
//   - Each step is a numbered question: its diagram (the step's position after its history, its
//     arrows, highlights, stars and target, from its orientation), its instruction, a quiz's
//     choices with boxes to tick, and an answer line.
//   - The words are written in all three languages; language.mjs shows one.
//   - Lesson text is data, never HTML: the markup (web/lesson/markup.mjs) becomes escaped text,
//     ruby and piece icons. Nothing here writes an inline script or style (the site's CSP allows
//     neither).
// The diagrams are drawn by web/board/diagram.mjs, which the caller hands in (worksheetWriter):
// Node imports it, a page loads it on use through the board's API (loadDiagrams).
import { pieceName } from '../../i18n/board.mjs';
import { LANGS, fillTemplate } from '../../i18n/lang.mjs';
import { LANG_NAMES } from '../../i18n/lesson.mjs';
import { openStepGame } from '../../lesson/step-game.mjs';
import { goalKind } from '../../lesson/goals/index.mjs';
import { parseMarkup } from '../../lesson/markup.mjs';

// The page's first language, shown before its script runs (and without one): teachers read Chinese first.
export const FIRST_LANG = 'zh-Hans';
const DIAGRAM_SIZE = 480;
const EMPTY_PLACEMENT = '8/8/8/8/8/8/8/8';
// A board drawn the wrong way round (a step's boardTurned), as the lesson runner draws it.
const TURNED_COLOURS = { light: '#b7885a', dark: '#f3dcb2', coordOnLight: '#fff6e6', coordOnDark: '#6b4423' };

export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const textIn = (texts, lang) => texts?.[lang] ?? texts?.en ?? texts?.[FIRST_LANG] ?? '';

/** A step's diagram options: its position after its history (or the setup board it starts from),
 *  its orientation, arrows, highlights, the stars of a star hunt, the target of a capture. Throws
 *  an Error that names the step when the rules refuse its position or a move of its history. */
export function stepDiagram(rules, step) {
  let position;
  const kind = goalKind(step.goal);
  if (step.empty || kind?.boardMode === 'setup') {
    position = step.fen ? step.fen.split(/\s+/)[0] : EMPTY_PLACEMENT;
  } else {
    const opened = openStepGame(rules, step);
    if (!opened.ok) throw new Error(`step ${step.id}: ${opened.move ? `the history's move ${opened.move}` : 'its FEN'} is refused (${opened.error.code}): ${opened.error.message}`);
    position = opened.value ? opened.value.fen() : EMPTY_PLACEMENT;
  }
  // what the goal marks on paper: the touched pieces, the stars, the target
  const printed = kind?.printed?.(step.goal) ?? {};
  const highlights = [...(step.highlights ?? []), ...(printed.highlights ?? [])];
  const markers = printed.markers ?? [];
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

/** The worksheet's title in each language: {lang: "<lesson> · 练习纸"}. */
export function worksheetTitles({ entry, lesson, words }) {
  return Object.fromEntries(LANGS.map((lang) => [lang, fillTemplate(words[lang].pageTitle, { title: textIn(entry.title ?? lesson.title, lang) })]));
}

/** One span per language, each marked with its language; all but the first hidden. */
function inEachLang(render, tag = 'span') {
  return LANGS.map((lang) => `<${tag} lang="${lang}" data-lang="${lang}"${lang === FIRST_LANG ? '' : ' hidden'}>${render(lang)}</${tag}>`).join('');
}

/**
 * The worksheet's writer, drawing with `draw` (the module web/board/diagram.mjs):
 *   markupHtml(source, lang)   lesson markup as HTML
 *   describeSteps(diagrams)    each diagram told in words, in each language (for its caption)
 *   bodyHtml({...})            the page's toolbar and worksheet, the whole of its <body>
 */
export function worksheetWriter(draw) {
  /** Lesson markup as HTML: escaped text, <ruby> for [字|pīn], a piece icon for {K}. */
  function markupHtml(source, lang) {
    return parseMarkup(String(source)).map((token) => {
      if (token.type === 'text') return escapeHtml(token.text);
      if (token.type === 'ruby') return `<ruby>${escapeHtml(token.base)}<rp>(</rp><rt>${escapeHtml(token.ruby)}</rt><rp>)</rp></ruby>`;
      return `<span class="pv-piece">${draw.pieceIconSvg(token.piece, { size: 24, label: pieceName(lang, token.piece) })}</span>`;
    }).join('');
  }

  /** `descriptions[i][lang]`: diagram i (stepDiagram's options) told in words in each language. */
  function describeSteps(diagrams) {
    return Promise.all(diagrams.map(async (options) =>
      Object.fromEntries(await Promise.all(LANGS.map(async (lang) => [lang, await draw.describeDiagram(options, lang)])))));
  }

  /**
   * The toolbar and the worksheet of one lesson, as HTML. `entry` is its lessons/index.json entry,
   * `lesson` its file, `diagrams[i]` the diagram options of step i (stepDiagram),
   * `descriptions[i][lang]` the diagram told in words (describeSteps), `words[lang]` the print
   * view's words (print.<lang>.mjs). The toolbar's link back goes to `back.href` with the words
   * `words[lang][back.word]`, and a language's link to `langHref(lang)`, both as the page's
   * address needs them.
   */
  function bodyHtml({ entry, lesson, diagrams, descriptions, words, back = { href: '../', word: 'back' }, langHref = (lang) => `?lang=${lang}` }) {
    const title = (lang) => textIn(entry.title ?? lesson.title, lang);
    const word = (key, params) => (lang) => escapeHtml(fillTemplate(words[lang][key], params));
    const steps = lesson.steps.map((step, index) => {
      const n = index + 1;
      const choices = goalKind(step.goal)?.panel === 'choices'
        ? `<div class="pv-quiz"><p class="pv-choices-intro">${inEachLang(word('choices'))}</p><ul class="pv-choices">${step.goal.choices.map((choice) =>
          `<li class="pv-choice"><span class="pv-box" aria-hidden="true"></span>${inEachLang((lang) => markupHtml(textIn(choice.label, lang), lang))}</li>`).join('')}</ul></div>`
        : '';
      return `<li class="pv-step" id="step-${escapeHtml(step.id)}" data-step="${escapeHtml(step.id)}">
<h2 class="pv-number">${inEachLang(word('step', { n }))}</h2>
<figure class="pv-diagram">${draw.diagramSvg({ ...diagrams[index], decorative: true })}<figcaption class="pv-hidden">${inEachLang((lang) => escapeHtml(`${fillTemplate(words[lang].diagram, { n })}${lang === 'en' ? ' ' : ''}${descriptions[index][lang]}`))}</figcaption></figure>
<div class="pv-work">
<p class="pv-text">${inEachLang((lang) => markupHtml(textIn(step.text, lang), lang))}</p>
${choices}<p class="pv-answer">${inEachLang(word('answer'))}<span class="pv-line" aria-hidden="true"></span></p>
</div>
</li>`;
    }).join('\n');
    const langLinks = LANGS.map((lang) => `<a class="pv-lang" href="${escapeHtml(langHref(lang))}" lang="${lang}" hreflang="${lang}" data-choose="${lang}">${escapeHtml(LANG_NAMES[lang])}</a>`).join(' ');
    return `<nav class="pv-toolbar" aria-labelledby="pv-toolbar-name">
<span id="pv-toolbar-name" class="pv-hidden">${inEachLang(word('toolbar'))}</span>
<a class="pv-back" href="${escapeHtml(back.href)}">${inEachLang(word(back.word))}</a>
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
</main>`;
  }

  return { markupHtml, describeSteps, bodyHtml };
}
