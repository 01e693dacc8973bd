// The JS rules API over the standalone WebAssembly rules core. index.d.ts is its contract.
//
// One module instance serves every game on a page, and the module keeps no state between calls.
// The core's game record (chess_game) holds no pointers, so each Game object keeps its own record
// as bytes and passes it in through the shim's one transfer buffer on every call; a call that
// changes the game hands the new record back, and it is kept only if the call succeeded. Games
// cannot disturb each other, a failed call loses nothing, and the module's memory stays fixed.
// c/wasm/shim.c documents the buffer and the binary records read here (protocol.mjs).
import { ERROR_CODES, errorName, rulesError } from './errors.mjs';
import { CAN_MATE_TEXT, CAN_MATE_VALUE, CLAIM_TEXT, LAWS_TEXT, LAWS_VALUE, POS_FLAG_VALUE } from './facts.gen.mjs';
import { Core } from './core.mjs';
import { colorIndex, describe, expectBoolean, expectOptions, expectString, oneOf } from './args.mjs';
import { MOVE_SIZE, readCheck, readClaims, readSquareSet, readTouch } from './protocol.mjs';
import { policyError } from './policy.mjs';
import { fileReader } from './files.mjs';
import { hasRulesText, loadRulesText, rulesText } from '../i18n/rules.mjs';
import { LANGS, fillTemplate, pickLang } from '../i18n/lang.mjs';

// chess.h's named values come from its lists through scripts/gen/core-facts.mjs (facts.gen.mjs).
// The one encoding of the two claims is CHESS_CLAIM_LIST's bits, named by the reasons they end with;
// [name, bit] in the order of the bits, which is index.d.ts's.
const CLAIMS = Object.entries(CLAIM_TEXT).map(([bit, name]) => [name, Number(bit)]);
const SQUARE = /^[a-h][1-8]$/;
const IN_NODE = typeof process === 'object' && process !== null && Boolean(process.versions?.node);
const REQUIRED_EXPORTS = ['memory', 'chess_wasm_buffer', 'chess_wasm_buffer_size', 'chess_wasm_game_size',
  'chess_wasm_arg_offset', 'chess_wasm_out_offset', 'chess_wasm_protocol', 'chess_wasm_validate_fen', 'chess_wasm_perft',
  'chess_wasm_game_init', 'chess_wasm_game_state', 'chess_wasm_game_moves', 'chess_wasm_game_moves_from',
  'chess_wasm_game_attacked', 'chess_wasm_game_free_captures', 'chess_wasm_game_find_move', 'chess_wasm_game_play', 'chess_wasm_game_undo',
  'chess_wasm_game_claimable', 'chess_wasm_game_claims_after', 'chess_wasm_game_claim', 'chess_wasm_game_offer_draw',
  'chess_wasm_game_accept_draw', 'chess_wasm_game_resign', 'chess_wasm_game_flag', 'chess_wasm_game_can_mate_proof',
  'chess_wasm_game_touch', 'chess_wasm_game_clear_touches'];

/** The claim reasons of CHESS_CLAIM_* bits, in the order of index.d.ts. */
function claimReasons(bits) {
  return CLAIMS.filter(([, bit]) => bits & bit).map(([name]) => name);
}

// ---- argument checks: a programmer's mistake throws a TypeError (args.mjs) ----------------------

function lawsValue(laws, what) {
  if (typeof laws === 'string' && Object.hasOwn(LAWS_VALUE, laws)) return LAWS_VALUE[laws];
  throw new TypeError(`${what} must be ${oneOf(Object.values(LAWS_TEXT))}, got ${describe(laws)}`);
}

/**
 * The words of an outcome ({result, reason}) in `lang`, whose texts are loaded: 'White wins:
 * checkmate', or the reason alone while the game goes on. The one wording of an outcome, used by
 * game.outcome() and by <chess-board>, which speaks its own language.
 */
export function outcomeMessage(outcome, lang) {
  const { reasons, results, separator } = rulesText(lang);
  const reason = Object.hasOwn(reasons, outcome.reason) ? reasons[outcome.reason] : outcome.reason;
  if (outcome.result === '*') return reason;
  return (Object.hasOwn(results, outcome.result) ? results[outcome.result] : outcome.result) + separator + reason;
}

// ---- the API -------------------------------------------------------------------------------------

// The search (bestMove, mateIn) and the deep analysis (the full can-mate of a flag fall or a
// question, PGN) live in the search module, chess-search.wasm, and load on first use, so a board
// that never asks carries neither (where the bundle splits, search.mjs is a chunk of its own): in
// the page's search worker, or in Node, which has no Web Workers, on this thread from `searchWasm`.
function analysisClient(searchWasm) {
  return import('./search.mjs').then((module) => module.sharedAnalysisClient(searchWasm));
}

class Rules {
  #core;
  #lang;
  #laws;

  #searchWasm;

  constructor(core, lang, laws, searchWasm) {
    this.#core = core;
    this.#lang = lang;
    this.#laws = laws;
    this.#searchWasm = searchWasm;
  }

  #deep = null;
  #deepLoading = null;

  /** Internal: the deep analysis's client (search.mjs), loaded on first use. */
  analysis() { return analysisClient(this.#searchWasm); }

  /** Loads the deep analysis (chess-search.wasm) on this thread, once: game.canMate() then answers
   *  'yes' where only a long helpmate shows it. Resolves when it is ready.
   *  @returns {Promise<void>} */
  loadDeepAnalysis() {
    this.#deepLoading ??= import('./chess-search.mjs')
      .then((module) => module.loadChessSearch(this.#searchWasm === undefined ? {} : { wasm: this.#searchWasm }))
      .then((engine) => { this.#deep = engine; }, (error) => {
        this.#deepLoading = null; // a failed load may be retried
        throw error;
      });
    return this.#deepLoading;
  }

  /** Internal: the deep analysis on this thread, or null until loadDeepAnalysis() has resolved. */
  get deepAnalysis() { return this.#deep; }

  get lang() { return this.#lang; }

  /** Switches the messages' language once its texts have loaded (each language is fetched once,
   *  on first use); resolves to the language chosen. Messages stay synchronous. */
  async setLang(value) {
    expectString(value, 'rules.setLang(lang)');
    const lang = pickLang(value);
    await loadRulesText(lang);
    this.#lang = lang;
    return lang;
  }
  get laws() { return this.#laws; }

  errorMessage(code, lang) {
    expectString(code, 'rules.errorMessage(code)');
    if (!Object.hasOwn(ERROR_CODES, code)) throw new TypeError(`rules.errorMessage(code): unknown error code ${JSON.stringify(code)}`);
    if (lang !== undefined) expectString(lang, 'rules.errorMessage(code, lang)');
    // Another language is used if its texts are loaded (loadChessRules, setLang or a board in it).
    const asked = lang === undefined ? this.#lang : pickLang(lang);
    return rulesText(hasRulesText(asked) ? asked : this.#lang).errors[code];
  }

  /** Internal: {ok: false} for a negative number from the module. */
  fail(number) {
    const code = errorName(number);
    return { ok: false, error: rulesError(code, this.errorMessage(code)) };
  }

  /** Internal: an Outcome from the state. */
  outcomeOf(state) {
    return { result: state.result, reason: state.reason, modern: state.modern, message: outcomeMessage(state, this.#lang) };
  }

  /** Internal: the text for a touch-move obligation. */
  touchMessage(obligation, article) {
    const { obligations } = rulesText(this.#lang);
    const key = obligation === 'none' ? article : obligation;
    return Object.hasOwn(obligations, key) ? obligations[key] : obligations['4.5'];
  }

  /** Internal: the module. */
  get core() { return this.#core; }

  game(fen, options) {
    if (fen !== undefined) expectString(fen, 'rules.game(fen)');
    const opts = expectOptions(options, 'rules.game(fen, options)');
    const exercise = expectBoolean(opts.exercise, 'rules.game options.exercise');
    const laws = lawsValue(opts.laws === undefined ? this.#laws : opts.laws, 'rules.game options.laws');
    const core = this.#core;
    let length = -1; // the initial position
    if (fen !== undefined) {
      length = core.setArg(fen);
      if (length < 0) return this.fail(length);
    }
    const code = core.x.chess_wasm_game_init(length, exercise ? POS_FLAG_VALUE.exercise : 0, laws);
    if (code < 0) return this.fail(code);
    return { ok: true, value: new Game(this, core.takeGame(), core.answerState()) };
  }

  validateFen(fen, options) {
    expectString(fen, 'rules.validateFen(fen)');
    const opts = expectOptions(options, 'rules.validateFen(fen, options)');
    const exercise = expectBoolean(opts.exercise, 'rules.validateFen options.exercise');
    const length = this.#core.setArg(fen);
    if (length < 0) return this.fail(length);
    const n = this.#core.x.chess_wasm_validate_fen(length, exercise ? POS_FLAG_VALUE.exercise : 0);
    return n < 0 ? this.fail(n) : { ok: true, value: this.#core.answer() };
  }

  /** The practice partner, in a Web Worker (search.mjs): Promise<Result<BestMove>>. */
  bestMove(fen, options) { return this.analysis().then((client) => client.bestMove(fen, options, this.#lang)); }

  /** The mate solver, in the same worker: Promise<Result<MateLine | null>>. */
  mateIn(fen, maxMoves, options) { return this.analysis().then((client) => client.mateIn(fen, maxMoves, options, this.#lang)); }

  /** An exercise made and proved by the core, in the search module (the same worker):
   *  Promise<Result<Exercise>>; a mistake in the options rejects it with a TypeError, as bestMove's. */
  generate(options) { return this.analysis().then((client) => client.generate(options, this.#lang)); }

  perft(fen, depth) {
    expectString(fen, 'rules.perft(fen)');
    if (!Number.isInteger(depth) || depth < 0 || depth > 8)
      throw new TypeError(`rules.perft(fen, depth): depth must be an integer from 0 to 8, got ${describe(depth)}`);
    const length = this.#core.setArg(fen);
    if (length < 0) return this.fail(length);
    const n = this.#core.x.chess_wasm_perft(length, depth, 0);
    return n < 0 ? this.fail(n) : { ok: true, value: this.#core.answerCount() };
  }
  /**
   * Promise<Result<Game>>: the first game of a PGN text, read by the deep module (chess-search.wasm,
   * loaded on first use) and replayed here. Its tag pairs are kept for game.pgn(). An error names
   * where it is: error.line, and for a move error.moveNumber, error.color and error.text (the move).
   */
  async gameFromPgn(text, options) {
    expectString(text, 'rules.gameFromPgn(text)');
    const opts = expectOptions(options, 'rules.gameFromPgn(text, options)');
    const exercise = expectBoolean(opts.exercise, 'rules.gameFromPgn options.exercise');
    const lawsName = opts.laws === undefined ? this.#laws : opts.laws;
    const laws = lawsValue(lawsName, 'rules.gameFromPgn options.laws');
    const reading = await (await this.analysis()).readPgn(text, { exercise, laws });
    if (!reading.ok) return { ok: false, error: this.#pgnError(reading) };
    const { tags, start, moves, result } = reading.value;
    const made = this.game(start, { exercise, laws: lawsName });
    if (!made.ok) throw new Error(`chess-rules: the deep module read a start position the board module refuses: ${made.error.code}`);
    const game = made.value;
    for (const uci of moves) {
      const played = game.play(uci);
      if (!played.ok) throw new Error(`chess-rules: the deep module read a move the board module refuses: ${uci} ${played.error.code}`);
    }
    const headers = Object.fromEntries(tags);
    if (result !== null) headers.Result = result;
    pgnHeadersRead.set(game, { headers, plies: moves.length });
    return { ok: true, value: game };
  }

  /** The PgnError of a reading that failed: the core's message, prefixed with where. */
  #pgnError(reading) {
    const error = rulesError(reading.code, this.errorMessage(reading.code));
    const { pgn } = rulesText(this.#lang);
    const where = reading.moveNumber > 0
      ? fillTemplate(pgn.atMove, { number: reading.moveNumber, side: reading.color === 'w' ? pgn.white : pgn.black, move: reading.text })
      : reading.line > 0 ? fillTemplate(pgn.atLine, { line: reading.line, text: reading.text }) : '';
    error.message = where + error.message;
    error.line = reading.line;
    error.text = reading.text;
    if (reading.moveNumber > 0) {
      error.moveNumber = reading.moveNumber;
      error.color = reading.color;
    }
    return error;
  }
}

// The tag pairs of a game read from PGN, kept for its game.pgn(), and its plies then: the Result
// read stands only while the game has not gone on.
const pgnHeadersRead = new WeakMap();

class Game {
  #rules;
  #core;
  #record;        // the core's chess_game, as bytes; replaced, never changed, when the game changes
  #state;         // the state record of #record
  #start;         // the normalised start FEN
  #played = [];   // a PlayedMove per ply of the record
  #moves = null;  // moves(), cached until the game changes

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
  // these take no colour. An argument from an older caller is ignored.
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

  /** The practice partner on this game, with its own history and exercise flag, in the search
   *  worker: Promise<Result<BestMove>>. */
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

// ---- loading -------------------------------------------------------------------------------------

// URL → Promise<Core>: a page instantiates each module once, even when several bundles (the rules
// API, the lesson element) each carry a copy of this loader.
const instances = (globalThis[Symbol.for('chess-rules.instances')] ??= new Map());

async function instantiate(source) {
  if (source instanceof WebAssembly.Module) return WebAssembly.instantiate(source, {});
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return (await WebAssembly.instantiate(source, {})).instance;
  }
  const base = typeof location === 'object' && location && location.href ? location.href : import.meta.url;
  const url = source instanceof URL ? source : new URL(source, base);
  if (url.protocol === 'file:') {
    // Node reads the file (files.mjs); a browser page never loads modules from file: URLs.
    const read = await fileReader();
    if (!read) {
      throw new Error(`chess-rules: ${url.href} is a file: URL, which this module (the one for pages) does not read: serve the files ` +
        "over http(s), or in Node (20.16 or later) import the rules' Node build, chess-rules.node.mjs ('chess-teaching-widget/rules' from npm)");
    }
    return (await WebAssembly.instantiate(await read(url), {})).instance;
  }
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`chess-rules: could not load ${url.href}: HTTP ${response.status}`);
    if (typeof WebAssembly.instantiateStreaming === 'function' &&
        (response.headers.get('content-type') || '').startsWith('application/wasm')) {
      return (await WebAssembly.instantiateStreaming(response, {})).instance;
    }
    return (await WebAssembly.instantiate(await response.arrayBuffer(), {})).instance;
  } catch (error) {
    // refused by the page's Content-Security-Policy (connect-src, or compiling without
    // 'wasm-unsafe-eval'), which the browser reports as a network error: said as what it is
    throw await policyError(error, url.href);
  }
}

/** The URL of `name` in the folder of the module URL `source`. */
function siblingUrl(source, name) {
  const base = typeof location === 'object' && location && location.href ? location.href : import.meta.url;
  return String(new URL(name, new URL(source, base)));
}

/** Loads the module (once per URL) and resolves to the rules API. */
export async function loadChessRules(options) {
  const opts = expectOptions(options, 'loadChessRules(options)');
  if (opts.lang !== undefined) expectString(opts.lang, 'loadChessRules options.lang');
  const laws = opts.laws === undefined ? 'current' : opts.laws;
  lawsValue(laws, 'loadChessRules options.laws');
  const lang = pickLang(opts.lang);
  // The messages' language loads alongside the module; it must be there before a call can fail.
  const texts = loadRulesText(lang);
  texts.catch(() => {}); // awaited below; this only keeps a failed fetch from going unhandled meanwhile
  const source = opts.wasm === undefined ? new URL('./chess-rules.wasm', import.meta.url) : opts.wasm;
  const isUrl = typeof source === 'string' || source instanceof URL;
  if (!isUrl && !(source instanceof ArrayBuffer) && !ArrayBuffer.isView(source) && !(source instanceof WebAssembly.Module))
    throw new TypeError(`loadChessRules options.wasm must be a URL, the module's bytes or a WebAssembly.Module, got ${describe(source)}`);
  if (opts.searchWasm !== undefined && typeof opts.searchWasm !== 'string' && !(opts.searchWasm instanceof URL))
    throw new TypeError(`loadChessRules options.searchWasm must be a URL, got ${describe(opts.searchWasm)}`);
  const searchWasm = opts.searchWasm === undefined ? undefined : String(opts.searchWasm);
  let core;
  if (isUrl) {
    const key = String(source);
    if (!instances.has(key)) {
      const pending = instantiate(source).then((instance) => new Core(instance, REQUIRED_EXPORTS, 'chess-rules'));
      pending.catch(() => instances.delete(key)); // a failed load may be retried
      instances.set(key, pending);
    }
    core = await instances.get(key);
  } else {
    core = new Core(await instantiate(source), REQUIRED_EXPORTS, 'chess-rules');
  }
  const deepAnalysis = opts.deepAnalysis === undefined ? undefined : expectBoolean(opts.deepAnalysis, 'loadChessRules options.deepAnalysis');
  await texts;
  // The default is the search module's own neighbour (search-engine.mjs names it as a bundler
  // follows); next to options.wasm only when that URL was given.
  const rules = new Rules(core, lang, laws, searchWasm ?? (isUrl && opts.wasm !== undefined ? siblingUrl(source, 'chess-search.wasm') : undefined));
  // A page downloads the deep analysis only when asked; Node, where it costs no download, loads it
  // with the rules where it can, so that canMate() there answers as fully by default.
  if (deepAnalysis === true) await rules.loadDeepAnalysis();
  else if (deepAnalysis === undefined && IN_NODE) await rules.loadDeepAnalysis().catch(() => {});
  return rules;
}

export { LANGS };
// The loader, for the search module (search-engine.mjs): the same code loads both wasm files.
export { instantiate as instantiateWasm };
