// The JS rules API over the shipped wasm: moves, the core's reasons for illegal moves, FEN errors,
// game endings, claims, touch-move, exercise positions. Expected values are facts of the Laws of
// Chess worked out by hand for each position, not outputs of this code.
import { loadRules, openGame, START_FEN } from './rules-load.mjs';

let rules;
beforeAll(async () => {
  rules = await loadRules({ lang: 'en' });
});

function code(result) {
  return result.ok ? 'OK' : result.error.code;
}

function playAll(game, moves) {
  for (const move of moves) {
    const result = game.play(move);
    if (!result.ok) throw new Error(`${move}: ${result.error.code}`);
  }
}

describe('moves', () => {
  test('the initial position has 20 moves, and the pawn on e2 goes to e3 and e4', () => {
    const game = openGame(rules);
    expect(game.fen()).toBe(START_FEN);
    expect(game.turn()).toBe('w');
    expect(game.moves()).toHaveLength(20);
    expect(game.moves()).toContainEqual({ uci: 'g1f3', san: 'Nf3', from: 'g1', to: 'f3', piece: 'n', kind: 'normal' });
    expect(game.movesFrom('e2')).toEqual({ ok: true, value: ['e3', 'e4'] });
    expect(game.movesFrom('e7')).toEqual({ ok: true, value: [] }); // Black's pawn, White to move
    expect(game.movesFrom('e4')).toEqual({ ok: true, value: [] }); // an empty square
    expect(code(game.movesFrom('e9'))).toBe('MOVE_SYNTAX');
  });

  test('play takes UCI and SAN and describes the move', () => {
    const game = openGame(rules);
    const e4 = game.play('e2e4');
    expect(e4).toEqual({
      ok: true,
      value: { uci: 'e2e4', san: 'e4', from: 'e2', to: 'e4', color: 'w', piece: 'p', kind: 'normal', check: false, mate: false,
        fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1' },
    });
    expect(game.play('d5').value.san).toBe('d5');
    const capture = game.play('exd5').value;
    expect(capture.captured).toBe('p');
    expect(capture.piece).toBe('p');
    expect(game.play('Qxd5').value).toMatchObject({ uci: 'd8d5', piece: 'q', captured: 'p', color: 'b' });
    expect(game.history()).toEqual(['e4', 'd5', 'exd5', 'Qxd5']);
    expect(game.history({ verbose: true }).map((move) => move.uci)).toEqual(['e2e4', 'd7d5', 'e4d5', 'd8d5']);
  });

  test('en passant right after the two-square move, and not one move later (3.7)', () => {
    const game = openGame(rules);
    playAll(game, ['e4', 'a6', 'e5', 'd5']);
    const now = game.play('exd6');
    expect(now.ok).toBe(true);
    expect(now.value).toMatchObject({ uci: 'e5d6', captured: 'p', piece: 'p' });
    expect(game.fen().split(' ')[0]).toBe('rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR');
    game.undo();
    playAll(game, ['h3', 'h6']);
    expect(code(game.play('exd6'))).toBe('EN_PASSANT_EXPIRED');
  });

  test('castling both ways, with the king’s move and with O-O notation', () => {
    const game = openGame(rules, 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1');
    expect(game.play('O-O').value).toMatchObject({ uci: 'e1g1', san: 'O-O', piece: 'k' });
    expect(game.play('e8c8').value).toMatchObject({ san: 'O-O-O' });
    expect(game.fen()).toBe('2kr3r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 w - - 2 2');
  });

  test('promotion needs a piece, and only Q, R, B or N (3.7)', () => {
    const fen = '8/4P3/8/8/8/8/k7/4K3 w - - 0 1';
    const game = openGame(rules, fen);
    expect(code(game.play('e7e8'))).toBe('PROMOTION_CHOICE_NEEDED');
    expect(code(game.play('e7e8k'))).toMatch(/^(BAD_PROMOTION_PIECE|MOVE_SYNTAX)$/);
    expect(game.moves().filter((move) => move.from === 'e7').map((move) => move.promotion).sort()).toEqual(['b', 'n', 'q', 'r']);
    expect(game.movesFrom('e7').value).toEqual(['e8']);
    expect(game.play('e8=N').value).toMatchObject({ uci: 'e7e8n', san: 'e8=N', promotion: 'n', piece: 'p' });
    expect(code(openGame(rules).play('e2e4q'))).toBe('PROMOTION_NOT_ALLOWED');
  });

  test('check and mate are reported, and a mated game takes no more moves until undone', () => {
    const game = openGame(rules);
    playAll(game, ['f3', 'e5', 'g4']);
    const mate = game.play('Qh4#').value;
    expect(mate).toMatchObject({ san: 'Qh4#', check: true, mate: true });
    expect(game.inCheck()).toBe(true);
    expect(game.outcome()).toMatchObject({ result: '0-1', reason: 'checkmate', modern: false, message: 'Black wins: checkmate' });
    expect(game.isOver()).toBe(true);
    expect(game.moves()).toEqual([]);
    expect(code(game.play('a3'))).toBe('GAME_OVER');
    expect(game.undo().value.san).toBe('Qh4#');
    expect(game.outcome().result).toBe('*');
    expect(game.moves()).toHaveLength(30); // Black's moves after 1.f3 e5 2.g4
  });

  test('undo walks back to the start, then says there is nothing to undo', () => {
    const game = openGame(rules);
    playAll(game, ['e4', 'e5']);
    expect(game.undo().value.uci).toBe('e7e5');
    expect(game.undo().value.uci).toBe('e2e4');
    expect(game.fen()).toBe(START_FEN);
    expect(code(game.undo())).toBe('NOTHING_TO_UNDO');
    expect(game.history()).toEqual([]);
  });

  test('attacked squares of the initial position: ranks 2 and 3, and b1 to g1', () => {
    const game = openGame(rules);
    const white = game.attackedSquares('white');
    expect(white).toHaveLength(22);
    expect(white).toEqual(expect.arrayContaining(['b1', 'g1', 'a2', 'h2', 'a3', 'h3']));
    expect(white).not.toContain('a1');
    expect(white).not.toContain('e4');
    expect(game.attackedSquares('b')).toEqual(white.map((sq) => sq[0] + String(9 - Number(sq[1]))).sort(
      (a, b) => (Number(a[1]) - Number(b[1])) || a.localeCompare(b)));
  });
});

describe('why a move is illegal: the core’s reason (Article 3)', () => {
  const cases = [
    ['NO_PIECE', START_FEN, 'e3e4'],
    ['NOT_YOUR_TURN', START_FEN, 'e7e5'],
    ['PIECE_CANNOT_MOVE_LIKE_THAT', START_FEN, 'g1g3'],
    ['PATH_BLOCKED', START_FEN, 'f1c4'],
    ['OWN_PIECE_ON_TARGET', START_FEN, 'd1d2'],
    ['LEAVES_KING_IN_CHECK', '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1', 'Nf4'],
    ['KING_IN_CHECK_MUST_ANSWER', '4k3/4r3/8/8/8/8/8/N3K3 w - - 0 1', 'Nb3'],
    ['KING_INTO_CHECK', '4k3/3r4/8/8/8/8/8/4K3 w - - 0 1', 'Kd1'],
    ['CASTLE_BLOCKED', START_FEN, 'e1g1'],
    ['CASTLE_IN_CHECK', 'r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1', 'O-O'],
    ['CASTLE_THROUGH_ATTACK', 'r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1', 'O-O'],
    ['CASTLE_INTO_ATTACK', 'r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1', 'e1g1'],
    ['MOVE_AMBIGUOUS', '4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1', 'Nd2'],
    ['MOVE_SYNTAX', START_FEN, 'hello'],
    ['MOVE_SYNTAX', START_FEN, ''],
    ['MOVE_SYNTAX', START_FEN, 'e9e4'],
  ];
  test.each(cases)('%s: %s, %s', (expected, fen, move) => {
    const game = openGame(rules, fen);
    const before = game.fen();
    const result = game.play(move);
    expect(code(result)).toBe(expected);
    // What the message says is checked, per code and language, in rules-messages.test.mjs.
    expect(game.fen()).toBe(before);
    expect(game.moves().length).toBeGreaterThan(0); // the game still works
  });

  test('Nbd2 names which knight', () => {
    expect(openGame(rules, '4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1').play('Nbd2').value.uci).toBe('b1d2');
  });

  test('castling rights lost: the king moved (gone for good), or that rook moved', () => {
    const kingMoved = openGame(rules, 'r3k2r/p7/8/8/8/8/P7/R3K2R w KQkq - 0 1');
    playAll(kingMoved, ['Kf1', 'a6', 'Ke1', 'a5']);
    expect(code(kingMoved.play('O-O'))).toBe('CASTLE_KING_MOVED');
    const rookMoved = openGame(rules, 'r3k2r/p7/8/8/8/8/P7/R3K2R w KQkq - 0 1');
    playAll(rookMoved, ['Rh2', 'a6', 'Rh1', 'a5']);
    expect(code(rookMoved.play('O-O'))).toBe('CASTLE_ROOK_MOVED');
    expect(rookMoved.play('O-O-O').ok).toBe(true);
  });
});

describe('FEN', () => {
  test('validateFen normalises, and adds the move counters', () => {
    expect(rules.validateFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -')).toEqual({ ok: true, value: START_FEN });
  });

  const cases = [
    ['FEN_FIELDS', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR'],
    ['FEN_BOARD', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1'],
    ['FEN_BOARD', 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
    ['FEN_BOARD', 'rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
    ['FEN_SIDE', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1'],
    ['FEN_CASTLING', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1'],
    ['FEN_EN_PASSANT', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1'],
    ['FEN_HALFMOVE', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1'],
    ['FEN_FULLMOVE', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0'],
    ['FEN_KING_COUNT', '8/8/8/8/8/8/8/4K3 w - - 0 1'],
    ['FEN_KINGS_ADJACENT', '8/8/8/8/8/8/4k3/4K3 w - - 0 1'],
    ['FEN_PAWN_ON_BACK_RANK', '4k2P/8/8/8/8/8/8/4K3 w - - 0 1'],
    ['FEN_OPPONENT_IN_CHECK', '4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1'],
    ['FEN_CASTLING_MISMATCH', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1'],
    ['FEN_EN_PASSANT_NO_PAWN', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1'],
    ['FEN_PIECE_COUNT', 'rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
  ];
  test.each(cases)('%s: %s', (expected, fen) => {
    expect(code(rules.validateFen(fen))).toBe(expected);
    expect(code(rules.game(fen))).toBe(expected);
  });
});

describe('how games end (Article 5, 6.10, 9)', () => {
  test('a stalemate and a dead position end the game at once', () => {
    expect(openGame(rules, '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1').outcome()).toMatchObject({ result: '1/2-1/2', reason: 'stalemate' });
    expect(openGame(rules, '8/8/4k3/8/8/4K3/8/8 w - - 0 1').outcome()).toMatchObject({ result: '1/2-1/2', reason: 'dead-position' });
    const bishops = openGame(rules, '8/8/4k3/8/8/4K3/8/3bB3 w - - 0 1'); // bishops on squares of both colours
    expect(bishops.outcome().reason).toBe('ongoing');
  });

  test('resignation, and then no more moves or actions', () => {
    const game = openGame(rules);
    expect(game.resign('white')).toMatchObject({ ok: true, value: { result: '0-1', reason: 'resignation' } });
    expect(code(game.play('e4'))).toBe('GAME_OVER');
    expect(code(game.resign('b'))).toBe('GAME_OVER');
    expect(code(game.offerDraw())).toBe('GAME_OVER');
  });

  test('a flag fall loses, unless the opponent cannot mate by any legal sequence', () => {
    const fen = '8/8/4k3/8/8/4K3/8/7Q w - - 0 1'; // K+Q against a lone king
    expect(openGame(rules, fen).flag('b').value).toMatchObject({ result: '1-0', reason: 'time-forfeit' });
    expect(openGame(rules, fen).flag('w').value).toMatchObject({ result: '1/2-1/2', reason: 'time-forfeit-cannot-mate' });
    expect(openGame(rules, fen).canMate('w')).toBe('yes');
    expect(openGame(rules, fen).canMate('black')).toBe('no');
  });

  test('draw by agreement: the player to move offers, the other accepts (9.1)', () => {
    const game = openGame(rules);
    expect(code(game.acceptDraw())).toBe('NO_DRAW_OFFER');
    // The offer is always the player to move's: a colour from an older caller changes nothing.
    expect(game.offerDraw('b').ok).toBe(true);
    expect(game.drawOffer()).toBe('w');
    game.play('e4');
    expect(game.drawOffer()).toBe('w'); // it stands until the other player moves
    game.play('e5');
    expect(game.drawOffer()).toBe(null); // declined by moving
    expect(game.offerDraw().ok).toBe(true);
    expect(game.acceptDraw().value).toMatchObject({ result: '1/2-1/2', reason: 'agreement', message: 'Draw: agreement' });
  });

  const KNIGHTS = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];

  test('threefold repetition is claimed by the player to move, now or with the intended move (9.2)', () => {
    const game = openGame(rules);
    playAll(game, [...KNIGHTS, ...KNIGHTS.slice(0, 3)]);
    expect(game.claimable()).toEqual({ ok: true, value: [] });
    expect(game.claimable('Ng8')).toEqual({ ok: true, value: ['threefold-repetition'] });
    expect(game.outcome().reason).toBe('ongoing'); // never automatic
    const claim = game.claimDraw('threefold-repetition', 'Ng8');
    expect(claim.ok).toBe(true);
    expect(claim.value.accepted).toBe(true);
    expect(claim.value.move.san).toBe('Ng8');
    expect(claim.value.outcome).toMatchObject({ result: '1/2-1/2', reason: 'threefold-repetition', modern: false });
    expect(game.history()).toHaveLength(8);

    const now = openGame(rules);
    playAll(now, [...KNIGHTS, ...KNIGHTS]);
    expect(now.claimable().value).toEqual(['threefold-repetition']);
    expect(now.claimDraw('threefold-repetition').value).toMatchObject({ accepted: true, outcome: { reason: 'threefold-repetition' } });
  });

  test('a wrong claim leaves the game going on, and its intended move is played (9.2)', () => {
    const game = openGame(rules);
    game.play('e4');
    const wrong = game.claimDraw('threefold-repetition', 'e5');
    expect(wrong.value.accepted).toBe(false);
    expect(wrong.value.move.uci).toBe('e7e5');
    expect(wrong.value.outcome.result).toBe('*');
    expect(game.history()).toEqual(['e4', 'e5']);
    expect(game.claimDraw('fifty-moves').value).toMatchObject({ accepted: false, outcome: { result: '*' } });
    expect(game.history()).toHaveLength(2);
    expect(code(game.claimDraw('agreement'))).toBe('NOT_CLAIMABLE_REASON');
    expect(code(game.claimDraw('threefold-repetition', 'Ke3'))).toBe('PIECE_CANNOT_MOVE_LIKE_THAT');
    expect(game.history()).toHaveLength(2);
  });

  test('the 50-move rule is claimed; 75 moves end the game under the current Laws only', () => {
    const fifty = openGame(rules, '8/8/4k3/8/8/4K3/8/R7 w - - 99 80');
    expect(fifty.claimable().value).toEqual([]);
    expect(fifty.claimable('Ra2').value).toEqual(['fifty-moves']);
    fifty.play('Ra2');
    expect(fifty.claimable().value).toEqual(['fifty-moves']);
    expect(fifty.outcome().reason).toBe('ongoing');

    const current = openGame(rules, '8/8/4k3/8/8/4K3/8/R7 w - - 149 120');
    current.play('Ra2');
    expect(current.outcome()).toMatchObject({ result: '1/2-1/2', reason: 'seventy-five-moves', modern: true });

    const old = openGame(rules, '8/8/4k3/8/8/4K3/8/R7 w - - 149 120', { laws: '2000' });
    old.play('Ra2');
    expect(old.outcome().reason).toBe('ongoing');
    expect(old.claimable().value).toEqual(['fifty-moves']);

    const mateWins = openGame(rules, '7k/8/6K1/8/8/8/8/R7 w - - 149 120');
    expect(mateWins.play('Ra8').value.mate).toBe(true);
    expect(mateWins.outcome()).toMatchObject({ result: '1-0', reason: 'checkmate' });
  });

  test('fivefold repetition ends the game under the current Laws; the 2000 Laws leave it to a claim', async () => {
    const moves = [...Array(4)].flatMap(() => ['Nf3', 'Nf6', 'Ng1', 'Ng8']);
    const current = openGame(rules);
    playAll(current, moves);
    expect(current.outcome()).toMatchObject({ result: '1/2-1/2', reason: 'fivefold-repetition', modern: true });
    const rules2000 = await loadRules({ laws: '2000' });
    expect(rules2000.laws).toBe('2000');
    const old = openGame(rules2000);
    playAll(old, moves);
    expect(old.outcome().reason).toBe('ongoing');
    expect(old.claimable().value).toEqual(['threefold-repetition']);
  });
});

describe('touch-move (Article 4)', () => {
  test('a touched own piece must be moved (4.3(1)); a move undone clears the touches', () => {
    const game = openGame(rules);
    expect(game.touch('e2')).toEqual({ ok: true, value: { obligation: 'move-piece', article: '4.3(1)', allowed: ['e2e3', 'e2e4'],
      message: 'You touched your own piece, so you must move it.' } });
    expect(code(game.play('d4'))).toBe('TOUCH_MOVE_REQUIRED');
    expect(game.play('e4').ok).toBe(true);
    expect(game.undo().ok).toBe(true);
    expect(game.play('d4').ok).toBe(true);
  });

  test('j’adoube creates no obligation (4.2), and an empty square is not a piece', () => {
    const game = openGame(rules);
    const adjusted = game.touch('g1', { adjust: true });
    expect(adjusted.value).toMatchObject({ obligation: 'none', article: '4.2' });
    expect(adjusted.value.message).toMatch(/j'adoube/);
    expect(adjusted.value.allowed).toHaveLength(20);
    expect(code(game.touch('e4'))).toBe('NOT_A_PIECE');
    expect(code(game.touch('k9'))).toBe('MOVE_SYNTAX');
    expect(game.play('d4').ok).toBe(true);
  });
});

describe('exercise positions', () => {
  test('no kings needed, and a side may pass', () => {
    const fen = '4k3/8/8/8/8/8/4P3/8 w - - 0 1'; // White has no king
    expect(code(rules.game(fen))).toBe('FEN_KING_COUNT');
    const game = openGame(rules, fen, { exercise: true });
    expect(game.moves().map((move) => move.uci).sort()).toEqual(['e2e3', 'e2e4']);
    expect(game.pass().value).toMatchObject({ uci: '0000', san: '--', color: 'w' });
    expect(game.turn()).toBe('b');
    expect(game.play('--').ok).toBe(true);
    expect(game.play('e4').ok).toBe(true);
    expect(rules.validateFen(fen, { exercise: true }).ok).toBe(true);
    expect(code(openGame(rules).pass())).toBe('PASS_NOT_ALLOWED');
  });
});

describe('perft', () => {
  test('the initial position to depth 4 is 197,281 leaves', () => {
    expect(rules.perft(START_FEN, 4)).toEqual({ ok: true, value: 197281 });
    expect(rules.perft(START_FEN, 0)).toEqual({ ok: true, value: 1 });
    expect(code(rules.perft('nonsense', 1))).toBe('FEN_FIELDS');
  });
});
