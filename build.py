#!/usr/bin/env python3
"""Build the static site into dist/, and serve it.

    python3 build.py                 build dist/
    python3 build.py serve           build, then serve dist/ on http://127.0.0.1:8000
    python3 build.py serve --host 0.0.0.0 --port 8080 [--no-build]

dist/ holds only what the page needs: Pyodide's runtime files and PyScript's
core (both from node_modules, pinned in package-lock.json), the rules package
and front end as one zip that PyScript unpacks without any network, the page,
its assets, a web app manifest and a service worker that precaches every file
under a cache name made from the build's content hash.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import http.server
import io
import json
import os
import re
import shutil
import socketserver
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
NODE = ROOT / "node_modules"

PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json"]
# PyScript chunks the page never loads: the code editor and terminal widgets
# (py-editor.js itself is imported at start-up; the editor it loads on use is not).
PYSCRIPT_SKIP = ("codemirror", "xterm")

# Vendored JavaScript names hosts outside the site: fetch fallbacks (a CDN
# for packages and interpreters, package indexes) and links quoted in error
# messages. Each becomes a path inside the site that does not exist, so nothing
# the page does can ever reach the network, and dist/ holds no URL outside the
# site (tests/test_dist.py checks it). "https://${...}" is a template Pyodide
# fills with a host name it is given (socket emulation); it is left alone.
OUTSIDE = re.compile(rb"https://(?!\$\{)([A-Za-z0-9.-]+)")


def offline(data: bytes) -> bytes:
    return OUTSIDE.sub(rb"./offline-only/\1", data)


MIME = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".py": "text/x-python; charset=utf-8",
    ".whl": "application/zip",
}


def ensure_node_modules() -> None:
    """Install the pinned npm packages when they are missing or stale."""
    lock = ROOT / "package-lock.json"
    stamp = NODE / ".package-lock.json"
    if (NODE / "pyodide" / "pyodide.mjs").exists() and stamp.exists() \
            and stamp.stat().st_mtime >= lock.stat().st_mtime:
        return
    npm = shutil.which("npm")
    if not npm:
        sys.exit("build.py: npm is needed to fetch Pyodide and PyScript (install Node.js 20 and npm)")
    print("build.py: npm ci (Pyodide and PyScript, pinned in package-lock.json)", flush=True)
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)


def app_zip() -> bytes:
    """The rules package and the front end, as one deterministic zip."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for top in ("pyapp", "web"):
            for path in sorted((ROOT / top).rglob("*")):
                if path.is_dir() or "__pycache__" in path.parts:
                    continue
                if path.suffix not in (".py", ".json"):
                    continue
                info = zipfile.ZipInfo(path.relative_to(ROOT).as_posix(), date_time=(2020, 1, 1, 0, 0, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                zf.writestr(info, path.read_bytes())
    return buf.getvalue()


def build(out: Path = DIST) -> dict:
    ensure_node_modules()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    files: dict[str, bytes] = {}

    for name in PYODIDE_FILES:
        data = (NODE / "pyodide" / name).read_bytes()
        files[f"pyodide/{name}"] = offline(data) if name.endswith(".mjs") else data
    for path in sorted((NODE / "@pyscript" / "core" / "dist").iterdir()):
        if path.suffix not in (".js", ".css") or any(s in path.name for s in PYSCRIPT_SKIP):
            continue
        if path.name == "service-worker.js":
            continue
        files[f"pyscript/{path.name}"] = offline(path.read_bytes())

    files["app.zip"] = app_zip()
    for path in sorted((ROOT / "assets").rglob("*")):
        if path.is_file() and path.suffix != ".py" and path.name != "basemap.json":
            files[f"assets/{path.relative_to(ROOT / 'assets').as_posix()}"] = path.read_bytes()
    # The map's geography, made now from the pinned us-atlas package (tools/basemap.py).
    sys.path.insert(0, str(ROOT))
    from tools import basemap
    files["assets/basemap.json"] = json.dumps(basemap.build_data(), separators=(",", ":")).encode()
    for name in ("boot.js", "offline.js", "pyscript.json", "manifest.webmanifest",
                 "snapshot.mjs", "snapshot-worker.mjs", "checksum.mjs"):
        files[name] = (ROOT / "web" / name).read_bytes()
    # One stylesheet: the page's (web/app.css), then each part's own (web/css/*.css).
    sheets = [ROOT / "web" / "app.css"] + sorted((ROOT / "web" / "css").glob("*.css"))
    files["app.css"] = b"\n".join(path.read_bytes() for path in sheets)
    files["index.html"] = (ROOT / "index.html").read_bytes()

    digest = hashlib.sha256()
    for name in sorted(files):
        digest.update(name.encode() + b"\0" + hashlib.sha256(files[name]).digest())
    build_hash = digest.hexdigest()[:12]
    files["build.json"] = json.dumps({"hash": build_hash}).encode()
    files["index.html"] = files["index.html"].replace(b"%BUILD%", build_hash.encode())

    precache = ["./"] + sorted(n for n in files if n != "index.html") + ["index.html"]
    sw = (ROOT / "web" / "sw.js").read_text()
    sw = sw.replace("%BUILD%", build_hash).replace("%FILES%", json.dumps(precache, indent=0))
    files["sw.js"] = sw.encode()

    for name, data in files.items():
        target = out / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    print(f"build.py: dist/ built, {len(files)} files, {sum(map(len, files.values())):,} bytes, "
          f"build {build_hash}", flush=True)
    return {"hash": build_hash, "files": sorted(files)}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}

    def end_headers(self) -> None:
        # The service worker must always be checked for a new build.
        if self.path.split("?")[0].endswith(("sw.js", "build.json")):
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, fmt: str, *args) -> None:  # quiet unless asked
        if os.environ.get("BUILD_VERBOSE"):
            super().log_message(fmt, *args)


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address) -> None:
        # A browser that drops a connection mid-file (navigation, reload) is not an error.
        exc = sys.exc_info()[1]
        if isinstance(exc, (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path, host: str = "127.0.0.1", port: int = 8000) -> Server:
    handler = functools.partial(Handler, directory=str(directory))
    return Server((host, port), handler)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", nargs="?", default="build", choices=["build", "serve"])
    parser.add_argument("--host", default="127.0.0.1", help="address to serve on (default loopback)")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    args = parser.parse_args(argv)
    if args.command == "build" or not args.no_build:
        build()
    if args.command == "serve":
        server = make_server(DIST, args.host, args.port)
        print(f"Serving the game at http://{args.host}:{server.server_address[1]}/  (Ctrl+C stops)",
              flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
