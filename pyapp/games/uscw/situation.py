"""What the position says about the map, as the rules need it: who owns
each state, who controls each hex (6.1, 6.3), which hexes are Objective or
Resource hexes, and each side's zone of influence (9.1). Reads a state and
the board; writes nothing.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from . import control, model, places, reaction
from .board import BOARD, Board
from .oob import BORDER_STATES, NORTHERN_STATES, SOUTHERN_STATES

_MARKER_KINDS = {"town", "city", "port-ocean", "port-river", "objective", "resource"}     # 6.2.3


@lru_cache(maxsize=None)
def _kinds(hex_id: str) -> frozenset[str]:
    out: set[str] = set()
    for key in places.places_in(hex_id):
        out |= places.kinds(key)
    return frozenset(out)


def key_hex(hex_id: str) -> bool:
    """An Objective or Resource hex (2.1.4)."""
    return bool(_kinds(hex_id) & {"objective", "resource"})


def marker_place(hex_id: str) -> bool:
    """A Town, City, Port or Objective/Resource hex (6.2.3): where a state's
    owner controls without units, and Control markers go."""
    return bool(_kinds(hex_id) & _MARKER_KINDS)


def state_code(hex_id: str, board: Board = BOARD) -> str | None:
    """The hex's 1861 state; West Virginia's area as "WV" (17.1.2)."""
    return board.state(hex_id)


def state_owner(st: dict[str, Any], code: str | None) -> str | None:
    """6.1, 17.1: the North's states are the Union's, the South's the
    Confederacy's for good; a Border state is whoever holds it now (None
    while neutral)."""
    if code is None:
        return None
    if code in BORDER_STATES:
        owner = st["border"].get(code)
        return owner if owner in ("usa", "csa") else None
    if code in SOUTHERN_STATES:
        return "csa"
    return "usa"


def controller(st: dict[str, Any], hex_id: str, board: Board = BOARD) -> str | None:
    """6.3: who controls ``hex_id`` now."""
    stack = model.stack(st, hex_id)
    troops = stack["side"] if stack is not None and stack["sp"] > 0 else None
    fort = st["forts"].get(hex_id, {}).get("side") or st["entrench"].get(hex_id)
    return control.hex_control(st["ctl"].get(hex_id), fort, st["militia"].get(hex_id), troops,
                               state_owner(st, state_code(hex_id, board)), marker_place(hex_id))


def projects_from(st: dict[str, Any], hex_id: str) -> str | None:
    """The side whose ZOC ``hex_id`` projects (9.1): a stack with SPs, a
    Fort, or Militia there; None for an empty hex or generals alone."""
    stack = model.stack(st, hex_id)
    if stack is not None and stack["sp"] > 0:
        return str(stack["side"])
    if hex_id in st["forts"]:
        return str(st["forts"][hex_id]["side"])
    militia = st["militia"].get(hex_id)
    return str(militia) if militia else None


def projects_into(st: dict[str, Any], source: str, target: str, board: Board = BOARD,
                  moving: str | None = None) -> bool:
    """Whether the ZOC of ``source`` (its side's SPs, Fort or Militia) covers
    the adjacent ``target`` (9.1): not across an unbridged navigable river or
    impassable mountains, not into an Objective or Resource hex the enemy
    controls, not into a hex of enemy SPs or a Fort other than the moving
    force's (whose hex is ``moving``)."""
    side = projects_from(st, source)
    if side is None or not board.grid.has_label(source):   # a Coastal Fort reacts by 10.3.2 instead
        return False
    enemy = model.other(side)
    enemy_key = key_hex(target) and controller(st, target, board) == enemy
    stack = model.stack(st, target)
    still = target != moving and ((stack is not None and stack["side"] == enemy and stack["sp"] > 0)
                                  or st["forts"].get(target, {}).get("side") == enemy)
    return reaction.projects(board.side(source, target), enemy_key, still)


def zoc(st: dict[str, Any], side: str, board: Board = BOARD, moving: str | None = None) -> set[str]:
    """Every hex in ``side``'s zone of influence (9.1): around each of its
    stacks with SPs, Forts and Militia, as ``projects_into`` says."""
    out: set[str] = set()
    sources = {h for h in list(st["stacks"]) + list(st["forts"]) + list(st["militia"])
               if projects_from(st, h) == side}
    for h in sources:
        for n in (board.neighbours(h) if board.grid.has_label(h) else ()):
            if n not in out and projects_into(st, h, n, board, moving):
                out.add(n)
    return out


def led_zoc(st: dict[str, Any], side: str, target: str, board: Board = BOARD) -> list[str]:
    """The hexes of ``side``'s forces with a general whose ZOC covers
    ``target``: those that may intercept there (9.2) and that make a
    cautious enemy general pay to engage (7.7)."""
    return [n for n in board.neighbours(target)
            if projects_from(st, n) == side and model.generals_at(st, n) and projects_into(st, n, target, board)]


NORTH = (*NORTHERN_STATES, "DC")                               # the North (digest 3.3; DC sits in it)


def garrison(st: dict[str, Any], hex_id: str) -> bool:
    """17.2.4 (C15): a Northern Objective hex holds the Union's intrinsic
    0-SP garrison while no Union SP or Militia is there, it is not gone
    (``st["gone"]``), and the CSA holds no SP there."""
    if not BOARD.grid.has_label(hex_id) or state_code(hex_id) not in NORTH or "objective" not in _kinds(hex_id):
        return False
    if hex_id in st.get("gone", []):
        return False
    stack = model.stack(st, hex_id)
    return stack is None or stack["sp"] == 0 and stack["side"] == "usa"


def zone_from(st: dict[str, Any], side: str, hex_id: str, board: Board = BOARD) -> set[str]:
    """The hexes a force of ``side`` standing in ``hex_id`` would cover with
    its ZOC (9.1): the zone of a moving force judged from a hex it has left
    (the active force's before its entry, 9.3; the attacker's, 11.6.4)."""
    probe = {**st, "stacks": {**st["stacks"], hex_id: {"side": side, "sp": 1}}}
    return {n for n in board.neighbours(hex_id) if projects_into(probe, hex_id, n, board)}
