"""Stonewall's Sword, the authored Unique Events that use fire and movement
(chits.py, DATA_NOTES.md section 3): Firefight and Brigade Reserve Movement."""

from fractions import Fraction

from pyapp.games.ss import board as B
from pyapp.games.ss import movement as MV
from pyapp.games.ss.rules import GAME

from .position import act, at_draw, battle, blank, drawn, ev, forced, legal, put, step, top


def test_firefight_lets_a_brigades_engaged_infantry_fire_when_drawn():
    st = blank("slaughter", 3)
    put(st, "c-5-va", "2907")                                     # Engaged
    put(st, "c-4-va", "2904")                                     # not Engaged
    put(st, "u-5-ct", "2908")
    put(st, "u-10-me", "1606")
    with drawn(["c-firefight"]):
        at_draw(st, ["c-firefight", "div-williams"])
    assert ("play", "c-firefight", "ronald") in legal(st, "csa")
    st = act(st, "csa", ("play", "c-firefight", "ronald"))
    assert step(st) == "fire" and top(st)["limited"]
    assert {a[1] for a in legal(st, "csa") if a[0] == "fire"} == {"c-5-va"}
    assert "ronald" not in st["activated"]                        # not an activation


def test_brigade_reserve_movement_marches_a_brigade_not_engaged():
    a, b = next((x, y) for x in sorted(B.HEXES) for y in B.neighbours(x) if B.road_class(x, y) == "pike")
    st = battle("slaughter", 2)
    st["pos"] = {"c-5-va": a, "u-10-me": "1002"}
    st["waiting"].pop("ronald")                                   # on the map already
    st["held"]["csa"] = [ev(st, "c-brigade-reserve")]
    at_draw(st, ["div-williams", "fog-of-war"])
    assert step(st) == "window" and GAME.active(st) == ["csa"]
    st = act(st, "csa", ("play", "c-brigade-reserve", "ronald"))
    f = top(st)
    assert step(st) == "move" and MV.allowance(st, f, "c-5-va") == 6
    assert MV.cost(st, f, "c-5-va", a, b) == Fraction(1, 2)       # March Column on the pike, without Maneuver
    assert not MV.may_engage(st, f, "c-5-va")
    assert "ronald" not in st["activated"]
