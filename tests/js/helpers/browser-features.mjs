// jsdom lacks constructed stylesheets (adoptedStyleSheets, CSSStyleSheet.replaceSync), which every
// browser <chess-board> supports has (web/play/support.mjs); without them the element shows its
// "this browser is too old" sentence instead of a board. This gives a jsdom window a stand-in:
// sheets keep their text and are adopted as a plain list, with no styling done (jsdom does none).
export function addConstructedStylesheets(win) {
  if (!('replaceSync' in win.CSSStyleSheet.prototype)) {
    win.CSSStyleSheet.prototype.replaceSync = function replaceSync(text) { this.cssText = String(text); };
  }
  for (const owner of [win.Document.prototype, win.ShadowRoot.prototype]) {
    if ('adoptedStyleSheets' in owner) continue;
    const adopted = new WeakMap();
    Object.defineProperty(owner, 'adoptedStyleSheets', {
      configurable: true,
      get() { return adopted.get(this) ?? []; },
      set(list) { adopted.set(this, [...list]); },
    });
  }
}
