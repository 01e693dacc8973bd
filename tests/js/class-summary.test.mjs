// The whole class's row of the class table (class-table.mjs's classSummary, summary-row.mjs's CSV
// row): a class of three children with known stars, each expected number worked out by hand in the
// comments; the row of one group of lessons; no children, no row (and no NaN).
import { classSummary, tableRows } from '../../web/site/class/class-table.mjs';
import { formatAverage, summaryCsvRow } from '../../web/site/class/summary-row.mjs';
import { classText, loadClassText } from '../../web/i18n/class.mjs';

beforeAll(() => Promise.all(['zh-Hans', 'zh-Hant', 'en'].map(loadClassText)));

// three lessons: rook (2 steps), bishop (3 steps), knight (1 step, which nobody finishes)
const LESSONS = [{ id: 'rook', group: 'moves' }, { id: 'bishop', group: 'moves' }, { id: 'knight', group: 'more' }];
const stepIds = new Map([['rook', ['a', 'b']], ['bishop', ['x', 'y', 'z']], ['knight', ['k']]]);
const file = (name, review, lessons) => ({ name, device: `${name.length}f9a0c41d2b7e856`, exported: '2026-09-07T08:00:00.000Z', lessons, review });
const CLASS = [
  // rook 3+2 = 5 (finished), bishop 3+3+1 = 7 (finished), review 6: total 18
  file('小明', 6, { rook: { a: { stars: 3 }, b: { stars: 2 } }, bishop: { x: { stars: 3 }, y: { stars: 3 }, z: { stars: 1 } } }),
  // rook 1+1 = 2 (finished), bishop 2 (1 step of 3), review 0: total 4
  file('小红', 0, { rook: { a: { stars: 1 }, b: { stars: 1 } }, bishop: { x: { stars: 2 } } }),
  // rook 3 (1 step of 2), nothing else, no review stars known (an older file): total 3
  file('小刚', null, { rook: { a: { stars: 3 } } }),
];
const rowsOf = (children, lessons = LESSONS) => tableRows(children, lessons, { stepIds, sort: { key: 'name', descending: false }, lang: 'zh-Hans' });

test('three children: per lesson the children who finished it and their average stars; review and total', () => {
  expect(rowsOf(CLASS).map((row) => row.total).sort((a, b) => a - b)).toEqual([3, 4, 18]);
  expect(classSummary(rowsOf(CLASS))).toEqual({
    count: 3,
    lessons: [
      { finished: 2, average: 3.5 }, // rook: 小明 5 and 小红 2 finished, (5 + 2) / 2
      { finished: 1, average: 7 }, // bishop: 小明 alone, 7
      { finished: 0, average: null }, // knight: nobody
    ],
    review: { reviewed: 1, average: 3 }, // 小明 6 and 小红 0 say, 小刚 does not: (6 + 0) / 2
    total: { finished: 0, average: 25 / 3 }, // nobody finished knight; (18 + 4 + 3) / 3
  });
  // the order of the rows changes nothing
  const byTotal = tableRows(CLASS, LESSONS, { stepIds, sort: { key: 'total', descending: true }, lang: 'zh-Hans' });
  expect(classSummary(byTotal)).toEqual(classSummary(rowsOf(CLASS)));
});

test('one group of lessons shown: the row counts those lessons alone', () => {
  const moves = LESSONS.filter((entry) => entry.group === 'moves');
  expect(classSummary(rowsOf(CLASS, moves))).toEqual({
    count: 3,
    lessons: [{ finished: 2, average: 3.5 }, { finished: 1, average: 7 }],
    review: { reviewed: 1, average: 3 },
    total: { finished: 1, average: 25 / 3 }, // 小明 finished rook and bishop; totals as before (knight had no stars)
  });
  // 小明 taken away: the row follows the rows
  const two = rowsOf(CLASS.slice(1), moves);
  expect(classSummary(two)).toEqual({
    count: 2,
    lessons: [{ finished: 1, average: 2 }, { finished: 0, average: null }],
    review: { reviewed: 0, average: 0 }, // 小红's 0 alone
    total: { finished: 0, average: 3.5 }, // (4 + 3) / 2
  });
});

test('no children: no row, and nothing of it reaches the CSV', () => {
  expect(classSummary(rowsOf([]))).toBeNull();
  expect(summaryCsvRow(null, 'zh-Hans')).toBeNull();
  // children whose progress says no review stars: no review average, said as such
  const old = classSummary(rowsOf([CLASS[2]]));
  expect(old.review).toEqual({ reviewed: 0, average: null });
  expect(JSON.stringify(old)).not.toMatch(/NaN/);
});

test('the CSV\'s last row, in the teacher\'s language', () => {
  const summary = classSummary(rowsOf(CLASS));
  expect(summaryCsvRow(summary, 'zh-Hans')).toEqual([
    '全班', '0/3 全部学完，平均 8.3 星', '1/3 复习过，平均 3 星', '2/3 学完，平均 3.5 星', '1/3 学完，平均 7 星', '0/3 学完',
  ]);
  expect(summaryCsvRow(summary, 'zh-Hant')).toEqual([
    '全班', '0/3 全部學完，平均 8.3 星', '1/3 複習過，平均 3 星', '2/3 學完，平均 3.5 星', '1/3 學完，平均 7 星', '0/3 學完',
  ]);
  expect(summaryCsvRow(summary, 'en')).toEqual([
    'Whole class', '0/3 finished all, average 8.3 stars', '1/3 reviewed, average 3 stars', '2/3 finished, average 3.5 stars',
    '1/3 finished, average 7 stars', '0/3 finished',
  ]);
  expect(summaryCsvRow(classSummary(rowsOf([CLASS[2]])), 'zh-Hans')[2]).toBe('没有复习星星（旧版进度）');
  expect([formatAverage(null, 'en'), formatAverage(2 / 3, 'en'), formatAverage(10, 'zh-Hans')]).toEqual(['–', '0.7', '10']);
});

test('the row\'s words are there in each language', () => {
  const keys = ['summary', 'summaryKey', 'summaryLesson', 'summaryLessonNone', 'summaryReview', 'summaryReviewUnknown', 'summaryTotal', 'summaryLegend'];
  for (const lang of ['zh-Hans', 'zh-Hant', 'en']) {
    for (const key of keys) expect({ lang, key, found: classText(lang, `page.${key}`) !== `page.${key}` }).toEqual({ lang, key, found: true });
  }
  expect(classText('zh-Hans', 'page.summaryLesson', { count: 30, finished: 23, average: '10.5' })).toBe('30 个孩子里有 23 个学完了这一课，学完的孩子平均得了 10.5 颗星');
});
