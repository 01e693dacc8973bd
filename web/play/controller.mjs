// Joins the board view to a rules game. The view reports what the child wants; this asks the
// rules, then tells the view what to show and the element what to emit. It is the only place
// where the board's intents meet chess rules.
//
// emit(type, detail, {cancelable}) dispatches an event and returns false if it was cancelled.
import { readPosition, writePlacement } from '../board/state.mjs';
import { controlText, touchMoveText } from '../i18n/play.mjs';
import { rulesText } from '../i18n/rules.mjs';

const LOCKING = new Set(['move-piece', 'king-move', 'castle', 'capture-with']);

function colorName(color) {
  return color === 'w' ? 'white' : 'black';
}

/** FEN letter of a rules-API piece type for a side: ('n', 'w') → 'N'. */
function letter(type, color) {
  return color === 'w' ? type.toUpperCase() : type;
}

export class PlayController {
  constructor({ view, rules, emit, lang = 'en' }) {
    this.view = view;
    this.rules = rules;
    this.emit = emit;
    this.lang = lang;
    this.mode = 'play';
    this.touchMove = false;
    this.game = null;
    this.lock = null; // {square, piece, article, allowed} while a touched piece is committed
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
      return { ok: true, value: this.fen() };
    }
    const result = fen ? this.rules.game(fen) : this.rules.game();
    if (!result.ok) return result;
    this.game = result.value;
    this.clearTouch();
    this.sync({ lastMove: null, animate: false });
    return { ok: true, value: this.game.fen() };
  }

  /** Starts from a game the caller opened itself (a lesson's exercise position, its laws or its
   *  history); the view shows it as it stands. */
  useGame(game) {
    this.game = game;
    this.clearTouch();
    const last = game.history({ verbose: true }).at(-1);
    this.sync({ lastMove: last && last.from ? [last.from, last.to] : null, animate: false });
    if (game.isOver()) this.finish();
  }

  fen() {
    if (this.mode === 'setup') return `${writePlacement(this.setupPieces)} w - - 0 1`;
    return this.game ? this.game.fen() : '';
  }

  setMode(mode) {
    if (mode === this.mode) return { ok: true, value: mode };
    const previous = this.mode;
    if (previous === 'setup') {
      // Leaving setup: the pieces placed become a game, if they make a legal position.
      const result = this.rules.game(`${writePlacement(this.setupPieces)} w - - 0 1`);
      if (!result.ok) return result;
      this.game = result.value;
    }
    this.mode = mode;
    this.view.setMode(mode);
    if (mode === 'setup') {
      this.setupPieces = readPosition(this.fen() || '8/8/8/8/8/8/8/8');
      this.view.setPosition(this.setupPieces, { lastMove: null, check: null, dests: {}, animate: false });
      this.view.setMovableColor('both');
    } else {
      this.clearTouch();
      this.sync({ animate: false });
    }
    return { ok: true, value: mode };
  }

  setTouchMove(on) {
    this.touchMove = on;
    this.view.set({ touchMove: on });
    if (!on) this.clearTouch();
  }

  setLang(lang) {
    this.lang = lang;
  }

  /** Hands the view everything it shows about the game. */
  sync({ lastMove, animate = true } = {}) {
    const game = this.game;
    if (!game || this.mode === 'setup') return;
    const fen = game.fen();
    const options = { check: this.checkSquare(fen), dests: this.destinations(), animate };
    if (lastMove !== undefined) options.lastMove = lastMove;
    this.view.setPosition(fen, options);
    this.over = game.isOver();
    if (this.mode === 'free') this.view.setMovableColor('both');
    else this.view.setMovableColor(this.over ? null : colorName(game.turn()));
    this.onChange();
  }

  checkSquare(fen) {
    if (!this.game.inCheck()) return null;
    const king = this.game.turn() === 'w' ? 'K' : 'k';
    for (const [square, piece] of readPosition(fen)) if (piece === king) return square;
    return null;
  }

  destinations() {
    const dests = {};
    if (this.mode !== 'play' || this.game.isOver()) return dests;
    const moves = this.lock ? this.lock.allowed.map((uci) => ({ from: uci.slice(0, 2), to: uci.slice(2, 4) })) : this.game.moves();
    for (const { from, to } of moves) {
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
    };
  }

  onMove({ from, to }) {
    if (this.mode === 'free') return this.freeMove(from, to);
    if (this.mode !== 'play' || !this.game) return null;
    const candidates = this.game.moves().filter((move) => move.from === from && move.to === to);
    if (candidates.some((move) => move.promotion)) {
      this.view.showPromotion({ from, to, color: colorName(this.game.turn()) });
      return null;
    }
    return this.play(`${from}${to}`, 'user');
  }

  onPromotion({ from, to, piece }) {
    if (!piece) return null; // cancelled: the pawn stays where it was
    return this.play(`${from}${to}${piece}`, 'user');
  }

  onSelect({ square, piece, adjust = false }) {
    this.emit('select', { square, piece });
    if (!square || !this.touchMove || this.mode !== 'play' || !this.game || this.over) return;
    if (adjust) {
      const result = this.game.touch(square, { adjust: true });
      if (result.ok) this.view.setMessage(touchMoveText(this.lang, 'adjusted', { square, piece }));
      return;
    }
    if (this.lock && square === this.lock.square) return;
    // Touches add up (a king and then a rook means castling, 4.4), so every touch goes to the
    // rules, which say what the child must now do.
    const result = this.game.touch(square);
    if (!result.ok) return;
    const { obligation, article, allowed } = result.value;
    if (this.lock) {
      const changed = obligation !== this.lock.obligation;
      this.commit(obligation, article, allowed);
      if (changed && LOCKING.has(obligation)) {
        this.view.setMessage(touchMoveText(this.lang, obligation, { square, piece, article }));
      } else {
        this.view.setMessage(touchMoveText(this.lang, 'locked', this.lock));
        this.view.playSound('illegal');
      }
      return;
    }
    if (LOCKING.has(obligation) && allowed.length) {
      this.lock = { square, piece };
      this.commit(obligation, article, allowed);
      this.view.setMessage(touchMoveText(this.lang, obligation, { square, piece, article }));
    } else if (obligation === 'none' && article === '4.5') {
      // 4.5: a touched piece that cannot move obliges nothing.
      this.view.setMessage(touchMoveText(this.lang, 'cannotMove', { square, piece }));
    }
  }

  /** Records what the touches oblige; the view shows only the allowed destinations. */
  commit(obligation, article, allowed) {
    const froms = new Set(allowed.map((uci) => uci.slice(0, 2)));
    if (froms.size === 1) {
      // The piece that must move (the king, when touching king and rook means castling).
      const [square] = froms;
      this.lock.square = square;
      this.lock.piece = readPosition(this.game.fen()).get(square);
    }
    Object.assign(this.lock, { obligation, article, allowed });
    this.view.setTouchLock(this.lock.square);
    this.view.setDestinations(this.destinations());
  }

  clearTouch() {
    this.lock = null;
    this.view.setTouchLock(null);
    this.view.setMessage(null);
    if (this.game) this.game.clearTouches();
  }

  // ---- moves ---------------------------------------------------------------------------

  /** Plays a move (UCI or SAN) by 'user' or 'script'. Returns the rules' result. */
  play(move, by) {
    const game = this.game;
    const legal = game.moves().find((m) => m.uci === move || m.san === move || m.san.replace(/[+#]$/, '') === move);
    const uciShaped = /^[a-h][1-8][a-h][1-8][qrbn]?$/.test(move);
    const from = legal ? legal.from : uciShaped ? move.slice(0, 2) : null;
    const to = legal ? legal.to : uciShaped ? move.slice(2, 4) : null;
    const promotion = legal ? legal.promotion : uciShaped ? move[4] : undefined;
    const uci = legal ? legal.uci : move;
    if (!this.emit('beforemove', { uci, from, to, promotion, by }, { cancelable: true })) {
      this.sync();
      return { ok: false, error: { code: 'CANCELLED', message: '' } };
    }
    const before = readPosition(game.fen());
    let result;
    let claim = null;
    if (this.claimArmed && by === 'user') {
      // A claim with an intended move: the move is played whether or not the claim is right.
      this.claimArmed = false;
      const reasons = game.claimable(uci);
      const reason = reasons.ok && reasons.value.length ? reasons.value[0] : 'threefold-repetition';
      const claimed = game.claimDraw(reason, uci);
      claim = claimed.ok ? claimed.value : null;
      result = claimed.ok ? (claim.move ? { ok: true, value: claim.move } : null) : claimed;
      if (claim && !claim.move) {
        // A correct claim resting on the position before the move: the game ends unplayed.
        this.sync();
        this.finish();
        return claimed;
      }
    } else {
      result = game.play(uci);
    }
    if (!result.ok) {
      const { code, message } = result.error;
      this.emit('illegal', { from, to, code, message });
      this.view.playSound('illegal');
      this.view.announce(this.rules.errorMessage(code, this.lang));
      if (code === 'TOUCH_MOVE_REQUIRED' && this.lock) this.view.setMessage(touchMoveText(this.lang, 'locked', this.lock));
      else if (code !== 'TOUCH_MOVE_REQUIRED') this.view.setMessage(this.rules.errorMessage(code, this.lang));
      this.view.requestRedraw(); // the piece goes back: the view never moved it
      this.onChange();
      return result;
    }
    const played = result.value;
    this.lock = null;
    this.view.setTouchLock(null);
    this.view.setMessage(claim && !claim.accepted ? controlText(this.lang, 'claimRejected') : null);
    this.sync({ lastMove: [played.from, played.to] });
    this.view.announceMove(moveDescription(played, before));
    this.view.playSound(played.check ? 'check' : played.captured ? 'capture' : 'move');
    this.emit('move', {
      uci: played.uci, san: played.san, from: played.from, to: played.to,
      piece: letter(played.piece, played.color),
      captured: played.captured ? letter(played.captured, played.color === 'w' ? 'b' : 'w') : null,
      promotion: played.promotion || null, check: played.check, mate: played.mate, fen: played.fen, by,
    });
    if (game.isOver()) this.finish();
    return result;
  }

  finish() {
    const outcome = this.game.outcome();
    const message = this.outcomeText(outcome);
    this.view.announce(message);
    this.view.setMovableColor(null);
    this.emit('outcome', { result: outcome.result, reason: outcome.reason, modern: outcome.modern, message });
    this.onChange();
  }

  outcomeText(outcome) {
    const { reasons, results, separator } = rulesText(this.lang);
    const reason = reasons[outcome.reason] ?? outcome.reason;
    return outcome.result === '*' ? reason : `${results[outcome.result] ?? outcome.result}${separator}${reason}`;
  }

  undo() {
    if (!this.game) return null;
    const result = this.game.undo();
    if (result.ok) {
      this.clearTouch();
      const history = this.game.history({ verbose: true });
      const last = history[history.length - 1];
      this.sync({ lastMove: last ? [last.from, last.to] : null });
    }
    return result;
  }

  // ---- game actions for the controls: each returns the rules' result -------------------

  /** The draws the player to move can claim now, and whether some move would allow one. */
  claimOptions() {
    const game = this.game;
    if (!game || this.mode !== 'play' || game.isOver()) return { now: [], withMove: false };
    const current = game.claimable();
    const now = current.ok ? current.value : [];
    const withMove = someMoveCouldAllowClaim(game) && game.moves().some((move) => {
      const later = game.claimable(move.uci);
      return later.ok && later.value.some((reason) => !now.includes(reason));
    });
    return { now, withMove };
  }

  claimDraw(reason) {
    const result = this.game.claimDraw(reason);
    if (result.ok && result.value.accepted) this.sync();
    if (result.ok && result.value.accepted) this.finish();
    else this.onChange();
    return result;
  }

  /** The next move by the child comes with a draw claim (on, off). */
  armClaim(on) {
    this.claimArmed = Boolean(on);
    this.view.setMessage(this.claimArmed ? controlText(this.lang, 'claimArmed') : null);
    this.onChange();
  }

  /** The player to move resigns (pass-and-play: whoever's turn it is). */
  resign(color = this.game.turn()) {
    return this.endBy(this.game.resign(color));
  }

  offerDraw() {
    const result = this.game.offerDraw();
    if (result.ok) {
      const side = controlText(this.lang, this.game.turn() === 'w' ? 'white' : 'black');
      this.view.announce(controlText(this.lang, 'drawOffered', { side }));
    }
    this.onChange();
    return result;
  }

  acceptDraw() {
    return this.endBy(this.game.acceptDraw());
  }

  /** `color`'s flag fell (the clock ran out). */
  flag(color) {
    return this.endBy(this.game.flag(color));
  }

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
    this.emit('move', { from, to, piece, captured, fen: `${writePlacement(pieces)} w - - 0 1`, by: 'user' });
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

/**
 * A played move (rules API shape) as the view's move description, for words. `before` is the
 * position before it, to tell en passant (a pawn capturing onto an empty square).
 */
export function moveDescription(played, before) {
  const castle = played.piece === 'k' && Math.abs(played.from.charCodeAt(0) - played.to.charCodeAt(0)) === 2
    ? (played.to[0] === 'g' ? 'short' : 'long') : null;
  return {
    from: played.from, to: played.to, piece: played.piece, color: played.color,
    captured: played.captured, promotion: played.promotion, castle,
    enPassant: played.piece === 'p' && Boolean(played.captured) && Boolean(before) && !before.has(played.to),
    check: played.check, mate: played.mate,
  };
}

function readSetupPosition(fen) {
  try {
    return { ok: true, value: readPosition(fen || '8/8/8/8/8/8/8/8') };
  } catch (error) {
    return { ok: false, error: { code: 'FEN_BOARD', message: error.message } };
  }
}

/** A claim resting on the next move (9.2, 9.3) needs the fifty moves complete after it, or a
 *  position that has already stood twice, which the move would make three. Without either, no
 *  move can allow one, and asking the rules about every legal move is skipped. Positions compare
 *  by the first four FEN fields: the en passant square is written only when a capture is legal. */
function someMoveCouldAllowClaim(game) {
  if (Number(game.fen().split(' ')[4]) >= 99) return true;
  const seen = new Set();
  for (const fen of [game.startFen(), ...game.history({ verbose: true }).map((move) => move.fen)]) {
    const position = fen.split(' ').slice(0, 4).join(' ');
    if (seen.has(position)) return true;
    seen.add(position);
  }
  return false;
}
