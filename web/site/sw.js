// The site's service worker: after the first visit the lesson site works offline. The files the
// build lists come cache-first from a cache whose name carries the folder and the build's version
// (scripts/build-sw.mjs writes it and the lists below into dist/sw.js), so a new build
// replaces the whole cache at once; the lessons' data, and any file the build did not list, come
// network-first (below), since a teacher adds lessons and pages with no build.
//
// PRECACHE is what every device keeps from its first visit: the children's pages and what they
// load. TEACHER_PAGES are the teachers' pages (page path → every file that page loads): a
// teacher's page asks for its own list when it is opened (a message from web/site/offline.mjs),
// so that the teacher's device, and only it, can open that page offline from the second visit
// on. The version covers both lists, so a kept teacher page is never served from an older build.
const VERSION = '__CACHE_VERSION__';
const PRECACHE = __PRECACHE__;
const TEACHER_PAGES = __TEACHER_PAGES__;
const scope = new URL(self.registration.scope);
const href = (path) => new URL(path, scope).href;
// The caches of this folder's worker: two copies of the site on one host (/chess/ and
// /school/chess/) each keep their own, and a new build replaces only its own folder's.
const FOLDER_CACHES = `chess-lessons:${scope.pathname}:`;
const CACHE = `${FOLDER_CACHES}${VERSION}`;
/** Whether `name` is an older cache of this folder: of an older build, or named before caches
 *  carried their folder (chess-lessons-<version>, one per host). */
const isOlderCache = (name) => name !== CACHE && (name.startsWith(FOLDER_CACHES) || /^chess-lessons-[0-9a-f]{16}$/.test(name));
// What the build lists (the children's pages and the teachers', with all they load) is served from
// the cache first; any other file of the folder (a teacher's own page, sample.html) from the
// network first, so that an edited one is seen on the next visit, and the cache when offline.
const LISTED = new Set([...PRECACHE, ...Object.values(TEACHER_PAGES).flat()].map((path) => href(path)));

/** Puts every file of `files` that `cache` lacks into it (all or none, as addAll does). */
async function fill(cache, files) {
  const missing = [];
  for (const file of files) if (!(await cache.match(href(file)))) missing.push(href(file));
  await cache.addAll(missing);
  return missing.length;
}

/** The teachers' pages an older version's cache kept: a new build keeps them too. */
async function keptBefore() {
  const pages = new Set();
  for (const name of await caches.keys()) {
    if (!isOlderCache(name)) continue;
    const old = await caches.open(name);
    for (const page of Object.keys(TEACHER_PAGES)) if (await old.match(href(page))) pages.add(page);
  }
  return [...pages];
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(PRECACHE.map(href));
    // best effort: a teacher page that cannot be fetched now is kept again on its next visit
    for (const page of await keptBefore()) await fill(cache, TEACHER_PAGES[page]).catch(() => 0);
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter(isOlderCache).map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

// {keep: page URL} from a page that has just opened: a teacher's page gets its files cached. The
// answer, on the message's port, is {ok: true, kept: number of files cached now} (0 for a
// child's page, which the precache holds) or {ok: false, error}.
self.addEventListener('message', (event) => {
  const port = event.ports[0];
  const url = typeof event.data?.keep === 'string' ? new URL(event.data.keep, scope) : null;
  if (!url || !url.href.startsWith(scope.href)) return;
  const page = url.pathname.slice(scope.pathname.length);
  const files = Object.hasOwn(TEACHER_PAGES, page) ? TEACHER_PAGES[page] : null;
  event.waitUntil((files ? caches.open(CACHE).then((cache) => fill(cache, files)) : Promise.resolve(0))
    .then((kept) => port?.postMessage({ ok: true, kept }), (error) => port?.postMessage({ ok: false, error: String(error?.message ?? error) })));
});

// The lessons' data (lessons/index.json and the lesson files) is the one part of the folder a
// teacher changes with no build: a new lesson appended to the index must show on a device that
// visited before. So it comes from the network first, and the copy kept for offline use is
// refreshed each time; only when the network fails is the kept copy served. Network first rather
// than stale-while-revalidate: with the latter a child would see last week's list on the visit the
// teacher announces a new lesson, and only find it on the visit after.
const LESSON_DATA = /^lessons\/[^/]+\.json$/;

async function networkFirst(cache, request) {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreSearch: true });
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(cache, request) {
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin || !url.href.startsWith(scope.href)) return;
  const inScope = url.pathname.slice(scope.pathname.length);
  const fromCache = !LESSON_DATA.test(inScope) && LISTED.has(url.origin + url.pathname);
  event.respondWith(caches.open(CACHE).then((cache) => (fromCache ? cacheFirst(cache, request) : networkFirst(cache, request))));
});
