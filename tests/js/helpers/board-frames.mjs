// The animation frames a <chess-board> asks for in jsdom, held until a test runs them, so that a
// test sees what the board draws frame by frame. Call once at the top of a test file: it adds the
// hooks that give each test its own frames and an empty page.
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
