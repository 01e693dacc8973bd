// The practice partner on the calling thread: chess-search.wasm (c/src/search.c through
// c/wasm/shim.c) with the same loader as the rules API. The Web Worker (search-worker.mjs) runs it
// off the page's thread; Node and Jest use it directly. index.d.ts is the contract of bestMove,
// mateIn and levelNodes; the argument checks are search.mjs's, shared with the worker client.
import { instantiateWasm } from './index.mjs';
import { ERROR_CODES, errorName } from './errors.mjs';
import { ERROR_MESSAGES } from '../i18n/rules-all.mjs';
import { pickLang, translate } from '../i18n/lang.mjs';
import { checkBestMoveArgs, checkMateInArgs, describe } from './search.mjs';

const REQUIRED_EXPORTS = ['memory', 'chess_wasm_buffer', 'chess_wasm_buffer_size', 'chess_wasm_arg_offset',
  'chess_wasm_out_offset', 'chess_wasm_search_best', 'chess_wasm_mate_search', 'chess_wasm_search_level_nodes'];

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function checkLang(lang) {
  if (lang !== undefined && typeof lang !== 'string') throw new TypeError(`lang must be a language tag string, got ${describe(lang)}`);
  return pickLang(lang);
}

/** The search over one instance of chess-search.wasm. Every call runs to the end synchronously. */
class SearchEngine {
  #x;
  #base;
  #size;
  #arg;
  #out;

  constructor(instance) {
    const x = instance.exports;
    for (const name of REQUIRED_EXPORTS) {
      if (!(name in x)) throw new Error(`chess-search: the wasm module lacks the export ${name}; rebuild it`);
    }
    if (typeof x._initialize === 'function') x._initialize();
    this.#x = x;
    this.#base = x.chess_wasm_buffer();
    this.#size = x.chess_wasm_buffer_size();
    this.#arg = x.chess_wasm_arg_offset();
    this.#out = x.chess_wasm_out_offset();
    this.lang = 'en';
  }

  #bytes() { return new Uint8Array(this.#x.memory.buffer, this.#base, this.#size); }

  /** Writes text at `offset`, within `room` bytes; returns its length or INPUT_TOO_LONG's number. */
  #write(text, offset, room) {
    const done = encoder.encodeInto(text, this.#bytes().subarray(offset, offset + room));
    return done.read < text.length ? ERROR_CODES.INPUT_TOO_LONG : done.written;
  }

  #answer() {
    const out = this.#bytes().subarray(this.#out);
    const end = out.indexOf(0);
    return decoder.decode(out.subarray(0, end < 0 ? out.length : end));
  }

  #fail(number, lang) {
    const code = errorName(number);
    return { ok: false, error: { code, message: translate(ERROR_MESSAGES, code, checkLang(lang ?? this.lang)) } };
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
    if (code < 0) return this.#fail(code, lang);
    const [uci, san, score, mate, reason, depth, nodes] = this.#answer().split(' ');
    const value = { uci, san, score: Number(score), depth: Number(depth), nodes: Number(nodes) };
    if (Number(mate) !== 0) value.mate = Number(mate);
    if (reason !== 'none') value.reason = reason;
    return { ok: true, value };
  }

  /** Result<MateLine | null>, synchronously. */
  mateIn(fen, maxMoves, options, lang) {
    const args = checkMateInArgs(fen, maxMoves, options);
    const fenLength = this.#write(args.fen, this.#arg, this.#out - this.#arg - 1);
    if (fenLength < 0) return this.#fail(fenLength, lang);
    const n = this.#x.chess_wasm_mate_search(fenLength, args.flags, args.maxMoves, args.nodes);
    if (n < 0) return this.#fail(n, lang);
    const line = n === 0 ? [] : this.#answer().split('\n').filter(Boolean).map((entry) => {
      const [uci, san] = entry.split(' ');
      return { uci, san };
    });
    return { ok: true, value: n === 0 ? null : { moves: n, line } };
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
