"""A long turn link in parts through the page (docs/TRUST.md T1.6).

A real long link: the minigame's 130-card muster scenario, with keys and
players found to reshuffle before the spare deal is whole (T4.6), is played
natively up to that link; each device's storage is then put in a browser
context of its own, as if it had played there. The sender's page offers the
link in parts (each at most 1,000 characters) with a button that copies them
all; the receiver opens one part from the address bar (a tap in a chat), is
told which parts are missing, and pastes the rest at once into the page: the
turn opens. A part cut short is refused with T1.6 and the game stays.
"""

from __future__ import annotations

import json

from pyapp.core import parts as P
from tests.helpers import first_long_link

from .conftest import open_app
from .test_duel_page import PHONE, device, duel, paste, ready

SHOTS = "/tmp/duel-parts-{}.png"


def devices_at_a_long_link(site):
    """(sender's storage, receiver's storage, the link, its number)."""
    from web.saves import MemoryStorage, Saves
    from web.session import Session
    mover, receiver, text = first_long_link()
    stores = []
    for d in (mover, receiver):
        s = Session(Saves(MemoryStorage()), site + "/")
        s._duel_opened(d, "")
        s.autosave()
        s._mark_sent(d)
        stores.append(s.saves.storage.items)
    return stores[0], stores[1], text, mover.last


def holding(ctx, site, items):
    """A page of ``ctx`` whose storage held ``items`` before it first loaded
    (put there once, before the page's own script runs)."""
    ctx.add_init_script("""(items => {
        if (location.pathname.endsWith('seed_snapshot.html') || localStorage.getItem('test:seeded')) return;
        for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
        localStorage.setItem('test:seeded', '1');
    })(%s)""" % json.dumps(items))
    page = open_app(ctx, site + "/")
    ready(page)
    return page


def test_a_long_turn_link_goes_in_parts_and_opens_once_all_have_come(browser, site):
    sender_items, receiver_items, text, number = devices_at_a_long_link(site)
    ca, cb = device(browser), device(browser)
    try:
        A = holding(ca, site, sender_items)
        A.click("header [data-do=share]")
        body = A.inner_text("main")
        n = len(P.split(text))
        assert f"This link is long: it goes in {n} parts." in body, body
        fields = [A.input_value(f"#duel-link-send-part-{k}") for k in range(1, n + 1)]
        assert all(len(f.split("#", 1)[1]) <= P.PART_LIMIT for f in fields)
        A.click(f"#copy-send-part-2")
        assert A.evaluate("window.cwtLastLink") == fields[1]
        A.click("#copy-send")                                      # all of them, one a line
        copied = A.evaluate("window.cwtLastLink")
        assert copied.split("\n") == fields
        A.screenshot(path=SHOTS.format("sender-desktop"))
        A.set_viewport_size(PHONE)
        A.click("header [data-do=lang]")
        assert f"va en {n} partes" in A.inner_text("main")
        A.screenshot(path=SHOTS.format("sender-phone-es"), full_page=True)

        B = holding(cb, site, receiver_items)
        before = duel(B)["last"]
        assert before == number - 1
        B.goto(fields[-1])                                         # one part, tapped in a chat
        ready(B)
        B.wait_for_function("!location.hash", timeout=20_000)     # kept: it left the address bar
        toast = B.inner_text("#toasts")
        assert f"Parts of a link received: 1 of {n}" in toast, toast
        assert duel(B)["last"] == before
        paste(B, fields[0][:-7])                                   # a part cut short
        assert "T1.6" in B.inner_text("#toasts") and duel(B)["last"] == before
        held = B.inner_text(".parts-held")                         # what is missing stays said
        assert f"1 of {n}" in held and f"parts {', '.join(str(k) for k in range(1, n))}." in held, held
        B.screenshot(path=SHOTS.format("receiver-waiting"))
        paste(B, "".join(fields[:-1]))                             # the rest, pasted at once
        B.wait_for_function(f"app.duel().last >= {number}", timeout=60_000)
        assert B.evaluate("localStorage.getItem('cwt:parts')") is None
        B.screenshot(path=SHOTS.format("receiver-opened"))
    finally:
        ca.close()
        cb.close()
