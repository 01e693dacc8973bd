// <chess-board>'s attributes read as values: which are boolean and their defaults, the modes, who
// may move, the board's language, and whose pieces a child may pick up before the rules arrive.
// chess-board.d.ts and docs/board.md document the attributes themselves.
import { matchLang } from '../i18n/lang.mjs';

export const BOOLEAN_ATTRIBUTES = ['interactive', 'coordinates', 'touch-move', 'sound', 'controls', 'draw'];
export const DEFAULTS = { interactive: false, coordinates: true, 'touch-move': false, sound: false, controls: false, draw: false };
export const MODES = ['play', 'free', 'setup', 'tap'];
// The modes in which a press before the rules have arrived is held and judged later; in setup and
// free mode (a teacher's) the board takes input once they are there.
export const EARLY_MODES = ['play', 'tap'];
export const VIEW_CALLBACKS = ['onMove', 'onSelect', 'onPromotion', 'onPlace', 'onRemove', 'onTap'];
export const MOVABLE = ['white', 'black', 'both', 'none'];

/** The language of a board: its own or an ancestor's `lang`, else the browser's, else English. */
export function langOf(element) {
  const own = element.closest?.('[lang]')?.getAttribute('lang');
  const nav = globalThis.navigator;
  return matchLang(own) ?? matchLang(nav?.languages?.[0]) ?? matchLang(nav?.language) ?? 'en';
}

export function readBoolean(element, name) {
  if (!element.hasAttribute(name)) return DEFAULTS[name];
  return element.getAttribute(name) !== 'false';
}

export function readMode(element) {
  const mode = element.getAttribute('mode');
  return MODES.includes(mode) ? mode : 'play';
}

export function readMovable(element) {
  const movable = element.getAttribute('movable');
  return MOVABLE.includes(movable) ? movable : null;
}

/** Whose pieces the child may pick up before the rules have arrived: `movable`, else the side to
 *  move that the fen names (White without one). */
export function earlyMovable(element) {
  const movable = readMovable(element);
  if (movable) return movable === 'none' ? null : movable;
  return (element.getAttribute('fen') || '').trim().split(/\s+/)[1] === 'b' ? 'black' : 'white';
}
