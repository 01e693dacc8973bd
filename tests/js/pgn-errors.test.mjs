// PGN reading's mistakes: each malformed PGN gets its own error code and a message that says where
// (the move number, the side and the move, or the line) and why, in the rules' language; random
// and mutated text never throws and never gives anything but a Result.
import fc from 'fast-check';
import { ERROR_CODES } from '../../web/rules/errors.mjs';
import { loadRules } from './rules-load.mjs';

let rules, zh;
beforeAll(async () => {
  rules = await loadRules({ lang: 'en' });
  zh = await loadRules({ lang: 'zh-Hans' });
});

const GOOD = '[Event "Club"]\n[White "Li"]\n[Black "Wang"]\n[Result "1-0"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n';

// [text, code, what the English message names (the move, or the line), moveNumber or 0]
const MALFORMED = [
  ['1. e4 e5 2. Ke3', 'PIECE_CANNOT_MOVE_LIKE_THAT', 'Move 2, White, "Ke3"', 2],
  ['1. e4 f5\n2. Ke2 fxe4 3. Kf3', 'KING_INTO_CHECK', 'Move 3, White, "Kf3"', 3],
  ['1. e4 d6 2. Bb5+ Nd7 3. Nf3 Nb6', 'LEAVES_KING_IN_CHECK', 'Move 3, Black, "Nb6"', 3],
  ['1. e4 e5 2. Bc4 Nc6 3. Bxf7+ a6', 'KING_IN_CHECK_MUST_ANSWER', 'Move 3, Black, "a6"', 3],
  ['1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# Ke7', 'GAME_OVER', 'Move 4, Black, "Ke7"', 4],
  ['1. e4 e5 2. Nf3 Nc6 3. Rg1 Nf6 4. Rh1 Ng8 5. O-O', 'CASTLE_ROOK_MOVED', 'Move 5, White, "O-O"', 5],
  ['1. e4 e5 2. Bc4 Nf6 3. O-O', 'CASTLE_BLOCKED', 'Move 3, White, "O-O"', 3],
  ['1. d4 e5 2. d5 c5 3. Nf3 Nf6 4. dxc6', 'EN_PASSANT_EXPIRED', 'Move 4, White, "dxc6"', 4],
  ['1. a4 b5 2. axb5 a6 3. bxa6 Bb7 4. axb7 Nc6 5. bxa8', 'PROMOTION_CHOICE_NEEDED', 'Move 5, White, "bxa8"', 5],
  ['1. a4 b5 2. axb5 a6 3. bxa6 Bb7 4. axb7 Nc6 5. bxa8=K', 'BAD_PROMOTION_PIECE', 'Move 5, White, "bxa8=K"', 5],
  ['1. e4 e5 2. e5', 'PATH_BLOCKED', 'Move 2, White, "e5"', 2],
  ['1. e4 e5 2. Qd1e2 Nc6 3. Ke1e2', 'OWN_PIECE_ON_TARGET', 'Move 3, White, "Ke1e2"', 3],
  ['1. e4 e5 2. Nd5', 'PIECE_CANNOT_MOVE_LIKE_THAT', 'Move 2, White, "Nd5"', 2],
  ['1. e4 e5 2. e3e4', 'NO_PIECE', 'Move 2, White, "e3e4"', 2],
  ['1. e4 e5 2. Ra1a3', 'PATH_BLOCKED', 'Move 2, White, "Ra1a3"', 2],
  ['1. Nc3 Nc6 2. Nf3 Nf6 3. Nd4 Nd5 4. Nb5', 'MOVE_AMBIGUOUS', 'Move 4, White, "Nb5"', 4],
  ['1. e4 e5 2. Nf3 hello', 'MOVE_SYNTAX', 'Move 2, Black, "hello"', 2],
  ['1. e4 -- 2. d4', 'PASS_NOT_ALLOWED', 'Move 1, Black, "--"', 1],
  ['[White Li]\n1. e4', 'PGN_TAG', 'Line 1, "[White "', 0],
  ['[Event "Club"]\n[White "Li"\n1. e4', 'PGN_TAG', 'Line 2', 0],
  ['[White "Li', 'PGN_UNCLOSED', 'Line 1, "[White "Li"', 0],
  ['1. e4 e5 {a note that never ends\n2. Nf3', 'PGN_UNCLOSED', 'Move 2, White, "{a note that never ends"', 2],
  ['1. e4 (1. d4 d5 2. c4', 'PGN_UNCLOSED', 'Move 1, Black, "(1. d4 d5 2. c4"', 1],
  ['1. e4 e5 ) 2. Nf3', 'PGN_UNEXPECTED', 'Move 2, White, ")"', 2],
  ['1. e4 $ e5', 'PGN_UNEXPECTED', 'Move 1, Black, "$"', 1],
  ['[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]\n1. e4', 'FEN_KING_COUNT', 'Line 1, "[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]"', 0],
  ['[SetUp "1"]\n[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq"]\n1. e4', 'FEN_FIELDS', 'Line 2', 0],
];

test(`${MALFORMED.length} malformed PGNs: each its error, naming where and why`, async () => {
  expect(MALFORMED.length).toBeGreaterThanOrEqual(20);
  for (const [text, code, where, moveNumber] of MALFORMED) {
    const read = await rules.gameFromPgn(text);
    expect({ text, ok: read.ok }).toEqual({ text, ok: false });
    const { error } = read;
    expect({ text, code: error.code }).toEqual({ text, code });
    expect(error.message.startsWith(where)).toBe(true);
    // ... and ends with the core's reason for that code.
    expect(error.message.endsWith(rules.errorMessage(code))).toBe(true);
    expect(error.moveNumber ?? 0).toBe(moveNumber);
    expect(error.line).toBeGreaterThanOrEqual(1);
  }
});

test('the message is in the rules\' language', async () => {
  const read = await zh.gameFromPgn('1. e4 f5\n2. Ke2 fxe4 3. Kf3');
  expect(read.error.message).toBe(`第 3 回合白方的“Kf3”：${zh.errorMessage('KING_INTO_CHECK')}`);
  expect(read.error).toMatchObject({ code: 'KING_INTO_CHECK', moveNumber: 3, color: 'w', text: 'Kf3', line: 2, article: '3.8(1)a' });
  const tag = await zh.gameFromPgn('[White Li]\n1. e4');
  expect(tag.error.message).toBe(`第 1 行“[White ”：${zh.errorMessage('PGN_TAG')}`);
});

test('a lenient reading: tags, comments, NAGs, variations, annotation marks, move numbers in any form', async () => {
  const text = '\uFEFF% exported by a program\n[Event "Club \\"A\\""]\n[Date "2026.12.02"]\n\n'
    + '1.e4!? {best by test} e5 $2 (1...c5 {Sicilian} 2.Nf3 (2.c3 d5) d6) 2 Nf3 ; a line comment\n'
    + '2... Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 +- 1/2-1/2\n\n[Event "the next game"]\n1. d4 *\n';
  const read = await rules.gameFromPgn(text);
  expect(read.ok).toBe(true);
  expect(read.value.history()).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7']);
  const written = (await read.value.pgn({ headers: { White: 'Li' } })).value;
  expect(written).toContain('[Event "Club \\"A\\""]\n');
  expect(written).toContain('[Date "2026.12.02"]\n');
  expect(written).toContain('[White "Li"]\n');
  expect(written).toContain('[Result "1/2-1/2"]\n');
  expect(written.trimEnd().endsWith('5. O-O Be7 1/2-1/2')).toBe(true);
  // Once the game goes on, the result read no longer holds.
  read.value.play('Re1');
  expect((await read.value.pgn()).value).toContain('[Result "*"]\n');
});

test('a game from a position is written with SetUp and FEN, and reads back there', async () => {
  const fen = '4k3/P7/8/8/8/8/8/4K3 b - - 0 7';
  const game = rules.game(fen).value;
  game.play('Kd7');
  game.play('a8=Q');
  const written = (await game.pgn()).value;
  expect(written).toContain(`[SetUp "1"]\n[FEN "${fen}"]\n`);
  expect(written).toContain('\n7... Kd7 8. a8=Q *\n');
  const read = await rules.gameFromPgn(written);
  expect(read.value.startFen()).toBe(fen);
  expect(read.value.history()).toEqual(['Kd7', 'a8=Q']);
});

test('the API refuses what is no PGN call with a TypeError, and a bad tag name with PGN_TAG', async () => {
  await expect(rules.gameFromPgn(42)).rejects.toThrow(TypeError);
  const game = rules.game().value;
  await expect(game.pgn({ headers: { White: 7 } })).rejects.toThrow(TypeError);
  expect((await game.pgn({ headers: { 'Bad name': 'x' } })).error.code).toBe('PGN_TAG');
});

// ---- properties --------------------------------------------------------------------------------

const CODES = new Set(Object.keys(ERROR_CODES));

/** A reading that is a Result: a game whose PGN reads back to the same moves, or a known error
 *  with a message. */
async function checkReading(text) {
  const read = await rules.gameFromPgn(text);
  if (!read.ok) {
    expect(CODES.has(read.error.code)).toBe(true);
    expect(typeof read.error.message).toBe('string');
    expect(read.error.message.length).toBeGreaterThan(0);
    return;
  }
  const written = await read.value.pgn();
  expect(written.ok).toBe(true);
  const again = await rules.gameFromPgn(written.value);
  expect(again.ok && again.value.history()).toEqual(read.value.history());
  expect(again.value.fen()).toBe(read.value.fen());
}

const PGN_PIECES = ['1.', '2...', ' ', '\n', 'e4', 'e5', 'Nf3', 'Nc6', 'O-O', 'exd5', 'a8=Q', '{', '}', '(', ')', '[', ']',
  '"', '$1', ';', '%', '!?', '1-0', '*', '\\', '\0', '…', '½-½', 'é', '\uD800', '[White "x"]', '[FEN "'];

test('random text never throws: a Result every time', async () => {
  await fc.assert(fc.asyncProperty(fc.string({ maxLength: 200 }), checkReading), { numRuns: 300, seed: 18 });
  await fc.assert(fc.asyncProperty(fc.array(fc.constantFrom(...PGN_PIECES), { maxLength: 60 }).map((parts) => parts.join('')), checkReading),
    { numRuns: 300, seed: 19 });
}, 300_000);

test('mutated PGN never throws: a Result every time', async () => {
  const mutation = fc.tuple(fc.nat(GOOD.length), fc.nat(8), fc.string({ maxLength: 6 }));
  const mutate = (mutations) => mutations.reduce((text, [at, cut, insert]) => text.slice(0, at) + insert + text.slice(at + cut), GOOD);
  await fc.assert(fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 4 }).map(mutate), checkReading), { numRuns: 400, seed: 20 });
}, 300_000);
