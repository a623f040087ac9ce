"""Supply in The U.S. Civil War (13.0): Full Supply by a Supply Route (13.4),
Limited Supply by a Line of Communication through depots (13.5), and
isolation (13.6.1). The searches only; what may be crossed or entered
comes from the game through ``Net`` (the map, control, zones of influence
and naval control as they stand, for one side).

- A Supply Route (13.4) is a land leg of at most one hex, then a leg of any
  length along rail lines and navigable rivers, switching between the two
  only at a friendly port (13.4.4), to a Primary Supply Source. A unit on a
  navigable river whose river leg reaches a source needs no land leg
  (River Supply, 13.3.4).
- A LOC (13.5) is a path of at most 4 MP to a friendly depot; each depot
  carries it 4 MP further, as far as the chain goes; the last depot must be
  in Full Supply.
- A unit is Isolated when no path of any length (under the LOC's
  restrictions, depots ignored) reaches a Primary Supply Source (13.6.1).
"""

from __future__ import annotations

import heapq
from collections import deque
from typing import Iterable, Protocol

from . import terrain as T
from .tables import DEMORALIZED_ATTRITION_DRM, SEASON_ATTRITION_DRM, attrition

LOC_MP = 4                     # 13.5.3


class Net(Protocol):
    """One side's supply network as the game state stands."""

    def neighbours(self, h: str) -> Iterable[str]: ...

    def primary(self, h: str) -> bool:
        """A Primary Supply Source of the side (13.3.1, 13.3.2)."""
        ...

    def land_leg(self, a: str, b: str) -> bool:
        """The land leg may step from ``a`` into ``b`` (13.4.2)."""
        ...

    def rail_step(self, a: str, b: str) -> bool:
        """The rail leg may go from ``a`` to ``b`` along a rail line (13.4.3)."""
        ...

    def river_step(self, a: str, b: str) -> bool:
        """The river leg may go from ``a`` to ``b`` along a navigable river (13.4.3)."""
        ...

    def on_rail(self, h: str) -> bool: ...

    def on_river(self, h: str) -> bool: ...

    def port(self, h: str) -> bool:
        """A friendly port, where the route may switch between rail and river (13.4.4)."""
        ...

    def loc_step(self, a: str, b: str) -> int | None:
        """The MP a LOC pays from ``a`` into ``b`` (13.5.3-13.5.4), None where
        it may not go."""
        ...

    def depot(self, h: str) -> bool:
        """A friendly depot (13.5.2): a friendly SP or Port, a friendly Town, City or Port."""
        ...


def _network_reaches_source(net: Net, starts: Iterable[tuple[str, str]]) -> bool:
    """The rail/river leg (13.4.3-13.4.4) from ``starts`` ((hex, "rail" or
    "river")) reaches a Primary Supply Source."""
    seen = set()
    todo = deque()
    for h, mode in starts:
        if (h, mode) not in seen:
            seen.add((h, mode))
            todo.append((h, mode))
    while todo:
        h, mode = todo.popleft()
        if net.primary(h):
            return True
        nxt = []
        for n in net.neighbours(h):
            if mode == "rail" and net.rail_step(h, n):
                nxt.append((n, "rail"))
            if mode == "river" and net.river_step(h, n):
                nxt.append((n, "river"))
        if net.port(h):                                   # 13.4.4: change legs at a friendly port
            other = "river" if mode == "rail" else "rail"
            if (net.on_river(h) if other == "river" else net.on_rail(h)):
                nxt.append((h, other))
        for state in nxt:
            if state not in seen:
                seen.add(state)
                todo.append(state)
    return False


def _legs(net: Net, h: str) -> list[tuple[str, str]]:
    return [(h, m) for m, on in (("rail", net.on_rail(h)), ("river", net.on_river(h))) if on]


def full(net: Net, h: str) -> bool:
    """13.4, 13.3.4: a Supply Route from ``h``: ``h`` a source, or on a rail
    line or river leading to one, or one land step from such a hex."""
    if net.primary(h) or _network_reaches_source(net, _legs(net, h)):
        return True
    for n in net.neighbours(h):
        if net.land_leg(h, n) and (net.primary(n) or _network_reaches_source(net, _legs(net, n))):
            return True
    return False


def _within(net: Net, h: str, mp: int) -> dict[str, int]:
    best = {h: 0}
    heap = [(0, h)]
    while heap:
        cost, here = heapq.heappop(heap)
        if cost > best[here]:
            continue
        for n in net.neighbours(here):
            step = net.loc_step(here, n)
            if step is None or cost + step > mp or cost + step >= best.get(n, mp + 1):
                continue
            best[n] = cost + step
            heapq.heappush(heap, (cost + step, n))
    return best


def limited(net: Net, h: str) -> bool:
    """13.5: a LOC from ``h``: 4 MP to a depot, depot to depot, to a depot
    in Full Supply (or a source)."""
    seen = {h}
    todo = deque([h])
    while todo:
        here = todo.popleft()
        for d in _within(net, here, LOC_MP):
            if d in seen:
                continue
            if net.primary(d) or (net.depot(d) and full(net, d)):
                return True
            if net.depot(d):
                seen.add(d)
                todo.append(d)
    return False


def state(net: Net, h: str) -> str:
    """13.1: "full", "limited" or "unsupplied"."""
    if full(net, h):
        return "full"
    return "limited" if limited(net, h) else "unsupplied"


def linked(net: Net, sources: Iterable[str], hexes: Iterable[str]) -> set[str]:
    """Every hex of ``hexes`` with a path of any length, under the LOC's
    restrictions, to one of ``sources``: one search back from the sources."""
    reach = set(sources)
    todo = deque(reach)
    candidates = set(hexes)
    while todo:
        here = todo.popleft()
        for n in net.neighbours(here):
            if n not in reach and net.loc_step(n, here) is not None:
                reach.add(n)
                todo.append(n)
    return reach & candidates | (candidates & set(sources))


def isolated(net: Net, h: str) -> bool:
    """13.6.1: no path of any length, under the LOC's restrictions, to a
    Primary Supply Source (``net.linked_to_source`` when the net keeps one
    search for all its hexes)."""
    keep = getattr(net, "linked_to_source", None)
    if keep is not None:
        return h not in keep
    return not any(net.primary(d) for d in _within(net, h, 10 ** 6))


def attrition_modifier(cg_attack: int, demoralized: bool, season: str, terrain: str) -> int:
    """13.2.2: the Attrition roll's modifiers, all added: less the commanding
    general's Attack value, +2 Demoralized, +3 in winter, +1 in spring or
    fall, +1 in forest, +2 in mountains or swamp."""
    return (-max(cg_attack, 0) + (DEMORALIZED_ATTRITION_DRM if demoralized else 0)
            + SEASON_ATTRITION_DRM[season] + T.attrition_drm(terrain))


def attrition_loss(sp: int, die: int, modifier: int) -> int:
    """13.2.2: the SPs a foraging stack sends to the Displaced Box. The
    designer's note holds on the table: 1 SP with a general of Attack 1 or
    more, in clear terrain in summer, not Demoralized, never loses one."""
    return attrition(sp, die + modifier)
