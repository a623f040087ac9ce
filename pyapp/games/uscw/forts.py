"""Fortifications in The U.S. Civil War (10.0): Entrenchments, Forts F1-F3
and Coastal Forts, as the rules decide where each may be built, what it
gives the defender, and when it goes. Pure predicates; the steps ask them
with what the map and the state say of the hex.
"""

from __future__ import annotations

ENTRENCH_MP = 2                  # 10.1.2: built during movement, 2+ SPs, at 2 MP
ENTRENCH_MIN_SP = 2
FORT_DRM = {1: 2, 2: 4, 3: 6}     # 10.2: F1 +2, F2 +4, F3 +6
ENTRENCHMENT_DRM = 2             # 10.1
COASTAL_FORT_DRM = 2             # 10.3.3
COASTAL_STACK = 3                # 10.3: at most 3 SPs a side in a Coastal Fort
FORT_NSP = 2                     # 10.2: a Fort counts 2 NSP in a naval battle
COASTAL_FORT_NSP = 4             # 10.3


def fortification_drm(fort: int = 0, entrenchment: bool = False, coastal_fort: bool = False) -> int:
    """The defender's fortification bonus (11.4): the Fort's level, an
    Entrenchment's or a Coastal Fort's +2; one fortification a hex (10.2.4),
    so the best one present counts."""
    return max(FORT_DRM.get(fort, 0), ENTRENCHMENT_DRM if entrenchment else 0,
               COASTAL_FORT_DRM if coastal_fort else 0)


def may_entrench_by_action(friendly_state: bool, friendly_sp_or_militia: bool, coastal_fort: bool,
                           completed_fort: bool) -> tuple[bool, str]:
    """10.1.2 (the 1-AP action, 4.3): in a hex of a friendly-controlled state
    holding a friendly SP or Militia (SPs already activated count); never in
    a Coastal Fort, nor where a Fort stands (one fortification a hex, 10.2.4).
    (allowed, the rule that says no)."""
    if coastal_fort:
        return False, "10.1.2"
    if completed_fort:
        return False, "10.2.4"
    if not friendly_state:
        return False, "10.1.2"
    return (True, "10.1.2") if friendly_sp_or_militia else (False, "10.1.2")


def may_entrench_moving(sp: int, mp_left: int, cavalry_unit: bool, coastal_fort: bool,
                        completed_fort: bool) -> tuple[bool, str]:
    """10.1.2 (during movement): an activated force of 2 SPs or more, at 2
    MP, anywhere but a Coastal Fort or a Fort's hex; a Cavalry Unit never
    has 2 SPs (8.3)."""
    if coastal_fort:
        return False, "10.1.2"
    if completed_fort:
        return False, "10.2.4"
    if cavalry_unit or sp < ENTRENCH_MIN_SP:
        return False, "10.1.2"
    return (True, "10.1.2") if mp_left >= ENTRENCH_MP else (False, "10.1.2")


def entrenchment_stays(friendly_sp: int, militia: bool, all_retreated: bool) -> bool:
    """10.1.3: an Entrenchment goes when every unit in its hex is forced to
    retreat, or when the hex holds no friendly SP at the end of any
    activation; a 0-SP Militia keeps it (a Union intrinsic garrison does not)."""
    if all_retreated:
        return False
    return friendly_sp > 0 or militia


def may_build_fort(friendly: bool, full_supply: bool, has_card: bool, free: bool, fort_here: int,
                   coastal_fort: bool, markers_left: int) -> tuple[bool, str]:
    """10.2.2, 10.2.6: a new F1 in a friendly-controlled hex in Full Supply,
    for a Special Action card of the theatre (or the Union's free Fort of the
    Reinforcement Phase); one fortification a hex and no more Forts than
    markers (10.2.4)."""
    if fort_here or coastal_fort:
        return False, "10.2.4"
    if markers_left <= 0:
        return False, "10.2.4"
    if not friendly or not full_supply:
        return False, "10.2.2"
    if not (has_card or free):
        return False, "10.2.2"
    return True, "10.2.6" if free and not has_card else "10.2.2"


def may_upgrade_fort(level: int, key_hex: bool, full_supply: bool, has_card: bool, free: bool) -> tuple[bool, str]:
    """10.2.3, 10.2.6: F1 to F2 and F2 to F3, only in an Objective or
    Resource hex, in Full Supply, for a card (or the Union's free upgrade);
    completed a phase later like a new Fort."""
    if level not in (1, 2) or not key_hex:
        return False, "10.2.3"
    if not full_supply or not (has_card or free):
        return False, "10.2.3"
    return True, "10.2.3"


def completes(started_phase: int, phase: int, free_union: bool = False) -> bool:
    """10.2.2, 10.2.6: a Fort begun in a friendly Action Phase stands at the
    start of the builder's next one (begun in phase 3, it stands in phase 4);
    the Union's free Fort, begun in the Reinforcement Phase (phase 0), stands
    at the end of the Union's first Action Phase (the caller asks at that end)."""
    if free_union:
        return phase >= 1
    return phase > started_phase


def loss_reduction(fort: int, attacker_won: bool, coastal_fort: bool = False) -> int:
    """10.2.1: a defender in a Fort loses one SP fewer when the attacker does
    not win (outcome.settle applies it); in a Coastal Fort too, as the
    Wilmington example does (RULES_NOTES C6)."""
    return 1 if (fort or coastal_fort) and not attacker_won else 0


def coastal_room(sp_there: int, sp_coming: int) -> bool:
    """10.3: at most 3 SPs of a side in a Coastal Fort."""
    return sp_there + sp_coming <= COASTAL_STACK


# Forts under construction (10.2.2-10.2.3, 10.2.6; RULES_NOTES C11) ---------------------------------
# state["building"] = {hex: {"side", "level", "due": [turn, phase]}}: nothing until it stands; it
# stands at the start of its builder's part of Action Phase ``due`` (a card's: the next phase; the
# Union's free one: at the end of the Union's part of phase 1, ``due`` [turn, 1] with "end": True).

def markers_left(state: dict, side: str) -> int:
    """10.2.4: the Fort markers a side has not put on the map or under construction."""
    from .oob import COUNTERS
    used = sum(1 for f in state["forts"].values() if f["side"] == side)
    used += sum(1 for b in state.get("building", {}).values() if b["side"] == side)
    return COUNTERS["fort"][side] - used


def begin(state: dict, side: str, hex_id: str, level: int, due: list, at_end: bool = False) -> None:
    state.setdefault("building", {})[hex_id] = {"side": side, "level": level, "due": list(due), "end": at_end}


def complete(state: dict, side: str, turn: int, phase: int, at_end: bool) -> list[str]:
    """The Forts of ``side`` due now stand (C11: an Entrenchment there goes)."""
    done = []
    for h, b in sorted(state.get("building", {}).items()):
        if b["side"] != side or bool(b.get("end")) != at_end or [turn, phase] < b["due"]:
            continue
        state["forts"][h] = {"side": side, "level": b["level"]}
        state["entrench"].pop(h, None)
        del state["building"][h]
        done.append(h)
    return done
