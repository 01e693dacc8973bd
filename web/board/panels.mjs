// The parts drawn over and beside the board on demand: the promotion chooser (a dialog over the
// board, focus moved into it and back) and the setup tray (made the first time the board is in
// setup mode). `view` is the Renderer.
import { el, setAttr, setHidden } from './dom.mjs';
import { createPieceSvg } from './pieces.mjs';
import { REMOVE_TOOL } from './state.mjs';
import { boardStrings, pieceName } from '../i18n/board.mjs';

const TRAY_PIECES = ['K', 'Q', 'R', 'B', 'N', 'P', 'k', 'q', 'r', 'b', 'n', 'p'];

function fillTray(dom, doc) {
  for (const piece of TRAY_PIECES) {
    const button = el(doc, 'button', 'cb-button cb-tray-piece', { type: 'button', 'data-tool': piece, 'aria-pressed': 'false' });
    button.appendChild(createPieceSvg(doc, piece));
    dom.tray.appendChild(button);
  }
  dom.removeButton = el(doc, 'button', 'cb-button cb-tray-remove', { type: 'button', 'data-tool': REMOVE_TOOL, 'aria-pressed': 'false' });
  dom.tray.appendChild(dom.removeButton);
}

export function renderPromotion(view, state) {
  const { promotion } = view.dom;
  const key = state.promotion ? `${state.promotion.color}:${state.promotion.from}${state.promotion.to}:${state.lang}` : '';
  if (key === view.promotionKey) return;
  view.promotionKey = key;
  const active = view.dom.container.getRootNode().activeElement;
  const hadFocus = Boolean(active && promotion.contains(active));
  while (promotion.firstChild) promotion.firstChild.remove();
  if (!state.promotion) {
    promotion.hidden = true;
    // Focus was in the chooser that just closed: give it back to the board.
    if (hadFocus) view.pendingFocus = view.dom.cellBySquare.get(state.focus || state.selected || state.lastMove?.[1] || 'a1').el;
    return;
  }
  const strings = boardStrings[state.lang];
  const panel = el(view.doc, 'div', 'cb-promotion-panel');
  const title = el(view.doc, 'p', 'cb-promotion-title', { id: 'cb-promotion-title' });
  title.textContent = strings.promotionTitle;
  const choices = el(view.doc, 'div', 'cb-promotion-choices');
  for (const kind of ['q', 'r', 'b', 'n']) {
    const piece = state.promotion.color === 'black' ? kind : kind.toUpperCase();
    const button = el(view.doc, 'button', 'cb-button cb-promotion-choice', {
      type: 'button', 'data-action': 'promote', 'data-piece': kind, 'aria-label': pieceName(state.lang, piece),
    });
    button.appendChild(createPieceSvg(view.doc, piece));
    choices.appendChild(button);
  }
  const cancel = el(view.doc, 'button', 'cb-button cb-promotion-cancel', { type: 'button', 'data-action': 'promote-cancel' });
  cancel.textContent = strings.cancel;
  panel.append(title, choices, cancel);
  promotion.setAttribute('aria-label', strings.promotionTitle);
  promotion.appendChild(panel);
  promotion.hidden = false;
  view.pendingFocus = choices.firstChild;
}

export function renderTray(view, state) {
  const { tray } = view.dom;
  setHidden(tray, state.mode !== 'setup');
  if (tray.hidden) return;
  if (!view.dom.removeButton) {
    fillTray(view.dom, view.doc);
    for (const button of tray.querySelectorAll('.cb-tray-piece')) button.setAttribute('aria-label', pieceName(state.lang, button.dataset.tool));
    view.dom.removeButton.textContent = boardStrings[state.lang].removeTool;
  }
  for (const button of tray.querySelectorAll('button')) {
    setAttr(button, 'aria-pressed', String(state.trayTool === button.dataset.tool));
  }
}
