"""Rasters over the USCW map window and their share of each hex (stdlib only).

A raster is a lat/lon grid of STEP degrees over WINDOW; each cell centre is
put in a hex with the rulebook-derived fit (pyapp.games.uscw.places). Polygons
are filled by scan lines (crossing parity), which handles GSHHG's nested
levels (land, lake, island in lake) and the us-atlas state rings alike.
"""

from __future__ import annotations

import math
from collections import defaultdict

from pyapp.games.uscw import places as P

WINDOW = (-96.2, 28.4, -74.6, 41.4)   # W, S, E, N: rows 10-52, columns 0-51 and a margin
STEP = 0.025
NX = round((WINDOW[2] - WINDOW[0]) / STEP)
NY = round((WINDOW[3] - WINDOW[1]) / STEP)


def lon_of(i: int) -> float:
    return WINDOW[0] + (i + 0.5) * STEP


def lat_of(j: int) -> float:
    return WINDOW[1] + (j + 0.5) * STEP


def hex_at(lat: float, lon: float) -> tuple[int, int]:
    """(row, col) of the hex holding a point: cube rounding in the fitted plane."""
    r, x = P.fit_rx(lat, lon)
    q = (x - 0.5) - r / 2.0
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    col = rq + (rr + (rr & 1)) // 2
    return rr, col


def label(rc: tuple[int, int]) -> str:
    return f"{rc[0]:02d}{rc[1]:02d}"


def cell_hexes() -> list[list[str]]:
    """The hex label of every raster cell, [j][i]."""
    out = []
    for j in range(NY):
        lat = lat_of(j)
        out.append([label(hex_at(lat, lon_of(i))) for i in range(NX)])
    return out


def scan_fill(rings: list[list[tuple[float, float]]]) -> list[bytearray]:
    """Parity fill of rings: out[j][i] = 1 where the cell centre is inside an odd number."""
    cross: dict[int, list[float]] = defaultdict(list)
    for ring in rings:
        n = len(ring)
        for k in range(n):
            x1, y1 = ring[k]
            x2, y2 = ring[(k + 1) % n]
            if y1 == y2:
                continue
            lo, hi = (y1, y2) if y1 < y2 else (y2, y1)
            j0 = max(0, math.ceil((lo - WINDOW[1]) / STEP - 0.5))
            j1 = min(NY - 1, math.ceil((hi - WINDOW[1]) / STEP - 0.5) - 1)
            for j in range(j0, j1 + 1):
                y = lat_of(j)
                cross[j].append(x1 + (y - y1) * (x2 - x1) / (y2 - y1))
    out = [bytearray(NX) for _ in range(NY)]
    for j, xs in cross.items():
        xs.sort()
        row = out[j]
        for a, b in zip(xs[0::2], xs[1::2]):
            i0 = max(0, math.ceil((a - WINDOW[0]) / STEP - 0.5))
            i1 = min(NX - 1, math.ceil((b - WINDOW[0]) / STEP - 0.5) - 1)
            for i in range(i0, i1 + 1):
                row[i] ^= 1
    return out


def shares(cells: list[list[str]], mask: list[bytearray]) -> dict[str, int]:
    """How many cells of each hex the mask covers."""
    out: dict[str, int] = defaultdict(int)
    for j in range(NY):
        mrow, crow = mask[j], cells[j]
        for i in range(NX):
            if mrow[i]:
                out[crow[i]] += 1
    return out
