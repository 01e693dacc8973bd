// The folder's service worker (registered by offline.js): after one visit over https: or on
// localhost, the sample page, the lessons and any other page in this folder open without the
// network. scripts/package.mjs writes the version and the file lists into the copy in the zip.
//
// The widget's files (the bundle, its chunks, both wasm modules, the search worker) come from
// the cache first: a new download has a new sw.js (its version changes with any file), which
// caches the new set and drops the old one. Pages and lessons, which a teacher may edit, come from
// the network first and from the cache when the server cannot be reached.
const VERSION = '{cacheVersion}';
const WIDGET_FILES = {widgetFiles};
const OTHER_FILES = {otherFiles};
const FOLDER = new URL('./', self.location.href);
// One cache per copy of the folder on a site, so that two copies never drop each other's.
const PREFIX = `chess-lessons-folder:${FOLDER.pathname}:`;
const CACHE = `${PREFIX}${VERSION}`;
const widget = new Set(WIDGET_FILES.map((file) => new URL(file, FOLDER).href));

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll([...WIDGET_FILES, ...OTHER_FILES].map((file) => new URL(file, FOLDER).href)))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  } catch {
    return (await cache.match(request, { ignoreSearch: true })) ?? Response.error();
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { ignoreSearch: true, cacheName: CACHE });
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== FOLDER.origin || !url.href.startsWith(FOLDER.href)) return;
  url.search = '';
  url.hash = '';
  event.respondWith(widget.has(url.href) ? cacheFirst(request) : networkFirst(request));
});
