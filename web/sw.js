// Service worker: precaches every file of this build and serves them cache-first,
// so the game loads offline. The cache name carries the build's content hash:
// a new build installs a new cache and deletes the old ones when it activates.
const BUILD = "%BUILD%";
const CACHE = "cwt-" + BUILD;
const FILES = %FILES%;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES.map((f) => new Request(f, {cache: "reload"})));
    // The first install takes over at once; an update waits until the page asks
    // (it shows "a new version is ready"), so a game in play never changes under it.
    if (!self.registration.active) await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("cwt-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "skipWaiting") self.skipWaiting();
});

// Opened once per worker start. A request without a query is matched exactly
// (ignoring queries makes Cache Storage compare every entry it holds); pages
// may carry queries (?nosnapshot, ?embed=1, a link's state) and match without.
let opened = null;
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await (opened || (opened = caches.open(CACHE)));
    const navigate = request.mode === "navigate";
    let response = await cache.match(request, {ignoreSearch: navigate || url.search !== ""});
    if (!response && navigate) {
      response = await cache.match(new URL("index.html", self.registration.scope).href);
    }
    return response || fetch(request);
  })());
});
