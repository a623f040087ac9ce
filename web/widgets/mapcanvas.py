"""A map on a canvas with a camera, shared by every map of every game.

``MapCanvas`` owns the canvas, its size in device pixels and the camera
(``web.geo.View``: screen = map units * scale + offset), and answers the
player's hands: drag to pan, two fingers to pinch, the wheel to zoom about
the pointer, the keyboard (+, -, 0 to fit, arrows to pan), and a tap, which
it turns into ``on_pick(item)`` through the subclass's hit test.

A subclass (a point-to-point map, a hex map) says where its map lies
(``bounds``), draws it (``paint``), finds the item under a screen point
(``hit``) and where an item is drawn (``item_screen``). It draws only from
what ``update`` gives it: the view of the side at the device.
"""

from __future__ import annotations

import math

import js
from pyodide.ffi import create_proxy

from .. import geo

FIT_MARGIN = 24           # pixels left around the map when it is fitted
KEY_ZOOM = 1.25
KEY_PAN = 60              # pixels per arrow key
WHEEL_RATE = 0.0015       # zoom factor exp(-deltaY * rate)
TAP_SLOP = 3              # pixels a pointer may move and still be a tap


class MapCanvas:
    """The shared canvas map. ``on_pick(item)`` is called when an item is tapped."""

    def __init__(self, on_pick, label: str = "Map") -> None:
        self.on_pick = on_pick
        self.canvas = js.document.createElement("canvas")
        self.canvas.id = "map"
        self.canvas.tabIndex = 0
        self.canvas.setAttribute("role", "img")
        self.canvas.setAttribute("aria-label", label)
        self.ctx = self.canvas.getContext("2d")
        self.view = geo.View()
        self.fitted = False
        self.moved = False             # zoomed or panned by the player since the last fit
        self.fit_scale = 1.0
        self.dpr = 1.0
        self.state: dict = {}          # the view last drawn (never another side's secrets)
        self.highlight: set = set()
        self.selected = None
        self.pointers: dict = {}
        self.dragged = False
        self._listen()

    # Hooks for subclasses ----------------------------------------------------------
    def bounds(self) -> tuple:
        """(minx, miny, maxx, maxy) of the map, in map units."""
        raise NotImplementedError

    def paint(self, ctx, width: float, height: float) -> None:
        """Draw the map; the canvas is cleared and ``width``/``height`` are in
        CSS pixels (the transform already holds the device pixel ratio)."""
        raise NotImplementedError

    def hit(self, sx: float, sy: float):
        """The item under the screen point (CSS pixels from the top-left), or None."""
        return None

    def item_screen(self, item):
        """Where ``item`` is drawn, in CSS pixels from the top-left, or None."""
        return None

    # Sizing ---------------------------------------------------------------------------
    def size(self) -> tuple:
        return max(1, int(self.canvas.clientWidth)), max(1, int(self.canvas.clientHeight))

    def resize(self) -> None:
        """Match the canvas to its box; a map the player has not moved since
        it was fitted is fitted again (a tablet turned, a window resized)."""
        w, h = self.size()
        self.dpr = float(js.window.devicePixelRatio or 1)
        changed = self.canvas.width != int(w * self.dpr) or self.canvas.height != int(h * self.dpr)
        if changed:
            self.canvas.width = int(w * self.dpr)
            self.canvas.height = int(h * self.dpr)
        if not self.fitted or (changed and not self.moved):
            self.fit()

    def fit(self) -> None:
        """Show the whole map."""
        w, h = self.size()
        self.view.fit(self.bounds(), w, h, FIT_MARGIN)
        self.fit_scale = self.view.scale
        self.fitted = True
        self.moved = False

    @property
    def zoom_level(self) -> float:
        """The scale relative to the fitted one (1: the whole map)."""
        return self.view.scale / self.fit_scale if self.fit_scale else 1.0

    # Drawing ---------------------------------------------------------------------------
    def update(self, view: dict, highlight, selected) -> None:
        self.state = view
        self.highlight = set(highlight)
        self.selected = selected
        self.draw()

    def draw(self) -> None:
        ctx = self.ctx
        ctx.setTransform(1, 0, 0, 1, 0, 0)
        ctx.clearRect(0, 0, self.canvas.width, self.canvas.height)
        ctx.setTransform(self.dpr, 0, 0, self.dpr, 0, 0)
        w, h = self.size()
        self.paint(ctx, w, h)

    def blank(self) -> None:
        """Forget the view and clear the canvas (the device changes hands)."""
        self.state, self.highlight, self.selected = {}, set(), None
        self.ctx.setTransform(1, 0, 0, 1, 0, 0)
        self.ctx.clearRect(0, 0, self.canvas.width, self.canvas.height)

    def zoom(self, factor: float) -> None:
        """Zoom about the centre (the +/- buttons)."""
        w, h = self.size()
        self.view.zoom_at(factor, w / 2, h / 2)
        self.moved = True
        self.draw()

    # Input -----------------------------------------------------------------------------
    def _listen(self) -> None:
        self._handlers = [
            ("pointerdown", create_proxy(self._down)),
            ("pointermove", create_proxy(self._move)),
            ("pointerup", create_proxy(self._up)),
            ("pointercancel", create_proxy(self._cancel)),
            ("wheel", create_proxy(self._wheel)),
            ("keydown", create_proxy(self._key)),
        ]
        for name, handler in self._handlers:
            self.canvas.addEventListener(name, handler)

    def _local(self, ev) -> tuple:
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
            if abs(new[0] - old[0]) + abs(new[1] - old[1]) > TAP_SLOP or self.dragged:
                self.dragged = self.moved = True
                self.view.pan(new[0] - old[0], new[1] - old[1])
                self.pointers[pid] = new
                self.draw()
        elif len(self.pointers) == 2:
            other = next(p for p in self.pointers if p != pid)
            self.view.pinch(self.pointers[pid], self.pointers[other], new, self.pointers[other])
            self.pointers[pid] = new
            self.dragged = self.moved = True
            self.draw()

    def _up(self, ev) -> None:
        pos = self.pointers.pop(int(ev.pointerId), None)
        if pos is not None and not self.dragged and not self.pointers:
            item = self.hit(pos[0], pos[1])
            if item is not None:
                self.on_pick(item)

    def _cancel(self, ev) -> None:
        self.pointers.pop(int(ev.pointerId), None)

    def _wheel(self, ev) -> None:
        ev.preventDefault()
        sx, sy = self._local(ev)
        self.view.zoom_at(math.exp(-float(ev.deltaY) * WHEEL_RATE), sx, sy)
        self.moved = True
        self.draw()

    def _key(self, ev) -> None:
        key = str(ev.key)
        w, h = self.size()
        if key in ("+", "="):
            self.view.zoom_at(KEY_ZOOM, w / 2, h / 2)
        elif key in ("-", "_"):
            self.view.zoom_at(1 / KEY_ZOOM, w / 2, h / 2)
        elif key == "0":
            self.fit()
        elif key.startswith("Arrow"):
            dx = {"ArrowLeft": KEY_PAN, "ArrowRight": -KEY_PAN}.get(key, 0)
            dy = {"ArrowUp": KEY_PAN, "ArrowDown": -KEY_PAN}.get(key, 0)
            self.view.pan(dx, dy)
        else:
            return
        self.moved = key != "0"
        ev.preventDefault()
        self.draw()
