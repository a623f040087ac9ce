"""A House Divided by taps and the buttons by the prompt line, in the page:
open a march from its button, pick a unit by its counter, tap a lit box on
the map to move it, end movement, then the battle panel's target buttons and
Fire (web/tables/ahd.py, web/widgets/battle.py). The whole turn by clicks is
the end-to-end test's; this one looks at the table's controls only."""

import json

from .conftest import open_app
from .test_a11y import AXE, scan


def urgent_actions(page):
    return page.locator("#urgent [data-do=act]").evaluate_all(
        "els => els.map(e => JSON.parse(e.dataset.action))")


def click_urgent(page, action):
    page.click(f"#urgent [data-do=act][data-action='{json.dumps(action)}']")


def tap_box(page, box):
    xy = page.evaluate("b => app.boxScreen(b)", box)
    r = page.locator("#map").bounding_box()
    page.mouse.click(r["x"] + xy[0], r["y"] + xy[1])


def test_march_pick_a_counter_tap_a_lit_box_then_fire_in_the_panel(context, site):
    page = open_app(context, site + "/")
    page.evaluate("app.newGame('ahd', 'campaign', {}, 1)")
    page.wait_for_selector("#urgent")
    shown = urgent_actions(page)
    assert ["march", "washington"] in shown and ["end_moves"] in shown
    click_urgent(page, ["march", "washington"])
    if AXE.exists():
        page.click(".text-map summary")
        assert scan(page) == []                     # counters, destinations, the text twin
    # the march's units as counters, the first picked; its destinations as buttons
    assert page.get_attribute("#urgent [data-do=pick][data-arg=u1]", "aria-pressed") == "true"
    page.click("#urgent [data-do=pick][data-arg=u2]")
    assert page.get_attribute("#urgent [data-do=pick][data-arg=u2]", "aria-pressed") == "true"
    dests = [a[2] for a in urgent_actions(page) if a[:2] == ["move", "u2"]]
    assert "manassas_junction" in dests
    tap_box(page, "manassas_junction")
    page.wait_for_function("app.view('union').units.u2.box === 'manassas_junction'")
    assert "End movement" in page.inner_text("#urgent")
    for unit in ("u1", "u3"):
        click_urgent(page, ["move", unit, "manassas_junction"])
    click_urgent(page, ["end_moves"])
    # the battle: the panel holds the choices; Fire is in it once targets are set
    page.wait_for_selector("#urgent .battle")
    for _ in range(6):
        shown = urgent_actions(page)
        if ["fire"] in shown:
            assert page.locator("#urgent .battle button.fire.primary").count() == 1
            if AXE.exists():
                assert scan(page) == []             # the battle panel
            break
        target = next(a for a in shown if a[0] == "target")
        click_urgent(page, target)
    else:
        raise AssertionError("no Fire in the battle panel")
    assert not context.watch.errors, context.watch.errors
