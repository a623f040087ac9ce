"""For the People: lines of communication and supply sources (5.24).

A unit is in supply when a path of connections leads from its space to a
source of its side, every space on the path after its own friendly or
neutral and free of enemy SP and forts. The Union's path may also follow a
navigable river through spaces where it has naval control (even enemy
ones), never through a CSA fort or ironclad; the Confederacy's path never
crosses a river the Union navy controls. North-east Alabama's rough roads
carry no supply (3.3); the B&O carries the Union's (3.3).

Sources: the Union's are the railways leaving the north edge of the map
and its ports (5.24); the Confederacy's are its intact resource centres and
open blockade-runner ports, each itself joined by a line of communication
to another (so a source cut off from every other stops being one).
"""

from __future__ import annotations

from collections import deque

from . import board
from . import model as M
from . import naval


def passable(st: dict, side: str, space: str) -> bool:
    """5.24: a space a line of communication may pass through."""
    enemy = M.ENEMY[side]
    return M.ctl(st, space) != enemy and not M.occupied(st, enemy, space)


_ADJ_MEMO: dict = {}


class _Index:
    """What one search reads of the state, gathered once: the spaces each
    side may pass and the links each side may use."""

    def __init__(self, st: dict) -> None:
        self.st = st
        occ = {s: M.occupied_spaces(st, s) for s in M.ROLES}
        self.ok = {side: {sp for sp in M.S.NAME if st["ctl"].get(sp) != M.ENEMY[side]
                          and sp not in occ[M.ENEMY[side]]} for side in M.ROLES}
        self.naval = {sp for sp in M.S.NAME if board.union_naval_control(st, sp)}
        self.river_pass = {sp for sp in self.naval if M.fort(st, sp) != "csa" and sp not in st["ironclads"]}
        key = (naval._key(st), st["turn"] >= 10)
        adj = _ADJ_MEMO.get(key)
        if adj is None:
            adj = {}
            for side in M.ROLES:
                rows: dict[str, list[tuple[str, bool]]] = {}
                for here in M.S.NAME:
                    row = []
                    for nb in board.neighbours(here):
                        ok = [lk for lk in board.links_between(here, nb) if self.link_ok(side, lk, here, nb)]
                        if ok:
                            row.append((nb, any(lk.kind == "river" for lk in ok)))
                    rows[here] = row
                adj[side] = rows
            if len(_ADJ_MEMO) > 32:
                _ADJ_MEMO.clear()
            _ADJ_MEMO[key] = adj
        self.adj = adj

    def link_ok(self, side: str, link: board.Link, a: str, b: str) -> bool:
        """5.24: roads and railroads (the B&O for the Union), never the rough
        roads; rivers for the Union always (through enemy spaces only where
        it has naval control), for the Confederacy where the Union's naval
        control is negated at both ends; the Confederacy never across a blue
        bar the Union navy controls."""
        if link.kind == "dotted":
            return False
        if link.bo and side != "union":
            return False
        if side == "csa":
            if any(board.bar_controlled(self.st, x) for x in link.bars):
                return False
            if link.kind == "river" and (a in self.naval or b in self.naval):
                return False
        return True

    def spread(self, side: str, seeds, avoid: str | None = None) -> set[str]:
        ok, adj = self.ok[side], self.adj[side]
        seen = {s for s in seeds if s != avoid and s in ok}
        todo = deque(seen)
        union = side == "union"
        while todo:
            here = todo.popleft()
            for nb, river in adj[here]:
                if nb in seen or nb == avoid:
                    continue
                if nb in ok or (union and river and nb in self.river_pass):
                    seen.add(nb)
                    todo.append(nb)
        return seen

    def around(self, side: str, reach: set[str]) -> set[str]:
        out = set(reach)
        for s in reach:
            out.update(nb for nb, _ in self.adj[side][s])
        return out


_CACHE: dict = {}


_CAVALRY = tuple(g for g, rec in M.GEN.items() if rec.cavalry)


def _fingerprint(st: dict) -> tuple:
    """What supply depends on, as a key (cheap to build and hash)."""
    gens = st["gens"]
    return (tuple(st["ctl"].items()), tuple(st["sp"]["union"].items()), tuple(st["sp"]["csa"].items()),
            tuple((a["at"], a["sp"]) for a in st["armies"].values()),
            tuple(gens.get(g) for g in _CAVALRY), tuple(st["forts"].items()), tuple(st["rc_dead"]),
            tuple(st["ironclads"]), tuple(st["flags"]), st["turn"] >= 10)


def _index(st: dict) -> tuple[_Index, dict]:
    key = _fingerprint(st)
    hit = _CACHE.get(key)
    if hit is None:
        if len(_CACHE) > 32:
            _CACHE.clear()
        hit = (_Index(st), {})
        _CACHE[key] = hit
    return hit


def spread(st: dict, side: str, seeds) -> set[str]:
    """The passable spaces joined to ``seeds`` (they included, if passable)."""
    return _index(st)[0].spread(side, seeds)


def union_sources(st: dict) -> list[str]:
    """5.24: the north-edge railways, the Union's ports (with their coastal
    fort, if any, Union-held) and the ports it controls by sea or river."""
    out = list(board.rail_exits())
    for s in board.ports():
        fort = board.coastal_fort_of(s)
        if M.ctl(st, s) == "union" and (fort is None or M.ctl(st, fort) == "union") \
                and board.union_naval_control(st, s):
            out.append(s)
    return out


def csa_sources(st: dict) -> list[str]:
    """5.24: intact resource centres and open blockade-runner ports, each
    joined to another of them by a line of communication."""
    idx, memo = _index(st)
    if "csa_sources" in memo:
        return memo["csa_sources"]
    cands = [s for s in board.resource_centres() if s not in st["rc_dead"] and M.ctl(st, s) != "union"]
    cands += [p for p in board.br_ports(st) if br_open_basic(st, p)]
    cands = [c for c in dict.fromkeys(cands) if c in idx.ok["csa"]]
    # the passable spaces in connected pieces; a source is joined to another
    # when a piece next to it (or its own) holds another source
    piece: dict[str, int] = {}
    for c in cands:
        if c not in piece:
            for sp in idx.spread("csa", [c]):
                piece[sp] = c
    reach = {c: {piece[c]} | {piece[nb] for nb, _ in idx.adj["csa"][c] if nb in piece} for c in cands}
    while True:
        keep = [c for c in cands if any(piece[o] in reach[c] for o in cands if o != c)]
        if keep == cands:
            memo["csa_sources"] = keep
            return keep
        cands = keep


def br_open_basic(st: dict, port: str) -> bool:
    """5.26: a blockade-runner port the CSA holds, with its coastal fort (if
    any) CSA-held (the line to a resource centre is checked by the caller)."""
    fort = board.coastal_fort_of(port)
    return M.ctl(st, port) == "csa" and (fort is None or M.ctl(st, fort) == "csa")


def supplied_set(st: dict, side: str, avoid: str | None = None) -> set[str]:
    """The spaces from which ``side`` has a line of communication: the
    passable spaces joined to a source, and the spaces next to them (a
    unit's own space need not be passable)."""
    idx, memo = _index(st)
    key = (side, avoid)
    if key not in memo:
        sources = union_sources(st) if side == "union" else csa_sources(st)
        memo[key] = idx.around(side, idx.spread(side, sources, avoid))
    return memo[key]


def in_supply(st: dict, side: str, space: str, avoid: str | None = None) -> bool:
    """5.24: ``side`` has a line of communication from ``space`` (``avoid``:
    a space the line may not pass, the attacker's origin for a defender)."""
    if space is None:
        return False
    return space in supplied_set(st, side, avoid)


def rail_to_edge(st: dict, space: str) -> bool:
    """5.26: a Union line of communication by railroad alone (the B&O
    counts) from ``space`` to a railway leaving the north edge."""
    seen = {space}
    todo = deque([space])
    while todo:
        here = todo.popleft()
        if board.rail_exit(here):
            return True
        for nb in board.neighbours(here):
            if nb in seen or not passable(st, "union", nb):
                continue
            if any(board.kind_now(st, lk) == "rail" for lk in board.links_between(here, nb)):
                seen.add(nb)
                todo.append(nb)
    return False
