// Joins the board view to a rules game. The view reports what the child wants; this asks the
// rules, then tells the view what to show and the element what to emit. It is the only place
// where the board's intents meet chess rules (the touch-move rule has a module of its own,
// touch-move.mjs, which the element loads for a board with the `touch-move` attribute).
//
// emit(type, detail, {cancelable}) dispatches an event and returns false if it was cancelled.
import { makePlacement, readPosition } from '../board/api.mjs';
import { controlText } from '../i18n/play.mjs';
import { outcomeMessage } from '../rules/index.mjs';

function colorName(color) {
  return color === 'w' ? 'white' : 'black';
}

/** FEN letter of a rules-API piece type for a side: ('n', 'w') → 'N'. */
function letter(type, color) {
  return color === 'w' ? type.toUpperCase() : type;
}

export class PlayController {
  /** root: the element's shadow root, for the parts drawn beside the view (the j'adoube button). */
  constructor({ view, rules, emit, root, lang = 'en' }) {
    this.view = view;
    this.root = root;
    this.rules = rules;
    this.emit = emit;
    this.lang = lang;
    this.mode = 'play'; // 'play', 'tap', 'free' or 'setup', as the element's `mode` attribute
    this.movable = null; // whose pieces the child may pick up in play mode; null: the side to move
    this.game = null;
    this.touchMove = null; // the touch-move rule (a TouchMove), once the board has had the attribute
    this.setupPieces = new Map();
    this.over = false;
    this.claimArmed = false; // the next move comes with a draw claim (Art. 9.2)
    this.onChange = () => {}; // the game controls redraw when the game changes
  }

  // ---- position ------------------------------------------------------------------------

  /** Starts a game at `fen` (default: the initial position). A bad FEN changes nothing. */
  load(fen) {
    if (this.mode === 'setup') {
      const pieces = readSetupPosition(fen);
      if (!pieces.ok) return pieces;
      this.setupPieces = pieces.value;
      this.view.setPosition(this.setupPieces, { lastMove: null, check: null, dests: {}, animate: false });
      this.emit('change', { reason: 'position' });
      return { ok: true, value: this.fen() };
    }
    const result = fen ? this.rules.game(fen) : this.rules.game();
    if (!result.ok) return result;
    this.game = result.value;
    this.touchMove?.reset();
    this.view.clearDrawings(); // drawn for the position before
    this.sync({ lastMove: null, animate: false });
    this.emit('change', { reason: 'position' });
    return { ok: true, value: this.game.fen() };
  }

  /** Starts from a game the caller opened itself (a lesson's exercise position, its laws or its
   *  history); the view shows it as it stands. */
  useGame(game) {
    this.game = game;
    this.touchMove?.reset();
    this.view.clearDrawings(); // drawn for the position before
    const last = game.history({ verbose: true }).at(-1);
    this.sync({ lastMove: last && last.from ? [last.from, last.to] : null, animate: false });
    if (game.isOver()) this.finish();
    this.emit('change', { reason: 'game' });
  }

  fen() {
    if (this.mode === 'setup') return `${makePlacement(this.setupPieces)} w - - 0 1`;
    return this.game ? this.game.fen() : '';
  }

  /** The piece letter on `square` as the board shows it, or null. */
  pieceOn(square) {
    return this.view.state.pieces.get(square) ?? null;
  }

  setMode(mode) {
    if (mode === this.mode) return { ok: true, value: mode };
    const previous = this.mode;
    if (previous === 'setup') {
      // Leaving setup: the pieces placed become a game, if they make a legal position.
      const result = this.rules.game(`${makePlacement(this.setupPieces)} w - - 0 1`);
      if (!result.ok) return result;
      this.game = result.value;
    }
    this.touchMove?.reset();
    this.mode = mode;
    this.showMode();
    if (mode === 'setup') {
      // Setup starts from the pieces of the last setup (none at first), not from the game.
      this.view.setPosition(this.setupPieces, { lastMove: null, check: null, dests: {}, animate: false });
      this.view.setMovableColor('both');
    } else {
      this.sync({ animate: false });
    }
    if (previous === 'setup') this.emit('change', { reason: 'position' });
    return { ok: true, value: mode };
  }

  /** The view's mode: the element's, or tap mode for the one press after the j'adoube button. */
  showMode() {
    const mode = this.touchMove?.adjusting ? 'tap' : this.mode;
    if (this.view.state.mode !== mode) this.view.setMode(mode);
  }

  /** The `touch-move` attribute; the first time it is on, with the TouchMove class of its module. */
  setTouchMove(on, TouchMove) {
    if (on && !this.touchMove) this.touchMove = new TouchMove(this, this.root);
    this.touchMove?.setOn(on);
  }

  /** The `movable` attribute: 'white', 'black', 'both', 'none', or null for the side to move. */
  setMovable(movable) {
    this.movable = movable;
    this.sync({ animate: false });
  }

  setLang(lang) {
    this.lang = lang;
    this.touchMove?.setLang();
  }

  /** Hands the view everything it shows about the game. The destinations are worked out when the
   *  view first needs them (a piece picked up, or once the move's frame is drawn), not in that frame. */
  sync({ lastMove, animate = true } = {}) {
    const game = this.game;
    if (!game || this.mode === 'setup') return;
    const options = { check: game.checkSquare(), dests: () => this.destinations(), animate };
    if (lastMove !== undefined) options.lastMove = lastMove;
    this.view.setPosition(game.fen(), options);
    this.over = game.isOver();
    this.view.setMovableColor(this.movableColor());
    this.onChange();
  }

  /** Whose pieces the view lets the child pick up. */
  movableColor() {
    if (this.mode === 'free') return 'both';
    if (this.over || this.mode !== 'play' || this.movable === 'none') return null;
    return this.movable ?? colorName(this.game.turn());
  }

  destinations() {
    const dests = {};
    if (this.mode !== 'play' || this.game.isOver()) return dests;
    for (const { from, to } of this.touchMove?.allowedMoves() ?? this.game.moves()) {
      if (!dests[from]) dests[from] = [];
      if (!dests[from].includes(to)) dests[from].push(to);
    }
    return dests;
  }

  // ---- the view's intents --------------------------------------------------------------

  callbacks() {
    return {
      onMove: (intent) => this.onMove(intent),
      onSelect: (intent) => this.onSelect(intent),
      onPromotion: (intent) => this.onPromotion(intent),
      onPlace: (intent) => this.onPlace(intent),
      onRemove: (intent) => this.onRemove(intent),
      onTap: (intent) => this.onTap(intent),
    };
  }

  onMove({ from, to }) {
    if (this.mode === 'free') return this.freeMove(from, to);
    if (this.mode !== 'play' || !this.game) return null;
    const found = this.game.findMove(`${from}${to}`);
    if (!found.ok && found.error.code === 'PROMOTION_CHOICE_NEEDED') {
      this.view.showPromotion({ from, to, color: colorName(this.game.turn()) });
      return null;
    }
    return this.play(`${from}${to}`, 'user', null, found);
  }

  onPromotion({ from, to, piece }) {
    if (!piece) return null; // cancelled: the pawn stays where it was
    return this.play(`${from}${to}${piece}`, 'user');
  }

  onSelect({ square, piece }) {
    this.emit('select', { square, piece });
    if (!square || this.mode !== 'play' || !this.game || this.over) return;
    this.touchMove?.picked(square, piece);
  }

  onTap({ square, piece }) {
    if (this.touchMove?.tapped(square, piece)) return;
    this.emit('squaretap', { square, piece });
  }

  /** A touch by the player to move (touch-move, Laws 4.2 to 4.5), as the child's would be judged. */
  touch(square, { adjust = false } = {}) {
    if (this.mode !== 'play' && this.mode !== 'tap') throw new Error(`<chess-board>: touch() needs mode play or tap, not ${this.mode}`);
    if (!this.touchMove?.on) throw new Error('<chess-board>: touch() needs the touch-move attribute (and `ready` after it)');
    return this.touchMove.touch(square, this.pieceOn(square), { adjust });
  }

  // ---- moves ---------------------------------------------------------------------------

  /**
   * Plays a move (UCI or SAN) by 'user' or 'script'; with `claim` (a ClaimReason), the move is
   * the intended move of that draw claim (Art. 9.2, 9.3). `found`: the rules' findMove() of
   * `move`, if the caller has asked already. Returns the rules' result: of play(), or of
   * claimDraw() for a claim.
   */
  play(move, by, claim = null, found = this.game.findMove(move)) {
    const game = this.game;
    const legal = found.ok ? found.value : null;
    const uciShaped = /^[a-h][1-8][a-h][1-8][qrbn]?$/.test(move);
    const from = legal ? legal.from : uciShaped ? move.slice(0, 2) : null;
    const to = legal ? legal.to : uciShaped ? move.slice(2, 4) : null;
    const promotion = legal ? legal.promotion : uciShaped ? move[4] : undefined;
    const uci = legal ? legal.uci : move;
    if (!this.emit('beforemove', { uci, from, to, promotion, by }, { cancelable: true })) {
      this.sync();
      return { ok: false, error: { code: 'CANCELLED', message: '' } };
    }
    if (claim === null && this.claimArmed && by === 'user') {
      // The child armed a claim: the reason is the one this move brings about.
      this.claimArmed = false;
      const reasons = game.claimable(uci);
      claim = reasons.ok && reasons.value.length ? reasons.value[0] : 'threefold-repetition';
    }
    let result;
    let claimed = null;
    if (claim !== null) {
      // A claim with an intended move: the move is played whether or not the claim is right.
      claimed = game.claimDraw(claim, uci);
      if (!claimed.ok && claimed.error.code === 'NOT_CLAIMABLE_REASON') return claimed;
      if (claimed.ok && !claimed.value.move) {
        // A correct claim resting on the position before the move: the game ends unplayed.
        this.sync();
        this.finish();
        return claimed;
      }
      result = claimed.ok ? { ok: true, value: claimed.value.move } : claimed;
    } else {
      result = game.play(uci);
    }
    if (!result.ok) {
      const { code, message, article } = result.error;
      this.emit('illegal', article ? { from, to, code, message, article } : { from, to, code, message });
      this.view.playSound('illegal');
      this.view.announce(this.rules.errorMessage(code, this.lang));
      if (code === 'TOUCH_MOVE_REQUIRED') this.touchMove?.refused();
      else this.view.setMessage(this.rules.errorMessage(code, this.lang));
      this.view.requestRedraw(); // the piece goes back: the view never moved it
      this.onChange();
      return result;
    }
    const played = result.value;
    this.touchMove?.released();
    // A star is collected, and a target hit, by the piece that lands on it.
    if (this.view.state.markers.has(played.to)) this.view.removeMarker(played.to);
    this.view.setMessage(claimed && !claimed.value.accepted ? controlText(this.lang, 'claimRejected') : null);
    this.sync({ lastMove: [played.from, played.to] });
    this.view.announceMove(moveDescription(played));
    this.view.playSound(played.check ? 'check' : played.captured ? 'capture' : 'move');
    this.emit('move', {
      uci: played.uci, san: played.san, from: played.from, to: played.to,
      piece: letter(played.piece, played.color),
      captured: played.captured ? letter(played.captured, played.color === 'w' ? 'b' : 'w') : null,
      promotion: played.promotion || null, check: played.check, mate: played.mate, fen: played.fen, by,
    });
    if (game.isOver()) this.finish();
    this.emit('change', { reason: 'move' });
    return claimed ?? result;
  }

  finish() {
    const outcome = this.outcome();
    this.view.announce(outcome.message);
    this.view.setMovableColor(null);
    this.emit('outcome', outcome);
    this.onChange();
  }

  /** The game's outcome, with its words in the board's language. */
  outcome() {
    const { result, reason, modern } = this.game.outcome();
    return { result, reason, modern, message: outcomeMessage({ result, reason }, this.lang) };
  }

  undo() {
    if (!this.game) return null;
    const result = this.game.undo();
    if (result.ok) {
      this.touchMove?.reset();
      const history = this.game.history({ verbose: true });
      const last = history[history.length - 1];
      this.sync({ lastMove: last ? [last.from, last.to] : null });
      this.emit('change', { reason: 'undo' });
    }
    return result;
  }

  /** The side to move passes (exercise positions only); the last move stays marked. */
  pass() {
    const result = this.game.pass();
    if (result.ok) {
      this.sync();
      if (this.game.isOver()) this.finish();
      this.emit('change', { reason: 'pass' });
    }
    return result;
  }

  // ---- claims and game actions: each returns the rules' result --------------------------

  /** The draws the player to move can claim now, and whether some move would allow one. */
  claimOptions() {
    const game = this.game;
    if (!game || this.mode !== 'play' || game.isOver()) return { now: [], withMove: false };
    const current = game.claimable();
    const after = game.claimableAfter();
    return { now: current.ok ? current.value : [], withMove: after.ok && after.value.length > 0 };
  }

  /** A draw claim by the player to move, now or with the move they intend to play. */
  claimDraw(reason, intendedMove) {
    if (intendedMove !== undefined) return this.play(intendedMove, 'script', reason);
    // an accepted claim is the game's end, as a resignation or an agreed draw is
    return this.endBy(this.game.claimDraw(reason));
  }

  /** The next move by the child comes with a draw claim (on, off). */
  armClaim(on) {
    this.claimArmed = Boolean(on);
    this.view.setMessage(this.claimArmed ? controlText(this.lang, 'claimArmed') : null);
    this.onChange();
  }

  /** `color` resigns; by default the player to move (pass-and-play: whoever's turn it is). */
  resign(color = this.game.turn()) {
    return this.endBy(this.game.resign(color));
  }

  /** The player to move offers a draw. */
  offerDraw() {
    const result = this.game.offerDraw();
    if (result.ok) {
      const side = controlText(this.lang, this.game.turn() === 'w' ? 'white' : 'black');
      this.view.announce(controlText(this.lang, 'drawOffered', { side }));
    }
    this.onChange();
    if (result.ok) this.emit('change', { reason: 'offer' });
    return result;
  }

  /** The other player accepts the pending offer. */
  acceptDraw() {
    return this.endBy(this.game.acceptDraw());
  }

  /** `color`'s flag fell (the clock ran out). */
  flag(color) {
    return this.endBy(this.game.flag(color));
  }

  /** A game's answer to an ending asked for (a claim, a resignation, an agreed draw, a flag): a
   *  game it ended is drawn and finished; otherwise the controls follow the game. */
  endBy(result) {
    if (result.ok && this.game.isOver()) {
      this.sync();
      this.finish();
    } else {
      this.onChange();
    }
    return result;
  }

  // ---- free and setup modes: no rules, the teacher moves anything -----------------------

  freeMove(from, to) {
    const pieces = readPosition(this.view.getPieces());
    const piece = pieces.get(from);
    if (!piece) return null;
    const captured = pieces.get(to) || null;
    pieces.delete(from);
    pieces.set(to, piece);
    this.view.setPosition(pieces, { lastMove: [from, to], check: null });
    this.emit('move', { from, to, piece, captured, fen: `${makePlacement(pieces)} w - - 0 1`, by: 'user' });
    return null;
  }

  onPlace({ square, piece, from }) {
    if (this.mode !== 'setup') return;
    if (from) this.setupPieces.delete(from);
    this.setupPieces.set(square, piece);
    this.view.setPosition(new Map(this.setupPieces), { animate: false });
    if (from) this.emit('remove', { square: from, piece });
    this.emit('place', { square, piece });
  }

  onRemove({ square, piece }) {
    if (this.mode !== 'setup') return;
    this.setupPieces.delete(square);
    this.view.setPosition(new Map(this.setupPieces), { animate: false });
    this.emit('remove', { square, piece });
  }
}

/** A played move (rules API shape) as the view's move description, for words. */
export function moveDescription(played) {
  const castle = played.kind === 'castle-kingside' ? 'short' : played.kind === 'castle-queenside' ? 'long' : null;
  return {
    from: played.from, to: played.to, piece: played.piece, color: played.color,
    captured: played.captured, promotion: played.promotion, castle,
    enPassant: played.kind === 'en-passant', check: played.check, mate: played.mate,
  };
}

function readSetupPosition(fen) {
  try {
    return { ok: true, value: readPosition(fen || '8/8/8/8/8/8/8/8') };
  } catch (error) {
    return { ok: false, error: { code: 'FEN_BOARD', message: error.message } };
  }
}
