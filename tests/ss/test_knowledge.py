"""The computer opponent in Stonewall's Sword (pyapp.games.ss.knowledge
through pyapp.ai): it decides from its side's view only, never from the cup's
order or the enemy's hidden chits; it takes an obviously good action in small
constructed positions; every level plays legal actions and is deterministic
for a seed; it beats a random player. Win rates and think time are measured
by bench/ai.py (``--game ss``), not asserted here."""

from __future__ import annotations

import pytest

from pyapp import ai
from pyapp.ai.baselines import RandomPlayer
from pyapp.core import dice
from pyapp.games.ss import knowledge as K
from pyapp.games.ss import model as M
from pyapp.games.ss.rules import GAME

from .position import blank, push, put, top

# the module's cached games are computed once, in one worker (pytest-xdist: tests/conftest.py)
pytestmark = pytest.mark.xdist_group("ss-knowledge")

SECRET = {"secret_events": True}


def decide(st, role, level="normal", seed=0):
    """The computer's action for ``role``, handed only its view of ``st``."""
    return ai.choose(GAME, GAME.view(st, role), role, level, seed)


def positions(scenario, seed, steps, every, options=None):
    """(state, role) every ``every`` decisions with a choice of a game the
    computer (easy) plays against itself."""
    st = GAME.setup(scenario, options or {}, seed)
    out = []
    n = 0
    while GAME.active(st) and n < steps:
        role = GAME.active(st)[0]
        if n % every == 0 and len(GAME.legal(st, role)) > 1:
            out.append((GAME.copy(st), role))
        st = GAME.apply(st, role, decide(st, role, "easy", seed))
        n += 1
    return out


@pytest.fixture(scope="module")
def some_positions():
    return positions("valley", 3, 500, 7, SECRET) + positions("slaughter", 4, 500, 9, SECRET)


def hidden_of(st, role):
    """What ``role`` may not know: the cup's contents and order, the chits set
    aside, the enemy's main chit and held events (secret events option)."""
    return ({h: v for h, v in st["sealed"].items() if h not in GAME.view(st, role)["names"]}, st["rng_cup"])


def test_the_policy_reads_nothing_the_view_hides(some_positions):
    # two samples of the same view differ in what the role cannot see (the cup,
    # the chits set aside, the enemy's chits); the policy picks the same action
    know = GAME.knowledge()
    checked = 0
    for st, role in some_positions:
        view = GAME.view(st, role)
        a = GAME.sample(view, role, {dice.DICE: dice.seed_state(1)})
        b = GAME.sample(view, role, {dice.DICE: dice.seed_state(2)})
        if hidden_of(a, role) == hidden_of(b, role):
            continue
        legal = GAME.legal(a, role)
        assert legal == GAME.legal(b, role)
        for level in ("easy", "normal", "hard"):
            lv = know.level(level)
            x = know.policy(a, role, legal, {dice.DICE: dice.seed_state(5)}, lv, None)
            y = know.policy(b, role, legal, {dice.DICE: dice.seed_state(5)}, lv, None)
            assert x == y and x in GAME.legal(st, role)
        checked += 1
    assert checked >= 20


def test_a_decision_is_the_same_from_the_true_state_or_a_scrambled_one(some_positions):
    # the true state's hidden parts changed where the role cannot see: the
    # view is the same, and so is the decision
    for st, role in some_positions[::5]:
        other = GAME.copy(st)
        seen = GAME.view(st, role)["names"]
        for side in ("usa", "csa"):                 # the chits under the handles it does not see, shuffled
            unseen = [h for h in M.ev_handles(side) if h not in seen]
            values = [other["sealed"][h] for h in unseen]
            for h, v in zip(unseen, values[1:] + values[:1]):
                other["sealed"][h] = v
        other["rng_cup"] = dice.seed_state(77)
        assert GAME.view(other, role) == GAME.view(st, role)
        assert decide(st, role, "normal", 4) == decide(other, role, "normal", 4)


def test_levels_play_legal_actions_and_are_deterministic_for_a_seed(some_positions):
    for st, role in some_positions[::3]:
        for level in ai.LEVELS:
            a = decide(st, role, level, 9)
            assert a in GAME.legal(st, role)
            assert decide(st, role, level, 9) == a


def test_easy_differs_from_normal_somewhere(some_positions):
    # easy softens the policy with seeded noise: on enough decisions it plays
    # something else than normal (or the levels would be one)
    differ = sum(1 for st, role in some_positions if decide(st, role, "easy", 1) != decide(st, role, "normal", 1))
    assert differ >= 3


def church_move(extra_mp_units=()):
    """A Confederate brigade's Movement step with 1 VA next to Cedar Run
    Church (1300) and no Union unit in or next to it."""
    st = blank("slaughter", turn=5)
    put(st, "c-1-va", "1301")
    put(st, "c-42-va", "1816")
    put(st, "u-5-oh", "1705")
    for u, h in extra_mp_units:
        put(st, u, h)
    push(st, "move", who="csa", mode="brigade", brigade="garnett", order="attack", mp_bonus=0, mp_divisor=1,
         done=[], mover=None, spent=[0, 1], path=[])
    return st


def test_it_marches_into_cedar_run_church_when_it_can():
    # 19.1: Confederate infantry entering 1300 wins at once
    st = church_move()
    assert top(st)["step"] == "move" and ("step", "c-1-va", "1300") in GAME.legal(st, "csa")
    for level in ("normal", "hard"):
        assert decide(st, "csa", level, 3) == ("step", "c-1-va", "1300")
    st = GAME.apply(st, "csa", decide(st, "csa", "normal", 3))
    assert GAME.result(st)["winner"] == "csa"


def test_the_union_keeps_a_guard_on_cedar_run_church():
    # the Union infantry nearest to 1300 goes there rather than anywhere else
    st = blank("slaughter", turn=5)
    put(st, "u-5-oh", "1301")
    put(st, "u-29-oh", "1805")
    put(st, "c-1-va", "1310")
    push(st, "move", who="usa", mode="brigade", brigade="geary", order="attack", mp_bonus=0, mp_divisor=1,
         done=[], mover=None, spent=[0, 1], path=[])
    assert ("step", "u-5-oh", "1300") in GAME.legal(st, "usa")
    a = decide(st, "usa", "normal", 1)
    if a[1] == "u-5-oh":
        assert a == ("step", "u-5-oh", "1300")
    st = GAME.apply(st, "usa", a)
    while top(st) and top(st)["step"] == "move" and "u-5-oh" not in top(st)["done"] \
            and st["pos"]["u-5-oh"] != "1300":
        st = GAME.apply(st, "usa", decide(st, "usa", "normal", 1))
    assert st["pos"]["u-5-oh"] == "1300"


def test_it_fires_rather_than_passing_the_fire_step():
    st = blank("valley", turn=8)
    put(st, "c-5-va", "1517")
    put(st, "u-28-ny", "1516")
    push(st, "fire", who="csa", mode="brigade", brigade="ronald", limited=False, fired=[], pending=None)
    assert top(st)["step"] == "fire"
    a = decide(st, "csa", "normal", 2)
    assert a[0] in ("fire", "converge")


def test_evaluation_reads_the_score():
    st = GAME.setup("valley", {}, 1)
    u, c = K.evaluate_position(st, "usa"), K.evaluate_position(st, "csa")
    assert -1.0 <= u <= 1.0 and abs(u + c) < 1e-9
    worse = GAME.copy(st)
    uid = "u-46-pa"
    del worse["pos"][uid]
    worse["broken"][uid] = "3"                   # 10 Union SP on the Broken Track: 10 VP to the CSA
    assert K.evaluate_position(worse, "csa") > c and K.evaluate_position(worse, "usa") < u
    taken = GAME.copy(st)
    taken["ctrl"]["1914"] = "usa"                # The Gate: 4 VP a turn to the Union
    assert K.evaluate_position(taken, "usa") > u
    over = GAME.copy(st)
    over["res"] = {"winner": "csa", "level": "automatic", "usa_vp": 0, "csa_vp": 0}
    assert K.evaluate_position(over, "csa") == 1.0 and K.evaluate_position(over, "usa") == -1.0


@pytest.mark.parametrize("me", ["usa", "csa"])
def test_normal_beats_random_play_in_the_valley(me):
    seed = 31
    st = GAME.setup("valley", {}, seed)
    rnd = RandomPlayer(seed)
    while GAME.active(st):
        role = GAME.active(st)[0]
        view = GAME.view(st, role)
        a = ai.choose(GAME, view, role, "normal", seed) if role == me else rnd(GAME, view, role)
        st = GAME.apply(st, role, a)
    assert GAME.result(st)["winner"] == me, GAME.result(st)
