// The daily review's stars on the teacher's class page: a review solved on the child's device
// (web/lesson/review-store.mjs) travels in the progress code (version 3) and the progress file
// ("review") to the class table (web/site/class/class-table.mjs), which shows them and counts
// them in the child's total. A code of version 2 and a file without "review", made before, still
// load and say nothing of reviews.
import { ClassData } from '../../web/site/class/class-data.mjs';
import { tableRows } from '../../web/site/class/class-table.mjs';
import { makeProgressCode, parseProgressCode } from '../../web/lesson/progress-code.mjs';
import { makeProgressFile, parseProgressFile } from '../../web/lesson/progress-file.mjs';
import { ProgressStore } from '../../web/lesson/progress.mjs';
import { ReviewStore } from '../../web/lesson/review-store.mjs';
import { loadClassText } from '../../web/i18n/class.mjs';
import { fakeStorage } from './helpers/fake-storage.mjs';

beforeAll(() => loadClassText('zh-Hans'));

const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2026, 8, 7, 8, 0);
const course = [{ id: 'rook', steps: ['a', 'b'] }];
const stepIds = new Map(course.map((entry) => [entry.id, entry.steps]));
const rowsOf = (data, children) => tableRows(children, course, { stepIds, sort: { key: 'name', descending: false }, lang: 'zh-Hans' });

/** The child's device: a lesson step done (2 stars) and, on day 3, a daily review of 5 exercises. */
function childDevice() {
  let now = start;
  const storage = fakeStorage();
  const progress = new ProgressStore(storage, { now: () => now });
  progress.recordStep('rook', 'a', { stars: 2, mistakes: 1 });
  now = start + 3 * DAY;
  const review = new ReviewStore(storage, { now: () => now });
  for (const stars of [3, 3, 2, 3, 1]) review.addReviewStars(progress.child, stars);
  // what the page reads when the child sends the code: a fresh store on the same storage
  return { progress, review: new ReviewStore(storage, { now: () => now }), now };
}

test('a review solved on the child\'s device shows in the class table from the code, and counts in the total', () => {
  const { progress, review, now } = childDevice();
  expect(review.reviewStars(progress.child)).toBe(12);
  const code = makeProgressCode({
    name: '小明', made: new Date(now), lessonIds: ['rook'], lessons: { rook: { done: 1, stars: 2, helped: [] } }, review: review.reviewStars(progress.child),
  });
  expect(code.startsWith('QX3')).toBe(true);
  const data = new ClassData();
  expect(data.addPasted(`1. 小明 ${code}`, 'zh-Hans').counts.added).toBe(1);
  const { children } = data.codeChildren(course, 'zh-Hans');
  const [row] = rowsOf(data, children.map((child) => ({ ...child, device: '', exported: child.made, fromCode: true })));
  expect(row).toMatchObject({ review: 12, total: 2 + 12 });
  // a newer code with more review stars replaces it
  const later = makeProgressCode({ name: '小明', made: new Date(now + DAY), lessonIds: ['rook'], lessons: { rook: { done: 1, stars: 2, helped: [] } }, review: 15 });
  data.addPasted(later, 'zh-Hans');
  const [newer] = rowsOf(data, data.codeChildren(course, 'zh-Hans').children.map((child) => ({ ...child, device: '', exported: child.made, fromCode: true })));
  expect(newer).toMatchObject({ review: 15, total: 17 });
});

test('the progress file carries the review stars to the table', () => {
  const { progress, review, now } = childDevice();
  const text = makeProgressFile({ name: '小明', device: '3f9a0c41d2b7e856', exported: new Date(now), lessons: { rook: { a: { stars: 2 } } }, review: review.reviewStars(progress.child) });
  expect(JSON.parse(text).review).toBe(12);
  const parsed = parseProgressFile(text, 'zh-Hans');
  expect(parsed.ok).toBe(true);
  const data = new ClassData();
  data.addFile(parsed.value, text);
  const [row] = rowsOf(data, [...data.files.values()]);
  expect(row).toMatchObject({ review: 12, total: 14 });
  // review stars that are not a count cannot be written
  const { checksum, format, version, ...rest } = JSON.parse(text);
  expect(() => makeProgressFile({ ...rest, review: 1.5 })).toThrow(TypeError);
  expect(() => makeProgressCode({ name: '小明', lessonIds: [], lessons: {}, review: -1 })).toThrow(TypeError);
});

test('a code of version 2 and a file without review stars still load, and say nothing of reviews', () => {
  // made by the version-2 writer (before review stars were carried)
  const old = parseProgressCode('QX20S1NZT221R7K18GP2NDA2WKYGF9', 'zh-Hans');
  expect(old.ok).toBe(true);
  expect(old.value).toMatchObject({ name: '小红', review: null, skills: { capture: 1 } });
  const data = new ClassData();
  data.addCode(old.value);
  const [row] = rowsOf(data, data.codeChildren(course, 'zh-Hans').children.map((child) => ({ ...child, device: '', exported: child.made, fromCode: true })));
  expect(row).toMatchObject({ review: null, total: 2 });
  const file = parseProgressFile(makeProgressFile({ name: '小红', device: '3f9a0c41d2b7e856', exported: new Date(start), lessons: { rook: { a: { stars: 3 } } } }), 'zh-Hans');
  expect(file.value.review).toBeNull();
  expect(rowsOf(data, [file.value])[0]).toMatchObject({ review: null, total: 3 });
});
