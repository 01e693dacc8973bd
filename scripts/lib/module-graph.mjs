// The module graph of built files: what a script of dist/ loads at once, and what it may load at
// all. The build's preload hints, its size report and the service worker's lists read it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

/**
 * The files of `dist` that the scripts `entries` (paths in `dist`) load: a Map from each file they
 * reach to {imports, dynamic, urls}. `imports` are its static imports (fetched before it runs),
 * `dynamic` its import() targets, `urls` the files it names with new URL('./…', import.meta.url)
 * (a wasm module, a worker's script). esbuild reads the graph from the built files.
 */
export async function moduleGraph(dist, entries) {
  const graph = new Map();
  let pending = entries;
  while (pending.length) {
    const result = await esbuild.build({
      entryPoints: pending.map((file) => path.join(dist, file)),
      absWorkingDir: dist, bundle: true, write: false, metafile: true, format: 'esm', splitting: true,
      outdir: path.join(dist, '..', 'build', 'module-graph'), platform: 'neutral', external: ['node:*'], logLevel: 'silent',
    });
    const found = [];
    for (const [file, input] of Object.entries(result.metafile.inputs)) {
      if (graph.has(file)) continue;
      const urls = [...readFileSync(path.join(dist, file), 'utf8').matchAll(/new URL\(\s*["']((?:\.\.?\/)+[^"']+)["']\s*,\s*import\.meta\.url\s*\)/g)]
        .map((match) => path.posix.join(path.posix.dirname(file), match[1]))
        .filter((url) => !url.endsWith('/')); // a folder a script builds addresses in (the editor's lessons/) is no file it loads
      const imports = input.imports.filter((i) => !i.external);
      graph.set(file, {
        imports: imports.filter((i) => i.kind === 'import-statement').map((i) => i.path),
        dynamic: imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
        urls,
      });
      found.push(...urls.filter((url) => url.endsWith('.mjs')));
    }
    pending = [...new Set(found)].filter((file) => !graph.has(file));
  }
  return graph;
}

/** A file and every file it imports statically, in the order a browser needs them, added to
 *  `seen`; `graph` maps a file to its {imports}. */
export function staticClosure(graph, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of graph.get(file)?.imports ?? []) staticClosure(graph, next, seen);
  return seen;
}

/** Every file `file` may fetch: its static and dynamic imports and the files it names, all the way down. */
export function everything(graph, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const node = graph.get(file);
  for (const next of [...(node?.imports ?? []), ...(node?.dynamic ?? []), ...(node?.urls ?? [])]) everything(graph, next, seen);
  return seen;
}
