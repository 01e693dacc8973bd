// The built files as users get them: dist/chess-rules.mjs finds dist/chess-rules.wasm by itself,
// the README's examples work as written, and the module's exports are the checked-in list.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { ROOT, wasmBytes } from './rules-load.mjs';

const readme = readFileSync(`${ROOT}README.md`, 'utf8');
const section = readme.slice(readme.indexOf('## JavaScript rules API'));

function codeBlock(language) {
  const match = section.match(new RegExp('```' + language + '\\n([\\s\\S]*?)```'));
  expect(match).not.toBe(null);
  return match[1];
}

function runModule(source, cwd) {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', source], { cwd, encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`node exited with ${result.status}: ${result.stderr}`);
  return result.stdout;
}

test('dist/chess-rules.mjs exists, next to its wasm and its types', () => {
  for (const file of ['chess-rules.mjs', 'chess-rules.wasm', 'chess-rules.d.ts']) {
    expect(`${file}: ${existsSync(`${ROOT}dist/${file}`)}`).toBe(`${file}: true`);
  }
});

test('the README’s Node example prints what the README says', () => {
  const out = runModule(codeBlock('js'), ROOT);
  expect(out).toContain("code: 'CASTLE_BLOCKED'");
  expect(section).toContain("It prints `{ ok: false, error: { code: 'CASTLE_BLOCKED', message: 'You cannot castle yet: there is a piece between the king and the rook (Article 3.8).' } }`.");
  expect(out).toContain('You cannot castle yet: there is a piece between the king and the rook (Article 3.8).');
});

test('the README’s page example, run from dist/ with a stand-in document, shows the mate', () => {
  const script = codeBlock('html').match(/<script type="module">([\s\S]*?)<\/script>/)[1];
  const imports = script.match(/^\s*import .*$/m)[0];
  const body = script.replace(imports, '');
  const source = `${imports}\nglobalThis.document = { body: {} };\n${body}\nconsole.log(document.body.textContent);`;
  expect(runModule(source, `${ROOT}dist`).trim()).toBe('White wins: checkmate');
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
