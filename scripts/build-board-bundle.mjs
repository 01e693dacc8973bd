// The build's one-board bundle, dist/chess-board.mjs: <chess-board> alone, for a page with boards
// and no lesson, in as few files as a board needs: this one module (the element, the view, the
// controller and the rules' JS, all it imports at once), the wasm, and the words. Simplified
// Chinese, the language of most of its pages, is inside the module: a zh-Hans page fetches the
// module and the wasm, no more. Each other language's words are one file,
// dist/chess-board.words.<lang>.mjs (the board's and the rules' tables as one object: the
// loaders of web/i18n/board.mjs and web/i18n/rules.mjs each read their own keys of it).
//
// esbuild's code splitting would put every module that the entry and one of its lazily loaded
// parts (the game controls, touch-move, drawing, sounds, the diagrams, the search client) both
// import into a shared chunk of its own, and the entry would fetch those chunks at once. Here the
// entry is bundled whole instead, its dynamic imports left as imports of files beside it, and those
// parts are bundled (split among themselves) with each import of a module the entry holds turned
// into an import from dist/chess-board.mjs itself, which exports what they use under short names:
// the parts share the entry's instances of those modules, and a page fetches nothing twice.
//   1. the entry, bundled once to find its modules and its dynamic imports;
//   2. the parts, bundled once to find which of the entry's modules they import;
//   3. the names they import of each (read from that pass's code);
//   4. the entry, written with those modules' exports added under short names;
//   5. the parts, written into dist/chess-board.<name>.mjs and chess-board.chunk-*.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { BUNDLE_OPTIONS } from './esbuild-options.mjs';
import { pruneOldChunks } from './lib/chunks.mjs';

const NAME = 'chess-board';
// The per-language tables of web/i18n that the board loads; each language's two become one file.
const WORDS = /web\/i18n\/(board|rules)\.(zh-Hans|zh-Hant|en)\.mjs$/;
// The language whose words the module holds (its loaders' dynamic imports resolved inside it).
export const BOARD_BUNDLE_LANG = 'zh-Hans';
// Left to BUNDLE_OPTIONS.external: the deep analysis, built on its own (scripts/esbuild-options.mjs).
const OWN_BUNDLE = /(^|\/)chess-search\.mjs$/;

const posix = (file) => file.split(path.sep).join('/');

/** The name of the file beside dist/chess-board.mjs that a lazily loaded module becomes. */
function partName(file) {
  const words = posix(file).match(WORDS);
  if (words) return `words.${words[2]}`;
  return path.basename(file, '.mjs');
}

/** A plugin that leaves each dynamic import as an import of its part's file, and records the parts. */
function dynamicImportsAsParts(parts) {
  return { name: 'dynamic-imports-as-parts', setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData?.resolving || OWN_BUNDLE.test(args.path)) return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { resolving: true } });
      if (resolved.errors.length || resolved.external) return undefined;
      const part = partName(resolved.path);
      if (part === `words.${BOARD_BUNDLE_LANG}`) return undefined;
      const known = parts.get(part) ?? [];
      if (!known.includes(resolved.path)) {
        if (known.length && !part.startsWith('words.')) throw new Error(`${NAME}: two lazily loaded modules would both be ${NAME}.${part}.mjs: ${posix(known[0])}, ${posix(resolved.path)}`);
        parts.set(part, [...known, resolved.path]);
      }
      return { path: `./${NAME}.${part}.mjs`, external: true };
    });
  } };
}

/** The entry's source: the element's module, and the kit (module → its export names) under short names. */
function entrySource(element, kit) {
  const lines = [`export * from ${JSON.stringify(element)};`];
  [...kit.entries()].forEach(([file, names], m) => {
    if (names.length) lines.push(`export { ${names.map((name, n) => `${name} as _${m}_${n}`).join(', ')} } from ${JSON.stringify(file)};`);
  });
  return lines.join('\n');
}

/** A plugin for the parts: each import of a module the entry holds becomes an import from the entry. */
function entryModulesFromEntry(entryModules, kit) {
  return { name: 'entry-modules-from-entry', setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.namespace === 'kit') return { path: args.path, external: true };
      if (args.pluginData?.resolving || args.kind === 'entry-point' || args.kind === 'dynamic-import') return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { resolving: true } });
      if (!entryModules.has(resolved.path)) return resolved.errors.length ? undefined : resolved;
      if (!kit.has(resolved.path)) kit.set(resolved.path, null);
      return { path: resolved.path, namespace: 'kit' };
    });
    build.onLoad({ filter: /.*/, namespace: 'kit' }, async ({ path: file }) => {
      const names = kit.get(file);
      const m = [...kit.keys()].indexOf(file);
      // the discovery pass (the names used not known yet) marks each module's imports with its number
      const contents = names
        ? `export { ${names.map((name, n) => `_${m}_${n} as ${name}`).join(', ')} } from './${NAME}.mjs';`
        : `export { ${(await exportNames(file)).join(', ')} } from './${NAME}.mjs?kit=${m}';`;
      return { contents, loader: 'js' };
    });
  } };
}

/** A plugin for the parts' entries: words:<lang> is that language's board and rules tables as one object. */
function wordsEntries(parts) {
  return { name: 'words-entries', setup(build) {
    build.onResolve({ filter: /^words:/ }, (args) => ({ path: args.path, namespace: 'words' }));
    build.onLoad({ filter: /.*/, namespace: 'words' }, ({ path: name }) => {
      const files = parts.get(name.slice('words:'.length));
      return {
        contents: files.map((file, i) => `import t${i} from ${JSON.stringify(file)};`).join('\n') +
          `\nexport default { ${files.map((_, i) => `...t${i}`).join(', ')} };`,
        loader: 'js', resolveDir: path.dirname(files[0]),
      };
    });
  } };
}

/** Each language's tables must not share a key, or one loader would read the other's. */
async function checkWords(parts) {
  for (const [part, files] of parts) {
    if (!part.startsWith('words.')) continue;
    const seen = new Map();
    for (const file of files) {
      for (const key of Object.keys((await import(pathToFileURL(file).href)).default)) {
        if (seen.has(key)) throw new Error(`${NAME}.${part}.mjs: ${posix(file)} and ${posix(seen.get(key))} both have the key ${key}`);
        seen.set(key, file);
      }
    }
  }
}

/** The export names of `file`. */
async function exportNames(file) {
  const result = await esbuild.build({ ...BUNDLE_OPTIONS, entryPoints: [file], write: false, metafile: true, outdir: 'out', minify: false });
  return Object.values(result.metafile.outputs)[0].exports;
}

/** The names the discovery pass's parts import of each module of `kit` (by number), from their code. */
function importedNames(outputFiles, kit) {
  const files = [...kit.keys()];
  const names = new Map(files.map((file) => [file, new Set()]));
  for (const { text } of outputFiles) {
    for (const [, list, m] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"\.\/[\w-]+\.mjs\?kit=(\d+)"/g)) {
      for (const item of list.split(',')) names.get(files[Number(m)]).add(item.trim().split(/\s+as\s+/)[0]);
    }
    const other = text.match(/(?:export\s*\*|import\s*\*|import\s*\w+\s*(?:,|from))[^;]*\?kit=/);
    if (other) throw new Error(`${NAME}: a lazily loaded part imports a module of the entry in a way the build does not follow: ${other[0]}`);
  }
  return new Map([...names].map(([file, set]) => [file, [...set].sort()]));
}

/** Writes dist/chess-board.mjs and its parts; resolves to the files a page with a board may fetch. */
export async function buildBoardBundle({ root, dist }) {
  const element = path.join(root, 'web', 'play', 'chess-board.mjs');
  const parts = new Map(); // part name → its source files
  const entryOptions = (source, write) => ({
    ...BUNDLE_OPTIONS, stdin: { contents: source, resolveDir: root, sourcefile: `${NAME}.mjs`, loader: 'js' },
    outfile: path.join(dist, `${NAME}.mjs`), write, metafile: true, plugins: [dynamicImportsAsParts(parts)],
  });
  // 1. the entry's modules and its dynamic imports
  const first = await esbuild.build(entryOptions(`export * from ${JSON.stringify(element)};`, false));
  const entryModules = new Set(Object.keys(first.metafile.inputs).map((file) => path.resolve(file)));
  await checkWords(parts);
  // 2. which of them the parts import (a part may load further parts of its own: they are split too)
  const kit = new Map();
  const partOptions = (write) => {
    pruneOldChunks(dist, NAME);
    return {
      ...BUNDLE_OPTIONS, write, metafile: true, outdir: dist, splitting: true,
      chunkNames: `${NAME}.chunk-[hash]`, outExtension: { '.js': '.mjs' },
      entryPoints: [...parts].map(([part, files]) => ({ in: part.startsWith('words.') ? `words:${part}` : files[0], out: `${NAME}.${part}` })),
      plugins: [wordsEntries(parts), entryModulesFromEntry(entryModules, kit)],
    };
  };
  const discovered = await esbuild.build(partOptions(false));
  // 3. and 4. the entry, with what the parts import from it
  const imported = importedNames(discovered.outputFiles, kit);
  kit.clear(); // numbered again in a fixed order (the discovery's follows esbuild's), for the same output each build
  for (const file of [...imported.keys()].sort()) kit.set(file, imported.get(file));
  const entry = await esbuild.build(entryOptions(entrySource(element, kit), true));
  // 5. the parts
  const written = await esbuild.build(partOptions(true));
  const files = [...Object.keys(entry.metafile.outputs), ...Object.keys(written.metafile.outputs)].map((file) => path.basename(file));
  const size = (file) => readFileSync(path.join(dist, file)).length;
  return { files, entryBytes: size(`${NAME}.mjs`) };
}
