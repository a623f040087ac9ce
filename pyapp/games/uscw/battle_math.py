"""The arithmetic of a land battle in The U.S. Civil War (11.1-11.5): the
Combat Results Table's column and dice for a side's SPs, the generals that
count, each side's modifiers, who wins, automatic displacement, and how
many SPs may attack across a navigable river. Pure functions; the battle's
steps (battle.py) use them, and so do the computer's estimates.

The table itself, its columns and results (``Result(hits, mark)``: the SPs
the *opponent* loses, and the mark "", the diamond or the asterisk, which
only breaks ties between equal losses, 11.2.2) are tables.py's.
"""

from __future__ import annotations

from .tables import COLUMNS, DICE, OVERRUN_RATIO, Result, beats, column, shift_left
from .tables import OVERRUN_ZERO_SP as OVERRUN_LONE      # 11.1.2, 17.2.4: against a 0-SP Militia or empty Fort
from .tables import RIVER_ASSAULT_MAX as RIVER_ASSAULT   # 11.5.1: at most 3 SPs across a navigable river

__all__ = ["COLUMNS", "Result", "column", "shift_left", "dice", "generals_counted", "leadership", "beats",
           "winner", "overruns", "river_cap", "attacker_drm", "defender_drm", "may_continue"]

RIVER_ASSAULT_ENEMY = 1    # 11.5.3: 1 SP where the defender has naval control of the hexside


def dice(col: str) -> int:
    """How many dice a side rolls on ``col`` (11.2.1): one up to 6 SPs, two
    for 7-12, three for 13 or more."""
    return DICE[col]


def generals_counted(col: str) -> int:
    """How many generals' values count on ``col`` (11.3): the commander up
    to 6 SPs, one more for 7-12, two more for 13 or more (the column used,
    so a foraging defender shifted left counts as the column it rolls on)."""
    return DICE[col]


def leadership(values: list[int], col: str, cavalry: list[bool] | None = None) -> int:
    """The sum of the counted generals' values (11.3): ``values[0]`` is the
    commanding general's; of the others the side counts the best, as many
    as ``col`` allows; a cavalry subordinate adds at most 1 (8.5)."""
    if not values:
        return 0
    cavalry = cavalry or [False] * len(values)
    subs = sorted((min(v, 1) if cav else v for v, cav in zip(values[1:], cavalry[1:])), reverse=True)
    return values[0] + sum(subs[:generals_counted(col) - 1])


def winner(attacker_got: Result, defender_got: Result) -> str | None:
    """Who wins, from the result each side rolled against the other (11.2.2):
    "attacker", "defender", or None for a tie. ``attacker_got`` is what the
    attacker's roll inflicts (the defender suffers it)."""
    if beats(attacker_got, defender_got):
        return "attacker"
    if beats(defender_got, attacker_got):
        return "defender"
    return None


def overruns(attacking_sp: int, defending_sp: int, lone: bool = False) -> bool:
    """11.1.2: the attacker displaces the defender without a battle at 7 to 1
    in SPs, modifiers not counted; 4 SPs are enough against a 0-SP Militia
    or an empty Fort (``lone``). ``attacking_sp`` counts only the SPs that
    may take part (across a navigable river, ``river_cap``)."""
    if lone and defending_sp == 0:
        return attacking_sp >= OVERRUN_LONE
    return attacking_sp >= OVERRUN_RATIO * max(defending_sp, 0) and defending_sp > 0


def river_cap(defender_has_naval_control: bool) -> int:
    """At most this many SPs take part in an attack across a navigable river
    (11.5.1, 11.5.3)."""
    return RIVER_ASSAULT_ENEMY if defender_has_naval_control else RIVER_ASSAULT


def attacker_drm(leaders: int, demoralized: bool = False, card: bool = False, naval_support: bool = False) -> int:
    """11.4: the counted generals' Attack values, -2 attacking while
    Demoralized, +2 for a Special Action card (one a battle, 18.3.2), +1
    Naval Support."""
    return leaders - (2 if demoralized else 0) + (2 if card else 0) + (1 if naval_support else 0)


def defender_drm(leaders: int, fortification: int = 0, terrain: int = 0, naval_support: bool = False,
                 failed_avoid: bool = False) -> int:
    """11.4: the counted generals' Defence values, plus the fortification
    bonus (Entrenchment or Coastal Fort +2, Fort F1/F2/F3 +2/+4/+6) or the
    terrain bonus (+1), never both, and neither after a failed Avoid Battle
    roll (9.3.3); +1 Naval Support."""
    ground = 0 if failed_avoid else max(fortification, 0) if fortification else min(terrain, 1)
    return leaders + ground + (1 if naval_support else 0)


def may_continue(won: bool, activated_sp: int, defending_sp: int, sp_left: int = 1, mp_left: int = 1) -> bool:
    """5.11, 11.5.4: a winning attacker moves on after the battle if it had
    at least twice the defender's SPs just before it (0 SP counts as half:
    1 SP is twice 0); the whole activated stack counts, in a river assault
    too; and it still has SPs and MPs (RULES_NOTES A13)."""
    if not won or sp_left <= 0 or mp_left <= 0:
        return False
    return activated_sp >= 1 if defending_sp == 0 else activated_sp >= 2 * defending_sp
