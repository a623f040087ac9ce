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
from ...core.flowgame import log


def settle_space(game, st: dict, side: str, space: str) -> None:
    armies = M.armies_at(st, side, space)
    if len(armies) > 1:
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
    cmd = a["cmd"]
    for g in M.army_gens(st, aid):
        M.to_track(st, g)
    room = 15 - M.army_total(st, keep)
    moved = min(a["sp"], max(room, 0))
    st["armies"][keep]["sp"] += moved
    M.add_sp(st, side, space, a["sp"] - moved)
    a.update({"at": None, "sp": 0, "cmd": None, "back": st["turn"] + 1})
    penalty = (10 if side == "union" else 5) + (M.pi(cmd) if cmd else 0)
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


def enforce_limits(game, st: dict, side: str) -> None:
    """5.4, 5.5: the excess generals go to the turn track. The rulebook lets
    the opponent choose which; here the lowest political influence goes
    first (RULES_NOTES "excess generals")."""
    for where, over in excess_generals(st, side):
        if where in st["armies"]:
            a = st["armies"][where]
            pool = [g for g in M.army_gens(st, where) if g != a["cmd"] and not M.cavalry(g)]
        else:
            pool = [g for g in M.loose_gens(st, side, where) if not M.cavalry(g)]
        pool.sort(key=lambda g: (M.pi(g), g))
        gone = pool[:over]
        for g in gone:
            M.to_track(st, g)
        if gone:
            log(st, f"Too many generals for the SP: {M.names(gone)} go to the turn track.",
                f"Demasiados generales para los UM: {M.names(gone)} van al registro de turnos.", "5.5")
