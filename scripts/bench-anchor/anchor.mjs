// The anchor page's script: the board a web developer would otherwise pick, chessground with the
// legal moves from chess.js. scripts/bench-pages.mjs bundles it into build/bench-anchor/ as a
// yardstick; it is never part of dist/ (chessground is GPL-3.0).
// It says when the board exists with a `boardcreated` event on the document, and reports each
// move a player makes with a bubbling `move` event on the board's element, as <chess-board> does.
import { Chessground } from 'chessground';
import { Chess } from 'chess.js';

const chess = new Chess();
const element = document.getElementById('board');

const sideToMove = () => (chess.turn() === 'w' ? 'white' : 'black');

function legalDestinations() {
  const destinations = new Map();
  for (const move of chess.moves({ verbose: true })) {
    if (!destinations.has(move.from)) destinations.set(move.from, []);
    destinations.get(move.from).push(move.to);
  }
  return destinations;
}

const ground = Chessground(element, {
  turnColor: sideToMove(),
  movable: {
    free: false,
    color: sideToMove(),
    dests: legalDestinations(),
    events: {
      after(from, to) {
        chess.move({ from, to, promotion: 'q' });
        ground.set({
          turnColor: sideToMove(),
          check: chess.inCheck(),
          movable: { color: sideToMove(), dests: legalDestinations() },
        });
        element.dispatchEvent(new CustomEvent('move', { bubbles: true, detail: { from, to } }));
      },
    },
  },
});
document.dispatchEvent(new Event('boardcreated'));
