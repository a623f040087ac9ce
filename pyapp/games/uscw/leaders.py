"""The Leader Management Phase (3.3, 16): the turn record track's events for
the turn, the Union's then the Confederacy's, in the order the box lists
them (track.py), then each side's two free transfers (16.6).

- A (arrival, 16.2) and Rtn (back from the Unassigned box, 16.5.2): the
  general goes to a hex of his theatre holding friendly SPs with a LOC to a
  Primary Source (the owner's choice); one replacing another ("r/w") takes
  that general's place; with no such hex he waits (RULES_NOTES C25);
- P (16.3.1): the next counter; relieving another, he moves to that one's
  hex and the other leaves the game; DM (16.3.2): the previous counter;
- R (16.4, 16.5.1): the general leaves the game; U (16.5.2): to the
  Unassigned box;
- T (16.6): a free transfer now, to the hex of the general he shares the box
  with, or to any hex a Leader Transfer could reach (7.8), or none.

Naval leaders belong to the advanced game and are left aside here.

Steps: ``leaders`` (automatic), ``arrive`` (where an arriving general goes),
``transfer`` (a T event's transfer, or one of the two free ones: ("pick",
general) then ("to", hex); ("done",)).
"""

from __future__ import annotations

from typing import Any

from ...core.errors import Illegal
from ...core.flow import Frame, Step
from ...core.flowgame import log
from ...core.game import Action, State, Text, text
from . import model, oob, supply, track
from .board import BOARD
from .supplynet import net_of

FREE_TRANSFERS = 2                 # 16.6


def arrival_hexes(state: State, side: str, theatre: str | None) -> list[str]:
    """16.2: hexes of the theatre with friendly SPs and a LOC to a Primary Source."""
    net = net_of(state, side)
    return [h for h, s in sorted(state["stacks"].items())
            if s["side"] == side and s["sp"] > 0 and BOARD.grid.has_label(h)
            and (theatre is None or BOARD.theatre(h) == theatre) and net.supply_state(h) != "unsupplied"]


def transfer_hexes(state: State, side: str) -> list[str]:
    """7.8: a friendly Fort or SP that is not isolated, supplied or not."""
    net = net_of(state, side)
    out = {h for h, s in state["stacks"].items() if s["side"] == side and s["sp"] > 0}
    out |= {h for h, f in state["forts"].items() if f["side"] == side}
    return sorted(h for h in out if BOARD.grid.has_label(h) and not supply.isolated(net, h))


def transferable(state: State, side: str) -> list[str]:
    """16.6: non-cavalry 1- and 2-star generals of ``side`` on the map."""
    return sorted(g for g, v in state["gens"].items()
                  if oob.GENERALS[g].side == side and BOARD.grid.has_label(v["at"])
                  and model.form(state, g).stars <= 2 and not model.form(state, g).cavalry)


class Leaders(Step):
    rule = "16"
    auto = True

    def run(self, game: Any, state: State, frame: Frame) -> None:
        queue = frame.get("queue")
        if queue is None:
            queue = [[e.code, e.general, e.theatre, e.other] for side in oob.SIDES
                     for e in track.events(state["turn"], side) if not oob.GENERALS[e.general].naval]
            queue += [["FREE", side, None, None] for side in oob.SIDES]   # (16.6: the side in the general's field)
        while queue:
            code, gid, theatre, other = queue.pop(0)
            pushed = self._event(game, state, code, gid, theatre, other)
            if pushed:
                frame["queue"] = queue
                return
        game.flow.pop(game, state)

    def resume(self, game: Any, state: State, frame: Frame, result: Any) -> None:
        frame.setdefault("queue", [])

    def _event(self, game: Any, state: State, code: str, gid: str, theatre: str | None, other: str | None) -> bool:
        if code == "FREE":
            if transferable(state, gid):
                game.flow.push(state, "transfer", who=gid, left=FREE_TRANSFERS, gid=None, only=None, to=None)
                return True
            return False
        g = oob.GENERALS[gid]
        name = g.name
        if code in ("A", "Rtn"):
            there = state["gens"].get(other, {}).get("at") if other else None
            if there and BOARD.grid.has_label(there):
                model.place_general(state, gid, there)            # "r/w": he takes that general's place
                log(state, f"{name} arrives and takes over at {there}.", f"{name} llega y releva en {there}.", "16.2")
                return False
            choices = arrival_hexes(state, g.side, theatre)
            if not choices:
                model.place_general(state, gid, "pool")           # C25: he waits for a hex
                log(state, f"{name} has nowhere to arrive and waits.", f"{name} no tiene dónde llegar y espera.", "16.2")
                return False
            game.flow.push(state, "arrive", who=g.side, gid=gid, choices=choices)
            return True
        if gid not in state["gens"]:
            return False
        if code == "P":
            last = len(g.forms) - 1
            state["gens"][gid]["form"] = min(state["gens"][gid]["form"] + 1, last)
            log(state, f"{name} is promoted.", f"{name} es ascendido.", "16.3.1")
            if other and other in state["gens"]:
                where = state["gens"][other]["at"]
                if BOARD.grid.has_label(where):
                    model.place_general(state, gid, where)
                model.place_general(state, other, "out")
        elif code == "DM":
            state["gens"][gid]["form"] = max(state["gens"][gid]["form"] - 1, 0)
            log(state, f"{name} is demoted.", f"{name} es degradado.", "16.3.2")
        elif code == "R":
            model.place_general(state, gid, "out")
            log(state, f"{name} leaves the game.", f"{name} sale del juego.", "16.4")
        elif code == "U":
            model.place_general(state, gid, "unassigned")
            log(state, f"{name} goes to the Unassigned box.", f"{name} va a la casilla de Sin Asignar.", "16.5.2")
        elif code == "T":
            there = state["gens"].get(other, {}).get("at") if other else None
            choices = [there] if there and BOARD.grid.has_label(there) else transfer_hexes(state, g.side)
            if BOARD.grid.has_label(state["gens"][gid]["at"]) and choices:
                game.flow.push(state, "transfer", who=g.side, left=1, gid=gid, only=gid, to=choices)
                return True
        return False

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text("Leader Management.", "Gestión de Líderes.", "16")


class Arrive(Step):
    rule = "16.2"

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        return [("to", h) for h in frame["choices"]]

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise Illegal("an arriving general goes to friendly SPs of his theatre with a line to a Primary Source",
                          rule="16.2", es="un general que llega va con PF amigos de su teatro con línea a una Fuente "
                                          "Primaria")
        model.place_general(state, frame["gid"], action[1])
        name = oob.GENERALS[frame["gid"]].name
        log(state, f"{name} arrives at {action[1]}.", f"{name} llega a {action[1]}.", "16.2")
        game.flow.pop(game, state)

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        name = oob.GENERALS[frame["gid"]].name
        return text(f"{name} arrives: choose his hex.", f"Llega {name}: elige su hexágono.", "16.2")


class Transfer(Step):
    rule = "16.6"

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        side = frame["who"]
        if frame["gid"] is None:
            gens = [g for g in transferable(state, side) if not (frame.get("action") and state["gens"][g]["moved"])]
            return [("pick", g) for g in gens] + [("done",)]
        here = state["gens"][frame["gid"]]["at"]
        to = frame["to"] or transfer_hexes(state, side)
        return [("to", h) for h in to if h != here] + [("done",)]

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise Illegal("a free transfer moves a non-cavalry 1- or 2-star general to a friendly Fort or SPs "
                          "that are not isolated", rule="16.6",
                          es="un traslado gratuito lleva a un general de 1 o 2 estrellas, no de caballería, a un "
                             "Fuerte o PF amigos no aislados")
        if action[0] == "pick":
            frame["gid"] = action[1]
            return
        if action[0] == "to":
            model.place_general(state, frame["gid"], action[1])
            if frame.get("action"):
                state["gens"][frame["gid"]]["moved"] = True    # 5.1.2: the Leader Transfer acts for him
            name = oob.GENERALS[frame["gid"]].name
            log(state, f"{name} is transferred to {action[1]}.", f"{name} es trasladado a {action[1]}.", "16.6")
            frame["left"] -= 1
        if action[0] == "done" or frame["left"] <= 0 or frame["only"]:
            game.flow.pop(game, state)
            return
        frame["gid"] = None

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        if frame["gid"] is None:
            return text(f"Free transfers: pick a general ({frame['left']} left), or be done.",
                        f"Traslados gratuitos: elige un general (quedan {frame['left']}), o termina.", "16.6")
        return text("Choose where he goes.", "Elige adónde va.", "16.6")
