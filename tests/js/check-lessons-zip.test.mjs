// The teachers' zip carries check-lessons.mjs: written into an empty folder outside the repository
// with the rest of the zip's files, it runs with only Node and the folder's own wasm, checks the
// folder's lessons/ by default (its index and every lesson, not the site's course file beside
// them), and a teacher's broken file with its Chinese message; alone, without
// the wasm, it says so in a sentence.
import { jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageFiles } from '../../scripts/package.mjs';

jest.setTimeout(120_000);

let folder;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'check-lessons-zip-'));
  const { files } = packageFiles({ version: '0.0.0-test' });
  for (const entry of files) {
    const file = path.join(folder, entry.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, entry.data);
  }
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const run = (args) => spawnSync(process.execPath, ['check-lessons.mjs', ...args], { cwd: folder, encoding: 'utf8' });

test('the zip\'s check-lessons.mjs checks the folder\'s lessons with the folder\'s wasm', () => {
  const result = run([]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  // the index and each lesson it lists; the course map's course.json is no lesson
  const index = JSON.parse(readFileSync(path.join(folder, 'lessons', 'index.json'), 'utf8'));
  expect(existsSync(path.join(folder, 'lessons', 'course.json'))).toBe(true);
  expect(result.stdout).toContain(`一共检查了 ${index.lessons.length + 1} 个文件，都没有问题。`);
});

test('the zip\'s check-lessons.mjs tells a teacher about a full-width comma, in English when asked', () => {
  writeFileSync(path.join(folder, 'mine.json'), '{\n  "id": "mine"，\n  "steps": []\n}\n');
  const chinese = run(['mine.json']);
  expect(chinese.status).toBe(1);
  expect(chinese.stdout).toContain('mine.json · 第 2 行第 15 列');
  expect(chinese.stdout).toContain('中文逗号');
  const english = run(['--lang', 'en', 'mine.json']);
  expect(english.status).toBe(1);
  expect(english.stdout).toContain('mine.json · line 2, column 15');
});

test('the zip\'s check-lessons.mjs --help names the command that works in the folder, not npm', () => {
  const result = run(['--help']);
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/^用法：node check-lessons\.mjs \[--lang/);
  expect(result.stdout).not.toContain('npm');
});

test('check-lessons.mjs with no wasm beside it says which file it needs and what to do, with no stack trace', () => {
  const alone = mkdtempSync(path.join(tmpdir(), 'check-lessons-alone-'));
  try {
    copyFileSync(path.join(folder, 'check-lessons.mjs'), path.join(alone, 'check-lessons.mjs'));
    const result = spawnSync(process.execPath, ['check-lessons.mjs'], { cwd: alone, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('找不到 chess-rules.wasm，检查课程要用到它。请先运行 npm run build，或者用下载包里的 check-lessons.mjs（这个文件就在它旁边）。\n');
    expect(result.stdout).toBe('');
  } finally {
    rmSync(alone, { recursive: true, force: true });
  }
});
