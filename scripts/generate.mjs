// `node scripts/generate.mjs`: writes the sources made from another source of truth (the error
// table from chess.h, the lesson format check from lessons/schema.json, …). Each module in
// scripts/gen/ exports `generate(root)`, which writes its files and returns their paths relative to
// the root; they are listed in .gitignore and never edited by hand. `npm run build` runs this first.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GEN = path.join(ROOT, 'scripts', 'gen');

export async function generateAll() {
  const written = [];
  const generators = readdirSync(GEN).filter((file) => file.endsWith('.mjs')).sort();
  for (const name of generators) {
    const { generate } = await import(pathToFileURL(path.join(GEN, name)).href);
    written.push(...await generate(ROOT));
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const file of await generateAll()) console.log(`generate: ${file}`);
}
