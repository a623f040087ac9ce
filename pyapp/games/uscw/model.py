"""The U.S. Civil War's forces on the map, in the plain JSON state, and the
small reads and writes every rule module makes of them.

State keys this module owns::

    "stacks": {hex: {"side": "usa" | "csa", "sp": SPs, "fresh": SPs not yet
               activated this Action Phase (5.1.2), "dem": Demoralized (12),
               "forage": a Forage marker (13.2.1), "cg": the commander the
               owner chose among equals, or None (7.2.2)}},
    "gens": {general id: {"at": hex | "box:<theatre>" | "unassigned" |
             "pool" (not yet arrived) | "out" (removed), "form": index of
             his counter (16.3), "moved": activated this Action Phase}},
    "militia": {hex: side}            (17.2; 0-SP units, no stack of their own)

A hex holds one side's units (a battle resolves before two sides share
one, 11.1). A stack with no SP and no general does not stay in "stacks".
Generals are where "gens" says; a stack's generals are read from there.
"""

from __future__ import annotations

from typing import Any

from . import oob

SIDES = ("usa", "csa")


def other(side: str) -> str:
    return "csa" if side == "usa" else "usa"


def blank(state: dict[str, Any]) -> None:
    state["stacks"] = {}
    state["gens"] = {}
    state["militia"] = {}


# Stacks ----------------------------------------------------------------------------------------

def stack(state: dict[str, Any], hex_id: str) -> dict[str, Any] | None:
    """The stack in ``hex_id`` (its SPs and markers), or None."""
    st: dict[str, Any] | None = state["stacks"].get(hex_id)
    return st


def side_at(state: dict[str, Any], hex_id: str) -> str | None:
    """The side whose units are in ``hex_id`` (SPs, generals or militia), or None."""
    st = state["stacks"].get(hex_id)
    if st is not None:
        return str(st["side"])
    for gid in generals_at(state, hex_id):
        return oob.GENERALS[gid].side
    m = state["militia"].get(hex_id)
    return str(m) if m else None


def sp_at(state: dict[str, Any], hex_id: str, side: str | None = None) -> int:
    st = state["stacks"].get(hex_id)
    if st is None or (side is not None and st["side"] != side):
        return 0
    return int(st["sp"])


def add_sp(state: dict[str, Any], hex_id: str, side: str, n: int, fresh: bool = True) -> None:
    """``n`` SPs of ``side`` into ``hex_id`` (fresh: may still be activated
    this Action Phase). A stack of the other side there is a rules error."""
    if n <= 0:
        return
    st = state["stacks"].get(hex_id)
    if st is None:
        st = state["stacks"][hex_id] = {"side": side, "sp": 0, "fresh": 0, "dem": False, "forage": False,
                                        "cg": None}
    elif st["side"] != side:
        raise ValueError(f"{side} SPs into {hex_id}, held by {st['side']}")
    st["sp"] += n
    if fresh:
        st["fresh"] += n


def remove_sp(state: dict[str, Any], hex_id: str, n: int) -> int:
    """Up to ``n`` SPs out of ``hex_id`` (the unmoved last, so the fresh
    ones stay as long as there are moved ones to take first); how many went.
    The stack goes when nothing is left of it."""
    st = state["stacks"].get(hex_id)
    if st is None or n <= 0:
        return 0
    n = min(n, st["sp"])
    moved = st["sp"] - st["fresh"]
    st["fresh"] -= max(0, n - moved)
    st["sp"] -= n
    tidy(state, hex_id)
    return n


def take_fresh(state: dict[str, Any], hex_id: str, n: int) -> int:
    """``n`` SPs of ``hex_id`` activated (5.1.2): they leave the hex as fresh
    no more; the mover adds them where it goes with ``fresh=False``."""
    st = state["stacks"].get(hex_id)
    if st is None or n > st["fresh"]:
        raise ValueError(f"{n} unmoved SPs are not in {hex_id}")
    st["fresh"] -= n
    st["sp"] -= n
    tidy(state, hex_id)
    return n


def tidy(state: dict[str, Any], hex_id: str) -> None:
    """A stack with no SP and no general leaves ``stacks`` (its markers with it)."""
    st = state["stacks"].get(hex_id)
    if st is not None and st["sp"] <= 0 and not generals_at(state, hex_id):
        del state["stacks"][hex_id]


def new_phase(state: dict[str, Any]) -> None:
    """A new Action Phase: every SP and general may be activated again (5.1.2)."""
    for st in state["stacks"].values():
        st["fresh"] = st["sp"]
    for g in state["gens"].values():
        g["moved"] = False


# Generals --------------------------------------------------------------------------------------

def place_general(state: dict[str, Any], gid: str, where: str, form: int | None = None) -> None:
    g = state["gens"].setdefault(gid, {"at": "pool", "form": oob.GENERALS[gid].first, "moved": False})
    if form is not None:
        g["form"] = form
    old = g["at"]
    g["at"] = where
    if old in state["stacks"]:
        tidy(state, old)
    if where not in state["stacks"] and not where.startswith(("box:", "unassigned", "pool", "out")):
        side = oob.GENERALS[gid].side
        state["stacks"][where] = {"side": side, "sp": 0, "fresh": 0, "dem": False, "forage": False, "cg": None}


def generals_at(state: dict[str, Any], hex_id: str) -> list[str]:
    """The generals in ``hex_id``, highest rank first (7.2.1: a cavalry
    general ranks below every other), then by id."""
    here = [gid for gid, g in state["gens"].items() if g["at"] == hex_id]
    return sorted(here, key=lambda gid: (-rank(state, gid), gid))


def form(state: dict[str, Any], gid: str) -> oob.Form:
    """The counter ``gid`` shows now (16.3)."""
    return oob.GENERALS[gid].forms[state["gens"][gid]["form"]]


def rank(state: dict[str, Any], gid: str) -> float:
    """7.2.1, 8.4: stars, a cavalry general below every non-cavalry one."""
    f = form(state, gid)
    return f.stars - (10 if f.cavalry and f.stars == 1 else 0)


def commander(state: dict[str, Any], hex_id: str) -> str | None:
    """The commanding general of ``hex_id`` (7.2.2): the highest rank, the
    owner's choice among equals (the stack's "cg"), else the first by id."""
    gens = generals_at(state, hex_id)
    if not gens:
        return None
    top = [g for g in gens if rank(state, g) == rank(state, gens[0])]
    chosen = (state["stacks"].get(hex_id) or {}).get("cg")
    return chosen if chosen in top else top[0]


def command_limit(state: dict[str, Any], gid: str | None) -> int:
    """The SPs a force led by ``gid`` may hold (7.3, 8.1; 5.10: 3 for SPs
    with no general)."""
    if gid is None:
        return oob.COMMAND_LIMIT[oob.INTRINSIC.stars]
    return oob.command_limit(form(state, gid))
