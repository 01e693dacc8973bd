// The lesson runner's drawing of words: lesson markup (markup.mjs) as text nodes, piece icons and
// <ruby> built here, never HTML, and the small element builders the runner's screen uses.
//
//   renderMarkup(document, parent, '用车{R}吃掉{q}', 'zh-Hans')
import { createPieceSvg } from '../board/api.mjs';
import { pieceName } from '../i18n/board.mjs';
import { parseMarkup } from './markup.mjs';
import { pickText, textLang } from '../i18n/lesson.mjs';

/** A new element with a class and, if given, its text. */
export function el(doc, tag, className, text) {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A `tag` of `className` that its heading (a `headingTag` of id `headingId` and `headingClass`)
 *  names for a screen reader (aria-labelledby): [box, heading], the heading not yet placed. */
export function headedBox(doc, tag, className, { headingTag = 'h2', headingId, headingClass = '' }) {
  const box = el(doc, tag, className);
  const heading = el(doc, headingTag, headingClass);
  heading.id = headingId;
  box.setAttribute('aria-labelledby', headingId);
  return [box, heading];
}

/** A <label> of `className` holding a <span> for its words, then `control`: [label, words]. */
export function labelled(doc, className, control) {
  const label = el(doc, 'label', className);
  const words = el(doc, 'span');
  label.append(words, control);
  return [label, words];
}

/** A move in SAN with its pieces named in `lang`: 马g8 / 馬g8 for Ng8, e8=后 for e8=Q; English keeps
 *  the letters. (The board's strings must be loaded for `lang`.) */
export function sanInLang(san, lang) {
  if (lang === 'en' || typeof san !== 'string') return san;
  return san.replace(/(^|=)([KQRBN])/g, (match, before, letter) => {
    const name = pieceName(lang, letter);
    return /^(white|black) /.test(name) ? match : `${before}${name.slice(1)}`; // the board's words not loaded yet: the letter
  });
}

/** A runner button: its class and the action it stands for (data-action). */
export function button(doc, className, action) {
  const node = el(doc, 'button', `cl-button ${className}`);
  node.type = 'button';
  node.dataset.action = action;
  return node;
}

/** A piece drawn in a line of text, named for screen readers in `lang`. */
export function pieceIcon(doc, piece, lang) {
  const icon = el(doc, 'span', 'cl-icon');
  icon.setAttribute('role', 'img');
  icon.setAttribute('aria-label', pieceName(lang, piece));
  icon.appendChild(createPieceSvg(doc, piece));
  return icon;
}

/** Marks `node`, which shows `texts` for a reader of `lang`, when its words are another language's
 *  (pickText's fallback): `data-fallback` names that language for the teacher, and `lang` lets
 *  fonts and read-aloud treat the words as what they are. A text in its own language has no mark. */
export function markFallback(node, texts, lang) {
  const used = textLang(texts, lang);
  if (used && used !== lang) {
    node.dataset.fallback = used;
    node.lang = used;
  } else {
    delete node.dataset.fallback;
    node.removeAttribute('lang');
  }
  return node;
}

/** Renders a lesson's text object (`{zh-Hans, zh-Hant, en}`) into `node` in `lang`, or in the
 *  language it falls back to, which markFallback marks. Returns `node`. */
export function renderLessonText(doc, node, texts, lang) {
  renderMarkup(doc, markFallback(node, texts, lang), pickText(texts, lang), lang);
  return node;
}

/** Renders lesson markup into `parent` as text nodes, piece icons and <ruby>. Never HTML. */
export function renderMarkup(doc, parent, source, lang) {
  for (const token of parseMarkup(source)) {
    if (token.type === 'text') parent.appendChild(doc.createTextNode(token.text));
    else if (token.type === 'piece') parent.appendChild(pieceIcon(doc, token.piece, lang));
    else {
      const ruby = el(doc, 'ruby');
      ruby.appendChild(doc.createTextNode(token.base));
      ruby.append(el(doc, 'rp', '', '('), el(doc, 'rt', '', token.ruby), el(doc, 'rp', '', ')'));
      parent.appendChild(ruby);
    }
  }
  return parent;
}
