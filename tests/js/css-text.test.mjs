// scripts/lib/css-text.mjs: a sheet kept as text in a *-css.mjs module, compacted for the bundle,
// holds the same rules as written. esbuild's own CSS minifier is the independent reader: the
// written sheet and the compacted one minify to the same text.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { compactCss, compactCssModules } from '../../scripts/lib/css-text.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MODULES = ['web/lesson', 'web/site'].flatMap((dir) => readdirSync(path.join(ROOT, dir))
  .filter((file) => file.endsWith('-css.mjs')).map((file) => `${dir}/${file}`));

/** The sheets a module's source assigns as template text, with each ${…} as a rule of its own. */
function sheets(source) {
  return [...source.matchAll(/=\s*`([^`]*)`/g)].map((match) => match[1]);
}
const minified = async (css) => (await esbuild.transform(css.replace(/\$\{(\w+)\}/g, '.interpolated-$1{color:red}'), { loader: 'css', minify: true })).code;

test('the lesson runner\'s and the site\'s sheet modules are found', () => {
  expect(MODULES).toEqual(expect.arrayContaining(['web/lesson/lesson-css.mjs', 'web/lesson/lesson-projector-css.mjs', 'web/site/projector-css.mjs']));
});

test.each(MODULES)('%s: the compacted sheet is the same sheet, shorter', async (file) => {
  const written = sheets(readFileSync(path.join(ROOT, file), 'utf8'));
  expect(written.length).toBeGreaterThan(0);
  for (const css of written) {
    const compact = compactCss(css);
    expect(compact.length).toBeLessThan(css.length);
    expect(compact).not.toMatch(/\/\*/);
    expect(await minified(compact)).toBe(await minified(css));
  }
});

test('interpolations are kept as written, and the plugin compacts the sheet as the module is bundled', async () => {
  expect(compactCss('a { color: red; }\n/* a note */\n${PIECE_CSS}\nb ,  c { margin : 0 }')).toBe('a{color: red;}${PIECE_CSS} b , c{margin : 0}');
  const result = await esbuild.build({
    entryPoints: [path.join(ROOT, 'web/lesson/lesson-projector-css.mjs')], bundle: true, write: false, format: 'esm', plugins: [compactCssModules],
  });
  const { LESSON_PROJECTOR_CSS: written } = await import('../../web/lesson/lesson-projector-css.mjs');
  expect(result.outputFiles[0].text).toContain(JSON.stringify(compactCss(written)).slice(1, 40));
});
