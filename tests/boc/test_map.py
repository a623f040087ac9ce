"""Badges of Courage: the authored map and the Terrain Effects Chart
(pyapp/games/boc/mapdata.py, terrain.py, mapcheck.py; MAP_NOTES.md)."""

import pytest

from pyapp.games.boc import mapcheck, mapdata as M, terrain as T
from pyapp.games.boc.grid import HEXES


def test_validator_finds_no_problems():
    assert mapcheck.problems() == []


def test_every_hex_has_terrain_and_level():
    assert set(M.HEXES) == set(HEXES) and len(HEXES) == 322
    for h in HEXES:
        assert T.terrain(h) in mapcheck.TERRAINS
        assert T.ground(h) in (0, 1, 2)


# -- the chart rows the text gives ---------------------------------------------

@pytest.mark.parametrize("row, move, stack", [
    ("clear", 0, 4), ("woods", 1, 3), ("orchard", 1, 3), ("town", 1, 3), ("marsh", 3, 2),
    ("devils_den", 0, 2), ("lrt", 0, 2), ("college", 0, 3), ("peach_orchard", 0, 3),
])
def test_tec_hex_rows(row, move, stack):
    assert T.TEC[row]["move"] == move
    assert T.TEC[row]["stack"] == stack


@pytest.mark.parametrize("row, move", [("stream", 1), ("river", 2), ("ridge", 1), ("hill", 3),
                                       ("main", 1), ("secondary", 2), ("rail", 2)])
def test_tec_hexside_and_road_rows(row, move):
    assert T.TEC[row]["move"] == move


def test_tec_text_values():
    assert T.TEC["woods"]["fire"] == -1                               # 5.22
    assert T.TEC["woods"]["fire"] + T.TEC["river"]["fire"] == -2      # 5.22: woods + river
    assert T.TEC["woods"]["melee"] + T.TEC["ridge"]["melee"] == -2    # 7.3: woods + ridge
    assert T.TEC["orchard"]["fire"] == T.TEC["woods"]["fire"]         # 2.2: as woods
    for row in ("woods", "devils_den", "college"):
        assert T.TEC[row]["d2"] is True                               # 5.24, 2.2
    for row in ("orchard", "peach_orchard", "town", "lrt", "clear", "marsh"):
        assert T.TEC[row]["d2"] is False
    for row in ("woods", "orchard", "town", "college", "peach_orchard"):
        assert T.TEC[row]["los"] is True                              # 5.33, 2.2
    for row in ("stream", "river", "marsh", "main", "secondary", "rail"):
        assert T.TEC[row]["los"] is False                             # 5.33
    for row, rec in T.TEC.items():
        assert "TEXT" in rec["src"] or "AUTHORED" in rec["src"], row


# -- movement (the 6.4 sidebar examples) -------------------------------------------

def _find(pred):
    """An ordered pair of adjacent hexes, off any road, whose hexside satisfies pred."""
    for a in HEXES:
        for b in T.neighbours(a):
            if T.road(a, b) is None and pred(a, b):
                return a, b
    raise AssertionError("no such hexside on the map")


def _only(*want, up=0):
    want = frozenset(want)
    return lambda a, b: (T.features(a, b) - {"ridge", "hill"}) == want and T.uphill(a, b) == up \
        and T.terrain(b) != "marsh" and (up or not T.features(a, b) & {"ridge", "hill"})


@pytest.mark.parametrize("feats, up, cost", [
    ((), 0, 2), (("woods",), 0, 3), (("stream",), 0, 3), (("river",), 0, 4),
    ((), 1, 3), ((), 2, 5), (("woods", "stream"), 0, 4), (("woods", "river"), 0, 5),
    (("woods",), 1, 4), (("woods",), 2, 6),
])
def test_sidebar_move_costs(feats, up, cost):
    a, b = _find(_only(*feats, up=up))
    assert T.move_cost(a, b, "inf") == cost
    assert T.terrain_cost(a, b, "inf") == cost


def test_woods_ridge_downhill_and_uphill():
    a, b = _find(_only("woods", up=1))
    assert T.move_cost(a, b, "inf") == 4
    assert T.uphill(b, a) == 0 and T.move_cost(b, a, "inf") == 3


def test_woods_river_hill_is_8_by_the_chart():
    extra = T.TEC["woods"]["move"] + T.TEC["river"]["move"] + T.TEC["hill"]["move"]
    assert T.BASE_MP + extra == 8


def test_marsh_charged_on_entering():
    a, b = "R9", "R8"        # Houck's Ridge down into the Plum Run marsh, across the stream
    assert T.terrain(b) == "marsh" and T.features(a, b) >= {"stream", "woods"}
    assert T.move_cost(a, b) == 2 + 1 + 1 + 3
    assert T.move_cost(b, a) == 2 + 1 + 1 + 1        # out of it: stream + woods + ridge


def test_roads_replace_terrain():
    assert T.road("H9", "H10") == "main" and T.move_cost("H9", "H10") == 1
    assert T.move_cost("H10", "H11") == 1            # the pike's bridge over Willoughby Run
    assert "bridge" in T.features("H10", "H11") and "river" in T.features("H10", "H11")
    assert T.road("P9", "Q8") == "secondary" and T.move_cost("P9", "Q8") == 2
    assert T.road("G8", "G9") == "rail" and T.move_cost("G8", "G9") == 2
    assert T.road_cost("R9", "R8") is None


def test_artillery_doubled_off_road_only():
    """3.24: artillery and horse artillery (RULES_NOTES 3.24) pay double off roads."""
    a, b = _find(_only())
    assert T.move_cost(a, b, "art") == 4 and T.move_cost(a, b, "hart") == 4 and T.move_cost(a, b, "cav") == 2
    a, b = _find(_only("woods"))
    assert T.move_cost(a, b, "art") == 6
    assert T.move_cost("H9", "H10", "art") == 1
    assert T.terrain_cost("H11", "H10", "art") == 2 * (2 + 2 + 1)   # river, ridge uphill: no road in melee
    for kind in ("inf", "cav", "hq"):
        assert T.move_cost(a, b, kind) == 3
    with pytest.raises(ValueError):
        T.move_cost(a, b, "tank")


def test_cemetery_hill_road_switch():
    # Taneytown Road K6 -> J6, then the Baltimore Pike either way: +1 (2.2)
    assert T.move_cost("J6", "I6", "inf", prev="K6") == 2
    assert T.move_cost("J6", "K5", "inf", prev="K6") == 2
    assert T.move_cost("J6", "K6", "inf", prev="I6") == 2
    # staying on the pike costs the road rate
    assert T.move_cost("J6", "K5", "inf", prev="I6") == 1
    assert T.move_cost("J6", "I6", "inf") == 1


def test_not_adjacent_raises():
    with pytest.raises(ValueError):
        T.move_cost("A1", "C1")
    with pytest.raises(ValueError):
        T.features("H6", "H8")


# -- combat modifiers -----------------------------------------------------------------

def test_fire_and_melee_penalties():
    a, b = _find(_only("woods"))
    assert T.fire_penalty(a, b) == 1 and T.melee_penalty(a, b) == 1
    a, b = _find(_only("woods", "river"))
    assert T.fire_penalty(a, b) == 2                                # 5.22: A3 becomes A1
    a, b = _find(_only("woods", up=1))
    assert T.melee_penalty(a, b) == 2                               # 7.3: woods + ridge
    assert T.melee_penalty(b, a) == 1                               # slopes count uphill only
    a, b = _find(_only())
    assert T.fire_penalty(a, b) == 0 and T.melee_penalty(a, b) == 0


def test_bridge_keeps_the_river_in_combat():
    assert T.fire_penalty("H11", "H10") >= 1 and T.melee_penalty("H11", "H10") >= 2


# -- hexes ----------------------------------------------------------------------------

def test_stacking_values():
    assert T.stacking("H6") == 3 and T.stacking("I10") == 3 and T.stacking("R11") == 3
    assert T.stacking("S9") == 2 and T.stacking("R7") == 2 and T.stacking("R8") == 2
    assert T.stacking("Q9") == 4 and T.stacking("G7") == 3 and T.stacking("P10") == 3


def test_d2_hexes():
    assert T.d2("S9") and T.d2("G7") and T.d2("I10") and T.d2("K4")
    assert not T.d2("P10") and not T.d2("R7") and not T.d2("H6") and not T.d2("R11") and not T.d2("Q9")


def test_levels():
    assert T.sight_level("K4") == 3 and T.sight_level("L4") == 3    # 2.3: Culp's Hill
    assert T.sight_level("H6") == 1                                 # 2.3: the town
    assert T.ground("R7") == 2 and T.sight_level("R7") == 2         # cleared
    assert T.ground("O4") == 1 and T.ground("U10") == 1             # Powers, Bushman: ridges


def test_town_hexsides():
    assert "town" in T.features("H6", "H7")
    assert "town" not in T.features("I7", "J7") and "town" not in T.features("H7", "G7")


def test_clear_sided_college_and_peach_orchard():
    for h in ("G7", "P10"):
        for n in T.neighbours(h):
            assert not T.features(h, n) & {"woods", "orchard", "town"}


def test_victory():
    assert T.vp("H6") == 2 and T.vp("H9") == 1 and T.vp("I2") == 1
    assert T.vp("H9") + T.vp("H6") + T.vp("I2") == 4                # 9.1 example
    fishhook = ("L4", "J6", "J5", "M7", "R7", "T8", "O4")
    assert sum(T.vp(h) for h in fishhook) >= 10
    assert M.VICTORY == {h: T.vp(h) for h in HEXES if T.vp(h)}


def test_entry_roads():
    assert M.ENTRY["cashtown_pike"] == "H14" and M.ENTRY["baltimore_pike"] == "L1"
    for rid, h in M.ENTRY.items():
        assert M.ROADS[rid]["hexes"][-1] == h


# -- cone of fire and line of sight ------------------------------------------------

def test_cone_has_seven_hexes():
    assert len(T.cone("K8", 0)) == 7 and len(set(T.cone("K8", 3))) == 7
    assert T.cone("Q10", 2) == ("R11", "S11", "R12", "S10", "T12", "S12", "T11")
    assert len(T.cone("A1", 5)) == 0                                # off the map
    assert 2 in T.cone_sides("Q10", "T12") and T.cone_sides("Q10", "S13") == ()


@pytest.mark.parametrize("target, seen", [
    ("R11", True),    # adjacent: short range, no LOS needed
    ("R12", True),    # same level, clear between
    ("S12", True),    # same level, in woods (D2)
    ("T12", True),    # same level, in woods (D2)
    ("S11", True),    # lower; the orchard to its north-east does not block (fire path)
    ("S13", False),   # cannot be targeted from Q10 (range 4 on this grid)
    ("T13", False),
])
def test_diagram_1(target, seen):
    assert T.los("Q10", target, 2) is seen
    assert T.los("Q10", target) is seen


def test_diagram_1_terrain():
    assert T.ground("Q10") == 1 and T.ground("R12") == 1
    assert T.d2("S12") and T.d2("T12") and T.ground("S12") == T.ground("T12") == 1
    assert T.ground("S11") == 0 and T.terrain("R11") == "orchard"
    assert T.distance("Q10", "S13") == 4 and T.distance("Q10", "T13") == 4


def test_los_rule_cases():
    # same level: blocked by a higher obstacle between, not by a level one
    assert not T.sees(1, 1, [(2, 1, 1)])
    assert T.sees(1, 1, [(1, 1, 1)])
    # higher target nearer (or as near) to the obstacle than the firer: seen
    assert T.sees(0, 2, [(1, 2, 1)])
    assert T.sees(0, 2, [(1, 1, 1)])
    assert not T.sees(0, 2, [(1, 1, 2)])
    # lower target farther from (or as far from) the obstacle than the firer: seen
    assert T.sees(2, 0, [(1, 1, 2)])
    assert T.sees(2, 0, [(1, 1, 1)])
    assert not T.sees(2, 0, [(1, 2, 1)])
    # an obstacle higher than both blocks; one no higher than the lower does not
    assert not T.sees(1, 2, [(3, 1, 1)])
    assert T.sees(1, 2, [(1, 1, 1)])


def test_los_on_the_map():
    # same level blocked by a higher woods hex between: Seminary Ridge I9 (level 1)
    # cannot see past the Herbst Woods I10 (1 + trees) to Willoughby Run... at the
    # same level, Herr Ridge I12: the woods stand higher than both
    assert T.sight_level("I10") == 2 and T.ground("I9") == T.ground("I12") == 1
    assert T.distance("I9", "I12") == 3 and not T.los("I9", "I12")
    # the town (level 1 buildings) hides the low ground beyond it from level-0 guns
    assert not T.los("H8", "H5")
    # Cemetery Hill (2) looks down on the town's east edge G5 past the open I5,
    # but G6 lies in the dead ground behind the buildings of H6 (lower target
    # nearer the obstruction than the firer)
    assert T.distance("J6", "G5") == 3 and T.los("J6", "G5")
    assert T.distance("J6", "G6") == 3 and not T.los("J6", "G6")
    # adjacent always; beyond range 3 never
    assert T.los("H6", "H7") and not T.los("H14", "H1")


def test_blocher_knoll_non_ridge_sides():
    # D5 has no slope toward D6 and C5: the knoll gets no elevation through them
    assert not T.features("D5", "D6") & {"ridge", "hill"}
    assert not T.features("D5", "C5") & {"ridge", "hill"}
    assert T.uphill("E5", "D5") == 1 and T.uphill("D4", "D5") == 1


def test_los_defined_for_every_cone_target():
    for a in HEXES:
        for d in range(6):
            for b in T.cone(a, d):
                assert T.los(a, b) in (True, False)
                assert d in T.cone_sides(a, b)
