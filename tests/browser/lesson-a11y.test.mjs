/**
 * @jest-environment node
 */
// axe-core on a lesson as a child meets it: a move step, a setup step with its tray, a quiz, and a
// step showing the feedback of a refused move, in Chinese and in English. The lesson's and the
// board's shadow roots are open, so axe reads them too. Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import path from 'node:path';
import { browserSuite, openPage, PHONE, ROOT } from './helpers/browser.mjs';
import { cell, inLesson, lessonFile, lessonIndex, waitForState } from './helpers/lesson.mjs';

jest.setTimeout(120_000);
const suite = browserSuite(['chess-lesson.mjs', 'chess-rules.wasm', 'lessons/index.json']);

/** The first step of the course with a goal of `kind`: {lesson, step}. */
function firstStepOf(kind) {
  for (const { id } of lessonIndex().lessons) {
    const step = lessonFile(id).steps.find((candidate) => candidate.goal.kind === kind);
    if (step) return { lesson: id, step };
  }
  throw new Error(`no step of kind ${kind} in the course`);
}

async function violations(page) {
  // axe is injected as a script, which the page's CSP would block: this context alone bypasses it
  await page.addScriptTag({ path: path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
  const result = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
  expect(result.passes.length).toBeGreaterThan(10);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.each([['zh-CN'], ['en-US']])('axe-core finds no violations on a move, a setup and a quiz step, and on a refused move\'s feedback (%s)', async (locale) => {
  const { page, context } = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale, bypassCSP: true } });
  try {
    const found = [];
    for (const kind of ['move', 'setup', 'quiz']) {
      const { lesson, step } = firstStepOf(kind);
      await page.goto(`${suite.site.baseUrl}/lesson/${lesson}/?step=${encodeURIComponent(step.id)}`);
      await waitForState(page, step.id, 'ready');
      found.push(...(await violations(page)).map((v) => `${lesson}/${step.id}: ${v}`));
    }
    // the king two squares up the board is never legal: the runner explains how a king moves
    const castling = lessonFile('castling').steps[0];
    await page.goto(`${suite.site.baseUrl}/lesson/castling/`);
    await waitForState(page, castling.id, 'ready');
    await page.locator(cell('e1')).tap();
    await page.locator(cell('e3')).tap();
    await page.waitForFunction((sel) => document.querySelector(sel).shadowRoot.querySelector('.cl-feedback')?.textContent, 'chess-lesson');
    found.push(...(await violations(page)).map((v) => `castling feedback: ${v}`));
    expect(found).toEqual([]);
  } finally {
    await context.close();
  }
});
