// Start-up glue that needs no Python: where the page may store things
// (window.cwtStorage), the loading screen's progress, the failure screen (with
// safe mode), and `window.app` (the API for tests and for sites that embed the
// board), which forwards to Python once it is ready, and its postMessage bridge
// for an embedding page. The service worker's client is web/offline.js.
(function () {
  "use strict";
  const t0 = performance.now();
  const root = document.documentElement;
  const params = new URLSearchParams(location.search);
  // ?embed=1 hides the page's own chrome; being framed is what decides where
  // things are stored and whether postMessage is answered (docs/EMBEDDING.md).
  if (params.has("embed")) root.classList.add("embed");
  const spanish = (navigator.language || "").toLowerCase().startsWith("es");

  // Safe mode: asked for by ?safe (the failure screen offers it); the page's
  // Python reads window.cwtSafe.asked and starts with as little as it can.
  window.cwtSafe = {asked: params.has("safe")};

  // Storage ---------------------------------------------------------------------
  // "local": localStorage as it is, the player's own games.
  // "embed": the page is framed by another page (with or without ?embed=1):
  //   localStorage under "cwt:embed:<embedder's origin>:", apart from the
  //   player's own games and from every other embedder's.
  // "memory": the browser refuses this page any storage (a third-party frame
  //   with third-party storage blocked, site data turned off): web/dom.py keeps
  //   saves and preferences in memory, and the page says so (web/screens.py).
  // web/dom.py's open_storage() follows this decision; html[data-storage] shows it.
  const framed = (() => {
    try { return window.self !== window.top; } catch (e) { return true; }
  })();
  function embedderOrigin() {
    try {
      const ancestors = location.ancestorOrigins;      // Chromium, WebKit
      if (ancestors && ancestors.length && ancestors[0] && ancestors[0] !== "null") return ancestors[0];
    } catch (e) { /* not offered: try the referrer */ }
    try {
      if (document.referrer) {
        const origin = new URL(document.referrer).origin;
        if (origin && origin !== "null") return origin;
      }
    } catch (e) { /* no usable referrer */ }
    return "unknown";
  }
  function storageUsable() {
    try {
      const ls = window.localStorage;          // throws SecurityError when refused
      if (!ls) return false;
      ls.getItem("cwt:embed:probe");           // a read only: a full storage is still usable
      return true;
    } catch (e) {
      return false;
    }
  }
  const embedder = framed ? embedderOrigin() : "";
  const storage = window.cwtStorage = {
    framed: framed,
    embedder: embedder,                        // "" when not framed
    mode: !storageUsable() ? "memory" : framed ? "embed" : "local",
    prefix: framed ? "cwt:embed:" + embedder + ":" : "",
    // web/dom.py calls this when localStorage refused it after all.
    setMode: function (mode) {
      storage.mode = mode;
      root.dataset.storage = mode;
    },
  };
  root.dataset.storage = storage.mode;

  // PyScript (0.7.31) opens an IndexedDB database for its packages cache
  // ("IDBMap/<folder>@<version>") before it starts Python, and pyscript.storage
  // does the same for "IDBMap/@pyscript/<name>". When the browser refuses
  // IndexedDB (a third-party frame with storage blocked, some private modes),
  // PyScript's onerror handler dispatches the error event again while it is
  // being dispatched: "Failed to execute 'dispatchEvent' on 'EventTarget': The
  // event is already being dispatched", and the start-up promise rejects. So
  // those databases are opened here: the browser's when it gives one, else one
  // kept in memory (our page asks for no packages: the cache holds nothing).
  (function guardIndexedDB() {
    let factory = null;
    try { factory = window.indexedDB || null; } catch (e) { factory = null; }
    const memory = new Map();                  // database name -> Map of entries
    function later(fn) { Promise.resolve().then(fn); }
    function request(work) {
      const req = {result: undefined, error: null, readyState: "pending", onsuccess: null, onerror: null};
      later(() => {
        try {
          req.result = work();
          req.readyState = "done";
          if (typeof req.onsuccess === "function") req.onsuccess({type: "success", target: req});
        } catch (err) {
          req.error = err;
          req.readyState = "done";
          if (typeof req.onerror === "function") req.onerror({type: "error", target: req});
        }
      });
      return req;
    }
    function memoryDatabase(name) {
      if (!memory.has(name)) memory.set(name, new Map());
      const entries = memory.get(name);
      const store = {
        count: () => request(() => entries.size),
        clear: () => request(() => { entries.clear(); }),
        delete: (key) => request(() => { entries.delete(key); }),
        get: (key) => request(() => entries.get(key)),
        getKey: (key) => request(() => entries.has(key) ? key : undefined),
        getAll: () => request(() => [...entries.values()]),
        getAllKeys: () => request(() => [...entries.keys()]),
        put: (value, key) => request(() => { entries.set(key, value); return key; }),
      };
      return {
        name: name,
        inMemory: true,
        objectStoreNames: {length: 1, contains: () => true, item: () => "entries"},
        createObjectStore: () => store,
        transaction: () => ({objectStore: () => store, oncomplete: null, onerror: null, onabort: null}),
        close: () => {},
      };
    }
    function openGuarded(real, name, version) {
      const req = {result: undefined, error: null, transaction: null, readyState: "pending",
                   onsuccess: null, onerror: null, onupgradeneeded: null, onblocked: null};
      const fire = (handler, type) => {
        if (typeof req[handler] === "function") req[handler]({type: type, target: req});
      };
      const fallback = (why) => {
        if (req.readyState === "done") return;
        console.info("cwt: IndexedDB refused (" + why + "); PyScript's cache kept in memory");
        req.result = memoryDatabase(name);
        req.readyState = "done";
        fire("onsuccess", "success");
      };
      if (!real || storage.mode === "memory") {
        later(() => fallback(real ? "storage blocked" : "no IndexedDB"));
        return req;
      }
      let inner;
      try {
        inner = version === undefined ? real.call(factory, name) : real.call(factory, name, version);
      } catch (err) {
        later(() => fallback(err && err.message || err));
        return req;
      }
      inner.onupgradeneeded = () => {
        req.result = inner.result;
        req.transaction = inner.transaction;
        fire("onupgradeneeded", "upgradeneeded");
      };
      inner.onsuccess = () => {
        req.result = inner.result;
        req.readyState = "done";
        fire("onsuccess", "success");
      };
      inner.onerror = (ev) => {
        if (ev && ev.preventDefault) ev.preventDefault();
        fallback(inner.error && inner.error.message || "error");
      };
      inner.onblocked = () => fire("onblocked", "blocked");
      return req;
    }
    const real = factory && typeof factory.open === "function" ? factory.open : null;
    const open = function (name, version) {
      if (String(name).startsWith("IDBMap/")) return openGuarded(real, String(name), version);
      if (!real) throw new DOMException("IndexedDB is not available", "InvalidStateError");
      return version === undefined ? real.call(factory, name) : real.call(factory, name, version);
    };
    try {
      if (factory) Object.defineProperty(factory, "open", {value: open, configurable: true, writable: true});
      else Object.defineProperty(window, "indexedDB", {value: {open: open}, configurable: true, writable: true});
    } catch (e) { /* left as it is */ }
  })();

  // Milestones of this visit, in ms since navigation start (bench/startup.py
  // prints them): PyScript's own steps, the snapshot's (snapshot.mjs), start().
  const times = window.cwtTimes = {start: t0};
  const PROGRESS = {"Loading Storage": "storage", "Loaded Storage": "storageDone",
                    "Loading interpreter": "interp", "Loaded interpreter": "interpDone",
                    "Loading files": "files", "Loaded files": "filesDone", "Loaded Pyodide": "pyodideDone"};
  window.addEventListener("py:progress", (ev) => {
    const name = PROGRESS[ev.detail];
    if (name && !(name in times)) times[name] = performance.now();
  });

  // Loading progress ----------------------------------------------------------
  // Real milestones: files arriving (resource timing) and Python's own steps.
  const steps = [
    ["core-", 0.10, "Loading PyScript…", "Loading PyScript…"],
    ["pyodide.mjs", 0.20, "Loading the Python runtime…", "Cargando el intérprete de Python…"],
    ["pyodide.asm.wasm", 0.55, "Starting Python…", "Arrancando Python…"],
    ["python_stdlib.zip", 0.70, "Loading Python's library…", "Cargando la biblioteca de Python…"],
    ["app.zip", 0.80, "Loading the games…", "Cargando los juegos…"],
  ];
  let shown = 0;
  function step(text, fraction) {
    if (fraction < shown) return;
    shown = fraction;
    const label = document.getElementById("loading-step");
    const bar = document.getElementById("loading-bar");
    if (label) label.textContent = text;
    if (bar) bar.style.width = Math.round(fraction * 100) + "%";
  }
  if (spanish) {
    document.addEventListener("DOMContentLoaded", () => {
      const hint = document.getElementById("loading-hint");
      if (hint) hint.textContent = "La primera visita descarga unos 7 MB; después el juego funciona sin conexión.";
      step("Cargando la página…", 0.02);
    });
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        for (const [needle, fraction, en, es] of steps) {
          if (entry.name.includes(needle)) step(spanish ? es : en, fraction);
        }
      }
    }).observe({type: "resource", buffered: true});
  } catch (e) { /* progress is a nicety; start-up goes on without it */ }

  // The failure screen (index.html #failure): what went wrong, Reload, and a
  // way in that restores as little as it can (?safe, the fragment kept); in
  // safe mode already, the way back to a normal start instead.
  const FAILURE = {
    "failure-title": ["The game could not start", "El juego no pudo arrancar"],
    "failure-hint": ["Reloading the page often helps. If it keeps failing, your browser may be too old (Chrome, Edge, Firefox or Safari from 2023 on are needed).",
                     "Recargar la página suele arreglarlo. Si sigue fallando, puede que el navegador sea demasiado antiguo (hace falta Chrome, Edge, Firefox o Safari de 2023 en adelante)."],
    "failure-reload": ["Reload", "Recargar"],
    "failure-safe": ["Start in safe mode", "Arrancar en modo seguro"],
    "failure-normal": ["Start normally", "Arrancar normalmente"],
  };
  function words(id) { return FAILURE[id][spanish ? 1 : 0]; }
  // This page's URL with ?safe added (on) or removed (off), the fragment kept.
  function safeUrl(on) {
    const parts = location.search.replace(/^\?/, "").split("&")
      .filter((part) => part && decodeURIComponent(part.split("=")[0]) !== "safe");
    if (on) parts.push("safe");
    return location.pathname + (parts.length ? "?" + parts.join("&") : "") + location.hash;
  }
  function failureBox() {
    for (const id of ["failure-title", "failure-hint", "failure-reload"]) {
      const el = document.getElementById(id);
      if (el) el.textContent = words(id);
    }
    const safe = document.getElementById("failure-safe");
    if (safe) {
      const asked = window.cwtSafe.asked;
      safe.textContent = words(asked ? "failure-normal" : "failure-safe");
      safe.href = safeUrl(!asked);
      safe.dataset.safe = asked ? "off" : "on";
    }
    const box = document.getElementById("failure");
    if (box) box.lang = spanish ? "es" : "en";
  }

  function failed() {
    const text = document.getElementById("failure-text");
    return Object.assign(new Error(text && text.textContent || "the game could not start"), {kind: "Failed"});
  }

  function fail(message) {
    if (root.dataset.app === "ready") return;
    root.dataset.app = "error";
    const box = document.getElementById("failure");
    const text = document.getElementById("failure-text");
    if (text) text.textContent = message;
    failureBox();
    for (const [, reject] of waiting.splice(0)) reject(failed());
    if (box) box.hidden = false;
    const loading = document.getElementById("loading");
    if (loading) loading.hidden = true;
  }

  function explain(reason) {
    const text = String(reason && (reason.message || reason) || "");
    const say = (en, es) => spanish ? es : en;
    if (/WebAssembly|wasm/i.test(text)) {
      return say("This browser could not run the game engine (WebAssembly failed to start).",
                 "Este navegador no pudo ejecutar el motor del juego (WebAssembly no arrancó).");
    }
    if (/fetch|network|Failed to load|NetworkError|import/i.test(text)) {
      return say("A file of the game could not be downloaded. Check the connection and reload; after one complete visit the game also works offline.",
                 "No se pudo descargar un archivo del juego. Comprueba la conexión y recarga; tras una visita completa el juego funciona también sin conexión.");
    }
    if (/memory/i.test(text)) {
      return say("The device ran out of memory while starting the game. Close other tabs and reload.",
                 "El dispositivo se quedó sin memoria al arrancar el juego. Cierra otras pestañas y recarga.");
    }
    return say("Something went wrong while starting the game: ", "Algo falló al arrancar el juego: ") + text.slice(0, 300);
  }

  window.addEventListener("error", (ev) => {
    if (root.dataset.app === "loading") fail(explain(ev.error || ev.message));
  });
  window.addEventListener("unhandledrejection", (ev) => {
    if (root.dataset.app === "loading") fail(explain(ev.reason));
  });
  // PyScript reports Python errors by adding an element to the page.
  new MutationObserver(() => {
    const err = document.querySelector(".py-error");
    if (err && root.dataset.app === "loading") fail(explain(err.textContent));
  }).observe(document, {childList: true, subtree: true});

  window.cwtBoot = {
    step: function (text, fraction) {
      // start() in web/main.py steps to 0.9 first thing
      if (fraction >= 0.9 && !("pyStart" in times)) times.pyStart = performance.now();
      step(text, fraction);
    },
    fail: fail,
    ready: function () {
      window.cwtTimes.ready = performance.now();
      const loading = document.getElementById("loading");
      if (loading) loading.hidden = true;
      root.dataset.app = "ready";
      for (const [resolve] of waiting.splice(0)) resolve();
      // After a normal boot, the next visit's start-up snapshot is made when idle.
      if (window.cwtSnapshot) window.cwtSnapshot.afterReady();
    },
  };

  // window.app ------------------------------------------------------------------
  // Python installs window.cwtPy(verb, argsJson) -> resultJson. Errors come back
  // as {ok: false, error: {kind, reason, rule, move}} and are thrown here as an
  // Error carrying the same fields.
  const waiting = [];
  function call(verb, args) {
    if (typeof window.cwtPy !== "function") {
      const err = new Error("the game is still loading");
      err.kind = "NotReady";
      throw err;
    }
    const reply = JSON.parse(window.cwtPy(verb, JSON.stringify(args)));
    if (reply.ok) return reply.value;
    const e = reply.error;
    const err = new Error(e.rule ? `${e.reason} (${e.rule})` : e.reason);
    Object.assign(err, e);
    throw err;
  }
  window.app = {
    // Resolves once the page is ready; rejects (kind "Failed") if it could not start.
    ready: () => root.dataset.app === "ready" ? Promise.resolve()
      : root.dataset.app === "error" ? Promise.reject(failed())
      : new Promise((resolve, reject) => waiting.push([resolve, reject])),
    games: () => call("games", []),
    newGame: (id, scenario, options, seed) => call("newGame", [id, scenario, options || {}, seed]),
    view: (role) => call("view", [role === undefined ? null : role]),
    legal: (role) => call("legal", [role]),
    act: (role, action) => call("act", [role, action]),
    undo: (role) => call("undo", [role]),
    link: (form) => call("link", [form || "whole"]),
    open: (text) => call("open", [text]),
    hash: () => call("hash", []),
    active: () => call("active", []),
    result: () => call("result", []),
    describe: (action, lang) => call("describe", [action, lang || "en"]),
    boxScreen: (box) => call("boxScreen", [box]),
    setOrders: (role, orders) => call("setOrders", [role, orders || null]),
    selected: () => call("selected", []),
    thinking: () => call("thinking", []),
    drawTimes: (n) => call("drawTimes", [n || 20]),
    duel: () => call("duel", []),
  };

  // The verbs through postMessage, for the page that frames this one
  // (docs/EMBEDDING.md):
  //   frame.contentWindow.postMessage({cwt: id, verb: "legal", args: ["union"]}, "*")
  // answers {cwt: id, ok: true, value} or {cwt: id, ok: false, error}.
  // Answered only when this page is framed, only to its parent, only from the
  // embedder's origin its storage namespace is named after, and only the verbs
  // an embedding page needs: each sees and changes the games of that
  // namespace only. Nothing here lists, reads or deletes the player's saves.
  const EMBED_VERBS = ["ready", "games", "newGame", "open", "view", "legal", "act", "undo",
                       "active", "result", "describe", "link", "hash", "boxScreen"];
  window.cwtEmbedVerbs = EMBED_VERBS.slice();
  window.addEventListener("message", async (ev) => {
    if (!framed) return;
    const msg = ev.data;
    if (!msg || typeof msg !== "object" || !("cwt" in msg) || typeof msg.verb !== "string") return;
    if (ev.source !== window.parent || ev.source === window) return;
    if (embedder !== "unknown" && ev.origin !== embedder) return;
    let reply;
    try {
      if (!EMBED_VERBS.includes(msg.verb)) {
        const known = Object.prototype.hasOwnProperty.call(window.app, msg.verb);
        throw Object.assign(new Error(known ? "the verb " + msg.verb + " is not offered to embedding pages"
                                            : "unknown verb " + msg.verb),
                            {kind: known ? "Refused" : "Unknown"});
      }
      if (msg.verb === "ready") await window.app.ready();
      const value = msg.verb === "ready"
        ? {storage: storage.mode, verbs: EMBED_VERBS.slice()}
        : window.app[msg.verb](...(Array.isArray(msg.args) ? msg.args : []));
      reply = {cwt: msg.cwt, ok: true, value: value};
    } catch (err) {
      reply = {cwt: msg.cwt, ok: false, error: {kind: err.kind || "Error", reason: err.reason || err.message, rule: err.rule || "", move: err.move || 0}};
    }
    ev.source.postMessage(reply, ev.origin === "null" ? "*" : ev.origin);
  });

})();
