// A game of the rules API (index.d.ts's Game): its own copy of the core's game record (chess_game,
// as bytes), passed in through the one transfer buffer on every call (core.mjs) and replaced only
// when a call that changes the game succeeds. Made by rules.game() and rules.gameFromPgn()
// (index.mjs), which hand it the Rules object's internal side, never its public API.
import { ERROR_CODES, errorName } from './errors.mjs';
import { CAN_MATE_TEXT, CAN_MATE_VALUE, CLAIM_TEXT } from './facts.gen.mjs';
import { colorIndex, expectBoolean, expectOptions, expectString } from './args.mjs';
import { MOVE_SIZE, readCheck, readClaims, readCulprits, readSquareSet, readTouch } from './protocol.mjs';

// The one encoding of the two claims is CHESS_CLAIM_LIST's bits, named by the reasons they end with;
// [name, bit] in the order of the bits, which is index.d.ts's.
const CLAIMS = Object.entries(CLAIM_TEXT).map(([bit, name]) => [name, Number(bit)]);
const SQUARE = /^[a-h][1-8]$/;
const UCI = /^[a-h][1-8][a-h][1-8][nbrq]?$/;

/** The claim reasons of CHESS_CLAIM_* bits, in the order of index.d.ts. */
function claimReasons(bits) {
  return CLAIMS.filter(([, bit]) => bits & bit).map(([name]) => name);
}

// The tag pairs of a game read from PGN, kept for its game.pgn(), and its plies then: the Result
// read stands only while the game has not gone on (rules.gameFromPgn sets them: pgnHeadersRead).
export const pgnHeadersRead = new WeakMap();

export class Game {
  #rules;
  #core;
  #record;        // the core's chess_game, as bytes; replaced, never changed, when the game changes
  #state;         // the state record of #record
  #start;         // the normalised start FEN
  #played = [];   // a PlayedMove per ply of the record
  #moves = null;  // moves(), cached until the game changes

  /** `rules`: the Rules object's internal side (index.mjs's RulesInternals), never the API. */
  constructor(rules, record, state) {
    this.#rules = rules;
    this.#core = rules.core;
    this.#record = record;
    this.#state = state;
    this.#start = state.fen;
  }

  /** Copies the record in, calls the export, and keeps the new record if `keep` and it succeeded. */
  #call(name, args, keep) {
    const core = this.#core;
    core.putGame(this.#record);
    const code = core.x[name](...args);
    if (code >= 0 && keep) {
      this.#record = core.takeGame();
      this.#moves = null;
    }
    return code;
  }

  /** Writes an optional move text as the argument: its length (0 for none), or an error number. */
  #moveArg(text, what) {
    if (text === undefined) return 0;
    expectString(text, what);
    const length = this.#core.setArg(text);
    return length === 0 ? ERROR_CODES.MOVE_SYNTAX : length;
  }

  #fail(code) { return this.#rules.fail(code); }
  #outcome() { return this.#rules.outcomeOf(this.#state); }

  fen() { return this.#state.fen; }
  startFen() { return this.#start; }
  turn() { return this.#state.turn; }
  inCheck() { return this.#state.check !== null; }
  checkSquare() { return this.#state.check; }
  halfmoveClock() { return this.#state.halfmove; }
  repetitions() { return this.#state.repetitions; }
  outcome() { return this.#outcome(); }
  isOver() { return this.#state.result !== '*'; }
  drawOffer() { return this.#state.offer; }

  history(options) {
    const opts = expectOptions(options, 'game.history(options)');
    return opts.verbose ? this.#played.map((move) => ({ ...move })) : this.#played.map((move) => move.san);
  }

  moves() {
    if (!this.#moves) {
      const n = this.#call('chess_wasm_game_moves', [], false);
      if (n < 0) throw new Error(`chess-rules: moves() failed with ${errorName(n)}`);
      this.#moves = this.#core.answerMoves(n);
    }
    return this.#moves.map((move) => ({ ...move }));
  }

  movesFrom(square) {
    expectString(square, 'game.movesFrom(square)');
    if (!SQUARE.test(square)) return this.#fail(ERROR_CODES.MOVE_SYNTAX);
    const n = this.#call('chess_wasm_game_moves_from', [this.#core.setArg(square)], false);
    if (n < 0) return this.#fail(n);
    return { ok: true, value: [...new Set(this.#core.answerMoves(n).map((move) => move.to))] };
  }

  attackedSquares(color) {
    const index = colorIndex(color, 'game.attackedSquares(color)');
    const n = this.#call('chess_wasm_game_attacked', [index], false);
    if (n < 0) throw new Error(`chess-rules: attackedSquares() failed with ${errorName(n)}`);
    return readSquareSet(this.#core.answerViews().view, 0);
  }

  freeCaptures() {
    const n = this.#call('chess_wasm_game_free_captures', [], false);
    if (n < 0) throw new Error(`chess-rules: freeCaptures() failed with ${errorName(n)}`);
    return this.#core.answerMoves(n);
  }

  findMove(text) {
    expectString(text, 'game.findMove(text)');
    const length = this.#core.setArg(text);
    if (length < 0) return this.#fail(length);
    const code = this.#call('chess_wasm_game_find_move', [length], false);
    return code < 0 ? this.#fail(code) : { ok: true, value: this.#core.answerMoves(1)[0] };
  }

  culprits(uci) {
    expectString(uci, 'game.culprits(uci)');
    if (!UCI.test(uci)) return this.#fail(ERROR_CODES.MOVE_SYNTAX);
    const n = this.#call('chess_wasm_game_culprits', [this.#core.setArg(uci)], false);
    return n < 0 ? this.#fail(n) : { ok: true, value: readCulprits(this.#core.answerViews().view, n) };
  }

  play(move) {
    expectString(move, 'game.play(move)');
    return this.#play(move);
  }

  pass() { return this.#play('0000'); }

  /** The move record at the answer's start as a PlayedMove of `color`, the state after it behind. */
  #takePlayed(color) {
    const core = this.#core;
    this.#state = core.answerState(MOVE_SIZE);
    const played = { ...core.answerMoves(1)[0], color, ...readCheck(core.answerViews().bytes, 0), fen: this.#state.fen };
    this.#played.push(played);
    return { ...played };
  }

  #play(text) {
    const length = this.#core.setArg(text);
    if (length < 0) return this.#fail(length);
    const color = this.turn();
    const code = this.#call('chess_wasm_game_play', [length], true);
    if (code < 0) return this.#fail(code);
    return { ok: true, value: this.#takePlayed(color) };
  }

  undo() {
    const code = this.#call('chess_wasm_game_undo', [], true);
    if (code < 0) return this.#fail(code);
    this.#state = this.#core.answerState();
    return { ok: true, value: { ...this.#played.pop() } };
  }

  claimable(intendedMove) {
    const length = this.#moveArg(intendedMove, 'game.claimable(intendedMove)');
    if (length < 0) return this.#fail(length);
    const bits = this.#call('chess_wasm_game_claimable', [length], false);
    return bits < 0 ? this.#fail(bits) : { ok: true, value: claimReasons(bits) };
  }

  claimableAfter() {
    const n = this.#call('chess_wasm_game_claims_after', [], false);
    if (n < 0) return this.#fail(n);
    const { bytes } = this.#core.answerViews();
    const moves = this.#core.answerMoves(n);
    return { ok: true, value: moves.map((move, i) => ({ move, reasons: claimReasons(readClaims(bytes, i * MOVE_SIZE)) })) };
  }

  claimDraw(reason, intendedMove) {
    expectString(reason, 'game.claimDraw(reason)');
    const claim = CLAIMS.find(([name]) => name === reason);
    const length = this.#moveArg(intendedMove, 'game.claimDraw(reason, intendedMove)');
    if (length < 0) return this.#fail(length);
    const color = this.turn();
    const plies = this.#state.plies;
    const answer = this.#call('chess_wasm_game_claim', [claim ? claim[1] : 0, length], true);
    if (answer < 0) return this.#fail(answer);
    const after = this.#core.answerState(MOVE_SIZE);
    const move = after.plies > plies ? this.#takePlayed(color) : undefined;
    this.#state = after;
    const value = { accepted: answer === 1, outcome: this.#outcome() };
    if (move) value.move = move;
    return { ok: true, value };
  }

  #action(name, args) {
    const code = this.#call(name, args, true);
    if (code < 0) return this.#fail(code);
    this.#state = this.#core.answerState();
    return { ok: true, value: this.#outcome() };
  }

  // The player to move offers, the player the offer was made to accepts: the core knows who, so
  // these take no colour, and ignore any argument.
  offerDraw() { return this.#action('chess_wasm_game_offer_draw', []); }
  acceptDraw() { return this.#action('chess_wasm_game_accept_draw', []); }

  resign(color) { return this.#action('chess_wasm_game_resign', [colorIndex(color, 'game.resign(color)')]); }

  /** The board module's can-mate answer of `index` (0 white, 1 black), CHESS_CAN_MATE_*. */
  #canMateProof(index, what) {
    const answer = this.#call('chess_wasm_game_can_mate_proof', [index], false);
    if (answer < 0) throw new Error(`chess-rules: ${what} failed with ${errorName(answer)}`);
    return answer;
  }

  // A flag fall needs only whether the opponent can NOT mate, which the board module's proofs
  // decide exactly; so flag() is synchronous and never waits for the deep analysis.
  flag(color) {
    const index = colorIndex(color, 'game.flag(color)');
    if (this.isOver()) return this.#fail(ERROR_CODES.GAME_OVER);
    return this.#action('chess_wasm_game_flag', [index, this.#canMateProof(1 - index, 'flag()')]);
  }

  // The proofs decide 'no' and short mates; a 'yes' that needs a long helpmate comes from the deep
  // analysis, once this page has loaded it (rules.loadDeepAnalysis()).
  canMate(color) {
    const index = colorIndex(color, 'game.canMate(color)');
    const answer = this.#canMateProof(index, 'canMate()');
    const deep = this.#rules.deepAnalysis;
    return answer === CAN_MATE_VALUE.unknown && deep ? deep.gameCanMate(this.#record, index) : CAN_MATE_TEXT[answer];
  }

  touch(square, options) {
    expectString(square, 'game.touch(square)');
    const opts = expectOptions(options, 'game.touch(square, options)');
    const adjust = expectBoolean(opts.adjust, 'game.touch options.adjust');
    if (!SQUARE.test(square)) return this.#fail(ERROR_CODES.MOVE_SYNTAX);
    const n = this.#call('chess_wasm_game_touch', [this.#core.setArg(square), adjust ? 1 : 0], true);
    if (n < 0) return this.#fail(n);
    const { obligation, article } = readTouch(this.#core.answerViews().bytes, 0);
    const allowed = this.#core.answerMoves(n, 1).map((move) => move.uci).sort();
    this.#state = { ...this.#state, touches: this.#state.touches + 1 };
    return { ok: true, value: { obligation, article, allowed, message: this.#rules.touchMessage(obligation, article) } };
  }

  clearTouches() {
    const code = this.#call('chess_wasm_game_clear_touches', [], true);
    if (code < 0) return this.#fail(code);
    this.#state = this.#core.answerState();
    return { ok: true, value: undefined };
  }

  /**
   * Promise<Result<string>>: the game as PGN, written by the deep module (loaded on first use).
   * options.headers: tag pairs {Name: value}, over those the game was read with (gameFromPgn).
   */
  async pgn(options) {
    const opts = expectOptions(options, 'game.pgn(options)');
    const headers = expectOptions(opts.headers, 'game.pgn options.headers');
    for (const [name, value] of Object.entries(headers)) expectString(value, `game.pgn options.headers.${name}`);
    const read = pgnHeadersRead.get(this);
    const merged = { ...(read?.headers ?? {}) };
    if (read && read.plies !== this.#state.plies) delete merged.Result;
    Object.assign(merged, headers);
    const record = this.#record;
    return (await this.#rules.analysis()).writePgn(record, Object.entries(merged), this.#rules.lang);
  }

  /** The practice partner on this game, with its own history and exercise flag, in the search
   *  worker: Promise<Result<BestMove>>. */
  bestMove(options) {
    const record = this.#record; // the game as it is now, whatever happens before the worker runs
    const lang = this.#rules.lang;
    return this.#rules.analysis().then((client) => client.gameBestMove(record, options, lang));
  }

  /** The mate solver on this game's position, in the search worker: Promise<Result<MateLine | null>>. */
  mateIn(maxMoves, options) {
    const record = this.#record;
    const lang = this.#rules.lang;
    return this.#rules.analysis().then((client) => client.gameMateIn(record, maxMoves, options, lang));
  }
}
