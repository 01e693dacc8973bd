// The lesson editor (/editor/) in Chromium, at 390×844 and 1280×800: a teacher makes a three-step
// lesson by taps and typed texts only (a star step set up from the tray, a mate in one recorded by
// playing it, a quiz), with zh-Hant from the editor's conversion; the live check says it is clean,
// the preview plays it in a real <chess-lesson>, the download passes `check-lessons`, and the draft
// survives a reload. The strict CSP sees no violation and axe-core finds nothing on the page.
// Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { browserSuite, openPage, PHONE, square, waitForBoard } from './helpers/browser.mjs';
import { loadCheckTools, runCheckLessons } from '../../scripts/check-lessons.mjs';
import ROOT_PATH from 'node:path';

jest.setTimeout(240000);

const suite = browserSuite(['editor/index.html', 'editor/editor.mjs', 'editor/editor.css', 'lessons/index.json']);
const DESKTOP = { viewport: { width: 1280, height: 800 } };

let tools;
beforeAll(async () => { tools = await loadCheckTools(); });

/** Types the zh-Hans and en of a text fieldset, and takes zh-Hant from the editor's conversion. */
async function typeTexts(page, legend, zhHans, en) {
  const set = page.locator('fieldset.ed-texts', { has: page.locator('legend', { hasText: legend }) }).first();
  await set.locator('textarea[data-lang="zh-Hans"]').fill(zhHans);
  await set.locator('.ed-convert').click();
  await page.waitForFunction((el) => el.value.length > 0, await set.locator('textarea[data-lang="zh-Hant"]').elementHandle());
  await set.locator('textarea[data-lang="en"]').fill(en);
}

async function tap(page, name) {
  await square(page, name, '#board').click();
}

/** Places `piece` (a FEN letter) on each square from the board's tray. */
async function place(page, piece, squares) {
  await page.locator(`#board .cb-tray-piece[data-tool="${piece}"]`).click();
  for (const name of squares) await tap(page, name);
}

async function waitForCheck(page, state) {
  await page.waitForFunction((want) => document.body.dataset.check === want, state);
}

async function makeLesson(page) {
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await waitForBoard(page, '#board');
  await page.fill('#lesson-id', 'teacher-made');
  await typeTexts(page, '课名', '我的第一课', 'My first lesson');

  // 1. stars: a rook from the tray, a star tapped on a8, the rook chosen as the collector
  await place(page, 'R', ['a1']);
  await page.click('#record-stars');
  await page.waitForFunction(() => document.querySelector('#board').getAttribute('mode') === 'tap');
  await tap(page, 'a8');
  await tap(page, 'a1');
  await page.waitForFunction(() => document.querySelector('#goal-summary').textContent.includes('a8') && document.querySelector('#goal-summary').textContent.includes('a1'));
  await page.click('#record-stars');
  await typeTexts(page, '说明文字', '车去吃星星。', 'Rook, take the star.');
  await typeTexts(page, '提示 1', '车往上走。', 'Go straight up.');

  // 2. a mate in one: kings and a queen from the tray, the mate played on the board
  await page.click('#add-step');
  await page.selectOption('#goal-kind', 'mate');
  await place(page, 'K', ['f6']);
  await place(page, 'k', ['h8']);
  await place(page, 'Q', ['g1']);
  await page.click('#record-solution');
  await page.waitForFunction(() => document.querySelector('#board').getAttribute('mode') === 'play');
  await waitForBoard(page, '#board');
  await tap(page, 'g1');
  await tap(page, 'g7');
  await page.waitForFunction(() => document.querySelector('#goal-summary').textContent.includes('g1g7'));
  await page.click('#record-solution');
  await typeTexts(page, '说明文字', '一步将死！', 'Mate in one!');
  await typeTexts(page, '提示 1', '后走到g7。', 'Queen to g7.');

  // 3. a quiz on the initial position
  await page.click('#add-step');
  await page.click('#pos-initial');
  await page.selectOption('#goal-kind', 'quiz');
  await typeTexts(page, '说明文字', '谁先走？', 'Who moves first?');
  await typeTexts(page, '提示 1', '看看下面的棋子。', 'Look at the pieces below.');
  await typeTexts(page, '选项 1', '白方', 'White');
  await typeTexts(page, '选项 2', '黑方', 'Black');
  await page.locator('input[name="answer"]').first().check();
  await waitForCheck(page, 'clean');
}

for (const [name, options] of [['a phone, 390×844', PHONE], ['a desktop, 1280×800', DESKTOP]]) {
  test(`on ${name}: a three-step lesson by taps and typing, previewed, downloaded and passing check-lessons`, async () => {
    const { context, page, problems } = await openPage(suite.browser, `${suite.site.baseUrl}/editor/`, { contextOptions: { ...options, acceptDownloads: true } });
    suite.contexts.push(context);
    await makeLesson(page);
    expect(await page.locator('#check-status').textContent()).toBe('检查完了：没有问题。');
    expect(await page.evaluate(() => document.body.dataset.checkedIn)).toBe('worker');

    // the preview plays the shown step (the quiz) in a real <chess-lesson>
    await page.click('#preview');
    await page.locator('#lesson-preview chess-board').waitFor({ state: 'attached' });
    await waitForBoard(page, '#lesson-preview chess-board');

    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
    expect(download.suggestedFilename()).toBe('teacher-made.json');
    const file = await download.path();
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.steps.map((s) => s.goal.kind)).toEqual(['collect-stars', 'mate', 'quiz']);
    expect(saved.steps[1].goal.solution).toEqual(['g1g7']);
    expect(saved.steps[0].goal).toMatchObject({ piece: 'a1', stars: ['a8'] });
    expect(saved.steps[1].text['zh-Hant']).toBe('一步將死！');
    const checked = await runCheckLessons([file], { cwd: ROOT_PATH.dirname(file), tools });
    expect(checked.stdout).not.toMatch(/^错误|^提醒/m);
    expect(checked.status).toBe(0);

    // the draft is there after a reload
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    expect(await page.locator('#steps li').count()).toBe(3);
    expect(await page.inputValue('#lesson-id')).toBe('teacher-made');

    // the downloaded file opened again with the picker, after a new lesson replaced the draft
    await page.click('#new-lesson');
    expect(await page.locator('#steps li').count()).toBe(1);
    await page.setInputFiles('#file', file);
    await page.waitForFunction(() => document.querySelectorAll('#steps li').length === 3);
    await waitForCheck(page, 'clean');
    expect(await page.inputValue('#lesson-id')).toBe('teacher-made');
    expect(problems()).toEqual({ csp: [], errors: [] });
  });
}

test('a mistake is told beside its field, in the teacher\'s language', async () => {
  const { context, page } = await openPage(suite.browser, `${suite.site.baseUrl}/editor/`, { contextOptions: DESKTOP });
  suite.contexts.push(context);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.fill('#lesson-id', 'Bad Name');
  await waitForCheck(page, 'errors');
  const note = page.locator('#lesson-fields .ed-problem').first();
  await note.waitFor();
  expect(await note.textContent()).toContain('小写英文字母');
});

test('axe-core finds no violations on /editor/, on a phone and on a desktop', async () => {
  const path = await import('node:path');
  const { ROOT } = await import('./helpers/browser.mjs');
  for (const options of [PHONE, DESKTOP]) {
    // axe is injected as a script, which the page's CSP would block: this context alone bypasses it
    const { context, page } = await openPage(suite.browser, `${suite.site.baseUrl}/editor/`, { contextOptions: { ...options, bypassCSP: true } });
    suite.contexts.push(context);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    await waitForCheck(page, 'errors'); // the new lesson's empty texts
    await page.addScriptTag({ path: path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
    const result = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
    expect(result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target) }))).toEqual([]);
  }
});
