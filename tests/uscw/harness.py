"""A flow that holds only the steps a test gives (the game's whole flow
comes later, issue 35): a ``probe`` frame at the bottom keeps what the
steps above it hand back, and the game keeps each side's Action Points in
``state["pool"]`` (what the Action Cycle will give)."""

from __future__ import annotations

from pyapp.core import dice
from pyapp.core.flow import Flow, Step
from pyapp.core.flowgame import FlowGame
from pyapp.games.uscw import hands, points, start
from pyapp.games.uscw.initiative import allowance


class Probe(Step):
    """The frame that asks and keeps what it was given (``got``)."""

    def who(self, game, state, frame):
        return "usa"

    def resume(self, game, state, frame, result):
        frame["got"] = result


def steps() -> dict:
    """Every step of the game's flow written so far."""
    from pyapp.games.uscw import activation, battle, cycle, engage, leaders, reinforce, segment
    return {"segment": segment.Segment(), "activation": activation.Activation(), "battle": battle.Battle(),
            "transfer": leaders.Transfer(), "place": reinforce.Place(), "militia": segment.Militia(),
            "disperse": segment.Disperse(), "supply_seg": cycle.SupplySegment(),
            "battle_card": battle.BattleCard(), "retreat": battle.Retreat(), "push": battle.Push(),
            "react": engage.React(), "avoid_to": engage.AvoidTo(), "step_back": engage.StepBack()}


def harness(steps: dict) -> FlowGame:
    class Harness(FlowGame):
        id = "uscw-harness"
        roles = ("usa", "csa")
        flow = Flow({"probe": Probe(), **steps})

        def pool(self, state, side):
            return state["pool"][side]

        def spend(self, state, side, theatre, cost):
            state["pool"][side] = points.pay(state["pool"][side], theatre, cost)

    return Harness()


def opening(steps: dict, n: int = 3, scenario: str = "1861", seed: int = 1):
    """(game, state): the scenario's opening with a probe frame and ``n`` AP a side."""
    st = start.build(scenario)
    st.update(flow=[], lg=[], lr=[], rv=0, res=None, rng=dice.seed_state(seed),
              pool={"usa": allowance(n), "csa": allowance(n)})
    for side in hands.SIDES:                              # T3.4: each side's cards under its handles
        hands.private_setup(st, side, f"{seed}/{side}".encode())
    game = harness(steps)
    game.flow.push(st, "probe")
    return game, st


def go(game, st, side, target):
    """A step of the active force, the other side making no reaction (it
    declares nothing and resolves, 9.2.2)."""
    game.apply(st, side, ("go", target))
    while st["flow"] and st["flow"][-1]["step"] == "react":
        game.apply(st, st["flow"][-1]["who"], ("resolve",))
