// Registers this folder's service worker (sw.js, beside this file), which keeps the folder's pages
// working offline after one visit. A page loads it with <script type="module" src="offline.js">:
// a file, not an inline script, so the strict CSP needs no 'unsafe-inline'. Browsers offer
// service workers only on https: and on localhost; elsewhere this does nothing and the page
// works while the network is there.
navigator.serviceWorker?.register(new URL('sw.js', import.meta.url)).catch(() => {
  // no offline copy; the page still works online
});
