// What `npm run bench -- pages` (bench-pages.mjs) measures inside a board page and reads from its
// trace: the probe added to every board page before its own scripts run (moves, the board drawn,
// the wasm's request, the shadow root's size, square centres), and the main thread's tasks of a
// trace with their wall-clock and CPU times.

/** Runs in the page before its scripts: globalThis.__benchProbe. */
export function pageProbe() {
  const probe = { moves: 0, movedAt: [], drawnAt: null };
  // A move reported by either board: <chess-board>'s `move` event, or the anchor's.
  document.addEventListener('move', () => {
    probe.moves += 1;
    probe.movedAt.push(performance.now());
  }, true);
  probe.takesInput = new Promise((resolve) => {
    document.addEventListener('boardcreated', () => resolve(performance.now()), { once: true });
    customElements.whenDefined('chess-board')
      .then(() => document.querySelector('chess-board').ready)
      .then(() => resolve(performance.now()));
  });
  /** Either board's squares, once they are in the page. */
  const squares = () => document.querySelector('chess-board')?.shadowRoot?.querySelector('[data-square]') ?? document.querySelector('cg-board piece');
  // The board drawn: the first frame whose rendering holds its squares (ours) or pieces (the anchor's).
  probe.drawn = new Promise((resolve) => {
    const look = () => {
      if (squares()) {
        probe.drawnAt = performance.now();
        resolve(probe.drawnAt);
      } else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  /** When the first request for a .wasm started, since navigation (null: none). */
  probe.wasmStart = () => performance.getEntriesByType('resource').find((e) => /\.wasm($|\?)/.test(e.name))?.startTime ?? null;
  /** The elements in our board's shadow root, those inside a shared <defs> aside (null: no board). */
  probe.shadowElements = () => {
    const root = document.querySelector('chess-board')?.shadowRoot;
    return root ? [...root.querySelectorAll('*')].filter((e) => !e.closest('defs')).length : null;
  };
  // The page in zh-Hans: a page that names another language (demo/minimal.html says en) is set to
  // zh-Hans once parsed, before its module scripts run and its board reads the language.
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive' && !/^zh-hans$/i.test(document.documentElement.lang)) {
      document.documentElement.lang = 'zh-Hans';
    }
  });
  /** The centre of a square in viewport coordinates, on either board (White at the bottom). */
  probe.centre = (square) => {
    const ours = document.querySelector('chess-board')?.shadowRoot?.querySelector(`[data-square="${square}"]`);
    if (ours) {
      const box = ours.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }
    const board = document.querySelector('cg-board').getBoundingClientRect();
    const file = square.charCodeAt(0) - 97;
    const rank = Number(square[1]);
    return { x: board.left + (file + 0.5) * board.width / 8, y: board.top + (8.5 - rank) * board.height / 8 };
  };
  globalThis.__benchProbe = probe;
}

/** In the page: the first contentful paint's time since navigation, once there is one. */
export function firstContentfulPaint() {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entry = list.getEntries().find((e) => e.name === 'first-contentful-paint');
      if (entry) resolve(entry.startTime);
    }).observe({ type: 'paint', buffered: true });
  });
}

/** The RunTasks on the renderer's main thread in a trace: [{ wall, cpu }] in ms (cpu: the
 *  trace's thread duration, the time the thread ran; wall where a task has none). */
export function rendererMainTasks(traceBuffer) {
  const { traceEvents } = JSON.parse(traceBuffer.toString('utf8'));
  const threads = new Set();
  for (const e of traceEvents) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') threads.add(`${e.pid}:${e.tid}`);
  }
  return traceEvents.filter((e) => e.ph === 'X' && e.name === 'RunTask' && threads.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }));
}

/** The nearest-rank percentile. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
