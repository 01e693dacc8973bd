// Applies options (from the element's attributes or a lesson's script) to the view state.
// Unknown keys and wrong types are programmer errors and throw a TypeError that names what
// was expected; a missing key leaves the state as it was.
import { MODES, isSquare, readDestinations, readPosition } from './state.mjs';
import { resolveBoardLang } from '../i18n/board.mjs';
import { matchLang } from '../i18n/lang.mjs';

const HIGHLIGHT_KINDS = ['good', 'bad', 'hint'];
const MARKER_KINDS = ['star', 'target'];

export const CONFIG_KEYS = [
  'position', 'orientation', 'interactive', 'coordinates', 'lang', 'mode', 'sound',
  'movableColor', 'dests', 'lastMove', 'check', 'highlights', 'arrows', 'markers', 'attacked',
  'animationMs', 'dragThreshold', 'stylesheetHref',
];

function expect(condition, message) {
  if (!condition) throw new TypeError(`board config: ${message}`);
}

export function readSquareOrNull(value, what) {
  expect(value == null || isSquare(value), `${what} must be a square like "e4" or null`);
  return value || null;
}

export function readLastMove(value) {
  if (value == null) return null;
  const pair = typeof value === 'string' ? [value.slice(0, 2), value.slice(2, 4)] : value;
  expect(Array.isArray(pair) && pair.length === 2 && pair.every(isSquare), 'lastMove must be [from, to] or "e2e4"');
  return [pair[0], pair[1]];
}

/** A list of squares, each a name or {square, kind} with kind one of `kinds`: a map square → kind. */
function readSquareKinds(value, what, kinds, defaultKind) {
  const out = new Map();
  for (const item of value || []) {
    const { square, kind = defaultKind } = typeof item === 'string' ? { square: item } : item;
    expect(isSquare(square) && kinds.includes(kind), `${what}: expected {square, kind: ${kinds.join('|')}}`);
    out.set(square, kind);
  }
  return out;
}

export function readHighlights(value) {
  return readSquareKinds(value, 'highlights', HIGHLIGHT_KINDS, 'hint');
}

export function readArrows(value) {
  return (value || []).map((item) => {
    const { from, to, kind = 'good' } = item || {};
    expect(isSquare(from) && isSquare(to) && from !== to && HIGHLIGHT_KINDS.includes(kind),
      `arrows: expected {from, to, kind: ${HIGHLIGHT_KINDS.join('|')}} with two different squares`);
    return { from, to, kind };
  });
}

export function readMarkers(value) {
  return readSquareKinds(value, 'markers', MARKER_KINDS, 'star');
}

export function readSquareSet(value, what) {
  const list = value instanceof Set ? [...value] : value || [];
  expect(Array.isArray(list) && list.every(isSquare), `${what} must be an array of squares`);
  return new Set(list);
}

/** The page's language, then the browser's, mapped to one of ours (English if neither fits). */
export function defaultLang(doc) {
  const pageLang = matchLang(doc?.documentElement?.lang);
  if (pageLang) return pageLang;
  const nav = doc?.defaultView?.navigator;
  for (const tag of nav?.languages?.length ? nav.languages : [nav?.language]) {
    const lang = matchLang(tag);
    if (lang) return lang;
  }
  return 'en';
}

export function applyConfig(state, config = {}) {
  for (const key of Object.keys(config)) expect(CONFIG_KEYS.includes(key), `unknown option "${key}"`);
  const has = (key) => config[key] !== undefined;
  if (has('position')) state.pieces = readPosition(config.position);
  if (has('orientation')) {
    expect(config.orientation === 'white' || config.orientation === 'black', 'orientation must be "white" or "black"');
    state.orientation = config.orientation;
  }
  if (has('mode')) {
    expect(MODES.includes(config.mode), `mode must be one of ${MODES.join(', ')}`);
    state.mode = config.mode;
    // A piece picked up is put down, unless the controller holds it selected.
    state.selected = state.forcedSelection;
    state.trayTool = null;
    state.drag = null;
  }
  for (const key of ['interactive', 'coordinates', 'sound']) {
    if (has(key)) {
      expect(typeof config[key] === 'boolean', `${key} must be true or false`);
      state[key] = config[key];
    }
  }
  if (has('lang')) {
    state.lang = resolveBoardLang(config.lang);
  }
  if (has('movableColor')) {
    expect(['white', 'black', 'both', null].includes(config.movableColor), 'movableColor must be "white", "black", "both" or null');
    state.movableColor = config.movableColor;
  }
  if (has('dests')) state.dests = readDestinations(config.dests);
  if (has('lastMove')) state.lastMove = readLastMove(config.lastMove);
  if (has('check')) state.check = readSquareOrNull(config.check, 'check');
  if (has('highlights')) state.highlights = readHighlights(config.highlights);
  if (has('arrows')) state.arrows = readArrows(config.arrows);
  if (has('markers')) state.markers = readMarkers(config.markers);
  if (has('attacked')) state.attacked = readSquareSet(config.attacked, 'attacked');
  if (has('animationMs')) {
    expect(Number.isFinite(config.animationMs) && config.animationMs >= 0, 'animationMs must be a number ≥ 0');
    state.animationMs = config.animationMs;
  }
  if (has('dragThreshold')) {
    const value = config.dragThreshold;
    const table = typeof value === 'number' ? { mouse: value, pen: value, touch: value } : value;
    expect(table && Object.values(table).every((n) => Number.isFinite(n) && n >= 0), 'dragThreshold must be a number or {mouse, pen, touch}');
    state.dragThreshold = { ...state.dragThreshold, ...table };
  }
  if (state.selected && !state.pieces.has(state.selected)) state.selected = null;
  return state;
}
