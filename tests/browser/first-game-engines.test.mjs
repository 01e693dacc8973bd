// The first game (lessons/first-game.json) in Chromium, Firefox and WebKit, by mouse taps at a
// phone's size: the warm-up's coach says the mate in one and lights the rook, the child mates;
// then in the whole game the computer (the search worker) answers the child's first move and the
// coach speaks again, no move on the board but those two. Needs dist/.
import { jest } from '@jest/globals';
import { requireDist } from './helpers/browser.mjs';
import { ENGINES, launchEngine, phoneSize, startEngineSite } from './helpers/engines.mjs';
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

async function squareCentre(page, square) {
  return page.evaluate((name) => {
    const board = document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board');
    const cell = board.shadowRoot.querySelector(`[data-square="${name}"]`);
    cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const box = cell.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, square);
}

async function tapMove(page, uci) {
  for (const square of [uci.slice(0, 2), uci.slice(2, 4)]) {
    const { x, y } = await squareCentre(page, square);
    await page.click(x, y);
  }
}

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
});
