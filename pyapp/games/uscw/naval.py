"""Naval control of the navigable rivers in the basic game (20.1): from each
side's ports along the rivers until blocked, the Union's also from the sea
and always over the Confederacy's; Forts holding their own river sides.

``river_control(state)`` gives every navigable hexside's controller: "usa",
"csa", or None (uncontrolled: friendly to both for movement and combat,
20.1.6). Naval units (the advanced game, 21) are not here yet, nor the
lakes, bays and coastal hexes (20.1.2): the river network only.
"""

from __future__ import annotations

from collections import deque
from functools import lru_cache
from typing import Any

from . import mapdata, model, places, situation
from .board import BOARD
from .oob import SOUTHERN_STATES

_PORT_KINDS = {"port-river", "port-ocean"}


@lru_cache(maxsize=None)
def _network() -> tuple[dict[str, tuple[str, int]], dict[str, tuple[str, ...]]]:
    """({side: (river, type)}, {side: the sides next along the water}): the
    sides of one river follow its course; a river's first or last side
    meets the river it flows into where they share a corner (not where two
    rivers only touch the same hex, as at Dover)."""
    info: dict[str, tuple[str, int]] = {}
    nxt: dict[str, set[str]] = {}
    ends: list[tuple[str, str]] = []
    for river, runs in mapdata.RIVERS.items():
        course = [s for kind, sides in runs if kind for s in sides.split()]
        for s in course:
            kind = next(k for k, sides in runs if s in sides.split())
            info[s] = (river, kind)
            nxt.setdefault(s, set())
        for a, b in zip(course, course[1:]):
            nxt[a].add(b)
            nxt[b].add(a)
        if course:
            ends += [(river, course[0]), (river, course[-1])]
    for river, end in ends:
        for s, (other, _k) in info.items():
            if other != river and _corner(end, s):
                nxt[end].add(s)
                nxt[s].add(end)
    return info, {s: tuple(sorted(v)) for s, v in nxt.items()}


def _corner(s1: str, s2: str) -> bool:
    """Two hexsides meet at a corner: their hexes are three, each next to the others."""
    hexes = set(s1.split("/")) | set(s2.split("/"))
    if len(hexes) != 3:
        return False
    a, b, c = sorted(hexes)
    return all(x in BOARD.neighbours(y) for x, y in ((a, b), (b, c), (a, c)))


def _ports(state: dict[str, Any], side: str) -> list[str]:
    out = []
    for key, row in places.PLACES.items():
        h = row[1]
        if not (_PORT_KINDS & set(row[5].split())) or not BOARD.grid.has_label(h):
            continue
        southern = situation.state_code(h) in SOUTHERN_STATES
        if situation.controller(state, h) == side and (southern if side == "csa" else not southern):
            out.append(h)
    return out


@lru_cache(maxsize=None)
def _port_hexes() -> tuple[str, ...]:
    return tuple(sorted({r[1] for r in places.PLACES.values()
                         if _PORT_KINDS & set(r[5].split()) and BOARD.grid.has_label(r[1])}))


_CACHE: dict[Any, dict[str, str | None]] = {}


def river_control(state: dict[str, Any]) -> dict[str, str | None]:
    """20.1.3-20.1.6: every navigable hexside's naval controller (kept for
    the positions that decide it: forts, entrenchments, ports' holders,
    Coastal Forts; a read-only answer)."""
    key = (tuple(sorted((h, f["side"]) for h, f in state["forts"].items())), tuple(sorted(state["entrench"].items())),
           tuple(situation.controller(state, h) for h in _port_hexes()),
           tuple(model.side_at(state, f"cf.{k}") or state["ctl"].get(f"cf.{k}") for k in places.COASTAL_FORTS))
    got = _CACHE.get(key)
    if got is None:
        if len(_CACHE) > 256:
            _CACHE.clear()
        got = _CACHE[key] = _control(state)
    return got


def _control(state: dict[str, Any]) -> dict[str, str | None]:
    info, nxt = _network()
    forts = {h: f["side"] for h, f in state["forts"].items() if BOARD.grid.has_label(h)}
    fort_sides: dict[str, str | None] = {}                   # 20.1.3: a Fort holds its own sides;
    for s in info:                                           # 20.1.5: two facing each other cancel out
        owners = {forts[h] for h in s.split("/") if h in forts}
        if owners:
            fort_sides[s] = owners.pop() if len(owners) == 1 else None
    coastal_block = set()                                    # 20.1.4: a CSA Coastal Fort shuts its port to the Union
    for key, fort in places.COASTAL_FORTS.items():
        space = f"cf.{key}"
        held = model.side_at(state, space) or state["ctl"].get(space) or "csa"
        if held == "csa" and fort.get("port") in places.PLACES:
            coastal_block.add(places.PLACES[fort["port"]][1])

    def blocked(side: str, s: str) -> bool:
        """20.1.4: the enemy's Entrenchment (Type 1), a Confederate port of a
        Southern state (Type 1, against the Union), the enemy's Fort."""
        enemy = model.other(side)
        kind = info[s][1]
        for h in s.split("/"):
            if forts.get(h) == enemy:
                return True
            if kind == 1 and state["entrench"].get(h) == enemy:
                return True
            if side == "usa" and (kind == 1 and h in csa_ports or h in coastal_block):
                return True
        return s in fort_sides and fort_sides[s] not in (side, None)

    csa_ports = set(_ports(state, "csa"))
    control: dict[str, str | None] = {s: owner for s, owner in fort_sides.items()}
    sea = {s for s in info if any(not BOARD.land(h) for h in s.split("/"))}   # 20.1.3: the Union from the sea
    port_sides: dict[str, list[str]] = {}
    for s in info:
        for h in s.split("/"):
            port_sides.setdefault(h, []).append(s)
    for side in ("usa", "csa"):
        ports = csa_ports if side == "csa" else set(_ports(state, side))
        seeds = {s for h in ports for s in port_sides.get(h, ())}
        if side == "usa":
            seeds |= sea
        todo = deque(s for s in seeds if not blocked(side, s) and control.get(s) in (None, side))
        seen = set(todo)
        while todo:
            s = todo.popleft()
            if side == "csa" and control.get(s) == "usa":
                continue                                      # the Union's control stands (20.1.3)
            control[s] = side if s not in fort_sides else fort_sides[s]
            for n in nxt[s]:
                if n not in seen and not blocked(side, n) and (n not in fort_sides or fort_sides[n] == side):
                    if side == "csa" and control.get(n) == "usa":
                        continue
                    seen.add(n)
                    todo.append(n)
    return control


def relative(control: dict[str, str | None], side: str, a: str, b: str) -> str:
    """Naval control of the side between ``a`` and ``b`` seen by ``side``:
    "own", "enemy" or "none"."""
    owner = control.get(BOARD.side_id(a, b))
    return "none" if owner is None else "own" if owner == side else "enemy"
