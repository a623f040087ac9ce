#!/usr/bin/env python3
"""Draws the app icons (PNG, standard library only): a navy field with a
grey and a blue counter, the game's two sides. Run once; the PNGs are committed."""

import struct
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
NAVY, PAPER, BLUE, GREY, WHITE = (31, 42, 68), (244, 239, 227), (43, 76, 140), (122, 122, 122), (255, 255, 255)


def pixel(x, y, n):
    u, v = x / n, y / n
    if not (0.06 < u < 0.94 and 0.06 < v < 0.94):
        return NAVY
    for (cx, cy, colour) in ((0.36, 0.42, GREY), (0.60, 0.58, BLUE)):
        if abs(u - cx) < 0.2 and abs(v - cy) < 0.2:
            if abs(u - cx) > 0.185 or abs(v - cy) > 0.185:
                return WHITE
            if abs(v - cy) < 0.03 and abs(u - cx) < 0.12:   # a unit bar
                return WHITE
            return colour
    return PAPER


def png(n):
    rows = b"".join(b"\0" + bytes(c for x in range(n) for c in pixel(x, y, n)) for y in range(n))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", n, n, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


for size in (192, 512):
    (HERE / f"icon-{size}.png").write_bytes(png(size))
