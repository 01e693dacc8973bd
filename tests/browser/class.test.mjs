// Class progress without a server, in Chromium: the teacher's /class/ page imports 30 generated
// progress files at once and shows each child's stars in each lesson (checked cell by cell against
// the lesson files the site serves); a file edited without its checksum, and every other kind of
// broken file, is refused with a message naming it while the rest of the class stays; children of
// one name on two devices stay apart; files dropped on the page are read too; the class survives a
// reload; the index page's "send to my teacher" downloads (or shares) a file the class page reads;
// the strict CSP sees no violation, axe-core finds nothing, and the page prints on A4.
// Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, DIST, ROOT, browserSuite, openPage, PHONE, runAxe } from './helpers/browser.mjs';
import { inGroupOrder } from './helpers/lesson.mjs';
import { MAX_FILE_LENGTH, makeProgressFile, parseProgressFile } from '../../web/lesson/progress-file.mjs';
import { STORAGE_KEY } from '../../web/lesson/progress.mjs';
import { makeProgressCode } from '../../web/lesson/progress-code.mjs';
import { pathSteps } from '../../web/lesson/tracks.mjs';
import { classText, loadClassText } from '../../web/i18n/class.mjs';
import { mulberry32 } from '../js/helpers/random-games.mjs';

jest.setTimeout(180000);

const suite = browserSuite(['class/index.html', 'class/class.mjs', 'class/class.css', 'index.html', 'index.mjs', 'lessons/index.json']);
const SCREENSHOTS = path.join(ARTIFACTS, 'screenshots');

// ---- the class: generated from the lessons the site serves -------------------------------

const INDEX = JSON.parse(readFileSync(path.join(DIST, 'lessons', 'index.json'), 'utf8'));
const STEP_IDS = Object.fromEntries(INDEX.lessons.map((entry) =>
  [entry.id, JSON.parse(readFileSync(path.join(DIST, 'lessons', entry.file), 'utf8')).steps.map((step) => step.id)]));
// the steps the table counts: the main path's (the arbiter track's are no condition of a lesson done)
const MAIN_IDS = Object.fromEntries(INDEX.lessons.map((entry) =>
  [entry.id, pathSteps(JSON.parse(readFileSync(path.join(DIST, 'lessons', entry.file), 'utf8')).steps, false).map((step) => step.id)]));
const NAMES = ['王小明', '李华', '张伟', '刘洋', '陈静', '杨帆', '赵磊', '黄丽', '周杰', '吴敏', '徐强', '孙燕', '胡军', '朱琳',
  '高峰', '林涛', '何欣', '郭靖', '马超', '罗兰', '梁爽', '宋佳', '郑凯', '谢婷', '韩梅', '唐宁', '冯远', 'Amy Chen',
  '<b>萧</b>乐', '<img src=x onerror="__x=1">'];

/** One child's file: a random reach through the course, random stars, a step and a lesson that no
 *  longer exist (which count nothing). */
function childFile(name, n, { device = (0xa000 + n).toString(16).padStart(16, '0'), day = 1 + (n % 28), seed = 1000 + n } = {}) {
  const next = mulberry32(seed);
  const lessons = {};
  const reach = Math.floor(next() * INDEX.lessons.length);
  INDEX.lessons.forEach((entry, k) => {
    if (k > reach) return;
    const steps = {};
    for (const id of STEP_IDS[entry.id]) if (k < reach ? next() < 0.9 : next() < 0.4) steps[id] = 1 + Math.floor(next() * 3);
    if (k === 0) steps['a-removed-step'] = 3;
    if (Object.keys(steps).length) lessons[entry.id] = steps;
  });
  if (n % 3 === 0) lessons['a-lesson-from-another-site'] = { one: 3 };
  const progress = { name, device, exported: new Date(Date.UTC(2026, 4, day, 9)), lessons };
  return { progress, text: makeProgressFile(progress) };
}

/** What the table must show for a child: per lesson {stars, done}, and the total. */
function expectedRow(progress) {
  const cells = {};
  let total = 0;
  for (const entry of INDEX.lessons) {
    const steps = progress.lessons[entry.id] ?? {};
    const ids = MAIN_IDS[entry.id].filter((id) => steps[id]);
    const stars = ids.reduce((sum, id) => sum + steps[id], 0);
    cells[entry.id] = { stars, done: ids.length, text: ids.length ? String(stars) : '' };
    total += stars;
  }
  return { cells, total };
}

const CLASS = NAMES.map((name, n) => childFile(name, n));
const asUpload = (name, text) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
const classUploads = () => CLASS.map(({ progress, text }, n) => asUpload(`进度-${n + 1}.json`, text));

beforeAll(() => loadClassText('zh-Hans'));

// ---- the page ----------------------------------------------------------------------------

async function openClass(contextOptions = {}) {
  const opened = await openPage(suite.browser, `${suite.site.baseUrl}/class/`, {
    contextOptions: { locale: 'zh-CN', viewport: { width: 1280, height: 800 }, ...contextOptions },
  });
  suite.contexts.push(opened.context);
  await opened.page.waitForFunction(() => document.body.dataset.ready === 'true');
  return opened;
}

/** Imports files through the page's own button and file chooser; resolves when they are read. */
async function importFiles(page, files) {
  const before = Number(await page.evaluate(() => document.body.dataset.imports ?? 0));
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click('#choose')]);
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles(files);
  await page.waitForFunction((n) => Number(document.body.dataset.imports ?? 0) > n, before);
}

/** The table as the teacher sees it: each row's name, device, total and cells' visible text. */
function readTable(page) {
  return page.evaluate(() => [...document.querySelectorAll('#table tbody tr')].map((row) => ({
    name: row.querySelector('.cx-name').textContent,
    device: row.dataset.device,
    suffix: row.querySelector('.cx-device')?.textContent ?? null,
    total: row.querySelector('.cx-col-total').textContent,
    cells: Object.fromEntries([...row.querySelectorAll('td.cx-cell')].map((cell) => [cell.dataset.lesson, {
      text: cell.querySelector('.cx-stars').textContent,
      complete: cell.classList.contains('is-complete'),
      partial: cell.classList.contains('is-partial'),
    }])),
  })));
}

/** Checks every cell of every row against the child's file. */
function expectRowsToMatch(rows, files) {
  const byKey = new Map(files.map(({ progress }) => [`${progress.device}\n${progress.name}`, progress]));
  expect(rows).toHaveLength(files.length);
  let cellsChecked = 0;
  for (const row of rows) {
    const progress = byKey.get(`${row.device}\n${row.name}`);
    expect(progress).toBeDefined();
    const expected = expectedRow(progress);
    expect(row.total).toBe(String(expected.total));
    expect(Object.keys(row.cells)).toEqual(INDEX.lessons.map((entry) => entry.id));
    for (const entry of INDEX.lessons) {
      const want = expected.cells[entry.id];
      expect({ lesson: entry.id, text: row.cells[entry.id].text }).toEqual({ lesson: entry.id, text: want.text });
      expect(row.cells[entry.id].complete).toBe(want.done === MAIN_IDS[entry.id].length);
      expect(row.cells[entry.id].partial).toBe(want.done > 0 && want.done < MAIN_IDS[entry.id].length);
      cellsChecked += 1;
    }
  }
  return cellsChecked;
}

const reportText = (page) => page.locator('#report').textContent();

test('30 progress files chosen at once: every child\'s stars in every lesson, sortable, inert, under the CSP', async () => {
  // the class really is 30 different children with different progress
  expect(new Set(CLASS.map(({ progress }) => progress.name)).size).toBe(30);
  expect(new Set(CLASS.map(({ progress }) => JSON.stringify(expectedRow(progress).cells))).size).toBe(30);
  const { page, problems } = await openClass();
  expect(await page.locator('#empty').isVisible()).toBe(true);
  await importFiles(page, classUploads());

  expect(await reportText(page)).toContain(classText('zh-Hans', 'page.added', { count: 30 }));
  const cells = expectRowsToMatch(await readTable(page), CLASS);
  expect(cells).toBe(30 * INDEX.lessons.length);
  // the lesson columns: index.json's order and zh-Hans titles
  const heads = await page.$$eval('#table thead th.cx-lesson', (ths) => ths.map((th) => [th.dataset.lesson, th.querySelector('.cx-lesson-title').textContent]));
  expect(heads).toEqual(INDEX.lessons.map((entry) => [entry.id, entry.title['zh-Hans']]));
  const max = await page.$$eval('#table .cx-max', (tds) => tds.map((td) => td.textContent));
  expect(max).toEqual(INDEX.lessons.map((entry) => String(MAIN_IDS[entry.id].length * 3)));

  // names are text: the markup in two of them is shown, not run
  const names = (await readTable(page)).map((row) => row.name);
  expect(names).toContain('<b>萧</b>乐');
  expect(names).toContain('<img src=x onerror="__x=1">');
  expect(await page.evaluate(() => ({ b: document.querySelectorAll('#table b').length, img: document.querySelectorAll('img').length, injected: globalThis.__x ?? null })))
    .toEqual({ b: 0, img: 0, injected: null });

  // sorted by name (the page's collation of zh-Hans), then by total stars, most first, then reversed
  const inOrder = () => page.evaluate(() => {
    const rows = [...document.querySelectorAll('#table tbody tr')];
    const collator = new Intl.Collator('zh-Hans');
    const names = rows.map((row) => row.dataset.name);
    const totals = rows.map((row) => Number(row.querySelector('.cx-col-total').textContent));
    return {
      byName: names.every((name, n) => n === 0 || collator.compare(names[n - 1], name) <= 0),
      byTotalDown: totals.every((total, n) => n === 0 || totals[n - 1] >= total),
      byTotalUp: totals.every((total, n) => n === 0 || totals[n - 1] <= total),
      sort: [...document.querySelectorAll('#table th[aria-sort]')].map((th) => [th.querySelector('button').dataset.sort, th.getAttribute('aria-sort')]),
    };
  });
  expect(await inOrder()).toMatchObject({ byName: true, sort: [['name', 'ascending']] });
  await page.click('button[data-sort="total"]');
  expect(await inOrder()).toMatchObject({ byTotalDown: true, sort: [['total', 'descending']] });
  await page.click('button[data-sort="total"]');
  expect(await inOrder()).toMatchObject({ byTotalUp: true, sort: [['total', 'ascending']] });
  const totals = (await readTable(page)).map((row) => Number(row.total));
  expect(new Set(totals).size).toBeGreaterThan(15); // the order was a real test
  await page.click('button[data-sort="name"]');
  expect(await inOrder()).toMatchObject({ byName: true, sort: [['name', 'ascending']] });

  // one group of lessons at a time
  await page.selectOption('#group', 'special');
  const special = INDEX.lessons.filter((entry) => entry.group === 'special').map((entry) => entry.id);
  expect(await page.$$eval('#table thead th.cx-lesson', (ths) => ths.map((th) => th.dataset.lesson))).toEqual(special);
  await page.selectOption('#group', '');

  // another language: the titles and words of zh-Hant, the stars unchanged
  await page.selectOption('#lang', 'zh-Hant');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-Hant');
  expect(await page.$$eval('#table thead th.cx-lesson .cx-lesson-title', (spans) => spans.map((span) => span.textContent)))
    .toEqual(INDEX.lessons.map((entry) => entry.title['zh-Hant']));
  expectRowsToMatch(await readTable(page), CLASS);

  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('a file edited without its checksum is refused with a message naming it, and the other 29 stay', async () => {
  const { page, problems } = await openClass();
  // one star raised by hand, from 1 to 3
  const lessonsAt = CLASS[17].text.indexOf('"lessons"');
  const edited = CLASS[17].text.slice(0, lessonsAt) + CLASS[17].text.slice(lessonsAt).replace(/: 1(,?\n)/, ': 3$1');
  expect(edited).not.toBe(CLASS[17].text);
  const uploads = classUploads();
  uploads[17] = asUpload('郭靖-改过.json', edited);
  await importFiles(page, uploads);

  const rows = await readTable(page);
  const kept = CLASS.filter((_, n) => n !== 17);
  expectRowsToMatch(rows, kept);
  expect(rows.map((row) => row.name)).not.toContain(CLASS[17].progress.name);
  const report = await reportText(page);
  expect(report).toContain(classText('zh-Hans', 'page.added', { count: 29 }));
  expect(report).toContain(classText('zh-Hans', 'page.refused', { file: '郭靖-改过.json', reason: classText('zh-Hans', 'file.CHECKSUM') }));

  // every other kind of broken file, named with its own reason; the class is still the same 29
  const version2 = JSON.parse(CLASS[0].text);
  version2.version = 3; // a version this site does not know
  const broken = [
    ['截断了.json', CLASS[3].text.slice(0, 200), 'NOT_JSON'],
    ['乱码.json', Buffer.from(Array.from({ length: 3000 }, (_, n) => (n * 7919) % 256)), 'NOT_JSON'],
    ['一课.json', readFileSync(path.join(ROOT, 'lessons', 'rook.json')), 'NOT_PROGRESS'],
    ['新版本.json', JSON.stringify(version2), 'VERSION'],
    ['很大.json', Buffer.alloc(MAX_FILE_LENGTH * 3 + 1, 0x20), 'TOO_LARGE'],
    ['空的.json', '', 'NOT_JSON'],
  ];
  await importFiles(page, broken.map(([name, body]) => ({ name, mimeType: 'application/json', buffer: Buffer.from(body) })));
  const items = await page.$$eval('#report .cx-problems li', (lis) => lis.map((li) => li.textContent));
  expect(items).toHaveLength(broken.length);
  broken.forEach(([name, body, code], n) => {
    const reason = code === 'TOO_LARGE' || code === 'VERSION'
      ? parseProgressFile(code === 'VERSION' ? String(body) : ' '.repeat(MAX_FILE_LENGTH + 1), 'zh-Hans').error.message
      : classText('zh-Hans', `file.${code}`);
    expect(items[n]).toBe(classText('zh-Hans', 'page.refused', { file: name, reason }));
  });
  expectRowsToMatch(await readTable(page), kept);

  // the class is kept on this device: a reload shows the same 29
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.ready === 'true' && document.querySelectorAll('#table tbody tr').length === 29);
  expectRowsToMatch(await readTable(page), kept);
  // and the child's file as exported joins them
  await importFiles(page, [asUpload('郭靖.json', CLASS[17].text)]);
  expectRowsToMatch(await readTable(page), CLASS);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('children of one name on two devices stay apart; a newer export replaces an older one', async () => {
  const { page, problems } = await openClass();
  const first = childFile('李华', 100, { device: '1111aaaa00000001', day: 3, seed: 101 });
  const second = childFile('李华', 101, { device: '1111bbbb00000002', day: 3, seed: 102 });
  const other = childFile('张伟', 102, { device: '1111aaaa00000001', day: 3, seed: 103 }); // a shared tablet
  await importFiles(page, [asUpload('a.json', first.text), asUpload('b.json', second.text), asUpload('c.json', other.text)]);
  let rows = await readTable(page);
  expectRowsToMatch(rows, [first, second, other]);
  const suffixes = rows.filter((row) => row.name === '李华').map((row) => row.suffix).sort();
  expect(suffixes).toEqual(['#1111a', '#1111b']); // long enough to tell the two apart
  expect(rows.find((row) => row.name === '张伟').suffix).toBeNull();

  // the first 李华 exports again later: that row is updated, the other stays
  const later = childFile('李华', 100, { device: '1111aaaa00000001', day: 20, seed: 999 });
  await importFiles(page, [asUpload('a-later.json', later.text)]);
  expect(await reportText(page)).toContain(classText('zh-Hans', 'page.updated', { count: 1 }));
  rows = await readTable(page);
  expectRowsToMatch(rows, [later, second, other]);
  // an older file of a child is not used over a newer one
  await importFiles(page, [asUpload('a-old.json', first.text)]);
  expect(await reportText(page)).toContain('a-old.json');
  expectRowsToMatch(await readTable(page), [later, second, other]);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('files dropped on the page are imported', async () => {
  const { page, problems } = await openClass();
  const files = CLASS.slice(0, 3).map(({ text }, n) => ({ name: `drop-${n}.json`, text }));
  await page.evaluate((list) => {
    const data = new DataTransfer();
    for (const { name, text } of list) data.items.add(new File([text], name, { type: 'application/json' }));
    const zone = document.getElementById('drop-zone');
    zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    globalThis.__dragging = zone.classList.contains('is-dragging');
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, files);
  await page.waitForFunction(() => document.body.dataset.imports === '1');
  expect(await page.evaluate(() => globalThis.__dragging)).toBe(true);
  expectRowsToMatch(await readTable(page), CLASS.slice(0, 3));
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('"send to my teacher" on the index downloads the chosen child\'s file, or shares it, and the class page reads it', async () => {
  const saved = {
    version: 1, child: '小红', lang: 'zh-Hans',
    children: {
      default: { lessons: {} },
      小红: { lessons: { rook: { steps: { 'first-star': { stars: 3, at: 1 }, stars: { stars: 2, at: 2 } }, last: 'stars' }, board: { steps: { aim: { stars: 1, at: 3 } } } } },
    },
  };
  const seed = (context) => context.addInitScript(({ key, data }) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(data));
  }, { key: STORAGE_KEY, data: saved });

  const context = await suite.browser.newContext({ ...PHONE, locale: 'zh-CN', acceptDownloads: true, reducedMotion: 'reduce' });
  suite.contexts.push(context);
  await seed(context);
  const page = await context.newPage();
  await page.goto(`${suite.site.baseUrl}/`);
  const control = page.locator('#progress-export');
  await page.locator('a.lx-parents-link').click(); // the control comes with the parents' section
  await page.waitForFunction(() => document.getElementById('progress-export').dataset.ready === 'true');
  expect(await control.locator('input').inputValue()).toBe('小红'); // the child chosen on the page
  const [download] = await Promise.all([page.waitForEvent('download'), control.locator('button').click()]);
  expect(download.suggestedFilename()).toMatch(/^国际象棋进度-小红-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync(await download.path(), 'utf8');
  const parsed = parseProgressFile(text, 'zh-Hans');
  expect(parsed.ok).toBe(true);
  const device = await page.evaluate(() => localStorage.getItem('chess-lessons:device'));
  expect(parsed.value).toMatchObject({ name: '小红', device });
  // saved by version 1 of the store: the stars, and no counts known
  const unknown = (stars) => ({ stars, hints: null, nudges: null, mistakes: null });
  expect(JSON.parse(JSON.stringify(parsed.value.lessons))).toEqual({ rook: { 'first-star': unknown(3), stars: unknown(2) }, board: { aim: unknown(1) } });
  expect(await control.getAttribute('data-exported')).toBe('downloaded');

  // another child on the same tablet: the field follows the picker, the device id stays
  await page.fill('#child-name', '小刚');
  await page.click('#add-child button');
  expect(await control.locator('input').inputValue()).toBe('小刚');
  const [second] = await Promise.all([page.waitForEvent('download'), control.locator('button').click()]);
  const secondFile = parseProgressFile(readFileSync(await second.path(), 'utf8'), 'zh-Hans');
  expect(secondFile.value).toMatchObject({ name: '小刚', device });
  expect(Object.keys(secondFile.value.lessons)).toEqual([]);

  // where the system can share files, the share sheet gets the file
  const sharing = await suite.browser.newContext({ ...PHONE, locale: 'zh-CN', reducedMotion: 'reduce' });
  suite.contexts.push(sharing);
  await seed(sharing);
  await sharing.addInitScript(() => {
    navigator.canShare = (data) => Array.isArray(data?.files) && data.files.length === 1;
    navigator.share = async (data) => { globalThis.__shared = { name: data.files[0].name, text: await data.files[0].text() }; };
  });
  const phone = await sharing.newPage();
  await phone.goto(`${suite.site.baseUrl}/`);
  await phone.locator('a.lx-parents-link').click();
  await phone.waitForFunction(() => document.getElementById('progress-export').dataset.ready === 'true');
  await phone.locator('#progress-export button').click();
  await phone.waitForFunction(() => document.getElementById('progress-export').dataset.exported === 'shared');
  const shared = await phone.evaluate(() => globalThis.__shared);
  expect(parseProgressFile(shared.text, 'zh-Hans').value.name).toBe('小红');

  // the downloaded file, imported on the teacher's page
  const { page: teacher, problems } = await openClass();
  await importFiles(teacher, [asUpload(download.suggestedFilename(), text)]);
  const [row] = await readTable(teacher);
  expect(row).toMatchObject({ name: '小红', total: '6' });
  expect(row.cells.rook.text).toBe('5');
  expect(row.cells.board.text).toBe('1');
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('the whole class\'s row: two children\'s codes pasted, each lesson\'s children who finished and their average stars, in the page and the CSV', async () => {
  const { page, problems } = await openClass({ ...PHONE });
  const paste = async (text) => {
    const before = Number(await page.evaluate(() => document.body.dataset.imports ?? 0));
    await page.locator('#paste').fill(text);
    await page.locator('#paste-form button[type="submit"]').click();
    await page.waitForFunction((n) => Number(document.body.dataset.imports ?? 0) > n, before);
  };
  const lessonIds = INDEX.lessons.map((entry) => entry.id);
  const [first, second] = lessonIds;
  const n = MAIN_IDS[first].length;
  const code = (name, lessons, review) => makeProgressCode({ name, made: new Date(Date.UTC(2026, 8, 7, 9)), lessonIds, lessons, review });
  // 王小明 finished the first lesson with one star short of all, did one step of the second, 5 review stars;
  // 李华 finished the first lesson with 2 stars a step, 1 review star
  await paste(`1. 王小明 ${code('王小明', { [first]: { done: n, stars: 3 * n - 1 }, [second]: { done: 1, stars: 2 } }, 5)}`);
  const readSummary = () => page.evaluate(() => {
    const row = document.querySelector('#table tfoot tr');
    if (!row) return null;
    const head = row.querySelector('th');
    const cell = (td) => ({ lesson: td.dataset.lesson ?? null, shown: [...td.querySelectorAll('[aria-hidden]')].map((part) => part.textContent), said: td.querySelector('.cx-sr').textContent });
    return { head: head.firstChild.textContent, scope: head.scope, cells: [...row.querySelectorAll('td')].map(cell) };
  });
  let summary = await readSummary();
  expect(summary.head).toBe(classText('zh-Hans', 'page.summary'));
  expect(summary.scope).toBe('row');
  expect(summary.cells[2]).toEqual({ lesson: first, shown: ['1/1', String(3 * n - 1)], said: classText('zh-Hans', 'page.summaryLesson', { count: 1, finished: 1, average: 3 * n - 1 }) });

  await paste(`2. 李华 ${code('李华', { [first]: { done: n, stars: 2 * n } }, 1)}`);
  expect(await page.locator('#table tbody tr').count()).toBe(2);
  summary = await readSummary();
  const average = (value) => new Intl.NumberFormat('zh-Hans', { maximumFractionDigits: 1 }).format(value);
  const firstAverage = average(((3 * n - 1) + 2 * n) / 2); // both finished it
  const classAverage = average(((3 * n - 1) + 2 + 5 + 2 * n + 1) / 2); // each child's lessons and review stars
  expect(summary.cells.slice(0, 4)).toEqual([
    { lesson: null, shown: ['0/2', classAverage], said: classText('zh-Hans', 'page.summaryTotal', { count: 2, finished: 0, average: classAverage }) },
    { lesson: null, shown: ['2/2', '3'], said: classText('zh-Hans', 'page.summaryReview', { count: 2, reviewed: 2, average: 3 }) },
    { lesson: first, shown: ['2/2', firstAverage], said: classText('zh-Hans', 'page.summaryLesson', { count: 2, finished: 2, average: firstAverage }) },
    { lesson: second, shown: ['0/2', '–'], said: classText('zh-Hans', 'page.summaryLessonNone', { count: 2 }) },
  ]);
  expect(summary.cells).toHaveLength(2 + lessonIds.length);

  // the CSV's last row: the same, labelled in the teacher's language
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#csv').click()]);
  const lines = readFileSync(await download.path(), 'utf8').slice(1).trimEnd().split('\r\n');
  expect(lines).toHaveLength(1 + 2 + 1);
  expect(lines[3].split(',').slice(0, 5)).toEqual(['全班', `0/2 全部学完，平均 ${classAverage} 星`, '2/2 复习过，平均 3 星', `2/2 学完，平均 ${firstAverage} 星`, '0/2 学完']);

  // the class cleared: no row, no number left
  page.once('dialog', (dialog) => dialog.accept());
  await page.locator('#clear').click();
  await page.waitForFunction(() => document.querySelectorAll('#table tbody tr').length === 0);
  expect(await readSummary()).toBeNull();
  expect(await page.locator('#table-box').isHidden()).toBe(true);
  expect(await page.locator('body').textContent()).not.toMatch(/NaN/);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('axe-core finds no violations on /class/: empty, with 30 children, and on a phone with a refused file', async () => {
  // axe is injected as a script, which the page's CSP would block: these contexts alone bypass it
  // (the tests above check the page under its real CSP)
  const wide = await openClass({ bypassCSP: true });
  expect(await runAxe(wide.page)).toEqual([]);
  await importFiles(wide.page, classUploads());
  expect(await runAxe(wide.page)).toEqual([]);
  const phone = await openClass({ ...PHONE, bypassCSP: true });
  await importFiles(phone.page, [...classUploads(), asUpload('坏的.json', '{"format":')]);
  expect(await phone.page.locator('#report .cx-problems li').count()).toBe(1);
  expect(await runAxe(phone.page)).toEqual([]);
});

test('screenshots of 30 children in zh-Hans at 1280 × 800 and 390 × 844, and the printed page on A4', async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const options of [{ viewport: { width: 1280, height: 800 } }, PHONE]) {
    const { page } = await openClass(options);
    await importFiles(page, classUploads());
    const width = options.viewport.width;
    // the page itself never scrolls sideways: the table scrolls in its own box, names in view
    const layout = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      box: document.getElementById('table-box').getBoundingClientRect().right,
      scrolls: document.getElementById('table-box').scrollWidth > document.getElementById('table-box').clientWidth,
    }));
    expect(layout.page).toBeLessThanOrEqual(width);
    expect(layout.box).toBeLessThanOrEqual(width);
    expect(layout.scrolls).toBe(true);
    await page.locator('#table-box').evaluate((box) => { box.scrollLeft = 400; });
    const name = await page.locator('#table tbody tr:first-child th').boundingBox();
    expect(name.x).toBeGreaterThanOrEqual(0); // the sticky name column stayed at the left
    await page.locator('#table-box').evaluate((box) => { box.scrollLeft = 0; });
    await page.screenshot({ path: path.join(SCREENSHOTS, `class-${width}.png`) });
    await page.screenshot({ path: path.join(SCREENSHOTS, `class-${width}-full.png`), fullPage: true });
    if (width === 1280) {
      await page.emulateMedia({ media: 'print' });
      const printed = await page.evaluate(() => ({
        hidden: ['.cx-header', '.cx-top', '.cx-tools'].map((sel) => getComputedStyle(document.querySelector(sel)).display),
        rows: document.querySelectorAll('#table tbody tr').length,
      }));
      expect(printed).toEqual({ hidden: ['none', 'none', 'none'], rows: 30 });
      const pdf = await page.pdf({ path: path.join(ARTIFACTS, 'class-print.pdf'), preferCSSPageSize: true, printBackground: true });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // A4 landscape (842 × 595 pt): the class of 30 over the whole course (58 lessons) on three
      // sheets at most; a teacher who wants one sheet prints one group (the page's group choice)
      const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [Math.round(m[1]), Math.round(m[2])]);
      expect(boxes.length).toBeGreaterThanOrEqual(1);
      expect(boxes.length).toBeLessThanOrEqual(3);
      for (const box of boxes) expect(box).toEqual([842, 595]);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'class-print.png'), fullPage: true });
    }
  }
});

test('the worksheets: every lesson of the index links its print view, in the page\'s language, and the link opens it', async () => {
  const { page, problems } = await openClass();
  await page.locator('#sheets a[data-lesson]').first().waitFor();
  const links = await page.locator('#sheets a[data-lesson]').evaluateAll((anchors) => anchors.map((a) => ({
    lesson: a.dataset.lesson, path: new URL(a.href).pathname, lang: new URL(a.href).searchParams.get('lang'), name: a.textContent,
  })));
  // by group, each lesson numbered as the index numbers it
  const shown = inGroupOrder(INDEX.lessons);
  expect(links.map((link) => link.lesson)).toEqual(shown.map((entry) => entry.id));
  for (const [n, link] of links.entries()) {
    const entry = shown[n];
    expect(link).toEqual({ lesson: entry.id, path: `/lesson/${entry.id}/print/`, lang: 'zh-Hans',
      name: `${INDEX.lessons.indexOf(entry) + 1}${entry.title['zh-Hans']} · ${classText('zh-Hans', 'page.sheetLink')}` });
  }
  // in English after the switch
  await page.selectOption('#lang', 'en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  expect(await page.locator('#sheets a[data-lesson]').first().getAttribute('href')).toMatch(/\?lang=en$/);
  const rook = INDEX.lessons.find((entry) => entry.id === 'rook');
  await page.locator('#sheets a[data-lesson="rook"]').click();
  await page.waitForURL(/\/lesson\/rook\/print\//);
  expect(await page.locator('h1').first().textContent()).toContain(rook.title.en);
  expect(problems()).toEqual({ csp: [], errors: [] });
});
