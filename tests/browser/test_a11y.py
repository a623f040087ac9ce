"""Accessibility, checked not assumed: axe-core (npm, a test-only dependency)
scans the start screen, the map, the battle panel, the hand-over screen and
the hex table with its urgent slot (on a phone, the attacked side's answer);
no serious or critical violation is allowed."""

import random
from pathlib import Path

import pytest

from .conftest import ROOT, open_app, watched_context

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def scan(page):
    # The dice fade in (0.4 s): a scan in mid-animation measures a colour
    # contrast no reader ever sees settled. Scan the page as it stands still.
    page.emulate_media(reduced_motion="reduce")
    page.wait_for_timeout(50)
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("""async () => {
        const r = await axe.run(document, {resultTypes: ['violations']});
        return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                       nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}));
    }""")
    return [v for v in result if v["impact"] in ("serious", "critical")]


@pytest.fixture
def page(context, site):
    if not AXE.exists():
        pytest.fail("axe-core is missing: run npm ci (it is a devDependency)")
    return open_app(context, site + "/")


def test_start_screen(page):
    page.click("[data-do=new]")
    assert scan(page) == []


def test_map_screen(page):
    page.evaluate("app.newGame('ahd', 'campaign', {}, 11)")
    page.wait_for_selector("#map")
    page.click(".text-map summary")
    assert scan(page) == []


def test_battle_panel(page):
    page.evaluate("app.newGame('ahd', 'campaign', {}, 5)")
    rnd = random.Random(3)
    for _ in range(4000):
        role = page.evaluate("app.active()")[0]
        legal = page.evaluate("r => app.legal(r)", role)
        if page.evaluate("app.view(null).battle") and any(a[0] == "target" for a in legal):
            break
        page.evaluate("([r, a]) => app.act(r, a)", [role, legal[rnd.randrange(len(legal))]])
    page.wait_for_selector(".battle .armies")
    assert scan(page) == []


def test_hand_over_screen_and_hex_table(page):
    page.evaluate("app.newGame('mini', 'standard', {}, 4)")
    page.wait_for_selector(".handover")
    assert scan(page) == []
    page.click("[data-do=handover]")
    page.wait_for_selector("#map")
    assert scan(page) == []


def test_hex_table_answering_an_attack_on_a_phone(browser, site):
    ctx = watched_context(browser, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    try:
        page = open_app(ctx, site + "/")
        page.evaluate("app.newGame('mini', 'standard', {}, 17)")
        for action in (["play", "march"], ["move", "b3", "0303"], ["move", "b3", "0403"], ["move", "b3", "0503"]):
            page.evaluate("a => app.act('blue', a)", action)
        page.click("[data-do=handover]")
        page.wait_for_selector(".urgent .combat")
        page.click(".combat details.how summary")
        assert scan(page) == []
    finally:
        ctx.close()
