// The lesson editor (/editor/) in Chromium, at 390×844 and 1280×800: a teacher makes a three-step
// lesson by taps and typed texts only (a star step set up from the tray, a mate in one recorded by
// playing it, a quiz), with zh-Hant from the editor's conversion; the live check says it is clean,
// the preview plays it in a real <chess-lesson>, the download passes `check-lessons`, and the draft
// survives a reload; the same file, on a page of the teachers' zip written from the editor's embed
// snippet, is solved by a child's taps. The strict CSP sees no violation and axe-core finds nothing
// on the page. Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { browserSuite, openPage, PHONE, square, waitForBoard } from './helpers/browser.mjs';
import { serveFolder, unpackedZip } from './helpers/zip.mjs';
import { loadCheckTools, runCheckLessons } from '../../scripts/check-lessons.mjs';

jest.setTimeout(240000);

const suite = browserSuite(['editor/index.html', 'editor/editor.mjs', 'editor/editor.css', 'lessons/index.json']);
const DESKTOP = { viewport: { width: 1280, height: 800 } };

let tools;
beforeAll(async () => { tools = await loadCheckTools(); });

/** Types the zh-Hans and en of a text fieldset, and takes zh-Hant from the editor's conversion. */
async function typeTexts(page, legend, zhHans, en) {
  const set = page.locator('fieldset.ed-texts', { has: page.locator('legend', { hasText: legend }) }).first();
  // the step's texts after its instruction are under a fold of their own, and zh-Hant and en are
  // folded under zh-Hans
  const more = page.locator('#more-texts', { has: set });
  if (await more.count() && !(await more.evaluate((fold) => fold.open))) await more.locator(':scope > summary').click();
  await set.locator('textarea[data-lang="zh-Hans"]').fill(zhHans);
  if (!(await set.locator('details.ed-langs').evaluate((fold) => fold.open))) await set.locator('details.ed-langs > summary').click();
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
  // the move as the course writes it, never as the file does
  await page.waitForFunction(() => document.querySelector('#goal-summary').textContent.includes('后g7'));
  expect(await page.locator('#goal-form').textContent()).not.toContain('g1g7');
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
  // a wrong choice says why it is wrong (the check asks for it)
  await typeTexts(page, '选项 2 为什么错', '黑方后走。', 'Black moves second.');
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
    const checked = await runCheckLessons([file], { cwd: path.dirname(file), tools });
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
  // a new lesson has other problems too (its empty title): wait for the id's own note, whenever the
  // check that follows the typing ends
  const note = page.locator('#lesson-fields .ed-problem', { hasText: '小写英文字母' });
  await note.waitFor();
  // one note, in Chinese, about the id the teacher typed, and the check says there are errors
  expect(await note.count()).toBe(1);
  expect(await note.textContent()).toMatch(/小写英文字母/);
  expect(await page.evaluate(() => document.body.dataset.check)).toBe('errors');
  expect(await page.inputValue('#lesson-id')).toBe('Bad Name');
});

test('axe-core finds no violations on /editor/, on a phone and on a desktop', async () => {
  const path = await import('node:path');
  const { ROOT } = await import('./helpers/browser.mjs');
  for (const options of [PHONE, DESKTOP]) {
    // axe is injected as a script, which the page's CSP would block: this context alone bypasses it
    const { context, page } = await openPage(suite.browser, `${suite.site.baseUrl}/editor/`, { contextOptions: { ...options, bypassCSP: true } });
    suite.contexts.push(context);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    await waitForCheck(page, 'todo'); // the new lesson's empty texts, still to fill in
    await page.addScriptTag({ path: path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
    const result = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
    expect(result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target) }))).toEqual([]);
    // the goal forms' own fields: a choice, a yes or no, the buttons that record, the folds opened
    for (const kind of ['capture', 'claim']) {
      await page.selectOption('#goal-kind', kind);
      await page.evaluate(() => { for (const fold of document.querySelectorAll('details')) fold.open = true; });
      const forms = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
      expect(forms.violations.map((v) => ({ kind, id: v.id, nodes: v.nodes.map((n) => n.target) }))).toEqual([]);
    }
  }
});

/** Drops `text` as a file named `name` on the page, as a teacher's drag from the desktop would. */
async function dropFile(page, name, text) {
  await page.evaluate(([fileName, body]) => {
    const data = new DataTransfer();
    data.items.add(new File([body], fileName, { type: 'application/json' }));
    const target = document.querySelector('#steps');
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, [name, text]);
}

const courseLesson = (() => {
  const index = JSON.parse(readFileSync(path.join(process.cwd(), 'lessons', 'index.json'), 'utf8'));
  // a lesson with at least two steps, so that a step can be renamed and the others stay
  for (const entry of index.lessons) {
    const text = readFileSync(path.join(process.cwd(), 'lessons', entry.file), 'utf8');
    const value = JSON.parse(text);
    if (value.steps.length >= 2) return { entry, text, value };
  }
  throw new Error('no lesson with two steps in lessons/index.json');
})();

const stepIds = (page) => page.$$eval('#steps li .ed-step-name', (names) => names.map((n) => n.textContent.split(' · ')[0]));

test('undo and redo: a field\'s typing is one step, and the buttons and keys go back and forth', async () => {
  const { context, page, problems } = await openPage(suite.browser, `${suite.site.baseUrl}/editor/`, { contextOptions: DESKTOP });
  suite.contexts.push(context);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.click('#new-lesson');
  await page.waitForFunction(() => document.querySelectorAll('#steps li').length === 1);
  const before = await page.inputValue('#lesson-id');
  expect(await page.isDisabled('#redo')).toBe(true);

  // four keystrokes in one field, then a step added: two edits
  await page.click('#lesson-id');
  await page.keyboard.press('End');
  await page.locator('#lesson-id').pressSequentially('-two');
  await page.click('#add-step');
  await page.waitForFunction(() => document.querySelectorAll('#steps li').length === 2);
  const [, second] = await stepIds(page);
  // the new step moved up: a third edit
  await page.getByRole('button', { name: new RegExp(second) }).filter({ hasText: '↑' }).click();
  await page.waitForFunction((id) => document.querySelector('#steps li .ed-step-name').textContent.startsWith(id), second);
  // the step moved is still the one being edited, marked in the list, its id in the form
  expect(await page.$$eval('#steps li', (items) => items.map((item) => item.getAttribute('aria-current')))).toEqual(['step', null]);
  expect(await page.inputValue('#step-id')).toBe(second);

  await page.click('#undo'); // the move
  await page.waitForFunction((id) => !document.querySelector('#steps li .ed-step-name').textContent.startsWith(id), second);
  await page.click('#undo'); // the step
  await page.waitForFunction(() => document.querySelectorAll('#steps li').length === 1);
  expect(await page.inputValue('#lesson-id')).toBe(`${before}-two`);
  await page.keyboard.press('Control+z'); // the typing, as one step
  await page.waitForFunction((id) => document.querySelector('#lesson-id').value === id, before);
  expect(await page.isDisabled('#redo')).toBe(false);

  await page.keyboard.press('Control+Shift+Z');
  await page.waitForFunction((id) => document.querySelector('#lesson-id').value === id, `${before}-two`);
  await page.keyboard.press('Control+y');
  await page.waitForFunction(() => document.querySelectorAll('#steps li').length === 2);
  // the draft follows the history
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('chess-editor-draft')));
  expect(draft.lesson.steps).toHaveLength(2);
  expect(draft.lesson.id).toBe(`${before}-two`);

  // an edit after an undo drops the undone edits
  await page.click('#undo');
  await page.waitForFunction(() => document.querySelectorAll('#steps li').length === 1);
  await page.click('#pos-initial');
  await page.waitForFunction(() => document.querySelector('#redo').disabled);

  // a save that fails (storage full) says so and leaves the last draft in place
  const kept = await page.evaluate(() => localStorage.getItem('chess-editor-draft'));
  await page.evaluate(() => { Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); }; });
  await page.click('#add-step');
  await page.waitForFunction(() => document.querySelector('#draft-status').textContent.includes('没能存下'));
  expect(await page.evaluate(() => localStorage.getItem('chess-editor-draft'))).toBe(kept);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('a lesson file dropped on the page opens; a broken one leaves the draft; renaming a used step id warns', async () => {
  const { context, page, problems } = await openPage(suite.browser, `${suite.site.baseUrl}/editor/`, { contextOptions: DESKTOP });
  suite.contexts.push(context);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  const { entry, text, value } = courseLesson;

  await dropFile(page, entry.file, text);
  await page.waitForFunction((id) => document.querySelector('#lesson-id').value === id, value.id);
  expect(await stepIds(page)).toEqual(value.steps.map((s) => s.id));
  const kept = await page.evaluate(() => localStorage.getItem('chess-editor-draft'));
  expect(JSON.parse(kept).lesson.id).toBe(value.id);

  // a file with a JSON mistake is told about, and nothing of it is taken
  await dropFile(page, 'broken.json', text.replace('"steps"', '"steps"，'));
  await page.waitForFunction(() => document.querySelector('#file-status').textContent.includes('broken.json'));
  // in a line of its own, which the draft's check, done after it, leaves as it is
  await waitForCheck(page, 'clean');
  const status = await page.locator('#file-status').textContent();
  expect(status).toContain('broken.json');
  // where, what and what to do: the mark named, and how to type the comma JSON needs
  expect(status).toContain('“，”');
  expect(status).toContain('怎么改：把“，”（中文逗号）改成英文的 ,');
  expect(await page.inputValue('#lesson-id')).toBe(value.id);
  expect(await page.evaluate(() => localStorage.getItem('chess-editor-draft'))).toBe(kept);

  // the shown step is the file's first: renaming it warns beside the id, naming it back clears it
  const warning = page.locator('#step-id-warning');
  expect(await warning.isHidden()).toBe(true);
  const old = value.steps[0].id;
  await page.fill('#step-id', `${old}-new`);
  await warning.waitFor({ state: 'visible' });
  expect(await warning.textContent()).toContain(`「${old}」`);
  expect(await warning.textContent()).toContain('进度不会带过来');
  await page.fill('#step-id', old);
  await warning.waitFor({ state: 'hidden' });

  // a step added in the editor has no children's progress yet: its id changes freely
  await page.click('#add-step');
  await page.fill('#step-id', 'brand-new-step');
  await page.waitForFunction(() => document.querySelector('#steps').textContent.includes('brand-new-step'));
  expect(await warning.isHidden()).toBe(true);
  // the file saved leaves out what the editor keeps to know the old ids
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
  const saved = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(saved.steps.some((s) => 'editorKey' in s)).toBe(false);
  expect(saved.steps.map((s) => s.id)).toContain('brand-new-step');
  // a download is not undone: the id's typing undone past it is a rename of a saved id, and warns,
  // after a reload too
  await page.click('#undo');
  await page.waitForFunction(() => document.querySelector('#step-id').value !== 'brand-new-step');
  await warning.waitFor({ state: 'visible' });
  expect(await warning.textContent()).toContain('「brand-new-step」');
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await warning.waitFor({ state: 'visible' });
  expect(await warning.textContent()).toContain('「brand-new-step」');
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('the lesson made on a phone, on a page of the zip written from the embed snippet, is solved by taps', async () => {
  const { context, page } = await openPage(suite.browser, `${suite.site.baseUrl}/editor/`, { contextOptions: { ...PHONE, acceptDownloads: true } });
  suite.contexts.push(context);
  await makeLesson(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
  const snippet = await page.inputValue('#embed');
  const saved = JSON.parse(readFileSync(await download.path(), 'utf8'));
  // as the teacher's page says: the zip's folder on the server, the lesson file in its lessons/
  const zip = unpackedZip();
  const site = await serveFolder(zip.unpacked);
  try {
    copyFileSync(await download.path(), path.join(zip.unpacked, 'lessons', 'teacher-made.json'));
    writeFileSync(path.join(zip.unpacked, 'my-class.html'), `<!doctype html>\n<html lang="zh-Hans">\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>我的课</title>\n${snippet}\n`);
    const child = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'zh-CN' } });
    suite.contexts.push(child.context);
    const failed = [];
    child.page.on('response', (response) => { if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`); });
    await child.page.goto(site.url('my-class.html'));
    const stepIs = (index, state) => child.page.waitForFunction(({ id, want }) => {
      const lesson = document.querySelector('chess-lesson');
      return lesson?.dataset.step === id && lesson.dataset.state === want;
    }, { id: saved.steps[index].id, want: state });
    const tapSquare = (name) => child.page.locator(`chess-lesson chess-board [data-square="${name}"]`).tap();

    // the rook takes the star; the step goes on by itself
    await stepIs(0, 'ready');
    // the element's own text is gone once the lesson is there: it draws nothing on the page
    expect(await ownTextShown(child.page)).toBe(false);
    await tapSquare('a1');
    await tapSquare('a8');
    await stepIs(0, 'solved');
    // the mate in one, played
    await stepIs(1, 'ready');
    await tapSquare('g1');
    await tapSquare('g7');
    await stepIs(1, 'solved');
    // the quiz: White moves first
    await stepIs(2, 'ready');
    const { choices, answer } = saved.steps[2].goal;
    expect(choices.find((choice) => choice.id === answer).label['zh-Hans']).toBe('白方');
    await child.page.locator(`chess-lesson .cl-choice[data-choice="${answer}"]`).tap();
    await stepIs(2, 'solved');
    // nothing the widget asked for was missing (the browser's own /favicon.ico, asked for any page
    // that names no icon, is the teacher's page's to have or not)
    expect(failed).toEqual([]);
    expect(site.log.filter((entry) => entry.status >= 400 && entry.path !== '/favicon.ico')).toEqual([]);
    expect(child.problems()).toEqual({ csp: [], errors: [] });
    // the same page with the script's address wrong is not blank: the element's text stays
    writeFileSync(path.join(zip.unpacked, 'wrong-address.html'), readFileSync(path.join(zip.unpacked, 'my-class.html'), 'utf8').replace('src="/chess-lesson.mjs"', 'src="/chess/chess-lesson.mjs"'));
    await child.page.goto(site.url('wrong-address.html'));
    await child.page.waitForLoadState('load');
    expect(await child.page.locator('chess-lesson').textContent()).toBe('课程正在打开……');
    expect(await ownTextShown(child.page)).toBe(true);
  } finally {
    await site.close();
    zip.remove();
  }
});

test('the embed snippet names the widget and the lesson file, and its button copies it', async () => {
  const { context, page } = await openPage(suite.browser, `${suite.site.baseUrl}/editor/`, { contextOptions: DESKTOP });
  suite.contexts.push(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.site.baseUrl });
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.fill('#lesson-id', 'snippet-lesson');
  await page.waitForFunction(() => document.querySelector('#embed').value.includes('snippet-lesson.json'));
  const snippet = await page.inputValue('#embed');
  // the element's text shows until the lesson opens, and stays when the script's address is wrong
  expect(snippet).toBe('<script type="module" src="/chess-lesson.mjs"></script>\n<chess-lesson src="/lessons/snippet-lesson.json" lang="zh-Hans">课程正在打开……</chess-lesson>');
  await page.click('#copy-embed');
  await page.waitForFunction(() => document.querySelector('#copy-status').textContent === '代码已经复制了。');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
  // the widget the snippet names is where it says
  const widget = await page.evaluate(async () => (await fetch('/chess-lesson.mjs')).status);
  expect(widget).toBe(200);
});

/** Whether the text written inside the page's <chess-lesson> is drawn: it has boxes on the page
 *  only while no shadow root hides it (the widget's script has not run). */
function ownTextShown(page) {
  return page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(/** @type {Element} */ (document.querySelector('chess-lesson')));
    return range.getClientRects().length > 0;
  });
}

/** Plays `value` from step `stepId` in a new <chess-lesson lang="zh-Hant"> on the page; what its
 *  instruction and title show once it is ready. */
function showInZhHant(page, value, stepId) {
  return page.evaluate(async ([lessonValue, id]) => {
    const element = /** @type {any} */ (document.createElement('chess-lesson'));
    element.setAttribute('lang', 'zh-Hant');
    element.setAttribute('step', id);
    document.querySelector('main').append(element);
    element.lesson = lessonValue;
    await new Promise((resolve) => {
      const done = () => element.dataset.state && element.dataset.state !== 'loading';
      if (done()) resolve(null);
      else new MutationObserver((_, observer) => { if (done()) { observer.disconnect(); resolve(null); } }).observe(element, { attributes: true, attributeFilter: ['data-state'] });
    });
    const root = element.shadowRoot;
    const text = root.querySelector('.cl-text');
    const title = root.querySelector('.cl-title');
    const shown = { state: element.dataset.state, text: text.textContent, textMark: text.dataset.fallback ?? null, textLang: text.lang, titleMark: title.dataset.fallback ?? null, errorCard: root.querySelectorAll('.cl-error').length };
    element.remove();
    return shown;
  }, [value, stepId]);
}

test('a lesson missing zh-Hant texts, shown in zh-Hant, falls back to zh-Hans with a quiet mark', async () => {
  const { context, page, problems } = await openPage(suite.browser, `${suite.site.baseUrl}/editor/`, { contextOptions: DESKTOP });
  suite.contexts.push(context);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  const lesson = structuredClone(courseLesson.value);
  delete lesson.title['zh-Hant'];
  delete lesson.steps[0].text['zh-Hant'];
  const shown = await showInZhHant(page, lesson, lesson.steps[0].id);
  expect(shown).toMatchObject({ state: 'ready', errorCard: 0, textMark: 'zh-Hans', textLang: 'zh-Hans', titleMark: 'zh-Hans' });
  // the words are the zh-Hans text's (its first plain characters, before any markup)
  const plain = lesson.steps[0].text['zh-Hans'].split(/[{[]/)[0].trim();
  expect(plain.length).toBeGreaterThan(0);
  expect(shown.text).toContain(plain);
  // a step with its own zh-Hant text has no mark
  const own = await showInZhHant(page, lesson, lesson.steps[1].id);
  expect(own).toMatchObject({ state: 'ready', textMark: null, textLang: '', titleMark: 'zh-Hans' });
  expect(own.text).toContain(lesson.steps[1].text['zh-Hant'].split(/[{[]/)[0].trim());
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('a course: lessons chosen and ordered, downloaded as an index.json the check accepts, and a link to the map of those lessons', async () => {
  const { checkIndexFile } = await import('../../web/lesson/authoring/check.mjs');
  const index = JSON.parse(readFileSync(path.join(process.cwd(), 'lessons', 'index.json'), 'utf8'));
  const first = index.lessons[0];
  const last = index.lessons.at(-1);
  const { context, page, problems } = await openPage(suite.browser, `${suite.site.baseUrl}/editor/`, { contextOptions: { ...DESKTOP, acceptDownloads: true } });
  suite.contexts.push(context);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.fill('#lesson-id', 'own-lesson');
  await typeTexts(page, '课名', '我自己的课', 'My own lesson');
  await page.waitForFunction(() => document.querySelectorAll('#course-choose option').length > 1);
  for (const id of [first.id, last.id]) {
    await page.selectOption('#course-choose', id);
    expect(await page.isHidden('#course-icon-row')).toBe(true); // a site lesson keeps the site's picture
    await page.click('#course-add');
  }
  // the lesson being edited: a picture suggested from its steps (a new lesson asks nothing yet), changed by the teacher
  await page.selectOption('#course-choose', '');
  expect(await page.isVisible('#course-icon-row')).toBe(true);
  expect(await page.inputValue('#course-icon')).toBe('review');
  await page.selectOption('#course-icon', 'N');
  expect(await page.getAttribute('#course-icon-picture svg', 'class')).toContain('white');
  await page.click('#course-add');
  await page.waitForFunction(() => document.querySelectorAll('#course-list li button').length === 9);
  expect(await page.$$eval('#course-list li .ed-course-icon svg', (pictures) => pictures.length)).toBe(3);
  // a picture chosen after adding changes the listed entry too
  await page.selectOption('#course-icon', 'mate');
  await page.waitForFunction(() => document.querySelector('#course-list li:nth-child(3) svg')?.dataset.icon === 'mate');
  // the last lesson moved before the first
  await page.locator('#course-list li').nth(1).locator('button', { hasText: '↑' }).click();
  await page.waitForFunction((id) => document.querySelector('#course-list li').textContent.includes(`(${id})`), last.id);
  expect(await page.getAttribute('#course-link', 'href')).toBe(`../?lessons=${last.id},${first.id}`);
  expect(await page.textContent('#course-note')).toContain('「我自己的课」');

  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#course-download')]);
  expect(download.suggestedFilename()).toBe('index.json');
  const saved = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(saved.lessons.map((entry) => entry.id)).toEqual([last.id, first.id, 'own-lesson']);
  expect(saved.lessons[0]).toEqual(last);
  expect(saved.lessons[2].icon).toBe('mate');
  expect(Object.keys(saved.groups)).toEqual([...new Set(saved.lessons.map((entry) => entry.group))]);
  expect(saved.groups['my-lessons']).toEqual({ 'zh-Hans': '我的课', 'zh-Hant': '我的課', en: 'My lessons' });
  expect(checkIndexFile(JSON.stringify(saved)).problems).toEqual([]);

  // the link: the site's course map with those lessons alone, in that order
  await page.click('#course-link');
  await page.waitForFunction(() => document.body.dataset.ready === 'true' && document.querySelector('#lessons .lx-card'));
  expect(await page.$$eval('#lessons .lx-card', (cards) => cards.map((card) => card.dataset.lesson))).toEqual([last.id, first.id]);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('a step\'s skill: a select of the skills by name, written right after the step\'s id; an unknown one told beside it', async () => {
  const { context, page } = await openPage(suite.browser, `${suite.site.baseUrl}/editor/`, { contextOptions: { ...DESKTOP, acceptDownloads: true } });
  suite.contexts.push(context);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  const { SKILLS } = await import('../../web/lesson/skills.mjs');
  const options = await page.$$eval('#step-skill option', (all) => all.map((option) => [option.value, option.textContent]));
  expect(options.map(([value]) => value)).toEqual(['', ...SKILLS.map((skill) => skill.id)]);
  expect(options).toContainEqual(['mate-in-one', '一步将死']);
  await page.selectOption('#step-skill', 'rook-move');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
  const step = JSON.parse(readFileSync(await download.path(), 'utf8')).steps[0];
  expect(Object.keys(step).slice(0, 2)).toEqual(['id', 'skill']);
  expect(step.skill).toBe('rook-move');

  // a file naming a skill not in the list: shown under its id, and the check's note beside the select
  const { entry, value } = courseLesson;
  const wrong = structuredClone(value);
  wrong.steps[0].skill = 'rook-moves';
  await dropFile(page, entry.file, JSON.stringify(wrong, null, 2));
  await page.waitForFunction(() => document.querySelector('#step-skill').value === 'rook-moves');
  await waitForCheck(page, 'errors');
  const note = page.locator('#step-skill').locator('xpath=ancestor::label/following-sibling::p[contains(@class, "ed-problem")]');
  await note.first().waitFor();
  expect(await note.first().textContent()).toContain('“skill”写的“rook-moves”不是本领列表里的');
});
