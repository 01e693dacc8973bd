// How the loader (index.mjs) reads a wasm file named by a file: URL, which only Node can: a page
// fetches its files over http(s). Node's reader comes from Node-only modules:
//   - the Node entry (node.mjs, the package's "./rules" under the `node` condition) gives it with
//     setFileReader when it is imported;
//   - the sources run as they are in Node (the tests, the build's lesson checks) import it on the
//     first file: URL (node-files.mjs).
// Every bundle of the site is built with CHESS_BROWSER_BUNDLE defined (scripts/esbuild-options.mjs),
// which drops that import, so no module a page loads holds or reaches Node's code.

let reader = null;

/** Sets the reader of file: URLs: (url: URL) => Promise<Uint8Array>. */
export function setFileReader(read) {
  reader = read;
}

/** The reader of file: URLs, or null where there is none (a page, or a bundle without the Node entry). */
export async function fileReader() {
  if (reader) return reader;
  if (typeof CHESS_BROWSER_BUNDLE === 'undefined' && typeof process === 'object' && Boolean(process?.versions?.node)) {
    reader = (await import('./node-files.mjs')).readFileUrl;
  }
  return reader;
}
