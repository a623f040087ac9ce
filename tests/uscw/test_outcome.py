"""What a land battle leaves (11.2, 10.2.1, 12.2-12.3, 13.1.5), against the
rulebook's statements and examples (digest 5.7.2, 5.8.3, 5.9)."""

from __future__ import annotations

from pyapp.games.uscw.tables import Result
from pyapp.games.uscw.outcome import Side, fort_after_capture, settle


def test_the_washington_example_the_larger_result_loses():
    """The CSA's 3 against the Union's 2 in Washington: the Union, which
    suffered the larger result, loses and is Demoralized; the CSA lost 2."""
    out = settle(Side(11), Side(6, fort=3), Result(3), Result(2))
    assert out.winner == "attacker"
    assert (out.attacker_loss, out.defender_loss) == (2, 3)        # a won battle: no Fort reduction
    assert out.defender_demoralized and not out.attacker_demoralized


def test_a_fort_saves_one_sp_when_the_attacker_does_not_win():
    """10.2.1's example: a 1/1 result is a tie; the attacker loses 1, the
    defender in its Fort 0."""
    out = settle(Side(3), Side(2, fort=1), Result(1), Result(1))
    assert out.winner is None and (out.attacker_loss, out.defender_loss) == (1, 0)
    assert "10.2.1" in out.rules
    coastal = settle(Side(3), Side(2, coastal_fort=True), Result(1), Result(1))     # Wilmington (C6)
    assert coastal.defender_loss == 0


def test_demoralized_again_costs_one_more_sp_and_heavy_casualties_demoralize_a_winner():
    """12.2: a loser already Demoralized loses one SP more; 12.3: a side that
    loses 3 or more is Demoralized even when it wins, without the extra SP."""
    out = settle(Side(6, demoralized=True), Side(9), Result(1), Result(2))
    assert out.winner == "defender" and out.attacker_loss == 3 and out.attacker_demoralized
    out = settle(Side(18), Side(9, demoralized=True), Result(3, "*"), Result(3))
    assert out.winner == "attacker" and out.attacker_demoralized and out.attacker_loss == 3
    assert out.defender_loss == 4 and "12.3" in out.rules


def test_a_tie_demoralizes_each_side_out_of_full_supply():
    """13.1.5: no winner; each side not in Full Supply is Demoralized, or
    loses one SP more if it already was."""
    out = settle(Side(5, full_supply=False), Side(5, demoralized=True, full_supply=False),
                 Result(1, "*"), Result(1, "*"))
    assert out.winner is None and out.attacker_demoralized and out.attacker_loss == 1
    assert out.defender_loss == 2 and "13.1.5" in out.rules
    calm = settle(Side(5), Side(5), Result(1, "*"), Result(1, "*"))       # Lee and Meade, both supplied
    assert not calm.attacker_demoralized and not calm.defender_demoralized


def test_losses_stop_at_the_sps_there_and_a_captured_fort_drops_a_level():
    out = settle(Side(1), Side(0, fort=1), Result(1), Result(0, "*"))
    assert out.defender_loss == 0 and out.winner == "attacker"
    assert [fort_after_capture(n) for n in (1, 2, 3)] == [0, 1, 2]
