// What the core answers and JS no longer works out for itself: a move's piece, capture and kind,
// the checked king's square, the halfmove clock, how often a position has stood, a move found
// from text without playing it, the claims a written-down move makes, draw offers without a
// colour, and the article of an error. Expected values are worked out by hand from the Laws for
// each position (chess.js checks the same facts over random games in rules-oracle.test.mjs).
import { loadRules, openGame, START_FEN } from './rules-load.mjs';

let rules;
beforeAll(async () => {
  rules = await loadRules({ lang: 'en' });
});

const code = (result) => (result.ok ? 'OK' : result.error.code);

function playAll(game, moves) {
  for (const move of moves) {
    const result = game.play(move);
    if (!result.ok) throw new Error(`${move}: ${result.error.code}`);
  }
}

const KNIGHTS = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];

describe('a move says which piece moves, what it takes and what kind of move it is', () => {
  test('castling both ways, en passant, a promotion that captures, a capture, a quiet move', () => {
    // White: Ke1, Ra1, Rh1, pawns b7 and e5; Black: Ke8, Nc8, pawn d5 (just moved two squares).
    const game = openGame(rules, '2n1k3/1P6/8/3pP3/8/8/8/R3K2R w KQ d6 0 1');
    const byUci = new Map(game.moves().map((move) => [move.uci, move]));
    expect(byUci.get('e1g1')).toEqual({ uci: 'e1g1', san: 'O-O', from: 'e1', to: 'g1', piece: 'k', kind: 'castle-kingside' });
    expect(byUci.get('e1c1')).toEqual({ uci: 'e1c1', san: 'O-O-O', from: 'e1', to: 'c1', piece: 'k', kind: 'castle-queenside' });
    expect(byUci.get('e5d6')).toEqual({ uci: 'e5d6', san: 'exd6', from: 'e5', to: 'd6', piece: 'p', captured: 'p', kind: 'en-passant' });
    expect(byUci.get('b7c8q')).toEqual({ uci: 'b7c8q', san: 'bxc8=Q+', from: 'b7', to: 'c8', promotion: 'q', piece: 'p', captured: 'n', kind: 'promotion' });
    expect(byUci.get('b7b8n')).toMatchObject({ piece: 'p', kind: 'promotion', promotion: 'n' });
    expect(byUci.get('b7b8n').captured).toBeUndefined();
    expect(byUci.get('e5e6')).toEqual({ uci: 'e5e6', san: 'e6', from: 'e5', to: 'e6', piece: 'p', kind: 'normal' });
    expect(byUci.get('a1a8')).toMatchObject({ piece: 'r', kind: 'normal' });
    // The played move says the same, and more.
    expect(game.play('exd6').value).toMatchObject({ piece: 'p', captured: 'p', kind: 'en-passant', color: 'w', check: false });
    expect(game.history({ verbose: true })[0].kind).toBe('en-passant');
  });

  test('a pass has kind "pass" and no piece', () => {
    const game = openGame(rules, '4k3/8/8/8/8/8/4P3/8 w - - 0 1', { exercise: true });
    const pass = game.pass().value;
    expect(pass).toMatchObject({ uci: '0000', san: '--', kind: 'pass' });
    expect(pass.piece).toBeUndefined();
  });
});

describe('the checked king, the halfmove clock and repetitions come from the core', () => {
  test('checkSquare names the checked king, and null when no king is in check', () => {
    const game = openGame(rules);
    expect(game.checkSquare()).toBe(null);
    playAll(game, ['e4', 'f5', 'Qh5']); // the black king on e8 is checked along h5-e8
    expect(game.checkSquare()).toBe('e8');
    expect(game.inCheck()).toBe(true);
    playAll(game, ['g6']);
    expect(game.checkSquare()).toBe(null);
    game.undo();
    expect(game.checkSquare()).toBe('e8');
    expect(openGame(rules, '4k3/8/8/8/8/8/3n4/4K3 w - - 0 1').checkSquare()).toBe(null); // d2 knight: no check
    expect(openGame(rules, '4k3/8/8/8/8/5n2/8/4K3 w - - 0 1').checkSquare()).toBe('e1'); // f3 knight checks e1
  });

  test('halfmoveClock counts the plies since the last capture or pawn move', () => {
    const game = openGame(rules, '4k3/8/8/8/8/8/4P3/R3K3 w - - 37 60');
    expect(game.halfmoveClock()).toBe(37);
    game.play('Ra2');
    expect(game.halfmoveClock()).toBe(38);
    game.play('Kd7');
    game.play('e4'); // a pawn move
    expect(game.halfmoveClock()).toBe(0);
    game.play('Kc6');
    game.play('Rc2+');
    game.play('Kb5');
    expect(game.halfmoveClock()).toBe(3);
    game.undo();
    expect(game.halfmoveClock()).toBe(2);
  });

  test('repetitions counts how often the position has stood, this time included (9.2)', () => {
    const game = openGame(rules);
    expect(game.repetitions()).toBe(1);
    const seen = [];
    for (const move of [...KNIGHTS, ...KNIGHTS]) {
      game.play(move);
      seen.push(game.repetitions());
    }
    // After 1.Nf3 Nf6 2.Ng1 Ng8 the start stands a second time; after four more, a third.
    expect(seen).toEqual([1, 1, 1, 2, 2, 2, 2, 3]);
    // A lost castling right makes the position another: Rh1-h2-h1 comes back without it.
    const rooks = openGame(rules, '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
    playAll(rooks, ['Rh2', 'Ke7', 'Rh1', 'Ke8']);
    expect(rooks.repetitions()).toBe(1);
    playAll(rooks, ['Rh2', 'Ke7', 'Rh1', 'Ke8']);
    expect(rooks.repetitions()).toBe(2);
  });
});

describe('findMove: the legal move a text names, not played', () => {
  test('UCI and SAN give the same move as moves() lists, and the game stays as it was', () => {
    const game = openGame(rules, 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1');
    const listed = game.moves().find((move) => move.uci === 'e1c1');
    expect(game.findMove('O-O-O')).toEqual({ ok: true, value: listed });
    expect(game.findMove('e1c1')).toEqual({ ok: true, value: listed });
    expect(game.findMove('0-0-0').value.kind).toBe('castle-queenside');
    expect(game.findMove('a3').value).toMatchObject({ uci: 'a2a3', piece: 'p', kind: 'normal' });
    expect(game.fen()).toBe('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1');
    expect(game.history()).toEqual([]);
  });

  test.each([
    ['PROMOTION_CHOICE_NEEDED', '8/4P3/8/8/8/8/k7/4K3 w - - 0 1', 'e7e8'],
    ['CASTLE_BLOCKED', START_FEN, 'O-O'],
    ['MOVE_AMBIGUOUS', '4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1', 'Nd2'],
    ['MOVE_SYNTAX', START_FEN, 'hello'],
    ['MOVE_SYNTAX', START_FEN, ''],
    ['NOT_YOUR_TURN', START_FEN, 'e7e5'],
    ['PASS_NOT_ALLOWED', START_FEN, '0000'],
  ])('%s, as play() says: %s, %s', (expected, fen, text) => {
    const game = openGame(rules, fen);
    expect(code(game.findMove(text))).toBe(expected);
    expect(code(game.play(text))).toBe(expected);
    // findMove and play say the same (what they say: rules-messages.test.mjs).
    expect(game.findMove(text).error.message).toBe(game.play(text).error.message);
  });

  test('a finished game finds no move, and INPUT_TOO_LONG for overlong text', () => {
    const game = openGame(rules);
    playAll(game, ['f3', 'e5', 'g4', 'Qh4#']);
    expect(code(game.findMove('a3'))).toBe('GAME_OVER');
    expect(code(openGame(rules).findMove('e4'.repeat(500)))).toBe('INPUT_TOO_LONG');
  });
});

describe('claimableAfter: the claims a move makes when it is written down with the claim', () => {
  test('1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1: Black claims threefold repetition with ...Ng8', () => {
    const game = openGame(rules);
    playAll(game, [...KNIGHTS, ...KNIGHTS.slice(0, 3)]);
    const after = game.claimableAfter();
    expect(after.ok).toBe(true);
    expect(after.value).toEqual([{ move: game.findMove('Ng8').value, reasons: ['threefold-repetition'] }]);
    // Once it holds now, no move adds it again.
    game.play('Ng8');
    expect(game.claimable().value).toEqual(['threefold-repetition']);
    expect(game.claimableAfter().value).toEqual([]);
  });

  test('99 plies without a capture or pawn move: every move but a pawn move or capture completes the 50', () => {
    const game = openGame(rules, '4k3/8/8/8/8/8/3rP3/R3K3 w - - 99 80');
    const after = game.claimableAfter().value;
    const expected = game.moves().filter((move) => move.piece !== 'p' && !move.captured);
    expect(after.map((entry) => entry.move)).toEqual(expected);
    expect(after.every((entry) => entry.reasons.join() === 'fifty-moves')).toBe(true);
    expect(after.length).toBeGreaterThan(5);
    expect(after.some((entry) => entry.move.uci === 'e1d2')).toBe(false); // Kxd2 captures
  });

  test('nothing to claim at the start, and GAME_OVER once the game has ended', () => {
    const game = openGame(rules);
    expect(game.claimableAfter()).toEqual({ ok: true, value: [] });
    game.resign('w');
    expect(code(game.claimableAfter())).toBe('GAME_OVER');
  });
});

describe('draw offers need no colour', () => {
  test('the player to move offers; the player it was made to accepts, even before moving', () => {
    const game = openGame(rules);
    game.play('e4');
    expect(game.offerDraw().ok).toBe(true);
    expect(game.drawOffer()).toBe('b');
    // White, to whom Black offered, accepts while it is still Black's move; a colour is ignored.
    expect(game.acceptDraw('b').value).toMatchObject({ result: '1/2-1/2', reason: 'agreement' });
  });
});

describe('an error names the article of the Laws its rule comes from', () => {
  test.each([
    ['CASTLE_BLOCKED', START_FEN, 'O-O', '3.8(1)b(b)2'],
    ['OWN_PIECE_ON_TARGET', START_FEN, 'd1d2', '3.1'],
    ['PATH_BLOCKED', START_FEN, 'f1c4', '3.5, 3.7'],
    ['KING_INTO_CHECK', '4k3/3r4/8/8/8/8/8/4K3 w - - 0 1', 'Kd1', '3.8(1)a'],
    ['LEAVES_KING_IN_CHECK', '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1', 'Nf4', '3.9'],
  ])('%s: article %s', (expected, fen, move, article) => {
    const result = openGame(rules, fen).play(move);
    expect(result.error).toEqual({ code: expected, message: expect.any(String), article });
  });

  test('an error no article speaks of has none', () => {
    const result = rules.game('nonsense');
    expect(result.error.code).toBe('FEN_FIELDS');
    expect('article' in result.error).toBe(false);
    expect('article' in openGame(rules).play('hello').error).toBe(false);
  });
});
