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
from . import oob, start, strategic_move, turn, words

FLOW = Flow({
    "cycle": cycle.Cycle(), "initiative": initiative.Initiative(), "hand_limit": initiative.HandLimit(),
    "segment": segment.Segment(), "activation": activation.Activation(), "react": engage.React(),
    "avoid_to": engage.AvoidTo(), "step_back": engage.StepBack(), "battle": battle.Battle(),
    "battle_card": battle.BattleCard(), "retreat": battle.Retreat(), "push": battle.Push(),
    "supply_seg": cycle.SupplySegment(), "richmond_loss": cycle.RichmondLoss(), "end_phase": endphase.EndPhase(),
    "turn": turn.Turn(), "reinforce": reinforce.Reinforce(), "place": reinforce.Place(),
    "arsenal": reinforce.Arsenal(), "winter_cut": reinforce.WinterCut(), "strategic": strategic_move.StrategicMove(),
    "leaders": leaders.Leaders(), "arrive": leaders.Arrive(), "transfer": leaders.Transfer(),
    "militia": segment.Militia(), "disperse": segment.Disperse(), "free_fort": reinforce.FreeFort(),
})


class USCivilWar(FlowGame):
    id = "uscw"
    title = "The U.S. Civil War"
    roles = ("usa", "csa")
    rules_version = "0"
    sealed = True
    hidden = True                                          # the Special Action hands (18.2)
    rng_keys = (dice.DICE,)
    scenarios = {k: v.name for k, v in scenarios.SCENARIOS.items()}
    options: dict[str, str] = {}
    flow = FLOW
    view_fields = {
        "scenario": "the scenario's id", "turn": "the game turn", "last_turn": "the scenario's last turn",
        "active": "who decides now", "result": "the result, once the game is over",
        "stacks": "each hex's SPs and markers", "generals": "each general's place and counter",
        "militia": "each hex's Militia", "forts": "Forts by hex", "entrench": "Entrenchments by hex",
        "control": "Control markers by hex", "border": "the Border states' sides", "vp": "VP in halves",
        "ap": "this Action Phase's dice difference and points", "hand": "the viewer's own cards",
        "hand_sizes": "how many cards each side holds", "flow": "the steps under way",
        "reveals": "how many hidden things were shown", "last_roll": "the dice of the latest action",
        "state": "the whole position as the viewer's device holds it",
    }

    def setup(self, scenario: str, options: Any, seed: int) -> dict[str, Any]:
        scenario = self.check_scenario(scenario)
        op = self.check_options(options)
        sc = scenarios.SCENARIOS[scenario]
        st = start.build(scenario)
        st.update(op=op, flow=[], lg=[], lr=[], rv=0, res=None, rng=dice.seed_state(seed), ap=None, spoints={})
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
        from .supplynet import net_of
        from . import supply
        return supply.full(net_of(state, side), hex_id)

    def view(self, state: dict[str, Any], role: str | None = None) -> dict[str, Any]:
        st = self.mask(state, role)
        return {
            "scenario": st["sc"], "turn": st["turn"], "last_turn": st["last"], "active": self.active(state),
            "result": self.result(state), "stacks": {h: dict(s) for h, s in st["stacks"].items()},
            "generals": {g: dict(v) for g, v in st["gens"].items()}, "militia": dict(st["militia"]),
            "forts": {h: dict(f) for h, f in st["forts"].items()}, "entrench": dict(st["entrench"]),
            "control": dict(st["ctl"]), "border": dict(st["border"]), "vp": dict(st["vp"]),
            "ap": dict(st["ap"]) if st.get("ap") else None,
            "hand": [[h, hands.card(st, h)] for h in hands.hand(st, role)] if role in self.roles else [],
            "hand_sizes": {s: len(hands.hand(st, s)) for s in self.roles},
            "flow": [dict(f) for f in st["flow"]], "reveals": st["rv"],
            "last_roll": [{"side": s, "die": d} for s, d in st["lr"]],
            "state": {k: v for k, v in st.items() if k not in self.rng_keys and k != "lg"},
        }

    def sample(self, view: dict[str, Any], role: str, rng: Any) -> dict[str, Any]:
        """A whole state consistent with ``role``'s view: the other side's
        cards dealt anew among its handles, and its salt drawn, from ``rng``."""
        st = self.copy(view["state"])
        st["lg"] = []
        st["rng"] = dice.seed_state(dice.next_u64(rng))
        for side in self.roles:
            unknown = [h for h in hands.handles(side) if st["sealed"].get(h) is None]
            if not unknown:
                continue
            known = {hands.card(st, h) for h in hands.handles(side)} - {None}
            pool = [n for n in range(hands.DECK_SIZE) if n not in known]
            dice.shuffle(rng, pool)
            for h, n in zip(unknown, pool):
                st["sealed"][h] = [n, st.get("stirs", 0)]
            if st["sealed"].get(hands.SALT[side]) is None:
                st["sealed"][hands.SALT[side]] = format(dice.next_u64(rng), "032x")
        return st

    def check_state(self, state: dict[str, Any]) -> None:
        """A state read from a link or a save: the shape the rules rely on."""
        super().check_state(state)
        need = {"sc": str, "turn": int, "last": int, "stacks": dict, "gens": dict, "militia": dict, "forts": dict,
                "entrench": dict, "ctl": dict, "border": dict, "vp": dict, "box": dict, "sa": dict, "sealed": dict,
                "flow": list, "lg": list, "lr": list}
        for key, kind in need.items():
            if not isinstance(state.get(key), kind):
                raise ValueError(f"bad state: {key}")
        if state["sc"] not in self.scenarios or not 1 <= state["turn"] <= 20:
            raise ValueError("bad state: scenario or turn")
        for h, s in state["stacks"].items():
            if not isinstance(s, dict) or s.get("side") not in self.roles or not isinstance(s.get("sp"), int) \
                    or s["sp"] < 0 or not 0 <= s.get("fresh", -1) <= s["sp"]:
                raise ValueError("bad state: stacks")
        for g, v in state["gens"].items():
            if g not in oob.GENERALS or not isinstance(v, dict) or not isinstance(v.get("at"), str):
                raise ValueError("bad state: generals")
        if hands.check(state):
            raise ValueError("bad state: cards")
        FLOW.check(state, depth=24)

    def describe(self, state: dict[str, Any], action: Any, lang: str = "en") -> str:
        top = FLOW.top(state)
        return words.describe(top["step"] if top else None, tuple(action), lang)

    def result(self, state: dict[str, Any]) -> dict[str, Any] | None:
        if not state.get("res"):
            return None
        winner, en, es, rule = state["res"]
        return {"winner": winner, "reason": en, "reason_es": es, "rule": rule}


GAME = USCivilWar()
