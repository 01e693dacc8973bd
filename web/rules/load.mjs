// Loading a core module (chess-rules.wasm or chess-search.wasm) in a page or in Node: from a URL
// (fetched, streamed where the server says application/wasm; a file: URL read by Node's reader,
// files.mjs), the module's bytes or a compiled module. A failure the page's CSP caused is said as
// what it is (policy.mjs). Shared by the rules API (index.mjs) and the search engine.
import { policyError } from './policy.mjs';
import { fileReader } from './files.mjs';

// URL → Promise<Core>: a page instantiates each module once, even when several bundles (the rules
// API, the lesson element) each carry a copy of this loader.
export const instances = (globalThis[Symbol.for('chess-rules.instances')] ??= new Map());

export async function instantiate(source) {
  if (source instanceof WebAssembly.Module) return WebAssembly.instantiate(source, {});
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return (await WebAssembly.instantiate(source, {})).instance;
  }
  const base = typeof location === 'object' && location && location.href ? location.href : import.meta.url;
  const url = source instanceof URL ? source : new URL(source, base);
  if (url.protocol === 'file:') {
    // Node reads the file (files.mjs); a browser page never loads modules from file: URLs.
    const read = await fileReader();
    if (!read) {
      throw new Error(`chess-rules: ${url.href} is a file: URL, which this module (the one for pages) does not read: serve the files ` +
        "over http(s), or in Node (20.16 or later) import the rules' Node build, chess-rules.node.mjs ('chess-teaching-widget/rules' from npm)");
    }
    return (await WebAssembly.instantiate(await read(url), {})).instance;
  }
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`chess-rules: could not load ${url.href}: HTTP ${response.status}`);
    if (typeof WebAssembly.instantiateStreaming === 'function' &&
        (response.headers.get('content-type') || '').startsWith('application/wasm')) {
      return (await WebAssembly.instantiateStreaming(response, {})).instance;
    }
    return (await WebAssembly.instantiate(await response.arrayBuffer(), {})).instance;
  } catch (error) {
    // refused by the page's Content-Security-Policy (connect-src, or compiling without
    // 'wasm-unsafe-eval'), which the browser reports as a network error: said as what it is
    throw await policyError(error, url.href);
  }
}

/** The URL of `name` in the folder of the module URL `source`. */
export function siblingUrl(source, name) {
  const base = typeof location === 'object' && location && location.href ? location.href : import.meta.url;
  return String(new URL(name, new URL(source, base)));
}
