"""Reaction (9.0): zones of influence, the Interception and Avoid Battle
roll and its modifiers, where an avoiding stack may go (digest 5.6)."""

from __future__ import annotations

from pyapp.games.uscw import reaction as R


def test_a_zoc_stops_at_unbridged_navigable_rivers_impassable_sides_enemy_key_hexes_and_enemy_troops():
    assert R.projects({"kind": "plain"}, False, False)
    assert R.projects({"kind": "minor"}, False, False)
    assert not R.projects({"kind": "navigable"}, False, False)                       # 9.1 (A)
    assert R.projects({"kind": "navigable", "bridged": True}, False, False)
    assert not R.projects({"kind": "impassable"}, False, False)                      # (B)
    assert not R.projects({"kind": "plain"}, True, False)                            # (C)
    assert not R.projects({"kind": "plain"}, False, True)                            # (D)


def test_the_rulebooks_modifiers():
    """9.4's examples: Beauregard +1; Forrest with his cavalry +4 (+2
    cavalry, +2 Defence); Bragg with a cavalry general +3; never over +4."""
    assert R.drm(1) == 1
    assert R.drm(2, cavalry=True) == 4
    assert R.drm(1, cavalry=True) == 3
    assert R.drm(2, cavalry=True, momentum=True) == 4
    assert R.drm(1, crossing=R.crossing_drm({"kind": "mountain"})) == -1
    assert R.crossing_drm({"kind": "navigable"}) is None
    assert R.crossing_drm({"kind": "navigable", "bridged": True}, naval="enemy") is None


def test_nine_or_more_on_two_dice_plus_modifiers():
    assert R.succeeds(8, 1) and not R.succeeds(7, 1)
    assert R.chance(0) == 10 / 36 and R.chance(4) == 30 / 36 and R.chance(-3) == 1 / 36


def test_where_an_avoiding_stack_may_go():
    ok = dict(crossing_ok=True, enemy_held_key_hex=False, in_active_zoc=False, enemy_there=None,
              own_sp=3, strong_zoc=None)
    assert R.may_avoid_into(**ok)
    assert not R.may_avoid_into(**dict(ok, crossing_ok=False))
    assert not R.may_avoid_into(**dict(ok, enemy_held_key_hex=True))
    assert not R.may_avoid_into(**dict(ok, in_active_zoc=True))
    assert not R.may_avoid_into(**dict(ok, enemy_there=1))                 # 3 is not 7 to 1
    assert R.may_avoid_into(**dict(ok, own_sp=7, enemy_there=1))
    assert not R.may_avoid_into(**dict(ok, own_sp=3, enemy_there=0))       # a 0-SP unit counts as half
    assert R.may_avoid_into(**dict(ok, own_sp=4, enemy_there=0))
    assert not R.may_avoid_into(**dict(ok, strong_zoc=3))                  # equal SPs next door
    assert R.may_avoid_into(**dict(ok, strong_zoc=2))
    assert not R.may_avoid_into(**dict(ok, has_general=False))             # 5.10
