"""What a land battle leaves behind in The U.S. Civil War (11.2, 10.2.1,
12.2-12.3, 13.1.5): each side's losses, who is Demoralized, the extra SP a
Demoralized stack loses when demoralized again, and a captured Fort's new
level. Pure functions of the two results; the battle's steps apply them.
"""

from __future__ import annotations

from typing import NamedTuple

from . import forts
from .battle_math import winner
from .tables import Result

HEAVY = 3                  # 12.3: losing 3 SPs or more in one battle


class Side(NamedTuple):
    sp: int                        # SPs in the battle
    demoralized: bool = False
    full_supply: bool = True       # for a tie (13.1.5); the attacker's judged after it retreats
    fort: int = 0                  # the defender's Fort level (1-3; 0: none, or an Entrenchment)
    coastal_fort: bool = False     # the defender holds a Coastal Fort (RULES_NOTES C6)


class Outcome(NamedTuple):
    winner: str | None             # "attacker", "defender", None: a tie
    attacker_loss: int             # SPs each side removes, extra losses included
    defender_loss: int
    attacker_demoralized: bool     # each side's state after the battle
    defender_demoralized: bool
    rules: tuple[str, ...]         # the sections that acted, for the log


def _demoralize(side: Side, lost: int, reason: bool) -> tuple[int, bool, list[str]]:
    """12.2-12.3: (extra SP lost, demoralized after, rules) for a side that
    lost ``lost`` SPs and must be demoralized when ``reason``."""
    rules: list[str] = []
    left = side.sp - lost
    if reason:
        if side.demoralized and left > 0:
            rules.append("12.2")                         # demoralized again: one SP more
            return 1, True, rules
        return 0, True, rules + ["12.2"]
    if lost >= HEAVY:                                    # heavy casualties, even a winner; never the extra SP
        return 0, True, ["12.3"]
    return 0, side.demoralized, rules


def settle(attacker: Side, defender: Side, by_attacker: Result, by_defender: Result) -> Outcome:
    """The battle's end. ``by_attacker``: what the attacker's roll inflicts
    (the defender suffers it); ``by_defender``: the reverse.

    - who wins compares the results, not the losses removed (11.2.2);
    - a defender in a Fort (or a Coastal Fort, RULES_NOTES C6) loses one SP
      fewer when the attacker does not win, decided after the winner (10.2.1:
      a 1/1 tie costs the attacker 1, the defender 0);
    - losses never exceed the SPs there;
    - the loser is Demoralized, losing one SP more if it already was (12.2);
      a side that lost 3 or more is Demoralized even if it won (12.3);
    - in a tie each side not in Full Supply is Demoralized, or loses one SP
      more if it already was (13.1.5)."""
    won = winner(by_attacker, by_defender)
    rules = ["11.2.2"]
    d_loss = by_attacker.hits
    cut = forts.loss_reduction(defender.fort, won == "attacker", defender.coastal_fort)
    if cut and d_loss:
        d_loss -= cut
        rules.append("10.2.1")
    d_loss = min(d_loss, defender.sp)
    a_loss = min(by_defender.hits, attacker.sp)
    a_extra, a_dem, a_rules = _demoralize(
        attacker, a_loss, won == "defender" or (won is None and not attacker.full_supply))
    d_extra, d_dem, d_rules = _demoralize(
        defender, d_loss, won == "attacker" or (won is None and not defender.full_supply))
    if won is None and (not attacker.full_supply or not defender.full_supply):
        rules.append("13.1.5")
    return Outcome(won, a_loss + a_extra, d_loss + d_extra, a_dem, d_dem, tuple(rules + a_rules + d_rules))


def fort_after_capture(level: int) -> int:
    """10.2: a captured Fort is reduced one level; an F1 is eliminated (0)."""
    return max(0, level - 1)
