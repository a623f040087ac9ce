"""Stonewall's Sword's table without a browser (web/tables/ss_parts.py): the
map's geometry (the data's grid turned a quarter: north up, west on the
left), every hex filled, contours and slopes hachured uphill, roads drawn
without a break through the hexsides they cross, water, victory and entry
marks, names, and the counters and markers with their words in English and
Spanish."""

import math

import pytest

from pyapp.games.ss import data as D
from pyapp.games.ss.chits import CHITS
from pyapp.games.ss.grid import EDGE, GRID, HEXES, PLACES, REAR_AREA, compass
from pyapp.games.ss.mapdata import ENTRY, HEXES as MAP, ROADS, SIDES
from pyapp.games.ss.scenarios import SCENARIOS
from web.tables import ss_parts as P


def dist(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


# -- geometry ---------------------------------------------------------------------------------------

def test_north_is_up_and_west_on_the_left():
    assert P.centre("1400")[0] > P.centre("1418")[0]            # row 00 is the East edge: on the right
    assert P.centre("1009")[1] < P.centre("3709")[1]            # column 10 is the North edge: at the top
    # the drawing is the grid's compass (metres east and south) at one scale, not mirrored
    k = P.HEX * math.sqrt(3) / 128
    for h in HEXES:
        east, south = compass(h)
        x, y = P.centre(h)
        assert abs(x - east * k) < 1e-6 and abs(y - south * k) < 1e-6


def test_every_hex_is_found_under_its_centre_and_neighbours_share_a_side():
    for h in HEXES:
        assert P.hex_at(*P.centre(h)) == h
        for n in P.neighbours(h):
            mid = P.side_mid(h, n)
            c, d = P.centre(h), P.centre(n)
            assert dist(mid, ((c[0] + d[0]) / 2, (c[1] + d[1]) / 2)) < 1e-6
            p, q = P.side_points(h, n)
            assert abs(dist(p, q) - P.HEX) < 1e-6                # a whole side, not a diagonal
    minx, miny, maxx, maxy = P.bounds()
    assert P.hex_at(minx - 10, miny - 10) is None
    assert all(minx < x < maxx and miny < y < maxy for h in HEXES for x, y in P.corners(h))


def test_directions_in_words():
    assert P.direction_words("1914", "1913", "en") == "east"
    assert P.direction_words("1914", "1915", "es") == "oeste"
    north = P.direction_words("1914", "1814", "en")
    assert north.startswith("north")


# -- the ground -------------------------------------------------------------------------------------

def test_every_hex_is_filled_once_with_a_level_and_a_terrain_that_have_colours_and_words():
    terrain = P.by_terrain()
    filled = [h for hs in terrain.values() for h in hs]
    assert sorted(filled) == sorted(HEXES)
    levels = P.by_level()
    assert sorted(h for hs in levels.values() for h in hs) == sorted(HEXES)
    assert set(levels) <= set(P.LEVEL_FILL) and set(P.LEVEL_FILL) == set(range(1, 11))
    for t in terrain:
        assert t in P.TERRAIN_WORDS
        assert all(P.TERRAIN_WORDS[t])
        assert t in P.TERRAIN_OVERLAY or t in ("clear", "dry_creek")
    assert len(terrain["woods"]) * len(P._TREE_SPOTS) == len([c for h in terrain["woods"] for c in P.trees(h)])
    # every tree of a woods hex stands inside it
    for h in terrain["woods"]:
        assert all(P.hex_at(x, y) == h for x, y, _r in P.trees(h))
    for h in terrain["cornfield"]:
        assert all(P.hex_at(*p) == h for seg in P.corn_rows(h) for p in seg)


def test_levels_run_from_dark_green_to_pale_yellow():
    # 3.2a: the darkest green is the lowest level, yellow the highest; lighter with every level
    ratios = [P.contrast(P.LEVEL_FILL[lv], "#000000") for lv in range(1, 11)]
    assert ratios == sorted(ratios) and len(set(ratios)) == 10
    r, g, b = (int(P.LEVEL_FILL[1][i:i + 2], 16) for i in (1, 3, 5))
    assert g > r and g > b                                         # green
    r, g, b = (int(P.LEVEL_FILL[10][i:i + 2], 16) for i in (1, 3, 5))
    assert r > b and g > b                                         # yellow


def test_contours_follow_the_levels_and_the_slopes():
    cs = P.contours()
    pairs = {(a, b) for a, b, _k in cs}
    assert len(pairs) == len(cs)
    for a, b, kind in cs:
        assert MAP[a]["e"] != MAP[b]["e"]
        f = SIDES.get(f"{a}/{b}", {}).get("f", [])
        assert kind == ("steep_slope" if "steep_slope" in f else "slope" if "slope" in f else "gentle")
    # every Slope and Steep Slope hexside is a contour
    for side, rec in SIDES.items():
        if "up" in rec:
            assert tuple(side.split("/")) in pairs


def test_slopes_are_hachured_on_the_uphill_side():
    slopes = P.slopes()
    assert len(slopes) == sum(1 for rec in SIDES.values() if "up" in rec)
    assert ("1516", "1517", True) in slopes                        # the 13.5 example's Steep Slope
    assert ("2209", "2208", False) in slopes                       # and its Slope
    for up, down, steep in slopes:
        assert MAP[up]["e"] - MAP[down]["e"] == (2 if steep else 1)
        segs = P.hachures(up, down, steep)
        assert len(segs) == 1 + (7 if steep else 4)
        line = segs[0]
        mid = ((line[0][0] + line[1][0]) / 2, (line[0][1] + line[1][1]) / 2)
        assert P.hex_at(*mid) == up                                # the line lies inside the higher hex
        for start, end in segs[1:]:
            # each tick falls from the line toward the lower hex
            assert dist(end, P.centre(down)) < dist(start, P.centre(down))


def test_dry_creeks_join_neighbours_without_loops():
    lines = P.creek_lines()
    dry = [h for h in HEXES if MAP[h]["t"] == "dry_creek"]
    joins = [ln for ln in lines if len(ln) == 2]
    # a tree on each run of adjacent hexes: one join fewer than hexes, per run
    runs, seen = 0, set()
    for h in dry:
        if h in seen:
            continue
        runs += 1
        todo = [h]
        while todo:
            x = todo.pop()
            if x in seen:
                continue
            seen.add(x)
            todo += [n for n in P.neighbours(x) if n in dry]
    assert len(joins) == len(dry) - runs
    for a, b in joins:
        assert P.hex_at(*a) in dry and P.hex_at(*b) in dry


def test_streams_pond_and_the_bridge():
    assert ("2903", "3003") in P.streams()                         # 3.2c's example
    assert {("3014", "3113"), ("3013", "3113")} == set(P.ponds())
    names = dict(P.stream_names())
    assert set(names) == {"cedar_run", "mill_branch"}
    (side, kind, spot, ang), = P.crossings()
    assert (side, kind) == ("2905/3005", "bridge")
    road = P.sample_commands(P.road_commands("mitchells_station_rd"))
    assert min(dist(spot, p) for p in road) < 1e-6                 # the bridge sits on the road


# -- roads --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("rid", sorted(ROADS))
def test_every_road_is_drawn_without_a_break(rid):
    hexes = ROADS[rid]["hexes"]
    cmds = P.road_commands(rid)
    pts = P.sample_commands(cmds, per=24)
    # no jump: consecutive points are close
    assert max(dist(a, b) for a, b in zip(pts, pts[1:])) < P.HEX * 0.2
    # the hexes it passes through, in order, are exactly the road's (the edge tails excepted)
    seen = []
    for p in pts:
        h = P.hex_at(*p)
        if h is not None and (not seen or seen[-1] != h):
            seen.append(h)
    assert seen == hexes
    # it crosses each hexside at its midpoint (13.5: the graphic crosses the shared side)
    for a, b in zip(hexes, hexes[1:]):
        assert min(dist(P.side_mid(a, b), p) for p in pts) < 1e-6
    # a road ending on a map edge runs off it: its end lies on the end hex's outer side
    for end in (hexes[0], hexes[-1]):
        tip = pts[0] if end == hexes[0] else pts[-1]
        if end in EDGE:
            assert abs(dist(tip, P.centre(end)) - P.HEX * math.sqrt(3) / 2) < 1e-6
        else:
            assert dist(tip, P.centre(end)) < 1e-6
    assert P.commands_svg(cmds).startswith("M")


def test_road_labels_are_upright():
    for rid in ROADS:
        (x, y), ang = P.road_label(rid)
        assert -math.pi / 2 <= ang <= math.pi / 2
        assert P.hex_at(x, y) is not None


def test_entry_arrows_point_onto_the_map():
    arrows = P.entry_arrows()
    assert {hx for hx, *_ in arrows} == set(ENTRY)
    for hx, side, road, (x0, y0), (x1, y1) in arrows:
        assert side == ENTRY[hx][0] and road == ENTRY[hx][1] and side in P.ENTRY_INK
        assert P.hex_at(x0, y0) is None                            # the tail is off the map
        cx, cy = P.centre(hx)
        assert dist((x1, y1), (cx, cy)) < dist((x0, y0), (cx, cy))
    # the Union comes on from the east, the Confederates from the west
    for hx, side, _road, (x0, _y0), (x1, _y1) in arrows:
        assert (x1 < x0) if side == "usa" else (x1 > x0)


# -- victory, the Rear Area, the scenario line ----------------------------------------------------------

def test_victory_marks():
    marks = {h: (side, vp, per) for h, side, vp, per, _n in P.vp_marks()}
    assert marks["1914"] == ("usa", 4, True) and marks["1606"] == ("csa", 10, False)
    assert len(marks) == len(D.vp_hexes())
    assert P.AUTOMATIC_VICTORY == "1300"


def test_rear_area_edge_runs_along_the_west_edge():
    segs = P.rear_area_edges()
    assert segs
    corners = {h: P.corners(h) for h in REAR_AREA}
    for a, b in segs:
        owner = [h for h, cs in corners.items() if any(dist(a, c) < 1e-6 for c in cs)
                 and any(dist(b, c) < 1e-6 for c in cs)]
        assert owner
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        assert P.hex_at(mid[0] - 1, mid[1]) is None                # the map ends beyond it, to the west
    assert len({h for h in REAR_AREA}) == 21


def test_the_valley_of_vengeance_closes_column_30():
    segs = P.closed_edges("valley")
    assert segs and P.closed_edges("slaughter") == []
    for a, b in segs:
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        assert P.hex_at(mid[0], mid[1] - 2)[:2] == "29"
        assert P.hex_at(mid[0], mid[1] + 2)[:2] == "30"


# -- names ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "es"])
def test_place_names(lang):
    labels = P.place_labels(lang)
    texts = {t for t, _p, _k in labels}
    assert "The Gate" in texts and "Cedar Run Church" in texts and "Cedar Mountain" in texts
    assert ("the timber belt" if lang == "en" else "franja de bosque") in texts
    assert ("summit: no entry" if lang == "en" else "cima: prohibida") in texts
    for text, (x, y), kind in labels:
        assert kind in ("area", "place", "stream")
        assert P.hex_at(x, y) is not None, text
    singles = [name for name, hs in PLACES.items() if len(hs) == 1]
    assert len([k for _t, _p, k in labels if k == "place"]) == len(singles)


def test_hex_and_hexside_words():
    assert P.hex_words("1914", "en") == ("1914 The Gate: clear, level 6, Culpeper Road (pike), "
                                         "Crittenden Lane (trail), Woods road (trail), Union VP 4 a turn")
    assert P.hex_words("1914", "es").startswith("1914 The Gate: despejado, nivel 6, Culpeper Road (peaje)")
    assert "4 PV de la Unión por turno" in P.hex_words("1914", "es")
    assert "Confederate automatic victory" in P.hex_words("1300", "en")
    assert "Union entry hex" in P.hex_words("1300", "en")
    assert "hex de entrada de la Unión" in P.hex_words("1300", "es")
    assert "hex de entrada confederado" in P.hex_words("2618", "es")
    assert "Confederate Rear Area" in P.hex_words("2218", "en") and "Retaguardia confederada" in P.hex_words("2218", "es")
    assert "never entered" in P.hex_words("3612", "en") and "nivel" not in P.hex_words("3612", "es")
    assert P.hex_words("2208", "es") == "2208 The Cornfield: maizal, nivel 4"
    assert P.side_words("2209", "2208", "en") == "2208/2209: slope, up to 2209"
    assert P.side_words("1517", "1516", "es") == "1516/1517: ladera empinada, sube hacia 1516"
    assert P.side_words("2905", "3005", "en") == "2905/3005: running stream, bridge"
    assert P.side_words("3014", "3113", "es") == "3014/3113: estanque (intransitable)"
    assert P.side_words("1914", "1913", "en") == ""


# -- counters --------------------------------------------------------------------------------------------

def test_every_unit_has_a_readable_counter():
    for uid in D.UNITS:
        for dep in (False, True):
            spec = P.counter_spec({"id": uid, "depleted": dep})
            assert spec["label"] == D.UNITS[uid]["label"]
            assert P.contrast(spec["body"], spec["ink"]) >= 4.5, (uid, dep)
            assert P.contrast(spec["band_fill"], spec["band_ink"]) >= 4.5, uid
            sp, cr = D.face(uid, dep)
            assert spec["stats"] == f"{sp} {D.UNITS[uid]['weapon']} {cr}"


def test_the_two_sides_and_two_faces_differ_by_more_than_hue():
    usa, csa = P.counter_spec({"id": "u-5-ct"}), P.counter_spec({"id": "c-5-va"})
    assert usa["shape"] != csa["shape"]
    # lightness alone tells every side and face apart (a colour-blind player sees it)
    faces = [P.BODY[("usa", False)], P.BODY[("usa", True)], P.BODY[("csa", False)], P.BODY[("csa", True)]]
    light = [P.contrast(c, "#000000") for c in faces]
    assert light == sorted(light)
    assert all(b / a >= 1.3 for a, b in zip(light, light[1:]))


def test_counter_values_follow_the_data():
    assert P.counter_spec({"id": "c-5-va"})["stats"] == "10 Rf 5"            # 12.3 example
    assert P.counter_spec({"id": "u-111-pa", "depleted": True})["stats"] == "3 Rf 3"   # 14.2 example
    cadre = next(u for u, r in D.UNITS.items() if r["dep_sp"] == "C")
    assert P.counter_spec({"id": cadre, "face": "depleted"})["sp"] == "C"
    assert P.counter_spec({"id": "u-knap"})["band"] == "Artillery"
    assert P.counter_spec({"id": "u-knap"}, "es")["band"] == "Artillería"
    assert P.counter_spec({"id": "u-1-pa-cav"})["band"] == "Cavalry"
    assert P.counter_spec({"id": "c-5-va"})["band"] == "Ronald"


def test_brigade_bands_by_division():
    assert set(P.BRIGADE_BAND) == set(D.BRIGADES)
    for div, rec in D.DIVISIONS.items():
        bands = [P.BRIGADE_BAND[b] for b in rec["brigades"]]
        assert len(set(bands)) == len(bands), div                  # brigades of a division differ
        # and share the division's hue family
        base = P.DIVISION_COLOUR[div]
        for c in bands:
            assert _hue_gap(c, base) < 25, (div, c)


def _hue(c):
    import colorsys
    r, g, b = (int(c[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return colorsys.rgb_to_hsv(r, g, b)[0] * 360


def _hue_gap(a, b):
    d = abs(_hue(a) - _hue(b)) % 360
    return min(d, 360 - d)


def test_normalised_counters_accept_the_forms_a_view_may_give():
    assert P.normalise({"id": "c-5-va", "morale": "disrupted"})["mh"] == 2
    assert P.normalise({"id": "c-5-va", "state": "shaken"})["mh"] == 1
    assert P.normalise({"id": "c-5-va", "state": "depleted"})["depleted"] is True
    assert P.normalise({"id": "c-5-va", "mh": 7})["mh"] == 2
    assert P.normalise({"id": "c-5-va", "markers": ["fatigue", "nonsense"]})["markers"] == ["fatigue"]
    spec = P.counter_spec({"id": "u-8-us", "mh": 1, "skirmish": True, "markers": ["attack"]})
    assert spec["markers"] == ["shaken", "skirmish", "attack"]


def test_counter_words_in_english_and_spanish():
    c = {"id": "c-5-va", "hex": "1517", "mh": 1}
    assert P.counter_words(c, "en", where=True) == ("5 VA (5th Virginia) at 1517, Ronald's Brigade, Winder's Division: "
                                                    "10 SP, rifled, CR 5, fresh, Shaken: SP and CR -1")
    assert P.counter_words(c, "es", where=True) == ("5 VA (5.º de Virginia) en 1517, Brigada de Ronald, División de Winder: "
                                                    "10 PF, rayadas, VC 5, cara Nueva, Conmocionada: PF y VC -1")
    d = {"id": "u-111-pa", "depleted": True, "mh": 2, "skirmish": True}
    assert P.counter_words(d, "en").endswith("3 SP, rifled, CR 3, depleted, Disrupted: SP and CR -2, Skirmish Order")
    assert "En Desorden" in P.counter_words(d, "es") and "En Orden de Escaramuza" in P.counter_words(d, "es")
    assert P.counter_words({"id": "u-knap"}, "en") == "Knap (E, Pennsylvania Lt.), Union artillery: 6 SP, rifled, CR 4, fresh"
    assert P.counter_words({"id": "u-knap"}, "es") == ("Knap (E, Art. Ligera de Pensilvania), artillería de la Unión: "
                                                       "6 PF, rayadas, VC 4, cara Nueva")
    assert P.counter_words({"id": "c-poague"}, "es").startswith("Poague (Rockbridge), artillería confederada: 4 PF, batería mixta")
    cadre = next(u for u, r in D.UNITS.items() if r["dep_sp"] == "C")
    assert "C (cadre, 1/2 SP)" in P.counter_words({"id": cadre, "depleted": True}, "en")
    assert "C (cuadro, 1/2 PF)" in P.counter_words({"id": cadre, "depleted": True}, "es")


def test_stacks_fan_so_each_band_shows():
    offs = P.stack_offsets(3, 60)
    assert len(offs) == 3 and offs[0][1] > offs[-1][1]               # the top counter highest
    assert abs(sum(y for _, y in offs)) < 1e-9
    assert all(abs(a[1] - b[1]) >= 60 * 0.15 for a, b in zip(offs, offs[1:]))
    assert len(P.stack_offsets(7, 60)) == 4
    assert P.counter_px(2) == 10.0 and P.counter_px(1000) == 96.0


@pytest.mark.parametrize("sid", sorted(SCENARIOS))
def test_set_up_counters(sid):
    cs = P.setup_counters(sid)
    assert {c["id"] for c in cs} == set(SCENARIOS[sid]["setup"])
    assert all(c["hex"] in HEXES for c in cs)
    assert {c["id"] for c in cs if c["skirmish"]} == {"u-8-us", "u-12-us"}


# -- markers and chits ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "es"])
def test_markers_carry_letters_or_a_shape_never_colour_alone(lang):
    seen = set()
    for kind in P.MARKERS:
        spec = P.marker_spec(kind, lang)
        assert spec["title"] and spec["rule"]
        assert spec["text"] or spec["shape"] == "flag"
        key = (spec["shape"], spec["text"])
        assert key not in seen, kind                               # two markers never look alike but for colour
        seen.add(key)
        svg = P.marker_svg(spec)
        assert svg.startswith("<svg") and (not spec["text"] or spec["text"] in svg)
    assert P.marker_spec("shaken", lang)["text"] == "-1" and P.marker_spec("disrupted", lang)["text"] == "-2"
    assert P.marker_spec("skirmish", lang)["text"] == ("OE" if lang == "es" else "SO")


def test_activation_markers_and_leader_chits():
    up, done = P.activation_spec("crawford", False), P.activation_spec("crawford", True, "es")
    assert up["shape"] == "flag" and done["shape"] != "flag"
    assert up["text"] == "Crawford" and done["title"] == "brigada activada"
    for cid, c in CHITS.items():
        if c["kind"] not in ("division", "cic"):
            continue
        spec = P.chit_spec(cid)
        assert spec["casualty"] == bool(c["casualty"])
        assert spec["cv"] == c["cv"] and spec["text"] == c["name"]["en"]
        assert spec["star"] == (c["kind"] == "cic")
        assert P.contrast(spec["body"], spec["ink"]) >= 4.5
    assert P.chit_spec("div-hill")["ring"] == P.DIVISION_COLOUR["hill"]


def test_legend_in_both_languages():
    en, es = P.legend_html("en"), P.legend_html("es")
    assert "Map key" in en and "Leyenda del mapa" in es
    for words in ("Levels 1", "Woods", "Cornfield", "Steep slope", "Pond hexside", "Pike", "Trail",
                  "Union VP each turn", "Rear Area", "Depleted face", "Skirmish Order"):
        assert words in en, words
    for words in ("Maizal", "Ladera empinada", "estanque", "Peaje", "Camino", "Cara Desgastada", "Conmocionada"):
        assert words in es, words
