"""Stonewall's Sword, victory (19.0): control by the last infantry to occupy
a hex, the Union's points turn by turn, both sides' points at the end, the
automatic victory at Cedar Run Church, the victory levels."""

import pytest

from pyapp.games.ss import endturn as ET
from pyapp.games.ss import model as M
from pyapp.games.ss.rules import GAME

from .position import blank, put


def test_19_1_control_goes_to_the_last_infantry_to_occupy_a_hex():
    st = blank()
    assert st["ctrl"]["1606"] == "usa"                       # the scenario's initial control (DATA_NOTES 5 #13)
    put(st, "c-5-va", "1605")
    M.occupy(st, "c-5-va", "1606")
    assert st["ctrl"]["1606"] == "csa"
    M.occupy(st, "c-5-va", "1605")                            # leaving does not lose it
    assert st["ctrl"]["1606"] == "csa"
    M.occupy(st, "u-knap", "1606")                            # artillery never takes control
    assert st["ctrl"]["1606"] == "csa"


def test_19_1_confederate_infantry_in_cedar_run_church_wins_at_once():
    st = blank()
    M.occupy(st, "c-poague", "1300")
    assert not st["res"]
    M.occupy(st, "c-5-va", "1300")
    res = GAME.result(st)
    assert res["winner"] == "csa" and res["level"] == "automatic" and res["rule"] == "19.1"


def test_19_1_19_2_points_at_the_end():
    st = blank()
    put(st, "u-10-me", box="3")                               # Fresh 9 SP
    put(st, "u-zouaves", box="available")                     # Fresh 1 SP
    st["elim"] = ["u-knap", "c-poague"]                       # 6 and 4 guns
    put(st, "c-5-va", box="1")                                # 10
    st["ctrl"].update({"2404": "csa", "3101": "csa"})        # 10 + 5
    st["vp_usa"] = 7
    assert ET.csa_vp(st) == 9 + 1 + 6 + 10 + 5
    assert ET.usa_vp(st) == 7 + 10 + 4


@pytest.mark.parametrize("diff,level", [(-21, "csa_major"), (-11, "csa_moderate"), (-1, "csa_minor"), (0, "draw"),
                                        (10, "usa_minor"), (20, "usa_moderate"), (21, "usa_major")])
def test_19_3_levels(diff, level):
    st = blank("valley", 11)
    st["vp_usa"] = 50 + diff
    st["ctrl"]["1606"] = "csa"
    st["ctrl"]["2404"] = "csa"
    st["ctrl"]["1709"] = "csa"
    st["ctrl"]["1311"] = "csa"
    st["ctrl"]["3101"] = "csa"
    st["ctrl"]["2107"] = "csa"                                # 10 + 10 + 5 + 5 + 5 + 5 = 40 ... plus
    put(st, "u-10-me", box="1")                               # 9, and 1 for the Zouaves: 50
    put(st, "u-zouaves", box="1")
    ET.finish(st)
    assert st["res"]["level"] == level
    assert GAME.result(st)["winner"] == ("draw" if level == "draw" else level[:3])
