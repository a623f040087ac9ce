"""For the People: the rail logistics variant (optional rule 19, digest 7;
game option "rail_logistics"), all its parts together:

- a *rail line of communication*: a space its side controls (not a neutral
  one), free of enemy SP, joined by railroads through such spaces to one of
  its supply sources (5.24; the Union's include its controlled ports in
  supply);
- movement: entering a space of one's own with a rail line of communication,
  or any space next to one that has it, costs 1 MP; any other space 2
  (a force never enters a space it cannot pay for);
- an army is created only where there is a rail line of communication
  (5.4);
- attrition: a force neither in nor next to a space with a rail line of
  communication is out of supply for attrition and forages (the Shenandoah
  exception still applies, 5.24);
- strategic movement: the special case of an army drawing SP along any line
  of communication moves 3 SP a side a turn at most (5.27).
"""

from __future__ import annotations

from collections import deque

from . import board
from . import model as M
from . import supply

ARMY_DRAW_MOST = 3            # 5.27 modified: SP an army may draw a turn, a side
_MEMO: dict = {}


def on(st: dict) -> bool:
    return bool(st["op"].get("rail_logistics"))


def _open(st: dict, side: str, space: str) -> bool:
    return M.ctl(st, space) == side and not M.occupied(st, M.ENEMY[side], space)


def _rail(st: dict, side: str, a: str, b: str) -> bool:
    return any(board.kind_now(st, lk) == "rail" and (lk.land or (lk.bo and side == "union"))
               for lk in board.links_between(a, b))


def rail_loc(st: dict, side: str) -> frozenset:
    """The spaces with a rail line of communication for ``side``."""
    key = (side, tuple(sorted(st["ctl"].items())), tuple(sorted(M.spaces_with(st, M.ENEMY[side]))),
           tuple(sorted(st["forts"].items())), tuple(st["ironclads"]), tuple(st["rc_dead"]))
    hit = _MEMO.get(key)
    if hit is not None:
        return hit
    if side == "union":
        sources = [s for s in supply.union_sources(st) if s in M.S.NAME]
    else:
        sources = supply.csa_sources(st)
    seen = {s for s in sources if _open(st, side, s)}
    todo = deque(seen)
    while todo:
        here = todo.popleft()
        for nb in board.neighbours(here):
            if nb not in seen and _open(st, side, nb) and _rail(st, side, here, nb):
                seen.add(nb)
                todo.append(nb)
    out = frozenset(s for s in seen if any(_rail(st, side, s, nb) for nb in board.neighbours(s)))
    if len(_MEMO) > 256:
        _MEMO.clear()
    _MEMO[key] = out
    return out


def near(st: dict, side: str, space: str) -> bool:
    """In or next to a space with a rail line of communication."""
    loc = rail_loc(st, side)
    return space in loc or any(nb in loc for nb in board.neighbours(space))


def step_cost(st: dict, side: str, dest: str) -> int:
    """The MP to enter ``dest``: 1 into a space of one's own with a rail line
    of communication or into any space next to one, else 2."""
    if not on(st):
        return 1
    loc = rail_loc(st, side)
    if (dest in loc and M.ctl(st, dest) == side) or any(nb in loc for nb in board.neighbours(dest)):
        return 1
    return 2


def army_drawn(st: dict, side: str) -> int:
    return int((st.get("army_sm") or {}).get(side, 0))
