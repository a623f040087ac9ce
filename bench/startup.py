#!/usr/bin/env python3
"""Start-up time of the page against a bare Pyodide boot, in one Chromium run.

    python3 bench/startup.py [--runs 5] [--no-build]

For each run, a fresh browser context (empty cache, no service worker) loads
the page: that is "cold"; a reload in the same context is "warm" (the service
worker's cache for our page, the HTTP cache for the bare page). Times are from
navigation start to ready (our page: data-app="ready"; bare page: the first
runPython answered).

Our page is visited three times per run: cold (a normal boot; then, while a
scripted player keeps playing, the start-up snapshot is made in a worker),
warm without the snapshot (?nosnapshot, the same number of moves played
after it for comparison), and warm restoring the snapshot.

Targets: warm ready with the snapshot at most 0.5 x the bare warm boot;
without it at most 1.25 x; first paint of the loading screen under 300 ms.
Also printed: the snapshot's size, the time to make it, and the main thread's
long tasks (over 50 ms) while it is made, against the same play without.
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


LONG = """() => { window.benchLong = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries())
        window.benchLong.push([e.startTime, e.duration]); }).observe({type: 'longtask'}); }"""
PLAY = """(seed) => { const active = app.active(); if (!active.length) return false;
    const legal = app.legal(active[0]);
    app.act(active[0], legal[(seed * 7919) % legal.length]); return true; }"""


def play_for(page, moves=None, until=None, timeout=180.0):
    """Play moves through window.app, 0.15 s apart, until ``until`` holds (or
    ``moves`` are played); returns the number played."""
    import time
    page.evaluate("app.newGame('ahd', 'campaign', {}, 1)")
    n, t0 = 0, time.time()
    while time.time() - t0 < timeout:
        if until is not None and page.evaluate(until):
            break
        if moves is not None and n >= moves:
            break
        if not page.evaluate(PLAY, n):
            page.evaluate("app.newGame('ahd', 'campaign', {}, 1)")
        n += 1
        page.wait_for_timeout(150)
    return n


def measure_ours(browser, base):
    """(cold, warm without snapshot, warm with snapshot, paint cold, paint warm,
    snapshot facts) for our page in one fresh context."""
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        page.goto(base + "/")
        page.wait_for_function(OURS_READY, timeout=120_000)
        cold = page.evaluate(OURS_TIME)
        paint = page.evaluate(PAINT)
        page.evaluate(LONG)
        moves = play_for(page, until="!!(window.cwtSnapshot.made || window.cwtSnapshot.makeError)")
        snap = page.evaluate("JSON.parse(JSON.stringify(window.cwtSnapshot))")
        if not snap.get("made"):
            raise RuntimeError(f"no snapshot made: {snap.get('makeError')}")
        long_making = [x for x in page.evaluate("window.benchLong")
                       if snap["made"]["start"] <= x[0] <= snap["made"]["end"]]
        page.wait_for_function(SW_READY, timeout=120_000, polling=200)
        page.goto(base + "/?nosnapshot")
        page.wait_for_function(OURS_READY, timeout=120_000)
        warm_plain = page.evaluate(OURS_TIME)
        page.evaluate(LONG)
        play_for(page, moves=moves)
        long_plain = page.evaluate("window.benchLong")
        page.goto(base + "/")
        page.wait_for_function(OURS_READY, timeout=120_000)
        warm_snap = page.evaluate(OURS_TIME)
        warm_paint = page.evaluate(PAINT)
        used = page.evaluate("JSON.parse(JSON.stringify(window.cwtSnapshot))")
        if not used.get("used"):
            raise RuntimeError(f"snapshot not used: {used.get('reason')}")
        facts = {"size": snap["made"]["size"], "make_ms": snap["made"]["ms"], "moves": moves,
                 "restore_ms": used["restoreMs"], "long_making": long_making, "long_plain": long_plain}
        return cold, warm_plain, warm_snap, paint, warm_paint, facts
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
            ours.append(measure_ours(browser, base))
        browser.close()
    server.shutdown()

    def med(rows, i):
        return statistics.median(r[i] for r in rows if r[i] is not None)

    def fmed(key):
        return statistics.median(r[5][key] for r in ours)

    print()
    print(f"{'page':<34} {'cold ready ms':>14} {'warm ready ms':>14} {'x bare warm':>12}")
    bw = med(bare, 1)
    print(f"{'bare Pyodide boot':<34} {med(bare, 0):>14.0f} {bw:>14.0f} {1:>12.2f}")
    print(f"{'our page, no snapshot':<34} {med(ours, 0):>14.0f} {med(ours, 1):>14.0f} {med(ours, 1) / bw:>12.2f}")
    print(f"{'our page, restoring the snapshot':<34} {'-':>14} {med(ours, 2):>14.0f} {med(ours, 2) / bw:>12.2f}")
    print()
    print("all runs (cold, warm) ms:")
    print("  bare:         ", ", ".join(f"({c:.0f}, {w:.0f})" for c, w, *_ in bare))
    print("  ours:         ", ", ".join(f"({r[0]:.0f}, {r[1]:.0f})" for r in ours))
    print("  ours snapshot:", ", ".join(f"{r[2]:.0f}" for r in ours))
    print()
    longest = [max([d for _, d in r[5]["long_making"]] or [0]) for r in ours]
    plain_longest = [max([d for _, d in r[5]["long_plain"]] or [0]) for r in ours]
    print(f"snapshot: {fmed('size') / 1e6:.1f} MB, made in {fmed('make_ms'):.0f} ms (median) in a worker "
          f"after the first boot; restored in {fmed('restore_ms'):.0f} ms (median, inside 'ready')")
    print(f"main-thread long tasks while it is made and a player plays ({statistics.median(r[5]['moves'] for r in ours):.0f}"
          f" moves): {sum(len(r[5]['long_making']) for r in ours)} in all runs, longest {max(longest):.0f} ms; "
          f"the same play without making: {sum(len(r[5]['long_plain']) for r in ours)}, longest {max(plain_longest):.0f} ms")
    snap_ratio, plain_ratio = med(ours, 2) / bw, med(ours, 1) / bw
    print()
    print(f"with the snapshot {snap_ratio:.2f} x bare: {'meets' if snap_ratio <= 0.5 else 'MISSES'} the 0.5 target; "
          f"without {plain_ratio:.2f} x: {'meets' if plain_ratio <= 1.25 else 'MISSES'} the 1.25 target; "
          f"first paint (cold / warm) {med(ours, 3):.0f} / {med(ours, 4):.0f} ms: "
          f"{'meets' if max(med(ours, 3), med(ours, 4)) < 300 else 'MISSES'} the 300 ms target")


if __name__ == "__main__":
    main()
