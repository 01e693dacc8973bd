// The worksheet of any lesson of the folder, lesson/print/?id=<id>, in Chromium: a copy of dist/ in
// a sub-folder of a temporary folder, as a teacher puts it on the school's server, with a lesson
// of the teacher's own added to its lessons/ and index.json and no build run. The page prints that
// lesson (one question per step, each diagram's pieces on the squares of the step's FEN, its words
// in zh-Hans), prints a course lesson as the prebuilt lesson/<id>/print/ does, and says what is
// wrong, in the page's language, for an id the index does not list, a file that is missing, a
// lesson that is broken and an address with no id: with no exception, no CSP violation, and no
// request outside the folder; axe-core finds nothing wrong. Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DIST, PHONE, browserSuite, openPage, runAxe } from './helpers/browser.mjs';
import { fillTemplate } from '../../web/i18n/lang.mjs';
import { parseMarkup } from '../../web/lesson/markup.mjs';
import printZhHans from '../../web/i18n/print.zh-Hans.mjs';
import printEn from '../../web/i18n/print.en.mjs';

jest.setTimeout(180000);

const SUB_FOLDER = 'school/chess';
const OWN = { id: 'my-rook', file: 'my-rook.json', title: { 'zh-Hans': '我的车练习', 'zh-Hant': '我的車練習', en: 'My rook practice' } };
const OWN_STEP_ONE = '老师自己写的：[车|chē]{R}往上走，吃到星星。';
const MISSING = { id: 'lost-lesson', file: 'lost-lesson.json' };
const BROKEN = { id: 'broken-lesson', file: 'broken-lesson.json' };
const BROKEN_STEP = 'first-star';

let ownLesson;
const suite = browserSuite(['lesson/print/index.html', 'print/lesson-print.mjs', 'print/print.css', 'lessons/index.json', 'lesson/rook/print/index.html'], {
  folder: {
    under: SUB_FOLDER,
    prepare(folder) {
      // The teacher's lesson: the course's rook lesson under a new id and title, its first words changed.
      const index = JSON.parse(readFileSync(path.join(folder, 'lessons', 'index.json'), 'utf8'));
      const rookEntry = index.lessons.find((entry) => entry.id === 'rook');
      const rook = JSON.parse(readFileSync(path.join(folder, 'lessons', rookEntry.file), 'utf8'));
      ownLesson = structuredClone({ ...rook, id: OWN.id, title: OWN.title });
      ownLesson.steps[0].text['zh-Hans'] = OWN_STEP_ONE;
      writeFileSync(path.join(folder, 'lessons', OWN.file), `${JSON.stringify(ownLesson, null, 2)}\n`);
      // A lesson whose first step's FEN has a rank of seven squares.
      const broken = structuredClone({ ...rook, id: BROKEN.id });
      broken.steps[0].fen = broken.steps[0].fen.replace(/^8\//, '7/');
      writeFileSync(path.join(folder, 'lessons', BROKEN.file), `${JSON.stringify(broken, null, 2)}\n`);
      index.lessons.push(
        { ...rookEntry, id: OWN.id, file: OWN.file, title: OWN.title },
        { ...rookEntry, id: MISSING.id, file: MISSING.file },
        { ...rookEntry, id: BROKEN.id, file: BROKEN.file },
      );
      writeFileSync(path.join(folder, 'lessons', 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
    },
  },
});

/** Opens a page of the folder and waits until its script has shown it (body[data-ready]); also
 *  records every request's path, to find any outside the folder. */
async function openInFolder(address, options) {
  const opened = await openPage(suite.browser, 'about:blank', options);
  suite.contexts.push(opened.context);
  const requested = [];
  opened.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const response = await opened.page.goto(suite.folderUrl + address);
  await opened.page.waitForFunction(() => document.body.dataset.ready);
  return { ...opened, status: response.status(), outside: () => requested.filter((pathname) => !pathname.startsWith(`/${SUB_FOLDER}/`)) };
}

/** The text a step's words show, as textContent has it: ruby with its reading in the parentheses
 *  of <rp>, and piece icons, which hold no text. */
const shownText = (source) => parseMarkup(source).map((t) => (t.type === 'text' ? t.text : t.type === 'ruby' ? `${t.base}(${t.ruby})` : '')).join('');

/** The squares a FEN's board field fills, from `orientation`'s side: [{square, row, col}]. */
function occupiedSquares(fen, orientation) {
  const squares = [];
  fen.split(' ')[0].split('/').forEach((rank, rankIndex) => {
    let file = 0;
    for (const char of rank) {
      if (/\d/.test(char)) file += Number(char);
      else {
        const row = orientation === 'white' ? rankIndex : 7 - rankIndex;
        const col = orientation === 'white' ? file : 7 - file;
        squares.push({ square: `${'abcdefgh'[file]}${8 - rankIndex}`, row, col });
        file += 1;
      }
    }
  });
  return squares.sort((a, b) => (a.square < b.square ? -1 : 1));
}

/** What the page shows of each question: its diagrams, the squares its pieces stand on (a group
 *  drawn at least 80% of a square wide: a star or a target is smaller), its words in the shown
 *  language. */
function readQuestions(page) {
  return page.evaluate(() => [...document.querySelectorAll('.pv-step')].map((step) => {
    // the diagram is the board drawn inside the picture that holds its coordinates beside it
    const svgs = step.querySelectorAll('figure > svg > svg');
    const svg = svgs[0];
    const cell = svg ? Number(svg.getAttribute('width')) / 8 : 0;
    const pieces = svg ? [...svg.querySelectorAll(':scope > g[transform]')].map((group) => {
      const [, x, y, scale] = /translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)/.exec(group.getAttribute('transform')).map(Number);
      return { x, y, width: scale * 100 };
    }).filter((box) => box.width >= cell * 0.8).map((box) => ({ row: Math.floor(box.y / cell), col: Math.floor(box.x / cell) })) : [];
    return {
      diagrams: svgs.length,
      pieces: pieces.sort((a, b) => a.row - b.row || a.col - b.col),
      text: [...step.querySelectorAll('.pv-text > [data-lang]')].filter((span) => span.checkVisibility()).map((span) => span.textContent),
    };
  }));
}

test('a lesson the teacher added with no build gets its worksheet: a question per step, its pieces on the FEN\'s squares, its words', async () => {
  const { page, status, problems, outside } = await openInFolder(`lesson/print/?id=${OWN.id}&lang=zh-Hans`);
  expect(status).toBe(200);
  const questions = await readQuestions(page);
  expect(questions).toHaveLength(ownLesson.steps.length);
  ownLesson.steps.forEach((step, index) => {
    // the rook lesson's steps start from their FEN with no moves played before
    expect(step.history ?? []).toEqual([]);
    const expected = occupiedSquares(step.fen, step.orientation ?? 'white').map(({ row, col }) => ({ row, col }))
      .sort((a, b) => a.row - b.row || a.col - b.col);
    expect({ index, diagrams: questions[index].diagrams, pieces: questions[index].pieces }).toEqual({ index, diagrams: 1, pieces: expected });
    expect(questions[index].text).toEqual([shownText(step.text['zh-Hans'])]);
  });
  expect(questions[0].text).toEqual([shownText(OWN_STEP_ONE)]);
  expect(await page.evaluate(() => [document.documentElement.lang, document.title])).toEqual(['zh-Hans', fillTemplate(printZhHans.pageTitle, { title: OWN.title['zh-Hans'] })]);
  // the page's own tools: the print button, the way back to the lesson (its page for any lesson,
  // lesson/?id=), and languages that keep the lesson's id
  const back = await page.locator('.pv-back').evaluate((link) => link.href);
  expect(back).toBe(`${suite.folderUrl}lesson/?id=${OWN.id}`);
  expect(await page.locator('#pv-print').isVisible()).toBe(true);
  const english = await page.locator('a[data-choose="en"]').getAttribute('href');
  expect(new URLSearchParams(english.slice(1)).get('id')).toBe(OWN.id);
  await page.locator('a[data-choose="en"]').click();
  await page.waitForFunction(() => document.body.dataset.ready === 'en');
  expect((await readQuestions(page))[0].text).toEqual([shownText(ownLesson.steps[0].text.en)]);
  expect(problems()).toEqual({ csp: [], errors: [] });
  expect(outside()).toEqual([]);
});

test('a course lesson\'s worksheet written in the browser has the prebuilt page\'s questions', async () => {
  const built = await openInFolder('lesson/rook/print/?lang=zh-Hans');
  const written = await openInFolder('lesson/print/?id=rook&lang=zh-Hans');
  const read = (page) => page.evaluate(() => ({
    steps: document.querySelector('.pv-steps').outerHTML,
    text: document.querySelector('main').textContent,
    diagrams: document.querySelectorAll('main figure > svg > svg').length,
    title: document.title,
  }));
  const prebuilt = await read(built.page);
  const [rookEntry] = JSON.parse(readFileSync(path.join(DIST, 'lessons', 'index.json'), 'utf8')).lessons.filter((entry) => entry.id === 'rook');
  const rook = JSON.parse(readFileSync(path.join(DIST, 'lessons', rookEntry.file), 'utf8'));
  expect(prebuilt.diagrams).toBe(rook.steps.length);
  expect(await read(written.page)).toEqual(prebuilt);
  expect(built.problems()).toEqual({ csp: [], errors: [] });
  expect(written.problems()).toEqual({ csp: [], errors: [] });
});

/** The page's message that it cannot make the worksheet: its heading, reason and listed problems. */
const readRefusal = (page) => page.evaluate(() => {
  const box = document.querySelector('.pv-problem[role="alert"]');
  return box && {
    heading: box.querySelector('h1').textContent,
    reason: box.querySelector('.pv-problem-reason').textContent,
    problems: [...box.querySelectorAll('.pv-problem-list li')].map((item) => item.textContent),
    worksheet: document.querySelectorAll('.pv-step').length,
  };
});

test('an id the index does not list is said in the page\'s language; with no id the page offers the lessons to choose', async () => {
  const unknown = await openInFolder('lesson/print/?id=no-such-lesson&lang=zh-Hans');
  expect(await readRefusal(unknown.page)).toEqual({
    heading: printZhHans.cannotPrint, reason: fillTemplate(printZhHans.unknownId, { id: 'no-such-lesson' }), problems: [], worksheet: 0,
  });
  expect(unknown.problems()).toEqual({ csp: [], errors: [] });
  const none = await openInFolder('lesson/print/', { contextOptions: { locale: 'en-GB' } });
  expect(await readRefusal(none.page)).toBe(null);
  expect(await none.page.evaluate(() => [document.documentElement.lang, document.querySelector('h1').textContent, document.querySelectorAll('input[name="id"]').length]))
    .toEqual(['en', printEn.pickTitle, JSON.parse(readFileSync(path.join(DIST, 'lessons', 'index.json'), 'utf8')).lessons.length + 3]);
  expect(none.problems()).toEqual({ csp: [], errors: [] });
});

test('a listed lesson file that is missing, or broken, is named with what is wrong, and nothing is thrown', async () => {
  const missing = await openInFolder(`lesson/print/?id=${MISSING.id}&lang=zh-Hans`);
  const lost = await readRefusal(missing.page);
  expect(lost).toMatchObject({ heading: printZhHans.cannotPrint, reason: fillTemplate(printZhHans.lessonProblems, { file: `lessons/${MISSING.file}` }), worksheet: 0 });
  expect(lost.problems).toHaveLength(1);
  expect(lost.problems[0]).toContain('404');
  // the one error is the server's answer for the missing file
  expect(missing.problems()).toEqual({ csp: [], errors: [`HTTP 404: ${suite.folderUrl}lessons/${MISSING.file}`] });

  const broken = await openInFolder(`lesson/print/?id=${BROKEN.id}&lang=zh-Hans`);
  const refused = await readRefusal(broken.page);
  expect(refused).toMatchObject({ heading: printZhHans.cannotPrint, reason: fillTemplate(printZhHans.lessonProblems, { file: `lessons/${BROKEN.file}` }), worksheet: 0 });
  expect(refused.problems.length).toBeGreaterThanOrEqual(1);
  expect(refused.problems.some((problem) => problem.includes(BROKEN_STEP))).toBe(true);
  expect(broken.problems()).toEqual({ csp: [], errors: [] });
  expect(broken.outside()).toEqual([]);
});

test('axe-core finds no violations in the worksheet written in the browser, nor in its message', async () => {
  // axe is injected as a script, which the page's CSP would block: these contexts alone bypass it.
  for (const address of [`lesson/print/?id=${OWN.id}&lang=zh-Hans`, 'lesson/print/?id=no-such-lesson&lang=zh-Hans']) {
    const { page } = await openInFolder(address, { contextOptions: { ...PHONE, bypassCSP: true } });
    expect({ address, violations: await runAxe(page) }).toEqual({ address, violations: [] });
  }
});
