"""Isolation and surrender in The U.S. Civil War (13.6): an Isolated group's
Surrender roll, its points, and what happens to the points when groups
split, merge or find a line again. Pure functions; the Supply Segment's
step finds the groups (supply.isolated, and 4-MP LOCs between their
stacks, 13.6.2) and applies these.
"""

from __future__ import annotations

from typing import Iterable

from .tables import SURRENDER_AT, SURRENDER_DRM, surrender_points


def drm(best_defence: int, key_hex: bool, fortified: bool) -> int:
    """13.6.4: the Defence value of one general of the group (the best), +2
    when the group holds a friendly Objective or Resource hex with a Fort,
    +1 for one without."""
    bonus = SURRENDER_DRM["fortified_key_hex"] if key_hex and fortified else \
        SURRENDER_DRM["key_hex"] if key_hex else 0
    return max(best_defence, 0) + bonus


def roll(points: int, die: int, modifier: int) -> tuple[int, bool]:
    """13.6.3-13.6.4: the group's points after rolling ``die`` with
    ``modifier``, and whether it surrenders (3 points or more). The Vicksburg
    example: Pemberton +1, fortified Vicksburg +2, a 4 makes 7: one point."""
    total = points + surrender_points(die + modifier)
    return total, total >= SURRENDER_AT


def merged(groups: Iterable[tuple[int, int]]) -> int:
    """13.6.5: the points of groups that join, as (SPs, points): the larger
    group's (more SPs); between equals, the higher points."""
    return max(groups, key=lambda g: (g[0], g[1]))[1]


def after_split(points: int, parts: int) -> list[int]:
    """13.6.5: a group that splits becomes ``parts`` groups, each with its own
    marker carrying the points the group had (RULES_NOTES C28)."""
    return [points] * parts


def cleared(any_unit_traces_a_loc: bool, points: int) -> int:
    """13.6.5: in its friendly Supply Segment a group loses all its points
    when one of its units traces a LOC of any length."""
    return 0 if any_unit_traces_a_loc else points
