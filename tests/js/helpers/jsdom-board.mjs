// <chess-board> in jsdom. Importing this module gives jsdom's window what the board and the rules
// API need and browsers have (the text encoders, constructed stylesheets); import it before them.
// holdBoardFrames() holds the animation frames the board asks for until a test runs them, so that a
// test sees what the board draws frame by frame. Call it once at the top of a test file: it adds
// the hooks that give each test its own frames and an empty page.
import { TextDecoder, TextEncoder } from 'node:util';
import { addConstructedStylesheets } from './browser-features.mjs';

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
addConstructedStylesheets(window);

/** @returns {{flushOnce: () => void, flushAll: () => void}} */
export function holdBoardFrames() {
  /** @type {FrameRequestCallback[]} */
  let frames = [];
  beforeEach(() => {
    frames = [];
    window.requestAnimationFrame = (callback) => frames.push(callback);
    window.cancelAnimationFrame = () => {};
  });
  afterEach(() => {
    document.body.replaceChildren();
  });
  const runDue = () => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(0);
  };
  return {
    /** Runs the frames asked for so far, not those they ask for in turn. */
    flushOnce: runDue,
    /** Runs frames until none is asked for. */
    flushAll: () => { while (frames.length) runDue(); },
  };
}
