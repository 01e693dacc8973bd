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

/** Random text: ASCII, chess-looking letters, NULs, lone surrogates, and code points of every plane. */
export function randomText(random) {
  const parts = [];
  const length = Math.floor(random() * 40);
  for (let i = 0; i < length; i++) {
    const kind = random();
    if (kind < 0.35) parts.push('abcdefgh12345678KQRBNPkqrbnpxO-=+#/ w'[Math.floor(random() * 37)]);
    else if (kind < 0.45) parts.push('\0');
    else if (kind < 0.55) parts.push(String.fromCharCode(0xd800 + Math.floor(random() * 0x800))); // a lone surrogate
    else if (kind < 0.75) parts.push(String.fromCharCode(Math.floor(random() * 0x80)));
    else parts.push(String.fromCodePoint(Math.floor(random() * 0x10ffff) & ~0x800 | 0x80));
  }
  return parts.join('');
}
