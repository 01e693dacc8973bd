// docs/rules-api.md's page example in a real browser (Debian's Chromium through playwright-core): the
// module fetched over HTTP, the wasm found through import.meta.url and compiled by streaming, the
// language taken from the browser.
import http from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import { launchChromium } from '../../scripts/lib/chromium.mjs';
import { ROOT, wasmBytes } from './rules-load.mjs';

const TYPES = { '.html': 'text/html; charset=utf-8', '.mjs': 'text/javascript', '.wasm': 'application/wasm' };

let server;
let browser;
let origin;
const requests = [];
// The chunks dist/chess-rules.mjs imports statically: fetched with it, whatever the page does.
let STATIC_CHUNKS = [];

beforeAll(async () => {
  wasmBytes(); // a clear message when the build is missing
  STATIC_CHUNKS = [...readFileSync(`${ROOT}dist/chess-rules.mjs`, 'utf8').matchAll(/^import[^;]*?from"\.(\/chess-rules\.chunk-\w+\.mjs)"/gm)]
    .map((match) => match[1]);
  const doc = readFileSync(`${ROOT}docs/rules-api.md`, 'utf8');
  const section = doc.slice(doc.indexOf('## JavaScript'));
  const example = section.match(/```html\n([\s\S]*?)```/)[1];
  const files = {
    '/index.html': `<!doctype html><meta charset="utf-8"><title>example</title><body></body>\n${example}`,
    '/chess-rules.mjs': readFileSync(`${ROOT}dist/chess-rules.mjs`),
    '/chess-rules.wasm': readFileSync(`${ROOT}dist/chess-rules.wasm`),
  };
  // Its chunks: each language's messages, fetched on use.
  for (const name of readdirSync(`${ROOT}dist`).filter((file) => file.startsWith('chess-rules.chunk-'))) {
    files[`/${name}`] = readFileSync(`${ROOT}dist/${name}`);
  }
  server = http.createServer((request, response) => {
    const path = request.url === '/' ? '/index.html' : request.url;
    requests.push(path);
    if (!files[path]) {
      response.writeHead(404);
      response.end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.slice(path.lastIndexOf('.'))] });
    response.end(files[path]);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
});

test.each([
  ['en-US', 'White wins: checkmate'],
  ['zh-CN', '白方胜：将杀'],
  ['zh-TW', '白方勝：將殺'],
])('the page example in a %s browser shows "%s"', async (locale, expected) => {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const before = requests.length;
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => document.body.textContent.length > 0, null, { timeout: 20_000 });
  expect(await page.evaluate(() => document.body.textContent)).toBe(expected);
  expect(errors).toEqual([]);
  expect(requests).toContain('/chess-rules.wasm');
  // Beside the chunks chess-rules.mjs imports statically (code it shares with the search client), one
  // chunk: the messages of the browser's language, not the other two (nor the search client).
  const fetched = requests.slice(before).filter((path) => path.startsWith('/chess-rules.chunk-') && !STATIC_CHUNKS.includes(path));
  expect(fetched).toHaveLength(1);
  await context.close();
}, 60_000);
