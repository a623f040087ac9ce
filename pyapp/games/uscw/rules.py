"""The U.S. Civil War (GMT 2015): the game as the engine plays it (issue 35;
rules notes in RULES_NOTES.md beside this file).

Being built. Today a game is a scenario's opening position (start.py), both
sides' Special Action cards dealt from their own salts (hands.py, T3.4) and
drawn as the scenario says (18.2), the first turn's Action Cycle (four
Action Phases of initiative, activations with reactions and battles, and
Supply Segments: cycle.py) and its End Phase (endphase.py: control,
rally, the Victory Check). The later turns' phases (reinforcements,
strategic movement, leader management), the naval rules and the table come
next; the game is not in the registry until they do.

State: start.py's keys, model.py's, hands.py's, cycle.py's, and
``"flow"``, ``"lg"``, ``"lr"``, ``"rv"``, ``"res"``, ``"rng"``.
"""

from __future__ import annotations

from typing import Any

from ...core import dice
from ...core.flow import Flow
from ...core.flowgame import FlowGame
from . import activation, battle, cycle, endphase, engage, hands, initiative, leaders, reinforce, scenarios, segment
from . import start, strategic_move, turn

FLOW = Flow({
    "cycle": cycle.Cycle(), "initiative": initiative.Initiative(), "hand_limit": initiative.HandLimit(),
    "segment": segment.Segment(), "activation": activation.Activation(), "react": engage.React(),
    "avoid_to": engage.AvoidTo(), "step_back": engage.StepBack(), "battle": battle.Battle(),
    "battle_card": battle.BattleCard(), "retreat": battle.Retreat(), "push": battle.Push(),
    "supply_seg": cycle.SupplySegment(), "richmond_loss": cycle.RichmondLoss(), "end_phase": endphase.EndPhase(),
    "turn": turn.Turn(), "reinforce": reinforce.Reinforce(), "place": reinforce.Place(),
    "arsenal": reinforce.Arsenal(), "winter_cut": reinforce.WinterCut(), "strategic": strategic_move.StrategicMove(),
    "leaders": leaders.Leaders(), "arrive": leaders.Arrive(), "transfer": leaders.Transfer(),
})


class USCivilWar(FlowGame):
    id = "uscw"
    title = "The U.S. Civil War"
    roles = ("usa", "csa")
    rules_version = "0"
    sealed = True
    scenarios = {k: v.name for k, v in scenarios.SCENARIOS.items()}
    options: dict[str, str] = {}
    flow = FLOW

    def setup(self, scenario: str, options: Any, seed: int) -> dict[str, Any]:
        sc = scenarios.SCENARIOS[scenario]
        st = start.build(scenario)
        st.update(flow=[], lg=[], lr=[], rv=0, res=None, rng=dice.seed_state(seed), ap=None, spoints={})
        for side in hands.SIDES:                          # S1-S3: the opening cards, handles picked at random
            hands.draw(st, side, sc.cards)
        FLOW.push(st, "turn")                             # 3.0, S: the first turn begins with the Action Cycle
        FLOW.settle(self, st)
        return self.private_setups(st, seed)              # T3.4: which card each handle holds, each side's own

    def private_setup(self, state: dict[str, Any], role: str, secret: bytes) -> None:
        hands.private_setup(state, role, secret)

    def may_know(self, state: dict[str, Any], role: str | None) -> set[str]:
        return hands.may_know(state, role)

    # the Action Points of the Action Phase in play (the steps ask the game)
    def pool(self, state: dict[str, Any], side: str) -> dict[str, int]:
        return cycle.pool(state, side)

    def spend(self, state: dict[str, Any], side: str, theatre: str, cost: int) -> None:
        cycle.spend(state, side, theatre, cost)

    def full_supply(self, state: dict[str, Any], side: str, hex_id: str) -> bool:
        from .supplynet import SideNet
        from . import supply
        return supply.full(SideNet(state, side), hex_id)

    def result(self, state: dict[str, Any]) -> dict[str, Any] | None:
        if not state.get("res"):
            return None
        winner, en, es, rule = state["res"]
        return {"winner": winner, "reason": en, "reason_es": es, "rule": rule}


GAME = USCivilWar()
