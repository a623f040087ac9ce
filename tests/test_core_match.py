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
