// The rules API's public surface is index.d.ts's and nothing more: what a Game uses of its rules
// (the module, the error results, the outcome words, the deep analysis) is not on the Rules object,
// and GENERATORS names the core's lists, with no second name for the kinds.
import { readFileSync } from 'node:fs';
import { GENERATORS, preloadChessRules } from '../../web/rules/index.mjs';
import { loadRules, openGame } from './rules-load.mjs';

let rules;
beforeAll(async () => {
  rules = await loadRules({ lang: 'en', deepAnalysis: false });
});

test('the Rules object shows only its documented members', () => {
  for (const internal of ['core', 'fail', 'outcomeOf', 'touchMessage', 'analysis', 'deepAnalysis']) {
    expect([internal, internal in rules]).toEqual([internal, false]);
  }
  const declared = readFileSync(new URL('../../web/rules/index.d.ts', import.meta.url), 'utf8');
  const members = Object.getOwnPropertyNames(Object.getPrototypeOf(rules)).filter((name) => name !== 'constructor');
  for (const name of members) expect([name, new RegExp(`\\b${name}\\b`).test(declared)]).toEqual([name, true]);
});

test('a game still works through what its rules hand it: moves, a refused move with its words, an outcome, touch-move', () => {
  const game = openGame(rules, 'k7/8/1Q6/8/8/8/8/7K w - - 0 1');
  const refused = game.play('b6b9');
  expect(refused.ok).toBe(false);
  expect(typeof refused.error.message).toBe('string');
  expect(refused.error.message.length).toBeGreaterThan(0);
  // Qc7 stalemates the lone king on a8 (it has no move and is not in check): the Laws' stalemate
  const stale = openGame(rules, 'k7/8/1Q6/8/8/8/8/7K w - - 0 1');
  expect(stale.play('Qc7').ok).toBe(true);
  expect(stale.outcome()).toMatchObject({ result: '1/2-1/2', reason: 'stalemate' });
  expect(stale.outcome().message.length).toBeGreaterThan(0);
  const touching = openGame(rules);
  expect(touching.touch('g1').ok).toBe(true);
});

test('GENERATORS lists the kinds and the pieces only', () => {
  expect(Object.keys(GENERATORS).sort()).toEqual(['kinds', 'pieces']);
});

test('preloadChessRules takes no answer and throws nothing, with or without a language', () => {
  expect(preloadChessRules()).toBeUndefined();
  expect(preloadChessRules('zh-Hans')).toBeUndefined();
});
