"""For the People's map: the shared point-to-point map with the game's
ground and marks. Browser only (canvas); the geometry is in ``ftp_ground``,
the words and the legend in ``ftp_parts``, the panels in ``ftp``.

The ground (one bitmap, made again only when the scale changes): each
state a pale tint over its spaces' regions (the Confederacy's states warm,
the border states green, the Union's cool) with dashed borders and its
name at its spaces' centroid; the Atlantic and the Gulf; the rivers in
their courses; then the links: railroads solid, roads dashed, the rough
roads of north-east Alabama dotted, the B&O dashed red, the river links
blue with an arrow downstream.

Each space: a disc in its controller's colour (white: neutral; the
Confederacy's with a white bar, so colour is not the only cue); a printed
coastal fort a pentagon; a flag where a PC makes control differ from the
state's side; a blue band on the pro-Union spaces; a gold star behind a
national capital and a gold ring round a Union state capital; the
resource centre's value in a brown square (crossed out once destroyed);
an anchor on a sea port (red: a blockade-runner port); a battlement in
the fort counter's colour; a blue bar on each side that faces a river
crossing. Right of it, a tab per side with its SP (an army's initials
first, else its general's name, a number only where spaces crowd). The
selected space's forces fan out below it as counters: an army (its SP and
commander), each general (strategy in the white square, political
influence top right, offence-defence below) and the loose SP. A move in
progress shows as an arrow from the space it came from; the space a
step works on (a concentration's, where SP come by rail) wears the picked
space's red ring, without its counters.
"""

from __future__ import annotations

import math

import js
from pyodide.ffi import to_js

from pyapp.games.ftp import mapdata as MD
from pyapp.games.ftp import oob

from ..widgets.p2p import INK, PointToPointMap, path2d
from . import ftp_ground as G
from . import ftp_parts as P
from .ftp_draw import FONT, draw_block, draw_general, draw_marker, draw_space

PAD = 13                      # room around a space's sprite for its corner marks
BAR = "#1f6fc2"
COUNTER = 44                  # a fanned-out counter, in pixels


class FtpMap(PointToPointMap):
    """The map of For the People."""

    marker_font = FONT
    marker_scale = 0.66

    def __init__(self, spec: dict, on_pick, label: str = "Map") -> None:
        super().__init__(spec, on_pick, label)
        self.lang = "en"
        self.stacks: dict = {}
        self.control: dict = {}
        self.forts: dict = {}
        self.rc_dead: frozenset = frozenset()
        self.moving = None                  # (side, from, at, start) of a move under way
        self.attacks: frozenset = frozenset()   # lit spaces where a step means a battle
        self.focus = None                   # the space a step works on (a concentration's), ringed
        self.follow = True                  # zoom onto a move when it begins (the table's map)
        self._follow_key = None
        self._auto = None                   # (the view before, the view the move set)
        self._bars_at = (None, None)
        self._stack_key = ()
        self.printed = {}
        for b, d in MD.SPACE.items():
            cap = {"union_national": "national", "csa_national": "national", "union_state": "state"}.get(d["capital"])
            self.printed[b] = (P.original(b), cap, d["rc"], bool(d["coastal_fort"]), bool(d["coast"]),
                               bool(d["br_zone"]), bool(d["pro_union"]))
        self.ground = {
            "states": {st: path2d(polys, True) for st, polys in G.state_paths().items()},
            "borders": path2d(G.BORDERS, False),
            "seas": path2d([[v for p in ring for v in p] for ring in G.SEAS], True),
            "courses": path2d(list(G.COURSES.values()), False),
            "dotted": path2d([self._line(a, b) for a, b in spec.get("dotted", [])], False),
            "bo": path2d([self._line(a, b) for a, b in spec.get("bo", [])], False),
            "junction": path2d([self._line(a, b) for a, b in spec.get("junction", [])], False),
        }

    def _line(self, a, b) -> list:
        return [*self.xy[a], *self.xy[b]]

    def set_lang(self, lang: str) -> None:
        if lang != self.lang:
            self.lang = lang
            self._layer = None

    def update(self, view: dict, highlight, selected, moving=None, attacks=(), focus=None) -> None:
        self.focus = focus
        self.stacks = P.stacks(view)
        self.control = dict(view.get("control") or {})
        self.forts = dict(view.get("forts") or {})
        self.rc_dead = frozenset(view.get("rc_destroyed") or ())
        self.moving = moving
        self.attacks = frozenset(attacks or ())
        if self.follow and self.fitted:
            self.follow_move(moving, highlight)
        self._stack_key = tuple(sorted((b, side, v["total"], tuple(v["armies"]), tuple(v["gens"]))
                                       for b, d in self.stacks.items() for side, v in d.items()))
        super().update(view, highlight, selected)

    # Following a move ------------------------------------------------------------------------------
    def _camera(self) -> tuple:
        v = self.view
        return (round(v.scale, 6), round(v.offset_x, 1), round(v.offset_y, 1))

    def follow_move(self, moving, lit) -> None:
        """A move that begins is framed: the force and where it may go, with
        the spaces far enough apart to tap; while it goes on the force is
        kept in sight; when it ends, the view it began from comes back,
        unless the player has moved the map since."""
        if not moving:
            if self._auto is not None and self._camera() == self._auto[1]:
                self.view.scale, self.view.offset_x, self.view.offset_y = self._auto[0]
                self.moved = self._auto[2]
            self._auto, self._follow_key = None, None
            return
        side, _, at, start = moving
        if at not in self.xy:
            return
        w, h = self.size()
        spots = [self.xy[b] for b in set(lit or ()) | {at} if b in self.xy]
        if (side, start) != self._follow_key:
            self._follow_key = (side, start)
            before = (self.view.scale, self.view.offset_x, self.view.offset_y)
            xs, ys = [p[0] for p in spots], [p[1] for p in spots]
            span = max(max(xs) - min(xs), max(ys) - min(ys), 1.0)
            # the spots fill about half the view; spaces at least 60 pixels apart, at most 100
            want = min(0.5 * min(w, h) / span, 100.0 / max(self.min_sep_layout, 1.0))
            scale = self.view.clamp(max(self.view.scale, want, 60.0 / max(self.min_sep_layout, 1.0)))
            self.view.scale = scale
            cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
            self.view.offset_x, self.view.offset_y = w / 2 - cx * scale, h / 2 - cy * scale
            self._auto = (before, self._camera(), self.moved)
            self.moved = True
            return
        inside = [40 < x < w - 40 and 40 < y < h - 40 for x, y in (self.view.to_screen(*p) for p in spots)]
        if all(inside):
            return
        follow = self._auto is not None and self._camera() == self._auto[1]
        xs, ys = [p[0] for p in spots], [p[1] for p in spots]
        scale = self.view.scale
        if (max(xs) - min(xs)) * scale < w - 80 and (max(ys) - min(ys)) * scale < h - 80:
            cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2      # the force and where it may go
        else:
            cx, cy = self.xy[at]                                             # the force alone
        self.view.offset_x, self.view.offset_y = w / 2 - cx * scale, h / 2 - cy * scale
        if follow:
            self._auto = (self._auto[0], self._camera(), self._auto[2])

    # The ground ------------------------------------------------------------------------------
    def _paint_ground(self, ctx, dpr: float, scale: float, ox: float, oy: float,
                      width: float, height: float) -> None:
        ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
        ctx.fillStyle = P.LAND
        ctx.fillRect(0, 0, width, height)
        ctx.setTransform(dpr * scale, 0, 0, dpr * scale, dpr * ox, dpr * oy)
        unit = 1.0 / scale
        g = self.ground
        for st, path in g["states"].items():
            ctx.fillStyle = G.STATE_TINT.get(st, P.LAND)
            ctx.fill(path)
        ctx.strokeStyle = "#8d7b5a"
        ctx.lineWidth = 1.2 * unit
        ctx.setLineDash(to_js([6 * unit, 4 * unit]))
        ctx.stroke(g["borders"])
        ctx.setLineDash(to_js([]))
        ctx.fillStyle = P.SEA
        ctx.fill(g["seas"])
        ctx.strokeStyle = "#7fa6c2"
        ctx.lineWidth = 1.4 * unit
        ctx.lineJoin = "round"
        ctx.stroke(g["seas"])
        ctx.strokeStyle = P.RIVER_COURSE
        ctx.lineWidth = max(4.0, min(12.0, 22 * scale)) * unit
        ctx.lineCap = "round"
        ctx.stroke(g["courses"])
        ctx.lineCap = "butt"
        self._paint_links(ctx, unit)
        ctx.setTransform(dpr, 0, 0, dpr, dpr * ox, dpr * oy)
        ctx.fillStyle = P.RIVER
        ctx.fill(self._river_arrows(scale))
        self._paint_state_names(ctx, scale)

    def _paint_links(self, ctx, unit: float) -> None:
        g = self.ground
        styles = (("river", P.RIVER, 2.2, []), ("junction", P.RIVER, 2.2, []), ("road", P.ROAD, 1.6, [5, 4]),
                  ("dotted", P.ROAD, 2.0, [1.5, 3]), ("rail", P.RAIL, 2.0, []), ("bo", P.BO, 2.4, [8, 3]))
        for kind, colour, width, dash in styles:
            path = g.get(kind) or self.links.get(kind)
            if path is None:
                continue
            ctx.strokeStyle = colour
            ctx.lineWidth = width * unit
            ctx.setLineDash(to_js([d * unit for d in dash]))
            ctx.stroke(path)
        ctx.setLineDash(to_js([]))

    def _paint_state_names(self, ctx, scale: float) -> None:
        size = 13 if self.zoom_level < 2.5 else 16
        ctx.font = FONT.format(size=size)
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        ctx.fillStyle = "rgba(92, 76, 50, 0.55)"
        for st, (x, y) in G.STATE_LABELS.items():
            if st == "DC":
                continue
            name = P.state_name(st, self.lang).upper()
            if size == 13 and len(G.XY) and st in ("DE", "MD", "NJ"):
                name = st
            ctx.fillText(name, x * scale, y * scale)

    def box_size(self) -> float:
        """As the shared map's, but smaller still where the whole map crowds
        onto a phone (7 pixels)."""
        if self.crowded():
            return float(max(7, min(10, round(self.min_sep_layout * self.view.scale * 0.95))))
        return super().box_size()

    # Names --------------------------------------------------------------------------------------
    def mark_rank(self, box) -> int:
        _, cap, rc, cfort, coast, br, _ = self.printed[box]
        if cap == "national":
            return 0
        if rc >= 4 or cap == "state":
            return 1
        if rc or br or cfort:
            return 2
        return 4 if coast else 5

    def labels_state(self):
        return (self._stack_key if self.show_units else (), self.show_marks)

    def box_extent(self, box, s: float) -> list:
        half = s / 2
        rects = [(-half - 5, -half - 5, half + 5, half + 5)]
        if self.show_units and box in self.stacks:
            h = self.marker_h(s)
            x = half + 3
            for i, (side, text, _) in enumerate(self.marker_texts(box)):
                w = self.marker_w(text, h)
                rects.append((x, -half + i * (h + 2), x + w, -half + i * (h + 2) + h))
        return rects

    # Markers ------------------------------------------------------------------------------------
    def marker_h(self, s: float) -> float:
        return 13.0 if s <= 10 else float(max(16, int(s * 0.8)))

    def marker_texts(self, box) -> list:
        """[(side, text, army)]: a force's SP, with its army's initials or its
        general's name where there is room."""
        out = []
        brief = self.crowded()
        for side in P.SIDES:
            st = (self.stacks.get(box) or {}).get(side)
            if not st:
                continue
            total = st["total"]
            if brief:
                text = str(total) if total else "G"
            elif st["armies"]:
                text = f"{'+'.join(P.army_abbrev(a) for a in st['armies'])} {total}"
            elif st["gens"]:
                name = oob.GENERALS[st["gens"][0]].name.split(" (")[0].split(" ")[-1]
                text = f"{name} {total}" if total else name
            else:
                text = str(total)
            out.append((side, text, bool(st["armies"])))
        return out

    # Spaces ------------------------------------------------------------------------------------
    def paint_boxes(self, ctx, visible, s: float) -> None:
        marks = self.show_marks
        if marks:
            self._paint_bars(ctx, s)
        hl, sel, focus = self.highlight, self.selected, self.focus
        span = s + 2 * PAD
        c = PAD + s / 2
        for b, sx, sy in visible:
            orig, cap, rc, cfort, coast, br, pro = self.printed[b]
            look = (self.control.get(b), orig, cap, rc, b in self.rc_dead, cfort, coast, br, pro,
                    self.forts.get(b), b in hl, b in (sel, focus), marks, b in self.attacks)
            self.blit(ctx, ("space", look, s), sx - c, sy - c, span, span,
                      lambda cx, look=look: draw_space(cx, c, s, look))
            if self.show_units and b in self.stacks:
                self._paint_markers(ctx, b, sx, sy, s)

    def _paint_markers(self, ctx, box, sx, sy, s) -> None:
        h = self.marker_h(s)
        x = sx + s / 2 + 3
        y = sy - s / 2
        for side, text, army in self.marker_texts(box):
            w = self.marker_w(text, h)
            self.blit(ctx, ("marker", side, text, h, army), x, y, w, h,
                      lambda cx, w=w, side=side, text=text, army=army: draw_marker(cx, w, h, side, text, army))
            y += h + 2

    def _paint_bars(self, ctx, s: float) -> None:
        """A blue bar on each side of a space that faces a river crossing
        (one path, rebuilt when the scale changes)."""
        scale = self.view.scale
        if self._bars_at[0] != (scale, s):
            half = s / 2
            parts = []
            for b, n in self.spec.get("bars", []):
                bx, by = self.xy[b][0] * scale, self.xy[b][1] * scale
                ang = math.atan2(self.xy[n][1] * scale - by, self.xy[n][0] * scale - bx)
                ex, ey = bx + math.cos(ang) * (half + 3), by + math.sin(ang) * (half + 3)
                px, py = -math.sin(ang) * (half + 1), math.cos(ang) * (half + 1)
                parts.append(f"M{ex - px:.1f} {ey - py:.1f}L{ex + px:.1f} {ey + py:.1f}")
            self._bars_at = ((scale, s), js.Path2D.new("".join(parts)))
        ctx.save()
        ctx.translate(self.view.offset_x, self.view.offset_y)
        ctx.strokeStyle = BAR
        ctx.lineWidth = 3
        ctx.stroke(self._bars_at[1])
        ctx.restore()

    # Over everything: the move under way, the selected space's forces ------------------------------
    def paint_over(self, ctx) -> None:
        self._paint_moving(ctx)
        if self.show_units and getattr(self, "fan", True):
            self._paint_fan(ctx)

    def _paint_moving(self, ctx) -> None:
        if not self.moving:
            return
        side, src, dest = self.moving[:3]
        if src not in self.xy or dest not in self.xy or src == dest:
            return
        (x1, y1), (x2, y2) = self.item_screen(src), self.item_screen(dest)
        d = math.hypot(x2 - x1, y2 - y1)
        gap = self.box_size() / 2 + 5
        if d < 2 * gap + 6:
            return
        ux, uy = (x2 - x1) / d, (y2 - y1) / d
        sx, sy, ex, ey = x1 + ux * gap, y1 + uy * gap, x2 - ux * gap, y2 - uy * gap
        col = self.trail_colour(side)
        ctx.lineCap = "round"
        for colour, width in (("#ffffff", 7.0), (col, 3.5)):
            ctx.strokeStyle = colour
            ctx.lineWidth = width
            ctx.beginPath()
            ctx.moveTo(sx, sy)
            ctx.lineTo(ex - ux * 8, ey - uy * 8)
            ctx.stroke()
        ctx.fillStyle = col
        ctx.beginPath()
        ctx.moveTo(ex, ey)
        ctx.lineTo(ex - ux * 11 - uy * 6, ey - uy * 11 + ux * 6)
        ctx.lineTo(ex - ux * 11 + uy * 6, ey - uy * 11 - ux * 6)
        ctx.closePath()
        ctx.fill()
        ctx.lineCap = "butt"

    def fan_items(self, box) -> list:
        """The selected space's forces as counters: [(kind, side, data)]."""
        out = []
        view = self.state
        for side in P.SIDES:
            st = (self.stacks.get(box) or {}).get(side)
            if not st:
                continue
            for aid in st["armies"]:
                out.append(("army", side, aid))
                cmd = ((view.get("armies") or {}).get(aid) or {}).get("cmd")
                out.extend(("gen", side, (g, g == cmd)) for g in P.army_gens(view, aid))
            if st["sp"]:
                out.append(("sp", side, st["sp"]))
            out.extend(("gen", side, (g, False)) for g in st["gens"])
        return out

    def _paint_fan(self, ctx) -> None:
        box = self.selected
        if box not in self.xy:
            return
        items = self.fan_items(box)
        if not items:
            return
        size, gap = COUNTER, 4
        widths = [2 * size if kind == "army" else size for kind, _, _ in items]
        w, h = self.size()
        per_row = max(1, int((w - 16) // (size + gap)))
        rows, row, used = [], [], 0
        for item, iw in zip(items, widths):
            span = iw // size
            if used + span > per_row and row:
                rows.append(row)
                row, used = [], 0
            row.append((item, iw))
            used += span
        rows.append(row)
        sx, sy = self.item_screen(box)
        width = max(sum(iw + gap for _, iw in r) for r in rows) - gap
        x0 = max(6.0, min(sx - width / 2, w - 6 - width))
        y0 = sy + self.box_size() / 2 + 22
        if y0 + len(rows) * (size + gap) > h - 4:
            y0 = max(4.0, sy - self.box_size() / 2 - 22 - len(rows) * (size + gap))
        ctx.fillStyle = "#ffffffee"
        ctx.fillRect(x0 - 5, y0 - 5, width + 10, len(rows) * (size + gap) + 6)
        ctx.strokeStyle = INK
        ctx.lineWidth = 1
        ctx.strokeRect(x0 - 5.5, y0 - 5.5, width + 11, len(rows) * (size + gap) + 7)
        view = self.state
        sp = P.tr(self.lang, "SP", "UM")
        for k, r in enumerate(rows):
            x = x0
            y = y0 + k * (size + gap)
            for (kind, side, data), iw in r:
                if kind == "army":
                    cmd = ((view.get("armies") or {}).get(data) or {}).get("cmd")
                    lead = oob.GENERALS[cmd].name.split(" (")[0] if cmd else P.tr(self.lang, "generic", "genérico")
                    draw_block(ctx, x, y, iw, size, side, P.army_abbrev(data),
                               f"{P.army_total(view, data)} {sp}", lead, True)
                elif kind == "sp":
                    draw_block(ctx, x, y, iw, size, side, "", f"{data} {sp}", "", False)
                else:
                    draw_general(ctx, x, y, size, data[0], data[1])
                x += iw + gap
