"""The match log: legality, undo limits, replay, positions."""

import pytest

from pyapp.core import Illegal
from pyapp.core.match import Match
from minigame import GAME, play_random


def new(seed=5):
    return Match(GAME, "short", {}, seed)


def test_illegal_action_carries_reason_and_rule():
    m = new()
    with pytest.raises(Illegal) as info:
        m.play("red", ("step", 3))
    assert info.value.rule == "R1" and "not allowed" in info.value.reason
    assert m.ply == 0


def test_wrong_player_is_refused():
    m = new()
    with pytest.raises(Illegal, match="not blue's turn"):
        m.play("blue", ("roll",))


def test_unknown_scenario_and_option_refused():
    with pytest.raises(Illegal):
        Match(GAME, "nope", {}, 1)
    with pytest.raises(Illegal):
        Match(GAME, "short", {"nope": True}, 1)


def test_undo_stops_at_die_roll():
    m = new()
    m.play("red", ("roll",))
    assert not m.can_undo("red")          # the roll itself cannot be taken back
    with pytest.raises(Illegal, match="die roll"):
        m.undo("red")


def test_undo_own_steps_back_to_roll():
    m = new()
    m.play("red", ("roll",))
    pips = m.state["pips"]
    before = m.hash()
    if pips >= 2:
        m.play("red", ("step", 1))
        m.play("red", ("step", 1))
        assert m.can_undo("red")
        m.undo("red")
        m.undo("red")
        assert m.hash() == before
        assert not m.can_undo("red")


def test_undo_stops_at_change_of_player():
    m = new()
    m.play("red", ("roll",))
    m.play("red", ("end",))
    assert m.active() == ["blue"]
    assert not m.can_undo("red") and not m.can_undo("blue")
    with pytest.raises(Illegal):
        m.undo("red")


def test_undo_only_own_move():
    m = new()
    m.play("red", ("roll",))
    if m.state["pips"] >= 1:
        m.play("red", ("step", 1))
        with pytest.raises(Illegal, match="your own"):
            m.undo("blue")


def test_replay_gives_every_position():
    import random
    rnd = random.Random(1)
    m = play_random(new(8), 60, rnd.randrange)
    again = Match(GAME, "short", {}, 8)
    from pyapp.core import state_hash
    for i, move in enumerate(m.moves):
        assert again.hash() == state_hash(m.position(i))
        again.play(move.role, move.action)
    assert again.hash() == m.hash()
    for ply in (0, 10, 33, m.ply):
        replayed = Match(GAME, "short", {}, 8)
        for move in m.moves[:ply]:
            replayed.play(move.role, move.action)
        from pyapp.core import state_hash
        assert state_hash(m.position(ply)) == replayed.hash()


def test_position_out_of_range():
    m = new()
    with pytest.raises(IndexError):
        m.position(1)


def test_truncate_branches_from_a_replayed_position():
    import random
    rnd = random.Random(2)
    m = play_random(new(9), 30, rnd.randrange)
    from pyapp.core import state_hash
    h10 = state_hash(m.position(10))
    m.truncate(10)
    assert m.ply == 10 and m.hash() == h10


def test_same_seed_and_actions_same_hash():
    import random
    a = play_random(new(11), 80, random.Random(3).randrange)
    b = play_random(new(11), 80, random.Random(3).randrange)
    assert a.hash() == b.hash()


def test_turn_start_is_after_the_receivers_last_move():
    m = new(4)
    m.play("red", ("roll",))
    m.play("red", ("end",))
    m.play("blue", ("roll",))
    assert m.turn_start() == 2
    m.play("blue", ("end",))
    assert m.turn_start() == 2
    m.play("red", ("roll",))
    assert m.turn_start() == 4


# Junk from outside: Illegal, never TypeError -------------------------------------------

def test_uid_is_kept_and_copied():
    m = Match(GAME, "short", {}, 1, uid="game-1_A")
    assert m.uid == "game-1_A" and m.copy().uid == "game-1_A"
    assert new().uid == ""


def test_setup_arguments_of_the_wrong_type_are_refused():
    for scenario, options, seed in [(["short"], {}, 1), ("short", ["double"], 1),
                                    ("short", {"double": 1}, 1), ("short", {("d",): True}, 1),
                                    ("short", {}, "5"), ("short", {}, 1.0), ("short", {}, True),
                                    ("short", {}, -1), ("short", {}, 2 ** 64), ("x" * 10_000, {}, 1)]:
        with pytest.raises(Illegal):
            Match(GAME, scenario, options, seed)
    with pytest.raises(Illegal):
        Match(GAME, "short", {}, 1, start_index=-1)


def test_actions_that_cannot_be_actions_are_refused():
    from pyapp.core import as_action
    assert as_action(["step", 3]) == ("step", 3) and as_action("end") == ("end",)
    assert as_action([["a", 1], "b"]) == (("a", 1), "b")
    deep = "x"
    for _ in range(5000):
        deep = [deep]
    for bad in ([], {"roll": 1}, ["step", True], ["step", 1.0], ["step", None], ["step", {}],
                ["step", 2 ** 60], ["x" * 201], list(range(257)), deep, None, 3.5):
        with pytest.raises(Illegal):
            as_action(bad)


def test_play_refuses_junk_with_illegal_and_keeps_the_game():
    m = new()
    for role, action in [("red", {"roll": 1}), ("red", ["step", True]), (["red"], ("roll",)),
                         ({"r": 1}, ("roll",)), ("green", ("roll",)), ("red", ("roll", "x" * 200)),
                         ("red", (("roll",),)), ("red", ("step", 2 ** 52))]:
        with pytest.raises(Illegal):
            m.play(role, action)
    assert m.ply == 0
    m.play("red", ["roll"])
    assert m.moves[-1].action == ("roll",)     # stored as the game spells it


def test_play_refuses_when_the_rules_break_on_an_action_they_never_offered():
    class Fragile(type(GAME)):
        def apply(self, state, role, action):
            if action not in self.legal(state, role):
                return {}["no such key"]         # the rules trip over the junk
            return super().apply(state, role, action)

    m = Match(Fragile(), "short", {}, 2)
    with pytest.raises(Illegal, match="not a legal action"):
        m.play("red", ("fly", 1, "away"))
    with pytest.raises(Illegal):
        m.play_index("red", "0")
    with pytest.raises(Illegal):
        m.play_index("red", 10 ** 5000)


def test_orders_are_refused_with_illegal_when_out_of_shape():
    from pyapp.games.ahd import GAME as AHD
    m = Match(AHD, "campaign", {}, 1)
    for role, orders in [("csa", {"targets": ["weakest"]}), ("csa", ["targets"]), ("csa", "x"),
                         ("csa", 0), ("csa", {"targets": None}), ("csa", {"nope": "x"}),
                         ("csa", {"targets": "everyone"}), (["csa"], {}), (None, {})]:
        with pytest.raises(Illegal):
            m.set_orders(role, orders)
    m.set_orders("csa", {"targets": "weakest"})
    assert m.orders == {"csa": {"targets": "weakest"}}
    m.set_orders("csa", {})
    assert m.orders == {}


def test_uid_is_checked_when_set():
    m = new()
    m.uid = "abc_DEF-123"
    assert m.copy().uid == "abc_DEF-123"
    for bad in ("a b", "x" * 33, None, 7):
        with pytest.raises(Illegal):
            m.uid = bad
    assert m.uid == "abc_DEF-123"


def test_positions_are_each_position_in_one_pass():
    """Match.positions(a, b) gives what position(p) gives for every p from a
    to b, across checkpoints, reseeds and a settled state (two-device play)."""
    from pyapp import games
    from pyapp.core import dice
    from pyapp.core.game import state_hash
    from pyapp.core.match import CHECKPOINT, Match
    m = Match(games.get("mini"), "standard", {}, 4)
    pick = {"rng": dice.seed_state(5)}
    while m.active() and m.ply < 45:
        if m.ply == 7:
            m.reseed(99)
        if m.ply == CHECKPOINT + 3:
            m.settle(m.state)
        role = m.active()[0]
        legal = m.legal(role)
        m.play(role, legal[dice.randbelow(pick, len(legal))])
    assert m.ply > CHECKPOINT + 3
    for first, last in ((0, m.ply), (5, 9), (CHECKPOINT - 1, CHECKPOINT + 5), (m.ply, m.ply)):
        got = m.positions(first, last)
        assert [state_hash(s) for s in got] == [state_hash(m.position(p)) for p in range(first, last + 1)]
        assert len({id(s) for s in got}) == len(got)


# -- undo reaches over formalities (play_forced) ---------------------------------------------

from pyapp.core.game import Game  # noqa: E402


class Relay(Game):
    """A: "go" hands the turn to B, whose only move ("ack") hands it back,
    or "show" (which reveals); "step" is A's own move."""
    id, roles, scenarios = "relay-test", ("a", "b"), {"s": "s"}

    def setup(self, scenario, options, seed):
        return {"to": "a", "n": 0, "rv": 0, "show": False, "rng": [0]}

    def active(self, st):
        return [st["to"]]

    def legal(self, st, role):
        if role == "b":
            return [("ack",)]
        return [("step",), ("go",), ("go", "show")]

    def apply(self, st, role, action):
        if action[0] == "step":
            st["n"] += 1
        elif action[0] == "go":
            st["to"], st["show"] = "b", len(action) > 1
        else:
            st["to"] = "a"
            st["rv"] += 1 if st["show"] else 0
        return st

    def forced(self, st, role):
        return ("ack",) if role == "b" else None

    def reveals(self, st):
        return st["rv"]

    def view(self, st, role):
        return dict(st)

    def result(self, st):
        return None


def test_undo_takes_back_a_decision_with_the_formalities_after_it():
    m = Match(Relay(), "s", {}, 1)
    m.play("a", ("step",))
    m.play("a", ("go",))
    assert m.active() == ["b"] and not m.can_undo("a")     # the other side may still decide
    assert m.play_forced() == 1 and m.active() == ["a"]
    # b's move was no choice and showed nothing: a takes back "go" and it together
    assert m.can_undo("a") and not m.can_undo("b")
    taken = m.undo("a")
    assert [mv.action for mv in taken] == [("go",), ("ack",)]
    assert m.state["to"] == "a" and m.ply == 1
    m.undo("a")
    assert m.ply == 0 and m.state["n"] == 0


def test_undo_stops_at_a_formality_that_reveals():
    m = Match(Relay(), "s", {}, 1)
    m.play("a", ("go", "show"))
    m.play_forced()
    assert m.active() == ["a"] and not m.can_undo("a")
    with pytest.raises(Illegal):
        m.undo("a")
