"""A point-to-point map: boxes at real coordinates joined by lines.

Draws the geography under it (state outlines and big rivers from
``assets/basemap.json``, built from the us-atlas package), the links by kind
(road, rail, river with a downstream arrow), and every box through
``paint_box``, which a game's table overrides to show ownership, stacks and
printed marks; ``paint_over`` draws last (a fanned-out stack). Static
layers are Path2D objects in map units, built once and drawn under a
transform; boxes are drawn in screen pixels so they stay legible at every
zoom. Knows nothing of any game's rules.

Boxes are drawn at display positions, not at their exact places: the real
places (projected longitude and latitude) are spread apart once, by
``geo.spread_layout``, so that no two boxes lie closer than ``LAYOUT_SEP``
map units; the links join the display positions. Where boxes still crowd
(a phone), a touch tap near two of them zooms in (``MapCanvas``).

Place names are placed each time the scale or the marks change, in
priority order (the selected box, the keyboard cursor, the lit boxes, then
``mark_rank``: a game ranks its important places), each at the first of
six spots around its box that overlaps no label, box or marker already
placed; a name that finds no spot is left out until the zoom makes room.
``drawn_labels`` lists the boxes named in the last frame (the canvas's
``data-labels`` carries their names, for tests).

Toggles honoured by drawing: ``show_names``, ``show_units`` (the stacks and
counters, drawn by a game's table), ``show_marks`` (printed marks). The
trail (``set_trail``) draws moves as arrows and marks boxes that changed
hands.

The board description (a game's ``board()``) is {"kind": "p2p", "boxes":
{id: {"name", "lon", "lat", ...}}, "links": [[a, b, kind], ...]}.
"""

from __future__ import annotations

import json
import math

import js
from pyodide.ffi import create_proxy, to_js

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
CURSOR = "#0b63c4"
TRAIL = {"union": "#1f4fb4", "csa": "#4d4d4d", None: INK}
LAYOUT_SEP = 320.0          # map units: the least distance between two boxes' display positions
LABEL_FONT = "600 12px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
LABEL_BOLD = "800 12.5px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
LABEL_H = 16                # a label's height, halo included (pixels)
CROWD_RADIUS = 22.0         # half a 44-pixel finger target
_LAYOUTS: dict = {}         # display layouts, computed once per board


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


def display_layout(spec: dict) -> tuple:
    """(geographic, display) positions of a board's boxes in map units (cached)."""
    key = tuple(sorted((b, d["lon"], d["lat"]) for b, d in spec["boxes"].items()))
    sep = float(spec.get("layout_sep", LAYOUT_SEP))
    hit = _LAYOUTS.get((key, sep))
    if hit is None:
        places = {b: geo.project(d["lon"], d["lat"]) for b, d in spec["boxes"].items()}
        hit = _LAYOUTS[(key, sep)] = (places, geo.spread_layout(places, sep) if sep > 0 else dict(places))
    return hit


class PointToPointMap(MapCanvas):
    """Boxes and links on the projected geography."""

    # a counter's label: its font (``{size}`` in px) and its size against the counter's height
    marker_font = "700 {size}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
    marker_scale = 0.7

    def __init__(self, spec: dict, on_pick, label: str = "Map") -> None:
        self.spec = spec
        self.places, self.xy = display_layout(spec)
        self.land = None
        self.rivers = None               # the big rivers' real courses (authored), under the links
        self.links: dict = {}
        self.arrows = None
        self.show_names = True
        self.show_units = True
        self.show_marks = True
        self.drawn_labels: list = []
        self.trail_arrows: list = []
        self.trail_changed: dict = {}
        self._labels_key = None
        self._labels: list = []
        self._label_attr = None
        self._text_w: dict = {}
        self._marker_w: dict = {}
        self._sprites: dict = {}
        self._sprite_dpr = None
        self._layer = None                # (key, canvas, offset x, offset y): the ground's bitmap
        self._layer_scale = None
        super().__init__(on_pick, label)
        self.crowd_radius = CROWD_RADIUS
        self.scroll_at_fit = True
        self.canvas.setAttribute("role", "application")
        self.canvas.setAttribute("aria-roledescription", "map")
        # tests and embedding pages: canvas.cwtMap(name, argsJson) (see js_call)
        self._js_proxy = create_proxy(self.js_call)
        self.canvas.cwtMap = self._js_proxy
        self.min_sep_places = geo.min_separation(self.places)[0]
        self.min_sep_layout = geo.min_separation(self.xy)[0]
        self._build_links()

    def marker_w(self, text: str, h: float) -> float:
        """The width of a counter of height ``h`` labelled ``text`` (kept)."""
        key = (text, h)
        w = self._marker_w.get(key)
        if w is None:
            self.ctx.font = self.marker_font.format(size=int(h * self.marker_scale))
            w = self._marker_w[key] = float(math.ceil(self.ctx.measureText(text).width)) + 8
        return w

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
            if kind == "river":       # an arrowhead pointing downstream, at the middle
                arrows.append((x1, y1, x2, y2))
        self.links = {kind: path2d(lines, False) for kind, lines in by_kind.items()}
        self.arrows = arrows
        self._arrows_at = (None, None)

    def _river_arrows(self, scale: float):
        """Path2D of the rivers' downstream arrowheads, 5 pixels long, at ``scale``."""
        if self._arrows_at[0] == scale:
            return self._arrows_at[1]
        parts = []
        for x1, y1, x2, y2 in self.arrows:
            mx, my = (x1 + x2) / 2 * scale, (y1 + y2) / 2 * scale
            ang = math.atan2(y2 - y1, x2 - x1)
            c, sn = math.cos(ang), math.sin(ang)
            parts.append(f"M{mx + 5 * c:.1f} {my + 5 * sn:.1f}"
                         f"L{mx - 4 * c - 4 * sn:.1f} {my - 4 * sn + 4 * c:.1f}"
                         f"L{mx - 2 * c:.1f} {my - 2 * sn:.1f}"
                         f"L{mx - 4 * c + 4 * sn:.1f} {my - 4 * sn - 4 * c:.1f}Z")
        path = js.Path2D.new("".join(parts))
        self._arrows_at = (scale, path)
        return path

    # MapCanvas hooks --------------------------------------------------------------------
    def bounds(self) -> tuple:
        xs = [p[0] for p in self.xy.values()]
        ys = [p[1] for p in self.xy.values()]
        return min(xs), min(ys), max(xs), max(ys)

    def fit(self) -> None:
        super().fit()
        # for tests and bench/: the closest two boxes at fit zoom, on the
        # display layout and at their real places
        self.canvas.dataset.fitMinSep = f"{self.min_sep_layout * self.fit_scale:.1f}"
        self.canvas.dataset.placesMinSep = f"{self.min_sep_places * self.fit_scale:.1f}"
        self.canvas.dataset.layoutMinSep = f"{self.min_sep_layout:.3f}"

    def box_size(self) -> float:
        """Boxes grow with the zoom, from 12 to 24 pixels (whole pixels); 10
        where boxes crowd (closer than 24 pixels: a phone's whole map)."""
        if self.crowded():
            return 10.0
        return float(round(max(12.0, min(24.0, 12.0 * self.zoom_level))))

    def crowded(self) -> bool:
        return self.min_sep_layout * self.view.scale < 24.0

    def hit(self, sx: float, sy: float):
        return geo.hit_box(self.xy_screen(), sx, sy, max(14.0, self.box_size()))

    def item_screen(self, item):
        return self.view.to_screen(*self.xy[item]) if item in self.xy else None

    def item_points(self) -> dict:
        return self.xy_screen()

    def item_label(self, item) -> str:
        return self.spec["boxes"].get(item, {}).get("name", str(item))

    def xy_screen(self) -> dict:
        v = self.view
        s, ox, oy = v.scale, v.offset_x, v.offset_y
        return {b: (x * s + ox, y * s + oy) for b, (x, y) in self.xy.items()}

    # Toggles and the page's hook ------------------------------------------------------------
    def set_shown(self, names=None, units=None, marks=None) -> None:
        """Show or hide the place names, the units (stacks, counters) or the
        printed marks (None: unchanged), and redraw."""
        if names is not None:
            self.show_names = bool(names)
        if units is not None:
            self.show_units = bool(units)
        if marks is not None:
            self.show_marks = bool(marks)
        self._labels_key = None
        self.draw()

    def js_call(self, name, args_json):
        """``canvas.cwtMap(name, argsJson)``: "trail" [arrows, changed],
        "shown" {names, units, marks}, "state" (what is drawn), "where" [box]
        (where the box is drawn, CSS pixels from the canvas's top-left). Answers JSON."""
        args = json.loads(str(args_json)) if args_json else None
        name = str(name)
        if name == "trail":
            self.set_trail([tuple(a) for a in args[0]], args[1])
        elif name == "where":
            return json.dumps(self.item_screen(args[0]))
        elif name == "shown":
            self.set_shown(**{k: args.get(k) for k in ("names", "units", "marks")})
        return json.dumps({"names": self.show_names, "units": self.show_units, "marks": self.show_marks,
                           "labels": [self.label_text(b) for b in self.drawn_labels],
                           "trail": [list(a) for a in self.trail_arrows], "changed": self.trail_changed,
                           "zoom": self.zoom_level, "cursor": self.cursor})

    # The trail ----------------------------------------------------------------------------
    def set_trail(self, arrows, changed) -> None:
        """Moves to show as arrows, [(from_box, to_box, side)], and the boxes
        that changed hands, {box: new owner role or None}; ([], {}) clears."""
        self.trail_arrows = [(a, b, side) for a, b, side in (arrows or ()) if a in self.xy and b in self.xy]
        self.trail_changed = {b: o for b, o in (changed or {}).items() if b in self.xy}
        self._labels_key = None
        self.draw()

    def trail_colour(self, side) -> str:
        return TRAIL.get(side, INK)

    def _paint_trail(self, ctx, s: float) -> None:
        if not self.trail_arrows:
            return
        v = self.view
        pairs: dict = {}
        for a, b, _ in self.trail_arrows:
            key = (a, b) if a < b else (b, a)
            pairs[key] = pairs.get(key, 0) + 1
        seen: dict = {}
        lines: dict = {}
        heads: dict = {}
        gap = s / 2 + 5
        for a, b, side in self.trail_arrows:
            key = (a, b) if a < b else (b, a)
            k = seen.get(key, 0)
            seen[key] = k + 1
            (x1, y1), (x2, y2) = v.to_screen(*self.xy[a]), v.to_screen(*self.xy[b])
            d = math.hypot(x2 - x1, y2 - y1)
            if d < 2 * gap + 4:
                continue
            ux, uy = (x2 - x1) / d, (y2 - y1) / d
            n = pairs[key]
            # arrows sharing a pair bow apart: to either side, always the same way per direction
            bend = 0.0 if n == 1 else (k - (n - 1) / 2) * min(28.0, d * 0.25) * (1 if (a, b) == key else -1)
            if n > 1 and bend == 0.0:
                bend = 14.0
            mx, my = (x1 + x2) / 2 - uy * bend, (y1 + y2) / 2 + ux * bend
            sx_, sy_ = x1 + ux * gap, y1 + uy * gap
            ex, ey = x2 - ux * gap, y2 - uy * gap
            # the head's direction: from the control point to the end
            hx, hy = ex - mx, ey - my
            hd = math.hypot(hx, hy) or 1.0
            hx, hy = hx / hd, hy / hd
            bx, by = ex - hx * 9, ey - hy * 9
            col = self.trail_colour(side)
            lines.setdefault(col, []).append(f"M{sx_:.1f} {sy_:.1f}Q{mx:.1f} {my:.1f} {bx:.1f} {by:.1f}")
            heads.setdefault(col, []).append(
                f"M{ex:.1f} {ey:.1f}L{bx - hy * 6:.1f} {by + hx * 6:.1f}L{bx + hy * 6:.1f} {by - hx * 6:.1f}Z")
        ctx.lineCap = "round"
        for col, parts in lines.items():
            p = js.Path2D.new("".join(parts))
            h = js.Path2D.new("".join(heads[col]))
            ctx.strokeStyle = "#ffffff"
            ctx.lineWidth = 7.5
            ctx.stroke(p)
            ctx.lineWidth = 4
            ctx.stroke(h)
            ctx.strokeStyle = col
            ctx.lineWidth = 4
            ctx.stroke(p)
            ctx.fillStyle = col
            ctx.fill(h)
        ctx.lineCap = "butt"

    def _paint_changed(self, ctx, s: float) -> None:
        """A burst around each box that changed hands, in the new owner's colour."""
        if not self.trail_changed:
            return
        v = self.view
        by_col: dict = {}
        r = s * 0.72 + 6
        for b, owner in self.trail_changed.items():
            x, y = v.to_screen(*self.xy[b])
            parts = by_col.setdefault(self.trail_colour(owner), [])
            parts.append(f"M{x + r:.1f} {y:.1f}A{r:.1f} {r:.1f} 0 1 1 {x - r:.1f} {y:.1f}"
                         f"A{r:.1f} {r:.1f} 0 1 1 {x + r:.1f} {y:.1f}")
            for i in range(8):
                ang = i * math.pi / 4 + math.pi / 8
                c, sn = math.cos(ang), math.sin(ang)
                parts.append(f"M{x + c * (r + 2):.1f} {y + sn * (r + 2):.1f}L{x + c * (r + 7):.1f} {y + sn * (r + 7):.1f}")
        for col, parts in by_col.items():
            p = js.Path2D.new("".join(parts))
            ctx.strokeStyle = "#ffffff"
            ctx.lineWidth = 5
            ctx.stroke(p)
            ctx.strokeStyle = col
            ctx.lineWidth = 2.5
            ctx.stroke(p)

    # Drawing --------------------------------------------------------------------------------
    def _paint_ground(self, ctx, dpr: float, scale: float, ox: float, oy: float,
                      width: float, height: float) -> None:
        """The sea, the land, the rivers' courses, the links and the rivers'
        arrows, with the map's origin at (ox, oy) CSS pixels."""
        ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
        ctx.fillStyle = SEA
        ctx.fillRect(0, 0, width, height)
        ctx.setTransform(dpr * scale, 0, 0, dpr * scale, dpr * ox, dpr * oy)
        unit = 1.0 / scale
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
        # the downstream arrows, a fixed size in pixels, built once per scale
        # relative to the map's origin on the screen
        ctx.setTransform(dpr, 0, 0, dpr, dpr * ox, dpr * oy)
        ctx.fillStyle = LINK_STYLE["river"][0]
        ctx.fill(self._river_arrows(scale))

    def _ground(self, ctx, width: float, height: float) -> None:
        """The ground, from a bitmap a fifth larger than the view each way,
        made once the scale has held for two frames (not while a pinch or
        the wheel changes it every frame) and kept while panning stays
        within its margin."""
        v, dpr = self.view, self.dpr
        mx, my = round(width * 0.2), round(height * 0.2)
        key = (v.scale, dpr, width, height, id(self.land))
        layer = self._layer
        if layer is not None and layer[0] == key and abs(v.offset_x - layer[2]) <= mx \
                and abs(v.offset_y - layer[3]) <= my:
            ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
            ctx.drawImage(layer[1], v.offset_x - layer[2] - mx, v.offset_y - layer[3] - my,
                          width + 2 * mx, height + 2 * my)
            return
        if self._layer_scale != v.scale:          # the scale is moving: draw straight on
            self._layer_scale = v.scale
            self._paint_ground(ctx, dpr, v.scale, v.offset_x, v.offset_y, width, height)
            return
        c = layer[1] if layer is not None else js.document.createElement("canvas")
        cw, ch = int((width + 2 * mx) * dpr), int((height + 2 * my) * dpr)
        if c.width != cw or c.height != ch:
            c.width, c.height = cw, ch
        lctx = c.getContext("2d")
        self._paint_ground(lctx, dpr, v.scale, v.offset_x + mx, v.offset_y + my, width + 2 * mx, height + 2 * my)
        self._layer = (key, c, v.offset_x, v.offset_y)
        ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
        ctx.drawImage(c, -mx, -my, width + 2 * mx, height + 2 * my)

    def paint(self, ctx, width: float, height: float) -> None:
        dpr = self.dpr
        self._ground(ctx, width, height)

        ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
        s = self.box_size()
        self._paint_trail(ctx, s)
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        pts = self.xy_screen()
        visible = [(b, x, y) for b, (x, y) in pts.items() if -60 < x < width + 60 and -60 < y < height + 60]
        self.paint_boxes(ctx, visible, s)
        self._paint_changed(ctx, s)
        if self.show_names:
            self._paint_labels(ctx, width, height, s)
        elif self.drawn_labels:
            self.drawn_labels = []
            self._expose_labels()
        self._paint_cursor(ctx, s)
        self.paint_over(ctx)

    def paint_boxes(self, ctx, visible, s: float) -> None:
        """Every box in view: [(box, sx, sy)]."""
        for b, sx, sy in visible:
            self.paint_box(ctx, b, sx, sy, s)

    def _paint_cursor(self, ctx, s: float) -> None:
        if not self.show_cursor or self.cursor not in self.xy:
            return
        x, y = self.item_screen(self.cursor)
        r = s / 2 + 9
        ctx.lineWidth = 5
        ctx.strokeStyle = "#ffffff"
        ctx.strokeRect(x - r, y - r, 2 * r, 2 * r)
        ctx.lineWidth = 2.5
        ctx.strokeStyle = CURSOR
        ctx.strokeRect(x - r, y - r, 2 * r, 2 * r)

    # Sprites: a drawing made once on a small canvas, then copied ------------------------
    def sprite(self, key, w: float, h: float, painter):
        """The drawing ``painter(ctx)`` of ``w`` x ``h`` CSS pixels, made once per key."""
        if self._sprite_dpr != self.dpr or len(self._sprites) > 4000:
            self._sprites = {}
            self._sprite_dpr = self.dpr
        hit = self._sprites.get(key)
        if hit is None:
            c = js.document.createElement("canvas")
            c.width = max(1, int(math.ceil(w * self.dpr)))
            c.height = max(1, int(math.ceil(h * self.dpr)))
            sctx = c.getContext("2d")
            sctx.setTransform(self.dpr, 0, 0, self.dpr, 0, 0)
            sctx.textAlign = "center"
            sctx.textBaseline = "middle"
            painter(sctx)
            hit = self._sprites[key] = (c, w, h)
        return hit

    def blit(self, ctx, key, x: float, y: float, w: float, h: float, painter) -> None:
        """Copy the sprite ``key`` with its top-left corner at (x, y)."""
        c, w, h = self.sprite(key, w, h, painter)
        ctx.drawImage(c, x, y, w, h)

    # Names ------------------------------------------------------------------------------------
    def mark_rank(self, box) -> int:
        """How much a place matters, 0 first (a game's table ranks its
        cities; rank 0 is named in bold)."""
        return 1

    def box_extent(self, box, s: float) -> list:
        """Rectangles (x0, y0, x1, y1) around the box centre that its box and
        markers cover, which no name may overlap."""
        half = s / 2 + 2
        return [(-half, -half, half, half)]

    def label_text(self, box) -> str:
        return self.spec["boxes"][box]["name"]

    def text_width(self, text: str, bold: bool) -> float:
        key = (text, bold)
        w = self._text_w.get(key)
        if w is None:
            self.ctx.font = LABEL_BOLD if bold else LABEL_FONT
            w = self._text_w[key] = float(self.ctx.measureText(text).width)
        return w

    def place_labels(self, s: float) -> list:
        """[(box, x, y, w, bold)]: where each name goes, relative to the
        map's origin on the screen (so panning keeps them), cached until the
        scale, the selection, the lit boxes or the marks change."""
        key = (self.view.scale, s, self.selected, self.cursor if self.show_cursor else None,
               frozenset(self.highlight), self.labels_state())
        if key == self._labels_key:
            return self._labels
        scale = self.view.scale
        cell = 64.0
        grid: dict = {}

        def cells(r):
            for cx in range(int(r[0] // cell), int(r[2] // cell) + 1):
                for cy in range(int(r[1] // cell), int(r[3] // cell) + 1):
                    yield (cx, cy)

        def free(r, among=None) -> bool:
            """No rectangle of ``among`` (default: everything placed) overlaps ``r``."""
            x0, y0, x1, y1 = r
            for c in cells(r):
                for o in (grid if among is None else among).get(c, ()):
                    if x0 < o[2] and o[0] < x1 and y0 < o[3] and o[1] < y1:
                        return False
            return True

        def add(r, into=None) -> None:
            for c in cells(r):
                (grid if into is None else into).setdefault(c, []).append(r)

        names_only: dict = {}       # the names alone: what a must-show name may not overlap

        pos = {b: (x * scale, y * scale) for b, (x, y) in self.xy.items()}
        for b, (px, py) in pos.items():
            for (x0, y0, x1, y1) in self.box_extent(b, s):
                add((px + x0, py + y0, px + x1, py + y1))
        first = {self.selected: 0}
        if self.show_cursor and self.cursor is not None:
            first.setdefault(self.cursor, 1)
        names = self.spec["boxes"]

        def rank(b):
            return (first.get(b, 2 if b in self.highlight else 3), self.mark_rank(b), names[b]["name"])

        # names stay inside the map's frame (its boxes' bounds plus the fit margin)
        bx0, by0, bx1, by1 = self.bounds()
        fx0, fy0, fx1, fy1 = bx0 * scale - 22, by0 * scale - 22, bx1 * scale + 22, by1 * scale + 22
        out = []
        half = s / 2
        for b in sorted(pos, key=rank):
            r0 = rank(b)
            bold = r0[0] <= 1 or r0[1] == 0
            text = self.label_text(b)
            w = self.text_width(text, bold) + 6
            h = LABEL_H
            px, py = pos[b]
            spots = ((px - w / 2, py + half + 3),
                     (px - w / 2, py - half - 4 - h),
                     (px + half + 4, py - h / 2),
                     (px - half - 4 - w, py - h / 2),
                     (px + half + 2, py + half + 1),
                     (px - half - 2 - w, py - half - 1 - h),
                     (px - half - 2 - w, py + half + 1),
                     (px + half + 2, py - half - 1 - h),
                     (px - w / 2, py + half + 3 + h),
                     (px - w / 2, py - half - 4 - 2 * h))
            for x, y in spots:
                r = (x, y, x + w, y + h)
                if x >= fx0 and y >= fy0 and x + w <= fx1 and y + h <= fy1 and free(r):
                    add(r)
                    add(r, names_only)
                    out.append((b, x, y, w, bold))
                    break
            else:
                # the selected box, the cursor's and the first-rank places are
                # named even over other boxes (never over another name)
                if r0[0] <= 1 or r0[1] == 0:
                    for x, y in spots[:4]:
                        r = (x, y, x + w, y + h)
                        if r0[0] <= 1 or free(r, names_only):
                            add(r)
                            add(r, names_only)
                            out.append((b, x, y, w, bold))
                            break
        self._labels_key, self._labels = key, out
        return out

    def labels_state(self):
        """What else moves names (a game's stack markers): part of the cache key."""
        return None

    def _paint_labels(self, ctx, width: float, height: float, s: float) -> None:
        v = self.view
        ox, oy = v.offset_x, v.offset_y
        drawn = []
        for b, x, y, w, bold in self.place_labels(s):
            sx, sy = x + ox, y + oy
            if sx > width or sy > height or sx + w < 0 or sy + LABEL_H < 0:
                continue
            text = self.label_text(b)
            self.blit(ctx, ("label", text, bold), sx, sy, w, LABEL_H,
                      lambda c, text=text, w=w, bold=bold: self._paint_label(c, text, w, bold))
            drawn.append(b)
        if drawn != self.drawn_labels or self._label_attr is not self._labels:
            self.drawn_labels = drawn
            self._label_attr = self._labels
            self._expose_labels()

    def _expose_labels(self) -> None:
        """For tests: the names drawn, and their boxes [name, x, y, w, h]
        relative to the map's origin on the screen (unchanged by panning)."""
        self.canvas.dataset.labels = json.dumps([self.label_text(b) for b in self.drawn_labels])
        drawn = set(self.drawn_labels)
        self.canvas.dataset.labelRects = json.dumps(
            [[self.label_text(b), round(x, 1), round(y, 1), round(w, 1), LABEL_H]
             for b, x, y, w, _ in self._labels if b in drawn])

    @staticmethod
    def _paint_label(c, text: str, w: float, bold: bool) -> None:
        c.font = LABEL_BOLD if bold else LABEL_FONT
        c.lineJoin = "round"
        c.lineWidth = 3.5
        c.strokeStyle = "rgba(255,255,255,0.92)"
        c.strokeText(text, w / 2, LABEL_H / 2 + 0.5)
        c.fillStyle = INK
        c.fillText(text, w / 2, LABEL_H / 2 + 0.5)

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

    def paint_over(self, ctx) -> None:
        """Drawn after every box (nothing here)."""
