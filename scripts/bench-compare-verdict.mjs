// How `bench compare` (bench-compare.mjs) judges one figure of the tree after against the tree
// before: the median of the per-set ratios after / before, within noise while it lies inside the
// ratios of the before tree's own sets to each other (before_i / before_j, i ≠ j).
import { median } from './lib/stats.mjs';

/** The before tree's noise: the ratios of its sets to each other, [lowest, highest]. */
function noiseBand(values) {
  const ratios = values.flatMap((a, i) => values.filter((_, j) => j !== i).map((b) => a / b));
  return [Math.min(...ratios), Math.max(...ratios)];
}

/** One row of the report for measure `m` over the sets. */
export function compareRow(m, before, after) {
  const scale = m.scale ?? 1;
  const fmt = (v) => (v * scale).toFixed(m.digits);
  const ratios = after.map((a, i) => a / before[i]);
  const ratio = median(ratios);
  const [low, high] = noiseBand(before);
  const slower = m.better === 'lower' ? ratio > high : ratio < low;
  const faster = m.better === 'lower' ? ratio < low : ratio > high;
  const verdict = slower ? 'slower beyond noise' : faster ? 'faster beyond noise' : 'within noise';
  return {
    item: m.item,
    result: `after ${fmt(median(after))}, before ${fmt(median(before))} ${m.unit} (medians of ${before.length} sets); ` +
      `per-set ratios after / before ${ratios.map((r) => r.toFixed(2)).join(', ')}: median ${ratio.toFixed(2)}; ` +
      `the before tree's own sets' ratios ${low.toFixed(2)}–${high.toFixed(2)}`,
    status: verdict,
    ratio,
    band: [low, high],
  };
}
