"""Gettysburg: Badges of Courage — the Supply Phase (8.0): blocks hidden
again (5.1), fallen HQs rebuilt (4.61), Hancock (opt.), supply by day and
by night (8.4)."""

from __future__ import annotations

from ...core.errors import Illegal
from ...core.flow import Step
from ...core.game import text
from . import command as C
from . import data as D
from . import model as M
from . import moves as MV
from .common import (
    ENEMY, ROLES, SIDE_EN, SIDE_ES, SUPPLY_SOURCE, _check_value, _log, _reveal, bname)


# -- Supply Phase (8.0) -------------------------------------------------------------------

def begin_supply(st: dict, side: str) -> None:
    """4.3, 8.1, 4.61: the HQs active in this turn lose a step; every block
    stands up again but artillery in a front line; fallen DHQs come back."""
    for h in st["act"]:
        # face up since its activation (5.1), so its strength is known on both devices
        if M.side_of(h) == side and h in st["pos"] and st["sealed"].get(h) is not None and M.strength(st, h) > 0:
            M.lose(st, h)
    if st["act"]:
        _log(st, "The HQs active this turn lose a step.", "Los CG activos este turno pierden un paso.", "4.3")
    keep = []
    fronts = {s: M.enemy_adjacent(st, s) for s in ROLES}
    for h in st["up"]:
        hx = st["pos"].get(h)
        if hx is None:
            continue
        v = st["sealed"].get(h)
        if v is not None and D.BLOCKS[v[0]]["kind"] in ("art", "hart") and hx in fronts[M.side_of(h)]:
            keep.append(h)
    # 8.1: the blocks are stood up where they stand (RULES_NOTES "Handles"):
    # the enemy saw which block it was, not what it is now
    st["up"] = keep


def fallen(st: dict, side: str) -> list[tuple[str, str]]:
    """4.61: (handle, hex) for each of ``side``'s fallen DHQs that can be
    rebuilt now: at its CHQ, or at the AHQ if the CHQ is not on the field."""
    out = []
    hqs = C.own_hqs(st, side)
    for h in st["dead"]:
        v = st["sealed"].get(h)
        if M.side_of(h) != side or v is None or D.BLOCKS[v[0]].get("hq") not in ("dhq", "cav_dhq"):
            continue
        b = D.BLOCKS[v[0]]
        corps = D.army(side)["corps"].get(b.get("corps"), {})
        for cand in (corps.get("hq"), D.army(side)["ahq"]):
            if cand in hqs:
                where = st["pos"][hqs[cand]]
                spots = [where] + [n for n in M.neighbours(where) if M.friendly(st, side, n)
                                   and not M.at(st, n, ENEMY[side])]
                for spot in spots:                  # RULES_NOTES 4.61: a full hex, the next one
                    if M.room(st, spot, side):
                        out.append((h, spot))
                        break
                break
    return out


def rebuild(st: dict, side: str, h: str, where: str) -> None:
    """4.61: the fallen DHQ comes back at strength 0."""
    st["dead"].remove(h)
    st["pos"][h] = where
    # a value anew (secrets.py): the enemy never saw what the fallen HQ was
    M.deal(st, h, M.ident(st, h), 0, st["stirs"])
    _log(st, f"A fallen division HQ is rebuilt at {where}.", f"Un CG de división caído se reconstruye en {where}.",
         "4.61")


class Supply(Step):
    """8.1-8.3: activate HQs for supply (1 step each, after an optional 1-hex
    move), then spend their supply points: 1 step per SP, 2 SP in a front
    line, at most 1 step per block."""
    rule = "8.2"

    def legal(self, game, st, f):
        side = f["who"]
        back = fallen(st, side)
        if back:
            return [("rebuild", h, hx) for h, hx in back]           # 4.61, first
        out = [("hancock", corps) for corps in hancock_offer(st, side)]
        roles = C.roles(st, side)
        ctx = MV.context(st, side)                      # who stands where, once
        for hq_id, h in sorted(C.own_hqs(st, side).items(), key=lambda kv: kv[1]):
            if h in f["acting"] or M.strength(st, h) < 1 or M.marked(st, h):
                continue                                 # 8.3: raised this phase: no giver now
            here = st["pos"][h]
            out.append(("supply", h, here))
            for n in M.neighbours(here):
                if M.friendly(st, side, n) and ctx.room(n) and not ctx.enemy_in(n):
                    out.append(("supply", h, n))
        front = ctx.front
        mine = M.on_map(st, side)
        acting = set(f["acting"])
        for hq_h, left in sorted(f["sp"].items()):
            hq_id = M.ident(st, hq_h)
            role = roles.get(hq_id, D.BLOCKS[hq_id]["hq"])
            reach = C.in_range(st, side, st["pos"][hq_h], D.BLOCKS[hq_id]["range"])
            corps = C.hq_corps(st, side, hq_id)
            for h in mine:
                v = M.value(st, h)
                if v[2] or h in acting or st["pos"][h] not in reach:
                    continue
                if v[1] >= D.BLOCKS[v[0]]["steps"] or not C.supplies(hq_id, role, v[0], corps,
                                                                     C.division(st, v[0])):
                    continue
                cost = 2 if st["pos"][h] in front else 1
                if cost <= left:
                    out.append(("give", hq_h, h))
        out.append(("done",))
        return out

    def act(self, game, st, f, a):
        side = f["who"]
        if a[0] == "done":
            end_supply(st, side)
            game.flow.pop(game, st)
            return
        if a[0] == "supply":
            supply_activate(st, f, side, a[1], a[2], st["sealed"][a[1]])
            return
        if a[0] == "rebuild":
            rebuild(st, side, a[1], a[2])
            return
        if a[0] == "hancock":
            send_hancock(st, a[1], hancock_handle(st))
            return
        give(st, f, side, a[1], a[2], st["pos"][a[2]])

    def receive(self, game, st, f, a):
        side = f["who"]
        if a[0] == "supply" and len(a) == 3 + M.VALUE:
            _check_value(st, side, a[1], a[3:], "8.2")
            supply_activate(st, f, side, a[1], a[2], a[3:])
            return
        if a[0] == "rebuild" and len(a) == 3 and a[1] in st["dead"] and M.side_of(a[1]) == side \
                and a[2] in D.HEXES and (M.at(st, a[2], side) or M.friendly(st, side, a[2])) \
                and M.room(st, a[2], side):
            rebuild(st, side, a[1], a[2])
            return
        if a[0] == "hancock" and len(a) == 3 and st["op"].get("hancock") and side == "usa" \
                and not st["hancock"] and isinstance(a[2], str) and a[2] in st["sealed"] and a[2][0] == "U" \
                and a[2] not in st["pos"] and a[2] not in st["dead"] and a[2] not in st["off"] \
                and a[1] in D.army("usa")["corps"]:
            send_hancock(st, a[1], a[2])
            return
        if a[0] == "give" and len(a) == 4 and a[1] in f["sp"] and a[2] in D.HEXES and M.at(st, a[2], side):
            h = a[3]                          # named, face up or not (RULES_NOTES "Handles")
            if st["pos"].get(h) != a[2] or M.side_of(h) != side or M.marked(st, h):
                raise self.refuse(game, st, f, a)
            give(st, f, side, a[1], h, a[2])
            return
        if a[0] == "done":
            return self.act(game, st, f, a)
        raise self.refuse(game, st, f, a)

    def prompt(self, game, st, f):
        if f["sp"]:
            left = sum(f["sp"].values())
            return text(f"Supply Phase: {left} supply point{'s' if left != 1 else ''} left: add steps to "
                        "blocks in range (2 SP in the front line), activate more HQs, or end the phase.",
                        f"Fase de Suministro: quedan {left} punto{'s' if left != 1 else ''} de suministro: "
                        "añade pasos a bloques al alcance (2 PS en primera línea), activa más CG o termina "
                        "la fase.", "8.2")
        return text("Supply Phase: activate HQs for supply (each loses a step), or end the phase.",
                    "Fase de Suministro: activa CG para suministrar (cada uno pierde un paso) o termina la fase.",
                    "8.2")

    def waiting(self, game, st, f, role):
        return text(f"Waiting: {SIDE_EN[f['who']]} Supply Phase.",
                    f"Esperando: Fase de Suministro de {SIDE_ES[f['who']]}.", "8.2")

    def refuse(self, game, st, f, a):
        if a and a[0] == "give":
            return Illegal("a step goes to a block below full strength, within the HQ's range (not "
                           "through Enemy hexes), of the formation the HQ supplies, once per phase, "
                           "for 1 SP (2 in the front line)", "8.2",
                           "un paso va a un bloque por debajo de su fuerza máxima, al alcance del CG "
                           "(sin cruzar hexes Enemigos), de la formación que el CG suministra, una vez "
                           "por fase, por 1 PS (2 en primera línea)")
        if a and a[0] == "supply":
            return Illegal("an HQ at strength 1 or more is activated for supply once a phase; it may "
                           "first move 1 hex into an adjacent Friendly hex", "8.2",
                           "un CG con fuerza 1 o más se activa para suministrar una vez por fase; puede "
                           "mover antes 1 hex a un hex Amigo adyacente")
        return Illegal("activate an HQ for supply, add a step, or end the Supply Phase", "8.2",
                       "activa un CG para suministrar, añade un paso o termina la Fase de Suministro")


def hancock_handle(st: dict) -> str | None:
    """The handle Hancock's block stands under (known on the Union's device)."""
    return next((h for h, v in st["sealed"].items() if isinstance(v, list) and v[0] == C.HANCOCK), None)


def hancock_offer(st: dict, side: str) -> list[str]:
    """opt.hancock: the corps whose CHQ has fallen, while Meade is not on the
    map and Hancock is off it and not yet sent (RULES_NOTES opt.hancock)."""
    if side != "usa" or not st["op"].get("hancock") or st["hancock"]:
        return []
    h = hancock_handle(st)
    if h is None or h in st["pos"] or h in st["dead"] or h in st["off"]:
        return []                                   # (off the map since 2.4: back by itself at night)
    hqs = C.own_hqs(st, side)
    if D.army(side)["ahq"] in hqs:
        return []
    dead = C.dead_ids(st, side)
    return sorted(c for c, x in D.army(side)["corps"].items() if x.get("hq") in dead and x.get("hq") != C.HANCOCK)


def send_hancock(st: dict, corps: str, h: str) -> None:
    """opt.hancock: Hancock comes on by the Taneytown Road four hours later."""
    st["hancock"] = [corps, h]
    st["due"][h] = [min(st["t"] + 4, len(D.TRACK) - 1), "taneytown_rd", [], ""]
    _log(st, f"Hancock is sent to take over {corps} Corps: he arrives by the Taneytown Road at "
             f"{D.clock(st['due'][h][0])}.",
         f"Hancock es enviado a tomar el mando del Cuerpo {corps}: llega por la carretera de Taneytown a las "
         f"{D.clock(st['due'][h][0], 'es')}.", "opt.hancock")


def supply_activate(st: dict, f: dict, side: str, h: str, hx: str, val: tuple) -> None:
    st["sealed"][h] = list(val)
    st["pos"][h] = hx
    _reveal(st, [h])
    M.lose(st, h)
    f["acting"].append(h)
    f["sp"][h] = D.BLOCKS[val[0]]["range"]
    _log(st, f"{bname(st, h)} is activated for supply at {hx} ({f['sp'][h]} SP).",
         f"{bname(st, h, 'es')} se activa para suministrar en {hx} ({f['sp'][h]} PS).", "8.2")


def give(st: dict, f: dict, side: str, hq: str, h: str, hx: str) -> None:
    """8.2: one step for a block, in view (RULES_NOTES "Handles"); its mark
    (``mk``) says it had its step this phase."""
    cost = 2 if hx in M.enemy_adjacent(st, side) else 1
    f["sp"][hq] -= cost
    M.lose(st, h, -1)
    M.set_mark(st, h, True)
    if st["sealed"].get(h) is not None:
        s = M.strength(st, h)
        _log(st, f"{bname(st, h)} at {hx} gains a step (strength {s}).",
             f"{bname(st, h, 'es')} en {hx} gana un paso (fuerza {s}).", "8.2", side)
    _log(st, f"A block at {hx} is supplied ({cost} SP).", f"Un bloque en {hx} recibe suministro ({cost} PS).", "8.2")


def end_supply(st: dict, side: str) -> None:
    """The HQs that supplied stand up again at the end of the phase; the
    marks of the steps given are cleared."""
    st["mk"] = []
    front = M.enemy_adjacent(st, side)
    st["up"] = [h for h in st["up"] if not (M.side_of(h) == side and M.is_hq(st, h) and st["pos"].get(h) not in front
                                            and not M.kind(st, h) in ("art", "hart"))]


class NightSupply(Step):
    """8.4: 12 (CSA) or 16 (USA) supply points for blocks that trace a
    supply line free of Enemy hexes to their source; several steps a block."""
    rule = "8.4"

    def legal(self, game, st, f):
        side = f["who"]
        line = supply_line(st, side)
        front = M.enemy_adjacent(st, side)
        out = []
        for h in M.on_map(st, side):
            v = M.value(st, h)
            if st["pos"][h] not in line or v[1] >= D.BLOCKS[v[0]]["steps"]:
                continue
            if (2 if st["pos"][h] in front else 1) <= f["sp"]:
                out.append(("nsupply", h))
        out.append(("done",))
        return out

    def act(self, game, st, f, a):
        if a[0] == "done":
            game.flow.pop(game, st)
            return
        h = a[1]
        night_give(st, f, h, st["pos"][h])

    def receive(self, game, st, f, a):
        if a[0] == "nsupply" and len(a) == 3 and a[1] in D.HEXES and M.at(st, a[1], f["who"]):
            h = a[2]                          # named, face up or not (RULES_NOTES "Handles")
            if st["pos"].get(h) != a[1] or M.side_of(h) != f["who"]:
                raise self.refuse(game, st, f, a)
            night_give(st, f, h, a[1])
            return
        if a[0] == "done":
            return self.act(game, st, f, a)
        raise self.refuse(game, st, f, a)

    def prompt(self, game, st, f):
        return text(f"Night Supply: {f['sp']} SP left for blocks with a supply line (2 SP in the front "
                    "line), or end the phase.",
                    f"Suministro nocturno: quedan {f['sp']} PS para bloques con línea de suministro (2 PS en "
                    "primera línea), o termina la fase.", "8.4")

    def waiting(self, game, st, f, role):
        return text(f"Waiting: {SIDE_EN[f['who']]} Night Supply.", f"Esperando: suministro nocturno de {SIDE_ES[f['who']]}.",
                    "8.4")

    def refuse(self, game, st, f, a):
        return Illegal("night supply goes to a block below full strength that traces a supply line "
                       "to its source through no Enemy hex", "8.4",
                       "el suministro nocturno va a un bloque por debajo de su fuerza máxima que traza "
                       "una línea de suministro hasta su fuente sin cruzar hexes Enemigos")


def supply_line(st: dict, side: str) -> set[str]:
    """8.4: hexes from which a path of non-Enemy hexes reaches the source."""
    src = D.entry_hex(SUPPLY_SOURCE[side])
    enemy = ENEMY[side]
    if st["ctrl"].get(src) == enemy:
        return set()
    seen = {src}
    frontier = [src]
    while frontier:
        nxt = []
        for hx in frontier:
            for n in M.neighbours(hx):
                if n not in seen and st["ctrl"].get(n) != enemy:
                    seen.add(n)
                    nxt.append(n)
        frontier = nxt
    return seen


def night_give(st: dict, f: dict, h: str, hx: str) -> None:
    side = f["who"]
    cost = 2 if hx in M.enemy_adjacent(st, side) else 1
    f["sp"] -= cost
    M.lose(st, h, -1)
    if st["sealed"].get(h) is not None:
        s = M.strength(st, h)
        _log(st, f"{bname(st, h)} at {hx} gains a step (strength {s}).",
             f"{bname(st, h, 'es')} en {hx} gana un paso (fuerza {s}).", "8.4", side)
    _log(st, f"Night supply at {hx} ({cost} SP).", f"Suministro nocturno en {hx} ({cost} PS).", "8.4")
