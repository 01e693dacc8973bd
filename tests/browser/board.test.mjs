// <chess-board> in Debian's Chromium, on the demo page served with the strict CSP: mouse, touch,
// keyboard, promotion, illegal drops, scrolling, setup, touch-move, a threefold claim, axe-core,
// and screenshots at phone and desktop widths (test-artifacts/screenshots/).
// Needs a built dist/ (`node scripts/build.mjs`; `npm test` builds first).
import { jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  ARTIFACTS, browserSuite, centreOf, mouseDrag, openPage, PHONE, placement, recordEvents, ROOT, selectedSquare, square,
  waitForBoard,
} from './helpers/browser.mjs';

jest.setTimeout(120000);

const START_PLACEMENT = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';
const suite = browserSuite();

/** Opens the demo page (or another path) and waits for its board to take input. */
async function openDemo(options = {}, pagePath = '/demo/') {
  const opened = await openPage(suite.browser, suite.site.baseUrl + pagePath, options);
  suite.contexts.push(opened.context);
  await waitForBoard(opened.page);
  return opened;
}

function fenPlacement(page) {
  return page.evaluate(() => document.querySelector('chess-board').fen.split(' ')[0]);
}

/** Waits two animation frames, so the view has drawn what the last input changed. */
function frames(page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test('the demo page and a minimal board page load with zero CSP violations and no errors', async () => {
  for (const pagePath of ['/demo/', '/demo/minimal.html']) {
    // A tall window, so that the minimal page's full-width board fits on screen for the drag.
    const { page, problems } = await openDemo({ contextOptions: { viewport: { width: 1280, height: 1600 } } }, pagePath);
    await mouseDrag(page, 'e2', 'e4');
    await frames(page);
    expect(await placement(page)).toMatchObject({ e4: 'P' });
    const cells = await page.locator('chess-board [data-square]').count();
    expect(cells).toBe(64);
    expect(problems()).toEqual({ csp: [], errors: [] });
  }
});

test('a mouse drag plays e2-e4', async () => {
  const { page, problems } = await openDemo();
  const events = await recordEvents(page, ['move', 'illegal']);
  await mouseDrag(page, 'e2', 'e4');
  await frames(page);
  const recorded = await events();
  expect(recorded).toHaveLength(1);
  expect(recorded[0]).toMatchObject({ type: 'move', detail: { uci: 'e2e4', san: 'e4', from: 'e2', to: 'e4', piece: 'P', by: 'user' } });
  const pieces = await placement(page);
  expect(pieces.e4).toBe('P');
  expect(pieces.e2).toBeUndefined();
  expect(await page.locator('#turn').textContent()).toBe('Black to move');
  expect(await square(page, 'e4').getAttribute('aria-label')).toMatch(/e4 white pawn/);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('the language switch relabels the board, its controls and the status in each language', async () => {
  const { page, problems } = await openDemo();
  const expected = {
    'zh-Hans': { square: 'e2 白兵', turn: '轮到白方走棋', undo: '悔棋' },
    'zh-Hant': { square: 'e2 白兵', turn: '輪到白方走棋', undo: '悔棋' },
    en: { square: 'e2 white pawn', turn: 'White to move', undo: 'Take back' },
  };
  await mouseDrag(page, 'd2', 'd4');
  await mouseDrag(page, 'd7', 'd5');
  for (const [lang, words] of Object.entries(expected)) {
    await page.selectOption('#lang', lang);
    // `ready` waits for the board's words in that language (fetched on first use), then one frame draws them.
    await page.evaluate(() => document.querySelector('chess-board').ready);
    await frames(page);
    expect(await square(page, 'e2').getAttribute('aria-label')).toContain(words.square);
    expect(await page.locator('#turn').textContent()).toBe(words.turn);
    expect(await page.locator('chess-board [data-action="undo"]').textContent()).toBe(words.undo);
  }
  // Traditional characters where they differ: the knight is 馬, not 马.
  await page.selectOption('#lang', 'zh-Hant');
  await page.evaluate(() => document.querySelector('chess-board').ready);
  await frames(page);
  expect(await square(page, 'g1').getAttribute('aria-label')).toContain('馬');
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('tap-tap moves on a phone (390 × 844, touch)', async () => {
  const { page, problems } = await openDemo({ contextOptions: PHONE });
  const events = await recordEvents(page, ['move', 'select']);
  await square(page, 'g1').tap();
  await frames(page);
  // The tapped knight is selected and its destinations are marked.
  expect(await selectedSquare(page)).toBe('g1');
  await square(page, 'f3').tap();
  await square(page, 'e7').tap();
  await square(page, 'e5').tap();
  await frames(page);
  const moves = (await events()).filter((e) => e.type === 'move').map((e) => e.detail.san);
  expect(moves).toEqual(['Nf3', 'e5']);
  expect(await fenPlacement(page)).toBe('rnbqkbnr/pppp1ppp/8/4p3/8/5N2/PPPPPPPP/RNBQKB1R');
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('a move with the keyboard alone: Tab into the board, arrows, Enter', async () => {
  const { page, problems } = await openDemo();
  const events = await recordEvents(page, ['move']);
  let inBoard = false;
  for (let i = 0; i < 30 && !inBoard; i++) {
    await page.keyboard.press('Tab');
    inBoard = await page.evaluate(() => {
      const board = document.querySelector('chess-board');
      const inner = board.shadowRoot.activeElement;
      return document.activeElement === board && Boolean(inner && inner.closest('[role="grid"]'));
    });
  }
  expect(inBoard).toBe(true);
  // The focus square starts at a1 (White at the bottom): six right is g1.
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await frames(page);
  expect((await events()).map((e) => e.detail.uci)).toEqual(['g1f3']);
  expect((await placement(page)).f3).toBe('N');
  // The move was announced in the live region.
  const live = await page.evaluate(() => document.querySelector('chess-board').shadowRoot.querySelector('[aria-live="polite"]').textContent);
  expect(live).toMatch(/f3/);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('promotion to a knight through the chooser', async () => {
  const { page, problems } = await openDemo();
  await page.evaluate(() => document.querySelector('chess-board').setPosition('8/P6k/8/8/8/8/8/K7 w - - 0 1'));
  await frames(page);
  const events = await recordEvents(page, ['move']);
  await mouseDrag(page, 'a7', 'a8');
  const knight = page.locator('chess-board .cb-promotion [data-piece="n"]');
  await knight.waitFor({ state: 'visible' });
  // The chooser fits in the board.
  const chooser = await page.locator('chess-board .cb-promotion-panel').boundingBox();
  const boardBox = await page.locator('chess-board [role="grid"]').boundingBox();
  expect(chooser.width).toBeLessThanOrEqual(boardBox.width + 1);
  await knight.click();
  await frames(page);
  const recorded = await events();
  expect(recorded).toHaveLength(1);
  expect(recorded[0].detail).toMatchObject({ uci: 'a7a8n', san: 'a8=N', promotion: 'n' });
  expect((await placement(page)).a8).toBe('N');
  expect(await page.locator('chess-board .cb-promotion').isHidden()).toBe(true);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('an illegal drop snaps back and fires illegal with the core\'s reason', async () => {
  const { page, problems } = await openDemo();
  const events = await recordEvents(page, ['move', 'illegal']);
  await mouseDrag(page, 'e1', 'e3'); // the king cannot jump two squares forward
  await frames(page);
  const recorded = await events();
  expect(recorded).toHaveLength(1);
  expect(recorded[0]).toMatchObject({ type: 'illegal', detail: { from: 'e1', to: 'e3' } });
  expect(recorded[0].detail.code).toMatch(/^[A-Z_]+$/);
  expect(recorded[0].detail.message.length).toBeGreaterThan(10);
  expect(await fenPlacement(page)).toBe(START_PLACEMENT);
  const pieces = await placement(page);
  expect(pieces.e1).toBe('K');
  expect(pieces.e3).toBeUndefined();
  // The piece is drawn back on its square: the king's picture sits inside e1's cell.
  const kingBox = await page.evaluate(() => {
    const root = document.querySelector('chess-board').shadowRoot;
    const cell = root.querySelector('[data-square="e1"]').getBoundingClientRect();
    const pieces = [...root.querySelectorAll('.cb-piece, [data-piece]')].map((node) => node.getBoundingClientRect())
      .filter((r) => r.width > 0 && Math.abs(r.x + r.width / 2 - (cell.x + cell.width / 2)) < 2 && Math.abs(r.y + r.height / 2 - (cell.y + cell.height / 2)) < 2);
    return pieces.length;
  });
  expect(kingBox).toBeGreaterThan(0);
  // The reason is shown under the board.
  expect(await page.locator('chess-board .cb-message').textContent()).toBe(recorded[0].detail.message);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

/**
 * Scrolls the page just far enough that `name`'s square is on screen, with a margin below it,
 * once the page's fonts have loaded and its layout has settled (text above the board may grow as
 * the Chinese font arrives); resolves to that scroll position.
 */
async function scrollSquareIntoView(page, name, margin = 40) {
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
  const start = await square(page, name).evaluate((cell, gap) => {
    window.scrollTo(0, 0);
    const box = cell.getBoundingClientRect();
    const top = Math.max(0, Math.ceil(box.bottom - window.innerHeight + gap));
    window.scrollTo(0, top);
    return top;
  }, margin);
  // Two frames: the scroll and the board's touch regions are drawn before a finger comes.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const box = await square(page, name).boundingBox();
  const { innerHeight } = await page.evaluate(() => ({ innerHeight: window.innerHeight }));
  expect(box.y + box.height).toBeLessThanOrEqual(innerHeight);
  return start;
}

/** A one-finger swipe through CDP touch events, from (x, y) by dy pixels; resolves to scrollY after it. */
async function swipe(page, context, { x, y }, dy) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (dy * i) / steps }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await page.waitForTimeout(300);
  return page.evaluate(() => window.scrollY);
}

test('a swipe outside a drag scrolls the page on a phone; a swipe on a movable piece drags it instead', async () => {
  const { page, context, problems } = await openDemo({ contextOptions: PHONE });
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({ scrollHeight: document.documentElement.scrollHeight, innerHeight: window.innerHeight }));
  expect(scrollHeight).toBeGreaterThan(innerHeight + 200); // the page can scroll at all

  const scrollTo = (y) => page.evaluate((top) => { window.scrollTo(0, top); return new Promise((r) => requestAnimationFrame(() => r())); }, y);
  // Every swipe is measured from where the board's second rank is just on screen.
  const start = await scrollSquareIntoView(page, 'e2');
  expect(scrollHeight - innerHeight - start).toBeGreaterThan(200); // room to scroll from there
  const events = await recordEvents(page, ['move', 'illegal']);

  // 1. On a movable piece (e2): the finger drags the pawn; the page stays where it was.
  const e2 = await centreOf(page, 'e2');
  const afterPiece = await swipe(page, context, e2, -150);
  expect(afterPiece).toBe(start);
  expect((await events()).length).toBe(1); // the drop was judged (e2 to e6 or so: illegal)

  // 2. On an empty square (e4): the page scrolls.
  const e4 = await centreOf(page, 'e4');
  const afterEmpty = await swipe(page, context, e4, -200);
  expect(afterEmpty).toBeGreaterThan(start + 50);

  // 3. On the page margin beside the board: the page scrolls.
  await scrollTo(start);
  const grid = await page.locator('chess-board [role="grid"]').boundingBox();
  const afterMargin = await swipe(page, context, { x: 4, y: grid.y + grid.height / 2 }, -200);
  expect(afterMargin).toBeGreaterThan(start + 50);
  expect(await fenPlacement(page)).toBe(START_PLACEMENT); // nothing moved on the board
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('tap mode on a phone: a tap fires squaretap, a swipe scrolls and taps nothing; squareAt finds the square under a point', async () => {
  const { page, context, problems } = await openDemo({ contextOptions: PHONE });
  await page.evaluate(() => document.querySelector('chess-board').setAttribute('mode', 'tap'));
  const events = await recordEvents(page, ['squaretap', 'select', 'move']);
  await square(page, 'e2').tap();
  await square(page, 'd5').tap();
  await page.waitForFunction(() => globalThis.__events.length >= 2);
  expect(await events()).toEqual([
    { type: 'squaretap', detail: { square: 'e2', piece: 'P' } },
    { type: 'squaretap', detail: { square: 'd5', piece: null } },
  ]);
  expect(await selectedSquare(page)).toBeNull();
  // No piece takes the finger for itself: a swipe on a pawn scrolls the page, and is no tap.
  const start = await scrollSquareIntoView(page, 'e2');
  const after = await swipe(page, context, await centreOf(page, 'e2'), -150);
  expect(after).toBeGreaterThan(start + 50);
  expect(await events()).toHaveLength(2);

  for (const orientation of ['white', 'black']) {
    await page.evaluate((side) => document.querySelector('chess-board').setAttribute('orientation', side), orientation);
    await frames(page);
    for (const name of ['a1', 'e4', 'h8']) {
      const { x, y } = await centreOf(page, name);
      expect(await page.evaluate(([px, py]) => document.querySelector('chess-board').squareAt(px, py), [x, y])).toBe(name);
    }
  }
  expect(await page.evaluate(() => document.querySelector('chess-board').squareAt(1, 1))).toBeNull();
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('setup mode: the starting position placed from the tray becomes a game', async () => {
  const { page, problems } = await openDemo();
  await page.selectOption('#mode', 'setup');
  await page.locator('chess-board .cb-tray').waitFor({ state: 'visible' });
  await page.evaluate(() => document.querySelector('chess-board').setPosition('8/8/8/8/8/8/8/8 w - - 0 1'));
  await frames(page);
  expect(await placement(page)).toEqual({});
  const events = await recordEvents(page, ['place', 'error']);
  const back = ['R', 'N', 'B', 'Q', 'K', 'B', 'N', 'R'];
  const files = 'abcdefgh';
  const byPiece = new Map();
  for (let i = 0; i < 8; i++) {
    for (const [piece, rank] of [[back[i], 1], ['P', 2], ['p', 7], [back[i].toLowerCase(), 8]]) {
      if (!byPiece.has(piece)) byPiece.set(piece, []);
      byPiece.get(piece).push(files[i] + rank);
    }
  }
  for (const [piece, squares] of byPiece) {
    await page.locator(`chess-board .cb-tray [data-tool="${piece}"]`).click();
    for (const name of squares) await square(page, name).click();
  }
  await frames(page);
  const placed = (await events()).filter((e) => e.type === 'place');
  expect(placed).toHaveLength(32);
  expect(placed[0].detail).toMatchObject({ square: 'a1', piece: 'R' });
  expect(await fenPlacement(page)).toBe(START_PLACEMENT);
  expect(Object.keys(await placement(page))).toHaveLength(32);

  // Back to play: the placed pieces are a legal game, and White can move.
  await page.selectOption('#mode', 'play');
  await frames(page);
  expect((await events()).filter((e) => e.type === 'error')).toEqual([]);
  expect(await page.evaluate(() => document.querySelector('chess-board').getAttribute('mode'))).toBe('play');
  expect(await page.locator('chess-board .cb-tray').isHidden()).toBe(true);
  expect(await fenPlacement(page)).toBe(START_PLACEMENT);
  await mouseDrag(page, 'd2', 'd4');
  await frames(page);
  expect((await placement(page)).d4).toBe('P');
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('touch-move: after touching the king, another piece is refused with the article cited', async () => {
  const { page, problems } = await openDemo();
  await page.check('#touch-move');
  await mouseDrag(page, 'e2', 'e4');
  await mouseDrag(page, 'e7', 'e5');
  await frames(page);
  const events = await recordEvents(page, ['move', 'illegal', 'select']);
  await square(page, 'e1').click(); // touch the king: it must now move
  await frames(page);
  const message = page.locator('chess-board .cb-message');
  await expect(message.textContent()).resolves.toMatch(/Article 4\.\d/);
  await square(page, 'g1').click(); // try the knight instead
  await frames(page);
  const refusal = await message.textContent();
  expect(refusal).toMatch(/king/i);
  expect(refusal).toMatch(/Article 4\.\d/);
  expect(await selectedSquare(page)).toBe('e1');
  await mouseDrag(page, 'g1', 'f3'); // dragging the knight does not move it either
  await frames(page);
  expect((await placement(page)).g1).toBe('N');
  expect((await events()).filter((e) => e.type === 'move')).toEqual([]);
  // The king can still make its move.
  await square(page, 'e1').click();
  await square(page, 'e2').click();
  await frames(page);
  const moves = (await events()).filter((e) => e.type === 'move').map((e) => e.detail.san);
  expect(moves).toEqual(['Ke2']);
  // j'adoube: after its button under the board, a press on a piece adjusts it and commits nothing.
  const adjust = page.locator('chess-board .pt-adjust');
  await expect(adjust.textContent()).resolves.toMatch(/j’adoube/);
  await adjust.click();
  await square(page, 'g8').click();
  await frames(page);
  await expect(message.textContent()).resolves.toMatch(/adjusted the knight on g8/);
  expect(await page.locator('chess-board .is-forced').count()).toBe(0);
  await mouseDrag(page, 'b8', 'c6'); // another piece may still move
  await frames(page);
  expect((await events()).filter((e) => e.type === 'move').map((e) => e.detail.san)).toEqual(['Ke2', 'Nc6']);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('claiming threefold repetition with the intended move (Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1, claim, Ng8)', async () => {
  const { page, problems } = await openDemo();
  const events = await recordEvents(page, ['move', 'outcome']);
  const claimNow = page.locator('chess-board [data-action="claim"]');
  const claimWithMove = page.locator('chess-board [data-action="arm-claim"]');
  const line = [['g1', 'f3'], ['g8', 'f6'], ['f3', 'g1'], ['f6', 'g8'], ['g1', 'f3'], ['g8', 'f6'], ['f3', 'g1']];
  for (const [from, to] of line) {
    // No claim is offered until the repetition is one move away.
    expect(await claimNow.count()).toBe(0);
    await mouseDrag(page, from, to);
    await frames(page);
  }
  expect((await events()).map((e) => e.detail.san)).toEqual(['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1']);
  // Black may claim: Ng8 would repeat the position a third time (Art. 9.2).
  await claimWithMove.waitFor({ state: 'visible' });
  expect(await claimNow.count()).toBe(0);
  await claimWithMove.click();
  await mouseDrag(page, 'f6', 'g8');
  await page.locator('#outcome').waitFor({ state: 'visible' });
  const outcome = (await events()).find((e) => e.type === 'outcome');
  expect(outcome.detail).toMatchObject({ result: '1/2-1/2', reason: 'threefold-repetition' });
  expect(await page.locator('#outcome').textContent()).toMatch(/threefold/i);
  expect(await page.evaluate(() => document.querySelector('chess-board').outcome().result)).toBe('1/2-1/2');
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('claiming threefold repetition after the repeating move', async () => {
  const { page } = await openDemo();
  const line = [['g1', 'f3'], ['g8', 'f6'], ['f3', 'g1'], ['f6', 'g8'], ['g1', 'f3'], ['g8', 'f6'], ['f3', 'g1'], ['f6', 'g8']];
  for (const [from, to] of line) await mouseDrag(page, from, to);
  const claim = page.locator('chess-board [data-action="claim"][data-reason="threefold-repetition"]');
  await claim.waitFor({ state: 'visible' });
  await claim.click();
  await page.locator('#outcome').waitFor({ state: 'visible' });
  expect(await page.evaluate(() => document.querySelector('chess-board').outcome().reason)).toBe('threefold-repetition');
});

async function runAxe(page) {
  await page.addScriptTag({ path: path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
  const result = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
  // axe really looked at the page and its board (a run that checks nothing would pass too).
  expect(result.passes.length).toBeGreaterThan(10);
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test('axe-core finds no violations on the demo page (play, a selected piece, setup mode, a phone)', async () => {
  // axe is injected as a script, which the page's CSP would block: this context alone bypasses
  // CSP (the first test checks the page under its real CSP).
  const { page } = await openDemo({ contextOptions: { bypassCSP: true } });
  expect(await runAxe(page)).toEqual([]);
  await mouseDrag(page, 'e2', 'e4');
  await square(page, 'g8').click(); // a selected piece with its destination dots
  await frames(page);
  expect(await runAxe(page)).toEqual([]);
  await page.selectOption('#mode', 'setup');
  await page.locator('chess-board .cb-tray').waitFor({ state: 'visible' });
  expect(await runAxe(page)).toEqual([]);
  const phone = await openDemo({ contextOptions: { ...PHONE, bypassCSP: true } });
  expect(await runAxe(phone.page)).toEqual([]);
});

test('screenshots at 320, 390 and 1280 px: the board fits, its cells are square, nothing overflows', async () => {
  const dir = path.join(ARTIFACTS, 'screenshots');
  mkdirSync(dir, { recursive: true });
  for (const width of [320, 390, 1280]) {
    const phone = width < 500;
    const { page, problems } = await openDemo({ contextOptions: phone ? { ...PHONE, viewport: { width, height: 800 } } : { viewport: { width, height: 900 } } });
    await mouseDrag(page, 'e2', 'e4');
    await mouseDrag(page, 'e7', 'e5');
    await square(page, 'g1').click();
    await frames(page);
    const layout = await page.evaluate(() => {
      const root = document.querySelector('chess-board').shadowRoot;
      const grid = root.querySelector('[role="grid"]').getBoundingClientRect();
      const cell = root.querySelector('[data-square="e4"]').getBoundingClientRect();
      return { scrollWidth: document.documentElement.scrollWidth, grid, cell: { width: cell.width, height: cell.height } };
    });
    expect(layout.scrollWidth).toBeLessThanOrEqual(width);
    expect(layout.grid.x).toBeGreaterThanOrEqual(0);
    expect(layout.grid.x + layout.grid.width).toBeLessThanOrEqual(width);
    expect(Math.abs(layout.cell.width - layout.cell.height)).toBeLessThan(1);
    expect(layout.cell.width).toBeGreaterThanOrEqual(30); // pieces stay clear at 30 px squares
    await page.screenshot({ path: path.join(dir, `demo-${width}.png`), fullPage: true });
    if (width === 320) {
      // The promotion chooser on the narrowest phone.
      await page.evaluate(() => document.querySelector('chess-board').setPosition('8/P6k/8/8/8/8/8/K7 w - - 0 1'));
      await mouseDrag(page, 'a7', 'a8');
      const panel = page.locator('chess-board .cb-promotion-panel');
      await panel.waitFor({ state: 'visible' });
      const box = await panel.boundingBox();
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await page.locator('chess-board [role="grid"]').screenshot({ path: path.join(dir, 'promotion-320.png') });
    }
    expect(problems()).toEqual({ csp: [], errors: [] });
  }
});
