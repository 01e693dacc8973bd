// The projector mode (web/site/projector.mjs, web/lesson/projector.mjs) at a classroom projector's
// 1920 × 1080, in Chromium, Firefox ESR and WebKitGTK: for a lesson, /play/ and a worksheet's
// diagram, the board is at least 900 px high and fits the screen, and every word shown is at least
// 28 px (pinyin over the characters, and the letters of a diagram's coordinates, aside: the pinyin is
// measured and reported on its own). Then, in Chromium: a presenter's keys step forward and back,
// H shows the hint, A the answer (the mate chess.js finds, drawn as an arrow, named in the words),
// the answer played on the board solves the step, the board's draw toggle shows its state, Esc
// leaves; and axe-core finds no violation in the three modes. Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import path from 'node:path';
import { Chess } from 'chess.js';
import { browserSuite, openPage, ROOT } from './helpers/browser.mjs';
import { ENGINES, enginePageSuite } from './helpers/engines.mjs';
import { lessonFile } from './helpers/lesson.mjs';

jest.setTimeout(240000);

const PROJECTOR = { width: 1920, height: 1080 };
const MIN_BOARD = 900; // px high, at 1920 × 1080 (issue 31)
const MIN_WORDS = 28; // px, at 1920 × 1080 (issue 31)
const LESSON = 'mate-in-one';

/**
 * In the page: the board's squares (`board`: 'lesson', 'play' or 'diagram') and the size of every
 * word shown: the text of the page and of the lesson's shadow root, and the board's drawing tools;
 * not what is out of sight for screen readers (clipped), and not a diagram's coordinates (SVG text).
 * Pinyin (<rt>) is listed apart.
 */
function measure(board) {
  const host = document.querySelector('chess-lesson');
  const squares = {
    lesson: () => host.shadowRoot.querySelector('chess-board').shadowRoot.querySelector('.cb-board'),
    play: () => document.querySelector('#board-box chess-board').shadowRoot.querySelector('.cb-board'),
    diagram: () => document.querySelector('[data-step].is-projected figure chess-board').shadowRoot.querySelector('.cb-board'),
  }[board]();
  const hidden = (element) => {
    for (let node = element; node; node = node.parentElement ?? node.getRootNode().host) {
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || style.clipPath !== 'none' || (style.clip && style.clip !== 'auto')) return true;
    }
    return false;
  };
  const words = [];
  const pinyin = [];
  const walk = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.ELEMENT_NODE) {
        if (node.localName === 'chess-board') {
          const tools = node.shadowRoot?.querySelector('.cb-draw');
          if (tools) walk(tools);
        } else if (node.shadowRoot) walk(node.shadowRoot);
        continue;
      }
      const parent = node.parentElement;
      if (!node.textContent.trim() || !parent || parent.closest('svg, option, script, style, title')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width < 1 || box.height < 1 || hidden(parent)) continue;
      const entry = { text: node.textContent.trim().slice(0, 30), size: parseFloat(getComputedStyle(parent).fontSize) };
      (parent.closest('rt') ? pinyin : words).push(entry);
    }
  };
  walk(document.body);
  const rect = squares.getBoundingClientRect();
  words.sort((a, b) => a.size - b.size);
  return {
    board: { width: Math.round(rect.width), height: Math.round(rect.height), top: Math.round(rect.top), bottom: Math.round(rect.bottom) },
    viewport: { width: innerWidth, height: innerHeight },
    words: words.length,
    smallest: words.slice(0, 3),
    pinyin: pinyin.length ? Math.min(...pinyin.map((entry) => entry.size)) : null,
    scrolled: document.scrollingElement.scrollTop,
    fullscreen: Boolean(document.fullscreenElement),
  };
}

function expectLarge(result) {
  expect(result.viewport).toEqual(PROJECTOR);
  expect(result.board.height).toBeGreaterThanOrEqual(MIN_BOARD);
  expect(result.board.top).toBeGreaterThanOrEqual(0);
  expect(result.board.bottom).toBeLessThanOrEqual(result.viewport.height);
  expect(result.words).toBeGreaterThan(3);
  expect(result.smallest[0].size).toBeGreaterThanOrEqual(MIN_WORDS);
  expect(result.scrolled).toBe(0);
}

/** The lesson's step is ready for input and its board drawn. */
/** Full screen refused, as WebKitGTK may refuse it: the mode lays out in the window, measured at the
 *  window's 1920 × 1080 (a headless browser's full screen is its own virtual screen's size, 1366 × 768
 *  in Firefox, not the projector's). */
const refuseFullscreen = () => {
  Element.prototype.requestFullscreen = () => Promise.reject(new TypeError('full screen is not granted in this test'));
};

const lessonReady = () => document.querySelector('chess-lesson')?.dataset.state === 'ready'
  && Boolean(document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board')?.shadowRoot?.querySelector('.cb-board'));

describe.each(ENGINES)('%s at 1920 × 1080', (engineName) => {
  let site;
  let page;
  enginePageSuite(engineName, PROJECTOR, (opened) => ({ site, page } = opened));

  test('a lesson: the board at least 900 px high, its words at least 28 px', async () => {
    await page.goto(`${site.baseUrl}/lesson/${LESSON}/`);
    await page.waitFor(lessonReady, null, { what: 'the lesson ready' });
    await page.waitFor(() => !document.getElementById('projector').hidden && document.getElementById('projector').textContent, null, { what: 'the projector button' });
    await page.evaluate(refuseFullscreen);
    await page.clickSelector('#projector');
    await page.waitFor(() => document.documentElement.dataset.projector === 'lesson' && document.querySelector('chess-lesson').hasAttribute('projector')
      && Boolean(document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board').shadowRoot.querySelector('.cb-draw')), null, { what: 'the lesson projected, with the drawing tools' });
    const result = await page.evaluate(measure, 'lesson');
    console.log(engineName, 'lesson', JSON.stringify(result));
    expectLarge(result);
    // the bar's buttons, 答案 among them, are on screen
    const nav = await page.evaluate(() => [...document.querySelector('chess-lesson').shadowRoot.querySelectorAll('.cl-nav .cl-button:not([hidden])')]
      .map((button) => ({ action: button.dataset.action, bottom: button.getBoundingClientRect().bottom })));
    expect(nav.map((button) => button.action)).toContain('answer');
    for (const button of nav) expect(button.bottom).toBeLessThanOrEqual(result.viewport.height);
    expect(await page.errors()).toEqual([]);
  });

  test('/play/: the board at least 900 px high, its words at least 28 px', async () => {
    await page.goto(`${site.baseUrl}/play/`);
    await page.waitFor(() => document.querySelector('#board-box chess-board')?.fen && !document.getElementById('projector').hidden, null, { what: 'the game and the projector button' });
    await page.evaluate(refuseFullscreen);
    await page.clickSelector('#projector');
    await page.waitFor(() => document.documentElement.dataset.projector === 'play'
      && Boolean(document.querySelector('#board-box chess-board').shadowRoot.querySelector('.cb-draw')), null, { what: '/play/ projected, with the drawing tools' });
    const result = await page.evaluate(measure, 'play');
    console.log(engineName, 'play', JSON.stringify(result));
    expectLarge(result);
    expect(await page.errors()).toEqual([]);
  });

  test('a worksheet\'s diagram: at least 900 px high, its words at least 28 px', async () => {
    await page.goto(`${site.baseUrl}/lesson/${LESSON}/print/?lang=zh-Hans`);
    await page.waitFor(() => document.body.dataset.ready && document.querySelector('.projector-toggle')?.textContent, null, { what: 'the worksheet and its projector button' });
    await page.evaluate(refuseFullscreen);
    await page.clickSelector('.projector-toggle');
    await page.waitFor(() => document.documentElement.dataset.projected === '1' && Boolean(document.querySelector('[data-step].is-projected chess-board[data-shown]')), null, { what: 'the first diagram projected, a board' });
    const result = await page.evaluate(measure, 'diagram');
    console.log(engineName, 'diagram', JSON.stringify(result));
    expectLarge(result);
    // the next diagram, by the mode's own button, then Esc leaves
    await page.evaluate(() => document.querySelector('.projector-steps button:last-child').click());
    await page.waitFor(() => document.documentElement.dataset.projected === '2', null, { what: 'the second diagram' });
    await page.evaluate(() => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await page.waitFor(() => !document.documentElement.dataset.projector && !document.querySelector('.is-projected'), null, { what: 'the worksheet back' });
    expect(await page.errors()).toEqual([]);
  });
});

describe('Chromium: a teacher steps, shows the hint and the answer, draws, leaves; axe-core', () => {
  const suite = browserSuite();
  const AXE = path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');
  const open = async (url) => {
    // axe is injected as a script, which the page's CSP would block: this context alone bypasses it
    const opened = await openPage(suite.browser, `${suite.site.baseUrl}${url}`, { contextOptions: { viewport: PROJECTOR, bypassCSP: true, locale: 'zh-CN', reducedMotion: 'reduce' } });
    suite.contexts.push(opened.context);
    return opened;
  };
  const axe = async (page) => {
    await page.addScriptTag({ path: AXE });
    const result = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
    expect(result.passes.length).toBeGreaterThan(5);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  const lessonState = (page) => page.evaluate(() => ({ ...document.querySelector('chess-lesson').dataset }));
  const shadow = (page, fn, arg) => page.evaluate(fn, arg);

  test('a lesson projected: keys step, H hints, A answers, the answer played solves, Esc leaves; no axe violation', async () => {
    const { page, problems } = await open(`/lesson/${LESSON}/`);
    await page.waitForFunction(() => document.querySelector('chess-lesson')?.dataset.state === 'ready');
    await page.locator('#projector').click();
    await page.waitForFunction(() => document.querySelector('chess-lesson').hasAttribute('projector'));
    expect(await axe(page)).toEqual([]);
    const steps = lessonFile(LESSON).steps;
    // PageDown and → go on without solving the step (a teacher's choice); PageUp and ← go back
    expect((await lessonState(page)).step).toBe(steps[0].id);
    await page.keyboard.press('PageDown');
    await page.waitForFunction((id) => document.querySelector('chess-lesson').dataset.step === id, steps[1].id);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((id) => document.querySelector('chess-lesson').dataset.step === id, steps[2].id);
    await page.keyboard.press('PageUp');
    await page.waitForFunction((id) => document.querySelector('chess-lesson').dataset.step === id, steps[1].id);
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction((id) => document.querySelector('chess-lesson').dataset.step === id && document.querySelector('chess-lesson').dataset.state === 'ready', steps[0].id);

    // H: the hint's first press marks the square to look at, in words
    await page.keyboard.press('h');
    await page.waitForFunction(() => document.querySelector('chess-lesson').shadowRoot.querySelector('.cl-feedback').textContent.trim() !== '');

    // A: the answer, the mate chess.js finds in the step's position, as an arrow and in words
    const game = new Chess(steps[0].fen);
    const mates = game.moves({ verbose: true }).filter((move) => { game.move(move); const mate = game.isCheckmate(); game.undo(); return mate; });
    expect(mates.length).toBeGreaterThan(0);
    await page.keyboard.press('a');
    await page.waitForFunction(() => document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board').shadowRoot.querySelector('.cb-arrow[data-kind="good"]'));
    const shown = await shadow(page, () => {
      const lesson = document.querySelector('chess-lesson').shadowRoot;
      const arrows = [...lesson.querySelector('chess-board').shadowRoot.querySelectorAll('.cb-arrow[data-kind="good"]')].map((arrow) => `${arrow.dataset.from}${arrow.dataset.to}`);
      return { arrows, words: lesson.querySelector('.cl-feedback').textContent };
    });
    expect(shown.arrows.sort()).toEqual(mates.map((move) => `${move.from}${move.to}`).sort());
    // the words name the move with the piece in Chinese: Qg7# → 后g7#
    for (const move of mates) expect(shown.words).toContain(move.san.replace(/^Q/, '后').replace(/^R/, '车').replace(/^N/, '马').replace(/^B/, '象').replace(/^K/, '王'));
    expect(await axe(page)).toEqual([]);

    // the answer played on the board solves the step; the projected lesson does not go on by itself
    const centre = (square) => shadow(page, (name) => {
      const board = document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board');
      const box = board.shadowRoot.querySelector(`[data-square="${name}"]`).getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }, square);
    const from = await centre(mates[0].from);
    const to = await centre(mates[0].to);
    await page.mouse.click(from.x, from.y);
    await page.mouse.click(to.x, to.y);
    await page.waitForFunction(() => document.querySelector('chess-lesson').dataset.state === 'solved');
    expect((await lessonState(page)).advancing).toBeUndefined();

    // the board's draw toggle shows its state, and one tap undoes it
    const drawButton = () => shadow(page, () => {
      const button = document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board').shadowRoot.querySelector('[data-draw="mode"]');
      const box = button.getBoundingClientRect();
      return { pressed: button.getAttribute('aria-pressed'), x: box.x + box.width / 2, y: box.y + box.height / 2, size: parseFloat(getComputedStyle(button).fontSize) };
    });
    const before = await drawButton();
    expect(before.pressed).toBe('false');
    expect(before.size).toBeGreaterThanOrEqual(MIN_WORDS);
    await page.mouse.click(before.x, before.y);
    await page.waitForFunction(() => document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board').shadowRoot.querySelector('[data-draw="mode"]').getAttribute('aria-pressed') === 'true');
    await page.mouse.click(before.x, before.y);
    // the board draws its state in the next frame: wait for it, as a teacher's eye would
    await page.waitForFunction(() => document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board').shadowRoot.querySelector('[data-draw="mode"]').getAttribute('aria-pressed') === 'false');

    // Esc leaves: the page and the lesson as they were
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.documentElement.dataset.projector && !document.querySelector('chess-lesson').hasAttribute('projector'));
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.lx-header')).display)).not.toBe('contents');
    expect(problems()).toEqual({ csp: [], errors: [] });
  });

  test('a quiz\'s answer is marked among its choices', async () => {
    const lesson = lessonFile('check');
    const quiz = lesson.steps.find((step) => Array.isArray(step.goal.choices));
    const { page } = await open(`/lesson/check/?step=${quiz.id}`);
    await page.waitForFunction(() => document.querySelector('chess-lesson')?.dataset.state === 'ready');
    await page.locator('#projector').click();
    await page.waitForFunction(() => document.querySelector('chess-lesson').hasAttribute('projector'));
    await page.keyboard.press('a');
    await page.waitForFunction(() => document.querySelector('chess-lesson').shadowRoot.querySelector('.cl-choice.is-answer'));
    expect(await page.evaluate(() => document.querySelector('chess-lesson').shadowRoot.querySelector('.cl-choice.is-answer').dataset.choice)).toBe(quiz.goal.answer);
  });

  test('/play/ and a diagram projected: no axe violation', async () => {
    const { page, problems } = await open('/play/');
    await page.waitForFunction(() => document.querySelector('#board-box chess-board')?.fen && !document.getElementById('projector').hidden);
    await page.locator('#projector').click();
    await page.waitForFunction(() => document.documentElement.dataset.projector === 'play' && document.querySelector('#board-box chess-board').hasAttribute('draw'));
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.documentElement.dataset.projector);
    expect(await page.evaluate(() => document.querySelector('#board-box chess-board').hasAttribute('draw'))).toBe(false);
    await page.goto(`${suite.site.baseUrl}/lesson/${LESSON}/print/`);
    await page.waitForFunction(() => document.body.dataset.ready && document.querySelector('.projector-toggle')?.textContent);
    await page.locator('.projector-toggle').click();
    await page.waitForFunction(() => document.documentElement.dataset.projected === '1' && document.querySelector('[data-step].is-projected chess-board[data-shown]'));
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('PageDown');
    await page.waitForFunction(() => document.documentElement.dataset.projected === '2');
    expect(problems()).toEqual({ csp: [], errors: [] });
  });
});
