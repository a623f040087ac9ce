"""For the People: battles (5.9, 5.12-5.16), overruns and forts taken.

The battle is an automatic step of the flow: it is pushed by a move
(pyapp/games/ftp/moves.py) when the mover stands in a space with enemy units
and no retreat or overrun settled it::

    {"step": "battle", "at": space, "att": side, "src": the space the
     attacker came from, "icpt": the defender intercepted (+2, 5.10)}

It rolls both dice, applies the losses, the casualties and the strategic
will, and, when the defender must retreat and has a choice, pushes the
retreat decision (``retreat``). It hands the move a result:
``{"winner": side, "beaten": the beaten defender's leader, "stop": the
attacker's move ends, "gone": the attacker left the space}``.
"""

from __future__ import annotations

import itertools
from typing import Sequence

from ...core.errors import Illegal
from ...core.flow import Step
from ...core.flowgame import log, roll
from ...core.game import text
from . import board
from . import model as M
from . import tables as T


# -- leadership (5.12, rule 7.4) -------------------------------------------------------------

def _best(gens: list[str], rating: str, count: int) -> list[str]:
    """The ``count`` best subordinates, at most one of them a brigade."""
    ranked = sorted(gens, key=lambda g: (-getattr(M.GEN[g], rating), g))
    out: list[str] = []
    brig = False
    for g in ranked:
        if len(out) == count:
            break
        if M.cavalry(g):
            if brig:
                continue
            brig = True
        out.append(g)
    return out


def leaders(st: dict, side: str, space: str, attacking: bool, active: str | None,
            enemy_army: bool, enemy_cmd_rating: int | None = None,
            detached: bool = False) -> tuple[int, list[str], list[str]]:
    """5.12: the leadership DRM of ``side`` and the generals whose ratings
    count (the commander first). A moving general uses his offence, one at
    rest his defence. ``detached``: card 105 took the army's cavalry away
    (its commander -2, its cavalry generals do not count). Returns (DRM,
    rated generals, words)."""
    rating = "offence" if attacking else "defence"
    armies = M.armies_at(st, side, space)
    notes: list[str] = []
    if armies:
        a = st["armies"][armies[0]]
        cmd = a["cmd"]
        base = army_cmd_rating(st, side, space, attacking, enemy_army, detached)
        subs = [g for g in M.army_gens(st, armies[0]) if g != cmd and not (detached and M.cavalry(g))]
        if enemy_army and not any(M.cavalry(g) for g in M.army_gens(st, armies[0])):
            notes.append("screening")
        count = 2
        if enemy_army and side == "union" and enemy_cmd_rating is not None and base < enemy_cmd_rating:
            count = 1
        chosen = _best(subs, rating, count)
        return base + sum(getattr(M.GEN[g], rating) for g in chosen), ([cmd] if cmd else []) + chosen, notes
    gens = M.gens_at(st, side, space)
    if attacking and active in gens:
        lead = active
    else:
        inf = [g for g in gens if not M.cavalry(g)]
        pool = inf or gens
        lead = max(pool, key=lambda g: (M.pi(g), g)) if pool else None
    if lead is None:
        return 0, [], notes
    return getattr(M.GEN[lead], rating), [lead], notes


def army_cmd_rating(st: dict, side: str, space: str, attacking: bool, enemy_army: bool,
                    detached: bool = False) -> int | None:
    """5.12: the army commander's rating (5.4: a generic one is 0), -2 with no
    cavalry against an enemy army (screening), or when card 105 detached it
    (4.2.5; the two do not add up: RULES_NOTES "interrupt windows")."""
    armies = M.armies_at(st, side, space)
    if not armies:
        return None
    a = st["armies"][armies[0]]
    rating = "offence" if attacking else "defence"
    base = getattr(M.GEN[a["cmd"]], rating) if a["cmd"] else 0
    if detached or (enemy_army and not any(M.cavalry(g) for g in M.army_gens(st, armies[0]))):
        base = max(0, base - 2)
    return base


# -- losses ---------------------------------------------------------------------------------

def take_losses(game, st: dict, side: str, space: str, n: int) -> int:
    """5.15: ``n`` SP lost in ``space``: infantry first (loose, then army
    boxes), then brigades (RULES_NOTES "losses"). Returns the SP lost."""
    lost = 0
    while lost < n:
        if M.loose_sp(st, side, space):
            M.add_sp(st, side, space, -1)
        else:
            box = [a for a in M.armies_at(st, side, space) if st["armies"][a]["sp"] > 0]
            if box:
                st["armies"][box[0]]["sp"] -= 1
            else:
                brig = M.brigades_at(st, side, space)
                if not brig:
                    break
                from . import abilities
                if not abilities.shrink(st, brig[-1]):     # 7: a 2 SP brigade back to 1
                    lose_brigade(st, brig[-1])
        lost += 1
    return lost


def lose_brigade(st: dict, gid: str) -> None:
    """5.7: a brigade's SP lost: its general to the turn track (CSA: three
    turns), or, with the optional replacements (7), for good."""
    if not replaced(st, gid):
        M.to_track(st, gid)


def replaced(st: dict, gid: str, fate: str = "out") -> bool:
    """7 (optional rule "cavalry_replacements"): an original cavalry general
    lost (his brigade destroyed, or killed) leaves the game for good and his
    replacement goes to the turn track; a replacement lost returns as usual,
    and so does Sheridan (no replacement); Van Dorn's brigade has none.
    True when the rule took him."""
    from . import oob
    if not st["op"].get("cavalry_replacements") or not M.cavalry(gid):
        return False
    g = M.GEN[gid]
    if g.replaces or oob.SELF_REPLACING in g.flags:
        return False
    st["gens"][gid] = fate
    rep = next((r for r in sorted(M.GEN) if M.GEN[r].replaces == gid), None)
    if rep and st["gens"].get(rep) == "opt":
        M.to_track(st, rep)
        log(st, f"{M.gname(gid)} is lost for good; {M.gname(rep)} will replace him.",
            f"{M.gname(gid)} se pierde para siempre; {M.gname(rep)} lo sustituirá.", "7")
    else:
        log(st, f"{M.gname(gid)} is lost for good.", f"{M.gname(gid)} se pierde para siempre.", "7")
    return True


def eliminate_armies(game, st: dict, side: str, space: str) -> None:
    """5.4: an army with no SP left is eliminated: its generals to the turn
    track, its marker too, Union -10 / CSA -5 SW at once."""
    for aid in M.armies_at(st, side, space):
        if M.army_total(st, aid) > 0:
            continue
        for g in M.army_gens(st, aid):
            M.to_track(st, g)
        st["armies"][aid]["at"] = None
        st["armies"][aid]["cmd"] = None
        st["armies"][aid]["back"] = st["turn"] + 1
        M.sw(st, side, -10 if side == "union" else -5, f"the {M.army_name(aid, 'en')} is eliminated",
             f"el {M.army_name(aid, 'es')} es eliminado", "5.4")


def clear_generals(st: dict, side: str, space: str) -> None:
    """5.12: generals of a force with no SP left go to the turn track."""
    if M.total_sp(st, side, space) == 0:
        for g in M.loose_gens(st, side, space):
            M.to_track(st, g)


# -- forts and overruns (5.9, 5.23) ------------------------------------------------------------

def take_fort(game, st: dict, side: str, space: str) -> None:
    """5.9, 5.23: an ungarrisoned fort entered: a counter is removed, a coastal
    fort captured (the mover's PC); a CSA fort lost costs CSA 1 SW, gains the
    Union 1."""
    owner = M.fort(st, space)
    if space in st["forts"]:
        del st["forts"][space]
        st["fort_track"].append([owner, st["turn"] + 1])
        log(st, f"The {M.SHORT[owner]} fort at {M.sname(space)} is destroyed.",
            f"El fuerte de {M.SHORT_ES[owner]} en {M.sname(space)} es destruido.", "5.23")
    else:
        M.set_ctl(st, space, side)
        log(st, f"The coastal fort at {M.sname(space)} is captured.",
            f"El fuerte costero de {M.sname(space)} es capturado.", "5.23")
    if owner == "csa":
        M.sw(st, "csa", -1, "a fort lost", "un fuerte perdido", "5.23")
        M.sw(st, "union", 1, "a Confederate fort taken", "un fuerte confederado tomado", "5.23")
    if side == "union":
        st["union_win"] = True                      # 5.9: counts as a victory for Emancipation


def overrun(game, st: dict, side: str, space: str, mine: int, theirs: int) -> None:
    """5.9: 10:1 with no fort: no battle, the smaller force is eliminated."""
    enemy = M.ENEMY[side]
    log(st, f"Overrun at {M.sname(space)}: {mine} SP against {theirs}; the defenders are destroyed.",
        f"Arrollamiento en {M.sname(space)}: {mine} UM contra {theirs}; los defensores son destruidos.", "5.9")
    take_losses(game, st, enemy, space, theirs)
    eliminate_armies(game, st, enemy, space)
    for g in M.gens_at(st, enemy, space):
        M.to_track(st, g)
    if side == "union":
        st["union_win"] = True


# -- the battle ------------------------------------------------------------------------------

def star_counts(st: dict, space: str) -> bool:
    """5.12: the star breaks no tie in a resource centre (destroyed or not) or
    a capital (national or Union state capital)."""
    return not (board.rc_value(space) or board.state_capital(space)
                or space in st["capital"].values() or space in ("washington_dc", "richmond"))


def resolve(game, st: dict, f: dict) -> None:
    """5.12: the whole battle; pops with its result or pushes a retreat."""
    from . import queue, supply
    space, att = f["at"], f["att"]
    queue.battle_fought(st, space)                    # 7: a queued general who fights loses his queue
    dfn = M.ENEMY[att]
    a_sp, d_sp = M.total_sp(st, att, space), M.total_sp(st, dfn, space)
    size = T.battle_size(a_sp + d_sp)
    a_army, d_army = bool(M.armies_at(st, att, space)), bool(M.armies_at(st, dfn, space))
    cut = f.get("detached") or []                     # 4.2.5: card 105's side(s)
    a_cmd = army_cmd_rating(st, att, space, True, d_army, att in cut)
    d_cmd = army_cmd_rating(st, dfn, space, False, a_army, dfn in cut)
    a_lead, a_gens, _ = leaders(st, att, space, True, f.get("gen"), d_army, d_cmd, att in cut)
    d_lead, d_gens, _ = leaders(st, dfn, space, False, None, a_army, a_cmd, dfn in cut)
    a_drm, d_drm = a_lead, d_lead
    words_en, words_es = [], []
    for side in cut:
        words_en.append(f"{M.SHORT[side]} cavalry detached")
        words_es.append(f"caballería de {M.SHORT_ES[side]} destacada")
    if f.get("csa2"):                                 # 4.2.5: card 28
        if att == "csa":
            a_drm += 2
        else:
            d_drm += 2
        words_en.append("Franz Sigel CSA +2")
        words_es.append("Franz Sigel CSA +2")
    no_fort = bool(f.get("no_fort"))                  # 4.2.5: card 130
    if f.get("icpt"):
        d_drm += 2
        words_en.append("interception +2")
        words_es.append("intercepción +2")
    amph = bool(f.get("amph"))
    if M.fort(st, space) == dfn and d_sp > 0 and not amph and not no_fort:
        d_drm += 2
        words_en.append("fort +2")
        words_es.append("fuerte +2")
    if amph:
        # 5.19: the net amphibious modifier, to the larger side, at most +3
        csa = (2 if space in st["ironclads"] else 0) + (2 if M.fort(st, space) == "csa" and not no_fort else 0) \
            + (1 if st["hunley"] == space else 0) + (1 if space in st["torpedoes"] else 0)
        union = st["amph"] + int(f.get("amph_drm", 0))
        net = min(3, abs(union - csa))
        if union > csa:
            a_drm += net
        elif csa > union:
            d_drm += net
        if net:
            side = "Union" if union > csa else "CSA"
            words_en.append(f"amphibious {side} +{net}")
            words_es.append(f"anfibio {'Unión' if union > csa else 'CSA'} +{net}")
        if st["hunley"] == space:
            st["hunley"] = None                       # 5.22: used once
        if d_sp == 0:
            a_drm += 4                                # 5.19: against an ungarrisoned fort
            words_en.append("ungarrisoned fort +4")
            words_es.append("fuerte sin guarnición +4")
    if not (amph and d_sp == 0) and (a_sp >= 3 * max(d_sp, 1) or d_sp >= 3 * max(a_sp, 1)):
        if a_sp > d_sp:
            a_drm += T.odds_drm(a_sp, d_sp)
        else:
            d_drm += T.odds_drm(d_sp, a_sp)
    # 5.14: each elite unit with the side's army here adds +1 (the owner always
    # uses it, RULES_NOTES "elite units")
    a_elite = elite_here(st, att, space) if f.get("use_elite", {}).get(att, True) else []
    d_elite = elite_here(st, dfn, space) if f.get("use_elite", {}).get(dfn, True) else []
    a_elite_n = sum(st["elite"][att].count(a) for a in a_elite)
    d_elite_n = sum(st["elite"][dfn].count(a) for a in d_elite)
    if a_elite_n:
        a_drm += a_elite_n
        words_en.append(f"attacker's elite +{a_elite_n}")
        words_es.append(f"élite del atacante +{a_elite_n}")
    if d_elite_n:
        d_drm += d_elite_n
        words_en.append(f"defender's elite +{d_elite_n}")
        words_es.append(f"élite del defensor +{d_elite_n}")
    a_oos = not supply.in_supply(st, att, f["src"])
    d_oos = not supply.in_supply(st, dfn, space, avoid=f["src"])
    if a_oos:
        d_drm += 2
        words_en.append("attacker out of supply +2")
        words_es.append("atacante sin abastecimiento +2")
    if d_oos:
        a_drm += 2
        words_en.append("defender out of supply +2")
        words_es.append("defensor sin abastecimiento +2")
    had_fort = M.fort(st, space) == dfn
    had_general = bool(M.gens_at(st, dfn, space))
    ar, dr = roll(st, att), roll(st, dfn)
    a_mod, d_mod = ar + a_drm, dr + d_drm
    a_res, d_res = T.attacker_result(size, a_mod), T.defender_result(size, d_mod)
    won = T.attacker_wins(a_res, d_res, star_counts(st, space), ungarrisoned_fort=(d_sp == 0))
    winner, loser = (att, dfn) if won else (dfn, att)
    size_es = {"small": "pequeña", "medium": "mediana", "large": "grande"}[size]
    log(st, f"Battle of {M.sname(space)} ({size}, {a_sp} SP against {d_sp}): {M.SHORT[att]} rolls {ar}{a_drm:+d} = "
            f"{a_mod}, {M.SHORT[dfn]} rolls {dr}{d_drm:+d} = {d_mod}"
            + (f" ({', '.join(words_en)})" if words_en else "") + f"; {M.SHORT[winner]} wins.",
        f"Batalla de {M.sname(space)} ({size_es}, {a_sp} UM contra {d_sp}): {M.SHORT_ES[att]} saca {ar}{a_drm:+d} = "
            f"{a_mod}, {M.SHORT_ES[dfn]} saca {dr}{d_drm:+d} = {d_mod}"
            + (f" ({', '.join(words_es)})" if words_es else "") + f"; gana {M.SHORT_ES[winner]}.", "5.12")
    # 5.13: general casualties (before the losses, every general present is eligible)
    dead = casualties(st, att, dfn, space, a_mod >= 10, d_mod >= 10, a_sp, d_sp, a_oos, d_oos, cut)
    # 5.15: losses, capped at twice the inflicting side's SP; the owner chooses which (cavalry or infantry)
    d_loss = min(a_res.losses, T.loss_cap(a_sp))
    a_loss = min(d_res.losses, T.loss_cap(d_sp))
    f["ctx"] = {"a_sp": a_sp, "d_sp": d_sp, "size": size, "a_elite": a_elite, "d_elite": d_elite,
                "a_loss": a_loss, "d_loss": d_loss, "same": a_res.losses == d_res.losses, "a_star": a_res.star,
                "winner": winner, "loser": loser, "dead": dead, "amph": amph, "had_fort": had_fort,
                "had_general": had_general, "chosen": {}}
    finish(game, st, f)


def loss_options(st: dict, side: str, space: str, n: int) -> list[tuple[str, ...]]:
    """5.15: the brigades the owner may lose among ``n`` SP, the rest from
    the infantry: every set of brigades each losing at least 1 SP whose
    losses and the infantry cover ``n`` (none when the force has no choice)."""
    brig = sorted(M.brigades_at(st, side, space))
    inf = M.infantry_sp(st, side, space)
    if n <= 0 or not brig or inf == 0 or n >= M.total_sp(st, side, space):
        return []
    out = []
    for k in range(min(len(brig), n) + 1):
        for combo in itertools.combinations(brig, k):
            if n - min(n, sum(M.brigade_sp(st, g) for g in combo)) <= inf:
                out.append(combo)
    return out if len(out) > 1 else []


def take_chosen(game, st: dict, side: str, space: str, n: int, chosen: Sequence[str]) -> int:
    """5.15: ``n`` SP lost, first from the brigades the owner chose, then as
    ``take_losses`` takes them."""
    from . import abilities
    lost = 0
    for g in chosen:
        while lost < n and g in M.brigades_at(st, side, space):
            if not abilities.shrink(st, g):         # 7: a 2 SP brigade back to 1
                lose_brigade(st, g)
            lost += 1
    return lost + take_losses(game, st, side, space, n - lost)


def finish(game, st: dict, f: dict) -> None:
    """5.12 after the dice: the losses (each owner choosing its own, 5.15),
    the elite units lost, the result and the retreat."""
    c = f["ctx"]
    space, att = f["at"], f["att"]
    dfn = M.ENEMY[att]
    for side, n in ((dfn, c["d_loss"]), (att, c["a_loss"])):
        if side not in c["chosen"] and loss_options(st, side, space, n):
            f["wait"] = "losses"
            game.flow.push(st, "losses", who=side, at=space, n=n)
            return
    a_sp, d_sp, size, a_elite, d_elite = c["a_sp"], c["d_sp"], c["size"], c["a_elite"], c["d_elite"]
    a_loss, d_loss, winner, loser, dead, amph = c["a_loss"], c["d_loss"], c["winner"], c["loser"], c["dead"], c["amph"]
    had_fort, had_general = c["had_fort"], c["had_general"]
    take_chosen(game, st, dfn, space, d_loss, c["chosen"].get(dfn, ()))
    take_chosen(game, st, att, space, a_loss, c["chosen"].get(att, ()))
    for side, used, lost in ((att, a_elite, a_loss), (dfn, d_elite, d_loss)):
        if used and lost >= 2:                      # 5.14: an elite unit is lost too
            st["elite"][side].remove(used[0])
            log(st, f"The {M.SHORT[side]} force lost {lost} SP after using its elite unit: the unit is eliminated.",
                f"La fuerza de {M.SHORT_ES[side]} perdió {lost} UM tras usar su unidad de élite: la unidad es "
                "eliminada.", "5.14")
    log(st, f"Losses: {M.SHORT[att]} {a_loss} SP, {M.SHORT[dfn]} {d_loss} SP.",
        f"Pérdidas: {M.SHORT_ES[att]} {a_loss} UM, {M.SHORT_ES[dfn]} {d_loss} UM.", "5.15")
    a_left, d_left = M.total_sp(st, att, space), M.total_sp(st, dfn, space)
    if a_left == 0 and d_left == 0 and size != "large":
        # 5.12: both eliminated in a small or medium battle: the winner keeps 1 SP
        if c["same"] and not (c["a_star"] and star_counts(st, space)):
            M.add_sp(st, att, space, 1)
            M.add_sp(st, dfn, space, 1)
            winner, loser = dfn, att
        else:
            M.add_sp(st, winner, space, 1)
        a_left, d_left = M.total_sp(st, att, space), M.total_sp(st, dfn, space)
    if size == "large":
        M.sw(st, winner, 3, "a large battle won", "una batalla grande ganada", "5.12")
        M.sw(st, loser, -5, "a large battle lost", "una batalla grande perdida", "5.12")
    if winner == "union" and size in ("medium", "large"):
        st["union_win"] = True                      # 5.2: the Emancipation trigger
    if size == "large":                              # 5.8: the relief of a beaten army costs half
        for aid in M.armies_at(st, loser, space):
            st["armies"][aid]["lost_at"] = st.get("round_no", 0)
    beaten = M.commander(st, dfn, space) if winner == att else None
    eliminate_armies(game, st, att, space)
    eliminate_armies(game, st, dfn, space)
    res = {"winner": winner, "beaten": beaten}
    if dead and any(g == f.get("gen") for g in dead):
        res["stop"] = True                           # 5.13: a dead leader's move ends
    if amph:
        res["stop"] = True                           # 5.17: a naval move ends on arrival
        if winner == dfn or M.total_sp(st, att, space) == 0:
            # 5.19: a beaten landing goes back to its port, whatever became of the defenders
            if M.total_sp(st, att, space) or M.gens_at(st, att, space):
                from . import moves
                moves.move_all(st, att, space, f["src"])
                log(st, f"The landing fails: the force returns to {M.sname(f['src'])}.",
                    f"El desembarco fracasa: la fuerza vuelve a {M.sname(f['src'])}.", "5.19")
                if f.get("ran"):                     # 5.18: after running the batteries, 1 SP more
                    take_losses(game, st, att, f["src"], 1)
                    eliminate_armies(game, st, att, f["src"])
                    clear_generals(st, att, f["src"])
            res["winner"], res["gone"] = dfn, True
            game.flow.pop(game, st, res)
            return
        if M.total_sp(st, dfn, space) == 0:
            clear_generals(st, dfn, space)
            for g in M.gens_at(st, dfn, space):
                M.to_track(st, g)
            if M.fort(st, space) == dfn:
                take_fort(game, st, att, space)
            game.flow.pop(game, st, res)
            return
    if winner == att:
        clear_generals(st, att, space)
        if M.total_sp(st, att, space) == 0:          # 7.3.3: the winner wiped out stays out
            res["gone"] = True
            clear_generals(st, dfn, space)
            game.flow.pop(game, st, res)
            return
        if d_left == 0:
            clear_generals(st, dfn, space)
            for g in M.gens_at(st, dfn, space):
                M.to_track(st, g)
            if M.fort(st, space) == dfn:            # 5.9: the fort, now empty, falls
                take_fort(game, st, att, space)
            game.flow.pop(game, st, res)
            return
        choices = defender_retreats(st, dfn, space, f["src"])
        if not choices:
            surrender(game, st, dfn, space)
            game.flow.pop(game, st, res)
            return
        chooser = choices[0][1]
        if len(choices) == 1:
            retreat_to(game, st, dfn, space, choices[0][0], res)
            return
        f["res"] = res
        game.flow.push(st, "retreat", who=chooser, side=dfn, at=space, options=[c[0] for c in choices])
        return
    # the defender won
    if d_left == 0 and a_left > 0 and not had_fort:
        clear_generals(st, dfn, space)
        # 7.3.3 B: a defending general: the attacker holds the space but stops;
        # C: none: it goes on only if it began with more than twice the SP
        res["stop"] = had_general or not (a_sp > 2 * d_sp)
        game.flow.pop(game, st, res)
        return
    if a_left == 0:
        clear_generals(st, att, space)
        res["gone"] = True
        game.flow.pop(game, st, res)
        return
    res["gone"] = True
    attacker_retreat(game, st, att, space, f["src"], res)


def casualties(st: dict, att: str, dfn: str, space: str, a10: bool, d10: bool,
               a_sp: int, d_sp: int, a_oos: bool, d_oos: bool, detached=()) -> list[str]:
    """5.13: a modified 10 puts every general present at risk but an army's
    commander (unless he is the only general); the side that rolled it loses
    one on 1-3, the other on 1. No check for the defender of an attack at 1:3
    or worse or out of supply; none for the attacker at 3:1 or better or
    against a defender out of supply."""
    if not (a10 or d10):
        return []
    dead: list[str] = []
    for side, ten in ((att, a10), (dfn, d10)):
        if side == dfn and (3 * a_sp <= d_sp or a_oos):
            continue
        if side == att and (a_sp >= 3 * d_sp or d_oos):
            continue
        gens = [g for g in M.gens_at(st, side, space) if not (side in detached and M.cavalry(g))]   # 4.2.5: 105
        cmds = {st["armies"][a]["cmd"] for a in M.armies_at(st, side, space)}
        if any((fr.get("orders") or {}).get("exposed") for fr in st["flow"]):
            cmds = set()                         # 5.13: a strategic concentration's battle (75, 100, 101)
        eligible = [g for g in gens if g not in cmds] if len(gens) > 1 else gens
        if not eligible:
            continue
        need = T.casualty_threshold(ten)
        r = roll(st, side)
        if r > need:
            log(st, f"{M.SHORT[side]} casualty check: rolls {r}, needs {need} or less to lose a general: none.",
                f"Bajas de generales de {M.SHORT_ES[side]}: saca {r}, necesita {need} o menos para perder uno: "
                "ninguno.", "5.13")
            continue
        pick = eligible[roll(st, side, len(eligible)) - 1]
        dead.append(pick)
        kill(st, pick)
        log(st, f"{M.gname(pick)} falls in the battle (casualty roll {r}).",
            f"{M.gname(pick)} cae en la batalla (tirada de bajas {r}).", "5.13")
    return dead


def kill(st: dict, gid: str) -> None:
    """5.13: a general killed leaves the game; a dead army commander is
    replaced by the next-highest PI general, or a generic one (5.4); a
    cavalry general's brigade SP goes to the turn track (5.7)."""
    from . import abilities
    at = st["gens"][gid]
    st["gens"][gid] = "dead"
    if gid in st.get("brig2", []):
        st["brig2"].remove(gid)
    replaced(st, gid, "dead")                       # 7: his replacement, with the optional rule
    if M.cavalry(gid):
        st["sp_track"].append([M.gen_side(gid), st["turn"] + 1])
    if at.startswith("A:"):
        a = st["armies"][at[2:]]
        if a["cmd"] == gid:
            rest = [g for g in M.army_gens(st, at[2:]) if not M.cavalry(g) and abilities.army_commander_ok(st, g)]
            a["cmd"] = max(rest, key=lambda g: (M.pi(g), g)) if rest else None


def surrender(game, st: dict, side: str, space: str) -> None:
    """5.16: no legal retreat: the force surrenders."""
    log(st, f"The {M.SHORT[side]} force at {M.sname(space)} has nowhere to retreat and surrenders.",
        f"La fuerza de {M.SHORT_ES[side]} en {M.sname(space)} no tiene retirada y se rinde.", "5.16")
    take_losses(game, st, side, space, M.total_sp(st, side, space))
    eliminate_armies(game, st, side, space)
    for g in M.gens_at(st, side, space):
        M.to_track(st, g)


def defender_retreats(st: dict, side: str, space: str, barred: str) -> list[tuple[str, str]]:
    """5.16: the spaces of the best priority the loser may retreat to, with
    who chooses among them (the loser; the winner at priorities 5 and 6)."""
    from . import moves, supply
    enemy = M.ENEMY[side]
    probe = {"who": side, "gen": None, "aid": None, "v": 0, "cmp": False}
    ranked: dict[int, list[str]] = {}
    for nb in board.neighbours(space):
        if nb == barred or M.occupied(st, enemy, nb) or M.fort(st, nb) == enemy:
            continue
        links = [lk for lk in board.links_between(space, nb) if lk.kind != "dotted" and not lk.bo]
        if not any(moves.link_problem(st, probe, lk, nb) is None for lk in links):
            continue
        owner = M.ctl(st, nb)
        loc = supply.in_supply(st, side, nb)
        if owner == side:
            prio = 1 if loc else 3
        elif owner is None:
            prio = 2 if loc else 4
        else:
            prio = 5 if loc else 6
        ranked.setdefault(prio, []).append(nb)
    if side == "union":                               # 5.16: a naval retreat ends at priority 1
        from . import naval
        for s in naval.naval_retreats(st, space):
            if s != barred and s not in ranked.get(1, []):
                ranked.setdefault(1, []).append(s)
    if not ranked:
        return []
    best = min(ranked)
    chooser = enemy if best >= 5 else side
    return [(s, chooser) for s in ranked[best]]


def retreat_to(game, st: dict, side: str, space: str, dest: str, result=None) -> None:
    """5.16: the loser retreats one space as a block; onto an enemy PC it
    loses 1 SP more. Then the frame pops with ``result``; first, if the
    retreat brings two of the side's armies together, its owner chooses the
    one that stays (5.4: at once, before the loss), and the rest follows."""
    from . import moves
    moves.move_all(st, side, space, dest)
    enemy = M.ENEMY[side]
    if M.fort(st, space) == side and M.total_sp(st, enemy, space) > 0:
        take_fort(game, st, enemy, space)           # 5.9: the fort left empty falls to the winner
    log(st, f"The {M.SHORT[side]} force retreats to {M.sname(dest)}.",
        f"La fuerza de {M.SHORT_ES[side]} se retira a {M.sname(dest)}.", "5.16")
    if len(M.armies_at(st, side, dest)) > 1:
        game.flow.goto(st, "armies", who=side, at=dest, then=result, retreat=True)
        return
    after_retreat(game, st, side, dest)
    game.flow.pop(game, st, result)


def after_retreat(game, st: dict, side: str, dest: str, keep: str | None = None) -> None:
    """5.16: the retreated force settles (5.4, 5.5; ``keep``: the army its
    owner kept), then pays for retreating onto an enemy space."""
    from . import organise
    organise.settle_space(game, st, side, dest, keep)
    if M.ctl(st, dest) == M.ENEMY[side]:
        take_losses(game, st, side, dest, 1)
        log(st, "It loses 1 SP for retreating onto an enemy space.",
            "Pierde 1 UM por retirarse a un espacio enemigo.", "5.16")
        eliminate_armies(game, st, side, dest)
        clear_generals(st, side, dest)


def attacker_retreat(game, st: dict, side: str, space: str, src: str, result=None) -> None:
    """5.16: a beaten attacker goes back where it came from (1 SP more lost if
    that space is enemy-controlled); then the frame pops with ``result``."""
    retreat_to(game, st, side, space, src, result)


class Battle(Step):
    """5.12: resolved at once (dice), then the retreat."""

    auto = True
    rule = "5.12"

    def who(self, game, st, f):
        return f["att"]

    def run(self, game, st, f):
        # 5.14: the attacker, then the defender, elects to use its elite units;
        # 4.2.5: then each, in the same order, may answer with a card (28, 105, 130)
        from . import interrupts
        while f.get("win", 0) < 4:
            k = f.get("win", 0)
            f["win"] = k + 1
            side = f["att"] if k % 2 == 0 else M.ENEMY[f["att"]]
            if k < 2:
                if elite_here(st, side, f["at"]):
                    f["wait"] = "elite"
                    game.flow.push(st, "elite", who=side, at=f["at"])
                    return
            elif interrupts.open_window(game, st, f, "battle", side, at=f["at"]):
                return
        if "ctx" in f:                                # 5.15: the dice rolled, a side chose its losses
            finish(game, st, f)
            return
        resolve(game, st, f)

    def resume(self, game, st, f, result):
        wait = f.pop("wait", None)
        if wait == "elite":
            f.setdefault("use_elite", {})[result["side"]] = result["use"]
            return
        if wait == "win":
            from . import interrupts
            interrupts.on_battle(game, st, f, result)
            return
        if wait == "draw":                            # card 130's draw, after a reshuffle
            return
        if wait == "losses":                          # 5.15
            f["ctx"]["chosen"][result["side"]] = list(result["lose"])
            return
        game.flow.pop(game, st, f["res"])


def elite_here(st: dict, side: str, space: str) -> list[str]:
    """5.14: the side's armies in ``space`` that hold elite units."""
    return [a for a in M.armies_at(st, side, space) if a in st["elite"][side]]


class Elite(Step):
    """5.14: the owner elects to use its elite units' +1 in this battle (an
    elite unit used is lost if its force loses 2 SP or more)."""

    rule = "5.14"

    def legal(self, game, st, f):
        return [("elite", "use"), ("elite", "keep")]

    def act(self, game, st, f, a):
        use = a[1] == "use"
        side = f["who"]
        log(st, f"{M.SHORT[side]} {'uses' if use else 'holds back'} its elite units.",
            f"{M.SHORT_ES[side]} {'usa' if use else 'reserva'} sus unidades de élite.", "5.14")
        game.flow.pop(game, st, {"side": side, "use": use})

    def prompt(self, game, st, f):
        return text(f"Battle at {M.sname(f['at'])}: use your elite units (+1 each; lost if you lose 2 SP or more), "
                    "or hold them back?", f"Batalla en {M.sname(f['at'])}: ¿usas tus unidades de élite (+1 cada "
                    "una; se pierden si pierdes 2 UM o más) o las reservas?", "5.14")

    def waiting(self, game, st, f, role):
        return text("The enemy decides on its elite units.", "El enemigo decide sobre sus unidades de élite.", "5.14")


class Losses(Step):
    """5.15: the owner of a force with brigades and infantry chooses which
    of its SP the battle's losses take."""

    rule = "5.15"

    def legal(self, game, st, f):
        return [("losses",) + combo for combo in loss_options(st, f["who"], f["at"], f["n"])] or [("losses",)]

    def act(self, game, st, f, a):
        lose = list(a[1:])
        side = f["who"]
        if lose:
            names = ", ".join(M.gname(g) for g in lose)
            log(st, f"{M.SHORT[side]} takes its losses from the cavalry first ({names}).",
                f"{M.SHORT_ES[side]} asigna primero sus pérdidas a la caballería ({names}).", "5.15")
        game.flow.pop(game, st, {"side": side, "lose": lose})

    def prompt(self, game, st, f):
        return text(f"Battle at {M.sname(f['at'])}: you lose {f['n']} SP. Choose which: infantry, or cavalry "
                    "brigades first.", f"Batalla en {M.sname(f['at'])}: pierdes {f['n']} UM. Elige cuáles: "
                    "infantería, o primero brigadas de caballería.", "5.15")

    def waiting(self, game, st, f, role):
        return text("The enemy chooses its losses.", "El enemigo elige sus pérdidas.", "5.15")


class Retreat(Step):
    """5.16: the retreating force's destination, chosen by the loser (or by
    the winner among enemy spaces)."""

    rule = "5.16"

    def legal(self, game, st, f):
        return [("retreat", s) for s in f["options"]]

    def act(self, game, st, f, a):
        retreat_to(game, st, f["side"], f["at"], a[1])

    def prompt(self, game, st, f):
        whose = "your" if f["who"] == f["side"] else "the enemy's"
        whose_es = "tu" if f["who"] == f["side"] else "la"
        return text(f"Choose where {whose} beaten force retreats from {M.sname(f['at'])}.",
                    f"Elige adónde se retira {whose_es} fuerza derrotada desde {M.sname(f['at'])}.", "5.16")

    def waiting(self, game, st, f, role):
        return text("A retreat is being chosen.", "Se está eligiendo una retirada.", "5.16")

    def refuse(self, game, st, f, a):
        return Illegal("a beaten force retreats to a space of the best priority available", rule="5.16",
                       es="una fuerza derrotada se retira a un espacio de la mejor prioridad disponible")
