"""Stonewall's Sword played through its table by clicks and taps, in
hotseat (the device handed over between the sides): a whole game turn of
"The Valley of Vengeance" (turn 7, 5:40 pm, to turn 8), on a desktop
(1280x800, clicks) and on a phone (390x844, touch, taps).

A scripted player uses only the page: the buttons by the prompt line (found
by the action they play, ``data-action``) and taps on the map canvas. It
reads the legal actions only to choose among the buttons. On each side's
first chance it moves a unit by taps (a tap on its hex picks it, a tap on a
lit hex moves it; the map must then show it at its new hex, not back at the
old one) and fires by taps (the target hexes carry crosshairs and dashed
lines of sight; the combat panel then shows the CRT column and the dice).
Everything else: "done" / "pass" / "halt" where offered, else the first
button. The status line shows the cup (never 0 chits in the Command
Decision Phase), and no two buttons read the same. Screenshots go to
/tmp/ss-table-*.png.
"""

from __future__ import annotations

import json

import pytest

import tiers

from pyapp.games.ss import data as D

from . import conftest
from .conftest import open_app
from .conftest import watched_context as ss_context

SEED = 11
ENDS = (("done",), ("pass",), ("halt",), ("will", 0))


def drawn(page) -> dict:
    return json.loads(page.evaluate("window.cwtSsMapDrawn()"))


def legal(page, role):
    return [tuple(a) for a in page.evaluate("r => app.legal(r)", role)]


def where(page, role, uid):
    return next((u["hex"] for u in page.evaluate("r => app.view(r).units", role) if u["id"] == uid), None)


def tap_hex(page, label, touch=False):
    """Tap a hex where it is drawn: the map scrolled into view, dragged if
    the hex is out of sight, the page scrolled if the hex is below or above
    the screen (a phone's map is taller than the screen)."""
    conftest.tap_hex(page, label, touch, into_view=True, page_scroll=True)


def press(page, action, touch=False):
    """Play ``action`` by its button by the prompt line; a unit's action:
    pick the unit by its button first."""
    sel = f".urgent button[data-do=act][data-action='{json.dumps(list(action))}']"
    if page.locator(sel).count() == 0:
        pick = page.locator(f".urgent button[data-do=pick][data-arg='{action[1]}']")
        assert pick.count(), (action, page.inner_text(".urgent")[:600])
        unfold(page, pick.first, touch)
        (pick.first.tap if touch else pick.first.click)()
    assert page.locator(sel).count() == 1, (action, page.inner_text(".urgent")[:600])
    unfold(page, page.locator(sel).first, touch)
    (page.locator(sel).first.tap if touch else page.locator(sel).first.click)()


def unfold(page, button, touch):
    """A button in a closed fold: open the fold by its summary, as a player would."""
    if not button.is_visible():
        summary = button.locator("xpath=ancestor::details[1]/summary")
        (summary.tap if touch else summary.click)()


def no_twin_buttons(page):
    labels = [b.strip() for b in page.locator(".urgent button[data-do=act]").all_text_contents()]
    assert len(labels) == len(set(labels)), labels


def move_by_taps(page, role, lg, touch, shot):
    """Pick a unit with a move by a tap on its hex, tap a lit destination:
    the unit is drawn at the new hex and stays picked there."""
    a = next(a for a in lg if a[0] == "step")
    uid, dest = a[1], a[2]
    src = where(page, role, uid)
    label = D.UNITS[uid]["label"]
    for _ in range(6):                       # a stack: each tap picks the next unit
        tap_hex(page, src, touch)
        picked = page.locator(".urgent .picked")
        if picked.count() and picked.inner_text().split(": ", 1)[-1].startswith(label + " ("):
            break
    assert dest in drawn(page)["highlight"], (uid, src, dest, drawn(page)["highlight"])
    page.screenshot(path=f"/tmp/ss-table-{shot}-move-picked.png")
    tap_hex(page, dest, touch)
    if where(page, role, uid) != dest:
        page.screenshot(path=f"/tmp/ss-table-{shot}-move-failed.png")
    assert where(page, role, uid) == dest, (page.evaluate("app.selected()"), drawn(page)["selected"],
                                            page.inner_text(".urgent")[:500])
    d = drawn(page)
    at = [c["hex"] for c in d["counters"] if c["id"] == uid]
    assert at == [dest], (uid, at, dest)                     # drawn where it stands now, not back at src
    painted = [p["hex"] for p in d["painted"] if p["id"] == uid]
    assert painted == [dest], painted
    if legal(page, role) and any(x[0] == "step" and x[1] == uid for x in legal(page, role)):
        assert d["selected"] == dest, d["selected"]          # it stays picked, at its new hex
    page.screenshot(path=f"/tmp/ss-table-{shot}-moved.png")


def fire_by_taps(page, role, lg, touch, shot):
    a = next(a for a in lg if a[0] == "fire")
    uid, target = a[1], a[2]
    src = where(page, role, uid)
    for _ in range(6):
        tap_hex(page, src, touch)
        if target in drawn(page)["targets"]:
            break
    d = drawn(page)
    assert target in d["targets"] and [src, target] in d["sight"], d["targets"]
    page.screenshot(path=f"/tmp/ss-table-{shot}-fire-target.png")
    tap_hex(page, target, touch)
    top = page.evaluate("r => app.view(r).flow.slice(-1)[0]", role)
    if top.get("pending"):                   # declared: the fire panel names it, then Fire
        assert f"{target}" in page.inner_text(".ss-combat")
        shoot = [x for x in legal(page, role) if x[0] == "shoot"]
        if shoot:
            press(page, shoot[0], touch)
        else:
            press(page, ("cancel",), touch)
            return
    text = page.inner_text("body")
    assert ("column" in text and "roll" in text) or "cannot fire" in text, text[:800]
    page.wait_for_timeout(1200)                   # the dice land (for the screenshot only)
    page.screenshot(path=f"/tmp/ss-table-{shot}-fired.png")


def first_screen(page):
    """A phone, scrolled to the top: the page is no wider than the screen,
    and the map comes right under the prompt line, before the decision
    panel, with at least 240 px of it in the first screen."""
    page.evaluate("window.scrollTo(0, 0)")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    vh = page.viewport_size["height"]
    top = page.locator("#board-slot").bounding_box()["y"]
    assert top + 240 <= vh, (top, vh)
    assert top < page.locator(".urgent").bounding_box()["y"], "the map is below the decision panel"


def play_turn(page, touch, shot):
    names = {"usa": "the Union", "csa": "the Confederacy"}
    done = {"move": set(), "fire": set()}
    start = page.evaluate("app.view(app.active()[0]).turn")
    shots = set()
    for n in range(900):
        active = page.evaluate("app.active()")
        if not active:
            break
        role = active[0]
        if page.locator(".handover").count():
            assert f"Pass the device to {names[role]}" in page.inner_text(".handover")
            (page.locator("[data-do=handover]").first.tap if touch else page.locator("[data-do=handover]").first.click)()
        view = page.evaluate("r => app.view(r)", role)
        if view["turn"] != start:
            break
        lg = legal(page, role)
        if not lg:
            continue
        # issue 32: the page asks only real questions; one with one answer plays itself
        assert len(lg) > 1, (role, view["step"], lg)
        step = view["step"]
        strip = page.inner_text(".ss-strip")
        if view["phase"] == "command":
            assert "0 chits" not in strip and "filled at the end of this phase" in strip, strip
        no_twin_buttons(page)
        if step not in shots:
            shots.add(step)
            if touch:
                first_screen(page)
            page.screenshot(path=f"/tmp/ss-table-{shot}-{len(shots):02d}-{step}.png")
        if step == "move" and role not in done["move"] and any(a[0] == "step" for a in lg) \
                and not any(a[0] == "halt" for a in lg):
            done["move"].add(role)
            move_by_taps(page, role, lg, touch, f"{shot}-{role}")
            continue
        if step == "fire" and role not in done["fire"] and any(a[0] == "fire" for a in lg):
            done["fire"].add(role)
            fire_by_taps(page, role, lg, touch, f"{shot}-{role}")
            continue
        if step == "pick" and "pick" not in done:          # a brigade picked by a tap on one of its counters
            done["pick"] = set()
            b = lg[0][1]
            hx = next(u["hex"] for u in view["units"] if D.UNITS[u["id"]]["brigade"] == b
                      and all(D.UNITS[v["id"]]["brigade"] == b for v in view["units"] if v["hex"] == u["hex"]))
            assert hx in drawn(page)["highlight"]
            tap_hex(page, hx, touch)
            top = page.evaluate("r => app.view(r).flow", role)
            assert any(f.get("step") == "activation" and f.get("brigade") == b for f in top), top[-2:]
            continue
        choice = next((a for a in ENDS if a in lg), lg[0])
        press(page, choice, touch)
    else:
        raise AssertionError("the turn never ended")
    return done


@pytest.mark.skipif(tiers.count("table.layouts") < 2,
                    reason="the phone's whole turn by taps plays in this tier (tests/tiers.py table.layouts)")
def test_a_whole_game_turn_by_clicks(browser, site):
    ctx = ss_context(browser, viewport={"width": 1280, "height": 800})
    page = open_app(ctx, site + "/")
    assert "ss" in [g["id"] for g in page.evaluate("app.games()")]
    page.evaluate(f"app.newGame('ss', 'valley', {{}}, {SEED})")
    assert page.evaluate("app.view(app.active()[0]).turn") == 7
    done = play_turn(page, touch=False, shot="desk")
    assert done["move"], "no unit was moved by taps"
    if page.locator(".handover").count():
        page.click("[data-do=handover]")
    assert page.evaluate("app.view(app.active()[0]).turn") == 8
    page.screenshot(path="/tmp/ss-table-desk-zz-turn-8.png")
    # in Spanish the table speaks Spanish; the rules panel opens on a cited section
    page.click("[data-do=lang]")
    if page.locator(".handover").count():
        page.click("[data-do=handover]")
    strip = page.inner_text(".ss-strip")
    assert "Turno" in strip and "8 de 15" in strip and "Recipiente" in strip, strip
    page.locator(".ss-strip button.rule").first.click()
    assert "Secuencia de juego" in page.inner_text("body")
    page.screenshot(path="/tmp/ss-table-desk-zz-es-rules.png")
    assert not ctx.watch.errors, ctx.watch.errors
    ctx.close()


def test_phone_turn_by_taps(browser, site):
    ctx = ss_context(browser, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                     device_scale_factor=2)
    page = open_app(ctx, site + "/")
    page.evaluate(f"app.newGame('ss', 'valley', {{}}, {SEED})")
    done = play_turn(page, touch=True, shot="phone")
    assert done["move"], "no unit was moved by taps"
    if page.locator(".handover").count():
        page.tap("[data-do=handover]")
    assert page.evaluate("app.view(app.active()[0]).turn") == 8
    page.screenshot(path="/tmp/ss-table-phone-zz-turn-8.png")
    assert not ctx.watch.errors, ctx.watch.errors
    ctx.close()


def take_device(page, role, touch=False):
    """Hotseat: the device goes to ``role`` when the page asks for it."""
    if page.locator(".handover").count():
        assert f"Pass the device to {NAMES[role]}" in page.inner_text(".handover")
        (page.locator("[data-do=handover]").first.tap if touch else page.locator("[data-do=handover]").first.click)()


NAMES = {"usa": "the Union", "csa": "the Confederacy"}


def test_a_close_combat_by_clicks(browser, site):
    """A close combat played through the table (14.1-14.2): the Union's
    Geary activates with an Attack order, 5 OH marches by its buttons to
    1812 next to 48 VA in 1813, the assault is declared by a tap on 5 OH
    and a tap on the lit 1813; the Confederate player ends his Defensive
    Fire, and the combat panel shows what the table gave: the CRT column
    with its shifts, the dice and the Close Combat Cohesion Test, the same
    words as the log. Screenshots: /tmp/ss-table-cc-*.png."""
    ctx = ss_context(browser, viewport={"width": 1280, "height": 800})
    page = open_app(ctx, site + "/")
    page.evaluate(f"app.newGame('ss', 'valley', {{}}, {SEED})")
    # up to Geary's order: every step by its button, "done" / "pass" where offered, else the first button
    for _ in range(40):
        role = page.evaluate("app.active()")[0]
        take_device(page, role)
        lg = legal(page, role)
        if ("order", "attack") in lg:
            break
        press(page, next((a for a in ENDS if a in lg), lg[0]))
    else:
        raise AssertionError("no order to give")
    flow = page.evaluate("r => app.view(r).flow", "usa")
    assert flow[-1]["step"] == "order" and flow[-2].get("brigade") == "geary", flow[-2:]
    press(page, ("order", "attack"))
    for hx in ("1809", "1810", "1811", "1812"):          # 5 OH marches next to 48 VA (13.1)
        press(page, ("step", "u-5-oh", hx))
    assert where(page, "usa", "u-5-oh") == "1812"
    press(page, ("done",))                                # the other units stay
    # 14.1: the declaration, by taps: the attacker, then the lit enemy hex
    assert page.evaluate("r => app.view(r).flow.slice(-1)[0]", "usa").get("kind") == "declare"
    assert ("assault", "u-5-oh", "1813") in legal(page, "usa")
    assert "Declare every assault now" in page.inner_text(".urgent .ss-now")
    tap_hex(page, "1812")
    assert "5 OH" in page.inner_text(".urgent .picked")
    assert "1813" in drawn(page)["highlight"], drawn(page)["highlight"]
    page.screenshot(path="/tmp/ss-table-cc-1-declare.png")
    tap_hex(page, "1813")
    # every unit able to assault is declared: the defender's Defensive Fire (14.2a)
    take_device(page, "csa")
    assert page.evaluate("app.active()") == ["csa"]
    panel = page.inner_text(".urgent .ss-combat")
    assert "Close combat" in panel and "Assaults declared: 5 OH → 1813" in panel, panel
    assert "defensive fire" in page.inner_text(".urgent .ss-now"), page.inner_text(".urgent .ss-now")
    page.screenshot(path="/tmp/ss-table-cc-2-defensive-fire.png")
    press(page, ("done",))                                # End defensive fire: the assault is resolved
    take_device(page, page.evaluate("app.active()")[0])   # the next chit's decision may be the other side's
    panel = page.inner_text(".urgent .ss-combat")
    log = page.inner_text(".log-panel")
    assert panel.startswith("Close combat"), panel
    cc = next((ln for ln in panel.splitlines() if "5 OH assault 1813 from 1812 on column" in ln), None)
    assert cc and "roll" in cc and "Lead Unit 48 VA" in cc, panel        # the CRT column, the dice, the result
    assert cc in log, (cc, log[-1500:])                                   # the same words in the log
    assert "Cohesion Test for 48 VA" in panel, panel                      # 15.2 on the defender
    # the activation is over and the next chit came out in the same move, with a roll of its own (a
    # Division chit's Command roll, 10.7, or Fog of War's, 10.5b): the panel shows no die it cannot tell
    # apart from the combat's, and no line of that roll
    other = next((ln for ln in log.splitlines()[-12:] if "Command roll" in ln or "Fog of War roll" in ln), None)
    assert "Command roll" not in panel and "Fog of War roll" not in panel, panel
    if other is not None:                                 # the move rolled for the next chit too
        assert page.locator(".urgent .ss-combat .faces").count() == 0, (other, page.inner_html(".urgent .ss-combat"))
    else:                                                 # the combat's dice alone: shown
        assert page.locator(".urgent .ss-combat .faces").count() == 1, page.inner_html(".urgent .ss-combat")
    page.wait_for_timeout(1200)                           # the dice land (for the screenshot only)
    page.screenshot(path="/tmp/ss-table-cc-3-resolved.png")
    assert not ctx.watch.errors, ctx.watch.errors
    ctx.close()


@pytest.mark.parametrize("touch", [True, False][:tiers.count("table.layouts")],
                         ids=["phone-taps", "desktop-clicks"][:tiers.count("table.layouts")])
def test_a_stack_moves_as_one_by_taps(browser, site, touch):
    """13.4: a tap on a stack's hex picks its unit; its "moves with it" chip
    takes the other along; a tap on a lit hex moves both, and the log says
    so. Screenshots: /tmp/ss-table-stack-*.png."""
    opts = dict(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, device_scale_factor=2) \
        if touch else dict(viewport={"width": 1280, "height": 800})
    ctx = ss_context(browser, **opts)
    page = open_app(ctx, site + "/")
    page.evaluate(f"app.newGame('ss', 'valley', {{}}, {SEED})")
    shot = "phone" if touch else "desk"
    for _ in range(120):                         # the ends of steps until a stack may move as one
        role = page.evaluate("app.active()")[0]
        take_device(page, role, touch)
        lg = legal(page, role)
        if any(a[0] == "with" for a in lg):
            break
        press(page, next((a for a in ENDS if a in lg), lg[0]), touch)
    else:
        raise AssertionError("no stack could move as one")
    mover, mate = next(a for a in lg if a[0] == "with")[1:]
    src = where(page, role, mover)
    label = D.UNITS[mover]["label"]
    for _ in range(6):                           # each tap on a stack picks its next unit
        tap_hex(page, src, touch)
        picked = page.locator(".urgent .picked")
        if picked.count() and picked.inner_text().split(": ", 1)[-1].startswith(label + " ("):
            break
    chip = page.locator(f".urgent button[data-do=act][data-action='{json.dumps(['with', mover, mate])}']")
    assert chip.count() == 1, page.inner_text(".urgent")[:600]
    assert D.UNITS[mate]["label"] in chip.inner_text() and "one stack" in chip.inner_text()
    page.screenshot(path=f"/tmp/ss-table-stack-{shot}-1-picked.png")
    unfold(page, chip, touch)
    (chip.tap if touch else chip.click)()
    assert f"Move {label} and {D.UNITS[mate]['label']} on" in page.inner_text("#prompt"), page.inner_text("#prompt")
    dest = next(a[2] for a in legal(page, role) if a[0] == "step")
    assert dest in drawn(page)["highlight"]
    tap_hex(page, dest, touch)
    assert where(page, role, mover) == where(page, role, mate) == dest
    page.screenshot(path=f"/tmp/ss-table-stack-{shot}-2-moved.png")
    for _ in range(4):                           # 6.1: no halt where the hex would hold too many units
        if ("halt",) in legal(page, role) or not any(a[0] == "step" for a in legal(page, role)):
            break
        assert "may not halt here" in page.inner_text("#prompt")
        dest = next(a[2] for a in legal(page, role) if a[0] == "step")
        tap_hex(page, dest, touch)
        assert where(page, role, mover) == where(page, role, mate) == dest
    if ("halt",) in legal(page, role):
        press(page, ("halt",), touch)
    assert f"{label} and {D.UNITS[mate]['label']} move to {dest}" in page.inner_text("ol.log")
    assert not ctx.watch.errors, ctx.watch.errors
    ctx.close()
