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
    fronts, and how many blocks crossed each front-line hexside so far."""

    def __init__(self, st: dict, side: str) -> None:
        self.st = st
        self.side = side
        self.sides = M.sides_at(st)
        self.front = M.enemy_adjacent(st, side, self.sides)   # 6.62 (ZOC hexes are among them)
        self.night = D.is_night(st["t"])
        self.traffic = st.get("traffic", {})
        self.enemy_hexes = frozenset(hx for hx, ss in self.sides.items() if M.ENEMY[side] in ss)
        # opt.column: a hex holding a friendly block in column takes no other block
        self.col_hexes = frozenset(st["pos"][h] for h in st.get("col", ()) if h in st["pos"]
                                   and M.side_of(h) == side)
        self.cache: dict = {}
        self.counts: dict[str, int] = {}
        for h, p in st["pos"].items():
            if M.side_of(h) == side:
                self.counts[p] = self.counts.get(p, 0) + 1

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


class Reach(dict):
    """dest -> its search key, for every hex a block may end its move in;
    ``path(dest)`` gives the hexes after the start, built only when asked."""

    __slots__ = ("parent",)

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
    the edge hexside limit does not apply."""
    cls = cost_class(block) if formation != "line" else "line"
    key = (start, cls, allowance(block) - spent, entering, cost0, formation, spent)
    hit = ctx.cache.get(key)
    if hit is not None:
        return hit
    out = _reach(ctx, start, cls, key[2], entering, cost0, formation, spent)
    ctx.cache[key] = out
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
        enemy = ctx.enemy_hexes | ctx.col_hexes
    stack = _STACK if formation != "col" else _ONE
    out = Reach()
    out.parent = {}
    if entering is not None and (start in ctx.col_hexes or (formation == "col" and counts.get(start, 0))):
        return out                                    # opt.column: a column stands alone
    if entering is not None and counts.get(start, 0) < stack[start] and start not in enemy:
        out[start] = None
    if entering is not None and start in front and not night:
        return out                                    # 6.7: the ZOC stop applies on entry
    if entering is None and start in front:
        # 6.62: from a front-line hex, one hex and stop (9.72: only out of the front at night)
        for n in _NBR[start]:
            if n in enemy or counts.get(n, 0) >= stack[n] or not ctx.crossing_ok(start, n):
                continue
            if night and n in front:
                continue
            out[n] = [n]
        return out
    formed = spent
    costs = _COST[cls]
    best: dict = {start: cost0}
    parent = out.parent
    parent[start] = None
    heap: list = [(cost0, start, "")]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        spent, hx, pv = pop(heap)
        key = (hx, pv) if hx in _JUNCTION_HEXES else hx
        if best.get(key, 99) < spent:
            continue
        if hx != start:
            if hx not in out and counts.get(hx, 0) < stack[hx]:
                out[hx] = key
            if hx in front:
                continue                               # 6.62: entering the front ends the move
        row = costs[hx]
        for k, n in enumerate(_NBR[hx]):
            if n in enemy or (night and n in front):
                continue                               # 7.1, 9.72
            if n in front and not ctx.crossing_ok(hx, n):
                continue
            total = spent + row[k]
            if pv and hx in _JUNCTION_HEXES:
                total += _JUNCTION.get((pv, hx, n), 0)
            if total > ma:
                if not (hx == start and entering is None and spent == cost0 and not formed):
                    continue
                total = ma                             # 6.4: one hex whatever the cost
            nkey = (n, hx) if n in _JUNCTION_HEXES else n
            if total < best.get(nkey, 99):
                best[nkey] = total
                parent[nkey] = key
                push(heap, (total, n, hx))
    return out
