// The worker client (web/rules/search.mjs) without a browser: a stand-in Worker class answers
// through the real same-thread engine over dist/chess-search.wasm, so the tests see the client's
// own behaviour: one lazily started worker, answers matched to requests by id even out of order,
// a timeout that stops the worker, a crashed worker, and no Worker at all.
import { existsSync } from 'node:fs';
import { loadChessSearch } from '../../web/rules/search-engine.mjs';
import { createSearchClient } from '../../web/rules/search.mjs';
import { START_FEN } from './rules-load.mjs';

const SEARCH_WASM = new URL('../../dist/chess-search.wasm', import.meta.url);
const MATE_IN_ONE = '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1';

let engine;
let started;     // workers made
let terminated;  // workers stopped
let behaviour;   // how the stand-in answers: 'answer' | 'reverse' | 'silent' | 'crash'

/** A stand-in for the browser's Worker: same events, same message shapes as search-worker.mjs. */
class FakeWorker extends EventTarget {
  constructor(url, options) {
    super();
    started.push({ url: String(url), options });
    this.queue = [];
  }

  postMessage(data) {
    const { id, op, args, lang } = structuredClone(data);
    const reply = () => this.dispatchEvent(Object.assign(new Event('message'), { data: { id, result: engine[op](...args, lang) } }));
    if (behaviour === 'silent') return;
    if (behaviour === 'crash') {
      setTimeout(() => this.dispatchEvent(Object.assign(new Event('error'), { message: 'boom' })), 0);
      return;
    }
    if (behaviour === 'reverse') {
      // Hold answers back and send them newest first.
      this.queue.push(reply);
      if (this.queue.length === 3) setTimeout(() => this.queue.reverse().forEach((send) => send()), 0);
      return;
    }
    setTimeout(reply, 0);
  }

  terminate() { terminated++; }
}

beforeAll(async () => {
  if (!existsSync(SEARCH_WASM)) throw new Error('dist/chess-search.wasm is missing: run `npm run build` first');
  engine = await loadChessSearch({ wasm: SEARCH_WASM });
});

beforeEach(() => {
  started = [];
  terminated = 0;
  behaviour = 'answer';
  globalThis.Worker = FakeWorker;
});

afterEach(() => {
  delete globalThis.Worker;
});

test('the worker starts on the first request, once, as a module worker, and answers are Results', async () => {
  const client = createSearchClient({ workerUrl: '/chess-search-worker.mjs' });
  expect(started).toHaveLength(0);
  const hint = await client.bestMove(MATE_IN_ONE, { mode: 'hint' });
  expect(hint).toMatchObject({ ok: true, value: { uci: 'd1d8', san: 'Rd8#', mate: 1, reason: 'mate' } });
  const bad = await client.bestMove('nonsense', { level: 1 }, 'zh-Hant');
  expect(bad.ok).toBe(false);
  expect(bad.error.code).toBe('FEN_FIELDS');
  expect(bad.error.message).toBe(engine.bestMove('nonsense', { level: 1 }, 'zh-Hant').error.message);
  expect(await client.mateIn(START_FEN, 1)).toEqual({ ok: true, value: null });
  expect(started).toEqual([{ url: '/chess-search-worker.mjs', options: { type: 'module', name: 'chess-search' } }]);
});

test('answers that arrive out of order settle the requests they belong to', async () => {
  behaviour = 'reverse';
  const client = createSearchClient();
  const fens = [MATE_IN_ONE, START_FEN, '1k6/8/2K5/8/8/8/8/7R b - - 0 1'];
  const answers = await Promise.all(fens.map((fen) => client.bestMove(fen, { nodes: 2000 })));
  answers.forEach((answer, i) => expect(answer).toEqual(engine.bestMove(fens[i], { nodes: 2000 })));
});

test('a programmer mistake throws at once and sends nothing', () => {
  const client = createSearchClient();
  expect(() => client.bestMove(START_FEN, { level: 7 })).toThrow(TypeError);
  expect(() => client.mateIn(START_FEN, 9)).toThrow(TypeError);
  expect(() => createSearchClient({ timeoutMs: 0 })).toThrow(TypeError);
  expect(started).toHaveLength(0);
});

test('no answer within the timeout rejects, stops the worker, and the next request starts a new one', async () => {
  behaviour = 'silent';
  const client = createSearchClient({ timeoutMs: 50 });
  await expect(client.bestMove(START_FEN)).rejects.toThrow(/no answer within 50 ms/);
  expect(terminated).toBe(1);
  behaviour = 'answer';
  expect((await client.bestMove(MATE_IN_ONE, { mode: 'hint' })).value.san).toBe('Rd8#');
  expect(started).toHaveLength(2);
});

test('a worker that fails rejects its pending requests with the reason, and a new one takes over', async () => {
  behaviour = 'crash';
  const client = createSearchClient();
  await expect(client.bestMove(START_FEN)).rejects.toThrow(/search worker failed \(boom\)/);
  behaviour = 'answer';
  expect((await client.bestMove(START_FEN, { level: 1 })).ok).toBe(true);
  expect(started).toHaveLength(2);
});

test('without Web Workers the promise rejects and names the same-thread alternative', async () => {
  delete globalThis.Worker;
  await expect(createSearchClient().bestMove(START_FEN)).rejects.toThrow(/loadChessSearch/);
});
