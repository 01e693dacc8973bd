// The deep analysis on the calling thread (search-engine.mjs) under the name it has beside the
// rules' bundles: dist/chess-search.mjs, widget/chess-search.mjs in the npm package. The rules
// import it by this name (search.mjs, index.mjs), which every bundle of the site keeps as written
// (scripts/esbuild-options.mjs), so that the engine stays a file of its own that a page fetches
// only on use, and a school's bundler (esbuild, Vite, webpack) follows the import to it.
export * from './search-engine.mjs';
