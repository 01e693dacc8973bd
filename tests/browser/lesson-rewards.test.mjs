// The rewards of a lesson in Chromium on a phone (390 × 844, touch), on the rook lesson: its
// capture steps solved by taps (the others saved as solved before), the summary at the end (big
// stars, "再做一次" that starts again with the stars kept, the next lesson of lessons/index.json,
// which opens), stars that fly to the step's dot (none under reduced motion), a success tune
// (an AudioContext replaced by a recorder), the child's mute kept over a reload, the host's
// sound="off" over an unmuted child, and axe-core on the summary. Needs dist/.
import { jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, browserSuite, openPage, PHONE, ROOT } from './helpers/browser.mjs';
import { LESSON, cell, inLesson, lessonFile, lessonIndex, waitForState } from './helpers/lesson.mjs';
import ZH from '../../web/i18n/lesson.zh-Hans.mjs';
import EN from '../../web/i18n/lesson.en.mjs';

jest.setTimeout(180000);

const suite = browserSuite(['chess-lesson.mjs', 'chess-rules.wasm', 'lesson/rook/index.html', 'lessons/rook.json', 'lessons/course.json']);
const LESSON_ID = 'rook';
const rook = lessonFile(LESSON_ID);
// the steps a tap on the piece and one on its target solve: the goal names the move
const tapSteps = rook.steps.filter((step) => step.goal.kind === 'capture' && step.goal.moves?.length === 1);
const ids = lessonIndex().lessons.map((entry) => entry.id);
const nextEntry = lessonIndex().lessons[ids.indexOf(LESSON_ID) + 1];

/** For addInitScript: an AudioContext that records what is asked of it in window.__audio. */
function fakeAudio() {
  window.__audio = [];
  const node = (kind) => ({
    kind,
    frequency: { setValueAtTime: () => {} },
    gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
    connect: (target) => target,
    start: () => window.__audio.push(`${kind}.start`),
    stop: () => window.__audio.push(`${kind}.stop`),
  });
  window.AudioContext = class {
    constructor() { window.__audio.push('new'); this.state = 'running'; this.currentTime = 0; this.destination = {}; }
    createOscillator() { window.__audio.push('createOscillator'); return node('oscillator'); }
    createGain() { return node('gain'); }
    resume() { return Promise.resolve(); }
    close() { return Promise.resolve(); }
  };
}

const oscillatorStarts = (page) => page.evaluate(() => window.__audio.filter((call) => call === 'oscillator.start').length);

/** A phone page with every step of the rook lesson but the tap steps saved as solved, at the first tap step. */
async function openRook({ locale = 'zh-CN', lang = 'zh-Hans', reducedMotion = 'no-preference', viewport } = {}) {
  const opened = await openPage(suite.browser, 'about:blank', {
    contextOptions: { ...PHONE, ...(viewport ? { viewport } : {}), locale, reducedMotion, serviceWorkers: 'block' },
  });
  suite.contexts.push(opened.context);
  const { page } = opened;
  const solved = Object.fromEntries(rook.steps.filter((step) => !tapSteps.includes(step)).map((step) => [step.id, { stars: 3, at: 0 }]));
  await page.goto(`${suite.site.baseUrl}/favicon.svg`);
  await page.evaluate((data) => localStorage.setItem('chess-lessons:progress', JSON.stringify(data)),
    { version: 1, child: 'default', lang, children: { default: { lessons: { [LESSON_ID]: { steps: solved } } } } });
  await page.addInitScript(fakeAudio);
  await page.addInitScript(countAnimationsOnReward);
  await page.goto(`${suite.site.baseUrl}/lesson/${LESSON_ID}/`);
  await waitForState(page, tapSteps[0].id, 'ready');
  return opened;
}

/** Solves a tap step by tapping its piece and its target; waits until its reward has started. */
async function solveByTaps(page, step) {
  const [uci] = step.goal.moves;
  await waitForState(page, step.id, 'ready');
  await page.locator(cell(uci.slice(0, 2))).tap();
  await page.locator(cell(uci.slice(2, 4))).tap();
  await waitForState(page, step.id, 'solved');
  await page.waitForFunction(({ sel, id }) => document.querySelector(sel).dataset.rewarded === id, { sel: LESSON, id: step.id });
}

/** For addInitScript: when the lesson says a step's reward has started (data-rewarded), counts
 *  the animations running then in it and its shadow root, into window.__animations. */
function countAnimationsOnReward() {
  window.__animations = [];
  new MutationObserver(() => {
    const lesson = document.querySelector('chess-lesson');
    if (lesson?.dataset.rewarded) {
      window.__animations.push(lesson.getAnimations({ subtree: true }).length + lesson.shadowRoot.getAnimations().length);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-rewarded'] });
}

const animations = (page) => page.evaluate(() => window.__animations.at(-1));

/** Solves the tap steps from the `from`th and taps Next until the lesson is complete. */
async function finish(page, from = 0) {
  for (const step of tapSteps.slice(from)) {
    if (await page.locator(LESSON).getAttribute('data-step') !== step.id) {
      await page.locator(inLesson('.cl-next')).tap();
    }
    await solveByTaps(page, step);
  }
  await page.locator(inLesson('.cl-next')).tap();
  await page.waitForFunction((sel) => document.querySelector(sel).dataset.state === 'complete', LESSON);
}

test('the rook lesson finished by taps: stars fly, the tune plays, the summary offers the next lesson and 再做一次', async () => {
  expect(tapSteps.length).toBeGreaterThan(0);
  expect(rook.steps.at(-1)).toBe(tapSteps.at(-1)); // the lesson ends on a tap step
  expect(nextEntry).toBeDefined();
  const { page, problems } = await openRook();
  const courseFetches = [];
  page.on('request', (request) => { if (new URL(request.url()).pathname === '/lessons/course.json') courseFetches.push(request.url()); });
  const completed = page.evaluate((sel) => new Promise((resolve) => {
    document.querySelector(sel).addEventListener('lessoncomplete', (event) => resolve(event.detail), { once: true });
  }), LESSON);

  await solveByTaps(page, tapSteps[0]);
  // the next lesson is written in the page: the course file is read only when the lesson is done
  expect(courseFetches).toEqual([]);
  expect(await animations(page)).toBeGreaterThan(0);
  expect(await oscillatorStarts(page)).toBeGreaterThan(0);
  await finish(page, 1);
  const detail = await completed;
  expect(detail.maxStars).toBe(3 * rook.steps.length);

  const summary = page.locator(inLesson('.cl-summary'));
  expect(await summary.isVisible()).toBe(true);
  expect(await page.locator(inLesson('chess-board')).isVisible()).toBe(false);
  const glyphs = await page.locator(inLesson('.cl-summary-stars')).textContent();
  expect(glyphs.replace(/☆/g, '')).toMatch(/^★{1,3}$/);
  expect(glyphs).toHaveLength(3);
  expect(await page.locator(inLesson('.cl-summary-stars')).getAttribute('aria-label')).toContain(String(detail.stars));
  const next = page.locator(inLesson('.cl-summary-next'));
  await next.waitFor();
  expect(await next.textContent()).toBe(ZH.nextLesson.replace('{title}', nextEntry.title['zh-Hans']));
  expect(new URL(await next.getAttribute('href')).pathname).toBe(`/lesson/${nextEntry.id}/`);
  expect(await page.locator(inLesson('.cl-summary-restart')).textContent()).toBe(ZH.restartLesson);

  // axe: injected as a script, which the page's CSP would block, so this page alone bypasses it
  const axeContext = await suite.browser.newContext({ ...PHONE, locale: 'zh-CN', bypassCSP: true, storageState: await page.context().storageState() });
  suite.contexts.push(axeContext);
  const axePage = await axeContext.newPage();
  await axePage.goto(`${suite.site.baseUrl}/lesson/${LESSON_ID}/?step=${tapSteps.at(-1).id}`);
  await waitForState(axePage, tapSteps.at(-1).id, 'ready');
  await axePage.locator(inLesson('.cl-next')).tap(); // the step was solved before: Next ends the lesson
  await axePage.locator(inLesson('.cl-summary-next')).waitFor();
  await axePage.addScriptTag({ path: path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
  const result = await axePage.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // 再做一次: the first step again, every star kept
  await page.locator(inLesson('.cl-summary-restart')).tap();
  await waitForState(page, rook.steps[0].id, 'ready');
  expect(await page.locator(inLesson('.cl-summary')).count()).toBe(0);
  expect(await page.locator(inLesson('.cl-dot.is-done')).count()).toBe(rook.steps.length);

  // the next lesson opens from the summary
  await axePage.locator(inLesson('.cl-summary-next')).tap();
  await axePage.waitForURL(new RegExp(`/lesson/${nextEntry.id}/$`));
  await axePage.waitForFunction((sel) => document.querySelector(sel)?.dataset.state === 'ready', LESSON);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('under reduced motion nothing flies', async () => {
  const { page, problems } = await openRook({ reducedMotion: 'reduce' });
  await solveByTaps(page, tapSteps[0]);
  expect(await animations(page)).toBe(0);
  expect(await page.locator(LESSON).evaluate((lesson) => lesson.shadowRoot.getAnimations().length)).toBe(0);
  expect(await page.locator(inLesson('.cl-flying-star')).count()).toBe(0);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('the child\'s mute is kept over a reload and silences the tune; sound="off" wins over an unmuted child', async () => {
  expect(tapSteps.length).toBeGreaterThan(1);
  const { page, problems } = await openRook();
  const mute = page.locator(inLesson('.cl-sound'));
  expect(await mute.getAttribute('aria-pressed')).toBe('false');
  await mute.tap();
  expect(await mute.getAttribute('aria-pressed')).toBe('true');
  await page.waitForLoadState('networkidle'); // the tap's rewards chunk is in: a reload cuts no fetch short
  await page.reload();
  await waitForState(page, tapSteps[0].id, 'ready');
  expect(await mute.getAttribute('aria-pressed')).toBe('true');
  expect(await page.locator(inLesson('chess-board')).evaluate((board) => board.hasAttribute('sound'))).toBe(false);
  await solveByTaps(page, tapSteps[0]);
  expect(await oscillatorStarts(page)).toBe(0);

  // unmuted again, then the host page says sound="off"
  await mute.tap();
  expect(await mute.getAttribute('aria-pressed')).toBe('false');
  await page.waitForLoadState('networkidle'); // the tap's rewards chunk is in: a reload cuts no fetch short
  await page.reload();
  await waitForState(page, tapSteps[1].id, 'ready'); // the lesson goes on at the step still to do
  await page.locator(LESSON).evaluate((lesson) => lesson.setAttribute('sound', 'off'));
  expect(await mute.isHidden()).toBe(true);
  expect(await page.locator(inLesson('chess-board')).evaluate((board) => board.hasAttribute('sound'))).toBe(false);
  await solveByTaps(page, tapSteps[1]);
  expect(await page.evaluate(() => window.__audio)).toEqual([]);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('the summary on a phone held either way, in Chinese and English: every word on screen, nothing overlapping, the buttons beside the stars when turned', async () => {
  const dir = path.join(ARTIFACTS, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const maxStars = 3 * rook.steps.length;
  for (const [locale, lang] of [['zh-CN', 'zh-Hans'], ['en-US', 'en']]) {
    const words = lang === 'en' ? EN : ZH;
    for (const viewport of [{ width: 390, height: 844 }, { width: 844, height: 390 }]) {
      const { page, context } = await openRook({ locale, lang, viewport });
      await finish(page);
      await page.locator(inLesson('.cl-summary-next')).waitFor();
      await page.screenshot({ path: path.join(dir, `summary-${lang}-${viewport.width}x${viewport.height}.png`) });
      // every step solved at the first try: all the stars, in words and glyphs, in the child's language
      const part = (name) => page.locator(inLesson(`.cl-summary ${name}`));
      expect(await part('.cl-summary-title').textContent()).toBe(words.summaryTitle);
      expect(await part('.cl-summary-stars').textContent()).toBe('★★★');
      expect(await part('.cl-done-text').textContent()).toBe(words.lessonDone.replace('{stars}', maxStars).replace('{max}', maxStars));
      expect(await part('.cl-summary-next').textContent()).toBe(words.nextLesson.replace('{title}', nextEntry.title[lang]));
      expect(await part('.cl-summary-restart').textContent()).toBe(words.restartLesson);
      // what the screenshot shows: each part whole inside the window, no two overlapping
      const names = ['.cl-summary-title', '.cl-summary-stars', '.cl-done-text', '.cl-summary-next', '.cl-summary-restart'];
      const boxes = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await part(name).boundingBox()])));
      for (const [name, box] of Object.entries(boxes)) {
        expect({ name, inside: box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height }).toEqual({ name, inside: true });
      }
      const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      for (const [i, a] of names.entries()) {
        for (const b of names.slice(i + 1)) expect({ a, b, overlap: overlap(boxes[a], boxes[b]) }).toEqual({ a, b, overlap: false });
      }
      const stars = boxes['.cl-summary-stars'];
      const next = boxes['.cl-summary-next'];
      if (viewport.width > viewport.height) expect(next.x).toBeGreaterThanOrEqual(stars.x + stars.width); // buttons to the right
      else expect(next.y).toBeGreaterThanOrEqual(stars.y + stars.height); // buttons below
      await context.close();
      suite.contexts.splice(suite.contexts.indexOf(context), 1);
    }
  }
});
