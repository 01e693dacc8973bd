// Registers the site's service worker (dist/sw.js), which keeps the site usable offline once it
// has been loaded. Quietly does nothing where service workers are unavailable (http on a LAN
// address, private modes): the site then simply needs the network.
//
// Once the worker is active, the page tells it which page it is: the worker keeps a teacher's
// page (/class/, /editor/) with every file it loads, which children's devices never fetch, and
// holds the children's pages from its install. document.documentElement.dataset.offline is then
// 'ready' (this page opens offline next time), or 'failed' when the worker could not keep it.
export function registerServiceWorker(url) {
  const container = globalThis.navigator?.serviceWorker;
  if (!container || !globalThis.isSecureContext) return Promise.resolve(null);
  const scope = new URL('./', url).href;
  const keep = async () => {
    const answer = await ask((await container.ready).active, { keep: globalThis.location.href });
    globalThis.document.documentElement.dataset.offline = answer?.ok ? 'ready' : 'failed';
  };
  return container.register(url.href, { scope, type: 'classic' })
    .then((registration) => {
      // a worker of an older build may not answer; the new one takes over at once (sw.js) and is asked again
      container.addEventListener('controllerchange', () => { keep().catch(() => {}); });
      keep().catch(() => {});
      return registration;
    })
    .catch(() => null);
}

/** Posts `message` to `worker` and resolves with its answer on a port of their own. */
function ask(worker, message) {
  if (!worker) return Promise.resolve(null);
  const channel = new MessageChannel();
  const answer = new Promise((resolve) => { channel.port1.onmessage = (event) => resolve(event.data); });
  worker.postMessage(message, [channel.port2]);
  return answer;
}
