// @ts-check
// The lesson's rewards, loaded on the first success: the stars of a solved step fly to its dot
// (Web Animations, about 600 ms; nothing moves under prefers-reduced-motion: reduce), and a short
// success tune synthesised with Web Audio (no audio file to download) by the board's playNotes, as
// its move sounds are. The AudioContext is made on the child's tap (unlockSound), because browsers
// start sound only after a user gesture; the tap also fetches the board's sounds module.
import { loadSounds } from '../board/api.mjs';

const FLIGHT_MS = 600;

// [frequency Hz, start s, length s, peak gain, wave]: a rising major arpeggio, C6 E6 G6, with a
// softer attack than a move's click
/** @type {ReadonlyArray<readonly [number, number, number, number, OscillatorType]>} */
const TUNE = [[1047, 0, 0.12, 0.2, 'sine'], [1319, 0.09, 0.12, 0.2, 'sine'], [1568, 0.18, 0.22, 0.22, 'sine']];
const TUNE_ATTACK_S = 0.015;

/** @type {Awaited<ReturnType<typeof loadSounds>> | null} */
let sounds = null;

/** @type {AudioContext | null} */
let context = null;

/** Whether the page asks for no motion. */
function reducedMotion(win) {
  return Boolean(win.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}

/**
 * A solved step's reward on the runner's screen (`parts`, layout.mjs's): the stars in the feedback
 * line fly to the open step's dot inside `layer`, and the tune plays if `sound` is on.
 * @param {{parts: {feedback: Element, dots: Element}, layer: HTMLElement, stars: number, sound: boolean}} options
 */
export function rewardStep({ parts, layer, stars, sound }) {
  const from = parts.feedback.querySelector('.cl-stars');
  const to = parts.dots.querySelector('.cl-dot.is-current');
  if (from && to) flyStars({ from, to, layer, count: stars });
  if (sound) playSuccess();
}

/**
 * Flies `count` star glyphs from `from` (the feedback's stars) to `to` (the step's dot) inside
 * `layer` (a positioned element of the lesson's shadow root). Resolves when they have landed.
 * @param {{from: Element, to: Element, layer: HTMLElement, count: number}} options
 */
export function flyStars({ from, to, layer, count }) {
  const doc = layer.ownerDocument;
  const win = doc.defaultView;
  if (!win || reducedMotion(win) || typeof layer.animate !== 'function' || count < 1) return Promise.resolve();
  const base = layer.getBoundingClientRect();
  const start = from.getBoundingClientRect();
  const end = to.getBoundingClientRect();
  const flights = [];
  for (let n = 0; n < count; n += 1) {
    const star = doc.createElement('span');
    star.className = 'cl-flying-star';
    star.textContent = '★';
    star.setAttribute('aria-hidden', 'true');
    const x0 = start.left - base.left + n * 14;
    const y0 = start.top - base.top;
    const dx = end.left + end.width / 2 - base.left - x0 - 8;
    const dy = end.top + end.height / 2 - base.top - y0 - 8;
    star.style.left = `${x0}px`;
    star.style.top = `${y0}px`;
    layer.appendChild(star);
    const flight = star.animate([
      { transform: 'translate(0, 0) scale(1.6)', opacity: 1 },
      { transform: `translate(${dx / 2}px, ${dy / 2 - 40}px) scale(1.3)`, opacity: 1, offset: 0.5 },
      { transform: `translate(${dx}px, ${dy}px) scale(0.6)`, opacity: 0.3 },
    ], { duration: FLIGHT_MS, delay: n * 90, easing: 'ease-in-out', fill: 'backwards' });
    flights.push(flight.finished.catch(() => {}).then(() => star.remove()));
  }
  return Promise.all(flights).then(() => {
    if (typeof to.animate === 'function') to.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.35)' }, { transform: 'scale(1)' }], { duration: 250 });
  });
}

/** Makes (or wakes) the AudioContext; call it from the child's tap. False where there is no audio. */
export function unlockSound(win = globalThis) {
  const AudioContextClass = win.AudioContext || /** @type {any} */ (win).webkitAudioContext;
  if (!AudioContextClass) return false;
  try {
    context = context || new AudioContextClass();
    if (context.state === 'suspended') context.resume().catch(() => {});
    if (!sounds) loadSounds().then((module) => { sounds = module; }, () => {}); // offline: no tune
    return true;
  } catch {
    return false; // a page without audio keeps working silently
  }
}

/** Plays the success tune, if a tap made the AudioContext (unlockSound) and fetched the sounds. */
export function playSuccess() {
  if (!context || !sounds) return false;
  try {
    sounds.playNotes(context, TUNE, TUNE_ATTACK_S);
    return true;
  } catch {
    return false;
  }
}
