"""Stonewall's Sword's map and counters in Chromium (web/tables/ss_map.py),
drawn by the preview page (tests/browser/static/ss_map.html) from the built
site's Pyodide and app.zip with the set-up of "The Valley of Vengeance"
(22.1): the ground is painted, each counter lands on its hex, a tap picks
the hex under it, and a hex zoomed in on a phone is big enough to read.
Screenshots go to /tmp/ss-map-*.png for a person to look at."""

import pytest

from pyapp.games.ss.scenarios import SCENARIOS

from .conftest import Watch

DEVICES = {
    "desktop": dict(viewport={"width": 1280, "height": 800}),
    "phone": dict(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, device_scale_factor=2),
}


def open_preview(browser, site, device, query=""):
    ctx = browser.new_context(**DEVICES[device])
    ctx.watch = Watch(ctx)
    ctx.route(lambda url: not url.startswith("http://127.0.0.1"), lambda route: route.abort())
    page = ctx.watch.page(ctx.new_page())
    page.goto(f"{site}/__test__/ss_map.html{query}")
    page.wait_for_function("document.body.dataset.ready !== 'loading'", timeout=120_000)
    assert page.evaluate("document.body.dataset.ready") == "yes", page.evaluate("document.body.dataset.error")
    return ctx, page


def pixel(page, x, y):
    """The canvas's colour at CSS pixel (x, y), as [r, g, b, a]."""
    return page.evaluate("""([x, y]) => {
        const c = document.getElementById('map');
        const k = c.width / c.clientWidth;
        return Array.from(c.getContext('2d').getImageData(Math.round(x * k), Math.round(y * k), 1, 1).data);
    }""", [x, y])


def hexrgb(colour):
    return [int(colour[i:i + 2], 16) for i in (1, 3, 5)]


def near(a, b, tol=12):
    return all(abs(x - y) <= tol for x, y in zip(a, b))


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_the_valley_of_vengeance_set_up(browser, site, device):
    from web.tables import ss_parts as P
    ctx, page = open_preview(browser, site, device)
    setup = SCENARIOS["valley"]["setup"]
    drawn = page.evaluate("ssMap.drawn()")
    assert {c["id"] for c in drawn["counters"]} == set(setup)
    page.screenshot(path=f"/tmp/ss-map-{device}-fit.png")
    # every counter is drawn over its own hex, and a tap there picks that hex
    painted = {p["id"]: p for p in drawn["painted"]}
    assert set(painted) == set(setup)
    for uid, p in painted.items():
        assert page.evaluate("([x, y]) => ssMap.hit(x, y)", [p["x"], p["y"]]) == setup[uid], uid
    # the ground is painted: a level tint off the counters, a counter's body on one
    w, h = page.evaluate("[innerWidth, innerHeight]")
    assert pixel(page, w / 2, h / 2)[3] == 255
    # zoomed in on the Gate and Garnett's line: a hex big enough to read on a phone
    page.evaluate("ssMap.zoomOn(['1614', '1914', '2014'], 62)")
    drawn = page.evaluate("ssMap.drawn()")
    assert drawn["hex_px"] >= 60
    p = {q["id"]: q for q in drawn["painted"]}["c-1-va"]            # 1 VA alone in 1614
    assert p["size"] >= 56                                           # its words are drawn (TEXT_MIN_PX)
    body = P.counter_spec({"id": "c-1-va"})["body"]
    assert near(pixel(page, p["x"] - p["size"] * 0.42, p["y"] - p["size"] * 0.15), hexrgb(body)), \
        "1 VA's grey body is not where the map says it drew it"
    band = P.counter_spec({"id": "c-1-va"})["band_fill"]
    assert near(pixel(page, p["x"] - p["size"] * 0.45, p["y"] - p["size"] * 0.38), hexrgb(band))
    page.screenshot(path=f"/tmp/ss-map-{device}-zoom-gate.png")
    # the Union side of the valley: the guns on the ridge, Prince in the corn
    page.evaluate("ssMap.zoomOn(['1806', '2207', '2209'], 62)")
    page.screenshot(path=f"/tmp/ss-map-{device}-zoom-corn.png")
    # a tap on the map picks the hex under it
    x, y = page.evaluate("ssMap.screen('2207')")
    page.mouse.click(x, y) if device == "desktop" else page.touchscreen.tap(x, y)
    page.wait_for_function("document.body.dataset.picked")
    assert page.evaluate("document.body.dataset.picked") == "2207"
    assert not ctx.watch.errors, ctx.watch.errors
    ctx.close()


def test_markers_and_spanish(browser, site):
    """Markers on counters (Shaken, Disrupted, Skirmish Order, a Depleted face)
    drawn in Spanish, and Cedar Mountain's south end in "Slaughter Mountain"."""
    ctx, page = open_preview(browser, site, "phone", "?scenario=slaughter&lang=es")
    page.evaluate("""ssMap.update([
        {id: 'c-5-la', hex: '3411', mh: 1}, {id: 'c-6-la', hex: '3412', mh: 2},
        {id: 'c-7-la', hex: '3410', depleted: true}, {id: 'u-8-us', hex: '3310', skirmish: true},
        {id: 'c-latimer', hex: '3409'}, {id: 'c-terry', hex: '3311', markers: ['activated', 'fatigue']}])""")
    page.evaluate("ssMap.zoomOn(['3411'], 64)")
    drawn = page.evaluate("ssMap.drawn()")
    assert {p["id"] for p in drawn["painted"]} == {"c-5-la", "c-6-la", "c-7-la", "u-8-us", "c-latimer", "c-terry"}
    page.screenshot(path="/tmp/ss-map-phone-markers-es.png")
    assert not ctx.watch.errors, ctx.watch.errors
    ctx.close()
