// The stylesheets the lesson runner and the site's pages keep as text in modules of their own
// (web/lesson/*-css.mjs, web/site/*-css.mjs: `export const X_CSS = `…`;`, adopted as constructed
// sheets), bundled without their comments and runs of spaces, which esbuild leaves in a string.
// The rules themselves are kept as written: only a comment, spaces around { } ; and a run of
// white space (made one space) go. Interpolations (${…}) are kept as they are.
import { readFile } from 'node:fs/promises';

/** `css` without its comments and the spaces a browser does not need. */
export function compactCss(css) {
  return css.split(/(\$\{[^}]*\})/).map((part, index) => (index % 2 ? part : part
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1'))).join('').trim();
}

/** The esbuild plugin that compacts each such module's sheet text as it is bundled. */
export const compactCssModules = {
  name: 'compact-css-modules',
  setup(build) {
    build.onLoad({ filter: /[\\/]web[\\/](lesson|site)[\\/][\w-]+-css\.mjs$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      return { contents: source.replace(/(=\s*)`([^`]*)`/g, (whole, assign, css) => `${assign}\`${compactCss(css)}\``), loader: 'js' };
    });
  },
};
