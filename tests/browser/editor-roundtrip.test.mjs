// The editor's round trip (/editor/ in Chromium): every course lesson of lessons/index.json, and a
// fixture lesson with every field the lesson format has (lessons/schema.json), opened with the
// file picker and downloaded again, comes back as the same JSON. The editor's load and save live
// in its page script, so they are driven through the page, as a teacher does. A game goal's
// warm-up (`in`) is also changed, emptied and given bad values in its field, and saved each time.
//
// Normalisations the editor documents (lessonForFile in web/site/editor/editor.mjs: "empty texts
// and unused fields left out") and that this test allows: `"exercise": false` is left out (false is
// the default), a step without hints gets `"hints": []`, a step marked `empty` without a FEN gets the empty board's FEN, and a file without `version` gets the format's version (1). Nothing else may change.
import { jest } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, browserSuite, openPage } from './helpers/browser.mjs';

jest.setTimeout(300000);

const suite = browserSuite(['editor/index.html', 'editor/editor.mjs', 'lessons/index.json']);
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons/index.json'), 'utf8'));

/** The lesson as the editor may write it: its documented normalisations applied. */
function normalised(lesson) {
  const copy = structuredClone(lesson);
  for (const step of copy.steps) {
    if (step.exercise === false) delete step.exercise;
    step.hints ??= []; // a step without hints gets an empty list
    if (step.empty && !step.fen) step.fen = '8/8/8/8/8/8/8/8 w - - 0 1'; // an empty board, written out
  }
  copy.version ??= 1; // the format's version, written into a file that had none
  return copy;
}

const text = (en, zhHans = `${en}（简）`, zhHant = `${en}（繁）`) => ({ 'zh-Hans': zhHans, 'zh-Hant': zhHant, en });

// Every field of lessons/schema.json: the lesson's ($schema, version, id, title, teacherNote, steps)
// and a step's (id, fen, empty, tray, exercise, laws, history, orientation, boardTurned, article,
// teacherNote, text, success, hints with arrows and highlights, and a hint that is a text alone,
// arrows, highlights, feedback, replies, goal), over every goal kind's fields.
const FULL = {
  $schema: './schema.json',
  version: 1,
  id: 'every-field',
  title: text('Every field'),
  teacherNote: text('A note for the teacher'),
  steps: [
    {
      id: 'mate-step', fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', laws: '2000', orientation: 'white',
      article: '3.3', teacherNote: text('Step note'), text: text('Mate in one'), success: text('Well done'),
      hints: [
        { text: text('Look at the back row'), arrows: [{ from: 'a1', to: 'a8', color: 'green' }], highlights: ['a8', 'g8'] },
        text('The rook goes up'),
      ],
      arrows: [{ from: 'g8', to: 'h8', color: 'red' }], highlights: ['f7', 'g7', 'h7'],
      feedback: { a1a7: text('Not yet'), KING_INTO_CHECK: text('Careful') },
      replies: { a1a7: 'g8h8' },
      goal: { kind: 'mate', in: 1, par: 1, solution: ['a1a8'] },
    },
    {
      id: 'history-step', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', history: ['e2e4', 'e7e5'],
      orientation: 'black', boardTurned: true, text: text('Capture'),
      goal: { kind: 'capture', target: 'e5', moves: ['d2d4'] },
    },
    {
      id: 'stars-step', fen: '8/8/8/8/8/8/8/R7 w - - 0 1', exercise: true, text: text('Stars'),
      goal: { kind: 'collect-stars', piece: 'a1', stars: ['a8', 'h8'], maxMoves: 2, par: 2 },
    },
    {
      id: 'setup-step', empty: true, fen: '8/8/8/8/8/8/8/8 w - - 0 1', tray: 'KQkq', text: text('Set up'),
      goal: { kind: 'setup', board: '3qk3/8/8/8/8/8/8/3QK3' },
    },
  ],
};

test('every course lesson and a lesson with every field come back from the editor unchanged', async () => {
  const { context, page, problems } = await openPage(suite.browser, `${suite.site.baseUrl}/editor/`, { contextOptions: { ...DESKTOP, acceptDownloads: true } });
  suite.contexts.push(context);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  const folder = mkdtempSync(path.join(tmpdir(), 'editor-roundtrip-'));
  const full = path.join(folder, 'every-field.json');
  writeFileSync(full, `${JSON.stringify(FULL, null, 2)}\n`);
  const files = [...index.lessons.map((entry) => path.join(ROOT, 'lessons', entry.file)), full];
  expect(files.length).toBeGreaterThan(40);
  for (const file of files) {
    const original = JSON.parse(readFileSync(file, 'utf8'));
    await page.setInputFiles('#file', file);
    await page.waitForFunction(({ id, steps }) => document.querySelector('#lesson-id').value === id
      && document.querySelectorAll('#steps li').length === steps, { id: original.id, steps: original.steps.length });
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
    const saved = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect({ file: path.basename(file), lesson: saved }).toEqual({ file: path.basename(file), lesson: normalised(original) });
  }
  expect(problems()).toEqual({ csp: [], errors: [] });
});

// A game goal's warm-up (`in`) in the editor's form: the course lesson that has one opens with the
// field filled; a number changed, the field emptied and a value out of the schema's limits are
// saved, left out and told, and nothing else of the file changes.
test('a game goal\'s "mate within … moves": filled from the file, changed, emptied, and a bad value told', async () => {
  const file = path.join(ROOT, 'lessons/first-game.json');
  const original = JSON.parse(readFileSync(file, 'utf8'));
  const at = original.steps.findIndex((step) => step.goal.kind === 'game' && step.goal.in);
  expect(at).toBeGreaterThanOrEqual(0);
  const { min, max } = inLimits();
  const { context, page, problems } = await openPage(suite.browser, `${suite.site.baseUrl}/editor/`, { contextOptions: { ...DESKTOP, acceptDownloads: true } });
  suite.contexts.push(context);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.setInputFiles('#file', file);
  await page.waitForFunction((id) => document.querySelector('#lesson-id').value === id, original.id);
  await page.locator('#steps li .ed-step-name').nth(at).click();
  const field = page.locator('input[data-path="goal/in"]');
  expect(await field.inputValue()).toBe(String(original.steps[at].goal.in));
  // the teacher's words, and the limits the lesson check accepts
  expect(await page.locator('label', { has: field }).locator('span').first().textContent()).toBe('几步内将死');
  expect([await field.getAttribute('min'), await field.getAttribute('max')]).toEqual([String(min), String(max)]);
  const checked = () => page.waitForFunction(() => document.body.dataset.check !== 'pending');
  const besideField = () => page.locator('label:has(input[data-path="goal/in"]) + .ed-problem').allTextContents();
  const saved = async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
    return JSON.parse(readFileSync(await download.path(), 'utf8'));
  };
  const expected = (goal) => { const lesson = normalised(original); lesson.steps[at].goal = goal; return lesson; };
  const { in: _in, ...wholeGame } = original.steps[at].goal;

  await field.fill('2'); // a mate in one is a mate within two
  await checked();
  expect(await besideField()).toEqual([]);
  expect(await saved()).toEqual(expected({ ...wholeGame, in: 2 }));
  expect(await page.locator('#goal-summary').textContent()).toContain('2 步内将死');

  await field.fill(''); // emptied: a whole game, no `in` in the file
  await checked();
  expect(await saved()).toEqual(expected(wholeGame));

  await field.fill('1.5'); // no whole number: said under the field, the file unchanged
  expect(await page.locator('label:has(input[data-path="goal/in"]) .ed-field-bad').textContent()).toBe(`填 ${min} 到 ${max} 的整数，或者空着（下一整盘棋）`);
  expect(await saved()).toEqual(expected(wholeGame));

  await field.fill(String(max + 1)); // beyond the limit: the check says so beside the field
  await page.waitForFunction(() => document.querySelector('label:has(input[data-path="goal/in"]) + .ed-problem'));
  expect((await besideField()).join()).toContain(`几步内将死 是 ${max + 1}，比 ${max} 大`);
  expect(await page.locator('label:has(input[data-path="goal/in"]) .ed-field-bad').isHidden()).toBe(true);

  await field.fill(String(original.steps[at].goal.in)); // back: the course's file again
  await checked();
  expect(await saved()).toEqual(normalised(original));
  expect(problems()).toEqual({ csp: [], errors: [] });
});

/** The limits of a game goal's `in` in lessons/schema.json. */
function inLimits() {
  const schema = JSON.parse(readFileSync(path.join(ROOT, 'lessons/schema.json'), 'utf8'));
  const game = schema.$defs.goal.oneOf.find((entry) => entry.properties.kind.const === 'game');
  return { min: game.properties.in.minimum, max: game.properties.in.maximum };
}
