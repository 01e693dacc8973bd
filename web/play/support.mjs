// Whether this browser can run <chess-board>, checked before the board is drawn, so that an
// older one shows a sentence in the page's language instead of a blank or broken board.
//
// The oldest browsers supported are listed in OLDEST_BROWSERS (docs/board.md, "Browsers"). What
// the board cannot do without:
//   - constructed stylesheets (adoptedStyleSheets): the board's styles, under a CSP that allows no
//     inline <style> (Chrome 73, Safari 16.4, Firefox 101);
//   - WebAssembly with bulk memory: the rules core is built with it (Chrome 75, Safari 15, Firefox 79);
//   - Object.hasOwn and Array.prototype.at, used throughout (Chrome 93, Safari 15.4, Firefox 92).
// Container units (Chrome 105, Safari 16, Firefox 110) are used with fixed sizes before them, and
// color-mix() tints (Chrome 111, Safari 16.2, Firefox 113) are left out by older browsers, whose
// highlights keep their frames: neither is checked.

/** The oldest browsers supported: [name, version], newest requirement first. */
export const OLDEST_BROWSERS = Object.freeze([['Chrome', '100'], ['Safari', '16.4'], ['Firefox', '101']]);

// (module (memory 1) (func (memory.fill (i32.const 0) (i32.const 0) (i32.const 0)))): valid only
// where WebAssembly has bulk memory.
const BULK_MEMORY_MODULE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version 1
  0x01, 0x04, 0x01, 0x60, 0x00, 0x00, // types: () → ()
  0x03, 0x02, 0x01, 0x00, // one function of type 0
  0x05, 0x03, 0x01, 0x00, 0x01, // one memory of one page
  0x0a, 0x0d, 0x01, 0x0b, 0x00, 0x41, 0x00, 0x41, 0x00, 0x41, 0x00, 0xfc, 0x0b, 0x00, 0x0b, // its code: memory.fill
]);

/** The features `win` lacks that the board needs, by name (none: it can run the board). */
export function missingFeatures(win) {
  const missing = [];
  const proto = (name) => win[name] && win[name].prototype;
  const sheets = proto('CSSStyleSheet');
  if (!sheets || !('replaceSync' in sheets) || !proto('Document') || !('adoptedStyleSheets' in proto('Document'))
    || !proto('ShadowRoot') || !('adoptedStyleSheets' in proto('ShadowRoot'))) missing.push('constructed stylesheets (adoptedStyleSheets)');
  const wasm = win.WebAssembly;
  let bulkMemory = false;
  try {
    bulkMemory = Boolean(wasm && typeof wasm.validate === 'function' && wasm.validate(BULK_MEMORY_MODULE));
  } catch {
    bulkMemory = false;
  }
  if (!bulkMemory) missing.push('WebAssembly bulk memory');
  if (typeof win.Object.hasOwn !== 'function' || typeof win.Array.prototype.at !== 'function') missing.push('Object.hasOwn and Array.prototype.at');
  return missing;
}
