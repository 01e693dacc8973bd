// A localStorage stand-in over a Map, with the same string-only behaviour, for the progress tests.
//   const storage = fakeStorage({ key: 'text' });   storage.map holds what was saved

/** @param {Record<string, string>} [initial] */
export function fakeStorage(initial = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => (map.has(key) ? map.get(key) : null),
    setItem: (key, value) => { map.set(key, String(value)); },
    removeItem: (key) => { map.delete(key); },
    key: (n) => [...map.keys()][n] ?? null,
    get length() { return map.size; },
  };
}
