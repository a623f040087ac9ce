"""Stonewall's Sword's map on the shared canvas (``widgets.mapcanvas``).

Browser only; the geometry, colours and words are in ``ss_parts``. The
static ground is a set of Path2D objects in map units built once: the ten
levels' tints (3.2a), woods, cornfields, rough ground, dry creek beds and
the summit, the grid, the contours between levels with Slopes and Steep
Slopes hachured on their uphill side (3.2f, 3.2g), streams and the pond on
hexsides (3.2c), pikes and trails (3.2d) with the bridge, the Confederate
Rear Area (19.2), a scenario's closed ground (22.1) and the entry arrows
(20.2, 20.3, 22). What must stay legible is drawn in screen pixels: lit and
selected hexes, hex numbers and levels once a hex is big enough, the
victory hexes with their VP (19.1, 19.2), the names of places, and the
counters (4.1) with their markers.

It draws only what ``update`` gives it: a list of counter dicts (the
format is in ``ss_parts``), so the table can feed it from the rules' view.
``drawn()`` says what the last frame was drawn from and where each
counter landed on the screen.
"""

from __future__ import annotations

import json
import math

import js

from pyapp.games.ss.grid import HEXES
from pyapp.games.ss.mapdata import ROADS, SUMMIT

from ..widgets import hexdraw as D
from ..widgets.hexcanvas import HexCanvas, expose
from . import ss_parts as P

LABEL_MIN_PX = 22               # hex numbers and levels appear once a hex is this many pixels
PLACE_MIN_PX = 24               # one-hex place names
ROAD_MIN_PX = 20                # road and stream names
AREA_MIN_PX = 5                 # names of stretches of ground
TEXT_MIN_PX = 26                # a counter's words once it is this many pixels
_last: list = [None]
_hook: list = []


def drawn_last() -> str:
    return _last[0].drawn() if _last[0] is not None else json.dumps({"counters": [], "painted": []})


class SsMap(HexCanvas):
    """The Cedar Mountain map. ``on_pick(label)`` is called with the tapped hex."""

    layout = P.LAYOUT

    def __init__(self, on_pick, label: str = "Map", lang: str = "en", scenario: str | None = None) -> None:
        self.lang = lang
        self.scenario = scenario
        self.counters: list = []
        self.painted: list = []
        self.sight: list = []
        self.targets: set = set()
        self.auto_frame = False             # the table's map: zoom onto the action at the first view
        super().__init__(on_pick, label)
        self.describe = self.hex_description
        self._build()
        expose(_hook, "cwtSsMapDrawn", drawn_last)

    # Static layers ---------------------------------------------------------------------------
    def _build(self) -> None:
        P2 = js.Path2D.new
        svg = D.svg_path
        self.level_paths = {lv: P2(svg([P.corners(h) for h in hs], True)) for lv, hs in P.by_level().items()}
        terrain = P.by_terrain()
        self.overlays = {t: P2(svg([P.corners(h) for h in terrain.get(t, [])], True))
                         for t in P.TERRAIN_OVERLAY if terrain.get(t)}
        crowns = [c for h in terrain.get("woods", []) for c in P.trees(h)]
        tp = P2()
        for x, y, r in crowns:
            tp.moveTo(x + r, y)
            tp.arc(x, y, r, 0, 2 * math.pi)
        self.trees = tp
        self.corn = P2(svg([list(s) for h in terrain.get("cornfield", []) for s in P.corn_rows(h)], False))
        self.rough = P2(svg([m for h in terrain.get("rough", []) for m in P.rough_marks(h)], False))
        self.summit = P2(svg([list(s) for h in terrain.get("summit", []) for s in P.summit_hatch(h)], False))
        self.creeks = P2(svg(P.creek_lines(), False))
        self.grid_lines = P2(svg([P.corners(h) for h in HEXES if h not in SUMMIT], True))
        self.outline = P2(svg([P.corners(h) for h in HEXES], True))
        self.gentle = P2(svg([list(P.side_points(a, b)) for a, b, k in P.contours() if k == "gentle"], False))
        slopes = [s for up, down, steep in P.slopes() if not steep for s in P.hachures(up, down, False)]
        steeps = [s for up, down, steep in P.slopes() if steep for s in P.hachures(up, down, True)]
        self.slopes = P2(svg([list(s) for s in slopes], False))
        self.steeps = P2(svg([list(s) for s in steeps], False))
        self.streams = P2(svg([list(P.side_points(a, b)) for a, b in P.streams()], False))
        self.ponds = P2(svg([list(P.side_points(a, b)) for a, b in P.ponds()], False))
        self.roads = {}
        for cls in P.ROAD_ORDER:
            self.roads[cls] = P2(" ".join(P.commands_svg(P.road_commands(rid))
                                          for rid, r in sorted(ROADS.items()) if r["class"] == cls))
        self.crossings = P.crossings()
        self.rear = P2(svg([list(s) for s in P.rear_area_edges()], False))
        self.entries = P.entry_arrows()
        self.vp = P.vp_marks()
        self._scenario_layers()
        self._names()

    def _scenario_layers(self) -> None:
        edges = P.closed_edges(self.scenario) if self.scenario else []
        self.closed = js.Path2D.new(D.svg_path([list(s) for s in edges], False)) if edges else None

    def _names(self) -> None:
        self.labels = P.place_labels(self.lang)
        self.road_names = []
        for rid, r in sorted(ROADS.items()):
            spot, ang = P.road_label(rid)
            self.road_names.append((r["name"]["es" if self.lang == "es" else "en"], spot, ang, r["class"]))

    def set_scenario(self, scenario: str | None) -> None:
        self.scenario = scenario
        self._scenario_layers()

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        self._names()

    # The view ---------------------------------------------------------------------------------
    def hex_description(self, h) -> str:
        words = P.hex_words(h, self.lang)
        here = [c for c in self.counters if c.get("hex") == h]
        if here:
            words += "; " + "; ".join(P.counter_words(c, self.lang) for c in here)
        return words

    def update(self, counters, highlight=(), selected=None, sight=(), targets=()) -> None:
        """Draw these counters (dicts, ``ss_parts`` format) with these hexes
        lit; ``sight``: (from, to) hex pairs drawn as dashed lines of sight
        (12.1a), ``targets``: hexes marked with crosshairs (fire targets)."""
        self.counters = [dict(c) for c in counters or []]
        self.sight = [tuple(p) for p in sight or ()]
        self.targets = set(targets or ())
        _last[0] = self
        if self.auto_frame and not self.framed and self.fitted and self.counters:
            self.frame(highlight)
        elif self.framed:
            self.follow(highlight)
        super().update({"counters": self.counters}, highlight, selected)

    def frame(self, highlight) -> None:
        """The first view: zoom in until a hex is big enough to tell the
        counters apart, centred on the lit hexes (else on the counters)."""
        spots = [h for h in highlight if h in P._CENTRE] or [c["hex"] for c in self.counters if c.get("hex") in P._CENTRE]
        self.frame_on(spots, 24.0, 20.0)

    def zoom_on(self, hexes, hex_px: float) -> None:
        """Centre the map on ``hexes`` with a hex ``hex_px`` pixels from centre to corner."""
        on_map = [h for h in hexes if h in P._CENTRE]
        if not on_map:
            return
        self.view.scale = self.view.clamp(hex_px / P.HEX)
        self.look_at(on_map)
        self.draw()

    def blank(self) -> None:
        self.counters, self.painted = [], []
        _last[0] = self
        super().blank()

    def drawn(self) -> str:
        return json.dumps({"counters": self.counters, "painted": self.painted, "highlight": sorted(self.highlight),
                           "selected": self.selected, "hex_px": self.hex_px(),
                           "sight": [list(p) for p in self.sight], "targets": sorted(self.targets)})

    # Painting -----------------------------------------------------------------------------------
    def _paint_screen(self, ctx, width: float, height: float) -> None:
        self._paint_areas(ctx, width, height)
        self._paint_marks(ctx, width, height)
        self._paint_places(ctx, width, height)
        self._paint_counters(ctx, width, height)
        self._paint_sight(ctx)
        self._paint_victory(ctx, width, height)

    def _paint_ground(self, ctx, unit: float) -> None:
        for lv, path in self.level_paths.items():
            ctx.fillStyle = P.LEVEL_FILL[lv]
            ctx.fill(path)
        for t, path in self.overlays.items():
            ctx.fillStyle = P.TERRAIN_OVERLAY[t]
            ctx.fill(path)
        ctx.lineCap = "round"
        ctx.lineJoin = "round"
        ctx.fillStyle = P.TREE
        ctx.fill(self.trees)
        ctx.strokeStyle = P.TREE_EDGE
        ctx.lineWidth = 1.0
        ctx.stroke(self.trees)
        ctx.strokeStyle = P.CORN
        ctx.lineWidth = 2.2
        ctx.setLineDash(js.Array.of(5, 3))
        ctx.stroke(self.corn)
        ctx.strokeStyle = P.CREEK
        ctx.lineWidth = 3
        ctx.setLineDash(js.Array.of(9, 5))
        ctx.stroke(self.creeks)
        ctx.setLineDash(js.Array.of())
        ctx.strokeStyle = P.ROCK
        ctx.lineWidth = 2
        ctx.stroke(self.rough)
        ctx.strokeStyle = P.SUMMIT_HATCH
        ctx.lineWidth = 1.6
        ctx.stroke(self.summit)
        ctx.strokeStyle = P.GRID_LINE
        ctx.lineWidth = max(0.8 * unit, 0.5)
        ctx.stroke(self.grid_lines)
        ctx.strokeStyle = P.CONTOUR
        ctx.globalAlpha = 0.55
        ctx.lineWidth = 1.4
        ctx.stroke(self.gentle)
        ctx.globalAlpha = 1.0
        ctx.lineWidth = 1.8
        ctx.stroke(self.slopes)
        ctx.lineWidth = 2.6
        ctx.stroke(self.steeps)
        ctx.strokeStyle = P.STREAM
        ctx.lineWidth = 5
        ctx.stroke(self.streams)
        ctx.strokeStyle = P.POND_FILL
        ctx.lineWidth = 14
        ctx.stroke(self.ponds)
        # roads: casings first, then trails dashed, pikes solid on top
        ctx.strokeStyle = P.ROAD_CASING
        ctx.lineWidth = 6.5
        ctx.stroke(self.roads["trail"])
        ctx.lineWidth = 10
        ctx.stroke(self.roads["pike"])
        ctx.strokeStyle = P.TRAIL
        ctx.lineWidth = 3
        ctx.setLineDash(js.Array.of(9, 5))
        ctx.stroke(self.roads["trail"])
        ctx.setLineDash(js.Array.of())
        ctx.strokeStyle = P.PIKE
        ctx.lineWidth = 5
        ctx.stroke(self.roads["pike"])
        for _side, _kind, (x, y), ang in self.crossings:
            # two short rails either side of the road, across the stream
            ux, uy = math.cos(ang), math.sin(ang)
            px, py = -uy, ux
            ctx.strokeStyle = P.BRIDGE
            ctx.lineWidth = 2.5
            ctx.beginPath()
            for sgn in (-1, 1):
                bx, by = x + px * 8 * sgn, y + py * 8 * sgn
                ctx.moveTo(bx - ux * 10, by - uy * 10)
                ctx.lineTo(bx + ux * 10, by + uy * 10)
            ctx.stroke()
        ctx.strokeStyle = P.REAR
        ctx.lineWidth = 5
        ctx.setLineDash(js.Array.of(12, 7))
        ctx.stroke(self.rear)
        if self.closed is not None:
            ctx.strokeStyle = P.CLOSED
            ctx.lineWidth = 6
            ctx.setLineDash(js.Array.of(16, 8))
            ctx.stroke(self.closed)
        ctx.setLineDash(js.Array.of())
        ctx.lineCap = "butt"
        for _hx, side, _road, start, end in self.entries:
            D.draw_entry_arrow(ctx, start, end, P.ENTRY_INK[side], 6, 20)

    def _paint_marks(self, ctx, width, height) -> None:
        s = self.hex_px()
        for h in sorted(self.highlight):
            if h in P._CENTRE:
                self._trace(ctx, h, 0.06)
                ctx.fillStyle = "rgba(255,191,0,0.42)"
                ctx.fill()
                ctx.lineWidth = 3
                ctx.strokeStyle = "#d99a00"
                ctx.stroke()
        if self.selected in P._CENTRE:
            self._trace(ctx, self.selected, 0.03)
            ctx.lineWidth = 4
            ctx.strokeStyle = "#1f2a44"
            ctx.stroke()
        if s < LABEL_MIN_PX:
            return
        labels = [(h, P.centre(h)) for h in HEXES if h not in SUMMIT]
        D.hex_labels(ctx, self.view, labels, s, width, height, dy=-0.6, baseline="middle",
                     ink="rgba(29,27,22,0.7)")
        # each hex's level on its left, in italics
        ctx.font = f"italic 600 {max(8, min(15, int(s * 0.24)))}px system-ui, sans-serif"
        ctx.fillStyle = "rgba(70,45,15,0.8)"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        for h, spot in labels:
            if D.visible(self.view, spot, width, height, s):
                sx, sy = self.view.to_screen(*spot)
                ctx.fillText(str(P.level(h)), sx - s * 0.66, sy + s * 0.08)

    def _paint_sight(self, ctx) -> None:
        """Lines of sight from the firing hex to each target (dashed), and a
        crosshair on each target hex: a mark and a ring, never colour alone."""
        s = self.hex_px()
        for a, b in getattr(self, "sight", []):
            if a in P._CENTRE and b in P._CENTRE:
                D.dashed_line(ctx, self.view.to_screen(*P.centre(a)), self.view.to_screen(*P.centre(b)),
                              "rgba(179,32,42,0.85)", 2.5, (6, 5))
        for h in sorted(getattr(self, "targets", ())):
            if h not in P._CENTRE:
                continue
            x, y = self.view.to_screen(*P.centre(h))
            r = max(6.0, s * 0.55)
            ctx.beginPath()
            ctx.arc(x, y, r, 0, 2 * math.pi)
            ctx.moveTo(x - r * 1.25, y)
            ctx.lineTo(x + r * 1.25, y)
            ctx.moveTo(x, y - r * 1.25)
            ctx.lineTo(x, y + r * 1.25)
            ctx.lineWidth = 2.5
            ctx.strokeStyle = "#b3202a"
            ctx.stroke()

    def _paint_areas(self, ctx, width, height) -> None:
        """The names of stretches of ground, large and faint, under everything else."""
        s = self.hex_px()
        if s < AREA_MIN_PX:
            return
        size = max(11, min(24, int(s * 0.55)))
        for text, spot, kind in self.labels:
            if kind != "area":
                continue
            sx, sy = self.view.to_screen(*spot)
            if not (-200 <= sx <= width + 200 and -40 <= sy <= height + 40):
                continue
            ctx.font = f"italic 700 {size}px Georgia, serif"
            ctx.textAlign = "center"
            ctx.textBaseline = "middle"
            ctx.lineWidth = max(2.5, size * 0.18)
            ctx.strokeStyle = "rgba(255,250,235,0.75)"
            ctx.strokeText(text, sx, sy)
            ctx.fillStyle = P.AREA_INK
            ctx.fillText(text, sx, sy)

    def _halo_text(self, ctx, text, x, y, fill, halo="rgba(255,252,240,0.9)") -> None:
        ctx.strokeStyle = halo
        ctx.strokeText(text, x, y)
        ctx.fillStyle = fill
        ctx.fillText(text, x, y)

    def _paint_places(self, ctx, width, height) -> None:
        """One-hex places, roads and streams by name, once the zoom leaves room."""
        s = self.hex_px()
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        if s >= PLACE_MIN_PX:
            size = max(9, min(15, int(s * 0.24)))
            ctx.font = f"600 {size}px system-ui, sans-serif"
            ctx.lineWidth = 3
            for text, spot, kind in self.labels:
                if kind != "place" or not D.visible(self.view, spot, width, height, s * 2):
                    continue
                sx, sy = self.view.to_screen(*spot)
                # under the hex's counters: a hex of 40 map units puts it at 0.62 below the centre
                self._halo_text(ctx, text, sx, sy + s * 0.16, P.PLACE_INK)
        if s >= ROAD_MIN_PX:
            size = max(9, min(14, int(s * 0.22)))
            ctx.font = f"italic 600 {size}px system-ui, sans-serif"
            ctx.lineWidth = 3
            for text, spot, kind in self.labels:
                if kind == "stream" and D.visible(self.view, spot, width, height, s * 3):
                    sx, sy = self.view.to_screen(*spot)
                    self._halo_text(ctx, text, sx, sy - s * 0.3, P.WATER_INK)
            for text, spot, ang, cls in self.road_names:
                if not D.visible(self.view, spot, width, height, s * 3):
                    continue
                sx, sy = self.view.to_screen(*spot)
                ctx.save()
                ctx.translate(sx, sy)
                ctx.rotate(ang)
                ctx.font = f"{'700' if cls == 'pike' else 'italic 600'} {size}px system-ui, sans-serif"
                self._halo_text(ctx, text, 0, -s * 0.28, P.PIKE if cls == "pike" else P.TRAIL)
                ctx.restore()

    def _paint_victory(self, ctx, width, height) -> None:
        """Victory hexes: a square (Union VP each turn held) or a circle
        (Confederate VP at the end) with the VP, at the hex's upper left; a
        star on Cedar Run Church (19.1). Over the counters: what a hex is
        worth stays in sight."""
        s = self.hex_px()
        r = max(5.5, min(14.0, s * 0.2))
        ctx.font = f"700 {int(r * 1.25)}px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        for h, side, vp, _per_turn, _name in self.vp:
            if not self._visible(h, width, height, s):
                continue
            cx, cy = self.view.to_screen(*P.centre(h))
            D.vp_mark(ctx, cx - s * 0.68, cy - s * 0.36, r, P.VP_FILL[side], P.VP_INK, str(vp), square=side == "usa")
        h = P.AUTOMATIC_VICTORY
        if self._visible(h, width, height, s):
            cx, cy = self.view.to_screen(*P.centre(h))
            x, y = cx + s * 0.55, cy - s * 0.38
            ctx.beginPath()
            for k in range(10):
                rad = r * 1.2 if k % 2 == 0 else r * 0.5
                ang = -math.pi / 2 + k * math.pi / 5
                px, py = x + math.cos(ang) * rad, y + math.sin(ang) * rad
                if k == 0:
                    ctx.moveTo(px, py)
                else:
                    ctx.lineTo(px, py)
            ctx.closePath()
            ctx.fillStyle = P.VP_FILL["csa"]
            ctx.fill()
            ctx.strokeStyle = "#ffffff"
            ctx.lineWidth = 1.5
            ctx.stroke()

    # Counters --------------------------------------------------------------------------------------
    def _paint_counters(self, ctx, width, height) -> None:
        size = P.counter_px(self.hex_px())
        by_hex: dict = {}
        for c in self.counters:
            if c.get("hex") in P._CENTRE:
                by_hex.setdefault(c["hex"], []).append(c)
        self.painted = []
        for h, stack in sorted(by_hex.items()):
            sx, sy = self.view.to_screen(*P.centre(h))
            offs = P.stack_offsets(len(stack), size)
            shown = stack[-len(offs):]
            for (dx, dy), c in zip(offs, shown):
                self.painted.append({"id": c["id"], "hex": h, "x": sx + dx, "y": sy + dy, "size": size})
            if not self._visible(h, width, height, size * 1.5):
                continue
            for (dx, dy), c in zip(offs, shown):
                self.draw_counter(ctx, sx + dx, sy + dy, size, P.counter_spec(c, self.lang))
            if len(stack) > 1 and size >= 18:
                D.count_badge(ctx, sx + offs[-1][0] + size / 2, sy + offs[-1][1] + size / 2,
                              max(7.0, size * 0.15), len(stack), P.INK)

    @staticmethod
    def _fit(ctx, text: str, width: float, weight: str, px: float, least: float) -> str:
        """Set a font that fits ``text`` in ``width`` pixels (down to ``least``
        px), and the text, cut with an ellipsis if even that is too wide."""
        ctx.font = f"{weight} {int(px)}px system-ui, sans-serif"
        wide = ctx.measureText(text).width
        if wide > width:
            px = max(least, math.floor(px * width / wide * 0.97))
            ctx.font = f"{weight} {int(px)}px system-ui, sans-serif"
        while len(text) > 3 and ctx.measureText(text).width > width:
            text = text[:-2] + "…"
        return text

    def draw_counter(self, ctx, cx, cy, size, spec) -> None:
        half = size / 2
        x0, y0 = cx - half, cy - half
        r = max(1.0, size * 0.04) if spec["shape"] == "square" else max(3.0, size * 0.2)
        d = max(1.5, size * 0.06)
        D.raised(ctx, x0, y0, size, r, d, spec["edge"], spec["body"])
        # the brigade band across the top, clipped to the counter's shape
        band_h = size * 0.27
        ctx.save()
        D.rounded(ctx, x0, y0, size, size, r)
        ctx.clip()
        ctx.fillStyle = spec["band_fill"]
        ctx.fillRect(x0, y0, size, band_h)
        if spec["depleted"]:
            ctx.beginPath()
            ctx.moveTo(x0 + size, y0 + size * 0.62)
            ctx.lineTo(x0 + size, y0 + size)
            ctx.lineTo(x0 + size * 0.62, y0 + size)
            ctx.closePath()
            ctx.fillStyle = "#ffffff"
            ctx.fill()
        ctx.restore()
        ctx.strokeStyle = spec["edge"]
        ctx.lineWidth = 1
        D.rounded(ctx, x0, y0, size, size, r)
        ctx.stroke()
        if spec["shape"] == "square" and size >= 20:
            ctx.strokeStyle = "rgba(255,255,255,0.7)"
            ctx.lineWidth = 1
            ctx.strokeRect(x0 + 2.5, y0 + 2.5, size - 5, size - 5)
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        if size >= TEXT_MIN_PX:
            ctx.fillStyle = spec["band_ink"]
            text = self._fit(ctx, spec["band"], size * 0.9, "600", max(7, size * 0.19), 7)
            ctx.fillText(text, cx, y0 + band_h * 0.55)
            ctx.fillStyle = spec["ink"]
            text = self._fit(ctx, spec["label"], size * 0.92, "700", max(8, size * 0.25), 8)
            ctx.fillText(text, cx, y0 + size * 0.5)
            text = self._fit(ctx, spec["stats"], size * 0.92, "800", max(8, size * 0.24), 8)
            ctx.fillText(text, cx, y0 + size * 0.8)
        elif size >= 14:
            ctx.fillStyle = spec["ink"]
            ctx.font = f"800 {max(8, int(size * 0.5))}px system-ui, sans-serif"
            ctx.fillText(spec["sp"], cx, y0 + band_h + (size - band_h) * 0.5)
        if size >= 14:
            self._markers(ctx, x0, y0, size, spec["markers"])

    def _markers(self, ctx, x0, y0, size, markers) -> None:
        """Markers on a counter, astride its edge so its words stay clear:
        morale at the top right, Skirmish Order at the top left, the rest
        down the right side."""
        chip = max(9.0, size * 0.38)
        k = 0
        for m in markers:
            spec = P.marker_spec(m, self.lang)
            w = chip * (1.45 if spec["shape"] == "tag" else 1.0)
            if m in ("shaken", "disrupted"):
                x, y = x0 + size - chip * 0.6, y0 - chip * 0.7
            elif m == "skirmish":
                x, y = x0 - w * 0.4, y0 - chip * 0.7
            else:
                x, y = x0 + size - chip * 0.3, y0 + size * 0.3 + k * chip * 1.05
                k += 1
            ctx.beginPath()
            if spec["shape"] == "round":
                ctx.arc(x + chip / 2, y + chip / 2, chip / 2, 0, 2 * math.pi)
            else:
                D.rounded(ctx, x, y, w, chip, max(1.0, chip * 0.15))
            ctx.fillStyle = spec["fill"]
            ctx.fill()
            ctx.strokeStyle = P.INK
            ctx.lineWidth = 1.2
            ctx.stroke()
            if spec["text"]:
                ctx.fillStyle = spec["ink"]
                ctx.font = f"800 {max(7, int(chip * (0.62 if len(spec['text']) < 3 else 0.42)))}px system-ui, sans-serif"
                ctx.textAlign = "center"
                ctx.textBaseline = "middle"
                ctx.fillText(spec["text"], x + w / 2, y + chip / 2 + 0.5)


def preview(host, scenario: str = "valley", lang: str = "en") -> SsMap:
    """A map in ``host`` (an element) with a scenario's set-up: the static
    preview page's entry point (tests/browser/static/ss_map.html)."""
    picked: list = []

    def on_pick(h):
        picked.append(h)
        m.update(m.counters, (), h)
        js.document.body.dataset.picked = h

    m = SsMap(on_pick, "Cedar Mountain" if lang != "es" else "Cedar Mountain (mapa)", lang, scenario)
    m.canvas.style.width = "100%"
    m.canvas.style.height = "100%"
    m.canvas.style.display = "block"
    host.appendChild(m.canvas)
    m.resize()
    m.update(P.setup_counters(scenario))
    return m
