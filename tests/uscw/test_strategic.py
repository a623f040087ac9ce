"""Strategic Movement's limits (15.0)."""

from __future__ import annotations

from pyapp.games.uscw import strategic as S


def test_a_combined_move_counts_against_each_means_and_twice_against_rail():
    """15.1's example: rail to a port, by sea to New Orleans, up the
    Mississippi to Vicksburg, rail to Jackson: 1 ocean, 1 river, 2 rail."""
    legs = ["rail", "ocean", "river", "rail"]
    used = S.charge({}, legs)
    assert used == {"rail": 2, "ocean": 1, "river": 1}


def test_each_side_has_its_own_limits():
    """15.2-15.5: the Union 12 rail, 3 river, 3 ocean, 1 road a theatre; the
    CSA 7 rail, 1 river, no ocean, 1 road a theatre."""
    assert S.room("usa", {"rail": 11}, ["rail"])[0] and not S.room("usa", {"rail": 12}, ["rail"])[0]
    assert S.room("csa", {"rail": 6}, ["rail", "rail"]) == (False, "15.2")
    assert S.room("csa", {}, ["ocean"]) == (False, "15.4")
    assert S.room("usa", {"river": 2}, ["river"])[0] and not S.room("csa", {"river": 1}, ["river"])[0]
    used = S.charge({}, ["road"], "east")
    assert not S.room("usa", used, ["road"], "east")[0] and S.room("usa", used, ["road"], "west")[0]


def test_where_a_strategic_move_ends_and_what_may_leave():
    """15.6."""
    assert S.may_end(True, False, False) and S.may_end(False, True, False) and S.may_end(False, False, True)
    assert not S.may_end(False, False, False)
    assert not S.may_leave(1, 1) and S.may_leave(2, 1) and S.may_leave(1, 0)
