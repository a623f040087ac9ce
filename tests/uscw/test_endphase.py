"""The End Phase (19; RULES_NOTES C13) on the 1861 opening with forces put
where a test needs them."""

from __future__ import annotations

from pyapp.games.uscw import endphase as E, model, places, situation, start


def test_sps_in_an_enemy_place_mark_it_and_the_union_burns_industry():
    """19.1.1, 6.4: a Union SP in a CSA Resource hex of 2 CPs or more marks
    and burns it; the Union's resource VPs count it."""
    st = start.build("1861")
    h = places.hex_of("richmond")
    cp = places.PLACES["richmond"][6]
    before = E.union_resource_vp(st)
    model.remove_sp(st, h, model.sp_at(st, h))
    for g in model.generals_at(st, h):
        model.place_general(st, g, "out")
    st["militia"].pop(h, None)
    model.add_sp(st, h, "usa", 1)
    assert h in E.place_markers(st)
    assert st["ctl"][h] == "usa" and st["burned"][h] == cp - 1
    assert E.union_resource_vp(st) == before + cp


def test_a_border_state_joins_the_side_that_holds_all_its_key_hexes():
    """17.1.4: Kentucky, neutral, joins the CSA once it controls every one of
    its Objective and Resource hexes."""
    st = start.build("1861")
    keys = [r[1] for r in places.PLACES.values() if r[4] == "KY" and places.GRID.has_label(r[1])
            and {"objective", "resource"} & set(r[5].split())]
    assert keys
    for h in keys:
        model.add_sp(st, h, "csa", 1)
    assert ("KY", "csa") in E.border_changes(st)
    assert st["border"]["KY"] == "csa" and situation.state_owner(st, "KY") == "csa"


def test_demoralized_stacks_with_a_line_of_communication_rally():
    """19.2."""
    st = start.build("1861")
    h = places.hex_of("richmond")
    model.stack(st, h)["dem"] = True
    assert h in E.rally(st) and not model.stack(st, h)["dem"]


def test_the_victory_check_counts_the_invasion_and_the_union_resources():
    """19.3: the 1861 Union holds Harper's Ferry (1 VP); a CSA SP in a
    Northern Objective hex at the check gives 2 VPs."""
    st = start.build("1861")
    union, csa = E.vps(st)
    assert union == 1 and csa == 0
    before = E.closed_blockade_points(st)
    h = places.hex_of("wilmington")
    st["militia"].pop(h, None)
    model.add_sp(st, h, "usa", 1)                                     # S1.2: a port the Union holds is closed
    assert E.closed_blockade_points(st) == before + places.BLOCKADE["wilmington"][1]
