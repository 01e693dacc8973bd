// The npm package's one-board page for the board bench (scripts/bench-board.mjs): `npm pack` of
// the widget dist/ holds, the tarball installed offline into a fresh project, and the widget
// entry bundled with the esbuild command of docs/embedding.md ("From npm, with a bundler") for a
// page like demo/minimal.html (one interactive <chess-board>). Returns the site's folder and a
// function that removes the project.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeWidget } from './package.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export function packageBoardSite() {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-package-'));
  const project = path.join(work, 'project');
  const run = (file, args, cwd = project) => {
    const result = spawnSync(file, args, { cwd, encoding: 'utf8', env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}` } });
    if (result.status !== 0) throw new Error(`${file} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    return result.stdout;
  };
  writeWidget();
  const [packed] = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], ROOT));
  mkdirSync(path.join(project, 'src'), { recursive: true });
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'bench-page', private: true, type: 'module' }));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', path.join(work, packed.filename)]);
  const docs = readFileSync(path.join(ROOT, 'docs', 'embedding.md'), 'utf8');
  const command = docs.match(/```sh\n(npx esbuild [\s\S]*?)```/)[1].replace(/^npx /, '');
  writeFileSync(path.join(project, 'src', 'main.js'), "import 'chess-teaching-widget';\n");
  run('bash', ['-c', command]);
  writeFileSync(path.join(project, 'site', 'index.html'), '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">' +
    '<title>One board</title><script type="module" src="chess/main.mjs"></script></head>\n' +
    '<body><main><h1>One board</h1><chess-board interactive></chess-board></main></body></html>\n');
  return { root: path.join(project, 'site'), remove: () => rmSync(work, { recursive: true, force: true }) };
}
