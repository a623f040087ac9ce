"""Control in The U.S. Civil War (6.0): who controls a hex, and who controls
each stretch of rail line. Pure functions; the game gives them what the
map and the state say.
"""

from __future__ import annotations

from collections import deque
from typing import Callable, Iterable


def hex_control(marker: str | None, fortification: str | None, militia: str | None, troops: str | None,
                state_owner: str | None, marker_place: bool, defender: str | None = None) -> str | None:
    """6.3 (with 6.1, 10.1.1): the side that controls a hex, or None.

    - in a battle with both sides' SPs there, the defender (``defender``);
    - a side's SPs (or generals with them), Militia or Fortification there;
    - a Control marker;
    - a Town, City, Port, Coastal Fort or Objective/Resource hex
      (``marker_place``) of a state its owner controls, where the enemy has
      none of the above.
    Other hexes are controlled only while units hold them."""
    if defender is not None:
        return defender
    for holder in (troops, militia, fortification, marker):
        if holder is not None:
            return holder
    return state_owner if marker_place else None


def marker_needed(side: str, state_owner: str | None, marker_place: bool) -> bool:
    """6.1, 6.2.3: only a side holding a place in an enemy state needs a
    Control marker there; its own state's places are its own without one."""
    return marker_place and state_owner is not None and state_owner != side


def rail_control(neighbours: Callable[[str], Iterable[str]], sources: dict[str, Iterable[str]],
                 blocked: Callable[[str, str], bool]) -> dict[str, str]:
    """6.5: who controls each rail hex. A side controls the rail hexes joined
    by contiguous rail to an Objective or Resource hex it controls
    (``sources[side]``), not passing through hexes it may not (``blocked(side,
    hex)``: enemy-occupied or enemy-controlled, or in an enemy ZOC unless its
    own units are there). Where both sides reach a hex, the Union's control
    wins (6.5.2): it pushes the CSA back as far as a CSA SP, a CSA ZOC or a
    CSA-controlled Town or City, which are what block the Union's search.
    ``neighbours(hex)``: the rail hexes joined to ``hex`` by rail."""
    reach: dict[str, set[str]] = {}
    for side, starts in sources.items():
        seen: set[str] = set()
        todo = deque()
        for h in starts:
            if h not in seen and not blocked(side, h):
                seen.add(h)
                todo.append(h)
        while todo:
            here = todo.popleft()
            for n in neighbours(here):
                if n not in seen and not blocked(side, n):
                    seen.add(n)
                    todo.append(n)
        reach[side] = seen
    out = {h: "csa" for h in reach.get("csa", ())}
    out.update({h: "usa" for h in reach.get("usa", ())})
    return out
