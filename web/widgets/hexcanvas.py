"""The canvas of a hex map drawn from a game's own layout, shared by Badges
of Courage (``tables.boc_map``) and Stonewall's Sword (``tables.ss_map``).

``HexCanvas`` is a ``MapCanvas`` whose hexes lie where a ``HexLayout``
(``widgets.hexparts``) puts them: it answers the canvas's hooks (bounds,
hit test, where an item is drawn, the keyboard cursor's items, a hex's
size on screen), traces and culls hexes, and moves the camera for the
table: ``frame_on`` zooms onto the action at the first view, ``follow``
pans to a decision whose lit hexes are all out of sight, ``look_at``
centres the map on some hexes. A subclass builds its static layers
(``_build``) and paints.

Browser only (it draws through ``js``).
"""

from __future__ import annotations

import js
from pyodide.ffi import create_proxy

from . import hexdraw as D
from .mapcanvas import MapCanvas


def expose(hook: list, name: str, fn) -> None:
    """``window.<name>`` answers ``fn()`` (once: ``hook`` keeps the proxy
    alive), for tests that check what the last frame was drawn from."""
    if not hook:
        hook.append(create_proxy(fn))
        setattr(js.window, name, hook[0])


class HexCanvas(MapCanvas):
    """A hex map on the shared canvas; ``layout`` is the game's ``HexLayout``."""

    layout = None
    background = "#d9d2bd"               # around the map

    def __init__(self, on_pick, label: str = "Map") -> None:
        self.framed = False              # zoomed onto the action once, at the first view
        self.followed: set = set()       # the lit hexes the map last brought into sight
        super().__init__(on_pick, label)

    # MapCanvas hooks ---------------------------------------------------------------------------
    def bounds(self) -> tuple:
        return self.layout.bounds()

    def hit(self, sx: float, sy: float):
        x, y = self.view.to_map(sx, sy)
        return self.layout.hex_at(x, y)

    def item_screen(self, item):
        return self.view.to_screen(*self.layout.centre(item)) if item in self.layout.centres else None

    def item_points(self) -> dict:
        return {h: self.view.to_screen(*c) for h, c in self.layout.centres.items()}

    def hex_px(self) -> float:
        """A hex's size (centre to corner) on screen, in CSS pixels."""
        return self.layout.size * self.view.scale

    # Painting ----------------------------------------------------------------------------------
    def paint(self, ctx, width: float, height: float) -> None:
        """The ground in map units under the camera (``_paint_ground``, built
        once as paths), then in screen pixels what must stay legible at any
        zoom (``_paint_screen``)."""
        dpr, v = self.dpr, self.view
        ctx.fillStyle = self.background
        ctx.fillRect(0, 0, width, height)
        ctx.setTransform(dpr * v.scale, 0, 0, dpr * v.scale, dpr * v.offset_x, dpr * v.offset_y)
        self._paint_ground(ctx, 1.0 / v.scale)
        ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
        self._paint_screen(ctx, width, height)

    def _paint_ground(self, ctx, unit: float) -> None:
        """The static ground; ``unit``: one screen pixel in map units."""

    def _paint_screen(self, ctx, width: float, height: float) -> None:
        """Marks, pieces and words, in screen pixels."""

    # Hexes on the screen -----------------------------------------------------------------------
    def _trace(self, ctx, h, shrink: float = 0.0) -> None:
        D.trace(ctx, self.view, self.layout.centre(h), self.layout.corners(h), shrink)

    def _visible(self, h, width, height, pad) -> bool:
        return D.visible(self.view, self.layout.centre(h), width, height, pad)

    # The camera --------------------------------------------------------------------------------
    def look_at(self, hexes) -> None:
        """Centre the view on the middle of ``hexes`` (at the same zoom)."""
        w, h = self.size()
        xs = [self.layout.centre(x)[0] for x in hexes]
        ys = [self.layout.centre(x)[1] for x in hexes]
        mx, my = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
        self.view.offset_x = w / 2 - mx * self.view.scale
        self.view.offset_y = h / 2 - my * self.view.scale
        self.moved = True

    def frame_on(self, spots, wide: float, narrow: float) -> None:
        """The first view: zoom in until a hex is ``wide`` pixels (``narrow``
        on a screen under 600 pixels wide), big enough to read its pieces,
        centred on ``spots``."""
        self.framed = True
        if not spots:
            return
        w, _h = self.size()
        want = wide if w >= 600 else narrow
        if self.hex_px() >= want:
            return
        self.view.scale = self.view.clamp(want / self.layout.size)
        self.look_at(spots)

    def follow(self, highlight) -> None:
        """A new decision whose lit hexes are all out of sight (a link
        opened, the other side's hits to apply far from where the map was
        left): the map pans to them once, at the same zoom."""
        lit = {x for x in highlight if x in self.layout.centres}
        if not lit or lit == self.followed:
            return
        self.followed = lit
        w, h = self.size()
        pad = -self.hex_px() * 0.5              # a hex half cut off at the edge is out of sight
        if any(self._visible(x, w, h, pad) for x in lit):
            return
        self.look_at(lit)
