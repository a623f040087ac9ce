"""For the People: the rulebook's tables and arithmetic, as pure functions.

Every number here is printed in the rulebook (digest sections cited); the
functions hold no state and know no map, so each worked example of the
rulebook is a one-line test (tests/ftp/test_tables.py).
"""

from __future__ import annotations

from typing import NamedTuple

ROLES = ("union", "csa")
ENEMY = {"union": "csa", "csa": "union"}

# 5.12: battle size by the SP of both sides
SMALL, MEDIUM, LARGE = "small", "medium", "large"

# 5.12: the CRT. Row = modified roll 1..10; per size (attacker loss from the
# defender's roll, defender loss from the attacker's roll). A defender loss
# with a star (the attacker wins a tie) is written as (n, True).
_CRT = {
    #         AL  DL   (DL star)
    LARGE: ((1, 1, 0), (2, 2, 0), (3, 2, 0), (3, 3, 0), (3, 3, 0), (4, 3, 0),
            (4, 4, 1), (4, 4, 1), (5, 5, 1), (6, 5, 1)),
    MEDIUM: ((1, 0, 0), (1, 1, 0), (1, 1, 0), (1, 1, 0), (1, 1, 0), (1, 2, 0),
             (2, 2, 1), (3, 2, 1), (3, 2, 1), (3, 3, 1)),
    SMALL: ((0, 0, 0), (1, 0, 0), (1, 0, 0), (1, 1, 0), (1, 1, 0), (1, 1, 0),
            (1, 1, 1), (1, 1, 1), (1, 1, 1), (2, 1, 1)),
}


def battle_size(total_sp: int) -> str:
    """5.12 step 1: small up to 5 SP in all, medium 6 to 19, large 20 or more."""
    if total_sp >= 20:
        return LARGE
    if total_sp >= 6:
        return MEDIUM
    return SMALL


def clamp(modified: int) -> int:
    """5.12: the CRT spans 1..10; a modified roll outside it reads the nearest
    row (RULES_NOTES "clamp")."""
    return max(1, min(10, modified))


class Result(NamedTuple):
    """One side's roll read on the CRT: the losses it inflicts, and whether
    the result carries the star (attacker's rolls only)."""

    losses: int
    star: bool


def attacker_result(size: str, modified: int) -> Result:
    """5.12: the attacker's modified roll gives the defender's losses (column DL)."""
    row = _CRT[size][clamp(modified) - 1]
    return Result(row[1], bool(row[2]))


def defender_result(size: str, modified: int) -> Result:
    """5.12: the defender's modified roll gives the attacker's losses (column AL)."""
    row = _CRT[size][clamp(modified) - 1]
    return Result(row[0], False)


def odds_drm(mine: int, theirs: int) -> int:
    """5.12: +4 at 5:1 or better, +3 at 4:1, +2 at 3:1, to the larger side;
    nothing below 3:1 (a side of 0 SP faces any positive force at 5:1 or better)."""
    if mine <= 0:
        return 0
    if theirs <= 0:
        return 4
    for ratio, drm in ((5, 4), (4, 3), (3, 2)):
        if mine >= ratio * theirs:
            return drm
    return 0


def loss_cap(inflicting_sp: int) -> int:
    """5.12 step 3: a side inflicts at most twice its own SP; a force of 0 SP
    (a fort alone) inflicts at most 1."""
    return 2 * inflicting_sp if inflicting_sp > 0 else 1


def attacker_wins(att: Result, dfn: Result, star_counts: bool, ungarrisoned_fort: bool = False) -> bool:
    """5.12, the winner: the side with the larger CRT figure against it loses
    (the table's figures, not the losses taken after caps). A tie goes to the
    defender unless the attacker's result bears a star and the space is not a
    resource centre or a capital (``star_counts``), or the defender is an
    ungarrisoned fort."""
    if att.losses != dfn.losses:
        return att.losses > dfn.losses
    return (att.star and star_counts) or ungarrisoned_fort


def attrition_loss(sp: int) -> int:
    """5.25: 1-2 SP lose nothing, 3-6 lose 1, 7 or more lose 2."""
    if sp >= 7:
        return 2
    if sp >= 3:
        return 1
    return 0


def forage(sp: int) -> int:
    """5.25: SP left after attrition and, out of supply, foraging (the same
    test again on what attrition left)."""
    after = sp - attrition_loss(sp)
    return after - attrition_loss(after)


def fates_of_war(value: int, sign: str, delta: int) -> tuple[int, str, int]:
    """5.30: a change of strategic will. The marker shows the direction of
    the last change; a gain that turns it from - to + earns 2 more, a loss
    that turns it from + to - costs 3 more. Returns (new value, new sign,
    the extra points). A change of 0 changes nothing."""
    if delta == 0:
        return value, sign, 0
    if delta > 0:
        extra = 2 if sign == "-" else 0
        return value + delta + extra, "+", extra
    extra = -3 if sign == "+" else 0
    return max(0, value + delta + extra), "-", extra


def intercept_target(defence: int, cavalry: bool) -> int:
    """5.10: a d6 at or under the commander's defence rating intercepts, the
    roll less 2 with a cavalry brigade in the force (the Gettysburg example:
    Meade, defence 2, with Pleasonton needs 4 or less). Returns the highest
    roll that succeeds."""
    return defence + (2 if cavalry else 0)


def retreat_target(defence: int, cavalry: bool) -> int:
    """5.11: the discretionary retreat before battle, the same test as 5.10
    (the rulebook's example: a 0-defence general with a brigade retreats on
    1-2)."""
    return defence + (2 if cavalry else 0)


def casualty_threshold(rolled_ten: bool) -> int:
    """5.13: after a modified 10, the side that rolled it loses a general on
    1-3, the other side on 1 only."""
    return 3 if rolled_ten else 1


def sp_differential(union_sp: int, csa_sp: int) -> tuple[int, int]:
    """5.30 (1863 scenario end): the Union gains 5 per full 5 SP its lead
    exceeds 35; the CSA gains 10 per full 5 SP the lead falls short of 35.
    Returns (Union SW change, CSA SW change), both without fates of war."""
    lead = union_sp - csa_sp
    if lead > 35:
        return 5 * ((lead - 35) // 5), 0
    if lead < 35:
        return 0, 10 * ((35 - lead) // 5)
    return 0, 0
