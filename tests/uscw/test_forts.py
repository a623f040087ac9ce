"""Fortifications (10.0): where each may be built, what it gives, when it goes."""

from __future__ import annotations

from pyapp.games.uscw import forts as F


def test_the_best_fortification_counts():
    """11.4, 10.1-10.3: F1/F2/F3 +2/+4/+6, an Entrenchment or a Coastal Fort
    +2; the Washington example's F3 gives +6."""
    assert [F.fortification_drm(fort=n) for n in (0, 1, 2, 3)] == [0, 2, 4, 6]
    assert F.fortification_drm(entrenchment=True) == 2 and F.fortification_drm(coastal_fort=True) == 2


def test_entrenching_by_action_and_on_the_move():
    """10.1.2: the action needs a friendly state and a friendly SP or Militia;
    on the move 2+ SPs and 2 MP; never in a Coastal Fort; one fortification a hex."""
    assert F.may_entrench_by_action(True, True, False, False)[0]
    assert F.may_entrench_by_action(False, True, False, False) == (False, "10.1.2")
    assert F.may_entrench_by_action(True, True, True, False) == (False, "10.1.2")
    assert F.may_entrench_by_action(True, True, False, True) == (False, "10.2.4")
    assert F.may_entrench_moving(2, 2, False, False, False)[0]
    assert not F.may_entrench_moving(1, 5, False, False, False)[0]
    assert not F.may_entrench_moving(3, 1, False, False, False)[0]
    assert not F.may_entrench_moving(2, 3, True, False, False)[0]


def test_an_entrenchment_needs_friendly_troops_to_stay():
    """10.1.3: a 0-SP Militia keeps it; no friendly SP after an activation,
    or every unit driven off, and it goes."""
    assert F.entrenchment_stays(1, False, False) and F.entrenchment_stays(0, True, False)
    assert not F.entrenchment_stays(0, False, False) and not F.entrenchment_stays(3, False, True)


def test_building_and_upgrading_forts():
    """10.2.2-10.2.6: a card (or the Union's free Fort), a friendly hex in
    Full Supply; upgrades only in Objective or Resource hexes; one a hex,
    no more than the markers."""
    assert F.may_build_fort(True, True, True, False, 0, False, 5) == (True, "10.2.2")
    assert F.may_build_fort(True, True, False, True, 0, False, 5) == (True, "10.2.6")
    assert F.may_build_fort(True, False, True, False, 0, False, 5) == (False, "10.2.2")
    assert F.may_build_fort(True, True, True, False, 1, False, 5) == (False, "10.2.4")
    assert F.may_build_fort(True, True, True, False, 0, False, 0) == (False, "10.2.4")
    assert F.may_upgrade_fort(1, True, True, True, False)[0] and not F.may_upgrade_fort(1, False, True, True, False)[0]
    assert not F.may_upgrade_fort(3, True, True, True, False)[0]


def test_a_fort_stands_in_the_builders_next_action_phase():
    """10.2.2's example: begun in the Union's Action Phase 3, it stands in the
    Union part of Action Phase 4; 10.2.6: the free Fort after the first."""
    assert not F.completes(3, 3) and F.completes(3, 4)
    assert F.completes(0, 1, free_union=True)


def test_a_fort_saves_an_sp_and_a_coastal_fort_holds_three():
    assert F.loss_reduction(1, False) == 1 and F.loss_reduction(1, True) == 0 and F.loss_reduction(0, False) == 0
    assert F.coastal_room(2, 1) and not F.coastal_room(2, 2)
