"""Reinforcements (14.0) against the rulebook's numbers and examples (digest 5.11)."""

from __future__ import annotations

from pyapp.games.uscw import economy as E


def test_the_union_schedule_and_winter():
    """14.2.1: 14 SPs a turn, 6 East, 3 Ohio/Indiana, 3 Illinois, 2 at St.
    Louis (lost while the CSA holds it); none in winter (14.1.2)."""
    assert sum(E.union_sp(False, False).values()) == 14
    assert E.union_sp(False, True)["st_louis"] == 0 and E.union_sp(False, True)["east"] == 6
    assert sum(E.union_sp(True, False).values()) == 0


def test_the_csa_turn_two_and_turn_five_examples():
    """14.3.2's examples: turn 2, 96 + 2 arsenals + 28 blockade + 2 border
    less 10 upkeep = 118, 11 SPs and 8 CPs lost; turn 5, 93 + 5 + 4 + 26 - 10
    = 118, 11 SPs."""
    cp = E.csa_cp(96, 2, 2, 28, 10)
    assert cp == 118 and E.csa_build(cp, False) == E.Build(11, 0, 8)
    assert E.csa_cp(93, 5, 4, 26, 10) == 118


def test_a_csa_winter_costs_ten_sps_and_a_shortfall_comes_off_the_map():
    """14.1.2's example: CPs for 8 SPs in winter give 0 and 2 removed."""
    assert E.csa_build(85, True) == E.Build(0, 2, 5)
    assert E.csa_build(125, True) == E.Build(2, 0, 5)


def test_new_csa_sps_go_one_to_the_trans_mississippi_and_the_odd_one_east():
    assert E.csa_split(11) == {"tm": 1, "east": 5, "west": 5}
    assert E.csa_split(12) == {"tm": 1, "east": 6, "west": 5}
    assert E.csa_split(1) == {"tm": 1, "east": 0, "west": 0}
    assert E.csa_split(0) == {"tm": 0, "east": 0, "west": 0}


def test_border_recruitment_blockade_modifier_arsenals_and_the_displaced_box():
    """14.3.3: 2 a held Objective hex, 8 at most a state; 14.4.3: Wilmington
    (+2) and Roanoke Island (+1) open give +3, no open port -1; 14.5:
    Atlanta's 2 may rise to 6; 14.6: 5 displaced SPs give 2 back, 2
    eliminated, 1 staying."""
    assert E.border_cp(3) == 6 and E.border_cp(5) == 8
    assert E.blockade_drm([2, 1]) == 3 and E.blockade_drm([]) == -1
    assert E.arsenal_room(2, 2) == 4 and E.arsenal_room(2, 6) == 0
    assert E.displaced_return(5) == (2, 2, 1) and E.displaced_return(4) == (2, 2, 0)


def test_inflation_raises_upkeep_two_a_result():
    """14.4.5: three zones' "+2M" in one turn make +6."""
    assert E.upkeep_after(10, 3) == 16 and E.upkeep_after(12, 0) == 12
