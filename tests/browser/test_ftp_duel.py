"""For the People between two devices (docs/TRUST.md T4: the deck dealt by
mental poker, each hand its own): the 1861 scenario's first whole turn.

Two browser contexts are two devices: the Union on a desktop (clicks), the
Confederacy on a phone (taps). The creator makes the game on the new-game
form against a friend on another device; the joiner opens the invitation
and takes the seat; every link then goes from one page to the other as a
player sends it (the copy button, then a tap on the link or a paste). The
whole of turn 1 is played, to the first decision of turn 2: the card deal,
every strategy round, the interrupt windows the moves open (4.2.5), the
political, attrition and end phases. The first moves of each side are the
table's buttons (clicked on the desktop, tapped on the phone); the rest are
the seat's legal actions through ``window.app``.

At every link each page is checked for the other side's secrets: its view
holds no card of the other hand, and the page's text names no card of the
other hand that has not been played. Screenshots: /tmp/ftp-duel-*.png.
"""

from __future__ import annotations

import random

from pyapp.games.ftp import cards_text as CT

from .conftest import new_device
from .test_duel_page import begin_duel, close_replay, duel, link_to_send, paste, play_segment, ready

SHOTS = "/tmp/ftp-duel-{}.png"


def device(browser, phone=False):
    return new_device(browser, phone, random_seed=29 if phone else 31)   # the same keys every run


def view(page, role):
    return page.evaluate("r => app.view(r)", role)


def press_some(page, n, rnd, phone):
    """Up to ``n`` moves by the buttons the table shows, tapped on a phone."""
    made = 0
    for _ in range(n):
        if not duel(page)["can_act"]:
            break
        buttons = page.locator("#urgent [data-do=act]:visible")
        count = buttons.count()
        if not count:
            break
        b = buttons.nth(rnd.randrange(count))
        b.scroll_into_view_if_needed()
        b.tap() if phone else b.click()
        made += 1
    return made


def secrets_kept(page, seat, other_hand, played):
    """This page holds none of the other side's cards: its view shows them as
    unknown and its text names none that was not played."""
    v = view(page, seat)
    enemy = "csa" if seat == "union" else "union"
    hidden = [v["state"]["sealed"].get(h) for h in v["state"]["hands"][enemy]]
    assert all(x is None for x in hidden), (seat, hidden)
    text = " ".join(page.locator(sel).first.inner_text() for sel in ("#urgent", ".log-panel", "#panels")
                    if page.locator(sel).count())
    said = {CT.TITLE[n]["en"] for n in set(v["hand"]) | played}   # (several cards share a title)
    for n in other_hand:
        if CT.TITLE[n]["en"] in said:
            continue
        assert CT.TITLE[n]["en"] not in text, (seat, n, CT.TITLE[n]["en"])


def test_two_devices_play_the_first_turn_of_1861_with_hidden_hands(browser, site):
    rnd = random.Random(11)
    ca, cb = device(browser), device(browser, phone=True)
    try:
        A, B = begin_duel(ca, cb, site, game="ftp", scenario="1861", side="union")   # the form, a tap, a paste
        assert "For the People" in B.inner_text("main") and duel(A)["started"]

        pages = {"union": A, "csa": B}
        links, pressed, tapped, longest = 0, {"union": 0, "csa": 0}, set(), 0
        while links < 400:
            mover = next((p for p in (A, B) if duel(p)["can_act"]), None)
            if mover is None:
                mover = max((A, B), key=lambda p: duel(p)["segment"])
            seat = duel(mover)["seat"]
            if pressed[seat] < 6:
                pressed[seat] += press_some(mover, 2, rnd, phone=mover is B)
            play_segment(mover, rnd, prefer=True)
            close_replay(mover)
            if links in (0, 1):
                mover.screenshot(path=SHOTS.format(f"{seat}-{links}"), full_page=False)
            url = link_to_send(mover)
            longest = max(longest, len(url) - len(site))
            enemy = "csa" if seat == "union" else "union"
            other = pages[enemy]
            before = other.evaluate("app.duel().segment")
            if enemy in tapped:
                paste(other, url)
            else:
                other.goto(url)                                  # a tap on the link in a chat
                ready(other)
                tapped.add(enemy)
            try:
                other.wait_for_function("s => app.duel().segment > s", arg=before, timeout=90_000)
            except Exception:
                other.screenshot(path=SHOTS.format("not-taken"))
                raise AssertionError(f"link {links} not taken: {other.inner_text('#toasts')}") from None
            close_replay(other)
            links += 1
            hands = {s: view(pages[s], s)["hand"] for s in pages}
            played = set(view(A, "union")["discard"]) | set(view(A, "union")["removed"])
            for me, page in pages.items():
                secrets_kept(page, me, hands["csa" if me == "union" else "union"], played)
            if view(A, "union")["turn"] >= 2 and view(B, "csa")["turn"] >= 2:
                break
        assert view(A, "union")["turn"] == 2 == view(B, "csa")["turn"], "a whole turn was not played"
        assert view(A, "union")["sw"] == view(B, "csa")["sw"]
        assert sum(pressed.values()) >= 4 and tapped == {"union", "csa"}
        print(f"ftp duel: {links} links for turn 1, the longest {longest} characters")
        for page, me in ((A, "union"), (B, "csa")):
            page.screenshot(path=SHOTS.format(f"{me}-end"), full_page=False)
        errors = [e for e in ca.watch.errors + cb.watch.errors if "clipboard" not in e.lower()]
        assert not errors, "\n".join(errors)
    finally:
        for ctx in (ca, cb):
            ctx.close()
