// The lesson runner's styles for the projector mode (the element's `projector` attribute: a
// teacher shows the lesson to a class), a sheet of its own that chess-lesson.mjs adopts after
// LESSON_CSS (lesson-css.mjs) on a screen wide enough for the mode, or once the attribute is set.

export const LESSON_PROJECTOR_CSS = `
/* projector: a teacher shows the lesson to a class (web/lesson/projector.mjs). The board on the left at
   the whole height the page gives the element (its drawing tools under it), the words beside it, at
   least 28 px on a 1920 × 1080 screen (2.8 % of its height), so that the back of a room reads them; the grown-ups' part is not shown. The page may
   keep room at the end of the header's first row for its own button (--cl-projector-room). */
:host([projector]) { max-width: none; container-type: size; font-size: max(18px, 2.8vh); --cl-board-tools: max(56px, 6.6vh);
  --board-tools-font-size: clamp(18px, 2.6vh, 28px); }
:host([projector]) .cl, :host([projector]) .cl.is-tray-step, :host([projector]) .cl.is-choice-step {
  display: grid; height: 100%; box-sizing: border-box; padding: 0.3em 0.5em;
  grid-template-columns: minmax(0, min(100cqh - 0.6em - var(--cl-board-tools), max(50cqw, 100cqw - 18em))) minmax(0, 1fr);
  grid-template-rows: auto auto auto auto minmax(0, 1fr) auto; column-gap: 0.8em; row-gap: 0.4em; align-items: start; }
:host([projector]) .cl > * { grid-column: 2; grid-row: auto; }
:host([projector]) .cl-head { grid-row: 1; }
:host([projector]) .cl-tools { margin-inline-end: var(--cl-projector-room, 0px); }
:host([projector]) .cl-text { grid-row: 2; max-height: 48cqh; overflow-y: auto; line-height: 1.5; }
:host([projector]) .cl-panel { grid-row: 3; }
:host([projector]) .cl-feedback, :host([projector]) .cl.is-tray-step .cl-feedback { grid-row: 4; grid-column: 2; height: auto; min-height: 1.5em; max-height: 30cqh; overflow-y: auto; }
:host([projector]) .cl.is-tray-step .cl-panel { grid-row: 3; visibility: visible; }
:host([projector]) .cl-nav { grid-row: 6; align-self: end; flex-wrap: wrap; }
:host([projector]) .cl-board { grid-column: 1; grid-row: 1 / -1; align-self: stretch; height: 100%; min-height: 0; container-type: size; }
:host([projector]) .cl-board chess-board { width: min(100cqw, 100cqh - var(--cl-board-tools)); max-width: none; margin: 0; }
:host([projector]) .cl.is-tray-step {
  grid-template-columns: minmax(0, min((100cqh - 0.6em - var(--cl-board-tools) + 10px) / 0.85, max(50cqw, 100cqw - 18em))) minmax(0, 1fr); }
/* a setup board this wide has its tray beside it (web/board: 15 % of its width and a 10 px gap) */
:host([projector]) .cl.is-touch-step .cl-board chess-board { width: min(100cqw, 100cqh - var(--cl-board-tools)); --board-max-size: none; }
:host([projector]) .cl-board.has-tray chess-board { width: min(100cqw, (100cqh - var(--cl-board-tools) + 10px) / 0.85); --board-max-size: none; }
:host([projector]) .cl :is(.cl-title, .cl-count, .cl-text, .cl-dot, .cl-feedback, .cl-button, .cl-progress, .cl-tray-left, .cl-choice) { font-size: 1em; }
:host([projector]) .cl-text { font-size: 1.1em; }
:host([projector]) .cl-dots.is-many .cl-dot, :host([projector]) .cl-dot { min-width: 1.6em; padding: 0 0.2em; line-height: 1.5em; font-size: 1em; }
:host([projector]) .cl-dots { flex-wrap: wrap; overflow: visible; }
:host([projector]) .cl-pinyin, :host([projector]) .cl-sound { min-height: 1.6em; font-size: 0.9em; }
:host([projector]) .cl-tools .cl-button { font-size: 1em; }
:host([projector]) .cl rt { font-size: 0.6em; }
:host([projector]) .cl-choices.is-short { grid-template-columns: repeat(auto-fit, minmax(5em, 1fr)); }
:host([projector]) .cl-nav .cl-button { flex: 1 1 auto; min-height: 2em; padding: 0.2em 0.5em; font-size: 1em; }
:host([projector]) .cl-nav .cl-try-again { font-size: 1.1em; }
:host([projector]) .cl-grownups { display: none; }
:host([projector]) .cl.is-complete > .cl-panel { grid-row: 2 / -1; grid-column: 1 / -1; }
`;
