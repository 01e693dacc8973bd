// The rules' words: every error code of chess.h's one list (which the build turns into the JS
// table, web/rules/errors.gen.mjs) has a sentence in each language, the outcome reasons and
// touch-move obligations have their texts, and the language choice works.
import { readFileSync } from 'node:fs';
import { ERROR_CODES } from '../../web/rules/errors.mjs';
import { ERROR_MESSAGES, OUTCOME_REASONS, RESULTS, TOUCH_OBLIGATIONS } from '../../web/i18n/rules-all.mjs';
import { hasRulesText, loadRulesText, rulesText } from '../../web/i18n/rules.mjs';
import { LANGS, matchLang, pickLang } from '../../web/i18n/lang.mjs';
import { articleProblems, scriptProblems } from './helpers/course-checks.mjs';
import { ROOT, loadRules } from './rules-load.mjs';

const header = readFileSync(`${ROOT}c/include/chess.h`, 'utf8');

/** The TEXTs of one of chess.h's lists, `#define CHESS_<list>_LIST(X)` of X(NAME, VALUE, TEXT). */
function headerList(list) {
  const start = header.indexOf(`#define CHESS_${list}_LIST(X)`);
  const block = header.slice(start, header.indexOf('\n#define', start + 1));
  return [...block.matchAll(/X\(\w+, \d+, "([^"]+)"\)/g)].map((match) => match[1]);
}

describe('error codes', () => {
  test('every error code has a sentence in zh-Hans, zh-Hant and en, and no sentence lacks a code', () => {
    expect(Object.keys(ERROR_CODES).length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual(Object.keys(ERROR_CODES).sort());
    for (const [code, texts] of Object.entries(ERROR_MESSAGES)) {
      expect(`${code}: ${Object.keys(texts).sort()}`).toBe(`${code}: ${[...LANGS].sort()}`);
      for (const lang of LANGS) expect(`${code} ${lang}: ${texts[lang].trim().length > 3}`).toBe(`${code} ${lang}: true`);
      // The Chinese texts are written in Chinese.
      expect(/[\u4e00-\u9fff]/.test(texts['zh-Hans'])).toBe(true);
      expect(/[\u4e00-\u9fff]/.test(texts['zh-Hant'])).toBe(true);
    }
  });

  test('the words are a child\'s: no article numbers, Traditional text in Traditional characters with seed 002\'s terms', () => {
    // The lesson files' checks (course-checks.mjs), applied to each text as if it were a step's.
    const problems = [];
    for (const [table, texts] of Object.entries({ ERROR_MESSAGES, TOUCH_OBLIGATIONS, OUTCOME_REASONS, RESULTS })) {
      for (const [key, text] of Object.entries(texts)) {
        const step = { text };
        problems.push(...[...articleProblems(step), ...scriptProblems(step)].map((problem) => `${table}.${key}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
    // The seed's terms: 王車易位, the queen 后, and 「」 around a spoken word.
    expect(ERROR_MESSAGES.CASTLE_BLOCKED['zh-Hant']).toContain('王車易位');
    expect(ERROR_MESSAGES.BAD_PROMOTION_PIECE['zh-Hant']).toContain('后、車、象或馬');
    expect(TOUCH_OBLIGATIONS['4.2']['zh-Hant']).toContain('「我擺正」');
    expect(ERROR_MESSAGES.CASTLE_BLOCKED['zh-Hans']).toContain('王车易位');
    // Short enough for a child: no message is longer than a step's text may be (60 characters in
    // Chinese); the FEN errors, which a teacher meets, included.
    for (const [code, texts] of Object.entries(ERROR_MESSAGES)) {
      expect(`${code}: ${[...texts['zh-Hans']].length <= 60}`).toBe(`${code}: true`);
    }
  });

  test('the outcome reasons are exactly those chess.h names, each in three languages', () => {
    const reasons = headerList('REASON');
    expect(reasons).toContain('checkmate');
    expect(reasons).toContain('time-forfeit-cannot-mate');
    expect(Object.keys(OUTCOME_REASONS).sort()).toEqual([...reasons].sort());
    for (const texts of [...Object.values(OUTCOME_REASONS), ...Object.values(RESULTS)]) {
      for (const lang of LANGS) expect(typeof texts[lang]).toBe('string');
    }
  });
});

test('every touch-move kind of chess.h has a text, and so do the articles of "none"', () => {
  const kinds = headerList('TOUCH_KIND');
  expect(kinds).toEqual(['none', 'move-piece', 'capture-piece', 'capture-with', 'castle', 'king-move']);
  const expected = [...kinds.filter((kind) => kind !== 'none'), '-', '4.2', '4.5'];
  expect(Object.keys(TOUCH_OBLIGATIONS).sort()).toEqual(expected.sort());
  for (const texts of Object.values(TOUCH_OBLIGATIONS)) for (const lang of LANGS) expect(texts[lang].length).toBeGreaterThan(5);
});

describe('language choice', () => {
  test('tags map to the three languages', () => {
    expect(matchLang('zh-CN')).toBe('zh-Hans');
    expect(matchLang('zh')).toBe('zh-Hans');
    expect(matchLang('zh-SG')).toBe('zh-Hans');
    expect(matchLang('zh-TW')).toBe('zh-Hant');
    expect(matchLang('zh-HK')).toBe('zh-Hant');
    expect(matchLang('zh-Hant-TW')).toBe('zh-Hant');
    expect(matchLang('zh-Hans')).toBe('zh-Hans');
    expect(matchLang('en-GB')).toBe('en');
    expect(matchLang('fr')).toBe(null);
    expect(pickLang('fr')).toBe('en');
    expect(pickLang('zh-MO')).toBe('zh-Hant');
  });

  test('messages follow the language of the API, and can be asked for in another', async () => {
    const rules = await loadRules({ lang: 'zh-TW' });
    expect(rules.lang).toBe('zh-Hant');
    const game = rules.game().value;
    const refused = game.play('e5');
    expect(refused.ok).toBe(false);
    // The words a person expects of this refusal, in Traditional characters.
    expect(refused.error).toEqual({ code: 'PIECE_CANNOT_MOVE_LIKE_THAT', message: expect.stringMatching(/不能這樣走/), article: '3.2-3.8' });
    // A language whose texts are not loaded yet answers in the API's language.
    expect(hasRulesText('en')).toBe(false);
    expect(rules.errorMessage('CASTLE_IN_CHECK', 'en')).toMatch(/被將軍.*王車易位/);
    // The language changes once its texts have loaded; until then messages stay in the old one.
    const switching = rules.setLang('zh-CN');
    expect(rules.lang).toBe('zh-Hant');
    await expect(switching).resolves.toBe('zh-Hans');
    expect(rules.lang).toBe('zh-Hans');
    expect(game.play('e1e3').error.message).toMatch(/不能这样走/);
    await rules.setLang('en');
    expect(rules.errorMessage('CASTLE_IN_CHECK', 'zh-Hant')).toMatch(/被將軍.*王車易位/);
    expect(game.outcome().message).toBe(OUTCOME_REASONS.ongoing.en);
    expect(() => rules.errorMessage('NO_SUCH_CODE')).toThrow(TypeError);
    await expect(rules.setLang(7)).rejects.toThrow(TypeError);
    // `lang` is read-only: a language switch must wait for its texts.
    expect(() => { rules.lang = 'zh-Hant'; }).toThrow(TypeError);
    expect(rules.lang).toBe('en');
  });
});

describe('one language per module', () => {
  test('each language module has exactly the keys of the others', async () => {
    const [zhHans, zhHant, en] = await Promise.all(LANGS.map((lang) => import(`../../web/i18n/rules.${lang}.mjs`)));
    const shape = (texts) => Object.fromEntries(Object.entries(texts).map(([part, table]) =>
      [part, typeof table === 'string' ? 'string' : Object.keys(table).sort()]));
    expect(shape(zhHans.default)).toEqual(shape(en.default));
    expect(shape(zhHant.default)).toEqual(shape(en.default));
    expect(Object.keys(en.default).sort()).toEqual(['errors', 'obligations', 'pgn', 'reasons', 'results', 'separator']);
  });

  test('loadRulesText loads one language, once, and refuses an unknown one', async () => {
    const first = loadRulesText('zh-Hans');
    expect(loadRulesText('zh-Hans')).toBe(first);
    const texts = await first;
    expect(rulesText('zh-Hans')).toBe(texts);
    expect(texts.errors.FEN_SIDE).toBe(ERROR_MESSAGES.FEN_SIDE['zh-Hans']);
    await expect(loadRulesText('fr')).rejects.toThrow(TypeError);
  });
});
