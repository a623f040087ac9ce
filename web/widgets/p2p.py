"""A point-to-point map: boxes at real coordinates joined by lines.

Draws the geography under it (state outlines and big rivers from
``assets/basemap.json``, built from the us-atlas package), the links by kind
(road, rail, river with a downstream arrow), and every box through
``paint_box``, which a game's table overrides to show ownership, stacks and
printed marks; ``paint_over`` draws last (a fanned-out stack). Static
layers are Path2D objects in map units, built once and drawn under a
transform; boxes are drawn in screen pixels so they stay legible at every
zoom. Knows nothing of any game's rules.

The board description (a game's ``board()``) is {"kind": "p2p", "boxes":
{id: {"name", "lon", "lat", ...}}, "links": [[a, b, kind], ...]}.
"""

from __future__ import annotations

import math

import js
from pyodide.ffi import to_js

from .. import geo
from .mapcanvas import MapCanvas

SEA = "#dfe9f0"
LAND, LAND_EDGE, RIVER_COURSE = "#f4efe3", "#b9ae98", "#9cc3e6"
LINK_STYLE = {  # stroke, width in px, dash
    "road": ("#b08d57", 1.6, [5, 4]),
    "rail": ("#2a2623", 2.0, []),
    "river": ("#4a86c5", 3.0, []),
}
HIGHLIGHT = "#ffbf00"
SELECTED = "#d2361e"
INK = "#1d1b16"


def path2d(points_list, closed: bool):
    """One Path2D from flat point lists [x0, y0, x1, y1, ...]."""
    parts = []
    for pts in points_list:
        if len(pts) < 4:
            continue
        parts.append(f"M{pts[0]:.1f} {pts[1]:.1f}")
        parts.extend(f"L{pts[i]:.1f} {pts[i + 1]:.1f}" for i in range(2, len(pts) - 1, 2))
        if closed:
            parts.append("Z")
    return js.Path2D.new(" ".join(parts))


class PointToPointMap(MapCanvas):
    """Boxes and links on the projected geography."""

    def __init__(self, spec: dict, on_pick, label: str = "Map") -> None:
        self.spec = spec
        self.xy = {b: geo.project(d["lon"], d["lat"]) for b, d in spec["boxes"].items()}
        self.land = None
        self.rivers = None               # the big rivers' real courses (authored), under the links
        self.links: dict = {}
        self.arrows = None
        super().__init__(on_pick, label)
        self._build_links()

    # Static layers --------------------------------------------------------------------
    def set_basemap(self, basemap: dict) -> None:
        rings = [ring for st in basemap.get("states", []) for ring in st["rings"]]
        self.land = path2d(rings, True)
        lines = [r["line"] for r in basemap.get("rivers", []) if len(r.get("line", ())) >= 4]
        self.rivers = path2d(lines, False) if lines else None
        self.draw()

    def _build_links(self) -> None:
        by_kind = {kind: [] for kind in LINK_STYLE}
        arrows = []
        for a, b, kind in self.spec["links"]:
            (x1, y1), (x2, y2) = self.xy[a], self.xy[b]
            by_kind.setdefault(kind, []).append([x1, y1, x2, y2])
            if kind == "river":       # a small arrowhead pointing downstream, at the middle
                mx, my = (x1 + x2) / 2, (y1 + y2) / 2
                ang = math.atan2(y2 - y1, x2 - x1)
                size = 3.2
                arrows.append([mx + size * math.cos(ang), my + size * math.sin(ang),
                               mx + size * math.cos(ang + 2.5), my + size * math.sin(ang + 2.5),
                               mx + size * math.cos(ang - 2.5), my + size * math.sin(ang - 2.5)])
        self.links = {kind: path2d(lines, False) for kind, lines in by_kind.items()}
        self.arrows = path2d(arrows, True)

    # MapCanvas hooks --------------------------------------------------------------------
    def bounds(self) -> tuple:
        xs = [p[0] for p in self.xy.values()]
        ys = [p[1] for p in self.xy.values()]
        return min(xs), min(ys), max(xs), max(ys)

    def box_size(self) -> float:
        """Boxes grow with the zoom, from 12 to 24 pixels."""
        return max(12.0, min(24.0, 12.0 * self.zoom_level))

    def hit(self, sx: float, sy: float):
        return geo.hit_box(self.xy_screen(), sx, sy, max(14.0, self.box_size()))

    def item_screen(self, item):
        return self.view.to_screen(*self.xy[item]) if item in self.xy else None

    def xy_screen(self) -> dict:
        return {b: self.view.to_screen(x, y) for b, (x, y) in self.xy.items()}

    def paint(self, ctx, width: float, height: float) -> None:
        dpr, v = self.dpr, self.view
        ctx.fillStyle = SEA
        ctx.fillRect(0, 0, width, height)
        ctx.setTransform(dpr * v.scale, 0, 0, dpr * v.scale, dpr * v.offset_x, dpr * v.offset_y)
        unit = 1.0 / v.scale
        if self.land is not None:
            ctx.fillStyle = LAND
            ctx.fill(self.land, "evenodd")
            ctx.strokeStyle = LAND_EDGE
            ctx.lineWidth = 0.8 * unit
            ctx.stroke(self.land)
        if self.rivers is not None:
            ctx.strokeStyle = RIVER_COURSE
            ctx.lineWidth = 2.2 * unit
            ctx.lineJoin = "round"
            ctx.stroke(self.rivers)
        for kind in ("river", "road", "rail"):
            colour, lw, dash = LINK_STYLE[kind]
            ctx.strokeStyle = colour
            ctx.lineWidth = lw * unit
            ctx.setLineDash(to_js([d * unit for d in dash]))
            ctx.stroke(self.links[kind])
        ctx.setLineDash(to_js([]))
        ctx.fillStyle = LINK_STYLE["river"][0]
        ctx.fill(self.arrows)

        ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
        s = self.box_size()
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        show_names = self.zoom_level >= 1.8
        for b, (x, y) in self.xy.items():
            sx, sy = v.to_screen(x, y)
            if sx < -40 or sy < -40 or sx > width + 40 or sy > height + 40:
                continue
            self.paint_box(ctx, b, sx, sy, s)
            if show_names or b == self.selected:
                self.paint_name(ctx, b, sx, sy, s)
        self.paint_over(ctx)

    # Hooks for a game's table ------------------------------------------------------------
    def paint_box(self, ctx, box, sx: float, sy: float, s: float) -> None:
        """One box centred at (sx, sy), ``s`` pixels wide: a plain square."""
        half = s / 2
        if box in self.highlight:
            ctx.fillStyle = HIGHLIGHT
            ctx.fillRect(sx - half - 4, sy - half - 4, s + 8, s + 8)
        ctx.fillStyle = "#ffffff"
        ctx.fillRect(sx - half, sy - half, s, s)
        self.paint_outline(ctx, box, sx, sy, s)

    def paint_outline(self, ctx, box, sx: float, sy: float, s: float) -> None:
        """The box's edge: thick and red when it is the selected one."""
        half = s / 2
        ctx.lineWidth = 2.5 if box == self.selected else 1
        ctx.strokeStyle = SELECTED if box == self.selected else INK
        ctx.strokeRect(sx - half, sy - half, s, s)

    def paint_name(self, ctx, box, sx: float, sy: float, s: float) -> None:
        ctx.font = "11px system-ui, sans-serif"
        ctx.fillStyle = INK
        ctx.fillText(self.spec["boxes"][box]["name"], sx, sy + s / 2 + 8)

    def paint_over(self, ctx) -> None:
        """Drawn after every box (nothing here)."""
