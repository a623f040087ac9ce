"""Drawing helpers shared by the hex maps of several games (Badges of
Courage, Stonewall's Sword): slope hachures, paths as SVG strings for
Path2D, an entry arrow's geometry, and a few canvas strokes (rounded
rectangles, dots, arrows, bursts, hex labels at zoom).

The geometry is pure Python (tested natively through the tables' parts);
the canvas helpers take a 2D context and import ``js`` only when they need
a browser object (``dots``), so the module imports outside a browser too.
"""

from __future__ import annotations

import math

Point = tuple


# -- geometry (pure) ---------------------------------------------------------------------------

def svg_path(points_list, closed: bool) -> str:
    """Polylines (lists of (x, y)) as one SVG path string for ``Path2D``."""
    parts = []
    for pts in points_list:
        if len(pts) < 2:
            continue
        parts.append(f"M{pts[0][0]:.2f} {pts[0][1]:.2f}")
        parts.extend(f"L{x:.2f} {y:.2f}" for x, y in pts[1:])
        if closed:
            parts.append("Z")
    return " ".join(parts)


def hachure(p1: Point, p2: Point, up_centre: Point, size: float, ticks: int, tick: float,
            inset: float = 0.1) -> list:
    """Line segments for one slope hexside from ``p1`` to ``p2``: a line along
    the side just inside the higher hex (centre ``up_centre``), ``inset``
    hexes in, and ``ticks`` ticks of length ``tick`` falling from it toward
    the lower hex. The first segment is the line."""
    (x1, y1), (x2, y2) = p1, p2
    ux, uy = up_centre
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    ix, iy = ux - mx, uy - my                       # toward the higher hex
    n = math.hypot(ix, iy) or 1.0
    ix, iy = ix / n, iy / n
    d = size * inset
    a = (x1 + ix * d, y1 + iy * d)
    b = (x2 + ix * d, y2 + iy * d)
    segs = [(a, b)]
    for k in range(ticks):
        t = (k + 0.5) / ticks
        sx, sy = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
        segs.append(((sx, sy), (sx - ix * tick, sy - iy * tick)))
    return segs


def entry_arrow(hex_centre: Point, prev_centre: Point, off_centres, size: float) -> tuple:
    """An arrow onto the map at an entry hex: ((x0, y0) outside the map,
    (x1, y1) at the hex's edge), through the side facing the off-map
    neighbour (``off_centres``: their centres) most nearly along the road,
    which runs from ``prev_centre`` to ``hex_centre``."""
    ex, ey = hex_centre
    rx, ry = ex - prev_centre[0], ey - prev_centre[1]
    best = None
    for nx, ny in off_centres:
        vx, vy = nx - ex, ny - ey
        score = vx * rx + vy * ry
        if best is None or score > best[0]:
            best = (score, vx, vy)
    _s, dx, dy = best if best else (0, rx, ry)
    n = math.hypot(dx, dy) or 1.0
    dx, dy = dx / n, dy / n
    return (ex + dx * size * 1.75, ey + dy * size * 1.75), (ex + dx * size * 0.8, ey + dy * size * 0.8)


def burst_points(x: float, y: float, rad: float) -> list:
    """The 16 points of an eight-pointed burst centred on (x, y)."""
    pts = []
    for k in range(16):
        r = rad if k % 2 == 0 else rad * 0.5
        ang = math.pi * k / 8 - math.pi / 2
        pts.append((x + math.cos(ang) * r, y + math.sin(ang) * r))
    return pts


# -- canvas strokes (a 2D context) -----------------------------------------------------------------

def rounded(ctx, x, y, w, h, r) -> None:
    """A rounded rectangle as the context's current path."""
    ctx.beginPath()
    ctx.moveTo(x + r, y)
    ctx.arcTo(x + w, y, x + w, y + h, r)
    ctx.arcTo(x + w, y + h, x, y + h, r)
    ctx.arcTo(x, y + h, x, y, r)
    ctx.arcTo(x, y, x + w, y, r)
    ctx.closePath()


def dots(points, r):
    """A Path2D of filled circles of radius ``r`` (browser only)."""
    import js
    path = js.Path2D.new()
    for x, y in points:
        path.moveTo(x + r, y)
        path.arc(x, y, r, 0, 2 * math.pi)
    return path


def draw_entry_arrow(ctx, start: Point, end: Point, colour: str, width: float = 4, head: float = 14) -> None:
    """An arrow from ``start`` to ``end`` (map units under the camera, or pixels)."""
    (x0, y0), (x1, y1) = start, end
    ang = math.atan2(y1 - y0, x1 - x0)
    ctx.strokeStyle = colour
    ctx.lineWidth = width
    ctx.beginPath()
    ctx.moveTo(x0, y0)
    ctx.lineTo(x1 - math.cos(ang) * 8, y1 - math.sin(ang) * 8)
    ctx.stroke()
    ctx.fillStyle = colour
    ctx.beginPath()
    ctx.moveTo(x1, y1)
    ctx.lineTo(x1 - math.cos(ang - 0.5) * head, y1 - math.sin(ang - 0.5) * head)
    ctx.lineTo(x1 - math.cos(ang + 0.5) * head, y1 - math.sin(ang + 0.5) * head)
    ctx.closePath()
    ctx.fill()


def burst(ctx, x, y, rad, fill: str, ink: str) -> None:
    """An eight-pointed burst (a unit that fired)."""
    ctx.beginPath()
    for k, (px, py) in enumerate(burst_points(x, y, rad)):
        if k == 0:
            ctx.moveTo(px, py)
        else:
            ctx.lineTo(px, py)
    ctx.closePath()
    ctx.fillStyle = fill
    ctx.fill()
    ctx.strokeStyle = ink
    ctx.lineWidth = 1
    ctx.stroke()


def arrow(ctx, x1, y1, x2, y2, colour: str, width: float, hex_px: float, start: float = 0.3,
          stop: float = 0.35, head_px: tuple = (9.0, 0.3), casing: float | None = None) -> None:
    """A thick arrow between two hex centres (screen pixels), stopping short
    of both (``start`` and ``stop`` hexes), with a white casing (``casing``
    pixels wide: 3 more than the arrow unless said); the head is
    ``head_px[1]`` hexes long, at least ``head_px[0]`` pixels."""
    s = hex_px
    ang = math.atan2(y2 - y1, x2 - x1)
    head = max(head_px[0], s * head_px[1])
    x1, y1 = x1 + math.cos(ang) * s * start, y1 + math.sin(ang) * s * start
    x2, y2 = x2 - math.cos(ang) * s * stop, y2 - math.sin(ang) * s * stop
    ctx.strokeStyle = "#ffffff"
    ctx.lineWidth = width + 3 if casing is None else casing
    ctx.lineCap = "round"
    ctx.beginPath()
    ctx.moveTo(x1, y1)
    ctx.lineTo(x2, y2)
    ctx.stroke()
    ctx.strokeStyle = colour
    ctx.lineWidth = width
    ctx.stroke()
    ctx.fillStyle = colour
    ctx.beginPath()
    ctx.moveTo(x2 + math.cos(ang) * head * 0.6, y2 + math.sin(ang) * head * 0.6)
    ctx.lineTo(x2 + math.cos(ang + 2.5) * head, y2 + math.sin(ang + 2.5) * head)
    ctx.lineTo(x2 + math.cos(ang - 2.5) * head, y2 + math.sin(ang - 2.5) * head)
    ctx.closePath()
    ctx.fill()
    ctx.lineCap = "butt"


def trace(ctx, view, centre: Point, corners, shrink: float = 0.0) -> None:
    """A hex (map-unit ``centre`` and ``corners``) as the current path in
    screen pixels, shrunk toward its centre by ``shrink``."""
    cx, cy = view.to_screen(*centre)
    pts = [view.to_screen(x, y) for x, y in corners]
    if shrink:
        pts = [(cx + (x - cx) * (1 - shrink), cy + (y - cy) * (1 - shrink)) for x, y in pts]
    ctx.beginPath()
    ctx.moveTo(*pts[0])
    for p in pts[1:]:
        ctx.lineTo(*p)
    ctx.closePath()


def visible(view, point: Point, width, height, pad) -> bool:
    """Whether a map point lies on the screen, ``pad`` pixels around it included."""
    sx, sy = view.to_screen(*point)
    return -pad <= sx <= width + pad and -pad <= sy <= height + pad


def hex_labels(ctx, view, labels, hex_px: float, width, height, dy: float = 0.92,
               baseline: str = "bottom", ink: str = "rgba(29,27,22,0.62)") -> None:
    """Each hex's label (``labels``: [(text, map centre)]) at ``dy`` hexes
    below its centre (negative: above), sized to the zoom."""
    s = hex_px
    ctx.font = f"{max(8, min(14, int(s * 0.26)))}px system-ui, sans-serif"
    ctx.fillStyle = ink
    ctx.textAlign = "center"
    ctx.textBaseline = baseline
    for text, point in labels:
        if visible(view, point, width, height, s):
            sx, sy = view.to_screen(*point)
            ctx.fillText(text, sx, sy + s * dy)


def count_badge(ctx, x, y, rad, n: int, ink: str, weight: str = "700") -> None:
    """A white disc at (x, y) with ``n`` in it: how many pieces a stack holds."""
    ctx.beginPath()
    ctx.arc(x, y, rad, 0, 2 * math.pi)
    ctx.fillStyle = "#ffffff"
    ctx.fill()
    ctx.strokeStyle = ink
    ctx.lineWidth = 1
    ctx.stroke()
    ctx.fillStyle = ink
    ctx.font = f"{weight} {int(rad * 1.3)}px system-ui, sans-serif"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillText(str(n), x, y + 0.5)


def vp_mark(ctx, x, y, r, fill: str, ink: str, text: str, square: bool = False) -> None:
    """A victory hex's mark at (x, y): a disc (or a square) ringed in white
    with its VP; the caller sets the font and the text's alignment."""
    ctx.beginPath()
    if square:
        rounded(ctx, x - r, y - r, 2 * r, 2 * r, r * 0.2)
    else:
        ctx.arc(x, y, r, 0, 2 * math.pi)
    ctx.fillStyle = fill
    ctx.fill()
    ctx.strokeStyle = "#ffffff"
    ctx.lineWidth = 1.5
    ctx.stroke()
    ctx.fillStyle = ink
    ctx.fillText(text, x, y + 0.5)


def crosshair(ctx, cx, cy, r, colour: str, widths=(5.0, 2.5), inner: float = 0.6) -> None:
    """A fire target's crosshair: a ring of radius ``r`` and four ticks from
    ``inner`` to 1.3 radii, drawn white (``widths[0]``), then in ``colour``."""
    for ink, width in (("#ffffff", widths[0]), (colour, widths[1])):
        ctx.strokeStyle = ink
        ctx.lineWidth = width
        ctx.beginPath()
        ctx.arc(cx, cy, r, 0, 2 * math.pi)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            ctx.moveTo(cx + dx * r * inner, cy + dy * r * inner)
            ctx.lineTo(cx + dx * r * 1.3, cy + dy * r * 1.3)
        ctx.stroke()


def raised(ctx, x0, y0, size, r, d, depth: str, face: str) -> None:
    """A square piece with its top-left at (x0, y0), corners of radius
    ``r``: a soft shadow, its side (``depth``) ``d`` pixels below and right,
    then its face."""
    ctx.fillStyle = "rgba(0,0,0,0.25)"
    rounded(ctx, x0 + d + 1, y0 + d + 1, size, size, r)
    ctx.fill()
    ctx.fillStyle = depth
    rounded(ctx, x0 + d, y0 + d, size, size, r)
    ctx.fill()
    ctx.fillStyle = face
    rounded(ctx, x0, y0, size, size, r)
    ctx.fill()


def dashed_line(ctx, p1: Point, p2: Point, colour: str, width: float, dash) -> None:
    """A dashed line between two screen points (a line of sight)."""
    import js
    ctx.strokeStyle = colour
    ctx.lineWidth = width
    ctx.setLineDash(js.Array.of(*dash))
    ctx.beginPath()
    ctx.moveTo(*p1)
    ctx.lineTo(*p2)
    ctx.stroke()
    ctx.setLineDash(js.Array.of())
