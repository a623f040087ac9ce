"""A scenario's opening position (S1-S4): the set-up's places resolved to
the map's spaces, the forces, forts and markers put there, and the status
track as the scenario starts it.

Spaces: a hex is its four-digit label; the map's other spaces are named
``cf.<key>`` (a Coastal Fort, 2.1.3, places.COASTAL_FORTS), ``isl.<key>``
(an island box, places.ISLANDS) and ``box.<key>`` (the Chesapeake Bay and
Brownsville/Matamoros boxes, places.BOXES).

State keys written here, beside model.py's and hands.py's::

    "sc": scenario id, "turn": the turn, "last": the scenario's last turn,
    "forts": {space: {"side", "level": 1-3}}, "entrench": {space: side},
    "ctl": {space: side} (Control markers, 6.2), "border": {state: side or
    "neutral"}, "blockade": {zone: DRM}, "arsenals": n, "arsenals_lost": n,
    "upkeep": n, "cp": Resource CPs, "vp": {"usa": half VPs, "csa": half
    VPs}, "training": {side: points}, "box": {side: {theatre: SPs}} (14.6),
    "unassigned": [general ids] (16.5.2)

VPs are kept in halves (the short scenarios score half a VP for each closed
blockade point, S1.2), so the state stays plain JSON integers.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from . import hands, model, oob, places, scenarios

THEATRE_BOXES = ("east", "west", "tm")


def space_of(name: str) -> str:
    """The map space a set-up names (``scenarios.place_key`` for hexes; the
    Coastal Forts, islands and boxes by their names). KeyError when the map
    has no such place."""
    if name == scenarios.CHESAPEAKE:
        return "box.chesapeake_bay"
    for key, fort in places.COASTAL_FORTS.items():
        if name == fort["name"] or name in fort["name"]:
            return f"cf.{key}"
    for key, island in places.ISLANDS.items():
        if name == island["name"]:
            return f"isl.{key}"
    key = scenarios.place_key(name)
    if key in places.PLACES:
        return places.hex_of(key)
    raise KeyError(f"the map has no place named {name!r}")


def halves(vp: Fraction | int) -> int:
    """A VP count as an integer number of halves."""
    doubled = Fraction(vp) * 2
    if doubled.denominator != 1:
        raise ValueError(f"{vp} is not a whole number of half VPs")
    return int(doubled)


def build(scenario_id: str) -> dict[str, Any]:
    """The state's forces, markers and tracks at the start of ``scenario_id``
    (no dice, no flow: rules.py adds them)."""
    sc = scenarios.SCENARIOS[scenario_id]
    st: dict[str, Any] = {"sc": sc.id, "turn": sc.first_turn, "last": sc.last_turn,
                          "forts": {}, "entrench": {}, "ctl": {}, "border": dict(sc.border),
                          "blockade": dict(sc.blockade), "arsenals": sc.arsenals,
                          "arsenals_lost": sc.arsenals_destroyed, "upkeep": sc.upkeep, "cp": sc.resource_cp,
                          "vp": {"usa": halves(sc.union_vp), "csa": halves(sc.csa_vp)},
                          "training": dict(sc.training),
                          "box": {side: {t: 0 for t in THEATRE_BOXES} for side in oob.SIDES},
                          "unassigned": list(sc.unassigned)}
    model.blank(st)
    hands.blank(st)
    for p in sc.placements:
        where = space_of(p.place)
        if p.sp:
            model.add_sp(st, where, p.side, p.sp)
        for gid in p.generals:
            model.place_general(st, gid, where)
        if p.fort:
            st["forts"][where] = {"side": p.side, "level": int(p.fort[1])}
        if p.entrenched:
            st["entrench"][where] = p.side
        if p.control:
            st["ctl"][where] = p.side
        if p.militia:
            st["militia"][where] = p.side
    for gid in sc.eliminated:
        model.place_general(st, gid, "out")
    for gid in sc.unassigned:
        model.place_general(st, gid, "unassigned")
    return st
