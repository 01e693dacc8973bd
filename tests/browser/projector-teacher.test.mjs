// The projector mode's answers for the goals with no single move, its step keys on /play/ and a
// projected worksheet diagram drawn on, in Chromium and Firefox ESR at 1920 × 1080 (teachers' tools:
// WebKit runs the mode's sizes in projector.test.mjs). A (the answer key):
//   - a set-up step marks every square of the lesson's target board and names each piece on its
//     square in Chinese (白王e1), as the target's FEN field, read here, says;
//   - a star hunt draws a route: arrows one after another from the star piece, at most the step's
//     moves, ending on every star (the rule of the goal);
//   - a whole game says it has no single answer.
// On /play/, after a move and the computer's reply, PageUp steps back into the game (each position
// as chess.js plays the same moves), PageDown and → forward. A worksheet's projected diagram is a
// board at least 900 px high with the question's position (its data-fen, by chess.js), on which the
// ✎ tool and a drag draw an arrow. Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { Chess } from 'chess.js';
import { enginePageSuite } from './helpers/engines.mjs';
import { lessonFile } from './helpers/lesson.mjs';

jest.setTimeout(240000);

const PROJECTOR = { width: 1920, height: 1080 };
const MIN_BOARD = 900;
const CHINESE = { k: '王', q: '后', r: '车', b: '象', n: '马', p: '兵' };

/** A FEN board field as [{square, piece}]. */
function piecesOf(field) {
  const out = [];
  field.split('/').forEach((row, n) => {
    let file = 0;
    for (const char of row) {
      if (/\d/.test(char)) file += Number(char);
      else out.push({ square: `${'abcdefgh'[file++]}${8 - n}`, piece: char });
    }
  });
  return out;
}

const refuseFullscreen = () => {
  Element.prototype.requestFullscreen = () => Promise.reject(new TypeError('full screen is not granted in this test'));
};

describe.each(['chromium', 'firefox'])('%s', (engineName) => {
  let site;
  let page;
  enginePageSuite(engineName, PROJECTOR, (opened) => ({ site, page } = opened), {
    files: ['play/index.html', 'lesson/setup/index.html', 'lesson/mate-in-one/print/index.html'],
  });

  /** Opens a lesson at a step in projector mode, zh-Hans, and presses A: what the board and the words show. */
  async function answerOf(lesson, step) {
    await page.goto(`${site.baseUrl}/lesson/${lesson}/?step=${step}`);
    await page.waitFor(() => document.querySelector('chess-lesson')?.dataset.state === 'ready' && !document.getElementById('projector').hidden
      && Boolean(document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board')?.shadowRoot?.querySelector('.cb-board')), null, { what: 'the lesson ready' });
    await page.evaluate(refuseFullscreen);
    await page.clickSelector('#projector');
    await page.waitFor(() => document.querySelector('chess-lesson').hasAttribute('projector'), null, { what: 'projected' });
    // the lesson in Chinese, as a teacher's menu chooses it
    await page.evaluate(() => document.querySelector('chess-lesson').setAttribute('lang', 'zh-Hans'));
    // the page follows (its words and the projector's loaded): nothing is left loading when the next test leaves it
    await page.waitFor(() => document.querySelector('chess-lesson').shadowRoot.querySelector('[data-action="answer"]')?.textContent === '答案'
      && document.documentElement.lang === 'zh-Hans' && document.getElementById('projector').textContent === '退出投影', null, { what: 'the lesson and the page in zh-Hans' });
    await page.evaluate(() => document.activeElement?.blur());
    await page.press('a');
    await page.waitFor(() => /答案|没有唯一/.test(document.querySelector('chess-lesson').shadowRoot.querySelector('.cl-feedback')?.textContent ?? ''), null, { what: 'the answer in words' });
    // the board draws the answer's marks and arrows on its next animation frame, after the words
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.evaluate(() => {
      const lessonRoot = document.querySelector('chess-lesson').shadowRoot;
      const board = lessonRoot.querySelector('chess-board').shadowRoot;
      return {
        words: lessonRoot.querySelector('.cl-feedback').textContent,
        good: [...board.querySelectorAll('[data-square][data-highlight="good"]')].map((cell) => cell.dataset.square).sort(),
        arrows: [...board.querySelectorAll('.cb-arrow[data-kind="good"]')].map((arrow) => ({ from: arrow.dataset.from, to: arrow.dataset.to })),
      };
    });
  }

  test('A on a set-up step marks where each piece goes and names it', async () => {
    const step = lessonFile('setup').steps.find((each) => each.goal.kind === 'setup');
    const shown = await answerOf('setup', step.id);
    const target = piecesOf(step.goal.board);
    expect(shown.good).toEqual(target.map(({ square }) => square).sort());
    for (const { square, piece } of target) {
      expect(shown.words).toContain(`${piece === piece.toUpperCase() ? '白' : '黑'}${CHINESE[piece.toLowerCase()]}${square}`);
    }
    expect(await page.errors()).toEqual([]);
  });

  test('A on a star hunt draws a route through every star', async () => {
    const step = lessonFile('knight').steps.find((each) => each.goal.kind === 'collect-stars' && each.goal.stars.length >= 3);
    const shown = await answerOf('knight', step.id);
    expect(shown.arrows.length).toBeGreaterThan(0);
    expect(shown.arrows.length).toBeLessThanOrEqual(step.goal.maxMoves);
    expect(shown.arrows[0].from).toBe(step.goal.piece);
    shown.arrows.slice(1).forEach((arrow, n) => expect(arrow.from).toBe(shown.arrows[n].to));
    for (const star of step.goal.stars) expect(shown.arrows.map((arrow) => arrow.to)).toContain(star);
    // each square named after the first move, the knight as 马
    expect(shown.words).toContain(`马${shown.arrows[0].to}`);
    expect(await page.errors()).toEqual([]);
  });

  test('A on a whole game says there is no single answer', async () => {
    const step = lessonFile('first-game').steps.find((each) => each.goal.kind === 'game');
    const shown = await answerOf('first-game', step.id);
    expect(shown.words).toContain('没有唯一的答案');
    expect(await page.errors()).toEqual([]);
  });

  test('/play/ projected: PageUp steps back into the game\'s moves, PageDown and → forward', async () => {
    await page.goto(`${site.baseUrl}/play/`);
    await page.waitFor(() => document.querySelector('#board-box chess-board')?.fen && !document.getElementById('projector').hidden
      && document.querySelector('#board-box chess-board').turn() === 'w', null, { what: 'the game, White to move' });
    await page.evaluate(refuseFullscreen);
    await page.clickSelector('#projector');
    await page.waitFor(() => document.documentElement.dataset.projector === 'play', null, { what: 'projected' });
    // e2-e4 by the mouse, then the computer's reply
    const centre = (square) => page.evaluate((name) => {
      const box = document.querySelector('#board-box chess-board').shadowRoot.querySelector(`[data-square="${name}"]`).getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }, square);
    const e2 = await centre('e2');
    const e4 = await centre('e4');
    await page.click(e2.x, e2.y);
    await page.click(e4.x, e4.y);
    await page.waitFor(() => document.querySelector('#board-box chess-board').history().length === 2, null, { what: 'the computer\'s reply' });
    const played = await page.evaluate(() => document.querySelector('#board-box chess-board').history());
    const chess = new Chess();
    const fens = [chess.fen()];
    for (const san of played) { chess.move(san); fens.push(chess.fen()); }
    const at = (plies) => page.waitFor((wanted) => document.querySelector('#board-box chess-board').history().length === wanted, plies, { what: `${plies} plies` });
    const fen = () => page.evaluate(() => document.querySelector('#board-box chess-board').fen);
    // the board keeps the focus after the mouse's move: the clicker's page keys step all the same
    await page.press('PageUp');
    await at(1);
    expect(await fen()).toBe(fens[1]);
    expect(await page.evaluate(() => document.getElementById('replay').hidden)).toBe(false);
    await page.press('PageUp');
    await at(0);
    expect(await fen()).toBe(fens[0]);
    await page.press('PageDown');
    await at(1);
    // a click beside the board gives the arrows back to the page: → steps too
    await page.clickSelector('#turn');
    await page.press('ArrowRight');
    await at(2);
    expect(await fen()).toBe(fens[2]);
    await page.press('Escape');
    await page.waitFor(() => !document.documentElement.dataset.projector, null, { what: 'left' });
    expect(await page.errors()).toEqual([]);
  });

  test('a projected worksheet diagram is a board at least 900 px high, drawn on with ✎ and a drag', async () => {
    await page.goto(`${site.baseUrl}/lesson/mate-in-one/print/?lang=zh-Hans`);
    await page.waitFor(() => document.body.dataset.ready && document.querySelector('.projector-toggle')?.textContent, null, { what: 'the worksheet' });
    await page.evaluate(refuseFullscreen);
    await page.clickSelector('.projector-toggle');
    await page.waitFor(() => Boolean(document.querySelector('[data-step].is-projected chess-board[data-shown]')), null, { what: 'the projected board' });
    const shown = await page.evaluate(() => {
      const step = document.querySelector('[data-step].is-projected');
      const board = step.querySelector('chess-board');
      const squares = board.shadowRoot.querySelector('.cb-board').getBoundingClientRect();
      const svg = step.querySelector('figure svg').getBoundingClientRect();
      return { fen: step.dataset.fen, board: board.fen, height: squares.height, bottom: squares.bottom, svg: svg.height };
    });
    expect(shown.height).toBeGreaterThanOrEqual(MIN_BOARD);
    expect(shown.bottom).toBeLessThanOrEqual(PROJECTOR.height);
    expect(shown.svg).toBe(0); // the printed diagram is for paper
    expect(shown.board.split(' ')[0]).toBe(new Chess(shown.fen).fen().split(' ')[0]);
    // ✎, then a drag from e2 to e4 draws an arrow, as a pen on a whiteboard does
    const tool = await page.evaluate(() => {
      const box = document.querySelector('[data-step].is-projected chess-board').shadowRoot.querySelector('[data-draw="mode"]').getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    await page.click(tool.x, tool.y);
    await page.waitFor(() => document.querySelector('[data-step].is-projected chess-board').shadowRoot.querySelector('[data-draw="mode"]').getAttribute('aria-pressed') === 'true', null, { what: 'draw mode' });
    const cell = (square) => page.evaluate((name) => {
      const box = document.querySelector('[data-step].is-projected chess-board').shadowRoot.querySelector(`[data-square="${name}"]`).getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }, square);
    await page.drag(await cell('e2'), await cell('e4'));
    await page.waitFor(() => document.querySelector('[data-step].is-projected chess-board').drawings().arrows.length === 1, null, { what: 'the arrow drawn' });
    expect(await page.evaluate(() => document.querySelector('[data-step].is-projected chess-board').drawings().arrows.map(({ from, to }) => `${from}${to}`))).toEqual(['e2e4']);
    if (process.env.SHOT_DIR) await page.screenshot(`${process.env.SHOT_DIR}/${engineName}-diagram-drawn.png`);
    expect(await page.errors()).toEqual([]);
  });
});
