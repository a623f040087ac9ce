"""Isolation and surrender (13.6)."""

from __future__ import annotations

from pyapp.games.uscw import surrender as S


def test_the_vicksburg_example():
    """13.6.4: 6 SPs with Pemberton (+1) in fortified Vicksburg (+2) roll a 4:
    7, one Surrender Point."""
    modifier = S.drm(1, key_hex=True, fortified=True)
    assert modifier == 3
    assert S.roll(0, 4, modifier) == (1, False)


def test_points_add_up_to_three_and_a_low_roll_ends_it_at_once():
    assert S.roll(1, 3, 0) == (3, True)             # 3-4: two points
    assert S.roll(0, 1, 1) == (3, True)             # 1-2: three at once
    assert S.roll(2, 6, 2) == (2, False)            # 8+: none
    assert S.drm(0, key_hex=True, fortified=False) == 1 and S.drm(2, False, False) == 2


def test_merging_splitting_and_finding_a_line_again():
    """13.6.5: the larger group's points (more SPs; between equals the
    higher), each part of a split keeps them, a LOC clears them."""
    assert S.merged([(6, 1), (3, 2)]) == 1 and S.merged([(4, 1), (4, 2)]) == 2
    assert S.after_split(2, 3) == [2, 2, 2]
    assert S.cleared(True, 2) == 0 and S.cleared(False, 2) == 2
