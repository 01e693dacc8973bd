// Words the <chess-board> controller (web/play) shows a child: touch-move explanations and the
// game controls, in zh-Hans, zh-Hant and en. They come with the board's strings, one module per
// language (board.<lang>.mjs), which loadBoardText(lang) in board.mjs imports on first use. Until
// it has resolved for a language, the lookups below answer in a language that is loaded.
import { loadedBoardText, pieceName } from './board.mjs';
import { fillTemplate } from './lang.mjs';

function textsFor(lang) {
  const texts = loadedBoardText(lang);
  if (!texts) throw new Error(`the board's texts are not loaded yet; await loadBoardText(${JSON.stringify(lang)}) first`);
  return texts;
}

/**
 * A touch-move sentence, in words a child reads (no article number: the `touch` event carries the
 * article). kind: a TouchObligation ('move-piece', …) or 'cannotMove', 'locked', 'adjusted'.
 * piece: a FEN letter. Returns null for a kind with no sentence ('none').
 */
export function touchMoveText(lang, kind, { square, piece }) {
  const table = textsFor(lang).touch;
  const template = Object.hasOwn(table, kind) ? table[kind] : null;
  if (!template) return null;
  const name = piece ? pieceName(lang, piece).replace(/^(white|black) /, '') : '';
  const shortName = lang === 'en' ? name : name.slice(1); // 白马 → 马: the colour is obvious here
  return fillTemplate(template, { square: square || '', piece: shortName });
}

/** A game-control label or sentence, with {params} filled in. */
export function controlText(lang, key, params = {}) {
  const table = textsFor(lang).controls;
  const template = Object.hasOwn(table, key) ? table[key] : undefined;
  if (typeof template !== 'string') throw new TypeError(`controlText: no string "${key}"`);
  return fillTemplate(template, params);
}
