// `npm run build`: writes dist/.
//   1. The standalone WebAssembly rules core, through CMake's Emscripten branch (emcmake), into
//      build/wasm/, copied to dist/chess-rules.wasm. It must import nothing.
//   2. esbuild bundles each entry of ENTRIES into one ES module in dist/ (browsers and Node 20).
//   3. The site pages: web/site/** is copied into dist/ as it is, if that folder exists.
// `node scripts/build.mjs --js-only` skips step 1 when build/wasm/chess-rules.wasm exists.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, copyFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const WASM_BUILD = path.join(ROOT, 'build', 'wasm');
const WASM_OUT = path.join(WASM_BUILD, 'chess-rules.wasm');
const SITE = path.join(ROOT, 'web', 'site');

// The bundles: source entry → dist/<name>.mjs. Add an entry here for each new public module.
const ENTRIES = [
  { name: 'chess-rules', entry: 'web/rules/index.mjs', types: 'web/rules/index.d.ts' },
];

function fail(message) {
  console.error(`build: ${message}`);
  process.exit(1);
}

function run(command, args, env) {
  console.log(`build: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} exited with status ${result.status}`);
}

function buildWasm() {
  // Debian's emcc runs its JS optimizer with acorn from /usr/share/nodejs.
  const env = { ...process.env, NODE_PATH: [process.env.NODE_PATH, '/usr/share/nodejs'].filter(Boolean).join(path.delimiter) };
  run('emcmake', ['cmake', '-S', '.', '-B', WASM_BUILD, '-DCMAKE_BUILD_TYPE=Release'], env);
  run('cmake', ['--build', WASM_BUILD, '-j2'], env);
  if (!existsSync(WASM_OUT)) fail(`the wasm build wrote no ${path.relative(ROOT, WASM_OUT)}`);
}

function checkNoImports(file) {
  const module = new WebAssembly.Module(readFileSync(file));
  const imports = WebAssembly.Module.imports(module);
  if (imports.length) {
    fail(`${path.relative(ROOT, file)} imports ${imports.map((i) => `${i.module}.${i.name}`).join(', ')}; ` +
      'the standalone module must import nothing (keep stdio and malloc out of c/src and c/wasm)');
  }
}

function sizes(file) {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const jsOnly = process.argv.includes('--js-only');
if (!(jsOnly && existsSync(WASM_OUT))) buildWasm();
checkNoImports(WASM_OUT);

// dist/ is written over, not emptied first, so that tests running from it meanwhile keep their files.
mkdirSync(DIST, { recursive: true });
copyFileSync(WASM_OUT, path.join(DIST, 'chess-rules.wasm'));

for (const { name, entry, types } of ENTRIES) {
  const source = path.join(ROOT, entry);
  if (!existsSync(source)) fail(`the entry ${entry} of ${name} does not exist`);
  await esbuild.build({
    entryPoints: [source],
    outfile: path.join(DIST, `${name}.mjs`),
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
  });
  if (types) copyFileSync(path.join(ROOT, types), path.join(DIST, `${name}.d.ts`));
}

if (existsSync(SITE) && statSync(SITE).isDirectory()) cpSync(SITE, DIST, { recursive: true });

const wasm = sizes(path.join(DIST, 'chess-rules.wasm'));
const mjs = sizes(path.join(DIST, 'chess-rules.mjs'));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`build: dist/chess-rules.wasm ${kb(wasm.raw)} (${kb(wasm.gzip)} gzipped), ` +
  `dist/chess-rules.mjs ${kb(mjs.raw)} (${kb(mjs.gzip)} gzipped); together ${kb(wasm.gzip + mjs.gzip)} gzipped`);
