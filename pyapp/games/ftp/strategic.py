"""For the People: strategic movement (5.27, reinforcement phase step b).

Each side may move infantry SP in supply, one at a time, by railroad through
spaces it controls (never a neutral one; the Union may use the B&O), as far
as the rails go; the Union may also move them by sea or river between its
ports, never past a CSA fort or ironclad; an army in supply may draw SP from
anywhere a line of communication joins it to them (friendly or neutral
spaces, land and sea). The Union moves 15 SP a turn at most, the CSA 7;
generals and brigades never move this way. The frame::

    {"step": "strategic", "who": side, "left": SP it may still move,
     "src": the space picked to move an SP from, or None}
"""

from __future__ import annotations

from collections import deque

from ...core.errors import Illegal
from ...core.flow import Step
from ...core.flowgame import log
from ...core.game import text
from . import board
from . import model as M
from . import naval
from . import supply

LIMIT = {"union": 15, "csa": 7}


def rail_reach(st: dict, side: str, src: str, most: int | None = None) -> set[str]:
    """5.27: the spaces a railroad joins to ``src`` through spaces ``side``
    controls, free of enemy units (``most``: at most that many spaces away;
    the concentration events, 5.2)."""
    enemy = M.ENEMY[side]
    seen = {src: 0}
    todo = deque([src])
    while todo:
        here = todo.popleft()
        if most is not None and seen[here] >= most:
            continue
        for nb in board.neighbours(here):
            if nb in seen or M.ctl(st, nb) != side or M.occupied(st, enemy, nb):
                continue
            links = board.links_between(here, nb)
            if any(board.kind_now(st, lk) == "rail" and (lk.land or (lk.bo and side == "union")) for lk in links):
                seen[nb] = seen[here] + 1
                todo.append(nb)
    del seen[src]
    return set(seen)


def _naval_reach(st: dict, src: str) -> set[str]:
    """5.27: Union ports a boat reaches from ``src`` (a Union port)."""
    ports = naval.controlled(st)
    if src not in ports or M.ctl(st, src) != "union":
        return set()
    return {p for p in naval.reachable(st, src) if p in ports and M.ctl(st, p) == "union"}


def _army_reach(st: dict, side: str, src: str) -> set[str]:
    """5.27: the spaces of supplied armies joined to ``src`` by a line of
    communication (friendly or neutral spaces, land or sea)."""
    out = set()
    reach = supply.spread(st, side, [src]) | {src}
    around = set(reach)
    for s in reach:
        around.update(board.neighbours(s))
    for a in st["armies"].values():
        if a["side"] == side and a["at"] and a["at"] != src and supply.in_supply(st, side, a["at"]):
            if a["at"] in around or (side == "union" and a["at"] in _naval_reach(st, src)):
                out.add(a["at"])
    return out


def movable(st: dict, side: str, space: str, supplied: set | None = None) -> bool:
    """An infantry SP in supply that may leave ``space`` (never an army's last)."""
    if space not in (supplied if supplied is not None else supply.supplied_set(st, side)):
        return False
    if M.loose_sp(st, side, space) > 0:
        return True
    return any(st["armies"][a]["sp"] > 1 for a in M.armies_at(st, side, space))


def move_sp(game, st: dict, side: str, src: str, dest: str) -> None:
    """One infantry SP from ``src`` (a loose one first, else from an army's
    box, never its last) to ``dest``, where it joins a friendly army (5.5)."""
    if M.loose_sp(st, side, src):
        M.add_sp(st, side, src, -1)
    else:
        aid = next(x for x in M.armies_at(st, side, src) if st["armies"][x]["sp"] > 1)
        st["armies"][aid]["sp"] -= 1
    M.add_sp(st, side, dest, 1)
    from . import organise
    organise.settle_space(game, st, side, dest)


def destinations(st: dict, side: str, src: str) -> list[str]:
    plain = rail_reach(st, side, src)
    if side == "union":
        plain |= _naval_reach(st, src)
    from . import raillog
    armies = _army_reach(st, side, src)
    if raillog.on(st) and raillog.army_drawn(st, side) >= raillog.ARMY_DRAW_MOST:
        armies = set()                                # 7: 3 SP a turn drawn that way at most
    dests = plain | armies
    return [s for s in M.S.NAME if s in dests]


def army_draw(st: dict, side: str, src: str, dest: str) -> bool:
    """The move is the special case of an army drawing its SP (5.27): not by
    rail nor by sea."""
    plain = rail_reach(st, side, src) | (_naval_reach(st, src) if side == "union" else set())
    return dest not in plain


def sources(st: dict, side: str) -> list[str]:
    """Spaces with an SP that may move and somewhere to go: a friendly rail
    neighbour, a Union port, or a supplied army elsewhere (the list of
    destinations is worked out when the space is picked)."""
    enemy = M.ENEMY[side]
    armies = any(a["side"] == side and a["at"] for a in st["armies"].values())
    supplied = supply.supplied_set(st, side)
    out = []
    for s in M.spaces_with(st, side):
        if not movable(st, side, s, supplied):
            continue
        rail = any(M.ctl(st, nb) == side and not M.occupied(st, enemy, nb)
                   and any(board.kind_now(st, lk) == "rail" and (lk.land or side == "union")
                           for lk in board.links_between(s, nb)) for nb in board.neighbours(s))
        port = side == "union" and s in naval.controlled(st) and M.ctl(st, s) == "union"
        if rail or port or (armies and destinations(st, side, s)):
            out.append(s)
    return out


class Strategic(Step):
    """5.27: strategic movement, one SP at a time."""

    rule = "5.27"

    def legal(self, game, st, f):
        side = f["who"]
        if f["left"] <= 0:
            return [("done",)]
        if f.get("src"):
            return [("to", d) for d in destinations(st, side, f["src"])]
        return [("from", s) for s in sources(st, side)] + [("done",)]

    def act(self, game, st, f, a):
        side = f["who"]
        if a[0] == "done":
            game.flow.pop(game, st, None)
            return
        if a[0] == "from":
            f["src"] = a[1]
            return
        src, dest = f["src"], a[1]
        if army_draw(st, side, src, dest):                # 7: counted for rail logistics
            st.setdefault("army_sm", {})[side] = st.get("army_sm", {}).get(side, 0) + 1
        move_sp(game, st, side, src, dest)
        f["left"] -= 1
        f["src"] = None
        log(st, f"{M.SHORT[side]} moves 1 SP strategically from {M.sname(src)} to {M.sname(dest)} "
                f"({f['left']} left).",
            f"{M.SHORT_ES[side]} mueve 1 UM estratégicamente de {M.sname(src)} a {M.sname(dest)} "
            f"(quedan {f['left']}).", "5.27")
        if f["left"] <= 0 or not sources(st, side):
            game.flow.pop(game, st, None)

    def prompt(self, game, st, f):
        if f.get("src"):
            return text(f"Move 1 SP from {M.sname(f['src'])}: pick its destination.",
                        f"Mueve 1 UM desde {M.sname(f['src'])}: elige su destino.", "5.27")
        return text(f"Strategic movement: pick a space to move 1 SP from ({f['left']} SP left), or end.",
                    f"Movimiento estratégico: elige un espacio desde el que mover 1 UM (quedan {f['left']}), "
                    "o termina.", "5.27")

    def waiting(self, game, st, f, role):
        return text("The enemy moves SP strategically.", "El enemigo mueve UM estratégicamente.", "5.27")

    def refuse(self, game, st, f, a):
        return Illegal("strategic movement goes by railroad through your own spaces, by sea between your ports, "
                       "or to one of your armies along a line of communication", rule="5.27",
                       es="el movimiento estratégico va por ferrocarril a través de tus espacios, por mar entre tus "
                          "puertos, o hasta uno de tus ejércitos por una línea de comunicación")


def start(game, st: dict) -> None:
    """Step b: the Union moves first, then the CSA (pushed in reverse)."""
    st.pop("army_sm", None)                           # 7: the armies' draws counted afresh each turn
    for side in ("csa", "union"):
        if sources(st, side):
            game.flow.push(st, "strategic", who=side, left=LIMIT[side], src=None)
