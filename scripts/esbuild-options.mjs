// The esbuild settings every bundle of the site shares (scripts/build.mjs, scripts/build-lessons.mjs).
export const BUNDLE_OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: ['es2022'],
  minify: true,
  // The loader reads file: URLs with node:fs only when it runs in Node; browsers never take that path.
  external: ['node:*'],
  legalComments: 'none',
  charset: 'utf8', // the zh-Hans and zh-Hant texts as UTF-8, not \u escapes (smaller)
  logLevel: 'warning',
};
