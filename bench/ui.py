#!/usr/bin/env python3
"""The map's speed in this machine's Chromium, at 1920x1080.

    python3 bench/ui.py [--runs 40] [--no-build]

Prints the median and p90 of: a full redraw of the map (target at most 8 ms),
and click-to-highlight latency: from a tap on a box to the map and the action
list redrawn with that box's actions (target under 100 ms).
"""

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import build  # noqa: E402
from browser import ARGS, serve  # noqa: E402

CLICK = """async ([x, y]) => {
    const c = document.getElementById('map');
    const r = c.getBoundingClientRect();
    const opts = {bubbles: true, clientX: r.left + x, clientY: r.top + y, pointerId: 1, isPrimary: true};
    const t0 = performance.now();
    c.dispatchEvent(new PointerEvent('pointerdown', opts));
    c.dispatchEvent(new PointerEvent('pointerup', opts));
    await new Promise((done) => requestAnimationFrame(() => done()));
    return performance.now() - t0;
}"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    if not args.no_build or not (build.DIST / "index.html").exists():
        build.build()
    from playwright.sync_api import sync_playwright
    server, base = serve()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        page = browser.new_page(viewport={"width": 1920, "height": 1080})
        page.goto(base + "/")
        page.wait_for_function("document.documentElement.dataset.app === 'ready'", timeout=120_000)
        page.evaluate("app.newGame('ahd', 'campaign', {}, 77)")
        page.wait_for_function("document.getElementById('map') && document.getElementById('map').width > 0")
        page.wait_for_timeout(1500)                       # the basemap arrives
        size = page.evaluate("[document.getElementById('map').width, document.getElementById('map').height]")
        draws = page.evaluate("n => app.drawTimes(n)", args.runs)
        boxes = [a[1] for a in page.evaluate("app.legal('union')") if a[0] == "march"]
        clicks = []
        for i in range(args.runs):
            box = boxes[i % len(boxes)]
            xy = page.evaluate("b => app.boxScreen(b)", box)
            clicks.append(page.evaluate(CLICK, xy))
        browser.close()
    server.shutdown()

    def line(name, xs, target):
        xs = sorted(xs)
        med, p90 = statistics.median(xs), xs[int(0.9 * (len(xs) - 1))]
        print(f"{name:<34} {len(xs):>5} {med:>9.2f} {p90:>9.2f}  {'meets' if med <= target else 'MISSES'} <= {target} ms")

    print(f"Chromium, viewport 1920x1080, canvas {size[0]}x{size[1]} device pixels")
    print(f"{'measure':<34} {'runs':>5} {'median':>9} {'p90':>9}  target")
    line("full map redraw (ms)", draws, 8)
    line("tap on a box -> highlighted (ms)", clicks, 100)


if __name__ == "__main__":
    main()
