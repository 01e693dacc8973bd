// The build's WebAssembly step: the rules core through CMake's Emscripten branch (emcmake) into
// build/wasm/, each module checked to import nothing (the pages give it no imports), then copied
// into dist/ once the lessons have been checked.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The modules CMake writes into build/wasm/ and the build copies into dist/: the play module,
 *  on every board, and the deep module (search, mate solver, PGN), which a worker loads on use. */
export const WASM_MODULES = ['chess-rules.wasm', 'chess-search.wasm'];

function run(root, command, args, env) {
  console.log(`build: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) throw new Error(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} exited with status ${result.status}`);
}

function checkNoImports(root, file) {
  const imports = WebAssembly.Module.imports(new WebAssembly.Module(readFileSync(file)));
  if (imports.length) {
    throw new Error(`${path.relative(root, file)} imports ${imports.map((i) => `${i.module}.${i.name}`).join(', ')}; ` +
      'the standalone module must import nothing (keep stdio and malloc out of c/src and c/wasm)');
  }
}

/** Builds WASM_MODULES into `out` (build/wasm/), unless `reuse` and all of them are there, and
 *  checks that each imports nothing. */
export function buildWasm({ root, out, reuse = false }) {
  const files = WASM_MODULES.map((name) => path.join(out, name));
  if (!(reuse && files.every((file) => existsSync(file)))) {
    // Debian's emcc runs its JS optimizer with acorn from /usr/share/nodejs.
    const env = { ...process.env, NODE_PATH: [process.env.NODE_PATH, '/usr/share/nodejs'].filter(Boolean).join(path.delimiter) };
    run(root, 'emcmake', ['cmake', '-S', '.', '-B', out, '-DCMAKE_BUILD_TYPE=Release'], env);
    run(root, 'cmake', ['--build', out, '-j2'], env);
    for (const file of files) if (!existsSync(file)) throw new Error(`the wasm build wrote no ${path.relative(root, file)}`);
  }
  for (const file of files) checkNoImports(root, file);
}

/** Copies WASM_MODULES from `out` into `dist`. */
export function copyWasm({ out, dist }) {
  for (const name of WASM_MODULES) copyFileSync(path.join(out, name), path.join(dist, name));
}
