// Registers the site's service worker (dist/sw.js), which keeps the site usable offline once it
// has been loaded. Quietly does nothing where service workers are unavailable (http on a LAN
// address, private modes): the site then simply needs the network.
export function registerServiceWorker(url) {
  const container = globalThis.navigator?.serviceWorker;
  if (!container || !globalThis.isSecureContext) return Promise.resolve(null);
  const scope = new URL('./', url).href;
  return container.register(url.href, { scope, type: 'classic' }).catch(() => null);
}
