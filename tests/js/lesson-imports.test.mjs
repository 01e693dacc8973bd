// The lesson side's map, read from the sources (docs/architecture.md): what a goal kind does lives
// in its module under web/lesson/goals/, so `goal.kind` is read nowhere else; the one lesson
// checker is web/lesson/authoring/check.mjs and the one move reader web/lesson/moves.mjs, and the
// files they replaced are imported by nobody.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const GOALS = path.join(ROOT, 'web/lesson/goals') + path.sep;

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.m?[jt]s$/.test(name) && !name.endsWith('.gen.mjs') ? [file] : [];
  });
}

const CODE = ['web', 'scripts'].flatMap((dir) => sources(path.join(ROOT, dir)));
const TESTS = sources(path.join(ROOT, 'tests')).filter((file) => !file.endsWith('lesson-imports.test.mjs'));

// A goal's kind read as a field (goal.kind, goal?.kind, step.goal.kind) or taken apart ({ kind } = goal).
const KIND_READ = /\bgoal\??\.kind\b(?!['"])|\{[^}]*\bkind\b[^}]*\}\s*=\s*[\w.?]*goal\b/;

const WEB = sources(path.join(ROOT, 'web'));

test('a goal\'s kind is read only inside web/lesson/goals/', () => {
  const reads = [];
  for (const file of WEB) {
    if (file.startsWith(GOALS)) continue;
    readFileSync(file, 'utf8').split('\n').forEach((line, n) => {
      if (KIND_READ.test(line) && !/^\s*(\/\/|\*)/.test(line)) reads.push(`${path.relative(ROOT, file)}:${n + 1}: ${line.trim()}`);
    });
  }
  expect(reads).toEqual([]);
});

test('the pattern finds the reads it is there for', () => {
  for (const line of ["if (goal.kind === 'mate')", "step.goal?.kind === 'quiz'", 'const { kind, moves } = step.goal;']) expect(KIND_READ.test(line)).toBe(true);
  // a move's kind, and the editor's word for the field, are not a goal's kind read
  for (const line of ["if (played.kind === 'en-passant')", "'goal.kind': 'kind of goal',"]) expect(KIND_READ.test(line)).toBe(false);
});

// Replaced by web/lesson/authoring/check.mjs (the checker) and web/lesson/moves.mjs (the reader).
const REMOVED = ['web/lesson/validate.mjs', 'web/site/editor/lesson-check.mjs', 'web/site/editor/san-moves.mjs', 'web/lesson/goals.mjs', 'web/site/editor/migrate.mjs'];

test('the removed checkers and move reader are gone, and nothing imports them', () => {
  for (const file of REMOVED) expect(existsSync(path.join(ROOT, file))).toBe(false);
  const importing = [];
  for (const file of [...CODE, ...TESTS]) {
    const text = readFileSync(file, 'utf8');
    for (const [, imported] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)) {
      const resolved = path.relative(ROOT, path.resolve(path.dirname(file), imported));
      if (REMOVED.includes(resolved)) importing.push(`${path.relative(ROOT, file)} imports ${imported}`);
    }
  }
  expect(importing).toEqual([]);
});

test('the build, check-lessons, the editor\'s worker and the tests import the one checker', () => {
  const checker = path.join(ROOT, 'web/lesson/authoring/check.mjs');
  const importers = [...CODE, ...TESTS].filter((file) => [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)]
    .some(([, imported]) => path.resolve(path.dirname(file), imported) === checker)).map((file) => path.relative(ROOT, file));
  for (const user of ['scripts/check-lessons.mjs', 'web/site/editor/check-worker.mjs', 'web/site/editor/checker.mjs', 'tests/js/lessons.test.mjs']) expect(importers).toContain(user);
  // the build checks every lesson through check-lessons
  expect(readFileSync(path.join(ROOT, 'scripts/build.mjs'), 'utf8')).toMatch(/check-lessons/);
});

test('a goal kind\'s module imports only its neighbours, the step\'s game and the board\'s API', () => {
  const allowed = new Set([path.join(ROOT, 'web/lesson/step-game.mjs'), path.join(ROOT, 'web/board/api.mjs')]);
  const reaching = [];
  for (const file of sources(GOALS)) {
    for (const [, imported] of readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)) {
      const resolved = path.resolve(path.dirname(file), imported);
      if (!resolved.startsWith(GOALS) && !allowed.has(resolved)) reaching.push(`${path.relative(ROOT, file)} imports ${imported}`);
    }
  }
  expect(reaching).toEqual([]);
});
