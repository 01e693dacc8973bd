// The daily review's schedule (web/lesson/review-schedule.mjs, pure) and its record on the device
// (web/lesson/review-store.mjs): a miss brings a skill back the next day; each review passed puts
// it 3, 7, 14 days further out and then lets it rest; a miss starts it again; the day's set has 5
// to 8 exercises. The days expected are written out from that rule (1, 3, 7, 14), not read from
// the module's table. The record lives under its own key: older progress (a store of version 1, a
// progress file of version 1 or 2) loads as before, and the progress file carries no review.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dailySet, dayNumber, dueSkills, nextDue, recordMiss, recordReview } from '../../web/lesson/review-schedule.mjs';
import { REVIEW_BACKUP_PREFIX, REVIEW_KEY, ReviewStore } from '../../web/lesson/review-store.mjs';
import { ProgressStore, STORAGE_KEY } from '../../web/lesson/progress.mjs';
import { parseProgressFile, makeProgressFile } from '../../web/lesson/progress-file.mjs';
import { progressOf } from '../../web/site/progress-export.mjs';
import { loadClassText } from '../../web/i18n/class.mjs';
import { fakeStorage } from './helpers/fake-storage.mjs';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const DAY = 24 * 60 * 60 * 1000;
// noon, local time, on 1 December 2026, and `n` days later
const at = (n) => new Date(2026, 11, 1 + n, 12).getTime();

test('a day is a local calendar day: just before and just after midnight are two days', () => {
  expect(dayNumber(new Date(2026, 11, 1, 23, 59).getTime()) + 1).toBe(dayNumber(new Date(2026, 11, 2, 0, 1).getTime()));
  expect(dayNumber(at(7)) - dayNumber(at(0))).toBe(7);
});

test('a miss: due the next day; reviews passed: 3, 7, 14 days on, then learned; a miss in a review starts again', () => {
  let entry = recordMiss(undefined, 100, { misses: 1 });
  expect(entry).toMatchObject({ stage: 0, due: 101, misses: 1, hints: 0 });
  expect(recordMiss(entry, 100, { misses: 0, hints: 0 })).toEqual(entry); // nothing missed: nothing changes
  // a review before it is due counts for nothing
  expect(recordReview(entry, 100, true)).toEqual(entry);
  entry = recordReview(entry, 101, true);
  expect(entry).toMatchObject({ stage: 1, due: 104 });
  entry = recordReview(entry, 105, true); // a day late: counted from the day it was done
  expect(entry).toMatchObject({ stage: 2, due: 112 });
  entry = recordReview(entry, 112, true);
  expect(entry).toMatchObject({ stage: 3, due: 126 });
  const learned = recordReview(entry, 126, true);
  expect(learned).toMatchObject({ stage: 4, due: null });
  expect(recordReview(entry, 126, false)).toMatchObject({ stage: 0, due: 127 });
  // an answer shown is a miss too, and it is counted
  expect(recordMiss(learned, 200, { hints: 2 })).toMatchObject({ stage: 0, due: 201, misses: 1, hints: 2 });
});

test('the skills due: the longest overdue first, then the most missed; the set has 5 to 8 exercises', () => {
  const skills = {
    check: { due: 10, misses: 1, hints: 0 },
    'mate-in-one': { due: 8, misses: 1, hints: 0 },
    'rook-move': { due: 10, misses: 4, hints: 1 },
    castling: { due: 5, misses: 9, hints: 0 },
    'capture-free': { due: 11, misses: 1, hints: 0 },
    'bishop-move': { due: null, misses: 3, hints: 0 },
  };
  expect(dueSkills(skills, 10, (skill) => skill !== 'castling')).toEqual(['mate-in-one', 'rook-move', 'check']);
  expect(dueSkills(skills, 7)).toEqual(['castling']);
  expect(nextDue(skills, 10)).toBe(11);
  expect(nextDue(skills, 4, (skill) => skill !== 'castling')).toBe(8);
  expect(nextDue(skills, 4)).toBe(5);
  expect(nextDue({ a: { due: null } }, 10)).toBeNull();
  expect(dailySet([])).toEqual([]);
  expect(dailySet(['a'])).toEqual(['a', 'a', 'a', 'a', 'a']);
  expect(dailySet(['a', 'b'])).toEqual(['a', 'b', 'a', 'b', 'a']);
  const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
  expect(dailySet(many)).toEqual(many.slice(0, 8));
});

test('the record: a lesson step missed on day 0 is due on day 1; a clean review moves it to day 4; exercises get fresh seeds', () => {
  let now = at(0);
  const storage = fakeStorage();
  const progress = new ProgressStore(storage, { now: () => now });
  const course = [{ id: 'mate-in-one', steps: ['queen', 'rook'], skills: ['mate-in-one', 'mate-in-one'] }, { id: 'rook', steps: ['a'], skills: ['rook-move'] }];
  progress.recordStep('mate-in-one', 'queen', { stars: 2, mistakes: 1 });
  progress.recordStep('rook', 'a', { stars: 3 });
  const review = new ReviewStore(storage, { now: () => now });
  expect(review.syncLessons('default', progress, course)).toEqual(['mate-in-one']);
  expect(review.entry('default', 'mate-in-one')).toMatchObject({ due: dayNumber(at(1)), stage: 0, misses: 1 });
  expect(review.skills('default')['rook-move']).toBeUndefined();
  // read again later: the same step is not counted twice
  expect(review.syncLessons('default', progress, course)).toEqual([]);
  expect(review.entry('default', 'mate-in-one').misses).toBe(1);
  now = at(1);
  const again = new ReviewStore(storage, { now: () => now });
  expect(dueSkills(again.skills('default'), again.today())).toEqual(['mate-in-one']);
  again.recordExercise('default', 'mate-in-one', { stars: 3 });
  again.addReviewStars('default', 3);
  again.recordReview('default', 'mate-in-one', true);
  expect(again.entry('default', 'mate-in-one')).toMatchObject({ due: dayNumber(at(4)), stage: 1 });
  expect(again.todaysReview('default')).toEqual({ stars: 3, maxStars: 3 });
  // a miss in practice brings it back the next day
  again.recordExercise('default', 'mate-in-one', { stars: 1, hints: 1, mistakes: 1 });
  expect(again.entry('default', 'mate-in-one')).toMatchObject({ due: dayNumber(at(2)), stage: 0, misses: 2, hints: 1 });
  const seeds = [...again.takeSeeds('default', 5), ...new ReviewStore(storage).takeSeeds('default', 5)];
  expect(new Set(seeds).size).toBe(10);
  for (const seed of seeds) expect(seed >= 0 && seed < 2 ** 32 && Number.isInteger(seed)).toBe(true);
  expect(JSON.parse(storage.map.get(REVIEW_KEY)).version).toBe(1);
});

test('a record that cannot be read is kept aside, not destroyed, and the review starts afresh', () => {
  const storage = fakeStorage({ [REVIEW_KEY]: '{"version": 9}' });
  const review = new ReviewStore(storage, { now: () => at(0) });
  expect(review.skills('default')).toEqual({});
  expect(storage.map.get(`${REVIEW_BACKUP_PREFIX}${at(0)}`)).toBe('{"version": 9}');
});

test('older progress without any review still loads: a store of version 1, progress files of version 1 and 2; the file written carries no review', async () => {
  await loadClassText('en');
  const storage = fakeStorage({ [STORAGE_KEY]: readFileSync(path.join(FIXTURES, 'progress-store-v1.json'), 'utf8') });
  const progress = new ProgressStore(storage);
  expect(progress.keptAside).toBeNull();
  const review = new ReviewStore(storage, { now: () => at(0) });
  // version 1 kept no counts: nothing is known to be missed, so nothing is due
  expect(review.syncLessons(progress.child, progress, [{ id: 'board', steps: ['aim', 'white-first'], skills: ['board', 'board'] }])).toEqual([]);
  expect(dueSkills(review.skills(progress.child), review.today() + 30)).toEqual([]);
  for (const name of ['progress-file-v1.json', 'progress-file-v2-before-reorder.json']) {
    expect(parseProgressFile(readFileSync(path.join(FIXTURES, name), 'utf8'), 'en').ok).toBe(true);
  }
  // a device with a review record exports a file with the format's fields and no other
  review.recordExercise(progress.child, 'mate-in-one', { stars: 1, mistakes: 2 });
  const text = makeProgressFile({ name: '小红', device: '3f9a0c41d2b7e856', exported: new Date(at(0)), lessons: progressOf(progress, ['board', 'rook']), skills: {} });
  expect(Object.keys(JSON.parse(text)).sort()).toEqual(['checksum', 'device', 'exported', 'format', 'lessons', 'name', 'skills', 'version']);
  expect(parseProgressFile(text, 'en').ok).toBe(true);
});
