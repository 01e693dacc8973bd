// <chess-board> in Debian's Chromium, on the demo page served with the strict CSP: mouse, touch,
// keyboard, promotion, illegal drops, scrolling, setup, touch-move, a threefold claim, axe-core,
// the coordinates' size, presses made before the rules arrive, the sentence an older browser
// shows, and screenshots at phone and desktop widths (test-artifacts/screenshots/). Drawing by
// hand is in drawing.test.mjs.
// Needs a built dist/ (`node scripts/build.mjs`; `npm test` builds first).
import { jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  ARTIFACTS, browserSuite, centreOf, frames, mouseDrag, openPage, PHONE, placement, recordEvents, ROOT, selectedSquare, square,
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

/**
 * A one-finger swipe through CDP touch events, from (x, y) by dy pixels; resolves to scrollY once
 * the page has settled: the same scroll position in five animation frames in a row (a scroll, or
 * its fling, still under way changes it from frame to frame).
 */
async function swipe(page, context, { x, y }, dy) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (dy * i) / steps }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  return page.evaluate(() => new Promise((resolve) => {
    let last = window.scrollY;
    let same = 0;
    const look = () => {
      if (window.scrollY === last) same += 1;
      else {
        last = window.scrollY;
        same = 0;
      }
      if (same >= 5) resolve(last);
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }));
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

test('touch-move: after touching the king, another piece is refused in words; the article comes with the touch event', async () => {
  const { page, problems } = await openDemo();
  await page.check('#touch-move');
  await page.evaluate(() => document.querySelector('chess-board').ready);
  await mouseDrag(page, 'e2', 'e4');
  await mouseDrag(page, 'e7', 'e5');
  await frames(page);
  const events = await recordEvents(page, ['move', 'illegal', 'select', 'touch']);
  await square(page, 'e1').click(); // touch the king: it must now move
  await frames(page);
  const message = page.locator('chess-board .cb-message');
  await expect(message.textContent()).resolves.toBe('You touched the king on e1, so you must move it.');
  // The words a child reads hold no article number; the touch event carries it for teachers and tools.
  expect((await events()).filter((e) => e.type === 'touch').map((e) => e.detail)).toEqual([
    expect.objectContaining({ square: 'e1', obligation: 'move-piece', article: expect.stringMatching(/^4\.\d/) }),
  ]);
  await square(page, 'g1').click(); // try the knight instead
  await frames(page);
  const refusal = await message.textContent();
  expect(refusal).toMatch(/king/i);
  expect(refusal).not.toMatch(/Article|\d\.\d/);
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

/** Whether the board's `ready` has resolved: a promise still pending loses the race to a task. */
function readyYet(page) {
  return page.evaluate(() => Promise.race([
    document.querySelector('chess-board').ready.then(() => true),
    new Promise((resolve) => { setTimeout(() => resolve(false), 0); }),
  ]));
}

/** A context whose rules wasm is held back on the network until `release()` lets it through. */
async function contextWithHeldRules(options) {
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  const context = await suite.browser.newContext({ reducedMotion: 'reduce', ...options });
  suite.contexts.push(context);
  const wasm = { asked: false };
  await context.route('**/chess-rules.wasm', async (route) => {
    wasm.asked = true;
    await held;
    await route.continue();
  });
  return { context, release, wasm };
}

// A press before the rules arrive, by mouse on a desktop and by finger on a phone in Chinese: the
// board is drawn from its fen, the press is held, shown as pending and said, then played once.
test.each([
  {
    how: 'a drag', options: { viewport: { width: 1280, height: 1000 } }, said: 'almost ready', whole: false,
    press: (page) => mouseDrag(page, 'e2', 'e4'),
  },
  {
    how: 'on a phone in Chinese, a tap-tap', options: { ...PHONE }, said: '棋盘马上就好，请稍等。', whole: true,
    // The demo's language box sets the board's lang; its words load without the rules.
    before: (page) => page.selectOption('#lang', 'zh-Hans'),
    press: async (page) => { await square(page, 'e2').tap(); await square(page, 'e4').tap(); },
  },
])('before the rules arrive, $how is held, shown as pending and said, then played once ready', async ({ options, said, whole, before, press }) => {
  const { context, release, wasm } = await contextWithHeldRules(options);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${suite.site.baseUrl}/demo/`);
  await page.locator('chess-board .cb-pieces > [data-at="e2"]').waitFor();
  expect(await page.evaluate(() => document.querySelector('chess-board').fen)).toBe('');
  expect(wasm.asked).toBe(true);
  await before?.(page);
  const events = await recordEvents(page, ['ready', 'move', 'illegal']);
  await press(page);
  await page.locator('chess-board .cb.is-busy').waitFor();
  await page.waitForFunction(() => document.querySelector('chess-board').shadowRoot.querySelectorAll('.is-pending').length === 2);
  expect(await page.locator('chess-board .is-pending').evaluateAll((cells) => cells.map((cell) => cell.dataset.square).sort())).toEqual(['e2', 'e4']);
  await page.waitForFunction(([words, exact]) => {
    const text = document.querySelector('chess-board').shadowRoot.querySelector('.cb-live').textContent.trim();
    return exact ? text === words : text.includes(words);
  }, [said, whole]);
  expect(await events()).toEqual([]);
  expect(await readyYet(page)).toBe(false);
  release();
  await page.evaluate(() => document.querySelector('chess-board').ready);
  await page.waitForFunction(() => globalThis.__events.some((e) => e.type === 'move'));
  expect((await events()).map((e) => `${e.type} ${e.detail.uci ?? ''}`.trim())).toEqual(['ready', 'move e2e4']);
  expect((await placement(page)).e4).toBe('P');
  expect(await page.locator('chess-board .cb.is-busy').count()).toBe(0);
  expect(await page.locator('chess-board .is-pending').count()).toBe(0);
  expect(errors).toEqual([]);
});

describe('an older browser: a sentence in the page’s language, never a blank board', () => {
  // Each hides one feature the board needs before any page script runs.
  const HIDE = {
    'constructed stylesheets': () => { delete Document.prototype.adoptedStyleSheets; },
    'CSSStyleSheet.replaceSync': () => { delete CSSStyleSheet.prototype.replaceSync; },
    WebAssembly: () => { delete globalThis.WebAssembly; },
    'wasm bulk memory': () => {
      const validate = WebAssembly.validate;
      // memory.fill (0xfc 0x0b) or memory.copy (0xfc 0x0a) make a module invalid, as before bulk memory.
      WebAssembly.validate = (bytes) => {
        const view = new Uint8Array(ArrayBuffer.isView(bytes) ? bytes.buffer : bytes);
        for (let i = 0; i + 1 < view.length; i++) if (view[i] === 0xfc && (view[i + 1] === 0x0a || view[i + 1] === 0x0b)) return false;
        return validate(bytes);
      };
    },
  };

  // What the error event's message names for each.
  const NAMED = {
    'constructed stylesheets': 'adoptedStyleSheets', 'CSSStyleSheet.replaceSync': 'adoptedStyleSheets',
    WebAssembly: 'WebAssembly bulk memory', 'wasm bulk memory': 'WebAssembly bulk memory',
  };

  test.each(Object.keys(HIDE))('without %s', async (feature) => {
    const context = await suite.browser.newContext({ viewport: PHONE.viewport });
    suite.contexts.push(context);
    await context.addInitScript(HIDE[feature]);
    // The board's error events, from before any page script runs (one may come before the page's load).
    await context.addInitScript(() => {
      globalThis.__boardErrors = [];
      document.addEventListener('error', (event) => { if (event instanceof CustomEvent) globalThis.__boardErrors.push(event.detail); }, true);
    });
    // The one-board page, in Chinese: its lang attribute is the page's language.
    await context.route('**/demo/minimal.html', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('<html lang="en">', '<html lang="zh-Hans">') });
    });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => { if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text()); });
    await page.goto(`${suite.site.baseUrl}/demo/minimal.html`);
    await page.evaluate(() => document.querySelector('chess-board').ready);
    expect(await page.evaluate(() => globalThis.__boardErrors)).toEqual([
      { code: 'BROWSER_UNSUPPORTED', message: expect.stringContaining(NAMED[feature]) },
    ]);
    const note = page.locator('chess-board [role="alert"]');
    expect(await note.textContent()).toBe('这个浏览器太旧了，棋盘用不了。请换一个新一点的浏览器（Chrome 100、Safari 16.4、Firefox 101 或更新的版本）。');
    expect(await note.getAttribute('lang')).toBe('zh-Hans');
    expect(await note.isVisible()).toBe(true);
    expect(await page.locator('chess-board [role="grid"]').count()).toBe(0);
    expect(problems).toEqual([]);
    mkdirSync(path.join(ARTIFACTS, 'screenshots'), { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'screenshots', `older-browser-${feature.replace(/[ .]/g, '-')}.png`) });
  });
});

test('coordinates: 12 px on a 390 px phone, 10 px or more at 320, in the squares’ corners, clear of the pieces of the initial position', async () => {
  for (const [width, least] of [[390, 12], [320, 10]]) {
    const { page } = await openDemo({ contextOptions: { ...PHONE, viewport: { width, height: 800 } } });
    await page.evaluate(() => document.fonts.ready);
    const found = await page.evaluate(() => {
      const root = document.querySelector('chess-board').shadowRoot;
      // A letter's ink, found by drawing it eight times larger on a canvas in the span's font and
      // finding its painted pixels (canvas text metrics come rounded to whole pixels, too coarse here).
      const SCALE = 8;
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      const STRETCH = { '75%': 'condensed', '87.5%': 'semi-condensed', '100%': 'normal' };
      const inkOf = (span) => {
        const style = getComputedStyle(span);
        const size = parseFloat(style.fontSize);
        canvas.width = Math.ceil(size * SCALE * 3);
        canvas.height = Math.ceil(size * SCALE * 3);
        context.font = `${style.fontWeight} ${size * SCALE}px ${style.fontFamily}`;
        context.fontStretch = STRETCH[style.fontStretch] ?? 'normal';
        context.textBaseline = 'alphabetic';
        const origin = { x: size * SCALE, y: size * SCALE * 2 };
        context.fillText(span.textContent, origin.x, origin.y);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity];
        for (let y = 0; y < canvas.height; y++) {
          for (let x = 0; x < canvas.width; x++) {
            if (data[(y * canvas.width + x) * 4 + 3] === 0) continue;
            left = Math.min(left, x);
            right = Math.max(right, x + 1);
            top = Math.min(top, y);
            bottom = Math.max(bottom, y + 1);
          }
        }
        // The span's line box is one font size tall (line-height 1), its baseline where the font's
        // ascent and descent put it; its text starts at the box's left edge.
        const metrics = context.measureText(span.textContent);
        const box = span.getBoundingClientRect();
        const baseline = box.top + (size + (metrics.fontBoundingBoxAscent - metrics.fontBoundingBoxDescent) / SCALE) / 2;
        return {
          left: box.left + (left - origin.x) / SCALE, right: box.left + (right - origin.x) / SCALE,
          top: baseline + (top - origin.y) / SCALE, bottom: baseline + (bottom - origin.y) / SCALE,
        };
      };
      const sizes = [];
      const overlaps = [];
      for (const span of root.querySelectorAll('.cb-coord')) {
        sizes.push(parseFloat(getComputedStyle(span).fontSize));
        const ink = inkOf(span);
        const middle = [(ink.left + ink.right) / 2, (ink.top + ink.bottom) / 2];
        const cell = [...root.querySelectorAll('[data-square]')].find((c) => {
          const r = c.getBoundingClientRect();
          return middle[0] >= r.left && middle[0] < r.right && middle[1] >= r.top && middle[1] < r.bottom;
        });
        // Against each drawn part of the piece on that square, with half its outline around it:
        // the piece is a <use> of its <symbol>, whose parts are measured in a copy drawn where it is.
        const use = root.querySelector(`.cb-pieces > [data-at="${cell.dataset.square}"]`);
        const symbol = use && root.querySelector(use.getAttribute('href'));
        const probe = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
        probe.setAttribute('viewBox', '0 0 100 100');
        probe.setAttribute('class', `cb-piece ${symbol ? [...symbol.classList].filter((name) => name !== 'cb-piece-def').join(' ') : ''}`);
        const pieceBox = use ? use.getBoundingClientRect() : null;
        const box = cell.getBoundingClientRect();
        for (const [name, value] of Object.entries({ position: 'fixed', left: `${box.left + box.width * 0.02}px`, top: `${box.top + box.height * 0.02}px`, width: `${box.width * 0.96}px`, height: `${box.height * 0.96}px`, overflow: 'visible' })) probe.style.setProperty(name, value);
        for (const part of symbol ? symbol.children : []) probe.appendChild(part.cloneNode(true));
        root.querySelector('.cb').appendChild(probe);
        if (pieceBox && pieceBox.width === 0) overlaps.push(`the piece on ${cell.dataset.square} is not drawn`);
        for (const part of probe.children) {
          const r = part.getBoundingClientRect();
          const pad = ((parseFloat(getComputedStyle(part).strokeWidth) || 0) * r.width) / (part.getBBox().width || 1) / 2;
          if (ink.right > r.left - pad && ink.left < r.right + pad && ink.bottom > r.top - pad && ink.top < r.bottom + pad) {
            const across = Math.min(ink.right - (r.left - pad), r.right + pad - ink.left);
            const down = Math.min(ink.bottom - (r.top - pad), r.bottom + pad - ink.top);
            overlaps.push(`${span.textContent} on ${cell.dataset.square}: ${across.toFixed(2)} × ${down.toFixed(2)} px`);
          }
        }
        probe.remove();
      }
      return { sizes, overlaps };
    });
    expect(found.sizes).toHaveLength(16);
    expect(Math.min(...found.sizes)).toBeGreaterThanOrEqual(least);
    expect(found.overlaps).toEqual([]);
  }
});
