"""The phasing player's Movement and Combat Segment (4.2 B.a, 4.3): spend
the Action Points of this Action Phase on actions, one after another,
until none is left or the player ends the segment.

Frame ``segment``: {"who": side}. The points are the game's
(``game.pool(state, side)``, ``game.spend(...)``): the Initiative Segment
gave both sides the same allowance (4.1.1, 4.1.3).

Actions offered: ("move", hex, general) activates a general there, ("move",
hex) up to 3 SPs with no general (4.3, 5.10): 1 AP of the theatre the force
begins in (4.1.3); ("entrench", hex) for 1 AP (10.1.2); ("end",).
"""

from __future__ import annotations

from typing import Any

from ...core.errors import Illegal
from ...core.flow import Frame, Step
from ...core.flowgame import log
from ...core.game import Action, State, Text, text
from . import activation, forts, model, points, situation
from .board import BOARD

NAME = {"usa": ("the Union", "la Unión"), "csa": ("the Confederacy", "la Confederación")}


def theatre_of(hex_id: str) -> str | None:
    return BOARD.theatre(hex_id)


class Segment(Step):
    rule = "4.3"

    def who(self, game: Any, state: State, frame: Frame) -> str:
        return str(frame["who"])

    def _can(self, game: Any, state: State, side: str, hex_id: str, cost: int) -> bool:
        return points.can_pay(game.pool(state, side), theatre_of(hex_id) or "", cost)

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        side = frame["who"]
        acts: list[Action] = []
        for hex_id in sorted(state["stacks"]):
            stack = state["stacks"][hex_id]
            if stack["side"] != side or not BOARD.grid.has_label(hex_id):
                continue
            if not self._can(game, state, side, hex_id, points.action_cost("move")):
                continue
            for gid in model.generals_at(state, hex_id):
                if not state["gens"][gid]["moved"]:
                    acts.append(("move", hex_id, gid))                    # 4.3, 7.2.2
            if stack["fresh"]:
                acts.append(("move", hex_id))                             # 5.10: SPs with no general
        for hex_id in sorted(set(state["stacks"]) | set(state["militia"])):
            if self._entrench_ok(game, state, side, hex_id):
                acts.append(("entrench", hex_id))
        acts.append(("end",))
        return acts

    def _entrench_ok(self, game: Any, state: State, side: str, hex_id: str) -> bool:
        if not BOARD.grid.has_label(hex_id) or hex_id in state["entrench"]:
            return False
        troops = model.sp_at(state, hex_id, side) > 0 or state["militia"].get(hex_id) == side
        owner = situation.state_owner(state, situation.state_code(hex_id))
        ok, _ = forts.may_entrench_by_action(owner == side, troops, False, hex_id in state["forts"])
        return ok and self._can(game, state, side, hex_id, points.action_cost("entrench"))

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise self.refuse(game, state, frame, action)
        side = frame["who"]
        en, es = NAME[side]
        if action[0] == "move":
            hex_id, gid = action[1], (action[2] if len(action) > 2 else None)
            game.spend(state, side, theatre_of(hex_id) or "", points.action_cost("move"))
            who_en = gid.replace("_", " ").title() if gid else "SPs without a general"
            who_es = gid.replace("_", " ").title() if gid else "PF sin general"
            log(state, f"{en[0].upper() + en[1:]} activates {who_en} at {hex_id} (1 AP).",
                f"{es[0].upper() + es[1:]} activa {who_es} en {hex_id} (1 PA).", "4.3")
            activation.begin(game, state, side, hex_id, gid, theatre_of(hex_id) or "")
        elif action[0] == "entrench":
            game.spend(state, side, theatre_of(action[1]) or "", points.action_cost("entrench"))
            state["entrench"][action[1]] = side
            log(state, f"An Entrenchment is dug at {action[1]} (1 AP).",
                f"Se cava un Atrincheramiento en {action[1]} (1 PA).", "10.1.2")
        else:
            log(state, f"{en[0].upper() + en[1:]} ends its Movement and Combat Segment.",
                f"{es[0].upper() + es[1:]} termina su Segmento de Movimiento y Combate.", "4.2")
            ap = state.get("ap") or {}
            if side == "usa" and ap.get("richmond") and not ap.get("richmond_met"):
                from .cycle import richmond_choices          # 4.1.4: unanswered, an SP is lost
                choices = richmond_choices(state)
                if choices:
                    frame["ending"] = True
                    game.flow.push(state, "richmond_loss", who="usa", choices=choices)
                    return
            game.flow.pop(game, state, {"side": side})

    def resume(self, game: Any, state: State, frame: Frame, result: Any) -> None:
        if frame.pop("ending", False):
            game.flow.pop(game, state, {"side": frame["who"]})

    def refuse(self, game: Any, state: State, frame: Frame, action: Action) -> Illegal:
        return Illegal("that action is not open now: it costs Action Points of the theatre where the force "
                       "begins, and each general and SP acts once an Action Phase", rule="4.3",
                       es="esa acción no es posible ahora: cuesta Puntos de Acción del teatro donde empieza la "
                          "fuerza, y cada general y PF actúa una vez por Fase de Acción")

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        pool = game.pool(state, frame["who"])
        left = sum(pool.values())
        return text(f"Spend your Action Points ({left} left): activate a force, entrench, or end the segment.",
                    f"Gasta tus Puntos de Acción (quedan {left}): activa una fuerza, atrinchérate o termina el "
                    "segmento.", "4.3")
