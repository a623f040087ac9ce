"""For the People: the Union's naval retreat (5.16)."""

from pyapp.games.ftp import battle, moves, naval
from tests.ftp.position import blank


def test_a_beaten_union_force_in_a_port_may_retreat_by_water_to_a_union_port_5_16():
    st = blank("1862")
    st["ctl"]["fort_monroe"] = "union"
    dests = {s for s, _ in battle.defender_retreats(st, "union", "fort_monroe", "williamsburg")}
    assert {"washington_dc", "philadelphia"} <= dests          # priority 1, by sea
    assert "norfolk" not in dests                               # not an original Union state's port


def test_never_past_a_csa_fort_and_the_confederacy_never_by_water_5_16():
    st = blank("1862")
    st["ctl"]["memphis"] = "union"
    assert "cairo" in naval.naval_retreats(st, "memphis")
    st["forts"]["columbus_ky"] = "csa"                          # between Memphis and Cairo
    assert "cairo" not in naval.naval_retreats(st, "memphis")
    st["ctl"]["memphis"] = "csa"
    assert not [s for s, _ in battle.defender_retreats(st, "csa", "memphis", "corinth")
                if s in ("cairo", "cincinnati")]


def test_the_union_may_retreat_by_water_before_battle_too_5_16():
    st = blank("1862")
    st["ctl"]["fort_monroe"] = "union"
    assert "washington_dc" in moves.retreat_spaces(st, "union", "fort_monroe", "williamsburg")
