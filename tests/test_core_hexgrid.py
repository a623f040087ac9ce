"""pyapp.core.hexgrid: coordinates, labels, neighbours, hexsides, range, lines, pixels."""

import math
from collections import deque
from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from pyapp.core.hexgrid import CCRR, RRCC, Bounds, Cube, Hex, HexGrid, LabelFormat

SS = HexGrid("flat", "odd", CCRR)          # Stonewall's Sword: "odd-q", CCRR labels
CONFIGS = [HexGrid(o, p) for o in ("flat", "pointy") for p in ("odd", "even")]
P = SS.parse


def labels(hexes):
    return [SS.label(h) for h in hexes]


# -- neighbours ------------------------------------------------------------------

@pytest.mark.parametrize("grid, hex_, expected", [
    # flat, odd columns shifted down: N, NE, SE, S, SW, NW
    (SS, Hex(16, 11), [(16, 10), (17, 10), (17, 11), (16, 12), (15, 11), (15, 10)]),
    (SS, Hex(17, 11), [(17, 10), (18, 11), (18, 12), (17, 12), (16, 12), (16, 11)]),
    # flat, even columns shifted down
    (HexGrid("flat", "even"), Hex(16, 11), [(16, 10), (17, 11), (17, 12), (16, 12), (15, 12), (15, 11)]),
    (HexGrid("flat", "even"), Hex(17, 11), [(17, 10), (18, 10), (18, 11), (17, 12), (16, 11), (16, 10)]),
    # pointy, odd rows shifted right: NE, E, SE, SW, W, NW
    (HexGrid("pointy", "odd"), Hex(5, 4), [(5, 3), (6, 4), (5, 5), (4, 5), (4, 4), (4, 3)]),
    (HexGrid("pointy", "odd"), Hex(5, 5), [(6, 4), (6, 5), (6, 6), (5, 6), (4, 5), (5, 4)]),
    (HexGrid("pointy", "even"), Hex(5, 4), [(6, 3), (6, 4), (6, 5), (5, 5), (4, 4), (5, 3)]),
])
def test_neighbours_in_direction_order(grid, hex_, expected):
    assert grid.neighbours(hex_) == tuple(Hex(*e) for e in expected)
    for d, n in enumerate(expected):
        assert grid.neighbour(hex_, d) == n
        assert grid.direction(hex_, Hex(*n)) == d
        assert grid.direction(Hex(*n), hex_) == (d + 3) % 6


def test_stonewalls_sword_adjacent_pairs_from_the_rules():
    pairs = ["2903/3003", "3014/3113", "2204/2304", "3410/3510", "1709/1610", "1610/1510",
             "1618/1517", "2209/2109", "1417/1517", "1517/1617", "1617/1717", "1600/1700",
             "1700/1801", "1801/1900", "1611/1711", "1711/1812", "1812/1912", "1912/2013",
             "2013/2113", "2113/2214"]
    for pair in pairs:
        a, b = pair.split("/")
        assert SS.adjacent(P(a), P(b)), pair
    assert SS.distance(P("1611"), P("2214")) == 6


def test_bounds_and_hex_list_limit_neighbours():
    grid = HexGrid("flat", "odd", bounds=Bounds(10, 37, 0, 18))
    assert grid.neighbours(P("1000")) == (Hex(11, 0), Hex(10, 1))   # SE, S
    small = grid.with_hexes(["1611", "1711", "1612"])
    assert small.neighbours(Hex(16, 11)) == (Hex(17, 11), Hex(16, 12))
    assert small.all_hexes() == (Hex(16, 11), Hex(16, 12), Hex(17, 11))
    with pytest.raises(ValueError):
        small.parse("1613")
    with pytest.raises(ValueError):
        HexGrid().all_hexes()


def test_has_label_names_only_hexes_of_the_map():
    grid = HexGrid("flat", "odd", CCRR, bounds=Bounds(10, 37, 0, 18))
    assert grid.has_label("2218") and grid.has_label("1000")
    assert not grid.has_label("0918") and not grid.has_label("22x8") and not grid.has_label("")


def test_bad_grid_or_direction():
    with pytest.raises(ValueError):
        HexGrid("diagonal")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        HexGrid("flat", "both")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        SS.neighbour(Hex(1, 1), 6)
    with pytest.raises(ValueError):
        SS.direction(Hex(1, 1), Hex(1, 3))
    with pytest.raises(ValueError):
        SS.from_cube(Cube(1, 1, 1))


@pytest.mark.parametrize("grid", CONFIGS)
def test_cube_round_trip(grid):
    for col in range(-5, 8):
        for row in range(-5, 8):
            h = Hex(col, row)
            c = grid.to_cube(h)
            assert c.q + c.r + c.s == 0
            assert grid.from_cube(c) == h


# -- hexsides -------------------------------------------------------------------

def test_hexside_ids():
    assert SS.hexside(P("1300"), P("1301")) == "1300/1301"
    assert SS.hexside(P("1301"), P("1300")) == "1300/1301"
    assert SS.hexside_hexes("3113/3014") == (Hex(30, 14), Hex(31, 13))
    assert SS.hexside_hexes("3014/3113") == (Hex(30, 14), Hex(31, 13))
    for bad in ["1300/1302", "1300", "1300/1301/1302", "1300-1301", "1300/1300", " 1300/1301"]:
        with pytest.raises(ValueError):
            SS.hexside_hexes(bad)
    with pytest.raises(ValueError):
        SS.hexside(P("1300"), P("1500"))


@pytest.mark.parametrize("grid", CONFIGS)
def test_hexside_id_is_symmetric_and_round_trips(grid):
    seen = {}
    for h in [Hex(c, r) for c in range(1, 6) for r in range(1, 6)]:
        for n in grid.neighbours(h):
            side = grid.hexside(h, n)
            assert side == grid.hexside(n, h)
            assert set(grid.hexside_hexes(side)) == {h, n}
            seen.setdefault(side, set()).update((h, n))
    assert all(len(v) == 2 for v in seen.values())


# -- range ------------------------------------------------------------------------

@pytest.mark.parametrize("grid", CONFIGS)
def test_distance_equals_breadth_first_search(grid):
    box = HexGrid(grid.orientation, grid.shifted, bounds=Bounds(0, 6, 0, 5))
    cells = box.all_hexes()
    for a in cells:
        steps = {a: 0}
        queue = deque([a])
        while queue:
            x = queue.popleft()
            for n in box.neighbours(x):
                if n not in steps:
                    steps[n] = steps[x] + 1
                    queue.append(n)
        assert len(steps) == len(cells)
        for b in cells:
            assert box.distance(a, b) == steps[b] == box.distance(b, a)


@pytest.mark.parametrize("grid", CONFIGS)
def test_within_and_ring(grid):
    centre = Hex(4, 5)
    for n in range(4):
        area = grid.within(centre, n)
        assert len(area) == 1 + 3 * n * (n + 1)
        assert list(area) == sorted(area)
        assert all(grid.distance(centre, h) <= n for h in area)
        ring = grid.ring(centre, n)
        assert len(ring) == (6 * n if n else 1)
        assert set(ring) == {h for h in area if grid.distance(centre, h) == n}
        if n:
            start = centre
            for _ in range(n):
                start = grid.neighbour(start, 0)
            assert ring[0] == start
            assert all(grid.adjacent(x, y) for x, y in zip(ring, ring[1:] + ring[:1]))
    bounded = HexGrid(grid.orientation, grid.shifted, bounds=Bounds(0, 9, 0, 9))
    assert Hex(0, 0) in bounded.within(Hex(0, 0), 1)
    assert all(bounded.contains(h) for h in bounded.ring(Hex(0, 0), 2))


# -- lines -----------------------------------------------------------------------

def test_stonewalls_sword_los_example():
    # Rules 12.1: between 1611 and 2214 the intervening hexes are exactly these five.
    steps = SS.line_steps(P("1611"), P("2214"))
    assert [labels(s) for s in steps] == [["1611"], ["1711"], ["1812"], ["1912"], ["2013"],
                                          ["2113"], ["2214"]]
    assert SS.hexsides_crossed(P("1611"), P("2214")) == (
        "1611/1711", "1711/1812", "1812/1912", "1912/2013", "2013/2113", "2113/2214")


def test_line_along_a_hexside_is_reported_as_a_pair():
    a = Hex(10, 10)
    start = SS.to_cube(a)
    b = SS.from_cube(Cube(start.q + 4, start.r - 2, start.s - 2))
    steps = SS.line_steps(a, b)
    pairs = [s for s in steps if len(s) == 2]
    assert len(pairs) == 2
    for p, q in pairs:
        assert SS.adjacent(p, q)
    assert steps[0] == (a,) and steps[-1] == (b,)
    assert SS.hexsides_crossed(a, b) == ()
    # a line crossing a hexside exactly at its middle is not along it
    c = SS.from_cube(Cube(start.q + 4, start.r - 1, start.s - 3))
    assert all(len(s) == 1 for s in SS.line_steps(a, c))
    assert len(SS.line_steps(a, c)) == 6   # distance 4, plus both hexes of the middle hexside


def test_exact_line_finds_a_hex_the_lerp_line_skips():
    a = Hex(0, 0)
    b = SS.from_cube(Cube(7, -1, -6))
    lerp = SS.lerp_line(a, b)
    exact = SS.line_hexes(a, b)
    assert len(lerp) == 8 and set(lerp) < set(exact)
    assert SS.from_cube(Cube(4, 0, -4)) in set(exact) - set(lerp)


def _inside(grid, a, b, h):
    """Exact check: the open segment a-b meets h's inside (1), only its border along a stretch (0.5), or neither (0)."""
    ca, cb, ch = grid.to_cube(a), grid.to_cube(b), grid.to_cube(h)
    d = [y - x for x, y in zip(ca, cb)]
    off = [x - y for x, y in zip(ca, ch)]
    result = []
    for strict in (True, False):
        lo, hi = Fraction(0), Fraction(1)
        ok = True
        for n in [(0, -1, 1), (1, -1, 0), (1, 0, -1), (0, 1, -1), (-1, 1, 0), (-1, 0, 1)]:
            speed = sum(x * y for x, y in zip(d, n))
            base = sum(x * y for x, y in zip(off, n))
            if speed == 0:
                ok = ok and (base < 1 if strict else base <= 1)
            elif speed > 0:
                hi = min(hi, Fraction(1 - base, speed))
            else:
                lo = max(lo, Fraction(1 - base, speed))
        result.append(ok and lo < hi)
    return 1 if result[0] else (0.5 if result[1] else 0)


cube_offsets = st.tuples(st.integers(-7, 7), st.integers(-7, 7))


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(CONFIGS), st.tuples(st.integers(-3, 8), st.integers(-3, 8)), cube_offsets)
def test_line_steps_are_exactly_the_hexes_the_segment_crosses(grid, start, delta):
    a = Hex(*start)
    ca = grid.to_cube(a)
    b = grid.from_cube(Cube(ca.q + delta[0], ca.r + delta[1], ca.s - delta[0] - delta[1]))
    steps = grid.line_steps(a, b)
    assert steps[0] == (a,) and steps[-1] == (b,)
    singles = [s[0] for s in steps if len(s) == 1]
    doubles = {h for s in steps if len(s) == 2 for h in s}
    for p, q in zip(steps, steps[1:]):
        assert len(p) + len(q) == 3 if len(p) == 2 or len(q) == 2 else grid.adjacent(p[0], q[0])
    near = grid.within(a, grid.distance(a, b) + 1)
    assert set(singles) == {h for h in near if _inside(grid, a, b, h) == 1}
    assert doubles == {h for h in near if _inside(grid, a, b, h) == 0.5}
    assert grid.line_steps(b, a) == steps[::-1]
    lerp = grid.lerp_line(a, b)
    assert len(lerp) == grid.distance(a, b) + 1 and lerp[0] == a and lerp[-1] == b
    assert all(grid.adjacent(x, y) for x, y in zip(lerp, lerp[1:]))


# -- pixels -----------------------------------------------------------------------

@pytest.mark.parametrize("grid", CONFIGS)
def test_pixel_round_trip_and_shape(grid):
    size, origin = 20.0, (7.0, -3.0)
    for h in [Hex(c, r) for c in range(-2, 7) for r in range(-2, 7)]:
        cx, cy = grid.center(h, size, origin)
        assert grid.hex_at(cx, cy, size, origin) == h
        corners = grid.corners(h, size, origin)
        for x, y in corners:
            assert math.isclose(math.hypot(x - cx, y - cy), size)
            assert grid.hex_at(cx + 0.9 * (x - cx), cy + 0.9 * (y - cy), size, origin) == h
        for d in range(6):
            n = grid.neighbour(h, d)
            nx, ny = grid.center(n, size, origin)
            assert math.isclose(math.hypot(nx - cx, ny - cy), math.sqrt(3) * size)
            (x1, y1), (x2, y2) = grid.side_points(h, d, size, origin)
            assert math.isclose((x1 + x2) / 2, (cx + nx) / 2, abs_tol=1e-9)
            assert math.isclose((y1 + y2) / 2, (cy + ny) / 2, abs_tol=1e-9)
    if grid.shifted == "odd":
        assert grid.center(Hex(0, 0), size, origin) == origin


def test_screen_directions():
    x0, y0 = SS.center(Hex(4, 4), 1.0)
    x1, y1 = SS.center(SS.neighbour(Hex(4, 4), 0), 1.0)
    assert x1 == x0 and y1 < y0                       # 0 is north (up)
    pointy = HexGrid("pointy", "odd")
    x0, y0 = pointy.center(Hex(4, 4), 1.0)
    x1, y1 = pointy.center(pointy.neighbour(Hex(4, 4), 1), 1.0)
    assert y1 == y0 and x1 > x0                       # 1 is east


# -- labels -----------------------------------------------------------------------

def test_labels():
    assert SS.label(Hex(16, 11)) == "1611" and P("0007") == Hex(0, 7)
    uscw = HexGrid("pointy", "odd", RRCC)
    assert uscw.parse("1647") == Hex(47, 16) and uscw.label(Hex(1, 51)) == "5101"
    letters = HexGrid("flat", "odd", LabelFormat("row", 0, letters=True))
    assert letters.parse("I6") == Hex(6, 9) and letters.label(Hex(10, 17)) == "Q10"
    assert letters.parse("AA1") == Hex(1, 27) and letters.label(Hex(1, 27)) == "AA1"
    assert LabelFormat("col", 3).format(Hex(5, 120)) == "005120"


@pytest.mark.parametrize("bad", ["161", "16111", " 1611", "1611 ", "16a1", "-161", "", "16/11",
                                 "١٦١١", 1611, None])
def test_bad_labels_raise(bad):
    with pytest.raises(ValueError):
        SS.parse(bad)


def test_bad_letter_labels_and_unlabelable_hexes():
    letters = LabelFormat("row", 0, letters=True)
    for bad in ["I06", "i6", "6I", "I", "I-1"]:
        with pytest.raises(ValueError):
            letters.parse(bad)
    for h in [Hex(100, 1), Hex(-1, 0), Hex(0, -1)]:
        with pytest.raises(ValueError):
            SS.label(h)
    with pytest.raises(ValueError):
        LabelFormat("col", 0)
    with pytest.raises(ValueError):
        HexGrid(bounds=Bounds(10, 37, 0, 18)).parse("0900")


def test_map_helpers_shared_by_every_hex_map():
    """adjacent_pairs, across (a water course's hexsides from its two banks)
    and check_sides (what every map's hexside records must be)."""
    from pyapp.core.hexgrid import HexGrid, across, adjacent_pairs, check_sides, side_of
    grid = HexGrid("flat", "odd", CCRR, Bounds(1, 3, 1, 3))
    labels = [grid.label(h) for h in grid.all_hexes()]
    pairs = list(adjacent_pairs(grid, labels))
    assert len(pairs) == len(set(pairs)) and all(a < b for a, b in pairs)
    assert sum(1 for a, b in pairs if "0202" in (a, b)) == len(grid.neighbours(grid.parse("0202")))
    west = [lab for lab in labels if lab.startswith("01")]
    middle = [lab for lab in labels if lab.startswith("02")]
    run = list(across(grid, west, middle))
    assert run and all(side == side_of(grid, a, b) and a in west and b in middle for a, b, side in run)
    assert not list(across(grid, west, [lab for lab in labels if lab.startswith("03")]))
    a, b = run[0][0], run[0][1]
    good = {side_of(grid, a, b): {"f": ["slope"], "up": a}}
    assert check_sides(grid, good, {"slope", "stream"}, ("slope",)) == []
    bad = {f"{b}/{a}" if a < b else f"{a}/{b}x": {"f": ["slope"]},
           side_of(grid, a, b): {"f": ["lava"], "up": a},
           "0101/0303": {"f": ["stream"]}}
    problems = check_sides(grid, bad, {"slope", "stream"}, ("slope",))
    assert any("canonical" in p or "bad hexside" in p for p in problems)
    assert any("empty or unknown" in p for p in problems) and any("'up' without a slope" in p for p in problems)
    assert any("0101/0303" in p for p in problems)


def test_road_records_are_checked_alike_on_every_map():
    from pyapp.core.hexgrid import HexGrid, check_roads
    grid = HexGrid("flat", "odd", CCRR, Bounds(1, 3, 1, 3))
    hexes = [grid.label(h) for h in grid.all_hexes()]
    good = {"pike": {"class": "pike", "name": {"en": "Pike", "es": "Camino"}, "hexes": ["0101", "0102", "0103"]}}
    assert check_roads(grid, good, hexes, ("pike",)) == []
    bad = {"a": {"class": "rail", "name": {"en": "A"}, "hexes": ["0101"]},
           "b": {"class": "pike", "name": {"en": "B", "es": "B"}, "hexes": ["0101", "0103", "0101", "0909"]}}
    problems = " | ".join(check_roads(grid, bad, hexes, ("pike",)))
    for words in ("class 'rail'", "Spanish name", "fewer than 2 hexes", "visits a hex twice",
                  "0909 is not a map hex", "0101 and 0103 are not adjacent"):
        assert words in problems, words
