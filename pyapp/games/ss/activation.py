"""Stonewall's Sword: the Brigade Activation Phase (7.0 phase 4; 11.0-16.0)
for one brigade.

An ``activation`` frame (automatic) runs the brigade's steps in order:

- arrive: reinforcements enter on a Full Activation only (13.8);
- the enemy may play an event before the order (window "enemy_activated");
- a. the Orders step (11.0), unless an event forced the order; a Limited
  Activation takes no order (10.7: only its Engaged units may fire);
- the owner, then the enemy, may play an event on the order (windows
  "own_orders_given", "enemy_orders_given");
- b. Fire Combat (12.0), c. Movement (13.0), d. Close Combat (14.0, close.py),
  after the owner's window for Rebel Yell! ("own_close_combat");
- e. Rally (16.0) under Defend or Regroup;
- over-stacked hexes are cleared (6.3).

Frame: ``who`` the owner, ``brigade``, ``kind`` "full" | "limited",
``chit`` the chit that activated it, ``ph`` the next step's index,
``order``, ``mp_bonus`` and ``mp_divisor`` (events on its movement),
``forced`` (an order an event imposes), ``win`` (the window open now),
``yell`` (Rebel Yell! played: close combat allowed, 2 columns right).
"""

from __future__ import annotations

from fractions import Fraction

from ...core.game import text
from ...core.flowgame import open_window
from . import board as B
from . import data as D
from . import model as M
from . import rally as R
from . import tables as T
from .steps import SsStep, secret_answers

PHASES = ("arrive", "confusion", "order", "own_order", "enemy_order", "fire", "move", "yell", "close", "rally", "stack")
ORDER_NAMES = {"attack": ("Attack", "Atacar"), "defend": ("Defend", "Defender"),
               "maneuver": ("Maneuver", "Maniobrar"), "regroup": ("Regroup", "Reagruparse")}


def begin(game, st: dict, side: str, brigade: str, kind: str, chit: str, flip: bool) -> None:
    """10.6, 10.7: ``brigade`` is activated (``kind`` "full" or "limited");
    a Division chit flips its status marker to Activated (4.3), a CiC chit
    does not."""
    if flip and brigade not in st["activated"]:
        st["activated"].append(brigade)
    en = "Full" if kind == "full" else "Limited"
    es = "Completa" if kind == "full" else "Limitada"
    M.log(st, f"{M.bname(brigade)}: {en} Activation.", f"{M.bname(brigade, 'es')}: Activación {es}.",
          "10.6" if D.CHITS[chit]["kind"] == "cic" else "10.7")
    game.flow.push(st, "activation", who=side, brigade=brigade, kind=kind, chit=chit, ph=0, order=None,
                   mp_bonus=0, mp_divisor=1, forced=None, win=None)


def allowance(st: dict, f: dict, uid: str) -> Fraction:
    """13.2, 9.0, 9.5: a unit's movement allowance in this activation: its
    order's (artillery 5, cavalry 10), plus an event's bonus, divided by an
    event's divisor; fractions dropped once, at the end (4.8)."""
    k = M.kind(uid)
    base = T.ARTILLERY_MP if k == "art" else T.CAVALRY_MP if k == "cav" else T.ORDERS[f["order"]]["mp"]
    return Fraction(int(Fraction(base + f["mp_bonus"], f["mp_divisor"])))


def ctx(f: dict) -> dict:
    return {"side": f["who"], "brigade": f["brigade"], "order": f["order"], "kind": f["kind"]}


def entry_blocked(st: dict, hx: str, side: str) -> bool:
    """13.8: an entry hex occupied by or next to enemy units."""
    d = M.enemy_distance(st, hx, side)
    return d is not None and d <= 1


def entry_hexes(st: dict, brigade: str) -> list[str]:
    """13.8: still blocked when next activated: the nearest hexes to the
    entry hex that are neither occupied by nor next to enemy units."""
    side = D.BRIGADES[brigade]["side"]
    entry = st["waiting"][brigade][1]
    ok = [h for h in B.HEXES if M.may_enter(st, h, side) and not entry_blocked(st, h, side)]
    if not ok:
        return []
    best = min(B.distance(entry, h) for h in ok)
    return [h for h in ok if B.distance(entry, h) == best]


def arrive(st: dict, brigade: str, hx: str) -> None:
    """13.8: every unit of the brigade is placed on ``hx``, even over-stacked."""
    del st["waiting"][brigade]
    for u in M.brigade_units(brigade):
        M.occupy(st, u, hx)
    M.log(st, f"{M.bname(brigade)} enters the map at {hx}.", f"La {M.bname(brigade, 'es')} entra en el mapa por {hx}.",
          "13.8")


class Activation(SsStep):
    rule = "11.0"
    auto = True

    def run(self, game, st, f):
        if st["res"]:
            game.flow.pop(game, st)
            return
        ph = PHASES[f["ph"]] if f["ph"] < len(PHASES) else "end"
        if ph == "end":
            game.flow.pop(game, st)
            return
        if ph != "stack":
            self._next(game, st, f)
        getattr(self, "_" + ph)(game, st, game.flow.top(st))

    def _next(self, game, st, f, **change):
        data = {k: v for k, v in f.items() if k != "step"}
        data["ph"] = f["ph"] + 1
        data.update(change)
        game.flow.goto(st, "activation", **data)

    def _window(self, game, st, f, side, window):
        if open_window(game, st, "window", side, window, ctx(f), always=secret_answers(st, side)):
            f["win"] = window

    # -- the steps ---------------------------------------------------------------------

    def _arrive(self, game, st, f):
        b, side = f["brigade"], f["who"]
        w = st["waiting"].get(b)
        if f["kind"] != "full" or not w or w[0] > st["turn"]:
            return
        if not entry_blocked(st, w[1], side):
            arrive(st, b, w[1])
            return
        if not w[2]:                                     # 13.8: delayed to the next turn
            st["waiting"][b] = [st["turn"] + 1, w[1], 1]
            M.log(st, f"The entry hex {w[1]} is blocked: {M.bname(b)} is delayed to the next turn.",
                  f"El hex de entrada {w[1]} está bloqueado: la {M.bname(b, 'es')} se retrasa al turno siguiente.",
                  "13.8")
            return
        cands = entry_hexes(st, b)
        if len(cands) == 1:
            arrive(st, b, cands[0])
        elif cands:
            game.flow.push(st, "entry", who=side, brigade=b, cands=cands)

    def _confusion(self, game, st, f):
        if f["kind"] == "full":
            self._window(game, st, f, M.ENEMY[f["who"]], "enemy_activated")

    def _order(self, game, st, f):
        if f["kind"] != "full":
            return                                       # 10.7: a Limited Activation: Engaged units fire only
        if f["forced"]:
            self._set_order(st, f, f["forced"])
            return
        game.flow.push(st, "order", who=f["who"], brigade=f["brigade"])

    def _set_order(self, st, f, order):
        f["order"] = order
        en, es = ORDER_NAMES[order]
        article = "an" if en[:1] in "AEIOU" else "a"
        M.log(st, f"{M.bname(f['brigade'])} receives {article} {en} order.",
              f"La {M.bname(f['brigade'], 'es')} recibe una Orden de {es}.", "11.1")

    def _own_order(self, game, st, f):
        if f["order"]:
            self._window(game, st, f, f["who"], "own_orders_given")

    def _enemy_order(self, game, st, f):
        if f["order"]:
            self._window(game, st, f, M.ENEMY[f["who"]], "enemy_orders_given")

    def _fire(self, game, st, f):
        if f["order"] and T.ORDERS[f["order"]]["mp"]:
            u = next((u for u in M.brigade_units(f["brigade"]) if u in st["pos"]), None)
            if u is not None:
                n = allowance(st, f, u)
                M.log(st, f"{M.bname(f['brigade'])} moves with {n} MP this activation.",
                      f"La {M.bname(f['brigade'], 'es')} mueve con {n} PM en esta activación.", "13.2")
        limited = f["kind"] == "limited"
        if not limited and not (f["order"] and T.ORDERS[f["order"]]["fire"]):
            return                                       # 11.4, 11.5: Maneuver and Regroup never fire
        from . import fire as FI
        frame = {"who": f["who"], "mode": "brigade", "brigade": f["brigade"], "limited": limited, "fired": [],
                 "pending": None}
        occ = FI.occupancy(st)
        if any(FI.targets(st, u, occ) for u in FI.firers(st, frame)):
            game.flow.push(st, "fire", **frame)

    def _move(self, game, st, f):
        from . import movement as MV
        frame = {"who": f["who"], "mode": "brigade", "brigade": f["brigade"], "order": f["order"],
                 "mp_bonus": f["mp_bonus"], "mp_divisor": f["mp_divisor"], "done": [], "mover": None,
                 "spent": [0, 1], "path": []}
        ctx = MV.Ctx(st)
        if f["kind"] == "full" and any(u in st["so"] or MV.may_exit(st, frame, u) or MV.steps(st, frame, u, ctx)
                                       for u in MV.movers(st, frame)):
            game.flow.push(st, "move", **frame)

    def _yell(self, game, st, f):
        """14.1: at the start of the Close Combat step the owner may play an
        event that lets its brigade assault (Rebel Yell!)."""
        if f["kind"] == "full" and f["order"]:
            self._window(game, st, f, f["who"], "own_close_combat")

    def _close(self, game, st, f):
        """14.1: infantry under an Attack order (or with Rebel Yell!) may
        assault (a Limited Activation never: 10.7, only its Engaged units fire)."""
        if f["kind"] != "full" or not (f["order"] and T.ORDERS[f["order"]]["close_combat"] or f.get("yell")):
            return
        from . import close as CC
        units = [u for u in M.brigade_units(f["brigade"]) if M.kind(u) == "inf"]
        CC.begin(game, st, f["who"], "brigade", units, f["brigade"], yell=bool(f.get("yell")))

    def _rally(self, game, st, f):
        rally = T.ORDERS.get(f["order"] or "", {}).get("rally")
        if not rally:
            return                                       # 11.2, 11.4: Attack and Maneuver never rally
        mode = "defend" if f["order"] == "defend" else "regroup"
        data = {"mode": mode, "brigade": f["brigade"], "done": []}
        if R.actions(st, data):
            game.flow.push(st, "rally", who=f["who"], **data)

    def _stack(self, game, st, f):
        """6.3: at the end of the phase, over-stacked hexes of the side are
        cleared, the largest unit first; a hex no unit can leave for an
        adjacent legal hex stays over-stacked, and the log says so."""
        if unstack_moves(st, f["who"]):
            game.flow.push(st, "unstack", who=f["who"])
            return
        for hx in overstacked(st, f["who"]):
            M.log(st, f"Forced stacking: no unit in {hx} can move to an adjacent legal hex; it stays over the "
                      "limit until one can.",
                  f"Apilamiento forzado: ninguna unidad de {hx} puede pasar a un hex adyacente legal; sigue por "
                  "encima del límite hasta que una pueda.", "6.3")
        self._next(game, st, f)

    # -- decisions coming back ------------------------------------------------------------

    def resume(self, game, st, f, result):
        ph = PHASES[f["ph"] - 1] if f["ph"] else None
        if f.get("win"):
            window, f["win"] = f["win"], None
            if result is not None:
                from . import events as E
                E.play(game, st, M.ENEMY[f["who"]] if window.startswith("enemy") else f["who"], result,
                       window, ctx(f))
            return
        if ph == "order" and result:
            self._set_order(st, f, result)
        elif ph == "arrive" and result:
            arrive(st, f["brigade"], result)

    def prompt(self, game, st, f):
        return text("", "", self.rule)


class Order(SsStep):
    """11.1: announce the brigade's order."""
    rule = "11.1"

    def legal(self, game, st, f):
        return [("order", o) for o in T.ORDERS]

    def act(self, game, st, f, a):
        game.flow.pop(game, st, a[1])

    def prompt(self, game, st, f):
        return text(f"Orders step: give {M.bname(f['brigade'])} its order (Attack, Defend, Maneuver or Regroup).",
                    f"Paso de Órdenes: da su orden a la {M.bname(f['brigade'], 'es')} (Atacar, Defender, Maniobrar "
                    "o Reagruparse).", self.rule)


class Entry(SsStep):
    """13.8: the entry hex is still blocked: enter at one of the nearest
    hexes neither occupied by nor next to the enemy."""
    rule = "13.8"

    def legal(self, game, st, f):
        return [("enter", h) for h in f["cands"]]

    def act(self, game, st, f, a):
        game.flow.pop(game, st, a[1])

    def prompt(self, game, st, f):
        return text(f"The entry hex is blocked: choose where {M.bname(f['brigade'])} enters.",
                    f"El hex de entrada está bloqueado: elige por dónde entra la {M.bname(f['brigade'], 'es')}.",
                    self.rule)


def overstacked(st: dict, side: str) -> list[str]:
    """6.3: the side's hexes over the stacking limit."""
    totals: dict[str, Fraction] = {}
    for u, h in st["pos"].items():
        totals[h] = totals.get(h, Fraction(0)) + M.stack_points(st, u)
    return sorted({h for u, h in st["pos"].items() if M.side_of(u) == side and totals[h] > T.STACK_LIMIT})


def unstack_moves(st: dict, side: str) -> list[tuple]:
    """6.3: for the side's first over-stacked hex, its largest units (by
    stacking points; the owner picks among equals), each to any adjacent
    hex it may enter without over-stacking it. Where no unit of the largest
    size has such a hex, the largest that has one moves (RULES_NOTES 6.3)."""
    for hx in overstacked(st, side):
        us = M.units_at(st, hx)
        for size in sorted({M.stack_points(st, u) for u in us}, reverse=True):
            out = []
            for u in us:
                if M.stack_points(st, u) != size:
                    continue
                for nb in B.neighbours(hx):
                    if M.may_enter(st, nb, side) and B.may_step(hx, nb, M.kind(u)) and M.fits(st, nb, u):
                        out.append(("displace", u, nb))
            if out:
                return out
    return []


class Unstack(SsStep):
    """6.3: move a unit out of an over-stacked hex, the largest first."""
    rule = "6.3"

    def legal(self, game, st, f):
        return unstack_moves(st, f["who"])

    def act(self, game, st, f, a):
        u, hx = a[1], a[2]
        M.occupy(st, u, hx)
        M.log(st, f"Forced stacking: {M.uname(u)} moves to {hx}.", f"Apilamiento forzado: {M.uname(u)} pasa a {hx}.",
              self.rule)
        game.flow.pop(game, st)
        from . import movement as MV                    # (movement imports this module)
        MV.screen(game, st, u, hx)                      # 18.2: "con cada movimiento adyacente individual"

    def prompt(self, game, st, f):
        return text("A hex is over-stacked: move its largest unit to an adjacent hex.",
                    "Un hex está sobreapilado: mueve su unidad mayor a un hex adyacente.", self.rule)
