"""For the People in hotseat: the whole first turn of 1861 played by the
table's buttons only (the hand-over cover between the sides), once by
clicks on a desktop and once by taps on a phone.

Each decision is made by a click (a tap) on a button the urgent slot shows
for it, chosen by a seeded generator that prefers what moves the game on
(a card for its OPS, a step of a move) to the end buttons; the hand-over
cover is taken by its own button. On the phone the Confederacy first leaves
the standing order "interrupts: never" (4.2.5) in its own select, and from
then on no interrupt window comes to it. The turn is over when turn 2's
first decision is on the prompt line. No page error. Screenshots:
/tmp/ftp-turn-*.png.
"""

from __future__ import annotations

import random

import pytest

import tiers

from .conftest import new_device, open_app

ENDS = ('["stop"]', '["pass"]', '["done"]', '["none"]', '["wait"]')


def press(page, locator, phone):
    locator.scroll_into_view_if_needed()
    locator.tap() if phone else locator.click()


@pytest.mark.parametrize("phone", [True, False][:tiers.count("table.layouts")],
                         ids=["phone-taps", "desktop-clicks"][:tiers.count("table.layouts")])
def test_the_whole_first_turn_by_the_tables_buttons(browser, site, phone):
    rnd = random.Random(3)
    ctx = new_device(browser, phone)
    try:
        page = open_app(ctx, site + "/")
        page.evaluate("app.newGame('ftp', '1861', {}, 5)")
        pressed, windows, never_set = 0, {"union": 0, "csa": 0}, False
        while pressed < 600:
            view = page.evaluate("app.view(null)")
            if view["turn"] >= 2 and view["phase"] not in ("", "rounds"):
                break
            if page.locator(".handover [data-do=handover]").count():
                press(page, page.locator(".handover [data-do=handover]"), phone)
                continue
            active = view["active"]
            if not active:
                break
            flow = page.evaluate("app.view(null).flow")
            if flow and flow[-1]["step"] == "window":
                windows[flow[-1]["who"]] += 1
            if phone and not never_set and active == ["csa"] and flow[-1]["step"] == "round":
                page.locator("details.orders summary").first.scroll_into_view_if_needed()
                press(page, page.locator("details.orders summary").first, phone)
                page.select_option("#order-interrupts", "never")
                never_set = True
                windows["csa"] = 0
                continue
            buttons = page.locator("#urgent [data-do=act]:visible")
            count = buttons.count()
            folded = page.locator("#urgent details:not([open]) > summary")
            if folded.count() and (not count or rnd.random() < 0.5):
                press(page, folded.first, phone)          # "Or choose from the list": opened as a player does
                continue
            assert count, page.inner_text("#urgent")[:400]
            labels = [buttons.nth(i).get_attribute("data-action") for i in range(count)]
            moving = [i for i, a in enumerate(labels) if a not in ENDS]
            pick = rnd.choice(moving) if moving and rnd.random() < 0.8 else rnd.randrange(count)
            press(page, buttons.nth(pick), phone)
            pressed += 1
            if pressed in (5, 40):
                page.screenshot(path=f"/tmp/ftp-turn-{'phone' if phone else 'desktop'}-{pressed}.png")
        view = page.evaluate("app.view(null)")
        assert view["turn"] == 2, f"turn 1 not over after {pressed} presses"
        if phone:
            assert never_set and windows["csa"] == 0      # the order kept every window from the CSA
        page.screenshot(path=f"/tmp/ftp-turn-{'phone' if phone else 'desktop'}-end.png")
        print(f"ftp hotseat turn ({'phone' if phone else 'desktop'}): {pressed} presses, windows {windows}")
        assert not ctx.watch.errors, "\n".join(ctx.watch.errors)
    finally:
        ctx.close()
