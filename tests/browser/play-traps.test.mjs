// No traps on /play/, in Chromium on a phone (390 × 844, touch): whatever a child taps among the
// page's controls, at random, a tap-tap and a drag on the board still move a piece. Each run taps
// 1 to 6 controls chosen at random among those on screen and enabled (hint, take back, resign and
// the question's two answers, play again, a new game with its colour and a level, More, turn the
// board, offer a draw, the drawing tools' switch, which a tap does not turn on, and the line that
// turns them off), then goes on as a child would from an ending (play again) or the resignation
// question (keep playing), and plays one move by two taps and one by a drag, each a legal move the
// core gives for the position on the board. PLAY_TRAP_RUNS sets the number of runs (30 by
// default; 200 for the full count). The levels are the two quickest, to keep the
// computer's replies short.
// Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { browserSuite, mouseDrag, openPage, PHONE, square, waitForBoard } from './helpers/browser.mjs';
import { loadRules, openGame, prng } from '../js/rules-load.mjs';

const RUNS = Number(process.env.PLAY_TRAP_RUNS ?? 30);
jest.setTimeout(60000 + RUNS * 15000);

const suite = browserSuite(['chess-rules.wasm', 'chess-search.wasm', 'chess-search-worker.mjs', 'play/index.html', 'play/play.mjs']);

// What a child can tap, by selector. The More section's contents are reached only once it is open.
const CONTROLS = [
  '#hint', '#undo', '#resign', '#resign-keep', '#resign-confirm', '#play-again', '#new-game',
  '#colour-choice input[value="white"]', '#colour-choice input[value="black"]',
  '#level-choice input[value="1"]', '#level-choice input[value="2"]',
  '#more > summary', '#flip', '#offer-draw', '#draw-tools', '#drawing-off', '#claims button', '#retry',
  // the board's own drawing tools, were they ever on screen (its draw mode makes taps draw)
  'chess-board [data-draw="mode"]', 'chess-board [data-draw="clear"]',
];
// Controls a run need not reach: the ways on that goOn takes, what needs a state the runs seldom
// reach, and the drawing tools, which a tap never turns on.
const SELDOM = ['#play-again', '#resign-confirm', '#retry', '#claims button', '#drawing-off',
  'chess-board [data-draw="mode"]', 'chess-board [data-draw="clear"]'];

/** The controls on screen and enabled now. */
const reachable = (page) => page.evaluate((selectors) => selectors.filter((selector) => {
  const inBoard = selector.startsWith('chess-board ');
  const node = inBoard ? document.querySelector('chess-board').shadowRoot.querySelector(selector.slice(12)) : document.querySelector(selector);
  if (!node || node.disabled) return false;
  const box = node.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  // inside a folded <details> (More, closed) a control is not on screen
  if (node.closest('details:not([open])') && !node.closest('summary')) return false;
  if (typeof node.checkVisibility === 'function' && !node.checkVisibility({ visibilityProperty: true })) return false;
  // under an open modal dialog only the dialog's own buttons can be pressed
  const dialog = document.querySelector('dialog[open]');
  return !dialog || dialog.contains(node);
}), CONTROLS);

/** Waits until the page is the child's again: nothing thinking, and either a side's turn shown
 *  (with its king's picture) or the game's ending (a drawn game's line has no picture). */
async function settle(page) {
  try {
    await page.waitForFunction(() => {
      const turn = document.getElementById('turn');
      return !turn.classList.contains('thinking')
        && (turn.querySelector('.play-icon') || !document.getElementById('outcome').hidden);
    }, null, { timeout: 60000 });
  } catch (error) {
    // what the child would see, to tell a trap from a slow machine
    const seen = await page.evaluate(() => ({
      turn: document.getElementById('turn').className + ': ' + document.getElementById('turn').textContent,
      outcome: document.getElementById('outcome').hidden ? 'hidden' : document.getElementById('outcome').textContent,
      dialog: document.querySelector('dialog[open]')?.id ?? 'none',
      fen: document.querySelector('chess-board').fen,
    }));
    throw new Error(`the page did not settle in 60 s: ${JSON.stringify(seen)}`, { cause: error });
  }
}

/** From an ending or the resignation question, the way on a child takes. */
async function goOn(page) {
  if (await page.locator('#resign-dialog[open]').count()) await page.locator('#resign-keep').tap();
  await settle(page);
  if (await page.locator('#play-again').isVisible()) {
    await page.locator('#play-again').tap();
    await settle(page);
  }
}

const plies = (page) => page.evaluate(() => document.querySelector('chess-board').history().length);

/** A legal move of the side to move on the board (no promotion: that asks for a piece). */
async function someMove(page, rules, random) {
  const fen = await page.evaluate(() => document.querySelector('chess-board').fen);
  const moves = openGame(rules, fen).moves().filter((move) => move.uci.length === 4);
  return moves[Math.floor(random() * moves.length)].uci;
}

/** Plays `uci` the child's way (`how`: 'tap' or 'drag') and waits until the board has it. */
async function childMoves(page, uci, how) {
  const before = await plies(page);
  if (how === 'tap') {
    await square(page, uci.slice(0, 2)).tap();
    await square(page, uci.slice(2, 4)).tap();
  } else await mouseDrag(page, uci.slice(0, 2), uci.slice(2, 4));
  await page.waitForFunction(({ n, want }) => {
    const history = document.querySelector('chess-board').history({ verbose: true });
    return history.length > n && history[n].uci === want;
  }, { n: before, want: uci }, { timeout: 20000 });
}

test(`after ${RUNS} random runs of the controls a tap and a drag still move a piece`, async () => {
  const rules = await loadRules();
  const random = prng(20261206);
  const { page, problems, context } = await openPage(suite.browser, `${suite.site.baseUrl}/play/`, { contextOptions: { ...PHONE, locale: 'zh-CN' } });
  const tapped = [];
  try {
    await waitForBoard(page);
    await settle(page);
    for (let run = 0; run < RUNS; run += 1) {
      const taps = 1 + Math.floor(random() * 6);
      const sequence = [];
      for (let n = 0; n < taps; n += 1) {
        const choices = await reachable(page);
        const choice = choices[Math.floor(random() * choices.length)];
        sequence.push(choice);
        // forced: an earlier tap may have set the computer thinking since the list was read, and a
        // child's tap on a control that became disabled meanwhile does nothing, as here
        await page.locator(choice).first().tap({ force: true });
      }
      tapped.push(sequence);
      await goOn(page);
      // the child's move by two taps; the computer answers; then one by a drag
      for (const how of ['tap', 'drag']) {
        await childMoves(page, await someMove(page, rules, random), how);
        await goOn(page);
      }
    }
    // every control a child can reach was tapped in some run
    const used = new Set(tapped.flat());
    expect(CONTROLS.filter((selector) => !used.has(selector) && RUNS >= 30 && !SELDOM.includes(selector))).toEqual([]);
    expect(await page.evaluate(() => document.querySelector('chess-board').hasAttribute('draw'))).toBe(false);
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});
