"""pyapp.core.flow: named steps on a stack of frames, nested resolution."""

from __future__ import annotations

import pytest

from pyapp.core import Illegal
from pyapp.core.flow import Flow, Step


class Move(Step):
    rule = "T1"

    def who(self, game, st, f):
        return "a"

    def legal(self, game, st, f):
        return [("attack",), ("done",)]

    def act(self, game, st, f, a):
        if a == ("attack",):
            game.flow.push(st, "battle", asked=0)
        else:
            game.flow.goto(st, "close")

    def resume(self, game, st, f, result):
        st["seen"].append(("move resumed", result))

    def prompt(self, game, st, f):
        return {"en": "Move", "es": "Mueve", "rule": "T1"}


class Battle(Step):
    rule = "T2"
    auto = True

    def run(self, game, st, f):
        if not f["asked"]:
            f["asked"] = 1
            game.flow.push(st, "react", who="b")
            return
        st["seen"].append(("battle fought", f["bonus"]))
        game.flow.pop(game, st, "won")

    def resume(self, game, st, f, result):
        f["bonus"] = result


class React(Step):
    rule = "T3"

    def legal(self, game, st, f):
        return [("ambush",), ("pass",)]

    def act(self, game, st, f, a):
        game.flow.pop(game, st, 2 if a == ("ambush",) else 0)

    def prompt(self, game, st, f):
        return {"en": "React", "es": "Reacciona", "rule": "T3"}

    def refuse(self, game, st, f, a):
        return Illegal("answer: ambush or pass", rule="T3")


class Close(Step):
    auto = True

    def run(self, game, st, f):
        game.flow.clear(st)


class Stuck(Step):
    auto = True

    def run(self, game, st, f):
        pass


class Toy:
    flow = Flow({"move": Move(), "battle": Battle(), "react": React(), "close": Close(), "stuck": Stuck()})


def start():
    st = {"flow": [], "seen": []}
    Toy.flow.push(st, "move")
    return st


def test_a_reaction_interrupts_and_hands_its_result_back():
    game, st = Toy(), start()
    flow = game.flow
    assert flow.active(game, st) == ["a"]
    flow.apply(game, st, "a", ("attack",))
    # the automatic battle ran at once and pushed the reaction: b decides now
    assert flow.active(game, st) == ["b"] and [f["step"] for f in st["flow"]] == ["move", "battle", "react"]
    assert flow.prompt(game, st, "b")["en"] == "React"
    assert flow.prompt(game, st, "a")["en"] == "Waiting for b."
    assert flow.legal(game, st, "a") == []
    flow.apply(game, st, "b", ("ambush",))
    assert st["seen"] == [("battle fought", 2), ("move resumed", "won")]
    assert [f["step"] for f in st["flow"]] == ["move"]


def test_refusals_name_the_step_and_its_rule():
    game, st = Toy(), start()
    game.flow.apply(game, st, "a", ("attack",))
    with pytest.raises(Illegal) as err:
        game.flow.apply(game, st, "b", ("retreat",))
    assert err.value.rule == "T3"
    with pytest.raises(Illegal, match="not a's turn"):
        game.flow.apply(game, st, "a", ("done",))


def test_goto_and_an_empty_stack_end_the_game():
    game, st = Toy(), start()
    game.flow.apply(game, st, "a", ("done",))
    assert st["flow"] == [] and game.flow.active(game, st) == []
    assert game.flow.prompt(game, st, "a") is None
    with pytest.raises(Illegal, match="over"):
        game.flow.apply(game, st, "a", ("done",))


def test_an_automatic_step_that_does_nothing_is_caught():
    game, st = Toy(), {"flow": [], "seen": []}
    game.flow.push(st, "stuck")
    with pytest.raises(RuntimeError, match="stuck"):
        game.flow.settle(game, st)


def test_check_refuses_unknown_frames():
    flow = Toy.flow
    flow.check(start())
    for bad in ({"flow": [{"step": "nope"}]}, {"flow": "x"}, {"flow": [[]]}, {"flow": [{"step": "move"}] * 40}):
        with pytest.raises(ValueError):
            flow.check(bad)
    with pytest.raises(KeyError):
        flow.push({"flow": []}, "nope")
