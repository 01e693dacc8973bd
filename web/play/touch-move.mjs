// The touch-move rule (Laws 4.2 to 4.5) on a board with the `touch-move` attribute, and its
// j'adoube button. Every touch goes to the rules, which say what the player must now do; the
// board then keeps the committed piece selected (the view's forced selection), shows only the
// moves that keep the obligation, and says why under the board. After the j'adoube button, the
// next press on the board adjusts a piece instead of touching it: the view takes that one press
// in its tap mode, so that nothing is picked up or moved by it. While the button is pressed the
// board says so and how to get out (press it again, or tap an empty square); after the press it
// says what was straightened and that the player may now move.
import { adoptStylesheet, el, setAttr, setHidden, setText } from '../board/api.mjs';
import { controlText, touchMoveText } from '../i18n/play.mjs';

// The obligations that commit the player to one piece.
const COMMITTING = new Set(['move-piece', 'king-move', 'castle', 'capture-with']);

// Colours and fonts come from the board's .cb-theme custom properties (same shadow root).
const TOUCH_CSS = `.pt { margin-top: 8px; }
.pt[hidden] { display: none; }
.pt-adjust { font: inherit; font-size: 16px; font-weight: 700; color: inherit; cursor: pointer; min-height: 44px;
min-width: 44px; padding: 6px 14px; border: 2px solid currentColor; border-radius: 10px; background: var(--_surface); }
.pt-adjust:focus-visible { outline: 4px solid var(--_focus); outline-offset: 2px; }
.pt-adjust[aria-pressed="true"] { background: var(--_selected); color: #fff; border-color: var(--_selected); }
`;

export class TouchMove {
  /** controller: the PlayController whose game and view this rules; root: the element's shadow
   *  root, where the j'adoube button is drawn. */
  constructor(controller, root) {
    this.controller = controller;
    this.root = root;
    this.on = false;
    // While a touched piece is committed: {square, piece, obligation, article, allowed, result},
    // `result` being the rules' answer to the touch that committed it.
    this.lock = null;
    this.adjusting = false; // the j'adoube button is pressed: the next press on the board adjusts
    this.control = null; // the button's row, drawn the first time the rule is on
  }

  get view() { return this.controller.view; }

  get lang() { return this.controller.lang; }

  /** The `touch-move` attribute. Off, the touches so far are forgotten. */
  setOn(on) {
    this.on = on;
    if (!on) this.reset();
    if (on && !this.control) this.build();
    if (this.control) {
      setHidden(this.control.row, !on);
      this.label();
    }
  }

  setLang() {
    if (this.control) this.label();
  }

  /** Forgets the touches (a new game, a take-back, a mode change). */
  reset() {
    this.released();
    this.view.setMessage(null);
    this.controller.game?.clearTouches();
  }

  /** A move was played (the rules clear its touches) or the touches were forgotten. */
  released() {
    this.lock = null;
    this.view.forceSelection(null);
    this.setAdjusting(false);
  }

  /** The moves the committed piece may make, as {from, to}, or null when nothing is committed. */
  allowedMoves() {
    return this.lock ? this.lock.allowed.map((uci) => ({ from: uci.slice(0, 2), to: uci.slice(2, 4) })) : null;
  }

  /** The child picked up the piece on `square`: with the rule on, that is a touch. */
  picked(square, piece) {
    if (!this.on) return;
    // The committed piece, touched again, changes nothing (and is no attempt to switch).
    if (this.lock && square === this.lock.square) return;
    this.touch(square, piece);
  }

  /** A press on the board in tap mode: the j'adoube press, if the button was pressed. Returns
   *  whether it was one. */
  tapped(square, piece) {
    if (!this.adjusting) return false;
    this.setAdjusting(false);
    if (piece) this.touch(square, piece, { adjust: true });
    return true;
  }

  /**
   * The player to move touches (or, with adjust, adjusts) the piece on `square`: asks the rules,
   * commits the piece when the touch obliges a move with it, shows the words, and emits `touch`.
   * Returns the rules' Result.
   */
  touch(square, piece, { adjust = false } = {}) {
    const { game, view } = this.controller;
    if (!adjust && this.lock && square === this.lock.square) return { ok: true, value: this.lock.result };
    const result = game.touch(square, adjust ? { adjust: true } : undefined);
    if (!result.ok) return result;
    const { obligation, article, allowed } = result.value;
    let text = null;
    if (adjust && obligation === 'none') {
      // what was done, and what to do next (Chinese sentences follow each other without a space)
      const joint = this.lang === 'en' ? ' ' : '';
      text = `${touchMoveText(this.lang, 'adjusted', { square, piece })}${joint}${touchMoveText(this.lang, 'afterAdjust', { square, piece })}`;
    } else if (adjust) {
      // a piece the touches already oblige: straightening it changes nothing, and the board says what still holds
      text = touchMoveText(this.lang, obligation, { square, piece });
    } else if (this.lock) {
      // Touches add up (a king and then a rook means castling, 4.4): the rules say what they now oblige.
      const changed = obligation !== this.lock.obligation;
      this.commit(result.value);
      if (changed && COMMITTING.has(obligation)) {
        text = touchMoveText(this.lang, obligation, { square, piece });
      } else {
        text = touchMoveText(this.lang, 'locked', this.lock);
        view.playSound('illegal');
      }
    } else if (COMMITTING.has(obligation) && allowed.length) {
      this.lock = { square, piece };
      this.commit(result.value);
      text = touchMoveText(this.lang, obligation, { square, piece });
    } else if (obligation === 'none' && article === '4.5') {
      // 4.5: a touched piece that cannot move obliges nothing.
      text = touchMoveText(this.lang, 'cannotMove', { square, piece });
    }
    if (text) view.setMessage(text);
    this.controller.emit('touch', { square, obligation, article, allowed, message: text ?? result.value.message });
    return result;
  }

  /** Records what the touches oblige; the view keeps the piece that must move selected and shows
   *  only the allowed destinations. */
  commit(touched) {
    const { obligation, article, allowed } = touched;
    const froms = new Set(allowed.map((uci) => uci.slice(0, 2)));
    if (froms.size === 1) {
      // The piece that must move (the king, when touching king and rook means castling).
      const [square] = froms;
      this.lock.square = square;
      this.lock.piece = this.controller.pieceOn(square);
    }
    Object.assign(this.lock, { obligation, article, allowed, result: touched });
    this.view.forceSelection(this.lock.square);
    this.view.setDestinations(this.controller.destinations());
  }

  /** A move the rules refused with TOUCH_MOVE_REQUIRED: the reminder of what was touched. */
  refused() {
    if (this.lock) this.view.setMessage(touchMoveText(this.lang, 'locked', this.lock));
  }

  // ---- the j'adoube button ---------------------------------------------------------------

  setAdjusting(on) {
    if (this.adjusting === on) return;
    this.adjusting = on;
    if (this.control) setAttr(this.control.button, 'aria-pressed', String(on));
    this.controller.showMode();
    // the mode says itself on the board, and goes with it (words the press replaces stay)
    if (on) {
      this.adjustWords = touchMoveText(this.lang, 'adjusting', { square: '', piece: null });
      this.view.setMessage(this.adjustWords);
    } else if (this.adjustWords) {
      if (this.view.state.message === this.adjustWords) this.view.setMessage(null);
      this.adjustWords = null;
    }
  }

  build() {
    const doc = this.root.ownerDocument || this.root;
    const row = el(doc, 'div', 'pt cb-theme');
    const button = el(doc, 'button', 'pt-adjust', { type: 'button', 'aria-pressed': 'false' });
    row.appendChild(button);
    // Under the board and its message, above the game controls if the board has them.
    this.root.insertBefore(row, this.root.querySelector('.pc'));
    const onClick = () => {
      const { state } = this.view;
      const { controller } = this;
      if (!state.interactive || state.inputLocked || controller.mode !== 'play' || controller.over) return;
      this.setAdjusting(!this.adjusting);
    };
    const onKey = (event) => {
      if (event.key !== 'Escape' || !this.adjusting || event.defaultPrevented) return;
      event.preventDefault();
      this.setAdjusting(false);
    };
    button.addEventListener('click', onClick);
    this.root.addEventListener('keydown', onKey);
    this.control = {
      row,
      button,
      removeStyles: adoptStylesheet(this.root, TOUCH_CSS),
      unbind: () => {
        button.removeEventListener('click', onClick);
        this.root.removeEventListener('keydown', onKey);
      },
    };
  }

  label() {
    const { button } = this.control;
    setText(button, controlText(this.lang, 'adjust'));
    setAttr(button, 'title', controlText(this.lang, 'adjustHint'));
  }

  destroy() {
    if (!this.control) return;
    this.control.unbind();
    this.control.row.remove();
    this.control.removeStyles();
    this.control = null;
  }
}
