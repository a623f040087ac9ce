"""Hex-grid geometry for the hex-map games (Stonewall's Sword, Badges of Courage,
The U.S. Civil War): coordinates, labels, neighbours, hexsides, range, line of
sight and pixel geometry. Pure functions on immutable values; no game rules.

Conventions
-----------
- ``Hex(col, row)`` holds the offset coordinates printed on the map: hex "1611"
  of a ``CCRR`` map is ``Hex(16, 11)``. Columns grow to the right and rows grow
  down the screen (a game may rotate the drawing to match its compass).
- ``orientation="flat"``: flat-topped hexes stacked in columns; the columns of
  parity ``shifted`` ("odd" or "even") sit half a hex lower, toward higher row
  numbers. Stonewall's Sword is flat / "odd" (Red Blob Games' "odd-q").
  ``orientation="pointy"``: pointy-topped hexes in rows; the rows of parity
  ``shifted`` sit half a hex to the right, toward higher column numbers.
- ``Cube(q, r, s)`` with ``q + r + s == 0``; ``(q, r)`` are the axial
  coordinates. Distance is ``max(|dq|, |dr|, |ds|)``.
- Directions are 0..5, clockwise on the screen, starting at 12 o'clock:
  flat: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW (N = toward lower rows);
  pointy: 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW.
- A hexside id is the two hex labels in string order joined by "/", e.g.
  "1300/1301": the same whichever hex you start from, a plain JSON string.
- Labels (``LabelFormat``): ``CCRR`` (column digits then row digits), ``RRCC``,
  or a letter then a number (``LabelFormat("row", 0, letters=True)``: "I6").
  Parsing is strict: anything but the canonical label of an on-map hex raises
  ValueError.
- Pixels: ``size`` is the centre-to-corner distance; ``Hex(0, 0)`` is centred
  at ``origin``; y grows downward as on a canvas.
- Line of sight (``line_steps``) walks the exact segment between two hex centres
  in rational arithmetic: every hex whose inside the segment passes through, in
  order, and, where the segment runs exactly along a hexside, the pair of hexes
  on both sides as one step, so each game applies its own rule there. A segment
  that only touches a hex at a corner point does not count as passing through it.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, Iterable, Iterator, Literal, Mapping, NamedTuple

Orientation = Literal["flat", "pointy"]
Parity = Literal["odd", "even"]
Point = tuple[float, float]


class Hex(NamedTuple):
    """Offset coordinates, as printed on the map."""

    col: int
    row: int


class Cube(NamedTuple):
    """Cube coordinates, q + r + s == 0; (q, r) are the axial coordinates."""

    q: int
    r: int
    s: int


class Bounds(NamedTuple):
    """An inclusive rectangle of offset coordinates."""

    min_col: int
    max_col: int
    min_row: int
    max_row: int


# Cube steps in flat direction order (N, NE, SE, S, SW, NW); the pointy order
# (NE, E, SE, SW, W, NW) is the same list rotated by one.
_FLAT_STEPS = (Cube(0, -1, 1), Cube(1, -1, 0), Cube(1, 0, -1),
               Cube(0, 1, -1), Cube(-1, 1, 0), Cube(-1, 0, 1))
_POINTY_STEPS = _FLAT_STEPS[1:] + _FLAT_STEPS[:1]
_SQRT3 = math.sqrt(3.0)
_NUDGE = Fraction(1, 10**6)


def _dot(a: Cube, b: Cube) -> int:
    return a.q * b.q + a.r * b.r + a.s * b.s


def _add(a: Cube, b: Cube) -> Cube:
    return Cube(a.q + b.q, a.r + b.r, a.s + b.s)


def _sub(a: Cube, b: Cube) -> Cube:
    return Cube(a.q - b.q, a.r - b.r, a.s - b.s)


def _cube_round(q: Fraction, r: Fraction, s: Fraction) -> Cube:
    """The cube nearest a fractional point (exact; ties go to the last axis)."""
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    else:
        rs = -rq - rr
    return Cube(rq, rr, rs)


def _letters(n: int) -> str:
    out = ""
    while n > 0:
        n, rem = divmod(n - 1, 26)
        out = chr(65 + rem) + out
    return out


@dataclass(frozen=True)
class LabelFormat:
    """How a hex label is written.

    ``first``: which coordinate is written first ("col" or "row"). ``width``:
    digits per number, zero-padded (0 = unpadded, only after letters).
    ``letters``: the first coordinate is written as letters, A = 1 ... Z = 26,
    AA = 27 (spreadsheet style).
    """

    first: Literal["col", "row"] = "col"
    width: int = 2
    letters: bool = False

    def __post_init__(self) -> None:
        if self.first not in ("col", "row"):
            raise ValueError(f"first must be 'col' or 'row', not {self.first!r}")
        if self.width < 0 or (self.width == 0 and not self.letters):
            raise ValueError("width must be >= 1 (or 0 after letters)")

    def _number(self, n: int) -> str:
        text = str(n).zfill(self.width)
        if n < 0 or (self.width and len(text) > self.width):
            raise ValueError(f"{n} does not fit a {self.width}-digit label")
        return text

    def format(self, h: Hex) -> str:
        a, b = (h.col, h.row) if self.first == "col" else (h.row, h.col)
        if self.letters:
            if a < 1:
                raise ValueError(f"{a} cannot be written as letters")
            return _letters(a) + self._number(b)
        return self._number(a) + self._number(b)

    def parse(self, label: str) -> Hex:
        if not isinstance(label, str):
            raise ValueError(f"a hex label must be a string, not {label!r}")
        if self.letters:
            m = re.fullmatch(r"([A-Z]+)([0-9]+)", label)
        else:
            m = re.fullmatch(r"([0-9]{%d})([0-9]{%d})" % (self.width, self.width), label)
        if m is None:
            raise ValueError(f"bad hex label {label!r}")
        head, tail = m.group(1), int(m.group(2))
        a = 0
        if self.letters:
            for ch in head:
                a = a * 26 + ord(ch) - 64
        else:
            a = int(head)
        h = Hex(a, tail) if self.first == "col" else Hex(tail, a)
        if self.format(h) != label:
            raise ValueError(f"hex label {label!r} is not canonical")
        return h


CCRR = LabelFormat("col", 2)
RRCC = LabelFormat("row", 2)


@dataclass(frozen=True)
class HexGrid:
    """A hex map's geometry. ``bounds`` and ``hexes`` (both optional) say which
    hexes are on the map; without either the grid is unbounded."""

    orientation: Orientation = "flat"
    shifted: Parity = "odd"
    labels: LabelFormat = CCRR
    bounds: Bounds | None = None
    hexes: frozenset[Hex] | None = None

    def __post_init__(self) -> None:
        if self.orientation not in ("flat", "pointy"):
            raise ValueError(f"orientation must be 'flat' or 'pointy', not {self.orientation!r}")
        if self.shifted not in ("odd", "even"):
            raise ValueError(f"shifted must be 'odd' or 'even', not {self.shifted!r}")
        if self.bounds is not None:
            object.__setattr__(self, "bounds", Bounds(*self.bounds))
        if self.hexes is not None:
            object.__setattr__(self, "hexes", frozenset(Hex(*h) for h in self.hexes))

    def with_hexes(self, labels: Iterable[str]) -> HexGrid:
        """This grid restricted to the hexes with these labels."""
        return replace(self, hexes=frozenset(self.parse(x) for x in labels))

    # -- map membership and labels ------------------------------------------

    def contains(self, h: Hex) -> bool:
        b = self.bounds
        if b is not None and not (b.min_col <= h[0] <= b.max_col and b.min_row <= h[1] <= b.max_row):
            return False
        return self.hexes is None or h in self.hexes

    def all_hexes(self) -> tuple[Hex, ...]:
        """Every on-map hex, sorted by (col, row)."""
        if self.hexes is not None:
            return tuple(sorted(h for h in self.hexes if self.contains(h)))
        b = self.bounds
        if b is None:
            raise ValueError("an unbounded grid has no list of hexes")
        return tuple(Hex(c, r) for c in range(b.min_col, b.max_col + 1)
                     for r in range(b.min_row, b.max_row + 1))

    def label(self, h: Hex) -> str:
        if not self.contains(h):
            raise ValueError(f"{tuple(h)} is not on the map")
        return self.labels.format(Hex(*h))

    def parse(self, label: str) -> Hex:
        h = self.labels.parse(label)
        if not self.contains(h):
            raise ValueError(f"hex {label!r} is not on the map")
        return h

    def has_label(self, label: str) -> bool:
        """Whether ``label`` names a hex of this map."""
        try:
            self.parse(label)
        except ValueError:
            return False
        return True

    # -- coordinates ---------------------------------------------------------

    def _sign(self) -> int:
        return -1 if self.shifted == "odd" else 1

    def to_cube(self, h: Hex) -> Cube:
        col, row = h
        if self.orientation == "flat":
            q, r = col, row - (col + self._sign() * (col & 1)) // 2
        else:
            q, r = col - (row + self._sign() * (row & 1)) // 2, row
        return Cube(q, r, -q - r)

    def from_cube(self, c: Cube) -> Hex:
        q, r, s = c
        if q + r + s != 0:
            raise ValueError(f"{tuple(c)} is not a cube coordinate (q + r + s != 0)")
        if self.orientation == "flat":
            return Hex(q, r + (q + self._sign() * (q & 1)) // 2)
        return Hex(q + (r + self._sign() * (r & 1)) // 2, r)

    # -- neighbours, hexsides, range ------------------------------------------

    def _steps(self) -> tuple[Cube, ...]:
        return _FLAT_STEPS if self.orientation == "flat" else _POINTY_STEPS

    def neighbour(self, h: Hex, direction: int) -> Hex:
        """The hex next to ``h`` in ``direction`` (0..5), on the map or not."""
        if not 0 <= direction < 6:
            raise ValueError(f"direction must be 0..5, not {direction}")
        return self.from_cube(_add(self.to_cube(h), self._steps()[direction]))

    def neighbours(self, h: Hex) -> tuple[Hex, ...]:
        """The on-map neighbours of ``h``, in direction order."""
        return tuple(n for n in (self.neighbour(h, d) for d in range(6)) if self.contains(n))

    def direction(self, a: Hex, b: Hex) -> int:
        """The direction (0..5) from ``a`` to the adjacent hex ``b``."""
        step = _sub(self.to_cube(b), self.to_cube(a))
        steps = self._steps()
        if step not in steps:
            raise ValueError(f"{tuple(a)} and {tuple(b)} are not adjacent")
        return steps.index(step)

    def adjacent(self, a: Hex, b: Hex) -> bool:
        return self.distance(a, b) == 1

    def hexside(self, a: Hex, b: Hex) -> str:
        """The id of the hexside between adjacent ``a`` and ``b``: "A/B", labels in string order."""
        self.direction(a, b)
        return "/".join(sorted((self.label(a), self.label(b))))

    def hexside_hexes(self, side: str) -> tuple[Hex, Hex]:
        """The two hexes of a hexside id (either label order is accepted), in id order."""
        parts = side.split("/") if isinstance(side, str) else []
        if len(parts) != 2:
            raise ValueError(f"bad hexside {side!r}: expected 'A/B'")
        a, b = sorted(parts)
        ha, hb = self.parse(a), self.parse(b)
        self.direction(ha, hb)
        return ha, hb

    def distance(self, a: Hex, b: Hex) -> int:
        """Range in hexes (adjacent = 1), ignoring the map's edges."""
        d = _sub(self.to_cube(a), self.to_cube(b))
        return max(abs(d.q), abs(d.r), abs(d.s))

    def within(self, h: Hex, n: int) -> tuple[Hex, ...]:
        """On-map hexes at range 0..n from ``h``, sorted by (col, row)."""
        c = self.to_cube(h)
        out = []
        for dq in range(-n, n + 1):
            for dr in range(max(-n, -dq - n), min(n, -dq + n) + 1):
                x = self.from_cube(_add(c, Cube(dq, dr, -dq - dr)))
                if self.contains(x):
                    out.append(x)
        return tuple(sorted(out))

    def ring(self, h: Hex, n: int) -> tuple[Hex, ...]:
        """On-map hexes at range exactly n, clockwise from the hex n steps in
        direction 0."""
        if n < 0:
            raise ValueError("ring radius must be >= 0")
        steps = self._steps()
        c = self.to_cube(h)
        for _ in range(n):
            c = _add(c, steps[0])
        out = [c]
        for side in range(6):
            for _ in range(n):
                c = _add(c, steps[(side + 2) % 6])
                out.append(c)
        return tuple(x for x in map(self.from_cube, out[:-1] if n else out) if self.contains(x))

    # -- lines ----------------------------------------------------------------

    def line_steps(self, a: Hex, b: Hex) -> tuple[tuple[Hex, ...], ...]:
        """The hexes the segment from the centre of ``a`` to the centre of
        ``b`` passes through, in order, first ``(a,)`` and last ``(b,)``.

        Each step is ``(hex,)``, or ``(hex1, hex2)`` (sorted by (col, row))
        where the segment runs exactly along the hexside between them.
        Consecutive one-hex steps are adjacent hexes. Corner touches do not count.
        """
        start, end = self.to_cube(a), self.to_cube(b)
        d = _sub(end, start)
        cur = start
        out: list[tuple[Hex, ...]] = [(a,)]
        while cur != end:
            # The inside of the cell is {p : (p - cur) . n < 1 for the six steps n};
            # the segment start + t*d leaves it at the least t = num/speed over
            # the steps it moves toward (fractions compared by cross-multiplying).
            off = _sub(start, cur)
            best_num, best_speed = 0, 0
            exits: list[Cube] = []
            for n in _FLAT_STEPS:
                speed = _dot(d, n)
                if speed <= 0:
                    continue
                num = 1 - _dot(off, n)
                if not exits or num * best_speed < best_num * speed:
                    best_num, best_speed, exits = num, speed, [n]
                elif num * best_speed == best_num * speed:
                    exits.append(n)
            if len(exits) == 1:
                cur = _add(cur, exits[0])
            else:                                       # through a corner
                n1, n2 = exits
                lean = _dot(d, _sub(n2, n1))
                if lean == 0:                           # along the hexside of cur+n1 / cur+n2
                    x, y = self.from_cube(_add(cur, n1)), self.from_cube(_add(cur, n2))
                    out.append((min(x, y), max(x, y)))
                    cur = _add(_add(cur, n1), n2)
                else:
                    cur = _add(cur, n2 if lean > 0 else n1)
            out.append((self.from_cube(cur),))
        return tuple(out)

    def line_hexes(self, a: Hex, b: Hex) -> tuple[Hex, ...]:
        """Every hex of ``line_steps`` in order, both hexes of a hexside pair included."""
        return tuple(h for step in self.line_steps(a, b) for h in step)

    def hexsides_crossed(self, a: Hex, b: Hex) -> tuple[str, ...]:
        """The hexsides the segment crosses, in order. A stretch along a hexside
        crosses none; a crossing exactly at a corner counts as crossing the
        hexside between the two hexes on either side of it. Raises ValueError
        if the line leaves the map."""
        steps = self.line_steps(a, b)
        return tuple(self.hexside(p[0], q[0]) for p, q in zip(steps, steps[1:])
                     if len(p) == 1 and len(q) == 1)

    def lerp_line(self, a: Hex, b: Hex) -> tuple[Hex, ...]:
        """The classic cube-lerp line: distance + 1 hexes, each adjacent to the
        next, ties broken by a tiny fixed nudge. A path, not a full LOS trace: it
        can skip a hex the segment clips; use ``line_steps`` for line of sight."""
        start, end = self.to_cube(a), self.to_cube(b)
        n = self.distance(a, b)
        out = []
        for i in range(n + 1):
            t = Fraction(i, n) if n else Fraction(0)
            out.append(self.from_cube(_cube_round(
                start.q + (end.q - start.q) * t + _NUDGE,
                start.r + (end.r - start.r) * t + 2 * _NUDGE,
                start.s + (end.s - start.s) * t - 3 * _NUDGE)))
        return tuple(out)

    # -- pixels -----------------------------------------------------------------

    def _shifted(self, n: int) -> bool:
        return (n & 1) == (1 if self.shifted == "odd" else 0)

    def center(self, h: Hex, size: float, origin: Point = (0.0, 0.0)) -> Point:
        """Pixel centre of ``h``."""
        col, row = h
        if self.orientation == "flat":
            x, y = 1.5 * col, _SQRT3 * (row + (0.5 if self._shifted(col) else 0.0))
        else:
            x, y = _SQRT3 * (col + (0.5 if self._shifted(row) else 0.0)), 1.5 * row
        return origin[0] + size * x, origin[1] + size * y

    def corners(self, h: Hex, size: float, origin: Point = (0.0, 0.0)) -> tuple[Point, ...]:
        """The six corners, clockwise on screen: corner k lies at 60k degrees
        (flat) or 60k - 30 degrees (pointy), measured clockwise from east."""
        cx, cy = self.center(h, size, origin)
        base = 0.0 if self.orientation == "flat" else -30.0
        return tuple((cx + size * math.cos(math.radians(base + 60 * k)),
                      cy + size * math.sin(math.radians(base + 60 * k))) for k in range(6))

    def side_points(self, h: Hex, direction: int, size: float,
                    origin: Point = (0.0, 0.0)) -> tuple[Point, Point]:
        """The two corners ending the side of ``h`` facing ``direction``."""
        if not 0 <= direction < 6:
            raise ValueError(f"direction must be 0..5, not {direction}")
        pts = self.corners(h, size, origin)
        first = (direction + 4) % 6 if self.orientation == "flat" else (direction + 5) % 6
        return pts[first], pts[(first + 1) % 6]

    def hex_at(self, x: float, y: float, size: float, origin: Point = (0.0, 0.0)) -> Hex:
        """The hex containing pixel (x, y), on the map or not (for hit tests)."""
        px, py = (x - origin[0]) / size, (y - origin[1]) / size
        if self.orientation == "flat":
            if self.shifted == "even":
                py -= _SQRT3 / 2
            q, r = px * 2 / 3, -px / 3 + py * _SQRT3 / 3
        else:
            if self.shifted == "even":
                px -= _SQRT3 / 2
            q, r = px * _SQRT3 / 3 - py / 3, py * 2 / 3
        fq, fr = Fraction(q), Fraction(r)
        return self.from_cube(_cube_round(fq, fr, -fq - fr))


# Map data: what every hex map's derivation and validator share -------------------------------

def side_of(grid: HexGrid, a: str, b: str) -> str:
    """The hexside id between the adjacent hexes labelled ``a`` and ``b``."""
    return grid.hexside(grid.parse(a), grid.parse(b))


def adjacent_pairs(grid: HexGrid, labels: Iterable[str]) -> Iterator[tuple[str, str]]:
    """Every pair of adjacent hexes among ``labels`` (those on the grid),
    once, as (lower label, higher label)."""
    for label in labels:
        for n in grid.neighbours(grid.parse(label)):
            other = grid.label(n)
            if label < other:
                yield label, other


def across(grid: HexGrid, bank_a: Iterable[str], bank_b: Iterable[str]) -> Iterator[tuple[str, str, str]]:
    """A water course drawn as its two banks (the hexes on each side of it):
    (a, b, hexside) for every hexside where a hex of one bank touches a hex
    of the other: the hexsides the water runs along."""
    other = set(bank_b)
    for a in bank_a:
        for n in grid.neighbours(grid.parse(a)):
            b = grid.label(n)
            if b in other:
                yield a, b, side_of(grid, a, b)


def check_sides(grid: HexGrid, sides: Mapping[str, Mapping[str, Any]], features: Iterable[str],
                slopes: Iterable[str]) -> list[str]:
    """What every map's hexside records must be, whatever the game: each id
    in the grid's canonical form ("A/B" of two adjacent hexes), its features
    known and not empty, an uphill hex ("up", one of its two) exactly where it
    has a slope feature (one of ``slopes``). The problems, in words."""
    known, slope_kinds = set(features), set(slopes)
    out: list[str] = []
    for side, rec in sides.items():
        try:
            a, b = grid.hexside_hexes(side)
        except ValueError as exc:
            out.append(f"hexside {side!r}: {exc}")
            continue
        if side != grid.hexside(a, b):
            out.append(f"hexside {side!r} is not in hexgrid's canonical form")
        f = set(rec.get("f", ()))
        if not f or f - known:
            out.append(f"hexside {side}: features {sorted(f)} empty or unknown")
        slope = f & slope_kinds
        if slope and rec.get("up") not in side.split("/"):
            out.append(f"hexside {side}: slope without an uphill hex")
        if not slope and "up" in rec:
            out.append(f"hexside {side}: 'up' without a slope")
    return out


def check_roads(grid: HexGrid, roads: Mapping[str, Mapping[str, Any]], hexes: Iterable[str],
                classes: Iterable[str]) -> list[str]:
    """What every map's road records must be, whatever the game: a class of
    ``classes``, a name in English and Spanish, at least two hexes, each a
    map hex (of ``hexes``), none twice, each next to the one before (a road
    is never broken). The problems, in words."""
    on_map, kinds = set(hexes), set(classes)
    out: list[str] = []
    for rid, r in roads.items():
        if r.get("class") not in kinds:
            out.append(f"road {rid}: class {r.get('class')!r} is not one of {sorted(kinds)}")
        name = r.get("name", {})
        if not (name.get("en") and name.get("es")):
            out.append(f"road {rid}: needs an English and a Spanish name")
        path = list(r.get("hexes", []))
        if len(path) < 2:
            out.append(f"road {rid}: fewer than 2 hexes")
        if len(set(path)) != len(path):
            out.append(f"road {rid}: visits a hex twice")
        out += [f"road {rid}: {h} is not a map hex" for h in path if h not in on_map]
        for a, b in zip(path, path[1:]):
            if a in on_map and b in on_map and grid.distance(grid.parse(a), grid.parse(b)) != 1:
                out.append(f"road {rid}: {a} and {b} are not adjacent (the road is broken)")
    return out
