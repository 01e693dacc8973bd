// Node's reader of the wasm files named by file: URLs (files.mjs). Node-only: the Node entry
// (node.mjs) imports it, and the unbundled sources do in Node; no module a page loads reaches it.
import { readFile } from 'node:fs/promises';

export { readFile as readFileUrl };
