"""Wargame pieces on a canvas: counters, wooden blocks and stacks.

Drawn the way the pieces look on a table:

- a counter: a square card of the side's colour with a map symbol for its
  type, its id small at the top and its strength large at the bottom; always
  face up.
- a block: a wooden block standing on its edge, side colour with a darker
  depth below and to the right. Face down (how the enemy sees it) it shows
  the side's colour and nothing else. Face up (its owner) a label carries its
  symbol and id, with a strength numeral on each edge: the block is turned so
  that the current strength reads on the top edge, the lost steps are the
  edges already turned past, as on the real blocks.
- a stack: pieces in one hex, each drawn a little up and to the right of the
  one under it, with a badge counting them.

Every function takes the canvas context and a piece in the shared shape
(``piece(...)``); nothing here knows a game's rules. Pure Python (the
context is handed in), so the geometry helpers are tested without a browser.
"""

from __future__ import annotations

import math

from .hexdraw import count_badge

INK = "#1d1b16"
LABEL = "#f6f0dc"          # the paper sticker on a block's face
STACK_STEP = 0.14          # each piece of a stack: this fraction of its size up and right
STACK_SHOWN = 4            # at most this many pieces drawn; the badge counts them all

# Side colours: fill, the darker depth of a block, the ink on them.
SIDE_STYLE = {
    "blue": ("#2b4c8c", "#18305e", "#ffffff"),
    "union": ("#2b4c8c", "#18305e", "#ffffff"),
    "grey": ("#7a7a7a", "#4d4d4d", "#ffffff"),
    "csa": ("#7a7a7a", "#4d4d4d", "#ffffff"),
}
OTHER_STYLE = ("#8a6d3b", "#5c4824", "#ffffff")


def side_style(side) -> tuple:
    """(fill, depth, ink) of a side."""
    return SIDE_STYLE.get(side, OTHER_STYLE)


def piece(p: dict) -> dict:
    """A view's piece in the shape these functions draw.

    ``p`` holds at least ``side`` and ``kind`` ("counter" or "block"); a
    piece whose view holds ``strength`` is face up (its owner, or a piece
    everyone sees); without it, face down. ``type`` (inf, cav, art) picks the
    symbol; ``id`` is printed on face-up pieces."""
    up = p.get("strength") is not None
    out = {"side": p.get("side"), "kind": p.get("kind", "counter"), "face_up": up}
    if up:
        out["strength"] = int(p["strength"])
        out["full"] = int(p.get("full") or p["strength"])
        out["id"] = str(p.get("id", ""))
        out["type"] = p.get("type", "inf")
    return out


def edge_numbers(full: int, current: int) -> list:
    """The numerals around a face-up block, as (value, edge) with edge 0 the
    top, 1 the right, 2 the bottom, 3 the left of the block as it stands:
    the block is turned so that ``current`` reads on top (a block has four
    edges: more than four steps count as four)."""
    full = max(1, min(int(full), 4))
    current = max(1, min(int(current), full))
    turn = full - current              # quarter turns the block has made
    return [(k, (full - k - turn) % 4) for k in range(full, 0, -1)]


def stack_offsets(n: int, size: float) -> list:
    """Where each of ``n`` pieces of a stack sits, bottom first: (dx, dy)
    from the hex centre, the whole stack centred."""
    shown = min(n, STACK_SHOWN)
    step = size * STACK_STEP
    mid = (shown - 1) / 2
    return [((i - mid) * step, -(i - mid) * step) for i in range(shown)]


# Drawing ---------------------------------------------------------------------------

def _rounded(ctx, x, y, w, h, r) -> None:
    ctx.beginPath()
    ctx.moveTo(x + r, y)
    ctx.lineTo(x + w - r, y)
    ctx.arcTo(x + w, y, x + w, y + r, r)
    ctx.lineTo(x + w, y + h - r)
    ctx.arcTo(x + w, y + h, x + w - r, y + h, r)
    ctx.lineTo(x + r, y + h)
    ctx.arcTo(x, y + h, x, y + h - r, r)
    ctx.lineTo(x, y + r)
    ctx.arcTo(x, y, x + r, y, r)
    ctx.closePath()


def draw_symbol(ctx, cx, cy, w, h, kind, colour) -> None:
    """A map symbol: a box with a cross (infantry), a diagonal (cavalry) or a
    dot (artillery)."""
    ctx.strokeStyle = colour
    ctx.lineWidth = max(1.0, w * 0.08)
    x, y = cx - w / 2, cy - h / 2
    ctx.strokeRect(x, y, w, h)
    ctx.beginPath()
    if kind == "art":
        ctx.arc(cx, cy, h * 0.22, 0, 2 * math.pi)
        ctx.fillStyle = colour
        ctx.fill()
        return
    ctx.moveTo(x, y + h)
    ctx.lineTo(x + w, y)
    if kind != "cav":
        ctx.moveTo(x, y)
        ctx.lineTo(x + w, y + h)
    ctx.stroke()


def draw_counter(ctx, cx, cy, size, p) -> None:
    """A counter centred at (cx, cy), ``size`` pixels square."""
    fill, depth, ink = side_style(p.get("side"))
    half = size / 2
    ctx.fillStyle = "rgba(0,0,0,0.28)"
    ctx.fillRect(cx - half + 2, cy - half + 2, size, size)
    ctx.fillStyle = fill
    ctx.fillRect(cx - half, cy - half, size, size)
    ctx.strokeStyle = depth
    ctx.lineWidth = 1
    ctx.strokeRect(cx - half + 0.5, cy - half + 0.5, size - 1, size - 1)
    ctx.strokeStyle = "rgba(255,255,255,0.55)"
    ctx.strokeRect(cx - half + 2.5, cy - half + 2.5, size - 5, size - 5)
    if not p.get("face_up"):
        return
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    if size >= 26 and p.get("id"):
        ctx.fillStyle = ink
        ctx.font = f"{max(7, int(size * 0.2))}px system-ui, sans-serif"
        ctx.fillText(p["id"], cx, cy - size * 0.33)
    draw_symbol(ctx, cx, cy - size * 0.06, size * 0.46, size * 0.28, p.get("type", "inf"), ink)
    ctx.fillStyle = ink
    ctx.font = f"bold {max(9, int(size * 0.34))}px system-ui, sans-serif"
    ctx.fillText(str(p.get("strength", "")), cx, cy + size * 0.3)


def draw_block(ctx, cx, cy, size, p) -> None:
    """A block centred at (cx, cy): face down, its side's colour only; face
    up, the label with the strength numerals, current strength on top."""
    fill, depth, ink = side_style(p.get("side"))
    half = size / 2
    d = max(2.0, size * 0.09)                  # the block's depth, seen below and right
    r = max(2.0, size * 0.1)
    ctx.fillStyle = "rgba(0,0,0,0.25)"
    _rounded(ctx, cx - half + d + 1, cy - half + d + 1, size, size, r)
    ctx.fill()
    ctx.fillStyle = depth
    _rounded(ctx, cx - half + d, cy - half + d, size, size, r)
    ctx.fill()
    ctx.fillStyle = fill
    _rounded(ctx, cx - half, cy - half, size, size, r)
    ctx.fill()
    ctx.strokeStyle = "rgba(255,255,255,0.35)"
    ctx.lineWidth = 1
    _rounded(ctx, cx - half + 1.5, cy - half + 1.5, size - 3, size - 3, r * 0.8)
    ctx.stroke()
    if not p.get("face_up"):
        return
    inset = size * 0.1
    lw = size - 2 * inset
    ctx.fillStyle = LABEL
    _rounded(ctx, cx - lw / 2, cy - lw / 2, lw, lw, r * 0.6)
    ctx.fill()
    draw_symbol(ctx, cx, cy, lw * 0.42, lw * 0.26, p.get("type", "inf"), fill)
    if size >= 30 and p.get("id"):
        ctx.fillStyle = INK
        ctx.font = f"{max(7, int(size * 0.16))}px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        ctx.fillText(p["id"], cx, cy + lw * 0.25)
    current = int(p.get("strength", 1))
    for value, edge in edge_numbers(p.get("full", current), current):
        on_top = edge == 0
        ctx.save()
        ctx.translate(cx, cy)
        ctx.rotate(edge * math.pi / 2)
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        ctx.fillStyle = INK if on_top else "rgba(29,27,22,0.45)"
        px = size * (0.3 if on_top else 0.2)
        ctx.font = f"{'bold ' if on_top else ''}{max(8, int(px))}px system-ui, sans-serif"
        ctx.fillText(str(value), 0, -lw / 2 + px * 0.6)
        ctx.restore()


def draw_piece(ctx, cx, cy, size, p) -> None:
    (draw_block if p.get("kind") == "block" else draw_counter)(ctx, cx, cy, size, p)


def draw_stack(ctx, cx, cy, size, pieces: list, lift: bool = False) -> None:
    """The pieces of one hex, bottom first; ``lift``: the stack is picked
    (drawn a little raised, with a ring)."""
    if not pieces:
        return
    if lift:
        cy -= 3
    offsets = stack_offsets(len(pieces), size)
    shown = pieces[-len(offsets):]
    for (dx, dy), p in zip(offsets, shown):
        draw_piece(ctx, cx + dx, cy + dy, size, p)
    if len(pieces) > 1:
        count_badge(ctx, cx + offsets[-1][0] + size / 2, cy + offsets[-1][1] - size / 2,
                    max(7.0, size * 0.17), len(pieces), INK, "bold")
