// The site in three engines: Chromium, Firefox ESR and WebKitGTK (helpers/engines.mjs drives
// them). Each test below runs in each engine, on one browser per engine: the course map, three
// lessons of different goal kinds solved with a refused wrong move on the way, progress over a
// reload, the lesson's layout on a phone, /demo/ by taps and by drag, /play/ against the
// computer, /practice/ solving an exercise the core made, /class/ importing a progress file, /editor/ checking a lesson, and a lesson offline
// after one visit. Firefox also opens every lesson page of the index at two sizes (its `:has()`
// bug once drew every lesson board at 0 × 0). A last test per engine counts the tests that ran
// in it, so an engine that went missing fails the suite. Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Chess } from 'chess.js';
import { ARTIFACTS, requireDist } from './helpers/browser.mjs';
import { ENGINES, launchEngine, phoneSize, smallPhoneSize, squareCentre, startEngineSite, tapMove } from './helpers/engines.mjs';
import { inGroupOrder, lessonFile, lessonIndex } from './helpers/lesson.mjs';
import { makeProgressFile } from '../../web/lesson/progress-file.mjs';

jest.setTimeout(240000);

const SCREENSHOTS = path.join(ARTIFACTS, 'screenshots', 'engines');
mkdirSync(SCREENSHOTS, { recursive: true });

// how many tests each engine must have run by its last test: a test skipped or lost in one
// engine changes its count
const EXPECTED_TESTS = { chromium: 23, firefox: 24, webkit: 23 };
const MIN_BOARD = 280; // px: the narrowest lesson board a child's finger can use (issue 25)

// ---- reading a lesson page (every <chess-lesson> part is in shadow roots) ------------------

const stepOf = (lessonId, stepId) => lessonFile(lessonId).steps.find((step) => step.id === stepId);

/** The lesson's state as its data attributes say: {step, state}. */
const lessonState = (page) => page.evaluate(() => {
  const lesson = document.querySelector('chess-lesson');
  return { step: lesson?.dataset.step ?? null, state: lesson?.dataset.state ?? null };
});

function waitForStep(page, stepId, states = ['ready']) {
  return page.waitFor(({ id, wanted }) => {
    const lesson = document.querySelector('chess-lesson');
    return lesson?.dataset.step === id && wanted.includes(lesson.dataset.state);
  }, { id: stepId, wanted: states }, { what: `step ${stepId} ${states.join('/')}` });
}

/** A wrong move played stays on the board until the child taps 再试一次: waits for the step to be
 *  ready again, tapping that button when it is shown (a move the rules refuse is never played). */
async function tryAgainUntilReady(page, stepId) {
  const state = await page.waitFor((id) => {
    const lesson = document.querySelector('chess-lesson');
    if (lesson?.dataset.step !== id) return null;
    const button = lesson.shadowRoot.querySelector('.cl-try-again');
    if (lesson.dataset.state === 'showing' && button && !button.hidden) return 'waiting';
    return lesson.dataset.state === 'ready' ? 'ready' : null;
  }, stepId, { what: `step ${stepId} ready, or its try-again button` });
  if (state !== 'waiting') return;
  const point = await page.evaluate(() => {
    const button = document.querySelector('chess-lesson').shadowRoot.querySelector('.cl-try-again');
    button.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const box = button.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  await page.click(point.x, point.y);
  await waitForStep(page, stepId);
}

/** White's e2–e4 by two taps, then Black's `reply` (a pawn's two squares, "d7d5") by a drag, each
 *  waited for as the FEN chess.js gives after it; returns chess.js's game after both. */
async function tapThenDrag(page, reply) {
  const game = new Chess();
  await tapMove(page, 'e2e4');
  game.move('e4');
  await page.waitFor((fen) => document.querySelector('chess-board').fen === fen, game.fen(), { what: 'e2-e4 by taps' });
  await page.drag(await squareCentre(page, reply.slice(0, 2)), await squareCentre(page, reply.slice(2, 4)));
  game.move({ from: reply.slice(0, 2), to: reply.slice(2, 4) });
  await page.waitFor((fen) => document.querySelector('chess-board').fen === fen, game.fen(), { what: `${reply.slice(0, 2)}-${reply.slice(2, 4)} by drag` });
  return game;
}

/** The runner's words for the child: {text, bad}. */
const feedback = (page) => page.evaluate(() => {
  const node = document.querySelector('chess-lesson').shadowRoot.querySelector('.cl-feedback');
  return { text: node?.textContent ?? '', bad: Boolean(node?.classList.contains('is-bad')) };
});

/** The lesson's language, as it shows it (the words to expect come from the lesson file in it). */
const shownLang = (page) => page.evaluate(() => document.querySelector('chess-lesson').shadowRoot.querySelector('.cl').lang);

/** The pieces the lesson board draws, {square: letter}, read in the frame after its redraw. */
const drawnPieces = (page) => page.evaluate(() => new Promise((resolve) => {
  requestAnimationFrame(() => requestAnimationFrame(() => {
    const board = document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board');
    const pieces = {};
    for (const piece of board.shadowRoot.querySelectorAll('.cb-pieces > [data-at]')) pieces[piece.dataset.at] = piece.dataset.piece;
    resolve(pieces);
  }));
}));

/** The pieces of a FEN's board field, {square: letter}. */
function piecesOf(fen) {
  const pieces = {};
  fen.split(' ')[0].split('/').forEach((row, rank) => {
    let file = 0;
    for (const char of row) {
      if (/\d/.test(char)) file += Number(char);
      else pieces[`${'abcdefgh'[file++]}${8 - rank}`] = char;
    }
  });
  return pieces;
}

/** Waits until the feedback is a "wrong" one holding `words` (a lesson text: its {X} piece
 *  tokens are drawn as pictures, so only the words between them are compared). */
async function expectBadFeedback(page, words) {
  const parts = words.split(/\{[A-Za-z]+\}/).map((part) => part.trim()).filter(Boolean);
  await page.waitFor((wanted) => {
    const node = document.querySelector('chess-lesson').shadowRoot.querySelector('.cl-feedback');
    return node?.classList.contains('is-bad') && wanted.every((part) => node.textContent.includes(part));
  }, parts, { what: `the feedback "${words}"` });
}

/** The lesson board's and its next button's boxes, and the viewport's size. */
const lessonLayout = (page) => page.evaluate(() => {
  const root = document.querySelector('chess-lesson').shadowRoot;
  const box = (node) => {
    if (!node) return null;
    const rect = node.getBoundingClientRect();
    return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom, width: rect.width, height: rect.height };
  };
  return { board: box(root.querySelector('chess-board')), next: box(root.querySelector('.cl-next')), width: innerWidth, height: innerHeight };
});

/** Whether `box` lies wholly within the viewport and has a size. */
const onScreen = (box, layout) => box && box.width > 0 && box.height > 0 && box.left >= 0 && box.top >= 0 && box.right <= layout.width && box.bottom <= layout.height;

// ---- the three engines -----------------------------------------------------------------------

describe.each(ENGINES)('%s', (engineName) => {
  let site;
  let engine;
  const pages = [];
  let ran = 0;

  beforeAll(async () => {
    requireDist(['index.html', 'sw.js', 'demo/index.html', 'play/index.html', 'practice/index.html', 'class/index.html', 'editor/index.html', 'lesson/rook/index.html']);
    site = await startEngineSite(engineName);
    engine = await launchEngine(engineName);
  });
  afterEach(async () => {
    while (pages.length) await pages.pop().close();
  });
  afterAll(async () => {
    await engine?.close();
    await site?.close();
  });

  /** A fresh page (its own storage and service worker) at `size`, closed after the test. */
  async function open(url, size = phoneSize(engineName)) {
    const page = await engine.newPage({ site, ...size });
    pages.push(page);
    await page.goto(`${site.baseUrl}${url}`);
    return page;
  }

  /** A test of this engine, counted for the last one. */
  const check = (name, body) => test(name, async () => {
    ran += 1;
    await body();
  });

  check('the driver sees what goes wrong in a page: a CSP violation, an exception, a missing file', async () => {
    const page = await open('/demo/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'globalThis.inlineRan = true'; // inline: the site's CSP refuses it
      document.head.append(script);
      setTimeout(() => { throw new Error('thrown on purpose'); });
      return fetch('/no-such-file.json').then((response) => response.status);
    });
    const errors = await page.waitFor(async () => {
      const list = JSON.parse(sessionStorage.getItem('__engineProblems') || '[]');
      return list.length >= 2 && list;
    }, null, { what: 'the probe\'s records' }).then(() => page.errors());
    expect(errors).toEqual(expect.arrayContaining([
      expect.stringMatching(/^csp: script-src/),
      expect.stringMatching(/thrown on purpose/),
      'HTTP 404: /no-such-file.json',
    ]));
    expect(await page.evaluate(() => globalThis.inlineRan ?? false)).toBe(false);
  });

  check('the course map shows a card for every lesson of index.json, in its groups\' order', async () => {
    const page = await open('/');
    await page.waitFor(() => document.body.dataset.ready === 'true', null, { what: 'the course map' });
    const cards = await page.evaluate(() => [...document.querySelectorAll('a[data-lesson]')].map((link) => {
      const box = link.getBoundingClientRect();
      return { id: link.dataset.lesson, width: box.width, height: box.height };
    }));
    expect(cards.map((card) => card.id)).toEqual(inGroupOrder(lessonIndex().lessons).map((entry) => entry.id));
    expect(cards.filter((card) => !(card.width > 0 && card.height > 0))).toEqual([]);
    await page.screenshot(path.join(SCREENSHOTS, `${engineName}-course-map.png`));
    expect(await page.errors()).toEqual([]);
  });

  // Three goal kinds, each with a wrong move the lesson file answers in its own words:
  // collect-stars (a rook stopped by its own pawn), capture (a protected piece), mate (a
  // stalemate instead). The right moves follow the rules: the rook goes round its pawn; the
  // capture is the step's listed move; the mate is the step's hint.
  const LESSONS = [
    { lesson: 'rook', step: 'blocked', wrong: 'c1c4', code: 'PATH_BLOCKED', right: ['c1e1', 'e1e6', 'e6c6'] },
    { lesson: 'capture', step: 'safe-capture', wrong: 'd4c5', right: stepOf('capture', 'safe-capture').goal.moves },
    { lesson: 'checkmate', step: 'black-mates', wrong: 'a1f6', right: [stepOf('checkmate', 'black-mates').hints[0].arrows.map((arrow) => arrow.from + arrow.to)[0]] },
  ];
  for (const { lesson, step: stepId, wrong, code, right } of LESSONS) {
    const step = stepOf(lesson, stepId);
    check(`${lesson} (${step.goal.kind}): ${wrong} is refused with the lesson's words, ${right.join(' ')} solves the step`, async () => {
      const page = await open(`/lesson/${lesson}/?step=${stepId}`);
      await waitForStep(page, stepId);
      const lang = await shownLang(page);
      // the board's sounds are on: a move plays one through Web Audio, which must not throw
      expect(await page.evaluate(() => document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board').hasAttribute('sound'))).toBe(true);
      await tapMove(page, wrong);
      await expectBadFeedback(page, step.feedback[code ?? wrong][lang]);
      await tryAgainUntilReady(page, stepId); // taken back by 再试一次 (or never played): the step is open again
      expect(await drawnPieces(page)).toEqual(piecesOf(step.fen));
      for (const uci of right) {
        await waitForStep(page, stepId);
        await tapMove(page, uci);
      }
      await waitForStep(page, stepId, ['solved']);
      expect((await feedback(page)).bad).toBe(false);
      expect(await page.errors()).toEqual([]);
    });
  }

  check('progress is kept over a reload: a solved step keeps its stars', async () => {
    const step = stepOf('capture', 'safe-capture');
    const index = lessonFile('capture').steps.findIndex((entry) => entry.id === step.id);
    const page = await open(`/lesson/capture/?step=${step.id}`);
    await waitForStep(page, step.id);
    const dotText = () => page.evaluate((n) => document.querySelector('chess-lesson').shadowRoot.querySelectorAll('.cl-dot')[n]?.textContent ?? null, index);
    expect(await dotText()).not.toMatch(/★/);
    await tapMove(page, step.goal.moves[0]);
    await waitForStep(page, step.id, ['solved']);
    const earned = await page.waitFor((n) => {
      const text = document.querySelector('chess-lesson').shadowRoot.querySelectorAll('.cl-dot')[n]?.textContent;
      return /★/.test(text ?? '') && text;
    }, index, { what: 'the step\'s stars' });
    await page.reload();
    await waitForStep(page, step.id, ['ready', 'solved']);
    expect(await dotText()).toBe(earned);
    expect(await page.errors()).toEqual([]);
  });

  check(`on a phone (${phoneSize(engineName).width} × 844) the lesson board is at least ${MIN_BOARD} px wide and "next" is on screen`, async () => {
    const lesson = lessonFile('rook');
    const page = await open('/lesson/rook/');
    await waitForStep(page, lesson.steps[0].id);
    const layout = await lessonLayout(page);
    expect(layout.width).toBe(phoneSize(engineName).width);
    expect(layout.board.width).toBeGreaterThanOrEqual(MIN_BOARD);
    expect(onScreen(layout.board, layout)).toBe(true);
    expect(onScreen(layout.next, layout)).toBe(true);
    // the board's squares are square and fill it: its container queries took effect
    const cell = await page.evaluate(() => {
      const board = document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board');
      const box = board.shadowRoot.querySelector('[data-square="a1"]').getBoundingClientRect();
      return { width: box.width, height: box.height };
    });
    expect(Math.abs(cell.width - cell.height)).toBeLessThan(1);
    expect(cell.width * 8).toBeGreaterThan(layout.board.width * 0.9);
    await page.screenshot(path.join(SCREENSHOTS, `${engineName}-lesson-phone.png`));
    expect(await page.errors()).toEqual([]);
  });

  check('on a small phone (320 × 568; WebKit 447 × 568) a setup step\'s words are whole, no piece in its tray is covered, and "next" is on screen', async () => {
    const size = smallPhoneSize(engineName);
    const step = lessonFile('setup').steps.find((s) => s.id === 'pawns');
    const page = await open('/lesson/setup/?step=pawns', size);
    await waitForStep(page, step.id);
    const found = await page.evaluate(async () => {
      const root = document.querySelector('chess-lesson').shadowRoot;
      const board = root.querySelector('chess-board');
      // the tray is filled when the board first draws in setup mode, then laid out a frame later
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      for (let i = 0; i < 300 && board.shadowRoot.querySelectorAll('.cb-tray-piece').length < 12; i++) await frame();
      await frame();
      await frame();
      const box = (element) => { const r = element.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height }; };
      const text = root.querySelector('.cl-text');
      const buttons = [...board.shadowRoot.querySelectorAll('.cb-tray-piece, .cb-tray-remove')].map((button) => {
        const b = box(button);
        const hit = board.shadowRoot.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
        return { name: button.getAttribute('aria-label') || button.textContent, ...b, own: Boolean(hit && (hit === button || button.contains(hit))) };
      });
      return {
        text: { ...box(text), shown: text.clientHeight, needs: text.scrollHeight },
        square: box(board.shadowRoot.querySelector('.cb-board')), buttons,
        next: box(root.querySelector('.cl-next')), width: innerWidth, height: innerHeight,
      };
    });
    expect(found.width).toBe(size.width);
    // the words whole, above the board
    expect(found.text.needs).toBeLessThanOrEqual(found.text.shown + 1);
    expect(found.text.bottom).toBeLessThanOrEqual(found.square.top + 1);
    // twelve pieces and the remove button, each hit at its centre by itself, none narrower than 30 px
    expect(found.buttons).toHaveLength(13);
    expect(found.buttons.filter((b) => !b.own || b.width < 30 || b.height < 40 || !onScreen(b, found)).map((b) => b.name)).toEqual([]);
    expect(found.square.width).toBeGreaterThanOrEqual(140);
    expect(onScreen(found.square, found)).toBe(true);
    expect(onScreen(found.next, found)).toBe(true);
    await page.screenshot(path.join(SCREENSHOTS, `${engineName}-setup-small.png`));
    expect(await page.errors()).toEqual([]);
  });

  check('on a small phone, the end of a lesson whose last step has a status line shows the card: its stars and 下一课 on screen', async () => {
    const size = smallPhoneSize(engineName);
    const lesson = lessonFile('board');
    const last = lesson.steps.at(-1);
    const page = await open(`/lesson/board/?step=${lesson.steps[0].id}`, size);
    await waitForStep(page, lesson.steps[0].id);
    const solved = Object.fromEntries(lesson.steps.map((step) => [step.id, { stars: 3, at: 0, hints: 0, nudges: 0, mistakes: 0 }]));
    await page.evaluate((steps) => localStorage.setItem('chess-lessons:progress', JSON.stringify({
      version: 2, child: 'default', lang: 'zh-Hans', children: { default: { lessons: { board: { steps } }, assignments: {}, arbiter: true } },
    })), solved);
    await page.goto(`${site.baseUrl}/lesson/board/?step=${last.id}`);
    await waitForStep(page, last.id, ['ready', 'solved']);
    await page.evaluate(() => document.querySelector('chess-lesson').shadowRoot.querySelector('.cl-next').click());
    await page.waitFor(() => document.querySelector('chess-lesson')?.dataset.state === 'complete', null, { what: 'the end card' });
    const card = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => {
      const root = document.querySelector('chess-lesson').shadowRoot;
      const seen = (selector) => {
        const element = root.querySelector(selector);
        if (!element) return null;
        const r = element.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height, visible: getComputedStyle(element).visibility === 'visible' };
      };
      resolve({ stars: seen('.cl-summary-stars'), next: seen('.cl-summary a.cl-primary'), width: innerWidth, height: innerHeight });
    }))));
    for (const part of [card.stars, card.next]) {
      expect(part).not.toBeNull();
      expect(part.visible).toBe(true);
      expect(onScreen(part, card)).toBe(true);
    }
    await page.screenshot(path.join(SCREENSHOTS, `${engineName}-end-card-small.png`));
    expect(await page.errors()).toEqual([]);
  });

  check('on a small phone, a touch-move step\'s notice and 摆正 button lie between the board and the bar, and a refused touch\'s words in front of them leave the board as it was', async () => {
    const size = smallPhoneSize(engineName);
    const step = lessonFile('touch-first').steps.find((s) => s.id === 'say-adjust');
    const page = await open(`/lesson/touch-first/?step=${step.id}`, size);
    await waitForStep(page, step.id);
    const found = await page.evaluate(async () => {
      const root = document.querySelector('chess-lesson').shadowRoot;
      const board = root.querySelector('chess-board');
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      // the step opens with the notice of the pawn set right, under the board
      for (let i = 0; i < 300 && !(board.shadowRoot.querySelector('.pt-adjust') && board.shadowRoot.querySelector('.cb-message:not([hidden])')); i++) await frame();
      await frame();
      const box = (element) => { const r = element?.getBoundingClientRect(); return r && { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height }; };
      return {
        square: box(board.shadowRoot.querySelector('.cb-board')), notice: box(board.shadowRoot.querySelector('.cb-message:not([hidden])')),
        adjust: box(board.shadowRoot.querySelector('.pt-adjust')), bar: box(root.querySelector('.cl-nav')), width: innerWidth, height: innerHeight,
      };
    });
    for (const part of [found.square, found.notice, found.adjust, found.bar]) expect(onScreen(part, found)).toBe(true);
    expect(found.notice.top).toBeGreaterThanOrEqual(found.square.bottom - 1);
    expect(found.adjust.bottom).toBeLessThanOrEqual(found.bar.top + 1);
    expect(found.square.width).toBeGreaterThanOrEqual(120);
    await page.screenshot(path.join(SCREENSHOTS, `${engineName}-touch-small.png`));
    // a touch refused (the rook touched first, then the king): the lesson's words in front of the
    // notice, the board's square as it was, 再试一次 under them
    const refused = lessonFile('touch-move').steps.find((s) => s.id === 'rook-then-king');
    await page.goto(`${site.baseUrl}/lesson/touch-move/?step=${refused.id}`);
    await waitForStep(page, refused.id);
    const squareWidth = () => page.evaluate(() => document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board').shadowRoot.querySelector('.cb-board').getBoundingClientRect().width);
    const before = await squareWidth();
    await page.click(...Object.values(await squareCentre(page, refused.goal.touches[1])));
    await page.waitFor(() => Boolean(document.querySelector('chess-lesson').shadowRoot.querySelector('.cl-feedback.is-bad')), null, { what: 'the refusal' });
    const after = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => {
      const root = document.querySelector('chess-lesson').shadowRoot;
      const box = (element) => { const r = element.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height }; };
      resolve({ feedback: box(root.querySelector('.cl-feedback')), again: box(root.querySelector('.cl-try-again')), width: innerWidth, height: innerHeight });
    }))));
    expect(await squareWidth()).toBeCloseTo(before, 0);
    expect(onScreen(after.feedback, after)).toBe(true);
    expect(onScreen(after.again, after)).toBe(true);
    expect(after.feedback.bottom).toBeLessThanOrEqual(after.again.top + 1);
    await page.screenshot(path.join(SCREENSHOTS, `${engineName}-touch-refused-small.png`));
    expect(await page.errors()).toEqual([]);
  });

  check('on a small phone, the praise after a quiz\'s right answer is whole, its stars above the bar', async () => {
    const size = smallPhoneSize(engineName);
    const step = lessonFile('board').steps.find((s) => s.id === 'aim');
    const page = await open(`/lesson/board/?step=${step.id}`, size);
    await waitForStep(page, step.id);
    await page.evaluate((answer) => document.querySelector('chess-lesson').shadowRoot.querySelector(`.cl-choice[data-choice="${answer}"]`).click(), step.goal.answer);
    await waitForStep(page, step.id, ['solved']);
    const found = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => {
      const root = document.querySelector('chess-lesson').shadowRoot;
      const box = (element) => { const r = element.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height }; };
      const feedback = root.querySelector('.cl-feedback');
      resolve({ feedback: { ...box(feedback), shown: feedback.clientHeight, needs: feedback.scrollHeight, text: feedback.textContent }, bar: box(root.querySelector('.cl-nav')), width: innerWidth, height: innerHeight });
    }))));
    expect(found.feedback.text).toContain('★');
    expect(found.feedback.needs).toBeLessThanOrEqual(found.feedback.shown + 1);
    expect(onScreen(found.feedback, found)).toBe(true);
    expect(found.feedback.bottom).toBeLessThanOrEqual(found.bar.top + 1);
    await page.screenshot(path.join(SCREENSHOTS, `${engineName}-quiz-praise-small.png`));
    expect(await page.errors()).toEqual([]);
  });

  check('on a small phone the course map and the certificate\'s name form fit the screen\'s width, the form\'s button on screen', async () => {
    const size = smallPhoneSize(engineName);
    const page = await open('/', size);
    await page.waitFor(() => document.body.dataset.ready === 'true', null, { what: 'the course map' });
    const lessons = Object.fromEntries(lessonIndex().lessons.map(({ id }) => [id, {
      steps: Object.fromEntries(lessonFile(id).steps.map((step) => [step.id, { stars: 3, at: 0, hints: 0, nudges: 0, mistakes: 0 }])),
    }]));
    await page.evaluate((all) => localStorage.setItem('chess-lessons:progress', JSON.stringify({
      version: 2, child: 'default', lang: 'zh-Hans', children: { default: { lessons: all, assignments: {}, arbiter: true } },
    })), lessons);
    const wide = () => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: innerWidth }));
    await page.goto(`${site.baseUrl}/`);
    await page.waitFor(() => document.body.dataset.ready === 'true', null, { what: 'the course map' });
    const map = await wide();
    expect(map.scroll).toBeLessThanOrEqual(map.width);
    await page.goto(`${site.baseUrl}/certificate/`);
    await page.waitFor(() => document.body.dataset.ready === 'true' && !document.getElementById('name-form').hidden, null, { what: 'the name form' });
    const form = await page.evaluate(() => {
      const r = document.querySelector('#name-form button[type="submit"]').getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height, scroll: document.documentElement.scrollWidth };
    });
    expect(form.scroll).toBeLessThanOrEqual(size.width);
    expect(form.right).toBeLessThanOrEqual(size.width);
    expect(form.left).toBeGreaterThanOrEqual(0);
    await page.screenshot(path.join(SCREENSHOTS, `${engineName}-certificate-name-small.png`));
    expect(await page.errors()).toEqual([]);
  });

  check('without :has() (its rules dropped, as a browser that lacks it drops them) the lesson board keeps its size', async () => {
    const lesson = lessonFile('rook');
    const page = await open('/lesson/rook/');
    await waitForStep(page, lesson.steps[0].id);
    await page.evaluate(() => {
      const prune = (rules) => {
        for (let i = rules.length - 1; i >= 0; i -= 1) {
          const rule = rules[i];
          if (rule.selectorText?.includes(':has(')) (rule.parentRule ?? rule.parentStyleSheet).deleteRule(i);
          else if (rule.cssRules) prune(rule.cssRules);
        }
      };
      const sheetsOf = (root) => [...(root.styleSheets ?? []), ...(root.adoptedStyleSheets ?? [])];
      const lessonRoot = document.querySelector('chess-lesson').shadowRoot;
      const roots = [document, lessonRoot, lessonRoot.querySelector('chess-board').shadowRoot];
      for (const root of roots) for (const sheet of sheetsOf(root)) prune(sheet.cssRules);
    });
    const layout = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))).then(() => lessonLayout(page));
    expect(layout.board.width).toBeGreaterThanOrEqual(MIN_BOARD);
    expect(onScreen(layout.next, layout)).toBe(true);
    expect(await page.errors()).toEqual([]);
  });

  check('/demo/: a move by two taps, the answer by a drag', async () => {
    const page = await open('/demo/', { width: 1280, height: 800 });
    await page.waitFor(() => document.querySelector('chess-board')?.ready.then(() => true), null, { what: 'the demo board' });
    // The flat board: at most 150 elements in the start position, not counting those inside the
    // board's shared <defs>, and each piece, a <use> of one of its symbols, drawn on its square.
    // The board is .cb and what it holds (all a plain board's shadow root holds; the demo's also
    // holds the drawing tools and the game controls beside it).
    const flat = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => {
      const root = document.querySelector('chess-board').shadowRoot;
      const elements = [root.querySelector('.cb'), ...root.querySelectorAll('.cb *')].filter((node) => !node.parentElement?.closest('defs')).length;
      const offSquare = [...root.querySelectorAll('.cb-pieces > use')].filter((piece) => {
        const box = piece.getBoundingClientRect();
        const cell = root.querySelector(`[data-square="${piece.dataset.at}"]`).getBoundingClientRect();
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        return !(box.width > cell.width / 3 && x > cell.left && x < cell.right && y > cell.top && y < cell.bottom);
      }).map((piece) => piece.dataset.at);
      resolve({ elements, pieces: root.querySelectorAll('.cb-pieces > use').length, offSquare });
    })));
    expect(flat.elements).toBeLessThanOrEqual(150);
    expect(flat.pieces).toBe(32);
    expect(flat.offSquare).toEqual([]);
    await tapThenDrag(page, 'd7d5');
    expect(await page.errors()).toEqual([]);
  });

  check('/demo/minimal.html, the one-board bundle (dist/chess-board.mjs): a move by two taps, the answer by a drag, a refused move said', async () => {
    const page = await open('/demo/minimal.html', { width: engineName === 'webkit' ? 800 : 700, height: 1000 });
    await page.waitFor(() => document.querySelector('chess-board')?.ready.then(() => true), null, { what: 'the one board' });
    const game = await tapThenDrag(page, 'e7e5');
    expect(game.moves({ square: 'g1' })).not.toContain('Ng4');
    await page.drag(await squareCentre(page, 'g1'), await squareCentre(page, 'g4'));
    await page.waitFor(() => document.querySelector('chess-board').shadowRoot.querySelector('.cb-message')?.textContent !== '', null, { what: 'the refusal in words' });
    expect(await page.evaluate(() => document.querySelector('chess-board').fen)).toBe(game.fen());
    expect(await page.errors()).toEqual([]);
  });

  // On a slow phone the board is drawn a second before the rules arrive, and a child already
  // holds a piece: the rules arriving mid-drag must not drop it.
  check('/demo/minimal.html: a piece already in hand when the rules arrive is played where it is dropped', async () => {
    const wasm = site.hold('/chess-rules.wasm');
    try {
      const page = await open('/demo/minimal.html', { width: engineName === 'webkit' ? 800 : 700, height: 1000 });
      await page.waitFor(() => Boolean(document.querySelector('chess-board')?.shadowRoot?.querySelector('.cb-pieces > [data-at="e2"]')), null, { what: 'the board drawn' });
      const from = await squareCentre(page, 'e2');
      const to = await squareCentre(page, 'e4');
      await page.pointerDown(from);
      await page.pointerMove({ x: from.x + 5, y: from.y - 10 }); // past the drag threshold: the pawn is lifted
      await page.pointerMove({ x: from.x + 5, y: from.y - 20 });
      expect(wasm.asked).toBe(true);
      expect(await page.evaluate(() => document.querySelector('chess-board').fen)).toBe(''); // no rules yet
      wasm.release();
      await page.waitFor(() => document.querySelector('chess-board').ready.then(() => true), null, { what: 'the rules arrived' });
      await page.pointerMove(to);
      await page.pointerUp();
      const history = await page.waitFor(() => {
        const moves = document.querySelector('chess-board').history();
        return moves.length > 0 && moves;
      }, null, { what: 'the move played' });
      expect(history).toEqual(['e4']);
      expect(await page.errors()).toEqual([]);
    } finally {
      wasm.release();
    }
  });

  check(`/play/ on a phone: a board at least ${MIN_BOARD} px wide, and the computer answers a move (the search worker and its wasm)`, async () => {
    const page = await open('/play/');
    await page.waitFor(() => document.querySelector('chess-board')?.ready.then(() => true), null, { what: 'the play board' });
    const board = await page.evaluate(() => document.querySelector('chess-board').getBoundingClientRect().width);
    expect(board).toBeGreaterThanOrEqual(MIN_BOARD);
    await tapMove(page, 'e2e4');
    const moves = await page.waitFor(() => {
      const history = document.querySelector('chess-board').history();
      return history.length === 2 && history;
    }, null, { timeout: 60000, what: 'the computer\'s answer' });
    // the answer (in SAN, as the board's history gives it) is one of Black's legal replies to 1.e4
    const game = new Chess();
    game.move('e4');
    expect(moves[0]).toBe('e4');
    expect(game.moves()).toContain(moves[1]);
    expect(await page.errors()).toEqual([]);
  });

  check('/practice/: the core makes a mate in one in its worker, and the lesson takes the mate as solved', async () => {
    const page = await open('/practice/?skill=mate-in-one');
    await waitForStep(page, 'exercise-1');
    const fen = await page.evaluate(() => document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board').fen);
    // the mate, found by chess.js (an independent implementation)
    const mate = new Chess(fen).moves({ verbose: true }).find((move) => new Chess(move.after).isCheckmate());
    await tapMove(page, mate.lan);
    await waitForStep(page, 'exercise-1', ['solved']);
    await page.screenshot(path.join(SCREENSHOTS, `${engineName}-practice-phone.png`));
    expect(await page.errors()).toEqual([]);
  });

  check('/class/ imports a progress file and shows its stars', async () => {
    const rook = lessonFile('rook');
    const text = makeProgressFile({
      name: '小明', device: '00000000000000a1', exported: new Date(Date.UTC(2026, 11, 1, 9)),
      lessons: { rook: Object.fromEntries(rook.steps.map((step) => [step.id, 2])) },
    });
    const page = await open('/class/', { width: 1280, height: 800 });
    await page.waitFor(() => document.body.dataset.ready === 'true', null, { what: 'the class page' });
    // the file a teacher would choose, handed to the page's file input as a browser does
    await page.evaluate((content) => {
      const input = document.getElementById('files');
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], '进度-小明.json', { type: 'application/json' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, text);
    const stars = await page.waitFor(() => document.querySelector('#table tbody tr[data-name="小明"] td.cx-cell[data-lesson="rook"] .cx-stars')?.textContent, null, { what: 'the imported row' });
    expect(stars).toBe(String(2 * rook.steps.length));
    expect(await page.errors()).toEqual([]);
  });

  check('/editor/ opens a course lesson and its check finds it clean', async () => {
    const entry = lessonIndex().lessons.find((lesson) => lesson.id === 'capture');
    const lesson = lessonFile(entry.id);
    const page = await open('/editor/', { width: 1280, height: 800 });
    await page.waitFor(() => document.body.dataset.ready === 'true', null, { what: 'the editor' });
    await page.evaluate(({ content, name }) => {
      const input = document.getElementById('file');
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], name, { type: 'application/json' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, { content: JSON.stringify(lesson), name: entry.file });
    await page.waitFor((count) => document.querySelectorAll('#steps li').length === count, lesson.steps.length, { what: 'the lesson\'s steps' });
    expect(await page.evaluate(() => document.getElementById('lesson-id').value)).toBe(entry.id);
    const result = await page.waitFor(() => ['clean', 'errors'].includes(document.body.dataset.check) && {
      check: document.body.dataset.check, problems: [...document.querySelectorAll('#problems li')].map((item) => item.textContent),
    }, null, { timeout: 120000, what: 'the check' });
    expect(result).toEqual({ check: 'clean', problems: [] });
    expect(await page.errors()).toEqual([]);
  });

  check('/editor/: a new lesson opens with nothing red; a capture goal\'s form has no box for the file\'s text; a tray piece pressed twice still places', async () => {
    const page = await open('/editor/', { width: 1366, height: 768 });
    await page.waitFor(() => document.body.dataset.ready === 'true', null, { what: 'the editor' });
    await page.clickSelector('#new-lesson');
    // a new lesson's empty texts and goal are still to fill in, not mistakes
    expect(await page.waitFor(() => document.body.dataset.check !== 'pending' && document.body.dataset.check, null, { what: 'the check' })).toBe('todo');
    expect(await page.evaluate(() => document.querySelectorAll('#steps li').length + document.querySelectorAll('.ed-error').length)).toBe(1);
    await page.evaluate(() => {
      const kind = document.getElementById('goal-kind');
      kind.value = 'capture';
      kind.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page.waitFor(() => Boolean(document.getElementById('record-target')), null, { what: 'the capture form' });
    expect(await page.evaluate(() => document.querySelectorAll('#goal-form textarea').length)).toBe(0);
    // the king from the tray, pressed twice, then a square
    const pointOf = (selector) => page.evaluate((sel) => {
      const element = document.getElementById('board').shadowRoot.querySelector(sel);
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' }); // a pointer acts inside the viewport only
      const box = element.getBoundingClientRect();
      return [box.x + box.width / 2, box.y + box.height / 2];
    }, selector);
    await page.click(...await pointOf('.cb-tray-piece[data-tool="K"]'));
    await page.click(...await pointOf('.cb-tray-piece[data-tool="K"]'));
    await page.click(...await pointOf('[data-square="e1"]'));
    await page.waitFor(() => document.getElementById('board').fen.endsWith('4K3 w - - 0 1'), null, { what: 'the king placed on e1' });
    expect(await page.errors()).toEqual([]);
  });

  check('offline after one visit: the worker kept the site, and a lesson reloads and is solved', async () => {
    const page = await open('/');
    await page.waitFor(() => document.body.dataset.ready === 'true', null, { what: 'the course map' });
    expect(await page.evaluate(() => isSecureContext && 'serviceWorker' in navigator)).toBe(true);
    // active once every listed file is in its cache (its install waits for them all)
    await page.waitFor(() => navigator.serviceWorker.ready.then(() => true), null, { timeout: 60000, what: 'the service worker' });
    const step = stepOf('capture', 'safe-capture');
    try {
      site.setOffline(true);
      await expect(fetch(`${site.baseUrl}/`)).rejects.toThrow(); // the server answers no one
      await page.goto(`${site.baseUrl}/lesson/capture/?step=${step.id}`);
      await waitForStep(page, step.id);
      await tapMove(page, step.goal.moves[0]);
      await waitForStep(page, step.id, ['solved']);
      expect(await page.errors()).toEqual([]);
    } finally {
      site.setOffline(false);
    }
  });

  check('under a CSP without connect-src, the lesson says the page\'s security settings blocked its file, not the network', async () => {
    const blocking = await startEngineSite(engineName, { policy: "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'" });
    try {
      const page = await engine.newPage({ site: blocking, ...phoneSize(engineName) });
      pages.push(page);
      await page.goto(`${blocking.baseUrl}/lesson/rook/`);
      await page.waitFor(() => document.querySelector('chess-lesson')?.dataset.state === 'error', null, { what: 'the lesson\'s error card' });
      const card = await page.evaluate(() => document.querySelector('chess-lesson').shadowRoot.querySelector('.cl-error').textContent);
      // each language's sentence names the file and the page's Content-Security-Policy
      expect(card).toContain('rook.json');
      expect(card).toContain('Content-Security-Policy');
    } finally {
      await blocking.close();
    }
  });

  if (engineName === 'firefox') {
    check(`every lesson page's board is at least ${MIN_BOARD} px wide at 390 × 844 and at 1280 × 800`, async () => {
      const page = await open('/');
      const narrow = [];
      for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
        await page.setViewport(size.width, size.height);
        for (const entry of lessonIndex().lessons) {
          await page.goto(`${site.baseUrl}/lesson/${entry.id}/`);
          await page.waitFor(() => ['ready', 'solved'].includes(document.querySelector('chess-lesson')?.dataset.state), null, { what: `lesson ${entry.id}` });
          const { board } = await lessonLayout(page);
          if (!(board.width >= MIN_BOARD)) narrow.push(`${entry.id} at ${size.width} × ${size.height}: ${board.width} px`);
        }
      }
      expect(narrow).toEqual([]);
      expect(await page.errors()).toEqual([]);
    });
  }

  test(`${EXPECTED_TESTS[engineName]} tests ran in ${engineName}`, () => {
    expect(ran).toBe(EXPECTED_TESTS[engineName]);
  });
});
