// One small driver for the three browser engines the site must work in, each one of Debian's own
// packages (nothing downloads a browser or a driver):
//   chromium  /usr/bin/chromium through playwright-core (as helpers/browser.mjs does);
//   firefox   /usr/bin/firefox-esr over WebDriver BiDi through puppeteer-core;
//   webkit    WebKitGTK's MiniBrowser through /usr/bin/WebKitWebDriver and selenium-webdriver, on
//             an Xvfb display this file starts (MiniBrowser needs an X server, even unseen).
//
//   const site = await startEngineSite('firefox');     // dist/ behind a switchable front server
//   const engine = await launchEngine('firefox');
//   const page = await engine.newPage({ site, width: 390, height: 844 }); // default: phoneSize(name)
//   await page.goto(`${site.baseUrl}/demo/`);
//   await page.waitFor(() => document.querySelector('chess-board')?.fen);
//   await page.clickSelector('#next'); await page.press('ArrowRight');
//   ... expect(await page.errors()).toEqual([]);
//   await page.close(); await engine.close(); await site.close();
// or, for a describe block's one page, opened before its tests and closed after them:
//   let site; let page;
//   enginePageSuite('firefox', { width: 1920, height: 1080 }, (opened) => ({ site, page } = opened));
//
// A page is a fresh profile (its own storage, service workers and caches): a context in Chromium,
// a user context in Firefox, a WebDriver session in WebKit. Only mouse input is offered, the one
// kind all three deliver alike (WebKitGTK turns touch into mouse events).
//
// What errors() sees differs by engine, since WebKitWebDriver has neither init scripts nor a
// console API: there the front server puts a probe script first into every HTML page it serves.
// In all three the probe records CSP violations, uncaught exceptions and unhandled rejections
// from before the page's own scripts run; Chromium and Firefox add their console errors, and the
// front server adds every answer of 400 or more (a worker's requests included).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import puppeteer from 'puppeteer-core';
import { Builder, Key, Origin } from 'selenium-webdriver';
import { startServer } from '../../../scripts/serve.mjs';
import { CHROMIUM_PATH, DIST, launchBrowser, requireDist } from './browser.mjs';

export const ENGINES = ['chromium', 'firefox', 'webkit'];
export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** A phone's size in each engine: WebKitGTK's window cannot be narrower than 447 px. */
export const phoneSize = (engine) => ({ width: engine === 'webkit' ? 447 : 390, height: 844 });
/** The smallest phone, 320 × 568, in each engine (WebKitGTK: 447 × 568, its narrowest window). */
export const smallPhoneSize = (engine) => ({ width: engine === 'webkit' ? 447 : 320, height: 568 });

const PROBE_PATH = '/__engine-probe.js';
const PROBE_KEY = '__engineProblems';

// Runs in the page before its own scripts; what it records survives navigations within the tab.
function probe(key) {
  const record = (text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(key) || '[]');
      list.push(text);
      sessionStorage.setItem(key, JSON.stringify(list));
    } catch { /* storage refused: nothing to keep it in */ }
  };
  document.addEventListener('securitypolicyviolation', (event) => {
    record(`csp: ${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
  });
  addEventListener('error', (event) => record(`exception: ${event.message}`));
  addEventListener('unhandledrejection', (event) => record(`unhandled rejection: ${event.reason?.message ?? event.reason}`));
}
const PROBE_SOURCE = `(${probe})(${JSON.stringify(PROBE_KEY)});\n`;

/**
 * Serves dist/ (scripts/serve.mjs, with its strict CSP or `policy`) behind a front server of the tests' own:
 * setOffline(true) makes it drop every connection, as a network gone away; failures() lists the
 * answers of 400 and over since `since` (ms); hold(pathname) keeps one file's answers back until
 * released, as a slow network for that file. For WebKit (`withProbe`) it adds the probe script
 * to every HTML page, after the charset line.
 */
export async function startEngineSite(engine, { root = DIST, policy } = {}) {
  const withProbe = engine === 'webkit';
  const inner = startServer({ port: 0, root, policy });
  await inner.ready;
  const innerPort = inner.address().port;
  const failures = []; // {at, status, path}
  let offline = false;
  const holds = []; // {pathname, asked, released}: answers held back until released
  const front = http.createServer(async (request, response) => {
    if (offline) { request.socket.destroy(); return; }
    const hold = holds.find((h) => h.pathname === request.url.split('?')[0]);
    if (hold) {
      hold.asked = true;
      await hold.released;
    }
    if (withProbe && request.url === PROBE_PATH) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end(PROBE_SOURCE);
      return;
    }
    const forward = http.request({ host: '127.0.0.1', port: innerPort, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      const pathname = request.url.split('?')[0];
      if (answer.statusCode >= 400) failures.push({ at: Date.now(), status: answer.statusCode, path: request.url });
      const isHtml = /^text\/html/.test(answer.headers['content-type'] ?? '');
      if (!withProbe || !isHtml || request.method !== 'GET') {
        response.writeHead(answer.statusCode, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8')
          .replace(/(<meta charset="utf-8">)/i, `$1\n  <script src="${PROBE_PATH}"></script>`);
        const body = Buffer.from(html, 'utf8');
        response.writeHead(answer.statusCode, { ...answer.headers, 'content-length': body.length });
        response.end(body);
      });
    });
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  front.listen(0, '127.0.0.1');
  await once(front, 'listening');
  const closeServer = (server) => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); });
  return {
    baseUrl: `http://127.0.0.1:${front.address().port}`,
    setOffline(value) {
      offline = value;
      if (value) front.closeAllConnections(); // kept-alive connections go too
    },
    /** Holds back the answers for `pathname` (a slow network for that one file) until the
     *  returned hold's release(); hold.asked says whether one was asked for meanwhile. */
    hold(pathname) {
      let release;
      const hold = { pathname, asked: false, released: new Promise((resolve) => { release = resolve; }) };
      holds.push(hold);
      hold.release = () => {
        if (holds.includes(hold)) holds.splice(holds.indexOf(hold), 1);
        release();
      };
      return hold;
    },
    failures: (since = 0) => failures.filter((failure) => failure.at >= since).map((f) => `HTTP ${f.status}: ${f.path}`),
    close: async () => { await closeServer(front); await closeServer(inner); },
  };
}

/** Rejects after `ms` with `what` unless `promise` settles first. */
function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    Promise.resolve(promise).finally(() => clearTimeout(timer)),
    new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms); }),
  ]);
}

/**
 * The part every engine shares: waiting on a page predicate, clicking an element found by a
 * selector (in the document, not in shadow roots: locate those with evaluate and click(x, y)),
 * and the probe's records.
 */
class BasePage {
  constructor(engine) {
    this.engine = engine;
    this.openedAt = Date.now();
    this.site = null; // the engine site the page is opened on, whose failures() count as the page's
  }

  /** Polls `predicate(arg)` in the page until it returns something truthy, and returns that. */
  async waitFor(predicate, arg, { timeout = 60000, what = String(predicate) } = {}) {
    const deadline = Date.now() + timeout;
    let lastError = null;
    for (;;) {
      try {
        const value = await this.evaluate(predicate, arg);
        if (value) return value;
        lastError = null;
      } catch (error) {
        lastError = error; // a page between two documents cannot answer yet
      }
      if (Date.now() > deadline) {
        // what the page went through says more than the timeout
        const seen = await this.errors().then((list) => list.join('; ') || 'none', (error) => `unreadable: ${error.message}`);
        throw new Error(`${this.engine}: waited ${timeout / 1000} s for ${what}${lastError ? ` (last error: ${lastError.message})` : ''}; the page's errors: ${seen}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async clickSelector(selector) {
    const point = await this.evaluate((sel) => {
      const element = document.querySelector(sel);
      if (!element) return null;
      element.scrollIntoView({ block: 'center', inline: 'center' });
      const box = element.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }, selector);
    if (!point) throw new Error(`${this.engine}: nothing matches ${selector}`);
    await this.click(point.x, point.y);
  }

  /** What went wrong in the page since it opened: see the file's comment for which engine sees what. */
  async errors() {
    const recorded = await this.evaluate((key) => JSON.parse(sessionStorage.getItem(key) || '[]'), PROBE_KEY);
    return [...this.nativeErrors(), ...recorded, ...(this.site?.failures(this.openedAt) ?? [])];
  }

  nativeErrors() { return []; }
}

/** A page of playwright-core (Chromium) or puppeteer-core (Firefox): their page APIs agree on all
 *  the tests use but the viewport's call, and Chromium's console also reports each failed load,
 *  which the front server counts with its path. */
class DevtoolsPage extends BasePage {
  constructor(engine, context, page) {
    super(engine);
    this.context = context;
    this.page = page;
    this.problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) this.problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.problems.push(`exception: ${error.message}`));
  }

  nativeErrors() { return this.problems; }
  goto(url) { return this.page.goto(url, { waitUntil: 'load' }); }
  reload() { return this.page.reload({ waitUntil: 'load' }); }
  evaluate(fn, arg) { return this.page.evaluate(fn, arg); }
  click(x, y) { return this.page.mouse.click(x, y); }
  /** A key pressed on the focused element: 'ArrowRight', 'Home', … (the key's name). */
  press(key) { return this.page.keyboard.press(key); }
  async drag(from, to) {
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down();
    await this.page.mouse.move(from.x + 6, from.y + 6, { steps: 2 }); // past the drag threshold
    await this.page.mouse.move(to.x, to.y, { steps: 6 });
    await this.page.mouse.up();
  }

  /** A drag in parts: press at `point`, move to points, release (the pointer stays down between). */
  async pointerDown(point) {
    await this.page.mouse.move(point.x, point.y);
    await this.page.mouse.down();
  }
  pointerMove(point) { return this.page.mouse.move(point.x, point.y, { steps: 3 }); }
  pointerUp() { return this.page.mouse.up(); }

  async setViewport(width, height) {
    if (this.engine === 'chromium') await this.page.setViewportSize({ width, height });
    else await this.page.setViewport({ width, height });
    await checkViewport(this, width, height);
  }

  screenshot(file) { return this.page.screenshot({ path: file }); }
  close() { return this.context.close(); }
}

class SeleniumPage extends BasePage {
  constructor(driver) {
    super('webkit');
    this.driver = driver;
  }

  goto(url) { return this.driver.get(url); }
  reload() { return this.driver.navigate().refresh(); }

  /** Runs `fn(arg)` in the page and awaits its promise: WebDriver's executeScript would not. */
  async evaluate(fn, arg) {
    const answer = await this.driver.executeAsyncScript(`
      const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${fn})(arguments[0]))
        .then((value) => done({ value: value === undefined ? null : value }), (error) => done({ error: String(error && error.stack || error) }));
    `, arg === undefined ? null : arg);
    if (answer.error) throw new Error(`webkit: evaluate threw: ${answer.error}`);
    return answer.value;
  }

  /** A pointer's moves, press and release, at whole pixels (WebDriver's unit) of the viewport. */
  pointer(steps) {
    let actions = this.driver.actions({ async: true });
    for (const step of steps) {
      if (step.move) actions = actions.move({ x: Math.round(step.move.x), y: Math.round(step.move.y), origin: Origin.VIEWPORT, duration: 0 });
      else if (step.press) actions = actions.press();
      else actions = actions.release();
    }
    return actions.perform();
  }

  click(x, y) { return this.pointer([{ move: { x, y } }, { press: true }, { release: true }]); }
  /** A key pressed on the focused element: 'ArrowRight', 'Home', … (the key's name). */
  press(key) {
    const keys = { ArrowLeft: Key.ARROW_LEFT, ArrowRight: Key.ARROW_RIGHT, ArrowUp: Key.ARROW_UP, ArrowDown: Key.ARROW_DOWN, Home: Key.HOME, End: Key.END, Enter: Key.ENTER };
    return this.driver.actions({ async: true }).sendKeys(keys[key] ?? key).perform();
  }
  drag(from, to) {
    const start = { x: from.x + 6, y: from.y + 6 }; // past the drag threshold, in two steps
    const moves = [{ move: { x: from.x + 3, y: from.y + 3 } }, { move: start }];
    for (let i = 1; i <= 6; i += 1) moves.push({ move: { x: start.x + (to.x - start.x) * i / 6, y: start.y + (to.y - start.y) * i / 6 } });
    return this.pointer([{ move: from }, { press: true }, ...moves, { release: true }]);
  }

  pointerDown(point) { return this.pointer([{ move: point }, { press: true }]); }
  pointerMove(point) { return this.pointer([{ move: point }]); }
  pointerUp() { return this.pointer([{ release: true }]); }

  /** The window's rect, grown by the window's own chrome so that the page gets width × height.
   *  GTK resizes a window after setRect has answered, so each size is read once it has held for
   *  a few frames; the chrome is measured from a settled size and the rect set again until the
   *  page has what was asked (at most four rounds: a size the engine cannot take stays wrong). */
  async setViewport(width, height) {
    const window = this.driver.manage().window();
    let rect = { width, height };
    for (let round = 0; round < 4; round += 1) {
      await window.setRect(rect);
      const inner = await this.settledSize();
      if (inner.width === width && inner.height === height) break;
      const outer = await window.getRect();
      rect = { width: outer.width + width - inner.width, height: outer.height + height - inner.height };
    }
    await checkViewport(this, width, height);
  }

  /** innerWidth × innerHeight once it has not changed for 5 frames and 100 ms. */
  settledSize() {
    return this.evaluate(() => new Promise((resolve) => {
      let last = '';
      let since = 0;
      let frames = 0;
      const look = (now) => {
        const size = `${innerWidth}x${innerHeight}`;
        if (size !== last) { last = size; since = now; frames = 0; }
        frames += 1;
        if (frames >= 5 && now - since >= 100) resolve({ width: innerWidth, height: innerHeight });
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }));
  }

  async screenshot(file) { writeFileSync(file, Buffer.from(await this.driver.takeScreenshot(), 'base64')); }
  close() { return this.driver.quit(); }
}

/** Throws unless the page's layout viewport is width × height: a size an engine cannot take
 *  (WebKitGTK under 447 px) must not pass for it. */
async function checkViewport(page, width, height) {
  const size = await page.waitFor(() => ({ width: innerWidth, height: innerHeight }), null, { timeout: 5000 });
  if (size.width !== width || size.height !== height) {
    throw new Error(`${page.engine}: asked for a ${width} × ${height} viewport, the page has ${size.width} × ${size.height}`);
  }
}

/** Starts Xvfb on a display number it finds free itself (-displayfd), and returns {display, stop}. */
async function startXvfb() {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let stderr = '';
  xvfb.stderr.on('data', (chunk) => { stderr += chunk; });
  const display = await withTimeout(new Promise((resolve, reject) => {
    let out = '';
    xvfb.stdio[3].on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.on('error', (error) => reject(new Error(`Xvfb did not start (${error.message}); install it: apt-get install -y xvfb`)));
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${stderr.trim()}`)));
  }), 30000, 'Xvfb');
  try {
    await withTimeout(untilXAnswers(display), 30000, `Xvfb's display ${display} to answer`);
  } catch (error) {
    await stopProcess(xvfb);
    throw error;
  }
  return { display, stop: () => stopProcess(xvfb) };
}

/** Resolves once the X server on display (":N") answers a client's connection setup with
 *  "success": Xvfb names its display before it takes clients, and a browser started in between
 *  says "cannot open display". */
function untilXAnswers(display) {
  const path = `/tmp/.X11-unix/X${display.slice(1)}`;
  // the setup request: little-endian, protocol 11.0, no authorisation
  const setup = Buffer.from([0x6c, 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  return new Promise((resolve) => {
    const ask = () => {
      const socket = net.connect(path);
      let settled = false;
      const again = () => { if (!settled) { settled = true; socket.destroy(); setTimeout(ask, 50); } };
      socket.on('connect', () => socket.write(setup));
      socket.on('data', (chunk) => {
        if (settled) return;
        settled = true;
        socket.destroy();
        if (chunk[0] === 1) resolve();
        else setTimeout(ask, 50);
      });
      socket.on('error', again);
      socket.on('close', again);
    };
    ask();
  });
}

/** Ends a child process of ours and resolves once it has gone. */
function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const gone = once(child, 'exit');
  child.kill();
  return gone;
}

/** A TCP port free at the moment of asking. */
async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function launchWebKit() {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DISPLAY: xvfb.display } });
  // the driver's and the browser's own words (MiniBrowser writes to the driver's), for a failure's message
  let driverLog = '';
  const keepLog = (chunk) => { driverLog = (driverLog + chunk).slice(-4000); };
  driverProcess.stdout.on('data', keepLog);
  driverProcess.stderr.on('data', keepLog);
  const stop = async () => { await stopProcess(driverProcess); await xvfb.stop(); };
  try {
    // the driver listens once it can take a session
    await withTimeout(new Promise((resolve, reject) => {
      driverProcess.on('error', (error) => reject(new Error(`${WEBKIT_DRIVER_PATH} did not start (${error.message}); install it: apt-get install -y webkit2gtk-driver`)));
      driverProcess.on('exit', (code) => reject(new Error(`WebKitWebDriver exited with ${code}: ${driverLog.trim()}`)));
      const poll = () => {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('connect', () => { socket.destroy(); resolve(); });
        socket.on('error', () => setTimeout(poll, 50));
      };
      poll();
    }), 30000, 'WebKitWebDriver');
  } catch (error) {
    await stop();
    throw error;
  }
  const capabilities = {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
  };
  const sessions = new Set();
  return {
    name: 'webkit',
    async newPage({ site = null, ...size } = {}) {
      const { width, height } = { ...phoneSize('webkit'), ...size };
      // a session that never comes (as with --automation-mode) must fail the test, not hang it
      const logBefore = driverLog.length;
      const driver = await withTimeout(new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(capabilities).build(), 60000, 'a WebKit session')
        .catch((error) => { throw new Error(`${error.message}; WebKitWebDriver said: ${driverLog.slice(logBefore) || 'nothing'}`); });
      await driver.manage().setTimeouts({ script: 60000, pageLoad: 60000 });
      const page = new SeleniumPage(driver);
      page.site = site;
      const close = page.close.bind(page);
      page.close = async () => { sessions.delete(page); await close(); };
      sessions.add(page);
      // WebKitWebDriver holds one session: a page that failed to open must not keep it from the next test
      await page.setViewport(width, height).catch(async (error) => { await page.close().catch(() => {}); throw error; });
      return page;
    },
    async close() {
      for (const page of sessions) await page.close().catch(() => {});
      await stop();
    },
  };
}

async function launchFirefox() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // no "reduce motion" switch in BiDi: the profile's preference does it
    extraPrefsFirefox: { 'ui.prefersReducedMotion': 1 },
  });
  return {
    name: 'firefox',
    async newPage({ site = null, ...size } = {}) {
      const { width, height } = { ...phoneSize('firefox'), ...size };
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.evaluateOnNewDocument(probe, PROBE_KEY);
      const wrapped = new DevtoolsPage('firefox', context, page);
      wrapped.site = site;
      await wrapped.setViewport(width, height);
      return wrapped;
    },
    close: () => browser.close(),
  };
}

async function launchChromium() {
  const browser = await launchBrowser();
  return {
    name: 'chromium',
    async newPage({ site = null, ...size } = {}) {
      const { width, height } = { ...phoneSize('chromium'), ...size };
      const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width, height } });
      const page = await context.newPage();
      await page.addInitScript(probe, PROBE_KEY);
      const wrapped = new DevtoolsPage('chromium', context, page);
      wrapped.site = site;
      await wrapped.setViewport(width, height);
      return wrapped;
    },
    close: () => browser.close(),
  };
}

/**
 * Starts engine `name` ('chromium', 'firefox' or 'webkit'). A browser that cannot start throws,
 * naming what to install: the suite fails, it never skips an engine.
 */
export async function launchEngine(name) {
  const launch = { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit }[name];
  if (!launch) throw new Error(`unknown engine ${name}; one of ${ENGINES.join(', ')}`);
  const needs = {
    chromium: [[CHROMIUM_PATH, 'chromium']],
    firefox: [[FIREFOX_PATH, 'firefox-esr']],
    webkit: [[WEBKIT_DRIVER_PATH, 'webkit2gtk-driver'], [MINIBROWSER_PATH, 'webkit2gtk-driver'], ['/usr/bin/Xvfb', 'xvfb']],
  }[name];
  for (const [file, pkg] of needs) {
    if (!existsSync(file)) throw new Error(`${name}: no ${file}; install it with \`apt-get install -y ${pkg}\` (scripts/setup.sh does)`);
  }
  return withTimeout(launch(), 120000, `starting ${name}`);
}

/**
 * One page of engine `name` at `size` for a describe block: after requireDist(`files`), its site,
 * engine and page are opened before the block's tests and handed to `use({site, engine, page})`,
 * and closed after them (whatever of them opened).
 */
export function enginePageSuite(name, size, use, { files = [] } = {}) {
  const opened = { site: null, engine: null, page: null };
  beforeAll(async () => {
    requireDist(files);
    opened.site = await startEngineSite(name);
    opened.engine = await launchEngine(name);
    opened.page = await opened.engine.newPage({ site: opened.site, ...size });
    use(opened);
  });
  afterAll(async () => {
    await opened.page?.close();
    await opened.engine?.close();
    await opened.site?.close();
  });
}

/** The centre of `square` on the lesson's board (or on the page's own <chess-board>). */
export async function squareCentre(page, square) {
  const point = await page.evaluate((name) => {
    const host = document.querySelector('chess-lesson');
    const board = host ? host.shadowRoot.querySelector('chess-board') : document.querySelector('chess-board');
    const cell = board?.shadowRoot.querySelector(`[data-square="${name}"]`);
    if (!cell) return null;
    cell.scrollIntoView({ block: 'nearest', inline: 'nearest' }); // a pointer acts inside the viewport only
    const box = cell.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, square);
  if (!point) throw new Error(`no square ${square} on the page`);
  return point;
}

/** A move by two taps of the mouse: the piece's square, then where it goes. */
export async function tapMove(page, uci) {
  await page.click(...Object.values(await squareCentre(page, uci.slice(0, 2))));
  await page.click(...Object.values(await squareCentre(page, uci.slice(2, 4))));
}
