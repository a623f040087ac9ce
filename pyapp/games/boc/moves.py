"""Badges of Courage: where a block may move (6.0, 9.72) and enter (6.7).

``reach`` answers the Move Phase's question for one block: every hex it may
end its move in, with the cheapest legal path there. The rules it applies:

- 6.3/6.4: movement points are spent per hexside crossed (``data.move_cost``,
  which knows roads, slopes, woods, streams, artillery's doubled off-road
  cost and the Cemetery Hill junction); a block may always move one hex.
- 6.6: a block that enters an enemy ZOC stops; 6.62: a block that enters a
  front-line hex stops, and a block that starts in one stops in the first
  hex it enters (RULES_NOTES 6.62); at most 2 blocks cross each hexside of a
  front-line hex in one Move Phase.
- 6.2: it never ends its move where it would overstack (RULES_NOTES 6.2);
  it never enters an enemy-occupied hex (that is a melee, 7.1).
- 9.72 (night): no block enters a hex adjacent to an enemy unit; a block may
  leave a front-line hex, never move into or between front-line hexes.

Kept between calls, outside the state (it stays plain JSON), each keyed on
all it is made from, so none can be stale: ``context`` per positions, turn,
columns and crossings; each block's search (the cheapest paths from its
hex, which read no count of blocks) per fronts, night, hexes no block
enters and hexsides crossed twice (``Context.searches``); each answer of
``reach`` per search and the full hexes it reaches. A Move Phase thus
searches again only where a move changed what a search reads.
"""

from __future__ import annotations

import heapq

from . import data as D
from . import model as M

MA = {"inf": 6, "cav": 10, "art": 8, "hart": 10, "hq": 8}

# Precomputed once: every hex's neighbours and the MP to cross into each, for
# blocks that pay normally and for artillery (double off roads, 3.24), and the
# Cemetery Hill junction's extra MP by (previous hex, hex, next hex).
_HEXES = tuple(D.HEXES)
_NBR: dict = {h: M.neighbours(h) for h in _HEXES}
_COST: dict = {}
for _cls in ("inf", "art"):
    _COST[_cls] = {h: tuple(D.move_cost(h, n, _cls) for n in _NBR[h]) for h in _HEXES}
# opt.column: infantry in line may not use roads (it pays the terrain)
_COST["line"] = {h: tuple(D.terrain_cost(h, n, "inf") for n in _NBR[h]) for h in _HEXES}
_JUNCTION: dict = {}
for _a in _HEXES:
    for _p in _NBR[_a]:
        for _k, _b in enumerate(_NBR[_a]):
            _x = D.move_cost(_a, _b, "inf", _p) - _COST["inf"][_a][_k]
            if _x:
                _JUNCTION[(_p, _a, _b)] = _x
_JUNCTION_HEXES = frozenset(a for (_p, a, _b) in _JUNCTION)
_STACK: dict = {h: D.stacking(h) for h in _HEXES}
# (neighbour, MP, hexside id) for every hex, per cost class
_ROWS: dict = {cls: {h: tuple(zip(_NBR[h], costs[h], (D.side_id(h, n) for n in _NBR[h]))) for h in _HEXES}
               for cls, costs in _COST.items()}
_ONE: dict = {h: 1 for h in _HEXES}


def allowance(block: dict) -> int:
    """5.2: a block's movement allowance (cavalry HQs move as cavalry)."""
    if block["kind"] == "hq" and block.get("hq") in ("cav_chq", "cav_dhq"):
        return 10
    return MA[block["kind"]]


def cost_class(block: dict) -> str:
    """3.24-3.25: artillery, horse artillery too, pays double off roads
    (RULES_NOTES 3.24)."""
    return "art" if block["kind"] in ("art", "hart") else "inf"


class Context:
    """What every block's move in one phase shares: who stands where, the
    fronts, and how many blocks crossed each front-line hexside so far.
    It keeps no reference to the state (``context`` reuses it for an equal
    state)."""

    def __init__(self, st: dict, side: str) -> None:
        self.side = side
        enemy = M.ENEMY[side]
        sides: dict = {}
        counts: dict[str, int] = {}
        for h, p in st["pos"].items():               # M.sides_at and the side's counts in one pass
            s = "usa" if h[0] == "U" else "csa"         # M.side_of, inlined (hot)
            ss = sides.get(p)
            if ss is None:
                sides[p] = {s}
            else:
                ss.add(s)
            if s == side:
                counts[p] = counts.get(p, 0) + 1
        self.sides = sides
        self.front = M.enemy_adjacent(st, side, sides)   # 6.62 (ZOC hexes are among them)
        self.night = D.is_night(st["t"])
        self.traffic = dict(st.get("traffic", {}))
        self.enemy_hexes = frozenset(hx for hx, ss in sides.items() if enemy in ss)
        # opt.column: a hex holding a friendly block in column takes no other block
        self.col_hexes = frozenset(st["pos"][h] for h in st.get("col", ()) if h in st["pos"]
                                   and M.side_of(h) == side)
        self.blocked = self.enemy_hexes | self.col_hexes   # no block enters these (7.1, opt.column)
        self.cache: dict = {}
        self.counts = counts
        self._searches: dict | None = None
        self.crossed: frozenset = frozenset()
        self._full: dict = {}

    def searches(self) -> dict:
        """The searches (``_search``) of every context that agrees with this
        one on all they read: the fronts, the night, the hexes no block
        enters, and the front-line hexsides crossed twice already."""
        if self._searches is None:
            self.crossed = frozenset(sid for sid, n in self.traffic.items() if n >= 2)
            fp = (self.night, frozenset(self.front), self.blocked, self.crossed)
            self._searches = _searches(fp)
        return self._searches

    def full(self, stack: dict) -> frozenset:
        """The hexes where the side has no room left under ``stack`` (6.2)."""
        out = self._full.get(id(stack))
        if out is None:
            counts = self.counts
            out = self._full[id(stack)] = frozenset(
                [hx for hx, n in counts.items() if n >= stack[hx]]) | _NO_ROOM[id(stack)]
        return out

    def enemy_in(self, hx: str) -> bool:
        return M.ENEMY[self.side] in self.sides.get(hx, ())

    def room(self, hx: str, moving_from: str | None = None) -> bool:
        n = self.counts.get(hx, 0) - (1 if moving_from == hx else 0)
        return n + 1 <= D.stacking(hx) and hx not in self.col_hexes

    def crossing_ok(self, a: str, b: str) -> bool:
        """6.62: a hexside of a front-line hex is crossed by 2 blocks at most."""
        if a in self.front or b in self.front:
            return self.traffic.get(D.side_id(a, b), 0) < 2
        return True


_NO_ROOM = {id(_s): frozenset(h for h in _HEXES if _s[h] < 1) for _s in (_STACK, _ONE)}

# What follows is kept between calls, outside the state. Each entry is keyed
# on everything that makes it, so a cached one is never stale; only a few
# recent keys are kept.
_CONTEXTS: dict = {}
_SEARCHES: dict = {}
_KEEP = 4


def _recent(cache: dict, key, make):
    """``cache[key]`` (made by ``make()`` if missing), kept as the most
    recent of at most ``_KEEP``."""
    value = cache.pop(key, None)
    if value is None:
        value = make()
        while len(cache) >= _KEEP:
            del cache[next(iter(cache))]
    cache[key] = value
    return value


def context(st: dict, side: str) -> Context:
    """``Context(st, side)``, the same one again for a state with the same
    positions, turn, columns and crossings (all a context reads)."""
    key = (side, st["t"], tuple(st["pos"].items()), tuple(st.get("col", ())),
           tuple(st.get("traffic", {}).items()))
    return _recent(_CONTEXTS, key, lambda: Context(st, side))


def _searches(fp: tuple) -> dict:
    # A Move Phase mostly keeps one fingerprint: the enemy stands still.
    return _recent(_SEARCHES, fp, dict)


def clear_cache() -> None:
    """Forget every context and search kept."""
    _CONTEXTS.clear()
    _SEARCHES.clear()


class Reach(dict):
    """dest -> its search key, for every hex a block may end its move in;
    ``path(dest)`` gives the hexes after the start, built only when asked."""

    __slots__ = ("parent", "acts")

    def path(self, dest: str) -> list:
        key = self[dest]
        if key is None:
            return []
        if isinstance(key, list):
            return list(key)
        out = []
        while self.parent.get(key) is not None:
            out.append(key[0] if isinstance(key, tuple) else key)
            key = self.parent[key]
        out.reverse()
        return out


def reach(ctx: Context, start: str, block: dict, entering: str | None = None,
          cost0: int = 0, formation: str | None = None, spent: int = 0) -> Reach:
    """Every hex the block may end its move in (see ``Reach``). ``entering``:
    the block is a reinforcement placed on the map edge at ``start`` having
    spent ``cost0`` MP (6.7): ``start`` itself is then a legal destination and
    the edge hexside limit does not apply. The answer is shared: read it,
    never change it."""
    cls = cost_class(block) if formation != "line" else "line"
    key = (start, cls, allowance(block) - spent, entering, cost0, formation, spent)
    hit = ctx.cache.get(key)
    if hit is not None:
        return hit
    out = _reach(ctx, start, cls, key[2], entering, cost0, formation, spent)
    ctx.cache[key] = out
    return out


def move_actions(ctx: Context, h: str, start: str, block: dict, formation: str | None = None,
                 spent: int = 0) -> list:
    """``[("move", h, dest) for dest in sorted(reach(...))]`` for block ``h``
    at ``start``, made once per answer of ``reach``: read it, never change it."""
    r = reach(ctx, start, block, formation=formation, spent=spent)
    try:
        acts = r.acts
    except AttributeError:
        acts = r.acts = {}
    out = acts.get(h)
    if out is None:
        out = acts[h] = [("move", h, dest) for dest in sorted(r)]
    return out


def _reach(ctx: Context, start: str, cls: str, ma: int, entering, cost0: int,
           formation: str | None = None, spent: int = 0) -> Reach:
    front = ctx.front
    night = ctx.night
    counts = ctx.counts
    # opt.column: no block enters a hex holding a friendly column; a column
    # enters no hex holding a friendly block
    if formation == "col":
        enemy = ctx.enemy_hexes | frozenset(h for h, n in counts.items() if n and h != start)
    else:
        enemy = ctx.blocked
    stack = _STACK if formation != "col" else _ONE
    moving = entering is None
    edge = None                                       # a reinforcement's edge hex as its destination
    if not moving:
        out = Reach()
        out.parent = {}
        if start in ctx.col_hexes or (formation == "col" and counts.get(start, 0)):
            return out                                # opt.column: a column stands alone
        if night and start in front:
            return out                                # 9.72: not even onto its edge hex, next to the enemy
        edge = counts.get(start, 0) < stack[start] and start not in enemy
        if edge:
            out[start] = None
        if start in front and not night:
            return out                                # 6.7: the ZOC stop applies on entry
    # Where the block may go reads no count of blocks (but through a
    # column's ``enemy``): every hex it reaches, with the key it is first
    # reached by, is kept per fingerprint (``Context.searches``); the hexes
    # with room are the destinations.
    table = ctx.searches()
    col = enemy if formation == "col" else None
    if moving and start in front:
        # 6.62: from a front-line hex, one hex and stop (9.72: only out of the front at night)
        skey: tuple = (start, col)
        found = table.get(skey)
        if found is None:
            crossed = ctx.crossed
            order = [(n, [n]) for n, _mp, sid in _ROWS["inf"][start]
                     if n not in enemy and sid not in crossed and not (night and n in front)]
            found = table[skey] = (order, {}, frozenset(hx for hx, _k in order), {})
    else:
        skey = (start, cls, ma, moving, cost0, spent, col)
        found = table.get(skey)
        if found is None:
            order, parent = _search(front, enemy | front if night else enemy, ctx.crossed, start, cls,
                                    ma, moving, cost0, spent)
            found = table[skey] = (order, parent, frozenset(hx for hx, _k in order), {})
    order, parent, reached, made = found
    # the same search, the same full hexes among those it reaches (and for
    # a reinforcement, its edge hex a destination or not): the same answer,
    # kept for a few of them (they change only as those hexes fill or empty)
    full = ctx.full(stack) & reached
    hit = made.get((full, edge))
    if hit is not None:
        return hit
    out = Reach()
    out.parent = parent
    if edge:
        out[start] = None
    for hx, key in order:
        if hx not in full:
            out[hx] = key
    while len(made) >= _KEEP:
        del made[next(iter(made))]
    made[(full, edge)] = out
    return out


def _search(front, banned, sat, start: str, cls: str, ma: int, moving: bool, cost0: int,
            formed: int) -> tuple:
    """The cheapest paths from ``start`` (6.3), entering no hex of
    ``banned``, no front-line hex across a hexside of ``sat`` (6.62), and
    stopping in the front line: ((hex, key) for every hex reached but the
    start, in hex order, with the key it was first reached by; the parents
    of the keys). ``moving``: the block starts its move here (not a
    reinforcement coming on), so it may always move one hex (6.4) unless
    ``formed`` (it spent MP changing formation)."""
    rows = _ROWS[cls]
    best: dict = {start: cost0}
    parent: dict = {start: None}
    first: dict = {}
    heap: list = [(cost0, start, "")]
    pop, push = heapq.heappop, heapq.heappush
    junctions = _JUNCTION_HEXES
    while heap:
        spent, hx, pv = pop(heap)
        junction = hx in junctions
        key = (hx, pv) if junction else hx
        if best.get(key, 99) < spent:
            continue
        if hx != start:
            if hx not in first:
                first[hx] = key
            if hx in front:
                continue                               # 6.62: entering the front ends the move
        one_hex = moving and hx == start and spent == cost0 and not formed
        for n, cost, sid in rows[hx]:
            if n in banned:
                continue                               # 7.1, 9.72
            if sid in sat and n in front:
                continue                               # 6.62: crossed twice already
            total = spent + cost
            if pv and junction:
                total += _JUNCTION.get((pv, hx, n), 0)
            if total > ma:
                if not one_hex:
                    continue
                total = ma                             # 6.4: one hex whatever the cost
            nkey = (n, hx) if n in junctions else n
            if total < best.get(nkey, 99):
                best[nkey] = total
                parent[nkey] = key
                push(heap, (total, n, hx))
    return [(hx, first[hx]) for hx in sorted(first)], parent
