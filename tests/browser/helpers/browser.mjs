// Shared set-up for the browser tests: serves the already-built dist/ with scripts/serve.mjs (and
// its strict Content-Security-Policy), launches Debian's Chromium through playwright-core, and
// opens pages that record CSP violations, console errors and uncaught exceptions.
// It builds nothing: `npm test` runs `npm run build` first; alone, run `node scripts/build.mjs`.
//
//   const site = await startSite();          // {baseUrl, root, close()}
//   const browser = await launchBrowser();
//   const { page, problems } = await openPage(browser, `${site.baseUrl}/demo/`);
//   ... expect(problems()).toEqual({ csp: [], errors: [] });
// A test file usually lets browserSuite(files) do the first two and the closing.
import { afterAll, afterEach, beforeAll, expect } from '@jest/globals';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH, launchChromium } from '../../../scripts/lib/chromium.mjs';
import { startServer } from '../../../scripts/serve.mjs';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DIST = path.join(ROOT, 'dist');
export const ARTIFACTS = path.join(ROOT, 'test-artifacts');
// Chromium as the benches launch it (scripts/lib/chromium.mjs).
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';

/** Throws a clear error unless dist/ holds the files the pages need. */
export function requireDist(files = ['chess-lesson.mjs', 'chess-rules.wasm', 'demo/index.html']) {
  const missing = files.filter((file) => !existsSync(path.join(DIST, file)));
  if (missing.length) {
    throw new Error(`browser tests: dist/ lacks ${missing.join(', ')}. Build first: ` +
      '`node scripts/build.mjs` (or run `npm test`, which builds before Jest).');
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`browser tests: no Chromium at ${CHROMIUM_PATH}; install it with ` +
      '`apt-get install -y chromium` (scripts/setup.sh does) or set CHROMIUM_PATH.');
  }
}

/** Serves dist/ (or `root`) on a free port, with the site's CSP or `policy`. */
export async function startSite({ root = DIST, policy } = {}) {
  const server = startServer({ port: 0, root, policy });
  await server.ready;
  const { port } = server.address();
  return {
    root,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    }),
  };
}

export function launchBrowser(options = {}) {
  return launchChromium(options);
}

/**
 * A test file's browser set-up, as Jest hooks: before all its tests, checks that dist/ holds
 * `files` (requireDist), serves dist/ and launches Chromium; after each test, closes the contexts
 * pushed onto `suite.contexts`; after all, closes the browser and the site. Returns `suite`, whose
 * `site` and `browser` are set once the tests run.
 *
 * `folder` gives the file a folder of its own instead, as a teacher copies one to a server: dist/
 * copied into a temporary folder (at `folder.under` inside it, '' for its top), `folder.prepare(dir)`
 * run on the copy before it is served, the whole removed after all. `suite.folder` is the copy's
 * path and `suite.folderUrl` its address (ending in /).
 */
export function browserSuite(files, { folder = null } = {}) {
  const suite = { site: null, browser: null, contexts: [], folder: null, folderUrl: null };
  let work = null;
  beforeAll(async () => {
    requireDist(files);
    if (folder) {
      work = mkdtempSync(path.join(os.tmpdir(), 'browser-folder-'));
      suite.folder = path.join(work, ...(folder.under ? folder.under.split('/') : []));
      cpSync(DIST, suite.folder, { recursive: true });
      await folder.prepare?.(suite.folder);
    }
    suite.site = await startSite(work ? { root: work } : {});
    suite.folderUrl = `${suite.site.baseUrl}/${folder?.under ? `${folder.under}/` : ''}`;
    suite.browser = await launchBrowser();
  });
  afterEach(async () => {
    while (suite.contexts.length) await suite.contexts.pop().close();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });
  return suite;
}

/** A phone as the issue asks: 390 × 844 CSS px, touch, mobile. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

/** Whether `request` comes from `page`'s main frame (a service worker's request has no frame). */
function isMainFrame(page, request) {
  try {
    return request.frame() === page.mainFrame();
  } catch {
    return false;
  }
}

/**
 * Opens `url` in a new context (contextOptions go to browser.newContext) and waits for `load`.
 * problems() returns what went wrong so far: CSP violations (from `securitypolicyviolation`
 * events, registered before any page script runs), console errors, uncaught exceptions, responses
 * of 400 and over, and failed requests.
 */
export async function openPage(browser, url, { contextOptions = {}, waitUntil = 'load' } = {}) {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...contextOptions });
  const page = await context.newPage();
  const csp = [];
  const errors = [];
  await page.exposeBinding('__reportCspViolation', (_source, violation) => { csp.push(violation); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      globalThis.__reportCspViolation({
        directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile, line: event.lineNumber,
      });
    });
  });
  page.on('console', (message) => {
    // Failed loads are reported with their URL by the response handler below.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    // The browser asks for /favicon.ico on its own; a page without one is not broken.
    if (response.status() >= 400 && new URL(response.url()).pathname !== '/favicon.ico') {
      errors.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  // A request that the next page's navigation cuts short (net::ERR_ABORTED: a test goes on while a
  // page still fetches, as a child may tap a link) is not the page's failure; any other is. The
  // browser may report the cut before the navigation's own request, so an aborted request is
  // judged when problems() is read: a failure if no navigation of the main frame started after it.
  let navigations = 0; // of the main frame, started so far
  const startedAfter = new WeakMap(); // request → the navigations started before it
  const aborted = []; // requests cut short, judged by problems()
  page.on('request', (request) => {
    if (request.isNavigationRequest() && isMainFrame(page, request)) navigations += 1;
    startedAfter.set(request, navigations);
  });
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'net::ERR_ABORTED') aborted.push(request);
    else errors.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  await page.goto(url, { waitUntil });
  const unexplained = () => aborted.filter((request) => startedAfter.get(request) >= navigations)
    .map((request) => `request failed: ${request.url()} net::ERR_ABORTED`);
  return { context, page, problems: () => ({ csp: [...csp], errors: [...errors, ...unexplained()] }) };
}

/**
 * Waits until the first <chess-board> (or the one matching `selector`, which may pierce shadow
 * roots as Playwright's CSS does: 'chess-lesson chess-board') is ready: its `ready` promise has
 * resolved, so it takes input.
 */
export async function waitForBoard(page, selector = 'chess-board') {
  const board = page.locator(selector);
  await board.waitFor({ state: 'attached' });
  await page.waitForFunction(() => Boolean(customElements.get('chess-board')));
  await board.evaluate((element) => element.ready);
  return board;
}

/**
 * Waits two animation frames. A board draws a change on the next frame, so once a page event
 * has been seen, this makes what the board drew for it readable.
 */
export function frames(page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The cell of `square` inside a board's shadow root (Playwright's CSS pierces open shadow roots). */
export function square(page, name, selector = 'chess-board') {
  return page.locator(`${selector} [data-square="${name}"]`);
}

/** The centre of a square's cell in page coordinates. */
export async function centreOf(page, name, selector = 'chess-board') {
  const box = await square(page, name, selector).boundingBox();
  if (!box) throw new Error(`square ${name} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags with the mouse from one square to another in several steps (past the drag threshold). */
export async function mouseDrag(page, from, to, selector = 'chess-board') {
  await page.locator(`${selector} [role="grid"]`).scrollIntoViewIfNeeded();
  const a = await centreOf(page, from, selector);
  const b = await centreOf(page, to, selector);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 6, a.y + 6, { steps: 2 });
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
}

/** Records the element's events (by type) in the page, for events() to read. */
export async function recordEvents(page, types, selector = 'chess-board') {
  await page.evaluate(({ types: list, sel }) => {
    const board = document.querySelector(sel);
    globalThis.__events = [];
    for (const type of list) {
      board.addEventListener(type, (event) => globalThis.__events.push({ type, detail: JSON.parse(JSON.stringify(event.detail ?? null)) }));
    }
  }, { types, sel: selector });
  return () => page.evaluate(() => globalThis.__events);
}

/**
 * The board's position as {square: letter}, read from its drawing (what the child sees) in the
 * next animation frame, after the board's own redraw of what came before. `selector` may pierce
 * shadow roots ('chess-lesson chess-board').
 */
export function placement(page, selector = 'chess-board') {
  return page.locator(selector).evaluate((board) => new Promise((resolve) => {
    requestAnimationFrame(() => {
      const pieces = {};
      // Each piece is a <use> in the board's one <svg> of pieces, standing on its square (data-at).
      for (const piece of board.shadowRoot.querySelectorAll('.cb-pieces > [data-at]')) pieces[piece.dataset.at] = piece.dataset.piece;
      resolve(pieces);
    });
  }));
}

/** The square a board shows as selected, read from its drawing in the next animation frame. */
export function selectedSquare(page, selector = 'chess-board') {
  return page.locator(selector).evaluate((board) => new Promise((resolve) => {
    requestAnimationFrame(() => resolve(board.shadowRoot.querySelector('[aria-selected="true"]')?.dataset.square ?? null));
  }));
}

/** axe-core's violations on the page as it stands, each {id, impact, nodes}, after checking that it looked. */
export async function runAxe(page) {
  await page.addScriptTag({ path: path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
  const result = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
  expect(result.passes.length).toBeGreaterThan(10); // axe looked at the page
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}
