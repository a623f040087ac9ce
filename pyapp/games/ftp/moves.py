"""For the People: land movement in the strategy rounds (5.3-5.11).

A move is a frame on the flow (pyapp/core/flow.py)::

    {"step": "move", "who": side, "kind": "army" | "corps" | "div" | "brigade",
     "aid": army id | None, "gen": active general | None, "gens": [carried generals],
     "sp": infantry SP carried (an army: its box), "at": space, "prev": space | None,
     "start": space, "used": MP spent, "rail": True while every step was a rail
     step into a friendly space (5.3 rail bonus), "v": card value, "cmp": True
     under a campaign card, "icpt": an interception was tried (5.10: one a move),
     "beaten": [commanders beaten in this move] (5.11), "lone": True for a lone
     general (5.3), "pend": the space being entered, "wait": what the move
     waits for ("icpt", "rbb", "battle"), "orders": an event's orders binding
     the move (cards 3, 75, 100-103: pyapp/games/ftp/specials.py)}

The carried SP stand in the space the force is in (``st["sp"]``) or in the
army's box; the frame says how many of them move.
"""

from __future__ import annotations

from ...core.errors import Illegal
from ...core.flow import Step
from ...core.flowgame import log, roll
from ...core.game import text
from . import board
from . import cards as C
from . import forces as F
from . import model as M
from . import tables as T


def _step_cost_ok(st: dict, f: dict, link: board.Link, dest: str) -> bool:
    """5.3: MP left, or the rail bonus (a corps, division or brigade moving
    only by rail through friendly-controlled spaces)."""
    from . import raillog
    base = F.MP[f["kind"]]
    cost = raillog.step_cost(st, f["who"], dest)      # 7: 2 MP off the rail lines (rail logistics)
    if f["used"] + cost <= base:
        return True
    if f["kind"] == "army" or cost > 1 or f["used"] + cost > base + F.RAIL_BONUS:
        return False
    friendly = M.ctl(st, dest) == f["who"] and not M.occupied(st, M.ENEMY[f["who"]], dest)
    return f["rail"] and board.kind_now(st, link) == "rail" and friendly


def link_problem(st: dict, f: dict, link: board.Link, dest: str) -> Illegal | None:
    """Why the force may not take ``link`` into ``dest`` now (None: it may)."""
    side, enemy = f["who"], M.ENEMY[f["who"]]
    if link.bo:
        return Illegal("the B&O serves strategic movement and supply, not moves in a round", rule="3.3",
                       es="el B&O sirve al movimiento estratégico y al abastecimiento, no a mover en una ronda")
    if not link.land:
        return Illegal("a river line carries boats: land forces move by road and railroad", rule="5.1.1",
                       es="una línea de río lleva barcos: las fuerzas terrestres van por carretera y ferrocarril")
    if link.kind == "dotted":
        lead = f["gen"] or (st["armies"][f["aid"]]["cmd"] if f["aid"] else None)
        if side != "csa" or lead is None or not (f["v"] >= 3 or f["cmp"]):
            return Illegal("the rough roads of north-east Alabama serve only Confederate generals "
                           "activated by a 3 card or a campaign", rule="3.3",
                           es="los caminos abruptos del noreste de Alabama solo sirven a generales "
                              "confederados activados con una carta de 3 o una campaña")
    if dest in link.bars and M.fort(st, dest) == enemy:
        return Illegal("no force crosses a river into a space with an enemy fort", rule="5.18",
                       es="ninguna fuerza cruza un río hacia un espacio con un fuerte enemigo")
    if side == "csa" and any(board.bar_controlled(st, b) for b in link.bars):
        return Illegal("the Confederacy never crosses a river the Union navy controls", rule="5.18",
                       es="la Confederación nunca cruza un río que controla la marina de la Unión")
    return None


MUD_STOP = Illegal("Mud March: the force may go no farther in this move", rule="4.2.5",
                   es="Marcha en el barro: la fuerza no puede avanzar más en este movimiento")


def go_problem(st: dict, f: dict, dest: str) -> Illegal | None:
    """Why the moving force may not step into ``dest`` (None: it may)."""
    side, enemy = f["who"], M.ENEMY[f["who"]]
    if f.get("river"):                                 # 5.20: one river move, then it ends
        from . import naval
        if f["used"] or dest not in naval.csa_river_reach(st, f["at"]):
            return Illegal("a Confederate river move goes once, along rivers the Union navy does not hold, never "
                           "into or past Union SP or a Union fort", rule="5.20",
                           es="un movimiento fluvial confederado se hace una vez, por ríos que la flota de la Unión "
                              "no controla, sin entrar ni pasar por UM o fuertes de la Unión")
        return None
    links = board.links_between(f["at"], dest)
    if not links:
        return Illegal("a force moves along a road, rail or river line to the next space", rule="5.3",
                       es="una fuerza se mueve por una carretera, vía o río al espacio siguiente")
    reasons = [link_problem(st, f, lk, dest) for lk in links]
    usable = [lk for lk, r in zip(links, reasons) if r is None]
    if not usable:
        return reasons[0]
    if "mud" in f and f["used"] >= f["mud"]:
        return MUD_STOP
    if not any(_step_cost_ok(st, f, lk, dest) for lk in usable):
        return Illegal(f"no movement points left ({F.MP[f['kind']]} for a {F.KIND_EN[f['kind']]})", rule="5.3",
                       es=f"no quedan puntos de desplazamiento ({F.MP[f['kind']]} para un {F.KIND_ES[f['kind']]})")
    if f["used"] + 1 > F.MP[f["kind"]] and M.occupied(st, enemy, dest):
        return Illegal("a move using the rail bonus may not enter an enemy-occupied space", rule="5.3",
                       es="un movimiento con la bonificación ferroviaria no entra en un espacio ocupado por el enemigo")
    sp = F.force_sp(st, f)
    if sp == 0:
        if M.ctl(st, dest) == enemy or M.occupied(st, enemy, dest) or M.gens_at(st, enemy, dest):
            return Illegal("a lone general never enters an enemy-controlled space or one with enemy "
                           "generals, SP or a fort", rule="5.3",
                           es="un general solo nunca entra en un espacio controlado por el enemigo ni en uno "
                              "con generales, UM o fuerte enemigos")
    if f["kind"] == "div" and M.ctl(st, dest) == enemy:
        owner = st["states"].get(board.state_of(dest))
        neutral_border = board.border(dest) and owner is None
        if neutral_border or owner == enemy or (owner is None and M.original(dest) == enemy):
            return Illegal("a division may not enter an enemy-controlled space in a neutral border state "
                           "or in a state the enemy controls", rule="5.6",
                           es="una división no entra en un espacio controlado por el enemigo en un estado "
                              "fronterizo neutral o en un estado que controla el enemigo")
    return None


def destinations(st: dict, f: dict) -> list[str]:
    if f.get("river"):
        from . import naval
        return [] if f["used"] else naval.csa_river_reach(st, f["at"])
    return [d for d in board.neighbours(f["at"]) if go_problem(st, f, d) is None]


def _carry_limit(st: dict, f: dict) -> int:
    """The most infantry SP the force may carry besides its brigades (5.3)."""
    brig = sum(M.brigade_sp(st, g) for g in f["gens"] if M.cavalry(g))
    return F.LIMIT[f["kind"]] - brig


def sp_choices(st: dict, f: dict) -> list[int]:
    """5.3: armies and corps pick up and drop SP, divisions only drop,
    brigades neither. The counts the force may carry on from here."""
    if f["kind"] == "brigade":
        return []
    here = M.loose_sp(st, f["who"], f["at"])
    now = f["sp"]
    if f["kind"] == "army":
        now = st["armies"][f["aid"]]["sp"]
        top = min(now + here, _carry_limit(st, f))
        low = 0 if F.force_sp(st, f) - now > 0 else 1       # an army keeps a SP (5.4)
        return [n for n in range(low, top + 1) if n != now]
    if f["kind"] == "div":
        return list(range(1, now))
    top = min(here, _carry_limit(st, f))                   # a corps: SP here are its own
    return [n for n in range(0, top + 1) if n != now]


def gen_choices(st: dict, f: dict) -> list[tuple]:
    """Generals the force may take on or leave here (5.4, 5.5)."""
    out: list[tuple] = []
    side, here = f["who"], f["at"]
    if f["kind"] == "army":
        keep = F.protected(st, f["aid"])
        out += [("leave", g) for g in M.army_gens(st, f["aid"]) if g not in keep]
        out += [("take", g) for g in M.loose_gens(st, side, here)]
    elif f["kind"] == "corps":
        out += [("leave", g) for g in f["gens"]]
        if not f["gens"] and f["gen"]:
            pi = M.pi(f["gen"])
            out += [("take", g) for g in M.loose_gens(st, side, here)
                    if g != f["gen"] and (here != f["start"] or f["used"] or M.pi(g) <= pi or M.cavalry(g))]
    return out


ADJUST = 12        # pick-ups and drop-offs in one space at most (a player never needs more)


def legal(st: dict, f: dict) -> list[tuple]:
    out: list[tuple] = [("go", d) for d in destinations(st, f)]
    if f.get("river"):                                 # 5.20: exactly 1 SP, no pick-up or drop
        return out + [("stop",)]
    if f.get("adj", 0) < ADJUST:
        out += [("sp", n) for n in sp_choices(st, f)]
        out += gen_choices(st, f)
    if convert_problem(st, f) is None:
        out.append(("convert",))
    if raid_ok(st, f):
        out.append(("raid",))
    from . import abilities
    if abilities.swap_ok(st, f):                       # 7: Van Dorn, Sheridan become their brigades
        out.append(("cavalry",))
    out.append(("stop",))
    if f.get("orders"):                          # 5.2: an event's march or attack
        from . import specials
        out = specials.obey(st, f, out)
    return out


def raid_ok(st: dict, f: dict) -> bool:
    """5.7: a brigade activated by an OPS card removes an enemy PC where it
    stands, in a space of its own side's original states or of a border
    state; once a move, at no cost in MP (RULES_NOTES "raids")."""
    if f["kind"] != "brigade" or f["cmp"] or f.get("raided"):
        return False
    here, enemy = f["at"], M.ENEMY[f["who"]]
    if M.ctl(st, here) != enemy or M.occupied(st, enemy, here):
        return False
    return M.original(here) == f["who"] or board.border(here)


def convert_problem(st: dict, f: dict) -> Illegal | None:
    """5.4: an army with an infantry SP spends 1 MP to put its PC on a neutral
    or enemy space; in 1861-1863 it must be in supply."""
    if f["kind"] != "army" or st["armies"][f["aid"]]["sp"] < 1:
        return Illegal("only an army with infantry converts a space as it moves", rule="5.4",
                       es="solo un ejército con infantería convierte un espacio al moverse")
    if M.ctl(st, f["at"]) == f["who"]:
        return Illegal("this space is already yours", rule="5.4", es="este espacio ya es tuyo")
    if "mud" in f and f["used"] >= f["mud"]:
        return MUD_STOP
    if f["used"] + 1 > F.MP[f["kind"]]:
        return Illegal("no movement point left to convert the space", rule="5.4",
                       es="no queda punto de desplazamiento para convertir el espacio")
    from . import supply
    if st["year"] < 1864 and not supply.in_supply(st, f["who"], f["at"]):
        return Illegal("before 1864 an army converts only in supply", rule="5.4",
                       es="antes de 1864 un ejército solo convierte con abastecimiento")
    return None


def act(game, st: dict, f: dict, a: tuple) -> None:
    """A step of the move (the flow has checked it is legal)."""
    if a[0] == "go":
        f["adj"] = 0
        begin_step(game, st, f, a[1])
    elif a[0] == "sp":
        f["adj"] = f.get("adj", 0) + 1
        set_sp(st, f, a[1])
    elif a[0] == "take":
        f["adj"] = f.get("adj", 0) + 1
        take_gen(st, f, a[1])
    elif a[0] == "leave":
        f["adj"] = f.get("adj", 0) + 1
        leave_gen(st, f, a[1])
    elif a[0] == "cavalry":
        from . import abilities
        abilities.swap(st, f)
    elif a[0] == "raid":
        f["raided"] = True
        from . import political
        political.remove_pc(st, M.ENEMY[f["who"]], f["at"], rule="5.7")
    elif a[0] == "convert":
        f["used"] += 1
        from . import political
        political.place_pc(game, st, f["who"], f["at"], rule="5.4", how="army")
    elif a[0] == "stop":
        end_move(game, st, f)


def set_sp(st: dict, f: dict, n: int) -> None:
    side, here = f["who"], f["at"]
    if f["kind"] == "army":
        a = st["armies"][f["aid"]]
        M.add_sp(st, side, here, a["sp"] - n)
        a["sp"] = n
    else:
        f["sp"] = n


def take_gen(st: dict, f: dict, g: str) -> None:
    if f["kind"] == "army":
        st["gens"][g] = "A:" + f["aid"]
    else:
        f["gens"].append(g)


def leave_gen(st: dict, f: dict, g: str) -> None:
    if f["kind"] == "army":
        st["gens"][g] = f["at"]
    else:
        f["gens"].remove(g)


def relocate(st: dict, f: dict, dest: str) -> None:
    """The force steps into ``dest`` (its SP and generals with it)."""
    side, here = f["who"], f["at"]
    if f["kind"] == "army":
        st["armies"][f["aid"]]["at"] = dest
    else:
        M.add_sp(st, side, here, -f["sp"])
        M.add_sp(st, side, dest, f["sp"])
        for g in ([f["gen"]] if f["gen"] else []) + f["gens"]:
            st["gens"][g] = dest
    f["prev"], f["at"] = here, dest


def begin_step(game, st: dict, f: dict, dest: str) -> None:
    """5.3, 5.10: a step announced; the enemy may try to intercept first."""
    links = [lk for lk in board.links_between(f["at"], dest) if link_problem(st, f, lk, dest) is None]
    rail = any(board.kind_now(st, lk) == "rail" for lk in links)
    friendly = M.ctl(st, dest) == f["who"] and not M.occupied(st, M.ENEMY[f["who"]], dest)
    f["rail"] = bool(f["rail"] and rail and friendly)
    f["pend"] = dest
    from . import raillog
    f["cost"] = raillog.step_cost(st, f["who"], dest)   # what entering costs, before the step
    if not f["icpt"] and F.force_sp(st, f) > 0:
        # 5.10; 4.2.5: cards 8 and 102 intercept from two spaces away, without a roll
        from . import interrupts
        enemy = M.ENEMY[f["who"]]
        ctx = {"sources": interrupts.far_sources(st, f, dest), "mover": f["who"], "at": dest}
        normal = bool(interceptors(st, f, dest))
        cards = ctx["sources"] and any(interrupts.fits(st, n, "interception", enemy, ctx)
                                       and interrupts.could_hold(game, st, enemy, n) for n in interrupts.AUTO_INTERCEPT)
        if normal or cards:
            f["wait"] = "icpt"
            game.flow.push(st, "intercept", who=enemy, dest=dest, sources=ctx["sources"], cards_only=not normal)
            return
    enter(game, st, f, dest, intercepted=False)


def interceptors(st: dict, f: dict, dest: str) -> list[str]:
    """5.10: the spaces from which the enemy may try to intercept a force
    about to enter ``dest``: a force with a general (not a lone general) next
    to ``dest`` by road or rail, when ``dest`` holds none of the mover's SP or
    forts; never across a river it may not cross."""
    mover, side = f["who"], M.ENEMY[f["who"]]
    if M.occupied(st, mover, dest):
        return []
    out = []
    for src in board.neighbours(dest):
        if src == f["at"] or not M.gens_at(st, side, src) or M.total_sp(st, side, src) == 0:
            continue
        if M.occupied(st, mover, src):
            continue
        links = [lk for lk in board.links_between(src, dest) if lk.kind in ("road", "rail") and not lk.bo]
        probe = {"who": side, "gen": None, "aid": None, "v": 0, "cmp": False}
        if not any(link_problem(st, probe, lk, dest) is None for lk in links):
            continue
        if intercept_leader(st, side, src) is None:
            continue
        out.append(src)
    return out


def intercept_leader(st: dict, side: str, space: str) -> str | None:
    """5.10, 5.12: who leads an interception from ``space`` (an army's
    commander; a generic commander does not intercept, 5.4)."""
    armies = M.armies_at(st, side, space)
    if armies:
        return st["armies"][armies[0]]["cmd"]
    return M.commander(st, side, space)


def intercept_ways(st: dict, side: str, src: str) -> list[tuple]:
    """5.10: how the force at ``src`` may intercept: whole; leaving 1 SP in
    the fort there (b; not when that SP is its only one, d); or its brigade
    alone, where a brigade stands with infantry and no other general (e)."""
    gens = M.gens_at(st, side, src)
    if len(gens) == 1 and M.cavalry(gens[0]) and M.infantry_sp(st, side, src) > 0 and not M.armies_at(st, side, src):
        return [("intercept", src, "brigade")]       # 5.5.5: never with the infantry, alone only
    out = [("intercept", src)]
    if M.fort(st, src) == side and M.loose_sp(st, side, src) >= 2 and not M.armies_at(st, side, src):
        out.append(("intercept", src, "garrison"))
    if limits_keep(st, side, src):
        out.append(("intercept", src, "limits"))
    return out


def limits_keep(st: dict, side: str, src: str) -> int:
    """5.10 (c): the fewest SP a corps intercepting from ``src`` may leave
    behind so that the generals it cannot take keep the limit of 5.5 there
    (0: none are needed, or the corps would have none left to go)."""
    if M.armies_at(st, side, src):
        return 0
    go, n = whole_corps(st, side, src)
    left = len(M.loose_gens(st, side, src)) - len(go)
    if left <= 1:                                     # 5.5: generals <= SP + 1: one alone needs none
        return 0
    from . import organise
    for keep in range(1, n):
        probe = dict(st, gens=dict(st["gens"]), sp={k: dict(v) for k, v in st["sp"].items()})
        M.add_sp(probe, side, src, -keep)
        move_whole(probe, side, src, "")
        M.add_sp(probe, side, src, keep)
        if not any(where == src for where, _ in organise.excess_generals(probe, side)):
            return keep
    return 0


def intercept(game, st: dict, side: str, src: str, dest: str, how: str | None = None) -> bool:
    """5.10: roll at or under the leader's defence (+2 with a brigade); on a
    success the force stands in ``dest`` before the enemy enters (``how``:
    "garrison", 1 SP stays in the fort; "brigade", the brigade alone)."""
    lead = intercept_leader(st, side, src)
    brig = bool(M.brigades_at(st, side, src))
    need = T.intercept_target(M.GEN[lead].defence, brig)
    r = roll(st, side)
    ok = r <= need
    log(st, f"{M.gname(lead)} tries to intercept from {M.sname(src)} into {M.sname(dest)}: "
            f"rolls {r}, needs {need} or less: {'intercepts' if ok else 'fails'}.",
        f"{M.gname(lead)} intenta interceptar desde {M.sname(src)} hacia {M.sname(dest)}: "
        f"saca {r}, necesita {need} o menos: {'intercepta' if ok else 'falla'}.", "5.10")
    if ok:
        if how == "brigade":
            st["gens"][lead] = dest
        else:
            keep = 1 if how == "garrison" else limits_keep(st, side, src) if how == "limits" else 0
            M.add_sp(st, side, src, -keep)
            move_whole(st, side, src, dest)
            M.add_sp(st, side, src, keep)
    return ok


def move_whole(st: dict, side: str, src: str, dest: str) -> None:
    """5.10, 5.11: a force at rest moves as a whole: its army (with its box),
    or every loose SP up to a corps' six with its leader and one more
    general; what it cannot carry stays."""
    armies = M.armies_at(st, side, src)
    if armies:
        st["armies"][armies[0]]["at"] = dest
        return
    go, n = whole_corps(st, side, src)
    if not go:
        return
    M.add_sp(st, side, src, -n)
    M.add_sp(st, side, dest, n)
    for g in go:
        st["gens"][g] = dest


def whole_corps(st: dict, side: str, src: str) -> tuple[list[str], int]:
    """5.5: the generals (its leader, then a brigade or one more) and the SP
    (up to six) a corps at rest in ``src`` takes when it moves whole."""
    lead = M.commander(st, side, src)
    if lead is None:
        return [], 0
    go = [lead]
    others = [g for g in M.loose_gens(st, side, src) if g != lead]
    brig = [g for g in others if M.cavalry(g)]
    go += brig[:1] or others[:1]
    n = min(M.loose_sp(st, side, src), F.LIMIT["corps"] - sum(M.brigade_sp(st, g) for g in go if M.cavalry(g)))
    return go, n


def enter(game, st: dict, f: dict, dest: str, intercepted: bool) -> None:
    """The force enters ``dest`` (5.3, 5.9)."""
    side, enemy = f["who"], M.ENEMY[f["who"]]
    f["used"] += f.pop("cost", 1)
    relocate(st, f, dest)
    f.pop("pend", None)
    log(st, f"{describe_force(st, f, 'en')} moves to {M.sname(dest)}.",
        f"{describe_force(st, f, 'es')} va a {M.sname(dest)}.", "5.3")
    if not M.occupied(st, enemy, dest):
        lone = M.gens_at(st, enemy, dest)
        for g in lone:                                     # 5.9: lone enemy generals leave
            M.to_track(st, g)
        if lone:
            log(st, f"{M.names(lone)} fall back to the turn track.",
                f"{M.names(lone)} vuelven al registro de turnos.", "5.9")
        after_step(game, st, f)
        return
    if not intercepted and rbb_options(st, f, dest):
        f["wait"] = "rbb"
        game.flow.push(st, "rbb", who=enemy, at=dest, attacker_from=f["prev"],
                       auto=beaten_here(st, f, dest))
        return
    contact(game, st, f)


def beaten_here(st: dict, f: dict, dest: str) -> bool:
    """5.11: a force already beaten in this enemy move retreats at will."""
    lead = M.commander(st, M.ENEMY[f["who"]], dest)
    return lead is not None and lead in f["beaten"]


def rbb_options(st: dict, f: dict, dest: str) -> list[str]:
    """5.11: where the defender of ``dest`` may retreat before battle, if it
    may try at all (an army or corps with a general, or a brigade)."""
    side = M.ENEMY[f["who"]]
    if M.total_sp(st, side, dest) == 0 or not M.gens_at(st, side, dest):
        return []
    return retreat_spaces(st, side, dest, barred=f["prev"])


def retreat_spaces(st: dict, side: str, space: str, barred: str | None) -> list[str]:
    """5.11: an adjacent friendly or neutral space, not the one the attacker
    came from, without enemy SP; never across a river the side may not cross."""
    enemy = M.ENEMY[side]
    probe = {"who": side, "gen": None, "aid": None, "v": 0, "cmp": False}
    out = []
    for nb in board.neighbours(space):
        if nb == barred or M.ctl(st, nb) == enemy or M.occupied(st, enemy, nb):
            continue
        links = [lk for lk in board.links_between(space, nb) if lk.kind != "dotted" and not lk.bo]
        if any(link_problem(st, probe, lk, nb) is None for lk in links):
            out.append(nb)
    if side == "union":                               # 5.16: the Union may retreat by water too
        from . import naval
        out += [s for s in naval.naval_retreats(st, space) if s not in out and s != barred]
    return out


def contact(game, st: dict, f: dict) -> None:
    """5.9: enemy units in the space: overrun, a fort taken, or a battle."""
    side, enemy, here = f["who"], M.ENEMY[f["who"]], f["at"]
    if "orders" in f:
        f["orders"]["attacked"] = True                       # 5.2: the attack a concentration owes, tried
    if not M.occupied(st, enemy, here):                      # it retreated before battle
        after_step(game, st, f)
        return
    theirs = M.total_sp(st, enemy, here)
    mine = F.force_sp(st, f)
    has_fort = M.fort(st, here) == enemy
    if has_fort and theirs == 0:
        from . import battle
        battle.take_fort(game, st, side, here)
        log(st, "An empty fort does not stop the move.", "Un fuerte vacío no detiene el movimiento.", "5.9")
        after_step(game, st, f)
        return
    if not has_fort and mine >= 10 * theirs:
        from . import battle
        battle.overrun(game, st, side, here, mine, theirs)
        after_step(game, st, f)
        return
    f["wait"] = "battle"
    f["pre"] = [mine, theirs]
    game.flow.push(st, "battle", at=here, att=side, src=f["prev"], icpt=bool(f.get("was_icpt")),
                   kind=f["kind"], aid=f["aid"], gen=f["gen"], gens=list(f["gens"]), sp=f["sp"])


def after_step(game, st: dict, f: dict) -> None:
    """The move goes on, or ends when nothing more can be done (5.3; a river
    move ends where it lands, 5.20)."""
    f.pop("was_icpt", None)
    if f.get("over") or f.get("river") or (f["used"] >= F.MP[f["kind"]] + (F.RAIL_BONUS if f["kind"] != "army" else 0)):
        end_move(game, st, f)


def after_battle(game, st: dict, f: dict, res: dict) -> None:
    """5.9: a winning army or corps that had twice the defender's SP may go on;
    every other attacker stops."""
    mine, theirs = f.pop("pre", [0, 0])
    side = f["who"]
    if f["kind"] == "army":
        f["sp"] = st["armies"][f["aid"]]["sp"]
        if st["armies"][f["aid"]]["at"] != f["at"]:
            f["at"] = st["armies"][f["aid"]]["at"] or f["at"]
            f["over"] = True
    else:
        here = f["at"] if not res.get("gone") else f["prev"]
        f["gens"] = [g for g in f["gens"] if st["gens"][g] == here]
        if f["gen"] and st["gens"][f["gen"]] != here:
            f["gen"] = None
            f["over"] = True
        f["sp"] = min(f["sp"], M.loose_sp(st, side, here))
        if res.get("gone"):
            f["at"] = here
    if res.get("beaten"):
        f["beaten"].append(res["beaten"])
    if res["winner"] != f["who"] or f["kind"] in ("div", "brigade") or res.get("stop"):
        f["over"] = True
    elif mine < 2 * theirs:
        f["over"] = True
    if res.get("gone"):
        f["over"] = True
        f["gone"] = True
    after_step(game, st, f)


def end_move(game, st: dict, f: dict) -> None:
    """The move is over: a corps ending with a friendly army joins it (5.5),
    two armies in a space merge at a price (5.4)."""
    from . import organise
    if f.get("gone"):
        game.flow.pop(game, st, {"moved": f.get("key")})
    else:
        organise.settle_or_ask(game, st, f["who"], f["at"], {"moved": f.get("key")})


def describe_force(st: dict, f: dict, lang: str) -> str:
    kind = (F.KIND_ES if lang == "es" else F.KIND_EN)[f["kind"]]
    if f["kind"] == "army":
        return ("The " if lang == "en" else "El ") + M.army_name(f["aid"], lang)
    if f["gen"]:
        lead = M.gname(f["gen"])
        n = F.force_sp(st, f)                         # a brigade's own SP counted (5.7)
        return f"{lead}'s {kind} ({n} SP)" if lang == "en" else f"El {kind} de {lead} ({n} UM)"
    return f"A division of {f['sp']} SP" if lang == "en" else f"Una división de {f['sp']} UM"


class Move(Step):
    """5.3: the active force steps space by space."""

    rule = "5.3"

    def legal(self, game, st, f):
        return legal(st, f)

    def act(self, game, st, f, a):
        act(game, st, f, a)

    def resume(self, game, st, f, result):
        wait = f.pop("wait", None)
        if wait == "win":                             # 4.2.5: the activation answered
            from . import interrupts
            if interrupts.on_activation(game, st, f, result):
                end_move(game, st, f)
            return
        if wait == "icpt":
            dest = f["pend"]
            if result and result.get("tried"):        # 5.10: one attempt a move; a pass is none
                f["icpt"] = True
            if result and result.get("intercepted"):
                f["was_icpt"] = True
                enter(game, st, f, dest, intercepted=True)
            else:
                enter(game, st, f, dest, intercepted=False)
        elif wait == "rbb":
            contact(game, st, f)
        elif wait == "battle":
            after_battle(game, st, f, result or {})

    def prompt(self, game, st, f):
        left = F.MP[f["kind"]] - f["used"]
        who_en, who_es = describe_force(st, f, "en"), describe_force(st, f, "es")
        o = f.get("orders") or {}
        if "toward" in o:                             # card 3's march (5.2)
            return text(f"{who_en} at {M.sname(f['at'])} marches on {M.sname(o['toward'])}: one step nearer "
                        "each time, and take it.", f"{who_es} en {M.sname(f['at'])} marcha sobre "
                        f"{M.sname(o['toward'])}: un paso más cerca cada vez, y tomarla.", "5.2")
        if o.get("attack") and not o.get("attacked"):  # a concentration's attack (5.2)
            return text(f"{who_en} at {M.sname(f['at'])}: {max(left, 0)} MP left. The card's orders: attack an "
                        "enemy force before the move ends.", f"{who_es} en {M.sname(f['at'])}: le quedan "
                        f"{max(left, 0)} PD. Las órdenes de la carta: atacar a una fuerza enemiga antes de "
                        "terminar.", "5.2")
        return text(f"{who_en} at {M.sname(f['at'])}: {max(left, 0)} MP left. Move on, pick up or drop, or stop.",
                    f"{who_es} en {M.sname(f['at'])}: le quedan {max(left, 0)} PD. Sigue, recoge o deja, o para.",
                    "5.3")

    def waiting(self, game, st, f, role):
        return text(f"The {M.SHORT[f['who']]} force is moving.",
                    f"La fuerza de {M.SHORT_ES[f['who']]} se mueve.", "5.3")

    def refuse(self, game, st, f, a):
        if f.get("orders"):
            from . import specials
            why = specials.disobeys(st, f, a)
            if why is not None:
                return why
        if a and a[0] == "go" and len(a) == 2 and isinstance(a[1], str) and a[1] in M.S.NAME:
            why = go_problem(st, f, a[1])
            if why is not None:
                return why
        if a and a[0] == "convert":
            why = convert_problem(st, f)
            if why is not None:
                return why
        return Illegal(f"{a!r} is not a step of this move", rule="5.3",
                       es=f"{a!r} no es un paso de este movimiento")


class Intercept(Step):
    """5.10: the enemy may try to intercept the force about to enter ``dest``."""

    rule = "5.10"

    def _move(self, st):
        for fr in reversed(st["flow"]):
            if fr["step"] == "move":
                return fr
        raise RuntimeError("an interception with no move")

    def legal(self, game, st, f):
        from . import interrupts
        mv = self._move(st)
        normal = [] if f.get("cards_only") else [a for s in interceptors(st, mv, f["dest"])
                                                 for a in intercept_ways(st, f["who"], s)]
        cards = interrupts.offers(game, st, f["who"], "interception", self._ctx(f, mv))
        if "mud" in mv:
            cards = [a for a in cards if a[1] != interrupts.MUD]
        return normal + cards + [("pass",)]

    @staticmethod
    def _ctx(f: dict, mv: dict) -> dict:
        return {"sources": f.get("sources") or [], "mover": mv["who"], "at": f["dest"]}

    def act(self, game, st, f, a):
        from . import interrupts
        ok = False
        if a[0] == "interrupt":
            interrupts.play_card(game, st, f["who"], a[1], "interception")
            if a[1] == interrupts.MUD:                # 4.2.5: card 7, then the interception as usual
                interrupts.mud(st, self._move(st))
                return
            move_whole(st, f["who"], a[2], f["dest"])  # cards 8, 102: no roll
            log(st, f"The force at {M.sname(a[2])} intercepts into {M.sname(f['dest'])} without a roll.",
                f"La fuerza de {M.sname(a[2])} intercepta hacia {M.sname(f['dest'])} sin tirada.", "4.2.5")
            ok = True
        elif a[0] == "intercept":
            ok = intercept(game, st, f["who"], a[1], f["dest"], a[2] if len(a) > 2 else None)
        elif not f.get("cards_only"):
            log(st, "No interception.", "Sin intercepción.", "5.10")
        game.flow.pop(game, st, {"intercepted": ok, "tried": a[0] != "pass"})

    def receive(self, game, st, f, a):
        from . import interrupts
        plain = interrupts.receive_card(game, st, f["who"], a)
        if plain not in self.legal(game, st, f):
            raise self.refuse(game, st, f, plain)
        self.act(game, st, f, plain)

    def prompt(self, game, st, f):
        if f.get("cards_only"):
            return text(f"The enemy is about to enter {M.sname(f['dest'])}: play an interrupt card to intercept "
                        "without a roll, or pass.",
                        f"El enemigo va a entrar en {M.sname(f['dest'])}: juega una carta de interrupción para "
                        "interceptar sin tirada, o pasa.", "4.2.5")
        return text(f"The enemy is about to enter {M.sname(f['dest'])}: intercept from a space next to it, or pass.",
                    f"El enemigo va a entrar en {M.sname(f['dest'])}: intercepta desde un espacio adyacente, o pasa.",
                    "5.10")

    def waiting(self, game, st, f, role):
        return text("The enemy may try to intercept.", "El enemigo puede intentar interceptar.", "5.10")

    def refuse(self, game, st, f, a):
        if a and a[0] == "interrupt" and len(a) >= 2 and a[1] in C.CARDS:
            from . import interrupts
            return interrupts.why_not(game, st, f["who"], a[1], "interception", self._ctx(f, self._move(st)))
        return Illegal("no force of yours can intercept from there", rule="5.10",
                       es="ninguna fuerza tuya puede interceptar desde ahí")


class RetreatBeforeBattle(Step):
    """5.11: the defender may try to retreat before the battle."""

    rule = "5.11"

    def legal(self, game, st, f):
        return [("retreat", s) for s in retreat_spaces(st, f["who"], f["at"], f["attacker_from"])] + [("stand",)]

    def act(self, game, st, f, a):
        side, here = f["who"], f["at"]
        if a[0] == "retreat":
            lone_brigade = (M.total_sp(st, side, here) == len(M.brigades_at(st, side, here))
                            and not M.armies_at(st, side, here))
            lead = M.commander(st, side, here) or (M.gens_at(st, side, here) or [None])[0]
            if f.get("auto") or lone_brigade:
                ok = True
                log(st, f"{M.SHORT[side]} retreats at will before the battle.",
                    f"{M.SHORT_ES[side]} se retira a voluntad antes de la batalla.", "5.11")
            else:
                rating = M.GEN[lead].defence if lead else 0
                if M.armies_at(st, side, here) and st["armies"][M.armies_at(st, side, here)[0]]["cmd"] is None:
                    rating = 0                                  # 5.4: a generic commander
                need = T.retreat_target(rating, bool(M.brigades_at(st, side, here)))
                r = roll(st, side)
                ok = r <= need
                log(st, f"Retreat before battle from {M.sname(here)}: rolls {r}, needs {need} or less: "
                        f"{'it gets away' if ok else 'it must fight'}.",
                    f"Retirada antes de la batalla desde {M.sname(here)}: saca {r}, necesita {need} o menos: "
                    f"{'se escapa' if ok else 'debe combatir'}.", "5.11")
            if ok:
                move_all(st, side, here, a[1])
                from . import organise
                organise.settle_or_ask(game, st, side, a[1])
                return
        game.flow.pop(game, st, None)

    def prompt(self, game, st, f):
        return text(f"The enemy attacks {M.sname(f['at'])}: retreat before battle to a space next to it, or stand.",
                    f"El enemigo ataca {M.sname(f['at'])}: retírate antes de la batalla a un espacio adyacente, "
                    "o resiste.", "5.11")

    def waiting(self, game, st, f, role):
        return text("The defender decides whether to retreat before the battle.",
                    "El defensor decide si se retira antes de la batalla.", "5.11")

    def refuse(self, game, st, f, a):
        return Illegal("the force may retreat only to a friendly or neutral space next to it, free of enemy SP, "
                       "not the one the attacker came from", rule="5.11",
                       es="la fuerza solo se retira a un espacio adyacente amigo o neutral, sin UM enemigos, "
                          "que no sea el de procedencia del atacante")


def move_all(st: dict, side: str, src: str, dest: str) -> None:
    """Every unit of ``side`` in ``src`` (armies, SP, generals) to ``dest``."""
    for aid in M.armies_at(st, side, src):
        st["armies"][aid]["at"] = dest
    n = M.loose_sp(st, side, src)
    M.add_sp(st, side, src, -n)
    M.add_sp(st, side, dest, n)
    for g in M.loose_gens(st, side, src):
        st["gens"][g] = dest
