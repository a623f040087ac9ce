"""pyapp.core.flowgame: the contract of a game on a flow, its helpers and
the interrupt window, on a small game of its own."""

from __future__ import annotations

import pytest

from pyapp.core import Illegal, dice
from pyapp.core.flow import Flow, Step
from pyapp.core.flowgame import FlowGame, Window, log, open_window, reveal, roll


class Turn(Step):
    """North plays a card (South may answer it with a counter it holds), or ends the game."""
    rule = "X1"

    def who(self, game, st, f):
        return "north"

    def legal(self, game, st, f):
        return [("card",), ("stop",)]

    def act(self, game, st, f, a):
        if a == ("stop",):
            st["res"] = ["north", "stopped"]
            log(st, "North stops.", "Norte para.", "X3")
            return
        st["played"] += 1
        r = roll(st, "north")
        log(st, f"North plays a card and rolls {r}.", f"Norte juega una carta y saca {r}.", "X1")
        open_window(game, st, "answer", "south", "card_played", {"n": st["played"]},
                    always=st["secret"])

    def resume(self, game, st, f, result):
        st["answers"].append(result)
        if result is not None:
            st["counters"] -= 1
            reveal(st)

    def prompt(self, game, st, f):
        return {"en": "Play a card or stop.", "es": "Juega una carta o para.", "rule": "X1"}


class Answer(Window):
    rule = "X2"

    def who(self, game, st, f):
        return f["who"]

    def answers(self, game, st, side, window, ctx):
        return [("counter", ctx["n"])] if st["counters"] else []

    def words(self, game, st, f):
        return {"en": "Answer the card, or pass.", "es": "Responde a la carta o pasa.", "rule": "X2"}


class Toy(FlowGame):
    id = "toy"
    roles = ("north", "south")
    flow = Flow({"turn": Turn(), "answer": Answer()})
    forced_steps = frozenset({"answer"})

    def setup(self, scenario="std", options=None, seed=0):
        return {"rng": dice.seed_state(seed), "flow": [{"step": "turn"}], "lg": [], "lr": [], "rv": 0,
                "res": None, "played": 0, "counters": 1, "answers": [], "secret": False}

    def result(self, state):
        if not state["res"]:
            return None
        return {"winner": state["res"][0], "reason": "North stopped", "reason_es": "Norte paró", "rule": "X3"}


TOY = Toy()


def test_the_window_opens_only_for_a_side_with_an_answer_and_its_answer_reaches_the_frame_below():
    st = TOY.setup()
    TOY.apply(st, "north", ("card",))
    assert TOY.active(st) == ["south"] and TOY.legal(st, "south") == [("counter", 1), ("pass",)]
    assert TOY.prompt(st, "south")["rule"] == "X2" and TOY.prompt(st, "north")["en"].startswith("Waiting")
    assert st["lr"] and st["lr"][0][0] == "north" and TOY.take_events(st)[0]["rule"] == "X1"
    TOY.apply(st, "south", ("counter", 1))
    assert st["answers"] == [("counter", 1)] and st["counters"] == 0 and TOY.reveals(st) == 1
    TOY.apply(st, "north", ("card",))                   # no counter left: no window
    assert TOY.active(st) == ["north"] and st["answers"] == [("counter", 1)]
    with pytest.raises(Illegal):
        TOY.apply(st, "south", ("pass",))


def test_a_side_with_secret_answers_is_asked_always_and_may_only_pass():
    st = TOY.setup()
    st["secret"], st["counters"] = True, 0
    TOY.apply(st, "north", ("card",))
    assert TOY.legal(st, "south") == [("pass",)]
    assert TOY.forced(st, "south") == ("pass",)          # one way to take it: played for it
    TOY.apply(st, "south", ("pass",))
    assert st["answers"] == [None]


def test_the_end_clears_the_flow_and_the_prompt_says_the_result():
    st = TOY.setup()
    TOY.apply(st, "north", ("stop",))
    assert st["flow"] == [] and TOY.active(st) == [] and TOY.legal(st, "north") == []
    assert TOY.prompt(st, "south") == {"en": "North stopped", "es": "Norte paró", "rule": "X3"}


def test_the_log_is_masked_per_role():
    st = TOY.setup()
    log(st, "for north", "para norte", "X1", to="north")
    log(st, "for all", "para todos", "X1")
    assert [e["en"] for e in TOY.mask(st, "south")["lg"]] == ["for all"]
    assert [e["en"] for e in TOY.mask(st, "north")["lg"]] == ["for north", "for all"]
