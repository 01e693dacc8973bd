// What each error message must say, written by a person from the rule (c/include/chess.h's error
// list and the Laws in ../shared/seeds), not read back from the message tables. For each error
// code and each language: the key words the sentence must contain (`must`, every one) and words it
// must not contain (`never`, which tell it from its most confusable sibling). Each error is then
// produced through the rules API by a real position and move, so the code is checked too, and
// its message must carry its own key words and not satisfy its sibling's.
//
// The last test checks the key words are sharp enough that swapping any two messages of one
// language fails: no other message of the language satisfies a code's must-and-never.
import { existsSync } from 'node:fs';
import { ERROR_CODES } from '../../web/rules/errors.mjs';
import { loadChessSearch } from '../../web/rules/search-engine.mjs';
import { loadRules, openGame, START_FEN } from './rules-load.mjs';

const SEARCH_WASM = new URL('../../dist/chess-search.wasm', import.meta.url);
const LANGS = ['zh-Hans', 'zh-Hant', 'en'];

// Each entry: the code's key words per language. A key word is a regular expression source
// (alternatives with |). `sibling` is the code a reader would most easily confuse it with.
const WORDS = {
  // The shim refused something it cannot read: the child can only reload.
  INVALID_ARGUMENT: { sibling: 'MOVE_SYNTAX', 'zh-Hans': ['刷新'], 'zh-Hant': ['重新整理'], en: ['reload'] },
  // The output buffer cannot hold the answer.
  BUFFER_TOO_SMALL: { sibling: 'INPUT_TOO_LONG', 'zh-Hans': ['答案', '放不下'], 'zh-Hant': ['答案', '放不下'], en: ['answer', 'fit'] },
  // The input is longer than any FEN or move.
  INPUT_TOO_LONG: { sibling: 'GAME_FULL', 'zh-Hans': ['太长', '局面'], 'zh-Hant': ['太長', '局面'], en: ['too long', 'position'] },
  FEN_FIELDS: { sibling: 'FEN_BOARD', 'zh-Hans': ['FEN', '空格'], 'zh-Hant': ['FEN', '空格'], en: ['FEN', 'spaces'] },
  FEN_BOARD: { sibling: 'FEN_FIELDS', 'zh-Hans': ['FEN', '棋盘', '8'], 'zh-Hant': ['FEN', '棋盤', '8'], en: ['FEN', 'board', '8'] },
  FEN_SIDE: { sibling: 'FEN_FIELDS', 'zh-Hans': ['FEN', '轮到谁走', '白方', '黑方'], 'zh-Hant': ['FEN', '輪到誰走', '白方', '黑方'], en: ['FEN', 'turn', 'White', 'Black'] },
  FEN_CASTLING: { sibling: 'FEN_CASTLING_MISMATCH', 'zh-Hans': ['FEN', '王车易位', 'K', 'q'], 'zh-Hant': ['FEN', '王車易位', 'K', 'q'], en: ['FEN', 'castling', 'K', 'q'] },
  FEN_EN_PASSANT: { sibling: 'FEN_EN_PASSANT_NO_PAWN', 'zh-Hans': ['FEN', '吃过路兵', '3', '6'], 'zh-Hant': ['FEN', '吃過路兵', '3', '6'], en: ['FEN', 'en passant', '3', '6'] },
  // Article 5.2(5)'s count: moves since the last capture or pawn move.
  FEN_HALFMOVE: { sibling: 'FEN_FULLMOVE', 'zh-Hans': ['FEN', '吃子', '兵', '9999'], 'zh-Hant': ['FEN', '吃子', '兵', '9999'], en: ['FEN', 'capture', 'pawn', '9999'] },
  FEN_FULLMOVE: { sibling: 'FEN_HALFMOVE', 'zh-Hans': ['FEN', '回合', '1 到 9999'], 'zh-Hant': ['FEN', '回合', '1 到 9999'], en: ['FEN', 'move number', '1 to 9999'] },
  FEN_KING_COUNT: { sibling: 'FEN_KINGS_ADJACENT', 'zh-Hans': ['每一方', '一个王'], 'zh-Hant': ['每一方', '一個王'], en: ['Each side', 'one king'] },
  FEN_KINGS_ADJACENT: { sibling: 'FEN_KING_COUNT', 'zh-Hans': ['两个王', '挨'], 'zh-Hant': ['兩個王', '挨'], en: ['two kings', 'next to'] },
  FEN_PAWN_ON_BACK_RANK: { sibling: 'PROMOTION_CHOICE_NEEDED', 'zh-Hans': ['兵', '第 1 行', '第 8 行'], 'zh-Hant': ['兵', '第 1 行', '第 8 行'], en: ['pawn', 'first', 'last row'] },
  FEN_OPPONENT_IN_CHECK: { sibling: 'KING_IN_CHECK_MUST_ANSWER', 'zh-Hans': ['不轮到', '将军'], 'zh-Hant': ['不輪到', '將軍'], en: ['not moving', 'in check'] },
  FEN_CASTLING_MISMATCH: { sibling: 'FEN_CASTLING', 'zh-Hans': ['王车易位', '原来的格子'], 'zh-Hant': ['王車易位', '原來的格子'], en: ['castle', 'first squares'] },
  FEN_EN_PASSANT_NO_PAWN: { sibling: 'FEN_EN_PASSANT', 'zh-Hans': ['吃过路兵', '没有兵', '两格'], 'zh-Hant': ['吃過路兵', '沒有兵', '兩格'], en: ['en passant', 'no pawn', 'two squares'] },
  FEN_PIECE_COUNT: { sibling: 'FEN_KING_COUNT', 'zh-Hans': ['太多', '8 个兵', '16'], 'zh-Hant': ['太多', '8 個兵', '16'], en: ['too many', '8 pawns', '16'] },
  MOVE_SYNTAX: { sibling: 'MOVE_AMBIGUOUS', 'zh-Hans': ['看不懂', 'e2e4'], 'zh-Hant': ['看不懂', 'e2e4'], en: ["can't read|cannot read", 'e2e4'] },
  // Say which piece: Nbd2.
  MOVE_AMBIGUOUS: { sibling: 'MOVE_SYNTAX', 'zh-Hans': ['两个棋子', '哪一个'], 'zh-Hant': ['兩個棋子', '哪一個'], en: ['Two pieces', 'which one'] },
  NO_PIECE: { sibling: 'NOT_A_PIECE', 'zh-Hans': ['格子', '没有棋子'], 'zh-Hant': ['格子', '沒有棋子'], en: ['no piece', 'square'], never: { 'zh-Hans': ['摸'], 'zh-Hant': ['摸'], en: ['touch'] } },
  NOT_YOUR_TURN: { sibling: 'NO_PIECE', 'zh-Hans': ['对方的棋子', '不轮到'], 'zh-Hant': ['對方的棋子', '不輪到'], en: ["other side's piece", 'turn'] },
  PIECE_CANNOT_MOVE_LIKE_THAT: { sibling: 'PATH_BLOCKED', 'zh-Hans': ['不能这样走'], 'zh-Hant': ['不能這樣走'], en: ["can't move like that|cannot move like that"] },
  PATH_BLOCKED: { sibling: 'OWN_PIECE_ON_TARGET', 'zh-Hans': ['挡', '跳不过去'], 'zh-Hant': ['擋', '跳不過去'], en: ['in the way', 'jump'] },
  OWN_PIECE_ON_TARGET: { sibling: 'PATH_BLOCKED', 'zh-Hans': ['自己的棋子', '站着'], 'zh-Hant': ['自己的棋子', '站著'], en: ['own piece', 'standing there'] },
  // A pinned piece: moving it exposes one's own king (3.9).
  LEAVES_KING_IN_CHECK: { sibling: 'KING_INTO_CHECK', 'zh-Hans': ['走开', '自己的王', '将军'], 'zh-Hant': ['走開', '自己的王', '將軍'], en: ['moves away', 'your king', 'check'] },
  // In check, the move must answer it.
  KING_IN_CHECK_MUST_ANSWER: { sibling: 'LEAVES_KING_IN_CHECK', 'zh-Hans': ['被将军', '应将'], 'zh-Hant': ['被將軍', '應將'], en: ['in check', 'out of check'] },
  // The king steps onto an attacked square: not about castling.
  KING_INTO_CHECK: { sibling: 'CASTLE_INTO_ATTACK', 'zh-Hans': ['王', '攻击', '走到'], 'zh-Hant': ['王', '攻擊', '走到'], en: ['king', 'attacks', 'move to'],
    never: { 'zh-Hans': ['易位'], 'zh-Hant': ['易位'], en: ['castle'] } },
  CASTLE_KING_MOVED: { sibling: 'CASTLE_ROOK_MOVED', 'zh-Hans': ['王已经走过', '易位'], 'zh-Hant': ['王已經走過', '易位'], en: ['king has already moved', 'castle'] },
  CASTLE_ROOK_MOVED: { sibling: 'CASTLE_KING_MOVED', 'zh-Hans': ['车已经走过', '被吃', '易位'], 'zh-Hant': ['車已經走過', '被吃', '易位'], en: ['rook', 'moved', 'gone', 'castle'] },
  CASTLE_BLOCKED: { sibling: 'PATH_BLOCKED', 'zh-Hans': ['王和车中间', '易位'], 'zh-Hant': ['王和車中間', '易位'], en: ['between the king and the rook', 'castle'] },
  // The king is in check now (not after castling, not on the way).
  CASTLE_IN_CHECK: { sibling: 'CASTLE_INTO_ATTACK', 'zh-Hans': ['被将军', '易位'], 'zh-Hant': ['被將軍', '易位'], en: ['in check', 'castle'],
    never: { 'zh-Hans': ['经过', '落'], 'zh-Hant': ['經過', '落'], en: ['pass', 'land'] } },
  // The square the king crosses is attacked.
  CASTLE_THROUGH_ATTACK: { sibling: 'CASTLE_INTO_ATTACK', 'zh-Hans': ['经过', '攻击', '易位'], 'zh-Hant': ['經過', '攻擊', '易位'], en: ['pass|cross|through', 'attack', 'castle'],
    never: { 'zh-Hans': ['落'], 'zh-Hant': ['落'], en: ['land|end on'] } },
  // The square the king ends on is attacked: it would end in check.
  CASTLE_INTO_ATTACK: { sibling: 'CASTLE_THROUGH_ATTACK', 'zh-Hans': ['落', '攻击', '易位'], 'zh-Hant': ['落', '攻擊', '易位'], en: ['land|end on', 'attack', 'castle'],
    never: { 'zh-Hans': ['经过'], 'zh-Hant': ['經過'], en: ['pass|cross|through'] } },
  // 3.7(4): only on the move right after the two-square step.
  EN_PASSANT_EXPIRED: { sibling: 'FEN_EN_PASSANT_NO_PAWN', 'zh-Hans': ['吃过路兵', '马上', '两格'], 'zh-Hant': ['吃過路兵', '馬上', '兩格'], en: ['En passant|en passant', 'at once|right after'] },
  // 3.7(5): the player chooses Q, R, B or N.
  PROMOTION_CHOICE_NEEDED: { sibling: 'BAD_PROMOTION_PIECE', 'zh-Hans': ['底线', '升变', '选'], 'zh-Hant': ['底線', '升變', '選'], en: ['last row', 'choose'] },
  PROMOTION_NOT_ALLOWED: { sibling: 'PROMOTION_CHOICE_NEEDED', 'zh-Hans': ['没有走到底线', '不能升变'], 'zh-Hant': ['沒有走到底線', '不能升變'], en: ['not reach', 'cannot change'] },
  BAD_PROMOTION_PIECE: { sibling: 'PROMOTION_CHOICE_NEEDED', 'zh-Hans': ['只能变成', '后', '马'], 'zh-Hant': ['只能變成', '后', '馬'], en: ['only become', 'queen', 'knight'] },
  PASS_NOT_ALLOWED: { sibling: 'NOTHING_TO_UNDO', 'zh-Hans': ['练习', '停一步'], 'zh-Hant': ['練習', '停一步'], en: ['practice', 'skip'] },
  CAPTURES_KING: { sibling: 'KING_INTO_CHECK', 'zh-Hans': ['王', '不能被吃'], 'zh-Hant': ['王', '不能被吃'], en: ['king', 'never captured'] },
  GAME_OVER: { sibling: 'NO_LEGAL_MOVES', 'zh-Hans': ['结束'], 'zh-Hant': ['結束'], en: ['game', 'over'] },
  GAME_FULL: { sibling: 'INPUT_TOO_LONG', 'zh-Hans': ['太长', '记不下'], 'zh-Hant': ['太長', '記不下'], en: ['game', 'too long', 'moves'] },
  NOTHING_TO_UNDO: { sibling: 'NO_DRAW_OFFER', 'zh-Hans': ['退回'], 'zh-Hant': ['退回'], en: ['take back'] },
  // Only threefold repetition (9.2) and the 50-move rule (9.3) are claimed.
  NOT_CLAIMABLE_REASON: { sibling: 'NO_DRAW_OFFER', 'zh-Hans': ['三次', '50', '提出'], 'zh-Hant': ['三次', '50', '提出'], en: ['three times', '50', 'claimed'] },
  NO_DRAW_OFFER: { sibling: 'NOT_CLAIMABLE_REASON', 'zh-Hans': ['提和', '接受'], 'zh-Hant': ['提和', '接受'], en: ['offered a draw', 'accept'] },
  // 4.3/4.4: the pieces touched decide the move.
  TOUCH_MOVE_REQUIRED: { sibling: 'NOT_A_PIECE', 'zh-Hans': ['摸', '要走'], 'zh-Hant': ['摸', '要走'], en: ['touch', 'must'],
    never: { 'zh-Hans': ['空'], 'zh-Hant': ['空'], en: ['empty'] } },
  NOT_A_PIECE: { sibling: 'NO_PIECE', 'zh-Hans': ['空', '摸'], 'zh-Hant': ['空', '摸'], en: ['empty', 'touch'] },
  TOUCH_LIMIT: { sibling: 'TOUCH_MOVE_REQUIRED', 'zh-Hans': ['摸', '太多'], 'zh-Hant': ['摸', '太多'], en: ['[Tt]oo many', 'touched'] },
  NO_LEGAL_MOVES: { sibling: 'GAME_OVER', 'zh-Hans': ['将死', '逼和'], 'zh-Hant': ['將死', '逼和'], en: ['checkmated', 'stalemated'] },
  SEARCH_BUDGET: { sibling: 'NO_LEGAL_MOVES', 'zh-Hans': ['想', '太久'], 'zh-Hant': ['想', '太久'], en: ['[Tt]hinking', 'too long'] },
  PGN_TAG: { sibling: 'PGN_UNCLOSED', 'zh-Hans': ['棋谱', '\\[White'], 'zh-Hant': ['棋譜', '\\[White'], en: ['game record', '\\[White'] },
  PGN_UNCLOSED: { sibling: 'PGN_UNEXPECTED', 'zh-Hans': ['没有关上'], 'zh-Hant': ['沒有關上'], en: ['never closed'] },
  PGN_UNEXPECTED: { sibling: 'PGN_UNCLOSED', 'zh-Hans': ['这里多了'], 'zh-Hant': ['這裡多了'], en: ['does not belong'] },
};

/** Whether a message says what `code` must say in `lang`: all its key words and none of its never-words. */
function says(message, code, lang) {
  const entry = WORDS[code];
  const must = entry[lang].every((word) => new RegExp(word).test(message));
  const never = (entry.never?.[lang] ?? []).some((word) => new RegExp(word).test(message));
  return must && !never;
}

function expectSays(message, code, lang) {
  const entry = WORDS[code];
  for (const word of entry[lang]) expect(`${code} ${lang}: ${message}`).toMatch(new RegExp(word));
  for (const word of entry.never?.[lang] ?? []) expect(`${code} ${lang}: ${message}`.slice(code.length + lang.length + 3)).not.toMatch(new RegExp(word));
  expect(`${code} ${lang} says ${entry.sibling}'s words: ${says(message, entry.sibling, lang)}`)
    .toBe(`${code} ${lang} says ${entry.sibling}'s words: false`);
}

const rulesByLang = {};
const searchByLang = {};

beforeAll(async () => {
  if (!existsSync(SEARCH_WASM)) throw new Error('dist/chess-search.wasm is missing: run `npm run build` first');
  for (const lang of LANGS) {
    rulesByLang[lang] = await loadRules({ lang });
    searchByLang[lang] = await loadChessSearch({ wasm: SEARCH_WASM, lang });
  }
});

const play = (fen, ...moves) => (rules) => {
  const game = openGame(rules, fen);
  for (const move of moves.slice(0, -1)) {
    const done = game.play(move);
    if (!done.ok) throw new Error(`${move}: ${done.error.code}`);
  }
  return game.play(moves[moves.length - 1]);
};

// How the rules API produces each error, from positions and moves one can set up on a board.
const TRIGGERS = {
  INPUT_TOO_LONG: (rules) => openGame(rules).findMove('e4'.repeat(500)),
  FEN_FIELDS: (rules) => rules.game('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR'),
  FEN_BOARD: (rules) => rules.game('rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'),
  FEN_SIDE: (rules) => rules.game('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1'),
  FEN_CASTLING: (rules) => rules.game('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1'),
  FEN_EN_PASSANT: (rules) => rules.game('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1'),
  FEN_HALFMOVE: (rules) => rules.game('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1'),
  FEN_FULLMOVE: (rules) => rules.game('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0'),
  FEN_KING_COUNT: (rules) => rules.game('8/8/8/8/8/8/8/4K3 w - - 0 1'),
  FEN_KINGS_ADJACENT: (rules) => rules.game('8/8/8/8/8/8/4k3/4K3 w - - 0 1'),
  FEN_PAWN_ON_BACK_RANK: (rules) => rules.game('P3k3/8/8/8/8/8/8/4K3 w - - 0 1'),
  FEN_OPPONENT_IN_CHECK: (rules) => rules.game('4k3/4R3/8/8/8/8/8/4K3 w - - 0 1'),
  FEN_CASTLING_MISMATCH: (rules) => rules.game('4k3/8/8/8/8/8/8/4K3 w K - 0 1'),
  FEN_EN_PASSANT_NO_PAWN: (rules) => rules.game('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1'),
  FEN_PIECE_COUNT: (rules) => rules.game('4k3/8/8/8/8/PPPPPPPP/PPPPPPPP/4K3 w - - 0 1'),
  MOVE_SYNTAX: play(START_FEN, 'hello'),
  MOVE_AMBIGUOUS: play('4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1', 'Nd2'),
  NO_PIECE: play(START_FEN, 'e3e4'),
  NOT_YOUR_TURN: play(START_FEN, 'e7e5'),
  PIECE_CANNOT_MOVE_LIKE_THAT: play(START_FEN, 'g1g3'),
  PATH_BLOCKED: play(START_FEN, 'f1c4'),
  OWN_PIECE_ON_TARGET: play(START_FEN, 'd1d2'),
  LEAVES_KING_IN_CHECK: play('4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1', 'Nf4'),
  KING_IN_CHECK_MUST_ANSWER: play('4k3/4r3/8/8/8/8/8/R3K3 w - - 0 1', 'Ra2'),
  KING_INTO_CHECK: play('4k3/3r4/8/8/8/8/8/4K3 w - - 0 1', 'Kd1'),
  CASTLE_KING_MOVED: play('r3k2r/p7/8/8/8/8/P7/R3K2R w KQkq - 0 1', 'Kf1', 'a6', 'Ke1', 'a5', 'O-O'),
  CASTLE_ROOK_MOVED: play('r3k2r/p7/8/8/8/8/P7/R3K2R w KQkq - 0 1', 'Rh2', 'a6', 'Rh1', 'a5', 'O-O'),
  CASTLE_BLOCKED: play(START_FEN, 'O-O'),
  CASTLE_IN_CHECK: play('r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1', 'O-O'),
  CASTLE_THROUGH_ATTACK: play('r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1', 'O-O'),
  CASTLE_INTO_ATTACK: play('r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1', 'e1g1'),
  EN_PASSANT_EXPIRED: play(START_FEN, 'e4', 'a6', 'e5', 'd5', 'h3', 'h6', 'exd6'),
  PROMOTION_CHOICE_NEEDED: play('8/4P3/8/8/8/8/k7/4K3 w - - 0 1', 'e7e8'),
  PROMOTION_NOT_ALLOWED: play(START_FEN, 'e2e4q'),
  BAD_PROMOTION_PIECE: play('8/4P3/8/8/8/8/k7/4K3 w - - 0 1', 'e7e8k'),
  PASS_NOT_ALLOWED: play(START_FEN, '0000'),
  GAME_OVER: play(START_FEN, 'f3', 'e5', 'g4', 'Qh4#', 'a3'),
  NOTHING_TO_UNDO: (rules) => openGame(rules).undo(),
  NOT_CLAIMABLE_REASON: (rules) => openGame(rules).claimDraw('agreement'),
  NO_DRAW_OFFER: (rules) => openGame(rules).acceptDraw(),
  TOUCH_MOVE_REQUIRED: (rules) => {
    const game = openGame(rules);
    expect(game.touch('e2').ok).toBe(true);
    return game.play('Nf3');
  },
  NOT_A_PIECE: (rules) => openGame(rules).touch('e4'),
  TOUCH_LIMIT: (rules) => {
    const game = openGame(rules);
    for (let i = 0; i < 16; i++) expect(game.touch('g1', { adjust: true }).ok).toBe(true);
    return game.touch('g1', { adjust: true });
  },
  NO_LEGAL_MOVES: (rules, search) => search.bestMove('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'),
  SEARCH_BUDGET: (rules, search) => search.mateIn('5r1k/6pp/8/6N1/2Q5/8/8/6K1 w - - 0 1', 4, { nodes: 10 }),
  PGN_TAG: (rules) => rules.gameFromPgn('[White Li]\n1. e4'),
  PGN_UNCLOSED: (rules) => rules.gameFromPgn('1. e4 e5 {a note that never ends\n2. Nf3'),
  PGN_UNEXPECTED: (rules) => rules.gameFromPgn('1. e4 e5 ) 2. Nf3'),
};

// No position or move produces these through the API: the shim's refusal of a damaged record, an
// answer too long for its buffer, a king capture (no legal position allows one), and a full game
// record (1024 plies: rules-robust.test.mjs plays it; too slow to repeat in three languages). Their
// words are still checked, through errorMessage.
const UNREACHABLE = ['INVALID_ARGUMENT', 'BUFFER_TOO_SMALL', 'CAPTURES_KING', 'GAME_FULL'];

test('every error code of chess.h has key words here, and a trigger or a reason why none', () => {
  expect(Object.keys(WORDS).sort()).toEqual(Object.keys(ERROR_CODES).sort());
  expect([...Object.keys(TRIGGERS), ...UNREACHABLE].sort()).toEqual(Object.keys(ERROR_CODES).sort());
  for (const entry of Object.values(WORDS)) expect(Object.keys(ERROR_CODES)).toContain(entry.sibling);
});

describe.each(LANGS)('%s', (lang) => {
  test.each(Object.keys(TRIGGERS))('%s: produced by the API, its message says so', async (code) => {
    const result = await TRIGGERS[code](rulesByLang[lang], searchByLang[lang]);
    expect(result.ok).toBe(false);
    expect(result.error.code).toBe(code);
    expectSays(result.error.message, code, lang);
  });

  test.each(UNREACHABLE)('%s: its message says so', (code) => {
    expectSays(rulesByLang[lang].errorMessage(code), code, lang);
  });

  test('the key words tell every message from every other: swapping any two fails above', () => {
    const rules = rulesByLang[lang];
    for (const code of Object.keys(WORDS)) {
      const others = Object.keys(WORDS).filter((other) => other !== code && says(rules.errorMessage(other), code, lang));
      expect(`${code}: ${others}`).toBe(`${code}: `);
    }
  });
});
