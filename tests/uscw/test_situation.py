"""Control and zones of influence on the 1861 opening position (6.1, 6.3, 9.1)."""

from __future__ import annotations

from pyapp.games.uscw import model, places, situation as S, start
from pyapp.games.uscw.board import BOARD


def test_states_and_hexes_are_controlled_as_6_1_and_6_3_say():
    st = start.build("1861")
    assert S.controller(st, places.hex_of("washington")) == "usa"
    assert S.controller(st, places.hex_of("richmond")) == "csa"
    assert S.controller(st, places.hex_of("harpers_ferry")) == "usa"          # Union SPs in Virginia
    assert S.state_owner(st, "KY") is None and S.state_owner(st, "MO") == "usa" and S.state_owner(st, "WV") == "csa"
    empty_va = next(h for h in (places.GRID.label(x) for x in places.GRID.all_hexes())
                    if BOARD.state(h) == "VA" and not S.marker_place(h) and model.side_at(st, h) is None
                    and h not in st["forts"] and h not in st["militia"])
    assert S.controller(st, empty_va) is None                                  # held only by units
    assert S.key_hex(places.hex_of("richmond")) and S.marker_place(places.hex_of("richmond"))


def test_a_zoc_surrounds_a_stack_but_stops_at_enemy_troops_and_enemy_key_hexes():
    """9.1: every hex around a stack with SPs, except (C) an Objective or
    Resource hex its enemy controls and (D) a hex of enemy SPs."""
    st = start.build("1861")
    manassas = places.hex_of("manassas")
    csa = S.zoc(st, "csa")
    for n in BOARD.neighbours(manassas):
        enemy_key = S.key_hex(n) and S.controller(st, n) == "usa"
        enemy_sp = model.sp_at(st, n, "usa") > 0 or st["forts"].get(n, {}).get("side") == "usa"
        assert (n in csa) == (not enemy_key and not enemy_sp and BOARD.side(manassas, n).get("kind") not in
                              ("impassable", "sea") and not (BOARD.side(manassas, n).get("kind") == "navigable"
                                                             and not BOARD.side(manassas, n).get("bridged"))), n
    usa = S.zoc(st, "usa")
    assert places.hex_of("manassas") not in usa                                 # (D): CSA SPs there
    # a stack that moves into a hex next to the enemy keeps the enemy's zone over it
    washington = places.hex_of("washington")
    assert washington not in csa
