"""The U.S. Civil War: the charts of the player aid cards and the other
tables the rules refer to, as data and pure functions (stdlib only;
DATA_NOTES.md beside this file).

Sources, per table:

- CRT: ``data/FTP_USCW_SOURCES.md`` B1 (source S6, a fan odds calculator
  that encodes the table; every cell a worked example of the rulebook uses
  agrees with it, and so do the win chances the rulebook quotes). Not
  printed in the rulebook text; taken exactly as B1 gives it.
- Surrender Table (13.6.4), CSA Naval Reinforcement Table (21.10.1), the
  generals counted by battle size (11.3), Salt (22.2): RULEBOOK.
- Attrition Table, Blockade Table, Random State Table: AUTHORED (no source
  found, B3), each built to fit every constraint the rulebook states; the
  reasoning is beside each and in DATA_NOTES.md.

A CRT result is a ``Result``: ``hits`` (SPs, NSPs or ships the *opponent*
loses) and ``mark`` ("", "*" or "◊"). ``rank`` orders results for who wins
(11.2.2): more hits win; at equal hits "*" beats "◊" beats none.
"""

from __future__ import annotations

from typing import NamedTuple

STAR, DIAMOND, PLAIN = "*", "◊", ""


class Result(NamedTuple):
    hits: int
    mark: str = PLAIN

    @property
    def rank(self) -> float:
        """11.2.2 (S6's encoding, B1): x, x◊ = x.25, x* = x.5."""
        return self.hits + {PLAIN: 0.0, DIAMOND: 0.25, STAR: 0.5}[self.mark]

    def __str__(self) -> str:
        return f"{self.hits or ''}{self.mark}" or "-"


def _r(text: str) -> Result:
    """'-' none, '◊', '*', '1', '1◊', '1*' ..."""
    if text == "-":
        return Result(0)
    mark = text[-1] if text[-1] in (STAR, DIAMOND) else PLAIN
    digits = text[:-1] if mark else text
    return Result(int(digits) if digits else 0, mark)


# ---------------------------------------------------------------------------
# Combat Results Table (11.2; naval battles 21.6.2; Running the Guns 21.13)
# ---------------------------------------------------------------------------
COLUMNS = ("0", "1", "2", "3", "4", "5-6", "7-8", "9-12", "13-16", "17+")
DICE = {"0": 1, "1": 1, "2": 1, "3": 1, "4": 1, "5-6": 1, "7-8": 2, "9-12": 2, "13-16": 3, "17+": 3}

# Rows: (lowest modified roll of the row, cells per column). The first row
# takes every roll at or below its bound, the last every roll above.
_ONE_DIE = (  # columns 0, 1, 2, 3, 4, 5-6; rows <=1, 2, 3, 4, 5, 6, 7, >=8
    (1, "- - ◊ ◊ * *"),
    (2, "- ◊ ◊ * * 1"),
    (3, "◊ ◊ * * 1 1"),
    (4, "◊ * * 1 1 1"),
    (5, "* * 1 1 1 1*"),
    (6, "* 1 1 1 1* 1*"),
    (7, "1 1 1 1* 1* 2"),
    (8, "1 1 1* 1* 2 2"),
)
_TWO_DICE = (  # columns 7-8, 9-12; rows <=3, 4-5, 6-7, 8, 9-10, 11-12, 13-14, >=15
    (3, "1 1"), (4, "1 1◊"), (6, "1◊ 1*"), (8, "1* 1*"),
    (9, "1* 2"), (11, "2 2"), (13, "2 3"), (15, "3 3"),
)
_THREE_DICE = (  # columns 13-16, 17+; rows <=5, 6-8, 9-10, 11-12, 13-15, 16-18, 19-21, >=22
    (5, "1◊ 1*"), (6, "1* 1*"), (9, "1* 2"), (11, "2 2"),
    (13, "2 3"), (16, "3 3"), (19, "3 4"), (22, "4 4"),
)


def _build() -> dict[str, tuple[tuple[int, Result], ...]]:
    table: dict[str, list[tuple[int, Result]]] = {c: [] for c in COLUMNS}
    for rows, cols in ((_ONE_DIE, COLUMNS[:6]), (_TWO_DICE, COLUMNS[6:8]), (_THREE_DICE, COLUMNS[8:])):
        for low, cells in rows:
            for col, cell in zip(cols, cells.split(), strict=True):
                table[col].append((low, _r(cell)))
    return {c: tuple(v) for c, v in table.items()}


CRT = _build()


def column(strength: int) -> str:
    """The CRT column for a side's SPs (or NSPs in a naval battle) (11.2.1)."""
    if strength < 0:
        raise ValueError(f"negative strength {strength}")
    if strength <= 4:
        return str(strength)
    if strength <= 6:
        return "5-6"
    if strength <= 8:
        return "7-8"
    if strength <= 12:
        return "9-12"
    if strength <= 16:
        return "13-16"
    return "17+"


def shift_left(col: str) -> str:
    """13.2.1: a stack with a Forage marker, when attacked, rolls one column
    to the left (never left of 0)."""
    i = COLUMNS.index(col)
    return COLUMNS[max(0, i - 1)]


def result(col: str, modified: int) -> Result:
    """The CRT cell for a modified roll (the dice of ``DICE[col]`` plus DRMs)."""
    rows = CRT[col]
    cell = rows[0][1]
    for low, res in rows:
        if modified >= low:
            cell = res
    return cell


def beats(a: Result, b: Result) -> bool:
    """11.2.2: the side that suffers the larger result loses; ``a`` beats ``b``."""
    return a.rank > b.rank


# Generals whose values count, by the side's SPs in the battle (11.3). RULEBOOK.
def generals_counted(sp: int) -> int:
    return 1 if sp <= 6 else 2 if sp <= 12 else 3


# ---------------------------------------------------------------------------
# Attrition Table (13.2.2). AUTHORED.
# ---------------------------------------------------------------------------
# 1d6 + DRMs - the CG's Attack (the DRMs: +2 Demoralized, +3 winter, +1
# spring or fall, +1 forest, +2 mountain or swamp; terrain.attrition_drm).
# The result is the number of SPs displaced (never more than the stack has).
# Constraints: the designer's note (1 SP with a general of Attack >= 1, clear,
# summer, not Demoralized never suffers: a modified 5 or less gives 0 to a
# 1-SP stack); larger stacks forage worse; losses grow with the roll.
ATTRITION_COLUMNS = ("1-3", "4-6", "7-12", "13-18", "19+")
ATTRITION_ROWS = (3, 4, 5, 6, 7, 8, 9, 10, 11)   # lowest roll of each row; <=3 first, >=11 last
ATTRITION = {
    "1-3":   (0, 0, 0, 1, 1, 1, 2, 2, 2),
    "4-6":   (0, 0, 1, 1, 1, 2, 2, 2, 3),
    "7-12":  (0, 1, 1, 1, 2, 2, 3, 3, 4),
    "13-18": (1, 1, 1, 2, 2, 3, 3, 4, 5),
    "19+":   (1, 1, 2, 2, 3, 3, 4, 5, 6),
}


def attrition_column(sp: int) -> str:
    if sp <= 3:
        return "1-3"
    if sp <= 6:
        return "4-6"
    if sp <= 12:
        return "7-12"
    if sp <= 18:
        return "13-18"
    return "19+"


def attrition(sp: int, modified: int) -> int:
    """SPs displaced by attrition for a stack of ``sp`` SPs (13.2.2); 0 SP (a
    lone general or militia, immune, 17.2.3) loses none."""
    if sp <= 0:
        return 0
    row = 0
    for i, low in enumerate(ATTRITION_ROWS):
        if modified >= low:
            row = i
    return min(sp, ATTRITION[attrition_column(sp)][row])


SEASON_ATTRITION_DRM = {"winter": 3, "spring": 1, "fall": 1, "summer": 0}   # 13.2.2 RULEBOOK
DEMORALIZED_ATTRITION_DRM = 2                                               # 13.2.2 RULEBOOK

# ---------------------------------------------------------------------------
# Blockade Table (14.4.4). AUTHORED.
# ---------------------------------------------------------------------------
# 1d6 + the zone's DRM (the open ports' printed DRMs, or -1 with none open),
# crossed with the year: CPs, and "+2M" (Upkeep +2 at once, 14.4.5).
# Constraints: the rulebook's examples give 28 CPs from the three zones on
# turn 2 (1861, zone DRMs 5/7/8) and 26 on turn 5 (1862, about 4/6/7); the
# table is read by year and has +2M results. Authored so three average
# rolls give about 28 in 1861 (29) and 26 in 1862 (25.5), both reachable, falling as the blockade tightens, and
# +2M on the poor rolls from 1862 (the Treasury printed what it could not
# earn), more of them each year.
BLOCKADE_ROWS = (1, 2, 4, 6, 8, 10, 12, 14)   # <=1, 2-3, 4-5, 6-7, 8-9, 10-11, 12-13, >=14
BLOCKADE = {
    1861: ("0", "2", "4", "6", "8", "10", "12", "14"),
    1862: ("0M", "2", "4", "6", "8", "10", "11", "12"),
    1863: ("0M", "1M", "3", "5", "7", "8", "9", "10"),
    1864: ("0M", "1M", "2M", "4", "6", "7", "8", "9"),
    1865: ("0M", "0M", "1M", "2M", "4", "5", "6", "7"),
}
INFLATION = 2          # "+2M": Upkeep +2 (14.4.5) RULEBOOK
NO_OPEN_PORT_DRM = -1  # 14.4.3 RULEBOOK


class Blockade(NamedTuple):
    cp: int
    inflation: bool


def blockade(year: int, modified: int) -> Blockade:
    """CPs from one zone's roll and whether it raises Upkeep by 2."""
    row = 0
    for i, low in enumerate(BLOCKADE_ROWS):
        if modified >= low:
            row = i
    cell = BLOCKADE[year][row]
    return Blockade(int(cell.rstrip("M")), cell.endswith("M"))


# ---------------------------------------------------------------------------
# Random State Table (14.5 War Industry; 21.10 CSA naval reinforcements). AUTHORED.
# ---------------------------------------------------------------------------
# 2d6 -> a Southern state. The eleven results 2..12 match the eleven
# Southern states one to one; the likeliest rolls go to the states with the
# most war industry (Virginia: Tredegar and the Richmond arsenal; Georgia:
# Augusta powder works, Atlanta, Macon, Columbus; Alabama: Selma; North
# Carolina: Fayetteville and Charlotte; Tennessee: Nashville, Memphis), the
# unlikeliest to the thinly industrial edges (Florida, Arkansas).
RANDOM_STATE = {2: "FL", 3: "LA", 4: "SC", 5: "NC", 6: "GA", 7: "VA",
                8: "AL", 9: "TN", 10: "MS", 11: "TX", 12: "AR"}

# ---------------------------------------------------------------------------
# Rulebook tables
# ---------------------------------------------------------------------------
# Surrender Table (13.6.4): modified 1d6 -> Surrender Points; 3 points surrender.
SURRENDER_AT = 3


def surrender_points(modified: int) -> int:
    """13.6.4: 1-2 -> 3 (surrenders at once), 3-4 -> 2, 5-7 -> 1, 8+ -> 0."""
    if modified <= 2:
        return 3
    if modified <= 4:
        return 2
    if modified <= 7:
        return 1
    return 0


SURRENDER_DRM = {"fortified_key_hex": 2, "key_hex": 1}   # 13.6.4 (+ one general's Defence)

# CSA Naval Reinforcement Table (21.10.1): 1d6 -> what is laid down, its
# state rolled on the Random State Table.
CSA_NAVAL = {1: "ironclad", 2: "ironclad", 3: "battery", 4: "battery", 5: "flotilla", 6: "flotilla"}
IRONCLAD_COMPLETES = (5, 6)       # 21.10.3: the Naval Repair Segment roll
IRONCLAD_SAVES = (4, 5, 6)        # 21.6.6: each hit or * on an ironclad drops a level

# Salt (optional 22.2): CPs lost each turn for the n-th salt hex lost.
SALT_LOSS = (0, 1, 2, 4)


def salt_loss(lost: int) -> int:
    """Total CPs a turn for ``lost`` salt hexes in Union hands (0, 1, 3, 7)."""
    return sum(SALT_LOSS[:lost])


# Naval repair (21.8.2 is missing from the text, a GAP). AUTHORED placeholder,
# the digest's suggestion (8.1 item 10): in the End Phase's Naval Repair
# Segment every damaged naval unit in a friendly Shipyard is repaired (flipped
# back); a damaged CSA ironclad is instead back under construction (21.6.6)
# and is finished only by the ironclad completion roll.
NAVAL_REPAIR = {"where": "friendly_shipyard", "segment": "naval_repair", "all_damaged": True,
                "csa_ironclad": "under_construction"}

REACTION_TARGET = 9               # 9.2, 9.3: 2d6 + DRMs >= 9
REACTION_DRM_CAP = 4              # 9.4: at most +4
NAVAL_INTERCEPTION_TARGET = 7     # 21.4.2: 2d6 >= 7
OVERRUN_RATIO = 7                 # 11.1.2: 7:1, or 4 SP against only a 0-SP militia/garrison
OVERRUN_ZERO_SP = 4
RIVER_ASSAULT_MAX = 3             # 11.5.1
ENEMY_NAVAL_CONTROL_MAX = 1       # 11.5.3
FORT_DRM = {"entrenchment": 2, "coastal_fort": 2, "F1": 2, "F2": 4, "F3": 6}   # 11.4, 10.2
CARD_BATTLE_DRM = 2               # 18.3.2
DEMORALIZED_ATTACK_DRM = -2       # 11.4
RUN_THE_GUNS_DRM = -2             # 21.13

# Strategic Movement limits (15.2-15.5), SPs a turn; road is per theatre.
STRATEGIC = {"usa": {"rail": 12, "river": 3, "ocean": 3, "road": 1},
             "csa": {"rail": 7, "river": 1, "ocean": 0, "road": 1}}
RAIL_BONUS_MP, RAIL_BONUS_SP = 10, 2   # 5.4.2
NAVAL_TRANSPORT_SP = {"usa": 3, "csa": 1}   # 20.3.1, 20.5
TRAINING_AP_PER_SP = 10                      # 17.3
BORDER_CP_PER_OBJECTIVE, BORDER_CP_MAX = 2, 8   # 14.3.3
CP_PER_SP = 10                               # 14.3.4
WINTER_CSA_SP = -10                          # 14.1.2
ARSENAL_CAP_TIMES = 3                        # 14.5
CSA_REINFORCEMENTS_PER_STATE = 2             # 14.3.5
