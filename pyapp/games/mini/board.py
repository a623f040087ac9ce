"""The test minigame's map (authored for the platform's tests; RULES_NOTES R1).

Six columns by five rows of flat-topped hexes, numbered CCRR, the even
columns half a hex lower (``pyapp.core.hexgrid``), with terrain, a river
along hexsides, one ford, a road and the two flags. ``spec()`` is the map
in the shape every hex game hands its table.
"""

from __future__ import annotations

from functools import lru_cache

from ...core.hexgrid import Bounds, HexGrid

GRID = HexGrid("flat", "even", bounds=Bounds(1, 6, 1, 5))
HEXES = tuple(GRID.label(h) for h in GRID.all_hexes())
TERRAIN = {"0302": "woods", "0403": "woods", "0404": "woods", "0203": "hill", "0503": "hill"}
ELEVATION = {"0203": 1, "0503": 1}
DEFENCE = {"clear": 0, "woods": 1, "hill": 1}          # R6: the defender's bonus
FLAG = {"blue": "0103", "grey": "0603"}
FORD = "0303/0403"                                      # R3


def _river() -> dict:
    """R3: the river runs along every hexside between columns 3 and 4."""
    sides = {}
    for h in HEXES:
        a = GRID.parse(h)
        if a.col != 3:
            continue
        for n in GRID.neighbours(a):
            if n.col == 4:
                side = GRID.hexside(a, n)
                sides[side] = "ford" if side == FORD else "river"
    return sides


HEXSIDES = _river()
ROAD = ("0103", "0203", "0303", "0403", "0503", "0603")
_NB = {h: tuple(GRID.label(n) for n in GRID.neighbours(GRID.parse(h))) for h in HEXES}


class _Grid:
    """The grid in labels, with the small map's answers kept."""

    @staticmethod
    def neighbours(label: str) -> tuple:
        return _NB[label]

    @staticmethod
    @lru_cache(maxsize=None)
    def distance(a: str, b: str) -> int:
        return GRID.distance(GRID.parse(a), GRID.parse(b))


LABELS = _Grid()


def crossing_blocked(a: str, b: str) -> bool:
    """R3: a river hexside other than the ford."""
    return HEXSIDES.get(GRID.hexside(GRID.parse(a), GRID.parse(b))) == "river"


@lru_cache(maxsize=None)
def clear_line(a: str, b: str) -> bool:
    """R4: no woods hex strictly between; along a hexside, blocked only if
    the hexes on both sides are woods."""
    steps = GRID.line_steps(GRID.parse(a), GRID.parse(b))[1:-1]
    for step in steps:
        if all(GRID.contains(h) and TERRAIN.get(GRID.label(h)) == "woods" for h in step):
            return False
    return True


def spec() -> dict:
    """The map for drawing (the shape every hex game's ``board()`` returns)."""
    return {
        "kind": "hex",
        "grid": {"orientation": GRID.orientation, "shifted": GRID.shifted, "labels": "CCRR"},
        "hexes": {h: {"terrain": TERRAIN.get(h, "clear"), "elevation": ELEVATION.get(h, 0)} for h in HEXES},
        "hexsides": dict(sorted(HEXSIDES.items())),
        "roads": [list(ROAD)],
        "terrain": {"clear": {"en": "Clear", "es": "Despejado"}, "woods": {"en": "Woods", "es": "Bosque"},
                    "hill": {"en": "Hill (+1 defence)", "es": "Colina (+1 defensa)"}},
        "features": {"river": {"en": "River (crossed only at the ford)", "es": "Río (solo se cruza por el vado)"},
                     "ford": {"en": "Ford", "es": "Vado"}},
        "markers": {h: [{"kind": "flag", "side": side}] for side, h in FLAG.items()},
    }
