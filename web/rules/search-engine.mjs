// The practice partner on the calling thread: chess-search.wasm (c/src/search.c and c/src/mate.c
// through c/wasm/shim.c) with the same loader as the rules API. The Web Worker (search-worker.mjs)
// runs it off the page's thread; Node and Jest use it directly. index.d.ts is the contract of
// bestMove, mateIn and levelNodes; the argument checks are search.mjs's, shared with the worker
// client. gameBestMove and gameMateIn serve game.bestMove and game.mateIn: they take the game's
// record (the bytes of chess_game that the rules module wrote; the two modules share the shim).
import { instantiateWasm } from './index.mjs';
import { ERROR_CODES, errorName, rulesError } from './errors.mjs';
import { PROTOCOL, readLine, readSearch } from './protocol.mjs';
import { ERROR_MESSAGES } from '../i18n/rules-all.mjs';
import { pickLang, translate } from '../i18n/lang.mjs';
import { checkBestMoveArgs, checkGameBestMoveArgs, checkGameMateInArgs, checkMateInArgs, describe } from './search.mjs';

const REQUIRED_EXPORTS = ['memory', 'chess_wasm_buffer', 'chess_wasm_buffer_size', 'chess_wasm_game_size',
  'chess_wasm_arg_offset', 'chess_wasm_out_offset', 'chess_wasm_protocol', 'chess_wasm_search_best',
  'chess_wasm_game_search_best', 'chess_wasm_mate_search', 'chess_wasm_game_mate_search', 'chess_wasm_search_level_nodes'];

const encoder = new TextEncoder();

function checkLang(lang) {
  if (lang !== undefined && typeof lang !== 'string') throw new TypeError(`lang must be a language tag string, got ${describe(lang)}`);
  return pickLang(lang);
}

/** The search over one instance of chess-search.wasm. Every call runs to the end synchronously. */
class SearchEngine {
  #x;
  #base;
  #size;
  #gameSize;
  #arg;
  #out;

  constructor(instance) {
    const x = instance.exports;
    for (const name of REQUIRED_EXPORTS) {
      if (!(name in x)) throw new Error(`chess-search: the wasm module lacks the export ${name}; rebuild it`);
    }
    if (x.chess_wasm_protocol() !== PROTOCOL) {
      throw new Error(`chess-search: the wasm module speaks protocol ${x.chess_wasm_protocol()}, this script ${PROTOCOL}; rebuild them together`);
    }
    if (typeof x._initialize === 'function') x._initialize();
    this.#x = x;
    this.#base = x.chess_wasm_buffer();
    this.#size = x.chess_wasm_buffer_size();
    this.#gameSize = x.chess_wasm_game_size();
    this.#arg = x.chess_wasm_arg_offset();
    this.#out = x.chess_wasm_out_offset();
    this.lang = 'en';
  }

  #bytes() { return new Uint8Array(this.#x.memory.buffer, this.#base, this.#size); }

  /** The answer region, as bytes and as a DataView. */
  #answer() {
    const buffer = this.#x.memory.buffer, at = this.#base + this.#out, size = this.#size - this.#out;
    return { bytes: new Uint8Array(buffer, at, size), view: new DataView(buffer, at, size) };
  }

  /** Writes text at `offset`, within `room` bytes; returns its length or INPUT_TOO_LONG's number. */
  #write(text, offset, room) {
    const done = encoder.encodeInto(text, this.#bytes().subarray(offset, offset + room));
    return done.read < text.length ? ERROR_CODES.INPUT_TOO_LONG : done.written;
  }

  /** Copies a game record from the rules module into the game region. */
  #putGame(record) {
    if (!(record instanceof Uint8Array) || record.length !== this.#gameSize)
      throw new TypeError(`chess-search: a game record is ${this.#gameSize} bytes of chess-rules.wasm's chess_game, got ${describe(record)}`);
    this.#bytes().set(record, 0);
  }

  #fail(number, lang) {
    const code = errorName(number);
    return { ok: false, error: rulesError(code, translate(ERROR_MESSAGES, code, checkLang(lang ?? this.lang))) };
  }

  #bestMoveAnswer(code, lang) {
    if (code < 0) return this.#fail(code, lang);
    const { bytes, view } = this.#answer();
    return { ok: true, value: readSearch(view, bytes, 0) };
  }

  #mateAnswer(n, lang) {
    if (n < 0) return this.#fail(n, lang);
    if (n === 0) return { ok: true, value: null };
    const { bytes, view } = this.#answer();
    return { ok: true, value: { moves: n, line: readLine(view, bytes, 0, 2 * n - 1) } };
  }

  /** Result<BestMove>, synchronously. lang: this call's messages (default: engine.lang). */
  bestMove(fen, options, lang) {
    const args = checkBestMoveArgs(fen, options);
    const fenLength = this.#write(args.fen, this.#arg, this.#out - this.#arg - 1);
    if (fenLength < 0) return this.#fail(fenLength, lang);
    // The history goes into the game region, before the argument text.
    const historyLength = this.#write(args.history.join('\n'), 0, this.#arg);
    if (historyLength < 0) return this.#fail(historyLength, lang);
    const code = this.#x.chess_wasm_search_best(fenLength, args.flags, args.level, args.nodes, args.mode, args.seed, historyLength);
    return this.#bestMoveAnswer(code, lang);
  }

  /** Result<BestMove> for a game record, with the game's own history. */
  gameBestMove(record, options, lang) {
    const args = checkGameBestMoveArgs(options);
    this.#putGame(record);
    return this.#bestMoveAnswer(this.#x.chess_wasm_game_search_best(args.level, args.nodes, args.mode, args.seed), lang);
  }

  /** Result<MateLine | null>, synchronously. */
  mateIn(fen, maxMoves, options, lang) {
    const args = checkMateInArgs(fen, maxMoves, options);
    const fenLength = this.#write(args.fen, this.#arg, this.#out - this.#arg - 1);
    if (fenLength < 0) return this.#fail(fenLength, lang);
    return this.#mateAnswer(this.#x.chess_wasm_mate_search(fenLength, args.flags, args.maxMoves, args.nodes), lang);
  }

  /** Result<MateLine | null> for a game record's position. */
  gameMateIn(record, maxMoves, options, lang) {
    const args = checkGameMateInArgs(maxMoves, options);
    this.#putGame(record);
    return this.#mateAnswer(this.#x.chess_wasm_game_mate_search(args.maxMoves, args.nodes), lang);
  }

  levelNodes(level) {
    if (!(Number.isInteger(level) && level >= 1 && level <= 5))
      throw new TypeError(`levelNodes(level): level must be an integer from 1 to 5, got ${describe(level)}`);
    return this.#x.chess_wasm_search_level_nodes(level);
  }
}

/** Loads chess-search.wasm on this thread. options.wasm: a URL, bytes or a compiled module
 *  (default: chess-search.wasm next to this script); options.lang: the messages' language. */
export async function loadChessSearch(options) {
  if (options !== undefined && (options === null || typeof options !== 'object' || Array.isArray(options)))
    throw new TypeError(`loadChessSearch(options): options must be an object or left out, got ${describe(options)}`);
  const source = options?.wasm ?? new URL('./chess-search.wasm', import.meta.url);
  const isUrl = typeof source === 'string' || source instanceof URL;
  if (!isUrl && !(source instanceof ArrayBuffer) && !ArrayBuffer.isView(source) && !(source instanceof WebAssembly.Module))
    throw new TypeError(`loadChessSearch options.wasm must be a URL, the module's bytes or a WebAssembly.Module, got ${describe(source)}`);
  const engine = new SearchEngine(await instantiateWasm(source));
  engine.lang = checkLang(options?.lang);
  return engine;
}
