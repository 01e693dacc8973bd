// The esbuild settings every bundle of the site shares (scripts/build.mjs, scripts/build-lessons.mjs).
export const BUNDLE_OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: ['es2022'],
  minify: true,
  // Every bundle is for a page or its workers: the rules' loader leaves out its import of Node's
  // file reader (web/rules/files.mjs), which only the Node entry and the unbundled sources use.
  // A node: import that still reached a bundle would stop the build.
  define: { CHESS_BROWSER_BUNDLE: 'true' },
  // The rules' deep analysis on the page's thread, which they import as ./chess-search.mjs: it
  // stays that import, of dist/chess-search.mjs (built on its own by scripts/build.mjs), so that no
  // page carries its code or its chunks until it asks (web/rules/chess-search.mjs).
  external: ['*/chess-search.mjs'],
  legalComments: 'none',
  charset: 'utf8', // the zh-Hans and zh-Hant texts as UTF-8, not \u escapes (smaller)
  logLevel: 'warning',
};
