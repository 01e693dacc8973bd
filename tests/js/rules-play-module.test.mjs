// The core split (chess-rules.wasm, the play module on every board; chess-search.wasm, the deep
// module loaded on use): the play module declares a dead position exactly where today's quick
// budget of the full analysis does (chess_can_mate with CHESS_CAN_MATE_QUICK_BUDGET, which the deep
// module still runs), over the 3,414 labelled positions of the unwinnability suite.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadChessSearch } from '../../web/rules/search-engine.mjs';
import { ROOT, TESTDATA, loadRules } from './rules-load.mjs';

const QUICK_BUDGET = 1000; // CHESS_CAN_MATE_QUICK_BUDGET
const POSITIONS = readFileSync(path.join(TESTDATA, 'unwinnability/positions.txt'), 'utf8')
  .split('\n').filter((line) => line && !line.startsWith('#'))
  .map((line) => ({ label: line.slice(0, 2), fen: line.slice(3).trim() }))
  .map(({ label, fen }) => ({ label, fen: fen.split(' ').length === 4 ? `${fen} 0 1` : fen })); // the suite omits the clocks

let rules, deep;
beforeAll(async () => {
  rules = await loadRules({ lang: 'en', deepAnalysis: false });
  deep = await loadChessSearch({ wasm: new URL('dist/chess-search.wasm', `file://${ROOT}`) });
});

test('3,414 labelled positions: the play module\'s dead position is the quick budget\'s', () => {
  expect(POSITIONS.length).toBe(3414);
  const mismatches = [];
  let dead = 0, compared = 0, refused = 0;
  for (const { label, fen } of POSITIONS) {
    const opened = rules.game(fen);
    if (!opened.ok) { // a few hold more pieces than a game can (FEN_PIECE_COUNT), as the C suite counts
      refused++;
      continue;
    }
    const { reason } = opened.value.outcome();
    if (reason === 'checkmate' || reason === 'stalemate') continue; // decided before any material rule
    compared++;
    const answers = ['w', 'b'].map((color) => deep.canMate(fen, color, { budget: QUICK_BUDGET }).value);
    const quickDead = answers.every((answer) => answer === 'no');
    const playDead = reason === 'dead-position';
    if (playDead) dead++;
    if (playDead !== quickDead) mismatches.push({ fen, label, reason, answers });
    // A dead position is never one the suite says a side can still mate from.
    if (playDead && label !== '--') mismatches.push({ fen, label, reason, wrong: 'labelled winnable' });
  }
  expect(mismatches).toEqual([]);
  expect(refused).toBeLessThan(200); // 179 today
  expect(compared).toBeGreaterThan(3000); // 3,125 today: the others are mate or stalemate already
  expect(dead).toBeGreaterThan(100);
}, 600_000);

test('without the deep module, canMate() answers from the proofs and flag() stays exact', () => {
  // K+Q against K: the mate takes a long helpmate, which only the deep analysis finds.
  const fen = '8/8/4k3/8/8/4K3/8/7Q w - - 0 1';
  const game = rules.game(fen).value;
  expect(game.canMate('w')).toBe('unknown');
  expect(game.canMate('b')).toBe('no');
  expect(game.flag('b').value).toMatchObject({ result: '1-0', reason: 'time-forfeit' });
  expect(rules.game(fen).value.flag('w').value).toMatchObject({ result: '1/2-1/2', reason: 'time-forfeit-cannot-mate' });
});

test('with the deep module loaded, canMate() answers as the full analysis', async () => {
  const withDeep = await loadRules({ lang: 'en', deepAnalysis: false });
  await withDeep.loadDeepAnalysis();
  const fen = '8/8/4k3/8/8/4K3/8/7Q w - - 0 1';
  expect(withDeep.game(fen).value.canMate('w')).toBe('yes');
  expect(deep.canMate(fen, 'w').value).toBe('yes');
});
