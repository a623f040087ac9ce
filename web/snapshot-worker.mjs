// Makes the start-up snapshot off the page's main thread (see snapshot.mjs):
// boots Pyodide with snapshots enabled, unpacks app.zip where PyScript puts it,
// imports the rules package, the page's modules and the game data (no game
// state: nothing runs, no URL or save is read), and stores the engine's memory
// in Cache Storage with its size and checksum, replacing any older snapshot.
import {loadPyodide} from "./pyodide/pyodide.mjs";
import {checksum} from "./checksum.mjs";

// web.main and the games are required (snapshot.mjs checks for them after a
// restore); every other module of the rules package (the computer opponent's,
// which the page imports only when it is used) and the page's other modules
// are imported when they can be, so moving one elsewhere never costs the snapshot.
const PRELUDE = `
import importlib, pkgutil, sys
if "/home/pyodide" not in sys.path:
    sys.path.insert(0, "/home/pyodide")
import pyapp
from pyapp import games
for _gid in games.ids(hidden=True):
    games.get(_gid)
import web.main
for _info in pkgutil.walk_packages(pyapp.__path__, "pyapp.", onerror=lambda name: None):
    try:
        importlib.import_module(_info.name)
    except Exception:
        pass
# ...and the standard modules PyScript's own Python package imports at start-up
for _name in ("web.geo", "web.session", "web.saves", "web.text",
              "pathlib", "asyncio", "inspect", "base64", "binascii", "html", "io", "json"):
    try:
        importlib.import_module(_name)
    except Exception:
        pass
del _gid, _info, _name
`;

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
    const cache = await caches.open(cacheName);
    for (const request of await cache.keys()) await cache.delete(request);
    await cache.put(key, new Response(bytes, {headers: {
      "content-type": "application/octet-stream",
      "x-cwt-size": String(bytes.length),
      "x-cwt-sum": checksum(bytes),
    }}));
    self.postMessage({ok: true, size: bytes.length, ms: performance.now() - t0});
  } catch (err) {
    self.postMessage({ok: false, reason: String(err && err.message || err)});
  }
};
