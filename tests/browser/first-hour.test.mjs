// A child's first hour, in Chromium: on a phone (390 × 844, zh-Hans, touch) a wrong answer on a
// quiz step of the course says that answer's own reason (its `why`) and marks the squares the
// reason names on the board; a wrong move stays on the board until the one big 再试一次 takes it
// back. On a small phone (320 × 568) the board keeps its width when feedback appears, every quiz
// answer is whole on screen or reached by scrolling the page (never inside a scroll box of its
// own), and every step dot of the longest lessons is on screen. Screenshots go to
// test-artifacts/screenshots/first-hour-*.png.
// Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, browserSuite, openPage, PHONE } from './helpers/browser.mjs';
import { LESSON, cell, inLesson, lessonFile, lessonIndex, tapTryAgain, waitForState } from './helpers/lesson.mjs';

jest.setTimeout(240000);

const suite = browserSuite(['chess-lesson.mjs', 'chess-rules.wasm', 'lessons/index.json']);
const SCREENSHOTS = path.join(ARTIFACTS, 'screenshots');
const SMALL = { viewport: { width: 320, height: 568 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

/** The course's quiz steps whose wrong answers carry a reason, each with its first such answer. */
function quizzesWithReasons() {
  const found = [];
  for (const entry of lessonIndex().lessons) {
    for (const step of lessonFile(entry.id).steps) {
      if (step.goal.kind !== 'quiz') continue;
      const wrong = step.goal.choices.find((choice) => choice.id !== step.goal.answer && choice.why);
      if (wrong) found.push({ lesson: entry.id, step, wrong });
    }
  }
  return found;
}

/** The feedback's words as a child sees them: without the pinyin over them. */
const feedbackWords = (page) => page.evaluate((sel) => {
  const node = document.querySelector(sel).shadowRoot.querySelector('.cl-feedback').cloneNode(true);
  for (const rt of node.querySelectorAll('rt')) rt.remove();
  return { text: node.textContent, bad: node.classList.contains('is-bad') };
}, LESSON);

/** The squares the lesson's board marks with a highlight of `kind`. */
const marked = (page, kind) => page.evaluate(({ sel, want }) => [...document.querySelector(sel).shadowRoot.querySelector('chess-board')
  .shadowRoot.querySelectorAll(`[data-square][data-highlight="${want}"]`)].map((node) => node.dataset.square).sort(), { sel: LESSON, want: kind });

const boardWidth = (page) => page.evaluate((sel) => document.querySelector(sel).shadowRoot.querySelector('chess-board').getBoundingClientRect().width, LESSON);

async function openStep(page, lesson, stepId) {
  await page.goto(`${suite.site.baseUrl}/lesson/${lesson}/?step=${stepId}`);
  await waitForState(page, stepId, 'ready');
}

/** Saved progress with every step of the course done, so that each step's dot opens it. */
async function everyStepDone(page) {
  const lessons = Object.fromEntries(lessonIndex().lessons.map((entry) => [entry.id, {
    steps: Object.fromEntries(lessonFile(entry.id).steps.map((step) => [step.id, { stars: 3, at: 0 }])),
  }]));
  await page.goto(`${suite.site.baseUrl}/lessons/index.json`);
  await page.evaluate((saved) => localStorage.setItem('chess-lessons:progress', JSON.stringify({
    version: 1, child: 'default', lang: 'zh-Hans', children: { default: { lessons: saved } },
  })), lessons);
}

/** Opens a step: the lesson page at it, or, within the lesson already open, by its dot. */
async function goToStep(page, lesson, stepId) {
  const open = await page.evaluate((sel) => document.querySelector(sel)?.dataset.step ?? null, LESSON).catch(() => null);
  const steps = lessonFile(lesson).steps.map((step) => step.id);
  // a dot a step: where the lesson shows every step (its arbiter-track steps too, or none has any)
  const dots = open ? await page.locator(inLesson('.cl-dot-button')).count() : 0;
  if (open && steps.includes(open) && page.url().includes(`/lesson/${lesson}/`) && dots === steps.length) {
    await page.locator(inLesson('.cl-dot-button')).nth(steps.indexOf(stepId)).tap();
    await waitForState(page, stepId, 'ready').catch(async (error) => {
      const seen = await page.evaluate((sel) => ({ ...document.querySelector(sel).dataset }), LESSON);
      throw new Error(`${lesson}/${stepId} did not open by its dot (${JSON.stringify(seen)}): ${error.message}`);
    });
  } else await openStep(page, lesson, stepId);
}

test('390 × 844, zh-Hans: a wrong answer on every quiz step with reasons says its own reason and marks the board where it names squares', async () => {
  const quizzes = quizzesWithReasons();
  expect(quizzes.length).toBeGreaterThan(10);
  const { page, problems, context } = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'zh-CN' } });
  const wrongs = [];
  let withSquares = 0;
  try {
    await everyStepDone(page);
    for (const { lesson, step, wrong } of quizzes) {
      await goToStep(page, lesson, step.id);
      expect(await marked(page, 'bad')).toEqual([]);
      await page.locator(inLesson(`.cl-choice[data-choice="${wrong.id}"]`)).tap();
      await page.waitForFunction((sel) => document.querySelector(sel).shadowRoot.querySelector('.cl-feedback.is-bad'), LESSON);
      const shown = await feedbackWords(page);
      // piece tokens ({K}) are drawn as pictures: the words between them are compared
      const parts = wrong.why['zh-Hans'].split(/\{[A-Za-z]+\}/).map((part) => part.trim()).filter(Boolean);
      if (!parts.every((part) => shown.text.includes(part))) wrongs.push(`${lesson}/${step.id}/${wrong.id}: "${shown.text}"`);
      if (wrong.squares?.length) {
        withSquares += 1;
        // the board draws its marks in its next frame: wait for them, and say what it shows if never
        const want = [...wrong.squares].sort();
        await page.waitForFunction(({ sel, squares }) => JSON.stringify([...document.querySelector(sel).shadowRoot.querySelector('chess-board')
          .shadowRoot.querySelectorAll('[data-square][data-highlight="bad"]')].map((node) => node.dataset.square).sort()) === JSON.stringify(squares),
        { sel: LESSON, squares: want }, { timeout: 5000 }).catch(async () => {
          wrongs.push(`${lesson}/${step.id}/${wrong.id}: marked ${await marked(page, 'bad')}`);
        });
        if (withSquares === 1) {
          mkdirSync(SCREENSHOTS, { recursive: true });
          await page.screenshot({ path: path.join(SCREENSHOTS, 'first-hour-quiz-why-390x844.png') });
        }
      }
    }
    expect(wrongs).toEqual([]);
    expect(withSquares).toBeGreaterThan(0);
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});

test('320 × 568: the board keeps its width when feedback appears, quiz answers are never in a scroll box, every step dot is on screen', async () => {
  const { page, problems, context } = await openPage(suite.browser, 'about:blank', { contextOptions: { ...SMALL, locale: 'zh-CN' } });
  try {
    mkdirSync(SCREENSHOTS, { recursive: true });
    // a quiz step: a wrong answer's reason below the answers
    const [quiz] = quizzesWithReasons().filter(({ step }) => step.fen);
    await openStep(page, quiz.lesson, quiz.step.id);
    const quizBefore = await boardWidth(page);
    await page.locator(inLesson(`.cl-choice[data-choice="${quiz.wrong.id}"]`)).tap();
    await page.waitForFunction((sel) => document.querySelector(sel).shadowRoot.querySelector('.cl-feedback.is-bad'), LESSON);
    expect(await boardWidth(page)).toBe(quizBefore);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'first-hour-quiz-320x568.png') });
    // no answer sits in a box that scrolls on its own: each is whole in the page, which scrolls
    const boxed = await page.evaluate((sel) => {
      const root = document.querySelector(sel).shadowRoot;
      return [...root.querySelectorAll('.cl-choice')].filter((choice) => {
        for (let node = choice.parentElement; node && node !== root.host; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (/(auto|scroll|hidden)/.test(style.overflowY) && node.scrollHeight > node.clientHeight + 1) return true;
        }
        return false;
      }).map((choice) => choice.dataset.choice);
    }, LESSON);
    expect(boxed).toEqual([]);

    // a move step: a wrong move shown, with its words, until 再试一次
    const castling = lessonFile('castling').steps.find((s) => s.id === 'long');
    await openStep(page, 'castling', castling.id);
    const moveBefore = await boardWidth(page);
    await page.locator(cell('e1')).tap();
    await page.locator(cell('g1')).tap();
    await page.locator(inLesson('.cl-try-again')).waitFor({ state: 'visible' });
    expect(await boardWidth(page)).toBe(moveBefore);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'first-hour-wrong-move-320x568.png') });
    await tapTryAgain(page);
    await waitForState(page, castling.id, 'ready');
    expect(await boardWidth(page)).toBe(moveBefore);

    // a setup step: a piece put on a wrong square goes back to the tray, and the words of why
    // take the line of the pieces still to place; the board and its tray keep their width
    const setup = lessonFile('setup').steps[0];
    await openStep(page, 'setup', setup.id);
    const setupBefore = await boardWidth(page);
    await page.locator(inLesson('chess-board .cb-tray [data-tool="Q"]')).tap();
    await page.locator(cell('e1')).tap(); // the queen on the king's square: the rhyme says why
    await page.waitForFunction((sel) => document.querySelector(sel).shadowRoot.querySelector('.cl-feedback.is-bad'), LESSON);
    expect(await boardWidth(page)).toBe(setupBefore);
    expect(await page.evaluate((sel) => getComputedStyle(document.querySelector(sel).shadowRoot.querySelector('.cl')).gridTemplateColumns.split(' ').length, LESSON)).toBe(1);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'first-hour-setup-mistake-320x568.png') });

    // the longest lessons: every dot inside the screen's width
    const longest = lessonIndex().lessons.map((entry) => ({ id: entry.id, steps: lessonFile(entry.id).steps }))
      .sort((a, b) => b.steps.length - a.steps.length).slice(0, 2);
    expect(longest[1].steps.length).toBeGreaterThanOrEqual(14);
    for (const { id, steps } of longest) {
      await openStep(page, id, steps[0].id);
      const outside = await page.evaluate((sel) => [...document.querySelector(sel).shadowRoot.querySelectorAll('.cl-dot')]
        .filter((dot) => { const box = dot.getBoundingClientRect(); return box.left < 0 || box.right > innerWidth || box.width < 12; })
        .map((dot) => dot.textContent), LESSON);
      expect({ id, outside }).toEqual({ id, outside: [] });
    }
    await page.screenshot({ path: path.join(SCREENSHOTS, 'first-hour-dots-320x568.png') });
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});
