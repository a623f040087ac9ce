"""Strategic Movement's limits in The U.S. Civil War (15.0): how many SPs
each side may move by rail, river, ocean and road in its Strategic Movement
Phase, counted leg by leg, and where such a move may end. Pure functions;
the phase's steps find the paths (rail, river and ocean networks, a LOC for
road) and ask these.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable

# 15.2-15.5 (sequence 3.2): SPs a side moves by each means in its phase; road is per theatre
LIMITS = {"usa": {"rail": 12, "river": 3, "ocean": 3, "road": 1},
          "csa": {"rail": 7, "river": 1, "ocean": 0, "road": 1}}
RULE = {"rail": "15.2", "river": "15.3", "ocean": "15.4", "road": "15.5"}


def room(side: str, used: dict[str, int], legs: Iterable[str], theatre: str | None = None) -> tuple[bool, str]:
    """Whether one more SP may make a move of ``legs`` (its means in order:
    a move by rail, then sea, then river, then rail again is ["rail",
    "ocean", "river", "rail"], counting twice against rail, 15.1's example).
    ``used``: the SPs already counted by each means ("road:<theatre>" for
    road, one a theatre). (allowed, the rule that says no)."""
    need = Counter(legs)
    for means, n in need.items():
        key = f"road:{theatre}" if means == "road" else means
        if used.get(key, 0) + n > LIMITS[side][means]:
            return False, RULE[means]
    return True, "15.1"


def charge(used: dict[str, int], legs: Iterable[str], theatre: str | None = None) -> dict[str, int]:
    """``used`` after one SP made a move of ``legs``."""
    out = dict(used)
    for means in legs:
        key = f"road:{theatre}" if means == "road" else means
        out[key] = out.get(key, 0) + 1
    return out


def may_end(friendly_key_hex: bool, friendly_general: bool, friendly_place: bool) -> bool:
    """15.6: a strategic move ends in a friendly-controlled Objective or
    Resource hex, a hex with a friendly general, or a friendly-controlled
    Fort, Coastal Fort, Port or Town; never in an empty hex of the interior."""
    return friendly_key_hex or friendly_general or friendly_place


def may_leave(sp_in_stack: int, generals_in_stack: int) -> bool:
    """15.6: the last SP of a stack with a general does not move strategically."""
    return not (generals_in_stack and sp_in_stack <= 1)
