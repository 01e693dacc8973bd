// Keeps a page of one's own in this folder working offline after one visit, with the site's one
// service worker (sw.js, beside this file, the one the course map registers). A page loads it
// with <script type="module" src="offline.js"> (from a sub-folder: "../offline.js"): a file, not
// an inline script, so the strict CSP needs no 'unsafe-inline'.
//
// The worker holds the site's own pages from its install, but knows nothing of this page: once it
// controls the page, the page asks for itself and for every file of the folder it has loaded so
// far through the worker, which keeps what it fetches. What the page loads later goes through the
// worker anyway. document.documentElement.dataset.offline is then 'ready', or 'failed'.
// Browsers offer service workers only on https: and on localhost; elsewhere this does nothing and
// the page works while the network is there.
const container = globalThis.isSecureContext ? navigator.serviceWorker : undefined;

/** Resolves once a service worker controls this page. */
function controlled() {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => container.addEventListener('controllerchange', resolve, { once: true }));
}

/** Whether the worker has put `url` into its cache; it does so just after answering, so this waits
 *  a little for it. */
async function kept(url) {
  for (let tries = 0; tries < 20; tries++) {
    if (await caches.match(url, { ignoreSearch: true })) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function keepThisPage() {
  const { scope } = await container.register(new URL('sw.js', import.meta.url));
  await controlled();
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const files = new Set([location.href, ...loaded].map((url) => url.split('#')[0]).filter((url) => url.startsWith(scope)));
  const answers = await Promise.all([...files].map((url) => fetch(url).then((response) => response.ok && kept(url), () => false)));
  document.documentElement.dataset.offline = answers.every(Boolean) ? 'ready' : 'failed';
}

if (container) {
  keepThisPage().catch(() => {
    // no offline copy; the page still works online
    document.documentElement.dataset.offline = 'failed';
  });
}
