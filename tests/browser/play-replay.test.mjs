// A game record replayed on /play/, in Chromium, Firefox ESR and WebKitGTK (helpers/engines.mjs):
// a 30-move game with tags, pasted under "More", opens at move 0; the buttons, the keys and a tap
// on the move list step it to move 30 and back; its tags are shown; saving writes the same tags
// and moves back. The game, its tags and the moves expected are made and read by chess.js (an
// independent implementation), never by the page's code. Morphy's Opera game replayed to its end
// reports the record's result (白方胜), not "你赢了！"; a record with Chinese piece names (马f3) is
// read; a bad record during a replay is explained and the replay stays.
// Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { Chess } from 'chess.js';
import { requireDist } from './helpers/browser.mjs';
import { ENGINES, launchEngine, phoneSize, startEngineSite } from './helpers/engines.mjs';

jest.setTimeout(240000);

const TAGS = {
  Event: '少儿象棋春季赛', Site: 'Beijing', Date: '2025.04.12', Round: '3', White: 'Li, Ming', Black: 'Wang, Fang', Result: '1/2-1/2', Annotator: '王老师',
};

/** A game of 30 moves (60 plies) that no rule ends sooner, chosen from chess.js's legal moves by a
 *  fixed sequence, with TAGS: {pgn, moves (SAN), fens}. */
function thirtyMoveGame() {
  for (let seed = 1; ; seed += 1) {
    const game = new Chess();
    let state = seed;
    const fens = [game.fen()];
    while (game.history().length < 60 && !game.isGameOver()) {
      state = (state * 1103515245 + 12345) % 2147483648;
      const moves = game.moves();
      game.move(moves[state % moves.length]);
      fens.push(game.fen());
    }
    if (game.history().length === 60 && !game.isGameOver()) {
      for (const [name, value] of Object.entries(TAGS)) game.setHeader(name, value);
      return { pgn: game.pgn(), moves: game.history(), fens };
    }
  }
}

const OPERA = `[Event "Paris"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[Round "?"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

1.e4 e5 2.Nf3 d6 3.d4 Bg4 4.dxe5 Bxf3 5.Qxf3 dxe5 6.Bc4 Nf6 7.Qb3 Qe7 8.Nc3 c6 9.Bg5 b5
10.Nxb5 cxb5 11.Bxb5+ Nbd7 12.O-O-O Rd8 13.Rxd7 Rxd7 14.Rd1 Qe6 15.Bxd7+ Nxd7 16.Qb8+ Nxb8
17.Rd8# 1-0
`;

const boardState = (page) => page.evaluate(() => {
  const board = document.querySelector('chess-board');
  return { history: board.history(), fen: board.fen };
});
const plies = (page, count) => page.waitFor((wanted) => document.querySelector('chess-board').history().length === wanted, count, { what: `${count} plies on the board` });

describe.each(ENGINES)('%s', (engineName) => {
  let site;
  let engine;
  let page;
  const game = thirtyMoveGame();

  beforeAll(async () => {
    requireDist(['play/index.html', 'play/play.mjs', 'play/pgn-tools.mjs']);
    site = await startEngineSite(engineName);
    engine = await launchEngine(engineName);
    page = await engine.newPage({ site, ...phoneSize(engineName) });
    await page.goto(`${site.baseUrl}/play/`);
    await page.waitFor(() => document.querySelector('#turn .play-icon') && !document.getElementById('pgn-tools').hidden, null, { what: 'the page, its first game and the PGN tools' });
    // the page's language menu, as a teacher chooses (a reload here would cut the first page's loads short)
    await page.evaluate(() => {
      const menu = document.getElementById('lang');
      menu.value = 'zh-Hans';
      menu.dispatchEvent(new Event('change'));
    });
    await page.waitFor(() => document.documentElement.lang === 'zh-Hans' && document.getElementById('turn').textContent.includes('轮到你了'), null, { what: 'the page in zh-Hans' });
    await page.clickSelector('#more summary');
  });
  afterAll(async () => {
    await page?.close();
    await engine?.close();
    await site?.close();
  });

  /** Pastes `text` and loads it. */
  async function load(text) {
    await page.evaluate((value) => { document.getElementById('pgn-text').value = value; document.getElementById('pgn-message').textContent = ''; }, text);
    await page.clickSelector('#load-pgn');
    await page.waitFor(() => document.getElementById('pgn-message').textContent !== '', null, { what: 'the PGN message' });
  }

  test('a 30-move game with tags loads at move 0, steps to move 30 and back, and writes back the same tags and moves', async () => {
    await load(game.pgn);
    await page.waitFor(() => !document.getElementById('replay').hidden, null, { what: 'the replay' });
    // move 0: the start, and the computer does not move
    expect(await boardState(page)).toEqual({ history: [], fen: game.fens[0] });
    expect(await page.evaluate(() => document.getElementById('turn').textContent)).toContain('一共 60 步');
    // the tags, as a reader sees them
    const shown = await page.evaluate(() => [...document.querySelectorAll('#replay-tags dd')].map((dd) => dd.textContent));
    for (const name of ['White', 'Black', 'Event', 'Site', 'Date', 'Round', 'Annotator']) expect(shown).toContain(TAGS[name]);
    // the list: a button per move, each big enough for a finger
    const buttons = await page.evaluate(() => [...document.querySelectorAll('#replay-moves [data-ply]')].map((b) => { const r = b.getBoundingClientRect(); return Math.min(r.width, r.height); }));
    expect(buttons).toHaveLength(60);
    expect(Math.min(...buttons)).toBeGreaterThanOrEqual(44);

    // the buttons, one move at a time
    await page.clickSelector('[data-replay="next"]');
    await plies(page, 1);
    await page.clickSelector('[data-replay="next"]');
    await plies(page, 2);
    expect(await boardState(page)).toEqual({ history: game.moves.slice(0, 2), fen: game.fens[2] });
    // the keys, from the focused button
    await page.press('ArrowRight');
    await plies(page, 3);
    await page.press('ArrowLeft');
    await plies(page, 2);
    // a tap on the list
    await page.clickSelector('#replay-moves [data-ply="41"]');
    await plies(page, 41);
    expect(await boardState(page)).toEqual({ history: game.moves.slice(0, 41), fen: game.fens[41] });
    // to the end: move 30
    await page.press('End');
    await plies(page, 60);
    expect(await boardState(page)).toEqual({ history: game.moves, fen: game.fens[60] });
    expect(await page.evaluate(() => document.querySelector('[data-replay="next"]').disabled)).toBe(true);
    expect(await page.evaluate(() => document.getElementById('turn').textContent)).toContain('和棋（½-½）');
    // and back: one move, then the start
    await page.clickSelector('[data-replay="previous"]');
    await plies(page, 59);
    expect((await boardState(page)).fen).toBe(game.fens[59]);
    await page.press('Home');
    await plies(page, 0);
    expect((await boardState(page)).fen).toBe(game.fens[0]);

    // saved: the record's own tags and moves, as chess.js reads the file
    await page.evaluate(() => {
      globalThis.savedBlobs = [];
      const create = URL.createObjectURL;
      URL.createObjectURL = (blob) => { globalThis.savedBlobs.push(blob); return create.call(URL, blob); };
      // the browser's download itself is not this test's: the link's click is kept from happening
      HTMLAnchorElement.prototype.click = function click() {};
    });
    await page.clickSelector('#save-pgn');
    const saved = await page.waitFor(() => globalThis.savedBlobs.length > 0 && globalThis.savedBlobs[0].text(), null, { what: 'the saved record' });
    const reread = new Chess();
    reread.loadPgn(saved);
    expect(reread.history()).toEqual(game.moves);
    expect(reread.getHeaders()).toEqual(expect.objectContaining(TAGS));
    expect(await page.errors()).toEqual([]);
  });

  test('a bad record during a replay is explained in the page\'s language, and the replay stays', async () => {
    await page.clickSelector('#replay-moves [data-ply="7"]');
    await plies(page, 7);
    await load('[White "x"]\n\n1. e4 e5 2. Ke3 *');
    expect(await page.evaluate(() => document.getElementById('pgn-message').textContent)).toMatch(/^这个棋谱载入不了：.*Ke3/);
    expect(await boardState(page)).toEqual({ history: game.moves.slice(0, 7), fen: game.fens[7] });
    expect(await page.evaluate(() => document.getElementById('replay').hidden)).toBe(false);
  });

  test('moves written with Chinese piece names are read (马f3, 馬f3)', async () => {
    await load('1. e4 e5 2. 马f3 馬c6 *');
    await page.press('End');
    await plies(page, 4);
    expect((await boardState(page)).history).toEqual(['e4', 'e5', 'Nf3', 'Nc6']);
  });

  test('Morphy\'s Opera game, replayed to its end, gives the record\'s result, not the child\'s win', async () => {
    await load(OPERA);
    await page.waitFor(() => document.querySelector('chess-board').history().length === 0, null, { what: 'move 0' });
    const opera = new Chess();
    opera.loadPgn(OPERA);
    await page.clickSelector('[data-replay="last"]');
    await plies(page, opera.history().length);
    expect((await boardState(page)).history).toEqual(opera.history());
    const turn = await page.evaluate(() => document.getElementById('turn').textContent);
    expect(turn).toContain('白方胜（1-0）');
    expect(turn).not.toContain('你赢了');
    expect(await page.evaluate(() => document.getElementById('outcome').hidden)).toBe(true);
    // playing on from a replayed position leaves the replay: the board takes the child's moves again
    await page.clickSelector('[data-replay="first"]');
    await plies(page, 0);
    await page.clickSelector('#replay-play-on');
    await page.waitFor(() => document.getElementById('replay').hidden, null, { what: 'the replay left' });
    expect(await page.evaluate(() => document.getElementById('turn').textContent)).toContain('轮到你了');
    expect(await page.errors()).toEqual([]);
  });
});
