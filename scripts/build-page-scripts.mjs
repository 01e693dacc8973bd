// The build's page scripts: the site's pages bundled into dist/ (the print view's, which the
// print step writes, aside).
//   - dist/certificate/certificate.mjs, with the words of each language a chunk of its own
//     (dist/site.chunk-*.mjs) that a page fetches only in the language it shows (the lesson pages'
//     script, dist/lesson-page.mjs, is bundled with the widget: scripts/build-bundles.mjs);
//   - dist/index.mjs, the course map, a bundle of its own (dist/index.chunk-*.mjs);
//   - the demo, play (and its pgn-tools) and practice pages, which import the shared bundles
//     (dist/chess-lesson.mjs, dist/chess-rules.mjs) instead of carrying their code;
//   - dist/extra-lessons.mjs, the map's check of a teacher's own lesson, fetched only for one;
//   - dist/editor/ (the editor and its check worker) and dist/class/ (the class page).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { BUNDLE_OPTIONS } from './esbuild-options.mjs';
import { splitOutput } from './lib/chunks.mjs';

/** The scripts of dist/ the pages load, with the widget: the module graph starts from them. */
export const PAGE_SCRIPTS = ['chess-lesson.mjs', 'index.mjs', 'extra-lessons.mjs', 'lesson-page.mjs', 'certificate/certificate.mjs',
  'play/play.mjs', 'practice/practice.mjs', 'class/class.mjs', 'editor/editor.mjs', 'print/lesson-print.mjs'];

/**
 * esbuild keeps a module that holds no code of its own (web/board/api.mjs, which only re-exports)
 * as an empty chunk when two chunks share it, and its importers still import it: a request for
 * nothing, on the course map's first load. Such imports are dropped, and the empty chunks.
 */
function dropEmptyChunks(metafile) {
  // the metafile's paths are relative to esbuild's working directory, this process's
  const empty = Object.entries(metafile.outputs).filter(([, output]) => output.bytes === 0).map(([file]) => path.resolve(file));
  if (!empty.length) return;
  for (const file of Object.keys(metafile.outputs).map((name) => path.resolve(name))) {
    if (!file.endsWith('.mjs') || empty.includes(file)) continue;
    const code = readFileSync(file, 'utf8');
    let kept = code;
    for (const chunk of empty) {
      const specifier = path.posix.relative(path.dirname(file), chunk).split(path.sep).join('/');
      kept = kept.replaceAll(`import"${specifier.startsWith('.') ? specifier : `./${specifier}`}";`, '');
    }
    if (kept !== code) writeFileSync(file, kept);
  }
  for (const chunk of empty) rmSync(chunk);
}

/** Bundles the site's page scripts of `root`'s web/site/ into `dist`. */
export async function bundlePageScripts({ root, dist }) {
  const site = path.join(root, 'web', 'site');
  // The site's pages draw the board's pieces (web/board/api.mjs's createPieceSvg) without a board:
  // the board's modules and the word tables have no side effects when they are imported, so what a
  // page does not use of them is left out of its bundle instead of being carried along whole.
  const withoutUnusedModules = { name: 'without-unused-modules', setup: (build) => build.onResolve({ filter: /\.mjs$/ }, async (args) => {
    if (args.pluginData?.resolving || args.kind === 'entry-point') return undefined;
    const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { resolving: true } });
    const source = path.relative(root, resolved.path).split(path.sep).join('/');
    return /^web\/(board|i18n)\//.test(source) ? { ...resolved, sideEffects: false } : resolved;
  }) };
  const sitePages = await esbuild.build({
    entryPoints: [{ in: path.join(site, 'certificate', 'certificate.mjs'), out: 'certificate/certificate' }],
    ...splitOutput(dist, 'site'), metafile: true, ...BUNDLE_OPTIONS, plugins: [withoutUnusedModules],
  });
  // The course map, the first page a child opens, is a bundle of its own: split with the other
  // pages, what it shares with each of them became a chunk of its own, a request each; alone, only
  // what its words and "send to my teacher" (chunks it fetches on use) share with it is split off.
  const mapPage = await esbuild.build({
    entryPoints: [{ in: path.join(site, 'index.mjs'), out: 'index' }],
    ...splitOutput(dist, 'index'), metafile: true, ...BUNDLE_OPTIONS, plugins: [withoutUnusedModules],
  });
  dropEmptyChunks(sitePages.metafile);
  dropEmptyChunks(mapPage.metafile);
  // The demo and play pages, with their words; the board and the rules they import stay the site's
  // own bundles (dist/chess-lesson.mjs, dist/chess-rules.mjs), which every page shares.
  const SHARED_BUNDLES = { 'web/chess-lesson.mjs': 'chess-lesson.mjs', 'web/rules/index.mjs': 'chess-rules.mjs' };
  /** The plugin that imports the shared bundles from `up` ('../' from a page's folder, './' from the top). */
  const sharedBundlesFrom = (up) => ({ name: 'shared-bundles', setup: (build) => build.onResolve({ filter: /\.mjs$/ }, ({ path: file, resolveDir }) => {
    const shared = SHARED_BUNDLES[path.relative(root, path.resolve(resolveDir, file)).split(path.sep).join('/')];
    return shared ? { path: `${up}${shared}`, external: true } : undefined;
  }) });
  const sharedBundles = sharedBundlesFrom('../');
  // play/pgn-tools.mjs is a file of its own, which play.mjs imports when a game record is saved or loaded.
  for (const page of ['demo/demo.mjs', 'play/play.mjs', 'play/pgn-tools.mjs', 'practice/practice.mjs']) {
    await esbuild.build({ entryPoints: [path.join(site, page)], outfile: path.join(dist, page), ...BUNDLE_OPTIONS, plugins: [sharedBundles] });
  }
  // dist/extra-lessons.mjs: the course map's check of a teacher's own lesson, fetched only for one
  // (its own bundle, so that the map's bundle shares no chunk with the lesson checks), with the rules
  // of the shared bundle and the checks as chunks of its own.
  await esbuild.build({
    entryPoints: [{ in: path.join(site, 'extra-lessons.mjs'), out: 'extra-lessons' }],
    ...splitOutput(dist, 'extra-lessons'), ...BUNDLE_OPTIONS, plugins: [sharedBundlesFrom('./')],
  });
  // the template of the lesson pages, copied with web/site/, is no page
  rmSync(path.join(dist, 'lesson-template.html'), { force: true });

  // dist/editor/: the lesson editor, with its checks; OpenCC a chunk fetched on its first conversion.
  // The service worker precaches only what the children's pages use, so children's devices never
  // fetch it.
  await esbuild.build({
    entryPoints: [{ in: path.join(site, 'editor', 'editor.mjs'), out: 'editor' }, { in: path.join(site, 'editor', 'check-worker.mjs'), out: 'check-worker' }],
    ...splitOutput(path.join(dist, 'editor'), 'editor'), ...BUNDLE_OPTIONS, plugins: [sharedBundles],
    // the editor's own script registers no service worker: this registers it, so that the editor's
    // first visit keeps it for offline use (web/site/keep-offline.mjs)
    inject: [path.join(site, 'keep-offline.mjs')],
  });
  // dist/class/class.mjs: the teacher's class page with the words of its three languages; the QR
  // code's reader (jsQR) and drawer are chunks fetched when a photo is read or an assignment shown.
  await esbuild.build({
    entryPoints: [{ in: path.join(site, 'class', 'class.mjs'), out: 'class' }],
    ...splitOutput(path.join(dist, 'class'), 'class'), ...BUNDLE_OPTIONS,
  });
}
