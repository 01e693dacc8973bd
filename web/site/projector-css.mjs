// The pages' layout in projector mode (web/site/projector.mjs adopts it into the document as a
// constructed stylesheet: the site's CSP allows no inline <style>). Each page's rules sit under
// html[data-projector="<kind>"]: lesson (a lesson page; the lesson itself is laid out by its own
// `projector` attribute, web/lesson/lesson-css.mjs), play (/play/) and diagrams (a worksheet's
// diagrams, one at a time). The page's title stays for screen readers, out of sight; the button that
// ends the mode stays in the top corner; the words are 2.8 % of the screen's height (30 px at 1080,
// 21 px on a 768 px high projector), never under 18 px.
export const PROJECTOR_CSS = `
html[data-projector] { --projector-text: max(18px, 2.8vh); --board-tools-font-size: clamp(18px, 2.6vh, 28px); }
html[data-projector] body { overflow: hidden; }
/* a phone or a narrow window is no projector: no button for a child to land in the mode by */
@media (max-width: 899px) { html:not([data-projector]) .projector-toggle { display: none; } }
html[data-projector] .projector-toggle { position: fixed; top: 8px; inset-inline-end: 12px; z-index: 20;
  font: inherit; font-size: var(--projector-text); min-height: 56px; padding: 4px 18px; border-radius: 10px;
  border: 2px solid currentColor; cursor: pointer; }
html[data-projector] .projector-hidden, html[data-projector="play"] .play-top h1, html[data-projector="lesson"] #lesson-title,
html[data-projector="diagrams"] .pv-head h1 {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; }

/* a lesson page: the lesson alone, at the whole screen */
html[data-projector="lesson"] .lx-header { display: contents; }
html[data-projector="lesson"] .lx-header > :not(.projector-toggle), html[data-projector="lesson"] .lx-offer { display: none; }
html[data-projector="lesson"] .lx-lesson { max-width: none; height: 100vh; padding: 0; }
html[data-projector="lesson"] .lx-lesson > chess-lesson { --cl-projector-room: 10em; flex: 1 1 0; min-height: 0; }

/* /play/: the board at the screen's height with its drawing tools, everything else beside it */
html[data-projector="play"] .play-top { display: contents; }
html[data-projector="play"] .play-top > :not(.projector-toggle):not(h1) { display: none; }
html[data-projector="play"] .play { max-width: none; height: 100vh; box-sizing: border-box; margin: 0; padding: 8px 16px;
  grid-template-columns: auto minmax(0, 1fr); grid-template-rows: auto auto minmax(0, 1fr);
  grid-template-areas: "board status" "board feedback" "board side"; gap: 12px 24px; align-items: start; }
html[data-projector="play"] .play-board { width: min(100vh - 16px - 64px, max(50vw, 100vw - 15 * var(--projector-text))); align-self: start; }
html[data-projector="play"] .play-status { margin-inline-end: calc(10 * var(--projector-text)); }
html[data-projector="play"] .play-side { min-height: 0; max-height: 100%; overflow-y: auto; align-self: stretch; }
html[data-projector="play"] .play :is(p, span, a, button, label, legend, summary, h2, h3, li, input, select, textarea, strong) { font-size: var(--projector-text); }
html[data-projector="play"] .play-status-lines { min-height: 0; }
html[data-projector="play"] .play :is(.play-turn, .play-last) { line-height: 1.5; }
html[data-projector="play"] .play-icon { width: 1.4em; height: 1.4em; }

/* a worksheet: one diagram at a time, at the screen's height, its words beside it */
html[data-projector="diagrams"] body { margin: 0; }
html[data-projector="diagrams"] .pv-toolbar { display: contents; }
html[data-projector="diagrams"] .pv-toolbar > :not(.projector-toggle), html[data-projector="diagrams"] .pv-head > :not(h1) { display: none; }
html[data-projector="diagrams"] .pv { max-width: none; margin: 0; padding: 0; }
html[data-projector="diagrams"] main ol, html[data-projector="diagrams"] main ul { margin: 0; padding: 0; list-style: none; }
/* the one question shown takes the whole width, not a column of the worksheet's grid */
html[data-projector="diagrams"] .pv-steps { display: block; }
html[data-projector="diagrams"] [data-step].is-projected > figure.pv-diagram { width: auto; }
html[data-projector="diagrams"] [data-step]:not(.is-projected) { display: none; }
/* the answer key stays on paper: a class sees the question, the teacher shows the answer (A) */
html[data-projector="diagrams"] .pv-key { display: none; }
html[data-projector="diagrams"] [data-step].is-projected { display: grid; grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: auto auto minmax(0, 1fr); height: 100vh; box-sizing: border-box; padding: 16px; gap: 12px 32px;
  align-items: start; align-content: start; break-inside: auto; border: 0; margin: 0; }
html[data-projector="diagrams"] [data-step].is-projected > figure { grid-column: 1; grid-row: 1 / -1; margin: 0; }
html[data-projector="diagrams"] [data-step].is-projected > :not(figure) { grid-column: 2; }
html[data-projector="diagrams"] [data-step].is-projected > :first-child { margin-inline-end: calc(10 * var(--projector-text)); }
html[data-projector="diagrams"] [data-step] figure svg { display: block; width: auto; max-width: max(50vw, 100vw - 15 * var(--projector-text));
  height: calc(100vh - 32px); }
/* the projected question's board, drawn on; its tools under it (the printed diagram is for paper) */
html[data-projector="diagrams"] [data-step] figure.has-board svg { display: none; }
html[data-projector="diagrams"] [data-step] figure chess-board { display: block;
  width: min(100vh - 32px - 4 * var(--board-tools-font-size), max(50vw, 100vw - 15 * var(--projector-text))); }
html:not([data-projector]) [data-step] figure chess-board { display: none; }
html[data-projector="diagrams"] [data-step] :is(h2, p, li, span, div) { font-size: var(--projector-text); }
html[data-projector="diagrams"] .projector-steps { position: fixed; bottom: 16px; inset-inline-end: 16px; display: flex; flex-wrap: wrap;
  justify-content: flex-end; gap: 12px 16px; z-index: 20; max-width: calc(14 * var(--projector-text)); }
html[data-projector="diagrams"] .projector-steps button { font: inherit; font-size: var(--projector-text); min-height: 64px; padding: 4px 24px;
  border-radius: 10px; border: 2px solid currentColor; cursor: pointer; }
html[data-projector="diagrams"] .projector-steps p { margin: 0; flex: 1 0 100%; text-align: end; font-size: var(--projector-text); }
.projector-steps { display: none; }
`;
