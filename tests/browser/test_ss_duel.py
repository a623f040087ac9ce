"""Stonewall's Sword between two devices (pyapp/games/ss/secrets.py,
docs/TRUST.md): "The Valley of Vengeance" with secret held events (10.4).

Two browser contexts are two devices: the Union on a desktop, the
Confederacy on a phone. The creator makes the game on the new-game form
against a friend on another device; the joiner opens the invitation and
takes the seat; every link then goes from one page to the other as a player
sends it (the copy button, then a tap on the link or a paste). A whole game
turn and the start of the next are played: the main chits, the Artillery
Phase, every chit the cup gives and each activation it brings, the End Turn,
the next turn's main chits. The first moves of each side are buttons of the
table; the rest are the seat's legal actions through ``window.app``.

At every link each page is checked for the other side's secrets: the page's
text and its view never name an Event chit of the enemy that the rules have
not shown (a chit played), and each link is taken (its moves reach the
sender's public position, T2.4).
Screenshots: /tmp/ss-duel-*.png.
"""

from __future__ import annotations

import random

from pyapp.games.ss import data as D

from .conftest import new_device, open_app
from .test_duel_page import close_replay, duel, link_to_send, paste, play_segment, ready

SHOTS = "/tmp/ss-duel-{}.png"
NAMES = {c: D.CHITS[c]["name"] for c in D.CHITS if D.CHITS[c]["kind"] == "event"}


def device(browser, phone=False):
    return new_device(browser, phone, random_seed=23 if phone else 17)   # the same keys every run


def view(page, role):
    return page.evaluate("r => app.view(r)", role)


def secrets_kept(page, seat, enemy, ever):
    """What this page may know of the enemy's chits, and no more: its names
    map holds only chits the rules showed, and the page's prompt, panels and
    log name none of the others (what the device itself holds is checked
    move by move by tests/test_sealed_contract.py). ``ever``: the enemy
    chits shown so far (the log keeps them after 17.6 hides them again)."""
    v = view(page, seat)
    ever |= {v["names"][h] for h in v["names"] if h.startswith(f"E.{enemy}.")}
    said = {D.CHITS[c]["name"]["en"] for c in NAMES if D.CHITS[c]["side"] == seat or c in ever}
    text = " ".join(page.locator(sel).first.inner_text() for sel in (".urgent", ".log-panel", ".ss-cup")
                    if page.locator(sel).count())
    for c, name in NAMES.items():
        if D.CHITS[c]["side"] != enemy or name["en"] in said:
            continue                  # shown, or its name is also a chit this page may name
        for lang in ("en", "es"):
            assert name[lang] not in text, (seat, c, name[lang])
    return ever


def click_some(page, n, rnd):
    made = 0
    for _ in range(n):
        if not duel(page)["can_act"]:
            break
        buttons = page.locator(".urgent [data-do=act]:visible")
        count = buttons.count()
        if not count:
            break
        buttons.nth(rnd.randrange(count)).click()
        made += 1
    return made


def test_two_devices_play_a_turn_of_the_valley_with_secret_events(browser, site):
    rnd = random.Random(5)
    ca, cb = device(browser), device(browser, phone=True)
    try:
        A = open_app(ca, site + "/")
        A.click("header [data-do=new]")
        A.select_option("#start-game", "ss")
        A.select_option("#start-scenario", "valley")
        A.check("#opt-secret_events")
        A.check("#opp-duel")
        A.select_option("#start-side", "usa")
        A.click("[data-do=start]")
        invite = link_to_send(A)

        B = open_app(cb, invite)
        ready(B)
        assert "Stonewall" in B.inner_text("main")
        B.click("[data-do=duel_join]")
        reply = link_to_send(B)
        paste(A, reply)
        assert duel(A)["can_act"] and duel(A)["started"]

        pages = {"usa": A, "csa": B}
        start_turn = view(A, "usa")["turn"]
        links, clicked, tapped = 0, {"usa": 0, "csa": 0}, set()
        ever = {"usa": set(), "csa": set()}
        while links < 120:
            # the device to move, or one whose forced decisions (T1.3) ended its turn by themselves
            mover = next((p for p in (A, B) if duel(p)["can_act"]), None)
            if mover is None:
                mover = max((A, B), key=lambda p: duel(p)["segment"])
                assert duel(mover)["waiting"] and duel(mover)["segment"] > min(duel(A)["segment"],
                                                                                 duel(B)["segment"])
            seat = duel(mover)["seat"]
            if clicked[seat] < 6:
                clicked[seat] += click_some(mover, 2, rnd)        # buttons of the table, as a player
            play_segment(mover, rnd, prefer=True)
            close_replay(mover)
            if links in (0, 1):
                mover.screenshot(path=SHOTS.format(f"{seat}-{links}"), full_page=False)
            url = link_to_send(mover)
            enemy = "csa" if seat == "usa" else "usa"
            other = pages[enemy]
            before = other.evaluate("app.duel().segment")
            if enemy in tapped:
                paste(other, url)                                    # pasted into the page
            else:
                other.goto(url)                                      # a tap on the link in a chat
                ready(other)                                         # (the first link each way)
                tapped.add(enemy)
            try:
                other.wait_for_function("s => app.duel().segment > s", arg=before, timeout=60_000)
            except Exception:
                other.screenshot(path=SHOTS.format("not-taken"))
                raise AssertionError(f"link {links} not taken: {other.inner_text('#toasts')}") from None
            close_replay(other)
            links += 1
            over = view(A, "usa")["turn"] > start_turn and view(A, "usa")["phase"] != "command"
            if links % 2 or over:       # (every other link: a value shown stays shown; a link a
                for page, me in ((A, "usa"), (B, "csa")):       # turn's dice cost, T2.7, doubled them)
                    secrets_kept(page, me, "csa" if me == "usa" else "usa", ever[me])
            if over:
                break
        assert view(A, "usa")["turn"] == start_turn + 1, "a whole turn was not played"
        assert links >= 4 and sum(clicked.values()) >= 4 and tapped == {"usa", "csa"}
        for page, me in ((A, "usa"), (B, "csa")):
            page.screenshot(path=SHOTS.format(f"{me}-end"), full_page=False)
        errors = [e for e in ca.watch.errors + cb.watch.errors if "clipboard" not in e.lower()]
        assert not errors, errors
    finally:
        for ctx in (ca, cb):
            ctx.close()
