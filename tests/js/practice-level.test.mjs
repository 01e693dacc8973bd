// The practice's difficulty rule (web/lesson/practice-level.mjs), pure: two clean exercises in a
// row take the level one up, a miss takes it one down at once, and it stays within the
// generator's difficulties (chess.h: CHESS_GENERATE_MIN_DIFFICULTY 1 .. MAX 3). The expected
// levels are written out by hand from that rule, not computed by it.
import { nextLevel, MIN_LEVEL, MAX_LEVEL } from '../../web/lesson/practice-level.mjs';
import { GENERATE_MIN_DIFFICULTY, GENERATE_MAX_DIFFICULTY } from '../../web/rules/facts.gen.mjs';

/** The levels of a run of exercises from level 1 (true: clean, false: a miss). */
function run(results, start = { level: 1, streak: 0 }) {
  const levels = [];
  let state = start;
  for (const clean of results) {
    state = nextLevel(state, clean);
    levels.push(state.level);
  }
  return levels;
}

test('the levels are the generators\' difficulties', () => {
  expect([MIN_LEVEL, MAX_LEVEL]).toEqual([GENERATE_MIN_DIFFICULTY, GENERATE_MAX_DIFFICULTY]);
});

test('harder after two clean exercises in a row, easier after one miss, within 1 to 3', () => {
  expect(run([true, true])).toEqual([1, 2]);
  expect(run([true, true, true, true])).toEqual([1, 2, 2, 3]);
  expect(run([true, true, true, true, true, true])).toEqual([1, 2, 2, 3, 3, 3]);
  expect(run([true, true, false])).toEqual([1, 2, 1]);
  expect(run([false, false])).toEqual([1, 1]);
  // a miss between two clean ones: the streak starts again
  expect(run([true, false, true, true])).toEqual([1, 1, 1, 2]);
  expect(run([false], { level: 3, streak: 1 })).toEqual([2]);
  // at the top, clean ones keep it there and a miss still takes it down
  expect(run([true, true, true, false], { level: 3, streak: 0 })).toEqual([3, 3, 3, 2]);
});

test('a saved state that is not one is read as the easiest', () => {
  expect(nextLevel(undefined, true)).toEqual({ level: 1, streak: 1 });
  expect(nextLevel({ level: 9, streak: -4 }, false)).toEqual({ level: 2, streak: 0 });
  expect(nextLevel({ level: 'x' }, false)).toEqual({ level: 1, streak: 0 });
  // a generator with other bounds is asked with its own
  expect(nextLevel({ level: 4, streak: 1 }, true, { min: 1, max: 5 })).toEqual({ level: 5, streak: 0 });
});
