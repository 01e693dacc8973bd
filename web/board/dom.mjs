// DOM helpers shared by the board's renderer and the parts drawn beside it: constructed
// stylesheets, and writes that skip unchanged values (writing a value, even the one a node already
// has, can make the browser recompute styles and layout).

/** A new element with a class and attributes. */
export function el(doc, tag, className, attributes = {}) {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

export function setAttr(node, name, value) {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

export function setData(node, key, value) {
  if (node.dataset[key] !== value) node.dataset[key] = value;
}

export function setHidden(node, hidden) {
  if (node.hidden !== hidden) node.hidden = hidden;
}

export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/**
 * Calls `callback` in a task after the next frame has been drawn: work that need not be on screen
 * in that frame (the page's events, say) then does not delay it. A window whose frames have
 * stopped (a hidden tab) gets the call after `fallbackMs` instead. Returns a function that
 * cancels the call.
 */
export function afterNextFrame(win, callback, fallbackMs = 250) {
  let frame = 0;
  let task = 0;
  const cancel = () => {
    win.cancelAnimationFrame(frame);
    win.clearTimeout(task);
    win.clearTimeout(fallback);
  };
  const call = () => {
    cancel();
    callback();
  };
  const fallback = win.setTimeout(call, fallbackMs);
  frame = win.requestAnimationFrame(() => { task = win.setTimeout(call, 0); });
  return cancel;
}

// Constructed stylesheets, one per document and text (they cannot be shared across documents),
// adopted by the shadow root the view draws in, or by the document when it draws in a plain
// element. The page CSP allows them where a <style> element would be blocked.
const sheets = new WeakMap(); // document → Map(css text → CSSStyleSheet)
const adopters = new WeakMap(); // shadow root or document → Map(sheet → number of users)

/**
 * Adopts `cssText` into the root (or its document); returns a function that gives it up.
 * Browsers without constructable stylesheets get a <link> to `href`, if one is given.
 */
export function adoptStylesheet(root, cssText, href) {
  const doc = root.ownerDocument || root;
  const Sheet = doc.defaultView && doc.defaultView.CSSStyleSheet;
  let target = root;
  if (target.adoptedStyleSheets === undefined && typeof root.getRootNode === 'function') target = root.getRootNode();
  if (target.adoptedStyleSheets !== undefined && Sheet && 'replaceSync' in Sheet.prototype) {
    if (!sheets.has(doc)) sheets.set(doc, new Map());
    let sheet = sheets.get(doc).get(cssText);
    if (!sheet) {
      sheet = new Sheet();
      sheet.replaceSync(cssText);
      sheets.get(doc).set(cssText, sheet);
    }
    if (!adopters.has(target)) adopters.set(target, new Map());
    const users = adopters.get(target);
    if (!target.adoptedStyleSheets.includes(sheet)) target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
    users.set(sheet, (users.get(sheet) || 0) + 1);
    return () => {
      const left = users.get(sheet) - 1;
      users.set(sheet, left);
      if (left === 0) target.adoptedStyleSheets = target.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }
  if (href) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    root.appendChild(link);
    return () => link.remove();
  }
  return () => {};
}

/**
 * Offers `blob` as a download named `name` from `doc` (a diagram, a lesson file, a certificate, a
 * progress file or a game record all leave the page this way).
 * @param {Document} doc
 * @param {Blob} blob
 * @param {string} name
 */
export function offerDownload(doc, blob, name) {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  doc.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The browser has its own copy once the click's task is over.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
