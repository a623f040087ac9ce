"""The forces on the map (model.py): stacks, fresh SPs (5.1.2), generals'
rank and command (7.2)."""

from __future__ import annotations

import pytest

from pyapp.games.uscw import model as M


def fresh_state():
    st = {}
    M.blank(st)
    return st


def test_sps_join_a_stack_of_their_side_only_and_a_stack_goes_when_empty():
    st = fresh_state()
    M.add_sp(st, "1647", "usa", 5)
    assert M.sp_at(st, "1647") == 5 and M.side_at(st, "1647") == "usa" and M.sp_at(st, "1647", "csa") == 0
    with pytest.raises(ValueError):
        M.add_sp(st, "1647", "csa", 1)
    assert M.remove_sp(st, "1647", 9) == 5 and M.stack(st, "1647") is None


def test_an_sp_moves_once_an_action_phase():
    """5.1.2: SPs dropped in a hex after moving are not fresh there; a new
    Action Phase makes every SP fresh again."""
    st = fresh_state()
    M.add_sp(st, "2011", "csa", 4)
    M.take_fresh(st, "2011", 3)
    M.add_sp(st, "2012", "csa", 3, fresh=False)
    assert M.stack(st, "2012")["fresh"] == 0 and M.stack(st, "2011")["fresh"] == 1
    with pytest.raises(ValueError):
        M.take_fresh(st, "2012", 1)
    M.remove_sp(st, "2011", 0)
    M.new_phase(st)
    assert M.stack(st, "2012")["fresh"] == 3


def test_losses_take_the_moved_sps_first():
    st = fresh_state()
    M.add_sp(st, "2011", "csa", 2)
    M.add_sp(st, "2011", "csa", 3, fresh=False)
    M.remove_sp(st, "2011", 4)
    assert M.stack(st, "2011") == {"side": "csa", "sp": 1, "fresh": 1, "dem": False, "forage": False, "cg": None}


def test_the_highest_rank_commands_and_the_owner_chooses_among_equals():
    """7.2.2; 8.4: a cavalry general ranks below every other general."""
    st = fresh_state()
    M.add_sp(st, "2011", "csa", 6)
    M.place_general(st, "stuart", "2011")
    M.place_general(st, "jackson", "2011")
    M.place_general(st, "longstreet", "2011")
    gens = M.generals_at(st, "2011")
    assert gens[-1] == "stuart" and M.commander(st, "2011") in ("jackson", "longstreet")
    assert M.rank(st, "jackson") == M.rank(st, "longstreet")
    M.stack(st, "2011")["cg"] = "longstreet"
    assert M.commander(st, "2011") == "longstreet"
    M.place_general(st, "lee", "2011")
    assert M.commander(st, "2011") == "lee" or M.rank(st, "lee") == M.rank(st, "longstreet")


def test_a_lone_general_keeps_his_hex_and_leaving_empties_it():
    st = fresh_state()
    M.place_general(st, "grant", "2415")
    assert M.side_at(st, "2415") == "usa" and M.stack(st, "2415")["sp"] == 0
    M.place_general(st, "grant", "box:west")
    assert M.stack(st, "2415") is None and M.side_at(st, "2415") is None
