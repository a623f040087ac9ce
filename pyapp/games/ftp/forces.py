"""For the People: formations, what may be activated, and the limits (5.3-5.7).

A moving force is described by its move frame (pyapp/games/ftp/moves.py):
``kind`` ("army", "corps", "div", "brigade"), ``aid`` (the army), ``gen``
(the active general), ``gens`` (the other generals it carries, brigades
included), ``sp`` (the infantry SP it carries, for an army its box). This
module says which forces a card may activate and what each may carry.
"""

from __future__ import annotations

from ...core.errors import Illegal
from . import model as M

# 5.3: the formations' limits (SP carried, brigades counted) and movement points
LIMIT = {"army": 15, "corps": 6, "div": 3, "brigade": 1}
MP = {"army": 6, "corps": 8, "div": 5, "brigade": 10}
RAIL_BONUS = 2                      # 5.3: corps, division, brigade on rail only
KIND_EN = {"army": "army", "corps": "corps", "div": "division", "brigade": "cavalry brigade"}
KIND_ES = {"army": "ejército", "corps": "cuerpo", "div": "división", "brigade": "brigada de caballería"}


def protected(st: dict, aid: str) -> set[str]:
    """5.4: an army's commander and its highest-PI non-commanding general
    (ties: the lowest id, RULES_NOTES "ties") never leave it by choice."""
    a = st["armies"][aid]
    out = {a["cmd"]} if a["cmd"] else set()
    others = [g for g in M.army_gens(st, aid) if g != a["cmd"] and not M.cavalry(g)]
    if others:
        out.add(max(others, key=lambda g: (M.pi(g), [-ord(c) for c in g])))
    return out


def strategy_ok(gid: str, value: int, campaign: bool) -> bool:
    """5.3: a card of value at least the general's strategy rating activates
    him; a campaign card activates any (RULES_NOTES "campaign")."""
    return campaign or value >= M.GEN[gid].strategy


def activations(st: dict, side: str, value: int, campaign: bool = False,
                moved: frozenset = frozenset()) -> list[tuple]:
    """Every force ``side`` may activate with a card of ``value`` (5.3-5.7):
    ("army", aid), ("corps", gid), ("brigade", gid), ("div", space, n).
    ``moved``: what a campaign card has moved already (no force twice)."""
    out: list[tuple] = []
    for aid in sorted(st["armies"]):
        a = st["armies"][aid]
        if a["side"] != side or not a["at"] or aid in moved:
            continue
        cmd = a["cmd"]
        if cmd is None:                                  # 5.4: a generic commander never moves
            continue
        if strategy_ok(cmd, value, campaign) and M.army_total(st, aid) > 0:
            out.append(("army", aid))
    for space in M.spaces_with(st, side):
        for g in M.gens_at(st, side, space):
            if g in moved:
                continue
            at = st["gens"][g]
            if at.startswith("A:") and g in protected(st, at[2:]):
                continue
            if not strategy_ok(g, value, campaign):
                continue
            if M.cavalry(g):
                out.append(("brigade", g))
            elif M.infantry_sp(st, side, space) > 0:
                out.append(("corps", g))
        if space in moved:
            continue
        inf = M.infantry_sp(st, side, space)
        most = min(inf, 3 if campaign else min(value, 3))
        out.extend(("div", space, n) for n in range(1, most + 1))
    return out


def force_sp(st: dict, f: dict) -> int:
    """The SP a moving force holds, brigades counted (5.3)."""
    if f["kind"] == "army":
        return M.army_total(st, f["aid"])
    n = f["sp"] + sum(M.brigade_sp(st, g) for g in f["gens"] if M.cavalry(g))
    if f["kind"] == "brigade":
        n += M.brigade_sp(st, f["gen"])
    return n


def force_gens(st: dict, f: dict) -> list[str]:
    """The generals of a moving force, the active one first."""
    if f["kind"] == "army":
        a = st["armies"][f["aid"]]
        gens = M.army_gens(st, f["aid"])
        return ([a["cmd"]] if a["cmd"] else []) + [g for g in gens if g != a["cmd"]]
    return ([f["gen"]] if f["gen"] else []) + list(f["gens"])


def check_load(st: dict, f: dict) -> None:
    """5.3-5.6: a force within its formation's limits."""
    n = force_sp(st, f)
    if n > LIMIT[f["kind"]]:
        raise Illegal(f"a {KIND_EN[f['kind']]} carries at most {LIMIT[f['kind']]} SP", rule="5.3",
                      es=f"un {KIND_ES[f['kind']]} lleva como mucho {LIMIT[f['kind']]} UM")
    if f["kind"] == "corps" and len(f["gens"]) > 1:
        raise Illegal("a corps carries one general besides its own, or one brigade", rule="5.5",
                      es="un cuerpo lleva un general además del suyo, o una brigada")
