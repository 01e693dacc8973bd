// A refused move shows why on the board, in Chromium, Firefox and WebKit, by mouse taps at a
// phone's size: in the attack lesson's "pinned-still-attacks" the king's g3–g4 is refused, and while
// the words say so the pinned bishop on e6 is marked bad with a bad arrow e6→g4 (it still attacks
// g4 along e6-f5-g4); in the rook lesson's "blocked" the rook's c1–c5 marks its own pawn on c3,
// with no arrow. Both marks are gone once the refused move's squares are cleared. Needs dist/.
import { jest } from '@jest/globals';
import { ENGINES, enginePageSuite, phoneSize, tapMove } from './helpers/engines.mjs';
import { lessonFile } from './helpers/lesson.mjs';

jest.setTimeout(180000);

const CASES = [
  { lesson: 'attack', step: 'pinned-still-attacks', move: 'g3g4', words: (step, lang) => step.feedback.g3g4[lang], bad: ['e6'], arrows: ['e6g4'] },
  { lesson: 'rook', step: 'blocked', move: 'c1c5', words: (step, lang) => step.feedback.PATH_BLOCKED[lang], bad: ['c3'], arrows: [] },
];

/** Records, from before the move, the first moment the board's bad marks and the lesson's bad
 *  words are on screen together: {bad: squares, arrows: from+to, words}. A MutationObserver sees
 *  every change, so a slow driver's polling cannot miss the marks' short stay. */
const watchWhy = (page) => page.evaluate(() => {
  const lesson = document.querySelector('chess-lesson');
  const board = lesson.shadowRoot.querySelector('chess-board');
  const look = () => {
    const words = lesson.shadowRoot.querySelector('.cl-feedback.is-bad')?.textContent ?? '';
    const bad = [...board.shadowRoot.querySelectorAll('[data-square][data-highlight="bad"]')].map((cell) => cell.dataset.square).sort();
    const arrows = [...board.shadowRoot.querySelectorAll('.cb-arrow[data-kind="bad"]')].map((arrow) => arrow.dataset.from + arrow.dataset.to).sort();
    if (words && bad.length && !globalThis.__why) globalThis.__why = { bad, arrows, words };
  };
  globalThis.__why = null;
  for (const root of [board.shadowRoot, lesson.shadowRoot]) new MutationObserver(look).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
});

/** The board's bad marks now: {bad, arrows}. */
const badMarks = (page) => page.evaluate(() => {
  const board = document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board');
  return {
    bad: [...board.shadowRoot.querySelectorAll('[data-square][data-highlight="bad"]')].map((cell) => cell.dataset.square).sort(),
    arrows: [...board.shadowRoot.querySelectorAll('.cb-arrow[data-kind="bad"]')].map((arrow) => arrow.dataset.from + arrow.dataset.to).sort(),
  };
});

describe.each(ENGINES)('%s', (engineName) => {
  let site;
  let page;
  enginePageSuite(engineName, phoneSize(engineName), (opened) => ({ site, page } = opened), { files: ['lesson/attack/index.html', 'lesson/rook/index.html'] });

  for (const { lesson, step: stepId, move, words, bad, arrows } of CASES) {
    test(`${lesson} ${stepId}: ${move} refused, ${bad.join(' ')} marked bad${arrows.length ? ` with the arrow ${arrows.join(' ')}` : ''} while the words show`, async () => {
      const step = lessonFile(lesson).steps.find((entry) => entry.id === stepId);
      await page.goto(`${site.baseUrl}/lesson/${lesson}/?step=${stepId}`);
      await page.waitFor((id) => {
        const element = document.querySelector('chess-lesson');
        return element?.dataset.step === id && element.dataset.state === 'ready';
      }, stepId, { what: `step ${stepId} ready` });
      expect(await badMarks(page)).toEqual({ bad: [], arrows: [] });
      await watchWhy(page);
      await tapMove(page, move);
      const seen = await page.waitFor(() => globalThis.__why, null, { what: 'the bad marks with the words' });
      const lang = await page.evaluate(() => document.querySelector('chess-lesson').shadowRoot.querySelector('.cl').lang);
      expect(seen.bad).toEqual(bad);
      expect(seen.arrows).toEqual(arrows);
      expect(seen.words).toContain(words(step, lang));
      // cleared with the reach squares; the piece never moved
      await page.waitFor(() => {
        const board = document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board');
        return !board.shadowRoot.querySelector('[data-square][data-highlight="bad"], .cb-arrow[data-kind="bad"]');
      }, null, { what: 'the marks cleared' });
      expect(await page.evaluate(() => document.querySelector('chess-lesson').shadowRoot.querySelector('chess-board').fen.split(' ')[0])).toBe(step.fen.split(' ')[0]);
      expect(await page.errors()).toEqual([]);
    });
  }
});
