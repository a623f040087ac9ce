"""For the People: what a space's forces become when a move ends (5.4, 5.5).

- A corps (or division) ending its move or retreat where a friendly army
  stands joins the army, up to 15 SP; the rest stays beside it (5.5).
- Two friendly armies in one space: one is removed at once, its generals
  to the turn track, its SP to the other up to 15; Union -10, CSA -5 SW,
  and the removed commander's political influence (5.4).
- The generals' limits (5.4, 5.5), checked at the start and end of every
  strategy round: an army holds at most SP + 3 generals, a space outside
  armies at most SP + 1; the excess goes to the turn track.
"""

from __future__ import annotations

from . import model as M
from ...core.flow import Step
from ...core.flowgame import log
from ...core.game import text


def settle_space(game, st: dict, side: str, space: str, keep: str | None = None) -> None:
    """What ``side``'s forces in ``space`` become when a move, retreat or
    placement ends there (5.4, 5.5). Two armies: ``keep`` stays, the owner's
    choice (``settle_or_ask``); where no choice was asked (RULES_NOTES "two
    armies in a space"), the one whose commander has the higher political
    influence."""
    armies = M.armies_at(st, side, space)
    if len(armies) > 1:
        if keep not in armies:
            keep = max(armies, key=lambda a: (M.pi(st["armies"][a]["cmd"]) if st["armies"][a]["cmd"] else -1,
                                              M.army_total(st, a), a))
        for aid in armies:
            if aid != keep:
                merge_away(st, side, aid, keep)
        armies = [keep]
    if armies:
        join(st, side, space, armies[0])
    from . import abilities
    abilities.grow(st, side, space)                  # 7: Forrest's, Sheridan's brigade of 2 SP


def settle_or_ask(game, st: dict, side: str, space: str, result=None) -> None:
    """The last thing a frame does, then it pops with ``result``: settle
    ``space``; two armies of ``side`` there, the frame is replaced by the
    owner's choice of the one that stays (5.4), which then pops it."""
    if len(M.armies_at(st, side, space)) > 1:
        game.flow.goto(st, "armies", who=side, at=space, then=result)
        return
    settle_space(game, st, side, space)
    game.flow.pop(game, st, result)


def removal_cost(st: dict, side: str, aid: str) -> int:
    """5.4: the SW an army removed for sharing a space costs: 10 Union, 5 CSA,
    and its commander's political influence."""
    cmd = st["armies"][aid]["cmd"]
    return (10 if side == "union" else 5) + (M.pi(cmd) if cmd else 0)


class KeepArmy(Step):
    """5.4: two armies of one side in a space: its owner chooses the one that
    stays; the other leaves the game at once (before any battle)."""

    rule = "5.4"

    def legal(self, game, st, f):
        return [("keep", aid) for aid in M.armies_at(st, f["who"], f["at"])]

    def act(self, game, st, f, a):
        side, space = f["who"], f["at"]
        log(st, f"{M.SHORT[side]} keeps the {M.army_name(a[1], 'en')} at {M.sname(space)}.",
            f"{M.SHORT_ES[side]} conserva el {M.army_name(a[1], 'es')} en {M.sname(space)}.", "5.4")
        if f.get("retreat"):                          # 5.16: the retreat's own loss follows
            from . import battle
            battle.after_retreat(game, st, side, space, keep=a[1])
        else:
            settle_space(game, st, side, space, keep=a[1])
        game.flow.pop(game, st, f.get("then"))

    def prompt(self, game, st, f):
        names_en = " and the ".join(M.army_name(x, "en") for x in M.armies_at(st, f["who"], f["at"]))
        names_es = " y el ".join(M.army_name(x, "es") for x in M.armies_at(st, f["who"], f["at"]))
        return text(f"The {names_en} stand together at {M.sname(f['at'])}: only one army may. Choose the one that "
                    "stays; the other leaves the game, its generals to the turn track, its SP to the one that stays "
                    "(up to 15), at a cost in strategic will.",
                    f"El {names_es} están juntos en {M.sname(f['at'])}: solo puede haber un ejército. Elige el que "
                    "se queda; el otro sale del juego, sus generales al registro de turnos, sus UM al que se queda "
                    "(hasta 15), con un coste en voluntad estratégica.", "5.4")

    def waiting(self, game, st, f, role):
        return text("The enemy chooses which of its two armies stays.",
                    "El enemigo elige cuál de sus dos ejércitos se queda.", "5.4")


def join(st: dict, side: str, space: str, aid: str) -> None:
    """5.5: SP and generals loose in an army's space go into its box (up to 15)."""
    a = st["armies"][aid]
    room = 15 - M.army_total(st, aid)
    for g in M.loose_gens(st, side, space):
        if M.cavalry(g):
            if room < M.brigade_sp(st, g):
                continue
            room -= M.brigade_sp(st, g)
        st["gens"][g] = "A:" + aid
    n = min(M.loose_sp(st, side, space), max(room, 0))
    if n:
        M.add_sp(st, side, space, -n)
        a["sp"] += n
    if a["cmd"] is None:                                  # 5.4: a general entering takes command
        cands = [g for g in M.army_gens(st, aid) if not M.cavalry(g)]
        if cands:
            a["cmd"] = max(cands, key=lambda g: (M.pi(g), g))


def merge_away(st: dict, side: str, aid: str, keep: str) -> None:
    """5.4: the army ``aid`` is removed; its SP join ``keep`` up to 15."""
    a = st["armies"][aid]
    space = a["at"]
    penalty = removal_cost(st, side, aid)
    for g in M.army_gens(st, aid):
        M.to_track(st, g)
    room = 15 - M.army_total(st, keep)
    moved = min(a["sp"], max(room, 0))
    st["armies"][keep]["sp"] += moved
    M.add_sp(st, side, space, a["sp"] - moved)
    a.update({"at": None, "sp": 0, "cmd": None, "back": st["turn"] + 1})
    M.sw(st, side, -penalty, f"two armies in one space: the {M.army_name(aid, 'en')} is removed",
         f"dos ejércitos en un espacio: se retira el {M.army_name(aid, 'es')}", "5.4")


def excess_generals(st: dict, side: str) -> list[tuple[str, list[str]]]:
    """5.4, 5.5: per place (an army or a space), the generals over its limit,
    brigades never counted among those removed."""
    out = []
    for aid, a in sorted(st["armies"].items()):
        if a["side"] != side or not a["at"]:
            continue
        gens = M.army_gens(st, aid)
        over = len(gens) - (M.army_total(st, aid) + 3)
        if over > 0:
            out.append((aid, over))
    for space in M.spaces_with(st, side):
        gens = M.loose_gens(st, side, space)
        sp = M.loose_sp(st, side, space) + sum(M.brigade_sp(st, g) for g in gens if M.cavalry(g))
        if M.armies_at(st, side, space):
            continue
        if M.fort(st, space) == side and sp == 0:
            sp = 0
        over = len(gens) - (sp + 1)
        if over > 0:
            out.append((space, over))
    return [(where, n) for where, n in out]


def excess_pool(st: dict, side: str, where: str) -> list[str]:
    """The generals of ``where`` (an army or a space) that may be sent away
    for the limit: never an army's commander, never a brigade."""
    if where in st["armies"]:
        a = st["armies"][where]
        pool = [g for g in M.army_gens(st, where) if g != a["cmd"] and not M.cavalry(g)]
    else:
        pool = [g for g in M.loose_gens(st, side, where) if not M.cavalry(g)]
    return sorted(pool, key=lambda g: (M.pi(g), g))


def enforce_limits(game, st: dict, side: str, ask: bool = True) -> None:
    """5.4, 5.5: the excess generals go to the turn track, the opponent
    choosing which (``Excess``); ``ask`` False (inside an event's automatic
    step): the lowest political influence first (RULES_NOTES "excess
    generals")."""
    for where, over in excess_generals(st, side):
        pool = excess_pool(st, side, where)
        if ask and len(pool) > over:
            game.flow.push(st, "excess", who=M.ENEMY[side], owner=side, where=where, n=over)
            continue
        gone = pool[:over]
        for g in gone:
            M.to_track(st, g)
        if gone:
            log(st, f"Too many generals for the SP: {M.names(gone)} go to the turn track.",
                f"Demasiados generales para los UM: {M.names(gone)} van al registro de turnos.", "5.5")


class Excess(Step):
    """5.4, 5.5: too many generals for the SP in an army or a space: the
    opponent sends the ones over the limit to the turn track, one by one."""

    rule = "5.5"

    def legal(self, game, st, f):
        return [("send", g) for g in excess_pool(st, f["owner"], f["where"])]

    def act(self, game, st, f, a):
        M.to_track(st, a[1])
        log(st, f"Too many generals for the SP: {M.gname(a[1])} goes to the turn track (the enemy's choice).",
            f"Demasiados generales para los UM: {M.gname(a[1])} va al registro de turnos (lo elige el enemigo).",
            "5.5")
        f["n"] -= 1
        if f["n"] <= 0 or not self.legal(game, st, f):
            game.flow.pop(game, st, None)

    def prompt(self, game, st, f):
        where = M.army_name(f["where"], "en") if f["where"] in st["armies"] else M.sname(f["where"])
        where_es = M.army_name(f["where"], "es") if f["where"] in st["armies"] else M.sname(f["where"])
        return text(f"The enemy has too many generals in {where} for its SP: choose {f['n']} to send to the turn "
                    "track.", f"El enemigo tiene demasiados generales en {where_es} para sus UM: elige {f['n']} "
                    "para enviar al registro de turnos.", "5.5")

    def waiting(self, game, st, f, role):
        return text("The enemy chooses which of your generals over the limit leave.",
                    "El enemigo elige qué generales tuyos por encima del límite se van.", "5.5")
