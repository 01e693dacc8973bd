// The worksheet generator's 练什么 (web/site/print/generators.mjs): every exercise kind the core
// makes (the rules API's GENERATORS.kinds, where the page takes its choices from) is offered, each
// named in every language by words that are not its id, and no two alike in one language.
import { GENERATORS } from '../../web/rules/index.mjs';
import { PRINTABLE_KINDS, kindName } from '../../web/site/print/generators.mjs';
import { LANGS } from '../../web/i18n/lang.mjs';

const WORDS = Object.fromEntries(await Promise.all(LANGS.map(async (lang) => [lang, (await import(`../../web/i18n/print.${lang}.mjs`)).default])));

test('the generator offers every kind the core makes', () => {
  expect([...PRINTABLE_KINDS]).toEqual(GENERATORS.kinds);
  expect(GENERATORS.kinds.length).toBeGreaterThan(0);
});

test.each(LANGS)('every kind the generator offers has a name in %s that is not its id', (lang) => {
  const names = GENERATORS.kinds.map((kind) => kindName(WORDS[lang], lang, kind));
  GENERATORS.kinds.forEach((kind, n) => {
    expect({ kind, name: names[n] }).toEqual({ kind, name: expect.any(String) });
    expect(names[n]).not.toBe(kind);
    expect(names[n].trim()).not.toBe('');
    // a Chinese page names it in Chinese characters
    if (lang !== 'en') expect({ kind, name: names[n] }).toEqual({ kind, name: expect.stringMatching(/^[\u3400-\u9fff、（）]+$/) });
  });
  expect(new Set(names).size).toBe(names.length);
});
