"""Gettysburg: Badges of Courage — the hour and the player turns (1.1, 1.2):
the initiative, the five phases in order (a Night turn's two, 9.71), the
end of the hour with the day's and the scenario's victory points (9.1, 9.5),
and the blocks off the map coming back at night (2.4)."""

from __future__ import annotations

from ...core.flow import Step
from . import cavalry as CAV
from . import data as D
from . import model as M
from .common import ENEMY, NIGHT_SP, SIDE_EN, SIDE_ES, VP_TABLES, _log, _public_name, _roll, cap
from .supply import begin_supply


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
            if f.get("late"):
                # relay (RULES_NOTES 5.31 "by link"): the reveal the end of the Move Phase owed
                game.flow.push(st, "show", who=ENEMY[side], why="art", **{"in": f.pop("late")})
                return
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
    ctrl = M.control(st)
    stay = {}
    for h, left in sorted(st["off"].items()):
        side = M.side_of(h)
        road = D.nearest_entry(left, lambda hx: ctrl.get(hx) in (None, side))
        if road is None:
            # 2.4: no Friendly or Neutral entry road to come back by: it stays off this night
            stay[h] = left
            _log(st, f"{cap(_public_name(st, h, 'en'))} cannot come back: every entry road is Enemy.",
                 f"{cap(_public_name(st, h, 'es'))} no puede volver: todos los caminos de entrada son enemigos.",
                 "2.4")
            continue
        st["due"][h] = [st["t"], road, [], ""]
    st["off"] = stay
