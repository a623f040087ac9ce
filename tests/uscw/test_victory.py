"""Victory (19.3, S1-S4) against the rulebook's numbers and examples (digest 5.16, 6.1)."""

from __future__ import annotations

from fractions import Fraction

from pyapp.games.uscw import victory as V


def test_invasion_of_the_north_accumulates_and_fleeting_glory_takes_one_away():
    """19.3.2's example: turn 5 Harrisburg +2; turn 6 Harrisburg and
    Baltimore +4, 6 in all; turn 7 no marker in the North, 5."""
    total = V.invasion(0, 1, True)
    assert total == 2
    total = V.invasion(total, 2, True)
    assert total == 6
    assert V.invasion(total, 0, False) == 5
    assert V.invasion(0, 0, False) == 0


def test_automatic_victory_twelve_from_the_reference():
    """19.3.4's example: turn 11, 27 - 3 = 24 against 30: play goes on."""
    assert V.automatic(27, 3, 30) is None
    assert V.automatic(21, 3, 30) == V.Verdict("csa", "19.3.4")
    assert V.automatic(45, 3, 30) == V.Verdict("usa", "19.3.4")
    assert V.automatic(44, 3, 30) is None


def test_the_1864_election_takes_five_union_vps_for_the_check_only():
    assert V.election(25, 3, 30) == V.Verdict("csa", "S4.3")      # 20 - 3 = 17 <= 18
    assert V.election(27, 3, 30) is None


def test_short_scenarios_end_on_their_thresholds_with_halves():
    """S1.2: the 1861 Union starts with 1 VP and half a VP for Norfolk's
    blockade point; it needs 7 more than the CSA. S2's start: 4 + 2.5 - 2."""
    assert V.short_scenario_end("1861", 1, 0, 1, 0).winner == "csa"
    assert V.short_scenario_end("1861", 6, 0, 2, 0) == V.Verdict("usa", "S1.2")     # 6 + 1 = 7
    assert V.short_scenario_end("1861", 6, 0, 1, 0).winner == "csa"                  # 6.5
    assert Fraction(4) + Fraction(5, 2) - 2 == Fraction(9, 2)
    assert V.short_scenario_end("1862", 20, 0, 8, 1).winner == "csa"                 # 24 - 1 = 23
    assert V.short_scenario_end("1863", 39, 0, 0, 0) == V.Verdict("usa", "S3.2")


def test_the_campaign_ends_on_sixty_union_vps():
    assert V.campaign_end(60).winner == "usa" and V.campaign_end(Fraction(119, 2)).winner == "csa"
