"""Spending Action Points (4.1.3, 4.3, 7.7, 17.3)."""

from __future__ import annotations

import pytest

from pyapp.games.uscw import points as P
from pyapp.games.uscw.initiative import allowance


def test_the_actions_cost_what_4_3_lists_and_a_cautious_general_two_when_engaging():
    """7.7's example: McClellan into Lee's ZOC costs 2 AP; the way round it, 1."""
    assert P.action_cost("move") == 1 and P.action_cost("move", cautious_engaging=True) == 2
    assert P.action_cost("militia") == 0 and P.action_cost("disperse") == 0
    assert P.action_cost("rally") == 1 and P.action_cost("transfer") == 1


def test_theatre_points_pay_only_for_forces_that_begin_in_their_theatre():
    """4.1.3: at a difference of 1 each theatre has its own point."""
    pool = allowance(1)
    assert P.can_pay(pool, "east", 1) and not P.can_pay(pool, "east", 2)
    pool = P.pay(pool, "east", 1)
    assert not P.can_pay(pool, "east", 1) and P.can_pay(pool, "west", 1)
    with pytest.raises(ValueError):
        P.pay(pool, "east", 1)
    pool = P.pay(P.pay(pool, "west", 1), "tm", 1)
    assert P.spent_out(pool)


def test_free_points_pay_anywhere():
    pool = P.pay(allowance(3), "tm", 2)
    assert pool == {"any": 1} and P.can_pay(pool, "east", 1) and not P.spent_out(pool)


def test_training_gives_an_sp_for_every_ten_points():
    """17.3: the track carries over; at 10 an SP, and back to 0."""
    assert P.training(0, 4) == (4, 0)
    assert P.training(8, 4) == (2, 1)
    assert P.training(9, 21) == (0, 3)
