// A lesson text missing in the chosen language falls back at run time: zh-Hant to zh-Hans then
// English, zh-Hans to zh-Hant then English, English to zh-Hans (then zh-Hant). An empty text is a
// missing one. The browser side (the mark on the shown words) is in tests/browser/editor.test.mjs.
import { pickText, textLang } from '../../web/i18n/lesson.mjs';

const all = { 'zh-Hans': '车走直线。', 'zh-Hant': '車走直線。', en: 'The rook moves straight.' };
const without = (...langs) => Object.fromEntries(Object.entries(all).filter(([code]) => !langs.includes(code)));

test.each([
  ['zh-Hant', all, 'zh-Hant'],
  ['zh-Hant', without('zh-Hant'), 'zh-Hans'],
  ['zh-Hant', without('zh-Hant', 'zh-Hans'), 'en'],
  ['zh-Hans', without('zh-Hans'), 'zh-Hant'],
  ['zh-Hans', without('zh-Hans', 'zh-Hant'), 'en'],
  ['en', without('en'), 'zh-Hans'],
  ['en', without('en', 'zh-Hans'), 'zh-Hant'],
  ['zh-Hant', { ...all, 'zh-Hant': '  ' }, 'zh-Hans'],
])('a reader of %s is shown the text in the first language it has', (lang, texts, shown) => {
  expect(textLang(texts, lang)).toBe(shown);
  expect(pickText(texts, lang)).toBe(all[shown]);
});

test('no text at all is an empty string, never an error', () => {
  expect(pickText(undefined, 'zh-Hant')).toBe('');
  expect(pickText({}, 'en')).toBe('');
  expect(textLang({ 'zh-Hans': '' }, 'zh-Hans')).toBeNull();
});
