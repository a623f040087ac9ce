"""The arithmetic of reinforcements in The U.S. Civil War (14.0): the
Union's fixed schedule, the Confederacy's Command Points and the SPs they
buy, winter, where the new SPs go by theatre, border-state recruitment,
blockade-running modifiers, arsenals' cap and the Displaced Box's returns.
Pure functions; the Reinforcement Phase's steps apply them to the map.
"""

from __future__ import annotations

from typing import NamedTuple

from .tables import INFLATION, NO_OPEN_PORT_DRM as NO_OPEN_PORT   # 14.4.5 "+2M"; 14.4.3: a zone with no open port
from .track import UNION_SP        # 14.2.1: the Union's SPs a turn that is not a winter turn, by where they arrive

UPKEEP_START = 10          # 14.3.1, 14.3.4 (RULES_NOTES: the current Upkeep, rising with inflation)
CP_PER_SP = 10             # 14.3.2
WINTER_LOSS = 10           # 14.1.2
BORDER_CP = 2              # 14.3.3: per CSA-held Objective hex of Kentucky or Missouri
BORDER_CAP = 8             # 14.3.3: per border state and turn
ARSENAL_CAP = 3            # 14.5: a hex never above three times its printed value


class Build(NamedTuple):
    sp: int                 # SPs the CSA places this turn (0 in a winter that costs more than it buys)
    remove: int             # SPs it must take off the map (a winter's shortfall, 14.1.2)
    lost_cp: int            # CPs that bought nothing (they are not kept, 14.3.2)


def union_sp(winter: bool, csa_holds_st_louis: bool) -> dict[str, int]:
    """14.2.1, 14.1.2: the Union's new SPs by area: none in winter; the two
    of St. Louis lost while the CSA holds it."""
    if winter:
        return {area: 0 for area in UNION_SP}
    return {area: (0 if area == "st_louis" and csa_holds_st_louis else n) for area, n in UNION_SP.items()}


def csa_cp(resources: int, arsenals: int, border: int, blockade: int, upkeep: int) -> int:
    """14.3: the CPs the CSA spends this turn: resource hexes, arsenals,
    border-state recruitment and blockade running, less the current Upkeep
    (never below 0)."""
    return max(0, resources + arsenals + border + blockade - upkeep)


def csa_build(cp: int, winter: bool) -> Build:
    """14.3.2, 14.1.2: one SP per full 10 CPs, the rest lost; in winter 10
    SPs fewer, a shortfall taken off the map (the CSA's choice of
    non-isolated SPs). The rulebook's example: 8 SPs bought in winter
    give 0 and 2 removed."""
    sp, lost = divmod(cp, CP_PER_SP)
    if winter:
        sp -= WINTER_LOSS
    return Build(max(sp, 0), max(-sp, 0), lost)


def csa_split(sp: int) -> dict[str, int]:
    """14.3.5: one SP to the Trans-Mississippi, the rest shared between East
    and West, an odd one to the East."""
    if sp <= 0:
        return {"tm": 0, "east": 0, "west": 0}
    rest = sp - 1
    return {"tm": 1, "east": rest - rest // 2, "west": rest // 2}


def border_cp(objectives_held: int) -> int:
    """14.3.3: 2 CPs per CSA-controlled Objective hex of one border state
    (Kentucky or Missouri), at most 8 a state."""
    return min(BORDER_CAP, BORDER_CP * max(objectives_held, 0))


def blockade_drm(open_port_drms: list[int]) -> int:
    """14.4.3: the printed modifiers of a zone's open ports added, -1 where
    none is open."""
    return sum(open_port_drms) if open_port_drms else NO_OPEN_PORT


def arsenal_room(printed: int, current: int) -> int:
    """14.5: how many more CPs arsenals may add to a Resource hex (never above
    three times its printed value)."""
    return max(0, ARSENAL_CAP * printed - current)


def displaced_return(sp: int) -> tuple[int, int, int]:
    """14.6: the Displaced Box's SPs in a Reinforcement Phase: (back on the
    map, eliminated, staying), half back rounded down, as many eliminated,
    an odd one staying. The rulebook's example: 5 gives 2, 2 and 1."""
    half = sp // 2
    return half, half, sp - 2 * half


def upkeep_after(upkeep: int, inflations: int) -> int:
    """14.4.5: each "+2M" blockade result raises Upkeep by 2 at once (all
    three zones in one turn: +6); Upkeep never falls (14.3.4)."""
    return upkeep + INFLATION * max(inflations, 0)
