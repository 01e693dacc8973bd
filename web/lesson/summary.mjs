// The end of a lesson: three big star glyphs (the stars earned as a share of the most the lesson
// gives), the count in words, "再做一次" and, when the page names them, the next lesson in the
// course and the certificate. Its styles are its own sheet (SUMMARY_CSS), adopted beside the
// runner's, with those of the flying stars (rewards.mjs).
import { pickText } from '../i18n/lesson.mjs';
import { starGlyphs } from './progress.mjs';
import { el } from './render.mjs';

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

// ---- the summary's and the rewards' styles (own sheet: the runner's lesson-css.mjs is apart) ----
export const SUMMARY_CSS = `
.cl { position: relative; }
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
.cl-flying-star { position: absolute; z-index: 5; pointer-events: none; font-size: 1rem; line-height: 1; color: #ca8a04; }
`;
