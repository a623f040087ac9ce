"""For the People: Union naval control of the ports and rivers (5.21).

The Union controls every port unless the Confederacy negates it: (1) a CSA
fort or ironclad negates its own space; (2) on a river rising in a
Confederate state it negates every space upstream; (3) two of them negate
every space between, and every tributary joining between; (4) a port whose
coastal fort the Confederacy holds is shut from the sea.

Read together, the four cases say one thing, and the engine computes it so:
the Union navy comes in from the sea and down the rivers that leave the
north edge (the Mississippi, the Ohio, the Wabash: digest 3.7, "Union naval
pressure is imagined as coming from where the Ohio, Wabash and Mississippi
leave the north edge"); it controls every port its boats can reach without
passing a CSA fort or ironclad, and never the space of one. This gives every
worked example of 5.21 (RULES_NOTES "naval control"): forts at Columbus and
Vicksburg negate Columbus, New Madrid, Memphis, the Yazoo, Vicksburg and the
Arkansas; with the Vicksburg fort at Port Hudson the whole Red River too; a
fort at Paducah negates the Tennessee above it but not the Cumberland (which
joins the Ohio above Paducah), so Dover stays a Union port; a fort at Dover
negates both rivers above it; and at the start the Confederacy holds every
stretch of its own rivers.

The water is ``mapdata.RIVERS``: each river's ports from source to mouth and
where it ends (the sea, or a main river between two of its ports:
``CONFLUENCE_ORDER`` orders the tributaries joining one stretch). A port on
two rivers is a node on each: Cairo's and Paducah's join at the confluence;
Dover's do not (it lies between the Tennessee and the Cumberland), so a
space is under Union control when one of its nodes is. A blue bar belongs to
one river where the rulebook says so (Dover's west bar is the Tennessee's,
5.18); elsewhere a crossing is barred while the space is Union-controlled.
"""

from __future__ import annotations

from collections import deque

from . import mapdata as MD
from . import model as M

SEA = ("sea",)
# 5.18: the river whose blue bar a crossing at a two-river port crosses
BAR_RIVER = {"dover_tn": "tennessee"}


def _water() -> tuple[dict, list]:
    """The water graph (node -> neighbours) and the entries from the north edge."""
    adj: dict = {SEA: set()}

    def join(a, b):
        adj.setdefault(a, set()).add(b)
        adj.setdefault(b, set()).add(a)

    stretches: dict = {}
    for (main, above, below), tribs in MD.CONFLUENCE_ORDER.items():
        stretches[(main, above, below)] = list(tribs)
    for river, r in MD.RIVERS.items():
        mouth = r["mouth"]
        if mouth[0] != "sea" and mouth[1] != mouth[2]:
            key = (mouth[0], mouth[1], mouth[2])
            stretches.setdefault(key, [])
            if river not in stretches[key]:
                stretches[key].append(river)
    entries = []
    for river, r in MD.RIVERS.items():
        course = r["course"]
        for port in course:
            adj.setdefault((river, port), set())
        for a, b in zip(course, course[1:]):
            key = (river, a, b)
            if key in stretches:
                chain = [(river, a)] + [("conf", river, a, b, t) for t in stretches[key]] + [(river, b)]
                for x, y in zip(chain, chain[1:]):
                    join(x, y)
            else:
                join((river, a), (river, b))
        mouth = r["mouth"]
        last = (river, course[-1])
        if mouth[0] == "sea":
            join(last, SEA)
        elif mouth[1] == mouth[2]:
            if (mouth[0], mouth[1]) != last:
                join(last, (mouth[0], mouth[1]))
        else:
            join(last, ("conf", mouth[0], mouth[1], mouth[2], river))
        if r["source"] == "north_edge":
            entries.append((river, course[0]))
    return adj, entries


_ADJ, _ENTRIES = _water()
_NODES_OF: dict = {}
for _n in _ADJ:
    if len(_n) == 2 and _n != SEA:
        _NODES_OF.setdefault(_n[1], []).append(_n)
# sea ports and coastal forts off the rivers: a node each on the open sea; a
# port behind a coastal fort reaches the sea only past its fort (5.17)
_ROUTE = {k: set(v) for k, v in _ADJ.items()}


def _sea_node(space: str):
    return _NODES_OF[space][0] if space in _NODES_OF else ("coast", space)


for _s, _a in MD.SPACE.items():
    if not (_a["coast"] or _a["coastal_fort"]):
        continue
    _node = _sea_node(_s)
    _ROUTE.setdefault(_node, set())
    _fort = _a["protected_by"]
    _other = _sea_node(_fort) if _fort else SEA
    if _fort and _fort in _NODES_OF and _s in _NODES_OF:
        continue                                   # New Orleans: by the river, past its forts
    _ROUTE.setdefault(_other, set()).add(_node)
    _ROUTE[_node].add(_other)
    if _fort:
        _ROUTE.setdefault(_sea_node(_fort), set()).add(SEA)
        _ROUTE[SEA].add(_sea_node(_fort))
_COAST = [s for s, a in MD.SPACE.items() if a["coast"] or a["coastal_fort"]]
_COASTAL_FORTS = [s for s, a in MD.SPACE.items() if a["coastal_fort"]]


def nodes_of(space: str) -> list:
    return _NODES_OF.get(space, [])


def _blocker(st: dict, space: str) -> bool:
    return M.fort(st, space) == "csa" or space in st["ironclads"]


def _reach(st: dict) -> set:
    """The river nodes the Union navy reaches from the north edge and the sea."""
    seen: set = set()
    todo: deque = deque()
    for n in _ENTRIES + [SEA]:
        if n == SEA or not _blocker(st, n[1]):
            seen.add(n)
            todo.append(n)
    while todo:
        here = todo.popleft()
        for nb in _ADJ[here]:
            if nb in seen:
                continue
            if len(nb) == 2 and _blocker(st, nb[1]):
                continue
            seen.add(nb)
            todo.append(nb)
    return seen


_MEMO: dict = {}


def _key(st: dict) -> tuple:
    return (tuple(sorted(st["forts"].items())), tuple(sorted(st["ironclads"])),
            tuple(st["ctl"].get(f) for f in _COASTAL_FORTS))


def _state(st: dict) -> tuple[frozenset, frozenset]:
    key = _key(st)
    hit = _MEMO.get(key)
    if hit is not None:
        return hit
    reach = _reach(st)
    out = set()
    for s, attrs in MD.SPACE.items():
        if not attrs["port"] or _blocker(st, s):
            continue                                          # case 1
        if any(n in reach for n in nodes_of(s)):
            out.add(s)
            continue
        if s in _COAST and not nodes_of(s):
            fort = attrs["protected_by"]
            if not (fort and M.ctl(st, fort) == "csa"):        # case 4
                out.add(s)
    if len(_MEMO) > 64:
        _MEMO.clear()
    hit = (frozenset(out), frozenset(reach))
    _MEMO[key] = hit
    return hit


def controlled(st: dict) -> frozenset:
    """The spaces where the Union has naval control now."""
    return _state(st)[0]


def bar_controlled(st: dict, space: str) -> bool:
    """A blue bar at ``space`` the Union navy holds (5.18)."""
    river = BAR_RIVER.get(space)
    if river is None:
        return space in controlled(st)
    return not _blocker(st, space) and (river, space) in _state(st)[1]


def route(st: dict, a: str, b: str, passes: int = 0) -> bool:
    """5.17: a Union boat goes from port ``a`` to port ``b`` by the rivers and
    the sea, never through a space with a CSA fort or ironclad (it may end in
    one, an amphibious assault); ``passes``: how many it may pass (running the
    batteries, card 59)."""
    starts = [n for n in (_NODES_OF.get(a) or [("coast", a)]) if n in _ROUTE]
    goal = set(_NODES_OF.get(b) or [("coast", b)])
    seen = {(n, 0) for n in starts}
    todo = deque(seen)
    while todo:
        here, used = todo.popleft()
        if here in goal:
            return True
        for nb in _ROUTE.get(here, ()):
            space = nb[-1] if nb[0] == "coast" else (nb[1] if len(nb) == 2 and nb != SEA else None)
            cost = used
            if space is not None and nb not in goal and space != a and _blocker(st, space):
                cost += 1
                if cost > passes:
                    continue
            if (nb, cost) not in seen:
                seen.add((nb, cost))
                todo.append((nb, cost))
    return False


def reachable(st: dict, a: str) -> set:
    """The ports a Union boat reaches from port ``a`` without passing a CSA
    fort or ironclad (ending in one included)."""
    starts = [n for n in (_NODES_OF.get(a) or [("coast", a)]) if n in _ROUTE]
    seen = set(starts)
    todo = deque(starts)
    out = set()
    while todo:
        here = todo.popleft()
        for nb in _ROUTE.get(here, ()):
            if nb in seen:
                continue
            seen.add(nb)
            space = nb[-1] if nb[0] == "coast" else (nb[1] if len(nb) == 2 and nb != SEA else None)
            if space is not None:
                out.add(space)
                if space != a and _blocker(st, space):
                    continue
            todo.append(nb)
    out.discard(a)
    return out


def csa_river_reach(st: dict, src: str) -> list[str]:
    """5.20: where one CSA SP goes from ``src`` by river: along navigable
    rivers (never the sea), only through and into spaces where the Union has
    no naval control, no Union SP and no Union fort (no CSA assault, no
    running the batteries); and between a coastal fort and its own port,
    either way. ``src`` itself must be free of Union naval control."""
    union = controlled(st)

    def open_(space: str) -> bool:
        return space not in union and not M.occupied(st, "union", space) and M.fort(st, space) != "union"

    out: set = set()
    if src not in union:
        seen = set(_NODES_OF.get(src, []))
        todo = deque(seen)
        while todo:
            here = todo.popleft()
            for nb in _ADJ[here]:
                if nb in seen or nb == SEA:
                    continue
                seen.add(nb)
                if len(nb) == 2:                            # a port on a river (confluence nodes are water)
                    if not open_(nb[1]):
                        continue
                    out.add(nb[1])
                todo.append(nb)
    for port, attrs in MD.SPACE.items():                    # fort to port, port to fort
        fort = attrs["protected_by"]
        if fort and src in (port, fort):
            other = fort if src == port else port
            if not M.occupied(st, "union", other) and M.fort(st, other) != "union":
                out.add(other)
    out.discard(src)
    return sorted(out, key=list(MD.SPACE).index)


def naval_retreats(st: dict, space: str) -> list[str]:
    """5.16: a Union force retreating from port ``space`` by water: to a
    Union-controlled port with a line of communication in an original Union
    state, by the rivers and the sea, never past a CSA fort or ironclad."""
    from . import board, supply
    if not board.is_port(space):
        return []
    out = []
    for s, attrs in MD.SPACE.items():
        if s == space or not attrs["port"] or M.ctl(st, s) != "union" or M.original(s) != "union":
            continue
        if M.occupied(st, "csa", s) or not supply.in_supply(st, "union", s):
            continue
        if route(st, space, s):
            out.append(s)
    return out
