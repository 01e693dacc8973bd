// The placement field of a FEN (the pieces on their squares) read into a Map and written back: the
// one FEN-board parser and writer. It knows squares and piece letters, no rule.
//   parsePlacement('8/8/8/8/8/8/8/4K3') → Map {'e1' → 'K'}     makePlacement(map) → '8/8/8/8/8/8/8/4K3'

export const FILES = 'abcdefgh';
export const PIECE_LETTERS = 'KQRBNPkqrbnp';
export const START_PLACEMENT = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';

/** The pieces of a placement field, square → letter. Throws a TypeError that names what is wrong:
 *  not 8 ranks, a character that is neither a piece nor 1–8, a rank that is not 8 squares. */
export function parsePlacement(placement) {
  const pieces = new Map();
  const ranks = String(placement).split('/');
  if (ranks.length !== 8) throw new TypeError(`board position: expected 8 ranks in "${placement}"`);
  ranks.forEach((text, index) => {
    let file = 0;
    for (const ch of text) {
      if (ch >= '1' && ch <= '8') file += Number(ch);
      else if (PIECE_LETTERS.includes(ch)) {
        if (file > 7) throw new TypeError(`board position: rank ${8 - index} does not have 8 squares`);
        pieces.set(FILES[file] + String(8 - index), ch);
        file += 1;
      } else throw new TypeError(`board position: unexpected "${ch}" in "${placement}"`);
    }
    if (file !== 8) throw new TypeError(`board position: rank ${8 - index} does not have 8 squares`);
  });
  return pieces;
}

/** The placement field for pieces given as a Map (or an object) from square to letter. */
export function makePlacement(pieces) {
  const at = pieces instanceof Map ? (square) => pieces.get(square) : (square) => pieces[square];
  const ranks = [];
  for (let rank = 8; rank >= 1; rank--) {
    let text = '';
    let empty = 0;
    for (const file of FILES) {
      const piece = at(file + rank);
      if (piece) {
        if (empty) text += empty;
        empty = 0;
        text += piece;
      } else empty += 1;
    }
    ranks.push(text + (empty ? empty : ''));
  }
  return ranks.join('/');
}
