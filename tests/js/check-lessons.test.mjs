// `npm run check-lessons` on lesson files a teacher might write: each broken file exits non-zero
// with a sentence in Chinese naming the file, the line and column, the step and the field, and what
// to do; a missing zh-Hant text is a warning with exit 0; SAN moves are accepted, and --fix writes
// them as UCI. The checks run against the real rules core and mate solver (dist/*.wasm).
import { jest } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadCheckTools, runCheckLessons } from '../../scripts/check-lessons.mjs';
import { LANGS } from '../../web/i18n/lang.mjs';

jest.setTimeout(60_000);

let tools;
let folder;
beforeAll(async () => {
  tools = await loadCheckTools();
  folder = mkdtempSync(path.join(tmpdir(), 'check-lessons-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const text = (zhHans, zhHant, en) => ({ 'zh-Hans': zhHans, 'zh-Hant': zhHant, en });

/** A sound two-step lesson: a mate in one and a knight move. */
function goodLesson() {
  return {
    id: 'teacher-test',
    title: text('老师的课', '老師的課', "A teacher's lesson"),
    steps: [
      {
        id: 'mate-one',
        fen: '7k/8/5K2/8/8/8/8/6Q1 w - - 0 1',
        orientation: 'white',
        text: text('一步将死！', '一步將死！', 'Mate in one!'),
        success: text('将死了！', '將死了！', 'Checkmate!'),
        hints: [{ text: text('后走到g7。', '后走到g7。', 'Queen to g7.') }],
        goal: { kind: 'mate', in: 1 },
      },
      {
        id: 'knight-out',
        fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
        orientation: 'white',
        text: text('把马跳出来。', '把馬跳出來。', 'Bring a knight out.'),
        hints: [{ text: text('马走日字。', '馬走日字。', 'The knight jumps.') }],
        goal: { kind: 'move', moves: ['g1f3'] },
      },
    ],
  };
}

function writeLesson(name, content) {
  const file = path.join(folder, name);
  writeFileSync(file, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  return file;
}

const check = (args) => runCheckLessons(args, { cwd: folder, tools });

/** Checks the good lesson after `edit` has changed it, written to `name`: {lesson, file, result}. */
async function checkEdited(name, edit) {
  const lesson = goodLesson();
  edit(lesson);
  const file = writeLesson(name, lesson);
  return { lesson, file, result: await check([file]) };
}

/** The line (1-based) and column of the first `needle` in `content`. */
function placeOf(content, needle) {
  const before = content.slice(0, content.indexOf(needle)).split('\n');
  return { line: before.length, column: before.at(-1).length + 1 };
}

test('a sound lesson passes in every language', async () => {
  const file = writeLesson('good.json', goodLesson());
  for (const lang of LANGS) {
    const result = await check(['--lang', lang, file]);
    expect(result.status).toBe(0);
    expect(result.stdout).not.toMatch(/错误|錯誤|Error/);
  }
});

test('a full-width comma: its line and column, named as a Chinese comma, and the fix', async () => {
  const content = JSON.stringify(goodLesson(), null, 2).replace('"title": {', '"title"：{');
  const full = content.replace('"id": "teacher-test",', '"id": "teacher-test"，');
  const file = writeLesson('full-width.json', full);
  const result = await check([file]);
  expect(result.status).toBe(1);
  const { line, column } = placeOf(full, '，');
  expect(result.stdout).toContain('full-width.json');
  expect(result.stdout).toContain(`第 ${line} 行第 ${column} 列`);
  expect(result.stdout).toContain('中文逗号');
  expect(result.stdout).toMatch(/怎么改：把“，”（中文逗号）改成英文的 ,/);
});

test('a curly quote where JSON wants a straight one is named as such', async () => {
  const content = JSON.stringify(goodLesson(), null, 2).replace('"id": "teacher-test"', '"id": “teacher-test"');
  const file = writeLesson('curly.json', content);
  const result = await check([file]);
  expect(result.status).toBe(1);
  const { line, column } = placeOf(content, '“');
  expect(result.stdout).toContain(`第 ${line} 行第 ${column} 列`);
  expect(result.stdout).toContain('中文左引号');
});

test('a missing comma: the line and column where it belongs', async () => {
  const content = JSON.stringify(goodLesson(), null, 2).replace('"id": "teacher-test",', '"id": "teacher-test"');
  const file = writeLesson('missing-comma.json', content);
  const result = await check([file]);
  expect(result.status).toBe(1);
  expect(result.stdout).toContain('少了一个英文逗号');
  expect(result.stdout).toMatch(/第 2 行第 \d+ 列/);
  expect(result.stdout).toContain('怎么改：');
  const english = await check(['--lang', 'en', file]);
  expect(english.stdout).toMatch(/line 2, column \d+/);
  expect(english.stdout).toContain('A comma is missing here');
});

test('a FEN with 9 squares on a rank: the step, the field, the rank and the fix, in Chinese', async () => {
  const { file, result } = await checkEdited('nine.json', (lesson) => { lesson.steps[1].fen = 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'; });
  expect(result.status).toBe(1);
  const content = readFileSync(file, 'utf8');
  const { line } = placeOf(content, '/9/');
  expect(result.stdout).toContain(`第 ${line} 行`);
  expect(result.stdout).toContain('第 2 步「knight-out」');
  expect(result.stdout).toContain('局面（fen）');
  expect(result.stdout).toContain('第 6 横行');
  expect(result.stdout).toContain('9 格，要正好 8 格');
  // the rules' own Chinese sentence, not its code
  expect(result.stdout).not.toContain('FEN_BOARD');
});

test('a mate in one with no mate: the step and the field, proved by the mate solver', async () => {
  const { result } = await checkEdited('no-mate.json', (lesson) => { lesson.steps[0].fen = '7k/8/8/8/8/8/8/K5Q1 w - - 0 1'; });
  expect(result.status).toBe(1);
  expect(result.stdout).toContain('第 1 步「mate-one」');
  expect(result.stdout).toMatch(/几步杀|将死/);
  expect(result.stdout).toContain('怎么改：换一个真能在 1 步之内将死的局面');
});

test('a missing zh-Hant text is a warning, and the exit status is 0', async () => {
  const { result } = await checkEdited('no-hant.json', (lesson) => { delete lesson.steps[1].text['zh-Hant']; });
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/^提醒 · .*no-hant\.json · 第 \d+ 行第 \d+ 列 · 第 2 步「knight-out」/m);
  expect(result.stdout).toContain('繁体中文');
  expect(result.stdout).not.toMatch(/^错误/m);
});

test('SAN moves are accepted, and --fix rewrites them as UCI', async () => {
  const { lesson, file, result } = await checkEdited('san.json', (lesson) => { lesson.steps[1].goal.moves = ['Nf3', 'Nc3']; });
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('--fix');
  const fixed = await check(['--fix', file]);
  expect(fixed.status).toBe(0);
  const after = JSON.parse(readFileSync(file, 'utf8'));
  expect(after.steps[1].goal.moves).toEqual(['g1f3', 'b1c3']);
  // the rest of the file is as the teacher wrote it
  expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify({ ...lesson, steps: [lesson.steps[0], { ...lesson.steps[1], goal: { kind: 'move', moves: ['g1f3', 'b1c3'] } }] }, null, 2)}\n`);
});

test('a SAN move that is not legal there is an error naming the move', async () => {
  const { result } = await checkEdited('bad-san.json', (lesson) => { lesson.steps[1].goal.moves = ['Nf4']; });
  expect(result.status).toBe(1);
  expect(result.stdout).toContain('看不懂“Nf4”这步棋');
  expect(result.stdout).toContain('第 2 步「knight-out」');
});

test('a move that is not legal is named as the course writes moves, not in UCI', async () => {
  // g1–g4: a knight (马) does not go straight
  const { result } = await checkEdited('bad-uci.json', (lesson) => { lesson.steps[1].goal.moves = ['g1g4']; });
  expect(result.status).toBe(1);
  expect(result.stdout).toContain('第 2 步「knight-out」');
  expect(result.stdout).toContain('马g1-g4');
  expect(result.stdout).not.toContain('g1g4');
});

test('a whole game that must end in a mate within 1 move, where none is: its field named as the game form names it', async () => {
  // the start position: no side mates in one
  const { result } = await checkEdited('warm-up.json', (lesson) => {
    lesson.steps[1].goal = { kind: 'game', in: 1 };
  });
  expect(result.status).toBe(1);
  expect(result.stdout).toContain('第 2 步「knight-out」');
  expect(result.stdout).toContain('几步内将死');
  expect(result.stdout).not.toContain('几步杀');
});

test('the three languages\' tables have the same keys', async () => {
  const keys = (object, prefix = '') => Object.entries(object).flatMap(([key, value]) => (
    value && typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
  const tables = await Promise.all(LANGS.map((lang) => import(`../../web/i18n/editor.${lang}.mjs`)));
  const [first, ...rest] = tables.map((table) => keys(table.default).sort());
  for (const other of rest) expect(other).toEqual(first);
});

test('a text missing a language names the language in words, as a teacher reads it (not its code)', async () => {
  const { describeProblem } = await import('../../web/i18n/lesson-problems.mjs');
  const missing = { code: 'TEXT_LANG_MISSING', path: '/title', params: { field: 'en' } };
  const zh = (await import('../../web/i18n/lesson-problems.zh-Hans.mjs')).default;
  expect(describeProblem(zh, missing)).toBe('title 缺少 英文 的文字');
  const hant = (await import('../../web/i18n/lesson-problems.zh-Hant.mjs')).default;
  expect(describeProblem(hant, { ...missing, params: { field: 'zh-Hant' } })).toBe('title 缺少 繁體中文 的文字');
  // an unknown language stays as written: it is the mistake to show
  const en = (await import('../../web/i18n/lesson-problems.en.mjs')).default;
  expect(describeProblem(en, { code: 'TEXT_LANG_UNKNOWN', path: '/title', params: { field: 'fr' } })).toBe('title has an unknown language "fr"');
});

test('a copy of a lesson that keeps its id: an error on the copy\'s id, naming the other file and the fix', async () => {
  const pair = mkdtempSync(path.join(folder, 'pair-'));
  writeFileSync(path.join(pair, 'a-original.json'), `${JSON.stringify(goodLesson(), null, 2)}\n`);
  const copy = `${JSON.stringify(goodLesson(), null, 2)}\n`;
  writeFileSync(path.join(pair, 'b-copy.json'), copy);
  const result = await check([pair]);
  expect(result.status).toBe(1);
  const { line } = placeOf(copy, '"id": "teacher-test"');
  expect(result.stdout).toContain(`b-copy.json · 第 ${line} 行`);
  expect(result.stdout).toContain('a-original.json 里的课也叫 teacher-test');
  expect(result.stdout).toContain('怎么改：给这一课换一个别的 id');
  expect(result.stdout).not.toMatch(/a-original\.json · 第 \d+ 行/);
  writeFileSync(path.join(pair, 'b-copy.json'), copy.replace('"id": "teacher-test"', '"id": "teacher-copy"'));
  expect((await check([pair])).status).toBe(0);
});

test('a usage mistake exits with 2', async () => {
  const result = await check(['--lang', 'fr']);
  expect(result.status).toBe(2);
  expect(result.stderr).toContain('--lang fr');
  expect(result.stderr).toContain('用法：npm run check-lessons -- [--lang');
});

test('a problem\'s sentence names the field as the teacher knows it, not by its path', async () => {
  const { result } = await checkEdited('empty-hint.json', (lesson) => { lesson.steps[1].hints[0].text.en = ''; });
  expect(result.stdout).toContain('提示第 1 个的英文 是空的');
  expect(result.stdout).not.toContain('hints[0].text.en 是空的');
});
