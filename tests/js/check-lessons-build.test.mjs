// `npm run build` checks the lessons as check-lessons does before it writes anything: a copy of
// lessons/ with a mate in one that has no mate, or with a missing zh-Hant text, is refused with the
// Chinese message, and dist/ is left exactly as it was (no file written, changed or removed).
import { jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

jest.setTimeout(240_000);

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = path.join(ROOT, 'dist');

/** Every file under dist/ with its size and modification time. */
function snapshot(folder = DIST, prefix = '') {
  const out = {};
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    const stats = statSync(file);
    if (stats.isDirectory()) Object.assign(out, snapshot(file, `${prefix}${name}/`));
    else out[`${prefix}${name}`] = `${stats.size}:${stats.mtimeMs}`;
  }
  return out;
}

let folder;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'build-lessons-'));
  cpSync(path.join(ROOT, 'lessons'), folder, { recursive: true });
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A copy of lessons/ with the first mate-in-one step of mate-in-one.json changed by `edit`. */
function breakMateStep(edit) {
  const file = path.join(folder, 'mate-in-one.json');
  const lesson = JSON.parse(readFileSync(file, 'utf8'));
  const step = lesson.steps.find((s) => s.goal?.kind === 'mate' && s.goal.in === 1);
  edit(step);
  writeFileSync(file, `${JSON.stringify(lesson, null, 2)}\n`);
  return step;
}

const build = () => spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), '--js-only'], {
  cwd: ROOT, encoding: 'utf8', env: { ...process.env, CHESS_LESSONS_DIR: folder },
});

test('a mate in one with no mate stops the build, and dist/ is unchanged', () => {
  const step = breakMateStep((s) => { s.fen = '7k/8/8/8/8/8/8/K5Q1 w - - 0 1'; s.orientation = 'white'; });
  const before = snapshot();
  const result = build();
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain('mate-in-one.json');
  expect(result.stderr).toContain(`「${step.id}」`);
  expect(result.stderr).toContain('构建停止了');
  expect(snapshot()).toEqual(before);
});

test('a missing zh-Hant text in the project\'s lessons stops the build too', () => {
  const step = breakMateStep((s) => { delete s.text['zh-Hant']; });
  const before = snapshot();
  const result = build();
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain(`「${step.id}」`);
  expect(result.stderr).toContain('三种语言都写全');
  expect(snapshot()).toEqual(before);
});
