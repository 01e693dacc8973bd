// The editor's undo history (web/site/editor/history.mjs) without a DOM: a field's typing is one
// step, another edit or an undo ends it, an edit after an undo drops the redo, the limit drops the
// oldest, and an unchanged snapshot records nothing.
import { createHistory } from '../../web/site/editor/history.mjs';

test('a field\'s typing is one step; a step added is another; undo and redo go back and forth', () => {
  const history = createHistory();
  history.reset('a');
  expect(history.canUndo()).toBe(false);
  history.record('ab', 'title');
  history.record('abc', 'title');
  history.record('abcd', 'title');
  history.record('abcd+step');
  expect(history.position()).toBe('2/3');
  expect(history.travel(-1)).toBe('abcd');
  expect(history.travel(-1)).toBe('a');
  expect(history.travel(-1)).toBeNull();
  expect(history.canRedo()).toBe(true);
  expect(history.travel(1)).toBe('abcd');
  expect(history.travel(1)).toBe('abcd+step');
  expect(history.travel(1)).toBeNull();
});

test('typing in the same field after an undo starts a new step, and drops the undone edits', () => {
  const history = createHistory();
  history.reset('a');
  history.record('ab', 'title');
  history.record('ab2');
  history.travel(-1);
  history.record('abx', 'title');
  expect(history.canRedo()).toBe(false);
  expect(history.position()).toBe('2/3');
  expect(history.travel(-1)).toBe('ab');
});

test('the first edit of a new history is a step of its own; nothing changed records nothing', () => {
  const history = createHistory();
  history.reset('a');
  expect(history.record('a', 'title')).toBe(false);
  history.record('b', 'title');
  history.record('c', 'title');
  expect(history.travel(-1)).toBe('a');
});

test('the limit keeps the newest snapshots', () => {
  const history = createHistory(3);
  history.reset('0');
  for (const n of ['1', '2', '3', '4']) history.record(n);
  expect(history.position()).toBe('2/3');
  expect(history.travel(-1)).toBe('3');
  expect(history.travel(-1)).toBe('2');
  expect(history.travel(-1)).toBeNull();
});
