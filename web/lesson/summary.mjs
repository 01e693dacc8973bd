// The end of a lesson: three big star glyphs (the stars earned as a share of the most the lesson
// gives), the count in words, "再做一次" and, when the page names them, the next lesson in the
// course and the certificate. Its styles are its own sheet (SUMMARY_CSS), adopted beside the
// runner's when it is first drawn: the lesson runner loads this module on use (on-use.mjs).
import { pickText } from '../i18n/lesson.mjs';
import { starGlyphs } from './progress.mjs';
import { el } from './render.mjs';
import { adoptStylesheet } from '../board/api.mjs';

/** The card's words in the lesson's language (`t`, the runner's words), for `next`, the page's
 *  next lesson ({title}) or null. */
export function summaryWords(summary, next, lang, t) {
  return {
    title: t('summaryTitle'),
    count: t('lessonDone', { stars: summary.stars, max: summary.maxStars }),
    starsLabel: t('summaryStars', { stars: summary.stars, max: summary.maxStars }),
    restart: t('restartLesson'),
    next: next ? t('nextLesson', { title: pickText(next.title, lang) }) : null,
    certificate: t('getCertificate'),
  };
}

/**
 * The summary card. `words`: {title, count, starsLabel, restart, next?, certificate?};
 * `links`: {next?: href, certificate?: href, index?: href, indexText}; `on.restart()`.
 */
export function renderSummaryCard(doc, summary, words, links, on) {
  const card = el(doc, 'section', 'cl-done cl-summary');
  card.setAttribute('aria-labelledby', 'cl-summary-title');
  const title = el(doc, 'h2', 'cl-summary-title', words.title);
  title.id = 'cl-summary-title';
  const filled = starGlyphs(summary);
  const glyphs = el(doc, 'p', 'cl-summary-stars', `${'★'.repeat(filled)}${'☆'.repeat(3 - filled)}`);
  glyphs.setAttribute('role', 'img');
  glyphs.setAttribute('aria-label', words.starsLabel);
  glyphs.dataset.filled = String(filled);
  card.append(title, glyphs, el(doc, 'p', 'cl-done-text', words.count));
  const actions = el(doc, 'div', 'cl-summary-actions');
  if (links.certificate) {
    const link = el(doc, 'a', 'cl-button cl-primary cl-summary-certificate', words.certificate);
    link.href = links.certificate;
    actions.appendChild(link);
  }
  if (links.next) {
    const link = el(doc, 'a', `cl-button ${links.certificate ? '' : 'cl-primary '}cl-summary-next`, words.next);
    link.href = links.next;
    actions.appendChild(link);
  }
  const again = el(doc, 'button', 'cl-button cl-summary-restart', words.restart);
  again.type = 'button';
  again.dataset.action = 'restart-lesson';
  again.addEventListener('click', () => on.restart());
  actions.appendChild(again);
  if (links.index) {
    const link = el(doc, 'a', 'cl-button cl-summary-index', links.indexText);
    link.href = links.index;
    actions.appendChild(link);
  }
  card.appendChild(actions);
  return card;
}

/**
 * Draws the summary in the lesson's panel (`parts`: layout.mjs's, `frame` the lesson's element in
 * the shadow `root`, whose sheet is adopted once): `next` the page's next lesson or null, `t` the
 * runner's words, `links` and `restart` as renderSummaryCard's. The step's board and bar are hidden.
 */
export function drawSummary(root, { parts, frame, summary, next, lang, t, links, restart }) {
  if (!styled.has(root)) adoptStylesheet(root, SUMMARY_CSS);
  styled.add(root);
  parts.panel.replaceChildren(renderSummaryCard(root.ownerDocument ?? document, summary, summaryWords(summary, next, lang, t), links, { restart }));
  // the last step's layout goes with it (a status or setup step's rows hid the card's panel);
  // the next step drawn sets its own
  frame.classList.remove('is-tray-step', 'is-choice-step', 'is-status-step', 'is-touch-step', 'has-feedback');
  frame.classList.add('is-complete');
  // stars still in flight would hang over the summary, whose layout moved their dot
  for (const star of frame.querySelectorAll('.cl-flying-star')) star.remove();
  parts.next.disabled = true;
}

// ---- the summary's styles (own sheet, adopted when the summary is first drawn) ----
const styled = new WeakSet();

const SUMMARY_CSS = `
.cl.is-complete > .cl-text, .cl.is-complete > .cl-board, .cl.is-complete > .cl-feedback,
.cl.is-complete > .cl-nav { display: none; }
.cl-summary { align-items: center; text-align: center; gap: 0.6rem; padding: 1rem 0.5rem;
  border-radius: 1rem; background: var(--cl-surface); }
.cl-summary-title { margin: 0; font-size: 1.6rem; }
.cl-summary-stars { margin: 0; font-size: 4rem; line-height: 1.1; color: #a16207; letter-spacing: 0.15em; }
.cl-summary .cl-done-text { font-size: 1.15rem; }
.cl-summary-actions { display: flex; flex-direction: column; gap: 0.6rem; width: min(100%, 22rem); }
.cl-summary-actions .cl-button { justify-content: center; text-align: center; min-height: 3.25rem; font-size: 1.15rem; }
.cl-summary-actions .cl-primary { font-size: 1.3rem; font-weight: 700; min-height: 3.75rem; }
@media (prefers-color-scheme: dark) { .cl-summary-stars { color: #facc15; } }
@media (orientation: landscape) and (max-height: 540px) {
  /* a phone turned sideways: the stars on the left, the buttons on the right, all on screen */
  .cl.is-complete { display: flex; }
  .cl-summary { display: grid; grid-template-columns: 1fr minmax(14rem, 22rem); column-gap: 1.5rem;
    padding: 0.6rem 1rem; }
  .cl-summary > :not(.cl-summary-actions) { grid-column: 1; }
  .cl-summary-actions { grid-column: 2; grid-row: 1 / span 3; align-self: center; width: auto; }
  .cl-summary-stars { font-size: 3rem; }
  .cl-summary-title { font-size: 1.3rem; }
}
`;
