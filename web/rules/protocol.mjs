// The shim's answer records, read with a DataView at the offsets generated from their one list
// (c/wasm/records.h → records.gen.mjs, which the shim's compiler confirms). Shared by the rules API
// (index.mjs) and the search engine (search-engine.mjs), which load the two modules built from
// that one shim.
import { ESCAPE_TEXT, EXERCISE_ANSWER_TEXT, GENERATE_PIECE_TEXT, PIECE_TYPE_TEXT } from './facts.gen.mjs';
import { EXERCISE, EXERCISE_LENGTH, MOVE, MOVE_KIND_TEXT, MOVE_LENGTH, PGN_INFO, PGN_INFO_LENGTH, SEARCH, SEARCH_LENGTH, STATE, STATE_LENGTH, TOUCH, TOUCH_LENGTH } from './records.gen.mjs';

export const PROTOCOL = 5; // chess_wasm_protocol(): the layout below

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
export const MOVE_SIZE = MOVE.size;
export const STATE_SIZE = STATE.size;

const FILES = 'abcdefgh';

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

/** `count` culprits from the answer's start (2 bytes each: i8 square, i8 the square it attacks or
 *  -1) → [{square, attacks}], attacks null for a man only in the way. */
export function readCulprits(view, count) {
  const culprits = [];
  for (let i = 0; i < count; i++) culprits.push({ square: squareName(view.getInt8(2 * i)), attacks: squareName(view.getInt8(2 * i + 1)) });
  return culprits;
}

/** A NUL-terminated ASCII field of at most `size` bytes at `at`. */
export function readText(bytes, at, size) {
  let text = '';
  for (let i = at; i < at + size && bytes[i] !== 0; i++) text += String.fromCharCode(bytes[i]);
  return text;
}

/** A move record at `at` → a Move (index.d.ts). */
export function readMove(view, bytes, at) {
  const uci = readText(bytes, at + MOVE.uci, MOVE_LENGTH.uci);
  const move = { uci, san: readText(bytes, at + MOVE.san, MOVE_LENGTH.san), from: uci.slice(0, 2), to: uci.slice(2, 4) };
  if (uci.length === 5) move.promotion = uci[4];
  const piece = bytes[at + MOVE.piece] & 7;
  const captured = bytes[at + MOVE.captured] & 7;
  if (piece) move.piece = PIECE_TYPE_TEXT[piece];
  if (captured) move.captured = PIECE_TYPE_TEXT[captured];
  move.kind = MOVE_KIND_TEXT[bytes[at + MOVE.kind]];
  return move;
}

/** The check and mate bytes of a played move's record. */
export function readCheck(bytes, at) {
  return { check: bytes[at + MOVE.check] === 1, mate: bytes[at + MOVE.mate] === 1 };
}

/** The claim bits of a move record (chess_wasm_game_claims_after). */
export function readClaims(bytes, at) {
  return bytes[at + MOVE.claims];
}

/** A state record at `at` → the game's state as index.mjs keeps it. */
export function readState(view, bytes, at) {
  return {
    result: readText(bytes, at + STATE.result_name, STATE_LENGTH.result_name),
    reason: readText(bytes, at + STATE.reason_name, STATE_LENGTH.reason_name),
    modern: bytes[at + STATE.modern] === 1,
    turn: bytes[at + STATE.side] === 1 ? 'b' : 'w',
    check: squareName(view.getInt8(at + STATE.check)),
    offer: view.getInt8(at + STATE.offer) < 0 ? null : view.getInt8(at + STATE.offer) === 1 ? 'b' : 'w',
    touches: bytes[at + STATE.touches],
    halfmove: view.getUint16(at + STATE.halfmove, true),
    repetitions: view.getUint16(at + STATE.repetitions, true),
    plies: view.getUint16(at + STATE.plies, true),
    fen: readText(bytes, at + STATE.fen, STATE_LENGTH.fen),
  };
}

/** A touch header at `at` → {obligation, article}. */
export function readTouch(bytes, at) {
  return { obligation: readText(bytes, at + TOUCH.kind, TOUCH_LENGTH.kind), article: readText(bytes, at + TOUCH.article, TOUCH_LENGTH.article) };
}

/** A search record at `at` → a BestMove (index.d.ts). */
export function readSearch(view, bytes, at) {
  const { uci, san } = readMove(view, bytes, at + SEARCH.move);
  const value = { uci, san, score: view.getInt16(at + SEARCH.score, true), depth: bytes[at + SEARCH.depth], nodes: view.getUint32(at + SEARCH.nodes, true) };
  const mate = view.getInt16(at + SEARCH.mate, true);
  const reason = readText(bytes, at + SEARCH.reason, SEARCH_LENGTH.reason);
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

export const PGN_INFO_SIZE = PGN_INFO.size;

/** The PGN reading record at `at` (chess_wasm_pgn_read). */
export function readPgnInfo(view, bytes, at) {
  return {
    result: view.getInt32(at + PGN_INFO.result, true), hasResult: view.getInt32(at + PGN_INFO.has_result, true) === 1,
    tagCount: view.getInt32(at + PGN_INFO.tag_count, true), tagsLength: view.getInt32(at + PGN_INFO.tags_length, true),
    end: view.getUint32(at + PGN_INFO.end, true), errorOffset: view.getUint32(at + PGN_INFO.error_offset, true),
    errorLength: view.getUint32(at + PGN_INFO.error_length, true), errorLine: view.getInt32(at + PGN_INFO.error_line, true),
    moveNumber: view.getInt32(at + PGN_INFO.move_number, true), moveColor: view.getInt32(at + PGN_INFO.move_color, true),
    startFen: readText(bytes, at + PGN_INFO.start_fen, PGN_INFO_LENGTH.start_fen),
  };
}

/** The exercise record at `at` and the solutions after it (chess_wasm_generate) → the value of
 *  rules.generate (index.d.ts's Exercise) but for the arguments, which the caller adds. */
export function readExercise(view, bytes, at) {
  const text = readText(bytes, at + EXERCISE.size, bytes.length - at - EXERCISE.size);
  const value = {
    fen: readText(bytes, at + EXERCISE.fen, EXERCISE_LENGTH.fen),
    piece: GENERATE_PIECE_TEXT[bytes[at + EXERCISE.piece]],
    solutions: text.split(' ').filter(Boolean),
    tries: view.getUint32(at + EXERCISE.tries, true),
  };
  const target = view.getInt8(at + EXERCISE.target), decoy = view.getInt8(at + EXERCISE.decoy);
  if (target >= 0) value.target = squareName(target);
  if (decoy >= 0) value.decoy = squareName(decoy);
  const ways = bytes[at + EXERCISE.ways];
  if (ways) value.ways = Object.entries(ESCAPE_TEXT).filter(([bit]) => ways & Number(bit)).map(([, text]) => text);
  const answer = bytes[at + EXERCISE.answer];
  if (answer) value.answer = EXERCISE_ANSWER_TEXT[answer];
  const stars = bytes[at + EXERCISE.star_count];
  if (stars > 0) {
    value.stars = Array.from({ length: stars }, (_, i) => squareName(view.getInt8(at + EXERCISE.stars + i)));
    value.par = bytes[at + EXERCISE.par];
  }
  return value;
}
