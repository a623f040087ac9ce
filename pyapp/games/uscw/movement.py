"""Land movement costs in The U.S. Civil War (5.1-5.8): what one step from
a hex to an adjacent one costs a force, and every hex a force can reach
with its movement points (the map's highlights, the computer's moves, the
map validator's distances).

The map answers through ``Ground`` (mapdata.py's board implements it); who
has naval control of a navigable hexside and which rail lines exist this
turn come from the game through ``Mover``. Costs come from terrain.py.

A step follows a rail line when a rail line runs across that hexside: it
then costs 1 MP whatever the terrain and hexside (5.4.1), plus 1 for a rail
ferry (5.4.4); a rail bridge or ferry under enemy naval control cannot be
used, and the step then costs what it costs off the rail (5.4.3). Off the
rail a step costs the hex entered (a road through swamp: 1, 5.5) plus the
hexside crossed (5.6, 5.8). A force may always move one hex, even without
the MP for it, where the step is not prohibited (5.1.1).
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass, field
from typing import Callable, Iterable, Protocol

from . import terrain as T


class Ground(Protocol):
    """What movement needs to know of the map."""

    def neighbours(self, hex_id: str) -> Iterable[str]: ...

    def terrain(self, hex_id: str) -> str: ...

    def side(self, a: str, b: str) -> dict:
        """The hexside between adjacent ``a`` and ``b``: {"kind": one of
        terrain.HEXSIDES, "bridged": a road or railroad crosses it, "ferry":
        a rail ferry, "rail_bridge": a rail bridge over a navigable river}."""
        ...

    def rail(self, a: str, b: str) -> bool:
        """A rail line runs from ``a`` to adjacent ``b`` (1861 lines, and the 1864 ones)."""
        ...

    def road(self, a: str, b: str) -> bool:
        """A road runs from ``a`` into the swamp hex ``b`` (5.5)."""
        ...


def _none(a: str, b: str) -> str:
    return "none"


def _built(a: str, b: str) -> bool:
    return True


@dataclass(frozen=True)
class Mover:
    """The force and the game's facts a step depends on."""
    sp: int = 0                                                   # SPs moving together
    naval: Callable[[str, str], str] = field(default=_none)       # naval control of a hexside, from the mover's side
    built: Callable[[str, str], bool] = field(default=_built)     # the rail line exists this turn (5.4.5)


@dataclass(frozen=True)
class Step:
    mp: int | None          # None: prohibited
    rail: bool              # following a rail line
    rule: str


def step(ground: Ground, a: str, b: str, mover: Mover = Mover()) -> Step:
    """What moving from ``a`` into adjacent ``b`` costs ``mover``."""
    if ground.terrain(b) == "unplayable":
        return Step(None, False, "5.7")
    side = ground.side(a, b)
    kind = side.get("kind", "plain")
    naval = mover.naval(a, b) if kind == "navigable" else "none"
    if ground.rail(a, b) and mover.built(a, b):
        extra = T.rail_crossing(kind, naval, ferry=bool(side.get("ferry")),
                                rail_bridge=bool(side.get("rail_bridge")))
        if extra is not None:
            return Step(1 + extra, True, "5.4.1" if not extra else "5.4.4")
    cross = T.crossing(kind, bridged=bool(side.get("bridged")), naval=naval)
    enter = T.enter_cost(ground.terrain(b), road=ground.road(a, b))
    if cross.mp is None or enter is None:
        return Step(None, False, cross.rule if cross.mp is None else "5.7")
    if cross.sp_limit is not None and mover.sp > cross.sp_limit:
        return Step(None, False, "5.8.3")               # one SP a activation across it (generals go free)
    return Step(enter + cross.mp, False, cross.rule if cross.mp else "5.3")


def reach(ground: Ground, start: str, mp: int, mover: Mover = Mover(),
          stop: Callable[[str], bool] | None = None) -> dict[str, int]:
    """Every hex ``mover`` can reach from ``start`` with ``mp`` movement
    points, with the fewest MP it takes (``start``: 0). A hex where
    ``stop(hex)`` is true is entered but not left (a battle, for one). The
    first step is always allowed where it is not prohibited (5.1.1), at
    whatever it costs."""
    best = {start: 0}
    heap = [(0, start)]
    while heap:
        cost, here = heapq.heappop(heap)
        if cost > best.get(here, cost) or (here != start and stop is not None and stop(here)):
            continue
        for there in ground.neighbours(here):
            s = step(ground, here, there, mover)
            if s.mp is None:
                continue
            total = cost + s.mp
            if total > mp and not (here == start and cost == 0):
                continue
            if total < best.get(there, total + 1):
                best[there] = total
                heapq.heappush(heap, (total, there))
    return best


def distance(ground: Ground, a: str, b: str, mover: Mover = Mover(), most: int = 99) -> int | None:
    """The fewest MP from ``a`` to ``b`` (None: not within ``most``)."""
    return reach(ground, a, most, mover).get(b)
