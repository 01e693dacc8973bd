// The course map and the certificate at 390 × 844, 844 × 390 and 320 × 568, in zh-Hans, zh-Hant
// and en, in Chromium: nothing is wider than the screen, Continue is on screen when the page
// opens, the certificate's lines stay inside its frame and its buttons can be reached. Saves a
// screenshot of each into test-artifacts/site/. Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, browserSuite, openPage } from './helpers/browser.mjs';
import { lessonFile, lessonIndex } from './helpers/lesson.mjs';

jest.setTimeout(240000);

const suite = browserSuite(['index.html', 'index.mjs', 'certificate/index.html', 'lessons/course.json']);
const SHOTS = path.join(ARTIFACTS, 'site');
const VIEWPORTS = [[390, 844], [844, 390], [320, 568]];
const LANGS = { 'zh-Hans': '小明', 'zh-Hant': '小美', en: 'Lily' };

/** The learner `child` has finished the first group and started the next lesson. */
function progress(child, lang) {
  const { lessons } = lessonIndex();
  const saved = {};
  for (const entry of lessons.filter((e) => e.group === lessons[0].group)) {
    saved[entry.id] = { steps: Object.fromEntries(lessonFile(entry.id).steps.map((step, n) => [step.id, { stars: 1 + (n % 3), at: Date.UTC(2026, 10, 20) }])) };
  }
  const started = lessons.find((e) => e.group !== lessons[0].group);
  saved[started.id] = { steps: { [lessonFile(started.id).steps[0].id]: { stars: 3, at: Date.UTC(2026, 10, 21) } } };
  return { version: 1, child, lang, children: { [child]: { lessons: saved } } };
}

test.each(Object.keys(LANGS))('the course map and the certificate fit every phone viewport in %s', async (lang) => {
  mkdirSync(SHOTS, { recursive: true });
  const [first] = VIEWPORTS;
  const { page, context, problems } = await openPage(suite.browser, 'about:blank', {
    contextOptions: { viewport: { width: first[0], height: first[1] }, hasTouch: true, isMobile: true, deviceScaleFactor: 1, locale: lang === 'en' ? 'en-US' : 'zh-CN' },
  });
  suite.contexts.push(context);
  await page.goto(`${suite.site.baseUrl}/favicon.svg`);
  await page.evaluate((data) => localStorage.setItem('chess-lessons:progress', JSON.stringify(data)), progress(LANGS[lang], lang));
  for (const [width, height] of VIEWPORTS) {
    await page.setViewportSize({ width, height });
    const where = `${width}x${height}-${lang}`;

    await page.goto(`${suite.site.baseUrl}/`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    expect([where, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([where, width]);
    const button = await page.locator('#continue').boundingBox();
    expect([where, button.y >= 0 && button.y + button.height <= height && button.x >= 0 && button.x + button.width <= width]).toEqual([where, true]);
    expect(await page.locator('#whose').textContent()).toContain(LANGS[lang]);
    await page.screenshot({ path: path.join(SHOTS, `index-${where}.png`) });

    await page.goto(`${suite.site.baseUrl}/certificate/?group=${lessonIndex().lessons[0].group}`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    await page.locator('#cert-name').waitFor();
    expect(await page.locator('#cert-name').textContent()).toBe(LANGS[lang]);
    expect([where, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([where, width]);
    // every line of the certificate inside its frame
    const outside = await page.evaluate(() => {
      const frame = document.getElementById('certificate').getBoundingClientRect();
      return [...document.querySelectorAll('#certificate > *')].filter((node) => {
        const box = node.getBoundingClientRect();
        return box.width > 0 && (box.left < frame.left - 0.5 || box.right > frame.right + 0.5);
      }).map((node) => node.id || node.className);
    });
    expect([where, outside]).toEqual([where, []]);
    await page.screenshot({ path: path.join(SHOTS, `certificate-${where}.png`) });
    // the download button is reachable, and at least 48 px (scrolled to, its edge may fall a fraction of a pixel past the screen's)
    const download = page.locator('#download');
    await download.scrollIntoViewIfNeeded();
    const box = await download.boundingBox();
    expect([where, box.height >= 48, box.y >= -1 && box.y + box.height <= height + 1]).toEqual([where, true, true]);
    expect(problems()).toEqual({ csp: [], errors: [] });
  }
});
