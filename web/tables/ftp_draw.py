"""For the People's map: the drawings copied onto the canvas (a space with
its marks, a force's tab, a general's counter, an army's block), each
painted once on a small sprite by ``ftp_map``. They only call the 2D
context they are handed (no browser import: tested natively with a
recording context, tests/test_ftp_table.py); what each mark means is in
``ftp_map``'s docstring and the legend (``ftp_parts.legend_html``).
"""

from __future__ import annotations

import math

from pyapp.games.ftp import oob

from . import ftp_parts as P
from .ftp_parts import HIGHLIGHT, INK, SELECTED      # the shared map's colours, without its browser imports

FONT = "700 {size}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"


def star_path(ctx, cx, cy, r_out) -> None:
    ctx.beginPath()
    for i in range(10):
        r = r_out if i % 2 == 0 else r_out * 0.45
        ang = -math.pi / 2 + i * math.pi / 5
        x, y = cx + r * math.cos(ang), cy + r * math.sin(ang)
        ctx.moveTo(x, y) if i == 0 else ctx.lineTo(x, y)
    ctx.closePath()


def pentagon(ctx, cx, cy, r) -> None:
    ctx.beginPath()
    for i in range(5):
        ang = -math.pi / 2 + i * 2 * math.pi / 5
        x, y = cx + r * 1.12 * math.cos(ang), cy + r * 1.12 * math.sin(ang)
        ctx.moveTo(x, y) if i == 0 else ctx.lineTo(x, y)
    ctx.closePath()


def draw_space(ctx, c: float, s: float, look: tuple) -> None:
    """A space centred at (c, c) of ``s`` pixels with its marks, on a sprite."""
    own, orig, cap, rc, rc_dead, cfort, port, br, pro, fort, lit, sel, marks, attack = look
    r = s / 2
    if lit:
        ctx.fillStyle = HIGHLIGHT
        ctx.beginPath()
        ctx.arc(c, c, r + 4.5, 0, 6.2832)
        ctx.fill()
    if attack:                                # a step there is a battle: a red ring round the light
        ctx.strokeStyle = SELECTED
        ctx.lineWidth = 2
        ctx.beginPath()
        ctx.arc(c, c, r + 6.5, 0, 6.2832)
        ctx.stroke()
    if marks and cap == "national":
        star_path(ctx, c, c + s * 0.04, max(8.0, s * 0.72))
        ctx.fillStyle = P.STAR
        ctx.fill()
        ctx.strokeStyle = INK
        ctx.lineWidth = 1
        ctx.stroke()
    if cfort:
        pentagon(ctx, c, c, r)
    else:
        ctx.beginPath()
        ctx.arc(c, c, r, 0, 6.2832)
    ctx.fillStyle = P.OWNER_FILL.get(own, "#ffffff")
    ctx.fill()
    ctx.save()
    ctx.clip()
    if pro:                                   # printed grey with a blue band
        ctx.fillStyle = "#2b6cc4"
        ctx.fillRect(c - r, c + r * 0.25, s, r * 0.45)
    ctx.restore()
    if own == "csa":                          # not colour alone: a white centre
        ctx.fillStyle = "#ffffff"
        ctx.beginPath()
        ctx.arc(c, c, max(1.6, r * 0.32), 0, 6.2832)
        ctx.fill()
        if cfort:
            pentagon(ctx, c, c, r)
        else:
            ctx.beginPath()
            ctx.arc(c, c, r, 0, 6.2832)
    ctx.lineWidth = 2.5 if sel else 1
    ctx.strokeStyle = SELECTED if sel else INK
    ctx.stroke()
    if not marks or s < 9:                    # the whole map on a phone: the discs alone
        return
    if cap == "state":                        # a small gold star, top right
        star_path(ctx, c + r * 0.85, c - r * 0.85, max(4.5, s * 0.3))
        ctx.fillStyle = P.STAR
        ctx.fill()
        ctx.strokeStyle = INK
        ctx.lineWidth = 0.8
        ctx.stroke()
    if own is not None and own != orig:       # a PC: control differs from the state's side
        _flag(ctx, c - r * 0.7, c - r * 0.7, P.OWNER_FILL[own])
    if rc or rc_dead:                         # a destroyed-RC marker on a space with none printed: card 126
        _rc(ctx, c - r - 2, c + r * 0.35, max(9.0, s * 0.5), rc or "", rc_dead)
    if port:
        size = max(10.0, s * 0.66)
        ctx.font = f"{size:.0f}px system-ui, sans-serif"
        ctx.lineWidth = 3
        ctx.strokeStyle = "#ffffff"
        ctx.strokeText("⚓", c + r + 1, c + r)
        ctx.fillStyle = P.BR if br else P.PORT
        ctx.fillText("⚓", c + r + 1, c + r)
    if fort:
        _battlement(ctx, c + r * 0.2, c - r - 6, max(9.0, s * 0.5), P.SIDE_FILL.get(fort, INK))


def _flag(ctx, x, y, fill) -> None:
    ctx.strokeStyle = INK
    ctx.lineWidth = 1.2
    ctx.beginPath()
    ctx.moveTo(x, y)
    ctx.lineTo(x, y - 10)
    ctx.stroke()
    ctx.fillStyle = fill
    ctx.beginPath()
    ctx.moveTo(x, y - 10)
    ctx.lineTo(x - 8, y - 7.5)
    ctx.lineTo(x, y - 5)
    ctx.closePath()
    ctx.fill()
    ctx.lineWidth = 1
    ctx.stroke()


def _rc(ctx, x, y, w, value, dead) -> None:
    """A resource centre's square with its value; crossed out when a
    destroyed-RC marker lies on it (with no value: the marker alone)."""
    ctx.fillStyle = "#9a9a9a" if dead else P.RC_FILL
    ctx.fillRect(x - w / 2, y, w, w)
    ctx.strokeStyle = "#ffffff"
    ctx.lineWidth = 1
    ctx.strokeRect(x - w / 2 + 0.5, y + 0.5, w - 1, w - 1)
    ctx.fillStyle = "#ffffff"
    ctx.font = f"800 {w * 0.8:.1f}px system-ui, sans-serif"
    ctx.fillText(str(value), x, y + w / 2 + 0.5)
    if dead:
        ctx.strokeStyle = SELECTED
        ctx.lineWidth = 2
        ctx.beginPath()
        ctx.moveTo(x - w / 2, y)
        ctx.lineTo(x + w / 2, y + w)
        ctx.moveTo(x + w / 2, y)
        ctx.lineTo(x - w / 2, y + w)
        ctx.stroke()


def _battlement(ctx, x, y, w, fill) -> None:
    """A fort counter: a wall with three merlons, ``w`` wide, top-left at (x, y)."""
    h = w * 0.55
    t = w / 5
    ctx.fillStyle = fill
    ctx.beginPath()
    ctx.moveTo(x, y + h)
    ctx.lineTo(x, y)
    for i in range(5):
        ctx.lineTo(x + i * t, y if i % 2 == 0 else y + h * 0.35)
        ctx.lineTo(x + (i + 1) * t, y if i % 2 == 0 else y + h * 0.35)
    ctx.lineTo(x + w, y + h)
    ctx.closePath()
    ctx.fill()
    ctx.strokeStyle = "#ffffff"
    ctx.lineWidth = 0.8
    ctx.stroke()


def draw_marker(ctx, w: float, h: float, side: str, text: str, army: bool) -> None:
    """A force's tab: the side's colour, its SP (an army: a gold top edge)."""
    ctx.fillStyle = P.SIDE_FILL.get(side, "#6f6f6f")
    ctx.fillRect(0, 0, w, h)
    if army:
        ctx.fillStyle = P.STAR
        ctx.fillRect(0, 0, w, max(2.0, h * 0.16))
    ctx.strokeStyle = INK
    ctx.lineWidth = 1
    ctx.strokeRect(0.5, 0.5, w - 1, h - 1)
    ctx.fillStyle = "#ffffff"
    ctx.font = FONT.format(size=int(h * 0.66))
    ctx.fillText(text, w / 2, h / 2 + 1)


def draw_general(ctx, x, y, size, g: str, lead: bool) -> None:
    """A general's counter: strategy (white square), political influence,
    name, offence-defence; a cavalry general with a white slash."""
    d = oob.GENERALS[g]
    ctx.fillStyle = P.SIDE_FILL.get(d.side, "#6f6f6f")
    ctx.fillRect(x, y, size, size)
    if d.cavalry:
        ctx.strokeStyle = "#ffffff66"
        ctx.lineWidth = size * 0.16
        ctx.beginPath()
        ctx.moveTo(x, y + size)
        ctx.lineTo(x + size, y)
        ctx.stroke()
    q = size * 0.3
    ctx.fillStyle = "#ffffff"
    ctx.fillRect(x + 2, y + 2, q, q)
    ctx.fillStyle = INK
    ctx.font = f"800 {q * 0.85:.0f}px system-ui, sans-serif"
    ctx.fillText(str(d.strategy), x + 2 + q / 2, y + 2 + q / 2 + 0.5)
    ctx.fillStyle = "#ffffff"
    if not d.cavalry:
        ctx.fillText(str(d.pi or 0), x + size - 2 - q / 2, y + 2 + q / 2 + 0.5)
    name = d.name.split(" (")[0].split(" ")[-1]
    fs = size * 0.22
    ctx.font = f"700 {fs:.0f}px system-ui, sans-serif"
    while fs > 6 and ctx.measureText(name).width > size - 4:
        fs -= 1
        ctx.font = f"700 {fs:.0f}px system-ui, sans-serif"
    ctx.fillText(name, x + size / 2, y + size * 0.55)
    ctx.font = f"800 {size * 0.27:.0f}px system-ui, sans-serif"
    ctx.fillText(f"{d.offence}-{d.defence}", x + size / 2, y + size * 0.82)
    ctx.strokeStyle = P.STAR if lead else INK
    ctx.lineWidth = 2.5 if lead else 1
    ctx.strokeRect(x + 0.5, y + 0.5, size - 1, size - 1)


def draw_block(ctx, x, y, w, h, side: str, top: str, big: str, small: str, army: bool) -> None:
    """An army's counter or the loose SP: a side-coloured block with three lines."""
    ctx.fillStyle = P.SIDE_FILL.get(side, "#6f6f6f")
    ctx.fillRect(x, y, w, h)
    if army:
        ctx.fillStyle = P.STAR
        ctx.fillRect(x, y, w, 4)
    ctx.strokeStyle = INK
    ctx.lineWidth = 1
    ctx.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1)
    ctx.fillStyle = "#ffffff"
    ctx.font = f"700 {h * 0.2:.0f}px system-ui, sans-serif"
    ctx.fillText(top, x + w / 2, y + h * 0.24)
    ctx.font = f"800 {h * 0.34:.0f}px system-ui, sans-serif"
    ctx.fillText(big, x + w / 2, y + h * 0.56)
    ctx.font = f"600 {h * 0.19:.0f}px system-ui, sans-serif"
    ctx.fillText(small, x + w / 2, y + h * 0.84)
