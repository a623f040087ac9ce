"""For the People: the turn track and the other tracks and boxes of the map
(pure data, stdlib only; DATA_NOTES.md beside this file).

Sources: ``rules/000_for_the_people.md`` (the digest) 1, 2.5, 4, 5.21,
5.26, 5.27, 5.29-5.31, 6; ``data/FTP_USCW_SOURCES.md`` A1 (arrivals), A2
(cards per turn, track ranges), A4.4 (blockade zones), A6 (player aid).

A turn (``Turn``) is one season; three a year (Spring, Summer, Fall), no
winter; the campaign runs Spring 1861 (turn 1) to Spring 1865 (turn 13)
(digest 1, 6.5).

``steps`` is the campaign's reinforcement phase on that turn (4):
"a" place SP, "b" strategic movement, "c" place generals. The first turn
of the 1862, 1863 and 1864 scenarios does only "c" whatever this says
(6.0; ``scenarios.Scenario.first_turn_steps``).
"""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from . import oob
from .spaces import STATES

# ---------------------------------------------------------------------------
# Boxes: places on the map that are not spaces. Set-ups and the engine use
# these ids wherever a piece sits off the spaces.
# ---------------------------------------------------------------------------
TURN_TRACK = "turn_track"              # prefix; a turn's box is turn_box(n)
ARMY_BOX = "army_box"                  # prefix; an army's box is army_box(id) (2.5: generals and SP of an army)
CAPTURED_CAPITAL_BOX = "captured_capital_box"   # 2.5, 5.28
STATE_CONTROL = "state_control"        # prefix; state_control_box("KY") (2.5, 5.29)
ELIMINATED = "eliminated"              # out of the game (killed, removed, "generals eliminated" of a set-up)
OPTIONAL_POOL = "optional_pool"        # optional counters not in play (replacement cavalry etc., 7)
SP_POOL = "sp_pool"                    # unused SP counters (fungible, 5.1)


def turn_box(n: int) -> str:
    if not 1 <= n <= LAST_TURN:
        raise ValueError(f"no turn {n}")
    return f"{TURN_TRACK}_{n}"


def army_box(army_id: str) -> str:
    if army_id not in oob.ARMIES:
        raise ValueError(f"no army {army_id!r}")
    return f"{ARMY_BOX}_{army_id}"


def state_control_box(state: str) -> str:
    if state not in STATES:
        raise ValueError(f"no state {state!r}")
    return f"{STATE_CONTROL}_{state}"


# ---------------------------------------------------------------------------
# The turn track
# ---------------------------------------------------------------------------
SPRING, SUMMER, FALL = "spring", "summer", "fall"
SEASONS = (SPRING, SUMMER, FALL)
FIRST_TURN, LAST_TURN = 1, 13

# Cards dealt to each player (digest 4 phase 2; A2 [2S]): 4, 5, 6, then 7.
CARDS_DEALT = {1: 4, 2: 5, 3: 6, **{t: 7 for t in range(4, 14)}}


class Event(NamedTuple):
    id: str
    text: str       # in our words
    section: str    # digest section(s)


# Events keyed to the turn track (not to one scenario).
_NO_REINF = Event("no_reinforcement_phase",
                  "No reinforcement phase on the first turn of the campaign and the 1861 scenario.",
                  "4, 6.1")
_NINETY_DAY = Event("ninety_day_enlistments",
                    "Fall 1861: no SP reinforcements for either side (step a skipped); strategic "
                    "movement and generals still happen.", "4, 5.26, 6.1")
_NO_BR = Event("no_blockade_runner_rolls",
               "No blockade-runner rolls this turn (also none on the first turn of any scenario).",
               "5.26; A4.4")
_WEARINESS = Event("war_weariness",
                   "Political phase step iii: Union loses 5 SW.", "4, 5.30")
_REMORSE = Event("confederate_remorse",
                 "Political phase step iii: if the turn marker shows Emancipation, the CSA loses 5 SW.",
                 "4, 5.30")
_MAY_STOP = Event("may_stop",
                  "The players may agree to end the game after this Fall turn, using that "
                  "year's scenario victory conditions.", "4")
_RAIL_1864 = Event("rail_upgrade_1864",
                   "At the start of Spring 1864 the road links Meridian-Demopolis and "
                   "Greensboro-Danville become rail, whoever controls their ends.", "3.3")
_CONVERT_1864 = Event("army_conversion_without_supply",
                      "From 1864 on an army may convert spaces (place or flip a PC) without supply "
                      "(in 1861-1863 it must be in supply).", "5.4")
_FALL_1864 = Event("csa_wins_if_union_sw_below_50",
                   "End of Fall 1864: the CSA wins at once if Union SW is below 50.", "5.31")
_SPRING_1865 = Event("campaign_state_count",
                     "End of Spring 1865 (the campaign's last turn): the Union wins if it controls "
                     "10 CSA or border states (after the offsets of 5.31), otherwise the CSA wins.",
                     "5.31, 6.4, 6.5")
_END_1861 = Event("scenario_end_1861", "The 1861 scenario ends after this turn.", "6.1")
_END_1862 = Event("scenario_end_1862", "The 1862 scenario ends after this turn.", "6.2")
_END_1863 = Event("scenario_end_1863",
                  "The 1863 scenario ends after this turn (with the SP differential).", "6.3")
_START_1862 = Event("scenario_start_1862", "The 1862 scenario starts on this turn.", "6.2")
_START_1863 = Event("scenario_start_1863", "The 1863 scenario starts on this turn.", "6.3")
_START_1864 = Event("scenario_start_1864",
                    "The 1864 scenario starts on this turn (Summer, not Spring).", "6.4")

_EVENTS = {
    1: (_NO_REINF, _NO_BR),
    2: (),
    3: (_NINETY_DAY, _NO_BR, _WEARINESS, _REMORSE, _MAY_STOP, _END_1861),
    4: (_START_1862,),
    5: (),
    6: (_WEARINESS, _REMORSE, _MAY_STOP, _END_1862),
    7: (_START_1863,),
    8: (),
    9: (_WEARINESS, _REMORSE, _MAY_STOP, _END_1863),
    10: (_RAIL_1864, _CONVERT_1864),
    11: (_START_1864,),
    12: (_WEARINESS, _REMORSE, _MAY_STOP, _FALL_1864),
    13: (_SPRING_1865,),
}

_STEPS = {1: (), 3: ("b", "c")}   # every other turn: a, b, c (4)

_REINF_NOTE_FULL = ("Union: East 8 SP at Washington (or 4 in PA/NJ/DE), Centre 6 in OH/IN, West 4 in "
                    "IL or St. Louis; CSA: up to 9 state SP (1 a state), +1 each for MO and KY if "
                    "CSA-controlled, one blockade-runner roll per zone; CSA at most 15 (5.26).")
_REINF_NOTES = {
    1: "None: no reinforcement phase (4, 6.1).",
    3: "No SP (ninety-day enlistments); strategic movement and generals only; no blockade-runner "
       "rolls (5.26).",
}


class Turn(NamedTuple):
    number: int
    season: str
    year: int
    cards: int                       # dealt to each player
    steps: tuple                     # campaign reinforcement steps ("a", "b", "c")
    sp_reinforcements: bool          # step a happens (campaign)
    br_rolls: bool                   # blockade-runner rolls (campaign; a scenario's first turn has none)
    reinforcement_note: str
    union_arrivals: tuple            # general ids (oob, not optional counters)
    csa_arrivals: tuple
    events: tuple                    # Event records

    @property
    def label(self) -> str:
        return f"{self.season.capitalize()} {self.year}"


def _turns() -> tuple[Turn, ...]:
    out = []
    for n in range(FIRST_TURN, LAST_TURN + 1):
        season = SEASONS[(n - 1) % 3]
        year = 1861 + (n - 1) // 3
        steps = _STEPS.get(n, ("a", "b", "c"))
        out.append(Turn(
            number=n, season=season, year=year, cards=CARDS_DEALT[n], steps=steps,
            sp_reinforcements="a" in steps, br_rolls=n not in (1, 3),
            reinforcement_note=_REINF_NOTES.get(n, _REINF_NOTE_FULL),
            union_arrivals=oob.arrivals(n, oob.UNION), csa_arrivals=oob.arrivals(n, oob.CSA),
            events=_EVENTS[n]))
    return tuple(out)


TURNS = _turns()
TURN = {t.number: t for t in TURNS}


def turn_of(season: str, year: int) -> int:
    """Turn number of a season and year ("summer", 1864 -> 11)."""
    for t in TURNS:
        if t.season == season and t.year == year:
            return t.number
    raise ValueError(f"no turn {season} {year}")


def fall_turns() -> tuple[int, ...]:
    return tuple(t.number for t in TURNS if t.season == FALL)


# ---------------------------------------------------------------------------
# Strategic will (digest 2.5, 5.30; A2). The rules set no upper bound and
# values above 100 occur (123 in an example). The printed track holds x1
# boxes 0-9 and x10 boxes 00-90, with separate 100 pieces (A2 [1S]).
# 0 ends the game for the CSA (5.31). Signs: "+" after a gain, "-" after a loss.
# ---------------------------------------------------------------------------
SW_TRACK = {
    "min": 0,
    "max": None,
    "printed_x1": (0, 9),
    "printed_x10": (0, 90),
    "hundreds_marker": 100,
    "signs": ("+", "-"),
    "fates_of_war": {"gain_flips_minus_to_plus": 2, "loss_flips_plus_to_minus": -3},
    "src": "digest 2.2, 2.5, 5.30; A2 (S1 also bounds its SW properties 0-200)",
}

# Starting SW of each scenario: (value, sign). Copied into scenarios.py.
SW_START = {
    "1861": {"union": (100, "-"), "csa": (100, "+")},
    "1862": {"union": (115, "-"), "csa": (94, "+")},
    "1863": {"union": (85, "+"), "csa": (80, "-")},
    "1864": {"union": (65, "+"), "csa": (50, "-")},
}
SW_START["campaign"] = SW_START["1861"]

# ---------------------------------------------------------------------------
# Union naval blockade track (digest 2.5, 5.26; A2; A4.4)
# ---------------------------------------------------------------------------
BLOCKADE_ZONES = {
    "north_atlantic": ("norfolk", "morehead_city", "wilmington_nc"),
    "south_atlantic": ("charleston_sc", "savannah", "fernandina", "jacksonville_fl"),
    "east_gulf": ("columbus_ga", "pensacola", "st_marks", "mobile"),   # St. Marks only after card 117
    "west_gulf": ("new_orleans", "sabine_city"),
}
BR_PORT_ONLY_WITH_CARD = {"st_marks": 117}
BLOCKADE_TRACK = {
    "min": 0,
    "max": 5,
    "max_after_foreign_intervention": 4,
    "foreign_intervention_change": -1,
    "failed_roll_sw": -2,           # also for a zone whose BR ports are all closed
    "raise_cards": (61, 63, 68, 69, 71, 98, 127),
    "lower_cards": (128, 82),
    "src": "digest 2.2, 2.5, 5.2 (Foreign Intervention), 5.26; A2; A3 (card list)",
}


def blockade_level_effects(level: int) -> dict:
    """What a blockade level costs the CSA's blockade-runner reinforcements.

    The game has no loss table: for each of the 4 zones with an open BR
    port the CSA rolls a d6 and gets 1 SP if the roll is greater than the
    level; otherwise no SP and -2 SW (5.26). So per zone the SP chance is
    (6 - level) / 6 and the loss chance level / 6.
    """
    if not BLOCKADE_TRACK["min"] <= level <= BLOCKADE_TRACK["max"]:
        raise ValueError(f"blockade level {level} off the track")
    n = len(BLOCKADE_ZONES)
    sp = Fraction(6 - level, 6)
    return {
        "level": level,
        "sp_chance_per_zone": sp,
        "loss_chance_per_zone": 1 - sp,
        "max_br_sp": n,
        "expected_br_sp": n * sp,          # with all 4 zones open
        "expected_br_sp_lost": n * (1 - sp),
        "expected_sw_lost": 2 * n * (1 - sp),
    }


BLOCKADE_LEVELS = tuple(blockade_level_effects(x) for x in range(0, 6))

# ---------------------------------------------------------------------------
# Union amphibious assault modifier track (digest 2.5, 5.19; A2 0-5)
# ---------------------------------------------------------------------------
AMPHIBIOUS_TRACK = {
    "min": 0, "max": 5,
    "net_modifier_cap": 3,         # 5.19: the net amphibious DRM is capped at +3
    "raise_cards": {67: 2, 69: 2, 70: 2, 71: 2, 72: 2},   # 69 and 71: blockade +1 OR amphibious +2 (A3)
    "lower_cards": {116: "-1 if d6 > modifier", 129: -1},
    "src": "digest 2.5, 5.19; A2 (range 0-5 [1S]); A3 (cards)",
}

# ---------------------------------------------------------------------------
# Other tracks (digest 2.5)
# ---------------------------------------------------------------------------
ARMY_STRENGTH_TRACK = {"min": 0, "max": oob.ARMY_MAX_SP, "sides": ("union", "csa"),
                       "src": "digest 2.2, 2.5; A2"}
STRATEGIC_MOVEMENT_TRACK = {"union": 15, "csa": 7, "src": "digest 5.27; A2 [2S]"}

# Reinforcements (digest 5.26; A6) as data for the engine.
UNION_REINFORCEMENTS = {
    "east": {"sp": 8, "where": "washington_dc", "fallback_sp": 4, "fallback_states": ("PA", "DE", "NJ")},
    "centre": {"sp": 6, "states": ("OH", "IN")},
    "west": {"sp": 4, "states": ("IL",), "spaces": ("st_louis",)},
    "per_csa_held_union_capital": -1,
    "after_foreign_intervention": -2,
    "optional_mcclellan": 1,
    "src": "digest 5.26, 7; A6",
}
CSA_REINFORCEMENTS = {
    "max_per_turn": 15,
    "state_sp": 9,
    "per_union_controlled_csa_state": -1,
    "mississippi_naval_control": -1,
    "per_state": 1,
    "border_states": {"MO": 1, "KY": 1},
    "blockade_runner_zones": 4,
    "src": "digest 5.26; A6",
}

# Every track and box id, for validating where a piece may be.
TRACK_IDS = ("turn_track", "sw_track", "blockade_track", "amphibious_track",
             "army_strength_track_union", "army_strength_track_csa",
             "strategic_movement_track")
BOXES = frozenset(
    [turn_box(n) for n in range(FIRST_TURN, LAST_TURN + 1)]
    + [army_box(a) for a in oob.ARMIES]
    + [state_control_box(s) for s in STATES]
    + [CAPTURED_CAPITAL_BOX, ELIMINATED, OPTIONAL_POOL, SP_POOL]
)
