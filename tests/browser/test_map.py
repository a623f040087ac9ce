"""The map: drawn from the game's view, boxes picked by tap or from the text twin."""

from .conftest import open_app


def start_ahd(page):
    page.evaluate("app.newGame('ahd', 'campaign', {}, 2024)")
    page.wait_for_selector("#map")


def test_map_draws_with_geography_and_no_error(context, site):
    page = open_app(context, site + "/")
    start_ahd(page)
    page.wait_for_function("""() => { const c = document.getElementById('map');
        return c && c.width > 300 && c.height > 300; }""")
    # the basemap arrived and was drawn: land colour at many pixels
    land = page.evaluate("""() => { const c = document.getElementById('map');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data; let n = 0;
        for (let i = 0; i < d.length; i += 4 * 97) if (d[i] === 0xf4 && d[i+1] === 0xef && d[i+2] === 0xe3) n++;
        return n; }""")
    assert land > 200
    assert context.watch.errors == []


def test_tapping_a_box_filters_the_actions(context, site):
    page = open_app(context, site + "/")
    start_ahd(page)
    # Turn 1, Union movement: marches start from boxes with Union units.
    legal = page.evaluate("app.legal('union')")
    march = next(a for a in legal if a[0] == "march")
    x, y = page.evaluate("b => app.boxScreen(b)", march[1])
    box = page.locator("#map").bounding_box()
    page.mouse.click(box["x"] + x, box["y"] + y)
    assert page.evaluate("app.selected()") == march[1]
    shown = page.locator("[data-do=act]").evaluate_all("els => els.map(e => JSON.parse(e.dataset.action))")
    assert march in shown and len(shown) < len(legal)
    # the shown buttons are exactly the actions naming that box, or no box at all
    page.locator("[data-do=act]").nth(shown.index(march)).click()
    assert page.evaluate("app.view(null).march_box") == march[1]


def test_text_twin_lists_boxes_and_picks_them(context, site):
    page = open_app(context, site + "/")
    start_ahd(page)
    page.click(".text-map summary")
    items = page.locator(".text-map li")
    assert items.count() >= 16          # the setup boxes at least
    assert "Washington" in page.inner_text(".text-map")
    page.locator(".text-map [data-do=pick][data-arg=washington]").click()
    assert page.evaluate("app.selected()") == "washington"


def test_zoom_and_pan_keep_the_page_usable(context, site):
    page = open_app(context, site + "/")
    start_ahd(page)
    before = page.evaluate("app.boxScreen('richmond')")
    page.click("[data-do=zoom][data-arg=in]")
    after = page.evaluate("app.boxScreen('richmond')")
    assert after != before
    page.focus("#map")
    page.keyboard.press("ArrowLeft")
    moved = page.evaluate("app.boxScreen('richmond')")
    assert moved[0] > after[0]
    page.click("[data-do=zoom][data-arg=fit]")
    assert page.evaluate("app.boxScreen('richmond')") == before


def test_the_action_list_is_the_engines_legal_list(context, site):
    page = open_app(context, site + "/")
    start_ahd(page)
    for _ in range(6):
        role = page.evaluate("app.active()")[0]
        shown = page.locator("[data-do=act]").evaluate_all("els => els.map(e => JSON.parse(e.dataset.action))")
        assert shown == page.evaluate("r => app.legal(r)", role)
        page.locator("[data-do=act]").first.click()


def test_tapping_an_unreachable_box_says_why_with_the_rule(context, site):
    page = open_app(context, site + "/")
    start_ahd(page)
    # play the Union's first half passively (end everything), to the CSA's movement
    for _ in range(200):
        if page.evaluate("app.view(null).phasing") == "csa" and page.evaluate("app.view(null).phase") == "mv":
            break
        role = page.evaluate("app.active()")[0]
        page.evaluate("""r => { const l = app.legal(r);
            const a = l.find(x => ['end_moves', 'pass', 'end_march'].includes(x[0])) || l[0];
            app.act(r, a); }""", role)
    box = page.locator("#map").bounding_box()
    for name in ("fredericksburg", "washington"):
        x, y = page.evaluate("b => app.boxScreen(b)", name)
        page.mouse.click(box["x"] + x, box["y"] + y)
    message = page.inner_text(".message")
    assert "Potomac" in message and "4.2.6" in message


PINCH = """([x1, y1, x2, y2, spread]) => {
    const c = document.getElementById('map');
    const r = c.getBoundingClientRect();
    const ev = (type, id, x, y) => c.dispatchEvent(new PointerEvent(type, {bubbles: true, pointerId: id,
        pointerType: 'touch', isPrimary: id === 1, clientX: r.left + x, clientY: r.top + y}));
    ev('pointerdown', 1, x1, y1); ev('pointerdown', 2, x2, y2);
    for (let i = 1; i <= 5; i++) {                // the two fingers move apart
        ev('pointermove', 1, x1 - spread * i / 5, y1);
        ev('pointermove', 2, x2 + spread * i / 5, y2);
    }
    ev('pointerup', 1, x1 - spread, y1); ev('pointerup', 2, x2 + spread, y2);
}"""


def test_pinch_zooms_the_map_about_the_fingers(context, site):
    page = open_app(context, site + "/")
    start_ahd(page)
    a0 = page.evaluate("app.boxScreen('richmond')")
    b0 = page.evaluate("app.boxScreen('atlanta')")
    page.evaluate(PINCH, [300, 300, 400, 300, 60])
    a1 = page.evaluate("app.boxScreen('richmond')")
    b1 = page.evaluate("app.boxScreen('atlanta')")
    before = ((a0[0] - b0[0]) ** 2 + (a0[1] - b0[1]) ** 2) ** 0.5
    after = ((a1[0] - b1[0]) ** 2 + (a1[1] - b1[1]) ** 2) ** 0.5
    assert after > 1.5 * before                      # spreading two fingers zoomed in
    assert page.evaluate("app.selected()") is None   # a pinch is not a tap
