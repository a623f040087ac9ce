"""The map's projection and camera (web/geo.py) and the built basemap."""

import math

import pytest

from web import geo


def test_east_is_right_and_north_is_up():
    x1, y1 = geo.project(-85.0, 35.0)
    x2, y2 = geo.project(-80.0, 35.0)
    x3, y3 = geo.project(-85.0, 40.0)
    assert x2 > x1 and y3 < y1


def test_round_trip():
    for lon, lat in ((-77.04, 38.9), (-90.07, 29.95), (-94.4, 35.4)):
        x, y = geo.project(lon, lat)
        back = geo.unproject(x, y)
        assert math.isclose(back[0], lon, abs_tol=1e-6) and math.isclose(back[1], lat, abs_tol=1e-6)


def test_zoom_keeps_the_point_under_the_cursor():
    v = geo.View(scale=1.0, offset_x=10, offset_y=20)
    before = v.to_map(300, 200)
    v.zoom_at(2.0, 300, 200)
    after = v.to_map(300, 200)
    assert math.isclose(before[0], after[0]) and math.isclose(before[1], after[1])
    assert v.scale == 2.0


def test_zoom_is_clamped():
    v = geo.View(scale=1.0, min_scale=0.5, max_scale=4.0)
    for _ in range(10):
        v.zoom_at(3.0, 0, 0)
    assert v.scale == 4.0


def test_pinch_spreading_zooms_in_around_the_midpoint_and_moving_pans():
    v = geo.View(scale=1.0)
    mid = v.to_map(150, 100)
    v.pinch((100, 100), (200, 100), (50, 100), (250, 100))
    assert math.isclose(v.scale, 2.0)
    assert all(math.isclose(a, b) for a, b in zip(v.to_map(150, 100), mid))
    v2 = geo.View(scale=1.0)
    v2.pinch((100, 100), (200, 100), (110, 130), (210, 130))
    assert math.isclose(v2.scale, 1.0) and (v2.offset_x, v2.offset_y) == (10, 30)


def test_fit_shows_the_bounds():
    v = geo.View()
    v.fit((100, 50, 900, 650), 800, 600, 20)
    for corner in ((100, 50), (900, 650)):
        sx, sy = v.to_screen(*corner)
        assert 19.9 <= sx <= 780.1 and 19.9 <= sy <= 580.1


def test_hit_box():
    boxes = {"a": (10, 10), "b": (40, 10)}
    assert geo.hit_box(boxes, 12, 11, 8) == "a"
    assert geo.hit_box(boxes, 37, 9, 8) == "b"
    assert geo.hit_box(boxes, 25, 40, 8) is None


def test_basemap_is_built_from_us_atlas_and_fits_its_bounds():
    pytest.importorskip("tools.basemap")
    from tools import basemap
    try:
        data = basemap.build_data()
    except FileNotFoundError:
        pytest.skip("node_modules/us-atlas is not installed (npm ci)")
    ids = {s["id"] for s in data["states"]}
    assert {"VA", "TN", "LA", "MO", "PA"} <= ids and "WV" not in ids   # 1861: West Virginia is in Virginia
    minx, miny, maxx, maxy = data["bounds"]
    for st in data["states"]:
        for ring in st["rings"]:
            assert all(minx <= x <= maxx for x in ring[0::2])
            assert all(miny <= y <= maxy for y in ring[1::2])
