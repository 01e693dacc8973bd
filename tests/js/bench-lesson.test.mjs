// The child section of the bench plays each star step by the route it finds: that route must be
// legal, take every star within the step's moves, and be as short as the runner's own par, or the
// bench would count taps a child at par never makes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadChessRules } from '../../web/rules/index.mjs';
import { openStepGame } from '../../web/lesson/step-game.mjs';
import { fewestStarMoves } from '../../web/lesson/goals/collect-stars.mjs';
import { shortestStarRoute, stepPlan, tapsOf } from '../../scripts/bench-lesson.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons', 'index.json'), 'utf8'));
const starSteps = index.lessons.flatMap((entry) => {
  const lesson = JSON.parse(readFileSync(path.join(ROOT, 'lessons', entry.file ?? `${entry.id}.json`), 'utf8'));
  return lesson.steps.filter((step) => step.goal.kind === 'collect-stars').map((step) => [`${lesson.id}/${step.id}`, step]);
});

let rules;
beforeAll(async () => {
  rules = await loadChessRules({ wasm: readFileSync(path.join(ROOT, 'dist', 'chess-rules.wasm')) });
});

test('the course has star steps to check', () => {
  expect(starSteps.length).toBeGreaterThan(5);
});

test.each(starSteps)('%s: the bench\'s route is legal, takes every star, and is as short as the runner\'s par', (_, step) => {
  const route = shortestStarRoute(rules, step);
  const game = openStepGame(rules, step).value;
  const taken = new Set();
  let square = step.goal.piece;
  for (const uci of route) {
    expect(uci.slice(0, 2)).toBe(square);
    expect(game.play(uci).ok).toBe(true);
    square = uci.slice(2, 4);
    if (step.goal.stars.includes(square)) taken.add(square);
    if (taken.size < step.goal.stars.length) expect(game.pass().ok).toBe(true);
  }
  expect([...taken].sort()).toEqual([...step.goal.stars].sort());
  expect(route.length).toBeLessThanOrEqual(step.goal.maxMoves);
  expect(route.length).toBe(fewestStarMoves(rules, step, step.goal));
});

test('a move is two taps, a tapped square or a quiz answer one', () => {
  expect(tapsOf([{ kind: 'move', uci: 'e2e4' }, { kind: 'square', square: 'e4' }, { kind: 'choice', id: 'yes' }])).toBe(4);
  const quiz = { id: 'q', fen: '8/8/8/8/8/8/8/K6k w - - 0 1', goal: { kind: 'quiz', answer: 'yes', choices: [] } };
  expect(stepPlan(rules, quiz)).toEqual([{ kind: 'choice', id: 'yes' }]);
});
