"""Badges of Courage's map on the shared canvas (``widgets.mapcanvas``).

Browser only; the geometry, colours and words are in ``boc_parts``. The
static ground is a set of Path2D objects in map units built once (terrain
fills and textures, the levels' tint, hexside slopes hachured on their
uphill side, rivers and streams on hexsides, roads main/secondary/rail,
victory hexes with their VP, entry-road arrows); what changes is drawn in
screen pixels so it stays legible: lit hexes, attack edges, crosshairs on
fire targets, an artillery's cones of fire and the enemies it cannot see,
the melees declared (arrows), the command range of the HQ picked or of the
active HQs (a faint gold tint inside a dashed rim), hex labels once a hex is
big enough, and the blocks: the enemy's hidden ones as a blank face in their
colour, the rest with a label (strength on top with a dot per step, name,
letter and firepower), a yellow corner when face up, a gold disc on an
active HQ, an orange burst on a block that fired this turn, a tick on one
that moved or commanded, and a count on a stack.

It draws only from what ``update`` gives it: the view of the side at the
device; ``drawn()`` says what the last frame was drawn from (tests check
that no other side's secret reaches the canvas).
"""

from __future__ import annotations

import json
import math

import js

from pyapp.games.boc import terrain as T
from pyapp.games.boc.grid import HEXES
from pyapp.games.boc.mapdata import ROADS, VICTORY

from ..widgets import hexdraw as D
from ..widgets.hexcanvas import HexCanvas, expose
from . import boc_parts as P

AREA_MIN_PX = 6                 # ridges, hills, the town: from a small zoom
PLACE_MIN_PX = 26               # one-hex places: a line under the counters

LABEL_MIN_PX = 20               # hex labels appear once a hex is this many pixels
NAME_MIN_PX = 30                # block names once a block is this many pixels
_last: list = [None]
_hook: list = []


def drawn_last() -> str:
    return _last[0].drawn() if _last[0] is not None else json.dumps({"view": {}, "painted": []})


class BocMap(HexCanvas):
    """The Gettysburg map. ``on_pick(label)`` is called with the tapped hex."""

    layout = P.LAYOUT
    background = "#cfc6ad"

    def __init__(self, on_pick, label: str = "Map", lang: str = "en") -> None:
        self.lang = lang
        self.lit: set = set()
        self.attacks: set = set()
        self.fire: set = set()
        self.cone: set = set()
        self.nolos: set = set()
        self.sight: list = []            # [(from, to)] lines of sight to the fire targets
        self.arrows: list = []           # [(from, to)] melees declared
        self.block = None                # the picked block's handle
        self.reach: set = set()          # hexes in command range of the HQs shown (4.5)
        self.rim: list = []              # the hexsides on its rim
        self.fired: set = set()          # handles of the blocks that fired this turn
        self.painted: list = []
        self.labels = P.place_labels(lang)      # (text, spot, kind): the names of places
        self.names_drawn: list = []             # those the last frame drew (drawn(): tests)
        super().__init__(on_pick, label)
        self._build()
        expose(_hook, "cwtMapDrawn", drawn_last)

    # Static layers -------------------------------------------------------------------------
    def _build(self) -> None:
        P2 = js.Path2D.new
        by_terrain: dict = {}
        by_level: dict = {}
        trees, small_trees, houses, rocks, tufts = [], [], [], [], []
        for h in HEXES:
            t = T.terrain(h)
            by_terrain.setdefault(t, []).append(P.corners(h))
            if T.ground(h):
                by_level.setdefault(T.ground(h), []).append(P.corners(h))
            cx, cy = P.centre(h)
            if t in ("woods", "devils_den"):
                for dx, dy in ((-0.42, -0.28), (0.36, -0.38), (-0.02, 0.05), (-0.46, 0.4), (0.4, 0.34), (0.02, -0.62)):
                    trees.append((cx + dx * P.HEX, cy + dy * P.HEX))
            elif t in ("orchard", "peach_orchard"):
                for i in range(3):
                    for j in range(3):
                        small_trees.append((cx + (i - 1) * P.HEX * 0.42, cy + (j - 1) * P.HEX * 0.42))
            if t in ("town", "college"):
                for dx, dy in ((-0.4, -0.3), (0.15, -0.45), (0.3, 0.1), (-0.3, 0.3), (0.0, 0.0)):
                    houses.append((cx + dx * P.HEX, cy + dy * P.HEX))
            if t == "devils_den":
                for dx, dy in ((-0.2, 0.2), (0.25, -0.1), (0.1, 0.45)):
                    rocks.append((cx + dx * P.HEX, cy + dy * P.HEX))
            if t == "marsh":
                for dx, dy in ((-0.4, -0.2), (0.2, -0.35), (0.0, 0.25), (0.45, 0.2), (-0.35, 0.45)):
                    tufts.append((cx + dx * P.HEX, cy + dy * P.HEX))
        self.terrain = {t: P2(D.svg_path(polys, True)) for t, polys in by_terrain.items()}
        self.levels = {lv: P2(D.svg_path(polys, True)) for lv, polys in sorted(by_level.items())}
        self.trees = D.dots(trees, P.HEX * 0.15)
        self.small_trees = D.dots(small_trees, P.HEX * 0.08)
        self.rocks = D.dots(rocks, P.HEX * 0.1)
        hp = P2()
        s = P.HEX * 0.17
        for x, y in houses:
            hp.rect(x - s / 2, y - s / 2, s, s)
        self.houses = hp
        tp = P2()
        for x, y in tufts:
            for k in (-1, 0, 1):
                tp.moveTo(x + k * 4, y + 4)
                tp.lineTo(x + k * 6, y - 5)
        self.tufts = tp
        self.grid_lines = P2(D.svg_path([P.corners(h) for h in HEXES], True))
        segs = [seg for up, down, lv in P.slopes() for seg in P.hachures(up, down, lv)]
        self.slopes = P2(D.svg_path([list(s) for s in segs], False))
        self.water = {}
        for kind in ("river", "stream"):
            lines = [list(P.side_points(a, b)) for k, a, b in P.water() if k == kind]
            self.water[kind] = P2(D.svg_path(lines, False))
        self.roads = {}
        for cls in ("main", "secondary", "rail"):
            lines = [[P.centre(h) for h in r["hexes"]] for r in ROADS.values() if r["class"] == cls]
            self.roads[cls] = P2(D.svg_path(lines, False))
        self.entries = P.entry_arrows()
        self.outline = P2(D.svg_path([P.corners(h) for h in HEXES], True))

    # The view ---------------------------------------------------------------------------------
    def update(self, view: dict, highlight, selected, *, attacks=(), fire=(), cone=(), nolos=(), sight=(),
               arrows=(), block=None, reach=(), fired=()) -> None:
        self.attacks, self.fire, self.cone, self.nolos = set(attacks), set(fire), set(cone), set(nolos)
        self.sight, self.arrows, self.block = list(sight), list(arrows), block
        if set(reach) != self.reach:
            self.reach = set(reach)
            self.rim = [P.side_points(a, b) for a, b in P.reach_edges(self.reach)]
        self.fired = set(fired)
        _last[0] = self
        if not self.framed and self.fitted and view.get("blocks"):
            self.frame(view, highlight)
        elif self.framed:
            self.follow(highlight)
        super().update(view, highlight, selected)

    def frame(self, view: dict, highlight) -> None:
        """The first view: zoom in until a hex is big enough to read its
        blocks, centred on the lit hexes (else on the blocks)."""
        spots = [h for h in highlight if h in P._CENTRE] or [b["hex"] for b in view.get("blocks") or []]
        self.frame_on(spots, 26.0, 22.0)

    def blank(self) -> None:
        self.attacks, self.fire, self.cone, self.nolos, self.sight, self.arrows = set(), set(), set(), set(), [], []
        self.painted, self.block, self.reach, self.rim, self.fired = [], None, set(), [], set()
        _last[0] = self
        super().blank()

    def drawn(self) -> str:
        return json.dumps({"view": self.state or {}, "painted": self.painted, "highlight": sorted(self.highlight),
                           "attacks": sorted(self.attacks), "fire": sorted(self.fire), "cone": sorted(self.cone),
                           "nolos": sorted(self.nolos), "selected": self.selected, "block": self.block,
                           "reach": sorted(self.reach), "fired": sorted(self.fired),
                           "names": list(self.names_drawn)})

    # Painting ---------------------------------------------------------------------------------
    def _paint_screen(self, ctx, width: float, height: float) -> None:
        self._paint_names(ctx, width, height)
        self._paint_marks(ctx, width, height)
        self._paint_blocks(ctx, width, height)
        self._paint_victory(ctx, width, height)
        self._paint_over(ctx)
        self._paint_clock(ctx, width, height)

    def _paint_ground(self, ctx, unit: float) -> None:
        for name, path in self.terrain.items():
            ctx.fillStyle = P.TERRAIN_FILL.get(name, "#e3e0d6")
            ctx.fill(path)
        ctx.fillStyle = P.TREE
        ctx.fill(self.trees)
        ctx.fillStyle = P.TREE_DARK
        ctx.fill(self.small_trees)
        ctx.fillStyle = P.BUILDING
        ctx.fill(self.houses)
        ctx.fillStyle = P.ROCK
        ctx.fill(self.rocks)
        ctx.strokeStyle = P.MARSH_TUFT
        ctx.lineWidth = 1.5
        ctx.stroke(self.tufts)
        for level, path in self.levels.items():
            ctx.fillStyle = P.LEVEL_TINT.get(level, P.LEVEL_TINT[2])
            ctx.fill(path)
        ctx.strokeStyle = "rgba(60,50,30,0.35)"
        ctx.lineWidth = max(0.8 * unit, 0.6)
        ctx.stroke(self.grid_lines)
        ctx.lineCap = "round"
        ctx.lineJoin = "round"
        ctx.strokeStyle = P.SLOPE
        ctx.lineWidth = 2.2
        ctx.stroke(self.slopes)
        ctx.strokeStyle = P.RIVER
        ctx.lineWidth = 6.5
        ctx.stroke(self.water["river"])
        ctx.strokeStyle = P.STREAM
        ctx.lineWidth = 3.2
        ctx.stroke(self.water["stream"])
        ctx.strokeStyle = P.ROAD_CASING
        ctx.lineWidth = 8
        ctx.stroke(self.roads["main"])
        ctx.lineWidth = 5.5
        ctx.stroke(self.roads["secondary"])
        ctx.strokeStyle = P.ROAD_MAIN
        ctx.lineWidth = 3.6
        ctx.stroke(self.roads["main"])
        ctx.strokeStyle = P.ROAD_SECONDARY
        ctx.lineWidth = 2.2
        ctx.stroke(self.roads["secondary"])
        ctx.strokeStyle = P.RAIL
        ctx.lineWidth = 1.6
        ctx.stroke(self.roads["rail"])
        ctx.lineCap = "butt"
        ctx.lineWidth = 7
        ctx.setLineDash(js.Array.of(1.6, 5))
        ctx.stroke(self.roads["rail"])
        ctx.setLineDash(js.Array.of())
        ctx.strokeStyle = "rgba(40,30,20,0.6)"
        ctx.lineWidth = 2
        # entry roads: an arrow from off the map onto the entry hex
        for _road, _hx, start, end in self.entries:
            D.draw_entry_arrow(ctx, start, end, P.ENTRY_INK)

    def _paint_names(self, ctx, width, height) -> None:
        """The names of places, as the zoom leaves room (as on Stonewall's
        Sword's map): ridges, hills and the town large and faint from a small
        zoom, one-hex places (Devil's Den, the Peach Orchard) once a hex is
        big enough to hold a line under its counters."""
        s = self.hex_px()
        self.names_drawn = []
        taken: list = []                        # the screen boxes of the names drawn
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        for text, spot, kind in self.labels:
            if kind == "area" and s >= AREA_MIN_PX:
                size = max(11, min(22, int(s * 0.5)))
                ctx.font = f"italic 700 {size}px Georgia, serif"
                ink, halo, dy = P.AREA_INK, "rgba(255,250,235,0.7)", 0.0
            elif kind == "place" and s >= PLACE_MIN_PX:
                size = max(9, min(14, int(s * 0.24)))
                ctx.font = f"600 {size}px system-ui, sans-serif"
                ink, halo, dy = P.PLACE_INK, "rgba(255,252,240,0.9)", s * 0.16
            else:
                continue
            if not D.visible(self.view, spot, width, height, s * 2):
                continue
            sx, sy = self.view.to_screen(*spot)
            half = float(ctx.measureText(text).width) / 2 + 3
            box = (sx - half, sy + dy - size * 0.6, sx + half, sy + dy + size * 0.6)
            if any(box[0] < b[2] and b[0] < box[2] and box[1] < b[3] and b[1] < box[3] for b in taken):
                continue                        # two neighbours' names would run into each other
            taken.append(box)
            ctx.lineWidth = max(2.5, size * 0.18)
            ctx.strokeStyle = halo
            ctx.strokeText(text, sx, sy + dy)
            ctx.fillStyle = ink
            ctx.fillText(text, sx, sy + dy)
            self.names_drawn.append(text)

    def _paint_victory(self, ctx, width, height) -> None:
        """Victory hexes: an orange disc with the VP at the hex's upper left,
        over the blocks (what a hex is worth stays in sight)."""
        s = self.hex_px()
        r = max(5.5, min(13.0, s * 0.2))
        ctx.font = f"700 {int(r * 1.3)}px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        for h, points in sorted(VICTORY.items()):
            if not self._visible(h, width, height, s):
                continue
            cx, cy = self.view.to_screen(*P.centre(h))
            D.vp_mark(ctx, cx - s * 0.62, cy - s * 0.36, r, P.VP_FILL, P.VP_INK, str(points))

    def _paint_marks(self, ctx, width, height) -> None:
        s = self.hex_px()
        if self.reach:
            for h in sorted(self.reach):
                if self._visible(h, width, height, s):
                    self._trace(ctx, h)
                    ctx.fillStyle = P.REACH_FILL
                    ctx.fill()
            ctx.strokeStyle = P.REACH_EDGE
            ctx.lineWidth = 2.5
            ctx.setLineDash(js.Array.of(6, 4))
            ctx.beginPath()
            for (x1, y1), (x2, y2) in self.rim:
                ctx.moveTo(*self.view.to_screen(x1, y1))
                ctx.lineTo(*self.view.to_screen(x2, y2))
            ctx.stroke()
            ctx.setLineDash(js.Array.of())
        for h in sorted(self.cone):
            self._trace(ctx, h, 0.02)
            ctx.fillStyle = P.CONE_FILL
            ctx.fill()
            ctx.strokeStyle = "rgba(160,25,122,0.5)"
            ctx.lineWidth = 1
            ctx.setLineDash(js.Array.of(3, 3))
            ctx.stroke()
            ctx.setLineDash(js.Array.of())
        for h in sorted(self.highlight):
            attack = h in self.attacks
            self._trace(ctx, h, 0.06)
            ctx.fillStyle = P.LIT_FILL
            ctx.fill()
            ctx.lineWidth = 3
            ctx.strokeStyle = P.ATTACK_EDGE if attack else P.LIT_EDGE
            if attack:
                ctx.setLineDash(js.Array.of(6, 4))
            ctx.stroke()
            ctx.setLineDash(js.Array.of())
        for h in sorted(self.fire):
            self._trace(ctx, h, 0.06)
            ctx.fillStyle = P.FIRE_FILL
            ctx.fill()
            ctx.lineWidth = 3
            ctx.strokeStyle = P.FIRE_EDGE
            ctx.stroke()
        if self.selected in P._CENTRE:
            self._trace(ctx, self.selected, 0.03)
            ctx.lineWidth = 4
            ctx.strokeStyle = P.SELECTED
            ctx.stroke()
        if s >= LABEL_MIN_PX:
            D.hex_labels(ctx, self.view, [(h, P.centre(h)) for h in HEXES], s, width, height)

    def blocks_by_hex(self) -> dict:
        out: dict = {}
        for b in self.state.get("blocks") or []:
            if b.get("hex") in P._CENTRE:
                out.setdefault(b["hex"], []).append(b)
        return out

    def _paint_blocks(self, ctx, width, height) -> None:
        s = P.block_px(self.hex_px())
        view = self.state or {}
        active = set(view.get("active_hqs") or [])
        spent = set(view.get("done") or []) | set(view.get("moved") or [])
        self.painted = []
        for h, stack in sorted(self.blocks_by_hex().items()):
            for b in stack:
                self.painted.append({k: b.get(k) for k in ("h", "hex", "side", "id", "strength", "up")})
            if not self._visible(h, width, height, s * 1.5):
                continue
            sx, sy = self.view.to_screen(*P.centre(h))
            sides = sorted({b["side"] for b in stack})
            groups = [[b for b in stack if b["side"] == side] for side in sides]
            size = s if len(groups) == 1 else s * 0.78
            for gi, group in enumerate(groups):
                # the picked block on top of its stack
                group = sorted(group, key=lambda b: b["h"] == self.block)
                gx = sx + (0 if len(groups) == 1 else (gi - 0.5) * size * 0.95)
                gy = sy + (0 if len(groups) == 1 else (0.5 - gi) * size * 0.35)
                offs = P.stack_offsets(len(group), size)
                shown = group[-len(offs):]
                for (dx, dy), b in zip(offs, shown):
                    self.draw_block(ctx, gx + dx, gy + dy, size, b, b["h"] in active, b["h"] in spent,
                                    b["h"] == self.block, b["h"] in self.fired)
                if len(group) > 1 and size >= 18:
                    D.count_badge(ctx, gx + offs[-1][0] + size / 2, gy + offs[-1][1] - size / 2,
                                  max(7.0, size * 0.16), len(group), P.INK)

    def draw_block(self, ctx, cx, cy, size, b, active, spent, picked, fired=False) -> None:
        side = b.get("side")
        fill, depth = P.SIDE_FILL.get(side, "#8a6d3b"), P.SIDE_DEPTH.get(side, "#5c4824")
        half = size / 2
        d = max(2.0, size * 0.08)
        r = max(2.0, size * 0.1)
        if picked:
            cy -= 3
            D.rounded(ctx, cx - half - 4, cy - half - 4, size + 8 + d, size + 8 + d, r + 3)
            ctx.fillStyle = "rgba(255,191,0,0.9)"
            ctx.fill()
        D.raised(ctx, cx - half, cy - half, size, r, d, depth, fill)
        ident = b.get("id")
        if ident and b.get("strength") is not None:
            self._label(ctx, cx, cy, size, b)
        if b.get("up") and size >= 14:
            ctx.beginPath()
            ctx.moveTo(cx + half - size * 0.34, cy - half)
            ctx.lineTo(cx + half, cy - half)
            ctx.lineTo(cx + half, cy - half + size * 0.34)
            ctx.closePath()
            ctx.fillStyle = P.FACE_UP
            ctx.fill()
            ctx.strokeStyle = P.INK
            ctx.lineWidth = 0.8
            ctx.stroke()
        if active:
            rad = max(5.0, size * 0.15)
            ctx.beginPath()
            ctx.arc(cx + half, cy - half, rad, 0, 2 * math.pi)
            ctx.fillStyle = P.ACTIVE_HQ
            ctx.fill()
            ctx.strokeStyle = P.INK
            ctx.lineWidth = 1
            ctx.stroke()
        if fired and size >= 12:
            D.burst(ctx, cx - half, cy + half, max(5.5, size * 0.17), P.FIRED, P.INK)
        elif spent and size >= 16:
            rad = max(5.0, size * 0.14)
            x, y = cx - half, cy + half
            ctx.beginPath()
            ctx.arc(x, y, rad, 0, 2 * math.pi)
            ctx.fillStyle = "#ffffff"
            ctx.fill()
            ctx.strokeStyle = P.INK
            ctx.lineWidth = 1
            ctx.stroke()
            ctx.beginPath()
            ctx.moveTo(x - rad * 0.5, y)
            ctx.lineTo(x - rad * 0.1, y + rad * 0.4)
            ctx.lineTo(x + rad * 0.55, y - rad * 0.45)
            ctx.lineWidth = max(1.2, rad * 0.25)
            ctx.stroke()

    def _label(self, ctx, cx, cy, size, b) -> None:
        """The paper label: strength on top with a dot per step, the name,
        letter and firepower at the bottom."""
        ident = b["id"]
        strength = int(b.get("strength") or 0)
        inset = max(1.5, size * 0.08)
        lw = size - 2 * inset
        x0, y0 = cx - lw / 2, cy - lw / 2
        ctx.fillStyle = P.LABEL
        D.rounded(ctx, x0, y0, lw, lw, max(1.5, size * 0.06))
        ctx.fill()
        ctx.fillStyle = P.INK
        ctx.textBaseline = "middle"
        if size < 22:
            ctx.textAlign = "center"
            ctx.font = f"700 {max(8, int(lw * 0.7))}px system-ui, sans-serif"
            ctx.fillText(str(strength), cx, cy + 0.5)
            return
        big = lw * (0.36 if size < NAME_MIN_PX else 0.34)
        ctx.textAlign = "left"
        ctx.font = f"800 {int(big)}px system-ui, sans-serif"
        ctx.fillText(str(strength), x0 + lw * 0.06, y0 + big * 0.58)
        dots = P.pips(ident, strength)
        rad = max(1.3, lw * 0.055)
        for k, on in enumerate(dots):
            x = x0 + lw - rad * 1.6 - k * rad * 2.7
            ctx.beginPath()
            ctx.arc(x, y0 + big * 0.55, rad, 0, 2 * math.pi)
            if on:
                ctx.fillStyle = P.INK
                ctx.fill()
            else:
                ctx.strokeStyle = P.INK
                ctx.lineWidth = 0.8
                ctx.stroke()
        ctx.fillStyle = P.INK
        ctx.textAlign = "center"
        ftxt = P.fire_text(ident)
        if size >= NAME_MIN_PX:
            fs = max(7, int(lw * 0.2))
            ctx.font = f"600 {fs}px system-ui, sans-serif"
            name = P.short_name(ident, self.lang)
            if P.BLOCKS[ident]["kind"] == "hq":
                name = "★" + name
            while len(name) > 3 and ctx.measureText(name).width > lw * 0.96:
                name = name[:-2] + "…"
            ctx.fillText(name, cx, y0 + lw * 0.58)
            ctx.font = f"700 {max(7, int(lw * 0.22))}px system-ui, sans-serif"
            ctx.fillText(ftxt, cx, y0 + lw * 0.85)
        else:
            ctx.font = f"700 {max(7, int(lw * 0.3))}px system-ui, sans-serif"
            ctx.fillText(ftxt, cx, y0 + lw * 0.76)

    def _arrow(self, ctx, a, b, colour, width) -> None:
        x1, y1 = self.view.to_screen(*P.centre(a))
        x2, y2 = self.view.to_screen(*P.centre(b))
        D.arrow(ctx, x1, y1, x2, y2, colour, width, self.hex_px())

    def _paint_over(self, ctx) -> None:
        """Lines of sight, crosshairs, the enemies out of sight, melee arrows."""
        s = self.hex_px()
        for a, b in self.sight:
            if a in P._CENTRE and b in P._CENTRE:
                D.dashed_line(ctx, self.view.to_screen(*P.centre(a)), self.view.to_screen(*P.centre(b)),
                              P.FIRE_EDGE, 2, (6, 4))
        r = max(10.0, s * 0.5)
        for h in sorted(self.fire):
            D.crosshair(ctx, *self.view.to_screen(*P.centre(h)), r, P.FIRE_EDGE)
        rr = max(7.0, s * 0.22)
        for h in sorted(self.nolos):
            cx, cy = self.view.to_screen(*P.centre(h))
            cx, cy = cx + s * 0.45, cy + s * 0.4
            ctx.beginPath()
            ctx.arc(cx, cy, rr, 0, 2 * math.pi)
            ctx.fillStyle = "#ffffff"
            ctx.fill()
            ctx.strokeStyle = P.NO_LOS
            ctx.lineWidth = 2
            ctx.stroke()
            ctx.beginPath()
            ctx.moveTo(cx - rr * 0.7, cy + rr * 0.7)
            ctx.lineTo(cx + rr * 0.7, cy - rr * 0.7)
            ctx.stroke()
        for a, b in self.arrows:
            if a in P._CENTRE and b in P._CENTRE:
                self._arrow(ctx, a, b, P.ATTACK_EDGE, 4)

    def _paint_clock(self, ctx, width, height) -> None:
        """The hour and the VP, in a corner of the map."""
        view = self.state or {}
        time = view.get("time") or {}
        if not time:
            return
        es = self.lang == "es"
        text = f"{time.get('es' if es else 'en', '')} · {'CSA' if True else ''} {view.get('vp', 0)} {'PV' if es else 'VP'}"
        ctx.font = "600 13px system-ui, sans-serif"
        w = ctx.measureText(text).width + 14
        ctx.fillStyle = "rgba(255,255,255,0.88)"
        D.rounded(ctx, 6, height - 28, w, 22, 5)
        ctx.fill()
        ctx.fillStyle = P.INK
        ctx.textAlign = "left"
        ctx.textBaseline = "middle"
        ctx.fillText(text, 13, height - 17)
