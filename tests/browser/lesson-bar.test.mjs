// The lesson's bar of buttons on the lesson page, in Chromium, at a phone held upright (390 × 844),
// turned sideways (844 × 390) and a small phone (320 × 568), in each language: when a step opens,
// 下一步 (the bar's Next button) is on screen without scrolling, and the bar covers no square of the
// board (the point at each square's centre finds the board), and the step's words are shown whole
// (or their first two lines, the rest scrolling in their box). Five lessons are opened with every
// step solved (so each dot shows its stars), every step in zh-Hans and their tallest steps (the
// setup tray's, the quizzes') in the others, and the first step of every lesson at 390 × 844 in
// zh-Hans. Also: a solved step without success words goes on by itself, one with them waits; the
// pinyin switch hides the pinyin and is remembered across a reload.
// Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { browserSuite } from './helpers/browser.mjs';
import { LESSON, cell, drawnBoard, inLesson, lessonFile, lessonIndex, openLessonSettings, waitForState } from './helpers/lesson.mjs';

jest.setTimeout(240000);

const suite = browserSuite(['chess-lesson.mjs', 'chess-rules.wasm', 'lesson/rook/index.html', 'lessons/rook.json']);

const VIEWPORTS = [
  { name: 'portrait', viewport: { width: 390, height: 844 } },
  { name: 'landscape', viewport: { width: 844, height: 390 } },
  { name: 'small', viewport: { width: 320, height: 568 } },
];
const LANGS = ['zh-Hans', 'zh-Hant', 'en'];
const LESSONS = ['rook', 'setup', 'stalemate', 'touch-move', 'castling'];
// Every step in zh-Hans; in the other languages, to stay quick, the first step and the tallest
// kinds: a setup board with its tray under it and a quiz with its answers.
const stepsToCheck = (lessonId, lang) => lessonFile(lessonId).steps
  .filter((step, n) => lang === 'zh-Hans' || n === 0 || ['setup', 'quiz'].includes(step.goal.kind))
  .map((step) => step.id);

async function newPhone(viewport, lang) {
  const context = await suite.browser.newContext({
    viewport, hasTouch: true, isMobile: true, deviceScaleFactor: 1, reducedMotion: 'reduce', serviceWorkers: 'block',
    locale: lang === 'en' ? 'en-US' : lang === 'zh-Hant' ? 'zh-TW' : 'zh-CN',
  });
  suite.contexts.push(context);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Saved progress in `lang` in which every step of `lessonId` has stars, so each step's dot opens
 *  it, by a child who chose the arbiter track (web/lesson/tracks.mjs), so that every step is there. */
async function saveAllSolved(page, lessonId, lang) {
  const steps = Object.fromEntries(lessonFile(lessonId).steps.map((step) => [step.id, { stars: 3, at: 0, hints: 0, nudges: 0, mistakes: 0 }]));
  await page.evaluate(({ id, solved, language }) => localStorage.setItem('chess-lessons:progress', JSON.stringify({
    version: 2, child: 'default', lang: language, children: { default: { lessons: { [id]: { steps: solved } }, assignments: {}, arbiter: true } },
  })), { id: lessonId, solved: steps, language: lang });
}

/**
 * In the page: opens each of `stepIds` by its dot (the first is open already) and, once the step's
 * board is ready and drawn, measures what the child sees: where 下一步 is, the page's scroll, and
 * the squares whose centre does not find the board.
 */
function measureSteps(page, stepIds, allIds = stepIds) {
  return page.evaluate(async ({ sel, ids, allIds }) => {
    const lesson = document.querySelector(sel);
    const until = (test) => new Promise((resolve) => {
      const check = () => (test() ? resolve() : requestAnimationFrame(check));
      check();
    });
    await until(() => lesson.dataset.step && lesson.dataset.state === 'ready');
    const root = lesson.shadowRoot; // once the element is defined
    const results = [];
    for (const id of ids) {
      if (lesson.dataset.step !== id) root.querySelectorAll('.cl-dot-button')[allIds.indexOf(id)].click();
      await until(() => lesson.dataset.step === id && lesson.dataset.state === 'ready');
      const board = root.querySelector('chess-board');
      await board.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const next = root.querySelector('.cl-next').getBoundingClientRect();
      const squares = [...board.shadowRoot.querySelectorAll('[data-square]')];
      const missed = squares.filter((square) => {
        const box = square.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        // the document finds the lesson (its shadow root hides the rest); the lesson's root finds the board
        if (document.elementFromPoint(x, y) !== lesson) return true;
        const hit = root.elementFromPoint(x, y);
        return !(hit === board || board.contains(hit));
      }).map((square) => square.dataset.square);
      const text = root.querySelector('.cl-text');
      results.push({
        step: id, squares: squares.length, missed, scrollY: window.scrollY, scrollX: window.scrollX,
        text: { shown: text.clientHeight, needs: text.scrollHeight, line: parseFloat(getComputedStyle(text).lineHeight), tray: Boolean(root.querySelector('.cl-board.has-tray')) },
        next: { top: next.top, bottom: next.bottom, left: next.left, right: next.right, height: next.height },
        board: Math.round(board.shadowRoot.querySelector('.cb-board').getBoundingClientRect().width), view: { width: innerWidth, height: innerHeight },
      });
    }
    return results;
  }, { sel: LESSON, ids: stepIds, allIds });
}

/** What is wrong with one measured step, as words a failing test prints; [] when nothing is. */
function problemsOf(where, result) {
  const problems = [];
  const { next, view } = result;
  if (result.squares !== 64) problems.push(`${result.squares} squares drawn`);
  if (result.missed.length) problems.push(`squares not reachable (covered or off screen): ${result.missed.join(' ')}`);
  if (result.scrollY !== 0 || result.scrollX !== 0) problems.push(`page scrolled to ${result.scrollX},${result.scrollY}`);
  if (next.top < 0 || next.left < 0 || next.bottom > view.height || next.right > view.width) {
    problems.push(`下一步 at ${Math.round(next.left)},${Math.round(next.top)}–${Math.round(next.right)},${Math.round(next.bottom)} outside ${view.width}×${view.height}`);
  }
  if (next.height < 48) problems.push(`下一步 only ${next.height}px high`);
  // the words whole, or, when they need more room than the board leaves, two lines and the rest in
  // their own scrolling box: never a line cut across under the header. A setup step's words are
  // always whole (its board's square gives way, its tray keeps the lesson's width).
  const { shown, needs, line, tray } = result.text;
  if (shown + 1 < (tray ? needs : Math.min(needs, 2 * line))) problems.push(`the step's words cut: ${shown}px shown of ${needs}px`);
  return problems.map((problem) => `${where} ${result.step}: ${problem}`);
}

const sizes = [];

describe.each(VIEWPORTS)('$name', ({ name, viewport }) => {
  test.each(LANGS)('%s: every step of five lessons shows 下一步 and the whole board, the bar under it', async (lang) => {
    const { page, errors } = await newPhone(viewport, lang);
    await page.goto(`${suite.site.baseUrl}/lessons/index.json`);
    const problems = [];
    for (const id of LESSONS) {
      const steps = stepsToCheck(id, lang);
      await saveAllSolved(page, id, lang);
      await page.goto(`${suite.site.baseUrl}/lesson/${id}/?step=${steps[0]}`);
      const results = await measureSteps(page, steps, lessonFile(id).steps.map((step) => step.id));
      expect(results.map((result) => result.step)).toEqual(steps);
      for (const result of results) problems.push(...problemsOf(`${name} ${lang} ${id}`, result));
      sizes.push(`${name} ${lang} ${id}: board ${Math.min(...results.map((r) => r.board))}–${Math.max(...results.map((r) => r.board))} px`);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('the first step of every lesson, 390 × 844, zh-Hans', async () => {
  const { page, errors } = await newPhone({ width: 390, height: 844 }, 'zh-Hans');
  await page.goto(`${suite.site.baseUrl}/lessons/index.json`);
  await page.evaluate(() => localStorage.setItem('chess-lessons:progress', JSON.stringify({ version: 1, child: 'default', lang: 'zh-Hans', children: {} })));
  const problems = [];
  for (const entry of lessonIndex().lessons) {
    const first = lessonFile(entry.id).steps[0].id;
    await page.goto(`${suite.site.baseUrl}/lesson/${entry.id}/`);
    const [result] = await measureSteps(page, [first]);
    problems.push(...problemsOf(`first step of ${entry.id}`, result));
  }
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
});

afterAll(() => { if (process.env.LESSON_BAR_SIZES) console.log(sizes.join('\n')); });

describe('going on', () => {
  // The rook lesson with its first step's success words taken away: that step goes on by itself.
  // Every lesson on the site has success words on every step, so the test makes its own.
  const rook = lessonFile('rook');
  const [first, second] = rook.steps;
  const quiet = { ...rook, steps: [{ ...first, success: undefined }, ...rook.steps.slice(1)] };
  delete quiet.steps[0].success;
  const firstMove = () => {
    expect(first.goal).toEqual(expect.objectContaining({ kind: 'collect-stars', stars: [expect.any(String)] }));
    return [first.goal.piece, first.goal.stars[0]];
  };

  test('a solved step without success words goes on to the next step by itself; one with them waits for 下一步', async () => {
    const [from, to] = firstMove();
    const { page, errors } = await newPhone({ width: 390, height: 844 }, 'zh-Hans');
    await page.goto(`${suite.site.baseUrl}/lesson/rook/`);
    await waitForState(page, first.id, 'ready');
    await page.locator(LESSON).evaluate((element, lesson) => { element.lesson = lesson; }, quiet);
    await waitForState(page, first.id, 'ready');
    await page.locator(cell(from)).tap();
    await page.locator(cell(to)).tap();
    // solved, then the next step opens with no tap on 下一步
    await waitForState(page, second.id, 'ready');
    expect(await page.locator(LESSON).getAttribute('data-advancing')).toBeNull();

    // the same step with its success words: solved, it stays, and 下一步 is the way on
    // opened at the same step (the saved progress would open the first step not yet solved)
    await page.locator(LESSON).evaluate((element, { lesson, step }) => {
      element.setAttribute('step', step);
      element.lesson = lesson;
    }, { lesson: rook, step: first.id });
    await waitForState(page, first.id, 'ready');
    await page.locator(cell(from)).tap();
    await page.locator(cell(to)).tap();
    await waitForState(page, first.id, 'solved');
    expect(await page.locator(LESSON).getAttribute('data-advancing')).toBeNull();
    await page.locator(inLesson('.cl-next')).tap();
    await waitForState(page, second.id, 'ready');
    expect(errors).toEqual([]);
  });

  test('the last step, solved without success words, waits for 下一步 and the end of the lesson', async () => {
    const last = { ...first, id: 'only' };
    delete last.success;
    const { page, errors } = await newPhone({ width: 390, height: 844 }, 'zh-Hans');
    await page.goto(`${suite.site.baseUrl}/lesson/rook/`);
    await waitForState(page, first.id, 'ready');
    await page.locator(LESSON).evaluate((element, lesson) => { element.lesson = lesson; }, { ...rook, steps: [last] });
    await waitForState(page, 'only', 'ready');
    const [from, to] = firstMove();
    await page.locator(cell(from)).tap();
    await page.locator(cell(to)).tap();
    await waitForState(page, 'only', 'solved');
    expect(await page.locator(LESSON).getAttribute('data-advancing')).toBeNull();
    // the star taken last is gone from the board, the rook on its square
    expect(await drawnBoard(page)).toEqual(expect.objectContaining({ stars: [], pieces: expect.objectContaining({ [to]: expect.any(String) }) }));
    await page.locator(inLesson('.cl-next')).tap();
    await waitForState(page, 'only', 'complete');
    expect(errors).toEqual([]);
  });
});

test('pinyin is at least 12 px at 390 px, and its switch hides it on every lesson, remembered after a reload', async () => {
  const id = lessonIndex().lessons.map((entry) => entry.id).find((lessonId) => /\[[^\]|]+\|[^\]]+\]/.test(lessonFile(lessonId).steps[0].text['zh-Hans']));
  expect(id).toBeDefined();
  const { page, errors } = await newPhone({ width: 390, height: 844 }, 'zh-Hans');
  await page.goto(`${suite.site.baseUrl}/lessons/index.json`);
  await page.evaluate(() => localStorage.setItem('chess-lessons:progress', JSON.stringify({ version: 1, child: 'default', lang: 'zh-Hans', children: {} })));
  const first = lessonFile(id).steps[0].id;
  const pinyin = () => page.locator(LESSON).evaluate((lesson) => {
    const rt = lesson.shadowRoot.querySelector('.cl-text rt');
    const style = getComputedStyle(rt);
    return { display: style.display, size: parseFloat(style.fontSize), pressed: lesson.shadowRoot.querySelector('.cl-pinyin').getAttribute('aria-pressed') };
  });
  await page.goto(`${suite.site.baseUrl}/lesson/${id}/`);
  await waitForState(page, first, 'ready');
  const shown = await pinyin();
  expect(shown.display).not.toBe('none');
  expect(shown.size).toBeGreaterThanOrEqual(12);
  expect(shown.pressed).toBe('true');
  await page.locator(inLesson('.cl-pinyin')).tap();
  expect(await pinyin()).toEqual(expect.objectContaining({ display: 'none', pressed: 'false' }));
  await page.reload();
  await waitForState(page, first, 'ready');
  expect(await pinyin()).toEqual(expect.objectContaining({ display: 'none', pressed: 'false' }));
  // in English there is no pinyin to show, and no switch
  await openLessonSettings(page);
  await page.locator(inLesson('.cl-lang-select')).selectOption('en');
  await page.locator(inLesson('.cl-pinyin')).waitFor({ state: 'hidden' });
  expect(errors).toEqual([]);
});
