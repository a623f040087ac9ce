"""Badges of Courage: reading a state (blocks, hexes, control, fronts).

Everything here reads the state and changes nothing but caches. The state
layout is described in ``rules.py``.

Blocks are named by public handles ("U012", "C007"); a handle's sealed value
is ``[block id, strength when dealt, stamp]`` (``None`` on a device that may
not know it): what the enemy may not see, and nothing else. What the table
shows is public (RULES_NOTES "Handles"): where each handle stands, whether it
is face up, what the rules did to it (fired, activated, in a melee), and
each step it lost or gained since its value was dealt (``lost``: a hit turns
the block a quarter in view, a step of supply turns it back), and the mark
of a half hit or of a step had this Supply Phase (``mk``). A block's
strength now is its dealt strength less ``lost`` (``strength``); ``value``
gives ``[block id, strength, mark (0/1), stamp]``, the block as it stands.
"""

from __future__ import annotations

from . import data as D
from .grid import GRID

ROLES = ("usa", "csa")
ENEMY = {"usa": "csa", "csa": "usa"}
NAME = {"usa": ("USA", "EE. UU."), "csa": ("CSA", "CSA")}
PREFIX = {"usa": "U", "csa": "C"}

_NB: dict[str, tuple[str, ...]] = {}
for _h in D.HEXES:
    _NB[_h] = tuple(GRID.label(n) for n in GRID.neighbours(GRID.parse(_h)) if GRID.contains(n))
_DIR: dict[tuple[str, str], int] = {}
for _h in D.HEXES:
    _a = GRID.parse(_h)
    for _d in range(6):
        _n = GRID.neighbour(_a, _d)
        if GRID.contains(_n):
            _DIR[(_h, GRID.label(_n))] = _d


def neighbours(h: str) -> tuple[str, ...]:
    return _NB[h]


def direction(a: str, b: str) -> int:
    """The direction (0..5) of the hexside from ``a`` into adjacent ``b``."""
    return _DIR[(a, b)]


def toward(a: str, d: int) -> str | None:
    """The on-map neighbour of ``a`` across hexside ``d``."""
    n = GRID.neighbour(GRID.parse(a), d)
    return GRID.label(n) if GRID.contains(n) else None


_CUBE = {_h: GRID.to_cube(GRID.parse(_h)) for _h in D.HEXES}


def distance(a: str, b: str) -> int:
    ca, cb = _CUBE.get(a), _CUBE.get(b)
    if ca is None or cb is None:
        return GRID.distance(GRID.parse(a), GRID.parse(b))
    return max(abs(ca.q - cb.q), abs(ca.r - cb.r), abs(ca.s - cb.s))   # GRID.distance, precomputed


def side_of(handle: str) -> str:
    return "usa" if handle[0] == "U" else "csa"


# -- sealed values ---------------------------------------------------------

VALUE = 3           # parts of a sealed block value: [block id, strength when dealt, stamp]


def value(st: dict, h: str) -> list | None:
    """``[id, strength now, mark, stamp]`` of handle ``h``, or None where
    unknown here."""
    v = st["sealed"].get(h)
    if v is None:
        return None
    return [v[0], v[1] - st["lost"].get(h, 0), 1 if h in st["mk"] else 0, v[2]]


def ident(st: dict, h: str) -> str | None:
    v = st["sealed"].get(h)
    return None if v is None else v[0]


def strength(st: dict, h: str) -> int | None:
    v = st["sealed"].get(h)
    return None if v is None else v[1] - st["lost"].get(h, 0)


def marked(st: dict, h: str) -> bool:
    """A half hit this Fire Phase (5.24), or a step had this Supply Phase (8.2)."""
    return h in st["mk"]


def lose(st: dict, h: str, n: int = 1) -> None:
    """Block ``h`` loses ``n`` steps (gains, for ``n`` < 0) in view of the
    table: public, the same on every device, known value or not."""
    k = st["lost"].get(h, 0) + n
    if k:
        st["lost"][h] = k
    else:
        st["lost"].pop(h, None)


def set_mark(st: dict, h: str, on: bool) -> None:
    if on and h not in st["mk"]:
        st["mk"].append(h)
    elif not on and h in st["mk"]:
        st["mk"].remove(h)


def deal(st: dict, h: str, ident_: str | None, steps: int, stamp: int) -> None:
    """Handle ``h`` holds a value anew (a stir, a rebuilt HQ): its public
    changes start again from nothing; the value is written only where it
    is known (``ident_`` not None)."""
    st["lost"].pop(h, None)
    if ident_ is not None:
        st["sealed"][h] = [ident_, steps, stamp]


def info(st: dict, h: str) -> dict | None:
    """The order-of-battle record of the block under ``h`` (None: unknown here)."""
    v = st["sealed"].get(h)
    return None if v is None else D.BLOCKS[v[0]]


def kind(st: dict, h: str) -> str | None:
    b = info(st, h)
    return None if b is None else b["kind"]


def is_hq(st: dict, h: str) -> bool:
    b = info(st, h)
    return b is not None and b["kind"] == "hq"


# -- where blocks stand -----------------------------------------------------

def on_map(st: dict, side: str | None = None) -> list[str]:
    """Handles on the map (of ``side``), in handle order."""
    if side is None:
        return sorted(st["pos"])
    if side == "usa":
        return sorted([h for h in st["pos"] if h[0] == "U"])     # side_of, inlined (hot)
    return sorted([h for h in st["pos"] if h[0] != "U"]) if side == "csa" else []


def at(st: dict, hx: str, side: str | None = None) -> list[str]:
    """Handles in hex ``hx`` (of ``side``), in handle order."""
    out = [h for h, p in st["pos"].items() if p == hx]
    if side is not None and out:
        out = [h for h in out if side_of(h) == side]
    return sorted(out) if len(out) > 1 else out


def occupancy(st: dict) -> dict[str, str]:
    """hex -> the side with blocks in it (never both, outside a melee: then
    the defender's side is given, see ``occupants``)."""
    occ: dict[str, str] = {}
    for h, p in st["pos"].items():
        occ.setdefault(p, side_of(h))
    return occ


def count_at(st: dict, hx: str, side: str) -> int:
    return len([h for h, p in st["pos"].items() if p == hx and side_of(h) == side])


def sides_at(st: dict) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for h, p in st["pos"].items():
        s = "usa" if h[0] == "U" else "csa"            # side_of, inlined (hot)
        ss = out.get(p)
        if ss is None:
            out[p] = {s}
        else:
            ss.add(s)
    return out


def enemy_adjacent(st: dict, side: str, occ: dict[str, set[str]] | None = None) -> set[str]:
    """Every hex adjacent to a unit of ``side``'s enemy (6.62's front-line
    hexes for ``side``: occupied or not)."""
    occ = occ if occ is not None else sides_at(st)
    enemy = ENEMY[side]
    out: set[str] = set()
    for hx, sides in occ.items():
        if enemy in sides:
            out.update(_NB[hx])
    return out


def zoc(st: dict, side: str, occ: dict[str, set[str]] | None = None) -> set[str]:
    """6.6: the vacant hexes adjacent to ``side``'s units (its ZOC)."""
    occ = occ if occ is not None else sides_at(st)
    out: set[str] = set()
    for hx, sides in occ.items():
        if side in sides:
            out.update(n for n in _NB[hx] if n not in occ)
    return out


def control(st: dict) -> dict[str, str]:
    """6.6: hex -> the side it is Friendly to, from positions now. A hex is
    Friendly to a side that occupies it, or that alone exerts ZOC into it
    when vacant; every other hex is Neutral (absent)."""
    occ = sides_at(st)
    out: dict[str, str] = {}
    for hx, sides in occ.items():
        if len(sides) == 1:
            out[hx] = next(iter(sides))
    z = {s: zoc(st, s, occ) for s in ROLES}
    for s in ROLES:
        for hx in z[s] - z[ENEMY[s]]:
            out[hx] = s
    return out


def friendly(st: dict, side: str, hx: str) -> bool:
    """Friendly to ``side`` by the control fixed at the start of the player
    turn (6.6: it changes only at the turn's end)."""
    return st["ctrl"].get(hx) == side


def enemy_hex(st: dict, side: str, hx: str) -> bool:
    return st["ctrl"].get(hx) == ENEMY[side]


def stacking(hx: str) -> int:
    return D.stacking(hx)


def room(st: dict, hx: str, side: str, extra: int = 1, column: bool = False) -> bool:
    """6.2: ``extra`` more blocks of ``side`` fit in ``hx`` (opt.column: never
    beside a friendly column, and a column only into an empty hex)."""
    n = count_at(st, hx, side)
    if column and n:
        return False
    if any(st["pos"].get(h) == hx and side_of(h) == side for h in st.get("col", ())):
        return False
    return n + extra <= D.stacking(hx)


def revealed(st: dict, h: str) -> bool:
    return h in st["up"]
