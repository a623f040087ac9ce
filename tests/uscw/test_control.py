"""Control (6.0): hexes and rail lines."""

from __future__ import annotations

from pyapp.games.uscw import control as C


def test_who_controls_a_hex():
    """6.3: units first (the defender during a battle), then a marker, then
    the state's owner for its places; a plain hex only while held."""
    assert C.hex_control(None, None, None, None, "csa", True) == "csa"
    assert C.hex_control("usa", None, None, None, "csa", True) == "usa"
    assert C.hex_control("usa", None, None, "csa", "csa", True) == "csa"
    assert C.hex_control(None, "usa", None, None, "csa", False) == "usa"
    assert C.hex_control(None, None, "usa", None, None, False) == "usa"
    assert C.hex_control(None, None, None, None, "csa", False) is None
    assert C.hex_control(None, None, None, "usa", "csa", True, defender="csa") == "csa"
    assert C.marker_needed("usa", "csa", True) and not C.marker_needed("csa", "csa", True)
    assert not C.marker_needed("usa", "csa", False)


def line(n):
    return lambda h: [x for x in (h - 1, h + 1) if 0 <= x < n]


def test_rail_control_runs_from_a_controlled_key_hex_until_blocked():
    """6.5: a line is a side's while joined to an Objective or Resource hex it
    controls, not through enemy units, control or ZOC."""
    got = C.rail_control(line(10), {"csa": [0]}, lambda side, h: h == 6)
    assert all(got[h] == "csa" for h in range(6)) and 6 not in got and 7 not in got


def test_union_rail_control_pushes_the_csa_back_to_its_troops():
    """6.5.2: where both reach, the Union wins, as far as a CSA SP, ZOC or
    controlled Town stops it."""
    csa_sp, csa_zoc = 3, {2, 4}
    blocked = lambda side, h: (side == "usa" and (h == csa_sp or h in csa_zoc))  # noqa: E731
    got = C.rail_control(line(10), {"csa": [0], "usa": [9]}, blocked)
    assert [got.get(h) for h in range(10)] == ["csa"] * 5 + ["usa"] * 5
    got = C.rail_control(line(10), {"csa": [0], "usa": [9]}, lambda side, h: False)
    assert all(got[h] == "usa" for h in range(10))
