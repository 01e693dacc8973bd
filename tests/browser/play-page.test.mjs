// The "play the computer" page (/play/) in Debian's Chromium, served with the strict CSP: the
// search worker and its wasm load from 'self' with no violation, the child plays by clicking, the
// computer answers through the worker, the board stays responsive, and the page speaks three languages.
// Needs a built dist/ (`node scripts/build.mjs`; `npm test` builds first).
import { jest } from '@jest/globals';
import {
  browserSuite, openPage, placement, square, waitForBoard,
} from './helpers/browser.mjs';

jest.setTimeout(90000);

const suite = browserSuite(['chess-lesson.mjs', 'chess-rules.mjs', 'chess-rules.wasm', 'chess-search.wasm',
    'chess-search-worker.mjs', 'play/index.html', 'play/play.mjs', 'play/play.css']);

async function openPlay(options) {
  const opened = await openPage(suite.browser, `${suite.site.baseUrl}/play/`, options);
  suite.contexts.push(opened.context);
  await waitForBoard(opened.page);
  // The page has started its first game when the status line names whose move it is.
  await opened.page.waitForFunction(() => /move|走棋/.test(document.getElementById('status').textContent));
  return opened;
}

/** Clicks one square and then another: a tap move. */
async function clickMove(page, from, to) {
  await square(page, from).click();
  await square(page, to).click();
}

function plies(page) {
  return page.evaluate(() => document.querySelector('chess-board').history().length);
}

test('the page loads with zero CSP violations; the child plays e2e4 by clicking and the computer answers via the worker', async () => {
  const { page, problems } = await openPlay();
  expect(await page.locator('main h1').count()).toBe(1);
  const workers = [];
  page.on('worker', (worker) => workers.push(worker.url()));

  await clickMove(page, 'e2', 'e4');
  expect(await placement(page)).toMatchObject({ e4: 'P' });
  const started = Date.now();
  await page.waitForFunction(() => document.querySelector('chess-board').history().length === 2, null, { timeout: 10000 });
  const answeredMs = Date.now() - started;
  expect(answeredMs).toBeLessThan(5000);
  expect(workers.some((url) => url.endsWith('/chess-search-worker.mjs'))).toBe(true);

  // The reply is a legal black move that the board shows, and it is the child's turn again.
  const state = await page.evaluate(() => {
    const board = document.querySelector('chess-board');
    return { turn: board.turn(), last: board.history({ verbose: true })[1], status: document.getElementById('status').textContent };
  });
  expect(state.turn).toBe('w');
  expect(state.last.color).toBe('b');
  expect(state.status).toMatch(/Your move/);
  expect((await placement(page))[state.last.to]).toBe(state.last.piece);

  // The board still takes the child's moves: a second move by clicking, and another reply.
  await clickMove(page, 'g1', 'f3');
  await page.waitForFunction(() => document.querySelector('chess-board').history().length === 4, null, { timeout: 10000 });
  expect(await plies(page)).toBe(4);

  // "Take back" takes back the child's move with the computer's reply, and the child moves again.
  await page.locator('chess-board [data-action="undo"]').click();
  await page.waitForFunction(() => document.querySelector('chess-board').history().length === 2, null, { timeout: 10000 });
  await page.waitForTimeout(500); // the computer does not move in the child's turn
  expect(await page.evaluate(() => document.querySelector('chess-board').turn())).toBe('w');
  expect(await plies(page)).toBe(2);
  expect(await placement(page)).toMatchObject({ g1: 'N' });
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('playing Black, the computer opens; while it thinks the page keeps running and the board takes no input', async () => {
  const { page, problems } = await openPlay();
  await page.locator('input[name="colour"][value="black"]').check();
  await page.selectOption('#level', '5');
  await page.click('#new-game');
  // The computer (White) moves first; meanwhile the page's thread stays free to run timers.
  const ticks = await page.evaluate(() => new Promise((resolve) => {
    let count = 0;
    const timer = setInterval(() => { count++; }, 10);
    const check = () => {
      if (document.querySelector('chess-board').history().length >= 1) {
        clearInterval(timer);
        resolve(count);
      } else requestAnimationFrame(check);
    };
    check();
  }));
  expect(ticks).toBeGreaterThan(5); // at least the 350 ms the page lets a reply take, in 10 ms ticks
  expect(await page.evaluate(() => document.querySelector('chess-board').getAttribute('orientation'))).toBe('black');
  expect(await page.evaluate(() => document.querySelector('chess-board').turn())).toBe('b');

  // Just after the child's move the board takes no input and says that the computer is thinking
  // (a reply takes at least 350 ms); after the reply it takes input again. The board says whether
  // it takes input in its grid's aria-disabled, drawn in the frame after a change: it is read in
  // a frame asked for after the lock, so after the board's own redraw.
  await page.evaluate(() => {
    const board = document.querySelector('chess-board');
    globalThis.__takesNoInput = () => new Promise((resolve) => {
      requestAnimationFrame(() => resolve(board.shadowRoot.querySelector('[role="grid"]').getAttribute('aria-disabled') === 'true'));
    });
    board.addEventListener('move', (event) => {
      if (event.detail.by !== 'user') return;
      setTimeout(() => {
        const status = document.getElementById('status').textContent;
        globalThis.__takesNoInput().then((locked) => { globalThis.__during = { locked, status }; });
      }, 50);
    }, { once: true });
  });
  await clickMove(page, 'e7', 'e5');
  await page.waitForFunction(() => document.querySelector('chess-board').history().length === 3, null, { timeout: 10000 });
  expect(await page.evaluate(() => globalThis.__during)).toEqual({ locked: true, status: 'The computer is thinking…' });
  expect(await page.evaluate(() => globalThis.__takesNoInput())).toBe(false);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('the language switch changes the page, the board and the outcome; a checkmate is explained in a child’s words', async () => {
  const { page, problems } = await openPlay();
  await page.selectOption('#lang', 'zh-Hans');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
  expect(await page.locator('h1').textContent()).toBe('和电脑下棋');
  expect(await page.evaluate(() => document.querySelector('chess-board').getAttribute('lang'))).toBe('zh-Hans');
  // Fool's mate against the child: set the position just before Black's mating move, with the
  // computer to move at level 5, which sees the mate in one.
  await page.selectOption('#level', '5');
  await page.click('#new-game'); // options apply from the next game
  await page.evaluate(() => document.querySelector('chess-board').setPosition('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2'));
  await page.waitForFunction(() => document.querySelector('chess-board').outcome().result !== '*', null, { timeout: 10000 });
  expect(await page.locator('#outcome').isVisible()).toBe(true);
  const outcome = await page.evaluate(() => document.querySelector('chess-board').outcome());
  expect(outcome).toMatchObject({ result: '0-1', reason: 'checkmate', message: expect.stringMatching(/^黑方胜：/) });
  expect(await page.locator('#outcome-result').textContent()).toBe(outcome.message);
  const rule = await page.locator('#outcome-rule').textContent();
  expect(rule).toContain('将死');
  // The child reads it: no article numbers.
  expect(rule).not.toMatch(/第|条|\d\.\d/);
  expect(await page.locator('#status').textContent()).toBe('电脑赢了这一局。');
  await page.selectOption('#lang', 'en');
  await page.waitForFunction(() => /^Checkmate/.test(document.getElementById('outcome-rule').textContent));
  expect(await page.locator('#outcome-rule').textContent()).not.toMatch(/Article|\d\.\d/);
  expect(problems()).toEqual({ csp: [], errors: [] });
});
