"""For the People's tables (pyapp/games/ftp/tables.py) against the rulebook's
worked examples (digest 5.32) and tables (5.12, 5.25, 5.30)."""

from pyapp.games.ftp import tables as T


def test_battle_size_5_12():
    assert [T.battle_size(n) for n in (1, 5, 6, 19, 20, 26)] == ["small", "small", "medium", "medium",
                                                                 "large", "large"]


def test_crt_clamps_to_its_rows_5_12():
    assert T.attacker_result("large", 0) == T.attacker_result("large", 1)
    assert T.attacker_result("large", 14) == T.attacker_result("large", 10) == (5, True)
    assert T.defender_result("small", -3) == (0, False)


def test_gettysburg_example_5_32():
    # CSA attacks: large battle (26 SP); CSA 4 + 4 = 8 -> "4*"; Union 2 + 8 = 10 -> "6"
    size = T.battle_size(12 + 14)
    att, dfn = T.attacker_result(size, 4 + 4), T.defender_result(size, 2 + 8)
    assert att == (4, True) and dfn.losses == 6
    assert not T.attacker_wins(att, dfn, star_counts=True)       # the CSA loses, 6 > 4
    # Meade (defence 2) with Pleasonton intercepts on 4 or less
    assert T.intercept_target(2, cavalry=True) == 4


def test_thomas_longstreet_star_breaks_the_tie_5_32():
    size = T.battle_size(3 + 6)
    att, dfn = T.attacker_result(size, 6 + 2), T.defender_result(size, 4 + 3)
    assert att == (2, True) and dfn.losses == 2
    assert T.attacker_wins(att, dfn, star_counts=True)


def test_little_rock_star_void_in_a_resource_centre_5_32():
    size = T.battle_size(2 + 1)
    att, dfn = T.attacker_result(size, 4 + 3), T.defender_result(size, 1 + 2)
    assert att == (1, True) and dfn.losses == 1
    assert not T.attacker_wins(att, dfn, star_counts=False)      # Little Rock is an RC
    assert T.attacker_wins(att, dfn, star_counts=True)


def test_first_manassas_unstarred_tie_goes_to_the_defender_5_32():
    size = T.battle_size(6 + 7)
    att, dfn = T.attacker_result(size, 5 + 1), T.defender_result(size, 3 + 2 + 2)
    assert att == (2, False) and dfn.losses == 2
    assert not T.attacker_wins(att, dfn, star_counts=True)


def test_fort_pulaski_attacker_wins_ties_against_an_ungarrisoned_fort_5_32():
    size = T.battle_size(2)
    att, dfn = T.attacker_result(size, 1 + 4), T.defender_result(size, 2 + 2)
    assert att.losses == 1 and dfn.losses == 1
    assert T.attacker_wins(att, dfn, star_counts=True, ungarrisoned_fort=True)
    assert not T.attacker_wins(att, dfn, star_counts=True)


def test_dover_with_foote_5_32():
    size = T.battle_size(3 + 2)
    att, dfn = T.attacker_result(size, 5 + 2), T.defender_result(size, 3)
    assert att == (1, True) and dfn.losses == 1 and T.attacker_wins(att, dfn, star_counts=True)
    # Union +1 (fort taken) from -: +2 more; CSA -1 from +: -3 more (5.30)
    assert T.fates_of_war(100, "-", 1) == (103, "+", 2)
    assert T.fates_of_war(100, "+", -1) == (96, "-", -3)


def test_odds_drm_5_12():
    assert [T.odds_drm(m, 2) for m in (4, 5, 6, 7, 8, 9, 10, 30)] == [0, 0, 2, 2, 3, 3, 4, 4]
    assert T.odds_drm(1, 0) == 4 and T.odds_drm(0, 5) == 0


def test_loss_cap_5_12():
    assert T.loss_cap(2) == 4 and T.loss_cap(0) == 1


def test_attrition_and_forage_5_25():
    assert [T.attrition_loss(n) for n in (1, 2, 3, 5, 6, 7, 15)] == [0, 0, 1, 1, 1, 2, 2]
    assert T.forage(3) == 2 and T.forage(7) == 4


def test_fates_of_war_worked_examples_5_30():
    # Union 90(-) gains 5 + 10 + 1: the first gain flips the sign, +2
    v, s, _ = T.fates_of_war(90, "-", 5)
    v, s, _ = T.fates_of_war(v, s, 10)
    v, s, _ = T.fates_of_war(v, s, 1)
    assert (v, s) == (108, "+")
    assert T.fates_of_war(101, "+", -2)[:2] == (96, "-")
    assert T.fates_of_war(123, "+", -5)[:2] == (115, "-")


def test_sp_differential_example_5_32():
    assert T.sp_differential(75, 46) == (0, 10)
    assert T.sp_differential(80, 35) == (10, 0) and T.sp_differential(76, 35) == (5, 0)


def test_retreat_before_battle_with_a_brigade_5_11():
    assert T.retreat_target(0, cavalry=True) == 2


def test_casualty_thresholds_5_13():
    assert T.casualty_threshold(True) == 3 and T.casualty_threshold(False) == 1
