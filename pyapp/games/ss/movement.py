"""Stonewall's Sword: Movement (13.0), Skirmish Order's movement and screen
(18.1-18.2), leaving the map (13.9).

A unit, or a stack moving as one (13.4), moves one hex at a time, and
finishes its move before another starts (13.1): ``step`` begins or continues
the move of one unit, ``with`` (before its first hex) takes others of its hex
along, ``halt`` ends it. A stack moves at its slowest unit's allowance, pays
each hex at its dearest unit's cost, keeps the stacking limit with all of it
(13.4), and takes one Disengagement Fire, with its Lead Unit (12.2: the most
printed SP, the unit picked first among equals) as the moving unit (13.7).
Each hex costs its Terrain Effects Chart MP (hex plus hexside, 13.3); along
a connected road 1 MP, along a connected pike in March Column ½ MP (13.5),
both only while the hex entered stays within 8 SP at that moment (13.5b, 6.1c;
artillery in a jammed Woods road hex pays 3 MP); Skirmish Order pays 1 MP a
hex (18.1); a hex next to an enemy Skirmish Order unit costs 1 more (18.2).
A unit may always move one hex, whatever it costs (13.3), but never where
it is prohibited, and it never ends over-stacked (6.1).

A ``move`` frame: ``who``, ``mode`` ("brigade" or "artillery"), ``brigade`` or
``units``, ``order``, ``mp_bonus``, ``mp_divisor`` (events), ``done`` (units
that have moved or fired: an Artillery Step unit does one or the other),
``mover`` (the unit moving now), ``group`` (the others moving with it, 13.4),
``spent`` (its MP so far, [num, den]), ``path`` (hexes it has entered).
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from ...core.game import text
from . import activation as A
from . import board as B
from . import data as D
from . import model as M
from . import morale as MO
from . import tables as T
from .steps import SsStep

FROZEN_BATTERIES = "fire_only"


# ---------------------------------------------------------------- costs (13.3, 13.5, 18.1, 18.2)

def march_column(st: dict, f: dict, uid: str) -> bool:
    """13.5a: March Column under a Maneuver order, and always for artillery
    and cavalry (9.0, 9.5); never in Skirmish Order (18.1)."""
    if uid in st["so"]:
        return False
    return M.kind(uid) in ("art", "cav") or f.get("order") == "maneuver" or bool(f.get("march_column"))


class Ctx:
    """What one decision's many cost lookups read of the state, gathered once:
    the units of each hex, its stacking points, the Skirmish Order units'
    hexes and the hexes held by each side."""

    def __init__(self, st: dict) -> None:
        # What cost() and _may_enter() answered in this decision (the state and
        # the frame do not change while a Ctx lives): a move's search asks the
        # same hexside again and again.
        self.memo: dict[tuple, object] = {}
        self.occ: dict[str, list[str]] = {}
        self.points: dict[str, float] = {}
        self.so: dict[str, set[str]] = {M.USA: set(), M.CSA: set()}
        self.held: dict[str, set[str]] = {M.USA: set(), M.CSA: set()}
        for u, h in st["pos"].items():
            self.occ.setdefault(h, []).append(u)
            self.points[h] = self.points.get(h, 0.0) + M.stack_points_f(st, u)
            side = D.UNITS[u]["side"]
            self.held[side].add(h)
            if u in st["so"]:
                self.so[side].add(h)

    def total_with(self, st: dict, hx: str, uid: str, units: list[str] | None = None) -> float:
        """6.1: the hex's stacking points with ``uid`` (or all of ``units``,
        a stack moving as one, 13.4) in it (floats are exact here: every
        value is a multiple of 1/8)."""
        t = self.points.get(hx, 0.0)
        for u in units or [uid]:
            if st["pos"].get(u) != hx:
                t += M.stack_points_f(st, u)
        return t

    def enemy_distance(self, hx: str, side: str) -> int | None:
        ds = [B.distance(hx, h) for h in self.held[M.ENEMY[side]]]
        return min(ds) if ds else None


def screen_extra(st: dict, uid: str, b: str, ctx: Ctx | None = None) -> int:
    """18.2: entering a hex next to an enemy unit in Skirmish Order costs 1 more."""
    ctx = ctx or Ctx(st)
    side = M.side_of(uid)
    return T.SKIRMISH_SCREEN_EXTRA if any(B.distance(h, b) == 1 for h in ctx.so[M.ENEMY[side]]) else 0


def terrain_cost(uid: str, a: str, b: str) -> Fraction | None:
    """13.3: the hex's cost and the hexside's, added (None: prohibited)."""
    return _terrain_cost(M.kind(uid), a, b)


@lru_cache(maxsize=65536)
def _terrain_cost(k: str, a: str, b: str) -> Fraction | None:
    """terrain_cost for a kind of unit: the map never changes, so each pair of hexes is worked out once."""
    hexc = T.terrain(B.terrain(b))["mp"][k]
    if hexc is None:
        return None
    cost = Fraction(hexc)
    for feat in B.side_features(a, b):
        rec = T.TERRAIN[feat]
        if feat in ("slope", "steep_slope"):
            up = B.side_up(a, b) == b
            add = rec["mp_up" if up else "mp_down"][k]
        else:
            add = rec["mp"][k]
        if add is None:
            return None
        cost += add
    return cost


def cost(st: dict, f: dict, uid: str, a: str, b: str, ctx: Ctx | None = None,
         units: list[str] | None = None) -> Fraction | None:
    """The MP ``uid`` pays to enter ``b`` from adjacent ``a`` (None: it may
    not); with ``units``, a stack moving as one (13.4): its dearest unit's."""
    if ctx is not None:
        key = ("cost", id(f), uid, a, b, tuple(units) if units else None)
        if key not in ctx.memo:
            ctx.memo[key] = _stack_cost(st, f, uid, a, b, ctx, units)
        return ctx.memo[key]  # type: ignore[return-value]
    return _stack_cost(st, f, uid, a, b, ctx, units)


def _stack_cost(st: dict, f: dict, uid: str, a: str, b: str, ctx: Ctx | None,
                units: list[str] | None) -> Fraction | None:
    if units and len(units) > 1:
        costs = [_cost(st, f, u, a, b, ctx, units) for u in units]
        known = [c for c in costs if c is not None]
        return max(known) if len(known) == len(costs) else None
    return _cost(st, f, uid, a, b, ctx, units)


def _cost(st: dict, f: dict, uid: str, a: str, b: str, ctx: Ctx | None, units: list[str] | None) -> Fraction | None:
    ctx = ctx or Ctx(st)
    side, k = M.side_of(uid), M.kind(uid)
    if not B.enterable(b) or M.closed(st, b) or b in ctx.held[M.ENEMY[side]] or not B.crossable(a, b):
        return None
    extra = screen_extra(st, uid, b, ctx)
    if uid in st["so"]:
        return Fraction(T.SKIRMISH_MP_PER_HEX + extra)           # 18.1
    room = ctx.total_with(st, b, uid, units) <= T.STACK_LIMIT       # 13.5b: 8 SP at every moment
    if B.road_connected(a, b) and room:
        pike = B.road_class(a, b) == "pike"
        rate = T.TERRAIN["pike"]["march_column_mp"] if pike and march_column(st, f, uid) else Fraction(1)
        return rate + extra
    if k == "art" and (B.woods(a) or B.woods(b)):
        if B.road_connected(a, b):
            return Fraction(T.ROAD_JAM_ARTILLERY_MP + extra)       # 6.1c, 9.4c: the jam
        return None                                                # 9.4a: only along a connected road
    c = terrain_cost(uid, a, b)
    return None if c is None else c + extra


# ---------------------------------------------------------------- who moves, where

def movers(st: dict, f: dict) -> list[str]:
    """13.1: the brigade's infantry under Attack, Defend or Maneuver; in an
    Artillery Step, its batteries (not Latimer and Terry while frozen, 22.2)
    and the cavalry."""
    if f["mode"] == "artillery":
        us = [u for u in f["units"] if u in st["pos"]]
        fr = D.SCENARIOS[st["sc"]]["special"].get("frozen")
        if fr and not st["released"]:
            us = [u for u in us if u not in fr["fire_only"]]
    else:
        if not f.get("mp_fixed") and (not f.get("order") or T.ORDERS[f["order"]]["mp"] == 0):
            return []
        us = [u for u in M.brigade_units(f["brigade"]) if u in st["pos"]]
    return [u for u in us if u not in f["done"]]


def may_engage(st: dict, f: dict, uid: str) -> bool:
    """13.6, 11.4, 18.1: Maneuver orders, Skirmish Order and artillery forbid
    moving to become Engaged."""
    if M.kind(uid) == "art" or uid in st["so"] or f.get("no_engage"):
        return False
    if M.kind(uid) == "cav":
        return True
    return bool(T.ORDERS[f["order"]]["engage"]) if f.get("order") else False


def engages(st: dict, uid: str, b: str, ctx: Ctx | None = None) -> bool:
    """Whether ``uid`` in ``b`` would be Engaged (13.6: artillery within 2 hexes)."""
    d = (ctx or Ctx(st)).enemy_distance(b, M.side_of(uid))
    reach = T.ARTILLERY_ENGAGED_RANGE if M.kind(uid) == "art" else 1
    return d is not None and d <= reach


def allowance(st: dict, f: dict, uid: str) -> Fraction:
    if f.get("mp_fixed"):
        return Fraction(f["mp_fixed"])                            # an event's movement (Brigade Reserve)
    if f["mode"] == "artillery":
        return Fraction(T.ARTILLERY_MP if M.kind(uid) == "art" else T.CAVALRY_MP)
    return A.allowance(st, f, uid)


def spent(f: dict) -> Fraction:
    return Fraction(f["spent"][0], f["spent"][1])


def moving(f: dict, uid: str) -> list[str]:
    """The units that move with ``uid``: its stack when it is the mover and
    took others along (13.4), else itself."""
    if f.get("mover") == uid:
        return [uid] + list(f.get("group") or [])
    return [uid]


def lead(st: dict, f: dict) -> str:
    """12.2, 13.7: the Lead Unit of the stack moving now: the most printed SP,
    the unit picked first among equals (RULES_NOTES 13.4)."""
    units = moving(f, f["mover"])
    return max(units, key=lambda u: (D.UNITS[u]["sp"], -units.index(u)))


def _fits_after(st: dict, uid: str, hx: str, ctx: Ctx | None = None, units: list[str] | None = None) -> bool:
    return (ctx or Ctx(st)).total_with(st, hx, uid, units) <= T.STACK_LIMIT


def _may_enter(st: dict, f: dict, units: list[str], b: str, ctx: Ctx) -> bool:
    """13.6: no unit of the move may become Engaged where its orders forbid it."""
    key = ("enter", id(f), tuple(units), b)
    if key not in ctx.memo:
        ctx.memo[key] = all(may_engage(st, f, u) or not engages(st, u, b, ctx) for u in units)
    return ctx.memo[key]  # type: ignore[return-value]


def _can_finish(st: dict, f: dict, units: list[str], b: str, left: Fraction, ctx: Ctx) -> bool:
    """From ``b`` with ``left`` MP the unit (or stack) can end its move
    legally stacked."""
    uid = units[0]
    if _fits_after(st, uid, b, ctx, units):
        return True
    if sum(M.stack_points_f(st, u) for u in units) > T.STACK_LIMIT:
        return False                    # 6.1: a stack over the limit by itself fits nowhere (no search)
    best = {b: left}
    todo = [b]
    while todo:
        h = todo.pop()
        for n in B.neighbours(h):
            c = cost(st, f, uid, h, n, ctx, units)
            if c is None or c > best[h]:
                continue
            if not _may_enter(st, f, units, n, ctx):
                continue
            if _fits_after(st, uid, n, ctx, units):
                return True
            if best.get(n, Fraction(-1)) < best[h] - c:
                best[n] = best[h] - c
                todo.append(n)
    return False


def steps(st: dict, f: dict, uid: str, ctx: Ctx | None = None, units: list[str] | None = None) -> list[str]:
    """The hexes ``uid`` (with its stack, or ``units``) may enter next."""
    cur = st["pos"][uid]
    units = units or moving(f, uid)
    total = min(allowance(st, f, u) for u in units)               # 13.4: the slowest's
    left = total - (spent(f) if f["mover"] == uid else Fraction(0))
    first = f["mover"] != uid or not f["path"]
    ctx = ctx or Ctx(st)
    out = []
    for b in B.neighbours(cur):
        c = cost(st, f, uid, cur, b, ctx, units)
        if c is None:
            continue
        if not _may_enter(st, f, units, b, ctx):
            continue                                              # 13.6
        if c > left:
            # 13.3: a unit may always move one hex, unless it has no MP at all
            # (Regroup) or the hex would over-stack
            if not (first and total > 0 and _fits_after(st, uid, b, ctx, units)):
                continue
            rest = Fraction(0)
        else:
            rest = left - c
        if not _can_finish(st, f, units, b, rest, ctx):
            continue
        out.append(b)
    return sorted(out)


def may_exit(st: dict, f: dict, uid: str) -> bool:
    """13.9: 1 MP from any edge hex."""
    hx = st["pos"][uid]
    if hx not in B.EDGE:
        return False
    left = min(allowance(st, f, u) for u in moving(f, uid)) - (spent(f) if f["mover"] == uid else Fraction(0))
    return left >= T.EXIT_MAP_COST


def companions(st: dict, f: dict, mv: str, ctx: Ctx | None = None) -> list[str]:
    """13.4: the units ``mv`` may take along before its first hex: of its
    hex, free to move now, of its kind, neither of them in Skirmish Order
    (18.1: a pace of its own), and with somewhere to go together."""
    if mv in st["so"] or f["mover"] not in (None, mv) or f["mover"] == mv and (f["path"] or spent(f)):
        return []
    here, group = st["pos"][mv], moving(f, mv)
    ctx = ctx or Ctx(st)
    out = []
    for u in movers(st, f):
        if u in group or st["pos"][u] != here or u in st["so"] or M.kind(u) != M.kind(mv):
            continue
        together = group + [u]
        if steps(st, f, mv, ctx, together) or (here in B.EDGE and min(
                allowance(st, f, x) for x in together) >= T.EXIT_MAP_COST):
            out.append(u)
    return out


class Move(SsStep):
    """13.1: move the units one at a time (or a stack as one, 13.4); each hex
    entered costs MP."""
    rule = "13.1"

    def legal(self, game, st, f):
        mv = f["mover"]
        ctx = Ctx(st)
        if mv is None:
            out = []
            for u in movers(st, f):
                out += [("step", u, b) for b in steps(st, f, u, ctx)]
                if may_exit(st, f, u):
                    out.append(("exit", u))
                if u in st["so"] and f["mode"] == "brigade" and allowance(st, f, u) >= T.SKIRMISH_LEAVE_COST:
                    out.append(("leave_so", u))
                out += [("with", u, x) for x in companions(st, f, u, ctx)]
            return out + [("done",)]
        out = [("step", mv, b) for b in steps(st, f, mv, ctx)]
        if may_exit(st, f, mv):
            out.append(("exit", mv))
        out += [("with", mv, x) for x in companions(st, f, mv, ctx)]
        if _fits_after(st, mv, st["pos"][mv], ctx, moving(f, mv)):
            out.append(("halt",))
        return out

    def act(self, game, st, f, a):
        v = a[0]
        if v == "done":
            game.flow.pop(game, st)
            return
        if v == "halt":
            self._finish(st, f)
            return
        u = a[1]
        if v == "leave_so":                                       # 18.1: 2 MP, the marker gone for good
            st["so"].remove(u)
            f["mover"], f["path"] = u, []
            f["spent"] = [T.SKIRMISH_LEAVE_COST, 1]
            M.log(st, f"{M.uname(u)} leaves Skirmish Order.", f"{M.uname(u)} abandona el Orden de Escaramuza.",
                  "18.1")
            return
        if f["mover"] is None:
            f["mover"], f["path"], f["spent"], f["group"] = u, [], [0, 1], []
        if v == "with":                                           # 13.4: one stack, one move
            f["group"].append(a[2])
            return
        from . import fire as FI
        hx = st["pos"][u]
        f["after_df"], f["df_hex"] = list(a), hx
        # 13.7: one Disengagement Fire for the unit or stack, its Lead Unit the one fired at
        f["df_lead"] = lead(st, f)
        if M.enemy_adjacent(st, hx, M.side_of(u)) and FI.begin_disengage(game, st, f["df_lead"]):
            return                                                # the move waits for the fire
        f.pop("df_lead")
        f["after_df"] = None
        self._go(game, st, f, a)

    def _go(self, game, st, f, a):
        u = a[1]
        units = moving(f, u)
        if a[0] == "exit":                                        # 13.9: out of the game, not eliminated
            M.log(st, f"{_names(units, 'en')} {'leave' if len(units) > 1 else 'leaves'} the map at "
                      f"{st['pos'][u]}.",
                  f"{_names(units, 'es')} {'salen' if len(units) > 1 else 'sale'} del mapa por {st['pos'][u]}.",
                  "13.9")
            for x in units:
                st["pos"].pop(x)
                st["mh"].pop(x, None)
                st["off"].append(x)
            self._finish(st, f, log=False)
            return
        b = a[2]
        c = cost(st, f, u, st["pos"][u], b, None, units)
        assert c is not None
        total = spent(f) + c
        f["spent"] = [total.numerator, total.denominator]
        f["path"].append(b)
        for x in units:
            M.occupy(st, x, b)
        screen(game, st, u, b)                                    # 18.2
        if (f["mover"] == u and not steps(st, f, u) and not may_exit(st, f, u)
                and _fits_after(st, u, b, None, units)):
            self._finish(st, f)

    def _finish(self, st, f, log=True):
        u = f["mover"]
        units = moving(f, u)
        if log and f["path"]:
            verb = ("move", "mueven") if len(units) > 1 else ("moves", "mueve")
            M.log(st, f"{_names(units, 'en')} {verb[0]} to {st['pos'][u]} ({' '.join(f['path'])}).",
                  f"{_names(units, 'es')} {verb[1]} a {st['pos'][u]} ({' '.join(f['path'])}).",
                  "13.4" if len(units) > 1 else self.rule)
        f["done"] += units
        f["mover"], f["path"], f["spent"], f["group"] = None, [], [0, 1], []

    def resume(self, game, st, f, result):
        u = f["mover"]
        a = f.get("after_df")
        first = f.pop("df_lead", None)
        if u is not None and a:
            # 13.4, 13.7: a unit of the stack that the fire routed (Panic) or broke moves no more
            gone = [x for x in f.get("group") or [] if st["pos"].get(x) != f["df_hex"]]
            f["group"] = [x for x in f.get("group") or [] if x not in gone]
            f["done"] += gone
        lead_gone = first is not None and st["pos"].get(first) != f.get("df_hex")
        if a and game.flow.top(st) is f:
            f["after_df"] = None
            if st["pos"].get(u) == f["df_hex"] and not lead_gone:
                if a[0] == "exit" and may_exit(st, f, u) or a[0] == "step" and a[2] in steps(st, f, u):
                    self._go(game, st, f, a)                      # 13.7: fired on, it goes on
                    return
            # 13.7: a Retreat result cancels the move (or the unit broke); a stack's Lead Unit's
            # cancels the whole stack's (RULES_NOTES 13.4)
        if u is not None and (u not in st["pos"] or a and (st["pos"].get(u) != f["df_hex"] or lead_gone)):
            f["done"] += [x for x in dict.fromkeys([u, *(f.get("group") or []), first]) if x and x not in f["done"]]
            f["mover"], f["path"], f["spent"], f["group"] = None, [], [0, 1], []
        elif u is not None and a and not (steps(st, f, u) or may_exit(st, f, u)):
            self._finish(st, f)

    def prompt(self, game, st, f):
        if f["mover"]:
            units = moving(f, f["mover"])
            left = min(allowance(st, f, u) for u in units) - spent(f)
            mv = f["mover"]
            if _fits_after(st, mv, st["pos"][mv], Ctx(st), units):
                return text(f"Move {_names(units, 'en')} on ({left} MP left), or halt.",
                            f"Sigue moviendo {_names(units, 'es')} ({left} PM), o detente.",
                            "13.4" if len(units) > 1 else self.rule)
            # 6.1: it may not end its move where it would over-stack the hex
            return text(f"Move {_names(units, 'en')} on ({left} MP left): it may not halt here, the hex "
                        "would hold too many units.",
                        f"Sigue moviendo {_names(units, 'es')} ({left} PM): no puede detenerse aquí, el hex "
                        "tendría demasiadas unidades.", "6.1")
        return text("Movement: move a unit, or a stack as one (13.4), one hex at a time, or end the step.",
                    "Movimiento: mueve una unidad, o una pila junta (13.4), hex a hex, o termina el paso.",
                    self.rule)


def _names(units: list[str], lang: str) -> str:
    names = [M.uname(u) if lang == "en" else M.uname(u, "es") for u in units]
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + (" and " if lang == "en" else " y ") + names[-1]


# ---------------------------------------------------------------- 18.2 the screen

def screen(game, st: dict, mover: str, hx: str) -> None:
    """18.2: every enemy Skirmish Order unit next to the hex just entered
    withdraws one hex away from the mover, to a hex next to no enemy unit
    (further if it must; with none anywhere, Broken box 1)."""
    side = M.side_of(mover)
    for u in sorted(u for u, h in st["pos"].items() if M.side_of(u) != side and u in st["so"]
                    and B.distance(h, hx) == 1):
        fall_back(game, st, u, hx)


def fall_back(game, st: dict, u: str, frm: str, rule: str = "18.2") -> None:
    """18.2, 18.4: the Skirmish Order unit ``u`` withdraws away from the
    enemy in ``frm`` (no Disengagement Fire); its owner picks the hex when
    there are several; with none, Broken box 1."""
    cands = screen_hexes(st, u, frm)
    if not cands:
        M.log(st, f"{M.uname(u)} cannot withdraw its screen: Broken box 1.",
              f"{M.uname(u)} no puede retirar su pantalla: casilla de Desorganizadas 1.", rule)
        MO.to_broken(st, u, "1")
    elif len(cands) == 1:
        withdraw(st, u, cands[0])
    else:
        game.flow.push(st, "screen", who=M.side_of(u), unit=u, cands=cands)


def screen_hexes(st: dict, uid: str, frm: str) -> list[str]:
    """18.2: the nearest hexes, one hex away from ``frm`` first, a
    Skirmish Order unit may withdraw to: enterable, within the stacking
    limit, next to no enemy unit."""
    side, start = M.side_of(uid), st["pos"][uid]

    def ok(h):
        return _fits_after(st, uid, h) and not M.enemy_adjacent(st, h, side)

    first = [h for h in B.neighbours(start) if M.may_enter(st, h, side) and B.may_step(start, h, M.kind(uid))
             and B.distance(h, frm) > B.distance(start, frm)]
    good = sorted(h for h in first if ok(h))
    if good:
        return good
    seen, ring = {start}, [start]
    while ring:
        nxt = []
        for h in ring:
            for n in B.neighbours(h):
                if n not in seen and M.may_enter(st, n, side) and B.may_step(h, n, M.kind(uid)):
                    seen.add(n)
                    nxt.append(n)
        good = sorted(h for h in nxt if ok(h))
        if good:
            return good
        ring = nxt
    return []


def withdraw(st: dict, uid: str, hx: str) -> None:
    M.log(st, f"Skirmish screen: {M.uname(uid)} withdraws to {hx}.",
          f"Pantalla de hostigadores: {M.uname(uid)} se retira a {hx}.", "18.2")
    M.occupy(st, uid, hx)


class Screen(SsStep):
    """18.2: choose where the Skirmish Order unit withdraws."""
    rule = "18.2"

    def legal(self, game, st, f):
        return [("withdraw", f["unit"], h) for h in f["cands"]]

    def act(self, game, st, f, a):
        withdraw(st, a[1], a[2])
        game.flow.pop(game, st)

    def prompt(self, game, st, f):
        return text(f"Skirmish screen: withdraw {M.uname(f['unit'])}.",
                    f"Pantalla de hostigadores: retira {M.uname(f['unit'])}.", self.rule)
