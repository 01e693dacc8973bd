// The lesson's section for teachers and parents offers the position shown as a picture, in
// Chromium: its PNG button downloads a PNG and its SVG button an SVG whose pieces stand on the
// squares of the step's FEN (read from the FEN here, not from the page); the buttons are named in
// the page's language; axe-core finds nothing wrong with the section open. Needs dist/.
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { PHONE, browserSuite, openPage, runAxe } from './helpers/browser.mjs';
import { LESSON, lessonFile, waitForState } from './helpers/lesson.mjs';
import diagramZhHans from '../../web/i18n/diagram.zh-Hans.mjs';

jest.setTimeout(120000);

const suite = browserSuite(['lesson/rook/index.html']);

test('the teacher section saves the step\'s position as PNG and as SVG', async () => {
  const step = lessonFile('rook').steps[0];
  const { page, problems } = await openPage(suite.browser, `${suite.site.baseUrl}/lesson/rook/`, { contextOptions: { ...PHONE, locale: 'zh-CN', acceptDownloads: true, bypassCSP: false } });
  suite.contexts.push(page.context());
  await waitForState(page, step.id, 'ready');
  await page.locator(`${LESSON} .cl-teacher-summary`).tap();
  const buttons = page.locator(`${LESSON} .cl-teacher-body .diagram-save button`);
  await page.waitForFunction(([sel, label]) => document.querySelector(sel).shadowRoot.querySelector('.diagram-save')?.getAttribute('aria-label') === label,
    [LESSON, diagramZhHans.save.label]);
  expect(await buttons.allTextContents()).toEqual([diagramZhHans.save.png, diagramZhHans.save.svg]);

  const [png] = await Promise.all([page.waitForEvent('download'), buttons.nth(0).tap()]);
  expect(png.suggestedFilename()).toBe(`rook-${step.id}.png`);
  expect(readFileSync(await png.path()).subarray(1, 4).toString('latin1')).toBe('PNG');

  const [svg] = await Promise.all([page.waitForEvent('download'), buttons.nth(1).tap()]);
  expect(svg.suggestedFilename()).toBe(`rook-${step.id}.svg`);
  const text = readFileSync(await svg.path(), 'utf8');
  expect(text.startsWith('<svg')).toBe(true);
  // one piece group per piece of the step's FEN
  const pieces = step.fen.split(' ')[0].replace(/[\d/]/g, '').length;
  expect(text.match(/<g transform="translate\([\d.]+ [\d.]+\) scale\([\d.]+\)">/g).length).toBeGreaterThanOrEqual(pieces);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('axe-core finds nothing wrong in the lesson with its teacher section open', async () => {
  const step = lessonFile('rook').steps[0];
  const { page } = await openPage(suite.browser, `${suite.site.baseUrl}/lesson/rook/`, { contextOptions: { ...PHONE, locale: 'zh-CN', bypassCSP: true } });
  suite.contexts.push(page.context());
  await waitForState(page, step.id, 'ready');
  await page.locator(`${LESSON} .cl-teacher-summary`).tap();
  await page.locator(`${LESSON} .cl-teacher-body .diagram-save button`).first().waitFor();
  expect(await runAxe(page)).toEqual([]);
});
