// dist/chess-board.mjs, the one-board bundle (scripts/build-board-bundle.mjs), in Debian's Chromium
// under the site's strict CSP: a page with one board fetches that file and the wasm, and in a
// language other than Simplified Chinese (whose words the file holds) one file of its words,
// nothing else (besides the page and its icon); and a board whose attributes ask for the lazily loaded parts
// (the game controls, touch-move, drawing, a diagram) gets them from chess-board.*.mjs files that
// share the entry's modules: one rules instance, no chunk of the lesson bundle.
// Needs a built dist/ (`node scripts/build.mjs`; `npm test` builds first).
import { jest } from '@jest/globals';
import { browserSuite, frames, mouseDrag, openPage, placement, square, waitForBoard } from './helpers/browser.mjs';

jest.setTimeout(120000);

const suite = browserSuite(['chess-board.mjs', 'chess-rules.wasm', 'demo/minimal.html']);

/** Opens /demo/minimal.html, its body replaced by `body` when given, and records the paths it fetches. */
async function openOneBoard(body) {
  const requested = [];
  const { context, page, problems } = await openPage(suite.browser, 'about:blank', { contextOptions: { viewport: { width: 800, height: 1000 } } });
  suite.contexts.push(context);
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  if (body) {
    await context.route('**/demo/minimal.html', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<main>[\s\S]*<\/main>/, `<main>${body}</main>`);
      await route.fulfill({ response, body: html });
    });
  }
  await page.goto(`${suite.site.baseUrl}/demo/minimal.html`);
  await waitForBoard(page);
  return { page, problems, requested };
}

test('a page with one board fetches the bundle, the wasm and its words: 5 files with the page and its icon', async () => {
  const { page, problems, requested } = await openOneBoard();
  await mouseDrag(page, 'e2', 'e4');
  await mouseDrag(page, 'e7', 'e5');
  await mouseDrag(page, 'g1', 'g4'); // refused: the message is in the words already fetched
  await frames(page);
  expect(await placement(page)).toMatchObject({ e4: 'P', e5: 'p', g1: 'N' });
  expect(await page.locator('chess-board .cb-message').textContent()).not.toBe('');
  expect(requested.filter((file) => file !== '/favicon.svg')).toEqual([
    '/demo/minimal.html', '/chess-board.mjs', '/chess-rules.wasm', '/chess-board.words.en.mjs',
  ]);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('a Simplified Chinese page with one board fetches the bundle and the wasm alone, and says a refused move in Chinese', async () => {
  const { page, problems, requested } = await openOneBoard('<chess-board interactive lang="zh-Hans"></chess-board>');
  await mouseDrag(page, 'e2', 'e4');
  await mouseDrag(page, 'e7', 'e5');
  await mouseDrag(page, 'g1', 'g4'); // a knight cannot go there
  await frames(page);
  expect(await placement(page)).toMatchObject({ e4: 'P', e5: 'p', g1: 'N' });
  expect(await page.locator('chess-board .cb-message').textContent()).toMatch(/[\u4e00-\u9fff]/);
  expect(requested.filter((file) => file !== '/favicon.svg')).toEqual(['/demo/minimal.html', '/chess-board.mjs', '/chess-rules.wasm']);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('the controls, touch-move, drawing and a diagram load as parts of the one-board bundle', async () => {
  const { page, problems, requested } = await openOneBoard('<chess-board interactive controls touch-move draw lang="zh-Hans"></chess-board>');
  await page.locator('chess-board [data-action="undo"]').waitFor({ state: 'attached' }); // shown once there is a move
  await mouseDrag(page, 'e2', 'e4');
  await frames(page);
  await square(page, 'g8').click(); // touched: the knight must move (touch-move's part)
  await frames(page);
  await expect(page.locator('chess-board .cb-message').textContent()).resolves.toMatch(/g8/);
  await square(page, 'g8').click();
  await square(page, 'f6').click();
  await frames(page);
  expect(await placement(page)).toMatchObject({ e4: 'P', f6: 'n' });
  await page.locator('chess-board [data-action="undo"]').click(); // the controls' part, on the shared game
  await frames(page);
  expect((await placement(page)).g8).toBe('n');
  const diagram = await page.evaluate(async () => {
    const { blob, filename } = await document.querySelector('chess-board').saveDiagram({ format: 'svg' });
    return { type: blob.type, filename, text: (await blob.text()).slice(0, 5) };
  });
  expect(diagram).toMatchObject({ type: 'image/svg+xml', text: '<svg ' });
  const parts = requested.filter((file) => /\.(mjs|wasm)$/.test(file));
  expect(parts.every((file) => /^\/(chess-board\.[\w.-]+\.mjs|chess-board\.mjs|chess-rules\.wasm)$/.test(file))).toBe(true);
  expect(parts).toEqual(expect.arrayContaining(['/chess-board.controls.mjs', '/chess-board.touch-move.mjs', '/chess-board.diagram.mjs']));
  // Simplified Chinese is inside the module: its words are no file of their own
  expect(parts.filter((file) => file.includes('.words.'))).toEqual([]);
  expect(parts.filter((file) => file === '/chess-rules.wasm')).toHaveLength(1);
  expect(problems()).toEqual({ csp: [], errors: [] });
});
