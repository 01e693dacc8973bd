// The shim's answer records (c/wasm/shim.c's header comment gives the layout; these offsets are
// the same), read with a DataView. Shared by the rules API (index.mjs) and the search engine
// (search-engine.mjs), which load the two modules built from that one shim.
import { PIECE_TYPE_TEXT } from './facts.gen.mjs';

export const PROTOCOL = 4; // chess_wasm_protocol(): the layout below

/**
 * The exports of an instantiated core module, once they are known to hold every name of
 * `required` and to speak PROTOCOL, and the module is started. `who` names the script in errors.
 * @param {WebAssembly.Instance} instance
 * @param {readonly string[]} required
 * @param {string} who
 * @returns {any}
 */
export function startedExports(instance, required, who) {
  const exports = /** @type {any} */ (instance.exports);
  for (const name of required) {
    if (!(name in exports)) throw new Error(`${who}: the wasm module lacks the export ${name}; rebuild it`);
  }
  if (exports.chess_wasm_protocol() !== PROTOCOL) {
    throw new Error(`${who}: the wasm module speaks protocol ${exports.chess_wasm_protocol()}, this script ${PROTOCOL}; rebuild them together`);
  }
  if (typeof exports._initialize === 'function') exports._initialize();
  return exports;
}
export const MOVE_SIZE = 24;
export const STATE_SIZE = 148;

const FILES = 'abcdefgh';
const MOVE_KINDS = ['normal', 'castle-kingside', 'castle-queenside', 'en-passant', 'promotion', 'pass'];

/** The name of square 0..63 (a1 = 0, b1 = 1, ..., h8 = 63), or null for -1. */
export function squareName(square) {
  return square < 0 ? null : FILES[square & 7] + String((square >> 3) + 1);
}

/** The squares of a 64-bit set written as a u64 at `at`, in order a1, b1, ..., h8. */
export function readSquareSet(view, at) {
  const squares = [];
  for (let half = 0; half < 2; half++) {
    const word = view.getUint32(at + 4 * half, true);
    for (let bit = 0; bit < 32; bit++) if ((word >>> bit) & 1) squares.push(squareName(32 * half + bit));
  }
  return squares;
}

/** A NUL-terminated ASCII field of at most `size` bytes at `at`. */
export function readText(bytes, at, size) {
  let text = '';
  for (let i = at; i < at + size && bytes[i] !== 0; i++) text += String.fromCharCode(bytes[i]);
  return text;
}

/** A move record at `at` → a Move (index.d.ts). */
export function readMove(view, bytes, at) {
  const uci = readText(bytes, at + 8, 6);
  const move = { uci, san: readText(bytes, at + 14, 10), from: uci.slice(0, 2), to: uci.slice(2, 4) };
  if (uci.length === 5) move.promotion = uci[4];
  const piece = bytes[at + 2] & 7;
  const captured = bytes[at + 3] & 7;
  if (piece) move.piece = PIECE_TYPE_TEXT[piece];
  if (captured) move.captured = PIECE_TYPE_TEXT[captured];
  move.kind = MOVE_KINDS[bytes[at + 4]];
  return move;
}

/** The check and mate bytes of a played move's record. */
export function readCheck(bytes, at) {
  return { check: bytes[at + 5] === 1, mate: bytes[at + 6] === 1 };
}

/** The claim bits of a move record (chess_wasm_game_claims_after). */
export function readClaims(bytes, at) {
  return bytes[at + 7];
}

/** A state record at `at` → the game's state as index.mjs keeps it. */
export function readState(view, bytes, at) {
  return {
    result: readText(bytes, at + 14, 8),
    reason: readText(bytes, at + 22, 26),
    modern: bytes[at + 2] === 1,
    turn: bytes[at + 3] === 1 ? 'b' : 'w',
    check: squareName(view.getInt8(at + 4)),
    offer: view.getInt8(at + 5) < 0 ? null : view.getInt8(at + 5) === 1 ? 'b' : 'w',
    touches: bytes[at + 6],
    halfmove: view.getUint16(at + 8, true),
    repetitions: view.getUint16(at + 10, true),
    plies: view.getUint16(at + 12, true),
    fen: readText(bytes, at + 48, 100),
  };
}

/** A touch header at `at` → {obligation, article}. */
export function readTouch(bytes, at) {
  return { obligation: readText(bytes, at, 16), article: readText(bytes, at + 16, 8) };
}

/** A search record at `at` → a BestMove (index.d.ts). */
export function readSearch(view, bytes, at) {
  const { uci, san } = readMove(view, bytes, at);
  const value = { uci, san, score: view.getInt16(at + 24, true), depth: bytes[at + 28], nodes: view.getUint32(at + 32, true) };
  const mate = view.getInt16(at + 26, true);
  const reason = readText(bytes, at + 36, 16);
  if (mate !== 0) value.mate = mate;
  if (reason !== 'none') value.reason = reason;
  return value;
}

/** `count` move records of a mate line from `at` → [{uci, san}]. */
export function readLine(view, bytes, at, count) {
  const line = [];
  for (let i = 0; i < count; i++) {
    const { uci, san } = readMove(view, bytes, at + i * MOVE_SIZE);
    line.push({ uci, san });
  }
  return line;
}

export const PGN_INFO_SIZE = 140;

/** The PGN reading record at `at` (chess_wasm_pgn_read). */
export function readPgnInfo(view, bytes, at) {
  return {
    result: view.getInt32(at, true), hasResult: view.getInt32(at + 4, true) === 1,
    tagCount: view.getInt32(at + 8, true), tagsLength: view.getInt32(at + 12, true),
    end: view.getUint32(at + 16, true), errorOffset: view.getUint32(at + 20, true),
    errorLength: view.getUint32(at + 24, true), errorLine: view.getInt32(at + 28, true),
    moveNumber: view.getInt32(at + 32, true), moveColor: view.getInt32(at + 36, true),
    startFen: readText(bytes, at + 40, 100),
  };
}
