// One colour vocabulary at the API (index.d.ts): answers say 'w' or 'b'; every call that takes a
// colour takes 'w', 'white', 'b' and 'black', the same side for both spellings, and nothing else.
import { loadChessSearch } from '../../web/rules/search-engine.mjs';
import { loadRules, openGame, START_FEN } from './rules-load.mjs';

const SEARCH_WASM = new URL('../../dist/chess-search.wasm', import.meta.url);
// White: king and queen; Black: a bare king. White can mate, Black cannot.
const KQK = '7k/8/8/8/8/8/8/KQ6 w - - 0 1';
const SPELLINGS = { w: ['w', 'white'], b: ['b', 'black'] };

let rules;
let search;
beforeAll(async () => {
  rules = await loadRules({ lang: 'en' });
  search = await loadChessSearch({ wasm: SEARCH_WASM, lang: 'en' });
});

test('the API answers with w and b', () => {
  const game = openGame(rules);
  expect(game.turn()).toBe('w');
  expect(game.play('e4').value.color).toBe('w');
  expect(game.turn()).toBe('b');
  expect(game.offerDraw().ok).toBe(true);
  expect(game.drawOffer()).toBe('b');
});

test.each(Object.entries(SPELLINGS))('%s: both spellings name the same side in every call that takes a colour', (side, names) => {
  const answers = names.map((name) => {
    const game = openGame(rules, KQK);
    const resigned = openGame(rules, KQK).resign(name).value;
    const flagged = openGame(rules, KQK).flag(name).value;
    return {
      attacked: game.attackedSquares(name),
      canMate: game.canMate(name),
      resigned: [resigned.result, resigned.reason],
      flagged: [flagged.result, flagged.reason],
      engineCanMate: search.canMate(KQK, name).value,
    };
  });
  expect(answers[1]).toEqual(answers[0]);
  // And which side that is, written out.
  expect(answers[0].canMate).toBe(side === 'w' ? 'yes' : 'no');
  expect(answers[0].resigned).toEqual([side === 'w' ? '0-1' : '1-0', 'resignation']);
  expect(answers[0].flagged).toEqual(side === 'w' ? ['1/2-1/2', 'time-forfeit-cannot-mate'] : ['1-0', 'time-forfeit']);
  expect(answers[0].attacked).toContain(side === 'w' ? 'b8' : 'g7');
  expect(answers[0].engineCanMate).toBe(side === 'w' ? 'yes' : 'no');
});

test.each(['red', 'W', 'White', 0, 1, null])('%p is no colour: a TypeError that lists the four spellings', (color) => {
  const game = openGame(rules, START_FEN);
  for (const call of [() => game.resign(color), () => game.flag(color), () => game.canMate(color), () => game.attackedSquares(color),
    () => search.canMate(START_FEN, color)]) {
    expect(call).toThrow(TypeError);
    expect(call).toThrow("'w', 'white', 'b' or 'black'");
  }
});
