"""Stonewall's Sword, morale (15.0-15.9): Support, Morale Hits, the Break
Test, Depletion, the Cohesion Test's results, Panic, Retreat and the Broken
Track; with the 15.1, 15.9 (close combat) examples."""

from fractions import Fraction

import pytest

from pyapp.games.ss import board as B
from pyapp.games.ss import data as D
from pyapp.games.ss import model as M
from pyapp.games.ss import morale as MO
from pyapp.games.ss.rules import GAME

from .position import act, blank, forced, legal, push, put, step, top

# Hexes in the open ground of columns 27-31 (Clear on the authored map).
FOE = "2905"


def clear(*hexes):
    for h in hexes:
        assert B.terrain(h) not in ("woods", "cornfield"), f"{h} is {B.terrain(h)}: pick another hex"


# -- 15.5 Support ---------------------------------------------------------------------------------------

def test_15_5_infantry_is_supported_by_its_own_brigade_not_another():
    clear("2806", "2807")
    st = blank()
    put(st, "c-45-ga", "2806")
    put(st, "c-49-ga", "2807")
    assert M.supported(st, "c-49-ga") and M.modified_cr(st, "c-49-ga") == 4
    st = blank()
    put(st, "c-49-ga", "2807")
    put(st, "c-13-va", "2806")                              # Early's brigade
    assert not M.supported(st, "c-49-ga") and M.modified_cr(st, "c-49-ga") == 3


def test_15_5_a_shaken_or_disrupted_unit_gives_no_support():
    st = blank()
    put(st, "c-45-ga", "2806", marker=M.SHAKEN)
    put(st, "c-49-ga", "2806")
    assert not M.supported(st, "c-49-ga")
    assert M.supported(st, "c-45-ga")                       # 49 GA, not shaken, supports it
    assert M.modified_cr(st, "c-45-ga") == 3                # 4, Shaken -1


def test_15_5_artillery_by_any_good_infantry_cavalry_always():
    st = blank()
    put(st, "c-poague", "2806")
    assert not M.supported(st, "c-poague")
    put(st, "c-13-va", "2807")
    assert M.supported(st, "c-poague")
    st["mh"]["c-13-va"] = M.DISRUPTED
    assert not M.supported(st, "c-poague")
    put(st, "u-1-pa-cav", "1401")
    assert M.supported(st, "u-1-pa-cav")


def test_15_5_a_unit_rebuilding_from_the_available_box_is_supported():
    st = blank()
    put(st, "c-49-ga", box="available")
    assert M.modified_cr(st, "c-49-ga", rebuilding=True) == 3     # its Depleted CR 3, no -1 (16.2 example)


def test_15_5a_i_woods_neither_gets_nor_gives_support():
    assert B.woods("3411") and not B.woods("3410")
    st = blank()
    put(st, "c-45-ga", "3411")
    put(st, "c-49-ga", "3410")
    assert not M.supported(st, "c-45-ga") and not M.supported(st, "c-49-ga")


# -- 15.6 Morale Hits --------------------------------------------------------------------------------------

@pytest.mark.parametrize("before,hits,after,tests", [
    (0, 1, 1, 0), (0, 2, 2, 0), (1, 1, 2, 0), (1, 2, 2, 1), (2, 1, 2, 1), (2, 2, 2, 2)])
def test_15_6_morale_hits(before, hits, after, tests):
    st = blank()
    put(st, "c-5-va", "2806", marker=before)
    with forced([1] * tests):                               # each Break Test passed
        MO.morale_hits(GAME, st, "c-5-va", hits)
    assert M.marker(st, "c-5-va") == after
    assert len(st["lr"]) == tests


def test_15_6_markers_lower_sp_and_cr():
    st = blank()
    put(st, "c-5-va", "2806", marker=M.SHAKEN)
    put(st, "c-27-va", "2807")
    assert M.modified_sp(st, "c-5-va") == 9 and M.modified_cr(st, "c-5-va") == 4
    st["mh"]["c-5-va"] = M.DISRUPTED
    assert M.modified_sp(st, "c-5-va") == 8 and M.modified_cr(st, "c-5-va") == 3
    put(st, "c-1-va", "2808", depleted=True, marker=M.DISRUPTED)      # a cadre: 1/2 - 2, never below 0
    assert M.modified_sp(st, "c-1-va") == Fraction(0)


# -- 15.7 the Break Test ------------------------------------------------------------------------------------

@pytest.mark.parametrize("roll,result", [(1, "mh"), (2, "mh"), (3, "mh"), (4, "broken_1"), (5, "broken_2"),
                                         (6, "broken_3")])
def test_15_7_break_test_against_the_modified_cr(roll, result):
    # 49 GA Depleted: CR 3, supported by 45 GA. The table: a roll at most the CR passes
    # (the rule's example sends a 3 to box 1; DATA_NOTES 5 #8 follows the table)
    st = blank()
    put(st, "c-49-ga", "2806", depleted=True)
    put(st, "c-45-ga", "2807")
    with forced([roll]):
        assert MO.break_test(GAME, st, "c-49-ga") == result
    if result == "mh":
        assert M.marker(st, "c-49-ga") == M.SHAKEN
    else:
        assert st["broken"]["c-49-ga"] == result[-1] and "c-49-ga" not in st["pos"]
        assert "c-49-ga" in st["ever_broken"] and M.marker(st, "c-49-ga") == 0


def test_15_7_a_disrupted_unit_that_passes_stays_disrupted():
    st = blank()
    put(st, "c-5-va", "2806", marker=M.DISRUPTED)
    with forced([1]):
        MO.break_test(GAME, st, "c-5-va")
    assert M.marker(st, "c-5-va") == M.DISRUPTED and "c-5-va" in st["pos"]


def test_15_7_artillery_that_fails_is_eliminated():
    st = blank()
    put(st, "c-poague", "2806")
    with forced([6]):
        assert MO.break_test(GAME, st, "c-poague") == "eliminated"
    assert st["elim"] == ["c-poague"] and "c-poague" not in st["broken"]


def test_15_9a_broken_units_lose_every_marker_and_go_depleted():
    st = blank()
    put(st, "u-8-us", "2806", marker=M.SHAKEN)
    st["so"] = ["u-8-us"]
    MO.to_broken(st, "u-8-us", "2")
    assert st["broken"] == {"u-8-us": "2"} and st["so"] == [] and st["mh"] == {} and M.is_depleted(st, "u-8-us")


def test_15_9b_the_track_moves_box_1_first():
    st = blank()
    put(st, "c-1-va", box="1")
    put(st, "c-42-va", box="2")
    put(st, "c-48-va", box="3")
    put(st, "c-21-va", box="available")
    MO.advance_track(st)
    assert st["broken"] == {"c-1-va": "available", "c-42-va": "1", "c-48-va": "2", "c-21-va": "available"}


# -- 15.1a Depletion ------------------------------------------------------------------------------------------

def test_15_1a_d_flips_fresh_and_tests_depleted():
    st = blank()
    put(st, "c-5-va", "2806")
    MO.deplete(GAME, st, "c-5-va", "15.1")
    assert M.is_depleted(st, "c-5-va") and M.printed_sp(st, "c-5-va") == 5 and M.printed_cr(st, "c-5-va") == 4
    with forced([6]):
        MO.deplete(GAME, st, "c-5-va", "15.1")
    assert st["broken"]["c-5-va"] == "3"                    # 6 against CR 3 (4, unsupported)


def cohesion(st, hx, lead, dep, rout, kind="fire", attackers=(), a_sp=(0, 1), d_sp=(0, 1), firer="usa"):
    return push(st, "cohesion", who=M.side_of(lead), kind=kind, hex=hx, lead=lead, dep=list(dep), rout=list(rout),
                attackers=list(attackers), a_sp=list(a_sp), d_sp=list(d_sp), firer=firer, todo=None, retreat=0)


def test_15_1a_d2_the_lead_and_the_next_largest_the_owner_breaks_ties():
    st = blank()
    put(st, "c-5-va", "2806")
    put(st, "c-4-va", "2806")
    put(st, "c-2-va", "2806")
    cohesion(st, "2806", "c-5-va", ["D2"], [])
    assert M.is_depleted(st, "c-5-va")
    assert step(st) == "choose" and GAME.active(st) == ["csa"]      # 4 VA and 2 VA: 4 SP each
    st = act(st, "csa", ("unit", "c-2-va"))
    assert M.is_depleted(st, "c-2-va") and not M.is_depleted(st, "c-4-va")


def test_15_1a_d_all():
    st = blank()
    put(st, "c-5-va", "2806")
    put(st, "c-4-va", "2806")
    cohesion(st, "2806", "c-5-va", ["Dall"], [])
    assert M.is_depleted(st, "c-5-va") and M.is_depleted(st, "c-4-va")


# -- 15.1b the fire example: MH R2 (P) -----------------------------------------------------------------------------

def test_15_1b_fire_panic_example():
    # A 4-SP Lead Unit stacked with a Shaken 3-SP unit of CR 4 (modified 3): MH R2 (P)
    clear("2906", FOE)
    st = blank()
    put(st, "c-49-ga", "2906")
    put(st, "c-45-ga", "2906", marker=M.SHAKEN)
    put(st, "u-5-ct", FOE)
    assert MO.panic_candidates(st, "2906", "c-49-ga", "csa") == ["c-45-ga"]
    cohesion(st, "2906", "c-49-ga", [], ["MH", "R2", "P"])
    while GAME.active(st):                                  # the owner retreats each unit, first hex offered
        st = act(st, GAME.active(st)[0], legal(st)[0])
    assert M.marker(st, "c-49-ga") == M.SHAKEN and B.distance(st["pos"]["c-49-ga"], "2906") >= 2
    assert M.marker(st, "c-45-ga") == M.DISRUPTED and B.distance(st["pos"]["c-45-ga"], "2906") >= 2
    for u in ("c-49-ga", "c-45-ga"):                        # 15.4: away from the firer
        assert B.distance(st["pos"][u], FOE) > 1


def test_15_1b_no_unit_qualifies_no_panic():
    st = blank()
    put(st, "c-5-va", "2806")
    put(st, "c-27-va", "2806")                               # CR 5: never panics
    cohesion(st, "2806", "c-5-va", [], ["MH", "P"])
    assert M.marker(st, "c-27-va") == 0 and "Panic: no unit qualifies." in [e["en"] for e in st["lg"]]


# -- 15.2: the close combat example of 14.0 continued in 15.9 ----------------------------------------------------------

def test_15_9_close_combat_example_hard_fighting():
    clear("2905", "2906")
    st = blank()
    for u in ("u-111-pa", "u-109-pa"):
        put(st, u, "2905", depleted=True)                    # Depleted 3-3 each, Attack order
    put(st, "c-45-ga", "2906")                               # 3-4
    put(st, "c-49-ga", "2906")                               # 4-4, the Lead Unit
    # 12.2: the Lead Unit is 49 GA; supported by 45 GA its CR stays 4, so column 3, roll 52
    # ([- | 0 | 1-3]) gives no coloured range: Hard Fighting. Unsupported (CR 3) it would be Routine.
    assert MO.lead_candidates(st, "2906") == ["c-49-ga"] and M.modified_cr(st, "c-49-ga") == 4
    col = [c[0] for c in D.T.CRT_COLUMNS].index("3")
    assert D.crt_grade(col, 52, 4) is None and D.crt_grade(col, 52, 3) == "routine"
    with forced([5, 3, 2]):                                  # coloured 5: BD*; white 3: AMH; Break Test 2
        MO.begin_test(GAME, st, "close_combat", "hard_fighting", "2906", "c-49-ga",
                      attackers=["u-111-pa", "u-109-pa"], assault_sp=(6, 1), defend_sp=(7, 1), firer="usa")
        from pyapp.games.ss.rules import FLOW
        FLOW.settle(GAME, st)
        assert M.is_depleted(st, "c-49-ga")                  # D: 49 GA flips
        assert step(st) == "choose" and GAME.active(st) == ["usa"]   # AD: equal attackers, the owner picks
        st = act(st, "usa", ("unit", "u-111-pa"))            # already Depleted: Break Test, 2 against 3: Shaken
    assert M.marker(st, "u-111-pa") == M.SHAKEN
    assert step(st) == "choose"                              # AMH: again equal (printed SP)
    st = act(st, "usa", ("unit", "u-109-pa"))
    assert M.marker(st, "u-109-pa") == M.SHAKEN and M.marker(st, "u-111-pa") == M.SHAKEN
    assert GAME.active(st) == []


@pytest.mark.parametrize("a,d,want", [((9, 1), (3, 1), ["D"]), ((3, 1), (9, 1), ["AD"]), ((6, 1), (7, 1), ["D", "AD"])])
def test_15_2a_bd_three_to_one_exception(a, d, want):
    f = {"dep": ["BD*"], "rout": [], "a_sp": list(a), "d_sp": list(d)}
    assert [c for c, _ in MO._queue(f, {})] == want


def test_15_2b_close_combat_retreat_moves_every_defender_and_panic_does_not_repeat_it():
    # the 15.2 example's shape: Difficult, coloured 5 (D2), white 5 (2MH R2 (P))
    clear("2905", "2906", "2806", "2807")
    st = blank()
    put(st, "c-49-ga", "2906")                               # 4 SP: the Lead Unit
    put(st, "c-45-ga", "2906")                               # 3 SP
    put(st, "c-14-ga", "2806", marker=M.SHAKEN)             # a Shaken friend next door (5 SP, CR 4 -> 3 or less)
    put(st, "u-111-pa", "2905")
    with forced([5, 5]):
        MO.begin_test(GAME, st, "close_combat", "difficult", "2906", "c-49-ga", attackers=["u-111-pa"],
                      assault_sp=(6, 1), defend_sp=(7, 1), firer="usa")
        from pyapp.games.ss.rules import FLOW
        FLOW.settle(GAME, st)
    assert M.is_depleted(st, "c-49-ga") and M.is_depleted(st, "c-45-ga")     # D2
    chose_panic = False
    while GAME.active(st):
        f = top(st)
        role = GAME.active(st)[0]
        if f["step"] == "choose" and f["effect"] == "P":
            assert role == "usa" and set(f["cands"]) >= {"c-45-ga", "c-14-ga"}
            st = act(st, role, ("unit", "c-45-ga"))
            chose_panic = True
        else:
            st = act(st, role, legal(st)[0])
    assert chose_panic
    assert M.marker(st, "c-49-ga") == M.DISRUPTED
    assert M.marker(st, "c-45-ga") == M.DISRUPTED                      # Panic: 2MH, no second retreat
    for u in ("c-49-ga", "c-45-ga"):                                   # R2 for every defender
        assert u in st["broken"] or B.distance(st["pos"][u], "2906") >= 2
    assert st["pos"].get("c-14-ga") == "2806"


# -- 15.4 Retreat ---------------------------------------------------------------------------------------------------

def test_15_4_no_way_out_is_broken_box_3():
    st = blank()
    put(st, "c-5-va", "2906")
    for n in B.neighbours("2906"):
        put(st, next(u for u in D.UNITS if D.UNITS[u]["side"] == "usa" and u not in st["pos"]
                     and D.UNITS[u]["kind"] == "inf"), n)
    from pyapp.games.ss import retreat as RT
    RT.begin(GAME, st, "c-5-va", 2)
    from pyapp.games.ss.rules import FLOW
    FLOW.settle(GAME, st)
    assert st["broken"]["c-5-va"] == "3"


def test_15_4_reaching_the_own_edge_first_is_broken_box_1():
    st = blank()
    put(st, "c-5-va", "2816")                                # one hex from the west edge (2818 is the edge)
    put(st, "u-5-ct", "2815")
    from pyapp.games.ss import retreat as RT
    RT.begin(GAME, st, "c-5-va", 3)
    from pyapp.games.ss.rules import FLOW
    FLOW.settle(GAME, st)
    while GAME.active(st):
        st = act(st, GAME.active(st)[0], legal(st)[-1])
    assert st["broken"].get("c-5-va") == "1" or B.distance(st["pos"]["c-5-va"], "2816") >= 3


def test_cohesion_codes_are_told_in_words_in_both_languages():
    # issue 32, item 12: "MH" alone said nothing to a Spanish reader; the code stays (the
    # rulebook prints it in both languages) with its meaning after it
    from pyapp.games.ss.morale import CODE_WORDS, code_words
    from pyapp.games.ss import tables as T
    seen = {c for chart in (T.FIRE_COHESION, T.CLOSE_COMBAT_COHESION) for table in chart.values()
            for cells in table.values() for cell in cells for c in cell}
    assert seen and seen <= set(CODE_WORDS), seen - set(CODE_WORDS)      # every code the charts give
    assert code_words(("MH", "R1"), "es") == "MH R1 (un Impacto de Moral, retirada 1)"
    assert code_words(("2MH",), "en") == "2MH (two Morale Hits)"
    assert code_words((), "es") == "-"
