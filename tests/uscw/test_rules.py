"""The game as far as it is built (rules.py): the 1861 opening with both
hands dealt, and the first turn's Action Cycle played to its end by random
legal moves, every state checked on the way."""

from __future__ import annotations

import random

import pytest

from pyapp.games.uscw import hands, model
from pyapp.games.uscw.rules import GAME


def test_the_opening_deals_each_side_its_cards_and_waits_on_the_first_decision():
    st = GAME.setup("1861", {}, 5)
    for side in hands.SIDES:
        assert len(hands.hand(st, side)) in (2, 3, 4, 5)            # 2 dealt (S1), more on doubles
        assert all(hands.card(st, h) is not None for h in hands.hand(st, side))
        assert not hands.check(st)
    assert st["ap"]["n"] >= 1 and GAME.active(st)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_play_runs_the_1861_scenario_to_its_end(seed):
    """The three turns of 1861 by random legal moves: every move the engine
    offers is accepted, the flow never gets stuck, forces and cards stay
    whole, and the game ends with a result."""
    rnd = random.Random(seed)
    st = GAME.setup("1861", {}, seed)
    for _ in range(20000):
        if not st["flow"]:
            break
        role = GAME.active(st)[0]
        legal = GAME.legal(st, role)
        assert legal, st["flow"][-1]
        # prefer ending segments now and then, so the cycle advances
        quick = [a for a in legal if a[0] in ("end", "done")]
        action = quick[0] if quick and rnd.random() < 0.3 else legal[rnd.randrange(len(legal))]
        GAME.apply(st, role, action)
        assert not hands.check(st)
    assert not st["flow"], "the game did not end"
    assert GAME.result(st) is not None and GAME.result(st)["winner"] in ("usa", "csa")
