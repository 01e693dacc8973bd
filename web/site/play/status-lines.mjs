// @ts-check
// The lines /play/ shows a child, as DOM parts: words with piece pictures, in the page's language
// (`texts` is siteTexts.get(lang).play): whose turn it is, a move said in words ("电脑：[马] 马 → f6，吃掉了你的兵
// 将军！"), the hint and why it is good, and the helpers that put such a line into an element only
// when its words changed (a live region then says nothing twice). It decides nothing about the game.
import { fillTemplate } from '../../i18n/lang.mjs';
import { boardStrings } from '../../i18n/board.mjs';
import { createPieceSvg } from '../../board/api.mjs';

/** @typedef {import('../../rules/index').Color} Color */
/** @typedef {import('../../rules/index').PieceType} PieceType */
/** @typedef {import('../../rules/index').PlayedMove} PlayedMove */
/** @typedef {ReturnType<typeof import('../../i18n/site.mjs').siteTexts.get>['play']} PlayTexts */
/** A line: words and piece pictures. @typedef {(string | Node)[]} Parts */

/** A FEN letter for a piece of `color`: K the white king, n a black knight. */
export const letter = (/** @type {PieceType} */ type, /** @type {Color} */ color) => (color === 'w' ? type.toUpperCase() : type);
/** A piece's name in `lang` (马, Knight). */
export const pieceWord = (/** @type {string} */ lang, /** @type {PieceType} */ type) => /** @type {any} */ (boardStrings)[lang].pieces[type];

/** A piece picture for a FEN letter, hidden from screen readers: the words beside it name the piece. */
export function pieceIcon(/** @type {string} */ piece) {
  const icon = document.createElement('span');
  icon.className = 'play-icon';
  icon.append(createPieceSvg(document, piece));
  return icon;
}

/** Words seen and words heard: "马 → f6" on the screen, "马走到 f6" for a screen reader. */
export function seenAndHeard(/** @type {string} */ seen, /** @type {string} */ heard) {
  const shown = document.createElement('span');
  shown.setAttribute('aria-hidden', 'true');
  shown.textContent = seen;
  const spoken = document.createElement('span');
  spoken.className = 'visually-hidden';
  spoken.textContent = heard;
  return [shown, spoken];
}

export function strong(/** @type {string} */ text) {
  const element = document.createElement('strong');
  element.textContent = text;
  return element;
}

/** Replaces an element's content with `parts`, unless it already shows the same words. */
export function show(/** @type {HTMLElement} */ element, /** @type {Parts} */ parts, /** @type {string} */ key) {
  element.hidden = parts.length === 0;
  if (element.dataset.shown === key) return;
  element.dataset.shown = key;
  element.replaceChildren(...parts);
}

/** What `show` compares: the language and the words of the parts. */
export const partsKey = (/** @type {string} */ lang, /** @type {Parts} */ parts) => `${lang}|${parts.map((part) => (typeof part === 'string' ? part : part.textContent)).join('')}`;

/** A move as the child reads it, after `who` ("电脑：", "白方："): "[马] 马 → f6，吃掉了你的兵 将军！".
 *  `yours`: a capture is of the child's piece ("你的"), as in the computer's moves; otherwise the
 *  piece taken is named alone. */
export function moveParts(/** @type {PlayTexts} */ texts, /** @type {string} */ lang, /** @type {PlayedMove} */ played, /** @type {string} */ who, { yours = true } = {}) {
  const w = texts.words;
  const piece = /** @type {PieceType} */ (played.piece);
  const { to } = played;
  const name = pieceWord(lang, piece);
  /** @type {Parts} */
  const parts = [who, pieceIcon(letter(piece, played.color)),
    ...seenAndHeard(fillTemplate(w.moveTo, { piece: name, to }), fillTemplate(w.moveSpoken, { piece: name, to }))];
  let tail = '';
  if (played.kind === 'castle-kingside' || played.kind === 'castle-queenside') tail += w.castled;
  if (played.captured) tail += fillTemplate(yours ? w.captured : w.capturedPiece, { piece: pieceWord(lang, played.captured) });
  if (played.promotion) tail += fillTemplate(w.promoted, { piece: pieceWord(lang, played.promotion) });
  if (tail) parts.push(tail);
  if (played.mate || played.check) parts.push(' ', strong(played.mate ? w.mate : w.check));
  return parts;
}

/** The hint: "[车] 提示：车 → a8。 这一步就能将死对方！" from the search's answer `best` and the legal
 *  move `move` it names, for the player to move (`turn`). */
export function hintParts(/** @type {PlayTexts} */ texts, /** @type {string} */ lang, /** @type {import('../../rules/index').BestMove} */ best, /** @type {import('../../rules/index').Move} */ move, /** @type {Color} */ turn) {
  const w = texts.words;
  const reasons = texts.hintReasons;
  const piece = /** @type {PieceType} */ (move.piece);
  let why = reasons[best.reason ?? 'good-move'] ?? reasons['good-move'];
  if (best.reason === 'mate' && best.mate !== undefined && best.mate > 1) why = fillTemplate(reasons.mateIn, { moves: best.mate });
  if (best.reason === 'wins-material' && move.captured) why = fillTemplate(reasons['wins-piece'], { piece: pieceWord(lang, move.captured) });
  let tail = '';
  if (move.captured && why !== reasons['wins-piece']) tail += fillTemplate(w.hintTakes, { piece: pieceWord(lang, move.captured) });
  if (move.promotion) tail += fillTemplate(w.hintPromotes, { piece: pieceWord(lang, move.promotion) });
  const params = { piece: pieceWord(lang, piece), to: move.to };
  return [pieceIcon(letter(piece, turn)), ...seenAndHeard(fillTemplate(w.hintMove, params), fillTemplate(w.hintSpoken, params)), `${tail}${w.sentenceEnd} ${why}`];
}

/** The turn line: the game's state now, from the game itself, for the child playing `child`; a
 *  replayed record's place in it (`replayText`) instead, never as anyone's win. */
export function turnParts(/** @type {PlayTexts} */ texts, /** @type {import('../../rules/index').Game | null} */ game,
  /** @type {{ child: Color, outcome: () => { result: string, reason: string }, replayText: string | null }} */ { child, outcome, replayText }) {
  const w = texts.words;
  if (!game) return [w.loading];
  if (replayText !== null) return [pieceIcon(letter('k', game.turn())), replayText];
  const computer = child === 'w' ? 'b' : 'w';
  const side = (/** @type {Color} */ color) => w[color === 'w' ? 'white' : 'black'];
  if (game.isOver()) {
    const ended = outcome();
    const winner = ended.result === '1-0' ? 'w' : ended.result === '0-1' ? 'b' : null;
    if (winner === null) return [w.drawn];
    if (winner === child) return [pieceIcon(letter('k', child)), w.won];
    return [pieceIcon(letter('k', computer)), ended.reason === 'resignation' ? w.youResigned : w.lost];
  }
  if (game.turn() === computer) {
    const first = game.history().length === 0 && computer === 'w';
    return [pieceIcon(letter('k', computer)), first ? `${fillTemplate(w.computerFirst, { side: side(computer) })} ${w.thinking}` : w.thinking];
  }
  return [pieceIcon(letter('k', child)), game.inCheck() ? w.yourMoveCheck : fillTemplate(w.yourMove, { side: side(child) })];
}
