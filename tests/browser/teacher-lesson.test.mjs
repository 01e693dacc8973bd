// A teacher's own lesson, added with no build, in Chromium: the teachers' download, unpacked into a
// sub-folder (/school/chess/) of a server with the site's CSP; a lesson file goes into its
// lessons/ and is appended to its lessons/index.json, beside an entry whose file is missing. Then,
// on a device that visited the folder before (its service worker installed): the course map shows
// the new lesson, and the missing one as a card that says why; the lesson opens from its card and
// is solved by taps, a wrong move refused with its message; its worksheet prints; its stars are in
// the progress file the child sends and on /class/; and the lesson opens offline. The build's own
// lessons keep their certificates. Needs dist/ (`node scripts/build.mjs`), which the zip is made of.
import { jest } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, launchBrowser, PHONE, requireDist } from './helpers/browser.mjs';
import { unpackedZip } from './helpers/zip.mjs';
import { LESSON, inLesson, waitForState } from './helpers/lesson.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { parseProgressFile } from '../../web/lesson/progress-file.mjs';

jest.setTimeout(240000);

const FOLDER = 'school/chess';
const OWN = 'my-rook';
const MISSING = 'knight-fork';
const rook = JSON.parse(readFileSync(path.join(ROOT, 'lessons', 'rook.json'), 'utf8'));
// the teacher's lesson: the rook lesson's first two steps, under a new id and title
const own = {
  ...rook,
  id: OWN,
  title: { 'zh-Hans': '王老师的车', 'zh-Hant': '王老師的車', en: "Mr Wang's rook" },
  steps: rook.steps.slice(0, 2),
};
const [firstStep, secondStep] = own.steps;

let zip;
let folder; // the unpacked download, at /school/chess/ on the server
let server;
let base;
let browser;

beforeAll(async () => {
  requireDist(['index.html', 'lesson/index.html', 'lessons/course.json', 'sw.js']);
  zip = unpackedZip({ under: FOLDER });
  folder = zip.unpacked;
  server = startServer({ port: 0, root: zip.serverRoot });
  await server.ready;
  base = `http://127.0.0.1:${server.address().port}/${FOLDER}/`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  zip?.remove();
});

/** The teacher adds the lesson and an entry whose file is not there, as docs/teachers.md says. */
function addLessons() {
  const lessons = path.join(folder, 'lessons');
  writeFileSync(path.join(lessons, `${OWN}.json`), `${JSON.stringify(own, null, 2)}\n`);
  const index = JSON.parse(readFileSync(path.join(lessons, 'index.json'), 'utf8'));
  index.groups.mine = { 'zh-Hans': '王老师的课', 'zh-Hant': '王老師的課', en: "Mr Wang's lessons" };
  index.lessons.push(
    { id: OWN, group: 'mine', title: own.title, icon: 'R', file: `${OWN}.json` },
    { id: MISSING, group: 'mine', title: { 'zh-Hans': '马的捉双', 'zh-Hant': '馬的捉雙', en: 'Knight forks' }, icon: 'N', file: `${MISSING}.json` },
  );
  writeFileSync(path.join(lessons, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  return index;
}

/** A page that records what goes wrong: CSP violations, console errors, exceptions, failed responses. */
async function newPage(context) {
  const page = await context.newPage();
  const problems = [];
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP ${event.violatedDirective} ${event.blockedURI}`)));
  // a failed load is reported with its address by the response handler below
  page.on('console', (message) => { if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text()); });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    const url = new URL(response.url());
    // the missing lesson's 404 is what its card reports
    if (response.status() >= 400 && !url.pathname.endsWith(`/${MISSING}.json`)) problems.push(`HTTP ${response.status()} ${url.pathname}`);
  });
  return { page, problems };
}

const mapReady = (page) => page.waitForFunction(() => document.body.dataset.ready === 'true');
const cardIds = (page) => page.locator('#lessons [data-lesson]').evaluateAll((cards) => cards.map((card) => card.dataset.lesson));

test('a lesson a teacher adds with no build: on the map, solved by taps, printed, sent to the teacher, and offline on a device that came before', async () => {
  const context = await browser.newContext({ ...PHONE, locale: 'zh-CN', acceptDownloads: true, reducedMotion: 'reduce' });
  const { page, problems } = await newPage(context);
  const course = JSON.parse(readFileSync(path.join(folder, 'lessons', 'index.json'), 'utf8'));

  // the first visit, before the teacher's edit: the service worker keeps the site
  await page.goto(base);
  await mapReady(page);
  await page.waitForFunction(() => document.documentElement.dataset.offline === 'ready');
  expect(await cardIds(page)).toEqual(expect.not.arrayContaining([OWN]));

  const index = addLessons();

  // the next visit: the new lesson is on the map, in its group, and the missing one says why
  await page.goto(base);
  await mapReady(page);
  const ids = await cardIds(page);
  expect(ids.filter((id) => id !== OWN && id !== MISSING).sort()).toEqual(course.lessons.map((entry) => entry.id).sort());
  const card = page.locator(`a.lx-card[data-lesson="${OWN}"]`);
  expect(await card.locator('.lx-card-title').textContent()).toBe('王老师的车');
  expect(await page.locator(`[data-group="mine"] h2`).textContent()).toBe('王老师的课');
  const broken = page.locator(`[data-lesson="${MISSING}"]`);
  expect(await broken.getAttribute('data-state')).toBe('broken');
  expect(await broken.evaluate((node) => node.tagName)).not.toBe('A'); // nothing for a child to tap
  const reason = await broken.locator('.lx-card-problem').textContent();
  expect(reason).toContain(`${MISSING}.json`);
  expect(reason).toContain('404');

  // opened from its card, and solved by taps: a wrong move first (a rook does not go diagonally)
  await card.click();
  await page.waitForURL(/\/lesson\/\?id=my-rook$/);
  await waitForState(page, firstStep.id, 'ready');
  expect(await page.locator('#lesson-title').textContent()).toBe('王老师的车');
  const from = firstStep.goal.piece;
  const [star] = firstStep.goal.stars;
  await page.locator(inLesson(`chess-board [data-square="${from}"]`)).click();
  await page.locator(inLesson('chess-board [data-square="d2"]')).click();
  await page.waitForFunction((sel) => document.querySelector(sel).shadowRoot.querySelector('.cl-feedback.is-bad'), LESSON);
  expect(await page.locator(inLesson('.cl-feedback')).textContent()).toMatch(/车|直线|横线/);
  await page.locator(inLesson(`chess-board [data-square="${from}"]`)).click();
  await page.locator(inLesson(`chess-board [data-square="${star}"]`)).click();
  await waitForState(page, firstStep.id, 'solved');

  // its worksheet, from the folder's print page
  const sheet = await newPage(context);
  const answer = await sheet.page.goto(new URL(`lesson/print/?id=${OWN}`, base).href);
  expect(answer.status()).toBe(200);
  await sheet.page.waitForFunction(() => document.body.dataset.ready);
  // a question with its diagram for each of the lesson's steps, under the lesson's title
  expect(await sheet.page.locator('.pv-step').count()).toBe(own.steps.length);
  expect(await sheet.page.locator('.pv-step .pv-diagram').count()).toBe(own.steps.length);
  expect(await sheet.page.locator('h1:visible').first().textContent()).toContain('王老师的车');
  expect(sheet.problems).toEqual([]);
  await sheet.page.close();

  // its stars in the progress file the child sends
  await page.goto(base);
  await mapReady(page);
  expect(await page.locator(`a.lx-card[data-lesson="${OWN}"]`).getAttribute('data-state')).toBe('started');
  await page.locator('a.lx-parents-link').click();
  await page.waitForFunction(() => document.getElementById('progress-export').dataset.ready === 'true');
  await page.locator('#progress-export input').fill('小明');
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#progress-export button').click()]);
  const text = readFileSync(await download.path(), 'utf8');
  const file = parseProgressFile(text, 'zh-Hans');
  expect(file.ok).toBe(true);
  expect(Object.keys(file.value.lessons)).toEqual([OWN]);
  expect(Object.keys(file.value.lessons[OWN])).toEqual([firstStep.id]);
  expect(file.value.lessons[OWN][firstStep.id]).toMatchObject({ stars: 3, hints: 0 }); // solved by taps, no hint

  // and on the class page, in its column, with a worksheet link to the folder's print page
  const teacher = await newPage(context);
  await teacher.page.goto(new URL('class/', base).href);
  await teacher.page.locator(`.cx-sheet[data-lesson="${OWN}"]`).waitFor();
  expect(await teacher.page.locator(`.cx-sheet[data-lesson="${OWN}"]`).getAttribute('href')).toContain(`lesson/print/?id=${OWN}`);
  await teacher.page.locator('#files').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(text) });
  const cell = teacher.page.locator(`td.cx-cell[data-lesson="${OWN}"]`);
  await cell.waitFor();
  expect(await cell.getAttribute('data-stars')).toBe('3');
  expect(await cell.getAttribute('data-done')).toBe('1');
  expect(teacher.problems).toEqual([]);
  await teacher.page.close();

  // offline: the map still lists it, and it opens, its second step too
  await context.setOffline(true);
  await page.goto(base);
  await mapReady(page);
  expect(await cardIds(page)).toContain(OWN);
  await page.goto(new URL(`lesson/?id=${OWN}&step=${secondStep.id}`, base).href);
  await waitForState(page, secondStep.id, 'ready');
  await context.setOffline(false);
  expect(problems).toEqual([]);
  expect(index.lessons.at(-1).id).toBe(MISSING);
  await context.close();
});

test('the build\'s lessons keep their certificate when a teacher adds one to their group', async () => {
  const context = await browser.newContext({ ...PHONE, locale: 'zh-CN', reducedMotion: 'reduce' });
  const { page, problems } = await newPage(context);
  const index = JSON.parse(readFileSync(path.join(folder, 'lessons', 'index.json'), 'utf8'));
  const basics = index.lessons.filter((entry) => entry.group === 'basics');
  // the learner finished every lesson the build put in the group
  const lessons = {};
  for (const entry of basics) {
    const steps = JSON.parse(readFileSync(path.join(ROOT, 'lessons', entry.file), 'utf8')).steps;
    lessons[entry.id] = { steps: Object.fromEntries(steps.map((step) => [step.id, { stars: 3, at: Date.UTC(2026, 10, 20) }])) };
  }
  await context.addInitScript((data) => localStorage.setItem('chess-lessons:progress', JSON.stringify(data)),
    { version: 1, child: '小明', lang: 'zh-Hans', children: { 小明: { lessons } } });
  // the teacher's lesson joins that group, unsolved
  index.lessons.find((entry) => entry.id === OWN).group = 'basics';
  writeFileSync(path.join(folder, 'lessons', 'index.json'), JSON.stringify(index));
  await page.goto(base);
  await mapReady(page);
  expect(await page.locator('[data-group="basics"] .lx-certificate-link').count()).toBe(1);
  await page.goto(new URL('certificate/?group=basics', base).href);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  expect(await page.locator('#cert-name').textContent()).toBe('小明');
  expect(problems).toEqual([]);
  await context.close();
});
