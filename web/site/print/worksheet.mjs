// A worksheet as HTML text, written the same way at build time (scripts/build-print.mjs,
// dist/lesson/<id>/print/) and in the browser (lesson-print.mjs, dist/lesson/print/?…, for any
// lesson of the folder, a teacher's own included, for chosen steps, and for generated exercises).
//   - The questions (items.mjs) sit six to an A4 page, two across and three down: each its number,
//     its words, its diagram in the print palette with the coordinates beside the board, the side
//     to move under it (白先 / 黑先), a quiz's choices with boxes to tick, and an answer line.
//   - The answer key follows on a page of its own: each question's answer from its goal (the
//     moves as the course writes them, 马f3; a quiz's choice).
//   - The words are written in all three languages; language.mjs shows one.
//   - Lesson text is data, never HTML: the markup (web/lesson/markup.mjs) becomes escaped text,
//     ruby and piece icons. Nothing here writes an inline script or style (the site's CSP allows
//     neither).
// The diagrams are drawn by web/board/diagram.mjs, which the caller hands in (worksheetWriter):
// Node imports it, a page loads it on use through the board's API (loadDiagrams).
import { pieceName } from '../../i18n/board.mjs';
import { LANGS, fillTemplate } from '../../i18n/lang.mjs';
import { LANG_NAMES } from '../../i18n/lesson.mjs';
import { parseMarkup } from '../../lesson/markup.mjs';
import { sanInLang } from '../../lesson/render.mjs';

export { stepDiagram } from './items.mjs';

// The page's first language, shown before its script runs (and without one): teachers read Chinese first.
export const FIRST_LANG = 'zh-Hans';
/** Questions on one printed page. */
export const PER_PAGE = 6;
// The coordinates beside a board drawn 480 wide: their band and their size, in the same units.
const BAND = 26;
const COORD_SIZE = 22;

/** What the projector mode draws a question's diagram from on a <chess-board> (web/site/projector-diagrams.mjs):
 *  its position, side at the bottom, arrows, marked squares and markers. */
const projectedDiagram = ({ position, orientation, arrows, highlights, markers, colors }) => ({ position, orientation, arrows, highlights, markers, ...(colors ? { colors } : {}) });

export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const textIn = (texts, lang) => texts?.[lang] ?? texts?.en ?? texts?.[FIRST_LANG] ?? '';
const LETTERS = 'ABCDEFGHIJ';

/** The worksheet's title in each language: {lang: "<lesson> · 练习纸"}; `title` {lang: text}. */
export function worksheetTitles({ title, words }) {
  return Object.fromEntries(LANGS.map((lang) => [lang, fillTemplate(words[lang].pageTitle, { title: textIn(title, lang) })]));
}

/** One span per language, each marked with its language; all but the first hidden. */
function inEachLang(render, tag = 'span') {
  return LANGS.map((lang) => `<${tag} lang="${lang}" data-lang="${lang}"${lang === FIRST_LANG ? '' : ' hidden'}>${render(lang)}</${tag}>`).join('');
}

/** An answer in words in `lang`: moves as the course writes them (马f3), a line numbered by the
 *  solver's moves (said to be one way of several where it is), a quiz's choice by its letter and label. */
function answerText(item, lang, words, markupHtml) {
  const { answer } = item;
  if (!answer) return escapeHtml(words.noAnswer);
  if (answer.moves) return answer.moves.map((move) => escapeHtml(sanInLang(move.san, lang))).join(escapeHtml(words.or));
  if (answer.line) {
    const solver = answer.line[0]?.color;
    let n = 0;
    const line = answer.line.map((move) => (move.color === solver ? `${++n}. ` : '') + sanInLang(move.san, lang)).join(' ');
    return escapeHtml(answer.oneWay ? fillTemplate(words.oneWay, { line }) : line);
  }
  const index = item.choices?.findIndex((choice) => choice.id === answer.choice) ?? -1;
  if (index < 0) return escapeHtml(words.noAnswer);
  return `${LETTERS[index]} ${markupHtml(textIn(item.choices[index].label, lang), lang)}`;
}

/** The UCI moves of an answer, for a reader that checks it (data-moves / data-line). */
function answerData(answer) {
  if (answer?.moves) return ` data-moves="${escapeHtml(answer.moves.map((m) => m.uci).join(' '))}"`;
  if (answer?.line) return ` data-line="${escapeHtml(answer.line.map((m) => m.uci).join(' '))}"`;
  if (answer?.choice) return ` data-choice="${escapeHtml(answer.choice)}"`;
  return '';
}

/**
 * The worksheet's writer, drawing with `draw` (the module web/board/diagram.mjs):
 *   markupHtml(source, lang)   lesson markup as HTML
 *   describeItems(items)       each diagram told in words, in each language (for its caption)
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

  /** `descriptions[i][lang]`: item i's diagram told in words in each language. */
  function describeItems(items) {
    return Promise.all(items.map(async ({ diagram }) =>
      Object.fromEntries(await Promise.all(LANGS.map(async (lang) => [lang, await draw.describeDiagram(diagram, lang)])))));
  }

  /** The diagram with its files under it and its ranks on its left, larger than a board's own. */
  function boardHtml(diagram) {
    const size = diagram.size;
    const cell = size / 8;
    const files = diagram.orientation === 'black' ? 'hgfedcba' : 'abcdefgh';
    const ranks = diagram.orientation === 'black' ? '12345678' : '87654321';
    const label = (text, x, y) => `<text x="${x}" y="${y}" font-size="${COORD_SIZE}" font-weight="700" text-anchor="middle" dominant-baseline="central" fill="#000">${text}</text>`;
    const labels = [...ranks].map((rank, row) => label(rank, -BAND / 2, row * cell + cell / 2)).join('')
      + [...files].map((file, col) => label(file, col * cell + cell / 2, size + BAND / 2)).join('');
    return `<svg class="pv-board" xmlns="http://www.w3.org/2000/svg" viewBox="${-BAND} 0 ${size + BAND} ${size + BAND}" aria-hidden="true" focusable="false" font-family="system-ui, sans-serif">${draw.diagramSvg({ ...diagram, decorative: true })}${labels}</svg>`;
  }


  function questionHtml(item, n, description, words) {
    const word = (key, params) => (lang) => escapeHtml(fillTemplate(words[lang][key], params));
    const choices = item.choices
      ? `<ul class="pv-choices">${item.choices.map((choice, index) =>
        `<li class="pv-choice"><span class="pv-box" aria-hidden="true"></span><span class="pv-letter">${LETTERS[index]}</span> ${inEachLang((lang) => markupHtml(textIn(choice.label, lang), lang))}</li>`).join('')}</ul>`
      : '';
    const side = item.side ? `<p class="pv-side">${inEachLang(word(item.side === 'w' ? 'whiteToMove' : 'blackToMove'))}</p>` : '';
    return `<li class="pv-step" id="q-${n}" data-step="${escapeHtml(item.id)}"${item.side ? ` data-side="${item.side}"` : ''}${item.fen ? ` data-fen="${escapeHtml(item.fen)}"` : ''} data-diagram="${escapeHtml(JSON.stringify(projectedDiagram(item.diagram)))}">
<h2 class="pv-number">${inEachLang(word('step', { n }))}</h2>
<p class="pv-text">${inEachLang((lang) => markupHtml(textIn(item.text, lang), lang))}</p>
<figure class="pv-diagram">${boardHtml(item.diagram)}<figcaption class="pv-hidden">${inEachLang((lang) => escapeHtml(`${fillTemplate(words[lang].diagram, { n })}${lang === 'en' ? ' ' : ''}${description[lang]}`))}</figcaption></figure>
${side}${choices}<p class="pv-answer">${inEachLang(word('answer'))}<span class="pv-line" aria-hidden="true"></span></p>
</li>`;
  }

  /**
   * The toolbar and the worksheet, as HTML. `title` {lang: text} names it, `meta` {lang: text}
   * says what it holds (else the count of questions), `items` its questions (items.mjs),
   * `descriptions[i][lang]` each diagram told in words (describeItems), `words[lang]` the print
   * view's words (print.<lang>.mjs), `id` its data-lesson. The toolbar's link back goes to
   * `back.href` with the words `words[lang][back.word]`, and a language's link to
   * `langHref(lang)`, both as the page's address needs them.
   */
  function bodyHtml({ id, title, meta = null, items, descriptions, words, back = { href: '../', word: 'back' }, langHref = (lang) => `?lang=${lang}` }) {
    const word = (key, params) => (lang) => escapeHtml(fillTemplate(words[lang][key], params));
    const pages = [];
    for (let start = 0; start < items.length; start += PER_PAGE) {
      const questions = items.slice(start, start + PER_PAGE).map((item, i) => questionHtml(item, start + i + 1, descriptions[start + i], words)).join('\n');
      pages.push(`<ol class="pv-steps" start="${start + 1}">\n${questions}\n</ol>`);
    }
    const key = items.map((item, i) => `<li class="pv-key-item" data-step="${escapeHtml(item.id)}"${answerData(item.answer)}><span class="pv-key-number">${inEachLang(word('step', { n: i + 1 }))}</span> <span class="pv-key-answer">${inEachLang((lang) => answerText(item, lang, words[lang], markupHtml))}</span></li>`).join('\n');
    const langLinks = LANGS.map((lang) => `<a class="pv-lang" href="${escapeHtml(langHref(lang))}" lang="${lang}" hreflang="${lang}" data-choose="${lang}">${escapeHtml(LANG_NAMES[lang])}</a>`).join(' ');
    return `<nav class="pv-toolbar" aria-labelledby="pv-toolbar-name">
<span id="pv-toolbar-name" class="pv-hidden">${inEachLang(word('toolbar'))}</span>
<a class="pv-back" href="${escapeHtml(back.href)}">${inEachLang(word(back.word))}</a>
<button type="button" class="pv-print" id="pv-print" hidden>${inEachLang(word('print'))}</button>
<span class="pv-langs"><span class="pv-langs-label">${inEachLang(word('language'))}</span> ${langLinks}</span>
</nav>
<main class="pv" data-lesson="${escapeHtml(id)}">
<header class="pv-head">
<h1>${inEachLang((lang) => `${escapeHtml(textIn(title, lang))}<span class="pv-kind"> · ${escapeHtml(words[lang].worksheet)}</span>`)}</h1>
<p class="pv-meta">${inEachLang((lang) => escapeHtml(meta?.[lang] ?? fillTemplate(words[lang].steps, { count: items.length })))}</p>
<p class="pv-fields"><span class="pv-field">${inEachLang(word('name'))}<span class="pv-line" aria-hidden="true"></span></span><span class="pv-field">${inEachLang(word('date'))}<span class="pv-line" aria-hidden="true"></span></span></p>
</header>
${pages.join('\n')}
<section class="pv-key" aria-labelledby="pv-key-title">
<h2 id="pv-key-title">${inEachLang((lang) => `${escapeHtml(textIn(title, lang))} · ${escapeHtml(words[lang].answerKey)}`)}</h2>
<ol class="pv-key-list">
${key}
</ol>
</section>
</main>`;
  }

  return { markupHtml, describeItems, bodyHtml };
}
