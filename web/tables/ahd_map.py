"""A House Divided's map: the shared point-to-point map with the game's
marks. Browser only (canvas); the panels are in ``web.tables.ahd`` and the
legend that explains every mark in ``web.tables.ahd_legend``.

Each box shows who controls it (side colour, and a diagonal bar for the
Confederacy so colour is not the only cue), a flag at its top-left corner
where control differs from the printed owner, a gold star for the seven
victory cities, its recruitment numbers as small white discs ringed in the
recruiting side's colour at the bottom-left corner (never square, unlike
the stack markers), a blue edge toward each river crossing, a fort's double
edge and a port's anchor at the bottom-right corner. Right of it, a stack
marker per side: a square-cornered tab in the side's colour reading
"units · strength". The selected box's units fan out below it as counters:
NATO symbol (infantry a crossed box, cavalry one diagonal), strength,
grade pips, a red band on the reduced (damaged) side, a gold battlement
when entrenched.

Boxes, markers and names are drawn from small sprites made once per look
(``PointToPointMap.sprite``), so a redraw is a few hundred copies.
Reads only declared view fields (``owners``, ``occupancy``, ``units``).
Toggles: ``show_units`` (markers and counters), ``show_marks`` (printed
marks: stars, recruitment discs, forts, ports, river edges, flags).
"""

from __future__ import annotations

import math

import js

from pyapp.games.ahd import data as D

from ..widgets.p2p import HIGHLIGHT, INK, SELECTED, PointToPointMap

OWNER_FILL = {"union": "#3b5b9a", "csa": "#8c8c8c", None: "#ffffff"}
SIDE_FILL = {"union": "#2b4c8c", "csa": "#6f6f6f"}
SIDE_RING = {"union": "#2b4c8c", "csa": "#555555"}
SIDE_ROLE = {"u": "union", "c": "csa", "": None}
GRADE_PIPS = {"m": 1, "v": 2, "e": 3}
RIVER_EDGE = "#1f6fc2"
STAR = "#f2c230"
DAMAGED_BAND = "#c0392b"
TRENCH = "#e0b43a"
PAD = 12                      # room around a box's sprite for its corner marks
MARKER_FONT = "700 {size}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"


def star_path(ctx, cx, cy, r_out, r_in=None) -> None:
    """A five-pointed star's outline (begins a path)."""
    r_in = r_out * 0.45 if r_in is None else r_in
    ctx.beginPath()
    for i in range(10):
        r = r_out if i % 2 == 0 else r_in
        ang = -math.pi / 2 + i * math.pi / 5
        x, y = cx + r * math.cos(ang), cy + r * math.sin(ang)
        if i == 0:
            ctx.moveTo(x, y)
        else:
            ctx.lineTo(x, y)
    ctx.closePath()


def draw_counter(ctx, x, y, size, u) -> None:
    """One unit, as a wargame counter: side colour; the NATO symbol
    (infantry crossed lines, cavalry one diagonal); grade pips down the left
    (1 militia, 2 veteran, 3 elite); the strength (the view's value) at the
    bottom, on a red band when the unit is damaged (its reduced side); a
    gold battlement along the top when entrenched."""
    kind = u.get("kind", "mi")
    side_fill = SIDE_FILL.get(u.get("side"), "#6f6f6f")
    ctx.fillStyle = side_fill
    ctx.fillRect(x, y, size, size)
    band_y = y + size * 0.6
    if u.get("damaged"):
        ctx.fillStyle = DAMAGED_BAND
        ctx.fillRect(x, band_y, size, size * 0.4)
    ctx.strokeStyle = "#ffffff"
    ctx.lineWidth = 1.4
    bx, by, bw, bh = x + size * 0.26, y + size * 0.16, size * 0.56, size * 0.36
    ctx.strokeRect(bx, by, bw, bh)
    ctx.beginPath()
    ctx.moveTo(bx, by + bh)
    ctx.lineTo(bx + bw, by)
    if kind.endswith("i"):
        ctx.moveTo(bx, by)
        ctx.lineTo(bx + bw, by + bh)
    ctx.stroke()
    ctx.fillStyle = "#ffffff"
    pips = GRADE_PIPS.get(kind[0], 1)
    for i in range(pips):
        ctx.beginPath()
        ctx.arc(x + size * 0.12, y + size * (0.2 + 0.15 * i), size * 0.055, 0, 6.2832)
        ctx.fill()
    ctx.font = f"800 {int(size * 0.36)}px system-ui, sans-serif"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillText(str(u.get("value", "")), x + size / 2, y + size * 0.8)
    if u.get("entrenched"):
        ctx.fillStyle = TRENCH
        tooth = size / 7
        ctx.fillRect(x, y, size, tooth * 0.6)
        for i in range(0, 7, 2):
            ctx.fillRect(x + i * tooth, y, tooth, tooth * 1.3)
    ctx.strokeStyle = INK
    ctx.lineWidth = 1
    ctx.strokeRect(x + 0.5, y + 0.5, size - 1, size - 1)


def draw_box(ctx, c: float, s: float, look: tuple) -> None:
    """A box centred at (c, c) of ``s`` pixels with its marks, on a sprite."""
    own, printed, rec, fort, port, victory, lit, selected, marks = look
    half = s / 2
    x0, y0, x1, y1 = c - half, c - half, c + half, c + half
    if lit:
        ctx.fillStyle = HIGHLIGHT
        ctx.fillRect(x0 - 4, y0 - 4, s + 8, s + 8)
    ctx.fillStyle = OWNER_FILL.get(own, "#ffffff")
    ctx.fillRect(x0, y0, s, s)
    if own == "csa":                          # not colour alone: a diagonal bar
        ctx.strokeStyle = "#ffffff"
        ctx.lineWidth = 1.5
        ctx.beginPath()
        ctx.moveTo(x0 + 1, y1 - 1)
        ctx.lineTo(x1 - 1, y0 + 1)
        ctx.stroke()
    if marks and victory:                     # a gold star, larger than the box
        star_path(ctx, c, c + s * 0.05, max(7.5, s * 0.58))
        ctx.fillStyle = STAR
        ctx.fill()
        ctx.strokeStyle = INK
        ctx.lineWidth = 1
        ctx.stroke()
    ctx.lineWidth = 2.5 if selected else 1
    ctx.strokeStyle = SELECTED if selected else INK
    ctx.strokeRect(x0, y0, s, s)
    if not marks:
        return
    if fort:
        ctx.strokeStyle = INK
        ctx.lineWidth = 1.5
        ctx.strokeRect(x0 - 2.5, y0 - 2.5, s + 5, s + 5)
    if own != printed:                        # a flag: control differs from the print
        ctx.strokeStyle = INK
        ctx.lineWidth = 1.2
        ctx.beginPath()
        ctx.moveTo(x0, y0)
        ctx.lineTo(x0, y0 - 10)
        ctx.stroke()
        ctx.fillStyle = OWNER_FILL.get(own) or "#ffffff"
        ctx.beginPath()
        ctx.moveTo(x0, y0 - 10)
        ctx.lineTo(x0 - 8, y0 - 7.5)
        ctx.lineTo(x0, y0 - 5)
        ctx.closePath()
        ctx.fill()
        ctx.lineWidth = 1
        ctx.stroke()
    if rec:                                   # recruitment: small ringed discs, bottom-left
        r = max(6.0, s * 0.3)
        cx = x0
        ctx.font = f"800 {r * 1.45:.1f}px system-ui, sans-serif"
        for side, n in rec:
            ctx.beginPath()
            ctx.arc(cx, y1, r, 0, 6.2832)
            ctx.fillStyle = "#ffffff"
            ctx.fill()
            ctx.strokeStyle = SIDE_RING.get(side, INK)
            ctx.lineWidth = 1.6
            ctx.stroke()
            ctx.fillStyle = SIDE_RING.get(side, INK)
            ctx.fillText(str(n), cx, y1 + 0.7)
            cx += 2 * r + 1
    if port:                                  # the anchor, bottom-right
        size = max(10.0, s * 0.62)
        ctx.font = f"{size:.0f}px system-ui, sans-serif"
        ctx.lineWidth = 3
        ctx.strokeStyle = "#ffffff"
        ctx.strokeText("⚓", x1 + 1, y1)
        ctx.fillStyle = "#1f2a44"
        ctx.fillText("⚓", x1 + 1, y1)


def draw_marker(ctx, w: float, h: float, side: str, text: str) -> None:
    """A stack marker: a tab in the side's colour, "units · strength"."""
    ctx.fillStyle = SIDE_FILL.get(side, "#6f6f6f")
    ctx.fillRect(0, 0, w, h)
    ctx.strokeStyle = "#ffffff"
    ctx.lineWidth = 1
    ctx.strokeRect(1.5, 1.5, w - 3, h - 3)
    ctx.strokeStyle = INK
    ctx.strokeRect(0.5, 0.5, w - 1, h - 1)
    ctx.fillStyle = "#ffffff"
    ctx.font = MARKER_FONT.format(size=int(h * 0.7))
    ctx.fillText(text, w / 2, h / 2 + 0.5)


class AhdMap(PointToPointMap):
    """The map of A House Divided."""

    marker_font = MARKER_FONT
    marker_scale = 0.7

    def __init__(self, spec: dict, on_pick, label: str = "Map") -> None:
        super().__init__(spec, on_pick, label)
        self.victory = frozenset(spec.get("victory") or D.VICTORY_CITIES)
        self.capital = spec.get("capital") or D.CAPITAL
        self.owners: dict = {}
        self.stacks: dict = {}
        self._stack_key = ()
        self._edges_at = (None, None)
        # printed marks, once: (printed owner, recruit [(side, n)], fort, port, victory)
        self.printed = {}
        for b, d in spec["boxes"].items():
            rec = tuple(sorted(((side, n) for side, n in (d.get("recruit") or {}).items() if n),
                               key=lambda x: 0 if x[0] == "union" else 1))
            self.printed[b] = (d.get("owner"), rec, bool(d.get("fort")), bool(d.get("port")), b in self.victory)

    def update(self, view: dict, highlight, selected) -> None:
        # Owners as roles and the stacks (units, strength per side), once per
        # update rather than once per box and frame.
        self.owners = {b: SIDE_ROLE.get(o, o) for b, o in (view.get("owners") or {}).items()}
        stacks: dict = {}
        for u in (view.get("units") or {}).values():
            box = u.get("box")
            if box not in self.xy:
                continue
            side = stacks.setdefault(box, {}).setdefault(u.get("side"), [0, 0])
            side[0] += 1
            side[1] += int(u.get("value") or 0)
        if not stacks:                             # a view without units: the counts alone
            for box, occ in (view.get("occupancy") or {}).items():
                for side, n in (occ or {}).items():
                    if n:
                        stacks.setdefault(box, {})[side] = [n, None]
        self.stacks = stacks
        self._stack_key = tuple(sorted((b, side, v[0], v[1]) for b, d in stacks.items() for side, v in d.items()))
        super().update(view, highlight, selected)

    # Names --------------------------------------------------------------------------------
    def mark_rank(self, box) -> int:
        """Victory cities first, then recruitment cities by value, then the rest."""
        printed = self.printed[box]
        if printed[4] or box == self.capital:
            return 0
        if printed[1]:
            return 4 - min(3, max(n for _, n in printed[1]))
        return 5

    def labels_state(self):
        return (self._stack_key if self.show_units else (), self.show_marks)

    def box_extent(self, box, s: float) -> list:
        half = s / 2
        rects = [(-half - 4, -half - 4, half + 4, half + 4)]
        if self.show_marks:
            _, rec, fort, port, _ = self.printed[box]
            if rec:
                r = max(6.0, s * 0.3)
                rects.append((-half - r, half - r, -half + r + (2 * r + 1) * (len(rec) - 1), half + r))
            if port:
                rects.append((half - 5, half - 6, half + 7, half + 6))
            if self.owners.get(box, self.printed[box][0]) != self.printed[box][0]:
                rects.append((-half - 9, -half - 11, -half + 1, -half))
        if self.show_units and box in self.stacks:
            h = self.marker_h(s)
            x = half + 3
            for i, (side, text) in enumerate(self.marker_texts(box)):
                w = self.marker_w(text, h)
                rects.append((x, -half + i * (h + 2), x + w, -half + i * (h + 2) + h))
        return rects

    # Markers --------------------------------------------------------------------------------
    def marker_h(self, s: float) -> float:
        return 13.0 if s <= 10 else float(max(16, int(s * 0.8)))

    def marker_texts(self, box) -> list:
        """[(side, "units·strength")]; the count alone where boxes crowd."""
        out = []
        brief = self.crowded()
        for side in ("union", "csa"):
            v = (self.stacks.get(box) or {}).get(side)
            if v and v[0]:
                out.append((side, f"{v[0]}·{v[1]}" if v[1] is not None and not brief else str(v[0])))
        return out

    # Drawing --------------------------------------------------------------------------------
    def paint_boxes(self, ctx, visible, s: float) -> None:
        marks = self.show_marks
        if marks:
            self._paint_river_edges(ctx, s)
        owners, printed, hl, sel = self.owners, self.printed, self.highlight, self.selected
        span = s + 2 * PAD
        c = PAD + s / 2
        units = self.show_units
        for b, sx, sy in visible:
            p_owner, rec, fort, port, victory = printed[b]
            look = (owners.get(b, p_owner), p_owner, rec, fort, port, victory, b in hl, b == sel, marks)
            self.blit(ctx, ("box", look, s), sx - c, sy - c, span, span,
                      lambda cx, look=look: draw_box(cx, c, s, look))
            if units and b in self.stacks:
                self._paint_markers(ctx, b, sx, sy, s)

    def _paint_markers(self, ctx, box, sx, sy, s) -> None:
        h = self.marker_h(s)
        x = sx + s / 2 + 3
        y = sy - s / 2
        for side, text in self.marker_texts(box):
            w = self.marker_w(text, h)
            self.blit(ctx, ("marker", side, text, h), x, y, w, h,
                      lambda cx, w=w, side=side, text=text: draw_marker(cx, w, h, side, text))
            y += h + 2

    def _paint_river_edges(self, ctx, s: float) -> None:
        """A blue edge on each side of a box that faces a river crossing
        (one path for the map, rebuilt when the scale changes)."""
        scale = self.view.scale
        if self._edges_at[0] != (scale, s):
            half = s / 2
            parts = []
            for b, d in self.spec["boxes"].items():
                sides = d.get("river_sides") or ()
                if not sides:
                    continue
                bx, by = self.xy[b][0] * scale, self.xy[b][1] * scale
                for n in sides:
                    if n not in self.xy:
                        continue
                    ang = math.atan2(self.xy[n][1] * scale - by, self.xy[n][0] * scale - bx)
                    ex, ey = bx + math.cos(ang) * (half + 3), by + math.sin(ang) * (half + 3)
                    px, py = -math.sin(ang) * (half + 1), math.cos(ang) * (half + 1)
                    parts.append(f"M{ex - px:.1f} {ey - py:.1f}L{ex + px:.1f} {ey + py:.1f}")
            self._edges_at = ((scale, s), js.Path2D.new("".join(parts)))
        ctx.save()
        ctx.translate(self.view.offset_x, self.view.offset_y)
        ctx.strokeStyle = RIVER_EDGE
        ctx.lineWidth = 3
        ctx.stroke(self._edges_at[1])
        ctx.restore()

    def paint_over(self, ctx) -> None:
        """The units of the selected box, one counter each, in a row below it."""
        view = self.state
        box = self.selected
        if box not in self.xy or not self.show_units or not getattr(self, "fan", True):
            return
        units = [(uid, u) for uid, u in sorted((view.get("units") or {}).items()) if u.get("box") == box]
        if not units:
            return
        size = 34
        sx, sy = self.view.to_screen(*self.xy[box])
        w, _ = self.size()
        x = sx - (len(units) * (size + 4)) / 2
        x = max(6.0, min(x, w - 6 - len(units) * (size + 4)))
        y = sy + self.box_size() / 2 + 22
        ctx.fillStyle = "#ffffffe6"
        ctx.fillRect(x - 4, y - 4, len(units) * (size + 4) + 4, size + 8)
        ctx.strokeStyle = INK
        ctx.lineWidth = 1
        ctx.strokeRect(x - 4.5, y - 4.5, len(units) * (size + 4) + 5, size + 9)
        for uid, u in units:
            draw_counter(ctx, x, y, size, u)
            x += size + 4
