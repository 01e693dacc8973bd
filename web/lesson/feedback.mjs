// The feedback line under the board: the words for a result of the step, in the lesson's language.
// A result is data, kept by the element to redraw it in another language:
//   {kind: 'good' | 'bad' | 'info', stars?, code?, uci?, piece?, hint?, key?, params?, why?, reason?}
// good: the step's success words (else 做得好) and its stars; a hint: the hint's words; key: one of
// the runner's texts; otherwise a refused or wrong move, worded by what says most about it: the
// answer's own reason (why, a wrong quiz answer's), the step's feedback for that move or code, how
// the piece moves, the runner's words for the core's code, the core's message.
import { hasLessonText, lessonText } from '../i18n/lesson.mjs';
import { answerWords } from './answer-words.mjs';
import { el, markFallback, renderLessonText, sanInLang } from './render.mjs';
import { feedbackFor, hintText } from './step-game.mjs';

// The core's refusals that are about how the piece moves: the runner says how that piece moves.
const PIECE_PATTERN_CODES = new Set(['PIECE_CANNOT_MOVE_LIKE_THAT']);

/** Whether a lesson text object ({zh-Hans, zh-Hant, en}) has words in some language. */
const hasText = (texts) => texts !== null && typeof texts === 'object' && Object.values(texts).some((text) => typeof text === 'string' && text.trim() !== '');

/** The result that says what a teacher's showAnswer() shows, in the lesson's words
 *  (answer-words.mjs: the moves, the pieces of a setup, a star route, a game's advice). */
export function answerFeedback(answer, lang) {
  return { kind: 'info', ...answerWords(answer, lang) };
}

/**
 * Writes the words for `state` into `node` (the feedback line) and sets its class.
 * @param {object} context step (the step shown), lang, errorMessage(code, lang) (the core's words
 *   for a code), offersHint (a hint is offered after the words)
 */
export function renderFeedback(doc, node, state, { step, lang, errorMessage, offersHint }) {
  const t = (key, params) => lessonText(lang, key, params);
  node.replaceChildren();
  markFallback(node, null, lang); // the runner's own words; a lesson's text below marks itself
  node.className = `cl-feedback is-${state.kind}`;
  if (state.kind === 'good') {
    if (step.success) renderLessonText(doc, node, step.success, lang);
    else node.textContent = t('wellDone');
    const stars = el(doc, 'span', 'cl-stars', `${'★'.repeat(state.stars)}${'☆'.repeat(3 - state.stars)}`);
    stars.setAttribute('aria-label', t('solvedStars', { stars: state.stars }));
    node.append(' ', stars);
  } else if (state.hint) renderLessonText(doc, node, hintText(state.hint), lang);
  else if (state.key === 'written') node.textContent = t('written', { move: sanInLang(state.params.move, lang) });
  else if (state.key) node.textContent = t(state.key, state.params);
  else {
    // a wrong quiz answer: that answer's own reason first
    const own = (state.why && hasText(state.why) ? state.why : null) ?? feedbackFor(step, { uci: state.uci, code: state.code });
    const pieceRule = state.piece ? `pieceRule_${state.piece.toLowerCase()}` : null;
    if (own) renderLessonText(doc, node, own, lang);
    // a piece moved against its own way of moving: how that piece moves, in one sentence
    else if (pieceRule && PIECE_PATTERN_CODES.has(state.code) && hasLessonText(lang, pieceRule)) node.textContent = t(pieceRule);
    // a legal move that misses the goal: what it lacks, in the goal kind's words
    else if (state.reason && hasLessonText(lang, state.reason)) node.textContent = t(state.reason);
    else if (state.code && hasLessonText(lang, state.code)) node.textContent = t(state.code, state.params);
    else if (state.code) node.textContent = errorMessage(state.code, lang) || t('genericIllegal');
    else node.textContent = t('genericIllegal');
    if (offersHint) node.append(' ', el(doc, 'span', 'cl-hint-offer', t('hintOffered')));
  }
}
