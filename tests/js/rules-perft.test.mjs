// Perft through the wasm, against the published counts in ../shared/testdata/perft-cpw.epd
// (every depth up to 10^6 leaves; the deeper ones belong to `npm run bench`).
import { readFileSync } from 'node:fs';
import { loadRules, TESTDATA } from './rules-load.mjs';

const LIMIT = 1_000_000;
const positions = readFileSync(`${TESTDATA}perft-cpw.epd`, 'utf8').split('\n').filter((line) => line.trim()).map((line) => {
  const [fen, ...depths] = line.split(';').map((part) => part.trim());
  return { fen, depths: depths.map((part) => part.match(/^D(\d+)\s+(\d+)$/)).map((m) => [Number(m[1]), Number(m[2])]) };
});
const cases = positions.flatMap(({ fen, depths }) => depths.filter(([, count]) => count <= LIMIT).map(([depth, count]) => [fen, depth, count]));

let rules;
beforeAll(async () => {
  rules = await loadRules();
});

test('the perft file holds the seven standard positions', () => {
  expect(positions).toHaveLength(7);
  expect(cases.length).toBeGreaterThanOrEqual(7 * 3);
});

test.each(cases)('%s depth %i: %i leaves', (fen, depth, count) => {
  expect(rules.perft(fen, depth)).toEqual({ ok: true, value: count });
}, 60_000);
