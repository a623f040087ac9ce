"""Stonewall's Sword: the charts and tables (AUTHORED where the text is silent;
DATA_NOTES.md says how each was made).

The CRT and Cohesion Test sheets and the player aids (Weapon Range Table,
Terrain Effects Chart, Fog of War Table, General Casualty Tables) were
separate sheets and are lost (SS_BOC_SOURCES.md A.1: not found in any public
source). What the rulebook states about them is kept exactly and marked TEXT;
everything else is AUTHORED and may be revised here without touching the
rules code.

Result codes (15.1, 15.2). A Cohesion cell is a tuple of tokens, () = "-":
  Depletion (coloured die): "D", "D2", "Dall", "AD", "BD*"
  Rout (white die):         "MH", "2MH", "BT", "R1".."R3", "P", "AMH", "AR1".."AR2"
"BD*" is the rulebook's "BD" with its 3:1 exception (15.2a); the text prints
the one BD result it quotes with the star, so every BD here carries it.
"BT" is the Break Test the text prints "BE" (and once "BT").
"""

from __future__ import annotations

from fractions import Fraction

# ---------------------------------------------------------------------------
# Combat Results Table (12.3, 14.2)
# ---------------------------------------------------------------------------
# 13 SP columns, "C" (a cadre's 1/2 SP) to "23+" (12.3a). TEXT: "C", "1",
# "2", "3", "6-7", "23+" and three left shifts from "6-7" to "3" (14.2
# example), so "4" and "5" are single columns. AUTHORED: the bands 8-9 to
# 19-22, widening as the columns climb.
CRT_COLUMNS: tuple[tuple[str, int, int | None], ...] = (
    ("C", 0, 0), ("1", 1, 1), ("2", 2, 2), ("3", 3, 3), ("4", 4, 4), ("5", 5, 5),
    ("6-7", 6, 7), ("8-9", 8, 9), ("10-12", 10, 12), ("13-15", 13, 15), ("16-18", 16, 18),
    ("19-22", 19, 22), ("23+", 23, None),
)
# d66 row bands (12.3b: coloured die tens, white die units). TEXT: "51-53" and
# "65-66" are rows; AUTHORED: the others (36 outcomes, all covered once).
CRT_ROWS: tuple[tuple[int, int], ...] = (
    (11, 16), (21, 26), (31, 36), (41, 43), (44, 46), (51, 53), (54, 56), (61, 62), (63, 64), (65, 66),
)
CRT_GRADES = ("severe", "difficult", "routine")     # red, yellow, green (12.3c)

# Each cell "R/Y/G" gives the highest modified CR of the red (Severe), yellow
# (Difficult) and green (Routine) ranges, "-" for an empty range; the ranges
# run on from each other starting at CR 0. "-/1/4" reads [- | 0-1 | 2-4].
# TEXT cells: column "1" row 65-66 = [- | 0-1 | 2-4] (12.3 example) and
# column "3" row 51-53 = [- | 0 | 1-3] (15.9 example). AUTHORED: the rest, from
# the formula in DATA_NOTES.md (which reproduces both TEXT cells).
_CRT_CHART = """
           C       1       2       3       4       5     6-7     8-9   10-12   13-15   16-18   19-22     23+
  11-16  -/-/-   -/-/-   -/-/-   -/-/0   -/-/0   -/-/1   -/-/2   -/-/2   -/0/3   -/0/4   -/1/4   0/2/5   0/2/6
  21-26  -/-/-   -/-/-   -/-/0   -/-/0   -/-/1   -/-/2   -/-/2   -/0/3   -/0/4   -/1/4   0/2/5   0/2/6   1/3/6
  31-36  -/-/-   -/-/0   -/-/0   -/-/1   -/-/2   -/-/2   -/0/3   -/0/4   -/1/4   0/2/5   0/2/6   1/3/6   2/4/7
  41-43  -/-/0   -/-/0   -/-/1   -/-/2   -/-/2   -/0/3   -/0/4   -/1/4   0/2/5   0/2/6   1/3/6   2/4/7   2/4/8
  44-46  -/-/0   -/-/1   -/-/2   -/-/2   -/0/3   -/0/4   -/1/4   0/2/5   0/2/6   1/3/6   2/4/7   2/4/8   3/5/8
  51-53  -/-/1   -/-/2   -/-/2   -/0/3   -/0/4   -/1/4   0/2/5   0/2/6   1/3/6   2/4/7   2/4/8   3/5/8   4/6/9
  54-56  -/-/2   -/-/2   -/0/3   -/0/4   -/1/4   0/2/5   0/2/6   1/3/6   2/4/7   2/4/8   3/5/8   4/6/9   4/6/9
  61-62  -/-/2   -/0/3   -/0/4   -/1/4   0/2/5   0/2/6   1/3/6   2/4/7   2/4/8   3/5/8   4/6/9   4/6/9   5/7/9
  63-64  -/0/3   -/0/4   -/1/4   0/2/5   0/2/6   1/3/6   2/4/7   2/4/8   3/5/8   4/6/9   4/6/9   5/7/9   6/8/9
  65-66  -/0/4   -/1/4   0/2/5   0/2/6   1/3/6   2/4/7   2/4/8   3/5/8   4/6/9   4/6/9   5/7/9   6/8/9   6/8/9
"""
# The two cells the rulebook prints, as (severe, difficult, routine) maxima.
CRT_TEXT_CELLS = {("1", 65): (-1, 1, 4), ("3", 51): (-1, 0, 3)}


def _parse_chart(chart: str) -> tuple[tuple[tuple[int, int, int], ...], ...]:
    lines = [ln.split() for ln in chart.strip().splitlines()]
    head, body = lines[0], lines[1:]
    assert tuple(head) == tuple(c[0] for c in CRT_COLUMNS), head
    grid = []
    for (lo, hi), row in zip(CRT_ROWS, body, strict=True):
        assert row[0] == f"{lo}-{hi}", row[0]
        cells = []
        for cell in row[1:]:
            r, y, g = (-1 if v == "-" else int(v) for v in cell.split("/"))
            cells.append((r, max(r, y), max(r, y, g)))
        assert len(cells) == len(CRT_COLUMNS)
        grid.append(tuple(cells))
    return tuple(grid)


# CRT[row index][column index] = (severe_max, difficult_max, routine_max)
CRT = _parse_chart(_CRT_CHART)


def crt_column(total: Fraction | int | float) -> int | None:
    """The column index for a firing or attacking SP total (12.3): a total
    below 1 but above 0 (a cadre) is column "C"; 0 cannot attack (None)."""
    if total <= 0:
        return None
    n = int(total)                      # 4.8: fractions dropped at the end
    if n == 0:
        return 0
    for i, (_label, lo, hi) in enumerate(CRT_COLUMNS):
        if lo <= n and (hi is None or n <= hi):
            return i
    raise AssertionError(n)


def shift_column(index: int, shift: int) -> int:
    """12.3a, 14.2d: apply a net column shift, clamped to "C" .. "23+"."""
    return max(0, min(len(CRT_COLUMNS) - 1, index + shift))


def crt_row(roll: int) -> int:
    """The row index of a d66 roll (11..66)."""
    for i, (lo, hi) in enumerate(CRT_ROWS):
        if lo <= roll <= hi:
            return i
    raise ValueError(f"not a d66 roll: {roll!r}")


def crt_ranges(column: int, roll: int) -> dict[str, tuple[int, int] | None]:
    """The cell as CR ranges: {"severe": (lo, hi) | None, "difficult": ..., "routine": ...}."""
    maxima = CRT[crt_row(roll)][column]
    out, lo = {}, 0
    for grade, hi in zip(CRT_GRADES, maxima):
        out[grade] = (lo, hi) if hi >= lo else None
        lo = max(lo, hi + 1)
    return out


def crt_grade(column: int, roll: int, cr: int) -> str | None:
    """12.3c: the Cohesion Test grade the Lead Unit's modified CR falls in,
    or None ("-": no effect in fire; Hard Fighting in close combat, 14.0)."""
    for grade, rng in crt_ranges(column, roll).items():
        if rng is not None and rng[0] <= cr <= rng[1]:
            return grade
    return None


def crt_odds(column: int, cr: int) -> dict[str, int]:
    """12.3c: of the 36 d66 rolls, how many give each grade against a Lead
    Unit of modified CR ``cr`` on ``column`` ("none": no effect)."""
    out = {"severe": 0, "difficult": 0, "routine": 0, "none": 0}
    for tens in range(1, 7):
        for units in range(1, 7):
            out[crt_grade(column, 10 * tens + units, cr) or "none"] += 1
    return out


# ---------------------------------------------------------------------------
# Cohesion Test tables (15.1, 15.2): [grade]["depletion"|"rout"][die - 1]
# ---------------------------------------------------------------------------
def _cells(*cells: str) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(c.split()) if c != "-" else () for c in cells)


# Fire (15.1): Routine, Difficult, Severe. TEXT: a fire result "MH R2 (P)"
# exists (15.1b example). AUTHORED: every cell.
FIRE_COHESION: dict[str, dict[str, tuple[tuple[str, ...], ...]]] = {
    "routine": {"depletion": _cells("-", "-", "-", "-", "D", "D"),
                "rout": _cells("-", "-", "-", "MH", "MH", "MH R1")},
    "difficult": {"depletion": _cells("-", "-", "D", "D", "D", "D2"),
                  "rout": _cells("-", "-", "MH", "MH R1", "MH R2", "MH R2 P")},
    "severe": {"depletion": _cells("-", "D", "D", "D2", "D2", "Dall"),
               "rout": _cells("-", "MH", "MH R1", "MH R2 P", "2MH R2 P", "BT R3 P")},
}

# Close combat (15.2): Hard Fighting, Routine, Difficult, Severe. TEXT cells:
# Difficult coloured 5 = D2, white 5 = 2MH R2 (P) (15.2 example);
# Hard Fighting coloured 5 = BD*, white 3 = AMH (15.9 example).
# AUTHORED: the rest, leaning to the attacker as 14.2 says the table does.
CLOSE_COMBAT_COHESION: dict[str, dict[str, tuple[tuple[str, ...], ...]]] = {
    "hard_fighting": {"depletion": _cells("AD", "-", "-", "AD", "BD*", "D"),
                      "rout": _cells("AR1", "AMH", "AMH", "-", "MH", "MH R1")},
    "routine": {"depletion": _cells("AD", "-", "D", "BD*", "D", "D2"),
                "rout": _cells("AMH", "-", "MH", "MH R1", "MH R1", "MH R2 P")},
    "difficult": {"depletion": _cells("AD", "D", "BD*", "D", "D2", "D2"),
                  "rout": _cells("AMH", "MH", "MH R1", "MH R2", "2MH R2 P", "BT R2 P")},
    "severe": {"depletion": _cells("D", "D", "D2", "D2", "Dall", "Dall"),
               "rout": _cells("MH", "MH R1", "MH R2", "2MH R2 P", "2MH R3 P", "BT R3 P")},
}
# (table, grade, half, die) -> the cell the rulebook prints.
COHESION_TEXT_CELLS = {
    ("close_combat", "difficult", "depletion", 5): ("D2",),
    ("close_combat", "difficult", "rout", 5): ("2MH", "R2", "P"),
    ("close_combat", "hard_fighting", "depletion", 5): ("BD*",),
    ("close_combat", "hard_fighting", "rout", 3): ("AMH",),
}
DEPLETION_CODES = frozenset({"D", "D2", "Dall", "AD", "BD*"})
ROUT_CODES = frozenset({"MH", "2MH", "BT", "R1", "R2", "R3", "P", "AMH", "AR1", "AR2"})
# Codes only the close combat table may hold (15.2).
CLOSE_COMBAT_ONLY = frozenset({"AD", "BD*", "AMH", "AR1", "AR2"})


def cohesion(kind: str, grade: str, coloured: int, white: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """15.1/15.2: (depletion result, rout result) for a roll of the two dice.
    ``kind`` "fire" or "close_combat"; ``grade`` "routine" | "difficult" |
    "severe" (close combat also "hard_fighting")."""
    table = FIRE_COHESION if kind == "fire" else CLOSE_COMBAT_COHESION
    sec = table[grade]
    return sec["depletion"][coloured - 1], sec["rout"][white - 1]


# ---------------------------------------------------------------------------
# Break Test (15.7): 1d6 against the modified CR. TEXT, complete.
# ---------------------------------------------------------------------------
# (roll - CR) -> result: <= 0 one more Morale-Hit step (none -> Shaken ->
# Disrupted; a Disrupted unit is unchanged); 1, 2, 3+ -> Broken box 1, 2, 3,
# Depleted side up, markers removed; artillery is eliminated instead.
BREAK_TEST = (("mh", None, 0), ("broken_1", 1, 1), ("broken_2", 2, 2), ("broken_3", 3, None))


def break_test(roll: int, cr: int, *, artillery: bool = False) -> str:
    """15.7: "mh" | "broken_1" | "broken_2" | "broken_3" | "eliminated"."""
    over = roll - cr
    if over <= 0:
        return "mh"
    if artillery:
        return "eliminated"
    return "broken_1" if over == 1 else "broken_2" if over == 2 else "broken_3"


# ---------------------------------------------------------------------------
# Weapon Range Table (4.1, 12.1b): hexes counted from the firer, its own hex
# excluded (adjacent = 1). (kind, weapon) -> {band: (min, max)}; a band that
# is missing does not exist for that weapon.
# TEXT: Sm infantry has no Long band; Rf infantry at 3 hexes is at Extreme
# (12.3 example), so Rf is Effective 1, Long 2, Extreme 3; artillery reaches
# 6 hexes (12.1 LOS example); Mx uses the rifled artillery ranges.
# AUTHORED: the other limits (DATA_NOTES.md: 1 hex ~ 128 m).
# ---------------------------------------------------------------------------
RANGE_BANDS = ("canister", "effective", "long", "extreme")
RANGE_FACTOR: dict[str, Fraction] = {   # 12.1b i-iv (TEXT)
    "canister": Fraction(3, 2), "effective": Fraction(1), "long": Fraction(1, 2), "extreme": Fraction(1, 4),
}
WEAPON_RANGES: dict[tuple[str, str], dict[str, tuple[int, int]]] = {
    ("inf", "Sm"): {"effective": (1, 1), "extreme": (2, 2)},
    ("inf", "Rf"): {"effective": (1, 1), "long": (2, 2), "extreme": (3, 3)},
    ("cav", "Sr"): {"effective": (1, 1), "long": (2, 2)},
    ("art", "Sm"): {"canister": (1, 2), "effective": (3, 6), "long": (7, 9), "extreme": (10, 12)},
    ("art", "Rf"): {"canister": (1, 2), "effective": (3, 8), "long": (9, 12), "extreme": (13, 16)},
    ("art", "Mx"): {"canister": (1, 2), "effective": (3, 8), "long": (9, 12), "extreme": (13, 16)},
}


def range_band(kind: str, weapon: str, distance: int) -> str | None:
    """The band a target ``distance`` hexes away falls in, None out of range."""
    for band, (lo, hi) in WEAPON_RANGES[(kind, weapon)].items():
        if lo <= distance <= hi:
            return band
    return None


def max_range(kind: str, weapon: str) -> int:
    return max(hi for _lo, hi in WEAPON_RANGES[(kind, weapon)].values())


# ---------------------------------------------------------------------------
# Column modifiers (TEXT, 12.3a and 14.2d), as net column shifts (+ right).
# ---------------------------------------------------------------------------
FIRE_SHIFTS: dict[str, int] = {
    "target_in_woods": -2,
    "target_in_cornfield": -1,
    "over_woods": -1,
    "over_units": -1,
    "firer_skirmish": -1,
    "target_skirmish": -2,
    "mx_at_long_or_extreme": -1,        # half or more of the firing SP
    "sm_artillery_at_canister": -1,     # half or more of the firing SP, canister bonus kept
    "converging": +2,                   # 12.4
    "target_cavalry": +2,
}
# 14.2d: only one ratio line applies, the first that holds; the ratio counts
# every attacking SP (Assault and Flanking hexes) against the defender's.
CLOSE_COMBAT_RATIOS: tuple[tuple[str, Fraction, int], ...] = (
    ("attacker", Fraction(3), +3), ("attacker", Fraction(2), +2), ("attacker", Fraction(3, 2), +1),
    ("defender", Fraction(3), -3), ("defender", Fraction(2), -2), ("defender", Fraction(3, 2), -1),
)
CLOSE_COMBAT_SHIFTS: dict[str, int] = {
    "defender_half_artillery": +4,
    "attacker_better_cr": +1,
    "defender_better_cr": -1,
    "defender_above_slope": -2,
    "defender_above_steep_slope": -3,
    "attacker_half_smoothbore": +1,
    "defender_half_smoothbore": -1,
    "rebel_yell": +2,
}


def ratio_shift(attack_sp: Fraction | int, defend_sp: Fraction | int) -> int:
    """14.2d: the one ratio shift that applies (0 if none)."""
    a, d = Fraction(attack_sp), Fraction(defend_sp)
    for who, factor, shift in CLOSE_COMBAT_RATIOS:
        big, small = (a, d) if who == "attacker" else (d, a)
        if small > 0 and big >= factor * small:
            return shift
        if small == 0 and big > 0:
            return shift
    return 0


# Fractions of SP used in particular fire (TEXT).
DISENGAGEMENT_FIRE_FACTOR = Fraction(1, 2)        # 13.7
SUPPORT_DEFENSIVE_FIRE_FACTOR = Fraction(1, 2)    # 14.2a

# ---------------------------------------------------------------------------
# Brigade orders and movement allowances (TEXT, 11.2-11.5, 13.2, 9.0, 9.5)
# ---------------------------------------------------------------------------
ORDERS: dict[str, dict] = {
    "attack": {"mp": 4, "engage": True, "fire": True, "close_combat": True, "rally": None,
               "march_column": False},
    "defend": {"mp": 2, "engage": True, "fire": True, "close_combat": False, "rally": "recover_one",
               "march_column": False},
    "maneuver": {"mp": 6, "engage": False, "fire": False, "close_combat": False, "rally": None,
                 "march_column": True},
    "regroup": {"mp": 0, "engage": False, "fire": False, "close_combat": False,
                "rally": "recover_all_or_rebuild", "march_column": False},
}
ARTILLERY_MP = 5
CAVALRY_MP = 10
SKIRMISH_MP_PER_HEX = 1            # 18.1
SKIRMISH_LEAVE_COST = 2            # 18.1
SKIRMISH_SCREEN_EXTRA = 1          # 18.2
EXIT_MAP_COST = 1                  # 13.9
ARTILLERY_ENGAGED_RANGE = 2        # 13.6
RALLY_MIN_ENEMY_DISTANCE = 3       # 16.1
REBUILD_PLACE_DISTANCE = 3         # 16.2

# Stacking (TEXT, 6.1-6.2).
STACK_LIMIT = 8
ARTILLERY_STACK_FACTOR = Fraction(3, 4)   # optional but recommended (6.1a)
ARTILLERY_MAX_SP = 10                      # 10 x 0.75 = 7.5
LARGE_UNIT_STACK_SP = 8                    # 6.2
ROAD_JAM_ARTILLERY_MP = 3                  # 6.1c, 9.4c

# ---------------------------------------------------------------------------
# Terrain Effects Chart (3.2, 6.1, 9.4, 12.1, 12.3a, 13.3-13.5, 14.2d, 15.5)
# Movement costs per unit kind; None = prohibited. TEXT values noted, the
# rest AUTHORED (DATA_NOTES.md). Costs add up: hex + hexside (+ rough).
# ---------------------------------------------------------------------------
def _mp(inf, art, cav) -> dict:
    return {"inf": inf, "art": art, "cav": cav}


TERRAIN: dict[str, dict] = {
    # -- hexes --
    "clear": {"type": "hex", "mp": _mp(1, 1, 1),
              "src": "TEXT: 1 MP (13.5 example 2209->2109)"},
    "woods": {"type": "hex", "mp": _mp(2, None, 3), "artillery_road_only": True,
              "fire_target_shift": -2, "fire_over_shift": -1, "blocks_los": True,
              "support": False, "artillery_may_fire": False, "fog_of_war_morale_hit": True,
              "src": "TEXT: infantry 2 MP (13.5 examples), artillery only along a connected road "
                     "(6.1b, 9.4a), no artillery fire (9.4d), no Support (15.5), fire shifts (12.3a); "
                     "AUTHORED: cavalry 3 MP"},
    "cornfield": {"type": "hex", "mp": _mp(2, 3, 2), "fire_target_shift": -1, "blocks_los": True,
                  "fog_of_war_morale_hit": True,
                  "src": "TEXT: infantry 2 MP (13.5 example), fire shift and LOS (12.1a, 12.3a); "
                         "AUTHORED: artillery 3, cavalry 2"},
    "rough": {"type": "hex", "mp": _mp(3, 4, 4), "mp_add": _mp(2, 3, 3), "artillery_may_fire": False,
              "src": "TEXT: a movement penalty from every direction, no artillery fire (3.2e, 9.4d); "
                     "AUTHORED: the penalty +2 (artillery, cavalry +3) on the hex's other terrain"},
    "dry_creek": {"type": "hex", "mp": _mp(1, 1, 1),
                  "src": "TEXT: no effect on play (3.2c)"},
    "summit": {"type": "hex", "mp": _mp(None, None, None),
               "src": "TEXT: Cedar Mountain's summit has no hex numbers and may never be entered (13.3)"},
    # -- hexsides --
    "slope": {"type": "hexside", "directional": True, "mp_up": _mp(1, 1, 1), "mp_down": _mp(0, 0, 0),
              "close_combat_defender_above": -2,
              "src": "TEXT: +1 MP upslope (13.5 example 2208->2209), close combat 2 left (14.2d); "
                     "AUTHORED: no downslope cost (DATA_NOTES.md: 3.2f's 'downslope' read as upslope)"},
    "steep_slope": {"type": "hexside", "directional": True, "mp_up": _mp(2, 3, 2), "mp_down": _mp(1, 2, 1),
                    "close_combat_defender_above": -3,
                    "src": "TEXT: +2 MP upslope for infantry (13.5 example 1517->1516), affects movement "
                           "both ways (3.2g), close combat 3 left (14.2d); AUTHORED: the other costs"},
    "stream": {"type": "hexside", "mp": _mp(1, 2, 1),
               "src": "TEXT: hinders movement, no combat effect (3.2c); AUTHORED: +1 (artillery +2)"},
    "pond": {"type": "hexside", "mp": _mp(None, None, None), "close_combat": False,
             "src": "TEXT: impassable, no close combat across; still adjacent otherwise (3.2c)"},
    # -- roads (3.2d, 13.5) --
    "trail": {"type": "road", "mp_along": 1, "march_column": False,
              "src": "TEXT: 1 MP from road hex to connected road hex, whatever else is there (3.2d)"},
    "pike": {"type": "road", "mp_along": 1, "march_column": True, "march_column_mp": Fraction(1, 2),
             "src": "TEXT: 1 MP, or 1/2 MP in March Column (Maneuver order, Brigade Reserve Movement, "
                    "artillery, cavalry; 3.2d, 13.5a)"},
}
# Names used on the map for features the rulebook treats as another terrain.
# The text names the Wheatfield and farm buildings only as victory hexes
# (19.1-19.2) and gives them no terrain effect: they play as Clear. It names
# no orchard, ford or bridge (a road crossing a stream uses the road rate, 3.2d).
TERRAIN_ALIASES: dict[str, str] = {"wheat_field": "clear", "building": "clear"}
HEX_TERRAIN = tuple(k for k, v in TERRAIN.items() if v["type"] == "hex")
HEXSIDE_TERRAIN = tuple(k for k, v in TERRAIN.items() if v["type"] == "hexside")
ROAD_TERRAIN = tuple(k for k, v in TERRAIN.items() if v["type"] == "road")


def terrain(name: str) -> dict:
    """A TEC entry by name or alias."""
    return TERRAIN[TERRAIN_ALIASES.get(name, name)]


# ---------------------------------------------------------------------------
# Fog of War Table (10.5b): the non-drawing player rolls 1d6. The three result
# types and their "[Side]" are TEXT; the die mapping is AUTHORED (one result a
# face, each side twice over the six).
# ---------------------------------------------------------------------------
FOG_OF_WAR: dict[int, tuple[str, str]] = {
    1: ("uncontrolled_advance", "usa"),
    2: ("uncontrolled_advance", "csa"),
    3: ("uncontrolled_retreat", "usa"),
    4: ("uncontrolled_retreat", "csa"),
    5: ("general_casualty", "usa"),
    6: ("general_casualty", "csa"),
}

# General Casualty Tables (10.5b iii), one per side, 1d6 -> the general whose
# chit may change: a division id or "cic". AUTHORED weights: the generals in
# the thick of the fight most often (Winder fell; Augur was wounded).
GENERAL_CASUALTY: dict[str, dict[int, str]] = {
    "usa": {1: "cic", 2: "williams", 3: "williams", 4: "augur", 5: "augur", 6: "ricketts"},
    "csa": {1: "cic", 2: "winder", 3: "winder", 4: "ewell", 5: "hill", 6: "hill"},
}

# ---------------------------------------------------------------------------
# Tracks on the Game Counters card (4.5)
# ---------------------------------------------------------------------------
FIRST_TURN_TIME = (15, 40)          # Turn 1 = 3:40 pm (22.2, TEXT)
TURN_MINUTES = 20                   # 3.1 (TEXT)
GAME_TURNS = 15                     # the longer scenario ends after Turn 15 (22.2, TEXT)


def turn_time(turn: int) -> tuple[int, int]:
    """(hour 0-23, minute) of a Game Turn: 1 -> (15, 40), 7 -> (17, 40)."""
    if not 1 <= turn <= GAME_TURNS:
        raise ValueError(f"no Game Turn {turn!r}")
    m = FIRST_TURN_TIME[0] * 60 + FIRST_TURN_TIME[1] + TURN_MINUTES * (turn - 1)
    return divmod(m, 60)


def turn_label(turn: int) -> str:
    h, m = turn_time(turn)
    return f"{h - 12 if h > 12 else h}:{m:02d}"


# Broken Track (15.9): boxes in the order a unit moves through them.
BROKEN_BOXES = ("3", "2", "1", "available")
# Where's General Jackson? (20.1) and Where's General Ricketts? (20.2): the
# box names; the chit starts in the first and arrives on reaching the last.
# AUTHORED lengths: 3 and 5 boxes (DATA_NOTES.md).
JACKSON_TRACK = ("jackson_unaware", "jackson_stirring", "jackson_arrives")
RICKETTS_TRACK = ("ricketts_unaware", "courier_sent", "pope_orders", "ricketts_marching",
                  "ricketts_arrives")
UNION_VP_TRACK_MAX = 99             # x10 and x1 markers; a spare marker shows hundreds (19.2)

# ---------------------------------------------------------------------------
# Victory (19.0, TEXT)
# ---------------------------------------------------------------------------
CSA_VP_HEXES: dict[str, tuple[str, int]] = {          # at game end (19.1)
    "3101": ("Hudson's Mill", 5),
    "2404": ("Robert Hudson House", 10),
    "1311": ("The Wheatfield Crossroads", 5),
    "1709": ("The Culpeper Road Gap", 5),
    "2107": ("The Cornfield Bluff", 5),
    "1606": ("The Pike Intersection", 10),
}
USA_VP_HEXES: dict[str, tuple[str, int]] = {          # every turn held (19.2)
    "1514": ("The Crossroads", 2),
    "1315": ("Brushy Field Spur", 2),
    "1914": ("The Gate", 4),
    "2114": ("Newman's Cabin", 4),
    "2513": ("The White Barn", 4),
    "2612": ("The Cedars", 3),
    "2913": ("The Crittenden House", 6),
    "3608": ("Dr. Slaughter's House", 9),
}
CSA_AUTOMATIC_VICTORY_HEX = "1300"                    # Cedar Run Church (19.1)
REAR_AREA_VP = 1                                      # per hex per turn (19.2)


def _rear_area() -> tuple[str, ...]:
    """19.2: the west-edge hexes 1717..3717, ending in 17 or 18 (odd columns
    end at row 17, even columns at row 18: INFERRED from 1618, 2218, 2618,
    3418 being edge hexes and 1617, 2217 not)."""
    return tuple(f"{c:02d}{17 if c % 2 else 18}" for c in range(17, 38))


REAR_AREA_HEXES = _rear_area()
VP_PER_BROKEN_SP = 1            # Fresh-face SP of enemy units anywhere on the Broken Track
VP_PER_ARTILLERY_SP = 1         # SP of eliminated enemy artillery (its Fresh face)

# Union VP minus Confederate VP -> level (19.3). TEXT, with the second
# "Confederate Moderate" band (-1..-10) read as Minor.
VICTORY_LEVELS: tuple[tuple[int | None, int | None, str], ...] = (
    (None, -21, "csa_major"),
    (-20, -11, "csa_moderate"),
    (-10, -1, "csa_minor"),
    (0, 0, "draw"),
    (1, 10, "usa_minor"),
    (11, 20, "usa_moderate"),
    (21, None, "usa_major"),
)


def victory_level(differential: int) -> str:
    for lo, hi, level in VICTORY_LEVELS:
        if (lo is None or differential >= lo) and (hi is None or differential <= hi):
            return level
    raise AssertionError(differential)
