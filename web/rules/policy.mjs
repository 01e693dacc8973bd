// Whether the page's Content-Security-Policy refused a file the widget loads. A browser reports a
// fetch the policy refused as a network error, just like a dropped connection; only the
// `securitypolicyviolation` event on the document tells the two apart, so a child's board and a
// lesson can say "the page's security settings" instead of "check the network". Listening starts
// when this module is evaluated, before the widget's first fetch.
//
//   await refusedByPolicy(url) → {file, directive} | null
// A refused file's error carries code 'CSP_BLOCKED' (policyError).

const refusals = []; // {url, directive}, the first few of the page
const KEPT = 32;
// The event may come after the failure it explains: how long, at most, a failure waits for it.
const WAIT_MS = 250;

if (typeof document === 'object' && document && typeof document.addEventListener === 'function') {
  document.addEventListener('securitypolicyviolation', (event) => {
    if (refusals.length < KEPT) refusals.push({ url: String(event.blockedURI ?? ''), directive: String(event.effectiveDirective || event.violatedDirective || '') });
  });
}

/** The file's name as a reader knows it: the last part of its path. */
function fileName(url) {
  try {
    return new URL(url).pathname.split('/').pop() || String(url);
  } catch {
    return String(url);
  }
}

/**
 * Whether the policy refused `url`: {file, directive} of the refusal, or null. A WebAssembly
 * module the policy does not let the page compile is refused as 'wasm-eval' (with no URL), and
 * counts for a `.wasm` file. Waits up to a quarter of a second for the event.
 */
export async function refusedByPolicy(url) {
  if (typeof document !== 'object' || !document) return null; // Node, or a worker: no policy events
  const href = String(url);
  for (let waited = 0; ; waited += 25) {
    const found = refusals.find((refusal) => refuses(refusal.url, href));
    if (found) return { file: fileName(href), directive: found.directive };
    if (waited >= WAIT_MS) return null;
    await new Promise((resolve) => { setTimeout(resolve, 25); });
  }
}

/** Whether a refusal reported as `blocked` (the event's blockedURI) is of the file at `href`: the
 *  same address, its origin alone (as a browser may report it), or a module refused compiling. */
function refuses(blocked, href) {
  if (blocked === href) return true;
  if (/^(wasm-)?eval$/.test(blocked)) return /\.wasm(?:$|[?#])/.test(href);
  try {
    const origin = new URL(blocked).origin;
    return blocked.replace(/\/$/, '') === origin && href.startsWith(`${origin}/`);
  } catch {
    return false;
  }
}

/** `error` as thrown, or, when the page's policy refused `url`, an Error that says so (code
 *  'CSP_BLOCKED', with the file's name and the directive that refused it). */
export async function policyError(error, url) {
  const refusal = await refusedByPolicy(url);
  if (!refusal) return error;
  const blocked = new Error(`chess-rules: the page's Content-Security-Policy (${refusal.directive}) refused ${url}`, { cause: error });
  return Object.assign(blocked, { code: 'CSP_BLOCKED', file: refusal.file, directive: refusal.directive });
}
