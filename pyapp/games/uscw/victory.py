"""Victory in The U.S. Civil War (19.3 and the scenarios' conditions, S1-S4):
the two sides' victory points, the automatic victory against the reference
track, the 1864 election, and each scenario's end. Pure functions; the End
Phase's steps read the map and the tracks and call them.

VPs are kept as numbers that may be halves (a short scenario's blockade
points are worth half a VP each), so they compare exactly as the rulebook
counts them.
"""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from .track import AUTO_VICTORY_MARGIN as AUTO_GAP       # 19.3.4: 12

INVASION_VP = 2               # 19.3.2: each Northern Objective hex the CSA holds, each End Phase
PANIC_VP = 3                  # 19.3.2: National Panic, once, never lost
MISSISSIPPI_VP = 3            # 19.3.1: while the Union's naval control runs its whole length
ELECTION_TURN = 18            # S4.3
ELECTION_VP = 5               # S4.3
CAMPAIGN_WIN = 60             # S4.2: the Union's VPs at the end of turn 20
THRESHOLD = {"1861": 7, "1862": 24, "1863": 39}   # S1.2, S2.2, S3.2: Union VP - CSA VP to win


class Verdict(NamedTuple):
    winner: str               # "usa" or "csa"
    rule: str


def union_resource_vp(destroyed_or_held: int) -> int:
    """19.3.1: one VP per printed CP of CSA Resource hexes the Union has taken
    or destroyed (arsenals never count, RULES_NOTES); a burned hex the CSA
    takes back keeps the destroyed part for the Union."""
    return max(0, destroyed_or_held)


def invasion(previous: int, northern_objectives_held: int, csa_markers_in_north: bool) -> int:
    """19.3.2: the CSA's accumulated Invasion of the North VPs after an End
    Phase: +2 for each Northern (not border) Objective hex it holds; with no
    Control marker left in a Northern state, Fleeting Glory takes 1 away,
    never below 0. The rulebook's example: Harrisburg on turn 5 (+2),
    Harrisburg and Baltimore on turn 6 (+4, 6), none on turn 7 (5)."""
    total = previous + INVASION_VP * northern_objectives_held
    if not csa_markers_in_north:
        total = max(0, total - 1)
    return total


def automatic(union_vp: Fraction | int, csa_vp: Fraction | int, reference: int) -> Verdict | None:
    """19.3.4: with D = Union VP - CSA VP, the CSA wins at once when D is 12
    or more below the turn's reference number, the Union when 12 or more
    above. The rulebook's example, turn 11: 27 - 3 = 24 against 30 goes on."""
    d = union_vp - csa_vp
    if d <= reference - AUTO_GAP:
        return Verdict("csa", "19.3.4")
    if d >= reference + AUTO_GAP:
        return Verdict("usa", "19.3.4")
    return None


def election(union_vp: Fraction | int, csa_vp: Fraction | int, reference: int) -> Verdict | None:
    """S4.3, turn 18's Victory Check in the campaign: the Union's VPs less 5;
    a CSA automatic victory then means McClellan is elected and the CSA wins.
    Otherwise nothing (the 5 VPs are back)."""
    verdict = automatic(union_vp - ELECTION_VP, csa_vp, reference)
    return Verdict("csa", "S4.3") if verdict is not None and verdict.winner == "csa" else None


def short_scenario_end(scenario: str, union_vp: Fraction | int, csa_vp: Fraction | int,
                       closed_blockade_points: int, border_objectives_csa: int) -> Verdict:
    """S1.2-S3.2: at the end the Union adds half a VP for each blockade DRM
    point of closed ports, the CSA one VP for each border-state Objective hex
    it holds; the Union wins with Union VP - CSA VP at least the scenario's
    threshold (1861: 7, 1862: 24, 1863: 39)."""
    u = Fraction(union_vp) + Fraction(closed_blockade_points, 2)
    c = Fraction(csa_vp) + border_objectives_csa
    return Verdict("usa" if u - c >= THRESHOLD[scenario] else "csa", "S" + str(list(THRESHOLD).index(scenario) + 1) + ".2")


def campaign_end(union_vp: Fraction | int) -> Verdict:
    """S4.2: with no automatic victory, the Union wins with 60 VPs or more at
    the end of turn 20."""
    return Verdict("usa" if union_vp >= CAMPAIGN_WIN else "csa", "S4.2")
