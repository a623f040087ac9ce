"""Stonewall's Sword: the grid, the authored map and its validator
(pyapp/games/ss/grid.py, mapdata.py, mapcheck.py; MAP_NOTES.md)."""

import copy

import pytest

from pyapp.games.ss import grid as G, mapcheck, mapdata as M


def _h(label):
    return G.GRID.parse(label)


def _features(a, b):
    return set(M.SIDES.get(G.GRID.hexside(_h(a), _h(b)), {}).get("f", ()))


def test_validator_finds_no_problems():
    assert mapcheck.problems() == []


# -- the grid ---------------------------------------------------------------------

def test_grid_extent():
    assert len(G.HEXES) == 518 and len(M.HEXES) == 518
    assert G.HEXES[0] == "1000" and G.HEXES[-1] == "3717"
    assert G.on_map("1618") and G.on_map("1717") and not G.on_map("1718") and not G.on_map("0918")
    assert not G.on_map("3800") and not G.on_map("2219")


@pytest.mark.parametrize("a, b", [
    ("1618", "1517"), ("1517", "1516"), ("1709", "1610"), ("1610", "1510"),      # 13.5 examples
    ("2206", "2207"), ("2207", "2208"), ("2208", "2209"), ("2209", "2109"), ("2109", "2110"),
    ("2110", "2211"),
    ("2903", "3003"), ("3014", "3113"), ("2204", "2304"), ("3410", "3510"),      # 3.2 hexside examples
])
def test_text_pairs_are_adjacent(a, b):
    assert G.GRID.distance(_h(a), _h(b)) == 1


def test_los_example_line():
    """12.1a: from 1611 to 2214 the line crosses 1711 1812 1912 2013 2113, range 6."""
    assert G.GRID.distance(_h("1611"), _h("2214")) == 6
    steps = G.GRID.line_steps(_h("1611"), _h("2214"))
    assert [G.GRID.label(s[0]) for s in steps] == ["1611", "1711", "1812", "1912", "2013", "2113", "2214"]
    assert all(len(s) == 1 for s in steps)


def test_other_layouts_break_the_text():
    """Even-shifted columns (or pointy rows) make some of the text's neighbours non-adjacent."""
    from pyapp.core.hexgrid import CCRR, HexGrid
    for grid in (HexGrid("flat", "even", CCRR), HexGrid("pointy", "odd", CCRR)):
        pairs = [("1618", "1517"), ("1709", "1610"), ("2110", "2211"), ("3014", "3113")]
        assert any(grid.distance(grid.parse(a), grid.parse(b)) != 1 for a, b in pairs)


def test_edges_and_rear_area():
    assert all(h.endswith("00") for h in G.EAST_EDGE) and len(G.EAST_EDGE) == 28
    assert {"1618", "2218", "2618", "3418", "1717", "3717"} <= set(G.WEST_EDGE)
    assert "2217" not in G.EDGE and "1617" not in G.EDGE
    assert G.REAR_AREA == ("1717", "1818", "1917", "2018", "2117", "2218", "2317", "2418", "2517", "2618",
                           "2717", "2818", "2917", "3018", "3117", "3218", "3317", "3418", "3517", "3618",
                           "3717")
    assert all(h.startswith("10") for h in G.NORTH_EDGE) and all(h.startswith("37") for h in G.SOUTH_EDGE)


def test_compass():
    # higher columns south, higher rows west (15.4, 19.2, 22.1)
    assert G.compass("2900")[1] > G.compass("1300")[1]
    assert G.compass("2218")[0] < G.compass("2200")[0]
    east, south = G.compass("1301")
    east2, south2 = G.compass("1302")
    assert round(east - east2) == G.HEX_METRES and south == south2


# -- terrain and levels the text gives ---------------------------------------------

@pytest.mark.parametrize("hex_, level", sorted(mapcheck.TEXT_LEVELS.items()))
def test_text_levels(hex_, level):
    assert M.HEXES[hex_]["e"] == level


@pytest.mark.parametrize("hex_, terrain", sorted(mapcheck.TEXT_TERRAIN.items()))
def test_text_terrain(hex_, terrain):
    assert M.HEXES[hex_]["t"] == terrain


def test_every_hex_has_terrain_and_level():
    for h in G.HEXES:
        assert M.HEXES[h]["t"] in mapcheck.TERRAINS
        assert 1 <= M.HEXES[h]["e"] <= 10


def test_summit():
    """13.3: the summit carries no numbers and is never entered; it stands above 3614."""
    assert M.SUMMIT == set(G.PLACES["Cedar Mountain summit"]) and len(M.SUMMIT) == 8
    assert not M.SUMMIT & set(G.TEXT)
    assert any(G.GRID.label(n) in M.SUMMIT for n in G.GRID.neighbours(_h("3614")))
    assert max(rec["e"] for h, rec in M.HEXES.items() if h not in M.SUMMIT) == 10
    assert not any(h in M.SUMMIT for r in M.ROADS.values() for h in r["hexes"])


def test_text_hexsides():
    assert "stream" in _features("2903", "3003")
    assert "pond" in _features("3014", "3113")
    assert "slope" in _features("2204", "2304")
    assert M.SIDES["3410/3510"] == {"f": ["steep_slope"], "up": "3510"}
    assert M.SIDES["2208/2209"]["up"] == "2209" and "slope" in M.SIDES["2208/2209"]["f"]
    assert M.SIDES["1516/1517"] == {"f": ["steep_slope"], "up": "1516"}
    assert "steep_slope" in _features("1610", "1510")


def test_gentle_rises_have_no_slope():
    """3.2f: some one-level changes carry no Slope hexside."""
    assert M.GENTLE
    for side in M.GENTLE:
        a, b = side.split("/")
        assert abs(M.HEXES[a]["e"] - M.HEXES[b]["e"]) == 1
        assert not set(M.SIDES.get(side, {}).get("f", ())) & {"slope", "steep_slope"}


def test_slopes_follow_levels():
    for side, rec in M.SIDES.items():
        a, b = side.split("/")
        diff = abs(M.HEXES[a]["e"] - M.HEXES[b]["e"])
        if "steep_slope" in rec["f"]:
            assert diff == 2 and M.HEXES[rec["up"]]["e"] == max(M.HEXES[a]["e"], M.HEXES[b]["e"])
        if "slope" in rec["f"]:
            assert diff == 1 and side not in M.GENTLE


def test_artillery_setup_hexes_can_fire():
    """6.1b, 9.4d: no artillery set-up hex is Woods or Rough."""
    for h in mapcheck.ARTILLERY_SETUP:
        assert M.HEXES[h]["t"] not in ("woods", "rough", "summit")


# -- roads ---------------------------------------------------------------------------

def test_pikes_as_the_text_gives_them():
    cul = M.ROADS["culpeper_rd"]["hexes"]
    mit = M.ROADS["mitchells_station_rd"]["hexes"]
    assert (cul[0], cul[-1]) == ("1300", "2218") and {"1606", "1709", "1914", "2217"} <= set(cul)
    assert (mit[0], mit[-1]) == ("1606", "3704") and "3105" in mit
    assert {r for r, v in M.ROADS.items() if v["class"] == "pike"} == {"culpeper_rd", "mitchells_station_rd"}
    assert M.ROAD_HEXES["1606"] == "pike" and M.ROAD_HEXES["1514"] == "trail"


def test_roads_are_continuous():
    for rid, r in M.ROADS.items():
        for a, b in zip(r["hexes"], r["hexes"][1:]):
            assert G.GRID.distance(_h(a), _h(b)) == 1, (rid, a, b)
            assert G.GRID.hexside(_h(a), _h(b)) in M.ROAD_SIDES


def test_road_connections_of_the_examples():
    """13.5: 1709-1610-1510 is a road; the 3 MD and 5 VA examples pay terrain on every step."""
    assert "1610/1709" in M.ROAD_SIDES and "1510/1610" in M.ROAD_SIDES
    for a, b in (("2206", "2207"), ("2207", "2208"), ("2208", "2209"), ("2109", "2209"),
                 ("2109", "2110"), ("1517", "1618"), ("1516", "1517")):
        assert f"{a}/{b}" not in M.ROAD_SIDES


def test_entry_hexes():
    assert set(M.ENTRY) == {"1300", "2400", "2218", "2618", "3418"}
    for h, (side, rid, _rule) in M.ENTRY.items():
        assert h in (G.EAST_EDGE if side == "usa" else G.WEST_EDGE)
        assert h in (M.ROADS[rid]["hexes"][0], M.ROADS[rid]["hexes"][-1])


def test_streams_bridge_and_pond():
    crossings = [s for s in M.ROAD_SIDES if "stream" in M.SIDES.get(s, {}).get("f", ())]
    assert crossings == ["2905/3005"] and M.SIDES["2905/3005"]["crossing"] == "bridge"
    assert all(set(rec["f"]) <= mapcheck.FEATURES for rec in M.SIDES.values())
    assert any("stream" in _features("3101", G.GRID.label(n)) for n in G.GRID.neighbours(_h("3101")))
    assert not any("pond" in M.SIDES.get(s, {}).get("f", ()) for s in M.ROAD_SIDES)


# -- the validator catches a broken map ----------------------------------------------

@pytest.fixture
def broken(monkeypatch):
    """Patch a deep copy of the map tables, so a test can break them safely."""
    def _patch(name):
        value = copy.deepcopy(getattr(M, name))
        monkeypatch.setattr(M, name, value)
        return value
    return _patch


def test_validator_catches_a_wrong_text_level(broken):
    hexes = broken("HEXES")
    hexes["3511"]["e"] = 8
    found = mapcheck.problems()
    assert any("3511 must be at level 9" in p for p in found)
    assert any("3511" in p and "want" in p for p in found)          # slopes no longer agree


def test_validator_catches_a_broken_road(broken):
    roads = broken("ROADS")
    roads["crittenden_ln"]["hexes"].remove("2412")
    assert any("not adjacent" in p for p in mapcheck.problems())


def test_validator_catches_the_movement_example(broken):
    hexes = broken("HEXES")
    hexes["2208"]["t"] = "woods"                                  # 2207->2208 would no longer cost 2 MP
    assert any("13.5" in p for p in mapcheck.problems())


def test_validator_catches_woods_on_the_line_of_sight(broken):
    hexes = broken("HEXES")
    hexes["1912"]["t"] = "woods"
    assert any("LOS" in p for p in mapcheck.problems())


def test_validator_catches_an_unreachable_hex(broken):
    hexes = broken("HEXES")
    for n in G.GRID.neighbours(_h("2000")):
        hexes[G.GRID.label(n)]["t"] = "summit"
    assert any("not connected" in p for p in mapcheck.problems())


def test_show_draws_every_column():
    text = mapcheck.show()
    lines = text.splitlines()
    assert len(lines) == 1 + 28
    assert lines[1].startswith("10") and lines[-1].startswith("37")
    assert len(lines[1].split()) == 1 + 19 and len(lines[2].split()) == 1 + 18
