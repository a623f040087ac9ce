"""For the People's map ground: the geometry under the spaces, in the map's
layout units (about 6,700 x 4,300, y downwards: ``pyapp.games.ftp.spaces``
XY, the spaces' centres on the 2014 board). Pure Python, built once at
import, tested natively (tests/test_ftp_table.py); the canvas
(``ftp_map``) fills and strokes it.

- ``CELLS``: each space's region, a convex polygon (its Voronoi cell among
  the spaces, cut to ``REACH`` units around it), every edge tagged with the
  space across it (None: the region's outer edge). The spaces of a state
  tint its regions, so the states show as areas; an edge between two
  states is a state border (``BORDERS``).
- ``SEAS``: the Atlantic (with the Chesapeake and Delaware bays) and the
  Gulf, sketched around the ports. AUTHORED display aid: the printed
  board's coasts are not in any source (MAP_NOTES.md), so the coast runs a
  little seaward of the sea ports and coastal forts, in their order along
  the shore; no rule reads it.
- ``COURSES``: each river of ``mapdata.RIVERS`` as a polyline through its
  river ports in course order, from a stub at the north edge (the rivers
  the Union comes down) to its mouth: the confluence on the main river
  (between the two ports the data names, in ``CONFLUENCE_ORDER`` where two
  tributaries share a stretch) or the nearest point of the sea.
- ``STATE_LABELS``: each state's name at the centroid of its spaces.
"""

from __future__ import annotations

import math

from pyapp.games.ftp import mapdata as MD
from pyapp.games.ftp import spaces as S

XY = {s: (float(x), float(y)) for s, (x, y) in S.XY.items()}
REACH = 330.0                 # map units: how far a space's region reaches at most
_SIDES = 20                   # the reach's polygon
NEAREST = 24                  # the neighbours that may cut a region

STATE_NAMES = {
    "AL": ("Alabama", "Alabama"), "AR": ("Arkansas", "Arkansas"), "FL": ("Florida", "Florida"),
    "GA": ("Georgia", "Georgia"), "LA": ("Louisiana", "Luisiana"), "MS": ("Mississippi", "Misisipi"),
    "NC": ("North Carolina", "Carolina del Norte"), "SC": ("South Carolina", "Carolina del Sur"),
    "TN": ("Tennessee", "Tennessee"), "TX": ("Texas", "Texas"), "VA": ("Virginia", "Virginia"),
    "KY": ("Kentucky", "Kentucky"), "MO": ("Missouri", "Misuri"), "WV": ("West Virginia", "Virginia Occidental"),
    "DC": ("District of Columbia", "Distrito de Columbia"), "DE": ("Delaware", "Delaware"),
    "IL": ("Illinois", "Illinois"), "IN": ("Indiana", "Indiana"), "MD": ("Maryland", "Maryland"),
    "NJ": ("New Jersey", "Nueva Jersey"), "OH": ("Ohio", "Ohio"), "PA": ("Pennsylvania", "Pensilvania"),
}

# Pale tints by allegiance at the start (2): the Confederacy's states warm, the
# border states green, the Union's cool; two neighbours never share a tint
# (``STATE_TINT``, coloured once the regions are known, below).
TINTS = {
    "csa": ("#f1e4c6", "#e3d0ad", "#f6ecdb", "#e9d9bd"),
    "border": ("#dde9c6", "#cfdfb2", "#e7efd6"),
    "usa": ("#dce6f2", "#c9d7ea", "#e8eef6", "#d3deee"),
}


# -- regions -------------------------------------------------------------------------------------

def _clip(poly: list, px: float, py: float, nx: float, ny: float, c: float, tag) -> list:
    """Sutherland-Hodgman: the part of ``poly`` (a list of ((x, y), tag of
    the edge that starts there)) where nx*x + ny*y <= c; the cut edge is
    tagged ``tag``."""
    out = []
    n = len(poly)
    for i in range(n):
        (a, ta), (b, _) = poly[i], poly[(i + 1) % n]
        da = nx * a[0] + ny * a[1] - c
        db = nx * b[0] + ny * b[1] - c
        if da <= 0:
            out.append((a, ta))
            if db > 0:
                t = da / (da - db)
                out.append(((a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])), tag))
        elif db <= 0:
            t = da / (da - db)
            out.append(((a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])), ta))
    return out


def region(space: str, points: dict = XY, reach: float = REACH) -> list:
    """``space``'s region: [((x, y), the space across the edge from here to
    the next point, or None)], convex, counter-clockwise on the screen."""
    x, y = points[space]
    poly = [((x + reach * math.cos(2 * math.pi * k / _SIDES), y + reach * math.sin(2 * math.pi * k / _SIDES)), None)
            for k in range(_SIDES)]
    near = sorted((math.dist((x, y), q), o) for o, q in points.items() if o != space)
    for d, other in near[:NEAREST]:
        if d > 2 * reach:
            break
        ox, oy = points[other]
        nx, ny = ox - x, oy - y
        c = (nx * (x + ox) + ny * (y + oy)) / 2
        poly = _clip(poly, x, y, nx, ny, c, other)
        if not poly:
            break
    return poly


CELLS = {s: region(s) for s in XY}


def state_paths() -> dict:
    """{state: [[x0, y0, x1, y1, ...], ...]}: the regions of each state's spaces."""
    out: dict = {}
    for s, poly in CELLS.items():
        out.setdefault(S.STATE[s], []).append([v for (p, _) in poly for v in p])
    return out


def borders() -> list:
    """[[x0, y0, x1, y1]]: the edges between regions of two states, once each."""
    out = []
    for s, poly in CELLS.items():
        n = len(poly)
        for i, (p, other) in enumerate(poly):
            if other is None or S.STATE[other] == S.STATE[s] or other < s:
                continue
            q = poly[(i + 1) % n][0]
            out.append([p[0], p[1], q[0], q[1]])
    return out


BORDERS = borders()


def neighbour_states() -> dict:
    """{state: {the states whose regions touch it}}."""
    out: dict = {st: set() for st in S.STATES}
    for s, poly in CELLS.items():
        for _, other in poly:
            if other is not None and S.STATE[other] != S.STATE[s]:
                out[S.STATE[s]].add(S.STATE[other])
    return out


def state_tints() -> dict:
    """{state: tint}: its allegiance's tints, greedily, none shared with a neighbour."""
    near = neighbour_states()
    out: dict = {}
    for st in S.STATES:
        tints = TINTS[S.ALLEGIANCE[st]]
        taken = {out.get(n) for n in near[st]}
        out[st] = next((c for c in tints if c not in taken), tints[0])
    return out


STATE_TINT = state_tints()


# -- seas (AUTHORED display aid, see the module docstring) ---------------------------------------

ATLANTIC = (
    (6760, -200), (6745, 400), (6712, 640), (6640, 820), (6570, 900),       # New Jersey, Cape May
    (6505, 740), (6458, 520), (6446, 420), (6412, 448), (6418, 620),        # Delaware Bay, up to Philadelphia
    (6448, 790), (6476, 935),                                              # Cape Henlopen
    (6470, 1050), (6440, 1230), (6396, 1385),                              # the Delmarva shore, Cape Charles
    (6330, 1230), (6262, 1000), (6202, 800), (6150, 600), (6096, 556),     # Chesapeake Bay, east shore
    (6070, 640), (6086, 790), (6112, 990), (6166, 1180), (6198, 1320),     # west shore: Baltimore to Fort Monroe
    (6252, 1420), (6322, 1468),                                            # Hampton Roads, Cape Henry
    (6346, 1560), (6372, 1750), (6342, 1960), (6212, 2160), (6112, 2312),  # the Outer Banks, Morehead City
    (5922, 2420), (5800, 2632), (5600, 2722), (5400, 2862), (5242, 3082),  # Cape Fear, Fort Sumter
    (5042, 3162), (4922, 3312), (4762, 3462), (4716, 3562), (4686, 3752),  # Fort Pulaski, Brunswick, Fernandina
    (4696, 3932), (4792, 4190), (4852, 4600), (7200, 4600), (7200, -200),  # St. Augustine
)
GULF = (
    (4215, 4600), (4212, 4300), (4120, 4262), (4062, 4150), (3950, 4020), (3840, 3972),  # Cedar Key, St. Marks
    (3700, 4022), (3580, 4112), (3420, 4042), (3200, 3950), (3040, 3932),  # Fort Gadsden, Fort Pickens
    (2960, 3800), (2870, 3830), (2760, 3905), (2650, 3914),                # Pensacola, Fort Morgan
    (2500, 3932), (2330, 4012), (2262, 4212),                              # the delta
    (2150, 4240), (2060, 4100), (1900, 4082), (1600, 4052), (1300, 4082),  # below New Orleans
    (950, 4100), (800, 4110), (500, 4110), (500, 4600),                    # Sabine City
)
SEAS = (ATLANTIC, GULF)


def in_sea(x: float, y: float) -> bool:
    """The point lies in one of the seas (even-odd rule)."""
    for ring in SEAS:
        inside = False
        n = len(ring)
        for i in range(n):
            (x1, y1), (x2, y2) = ring[i], ring[(i + 1) % n]
            if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                inside = not inside
        if inside:
            return True
    return False


# -- rivers -----------------------------------------------------------------------------------

def _sea_point(x: float, y: float, most: float = 420.0):
    """The nearest corner of the seas to (x, y), if it lies within ``most``."""
    best = min(((math.dist((x, y), p), p) for ring in SEAS for p in ring), default=(math.inf, None))
    return best[1] if best[0] <= most else None


def _confluence(name: str, r: dict) -> tuple | None:
    mouth = r["mouth"]
    if mouth[0] == "sea":
        x, y = XY[r["course"][-1]]
        return _sea_point(x, y)
    main, above, below = mouth
    if above == below:
        return XY[above] if r["course"][-1] != above else None
    order = MD.CONFLUENCE_ORDER.get((main, above, below), (name,))
    k = order.index(name) if name in order else 0
    t = (k + 1) / (len(order) + 1)
    (x1, y1), (x2, y2) = XY[above], XY[below]
    return (x1 + t * (x2 - x1), y1 + t * (y2 - y1))


def courses() -> dict:
    """{river: [x0, y0, x1, y1, ...]}: each river's course (see the module docstring)."""
    out = {}
    for name, r in MD.RIVERS.items():
        pts = [XY[s] for s in r["course"] if s in XY]
        if not pts:
            continue
        if r.get("source") == "north_edge":
            pts.insert(0, (pts[0][0], pts[0][1] - 160.0))
        end = _confluence(name, r)
        if end is not None and end != pts[-1]:
            pts.append(end)
        out[name] = [v for p in smooth(pts) for v in p]
    return out


def smooth(pts: list, steps: int = 6) -> list:
    """A Catmull-Rom curve through the points (a river's bends through its
    ports, not corners at them): ``steps`` points per stretch."""
    if len(pts) < 3:
        return list(pts)
    ext = [pts[0]] + list(pts) + [pts[-1]]
    out = [pts[0]]
    for i in range(1, len(ext) - 2):
        p0, p1, p2, p3 = ext[i - 1], ext[i], ext[i + 1], ext[i + 2]
        for k in range(1, steps + 1):
            t = k / steps
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[j] + (p2[j] - p0[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                                    + (3 * p1[j] - p0[j] - 3 * p2[j] + p3[j]) * t3) for j in (0, 1)))
    return out


COURSES = courses()


# -- state names -----------------------------------------------------------------------------

def state_labels() -> dict:
    """{state: (x, y)}: the centroid of each state's spaces."""
    acc: dict = {}
    for s, (x, y) in XY.items():
        a = acc.setdefault(S.STATE[s], [0.0, 0.0, 0])
        a[0] += x
        a[1] += y
        a[2] += 1
    return {st: (a[0] / a[2], a[1] / a[2]) for st, a in acc.items()}


STATE_LABELS = state_labels()
