// Progress codes and assignments, in Chromium, under the site's CSP: a teacher on /class/ types the
// class's names and sets an assignment (two course lessons and a lesson of the teacher's own);
// three children, each on a context of their own, open its link (a course map of exactly those
// lessons), pick their names, do different steps (one solves the teacher's lesson's first step by
// taps) and show their 交作业 code. The teacher pastes one WeChat 接龙 text with the three codes,
// names and chat noise, and a code with one changed character: the three children are in the
// assignment's table with their stars and hints, the changed code is refused with a message, the
// child who sent nothing is listed as missing, nothing else is lost and the paste box keeps the
// focus. A child's QR code, photographed (a screenshot), is read by the class page. The CSV opens
// with its Chinese intact (UTF-8 with BOM), a row per child. axe-core: no violation on /class/ and
// the assignment's course map. The skills each child missed most, from the codes. And a QR code held up to the teacher's camera (Chromium's fake
// camera playing a video of one) is read. An assignment's codes pasted on another device (no list,
// no assignment): the children and their stars, a sentence on why, and the assignment's link pasted
// brings its lessons and who has not handed in. A 30-name link's QR has 3 px a module or more at
// 1366 and 390 wide. Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import qrcode from 'qrcode-generator';
import { CHROMIUM_ARGS, ROOT, browserSuite, launchBrowser, openPage, PHONE, runAxe } from './helpers/browser.mjs';
import { makeProgressCode } from '../../web/lesson/progress-code.mjs';
import { cell, waitForState } from './helpers/lesson.mjs';
import { STORAGE_KEY } from '../../web/lesson/progress.mjs';
import { classText, loadClassText } from '../../web/i18n/class.mjs';

jest.setTimeout(240000);

const suite = browserSuite(['class/index.html', 'class/class.mjs', 'index.html', 'index.mjs', 'lesson/index.html']);
beforeAll(() => loadClassText('zh-Hans'));

// the teacher's own lesson: the rook lesson's first two steps under a new id, added to the index
const OWN = 'our-rook';
const rook = JSON.parse(readFileSync(path.join(ROOT, 'lessons', 'rook.json'), 'utf8'));
const bishop = JSON.parse(readFileSync(path.join(ROOT, 'lessons', 'bishop.json'), 'utf8'));
const own = { ...rook, id: OWN, title: { 'zh-Hans': '王老师的车', 'zh-Hant': '王老師的車', en: "Mr Wang's rook" }, steps: rook.steps.slice(0, 2) };
const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons', 'index.json'), 'utf8'));
index.groups.mine = { 'zh-Hans': '王老师的课', 'zh-Hant': '王老師的課', en: "Mr Wang's lessons" };
index.lessons.push({ id: OWN, group: 'mine', title: own.title, icon: 'R', file: `${OWN}.json` });
const ASSIGNED = ['rook', 'bishop', OWN];
const ROSTER = ['王小明', '李华', 'Amy Chen', '张伟'];

/** The folder as a teacher who added a lesson serves it: its index and lesson file, no service worker. */
async function withOwnLesson(context) {
  await context.route('**/lessons/index.json', (route) => route.fulfill({ json: index }));
  await context.route(`**/lessons/${OWN}.json`, (route) => route.fulfill({ json: own }));
}

async function open(url, { progress = null, contextOptions = {} } = {}) {
  const opened = await openPage(suite.browser, 'about:blank', { contextOptions: { locale: 'zh-CN', serviceWorkers: 'block', ...contextOptions } });
  suite.contexts.push(opened.context);
  await withOwnLesson(opened.context);
  if (progress) {
    await opened.context.addInitScript(({ key, data }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(data));
    }, { key: STORAGE_KEY, data: progress });
  }
  await opened.page.goto(url);
  return opened;
}

/** Saved progress (version 2) of the unnamed child: lesson id → step index → {stars, hints, nudges}. */
function saved(lessons) {
  const files = { rook, bishop };
  const data = {};
  for (const [id, steps] of Object.entries(lessons)) {
    data[id] = { steps: Object.fromEntries(Object.entries(steps).map(([n, s]) => [files[id].steps[n].id, { mistakes: 0, hints: 0, nudges: 0, ...s, at: 1 }])) };
  }
  return { version: 2, child: 'default', lang: 'zh-Hans', children: { default: { lessons: data, assignments: {} } } };
}

async function pasteInto(page, text) {
  const before = Number(await page.evaluate(() => document.body.dataset.imports ?? 0));
  await page.locator('#paste').focus();
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.getElementById('paste').dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  await page.waitForFunction((n) => Number(document.body.dataset.imports ?? 0) > n, before);
}

/** A child opens the assignment's link, picks their name (unless chosen before: then the list is
 *  not shown) and shows the 交作业 code. */
async function handIn(page, link, name = null) {
  await page.goto(link);
  await page.waitForFunction(() => document.getElementById('send-teacher').dataset.ready === 'true');
  expect(await page.locator('#send-teacher select').isVisible()).toBe(name !== null);
  if (name) {
    await page.locator('#send-teacher select').selectOption(name); // picking the name is the answer
    await page.locator('#send-teacher form').waitFor({ state: 'hidden' });
  }
  await page.locator('#send-show').click();
  await page.waitForFunction(() => document.getElementById('send-teacher').dataset.qr === 'true');
  return page.evaluate(() => document.getElementById('send-teacher').dataset.code);
}

test('an assignment handed in by three children through one 接龙 paste, a changed code refused; the QR read from a photo; the CSV', async () => {
  const base = suite.site.baseUrl;
  // the teacher: the class's names, then an assignment of rook, bishop and the teacher's own lesson
  const teacher = await open(`${base}/class/`, { contextOptions: { viewport: { width: 1280, height: 900 }, acceptDownloads: true } });
  const { page } = teacher;
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.locator('#roster').fill(ROSTER.join('\n'));
  await page.locator('#roster-save').click();
  await page.locator(`#assign-form input[value="${OWN}"]`).waitFor();
  await page.locator('#assign-name').fill('车和象');
  await page.locator('#assign-week').fill('第3周');
  for (const id of ASSIGNED) await page.locator(`#assign-form input[value="${id}"]`).check();
  await page.locator('#assign-form button[type="submit"]').click();
  const link = await page.locator('.cx-assignment a.cx-link').getAttribute('href');
  const params = new URL(link).searchParams;
  expect(params.get('lessons')).toBe(ASSIGNED.join(','));
  expect(params.getAll('n')).toEqual(ROSTER);

  // child 1, on a fresh context: the map holds exactly the assignment's lessons; solves the
  // teacher's lesson's first step by taps
  const first = await open(link, { contextOptions: PHONE });
  await first.page.waitForFunction(() => document.body.dataset.ready === 'true');
  expect(await first.page.locator('a.lx-card[data-lesson]').evaluateAll((cards) => cards.map((card) => card.dataset.lesson).sort())).toEqual([...ASSIGNED].sort());
  expect(await first.page.locator('#send-title').textContent()).toContain('车和象');
  await first.page.locator('#send-teacher select').selectOption('王小明');
  await first.page.locator('#send-teacher form').waitFor({ state: 'hidden' });
  await first.page.goto(`${base}/lesson/?id=${OWN}`);
  await waitForState(first.page, own.steps[0].id, 'ready');
  await first.page.locator(cell(own.steps[0].goal.piece)).click();
  await first.page.locator(cell(own.steps[0].goal.stars[0])).click();
  await waitForState(first.page, own.steps[0].id, 'solved');
  const code1 = await handIn(first.page, link); // named on the first visit
  // child 2: rook's first three steps, the second with the answer shown, the third with a nudge
  const second = await open(link, { contextOptions: PHONE, progress: saved({ rook: { 0: { stars: 3 }, 1: { stars: 2, hints: 1, nudges: 1 }, 2: { stars: 3, nudges: 1 } } }) });
  const code2 = await handIn(second.page, link, '李华');
  // child 3: the whole bishop lesson at ★★★
  const third = await open(link, { contextOptions: PHONE, progress: saved({ bishop: Object.fromEntries(bishop.steps.map((_, n) => [n, { stars: 3 }])) }) });
  const code3 = await handIn(third.page, link, 'Amy Chen');
  for (const code of [code1, code2, code3]) expect(code).toMatch(/^QX3[0-9A-HJKMNP-TV-Z]+$/);
  const qrShot = await first.page.locator('#send-teacher .lx-qr svg').screenshot();
  expect(first.problems()).toEqual({ csp: [], errors: [] });

  // one 接龙 message: the three codes with names and chat noise, and a code with one character changed
  const at = 12;
  const changed = code2.slice(0, at) + (code2[at] === 'A' ? 'B' : 'A') + code2.slice(at + 1);
  const chain = [
    '#接龙', '第3周作业：车和象，学完把进度码接在后面👇', '',
    `1. 王小明 ${code1.slice(0, 20)} ${code1.slice(20)}`,
    `2. 李华妈妈：${code2.slice(0, 25)}\n${code2.slice(25)} 谢谢老师[玫瑰]`,
    `3. Amy Chen　${code3.toLowerCase()}`,
    `4. 张伟 ${changed}`,
    '老师辛苦了！',
  ].join('\n');
  await pasteInto(page, chain);
  const report = await page.locator('#report').textContent();
  expect(report).toContain(classText('zh-Hans', 'paste.added', { count: 3 }));
  expect(report).toContain(classText('zh-Hans', 'code.CHECKSUM'));
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('paste');
  expect(await page.locator('#paste').inputValue()).toBe('');

  const table = page.locator('.cx-assignment-table');
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => ({
    name: tr.dataset.name,
    cells: Object.fromEntries([...tr.querySelectorAll('td')].map((td) => [td.dataset.lesson, `${td.dataset.stars}/${td.dataset.hints}`])),
  })));
  // stars by the rule: ★★★ a step solved in par with no answer shown, one star fewer per answer
  expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
    { name: 'Amy Chen', cells: { rook: '0/0', bishop: `${3 * bishop.steps.length}/0`, [OWN]: '0/0' } },
    { name: '李华', cells: { rook: '8/1', bishop: '0/0', [OWN]: '0/0' } },
    { name: '王小明', cells: { rook: '0/0', bishop: '0/0', [OWN]: '3/0' } },
  ].sort((a, b) => a.name.localeCompare(b.name)));
  expect(await page.locator('.cx-missing').getAttribute('data-missing')).toBe('张伟');
  expect(await page.locator('.cx-hint-steps li').count()).toBe(2); // rook's 2nd and 3rd steps
  expect(await page.locator('.cx-finished td[data-lesson="bishop"]').textContent()).toBe('1/3');
  // the whole class's table has them too, and lost nothing
  expect(await page.locator('#table tbody tr[data-code]').count()).toBe(3);
  // the skills each child missed most, from the codes: 李华's answer shown on a rook step is a miss
  // of moving the rook; the other two missed nothing
  const skills = await page.locator('#skills tbody tr').evaluateAll((trs) => Object.fromEntries(trs.map((tr) => [tr.querySelector('th').textContent, tr.dataset.skills])));
  expect(skills).toEqual({ 李华: 'rook-move:1', 王小明: '', 'Amy Chen': '' });
  expect(await page.locator('#skills tbody tr').first().locator('td').first().textContent()).toContain('车的走法（1 次）');

  // the QR code a child showed, photographed, read under the CSP
  const before = Number(await page.evaluate(() => document.body.dataset.imports ?? 0));
  await page.locator('#photos').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: qrShot });
  await page.waitForFunction((n) => Number(document.body.dataset.imports ?? 0) > n, before);
  expect(await page.locator('#report').textContent()).toContain(classText('zh-Hans', 'paste.added', { count: 1 }));
  expect(await page.locator('.cx-assignment-table tbody tr').count()).toBe(3);

  // the CSV: UTF-8 with its BOM, a row per child (three handed in, one missing) under a header
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.cx-assignment button[data-csv]').click()]);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines).toHaveLength(1 + ROSTER.length);
  expect(lines[0].split(',')[0]).toBe('名字');
  expect(lines.slice(1).map((line) => line.split(',')[0]).sort()).toEqual([...ROSTER].sort());
  expect(lines.find((line) => line.startsWith('张伟'))).toContain('没交');

  // reloaded, the class and the assignment are still there
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.locator('.cx-assignment-table tbody tr').nth(2).waitFor();
  expect(await page.locator('.cx-assignment-table tbody tr').count()).toBe(3);
  expect(teacher.problems()).toEqual({ csp: [], errors: [] });

  // axe-core on /class/ with the class in it and on the assignment's course map (axe is a script
  // the CSP would block: these contexts alone bypass it)
  const axeClass = await open(`${base}/class/`, { contextOptions: { bypassCSP: true } });
  await axeClass.page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: 'chess-lessons:class', value: await page.evaluate(() => localStorage.getItem('chess-lessons:class')) });
  await axeClass.page.reload();
  await axeClass.page.locator('.cx-assignment-table tbody tr').nth(2).waitFor();
  expect(await runAxe(axeClass.page)).toEqual([]);
  const axeMap = await open(link, { contextOptions: { ...PHONE, bypassCSP: true } });
  await axeMap.page.waitForFunction(() => document.getElementById('send-teacher').dataset.ready === 'true');
  expect(await runAxe(axeMap.page)).toEqual([]);
});

/** A one-frame Y4M video (what Chromium's fake camera plays) of `text`'s QR code, black on white. */
function qrVideo(text, file) {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Alphanumeric');
  qr.make();
  const count = qr.getModuleCount();
  const cellSize = 8;
  const size = Math.ceil(((count + 8) * cellSize) / 16) * 16;
  const luma = Buffer.alloc(size * size, 235);
  const offset = Math.floor((size - count * cellSize) / 2);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const row = Math.floor((y - offset) / cellSize);
      const col = Math.floor((x - offset) / cellSize);
      if (row >= 0 && col >= 0 && row < count && col < count && qr.isDark(row, col)) luma[y * size + x] = 16;
    }
  }
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${size} H${size} F5:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]));
}

test('a QR code held up to the teacher\'s camera is read, under the CSP', async () => {
  const list = index.lessons.map((entry) => ({ id: entry.id }));
  const code = makeProgressCode({ name: '赵磊', made: new Date(), lessonIds: list.map((l) => l.id), lessons: { rook: { done: 2, stars: 5, helped: [] } } });
  const folder = mkdtempSync(path.join(os.tmpdir(), 'chess-camera-'));
  const video = path.join(folder, 'qr.y4m');
  qrVideo(code, video);
  const browser = await launchBrowser({ args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`] });
  try {
    const opened = await openPage(browser, 'about:blank', { contextOptions: { locale: 'zh-CN', serviceWorkers: 'block', permissions: ['camera'] } });
    await withOwnLesson(opened.context);
    const { page } = opened;
    await page.goto(`${suite.site.baseUrl}/class/`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    await page.locator('#camera').click();
    await page.waitForFunction(() => Number(document.body.dataset.imports ?? 0) > 0);
    expect(await page.locator('#report').textContent()).toContain(classText('zh-Hans', 'paste.added', { count: 1 }));
    const row = page.locator('#table tbody tr[data-code]');
    expect(await row.getAttribute('data-name')).toBe('赵磊');
    expect(await row.locator('td[data-lesson="rook"]').getAttribute('data-stars')).toBe('5');
    await page.locator('#camera-stop').click();
    expect(await page.locator('#camera-box').isHidden()).toBe(true);
    expect(opened.problems()).toEqual({ csp: [], errors: [] });
    await opened.context.close();
  } finally {
    await browser.close();
    rmSync(folder, { recursive: true, force: true });
  }
});

// 30 names of a class: the four of the list above and 26 of two characters (surname, given name)
const CLASS_30 = [...ROSTER, ...[...'刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓'].map((surname, n) => surname + '芳娜静敏强磊洋艳勇军杰娟涛'[n % 13])];

/** The teacher's class page on the classroom PC, with the 30 names and an assignment of rook and
 *  bishop; → {opened, link}. */
async function classroomAssignment() {
  const opened = await open(`${suite.site.baseUrl}/class/`, { contextOptions: { viewport: { width: 1366, height: 768 } } });
  const { page } = opened;
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.locator('#roster').fill(CLASS_30.join('\n'));
  await page.locator('#roster-save').click();
  await page.locator('#assign-name').fill('车和象');
  for (const id of ['rook', 'bishop']) await page.locator(`#assign-form input[value="${id}"]`).check();
  await page.locator('#assign-form button[type="submit"]').click();
  const link = await page.locator('.cx-assignment a.cx-link').getAttribute('href');
  expect(new URL(link).searchParams.getAll('n')).toEqual(CLASS_30);
  return { opened, link };
}

// The link's QR code of 30 names has 3 CSS px a module or more at 1366 × 768 and 390 × 844 and
// stays inside the screen; at 320 wide, where it cannot, the page says to send the link instead.
test('the QR code of a 30-name assignment link: 3 px a module or more on a laptop and a phone', async () => {
  const { opened: { page, problems } } = await classroomAssignment();
  const drawn = async () => {
    await page.locator('.cx-qr svg').waitFor();
    return page.locator('.cx-qr svg').evaluate((svg) => ({ px: svg.getBoundingClientRect().width, modules: svg.viewBox.baseVal.width, screen: innerWidth }));
  };
  const wide = await drawn();
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await drawn();
  if (process.env.SHOT_DIR) await page.locator('.cx-assignment').screenshot({ path: `${process.env.SHOT_DIR}/qr-390.png` });
  for (const qr of [wide, phone]) {
    expect(qr.modules).toBeGreaterThanOrEqual(100); // 30 names make a big code
    expect(qr.px / qr.modules).toBeGreaterThanOrEqual(3);
    expect(qr.px).toBeLessThanOrEqual(qr.screen);
  }
  console.log(`assignment QR: ${wide.modules} modules at ${wide.px} px (1366 wide), ${phone.px} px (390 wide)`);
  expect(await page.locator('.cx-qr-phone').isVisible()).toBe(false);
  await page.setViewportSize({ width: 320, height: 568 });
  await page.locator('.cx-qr-phone').waitFor({ state: 'visible' });
  expect(await page.locator('.cx-qr-phone').textContent()).toBe(classText('zh-Hans', 'assign.qrPhone'));
  if (process.env.SHOT_DIR) await page.locator('.cx-assignment').screenshot({ path: `${process.env.SHOT_DIR}/qr-320.png` });
  expect(problems()).toEqual({ csp: [], errors: [] });
});

// The teacher sets an assignment for 30 children on the classroom PC; two children hand it in; at
// home, in a fresh browser with no class list and no assignment, the teacher pastes their codes:
// both children are in the whole class's table with their stars in all (the code holds its
// lessons' places in the assignment's list, so the lessons show as unknown), and one sentence says
// why and what to do: paste the assignment's link, after which each lesson's stars and who has not
// handed in show.
test('codes of an assignment set on another device: the children and their stars show; the link pasted brings the lessons and 还没交', async () => {
  const { opened: school, link } = await classroomAssignment();
  const names = CLASS_30;
  // two children hand in: 李华 rook's first two steps (★★★, then ★★ with the answer shown), Amy Chen
  // the whole bishop lesson at ★★★
  const li = await open(link, { contextOptions: PHONE, progress: saved({ rook: { 0: { stars: 3 }, 1: { stars: 2, hints: 1 } } }) });
  const code1 = await handIn(li.page, link, '李华');
  const amy = await open(link, { contextOptions: PHONE, progress: saved({ bishop: Object.fromEntries(bishop.steps.map((_, n) => [n, { stars: 3 }])) }) });
  const code2 = await handIn(amy.page, link, 'Amy Chen');

  // at home: a fresh browser, no class list, no assignment
  const home = await open(`${suite.site.baseUrl}/class/`, { contextOptions: { viewport: { width: 1366, height: 768 } } });
  const { page } = home;
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await pasteInto(page, `1. 李华 ${code1}\n2. Amy Chen ${code2}`);
  const rowsOf = () => page.locator('#table tbody tr').evaluateAll((trs) => Object.fromEntries(trs.map((tr) => [tr.dataset.name, {
    total: tr.querySelector('.cx-col-total').textContent,
    cells: Object.fromEntries([...tr.querySelectorAll('td[data-lesson]')].filter((td) => ['rook', 'bishop'].includes(td.dataset.lesson))
      .map((td) => [td.dataset.lesson, td.dataset.unknown ? '?' : td.dataset.stars])),
  }])));
  expect(await rowsOf()).toEqual({ 李华: { total: '5', cells: { rook: '?', bishop: '?' } }, 'Amy Chen': { total: String(3 * bishop.steps.length), cells: { rook: '?', bishop: '?' } } });
  expect(await page.locator('#caption').textContent()).toBe(classText('zh-Hans', 'page.caption', { count: 2 }));
  expect(await page.locator('#report .cx-away').textContent()).toBe(classText('zh-Hans', 'paste.away', { count: 2 }));
  if (process.env.SHOT_DIR) {
    await page.screenshot({ path: `${process.env.SHOT_DIR}/away-1366.png`, fullPage: true });
    await page.screenshot({ path: `${process.env.SHOT_DIR}/away-1366-top.png` });
    await page.locator('#table-box').screenshot({ path: `${process.env.SHOT_DIR}/away-1366-table.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.SHOT_DIR}/away-390.png`, fullPage: true });
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: `${process.env.SHOT_DIR}/away-390-top.png` });
    await page.locator('#table-box').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.SHOT_DIR}/away-390-table.png` });
    await page.setViewportSize({ width: 1366, height: 768 });
  }

  // the assignment's link from the class chat, pasted: its lessons, its names, who has not handed in
  await pasteInto(page, `第3周作业：车和象 ${link} 学完按交作业`);
  expect(await page.locator('#report').textContent()).toContain(classText('zh-Hans', 'paste.linkAdded', { title: '车和象' }));
  expect(await page.locator('#report .cx-away').count()).toBe(0);
  expect(await rowsOf()).toEqual({ 李华: { total: '5', cells: { rook: '5', bishop: '0' } }, 'Amy Chen': { total: String(3 * bishop.steps.length), cells: { rook: '0', bishop: String(3 * bishop.steps.length) } } });
  expect((await page.locator('.cx-missing').getAttribute('data-missing')).split('\n')).toEqual(names.filter((name) => !['李华', 'Amy Chen'].includes(name)));
  if (process.env.SHOT_DIR) {
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: `${process.env.SHOT_DIR}/linked-1366.png` });
    await page.locator('#table-box').screenshot({ path: `${process.env.SHOT_DIR}/linked-1366-table.png` });
  }
  // kept on this device: a reload shows the same
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  expect((await rowsOf()).李华).toEqual({ total: '5', cells: { rook: '5', bishop: '0' } });
  for (const opened of [school, home]) expect(opened.problems()).toEqual({ csp: [], errors: [] });
});
