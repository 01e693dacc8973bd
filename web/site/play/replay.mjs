// @ts-check
// A game record replayed on /play/, as data: the record's moves and tags and the place the board
// is at (a ply, from 0 at the start to moves.length at the end), with pure updates and no DOM, so
// that Jest tests it alone (tests/js/play-replay.test.mjs). replay-view.mjs draws it and steps the
// board; the rules core read the record and played its moves (rules.gameFromPgn), so no chess rule
// is decided here.
//
//   createReplay({startFen, moves, tags}) → a replay at ply 0
//   goTo(replay, ply), applyAction(replay, action) → the replay at another ply (clamped)
//   actionForKey(key) → 'first' | 'previous' | 'next' | 'last' | null (Home, ←, →, End)
//   stepPlan(from, to) → how the board gets there: {play: uci} | {undo: true} | {rebuild: [uci…]}
//   moveRows(replay) → the move list, a row per move number: {number, cells: [{ply, san} | null ×2]}
//   readTags(pgn) → [[name, value], …] of a record's tag pairs, in order
//   recordResult(replay) → the record's Result tag ('1-0', '0-1', '1/2-1/2', '*')

/** @typedef {{ san: string, uci: string, color: 'w' | 'b' }} ReplayMove */
/** @typedef {{ startFen: string, moves: ReplayMove[], tags: [string, string][], ply: number }} Replay */
/** @typedef {'first' | 'previous' | 'next' | 'last'} ReplayAction */

/** A replay of `moves` (played from `startFen`) at its start, ply 0. */
export function createReplay(/** @type {{ startFen: string, moves: ReplayMove[], tags?: [string, string][] }} */ { startFen, moves, tags = [] }) {
  return /** @type {Replay} */ (Object.freeze({ startFen, moves: Object.freeze([...moves]), tags: Object.freeze([...tags]), ply: 0 }));
}

/** The replay at `ply`, kept between 0 and the number of moves. */
export function goTo(/** @type {Replay} */ replay, /** @type {number} */ ply) {
  const clamped = Math.max(0, Math.min(replay.moves.length, Math.trunc(Number(ply)) || 0));
  return clamped === replay.ply ? replay : /** @type {Replay} */ (Object.freeze({ ...replay, ply: clamped }));
}

/** The replay after a button or key: the start, one move back, one move on, the end. */
export function applyAction(/** @type {Replay} */ replay, /** @type {ReplayAction} */ action) {
  const target = { first: 0, previous: replay.ply - 1, next: replay.ply + 1, last: replay.moves.length }[action];
  return target === undefined ? replay : goTo(replay, target);
}

const KEYS = /** @type {Record<string, ReplayAction>} */ ({ Home: 'first', ArrowLeft: 'previous', ArrowRight: 'next', End: 'last' });

/** The action a key stands for, or null. */
export const actionForKey = (/** @type {string} */ key) => (Object.hasOwn(KEYS, key) ? KEYS[key] : null);

/** Whether the replay is at the record's last move. */
export const atEnd = (/** @type {Replay} */ replay) => replay.ply === replay.moves.length;

/** How the board goes from ply `from` to `to` of `replay`: one move played, one taken back, or
 *  (a jump) a game rebuilt from the start with the moves up to `to`. Null when it is there. */
export function stepPlan(/** @type {Replay} */ replay, /** @type {number} */ from, /** @type {number} */ to) {
  if (from === to) return null;
  if (to === from + 1) return { play: replay.moves[from].uci };
  if (to === from - 1) return { undo: true };
  return { rebuild: replay.moves.slice(0, to).map((move) => move.uci) };
}

/** The fullmove number and side to move of a FEN (its 6th and 2nd fields). */
function startOf(/** @type {string} */ fen) {
  const fields = fen.trim().split(/\s+/);
  return { number: Math.max(1, Number(fields[5]) || 1), color: fields[1] === 'b' ? 'b' : 'w' };
}

/** The move list by move number: each row {number, cells: [white, black]}, a cell {ply (the ply the
 *  board is at after it, from 1), san} or null (Black's first move of a game that began with Black
 *  to play has no White cell before it). */
export function moveRows(/** @type {Replay} */ replay) {
  const start = startOf(replay.startFen);
  /** @type {{ number: number, cells: ({ ply: number, san: string } | null)[] }[]} */
  const rows = [];
  let number = start.number;
  replay.moves.forEach((move, index) => {
    if (move.color === 'w' || rows.length === 0) rows.push({ number, cells: [null, null] });
    rows[rows.length - 1].cells[move.color === 'w' ? 0 : 1] = { ply: index + 1, san: move.san };
    if (move.color === 'b') number += 1;
  });
  return rows;
}

/** The move number of the move that brought the board to `ply` (from 1), and its colour. */
export function moveNumberAt(/** @type {Replay} */ replay, /** @type {number} */ ply) {
  for (const row of moveRows(replay)) {
    for (const [side, cell] of row.cells.entries()) if (cell && cell.ply === ply) return { number: row.number, color: side === 0 ? 'w' : 'b' };
  }
  return null;
}

/** The tag pairs of a game record, in order: [name, value], the value unescaped (\" and \\). */
export function readTags(/** @type {string} */ pgn) {
  /** @type {[string, string][]} */
  const tags = [];
  for (const match of String(pgn).matchAll(/^\s*\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]/gm)) {
    tags.push([match[1], match[2].replace(/\\(["\\])/g, '$1')]);
  }
  return tags;
}

/** The record's result, from its Result tag ('*' when it has none). */
export function recordResult(/** @type {Replay} */ replay) {
  const found = replay.tags.find(([name]) => name === 'Result');
  return found && ['1-0', '0-1', '1/2-1/2'].includes(found[1]) ? found[1] : '*';
}
