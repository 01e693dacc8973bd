// game.bestMove and game.mateIn: the practice partner and the mate solver on a Game, with the
// game's own history and exercise flag, through the public API. The page's search worker is
// stood in for by a Worker class that answers with the real same-thread engine over
// dist/chess-search.wasm (as in search-client.test.mjs); what is checked is that the game's
// answers are those the engine gives for the same position and history written out by hand.
import { existsSync } from 'node:fs';
import { loadChessSearch } from '../../web/rules/search-engine.mjs';
import { loadRules, openGame } from './rules-load.mjs';

const SEARCH_WASM = new URL('../../dist/chess-search.wasm', import.meta.url);

let engine;
let rules;
let requests;

class EngineWorker extends EventTarget {
  postMessage(data) {
    const { id, op, args, lang } = structuredClone(data);
    requests.push(op);
    setTimeout(() => this.dispatchEvent(Object.assign(new Event('message'), { data: { id, result: engine[op](...args, lang) } })), 0);
  }

  terminate() {}
}

beforeAll(async () => {
  if (!existsSync(SEARCH_WASM)) throw new Error('dist/chess-search.wasm is missing: run `npm run build` first');
  engine = await loadChessSearch({ wasm: SEARCH_WASM, lang: 'en' });
  rules = await loadRules({ lang: 'en' });
  globalThis.Worker = EngineWorker;
});

beforeEach(() => {
  requests = [];
});

afterAll(() => {
  delete globalThis.Worker;
});

/** From fen, plays `move`, a reply, the move back and the reply back, so that fen stands again
 *  and the position after `move` is in the game's history. Returns the game and the FENs seen. */
function returnTo(fen, move) {
  const game = openGame(rules, fen);
  const fens = [game.fen()];
  const there = game.play(move).value;
  fens.push(game.fen());
  for (const reply of game.moves()) {
    const trial = openGame(rules, fen);
    trial.play(move);
    trial.play(reply.uci);
    if (!trial.play(there.to + there.from).ok || !trial.play(reply.to + reply.from).ok) continue;
    if (trial.fen().split(' ').slice(0, 4).join(' ') !== fen.split(' ').slice(0, 4).join(' ')) continue;
    game.play(reply.uci);
    fens.push(game.fen());
    game.play(there.to + there.from);
    fens.push(game.fen());
    game.play(reply.to + reply.from);
    return { game, fens };
  }
  throw new Error(`no way back to ${fen} after ${move}`);
}

test('the game’s own history makes the winning side avoid a repetition, as a hand-written history does', async () => {
  for (const fen of ['8/8/8/4k3/8/8/8/3QK3 w - - 10 40', '4k3/8/8/8/8/8/8/R3K3 w - - 6 30']) {
    const plain = engine.bestMove(fen, { level: 5 }).value;
    const { game, fens } = returnTo(fen, plain.uci);
    expect(game.repetitions()).toBe(2);
    const answer = await game.bestMove({ level: 5 });
    expect(answer).toEqual(engine.bestMove(game.fen(), { level: 5, history: fens }));
    expect(answer.value.uci).not.toBe(plain.uci);
    expect(answer.value.score).toBeGreaterThan(300);
    expect(game.findMove(answer.value.uci).ok).toBe(true);
  }
  expect(requests).toEqual(['gameBestMove', 'gameBestMove']);
});

test('modes, levels, seeds and node budgets mean what they mean for rules.bestMove', async () => {
  const game = openGame(rules);
  game.play('e4');
  game.play('e5');
  const history = [openGame(rules).fen(), openGame(rules).play('e4').value.fen];
  for (const options of [{ level: 1, seed: 7 }, { nodes: 3000 }, { mode: 'hint', level: 3 }, undefined]) {
    expect(await game.bestMove(options)).toEqual(engine.bestMove(game.fen(), { ...options, history }));
  }
  // The defender in a lost position delays mate.
  const lost = openGame(rules, '1k6/8/2K5/8/8/8/8/7R b - - 0 1');
  expect((await lost.bestMove({ mode: 'defend' })).value.mate).toBeLessThan(0);
});

test('the answer is for the game as it was when asked, whatever is played meanwhile', async () => {
  const game = openGame(rules, '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1');
  const asked = game.bestMove({ mode: 'hint' });
  game.play('h3');
  expect((await asked).value).toMatchObject({ san: 'Rd8#', mate: 1, reason: 'mate' });
});

test('mateIn proves a mate on the game’s position, exercise boards included, or its absence', async () => {
  const game = openGame(rules, '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1');
  expect(await game.mateIn(1)).toEqual({ ok: true, value: { moves: 1, line: [{ uci: 'd1d8', san: 'Rd8#' }] } });
  const exercise = openGame(rules, '6k1/5ppp/8/8/8/8/8/3R4 w - - 0 1', { exercise: true }); // no white king
  expect(await exercise.mateIn(2)).toEqual(engine.mateIn(exercise.fen(), 2, { exercise: true }));
  expect((await exercise.mateIn(2)).value.moves).toBe(1);
  expect(await openGame(rules).mateIn(2)).toEqual({ ok: true, value: null });
  expect((await openGame(rules).mateIn(4, { nodes: 10 })).error.code).toBe('SEARCH_BUDGET');
});

test('a finished game gives GAME_OVER; a bad option rejects with a TypeError and sends nothing', async () => {
  const over = openGame(rules);
  over.resign('b');
  expect((await over.bestMove()).error).toEqual({ code: 'GAME_OVER', message: expect.stringMatching(/game is over/) });
  expect((await over.mateIn(1)).error.code).toBe('GAME_OVER');
  const mated = openGame(rules);
  for (const move of ['f3', 'e5', 'g4', 'Qh4#']) mated.play(move);
  expect((await mated.bestMove()).error.code).toBe('GAME_OVER');
  requests = [];
  const game = openGame(rules);
  await expect(game.bestMove({ level: 9 })).rejects.toThrow(TypeError);
  await expect(game.bestMove({ history: [] })).rejects.toThrow(/own history/);
  await expect(game.bestMove({ exercise: true })).rejects.toThrow(TypeError);
  await expect(game.mateIn(5)).rejects.toThrow(/maxMoves/);
  await expect(game.mateIn(2, { exercise: true })).rejects.toThrow(TypeError);
  expect(requests).toEqual([]);
});
