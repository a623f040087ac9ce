"""Stonewall's Sword: what the rules read of the map, in one small adapter.

The map (``grid``: the hex grid and its edges; ``mapdata``: terrain and level
of every hex, hexside features, roads; MAP_NOTES.md) is authored apart from
the rules. The rules read it only through the functions here, by hex label
("2218"), so the map can be revised without touching them.
"""

from __future__ import annotations

from functools import lru_cache

from . import mapdata as _MAP
from . import tables as T
from .grid import EDGE, GRID              # EDGE: 13.9, the map edge hexes

HEXES: tuple[str, ...] = tuple(GRID.label(h) for h in GRID.all_hexes())
_ON_MAP = frozenset(HEXES)


def exists(hx: str) -> bool:
    return isinstance(hx, str) and hx in _ON_MAP


@lru_cache(maxsize=None)
def neighbours(hx: str) -> tuple[str, ...]:
    """The on-map hexes adjacent to ``hx`` (a Pond hexside does not change
    adjacency, 3.2c)."""
    return tuple(GRID.label(n) for n in GRID.neighbours(GRID.parse(hx)))


@lru_cache(maxsize=None)
def distance(a: str, b: str) -> int:
    """Range in hexes, the firer's (or mover's) own hex not counted: adjacent = 1."""
    return GRID.distance(GRID.parse(a), GRID.parse(b))


def within(hx: str, n: int) -> tuple[str, ...]:
    """On-map hexes at range 0..n from ``hx``."""
    return tuple(GRID.label(h) for h in GRID.within(GRID.parse(hx), n))


def terrain(hx: str) -> str:
    """The hex's terrain as the Terrain Effects Chart names it ("clear",
    "woods", "cornfield", "rough", "dry_creek", "summit"); aliases resolved."""
    t = _MAP.HEXES[hx]["t"]
    return t if t in T.TERRAIN else T.TERRAIN_ALIASES.get(t, "clear")


def woods(hx: str) -> bool:
    """15.5a-i, 9.4, 12.3a: a Woods hex."""
    return terrain(hx) == "woods"


def level(hx: str) -> int:
    """The hex's elevation level 1..10 (3.2a)."""
    return int(_MAP.HEXES[hx]["e"])


def enterable(hx: str) -> bool:
    """13.3: a hex a unit may ever be in (the summit never is)."""
    return exists(hx) and T.terrain(terrain(hx))["mp"]["inf"] is not None


def column(hx: str) -> int:
    """The two leading digits, the "row" of "south of row 2900" (22.1)."""
    return int(hx[:2])


def row(hx: str) -> int:
    return int(hx[2:])


def last_row(col: int) -> int:
    """The westernmost row of a column: 17 odd, 18 even (digest 3.1)."""
    return 17 if col % 2 else 18


def edge_distance(hx: str, side: str) -> int:
    """15.4: hexes to a side's own map edge (Union East, row 00; Confederate
    West, rows 17/18), counted along the column."""
    r = row(hx)
    return r if side == "usa" else last_row(column(hx)) - r


def hexside(a: str, b: str) -> str:
    """The hexside between adjacent hexes: "A/B", labels in order."""
    return "/".join(sorted((a, b)))


def side_features(a: str, b: str) -> tuple[str, ...]:
    """The hexside's terrain (3.2c, f, g): "slope", "steep_slope", "stream",
    "pond"."""
    return tuple(_MAP.SIDES.get(hexside(a, b), {}).get("f", ()))


def crossable(a: str, b: str) -> bool:
    """3.2c: a Pond hexside may not be crossed (adjacency is unchanged)."""
    return "pond" not in side_features(a, b)


def road_connected(a: str, b: str) -> bool:
    """13.5: the road runs across the hexside between the two hexes."""
    return hexside(a, b) in _MAP.ROAD_SIDES


def may_step(a: str, b: str, unit_kind: str) -> bool:
    """A move of one hex from ``a`` to adjacent ``b`` the terrain allows:
    never onto the summit (13.3) nor across a Pond (3.2c); artillery enters
    or leaves Woods only along a connected road (9.4a)."""
    if not enterable(b) or not crossable(a, b):
        return False
    if unit_kind == "art" and (woods(a) or woods(b)) and not road_connected(a, b):
        return False
    return True


@lru_cache(maxsize=65536)
def line(a: str, b: str) -> tuple[tuple[str, ...], ...]:
    """12.1a: the hexes between ``a`` and ``b`` a line from centre to centre
    touches, in order; a pair where it runs along their hexside."""
    steps = GRID.line_steps(GRID.parse(a), GRID.parse(b))[1:-1]
    # a line along an edge hexside has only its on-map hex there
    on = (tuple(GRID.label(h) for h in step if GRID.contains(h)) for step in steps)
    return tuple(step for step in on if step)


def side_up(a: str, b: str) -> str | None:
    """The higher hex of a Slope or Steep Slope hexside (3.2f, g), else None."""
    return _MAP.SIDES.get(hexside(a, b), {}).get("up")


def road_class(a: str, b: str) -> str | None:
    """13.5: "pike" or "trail" for a road across the hexside, else None."""
    return _MAP.ROAD_SIDES.get(hexside(a, b))
