// The child's two switches that outlast a lesson, kept on the device: pinyin shown or hidden, and
// sound muted. Each is one choice for the whole page and every later visit, read from and written
// to localStorage; where storage cannot be used, the choice lasts this page. The lessons on a page
// hear a change of pinyin (onPinyinChange) and redraw together. No DOM here: the element draws the
// switches (chess-lesson.mjs).
//
//   pinyinShown() → boolean     setPinyinShown(shown)     onPinyinChange(listener) → stop()
//   muted() → boolean           setMuted(muted)

export const PINYIN_KEY = 'chess-lessons:pinyin';
export const MUTE_KEY = 'chess-lessons:muted';

const storage = () => globalThis.localStorage;

// The state where storage cannot be used (a private window that throws, no localStorage at all).
const thisPage = { pinyin: true, muted: false };
const pinyinListeners = new Set();

/** Whether the pinyin over Chinese words is shown (the saved choice; shown when none is saved). */
export function pinyinShown() {
  try {
    return (storage()?.getItem(PINYIN_KEY) ?? (thisPage.pinyin ? 'shown' : 'hidden')) !== 'hidden';
  } catch {
    return thisPage.pinyin;
  }
}

/** Keeps the pinyin choice and tells every lesson on the page. */
export function setPinyinShown(shown) {
  thisPage.pinyin = Boolean(shown);
  try { storage()?.setItem(PINYIN_KEY, thisPage.pinyin ? 'shown' : 'hidden'); } catch { /* kept for this page only */ }
  for (const listener of pinyinListeners) listener(thisPage.pinyin);
}

/** Calls `listener(shown)` on each change of the pinyin choice; returns the function that stops it. */
export function onPinyinChange(listener) {
  pinyinListeners.add(listener);
  return () => pinyinListeners.delete(listener);
}

/** Whether the child muted the sound on this device. */
export function muted() {
  try {
    const saved = storage()?.getItem(MUTE_KEY);
    return saved === undefined ? thisPage.muted : saved === '1';
  } catch {
    return thisPage.muted;
  }
}

/** Keeps the child's mute. */
export function setMuted(on) {
  thisPage.muted = Boolean(on);
  try {
    if (thisPage.muted) storage()?.setItem(MUTE_KEY, '1');
    else storage()?.removeItem(MUTE_KEY);
  } catch { /* a storage that throws: the switch lasts this page */ }
}
