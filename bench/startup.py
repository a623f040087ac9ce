#!/usr/bin/env python3
"""Start-up time of the page against a bare Pyodide boot, in Chromium.

    python3 bench/startup.py [--runs 5] [--visits 4] [--only same-tab|new-tab] [--no-build]

Same tab ("cold"/"warm" rows): for each run, a fresh browser context (empty
cache, no service worker) loads the page: that is "cold"; a reload in the same
context is "warm" (the service worker's cache for our page, the HTTP cache for
the bare page). Times are from navigation start to ready (our page:
data-app="ready"; bare page: the first runPython answered).

Our page is visited three times per run: cold (a normal boot; then, while a
scripted player keeps playing, the start-up snapshot is made in a worker),
warm without the snapshot (?nosnapshot, the same number of moves played
after it for comparison), and warm restoring the snapshot.

New tab (a return visit the way people make one): our page and the bare
page each get a browser profile of their own (a temp user-data dir) in which
they are visited --visits times in one tab, so the service worker, the caches,
V8's code caches and (our page) the snapshot are all in place; then each is
opened --runs times in a new tab of that browser, alternating. Printed with
where our page's new-tab time goes: the milestones web/boot.js and
web/snapshot.mjs record in window.cwtTimes, and the fetches' timing.

Targets: warm ready with the snapshot at most 0.5 x the bare warm boot, and
in a new tab at most 0.5 x the bare boot in a new tab; without the snapshot
at most 1.25 x; first paint of the loading screen under 300 ms.
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


RESOURCES = """() => Object.fromEntries(performance.getEntriesByType('resource').map((e) =>
    [e.name.split('?')[0].split('/').pop(), [e.startTime, e.responseEnd]]).concat(
    performance.getEntriesByType('navigation').map((e) => ['(page)', [e.workerStart, e.responseEnd]])))"""
TIMES = "JSON.parse(JSON.stringify(window.cwtTimes || {}))"


def new_tab_profile(p, url, ready, visits, snapshot):
    """A browser with its own profile (temp user-data dir) in which ``url`` is
    visited ``visits`` times in one tab, as a returning visitor would have:
    service worker installed, caches and V8's code caches warm, and (our page)
    the snapshot made on the first visit. Returns (context, tmpdir)."""
    import tempfile
    tmp = tempfile.TemporaryDirectory(prefix="cwt-bench-")
    ctx = p.chromium.launch_persistent_context(tmp.name, executable_path="/usr/bin/chromium",
                                               args=ARGS, headless=True)
    try:
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        for i in range(visits):
            page.goto(url)
            page.wait_for_function(ready, timeout=120_000)
            if snapshot and i == 0:
                page.wait_for_function("!!(window.cwtSnapshot.made || window.cwtSnapshot.makeError)",
                                       timeout=180_000, polling=250)
                made = page.evaluate("JSON.parse(JSON.stringify(window.cwtSnapshot))")
                if not made.get("made"):
                    raise RuntimeError(f"no snapshot made: {made.get('makeError')}")
                page.wait_for_function(SW_READY, timeout=120_000, polling=200)
            elif snapshot and i > 0:
                used = page.evaluate("JSON.parse(JSON.stringify(window.cwtSnapshot))")
                if not used.get("used"):
                    raise RuntimeError(f"snapshot not used on visit {i + 1}: {used.get('reason')}")
            page.wait_for_timeout(1000)     # let caches (and V8's code cache) be written
        page.goto("about:blank")            # this tab stays open; the measured ones are new
    except BaseException:
        ctx.close()
        tmp.cleanup()
        raise
    return ctx, tmp


def new_tab_visit(ctx, url, ready, when, snapshot):
    """Open ``url`` in a new tab of ``ctx``: (ready ms, cwtTimes, resource timing)."""
    page = ctx.new_page()
    try:
        page.goto(url)
        page.wait_for_function(ready, timeout=120_000)
        t = page.evaluate(when)
        times = page.evaluate(TIMES) if snapshot else {}
        res = page.evaluate(RESOURCES)
        if snapshot:
            used = page.evaluate("JSON.parse(JSON.stringify(window.cwtSnapshot))")
            if not used.get("used"):
                raise RuntimeError(f"snapshot not used in the new tab: {used.get('reason')}")
        return t, times, res
    finally:
        page.close()


def measure_new_tab(p, base, tabs, visits):
    """Bare page and ours, each in its own profile after ``visits`` visits,
    then ``tabs`` new tabs each, alternating."""
    profiles, bare, ours = [], [], []
    try:
        profiles.append(new_tab_profile(p, base + "/__bench__/bare.html", BARE_READY, visits, False))
        profiles.append(new_tab_profile(p, base + "/", OURS_READY, visits, True))
        (bare_ctx, _), (ours_ctx, _) = profiles
        for _ in range(tabs):
            bare.append(new_tab_visit(bare_ctx, base + "/__bench__/bare.html", BARE_READY, BARE_TIME, False))
            ours.append(new_tab_visit(ours_ctx, base + "/", OURS_READY, OURS_TIME, True))
    finally:
        for ctx, tmp in profiles:
            ctx.close()
            tmp.cleanup()
    return bare, ours


# The new tab's milestones for our page (cwtTimes, ms from navigation start),
# in the order they usually happen; a step's time is from the one before it.
BREAKDOWN = [
    ("start", "boot.js runs (new renderer, service worker started, HTML)"),
    ("snapModule", "snapshot.mjs evaluated (PyScript's core.js imports it)"),
    ("snapFound", "snapshot found in Cache Storage: Pyodide starts (fetches, runtime import)"),
    ("snapRead", "snapshot's bytes read"),
    ("snapChecked", "snapshot's size and checksum checked"),
    ("wasmReady", "wasm compiled (streamed from the service worker) and instantiated"),
    ("moduleReady", "Pyodide's runtime linked (Emscripten module ready)"),
    ("restored", "memory restored from the snapshot, Pyodide's API up"),
    ("checked", "restored engine's sanity check"),
    ("loadCalled", "PyScript asks for the interpreter (core.js, config, storage)"),
    ("interpDone", "back in PyScript (interpreter loaded)"),
    ("filesDone", "PyScript fetches and unpacks app.zip"),
    ("pyStart", "PyScript's own Python set-up, then our script reaches start()"),
    ("ready", "start(): the page built and shown"),
]


def print_breakdown(ours):
    print("where our page's new-tab time goes (median of the tabs; ms from navigation start):")
    prev = 0.0
    rows = []
    for key, label in BREAKDOWN:
        vals = [r[1][key] for r in ours if key in r[1]]
        if vals:
            rows.append((statistics.median(vals), key, label))
    for at, key, label in sorted(rows):
        print(f"  {at:>7.0f}  +{at - prev:>5.0f}  {label} [{key}]")
        prev = at
    print("  fetches (start -> end, ms; the page: service worker started -> HTML received):")
    for name in ("(page)", "core.js", "snapshot.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                 "python_stdlib.zip", "pyodide-lock.json", "app.zip"):
        spans = [r[2][name] for r in ours if name in r[2]]
        if spans:
            print(f"    {name:<20} {statistics.median(s[0] for s in spans):>6.0f} -> "
                  f"{statistics.median(s[1] for s in spans):>6.0f}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5,
                        help="fresh-context runs of the cold/same-tab rows, and new tabs of the new-tab row")
    parser.add_argument("--visits", type=int, default=4,
                        help="visits before the new tabs, in each new-tab profile (default 4)")
    parser.add_argument("--only", choices=["all", "same-tab", "new-tab"], default="all",
                        help="which rows to measure (default all)")
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    if not args.no_build or not (build.DIST / "index.html").exists():
        build.build()
    from playwright.sync_api import sync_playwright
    server, base = serve()
    bare, ours, tab_bare, tab_ours = [], [], [], []
    with sync_playwright() as p:
        if args.only != "new-tab":
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            print(f"Chromium {browser.version}; {args.runs} runs each, alternating", flush=True)
            for _ in range(args.runs):
                bare.append(measure(browser, base + "/__bench__/bare.html", BARE_READY, BARE_TIME))
                ours.append(measure_ours(browser, base))
            browser.close()
        if args.only != "same-tab":
            print(f"new tabs: {args.visits} visits in each profile, then {args.runs} new tabs each", flush=True)
            tab_bare, tab_ours = measure_new_tab(p, base, args.runs, args.visits)
    server.shutdown()
    report(bare, ours, tab_bare, tab_ours)


def report(bare, ours, tab_bare, tab_ours):
    def med(rows, i):
        return statistics.median(r[i] for r in rows if r[i] is not None)

    def fmed(key):
        return statistics.median(r[5][key] for r in ours)

    print()
    print(f"{'page':<34} {'cold ready ms':>14} {'warm ready ms':>14} {'x bare warm':>12}")
    if ours:
        bw = med(bare, 1)
        print(f"{'bare Pyodide boot':<34} {med(bare, 0):>14.0f} {bw:>14.0f} {1:>12.2f}")
        print(f"{'our page, no snapshot':<34} {med(ours, 0):>14.0f} {med(ours, 1):>14.0f} {med(ours, 1) / bw:>12.2f}")
        print(f"{'our page, restoring the snapshot':<34} {'-':>14} {med(ours, 2):>14.0f} {med(ours, 2) / bw:>12.2f}")
    if tab_ours:
        nb, no = med(tab_bare, 0), med(tab_ours, 0)
        print(f"{'new tab, bare Pyodide boot':<34} {'-':>14} {nb:>14.0f} {1:>12.2f}")
        print(f"{'new tab, our page (snapshot)':<34} {'-':>14} {no:>14.0f} {no / nb:>12.2f}   "
              f"(x new-tab bare; target 0.50)")
    print()
    if ours:
        print("all runs (cold, warm) ms:")
        print("  bare:         ", ", ".join(f"({c:.0f}, {w:.0f})" for c, w, *_ in bare))
        print("  ours:         ", ", ".join(f"({r[0]:.0f}, {r[1]:.0f})" for r in ours))
        print("  ours snapshot:", ", ".join(f"{r[2]:.0f}" for r in ours))
    if tab_ours:
        print("new tabs ms:")
        print("  bare:         ", ", ".join(f"{r[0]:.0f}" for r in tab_bare))
        print("  ours snapshot:", ", ".join(f"{r[0]:.0f}" for r in tab_ours))
        print()
        print_breakdown(tab_ours)
    if ours:
        print()
        longest = [max([d for _, d in r[5]["long_making"]] or [0]) for r in ours]
        plain_longest = [max([d for _, d in r[5]["long_plain"]] or [0]) for r in ours]
        print(f"snapshot: {fmed('size') / 1e6:.1f} MB, made in {fmed('make_ms'):.0f} ms (median) in a worker "
              f"after the first boot; restored in {fmed('restore_ms'):.0f} ms (median, inside 'ready')")
        print(f"main-thread long tasks while it is made and a player plays "
              f"({statistics.median(r[5]['moves'] for r in ours):.0f}"
              f" moves): {sum(len(r[5]['long_making']) for r in ours)} in all runs, longest {max(longest):.0f} ms; "
              f"the same play without making: {sum(len(r[5]['long_plain']) for r in ours)}, "
              f"longest {max(plain_longest):.0f} ms")
    print()
    if ours:
        bw = med(bare, 1)
        snap_ratio, plain_ratio = med(ours, 2) / bw, med(ours, 1) / bw
        print(f"same tab: with the snapshot {snap_ratio:.2f} x bare: "
              f"{'meets' if snap_ratio <= 0.5 else 'MISSES'} the 0.5 target; "
              f"without {plain_ratio:.2f} x: {'meets' if plain_ratio <= 1.25 else 'MISSES'} the 1.25 target; "
              f"first paint (cold / warm) {med(ours, 3):.0f} / {med(ours, 4):.0f} ms: "
              f"{'meets' if max(med(ours, 3), med(ours, 4)) < 300 else 'MISSES'} the 300 ms target")
    if tab_ours:
        ratio = med(tab_ours, 0) / med(tab_bare, 0)
        print(f"new tab (return visit): {ratio:.2f} x the bare boot in a new tab: "
              f"{'meets' if ratio <= 0.5 else 'MISSES'} the 0.5 target")


if __name__ == "__main__":
    main()
