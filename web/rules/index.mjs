// The JS rules API over the standalone WebAssembly rules core. index.d.ts is its contract.
//
// One module instance serves every game on a page, and the module keeps no state between calls.
// The core's game record (chess_game) holds no pointers, so each Game object keeps its own record
// as bytes and passes it in through the shim's one transfer buffer on every call; a call that
// changes the game hands the new record back, and it is kept only if the call succeeded. Games
// cannot disturb each other, a failed call loses nothing, and the module's memory stays fixed.
// c/wasm/shim.c documents the buffer and the binary records read here (protocol.mjs).
// This module: the Rules object (the position questions, the messages, the deep analysis's
// loading) and loadChessRules; game.mjs: a Game; load.mjs: fetching and instantiating a module.
import { ERROR_CODES, errorName, rulesError } from './errors.mjs';
import { GENERATE_PIECE_TEXT, LAWS_TEXT, LAWS_VALUE, POS_FLAG_VALUE, EXERCISE_KIND_TEXT } from './facts.gen.mjs';
import { Core } from './core.mjs';
import { describe, expectBoolean, expectOptions, expectString, oneOf } from './args.mjs';
import { Game, pgnHeadersRead } from './game.mjs';
import { instances, instantiate, siblingUrl } from './load.mjs';
import { hasRulesText, loadRulesText, rulesText } from '../i18n/rules.mjs';
import { LANGS, fillTemplate, pickLang } from '../i18n/lang.mjs';

const IN_NODE = typeof process === 'object' && process !== null && Boolean(process.versions?.node);
const REQUIRED_EXPORTS = ['memory', 'chess_wasm_buffer', 'chess_wasm_buffer_size', 'chess_wasm_game_size',
  'chess_wasm_arg_offset', 'chess_wasm_out_offset', 'chess_wasm_protocol', 'chess_wasm_validate_fen', 'chess_wasm_perft',
  'chess_wasm_game_init', 'chess_wasm_game_state', 'chess_wasm_game_moves', 'chess_wasm_game_moves_from',
  'chess_wasm_game_attacked', 'chess_wasm_game_free_captures', 'chess_wasm_game_find_move', 'chess_wasm_game_culprits', 'chess_wasm_game_play', 'chess_wasm_game_undo',
  'chess_wasm_game_claimable', 'chess_wasm_game_claims_after', 'chess_wasm_game_claim', 'chess_wasm_game_offer_draw',
  'chess_wasm_game_accept_draw', 'chess_wasm_game_resign', 'chess_wasm_game_flag', 'chess_wasm_game_can_mate_proof',
  'chess_wasm_game_touch', 'chess_wasm_game_clear_touches'];

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

  /** The deep analysis's client (search.mjs), loaded on first use. */
  #analysis() { return analysisClient(this.#searchWasm); }

  /** What the games of these rules use and the API does not show (game.mjs): given to each Game,
   *  never reachable from the Rules object. */
  #internals = (() => {
    const rules = this;
    return Object.freeze({
      get core() { return rules.#core; },
      get lang() { return rules.#lang; },
      get deepAnalysis() { return rules.#deep; },
      analysis: () => this.#analysis(),
      fail: (number) => this.#fail(number),
      outcomeOf: (state) => ({ result: state.result, reason: state.reason, modern: state.modern, message: outcomeMessage(state, this.#lang) }),
      touchMessage: (obligation, article) => {
        const { obligations } = rulesText(this.#lang);
        const key = obligation === 'none' ? article : obligation;
        return Object.hasOwn(obligations, key) ? obligations[key] : obligations['4.5'];
      },
    });
  })();

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

  /** {ok: false} for a negative number from the module. */
  #fail(number) {
    const code = errorName(number);
    return { ok: false, error: rulesError(code, this.errorMessage(code)) };
  }

  game(fen, options) {
    if (fen !== undefined) expectString(fen, 'rules.game(fen)');
    const opts = expectOptions(options, 'rules.game(fen, options)');
    const exercise = expectBoolean(opts.exercise, 'rules.game options.exercise');
    const laws = lawsValue(opts.laws === undefined ? this.#laws : opts.laws, 'rules.game options.laws');
    const core = this.#core;
    let length = -1; // the initial position
    if (fen !== undefined) {
      length = core.setArg(fen);
      if (length < 0) return this.#fail(length);
    }
    const code = core.x.chess_wasm_game_init(length, exercise ? POS_FLAG_VALUE.exercise : 0, laws);
    if (code < 0) return this.#fail(code);
    return { ok: true, value: new Game(this.#internals, core.takeGame(), core.answerState()) };
  }

  validateFen(fen, options) {
    expectString(fen, 'rules.validateFen(fen)');
    const opts = expectOptions(options, 'rules.validateFen(fen, options)');
    const exercise = expectBoolean(opts.exercise, 'rules.validateFen options.exercise');
    const length = this.#core.setArg(fen);
    if (length < 0) return this.#fail(length);
    const n = this.#core.x.chess_wasm_validate_fen(length, exercise ? POS_FLAG_VALUE.exercise : 0);
    return n < 0 ? this.#fail(n) : { ok: true, value: this.#core.answer() };
  }

  /** The practice partner, in a Web Worker (search.mjs): Promise<Result<BestMove>>. */
  bestMove(fen, options) { return this.#analysis().then((client) => client.bestMove(fen, options, this.#lang)); }

  /** The mate solver, in the same worker: Promise<Result<MateLine | null>>. */
  mateIn(fen, maxMoves, options) { return this.#analysis().then((client) => client.mateIn(fen, maxMoves, options, this.#lang)); }

  /** An exercise made and proved by the core, in the search module (the same worker):
   *  Promise<Result<Exercise>>; a mistake in the options rejects it with a TypeError, as bestMove's. */
  generate(options) { return this.#analysis().then((client) => client.generate(options, this.#lang)); }

  perft(fen, depth) {
    expectString(fen, 'rules.perft(fen)');
    if (!Number.isInteger(depth) || depth < 0 || depth > 8)
      throw new TypeError(`rules.perft(fen, depth): depth must be an integer from 0 to 8, got ${describe(depth)}`);
    const length = this.#core.setArg(fen);
    if (length < 0) return this.#fail(length);
    const n = this.#core.x.chess_wasm_perft(length, depth, 0);
    return n < 0 ? this.#fail(n) : { ok: true, value: this.#core.answerCount() };
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
    const reading = await (await this.#analysis()).readPgn(text, { exercise, laws });
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

/** The module at a URL as a Core, instantiated once per page (a failed load may be retried). */
function coreAt(source) {
  const key = String(source);
  if (!instances.has(key)) {
    const pending = instantiate(source).then((instance) => new Core(instance, REQUIRED_EXPORTS, 'chess-rules'));
    pending.catch(() => instances.delete(key));
    instances.set(key, pending);
  }
  return instances.get(key);
}

/** Starts fetching and compiling the default module (chess-rules.wasm beside this code) and the
 *  messages of `lang`, so that a later loadChessRules() finds them under way: for a page's entry
 *  module to call as it evaluates, before any board has drawn. A failure waits for loadChessRules. */
export function preloadChessRules(lang) {
  coreAt(new URL('./chess-rules.wasm', import.meta.url)).catch(() => {});
  loadRulesText(pickLang(lang)).catch(() => {});
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
  const core = await (isUrl ? coreAt(source) : instantiate(source).then((instance) => new Core(instance, REQUIRED_EXPORTS, 'chess-rules')));
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
/** What generate() can be asked for, in the core's order: its skills (chess.h's CHESS_SKILL_LIST)
 *  and pieces (CHESS_GENERATE_PIECE_LIST); which pieces a skill takes, the core says (INVALID_ARGUMENT). */
const KINDS = Object.freeze(Object.values(EXERCISE_KIND_TEXT));
export const GENERATORS = Object.freeze({ kinds: KINDS, pieces: Object.freeze(Object.values(GENERATE_PIECE_TEXT)) });
