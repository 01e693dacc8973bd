// The built files as users get them: dist/chess-rules.mjs finds dist/chess-rules.wasm by itself,
// the examples of docs/rules-api.md (JavaScript in Node and in a page, C, the command line) print
// what the page says, and the module's exports are the checked-in list.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chessCliPath } from './helpers/cli.mjs';
import { ROOT, wasmBytes } from './rules-load.mjs';

const doc = readFileSync(`${ROOT}docs/rules-api.md`, 'utf8');

/** The code block of `language` after the heading `heading`, and the "It prints `…`." after it. */
function example(text, heading, language) {
  const section = text.slice(text.indexOf(heading));
  const match = section.match(new RegExp('```' + language + '\\n([\\s\\S]*?)```(?:\\s*It prints `(.*)`\\.)?'));
  expect(match).not.toBe(null);
  return { code: match[1], prints: match[2] };
}

function runModule(source, cwd) {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', source], { cwd, encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`node exited with ${result.status}: ${result.stderr}`);
  return result.stdout;
}

test('dist/chess-rules.mjs exists, next to its wasm and its types, and the types compile', () => {
  for (const file of ['chess-rules.mjs', 'chess-rules.wasm', 'chess-rules.d.ts', 'errors.gen.d.ts']) {
    expect(`${file}: ${existsSync(`${ROOT}dist/${file}`)}`).toBe(`${file}: true`);
  }
  const tsc = spawnSync(process.execPath, [`${ROOT}node_modules/typescript/bin/tsc`, '--ignoreConfig', '--noEmit', '--strict', `${ROOT}dist/chess-rules.d.ts`],
    { encoding: 'utf8', timeout: 120_000 });
  expect(tsc.stdout + tsc.stderr).toBe('');
  expect(tsc.status).toBe(0);
}, 120_000);

test('docs/rules-api.md’s Node example prints what the page says', () => {
  const { code, prints } = example(doc, '## JavaScript', 'js');
  expect(prints).toContain("code: 'CASTLE_BLOCKED'");
  expect(runModule(code, ROOT).replace(/\s+/g, ' ').trim()).toBe(prints); // Node breaks long objects over lines
});

test('docs/rules-api.md’s page example, run from dist/ with a stand-in document, shows the mate', () => {
  const script = example(doc, '## JavaScript', 'html').code.match(/<script type="module">([\s\S]*?)<\/script>/)[1];
  const imports = script.match(/^\s*import .*$/m)[0];
  const body = script.replace(imports, '');
  // in Node, the same API from its Node build, which reads the wasm beside it from disk
  const source = `${imports.replace("'./chess-rules.mjs'", "'./chess-rules.node.mjs'")}\nglobalThis.document = { body: {} };\n${body}\nconsole.log(document.body.textContent);`;
  expect(runModule(source, `${ROOT}dist`).trim()).toBe('White wins: checkmate');
});

test('docs/rules-api.md’s C example, built against the core library, prints what the page says', () => {
  const library = path.join(path.dirname(chessCliPath()), 'libchesscore.a');
  if (!existsSync(library)) throw new Error(`${library} is missing: build the native library first (npm test does)`);
  const { code, prints } = example(doc, '## C', 'c');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rules-doc-'));
  try {
    writeFileSync(path.join(dir, 'example.c'), code);
    execFileSync('cc', ['-std=c99', '-I', `${ROOT}c/include`, path.join(dir, 'example.c'), library, '-o', path.join(dir, 'example')]);
    expect(execFileSync(path.join(dir, 'example'), { encoding: 'utf8' }).trim()).toBe(prints);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('docs/rules-api.md’s chess-cli example prints what the page shows', () => {
  const block = doc.slice(doc.indexOf('## The command line')).match(/```\n\$ chess-cli (.*)\n([\s\S]*?)```/);
  const args = [...block[1].matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]);
  expect(execFileSync(chessCliPath(), args, { encoding: 'utf8' })).toBe(block[2]);
});

test('the module exports exactly c/wasm/exports.txt (plus memory and the Emscripten defaults) and imports nothing', () => {
  const listed = readFileSync(`${ROOT}c/wasm/exports.txt`, 'utf8').split('\n').filter((line) => line.startsWith('_')).map((line) => line.slice(1).trim());
  const module = new WebAssembly.Module(wasmBytes());
  const exported = WebAssembly.Module.exports(module).map((entry) => entry.name);
  for (const name of listed) expect(exported).toContain(name);
  const extra = exported.filter((name) => !listed.includes(name));
  expect(extra).toEqual(expect.arrayContaining(['memory', '_initialize']));
  for (const name of extra) expect(['memory', '_initialize', '__indirect_function_table', '__errno_location', 'stackSave', 'stackRestore', 'stackAlloc']).toContain(name);
  expect(WebAssembly.Module.imports(module)).toEqual([]);
});
