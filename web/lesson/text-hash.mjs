// A 64-bit hash of a lesson file's text (two 32-bit multiply-xor hashes over its UTF-16 code units,
// written as 16 hex digits). The build writes it on a lesson page for the bytes it checked, and the
// runner compares it with the file it fetched: the same text needs no second check on the child's
// device, and any edit of the file, however small, gets the full check. It guards against edits,
// not against an attacker (who could change the page too).

/** The hash of `text`, as 16 lowercase hex digits. */
export function textHash(text) {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x5bd1e995);
    b ^= b >>> 15;
  }
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b) ^ text.length;
  b = Math.imul(b ^ (b >>> 13), 0xc2b2ae35) ^ Math.imul(text.length, 0x27d4eb2f);
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
