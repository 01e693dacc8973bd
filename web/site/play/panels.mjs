// @ts-check
// The panels of /play/ drawn from the game, in the page's language (`texts` is
// siteTexts.get(lang).play): the ending of a game against the computer, a button for each draw
// the child may claim, the moves in notation for grown-ups, and the computer's problem. Each
// redraws only when its words changed. play.mjs decides what they show.
import { fillTemplate } from '../../i18n/lang.mjs';

/** @typedef {import('../../rules/index').Game} Game */
/** @typedef {import('./status-lines.mjs').PlayTexts} PlayTexts */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** The ending: the board's sentence (`outcome`, or null to hide it) and what the rule means. */
export function renderOutcome(/** @type {PlayTexts} */ texts, /** @type {{ message: string, reason: string } | null} */ outcome) {
  const box = $('outcome');
  box.hidden = !outcome;
  if (!outcome) return;
  $('outcome-result').textContent = outcome.message;
  $('outcome-rule').textContent = /** @type {Record<string, string>} */ (texts.endings)[outcome.reason] ?? '';
}

/** A button for each draw the rules say the child may claim now (`reasons`). */
export function renderClaims(/** @type {PlayTexts} */ texts, /** @type {string} */ lang, /** @type {string[]} */ reasons) {
  const holder = $('claims');
  const key = `${lang} ${reasons.join(' ')}`;
  if (holder.dataset.shown === key) return;
  holder.dataset.shown = key;
  holder.replaceChildren(...reasons.map((reason) => {
    const claim = document.createElement('button');
    claim.type = 'button';
    claim.className = 'play-action';
    claim.dataset.claim = reason;
    claim.textContent = fillTemplate(texts.words.claim, { reason: /** @type {Record<string, string>} */ (texts.claims)[reason] });
    return claim;
  }));
}

/** The moves in notation, for grown-ups: "1. e4 e5". */
export function renderMoves(/** @type {PlayTexts} */ texts, /** @type {string} */ lang, /** @type {Game | null} */ game) {
  const list = $('moves');
  const history = game ? game.history({ verbose: true }) : [];
  const start = game ? Number(game.startFen().split(' ')[5]) || 1 : 1;
  /** @type {string[]} */
  const items = [];
  let number = start;
  for (const [index, played] of history.entries()) {
    if (played.color === 'w' || index === 0) items.push(played.color === 'w' ? `${number}. ${played.san}` : `${number}… ${played.san}`);
    else items[items.length - 1] += ` ${played.san}`;
    if (played.color === 'b') number += 1;
  }
  const key = `${lang} ${items.join(' ')}`;
  if (list.dataset.shown === key) return;
  list.dataset.shown = key;
  list.replaceChildren(...(items.length ? items : [texts.words.noMoves]).map((text) => {
    const item = document.createElement('li');
    item.textContent = text;
    return item;
  }));
}

/** The computer's problem (its worker failed) and the button to ask again; null hides them. */
export function showProblem(/** @type {PlayTexts} */ texts, /** @type {string | null} */ message) {
  const problem = $('problem');
  problem.textContent = message ? fillTemplate(texts.words.problem, { message }) : '';
  problem.hidden = !message;
  $('retry').hidden = !message;
}
