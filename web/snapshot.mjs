// The interpreter module PyScript loads (pyscript.json "interpreter"): Pyodide's
// own module, whose loadPyodide restores a memory snapshot of the started engine
// (Python with our rules and page modules already imported) when one was made
// for this build in this browser. It is only a faster way in: a missing, stale,
// damaged or refused snapshot falls back to the normal boot, deletes itself and
// says why on the console.
//
// On a return visit the restore starts as soon as this module is evaluated:
// the snapshot's bytes are read and checked (size and checksum) while Pyodide
// fetches its wasm and runtime, not before, and PyScript's loadPyodide call
// gets the restored engine. Nothing is restored from unchecked bytes.
//
// After a normal boot, once the page is ready and idle, a worker
// (snapshot-worker.mjs) boots a second Pyodide off the main thread, imports the
// same modules, and stores its memory in Cache Storage under a key naming the
// build's content hash and this browser's user agent; older snapshots go.
// `?nosnapshot` or the start screen's setting (localStorage cwt:snapshot=off)
// turns all of this off; so do safe mode (`?safe`) and a browser that refuses
// this page its storage.
export * from "./pyodide/pyodide.mjs";
import {loadPyodide as bootPyodide} from "./pyodide/pyodide.mjs";
import {checksum} from "./checksum.mjs";

// Milestones for bench/startup.py (window.cwtTimes is made by boot.js).
function mark(name) {
  const times = globalThis.cwtTimes;
  if (times && !(name in times)) times[name] = performance.now();
}
mark("snapModule");

// Not "cwt-…": the service worker deletes those caches when a new build arrives.
const CACHE = "cwtsnap";
const OFF_KEY = "cwt:snapshot";
const FAILED_KEY = "cwt:snapshot-failed";
// A framed page's own namespace (web/boot.js, docs/EMBEDDING.md): its start
// screen's setting is written there, never over the player's own. The
// player's "off" still holds in the frame (the snapshot takes this browser's
// room for the site, whoever frames it), and a build whose snapshot failed to
// restore here failed for every page of the site.
const NS = (globalThis.cwtStorage && globalThis.cwtStorage.prefix) || "";
const INDEX_URL = new URL("./pyodide/", import.meta.url).href;

function storageGet(key) {
  try { return localStorage.getItem(key); } catch (e) { return null; }
}
function storageSet(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (e) { /* a full or blocked storage only costs the snapshot */ }
}

// FNV-1a, enough to tell user agents apart in a cache key.
function uaTag() {
  let h = 0x811c9dc5;
  const ua = navigator.userAgent || "";
  for (let i = 0; i < ua.length; i++) {
    h ^= ua.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

const build = document.documentElement.dataset.build || "dev";
const key = new URL(`./snapshot/${build}/${uaTag()}`, import.meta.url).href;
const params = new URLSearchParams(location.search);

// Why no snapshot is used or made on this visit ("" when one may be): also in
// safe mode (?safe, web/boot.js), and when the browser refuses this page its
// storage (window.cwtStorage.mode "memory": Cache Storage is refused too, and
// a snapshot made in a worker could not be kept).
function offReason() {
  if (params.has("nosnapshot")) return "turned off by ?nosnapshot";
  if (params.has("safe")) return "not in safe mode";
  const storage = globalThis.cwtStorage;
  if (storage && storage.mode === "memory") return "the browser refuses this page storage";
  if (storageGet(OFF_KEY) === "off" || (NS && storageGet(NS + OFF_KEY) === "off")) return "turned off";
  if (!("caches" in globalThis)) return "no Cache Storage";
  return "";
}
function enabled() {
  return offReason() === "";
}

const status = {
  enabled: enabled(),
  used: false,          // this visit started from a snapshot
  reason: "",           // why not, when it was not
  key: key,
  restoreMs: null,      // from finding the snapshot to the restored engine (reading, checking, restoring)
  size: null,           // bytes of the snapshot used or made
  making: false,
  made: null,           // {size, ms} once this visit made one
  makeError: "",
};

async function dropAll(reason) {
  try {
    await caches.delete(CACHE);
  } catch (e) { /* nothing stored, or no Cache Storage */ }
  if (reason) console.info("cwt: start-up snapshot deleted:", reason);
}

// The stored snapshot for this build and browser (a Response, its body not
// read yet), or null. Snapshots of other builds or browsers are deleted.
async function findSnapshot() {
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) {
    if (request.url !== key) {
      await cache.delete(request);
      console.info("cwt: deleted a start-up snapshot of another build or browser");
    }
  }
  return (await cache.match(key)) || null;
}

// The snapshot's bytes, checked against the size and checksum stored with them
// (a damaged or truncated copy throws). Pyodide itself then checks the
// header's magic number and its own build id before restoring.
async function readChecked(response) {
  const size = Number(response.headers.get("x-cwt-size"));
  const expected = response.headers.get("x-cwt-sum") || "";
  if (!expected || !Number.isInteger(size)) {
    throw new Error("it has no size or checksum (damaged, or made by an older page)");
  }
  const bytes = new Uint8Array(await (await response.blob()).arrayBuffer());
  mark("snapRead");
  if (bytes.length !== size) throw new Error(`it has ${bytes.length} bytes, not ${size} (truncated or damaged)`);
  if (checksum(bytes) !== expected) throw new Error("its bytes do not match their checksum (damaged)");
  mark("snapChecked");
  return bytes;
}

// The restored engine must have our modules and answer a call.
function sanityCheck(py) {
  const ok = py.runPython("import sys\n('web.main' in sys.modules and 'pyapp.games' in sys.modules" +
                          " and sum(range(10)) == 45)");
  if (ok !== true) throw new Error("the restored engine failed its check");
}

// Output of the early engine goes to the streams PyScript passes to loadPyodide;
// anything printed before that call is kept and handed over then.
const streams = {stdout: null, stderr: null, held: []};
function forward(name) {
  return (text) => {
    if (streams[name]) streams[name](text);
    else streams.held.push([name, text]);
  };
}

// Starts restoring the stored snapshot, if there is one, as soon as this module
// is evaluated: resolves to null (none stored), {error} (Cache Storage failed),
// or {engine, size, damaged}: engine (a promise) rejects if the bytes failed
// their check (damaged is then true) or the restore failed. Never rejects.
//
// While the snapshot is read and checked, Pyodide fetches its lock file, stdlib
// and wasm and imports its runtime module; it instantiates the wasm and
// restores the memory once the checked bytes are here.
function startEarly() {
  return findSnapshot().then((response) => {
    if (!response) return null;
    mark("snapFound");
    const t0 = performance.now();
    const attempt = {engine: null, size: null, damaged: false};
    let bytes = readChecked(response).then((b) => {
      attempt.size = b.length;
      return b;
    }, (err) => {
      attempt.damaged = true;
      throw err;
    });
    bytes.catch(() => {});
    // Pyodide keeps its options as long as it runs: it gets something to await
    // once, not the 31 MB themselves.
    const snapshot = {then(resolve, reject) {
      const b = bytes;
      bytes = null;
      return b.then(resolve, reject);
    }};
    const asm = import(INDEX_URL + "pyodide.asm.mjs");
    asm.catch(() => {});
    attempt.engine = bootPyodide({
      indexURL: INDEX_URL,
      stdout: forward("stdout"),
      stderr: forward("stderr"),
      _loadSnapshot: snapshot,
      // Pyodide's own runtime module, wrapped to time its steps.
      createPyodideModule: async (settings) => {
        const create = (await asm).default;
        const instantiate = settings.instantiateWasm;
        if (instantiate) {
          settings.instantiateWasm = (imports, done) => instantiate(imports, (instance, module) => {
            mark("wasmReady");
            done(instance, module);
          });
        }
        const module = await create(settings);
        // Pyodide asks for the snapshot's size as INITIAL_MEMORY, but its wasm
        // declares and exports its own memory (480 pages, 31.5 MB in 314.x), so
        // a bigger snapshot would not fit ("offset is out of bounds"): grow the
        // memory to the snapshot's size first (growMemory renews the views).
        const need = settings.INITIAL_MEMORY || 0;
        if (module.HEAP8 && module.HEAP8.length < need && typeof module.growMemory === "function") {
          if (!module.growMemory(need)) throw new Error(`could not grow memory to ${need} bytes`);
        }
        mark("moduleReady");
        return module;
      },
    }).then((py) => {
      mark("restored");
      sanityCheck(py);
      mark("checked");
      status.restoreMs = performance.now() - t0;
      return py;
    });
    attempt.engine.catch(() => {});
    return attempt;
  }).catch((error) => ({error}));
}

const early = status.enabled ? startEarly() : Promise.resolve(null);

// PyScript passes these to loadPyodide; anything else means a configuration the
// early engine was not started with, which then boots normally.
const EXPECTED_OPTIONS = new Set(["indexURL", "stdout", "stderr"]);

export async function loadPyodide(options = {}) {
  mark("loadCalled");
  // PyScript passes the interpreter module's folder as indexURL; Pyodide's
  // files live in ./pyodide/ next to this module.
  const opts = {...options, indexURL: INDEX_URL};
  if (!status.enabled) {
    status.reason = offReason() || "turned off";
    return bootPyodide(opts);
  }
  const attempt = await early;
  if (!attempt) {
    status.reason = "no snapshot for this build and browser yet";
    console.info("cwt: no start-up snapshot yet; a normal boot (one is made when the page is idle)");
    return bootPyodide(opts);
  }
  if (attempt.error) {
    const message = attempt.error.message || String(attempt.error);
    status.reason = "snapshot not used: " + message;
    console.warn("cwt: start-up snapshot not used, booting normally:", message);
    await dropAll();
    return bootPyodide(opts);
  }
  const extra = Object.keys(options).filter((k) => !EXPECTED_OPTIONS.has(k));
  if (extra.length) {
    status.reason = "snapshot not used: the page asked for " + extra.join(", ");
    console.warn("cwt: start-up snapshot not used, booting normally: the page asked for", extra.join(", "));
    return bootPyodide(opts);
  }
  streams.stdout = options.stdout || console.log;
  streams.stderr = options.stderr || console.warn;
  for (const [name, text] of streams.held.splice(0)) streams[name](text);
  try {
    const py = await attempt.engine;
    status.used = true;
    status.size = attempt.size;
    return py;
  } catch (err) {
    const message = err && err.message || String(err);
    if (attempt.damaged) {
      status.reason = "snapshot not used: " + message;
      console.warn("cwt: start-up snapshot not used, booting normally:", message);
    } else {
      status.reason = "snapshot refused: " + message;
      console.warn("cwt: start-up snapshot refused, booting normally:", message);
      storageSet(FAILED_KEY, build);
    }
    await dropAll();
  }
  return bootPyodide(opts);
}

// Called by boot.js once the page is ready: after a normal boot, make the
// snapshot for the next visit when the page is idle, in a worker.
status.afterReady = function () {
  if (!status.enabled || status.used || status.making) return;
  if (storageGet(FAILED_KEY) === build) {
    status.makeError = "a snapshot of this build failed to restore here before; not making another";
    return;
  }
  // Not while the service worker is still storing the build (first visit),
  // and only in an idle moment a little after the page is up.
  const idle = globalThis.requestIdleCallback || ((f) => setTimeout(f, 1500));
  const sw = navigator.serviceWorker;
  const settled = sw && !params.has("nosw")
    ? Promise.race([sw.ready, new Promise((r) => setTimeout(r, 20000))])
    : Promise.resolve();
  settled.then(() => setTimeout(() => idle(() => status.make(), {timeout: 5000}), 2000));
};

status.make = function () {
  if (status.making || typeof Worker === "undefined") return Promise.resolve(status.made);
  status.making = true;
  const started = performance.now();
  return new Promise((resolve) => {
    let worker;
    const finish = (made, error) => {
      status.making = false;
      status.made = made;
      if (made) status.size = made.size;
      status.makeError = error || "";
      if (error) console.warn("cwt: start-up snapshot not made:", error);
      if (worker) worker.terminate();
      document.dispatchEvent(new CustomEvent("cwt:snapshot", {detail: {made, error}}));
      resolve(made);
    };
    try {
      worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), {type: "module"});
    } catch (err) {
      finish(null, String(err && err.message || err));
      return;
    }
    worker.onmessage = (ev) => {
      const m = ev.data || {};
      if (m.ok) finish({size: m.size, ms: m.ms, start: started, end: performance.now()}, "");
      else finish(null, m.reason || "unknown failure");
    };
    worker.onerror = (ev) => finish(null, ev.message || "the snapshot worker failed");
    worker.postMessage({key: key, cache: CACHE, indexURL: INDEX_URL,
                        appZip: new URL("./app.zip", import.meta.url).href});
  });
};

// The start screen's setting: off deletes the stored snapshot.
status.setEnabled = async function (on) {
  storageSet(NS + OFF_KEY, on ? null : "off");
  status.enabled = on && enabled();
  if (!on) await dropAll("turned off");
};

status.clear = () => dropAll("cleared");

window.cwtSnapshot = status;
