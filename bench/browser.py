"""Run a benchmark's ``run()`` inside Pyodide in Debian's Chromium, against dist/."""

from __future__ import annotations

import functools
import json
import threading
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-dev-shm-usage"]


def serve():
    """dist/ at "/", bench/static and the bench scripts under "/__bench__/"."""
    import build

    class Handler(build.Handler):
        def translate_path(self, path):
            clean = path.split("?", 1)[0].split("#", 1)[0]
            if clean.startswith("/__bench__/"):
                name = clean[len("/__bench__/"):]
                static = ROOT / "bench" / "static" / name
                return str(static if static.exists() else ROOT / "bench" / name)
            return str(build.DIST / clean.lstrip("/"))

    server = build.Server(("127.0.0.1", 0), functools.partial(Handler, directory=str(build.DIST)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def run_in_pyodide(script: str, timeout_ms: int = 900_000, **kwargs) -> dict:
    import build
    from playwright.sync_api import sync_playwright
    if not (build.DIST / "index.html").exists():
        build.build()
    server, base = serve()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            page = browser.new_page()
            query = urllib.parse.urlencode({"script": script, "kwargs": json.dumps(kwargs)})
            page.goto(f"{base}/__bench__/pyodide_bench.html?{query}")
            page.wait_for_function("window.benchResult !== undefined", timeout=timeout_ms, polling=500)
            result = page.evaluate("window.benchResult")
            browser.close()
    finally:
        server.shutdown()
    if "error" in result:
        raise RuntimeError(result["error"])
    return result
