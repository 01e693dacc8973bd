// One instantiated core module (chess-rules.wasm or chess-search.wasm, built from the same shim)
// and the copying in and out of its one transfer buffer. c/wasm/shim.c lays the buffer out: the
// game record from 0, the argument text from chess_wasm_arg_offset(), the answer's records from
// chess_wasm_out_offset(), which protocol.mjs reads. The rules API (index.mjs) and the search
// engine (search-engine.mjs) each hold one.
import { ERROR_CODES } from './errors.mjs';
import { describe } from './args.mjs';
import { MOVE_SIZE, readMove, readState, startedExports } from './protocol.mjs';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class Core {
  /** `required`: the exports this user calls; `who` names it in errors ('chess-rules'). */
  constructor(instance, required, who) {
    const exports = startedExports(instance, required, who);
    this.x = exports;
    this.who = who;
    this.base = exports.chess_wasm_buffer();
    this.size = exports.chess_wasm_buffer_size();
    this.gameSize = exports.chess_wasm_game_size();
    this.arg = exports.chess_wasm_arg_offset();
    this.out = exports.chess_wasm_out_offset();
    this.argMax = this.out - this.arg - 1; // the shim refuses longer text with INPUT_TOO_LONG
  }

  bytes() {
    // The memory never grows (ALLOW_MEMORY_GROWTH=0), so these views stay valid.
    this.byteView ??= new Uint8Array(this.x.memory.buffer, this.base, this.size);
    return this.byteView;
  }

  /** The answer region as bytes and as a DataView, for protocol.mjs's readers (offsets from 0). */
  answerViews() {
    this.outBytes ??= new Uint8Array(this.x.memory.buffer, this.base + this.out, this.size - this.out);
    this.outView ??= new DataView(this.x.memory.buffer, this.base + this.out, this.size - this.out);
    return { bytes: this.outBytes, view: this.outView };
  }

  /** Writes text at byte `offset` of the buffer within `room` bytes: its length in bytes, or
   *  INPUT_TOO_LONG's number. */
  write(text, offset, room) {
    const done = encoder.encodeInto(text, this.bytes().subarray(offset, offset + room));
    return done.read < text.length ? ERROR_CODES.INPUT_TOO_LONG : done.written;
  }

  /** Writes text as the argument: its length in bytes, or INPUT_TOO_LONG's number. */
  setArg(text) { return this.write(text, this.arg, this.argMax); }

  /** Copies a game record (bytes of chess_game, from either module) into the game region. */
  putGame(record) {
    if (!(record instanceof Uint8Array) || record.length !== this.gameSize)
      throw new TypeError(`${this.who}: a game record is ${this.gameSize} bytes of chess_game, got ${describe(record)}`);
    this.bytes().set(record, 0);
  }

  takeGame() { return this.bytes().slice(0, this.gameSize); }

  /** The answer as text, up to its NUL. */
  answer() {
    const { bytes } = this.answerViews();
    const end = bytes.indexOf(0);
    return decoder.decode(bytes.subarray(0, end < 0 ? bytes.length : end));
  }

  /** The answer as the 64-bit count perft writes (exact below 2^53). */
  answerCount() {
    const { view } = this.answerViews();
    return view.getUint32(0, true) + view.getUint32(4, true) * 2 ** 32;
  }

  /** `count` move records from record `first` of the answer. */
  answerMoves(count, first = 0) {
    const { bytes, view } = this.answerViews();
    const moves = new Array(count);
    for (let i = 0; i < count; i++) moves[i] = readMove(view, bytes, (first + i) * MOVE_SIZE);
    return moves;
  }

  /** The state record at byte `at` of the answer. */
  answerState(at = 0) {
    const { bytes, view } = this.answerViews();
    return readState(view, bytes, at);
  }
}
