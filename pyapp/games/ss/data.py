"""Stonewall's Sword: the authored data as the rules read it.

One adapter between the rules code and the data modules a designer revises:
``oob`` (counters, formations, generals), ``chits`` (the cup), ``tables``
(charts, tracks, victory) and ``scenarios`` (set-ups, schedules, options).
The map (``mapdata``) is kept apart and is not imported here. The rules
should import only this module.
"""

from __future__ import annotations

import re
from fractions import Fraction

from . import chits as C
from . import oob as O
from . import scenarios as S
from . import tables as T

USA, CSA = O.USA, O.CSA
SIDES = O.SIDES

UNITS: dict = O.UNITS
DIVISIONS: dict = O.DIVISIONS
BRIGADES: dict = O.BRIGADES
CIC: dict = O.CIC
CHITS: dict = C.CHITS
EVENTS: dict = C.EVENTS
SCENARIOS: dict = S.SCENARIOS
OPTIONS: dict = S.OPTIONS
TERRAIN: dict = T.TERRAIN

# -- tables, re-exported -----------------------------------------------------
crt_column = T.crt_column
shift_column = T.shift_column
crt_row = T.crt_row
crt_ranges = T.crt_ranges
crt_grade = T.crt_grade
cohesion = T.cohesion
break_test = T.break_test
range_band = T.range_band
max_range = T.max_range
ratio_shift = T.ratio_shift
terrain = T.terrain
turn_time = T.turn_time
turn_label = T.turn_label
victory_level = T.victory_level
sp_value = O.sp_value

# -- hexes -----------------------------------------------------------------------
# Hex numbers are four digits CCRR (3.2); the text uses columns 10..37 and
# rows 00..18, odd columns ending at row 17 (INFERRED, see tables._rear_area).
# Whether a hex exists is the map's business; this only checks the form.
_HEX = re.compile(r"^(\d\d)(\d\d)$")
MIN_COL, MAX_COL, MAX_ROW = 10, 37, 18


def is_hex_label(label: str) -> bool:
    m = _HEX.match(label) if isinstance(label, str) else None
    if not m:
        return False
    col, row = int(m.group(1)), int(m.group(2))
    return MIN_COL <= col <= MAX_COL and 0 <= row <= (MAX_ROW - 1 if col % 2 else MAX_ROW)


def column_of(label: str) -> int:
    """The "row" the rulebook means in "south of row 2900" / "row 29xx" (22.x)."""
    return int(label[:2])


# -- units ------------------------------------------------------------------------

def face(uid: str, depleted: bool = False) -> tuple[int | str, int]:
    """(printed SP, printed CR) of the face up: Fresh or Depleted (4.1)."""
    u = UNITS[uid]
    return (u["dep_sp"], u["dep_cr"]) if depleted else (u["sp"], u["cr"])


def printed_sp(uid: str, depleted: bool = False) -> Fraction:
    return O.sp_value(face(uid, depleted)[0])


def stack_points(uid: str, depleted: bool = False, *, artillery_option: bool = True) -> Fraction:
    """6.1-6.2: what a unit counts toward the 8-SP limit: printed SP, at most
    8 (large units), artillery x 3/4 with the optional rule 6.1a."""
    sp = min(printed_sp(uid, depleted), Fraction(T.LARGE_UNIT_STACK_SP))
    if artillery_option and UNITS[uid]["kind"] == "art":
        sp *= T.ARTILLERY_STACK_FACTOR
    return sp


def brigade_units(brigade: str) -> list[str]:
    return list(BRIGADES[brigade]["units"])


def division_brigades(div: str) -> list[str]:
    return list(DIVISIONS[div]["brigades"])


def division_of(brigade: str) -> str:
    return BRIGADES[brigade]["div"]


def vp_value(uid: str) -> int:
    """19.1-19.2: what a unit on the Broken Track (Fresh-face SP) or an
    eliminated battery scores for the enemy."""
    return int(UNITS[uid]["sp"])


# -- chits -------------------------------------------------------------------------

def chits_in_play(scenario: str, turn: int, options: tuple[str, ...] | list[str] = ()) -> list[str]:
    """The division and CiC chits (normal faces) in play on ``turn`` by the
    scenario's schedule; chits brought by an optional track (Jackson under
    Bad Day, Ricketts under Pope) are the rules' to add when they arrive."""
    sc = SCENARIOS[scenario]
    out = list(sc["chits"])
    for r in sc["reinforcements"]:
        if r["turn"] <= turn and r["unless_option"] not in options:
            out += [c for c in r["chits"] if c not in out]
    return out


def event_chits(side: str) -> list[str]:
    return C.events_of(side)


def generic_chits() -> list[str]:
    return list(C.GENERIC)


# -- scenarios ------------------------------------------------------------------------

def scenario_turns(scenario: str) -> range:
    sc = SCENARIOS[scenario]
    return range(sc["start"], sc["end"] + 1)


def setup_by_hex(scenario: str) -> dict[str, list[str]]:
    return S.setup_by_hex(scenario)


def reinforcements(scenario: str, turn: int, options: tuple[str, ...] | list[str] = ()) -> list[dict]:
    return S.reinforcements(scenario, turn, options)


def scenario_units(scenario: str, options: tuple[str, ...] | list[str] = ()) -> list[str]:
    """Every unit that may appear: set up, scheduled, or brought by a chosen
    optional rule (Ricketts' brigades with "pope", Field with "hill_rearguard")."""
    sc = SCENARIOS[scenario]
    out = list(sc["setup"])
    for r in sc["reinforcements"]:
        for b in r["brigades"]:
            out += BRIGADES[b]["units"]
    for opt in options:
        o = OPTIONS[opt]
        for b in o.get("brigades", []) + ([o["brigade"]] if "brigade" in o else []):
            out += BRIGADES[b]["units"]
    return out


def vp_hexes() -> dict[str, dict]:
    """Every victory hex: {hex: {"name", "side" scoring it, "vp", "per_turn"}}."""
    out = {h: {"name": n, "side": CSA, "vp": v, "per_turn": False} for h, (n, v) in T.CSA_VP_HEXES.items()}
    out.update({h: {"name": n, "side": USA, "vp": v, "per_turn": True} for h, (n, v) in T.USA_VP_HEXES.items()})
    return out
