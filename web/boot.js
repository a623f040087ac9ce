// Start-up glue that needs no Python: the loading screen's progress, the
// failure screen, the service worker, and `window.app` (the API for tests and
// for sites that embed the board), which forwards to Python once it is ready.
(function () {
  "use strict";
  const root = document.documentElement;
  const params = new URLSearchParams(location.search);
  if (params.has("embed")) root.classList.add("embed");
  const t0 = performance.now();
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
  const spanish = (navigator.language || "").toLowerCase().startsWith("es");
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

  function fail(message) {
    if (root.dataset.app === "ready") return;
    root.dataset.app = "error";
    const box = document.getElementById("failure");
    const text = document.getElementById("failure-text");
    if (text) text.textContent = message;
    if (box) box.hidden = false;
    const loading = document.getElementById("loading");
    if (loading) loading.hidden = true;
  }

  function explain(reason) {
    const text = String(reason && (reason.message || reason) || "");
    if (/WebAssembly|wasm/i.test(text)) return "This browser could not run the game engine (WebAssembly failed to start).";
    if (/fetch|network|Failed to load|NetworkError|import/i.test(text)) return "A file of the game could not be downloaded. Check the connection and reload; after one complete visit the game also works offline.";
    if (/memory/i.test(text)) return "The device ran out of memory while starting the game. Close other tabs and reload.";
    return "Something went wrong while starting the game: " + text.slice(0, 300);
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
      for (const resolve of waiting.splice(0)) resolve();
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
    ready: () => root.dataset.app === "ready" ? Promise.resolve() : new Promise((r) => waiting.push(r)),
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
  };

  // The same verbs through postMessage, for a page that embeds this one:
  //   frame.contentWindow.postMessage({cwt: id, verb: "legal", args: ["union"]}, "*")
  // answers {cwt: id, ok: true, value} or {cwt: id, ok: false, error}.
  window.addEventListener("message", async (ev) => {
    const msg = ev.data;
    if (!msg || typeof msg !== "object" || !("cwt" in msg) || typeof msg.verb !== "string") return;
    if (ev.source !== window.parent || ev.source === window) return;
    let reply;
    try {
      if (msg.verb === "ready") await window.app.ready();
      else if (!Object.prototype.hasOwnProperty.call(window.app, msg.verb)) throw Object.assign(new Error("unknown verb " + msg.verb), {kind: "Unknown"});
      const value = msg.verb === "ready" ? true : window.app[msg.verb](...(Array.isArray(msg.args) ? msg.args : []));
      reply = {cwt: msg.cwt, ok: true, value: value};
    } catch (err) {
      reply = {cwt: msg.cwt, ok: false, error: {kind: err.kind || "Error", reason: err.reason || err.message, rule: err.rule || "", move: err.move || 0}};
    }
    ev.source.postMessage(reply, ev.origin === "null" ? "*" : ev.origin);
  });

})();
