// HTML escaping for the pages the build writes (scripts/build-*.mjs). The worksheet writer, which
// the browser runs too, has its own in web/site/print/worksheet.mjs.

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` as HTML text or a quoted attribute's value. */
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ENTITIES[c]);
