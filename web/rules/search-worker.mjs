// The search worker: one instance of chess-search.wasm, loaded on the first request, answering
// {id, op, args, lang, wasm} messages from search.mjs (op: bestMove, mateIn, gameBestMove,
// gameMateIn, gameCanMate, canMate, readPgn, writePgn or generate) with {id, result} (the answer the
// same-thread engine gives) or {id, failure} (the module could not load, or a bug threw).
// Requests run one at a time, in order.
import { loadChessSearch } from './search-engine.mjs';

let engine = null;

self.addEventListener('message', async (event) => {
  const { id, op, args, lang, wasm } = event.data ?? {};
  try {
    engine ??= loadChessSearch(wasm === undefined ? {} : { wasm });
    const search = await engine;
    if (!['bestMove', 'mateIn', 'gameBestMove', 'gameMateIn', 'gameCanMate', 'canMate', 'readPgn', 'writePgn', 'generate'].includes(op)) throw new Error(`unknown request ${String(op)}`);
    self.postMessage({ id, result: search[op](...args, lang) });
  } catch (error) {
    if (engine && !(await engine.then(() => true, () => false))) engine = null; // a failed load may be retried
    self.postMessage({ id, failure: String(error && error.message || error) });
  }
});
