// The service worker's client: offline play, install to the home screen, and
// the offer of a new build. Loaded right after boot.js (index.html).
//
// window.cwtOffline, for the Python page (web/update.py computes the lists):
//   keep(hashes)     the builds this page's saved games need (games its own
//                    rules cannot open); told to the active worker, which keeps
//                    their caches when a later build activates. -> Promise
//   newBuild()       what the waiting worker's build plays: {build, rules}, or
//                    null when no new build waits (or it does not answer).
//   accept(hashes)   take the new build: tell the waiting worker the builds the
//                    saved games need under ITS rules (hashes; without them,
//                    the last keep() list and this page's own build), then
//                    skipWaiting, then reload once it controls the page.
//   builds()         the builds whose files this browser holds (hashes). -> Promise
// A waiting build still raises "cwt:update" on document and sets
// window.cwtUpdateReady to its worker, as before.
(function () {
  "use strict";
  const params = new URLSearchParams(location.search);
  const HASH = /^[0-9a-f]{6,64}$/;
  const own = document.documentElement.dataset.build || "";
  let registration = null;
  let kept = null;           // the last keep() list
  let whenRegistered = null; // resolves to the registration (or null)

  // A list of hashes: an array, a JSON text of one (what Python passes most
  // simply), or anything array-like (a Python list's proxy).
  function clean(hashes) {
    if (typeof hashes === "string") {
      try { hashes = JSON.parse(hashes); } catch (e) { hashes = []; }
    }
    let list = [];
    try {
      list = Array.isArray(hashes) ? hashes : (hashes && typeof hashes.length === "number"
        ? Array.from(hashes) : []);
    } catch (e) { list = []; }
    return [...new Set(list.map(String).filter((h) => HASH.test(h)))];
  }

  // A message answered on a MessageChannel port; null after `ms` without an answer
  // (a worker of an older kind does not answer).
  function ask(worker, message, ms) {
    return new Promise((resolve) => {
      if (!worker) { resolve(null); return; }
      const channel = new MessageChannel();
      const timer = setTimeout(() => resolve(null), ms || 3000);
      channel.port1.onmessage = (ev) => { clearTimeout(timer); resolve(ev.data); };
      try {
        worker.postMessage(message, [channel.port2]);
      } catch (e) {
        clearTimeout(timer);
        resolve(null);
      }
    });
  }

  function waiting() {
    return (registration && registration.waiting) || window.cwtUpdateReady || null;
  }

  window.cwtOffline = {
    keep(hashes) {
      kept = clean(hashes);
      const list = kept;
      return (whenRegistered || Promise.resolve(null)).then((reg) => {
        if (!reg) return null;
        // On the first visit the worker is still installing: it gets the list once active.
        const active = reg.active ? Promise.resolve(reg) : navigator.serviceWorker.ready;
        return active.then((r) => (r.active ? ask(r.active, {keep: list}) : null));
      });
    },
    newBuild() {
      return (whenRegistered || Promise.resolve(null)).then((reg) => {
        const worker = waiting();
        if (!worker) return null;
        return ask(worker, {ask: "build"}).then((answer) =>
          answer && typeof answer.build === "string" ? answer : null);
      });
    },
    async accept(hashes) {
      window.cwtUpdateAccepted = true;
      const worker = waiting();
      if (!worker) { location.reload(); return; }
      const list = hashes === undefined || hashes === null
        ? clean([...(kept || []), own])    // not told: keep this build too, to be safe
        : clean(hashes);
      await ask(worker, {keep: list});
      worker.postMessage("skipWaiting");
    },
    async builds() {
      try {
        return (await caches.keys()).map((n) => (/^cwt-([0-9a-f]+)$/.exec(n) || [])[1]).filter(Boolean);
      } catch (e) {
        return [];
      }
    },
  };

  // Service worker: offline play and install to the home screen -----------------
  if ("serviceWorker" in navigator && !params.has("nosw")) {
    let registered;
    whenRegistered = new Promise((resolve) => { registered = resolve; });
    window.addEventListener("load", () => {
      navigator.serviceWorker.register("./sw.js").then((reg) => {
        registration = reg;
        registered(reg);
        function offer(worker) {
          if (window.cwtUpdateReady === worker) return;
          window.cwtUpdateReady = worker;
          document.dispatchEvent(new CustomEvent("cwt:update"));
        }
        function track(worker) {
          if (!worker) return;
          worker.addEventListener("statechange", () => {
            if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
          });
        }
        if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
        // The browser looks for a new build as the page loads: it may be
        // installing already when register() answers (updatefound has fired).
        track(reg.installing);
        reg.addEventListener("updatefound", () => track(reg.installing));
      }).catch((err) => {
        registered(null);
        console.warn("offline mode unavailable:", err.message);
      });
      let reloading = false;
      navigator.serviceWorker.addEventListener("controllerchange", () => {
        if (window.cwtUpdateAccepted && !reloading) { reloading = true; location.reload(); }
      });
    });
  }
})();
