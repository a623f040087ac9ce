// The interpreter module PyScript loads (pyscript.json "interpreter"): Pyodide's
// own module, whose loadPyodide restores a memory snapshot of the started engine
// (Python with our rules and page modules already imported) when one was made
// for this build in this browser. It is only a faster way in: a missing, stale,
// damaged or refused snapshot falls back to the normal boot, deletes itself and
// says why on the console.
//
// After a normal boot, once the page is ready and idle, a worker
// (snapshot-worker.mjs) boots a second Pyodide off the main thread, imports the
// same modules, and stores its memory in Cache Storage under a key naming the
// build's content hash and this browser's user agent; older snapshots go.
// `?nosnapshot` or the start screen's setting (localStorage cwt:snapshot=off)
// turns all of this off.
export * from "./pyodide/pyodide.mjs";
import {loadPyodide as bootPyodide} from "./pyodide/pyodide.mjs";

// Not "cwt-…": the service worker deletes those caches when a new build arrives.
const CACHE = "cwtsnap";
const OFF_KEY = "cwt:snapshot";
const FAILED_KEY = "cwt:snapshot-failed";
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

function enabled() {
  return !params.has("nosnapshot") && storageGet(OFF_KEY) !== "off" && "caches" in globalThis;
}

const status = {
  enabled: enabled(),
  used: false,          // this visit started from a snapshot
  reason: "",           // why not, when it was not
  key: key,
  restoreMs: null,      // reading + restoring the snapshot
  size: null,           // bytes of the snapshot used or made
  making: false,
  made: null,           // {size, ms} once this visit made one
  makeError: "",
};

async function hex(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

async function dropAll(reason) {
  try {
    await caches.delete(CACHE);
  } catch (e) { /* nothing stored, or no Cache Storage */ }
  if (reason) console.info("cwt: start-up snapshot deleted:", reason);
}

// The snapshot's bytes for this build and browser, checked against the digest
// stored with them; null when there is none. Snapshots of other builds or
// browsers are deleted on the way.
async function readSnapshot() {
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) {
    if (request.url !== key) {
      await cache.delete(request);
      console.info("cwt: deleted a start-up snapshot of another build or browser");
    }
  }
  const response = await cache.match(key);
  if (!response) return null;
  const expected = response.headers.get("x-cwt-sha256") || "";
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!expected || (await hex(bytes)) !== expected) throw new Error("its bytes do not match their digest (damaged)");
  return bytes;
}

export async function loadPyodide(options = {}) {
  // PyScript passes the interpreter module's folder as indexURL; Pyodide's
  // files live in ./pyodide/ next to this module.
  const opts = {...options, indexURL: INDEX_URL};
  if (!status.enabled) {
    status.reason = params.has("nosnapshot") ? "turned off by ?nosnapshot" : "turned off";
    return bootPyodide(opts);
  }
  let bytes = null;
  try {
    bytes = await readSnapshot();
    if (!bytes) {
      status.reason = "no snapshot for this build and browser yet";
      console.info("cwt: no start-up snapshot yet; a normal boot (one is made when the page is idle)");
    }
  } catch (err) {
    status.reason = "snapshot not used: " + err.message;
    console.warn("cwt: start-up snapshot not used, booting normally:", err.message);
    await dropAll();
  }
  if (bytes) {
    const t0 = performance.now();
    try {
      const py = await bootPyodide({...opts, _loadSnapshot: bytes});
      // The restored engine must have our modules and answer a call.
      const ok = py.runPython("import sys\n('web.main' in sys.modules and 'pyapp.games' in sys.modules" +
                              " and sum(range(10)) == 45)");
      if (ok !== true) throw new Error("the restored engine failed its check");
      status.used = true;
      status.size = bytes.length;
      status.restoreMs = performance.now() - t0;
      return py;
    } catch (err) {
      status.reason = "snapshot refused: " + (err && err.message || err);
      console.warn("cwt: start-up snapshot refused, booting normally:", err && err.message || err);
      storageSet(FAILED_KEY, build);
      await dropAll();
    }
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
  storageSet(OFF_KEY, on ? null : "off");
  status.enabled = on && enabled();
  if (!on) await dropAll("turned off");
};

status.clear = () => dropAll("cleared");

window.cwtSnapshot = status;
