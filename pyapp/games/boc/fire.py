"""Gettysburg: Badges of Courage — the Fire Phase (5.0): targets, fire and
its hits (5.2), artillery (5.3) and its repulse (5.33), and, with the
``relay`` option, hits answered in batches."""

from __future__ import annotations

from ...core.errors import Illegal
from ...core.flow import Step
from ...core.game import text
from . import command as C
from . import data as D
from . import model as M
from .common import (
    ENEMY, SIDE_EN, SIDE_ES, _check_value, _eliminate, _log, _public_name, _reveal, _roll, block,
    bname, cap)


# -- Fire Phase (5.0) ---------------------------------------------------------------

def fire_targets(st: dict, side: str, h: str, cmd=None, occ=None) -> list[tuple]:
    """5.1-5.3: (target hex, hexside direction, revealed artillery handle or "")
    for every shot block ``h`` may take now."""
    b = block(st, h)
    if b["kind"] not in ("inf", "cav", "art", "hart") or h in st["done"] or h in st["col"]:
        return []                                  # opt.column: a column cannot fire
    if not C.under_command(st, side, h, cmd):
        return []
    hx = st["pos"][h]
    used = st["fs"].get(hx, [])
    occ = occ if occ is not None else M.sides_at(st)
    enemy = ENEMY[side]
    out = []
    if b["kind"] in ("inf", "cav"):
        for n in M.neighbours(hx):
            if enemy in occ.get(n, ()) and M.direction(hx, n) not in used:
                if b["fire"] - D.fire_penalty(hx, n) > 0:
                    out.extend(_with_art(st, n, M.direction(hx, n), enemy))
        return out
    for d in range(6):
        if d in used:
            continue
        for t in D.cone(hx, d):
            if enemy not in occ.get(t, ()):
                continue
            r = M.distance(hx, t)
            if r == 1:
                if b["fire"] - D.fire_penalty(hx, t) <= 0:
                    continue
            elif not b.get("long") or not D.los(hx, t, d):   # 5.33: traced through this hexside
                continue
            out.extend(_with_art(st, t, d, enemy))
    return out


def _with_art(st: dict, t: str, d: int, enemy: str) -> list[tuple]:
    """5.31: a face-up enemy artillery block may be singled out."""
    out = [(t, d, "")]
    for e in M.at(st, t, enemy):
        if e in st["up"]:
            v = st["sealed"].get(e)
            if v is not None and D.BLOCKS[v[0]]["kind"] in ("art", "hart"):
                out.append((t, d, e))
    return out


def firepower(st: dict, h: str, t: str) -> int:
    """5.2, 5.22, 5.31: block ``h``'s firepower at hex ``t`` (long range: its
    small firepower and no hexside penalty; short: less the hexside's)."""
    b = block(st, h)
    hx = st["pos"][h]
    if M.distance(hx, t) > 1:
        return b.get("long") or 0
    return max(0, b["fire"] - D.fire_penalty(hx, t))


def shots(st: dict, known: set) -> dict:
    """For the table, in the phasing side's Fire Phase: each of its known
    blocks that may fire now, and each target hex it may fire at, with the
    firepower and dice (5.2): {handle: [[hex, firepower, dice, long, halved]]};
    ``halved``: the target's hex gives D2 (5.24)."""
    from . import terrain as T
    side = st["side"]
    out: dict = {}
    occ = M.sides_at(st)
    cmd = C.commanders(st, side)
    for h in sorted(M.on_map(st, side)):
        if h not in known or st["sealed"].get(h) is None:
            continue
        seen = []
        for t, _d, _art in fire_targets(st, side, h, cmd, occ):
            if t in seen:
                continue
            seen.append(t)
            long = M.distance(st["pos"][h], t) > 1
            out.setdefault(h, []).append([t, firepower(st, h, t), M.strength(st, h), int(long), int(T.d2(t))])
    return out


class Fire(Step):
    """5.1-5.3: blocks under command fire, one at a time."""
    rule = "5.2"

    def legal(self, game, st, f):
        side = f["who"]
        cmd = C.commanders(st, side)
        occ = M.sides_at(st)
        out = []
        for h in M.on_map(st, side):
            for t, d, art in fire_targets(st, side, h, cmd, occ):
                out.append(("fire", h, t, d, art))
        if st.get("pend"):
            out.append(("resolve",))                  # relay: see the waiting hits applied now
        out.append(("done",))
        return out

    def act(self, game, st, f, a):
        if a[0] in ("done", "resolve") and st.get("pend"):
            # relay: the fires that wait are rolled, in the order fired, and the enemy
            # applies their hits (5.23)
            roll_waiting(game, st, f["who"])
            if not st.get("pend"):               # no hit: nothing for the enemy to apply
                st.pop("pend", None)
                if a[0] == "done":
                    end_fire_phase(st)
                    game.flow.pop(game, st)
                return
            if a[0] == "done":
                f["ending"] = 1
            _log(st, "The hits go to the other side to apply.",
                 "Los impactos pasan al otro bando para aplicarlos.", "5.23")
            game.flow.push(st, "volley", who=ENEMY[f["who"]])
            return
        if a[0] == "done":
            end_fire_phase(st)
            game.flow.pop(game, st)
            return
        shoot(game, st, f["who"], a[1], a[2], a[3], a[4], st["sealed"][a[1]])

    def resume(self, game, st, f, result):
        if f.get("ending") and not st.get("pend"):
            end_fire_phase(st)
            game.flow.pop(game, st)

    def receive(self, game, st, f, a):
        if a[0] in ("done", "resolve"):
            if a[0] == "resolve" and not st.get("pend"):
                raise self.refuse(game, st, f, a)
            return self.act(game, st, f, a)
        if len(a) != 5 + M.VALUE or a[0] != "fire":
            raise self.refuse(game, st, f, a)
        _check_value(st, f["who"], a[1], a[5:], "5.2")
        shoot(game, st, f["who"], a[1], a[2], a[3], a[4], a[5:])

    def prompt(self, game, st, f):
        pend = st.get("pend")
        if pend:
            n = len(pend)
            where = ", ".join(sorted({e["hex"] for e in pend if "hex" in e} |
                                     {st["pos"][e["rep"]] for e in pend if e.get("rep") in st["pos"]}))
            return text(f"Fire Phase: {n} fire{'s wait' if n != 1 else ' waits'} at {where}: "
                        f"{'their' if n != 1 else 'its'} dice are rolled when you send "
                        f"{'them' if n != 1 else 'it'} to the other side. Fire on, or send now to see "
                        f"what {'they' if n != 1 else 'it'} did.",
                        f"Fase de Fuego: {n} disparo{'s esperan' if n != 1 else ' espera'} en {where}: "
                        f"sus dados se tiran al enviar{'los' if n != 1 else 'lo'} al otro bando. Sigue "
                        f"disparando, o envía ya para ver su efecto.", "5.23")
        return text("Fire Phase: choose a block under command and its target, or end the phase.",
                    "Fase de Fuego: elige un bloque bajo mando y su objetivo, o termina la fase.", "5.1")

    def waiting(self, game, st, f, role):
        return text(f"Waiting: {SIDE_EN[f['who']]} Fire Phase.", f"Esperando: Fase de Fuego de {SIDE_ES[f['who']]}.",
                    "5.1")

    def refuse(self, game, st, f, a):
        if a and a[0] == "fire" and len(a) >= 3 and isinstance(a[1], str) and a[1] in st["pos"]:
            h = a[1]
            if M.side_of(h) != f["who"]:
                return Illegal("that is not your block", "5.1", "ese bloque no es tuyo")
            if h in st["done"]:
                return Illegal("that block has already fired or commanded this turn", "5.1",
                               "ese bloque ya ha disparado o mandado este turno")
            if not C.under_command(st, f["who"], h):
                return Illegal("only blocks within range of an active HQ that commands them may fire",
                               "5.1", "solo disparan los bloques al alcance de un CG activo que los mande")
            return Illegal("that target is out of range, out of sight, across a hexside already used "
                           "this turn, or the terrain leaves no firepower", "5.21",
                           "ese objetivo está fuera de alcance o de vista, tras un lado de hex ya usado "
                           "este turno, o el terreno anula la potencia de fuego")
        return Illegal("fire a block under command or end the Fire Phase", "5.1",
                       "dispara un bloque bajo mando o termina la Fase de Fuego")


def shoot(game, st: dict, side: str, h: str, t: str, d: int, art: str, val: tuple) -> None:
    """5.2: reveal the firer, roll as many dice as its strength, hits on
    each die at or below its firepower after terrain (5.22)."""
    st["sealed"][h] = list(val)
    b = D.BLOCKS[val[0]]
    hx = st["pos"][h]
    st["fs"].setdefault(hx, []).append(d)
    st["done"].append(h)
    _reveal(st, [h])
    rng = M.distance(hx, t)
    long = rng > 1
    if long:
        fp = b.get("long") or 0                        # 5.31: no hexside penalty at long range
    else:
        fp = b["fire"] - D.fire_penalty(hx, t)
    s = M.strength(st, h)
    if st["op"].get("relay"):
        # relay (RULES_NOTES, rules version 7): the fire waits, its dice unrolled, until the
        # firer sends the fires; then they are rolled in the order fired (docs/TRUST.md T2.7)
        st.setdefault("pend", []).append({"fire": h, "hex": t, "n": s, "fp": fp, "long": int(long), "art": art})
        _log(st, f"{bname(st, h)} ({b['letter']}{fp}, {s} {'die' if s == 1 else 'dice'}) fires from {hx} at {t}"
                 f"{' (long range)' if long else ''}: its dice are rolled when the fire is sent.",
             f"{bname(st, h, 'es')} ({b['letter']}{fp}, {s} {'dado' if s == 1 else 'dados'}) dispara desde {hx} "
             f"a {t}{' (largo alcance)' if long else ''}: sus dados se tiran al enviar el disparo.", "5.23")
        return
    hits = _fire_dice(st, side, h, t, fp, s, long)
    if not hits:
        return
    if art:
        # 5.31: a face-up artillery block singled out takes every hit; excess is lost
        hit_artillery(game, st, art, hits, long)
        return
    game.flow.push(st, "hits", who=ENEMY[side], hex=t, n=hits, long=1 if long else 0)


def _fire_dice(st: dict, side: str, h: str, t: str, fp: int, s: int, long: bool) -> int:
    """5.2: ``s`` dice, a hit on each at or below ``fp``: the number of hits, logged."""
    b = D.BLOCKS[st["sealed"][h][0]]
    hx = st["pos"][h] if h in st["pos"] else t
    rolls = [_roll(st, side) for _ in range(s)]
    hits = sum(1 for r in rolls if r <= fp)
    rule = "5.31" if long else ("5.22" if fp != b["fire"] else "5.2")
    _log(st, f"{bname(st, h)} ({b['letter']}{fp}, {s} {'die' if s == 1 else 'dice'}) fires from {hx} at {t}"
             f"{' (long range)' if long else ''}: {' '.join(map(str, rolls))} = {hits} hit{'s' if hits != 1 else ''}.",
         f"{bname(st, h, 'es')} ({b['letter']}{fp}, {s} {'dado' if s == 1 else 'dados'}) dispara desde {hx} a {t}"
         f"{' (largo alcance)' if long else ''}: {' '.join(map(str, rolls))} = {hits} impacto{'s' if hits != 1 else ''}.",
         rule)
    return hits


def roll_waiting(game, st: dict, side: str) -> None:
    """relay: the fires that waited are rolled in the order fired (5.2); each
    one's hits wait in its place for the enemy to apply (5.23), but those on a
    face-up artillery block singled out, which go to it now (5.31)."""
    enemy = ENEMY[side]
    waiting, st["pend"] = st.get("pend") or [], []
    for e in waiting:
        if "fire" not in e:
            st["pend"].append(e)
            continue
        hits = _fire_dice(st, side, e["fire"], e["hex"], e["fp"], e["n"], bool(e["long"]))
        if not hits:
            continue
        if e["art"]:
            if e["art"] in st["pos"]:
                hit_artillery(game, st, e["art"], hits, bool(e["long"]))
            continue
        st["pend"].append({"hex": e["hex"], "n": hits, "long": e["long"]})
        _log(st, f"{hits} hit{'s' if hits != 1 else ''} at {e['hex']} wait for {SIDE_EN[enemy]} to apply.",
             f"{hits} impacto{'s' if hits != 1 else ''} en {e['hex']} esperan a que {SIDE_ES[enemy]} los aplique.",
             "5.23")


def hit_artillery(game, st: dict, h: str, hits: int, long: bool) -> None:
    """5.31: a face-up artillery block singled out takes the hits, one by
    one: half hits in a D2 hex (5.24), a repulse for its last step at long
    range (5.32); hits beyond that are lost."""
    hx = st["pos"][h]
    for _ in range(hits):
        if D.d2(hx) and not M.marked(st, h):
            M.set_mark(st, h, True)
            continue
        M.set_mark(st, h, False)
        if M.strength(st, h) > 1:
            M.lose(st, h)
            continue
        if long:
            _log(st, f"{bname(st, h)} is down to its last step.", f"{bname(st, h, 'es')} queda con su último paso.",
                 "5.32")
            if st["op"].get("relay"):
                pend = st.setdefault("pend", [])
                if {"rep": h} not in pend:
                    pend.append({"rep": h})             # relay: its owner retreats it with the waiting hits
            else:
                game.flow.push(st, "repulse", who=M.side_of(h), h=h)
        else:
            _eliminate(st, h, "5.31")
        return
    v = M.value(st, h)
    _log(st, f"{bname(st, h)} takes {hits} hit{'s' if hits > 1 else ''}: strength {v[1]}"
             f"{', half hit' if v[2] else ''}.",
         f"{bname(st, h, 'es')} encaja {hits} impacto{'s' if hits > 1 else ''}: fuerza {v[1]}"
         f"{', medio impacto' if v[2] else ''}.", "5.31")


def end_fire_phase(st: dict) -> None:
    """5.24: a half hit left at the end of the Fire Phase is recovered."""
    st["mk"] = []


def hit_candidates(st: dict, hx: str, side: str) -> list[str]:
    """5.23, 5.24: the blocks of ``side`` in ``hx`` that may take the next hit:
    one holding a half hit, else the strongest, HQs included (its owner
    chooses among ties; RULES_NOTES 5.23)."""
    here = M.at(st, hx, side)
    half = [h for h in here if M.marked(st, h)]
    if half:
        return half[:1]
    top = max(M.strength(st, h) for h in here)
    return [h for h in here if M.strength(st, h) == top]


class Hits(Step):
    """5.23: the owner of the blocks fired at applies the hits, secretly,
    each to his strongest block there (his choice among ties)."""
    rule = "5.23"

    def legal(self, game, st, f):
        return [("hit", h) for h in hit_candidates(st, f["hex"], f["who"])]

    def act(self, game, st, f, a):
        take_hit(game, st, f, a[1])

    def receive(self, game, st, f, a):
        if len(a) != 3 or a[0] != "hit" or a[2] not in ("kept", "elim", "repulse"):
            raise self.refuse(game, st, f, a)
        h = a[1]
        if not isinstance(h, str) or st["pos"].get(h) != f["hex"] or M.side_of(h) != f["who"]:
            raise self.refuse(game, st, f, a)
        if st["sealed"].get(h) is not None:
            here = M.at(st, f["hex"], f["who"])
            if all(st["sealed"].get(x) is not None for x in here) and h not in self_candidates(st, f):
                raise Illegal("the hit must go to the strongest block", "5.23")
            return take_hit(game, st, f, h, check=a[2])
        f["n"] -= 1
        hit_effect(st, h, f["hex"], a[2])
        if a[2] == "elim":
            _eliminate(st, h, "5.23")
        elif a[2] == "repulse":
            game.flow.push(st, "repulse", who=f["who"], h=h)
            return
        else:
            # 5.23: which block took it is seen, as at the table; not what it was
            _log(st, "A hit was applied.", "Se aplicó un impacto.", "5.23")
        _after_hits(game, st, f)

    def prompt(self, game, st, f):
        n = f["n"]
        return text(f"{n} hit{'s' if n > 1 else ''} on your blocks at {f['hex']}: choose the block "
                    f"that takes the next one (your strongest there).",
                    f"{n} impacto{'s' if n > 1 else ''} sobre tus bloques en {f['hex']}: elige el bloque "
                    f"que encaja el siguiente (el más fuerte allí).", "5.23")

    def waiting(self, game, st, f, role):
        return text(f"Waiting for {SIDE_EN[f['who']]} to apply the hits at {f['hex']}.",
                    f"Esperando a que {SIDE_ES[f['who']]} aplique los impactos en {f['hex']}.", "5.23")

    def refuse(self, game, st, f, a):
        return Illegal("each hit goes to your strongest block in the hex (one holding a half hit "
                       "first)", "5.23",
                       "cada impacto va a tu bloque más fuerte del hex (primero el que tenga medio "
                       "impacto)")


def hit_effect(st: dict, h: str, hx: str, outcome: str) -> None:
    """5.23, 5.24, 5.32: what a hit does to block ``h``, in view of the table
    (RULES_NOTES "Handles"): the first hit in a D2 hex is a half hit (the
    mark); else a block kept loses a step; a repulsed one keeps its last."""
    if outcome == "kept" and D.d2(hx) and not M.marked(st, h):
        M.set_mark(st, h, True)
        return
    M.set_mark(st, h, False)
    if outcome == "kept":
        M.lose(st, h)


def self_candidates(st: dict, f: dict) -> list[str]:
    return hit_candidates(st, f["hex"], f["who"])


def take_hit(game, st: dict, f: dict, h: str, check: str | None = None) -> None:
    """5.23-5.24, 5.32: one hit on block ``h``."""
    hx = f["hex"]
    b = D.BLOCKS[M.ident(st, h)]
    if D.d2(hx) and not M.marked(st, h):
        outcome = "kept"                          # 5.24: a half hit
    elif M.strength(st, h) - 1 >= (0 if b["kind"] == "hq" else 1):
        outcome = "kept"
    elif f.get("long"):
        outcome = "repulse"                       # 5.32: keeps its last step, retreats 1 hex
    else:
        outcome = "elim"
    if check is not None and check != outcome:
        raise Illegal("the hit's outcome is not what this device knows", "5.23")
    f["n"] -= 1
    hit_effect(st, h, hx, outcome)
    v = M.value(st, h)
    if outcome == "elim":
        _eliminate(st, h, "5.23")
    elif outcome == "repulse":
        game.flow.push(st, "repulse", who=f["who"], h=h)
        return
    else:
        _log(st, "A hit was applied.", "Se aplicó un impacto.", "5.23")
        _log(st, f"{bname(st, h)} at {hx} takes the hit (strength {v[1]}{', half hit' if v[2] else ''}).",
             f"{bname(st, h, 'es')} en {hx} encaja el impacto (fuerza {v[1]}{', medio impacto' if v[2] else ''}).",
             "5.24" if D.d2(hx) else "5.23", M.side_of(h))
    _after_hits(game, st, f)


def _after_hits(game, st: dict, f: dict) -> None:
    if f["n"] <= 0 or not M.at(st, f["hex"], f["who"]):
        game.flow.pop(game, st)


class Volley(Step):
    """relay (RULES_NOTES 5.23): the hits that waited are applied by their
    owner, in the order they were fired: each batch to a hex that still holds
    his blocks (hits on a hex emptied meanwhile are lost), each repulse of a
    block still on the map."""
    rule = "5.23"
    auto = True

    def run(self, game, st, f):
        pend = st.get("pend") or []
        while pend:
            e = pend.pop(0)
            if "rep" in e:
                if e["rep"] in st["pos"]:
                    game.flow.push(st, "repulse", who=f["who"], h=e["rep"])
                    return
            elif M.at(st, e["hex"], f["who"]):
                game.flow.push(st, "hits", who=f["who"], hex=e["hex"], n=e["n"], long=e["long"])
                return
        st.pop("pend", None)
        game.flow.pop(game, st)


class Repulse(Step):
    """5.32: a block repulsed by long-range fire retreats 1 hex into an
    adjacent Friendly hex with room; with none it is eliminated."""
    rule = "5.32"

    def legal(self, game, st, f):
        h = f["h"]
        side = f["who"]
        hx = st["pos"][h]
        out = [("repulse", h, n) for n in M.neighbours(hx)
               if M.friendly(st, side, n) and M.room(st, n, side) and not M.at(st, n, ENEMY[side])]
        return out or [("repulse", h, "")]

    def act(self, game, st, f, a):
        h, n = a[1], a[2]
        hx = st["pos"][h]
        if n == "":
            _eliminate(st, h, "5.32")
        else:
            st["pos"][h] = n
            _log(st, f"{cap(_public_name(st, h, 'en'))} is repulsed from {hx} to {n}.",
                 f"{cap(_public_name(st, h, 'es'))} es rechazado de {hx} a {n}.", "5.32")
        game.flow.pop(game, st)
        top = game.flow.top(st)
        if top is not None and top["step"] == "hits":
            _after_hits(game, st, top)

    def prompt(self, game, st, f):
        return text(f"Long-range fire repulses your block at {st['pos'][f['h']]}: choose the Friendly "
                    "hex it retreats to.",
                    f"El fuego a largo alcance rechaza tu bloque en {st['pos'][f['h']]}: elige el hex "
                    "Amigo al que se retira.", "5.32")

    def waiting(self, game, st, f, role):
        return text(f"Waiting for {SIDE_EN[f['who']]} to retreat a repulsed block.",
                    f"Esperando a que {SIDE_ES[f['who']]} retire un bloque rechazado.", "5.32")

    def refuse(self, game, st, f, a):
        return Illegal("a repulsed block retreats 1 hex into an adjacent Friendly hex with room",
                       "5.32", "un bloque rechazado se retira 1 hex a un hex Amigo adyacente con espacio")
