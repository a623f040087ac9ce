"""Reaction by the non-phasing side (9.0): zones of influence, and the roll
for Interception and Avoid Battle. Pure functions; the steps that offer and
resolve reactions use them.

A Fort, a Militia or an SP projects a zone of influence (ZOC) into the six
hexes around it (9.1), except across an unbridged navigable river or an
impassable mountain hexside, into an enemy-controlled Objective or Resource
hex (empty or not), and into a hex that holds enemy SPs that are not moving
(a Fort counts). A Union intrinsic garrison has none (17.2.4).

Interception and Avoid Battle succeed on two dice plus modifiers of 9 or
more (9.2, 9.3); the modifiers add up to at most +4 (9.4).
"""

from __future__ import annotations

from . import terrain as T
from .tables import REACTION_DRM_CAP as DRM_CAP       # 9.4: at most +4; no floor is given (RULES_NOTES)
from .tables import REACTION_TARGET as TARGET         # 9.2, 9.3: 2d6 + DRM >= 9


def projects(side: dict, enemy_held_key_hex: bool, enemy_sp_still: bool) -> bool:
    """Whether a ZOC reaches across hexside ``side`` (the map's hexside
    record, as movement.Ground.side gives it) into the hex beyond (9.1):
    ``enemy_held_key_hex``: that hex is an Objective or Resource hex the
    enemy of the projecting force controls; ``enemy_sp_still``: it holds
    enemy SPs (or a Fort) that are not the moving force."""
    kind = side.get("kind", "plain")
    if kind == "navigable" and not side.get("bridged"):
        return False                                    # 9.1 (A)
    if kind in ("impassable", "sea", "unplayable"):
        return False                                    # 9.1 (B); no land unit crosses sea or 5.7's portion
    return not enemy_held_key_hex and not enemy_sp_still   # 9.1 (C), (D)


def drm(defence: int, cavalry: bool = False, momentum: bool = False, crossing: int = 0) -> int:
    """The reacting stack's modifier (9.4): its commander's Defence value,
    +2 with a Cavalry Unit or a cavalry general in it (8.2), +2 when it has
    already retreated or avoided battle in this activation (momentum), and
    the hexside crossed (``terrain.reaction_drm``); all together at most +4."""
    return min(DRM_CAP, defence + (2 if cavalry else 0) + (2 if momentum else 0) + crossing)


def crossing_drm(side: dict, naval: str = "none") -> int | None:
    """The hexside's part of the modifier, None where no reaction may cross
    it (9.2, 9.3, 9.4): an unbridged navigable river, one under enemy naval
    control, an impassable mountain or sea."""
    return T.reaction_drm(side.get("kind", "plain"), bridged=bool(side.get("bridged")), naval=naval)


def succeeds(roll: int, modifier: int) -> bool:
    """9.2, 9.3: the two dice plus the modifier reach 9."""
    return roll + modifier >= TARGET


def chance(modifier: int) -> float:
    """The probability that a reaction with ``modifier`` succeeds (for the
    page's hint and the computer's estimate)."""
    hits = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b + modifier >= TARGET)
    return hits / 36


def may_avoid_into(crossing_ok: bool, enemy_held_key_hex: bool, in_active_zoc: bool,
                   enemy_there: int | None, own_sp: int, strong_zoc: int | None,
                   has_general: bool = True) -> bool:
    """9.3: a hex the avoiding stack may move into. ``crossing_ok``: not
    across an unbridged navigable river or impassable mountains;
    ``in_active_zoc``: in the ZOC of the active enemy force as it stood
    before entering; ``enemy_there``: the enemy SPs in it (None: no enemy
    unit; it may be entered only at 7 to 1, a 0-SP unit counting as half, as
    11.6.5 counts it); ``strong_zoc``: the most SPs of one non-moving enemy
    force whose ZOC covers it (None: none; never added across hexes). A
    stack without a general never avoids (5.10)."""
    if not has_general or not crossing_ok or enemy_held_key_hex or in_active_zoc:
        return False
    if enemy_there is not None and own_sp < 7 * max(enemy_there, 0.5):
        return False
    return strong_zoc is None or strong_zoc < own_sp
