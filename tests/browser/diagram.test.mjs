// Diagrams and worksheets in Debian's Chromium: the SVG of `npm run diagram` against a <chess-board> of the same
// position at the same size, pixel by pixel, and the canvas painting (the PNG) against the SVG.
// Then a lesson's print view, printed to an A4 PDF, read by axe-core and shown in each language.
// The screenshots, their differences and the PDF go to test-artifacts/diagram/. Needs a built dist/
// (`node scripts/build.mjs`; `npm test` builds first).
//
// Tolerance: the pictures are the same drawing through different engines (HTML and CSS against
// SVG, SVG against canvas), so edges are anti-aliased differently and text is hinted differently.
// Over the whole board, the mean difference per colour channel must stay under MEAN_LIMIT (of 255),
// and the share of pixels that differ by more than FAR_CHANNEL in some channel under FAR_SHARE_LIMIT.
// The drawings match closely (a mean under 0.3 and at most 0.2% of the pixels far off, at 240, 480
// and 960 px; the rest is anti-aliasing and Chromium's own dash and dot spacing on highlight
// borders); a knight on another square puts 1.1% of the pixels far off and fails, and so does light
// squares 13 levels off (a mean of 5.4). The last test shows both failing.
import { jest } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync, inflateSync, crc32 } from 'node:zlib';
import * as esbuild from 'esbuild';
import { ARTIFACTS, PHONE, ROOT, browserSuite, frames, openPage, runAxe } from './helpers/browser.mjs';
import { runDiagram } from '../../scripts/diagram.mjs';
import { printPageHtml } from '../../scripts/build-print.mjs';
import { loadPrintText } from '../../web/i18n/print.mjs';
import { diagramSvg } from '../../web/board/diagram.mjs';
import { STORAGE_KEY, ProgressStore } from '../../web/lesson/progress.mjs';
import { parseMarkup } from '../../web/lesson/markup.mjs';

jest.setTimeout(180000);

const MEAN_LIMIT = 1;
const FAR_CHANNEL = 64;
const FAR_SHARE_LIMIT = 0.005;
const OUT = path.join(ARTIFACTS, 'diagram');
const suite = browserSuite();

// ---- PNG in and out (8-bit RGB or RGBA, not interlaced: what Chromium's screenshots are) ----------

function decodePng(buffer) {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0 || ![2, 6].includes(body[9])) throw new Error('decodePng: only 8-bit RGB(A), not interlaced');
      channels = body[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(width * height * 4);
  let previous = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = new Uint8Array(stride);
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? row[x - channels] : 0;
      const up = previous[x];
      const upLeft = x >= channels ? previous[x - channels] : 0;
      let value = line[x];
      if (filter === 1) value += left;
      else if (filter === 2) value += up;
      else if (filter === 3) value += (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        value += pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      row[x] = value & 255;
    }
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 4; c++) pixels[(y * width + x) * 4 + c] = c < channels ? row[x * channels + c] : 255;
    }
    previous = row;
  }
  return { width, height, pixels };
}

function encodePng({ width, height, pixels }) {
  const chunk = (type, body) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), body])) >>> 0, 0);
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** The mean channel difference, the share of far-off pixels, and a picture of the difference
 *  (black where equal, brighter where further apart, red where far off). */
function compare(a, b) {
  expect([b.width, b.height]).toEqual([a.width, a.height]);
  const diff = new Uint8Array(a.pixels.length);
  let total = 0;
  let far = 0;
  for (let i = 0; i < a.pixels.length; i += 4) {
    let worst = 0;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs(a.pixels[i + c] - b.pixels[i + c]);
      total += d;
      worst = Math.max(worst, d);
    }
    if (worst > FAR_CHANNEL) far += 1;
    const shade = Math.min(255, worst * 3);
    diff.set(worst > FAR_CHANNEL ? [255, 0, 0, 255] : [shade, shade, shade, 255], i);
  }
  const count = a.pixels.length / 4;
  return { mean: total / (count * 3), farShare: far / count, picture: { width: a.width, height: a.height, pixels: diff } };
}

// ---- pages of the test, served beside the site (same origin, same CSP) ---------------------

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

async function serveTestFiles(page, files) {
  await page.route(`${suite.site.baseUrl}/__diagram__/**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice('/__diagram__/'.length);
    const file = files[name];
    if (!file) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ status: 200, headers: { 'content-type': file.type, 'content-security-policy': CSP }, body: file.body });
  });
}

const html = (body, head = '') => ({
  type: 'text/html; charset=utf-8',
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>diagram test</title><link rel="stylesheet" href="page.css">${head}</head><body>${body}</body></html>`,
});
const pageCss = (size) => ({ type: 'text/css', body: `html, body { margin: 0; background: #ffffff; } .frame { width: ${size}px; height: ${size}px; } .frame > * { display: block; width: ${size}px; }` });

let diagramBundle = null;
async function browserDiagramModule() {
  if (!diagramBundle) {
    const result = await esbuild.build({
      entryPoints: [path.join(ROOT, 'web/board/diagram.mjs')], bundle: true, format: 'esm', write: false, logLevel: 'warning',
    });
    diagramBundle = result.outputFiles[0].text;
  }
  return { type: 'text/javascript', body: diagramBundle };
}

async function openTestPage(files, name, viewport, deviceScaleFactor = 1) {
  const opened = await openPage(suite.browser, 'about:blank', { contextOptions: { viewport, deviceScaleFactor, colorScheme: 'light', acceptDownloads: true } });
  suite.contexts.push(opened.context);
  await serveTestFiles(opened.page, files);
  await opened.page.goto(`${suite.site.baseUrl}/__diagram__/${name}`);
  return opened;
}

/** A screenshot of an SVG document shown as an image (as a page or a slide would show the file);
 *  the document must also parse as XML, with no parser error. */
async function shootSvg(svg, size, deviceScaleFactor = 1) {
  const files = {
    'page.css': pageCss(size), 'pos.svg': { type: 'image/svg+xml', body: svg },
    'svg.html': html(`<div class="frame"><img src="pos.svg" alt="diagram" width="${size}" height="${size}"></div>`),
  };
  const { page, problems } = await openTestPage(files, 'svg.html', { width: size + 40, height: size + 40 }, deviceScaleFactor);
  const parsed = await page.evaluate(async () => {
    const image = document.querySelector('img');
    await image.decode();
    const text = await (await fetch('pos.svg')).text();
    const xml = new DOMParser().parseFromString(text, 'image/svg+xml');
    return { width: image.naturalWidth, root: xml.documentElement.localName, errors: xml.getElementsByTagName('parsererror').length };
  });
  expect(parsed).toEqual({ width: size, root: 'svg', errors: 0 });
  const shot = await page.locator('.frame').screenshot();
  expect(problems()).toEqual({ csp: [], errors: [] });
  return shot;
}

/** A screenshot of <chess-board fen="…"> at `size` px, with its arrows, highlights and markers set. */
async function shootBoard({ fen, size, orientation, coordinates, arrows = [], highlights = [], markers = [] }) {
  const files = {
    'page.css': pageCss(size),
    'board.html': html(
      `<div class="frame"><chess-board fen="${fen}" orientation="${orientation}" coordinates="${coordinates}"></chess-board></div>`,
      '<script type="module" src="/chess-lesson.mjs"></script>',
    ),
  };
  const { page, problems } = await openTestPage(files, 'board.html', { width: size + 40, height: size + 40 });
  await page.evaluate(async ({ arrowList, highlightList, markerList }) => {
    await customElements.whenDefined('chess-board');
    const board = document.querySelector('chess-board');
    await board.ready;
    board.arrows(arrowList);
    board.highlight(highlightList);
    board.markers(markerList);
  }, { arrowList: arrows, highlightList: highlights, markerList: markers });
  await frames(page);
  const shot = await page.locator('.frame').screenshot();
  expect(problems()).toEqual({ csp: [], errors: [] });
  return shot;
}

/** A screenshot of a canvas that paintDiagram painted with `options`, in a page under the CSP. */
async function shootCanvas(options) {
  const files = {
    'page.css': pageCss(options.size),
    'diagram.mjs': await browserDiagramModule(),
    'paint.mjs': { type: 'text/javascript', body: `import { paintDiagram } from './diagram.mjs';
      const canvas = document.querySelector('canvas');
      paintDiagram(canvas, JSON.parse(canvas.dataset.options));
      document.body.dataset.painted = 'yes';` },
    'canvas.html': html(`<div class="frame"><canvas data-options="${JSON.stringify(options).replace(/"/g, '&quot;')}"></canvas></div>`,
      '<script type="module" src="paint.mjs"></script>'),
  };
  const { page, problems } = await openTestPage(files, 'canvas.html', { width: options.size + 40, height: options.size + 40 });
  await page.waitForFunction(() => document.body.dataset.painted === 'yes');
  const shot = await page.locator('.frame').screenshot();
  expect(problems()).toEqual({ csp: [], errors: [] });
  return shot;
}

function save(name, pictures) {
  mkdirSync(OUT, { recursive: true });
  for (const [suffix, png] of Object.entries(pictures)) writeFileSync(path.join(OUT, `${name}-${suffix}.png`), png);
}

const CASES = [
  {
    name: 'start-480', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', size: 480,
    orientation: 'white', coordinates: true, args: [],
  },
  {
    name: 'arrows-480', fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4', size: 480,
    orientation: 'white', coordinates: true,
    args: ['--arrow', 'h5f7', '--arrow', 'c4f7:red', '--arrow', 'f6h5:blue', '--highlight', 'f7', '--highlight', 'e5:good', '--highlight', 'd7:bad'],
    arrows: [{ from: 'h5', to: 'f7', kind: 'good' }, { from: 'c4', to: 'f7', kind: 'bad' }, { from: 'f6', to: 'h5', kind: 'hint' }],
    highlights: [{ square: 'f7', kind: 'hint' }, { square: 'e5', kind: 'good' }, { square: 'd7', kind: 'bad' }],
  },
  {
    name: 'flipped-240', fen: '8/5k2/8/3p4/4P3/2N5/5K2/8 b - - 0 1', size: 240,
    orientation: 'black', coordinates: true, args: ['--flip', '--size', '240', '--arrow', 'd5e4', '--marker', 'b7', '--marker', 'e4:target'],
    arrows: [{ from: 'd5', to: 'e4', kind: 'good' }], markers: [{ square: 'b7', kind: 'star' }, { square: 'e4', kind: 'target' }],
  },
  {
    name: 'no-coordinates-960', fen: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', size: 960,
    orientation: 'white', coordinates: false, args: ['--size', '960', '--no-coordinates'],
  },
];

const measured = {};
function record(name, key, diff) {
  measured[name] = { ...measured[name], [key]: { mean: +diff.mean.toFixed(3), farShare: +diff.farShare.toFixed(5) } };
  writeFileSync(path.join(OUT, 'measured.json'), `${JSON.stringify({ MEAN_LIMIT, FAR_CHANNEL, FAR_SHARE_LIMIT, measured }, null, 2)}\n`);
}

test.each(CASES)('$name: the CLI\'s SVG matches a <chess-board> of the same FEN, and the canvas the SVG', async (testCase) => {
  const { fen, args, size, orientation, coordinates, arrows = [], highlights = [], markers = [] } = testCase;
  const cli = await runDiagram([fen, ...args]);
  expect(cli).toMatchObject({ status: 0, stderr: '' });
  const svgShot = await shootSvg(cli.stdout, size);
  const boardShot = await shootBoard(testCase);
  const canvasShot = await shootCanvas({ position: fen, orientation, coordinates, size, arrows, highlights, markers });
  const svg = decodePng(svgShot);
  expect([svg.width, svg.height]).toEqual([size, size]);
  const boardDiff = compare(svg, decodePng(boardShot));
  const canvasDiff = compare(svg, decodePng(canvasShot));
  save(testCase.name, {
    svg: svgShot, board: boardShot, canvas: canvasShot,
    'diff-board': encodePng(boardDiff.picture), 'diff-canvas': encodePng(canvasDiff.picture),
  });
  record(testCase.name, 'board', boardDiff);
  record(testCase.name, 'canvas', canvasDiff);
  expect(boardDiff.mean).toBeLessThan(MEAN_LIMIT);
  expect(boardDiff.farShare).toBeLessThan(FAR_SHARE_LIMIT);
  expect(canvasDiff.mean).toBeLessThan(MEAN_LIMIT);
  expect(canvasDiff.farShare).toBeLessThan(FAR_SHARE_LIMIT);
});

test('the comparison fails a diagram that differs: a knight on another square, light squares a shade off', async () => {
  const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  const board = decodePng(await shootBoard({ fen, size: 480, orientation: 'white', coordinates: true }));
  const movedKnight = compare(decodePng(await shootSvg(diagramSvg({ position: 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R', size: 480 }), 480)), board);
  const offColour = compare(decodePng(await shootSvg(diagramSvg({ position: fen, size: 480, colors: { light: '#e6cfa5' } }), 480)), board);
  record('control-moved-knight', 'board', movedKnight);
  record('control-light-squares', 'board', offColour);
  expect(movedKnight.farShare).toBeGreaterThan(FAR_SHARE_LIMIT);
  expect(offColour.mean).toBeGreaterThan(MEAN_LIMIT);
});

test('saveDiagram offers the SVG and a PNG painted at the pixel ratio, as downloads', async () => {
  const files = {
    'page.css': pageCss(240),
    'diagram.mjs': await browserDiagramModule(),
    'save.mjs': { type: 'text/javascript', body: `import { saveDiagram } from './diagram.mjs';
      globalThis.save = (options) => saveDiagram(options).then(({ blob, filename }) => ({ type: blob.type, size: blob.size, filename }));` },
    'save.html': html('<p>save</p>', '<script type="module" src="save.mjs"></script>'),
  };
  const { page, problems } = await openTestPage(files, 'save.html', { width: 400, height: 300 });
  await page.waitForFunction(() => typeof globalThis.save === 'function');
  const options = { position: 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3', arrows: [{ from: 'f3', to: 'e5', color: 'red' }], highlights: ['e5'], size: 240 };
  const [svgDownload, svgSaved] = await Promise.all([
    page.waitForEvent('download'),
    page.evaluate((o) => globalThis.save({ ...o, format: 'svg', filename: 'knight.svg' }), options),
  ]);
  expect(svgSaved).toMatchObject({ type: 'image/svg+xml', filename: 'knight.svg' });
  expect(svgDownload.suggestedFilename()).toBe('knight.svg');
  const svgBytes = await readDownload(svgDownload);
  expect(svgBytes.toString('utf8')).toBe(diagramSvg(options));

  const [pngDownload, pngSaved] = await Promise.all([
    page.waitForEvent('download'),
    page.evaluate((o) => globalThis.save({ ...o, format: 'png', pixelRatio: 2 }), options),
  ]);
  expect(pngSaved).toMatchObject({ type: 'image/png', filename: 'diagram.png' });
  const png = decodePng(await readDownload(pngDownload));
  expect([png.width, png.height]).toEqual([480, 480]);
  // The PNG at pixel ratio 2 is the picture the SVG shows on a screen of device pixel ratio 2.
  const svgOnRetina = compare(decodePng(await shootSvg(diagramSvg(options), 240, 2)), png);
  record('save-png-ratio-2', 'svg', svgOnRetina);
  expect(svgOnRetina.mean).toBeLessThan(MEAN_LIMIT);
  expect(svgOnRetina.farShare).toBeLessThan(FAR_SHARE_LIMIT);
  expect(problems()).toEqual({ csp: [], errors: [] });
});

async function readDownload(download) {
  const stream = await download.createReadStream();
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

// ---- the print view ---------------------------------------------------------------------------

const PRINT_LESSON = 'castling'; // a quiz, arrows, steps with a history, and steps as Black
const lessonFile = (id) => {
  const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons', 'index.json'), 'utf8'));
  return JSON.parse(readFileSync(path.join(ROOT, 'lessons', index.lessons.find((entry) => entry.id === id).file), 'utf8'));
};
/** The text a step's instruction shows, as the page's textContent has it: ruby with its reading in
 *  the parentheses of <rp>, and piece icons, which hold no text. */
const shownText = (source) => parseMarkup(source).map((t) => (t.type === 'text' ? t.text : t.type === 'ruby' ? `${t.base}(${t.ruby})` : '')).join('');

async function openPrintView(query = '', options = {}) {
  const opened = await openPage(suite.browser, `${suite.site.baseUrl}/lesson/${PRINT_LESSON}/print/${query}`, options);
  suite.contexts.push(opened.context);
  await opened.page.waitForFunction(() => document.body.dataset.ready);
  return opened;
}

/** What the page shows of each step: its diagrams and its instruction in the shown language. */
function readSteps(page) {
  return page.evaluate(() => [...document.querySelectorAll('.pv-step')].map((step) => ({
    diagrams: step.querySelectorAll('figure > svg > svg').length,
    pieces: step.querySelectorAll('figure > svg > svg > g[transform]').length,
    text: [...step.querySelectorAll('.pv-text > [data-lang]')].filter((span) => !span.hidden).map((span) => span.textContent),
    shownLang: [...step.querySelectorAll('.pv-text > [data-lang]')].filter((span) => span.checkVisibility()).map((span) => span.lang),
    answerLines: [...step.querySelectorAll('.pv-answer .pv-line')].filter((line) => line.checkVisibility()).length,
    choices: step.querySelectorAll('.pv-choice').length,
  })));
}

test('the print view holds one diagram per step with its instruction and an answer line, and prints to A4', async () => {
  const lesson = lessonFile(PRINT_LESSON);
  const { page, problems } = await openPrintView('?lang=en');
  const steps = await readSteps(page);
  expect(steps).toHaveLength(lesson.steps.length);
  lesson.steps.forEach((step, index) => {
    expect(steps[index]).toMatchObject({
      diagrams: 1, text: [shownText(step.text.en)], shownLang: ['en'], answerLines: 1,
      choices: step.goal.kind === 'quiz' ? step.goal.choices.length : 0,
    });
    expect(steps[index].pieces).toBeGreaterThan(1);
  });
  expect(await page.evaluate(() => [document.documentElement.lang, document.title])).toEqual(['en', 'Castling · Worksheet']);

  mkdirSync(OUT, { recursive: true });
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  writeFileSync(path.join(OUT, `${PRINT_LESSON}-print.pdf`), pdf);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
  // Six questions a page, each kept whole, then the answer key on a page of its own.
  expect(pages.length).toBe(Math.ceil(lesson.steps.length / 6) + 1);
  // On paper every question is still there, with its diagram beside its words.
  const onPaper = await readSteps(page);
  expect(onPaper.map((step) => [step.diagrams, step.shownLang, step.answerLines])).toEqual(lesson.steps.map(() => [1, ['en'], 1]));
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: path.join(OUT, `${PRINT_LESSON}-print-a4.png`), fullPage: true });
  expect(problems()).toEqual({ csp: [], errors: [] });
});

test('the print view shows ?lang=, else the saved language, else the browser\'s', async () => {
  const lesson = lessonFile(PRINT_LESSON);
  const first = (steps) => steps[0].text[0];
  const taiwan = await openPrintView('', { contextOptions: { locale: 'zh-TW' } });
  expect(first(await readSteps(taiwan.page))).toBe(shownText(lesson.steps[0].text['zh-Hant']));
  expect(await taiwan.page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant');

  const memory = new Map();
  const store = new ProgressStore({
    getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => memory.set(key, String(value)),
    removeItem: (key) => memory.delete(key), key: (n) => [...memory.keys()][n] ?? null, get length() { return memory.size; },
  });
  store.setLang('zh-Hans');
  const saved = memory.get(STORAGE_KEY);
  const savedContext = { contextOptions: { locale: 'en-GB' } };
  const withSaved = await openPage(suite.browser, 'about:blank', savedContext);
  suite.contexts.push(withSaved.context);
  await withSaved.context.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, saved]);
  await withSaved.page.goto(`${suite.site.baseUrl}/lesson/${PRINT_LESSON}/print/`);
  await withSaved.page.waitForFunction(() => document.body.dataset.ready);
  expect(first(await readSteps(withSaved.page))).toBe(shownText(lesson.steps[0].text['zh-Hans']));
  await withSaved.page.goto(`${suite.site.baseUrl}/lesson/${PRINT_LESSON}/print/?lang=en`);
  await withSaved.page.waitForFunction(() => document.body.dataset.ready);
  expect(first(await readSteps(withSaved.page))).toBe(shownText(lesson.steps[0].text.en));
  expect(taiwan.problems()).toEqual({ csp: [], errors: [] });
  expect(withSaved.problems()).toEqual({ csp: [], errors: [] });
});

test('axe-core finds no violations in the print view, on a phone and on paper, in each language', async () => {
  // axe is injected as a script, which the page's CSP would block: these contexts alone bypass it
  // (the tests above open the page under its CSP).
  for (const lang of ['zh-Hans', 'zh-Hant', 'en']) {
    const { page } = await openPrintView(`?lang=${lang}`, { contextOptions: { ...PHONE, bypassCSP: true } });
    expect(await runAxe(page)).toEqual([]);
    if (lang === 'zh-Hans') await page.screenshot({ path: path.join(OUT, `${PRINT_LESSON}-print-390.png`), fullPage: true });
    await page.emulateMedia({ media: 'print' });
    expect(await runAxe(page)).toEqual([]);
  }
});

test('a lesson\'s words in the print view stay words: markup that looks like HTML runs nothing', async () => {
  const evil = '<img src=x onerror="globalThis.__hacked=1"><script>globalThis.__hacked=2</script>{K}[字|zì]';
  const texts = { 'zh-Hans': evil, 'zh-Hant': evil, en: evil };
  const lesson = {
    id: 'evil', title: texts,
    steps: [{ id: 'a', fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1', orientation: 'white', text: texts, goal: { kind: 'quiz', answer: 'x', choices: [{ id: 'x', label: texts }] } }],
  };
  const words = Object.fromEntries(await Promise.all(['zh-Hans', 'zh-Hant', 'en'].map(async (lang) => [lang, await loadPrintText(lang)])));
  const items = [{ id: 'evil/a', diagram: { position: lesson.steps[0].fen, size: 480 }, side: null, text: texts, choices: lesson.steps[0].goal.choices, answer: { choice: 'x' }, fen: null }];
  const html = printPageHtml({ entry: { id: 'evil', title: texts }, lesson, items, descriptions: [texts], words });
  const opened = await openPage(suite.browser, 'about:blank');
  suite.contexts.push(opened.context);
  await opened.page.route((url) => url.pathname === '/lesson/evil/print/', (route) => route.fulfill({
    status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CSP }, body: html,
  }));
  await opened.page.goto(`${suite.site.baseUrl}/lesson/evil/print/?lang=en`);
  await opened.page.waitForFunction(() => document.body.dataset.ready);
  const seen = await opened.page.evaluate(() => ({
    hacked: globalThis.__hacked ?? null,
    images: document.querySelectorAll('img').length,
    scripts: [...document.scripts].map((script) => script.getAttribute('src')),
    text: document.querySelector('.pv-text [lang="en"]').textContent,
    pieceIcons: document.querySelectorAll('.pv-text [lang="en"] .pv-piece svg[role="img"]').length,
    ruby: document.querySelector('.pv-text [lang="en"] ruby rt').textContent,
  }));
  expect(seen).toEqual({
    hacked: null, images: 0, scripts: ['../../../print/print.mjs'],
    text: '<img src=x onerror="globalThis.__hacked=1"><script>globalThis.__hacked=2</script>字(zì)', pieceIcons: 1, ruby: 'zì',
  });
  expect(opened.problems()).toEqual({ csp: [], errors: [] });
});
