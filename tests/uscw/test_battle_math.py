"""The arithmetic of a land battle (11.1-11.5) against the rulebook's
statements and worked examples (digest 5.8)."""

from __future__ import annotations

import pytest

from pyapp.games.uscw import battle_math as B
from pyapp.games.uscw.tables import Result


@pytest.mark.parametrize("sp, col, dice", [
    (0, "0", 1), (3, "3", 1), (4, "4", 1), (6, "5-6", 1), (7, "7-8", 2), (11, "9-12", 2),
    (13, "13-16", 3), (18, "17+", 3)])
def test_a_sides_sp_give_its_column_and_dice(sp, col, dice):
    """11.2.1; the combat example: 18 SPs roll three dice on 17+, 11 SPs two on 9-12."""
    assert B.column(sp) == col and B.dice(col) == dice


def test_a_foraging_defender_rolls_one_column_left_with_its_generals_and_dice():
    """13.2.1's example: 7 SPs with a Forage marker use the 5-6 column, with
    one general and one die."""
    col = B.shift_left(B.column(7))
    assert col == "5-6" and B.dice(col) == 1 and B.generals_counted(col) == 1
    assert B.shift_left("0") == "0"


def test_the_generals_that_count_grow_with_the_column():
    """11.3: the commander alone to 6 SPs, one more to 12, two more above;
    the best subordinates, a cavalry one adding at most 1 (8.5)."""
    assert B.leadership([1, 2, 3], "5-6") == 1
    assert B.leadership([1, 2, 3], "9-12") == 4
    assert B.leadership([1, 2, 3, 1], "17+") == 6
    assert B.leadership([0, 2], "9-12", cavalry=[False, True]) == 1
    assert B.leadership([], "17+") == 0


def test_who_wins_compares_results_not_losses_removed():
    """11.2.2: the larger result loses; at equal losses the asterisk beats
    the diamond, which beats none; a 1 beats a bare asterisk; equal is a tie."""
    assert B.winner(Result(1, "*"), Result(1, "◊")) == "attacker"
    assert B.winner(Result(1, ""), Result(1, "◊")) == "defender"
    assert B.winner(Result(1, ""), Result(0, "*")) == "attacker"
    assert B.winner(Result(1, "*"), Result(1, "*")) is None          # the Lee-Meade tie
    assert B.winner(Result(3, ""), Result(2, "")) == "attacker"      # Washington: 3 against 2


def test_automatic_displacement_at_seven_to_one_or_four_against_a_lone_garrison():
    """11.1.2's examples: Grant's 7 SPs displace 1 SP in an Entrenchment
    (modifiers do not count); Sherman's 4 SPs sweep away a Fort's intrinsic
    garrison; across a navigable river only 3 SPs take part, so never."""
    assert B.overruns(7, 1) and not B.overruns(6, 1)
    assert B.overruns(4, 0, lone=True) and not B.overruns(3, 0, lone=True)
    assert not B.overruns(min(18, B.river_cap(False)), 0, lone=True)
    assert not B.overruns(5, 0)                                      # lone generals: displaced, no battle (7.6)
    assert B.river_cap(True) == 1                                    # 11.5.3


def test_each_sides_modifiers():
    """11.4 with 9.3.3: Lee and Jackson +4 and the card +2 make the CSA's +6
    in the Washington example; the defender's F3 +6 and McDowell +1 make +7;
    fortification and terrain never add, and a failed avoid loses both."""
    assert B.attacker_drm(4, card=True) == 6
    assert B.defender_drm(1, fortification=6) == 7
    assert B.defender_drm(0, fortification=2, terrain=1) == 2
    assert B.defender_drm(0, terrain=1) == 1
    assert B.defender_drm(1, fortification=6, failed_avoid=True) == 1
    assert B.attacker_drm(2, demoralized=True) == 0


def test_a_winner_moves_on_with_twice_the_defenders_sp():
    """5.11, 11.5.4: 1 SP is twice 0 SP."""
    assert B.may_continue(True, 1, 0) and B.may_continue(True, 6, 3) and not B.may_continue(True, 5, 3)
    assert not B.may_continue(False, 18, 1)
    assert not B.may_continue(True, 6, 1, sp_left=0) and not B.may_continue(True, 6, 1, mp_left=0)   # A13
