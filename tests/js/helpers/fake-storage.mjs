// A localStorage stand-in over a Map (progress.mjs's own, string-only as localStorage is), for the
// progress tests, with the Map it saves into.
//   const storage = fakeStorage({ key: 'text' });   storage.map holds what was saved
import { memoryStorage } from '../../../web/lesson/progress.mjs';

/** @param {Record<string, string>} [initial] */
export function fakeStorage(initial = {}) {
  const map = new Map(Object.entries(initial));
  return Object.assign(memoryStorage(map), { map });
}
