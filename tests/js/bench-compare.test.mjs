// `bench compare` judges a figure of the tree after against the tree before: the median of the
// per-set ratios after / before, within noise while it lies inside the ratios of the before tree's
// own sets to each other. The expected verdicts are worked out by hand from that rule.
import { compareRow } from '../../scripts/bench-compare-verdict.mjs';

const time = { item: 'a time', unit: 'ms', digits: 0, better: 'lower' };
const speed = { item: 'a speed', unit: 'M nodes/s', digits: 1, better: 'higher' };
// The before tree's sets: their ratios to each other run from 90/110 = 0.818 to 110/90 = 1.222.
const before = [100, 110, 90, 100, 105];

test('the noise is the spread of the before tree\'s sets against each other', () => {
  const row = compareRow(time, before, before);
  expect(row.band[0]).toBeCloseTo(90 / 110, 6);
  expect(row.band[1]).toBeCloseTo(110 / 90, 6);
  expect(row.ratio).toBe(1);
  expect(row.status).toBe('within noise');
  expect(row.result).toContain('after 100, before 100 ms (medians of 5 sets)');
});

test('a time 30 % longer in every set is slower beyond noise; 15 % longer is within it', () => {
  expect(compareRow(time, before, before.map((b) => b * 1.3)).status).toBe('slower beyond noise');
  expect(compareRow(time, before, before.map((b) => b * 1.15)).status).toBe('within noise');
  expect(compareRow(time, before, before.map((b) => b * 0.7)).status).toBe('faster beyond noise');
});

test('for a speed, fewer per second is the slower way', () => {
  const row = compareRow(speed, before, before.map((b) => b * 0.7));
  expect(row.ratio).toBeCloseTo(0.7, 6);
  expect(row.status).toBe('slower beyond noise');
  expect(compareRow(speed, before, before.map((b) => b * 1.3)).status).toBe('faster beyond noise');
});

test('the ratio is the median of the per-set ratios, not the ratio of the medians', () => {
  // Per-set ratios 2, 1, 1, 1, 0.5: their median is 1; the medians' ratio would be 100 / 100 too,
  // so the sets are paired: after [200, 110, 90, 100, 52.5] against before.
  const after = [200, 110, 90, 100, 52.5];
  const row = compareRow(time, before, after);
  expect(row.ratio).toBe(1);
  expect(row.result).toContain('per-set ratios after / before 2.00, 1.00, 1.00, 1.00, 0.50: median 1.00');
});
