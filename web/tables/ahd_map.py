"""A House Divided's map: the shared point-to-point map with the game's
marks. Browser only (canvas); the panels are in ``web.tables.ahd``.

Each box shows who controls it (side colour, and a diagonal bar for the
Confederacy so colour is not the only cue), a flag where control differs
from the printed owner, its recruit numbers, a blue edge toward each river
crossing, a fort's double edge and a port's anchor; beside it a stack
marker per side with the number of units. The selected box's units fan
out below it, one counter each. Reads only declared view fields
(``owners``, ``occupancy``, ``units``).
"""

from __future__ import annotations

import math

from ..widgets.p2p import HIGHLIGHT, INK, PointToPointMap

OWNER_FILL = {"union": "#3b5b9a", "csa": "#8c8c8c", None: "#ffffff"}
OWNER_TEXT = {"union": "#ffffff", "csa": "#ffffff", None: INK}
SIDE_FILL = {"union": "#2b4c8c", "csa": "#6f6f6f"}
SIDE_ROLE = {"u": "union", "c": "csa", "": None}
GRADE_PIPS = {"m": 1, "v": 2, "e": 3}
RIVER_EDGE = "#1f6fc2"


def draw_counter(ctx, x, y, size, u) -> None:
    """One unit: side colour; infantry crossed lines or cavalry diagonal
    (map symbols); pips for the grade (1 militia, 2 veteran, 3 elite); a red
    corner and a slash when damaged; a thick base when entrenched."""
    kind = u.get("kind", "mi")
    ctx.fillStyle = SIDE_FILL.get(u.get("side"), "#6f6f6f")
    ctx.fillRect(x, y, size, size)
    ctx.strokeStyle = "#ffffff"
    ctx.lineWidth = 1.5
    bx, by, bw, bh = x + size * 0.2, y + size * 0.2, size * 0.6, size * 0.38
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
        cx = x + size / 2 + (i - (pips - 1) / 2) * size * 0.2
        ctx.beginPath()
        ctx.arc(cx, y + size * 0.78, size * 0.06, 0, 6.2832)
        ctx.fill()
    if u.get("damaged"):
        ctx.fillStyle = "#d2361e"
        ctx.beginPath()
        ctx.moveTo(x + size, y)
        ctx.lineTo(x + size, y + size * 0.4)
        ctx.lineTo(x + size * 0.6, y)
        ctx.closePath()
        ctx.fill()
    if u.get("entrenched"):
        ctx.fillStyle = "#c9a227"
        ctx.fillRect(x, y + size - 4, size, 4)


class AhdMap(PointToPointMap):
    """The map of A House Divided."""

    def update(self, view: dict, highlight, selected) -> None:
        # Owners as roles, once per update rather than once per box and frame.
        self.owners = {b: SIDE_ROLE.get(o, o) for b, o in (view.get("owners") or {}).items()}
        super().update(view, highlight, selected)

    def paint_box(self, ctx, box, sx, sy, s) -> None:
        view = self.state
        d = self.spec["boxes"][box]
        own = getattr(self, "owners", {}).get(box, d.get("owner"))
        half = s / 2
        if box in self.highlight:
            ctx.fillStyle = HIGHLIGHT
            ctx.fillRect(sx - half - 4, sy - half - 4, s + 8, s + 8)
        ctx.fillStyle = OWNER_FILL.get(own, "#ffffff")
        ctx.fillRect(sx - half, sy - half, s, s)
        if own == "csa":                          # not colour alone: a diagonal bar
            ctx.strokeStyle = "#ffffff"
            ctx.lineWidth = 1.5
            ctx.beginPath()
            ctx.moveTo(sx - half + 1, sy + half - 1)
            ctx.lineTo(sx + half - 1, sy - half + 1)
            ctx.stroke()
        self.paint_outline(ctx, box, sx, sy, s)
        if own != d.get("owner"):                 # a flag: control differs from the print
            ctx.fillStyle = OWNER_FILL.get(own) if own else "#ffffff"
            ctx.strokeStyle = INK
            ctx.lineWidth = 1
            ctx.beginPath()
            ctx.moveTo(sx + half, sy - half)
            ctx.lineTo(sx + half + 7, sy - half - 3)
            ctx.lineTo(sx + half, sy - half - 6)
            ctx.closePath()
            ctx.fill()
            ctx.stroke()
        rec = d.get("recruit") or {}
        if rec and s >= 12:
            ctx.font = f"bold {int(s * 0.6)}px system-ui, sans-serif"
            ctx.fillStyle = OWNER_TEXT.get(own, INK)
            ctx.fillText("/".join(str(n) for n in rec.values()), sx, sy + 0.5)
        for n in d.get("river_sides", ()):        # a blue edge toward each river crossing
            if n in self.xy:
                nx, ny = self.view.to_screen(*self.xy[n])
                ang = math.atan2(ny - sy, nx - sx)
                ex, ey = sx + math.cos(ang) * (half + 2), sy + math.sin(ang) * (half + 2)
                px, py = -math.sin(ang) * (half + 1), math.cos(ang) * (half + 1)
                ctx.strokeStyle = RIVER_EDGE
                ctx.lineWidth = 3
                ctx.beginPath()
                ctx.moveTo(ex - px, ey - py)
                ctx.lineTo(ex + px, ey + py)
                ctx.stroke()
        if d.get("fort"):
            ctx.strokeStyle = INK
            ctx.lineWidth = 1.5
            ctx.strokeRect(sx - half - 2.5, sy - half - 2.5, s + 5, s + 5)
        if d.get("port") and s >= 12:
            ctx.font = f"{int(s * 0.7)}px system-ui, sans-serif"
            ctx.fillStyle = "#1f2a44"
            ctx.fillText("⚓", sx - half - 7, sy + half)
        occ = (view.get("occupancy") or {}).get(box)
        if occ:
            self._stacks(ctx, sx + half + 3, sy - half, occ, s)

    def _stacks(self, ctx, x, y, occ, s) -> None:
        """A stack marker per side: a counter with the number of units."""
        size = max(13.0, s)
        for side in ("union", "csa"):
            n = occ.get(side, 0)
            if not n:
                continue
            ctx.fillStyle = SIDE_FILL[side]
            ctx.fillRect(x, y, size, size)
            ctx.strokeStyle = "#ffffff"
            ctx.lineWidth = 1
            ctx.strokeRect(x + 1, y + 1, size - 2, size - 2)
            ctx.fillStyle = "#ffffff"
            ctx.font = f"bold {int(size * 0.72)}px system-ui, sans-serif"
            ctx.fillText(str(n), x + size / 2, y + size / 2 + 0.5)
            y += size + 2

    def paint_over(self, ctx) -> None:
        """The units of the selected box, one counter each, in a row below it."""
        view = self.state
        box = self.selected
        if box not in self.xy:
            return
        units = [(uid, u) for uid, u in sorted((view.get("units") or {}).items()) if u.get("box") == box]
        if not units:
            return
        size = 30
        sx, sy = self.view.to_screen(*self.xy[box])
        x = sx - (len(units) * (size + 4)) / 2
        y = sy + self.box_size() / 2 + 16
        ctx.fillStyle = "#ffffffdd"
        ctx.fillRect(x - 4, y - 4, len(units) * (size + 4) + 4, size + 8)
        for uid, u in units:
            draw_counter(ctx, x, y, size, u)
            x += size + 4
