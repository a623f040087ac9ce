// Makes the start-up snapshot off the page's main thread (see snapshot.mjs):
// boots Pyodide with snapshots enabled, unpacks app.zip where PyScript puts it,
// imports the rules package, the page's modules and the game data (no game
// state: nothing runs, no URL or save is read), and stores the engine's memory
// in Cache Storage with its SHA-256, replacing any older snapshot.
import {loadPyodide} from "./pyodide/pyodide.mjs";

const PRELUDE = `
import sys
if "/home/pyodide" not in sys.path:
    sys.path.insert(0, "/home/pyodide")
from pyapp import ai, games
from pyapp.ai import ahd as _ai_ahd, search as _ai_search
for _gid in games.ids():
    games.get(_gid)
import web.main, web.board, web.geo, web.session, web.saves, web.text
del _gid, _ai_ahd, _ai_search
`;

async function hex(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

self.onmessage = async (ev) => {
  const {key, cache: cacheName, indexURL, appZip} = ev.data;
  const t0 = performance.now();
  try {
    const py = await loadPyodide({indexURL, _makeSnapshot: true});
    const response = await fetch(appZip);
    if (!response.ok) throw new Error(`app.zip: HTTP ${response.status}`);
    py.unpackArchive(await response.arrayBuffer(), "zip", {extractDir: "/home/pyodide"});
    py.runPython(PRELUDE);
    const bytes = py.makeMemorySnapshot();
    const digest = await hex(bytes);
    const cache = await caches.open(cacheName);
    for (const request of await cache.keys()) await cache.delete(request);
    await cache.put(key, new Response(bytes, {headers: {
      "content-type": "application/octet-stream",
      "x-cwt-sha256": digest,
    }}));
    self.postMessage({ok: true, size: bytes.length, ms: performance.now() - t0});
  } catch (err) {
    self.postMessage({ok: false, reason: String(err && err.message || err)});
  }
};
