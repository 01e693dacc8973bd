// The teachers' download in Chromium: `node scripts/package.mjs` writes the zip, Python's zipfile
// (a reader independent of our writer) checks every CRC and unpacks it, and the folder goes into a
// sub-folder, /any/sub/folder/, of a server's root, as a school copies it into its site:
//   - the folder is the site of this build, file for file: the course map at its root, every
//     lesson's page and worksheet, /play/, /class/, the certificate, the editor, the teachers'
//     pages, the sample page, and the one service worker, with no chunk of an older build;
//   - on Python's plain http.server every page answers 200 (each lesson's page and worksheet by
//     HTTP), and the course map (a card for every lesson of the folder's lessons/index.json), a
//     lesson, /play/, /class/, a worksheet and the teachers' start page open in the browser with
//     no request outside the folder and no console error;
//   - under the site's strict CSP (scripts/serve.mjs), on a phone in zh-Hans, the sample page runs
//     a lesson by taps to a solved step and the computer defender answers a move in a mate step,
//     with nothing missing; with the server stopped, the page reloads from the site's service
//     worker (the only one) and the defender still answers, and the course map opens too;
//   - teachers.html is docs/teachers.md, Chinese first; the editor checks a lesson file.
// Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { ARTIFACTS, DIST, PHONE, ROOT, launchBrowser, openPage, requireDist, waitForBoard } from './helpers/browser.mjs';
import { inGroupOrder } from './helpers/lesson.mjs';
import { FOLDER, SUB_FOLDER, VERSION, servePython, serveFolder, unpackedZip } from './helpers/zip.mjs';

jest.setTimeout(240000);

const lessonFile = (id) => JSON.parse(readFileSync(path.join(ROOT, 'lessons', `${id}.json`), 'utf8'));
const CASTLING = 'chess-lesson[src="lessons/castling.json"]';
const MATE = 'chess-lesson[src="lessons/mate-queen.json"]';
const cell = (lesson, square) => `${lesson} chess-board [data-square="${square}"]`;
// the folder's address under a server's root
const inFolder = (file = '') => `${SUB_FOLDER}/${file}`;
// the files scripts/package.mjs makes itself; every other file of the folder is dist/'s
const MADE_BY_PACKAGE = ['使用说明.txt', 'check-lessons.mjs', 'web.config', '.htaccess', 'LICENSE', 'THIRD_PARTY_NOTICES.md', 'contents.json'];

let zip;
let unpacked; // the folder the zip holds, unpacked into /any/sub/folder/ of zip.serverRoot
let printed; // the paths scripts/package.mjs printed
let zipNames; // the zip's entries, as Python reads them
let index; // the folder's lessons/index.json
let browser;

/** Every file under `dir`, as paths relative to it with '/'. */
function filesUnder(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

/** The folder's sw.js lists, as paths from the folder ('' for the course map): {precache (what
 *  its install keeps), all (with what a teacher's page keeps when it is opened)}. */
function workerLists() {
  const worker = readFileSync(path.join(unpacked, 'sw.js'), 'utf8');
  const fromFolder = (file) => (file === './' ? '' : file);
  const precache = JSON.parse(worker.match(/const PRECACHE = (\[.*?\]);/s)[1]).map(fromFolder);
  const teacher = JSON.parse(worker.match(/const TEACHER_PAGES = (\{.*?\});/s)[1]);
  return { precache, all: [...precache, ...Object.values(teacher).flat().map(fromFolder)] };
}

beforeAll(async () => {
  requireDist(['chess-lesson.mjs', 'chess-lesson.files.json', 'lessons/index.json', 'teachers.html', 'index.html', 'for-teachers.html', 'sample.html', 'sw.js']);
  zip = unpackedZip({ under: SUB_FOLDER });
  ({ unpacked, printed, zipNames } = zip);
  expect(zip.entries).toEqual([FOLDER]); // one folder, nothing beside it
  index = JSON.parse(readFileSync(path.join(unpacked, 'lessons', 'index.json'), 'utf8'));
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

test('the zip holds one folder: this build\'s site with the course map at its root, the sample page, one service worker and the instructions, as printed', () => {
  const files = filesUnder(unpacked).sort();
  expect(zipNames.filter((name) => !name.endsWith('/')).map((name) => name.slice(FOLDER.length + 1)).sort()).toEqual(files);
  expect([...printed].sort()).toEqual(files);

  // every file but the package's own is the build's, byte for byte: the root's index.html is the course map
  for (const file of files.filter((name) => !MADE_BY_PACKAGE.includes(name))) {
    expect([file, readFileSync(path.join(unpacked, file)).equals(readFileSync(path.join(DIST, file)))]).toEqual([file, true]);
  }
  expect(readFileSync(path.join(unpacked, 'index.html'), 'utf8')).toContain('id="lessons"');
  // each lesson of the index has its page and its worksheet; the children's and teachers' pages are there
  const lessonPages = index.lessons.flatMap((entry) => [`lesson/${entry.id}/index.html`, `lesson/${entry.id}/print/index.html`, `lessons/${entry.file}`]);
  expect(files).toEqual(expect.arrayContaining([...lessonPages, 'lessons/index.json', 'play/index.html', 'class/index.html', 'certificate/index.html',
    'editor/index.html', 'for-teachers.html', 'sample.html', 'sample.css', 'offline.js', 'teachers.html', 'editor.html', 'lessons/README.html',
    'sw.js', 'check-lessons.mjs', '使用说明.txt', 'LICENSE', 'THIRD_PARTY_NOTICES.md', 'web.config', '.htaccess', 'contents.json']));
  const widget = JSON.parse(readFileSync(path.join(DIST, 'chess-lesson.files.json'), 'utf8'));
  expect(files).toEqual(expect.arrayContaining(widget.files));

  // one service worker, the site's: everything it caches is in the folder
  const cached = workerLists().all;
  expect(cached.filter((file) => file !== '' && !file.endsWith('/') && !files.includes(file))).toEqual([]);
  // every hashed chunk of the folder is named by another file of it (none of an older build came along)
  const scripts = files.filter((file) => /\.(mjs|js|html)$/.test(file)).map((file) => readFileSync(path.join(unpacked, file), 'utf8'));
  const chunks = files.filter((file) => /\.chunk-/.test(file));
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.filter((file) => !scripts.some((text) => text.includes(path.posix.basename(file))))).toEqual([]);
  expect(files.filter((file) => /(^|\/)sw\.js$|service-?worker/i.test(file))).toEqual(['sw.js']);
  // relative addresses only: no page loads or links anything by an address from the server's root
  for (const page of files.filter((file) => file.endsWith('.html'))) {
    expect([page, readFileSync(path.join(unpacked, page), 'utf8').match(/\s(?:src|href)="\/[^"]*"/g)]).toEqual([page, null]);
  }

  // contents.json lists every other file with its size and hash
  const contents = JSON.parse(readFileSync(path.join(unpacked, 'contents.json'), 'utf8'));
  expect(contents.version).toBe(VERSION);
  expect(contents.files.map((entry) => entry.path).sort()).toEqual(files.filter((file) => file !== 'contents.json'));
  for (const entry of contents.files) {
    const bytes = readFileSync(path.join(unpacked, entry.path));
    expect([entry.path, entry.bytes, entry.sha256]).toEqual([entry.path, bytes.length, createHash('sha256').update(bytes).digest('hex')]);
  }

  // 使用说明.txt: UTF-8 with a BOM and CRLF for Notepad, and the points a teacher needs
  const raw = readFileSync(path.join(unpacked, '使用说明.txt'));
  expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = raw.toString('utf8');
  expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  for (const point of ['for-teachers.html', 'sample.html', 'class/', 'print/', 'https://', 'localhost', 'service worker', 'http://', 'file://', VERSION]) expect(text).toContain(point);
  expect(text).toContain(`${index.lessons.length} 课`);
});

test('on a plain static server, in /any/sub/folder/, every lesson page and worksheet, /play/, /class/ and the teachers\' pages answer 200, asking nothing outside the folder', async () => {
  const site = await servePython(zip.serverRoot);
  try {
    const pages = ['', 'for-teachers.html', 'sample.html', 'play/', 'class/', 'certificate/', 'editor/', 'demo/', 'teachers.html', 'editor.html', 'lessons/README.html',
      // the pages that take a teacher's own lesson by its id (?id=)
      'lesson/', 'lesson/print/',
      ...index.lessons.flatMap((entry) => [`lesson/${entry.id}/`, `lesson/${entry.id}/print/`])];
    // one at a time, as a browser on one connection would: Python's server resets connections past
    // its small listen backlog when ninety arrive at once
    const answers = [];
    for (const page of pages) {
      const response = await fetch(site.url(inFolder(page)));
      answers.push([page, response.status, (await response.text()).length > 0]);
    }
    expect(answers.filter(([, status, body]) => status !== 200 || !body)).toEqual([]);
    await site.settled();
    expect(site.log.length).toBe(pages.length);
  } finally {
    await site.close();
  }
});

test('on a plain static server, the course map shows every lesson of the folder\'s index; a lesson, /play/, /class/, a worksheet and the teachers\' page open, with nothing from outside the folder and no console error', async () => {
  const site = await servePython(zip.serverRoot);
  const { page, context, problems } = await openPage(browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'zh-CN' } });
  const asked = []; // every request of the pages (their workers' and service worker's are in the server's log)
  const outside = [];
  page.on('request', (request) => asked.push(request.url()));
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === new URL(site.url('')).host) return route.continue();
    outside.push(url.href);
    return route.abort();
  });
  try {
    await page.goto(site.url(inFolder()));
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    expect(await page.locator('#lessons [data-lesson]').evaluateAll((cards) => cards.map((card) => card.dataset.lesson))).toEqual(inGroupOrder(index.lessons).map((entry) => entry.id));
    expect(await page.locator('#lessons [data-state="broken"]').count()).toBe(0);
    // the teachers' corner leads to the teachers' start page
    expect(await page.locator('.lx-more a[href="for-teachers.html"]').count()).toBe(1);

    const [first] = index.lessons;
    await page.goto(site.url(inFolder(`lesson/${first.id}/`)));
    await page.waitForFunction(() => document.querySelector('chess-lesson')?.dataset.state === 'ready');
    await page.goto(site.url(inFolder('play/')));
    await waitForBoard(page);
    await page.goto(site.url(inFolder('class/')));
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    expect(await page.locator('a[href*="/print/"]').count()).toBeGreaterThan(0);
    await page.goto(site.url(inFolder(`lesson/${first.id}/print/`)));
    await page.waitForFunction(() => Boolean(document.body.dataset.ready));
    // the teachers' start page: every link of it is in the folder and answers
    await page.goto(site.url(inFolder('for-teachers.html')));
    const links = await page.locator('a[href]').evaluateAll((list) => list.map((a) => a.href));
    expect(links.length).toBeGreaterThan(8);
    for (const href of links) expect([href, href.startsWith(site.url(inFolder())), (await page.request.get(href)).status()]).toEqual([href, true, 200]);

    await site.settled();
    expect(outside).toEqual([]);
    expect(asked.filter((url) => !url.startsWith(site.url(inFolder())))).toEqual([]);
    expect(site.log.filter((entry) => (!entry.path.startsWith(`/${inFolder()}`) || entry.status !== 200))).toEqual([]);
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
    await site.close();
  }
});

test('under the CSP, the sample page runs a lesson by taps and the computer defender with nothing missing, and opens offline from the site\'s one service worker', async () => {
  const castling = lessonFile('castling');
  const mateStep = lessonFile('mate-queen').steps.find((step) => step.id === 'whole-way');
  expect(mateStep.goal.defender).toBe('search');
  const site = await serveFolder(zip.serverRoot);
  let serving = true;
  const responses = [];
  const { page, context, problems } = await openPage(browser, 'about:blank', { contextOptions: { ...PHONE, locale: 'zh-CN' } });
  // the page's responses, its workers' included (the search worker fetches chess-search.wasm)
  page.on('response', (response) => responses.push({ path: new URL(response.url()).pathname, status: response.status() }));
  try {
    await page.goto(site.url(inFolder('sample.html')));
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
    const loaded = (file) => responses.filter((entry) => entry.path === `/${inFolder(file)}`);
    for (const file of ['chess-lesson.mjs', 'chess-rules.wasm', 'chess-search-worker.mjs', 'chess-search.wasm']) {
      expect([file, loaded(file).length > 0 && loaded(file).every((entry) => entry.status === 200)]).toEqual([file, true]);
    }

    // the page has kept itself through the site's worker (offline.js), and the worker has cached
    // every file it lists; it is the folder's only worker
    await page.waitForFunction(() => document.documentElement.dataset.offline !== undefined);
    expect(await page.evaluate(() => document.documentElement.dataset.offline)).toBe('ready');
    const missing = await page.evaluate(async (list) => {
      const out = [];
      for (const file of list) if (!(await caches.match(new URL(file, new URL('./', location.href)).href))) out.push(file);
      return out;
    }, workerLists().precache);
    expect(missing).toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.map((r) => [r.scope, r.active?.scriptURL]))))
      .toEqual([[site.url(inFolder()), site.url(inFolder('sw.js'))]]);
    // nothing anyone asked for was missing: the page, its workers and the service worker
    expect(site.log.filter((entry) => (entry.status >= 400 || !entry.path.startsWith(`/${inFolder()}`)))).toEqual([]);
    expect(responses.filter((entry) => entry.status >= 400)).toEqual([]);
    expect(problems()).toEqual({ csp: [], errors: [] });

    // no server any more: the page comes from the service worker, and the defender still answers
    await site.close();
    serving = false;
    const reloaded = await page.reload();
    expect(reloaded.fromServiceWorker()).toBe(true);
    await waitForState(page, MATE, mateStep.id, 'ready');
    await defenderAnswers(page, mateStep);
    // and the course map, which the worker kept from its install
    await page.goto(site.url(inFolder()));
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    expect(await page.locator('#lessons [data-lesson]').count()).toBe(index.lessons.length);
    expect(problems().csp).toEqual([]);
  } finally {
    await context.close();
    if (serving) await site.close();
  }
});

test('teachers.html is docs/teachers.md, Chinese first, under the CSP; the teachers\' start page is the site\'s, linked from the course map\'s teachers\' corner', async () => {
  const markdown = readFileSync(path.join(ROOT, 'docs', 'teachers.md'), 'utf8');
  const headings = [...markdown.matchAll(/^#{1,3}\s+(.+)$/gm)].map((match) => match[1].trim());
  // the pages in the zip are the pages the site serves
  for (const file of ['teachers.html', 'for-teachers.html', 'index.html']) {
    expect([file, readFileSync(path.join(unpacked, file)).equals(readFileSync(path.join(DIST, file)))]).toEqual([file, true]);
  }
  expect(readFileSync(path.join(DIST, 'index.html'), 'utf8')).toMatch(/<a href="for-teachers.html"[^>]*>/);
  expect(readFileSync(path.join(DIST, 'for-teachers.html'), 'utf8')).toMatch(/<a href="teachers.html"[^>]*>/);

  const site = await serveFolder(zip.serverRoot);
  const { page, context, problems } = await openPage(browser, site.url(inFolder('teachers.html')), { contextOptions: { ...PHONE, locale: 'zh-CN' } });
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
      if (url.pathname === `/${inFolder('teachers.html')}` && url.hash) {
        expect([href, await page.evaluate((id) => Boolean(document.getElementById(id)), decodeURIComponent(url.hash.slice(1)))]).toEqual([href, true]);
      } else if (url.host === new URL(site.url('')).host) {
        expect([href, (await page.request.get(href)).status()]).toEqual([href, 200]);
      }
    }
    // the links of the sample page and of the teachers' start page
    for (const own of ['sample.html', 'for-teachers.html']) {
      const ownLinks = [...readFileSync(path.join(unpacked, own), 'utf8').matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);
      expect(ownLinks.length).toBeGreaterThan(0);
      for (const href of ownLinks) expect([own, href, (await page.request.get(site.url(inFolder(href)))).status()]).toEqual([own, href, 200]);
    }
    expect((await page.request.get(site.url(inFolder()))).headers()['content-type']).toMatch(/^text\/html/);
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
    await site.close();
  }
});

test('the folder\'s editor opens a lesson file and checks it, with nothing from outside the folder', async () => {
  const [entry] = index.lessons;
  const lesson = JSON.parse(readFileSync(path.join(unpacked, 'lessons', entry.file), 'utf8'));
  const site = await serveFolder(zip.serverRoot);
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
    await page.goto(site.url(inFolder('editor/')));
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
    expect(site.log.filter((item) => (item.status >= 400 || !item.path.startsWith(`/${inFolder()}`)))).toEqual([]);
    expect(responses.filter((item) => item.status >= 400)).toEqual([]);
    expect(problems()).toEqual({ csp: [], errors: [] });
  } finally {
    await context.close();
    await site.close();
  }
});
