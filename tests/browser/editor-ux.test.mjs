// The editor (/editor/, Chromium) as a teacher first meets it, on a laptop (1366×768): a new lesson
// opens with one step and nothing red; one step's editing fits the screen, its texts in zh-Hans
// open and the other two languages folded; a tray piece pressed twice stays chosen; a solution that
// does not mate is told with the defence the core finds, in the course's words; every problem is
// listed at the top and a click opens its step and its field. Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { browserSuite, openPage, square, waitForBoard } from './helpers/browser.mjs';

jest.setTimeout(180000);

const suite = browserSuite(['editor/index.html', 'editor/editor.mjs']);
const LAPTOP = { viewport: { width: 1366, height: 768 } };

async function openEditor() {
  const { context, page, problems } = await openPage(suite.browser, `${suite.site.baseUrl}/editor/`, { contextOptions: LAPTOP });
  suite.contexts.push(context);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await waitForBoard(page, '#board');
  return { page, problems };
}

const checked = (page) => page.waitForFunction(() => document.body.dataset.check !== 'pending');
const tap = (page, name) => square(page, name, '#board').click();

test('a new lesson opens clean: one step, nothing red, and its editing fits a laptop screen', async () => {
  const { page, problems } = await openEditor();
  await page.click('#new-lesson');
  await checked(page);
  expect(await page.locator('#steps li').count()).toBe(1);
  // what is still to fill in is listed, in the page's text colour, never as a mistake
  expect(await page.evaluate(() => document.body.dataset.check)).toBe('todo');
  expect(await page.locator('#problems li.ed-error, .ed-problem.ed-error').count()).toBe(0);
  const red = await page.evaluate(() => [...document.querySelectorAll('main *')].filter((node) => {
    const [r, g, b] = getComputedStyle(node).color.match(/\d+/g).map(Number);
    return node.checkVisibility() && node.textContent.trim() && r > 120 && r > g * 2 && r > b * 2;
  }).map((node) => node.textContent.slice(0, 40)));
  expect(red).toEqual([]);

  // one step: the board, the goal's form and the texts, within the screen's height
  const box = await page.locator('#step-section').boundingBox();
  expect(box.height).toBeLessThanOrEqual(768);
  // zh-Hans first and open; zh-Hant and en folded under it
  const text = page.locator('fieldset', { has: page.locator('[data-path="text/zh-Hans"]') });
  expect(await text.locator('textarea').first().getAttribute('lang')).toBe('zh-Hans');
  expect(await page.isVisible('[data-path="text/zh-Hans"]')).toBe(true);
  expect(await page.isVisible('[data-path="text/zh-Hant"]')).toBe(false);
  expect(await page.isVisible('[data-path="text/en"]')).toBe(false);
  await text.locator('summary').click();
  expect(await page.isVisible('[data-path="text/en"]')).toBe(true);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('a tray piece pressed twice stays chosen; a solution that does not mate names the defence; a problem listed at the top opens its step and field', async () => {
  const { page, problems } = await openEditor();
  await page.click('#new-lesson');
  // the rules checks wait for the texts a step must have
  await page.fill('[data-path="/title/zh-Hans"]', '将死');
  await page.fill('[data-path="text/zh-Hans"]', '一步将死。');
  await page.selectOption('#goal-kind', 'mate');
  const piece = (letter) => page.locator(`#board .cb-tray-piece[data-tool="${letter}"]`);
  await piece('K').click();
  await tap(page, 'f6');
  await piece('k').click();
  await tap(page, 'h8');
  // the queen pressed twice: still chosen, and the square tapped next takes it
  await piece('Q').click();
  await piece('Q').click();
  expect(await piece('Q').getAttribute('aria-pressed')).toBe('true');
  await tap(page, 'g1');
  await page.waitForFunction(() => document.querySelector('#board').fen.startsWith('7k/8/5K2/8/8/8/8/6Q1'));

  // Qg2 is no mate: the black king still has g8 (the core's answer, in the course's words)
  await page.click('#record-solution');
  await page.waitForFunction(() => document.querySelector('#board').getAttribute('mode') === 'play');
  await waitForBoard(page, '#board');
  await tap(page, 'g1');
  await tap(page, 'g2');
  await page.waitForFunction(() => document.querySelector('#goal-summary').textContent.includes('后g2'));
  await page.click('#record-solution');
  const told = page.locator('#problems li', { hasText: '没有将死' });
  await told.waitFor();
  expect(await told.textContent()).toMatch(/对方还能走王[gh]7|对方还能走王g8/);
  expect(await told.textContent()).not.toMatch(/\bK[a-h][1-8]/);

  // a second step shown; the first step's problem, clicked, opens that step and its field
  await page.click('#add-step');
  await page.waitForFunction(() => document.querySelector('#step-title').textContent.includes('2'));
  await checked(page);
  await told.locator('button').click();
  await page.waitForFunction(() => document.querySelector('#step-title').textContent.includes('1'));
  expect(await page.evaluate(() => document.activeElement.closest('[data-path]')?.dataset.path ?? document.activeElement.dataset.path)).toMatch(/^goal/);
  // a text problem of a folded language opens its fold and focuses the language's box
  await page.locator('#problems li', { hasText: '说明文字的英文' }).first().locator('button').click();
  expect(await page.evaluate(() => document.activeElement.dataset.path)).toBe('text/en');
  expect(await page.isVisible('[data-path="text/en"]')).toBe(true);
  expect(problems()).toEqual({ csp: [], errors: [] });
});
