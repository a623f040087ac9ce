"""Gettysburg: Badges of Courage — the Melee Phase (7.0): melees in letter
order, fire and hits by round, retreats, advance, regroup, and with the
``relay`` option the defender's melee orders (RULES_NOTES 7.2)."""

from __future__ import annotations

from ...core.errors import Illegal
from ...core.flow import Step
from ...core.game import text
from . import data as D
from . import model as M
from .common import (
    ENEMY, LETTERS, SIDE_EN, SIDE_ES, _eliminate, _log, _public_name, _roll, block,
    bname, cap)


def _steps() -> dict:
    """The flow's steps (rules.py builds them from every phase's module)."""
    from .rules import STEPS
    return STEPS


# -- Melee Phase (7.0) -----------------------------------------------------------------

class Melees(Step):
    """7.1: the phasing player resolves the melees one hex at a time, in the
    order he chooses."""
    rule = "7.1"

    def legal(self, game, st, f):
        return [("resolve", m["hex"]) for m in st["melees"]]

    def act(self, game, st, f, a):
        m = next(m for m in st["melees"] if m["hex"] == a[1])
        side = f["who"]
        game.flow.push(st, "melee", who=side, hex=m["hex"], rnd=1, acted=[], uns=m["uns"],
                       att=[list(x) for x in m["att"]])
        if any(h not in st["up"] for h in M.at(st, m["hex"], ENEMY[side])):
            game.flow.push(st, "show", who=ENEMY[side], why="melee", hex=m["hex"])
        else:
            drive_orders(game, st, game.flow.top(st))

    def resume(self, game, st, f, result):
        if not st["melees"]:
            game.flow.pop(game, st)

    def prompt(self, game, st, f):
        return text("Melee Phase: choose the next melee to resolve.",
                    "Fase de Melé: elige la siguiente melé que resolver.", "7.1")

    def waiting(self, game, st, f, role):
        return text(f"Waiting: {SIDE_EN[f['who']]} Melee Phase.", f"Esperando: Fase de Melé de {SIDE_ES[f['who']]}.",
                    "7.1")

    def refuse(self, game, st, f, a):
        return Illegal("choose one of the melees declared this turn", "7.1",
                       "elige una de las melés declaradas este turno")


def _melee_sides(st: dict, f: dict) -> tuple[list[str], list[str]]:
    att_side = st["side"]
    attackers = [h for h, _fr in f["att"] if st["pos"].get(h) == f["hex"]]
    defenders = M.at(st, f["hex"], ENEMY[att_side])
    return attackers, defenders


def _letter(st: dict, h: str) -> str:
    b = block(st, h)
    if b.get("melee_letter"):
        return b["melee_letter"]
    return b["letter"]


def _next_actor(st: dict, f: dict) -> tuple[str, list[str]] | None:
    """7.2: who acts next this round: the lowest letter first, the defender
    before the attacker within a letter; (side, its blocks of that letter
    still to act)."""
    attackers, defenders = _melee_sides(st, f)
    if not attackers or not defenders:
        return None
    for L in LETTERS:
        d = [h for h in defenders if h not in f["acted"] and _letter(st, h) == L]
        if d:
            return ENEMY[st["side"]], d
        a = [h for h in attackers if h not in f["acted"] and _letter(st, h) == L]
        if a:
            return st["side"], a
    return None


def melee_fire(st: dict, f: dict, h: str, attacker: bool) -> int:
    """7.2-7.6: a block's melee firepower this round."""
    penalty = 0
    if f["rnd"] == 1 and attacker:
        fr = next((fr for x, fr in f["att"] if x == h), None)
        if fr not in (None, "off"):
            penalty = D.melee_penalty(fr, f["hex"])   # 7.3
    return round_fire(block(st, h), f["rnd"], attacker, penalty)


def round_fire(b: dict, rnd: int, attacker: bool, penalty: int = 0) -> int:
    """7.2-7.6: the melee firepower of a block of record ``b`` in round
    ``rnd``; ``penalty``: the hexside an attacker crossed (7.3, round 1)."""
    fp = b.get("melee_fire") or b["fire"]
    if b["kind"] == "art":
        fp = b["fire"] if rnd == 1 else 1             # 7.4
    elif b["kind"] == "hart" and rnd > 1:
        fp = 1                                        # 7.4
    if rnd == 1 and b["kind"] == "cav":
        fp += -1 if attacker else 1                   # 7.6
    if rnd == 1 and attacker:
        fp -= penalty                                 # 7.3: round 1 only, may reach 0
    return max(fp, 0)


def held_by_penalty(st: dict, f: dict, h: str, attacker: bool) -> bool:
    """7.3: an attacker whose hexside penalty takes its firepower to 0 in the
    first round (penalties are cumulative and may reach 0) stays in the melee
    without dice: the penalty is the first round's only, so it strikes in the
    later rounds."""
    return (attacker and f["rnd"] == 1 and M.strength(st, h) > 0 and not M.is_hq(st, h)
            and melee_fire(st, f, h, True) == 0 and melee_fire(st, dict(f, rnd=2), h, True) > 0)


def _last_round(f: dict) -> int:
    return 2 if f["uns"] else 3                       # 7.8, 7.2


def retreat_hexes(st: dict, f: dict, h: str) -> list[str]:
    """7.7: attackers go back whence they came; defenders to an adjacent
    Friendly hex, else a Neutral one, never an Enemy hex or another melee's
    hex, one block per hexside a round, with room; "off" off the map edge."""
    side = M.side_of(h)
    hx = f["hex"]
    if side == st["side"]:
        fr = next(fr for x, fr in f["att"] if x == h)
        if fr == "off":
            return ["off"]
        if M.room(st, fr, side, column=h in st["col"]) and not M.at(st, fr, ENEMY[side]):
            return [fr]
        return []
    used = f.get("ret", [])
    pending = {m["hex"] for m in st["melees"]}
    friendly, neutral = [], []
    for n in M.neighbours(hx):
        if n in pending or M.enemy_hex(st, side, n) or M.at(st, n, ENEMY[side]):
            continue
        if D.side_id(hx, n) in used or not M.room(st, n, side, column=h in st["col"]):
            continue
        (friendly if M.friendly(st, side, n) else neutral).append(n)
    out = friendly or neutral
    if hx in D.EDGE:
        out = out + ["off"]
    return out


class Melee(Step):
    """7.2: one melee: up to 3 rounds; in each every block has one combat
    turn, A before B before C before D, the defender first within a letter;
    it melees or retreats."""
    rule = "7.2"

    def who(self, game, st, f):
        nxt = _next_actor(st, f)
        return nxt[0] if nxt else f["who"]

    def legal(self, game, st, f):
        nxt = _next_actor(st, f)
        if nxt is None:
            return [("end",)]
        side, blocks = nxt
        out = []
        attacker = side == st["side"]
        for h in blocks:
            must_go = attacker and f["rnd"] >= _last_round(f)
            if h in st["col"]:
                if f["rnd"] == 1:
                    out.append(("form", h))            # opt.column: into line in round 1
            elif not must_go and not M.is_hq(st, h) or (not attacker and M.is_hq(st, h)):
                if melee_fire(st, f, h, attacker) > 0 and M.strength(st, h) > 0:
                    out.append(("fight", h))
                elif held_by_penalty(st, f, h, attacker):
                    out.append(("stand", h))               # 7.3: it strikes from round 2 on
            for r in retreat_hexes(st, f, h):
                out.append(("retreat", h, r))
            if must_go and not retreat_hexes(st, f, h):
                out.append(("retreat", h, ""))           # 7.7: nowhere to go: eliminated
            if not attacker and not out:
                out.append(("stand", h))
        if not out:
            out = [("stand", h) for h in blocks]
        return out

    def resume(self, game, st, f, result):
        _melee_resume(game, st, f, result)

    def act(self, game, st, f, a):
        if a[0] == "end":
            finish_melee(game, st, f)
            return
        h = a[1]
        f["acted"].append(h)
        if a[0] == "fight":
            melee_strike(game, st, f, h)
        elif a[0] == "retreat":
            melee_retreat(st, f, h, a[2])
        elif a[0] == "form":
            st["col"].remove(h)
            _log(st, f"{bname(st, h)} forms line.", f"{bname(st, h, 'es')} forma en línea.", "opt.column")
        elif a[0] == "stand" and held_by_penalty(st, f, h, M.side_of(h) == st["side"]):
            _log(st, f"{bname(st, h)} holds: the hexside it crossed takes its firepower to 0 in the first "
                     "round; it strikes from the second.",
                 f"{bname(st, h, 'es')} aguanta: el hexside que cruzó deja su potencia en 0 en la primera "
                 "ronda; golpea desde la segunda.", "7.3")
        elif a[0] == "stand":
            _log(st, f"{bname(st, h)} holds (no way to strike or retreat).",
                 f"{bname(st, h, 'es')} aguanta (no puede golpear ni retirarse).", "7.2")
        advance_melee(game, st, f)

    def prompt(self, game, st, f):
        nxt = _next_actor(st, f)
        if nxt is None:
            attackers, defenders = _melee_sides(st, f)
            won_en = "the attacker holds the hex" if attackers and not defenders else "the defender holds"
            won_es = "el atacante ocupa el hex" if attackers and not defenders else "el defensor resiste"
            return text(f"Melee at {f['hex']} is over ({won_en}): finish it.",
                        f"La melé en {f['hex']} ha terminado ({won_es}): termínala.", "7.2")
        letter = _letter(st, nxt[1][0])
        return text(f"Melee at {f['hex']}, round {f['rnd']}: your {letter} blocks act: melee or retreat.",
                    f"Melé en {f['hex']}, asalto {f['rnd']}: actúan tus bloques {letter}: combatir o retirarse.",
                    "7.2")

    def waiting(self, game, st, f, role):
        return text(f"Melee at {f['hex']}, round {f['rnd']}: waiting for the other side.",
                    f"Melé en {f['hex']}, asalto {f['rnd']}: esperando al otro bando.", "7.2")

    def refuse(self, game, st, f, a):
        if a and a[0] == "fight" and f["rnd"] >= _last_round(f):
            return Illegal("in the last round the attacker's blocks must retreat", "7.2",
                           "en el último asalto los bloques atacantes deben retirarse")
        if a and a[0] == "retreat":
            return Illegal("retreat to a hex you attacked from (attacker) or an adjacent Friendly "
                           "(else Neutral) hex with room, one block per hexside a round", "7.7",
                           "retírate al hex desde el que atacaste (atacante) o a un hex Amigo (si no, "
                           "Neutral) adyacente con espacio, un bloque por lado de hex y asalto")
        return Illegal("it is the turn of the blocks with the lowest letter; the defender's act first",
                       "7.2", "actúan los bloques de letra más baja; primero los del defensor")


# -- relay: the defender's melee orders (RULES_NOTES 7.2) ---------------------------------

MAX_REGROUP_ORDERS = 4


class Morders(Step):
    """relay (RULES_NOTES 7.2): between two devices the side attacked gives,
    once for the Melee Phase, its orders for every melee: the round from
    which each of its blocks retreats and where to, which of its blocks
    takes a hit first among the strongest, and how it regroups if it holds
    (7.9). The attacker's device plays them; like standing orders they are
    public."""
    rule = "7.2"

    def legal(self, game, st, f):
        side = f["who"]
        mo = st.get("mo") or {}
        out = []
        for m in st["melees"]:
            hx = m["hex"]
            mine = M.at(st, hx, side)
            o = mo.get(hx, {})
            given = o.get("r", {})
            dests = [""] + [n for n in M.neighbours(hx)
                            if not M.at(st, n, ENEMY[side]) and not M.enemy_hex(st, side, n)]
            if hx in D.EDGE:
                dests.append("off")
            for h in mine:
                if h in given:
                    continue
                for r in range(1, _last_round(m) + 1):
                    out += [("order", h, r, d) for d in dests]
            rank = o.get("rank", [])
            if len(mine) > 1:
                out += [("rank", h) for h in mine if h not in rank]
            rg = o.get("rg", [])
            if len(rg) < MAX_REGROUP_ORDERS:
                named = {x[1] for x in rg}
                for n in M.neighbours(hx):
                    if not M.friendly(st, side, n) or M.at(st, n, ENEMY[side]):
                        continue
                    out += [("rg", hx, "out", h, n) for h in mine if h not in named]
                    out += [("rg", hx, "in", h, n) for h in M.at(st, n, side) if h not in named]
        out.append(("done",))
        return out

    def act(self, game, st, f, a):
        if a[0] == "done":
            _log(st, f"{SIDE_EN[f['who']]} has given its melee orders.",
                 f"{cap(SIDE_ES[f['who']])} ha dado sus órdenes de melé.", "7.2")
            game.flow.pop(game, st)
            return
        mo = st.setdefault("mo", {})
        if a[0] == "rg":
            hx, kind, h, n = a[1], a[2], a[3], a[4]
            mo.setdefault(hx, {}).setdefault("rg", []).append([kind, h, n])
            where_en = f"to {n}" if kind == "out" else f"from {n} into {hx}"
            where_es = f"a {n}" if kind == "out" else f"de {n} a {hx}"
            _log(st, f"Order: if {hx} holds, {_public_name(st, h, 'en')} regroups {where_en}.",
                 f"Orden: si {hx} resiste, {_public_name(st, h, 'es')} se reagrupa {where_es}.", "7.9")
            return
        h = a[1]
        hx = st["pos"][h]
        o = mo.setdefault(hx, {})
        if a[0] == "rank":
            o.setdefault("rank", []).append(h)
            k = len(o["rank"])
            _log(st, f"Order: among the strongest at {hx}, {bname(st, h)} takes hits {_nth(k)}.",
                 f"Orden: entre los más fuertes en {hx}, {bname(st, h, 'es')} encaja impactos en "
                 f"{_nth(k, 'es')} lugar.", "7.2")
            return
        o.setdefault("r", {})[h] = [a[2], a[3]]
        dest_en = f" to {a[3]}" if a[3] else ""
        dest_es = f" a {a[3]}" if a[3] else ""
        _log(st, f"Order: {bname(st, h)} at {hx} retreats{dest_en} at its turn from round {a[2]}.",
             f"Orden: {bname(st, h, 'es')} en {hx} se retira{dest_es} en su turno desde el asalto {a[2]}.",
             "7.2")

    def prompt(self, game, st, f):
        where = ", ".join(m["hex"] for m in st["melees"])
        return text(f"Melee orders for {where}: your blocks hold unless you order a retreat; say who "
                    "takes hits first among equals and how to regroup if you hold, then finish.",
                    f"Órdenes de melé para {where}: tus bloques resisten salvo que ordenes retirada; di "
                    "quién encaja primero entre iguales y cómo reagrupar si resistes, y termina.", "7.2")

    def waiting(self, game, st, f, role):
        return text(f"Waiting for {SIDE_EN[f['who']]}'s melee orders.",
                    f"Esperando las órdenes de melé de {SIDE_ES[f['who']]}.", "7.2")

    def refuse(self, game, st, f, a):
        return Illegal("order a block in a melee hex to retreat from a round (once), rank your blocks "
                       "for hits, or name a regroup next to the melee (7.9)", "7.2",
                       "ordena a un bloque de un hex de melé retirarse desde un asalto (una vez), "
                       "ordena tus bloques para los impactos, o indica un reagrupamiento junto a la melé (7.9)")


def _nth(k: int, lang: str = "en") -> str:
    if lang == "es":
        return f"{k}.º"
    return {1: "first", 2: "second", 3: "third"}.get(k, f"{k}th")


def ranked(st: dict, hx: str, tied: list[str]) -> str:
    """relay: which of the defender's tied strongest blocks takes a melee hit:
    the first his orders rank, else the first by handle."""
    rank = (st.get("mo") or {}).get(hx, {}).get("rank", [])
    return min(tied, key=lambda h: (rank.index(h) if h in rank else len(rank), h))


def drive_orders(game, st: dict, f: dict | None) -> None:
    """relay: while the defender is to act in melee ``f``, play his combat
    turn as his orders say (RULES_NOTES 7.2): retreat from the round ordered
    (to the hex ordered when it is open, else the first open one), else form
    line (opt.column), melee, or hold."""
    if not st["op"].get("relay") or f is None or f.get("step") != "melee":
        return
    if game.flow.top(st) is not f or f.get("pending"):
        return
    nxt = _next_actor(st, f)
    if nxt is None or nxt[0] == st["side"]:
        return
    legal = _steps()["melee"].legal(game, st, f)
    h = min(a[1] for a in legal if len(a) > 1)
    mine = [a for a in legal if len(a) > 1 and a[1] == h]
    order = (st.get("mo") or {}).get(f["hex"], {}).get("r", {}).get(h)
    retreats = [a for a in mine if a[0] == "retreat" and a[2]]
    pick = None
    if order and f["rnd"] >= order[0] and retreats:
        pick = next((a for a in retreats if a[2] == order[1]), retreats[0])
    for kind in ("form", "fight", "stand"):
        pick = pick or next((a for a in mine if a[0] == kind), None)
    if pick is None and retreats:
        want = order[1] if order else ""
        pick = next((a for a in retreats if a[2] == want), retreats[0])
    _steps()["melee"].act(game, st, f, pick or mine[0])


def melee_strike(game, st: dict, f: dict, h: str) -> None:
    side = M.side_of(h)
    attacker = side == st["side"]
    fp = melee_fire(st, f, h, attacker)
    s = M.strength(st, h)
    rolls = [_roll(st, side) for _ in range(s)]
    hits = sum(1 for r in rolls if r <= fp)
    _log(st, f"{bname(st, h)} ({_letter(st, h)}{fp}) melees: {' '.join(map(str, rolls))} = {hits} hit{'s' if hits != 1 else ''}.",
         f"{bname(st, h, 'es')} ({_letter(st, h)}{fp}) combate: {' '.join(map(str, rolls))} = {hits} impacto{'s' if hits != 1 else ''}.",
         "7.2")
    if hits:
        f["pending"] = [ENEMY[side], hits]
        _melee_hits(game, st, f)


def _melee_hits(game, st: dict, f: dict) -> None:
    """7.2, 7.5: hits to the strongest enemy block in the melee, HQs last;
    among ties the owner chooses."""
    side, n = f["pending"]
    while n > 0:
        attackers, defenders = _melee_sides(st, f)
        pool = attackers if side == st["side"] else defenders
        if not pool:
            break
        troops = [h for h in pool if not M.is_hq(st, h)]
        cand = troops or pool
        top = max(M.strength(st, h) for h in cand)
        tied = [h for h in cand if M.strength(st, h) == top]
        if len(tied) > 1 and side != st["side"] and st["op"].get("relay"):
            tied = [ranked(st, f["hex"], tied)]     # relay: the defender's orders (RULES_NOTES 7.2)
        if len(tied) > 1:
            f["pending"] = [side, n]
            game.flow.push(st, "mhit", who=side, hex=f["hex"], cand=tied)
            return
        _melee_loss(st, tied[0])
        n -= 1
    f["pending"] = None


def _melee_loss(st: dict, h: str) -> None:
    s = M.strength(st, h)
    floor = 0 if M.is_hq(st, h) else 1
    if s - 1 >= floor:
        M.lose(st, h)
        _log(st, f"{bname(st, h)} loses a step (strength {s - 1}).",
             f"{bname(st, h, 'es')} pierde un paso (fuerza {s - 1}).", "7.2")
    else:
        _eliminate(st, h, "7.2")


class MeleeHit(Step):
    """7.2: the owner picks which of his tied strongest blocks takes a melee hit."""
    rule = "7.2"

    def legal(self, game, st, f):
        return [("take", h) for h in f["cand"]]

    def act(self, game, st, f, a):
        _melee_loss(st, a[1])
        game.flow.pop(game, st, "hit")

    def prompt(self, game, st, f):
        return text(f"Melee at {f['hex']}: choose which of your strongest blocks takes the hit.",
                    f"Melé en {f['hex']}: elige cuál de tus bloques más fuertes encaja el impacto.", "7.2")

    def waiting(self, game, st, f, role):
        return text(f"Waiting for {SIDE_EN[f['who']]} to take a melee hit.",
                    f"Esperando a que {SIDE_ES[f['who']]} encaje un impacto de melé.", "7.2")

    def refuse(self, game, st, f, a):
        return Illegal("the hit goes to one of your strongest blocks in the melee", "7.2",
                       "el impacto va a uno de tus bloques más fuertes de la melé")


def _melee_resume(game, st: dict, f: dict, result) -> None:
    if f.get("pending"):
        side, n = f["pending"]
        f["pending"] = [side, n - 1]
        if n - 1 > 0:
            _melee_hits(game, st, f)
        else:
            f["pending"] = None
    if not f.get("pending"):
        advance_melee(game, st, f)



def melee_retreat(st: dict, f: dict, h: str, dest: str) -> None:
    hx = f["hex"]
    if dest == "":
        _eliminate(st, h, "7.7")
        return
    if dest == "off":
        del st["pos"][h]
        st["off"][h] = hx
        if h in st["col"]:
            st["col"].remove(h)
        if h in st["up"]:
            st["up"].remove(h)
        _log(st, f"{bname(st, h)} retreats off the map from {hx}.",
             f"{bname(st, h, 'es')} se retira fuera del mapa desde {hx}.", "7.7")
        return
    st["pos"][h] = dest
    f.setdefault("ret", []).append(D.side_id(hx, dest))
    _log(st, f"{bname(st, h)} retreats from {hx} to {dest}.", f"{bname(st, h, 'es')} se retira de {hx} a {dest}.",
         "7.7")


def advance_melee(game, st: dict, f: dict) -> None:
    """After a combat turn: the next one, the next round, or the end."""
    if f.get("pending"):
        return
    attackers, defenders = _melee_sides(st, f)
    if not attackers or not defenders:
        return                                     # the step offers ("end",)
    if _next_actor(st, f) is None:
        if f["rnd"] >= _last_round(f):
            return
        f["rnd"] += 1
        f["acted"] = []
        f["ret"] = []
    drive_orders(game, st, f)


def finish_melee(game, st: dict, f: dict) -> None:
    """7.2, 7.9: the attacker wins if no defender is left in the hex."""
    attackers, defenders = _melee_sides(st, f)
    side = st["side"]
    st["melees"] = [m for m in st["melees"] if m["hex"] != f["hex"]]
    winner = side if attackers and not defenders else ENEMY[side]
    _log(st, f"Melee at {f['hex']}: {SIDE_EN[winner]} wins.", f"Melé en {f['hex']}: gana {SIDE_ES[winner]}.", "7.2")
    hx = f["hex"]
    game.flow.pop(game, st)
    if not M.at(st, hx, winner):
        return
    frame = {"step": "regroup", "who": winner, "hex": hx, "used": []}
    if _steps()["regroup"].legal(game, st, frame) == [("done",)]:
        return                                     # 7.9: nowhere to regroup: no decision
    if winner != side and st["op"].get("relay"):
        # relay: the defender regroups as his orders say, as far as they still can
        for kind, h, n in (st.get("mo") or {}).get(hx, {}).get("rg", []):
            a = (kind, h, n)
            if a in _steps()["regroup"].legal(game, st, frame):
                _steps()["regroup"].act(game, st, frame, a)
        return
    game.flow.push(st, "regroup", who=winner, hex=hx, used=[])


class Regroup(Step):
    """7.9: the winners may withdraw to adjacent Friendly hexes and friendly
    blocks from adjacent hexes may join them, one block per hexside and
    never both ways across one hexside."""
    rule = "7.9"

    def legal(self, game, st, f):
        side, hx = f["who"], f["hex"]
        out = []
        pending = {m["hex"] for m in st["melees"]}
        for n in M.neighbours(hx):
            sid = D.side_id(hx, n)
            if sid in f["used"] or n in pending or not M.friendly(st, side, n) or M.at(st, n, ENEMY[side]):
                continue
            if M.room(st, n, side):
                for h in M.at(st, hx, side):
                    out.append(("out", h, n))
            if M.room(st, hx, side):
                for h in M.at(st, n, side):
                    out.append(("in", h, n))
        out.append(("done",))
        return out

    def act(self, game, st, f, a):
        side, hx = f["who"], f["hex"]
        if a[0] == "done":
            game.flow.pop(game, st)
            return
        h, n = a[1], a[2]
        f["used"].append(D.side_id(hx, n))
        src, dst = (hx, n) if a[0] == "out" else (n, hx)
        st["pos"][h] = dst
        _log(st, f"{cap(_public_name(st, h, 'en'))} regroups from {src} to {dst}.",
             f"{cap(_public_name(st, h, 'es'))} se reagrupa de {src} a {dst}.", "7.9")

    def prompt(self, game, st, f):
        return text(f"You won the melee at {f['hex']}: regroup (withdraw or reinforce), then finish.",
                    f"Has ganado la melé en {f['hex']}: reagrupa (retira o refuerza) y termina.", "7.9")

    def waiting(self, game, st, f, role):
        return text(f"Waiting for {SIDE_EN[f['who']]} to regroup after the melee.",
                    f"Esperando a que {SIDE_ES[f['who']]} se reagrupe tras la melé.", "7.9")

    def refuse(self, game, st, f, a):
        return Illegal("regroup only between the won hex and adjacent Friendly hexes, one block per "
                       "hexside", "7.9", "solo se reagrupa entre el hex ganado y hexes Amigos adyacentes, "
                                         "un bloque por lado de hex")
