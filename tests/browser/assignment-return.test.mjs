// A child doing a teacher's assignment keeps finding its map, in Chromium on a phone: picking
// their name from the class's list is their answer (交作业 is ready at once), a lesson opened from
// the assignment's map leads back to that map (its top link and its end), and the whole course's
// map, opened later from the home screen, offers the way back to the assignment. Needs dist/
// (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { browserSuite, openPage, PHONE } from './helpers/browser.mjs';

jest.setTimeout(120000);

const suite = browserSuite(['index.html', 'index.mjs', 'lesson/rook/index.html']);

const ASSIGNMENT = { id: 'K7M2', title: '第一周', week: '12月7日', lessons: ['rook', 'bishop'], names: ['王小明', '李华'] };

/** The assignment's link as /class/ writes it (the query is built here by hand, from its parts). */
function link(base) {
  const names = ASSIGNMENT.names.map((name) => `&n=${encodeURIComponent(name)}`).join('');
  return `${base}/?lessons=${ASSIGNMENT.lessons.join(',')}&a=${ASSIGNMENT.id}&t=${encodeURIComponent(ASSIGNMENT.title)}&w=${encodeURIComponent(ASSIGNMENT.week)}${names}`;
}

/** The assignment a map's address carries: its id and lessons, read with URLSearchParams. */
function carried(href) {
  const params = new URL(href).searchParams;
  return { a: params.get('a'), lessons: params.get('lessons') };
}

test('a name picked from the list readies 交作业; the lesson leads back to the assignment\'s map, and the course map offers it', async () => {
  const { context, page, problems } = await openPage(suite.browser, link(suite.site.baseUrl), { contextOptions: { ...PHONE, locale: 'zh-CN' } });
  suite.contexts.push(context);
  await page.waitForFunction(() => document.getElementById('send-teacher')?.dataset.ready === 'true');
  const show = page.locator('#send-show');
  await expect(show.isDisabled()).resolves.toBe(true); // nobody chosen yet
  await page.locator('#send-teacher select').selectOption('王小明');
  await page.waitForFunction(() => !document.getElementById('send-show').disabled);
  expect(await page.locator('#send-teacher form').isHidden()).toBe(true);

  // a lesson of the assignment, opened from its map
  await page.locator('a[data-lesson="rook"]').first().click();
  await page.waitForFunction(() => document.querySelector('chess-lesson')?.dataset.state === 'ready');
  await page.waitForFunction(() => /[?&]a=/.test(document.querySelector('a[data-text="backToIndex"]')?.href ?? ''));
  const back = await page.evaluate(() => ({
    top: document.querySelector('a[data-text="backToIndex"]').href,
    end: document.querySelector('chess-lesson').getAttribute('index-href'),
  }));
  expect(carried(back.top)).toEqual({ a: ASSIGNMENT.id, lessons: 'rook,bishop' });
  expect(carried(back.end)).toEqual({ a: ASSIGNMENT.id, lessons: 'rook,bishop' });

  // the whole course's map, later: the way back to the assignment
  await page.goto(`${suite.site.baseUrl}/`);
  await page.waitForFunction(() => document.querySelector('.lx-send-homework:not([hidden])')?.textContent.includes('第一周'));
  const toHomework = await page.locator('.lx-send-homework').getAttribute('href');
  expect(carried(new URL(toHomework, suite.site.baseUrl).href)).toEqual({ a: ASSIGNMENT.id, lessons: 'rook,bishop' });
  await page.locator('.lx-send-homework').click();
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  expect(new Set(await page.evaluate(() => [...document.querySelectorAll('a[data-lesson]')].map((a) => a.dataset.lesson)))).toEqual(new Set(['rook', 'bishop']));
  expect(await page.locator('#send-show').isDisabled()).toBe(false); // the same child, still chosen
  expect(problems()).toEqual({ csp: [], errors: [] });
});
