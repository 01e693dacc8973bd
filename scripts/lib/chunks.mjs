// The esbuild options of an output split into chunks, and the pruning of the chunks older builds
// left. Chunk names carry content hashes, so old ones pile up in dist/; like the rest of dist/,
// the chunks of a recent build stay a while (a test or an open page may still be using them), and
// older ones go.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** How long a chunk of an earlier build is kept. */
export const OLD_CHUNK_MS = 30 * 60 * 1000;

/** Removes `dir`'s files `<name>.chunk-*` older than OLD_CHUNK_MS. */
export function pruneOldChunks(dir, name) {
  if (!existsSync(dir)) return;
  const now = Date.now();
  for (const old of readdirSync(dir)) {
    const file = path.join(dir, old);
    if (old.startsWith(`${name}.chunk-`) && now - statSync(file).mtimeMs > OLD_CHUNK_MS) rmSync(file);
  }
}

/** esbuild's options for entries written into `outdir` with their chunks `<name>.chunk-<hash>.mjs`
 *  beside them; the old chunks of that name are pruned first, unless `prune` is false. */
export function splitOutput(outdir, name, { prune = true } = {}) {
  if (prune) pruneOldChunks(outdir, name);
  return { outdir, splitting: true, chunkNames: `${name}.chunk-[hash]`, outExtension: { '.js': '.mjs' } };
}
