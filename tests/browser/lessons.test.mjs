// The lesson site in Chromium on a phone (390 × 844, touch): the setup and castling lessons done
// by tapping, progress kept over a reload, the strict CSP with zero violations, a language switch
// that changes every visible string, an error card for a broken lesson file, offline use, a K+Q
// mate from the start against the practice partner's defender, and "read aloud".
// Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { BUNDLE_OPTIONS } from '../../scripts/esbuild-options.mjs';
import { bundleOptions } from '../../scripts/build-bundles.mjs';
import { browserSuite, DIST, openPage, PHONE, placement, ROOT } from './helpers/browser.mjs';
import { LESSON, LESSON_BOARD, boardMoves, cell, inLesson, lessonFile, lessonIndex, recordBoardMoves, tapTryAgain, switchLessonLang, waitForMoves } from './helpers/lesson.mjs';
import { loneKingMate } from '../../web/lesson/lone-king.mjs';
import { loadRules } from '../js/rules-load.mjs';

jest.setTimeout(180000);

const suite = browserSuite(['chess-lesson.mjs', 'chess-rules.wasm', 'index.html', 'index.mjs', 'sw.js', 'lesson/setup/index.html', 'lessons/setup.json']);

/** Waits until the runner shows `stepId` with its board ready for input. */
async function waitForStep(page, stepId) {
  await page.waitForFunction(({ sel, id }) => {
    const lesson = document.querySelector(sel);
    return lesson && lesson.dataset.step === id && lesson.dataset.state === 'ready';
  }, { sel: LESSON, id: stepId });
}

async function waitForSolved(page, stepId) {
  await page.waitForFunction(({ sel, id }) => {
    const lesson = document.querySelector(sel);
    return lesson && lesson.dataset.step === id && lesson.dataset.state === 'solved';
  }, { sel: LESSON, id: stepId });
}

const feedback = (page) => page.locator(inLesson('.cl-feedback')).textContent();

/** Places pieces from the tray by tapping: the tray piece once per kind, then its squares. */
async function placeByTapping(page, pieces) {
  const byPiece = new Map();
  for (const [square, piece] of Object.entries(pieces)) {
    if (!byPiece.has(piece)) byPiece.set(piece, []);
    byPiece.get(piece).push(square);
  }
  for (const [piece, squares] of byPiece) {
    await page.locator(inLesson(`chess-board .cb-tray [data-tool="${piece}"]`)).tap();
    for (const square of squares) await page.locator(cell(square)).tap();
  }
}

function boardMapOf(field) {
  const map = {};
  field.split('/').forEach((row, r) => {
    let file = 0;
    for (const char of row) {
      if (/\d/.test(char)) file += Number(char);
      else map[String.fromCharCode(97 + file++) + (8 - r)] = char;
    }
  });
  return map;
}

test('the setup lesson can be completed by tapping, with feedback on a mistake', async () => {
  const lesson = lessonFile('setup');
  const { page, problems, context } = await openPage(suite.browser, `${suite.site.baseUrl}/lesson/setup/`, { contextOptions: PHONE });
  try {
    for (const [n, step] of lesson.steps.entries()) {
      await waitForStep(page, step.id);
      if (step.goal.kind === 'setup') {
        const already = step.fen ? boardMapOf(step.fen.split(' ')[0]) : {};
        const target = boardMapOf(step.goal.board);
        if (n === 0) {
          // the white queen on e1 first: a mistake the rhyme explains, and the piece goes back
          await page.locator(inLesson('chess-board .cb-tray [data-tool="Q"]')).tap();
          await page.locator(cell('e1')).tap();
          await page.waitForFunction((sel) => document.querySelector(sel).shadowRoot.querySelector('.cl-feedback.is-bad'), LESSON);
          expect((await feedback(page)).length).toBeGreaterThan(5);
          expect(await placement(page, LESSON_BOARD)).toEqual({});
          await page.locator(inLesson('chess-board .cb-tray [data-tool="Q"]')).tap(); // put the tool down
        }
        const todo = Object.fromEntries(Object.entries(target).filter(([square]) => !already[square]));
        await placeByTapping(page, todo);
      } else if (step.goal.kind === 'tap') {
        for (const square of step.goal.squares) await page.locator(cell(square)).tap();
      } else {
        expect(step.goal.kind).toBe('quiz');
        await page.locator(inLesson(`.cl-choice[data-choice="${step.goal.answer}"]`)).tap();
      }
      await waitForSolved(page, step.id);
      await page.locator(inLesson('.cl-next')).tap();
    }
    await page.waitForFunction((sel) => document.querySelector(sel).dataset.state === 'complete', LESSON);
    const summary = await page.locator(inLesson('.cl-done-text')).textContent();
    expect(summary).toMatch(/\d+/);
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});

test('the castling lesson by tapping; a wrong castle gets the lesson\'s words; progress survives a reload', async () => {
  const lesson = lessonFile('castling');
  const { page, problems, context } = await openPage(suite.browser, `${suite.site.baseUrl}/lesson/castling/`, { contextOptions: { ...PHONE, locale: 'en-US' } });
  try {
    for (const step of lesson.steps) {
      await waitForStep(page, step.id);
      if (step.goal.kind !== 'move') {
        // the steps between the castlings: tap the rook's square, answer the quiz
        if (step.goal.kind === 'tap') for (const square of step.goal.squares) await page.locator(cell(square)).tap();
        else await page.locator(inLesson(`.cl-choice[data-choice="${step.goal.answer}"]`)).tap();
        await waitForSolved(page, step.id);
        if (step !== lesson.steps.at(-1)) await page.locator(inLesson('.cl-next')).tap();
        continue;
      }
      const uci = step.goal.moves[0];
      if (step.id === 'long') {
        // short castling is legal here but not what is asked: shown with the step's feedback, then
        // taken back by "try again"
        await page.locator(cell('e1')).tap();
        await page.locator(cell('g1')).tap();
        await page.waitForFunction((sel) => document.querySelector(sel).shadowRoot.querySelector('.cl-feedback.is-bad'), LESSON);
        expect(await feedback(page)).toBe(step.feedback.e1g1.en);
        await tapTryAgain(page);
        await waitForStep(page, step.id);
        expect((await placement(page, LESSON_BOARD)).e1).toBe('K');
      }
      await page.locator(cell(uci.slice(0, 2))).tap();
      await page.locator(cell(uci.slice(2, 4))).tap();
      await waitForSolved(page, step.id);
      expect((await placement(page, LESSON_BOARD))[uci.slice(2, 4)]).toMatch(/k/i);
      if (step.id === 'short') {
        // progress survives a reload: the next step opens, the first shows its stars
        await page.reload();
        await waitForStep(page, lesson.steps[1].id);
        const dots = await page.locator(inLesson('.cl-dot')).allTextContents();
        expect(dots[0]).toBe('★★★');
        await page.locator(inLesson('.cl-previous')).tap();
        await waitForStep(page, 'short');
        expect(await page.locator(inLesson('.cl-next')).isEnabled()).toBe(true);
        await page.locator(inLesson('.cl-next')).tap();
        continue;
      }
      if (step !== lesson.steps.at(-1)) await page.locator(inLesson('.cl-next')).tap();
    }
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('chess-lessons:progress')));
    expect(Object.keys(saved.children.default.lessons.castling.steps).sort()).toEqual(lesson.steps.map((s) => s.id).sort());
    // the index shows the lesson as complete
    await page.goto(`${suite.site.baseUrl}/`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    const progress = await page.locator('a[data-lesson="castling"] .lx-progress').textContent();
    expect(progress).toContain('Complete');
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});

/** Every visible text on the page, through open shadow roots, except the language names. */
function visibleTexts(page) {
  return page.evaluate(() => {
    const out = [];
    const walk = (root) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.currentNode; node; node = walker.nextNode()) {
        if (node.nodeType === Node.ELEMENT_NODE) {
          if (node.shadowRoot) walk(node.shadowRoot);
          continue;
        }
        const parent = node.parentElement;
        const text = node.textContent.trim();
        if (!text || !parent || parent.closest('option, select, script, style')) continue;
        const box = parent.getBoundingClientRect();
        const style = getComputedStyle(parent);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
        out.push(text);
      }
    };
    walk(document.body);
    out.push(document.title);
    return out;
  });
}

test('the language switch changes every visible string, on the index and on a lesson page', async () => {
  const { page, problems, context } = await openPage(suite.browser, `${suite.site.baseUrl}/`, { contextOptions: { ...PHONE, locale: 'en-US' } });
  try {
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    const english = await visibleTexts(page);
    expect(english.join(' ')).toMatch(/Chess lessons/);
    await page.locator('#lang').selectOption('zh-Hans');
    await page.waitForFunction(() => document.documentElement.lang === 'zh-Hans'); // its words fetched
    const chinese = await visibleTexts(page);
    const latin = chinese.filter((text) => /[A-Za-z]{3,}/.test(text));
    expect(latin).toEqual([]);
    expect(chinese.join(' ')).toContain('国际象棋课程');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');

    // the choice is remembered by the lesson pages, whose runner has its own switch too
    await page.goto(`${suite.site.baseUrl}/lesson/castling/`);
    await waitForStep(page, 'short');
    const lessonChinese = await visibleTexts(page);
    expect(lessonChinese.filter((text) => /[A-Za-z]{3,}/.test(text))).toEqual([]);
    await switchLessonLang(page, 'en');
    const lessonEnglish = await visibleTexts(page);
    expect(lessonEnglish.filter((text) => /[\u4e00-\u9fff]/.test(text))).toEqual([]);
    await switchLessonLang(page, 'zh-Hant');
    const traditional = await visibleTexts(page);
    expect(traditional.filter((text) => /[A-Za-z]{3,}/.test(text))).toEqual([]);
    expect(traditional.join(' ')).toContain('王車易位');
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});

test('zero CSP violations on the index and a lesson page (the server sends the strict policy)', async () => {
  for (const url of ['/', '/lesson/touch-move/']) {
    const { page, problems, context } = await openPage(suite.browser, `${suite.site.baseUrl}${url}`, { contextOptions: PHONE });
    try {
      const response = await page.request.get(`${suite.site.baseUrl}${url}`);
      expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
      if (url === '/') await page.waitForFunction(() => document.body.dataset.ready === 'true');
      else await waitForStep(page, lessonFile('touch-move').steps[0].id);
      expect(problems()).toEqual({ csp: [], errors: [] });
    } finally {
      await context.close();
    }
  }
});

test('a lesson file with an error shows a localised error card, not a blank board', async () => {
  const broken = lessonFile('castling');
  broken.steps[1].goal = { kind: 'move', moves: ['e1c1', 'e9e4'] };
  const cases = [
    { lang: 'zh-Hans', body: JSON.stringify(broken), title: '这一课打不开', step: broken.steps[1].id, reason: /e9e4/ },
    { lang: 'en', body: '{"id": "castling", "steps": [', title: 'This lesson cannot be shown', step: null, reason: /not valid JSON/ },
  ];
  for (const { lang, body, title, step, reason } of cases) {
    const { page, context } = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, serviceWorkers: 'block' } });
    try {
      await page.route('**/lessons/castling.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
      await page.goto(`${suite.site.baseUrl}/`);
      await page.evaluate((l) => localStorage.setItem('chess-lessons:progress', JSON.stringify({ version: 1, child: 'default', lang: l, children: { default: { lessons: {} } } })), lang);
      await page.goto(`${suite.site.baseUrl}/lesson/castling/`);
      await page.waitForFunction((sel) => document.querySelector(sel).dataset.state === 'error', LESSON);
      const card = page.locator(inLesson('.cl-error'));
      expect(await card.isVisible()).toBe(true);
      expect(await card.locator('.cl-error-title').textContent()).toBe(title);
      expect(await card.locator('.cl-error-file').first().textContent()).toContain('castling.json');
      if (step) expect(await card.locator('.cl-error-step').allTextContents()).toContain(step);
      expect((await card.locator('.cl-error-reason').allTextContents()).join(' ')).toMatch(reason);
      expect(await page.locator(inLesson('chess-board')).count()).toBe(0);
    } finally {
      await context.close();
    }
  }
});

test('a shared tablet: progress per child from the name picker, and a reset that asks first', async () => {
  const { page, problems, context } = await openPage(suite.browser, `${suite.site.baseUrl}/`, { contextOptions: { ...PHONE, locale: 'en-US' } });
  try {
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    await page.locator('#child-name').fill('Xiaoming');
    await page.locator('#add-child button').tap();
    expect(await page.locator('#child').inputValue()).toBe('Xiaoming');
    await page.goto(`${suite.site.baseUrl}/lesson/castling/`);
    await waitForStep(page, 'short');
    expect(await page.locator('#learner').textContent()).toContain('Xiaoming');
    await page.locator(cell('e1')).tap();
    await page.locator(cell('g1')).tap();
    await waitForSolved(page, 'short');
    await page.goto(`${suite.site.baseUrl}/`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    const mine = page.locator('a[data-lesson="castling"] .lx-progress');
    const oneOf = `1/${lessonFile('castling').steps.length}`;
    expect(await mine.textContent()).toContain(oneOf);
    // the default child has no progress
    await page.locator('#child').selectOption('default');
    expect(await mine.textContent()).toBe('Not started');
    await page.locator('#child').selectOption('Xiaoming');
    expect(await mine.textContent()).toContain(oneOf);
    // reset: cancelled first, then confirmed
    page.once('dialog', (dialog) => dialog.dismiss());
    await page.locator('#reset').tap();
    expect(await mine.textContent()).toContain(oneOf);
    page.once('dialog', (dialog) => dialog.accept());
    await page.locator('#reset').tap();
    expect(await mine.textContent()).toBe('Not started');
    expect(await page.locator('#notice').textContent()).toContain('Xiaoming');
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    expect(await page.locator('a[data-lesson="castling"] .lx-progress').textContent()).toBe('Not started');
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});

test('after one visit the site works offline (service worker)', async () => {
  const { page, context } = await openPage(suite.browser, `${suite.site.baseUrl}/`, { contextOptions: PHONE });
  try {
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    // What going offline needs: the worker activated (its install has cached the site) and this
    // page kept (web/site/offline.mjs sets dataset.offline once the worker answered). `ready`
    // resolves as the worker starts activating; it takes this page (clients.claim) only at the
    // end of activate, after older caches are deleted: wait for those events, not a timeout.
    await page.waitForFunction(() => document.documentElement.dataset.offline !== undefined);
    expect(await page.evaluate(() => document.documentElement.dataset.offline)).toBe('ready');
    const worker = await page.evaluate(async () => {
      const { active } = await navigator.serviceWorker.ready;
      if (active.state !== 'activated') await new Promise((resolve) => { active.addEventListener('statechange', () => { if (active.state === 'activated') resolve(); }); });
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => { navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }); });
      return { state: active.state, controlled: navigator.serviceWorker.controller === active };
    });
    expect(worker).toEqual({ state: 'activated', controlled: true });
    await context.setOffline(true);
    await page.goto(`${suite.site.baseUrl}/lesson/capture/`);
    await waitForStep(page, lessonFile('capture').steps[0].id);
    await page.goto(`${suite.site.baseUrl}/`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    expect(await page.locator('a[data-lesson]').count()).toBe(lessonIndex().lessons.length);
  } finally {
    await context.setOffline(false);
    await context.close();
  }
});

/** Stores progress with the given steps of a lesson solved, so that the page opens on the next. */
async function seedProgress(page, lessonId, solvedIds, lang = 'en') {
  const steps = Object.fromEntries(solvedIds.map((id) => [id, { stars: 3, at: 0 }]));
  // a plain file of the site, so that no page's own loading is cut short
  await page.goto(`${suite.site.baseUrl}/lessons/index.json`);
  await page.evaluate(({ id, steps: solved, l }) => localStorage.setItem('chess-lessons:progress', JSON.stringify({
    version: 1, child: 'default', lang: l, children: { default: { lessons: { [id]: { steps: solved } } } },
  })), { id: lessonId, steps, l: lang });
}

test('K+Q from the start: the child mates against the practice partner\'s defender, within par', async () => {
  const lesson = lessonFile('mate-queen');
  const step = lesson.steps.find((s) => s.id === 'whole-way');
  expect(step.goal.defender).toBe('search');
  const { page, problems, context } = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'en-US', serviceWorkers: 'block' } });
  try {
    const workers = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await seedProgress(page, 'mate-queen', lesson.steps.filter((s) => s !== step).map((s) => s.id));
    await page.addInitScript(recordBoardMoves);
    await page.goto(`${suite.site.baseUrl}/lesson/mate-queen/`);
    await waitForStep(page, 'whole-way');
    const rules = await loadRules({ lang: 'en' }); // the same core, here, to look ahead for the child
    const replies = [];
    for (let n = 1; n <= step.goal.in; n++) {
      // the moves here, from the position the board shows, and the position after each
      const game = rules.game(await page.locator(LESSON_BOARD).evaluate((board) => board.fen)).value;
      const options = game.moves().map((move) => {
        game.play(move.uci);
        const after = { uci: move.uci, fen: game.fen(), mate: game.outcome().reason === 'checkmate' };
        game.undo();
        return after;
      });
      // the child plays the fastest mate the distance-to-mate table knows
      const scored = options.map((o) => ({ ...o, dtm: o.mate ? -1 : loneKingMate(o.fen)?.dtm ?? null })).filter((o) => o.dtm !== null);
      const best = scored.reduce((a, b) => (b.dtm < a.dtm ? b : a));
      await page.locator(cell(best.uci.slice(0, 2))).tap();
      await page.locator(cell(best.uci.slice(2, 4))).tap();
      if (best.mate) break;
      // the defender answers, and the step goes on
      await waitForMoves(page, 2 * n);
      const moves = await boardMoves(page);
      expect(moves.map((move) => move.by)).toEqual(Array.from({ length: 2 * n }, (_, k) => (k % 2 ? 'script' : 'user')));
      replies.push(moves.at(-1).uci);
      await waitForStep(page, 'whole-way');
    }
    await waitForSolved(page, 'whole-way');
    expect(await page.locator(inLesson('.cl-feedback .cl-stars')).textContent()).toBe('★★★');
    expect(replies.length).toBeGreaterThan(0);
    expect(replies.length).toBeLessThan(step.goal.par);
    // the replies came from the search worker (the practice partner), not from a script
    expect(workers.some((url) => url.includes('chess-search-worker'))).toBe(true);
    expect(step.replies).toBeUndefined();
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});

// A speechSynthesis of our own, injected before any page script: Chromium headless has no voices.
// window.__voices sets the voices; window.__speech records what is spoken and cancelled.
function fakeSpeech(voices) {
  window.__voices = voices;
  window.__speech = { spoken: [], cancels: 0 };
  const listeners = new Set();
  class FakeUtterance {
    constructor(text) {
      this.text = text;
      this.lang = '';
      this.voice = null;
      this.onend = null;
    }
  }
  const synth = {
    getVoices: () => window.__voices.map((voice) => ({ ...voice, localService: true, default: false, voiceURI: voice.name })),
    speak(utterance) {
      window.__speech.spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.lang ?? null });
      window.__speech.current = utterance;
    },
    cancel() { window.__speech.cancels += 1; },
    addEventListener(type, listener) { if (type === 'voiceschanged') listeners.add(listener); },
    removeEventListener(type, listener) { listeners.delete(listener); },
    speaking: false,
    pending: false,
    paused: false,
  };
  window.__setVoices = (next) => {
    window.__voices = next;
    for (const listener of listeners) listener(new Event('voiceschanged'));
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
}

test('read aloud speaks the step\'s text in the chosen language, says when there is no voice, and stops', async () => {
  const step = lessonFile('castling').steps[0];
  const { page, problems, context } = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'en-US', serviceWorkers: 'block' } });
  try {
    // an English and a Mainland Chinese voice, no Taiwanese one
    await page.addInitScript(fakeSpeech, [{ lang: 'en-US', name: 'English' }, { lang: 'zh-CN', name: 'Putonghua' }]);
    await page.goto(`${suite.site.baseUrl}/lesson/castling/`);
    await waitForStep(page, step.id);
    const speak = page.locator(inLesson('.cl-speak'));
    const spoken = () => page.evaluate(() => window.__speech.spoken);
    expect(await speak.isVisible()).toBe(true);
    expect(await speak.textContent()).toBe('Read aloud');

    await speak.tap();
    expect(await spoken()).toEqual([{ text: step.text.en, lang: 'en-US', voice: 'en-US' }]);
    expect(await speak.textContent()).toBe('Stop reading');
    // stop: the speech is cancelled and the button offers to read again
    const cancelsBefore = await page.evaluate(() => window.__speech.cancels);
    await speak.tap();
    expect(await page.evaluate(() => window.__speech.cancels)).toBeGreaterThan(cancelsBefore);
    expect(await speak.textContent()).toBe('Read aloud');
    expect(await spoken()).toHaveLength(1);

    // Simplified Chinese: the Chinese text, pinyin left out, with the zh-CN voice
    await switchLessonLang(page, 'zh-Hans');
    expect(await speak.textContent()).toBe('朗读');
    await speak.tap();
    const withoutRuby = step.text['zh-Hans'].replace(/\[([^|\]]+)\|[^\]]*\]/g, '$1');
    expect((await spoken())[1]).toEqual({ text: withoutRuby, lang: 'zh-CN', voice: 'zh-CN' });
    expect(withoutRuby).not.toBe(step.text['zh-Hans']); // the step has ruby to leave out
    // the end of the speech gives the button back
    await page.evaluate(() => window.__speech.current.onend?.());
    expect(await speak.textContent()).toBe('朗读');

    // Traditional Chinese has no voice here: the button stays, marked, and a tap says so
    await switchLessonLang(page, 'zh-Hant');
    expect(await speak.isVisible()).toBe(true);
    expect(await speak.evaluate((button) => button.classList.contains('is-unavailable'))).toBe(true);
    await speak.tap();
    expect(await spoken()).toHaveLength(2);
    await page.locator(inLesson('.cl-feedback'), { hasText: '沒有朗讀的聲音' }).waitFor();
    // a voice that arrives late (voiceschanged) makes it read
    await page.evaluate(() => window.__setVoices([...window.__voices, { lang: 'zh-TW', name: 'Guoyu' }]));
    await page.locator(inLesson('.cl-speak:not(.is-unavailable)')).waitFor();
    await speak.tap();
    expect((await spoken())[2]).toMatchObject({ text: step.text['zh-Hant'].replace(/\[([^|\]]+)\|[^\]]*\]/g, '$1'), lang: 'zh-TW' });
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});

test('without any speech synthesis voice the read-aloud button stays and says so, in every language', async () => {
  const { page, context } = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'en-US', serviceWorkers: 'block' } });
  try {
    await page.addInitScript(fakeSpeech, []);
    await page.goto(`${suite.site.baseUrl}/lesson/castling/`);
    await waitForStep(page, lessonFile('castling').steps[0].id);
    for (const lang of ['en', 'zh-Hans', 'zh-Hant']) {
      await switchLessonLang(page, lang);
      await expect(page.locator(inLesson('.cl-speak')).isVisible()).resolves.toBe(true);
      await page.locator(inLesson('.cl-speak')).tap();
      const runnerWords = (await import(`../../web/i18n/lesson.${lang}.mjs`)).default;
      await page.waitForFunction(({ sel, words }) => document.querySelector(sel).shadowRoot.querySelector('.cl-feedback').textContent === words, { sel: LESSON, words: runnerWords.noVoice });
    }
  } finally {
    await context.close();
  }
});

// ---- the authoring proofs stay off the children's page -----------------------------------

/** The sources of each file of dist/ that the lesson widget's bundle is made of, by rebuilding it
 *  in memory with the build's own options (esbuild names chunks by their content). */
async function widgetSources() {
  const result = await esbuild.build({ ...bundleOptions({ root: ROOT, dist: DIST, name: 'chess-lesson' }), write: false });
  return new Map(Object.entries(result.metafile.outputs).map(([file, output]) => [path.basename(file), Object.keys(output.inputs)]));
}

const AUTHORING = ['web/lesson/proofs.mjs', 'web/lesson/lone-king.mjs', 'web/lesson/authoring/', 'node_modules/ajv/'];

test('the lesson page does not download the authoring proofs, the distance table or the validator, nor the checks for a file the build checked', async () => {
  const sources = await widgetSources();
  // the check can fail: the validator's own bundle does hold the proofs and the table
  const validator = await esbuild.build({ ...BUNDLE_OPTIONS, entryPoints: [path.join(ROOT, 'web/lesson/authoring/check.mjs')], write: false, metafile: true });
  const validatorInputs = Object.keys(Object.values(validator.metafile.outputs)[0].inputs);
  for (const file of ['web/lesson/proofs.mjs', 'web/lesson/lone-king.mjs']) expect(validatorInputs).toContain(file);

  const { page, context, problems } = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'en-US', serviceWorkers: 'block' } });
  try {
    const fetched = new Set();
    context.on('request', (request) => fetched.add(new URL(request.url()).pathname.slice(1)));
    // a lesson page, a mate step whose defender and judge run in the worker, and an error card
    await page.goto(`${suite.site.baseUrl}/lesson/rook/`);
    await waitForStep(page, lessonFile('rook').steps[0].id);
    const mate = lessonFile('checkmate').steps.find((step) => step.goal.kind === 'mate' && step.goal.solution && step.goal.in > 1);
    const checkmate = lessonFile('checkmate');
    await seedProgress(page, 'checkmate', checkmate.steps.slice(0, checkmate.steps.findIndex((step) => step.id === mate.id)).map((step) => step.id));
    await page.addInitScript(recordBoardMoves);
    await page.goto(`${suite.site.baseUrl}/lesson/checkmate/`);
    await waitForStep(page, mate.id);
    const first = mate.goal.solution[0];
    await page.locator(cell(first.slice(0, 2))).tap();
    await page.locator(cell(first.slice(2, 4))).tap();
    await waitForMoves(page, 2);
    // the site's own lesson files are the text the build checked (checked-hash): neither check is
    // downloaded for them
    const ownFiles = [...fetched].filter((file) => file.startsWith('chess-lesson'));
    expect(ownFiles.filter((file) => !sources.has(file))).toEqual([]);
    const checksOnPage = ownFiles.flatMap((file) => sources.get(file)).filter((input) => ['web/lesson/format.gen.mjs', 'web/lesson/chess-checks.mjs'].includes(input));
    expect(checksOnPage).toEqual([]);
    // a file that differs from it (here a broken one) is checked: the format check comes, and the card
    await page.route('**/lessons/rook.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": "rook", "steps": []}' }));
    await page.goto(`${suite.site.baseUrl}/lesson/rook/`);
    await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.state === 'error', LESSON);

    const widgetFiles = [...fetched].filter((file) => file.startsWith('chess-lesson'));
    expect(widgetFiles.length).toBeGreaterThan(2);
    // every widget file the page fetched is one of this build's (so its sources are known)
    expect(widgetFiles.filter((file) => !sources.has(file))).toEqual([]);
    const shipped = widgetFiles.flatMap((file) => sources.get(file));
    expect(shipped).toContain('web/lesson/format.gen.mjs'); // the format check came for the changed file
    expect(shipped.filter((input) => AUTHORING.some((source) => input.startsWith(source)))).toEqual([]);
    // nor does any chunk of the widget hold them, fetched or not
    expect([...sources.values()].flat().filter((input) => AUTHORING.some((source) => input.startsWith(source)))).toEqual([]);
    expect(problems().csp).toEqual([]);
  } finally {
    await context.close();
  }
});

// ---- touch-move: only the obliged move earns a star --------------------------------------

test.each([
  ['both', 'c3', 'd5', 'e4'], // the pawn and then the knight touched: the pawn must take, not the knight
  ['rook-then-king', 'e1', 'g1', 'h1'], // the rook and then the king: the rook must move, not the king
])('touch-move (%s): touching %s and then %s is refused with the lesson\'s words and earns nothing', async (stepId, touched, to, obliged) => {
  const lesson = lessonFile('touch-move');
  const step = lesson.steps.find((s) => s.id === stepId);
  const { page, problems, context } = await openPage(suite.browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'en-US', serviceWorkers: 'block' } });
  try {
    await seedProgress(page, 'touch-move', lesson.steps.slice(0, lesson.steps.indexOf(step)).map((s) => s.id));
    await page.addInitScript(recordBoardMoves);
    await page.goto(`${suite.site.baseUrl}/lesson/touch-move/?step=${stepId}`); // 'both' is on the arbiter track
    await waitForStep(page, stepId);
    const before = await placement(page, LESSON_BOARD);
    await page.locator(LESSON_BOARD).evaluate((board) => { board.__firstTry = true; });
    await page.locator(cell(touched)).tap();
    await page.waitForFunction((sel) => document.querySelector(sel).shadowRoot.querySelector('.cl-feedback.is-bad'), LESSON);
    const words = await feedback(page);
    if (step.feedback?.TOUCH_MOVE_REQUIRED) expect(words).toBe(step.feedback.TOUCH_MOVE_REQUIRED.en);
    else expect(words.length).toBeGreaterThan(5);
    // the board is locked until the step starts again: the tap, made at once, does nothing
    await page.locator(cell(to)).tap({ force: true });
    // nothing moved, no star: after "try again" the step starts again on a new board, the pieces
    // where they were
    expect(await boardMoves(page)).toEqual([]);
    expect(await page.evaluate((sel) => document.querySelector(sel).dataset.state, LESSON)).not.toBe('solved');
    await tapTryAgain(page);
    await page.waitForFunction((sel) => {
      const lesson = document.querySelector(sel);
      return lesson.dataset.state === 'ready' && !lesson.shadowRoot.querySelector('chess-board').__firstTry;
    }, LESSON);
    expect(await placement(page, LESSON_BOARD)).toEqual(before);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('chess-lessons:progress') ?? '{}'));
    expect(saved.children?.default?.lessons?.['touch-move']?.steps?.[stepId]).toBeUndefined();
    // the obliged piece, moved: solved, with a star the less for the wrong try
    const move = (step.goal.expect.allowed ?? []).find((uci) => uci.startsWith(obliged)) ?? `${obliged}${to}`;
    await page.locator(cell(move.slice(0, 2))).tap();
    await page.locator(cell(move.slice(2, 4))).tap();
    await waitForSolved(page, stepId);
    expect(await page.locator(inLesson('.cl-feedback .cl-stars')).textContent()).toBe('★★☆');
    expect((await boardMoves(page)).map((m) => m.uci)).toEqual([move]);
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});
