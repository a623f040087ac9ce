"""A game turn (3.0): the Reinforcement, Strategic Movement and Leader
Management Phases (skipped in a scenario's first turn, S1-S4), the Action
Cycle and the End Phase; then the next turn, until the scenario's last one
or a victory ends the game.

Step ``turn`` (automatic; frame {"stage"}).
"""

from __future__ import annotations

from typing import Any

from ...core.flow import Frame, Step
from ...core.flowgame import log
from ...core.game import State, Text, text
from . import scenarios
from .track import KENTUCKY_UNION_TURN

STAGES = ("reinforce", "strategic_usa", "strategic_csa", "leaders", "cycle", "end_phase")


class Turn(Step):
    rule = "3.0"
    auto = True

    def run(self, game: Any, state: State, frame: Frame) -> None:
        first = state["turn"] == scenarios.SCENARIOS[state["sc"]].first_turn
        i = frame.get("stage", STAGES.index("cycle") if first else 0)   # S: the first turn begins with the cycle
        if i >= len(STAGES):
            if state.get("res") or state["turn"] >= state["last"]:
                game.flow.pop(game, state)
                return
            state["turn"] += 1
            log(state, f"Turn {state['turn']} begins.", f"Empieza el turno {state['turn']}.", "3.0")
            if state["turn"] == KENTUCKY_UNION_TURN and state["border"].get("KY") == "neutral":
                state["border"]["KY"] = "usa"             # 17.1.3: nobody invaded it in 1861
                log(state, "Kentucky, never invaded in 1861, joins the Union.",
                    "Kentucky, sin invadir en 1861, se une a la Unión.", "17.1.3")
            game.flow.goto(state, "turn", stage=0)
            return
        frame["stage"] = i + 1
        name = STAGES[i]
        if name.startswith("strategic_"):
            game.flow.push(state, "strategic", who=name[-3:], used={}, **{"from": None})   # 15: the Union first
        elif name == "cycle":
            game.flow.push(state, "cycle", phase=1)
        else:
            game.flow.push(state, name)

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text(f"Turn {state['turn']}.", f"Turno {state['turn']}.", "3.0")
