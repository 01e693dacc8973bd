// The build's bundles of the public modules (the widget, the rules API, the search engine and its
// worker, the Node entry): esbuild writes each entry of ENTRIES as one ES module in dist/, for
// browsers and Node 20, with dist/chess-lesson.files.json, the widget's files for a host page's
// service worker; and the size report of what a page with a board loads.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { BUNDLE_OPTIONS } from './esbuild-options.mjs';
import { pruneOldChunks, splitOutput } from './lib/chunks.mjs';
import { staticClosure } from './lib/module-graph.mjs';
import { WASM_MODULES } from './build-wasm.mjs';
import { compactCssModules } from './lib/css-text.mjs';
import { BOARD_BUNDLE_LANG } from './build-board-bundle.mjs';

// The bundles: source entry → dist/<name>.mjs. Add an entry here for each new public module.
// `split: true` lets the entry's dynamic imports (the lesson runner, the game controls) become
// chunks beside it, dist/<name>.chunk-*.mjs, fetched only by pages that use them. They stay in
// dist/ itself, next to the wasm, because the rules code (which may land in a chunk) finds
// chess-rules.wasm through its own import.meta.url.
const ENTRIES = [
  // Split too: each language's messages (and the search client) are chunks a page fetches on use.
  // The types import the generated ErrorCode and list texts (errors.gen.d.ts, facts.gen.d.ts), which
  // go to dist/ beside them.
  { name: 'chess-rules', entry: 'web/rules/index.mjs', types: 'web/rules/index.d.ts',
    typeImports: ['web/rules/errors.gen.d.ts', 'web/rules/facts.gen.d.ts'], split: true },
  // The lesson pages' script (web/site/lesson-page.mjs) is bundled with it, as dist/lesson-page.mjs:
  // what it shares with the lesson runner (the saved progress, the site's words) is then one chunk
  // that a lesson page fetches once, not a copy of its own.
  // The lesson runner's and the lesson page's sheets (web/lesson/*-css.mjs, web/site/*-css.mjs) are
  // bundled compacted (lib/css-text.mjs).
  { name: 'chess-lesson', entry: 'web/chess-lesson.mjs', split: true, pages: [{ in: 'web/site/lesson-page.mjs', out: 'lesson-page' }], plugins: [compactCssModules] },
  // The search worker that rules.bestMove starts on first use (web/rules/search.mjs finds it next to itself).
  { name: 'chess-search-worker', entry: 'web/rules/search-worker.mjs' },
  // The same engine on the page's thread, for rules.loadDeepAnalysis() (search.mjs imports it from next to itself).
  { name: 'chess-search', entry: 'web/rules/chess-search.mjs' },
  // The rules API for Node, one module with the engine: web/rules/node.mjs gives the loader Node's
  // file reader, which no page's bundle holds (the npm package's "./rules" under the `node` condition).
  { name: 'chess-rules.node', entry: 'web/rules/node.mjs', platform: 'node' },
];

// The entries a page with <chess-lesson> loads (the search worker starts on a lesson's first defence).
const WIDGET_ENTRIES = ['chess-lesson', 'chess-search', 'chess-search-worker'];
const LANGS = ['zh-Hans', 'zh-Hant', 'en'];

/** esbuild's options for the bundle `name` of ENTRIES, as the build writes it into `dist` (a test
 *  rebuilds one in memory with them, `write: false`, to learn which sources each chunk holds). */
export function bundleOptions({ root, dist, name }) {
  const { entry, split, platform, pages = [], plugins = [] } = ENTRIES.find((bundle) => bundle.name === name);
  const source = path.join(root, entry);
  return {
    metafile: Boolean(split),
    ...(split
      ? { entryPoints: [{ in: source, out: name }, ...pages.map((page) => ({ ...page, in: path.join(root, page.in) }))], ...splitOutput(dist, name, { prune: false }) }
      : { entryPoints: [source], outfile: path.join(dist, `${name}.mjs`) }),
    ...BUNDLE_OPTIONS, plugins,
    ...(platform === 'node' && { platform, target: ['node20'], external: [] }),
  };
}

/**
 * Bundles ENTRIES into `dist` and writes dist/chess-lesson.files.json. Resolves to {graph,
 * languageChunks}: each split output's static imports (file → {imports}), and per
 * `${entry name}:${lang}` the chunks holding that language's texts.
 */
export async function buildBundles({ root, dist }) {
  const widgetFiles = [];
  const graph = new Map();
  const languageChunks = new Map();
  for (const { name, entry, types, typeImports = [], split } of ENTRIES) {
    if (!existsSync(path.join(root, entry))) throw new Error(`the entry ${entry} of ${name} does not exist`);
    if (split) pruneOldChunks(dist, name);
    const result = await esbuild.build(bundleOptions({ root, dist, name }));
    if (types) copyFileSync(path.join(root, types), path.join(dist, `${name}.d.ts`));
    for (const file of typeImports) copyFileSync(path.join(root, file), path.join(dist, path.basename(file)));
    for (const [file, output] of Object.entries(result.metafile?.outputs ?? {})) {
      graph.set(path.basename(file), { imports: output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => path.basename(i.path)) });
      // web/i18n/<table>.<lang>.mjs: a page fetches its language's chunks at once, with the wasm.
      for (const input of Object.keys(output.inputs)) {
        const lang = input.match(/web\/i18n\/\w+\.(zh-Hans|zh-Hant|en)\.mjs$/)?.[1];
        if (lang) languageChunks.set(`${name}:${lang}`, [...(languageChunks.get(`${name}:${lang}`) ?? []), path.basename(file)]);
      }
    }
    if (WIDGET_ENTRIES.includes(name)) {
      // a host page's widget files: the site's lesson page script and what only it loads are none
      const outputs = result.metafile?.outputs ?? { [`${name}.mjs`]: { imports: [] } };
      const reached = new Set();
      const visit = (file) => {
        if (reached.has(file) || !outputs[file]) return;
        reached.add(file);
        for (const { path: next, external } of outputs[file].imports) if (!external) visit(next);
      };
      visit(Object.keys(outputs).find((file) => path.basename(file) === `${name}.mjs`));
      for (const file of reached) widgetFiles.push(path.basename(file));
    }
  }
  // dist/chess-lesson.files.json: every file a page with the widget may fetch from dist/, for a host
  // page's service worker to cache. It comes from this build's metafile, because dist/ still holds
  // the hashed chunks of earlier builds, which no page of this build asks for.
  widgetFiles.push(...WASM_MODULES);
  widgetFiles.sort();
  const widgetHash = createHash('sha256');
  for (const file of widgetFiles) widgetHash.update(file).update(readFileSync(path.join(dist, file)));
  writeFileSync(path.join(dist, 'chess-lesson.files.json'),
    `${JSON.stringify({ version: widgetHash.digest('hex').slice(0, 16), files: widgetFiles }, null, 2)}\n`);
  return { graph, languageChunks };
}

/** Prints the sizes of the rules core, the computer opponent and what a page with one board loads. */
export function reportSizes({ dist, graph, languageChunks, boardBundle }) {
  const sizes = (file) => {
    const bytes = readFileSync(path.join(dist, file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  /** The gzip size of the biggest language's text chunks of an entry, and that language. */
  const biggestLanguage = (name) => {
    let best = { lang: null, gzip: 0 };
    for (const lang of LANGS) {
      const gzip = (languageChunks.get(`${name}:${lang}`) ?? []).reduce((sum, file) => sum + sizes(file).gzip, 0);
      if (gzip > best.gzip) best = { lang, gzip };
    }
    return best;
  };
  const wasm = sizes('chess-rules.wasm');
  const mjs = sizes('chess-rules.mjs');
  const rulesText = biggestLanguage('chess-rules');
  console.log(`build: dist/chess-rules.wasm ${kb(wasm.raw)} (${kb(wasm.gzip)} gzipped), ` +
    `dist/chess-rules.mjs ${kb(mjs.raw)} (${kb(mjs.gzip)} gzipped), its ${rulesText.lang} messages ${kb(rulesText.gzip)} gzipped; ` +
    `together ${kb(wasm.gzip + mjs.gzip + rulesText.gzip)} gzipped (target 16 KB)`);
  const search = sizes('chess-search.wasm');
  const searchWorker = sizes('chess-search-worker.mjs');
  console.log(`build: the computer opponent, loaded on first use: dist/chess-search.wasm ${kb(search.raw)} (${kb(search.gzip)} gzipped), ` +
    `dist/chess-search-worker.mjs ${kb(searchWorker.raw)} (${kb(searchWorker.gzip)} gzipped)`);
  const boardFiles = [...staticClosure(graph, 'chess-lesson.mjs')];
  const boardJs = boardFiles.reduce((sum, file) => sum + sizes(file).gzip, 0);
  const boardText = biggestLanguage('chess-lesson');
  console.log(`build: a page with one <chess-board> loads ${boardFiles.join(' + ')} (${kb(boardJs)} gzipped), ` +
    `its language's texts (${boardText.lang}, the biggest: ${kb(boardText.gzip)}) and the wasm: ` +
    `${kb(boardJs + boardText.gzip + wasm.gzip)} gzipped (target 40 KB; the lesson runner and the game controls are chunks loaded on use)`);
  if (boardBundle) {
    const one = sizes('chess-board.mjs');
    const others = LANGS.filter((lang) => lang !== BOARD_BUNDLE_LANG);
    const words = Math.max(...others.map((lang) => sizes(`chess-board.words.${lang}.mjs`).gzip));
    console.log(`build: a page that loads dist/chess-board.mjs instead (boards, no lesson): it (${kb(one.gzip)} gzipped, ` +
      `${BOARD_BUNDLE_LANG} words inside) and the wasm: ${kb(one.gzip + wasm.gzip)} gzipped in 2 files; in ${others.join(' or ')}, ` +
      `one file more of its words (the biggest: ${kb(words)}): ${kb(one.gzip + words + wasm.gzip)} gzipped`);
  }
}
