"""A hex map on the shared canvas: any hex game's board, drawn from its spec.

The board spec is what a hex game's ``board()`` returns::

    {"kind": "hex",
     "grid": {"orientation": "flat" | "pointy", "shifted": "odd" | "even",
              "labels": "CCRR" | "RRCC"},
     "hexes": {label: {"terrain": name, "elevation": int}},
     "hexsides": {"A/B": feature},           # river, ford, stream, fence, wall, bridge...
     "roads": [[label, label, ...], ...],     # polylines through hex centres
     "terrain": {name: {"en", "es"}}, "features": {feature: {"en", "es"}},
     "markers": {label: [{"kind": "flag", "side": side}, ...]}}

Static layers (terrain fills, woods, elevation shading and contours, the
grid, hexside features, roads) are Path2D objects in map units built once
and drawn under the camera's transform; what changes (highlighted and
selected hexes, attack rings, the crosshairs on targets of ranged fire,
markers, pieces, an attack arrow, hex labels once the zoom leaves room for
them) is drawn in screen pixels so it stays legible. A tap
is answered by the hex under it (``HexGrid.hex_at``).

It draws only from what ``update`` gives it: the view of the side at the
device. Pieces come from the view's ``pieces`` ([{hex, side, kind,
strength?, ...}], ``pieces.piece``): a piece without a strength is drawn
face down. ``drawn()`` says what the last frame was drawn from (tests check
that no other side's secret ever reaches the canvas).

The palette and ``legend`` are pure Python; the class needs the browser.
"""

from __future__ import annotations

import json
import math

from pyapp.core.hexgrid import CCRR, RRCC, HexGrid

from ..markup import esc, words
from . import pieces as P
from .hexdraw import arrow, crosshair, trace, visible
from .hexdraw import svg_path as _svg

try:                                   # outside a browser: the palette and legend only
    import js
    from pyodide.ffi import create_proxy

    from .mapcanvas import MapCanvas
except ImportError:                    # pragma: no cover - native tests
    js = None
    MapCanvas = object

HEX = 40.0                             # hex size (centre to corner) in map units
LABEL_MIN_PX = 22                      # hex labels appear once a hex is this many pixels
LABEL_FORMATS = {"CCRR": CCRR, "RRCC": RRCC}

TERRAIN_FILL = {
    "clear": "#eee7cf", "woods": "#afc78f", "hill": "#dcc497", "town": "#d8ccbf",
    "orchard": "#cfe0a8", "marsh": "#c6dccf", "water": "#9cc3e6", "rough": "#d4c6a6",
    "slope": "#e2cfa5", "crest": "#cdb284",
}
OTHER_FILL = "#e3e0d6"
TREE = "#6f9152"
CONTOUR = "#9a7448"
GRID_LINE = "rgba(60,50,30,0.35)"
# hexside features: (colour, width in map units, dash in map units)
FEATURE_STYLE = {
    "river": ("#3a78c2", 7.0, []),
    "stream": ("#5b95d6", 3.5, []),
    "creek": ("#5b95d6", 3.5, []),
    "ford": ("#3a78c2", 7.0, []),
    "bridge": ("#3a78c2", 7.0, []),
    "fence": ("#8b5a2b", 2.5, [4, 3]),
    "wall": ("#6e6a62", 4.0, []),
    "stone_wall": ("#6e6a62", 4.0, []),
}
OTHER_FEATURE = ("#444444", 3.0, [])
FORD_SAND = "#e6cf96"
ROAD_CASING, ROAD_CORE = "#f8f2de", "#a0764a"
HIGHLIGHT_FILL, HIGHLIGHT_EDGE = "rgba(255,191,0,0.42)", "#d99a00"
ATTACK_EDGE = "#d2361e"
FIRE_EDGE, FIRE_FILL = "#a0197a", "rgba(160,25,122,0.16)"   # targets of ranged fire (a crosshair)
SELECTED = "#1f2a44"                   # the picked hex: navy, not the red of an attack
INK = "#1d1b16"
# The marks a tap leaves on the map, for the key: (swatch style, words).
MARKS = (
    (f"background:{HIGHLIGHT_FILL};border:3px solid {HIGHLIGHT_EDGE}",
     {"en": "Lit: a piece that can act, or a hex the picked piece can go to",
      "es": "Resaltado: una pieza que puede actuar, o adónde puede ir la pieza elegida"}),
    (f"background:{HIGHLIGHT_FILL};border:3px dashed {ATTACK_EDGE}",
     {"en": "Red dashed edge: an attack", "es": "Borde rojo discontinuo: un ataque"}),
    (f"background:{FIRE_FILL};border:3px solid {FIRE_EDGE};border-radius:50%",
     {"en": "Crosshair: an enemy you can fire at", "es": "Punto de mira: un enemigo al que puedes disparar"}),
    (f"background:transparent;border:3px solid {SELECTED}",
     {"en": "Dark edge: the picked hex", "es": "Borde oscuro: el hexágono elegido"}),
)
EMPTY = {"view": {}, "painted": [], "highlight": [], "attacks": [], "fire": [], "selected": None}
_last: list = [None]           # the hex map drawn or blanked last
_hook: list = []               # window.cwtMapDrawn, made once


def grid_of(spec: dict) -> HexGrid:
    """The HexGrid of a board spec, holding exactly its hexes."""
    g = spec.get("grid") or {}
    grid = HexGrid(g.get("orientation", "flat"), g.get("shifted", "odd"),
                   LABEL_FORMATS.get(g.get("labels", "CCRR"), CCRR))
    return grid.with_hexes(spec.get("hexes") or {})


def terrain_fill(name) -> str:
    return TERRAIN_FILL.get(name, OTHER_FILL)


def legend(spec: dict, lang: str, title: str) -> str:
    """The map's key in HTML: each terrain with its colour, each hexside
    feature with its line (the spec's own words, en/es)."""
    rows = []
    for name, text in (spec.get("terrain") or {}).items():
        rows.append(f'<li><span class="swatch" style="background:{terrain_fill(name)}"></span>'
                    f'{esc(words(text, lang))}</li>')
    for name, text in (spec.get("features") or {}).items():
        colour = FEATURE_STYLE.get(name, OTHER_FEATURE)[0]
        extra = f";box-shadow:inset 0 0 0 2px {FORD_SAND}" if name == "ford" else ""
        rows.append(f'<li><span class="swatch line" style="background:{colour}{extra}"></span>'
                    f'{esc(words(text, lang))}</li>')
    if spec.get("roads"):
        rows.append(f'<li><span class="swatch line" style="background:{ROAD_CORE}"></span>'
                    f'{"Camino" if lang == "es" else "Road"}</li>')
    for style, text in MARKS:
        rows.append(f'<li><span class="swatch mark" style="{style}"></span>{esc(words(text, lang))}</li>')
    return f'<details class="hex-legend"><summary>{esc(title)}</summary><ul>{"".join(rows)}</ul></details>'


def drawn_last() -> str:
    """``window.cwtMapDrawn()``: what the hex map drawn last was drawn from
    (``HexMap.drawn``), for tests that check no secret reaches the canvas."""
    return _last[0].drawn() if _last[0] is not None else json.dumps(EMPTY)


class HexMap(MapCanvas):
    """Any hex game's board. ``on_pick(label)`` is called with the tapped hex."""

    def __init__(self, spec: dict, on_pick, label: str = "Map") -> None:
        self.spec = spec
        self.grid = grid_of(spec)
        self.hexes = dict(spec.get("hexes") or {})
        self.cells = {h: self.grid.parse(h) for h in self.hexes}
        self.centres = {h: self.grid.center(c, HEX) for h, c in self.cells.items()}
        self.attacks: set = set()        # highlighted hexes that are attacks (a red ring)
        self.fire: set = set()           # targets of ranged fire (a crosshair over the piece)
        self.arrows: list = []           # [(from, to)]: an attack being resolved
        self.painted: list = []          # the pieces of the last frame, as drawn
        super().__init__(on_pick, label)
        self._build()
        if not _hook:
            _hook.append(create_proxy(drawn_last))
            js.window.cwtMapDrawn = _hook[0]

    # Static layers ---------------------------------------------------------------------
    def _corners(self, h) -> list:
        return list(self.grid.corners(self.cells[h], HEX))

    def _side(self, side: str):
        a, b = self.grid.hexside_hexes(side)
        return self.grid.side_points(a, self.grid.direction(a, b), HEX)

    def _build(self) -> None:
        by_terrain: dict = {}
        by_level: dict = {}
        trees = []
        for h, d in self.hexes.items():
            by_terrain.setdefault(d.get("terrain", "clear"), []).append(self._corners(h))
            if d.get("elevation", 0) > 0:
                by_level.setdefault(int(d["elevation"]), []).append(self._corners(h))
            if d.get("terrain") in ("woods", "orchard"):
                cx, cy = self.centres[h]
                for dx, dy in ((-0.42, -0.3), (0.38, -0.36), (-0.05, 0.05), (-0.45, 0.42), (0.42, 0.36)):
                    trees.append((cx + dx * HEX, cy + dy * HEX))
        P2 = js.Path2D.new
        self.terrain = {t: P2(_svg(polys, True)) for t, polys in by_terrain.items()}
        self.levels = {lv: P2(_svg(polys, True)) for lv, polys in sorted(by_level.items())}
        tree_path = P2()
        for x, y in trees:
            tree_path.moveTo(x + HEX * 0.13, y)
            tree_path.arc(x, y, HEX * 0.13, 0, 2 * math.pi)
        self.trees = tree_path
        self.outline = P2(_svg([self._corners(h) for h in self.hexes], True))
        contours = []
        for h, c in self.cells.items():
            for n in self.grid.neighbours(c):
                lab = self.grid.label(n)
                if lab > h and lab in self.hexes and \
                        self.hexes[lab].get("elevation", 0) != self.hexes[h].get("elevation", 0):
                    contours.append(list(self.grid.side_points(c, self.grid.direction(c, n), HEX)))
        self.contours = P2(_svg(contours, False)) if contours else None
        by_feature: dict = {}
        self.fords = []
        for side, feature in (self.spec.get("hexsides") or {}).items():
            pts = self._side(side)
            by_feature.setdefault(feature, []).append(list(pts))
            if feature in ("ford", "bridge"):
                self.fords.append((feature, pts))
        self.features = {f: P2(_svg(lines, False)) for f, lines in by_feature.items()}
        roads = [[self.centres[h] for h in road if h in self.centres] for road in self.spec.get("roads") or []]
        self.roads = P2(_svg(roads, False)) if roads else None

    # MapCanvas hooks ---------------------------------------------------------------------
    def bounds(self) -> tuple:
        xs = [x for h in self.hexes for x, _ in self._corners(h)]
        ys = [y for h in self.hexes for _, y in self._corners(h)]
        return min(xs), min(ys), max(xs), max(ys)

    def hit(self, sx: float, sy: float):
        x, y = self.view.to_map(sx, sy)
        h = self.grid.hex_at(x, y, HEX)
        if not self.grid.contains(h):
            return None
        return self.grid.label(h)

    def item_screen(self, item):
        return self.view.to_screen(*self.centres[item]) if item in self.centres else None

    def hex_px(self) -> float:
        """A hex's size (centre to corner) on screen, in CSS pixels."""
        return HEX * self.view.scale

    def update(self, view: dict, highlight, selected, attacks=(), arrows=(), fire=()) -> None:
        self.attacks = set(attacks)
        self.arrows = list(arrows)
        self.fire = set(fire)
        _last[0] = self
        super().update(view, highlight, selected)

    def blank(self) -> None:
        self.attacks, self.arrows, self.painted, self.fire = set(), [], [], set()
        _last[0] = self
        super().blank()

    def drawn(self) -> str:
        """What the last frame was drawn from, as JSON (for tests)."""
        return json.dumps({"view": self.state or {}, "painted": self.painted,
                           "highlight": sorted(self.highlight), "attacks": sorted(self.attacks),
                           "fire": sorted(self.fire), "selected": self.selected})

    # Painting ------------------------------------------------------------------------------
    def paint(self, ctx, width: float, height: float) -> None:
        dpr, v = self.dpr, self.view
        ctx.fillStyle = "#d9d2bd"
        ctx.fillRect(0, 0, width, height)
        ctx.setTransform(dpr * v.scale, 0, 0, dpr * v.scale, dpr * v.offset_x, dpr * v.offset_y)
        unit = 1.0 / v.scale
        self._paint_ground(ctx, unit)
        ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
        self._paint_marks(ctx, width, height)
        self._paint_pieces(ctx, width, height)
        self._paint_crosshairs(ctx)
        self._paint_arrows(ctx)

    def _paint_ground(self, ctx, unit: float) -> None:
        for name, path in self.terrain.items():
            ctx.fillStyle = terrain_fill(name)
            ctx.fill(path)
        for level, path in self.levels.items():
            ctx.fillStyle = f"rgba(120,80,30,{min(0.1 * level, 0.4):.2f})"
            ctx.fill(path)
        ctx.fillStyle = TREE
        ctx.fill(self.trees)
        ctx.strokeStyle = GRID_LINE
        ctx.lineWidth = max(0.8 * unit, 0.6)
        ctx.stroke(self.outline)
        ctx.lineCap = "round"
        ctx.lineJoin = "round"
        if self.contours is not None:
            ctx.strokeStyle = CONTOUR
            ctx.lineWidth = 2.2
            ctx.stroke(self.contours)
        if self.roads is not None:
            ctx.strokeStyle = ROAD_CASING
            ctx.lineWidth = 8
            ctx.stroke(self.roads)
            ctx.strokeStyle = ROAD_CORE
            ctx.lineWidth = 3.5
            ctx.stroke(self.roads)
        for feature, path in self.features.items():
            colour, lw, dash = FEATURE_STYLE.get(feature, OTHER_FEATURE)
            ctx.strokeStyle = colour
            ctx.lineWidth = lw
            ctx.setLineDash(js.Array.of(*dash))
            ctx.stroke(path)
        ctx.setLineDash(js.Array.of())
        for feature, ((x1, y1), (x2, y2)) in self.fords:
            # a band across the middle of the hexside: sand for a ford, planks for a bridge
            mx, my = (x1 + x2) / 2, (y1 + y2) / 2
            dx, dy = (x2 - x1) * 0.22, (y2 - y1) * 0.22
            ctx.strokeStyle = FORD_SAND if feature == "ford" else "#5c4824"
            ctx.lineWidth = 9
            ctx.lineCap = "butt"
            ctx.beginPath()
            ctx.moveTo(mx - dx, my - dy)
            ctx.lineTo(mx + dx, my + dy)
            ctx.stroke()
            if feature == "ford":
                ctx.fillStyle = "#7d8b99"
                for t in (-0.6, 0.0, 0.6):
                    ctx.beginPath()
                    ctx.arc(mx + dx * t, my + dy * t, 1.6, 0, 2 * math.pi)
                    ctx.fill()
        ctx.lineCap = "butt"

    def _trace(self, ctx, h, shrink: float = 0.0) -> None:
        trace(ctx, self.view, self.centres[h], self._corners(h), shrink)

    def _visible(self, h, width, height, pad) -> bool:
        return visible(self.view, self.centres[h], width, height, pad)

    def _lit(self, ctx, h, fill, edge, dashed) -> None:
        """One lit hex: filled, edged, the edge dashed for an attack."""
        if h not in self.centres:
            return
        self._trace(ctx, h, 0.06)
        ctx.fillStyle = fill
        ctx.fill()
        ctx.lineWidth = 3
        ctx.strokeStyle = edge
        if dashed:
            ctx.setLineDash(js.Array.of(6, 4))
        ctx.stroke()
        ctx.setLineDash(js.Array.of())

    def _paint_marks(self, ctx, width, height) -> None:
        s = self.hex_px()
        for h in sorted(self.highlight):
            attack = h in self.attacks
            self._lit(ctx, h, HIGHLIGHT_FILL, ATTACK_EDGE if attack else HIGHLIGHT_EDGE, attack)
        for h in sorted(self.fire):
            self._lit(ctx, h, FIRE_FILL, FIRE_EDGE, False)
        if self.selected in self.centres:
            self._trace(ctx, self.selected, 0.04)
            ctx.lineWidth = 4
            ctx.strokeStyle = SELECTED
            ctx.stroke()
        if s >= LABEL_MIN_PX:
            ctx.font = f"{max(8, min(13, int(s * 0.27)))}px system-ui, sans-serif"
            ctx.fillStyle = "rgba(29,27,22,0.6)"
            ctx.textAlign = "center"
            ctx.textBaseline = "top"
            top = s * (0.8 if self.grid.orientation == "flat" else 0.9)
            for h in self.hexes:
                if self._visible(h, width, height, s):
                    sx, sy = self.view.to_screen(*self.centres[h])
                    ctx.fillText(h, sx, sy - top)
        for h, marks in (self.spec.get("markers") or {}).items():
            if h not in self.centres:
                continue
            sx, sy = self.view.to_screen(*self.centres[h])
            for m in marks:
                if m.get("kind") == "flag":
                    self._flag(ctx, sx - s * 0.62, sy + s * 0.55, max(12.0, s * 0.5), m.get("side"))

    def _flag(self, ctx, x, y, size, side) -> None:
        """A flag on its pole, the pole's foot at (x, y)."""
        fill, depth, _ = P.side_style(side)
        ctx.strokeStyle = INK
        ctx.lineWidth = 1.5
        ctx.beginPath()
        ctx.moveTo(x, y)
        ctx.lineTo(x, y - size)
        ctx.stroke()
        ctx.fillStyle = fill
        ctx.fillRect(x, y - size, size * 0.75, size * 0.5)
        ctx.strokeStyle = "#ffffff"
        ctx.lineWidth = 1
        ctx.strokeRect(x + 0.5, y - size + 0.5, size * 0.75 - 1, size * 0.5 - 1)
        ctx.fillStyle = "#ffffff"                 # a star: a flag, not a piece
        cx, cy, r = x + size * 0.375, y - size * 0.75, size * 0.13
        ctx.beginPath()
        for i in range(10):
            rad = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            ctx.lineTo(cx + rad * math.cos(a), cy + rad * math.sin(a))
        ctx.closePath()
        ctx.fill()

    def piece_list(self) -> dict:
        """{hex: [piece, ...]} from the view (``pieces.piece`` shape), bottom first."""
        out: dict = {}
        for p in self.state.get("pieces") or []:
            if p.get("hex") in self.centres:
                out.setdefault(p["hex"], []).append(P.piece(p))
        return out

    def _paint_pieces(self, ctx, width, height) -> None:
        s = self.hex_px()
        size = max(16.0, min(96.0, s * 1.02))
        self.painted = []
        for h, stack in sorted(self.piece_list().items()):
            for p in stack:
                self.painted.append(dict(p, hex=h))
            if not self._visible(h, width, height, size):
                continue
            sx, sy = self.view.to_screen(*self.centres[h])
            P.draw_stack(ctx, sx, sy, size, stack, lift=h == self.selected)

    def _paint_crosshairs(self, ctx) -> None:
        """A crosshair over each target of ranged fire, above its piece."""
        s = self.hex_px()
        r = max(12.0, s * 0.5)
        for h in sorted(self.fire):
            if h not in self.centres:
                continue
            crosshair(ctx, *self.view.to_screen(*self.centres[h]), r, FIRE_EDGE, (6.0, 3.0), 0.55)

    def _paint_arrows(self, ctx) -> None:
        s = self.hex_px()
        for a, b in self.arrows:
            if a not in self.centres or b not in self.centres:
                continue
            # from the edge of the first piece to the edge of the second
            arrow(ctx, *self.view.to_screen(*self.centres[a]), *self.view.to_screen(*self.centres[b]),
                  ATTACK_EDGE, 4.5, s, 0.45, 0.55, (10.0, 0.35), 8)
