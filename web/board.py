"""The map on a canvas, for point-to-point games (A House Divided).

Draws only from the game's static ``board()`` description and its public
``view()``; knows nothing of the rules. The geography (state outlines) comes
from ``assets/basemap.json``, built from the us-atlas package; boxes sit at
their real coordinates through the same projection (``web.geo``).

Static layers (land, links) are Path2D objects in map units, built once and
drawn under a transform; boxes and counters are drawn in screen pixels so
they stay legible at every zoom.
"""

from __future__ import annotations

import math

import js
from pyodide.ffi import create_proxy, to_js

from . import geo

OWNER_FILL = {"union": "#3b5b9a", "csa": "#8c8c8c", None: "#ffffff"}
OWNER_TEXT = {"union": "#ffffff", "csa": "#ffffff", None: "#1d1b16"}
LINK_STYLE = {  # stroke, width in px, dash
    "road": ("#b08d57", 1.6, [5, 4]),
    "rail": ("#2a2623", 2.0, []),
    "river": ("#4a86c5", 3.0, []),
}
HIGHLIGHT = "#ffbf00"
SIDE_ROLE = {"u": "union", "c": "csa", "": None}
SELECTED = "#d2361e"


def _path(points_list, closed):
    parts = []
    for pts in points_list:
        if len(pts) < 4:
            continue
        parts.append(f"M{pts[0]:.1f} {pts[1]:.1f}")
        parts.extend(f"L{pts[i]:.1f} {pts[i + 1]:.1f}" for i in range(2, len(pts) - 1, 2))
        if closed:
            parts.append("Z")
    return js.Path2D.new(" ".join(parts))


GRADE_PIPS = {"m": 1, "v": 2, "e": 3}


def draw_counter(ctx, x, y, size, u) -> None:
    """One unit: side colour; infantry crossed lines or cavalry diagonal
    (map symbols); pips for the grade (1 militia, 2 veteran, 3 elite); a red
    corner and a slash when damaged; a thick base when entrenched."""
    kind = u.get("kind", "mi")
    ctx.fillStyle = "#2b4c8c" if u.get("side") == "union" else "#6f6f6f"
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


class Board:
    def __init__(self, spec: dict, on_pick) -> None:
        self.spec = spec
        self.on_pick = on_pick            # called with a box id when a box is tapped
        self.canvas = js.document.createElement("canvas")
        self.canvas.id = "map"
        self.canvas.tabIndex = 0
        self.canvas.setAttribute("role", "img")
        self.canvas.setAttribute("aria-label", "Map")
        self.ctx = self.canvas.getContext("2d")
        self.xy = {b: geo.project(d["lon"], d["lat"]) for b, d in spec["boxes"].items()}
        self.view = geo.View()
        self.fitted = False
        self.land = None
        self.rivers = None               # the big rivers' real courses (authored), under the links
        self.links = {}
        self.arrows = None
        self.state = {}                   # the latest public view
        self.highlight: set = set()
        self.selected = None
        self.pointers: dict = {}
        self.dragged = False
        self.dpr = 1.0
        self._build_links()
        self._listen()

    # Static layers --------------------------------------------------------------
    def set_basemap(self, basemap: dict) -> None:
        rings = [ring for st in basemap.get("states", []) for ring in st["rings"]]
        self.land = _path(rings, True)
        lines = [r["line"] for r in basemap.get("rivers", []) if len(r.get("line", ())) >= 4]
        self.rivers = _path(lines, False) if lines else None
        self.draw()

    def _build_links(self):
        by_kind = {"road": [], "rail": [], "river": []}
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
        self.links = {kind: _path(lines, False) for kind, lines in by_kind.items()}
        self.arrows = _path(arrows, True)

    # Sizing ---------------------------------------------------------------------------
    def resize(self) -> None:
        w = max(1, int(self.canvas.clientWidth))
        h = max(1, int(self.canvas.clientHeight))
        self.dpr = float(js.window.devicePixelRatio or 1)
        if self.canvas.width != int(w * self.dpr) or self.canvas.height != int(h * self.dpr):
            self.canvas.width = int(w * self.dpr)
            self.canvas.height = int(h * self.dpr)
        if not self.fitted:
            self.fit()

    def fit(self) -> None:
        w = max(1, int(self.canvas.clientWidth))
        h = max(1, int(self.canvas.clientHeight))
        xs = [p[0] for p in self.xy.values()]
        ys = [p[1] for p in self.xy.values()]
        self.view.fit((min(xs), min(ys), max(xs), max(ys)), w, h, 24)
        self.fit_scale = self.view.scale
        self.fitted = True

    # Drawing ---------------------------------------------------------------------------
    def update(self, view: dict, highlight: set, selected) -> None:
        self.state = view
        self.highlight = set(highlight)
        self.selected = selected
        self.draw()

    def box_size(self) -> float:
        zoom = self.view.scale / getattr(self, "fit_scale", self.view.scale)
        return max(12.0, min(24.0, 12.0 * zoom))

    def draw(self) -> None:
        ctx = self.ctx
        dpr, v = self.dpr, self.view
        w, h = self.canvas.width, self.canvas.height
        ctx.setTransform(1, 0, 0, 1, 0, 0)
        ctx.fillStyle = "#dfe9f0"                     # sea
        ctx.fillRect(0, 0, w, h)
        ctx.setTransform(dpr * v.scale, 0, 0, dpr * v.scale, dpr * v.offset_x, dpr * v.offset_y)
        unit = 1.0 / v.scale
        if self.land is not None:
            ctx.fillStyle = "#f4efe3"
            ctx.fill(self.land, "evenodd")
            ctx.strokeStyle = "#b9ae98"
            ctx.lineWidth = 0.8 * unit
            ctx.stroke(self.land)
        if self.rivers is not None:
            ctx.strokeStyle = "#9cc3e6"
            ctx.lineWidth = 2.2 * unit
            ctx.lineJoin = "round"
            ctx.stroke(self.rivers)
        for kind in ("river", "road", "rail"):
            colour, width, dash = LINK_STYLE[kind]
            ctx.strokeStyle = colour
            ctx.lineWidth = width * unit
            ctx.setLineDash(to_js([d * unit for d in dash]))
            ctx.stroke(self.links[kind])
        ctx.setLineDash(to_js([]))
        ctx.fillStyle = LINK_STYLE["river"][0]
        ctx.fill(self.arrows)

        ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
        owners = {b: SIDE_ROLE.get(o, o) for b, o in self.state.get("owners", {}).items()}
        occupancy = self.state.get("occupancy", {})
        boxes = self.spec["boxes"]
        s = self.box_size()
        half = s / 2
        show_names = v.scale >= 1.8 * getattr(self, "fit_scale", v.scale)
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        fill_rect, stroke_rect, fill_text = ctx.fillRect, ctx.strokeRect, ctx.fillText
        for b, (x, y) in self.xy.items():
            sx, sy = v.to_screen(x, y)
            if sx < -40 or sy < -40 or sx > w / dpr + 40 or sy > h / dpr + 40:
                continue
            d = boxes[b]
            own = owners.get(b, d.get("owner"))
            if b in self.highlight:
                ctx.fillStyle = HIGHLIGHT
                fill_rect(sx - half - 4, sy - half - 4, s + 8, s + 8)
            ctx.fillStyle = OWNER_FILL.get(own, "#ffffff")
            fill_rect(sx - half, sy - half, s, s)
            if own == "csa":                          # not colour alone: a diagonal bar
                ctx.strokeStyle = "#ffffff"
                ctx.lineWidth = 1.5
                ctx.beginPath()
                ctx.moveTo(sx - half + 1, sy + half - 1)
                ctx.lineTo(sx + half - 1, sy - half + 1)
                ctx.stroke()
            ctx.lineWidth = 2.5 if b == self.selected else 1
            ctx.strokeStyle = SELECTED if b == self.selected else "#1d1b16"
            stroke_rect(sx - half, sy - half, s, s)
            if own != d.get("owner"):                 # a flag: control differs from the print
                ctx.fillStyle = OWNER_FILL.get(own) if own else "#ffffff"
                ctx.strokeStyle = "#1d1b16"
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
                ctx.fillStyle = OWNER_TEXT.get(own, "#1d1b16")
                fill_text("/".join(str(n) for n in rec.values()), sx, sy + 0.5)
            for n in d.get("river_sides", ()):        # a blue edge toward each river crossing
                if n in self.xy:
                    nx, ny = v.to_screen(*self.xy[n])
                    ang = math.atan2(ny - sy, nx - sx)
                    ex, ey = sx + math.cos(ang) * (half + 2), sy + math.sin(ang) * (half + 2)
                    px, py = -math.sin(ang) * (half + 1), math.cos(ang) * (half + 1)
                    ctx.strokeStyle = "#1f6fc2"
                    ctx.lineWidth = 3
                    ctx.beginPath()
                    ctx.moveTo(ex - px, ey - py)
                    ctx.lineTo(ex + px, ey + py)
                    ctx.stroke()
            if d.get("fort"):
                ctx.strokeStyle = "#1d1b16"
                ctx.lineWidth = 1.5
                ctx.strokeRect(sx - half - 2.5, sy - half - 2.5, s + 5, s + 5)
            if d.get("port") and s >= 12:
                ctx.font = f"{int(s * 0.7)}px system-ui, sans-serif"
                ctx.fillStyle = "#1f2a44"
                fill_text("⚓", sx - half - 7, sy + half)
            occ = occupancy.get(b)
            if occ:
                self._counters(sx + half + 3, sy - half, occ, s)
            if show_names or b == self.selected:
                ctx.font = "11px system-ui, sans-serif"
                ctx.fillStyle = "#1d1b16"
                fill_text(d["name"], sx, sy + half + 8)
        if self.selected in self.xy:
            self._fan_out(self.selected)

    def _counters(self, x, y, occ, s) -> None:
        """A stack marker per side: a counter with the number of units."""
        ctx = self.ctx
        size = max(13.0, s)
        for side in ("union", "csa"):
            n = occ.get(side, 0)
            if not n:
                continue
            ctx.fillStyle = "#2b4c8c" if side == "union" else "#6f6f6f"
            ctx.fillRect(x, y, size, size)
            ctx.strokeStyle = "#ffffff"
            ctx.lineWidth = 1
            ctx.strokeRect(x + 1, y + 1, size - 2, size - 2)
            ctx.fillStyle = "#ffffff"
            ctx.font = f"bold {int(size * 0.72)}px system-ui, sans-serif"
            ctx.fillText(str(n), x + size / 2, y + size / 2 + 0.5)
            y += size + 2

    def _fan_out(self, box) -> None:
        """The units of the selected box, one counter each, in a row below it."""
        units = [(uid, u) for uid, u in sorted(self.state.get("units", {}).items())
                 if u.get("box") == box]
        if not units:
            return
        ctx = self.ctx
        size = 30
        sx, sy = self.view.to_screen(*self.xy[box])
        x = sx - (len(units) * (size + 4)) / 2
        y = sy + self.box_size() / 2 + 16
        ctx.fillStyle = "#ffffffdd"
        ctx.fillRect(x - 4, y - 4, len(units) * (size + 4) + 4, size + 8)
        for uid, u in units:
            draw_counter(ctx, x, y, size, u)
            x += size + 4

    # Input -----------------------------------------------------------------------------
    def _listen(self) -> None:
        c = self.canvas
        self._handlers = [
            ("pointerdown", create_proxy(self._down)),
            ("pointermove", create_proxy(self._move)),
            ("pointerup", create_proxy(self._up)),
            ("pointercancel", create_proxy(self._cancel)),
            ("wheel", create_proxy(self._wheel)),
            ("keydown", create_proxy(self._key)),
        ]
        for name, handler in self._handlers:
            c.addEventListener(name, handler)

    def _local(self, ev):
        rect = self.canvas.getBoundingClientRect()
        return float(ev.clientX - rect.left), float(ev.clientY - rect.top)

    def _down(self, ev) -> None:
        try:
            self.canvas.setPointerCapture(ev.pointerId)   # keep the drag when it leaves the canvas
        except Exception:
            pass                                          # not an active pointer (synthetic events)
        self.pointers[int(ev.pointerId)] = self._local(ev)
        self.dragged = False

    def _move(self, ev) -> None:
        pid = int(ev.pointerId)
        if pid not in self.pointers:
            return
        new = self._local(ev)
        if len(self.pointers) == 1:
            old = self.pointers[pid]
            if abs(new[0] - old[0]) + abs(new[1] - old[1]) > 3 or self.dragged:
                self.dragged = True
                self.view.pan(new[0] - old[0], new[1] - old[1])
                self.pointers[pid] = new
                self.draw()
        elif len(self.pointers) == 2:
            other = next(p for p in self.pointers if p != pid)
            self.view.pinch(self.pointers[pid], self.pointers[other], new, self.pointers[other])
            self.pointers[pid] = new
            self.dragged = True
            self.draw()

    def _up(self, ev) -> None:
        pid = int(ev.pointerId)
        pos = self.pointers.pop(pid, None)
        if pos is not None and not self.dragged and not self.pointers:
            hit = geo.hit_box(self.xy_screen(), pos[0], pos[1], max(14.0, self.box_size()))
            if hit is not None:
                self.on_pick(hit)

    def _cancel(self, ev) -> None:
        self.pointers.pop(int(ev.pointerId), None)

    def _wheel(self, ev) -> None:
        ev.preventDefault()
        sx, sy = self._local(ev)
        self.view.zoom_at(math.exp(-float(ev.deltaY) * 0.0015), sx, sy)
        self.draw()

    def _key(self, ev) -> None:
        key = str(ev.key)
        w, h = float(self.canvas.clientWidth), float(self.canvas.clientHeight)
        if key in ("+", "="):
            self.view.zoom_at(1.25, w / 2, h / 2)
        elif key in ("-", "_"):
            self.view.zoom_at(0.8, w / 2, h / 2)
        elif key == "0":
            self.fit()
        elif key.startswith("Arrow"):
            step = 60
            dx = {"ArrowLeft": step, "ArrowRight": -step}.get(key, 0)
            dy = {"ArrowUp": step, "ArrowDown": -step}.get(key, 0)
            self.view.pan(dx, dy)
        else:
            return
        ev.preventDefault()
        self.draw()

    def zoom(self, factor: float) -> None:
        w, h = float(self.canvas.clientWidth), float(self.canvas.clientHeight)
        self.view.zoom_at(factor, w / 2, h / 2)
        self.draw()

    def xy_screen(self) -> dict:
        return {b: self.view.to_screen(x, y) for b, (x, y) in self.xy.items()}
