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

Opt-in behaviours for maps of separate places (the point-to-point map):

- ``crowd_radius`` (pixels, 0: off): a touch tap whose point lies within
  that distance of two or more items (``near``) does not pick: the map
  zooms about the tap until those items are ``2 * crowd_radius`` apart, so
  the next tap is unambiguous. A mouse click always picks the nearest item.
- ``scroll_at_fit``: while the whole map is shown, one finger scrolls the
  page (CSS touch-action pan-y on the canvas) and two fingers pinch; once
  zoomed in, one finger pans the map. The mouse always drags the map.
- A keyboard cursor when the subclass lists its items (``item_points``):
  the arrows move it to the nearest item in that direction, Enter or Space
  picks it, Shift+arrows pan; the canvas's label and a live region name
  the item under it through ``describe(item)`` (a table may replace it).
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
TOUCH_SLOP = 10           # the same for a finger
LOCAL_ZOOM_MS = 220       # the local zoom's animation


class MapCanvas:
    """The shared canvas map. ``on_pick(item)`` is called when an item is tapped."""

    def __init__(self, on_pick, label: str = "Map") -> None:
        self.on_pick = on_pick
        self.canvas = js.document.createElement("canvas")
        self.canvas.id = "map"
        self.canvas.tabIndex = 0
        self.canvas.setAttribute("role", "img")
        self.canvas.setAttribute("aria-label", label)
        self.label = label
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
        self.pointer_type = "mouse"
        self.dragged = False
        self.crowd_radius = 0.0        # see the module docstring
        self.scroll_at_fit = False
        self.cursor = None             # the keyboard cursor's item
        self.show_cursor = False       # drawn once the keyboard moved it
        self.describe = self.item_label
        self.live = None               # the aria-live region (made on first use)
        self._touch_action = ""
        self._anim = None
        self._anim_proxy = None
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

    def item_points(self) -> dict:
        """{item: (x, y) screen pixels} of every item the keyboard cursor may
        visit (none: the arrows pan)."""
        return {}

    def has_cursor(self) -> bool:
        """Whether this map has a keyboard cursor (it lists its items)."""
        return type(self).item_points is not MapCanvas.item_points

    def near(self, sx: float, sy: float, radius: float) -> list:
        """The items within ``radius`` pixels of the screen point."""
        pts = self.item_points()
        r2 = radius * radius
        return [i for i, (x, y) in pts.items() if (x - sx) ** 2 + (y - sy) ** 2 <= r2]

    def item_label(self, item) -> str:
        """The item in words (the default ``describe``)."""
        return str(item)

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
        if self.scroll_at_fit:
            self._set_touch_action()
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

    def at_fit(self) -> bool:
        return self.zoom_level <= 1.02

    def _set_touch_action(self) -> None:
        """One finger scrolls the page at fit zoom, pans the map once zoomed in."""
        want = "pan-y" if self.at_fit() else "none"
        if want != self._touch_action:
            self._touch_action = want
            self.canvas.style.touchAction = want

    def zoom_to(self, factor: float, sx: float, sy: float, animate: bool = True) -> None:
        """Zoom by ``factor`` about the screen point, over a few frames."""
        self.moved = True
        if not animate:
            self.view.zoom_at(factor, sx, sy)
            self.draw()
            return
        self._anim = (js.performance.now(), self.view.scale, self.view.clamp(self.view.scale * factor), sx, sy)
        if self._anim_proxy is None:
            self._anim_proxy = create_proxy(self._frame)
        js.requestAnimationFrame(self._anim_proxy)

    def _frame(self, now) -> None:
        if self._anim is None:
            return
        t0, s0, s1, sx, sy = self._anim
        k = min(1.0, (float(now) - t0) / LOCAL_ZOOM_MS)
        k = 1 - (1 - k) ** 3                           # ease out
        target = s0 * (s1 / s0) ** k
        self.view.zoom_at(target / self.view.scale, sx, sy)
        self.draw()
        if k < 1.0:
            js.requestAnimationFrame(self._anim_proxy)
        else:
            self._anim = None

    def local_zoom(self, items: list, sx: float, sy: float) -> None:
        """Zoom about (sx, sy) until the crowded ``items`` lie at least twice
        the crowd radius apart."""
        pts = [self.item_screen(i) for i in items]
        pts = [p for p in pts if p is not None]
        closest = min((math.hypot(a[0] - b[0], a[1] - b[1])
                       for k, a in enumerate(pts) for b in pts[k + 1:]), default=0.0)
        need = 2 * self.crowd_radius * 1.15
        factor = need / max(closest, 1.0)
        self.zoom_to(max(factor, 1.25), sx, sy)

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
        self.pointer_type = str(ev.pointerType or "mouse")
        self.dragged = False
        self._anim = None

    def _move(self, ev) -> None:
        pid = int(ev.pointerId)
        if pid not in self.pointers:
            return
        new = self._local(ev)
        if len(self.pointers) == 1:
            old = self.pointers[pid]
            touch = self.pointer_type == "touch"
            if touch and self.scroll_at_fit and self.at_fit():
                # one finger over the whole map scrolls the page (pan-y), never the map
                if abs(new[0] - old[0]) + abs(new[1] - old[1]) > TOUCH_SLOP:
                    self.dragged = True
                return
            slop = TOUCH_SLOP if touch else TAP_SLOP
            if abs(new[0] - old[0]) + abs(new[1] - old[1]) > slop or self.dragged:
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
            self.tap(pos[0], pos[1], str(ev.pointerType or self.pointer_type))

    def tap(self, sx: float, sy: float, pointer_type: str = "mouse") -> None:
        """A tap or click at the screen point: pick, or zoom in where a
        finger cannot tell the items apart."""
        if pointer_type == "touch" and self.crowd_radius > 0:
            crowd = self.near(sx, sy, self.crowd_radius)
            if len(crowd) >= 2:
                self.local_zoom(crowd, sx, sy)
                return
            item = crowd[0] if crowd else None
        else:
            item = self.hit(sx, sy)
        if item is not None:
            self.cursor = item
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
        cursor_keys = self.has_cursor() and not bool(ev.shiftKey)
        if key in ("+", "="):
            self.view.zoom_at(KEY_ZOOM, w / 2, h / 2)
        elif key in ("-", "_"):
            self.view.zoom_at(1 / KEY_ZOOM, w / 2, h / 2)
        elif key == "0":
            self.fit()
        elif cursor_keys and key in ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"):
            ev.preventDefault()
            self.move_cursor(key[5:].lower())
            return
        elif cursor_keys and key in ("Enter", " ", "Spacebar"):
            if self.cursor is None:
                return
            ev.preventDefault()
            self.on_pick(self.cursor)
            return
        elif key.startswith("Arrow"):
            dx = {"ArrowLeft": KEY_PAN, "ArrowRight": -KEY_PAN}.get(key, 0)
            dy = {"ArrowUp": KEY_PAN, "ArrowDown": -KEY_PAN}.get(key, 0)
            self.view.pan(dx, dy)
        else:
            return
        self.moved = key != "0"
        ev.preventDefault()
        self.draw()

    # The keyboard cursor ----------------------------------------------------------------
    def move_cursor(self, direction: str) -> None:
        """Move the cursor to the nearest item in ``direction`` ("left",
        "right", "up", "down"); the first press puts it on the selected item
        or the one nearest the middle of the view."""
        pts = self.item_points()
        if not pts:
            return
        w, h = self.size()
        if self.cursor not in pts or not self.show_cursor:
            start = self.selected if self.selected in pts else self.cursor
            if start not in pts:
                start = min(sorted(pts), key=lambda i: (pts[i][0] - w / 2) ** 2 + (pts[i][1] - h / 2) ** 2)
            self.set_cursor(start)
            return
        nxt = geo.nearest_in_direction(pts, self.cursor, direction)
        if nxt is not None:
            self.set_cursor(nxt)

    def set_cursor(self, item) -> None:
        """Put the cursor on ``item``, bring it into view and announce it."""
        self.cursor = item
        self.show_cursor = True
        self.canvas.dataset.cursor = str(item)
        w, h = self.size()
        where = self.item_screen(item)
        if where is not None:
            pad = 40
            dx = pad - where[0] if where[0] < pad else (w - pad - where[0] if where[0] > w - pad else 0)
            dy = pad - where[1] if where[1] < pad else (h - pad - where[1] if where[1] > h - pad else 0)
            if dx or dy:
                self.view.pan(dx, dy)
                self.moved = True
        self.announce(self.describe(item))
        self.draw()

    def announce(self, text: str) -> None:
        """Name the cursor's item in the canvas's label and a polite live region."""
        base = self.label
        self.canvas.setAttribute("aria-label", f"{base}: {text}")
        if self.live is None:
            self.live = js.document.createElement("div")
            self.live.className = "map-live"
            self.live.setAttribute("aria-live", "polite")
            self.live.setAttribute("role", "status")
            js.document.body.appendChild(self.live)
        self.live.textContent = text
