#!/usr/bin/env python3
"""Build assets/basemap.json: state outlines for the A House Divided map.

    python3 tools/basemap.py            writes assets/basemap.json, prints its size

Source: the npm package us-atlas (pinned in package.json), file
node_modules/us-atlas/states-10m.json: TopoJSON of the US Census Bureau's
2017 cartographic state boundaries (shorelines, not legal water boundaries),
in longitude/latitude, quantized and delta-encoded. Standard library only.

Steps: decode the TopoJSON arcs; keep the states whose bounding box meets the
game's area (web.geo.AREA); merge West Virginia into Virginia (1861), dropping
their shared border; project every arc with web.geo.project; simplify each
arc once (Douglas-Peucker in map units, so borders shared by two states stay
identical); clip the rings to web.geo.MAP_BOUNDS; round to integer map units.

Output: {"version": 1, "source", "projection": web.geo.PROJECTION,
"states": [{"id": "VA", "name": "Virginia", "rings": [[x0, y0, x1, y1, ...]]}],
"bounds": [minx, miny, maxx, maxy]}. Rings are open (the last point is not
the first repeated); the outer rings and the holes are not told apart: fill
with the even-odd rule. Only US land is drawn: Canada, Mexico and the Bahamas
are not in the data.
"""

from __future__ import annotations

import json
import math
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from web import geo  # noqa: E402

ATLAS = ROOT / "node_modules" / "us-atlas"
TOPOJSON = ATLAS / "states-10m.json"
OUT = ROOT / "assets" / "basemap.json"
# Douglas-Peucker tolerance in map units (the map is 10000 units wide: at
# 1920 px across, one pixel is about 5 units; the source is already
# simplified, so a small tolerance costs little).
TOLERANCE = 2.0
# Rings whose area is below this (square map units) after simplification are
# dropped (specks of islands).
MIN_AREA = 400.0

# FIPS state code -> (postal code, name used in 1861 where it differs).
FIPS = {
    "01": "AL", "02": "AK", "04": "AZ", "05": "AR", "06": "CA", "08": "CO", "09": "CT",
    "10": "DE", "11": "DC", "12": "FL", "13": "GA", "15": "HI", "16": "ID", "17": "IL",
    "18": "IN", "19": "IA", "20": "KS", "21": "KY", "22": "LA", "23": "ME", "24": "MD",
    "25": "MA", "26": "MI", "27": "MN", "28": "MS", "29": "MO", "30": "MT", "31": "NE",
    "32": "NV", "33": "NH", "34": "NJ", "35": "NM", "36": "NY", "37": "NC", "38": "ND",
    "39": "OH", "40": "OK", "41": "OR", "42": "PA", "44": "RI", "45": "SC", "46": "SD",
    "47": "TN", "48": "TX", "49": "UT", "50": "VT", "51": "VA", "53": "WA", "54": "WV",
    "55": "WI", "56": "WY", "60": "AS", "66": "GU", "69": "MP", "72": "PR", "78": "VI",
}
# 1861: West Virginia was still part of Virginia (admitted June 1863).
MERGE = {"WV": "VA"}
# Oklahoma was the Indian Territory in 1861.
NAMES_1861 = {"OK": "Indian Territory"}


def atlas_version() -> str:
    with open(ATLAS / "package.json", encoding="utf-8") as f:
        return json.load(f)["version"]


def decode_arcs(topo: dict) -> list[list[tuple[float, float]]]:
    """TopoJSON arcs -> lists of (lon, lat): undo delta encoding and quantization."""
    t = topo.get("transform")
    arcs = []
    for arc in topo["arcs"]:
        if t:
            (kx, ky), (dx, dy) = t["scale"], t["translate"]
            x = y = 0
            pts = []
            for p in arc:
                x += p[0]
                y += p[1]
                pts.append((x * kx + dx, y * ky + dy))
        else:
            pts = [(p[0], p[1]) for p in arc]
        arcs.append(pts)
    return arcs


def polygons_of(geom: dict) -> list[list[list[int]]]:
    """A Polygon or MultiPolygon's rings as lists of arc references."""
    if geom["type"] == "Polygon":
        return [geom["arcs"]]
    if geom["type"] == "MultiPolygon":
        return list(geom["arcs"])
    return []


def ring_refs(polys: list[list[list[int]]]) -> list[list[int]]:
    return [ring for poly in polys for ring in poly]


def merge_rings(rings: list[list[int]], arcs: list) -> list[list[int]]:
    """Merge rings (arc references) into the outline of their union: an arc
    used by two of the rings (a shared border) is dropped, the rest are
    chained end to start into new rings."""
    count: dict[int, int] = {}
    for ring in rings:
        for ref in ring:
            i = ref if ref >= 0 else ~ref
            count[i] = count.get(i, 0) + 1
    refs = [ref for ring in rings for ref in ring if count[ref if ref >= 0 else ~ref] == 1]

    def ends(ref):
        a = arcs[ref if ref >= 0 else ~ref]
        return (a[0], a[-1]) if ref >= 0 else (a[-1], a[0])

    by_start: dict = {}
    for ref in refs:
        by_start.setdefault(ends(ref)[0], []).append(ref)
    used: set[int] = set()
    out = []
    for ref in refs:
        if ref in used:
            continue
        ring = [ref]
        used.add(ref)
        start, end = ends(ref)
        while end != start:
            nxt = next((r for r in by_start.get(end, []) if r not in used), None)
            if nxt is None:
                break          # should not happen with a clean topology
            ring.append(nxt)
            used.add(nxt)
            end = ends(nxt)[1]
        out.append(ring)
    return out


def simplify(pts: list[tuple[float, float]], tol: float) -> list[tuple[float, float]]:
    """Douglas-Peucker (iterative); the two end points are always kept."""
    n = len(pts)
    if n < 3:
        return list(pts)
    keep = [False] * n
    keep[0] = keep[-1] = True
    stack = [(0, n - 1)]
    tol2 = tol * tol
    while stack:
        a, b = stack.pop()
        ax, ay = pts[a]
        bx, by = pts[b]
        dx, dy = bx - ax, by - ay
        ll = dx * dx + dy * dy
        best, best_d = -1, tol2
        for i in range(a + 1, b):
            px, py = pts[i]
            if ll == 0:
                d = (px - ax) ** 2 + (py - ay) ** 2
            else:
                u = ((px - ax) * dx + (py - ay) * dy) / ll
                u = 0.0 if u < 0 else 1.0 if u > 1 else u
                d = (px - ax - u * dx) ** 2 + (py - ay - u * dy) ** 2
            if d > best_d:
                best, best_d = i, d
        if best >= 0:
            keep[best] = True
            stack.append((a, best))
            stack.append((best, b))
    return [p for p, k in zip(pts, keep) if k]


def clip(ring: list[tuple[float, float]], box) -> list[tuple[float, float]]:
    """Sutherland-Hodgman: a polygon ring clipped to an axis-aligned box."""
    minx, miny, maxx, maxy = box
    edges = [
        (lambda p: p[0] >= minx, lambda p, q: _cross_x(p, q, minx)),
        (lambda p: p[0] <= maxx, lambda p, q: _cross_x(p, q, maxx)),
        (lambda p: p[1] >= miny, lambda p, q: _cross_y(p, q, miny)),
        (lambda p: p[1] <= maxy, lambda p, q: _cross_y(p, q, maxy)),
    ]
    out = ring
    for inside, cross in edges:
        if not out:
            break
        src, out = out, []
        prev = src[-1]
        for cur in src:
            if inside(cur):
                if not inside(prev):
                    out.append(cross(prev, cur))
                out.append(cur)
            elif inside(prev):
                out.append(cross(prev, cur))
            prev = cur
    return out


def _cross_x(p, q, x):
    t = (x - p[0]) / (q[0] - p[0])
    return (x, p[1] + t * (q[1] - p[1]))


def _cross_y(p, q, y):
    t = (y - p[1]) / (q[1] - p[1])
    return (p[0] + t * (q[0] - p[0]), y)


def area(ring) -> float:
    s = 0.0
    for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1]):
        s += x0 * y1 - x1 * y0
    return abs(s) / 2.0


def any_point_in(rings_ll, area_box) -> bool:
    w, s, e, n = area_box
    for ring in rings_ll:
        for lon, lat in ring:
            if w <= lon <= e and s <= lat <= n:
                return True
    return False


def river_lines() -> list:
    """The big rivers (tools/rivers.py, AUTHORED courses) in map units, for
    drawing under the game's own river links."""
    try:
        from tools import rivers
    except ImportError:
        return []
    out = []
    for name, pts in sorted(rivers.RIVERS.items()):
        flat: list[int] = []
        for lon, lat in pts:
            x, y = geo.project(lon, lat)
            flat += [round(x), round(y)]
        out.append({"name": name, "line": flat})
    return out


def build_data(tolerance: float = TOLERANCE) -> dict:
    with open(TOPOJSON, encoding="utf-8") as f:
        topo = json.load(f)
    arcs = decode_arcs(topo)

    # group the states' rings (arc references) by 1861 id
    groups: dict[str, dict] = {}
    for g in topo["objects"]["states"]["geometries"]:
        code = FIPS.get(str(g.get("id")))
        if code is None:
            continue
        refs = ring_refs(polygons_of(g))
        pts = [arcs[r if r >= 0 else ~r] for ring in refs for r in ring]
        # a state is kept when any of its points lies in the game's area
        if not any_point_in(pts, geo.AREA):
            continue
        sid = MERGE.get(code, code)
        name = NAMES_1861.get(sid, g["properties"]["name"])
        grp = groups.setdefault(sid, {"name": name, "rings": [], "merged": []})
        if sid == code:
            grp["name"] = name
        grp["rings"] += refs
        grp["merged"].append(code)

    # project and simplify each arc once
    cache: dict[int, list[tuple[float, float]]] = {}

    def arc_xy(i: int):
        if i not in cache:
            cache[i] = simplify([geo.project(lon, lat) for lon, lat in arcs[i]], tolerance)
        return cache[i]

    states = []
    minx = miny = math.inf
    maxx = maxy = -math.inf
    for sid, grp in groups.items():
        rings = grp["rings"]
        if len(grp["merged"]) > 1:
            rings = merge_rings(rings, arcs)
        out_rings = []
        for ring in rings:
            pts: list[tuple[float, float]] = []
            for ref in ring:
                a = arc_xy(ref if ref >= 0 else ~ref)
                a = a if ref >= 0 else a[::-1]
                pts.extend(a[1:] if pts else a)   # arcs share end points
            if len(pts) > 1 and pts[0] == pts[-1]:
                pts.pop()
            pts = clip(pts, geo.MAP_BOUNDS)
            flat: list[int] = []
            last = None
            for x, y in pts:
                q = (round(x), round(y))
                if q != last:
                    flat += q
                    last = q
            if len(flat) >= 4 and flat[:2] == flat[-2:]:
                del flat[-2:]
            if len(flat) < 6:
                continue
            ipts = list(zip(flat[0::2], flat[1::2]))
            if area(ipts) < MIN_AREA:
                continue
            out_rings.append(flat)
            minx = min(minx, min(flat[0::2]))
            maxx = max(maxx, max(flat[0::2]))
            miny = min(miny, min(flat[1::2]))
            maxy = max(maxy, max(flat[1::2]))
        if out_rings:
            # largest ring first: a front end can put the label there
            out_rings.sort(key=lambda r: -area(list(zip(r[0::2], r[1::2]))))
            states.append({"id": sid, "name": grp["name"], "rings": out_rings})
    states.sort(key=lambda s: s["id"])
    return {
        "rivers": river_lines(),
        "version": 1,
        "source": f"us-atlas {atlas_version()} (data: US Census Bureau cartographic boundaries)",
        "note": "1861 borders: West Virginia is merged into Virginia; Oklahoma is the Indian Territory. "
                "Rings are open; fill with the even-odd rule. Coordinates are integer map units of web/geo.py.",
        "projection": geo.PROJECTION,
        "states": states,
        "bounds": [minx, miny, maxx, maxy],
    }


def build(out_path=OUT) -> int:
    """Write the basemap JSON to out_path; returns its size in bytes."""
    data = build_data()
    text = json.dumps(data, separators=(",", ":"))
    out_path = Path(out_path)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    tmp = out_path.with_suffix(out_path.suffix + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, out_path)
    return len(text.encode("utf-8"))


def main() -> None:
    size = build(OUT)
    data = json.loads(OUT.read_text(encoding="utf-8"))
    npts = sum(len(r) // 2 for s in data["states"] for r in s["rings"])
    print(f"{OUT.relative_to(ROOT)}: {size} bytes, {len(data['states'])} states, {npts} points")


if __name__ == "__main__":
    main()
