// The editor's own words in Chinese (web/i18n/editor.zh-Hans.mjs, editor.zh-Hant.mjs: the page's
// texts and the messages and fixes the editor tells a check's problems with) name no file format:
// a teacher in the editor taps and types, and never meets UCI, SAN, JSON, FEN or "piece".
import { LANGS } from '../../web/i18n/lang.mjs';

const FORMAT_TERMS = /UCI|SAN|JSON|FEN|\bpiece\b/;

for (const lang of ['zh-Hans', 'zh-Hant']) {
  test(`${lang}: the editor's page texts, messages and fixes name no format`, async () => {
    const { default: table } = await import(`../../web/i18n/editor.${lang}.mjs`);
    const said = { ...table.ui, ...table.editorMessages, ...table.editorFixes };
    expect(Object.entries(said).filter(([, text]) => FORMAT_TERMS.test(text.replace(/\{\w+\}/g, '')))).toEqual([]);
  });
}

test('the editor\'s own messages and fixes are in every language', async () => {
  const tables = await Promise.all(LANGS.map(async (lang) => (await import(`../../web/i18n/editor.${lang}.mjs`)).default));
  for (const part of ['editorMessages', 'editorFixes']) {
    const [first, ...rest] = tables.map((table) => Object.keys(table[part]).sort());
    for (const other of rest) expect(other).toEqual(first);
  }
});
