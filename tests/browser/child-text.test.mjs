/**
 * @jest-environment node
 */
// What a child reads holds no rule numbers: the first step of every lesson in index.json, as the
// page shows it (the runner's words and the board's own), in Simplified Chinese and in English,
// and the rules' message after an illegal move. Rule numbers belong in `article` and
// `teacherNote`, which are for grown-ups.
import { jest } from '@jest/globals';
import { browserSuite, openPage, PHONE } from './helpers/browser.mjs';
import { LESSON, cell, lessonFile, lessonIndex, waitForState } from './helpers/lesson.mjs';

jest.setTimeout(600000);

const suite = browserSuite(['chess-lesson.mjs', 'chess-rules.wasm', 'lessons/index.json']);

// "第3.8条", "3.8(1)b", "4.3(3)", "Article 5": the ways a rule number is written
const RULE_NUMBER = /第\s*\d+(\.\d+)*\s*条|第\s*\d+(\.\d+)*\s*條|\b\d+\.\d+(\(\d+\))?[a-z]?\b|\bArticles?\s+\d/;

/** The text the child sees: the page's body and the lesson's and its board's shadow roots, less
 *  the section for teachers and parents while it is folded (it holds the step's rule number). */
const shownText = (page) => page.evaluate((sel) => {
  const lesson = document.querySelector(sel);
  const board = lesson.shadowRoot.querySelector('chess-board');
  const teacher = lesson.shadowRoot.querySelector('details.cl-teacher');
  const folded = teacher && !teacher.open ? teacher.textContent : '';
  const own = lesson.shadowRoot.textContent.replace(folded, '');
  return [document.body.innerText, own, board?.shadowRoot?.textContent ?? ''].join('\n');
}, LESSON);

test.each([['zh-CN'], ['en-US']])('the first step of every lesson shows no rule number (%s)', async (locale) => {
  const { page, context, problems } = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale } });
  try {
    const found = [];
    for (const entry of lessonIndex().lessons) {
      const first = lessonFile(entry.id).steps[0];
      await page.goto(`${suite.site.baseUrl}/lesson/${entry.id}/`);
      await waitForState(page, first.id, 'ready');
      const match = RULE_NUMBER.exec(await shownText(page));
      if (match) found.push(`${entry.id}: ${match[0]}`);
    }
    expect(found).toEqual([]);
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});

test('the rules\' message after an illegal move shows no rule number, and the check can fail', async () => {
  const { page, context } = await openPage(suite.browser, `${suite.site.baseUrl}/lesson/castling/`, { contextOptions: { ...PHONE, locale: 'zh-CN' } });
  try {
    const short = lessonFile('castling').steps[0];
    await waitForState(page, short.id, 'ready');
    // the king two squares up the board: never a legal king move
    await page.locator(cell('e1')).tap();
    await page.locator(cell('e3')).tap();
    await page.waitForFunction((sel) => document.querySelector(sel).shadowRoot.querySelector('.cl-feedback')?.textContent
      || document.querySelector(sel).shadowRoot.querySelector('chess-board').shadowRoot.textContent.includes('王'), LESSON);
    const text = await shownText(page);
    expect(RULE_NUMBER.exec(text)).toBeNull();
    // the pattern finds the step's rule number once the grown-ups' section is opened
    expect(short.article).toBe('3.8(1)b');
    await page.locator(`${LESSON} .cl-teacher-summary`).tap();
    const opened = await shownText(page);
    expect(opened).toContain(short.article);
    expect(RULE_NUMBER.exec(opened)?.[0]).toBe(short.article);
  } finally {
    await context.close();
  }
});
