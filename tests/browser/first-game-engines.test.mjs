// The first game (lessons/first-game.json) in Chromium, Firefox and WebKit, by mouse taps at a
// phone's size: the warm-up's coach says the mate in one and lights the rook, the child mates;
// then in the whole game the computer (the search worker) answers the child's first move and the
// coach speaks again, no move on the board but those two. On a small phone (320 × 568; WebKit's
// narrowest window, 447 × 568): the board as large as the height leaves, every word whole (no part
// of the lesson scrolls on its own), the button to tap next on screen, when each step opens, after a
// wrong move in the warm-up (taken back by 再试一次, the coach's words back) and after the mate.
// Saves a screenshot of each into test-artifacts/first-game/. Needs dist/.
import { jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, requireDist } from './helpers/browser.mjs';
import { ENGINES, launchEngine, phoneSize, startEngineSite, tapMove } from './helpers/engines.mjs';
import ZH_HANS from '../../web/i18n/lesson.zh-Hans.mjs';
import ZH_HANT from '../../web/i18n/lesson.zh-Hant.mjs';
import EN from '../../web/i18n/lesson.en.mjs';

jest.setTimeout(240000);

const WORDS = { 'zh-Hans': ZH_HANS, 'zh-Hant': ZH_HANT, en: EN };

/** The lesson's state, its language, the board's FEN, the status line and the lit squares. */
const shown = (page) => page.evaluate(() => {
  const lesson = document.querySelector('chess-lesson');
  const root = lesson?.shadowRoot;
  const board = root?.querySelector('chess-board');
  return {
    step: lesson?.dataset.step ?? null,
    state: lesson?.dataset.state ?? null,
    lang: root?.querySelector('.cl')?.lang ?? null,
    fen: board?.fen ?? null,
    status: root?.querySelector('.cl-progress')?.textContent ?? null,
    lit: board ? [...board.shadowRoot.querySelectorAll('[data-square][data-highlight="hint"]')].map((cell) => cell.dataset.square).sort() : [],
  };
});

const waitForStep = (page, stepId, state) => page.waitFor(({ id, want }) => {
  const lesson = document.querySelector('chess-lesson');
  return lesson?.dataset.step === id && lesson.dataset.state === want;
}, { id: stepId, want: state }, { what: `step ${stepId} ${state}` });

const SHOTS = path.join(ARTIFACTS, 'first-game');

/**
 * What a small phone shows of the lesson: the board's size; the parts whose words are cut (a part
 * whose scrollHeight passes its clientHeight, or any box in the lesson that scrolls up and down on
 * its own); the parts shown that end below the screen; and whether `button` (a selector in the
 * lesson) is on screen.
 */
const fitted = (page, button) => page.evaluate((wanted) => {
  const root = document.querySelector('chess-lesson').shadowRoot;
  const shown = (node) => node && node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden';
  const board = root.querySelector('chess-board').getBoundingClientRect();
  const cut = [];
  for (const node of root.querySelectorAll('.cl *')) {
    // the grown-ups' part (folded, under the screen), the board's own parts, and what is there for
    // a screen reader alone (the step count, 1 px)
    if (!shown(node) || node.closest('.cl-grownups, chess-board') || node.getBoundingClientRect().width <= 1) continue;
    const boxed = /(auto|scroll|hidden)/.test(getComputedStyle(node).overflowY);
    if ((boxed || /cl-(text|progress|feedback)/.test(node.className)) && node.scrollHeight > node.clientHeight + 1) cut.push(`${node.className} ${node.scrollHeight}/${node.clientHeight}`);
  }
  const below = ['.cl-text', '.cl-progress', '.cl-feedback', '.cl-nav'].filter((sel) => {
    const node = root.querySelector(sel);
    return shown(node) && node.textContent.trim() !== '' && node.getBoundingClientRect().bottom > innerHeight + 0.5;
  });
  const tap = root.querySelector(wanted);
  const box = shown(tap) ? tap.getBoundingClientRect() : null;
  return { board: Math.round(Math.min(board.width, board.height)), cut, below, button: Boolean(box && box.top >= 0 && box.bottom <= innerHeight + 0.5), width: innerWidth };
}, button);

describe.each(ENGINES)('%s', (engineName) => {
  let site;
  let engine;
  beforeAll(async () => {
    requireDist(['lesson/first-game/index.html', 'lessons/first-game.json', 'chess-search.wasm']);
    site = await startEngineSite(engineName);
    engine = await launchEngine(engineName);
  });
  afterAll(async () => {
    await engine?.close();
    await site?.close();
  });

  test('the coach speaks, the child mates; in the whole game the computer answers', async () => {
    const page = await engine.newPage({ site, ...phoneSize(engineName) });
    try {
      await page.goto(`${site.baseUrl}/lesson/first-game/`);
      await waitForStep(page, 'meet-the-coach', 'ready');
      // the board draws its marks in its next frame
      await page.waitFor(() => document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board')
        .shadowRoot.querySelector('[data-highlight="hint"]') !== null, null, { what: 'the coach\'s lit square' });
      let now = await shown(page);
      expect(now.status).toBe(WORDS[now.lang].coachMate);
      expect(now.lit).toEqual(['a1']);
      await tapMove(page, 'a1a8');
      await waitForStep(page, 'meet-the-coach', 'solved');
      expect((await shown(page)).fen.split(' ')[0]).toBe('R5k1/5ppp/8/8/8/8/5PPP/6K1');

      await page.goto(`${site.baseUrl}/lesson/first-game/?step=first-game`);
      await waitForStep(page, 'first-game', 'ready');
      now = await shown(page);
      expect(now.status).toBe(WORDS[now.lang].gameYourMove);
      await tapMove(page, 'e2e4');
      // the computer's answer: White to move again, two moves from the start
      const after = await page.waitFor(() => {
        const board = document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board');
        const [placement, turn, , , , fullmove] = board.fen.split(' ');
        return turn === 'w' && fullmove === '2' ? placement : null;
      }, null, { what: 'the computer\'s answer' });
      expect(after).toMatch(/4P3/);
      now = await shown(page);
      expect(now.state).toBe('ready');
      expect(Object.keys(WORDS[now.lang]).filter((key) => /^(coach|gameYourMove)/.test(key)).map((key) => WORDS[now.lang][key])).toContain(now.status);
      expect(await page.errors()).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('a small phone: the board as large as fits, every word whole, the next button on screen; a wrong warm-up move is tried again', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const width = engineName === 'webkit' ? 447 : 320;
    const page = await engine.newPage({ site, width, height: 568 });
    const look = async (what, button, minBoard) => {
      const seen = await fitted(page, button);
      await page.screenshot(path.join(SHOTS, `${engineName}-${width}x568-${what}.png`));
      expect([what, seen.cut, seen.below, seen.button]).toEqual([what, [], [], true]);
      // before: 193 px at 320 × 568 (the words cut, in a box that scrolled); the page's header and
      // title, the lesson's dots, two or three lines of words, the coach's three and the bar leave this
      expect([what, seen.board >= minBoard]).toEqual([what, true]);
      return seen;
    };
    try {
      await page.goto(`${site.baseUrl}/lesson/first-game/`);
      await waitForStep(page, 'meet-the-coach', 'ready');
      await page.waitFor(() => document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board')
        .shadowRoot.querySelector('[data-highlight="hint"]') !== null, null, { what: 'the coach\'s lit square' });
      const lang = (await shown(page)).lang;
      const opened = await look('warm-up', '.cl-hint', 220);
      // a move that does not mate: the words say why, the computer's answer shows it, 再试一次 brings the position back
      await tapMove(page, 'a1a2');
      await page.waitFor(() => {
        const root = document.querySelector('chess-lesson').shadowRoot;
        const again = root.querySelector('.cl-try-again');
        return again && !again.hidden && root.querySelector('chess-board').fen.split(' ')[1] === 'w';
      }, null, { what: 'the wrong move shown, and the answer to it' });
      expect((await shown(page)).status).not.toBe(null);
      const wrong = await look('warm-up-wrong', '.cl-try-again', opened.board);
      expect(wrong.board).toBe(opened.board);
      expect(await page.evaluate(() => document.querySelector('chess-lesson').shadowRoot.querySelector('.cl-feedback').textContent))
        .toBe(WORDS[lang].NOT_MATE_NO_CHECK);
      await page.evaluate(() => document.querySelector('chess-lesson').shadowRoot.querySelector('.cl-try-again').click());
      await page.waitFor(() => document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board')
        .shadowRoot.querySelector('[data-highlight="hint"]') !== null, null, { what: 'the coach\'s lit square, again' });
      let now = await shown(page);
      expect([now.fen, now.status, now.lit]).toEqual(['6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1', WORDS[lang].coachMate, ['a1']]);
      await tapMove(page, 'a1a8');
      await waitForStep(page, 'meet-the-coach', 'solved');
      await look('warm-up-solved', '.cl-next', opened.board);

      await page.goto(`${site.baseUrl}/lesson/first-game/?step=first-game`);
      await waitForStep(page, 'first-game', 'ready');
      now = await shown(page);
      expect(now.status).toBe(WORDS[now.lang].gameYourMove);
      await look('game', '.cl-hint', 220);
      expect(await page.errors()).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
