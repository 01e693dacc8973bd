// The Traditional conversion and its one list of over-conversions (web/lesson/authoring/
// traditional.mjs): OpenCC, opened as the editor opens it, then fixTraditional, keeps the queen 后
// and 吃 and keeps 後 where it means "after" or "behind"; the finder gives each over-conversion's
// place and fix; check-lessons (a lesson file under tests/js/fixtures/) and the course's own check
// flag them from the same list. The expected texts are a person's Traditional Chinese, written here.
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js/cn2t';
import { OPENCC_OPTIONS, findOverConversions, fixTraditional, overConversionProblems } from '../../web/lesson/authoring/traditional.mjs';
import { loadCheckTools, runCheckLessons } from '../../scripts/check-lessons.mjs';
import { scriptProblems } from './helpers/course-checks.mjs';

jest.setTimeout(60_000);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURE = path.join(ROOT, 'tests/js/fixtures/over-converted.json');
const convert = OpenCC.Converter(OPENCC_OPTIONS);
const toTraditional = (text) => fixTraditional(convert(text));

test('the editor converts with OpenCC and this module, as the test does', () => {
  const editor = readFileSync(path.join(ROOT, 'web/site/editor/editor.mjs'), 'utf8');
  expect(editor).toContain("import('opencc-js/cn2t')");
  expect(editor).toContain('OpenCC.Converter(OPENCC_OPTIONS)');
  expect(editor).toContain('fixTraditional(converter(text))');
});

test.each([
  ['赢得后', '贏得后'],
  ['c8的后', 'c8的后'],
  ['白后吃掉黑后', '白后吃掉黑后'],
  ['然后后走到g7', '然後后走到g7'],
  ['后走到d8，将军！', '后走到d8，將軍！'],
  ['兵走到最后一行，变成后。', '兵走到最後一行，變成后。'],
  ['一个后和两个车', '一個后和兩個車'],
  ['王后翼易位', '王后翼易位'],
  ['车在后面，以后再走', '車在後面，以後再走'],
  ['只能吃一个', '只能吃一個'],
  ['按一下“棋钟”', '按一下「棋鐘」'],
])('%s → %s', (simplified, traditional) => {
  expect(toTraditional(simplified)).toBe(traditional);
  expect(findOverConversions(toTraditional(simplified))).toEqual([]);
});

test('the finder gives each over-conversion with its place and its fix', () => {
  expect(findOverConversions('車喫掉黑後，贏得後！然後後面')).toEqual([
    { index: 1, length: 1, found: '喫', fix: '吃' },
    { index: 3, length: 2, found: '黑後', fix: '黑后' },
    { index: 6, length: 3, found: '贏得後', fix: '贏得后' },
  ]);
  expect(findOverConversions('然後後走到g7')).toEqual([{ index: 2, length: 1, found: '後', fix: '后' }]);
  expect(findOverConversions('隻能用一隻手')).toEqual([{ index: 0, length: 1, found: '隻', fix: '只' }]);
  for (const after of ['然後', '以後', '之後', '最後一行', '後面', '後退', '落後', '前後左右', '吃掉以後']) expect(findOverConversions(after)).toEqual([]);
});

test('a lesson\'s Traditional texts are searched at every depth, and only they', () => {
  const lesson = JSON.parse(readFileSync(FIXTURE, 'utf8'));
  expect(overConversionProblems(lesson).map(({ path: at, params }) => [at, params.found])).toEqual([
    ['/title/zh-Hant', '贏得後'],
    ['/steps/0/text/zh-Hant', '喫'],
    ['/steps/0/text/zh-Hant', '贏得後'],
  ]);
});

test('check-lessons flags 贏得後 and 喫掉 in a lesson file, in Chinese, with the fix', async () => {
  const tools = await loadCheckTools();
  const result = await runCheckLessons([FIXTURE], { cwd: ROOT, tools });
  // a warning: the child can still read the lesson
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('贏得後');
  expect(result.stdout).toContain('“贏得後”，应该是“贏得后”');
  expect(result.stdout).toContain('“喫”，应该是“吃”');
  expect(result.stdout).not.toContain('然後後面');
});

test('the course\'s own check flags them from the same list', () => {
  const lesson = JSON.parse(readFileSync(FIXTURE, 'utf8'));
  const problems = scriptProblems({ ...lesson.steps[0], teacherNote: undefined });
  expect(problems.join('\n')).toContain('"喫" for "吃"');
  expect(problems.join('\n')).toContain('"贏得後" for "贏得后"');
});
