"""The U.S. Civil War map (pyapp/games/uscw/mapdata.py, places.py) and its
validator (mapcheck.py): the map passes, the rulebook's anchors and worked
examples hold, and every check reports a deliberately broken copy."""

from __future__ import annotations

import pytest

from pyapp.games.uscw import mapcheck as C
from pyapp.games.uscw import places as P


@pytest.fixture()
def m():
    return C.load()


def sides_of(m, river):
    return [s for _, ss in m.rivers[river] for s in ss]


def move_place(m, key, label):
    p = list(m.places[key])
    p[1] = label
    m.places[key] = tuple(p)


# ---------------------------------------------------------------- the whole map


def test_check_passes():
    assert C.check() == []


def test_report_counts():
    text = C.report()
    assert text.startswith("2193 hexes")
    m = C.load()
    assert len(m.rivers) >= 40 and len(m.rail61) >= 80 and len(m.rail64) >= 3


def test_grid_shape_and_parity():
    # pointy hexes, even rows shifted east: Florence-Tuscumbia and Hampton-Norfolk touch (3.8)
    assert P.GRID.orientation == "pointy" and P.GRID.shifted == "even"
    for a, b in (("3120", "3219"), ("3120", "3220"), ("2349", "2449"), ("4718", "4719"), ("3221", "3220")):
        assert C.adjacent(a, b), (a, b)
    assert P.fit_hex(38.90, -77.04) in ("1647", "1747")      # Washington
    lat, lon = P.centre_latlon("1647")
    assert abs(lat - 39.0) < 0.3 and abs(lon + 77.0) < 0.3


def test_rulebook_hexes_are_where_printed():
    for key, label in P.RULEBOOK_HEXES.items():
        assert P.hex_of(key) == label


def test_resources_total_100_with_the_rulebook_values():
    assert sum(p[6] for p in P.PLACES.values()) == 100
    assert P.PLACES["atlanta"][6] == 2 and P.PLACES["nashville"][6] == 3
    assert P.PLACES["harpers_ferry"][6] == 1


def test_movement_costs_follow_the_terrain_table(m):
    cairo = P.hex_of("cairo")
    assert m.ter[cairo] == "s"                     # swamp: 2 MP
    # Ohio crossing into Cairo from Kentucky: swamp 2 + navigable river 2 (enemy) or 1
    assert C.move_cost(m, "2415", cairo, "enemy") == 4
    assert C.move_cost(m, "2415", cairo, "friendly") == 3
    # the side between hex A and Vicksburg is closed to land units
    assert C.move_cost(m, P.hex_of("yazoo_mouth"), P.hex_of("vicksburg")) is None
    # a river through New Madrid is ignored on land (5.8.4)
    assert C.move_cost(m, P.hex_of("columbus_ky"), P.hex_of("new_madrid"), "enemy") == 1


def test_worked_examples():
    m = C.load()
    assert C.cheapest(m, P.hex_of("columbus_ky"), P.hex_of("cairo"), "enemy")[0] == 5
    assert C.cheapest(m, P.hex_of("fredericksburg"), P.hex_of("washington"), "enemy")[0] == 5
    assert C.cheapest(m, P.hex_of("paducah"), P.hex_of("cairo"), "enemy")[0] == 6


# ---------------------------------------------------------------- each check catches a broken copy


def test_grid_check_catches_a_hole_and_a_bad_code(m):
    del m.ter["3030"]
    m.state["2020"] = "ZZ"
    problems = C.check_grid(m)
    assert any("TERRAIN: covers" in p for p in problems)
    assert any("STATES: unknown codes" in p for p in problems)


def test_places_check_catches_a_moved_rulebook_hex(m):
    move_place(m, "galveston", "5102")
    assert any("rulebook prints 5101" in p for p in C.check_places(m))


def test_places_check_catches_a_place_far_from_its_real_position(m):
    move_place(m, "atlanta", "3040")
    assert any("atlanta" in p and "fits" in p for p in C.check_places(m))


def test_places_check_catches_a_wrong_state(m):
    m.state[P.hex_of("nashville")] = "KY"
    assert any("nashville: state TN" in p for p in C.check_places(m))


def test_resource_check_catches_a_wrong_total_and_value(m):
    p = list(m.places["atlanta"])
    p[6] = 3
    m.places["atlanta"] = tuple(p)
    problems = C.check_resources(m)
    assert any("total 101" in x for x in problems)
    assert any("atlanta: 3 cp" in x for x in problems)


def test_resource_check_catches_harpers_ferry_in_west_virginia(m):
    m.state[P.hex_of("harpers_ferry")] = "WV"
    assert any("harpers_ferry" in p for p in C.check_resources(m))


def test_resource_check_catches_an_objective_in_the_south(m):
    p = list(m.places["memphis"])
    p[5] += " objective"
    m.places["memphis"] = tuple(p)
    assert any("memphis: an Objective hex outside" in x for x in C.check_resources(m))


def test_theatre_check_catches_new_madrid_in_the_trans_mississippi(m):
    m.theatre[P.hex_of("new_madrid")] = "T"
    assert any("New Madrid" in p for p in C.check_theatres(m))


def test_theatre_check_catches_a_crossing_of_the_line(m):
    m.theatre[P.hex_of("memphis")] = "T"
    problems = C.check_theatres(m)
    assert any("memphis" in p for p in problems)
    assert any("Mississippi side" in p for p in problems)


def test_river_check_catches_a_broken_course(m):
    t, ss = m.rivers["Mississippi"][0]
    m.rivers["Mississippi"][0] = (t, ss[:20] + ss[22:])
    assert any("Mississippi: course broken" in p for p in C.check_rivers(m))


def test_river_check_catches_a_navigable_muscle_shoals(m):
    m.rivers["Tennessee"] = [(1, sides_of(m, "Tennessee"))]
    assert any("Muscle Shoals" in p for p in C.check_rivers(m))


def test_river_check_catches_the_yazoo_at_vicksburg(m):
    m.rivers["Yazoo"].append((1, ["3912/4011"]))
    assert any("bypass the Vicksburg hex" in p for p in C.check_rivers(m))


def test_river_check_catches_dover_off_the_cumberland(m):
    dover = P.hex_of("dover")
    m.rivers["Cumberland"] = [(t, [s for s in ss if dover not in s.split("/")])
                              for t, ss in m.rivers["Cumberland"]]
    assert any("Dover" in p for p in C.check_rivers(m))


def test_river_check_catches_a_type_2_tennessee_and_a_shared_side(m):
    m.rivers["Cumberland"] = [(2, ss) for _, ss in m.rivers["Cumberland"]]
    m.rivers["Red"].append((1, [sides_of(m, "Mississippi")[5]]))
    problems = C.check_rivers(m)
    assert any("only the Mississippi and the Ohio are Type 2" in p for p in problems)
    assert any("belongs to 2 rivers" in p for p in problems)


def test_river_check_catches_hex_a_open_to_vicksburg(m):
    m.sides["prohibited"] = set()
    assert any("hex A" in p for p in C.check_rivers(m))


def test_port_check_catches_an_inland_ocean_port(m):
    h = P.hex_of("galveston")
    m.ter[h] = m.ter[h].lower()
    assert any("galveston: an Ocean Port" in p for p in C.check_ports(m))


def test_port_check_catches_proctorville_as_an_ocean_port(m):
    p = list(m.places["proctorville"])
    p[5] = p[5].replace("port-river", "port-ocean")
    m.places["proctorville"] = tuple(p)
    assert any("proctorville: a River Port in the rules" in x for x in C.check_ports(m))


def test_rail_check_catches_a_broken_line(m):
    path = m.rail61["Western & Atlantic"]
    m.rail61["Western & Atlantic"] = path[:2] + path[3:]
    assert any("Western & Atlantic (1861)" in p and "broken" in p for p in C.check_rails(m))


def test_rail_check_catches_a_bridge_over_the_mississippi(m):
    m.sides["rail_ferry"] = set()
    problems = C.check_rails(m)
    assert any("no rail bridge on the Mississippi or the Ohio" in p for p in problems)
    assert any("Mobile-Blakeley" in p for p in problems)


def test_rail_check_catches_manassas_off_the_rails(m):
    mj = P.hex_of("manassas")
    for name, path in m.rail61.items():
        if mj in path:
            m.rail61[name] = [h for h in path if h != mj]
    assert any("manassas: a rail hex" in p for p in C.check_rails(m))


def test_side_check_catches_bad_sides(m):
    m.sides["mountain"].add("1010/1012")
    m.sides["volcano"] = {"1010/1011"}
    problems = C.check_sides(m)
    assert any("1010/1012" in p for p in problems)
    assert any("unknown feature 'volcano'" in p for p in problems)


def test_sound_check_catches_a_second_entrance(m):
    sound = m.sounds["pamlico"]
    m.ter[[n for n in C.neighbours(sound[0]) if n not in sound][0]] = "~"
    m.islands["oregon_inlet"] = {"name": "Oregon Inlet", "sea": True, "sound": "pamlico"}
    problems = C.check_sounds(m)
    assert any("opens on the sea" in p for p in problems)
    assert any("Hatteras Inlet only" in p for p in problems)


def test_move_check_catches_columbus_too_close_to_cairo(m):
    m.ter[P.hex_of("cairo")] = "c"
    assert any("Columbus KY to Cairo is 5 MP" in p and "makes it 4" in p for p in C.check_moves(m))


def test_move_check_catches_an_open_potomac(m):
    m.rivers["Potomac (tidal)"] = [(0, ss) for _, ss in m.rivers["Potomac (tidal)"]]
    m.rivers["Potomac"] = []
    assert any("Fredericksburg to DC is 5 MP" in p for p in C.check_moves(m))


def test_move_check_catches_a_missing_r2(m):
    pad = P.hex_of("paducah")
    m.rivers["Ohio"] = [(t, [s for s in ss if pad not in s.split("/")]) for t, ss in m.rivers["Ohio"]]
    assert any("R2" in p for p in C.check_moves(m))


def test_blockade_check_catches_wrong_values_and_totals(m):
    m.blockade["wilmington"] = ("North Atlantic", 1, "broken")
    m.blockade["memphis"] = ("Gulf", 1, "broken")
    problems = C.check_blockade(m)
    assert any("wilmington is North Atlantic +2" in p for p in problems)
    assert any("memphis is not an Ocean Port" in p for p in problems)
    assert any("1861 zone totals" in p for p in problems)


def test_blockade_totals_match_the_1861_scenario():
    totals = {}
    for key, (zone, drm, _) in P.BLOCKADE.items():
        if key != "brownsville_matamoros":
            totals[zone] = totals.get(zone, 0) + drm
    assert totals == {"North Atlantic": 5, "South Atlantic": 7, "Gulf": 8}


def test_port_check_catches_galveston_open_on_every_side(m):
    m.sides["unplayable"] = set()
    assert any("galveston: partly unplayable" in p for p in C.check_ports(m))


def test_galveston_reaches_the_mainland_for_1_mp_and_nothing_else(m):
    gal = P.hex_of("galveston")
    costs = {n: C.move_cost(m, gal, n, "enemy") for n in C.neighbours(gal)}
    assert sorted(c for c in costs.values() if c is not None) == [1]


def test_capital_check_catches_two_capitals_and_a_lost_objective(m):
    p = list(m.places["atlanta"])
    p[5] += " capital"
    m.places["atlanta"] = tuple(p)
    p = list(m.places["bowling_green"])
    p[5] = p[5].replace("objective", "")
    m.places["bowling_green"] = tuple(p)
    problems = C.check_capitals(m)
    assert any("state GA: capitals" in x for x in problems)
    assert any("bowling_green: an Objective hex" in x for x in problems)


def test_capital_check_catches_a_wrong_shipyard(m):
    p = list(m.places["louisville"])
    p[5] += " shipyard"
    m.places["louisville"] = tuple(p)
    assert any("Union shipyards" in x for x in C.check_capitals(m))


def test_port_check_catches_a_fort_far_from_its_port(m):
    m.forts["fort_sumter"]["hex_near"] = "2020"
    assert any("fort_sumter" in p for p in C.check_ports(m))


def test_water_check_catches_a_second_way_into_mobile_bay(m):
    m.sounds["mobile_bay"].append("4719")
    assert any("mobile_bay: 4719 opens on the sea" in p for p in C.check_waters(m))


def test_water_check_catches_a_lost_lake_pontchartrain(m):
    m.sounds["pontchartrain"] = []
    assert any("Pontchartrain" in p for p in C.check_waters(m))


def test_road_check_catches_a_road_out_of_the_swamps(m):
    m.roads["Turnpike"] = ["1646", "1647", "1648"]
    problems = C.check_roads(m)
    assert any("road Turnpike: 1647 is not a swamp hex" in p for p in problems)
    assert any("road Turnpike: crosses no swamp" in p for p in problems)


def test_a_road_halves_the_cost_of_a_swamp(m):
    road = m.roads["Grant's road (Louisiana shore)"]
    a, b = road[0], road[1]
    assert m.ter[b].lower() == "s"
    assert C.move_cost(m, a, b) == 1
    m.roads.clear()
    assert C.move_cost(m, a, b) == 2


def test_places_check_catches_off_map_resources_that_touch_or_float(m):
    move_place(m, "san_antonio", "4800")
    assert any("must not touch" in p for p in C.check_places(m))
    move_place(m, "san_antonio", "3000")
    m.ter["3001"] = m.ter["2901"] = m.ter["3101"] = "~"
    assert any("san_antonio: an off-map resource must touch a land hex" in p for p in C.check_places(m))
