// The computer opponent of /play/ without a DOM (web/site/play/opponent.mjs), on the real rules
// core (its games) with the search answered by a stub: it moves only on its turn and with nothing
// under way; an answer for a position the game has left, or for a search that was dropped, is
// never played; a failed search says why; the draw offer is accepted only when the child is far
// enough ahead (DRAW_ACCEPT_SCORE, by the search's score).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadChessRules } from '../../web/rules/index.mjs';
import { DRAW_ACCEPT_SCORE, Opponent } from '../../web/site/play/opponent.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let rules;
beforeAll(async () => {
  rules = await loadChessRules({ wasm: readFileSync(path.join(ROOT, 'build/wasm/chess-rules.wasm')) });
});

/** A game of the core whose bestMove answers `answer` (a Result, or a function of the options)
 *  once `release()` is called. */
function gameWithSearch(answer, fen = undefined) {
  const game = (fen ? rules.game(fen) : rules.game()).value;
  let release;
  const gate = new Promise((resolve) => { release = resolve; });
  game.bestMove = async (options) => {
    await gate;
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer(options) : answer;
  };
  return { game, release: () => release() };
}

test('it moves only on its turn, with nothing under way, and plays the search\'s move', async () => {
  const { game, release } = gameWithSearch({ ok: true, value: { uci: 'e2e4', score: 0 } });
  let current = game;
  const opponent = new Opponent(() => current, { minReplyMs: 0 });
  expect(opponent.mayMove(game, 'b')).toBe(false);
  expect(opponent.mayMove(game, 'w')).toBe(true);
  const reply = opponent.reply(game, { level: 1, seed: 1 });
  expect(opponent.thinking).toBe(true);
  expect(opponent.mayMove(game, 'w')).toBe(false);
  release();
  expect(await reply).toEqual({ status: 'move', uci: 'e2e4' });
  expect(opponent.thinking).toBe(false);
  current = null;
});

test('an answer for a game the board has left is stale, and one for a dropped search is dropped', async () => {
  const first = gameWithSearch({ ok: true, value: { uci: 'e2e4', score: 0 } });
  let current = first.game;
  const opponent = new Opponent(() => current, { minReplyMs: 0 });
  const stale = opponent.reply(first.game, { level: 1, seed: 1 });
  current = rules.game().value; // a new game meanwhile
  first.release();
  expect(await stale).toEqual({ status: 'stale' });

  const second = gameWithSearch({ ok: true, value: { uci: 'e2e4', score: 0 } });
  current = second.game;
  const dropped = opponent.reply(second.game, { level: 1, seed: 1 });
  expect(opponent.drop()).toBe(true);
  expect(opponent.drop()).toBe(false);
  second.release();
  expect(await dropped).toEqual({ status: 'dropped' });
});

test('a failed search says why, and a worker that throws is a failure too', async () => {
  const failing = gameWithSearch({ ok: false, error: { message: 'no worker' } });
  const opponent = new Opponent(() => failing.game, { minReplyMs: 0 });
  const reply = opponent.reply(failing.game, { level: 1, seed: 1 });
  failing.release();
  expect(await reply).toEqual({ status: 'failed', message: 'no worker' });
  const throwing = gameWithSearch(new Error('worker gone'));
  const other = new Opponent(() => throwing.game, { minReplyMs: 0 });
  const hint = other.hint(throwing.game);
  throwing.release();
  expect(await hint).toEqual({ status: 'failed', message: 'worker gone' });
});

test('the hint names a legal move of the position', async () => {
  const { game, release } = gameWithSearch({ ok: true, value: { uci: 'a1a8', score: 30000, reason: 'mate', mate: 1 } }, '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1');
  const opponent = new Opponent(() => game, { minReplyMs: 0 });
  const hint = opponent.hint(game);
  release();
  const answer = await hint;
  expect(answer.status).toBe('found');
  expect(answer.move).toMatchObject({ from: 'a1', to: 'a8', piece: 'r' });
});

test.each([
  [DRAW_ACCEPT_SCORE, 'accept'],
  [DRAW_ACCEPT_SCORE - 1, 'decline'],
])('a draw offer with the child %i centipawns ahead: %s', async (score, status) => {
  const { game, release } = gameWithSearch({ ok: true, value: { uci: 'e2e4', score } });
  expect(game.offerDraw().ok).toBe(true);
  const opponent = new Opponent(() => game, { minReplyMs: 0 });
  const judged = opponent.judgeDraw(game);
  release();
  expect(await judged).toEqual({ status });
});
