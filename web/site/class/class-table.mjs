// The class table as data: each child's stars per lesson and in all, the rows in the teacher's
// chosen order, and the short device tag that tells apart two children of one name. Plain
// functions of the children (class-data.mjs's files and codes), the lessons shown and their step
// ids; class.mjs draws the table from them.
//
//   tableRows(children, lessons, {stepIds, sort, lang}) → [{child, scores: [{stars, done, total, hints}], review, total}]
//   reviewStars(child)   the stars of the child's daily reviews (每日复习), or null where the file or code does not say
//   deviceSuffixes(rows) → (child) => the device tag, or null where the name alone is enough
//   classSummary(rows)   → the whole class's row under the table, or null for no children
//   isFinished(score)    whether a child finished a lesson: every step of its main path done

/** A row's key: the device and the name (a code's child has no device). */
export const keyOf = (child) => `${child.device}\n${child.name}`;

/** A child's stars in one lesson (`ids`: its main path's step ids, or undefined while not read):
 *  from a file, counting only the steps the lesson has now; from a code, as the code says (the
 *  child's lesson had those steps); unknown where the child's only code answers an assignment this
 *  device does not have. {stars, done, total, hints, unknown?}. */
export function lessonScore(child, lessonId, ids) {
  // a code of an assignment made on another device: its lessons are not known here
  if (child.away) return { stars: 0, done: 0, total: ids?.length ?? null, hints: 0, unknown: true };
  if (child.fromCode) {
    const lesson = child.lessons[lessonId];
    return { stars: lesson?.stars ?? 0, done: lesson?.done ?? 0, total: ids?.length ?? null, hints: lesson ? lesson.hints : 0 };
  }
  const steps = child.lessons[lessonId];
  const counted = ids ? ids.filter((id) => steps?.[id]) : Object.keys(steps ?? {}); // a lesson not read: every step counts
  return {
    stars: counted.reduce((sum, id) => sum + steps[id].stars, 0),
    done: counted.length,
    total: ids ? ids.length : null,
    hints: counted.reduce((sum, id) => sum + (steps[id].hints ?? 0), 0),
  };
}

/** A child's daily review stars as the file or code carries them (version 3 codes, files with
 *  "review"), or null. */
export const reviewStars = (child) => (Number.isInteger(child.review) ? child.review : null);

/**
 * The table's rows: each child's scores in `lessons` and total, sorted by `sort` ({key: 'name' |
 * 'total', descending}); names in `lang`'s order, then by device; equal totals stay in name order.
 * A row's total counts its lessons' stars and its review stars (a child known only by a code of an
 * assignment this device does not have: that code's stars in all).
 */
export function tableRows(children, lessons, { stepIds, sort, lang }) {
  const collator = new Intl.Collator(lang);
  const rows = children.map((child) => {
    const scores = lessons.map((entry) => lessonScore(child, entry.id, stepIds.get(entry.id)));
    const review = reviewStars(child);
    const stars = child.away ? child.away.stars : scores.reduce((sum, score) => sum + score.stars, 0);
    return { child, scores, review, total: stars + (review ?? 0) };
  });
  const byName = (a, b) => collator.compare(a.child.name, b.child.name) || (a.child.device < b.child.device ? -1 : a.child.device > b.child.device ? 1 : 0);
  const direction = sort.descending ? -1 : 1;
  rows.sort(sort.key === 'total' ? (a, b) => direction * (a.total - b.total) || byName(a, b) : (a, b) => direction * byName(a, b));
  return rows;
}

/** Whether a lesson's score (lessonScore) is a lesson finished: every step of its main path done. */
export const isFinished = (score) => score.total !== null && score.done > 0 && score.done >= score.total;

const mean = (values) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null);

/**
 * The whole class's row under the table, from the table's rows (null when there are none: no
 * average of nobody). `count`: the children in the table. Per lesson shown, in the rows' order:
 * `finished`, how many finished it, and `average`, the mean stars of those who did (null when
 * none did). `review`: `reviewed`, how many have review stars above 0, and `average`, the mean
 * review stars of the children whose progress says them (null when none says). `total`:
 * `finished`, how many finished every lesson shown, and `average`, the mean of the rows' totals.
 */
export function classSummary(rows) {
  if (!rows.length) return null;
  const lessons = rows[0].scores.map((_, n) => {
    const stars = rows.map((row) => row.scores[n]).filter(isFinished).map((score) => score.stars);
    return { finished: stars.length, average: mean(stars) };
  });
  const known = rows.map((row) => row.review).filter((review) => review !== null);
  return {
    count: rows.length,
    lessons,
    review: { reviewed: known.filter((review) => review > 0).length, average: mean(known) },
    total: {
      finished: rows.filter((row) => row.scores.length > 0 && row.scores.every(isFinished)).length,
      average: mean(rows.map((row) => row.total)),
    },
  };
}

/** The shortest device-id prefix (4 digits at least) that tells apart the children of one name. */
export function deviceSuffixes(rows) {
  const byName = new Map();
  for (const row of rows) if (row.child.device) byName.set(row.child.name, [...(byName.get(row.child.name) ?? []), row.child.device]);
  const suffixes = new Map();
  for (const [name, devices] of byName) {
    if (devices.length < 2) continue;
    let length = 4;
    while (new Set(devices.map((id) => id.slice(0, length))).size < devices.length) length += 1;
    for (const id of devices) suffixes.set(`${id}\n${name}`, id.slice(0, length));
  }
  return (child) => suffixes.get(keyOf(child)) ?? null;
}
