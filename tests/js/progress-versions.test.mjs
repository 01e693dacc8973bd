// Every earlier version of saved progress still loads, its stars unchanged: one fixture of each,
// made by the code of its time (tests/js/fixtures/progress-store-v1.json: what version 1's
// ProgressStore saved; progress-file-v1.json: what version 1's makeProgressFile wrote). The stars
// expected are the ones those stores were given, written here by hand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ProgressStore, STORAGE_KEY, VERSION } from '../../web/lesson/progress.mjs';
import { FILE_VERSION, parseProgressFile } from '../../web/lesson/progress-file.mjs';
import { loadClassText } from '../../web/i18n/class.mjs';
import { fakeStorage } from './helpers/fake-storage.mjs';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const fixture = (name) => readFileSync(path.join(FIXTURES, name), 'utf8');

const storageWith = (text) => fakeStorage({ [STORAGE_KEY]: text });

test('saved progress of version 1 loads with its stars, its children and its language; counts not known; saved again as the current version', () => {
  expect(VERSION).toBe(2);
  const storage = storageWith(fixture('progress-store-v1.json'));
  const store = new ProgressStore(storage);
  expect(store.keptAside).toBeNull();
  expect(store.child).toBe('小红');
  expect(store.lang).toBe('zh-Hans');
  expect(store.children().sort()).toEqual(['default', '小红'].sort());
  expect(store.stepStars('board', 'aim')).toBe(2);
  expect(store.stepStars('board', 'white-first')).toBe(3);
  expect(store.stepStars('rook', 'first-star', 'default')).toBe(3);
  expect(store.stepStars('rook', 'stars', 'default')).toBe(2);
  expect(store.stepRecord('board', 'aim')).toMatchObject({ stars: 2, hints: null, nudges: null, mistakes: null });
  expect(store.summary('board', ['aim', 'white-first', 'black-turn'])).toMatchObject({ done: 2, stars: 5 });
  expect(store.hasTeacher()).toBe(false);
  // a new try of as many stars, with its counts known, replaces the unknown one; fewer stars never do
  expect(store.recordStep('board', 'aim', { stars: 2, hints: 1 })).toBe(2);
  expect(store.stepRecord('board', 'aim')).toMatchObject({ stars: 2, hints: 1, nudges: 0, mistakes: 0 });
  expect(store.recordStep('board', 'white-first', { stars: 2 })).toBe(3);
  const saved = JSON.parse(storage.map.get(STORAGE_KEY));
  expect(saved.version).toBe(2);
  const again = new ProgressStore(storage);
  expect(again.stepStars('rook', 'stars', 'default')).toBe(2);
  expect(again.stepStars('board', 'white-first')).toBe(3);
});

test('a progress file of version 1 loads with its stars unchanged', async () => {
  await loadClassText('en');
  expect(FILE_VERSION).toBe(2);
  const parsed = parseProgressFile(fixture('progress-file-v1.json'), 'en');
  expect(parsed.ok).toBe(true);
  expect(parsed.value).toMatchObject({ name: '王小明', device: '3f9a0c41d2b7e856', exported: '2026-05-01T08:30:00.000Z', version: 1 });
  const stars = Object.fromEntries(Object.entries(parsed.value.lessons).map(([id, steps]) => [id, Object.fromEntries(Object.entries(steps).map(([step, s]) => [step, s.stars]))]));
  expect(stars).toEqual({ board: { aim: 3, 'white-first': 2, 'black-turn': 1 }, rook: { 'first-star': 3, stars: 2 }, 'touch-move': { 'own-piece': 1 } });
  expect(parsed.value.lessons.rook.stars).toEqual({ stars: 2, hints: null, nudges: null, mistakes: null });
  // and a changed star in it is still refused
  const changed = fixture('progress-file-v1.json').replace('"aim": 3', '"aim": 2');
  expect(parseProgressFile(changed, 'en').error.code).toBe('CHECKSUM');
});

test('naming the unnamed child moves its progress and assignments to the name: one name, the profile\'s', () => {
  const store = new ProgressStore(storageWith('null'));
  store.recordStep('rook', 'a', { stars: 2, hints: 1 });
  store.addAssignment({ id: 'K7P2', title: '第3周', week: 'W3', lessons: ['rook'] });
  store.setChild('小明');
  store.recordStep('rook', 'a', 3);
  store.setChild('default');
  expect(store.nameChild('小明')).toBe('小明');
  expect(store.stepStars('rook', 'a')).toBe(3);
  expect(store.hasTeacher()).toBe(true);
  expect(store.stepStars('rook', 'a', 'default')).toBe(0);
});
