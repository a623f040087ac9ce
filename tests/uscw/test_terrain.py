"""The Terrain Effects Chart of The U.S. Civil War (5.3-5.8, 11.4, 13.2.2;
digest 3.5): what each terrain and hexside costs and changes."""

from __future__ import annotations

import pytest

from pyapp.games.uscw import terrain as T


def test_entering_a_hex_costs_its_terrain_and_a_road_through_swamp_halves_it():
    assert [T.enter_cost(t) for t in ("clear", "forest", "swamp", "mountain")] == [1, 1, 2, 1]
    assert T.enter_cost("swamp", road=True) == 1
    assert T.enter_cost("unplayable") is None and T.enter_cost("unplayable", road=True) is None


@pytest.mark.parametrize("side, kw, mp, limit", [
    ("plain", {}, 0, None),
    ("minor", {}, 1, None), ("minor", {"bridged": True}, 0, None),
    ("navigable", {"naval": "own"}, 1, None), ("navigable", {"naval": "none"}, 1, None),
    ("navigable", {"naval": "enemy"}, 2, 1), ("navigable", {"naval": "enemy", "bridged": True}, 2, 1),
    ("mountain", {}, 1, None), ("pass", {}, 0, None),
    ("impassable", {}, None, None), ("sea", {}, None, None),
])
def test_crossing_a_hexside(side, kw, mp, limit):
    """5.8.3: under enemy naval control a navigable river costs +2 and lets
    one SP cross a activation; uncontrolled counts as friendly (20.1.6)."""
    got = T.crossing(side, **kw)
    assert (got.mp, got.sp_limit) == (mp, limit)


def test_following_a_rail_line_ignores_rivers_and_mountains_but_pays_a_ferry():
    """5.4.1, 5.4.3-5.4.4: a rail cut or bridge costs nothing more, a ferry 1,
    and neither may be used under enemy naval control."""
    assert T.rail_crossing("mountain") == 0 and T.rail_crossing("minor") == 0
    assert T.rail_crossing("navigable", rail_bridge=True) == 0
    assert T.rail_crossing("navigable", ferry=True) == 1
    assert T.rail_crossing("navigable", naval="enemy", ferry=True) is None
    assert T.rail_crossing("navigable", naval="enemy", rail_bridge=True) is None
    assert T.rail_crossing("impassable") is None


def test_the_defender_gets_one_terrain_bonus_and_never_with_a_fortification():
    """11.4: across a river or a mountain hexside, or into or out of swamp,
    +1; not added to an Entrenchment, Fort or Coastal Fort; never +2."""
    assert T.defender_drm("clear", "clear", "plain", False) == 0
    assert T.defender_drm("clear", "clear", "minor", False) == 1
    assert T.defender_drm("swamp", "clear", "plain", False) == 1       # out of a swamp
    assert T.defender_drm("clear", "swamp", "navigable", False) == 1   # one bonus only
    assert T.defender_drm("clear", "forest", "mountain", True) == 0


def test_reaction_across_a_hexside():
    """Interception and avoiding battle: -1 across an unbridged minor river,
    -2 across a mountain hexside, -1 through a pass; not across an unbridged
    navigable river, one under enemy naval control, or impassable mountains."""
    assert T.reaction_drm("plain") == 0
    assert T.reaction_drm("minor") == -1 and T.reaction_drm("minor", bridged=True) == 0
    assert T.reaction_drm("navigable", bridged=True) == -1
    assert T.reaction_drm("navigable") is None
    assert T.reaction_drm("navigable", bridged=True, naval="enemy") is None
    assert T.reaction_drm("mountain") == -2 and T.reaction_drm("pass") == -1
    assert T.reaction_drm("impassable") is None and T.reaction_drm("sea") is None


def test_attrition_is_harder_in_forest_swamp_and_mountains():
    assert [T.attrition_drm(t) for t in ("clear", "forest", "swamp", "mountain")] == [0, 1, 2, 2]
