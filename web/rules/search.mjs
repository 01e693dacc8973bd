// The practice partner from the page's thread: rules.bestMove and rules.mateIn send each request
// to a Web Worker (search-worker.mjs) that runs its own instance of chess-search.wasm, so a search
// never stalls the board. The worker and its module load on the first request, not with the page.
// Requests carry ids; each answer settles its own promise. Input mistakes in a request are
// answered as {ok: false, error} results; a programmer's mistake throws a TypeError here, before
// anything is sent; a worker that cannot start, crashes or exceeds the timeout rejects the promise
// with an Error (and the next request starts a fresh worker).
//
// The argument checks live here so that the worker client and the same-thread engine
// (search-engine.mjs, used by the worker and by tests) apply exactly the same ones.

import { colorIndex, describe, expectOptions, oneOf } from './args.mjs';
import { GENERATE_MAX_DIFFICULTY, GENERATE_MIN_DIFFICULTY, GENERATE_PIECE_VALUE, MATE_MAX_MOVES, POS_FLAG_VALUE, SEARCH_MAX_LEVEL,
  SEARCH_MIN_LEVEL, SEARCH_MODE_VALUE, EXERCISE_KIND_VALUE } from './facts.gen.mjs';

const MAX_NODES = 2 ** 31 - 1; // passed through an i32
const HISTORY_MAX = 128; // c/wasm/shim.c SEARCH_HISTORY_MAX: older positions cannot repeat
export const DEFAULT_SEARCH_TIMEOUT_MS = 20000;

/** The options both bestMoves share → the numbers the shim takes; a mistake throws a TypeError. */
function checkSearchOptions({ level, nodes, mode = 'play', seed = 0 }) {
  if (level !== undefined && nodes !== undefined) throw new TypeError('bestMove options: give level or nodes, not both');
  if (level !== undefined && !(Number.isInteger(level) && level >= SEARCH_MIN_LEVEL && level <= SEARCH_MAX_LEVEL))
    throw new TypeError(`bestMove options.level must be an integer from ${SEARCH_MIN_LEVEL} to ${SEARCH_MAX_LEVEL}, got ${describe(level)}`);
  if (nodes !== undefined && !(Number.isInteger(nodes) && nodes >= 1 && nodes <= MAX_NODES))
    throw new TypeError(`bestMove options.nodes must be an integer from 1 to ${MAX_NODES}, got ${describe(nodes)}`);
  if (typeof mode !== 'string' || !Object.hasOwn(SEARCH_MODE_VALUE, mode))
    throw new TypeError(`bestMove options.mode must be ${oneOf(Object.keys(SEARCH_MODE_VALUE))}, got ${describe(mode)}`);
  if (!(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff))
    throw new TypeError(`bestMove options.seed must be an integer from 0 to 2^32 - 1, got ${describe(seed)}`);
  return { level: level ?? (nodes === undefined ? SEARCH_MAX_LEVEL : 0), nodes: nodes ?? 0, mode: SEARCH_MODE_VALUE[mode], seed: seed | 0 };
}

/** rules.bestMove's arguments → the numbers the shim takes; a programmer's mistake throws a TypeError. */
export function checkBestMoveArgs(fen, options) {
  if (typeof fen !== 'string') throw new TypeError(`bestMove(fen): fen must be a string, got ${describe(fen)}`);
  const opts = expectOptions(options, 'bestMove(fen, options)');
  const { history = [], exercise = false } = opts;
  const numbers = checkSearchOptions(opts);
  if (!Array.isArray(history) || history.some((entry) => typeof entry !== 'string'))
    throw new TypeError(`bestMove options.history must be an array of FEN strings, got ${describe(history)}`);
  if (typeof exercise !== 'boolean') throw new TypeError(`bestMove options.exercise must be true or false, got ${describe(exercise)}`);
  return { fen, ...numbers, history: history.slice(-HISTORY_MAX), flags: exercise ? POS_FLAG_VALUE.exercise : 0 };
}

/** game.bestMove's options: those of rules.bestMove but the history and the exercise flag, which
 *  the game has itself. A programmer's mistake throws a TypeError. */
export function checkGameBestMoveArgs(options) {
  const opts = expectOptions(options, 'game.bestMove(options)');
  for (const key of ['history', 'exercise']) {
    if (key in opts) throw new TypeError(`game.bestMove(options): the game knows its own ${key}; options.${key} is for rules.bestMove(fen, options)`);
  }
  return checkSearchOptions(opts);
}

/** rules.generate's options → the numbers the shim takes; a programmer's mistake throws a TypeError.
 *  options.kind names the exercise kind; options.skill is its older name (same values), taken when
 *  kind is absent. Which pieces a kind takes is the core's to say (INVALID_ARGUMENT, a result). */
export function checkGenerateArgs(options) {
  const opts = expectOptions(options, 'generate(options)');
  const { piece = 'any', side = 'white', seed = 0, difficulty = GENERATE_MIN_DIFFICULTY } = opts;
  const kind = opts.kind ?? opts.skill;
  if (opts.kind !== undefined && opts.skill !== undefined && opts.kind !== opts.skill)
    throw new TypeError(`generate options.kind and options.skill (its older name) differ: ${describe(opts.kind)}, ${describe(opts.skill)}`);
  if (typeof kind !== 'string' || !Object.hasOwn(EXERCISE_KIND_VALUE, kind))
    throw new TypeError(`generate options.kind must be ${oneOf(Object.keys(EXERCISE_KIND_VALUE))}, got ${describe(kind)}`);
  if (typeof piece !== 'string' || !Object.hasOwn(GENERATE_PIECE_VALUE, piece))
    throw new TypeError(`generate options.piece must be ${oneOf(Object.keys(GENERATE_PIECE_VALUE))}, got ${describe(piece)}`);
  const sideIndex = colorIndex(side, 'generate options.side');
  if (!(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32))
    throw new TypeError(`generate options.seed must be an integer from 0 to 2^32 - 1, got ${describe(seed)}`);
  if (!(Number.isInteger(difficulty) && difficulty >= GENERATE_MIN_DIFFICULTY && difficulty <= GENERATE_MAX_DIFFICULTY))
    throw new TypeError(`generate options.difficulty must be an integer from ${GENERATE_MIN_DIFFICULTY} to ${GENERATE_MAX_DIFFICULTY}, got ${describe(difficulty)}`);
  return { kindName: kind, kind: EXERCISE_KIND_VALUE[kind], piece: GENERATE_PIECE_VALUE[piece], side: sideIndex, seed: seed | 0, difficulty };
}

/** maxMoves and options.nodes of both mateIns. */
function checkMateNumbers(maxMoves, nodes, what) {
  if (!(Number.isInteger(maxMoves) && maxMoves >= 1 && maxMoves <= MATE_MAX_MOVES))
    throw new TypeError(`${what}: maxMoves must be an integer from 1 to ${MATE_MAX_MOVES}, got ${describe(maxMoves)}`);
  if (!(Number.isInteger(nodes) && nodes >= 0 && nodes <= MAX_NODES))
    throw new TypeError(`mateIn options.nodes must be an integer from 1 to ${MAX_NODES} (0: the default), got ${describe(nodes)}`);
}

/** rules.mateIn's arguments; a programmer's mistake throws a TypeError. */
export function checkMateInArgs(fen, maxMoves, options) {
  if (typeof fen !== 'string') throw new TypeError(`mateIn(fen): fen must be a string, got ${describe(fen)}`);
  const { nodes = 0, exercise = false } = expectOptions(options, 'mateIn(fen, maxMoves, options)');
  checkMateNumbers(maxMoves, nodes, 'mateIn(fen, maxMoves)');
  if (typeof exercise !== 'boolean') throw new TypeError(`mateIn options.exercise must be true or false, got ${describe(exercise)}`);
  return { fen, maxMoves, nodes, flags: exercise ? POS_FLAG_VALUE.exercise : 0 };
}

/** game.mateIn's arguments; a programmer's mistake throws a TypeError. */
export function checkGameMateInArgs(maxMoves, options) {
  const opts = expectOptions(options, 'game.mateIn(maxMoves, options)');
  if ('exercise' in opts) throw new TypeError('game.mateIn(maxMoves, options): the game knows whether it is an exercise');
  const { nodes = 0 } = opts;
  checkMateNumbers(maxMoves, nodes, 'game.mateIn(maxMoves)');
  return { maxMoves, nodes };
}

/**
 * A client of one search worker. options: workerUrl (default chess-search-worker.mjs next to this
 * script: in dist/ beside the bundles), wasm (a URL for the worker to load; default its own
 * neighbour chess-search.wasm), timeoutMs (default DEFAULT_SEARCH_TIMEOUT_MS).
 */
export function createSearchClient(options) {
  const opts = expectOptions(options, 'createSearchClient(options)');
  const workerUrl = opts.workerUrl;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS;
  if (!(typeof timeoutMs === 'number' && timeoutMs > 0))
    throw new TypeError(`createSearchClient options.timeoutMs must be a positive number, got ${describe(timeoutMs)}`);
  const wasm = opts.wasm === undefined ? undefined : String(opts.wasm);
  let worker = null;
  let nextId = 1;
  const pending = new Map(); // id → {resolve, reject, timer}

  function failAll(message) {
    const error = new Error(message);
    for (const { reject, timer } of pending.values()) {
      clearTimeout(timer);
      reject(error);
    }
    pending.clear();
    if (worker) worker.terminate();
    worker = null;
  }

  function start() {
    if (typeof Worker !== 'function') {
      throw new Error('chess-search: Web Workers are not available here, so the computer cannot think ' +
        'without freezing the page. In Node or tests, use loadChessSearch() from web/rules/search-engine.mjs.');
    }
    // The default is written out in full, literally: that is the form bundlers (Vite, webpack) follow
    // to bundle the worker and, from it, chess-search.wasm.
    const created = workerUrl === undefined
      ? new Worker(new URL('./chess-search-worker.mjs', import.meta.url), { type: 'module', name: 'chess-search' })
      : new Worker(workerUrl, { type: 'module', name: 'chess-search' });
    created.addEventListener('message', (event) => {
      const { id, result, failure } = event.data ?? {};
      const entry = pending.get(id);
      if (!entry) return;
      pending.delete(id);
      clearTimeout(entry.timer);
      if (failure) entry.reject(new Error(`chess-search: ${failure}`));
      else entry.resolve(result);
    });
    created.addEventListener('error', (event) => {
      event.preventDefault?.();
      failAll(`chess-search: the search worker failed (${event.message || 'it could not load ' + (workerUrl ?? 'chess-search-worker.mjs')}); the next request starts a new one`);
    });
    created.addEventListener('messageerror', () => failAll('chess-search: a message from the search worker could not be read'));
    return created;
  }

  function request(op, args, lang) {
    return new Promise((resolve, reject) => {
      try {
        worker ??= start();
      } catch (error) {
        reject(error);
        return;
      }
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`chess-search: no answer within ${timeoutMs} ms; the worker was stopped and the next request starts a new one`));
        failAll('chess-search: the search worker was stopped after a timeout');
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, op, args, lang, wasm });
    });
  }

  return {
    /** Promise<Result<BestMove>>; see index.d.ts. */
    bestMove(fen, options, lang) {
      checkBestMoveArgs(fen, options);
      return request('bestMove', [fen, options === undefined ? undefined : { ...options }], lang);
    },
    /** Promise<Result<MateLine | null>>; see index.d.ts. */
    mateIn(fen, maxMoves, options, lang) {
      checkMateInArgs(fen, maxMoves, options);
      return request('mateIn', [fen, maxMoves, options === undefined ? undefined : { ...options }], lang);
    },
    /** game.bestMove, for the game record `record` (bytes of chess_game). */
    gameBestMove(record, options, lang) {
      checkGameBestMoveArgs(options);
      return request('gameBestMove', [record, options === undefined ? undefined : { ...options }], lang);
    },
    /** game.mateIn, for the game record `record`. */
    gameMateIn(record, maxMoves, options, lang) {
      checkGameMateInArgs(maxMoves, options);
      return request('gameMateIn', [record, maxMoves, options === undefined ? undefined : { ...options }], lang);
    },
    /** The full can-mate analysis of `color` (0 white, 1 black) for the game record: 'yes', 'no'
     *  or 'unknown'. */
    gameCanMate(record, color) { return request('gameCanMate', [record, color]); },
    /** Promise<Result<Exercise>>; see index.d.ts. */
    generate(options, lang) {
      checkGenerateArgs(options);
      return request('generate', [{ ...options }], lang);
    },
    /** PGN text → a raw reading (search-engine.mjs readPgn). */
    readPgn(text, options, lang) { return request('readPgn', [text, options], lang); },
    /** A game record and tags → Result<string>, the PGN. */
    writePgn(record, tags, lang) { return request('writePgn', [record, tags], lang); },
    /** Stops the worker; pending requests reject. The next request starts a new worker. */
    terminate() { failAll('chess-search: the search worker was terminated'); },
  };
}

let sharedClient = null;

/** The page's one search client, made on first use. */
export function sharedSearchClient() {
  sharedClient ??= createSearchClient();
  return sharedClient;
}

// Node has no Web Workers and no page to keep responsive: there the deep analysis and the search
// (bestMove, mateIn) run on this thread, in one instance of chess-search.wasm per URL.
const sameThreadEngines = new Map();
const inNode = typeof process === 'object' && process !== null && Boolean(process.versions?.node);

/**
 * The client of the search and the deep analysis (the full can-mate, PGN): the page's search worker
 * (sharedSearchClient), or in Node, without Web Workers, the engine on this thread, loaded from
 * `wasm` (a URL; default chess-search.wasm next to this script). Its calls return promises.
 */
export function sharedAnalysisClient(wasm) {
  if (typeof Worker === 'function' || !inNode) return sharedSearchClient();
  const key = String(wasm ?? new URL('./chess-search.wasm', import.meta.url));
  if (!sameThreadEngines.has(key)) {
    const engine = importSearchEngine().then((module) => module.loadChessSearch({ wasm: key }));
    engine.catch(() => sameThreadEngines.delete(key)); // a failed load may be retried
    const call = (op) => (...args) => engine.then((loaded) => loaded[op](...args));
    const ops = ['bestMove', 'mateIn', 'gameBestMove', 'gameMateIn', 'gameCanMate', 'readPgn', 'writePgn', 'generate'];
    sameThreadEngines.set(key, Object.fromEntries(ops.map((op) => [op, call(op)])));
  }
  return sameThreadEngines.get(key);
}

/**
 * The search engine's module for this thread (loadChessSearch), loaded on first use: chess-search.mjs
 * beside this script (see there). The import is written out literally, so that every bundler
 * follows it; the site's bundles keep it as it is, and a board page that never asks never
 * downloads the engine or the messages of every language it holds.
 */
export function importSearchEngine() {
  return import('./chess-search.mjs');
}
