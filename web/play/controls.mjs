// The game controls under a <chess-board controls>: take back, flip, draw offers and claims,
// resign, an optional clock, the move list in figurine notation (piece pictures and squares, so
// children read it in any language) and FEN copy and paste for teachers. Buttons appear only
// when they can do something (a claim only when the rules say it is possible).
import { adoptStylesheet, createPieceSvg, el, setAttr, setHidden, setText } from '../board/api.mjs';
import { boardStrings, describeMove } from '../i18n/board.mjs';
import { rulesText } from '../i18n/rules.mjs';
import { controlText } from '../i18n/play.mjs';
import { moveDescription } from './controller.mjs';

// Colours and fonts come from the board's .cb-theme custom properties (same shadow root).
const CONTROLS_CSS = [
  `.pc { margin-top: 8px; display: grid; gap: 8px; padding: 8px; border-radius: 10px; background: var(--_surface); }
.pc [hidden] { display: none !important; }
.pc-buttons { display: flex; flex-wrap: wrap; gap: 6px; }
.pc button, .pc summary { font: inherit; font-size: 16px; min-height: 44px; padding: 4px 12px; border-radius: 10px;
border: 2px solid currentColor; background: var(--_surface); color: inherit; cursor: pointer; }
.pc summary { display: inline-flex; align-items: center; list-style: none; }
.pc button[aria-pressed="true"] { background: var(--_selected); border-color: var(--_selected); color: #fff; }
.pc button:focus-visible, .pc summary:focus-visible, .pc input:focus-visible { outline: 4px solid var(--_focus); outline-offset: 2px; }
.pc-clock { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; }
.pc-time { padding: 6px 8px; border-radius: 10px; border: 2px solid currentColor; font-size: 18px;
font-variant-numeric: tabular-nums; text-align: center; white-space: nowrap; }
.pc-time[data-running="true"] { font-weight: 800; border-width: 4px; }
.pc-time[data-running="true"]::before { content: "▶ "; }
.pc-time[data-low="true"] { text-decoration: underline; }
.pc-moves { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 2px 12px;
max-height: 9.5em; overflow-y: auto; font-size: 17px; line-height: 1.6; }
.pc-moves li { white-space: nowrap; }
.pc-num { opacity: 0.75; margin-right: 4px; }
.pc-move { display: inline-flex; align-items: center; margin-right: 6px; }
.pc-move .cb-piece { display: inline-block; width: 1.25em; height: 1.25em; }
.pc-fen-row { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; }
.pc-fen-row input { flex: 1 1 16em; min-width: 0; min-height: 40px; font: 14px ui-monospace, monospace; padding: 4px 8px;
border-radius: 8px; border: 2px solid currentColor; background: var(--_surface); color: inherit; }
.pc-error { margin: 4px 0 0; }
.pc-error:empty { display: none; }
`,
].join('');

/** Parses a clock attribute like "5+3" (minutes + seconds added per move); null if absent or bad. */
export function parseClock(value) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:\+\s*(\d+))?\s*$/.exec(value || '');
  if (!match || Number(match[1]) <= 0) return null;
  return { baseMs: Number(match[1]) * 60000, incrementMs: Number(match[2] || 0) * 1000 };
}

export function formatClock(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

export class GameControls {
  /** root: the element's shadow root; controller: a PlayController; board: the element. */
  constructor(root, controller, { lang, clock = null, flip }) {
    this.root = root;
    this.controller = controller;
    this.doc = root.ownerDocument || root;
    this.win = this.doc.defaultView;
    this.lang = lang;
    this.flip = flip;
    this.frame = 0;
    this.framesLeft = 0;
    this.scrollFrame = 0;
    this.moveList = null; // what the move list shows: {lang, start, fens, number, item}
    this.claimsKey = null;
    this.removeStyles = adoptStylesheet(root, CONTROLS_CSS);
    this.build();
    this.setClock(clock);
    this.bindings = [];
    this.listen(this.container, 'click', (event) => this.onClick(event));
    this.listen(this.fenInput, 'keydown', (event) => {
      if (event.key === 'Enter') this.loadFen();
    });
    controller.onChange = () => this.changed();
    this.render();
  }

  listen(target, type, handler) {
    target.addEventListener(type, handler);
    this.bindings.push([target, type, handler]);
  }

  build() {
    const { doc } = this;
    this.container = el(doc, 'div', 'pc cb-theme', { role: 'group' });
    this.clockRow = el(doc, 'div', 'pc-clock', { role: 'timer', 'aria-live': 'off' });
    this.times = { w: el(doc, 'span', 'pc-time'), b: el(doc, 'span', 'pc-time') };
    this.clockRow.append(this.times.w, this.times.b);
    this.buttons = el(doc, 'div', 'pc-buttons');
    const button = (action) => el(doc, 'button', '', { type: 'button', 'data-action': action });
    this.undoButton = button('undo');
    this.flipButton = button('flip');
    this.offerButton = button('offer');
    this.acceptButton = button('accept');
    this.claimButtons = el(doc, 'span', 'pc-buttons');
    this.claimArmButton = button('arm-claim');
    this.resignButton = button('resign');
    this.buttons.append(this.undoButton, this.flipButton, this.offerButton, this.acceptButton, this.claimButtons,
      this.claimArmButton, this.resignButton);
    this.moves = el(doc, 'ol', 'pc-moves');
    this.fen = el(doc, 'details', 'pc-fen');
    this.fenSummary = el(doc, 'summary');
    const row = el(doc, 'div', 'pc-fen-row');
    this.fenInput = el(doc, 'input', '', { type: 'text', spellcheck: 'false', autocomplete: 'off' });
    this.copyButton = button('copy-fen');
    this.loadButton = button('load-fen');
    row.append(this.fenInput, this.copyButton, this.loadButton);
    this.fenError = el(doc, 'p', 'pc-error', { role: 'alert' });
    this.fen.append(this.fenSummary, row, this.fenError);
    this.container.append(this.clockRow, this.buttons, this.moves, this.fen);
    this.root.appendChild(this.container);
  }

  setLang(lang) {
    this.lang = lang;
    this.updateClock();
    this.drawAfter(1); // no move to make way for: the new words show in the next frame
  }

  // ---- the clock -----------------------------------------------------------------------

  /** {baseMs, incrementMs} or null for no clock. The clock starts with the first move. */
  setClock(clock) {
    this.stopTicking();
    this.clock = clock ? { ...clock, left: { w: clock.baseMs, b: clock.baseMs }, running: null, since: 0 } : null;
    this.plies = this.controller.game ? this.controller.game.history().length : 0;
    this.changed();
  }

  now() {
    return this.win.performance ? this.win.performance.now() : Date.now();
  }

  /** Called on every game change: charges the mover, adds the increment, runs the other side. */
  updateClock() {
    const { clock, controller } = this;
    if (!clock || !controller.game) return;
    const plies = controller.game.history().length;
    const turn = controller.game.turn();
    if (plies !== this.plies) {
      const mover = turn === 'w' ? 'b' : 'w';
      if (clock.running === mover) clock.left[mover] -= this.now() - clock.since;
      if (plies > this.plies) clock.left[mover] += clock.incrementMs;
      this.plies = plies;
      clock.running = plies > 0 ? turn : null;
      clock.since = this.now();
    }
    if (controller.game.isOver() || controller.mode !== 'play') clock.running = null;
    if (clock.running) this.startTicking();
    else this.stopTicking();
  }

  startTicking() {
    if (this.timer) return;
    this.timer = this.win.setInterval(() => this.tick(), 200);
  }

  stopTicking() {
    if (this.timer) this.win.clearInterval(this.timer);
    this.timer = 0;
  }

  timeLeft(color) {
    const { clock } = this;
    return clock.left[color] - (clock.running === color ? this.now() - clock.since : 0);
  }

  tick() {
    const { clock } = this;
    if (!clock || !clock.running) return this.stopTicking();
    const color = clock.running;
    if (this.timeLeft(color) <= 0) {
      clock.left[color] = 0;
      clock.running = null;
      this.stopTicking();
      this.controller.flag(color);
      return undefined;
    }
    this.renderClock();
    return undefined;
  }

  // ---- drawing -------------------------------------------------------------------------

  changed() {
    this.updateClock();
    // Drawn a frame after the board's: the board's redraw of a move comes first, and the move
    // list and the claim checks do not lengthen that frame.
    this.drawAfter(2);
  }

  /** Draws once, in the `frames`-th animation frame from now, however many changes come first. */
  drawAfter(frames) {
    this.framesLeft = this.frame ? Math.min(this.framesLeft, frames) : frames;
    if (this.frame) return;
    const step = () => {
      this.framesLeft -= 1;
      if (this.framesLeft > 0) {
        this.frame = this.win.requestAnimationFrame(step);
        return;
      }
      this.frame = 0;
      this.render();
    };
    this.frame = this.win.requestAnimationFrame(step);
  }

  render() {
    const { lang, controller } = this;
    const game = controller.game;
    const t = (key, params) => controlText(lang, key, params);
    setAttr(this.container, 'aria-label', t('controls'));
    const playing = Boolean(game) && controller.mode === 'play';
    const over = playing && game.isOver();
    setText(this.undoButton, t('undo'));
    setHidden(this.undoButton, !playing || game.history().length === 0);
    setText(this.flipButton, t('flip'));
    setText(this.offerButton, t('offerDraw'));
    setHidden(this.offerButton, !playing || over || game.drawOffer() !== null);
    setText(this.acceptButton, t('acceptDraw'));
    setHidden(this.acceptButton, !playing || over || game.drawOffer() === null);
    setText(this.resignButton, t('resign'));
    setHidden(this.resignButton, !playing || over);

    const claims = playing ? controller.claimOptions() : { now: [], withMove: false };
    const claimsKey = `${lang} ${claims.now.join(' ')}`;
    if (claimsKey !== this.claimsKey) this.claimButtons.replaceChildren(...claims.now.map((reason) => {
      const claim = el(this.doc, 'button', '', { type: 'button', 'data-action': 'claim', 'data-reason': reason });
      claim.textContent = t('claimDraw', { reason: rulesText(lang).reasons[reason] ?? reason });
      return claim;
    }));
    this.claimsKey = claimsKey;
    setText(this.claimArmButton, t('claimWithMove'));
    setHidden(this.claimArmButton, !claims.withMove);
    setAttr(this.claimArmButton, 'aria-pressed', String(controller.claimArmed));

    this.renderMoves(game);
    setText(this.fenSummary, t('fen'));
    setText(this.copyButton, t('copy'));
    setText(this.loadButton, t('load'));
    const fen = controller.fen();
    if (this.doc.activeElement !== this.fenInput && this.root.activeElement !== this.fenInput && this.fenInput.value !== fen) this.fenInput.value = fen;
    setAttr(this.fenInput, 'aria-label', t('fen'));
    this.renderClock();
  }

  renderMoves(game) {
    const { doc, lang } = this;
    setAttr(this.moves, 'aria-label', controlText(lang, 'moves'));
    const history = game && this.controller.mode === 'play' ? game.history({ verbose: true }) : [];
    const start = game ? game.startFen() : '';
    // Each move's figurine is made once: the list grows by the new moves, and is rebuilt only when
    // it no longer begins with what it shows (a take-back, a new game, another language or the
    // language's words arriving).
    const strings = boardStrings[lang];
    let list = this.moveList;
    const sameWords = list && list.lang === lang && list.strings === strings;
    const grows = sameWords && list.start === start && list.fens.length > 0
      && list.fens.length <= history.length && list.fens.every((fen, index) => history[index].fen === fen);
    if (!history.length) {
      const text = controlText(lang, 'noMoves');
      if (sameWords && !list.fens.length && this.moves.textContent === text) return;
      const empty = el(doc, 'li', 'pc-empty');
      empty.textContent = text;
      this.moves.replaceChildren(empty);
      this.moveList = { lang, strings, start, fens: [], number: 0, item: null };
      return;
    }
    if (!grows) {
      this.moves.replaceChildren();
      list = { lang, strings, start, fens: [], number: Number(start.split(' ')[5]) || 1, item: null };
      this.moveList = list;
    }
    if (list.fens.length === history.length) return;
    // Each full move is one item: its number, White's move, Black's move.
    for (const played of history.slice(list.fens.length)) {
      if (!list.item || played.color === 'w') {
        list.item = el(doc, 'li');
        const num = el(doc, 'span', 'pc-num');
        num.textContent = played.color === 'w' ? `${list.number}.` : `${list.number}…`;
        list.item.appendChild(num);
        this.moves.appendChild(list.item);
      }
      list.item.appendChild(this.figurine(played, lang));
      if (played.color === 'b') {
        list.number += 1;
        list.item = null;
      }
      list.fens.push(played.fen);
    }
    this.scrollMovesToEnd();
  }

  /** Shows the newest move. Scrolling needs the list's laid-out height, read in the next frame,
   *  before anything is written, rather than forcing a layout now, after this frame's writes. */
  scrollMovesToEnd() {
    if (this.scrollFrame) return;
    this.scrollFrame = this.win.requestAnimationFrame(() => {
      this.scrollFrame = 0;
      this.moves.scrollTop = this.moves.scrollHeight;
    });
  }

  /** "Nf3" as a knight picture and "f3"; its accessible name says the move in words. */
  figurine(played, lang) {
    const span = el(this.doc, 'span', 'pc-move', { role: 'img', 'aria-label': describeMove(lang, moveDescription(played)) });
    const icon = (type) => createPieceSvg(this.doc, played.color === 'w' ? type.toUpperCase() : type.toLowerCase());
    const match = /^([KQRBN])?(.*?)(?:=([QRBN]))?([+#]?)$/.exec(played.san);
    if (!match || played.san.startsWith('O-O')) {
      span.append(played.san);
      return span;
    }
    const [, piece, body, promotion, suffix] = match;
    if (piece) span.appendChild(icon(piece));
    span.append(body);
    if (promotion) {
      span.append('=');
      span.appendChild(icon(promotion));
    }
    if (suffix) span.append(suffix);
    return span;
  }

  renderClock() {
    const { clock } = this;
    setHidden(this.clockRow, !clock);
    if (!clock) return;
    setAttr(this.clockRow, 'aria-label', controlText(this.lang, 'clock'));
    for (const color of ['w', 'b']) {
      const left = this.timeLeft(color);
      const span = this.times[color];
      const side = controlText(this.lang, color === 'w' ? 'white' : 'black');
      setText(span, `${side} ${formatClock(left)}`);
      setAttr(span, 'data-running', String(clock.running === color));
      setAttr(span, 'data-low', String(left < 20000));
    }
  }

  // ---- actions -------------------------------------------------------------------------

  onClick(event) {
    const target = event.target && event.target.closest ? event.target.closest('[data-action]') : null;
    if (!target) return;
    const { controller } = this;
    switch (target.dataset.action) {
      case 'undo': controller.undo(); break;
      case 'flip': this.flip(); break;
      case 'offer': controller.offerDraw(); break;
      case 'accept': controller.acceptDraw(); break;
      case 'claim': controller.claimDraw(target.dataset.reason); break;
      case 'arm-claim': controller.armClaim(!controller.claimArmed); break;
      case 'resign': controller.resign(); break;
      case 'copy-fen': this.copyFen(target); break;
      case 'load-fen': this.loadFen(); break;
      default: break;
    }
  }

  copyFen(button) {
    const text = this.controller.fen();
    const clipboard = this.win.navigator && this.win.navigator.clipboard;
    const done = () => { button.textContent = controlText(this.lang, 'copied'); };
    this.fenInput.value = text;
    this.fenInput.select();
    if (clipboard && clipboard.writeText) clipboard.writeText(text).then(done, () => {});
  }

  loadFen() {
    const result = this.controller.load(this.fenInput.value.trim());
    this.fenError.textContent = result.ok ? '' : this.controller.rules.errorMessage(result.error.code, this.lang);
    if (result.ok) this.setClock(this.clock ? { baseMs: this.clock.baseMs, incrementMs: this.clock.incrementMs } : null);
    return result;
  }

  destroy() {
    this.stopTicking();
    if (this.frame) this.win.cancelAnimationFrame(this.frame);
    this.frame = 0;
    if (this.scrollFrame) this.win.cancelAnimationFrame(this.scrollFrame);
    this.scrollFrame = 0;
    for (const [target, type, handler] of this.bindings) target.removeEventListener(type, handler);
    this.bindings = [];
    this.controller.onChange = () => {};
    this.container.remove();
    this.removeStyles();
  }
}
