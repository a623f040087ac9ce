#!/usr/bin/env python3
"""Build the static site into dist/, and serve it.

    python3 build.py                 build dist/
    python3 build.py serve           build, then serve dist/ on http://127.0.0.1:8000
    python3 build.py serve --host 0.0.0.0 --port 8080 [--no-build]
    python3 build.py --out DIR [--rules-version ahd=9]   (testing only, see below)

dist/ holds only what the page needs: Pyodide's runtime files and PyScript's
core (both from node_modules, pinned in package-lock.json), the rules package
and front end as one zip that PyScript unpacks without any network, the page,
its assets, a web app manifest and a service worker that precaches every file
under a cache name made from the build's content hash.

build.json says which build this is and which rules version each game plays
({"hash": ..., "rules": {"ahd": "2", ...}}); sw.js carries the same (%BUILD%,
%RULES%), so a waiting service worker can tell the page what the new build
plays before the player takes it (web/update.py, web/offline.js).

--rules-version ID=V is for tests of updates only (tests/browser/test_update.py):
it builds a site whose game ID plays rules version V (the ``rules_version = "..."``
line of pyapp/games/ID is rewritten inside app.zip; the source is not touched),
so that one source tree gives two builds that cannot open each other's games.
Never deploy such a build. --out builds somewhere other than dist/.
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


RULES_LINE = re.compile(rb'^(\s*rules_version\s*(?::\s*str\s*)?=\s*)"[^"\n]*"', re.M)


def rules_versions(override: dict | None = None) -> dict:
    """The rules version of every game this build plays (hidden ones too),
    read from the rules package itself; ``override`` ({id: version}) wins."""
    sys.path.insert(0, str(ROOT))
    from pyapp import games
    out = {gid: str(games.get(gid).rules_version) for gid in games.ids(hidden=True)}
    for gid, version in (override or {}).items():
        if gid not in out:
            raise SystemExit(f"build.py: --rules-version names an unknown game {gid!r}")
        out[gid] = str(version)
    return out


def _restamp(path: Path, data: bytes, override: dict) -> tuple[bytes, int]:
    """``data`` (the file at ``path``) with the game's rules version replaced,
    when ``override`` names the game this file belongs to (testing only), and
    how many lines were replaced."""
    parts = path.relative_to(ROOT).parts
    if len(parts) < 3 or parts[:2] != ("pyapp", "games") or parts[2] not in override \
            or path.suffix != ".py":
        return data, 0
    version = override[parts[2]]
    if not re.fullmatch(r"[A-Za-z0-9._-]{1,20}", version):
        raise SystemExit(f"build.py: rules version {version!r} is not a short plain word")
    return RULES_LINE.subn(lambda m: m.group(1) + b'"' + version.encode() + b'"', data)


def app_zip(override: dict | None = None) -> bytes:
    """The rules package and the front end, as one deterministic zip
    (``override``: see ``build``)."""
    override = override or {}
    stamped = set()
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
                data = path.read_bytes()
                if override:
                    data, count = _restamp(path, data, override)
                    if count:
                        stamped.add(path.relative_to(ROOT).parts[2])
                zf.writestr(info, data)
    missing = set(override) - stamped
    if missing:
        raise SystemExit(f"build.py: no rules_version line found for {sorted(missing)}")
    return buf.getvalue()


def build(out: Path = DIST, rules_version: dict | None = None) -> dict:
    """Build the site into ``out`` (dist/ unless told). ``rules_version``
    ({game id: version}) is for tests only: see the module's docstring."""
    out = Path(out)
    rules = rules_versions(rules_version)
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

    files["app.zip"] = app_zip(rules_version)
    for path in sorted((ROOT / "assets").rglob("*")):
        if path.is_file() and path.suffix != ".py" and path.name != "basemap.json":
            files[f"assets/{path.relative_to(ROOT / 'assets').as_posix()}"] = path.read_bytes()
    # The map's geography, made now from the pinned us-atlas package (tools/basemap.py).
    sys.path.insert(0, str(ROOT))
    from tools import basemap
    files["assets/basemap.json"] = json.dumps(basemap.build_data(), separators=(",", ":")).encode()
    for name in ("boot.js", "offline.js", "live.js", "pyscript.json", "manifest.webmanifest",
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
    files["build.json"] = json.dumps({"hash": build_hash, "rules": rules}, sort_keys=True).encode()
    files["index.html"] = files["index.html"].replace(b"%BUILD%", build_hash.encode())

    precache = ["./"] + sorted(n for n in files if n != "index.html") + ["index.html"]
    sw = (ROOT / "web" / "sw.js").read_text()
    sw = sw.replace("%BUILD%", build_hash).replace("%RULES%", json.dumps(rules, sort_keys=True)) \
        .replace("%FILES%", json.dumps(precache, indent=0))
    files["sw.js"] = sw.encode()

    for name, data in files.items():
        target = out / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    where = "dist/" if out.resolve() == DIST.resolve() else str(out)
    print(f"build.py: {where} built, {len(files)} files, {sum(map(len, files.values())):,} bytes, "
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
    parser.add_argument("--out", type=Path, default=DIST, help="build (and serve) here, not dist/")
    parser.add_argument("--rules-version", action="append", default=[], metavar="ID=V",
                        help="testing only: the game ID plays rules version V in this build")
    args = parser.parse_args(argv)
    override = {}
    for item in args.rules_version:
        gid, sep, version = item.partition("=")
        if not sep or not gid or not version:
            parser.error(f"--rules-version wants ID=VERSION, not {item!r}")
        override[gid] = version
    if args.command == "build" or not args.no_build:
        build(args.out, override or None)
    if args.command == "serve":
        server = make_server(args.out, args.host, args.port)
        print(f"Serving the game at http://{args.host}:{server.server_address[1]}/  (Ctrl+C stops)",
              flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
