// A child who practises and reviews before giving a name, then gives one (on the course map's code
// panel or when saving a progress file): the review stars, the skills' schedule and the seeds go
// with the lessons to the name (web/lesson/review-store.mjs nameChild), so the class page sees them
// under the name; none stay behind under the unnamed child.
import { DEFAULT_CHILD, ProgressStore } from '../../web/lesson/progress.mjs';
import { ReviewStore, nameChild } from '../../web/lesson/review-store.mjs';
import { fakeStorage } from './helpers/fake-storage.mjs';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2026, 11, 1, 8, 0);

test('the unnamed child\'s review and practice become the name\'s, with its lessons', () => {
  let now = start;
  const storage = fakeStorage();
  const progress = new ProgressStore(storage, { now: () => now });
  expect(progress.child).toBe(DEFAULT_CHILD);
  progress.recordStep('rook', 'a', { stars: 3 });
  const review = new ReviewStore(storage, { now: () => now });
  for (const stars of [3, 2]) review.addReviewStars(DEFAULT_CHILD, stars);
  review.recordExercise(DEFAULT_CHILD, 'fork', { stars: 1, mistakes: 1 });
  const seeds = review.takeSeeds(DEFAULT_CHILD, 3);
  const fork = review.skills(DEFAULT_CHILD).fork;
  now = start + DAY;
  review.addReviewStars(DEFAULT_CHILD, 3);

  // the page names the child with a store of its own on the same storage
  expect(nameChild(progress, '小红', new ReviewStore(storage, { now: () => now }))).toBe('小红');
  const after = new ReviewStore(storage, { now: () => now });
  // 3 + 2 on the first day, 3 on the second: 8 stars, under the name alone
  expect(after.reviewStars('小红')).toBe(8);
  expect(after.reviewStars(DEFAULT_CHILD)).toBe(0);
  expect(after.todaysReview('小红')).toEqual({ stars: 3, maxStars: 3 });
  // the fork's miss keeps its schedule: it comes back, for the name
  expect(after.skills('小红').fork).toEqual(fork);
  expect(fork.misses).toBeGreaterThan(0);
  // the seeds go on where the unnamed child's stopped: no exercise repeats
  expect(after.takeSeeds('小红', 3).some((seed) => seeds.includes(seed))).toBe(false);
  expect(progress.stepStars('rook', 'a')).toBe(3);
  expect(progress.child).toBe('小红');
});

test('a name the device already knows: the days\' stars are added, the name\'s own schedule kept', () => {
  const now = start;
  const storage = fakeStorage();
  const progress = new ProgressStore(storage, { now: () => now });
  const review = new ReviewStore(storage, { now: () => now });
  progress.setChild('小明');
  review.addReviewStars('小明', 2);
  review.recordExercise('小明', 'pin', { stars: 3 });
  const own = review.skills('小明').pin;
  progress.setChild(DEFAULT_CHILD);
  review.addReviewStars(DEFAULT_CHILD, 3);
  review.recordExercise(DEFAULT_CHILD, 'pin', { stars: 1, mistakes: 2 });

  nameChild(progress, '小明', review);
  expect(review.todaysReview('小明')).toEqual({ stars: 5, maxStars: 6 });
  expect(review.skills('小明').pin).toEqual(own);
  expect(review.reviewStars(DEFAULT_CHILD)).toBe(0);
});

test('a child who already has a name is only chosen: nothing moves', () => {
  const storage = fakeStorage();
  const progress = new ProgressStore(storage);
  const review = new ReviewStore(storage);
  progress.setChild('小明');
  review.addReviewStars('小明', 3);
  nameChild(progress, '小华', review);
  expect(progress.child).toBe('小华');
  expect(review.reviewStars('小明')).toBe(3);
  expect(review.reviewStars('小华')).toBe(0);
});
