"""Supply on the map at the 1861 opening (13.1-13.5)."""

from __future__ import annotations

import time

from pyapp.games.uscw import model, places, start, supply
from pyapp.games.uscw.supplynet import SideNet


def test_the_armies_of_virginia_are_in_full_supply_at_the_opening():
    """Washington and Richmond are sources (13.3.1-13.3.2); the armies
    around them trace a Supply Route (13.4) by rail or a land hex."""
    st = start.build("1861")
    usa, csa = SideNet(st, "usa"), SideNet(st, "csa")
    assert usa.primary(places.hex_of("washington")) and csa.primary(places.hex_of("richmond"))
    for key in ("washington", "baltimore", "harpers_ferry", "st_louis", "cairo"):
        assert supply.state(usa, places.hex_of(key)) == "full", key
    for key in ("manassas", "richmond", "fredericksburg", "winchester", "memphis", "new_orleans"):
        assert supply.state(csa, places.hex_of(key)) == "full", key


def test_a_lone_stack_far_from_everything_is_unsupplied_and_isolated_when_walled_in():
    """13.1, 13.6.1: with no depot within 4 MP it is Unsupplied; with every
    way out closed by enemy troops it is Isolated."""
    st = start.build("1861")
    lone = next(h for h in (places.GRID.label(x) for x in places.GRID.all_hexes())
                if h[:2] == "44" and model.side_at(st, h) is None and SideNet(st, "usa").board.land(h)
                and not SideNet(st, "usa").primary(h))
    model.add_sp(st, lone, "usa", 1)
    net = SideNet(st, "usa")
    assert supply.state(net, lone) == "unsupplied"
    for n in net.board.neighbours(lone):
        if net.board.land(n) and model.side_at(st, n) is None:
            model.add_sp(st, n, "csa", 1)
    assert supply.isolated(SideNet(st, "usa"), lone)


def test_a_network_answers_quickly_enough_for_a_supply_segment():
    st = start.build("1861")
    t0 = time.process_time()
    net = SideNet(st, "csa")
    for h, stack in st["stacks"].items():
        if stack["side"] == "csa" and places.GRID.has_label(h):
            supply.state(net, h)
    assert time.process_time() - t0 < 30


def test_one_search_back_from_the_sources_agrees_with_a_search_from_each_stack():
    """13.6.1 by ``linked_to_source`` (one search) and by the search from each
    hex (supply.isolated on a net without it) give the same answer."""
    st = start.build("1861")
    for side in ("usa", "csa"):
        net = SideNet(st, side)

        class Plain:
            """The same net without its shortcut."""
            def __getattr__(self, name):
                if name == "linked_to_source":
                    raise AttributeError(name)
                return getattr(net, name)

        for h, stack in sorted(st["stacks"].items()):
            if places.GRID.has_label(h) and stack["side"] == side:
                assert supply.isolated(net, h) == supply.isolated(Plain(), h), (side, h)
