// The replay of a game record on /play/ as data (web/site/play/replay.mjs), without a DOM: its
// place moves by the steps a child takes and stays within the record; the board's way there is one
// move, one take-back or a rebuild; the move list numbers the moves as the record does (from its
// FEN's move number, Black first where Black is to move); tags are read as PGN writes them. The
// moves and positions expected come from chess.js, an independent implementation.
import { Chess } from 'chess.js';
import {
  actionForKey, applyAction, atEnd, createReplay, goTo, moveNumberAt, moveRows, readTags, recordResult, stepPlan,
} from '../../web/site/play/replay.mjs';

/** A replay of `san` moves from `fen`, made by chess.js, with `tags`. */
function replayOf(san, { fen = undefined, tags = [] } = {}) {
  const game = fen ? new Chess(fen) : new Chess();
  const moves = san.map((move) => {
    const played = game.move(move);
    return { san: played.san, uci: `${played.from}${played.to}${played.promotion ?? ''}`, color: played.color };
  });
  return createReplay({ startFen: fen ?? new Chess().fen(), moves, tags });
}

const SCHOLAR = ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#'];

test('a replay opens at move 0 and its steps stay within the record', () => {
  let replay = replayOf(SCHOLAR);
  expect(replay.ply).toBe(0);
  expect(applyAction(replay, 'previous')).toBe(replay);
  replay = applyAction(replay, 'next');
  expect(replay.ply).toBe(1);
  replay = applyAction(replay, 'last');
  expect(replay.ply).toBe(7);
  expect(atEnd(replay)).toBe(true);
  expect(applyAction(replay, 'next')).toBe(replay);
  expect(applyAction(replay, 'previous').ply).toBe(6);
  expect(applyAction(replay, 'first').ply).toBe(0);
  expect(goTo(replay, 99).ply).toBe(7);
  expect(goTo(replay, -3).ply).toBe(0);
  expect(goTo(replay, Number.NaN).ply).toBe(0);
});

test('updates are pure: the replay given is never changed', () => {
  const replay = replayOf(SCHOLAR);
  const next = applyAction(replay, 'next');
  expect(replay.ply).toBe(0);
  expect(next).not.toBe(replay);
  expect(Object.isFrozen(next)).toBe(true);
  expect(() => { /** @type {any} */ (next).ply = 5; }).toThrow(TypeError);
});

test('the keys: ← → one move, Home and End the start and the end; others nothing', () => {
  expect(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'a', 'Enter', 'constructor'].map(actionForKey)).toEqual(['previous', 'next', 'first', 'last', null, null, null]);
});

test('the board steps by one move, one take-back, or a game rebuilt up to a jump\'s ply', () => {
  const replay = replayOf(SCHOLAR);
  expect(stepPlan(replay, 0, 0)).toBeNull();
  expect(stepPlan(replay, 0, 1)).toEqual({ play: 'e2e4' });
  expect(stepPlan(replay, 5, 4)).toEqual({ undo: true });
  expect(stepPlan(replay, 0, 3)).toEqual({ rebuild: ['e2e4', 'e7e5', 'f1c4'] });
  expect(stepPlan(replay, 7, 0)).toEqual({ rebuild: [] });
  // the rebuilt moves, played by chess.js, reach the position chess.js reaches by the SAN
  const rebuilt = new Chess();
  for (const uci of stepPlan(replay, 0, 7).rebuild) rebuilt.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  const bySan = new Chess();
  for (const san of SCHOLAR) bySan.move(san);
  expect(rebuilt.fen()).toBe(bySan.fen());
});

test('the move list numbers the moves as the record does, from its FEN, Black first where Black moves first', () => {
  expect(moveRows(replayOf(SCHOLAR)).map((row) => [row.number, ...row.cells.map((cell) => cell && `${cell.ply}:${cell.san}`)])).toEqual([
    [1, '1:e4', '2:e5'], [2, '3:Bc4', '4:Nc6'], [3, '5:Qh5', '6:Nf6'], [4, '7:Qxf7#', null],
  ]);
  const fromBlack = replayOf(['Kd7', 'Kf2', 'Ke6'], { fen: '4k3/8/8/8/8/8/8/4K3 b - - 0 41' });
  expect(moveRows(fromBlack).map((row) => [row.number, ...row.cells.map((cell) => cell && cell.san)])).toEqual([[41, null, 'Kd7'], [42, 'Kf2', 'Ke6']]);
  expect(moveNumberAt(fromBlack, 2)).toEqual({ number: 42, color: 'w' });
  expect(moveNumberAt(fromBlack, 0)).toBeNull();
});

test('tags are read in order, with PGN\'s escapes undone, and the result from the Result tag', () => {
  const text = '[Event "Spring \\"Open\\""]\n[White "Li, Ming"]\n[Black "C:\\\\"]\n[Result "0-1"]\n\n1. e4 { [not a tag] } e5 0-1\n';
  const tags = readTags(text);
  expect(tags).toEqual([['Event', 'Spring "Open"'], ['White', 'Li, Ming'], ['Black', 'C:\\'], ['Result', '0-1']]);
  expect(recordResult(createReplay({ startFen: new Chess().fen(), moves: [], tags }))).toBe('0-1');
  expect(recordResult(createReplay({ startFen: new Chess().fen(), moves: [], tags: [['Result', 'white wins']] }))).toBe('*');
  expect(recordResult(createReplay({ startFen: new Chess().fen(), moves: [] }))).toBe('*');
});
