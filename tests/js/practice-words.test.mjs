// The practice page's words (web/i18n/practice.<lang>.mjs) and the exercises' (web/i18n/exercises.mjs):
// the same keys in every language, Chinese with no English word left in it, Traditional Chinese
// written with 后 and 「」, and no rule number in a child's text.
import { practiceTexts } from '../../web/i18n/practice.mjs';
import { EXERCISE_WORDS, EXERCISE_WORDS_SHARED } from '../../web/i18n/exercises.mjs';
import { EXERCISE_KINDS } from '../../web/lesson/exercise-step.mjs';

const LANGS = ['zh-Hans', 'zh-Hant', 'en'];
const chineseOk = (text) => !/[A-Za-z]{2,}/.test(text.replace(/\{\w+\}/g, ''));

test('the practice page has every word in every language', async () => {
  const [hans, hant, en] = await Promise.all(LANGS.map((lang) => practiceTexts.load(lang)));
  expect(Object.keys(hans).sort()).toEqual(Object.keys(en).sort());
  expect(Object.keys(hant).sort()).toEqual(Object.keys(en).sort());
  for (const text of Object.values(hant)) expect(text).not.toMatch(/[後隻“”]/);
  for (const text of [...Object.values(hans), ...Object.values(hant)]) expect(chineseOk(text)).toBe(true);
});

test('every exercise kind the adapter makes has its words in the three languages, short and with no rule number', () => {
  expect(Object.keys(EXERCISE_WORDS).sort()).toEqual([...EXERCISE_KINDS].sort());
  const all = [...Object.values(EXERCISE_WORDS).flatMap((words) => Object.values(words)), ...Object.values(EXERCISE_WORDS_SHARED)];
  for (const texts of all) {
    expect(Object.keys(texts).sort()).toEqual([...LANGS].sort());
    expect(texts['zh-Hant']).not.toMatch(/[後隻“”]/);
    for (const lang of LANGS) {
      expect(texts[lang]).not.toMatch(/\d+\.\d|第\s*\d+(\.\d+)?\s*条|Article/);
      expect(texts[lang].length).toBeLessThanOrEqual(lang === 'en' ? 60 : 30);
    }
    expect(chineseOk(texts['zh-Hans']) && chineseOk(texts['zh-Hant'])).toBe(true);
  }
});
