// Service worker: precaches every file of this build and serves them cache-first,
// so the game loads offline. The cache name carries the build's content hash:
// a new build installs a new cache next to the old ones.
//
// Nothing lost, nothing bricked: a saved game made under rules this build
// cannot open is played by the build that made it. The page tells the worker
// which builds its saved games need ({keep: [hash, ...]}, stored in the
// "cwt-meta" cache, since workers have no localStorage); on activation the
// worker deletes only the builds' caches that are neither its own nor kept.
// A kept build is served, offline, under ./v/<hash>/<path> (web/update.py
// makes the address; ./v/<hash>/ is its index.html).
const BUILD = "%BUILD%";
const RULES = %RULES%;
const CACHE = "cwt-" + BUILD;
const META = "cwt-meta";
const FILES = %FILES%;
const HASH = /^[0-9a-f]{6,64}$/;
const MAX_KEEP = 64;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES.map((f) => new Request(f, {cache: "reload"})));
    // The first install takes over at once; an update waits until the page asks
    // (it shows "a new version is ready"), so a game in play never changes under it.
    if (!self.registration.active) await self.skipWaiting();
  })());
});

// The keep-list ---------------------------------------------------------------
// Stored per worker build ("keep/<hash>": what the page said the saved games
// need while that build is the one that plays), and "active" (the build that
// activated last), as small JSON responses in the cwt-meta cache.
function metaKey(name) {
  return new URL("__cwt-meta__/" + name, self.registration.scope).href;
}

async function readMeta(name) {
  try {
    const response = await (await caches.open(META)).match(metaKey(name));
    return response ? await response.json() : null;
  } catch (e) {
    return null;
  }
}

async function writeMeta(name, value) {
  const cache = await caches.open(META);
  await cache.put(metaKey(name), new Response(JSON.stringify(value),
                                              {headers: {"content-type": "application/json"}}));
}

function cleanKeep(list) {
  if (!Array.isArray(list)) return null;
  return [...new Set(list.filter((h) => typeof h === "string" && HASH.test(h)))].slice(0, MAX_KEEP);
}

// Set by a {keep} message to this worker, so an activation that follows at once
// uses it even if the write to cwt-meta has not finished.
let keepNow = null;

async function keepList() {
  if (keepNow) return keepNow;
  const mine = await readMeta("keep/" + BUILD);
  if (mine && Array.isArray(mine.keep)) return cleanKeep(mine.keep);
  // Nobody told this worker (it activated on its own, every tab of the old
  // build being closed): keep the build it replaces and what that one kept,
  // until a page of this build says what its saved games need.
  const active = await readMeta("active");
  if (active && typeof active.build === "string") {
    const before = await readMeta("keep/" + active.build);
    return cleanKeep([active.build, ...((before && before.keep) || [])]);
  }
  return null;    // no keep-list was ever stored (a worker before this one's kind): keep all
}

// A cache is this scope's when every entry it holds lies inside the scope
// (another scope on the same origin keeps its own builds).
async function inScope(name) {
  const scope = self.registration.scope;
  const keys = await (await caches.open(name)).keys();
  return keys.every((request) => request.url.startsWith(scope));
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const keep = await keepList();
    if (keep) {
      const kept = new Set(keep);
      for (const name of await caches.keys()) {
        const m = /^cwt-([0-9a-f]+)$/.exec(name);
        if (!m || name === CACHE || kept.has(m[1])) continue;
        if (await inScope(name)) await caches.delete(name);
      }
    }
    // Lists kept for builds whose caches are gone are forgotten.
    try {
      const meta = await caches.open(META);
      const present = new Set(await caches.keys());
      for (const request of await meta.keys()) {
        const m = /__cwt-meta__\/keep\/([0-9a-f]+)$/.exec(request.url);
        if (m && m[1] !== BUILD && !present.has("cwt-" + m[1])) await meta.delete(request);
      }
    } catch (e) { /* the meta cache is a nicety for the next activation */ }
    await writeMeta("active", {build: BUILD});
    await self.clients.claim();
  })());
});

// Messages from the page ------------------------------------------------------
//   "skipWaiting"            take over now (the player said Reload)
//   {keep: [hash, ...]}      the builds the saved games need (answered {kept} on a port)
//   {ask: "build"}           answered {build, rules} on the port given
function reply(event, value) {
  const port = event.ports && event.ports[0];
  if (port) port.postMessage(value);
  else if (event.source) event.source.postMessage(value);
}

self.addEventListener("message", (event) => {
  const data = event.data;
  if (data === "skipWaiting") {
    self.skipWaiting();
    return;
  }
  if (!data || typeof data !== "object") return;
  if (data.ask === "build") {
    reply(event, {build: BUILD, rules: RULES});
    return;
  }
  if ("keep" in data) {
    const keep = cleanKeep(data.keep);
    if (!keep) {
      reply(event, {kept: null, error: "keep wants a list of build hashes"});
      return;
    }
    keepNow = keep;
    event.waitUntil(writeMeta("keep/" + BUILD, {keep: keep})
      .then(() => reply(event, {kept: keep}),
            (err) => reply(event, {kept: keep, error: String(err && err.message || err)})));
  }
});

// Serving ---------------------------------------------------------------------
// Opened once per worker start. A request without a query is matched exactly
// (ignoring queries makes Cache Storage compare every entry it holds); pages
// may carry queries (?nosnapshot, ?embed=1, a link's state) and match without.
let opened = null;

function notStored(build) {
  return new Response(
    `This version of the game (${build}) is not stored in this browser. ` +
    "Open the game's own address to play the present version.\n",
    {status: 404, headers: {"content-type": "text/plain; charset=utf-8"}});
}

// ./v/<hash>/<path>: the file <path> of that build, from its own cache.
async function fromBuild(request, build, path) {
  const name = "cwt-" + build;
  if (!(await caches.has(name))) return notStored(build);
  const cache = await caches.open(name);
  const scope = self.registration.scope;
  // The build's files were stored under their own addresses in this scope
  // (path is the part of the address after ./v/<hash>/, query left out).
  let response = await cache.match(new URL(path || "index.html", scope).href);
  if (!response && request.mode === "navigate") {
    response = await cache.match(new URL("index.html", scope).href);
  }
  return response || new Response(`Not part of build ${build}: ${path}\n`, {
    status: 404, headers: {"content-type": "text/plain; charset=utf-8"}});
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const base = new URL(self.registration.scope).pathname;
  if (url.pathname.startsWith(base + "v/")) {
    const m = /^([0-9a-f]{6,64})\/(.*)$/.exec(url.pathname.slice(base.length + 2));
    if (m) {
      event.respondWith(fromBuild(request, m[1], m[2]));
      return;
    }
  }
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
