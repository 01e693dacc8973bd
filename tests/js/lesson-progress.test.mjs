// Saved lesson progress (web/lesson/progress.mjs): per child, keyed by lesson and step id,
// versioned; unreadable or old data is kept aside, never destroyed; a failing storage never
// throws into the lesson.
import { ProgressStore, STORAGE_KEY, BACKUP_PREFIX, VERSION, DEFAULT_CHILD, isValidData, cleanName, starGlyphs } from '../../web/lesson/progress.mjs';
import { fakeStorage } from './helpers/fake-storage.mjs';

let clock = 1000;
const now = () => ++clock;

test('a step result survives a new store over the same storage (a reload)', () => {
  const storage = fakeStorage();
  const first = new ProgressStore(storage, { now });
  first.recordStep('castling', 'short', 3);
  first.recordStep('castling', 'long', 2);
  const again = new ProgressStore(storage, { now });
  expect(again.stepStars('castling', 'short')).toBe(3);
  expect(again.stepStars('castling', 'long')).toBe(2);
  expect(again.stepStars('castling', 'black-short')).toBe(0);
  expect(JSON.parse(storage.getItem(STORAGE_KEY)).version).toBe(VERSION);
});

test('a better score replaces a worse one, never the other way round; stars stay 1..3', () => {
  const store = new ProgressStore(fakeStorage(), { now });
  store.recordStep('rook', 'stars', 1);
  expect(store.recordStep('rook', 'stars', 3)).toBe(3);
  expect(store.recordStep('rook', 'stars', 2)).toBe(3);
  expect(store.stepStars('rook', 'stars')).toBe(3);
  store.recordStep('rook', 'capture', 9);
  store.recordStep('rook', 'blocked', -4);
  expect(store.stepStars('rook', 'capture')).toBe(3);
  expect(store.stepStars('rook', 'blocked')).toBe(1);
});

test('each child has their own progress; the chosen child is remembered', () => {
  const storage = fakeStorage();
  const store = new ProgressStore(storage, { now });
  expect(store.child).toBe(DEFAULT_CHILD);
  store.recordStep('king', 'stars', 3);
  expect(store.setChild('  小明 ')).toBe('小明');
  expect(store.stepStars('king', 'stars')).toBe(0);
  store.recordStep('king', 'capture', 2);
  const again = new ProgressStore(storage, { now });
  expect(again.child).toBe('小明');
  expect(again.children().sort()).toEqual([DEFAULT_CHILD, '小明'].sort());
  expect(again.stepStars('king', 'capture')).toBe(2);
  expect(again.stepStars('king', 'stars', DEFAULT_CHILD)).toBe(3);
  expect(cleanName('a\u0000b\n')).toBe('ab');
  expect(again.setChild('   ')).toBe(DEFAULT_CHILD);
});

test('the summary counts only the lesson\'s current steps, and resume picks the first unsolved', () => {
  const store = new ProgressStore(fakeStorage(), { now });
  store.recordStep('pawn', 'two-squares', 3);
  store.recordStep('pawn', 'removed-step', 3);
  store.recordStep('pawn', 'capture', 2);
  const ids = ['two-squares', 'one-square', 'capture'];
  expect(store.summary('pawn', ids)).toEqual({ done: 2, total: 3, stars: 5, maxStars: 9, complete: false });
  expect(store.resumeStep('pawn', ids)).toBe('one-square');
  store.recordStep('pawn', 'one-square', 1);
  expect(store.summary('pawn', ids).complete).toBe(true);
  expect(store.resumeStep('pawn', ids)).toBe('two-squares');
});

test('reset clears the current child only (one lesson, or all)', () => {
  const store = new ProgressStore(fakeStorage(), { now });
  store.recordStep('a', 's1', 3);
  store.recordStep('b', 's1', 3);
  store.setChild('Li');
  store.recordStep('a', 's1', 2);
  store.reset('a');
  expect(store.stepStars('a', 's1')).toBe(0);
  store.setChild(DEFAULT_CHILD);
  expect(store.stepStars('a', 's1')).toBe(3);
  store.reset();
  expect(store.stepStars('a', 's1')).toBe(0);
  expect(store.stepStars('b', 's1')).toBe(0);
  store.setChild('Li');
  expect(store.children()).toContain('Li');
});

test.each([
  ['not JSON', '{"version": 1, "chi'],
  ['an old version', JSON.stringify({ version: 0, lessons: { castling: ['short'] } })],
  ['a newer version', JSON.stringify({ version: VERSION + 1, child: 'x', children: {} })],
  ['a wrong shape', JSON.stringify({ version: VERSION, child: 'default', lang: null, children: { default: { lessons: { x: { steps: { s: { stars: 'three' } } } } } } })],
  ['an array', '[]'],
  ['null', 'null'],
])('saved data that is %s is kept aside, not destroyed, and the store starts afresh', (label, raw) => {
  const storage = fakeStorage({ [STORAGE_KEY]: raw });
  const store = new ProgressStore(storage, { now });
  expect(store.keptAside).toMatch(new RegExp(`^${BACKUP_PREFIX}`));
  expect(storage.getItem(store.keptAside)).toBe(raw);
  expect(store.stepStars('castling', 'short')).toBe(0);
  store.recordStep('castling', 'short', 2);
  expect(storage.getItem(store.keptAside)).toBe(raw);
  expect(store.backups()).toEqual([store.keptAside]);
  expect(isValidData(JSON.parse(storage.getItem(STORAGE_KEY)))).toBe(true);
});

test('a second bad load does not overwrite the first backup', () => {
  const storage = fakeStorage({ [STORAGE_KEY]: 'garbage one' });
  const first = new ProgressStore(storage, { now: () => 5 });
  storage.setItem(STORAGE_KEY, 'garbage two');
  const second = new ProgressStore(storage, { now: () => 5 });
  expect(first.keptAside).not.toBe(second.keptAside);
  expect(storage.getItem(first.keptAside)).toBe('garbage one');
  expect(storage.getItem(second.keptAside)).toBe('garbage two');
});

test('a storage that throws (private mode, quota) never breaks the lesson', () => {
  const throwing = {
    getItem() { throw new Error('SecurityError'); },
    setItem() { throw new Error('QuotaExceededError'); },
    removeItem() {},
    key: () => null,
    length: 0,
  };
  const store = new ProgressStore(throwing, { now });
  expect(() => store.recordStep('castling', 'short', 3)).not.toThrow();
  expect(store.stepStars('castling', 'short')).toBe(3);
  const full = fakeStorage();
  full.setItem = () => { throw new Error('QuotaExceededError'); };
  const store2 = new ProgressStore(full, { now });
  expect(store2.save()).toBe(false);
  expect(store2.recordStep('a', 'b', 2)).toBe(2);
});

test('when unreadable data cannot be copied aside, it is left in place and never overwritten', () => {
  const storage = fakeStorage({ [STORAGE_KEY]: 'precious but broken' });
  const realSet = storage.setItem;
  storage.setItem = (key, value) => {
    if (key.startsWith(BACKUP_PREFIX)) throw new Error('QuotaExceededError');
    realSet(key, value);
  };
  const store = new ProgressStore(storage, { now });
  store.recordStep('castling', 'short', 3);
  expect(storage.getItem(STORAGE_KEY)).toBe('precious but broken');
  expect(store.stepStars('castling', 'short')).toBe(3);
});

test('the language choice is saved with the progress', () => {
  const storage = fakeStorage();
  new ProgressStore(storage, { now }).setLang('zh-Hant');
  expect(new ProgressStore(storage, { now }).lang).toBe('zh-Hant');
});

test('a lesson\'s three glyphs are its stars as a share of the most it gives, rounded, one at least once begun', () => {
  // a 10-step lesson gives at most 30 stars; each glyph stands for 10 of them
  const of30 = (done, stars) => starGlyphs({ done, stars, maxStars: 30 });
  expect(of30(0, 0)).toBe(0); // not begun
  expect(of30(1, 1)).toBe(1); // begun: one glyph, though 1 of 30 rounds to none
  expect(of30(10, 14)).toBe(1); // 1.4
  expect(of30(10, 16)).toBe(2); // 1.6
  expect(of30(10, 24)).toBe(2); // 2.4
  expect(of30(10, 26)).toBe(3); // 2.6
  expect(of30(10, 30)).toBe(3);
  expect(starGlyphs({ done: 0, stars: 0, maxStars: 0 })).toBe(0); // a lesson with no steps
});
