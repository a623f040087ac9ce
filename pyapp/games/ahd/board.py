"""Structures derived once, at import time, from the authored map
(``mapdata.BOXES``, ``mapdata.LINKS``, ``mapdata.POTOMAC``).

- ``ADJ[side][box]``: tuple of ``(neighbour, kind, down)`` for every link a
  unit of ``side`` may use out of ``box``; ``kind`` is "road", "rail" or
  "river"; ``down`` is True when going to the neighbour is downstream, False
  upstream, None for road and rail.  The Potomac river link is left out for
  the CSA (rule 4.2.6).
- ``NEIGH[side][box]``: sorted tuple of the neighbours reachable by one link.
- ``PRINTED[box]``: "u", "c" or "" (neutral).
- ``RECRUIT[box]``: {"u": n, "c": n} (only the sides with a square).
- ``PORTS``, ``FORTS``: frozensets; ``RIVER_SIDES[box]``: frozenset of
  neighbours whose links arrive across a blue side of ``box``.
"""

from __future__ import annotations

from . import mapdata

_ROLE_TO_SIDE = {"union": "u", "csa": "c", None: "", "": ""}

BOXES = mapdata.BOXES
BOX_IDS = tuple(sorted(BOXES))
NAME = {b: BOXES[b].get("name", b) for b in BOX_IDS}
PRINTED = {b: _ROLE_TO_SIDE[BOXES[b].get("owner")] for b in BOX_IDS}
RECRUIT = {}
for _b in BOX_IDS:
    _r = {}
    for _role, _n in (BOXES[_b].get("recruit") or {}).items():
        if _n:
            _r[_ROLE_TO_SIDE[_role]] = int(_n)
    RECRUIT[_b] = _r
RECRUIT_BOXES = {s: tuple(b for b in BOX_IDS if RECRUIT[b].get(s)) for s in ("u", "c")}
IS_RECRUIT_CITY = frozenset(b for b in BOX_IDS if RECRUIT[b])
PORTS = frozenset(b for b in BOX_IDS if BOXES[b].get("port"))
PORT_LIST = tuple(sorted(PORTS))
FORTS = frozenset(b for b in BOX_IDS if BOXES[b].get("fort"))
RIVER_SIDES = {b: frozenset(BOXES[b].get("river_sides") or ()) for b in BOX_IDS}

POTOMAC = tuple(getattr(mapdata, "POTOMAC", ("washington", "fredericksburg")))
_POT = frozenset(POTOMAC)


def _build():
    adj = {"u": {b: [] for b in BOX_IDS}, "c": {b: [] for b in BOX_IDS}}
    seen = set()
    for link in mapdata.LINKS:
        a, b, kind = link[0], link[1], link[2]
        key = (a, b, kind) if a < b or kind == "river" else (b, a, kind)
        if key in seen:
            continue
        seen.add(key)
        if kind == "river":
            entries = ((a, b, True), (b, a, False))
        else:
            entries = ((a, b, None), (b, a, None))
        for x, y, down in entries:
            for side in ("u", "c"):
                if side == "c" and kind == "river" and frozenset((x, y)) == _POT:
                    continue   # rule 4.2.6: the CSA never uses the Potomac
                item = (y, kind, down)
                if item not in adj[side][x]:
                    adj[side][x].append(item)
    order = {"road": 0, "rail": 1, "river": 2}
    out = {}
    neigh = {}
    for side in ("u", "c"):
        out[side] = {b: tuple(sorted(adj[side][b], key=lambda e: (e[0], order[e[1]]))) for b in BOX_IDS}
        neigh[side] = {b: tuple(sorted({e[0] for e in out[side][b]})) for b in BOX_IDS}
    return out, neigh


ADJ, NEIGH = _build()
NEIGH_SET = {s: {b: frozenset(v) for b, v in NEIGH[s].items()} for s in ("u", "c")}


def link_kinds(a: str, b: str) -> set:
    """Kinds of the links joining a and b (for anyone)."""
    return {k for (n, k, d) in ADJ["u"][a] if n == b}
