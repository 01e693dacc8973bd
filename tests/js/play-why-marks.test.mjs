// The /play/ page's marks for a refused move (web/site/play/why-marks.mjs) on a board that records
// what it is asked to draw, over the rules' own game: the men that forbid the move marked bad with
// an arrow to the square each attacks, the reach of a piece sent where it never goes as a hint; a
// pick-up clears the refused move's arrows and leaves a hint's.
import { arrowsOwned, markRefused, pickedUp } from '../../web/site/play/why-marks.mjs';
import { loadRules, openGame } from './rules-load.mjs';

let rules;
beforeAll(async () => {
  rules = await loadRules({ lang: 'en', deepAnalysis: false });
});

/** A stand-in for <chess-board>'s highlight() and arrows(): what was last drawn. */
function recordingBoard() {
  return { highlights: [], arrowList: [], highlight(list) { this.highlights = list; }, arrows(list) { this.arrowList = list; } };
}

test('a king stepping next to the pinned bishop\'s diagonal: e6 bad, the arrow e6→g4; a pick-up clears both', () => {
  const game = openGame(rules, '4k3/5p2/4b3/8/6nn/6K1/8/4R3 w - - 0 1');
  const board = recordingBoard();
  markRefused(board, game, { from: 'g3', to: 'g4', reach: [] });
  expect(board.highlights).toEqual([{ square: 'e6', kind: 'bad' }]);
  expect(board.arrowList).toEqual([{ from: 'e6', to: 'g4', kind: 'bad' }]);
  pickedUp(board);
  expect(board.highlights).toEqual([]);
  expect(board.arrowList).toEqual([]);
});

test('the man in the way marked bad beside the reach; no arrow, and a hint\'s arrow outlives a pick-up', () => {
  const game = openGame(rules);
  const board = recordingBoard();
  board.arrows([{ from: 'g1', to: 'f3', kind: 'hint' }]);
  arrowsOwned(board);
  markRefused(board, game, { from: 'e1', to: 'g1', reach: [] });
  expect(board.highlights).toEqual([{ square: 'f1', kind: 'bad' }, { square: 'g1', kind: 'bad' }]);
  markRefused(board, game, { from: 'e2', to: 'e5', reach: ['e3', 'e4'] }); // a pawn three squares: no man forbids it
  expect(board.highlights).toEqual([{ square: 'e3', kind: 'hint' }, { square: 'e4', kind: 'hint' }]);
  pickedUp(board);
  expect(board.arrowList).toEqual([{ from: 'g1', to: 'f3', kind: 'hint' }]);
  // no squares to mark (a move refused with no man to blame and no reach): the board is left alone
  board.highlight([{ square: 'd4', kind: 'hint' }]);
  markRefused(board, game, { from: null, to: null, reach: [] });
  expect(board.highlights).toEqual([{ square: 'd4', kind: 'hint' }]);
});
