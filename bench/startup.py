#!/usr/bin/env python3
"""Start-up time of the page against a bare Pyodide boot, in one Chromium run.

    python3 bench/startup.py [--runs 5] [--no-build]

For each run, a fresh browser context (empty cache, no service worker) loads
the page: that is "cold"; a reload in the same context is "warm" (the service
worker's cache for our page, the HTTP cache for the bare page). Times are from
navigation start to ready (our page: data-app="ready"; bare page: the first
runPython answered). Targets: warm ready at most 1.25 x the bare warm boot;
first paint of the loading screen under 300 ms.
"""

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
from browser import ARGS, serve  # noqa: E402  (dist/ at "/", bench pages at "/__bench__/")

OURS_READY = "document.documentElement.dataset.app === 'ready'"
OURS_TIME = "window.cwtTimes.ready"
BARE_READY = "window.bareReady !== undefined"
BARE_TIME = "window.bareReady"
PAINT = """(() => { const e = performance.getEntriesByName('first-contentful-paint')[0];
                    return e ? e.startTime : null; })()"""
SW_READY = """async () => navigator.serviceWorker.controller &&
              (await caches.keys()).includes('cwt-' + document.documentElement.dataset.build)"""


def measure(browser, url, ready, when, sw=False):
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        page.goto(url)
        page.wait_for_function(ready, timeout=120_000)
        cold = page.evaluate(when)
        paint = page.evaluate(PAINT)
        if sw:
            page.wait_for_function(SW_READY, timeout=120_000, polling=200)
        page.reload()
        page.wait_for_function(ready, timeout=120_000)
        warm = page.evaluate(when)
        warm_paint = page.evaluate(PAINT)
        return cold, warm, paint, warm_paint
    finally:
        ctx.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    if not args.no_build or not (build.DIST / "index.html").exists():
        build.build()
    from playwright.sync_api import sync_playwright
    server, base = serve()
    bare, ours = [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        print(f"Chromium {browser.version}; {args.runs} runs each, alternating", flush=True)
        for _ in range(args.runs):
            bare.append(measure(browser, base + "/__bench__/bare.html", BARE_READY, BARE_TIME))
            ours.append(measure(browser, base + "/", OURS_READY, OURS_TIME, sw=True))
        browser.close()
    server.shutdown()

    def med(rows, i):
        return statistics.median(r[i] for r in rows if r[i] is not None)

    print()
    print(f"{'page':<28} {'cold ready ms':>14} {'warm ready ms':>14} {'first paint ms':>15}")
    print(f"{'bare Pyodide boot':<28} {med(bare, 0):>14.0f} {med(bare, 1):>14.0f} {'-':>15}")
    print(f"{'our page (to ready)':<28} {med(ours, 0):>14.0f} {med(ours, 1):>14.0f} "
          f"{med(ours, 2):>7.0f} / {med(ours, 3):.0f}")
    cold_ratio, warm_ratio = med(ours, 0) / med(bare, 0), med(ours, 1) / med(bare, 1)
    print(f"{'ratio ours / bare':<28} {cold_ratio:>14.2f} {warm_ratio:>14.2f}")
    print()
    print("all runs (cold, warm) ms:")
    print("  bare:", ", ".join(f"({c:.0f}, {w:.0f})" for c, w, *_ in bare))
    print("  ours:", ", ".join(f"({c:.0f}, {w:.0f})" for c, w, *_ in ours))
    print()
    print(f"warm ratio {warm_ratio:.2f}: {'meets' if warm_ratio <= 1.25 else 'MISSES'} the 1.25 target; "
          f"first paint (cold / warm) {med(ours, 2):.0f} / {med(ours, 3):.0f} ms: "
          f"{'meets' if max(med(ours, 2), med(ours, 3)) < 300 else 'MISSES'} the 300 ms target")


if __name__ == "__main__":
    main()
