// The words of the demo and play pages (web/i18n/site.<lang>.mjs): the same keys in every
// language, an explanation for every ending the rules can give, and none with an article number
// (a child reads them).
import { LANGS } from '../../web/i18n/lang.mjs';
import { siteTexts } from '../../web/i18n/site.mjs';

const ENDINGS = ['checkmate', 'stalemate', 'dead-position', 'fivefold-repetition', 'seventy-five-moves',
  'threefold-repetition', 'fifty-moves', 'agreement', 'resignation', 'time-forfeit', 'time-forfeit-cannot-mate'];

const shape = (table) => Object.fromEntries(Object.entries(table).map(([key, value]) => [key, typeof value === 'string' ? 'text' : shape(value)]));

test('every language has the same words, and every ending explained', async () => {
  const tables = await Promise.all(LANGS.map((lang) => siteTexts.load(lang)));
  for (const table of tables) expect(shape(table)).toEqual(shape(tables[LANGS.indexOf('en')]));
  expect(Object.keys(tables[0].play.endings).sort()).toEqual([...ENDINGS].sort());
});

test('the endings speak to a child: no article numbers, no sources', async () => {
  for (const lang of LANGS) {
    for (const text of Object.values((await siteTexts.load(lang)).play.endings)) {
      expect(text).not.toMatch(/\d\.\d|第|条|條|Article|FIDE/);
    }
  }
  expect(siteTexts.get('zh-Hans').play.endings.checkmate).toMatch(/^将死/);
  expect(siteTexts.get('zh-Hant').play.endings.checkmate).toMatch(/^將死/);
});
