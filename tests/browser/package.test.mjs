// The teachers' download in Chromium: `node scripts/package.mjs` writes the zip, Python's zipfile
// (a reader independent of our writer) checks every CRC and unpacks it into an empty folder, and
// scripts/serve.mjs serves that folder alone under the site's strict CSP. On a phone in zh-Hans the
// sample page runs a lesson by taps to a solved step, and the computer defender answers a move in
// a mate step, with no request of the page, its workers or its service worker answered ≥ 400 and
// no CSP violation; then, with the server stopped, the page reloads on localhost from the service
// worker and the defender still answers. teachers.html is docs/teachers.md, Chinese first.
// Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { ARTIFACTS, DIST, PHONE, ROOT, launchBrowser, openPage, requireDist } from './helpers/browser.mjs';
import { FOLDER, VERSION, serveFolder, unpackedZip } from './helpers/zip.mjs';

jest.setTimeout(240000);

const lessonFile = (id) => JSON.parse(readFileSync(path.join(ROOT, 'lessons', `${id}.json`), 'utf8'));
const CASTLING = 'chess-lesson[src="lessons/castling.json"]';
const MATE = 'chess-lesson[src="lessons/mate-queen.json"]';
const cell = (lesson, square) => `${lesson} chess-board [data-square="${square}"]`;

let zip;
let unpacked; // the folder the zip holds, unpacked
let printed; // the paths scripts/package.mjs printed
let zipNames; // the zip's entries, as Python reads them
let browser;

/** Every file under `dir`, as paths relative to it with '/'. */
function filesUnder(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

beforeAll(async () => {
  requireDist(['chess-lesson.mjs', 'chess-lesson.files.json', 'lessons/index.json', 'teachers.html']);
  zip = unpackedZip();
  ({ unpacked, printed, zipNames } = zip);
  expect(zip.entries).toEqual([FOLDER]); // one folder, nothing beside it
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  zip?.remove();
});

async function waitForState(page, lesson, stepId, state) {
  await page.waitForFunction(({ sel, id, want }) => {
    const element = document.querySelector(sel);
    return element?.dataset.step === id && element.dataset.state === want;
  }, { sel: lesson, id: stepId, want: state });
}

/** The FEN of a lesson's board, from the element's public `fen`. */
const boardFen = (page, lesson) => page.evaluate((sel) => document.querySelector(sel).shadowRoot.querySelector('chess-board').fen, lesson);

/** Plays the mate step's first move by taps and waits until the defender has answered it. */
async function defenderAnswers(page, step) {
  const before = await boardFen(page, MATE);
  expect(before.split(' ')[1]).toBe('w');
  const move = step.goal.solution[0];
  await page.locator(cell(MATE, move.slice(0, 2))).tap();
  await page.locator(cell(MATE, move.slice(2, 4))).tap();
  // White to move again, a move later: Black's reply came from the search worker
  await page.waitForFunction(({ sel, fen }) => {
    const now = document.querySelector(sel).shadowRoot.querySelector('chess-board').fen;
    return now.split(' ')[1] === 'w' && now.split(' ')[5] === String(Number(fen.split(' ')[5]) + 1);
  }, { sel: MATE, fen: before });
}

test('the zip holds one folder with the widget, the lessons, the sample page, its service worker and the instructions, as printed', () => {
  const files = filesUnder(unpacked).sort();
  expect(zipNames.filter((name) => !name.endsWith('/')).map((name) => name.slice(FOLDER.length + 1)).sort()).toEqual(files);
  expect([...printed].sort()).toEqual(files);
  const widget = JSON.parse(readFileSync(path.join(DIST, 'chess-lesson.files.json'), 'utf8'));
  expect(widget.files).toEqual(expect.arrayContaining(['chess-lesson.mjs', 'chess-rules.wasm', 'chess-search.wasm', 'chess-search-worker.mjs']));
  const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons', 'index.json'), 'utf8'));
  const lessons = ['lessons/index.json', ...index.lessons.map((entry) => `lessons/${entry.file}`)];
  for (const file of [...widget.files, ...lessons]) {
    // byte for byte what the build made
    expect([file, readFileSync(path.join(unpacked, file)).equals(readFileSync(path.join(DIST, file)))]).toEqual([file, true]);
  }
  expect(files).toEqual(expect.arrayContaining(['sample.html', 'sw.js', 'offline.js', 'teachers.html', '使用说明.txt', 'LICENSE', 'contents.json']));

  // contents.json lists every other file with its size and hash
  const contents = JSON.parse(readFileSync(path.join(unpacked, 'contents.json'), 'utf8'));
  expect(contents.version).toBe(VERSION);
  expect(contents.files.map((entry) => entry.path).sort()).toEqual(files.filter((file) => file !== 'contents.json'));
  for (const entry of contents.files) {
    const bytes = readFileSync(path.join(unpacked, entry.path));
    expect([entry.path, entry.bytes, entry.sha256]).toEqual([entry.path, bytes.length, createHash('sha256').update(bytes).digest('hex')]);
  }

  // the service worker caches files the folder holds: the whole widget, the pages and the lessons
  const worker = readFileSync(path.join(unpacked, 'sw.js'), 'utf8');
  const listed = (name) => JSON.parse(worker.match(new RegExp(`const ${name} = (\\[.*\\]);`))[1]);
  expect(listed('WIDGET_FILES').sort()).toEqual([...widget.files].sort());
  expect(listed('OTHER_FILES')).toEqual(expect.arrayContaining(['sample.html', 'offline.js', ...lessons]));
  for (const file of [...listed('WIDGET_FILES'), ...listed('OTHER_FILES')]) expect([file, files.includes(file)]).toEqual([file, true]);

  // 使用说明.txt: UTF-8 with a BOM and CRLF for Notepad, and the points a teacher needs
  const raw = readFileSync(path.join(unpacked, '使用说明.txt'));
  expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = raw.toString('utf8');
  expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  for (const point of ['sample.html', 'https://', 'localhost', 'service worker', 'http://', 'file://', VERSION]) expect(text).toContain(point);
});

test('the sample page runs a lesson by taps and the computer defender with no 404, and opens offline from the service worker', async () => {
  const castling = lessonFile('castling');
  const mateStep = lessonFile('mate-queen').steps.find((step) => step.id === 'whole-way');
  expect(mateStep.goal.defender).toBe('search');
  const site = await serveFolder(unpacked);
  let serving = true;
  const responses = [];
  const { page, context, problems } = await openPage(browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'zh-CN' } });
  // the page's responses, its workers' included (the search worker fetches chess-search.wasm)
  page.on('response', (response) => responses.push({ path: new URL(response.url()).pathname, status: response.status() }));
  try {
    await page.goto(site.url('sample.html'));
    await waitForState(page, CASTLING, castling.steps[0].id, 'ready');
    await waitForState(page, MATE, mateStep.id, 'ready');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'package-sample-390x844-zh-Hans.png') });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');

    // the first castling step, by taps: the king two squares towards the rook
    const [first] = castling.steps;
    const move = first.goal.moves[0];
    await page.locator(cell(CASTLING, move.slice(0, 2))).tap();
    await page.locator(cell(CASTLING, move.slice(2, 4))).tap();
    await waitForState(page, CASTLING, first.id, 'solved');

    // the mate step against the practice partner's defender, which runs in the search worker
    await defenderAnswers(page, mateStep);
    const loaded = (file) => responses.filter((entry) => entry.path === `/${file}`);
    for (const file of ['chess-lesson.mjs', 'chess-rules.wasm', 'chess-search-worker.mjs', 'chess-search.wasm']) {
      expect([file, loaded(file).length > 0 && loaded(file).every((entry) => entry.status === 200)]).toEqual([file, true]);
    }

    // the service worker has cached every file it lists
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const worker = readFileSync(path.join(unpacked, 'sw.js'), 'utf8');
    const cachedFiles = [...worker.matchAll(/const (?:WIDGET|OTHER)_FILES = (\[.*\]);/g)].flatMap((match) => JSON.parse(match[1]));
    const missing = await page.evaluate(async (list) => {
      const out = [];
      for (const file of list) if (!(await caches.match(new URL(file, location.href).href))) out.push(file);
      return out;
    }, cachedFiles);
    expect(missing).toEqual([]);
    // nothing anyone asked for was missing: the page, its workers and the service worker
    expect(site.log.filter((entry) => entry.status >= 400)).toEqual([]);
    expect(responses.filter((entry) => entry.status >= 400)).toEqual([]);
    expect(problems()).toEqual({ csp: [], errors: [] });

    // no server any more: the page comes from the service worker, and the defender still answers
    await site.close();
    serving = false;
    const reloaded = await page.reload();
    expect(reloaded.fromServiceWorker()).toBe(true);
    await waitForState(page, MATE, mateStep.id, 'ready');
    await defenderAnswers(page, mateStep);
    expect(problems().csp).toEqual([]);
  } finally {
    await context.close();
    if (serving) await site.close();
  }
});

test('teachers.html is docs/teachers.md, Chinese first, under the CSP, and the site\'s index links the same page', async () => {
  const markdown = readFileSync(path.join(ROOT, 'docs', 'teachers.md'), 'utf8');
  const headings = [...markdown.matchAll(/^#{1,3}\s+(.+)$/gm)].map((match) => match[1].trim());
  // the page in the zip is the page the site serves
  expect(readFileSync(path.join(unpacked, 'teachers.html')).equals(readFileSync(path.join(DIST, 'teachers.html')))).toBe(true);
  expect(readFileSync(path.join(DIST, 'index.html'), 'utf8')).toMatch(/<a href="teachers.html"[^>]*>/);

  const site = await serveFolder(unpacked);
  const { page, context, problems } = await openPage(browser, site.url('teachers.html'), { contextOptions: { ...PHONE, locale: 'zh-CN' } });
  try {
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
    expect(await page.locator('h1, h2, h3').allTextContents()).toEqual(headings);
    const sections = await page.locator('section').evaluateAll((list) => list.map((s) => [s.lang, s.querySelector('h2').textContent]));
    expect(sections).toEqual([['zh-Hans', '中文'], ['en', 'English']]);
    // every link goes somewhere: an anchor on the page, or a file of the folder
    const links = await page.locator('a[href]').evaluateAll((list) => list.map((a) => a.href));
    expect(links.length).toBeGreaterThan(2);
    for (const href of links) {
      const url = new URL(href);
      if (url.pathname === '/teachers.html' && url.hash) {
        expect([href, await page.evaluate((id) => Boolean(document.getElementById(id)), decodeURIComponent(url.hash.slice(1)))]).toEqual([href, true]);
      } else {
        expect([href, (await page.request.get(href)).status()]).toEqual([href, 200]);
      }
    }
    // the links of the sample page and of the folder's own page (which the editor's "home" opens)
    for (const own of ['sample.html', 'index.html']) {
      const ownLinks = [...readFileSync(path.join(unpacked, own), 'utf8').matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);
      expect(ownLinks.length).toBeGreaterThan(0);
      for (const href of ownLinks) expect([own, href, (await page.request.get(site.url(href))).status()]).toEqual([own, href, 200]);
    }
    expect((await page.request.get(site.url(''))).headers()['content-type']).toMatch(/^text\/html/);
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
    await site.close();
  }
});

test('the folder\'s editor opens a lesson file and checks it, with nothing from outside the folder', async () => {
  const index = JSON.parse(readFileSync(path.join(unpacked, 'lessons', 'index.json'), 'utf8'));
  const [entry] = index.lessons;
  const lesson = JSON.parse(readFileSync(path.join(unpacked, 'lessons', entry.file), 'utf8'));
  const site = await serveFolder(unpacked);
  const { page, context, problems } = await openPage(browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'zh-CN' } });
  const responses = [];
  const outside = [];
  page.on('response', (response) => responses.push({ path: new URL(response.url()).pathname, status: response.status() }));
  // the network stops at the folder's server: any other host's request is refused and recorded
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'localhost') return route.continue();
    outside.push(url.href);
    return route.abort();
  });
  try {
    await page.goto(site.url('editor/'));
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    await page.setInputFiles('#file', path.join(unpacked, 'lessons', entry.file));
    await page.waitForFunction((id) => document.querySelector('#lesson-id').value === id, lesson.id);
    await page.waitForFunction(() => document.body.dataset.check === 'clean');
    expect(await page.evaluate(() => document.body.dataset.checkedIn)).toBe('worker');
    expect(await page.locator('#steps li').count()).toBe(lesson.steps.length);
    // a mistake in a file is found by the same check, from the folder alone
    await page.setInputFiles('#file', { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(lesson).replace('"steps":', '"steps"：')) });
    await page.waitForFunction(() => document.querySelector('#file-status').textContent.includes('broken.json'));
    expect(await page.locator('#file-status').textContent()).toContain('中文标点');
    expect(outside).toEqual([]);
    expect(site.log.filter((item) => item.status >= 400)).toEqual([]);
    expect(responses.filter((item) => item.status >= 400)).toEqual([]);
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
    await site.close();
  }
});
