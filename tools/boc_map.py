"""Authoring aid for the Badges of Courage map (pyapp/games/boc/mapdata.py).

    python3 tools/boc_map.py fit     # similarity fit of named hexes to real coordinates
    python3 tools/boc_map.py show    # the map as text, north up, west on the left
    python3 tools/boc_map.py locate LAT LON   # the hex nearest a real point (through the fit)

The fit: the hexes the gazetteer (grid.PLACES) ties to surveyed points
(data/SS_BOC_SOURCES.md B.6) are fitted by a least-squares similarity
transform (scale, rotation, shift) from hex-centre geometry to metres. It
gives about 470 m a hex (centre to centre) and a rotation of about 2-3 degrees,
with residuals of a few hundred metres: the game map is schematic, so the fit is
a guide for placing unnamed features, not a survey.
"""

from __future__ import annotations

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from pyapp.games.boc.grid import GRID, HEXES, ROWS  # noqa: E402

# hexes (averaged) -> surveyed point (lat, lon), data/SS_BOC_SOURCES.md B.6
ANCHORS = {
    ("G5", "G6", "H6", "H7", "I6", "I7"): (39.8309, -77.2311),   # town square
    ("J6",): (39.8221, -77.2300),                                # Cemetery Hill
    ("K4",): (39.8156, -77.2206),                                # Culp's Hill
    ("R7",): (39.7919, -77.2369),                                # Little Round Top
    ("T8",): (39.7875, -77.2383),                                # Big Round Top
    ("S9",): (39.7915, -77.2424),                                # Devil's Den
    ("Q9",): (39.7975, -77.2450),                                # the Wheatfield
    ("P10",): (39.7985, -77.2486),                               # Peach Orchard (mean of two)
    ("M7",): (39.8125, -77.2357),                                # the Angle
    ("D5",): (39.8454, -77.2264),                                # Barlow's (Blocher) Knoll
    ("H10",): (39.8369, -77.2520),                               # McPherson's Ridge
    ("M3",): (39.8133, -77.2159),                                # Spangler's Spring
}
LAT0 = 39.81
M_LAT = 111132.0
M_LON = 111320.0 * math.cos(math.radians(LAT0))


def _xy(label: str) -> tuple[float, float]:
    x, y = GRID.center(GRID.parse(label), 1.0)
    return -x, -y           # columns grow west, rows grow south: (east, north)


def fit():
    src, dst = [], []
    for labels, (lat, lon) in ANCHORS.items():
        pts = [_xy(h) for h in labels]
        src.append((sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)))
        dst.append(((lon + 77.23) * M_LON, (lat - LAT0) * M_LAT))
    n = len(src)
    ms = [sum(p[i] for p in src) / n for i in (0, 1)]
    md = [sum(p[i] for p in dst) / n for i in (0, 1)]
    a = b = d = 0.0
    for (px, py), (qx, qy) in zip(src, dst):
        px, py, qx, qy = px - ms[0], py - ms[1], qx - md[0], qy - md[1]
        a += px * qx + py * qy
        b += px * qy - py * qx
        d += px * px + py * py
    a, b = a / d, b / d

    def to_geo(label: str) -> tuple[float, float]:
        px, py = _xy(label)
        px, py = px - ms[0], py - ms[1]
        e = a * px - b * py + md[0]
        nn = b * px + a * py + md[1]
        return LAT0 + nn / M_LAT, -77.23 + e / M_LON

    scale = math.hypot(a, b) * math.sqrt(3)          # metres between neighbouring hex centres
    rot = math.degrees(math.atan2(b, a))
    return scale, rot, to_geo


def locate(lat: float, lon: float) -> list[str]:
    _, _, to_geo = fit()
    pos = {h: to_geo(h) for h in HEXES}
    return sorted(HEXES, key=lambda h: ((pos[h][0] - lat) * M_LAT) ** 2 + ((pos[h][1] - lon) * M_LON) ** 2)[:3]


def show() -> str:
    from pyapp.games.boc import terrain as T
    code = {"clear": ".", "woods": "W", "orchard": "o", "town": "T", "marsh": "m",
            "devils_den": "D", "lrt": "L", "college": "C", "peach_orchard": "P"}
    lines = ["    " + " ".join(f"{c:>4}" for c in range(14, 0, -1))]
    for i, r in enumerate(ROWS):
        cells = []
        for c in range(14, 0, -1):
            h = f"{r}{c}"
            road = "=" if any(T.road(h, n) for n in T.neighbours(h)) else " "
            v = str(T.vp(h)) if T.vp(h) else " "
            cells.append(f"{code[T.terrain(h)]}{T.ground(h)}{road}{v}")
        lines.append(f"{r}  " + ("  " if i % 2 else "") + " ".join(cells))
    lines.append("terrain code + ground level; '=' a road leaves the hex; digit = VP")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    cmd = argv[1] if len(argv) > 1 else "show"
    if cmd == "fit":
        scale, rot, to_geo = fit()
        print(f"hex spacing {scale:.0f} m, rotation {rot:.1f} degrees")
        for labels, (lat, lon) in ANCHORS.items():
            g = [to_geo(h) for h in labels]
            la = sum(p[0] for p in g) / len(g)
            lo = sum(p[1] for p in g) / len(g)
            print(f"  {labels[0]:>4}: residual {(la - lat) * M_LAT:+5.0f} m N, {(lo - lon) * M_LON:+5.0f} m E")
    elif cmd == "locate":
        print(locate(float(argv[2]), float(argv[3])))
    else:
        print(show())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
