/**
 * <chess-board>'s events on their way to the page. A move the child made (`move` with by: 'user'),
 * and every event after it until then, reaches the page in a task after the frame that draws the move: the board draws it
 * first, and the page's own work for it (a move list, a lesson's checks) does not delay that frame.
 * A cancelable event (beforemove) is never held back, and first delivers the held ones, so the
 * page always sees events in the order they happened.
 */
export class HeldEvents {
  #target;
  #afterFrame;
  #held = null; // events waiting for the task after a move the child made
  #fromEarlierTask = false;

  /** `target`: the element the events are dispatched on; `afterFrame(callback)`: calls it in a
   *  task after the next frame, unless the board leaves the page first. */
  constructor(target, afterFrame) {
    this.#target = target;
    this.#afterFrame = afterFrame;
  }

  /** Dispatches (or holds) an event; returns dispatchEvent's answer, or true when held. */
  emit(type, detail, { cancelable = false } = {}) {
    const event = new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable });
    if (cancelable) this.deliverAll();
    else if (this.#held || (type === 'move' && detail.by === 'user')) {
      if (!this.#held) {
        this.#held = [];
        // Intents of the same input (a move, then the deselection) belong to that move's task.
        this.#fromEarlierTask = false;
        queueMicrotask(() => { this.#fromEarlierTask = true; });
        this.#afterFrame(() => this.deliverAll());
      }
      this.#held.push(event);
      return true;
    }
    return this.#target.dispatchEvent(event);
  }

  /** Delivers the events held since an earlier task (the last move's); true if there were any. */
  deliverEarlierMove() {
    if (!this.#held || !this.#fromEarlierTask) return false;
    this.deliverAll();
    return true;
  }

  deliverAll() {
    const events = this.#held;
    if (!events) return;
    // A listener may start a script move (its beforemove delivers the rest of this same list
    // first), or emit more events (they join the end of it), so the list drains in place.
    while (events.length) this.#target.dispatchEvent(events.shift());
    if (this.#held === events) this.#held = null;
  }
}
