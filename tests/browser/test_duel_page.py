"""A game between two devices through the page (docs/TRUST.md, web/duelplay.py).

Two browser contexts are two devices, each with its own storage. The
creator makes the game and its invitation on the new-game form; the joiner
opens the invitation and takes the seat; every link then goes from one page
to the other through the page's own controls (the copy button and the
field the link is shown in, the paste field, or the link opened in the
browser). Moves are made by clicks on the urgent slot's buttons where that
is simple, and through ``window.app`` for the rest.
"""

from __future__ import annotations

import random

from .conftest import Watch, open_app, quick_start

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
SHOTS = "/tmp/duel-{}.png"


def device(browser):
    """A browser context: one device with its own storage."""
    ctx = browser.new_context(viewport=DESKTOP)
    ctx.watch = Watch(ctx)
    ctx.route(lambda url: not url.startswith("http://127.0.0.1"), lambda route: route.abort())
    quick_start(ctx)
    try:
        ctx.grant_permissions(["clipboard-read", "clipboard-write"])
    except Exception:
        pass
    return ctx


def ready(page):
    page.wait_for_function("document.documentElement.dataset.app === 'ready'", timeout=90_000)


def duel(page):
    return page.evaluate("app.duel()")


def link_to_send(page):
    """The link the page offers to send, taken as a player takes it: the
    copy button (what it copied), checked against the field that shows it."""
    page.click("#copy-send")
    copied = page.evaluate("window.cwtLastLink")
    assert copied == page.input_value("#duel-link-send")
    return copied


def paste(page, url):
    """Open a link the way a player pastes it into the page."""
    page.fill("#duel-paste", url)
    page.click("[data-do=duel_paste]")


def goto(page, url):
    """Open a link in the browser (a tap on it in a chat): a new load of the
    page when it is another address, a hash change when only the fragment differs."""
    page.goto(url)
    ready(page)
    page.wait_for_function("!location.hash", timeout=20_000)     # taken: it left the address bar


def close_replay(page):
    """Close the replay of the other side's moves, as a player does: on a phone
    the notice that tells how to step through them lies over the close button
    until it goes by itself (some 6 s), so the player dismisses it (×) first."""
    close = page.locator("[data-do=replay][data-arg=close]")
    if close.count():
        if (page.viewport_size or DESKTOP)["width"] < DESKTOP["width"]:
            for notice in page.locator("#toasts [data-do=dismiss]:visible").all():
                notice.click()
        close.click()


def refusal(page, role, seat):
    """What window.app.act answers when asked to move ``role`` (not the seat)."""
    return page.evaluate("""([role, seat]) => {
        let legal = [];
        try { legal = app.legal(seat); } catch (e) { /* not started here yet */ }
        try { app.act(role, legal.length ? legal[0] : ['pass']); return null; }
        catch (e) { return {rule: e.rule, reason: e.reason, kind: e.kind}; }
    }""", [role, seat])


def click_some(page, n, rnd):
    """Up to ``n`` moves by clicking the buttons the page shows for the decision at hand."""
    made = 0
    for _ in range(n):
        if not duel(page)["can_act"]:
            break
        buttons = page.locator("#urgent [data-do=act]")
        count = buttons.count()
        if not count:
            break
        buttons.nth(rnd.randrange(count)).click()
        made += 1
    return made


# The seat's moves, chosen by a seeded generator, until the link is made
# (or ``stop`` moves), in one call into the page: each goes through
# window.app.act as an embedder's or a test's move does. ``prefer``: most
# moves (two in three) are something other than a pass or the end of a step.
SEGMENT = """([seat, seed, stop, prefer, calm]) => {
    let k = seed, made = 0;
    while (app.duel().can_act && (stop === null || made < stop)) {
        k = (Math.imul(k, 1103515245) + 12345) >>> 1;
        let l = app.legal(seat);
        if (calm && l.some(a => a[0] !== 'roll')) l = l.filter(a => a[0] !== 'roll');
        const pick = prefer ? l.filter(a => a[0] !== 'pass' && a[0] !== 'done') : [];
        const a = (k % 3 && pick.length) ? pick[k % pick.length] : l[k % l.length];
        try { app.act(seat, a); } catch (e) { return {error: e.message, action: a, made}; }
        made += 1;
    }
    return {made};
}"""


def play_segment(page, rnd, stop_after=None, prefer=False, calm=False):
    """This device's moves until its link is made (or ``stop_after`` moves).
    ``calm``: no optional roll (a recruitment roll, 8.1, is a choice; each one
    rolled costs a round trip by link, docs/TRUST.md T2.7: fewer links, a
    shorter test)."""
    seat = duel(page)["seat"]
    done = page.evaluate(SEGMENT, [seat, rnd.randrange(1 << 30), stop_after, prefer, calm])
    assert "error" not in done, done
    return done["made"]


def begin_duel(ca, cb, site, game="ahd", scenario="short", side="union"):
    """The creator (``ca``) makes a game against a friend on the new-game form,
    the joiner (``cb``) opens the invitation and takes the seat, the reply goes
    back: the two pages, the game begun."""
    A = open_app(ca, site + "/")
    A.click("header [data-do=new]")
    A.select_option("#start-game", game)
    A.select_option("#start-scenario", scenario)
    A.check("#opp-duel")
    A.select_option("#start-side", side)
    A.click("[data-do=start]")
    B = open_app(cb, link_to_send(A))
    ready(B)
    B.click("[data-do=duel_join]")
    paste(A, link_to_send(B))
    return A, B


def shoot(page, name):
    """A desktop and a phone-size screenshot of the page as it stands."""
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=SHOTS.format(name + "-desktop"), full_page=False)
    page.set_viewport_size(PHONE)
    page.screenshot(path=SHOTS.format(name + "-phone"), full_page=True)
    page.set_viewport_size(DESKTOP)


def test_two_devices_play_a_house_divided_by_links(browser, site):
    rnd = random.Random(7)
    ca, cb, cc = device(browser), device(browser), device(browser)
    try:
        # The creator: the new-game form, against a friend on another device.
        A = open_app(ca, site + "/")
        A.click("header [data-do=new]")
        A.select_option("#start-game", "ahd")
        A.select_option("#start-scenario", "short")
        assert "honour mode" in A.inner_text("main")                     # today's links, labelled
        A.check("#opp-duel")
        A.select_option("#start-side", "union")
        A.click("[data-do=start]")
        assert "Invite your friend" in A.inner_text("main")
        invite = link_to_send(A)
        assert invite.startswith(site + "/#")
        assert duel(A)["seat"] == "union" and not duel(A)["started"]

        # The joiner opens the invitation: who invites, to what, which side.
        B = open_app(cb, invite)
        ready(B)
        text = B.inner_text("main")
        for words in ("An invitation to A House Divided", "the Union", "Short game (10 turns)",
                      "Confederacy", "Take this seat"):
            assert words in text, (words, text)
        shoot(B, "join")
        B.click("[data-do=lang]")
        assert "Ocupar este puesto" in B.inner_text("main")
        B.click("[data-do=lang]")
        assert B.evaluate("Object.keys(localStorage).filter(k => k.startsWith('cwt:save:')).length") == 0
        B.click("[data-do=duel_join]")
        assert "Send your reply to the Union" in B.inner_text("main")
        reply = link_to_send(B)
        assert duel(B)["seat"] == "csa" and duel(B)["waiting"]

        # The reply goes back (pasted into the creator's page): the game begins.
        paste(A, reply)
        assert duel(A)["can_act"] and duel(A)["started"]
        # T1.2: each page acts for its own seat only
        err = refusal(A, "csa", "union")
        assert err and err["rule"] == "T1.2", err
        assert B.evaluate("app.duel().can_act") is False
        err = refusal(B, "union", "union")
        assert err and err["rule"] == "T1.2", err
        assert A.locator("[data-do=seat]").count() == 0                    # no "Both sides" here
        assert "Both sides" not in A.inner_text("#app")

        # T1.5: both devices show the same check code on the Share screen
        codes = []
        for page in (A, B):
            page.click("header [data-do=share]")
            code = page.inner_text(".fingerprint")
            codes.append(code.split(":")[0])
            page.click("header [data-do=continue]")
        assert codes[0] == codes[1] and codes[0].startswith("Check code "), codes

        # Link after link, both ways, to the end of the game.
        pages = {"union": A, "csa": B}
        sent = {"union": 0, "csa": 0}
        reloaded = own_checked = foreign_checked = shot = False
        lost = None                    # T2.6: (the link the Union sent, its storage from before it)
        caught = False
        for turn in range(200):
            # (while the Union's device is behind, it would play its lost turn again: the
            # player knows better and waits for the answer to the turn he sent)
            order = (B, A) if lost is not None and lost[0] and not caught else (A, B)
            # the page to move, or the one whose answer is made and not yet sent (it had only
            # the dice of the other's last move to send back: docs/TRUST.md T2.7)
            mover = next((p for p in order if duel(p)["can_act"]
                          or duel(p)["last"] > duel(B if p is A else A)["last"]), None)
            if mover is None:
                break
            seat = duel(mover)["seat"]
            if seat == "union" and sent["union"] >= 3 and lost is None and duel(mover)["can_act"]:
                lost = ("", A.evaluate("JSON.stringify(Object.entries(localStorage))"))
            if turn < 4 and duel(mover)["can_act"]:
                click_some(mover, 3, rnd)                  # by clicks, as a player would
            if not reloaded and sent["union"] >= 1 and sent["csa"] >= 1 and duel(mover)["can_act"]:
                # a reload in the middle of a segment keeps the duel where it was
                play_segment(mover, rnd, stop_after=2)
                if duel(mover)["can_act"]:
                    before = (mover.evaluate("app.hash()"), duel(mover))
                    mover.reload()
                    ready(mover)
                    after = (mover.evaluate("app.hash()"), duel(mover))
                    assert after == before
                    reloaded = True
            play_segment(mover, rnd, calm=True)
            state = duel(mover)
            assert state["waiting"], state
            close_replay(mover)
            assert "Send the link to the" in mover.inner_text("#urgent")
            if not state["over"]:
                assert "Waiting for the" in mover.inner_text("#prompt")
            if not shot and not state["over"]:
                shoot(mover, "send")
                shot = True
            url = link_to_send(mover)
            sent[seat] += 1
            other = pages["csa" if seat == "union" else "union"]
            if not own_checked and sent["union"] >= 2:
                # the sender opens its own link: shown read-only, with the word to send it on
                h = mover.evaluate("app.hash()")
                goto(mover, url)
                toast = mover.inner_text("#toasts")
                assert "send it to the other player" in toast and "T1.2" in toast, toast
                assert mover.evaluate("app.hash()") == h and duel(mover)["waiting"]
                assert not duel(mover)["can_act"]
                own_checked = True
            if not foreign_checked and sent["csa"] >= 1 and seat == "csa":
                # a browser that does not hold the game: which seat the link is for, nothing stored
                C = open_app(cc, url)
                ready(C)
                toast = C.inner_text("#toasts")
                assert "for the player of the Union" in toast and "Nothing was stored" in toast, toast
                assert C.evaluate("Object.keys(localStorage).filter(k => k.startsWith('cwt:save:')).length") == 0
                foreign_checked = True
            before = other.evaluate("app.duel().segment")
            if other is A and lost is not None and lost[0] and not caught:
                # T2.6: the Union's save lost the turn it sent; the CSA's answer says so,
                # the Union's own link (from the chat) catches it up, then the answer opens
                A.goto(url)                                    # taps on the links in the chat
                ready(A)
                A.wait_for_function("document.querySelector('#toasts').innerText.includes('T2.6')",
                                    timeout=20_000)
                toast = A.inner_text("#toasts")
                assert "its own" in toast and "T2.6" in toast, toast
                goto(A, lost[0])
                assert "had lost the turn you sent" in A.inner_text("#toasts"), A.inner_text("#toasts")
                assert duel(A)["waiting"] and not duel(A)["can_act"]
                shoot(A, "caught-up")
                caught = True
                before = other.evaluate("app.duel().segment")
            if sent[seat] in (1, 3):
                goto(other, url)                               # a tap on the link in a chat
            else:
                paste(other, url)                              # pasted into the page (every
                #                                                other link: a reload costs a start-up)
            now = other.evaluate("app.duel().segment")
            # taken; and, when it had nothing to decide but the dice of a move that rolled, its
            # answer made at once (T2.7)
            assert now == before + 1 or now == before + 2 and duel(other)["waiting"], (now, before)
            close_replay(other)
            if seat == "union" and lost is not None and not lost[0]:
                # the Union's storage goes back to before that turn (it was full then), and reloads
                lost = (url, lost[1])
                A.evaluate("(s) => { localStorage.clear(); for (const [k, v] of JSON.parse(s)) "
                           "localStorage.setItem(k, v); }", lost[1])
                A.reload()
                ready(A)
                assert duel(A)["can_act"] or not duel(A)["waiting"]
        assert sent["union"] >= 2 and sent["csa"] >= 2, sent
        assert reloaded and own_checked and foreign_checked and shot and caught
        assert duel(A)["over"] and duel(B)["over"]
        assert A.evaluate("app.hash()") == B.evaluate("app.hash()")

        # The audit: each side sends its audit link; the other opens it.
        assert "not verified" in A.inner_text("#urgent") and "not verified" in B.inner_text("#urgent")
        for sender, receiver in ((A, B), (B, A)):
            sender.click("[data-do=duel_audit]")
            audit = sender.evaluate("window.cwtLastLink")
            assert audit == sender.input_value("#duel-link-audit")
            paste(receiver, audit)
            result = duel(receiver)["audit"]
            assert result and result["ok"] and result["moves"] > 0, result
            assert "passed" in receiver.inner_text("#urgent")
            assert "Result verified" in receiver.inner_text("#urgent")
        # The Saves screen marks the duel.
        A.click("header [data-do=saves]")
        assert "vs. friend by link, you play Union" in A.inner_text("main")
        errors = [e for e in ca.watch.errors + cb.watch.errors if "clipboard" not in e.lower()]
        assert not errors, errors
    finally:
        for ctx in (ca, cb, cc):
            ctx.close()


def test_two_devices_play_live_with_no_link_copied_after_the_first_two(browser, site):
    """T7: both pages open; one live link each way, then every turn link goes
    by itself over WebRTC (no server of ours; the two contexts find each
    other by the links, on this machine by its own addresses)."""
    rnd = random.Random(11)
    ca, cb = device(browser), device(browser)
    for ctx in (ca, cb):
        ctx.add_init_script("window.cwtLiveIce = [];")      # no STUN server to reach here
    try:
        A, B = begin_duel(ca, cb, site)
        assert duel(A)["can_act"]
        # the live links: A offers (from its Share screen: it is A's turn), B answers, A takes it
        A.click("header [data-do=share]")
        A.click("[data-do=live_start]")
        A.wait_for_selector("#copy-live", timeout=20_000)
        A.click("#copy-live")
        offer = A.evaluate("window.cwtLastLink")
        assert "#live:" in offer
        goto(B, offer)
        B.wait_for_selector("#copy-live", timeout=20_000)
        B.click("#copy-live")
        answer = B.evaluate("window.cwtLastLink")
        goto(A, answer)
        for page in (A, B):
            page.wait_for_function("window.cwtLive.state() === 'open'", timeout=20_000)
        B.wait_for_selector(".twodev-live.on", timeout=10_000)
        assert "Live with the Union" in B.inner_text(".twodev-live")
        shoot(B, "live")
        if A.locator("header [data-do=continue]").count():
            A.click("header [data-do=continue]")
        assert "links go by themselves" in A.inner_text("#app")
        # turns go by themselves, both ways
        for _ in range(4):
            mover = A if duel(A)["can_act"] else B
            other = B if mover is A else A
            before = other.evaluate("app.duel().segment")
            play_segment(mover, rnd)
            other.wait_for_function(f"app.duel().segment > {before}", timeout=20_000)
            close_replay(other)
        assert A.evaluate("app.hash()") == B.evaluate("app.hash()") or \
            abs(duel(A)["segment"] - duel(B)["segment"]) <= 1
    finally:
        ca.close()
        cb.close()
