// The board's words: square names and move sentences in zh-Hans, zh-Hant and en.
import { BOARD_LANGS, boardStrings, describeMove, loadBoardText, pieceName, resolveBoardLang, squareLabel } from '../../web/i18n/board.mjs';
import { controlText, touchMoveText } from '../../web/i18n/play.mjs';
import { hasRulesText } from '../../web/i18n/rules.mjs';

test('before a language loads: piece and square names are there, the other strings are empty', () => {
  expect(squareLabel('zh-Hant', 'a8', 'r')).toBe('a8 黑車');
  expect(pieceName('en', 'q')).toBe('black queen');
  expect(boardStrings['zh-Hans'].promotionTitle).toBe('');
  expect(boardStrings.en.highlight).toEqual({ good: '', bad: '', hint: '' });
  expect(() => controlText('en', 'undo')).toThrow(/not loaded/);
});

test('loadBoardText loads a language with its rules texts, once, and refuses an unknown one', async () => {
  const before = boardStrings['zh-Hant'];
  const pending = loadBoardText('zh-Hant');
  expect(loadBoardText('zh-Hant')).toBe(pending);
  await pending;
  expect(boardStrings['zh-Hant']).not.toBe(before); // a new table, so that the view redraws its labels
  expect(boardStrings['zh-Hant'].promotionTitle).toMatch(/升變/);
  expect(hasRulesText('zh-Hant')).toBe(true);
  expect(hasRulesText('en')).toBe(false);
  // A language not loaded answers in one that is.
  expect(controlText('en', 'undo')).toBe(controlText('zh-Hant', 'undo'));
  await expect(loadBoardText('de')).rejects.toThrow(TypeError);
});

describe('every language loaded', () => {
  beforeAll(() => Promise.all(BOARD_LANGS.map(loadBoardText)));

  test('each language module has the keys of the English one', async () => {
    const modules = await Promise.all(BOARD_LANGS.map((lang) => import(`../../web/i18n/board.${lang}.mjs`)));
    const keys = (module) => Object.fromEntries(Object.entries(module.default).map(([part, table]) => [part, Object.keys(table).sort()]));
    for (const module of modules) expect(keys(module)).toEqual(keys(modules[2]));
    expect(BOARD_LANGS[2]).toBe('en');
  });

  test('every language has every key the English table has', () => {
    const keys = (table) => Object.keys(table).sort();
    for (const lang of BOARD_LANGS) {
      expect(keys(boardStrings[lang])).toEqual(keys(boardStrings.en));
      expect(Object.keys(boardStrings[lang].pieces).sort()).toEqual(['b', 'k', 'n', 'p', 'q', 'r']);
    }
  });

  test('square names', () => {
    expect(squareLabel('zh-Hans', 'e4', 'P')).toBe('e4 白兵');
    expect(squareLabel('zh-Hans', 'e4', null)).toBe('e4 空');
    expect(squareLabel('zh-Hant', 'a8', 'r')).toBe('a8 黑車');
    expect(squareLabel('en', 'e4', 'P')).toBe('e4 white pawn');
    expect(squareLabel('en', 'e4', null)).toBe('e4 empty');
    expect(pieceName('zh-Hant', 'N')).toBe('白馬');
    expect(pieceName('en', 'q')).toBe('black queen');
  });

  test('moves in words', () => {
    expect(describeMove('en', { from: 'e2', to: 'e4', piece: 'P' })).toBe('White pawn from e2 to e4.');
    expect(describeMove('en', { from: 'f3', to: 'e5', piece: 'N', captured: 'p', check: true }))
      .toBe('White knight from f3 to e5, takes black pawn. Check!');
    expect(describeMove('zh-Hans', { from: 'e7', to: 'e8', piece: 'P', promotion: 'q', mate: true }))
      .toBe('白兵 从 e7 走到 e8，升变为后。将死！');
    expect(describeMove('zh-Hant', { from: 'e8', to: 'g8', piece: 'k', castle: 'short' }))
      .toBe('黑方王翼易位（短易位）。');
    expect(describeMove('en', { from: 'd5', to: 'e6', piece: 'P', captured: 'p', enPassant: true }))
      .toBe('White pawn from d5 to e6, takes black pawn (en passant).');
    // The rules API's shape: lower-case pieces and a colour.
    expect(describeMove('zh-Hans', { from: 'd8', to: 'h4', piece: 'q', captured: 'p', color: 'b' }))
      .toBe('黑后 从 d8 走到 h4，吃掉白兵。');
    expect(() => describeMove('en', { from: 'e2', to: 'e4' })).toThrow(TypeError);
  });

  test('language tags', () => {
    expect(resolveBoardLang('zh-Hant-HK')).toBe('zh-Hant');
    expect(resolveBoardLang('zh')).toBe('zh-Hans');
    expect(resolveBoardLang('de-DE')).toBe('en');
    expect(resolveBoardLang(undefined)).toBe('en');
  });

  test('touch-move sentences exist in every language, in words a child reads: no article number', () => {
    const kinds = ['move-piece', 'king-move', 'castle', 'capture-with', 'capture-piece', 'cannotMove', 'locked', 'adjusted'];
    for (const lang of BOARD_LANGS) {
      for (const kind of kinds) {
        const text = touchMoveText(lang, kind, { square: 'g1', piece: 'N' });
        expect(text.length).toBeGreaterThan(8);
        expect(text).not.toMatch(/[{}]/);
        expect(text).not.toMatch(/\d\.\d|第|條|条|Article/);
      }
      // The controls' sentences about claims, and the j'adoube button, hold no article number either.
      for (const key of ['claimArmed', 'claimRejected', 'adjust', 'adjustHint']) expect(controlText(lang, key)).not.toMatch(/\d\.\d|第|條|条|Article/);
    }
    expect(touchMoveText('zh-Hans', 'move-piece', { square: 'g1', piece: 'N' }))
      .toBe('你摸了 g1 的马，必须走这个子。');
    expect(touchMoveText('en', 'locked', { square: 'e1', piece: 'K' }))
      .toBe('You cannot switch: you touched the king on e1 and must move it.');
    // 摆正 alone in Chinese; the French word only in English.
    expect(controlText('zh-Hans', 'adjust')).toBe('摆正');
    expect(controlText('zh-Hant', 'adjust')).toBe('擺正');
    expect(controlText('en', 'adjust')).toBe('Adjust · j’adoube');
    for (const lang of ['zh-Hans', 'zh-Hant']) expect(controlText(lang, 'adjustHint')).not.toMatch(/adoube/);
    expect(touchMoveText('en', 'none', { square: 'e1', piece: 'K' })).toBeNull();
  });
});
