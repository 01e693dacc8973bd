// Turns Pointer Events and keys into state transitions and intents.
//
// Pointer Events start on the board (pointerdown on the view's container) and are followed on
// the document (pointermove, pointerup, pointercancel), so a drag that leaves the board still
// ends cleanly. A press becomes a drag only past a small threshold (state.dragThreshold), so a
// shaky tap is still a tap.
//
// Scrolling: the board uses `touch-action: manipulation`, and only squares with a piece (and the
// tray's pieces) use `touch-action: none`, while the board takes input at all (in tap mode, or
// locked, no square does). A swipe that starts on an empty square or outside the board scrolls
// the page as usual; a finger on a piece is the board's (a piece the child may not move then
// does nothing): which side may move changes with every move, and restyling the squares of
// one side then the other would cost each move's frame. If the browser takes a gesture for scrolling it sends
// pointercancel, which forgets the press without moving anything. The board fills a phone's
// width, so making all of it `touch-action: none` would trap a child's page.
import {
  activateFocus, cancelPointer, escape, choosePromotion, moveFocus, movePointer, pressSquare,
  pressTray, releasePointer, squareAtPoint,
} from './state.mjs';

const ARROWS = {
  ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0],
  Home: [-8, 0], End: [8, 0], PageUp: [0, -8], PageDown: [0, 8],
};

/** Attaches every listener the view needs; returns a function that removes all of them. */
export function bindInput(view) {
  const { dom, state } = view;
  const doc = dom.container.ownerDocument;
  const bindings = [];
  const on = (target, type, handler, options) => {
    target.addEventListener(type, handler, options);
    bindings.push([target, type, handler, options]);
  };

  const pointOf = (event) => ({
    x: event.clientX,
    y: event.clientY,
    pointerId: event.pointerId,
    pointerType: event.pointerType || 'mouse',
  });

  on(dom.container, 'pointerdown', (event) => {
    // The hand-drawing tool takes a right-button press, and every press in its draw mode.
    if (view.drawing && view.drawing.pointerDown(event)) return;
    if (event.isPrimary === false || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const target = event.target;
    if (!target || typeof target.closest !== 'function') return;
    const trayButton = target.closest('.cb-tray [data-tool]');
    const cell = trayButton ? null : target.closest('.cb-cell');
    if (!trayButton && !cell) return;
    state.keyboardActive = false;
    const intents = trayButton
      ? pressTray(state, trayButton.dataset.tool, pointOf(event))
      : pressSquare(state, cell.dataset.square, pointOf(event));
    // A mouse press on a piece would otherwise start a text selection or a native drag.
    if (state.drag && !state.drag.tap && event.pointerType === 'mouse') event.preventDefault();
    view.dispatch(intents);
  });

  on(doc, 'pointermove', (event) => {
    const drag = state.drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    // A mouse released outside the window sends no pointerup: its next move has no button down.
    if (event.pointerType === 'mouse' && event.buttons === 0) {
      if (cancelPointer(state)) view.requestRedraw();
      return;
    }
    // A drag's frame moves the lifted piece alone; the first one lifts it (renderer.lift).
    if (movePointer(state, event.clientX, event.clientY)) view.requestDragFrame();
  }, { passive: true });

  on(doc, 'pointerup', (event) => {
    const drag = state.drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    movePointer(state, event.clientX, event.clientY);
    const square = squareAtPoint(event.clientX, event.clientY, view.boardRect(), state.orientation);
    view.dispatch(releasePointer(state, square));
  });

  // A scroll moves the board under a drag: its bounds are read again at the next frame.
  on(doc, 'scroll', () => {
    if (!view.renderer.dragRect) return;
    view.renderer.dragRect = null;
    view.requestRedraw();
  }, { capture: true, passive: true });

  on(doc, 'pointercancel', (event) => {
    if (state.drag && event.pointerId === state.drag.pointerId && cancelPointer(state)) view.requestRedraw();
  });

  // A long press on a phone would open the context menu over the piece being held. During a drag
  // the layer above the squares takes the pointer (it shows the grabbing cursor), so it too.
  for (const target of [dom.board, dom.layer]) on(target, 'contextmenu', (event) => event.preventDefault());

  on(dom.container, 'keydown', (event) => {
    if (event.key === 'Escape') {
      if (view.drawing && view.drawing.cancel()) {
        event.preventDefault();
        return;
      }
      const had = state.promotion || state.drag || state.trayTool || state.selected;
      if (had) {
        event.preventDefault();
        view.dispatch(escape(state));
      }
      return;
    }
    if (!event.target || typeof event.target.closest !== 'function' || !event.target.closest('.cb-board')) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      moveFocus(state, arrow[0], arrow[1]);
      view.requestRedraw();
    } else if (event.key === 'Enter' || event.key === ' ' || event.key === 'Spacebar') {
      event.preventDefault();
      if (view.drawing && view.drawing.keyPress(state.focus || (state.orientation === 'black' ? 'h8' : 'a1'))) return;
      view.dispatch(activateFocus(state));
    }
  });

  on(dom.container, 'focusin', (event) => {
    const cell = event.target && typeof event.target.closest === 'function' && event.target.closest('.cb-cell');
    if (cell && state.focus !== cell.dataset.square) {
      state.focus = cell.dataset.square;
      view.requestRedraw();
    }
  });

  on(dom.container, 'click', (event) => {
    const target = event.target;
    if (!target || typeof target.closest !== 'function') return;
    const button = target.closest('button');
    if (!button || !dom.container.contains(button)) return;
    const action = button.dataset.action;
    if (action === 'promote') view.dispatch(choosePromotion(state, button.dataset.piece));
    else if (action === 'promote-cancel') view.dispatch(choosePromotion(state, null));
    // Tray buttons: pointers are handled on pointerdown (tap or drag); a click with detail 0
    // comes from the keyboard or a screen reader.
    else if (button.dataset.tool && event.detail === 0) view.dispatch(pressTray(state, button.dataset.tool, null));
  });

  return function unbind() {
    for (const [target, type, handler, options] of bindings) target.removeEventListener(type, handler, options);
    bindings.length = 0;
  };
}
