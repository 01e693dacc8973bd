// The "play the computer" page (/play/) in Debian's Chromium, served with the strict CSP: the
// search worker and its wasm load from 'self' with no violation; the child plays by clicking and
// the computer answers through the worker; above the board the page says whose turn it is and
// what the computer did, in words and piece pictures, true after a take-back; an illegal move,
// resignation (asked first, in the page) and a take-back speak the page's language; the hint
// draws the search's move and says why; the grown-ups' tools sit behind "More"; the language
// carries between the site's pages; axe-core finds nothing; and the layout keeps the board and
// the status on screen on a phone, upright and sideways, in all three languages.
// Needs a built dist/ (`node scripts/build.mjs`; `npm test` builds first).
import { jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  ARTIFACTS, ROOT, browserSuite, frames, mouseDrag, openPage, placement, square, waitForBoard,
} from './helpers/browser.mjs';

jest.setTimeout(180000);
// How long a wait for the computer (a reply, a hint) may take before the test says which wait
// failed: long, because on a loaded 2-core machine a search can be slow, and well inside the
// test's own time.
const WAIT_MS = 90000;

const suite = browserSuite(['chess-lesson.mjs', 'chess-rules.mjs', 'chess-rules.wasm', 'chess-search.wasm',
  'chess-search-worker.mjs', 'play/index.html', 'play/play.mjs', 'play/play.css']);

// The progress store's entry (web/lesson/progress.mjs), which keeps the language for every page.
const STORE_KEY = 'chess-lessons:progress';
const storedLang = (lang) => JSON.stringify({ version: 1, child: 'default', lang, children: { default: { lessons: {} } } });

// Piece names as a child reads them, to check the page's words against the game's own record.
const PIECE_NAMES = {
  'zh-Hans': { p: '兵', n: '马', b: '象', r: '车', q: '后', k: '王' },
  'zh-Hant': { p: '兵', n: '馬', b: '象', r: '車', q: '后', k: '王' },
  en: { p: 'Pawn', n: 'Knight', b: 'Bishop', r: 'Rook', q: 'Queen', k: 'King' },
};

/** Opens /play/ (with `lang` saved by the site, if given) and waits until its first game is on:
 *  the turn line shows a piece picture only then. */
async function openPlay({ lang = null, contextOptions = {} } = {}) {
  const storageState = lang ? {
    cookies: [], origins: [{ origin: suite.site.baseUrl, localStorage: [{ name: STORE_KEY, value: storedLang(lang) }] }],
  } : undefined;
  const opened = await openPage(suite.browser, `${suite.site.baseUrl}/play/`, { contextOptions: { storageState, ...contextOptions } });
  suite.contexts.push(opened.context);
  await waitForBoard(opened.page);
  await opened.page.locator('#turn .play-icon').waitFor();
  return opened;
}

/** Clicks one square and then another: a tap move. */
async function clickMove(page, from, to) {
  await square(page, from).click();
  await square(page, to).click();
}

function plies(page) {
  return page.evaluate(() => document.querySelector('chess-board').history().length);
}

function waitForPlies(page, count) {
  return page.waitForFunction((n) => document.querySelector('chess-board').history().length === n, count, { timeout: WAIT_MS });
}

/** Waits until the computer has answered and the page shows it: `count` plies, the child to move,
 *  and the status drawn for that position. */
async function waitForReply(page, count) {
  await waitForPlies(page, count);
  await page.waitForFunction(() => {
    const board = document.querySelector('chess-board');
    const last = board.history({ verbose: true }).at(-1);
    return !document.getElementById('turn').classList.contains('thinking')
      && !document.getElementById('last-move').hidden && document.getElementById('last-move').textContent.includes(last.to);
  }, null, { timeout: WAIT_MS });
}

/** What the status lines show (the words on the screen; `heard` is what a screen reader says for
 *  the computer's move), and the game they should describe. */
function status(page) {
  return page.evaluate(() => {
    const board = document.querySelector('chess-board');
    const seen = (id) => {
      const line = document.getElementById(id);
      return line.hidden ? null : [...line.childNodes].filter((node) => !node.classList?.contains('visually-hidden')).map((node) => node.textContent).join('');
    };
    const lastLine = document.getElementById('last-move');
    return {
      turn: seen('turn'),
      lastMove: seen('last-move'),
      heard: lastLine.hidden ? null : [...lastLine.childNodes].filter((node) => node.getAttribute?.('aria-hidden') !== 'true').map((node) => node.textContent).join(''),
      lastPicture: lastLine.hidden ? null : lastLine.querySelector('svg')?.dataset.piece ?? null,
      note: seen('note'),
      history: board.history({ verbose: true }),
      outcome: board.outcome(),
    };
  });
}

/** Whether the board takes input, read a frame after the board's own redraw. */
function takesInput(page) {
  return page.evaluate(() => new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => {
      resolve(document.querySelector('chess-board').shadowRoot.querySelector('[role="grid"]').getAttribute('aria-disabled') !== 'true');
    }));
  }));
}

/** The computer's move as the status line should word it: "马 → f6" / "Knight → f6". */
const movedWords = (lang, played) => `${PIECE_NAMES[lang][played.piece]} → ${played.to}`;

test('the page loads with zero CSP violations; the child plays by clicking, the computer answers through the worker, and the status says what it did', async () => {
  const { page, problems } = await openPlay();
  expect(await page.locator('main h1, header h1').count()).toBe(1);
  const workers = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  // Drawing on the board is a teacher's tool, off the child's path: the board starts without it.
  const drawing = await page.evaluate(() => ({
    supported: customElements.get('chess-board').observedAttributes.includes('draw'),
    on: document.querySelector('chess-board').hasAttribute('draw'),
  }));
  expect(drawing).toEqual({ supported: true, on: false });
  expect((await status(page)).turn).toBe('Your move! You are White.');

  await clickMove(page, 'e2', 'e4');
  expect(await placement(page)).toMatchObject({ e4: 'P' });
  await waitForReply(page, 2);
  expect(workers.some((url) => url.endsWith('/chess-search-worker.mjs'))).toBe(true);

  // The reply is a legal black move that the board shows; the status names its piece, in words
  // and in a picture, and its square, and says it is the child's turn.
  let shown = await status(page);
  const reply = shown.history[1];
  expect(reply.color).toBe('b');
  expect((await placement(page))[reply.to]).toBe(reply.piece);
  expect(shown.turn).toBe('Your move! You are White.');
  expect(shown.lastMove).toContain(`Computer: ${movedWords('en', reply)}`);
  expect(shown.lastPicture).toBe(reply.piece);
  expect(shown.heard).toContain(`${PIECE_NAMES.en[reply.piece]} to ${reply.to}`);

  // The board still takes the child's moves: a second move, and another reply, told again.
  await clickMove(page, 'g1', 'f3');
  await waitForReply(page, 4);
  shown = await status(page);
  expect(shown.lastMove).toContain(`Computer: ${movedWords('en', shown.history[3])}`);
  expect(await takesInput(page)).toBe(true);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('playing Black, the computer opens; while it thinks the page keeps running and the board takes no input', async () => {
  const { page, problems } = await openPlay();
  await page.locator('input[name="colour"][value="black"]').check();
  await page.locator('input[name="level"][value="5"]').check();
  await page.click('#new-game');
  // The computer (White) moves first; meanwhile the page's thread stays free to run timers.
  const ticks = await page.evaluate(() => new Promise((resolve) => {
    let count = 0;
    const timer = setInterval(() => { count++; }, 10);
    const check = () => {
      if (document.querySelector('chess-board').history().length >= 1) {
        clearInterval(timer);
        resolve(count);
      } else requestAnimationFrame(check);
    };
    check();
  }));
  expect(ticks).toBeGreaterThan(5); // at least the 350 ms the page lets a reply take, in 10 ms ticks
  expect(await page.evaluate(() => document.querySelector('chess-board').getAttribute('orientation'))).toBe('black');
  expect(await page.evaluate(() => document.querySelector('chess-board').turn())).toBe('b');
  await waitForReply(page, 1);
  expect((await status(page)).turn).toBe('Your move! You are Black.');

  // Once the child's move has changed the game, the board takes no input and the page says that
  // the computer is thinking (a reply takes at least 350 ms); after the reply the board takes
  // input again. The page's own words are read in that change event (its listener comes first);
  // the board says whether it takes input in its grid's aria-disabled, drawn in the frame after
  // the lock: it is read in a frame asked for after the lock, so after the board's own redraw.
  await page.evaluate(() => {
    const board = document.querySelector('chess-board');
    board.addEventListener('change', function afterChildsMove(event) {
      if (event.detail.reason !== 'move' || board.turn() !== 'w') return;
      board.removeEventListener('change', afterChildsMove);
      const turn = document.getElementById('turn').textContent;
      requestAnimationFrame(() => {
        const locked = board.shadowRoot.querySelector('[role="grid"]').getAttribute('aria-disabled') === 'true';
        globalThis.__during = { locked, turn, replied: board.history().length > 2 };
      });
    });
  });
  await clickMove(page, 'e7', 'e5');
  await waitForReply(page, 3);
  expect(await page.evaluate(() => globalThis.__during)).toEqual({ locked: true, turn: 'The computer is thinking…', replied: false });
  expect(await takesInput(page)).toBe(true);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('the language switch changes the page, the board and the outcome, and is kept for the site; a checkmate is explained in a child’s words', async () => {
  const { page, problems } = await openPlay();
  await page.selectOption('#lang', 'zh-Hans');
  await page.waitForFunction(() => document.querySelector('h1').textContent === '和电脑下棋');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
  expect(await page.evaluate(() => document.querySelector('chess-board').getAttribute('lang'))).toBe('zh-Hans');
  expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key)).lang, STORE_KEY)).toBe('zh-Hans');
  // Fool's mate against the child: set the position just before Black's mating move, with the
  // computer to move at the strongest level, which sees the mate in one.
  await page.locator('input[name="level"][value="5"]').check();
  await page.click('#new-game'); // options apply from the next game
  await page.evaluate(() => document.querySelector('chess-board').setPosition('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2'));
  await page.locator('#outcome').waitFor({ state: 'visible', timeout: WAIT_MS });
  const outcome = await page.evaluate(() => document.querySelector('chess-board').outcome());
  expect(outcome).toMatchObject({ result: '0-1', reason: 'checkmate', message: expect.stringMatching(/^黑方胜：/) });
  expect(await page.locator('#outcome-result').textContent()).toBe(outcome.message);
  const rule = await page.locator('#outcome-rule').textContent();
  expect(rule).toContain('将死');
  // The child reads it: no article numbers.
  expect(rule).not.toMatch(/第|条|\d\.\d/);
  const shown = await status(page);
  expect(shown.turn).toBe('电脑赢了这一局。');
  expect(shown.lastMove).toContain(`电脑：${movedWords('zh-Hans', shown.history.at(-1))}`);
  expect(shown.lastMove).toContain('将死！');
  await page.selectOption('#lang', 'en');
  await page.waitForFunction(() => /^Checkmate/.test(document.getElementById('outcome-rule').textContent));
  expect(await page.locator('#outcome-rule').textContent()).not.toMatch(/Article|\d\.\d/);
  expect((await status(page)).turn).toBe('The computer won this game.');
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('in zh-Hans an illegal move, a take-back and resignation (asked first, in the page) each say in Chinese what is true of the position', async () => {
  // The language comes from the site's saved choice, not from the browser (an English one).
  const { page, problems } = await openPlay({ lang: 'zh-Hans', contextOptions: { locale: 'en-US' } });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
  expect((await status(page)).turn).toBe('轮到你了！你是白方。');
  const zhRules = await page.evaluate(async () => {
    const { loadChessRules } = await import('/chess-rules.mjs');
    const rules = await loadChessRules();
    await rules.setLang('zh-Hans');
    return {
      blocked: rules.errorMessage('CASTLE_BLOCKED', 'zh-Hans'),
      pawn: rules.errorMessage('PIECE_CANNOT_MOVE_LIKE_THAT', 'zh-Hans'),
      pawnTargets: rules.game().value.movesFrom('e2').value.sort(),
    };
  });
  const boardMessage = () => page.evaluate(() => document.querySelector('chess-board').shadowRoot.querySelector('[role="alert"]').textContent);

  // Illegal moves: castling with the knight and bishop still at home, a pawn three squares. The
  // board says why under itself, and the page holds the same words for the landscape layout.
  await mouseDrag(page, 'e1', 'g1');
  await page.waitForFunction(() => document.getElementById('note').dataset.kind === 'illegal');
  await frames(page); // the page's note is written as the move is refused, the board's on the next frame
  expect(await boardMessage()).toBe(zhRules.blocked);
  expect((await status(page)).note).toBe(`不能这样走：${zhRules.blocked}`);
  // True of the position: the king and the rook, with pieces between them.
  expect(zhRules.blocked).toMatch(/王.*车.*棋子|棋子.*王.*车/);
  // and the men in the way are marked bad on the board: the bishop f1 and the knight g1
  expect(await page.evaluate(() => [...document.querySelector('chess-board').shadowRoot.querySelectorAll('[data-highlight="bad"]')]
    .map((cell) => cell.dataset.square).sort())).toEqual(['f1', 'g1']);
  // A pawn three squares: the board says it cannot go so, and the page says how a pawn moves and
  // marks the squares the rules let it go to now, which it clears when a piece is picked up.
  await mouseDrag(page, 'e2', 'e5');
  await page.waitForFunction(() => document.querySelector('#note .play-note-piece') !== null);
  await frames(page);
  expect(await boardMessage()).toBe(zhRules.pawn);
  const pawnWords = await page.locator('#note .play-note-piece').textContent();
  expect(pawnWords).toMatch(/^兵.*前/);
  expect(await page.locator('#note .play-note-piece').isVisible()).toBe(true);
  const marked = () => page.evaluate(() => [...document.querySelector('chess-board').shadowRoot.querySelectorAll('[data-highlight]')]
    .map((cell) => cell.dataset.square).sort());
  expect(await marked()).toEqual(zhRules.pawnTargets);
  expect(await plies(page)).toBe(0);
  await square(page, 'g1').click();
  await page.waitForFunction(() => !document.querySelector('chess-board').shadowRoot.querySelector('[data-highlight]'));
  await square(page, 'g1').click();

  // A take-back of the first moves: the start again, nothing from the computer to tell.
  await clickMove(page, 'e2', 'e4');
  await waitForReply(page, 2);
  const first = (await status(page)).history[1];
  expect((await status(page)).lastMove).toContain(`电脑：${movedWords('zh-Hans', first)}`);
  await page.click('#undo');
  await waitForPlies(page, 0);
  let shown = await status(page);
  expect(shown).toMatchObject({ turn: '轮到你了！你是白方。', lastMove: null, note: '悔棋了：你的一步和电脑的一步都退回去了。再走一次吧！' });
  expect(await placement(page)).toMatchObject({ e2: 'P' });
  // Two moves each, then a take-back of the child's second move and the computer's reply: the
  // status tells of the computer's first reply, which is again the last move, and the child
  // moves again.
  await clickMove(page, 'e2', 'e4');
  await waitForReply(page, 2);
  const reply = (await status(page)).history[1];
  await clickMove(page, 'd2', 'd4');
  await waitForReply(page, 4);
  await page.click('#undo');
  await waitForPlies(page, 2);
  shown = await status(page);
  expect(shown.history[1]).toEqual(reply);
  expect(shown.turn).toBe('轮到你了！你是白方。');
  expect(shown.lastMove).toContain(`电脑：${movedWords('zh-Hans', reply)}`);
  expect(await placement(page)).toMatchObject({ d2: 'P' });
  // Nobody is thinking and the board takes the child's move.
  expect(await page.locator('#turn.thinking').count()).toBe(0);
  expect(await takesInput(page)).toBe(true);

  // Resignation asks first, in the page. "No" (a click, or Esc from the keyboard) plays on.
  const dialog = page.locator('#resign-dialog');
  await page.click('#resign');
  await dialog.waitFor({ state: 'visible' });
  expect(await dialog.textContent()).toContain('真的要认输吗？');
  expect((await status(page)).outcome.result).toBe('*');
  await page.click('#resign-keep');
  await dialog.waitFor({ state: 'hidden' });
  await page.focus('#resign');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'visible' });
  expect(await page.evaluate(() => document.activeElement.id)).toBe('resign-keep');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect((await status(page)).outcome.result).toBe('*');
  // "Yes": the child (White) resigns.
  await page.click('#resign');
  await page.click('#resign-confirm');
  await page.locator('#outcome').waitFor({ state: 'visible' });
  shown = await status(page);
  expect(shown.outcome).toMatchObject({ result: '0-1', reason: 'resignation' });
  expect(shown.turn).toBe('你认输了，这一局电脑赢了。');
  expect(await page.locator('#outcome-result').textContent()).toBe(shown.outcome.message);
  expect(shown.outcome.message).toMatch(/^黑方胜/);
  expect(await page.locator('#outcome-rule').textContent()).toBe('一方认输了，另一方就赢了。');
  expect(await page.locator('#resign').isDisabled()).toBe(true);
  expect(await page.evaluate(() => document.activeElement.id)).toBe('play-again');
  // Nothing the child sees is in English (square names like e4 are not words).
  expect(await page.evaluate(() => document.querySelector('main').innerText)).not.toMatch(/[A-Za-z]{2,}/);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('the levels have names, and the hint draws the search’s move as an arrow and says why', async () => {
  const { page, problems } = await openPlay({ lang: 'zh-Hans' });
  const levels = await page.locator('#level-choice label').allTextContents();
  expect(levels.map((text) => text.trim())).toEqual(['入门', '初级', '中级', '高级', '大师']);
  // A mate in one for the child: Ra8#.
  await page.evaluate(() => document.querySelector('chess-board').setPosition('6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1'));
  await page.waitForFunction(() => document.querySelector('chess-board').fen.startsWith('6k1/5ppp'));
  await page.click('#hint');
  await page.waitForFunction(() => document.getElementById('note').textContent.startsWith('提示：车'), null, { timeout: WAIT_MS });
  expect((await status(page)).note).toBe('提示：车 → a8。 这一步就能将死对方！');
  const arrows = await page.evaluate(() => [...document.querySelector('chess-board').shadowRoot.querySelectorAll('[data-from][data-to]')]
    .map((arrow) => `${arrow.dataset.from}${arrow.dataset.to}`));
  expect(arrows).toEqual(['a1a8']);
  // The hinted move is the mate.
  await clickMove(page, 'a1', 'a8');
  await page.locator('#outcome').waitFor({ state: 'visible' });
  expect((await status(page)).outcome).toMatchObject({ result: '1-0', reason: 'checkmate' });
  expect((await status(page)).turn).toBe('你赢了！');
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('the grown-ups’ tools sit behind “More”: the position code, and game records once the rules have them', async () => {
  const { page, problems } = await openPlay({ lang: 'zh-Hans' });
  // How often the page fetched the PGN controls' code, since it opened.
  const pgnToolsLoads = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/pgn-tools.mjs')).length);
  const fen = page.locator('#fen');
  expect(await fen.isVisible()).toBe(false);
  await page.click('#more summary');
  await fen.waitFor({ state: 'visible' });
  expect(await fen.inputValue()).toBe(await page.evaluate(() => document.querySelector('chess-board').fen));
  // A bad position code is explained in the page's language and changes nothing; a good one plays on.
  await fen.fill('8/8/8/8/8/8/8/8 w - - 0 1');
  await page.click('#load-fen');
  await page.waitForFunction(() => document.getElementById('fen-message').textContent !== '');
  expect(await page.locator('#fen-message').textContent()).toMatch(/王/);
  const endgame = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
  await fen.fill(endgame);
  await page.click('#load-fen');
  await page.waitForFunction((wanted) => document.querySelector('chess-board').fen === wanted, endgame);
  expect(await page.locator('#fen-message').textContent()).toBe('');

  // Game records: the two controls appear exactly when the rules API can read and write PGN
  // (rules.gameFromPgn, game.pgn), and their code loads only when one of them is used.
  const hasPgn = await page.evaluate(async () => {
    const { loadChessRules } = await import('/chess-rules.mjs');
    const rules = await loadChessRules();
    return typeof rules.gameFromPgn === 'function' && typeof rules.game().value.pgn === 'function';
  });
  expect(await page.locator('#pgn-tools').isVisible()).toBe(hasPgn);
  expect(await page.locator('#save-pgn').isVisible()).toBe(hasPgn);
  expect(await page.locator('#load-pgn').isVisible()).toBe(hasPgn);
  expect(await pgnToolsLoads()).toBe(0);
  if (hasPgn) {
    await page.click('#new-game');
    await clickMove(page, 'e2', 'e4');
    await waitForReply(page, 2);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-pgn')]);
    expect(download.suggestedFilename()).toMatch(/^chess-\d{4}-\d{2}-\d{2}\.pgn$/);
    const saved = await new Promise((resolve, reject) => {
      download.createReadStream().then((stream) => {
        const chunks = [];
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.on('error', reject);
      }, reject);
    });
    expect(await pgnToolsLoads()).toBe(1);
    expect(saved).toContain('[White "我"]');
    expect(saved).toContain('[Black "电脑（入门）"]');
    // The record read back by the rules is the game on the board.
    const savedMoves = await page.evaluate(async (text) => {
      const { loadChessRules } = await import('/chess-rules.mjs');
      const read = await (await loadChessRules()).gameFromPgn(text);
      return read.ok ? read.value.history() : read.error;
    }, saved);
    expect(savedMoves).toEqual(await page.evaluate(() => document.querySelector('chess-board').history()));

    // A malformed record: the rules' reason in the page's language, and the game on the board stays.
    const before = await page.evaluate(() => document.querySelector('chess-board').history());
    await page.fill('#pgn-text', '1. e4 e5 2. Ke3');
    await page.click('#load-pgn');
    await page.waitForFunction(() => document.getElementById('pgn-message').textContent !== '', null, { timeout: WAIT_MS });
    const refused = await page.locator('#pgn-message').textContent();
    expect(refused).toMatch(/^这个棋谱载入不了：.*Ke3/);
    expect(refused).not.toMatch(/[A-Za-z]{4,}/);
    expect(await page.locator('#pgn-message.is-refused').count()).toBe(1);
    expect(await page.evaluate(() => document.querySelector('chess-board').history())).toEqual(before);

    // A good record, pasted: it opens at its start, to be replayed (play-replay.test.mjs steps
    // through one); played on from its end, the child takes the side to move (Black) and the
    // computer (White) answers the child's move.
    await page.fill('#pgn-text', '[Event "x"]\n\n1. d4 {a comment} d5 2. c4 $1 *');
    await page.click('#load-pgn');
    await page.locator('#replay').waitFor({ state: 'visible' });
    expect(await plies(page)).toBe(0);
    expect(await page.locator('#pgn-message').textContent()).toContain('3');
    await page.click('#replay [data-replay="last"]');
    await page.waitForFunction(() => document.querySelector('chess-board').history().join(' ') === 'd4 d5 c4', null, { timeout: WAIT_MS });
    await page.click('#replay-play-on');
    await page.locator('#replay').waitFor({ state: 'hidden' });
    expect((await status(page)).turn).toBe('轮到你了！你是黑方。');
    await clickMove(page, 'd5', 'c4');
    await waitForReply(page, 5);
    // And a chosen file.
    await page.setInputFiles('#pgn-file', { name: 'game.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from('1. Nf3 Nf6 *\n') });
    await page.locator('#replay').waitFor({ state: 'visible' });
    await page.click('#replay [data-replay="last"]');
    await page.waitForFunction(() => document.querySelector('chess-board').history().join(' ') === 'Nf3 Nf6', null, { timeout: WAIT_MS });
  }
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('the language chosen on the site opens /play/ in it, and a choice on /play/ is kept for the other pages', async () => {
  const { page, context, problems } = await openPlay({ lang: 'zh-Hant' });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant');
  expect(await page.locator('h1').textContent()).toBe('和電腦下棋');
  expect(await page.evaluate(() => document.querySelector('chess-board').getAttribute('lang'))).toBe('zh-Hant');
  expect((await status(page)).turn).toBe('輪到你了！你是白方。');
  await page.selectOption('#lang', 'en');
  await page.waitForFunction(() => document.querySelector('h1').textContent === 'Play the computer');
  expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key)).lang, STORE_KEY)).toBe('en');
  // The index reads the same choice.
  const index = await context.newPage();
  await index.goto(`${suite.site.baseUrl}/`);
  await index.waitForFunction(() => document.documentElement.lang === 'en');
  expect(problems()).toEqual({ csp: [], errors: [] });
});

async function axeViolations(page) {
  if (!await page.evaluate(() => 'axe' in globalThis)) {
    await page.addScriptTag({ path: path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
  }
  const { violations, passes } = await page.evaluate(() => globalThis.axe.run(document));
  expect(passes.length).toBeGreaterThan(10); // axe looked at the page
  return violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test('axe-core finds no violations on /play/: a game with a hint and "More" open on a phone, the resignation question sideways', async () => {
  // axe is injected as a script, which the page's CSP would block: this context alone bypasses
  // CSP (the other tests check the page under its real CSP).
  const { page } = await openPlay({ lang: 'zh-Hans', contextOptions: { bypassCSP: true, viewport: { width: 390, height: 844 }, hasTouch: true } });
  await clickMove(page, 'e2', 'e4');
  await waitForReply(page, 2);
  await page.click('#hint');
  await page.waitForFunction(() => document.getElementById('note').textContent.startsWith('提示：'), null, { timeout: WAIT_MS });
  await page.click('#more summary');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 844, height: 390 });
  await page.click('#resign');
  await page.locator('#resign-dialog').waitFor({ state: 'visible' });
  expect(await axeViolations(page)).toEqual([]);
});

test('screenshots at 390×844, 844×390 and 320×568 in every language: the board and the status are on screen, the board beside the controls sideways', async () => {
  const dir = path.join(ARTIFACTS, 'play');
  mkdirSync(dir, { recursive: true });
  const sizes = [[390, 844], [844, 390], [320, 568]];
  for (const lang of ['zh-Hans', 'zh-Hant', 'en']) {
    // One game per language, seen on each screen in turn (a phone turned round, a smaller phone).
    const { page, problems } = await openPlay({
      lang, contextOptions: { viewport: { width: sizes[0][0], height: sizes[0][1] }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    });
    await clickMove(page, 'e2', 'e4');
    await waitForReply(page, 2);
    for (const [width, height] of sizes) {
      await page.setViewportSize({ width, height });
      const layout = await page.evaluate(() => new Promise((resolve) => {
        // Measured once the new size is laid out and drawn.
        requestAnimationFrame(() => requestAnimationFrame(() => {
          const box = (element) => element.getBoundingClientRect().toJSON();
          resolve({
            grid: box(document.querySelector('chess-board').shadowRoot.querySelector('[role="grid"]')),
            status: box(document.querySelector('.play-status')),
            actions: box(document.querySelector('.play-actions')),
            scrollX: document.documentElement.scrollWidth,
            scrolled: window.scrollY,
          });
        }));
      }));
      const inView = (rect) => rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= width + 0.5 && rect.y + rect.height <= height + 0.5;
      expect({ lang, width, height, scrolled: layout.scrolled, grid: inView(layout.grid), status: inView(layout.status) })
        .toEqual({ lang, width, height, scrolled: 0, grid: true, status: true });
      expect(layout.scrollX).toBeLessThanOrEqual(width);
      if (width > height) {
        // Sideways: the status and the buttons stand beside the board, not under it.
        expect(layout.status.x).toBeGreaterThanOrEqual(layout.grid.x + layout.grid.width);
        expect(layout.actions.x).toBeGreaterThanOrEqual(layout.grid.x + layout.grid.width);
        expect(inView(layout.actions)).toBe(true);
      } else {
        expect(layout.status.y + layout.status.height).toBeLessThanOrEqual(layout.grid.y);
      }
      await page.screenshot({ path: path.join(dir, `play-${lang}-${width}x${height}.png`) });
    }
    // On the smallest phone nothing sticks out, "More" open or not, and the resignation question
    // fits on the screen.
    const sticksOut = () => page.evaluate(() => [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && !element.closest('.visually-hidden') && (box.left < -0.5 || box.right > innerWidth + 0.5);
    }).map((element) => `${element.tagName.toLowerCase()}#${element.id}.${element.className}`));
    expect(await sticksOut()).toEqual([]);
    await page.click('#more summary');
    await page.locator('#fen').scrollIntoViewIfNeeded();
    expect(await sticksOut()).toEqual([]);
    await page.screenshot({ path: path.join(dir, `play-${lang}-320x568-more.png`), fullPage: true });
    await page.click('#resign');
    await page.locator('#resign-dialog').waitFor({ state: 'visible' });
    const dialog = await page.locator('#resign-dialog').boundingBox();
    expect(dialog.x >= 0 && dialog.y >= 0 && dialog.x + dialog.width <= 320 && dialog.y + dialog.height <= 568).toBe(true);
    await page.screenshot({ path: path.join(dir, `play-${lang}-320x568-resign.png`) });
    await page.click('#resign-keep');
    await page.locator('#resign-dialog').waitFor({ state: 'hidden' });
    // What the child reads: whose turn, and the computer's move with its piece picture.
    const shown = await status(page);
    expect(shown.lastMove).toContain(movedWords(lang, shown.history[1]));
    expect(shown.lastPicture).toBe(shown.history[1].piece);
    expect(problems()).toEqual({ csp: [], errors: [] });
  }
});
