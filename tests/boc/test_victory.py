"""Badges of Courage, section 9 (Victory): VP = CSA-Friendly victory hexes +
USA units eliminated - CSA units eliminated (9.1-9.12), the result tables
(9.1 and the Day 1 sidebar), scoring in the whole battle (9.5)."""

import pytest

from pyapp.games.boc import GAME
from pyapp.games.boc import data as D
from pyapp.games.boc import mapdata as MD
from pyapp.games.boc import rules
from pyapp.games.boc import terrain as T
from pyapp.games.boc.grid import PLACES

from .position import act, add, blank, d, forced, phase, step


def ended(st, rolls=None):
    """End the hour from the second player turn's Supply Phase."""
    role = GAME.active(st)[0]
    if rolls is None:
        return GAME.apply(st, role, ("done",))
    with forced(rolls):
        return GAME.apply(st, role, ("done",))


def at_last_hour(sc):
    return blank(t=D.SCENARIOS[sc]["end"], sc=sc)


def test_rulebook_example_is_9_vp_a_draw():
    # 9.12: Seminary Ridge (1) + Gettysburg (2) + Benner Hill (1) = 4; USA lost 8,
    # CSA lost 3: +5. Total 9: a draw.
    sem, town, benner = "H9", "H6", "I2"
    assert sem in PLACES["Seminary Ridge"] and town in PLACES["Gettysburg"] and benner in PLACES["Benner's Hill"]
    assert (MD.VICTORY[sem], MD.VICTORY[town], MD.VICTORY[benner]) == (1, 2, 1)
    st = at_last_hour("pickett")
    for hx in (sem, town, benner):
        add(st, "c-perry", hx)
    st["elim"] = {"usa": 8, "csa": 3}
    assert rules.vp(st) == 9
    phase(st, "csa", "supply", half=2)
    st = ended(st)
    res = GAME.result(st)
    assert res["winner"] == "draw" and res["vp"] == 9


def test_only_csa_friendly_victory_hexes_count():
    # 9.11: Neutral and USA hexes are ignored; the USA scores no terrain.
    st = blank()
    add(st, "c-perry", "H6")                               # 2 VP, CSA
    add(st, "u-cross", "H9")                               # 1 VP, USA
    assert rules.vp(st) == 2
    # a vacant victory hex in the CSA's uncontested ZOC is Friendly to it
    st = blank()
    add(st, "c-perry", "H8")                               # next to H9 (Seminary, 1 VP)
    assert "H9" in T.neighbours("H8")
    assert rules.vp(st) == 1
    # contested: Neutral, nothing
    add(st, "u-cross", "H10")
    assert rules.vp(st) == 0


def test_vp_can_be_negative():
    st = blank()
    st["elim"] = {"usa": 1, "csa": 4}
    assert rules.vp(st) == -3


@pytest.mark.parametrize("score, winner", [(10, "csa"), (15, "csa"), (9, "draw"), (0, "draw"), (-1, "usa")])
def test_standard_table(score, winner):
    # 9.1: 10+ CSA victory, 0-9 draw, below 0 USA victory.
    st = at_last_hour("pickett")
    st["elim"] = {"usa": max(score, 0), "csa": max(-score, 0)}
    phase(st, "csa", "supply", half=2)
    st = ended(st)
    assert GAME.result(st)["winner"] == winner and GAME.result(st)["vp"] == score


@pytest.mark.parametrize("score, winner", [(4, "usa"), (0, "usa"), (5, "draw"), (9, "draw"), (10, "csa")])
def test_day_1_table(score, winner):
    # 9.2 sidebar: Day 1 alone: 4 or less USA, 5-9 draw, 10+ CSA.
    st = at_last_hour("day1")
    st["elim"] = {"usa": max(score, 0), "csa": max(-score, 0)}
    phase(st, "csa", "supply", half=2)
    st = ended(st)
    assert GAME.result(st)["winner"] == winner


def test_eliminations_are_counted_when_they_happen():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    foe = add(st, "c-perry", "B10")
    phase(st, "usa", "command")
    st = act(st, "usa", ("activate", hq, "B8"), ("done",))
    with forced([1, 6, 6]):
        st = act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), ""))
    st = act(st, "csa", ("hit", foe))
    assert st["elim"] == {"usa": 0, "csa": 1} and rules.vp(st) == -1


def test_units_off_the_map_do_not_count():
    st = blank()
    h = add(st, "c-perry", "A9")
    st["off"][h] = st["pos"].pop(h)
    assert rules.vp(st) == 0


# -- 9.5: the whole battle ------------------------------------------------------------------------

def test_full_battle_scored_after_day_1_a_csa_win_ends_it():
    st = blank(t=(1, 20), sc="full")
    st["elim"] = {"usa": 10, "csa": 0}
    phase(st, "csa", "supply", half=2)
    st = ended(st)
    res = GAME.result(st)
    assert res is not None and res["winner"] == "csa"


def test_full_battle_scored_after_day_2_a_usa_win_ends_it():
    st = blank(t=(2, 20), sc="full")
    st["elim"] = {"usa": 0, "csa": 2}
    phase(st, "csa", "supply", half=2)
    st = ended(st)
    assert GAME.result(st)["winner"] == "usa"


def test_full_battle_uses_the_standard_table_after_day_1():
    # RULES_NOTES 9.2/9.5: 4 VP after Day 1 of the whole battle is a draw: play on.
    st = blank(t=(1, 20), sc="full")
    st["elim"] = {"usa": 4, "csa": 0}
    phase(st, "csa", "supply", half=2)
    st = ended(st, [1, 1, 6, 6])
    assert GAME.result(st) is None


def test_full_battle_no_winner_after_day_3_is_a_draw():
    st = blank(t=(3, 20), sc="full")
    st["elim"] = {"usa": 3, "csa": 0}
    phase(st, "csa", "supply", half=2)
    st = ended(st)
    assert GAME.result(st)["winner"] == "draw"


def test_eliminations_accumulate_over_the_days():
    # RULES_NOTES 9.12: cumulative from the start of the scenario.
    st = blank(t=(1, 20), sc="full")
    st["elim"] = {"usa": 6, "csa": 0}
    phase(st, "csa", "supply", half=2)
    st = ended(st, [1, 1, 6, 6])
    assert GAME.result(st) is None and st["elim"] == {"usa": 6, "csa": 0}
