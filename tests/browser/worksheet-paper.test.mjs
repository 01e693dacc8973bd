// Worksheets for paper, in Chromium: a copy of dist/ with a teacher's own lesson added to its
// lessons/ and index.json (no build). Printed to PDF (A4), the mate-in-one lesson's worksheet holds
// six diagrams a page with 白先 / 黑先 under each (the side to move that chess.js reads from the
// step's position), then an answer key page whose answers are the lesson's goals: for a mate in
// one, every mating move, found by chess.js on its own, written as the course writes moves (马f3).
// The print palette's dark squares take less than 25% ink. The teacher's own lesson, a steps chosen
// on the picking page, and 12 rook mates the core generates from seed 7 (the same twice, each
// answer a mate by chess.js) print the same way; axe-core finds nothing wrong. Needs dist/.
import { jest } from '@jest/globals';
import { Chess } from 'chess.js';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PHONE, browserSuite, openPage, runAxe } from './helpers/browser.mjs';
import printZhHans from '../../web/i18n/print.zh-Hans.mjs';
import { GENERATORS } from '../../web/rules/index.mjs';

jest.setTimeout(240000);

const LESSON = 'mate-in-one';
const OWN = { id: 'my-mates', file: 'my-mates.json', title: { 'zh-Hans': '我的将死练习', 'zh-Hant': '我的將死練習', en: 'My mates' } };
const PER_PAGE = 6;
// The course writes a move's piece in Chinese: 马f3 (lessons/README.md).
const CHINESE = { K: '王', Q: '后', R: '车', B: '象', N: '马' };
const chineseSan = (san) => san.replace(/(^|=)([KQRBN])/g, (_, before, letter) => `${before}${CHINESE[letter]}`);

let lesson;
const suite = browserSuite(['lesson/print/index.html', 'print/lesson-print.mjs', `lesson/${LESSON}/print/index.html`, 'lesson/rook/print/index.html'], {
  // the teacher's own lesson: the mate-in-one lesson under a new id, added to the index
  folder: {
    prepare(work) {
      const index = JSON.parse(readFileSync(path.join(work, 'lessons', 'index.json'), 'utf8'));
      const entry = index.lessons.find((each) => each.id === LESSON);
      lesson = JSON.parse(readFileSync(path.join(work, 'lessons', entry.file), 'utf8'));
      writeFileSync(path.join(work, 'lessons', OWN.file), JSON.stringify({ ...lesson, id: OWN.id, title: OWN.title }));
      index.lessons.push({ ...entry, id: OWN.id, file: OWN.file, title: OWN.title });
      writeFileSync(path.join(work, 'lessons', 'index.json'), JSON.stringify(index));
    },
  },
});

async function open(address, options) {
  const opened = await openPage(suite.browser, `${suite.folderUrl}${address}`, options);
  suite.contexts.push(opened.context);
  await opened.page.waitForFunction(() => document.body.dataset.ready, null, { timeout: 120000 });
  return opened;
}

/** The position a step asks about, by chess.js: its FEN with its history played. */
function stepGame(step) {
  const chess = new Chess(step.fen);
  for (const move of step.history ?? []) chess.move({ from: move.slice(0, 2), to: move.slice(2, 4), promotion: move[4] });
  return chess;
}
const mates = (chess) => chess.moves({ verbose: true }).filter((move) => move.san.endsWith('#'));

/** Prints the page to an A4 PDF and reads what paper shows: the PDF's pages, each page of
 *  questions (its questions, its height), the side under each board, and the answer key. */
async function printed(page) {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
  const sheet = await page.evaluate(() => {
    const shown = (node) => [...node.querySelectorAll('[data-lang]')].filter((span) => span.checkVisibility()).map((span) => span.textContent).join('');
    return {
      groups: [...document.querySelectorAll('.pv-steps')].map((list) => ({
        questions: list.querySelectorAll(':scope > .pv-step').length,
        diagrams: list.querySelectorAll(':scope > .pv-step figure > svg.pv-board > svg').length,
        height: list.getBoundingClientRect().height,
      })),
      questions: [...document.querySelectorAll('.pv-step')].map((step) => ({ fen: step.dataset.fen, side: shown(step.querySelector('.pv-side') ?? document.createElement('p')) })),
      key: [...document.querySelectorAll('.pv-key-item')].map((item) => ({ moves: item.dataset.moves ?? null, line: item.dataset.line ?? null, text: shown(item.querySelector('.pv-key-answer')) })),
      keyAlone: (() => {
        const key = document.querySelector('.pv-key');
        return key && getComputedStyle(key).breakBefore === 'page';
      })(),
      darkSquares: [...new Set([...document.querySelectorAll('figure > svg.pv-board > svg > path:nth-of-type(2)')].map((path) => path.getAttribute('fill')))],
      lightSquares: [...new Set([...document.querySelectorAll('figure > svg.pv-board > svg > path:nth-of-type(1)')].map((path) => path.getAttribute('fill')))],
    };
  });
  return { pdf, pages, ...sheet };
}

/** The share of ink a grey (or any colour, by its luminance) takes: 0 white, 1 black. */
function ink(hex) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  return 1 - (0.2126 * r + 0.7152 * g + 0.0722 * b);
}

/** The worksheet of `lesson` printed: six diagrams a page, 白先 / 黑先, the key from its goals. */
async function expectMateWorksheet(address) {
  const { page, problems } = await open(address);
  const sheet = await printed(page);
  const steps = lesson.steps.length;
  // six a page, then the key on a page of its own
  expect(sheet.groups.map((group) => group.questions)).toEqual(Array.from({ length: Math.ceil(steps / PER_PAGE) }, (_, n) => Math.min(PER_PAGE, steps - n * PER_PAGE)));
  expect(sheet.groups.map((group) => group.diagrams)).toEqual(sheet.groups.map((group) => group.questions));
  expect(sheet.pages).toBe(Math.ceil(steps / PER_PAGE) + 1);
  expect(sheet.keyAlone).toBe(true);
  // each page's questions fit the A4 page's height less its margins (297 - 2 × 12 mm, at 96 px an inch)
  for (const group of sheet.groups) expect(group.height).toBeLessThanOrEqual((273 / 25.4) * 96);
  lesson.steps.forEach((step, n) => {
    const chess = stepGame(step);
    expect(sheet.questions[n]).toEqual({ fen: chess.fen(), side: chess.turn() === 'w' ? '白先' : '黑先' });
    // the lesson's goal is a mate in one: its answer is every mate chess.js finds there
    expect(step.goal).toMatchObject({ kind: 'mate', in: 1 });
    const found = mates(chess);
    expect(found.length).toBeGreaterThan(0);
    expect(sheet.key[n].moves.split(' ').sort()).toEqual(found.map((move) => move.lan).sort());
    expect(sheet.key[n].text.split(' 或 ').sort()).toEqual(found.map((move) => chineseSan(move.san)).sort());
  });
  expect(sheet.lightSquares).toEqual(['#ffffff']);
  expect(sheet.darkSquares).toHaveLength(1);
  expect(ink(sheet.darkSquares[0])).toBeLessThan(0.25);
  expect(problems()).toEqual({ csp: [], errors: [] });
  return { page, sheet };
}

test('the mate-in-one worksheet prints six diagrams a page, 白先 / 黑先 under each, and the key from its goals', async () => {
  const { sheet } = await expectMateWorksheet(`lesson/${LESSON}/print/?lang=zh-Hans`);
  expect(sheet.questions.map((question) => question.side)).toContain('黑先');
});

/** A star hunt's route played by chess.js from the step's FEN, the other side passing (the turn
 *  handed back by the FEN): the squares the piece stands on after each move, or null at a move
 *  chess.js refuses or a move of another piece. */
function starWalk(fen, piece, line) {
  let at = fen;
  let square = piece;
  const visited = [];
  for (const uci of line) {
    const chess = new Chess(at, { skipValidation: true });
    if (uci.slice(0, 2) !== square) return null;
    let move;
    try { move = chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] }); } catch { return null; }
    square = move.to;
    visited.push(square);
    const fields = chess.fen().split(' ');
    fields[1] = fields[1] === 'w' ? 'b' : 'w';
    fields[3] = '-';
    at = fields.join(' ');
  }
  return visited;
}

test('the rook worksheet: 白先 / 黑先 under every board, each star hunt\'s key a route that collects every star', async () => {
  const rook = JSON.parse(readFileSync(path.join(suite.folder, 'lessons', 'rook.json'), 'utf8'));
  const { page, problems } = await open('lesson/rook/print/?lang=zh-Hans');
  const sheet = await printed(page);
  expect(sheet.questions).toHaveLength(rook.steps.length);
  rook.steps.forEach((step, n) => {
    const turn = step.fen.split(' ')[1];
    expect({ n, side: sheet.questions[n].side }).toEqual({ n, side: turn === 'w' ? '白先' : '黑先' });
    if (step.goal.kind !== 'collect-stars') return;
    // the route is the rook's, visits every star within the step's moves, chess.js playing it
    const line = sheet.key[n].line?.split(' ') ?? [];
    const visited = starWalk(step.fen, step.goal.piece, line);
    expect({ n, visited }).toEqual({ n, visited: expect.any(Array) });
    expect(line.length).toBeLessThanOrEqual(step.goal.maxMoves);
    for (const star of step.goal.stars) expect({ n, star, reached: visited.includes(star) }).toEqual({ n, star, reached: true });
  });
  // question 1: 车e1 to the one star on e6 takes one move, the only one
  expect(sheet.key[0]).toMatchObject({ line: 'e1e6', text: '1. 车e6' });
  // question 3: the black rook on a8 takes a3, h3 and h8 in three moves either way round
  expect(rook.steps[2].goal).toMatchObject({ piece: 'a8', stars: ['a3', 'h3', 'h8'], maxMoves: 3 });
  expect(sheet.key[2].text).toMatch(/^一种走法：1\. 车/);
  expect(['a8a3 a3h3 h3h8', 'a8h8 h8h3 h3a3']).toContain(sheet.key[2].line);
  for (const item of sheet.key) expect(item.text).not.toBe(printZhHans.noAnswer);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('a teacher\'s own lesson, added with no build, prints the same way', async () => {
  await expectMateWorksheet(`lesson/print/?id=${OWN.id}&lang=zh-Hans`);
});

test('a teacher ticks a whole lesson and two steps of another on the picking page, and gets that worksheet', async () => {
  const { page, problems } = await open('lesson/print/?lang=zh-Hans', { contextOptions: { viewport: { width: 1280, height: 900 } } });
  // every exercise the core makes, offered by its name in Chinese, none by its id
  const offered = await page.locator('select[name="skill"] option').evaluateAll((options) => options.map((option) => ({ id: option.value, name: option.textContent })));
  expect(offered.map((option) => option.id)).toEqual(GENERATORS.kinds);
  for (const option of offered) expect(option.name).toMatch(/^[\u3400-\u9fff、（）]+$/);
  await page.locator(`input[name="id"][value="${OWN.id}"]`).check();
  const rook = page.locator('details[data-lesson="rook"]');
  await rook.locator('summary').click();
  await page.waitForFunction(() => document.querySelector('details[data-lesson="rook"]').dataset.ready);
  const rookFile = JSON.parse(readFileSync(path.join(suite.folder, 'lessons', 'rook.json'), 'utf8'));
  const picked = rookFile.steps.slice(0, 2).map((step) => `rook/${step.id}`);
  for (const value of picked) await rook.locator(`input[value="${value}"]`).check();
  await page.locator('.pv-pick-form button[type="submit"]').click();
  await page.waitForFunction(() => document.querySelector('.pv-step'), null, { timeout: 120000 });
  const steps = await page.evaluate(() => [...document.querySelectorAll('.pv-step')].map((step) => step.dataset.step));
  expect(steps).toEqual([...lesson.steps.map((step) => `${OWN.id}/${step.id}`), ...picked]);
  expect(await page.locator('.pv-key-item').count()).toBe(steps.length);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('12 generated rook mates with seed 7 print the same positions twice, each answer a mate', async () => {
  const address = 'lesson/print/?skill=mate-in-one&piece=rook&count=12&seed=7&lang=zh-Hans';
  const read = async () => {
    const { page, problems } = await open(address);
    const sheet = await printed(page);
    expect(problems()).toEqual({ csp: [], errors: [] });
    return sheet;
  };
  const first = await read();
  const second = await read();
  expect(first.questions).toHaveLength(12);
  expect(new Set(first.questions.map((question) => question.fen)).size).toBe(12);
  expect(second.questions).toEqual(first.questions);
  expect(second.key).toEqual(first.key);
  expect(first.pages).toBe(2 + 1);
  first.questions.forEach((question, n) => {
    const chess = new Chess(question.fen);
    expect(question.side).toBe(chess.turn() === 'w' ? '白先' : '黑先');
    const found = mates(chess);
    expect(first.key[n].moves.split(' ').sort()).toEqual(found.map((move) => move.lan).sort());
    for (const move of found) expect(move.piece).toBe('r');
  });
});

test('axe-core finds no violations on the worksheet, on screen and on paper, nor on the picking page', async () => {
  // (lesson-print.test.mjs and diagram.test.mjs run axe on other lessons' worksheets)
  for (const [address, paper] of [[`lesson/print/?id=${OWN.id}&lang=zh-Hans`, true], ['lesson/print/?lang=zh-Hans', false]]) {
    const { page } = await open(address, { contextOptions: { ...PHONE, bypassCSP: true } });
    expect({ address, violations: await runAxe(page) }).toEqual({ address, violations: [] });
    if (!paper) continue;
    await page.emulateMedia({ media: 'print' });
    expect({ address, print: await runAxe(page) }).toEqual({ address, print: [] });
  }
});
