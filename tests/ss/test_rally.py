"""Stonewall's Sword, Rally (16.0): eligibility (16.1), Recover and Rebuild
(16.2), placement from the Available box, the Rebuild Option, with the 16.2
example."""

import pytest

from pyapp.games.ss import board as B
from pyapp.games.ss import model as M
from pyapp.games.ss import rally as R
from pyapp.games.ss.rules import GAME

from .position import idle, act, at_draw, battle, blank, drawn, forced, legal, log_text, push, put, step

FOE = "2905"


def thomas(st, defend):
    """16.2 example: 14 GA Disrupted and Depleted, 35 GA Fresh but Shaken,
    49 GA in the Available box, 45 GA in Broken box 2; a Union unit at 2905.
    Under Defend 14 GA fell back two hexes (to 2907 ... here 2908, three from
    the enemy) and 35 GA came up next to the enemy; under Regroup nobody
    moved: 14 GA next to the enemy, 35 GA right behind it."""
    put(st, "u-5-ct", FOE)
    if defend:
        put(st, "c-14-ga", "2908", depleted=True, marker=M.DISRUPTED)
        put(st, "c-35-ga", "2906", marker=M.SHAKEN)
    else:
        put(st, "c-14-ga", "2906", depleted=True, marker=M.DISRUPTED)
        put(st, "c-35-ga", "2907", marker=M.SHAKEN)
    put(st, "c-49-ga", box="available")
    put(st, "c-45-ga", box="2")
    return st


def rally(st, mode, brigade="thomas", side="csa"):
    return push(st, "rally", who=side, brigade=brigade, mode=mode, done=[])


def test_16_2_example_defend_recovers_one_morale_hit():
    st = thomas(blank(), defend=True)
    assert B.distance("2908", FOE) == 3
    rally(st, "defend")
    assert legal(st, "csa") == [("recover", "c-14-ga"), ("done",)]    # 35 GA is too close; no Rebuild under Defend
    st = act(st, "csa", ("recover", "c-14-ga"))
    assert M.marker(st, "c-14-ga") == M.SHAKEN and M.is_depleted(st, "c-14-ga")
    assert step(st) is None                                  # nothing else to do: the step ends


def test_16_2_example_regroup_rebuilds_49_ga_from_the_available_box():
    st = thomas(blank(), defend=False)
    rally(st, "regroup")
    assert legal(st, "csa") == [("rebuild", "c-49-ga"), ("done",)]     # 14 GA, 35 GA too close; 45 GA in box 2
    with forced([1]):                                        # 1 against CR 3 (Depleted, supported: 15.5a)
        st = act(st, "csa", ("rebuild", "c-49-ga"))
    assert step(st) == "place"
    hexes = [a[2] for a in legal(st, "csa")]
    assert "2910" in hexes
    for h in hexes:                                          # >= 3 from the enemy, <= 3 from 14 GA or 35 GA
        assert B.distance(h, FOE) >= 3
        assert min(B.distance(h, "2906"), B.distance(h, "2907")) <= 3
    st = act(st, "csa", ("place", "c-49-ga", "2910"))
    assert st["pos"]["c-49-ga"] == "2910" and M.is_depleted(st, "c-49-ga") and "c-49-ga" not in st["broken"]


def test_16_2_a_failed_rebuild_leaves_the_unit_where_it_was():
    st = thomas(blank(), defend=False)
    rally(st, "regroup")
    with forced([4]):
        st = act(st, "csa", ("rebuild", "c-49-ga"))
    assert st["broken"]["c-49-ga"] == "available" and "fails" in log_text(st)


def test_16_2_regroup_recovers_every_hit_or_rebuilds_on_the_map():
    st = blank()
    put(st, "c-14-ga", "2808", depleted=True, marker=M.DISRUPTED)
    put(st, "c-35-ga", "2809", depleted=True)
    rally(st, "regroup")
    assert set(legal(st, "csa")) == {("recover", "c-14-ga"), ("rebuild", "c-14-ga"), ("rebuild", "c-35-ga"),
                                     ("done",)}
    st = act(st, "csa", ("recover", "c-14-ga"))
    assert M.marker(st, "c-14-ga") == 0
    assert ("rebuild", "c-14-ga") not in legal(st, "csa")    # one action per unit (16.2)
    with forced([3]):                                        # 35 GA Depleted CR 3, supported by 14 GA now
        st = act(st, "csa", ("rebuild", "c-35-ga"))
    assert not M.is_depleted(st, "c-35-ga")


def test_16_2_rebuild_option_never_back_to_fresh():
    st = blank(options={"rebuild_option": True})
    put(st, "c-35-ga", "2809", depleted=True)
    put(st, "c-14-ga", "2808")
    st["ever_broken"] = ["c-35-ga"]
    assert R.actions(st, {"mode": "regroup", "brigade": "thomas", "done": []}) == []


def test_16_1_artillery_next_to_the_brigade_may_rally_with_it():
    st = blank()
    put(st, "c-14-ga", "2808")
    put(st, "c-poague", "2809", marker=M.SHAKEN)
    put(st, "c-pegram", "3012", marker=M.SHAKEN)             # not next to Thomas' units
    acts = R.actions(st, {"mode": "defend", "brigade": "thomas", "done": []})
    assert acts == [("recover", "c-poague")]


def test_16_2_a_rebuilt_unit_that_overstacks_moves_away_from_the_enemy():
    st = blank()
    put(st, "u-5-ct", FOE)
    put(st, "c-5-va", "2909")                                # 10 SP: counts 8
    put(st, "c-14-ga", "2909", depleted=True)                # 2 SP, Fresh would be 5
    push(st, "rally", who="csa", brigade="thomas", mode="regroup", done=[])
    with forced([1]):
        st = act(st, "csa", ("rebuild", "c-14-ga"))
    assert step(st) == "displace"
    for a in legal(st, "csa"):
        assert B.distance(a[2], FOE) > B.distance("2909", FOE)
    st = act(st, "csa", legal(st, "csa")[0])
    assert st["pos"]["c-14-ga"] != "2909"


def test_rally_follows_a_defend_or_regroup_order_in_an_activation():
    st = battle("slaughter", 5)
    st["waiting"].pop("thomas")
    thomas(st, defend=True)
    with drawn(["div-hill"]), forced([1]):
        at_draw(st, ["div-hill", "fog-of-war"])
    st = idle(act(st, "csa", ("order", "defend")))            # fire and movement first, declined
    assert step(st) == "rally"
    st = act(st, "csa", ("recover", "c-14-ga"))
    assert M.marker(st, "c-14-ga") == M.SHAKEN


def test_attack_and_maneuver_never_rally():
    st = battle("slaughter", 5)
    st["waiting"].pop("thomas")
    thomas(st, defend=True)
    with drawn(["div-hill"]), forced([1]):
        at_draw(st, ["div-hill", "fog-of-war"])
    st = act(st, "csa", ("order", "attack"))
    assert step(st) != "rally" and M.marker(st, "c-14-ga") == M.DISRUPTED


def test_jacksons_rusty_sword_sheds_a_hit_even_next_to_the_enemy():
    st = battle("slaughter", 9)
    st["waiting"].pop("thomas")
    thomas(st, defend=False)
    with drawn(["c-rusty-sword"]):
        at_draw(st, ["c-rusty-sword", "div-williams"])
    assert ("play", "c-rusty-sword", "thomas") in legal(st, "csa")
    st = act(st, "csa", ("play", "c-rusty-sword", "thomas"))
    assert M.marker(st, "c-14-ga") == M.SHAKEN and M.marker(st, "c-35-ga") == 0
    assert step(st) == "rally" and legal(st, "csa") == [("rebuild", "c-49-ga"), ("done",)]


def test_16_2_19_1_a_unit_rebuilt_onto_cedar_run_church_does_not_win_moving_in_does():
    st = blank()
    put(st, "u-5-ct", FOE)
    put(st, "c-14-ga", "1302")                               # Thomas' brigade, 2 hexes from the church
    put(st, "c-49-ga", box="available")
    rally(st, "regroup")
    with forced([1]):
        st = act(st, "csa", ("rebuild", "c-49-ga"))
    assert ("place", "c-49-ga", "1300") in legal(st, "csa")  # far from every enemy, near its brigade
    st = act(st, "csa", ("place", "c-49-ga", "1300"))
    assert st["pos"]["c-49-ga"] == "1300" and not GAME.result(st)    # placed, not moved (RULES_NOTES)
    M.occupy(st, "c-14-ga", "1300")                          # infantry moved in: the game is won (19.1)
    assert GAME.result(st)["winner"] == "csa" and GAME.result(st)["level"] == "automatic"
