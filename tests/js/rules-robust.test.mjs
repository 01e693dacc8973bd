// Bad input and shared use: user strings never throw and lose nothing, programmer errors throw a
// TypeError that says what was expected, and games on one instance do not disturb each other.
import { loadChessRules } from '../../web/rules/index.mjs';
import { ERROR_CODES } from '../../web/rules/errors.mjs';
import { loadRules, openGame, prng, randomText, wasmBytes, WASM_URL, START_FEN } from './rules-load.mjs';

let rules;
beforeAll(async () => {
  rules = await loadRules();
});

function expectResult(result) {
  expect(typeof result.ok).toBe('boolean');
  if (!result.ok) {
    expect(Object.keys(ERROR_CODES)).toContain(result.error.code);
    expect(result.error.message.length).toBeGreaterThan(5);
  }
  return result;
}

/** Asserts the game is as it was and still takes a legal move (then takes it back). */
function expectIntact(game, fen, history) {
  expect(game.fen()).toBe(fen);
  expect(game.history()).toEqual(history);
  const move = game.moves()[0];
  expect(game.play(move.uci).ok).toBe(true);
  expect(game.undo().ok).toBe(true);
  expect(game.fen()).toBe(fen);
}

describe('user strings never throw', () => {
  test('overlong FENs and moves give INPUT_TOO_LONG', () => {
    const game = openGame(rules);
    game.play('e4');
    const fen = game.fen();
    const long = 'e4'.repeat(100000);
    expect(expectResult(game.play(long)).error.code).toBe('INPUT_TOO_LONG');
    expect(expectResult(rules.validateFen(START_FEN + ' '.repeat(300))).error.code).toBe('INPUT_TOO_LONG');
    expect(expectResult(rules.game('x'.repeat(5000))).error.code).toBe('INPUT_TOO_LONG');
    expect(expectResult(game.claimDraw('threefold-repetition', long)).error.code).toBe('INPUT_TOO_LONG');
    expect(expectResult(rules.perft('€'.repeat(200), 1)).error.code).toBe('INPUT_TOO_LONG'); // 600 bytes of UTF-8
    expectIntact(game, fen, ['e4']);
  });

  test('NUL bytes are refused where they stand, never read as the end of the text', () => {
    const game = openGame(rules);
    expect(expectResult(game.play('e2e4\0')).ok).toBe(false);
    expect(expectResult(game.play('e4\0garbage')).ok).toBe(false);
    expect(expectResult(game.play('\0')).ok).toBe(false);
    expect(expectResult(rules.validateFen(`${START_FEN}\0`)).ok).toBe(false);
    expect(expectResult(rules.validateFen(START_FEN.replace(' w ', ' w\0'))).ok).toBe(false);
    expect(expectResult(rules.game(`rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\0w KQkq - 0 1`)).ok).toBe(false);
    expect(expectResult(game.movesFrom('e\0')).ok).toBe(false);
    expectIntact(game, START_FEN, []);
  });

  test('1,000 random strings through every call that takes text: results only, nothing lost', () => {
    const random = prng(20261130);
    const game = openGame(rules);
    game.play('d4');
    const fen = game.fen();
    let refused = 0;
    for (let i = 0; i < 1000; i++) {
      const text = randomText(random);
      const results = [
        rules.validateFen(text), rules.game(text), rules.game(text, { exercise: true }), rules.perft(text, 1),
        game.play(text), game.findMove(text), game.movesFrom(text), game.claimable(text), game.claimDraw(text),
        game.touch(text),
      ];
      for (const result of results) {
        expectResult(result);
        if (!result.ok) refused++;
      }
      if (game.fen() !== fen) {
        // A random string can be a legal move (or a touch): take it back and go on.
        while (game.history().length > 1) game.undo();
      }
      game.clearTouches();
      expect(game.fen()).toBe(fen);
    }
    expect(refused).toBeGreaterThan(1000 * 8);
    expectIntact(game, fen, ['d4']);
  });
});

describe('limits', () => {
  test('a game record holds 1024 plies; the next move is GAME_FULL and the game stays usable', async () => {
    const rules2000 = await loadRules({ laws: '2000' }); // no automatic fivefold or 75-move ending
    // A back-rank mate stays in reach, so the core's dead-position check after each move is quick.
    const game = openGame(rules2000, '6k1/5ppp/8/3n4/8/8/8/RN4K1 w - - 0 1');
    const cycle = ['Nc3', 'Nf6', 'Nb1', 'Nd5'];
    for (let ply = 0; ply < 1024; ply++) expect(game.play(cycle[ply % 4]).ok).toBe(true);
    expect(code(game.play('Nc3'))).toBe('GAME_FULL');
    expect(game.history()).toHaveLength(1024);
    expect(game.undo().ok).toBe(true);
    expect(game.play('Nd5').ok).toBe(true);
    expect(game.claimDraw('threefold-repetition').value.accepted).toBe(true);
  }, 120_000);
});

describe('programmer errors throw a TypeError that says what was expected', () => {
  test.each([
    ['rules.game(42)', () => rules.game(42), /rules\.game\(fen\) must be a string, got a number/],
    ['rules.game(null)', () => rules.game(null), /must be a string, got null/],
    ['rules.game(fen, "x")', () => rules.game(undefined, 'x'), /options object/],
    ['rules.game exercise: "yes"', () => rules.game(undefined, { exercise: 'yes' }), /exercise must be true or false/],
    ['rules.game laws: 1990', () => rules.game(undefined, { laws: 1990 }), /'current' or '2000'/],
    ['validateFen({})', () => rules.validateFen({}), /must be a string, got an object/],
    ['perft depth "2"', () => rules.perft(START_FEN, '2'), /depth must be an integer from 0 to 8/],
    ['perft depth 9', () => rules.perft(START_FEN, 9), /depth must be an integer from 0 to 8/],
    ['play(undefined)', () => openGame(rules).play(), /game\.play\(move\) must be a string, got a undefined/],
    ['play({from, to})', () => openGame(rules).play({ from: 'e2', to: 'e4' }), /must be a string, got an object/],
    ['movesFrom(12)', () => openGame(rules).movesFrom(12), /movesFrom\(square\) must be a string/],
    ['attackedSquares("red")', () => openGame(rules).attackedSquares('red'), /'w', 'white', 'b' or 'black'/],
    ['resign()', () => openGame(rules).resign(), /game\.resign\(color\) must be 'w', 'white', 'b' or 'black'/],
    ['flag(0)', () => openGame(rules).flag(0), /game\.flag\(color\)/],
    ['canMate("x")', () => openGame(rules).canMate('x'), /game\.canMate\(color\)/],
    ['touch(5)', () => openGame(rules).touch(5), /game\.touch\(square\) must be a string/],
    ['findMove(3)', () => openGame(rules).findMove(3), /game\.findMove\(text\) must be a string/],
    ['touch adjust "yes"', () => openGame(rules).touch('e2', { adjust: 'yes' }), /adjust must be true or false/],
    ['claimDraw(1)', () => openGame(rules).claimDraw(1), /claimDraw\(reason\) must be a string/],
    ['claimable(7)', () => openGame(rules).claimable(7), /claimable\(intendedMove\) must be a string/],
    // The language is switched with setLang, which waits for that language's messages.
    ['lang = "en"', () => { rules.lang = 'en'; }, /only a getter/],
  ])('%s', (name, call, message) => {
    expect(call).toThrow(TypeError);
    expect(call).toThrow(message);
  });

  test('setLang checks its argument', async () => {
    await expect(rules.setLang(3)).rejects.toThrow(/rules\.setLang\(lang\) must be a string/);
  });

  test('loadChessRules checks its options', async () => {
    await expect(loadChessRules({ wasm: 5 })).rejects.toThrow(TypeError);
    await expect(loadChessRules({ laws: 'modern' })).rejects.toThrow(/'current' or '2000'/);
    await expect(loadChessRules('fast')).rejects.toThrow(TypeError);
  });
});

describe('one instance, many games', () => {
  const RUY = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7'];
  const SICILIAN = ['e4', 'c5', 'Nf3', 'd6', 'd4', 'cxd4', 'Nxd4', 'Nf6', 'Nc3', 'a6'];

  function alone(moves) {
    const game = openGame(rules);
    for (const move of moves) game.play(move);
    return { fen: game.fen(), history: game.history() };
  }

  test('two games played interleaved, with errors and actions between, end as when played alone', () => {
    const a = openGame(rules);
    const b = openGame(rules);
    const c = openGame(rules, '8/8/4k3/8/8/4K3/8/7Q w - - 0 1');
    for (let i = 0; i < RUY.length; i++) {
      expect(a.play(RUY[i]).ok).toBe(true);
      expect(b.play('Ka5').ok).toBe(false);        // an error in b between a's moves
      b.touch('h8');                              // a touch in b (refused or not) stays in b
      b.clearTouches();
      expect(b.play(SICILIAN[i]).ok).toBe(true);
      expect(c.canMate('b')).toBe('no');          // another game asked between
      expect(a.movesFrom('a1').ok).toBe(true);
    }
    expect({ fen: a.fen(), history: a.history() }).toEqual(alone(RUY));
    expect({ fen: b.fen(), history: b.history() }).toEqual(alone(SICILIAN));
    b.resign('w');
    expect(a.outcome().result).toBe('*');
    expect(a.play('Re1').ok).toBe(true);
    expect(code(b.play('Be2'))).toBe('GAME_OVER');
  });

  test('undo in one game does not touch the other; a copy of state is not shared', () => {
    const a = openGame(rules);
    const b = openGame(rules);
    a.play('e4');
    b.play('d4');
    a.undo();
    expect(b.history()).toEqual(['d4']);
    expect(b.fen()).toBe('rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1');
    expect(a.fen()).toBe(START_FEN);
    const moves = a.moves();
    moves.length = 0;
    expect(a.moves()).toHaveLength(20); // callers get copies
  });

  test('instances: one per URL, and bytes or a compiled module also work', async () => {
    const fromBytes = await loadChessRules({ wasm: wasmBytes() });
    const fromModule = await loadChessRules({ wasm: new WebAssembly.Module(wasmBytes()) });
    const again = await loadChessRules({ wasm: WASM_URL, lang: 'zh-Hans' });
    for (const api of [fromBytes, fromModule, again]) {
      expect(api.perft(START_FEN, 2)).toEqual({ ok: true, value: 400 });
    }
    // Different API objects over one instance keep their own language.
    expect(again.lang).toBe('zh-Hans');
    expect(rules.lang).not.toBe(undefined);
    await expect(loadChessRules({ wasm: new URL('file:///nonexistent/chess-rules.wasm') })).rejects.toThrow();
  });

  test('the module imports nothing', () => {
    expect(WebAssembly.Module.imports(new WebAssembly.Module(wasmBytes()))).toEqual([]);
  });
});

function code(result) {
  return result.ok ? 'OK' : result.error.code;
}
