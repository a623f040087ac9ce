"""The map as the rules read it (board.py): every hex of the grid has a
terrain, the named places sit on land in their states, and the movement
functions run on it."""

from __future__ import annotations

from pyapp.games.uscw import movement, places
from pyapp.games.uscw.board import BOARD


def test_every_hex_of_the_grid_has_a_terrain_and_land_hexes_a_state():
    labels = [places.GRID.label(h) for h in places.GRID.all_hexes()]
    assert len(labels) == (places.ROWS[1] - places.ROWS[0] + 1) * (places.COLS[1] - places.COLS[0] + 1)
    assert all(BOARD.terrain(h) in ("clear", "forest", "swamp", "mountain", "unplayable") for h in labels)
    assert all(BOARD.state(h) for h in labels if BOARD.land(h))


def test_the_named_places_are_on_land_in_their_states():
    """Washington in DC, Richmond in Virginia, Galveston on the coast."""
    assert BOARD.state(places.hex_of("washington")) == "DC"
    assert BOARD.state(places.hex_of("richmond")) == "VA"
    assert BOARD.coastal(places.hex_of("galveston"))
    for key, row in places.PLACES.items():
        if "feature" in row[5] or row[4] == "XX" or not places.GRID.has_label(row[1]):
            continue                                      # (the off-map Texas resources: 2.1.5)
        assert BOARD.land(row[1]), (key, row[1])


def test_a_force_can_move_across_the_map():
    washington = places.hex_of("washington")
    got = movement.reach(BOARD, washington, 4)
    assert washington in got and len(got) > 6
    assert all(BOARD.land(h) for h in got)


def test_a_road_through_a_swamp_costs_one():
    """5.5: the map's swamp roads (the Dismal Swamp road from Norfolk)."""
    from pyapp.games.uscw import mapdata
    path = mapdata.ROADS["Dismal Swamp road"].split()
    for a, b in zip(path, path[1:]):
        assert BOARD.road(a, b)
        if BOARD.terrain(b) == "swamp" and BOARD.side(a, b).get("kind", "plain") == "plain":
            assert movement.step(BOARD, a, b).mp == 1
