// DOM writes shared by the board's renderer and the game controls. Writing a value, even the one a
// node already has, can make the browser recompute styles and layout, so unchanged values are
// not written.

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
