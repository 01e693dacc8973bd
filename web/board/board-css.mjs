// The board's stylesheet, as text for a constructed stylesheet (the page CSP allows no inline
// <style>). A page restyles it through the public custom properties (--board-light, …);
// each is read with a fallback into a private --_ property, so a value set on the host
// element outside the shadow root wins over our defaults.
import { PIECE_CSS } from './pieces.mjs';

/**
 * Where the coordinates sit and how big they are, in shares of the board's width (size) and of a
 * square (the margins). Rank numbers at the top left of the left column's squares, file letters
 * at the bottom right of the bottom row's: in the squares' corners, clear of the pieces' outlines
 * (a piece's base, outline included, spans 19% to 81% of its square across, which leaves a
 * condensed bold letter about half a pixel to spare at 12 px). 12 px on a phone 390 px wide (a
 * 358 px board), never under 10 px; `fallbackSize` where container units are unknown.
 */
export const COORDINATES = Object.freeze({
  sizeShare: 0.034, minSize: 10, maxSize: 22, fallbackSize: 12, weight: 700, rankTop: 0.02, rankLeft: 0.03, fileRight: 0.01, fileBottom: 0.02,
});
const percent = (share) => `${Math.round(share * 1000) / 10}%`;

export const BOARD_CSS = [
  `:host { display: block; }
`,
  // In a plain element (no shadow root) the same rules apply; :host simply matches nothing.
  // .cb-theme carries the colours, so other parts in the same root (the game controls) share them.
  `.cb-theme {
--_light: var(--board-light, #f3dcb2);
--_dark: var(--board-dark, #b7885a);
--_coord-on-light: var(--board-coord-on-light, #6b4423);
--_coord-on-dark: var(--board-coord-on-dark, #fff6e6);
--_selected: var(--board-selected, #1d6fd6);
--_last: var(--board-last, rgba(255, 214, 0, 0.42));
--_last-line: var(--board-last-line, #8a6d00);
--_check: var(--board-check, #e0202a);
--_dest: var(--board-dest, rgba(20, 85, 30, 0.55));
--_focus: var(--board-focus, #6a1bd1);
--_locked: var(--board-locked, #c2410c);
--_attacked: var(--board-attacked, rgba(200, 30, 30, 0.30));
--_good: var(--board-good, #15803d);
--_bad: var(--board-bad, #b91c1c);
--_hint: var(--board-hint, #1d4ed8);
--_star: var(--board-star, #f5b700);
--_text: var(--board-text, #1c1917);
--_surface: var(--board-surface, #fffaf0);
--_font: var(--board-font, system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif);
--piece-white-fill: var(--board-piece-white-fill, #fffdf6);
--piece-white-line: var(--board-piece-white-line, #231f1c);
--piece-black-fill: var(--board-piece-black-fill, #2d2a32);
--piece-black-line: var(--board-piece-black-line, #0d0c10);
--piece-black-rim: var(--board-piece-black-rim, #f6efe0);
--piece-black-detail: var(--board-piece-black-detail, #f6efe0);
font-family: var(--_font);
color: var(--_text);
}
.cb {
container: cb / inline-size;
display: block;
width: 100%;
-webkit-tap-highlight-color: transparent;
}
@media (prefers-color-scheme: dark) {
.cb-theme {
--_light: var(--board-light, #a9a18c);
--_dark: var(--board-dark, #5f6b57);
--_coord-on-light: var(--board-coord-on-light, #1f2419);
--_coord-on-dark: var(--board-coord-on-dark, #f2efe6);
--_selected: var(--board-selected, #7cc4ff);
--_last: var(--board-last, rgba(255, 225, 80, 0.40));
--_last-line: var(--board-last-line, #fff1a8);
--_focus: var(--board-focus, #e2b6ff);
--_text: var(--board-text, #f5f5f4);
--_surface: var(--board-surface, #292524);
}
}
.cb-main { display: block; }
`,
  // --board-max-size caps the board's square while the element (its tray, its message) keeps its
  // width: a setup board on a short phone leaves the tray the whole width, so its pieces stay big.
  `.cb-main { width: 100%; max-width: var(--board-max-size, none); margin-inline: auto; }
`,
  // The square is sized by its width alone (size containment), so Chromium lays out a change on
  // the board from the square down, not from the page's root, and leaves the page as it was.
  `.cb-board-wrap { position: relative; width: 100%; aspect-ratio: 1 / 1; container-type: inline-size; contain: size layout style; }
`,
  // One background draws the 64 squares: a light square at the top left, whichever way the board
  // faces (a8 and h1 are both light).
  `.cb-board {
display: grid;
grid-template-rows: repeat(8, 1fr);
width: 100%;
aspect-ratio: 1 / 1;
border-radius: var(--board-radius, 4px);
overflow: hidden;
background: repeating-conic-gradient(var(--_dark) 0 25%, var(--_light) 0 50%) 0 0 / 25% 25%;
user-select: none;
-webkit-user-select: none;
-webkit-touch-callout: none;
`,
  // Swipes that start on an empty square scroll the page; a square with a piece takes the touch
  // for itself while the board takes input at all (can-move), which changes when input is
  // locked, not with each move (see input.mjs).
  `touch-action: manipulation;
}
.cb-row { display: grid; grid-template-columns: repeat(8, 1fr); }
`,
  // The cells are empty hit areas over the pieces: the focus ring, the pending frame, the pointer.
  `.cb-cell { position: relative; z-index: 4; aspect-ratio: 1 / 1; min-width: 0; outline: none; }
.cb.can-move .cb-cell[data-side] { touch-action: none; cursor: grab; }
.cb-tray-piece, .cb-ghost { touch-action: none; }
`,
  // While dragging, the lifted piece under the mouse takes the pointer and shows the grabbing
  // cursor: set on the board or the layer, a cursor (inherited) would restyle every square or
  // every kept piece when a drag starts and ends. A hidden mark is invisible, not undisplayed:
  // showing or hiding one (the drag's, as the piece leaves the board and comes back) lays out nothing.
  `.cb-ghost.is-lifted { pointer-events: auto; cursor: grabbing; }
.cb-pieces { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; pointer-events: none; z-index: 2; }
.cb-board-piece.is-drag-origin { opacity: 0.3; }
.cb-marks { position: absolute; inset: 0; pointer-events: none; }
.cb-marks-under { z-index: 1; }
.cb-marks-over { z-index: 3; }
.cb-mark { position: absolute; left: 0; top: 0; width: 12.5%; height: 12.5%; }
.cb-mark[hidden] { display: block; visibility: hidden; }
.cb-mark-last::before, .cb-mark-selected::before, .cb-mark-forced::before, .cb-mark-pin::before, .cb-mark-attacked::before,
.cb-mark-check-badge::after, .cb-mark-dest::after, .cb-mark-capture::after, .cb-mark-hl::after { content: ""; position: absolute; }
`,
  // Last move: a tint and a dashed frame, so it does not rest on colour alone.
  `.cb-mark-last { background: var(--_last); }
.cb-mark-last::before { inset: 4%; border: 2px dashed var(--_last-line); border-radius: 6%; }
`,
  // Selected: a thick solid frame.
  `.cb-mark-selected::before {
inset: 3%; border: 3px solid var(--_selected); border-width: max(3px, 0.8cqw); border-radius: 8%;
}
`,
  // A forced selection (the piece that must move) gets a double frame and a pin badge.
  `.cb-mark-forced::before {
inset: 3%; border: 5px double var(--_locked); border-width: 5px; border-width: max(5px, 1cqw); border-radius: 8%;
}
.cb-mark-pin::before {
left: 6%; top: 6%; width: 22%; height: 22%;
border-radius: 50% 50% 50% 0; background: var(--_locked); transform: rotate(-45deg);
box-shadow: 0 0 0 2px var(--_surface);
}
`,
  // Check: a red glow under the king and a "!" badge.
  `.cb-mark-check { background: radial-gradient(circle, var(--_check) 0%, var(--_check) 35%, transparent 72%); }
.cb-mark-check-badge::after {
content: "!"; right: 4%; top: 4%; width: 30%; height: 30%;
display: grid; place-items: center; border-radius: 50%;
background: var(--_check); color: #fff; font-weight: 900;
font-size: 12px; font-size: clamp(10px, 3.2cqw, 22px); line-height: 1;
box-shadow: 0 0 0 2px #fff;
}
`,
  // Destinations: a dot on an empty square, a ring round a piece that can be taken.
  `.cb-mark-dest::after {
left: 36%; top: 36%; width: 28%; height: 28%;
border-radius: 50%; background: var(--_dest);
}
.cb-mark-capture::after {
inset: 2%; border-radius: 50%;
border: 4px solid var(--_dest); border-width: 4px; border-width: max(4px, 1.1cqw);
}
`,
  // Squares under attack: diagonal hatching, not just a tint.
  `.cb-mark-attacked::before {
inset: 0; background: repeating-linear-gradient(45deg, var(--_attacked) 0 4px, transparent 4px 9px);
}
`,
  // Teacher's highlights: each kind has its own frame shape as well as colour.
  `.cb-mark-hl::after { inset: 8%; border-radius: 10%; }
.cb-hl-good::after { border: 4px solid var(--_good); background: color-mix(in srgb, var(--_good) 22%, transparent); }
.cb-hl-bad::after { border: 4px dashed var(--_bad); background: color-mix(in srgb, var(--_bad) 22%, transparent); }
.cb-hl-hint::after { border: 4px dotted var(--_hint); border-radius: 50%; }
.cb-marker { position: absolute; inset: 18%; width: 64%; height: 64%; }
.cb-marker .cb-star { fill: var(--_star); stroke: #7a4b00; stroke-width: 6; stroke-linejoin: round; }
.cb-marker .cb-target-ring { fill: none; stroke: var(--_bad); stroke-width: 10; }
.cb-marker .cb-target-dot { fill: var(--_bad); }
.cb-mark-drag-over { box-shadow: inset 0 0 0 4px var(--_selected); }
.cb-cell.is-pending { outline: 4px dashed var(--_selected); outline-offset: -5px; z-index: 4; }
.cb-cell:focus-visible, .cb-cell.is-focus { outline: 4px solid var(--_focus); outline-offset: -4px; z-index: 4; }
.cb-cell:focus-visible::after, .cb-cell.is-focus::after {
content: ""; position: absolute; inset: 7px; z-index: 3;
border: 2px solid var(--_surface); pointer-events: none;
}
`,
  // Coordinates sit in the edge squares, bold, in the opposite square colour: ranks down the
  // left edge (a light square at the top), files along the bottom (a dark square at the left).
  `.cb-coords { position: absolute; inset: 0; z-index: 2; pointer-events: none; }
.cb-ranks, .cb-files { position: absolute; display: grid; }
.cb-ranks { left: 0; top: 0; bottom: 0; width: 12.5%; grid-template-rows: repeat(8, 1fr); }
.cb-files { left: 0; right: 0; bottom: 0; height: 12.5%; grid-template-columns: repeat(8, 1fr); }
.cb-coord {
font-weight: ${COORDINATES.weight}; font-stretch: condensed; line-height: 1;
font-size: ${COORDINATES.fallbackSize}px; font-size: clamp(${COORDINATES.minSize}px, ${percent(COORDINATES.sizeShare).replace('%', 'cqw')}, ${COORDINATES.maxSize}px);
color: var(--_coord-on-light);
}
.cb-rank { justify-self: start; align-self: start; margin: ${percent(COORDINATES.rankTop)} 0 0 ${percent(COORDINATES.rankLeft)}; }
.cb-file { justify-self: end; align-self: end; margin: 0 ${percent(COORDINATES.fileRight)} ${percent(COORDINATES.fileBottom)} 0; }
.cb-rank:nth-child(even), .cb-file:nth-child(odd) { color: var(--_coord-on-dark); }
.cb.no-coordinates .cb-coord { display: none; }
.cb-arrows { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; z-index: 5; }
.cb-arrow { opacity: 0.8; }
.cb-arrow line { stroke-width: 0.17; stroke-linecap: round; }
.cb-arrow[data-kind="good"] line { stroke: var(--_good); }
.cb-arrow[data-kind="good"] polygon { fill: var(--_good); }
.cb-arrow[data-kind="bad"] line { stroke: var(--_bad); stroke-dasharray: 0.3 0.18; }
.cb-arrow[data-kind="bad"] polygon { fill: var(--_bad); }
.cb-arrow[data-kind="hint"] line { stroke: var(--_hint); stroke-dasharray: 0.06 0.2; stroke-width: 0.14; }
.cb-arrow[data-kind="hint"] polygon { fill: var(--_hint); }
.cb-layer { position: absolute; inset: 0; pointer-events: none; z-index: 6; overflow: visible; }
.cb-ghost { position: absolute; left: 0; top: 0; width: 12.5%; height: 12.5%; opacity: 0; }
.cb-ghost.is-lifted { opacity: 1; will-change: transform; }
.cb-ghost > .cb-piece { filter: drop-shadow(0 4px 4px rgba(0, 0, 0, 0.35)); }
.cb-promotion {
position: absolute; inset: 0; z-index: 8;
display: grid; place-items: center;
background: rgba(0, 0, 0, 0.45);
}
.cb-promotion[hidden], .cb-tray[hidden], .cb-message[hidden] { display: none; }
.cb-promotion-panel {
width: 94%; padding: 3% 2%; box-sizing: border-box;
background: var(--_surface); color: var(--_text); border-radius: 12px; text-align: center;
box-shadow: 0 6px 24px rgba(0, 0, 0, 0.35);
}
.cb-promotion-title { margin: 0 0 3%; font-weight: 700; font-size: 15px; font-size: clamp(14px, 4.4cqw, 28px); }
.cb-promotion-choices { display: grid; grid-template-columns: repeat(4, 1fr); gap: 2%; }
.cb-button {
font: inherit; color: inherit; cursor: pointer;
border: 2px solid currentColor; border-radius: 10px; background: var(--_surface);
min-height: 44px; min-width: 44px;
}
.cb-button:focus-visible { outline: 4px solid var(--_focus); outline-offset: 2px; }
.cb-promotion-choice { aspect-ratio: 1 / 1; padding: 6%; }
.cb-promotion-choice > .cb-piece { width: 100%; height: 100%; }
.cb-promotion-cancel { margin-top: 3%; padding: 0 18px; font-size: 15px; }
.cb-tray {
display: grid; grid-template-columns: repeat(7, 1fr); gap: 4px;
max-width: 340px; margin: 8px auto 0; padding: 4px; border-radius: 8px;
background: color-mix(in srgb, var(--_dark) 35%, var(--_surface));
}
.cb-tray-piece { aspect-ratio: 1 / 1; padding: 8%; min-height: 40px; min-width: 0; border-color: transparent; }
.cb-tray-piece > .cb-piece { width: 100%; height: 100%; }
.cb-tray-piece[aria-pressed="true"] { border: 3px solid var(--_selected); box-shadow: inset 0 0 0 2px var(--_surface); }
.cb-tray-remove { grid-column: 7; grid-row: 1 / span 2; font-size: 13px; padding: 2px; line-height: 1.15; min-width: 0; }
.cb-tray-remove::before { content: "✕"; display: block; font-size: 22px; font-weight: 900; }
`,
  // The tray is at most 340 px wide (pieces of 44 px), so that under a wide board it does not take
  // the height a short screen needs for the board. In a narrow tray the remove button is no wider
  // than the pieces' column (at its 44 px it lay over the pawns), its words smaller, then only its
  // ✕ (the words stay its name).
  `@container cb (max-width: 311px) { .cb-tray-remove { font-size: 11px; } }
@container cb (max-width: 227px) { .cb-tray-remove { font-size: 0; } }
`,
  // Wide containers put the tray beside the board instead of below it.
  `@container cb (min-width: 620px) {
.cb.has-tray > .cb-layout { display: grid; grid-template-columns: 1fr minmax(96px, 15%); gap: 10px; }
.cb.has-tray .cb-tray { grid-template-columns: repeat(2, 1fr); grid-auto-rows: auto; margin-top: 0; align-content: start; }
.cb.has-tray .cb-tray-remove { grid-column: 1 / span 2; grid-row: auto; }
}
.cb-message {
margin: 8px 0 0; padding: 8px 12px; border-radius: 8px; font-size: 16px;
border: 2px solid var(--_locked); background: color-mix(in srgb, var(--_locked) 12%, var(--_surface));
}
.cb-message::before { content: "⚠ "; }
.cb-visually-hidden {
position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
contain: strict;
}
`,
  // Input held while the rules load (the view's `pending`): a turning ring in the middle of the board.
  `.cb.is-busy .cb-board-wrap::after {
content: ""; position: absolute; left: 43%; top: 43%; width: 14%; height: 14%; box-sizing: border-box; z-index: 9;
border-radius: 50%; border: 5px solid var(--_surface); border-top-color: var(--_selected);
box-shadow: 0 0 0 3px rgba(0, 0, 0, 0.25); pointer-events: none; animation: cb-turn 0.9s linear infinite;
}
@keyframes cb-turn { to { transform: rotate(1turn); } }
@media (prefers-reduced-motion: reduce) {
.cb *, .cb .cb-board-wrap::after { transition: none !important; animation: none !important; }
}
${PIECE_CSS}
`,
].join('');
