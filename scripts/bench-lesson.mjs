// The `child` section of `npm run bench`: what the course asks of a child, counted.
//   - The main path and the arbiter track (web/lesson/tracks.mjs): each lesson's steps on each.
//   - Taps to finish the course's first lesson, and the rook lesson, without a mistake: each
//     /lesson/<id>/ in Debian's Chromium (390×844,
//     a touch screen, zh-Hans, service workers blocked, a first visit), played by taps alone. Each
//     step's moves come from its goal (the lesson's own moves for capture, move, check and escape
//     goals; for stars, a shortest route found by asking the rules API for the piece's legal moves,
//     the other side passing as the runner makes it). A move is two taps (the piece, then its
//     square), a quiz answer or a tapped square one, and every step ends with a tap on 下一步
//     (after the last step it finishes the lesson). Every step must be solved with 3 stars (no
//     mistake, no hint) and the lesson must end (`lessoncomplete`), or the run fails.
//     A mate goal's move is the lesson's own (its arrow's) or one the core says mates.
//   - The characters a child reads per step: the zh-Hans `text` of every step of the main path
//     (lessons/index.json), counted after markup as tests/js/helpers/course-checks.mjs counts them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './lib/chromium.mjs';
import { median } from './lib/stats.mjs';
import { startServer } from './serve.mjs';
import { textLength } from '../tests/js/helpers/course-checks.mjs';
import { pathSteps } from '../web/lesson/tracks.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const LESSONS = path.join(ROOT, 'lessons');
const VIEWPORT = { width: 390, height: 844 };
const LOCALE = 'zh-CN'; // the site reads zh-Hans from it
const LESSON_ID = 'rook';
const STEP_TIMEOUT_MS = 60000; // a loaded machine; a step that takes longer is stuck
// the main path's median instruction ≤ 20 characters, no step over 60; the first lesson in ≤ 20 taps
const MEDIAN_TARGET = 20;
const STEP_LIMIT = 60;
const FIRST_LESSON_TAPS = 20;


const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The course's lesson files in lessons/index.json order: [{ id, lesson }]. */
function courseLessons() {
  const index = readJson(path.join(LESSONS, 'index.json'));
  return index.lessons.map((entry) => ({ id: entry.id, lesson: readJson(path.join(LESSONS, entry.file ?? `${entry.id}.json`)) }));
}

// ---------------------------------------------------------------------------------------------
// Each step's taps, from its goal

const colorOf = (fen) => (fen.split(' ')[1] === 'b' ? 'black' : 'white');

/** The step's game as the runner opens it: its FEN as an exercise or not, its laws, its history. */
function openStep(rules, step) {
  const options = { exercise: step.exercise === true, ...(step.laws ? { laws: step.laws } : {}) };
  const opened = rules.game(step.fen, options);
  if (!opened.ok) throw new Error(`step ${step.id}: its FEN does not open: ${opened.error.code}`);
  for (const move of step.history ?? []) {
    const played = move === '0000' ? opened.value.pass() : opened.value.play(move);
    if (!played.ok) throw new Error(`step ${step.id}: its history move ${move} is refused: ${played.error.code}`);
  }
  return { game: opened.value, options };
}

/**
 * The fewest moves of the piece on goal.piece that visit every star within goal.maxMoves, the other
 * side passing after each: breadth first over (square, stars taken, placement), each position's
 * legal moves from the rules API. Returns the moves in UCI.
 */
export function shortestStarRoute(rules, step) {
  const { goal } = step;
  const { game: start, options } = openStep(rules, step);
  const all = (1 << goal.stars.length) - 1;
  let frontier = [{ fen: start.fen(), square: goal.piece, got: 0, route: [] }];
  const seen = new Set();
  for (let depth = 1; depth <= goal.maxMoves && frontier.length; depth++) {
    const next = [];
    for (const state of frontier) {
      const position = rules.game(state.fen, options).value;
      for (const move of position.moves()) {
        if (move.from !== state.square) continue;
        const game = rules.game(state.fen, options).value;
        if (!game.play(move.uci).ok) continue;
        const star = goal.stars.indexOf(move.to);
        const got = star >= 0 ? state.got | (1 << star) : state.got;
        const route = [...state.route, move.uci];
        if (got === all) return route;
        const key = `${move.to}|${got}|${game.fen().split(' ')[0]}`;
        if (seen.has(key) || !game.pass().ok) continue;
        seen.add(key);
        next.push({ fen: game.fen(), square: move.to, got, route });
      }
    }
    frontier = next;
  }
  throw new Error(`step ${step.id}: no route takes every star within ${goal.maxMoves} moves`);
}

/** A mate goal's move: the first legal move the core says mates. */
function mateMove(rules, step) {
  const { game } = openStep(rules, step);
  for (const move of game.moves()) {
    const after = rules.game(game.fen()).value;
    if (after.play(move.uci).ok && after.outcome().reason === 'checkmate') return move.uci;
  }
  throw new Error(`step ${step.id}: no legal move mates`);
}

/** A capture goal without listed moves: a legal move onto the target square, from the rules. */
function captureMove(rules, step) {
  const { game } = openStep(rules, step);
  const move = game.moves().find((m) => m.to === step.goal.target && m.captured);
  if (!move) throw new Error(`step ${step.id}: no legal move takes on ${step.goal.target}`);
  return move.uci;
}

/**
 * The child's taps for one step: [{ kind: 'move', uci } | { kind: 'square', square } |
 * { kind: 'choice', id }]. Goals a rook-like lesson does not have are refused by name.
 */
export function stepPlan(rules, step) {
  const { goal } = step;
  switch (goal.kind) {
    case 'collect-stars':
      return shortestStarRoute(rules, step).map((uci) => ({ kind: 'move', uci }));
    case 'capture':
      return [{ kind: 'move', uci: goal.moves?.[0] ?? captureMove(rules, step) }];
    case 'move':
    case 'check':
    case 'escape-check':
      if (!goal.moves?.length) throw new Error(`step ${step.id}: a ${goal.kind} goal without moves is not driven by the bench`);
      return [{ kind: 'move', uci: goal.moves[0] }];
    case 'mate':
      if (goal.in !== 1) throw new Error(`step ${step.id}: a mate in ${goal.in} is not driven by the bench`);
      return [{ kind: 'move', uci: mateMove(rules, step) }];
    case 'quiz':
      return [{ kind: 'choice', id: goal.answer }];
    case 'tap':
      return goal.squares.map((square) => ({ kind: 'square', square }));
    default:
      throw new Error(`step ${step.id}: a ${goal.kind} goal is not driven by the bench`);
  }
}

export const tapsOf = (plan) => plan.reduce((sum, action) => sum + (action.kind === 'move' ? 2 : 1), 0);

// ---------------------------------------------------------------------------------------------
// The page

/** Added to the lesson page before its scripts: the runner's and the boards' events, recorded. */
function lessonProbe() {
  const probe = { moves: [], solved: [], complete: null, illegal: [] };
  document.addEventListener('move', (event) => probe.moves.push({ uci: event.detail.uci, by: event.detail.by }));
  document.addEventListener('illegal', (event) => probe.illegal.push(event.detail.code));
  document.addEventListener('stepsolved', (event) => probe.solved.push({ stepId: event.detail.stepId, stars: event.detail.stars }));
  document.addEventListener('lessoncomplete', (event) => { probe.complete = event.detail; });
  globalThis.__lessonProbe = probe;
}

const LESSON = 'chess-lesson';
const square = (name) => `${LESSON} chess-board [data-square="${name}"]`;

async function waitForState(page, stepId, state) {
  await page.waitForFunction(({ id, want }) => {
    const lesson = document.querySelector('chess-lesson');
    return lesson && lesson.dataset.step === id && lesson.dataset.state === want;
  }, { id: stepId, want: state }, { timeout: STEP_TIMEOUT_MS });
}

/** Taps the centre of a square, after checking through the board's squareAt() that it is that square. */
async function tapSquare(page, name) {
  const target = page.locator(square(name));
  const box = await target.boundingBox();
  if (!box) throw new Error(`square ${name} is not on the screen`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const under = await page.locator(`${LESSON} chess-board`).evaluate((board, point) => board.squareAt(point.x, point.y), { x, y });
  if (under !== name) throw new Error(`the board says ${under} lies where square ${name} is drawn`);
  await page.touchscreen.tap(x, y);
}

/** Plays the lesson by taps: { steps: [{ id, kind, taps, moves, stars }], taps, nextLabel }. */
async function playLesson(browser, origin, lesson, rules, log) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: LOCALE, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  await context.addInitScript(lessonProbe);
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/lesson/${lesson.id}/`, { waitUntil: 'commit' });
    const steps = [];
    let nextLabel = null;
    for (const step of lesson.steps) {
      const plan = stepPlan(rules, step);
      await waitForState(page, step.id, 'ready');
      for (const [n, action] of plan.entries()) {
        if (action.kind === 'move') {
          const before = await page.evaluate(() => globalThis.__lessonProbe.moves.length);
          await tapSquare(page, action.uci.slice(0, 2));
          await tapSquare(page, action.uci.slice(2, 4));
          // The runner answers the move (a pass, the step solved) before the event reaches the page.
          await page.waitForFunction(({ count, uci }) => globalThis.__lessonProbe.moves.slice(count).some((m) => m.uci.startsWith(uci)),
            { count: before, uci: action.uci.slice(0, 4) }, { timeout: STEP_TIMEOUT_MS }).catch(async () => {
            const illegal = await page.evaluate(() => globalThis.__lessonProbe.illegal);
            throw new Error(`step ${step.id}: the taps for ${action.uci} (move ${n + 1}) played no move` + (illegal.length ? `; illegal: ${illegal.join(', ')}` : ''));
          });
          if (n < plan.length - 1) {
            const turn = await page.locator(`${LESSON} chess-board`).evaluate((board) => board.turn());
            const mover = colorOf(step.fen)[0];
            if (turn !== mover && turn !== colorOf(step.fen)) throw new Error(`step ${step.id}: after ${action.uci} it is not the child's turn (${turn})`);
          }
        } else if (action.kind === 'square') {
          await tapSquare(page, action.square);
        } else {
          await page.locator(`${LESSON} [data-choice="${action.id}"]`).tap();
        }
      }
      await waitForState(page, step.id, 'solved');
      const next = page.locator(`${LESSON} [data-action="next"]`);
      nextLabel ??= (await next.textContent()).trim();
      await next.tap();
      const solved = await page.evaluate((id) => globalThis.__lessonProbe.solved.find((s) => s.stepId === id), step.id);
      steps.push({ id: step.id, kind: step.goal.kind, taps: tapsOf(plan) + 1, moves: plan.filter((a) => a.kind === 'move').map((a) => a.uci), stars: solved?.stars ?? 0 });
      log(`    ${step.id.padEnd(18)} ${step.goal.kind.padEnd(14)} ${String(tapsOf(plan) + 1).padStart(2)} taps  ${steps.at(-1).moves.join(' ')}${steps.at(-1).stars === 3 ? '' : `  (${steps.at(-1).stars} stars)`}`);
    }
    await page.waitForFunction(() => globalThis.__lessonProbe.complete !== null, null, { timeout: STEP_TIMEOUT_MS });
    const complete = await page.evaluate(() => globalThis.__lessonProbe.complete);
    return { steps, taps: steps.reduce((sum, s) => sum + s.taps, 0), nextLabel, complete };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The section

/** Runs the section: { rows, failed }. */
export async function childBench({ log = console.log } = {}) {
  const rows = [];
  let failed = false;
  const course = courseLessons();

  // The two paths: each lesson's steps on the main path and on the arbiter track.
  const tracks = course.map(({ id, lesson }) => ({ id, all: lesson.steps.length, main: pathSteps(lesson.steps, false).length }));
  const mainSteps = tracks.reduce((sum, t) => sum + t.main, 0);
  const allSteps = tracks.reduce((sum, t) => sum + t.all, 0);
  const moved = tracks.filter((t) => t.main < t.all);
  log(`  paths: ${mainSteps} steps on the main path, ${allSteps - mainSteps} on the arbiter track, in ${moved.length} lessons: ` +
    moved.map((t) => `${t.id} ${t.all - t.main}`).join(', '));
  rows.push({
    item: `steps of the course (${course.length} lessons) on the main path and on the arbiter track (web/lesson/tracks.mjs)`,
    result: `main path ${mainSteps}, arbiter track ${allSteps - mainSteps} (in ${moved.map((t) => t.id).join(', ')})`,
    target: '—',
    met: null,
  });

  // Words: every step of the main path, its zh-Hans text as course-checks.mjs counts it.
  const counted = course.flatMap(({ id, lesson }) => pathSteps(lesson.steps, false).map((step) => ({ lesson: id, step: step.id, length: textLength(step.text['zh-Hans']) })));
  const lengths = counted.map((c) => c.length);
  const over = counted.filter((c) => c.length > STEP_LIMIT);
  const longest = counted.reduce((a, b) => (b.length > a.length ? b : a));
  log(`  words: ${counted.length} steps of the main path in ${course.length} lessons; median ${median(lengths)}, longest ${longest.length} (${longest.lesson}/${longest.step}), ${over.length} over ${STEP_LIMIT}`);
  for (const { id, lesson } of course) {
    const own = pathSteps(lesson.steps, false).map((step) => textLength(step.text['zh-Hans']));
    log(`    ${id.padEnd(24)} ${String(own.length).padStart(3)} steps  median ${String(median(own)).padStart(4)}  longest ${Math.max(...own)}`);
  }
  rows.push({
    item: `characters a child reads per step: the zh-Hans text of each of the main path's ${counted.length} steps, after markup, median`,
    result: `${median(lengths)} characters; longest ${longest.length} (${longest.lesson}/${longest.step}); ${over.length} steps over ${STEP_LIMIT}`,
    target: `median ≤ ${MEDIAN_TARGET}, none over ${STEP_LIMIT}`,
    met: median(lengths) <= MEDIAN_TARGET && over.length === 0,
  });

  // Taps: the course's first lesson and the rook lesson, in Chromium.
  const firstId = course[0].id;
  for (const file of ['chess-rules.wasm', `lesson/${firstId}/index.html`, `lesson/${LESSON_ID}/index.html`]) {
    if (!existsSync(path.join(DIST, file))) throw new Error(`dist/${file} is missing; run \`npm run build\` first`);
  }
  const { loadChessRules } = await import('../web/rules/index.mjs');
  const rules = await loadChessRules({ wasm: readFileSync(path.join(DIST, 'chess-rules.wasm')) });
  const site = startServer({ port: 0, root: DIST });
  let browser = null;
  try {
    await site.ready;
    browser = await launchChromium();
    for (const id of [firstId, LESSON_ID]) {
      const lesson = course.find((c) => c.id === id).lesson;
      log(`  taps: /lesson/${id}/ in Chromium ${browser.version()}, ${VIEWPORT.width}×${VIEWPORT.height}, touch, locale ${LOCALE}; each step, its taps and its moves:`);
      const started = Date.now();
      const played = await playLesson(browser, `http://127.0.0.1:${site.address().port}`, { ...lesson, steps: pathSteps(lesson.steps, false) }, rules, log);
      const imperfect = played.steps.filter((s) => s.stars !== 3);
      const moves = played.steps.reduce((sum, s) => sum + s.moves.length, 0);
      log(`  ${played.taps} taps over ${played.steps.length} steps (${moves} moves, ${played.steps.length} taps on "${played.nextLabel}") in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
        `lessoncomplete: ${played.complete.stars} of ${played.complete.maxStars} stars`);
      if (imperfect.length) failed = true;
      const first = id === firstId;
      rows.push({
        item: `taps to finish ${first ? 'the first lesson' : 'the lesson'}, ${id}, without a mistake (${played.steps.length} steps; 2 a move, 1 a tap on "${played.nextLabel}" after each step)`,
        result: `${played.taps} taps: ${moves} moves (${2 * moves} taps) + ${played.steps.length} × "${played.nextLabel}"; ` +
          `${played.complete.stars} of ${played.complete.maxStars} stars` + (imperfect.length ? `; FAIL: steps under 3 stars: ${imperfect.map((s) => s.id).join(', ')}` : ''),
        target: first ? `≤ ${FIRST_LESSON_TAPS} taps, every step 3 stars` : 'every step 3 stars',
        met: imperfect.length ? false : first ? played.taps <= FIRST_LESSON_TAPS : null,
      });
    }
  } finally {
    await browser?.close();
    site.close();
  }
  for (const row of rows) row.status = row.met === null ? 'measured' : row.met ? `met (target ${row.target})` : `not met (target ${row.target})`;
  return { rows, failed };
}

// ---------------------------------------------------------------------------------------------
// The `play-traps` section: /play/'s property test (tests/browser/play-traps.test.mjs) with the
// full count of random control sequences; `npm test` runs fewer of the same.

export const PLAY_TRAP_RUNS = 200;

/** Runs the property test with PLAY_TRAP_RUNS sequences: { rows, failed }. */
export async function playTrapsBench({ log = console.log } = {}) {
  const { spawnSync } = await import('node:child_process');
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', '--experimental-vm-modules', 'node_modules/jest/bin/jest.js', 'tests/browser/play-traps.test.mjs'], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, PLAY_TRAP_RUNS: String(PLAY_TRAP_RUNS) }, maxBuffer: 64 << 20,
  });
  const output = `${result.stdout}${result.stderr}`;
  const summary = output.match(/Tests:.*$/m)?.[0] ?? 'no summary';
  log(`  ${summary} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const lines = output.split('\n');
  const failure = lines.findIndex((l) => l.includes('●'));
  for (const line of failure >= 0 ? lines.slice(failure, failure + 30) : []) log(`    ${line}`);
  const met = result.status === 0;
  return {
    rows: [{
      item: `/play/ in Chromium (390×844, touch): ${PLAY_TRAP_RUNS} random sequences of control taps, each followed by a tap-tap move and a drag`,
      result: met ? `every run moved a piece both ways (${summary})` : `FAIL: ${summary}`,
      status: met ? 'met (target: a move in every state)' : 'not met (target: a move in every state)',
    }],
    failed: !met,
  };
}
