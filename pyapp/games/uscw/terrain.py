"""What terrain does in The U.S. Civil War: movement points, combat and
reaction modifiers, attrition (the Terrain Effects Chart as the rules give
it: 5.3-5.8, 9.x, 11.4, 13.2.2).

Pure functions of the terrain and hexside kinds below; the map
(``mapdata.py``) says what each hex and hexside holds, the rules ask these
functions what it costs. ``None`` for a cost means the move is prohibited.

Hex terrain: ``clear``, ``forest``, ``swamp`` (a road through it: 1 MP
instead of 2), ``mountain``, ``unplayable`` (land units only by Naval
Transport, 5.7). Hexsides: ``minor`` river, ``navigable`` river (Type 1 or
2: the same for land units, 2.1.7), ``mountain``, ``pass`` (a mountain
hexside crossed by a pass or a rail cut), ``impassable`` mountain, ``sea``
(all-sea or all-lake), ``unplayable`` (the unplayable portion of a partly
unplayable hex, 5.7: crossed only along a rail line or by ferry), ``plain``
(nothing). A hexside may also hold a road or
railroad crossing (``bridged``), a ``rail ferry`` or a ``rail bridge`` over
a navigable river (5.4.3-5.4.4).
"""

from __future__ import annotations

from typing import NamedTuple

TERRAIN = ("clear", "forest", "swamp", "mountain", "unplayable")
HEXSIDES = ("plain", "minor", "navigable", "mountain", "pass", "impassable", "sea", "unplayable")
NAVAL = ("own", "none", "enemy")        # who has naval control of a navigable hexside (20.1; none counts as own, 20.1.6)

_ENTER = {"clear": 1, "forest": 1, "swamp": 2, "mountain": 1}                       # 5.3 (3.5)
_ATTRITION = {"clear": 0, "forest": 1, "swamp": 2, "mountain": 2}                   # 13.2.2


class Crossing(NamedTuple):
    """What crossing a hexside costs a land force that is not following a rail line."""
    mp: int | None          # extra MP (None: prohibited)
    sp_limit: int | None    # at most this many SPs may cross in one activation (None: any), 5.8.3
    rule: str


def enter_cost(terrain: str, road: bool = False) -> int | None:
    """MP to enter a hex of ``terrain`` (5.3); ``road``: along a road through
    swamp (roads exist only there: 1 MP). None: land units may not enter (5.7)."""
    if terrain == "unplayable":
        return None
    if terrain == "swamp" and road:
        return 1
    return _ENTER[terrain]


def crossing(side: str, bridged: bool = False, naval: str = "none") -> Crossing:
    """The extra cost of crossing hexside ``side`` by land movement, not
    following a rail line (5.3, 5.6, 5.8). ``bridged``: a road or railroad
    crosses a minor river (its bridge, 5.8.2); ``naval``: naval control of a
    navigable hexside, from the mover's side. A navigable river costs the
    same bridged or not (a bridge there matters to reaction and to rail
    movement only)."""
    if side == "plain":
        return Crossing(0, None, "5.3")
    if side == "minor":
        return Crossing(0 if bridged else 1, None, "5.8.2")
    if side == "navigable":
        if naval == "enemy":
            return Crossing(2, 1, "5.8.3")             # +2 MP, one SP a activation (generals free)
        return Crossing(1, None, "5.8.3")               # own or uncontrolled (20.1.6): +1
    if side == "mountain":
        return Crossing(1, None, "5.6")
    if side == "pass":
        return Crossing(0, None, "5.6")
    if side in ("impassable", "sea", "unplayable"):
        return Crossing(None, None, "5.6" if side == "impassable" else "5.7")
    raise ValueError(f"unknown hexside {side!r}")


def rail_crossing(side: str, naval: str = "none", ferry: bool = False, rail_bridge: bool = False) -> int | None:
    """The extra cost of a hexside for a force following a rail line across
    it (5.4.1): river and mountain costs are ignored; a rail ferry costs 1
    (5.4.4); a rail bridge or ferry under enemy naval control cannot be used
    (None: the force is not following the rail line there, 5.4.3-5.4.4)."""
    if side == "navigable" and naval == "enemy" and (ferry or rail_bridge):
        return None
    if side == "impassable" or (side == "sea" and not ferry):
        return None                                   # a ferry also crosses open water (MAP_NOTES)
    return 1 if ferry else 0                          # 5.7: a rail line crosses an unplayable portion


def defender_drm(attacker_from: str, defender_in: str, side: str, fortified: bool) -> int:
    """The defender's terrain modifier in a land battle (11.4 with the
    Terrain Effects Chart): +1 across a river (minor or navigable) or a
    mountain or pass hexside, +1 when the attack goes into or out of a swamp
    hex. Terrain is never added to a fortification (Entrenchment, Fort,
    Coastal Fort), and at most one terrain bonus counts (RULES_NOTES)."""
    if fortified:
        return 0
    across = side in ("minor", "navigable", "mountain", "pass")
    swamp = "swamp" in (attacker_from, defender_in)
    return 1 if across or swamp else 0


def reaction_drm(side: str, bridged: bool = False, naval: str = "none") -> int | None:
    """The modifier to an interception or avoid-battle roll across ``side``
    (9.x with the Terrain Effects Chart); None: not allowed across it (an
    unbridged navigable river or a rail ferry, one under enemy naval control,
    an impassable mountain, sea). ``bridged`` on a navigable hexside: a rail
    bridge the mover may use (5.4.3)."""
    if side == "plain":
        return 0
    if side == "minor":
        return 0 if bridged else -1
    if side == "navigable":
        return -1 if bridged and naval != "enemy" else None
    if side == "mountain":
        return -2
    if side == "pass":
        return -1
    return None


def attrition_drm(terrain: str) -> int:
    """The Attrition roll's terrain modifier (13.2.2): forest +1, swamp and
    mountain +2."""
    return _ATTRITION.get(terrain, 0)
