"""For the People played through its table in Chromium, in hotseat (the
device handed over between the sides), one page load: the 1861 scenario's
first strategy round by clicks and taps on a desktop (1280x800).

The Union takes the device: its hand is by the prompt line as cards; it
plays card 117 for its 3 OPS; a tap on Washington on the map picks it and
its choices come by the prompt line; it activates the Army of the Potomac
from there; the device goes to the Confederacy, which may answer the
activation with an interrupt card (4.2.5) and lets it go; back to the
Union, the map frames the move and lights its destinations (a red
ring where Beauregard waits at Manassas); a tap on lit Frederick moves the
army, and the arrow of its last step is drawn; a tap on Fredericksburg, two
spaces away, is refused with the engine's reason and rule, in English and
then in Spanish; End the move; the device goes to the Confederacy, whose
hand is its own. No page error. Screenshots go to /tmp/ftp-table-*.png.
"""

from __future__ import annotations

import json

from . import conftest
from .conftest import open_app, take_device
from .test_a11y import AXE, scan


def urgent_text(page) -> str:
    return page.inner_text("#urgent")


def click_urgent(page, action):
    page.click(f"#urgent [data-do=act][data-action='{json.dumps(action)}']")


def tap_space(page, space):
    conftest.tap_hex(page, space, into_view=True, page_scroll=True)


def test_the_first_round_by_taps_and_the_buttons_by_the_prompt_line(context, site):
    page = open_app(context, site + "/")
    page.evaluate("app.newGame('ftp', '1861', {}, 1)")
    take_device(page, "the Union")
    hand = page.evaluate("app.view('union').hand")
    assert page.locator("#urgent .ftp-card").count() == len(hand) == 4
    assert "Play for 3 OPS" in urgent_text(page) and "Removed from the game if played as the event." in urgent_text(page)
    assert "Union SW" in urgent_text(page) and "Blockade" in urgent_text(page)
    page.screenshot(path="/tmp/ftp-table-round.png")
    if AXE.exists():
        page.click(".text-map summary")
        assert scan(page) == []                     # the cards, the tracks, the text twin, the legend

    click_urgent(page, ["ops", 117])
    assert "for 3 OPS" in urgent_text(page)
    tap_space(page, "washington_dc")
    page.wait_for_selector("#urgent .ftp-picked")
    assert "Army of the Potomac · 5 SP" in page.inner_text("#urgent .ftp-picked")
    assert "McDowell" in page.inner_text(".ftp-here")            # the picked space's forces beside the map
    click_urgent(page, ["move", "army", "u_potomac"])
    # 4.2.5: the CSA may answer the activation with an interrupt card: the device
    # goes to it (asked whether or not it holds one), it lets the move go, and back
    take_device(page, "the Confederacy")
    assert "Let it go: no interrupt" in urgent_text(page)
    page.screenshot(path="/tmp/ftp-table-window.png")
    click_urgent(page, ["pass"])
    take_device(page, "the Union")

    # the move: framed on the map, its destinations lit, Manassas a battle
    assert "⚔ Manassas" in urgent_text(page)
    labels = json.loads(page.get_attribute("#map", "data-labels"))
    assert {"Frederick", "Baltimore", "Manassas"} <= set(labels)    # zoomed in: the names show
    tap_space(page, "frederick")
    page.wait_for_function("app.view('union').armies.u_potomac.at === 'frederick'")
    assert "Frederick" in urgent_text(page)
    page.screenshot(path="/tmp/ftp-table-move.png")

    tap_space(page, "fredericksburg")                               # two spaces away: refused, with why
    refused = page.inner_text("#urgent .ftp-refused")
    assert "Fredericksburg: not possible" in refused and "5.3" in refused
    page.click("header [data-do=lang]")
    refused = page.inner_text("#urgent .ftp-refused")
    assert "Fredericksburg: no se puede" in refused and "5.3" in refused
    assert "VP Unión" in urgent_text(page) and "UM" in urgent_text(page)
    page.click("header [data-do=lang]")

    click_urgent(page, ["stop"])
    take_device(page, "the Confederacy")
    csa = page.evaluate("app.view('csa').hand")
    assert page.locator("#urgent .ftp-card").count() == len(csa)
    shown = {int(x) for x in page.locator("#urgent .ftp-card").evaluate_all("els => els.map(e => e.dataset.card)")}
    assert shown == set(csa) and not shown & set(hand) - set(csa)
    assert not context.watch.errors, context.watch.errors
