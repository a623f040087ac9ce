"""For the People: relieving army commanders (5.8, OPS use C) and the
reorganisation move of lone generals (5.3, OPS use D).

Relief: any card; the army must hold another general who is not cavalry.
It costs the relieved commander's political influence in strategic will
(half, rounded up, if that army lost a large battle since the side's
previous strategy round), and 2 more for each general in the space with more
influence than the new commander. The relieved general is demoted (back
next turn), removed for good, or reassigned to another army (both in
supply, joined by a line of communication), whose commander is relieved in
turn at his own cost.

Reorganisation: generals without SP move, each up to 10 spaces by road, or
any distance by railroad, or from port to port by sea, never into a space
the enemy controls or holds; an army's commander and its highest-PI other
general stay, and so do brigades. The frame::

    {"step": "reorg", "who": side, "g": the general picked or None, "moved": [generals]}
"""

from __future__ import annotations

from collections import deque

from ...core.errors import Illegal
from ...core.flow import Step
from ...core.flowgame import log
from ...core.game import text
from . import board
from . import forces as F
from . import model as M
from . import naval


# -- relief -------------------------------------------------------------------------------------

def relief_options(st: dict, side: str) -> list[tuple]:
    """5.8: ("relieve", army, new commander, fate) with fate "demote" or
    "remove", or ("relieve", army, new, "reassign", other army, fate): the
    relieved general takes the other army, whose commander is relieved in
    turn (demoted or removed)."""
    out = []
    for aid in sorted(st["armies"]):
        a = st["armies"][aid]
        if a["side"] != side or not a["at"] or not a["cmd"]:
            continue
        others = reassign_targets(st, side, aid)
        from . import abilities
        for g in M.army_gens(st, aid):
            if g != a["cmd"] and not M.cavalry(g) and abilities.army_commander_ok(st, g):
                for fate in ("demote", "remove"):
                    out.append(("relieve", aid, g, fate))
                for other in others:
                    for fate in ("demote", "remove"):
                        out.append(("relieve", aid, g, "reassign", other, fate))
    return out


def reassign_targets(st: dict, side: str, aid: str) -> list[str]:
    """5.8: the armies a relieved commander may be sent to command: both
    armies in supply, with a line of communication between them."""
    from . import supply
    here = st["armies"][aid]["at"]
    if not supply.in_supply(st, side, here):
        return []
    joined = supply.spread(st, side, [here])
    return [o for o in sorted(st["armies"]) if o != aid and st["armies"][o]["side"] == side
            and st["armies"][o]["at"] and st["armies"][o]["cmd"] and st["armies"][o]["at"] in joined
            and supply.in_supply(st, side, st["armies"][o]["at"])]


def relief_cost(st: dict, side: str, aid: str, new: str) -> int:
    a = st["armies"][aid]
    cost = M.pi(a["cmd"])
    if a.get("lost_at", -1) >= st["last_round"].get(side, 0):
        cost = (cost + 1) // 2
    here = a["at"]
    cost += 2 * sum(1 for g in M.gens_at(st, side, here) if g not in (a["cmd"], new) and M.pi(g) > M.pi(new))
    return cost


def relieve(game, st: dict, side: str, aid: str, new: str, fate: str, free: bool = False) -> None:
    """5.8: ``new`` takes command of ``aid``; the old commander is demoted or
    removed. ``free``: an event's relief (no SW for the relieved general)."""
    a = st["armies"][aid]
    old = a["cmd"]
    cost = relief_cost(st, side, aid, new)
    if free:
        cost -= M.pi(old) if a.get("lost_at", -1) < st["last_round"].get(side, 0) else (M.pi(old) + 1) // 2
    a["cmd"] = new
    if fate == "demote":
        M.to_track(st, old, 1)
    elif fate == "remove":
        st["gens"][old] = "out"
    words = {"demote": ("demoted", "degradado"), "remove": ("removed", "retirado"),
             "reassign": ("reassigned", "reasignado")}[fate]
    log(st, f"{M.gname(old)} is relieved of the {M.army_name(aid, 'en')} "
            f"({words[0]}); {M.gname(new)} takes command.",
        f"{M.gname(old)} es relevado del {M.army_name(aid, 'es')} "
        f"({words[1]}); {M.gname(new)} toma el mando.", "5.8")
    M.sw(st, side, -cost, "an army commander relieved", "un comandante de ejército relevado", "5.8")


def reassign(game, st: dict, side: str, aid: str, new: str, other: str, fate: str) -> None:
    """5.8: the relieved commander of ``aid`` takes ``other``, relieving its
    commander in turn (a second relief, its own cost: the relieved general's
    PI and 2 for each general there with more PI than the one arriving)."""
    old = st["armies"][aid]["cmd"]
    relieve(game, st, side, aid, new, "reassign")
    st["gens"][old] = "A:" + other
    relieve(game, st, side, other, old, fate)


# -- reorganisation -----------------------------------------------------------------------------

def movable_generals(st: dict, side: str) -> list[str]:
    """5.3: generals that may reorganise (never brigades; never an army's
    commander or its highest-PI other general)."""
    out = []
    for g, at in sorted(st["gens"].items()):
        if M.gen_side(g) != side or M.cavalry(g):
            continue
        if at in M.S.NAME:
            out.append(g)
        elif at.startswith("A:") and st["armies"][at[2:]]["at"] and g not in F.protected(st, at[2:]):
            out.append(g)
    return out


def _where(st: dict, g: str) -> str:
    at = st["gens"][g]
    return st["armies"][at[2:]]["at"] if at.startswith("A:") else at


def reorg_destinations(st: dict, side: str, g: str) -> list[str]:
    """5.3: up to 10 spaces by road, any distance by railroad, or port to
    port by sea; never into an enemy space (a lone general, 5.3)."""
    enemy = M.ENEMY[side]
    start = _where(st, g)

    def ok(s):
        return M.ctl(st, s) != enemy and not M.occupied(st, enemy, s) and not M.gens_at(st, enemy, s)

    out = set()
    for rail in (False, True):
        dist = {start: 0}
        todo = deque([start])
        while todo:
            here = todo.popleft()
            if not rail and dist[here] >= 10:
                continue
            for nb in board.neighbours(here):
                if nb in dist or not ok(nb):
                    continue
                links = board.links_between(here, nb)
                if rail and not any(lk.land and board.kind_now(st, lk) == "rail" for lk in links):
                    continue
                if not rail and not any(lk.land and lk.kind != "dotted" for lk in links):
                    continue
                dist[nb] = dist[here] + 1
                todo.append(nb)
        out |= set(dist)
    if side == "union" and board.is_port(start) and start in naval.controlled(st):
        out |= {p for p in naval.reachable(st, start) if ok(p) and M.ctl(st, p) == "union"}
    out.discard(start)
    return [s for s in M.S.NAME if s in out]


class Reorg(Step):
    """5.3 D: lone generals move, one at a time."""

    rule = "5.3"

    def legal(self, game, st, f):
        side = f["who"]
        if f["g"]:
            return [("to", d) for d in reorg_destinations(st, side, f["g"])] or [("stay",)]
        return [("pick", g) for g in movable_generals(st, side)
                if g not in f["moved"] and reorg_destinations(st, side, g)] + [("done",)]

    def act(self, game, st, f, a):
        side = f["who"]
        if a[0] == "done":
            game.flow.pop(game, st, None)
        elif a[0] == "stay":
            f["moved"].append(f["g"])
            f["g"] = None
        elif a[0] == "pick":
            f["g"] = a[1]
        else:
            g, dest = f["g"], a[1]
            src = _where(st, g)
            st["gens"][g] = dest
            from . import organise
            organise.settle_space(game, st, side, dest)
            f["moved"].append(g)
            f["g"] = None
            log(st, f"{M.gname(g)} moves from {M.sname(src)} to {M.sname(dest)}.",
                f"{M.gname(g)} va de {M.sname(src)} a {M.sname(dest)}.", "5.3")

    def prompt(self, game, st, f):
        if f["g"]:
            return text(f"Where does {M.gname(f['g'])} go?", f"¿Adónde va {M.gname(f['g'])}?", "5.3")
        return text("Reorganisation: pick a general to move, or finish.",
                    "Reorganización: elige un general para moverlo, o termina.", "5.3")

    def waiting(self, game, st, f, role):
        return text("The enemy reorganises its generals.", "El enemigo reorganiza sus generales.", "5.3")

    def refuse(self, game, st, f, a):
        return Illegal("a general alone goes up to 10 spaces by road, any distance by rail or by sea between ports, "
                       "never into an enemy space", rule="5.3",
                       es="un general solo recorre hasta 10 espacios por carretera, cualquier distancia por ferrocarril "
                          "o por mar entre puertos, nunca hacia un espacio enemigo")
