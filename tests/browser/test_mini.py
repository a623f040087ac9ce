"""Skirmish at the Ford (the test minigame) played through its table by
clicks and taps: the hex map (a tap on a lit hex plays the move, a tap on an
enemy in crosshairs fires the Volley), the urgent slot by the prompt line
(End turn, the attacked side's answer, the dice), the hand; on a phone the
whole round is played without scrolling; and, in hotseat, that neither side
ever sees the other's hand or block strengths, on the page or on the canvas.

Seed 17: Blue holds March and Rally, Grey holds Ambush and Volley. Blue's
block b3 (0203) crosses at the ford (0303 -> 0403) and attacks Grey's
block g3 on the hill at 0503; Grey springs the ambush; the roll (5 against
2, +1 hill, +2 ambush) is a tie, which the defender wins: b3 loses a step.
Without the March, b3 stops at 0403 and Blue draws Volley; Grey's Volley
hits b3 (a 5), g3 attacks it in the woods and loses (2+2 against 1+5+1).
"""

from __future__ import annotations

import json
import re

from . import conftest
from .conftest import open_app, take_device, watched_context

SEED = 17
CARD_WORDS = {"march": ("march", "marcha"), "volley": ("volley", "descarga"),
              "ambush": ("ambush", "emboscada"), "rally": ("rally", "reagrupar")}
# Counts the words the canvas is asked to write (hex labels, piece ids, strengths).
RECORD_TEXT = """(() => {
  const fill = CanvasRenderingContext2D.prototype.fillText;
  window.__canvasTexts = [];
  CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
    window.__canvasTexts.push(String(text));
    return fill.call(this, text, ...rest);
  };
})();"""


def mini_context(browser, **options):
    """A context like conftest's, at the size asked (a desktop or a phone)."""
    ctx = watched_context(browser, **options)
    ctx.add_init_script(RECORD_TEXT)
    return ctx


def new_mini(ctx, site):
    page = open_app(ctx, site + "/")
    page.evaluate(f"app.newGame('mini', 'standard', {{}}, {SEED})")
    return page


def drawn(page) -> dict:
    """What the map was last drawn from: the view, the pieces as painted,
    the lit hexes ({} before the map exists)."""
    if not page.evaluate("typeof window.cwtMapDrawn === 'function'"):
        return {"view": {}, "painted": [], "highlight": [], "attacks": [], "selected": None}
    return json.loads(page.evaluate("window.cwtMapDrawn()"))


def canvas_texts(page) -> list:
    """Every word the canvas writes in one full redraw of the map."""
    page.evaluate("window.__canvasTexts = []")
    page.evaluate("app.drawTimes(1)")
    return page.evaluate("window.__canvasTexts")


def tap_hex(page, label, touch=False, scroll=True):
    """Tap a hex where it is drawn (the whole small map is in sight: no drag)."""
    conftest.tap_hex(page, label, touch, into_view=scroll, drag=False)


def piece(page, pid):
    """The piece as its owner sees it (the test's look behind the cover)."""
    side = "blue" if pid.startswith("b") else "grey"
    return next(p for p in page.evaluate("r => app.view(r).pieces", side) if p.get("id") == pid)


def in_sight(page, selector):
    """Every element ``selector`` finds lies inside the viewport as it is
    (no scrolling); returns how many."""
    boxes = page.locator(selector).evaluate_all(
        "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.top, r.bottom, r.left, r.right]; })")
    width, height = page.evaluate("[innerWidth, innerHeight]")
    assert boxes, f"nothing at {selector}"
    for top, bottom, left, right in boxes:
        assert -1 <= top and bottom <= height + 1 and -1 <= left and right <= width + 1, (selector, top, bottom, height)
    return len(boxes)


def test_a_whole_turn_by_clicks(browser, site):
    """Desktop: a card, moves by clicking a piece then a lit hex, an attack
    answered by the other side in the urgent slot beside the map, the dice,
    another card, End turn; then Grey fires its Volley by a click on the
    enemy in crosshairs."""
    ctx = mini_context(browser, viewport={"width": 1440, "height": 900})
    page = new_mini(ctx, site)
    take_device(page, "Blue")
    assert page.inner_text(".prompt.mine").startswith("Blue: Move a piece one hex (2 moves left)")
    # Nothing picked: the pieces that can move are lit; the urgent slot, beside
    # the map at the top, says to tap one and holds End turn.
    assert set(drawn(page)["highlight"]) == {"0102", "0104", "0203"}
    assert "Tap one of your lit pieces" in page.inner_text(".urgent")
    urgent, board = page.locator(".urgent").bounding_box(), page.locator("#map").bounding_box()
    assert urgent["x"] >= board["x"] + board["width"] and urgent["y"] < 200
    in_sight(page, ".urgent .end-turn button")

    page.click(".cards .card-march button.play")                       # a card: two more moves
    assert page.evaluate("app.view('blue').moves_left") == 4
    assert "top: March" in page.inner_text(".cards .piles")

    tap_hex(page, "0203")                                               # pick b3: where it may go
    d = drawn(page)
    assert d["selected"] == "0203" and set(d["highlight"]) == {"0202", "0303", "0304", "0204", "0103"}
    assert "Blue block b3: strength 2 of 2" in page.inner_text(".mini-orders")
    assert "Tap a yellow hex" in page.inner_text(".urgent")
    tap_hex(page, "0303")                                               # tap a lit hex: it moves
    assert piece(page, "b3")["hex"] == "0303"
    assert page.evaluate("app.selected()") is None
    tap_hex(page, "0303")
    tap_hex(page, "0403")                                               # across the ford
    assert piece(page, "b3")["hex"] == "0403"
    tap_hex(page, "0403")
    d = drawn(page)
    assert "0503" in d["attacks"] and "0503" in d["highlight"]          # a red ring: an attack
    assert page.locator(".mini-orders button", has_text="Attack 0503").count() == 1

    tap_hex(page, "0503")                                               # attack: Grey must answer
    take_device(page, "Grey")
    assert "Your piece at 0503 is attacked" in page.inner_text(".prompt.mine")
    combat = page.locator(".urgent .combat")                            # the answer, in sight
    assert "Attack at 0503" in combat.inner_text()
    assert "Blue block — 0403, face down: strength hidden" in combat.inner_text()
    assert "Grey block g3 (yours) — 0503, strength 2 of 2" in combat.inner_text()
    assert page.locator(".combat").count() == 1 and page.locator(".urgent .end-turn").count() == 0
    assert drawn(page)["view"]["combat"] == {"from": "0403", "to": "0503"}
    assert in_sight(page, ".urgent .combat button[data-do=act]") == 2
    combat.get_by_role("button", name="Spring the ambush (+2)").click()

    take_device(page, "Blue")
    tray = page.locator(".urgent .dice-tray")
    assert tray.locator(".face").count() == 2
    assert "Grey springs an ambush: +2." in tray.inner_text() and "Grey wins." in tray.inner_text()
    assert piece(page, "b3")["strength"] == 1
    assert page.locator(".combat").count() == 0

    page.click(".cards .card-rally button.play")                       # a second card
    assert piece(page, "b3")["strength"] == 2
    assert page.locator(".urgent .end-turn button.primary").count() == 0   # a move left: End turn waits
    page.click(".urgent .end-turn button")                              # End turn
    assert page.evaluate("app.active()") == ["grey"]
    assert len(page.evaluate("app.view('blue').hand")) == 1            # drew a card
    assert "Pass the device to Grey" in page.inner_text(".handover")

    take_device(page, "Grey")                                           # Grey's Volley: b3 in crosshairs
    assert drawn(page)["fire"] == ["0403"]
    assert "crosshairs" in page.inner_text(".urgent")
    tap_hex(page, "0403")
    assert page.evaluate("app.active()") == ["blue"]                    # R4.1: the owner takes the hit
    take_device(page, "Blue")
    assert "Grey fires a volley at 0403: rolls 5, a hit." in page.inner_text(".urgent .dice-tray")
    page.click(".urgent .hit button[data-do=act]")
    assert piece(page, "b3")["strength"] == 1
    take_device(page, "Grey")
    assert drawn(page)["fire"] == [] and "volley" not in page.evaluate("app.view('grey').hand")
    assert not ctx.watch.errors, ctx.watch.errors
    ctx.close()


def test_phone_plays_a_round_by_taps_without_scrolling(browser, site):
    """390x844 with touch: a one-row bar, the map fits the width with its
    zoom buttons under it, hexes are big enough to tap, and a whole round is
    played with taps alone, never scrolling: each answer (End turn, the
    attacked side's reaction, the dice) is in sight when it is asked for."""
    ctx = mini_context(browser, viewport={"width": 390, "height": 844}, is_mobile=True,
                       has_touch=True, device_scale_factor=2)
    page = new_mini(ctx, site)
    take_device(page, "Blue", touch=True)

    def still():
        assert page.evaluate("scrollY") == 0

    bar = page.locator("header.bar").bounding_box()
    assert bar["height"] < 60                                           # one row of buttons
    in_sight(page, ".prompt")
    box = page.locator("#map").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390 and box["y"] + box["height"] <= 844
    zoom = page.locator(".zoom").bounding_box()
    assert zoom["y"] >= box["y"] + box["height"]                         # the buttons hide no hex
    for h in ("0101", "0605"):                                          # the whole map on screen
        x, y = page.evaluate("h => app.boxScreen(h)", h)
        assert 0 < x < box["width"] and 0 < y < box["height"]
    (x1, y1), (x2, y2) = (page.evaluate("h => app.boxScreen(h)", h) for h in ("0102", "0103"))
    assert abs(y2 - y1) >= 44                                           # a finger-sized hex
    in_sight(page, ".urgent .end-turn button")
    assert "Tap one of your lit pieces" in page.inner_text(".urgent")

    tap_hex(page, "0203", touch=True, scroll=False)                     # b3 to the ford and across
    assert page.evaluate("app.selected()") == "0203"
    assert "0303" in drawn(page)["highlight"]
    assert "Tap a yellow hex" in page.inner_text(".urgent")
    tap_hex(page, "0303", touch=True, scroll=False)
    assert piece(page, "b3")["hex"] == "0303"
    tap_hex(page, "0303", touch=True, scroll=False)
    tap_hex(page, "0403", touch=True, scroll=False)
    assert piece(page, "b3")["hex"] == "0403"
    assert page.evaluate("app.view('blue').moves_left") == 0
    in_sight(page, ".urgent .end-turn button.primary")
    page.tap(".urgent .end-turn button")
    still()
    assert page.evaluate("app.active()") == ["grey"]

    take_device(page, "Grey", touch=True)
    assert page.locator(".cards .card").count() == 2                   # Grey's own hand, face up
    assert "Blue: 3 cards in hand" in page.inner_text(".cards .hand-other")
    assert drawn(page)["fire"] == ["0403"]                              # b3 in the Volley's crosshairs
    tap_hex(page, "0403", touch=True, scroll=False)                     # fire
    take_device(page, "Blue", touch=True)                               # R4.1: Blue takes the hit
    in_sight(page, ".urgent .dice-tray")
    assert "Grey fires a volley at 0403: rolls 5, a hit." in page.inner_text(".urgent .dice-tray")
    in_sight(page, ".urgent .hit button[data-do=act]")
    page.tap(".urgent .hit button[data-do=act]")
    still()
    take_device(page, "Grey", touch=True)
    tap_hex(page, "0503", touch=True, scroll=False)                     # g3 attacks b3
    assert "0403" in drawn(page)["attacks"] and drawn(page)["fire"] == []
    tap_hex(page, "0403", touch=True, scroll=False)
    still()

    take_device(page, "Blue", touch=True)                               # Blue answers, in sight
    assert "is attacked" in page.inner_text(".prompt.mine")
    assert in_sight(page, ".urgent .combat button[data-do=act]") == 1  # no Ambush in Blue's hand
    assert "You hold no Ambush card." in page.inner_text(".urgent")
    page.tap(".urgent .combat button[data-do=act]")
    still()

    take_device(page, "Grey", touch=True)
    in_sight(page, ".urgent .dice-tray")
    assert "Blue wins." in page.inner_text(".urgent .dice-tray")
    assert piece(page, "g3")["strength"] == 1
    in_sight(page, ".urgent .end-turn button")
    page.tap(".urgent .end-turn button")
    still()
    assert page.evaluate("app.active()") == ["blue"] and page.evaluate("app.view('blue').turn") == 2
    assert not ctx.watch.errors, ctx.watch.errors
    ctx.close()


def test_phone_a_card_from_the_hand_brings_the_prompt_back(browser, site):
    """On a phone the hand is under the map: the urgent slot's link goes
    there, and once a card is played the prompt line, the urgent slot and
    the map come back into sight."""
    ctx = mini_context(browser, viewport={"width": 390, "height": 844}, is_mobile=True,
                       has_touch=True, device_scale_factor=2)
    page = new_mini(ctx, site)
    take_device(page, "Blue", touch=True)
    page.tap(".urgent [data-do=goto]")                                  # "your hand"
    assert page.evaluate("scrollY") > 300
    in_sight(page, "#hand-title")
    page.tap(".cards .card-march button.play")
    assert page.evaluate("app.view('blue').moves_left") == 4
    in_sight(page, ".prompt")
    in_sight(page, ".urgent .end-turn button")
    assert page.locator("#map").bounding_box()["y"] < 844
    assert not ctx.watch.errors, ctx.watch.errors
    ctx.close()


def page_text(page) -> str:
    """Everything the page holds in its DOM: text, attributes, the hidden parts."""
    return page.evaluate("document.getElementById('app').outerHTML").lower()


def check_covered(page):
    """Under the hand-over cover: no card, no piece, nothing on the canvas."""
    html = page_text(page)
    assert not [w for words in CARD_WORDS.values() for w in words if w in html]
    assert not re.search(r"\b[bg][123]\b", html)
    d = drawn(page)
    assert d["view"] == {} and d["painted"] == [] and d["highlight"] == []


def check_secrets(page, me, other, revealed=()):
    """With ``me`` at the device: the other side's hand and its blocks' ids
    and strengths are nowhere in the DOM, in the view the map was drawn from,
    in the pieces it painted or in the words the canvas wrote."""
    truth = page.evaluate("r => app.view(r)", other)                   # the other side's own view
    mine = page.evaluate("r => app.view(r)", me)
    hidden_cards = set(truth["hand"]) - set(mine["hand"]) - set(mine["discard"])
    blocks = {p["id"] for p in truth["pieces"] if p["side"] == other and p["kind"] == "block"} - set(revealed)
    assert hidden_cards or blocks, "the test should have secrets to look for"
    html = page_text(page)
    assert not [w for c in hidden_cards for w in CARD_WORDS[c] if w in html]
    assert not [b for b in blocks if re.search(rf"\b{b}\b", html)]
    shown = {el for el in page.locator(".cards .card").evaluate_all("els => els.map(e => e.className)")}
    assert all(any(f"card-{c}" in cls for c in mine["hand"]) for cls in shown)
    d = drawn(page)
    view = d["view"]
    assert view == mine and view["hand"] == mine["hand"]
    for p in view["pieces"]:
        if p["side"] == other and p["kind"] == "block":
            assert set(p) == {"hex", "side", "kind"}
    for p in d["painted"]:
        if p["side"] == other and p["kind"] == "block":
            assert p["face_up"] is False and "strength" not in p and "id" not in p
    dump = json.dumps(d)
    assert not [b for b in blocks if re.search(rf"\b{b}\b", dump)]
    words = canvas_texts(page)
    assert words and not [b for b in blocks if b in words]
    # the other side's block strengths: no numeral is written on its blocks' hexes
    hexes = {p["hex"] for p in truth["pieces"] if p["side"] == other and p["kind"] == "block"}
    assert all(p["hex"] not in hexes or not p["face_up"] for p in d["painted"])


def test_hotseat_hides_each_sides_secrets(browser, site):
    """Both sides at one device: under each cover nothing is drawn; with a
    side at the device, the other's hand and block strengths are nowhere."""
    ctx = mini_context(browser, viewport={"width": 1440, "height": 900})
    page = new_mini(ctx, site)
    check_covered(page)
    take_device(page, "Blue")
    check_secrets(page, "blue", "grey")
    tap_hex(page, "0503")                                               # an enemy block, picked
    assert "Grey block: face down: strength hidden" in page.inner_text(".mini-orders")
    check_secrets(page, "blue", "grey")
    for action in (["play", "march"], ["move", "b3", "0303"], ["move", "b3", "0403"],
                   ["move", "b3", "0503"]):
        page.evaluate("a => app.act('blue', a)", action)
    check_covered(page)
    take_device(page, "Grey")
    check_secrets(page, "grey", "blue")                                 # the attacker stays a block
    assert "Blue block — 0403, face down" in page.inner_text(".combat")
    page.locator(".combat").get_by_role("button", name="Spring the ambush (+2)").click()
    check_covered(page)
    take_device(page, "Blue")
    check_secrets(page, "blue", "grey", revealed={"g3"})               # combat revealed g3 (R6)
    page.click(".end-turn button")
    check_covered(page)
    take_device(page, "Grey")
    check_secrets(page, "grey", "blue", revealed={"b3"})
    assert not ctx.watch.errors, ctx.watch.errors
    ctx.close()


def test_event_cup_shows_the_chit_drawn_and_what_is_left(browser, site):
    """The chit cup widget (R9): the chit drawn this turn face up with what it
    does, and the cup's contents counted; the moves follow the chit."""
    ctx = mini_context(browser, viewport={"width": 1440, "height": 900})
    page = open_app(ctx, site + "/")
    page.evaluate("app.newGame('mini', 'standard', {event_cup: true}, 6)")
    cover = page.get_by_role("button", name="I am Blue: show my side")
    if cover.count():
        cover.click()
    cup = page.locator("section.cup")
    cup.wait_for()
    text = cup.inner_text()
    view = page.evaluate("app.view('blue')")
    drawn = view["cup"]["drawn"]
    names = {"rush": "Rush", "fog": "Fog", "quiet": "Quiet"}
    assert names[drawn] in text and "Cup: 5 chits" in text
    assert view["moves_left"] == 2 + {"rush": 1, "fog": -1, "quiet": 0}[drawn]
    page.evaluate("app.act('blue', ['end'])")
    assert page.evaluate("app.view('grey')")["cup"]["left"] != view["cup"]["left"]
    ctx.close()
