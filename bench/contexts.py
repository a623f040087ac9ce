#!/usr/bin/env python3
"""What a browser test's page start costs Chromium in processor time.

    python3 bench/contexts.py [--boots 6] [--no-build]

The browser tests are bound by the processor (both cores busy), so their
cost is processor time, not wall time. This opens the page ``--boots`` times
as the tests do, each time playing a few moves of Stonewall's Sword through
window.app:

- "new": a new context each time, given the start-up snapshot
  (``quick_start`` in tests/browser/conftest.py);
- "lent": one context lent again each time, cleaned between uses as the
  tests' pool cleans it (``_Pool``).

It prints the wall time and the processor time per kind of process (every
Chromium process, the Playwright driver, this Python), sampled from
/proc/<pid>/stat every 0.2 s, so a renderer that ends between samples loses
at most its last 0.2 s. Linux only.
"""

from __future__ import annotations

import argparse
import collections
import glob
import os
import re
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


class Sampler:
    """Processor seconds per kind of process, from /proc, while it runs."""

    def __init__(self):
        self.seen: dict[tuple[int, str], list[float]] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)

    @staticmethod
    def kind(line: str) -> str:
        if "chrom" in line:
            typ = re.search(r"--type=(\S+)", line)
            sub = re.search(r"--utility-sub-type=(\S+)", line)
            return "chromium " + (typ.group(1) if typ else "browser") + (
                " " + sub.group(1).split(".")[-1] if sub else "")
        if "node" in line:
            return "playwright driver (node)"
        if "python" in line:
            return "python"
        return ""

    def sample(self):
        for d in glob.glob("/proc/[0-9]*"):
            try:
                line = open(d + "/cmdline", "rb").read().replace(b"\0", b" ").decode(errors="replace")
                fields = open(d + "/stat").read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            kind = self.kind(line)
            if not kind:
                continue
            cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
            key = (int(d[6:]), kind)
            self.seen.setdefault(key, [cpu, cpu])[1] = cpu

    def _loop(self):
        while not self._stop.is_set():
            self.sample()
            time.sleep(0.2)

    def __enter__(self):
        self.sample()
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()
        self.sample()

    def totals(self) -> dict[str, float]:
        out: dict[str, float] = collections.Counter()
        for (_, kind), (first, last) in self.seen.items():
            out[kind] += last - first
        return dict(out)


def play(page):
    page.evaluate("app.newGame('ss', 'valley', {}, 7)")
    for _ in range(5):
        page.evaluate("(() => { const r = app.active()[0]; app.act(r, app.legal(r)[0]); })()")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boots", type=int, default=6)
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    args = parser.parse_args()
    os.chdir(ROOT)
    import build
    from playwright.sync_api import sync_playwright
    from tests.browser import conftest as C
    if not args.no_build or not (build.DIST / "index.html").exists():
        build.build()
    site_fixture = C.site.__wrapped__(build.DIST)
    site = next(site_fixture)
    rows = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=C.CHROMIUM, args=C.ARGS)
        C._snapshot(browser)
        for name in ("new", "lent"):
            with Sampler() as sampler:
                t0 = time.perf_counter()
                for _ in range(args.boots):
                    ctx = C.watched_context(browser, lend=(name == "lent"),
                                            viewport={"width": 1280, "height": 800})
                    play(C.open_app(ctx, site + "/"))
                    ctx.close()
                wall = time.perf_counter() - t0
            rows.append((name, wall, sampler.totals()))
        C._POOL.close_all()
        browser.close()
    kinds = sorted({k for _, _, t in rows for k in t}, key=lambda k: -max(t.get(k, 0) for _, _, t in rows))
    print(f"{args.boots} page starts with 5 moves each; seconds (wall, then processor by process)\n")
    print(f"{'':28}" + "".join(f"{name:>10}" for name, _, _ in rows))
    print(f"{'wall':28}" + "".join(f"{wall:10.1f}" for _, wall, _ in rows))
    print(f"{'processor, all':28}" + "".join(f"{sum(t.values()):10.1f}" for _, _, t in rows))
    for kind in kinds:
        if max(t.get(kind, 0) for _, _, t in rows) >= 0.05:
            print(f"{kind:28}" + "".join(f"{t.get(kind, 0):10.1f}" for _, _, t in rows))
    per = [(sum(t.values()) / args.boots) for _, _, t in rows]
    print(f"\nprocessor per page start: new context {per[0]:.1f} s, lent context {per[1]:.1f} s")


if __name__ == "__main__":
    main()
