"""Gettysburg: Badges of Courage played through its table by clicks and
taps, in hotseat (the device handed over between the sides): a whole game
turn of "Sickles' Folly" (seed 7), the CSA player turn then the USA's.

CSA: Hood and McLaws activate in place (a tap on the HQ, a tap on its own
hex); Law fires at Devil's Den from T10; Huger's guns at O11 show their
cones of fire and fire at the Peach Orchard P10, which they see through two
hexsides (a chooser); the Union applies the hit; a block moves; Robertson
declares a melee at S9 (attack with command, from the chooser); the Union
reveals its front-line artillery, then Berdan's sharpshooters for the
melee; both sides answer in the melee panel until it ends; regroup; an HQ
activates for supply; the turn ends. USA: an HQ activates, the phases end,
a block moves, supply, end. The prompt changes with each step and the map
is drawn only from the view of the side at the device. Screenshots go to
/tmp/boc-*.png (desktop 1280x800 and phone 390x844).
"""

from __future__ import annotations

import json

import pytest

import tiers

from .conftest import open_app, take_device, tap_hex
from .conftest import watched_context as boc_context

SEED = 7


def new_game(ctx, site):
    page = open_app(ctx, site + "/")
    page.evaluate(f"app.newGame('boc', 'sickles', {{}}, {SEED})")
    return page


def drawn(page) -> dict:
    return json.loads(page.evaluate("window.cwtMapDrawn()"))


def prompt(page) -> str:
    return page.inner_text("#prompt")


def block(page, role, ident):
    """A block as its owner sees it (the test's look behind the cover)."""
    return next(b for b in page.evaluate("r => app.view(r).blocks", role) if b.get("id") == ident)


def legal(page, role):
    return [tuple(a) for a in page.evaluate("r => app.legal(r)", role)]


def pick_block(page, handle, hx, touch=False):
    """Tap the block's hex until it is the one picked (a stack: each tap the next)."""
    for _ in range(5):
        tap_hex(page, hx, touch)
        if drawn(page)["block"] == handle:
            return
    raise AssertionError(f"{handle} at {hx} never picked")


def act(page, selector, text=None):
    """Click a button: never one that answers a question with one answer
    (issue 32: a forced choice plays itself; the page asks only real ones)."""
    who = page.evaluate("app.active()")
    if len(who) == 1 and not page.locator(".handover").count():
        options = page.evaluate("r => app.legal(r)", who[0])
        assert len(options) > 1, f"{who[0]} asked with one answer: {options}"
    loc = page.locator(selector)
    if text is not None:
        loc = loc.filter(has_text=text)
    loc.first.click()


def end_phase(page, name):
    """End the phase by its button, unless nothing was left to do in it and
    it ended by itself (a forced choice, issue 32)."""
    if page.locator(".urgent button").filter(has_text=f"End the {name}").count():
        act(page, ".urgent button", f"End the {name}")
        if page.locator(".ask-end").count():           # reinforcements could still enter (6.7): end anyway
            assert "may still enter" in page.inner_text(".ask-end")
            page.click(".ask-end [data-do=end_sure]")


def no_enemy_secret(page, role):
    """Nothing the canvas drew names an enemy block that is not face up."""
    d = drawn(page)
    for b in d["painted"]:
        if b["side"] != role and not b["up"]:
            assert b.get("id") is None and b.get("strength") is None, b


def settle(page, me, touch=False):
    """Answer what the other side must answer (reveal, a hit) until ``me``
    (a role) holds the device with a decision of its own."""
    names = {"usa": "the Union", "csa": "the Confederacy"}
    for _ in range(20):
        who = page.evaluate("app.active()[0]")
        if page.locator(".handover").count():
            take_device(page, names[who], touch)
        step = page.evaluate("r => app.view(r).phase", who)
        if who == me and step != "show":
            return
        if step == "show":
            act(page, ".urgent button", "Reveal")
        elif step == "hits":
            act(page, ".boc-hits button[data-do=act]")
        else:
            raise AssertionError(f"{who} must answer {step}")
    raise AssertionError("no end to the answers")


def play_csa_turn(page, shots=None, touch=False):
    """The CSA player turn of seed 7, by taps and the buttons by the prompt line."""
    def shot(name):
        if shots:
            page.screenshot(path=f"/tmp/boc-{shots}-{name}.png")

    take_device(page, "the Confederacy", touch)
    assert prompt(page).startswith("Confederacy: Command Phase")
    no_enemy_secret(page, "csa")
    hood = block(page, "csa", "c-hood-hq")
    assert hood["hex"] in drawn(page)["highlight"]
    shot("1-command")
    tap_hex(page, hood["hex"], touch)                                   # pick Hood: where it may activate
    d = drawn(page)
    assert d["block"] == hood["h"] and len(d["highlight"]) > 1
    assert "Tap a lit hex to activate it there" in page.inner_text(".urgent")
    tap_hex(page, hood["hex"], touch)                                   # its own hex: activate in place
    assert hood["h"] in page.evaluate("app.view('csa').active_hqs")
    mclaws = block(page, "csa", "c-mclaws-hq")
    tap_hex(page, mclaws["hex"], touch)
    tap_hex(page, mclaws["hex"], touch)
    assert mclaws["h"] in page.evaluate("app.view('csa').active_hqs")
    end_phase(page, "Command Phase")

    assert prompt(page).startswith("Confederacy: Fire Phase")
    law = block(page, "csa", "c-law")
    pick_block(page, law["h"], law["hex"], touch)
    assert drawn(page)["fire"] == ["S9"]
    tap_hex(page, "S9", touch)                                          # Law fires at Devil's Den
    assert page.locator(".urgent .dice-tray .face").count() == law["strength"]
    assert "fires from T10 at S9" in page.inner_text(".urgent .dice-tray")
    henry = block(page, "csa", "c-henry")                               # Henry's guns see S9 through
    pick_block(page, henry["h"], henry["hex"], touch)                   # two hexsides: a chooser
    tap_hex(page, "S9", touch)
    assert page.locator(".boc-choice button[data-do=act]").count() == 2
    assert "S9: which one?" in page.inner_text(".urgent")
    assert "through the south-east side" in page.inner_text(".boc-choice")
    page.click(".boc-choice button[data-do=unselect]")                  # Cancel: nothing fired
    assert page.locator(".boc-choice").count() == 0 and page.evaluate("app.view('csa').done").count(henry["h"]) == 0
    huger = block(page, "csa", "c-huger")
    pick_block(page, huger["h"], huger["hex"], touch)                   # artillery: cones and sight
    d = drawn(page)
    assert d["block"] == huger["h"] and "P10" in d["fire"] and len(d["cone"]) > 7
    assert d["nolos"], "an enemy in the cones that the guns cannot see"
    shot("2-artillery")
    tap_hex(page, "P10", touch)                                         # long range at the Peach Orchard
    assert huger["h"] in page.evaluate("app.view('csa').done")

    if page.locator(".handover").count():                              # 5.23: the owner applies it
        take_device(page, "the Union", touch)
        assert "= 1 hit" in page.inner_text(".urgent .dice-tray")
        assert prompt(page).startswith("Union: 1 hit on your blocks at P10")
        no_enemy_secret(page, "usa")
        shot("3-hits")
        act(page, ".boc-hits button[data-do=act]")
        take_device(page, "the Confederacy", touch)
    else:                                                               # one way to take it: played for it
        assert "A hit was applied." in page.inner_text("ol.log")       # (no hand-over for a formality)
    assert prompt(page).startswith("Confederacy: Fire Phase")
    end_phase(page, "Fire Phase")

    assert prompt(page).startswith("Confederacy: Move Phase")
    kershaw = block(page, "csa", "c-kershaw")
    dest = next(a[2] for a in legal(page, "csa") if a[:2] == ("move", kershaw["h"]))
    pick_block(page, kershaw["h"], kershaw["hex"], touch)
    assert dest in drawn(page)["highlight"]
    tap_hex(page, dest, touch)                                          # a move
    assert block(page, "csa", "c-kershaw")["hex"] == dest
    robertson = block(page, "csa", "c-robertson")
    pick_block(page, robertson["h"], robertson["hex"], touch)
    assert "S9" in drawn(page)["attacks"]
    shot("4-move")
    tap_hex(page, "S9", touch)                                          # attack: with command or alone
    act(page, ".boc-choice button[data-do=act]", "under command")
    assert page.evaluate("app.view('csa').melees")[0]["hex"] == "S9"
    assert drawn(page)["view"]["melees"][0]["att"] == [[robertson["h"], robertson["hex"]]]
    end_phase(page, "Move Phase")

    # 5.31: the front-line artillery is shown; the one melee is resolved at once
    # (no choice of order); Berdan is revealed (7.1) and the Union has his first
    # combat turn: decided in the open, on the public view, with no hand-over
    assert not page.locator(".handover").count()
    assert prompt(page).startswith("Union: Melee at S9, round 1"), prompt(page)
    assert "Melee at S9" in page.inner_text(".urgent .battle")
    assert "round 1 of 3" in page.inner_text(".urgent .battle")
    no_enemy_secret(page, "usa")
    no_enemy_secret(page, "csa")
    shot("5-melee")
    rounds = 0
    while page.evaluate("app.view(app.active()[0]).phase") in ("melee", "mhit") and rounds < 12:
        rounds += 1
        assert not page.locator(".handover").count()                   # never handed over in a melee
        panel = page.locator(".urgent .battle")
        assert "Melee at S9" in panel.inner_text()
        buttons = panel.locator("button[data-do=act]")
        assert buttons.count() >= 1
        buttons.first.click()
    if page.locator(".handover").count():
        take_device(page, "the Confederacy", touch)
    assert page.evaluate("app.view('csa').melees") == []
    if page.evaluate("app.view('csa').phase") == "regroup":
        act(page, ".urgent button", "Finish regrouping")
    if page.locator(".handover").count():
        take_device(page, "the Confederacy", touch)

    assert "Supply Phase" in prompt(page)
    hq = next(a for a in legal(page, "csa") if a[0] == "supply")
    where = page.evaluate("r => app.view(r).blocks", "csa")
    here = next(b["hex"] for b in where if b["h"] == hq[1])
    tap_hex(page, here, touch)
    tap_hex(page, hq[2], touch)                                         # activated for supply
    assert "supply points left" in page.inner_text(".urgent").lower() or "Supply Phase" in prompt(page)
    shot("6-supply")
    gives = page.locator(".boc-give button[data-do=act]")
    if gives.count():
        gives.first.click()
    end_phase(page, "Supply Phase")


def play_usa_turn(page, shots=None, touch=False):
    def shot(name):
        if shots:
            page.screenshot(path=f"/tmp/boc-{shots}-{name}.png")

    take_device(page, "the Union", touch)
    assert prompt(page).startswith("Union: Command Phase")
    no_enemy_secret(page, "usa")
    shot("7-union")
    hq = next(a for a in legal(page, "usa") if a[0] == "activate")
    here = next(b["hex"] for b in page.evaluate("app.view('usa').blocks") if b["h"] == hq[1])
    tap_hex(page, here, touch)
    tap_hex(page, hq[2], touch)
    assert hq[1] in page.evaluate("app.view('usa').active_hqs")
    end_phase(page, "Command Phase")
    assert prompt(page).startswith("Union: Fire Phase")
    fire = [a for a in legal(page, "usa") if a[0] == "fire"]
    if fire:
        src = next(b["hex"] for b in page.evaluate("app.view('usa').blocks") if b["h"] == fire[0][1])
        tap_hex(page, src, touch)
        tap_hex(page, fire[0][2], touch)
        if page.locator(".boc-choice").count():
            act(page, ".boc-choice button[data-do=act]")
        if page.locator(".handover").count():                          # the CSA applies the hits
            take_device(page, "the Confederacy", touch)
            while page.locator(".boc-hits button[data-do=act]").count():
                act(page, ".boc-hits button[data-do=act]")
                if page.locator(".handover").count():
                    break
            if page.locator(".handover").count() and "Confederacy" not in page.inner_text(".handover"):
                take_device(page, "the Union", touch)
    end_phase(page, "Fire Phase")
    assert prompt(page).startswith("Union: Move Phase")
    mv = next(a for a in legal(page, "usa") if a[0] == "move")
    src = next(b["hex"] for b in page.evaluate("app.view('usa').blocks") if b["h"] == mv[1])
    pick_block(page, mv[1], src, touch)
    tap_hex(page, mv[2], touch)
    assert next(b["hex"] for b in page.evaluate("app.view('usa').blocks") if b["h"] == mv[1]) == mv[2]
    end_phase(page, "Move Phase")
    while page.locator(".handover").count() or page.evaluate("app.view(app.active()[0]).phase") != "supply":
        who = page.evaluate("app.active()[0]")
        if page.locator(".handover").count():
            take_device(page, "the Union" if who == "usa" else "the Confederacy", touch)
            continue
        step = page.evaluate("app.view(app.active()[0]).phase")
        if step == "show":
            act(page, ".urgent button", "Reveal")
        elif step == "melees":
            act(page, ".urgent button", "Resolve")
        elif step in ("melee", "mhit"):
            act(page, ".urgent .battle button[data-do=act]")
        elif step == "regroup":
            act(page, ".urgent button", "Finish regrouping")
        else:
            raise AssertionError(f"unexpected step {step}")
    assert "Supply Phase" in prompt(page)
    end_phase(page, "Supply Phase")


@pytest.mark.skipif(tiers.count("table.layouts") < 2,
                    reason="the phone's whole turn by taps plays in this tier (tests/tiers.py table.layouts)")
def test_a_whole_game_turn_by_clicks(browser, site):
    ctx = boc_context(browser, viewport={"width": 1280, "height": 800})
    page = new_game(ctx, site)
    assert page.evaluate("app.view('csa').time.en") == "Day 2, 4 PM"
    play_csa_turn(page, shots="desk")
    play_usa_turn(page, shots="desk")
    # the hour is over: the next one begins (initiative rolled, 5 PM)
    who = page.evaluate("app.active()[0]")
    if page.locator(".handover").count():
        take_device(page, "the Union" if who == "usa" else "the Confederacy")
    assert page.evaluate("app.view(app.active()[0]).time.en") == "Day 2, 5 PM"
    assert "Command Phase" in prompt(page)
    page.screenshot(path="/tmp/boc-desk-8-next-hour.png")
    assert not ctx.watch.errors, ctx.watch.errors
    ctx.close()


def test_phone_turn_by_taps(browser, site):
    """390x844 with touch: a whole game turn by taps (issue 32: no question
    with one answer, ``act``); the status line and the decision at hand sit
    above the map; the map zooms to readable blocks."""
    ctx = boc_context(browser, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                      device_scale_factor=2)
    page = new_game(ctx, site)
    play_csa_turn(page, shots="phone", touch=True)
    play_usa_turn(page, shots="phone", touch=True)          # a whole game turn, by taps alone
    who = page.evaluate("app.active()[0]")
    if page.locator(".handover").count():
        take_device(page, "the Union" if who == "usa" else "the Confederacy", touch=True)
    assert page.evaluate("app.view(app.active()[0]).time.en") == "Day 2, 5 PM"
    page.screenshot(path="/tmp/boc-phone-8-next-hour.png")
    assert not ctx.watch.errors, ctx.watch.errors
    ctx.close()


def test_ending_a_phase_with_a_choice_open_asks_first(browser, site):
    """Issue 32, item 7: an attack's chooser left open, then "End the Move
    Phase": the page asks before dropping it; Go back keeps it, End it
    anyway ends the phase."""
    ctx = boc_context(browser, viewport={"width": 1280, "height": 800})
    page = new_game(ctx, site)
    take_device(page, "the Confederacy")
    hood = block(page, "csa", "c-hood-hq")
    tap_hex(page, hood["hex"])
    tap_hex(page, hood["hex"])
    end_phase(page, "Command Phase")
    end_phase(page, "Fire Phase")
    assert prompt(page).startswith("Confederacy: Move Phase")
    robertson = block(page, "csa", "c-robertson")
    pick_block(page, robertson["h"], robertson["hex"])
    tap_hex(page, "S9")
    assert page.locator(".boc-choice").count() == 1                   # with command, or unsupported?
    act(page, ".urgent button", "End the Move Phase")
    ask = page.locator(".ask-end")
    assert ask.count() == 1 and "The choice at S9 is still open" in ask.inner_text()
    assert prompt(page).startswith("Confederacy: Move Phase")          # nothing ended yet
    page.screenshot(path="/tmp/boc-desk-ask-end.png")
    page.click(".ask-end [data-do=end_back]")
    assert page.locator(".ask-end").count() == 0 and page.locator(".boc-choice").count() == 1
    act(page, ".urgent button", "End the Move Phase")
    page.click(".ask-end [data-do=end_sure]")
    assert not prompt(page).startswith("Confederacy: Move Phase"), prompt(page)
    assert not ctx.watch.errors, ctx.watch.errors
    ctx.close()


def test_keyboard_spanish_and_the_menu(browser, site):
    """The game is on the new-game screen; in Spanish the table speaks
    Spanish; the map's keyboard cursor picks a hex (Enter) and names it."""
    ctx = boc_context(browser, viewport={"width": 1280, "height": 800})
    page = open_app(ctx, site + "/")
    assert "boc" in [g["id"] for g in page.evaluate("app.games()")]
    page.evaluate(f"app.newGame('boc', 'sickles', {{}}, {SEED})")
    page.click("[data-do=lang]")
    assert "Pasa el dispositivo a la Confederación" in page.inner_text(".handover")
    page.click("[data-do=handover]")
    assert "Fase de Mando" in prompt(page)
    # issue 32, item 4: place names as the zoom allows: ridges and hills at the fitted zoom,
    # one-hex places once the hexes are big enough
    names = drawn(page)["names"]
    assert {"Cemetery Ridge", "Seminary Ridge"} <= set(names), names
    for _ in range(3):
        page.click("[data-do=zoom][data-arg=in]")
    page.wait_for_timeout(300)
    names = drawn(page)["names"]
    assert set(names) - {"Cemetery Ridge", "Seminary Ridge", "Gettysburg", "Culp's Hill", "Oak Hill", "Oak Ridge",
                         "McPherson's Ridge", "Herr Ridge", "Warfield Ridge"}, names
    page.screenshot(path="/tmp/boc-desk-names.png")
    page.click("[data-do=zoom][data-arg=fit]")
    urgent = page.inner_text(".urgent")
    assert "Día 2, 16:00" in urgent and "CSA 4 PV" in urgent and "Terminar la Fase de Mando" in urgent
    page.focus("#map")
    page.keyboard.press("ArrowLeft")                    # the cursor appears
    page.keyboard.press("ArrowLeft")                    # and moves a hex west
    cursor = page.evaluate("document.getElementById('map').dataset.cursor")
    assert cursor and cursor in page.inner_text(".map-live")
    page.keyboard.press("Enter")
    assert page.evaluate("app.selected()") in (cursor, None)
    assert page.locator("details.boc-legend summary").inner_text() == "Leyenda del mapa"
    page.click("details.boc-legend summary")
    page.screenshot(path="/tmp/boc-desk-es.png", full_page=True)
    assert not ctx.watch.errors, ctx.watch.errors
    ctx.close()


def night_link() -> str:
    """A position link of Sickles' Folly (seed 7) at its Night turn, made
    natively: every phase ended at once until the night (50 moves)."""
    from pyapp import games
    from pyapp.core import link
    from pyapp.core.match import Match
    from pyapp.games.boc import data as D
    m = Match(games.get("boc"), "sickles", {}, SEED)
    while not D.is_night(m.state["t"]):
        role = m.active()[0]
        lg = m.legal(role)
        m.play(role, ("done",) if ("done",) in lg else ("end",) if ("end",) in lg else lg[0])
    return link.encode(m, "position")


def test_a_night_turn(browser, site):
    """The Night turn after Day 2 (9.7): each side has a Move Phase (no
    block may enter a hex next to the enemy; no command, so no command
    range is tinted) and a Night Supply; then Sickles' Folly is over."""
    ctx = boc_context(browser, viewport={"width": 1280, "height": 800})
    page = open_app(ctx, site + "/")
    page.evaluate("t => app.open(t)", night_link())
    for k, who in enumerate(("usa", "csa")):
        name = {"usa": "the Union", "csa": "the Confederacy"}[who]
        if page.locator(".handover").count():
            take_device(page, name)
        assert page.evaluate("app.active()") == [who]
        assert page.evaluate("r => app.view(r).time.en", who) == "Night after day 2"
        strip = page.inner_text(".boc-strip")
        assert "Night after day 2" in strip and "Move Phase" in strip, strip
        assert prompt(page).startswith(("Union: Night Move Phase", "Confederacy: Night Move Phase")), prompt(page)
        assert drawn(page)["reach"] == []                                # no command at night
        mv = next((a for a in legal(page, who) if a[0] == "move"), None)
        if mv is not None:
            src = next(b["hex"] for b in page.evaluate("r => app.view(r).blocks", who) if b["h"] == mv[1])
            pick_block(page, mv[1], src)
            tap_hex(page, mv[2])
            assert next(b["hex"] for b in page.evaluate("r => app.view(r).blocks", who) if b["h"] == mv[1]) == mv[2]
        page.screenshot(path=f"/tmp/boc-night-{k + 1}-{who}-move.png")
        end_phase(page, "Move Phase")
        if page.locator(".handover").count():
            take_device(page, name)
        assert page.evaluate("r => app.view(r).phase", who) == "nsupply"
        assert "Night supply:" in page.inner_text(".urgent") and "Night Supply" in page.inner_text(".boc-strip")
        gives = page.locator(".boc-give button[data-do=act]")
        if gives.count():
            before = len(page.evaluate("app.legal(app.active()[0])"))
            gives.first.click()
            assert "Night supply at" in page.inner_text("ol.log") or len(page.evaluate("app.legal(app.active()[0])")) != before
        page.screenshot(path=f"/tmp/boc-night-{k + 1}-{who}-supply.png")
        act(page, ".urgent button", "End the night supply")
    # Sickles' Folly ends after the Night turn (9.3): the victory points decide
    result = page.evaluate("app.result()")
    assert result and result["rule"] == "9.1", result
    assert page.evaluate("app.active()") == []
    assert result["reason"].split(":")[0] in page.inner_text("main"), page.inner_text("main")[:300]
    page.screenshot(path="/tmp/boc-night-5-over.png")
    assert not ctx.watch.errors, ctx.watch.errors
    ctx.close()
