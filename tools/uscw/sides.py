"""Hexside features, rail hex paths and theatres for the USCW generator."""

from __future__ import annotations

import math

from pyapp.core.hexgrid import Hex
from pyapp.games.uscw import places as P
from tools.uscw import raster as R
from tools.uscw import rails as RL

GRID = P.GRID

# Named gaps (lat, lon): the mountain hexside nearest each becomes a pass.
GAPS = {
    "Cumberland Gap": (36.60, -83.67), "Thoroughfare Gap": (38.83, -77.78),
    "Ashby's Gap": (39.02, -77.96), "Snicker's Gap": (39.12, -77.85), "Manassas Gap": (38.90, -78.05),
    "Chester Gap": (38.86, -78.13), "Swift Run Gap": (38.36, -78.55), "Rockfish Gap": (38.03, -78.86),
    "Turner's Gap": (39.48, -77.62), "Crampton's Gap": (39.40, -77.64), "Cashtown Gap": (39.88, -77.41),
    "Pound Gap": (37.16, -82.63), "Deep Gap": (36.23, -81.51), "Swannanoa Gap": (35.62, -82.27),
    "Rabun Gap": (34.96, -83.39), "Fancy Gap": (36.67, -80.68), "Big Creek Gap": (36.43, -84.13),
}


# Ridges too narrow for ETOPO5's 9-km cells to show as a step between two
# hexes: (lon, lat) polylines, snapped to hexsides like the rivers.
RIDGES = {
    "Blue Ridge": [(-77.72, 39.30), (-77.85, 39.12), (-77.96, 39.02), (-78.05, 38.90), (-78.13, 38.86),
                   (-78.32, 38.66), (-78.55, 38.36), (-78.86, 38.03), (-79.10, 37.75), (-79.55, 37.45),
                   (-80.05, 37.25), (-80.40, 36.95), (-80.68, 36.67), (-81.30, 36.30), (-81.70, 36.05),
                   (-82.30, 35.65), (-82.80, 35.35), (-83.40, 34.96), (-84.00, 34.70)],
    "South Mountain": [(-77.41, 39.90), (-77.55, 39.70), (-77.62, 39.48), (-77.68, 39.35)],
    "Cumberland Mountain and Walden Ridge": [(-83.30, 36.75), (-83.67, 36.60), (-84.13, 36.43),
                                             (-84.60, 35.90), (-85.10, 35.40), (-85.31, 35.10),
                                             (-85.40, 34.90), (-85.70, 34.50)],
}


def ridge_sides(labels: list[str], rivers: dict) -> set[str]:
    from tools.uscw import rivers as RV
    g = RV.corner_graph(labels)
    wet = {sd for runs in rivers.values() for _, ss in runs for sd in ss}
    out: set[str] = set()
    for line in RIDGES.values():
        path = RV.snap(g, line, set())
        out |= {g[a][b] for a, b in zip(path, path[1:])} - wet
    return out


def hx(label: str) -> Hex:
    return Hex(int(label[2:]), int(label[:2]))


def lab(h: Hex) -> str:
    return f"{h.row:02d}{h.col:02d}"


def on_map(label: str) -> bool:
    r, c = int(label[:2]), int(label[2:])
    return P.ROWS[0] <= r <= P.ROWS[1] and P.COLS[0] <= c <= P.COLS[1]


def stop_hex(key: str) -> str:
    if key in P.PLACES:
        return P.PLACES[key][1]
    v = RL.STOPS[key]
    if isinstance(v, str):
        return v
    return R.label(R.hex_at(v[0], v[1]))


def hex_line(a: str, b: str) -> list[str]:
    """The straight run of hexes from a to b (both ends included), off-map hexes too."""
    ca, cb = GRID.to_cube(hx(a)), GRID.to_cube(hx(b))
    n = max(abs(ca.q - cb.q), abs(ca.r - cb.r), abs(ca.s - cb.s))
    out = [a]
    for k in range(1, n + 1):
        t = k / n
        q = ca.q + (cb.q - ca.q) * t + 1e-6
        r = ca.r + (cb.r - ca.r) * t + 2e-6
        s = -q - r
        rq, rr, rs = round(q), round(r), round(s)
        dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
        if dq > dr and dq > ds:
            rq = -rr - rs
        elif dr > ds:
            rr = -rq - rs
        rs = -rq - rr
        from pyapp.core.hexgrid import Cube
        out.append(lab(GRID.from_cube(Cube(rq, rr, rs))))
    return out


def rail_paths(lines: dict[str, list[str]], ter: dict[str, str]) -> dict[str, list[str]]:
    """Hex paths of rail lines, clipped to the map (a line leaving it ends at the edge)."""
    out = {}
    for name, stops in lines.items():
        path: list[str] = []
        for a, b in zip(stops, stops[1:]):
            seg = hex_line(stop_hex(a), stop_hex(b))
            for h in (seg if not path else seg[1:]):
                path.append(h)
        runs, cur = [], []
        for h in path:
            if on_map(h) and ter.get(h, "~") not in "~l":
                if cur and cur[-1] == h:
                    continue
                cur.append(h)
            elif cur:
                runs.append(cur)
                cur = []
        if cur:
            runs.append(cur)
        for k, run in enumerate(runs):
            if len(run) >= 2:
                out[name if k == 0 else f"{name} ({k + 1})"] = run
    return out


def side(a: str, b: str) -> str:
    return "/".join(sorted((a, b)))


def adjacent_pairs(labels) -> list[tuple[str, str]]:
    on = set(labels)
    out = []
    for a in labels:
        for n in GRID.neighbours(hx(a)):
            b = lab(n)
            if b in on and a < b:
                out.append((a, b))
    return out


def mountain_sides(stats: dict, ter: dict, ridges: set[str] = frozenset()) -> tuple[set, set, set]:
    """Mountain, impassable and pass hexsides from ETOPO5 statistics and RIDGES.

    stats[h] = (median, p10, p90) in metres. Mountain: at least one side is a
    mountain hex and the medians differ by >= 200 m (an escarpment: the
    Allegheny Front, the Cumberland Plateau's edge), or the side is on an
    authored ridge (Blue Ridge, South Mountain, Cumberland Mountain).
    Impassable: both hexes mountain with 90th percentiles >= 1,150 m (the
    Great Smokies and the Black Mountains). The mountain or impassable side
    nearest each named gap (within 1.2 hexes) becomes a pass.
    """
    land = [h for h, t in ter.items() if t not in "~l"]
    mountain, impassable = set(), set()
    for a, b in adjacent_pairs(land):
        if a not in stats or b not in stats:
            continue
        (ma, _, pa), (mb, _, pb) = stats[a], stats[b]
        am, bm = ter[a].lower() == "m", ter[b].lower() == "m"
        if am and bm and pa >= 1150 and pb >= 1150:
            impassable.add(side(a, b))
        elif (am or bm) and abs(ma - mb) >= 200:
            mountain.add(side(a, b))
    mountain |= set(ridges) - impassable
    passes = set()
    for lat, lon in GAPS.values():
        r, x = P.fit_rx(lat, lon)
        best = None
        for s in mountain | impassable:
            a, b = s.split("/")
            (ra, xa), (rb, xb) = P.row_x(a), P.row_x(b)
            d = math.hypot((ra + rb) / 2 - r, (xa + xb) / 2 - x)
            if d < 1.2 and (best is None or d < best[0]):
                best = (d, s)
        if best:
            passes.add(best[1])
            mountain.add(best[1])
            impassable.discard(best[1])
    return mountain - passes, impassable, passes


def water_sides(land_mask, ter: dict) -> set[str]:
    """Sides between two land hexes where the water between their centres is
    continuous across the hexside (a bay or sound): all-sea/all-lake hexsides."""
    land = [h for h, t in ter.items() if t not in "~l"]
    out = set()
    for a, b in adjacent_pairs(land):
        la, lb = P.centre_latlon(a), P.centre_latlon(b)
        wet = 0
        for k in range(3, 8):
            t = k / 10
            lat, lon = la[0] + (lb[0] - la[0]) * t, la[1] + (lb[1] - la[1]) * t
            j = int((lat - R.WINDOW[1]) / R.STEP)
            i = int((lon - R.WINDOW[0]) / R.STEP)
            if 0 <= j < R.NY and 0 <= i < R.NX and not land_mask[j][i]:
                wet += 1
        if wet == 5:
            out.add(side(a, b))
    return out


def theatres(ter: dict, state: dict, river_sides: set[str]) -> dict[str, str]:
    """E, W or T (Trans-Mississippi) for each land hex.

    TM: the land reached from Little Rock without crossing a Mississippi
    hexside (New Madrid, which the river runs through, is West by the rules).
    East: Virginia (with West Virginia), North Carolina, South Carolina,
    Maryland, DC, Pennsylvania and Delaware. West: the rest. AUTHORED: the
    printed East/West line is not in the rules (digest 3.2).
    """
    land = {h for h, t in ter.items() if t not in "~l"}
    nm = P.hex_of("new_madrid")
    start = P.hex_of("little_rock")
    tm, todo = {start}, [start]
    while todo:
        a = todo.pop()
        for n in GRID.neighbours(hx(a)):
            b = lab(n)
            if b in land and b not in tm and b != nm and side(a, b) not in river_sides:
                tm.add(b)
                todo.append(b)
    out = {}
    east = {"VA", "NC", "SC", "MD", "DC", "PA", "DE"}
    for h in ter:
        if h not in land:
            out[h] = "."
        elif h in tm:
            out[h] = "T"
        elif state.get(h) in east:
            out[h] = "E"
        else:
            out[h] = "W"
    return out
