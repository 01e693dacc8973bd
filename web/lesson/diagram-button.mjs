// Two buttons that save the position a <chess-board> shows as a picture (PNG or SVG), for a slide or
// a worksheet of the teacher's own: the lesson's teacher section holds them, and any page with a
// board can (the editor, /play/). They use the board's documented saveDiagram(); the words are
// web/i18n/diagram.<lang>.mjs's `save`.
//
//   container.append(diagramButtons(document, board, 'zh-Hans', { filename: 'rook-first-star' }))
import { loadDiagramText } from '../i18n/diagram.mjs';

/**
 * A labelled group of two buttons, PNG and SVG, that call `board.saveDiagram({format, filename})`
 * (`board` a <chess-board>, or a function that returns the one to save at the time of the press).
 * The words load in `lang` and fill the buttons when they arrive. `filename` has no extension;
 * `className` is added to each button (the page's own button style).
 */
export function diagramButtons(doc, board, lang, { filename = 'diagram', className = '' } = {}) {
  const group = doc.createElement('div');
  group.className = 'diagram-save';
  // side by side with a gap, whatever the page's stylesheet (set through the CSSOM, which the CSP allows)
  group.style.cssText = 'display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.3rem 0;';
  group.setAttribute('role', 'group');
  const buttons = ['png', 'svg'].map((format) => {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = `${className} diagram-save-${format}`.trim();
    button.dataset.format = format;
    button.textContent = format.toUpperCase();
    button.addEventListener('click', () => {
      const target = typeof board === 'function' ? board() : board;
      target?.saveDiagram({ format, filename: `${filename}.${format}` }).catch(() => {});
    });
    return button;
  });
  group.append(...buttons);
  loadDiagramText(lang).then((words) => {
    group.setAttribute('aria-label', words.save.label);
    for (const button of buttons) button.textContent = words.save[button.dataset.format];
  }).catch(() => {});
  return group;
}
