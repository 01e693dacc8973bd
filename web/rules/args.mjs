// The argument checks of the rules API, the search engine and the search worker's client: a
// programmer's mistake throws a TypeError that says what was expected (index.d.ts, "Conventions").
// Colours: the API answers with 'w' and 'b' (index.d.ts Color) and takes every spelling of
// ColorName, 'w' / 'white' and 'b' / 'black'.

/** A value as an error message names it: `the string "e9"`, `a number`, `null`. */
export function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)}`;
  return `${typeof value === 'object' ? 'an' : 'a'} ${typeof value}`;
}

export function expectString(value, what) {
  if (typeof value !== 'string') throw new TypeError(`${what} must be a string, got ${describe(value)}`);
}

/** An options object, or {} for undefined. */
export function expectOptions(value, what) {
  if (value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value)))
    throw new TypeError(`${what} must be an options object or left out, got ${describe(value)}`);
  return value ?? {};
}

/** true or false; undefined is false. */
export function expectBoolean(value, what) {
  if (value !== undefined && typeof value !== 'boolean') throw new TypeError(`${what} must be true or false, got ${describe(value)}`);
  return value === true;
}

/** A ColorName → the core's colour, CHESS_WHITE (0) or CHESS_BLACK (1). */
export function colorIndex(color, what) {
  if (color === 'w' || color === 'white') return 0;
  if (color === 'b' || color === 'black') return 1;
  throw new TypeError(`${what} must be 'w', 'white', 'b' or 'black', got ${describe(color)}`);
}

/** The core's colour (0 or 1) → the API's Color. */
export function colorOf(index) {
  return index === 1 ? 'b' : 'w';
}

/** The names a value may take, as a message lists them: "'play', 'defend' or 'hint'". */
export function oneOf(names) {
  const quoted = names.map((name) => `'${name}'`);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}
