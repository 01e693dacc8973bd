// The lesson element's and the class page's state as data, without a DOM: which steps a lesson
// plays and where the child goes next (step-order.mjs), the pinyin and mute switches kept on the
// device (switches.mjs), what the step dots and the bar show (step-controls.mjs), and the class
// table's rows (class-table.mjs). Each expected value is the rule the module's header states.
import { jest } from '@jest/globals';
import { advancesAlone, nextIndex, openingIndex, playedSteps } from '../../web/lesson/step-order.mjs';
import { MUTE_KEY, PINYIN_KEY, muted, onPinyinChange, pinyinShown, setMuted, setPinyinShown } from '../../web/lesson/switches.mjs';
import { barState, dotStates } from '../../web/lesson/step-controls.mjs';
import { deviceSuffixes, tableRows } from '../../web/site/class/class-table.mjs';

// a step on the arbiter track (a claim written with the next move, 9.2) between two main-path steps
const LESSON = { id: 'l', steps: [{ id: 'a', text: {} }, { id: 'claim', article: '9.2', text: {} }, { id: 'c', success: { en: 'Yes' }, text: {} }] };

describe('step order', () => {
  test('the main path leaves out the arbiter track unless the track, the saved choice or the step asked for brings it', () => {
    const ids = (options) => playedSteps(LESSON, { track: null, askedId: null, savedWithArbiter: () => false, ...options }).map((step) => step.id);
    expect(ids({})).toEqual(['a', 'c']);
    expect(ids({ track: 'all' })).toEqual(['a', 'claim', 'c']);
    expect(ids({ savedWithArbiter: () => true })).toEqual(['a', 'claim', 'c']);
    expect(ids({ track: 'main', savedWithArbiter: () => true })).toEqual(['a', 'c']);
    expect(ids({ track: 'main', askedId: 'claim' })).toEqual(['a', 'claim', 'c']);
  });

  test('a lesson opens at the step asked for, else where the progress resumes, else the first', () => {
    const steps = LESSON.steps;
    expect(openingIndex(steps, 'c', 'a')).toBe(2);
    expect(openingIndex(steps, 'nowhere', 'claim')).toBe(1);
    expect(openingIndex(steps, null, 'gone')).toBe(0);
  });

  test('after the last step comes the end; only a step without success words, not the last, goes on alone, never at the projector', () => {
    const steps = [{ id: 'a' }, { id: 'b', success: { en: 'Yes' } }, { id: 'c' }];
    expect([0, 1, 2].map((n) => nextIndex(steps, n))).toEqual([1, 2, null]);
    expect([0, 1, 2].map((n) => advancesAlone(steps, n, { projector: false }))).toEqual([true, false, false]);
    expect(advancesAlone(steps, 0, { projector: true })).toBe(false);
  });
});

describe('the child\'s switches', () => {
  const realStorage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  afterEach(() => {
    if (realStorage) Object.defineProperty(globalThis, 'localStorage', realStorage);
    else delete globalThis.localStorage;
  });
  const useStorage = (value) => Object.defineProperty(globalThis, 'localStorage', { value, configurable: true, writable: true });

  test('pinyin is shown until hidden, kept under its key, and every listener hears the change', () => {
    const saved = new Map();
    useStorage({ getItem: (key) => saved.get(key) ?? null, setItem: (key, value) => saved.set(key, value), removeItem: (key) => saved.delete(key) });
    expect(pinyinShown()).toBe(true);
    const heard = jest.fn();
    const stop = onPinyinChange(heard);
    setPinyinShown(false);
    expect(saved.get(PINYIN_KEY)).toBe('hidden');
    expect(pinyinShown()).toBe(false);
    expect(heard).toHaveBeenCalledWith(false);
    stop();
    setPinyinShown(true);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(pinyinShown()).toBe(true);
  });

  test('mute is kept as "1" under its key and removed when sound comes back; a storage that throws keeps it for the page', () => {
    const saved = new Map();
    useStorage({ getItem: (key) => saved.get(key) ?? null, setItem: (key, value) => saved.set(key, value), removeItem: (key) => saved.delete(key) });
    expect(muted()).toBe(false);
    setMuted(true);
    expect(saved.get(MUTE_KEY)).toBe('1');
    expect(muted()).toBe(true);
    setMuted(false);
    expect(saved.has(MUTE_KEY)).toBe(false);
    const refuse = () => { throw new Error('no storage'); };
    useStorage({ getItem: refuse, setItem: refuse, removeItem: refuse });
    setMuted(true);
    expect(muted()).toBe(true);
    setPinyinShown(false);
    expect(pinyinShown()).toBe(false);
  });
});

describe('the step controls\' state', () => {
  test('a dot opens when its step is done, open, the first still to do, or at the projector', () => {
    const stars = { a: 3, b: 0, c: 0, d: 2 };
    const steps = Object.keys(stars).map((id) => ({ id }));
    const open = (projector) => dotStates({ steps, index: 0, starsOf: (id) => stars[id], projector }).map((dot) => dot.open);
    expect(open(false)).toEqual([true, true, false, true]);
    expect(open(true)).toEqual([true, true, true, true]);
  });

  test('the bar: 下一步 once solved (or solved before, or at the projector), 提示 only with hints, 重来 after a try', () => {
    const session = { step: { hints: ['h'] }, solved: false, hasHint: true, offersHint: false, mistakes: 0, childMoves: 0 };
    const bar = (over, state = {}) => barState({ index: 0, session: { ...session, ...over }, solvedBefore: false, projector: false, waiting: false, ...state });
    expect(bar({})).toMatchObject({ previousDisabled: true, nextDisabled: true, hintHidden: false, hintDisabled: false, retryHidden: true, answerHidden: true });
    expect(bar({ solved: true })).toMatchObject({ nextDisabled: false, nextPrimary: true, hintDisabled: true, retryHidden: false });
    expect(bar({}, { solvedBefore: true }).nextDisabled).toBe(false);
    expect(bar({}, { projector: true })).toMatchObject({ nextDisabled: false, answerHidden: false });
    expect(bar({ step: {}, childMoves: 1 })).toMatchObject({ hintHidden: true, retryHidden: false });
    expect(bar({}, { waiting: true })).toMatchObject({ waiting: true, answerDisabled: true });
  });
});

describe('the class table\'s rows', () => {
  const children = [
    { name: 'Mia', device: '12345678', lessons: { rook: { a: { stars: 3 }, b: { stars: 2, hints: 1 }, gone: { stars: 3 } } } },
    { name: 'Mia', device: '12349999', lessons: {} },
    { name: 'Ann', device: '', fromCode: true, lessons: { rook: { stars: 4, done: 2, hints: 0 } } },
  ];
  const options = (sort) => ({ stepIds: new Map([['rook', ['a', 'b', 'c']]]), sort, lang: 'en' });

  test('a file counts the steps the lesson has now; a code counts as it says; totals sort, equal names by device', () => {
    const rows = tableRows(children, [{ id: 'rook' }], options({ key: 'total', descending: true }));
    expect(rows.map((row) => [row.child.name, row.total])).toEqual([['Mia', 5], ['Ann', 4], ['Mia', 0]]);
    expect(rows[0].scores[0]).toEqual({ stars: 5, done: 2, total: 3, hints: 1 });
    expect(rows[1].scores[0]).toEqual({ stars: 4, done: 2, total: 3, hints: 0 });
    const byName = tableRows(children, [{ id: 'rook' }], options({ key: 'name', descending: false }));
    expect(byName.map((row) => `${row.child.name}${row.child.device}`)).toEqual(['Ann', 'Mia12345678', 'Mia12349999']);
  });

  test('two children of one name get the shortest device prefix, 4 digits at least, that tells them apart', () => {
    const rows = tableRows(children, [], options({ key: 'name', descending: false }));
    const tag = deviceSuffixes(rows);
    expect(rows.map((row) => tag(row.child))).toEqual([null, '12345', '12349']);
  });
});
