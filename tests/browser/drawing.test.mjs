// Drawing on <chess-board> by hand (its `draw` attribute), in Debian's Chromium on the demo page
// served with the strict CSP: a teacher's right-drag with the mouse, a finger in draw mode, the
// colours, one tap to clear, a lesson's own arrows left alone, what screen readers hear in each
// language, axe-core, saveDiagram, and screenshots (test-artifacts/screenshots/draw-*.png).
// Needs a built dist/ (`node scripts/build.mjs`; `npm test` builds first).
import { jest } from '@jest/globals';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ARTIFACTS, browserSuite, centreOf, frames, mouseDrag, openPage, PHONE, recordEvents, ROOT, selectedSquare, square,
  waitForBoard,
} from './helpers/browser.mjs';

jest.setTimeout(120000);

const suite = browserSuite();

/** Opens the demo page and waits for its board to take input. */
async function openDemo(options = {}) {
  const opened = await openPage(suite.browser, `${suite.site.baseUrl}/demo/`, options);
  suite.contexts.push(opened.context);
  await waitForBoard(opened.page);
  return opened;
}

/** The demo page with the board's drawing tools on, and a lesson's own arrow on it. */
async function openDrawingDemo(contextOptions) {
  const opened = await openDemo({ contextOptions });
  await opened.page.evaluate(async () => {
    const board = document.querySelector('chess-board');
    board.setAttribute('draw', '');
    await board.ready;
    board.arrows([{ from: 'g1', to: 'f3', kind: 'hint' }]);
  });
  await frames(opened.page);
  return opened;
}

/** A right-button drag with the mouse from one square to another (the same: a right-click). */
async function rightDrag(page, from, to) {
  await page.locator('chess-board [role="grid"]').scrollIntoViewIfNeeded();
  const a = await centreOf(page, from);
  const b = await centreOf(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up({ button: 'right' });
}

const drawnShapes = (page) => page.evaluate(() => document.querySelector('chess-board').drawings());
/** The live region's words once they are `expected` (the board announces in the task after the
 *  drawing's frame), or what it says when they never become so. */
async function liveWords(page, expected) {
  const read = () => page.evaluate(() => document.querySelector('chess-board').shadowRoot.querySelector('.cb-live').textContent.trim());
  await page.waitForFunction((want) => document.querySelector('chess-board').shadowRoot.querySelector('.cb-live').textContent.trim() === want, expected, { timeout: 10000 }).catch(() => {});
  return read();
}

test('drawing for a class: a right-drag e2–e4 draws an arrow, a finger in draw mode a circle, one tap clears both; the lesson’s arrow stays', async () => {
  const { page, problems } = await openDrawingDemo({ viewport: { width: 1280, height: 1000 }, hasTouch: true });
  const events = await recordEvents(page, ['move', 'select']);
  await rightDrag(page, 'e2', 'e4');
  const arrow = page.locator('chess-board .cb-arrow.is-drawn[data-from="e2"][data-to="e4"]');
  await arrow.waitFor();
  expect(await arrow.getAttribute('data-kind')).toBe('good');
  expect(await liveWords(page, 'Drew a green arrow from e2 to e4')).toBe('Drew a green arrow from e2 to e4');
  // The draw mode button, then a finger's tap on f6: a circle round f6, and no piece picked up.
  await page.locator('chess-board [data-draw="mode"]').tap();
  await page.locator('chess-board [data-draw="kind"][data-kind="bad"]').tap();
  await square(page, 'f6').tap();
  await page.locator('chess-board .cb-circle[data-circle="f6"]').waitFor();
  expect(await drawnShapes(page)).toEqual({ arrows: [{ from: 'e2', to: 'e4', kind: 'good' }], circles: [{ square: 'f6', kind: 'bad' }] });
  expect(await liveWords(page, 'Drew a red circle on f6')).toBe('Drew a red circle on f6');
  expect(await square(page, 'f6').getAttribute('aria-label')).toBe('f6 empty, red circle drawn');
  expect(await events()).toEqual([]);
  // One tap on the clear button clears both; the lesson's arrow (set by arrows()) stays.
  await page.locator('chess-board [data-draw="clear"]').tap();
  await page.waitForFunction(() => !document.querySelector('chess-board').shadowRoot.querySelector('.cb-arrow.is-drawn, .cb-circle'));
  expect(await drawnShapes(page)).toEqual({ arrows: [], circles: [] });
  expect(await liveWords(page, 'Cleared the drawings')).toBe('Cleared the drawings');
  const lessonArrows = page.locator('chess-board .cb-arrow:not(.is-drawn)');
  expect(await lessonArrows.count()).toBe(1);
  expect(await lessonArrows.getAttribute('data-from')).toBe('g1');
  // Outside draw mode, a plain left-click on the board clears as well, and still plays.
  await page.locator('chess-board [data-draw="mode"]').click();
  await rightDrag(page, 'd2', 'd4');
  await page.locator('chess-board .cb-arrow.is-drawn').waitFor();
  await square(page, 'b1').click();
  await page.waitForFunction(() => !document.querySelector('chess-board').shadowRoot.querySelector('.cb-arrow.is-drawn'));
  expect(await lessonArrows.count()).toBe(1);
  expect(await selectedSquare(page)).toBe('b1');
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('what is drawn is said to screen readers in the board’s language, from a live region marked with that language', async () => {
  const { page, problems } = await openDrawingDemo({ viewport: { width: 1280, height: 1000 } });
  const said = {
    'zh-Hans': { arrow: '画了绿色箭头，从 e2 到 e4', circle: '在 d5 画了红色圈', erased: '擦掉了 d5 的圈', cleared: '画的标记都清除了', cell: 'd5 空，画了红色圈' },
    'zh-Hant': { arrow: '畫了綠色箭頭，從 e2 到 e4', circle: '在 d5 畫了紅色圈', erased: '擦掉了 d5 的圈', cleared: '畫的標記都清除了', cell: 'd5 空，畫了紅色圈' },
    en: { arrow: 'Drew a green arrow from e2 to e4', circle: 'Drew a red circle on d5', erased: 'Erased the circle on d5', cleared: 'Cleared the drawings', cell: 'd5 empty, red circle drawn' },
  };
  const liveRegion = page.locator('chess-board .cb-live');
  expect(await liveRegion.getAttribute('aria-live')).toBe('polite');
  for (const [lang, words] of Object.entries(said)) {
    await page.selectOption('#lang', lang);
    await page.evaluate(() => document.querySelector('chess-board').ready);
    // The live region speaks the board's language: it sits inside the element marked with it.
    expect(await liveRegion.evaluate((node) => node.closest('[lang]').getAttribute('lang'))).toBe(lang);
    await rightDrag(page, 'e2', 'e4');
    await page.locator('chess-board .cb-arrow.is-drawn[data-from="e2"][data-to="e4"]').waitFor();
    expect(await liveWords(page, words.arrow)).toBe(words.arrow);
    await page.keyboard.down('Shift'); // Shift draws red
    await rightDrag(page, 'd5', 'd5');
    await page.keyboard.up('Shift');
    await page.locator('chess-board .cb-circle[data-circle="d5"]').waitFor();
    expect(await liveWords(page, words.circle)).toBe(words.circle);
    await frames(page);
    expect(await square(page, 'd5').getAttribute('aria-label')).toBe(words.cell);
    await page.keyboard.down('Shift'); // the same shape again, in the same colour, takes it away
    await rightDrag(page, 'd5', 'd5');
    await page.keyboard.up('Shift');
    await page.waitForFunction(() => document.querySelector('chess-board').shadowRoot.querySelectorAll('.cb-circle').length === 0);
    expect(await liveWords(page, words.erased)).toBe(words.erased);
    await page.locator('chess-board [data-draw="clear"]').click();
    await page.locator('chess-board .cb-arrow.is-drawn').waitFor({ state: 'detached' });
    expect(await liveWords(page, words.cleared)).toBe(words.cleared);
  }
  expect(await drawnShapes(page)).toEqual({ arrows: [], circles: [] });
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('drawing with the keyboard alone in draw mode: Enter on two squares draws an arrow, twice on one a circle', async () => {
  const { page, problems } = await openDrawingDemo({ viewport: { width: 1280, height: 1000 } });
  await page.locator('chess-board [data-draw="mode"]').click();
  // the board draws the pressed button on its next frame, which a loaded machine may delay
  await page.locator('chess-board [data-draw="mode"][aria-pressed="true"]').waitFor();
  const events = await recordEvents(page, ['move', 'select']);
  await square(page, 'b1').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.locator('chess-board .cb-arrow.is-drawn[data-from="b1"][data-to="c3"]').waitFor();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.locator('chess-board .cb-circle[data-circle="c3"]').waitFor();
  expect(await drawnShapes(page)).toEqual({ arrows: [{ from: 'b1', to: 'c3', kind: 'good' }], circles: [{ square: 'c3', kind: 'good' }] });
  expect(await events()).toEqual([]); // no piece was picked up
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('axe-core finds no violations with the drawing tools shown, in draw mode, with shapes drawn', async () => {
  // axe is injected as a script, which the page's CSP would block: this context alone bypasses it.
  const { page } = await openDrawingDemo({ viewport: { width: 1280, height: 1000 }, bypassCSP: true });
  await rightDrag(page, 'e2', 'e4');
  await rightDrag(page, 'd5', 'd5');
  await page.locator('chess-board [data-draw="mode"]').click();
  await page.locator('chess-board [data-draw="kind"][data-kind="hint"]').click();
  await frames(page);
  await page.addScriptTag({ path: path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
  const result = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
  expect(result.passes.length).toBeGreaterThan(10); // axe really looked at the page
  expect(result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
});

test('saveDiagram: the board with its arrows, highlights and coordinates as SVG and PNG downloads; the diagram module loads on use', async () => {
  const { page, problems } = await openDrawingDemo({ viewport: { width: 1280, height: 1000 }, acceptDownloads: true });
  const scripts = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.mjs')) scripts.push(response.text().then((text) => ({ url: response.url(), diagram: text.includes("the board's stylesheet has no default") })));
  });
  await mouseDrag(page, 'e2', 'e4');
  await rightDrag(page, 'e7', 'e5');
  await page.keyboard.down('Shift'); // a red circle
  await rightDrag(page, 'd5', 'd5');
  await page.keyboard.up('Shift');
  await page.evaluate(() => document.querySelector('chess-board').highlight([{ square: 'c3', kind: 'good' }]));
  expect((await Promise.all(scripts)).filter((s) => s.diagram)).toEqual([]); // not fetched until used

  const [svgDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.evaluate(() => document.querySelector('chess-board').saveDiagram({ format: 'svg', size: 480 }).then((saved) => saved.filename)),
  ]);
  expect(svgDownload.suggestedFilename()).toBe('chess-diagram-480.svg');
  expect((await Promise.all(scripts)).filter((s) => s.diagram)).toHaveLength(1);
  const svg = readFileSync(await svgDownload.path(), 'utf8');
  // It parses as SVG, and shows what the board shows.
  const read = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      error: doc.getElementsByTagName('parsererror').length,
      name: root.localName, width: root.getAttribute('width'), height: root.getAttribute('height'),
      title: doc.querySelector('title')?.textContent ?? '',
      texts: [...doc.querySelectorAll('text')].map((t) => t.textContent).sort().join(''),
      paths: doc.querySelectorAll('path').length,
    };
  }, svg);
  expect(read).toMatchObject({ error: 0, name: 'svg', width: '480', height: '480', texts: '12345678abcdefgh' });
  expect(read.title).toMatch(/e4/); // the pawn moved: the words tell the position
  expect(read.title).toMatch(/e7.*e5/); // and the drawn arrow
  expect(read.paths).toBeGreaterThan(40);
  // The colours of the drawn arrow (green), the drawn circle (red), the highlight (green) and the
  // lesson's arrow (blue) are the board's own.
  const colours = await page.evaluate(() => {
    const style = getComputedStyle(document.querySelector('chess-board').shadowRoot.querySelector('.cb-theme'));
    return ['--_good', '--_bad', '--_hint'].map((name) => style.getPropertyValue(name)).map((c) => c.trim());
  });
  for (const colour of colours) expect(svg).toContain(colour);

  const [pngDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.evaluate(() => document.querySelector('chess-board').saveDiagram({ format: 'png', size: 240 })),
  ]);
  expect(pngDownload.suggestedFilename()).toBe('chess-diagram-240.png');
  const png = readFileSync(await pngDownload.path());
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 240]);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('screenshots of the demo with drawing at 390 × 844, 844 × 390 and 320 × 568, in zh-Hans, zh-Hant and en', async () => {
  const dir = path.join(ARTIFACTS, 'screenshots');
  mkdirSync(dir, { recursive: true });
  for (const viewport of [{ width: 390, height: 844 }, { width: 844, height: 390 }, { width: 320, height: 568 }]) {
    const { page, problems } = await openDrawingDemo({ ...PHONE, viewport });
    await page.evaluate(() => document.querySelector('chess-board').setPosition('r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1'));
    await page.evaluate(() => document.querySelector('chess-board').arrows([{ from: 'e1', to: 'g1' }, { from: 'h1', to: 'f1' }, { from: 'e8', to: 'c8', kind: 'bad' }, { from: 'a8', to: 'd8', kind: 'bad' }]));
    await rightDrag(page, 'f3', 'e5');
    await rightDrag(page, 'd5', 'd5');
    await page.locator('chess-board [data-draw="mode"]').tap();
    for (const lang of ['zh-Hans', 'zh-Hant', 'en']) {
      await page.selectOption('#lang', lang);
      await page.evaluate(() => document.querySelector('chess-board').ready);
      await frames(page);
      const layout = await page.evaluate(() => {
        const root = document.querySelector('chess-board').shadowRoot;
        const grid = root.querySelector('[role="grid"]').getBoundingClientRect();
        const tools = [...root.querySelectorAll('.cb-draw button')].map((b) => b.getBoundingClientRect());
        return { scrollWidth: document.documentElement.scrollWidth, grid: { left: grid.left, right: grid.right }, tools: tools.map((t) => ({ left: t.left, right: t.right, height: t.height })) };
      });
      expect(layout.scrollWidth).toBeLessThanOrEqual(viewport.width);
      for (const button of layout.tools) {
        expect(button.left).toBeGreaterThanOrEqual(0);
        expect(button.right).toBeLessThanOrEqual(viewport.width);
        expect(button.height).toBeGreaterThanOrEqual(44); // a child's finger
      }
      expect(await page.locator('chess-board [data-draw="mode"]').textContent()).toBe({ 'zh-Hans': '✎ 画图', 'zh-Hant': '✎ 畫圖', en: '✎ Draw' }[lang]);
      await page.locator('chess-board [role="grid"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(dir, `draw-${lang}-${viewport.width}x${viewport.height}.png`) });
    }
    expect(problems()).toEqual({ csp: [], errors: [] });
  }
});
