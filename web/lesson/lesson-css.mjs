// The lesson runner's styles, adopted into its shadow root as a constructed stylesheet (the page
// CSP allows no inline <style>). Phone first: one column from 320 px; big buttons for fingers.
import { PIECE_CSS } from '../board/api.mjs';

export const LESSON_CSS = `
:host { display: block; max-width: 560px; margin: 0 auto; color: inherit; font: inherit;
  --cl-accent: #1d4ed8; --cl-good: #15803d; --cl-bad: #b91c1c; --cl-surface: rgba(127, 127, 127, 0.12);
  --piece-white-fill: #fff; --piece-white-line: #1c1917; --piece-black-fill: #1c1917;
  --piece-black-line: #1c1917; --piece-black-detail: #f5f5f4; --piece-black-rim: #fff; }
@media (prefers-color-scheme: dark) { :host { --cl-accent: #93c5fd; --cl-good: #86efac; --cl-bad: #fca5a5; } }
.cl { display: flex; flex-direction: column; gap: 0.6rem; position: relative; }
/* a star that flies to its dot (rewards.mjs) */
.cl-flying-star { position: absolute; z-index: 5; pointer-events: none; font-size: 1rem; line-height: 1; color: #ca8a04; }
/* the title, then the step count with the switches at the end of its row, then the dots; where the
   row is too narrow the switches go under the count together, and no word breaks across lines */
.cl-head { display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; align-items: center; }
.cl-title { margin: 0; font-size: 1.25rem; flex-basis: 100%; }
.cl-tools { display: flex; gap: 0.4rem; align-items: center; margin-inline-start: auto; }
.cl-tools button { white-space: nowrap; }
.cl-pinyin, .cl-sound { min-height: 2.2rem; padding: 0.2rem 0.6rem; }
.cl-pinyin[aria-pressed="false"] { opacity: 0.7; text-decoration: line-through; }
.cl-lang { display: flex; gap: 0.3rem; align-items: center; font-size: 0.9rem; }
.cl-lang-select { font: inherit; min-height: 2.2rem; }
.cl-count { margin: 0; font-size: 0.9rem; white-space: nowrap; }
.cl-dots { display: flex; flex-wrap: wrap; gap: 0.25rem; list-style: none; margin: 0; padding: 0; flex-basis: 100%; }
.cl-dot { min-width: 1.6rem; padding: 0 0.3rem; border-radius: 0.8rem; background: var(--cl-surface);
  text-align: center; font-size: 0.8rem; line-height: 1.6rem; }
.cl-dot.is-done { color: #a16207; }
.cl-dot.is-current { outline: 2px solid var(--cl-accent); }
.cl-text { margin: 0; font-size: 1.1rem; line-height: 1.7; }
/* a text shown in another language (pickText's fallback): a quiet mark the teacher can spot */
[data-fallback] { text-decoration: underline dotted 1px; text-underline-offset: 0.3em; }
.cl-text ruby { ruby-position: over; }
/* pinyin a 6-year-old can read: never under 12 px */
.cl rt { font-size: max(12px, 0.6em); }
.cl.is-pinyin-hidden rt { display: none; }
.cl-icon { display: inline-block; width: 1.5em; height: 1.5em; vertical-align: -0.35em; }
.cl-board { width: 100%; }
/* No taller than the screen, so a phone turned to landscape still shows the whole board. */
.cl-board chess-board { display: block; width: 100%; max-width: calc(100svh - 1rem); margin-inline: auto; }
/* A board turned the wrong way round: the same pieces, the square colours swapped, so the corner
   at the child's right is dark. */
.cl-board chess-board.is-turned { --board-light: #b7885a; --board-dark: #f3dcb2;
  --board-coord-on-light: #fff6e6; --board-coord-on-dark: #6b4423; }
.cl-panel:empty { display: none; }
.cl-choices { display: flex; flex-direction: column; gap: 0.4rem; }
.cl-choices.is-short { display: grid; grid-template-columns: repeat(auto-fit, minmax(6rem, 1fr)); }
.cl-button { font: inherit; min-height: 2.75rem; padding: 0.4rem 0.9rem; border-radius: 0.5rem;
  border: 1px solid currentColor; background: var(--cl-surface); color: inherit; cursor: pointer;
  touch-action: manipulation; text-align: start; text-decoration: none; display: inline-flex; align-items: center; gap: 0.3rem; }
.cl-button:disabled { opacity: 0.45; cursor: default; }
.cl-button:focus-visible { outline: 3px solid var(--cl-accent); outline-offset: 2px; }
.cl-primary { background: var(--cl-accent); color: #fff; border-color: var(--cl-accent); }
.cl-choice.is-wrong { border-color: var(--cl-bad); text-decoration: line-through; }
.cl-choice.is-right { border-color: var(--cl-good); border-width: 3px; opacity: 1; }
.cl-feedback { margin: 0; min-height: 1.6em; font-size: 1.05rem; }
.cl-feedback.is-good { color: var(--cl-good); font-weight: 600; }
.cl-feedback.is-bad { color: var(--cl-bad); }
.cl-hint.is-offered { border-color: var(--cl-accent); border-width: 3px; font-weight: 700; }
.cl-hint-offer { color: var(--cl-ink, inherit); font-weight: 600; }
.cl-teacher { font-size: 0.9rem; color: var(--cl-muted, #555); }
.cl-teacher-summary { cursor: pointer; min-height: 2.75rem; display: flex; align-items: center; }
.cl-teacher-body p { margin: 0.3rem 0; }
.cl-dot-button { all: inherit; display: block; cursor: pointer; width: 100%; height: 100%; padding: 0; margin: 0; border: 0; text-align: center; }
.cl-dot-button:disabled { cursor: default; }
.cl-dot-button:focus-visible { outline: 3px solid var(--cl-accent); outline-offset: 2px; }
.cl-stars { color: #ca8a04; letter-spacing: 0.1em; }
.cl-progress, .cl-tray-left { margin: 0; }
/* The bar: one row of big buttons, 下一步 last and widest. */
.cl-nav { display: flex; gap: 0.35rem; align-items: stretch; }
.cl-nav .cl-button { flex: 1 1 0; min-width: 0; min-height: 3rem; padding: 0.25rem 0.3rem; justify-content: center;
  text-align: center; line-height: 1.15; overflow-wrap: normal; font-size: min(1rem, 4vw); }
.cl-nav .cl-next { flex-grow: 1.5; font-weight: 700; }
/* a wrong position waits on the board: the bar is one big "try again", nothing else to tap */
.cl-nav.is-waiting > :not(.cl-try-again) { display: none; }
.cl-nav .cl-try-again { flex-grow: 1; font-size: 1.2rem; font-weight: 700; }
/* the grown-ups' part under the lesson: the settings (the language menu) and the teachers' notes */
.cl-grownups { display: flex; flex-direction: column; gap: 0.2rem; }
.cl-settings { font-size: 0.9rem; }
.cl-settings-summary { cursor: pointer; min-height: 2.75rem; display: flex; align-items: center; }
.cl-error { border: 2px solid var(--cl-bad); border-radius: 0.6rem; padding: 0.8rem 1rem; }
.cl-error-title { margin: 0 0 0.4rem; color: var(--cl-bad); font-size: 1.2rem; }
.cl-error-list { margin: 0; padding-inline-start: 1.1rem; }
.cl-error-item dl { display: grid; grid-template-columns: auto 1fr; gap: 0.1rem 0.6rem; margin: 0.4rem 0; }
.cl-error-item dt { font-weight: 600; }
.cl-error-item dd { margin: 0; overflow-wrap: anywhere; }
.cl-done { display: flex; flex-direction: column; gap: 0.5rem; align-items: flex-start; }
.cl-done-text { margin: 0; font-size: 1.2rem; font-weight: 600; }
/* fit: the page gives the element its height (the lesson site: the screen under its header). The
   board takes the space the words, the panel and the bar leave, so 下一步 and the whole board are on
   screen when a step opens and the bar lies under the board, never over it. The element is the
   container its rows measure; the board's place is the container the board measures. */
:host([fit]) { max-width: 560px; container-type: size; }
:host([fit]) .cl { display: grid; height: 100%; grid-template-columns: minmax(0, 1fr);
  --cl-feedback-room: 3rem;
  grid-template-rows: auto auto minmax(min(100cqw, 40cqh), 1fr) max-content var(--cl-feedback-room) auto;
  gap: 0.3rem; position: relative; }
/* The step's words come first (up to their cap, then they scroll in their row); the board's row
   keeps at least 40% of the height. A setup step's words are whole: its board and tray take the
   rest (the tray about 100 px: squares of 18 px on a 320 × 568 phone, 25 px on a 360 × 640 one).
   The feedback has a row of two lines of its own, there before it is filled (longer words scroll
   in it), so the board keeps its size when a mistake is explained. The answers of a quiz take the
   height they need, never cut: the board of a quiz step, which is looked at and not played on, may
   shrink as far as they need (the words keep two lines first). */
/* each part in its own row, so that a part not shown (an empty feedback line) moves no other one */
:host([fit]) .cl-head { grid-row: 1; }
:host([fit]) .cl-text { grid-row: 2; }
:host([fit]) .cl-board { grid-row: 3; }
:host([fit]) .cl-panel { grid-row: 4; }
:host([fit]) .cl-feedback { grid-row: 5; }
:host([fit]) .cl-nav { grid-row: 6; }
/* a quiz's feedback (the why, or the praise and its stars) is whole: its row grows, the board gives way */
:host([fit]) .cl.is-choice-step {
  grid-template-rows: auto auto minmax(0, 1fr) max-content minmax(var(--cl-feedback-room), max-content) auto; }
/* a setup step: the pieces still to place and the feedback share one row, the feedback in front
   (the line is hidden while it is shown), so that the board and its tray keep their room */
@media not ((orientation: landscape) and (max-height: 540px)) {
  :host([fit]) .cl.is-tray-step {
    grid-template-rows: auto auto minmax(0, 1fr) var(--cl-feedback-room) 0 auto; }
  /* the same cell, named in full: given a row alone, the feedback was placed in a new column
     beside the pieces' line, and the lesson shrank to a sliver */
  :host([fit]) .cl.is-tray-step .cl-feedback, :host([fit]) .cl.is-tray-step .cl-panel { grid-row: 4; grid-column: 1; }
  :host([fit]) .cl.is-tray-step.has-feedback .cl-panel { visibility: hidden; }
  :host([fit]) .cl.is-tray-step .cl-panel { overflow: hidden; }
  :host([fit]) .cl.is-tray-step .cl-text { max-height: none; overflow: visible; }
}
/* a step whose panel is a status line (a game's coach, a mate's moves left): the line and the
   feedback share one row of three lines, the feedback in front (the line is hidden while it is
   shown), so that the board keeps its size when either changes; the step's words are whole, never
   in a box of their own that scrolls */
@media not ((orientation: landscape) and (max-height: 540px)) {
  :host([fit]:not([projector])) .cl.is-status-step {
    --cl-status-room: max(var(--cl-feedback-room), 4.5rem);
    grid-template-rows: auto auto minmax(min(100cqw, 40cqh), 1fr) var(--cl-status-room) auto; }
  :host([fit]:not([projector])) .cl.is-status-step :is(.cl-panel, .cl-feedback) { grid-row: 4; grid-column: 1; }
  :host([fit]:not([projector])) .cl.is-status-step .cl-nav { grid-row: 5; }
  :host([fit]:not([projector])) .cl.is-status-step.has-feedback .cl-panel { visibility: hidden; }
  :host([fit]:not([projector])) .cl.is-status-step .cl-text { max-height: none; overflow: visible; }
}
/* a touch-move step: the feedback has no row of its own; shown, it lies in front of the board's
   notice and 摆正 button, at the foot of the board's place, so that the square keeps its size */
@media not ((orientation: landscape) and (max-height: 540px)) {
  :host([fit]:not([projector])) .cl.is-touch-step { grid-template-rows: auto auto minmax(0, 1fr) max-content 0 auto; }
  /* both in the one cell, named in full: a part left to find its own column is put in a new one */
  :host([fit]:not([projector])) .cl.is-touch-step .cl-board { grid-row: 3; grid-column: 1; }
  :host([fit]:not([projector])) .cl.is-touch-step .cl-feedback { grid-row: 3; grid-column: 1; align-self: end; height: auto;
    max-height: 10.5rem; position: relative; z-index: 3; background: Canvas; }
  :host([fit]:not([projector])) .cl.is-touch-step:not(.has-feedback) .cl-feedback { visibility: hidden; }
}
/* the header in two short rows: the step count and the switches, then the dots */
:host([fit]) .cl-head { row-gap: 0.2rem; }
:host([fit]) .cl-count { font-size: 0.85rem; }
:host([fit]) .cl-lang-name { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
/* the dots on one line that scrolls sideways (the open step's dot is scrolled into view): wrapped onto
   more lines, a long lesson's dots took the room of the step's words on a small phone */
:host([fit]) .cl-dots { gap: 0.2rem; flex-wrap: nowrap; overflow-x: auto; scrollbar-width: none; padding: 2px; margin: -2px; }
:host([fit]) .cl-dot { flex: none; min-width: 1.4rem; padding: 0 0.1rem; }
/* a long lesson's dots share the row, so that every one is on screen: narrower, a done step's stars
   as one star (its label still says how many) */
:host([fit]) .cl-dots.is-many .cl-dot { flex: 1 1 0; min-width: 0; padding: 0; font-size: 0.7rem; }
/* the loading line and the error card: a class the runner sets, not :has(), whose result Firefox
   keeps inside a shadow root after the loading line is gone (the board was then drawn at 0 × 0) */
:host([fit]) .cl.is-message { display: block; height: auto; }
:host([fit]) .cl-text { overflow-y: auto; max-height: 30cqh; line-height: 1.55; }
:host([fit]) .cl-board { container-type: size; min-height: 0; }
:host([fit]) .cl-board chess-board { width: min(100cqw, 100cqh); max-width: none; }
/* the tray under a setup board, as wide as the lesson up to its 340 px (web/board): 7 columns, 2
   rows of pieces as high as the columns are wide and at least 40 px, 20 px of edges and gaps; the
   board's square takes the height left (--board-max-size; the units are the board place's, a size
   container) */
:host([fit]) .cl-board.has-tray chess-board { width: 100cqw;
  --board-max-size: max(0px, min(100cqw, 100cqh - 20px - 2 * max(40px, (min(100cqw, 340px) - 32px) / 7))); }
/* a touch-move board has its notice (up to four lines) and its 摆正 button under the square, in
   the element: the square leaves them 10.5rem of the board's place */
:host([fit]) .cl.is-touch-step .cl-board chess-board { width: 100cqw; --board-max-size: max(0px, min(100cqw, 100cqh - 10.5rem)); }
:host([fit]) .cl-feedback { min-height: 0; height: 100%; box-sizing: border-box; overflow-y: auto; line-height: 1.4; }
:host([fit]) .cl-tray-left { line-height: 1.3; }
:host([fit]) .cl-tray-left .cl-icon { width: 1.2em; height: 1.2em; vertical-align: -0.25em; }
/* a small phone: smaller words and answers, so the board keeps a size a finger can use */
@container (max-height: 520px) and (orientation: portrait) {
  .cl-text, .cl-choice, .cl-feedback { font-size: 0.95rem; line-height: 1.4; }
  .cl { --cl-feedback-room: 2.7rem; }
  .cl-text { max-height: 24cqh; }
  .cl-choice { min-height: 2.75rem; padding-block: 0.2rem; }
  /* the answers two to a row (English ones wrap onto two lines), so that the board keeps more of
     the height: stacked, two English answers left a 147 px board on a 320 × 568 phone */
  .cl-choices { display: grid; grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr)); }
  /* the pieces still to place on one line (it scrolls sideways), for the setup board's room */
  .cl-tray-left { white-space: nowrap; overflow-x: auto; }
}
/* a lesson up to 600 px high (a phone up to about 640 px): the header in one row, the dots beside
   the switches, scrolling sideways in what room is left (the open step's dot is scrolled into
   view), and say which step is open (the count is still read out); a long lesson's dots keep a row
   of their own */
@container (max-height: 600px) and (orientation: portrait) {
  :host([fit]) .cl-count { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  :host([fit]) .cl-dots:not(.is-many) { flex: 1 1 0; min-width: 0; order: -1; }
}
/* the folded section for grown-ups hangs under the screen: it is scrolled to, never in the way */
:host([fit]) .cl-grownups { position: absolute; top: 100%; inset-inline: 0; padding-top: 0.5rem; }
/* A phone turned sideways: the board on the left at the screen's height, the words, feedback and
   buttons beside it, so the child sees the board and the Next button without scrolling between them. */
@media (orientation: landscape) and (max-height: 540px) {
  :host { max-width: none; }
  :host([fit]) { max-width: none; }
  :host([fit]) .cl, :host([fit]) .cl.is-tray-step { grid-template-columns: min(100cqh, 100cqw - 15rem) minmax(0, 1fr);
    grid-template-rows: auto minmax(0, 1fr) auto auto auto; column-gap: 1rem; align-items: stretch; }
  :host([fit]) .cl > * { grid-row: auto; }
  :host([fit]) .cl-board { grid-row: 1 / -1; }
  :host([fit]) .cl-text { max-height: none; }
  :host([fit]) .cl-feedback:empty { display: block; }
  :host([fit]) .cl-grownups { grid-column: 1 / -1; }
  /* 5rem: room for a lesson page's header and title above, so the whole board is on screen. */
  .cl { display: grid; grid-template-columns: minmax(0, calc(100svh - 5rem)) minmax(13rem, 1fr);
    grid-template-rows: auto auto auto auto 1fr; column-gap: 1rem; align-items: start; }
  .cl-board { grid-column: 1; grid-row: 1 / -1; }
  .cl-board chess-board { max-width: calc(100svh - 5rem); }
  .cl > :not(.cl-board) { grid-column: 2; }
}
/* the end of the lesson (summary.mjs, in the panel), fitted: it takes the rows of the step under the
   header, and scrolls there */
:host([fit]) .cl.is-complete > .cl-panel { grid-row: 2 / -1; grid-column: 1 / -1; align-self: start; max-height: 100%; min-height: 0; flex: 1 1 0; overflow-y: auto; }
/* the answer a teacher showed: the quiz answer or the button to press, marked */
.cl-button.is-answer { outline: 4px dashed var(--cl-good); outline-offset: 3px; }
[hidden] { display: none !important; }
${PIECE_CSS}
`;
