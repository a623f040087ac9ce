"""Gettysburg: Badges of Courage — the rules engine (rulebook 1.07).

State (plain JSON)::

    {"sc": scenario id, "op": {option: bool}, "rng": dice stream,
     "t": index into data.TRACK (the hour, or a Night turn),
     "p1": the side with the initiative this hour, "side": the phasing side,
     "half": 1 or 2 (first or second player turn of the hour),
     "pos": {handle: hex} blocks on the map,
     "due": {handle: [t, road, [other roads], limit]} reinforcements not yet on the map
             (limit: the hex Night Reinforcements may go as far as along their roads, 9.74),
     "off": {handle: hex left by} blocks off the map until the night (2.4),
     "dead": [handle, ...] eliminated blocks (a fallen DHQ leaves it when rebuilt, 4.61),
     "up": [handle, ...] blocks face up (their sealed values are public, 5.1),
     "act": [handle, ...] HQs activated in this turn's Command Phase,
     "done": [handle, ...] blocks that commanded or fired this turn (6.1),
     "moved": [handle, ...] blocks that moved this Move Phase,
     "col": [handle, ...] infantry in column (opt.column; laid face down, so public),
     "spent": {handle: MP} movement points a change of formation cost this Move Phase,
     "hancock": [] or [corps, handle]: Hancock sent to replace that corps' fallen CHQ (opt.hancock),
     "cav": the cavalry battle's state (10.0, opt.cavalry; cavalry.py), only with the option,
     "fs": {hex: [direction, ...]} hexsides of a firer's hex used for fire (5.21),
     "traffic": {hexside: n} front-line hexside crossings this Move Phase (6.62),
     "melees": [{"hex", "att": [[handle, from hex or "off"], ...], "uns": 0/1}, ...],
     "ctrl": {hex: side} control fixed at the start of the player turn (6.6),
     "elim": {side: n} that side's units eliminated (9.12),
     "sealed": {handle: [block id, strength, half hit, stir stamp], "K.usa"/"K.csa": salt},
     "stirs": n, "flow": [frame, ...], "rv": reveals, "lg": [log entry, ...],
     "lr": [[side, die], ...] the latest action's dice, "res": None | [winner, code, vp]}

Handles are "U001".., "C001".. in the order of the scenario's groups (set-up
hexes, then reinforcements); which block of a group stands under which
handle is each side's private set-up (``private_setup``).
"""

from __future__ import annotations

import hashlib
import marshal

from ...core import dice
from ...core.errors import Illegal
from ...core.flow import Flow, Step
from ...core.game import Game, as_action, entry, may_read, text
from .linkdict import LINK_DICT
from . import cavalry as CAV
from . import command as C
from . import data as D
from . import model as M
from . import moves as MV
from . import packing
from . import secrets as S

ROLES = M.ROLES
ENEMY = M.ENEMY
SIDE_EN = {"usa": "USA", "csa": "CSA"}
SIDE_ES = {"usa": "la Unión", "csa": "la Confederación"}
LETTERS = "ABCD"
NIGHT_SP = {"csa": 12, "usa": 16}                   # 8.4
SUPPLY_SOURCE = {"usa": "baltimore_pike", "csa": "cashtown_pike"}   # 8.4 (MAP_NOTES: L10 -> L1)
VP_TABLES = {
    "standard": ((10, "csa"), (0, "draw"), (None, "usa")),     # 9.1
    "day1": ((10, "csa"), (5, "draw"), (None, "usa")),         # 9.2 sidebar
}


# ---------------------------------------------------------------- small helpers

def _log(st: dict, en: str, es: str, rule: str, to: str | None = None) -> None:
    st["lg"].append(entry(en, es, rule, to))


def _reveal(st: dict, handles) -> None:
    """5.1: blocks turned face up: their values are public from now on."""
    new = [h for h in handles if h not in st["up"]]
    if new:
        st["up"].extend(new)
        st["rv"] += 1


def _roll(st: dict, side: str) -> int:
    r = dice.roll(st)
    st["lr"].append([side, r])
    return r


def bname(st: dict, h: str, lang: str = "en") -> str:
    """A block's name where this state knows it, else "a block"."""
    i = M.ident(st, h)
    if i is None:
        return "a block" if lang == "en" else "un bloque"
    n = D.BLOCKS[i]["name"]
    return n.get(lang, n["en"]) if isinstance(n, dict) else str(n)


def _public_name(st: dict, h: str, lang: str) -> str:
    """How the log names a block for both sides: by name only if face up."""
    if h in st["up"]:
        return bname(st, h, lang)
    return ("a " if lang == "en" else "un bloque ") + (SIDE_EN[M.side_of(h)] + " block" if lang == "en"
                                                         else SIDE_ES[M.side_of(h)])


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def block(st: dict, h: str) -> dict:
    return D.BLOCKS[M.ident(st, h)]


def _set_strength(st: dict, h: str, s: int) -> None:
    v = list(st["sealed"][h])
    v[1] = s
    st["sealed"][h] = v


def _eliminate(st: dict, h: str, rule: str) -> None:
    """A block is eliminated: it leaves the map and counts for VPs (9.12);
    a fallen DHQ comes back in its side's next Supply Phase (4.61)."""
    side = M.side_of(h)
    hx = st["pos"].pop(h, None)
    st["dead"].append(h)
    if h in st["col"]:
        st["col"].remove(h)
    st["elim"][side] += 1
    if h in st["up"]:
        st["up"].remove(h)
    en = f"{cap(_public_name(st, h, 'en'))} at {hx} is eliminated."
    es = f"{cap(_public_name(st, h, 'es'))} en {hx} es eliminado."
    _log(st, en[0].upper() + en[1:], es[0].upper() + es[1:], rule)


def _hx_front(st: dict, side: str) -> set[str]:
    return M.enemy_adjacent(st, side)


# ---------------------------------------------------------------- set-up

def _groups(sc: str, op: dict | None = None) -> dict[str, list]:
    """Per side, the scenario's groups in handle order: ("at", hex, [ids]) for
    a set-up hex, ("due", t, road, alts, [ids]) for reinforcements."""
    return CAV.groups(sc, op, D.groups(sc, bool(op and op.get("longstreet"))))   # 10.0


def _handles(sc: str, op: dict | None = None) -> dict[str, list[tuple[str, int]]]:
    out: dict[str, list] = {}
    for side in ROLES:
        n = 0
        lst = []
        for g, grp in enumerate(_groups(sc, op)[side]):
            for _ in grp[-1]:
                n += 1
                lst.append((f"{M.PREFIX[side]}{n:03d}", g))
        out[side] = lst
    return out


# ---------------------------------------------------------------- the flow steps

class Hour(Step):
    """1.1: a game turn: the initiative, then two player turns."""
    rule = "1.1"
    auto = True

    def who(self, game, st, f):
        return st["side"]

    def run(self, game, st, f):
        if f.get("next"):
            if not end_of_hour(game, st):
                return
            f["next"] = 0
        if CAV.hour_starts(game, st):             # 10.0: the cavalry battle's events of this hour
            return
        f["next"] = 1
        st["p1"] = initiative(st)
        st["side"] = st["p1"]
        st["half"] = 1
        game.flow.push(st, "pturn", who=st["side"], ph=0)


class PlayerTurn(Step):
    """1.2: the five phases of a player turn, in order (a Night turn has
    only movement and supply, 9.71)."""
    rule = "1.2"
    auto = True

    def who(self, game, st, f):
        return f["who"]

    def run(self, game, st, f):
        side = f["who"]
        night = D.is_night(st["t"])
        phases = ("move", "nsupply") if night else ("command", "fire", "move", "melee", "supply")
        if f["ph"] == 0:
            start_player_turn(st, side)
        if f["ph"] >= len(phases):
            end_player_turn(game, st, side)
            return
        ph = phases[f["ph"]]
        f["ph"] += 1
        if ph == "melee":
            if not st["melees"]:
                return self.run(game, st, f)
            game.flow.push(st, "melees", who=side)
        elif ph == "supply":
            begin_supply(st, side)
            game.flow.push(st, "supply", who=side, sp={}, acting=[])
        elif ph == "nsupply":
            begin_supply(st, side)
            game.flow.push(st, "nsupply", who=side, sp=NIGHT_SP[side])
        else:
            game.flow.push(st, ph, who=side)


def initiative(st: dict) -> str:
    """1.1: 2d6 each, re-rolled on a tie; the CSA has it in a scenario's first
    turn (9.2-9.4) and every hour under the fixed turn order."""
    sc = D.SCENARIOS[st["sc"]]
    if st["t"] == D.turn_index(sc["start"]) and st.get("first", 1):
        st["first"] = 0
        _log(st, f"{D.clock(st['t'])}: the CSA has the initiative (first turn of the scenario).",
             f"{D.clock(st['t'], 'es')}: la Confederación tiene la iniciativa (primer turno del escenario).",
             "9.2")
        return "csa"
    if st["op"].get("fixed_order"):
        _log(st, f"{D.clock(st['t'])}: fixed turn order, the CSA moves first.",
             f"{D.clock(st['t'], 'es')}: orden de turno fijo, mueve primero la Confederación.", "1.1")
        return "csa"
    while True:
        u = _roll(st, "usa") + _roll(st, "usa")
        c = _roll(st, "csa") + _roll(st, "csa")
        if u != c:
            break
    p1 = "usa" if u > c else "csa"
    _log(st, f"{D.clock(st['t'])}: initiative USA {u}, CSA {c}: {SIDE_EN[p1]} is Player 1.",
         f"{D.clock(st['t'], 'es')}: iniciativa EE. UU. {u}, CSA {c}: {SIDE_ES[p1]} es el jugador 1.", "1.1")
    return p1


def start_player_turn(st: dict, side: str) -> None:
    """6.6: control is fixed from the positions at the start of the player turn."""
    st["side"] = side
    st["ctrl"] = M.control(st)
    st["act"], st["done"], st["moved"], st["spent"] = [], [], [], {}
    st["fs"], st["traffic"], st["melees"] = {}, {}, []
    st.pop("mo", None)
    st.pop("pend", None)
    night = D.is_night(st["t"])
    _log(st, f"{SIDE_EN[side]} player turn{' (night)' if night else ''}.",
         f"Turno de {SIDE_ES[side]}{' (noche)' if night else ''}.", "9.7" if night else "1.2")


def end_player_turn(game, st: dict, side: str) -> None:
    """1.2, 6.2: the player turn ends; the other side plays, or the hour ends."""
    frames = game.flow.frames(st)
    frames.pop()                                  # this player turn
    if st["half"] == 1:
        st["half"] = 2
        st["side"] = ENEMY[side]
        game.flow.push(st, "pturn", who=ENEMY[side], ph=0)
    # else: back to the Hour frame, which ends the hour when it runs again


def end_of_hour(game, st: dict) -> bool:
    """The hour is over: score a finished day (9.1), end the scenario, or go
    on to the next hour. Returns False when the game is over."""
    sc = D.SCENARIOS[st["sc"]]
    t = st["t"]
    last = D.turn_index(sc["end"])
    if D.day_end(t) and t != last and st["sc"] == "full":
        score = vp(st)
        outcome = _outcome(score, sc)
        _log(st, f"End of day {D.TRACK[t][0]}: the CSA has {score} VP ({outcome}).",
             f"Fin del día {D.TRACK[t][0]}: la Confederación tiene {score} PV ({outcome}).", "9.5")
        if outcome != "draw":
            st["res"] = [outcome, "day", score]
            game.flow.clear(st)
            return False
    if t >= last:
        score = vp(st)
        st["res"] = [_outcome(score, sc), "end", score]
        _log(st, f"The scenario ends: the CSA has {score} VP.",
             f"Termina el escenario: la Confederación tiene {score} PV.", "9.1")
        game.flow.clear(st)
        return False
    st["t"] = t + 1
    if D.is_night(st["t"]):
        night_returns(st)
    return True


def _outcome(score: int, sc: dict) -> str:
    for floor, who in VP_TABLES[sc.get("vp_table", "standard")]:
        if floor is None or score >= floor:
            return who
    return "usa"


def vp(st: dict) -> int:
    """9.11-9.12: CSA VPs: victory hexes Friendly to the CSA, plus USA units
    eliminated, minus CSA units eliminated."""
    ctrl = M.control(st)
    terrain = sum(v for hx, v in D.victory_hexes().items() if ctrl.get(hx) == "csa")
    return terrain + st["elim"]["usa"] - st["elim"]["csa"]


def night_returns(st: dict) -> None:
    """2.4: blocks that left the map during the day come back in the Night
    turn (as Night Reinforcements, in their side's Move Phase)."""
    if not st["off"]:
        return
    if st["sc"] != "full":
        return                      # 2.4: in a one-day scenario they never come back
    for h, left in sorted(st["off"].items()):
        road = D.nearest_entry(left)
        st["due"][h] = [st["t"], road, [], ""]
    st["off"] = {}


# -- Command Phase (4.0) ----------------------------------------------------------

class Command(Step):
    """4.1, 4.3: activate HQs that command fire; each may first move 1 hex
    into an adjacent Friendly hex."""
    rule = "4.3"

    def legal(self, game, st, f):
        side = f["who"]
        out = []
        rl = C.roles(st, side)
        ctx = MV.context(st, side)                      # who stands where, once
        for hq_id, h in sorted(C.own_hqs(st, side).items(), key=lambda kv: kv[1]):
            if h in st["act"] or M.strength(st, h) < 1 or not C.can_fire_command(st, side, hq_id, rl):
                continue
            here = st["pos"][h]
            out.append(("activate", h, here))
            for n in M.neighbours(here):
                if M.friendly(st, side, n) and ctx.room(n) and not ctx.enemy_in(n):
                    out.append(("activate", h, n))
        out.append(("done",))
        return out

    def act(self, game, st, f, a):
        if a[0] == "done":
            game.flow.pop(game, st)
            return
        activate(st, f["who"], a[1], a[2], st["sealed"][a[1]], "4.3")

    def receive(self, game, st, f, a):
        if a[0] == "done":
            return self.act(game, st, f, a)
        if len(a) != 7 or a[0] != "activate":
            raise self.refuse(game, st, f, a)
        _check_value(st, f["who"], a[1], a[3:7], "4.3")
        activate(st, f["who"], a[1], a[2], a[3:7], "4.3")

    def prompt(self, game, st, f):
        return text("Command Phase: activate the HQs that will command fire and melee (each may "
                    "first move 1 hex), then end the phase.",
                    "Fase de Mando: activa los CG que mandarán fuego y melé (cada uno puede mover "
                    "antes 1 hex) y termina la fase.", "4.3")

    def waiting(self, game, st, f, role):
        return text(f"Waiting: {SIDE_EN[f['who']]} Command Phase.",
                    f"Esperando: Fase de Mando de {SIDE_ES[f['who']]}.", "4.3")

    def refuse(self, game, st, f, a):
        if a and a[0] == "activate" and len(a) >= 2 and isinstance(a[1], str) and a[1] in st["pos"]:
            h = a[1]
            if M.side_of(h) != f["who"]:
                return Illegal("that is not your HQ", "4.3", "ese no es tu CG")
            if h in st["act"]:
                return Illegal("that HQ is already active", "4.3", "ese CG ya está activo")
            if M.strength(st, h) is not None and M.strength(st, h) < 1:
                return Illegal("an HQ at strength 0 cannot be activated", "4.3",
                               "un CG con fuerza 0 no puede activarse")
            return Illegal("an HQ may move only 1 hex, into an adjacent Friendly hex with room, "
                           "before it is activated", "4.3",
                           "un CG solo puede mover 1 hex, a un hex Amigo adyacente con espacio, antes de activarse")
        return Illegal("activate an HQ or end the Command Phase", "4.3",
                       "activa un CG o termina la Fase de Mando")


def activate(st: dict, side: str, h: str, hx: str, val: tuple, rule: str) -> None:
    """4.3: the HQ moves (or not) and turns face up."""
    old = st["pos"][h]
    st["pos"][h] = hx
    st["sealed"][h] = list(val)
    _reveal(st, [h])
    st["act"].append(h)
    st["done"].append(h)
    moved = f" moving to {hx}" if hx != old else ""
    moved_es = f" tras mover a {hx}" if hx != old else ""
    _log(st, f"{bname(st, h)} (strength {val[1]}) is activated at {hx}{moved}.",
         f"{bname(st, h, 'es')} (fuerza {val[1]}) se activa en {hx}{moved_es}.", rule)


def _check_value(st: dict, side: str, h: str, val, rule: str) -> None:
    """A value an announced action reveals: it must be a block of ``side``
    and agree with what this device knows."""
    if len(val) != 4 or not all(isinstance(x, int) for x in val[1:]):
        raise Illegal("the move reveals a malformed value", rule)
    ident, s = val[0], val[1]
    if not isinstance(h, str) or M.side_of(h) != side or h not in st["sealed"]:
        raise Illegal("the move names a block that is not the mover's", rule)
    if not isinstance(ident, str) or ident not in D.BLOCKS or D.BLOCKS[ident]["side"] != side:
        raise Illegal("the move reveals a block that does not exist", rule)
    if not isinstance(s, int) or not 0 <= s <= D.BLOCKS[ident]["steps"]:
        raise Illegal("the move reveals an impossible strength", rule)
    known = st["sealed"].get(h)
    if known is not None and list(known) != list(val):
        raise Illegal("the block revealed is not the one this device knows", rule)


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
            # relay: the enemy applies the hits that wait, in the order fired (5.23)
            if a[0] == "done":
                f["ending"] = 1
            _log(st, "The waiting hits go to the other side to apply.",
                 "Los impactos pendientes pasan al otro bando para aplicarlos.", "5.23")
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
        if len(a) != 9 or a[0] != "fire":
            raise self.refuse(game, st, f, a)
        _check_value(st, f["who"], a[1], a[5:9], "5.2")
        shoot(game, st, f["who"], a[1], a[2], a[3], a[4], a[5:9])

    def prompt(self, game, st, f):
        pend = st.get("pend")
        if pend:
            n = sum(e.get("n", 1) for e in pend)
            where = ", ".join(sorted({e["hex"] for e in pend if "hex" in e} |
                                     {st["pos"][e["rep"]] for e in pend if e.get("rep") in st["pos"]}))
            return text(f"Fire Phase: {n} hit{'s wait' if n != 1 else ' waits'} for the other side at "
                        f"{where}. Fire on, or send {'them' if n != 1 else 'it'} now to see what "
                        f"{'they' if n != 1 else 'it'} did.",
                        f"Fase de Fuego: {n} impacto{'s esperan' if n != 1 else ' espera'} al otro bando en "
                        f"{where}. Sigue disparando, o envía{'los' if n != 1 else 'lo'} ya para ver su efecto.",
                        "5.23")
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
    rolls = [_roll(st, side) for _ in range(val[1])]
    hits = sum(1 for r in rolls if r <= fp)
    rule = "5.31" if long else ("5.22" if fp != b["fire"] else "5.2")
    _log(st, f"{bname(st, h)} ({b['letter']}{fp}, {val[1]} {'die' if val[1] == 1 else 'dice'}) fires from {hx} at {t}"
             f"{' (long range)' if long else ''}: {' '.join(map(str, rolls))} = {hits} hit{'s' if hits != 1 else ''}.",
         f"{bname(st, h, 'es')} ({b['letter']}{fp}, {val[1]} {'dado' if val[1] == 1 else 'dados'}) dispara desde {hx} a {t}"
         f"{' (largo alcance)' if long else ''}: {' '.join(map(str, rolls))} = {hits} impacto{'s' if hits != 1 else ''}.",
         rule)
    if not hits:
        return
    enemy = ENEMY[side]
    if art:
        # 5.31: a face-up artillery block singled out takes every hit; excess is lost
        hit_artillery(game, st, art, hits, long)
        return
    if st["op"].get("relay"):
        # relay (RULES_NOTES): the enemy applies them when the firer sends them
        st.setdefault("pend", []).append({"hex": t, "n": hits, "long": 1 if long else 0})
        _log(st, f"{hits} hit{'s' if hits != 1 else ''} at {t} wait for {SIDE_EN[enemy]} to apply.",
             f"{hits} impacto{'s' if hits != 1 else ''} en {t} esperan a que {SIDE_ES[enemy]} los aplique.",
             "5.23")
        return
    game.flow.push(st, "hits", who=enemy, hex=t, n=hits, long=1 if long else 0)


def hit_artillery(game, st: dict, h: str, hits: int, long: bool) -> None:
    """5.31: a face-up artillery block singled out takes the hits, one by
    one: half hits in a D2 hex (5.24), a repulse for its last step at long
    range (5.32); hits beyond that are lost."""
    hx = st["pos"][h]
    for _ in range(hits):
        v = list(st["sealed"][h])
        if D.d2(hx) and not v[2]:
            v[2] = 1
            st["sealed"][h] = v
            continue
        v[2] = 0
        if v[1] > 1:
            v[1] -= 1
            st["sealed"][h] = v
            continue
        st["sealed"][h] = v
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
    v = st["sealed"][h]
    _log(st, f"{bname(st, h)} takes {hits} hit{'s' if hits > 1 else ''}: strength {v[1]}"
             f"{', half hit' if v[2] else ''}.",
         f"{bname(st, h, 'es')} encaja {hits} impacto{'s' if hits > 1 else ''}: fuerza {v[1]}"
         f"{', medio impacto' if v[2] else ''}.", "5.31")


def end_fire_phase(st: dict) -> None:
    """5.24: a half hit left at the end of the Fire Phase is recovered."""
    for h, v in st["sealed"].items():
        if isinstance(v, list) and v[2]:
            st["sealed"][h] = [v[0], v[1], 0, v[3]]


def hit_candidates(st: dict, hx: str, side: str) -> list[str]:
    """5.23, 5.24: the blocks of ``side`` in ``hx`` that may take the next hit:
    one holding a half hit, else the strongest, HQs included (its owner
    chooses among ties; RULES_NOTES 5.23)."""
    here = M.at(st, hx, side)
    half = [h for h in here if st["sealed"][h][2]]
    if half:
        return half[:1]
    top = max(st["sealed"][h][1] for h in here)
    return [h for h in here if st["sealed"][h][1] == top]


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
        if a[2] == "kept" and h == "":
            f["n"] -= 1
            _log(st, "A hit was applied.", "Se aplicó un impacto.", "5.23")
            _after_hits(game, st, f)
            return
        if not isinstance(h, str) or st["pos"].get(h) != f["hex"] or M.side_of(h) != f["who"]:
            raise self.refuse(game, st, f, a)
        if st["sealed"].get(h) is not None:
            here = M.at(st, f["hex"], f["who"])
            if all(st["sealed"].get(x) is not None for x in here) and h not in self_candidates(st, f):
                raise Illegal("the hit must go to the strongest block", "5.23")
            return take_hit(game, st, f, h, check=a[2])
        f["n"] -= 1
        if a[2] == "elim":
            _eliminate(st, h, "5.23")
        elif a[2] == "repulse":
            game.flow.push(st, "repulse", who=f["who"], h=h)
            return
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


def self_candidates(st: dict, f: dict) -> list[str]:
    return hit_candidates(st, f["hex"], f["who"])


def take_hit(game, st: dict, f: dict, h: str, check: str | None = None) -> None:
    """5.23-5.24, 5.32: one hit on block ``h``."""
    hx = f["hex"]
    v = list(st["sealed"][h])
    b = D.BLOCKS[v[0]]
    f["n"] -= 1
    if D.d2(hx) and not v[2]:
        v[2] = 1                                  # 5.24: a half hit
        st["sealed"][h] = v
        outcome = "kept"
    elif v[1] - 1 >= (0 if b["kind"] == "hq" else 1):
        v[1] -= 1
        v[2] = 0
        st["sealed"][h] = v
        outcome = "kept"
    elif f.get("long"):
        v[2] = 0
        st["sealed"][h] = v
        outcome = "repulse"                       # 5.32: keeps its last step, retreats 1 hex
    else:
        outcome = "elim"
    if check is not None and check != outcome:
        raise Illegal("the hit's outcome is not what this device knows", "5.23")
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
        S.stir(st, f["who"], f["hex"])
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
            S.stir(st, f["who"], n)
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


# -- Move Phase (6.0) -----------------------------------------------------------------

def movers(st: dict, side: str) -> list[str]:
    """6.1: blocks that neither commanded nor fired, and have not moved."""
    done, moved = set(st["done"]), set(st["moved"])
    return [h for h in M.on_map(st, side) if h not in done and h not in moved]


def arrivals(st: dict, side: str) -> list[str]:
    """6.7: reinforcements due by now."""
    return sorted(h for h, d in st["due"].items() if M.side_of(h) == side and d[0] <= st["t"])


def entry_points(st: dict, h: str, ctx=None) -> list[tuple[str, str, int]]:
    """6.7: (road, edge hex, MP spent) where reinforcement ``h`` may come on:
    its listed road or the other roads it may use; where the road's edge hex
    is occupied, an adjacent edge hex instead (``ctx``: the side's
    ``MV.Context`` of this state, when the caller has one)."""
    t, road, alts = st["due"][h][:3]
    side = M.side_of(h)
    out = []
    ctx = ctx or MV.context(st, side)
    occ = ctx.sides
    for r in [road] + list(alts):
        hx = D.entry_hex(r)
        cost = D.road_entry_cost(r)
        if ENEMY[side] not in occ.get(hx, ()) and ctx.room(hx):
            out.append((r, hx, cost))
            continue
        for n in M.neighbours(hx):
            if n in D.EDGE and ENEMY[side] not in occ.get(n, ()) and ctx.room(n):
                out.append((r, n, 2))
    return out


class Move(Step):
    """6.0: move blocks, bring on reinforcements, declare melees."""
    rule = "6.1"

    def legal(self, game, st, f, only: str | None = None):
        """Every legal action (``only``: those of block ``only`` and "done")."""
        side = f["who"]
        ctx = MV.context(st, side)
        out = []
        night = ctx.night
        cmd = None                                      # C.commanders, when first needed
        column = st["op"].get("column")
        for h in movers(st, side):
            if only is not None and h != only:
                continue
            b = block(st, h)
            hx = st["pos"][h]
            out.extend(MV.move_actions(ctx, h, hx, b, formation=formation(st, h, b), spent=st["spent"].get(h, 0)))
            if column and b["kind"] == "inf" and h not in st["spent"] \
                    and (h in st["col"] or ctx.counts.get(hx, 0) == 1):
                out.append(("form", h))                # opt.column: into column only alone in its hex
            if h in st["col"]:
                continue                                # opt.column: a column does not attack
            if not night and hx in ctx.front and b["kind"] in ("inf", "cav", "hart"):
                if cmd is None:
                    cmd = C.commanders(st, side)
                for t in melee_targets(st, side, h, cmd, ctx=ctx):
                    out.append(("attack", h, t))
                for t in melee_targets(st, side, h, cmd, unsupported=True, ctx=ctx):
                    out.append(("unsupported", h, t))
        for h in arrivals(st, side):
            if only is not None and h != only:
                continue
            b = block(st, h)
            if not night and b["kind"] in ("inf", "cav", "hart") and h not in st["col"]:
                for edge in entry_melees(st, side, h, ctx):
                    out.append(("attack", h, edge))       # 6.7: a melee on the entry hex, no command
            seen: dict = {}                               # (edge, fm) -> the answers listed for it
            forms = ("line", "col") if column and b["kind"] == "inf" else (None,)
            for road, edge, cost in entry_points(st, h, ctx):
                for fm in forms:
                    found = entry_reach(st, side, h, edge, road, cost, ctx, fm)
                    acts = enter_actions(found, h, edge, fm)
                    earlier = seen.setdefault((edge, fm), [])
                    out.extend([a for a in acts if not any(a[3] in r for r in earlier)] if earlier else acts)
                    earlier.append(found)
        if not unfinished_divisions(st, side, ctx):
            out.append(("done",))
        return out

    def act(self, game, st, f, a):
        side = f["who"]
        if a[0] == "done":
            end_move_phase(game, st, side)
            return
        if a[0] == "move":
            move_block(st, side, a[1], a[2])
        elif a[0] == "form":
            change_formation(st, side, a[1])
        elif a[0] == "enter":
            enter_block(st, side, a[1], a[2], a[3], fm=a[4] if len(a) > 4 else None)
        elif a[0] in ("attack", "unsupported"):
            declare_melee(st, side, a[1], a[2], a[0] == "unsupported", st["sealed"][a[1]])

    def receive(self, game, st, f, a):
        if a[0] in ("attack", "unsupported"):
            if len(a) != 7:
                raise self.refuse(game, st, f, a)
            if a[1] in st["due"] and (a[0] != "attack" or st["due"][a[1]][0] > st["t"]
                                      or a[2] not in entry_melees(st, f["who"], a[1])):
                raise Illegal("a reinforcement attacks only an enemy on its entry hex", "6.7")
            _check_value(st, f["who"], a[1], a[3:7], "7.1")
            declare_melee(st, f["who"], a[1], a[2], a[0] == "unsupported", a[3:7])
            return
        if a[0] == "done":
            if (len(a) - 1) % 5:
                raise self.refuse(game, st, f, a)
            items = [list(a[i:i + 5]) for i in range(1, len(a), 5)]
            for it in items:
                _check_value(st, f["who"], it[0], it[1:], "5.31")
                if st["pos"].get(it[0]) not in M.enemy_adjacent(st, f["who"]) or it[0] in st["up"] \
                        or D.BLOCKS[it[1]]["kind"] not in ("art", "hart"):
                    raise Illegal("only artillery in the front line is revealed", "5.31")
            end_move_phase(game, st, f["who"], items)
            return
        side = f["who"]
        if a[0] == "move" and len(a) >= 4 and a[1] in st["pos"] and M.side_of(a[1]) == side \
                and a[1] not in st["moved"] and a[1] not in st["done"]:
            check_path(st, side, st["pos"][a[1]], list(a[3:]), a[2], "6.1", column=a[1] in st["col"])
            move_block(st, side, a[1], a[2], list(a[3:]))
            return
        if a[0] == "enter" and len(a) >= 6 and a[1] in st["due"] and M.side_of(a[1]) == side \
                and st["due"][a[1]][0] <= st["t"]:
            t, road, alts = st["due"][a[1]][:3]
            edges = {D.entry_hex(r) for r in [road] + list(alts)}
            edges |= {n for e in list(edges) for n in M.neighbours(e) if n in D.EDGE}
            fm = a[4] if a[4] in ("col", "line") and st["op"].get("column") else None
            if a[2] not in edges or len(a) < 6 or a[5] != a[2] or a[4] not in ("", "col", "line"):
                raise Illegal("a reinforcement enters by its listed road or an adjacent entry road", "6.7")
            check_path(st, side, None, list(a[5:]), a[3], "6.7", column=fm == "col")
            enter_block(st, side, a[1], a[2], a[3], list(a[5:]), fm)
            return
        if a[0] == "form" and len(a) == 2 and a[1] in st["pos"] and M.side_of(a[1]) == side \
                and st["op"].get("column") and a[1] not in st["spent"] and a[1] not in st["moved"] \
                and a[1] not in st["done"]:
            if a[1] not in st["col"] and M.count_at(st, st["pos"][a[1]], side) != 1:
                raise Illegal("a block forms column only alone in its hex", "opt.column")
            change_formation(st, side, a[1])
            return
        raise self.refuse(game, st, f, a)

    def prompt(self, game, st, f):
        night = D.is_night(st["t"])
        if night:
            return text("Night Move Phase: move blocks (none may enter a hex next to the enemy), bring "
                        "on Night Reinforcements, then end the phase.",
                        "Fase de Movimiento nocturna: mueve bloques (ninguno entra junto al enemigo), trae "
                        "los refuerzos nocturnos y termina la fase.", "9.72")
        return text("Move Phase: move blocks, bring on reinforcements, declare melees, then end the phase.",
                    "Fase de Movimiento: mueve bloques, trae refuerzos, declara melés y termina la fase.", "6.1")

    def waiting(self, game, st, f, role):
        return text(f"Waiting: {SIDE_EN[f['who']]} Move Phase.",
                    f"Esperando: Fase de Movimiento de {SIDE_ES[f['who']]}.", "6.1")

    def refuse(self, game, st, f, a):
        side = f["who"]
        if a and a[0] in ("move", "attack", "unsupported") and len(a) >= 3 and isinstance(a[1], str) \
                and a[1] in st["pos"]:
            h = a[1]
            if M.side_of(h) != side:
                return Illegal("that is not your block", "6.1", "ese bloque no es tuyo")
            if h in st["done"]:
                return Illegal("a block that commanded or fired this turn cannot move", "6.1",
                               "un bloque que mandó o disparó este turno no puede mover")
            if h in st["moved"]:
                return Illegal("that block has already moved this phase", "6.1",
                               "ese bloque ya ha movido en esta fase")
            if a[0] != "move":
                return Illegal("a melee is declared by a block under command in a front-line hex, "
                               "into an adjacent enemy hex, one attacker per hexside, no more than "
                               "the hex's stacking limit", "7.1",
                               "una melé la declara un bloque bajo mando en un hex de primera línea, "
                               "contra un hex enemigo adyacente, un atacante por lado de hex, sin "
                               "superar el apilamiento del hex")
            dest = a[2]
            if isinstance(dest, str) and M.at(st, dest, ENEMY[side]):
                return Illegal("a block enters an enemy hex only to declare a melee", "7.1",
                               "un bloque solo entra en un hex enemigo declarando una melé")
            if isinstance(dest, str) and dest in D.HEXES and not M.room(st, dest, side):
                return Illegal("that hex is at its stacking limit", "6.2",
                               "ese hex está en su límite de apilamiento")
            return Illegal("that hex is out of reach: movement points, zones of control and the "
                           "front line stop the block before it", "6.62",
                           "ese hex está fuera de alcance: los puntos de movimiento, las zonas de "
                           "control y la primera línea detienen antes al bloque")
        if a and a[0] == "done":
            return Illegal("a division enters whole: bring on the rest of it this turn", "6.7",
                           "una división entra completa: trae el resto este turno")
        return Illegal("move a block, bring on a reinforcement, declare a melee or end the phase", "6.1",
                       "mueve un bloque, trae un refuerzo, declara una melé o termina la fase")


def entry_melees(st: dict, side: str, h: str, ctx=None) -> list[str]:
    """6.7: the enemy-held entry hexes of reinforcement ``h``'s roads that it
    may attack from the map edge: 1 or 2 blocks an entry hex, no command
    (``ctx``: the side's ``MV.Context`` of this state, when the caller has one)."""
    t, road, alts = st["due"][h][:3]
    out = []
    for r in [road] + list(alts):
        edge = D.entry_hex(r)
        if edge in out or not (ctx.enemy_in(edge) if ctx is not None else M.at(st, edge, ENEMY[side])):
            continue
        m = next((m for m in st["melees"] if m["hex"] == edge), None)
        if m is not None and (m["uns"] or len(m["att"]) >= D.stacking(edge)
                              or sum(1 for _x, fr in m["att"] if fr == "off") >= 2):
            continue
        out.append(edge)
    return out


def melee_targets(st: dict, side: str, h: str, cmd, unsupported: bool = False, ctx=None) -> list[str]:
    """7.1, 7.8: adjacent enemy hexes block ``h`` may attack (``ctx``: the
    side's ``MV.Context`` of this state, when the caller has one)."""
    hx = st["pos"][h]
    i = M.ident(st, h)
    b = D.BLOCKS[i]
    if not unsupported and not (b.get("no_command") or C.under_command(st, side, h, cmd)):
        return []
    out = []
    for t in M.neighbours(hx):
        if not (ctx.enemy_in(t) if ctx is not None else M.at(st, t, ENEMY[side])):
            continue
        m = next((m for m in st["melees"] if m["hex"] == t), None)
        if unsupported:
            if m is not None:
                continue                                  # 7.8: alone, never with a normal melee
        elif m is not None:
            if m["uns"] or len(m["att"]) >= D.stacking(t) or any(fr == hx for _a, fr in m["att"]):
                continue                                  # 7.1: one per hexside, stacking limit
        out.append(t)
    return out


def formation(st: dict, h: str, b: dict) -> str | None:
    """opt.column: "col" or "line" for infantry under the option, else None."""
    if not st["op"].get("column") or b["kind"] != "inf":
        return None
    return "col" if h in st["col"] else "line"


def form_cost(st: dict, side: str, h: str) -> int:
    """opt.column: half the movement allowance, all of it in a front-line hex."""
    return MV.MA["inf"] if st["pos"][h] in M.enemy_adjacent(st, side) else MV.MA["inf"] // 2


def change_formation(st: dict, side: str, h: str) -> None:
    st["spent"][h] = form_cost(st, side, h)
    if h in st["col"]:
        st["col"].remove(h)
        en, es = "into line", "en línea"
    else:
        st["col"].append(h)
        en, es = "into column", "en columna"
    _log(st, f"{cap(_public_name(st, h, 'en'))} at {st['pos'][h]} forms {en}.",
         f"{cap(_public_name(st, h, 'es'))} en {st['pos'][h]} forma {es}.", "opt.column")


def move_path(st: dict, side: str, h: str, dest: str, ctx=None) -> list[str]:
    """The path the rules give a move (the cheapest legal one, 6.3)."""
    b = block(st, h)
    return MV.reach(ctx or MV.context(st, side), st["pos"][h], b, formation=formation(st, h, b),
                    spent=st["spent"].get(h, 0)).path(dest)


def entry_reach(st: dict, side: str, h: str, edge: str, road: str, cost: int, ctx=None,
                fm: str | None = None) -> dict:
    """dest -> path after ``edge`` for reinforcement ``h`` coming on at
    ``edge``: its normal move (6.7), and for Night Reinforcements any hex
    along the roads as far as their limit hex, obeying 9.72 (9.74)."""
    ctx = ctx or MV.context(st, side)
    found = MV.reach(ctx, edge, block(st, h), entering=road, cost0=cost, formation=fm)
    limit = st["due"][h][3] if len(st["due"][h]) > 3 else ""
    if not (limit and D.is_night(st["t"])):
        return found
    out = MV.Reach(found)
    out.parent = found.parent
    path = D.road_path(edge, limit)
    for k in range(1, len(path)):
        hx = path[k]
        if hx in ctx.front or ctx.enemy_in(hx):
            break
        if ctx.room(hx) and hx not in out:
            out[hx] = path[1:k + 1]
    return out


def enter_actions(found: dict, h: str, edge: str, fm: str | None) -> list:
    """("enter", h, edge, dest[, fm]) for every dest of ``entry_reach``'s
    answer ``found``, in hex order, made once per answer: read it, never change it."""
    try:
        acts = found.acts
    except AttributeError:
        acts = found.acts = {}
    key = ("enter", h, edge, fm)
    out = acts.get(key)
    if out is None:
        out = acts[key] = [("enter", h, edge, dest) + ((fm,) if fm else ()) for dest in sorted(found)]
    return out


def entry_path(st: dict, side: str, h: str, edge: str, dest: str, fm: str | None = None) -> list[str]:
    road, cost = min((c, r) for r, e, c in entry_points(st, h) if e == edge)[::-1]
    return [edge] + entry_reach(st, side, h, edge, road, cost, None, fm).path(dest)


def _road_at(st: dict, h: str, edge: str) -> str:
    t, road, alts = st["due"][h][:3]
    for r in [road] + list(alts):
        e = D.entry_hex(r)
        if e == edge or edge in M.neighbours(e):
            return r
    return road


def check_path(st: dict, side: str, start: str | None, path: list, dest: str, rule: str,
               column: bool = False) -> None:
    """An announced move's path, as far as the other device can check it:
    adjacent hexes, never into an enemy hex, no hexside of a front line
    crossed a third time, stopping on entering the front (6.62)."""
    if not path or path[-1] != dest or len(path) > 24 or not all(isinstance(x, str) and x in D.HEXES for x in path):
        raise Illegal("the move's path is not a path on the map", rule)
    ctx = MV.context(st, side)
    seq = ([start] if start else []) + list(path)
    for a, b in zip(seq, seq[1:]):
        if b not in M.neighbours(a) or ctx.enemy_in(b):
            raise Illegal("the move's path crosses the enemy", rule)
        if not ctx.crossing_ok(a, b):
            raise Illegal("at most 2 blocks cross a hexside of the front line in a Move Phase", "6.62")
    if any(x in ctx.front for x in seq[1:-1]) or (start in ctx.front and len(seq) > 2):
        raise Illegal("a block stops on entering the front line", "6.62")
    if ctx.night and any(x in ctx.front for x in path):
        raise Illegal("at night no block enters a hex next to the enemy", "9.72")
    if not ctx.room(dest):
        raise Illegal("that hex is at its stacking limit", "6.2")
    if any(x in ctx.col_hexes for x in path) or (column and any(ctx.counts.get(x) for x in path)):
        raise Illegal("a column stands alone in its hex", "opt.column")


def move_block(st: dict, side: str, h: str, dest: str, path: list | None = None) -> None:
    ctx = MV.context(st, side)
    start = st["pos"][h]
    if path is None:
        path = move_path(st, side, h, dest, ctx)
    _count_traffic(st, ctx, [start] + list(path))
    st["pos"][h] = dest
    st["moved"].append(h)
    _log(st, f"{cap(_public_name(st, h, 'en'))} moves from {start} to {dest}.",
         f"{cap(_public_name(st, h, 'es'))} mueve de {start} a {dest}.", "6.1")


def _count_traffic(st: dict, ctx, path: list[str]) -> None:
    for a, b in zip(path, path[1:]):
        if a in ctx.front or b in ctx.front:
            sid = D.side_id(a, b)
            st["traffic"][sid] = st["traffic"].get(sid, 0) + 1


def enter_block(st: dict, side: str, h: str, edge: str, dest: str, path: list | None = None,
                fm: str | None = None) -> None:
    """6.7: a reinforcement comes on by its road (the edge hex is the first
    hex of its move) and moves on; under opt.column, infantry enters in the
    formation its player chose."""
    ctx = MV.context(st, side)
    road = _road_at(st, h, edge)
    if path is None:
        path = entry_path(st, side, h, edge, dest, fm)
    if fm == "col":
        st["col"].append(h)
    _count_traffic(st, ctx, list(path))
    del st["due"][h]
    st["pos"][h] = dest
    st["moved"].append(h)
    st.setdefault("came", []).append(h)
    _log(st, f"{cap(_public_name(st, h, 'en'))} enters by {D.road_name(road)} to {dest}.",
         f"{cap(_public_name(st, h, 'es'))} entra por {D.road_name(road, 'es')} hasta {dest}.", "6.7")


def declare_melee(st: dict, side: str, h: str, t: str, unsupported: bool, val: tuple) -> None:
    """7.1: the block moves into the enemy hex; it is revealed."""
    st["sealed"][h] = list(val)
    if h in st["due"]:
        hx = "off"                                    # 6.7: from the map edge
        del st["due"][h]
        st["came"].append(h)
    else:
        hx = st["pos"][h]
    st["pos"][h] = t
    st["moved"].append(h)
    _reveal(st, [h])
    m = next((m for m in st["melees"] if m["hex"] == t), None)
    if m is None:
        m = {"hex": t, "att": [], "uns": 1 if unsupported else 0}
        st["melees"].append(m)
    m["att"].append([h, hx])
    if hx != "off":
        sid = D.side_id(hx, t)
        st["traffic"][sid] = st["traffic"].get(sid, 0) + 1
    kind_en = "an unsupported melee" if unsupported else "a melee"
    kind_es = "una melé sin apoyo" if unsupported else "una melé"
    where_en = "the map edge" if hx == "off" else hx
    where_es = "el borde del mapa" if hx == "off" else hx
    _log(st, f"{bname(st, h)} attacks {t} from {where_en}: {kind_en}.",
         f"{bname(st, h, 'es')} ataca {t} desde {where_es}: {kind_es}.",
         "6.7" if hx == "off" else "7.8" if unsupported else "7.1")


def unfinished_divisions(st: dict, side: str, ctx=None) -> list[str]:
    """6.7: reinforcements due now whose division has begun to come on this
    Move Phase and that could still enter (a division enters whole)."""
    came = st.get("came", [])
    entered = {C.division(st, M.ident(st, x)) for x in came
               if x in st["moved"] and M.side_of(x) == side and M.ident(st, x)}
    out = []
    for h in arrivals(st, side):
        i = M.ident(st, h)
        if i is not None and C.division(st, i) is not None and C.division(st, i) in entered \
                and entry_points(st, h, ctx):
            out.append(h)
    return out


def front_artillery(st: dict, side: str) -> list[str]:
    """5.31: ``side``'s hidden artillery in its front line (known on its device)."""
    front = M.enemy_adjacent(st, side)
    return [h for h in M.on_map(st, side) if st["pos"][h] in front and h not in st["up"]
            and M.kind(st, h) in ("art", "hart")]


def end_move_phase(game, st: dict, side: str, shown: list | None = None) -> None:
    """6.7: a division enters whole; 5.31: artillery in a front line is
    revealed once all movement is over (the enemy then shows his).
    ``shown``: the mover's artillery as its announcement gives it."""
    if shown is None:
        if unfinished_divisions(st, side):
            raise Illegal("a division enters whole: bring on the rest of it this turn", "6.7",
                          "una división entra completa: trae el resto este turno")
        shown = [[h] + list(st["sealed"][h]) for h in front_artillery(st, side)]
    st["came"] = []
    for it in shown:
        st["sealed"][it[0]] = list(it[1:])
    own = [it[0] for it in shown]
    if own:
        _reveal(st, own)
        _log(st, "Artillery in the front line is revealed: " + ", ".join(
            f"{bname(st, h)} at {st['pos'][h]}" for h in own) + ".",
             "La artillería en primera línea queda revelada: " + ", ".join(
            f"{bname(st, h, 'es')} en {st['pos'][h]}" for h in own) + ".", "5.31")
    game.flow.pop(game, st)
    enemy = ENEMY[side]
    efront = M.enemy_adjacent(st, enemy)
    if st["op"].get("relay") and st["melees"]:
        # relay (RULES_NOTES 7.1): the enemy answers once for the whole Melee
        # Phase: he shows his front-line artillery and every block in a melee
        # hex, then gives his orders for the melees
        game.flow.push(st, "morders", who=enemy)
        if _candidates(st, {"who": enemy, "why": "move"}):
            game.flow.push(st, "show", who=enemy, why="move")
        return
    if not D.is_night(st["t"]) and any(st["pos"][h] in efront and h not in st["up"]
                                       for h in M.on_map(st, enemy)):
        game.flow.push(st, "show", who=enemy, why="art")


class Show(Step):
    """5.31, 7.1: the enemy shows what the rules reveal on his side: his
    artillery now in the front line, or every block of his in a melee hex."""
    rule = "5.31"

    def legal(self, game, st, f):
        return [("show",)]

    def act(self, game, st, f, a):
        show(game, st, f, [[h] + list(st["sealed"][h]) for h in _to_show(st, f)])

    def receive(self, game, st, f, a):
        if a[0] != "show" or (len(a) - 1) % 5:
            raise self.refuse(game, st, f, a)
        items = [list(a[i:i + 5]) for i in range(1, len(a), 5)]
        for it in items:
            _check_value(st, f["who"], it[0], it[1:], self._rule(f))
        cand = set(_candidates(st, f))
        if any(it[0] not in cand for it in items):
            raise Illegal("the blocks shown are not those the rules reveal", self._rule(f))
        if f["why"] == "melee" and len(items) != len(cand):
            raise Illegal("every block in a melee hex is revealed", "7.1")
        if f["why"] == "move":
            melee = {m["hex"] for m in st["melees"]}
            shown = {it[0] for it in items}
            if any(st["pos"][h] in melee and h not in shown for h in cand):
                raise Illegal("every block in a melee hex is revealed", "7.1")
        show(game, st, f, items)

    @staticmethod
    def _rule(f):
        return "7.1" if f["why"] in ("melee", "move") else "5.31"

    def prompt(self, game, st, f):
        if f["why"] == "melee":
            return text(f"Your blocks at {f['hex']} are attacked: reveal them for the melee.",
                        f"Tus bloques en {f['hex']} son atacados: revélalos para la melé.", "7.1")
        if f["why"] == "move":
            where = ", ".join(m["hex"] for m in st["melees"])
            return text(f"The enemy has moved and attacks {where}: reveal your blocks there and your "
                        "artillery in the front line.",
                        f"El enemigo ha movido y ataca {where}: revela allí tus bloques y tu artillería "
                        "en primera línea.", "7.1")
        return text("The enemy has moved: reveal your artillery in the front line.",
                    "El enemigo ha movido: revela tu artillería en primera línea.", "5.31")

    def waiting(self, game, st, f, role):
        return text(f"Waiting for {SIDE_EN[f['who']]} to reveal blocks.",
                    f"Esperando a que {SIDE_ES[f['who']]} revele bloques.", self._rule(f))

    def refuse(self, game, st, f, a):
        return Illegal("reveal the blocks the rules show", self._rule(f), "revela los bloques que las reglas muestran")


def _candidates(st: dict, f: dict) -> list[str]:
    side = f["who"]
    if f["why"] == "melee":
        return [h for h in M.at(st, f["hex"], side) if h not in st["up"]]
    front = M.enemy_adjacent(st, side)
    if f["why"] == "move":
        front = (front if not D.is_night(st["t"]) else set()) | {m["hex"] for m in st["melees"]}
    return [h for h in M.on_map(st, side) if st["pos"][h] in front and h not in st["up"]]


def _to_show(st: dict, f: dict) -> list[str]:
    cand = _candidates(st, f)
    if f["why"] == "melee":
        return cand
    melee = {m["hex"] for m in st["melees"]} if f["why"] == "move" else set()
    return [h for h in cand if st["pos"][h] in melee
            or D.BLOCKS[st["sealed"][h][0]]["kind"] in ("art", "hart")]


def show(game, st: dict, f: dict, items: list) -> None:
    for it in items:
        st["sealed"][it[0]] = list(it[1:])
    _reveal(st, [it[0] for it in items])
    if items:
        names_en = ", ".join(f"{bname(st, it[0])} ({it[2]}) at {st['pos'][it[0]]}" for it in items)
        names_es = ", ".join(f"{bname(st, it[0], 'es')} ({it[2]}) en {st['pos'][it[0]]}" for it in items)
        _log(st, f"{SIDE_EN[f['who']]} reveals {names_en}.", f"{SIDE_ES[f['who']]} revela {names_es}.",
             "7.1" if f["why"] == "melee" else "5.31")
    game.flow.pop(game, st)


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
    b = block(st, h)
    rnd = f["rnd"]
    fp = b.get("melee_fire") or b["fire"]
    if b["kind"] == "art":
        fp = b["fire"] if rnd == 1 else 1             # 7.4
    elif b["kind"] == "hart" and rnd > 1:
        fp = 1                                        # 7.4
    if rnd == 1 and b["kind"] == "cav":
        fp += -1 if attacker else 1                   # 7.6
    if rnd == 1 and attacker:
        fr = next((fr for x, fr in f["att"] if x == h), None)
        if fr not in (None, "off"):
            fp -= D.melee_penalty(fr, f["hex"])       # 7.3
    return max(fp, 0)


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
    legal = STEPS["melee"].legal(game, st, f)
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
    STEPS["melee"].act(game, st, f, pick or mine[0])


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
        _set_strength(st, h, s - 1)
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
    if STEPS["regroup"].legal(game, st, frame) == [("done",)]:
        return                                     # 7.9: nowhere to regroup: no decision
    if winner != side and st["op"].get("relay"):
        # relay: the defender regroups as his orders say, as far as they still can
        for kind, h, n in (st.get("mo") or {}).get(hx, {}).get("rg", []):
            a = (kind, h, n)
            if a in STEPS["regroup"].legal(game, st, frame):
                STEPS["regroup"].act(game, st, frame, a)
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


# -- Supply Phase (8.0) -------------------------------------------------------------------

def begin_supply(st: dict, side: str) -> None:
    """4.3, 8.1, 4.61: the HQs active in this turn lose a step; every block
    stands up again but artillery in a front line; fallen DHQs come back."""
    for h in st["act"]:
        if M.side_of(h) == side and h in st["pos"] and st["sealed"].get(h) is not None:
            s = M.strength(st, h)
            _set_strength(st, h, max(0, s - 1))
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
    # 5.1: a stack where a block is hidden again is stirred by its owner, so
    # the enemy loses track of which handle it stands under (secrets.py; a
    # block alone in its hex is still the one he saw)
    hidden = [h for h in st["up"] if h not in keep and h in st["pos"]]
    st["up"] = keep
    for owner, hx in sorted({(M.side_of(h), st["pos"][h]) for h in hidden}):
        if sum(1 for x in M.at(st, hx, owner) if x not in keep) > 1:
            S.stir(st, owner, hx)


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
    if st["sealed"].get(h) is not None:
        _set_strength(st, h, 0)
    S.stir(st, side, where)
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
            if h in f["acting"] or M.strength(st, h) < 1 or st["sealed"][h][2]:
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
                v = st["sealed"][h]
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
        if a[0] == "supply" and len(a) == 7:
            _check_value(st, side, a[1], a[3:7], "8.2")
            supply_activate(st, f, side, a[1], a[2], a[3:7])
            return
        if a[0] == "rebuild" and len(a) == 3 and a[1] in st["dead"] and M.side_of(a[1]) == side \
                and a[2] in D.HEXES and (M.at(st, a[2], side) or M.friendly(st, side, a[2])) \
                and M.room(st, a[2], side):
            rebuild(st, side, a[1], a[2])
            return
        if a[0] == "hancock" and len(a) == 3 and st["op"].get("hancock") and side == "usa" \
                and not st["hancock"] and isinstance(a[2], str) and a[2] in st["sealed"] and a[2][0] == "U" \
                and a[2] not in st["pos"] and a[2] not in st["dead"] and a[1] in D.army("usa")["corps"]:
            send_hancock(st, a[1], a[2])
            return
        if a[0] == "give" and len(a) == 4 and a[1] in f["sp"] and a[2] in D.HEXES and M.at(st, a[2], side):
            h = a[3] or None
            if h is not None and (h not in st["up"] or st["pos"].get(h) != a[2]):
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
    if h is None or h in st["pos"] or h in st["dead"]:
        return []
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
    _set_strength(st, h, val[1] - 1)
    f["acting"].append(h)
    f["sp"][h] = D.BLOCKS[val[0]]["range"]
    _log(st, f"{bname(st, h)} is activated for supply at {hx} ({f['sp'][h]} SP).",
         f"{bname(st, h, 'es')} se activa para suministrar en {hx} ({f['sp'][h]} PS).", "8.2")


def give(st: dict, f: dict, side: str, hq: str, h: str | None, hx: str) -> None:
    """8.2: one step for a block; the mark (a sealed value's third part)
    says it had its step this phase. Only a face-up block is named to the
    enemy."""
    cost = 2 if hx in M.enemy_adjacent(st, side) else 1
    f["sp"][hq] -= cost
    if h is not None and st["sealed"].get(h) is not None:
        v = list(st["sealed"][h])
        v[1] += 1
        v[2] = 1
        st["sealed"][h] = v
        _log(st, f"{bname(st, h)} at {hx} gains a step (strength {v[1]}).",
             f"{bname(st, h, 'es')} en {hx} gana un paso (fuerza {v[1]}).", "8.2", side)
    _log(st, f"A block at {hx} is supplied ({cost} SP).", f"Un bloque en {hx} recibe suministro ({cost} PS).", "8.2")
    S.stir(st, side, hx)


def end_supply(st: dict, side: str) -> None:
    """The HQs that supplied stand up again at the end of the phase; the
    marks of the steps given are cleared."""
    for h in M.on_map(st, side):
        v = st["sealed"].get(h)
        if v is not None and v[2]:
            st["sealed"][h] = [v[0], v[1], 0, v[3]]
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
            v = st["sealed"][h]
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
            h = a[2] or None
            if h is not None and (h not in st["up"] or st["pos"].get(h) != a[1]):
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


def night_give(st: dict, f: dict, h: str | None, hx: str) -> None:
    side = f["who"]
    cost = 2 if hx in M.enemy_adjacent(st, side) else 1
    f["sp"] -= cost
    if h is not None and st["sealed"].get(h) is not None:
        v = list(st["sealed"][h])
        v[1] += 1
        st["sealed"][h] = v
        _log(st, f"{bname(st, h)} at {hx} gains a step (strength {v[1]}).",
             f"{bname(st, h, 'es')} en {hx} gana un paso (fuerza {v[1]}).", "8.4", side)
    _log(st, f"Night supply at {hx} ({cost} SP).", f"Suministro nocturno en {hx} ({cost} PS).", "8.4")
    S.stir(st, side, hx)


class Deploy(Step):
    """9.6: free deployment: a side swaps its blocks between the set-up
    positions (the number of blocks at each stays the same), unseen by the
    enemy; the USA first (9.2)."""
    rule = "9.6"

    def legal(self, game, st, f):
        side = f["who"]
        mine = [h for h in M.on_map(st, side)]
        out = []
        for i, a in enumerate(mine):
            for b in mine[i + 1:]:
                if st["pos"][a] != st["pos"][b]:
                    out.append(("swap", a, b))
        out.append(("done",))
        return out

    def act(self, game, st, f, a):
        side = f["who"]
        if a[0] == "swap":
            x, y = a[1], a[2]
            st["sealed"][x], st["sealed"][y] = st["sealed"][y], st["sealed"][x]
            _log(st, f"{bname(st, x)} and {bname(st, y)} change places.",
                 f"{bname(st, x, 'es')} y {bname(st, y, 'es')} intercambian posiciones.", "9.6", side)
            return
        finish_deploy(game, st, side)

    def receive(self, game, st, f, a):
        if a == ("swap",):
            return
        if a == ("done",):
            finish_deploy(game, st, f["who"])
            return
        raise self.refuse(game, st, f, a)

    def prompt(self, game, st, f):
        return text("Free deployment: swap your blocks between set-up positions, then finish.",
                    "Despliegue libre: intercambia tus bloques entre posiciones iniciales y termina.", "9.6")

    def waiting(self, game, st, f, role):
        return text(f"Waiting for {SIDE_EN[f['who']]} to deploy.", f"Esperando el despliegue de {SIDE_ES[f['who']]}.",
                    "9.6")

    def refuse(self, game, st, f, a):
        return Illegal("swap two of your blocks in different set-up hexes, or finish", "9.6",
                       "intercambia dos de tus bloques en hexes iniciales distintos, o termina")


def finish_deploy(game, st: dict, side: str) -> None:
    """Every block of the side is stamped anew (secrets.py; only on its own
    device, the count on both), so the enemy cannot tell which were swapped."""
    st["stirs"] += 1
    if st["sealed"].get(S.SALT[side]) is not None:
        for h in M.on_map(st, side):
            st["sealed"][h] = S.stamped(st, st["sealed"][h])
    _log(st, f"{SIDE_EN[side]} has deployed.", f"{cap(SIDE_ES[side])} ha desplegado.", "9.6")
    game.flow.pop(game, st)


STEPS = {
    "hour": Hour(), "pturn": PlayerTurn(), "command": Command(), "fire": Fire(), "hits": Hits(),
    "repulse": Repulse(), "volley": Volley(), "move": Move(), "show": Show(), "melees": Melees(), "melee": Melee(),
    "mhit": MeleeHit(), "regroup": Regroup(), "morders": Morders(), "supply": Supply(), "nsupply": NightSupply(),
    "deploy": Deploy(), **CAV.STEPS,
}
FLOW = Flow(STEPS)

PRIVATE_KEYS = ("sealed", "rng", "lg")

# Actions whose other-device form differs (values revealed, handles hidden).
RECEIVERS = ("command", "fire", "hits", "move", "show", "supply", "nsupply", "deploy") + CAV.RECEIVERS


def _legal_key(st: dict, role: str) -> tuple | None:
    """An exact fingerprint of what ``legal`` reads: the whole state but its
    log and latest dice ("lg", "lr": written by the rules, never read)."""
    try:
        return role, marshal.dumps({k: v for k, v in st.items() if k not in ("lg", "lr")}, 2)
    except ValueError:
        return None


def _forget(st: dict) -> None:
    """5.1, 8.1: on a device that does not hold a side (no salt of it), a
    block of that side that is no longer face up is hidden again: its value
    is forgotten (a full state, as hotseat holds it, keeps everything)."""
    for side in ROLES:
        if st["sealed"].get(S.SALT[side]) is not None:
            continue
        p = M.PREFIX[side]
        up = set(st["up"])
        for h, v in st["sealed"].items():
            if v is not None and h[0] == p and h not in up:
                st["sealed"][h] = None


def _value_groups(parts: tuple, size: int) -> dict:
    """{handle: value} from an announced run of [handle, 4 value parts, ...]
    groups of ``size``."""
    if len(parts) % size:
        return {}
    return {parts[i]: list(parts[i + 1:i + 5]) for i in range(0, len(parts), size)}


class BadgesOfCourage(Game):
    id = "boc"
    title = "Gettysburg: Badges of Courage"
    roles = ROLES
    rules_version = "2"           # 2: a sealed value's fourth part is the public stir stamp
    link_dict = LINK_DICT                       # links between two devices (linkdict.py)
    sealed = True
    # Between two devices the side not moving answers in batches (RULES_NOTES,
    # "relay"): the hits of a Fire Phase when the firer sends them, and its
    # reveals and melee orders once per Move Phase, and each side's cavalry
    # orders once for the cavalry battle (10.0).
    duel_options = {"relay": True}
    scenarios = {k: v["title"]["en"] for k, v in D.SCENARIOS.items()}
    scenarios_es = {k: v["title"]["es"] for k, v in D.SCENARIOS.items()}
    options = {"fixed_order": "Fixed turn order (CSA, then USA, every hour)",
               "free_deploy": "Free deployment: swap your blocks between the set-up positions, unseen (9.6)",
               "column": "Column and line: infantry uses roads only in column (optional rule)",
               "hancock": "Hancock option: when a Union corps HQ falls before Meade arrives, Hancock may be sent",
               "longstreet": "Longstreet option: Hood and McLaws arrive at dawn on Day 2 (whole battle)",
               "cavalry": "Cavalry battle: Stuart fights Gregg and Kilpatrick off the map on Day 3 (10.0)",
               "relay": "Between two devices: hits wait until the firer sends them; the side attacked "
                        "gives melee orders once a turn; each side gives its cavalry battle orders once"}
    options_es = {"fixed_order": "Orden de turno fijo (CSA y luego EE. UU., cada hora)",
                  "free_deploy": "Despliegue libre: intercambia tus bloques entre las posiciones iniciales, sin que se vea (9.6)",
                  "column": "Columna y línea: la infantería solo usa caminos en columna (regla opcional)",
                  "hancock": "Opción Hancock: si cae un CG de cuerpo de la Unión antes de llegar Meade, puede enviarse a Hancock",
                  "longstreet": "Opción Longstreet: Hood y McLaws llegan al alba del día 2 (batalla completa)",
                  "cavalry": "Combate de la caballería: Stuart lucha contra Gregg y Kilpatrick fuera del mapa el día 3 (10.0)",
                  "relay": "Entre dos dispositivos: los impactos esperan a que el que dispara los envíe; "
                           "el bando atacado da órdenes de melé una vez por turno; cada bando da una vez sus "
                           "órdenes para el combate de la caballería"}
    flow = FLOW

    def knowledge(self):
        """What the computer opponent knows of this game (knowledge.py)."""
        from .knowledge import KNOWLEDGE
        return KNOWLEDGE

    def rule_text(self, rule):
        """Our own summary of a cited section, English and Spanish."""
        from . import rules_text
        return rules_text.section(rule)

    def rule_index(self):
        """The rules text's table of contents, in rulebook order."""
        from . import rules_text
        return rules_text.index()

    # ------------------------------------------------------------ set-up

    def setup(self, scenario, options, seed):
        sc = self.check_scenario(scenario)
        op = self.check_options(options)
        scen = D.SCENARIOS[sc]
        st = {"sc": sc, "op": op, "rng": dice.seed_state(seed), "t": D.turn_index(scen["start"]),
              "first": 1, "p1": "csa", "side": "csa", "half": 1, "pos": {}, "due": {}, "off": {},
              "dead": [], "up": [], "act": [], "done": [], "moved": [], "fs": {},
              "traffic": {}, "melees": [], "ctrl": {}, "elim": {"usa": 0, "csa": 0}, "sealed": {},
              "came": [], "col": [], "spent": {}, "hancock": [], "stirs": 0, "flow": [], "rv": 0, "lg": [], "lr": [], "res": None}
        groups = _groups(sc, op)
        for side in ROLES:
            for (h, g) in _handles(sc, op)[side]:
                grp = groups[side][g]
                if grp[0] == "at":
                    st["pos"][h] = grp[1]
                elif grp[0] == "gone":
                    st["dead"].append(h)            # fallen before the scenario starts (no VP)
                elif grp[0] in ("spare", "pool"):
                    pass                            # opt.hancock: off the map until sent; 10.0: the cavalry pool
                else:
                    st["due"][h] = [grp[1], grp[2], list(grp[3]), grp[4]]
                st["sealed"][h] = None
            st["sealed"][S.SALT[side]] = None
        CAV.setup(st, _handles(sc, op), groups)       # 10.0
        self.private_setups(st, seed)               # T3.4: each side's hidden set-up from its secret
        FLOW.push(st, "hour")
        if op.get("free_deploy"):
            FLOW.push(st, "deploy", who="csa")       # 9.2: the USA deploys first (top of the stack)
            FLOW.push(st, "deploy", who="usa")
        FLOW.settle(self, st)
        return st

    def private_setup(self, state, role, secret):
        """Which of a group's blocks stands under which of its handles, and
        the salt of ``role``'s later stirs, from ``role``'s secret alone."""
        sc = state["sc"]
        groups = _groups(sc, state["op"])[role]
        by_group: dict[int, list[str]] = {}
        for h, g in _handles(sc, state["op"])[role]:
            by_group.setdefault(g, []).append(h)
        salt = S.salt_from(secret)
        state["sealed"][S.SALT[role]] = salt
        for g, handles in by_group.items():
            ids = list(groups[g][-1])
            ids.sort(key=lambda i: hashlib.sha256(f"{salt}|{g}|{i}".encode()).digest())
            for h, i in zip(handles, ids):
                state["sealed"][h] = [i, D.start_strength(sc, i), 0, 0]       # stamp 0 (secrets.py)

    # ------------------------------------------------------------ contract

    def active(self, state):
        if state.get("res"):
            return []
        return FLOW.active(self, state)

    def legal(self, state, role):
        if state.get("res"):
            return []
        frame = FLOW.top(state)
        if frame is None or frame["step"] == "move":
            return FLOW.legal(self, state, role)        # apply checks a move by its block alone
        # the list of the last state asked about again, for apply's check
        key = _legal_key(state, role)
        if key is not None and self._legal_memo[0] == key:
            return list(self._legal_memo[1])
        out = FLOW.legal(self, state, role)
        if key is not None:
            self._legal_memo = (key, tuple(out))
        return out

    _legal_memo: tuple = (None, ())

    def apply(self, state, role, action):
        self.check_turn(state, role, action)
        action = as_action(action)
        state["lg"], state["lr"] = [], []
        frame = FLOW.top(state)
        step = FLOW.step(frame)
        if frame["step"] in RECEIVERS and not self._plain(state, role, frame, action):
            step.receive(self, state, frame, action)
            FLOW.settle(self, state)
        elif frame["step"] == "move" and len(action) > 1 and isinstance(action[1], str):
            # check one block's moves, not every block's (the same answer, faster)
            if role != step.who(self, state, frame) or action not in step.legal(self, state, frame, action[1]):
                raise step.refuse(self, state, frame, action)
            FLOW.apply(self, state, role, action, checked=True)
        elif frame["step"] != "move" and role == step.who(self, state, frame):
            # the same check as FLOW.apply's, from legal's list when this state was just asked about
            if action not in self.legal(state, role):
                raise step.refuse(self, state, frame, action)
            FLOW.apply(self, state, role, action, checked=True)
        else:
            FLOW.apply(self, state, role, action)
        _forget(state)
        return state

    @staticmethod
    def _plain(state, role, frame, action) -> bool:
        """True when this device knows ``role``'s side (its salt): the action
        is one it plays from its own legal list; False: an announced action
        from the other device."""
        return state["sealed"].get(S.SALT[role]) is not None

    def forced(self, state, role):
        """A decision that is no choice, which the platform plays for the role
        without handing it the device: showing what the rules reveal (5.31,
        7.1), a hit or a repulse with one way to take it (5.23, 5.32)."""
        frame = FLOW.top(state)
        if frame is None or state.get("res") or role not in self.active(state):
            return None
        if state["sealed"].get(S.SALT[role]) is None:
            return None                         # not this device's decision to make
        if frame["step"] == "show":
            return ("show",)
        if frame["step"] in ("hits", "repulse", "mhit") + CAV.FORCED:
            legal = self.legal(state, role)
            if len(legal) == 1:
                return legal[0]
        return None

    def apply_legal(self, state, role, action):
        state["lg"], state["lr"] = [], []
        FLOW.apply(self, state, role, tuple(action), checked=True)
        return state

    def prompt(self, state, role):
        line = FLOW.prompt(self, state, role) if not state.get("res") else None
        if line is not None:
            return line
        res = self.result(state)
        if res is None:
            return text("", "", "")
        return text(res["reason"], res["reason_es"], res["rule"])

    def result(self, state):
        if not state.get("res"):
            return None
        who, code, score = state["res"]
        if who == "draw":
            en, es = f"A draw: the CSA has {score} VP.", f"Tablas: la Confederación tiene {score} PV."
        else:
            en = f"{SIDE_EN[who]} wins: the CSA has {score} VP."
            es = f"Gana {SIDE_ES[who]}: la Confederación tiene {score} PV."
        return {"winner": who, "reason": en, "reason_es": es, "rule": "9.1", "vp": score}

    def reveals(self, state):
        return state["rv"]

    def take_events(self, state):
        out, state["lg"] = state["lg"], []
        return out

    # ------------------------------------------------------------ secrets

    def may_know(self, state, role):
        """5.1: a side knows its own blocks (and its salt); both know the
        blocks face up."""
        known = set(h for h in state["up"] if h in state["sealed"])
        if role in ROLES:
            known.update(h for h in state["sealed"] if h[0] == M.PREFIX[role] or h == S.SALT[role])
        return known

    def mask(self, state, role):
        out = super().mask(state, role)
        out["lg"] = [e for e in out["lg"] if may_read(e, role)]
        return out

    def announce(self, state, role, action):
        a = as_action(action)
        frame = FLOW.top(state)
        if frame is None:
            return a
        step = frame["step"]
        if not self._plain(state, role, frame, a):
            return a                                    # already in its announced form
        if step in CAV.STEPS:
            return CAV.announce(state, role, frame, a)  # 10.0
        if step == "command" and a[0] == "activate":
            return a + tuple(state["sealed"][a[1]])
        if step == "fire" and a[0] == "fire":
            return a + tuple(state["sealed"][a[1]])
        if step == "move" and a[0] in ("attack", "unsupported"):
            return a + tuple(state["sealed"][a[1]])
        if step == "supply" and a[0] == "supply":
            return a + tuple(state["sealed"][a[1]])
        if step == "move" and a[0] == "move":
            return a + tuple(move_path(state, role, a[1], a[2]))
        if step == "move" and a[0] == "enter":
            fm = a[4] if len(a) > 4 else ""
            return a[:4] + (fm,) + tuple(entry_path(state, role, a[1], a[2], a[3], fm or None))
        if step == "move" and a[0] == "done":
            return ("done",) + tuple(x for h in front_artillery(state, role) for x in [h] + list(state["sealed"][h]))
        if step == "supply" and a[0] == "hancock":
            return ("hancock", a[1], hancock_handle(state))
        if step == "supply" and a[0] == "give":
            return ("give", a[1], state["pos"][a[2]], a[2] if a[2] in state["up"] else "")
        if step == "deploy" and a[0] == "swap":
            return ("swap",)
        if step == "nsupply" and a[0] == "nsupply":
            return ("nsupply", state["pos"][a[1]], a[1] if a[1] in state["up"] else "")
        if step == "show":
            return ("show",) + tuple(x for h in _to_show(state, frame) for x in [h] + list(state["sealed"][h]))
        if step == "hits":
            trial = self.copy(state)
            FLOW.apply(self, trial, role, a)
            return ("hit",) + self._hit_outcome(state, trial, frame, a[1])
        return a

    def shown(self, state, role, action):
        """The block values an announced action shows (``announce``'s forms;
        docs/TRUST.md T3.3): an activated HQ (4.2), a block firing (5.2) or
        supplying (8.2), a block declaring a melee (7.1), the front-line
        artillery and melee blocks stood face up (5.31, 7.1), Stuart's
        assignments and the Union's reveal in the cavalry battle (10.0)."""
        frame = FLOW.top(state)
        if frame is None:
            return {}
        a, step = tuple(action), frame["step"]
        if not a:
            return {}
        if step in ("show", "cavshow") and a[0] == "show" or step == "move" and a[0] == "done":
            return _value_groups(a[1:], 5)
        if step == "stuart" and a[0] == "done":
            return _value_groups(a[1:], 6)
        if (step == "command" and a[0] == "activate" and len(a) == 7
                or step == "fire" and a[0] == "fire" and len(a) == 9
                or step == "move" and a[0] in ("attack", "unsupported") and len(a) == 7
                or step == "supply" and a[0] == "supply" and len(a) == 7):
            return {a[1]: list(a[-4:])}
        return {}

    @staticmethod
    def _hit_outcome(before, after, frame, h) -> tuple:
        if h not in after["pos"]:
            return (h, "elim")
        if any(f["step"] == "repulse" and f.get("h") == h for f in after["flow"]):
            return (h, "repulse")
        return (h if h in before["up"] else "", "kept")

    def describe(self, state, action, lang="en"):
        a = tuple(action)
        es = lang == "es"
        if not a:
            return ""
        v = a[0]
        words = CAV.describe(state, a, lang)            # 10.0
        if words:
            return words
        def nm(h):
            return bname(state, h, lang)
        if v == "activate":
            return f"Activar {nm(a[1])} en {a[2]}" if es else f"Activate {nm(a[1])} at {a[2]}"
        if v == "fire":
            tgt = f" ({nm(a[4])})" if len(a) > 4 and a[4] else ""
            return f"{nm(a[1])} dispara a {a[2]}{tgt}" if es else f"{nm(a[1])} fires at {a[2]}{tgt}"
        if v == "hit":
            return f"Impacto a {nm(a[1])}" if es else f"Hit on {nm(a[1])}" if a[1] else ("Impacto" if es else "Hit")
        if v == "repulse":
            return (f"Retirar a {a[2]}" if es else f"Retreat to {a[2]}") if a[2] else ("Eliminado" if es else "Eliminated")
        if v == "move":
            return f"Mover {nm(a[1])} a {a[2]}" if es else f"Move {nm(a[1])} to {a[2]}"
        if v == "enter":
            return f"{nm(a[1])} entra por {a[2]} hasta {a[3]}" if es else f"{nm(a[1])} enters at {a[2]} to {a[3]}"
        if v == "attack":
            return f"{nm(a[1])} ataca {a[2]}" if es else f"{nm(a[1])} attacks {a[2]}"
        if v == "unsupported":
            return f"{nm(a[1])} ataca {a[2]} sin apoyo" if es else f"{nm(a[1])} attacks {a[2]} unsupported"
        if v == "resolve" and len(a) == 1:
            return "Aplicar ya los impactos pendientes" if es else "Send the waiting hits now"
        if v == "resolve":
            return f"Resolver la melé en {a[1]}" if es else f"Resolve the melee at {a[1]}"
        if v == "order":
            to = f" a {a[3]}" if es and a[3] else (f" to {a[3]}" if a[3] else "")
            return (f"{nm(a[1])} se retira{to} desde el asalto {a[2]}" if es
                    else f"{nm(a[1])} retreats{to} from round {a[2]}")
        if v == "rank":
            return f"{nm(a[1])} encaja primero entre iguales" if es else f"{nm(a[1])} takes hits first among equals"
        if v == "rg":
            if a[2] == "out":
                return (f"Si {a[1]} resiste: {nm(a[3])} sale a {a[4]}" if es
                        else f"If {a[1]} holds: {nm(a[3])} withdraws to {a[4]}")
            return (f"Si {a[1]} resiste: {_public_name(state, a[3], lang)} entra desde {a[4]}" if es
                    else f"If {a[1]} holds: {_public_name(state, a[3], lang)} comes in from {a[4]}")
        if v == "fight":
            return f"{nm(a[1])} combate" if es else f"{nm(a[1])} melees"
        if v == "retreat":
            where = a[2] or ("eliminado" if es else "eliminated")
            return f"{nm(a[1])} se retira a {where}" if es else f"{nm(a[1])} retreats to {where}"
        if v == "stand":
            return f"{nm(a[1])} aguanta" if es else f"{nm(a[1])} holds"
        if v == "form":
            line = a[1] in state.get("col", ())
            return (f"{nm(a[1])} forma en {'línea' if line else 'columna'}" if es
                    else f"{nm(a[1])} forms {'line' if line else 'column'}")
        if v == "swap":
            return (f"Intercambiar {nm(a[1])} y {nm(a[2])}" if es else f"Swap {nm(a[1])} and {nm(a[2])}") \
                if len(a) > 2 else ("Intercambio" if es else "Swap")
        if v == "take":
            return f"{nm(a[1])} encaja el impacto" if es else f"{nm(a[1])} takes the hit"
        if v in ("out", "in"):
            return f"{nm(a[1])} se reagrupa ({a[2]})" if es else f"{nm(a[1])} regroups ({a[2]})"
        if v == "supply":
            return f"Activar {nm(a[1])} para suministro en {a[2]}" if es else f"Activate {nm(a[1])} for supply at {a[2]}"
        if v == "hancock":
            return f"Enviar a Hancock al Cuerpo {a[1]}" if es else f"Send Hancock to {a[1]} Corps"
        if v == "give":
            return f"Un paso para {nm(a[2])}" if es else f"A step for {nm(a[2])}"
        if v == "nsupply":
            return f"Suministro nocturno a {nm(a[1])}" if es else f"Night supply for {nm(a[1])}"
        if v == "show":
            return "Revelar" if es else "Reveal"
        if v == "done":
            return "Terminar la fase" if es else "End the phase"
        if v == "end":
            return "Terminar la melé" if es else "End the melee"
        return " ".join(str(x) for x in a)

    # ------------------------------------------------------------ views

    view_fields = {
        "time": "the turn: day, hour (0 = night), and its words in both languages",
        "side": "the phasing side", "p1": "the side with the initiative this hour",
        "phase": "the top step of the flow", "active": "who must act", "result": "the result, once over",
        "blocks": "every block on the map: hex, side, handle; its id and strength where this role may know them",
        "due": "this role's reinforcements not yet on the map (all: count per side)",
        "up": "face-up handles", "melees": "melees declared", "vp": "the CSA's victory points now",
        "elim": "units eliminated per side", "flow": "the flow's frames, public parts",
        "last_roll": "the latest action's dice", "reveals": "reveal counter", "options": "options",
        "control": "hex control fixed at the player turn's start",
        "public": "the whole public state (no dice stream, no sealed value, no log)",
        "known": "the sealed values this role may know: its own blocks and salt, and blocks face up "
                 "(and for the CSA its cavalry orders in progress, 10.0)",
    }

    def view(self, state, role=None):
        known = self.may_know(state, role)
        blocks = []
        for h, hx in sorted(state["pos"].items(), key=lambda kv: (kv[1], kv[0])):
            item = {"hex": hx, "side": M.side_of(h), "h": h, "up": h in state["up"]}
            if h in known and state["sealed"].get(h) is not None:
                v = state["sealed"][h]
                item.update(id=v[0], strength=v[1], half=v[2])
            blocks.append(item)
        due = {}
        for h, (t, road, alts, _lim) in sorted(state["due"].items()):
            side = M.side_of(h)
            if side == role and state["sealed"].get(h) is not None:
                due.setdefault(side, []).append({"h": h, "id": state["sealed"][h][0], "t": t, "road": road})
            else:
                due.setdefault(side, [])
        top = FLOW.top(state)
        return {
            "time": {"t": state["t"], "day": D.TRACK[state["t"]][0], "hour": D.TRACK[state["t"]][1],
                     "en": D.clock(state["t"]), "es": D.clock(state["t"], "es")},
            "side": state["side"], "p1": state["p1"], "phase": top["step"] if top else None,
            "active": self.active(state), "result": self.result(state), "blocks": blocks,
            "due": due, "up": list(state["up"]), "melees": [dict(m) for m in state["melees"]],
            "vp": vp(state), "elim": dict(state["elim"]),
            "flow": [{k: v for k, v in f.items() if k not in ("cand",)} for f in state["flow"]],
            "last_roll": [{"side": s, "die": d} for s, d in state["lr"]], "reveals": state["rv"],
            "options": dict(state["op"]), "control": dict(state["ctrl"]),
            "public": {k: self.copy(v) for k, v in state.items() if k not in PRIVATE_KEYS},
            "known": {h: list(v) if isinstance(v, list) else v for h, v in state["sealed"].items()
                      if h in known and v is not None},
        }

    def sample(self, view, role, rng):
        """A whole state consistent with ``role``'s view: the public state as
        it is, this role's values, and every value it cannot see drawn from
        ``rng``: which enemy block stands under which hidden handle, and its
        strength (5.1)."""
        st = self.copy(view["public"])
        st["rng"] = format(dice.next_u64(rng), "016x")
        st["lg"] = []
        sealed: dict = {}
        known = view["known"]
        for side in ROLES:
            handles = [h for h, _g in _handles(st["sc"], st["op"])[side]]
            ids = [i for g in _groups(st["sc"], st["op"])[side] for i in g[-1]]
            salt = known.get(S.SALT[side])
            sealed[S.SALT[side]] = salt if salt is not None else format(dice.next_u64(rng), "016x")
            free = [i for i in ids if i not in {known[h][0] for h in handles if h in known}]
            dice.shuffle(rng, free)
            for h in handles:
                if h in known:
                    sealed[h] = list(known[h])
                    continue
                i = free.pop()
                top = D.BLOCKS[i]["steps"]
                low = 0 if D.BLOCKS[i]["kind"] == "hq" else 1
                sealed[h] = [i, low + dice.randbelow(rng, top - low + 1), 0, 0]
        if "cav" in st:
            sealed[CAV.PRIVATE] = known.get(CAV.PRIVATE, 0)  # 10.0: the CSA's orders in progress
        st["sealed"] = sealed
        return st

    def encode_state(self, state):
        """A position for a link, packed by hand (packing.py)."""
        return packing.encode(state)

    def decode_state(self, data):
        return packing.decode(data)

    def check_state(self, state):
        super().check_state(state)
        FLOW.check(state, depth=12)
        for key in ("pos", "due", "off", "sealed", "ctrl", "elim"):
            if not isinstance(state.get(key), dict):
                raise ValueError(f"bad {key}")
        if state.get("sc") not in D.SCENARIOS or not isinstance(state.get("t"), int) \
                or not 0 <= state["t"] < len(D.TRACK):
            raise ValueError("bad scenario or time")
        for h, hx in state["pos"].items():
            if not isinstance(h, str) or hx not in D.HEXES:
                raise ValueError("bad block position")


GAME = BadgesOfCourage()
