// The practice partner on the calling thread: chess-search.wasm (c/src/search.c and c/src/mate.c
// through c/wasm/shim.c) with the same loader as the rules API. The Web Worker (search-worker.mjs)
// runs it off the page's thread; Node and Jest use it directly. index.d.ts is the contract of
// bestMove, mateIn and levelNodes; the argument checks are search.mjs's, shared with the worker
// client. gameBestMove and gameMateIn serve game.bestMove and game.mateIn: they take the game's
// record (the bytes of chess_game that the rules module wrote; the two modules share the shim).
import { instantiate as instantiateWasm } from './load.mjs';
import { Core } from './core.mjs';
import { colorIndex, describe } from './args.mjs';
import { ERROR_CODES, errorName, rulesError } from './errors.mjs';
import { CAN_MATE_FULL_BUDGET, CAN_MATE_TEXT, POS_FLAG_VALUE, RESULT_TEXT, SEARCH_MAX_LEVEL, SEARCH_MIN_LEVEL } from './facts.gen.mjs';
import { PGN_INFO_SIZE, readExercise, readLine, readPgnInfo, readSearch, readText } from './protocol.mjs';
import { ERROR_MESSAGES } from '../i18n/rules-all.mjs';
import { pickLang, translate } from '../i18n/lang.mjs';
import { checkBestMoveArgs, checkGameBestMoveArgs, checkGameMateInArgs, checkGenerateArgs, checkMateInArgs } from './search.mjs';

const REQUIRED_EXPORTS = ['memory', 'chess_wasm_buffer', 'chess_wasm_buffer_size', 'chess_wasm_game_size',
  'chess_wasm_arg_offset', 'chess_wasm_out_offset', 'chess_wasm_protocol', 'chess_wasm_search_best',
  'chess_wasm_game_search_best', 'chess_wasm_mate_search', 'chess_wasm_game_mate_search', 'chess_wasm_search_level_nodes',
  'chess_wasm_game_can_mate', 'chess_wasm_can_mate', 'chess_wasm_pgn_buffer', 'chess_wasm_pgn_text_size',
  'chess_wasm_pgn_tags_size', 'chess_wasm_pgn_read', 'chess_wasm_pgn_write', 'chess_wasm_generate'];

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const ERROR_TEXT_MAX = 40; // the bytes of the text at fault shown in an error

function checkLang(lang) {
  if (lang !== undefined && typeof lang !== 'string') throw new TypeError(`lang must be a language tag string, got ${describe(lang)}`);
  return pickLang(lang);
}

/** The search over one instance of chess-search.wasm. Every call runs to the end synchronously. */
class SearchEngine {
  #core;
  #x;

  constructor(instance) {
    this.#core = new Core(instance, REQUIRED_EXPORTS, 'chess-search');
    this.#x = this.#core.x;
    this.lang = 'en';
  }

  #fail(number, lang) {
    const code = errorName(number);
    return { ok: false, error: rulesError(code, translate(ERROR_MESSAGES, code, checkLang(lang ?? this.lang))) };
  }

  #bestMoveAnswer(code, lang) {
    if (code < 0) return this.#fail(code, lang);
    const { bytes, view } = this.#core.answerViews();
    return { ok: true, value: readSearch(view, bytes, 0) };
  }

  #mateAnswer(n, lang) {
    if (n < 0) return this.#fail(n, lang);
    if (n === 0) return { ok: true, value: null };
    const { bytes, view } = this.#core.answerViews();
    return { ok: true, value: { moves: n, line: readLine(view, bytes, 0, 2 * n - 1) } };
  }

  /** Result<BestMove>, synchronously. lang: this call's messages (default: engine.lang). */
  bestMove(fen, options, lang) {
    const args = checkBestMoveArgs(fen, options);
    const fenLength = this.#core.setArg(args.fen);
    if (fenLength < 0) return this.#fail(fenLength, lang);
    // The history goes into the game region, before the argument text.
    const historyLength = this.#core.write(args.history.join('\n'), 0, this.#core.arg);
    if (historyLength < 0) return this.#fail(historyLength, lang);
    const code = this.#x.chess_wasm_search_best(fenLength, args.flags, args.level, args.nodes, args.mode, args.seed, historyLength);
    return this.#bestMoveAnswer(code, lang);
  }

  /** Result<BestMove> for a game record, with the game's own history. */
  gameBestMove(record, options, lang) {
    const args = checkGameBestMoveArgs(options);
    this.#core.putGame(record);
    return this.#bestMoveAnswer(this.#x.chess_wasm_game_search_best(args.level, args.nodes, args.mode, args.seed), lang);
  }

  /** Result<MateLine | null>, synchronously. */
  mateIn(fen, maxMoves, options, lang) {
    const args = checkMateInArgs(fen, maxMoves, options);
    const fenLength = this.#core.setArg(args.fen);
    if (fenLength < 0) return this.#fail(fenLength, lang);
    return this.#mateAnswer(this.#x.chess_wasm_mate_search(fenLength, args.flags, args.maxMoves, args.nodes), lang);
  }

  /** Result<MateLine | null> for a game record's position. */
  gameMateIn(record, maxMoves, options, lang) {
    const args = checkGameMateInArgs(maxMoves, options);
    this.#core.putGame(record);
    return this.#mateAnswer(this.#x.chess_wasm_game_mate_search(args.maxMoves, args.nodes), lang);
  }

  /** Result<Exercise> (index.d.ts), synchronously: chess_generate's exercise for these options. */
  generate(options, lang) {
    const args = checkGenerateArgs(options);
    const code = this.#x.chess_wasm_generate(args.kind, args.piece, args.side, args.seed, args.difficulty);
    if (code < 0) return this.#fail(code, lang);
    const { bytes, view } = this.#core.answerViews();
    const { side = 'white', seed = 0 } = options;
    const kind = args.kindName;
    return { ok: true, value: { kind, skill: kind, side: side === 'b' || side === 'black' ? 'black' : 'white', seed, difficulty: args.difficulty,
      exercise: kind === 'collect-stars', ...readExercise(view, bytes, 0) } };
  }

  /** game.canMate's full analysis, for a game record: 'yes', 'no' or 'unknown'. color: 0 white, 1 black. */
  gameCanMate(record, color) {
    if (color !== 0 && color !== 1) throw new TypeError(`gameCanMate(record, color): color must be 0 or 1, got ${describe(color)}`);
    this.#core.putGame(record);
    const answer = this.#x.chess_wasm_game_can_mate(color);
    if (answer < 0) throw new Error(`chess-search: the can-mate analysis failed with ${errorName(answer)}`);
    return CAN_MATE_TEXT[answer];
  }

  /** chess_can_mate for a FEN: Result<'yes' | 'no' | 'unknown'>. options.budget: the moves the
   *  helpmate search may examine (default the full budget, 1,000,000); options.exercise. */
  canMate(fen, color, options, lang) {
    if (typeof fen !== 'string') throw new TypeError(`canMate(fen): fen must be a string, got ${describe(fen)}`);
    const index = colorIndex(color, 'canMate(fen, color): color');
    const { budget = CAN_MATE_FULL_BUDGET, exercise = false } = options ?? {};
    if (!(Number.isInteger(budget) && budget >= 1 && budget <= 2 ** 31 - 1))
      throw new TypeError(`canMate options.budget must be an integer from 1 to 2^31 - 1, got ${describe(budget)}`);
    if (typeof exercise !== 'boolean') throw new TypeError(`canMate options.exercise must be true or false, got ${describe(exercise)}`);
    const fenLength = this.#core.setArg(fen);
    if (fenLength < 0) return this.#fail(fenLength, lang);
    const answer = this.#x.chess_wasm_can_mate(fenLength, exercise ? POS_FLAG_VALUE.exercise : 0, index, budget);
    return answer < 0 ? this.#fail(answer, lang) : { ok: true, value: CAN_MATE_TEXT[answer] };
  }

  /** The PGN buffer: its text part and its tag part, as bytes. */
  #pgnBuffer() {
    const buffer = this.#x.memory.buffer, at = this.#x.chess_wasm_pgn_buffer();
    const textSize = this.#x.chess_wasm_pgn_text_size(), tagsSize = this.#x.chess_wasm_pgn_tags_size();
    return { text: new Uint8Array(buffer, at, textSize), tags: new Uint8Array(buffer, at + textSize, tagsSize) };
  }

  /**
   * Reads the first game of a PGN text (chess_pgn_read). Resolves to plain data, for the rules
   * API to replay on the board module: {ok: true, value: {tags: [[name, value], ...], start (the
   * FEN), moves (UCI), result (the termination token, or null)}} or {ok: false, code, line,
   * moveNumber (0 before the moves), color ('w' | 'b', or null before the moves), text (the text
   * at fault), and plies (UCI) read before it}. options: {exercise, laws: 0 | 2000}.
   */
  readPgn(text, options) {
    if (typeof text !== 'string') throw new TypeError(`readPgn(text): text must be a string, got ${describe(text)}`);
    const { exercise = false, laws = 0 } = options ?? {};
    const buffer = this.#pgnBuffer();
    const bytes = encoder.encode(text);
    // A long file (a whole database) is read from its start: its first game must end in the buffer.
    const length = Math.min(bytes.length, buffer.text.length);
    buffer.text.set(bytes.subarray(0, length));
    const plies = this.#x.chess_wasm_pgn_read(length, exercise ? POS_FLAG_VALUE.exercise : 0, laws);
    const { bytes: answer, view } = this.#core.answerViews();
    const info = readPgnInfo(view, answer, 0);
    const moves = readText(answer, PGN_INFO_SIZE, answer.length - PGN_INFO_SIZE).split(' ').filter(Boolean);
    if (plies >= 0 && length < bytes.length && info.end === length) {
      return { ok: false, code: 'INPUT_TOO_LONG', line: 0, moveNumber: 0, color: null, text: '', plies: moves };
    }
    if (plies < 0) {
      const fault = bytes.subarray(info.errorOffset, info.errorOffset + Math.min(info.errorLength, ERROR_TEXT_MAX));
      return {
        ok: false, code: errorName(plies), line: info.errorLine, moveNumber: info.moveNumber,
        color: info.moveNumber > 0 ? 'wb'[info.moveColor] : null, text: decoder.decode(fault), plies: moves,
      };
    }
    const fields = decoder.decode(buffer.tags.subarray(0, info.tagsLength)).split('\0');
    const tags = [];
    for (let i = 0; i < info.tagCount; i++) tags.push([fields[2 * i], fields[2 * i + 1]]);
    return { ok: true, value: { tags, start: info.startFen, moves, result: info.hasResult ? RESULT_TEXT[info.result] : null } };
  }

  /** The PGN of a game record with tags [[name, value], ...] (chess_pgn_write): Result<string>. */
  writePgn(record, tags, lang) {
    if (!Array.isArray(tags) || !tags.every((tag) => Array.isArray(tag) && tag.length === 2 && tag.every((part) => typeof part === 'string')))
      throw new TypeError(`writePgn(record, tags): tags must be [name, value] string pairs, got ${describe(tags)}`);
    this.#core.putGame(record);
    const buffer = this.#pgnBuffer();
    // A NUL ends a field in C: inside a name it makes the name invalid, inside a value it is dropped.
    const fields = tags.map(([name, value]) => `${name.replaceAll('\0', ' ')}\0${value.replaceAll('\0', '')}\0`).join('');
    const done = encoder.encodeInto(fields, buffer.tags);
    if (done.read < fields.length) return this.#fail(ERROR_CODES.INPUT_TOO_LONG, lang);
    const length = this.#x.chess_wasm_pgn_write(tags.length, done.written);
    if (length < 0) return this.#fail(length, lang);
    return { ok: true, value: decoder.decode(buffer.text.subarray(0, length)) };
  }

  levelNodes(level) {
    if (!(Number.isInteger(level) && level >= SEARCH_MIN_LEVEL && level <= SEARCH_MAX_LEVEL))
      throw new TypeError(`levelNodes(level): level must be an integer from ${SEARCH_MIN_LEVEL} to ${SEARCH_MAX_LEVEL}, got ${describe(level)}`);
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
