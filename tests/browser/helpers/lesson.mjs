// Reading a <chess-lesson> in Chromium the way a page can: its attributes and events, the
// <chess-board> element's declared API and events, and what both draw. Nothing here reaches an
// element's private state.
//
//   await page.addInitScript(recordBoardMoves);  …  await boardMoves(page)  // [{uci, by}, …]
//   await waitForState(page, 'short', 'ready');  await drawnBoard(page)     // {pieces, stars, fen}
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './browser.mjs';

export const LESSON = 'chess-lesson';
export const LESSON_BOARD = `${LESSON} chess-board`;
export const inLesson = (selector) => `${LESSON} ${selector}`;
export const cell = (square) => inLesson(`chess-board [data-square="${square}"]`);

export const lessonIndex = () => JSON.parse(readFileSync(path.join(ROOT, 'lessons', 'index.json'), 'utf8'));
/** An index's lessons as the course map and the worksheets show them: group by group, the groups
 *  in the order their first lesson comes (a lesson appended to an earlier group shows in it). */
export function inGroupOrder(lessons) {
  const groups = [...new Set(lessons.map((entry) => entry.group))];
  return groups.flatMap((group) => lessons.filter((entry) => entry.group === group));
}
export const lessonFile = (id) => {
  const entry = lessonIndex().lessons.find((e) => e.id === id);
  return JSON.parse(readFileSync(path.join(ROOT, 'lessons', entry ? entry.file : `${id}.json`), 'utf8'));
};

/** Waits until the runner shows `stepId` in `state` (ready, solved, …), as its data attributes say. */
export async function waitForState(page, stepId, state) {
  await page.waitForFunction(({ sel, id, want }) => {
    const lesson = document.querySelector(sel);
    return lesson && lesson.dataset.step === id && lesson.dataset.state === want;
  }, { sel: LESSON, id: stepId, want: state });
}

/** A wrong move played (or a try that starts the step again) stays on the board until the child
 *  taps the one big 再试一次: waits for that button and taps it. */
export async function tapTryAgain(page) {
  const button = page.locator(inLesson('.cl-try-again'));
  await button.waitFor({ state: 'visible' });
  await button.tap();
}

/** For page.addInitScript: records every board's `move` events (they bubble out of the lesson's
 *  shadow root) as window.__boardMoves = [{uci, by}]. */
export function recordBoardMoves() {
  window.__boardMoves = [];
  document.addEventListener('move', (event) => window.__boardMoves.push({ uci: event.detail.uci, by: event.detail.by }));
}

export const boardMoves = (page) => page.evaluate(() => window.__boardMoves ?? []);

/** Waits until `count` moves have been played on the lesson's boards since the page opened. */
export async function waitForMoves(page, count) {
  await page.waitForFunction((n) => (window.__boardMoves ?? []).length >= n, count);
}

/** The lesson board as drawn in the next animation frame: its pieces {square: letter}, the
 *  squares with a star, and its `fen` property. */
export function drawnBoard(page) {
  return page.locator(LESSON_BOARD).evaluate((board) => new Promise((resolve) => {
    requestAnimationFrame(() => {
      const pieces = {};
      const stars = [];
      for (const square of board.shadowRoot.querySelectorAll('[data-square]')) {
        const piece = board.shadowRoot.querySelector(`.cb-pieces > [data-at="${square.dataset.square}"]`);
        if (piece) pieces[square.dataset.square] = piece.dataset.piece;
        if (board.shadowRoot.querySelector(`.cb-mark[data-at="${square.dataset.square}"] .cb-marker-star`)) stars.push(square.dataset.square);
      }
      resolve({ pieces, stars: stars.sort(), fen: board.fen });
    });
  }));
}

/** Opens the runner's folded settings (where its language menu is), as a grown-up would. */
export async function openLessonSettings(page) {
  if (await page.locator(inLesson('.cl-settings')).evaluate((details) => details.open)) return;
  await page.locator(inLesson('.cl-settings-summary')).click();
}

/**
 * Chooses `lang` in the runner's language switch and waits until every part shows it: each
 * language's words are fetched on first use, so the runner (the `langchange` event), the page
 * around it (its <html lang>) and the board (its `ready` after a `lang` change) follow in turn.
 */
export async function switchLessonLang(page, lang) {
  if (await page.locator(inLesson('.cl-lang-select')).inputValue() === lang) return; // no change, no event
  // the listener is in place before the switch, so the event cannot come first
  await page.locator(LESSON).evaluate((element) => {
    if (element.__langsShown) element.__langsShown.length = 0;
    else {
      element.__langsShown = [];
      element.addEventListener('langchange', (event) => element.__langsShown.push(event.detail.lang));
    }
  });
  await openLessonSettings(page);
  await page.locator(inLesson('.cl-lang-select')).selectOption(lang);
  await page.waitForFunction(({ sel, want }) => document.querySelector(sel).__langsShown.includes(want), { sel: LESSON, want: lang });
  await page.waitForFunction((want) => document.documentElement.lang === want || !document.getElementById('lesson-title'), lang);
  await page.locator(LESSON_BOARD).evaluate((board) => board.ready);
}
