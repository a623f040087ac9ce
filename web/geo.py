"""Map projection and canvas camera (pure Python, standard library only).

One projection is shared by the basemap (built by ``tools/basemap.py`` into
``assets/basemap.json``) and the game's boxes (real latitude/longitude in
``pyapp/games/ahd/mapdata.py``), so both land on the same "map units".

Projection: Albers equal-area conic on a sphere, standard parallels 29.5 N and
45.5 N (the classic USA parallels, which give the curved parallels of period
maps), central meridian 84 W, origin latitude 36 N. Its output is then scaled
and shifted so that the game's area, longitude -96..-70 and latitude 24..45,
fits exactly in MAP_BOUNDS = (0, 0, MAP_WIDTH, MAP_HEIGHT) map units, with
x growing east and y growing DOWN (canvas order). MAP_WIDTH is 10000, so that
integer map units are precise enough for the basemap at any sensible zoom.

Screen pixels = map units * View.scale + View.offset.
"""

from __future__ import annotations

import math

# Projection parameters (degrees).
LON0 = -84.0
LAT0 = 36.0
PHI1 = 29.5
PHI2 = 45.5
# The game's area: west, south, east, north (degrees).
AREA = (-96.0, 24.0, -70.0, 45.0)
MAP_WIDTH = 10000.0

_R = math.radians
_n = (math.sin(_R(PHI1)) + math.sin(_R(PHI2))) / 2.0
_C = math.cos(_R(PHI1)) ** 2 + 2.0 * _n * math.sin(_R(PHI1))


def _rho(lat: float) -> float:
    return math.sqrt(max(_C - 2.0 * _n * math.sin(_R(lat)), 0.0)) / _n


_RHO0 = _rho(LAT0)


def albers(lon: float, lat: float) -> tuple[float, float]:
    """Raw Albers on the unit sphere: (easting, northing), y UP."""
    rho = _rho(lat)
    theta = _n * _R(lon - LON0)
    return rho * math.sin(theta), _RHO0 - rho * math.cos(theta)


def albers_inverse(x: float, y: float) -> tuple[float, float]:
    """Inverse of albers(): (lon, lat) in degrees."""
    dy = _RHO0 - y
    rho = math.copysign(math.hypot(x, dy), _n)
    theta = math.atan2(x, dy) if _n > 0 else math.atan2(-x, -dy)
    s = (_C - (rho * _n) ** 2) / (2.0 * _n)
    lat = math.degrees(math.asin(max(-1.0, min(1.0, s))))
    lon = LON0 + math.degrees(theta / _n)
    return lon, lat


def _area_frame() -> tuple[float, float, float, float]:
    """Bounding box of the projected AREA outline (raw Albers units)."""
    w, s, e, n = AREA
    pts = []
    steps = 64
    for i in range(steps + 1):
        lon = w + (e - w) * i / steps
        lat = s + (n - s) * i / steps
        pts += [albers(lon, s), albers(lon, n), albers(w, lat), albers(e, lat)]
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return min(xs), min(ys), max(xs), max(ys)


_FX0, _FY0, _FX1, _FY1 = _area_frame()
# map units per raw Albers unit
SCALE = MAP_WIDTH / (_FX1 - _FX0)
MAP_HEIGHT = round((_FY1 - _FY0) * SCALE, 3)
MAP_BOUNDS = (0.0, 0.0, MAP_WIDTH, MAP_HEIGHT)

# Everything another program needs to redo the projection (stored in basemap.json).
PROJECTION = {
    "type": "albers_equal_area_conic_sphere",
    "lon0": LON0, "lat0": LAT0, "parallels": [PHI1, PHI2],
    "area_lonlat": list(AREA),
    "x": "(albers_x - x0) * scale", "y": "(y0 - albers_y) * scale (y down)",
    "x0": _FX0, "y0": _FY1, "scale": SCALE,
    "bounds": list(MAP_BOUNDS),
}


def project(lon: float, lat: float) -> tuple[float, float]:
    """(lon, lat) in degrees -> (x, y) map units, x east, y down."""
    ax, ay = albers(lon, lat)
    return (ax - _FX0) * SCALE, (_FY1 - ay) * SCALE


def unproject(x: float, y: float) -> tuple[float, float]:
    """(x, y) map units -> (lon, lat) in degrees."""
    return albers_inverse(x / SCALE + _FX0, _FY1 - y / SCALE)


class View:
    """Canvas camera: screen = map * scale + offset (pixels)."""

    def __init__(self, scale: float = 1.0, offset_x: float = 0.0, offset_y: float = 0.0,
                 min_scale: float = 0.01, max_scale: float = 10.0):
        self.min_scale = min_scale
        self.max_scale = max_scale
        self.scale = float(scale)
        self.offset_x = float(offset_x)
        self.offset_y = float(offset_y)

    def __repr__(self) -> str:
        return f"View(scale={self.scale!r}, offset_x={self.offset_x!r}, offset_y={self.offset_y!r})"

    def clamp(self, scale: float) -> float:
        return max(self.min_scale, min(self.max_scale, scale))

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return x * self.scale + self.offset_x, y * self.scale + self.offset_y

    def to_map(self, sx: float, sy: float) -> tuple[float, float]:
        return (sx - self.offset_x) / self.scale, (sy - self.offset_y) / self.scale

    def fit(self, bounds, width: float, height: float, margin: float = 0.0,
            set_min: bool = False) -> None:
        """Show the whole of bounds (minx, miny, maxx, maxy), centred, leaving
        margin pixels on every side. The fitted scale is NOT clamped (and with
        set_min=True it becomes the smallest scale zooming out allows)."""
        minx, miny, maxx, maxy = bounds
        bw = max(maxx - minx, 1e-9)
        bh = max(maxy - miny, 1e-9)
        aw = max(width - 2 * margin, 1.0)
        ah = max(height - 2 * margin, 1.0)
        self.scale = min(aw / bw, ah / bh)
        if set_min:
            self.min_scale = self.scale
        self.offset_x = (width - bw * self.scale) / 2.0 - minx * self.scale
        self.offset_y = (height - bh * self.scale) / 2.0 - miny * self.scale

    def zoom_at(self, factor: float, sx: float, sy: float) -> None:
        """Multiply the scale by factor (clamped), keeping the map point under
        the screen point (sx, sy) where it is."""
        mx, my = self.to_map(sx, sy)
        self.scale = self.clamp(self.scale * factor)
        self.offset_x = sx - mx * self.scale
        self.offset_y = sy - my * self.scale

    def pan(self, dx: float, dy: float) -> None:
        """Move the map by (dx, dy) screen pixels."""
        self.offset_x += dx
        self.offset_y += dy

    def pinch(self, p1_old, p2_old, p1_new, p2_new) -> None:
        """Two-finger gesture: the map point under the old midpoint of the two
        pointers ends under the new midpoint, and the scale changes by the
        ratio of the new finger distance to the old one (clamped)."""
        mx0 = (p1_old[0] + p2_old[0]) / 2.0
        my0 = (p1_old[1] + p2_old[1]) / 2.0
        mx1 = (p1_new[0] + p2_new[0]) / 2.0
        my1 = (p1_new[1] + p2_new[1]) / 2.0
        d0 = math.hypot(p2_old[0] - p1_old[0], p2_old[1] - p1_old[1])
        d1 = math.hypot(p2_new[0] - p1_new[0], p2_new[1] - p1_new[1])
        factor = d1 / d0 if d0 > 1e-6 and d1 > 1e-6 else 1.0
        x, y = self.to_map(mx0, my0)
        self.scale = self.clamp(self.scale * factor)
        self.offset_x = mx1 - x * self.scale
        self.offset_y = my1 - y * self.scale


def hit_box(boxes_xy: dict, sx: float, sy: float, radius_px: float, view: View | None = None):
    """Id of the box nearest the screen point (sx, sy) within radius_px
    pixels, or None. boxes_xy maps id -> (x, y) in SCREEN pixels, or in map
    units when a view is given to convert them. Ties go to the first id."""
    best = None
    best_d = radius_px * radius_px
    for box_id, (x, y) in boxes_xy.items():
        if view is not None:
            x, y = view.to_screen(x, y)
        d = (x - sx) ** 2 + (y - sy) ** 2
        if d <= best_d and (best is None or d < best_d):
            best, best_d = box_id, d
    return best


def min_separation(points: dict, ids=None) -> tuple:
    """(distance, a, b): the closest pair among ``points`` (id -> (x, y)),
    restricted to ``ids`` when given; (inf, None, None) with fewer than two."""
    keys = sorted(points if ids is None else (i for i in ids if i in points))
    best = (math.inf, None, None)
    for i, a in enumerate(keys):
        ax, ay = points[a]
        for b in keys[i + 1:]:
            bx, by = points[b]
            d = math.hypot(ax - bx, ay - by)
            if d < best[0]:
                best = (d, a, b)
    return best


def spread_layout(points: dict, min_sep: float, iterations: int = 120, pull: float = 0.05) -> dict:
    """Display positions for a point-to-point map: ``points`` (id -> (x, y),
    the geographic places) moved apart until no two are closer than
    ``min_sep``, each moved as little as it can (a weak pull back to its own
    place every step), so that the map stays recognisable. Deterministic
    (ids in sorted order; coincident points part along a fixed angle).
    Pairs are found through a grid of ``min_sep`` cells, so a step costs
    about one pass over the points."""
    ids = sorted(points)
    home = [points[i] for i in ids]
    pos = [list(p) for p in home]
    n = len(ids)
    sep2 = min_sep * min_sep
    for step in range(iterations):
        grid: dict = {}
        for k, (x, y) in enumerate(pos):
            grid.setdefault((int(x // min_sep), int(y // min_sep)), []).append(k)
        moved = False
        push = [[0.0, 0.0] for _ in range(n)]
        for (cx, cy), members in grid.items():
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    others = grid.get((cx + dx, cy + dy))
                    if not others:
                        continue
                    for a in members:
                        ax, ay = pos[a]
                        for b in others:
                            if b <= a:
                                continue
                            vx, vy = pos[b][0] - ax, pos[b][1] - ay
                            d2 = vx * vx + vy * vy
                            if d2 >= sep2 * 1.0001:
                                continue
                            d = math.sqrt(d2)
                            if d < 1e-9:
                                ang = 2.399963 * (a + b)          # golden angle: a fixed direction
                                vx, vy, d = math.cos(ang), math.sin(ang), 1.0
                                over = min_sep
                            else:
                                over = min_sep * 1.01 - d
                            f = 0.5 * over / d
                            push[a][0] -= vx * f
                            push[a][1] -= vy * f
                            push[b][0] += vx * f
                            push[b][1] += vy * f
                            moved = True
        # the pull home fades over the first half, so the second half ends
        # with no pair closer than min_sep
        k_pull = pull * max(0.0, 1.0 - 2.0 * step / iterations)
        for k in range(n):
            p, h = pos[k], home[k]
            p[0] += push[k][0] * 0.6 + (h[0] - p[0]) * k_pull
            p[1] += push[k][1] * 0.6 + (h[1] - p[1]) * k_pull
        if not moved and k_pull == 0.0:
            break
    return {i: (pos[k][0], pos[k][1]) for k, i in enumerate(ids)}


def nearest_in_direction(points: dict, start, direction: str):
    """The item of ``points`` (id -> (x, y), y down) nearest ``start`` in
    ``direction`` ("left", "right", "up", "down"): among the items within
    60 degrees either side of that direction, the one with the smallest
    distance plus twice its offset across the direction; None if there is none."""
    ux, uy = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}[direction]
    x0, y0 = points[start]
    best, best_score = None, math.inf
    for item in sorted(points):
        if item == start:
            continue
        dx, dy = points[item][0] - x0, points[item][1] - y0
        along = dx * ux + dy * uy
        across = abs(dx * uy - dy * ux)
        if along <= 0 or across > along * 1.7320508:
            continue
        score = math.hypot(dx, dy) + 2 * across
        if score < best_score:
            best, best_score = item, score
    return best
