/**
 * @jest-environment node
 */
// The README's three snippets, as a web developer pastes them: dist/ copied to /chess/ on a site,
// each snippet the whole of a page (the rules one as the page's module file), under the strict CSP;
// and the board and lesson snippets under exactly the policy the README asks for, after
// `default-src 'none'`, and under that policy less its connect-src, where they must say that the
// page's security settings blocked a file.
import { jest } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DIST, ROOT, launchBrowser, openPage, requireDist, startSite } from './helpers/browser.mjs';

jest.setTimeout(120000);

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const section = README.slice(README.indexOf('## On your own page'), README.indexOf('## Documentation'));
const blocks = (language) => [...section.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);

// The policy the README asks a host page for: the code span after "needs at least".
const POLICY = section.match(/needs at least\s+`([^`]+)`/)[1];
const WITHOUT_CONNECT = POLICY.split(';').map((part) => part.trim()).filter((part) => !part.startsWith('connect-src')).join('; ');

let root;
let site;
let strict;
let blocking;
let browser;

beforeAll(async () => {
  requireDist(['chess-lesson.mjs', 'chess-rules.mjs', 'chess-rules.wasm', 'lessons/castling.json']);
  root = mkdtempSync(path.join(os.tmpdir(), 'chess-readme-'));
  symlinkSync(DIST, path.join(root, 'chess'));
  const [board, lesson] = blocks('html');
  const page = (body, head = '') => `<!doctype html><html lang="zh-Hans"><head><meta charset="utf-8"><title>t</title>${head}</head><body>\n${body}</body></html>`;
  writeFileSync(path.join(root, 'board.html'), page(board));
  writeFileSync(path.join(root, 'lesson.html'), page(lesson));
  writeFileSync(path.join(root, 'rules.mjs'), blocks('js')[0]);
  writeFileSync(path.join(root, 'rules.html'), page('', '<script type="module" src="/rules.mjs"></script>'));
  site = await startSite({ root });
  strict = await startSite({ root, policy: `default-src 'none'; ${POLICY}` });
  blocking = await startSite({ root, policy: `default-src 'none'; ${WITHOUT_CONNECT}` });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await strict?.close();
  await blocking?.close();
  rmSync(root, { recursive: true, force: true });
});

test('the README shows a board snippet, a lesson snippet and a rules module', () => {
  expect(blocks('html')).toHaveLength(2);
  expect(blocks('js')).toHaveLength(1);
});

test('the board snippet gives a board that takes a move', async () => {
  const { page, context, problems } = await openPage(browser, `${site.baseUrl}/board.html`);
  try {
    await page.evaluate(() => document.querySelector('chess-board').ready);
    const played = await page.evaluate(() => document.querySelector('chess-board').play('e2e4'));
    expect(played.ok).toBe(true);
    expect(await page.evaluate(() => document.querySelector('chess-board').fen)).toMatch(/^rnbqkbnr\/pppppppp\/8\/8\/4P3\//);
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});

test('the lesson snippet opens the castling lesson at its first step, in Chinese', async () => {
  const first = JSON.parse(readFileSync(path.join(ROOT, 'lessons', 'castling.json'), 'utf8')).steps[0];
  const { page, context, problems } = await openPage(browser, `${site.baseUrl}/lesson.html`);
  try {
    await page.waitForFunction((id) => {
      const lesson = document.querySelector('chess-lesson');
      return lesson.dataset.step === id && lesson.dataset.state === 'ready';
    }, first.id);
    const shown = await page.evaluate(() => document.querySelector('chess-lesson').shadowRoot.querySelector('.cl-text').textContent);
    expect(shown).toMatch(/[\u4e00-\u9fff]/);
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});

test('the rules module prints the result its comment promises', async () => {
  const promised = blocks('js')[0].match(/console\.log\(.*\); \/\/ (.+)\n/)[1];
  const { page, context, problems } = await openPage(browser, 'about:blank');
  try {
    const logged = new Promise((resolve) => page.on('console', (message) => { if (message.type() === 'log') resolve(message.text()); }));
    await page.goto(`${site.baseUrl}/rules.html`);
    expect(await logged).toBe(promised);
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
  }
});

test('under exactly the README\'s policy after default-src \'none\', the board takes a move and the lesson opens', async () => {
  expect(POLICY).toContain("connect-src 'self'");
  for (const [page, ready] of [['board.html', () => document.querySelector('chess-board').ready.then(() => document.querySelector('chess-board').play('e2e4').ok)],
    ['lesson.html', () => new Promise((resolve) => {
      const lesson = document.querySelector('chess-lesson');
      const check = () => (lesson.dataset.state === 'ready' ? resolve(true) : lesson.dataset.state === 'error' ? resolve(false) : setTimeout(check, 50));
      check();
    })]]) {
    const opened = await openPage(browser, `${strict.baseUrl}/${page}`);
    try {
      expect(await opened.page.evaluate(ready)).toBe(true);
      expect(opened.problems()).toEqual({ csp: [], errors: [] });
    } finally {
      await opened.context.close();
    }
  }
});

test('a page whose policy has no connect-src: the board and the lesson say the page\'s security settings blocked the file, not the network', async () => {
  const { default: boardHans } = await import('../../web/i18n/board.zh-Hans.mjs');
  const { default: problemsHans } = await import('../../web/i18n/lesson-problems.zh-Hans.mjs');
  const board = await openPage(browser, `${blocking.baseUrl}/board.html`);
  try {
    await board.page.evaluate(() => document.querySelector('chess-board').ready);
    const said = await board.page.waitForFunction(() => document.querySelector('chess-board').shadowRoot.querySelector('.cb-message')?.textContent || '')
      .then((handle) => handle.jsonValue());
    expect(said).toContain('安全设置');
    expect(said).toContain('chess-rules.wasm');
    expect(said).not.toContain('网络，');
    expect(said).toBe(boardHans.board.loadBlocked.replace('{file}', 'chess-rules.wasm').replace('{directive}', 'connect-src'));
    expect(board.problems().csp.map((violation) => violation.directive)).toContain('connect-src');
  } finally {
    await board.context.close();
  }
  const lesson = await openPage(browser, `${blocking.baseUrl}/lesson.html`);
  try {
    await lesson.page.waitForFunction(() => document.querySelector('chess-lesson').dataset.state === 'error');
    const card = await lesson.page.evaluate(() => document.querySelector('chess-lesson').shadowRoot.querySelector('.cl-error').textContent);
    expect(card).toContain('网页的安全设置挡住了文件 castling.json');
    expect(card).not.toContain(problemsHans.problems.NETWORK);
  } finally {
    await lesson.context.close();
  }
});
