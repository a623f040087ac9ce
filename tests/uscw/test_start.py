"""A scenario's opening position (start.py): every set-up place on the map,
every force, general and marker where the set-up puts it."""

from __future__ import annotations

import pytest

from pyapp.games.uscw import model, places, scenarios, start


def test_the_1861_set_up_is_on_the_map_as_written():
    sc = scenarios.SCENARIOS["1861"]
    st = start.build("1861")
    for side in ("usa", "csa"):
        on_map = sum(s["sp"] for s in st["stacks"].values() if s["side"] == side)
        assert on_map == scenarios.sp_total("1861", side)
    for gid, place in scenarios.generals_placed("1861").items():
        assert st["gens"][gid]["at"] == start.space_of(place)
    assert st["stacks"][places.hex_of("harpers_ferry")]["side"] == "usa"        # S1: Union-held
    assert st["forts"][places.hex_of("cairo")] == {"side": "usa", "level": 1}
    assert st["forts"][places.hex_of("washington")]["side"] == "usa"
    assert st["vp"] == {"usa": 2, "csa": 0} and st["cp"] == 99 and st["upkeep"] == 10     # S1 markers
    assert st["border"] == {"WV": "csa", "KY": "neutral", "MO": "usa"}
    assert st["turn"] == 1 and st["last"] == 3 and sc.cards == 2
    assert st["ctl"][start.space_of("Fort Pickens")] == "usa"
    commanders = {model.commander(st, h) for h in st["stacks"]}
    assert "beauregard" in commanders or "longstreet" in commanders


def test_every_set_up_place_of_1861_is_a_space_of_the_map():
    for name in scenarios.places("1861"):
        space = start.space_of(name)
        assert space.startswith(("cf.", "isl.", "box.")) or places.GRID.has_label(space), (name, space)


def test_a_place_the_map_lacks_is_refused():
    with pytest.raises(KeyError):
        start.space_of("Atlantis")


def test_half_vps_stay_whole_numbers():
    assert start.halves(scenarios.Fraction(9, 2)) == 9
    with pytest.raises(ValueError):
        start.halves(scenarios.Fraction(1, 3))
