// The teachers' pages offline, in Chromium, with the site's one service worker, as a school has
// them: the teachers' download unpacked into a sub-folder (/any/sub/folder/) of a server with the
// site's CSP. One visit to class/ or editor/ with the network on keeps that page with every file
// it loads (sw.js's TEACHER_PAGES), so that with the network off the page opens again and works
// (the class page imports a progress file and shows its table; the editor opens a course lesson
// and checks it); the teachers' start page, which the worker's lists do not name, keeps itself
// through the same worker (offline.js). A child's device never fetches the teachers' files: the
// server's own log of a first visit to the course map, the worker's requests included, names none
// of them. Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, openPage, PHONE, requireDist } from './helpers/browser.mjs';
import { lessonIndex, lessonFile } from './helpers/lesson.mjs';
import { SUB_FOLDER, unpackedZip } from './helpers/zip.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { makeProgressFile } from '../../web/lesson/progress-file.mjs';

jest.setTimeout(180000);

let zip;
let folder; // the unpacked download
let server;
let baseUrl; // the folder's address, without its last '/'
let browser;
const contexts = [];
const served = []; // every path the server was asked for, in order, from the folder ('/class/', …), or the whole path outside it

beforeAll(async () => {
  requireDist(['sw.js', 'index.html', 'class/index.html', 'editor/index.html', 'for-teachers.html']);
  zip = unpackedZip({ under: SUB_FOLDER });
  folder = zip.unpacked;
  server = startServer({ port: 0, root: zip.serverRoot });
  await server.ready;
  server.on('request', (request) => {
    const asked = decodeURIComponent(new URL(request.url, 'http://site').pathname);
    served.push(asked.startsWith(`/${SUB_FOLDER}/`) ? asked.slice(SUB_FOLDER.length + 1) : `outside the folder: ${asked}`);
  });
  baseUrl = `http://127.0.0.1:${server.address().port}/${SUB_FOLDER}`;
  browser = await launchBrowser();
});
afterEach(async () => {
  while (contexts.length) await contexts.pop().close();
});
afterAll(async () => {
  await browser?.close();
  if (server) await new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); });
  zip?.remove();
});

/** The folder's sw.js lists: {precache: [...], teacher: {page: [...]}}, as paths from the folder. */
function workerLists() {
  const worker = readFileSync(path.join(folder, 'sw.js'), 'utf8');
  return {
    precache: JSON.parse(worker.match(/const PRECACHE = (\[.*?\]);/s)[1]),
    teacher: JSON.parse(worker.match(/const TEACHER_PAGES = (\{.*?\});/s)[1]),
  };
}

/** Opens `page` (a path) in a fresh context with the network on, and waits until the service
 *  worker says the page is kept for offline use. */
async function firstVisit(pagePath, ready, contextOptions = {}) {
  const opened = await openPage(browser, `${baseUrl}/${pagePath}`, { contextOptions: { locale: 'zh-CN', ...contextOptions } });
  contexts.push(opened.context);
  await opened.page.waitForFunction(ready);
  await opened.page.waitForFunction(() => document.documentElement.dataset.offline !== undefined);
  expect(await opened.page.evaluate(() => document.documentElement.dataset.offline)).toBe('ready');
  return opened;
}

test('the worker\'s lists: each teacher page\'s files exist, and none of them is in the children\'s precache', () => {
  const { precache, teacher } = workerLists();
  expect(Object.keys(teacher).sort()).toEqual(['class/', 'editor/', 'lesson/print/']);
  for (const [page, files] of Object.entries(teacher)) {
    expect(files).toContain(page);
    expect(files).toContain('lessons/index.json');
    for (const entry of lessonIndex().lessons) expect(files).toContain(`lessons/${entry.file}`);
    expect(precache.filter((file) => file.startsWith(page))).toEqual([]);
  }
  // the editor's chunks, its check worker and the wasm that worker loads
  expect(teacher['editor/']).toEqual(expect.arrayContaining(['editor/editor.mjs', 'editor/check-worker.mjs', 'chess-search.wasm', 'chess-rules.wasm']));
  expect(teacher['editor/'].some((file) => file.startsWith('editor/editor.chunk-'))).toBe(true);
  expect(teacher['class/']).toEqual(expect.arrayContaining(['class/class.mjs', 'class/class.css', 'site.css']));
  // the worksheet of any lesson by its id: its script and the rules it checks a lesson with
  expect(teacher['lesson/print/']).toEqual(expect.arrayContaining(['print/lesson-print.mjs', 'print/print.css', 'chess-rules.wasm']));
});

test('a child\'s first visit to the course map fetches nothing of the editor or the class page', async () => {
  served.length = 0;
  const { page, problems } = await firstVisit('', () => document.body.dataset.ready === 'true', PHONE);
  // the worker has installed: it fetched the whole precache, the course map's own files included
  const { precache } = workerLists();
  const fetched = new Set(served.map((file) => file.slice(1)));
  expect(precache.filter((file) => file !== './' && !fetched.has(file))).toEqual([]);
  expect(served.filter((file) => /^\/(class|editor)\/|^outside/.test(file))).toEqual([]);
  expect(await page.evaluate(() => caches.keys().then(async (names) => {
    const found = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) found.push(new URL(request.url).href);
    return found.filter((url) => !url.startsWith(new URL('./', location.href).href) || /\/(class|editor)\/[^/]*$/.test(url));
  }))).toEqual([]);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('/class/ after one visit: offline, it opens, imports a progress file and shows the table', async () => {
  const { page, context } = await firstVisit('class/', () => document.body.dataset.ready === 'true', { viewport: { width: 1280, height: 800 } });
  const rook = lessonFile('rook');
  const text = makeProgressFile({
    name: '小明', device: '00000000000000a1', exported: new Date(Date.UTC(2026, 11, 1, 9)),
    lessons: { rook: Object.fromEntries(rook.steps.map((step) => [step.id, 2])) },
  });
  try {
    await context.setOffline(true);
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    // the lesson files were read offline: the row of maxima knows every lesson's steps
    expect(await page.locator('#table thead .cx-max', { hasText: '?' }).count()).toBe(0);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click('#choose')]);
    await chooser.setFiles({ name: '进度-小明.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.waitForFunction(() => Number(document.body.dataset.imports ?? 0) > 0);
    const row = page.locator('#table tbody tr[data-name="小明"]');
    await row.waitFor();
    expect(await row.locator('td.cx-cell[data-lesson="rook"] .cx-stars').textContent()).toBe(String(2 * rook.steps.length));
    expect(await row.locator('td.cx-cell[data-lesson="rook"]').getAttribute('class')).toContain('is-complete');
  } finally {
    await context.setOffline(false);
  }
});

test('/editor/ after one visit: offline, it opens, opens a course lesson and checks it', async () => {
  const { page, context } = await firstVisit('editor/', () => document.body.dataset.ready === 'true', { viewport: { width: 1280, height: 800 } });
  const entry = lessonIndex().lessons.find((lesson) => lesson.id === 'rook');
  const lesson = lessonFile(entry.id);
  try {
    await context.setOffline(true);
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    await page.setInputFiles('#file', path.join(folder, 'lessons', entry.file));
    await page.waitForFunction((count) => document.querySelectorAll('#steps li').length === count, lesson.steps.length);
    expect(await page.inputValue('#lesson-id')).toBe(entry.id);
    // the check worker and its wasm came from the cache: the check ends
    await page.waitForFunction(() => ['clean', 'errors'].includes(document.body.dataset.check));
    expect(await page.evaluate(() => document.body.dataset.check)).toBe('clean');
  } finally {
    await context.setOffline(false);
  }
});

test('the teachers\' start page after one visit: offline, it opens with its links', async () => {
  const { page, context } = await firstVisit('for-teachers.html', () => document.readyState === 'complete');
  const links = await page.locator('a[href]').evaluateAll((list) => list.map((a) => a.getAttribute('href')));
  try {
    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded.fromServiceWorker()).toBe(true);
    expect(await page.locator('a[href]').evaluateAll((list) => list.map((a) => a.getAttribute('href')))).toEqual(links);
    expect(links).toEqual(expect.arrayContaining(['class/', 'editor/', 'sample.html', 'teachers.html']));
  } finally {
    await context.setOffline(false);
  }
});
