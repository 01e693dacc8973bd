// Shared by the rules*.test.mjs files: the rules API from web/rules over the very module that
// `npm run build` ships, dist/chess-rules.wasm.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadChessRules } from '../../web/rules/index.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WASM_URL = new URL('../../dist/chess-rules.wasm', import.meta.url);
export const TESTDATA = fileURLToPath(new URL('../../../shared/testdata/', import.meta.url));
export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export function wasmBytes() {
  if (!existsSync(WASM_URL)) throw new Error('dist/chess-rules.wasm is missing: run `npm run build` first');
  return readFileSync(WASM_URL);
}

export function loadRules(options = {}) {
  wasmBytes(); // a clear message when the build is missing
  return loadChessRules({ wasm: WASM_URL, ...options });
}

/** Opens a game and fails the test with the error when the FEN is refused. */
export function openGame(rules, fen, options) {
  const result = rules.game(fen, options);
  if (!result.ok) throw new Error(`rules.game(${JSON.stringify(fen)}) failed: ${result.error.code}`);
  return result.value;
}

/** The seeded PRNG of the oracle, so random games repeat exactly. */
export { mulberry32 as prng } from './helpers/random-games.mjs';
