"""The parts of a hex table that need no browser, shared by the games whose
maps are drawn from their own grid (Badges of Courage, Stonewall's Sword).

``HexLayout``: a game's grid (``pyapp.core.hexgrid``) drawn with pointy
hexes, north up, in map units: where each hex's centre and corners lie,
which hex a map point falls in, the map's bounds, the off-map neighbours
of an edge hex and an entry road's arrow onto the map. Each game says how
its grid's coordinates turn into the map's (``to_map``) and back
(``from_map``): Badges of Courage draws its columns right to left,
Stonewall's Sword turns its grid a quarter.

Then the little the two tables' map keys share: the words in one of two
languages, an SVG swatch, a row, the whole key as a ``<details>``; and the
hexsides with a slope, read from a game's hexside data.

Pure Python, tested natively through the tables' parts
(tests/test_boc_table_parts.py, tests/test_ss_table_parts.py).
"""

from __future__ import annotations

import math
from html import escape

from .hexdraw import entry_arrow


def tr(lang: str, en: str, es: str) -> str:
    """The words in the page's language (Spanish, else English)."""
    return es if lang == "es" else en


class HexLayout:
    """A grid's hexes in map units (x east, y south), each ``size`` from
    centre to corner, pointy-topped on screen."""

    def __init__(self, grid, hexes, size: float, to_map, from_map) -> None:
        self.grid = grid
        self.size = size
        self.to_map = to_map          # a grid point (the data's layout) -> map units
        self.from_map = from_map      # map units -> a grid point
        self.centres = {h: to_map(*grid.center(grid.parse(h), size)) for h in hexes}

    def centre(self, h: str) -> tuple:
        """The hex's centre in map units (x east, y south)."""
        return self.centres[h]

    def corners(self, h: str) -> list:
        """The hex's six corners in map units (pointy-topped on screen)."""
        cx, cy = self.centres[h]
        size = self.size
        return [(cx + size * math.cos(math.radians(60 * k - 30)), cy + size * math.sin(math.radians(60 * k - 30)))
                for k in range(6)]

    def hex_at(self, x: float, y: float):
        """The label of the hex under map point (x, y), or None off the map."""
        h = self.grid.hex_at(*self.from_map(x, y), self.size)
        return self.grid.label(h) if self.grid.contains(h) else None

    def bounds(self) -> tuple:
        """(minx, miny, maxx, maxy) of every hex, with a margin of 1.2 hexes
        (room for the entry arrows)."""
        xs = [x for h in self.centres for x, _ in self.corners(h)]
        ys = [y for h in self.centres for _, y in self.corners(h)]
        m = self.size * 1.2
        return min(xs) - m, min(ys) - m, max(xs) + m, max(ys) + m

    def off_map(self, h: str) -> list:
        """The centres (map units) of the off-map neighbours of an edge hex."""
        grid = self.grid
        cell = grid.parse(h)
        out = []
        for d in range(6):
            n = grid.neighbour(cell, d)
            if not grid.contains(n):
                out.append(self.to_map(*grid.center(n, self.size)))
        return out

    def road_entry(self, road_hexes: list, hx: str) -> tuple:
        """((x0, y0) off the map, (x1, y1) at the hex's edge): an arrow onto
        the map at entry hex ``hx`` of a road (its hexes in order), through
        the side facing off the map most nearly along the road."""
        i = road_hexes.index(hx)
        prev = road_hexes[i - 1] if i > 0 else road_hexes[i + 1]
        return entry_arrow(self.centre(hx), self.centre(prev), self.off_map(hx), self.size)


def slope_sides(sides: dict) -> list:
    """(uphill hex, downhill hex, record) of every hexside whose record
    (``{"f": [features], "up": hex}``, keyed "a/b") names an uphill hex."""
    out = []
    for side, rec in sorted(sides.items()):
        if "up" not in rec:
            continue
        a, b = side.split("/")
        up = rec["up"]
        out.append((up, b if up == a else a, rec))
    return out


# -- the map key ---------------------------------------------------------------------------

def swatch(body: str, fill: str, w: int = 44, h: int = 28) -> str:
    """A small inline SVG on a ground of ``fill``, for a row of the map key."""
    return (f'<svg viewBox="0 0 {w} {h}" width="{w}" height="{h}" aria-hidden="true" focusable="false">'
            f'<rect width="{w}" height="{h}" fill="{fill}" rx="3"/>{body}</svg>')


def key_row(swatch_svg: str, text: str) -> str:
    """One row of the map key: the swatch, then the words."""
    return f"<li>{swatch_svg}<span>{escape(text)}</span></li>"


def key_html(title: str, sections, css: str) -> str:
    """The map key: ``sections`` [(heading, [row, ...])] in a ``<details>``
    of class ``map-legend`` and ``css``."""
    body = "".join(f"<h4>{escape(t)}</h4><ul>{''.join(rows)}</ul>" for t, rows in sections)
    return (f'<details class="map-legend {css}"><summary>{escape(title)}</summary>'
            f'<div class="legend-body">{body}</div></details>')
