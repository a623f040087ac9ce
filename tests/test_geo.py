"""web/geo.py (projection, camera, hit testing) and the basemap of tools/basemap.py."""

import json
import math
from pathlib import Path

import pytest

from web import geo

ROOT = Path(__file__).resolve().parent.parent


def close(a, b, tol=1e-6):
    return all(abs(x - y) <= tol for x, y in zip(a, b))


# --- projection -------------------------------------------------------------

@pytest.mark.parametrize("lon,lat", [(-96, 24), (-70, 45), (-84, 36), (-77.04, 38.9),
                                     (-90.07, 29.95), (-94.58, 39.1), (-74.01, 40.71)])
def test_round_trip(lon, lat):
    x, y = geo.project(lon, lat)
    assert close(geo.unproject(x, y), (lon, lat), 1e-9)


def test_area_fills_map_bounds():
    minx, miny, maxx, maxy = geo.MAP_BOUNDS
    w, s, e, n = geo.AREA
    pts = [geo.project(w + (e - w) * i / 20, s + (n - s) * j / 20)
           for i in range(21) for j in range(21)]
    assert min(p[0] for p in pts) == pytest.approx(minx, abs=1e-6)
    assert max(p[0] for p in pts) == pytest.approx(maxx, abs=1e-6)
    assert min(p[1] for p in pts) >= miny - 1e-6
    assert max(p[1] for p in pts) <= maxy + 1e-6
    assert maxx - minx == geo.MAP_WIDTH


def test_east_is_right_north_is_up():
    for lat in (25, 30, 35, 40, 44):
        xs = [geo.project(lon, lat)[0] for lon in range(-96, -69)]
        assert xs == sorted(xs) and len(set(xs)) == len(xs)
    for lon in (-95, -90, -84, -78, -71):
        ys = [geo.project(lon, lat)[1] for lat in range(24, 46)]
        assert ys == sorted(ys, reverse=True) and len(set(ys)) == len(ys)


def test_real_places_in_order():
    # Washington is east of and north of New Orleans; New York is north-east of Richmond
    wx, wy = geo.project(-77.04, 38.9)
    nx, ny = geo.project(-90.07, 29.95)
    assert wx > nx and wy < ny
    rx, ry = geo.project(-77.44, 37.54)
    yx, yy = geo.project(-74.01, 40.71)
    assert yx > rx and yy < ry


def test_projection_record_matches():
    p = geo.PROJECTION
    assert p["parallels"] == [geo.PHI1, geo.PHI2]
    ax, ay = geo.albers(-80, 33)
    x, y = geo.project(-80, 33)
    assert close(((ax - p["x0"]) * p["scale"], (p["y0"] - ay) * p["scale"]), (x, y))


# --- view -------------------------------------------------------------------

def test_screen_map_round_trip():
    v = geo.View(0.37, 12.5, -40)
    assert close(v.to_map(*v.to_screen(1234, 567)), (1234, 567))


def test_zoom_at_keeps_focus_fixed():
    v = geo.View(0.2, 30, 40, min_scale=0.05, max_scale=5)
    for factor, sx, sy in [(1.5, 300, 200), (0.5, 10, 700), (1.1, 0, 0)]:
        before = v.to_map(sx, sy)
        v.zoom_at(factor, sx, sy)
        assert close(v.to_map(sx, sy), before, 1e-6)


def test_zoom_at_clamps():
    v = geo.View(1.0, 0, 0, min_scale=0.5, max_scale=2.0)
    v.zoom_at(100, 50, 50)
    assert v.scale == 2.0
    v.zoom_at(1e-6, 120, 80)
    assert v.scale == 0.5
    v.zoom_at(3, 50, 50)
    assert v.scale == 1.5
    # even when clamped, the focus point stays put
    f = v.to_map(7, 9)
    v.zoom_at(1000, 7, 9)
    assert close(v.to_map(7, 9), f, 1e-9)


def test_pan():
    v = geo.View(0.5, 10, 20)
    p = v.to_screen(100, 100)
    v.pan(15, -5)
    assert close(v.to_screen(100, 100), (p[0] + 15, p[1] - 5))
    assert v.scale == 0.5


def test_pinch_spread_zooms_about_midpoint():
    v = geo.View(1.0, 0, 0, min_scale=0.1, max_scale=10)
    mid = v.to_map(200, 100)
    v.pinch((150, 100), (250, 100), (100, 100), (300, 100))   # distance 100 -> 200
    assert v.scale == pytest.approx(2.0)
    assert close(v.to_screen(*mid), (200, 100), 1e-9)


def test_pinch_squeeze_zooms_out():
    v = geo.View(1.0, 0, 0, min_scale=0.1, max_scale=10)
    v.pinch((0, 0), (0, 200), (0, 50), (0, 150))
    assert v.scale == pytest.approx(0.5)
    assert close(v.to_map(0, 100), (0, 100), 1e-9)


def test_pinch_moving_both_fingers_pans():
    v = geo.View(0.7, 5, 6)
    m = v.to_map(100, 100)
    v.pinch((50, 80), (150, 120), (80, 60), (180, 100))       # both fingers +30, -20
    assert v.scale == pytest.approx(0.7)
    assert close(v.to_screen(*m), (130, 80), 1e-9)


def test_pinch_rotation_only_keeps_scale_and_midpoint():
    v = geo.View(1.3, 0, 0)
    m = v.to_map(100, 100)
    v.pinch((50, 100), (150, 100), (100, 50), (100, 150))
    assert v.scale == pytest.approx(1.3)
    assert close(v.to_screen(*m), (100, 100), 1e-9)


def test_pinch_degenerate_fingers():
    v = geo.View(1.0, 0, 0)
    v.pinch((10, 10), (10, 10), (20, 20), (20, 20))
    assert v.scale == 1.0
    assert (v.offset_x, v.offset_y) == (10, 10)


@pytest.mark.parametrize("width,height,margin", [(1920, 1080, 20), (400, 900, 10), (1000, 1000, 0)])
def test_fit_puts_bounds_inside_viewport(width, height, margin):
    v = geo.View()
    v.fit(geo.MAP_BOUNDS, width, height, margin)
    x0, y0 = v.to_screen(geo.MAP_BOUNDS[0], geo.MAP_BOUNDS[1])
    x1, y1 = v.to_screen(geo.MAP_BOUNDS[2], geo.MAP_BOUNDS[3])
    eps = 1e-6
    assert margin - eps <= x0 and x1 <= width - margin + eps
    assert margin - eps <= y0 and y1 <= height - margin + eps
    # touches the margin on at least one axis, and is centred
    assert (abs(x0 - margin) < 1e-6) or (abs(y0 - margin) < 1e-6)
    assert (x0 + x1) / 2 == pytest.approx(width / 2)
    assert (y0 + y1) / 2 == pytest.approx(height / 2)


def test_fit_set_min():
    v = geo.View(min_scale=1e-6)
    v.fit((0, 0, 1000, 500), 500, 500, 0, set_min=True)
    assert v.min_scale == v.scale == pytest.approx(0.5)
    v.zoom_at(0.1, 0, 0)
    assert v.scale == pytest.approx(0.5)


# --- hit testing ------------------------------------------------------------

def test_hit_box_nearest_within_radius():
    boxes = {"a": (100, 100), "b": (110, 100), "c": (300, 300)}
    assert geo.hit_box(boxes, 104, 100, 20) == "a"
    assert geo.hit_box(boxes, 106, 100, 20) == "b"
    assert geo.hit_box(boxes, 300, 315, 20) == "c"
    assert geo.hit_box(boxes, 200, 200, 20) is None
    assert geo.hit_box(boxes, 300, 321, 20) is None
    assert geo.hit_box({}, 0, 0, 20) is None


def test_hit_box_with_view():
    v = geo.View(0.5, 10, 20)
    boxes = {"dc": geo.project(-77.04, 38.9), "nola": geo.project(-90.07, 29.95)}
    sx, sy = v.to_screen(*boxes["dc"])
    assert geo.hit_box(boxes, sx + 3, sy - 3, 10, view=v) == "dc"
    assert geo.hit_box(boxes, sx + 30, sy, 10, view=v) is None


# --- basemap asset -----------------------------------------------------------

@pytest.fixture(scope="module")
def basemap():
    """The basemap as build.py makes it (assets/basemap.json is generated and
    not committed), from the pinned us-atlas package in node_modules."""
    if not (ROOT / "node_modules" / "us-atlas" / "states-10m.json").exists():
        pytest.skip("node_modules/us-atlas missing: run npm ci (build.py does)")
    from tools import basemap as tool
    return tool.build_data()


def test_build_writes_file(tmp_path):
    if not (ROOT / "node_modules" / "us-atlas" / "states-10m.json").exists():
        pytest.skip("node_modules/us-atlas missing: run npm ci (build.py does)")
    from tools import basemap as tool
    out = tmp_path / "assets" / "basemap.json"
    size = tool.build(out)
    assert size == out.stat().st_size
    assert size < 120_000
    assert json.loads(out.read_text(encoding="utf-8"))["version"] == 1


def test_basemap_shape(basemap):
    assert basemap["version"] == 1
    assert basemap["source"].startswith("us-atlas ")
    ids = {s["id"] for s in basemap["states"]}
    assert {"VA", "TN", "LA", "MO", "PA", "MD", "KY", "GA", "NY"} <= ids
    assert "WV" not in ids          # part of Virginia in 1861
    assert len(json.dumps(basemap, separators=(",", ":"))) < 120_000
    assert basemap["projection"]["scale"] == pytest.approx(geo.SCALE)
    assert basemap["projection"]["lon0"] == geo.LON0


def test_basemap_coordinates_in_bounds(basemap):
    minx, miny, maxx, maxy = basemap["bounds"]
    assert geo.MAP_BOUNDS[0] - 1 <= minx < maxx <= geo.MAP_BOUNDS[2] + 1
    assert geo.MAP_BOUNDS[1] - 1 <= miny < maxy <= geo.MAP_BOUNDS[3] + 1
    for s in basemap["states"]:
        assert s["rings"] and s["name"]
        for ring in s["rings"]:
            assert len(ring) % 2 == 0 and len(ring) >= 6
            assert all(isinstance(c, int) for c in ring)
            assert all(minx <= x <= maxx for x in ring[0::2])
            assert all(miny <= y <= maxy for y in ring[1::2])


def point_in_rings(rings, x, y):
    inside = False
    for ring in rings:
        pts = list(zip(ring[0::2], ring[1::2]))
        for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1]):
            if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
                inside = not inside
    return inside


@pytest.mark.parametrize("state,lon,lat", [
    ("VA", -77.44, 37.54),   # Richmond
    ("VA", -80.0, 39.0),     # today's West Virginia, Virginia in 1861
    ("TN", -86.78, 36.16),   # Nashville
    ("LA", -91.15, 30.45),   # Baton Rouge
    ("MO", -92.17, 38.58),   # Jefferson City
    ("PA", -76.88, 40.27),   # Harrisburg
])
def test_basemap_places_fall_in_their_state(basemap, state, lon, lat):
    rings = {s["id"]: s["rings"] for s in basemap["states"]}
    x, y = geo.project(lon, lat)
    assert point_in_rings(rings[state], x, y)
    others = [sid for sid, r in rings.items() if sid != state and point_in_rings(r, x, y)]
    assert others == []


def test_basemap_has_the_big_rivers_on_their_cities(basemap):
    """AUTHORED river courses (tools/rivers.py) pass by the river cities of the game."""
    from tools import rivers
    rivers.validate()
    names = {r["name"] for r in basemap["rivers"]}
    assert {"Mississippi", "Ohio", "Tennessee", "Cumberland", "Missouri", "Arkansas", "Red",
            "Potomac", "James"} <= names
    line = next(r["line"] for r in basemap["rivers"] if r["name"] == "Mississippi")
    pts = list(zip(line[0::2], line[1::2]))
    for lon, lat in ((-90.19, 38.63), (-90.05, 35.15), (-90.88, 32.35)):   # St Louis, Memphis, Vicksburg
        x, y = geo.project(lon, lat)
        assert min((px - x) ** 2 + (py - y) ** 2 for px, py in pts) ** 0.5 < 60


# Display layout, directions, legend ---------------------------------------------------------

def _ahd_places():
    from pyapp.games import get
    spec = get("ahd").board()
    return spec, {b: geo.project(d["lon"], d["lat"]) for b, d in spec["boxes"].items()}


def test_spread_layout_keeps_every_pair_apart_and_moves_little():
    spec, places = _ahd_places()
    sep = 320.0
    lay = geo.spread_layout(places, sep)
    assert set(lay) == set(places)
    d, a, b = geo.min_separation(lay)
    assert d >= sep * 0.999, (d, a, b)
    assert geo.min_separation(places)[0] < 60          # Fort Henry and Fort Donelson, really
    moves = sorted(math.dist(places[k], lay[k]) for k in places)
    assert moves[len(moves) // 2] < 0.2 * sep          # most boxes barely move
    assert moves[-1] < 1.2 * sep                       # none is carried far from its place
    # the map stays recognisable: east stays east of west for far-apart pairs
    for x, y in (("new_york", "chicago"), ("richmond", "nashville"), ("charleston", "new_orleans")):
        assert lay[x][0] > lay[y][0]
    assert geo.spread_layout(places, sep) == lay        # deterministic


def test_spread_layout_parts_coincident_points():
    lay = geo.spread_layout({"a": (0.0, 0.0), "b": (0.0, 0.0), "c": (1.0, 0.0)}, 10.0)
    assert geo.min_separation(lay)[0] >= 9.99


def test_nearest_in_direction():
    pts = {"c": (0, 0), "e": (10, 1), "far_e": (30, 0), "n": (0, -10), "ne": (10, -12), "w": (-8, 0)}
    assert geo.nearest_in_direction(pts, "c", "right") == "e"
    assert geo.nearest_in_direction(pts, "c", "up") == "n"
    assert geo.nearest_in_direction(pts, "c", "left") == "w"
    assert geo.nearest_in_direction(pts, "w", "left") is None
    assert geo.nearest_in_direction(pts, "c", "down") is None


def test_legend_explains_every_mark_in_both_languages():
    from web.tables import ahd_legend as L
    en, es = L.legend_html("en"), L.legend_html("es")
    assert en.startswith('<details class="map-legend">') and en.endswith("</details>")
    for words in ("Railroad", "Road", "downstream", "Blue edge", "fort", "port", "victory cities",
                  "recruitment city", "Flag", "Stack marker", "Infantry", "Cavalry", "grade", "damaged",
                  "entrenched", "changed hands", "Union", "Confederacy"):
        assert words.lower() in en.lower(), words
    for words in ("Ferrocarril", "río abajo", "ciudades de victoria", "reclutamiento", "Caballería",
                  "dañada", "atrincherada", "Leyenda"):
        assert words.lower() in es.lower(), words
    assert en.count("<svg") == es.count("<svg") == sum(len(items) for _, items in L.ENTRIES)


def test_legend_colours_are_the_maps():
    import re
    root = Path(__file__).resolve().parents[1]
    from web.tables import ahd_legend as L
    p2p = (root / "web" / "widgets" / "p2p.py").read_text()
    ahd = (root / "web" / "tables" / "ahd_map.py").read_text()
    assert f'"rail": ("{L.RAIL}"' in p2p and f'"road": ("{L.ROAD}"' in p2p and f'"river": ("{L.RIVER}"' in p2p
    for name in ("RIVER_EDGE", "STAR", "DAMAGED_BAND", "TRENCH"):
        assert re.search(rf'^{name} = "{getattr(L, name)}"', ahd, re.M), name
    for side, colour in L.OWNER_FILL.items():
        if side:
            assert f'"{side}": "{colour}"' in ahd
