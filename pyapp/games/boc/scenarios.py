"""Badges of Courage: the time track, the four scenarios, their set-ups and
reinforcement schedules (AUTHORED; DATA_NOTES.md).

The Order of Battle sheets (set-up hexes and strengths, reinforcement times
and roads, the Longstreet option) and the "Sickles' Folly" / "Pickett's
Charge" set-ups were separate sheets and are lost. Everything here is
AUTHORED from the historical timeline (data/SS_BOC_SOURCES.md B.4) and the
positions of the brigades at the hour each scenario starts, placed on the
hexes of ``grid.PLACES``. What the text states is marked TEXT.

Turn encoding
-------------
A turn is a pair ``(day, hour)``: day 1..3, hour 8..20 for the thirteen
daylight turns (8 AM .. 8 PM) and hour 24 (``NIGHT``) for the Night turn
that follows a day. In Python the pairs are tuples; in JSON they are
2-lists ``[day, hour]`` (``turn()`` turns either back into a tuple). Tuples
order chronologically: (1, 20) < (1, 24) < (2, 8). There is no Night turn
after Day 3 (2.4).

Scenario record
---------------
    title        {"en", "es"}
    start, end   first and last turn played (inclusive)
    vp_table     "day1" | "standard" (VP_TABLES)
    first_initiative  "csa" (TEXT 9.2-9.4)
    setup        {block: [hex, strength]}; the engine applies rule 9.2 (fill
                 the hex to its stacking limit, then adjacent hexes)
    reinforcements        [{"turn", "blocks", "road", "alt", "note"}]
    night_reinforcements  same shape, plus "move_limit": hex (9.74: I6)
    absent       blocks not in the scenario at all (sorted)
    fallen       CHQs already fallen when the scenario starts: the corps'
                 senior DHQ acts as CHQ from the first turn (4.61); a subset
                 of absent
    longstreet_option / hancock_option / cavalry_battle: option data or None
"""

from __future__ import annotations

from .grid import on_map
from .oob import BLOCKS, FORMATIONS

# ---------------------------------------------------------------------------
# Time track
# ---------------------------------------------------------------------------
DAYS = (1, 2, 3)
DAY_HOURS = tuple(range(8, 21))          # 8 AM .. 8 PM: 13 daylight turns
NIGHT = 24                               # the Night turn after a day's 8 PM turn
LAST_DAY = 3                             # no Night turn after Day 3 (2.4)


def turn(t) -> tuple[int, int]:
    """A turn as a tuple, from a tuple or a JSON list."""
    d, h = t
    t = (int(d), int(h))
    if t not in _INDEX:
        raise ValueError(f"not a turn: {t!r}")
    return t


def _all_turns() -> tuple[tuple[int, int], ...]:
    out = []
    for d in DAYS:
        out += [(d, h) for h in DAY_HOURS]
        if d != LAST_DAY:
            out.append((d, NIGHT))
    return tuple(out)


TURNS = _all_turns()                     # 41 turns: 3 x 13 + 2 nights
_INDEX = {t: i for i, t in enumerate(TURNS)}


def turn_index(t) -> int:
    return _INDEX[turn(t)]


def next_turn(t):
    i = turn_index(t) + 1
    return TURNS[i] if i < len(TURNS) else None


def is_night(t) -> bool:
    return turn(t)[1] == NIGHT


def turns_between(start, end) -> tuple[tuple[int, int], ...]:
    return TURNS[turn_index(start):turn_index(end) + 1]


def turn_label(t) -> dict:
    d, h = turn(t)
    if h == NIGHT:
        return {"en": f"Day {d}, Night", "es": f"Día {d}, Noche"}
    h12 = h if h <= 12 else h - 12
    en = f"{h12} {'AM' if h < 12 else 'PM'}"
    return {"en": f"Day {d}, {en}", "es": f"Día {d}, {en}"}


TIME = {"days": DAYS, "day_hours": DAY_HOURS, "night": NIGHT, "turns": TURNS}

# VP results (9.1 and the Day 1 sidebar). CSA wins with VP >= csa_min; USA
# wins with VP <= usa_max; anything between is a draw.
VP_TABLES = {
    "standard": {"csa_min": 10, "usa_max": -1},   # >= 10 CSA, 0..9 draw, < 0 USA
    "day1": {"csa_min": 10, "usa_max": 4},        # <= 4 USA, 5..9 draw, >= 10 CSA
}


def vp_result(table: str, vp: int) -> str:
    t = VP_TABLES[table]
    if vp >= t["csa_min"]:
        return "csa"
    if vp <= t["usa_max"]:
        return "usa"
    return "draw"


# ---------------------------------------------------------------------------
# Entry roads. The ring order around the map edge, clockwise from the west;
# "adjacent entry roads" (6.7) are the ring neighbours. AUTHORED from the
# compass bearings of the roads (B.6); the map helper places the edge hexes.
# ---------------------------------------------------------------------------
ROAD_RING = ("cashtown_pike", "mummasburg_rd", "carlisle_rd", "harrisburg_rd", "york_pike",
             "hanover_rd", "baltimore_pike", "littletown_rd", "taneytown_rd", "emmitsburg_rd",
             "fairfield_rd")
ROADS = frozenset(ROAD_RING)


def adjacent_roads(road: str) -> list[str]:
    i = ROAD_RING.index(road)
    n = len(ROAD_RING)
    return [ROAD_RING[(i - 1) % n], ROAD_RING[(i + 1) % n]]


def _div(side: str, div: str, *extra: str) -> list[str]:
    """A division's blocks: its DHQ first, then its units in table order."""
    hq = FORMATIONS[side]["divisions"][div]["hq"]
    return [hq] + [b for b, r in BLOCKS.items() if r["div"] == div and r["side"] == side
                   and b != hq and not r["optional"]] + list(extra)


def _r(t, blocks, road, note, alt=None):
    return {"turn": t, "blocks": list(blocks), "road": road,
            "alt": adjacent_roads(road) if alt is None else list(alt), "note": note}


U, C = "usa", "csa"

# ---------------------------------------------------------------------------
# Reinforcement schedules (the Day 1 and Day 2 OOB sheets, 9.5). AUTHORED
# from B.4: a unit enters one or two hours before it historically reached the
# front: the entry hexes are 5-16 hexes out (mapdata.ROADS: Emmitsburg Road
# 16, Taneytown Road 14) and a column on a main road covers 6 hexes (2.4 km)
# an hour in the game, slower than the real march.
# ---------------------------------------------------------------------------
DAY1_REINFORCEMENTS = [
    # USA
    _r((1, 8), ["u-reynolds-hq"] + _div(U, "I.1"), "emmitsburg_rd",
       "Reynolds and Wadsworth up the Emmitsburg Road; on McPherson's Ridge ~10:30 (B.4)"),
    _r((1, 9), [b for b in _div(U, "I.3") if b != "u-stannard"] + ["u-wainwright"], "emmitsburg_rd",
       "Doubleday's division (less Stannard) and the corps artillery, ~11:00-11:30"),
    _r((1, 10), _div(U, "I.2"), "emmitsburg_rd", "Robinson, ~noon"),
    _r((1, 10), ["u-howard-hq"] + _div(U, "XI.3") + _div(U, "XI.1"), "taneytown_rd",
       "Howard and two XI Corps divisions, through the town ~12:30-13:00 (B.4)"),
    _r((1, 11), _div(U, "XI.2", "u-osborn"), "taneytown_rd",
       "von Steinwehr and the corps artillery, left on Cemetery Hill ~14:00"),
    _r((1, 17), _div(U, "XII.1") + _div(U, "XII.2", "u-muhlenberg"), "baltimore_pike",
       "XII Corps from Two Taverns, after 17:00 (B.4)"),
    _r((1, 18), ["u-slocum-hq"], "baltimore_pike", "Slocum, ~18:00 (TEXT sidebar)"),
    _r((1, 18), ["u-sickles-hq"] + [b for b in _div(U, "III.1") if b != "u-detrobriand"],
       "emmitsburg_rd", "Sickles with Birney's Graham, Ward and Berdan, ~18:00-19:00 (B.4)"),
    _r((1, 18), ["u-stannard"], "emmitsburg_rd", "Stannard's Vermonters join I Corps in the evening"),
    _r((1, 20), [b for b in _div(U, "III.2") if b != "u-burling"] + ["u-randolph"], "emmitsburg_rd",
       "Humphreys (Carr, Brewster) and the III Corps artillery, late on 1 July"),
    # CSA
    _r((1, 10), ["c-hill-hq"] + _div(C, "pender", "c-mcintosh"), "cashtown_pike",
       "A. P. Hill and Pender behind Heth (B.4)"),
    _r((1, 13), ["c-ewell-hq"] + _div(C, "rodes"), "carlisle_rd",
       "Ewell and Rodes from Heidlersburg onto Oak Hill, guns open ~13:00 (B.4)"),
    _r((1, 14), ["c-lee-hq"], "cashtown_pike", "Lee reaches the field in the early afternoon"),
    _r((1, 14), _div(C, "early", "c-dance"), "harrisburg_rd",
       "Early down the Harrisburg (Heidlersburg) Road, strikes Blocher Knoll ~15:00-15:30 (B.4)"),
    _r((1, 17), _div(C, "anderson"), "cashtown_pike", "R. H. Anderson's division, late afternoon"),
    _r((1, 19), _div(C, "johnson", "c-nelson"), "cashtown_pike",
       "Johnson with Ewell's trains by the Chambersburg (Cashtown) Pike, ~19:30 (B.4)"),
]

# 9.74 (TEXT): the Union II Corps enters in the Night turn on the Taneytown,
# Emmitsburg or Littletown road and may move along them as far as I6. Meade
# (with Hunt and Pleasonton) arrived at about 3 AM (TEXT sidebar): AUTHORED
# as a night arrival by the Taneytown Road, same rules.
NIGHT1_REINFORCEMENTS = [
    dict(_r((1, NIGHT), ["u-hancock-hq"] + _div(U, "II.1") + _div(U, "II.2") + _div(U, "II.3")
            + ["u-hazard"], "taneytown_rd", "TEXT 9.74: II Corps, night of 1-2 July",
            alt=["emmitsburg_rd", "littletown_rd"]), move_limit="I6"),
    dict(_r((1, NIGHT), ["u-meade-hq", "u-hunt-hq", "u-pleasonton-hq"], "taneytown_rd",
            "Meade reached the field about 3 AM (TEXT sidebar; CMH-SR says midnight)",
            alt=["emmitsburg_rd", "littletown_rd"]), move_limit="I6"),
]

_LONGSTREET_HIST = [
    _r((2, 11), ["c-longstreet-hq", "c-alexander-hq", "c-huger"], "fairfield_rd",
       "Alexander's guns by Black Horse Tavern ahead of the infantry"),
    _r((2, 11), ["c-eshleman"], "cashtown_pike", "the Washington Artillery, in reserve"),
    _r((2, 12), _div(C, "mclaws"), "fairfield_rd",
       "McLaws at the end of the countermarch, opposite the Peach Orchard ~15:00 (B.4)"),
    _r((2, 12), _div(C, "hood"), "fairfield_rd",
       "Hood (with Law, up at noon) on Warfield Ridge ~15:30-16:00 (B.4)"),
]

DAY2_REINFORCEMENTS = [
    # USA
    _r((2, 8), ["u-sykes-hq"] + _div(U, "V.1") + _div(U, "V.2", "u-martin"), "hanover_rd",
       "V Corps from Bonaughtown, ~07:00-08:00"),
    _r((2, 8), ["u-lockwood"], "baltimore_pike", "Lockwood joins XII Corps on the morning of 2 July (3.32)"),
    _r((2, 9), ["u-detrobriand"], "emmitsburg_rd", "de Trobriand up from Emmitsburg, morning of 2 July"),
    _r((2, 9), ["u-burling"], "emmitsburg_rd", "Burling up from Emmitsburg, morning of 2 July"),
    _r((2, 10), ["u-ransom", "u-mcgilvery", "u-taft", "u-huntington", "u-fitzhugh"], "taneytown_rd",
       "the Artillery Reserve from Taneytown, ~10:30"),
    _r((2, 12), _div(U, "V.3"), "hanover_rd", "Crawford's Pennsylvania Reserves, ~noon"),
    _r((2, 12), _div(U, "cav.2"), "hanover_rd", "Gregg's cavalry to Brinkerhoff's Ridge, ~noon"),
    _r((2, 15), ["u-sedgwick-hq"] + _div(U, "VI.1"), "baltimore_pike",
       "VI Corps after a 34-mile march, leading units in the afternoon (B.4)"),
    _r((2, 16), _div(U, "VI.3", "u-tompkins"), "baltimore_pike", "VI Corps, 3rd division and artillery"),
    _r((2, 17), _div(U, "VI.2"), "baltimore_pike", "VI Corps, 2nd division"),
    # CSA
    _r((2, 10), ["c-jenkins"], "harrisburg_rd", "Jenkins' brigade rejoins Ewell's left"),
    *_LONGSTREET_HIST,
    _r((2, 17), ["c-stuart-hq", "c-hampton", "c-fitz-lee", "c-chambliss", "c-beckham"], "harrisburg_rd",
       "Stuart's ride ends: Hampton at Hunterstown, Stuart reports to Lee (TEXT: absent until the end of Day 2)"),
    _r((2, 18), _div(C, "pickett"), "cashtown_pike",
       "Pickett from Chambersburg, near the field in the evening of 2 July"),
]

DAY3_REINFORCEMENTS = [
    _r((3, 13), _div(U, "cav.3"), "emmitsburg_rd",
       "Kilpatrick on the Union left, ~13:00; Farnsworth's charge ~17:30"),
    _r((3, 13), ["u-merritt"], "emmitsburg_rd", "Merritt's Regulars up from Emmitsburg, early afternoon"),
]

# Longstreet option (Day 2 OOB sheet; TEXT 9.5: it does not include Pickett).
# AUTHORED: Lee's wish for an early attack: Hood and McLaws march at dawn and
# enter by the Cashtown Pike at 8 and 9 AM instead of the historical noon
# countermarch (entries at 11-12 on the Fairfield Road, then the Black Horse
# Tavern road south to Warfield Ridge). Pickett keeps his
# historical evening arrival.
LONGSTREET_OPTION = {
    "replaces": [b for g in _LONGSTREET_HIST for b in g["blocks"]],
    "reinforcements": [
        _r((2, 8), ["c-longstreet-hq"] + _div(C, "mclaws"), "cashtown_pike",
           "Longstreet option: McLaws at dawn"),
        _r((2, 9), _div(C, "hood", "c-alexander-hq", "c-huger", "c-eshleman"), "cashtown_pike",
           "Longstreet option: Hood and the corps artillery"),
    ],
    "excludes": _div(C, "pickett"),
}

# Hancock option (TEXT sidebar to 4.x): the USA may send Hancock to replace any
# fallen CHQ: he enters 4 hours later by the Taneytown Road and is the
# substitute CHQ (AHQ too if the most senior CHQ on the field) until Meade
# arrives. AUTHORED details: only before Meade is on the map; an arrival that
# would fall after 8 PM comes in the Night turn (with II Corps).
HANCOCK_OPTION = {
    "block": "u-hancock-hq",
    "delay_hours": 4,
    "road": "taneytown_rd",
    "alt": [],
    "until": "u-meade-hq",
    "trigger": "a USA CHQ falls while u-meade-hq is not on the map",
    "late_arrival": "night",
}

# Cavalry Battle (rule 10.0, optional). TEXT values; AUTHORED encoding.
_GREGG = _div(U, "cav.2")
_KILPATRICK = _div(U, "cav.3") + ["u-merritt"]
_STUART = ["c-stuart-hq", "c-hampton", "c-fitz-lee", "c-chambliss", "c-beckham"]
CAVALRY_BATTLE = {
    # kept on the map / in the normal schedule: Buford's division and Jenkins
    "keep": _div(U, "cav.1") + ["c-jenkins"],
    # every other cavalry block stays off the map until the battle (their
    # set-up and schedule entries are ignored with this option)
    "held_off": {U: _GREGG + _div(U, "cav.3") + ["u-huey"],
                 C: _STUART + ["c-imboden", "c-b-robertson", "c-we-jones"]},
    "battle_turn": (3, 15),            # TEXT: Gregg / Kilpatrick at 3 PM on Day 3
    "result_turn": (3, 16),            # TEXT: results enter at 4 PM
    "unopposed": [
        {"division": "cav.2", "blocks": _GREGG, "road": "hanover_rd", "turn": (3, 15)},
        {"division": "cav.3", "blocks": _KILPATRICK, "road": "emmitsburg_rd", "turn": (3, 15)},
    ],
    # Day 3: Buford's division leaves play, except Merritt, who comes under Kilpatrick
    "withdraw": {"turn": (3, 8), "blocks": [b for b in _div(U, "cav.1") if b != "u-merritt"]},
    "transfer": {"u-merritt": "cav.3"},
    "absent_rolls": [
        {"block": "u-huey", "side": U, "need": 5, "joins": "cav.2"},
        {"block": "c-imboden", "side": C, "need": 6, "joins": None},
        {"block": "c-b-robertson", "side": C, "need": 5, "joins": None},
        {"block": "c-we-jones", "side": C, "need": 5, "joins": None},
    ],
    "huey_fails": {"may_transfer": "u-custer", "from": "cav.3", "to": "cav.2"},
    "clash": {"rounds": 3, "defender": U, "command": False, "forced_retreat": False},
    "results": {
        "gregg": {"csa": {"road": "baltimore_pike", "turn": (3, 16)},
                  "usa": {"road": "hanover_rd", "turn": (3, 16)}, "stalemate": None},
        "kilpatrick": {"csa": {"road": "emmitsburg_rd", "turn": (3, 16)},
                       "usa": {"road": "emmitsburg_rd", "turn": (3, 16)}, "stalemate": None},
    },
    "entry_alt": "adjacent",           # TEXT: adjacent optional entry roads may be used
}


# ---------------------------------------------------------------------------
# Set-ups: {block: (hex, strength)}; strength None = the block's maximum.
# ---------------------------------------------------------------------------
def _setup(rows: dict) -> dict:
    out = {}
    for hx, units in rows.items():
        for u in units:
            bid, s = (u, None) if isinstance(u, str) else u
            assert bid not in out, bid
            out[bid] = [hx, BLOCKS[bid]["steps"] if s is None else s]
    return out


# Day 1, 8 AM (TEXT 9.2: USA deploys first, then CSA). Buford's two brigades
# west and north of the town (B.4: Gamble dismounted on McPherson's Ridge,
# Devin across to the north); Heth's division with Pegram's guns deployed on
# Herr Ridge, two hexes off (Pegram opened the battle from there).
SETUP_DAY1 = _setup({
    # USA
    "H9": ["u-buford-hq"],                         # Lutheran Seminary cupola
    "H10": ["u-gamble", "u-calef"],                # McPherson's Ridge astride the pike
    "F9": ["u-devin"],                             # north, toward the Mummasburg Road
    # CSA
    "G12": ["c-davis"],                            # Herr Ridge north of the pike
    "I12": ["c-archer"],                           # Herr Ridge south of the pike
    "H12": ["c-pegram", "c-jj-garnett"],
    "H13": ["c-heth-hq", "c-pettigrew", "c-brockenbrough"],
})

# Day 2, 4 PM: "Sickles' Folly". Day 1 losses on I and XI Corps, Heth, Pender,
# Rodes and Gordon (AUTHORED from the brigade losses, about 600 men a step).
# Buford's Gamble and Devin left for Westminster in the morning (absent).
SETUP_SICKLES = _setup({
    # USA: Culp's Hill (XII Corps, Wadsworth)
    "J4": ["u-wadsworth-hq", ("u-meredith", 1), ("u-cutler", 2)],
    "K4": ["u-geary-hq", "u-greene", "u-kane"],
    "L4": ["u-williams-hq", "u-candy", "u-mcdougall"],
    "M3": ["u-colgrove"],
    "M4": ["u-slocum-hq", "u-lockwood"],
    "O4": ["u-muhlenberg"],                        # Powers Hill
    # Cemetery Hill (XI Corps, I Corps remnants)
    "J5": [("u-barlow-hq", 1), ("u-vongilsa", 1), ("u-ames", 1), ("u-wainwright", 3)],
    "J6": ["u-howard-hq", "u-osborn", "u-o-smith", ("u-coster", 1)],
    "K6": ["u-schurz-hq", "u-steinwehr-hq", ("u-schimmelfennig", 1), ("u-krzyzanowski", 1)],
    "K5": ["u-robinson-hq", ("u-paul", 1), ("u-baxter", 1), "u-huntington"],
    "K7": ["u-doubleday-hq", ("u-biddle", 1), ("u-stone", 1), "u-willard"],
    "L6": ["u-meade-hq", "u-hunt-hq", "u-pleasonton-hq", "u-taft"],
    # Cemetery Ridge (II Corps)
    "L7": ["u-hays-hq", "u-smyth", "u-carroll"],   # Ziegler's Grove
    "M7": ["u-gibbon-hq", "u-webb", "u-hall", "u-hazard"],   # the Angle
    "N7": ["u-hancock-hq", "u-harrow", "u-stannard"],
    "O7": ["u-caldwell-hq", "u-cross", "u-kelly", "u-zook"],
    "P7": ["u-brooke", "u-mcgilvery"],
    "N6": ["u-ransom", "u-fitzhugh"],              # Reserve park
    # III Corps forward: Emmitsburg Road and the Peach Orchard salient
    "N9": ["u-humphreys-hq", "u-carr"],
    "O9": ["u-brewster"],
    "O8": ["u-burling"],
    "P10": ["u-graham"],                           # Peach Orchard
    "P9": ["u-sickles-hq", "u-birney-hq", "u-randolph"],
    "Q9": ["u-detrobriand"],                       # Wheatfield
    "R9": ["u-ward"],                              # Houck's Ridge
    "S9": ["u-berdan"],                            # Devil's Den, sharpshooters forward
    # V Corps on the move from the Baltimore Pike toward the left
    "P5": ["u-barnes-hq", "u-vincent", "u-tilton", "u-sweitzer"],
    "O5": ["u-sykes-hq", "u-ayres-hq", "u-day", "u-burbank"],
    "O6": ["u-weed", "u-martin", "u-crawford-hq", "u-mccandless"],
    "N5": ["u-fisher"],
    # VI Corps: the head of the column at Rock Creek
    "M2": ["u-sedgwick-hq", "u-wright-hq", "u-torbert"],
    "N2": ["u-bartlett", "u-russell"],
    # Gregg's cavalry on the Hanover Road
    "L2": ["u-gregg-hq", "u-mcintosh", "u-i-gregg", "u-randol"],
    # CSA: Longstreet on Warfield and Seminary Ridge, ready to attack
    "T10": ["c-law"],
    "S10": ["c-robertson"],
    "S11": ["c-hood-hq", "c-gt-anderson"],
    "T11": ["c-benning"],
    "R11": ["c-henry"],                            # Bushman farm ridge
    "O11": ["c-mclaws-hq", "c-barksdale", "c-huger"],  # Pitzer's Woods
    "P12": ["c-kershaw", "c-semmes", "c-cabell"],
    "O12": ["c-longstreet-hq", "c-alexander-hq", "c-wofford", "c-eshleman"],
    # Hill: Anderson on Seminary Ridge, Pender north of him, Heth in reserve
    "N11": ["c-wilcox"],
    "M11": ["c-perry", "c-anderson-hq"],
    "L11": ["c-wright"],
    "K10": ["c-posey"],
    "K11": ["c-mahone"],
    "M10": ["c-sumter"],
    "L10": ["c-poague"],
    "K9": ["c-pegram"],
    "J9": ["c-pender-hq", "c-j-lane", ("c-scales", 1)],
    "I8": [("c-perrin", 2), ("c-thomas", 2)],      # toward Long Lane
    "I9": ["c-mcintosh"],
    "J10": ["c-hill-hq"],
    "J11": [("c-heth-hq", 1), ("c-pettigrew", 2), ("c-davis", 2), ("c-brockenbrough", 1)],
    "I11": [("c-archer", 1), "c-jj-garnett"],
    "H9": ["c-lee-hq"],                            # Lee's HQ by the Seminary
    # Ewell: Rodes in and west of the town, Early at the foot of Cemetery Hill
    "I7": ["c-ramseur", ("c-iverson", 1)],
    "H7": ["c-rodes-hq", "c-doles"],
    "G7": [("c-daniel", 2), ("c-oneal", 2), "c-carter"],      # Pennsylvania College
    "G9": ["c-dance"],                             # railroad cut
    "G6": ["c-ewell-hq"],
    "I5": ["c-hays", "c-avery"],
    "H5": ["c-early-hq", ("c-gordon", 2)],
    "G4": ["c-smith"],                             # York Pike
    # Johnson east of Rock Creek, guns on Benner's Hill (they opened ~16:00)
    "I2": ["c-latimer", "c-hp-jones"],
    "J2": ["c-johnson-hq", "c-steuart", "c-nicholls", "c-jm-jones"],
    "J1": ["c-stonewall"],                         # toward Brinkerhoff's Ridge
    "H3": ["c-nelson"],
    "F3": ["c-jenkins"],
})

# Day 3, 1 PM: "Pickett's Charge". The cannonade opens; Pickett fresh behind
# the guns on Seminary Ridge with Pettigrew and Trimble to his left, Wilcox
# and Lang to his right; the Union line with the Day 2 losses (III Corps,
# II Corps' Caldwell, V Corps, McLaws, Hood, Anderson, Johnson, Early).
SETUP_PICKETT = _setup({
    # USA: Culp's Hill (the morning's fight over), Wolf Hill
    "J4": ["u-wadsworth-hq", ("u-meredith", 1), ("u-cutler", 2)],
    "K4": ["u-geary-hq", "u-greene", "u-kane"],
    "L4": ["u-williams-hq", "u-candy", "u-mcdougall"],
    "M3": [("u-colgrove", 2)],
    "M4": ["u-slocum-hq", ("u-lockwood", 2)],
    "L5": ["u-shaler"],
    "O4": ["u-muhlenberg"],
    "N1": ["u-neill"],                             # Wolf Hill
    # Cemetery Hill
    "J5": [("u-barlow-hq", 1), ("u-vongilsa", 1), ("u-ames", 1), ("u-wainwright", 3)],
    "J6": ["u-howard-hq", "u-osborn", "u-o-smith", "u-taft"],
    "K6": ["u-steinwehr-hq", ("u-coster", 1), ("u-schimmelfennig", 1), ("u-krzyzanowski", 1)],
    "K5": ["u-schurz-hq", "u-huntington", ("u-carroll", 2)],
    "L6": ["u-meade-hq", "u-hunt-hq", "u-pleasonton-hq"],
    # Cemetery Ridge: the target of the charge
    "K7": ["u-robinson-hq", ("u-paul", 1), ("u-baxter", 1)],
    "L7": ["u-hays-hq", "u-smyth", ("u-willard", 2)],
    "M7": ["u-gibbon-hq", "u-webb", ("u-hazard", 3)],          # the Angle
    "M6": ["u-ransom", "u-fitzhugh"],
    "N7": ["u-hancock-hq", ("u-hall", 2), ("u-harrow", 2)],
    "N8": ["u-stannard"],                          # forward, for the flank fire
    "O7": ["u-doubleday-hq", ("u-biddle", 1), ("u-stone", 1), ("u-mcgilvery", 2)],
    "P7": ["u-caldwell-hq", ("u-cross", 1), ("u-kelly", 1), ("u-zook", 1)],
    # III Corps in reserve (Sickles fell on Day 2: Birney acts)
    "O6": ["u-birney-hq", ("u-graham", 1), ("u-ward", 2), ("u-detrobriand", 1)],
    "N6": ["u-humphreys-hq", ("u-carr", 2), ("u-brewster", 2), ("u-burling", 1)],
    "P6": [("u-randolph", 2), "u-berdan", ("u-brooke", 1), ("u-martin", 2)],
    # V and VI Corps on the Round Tops and in reserve
    "R7": [("u-weed", 2), ("u-vincent", 2)],        # Little Round Top
    "T8": ["u-fisher"],                            # Big Round Top
    "Q7": ["u-ayres-hq", ("u-day", 2), ("u-burbank", 1)],
    "Q8": ["u-crawford-hq", "u-mccandless"],
    "Q6": ["u-sykes-hq", "u-barnes-hq", "u-tilton", ("u-sweitzer", 2)],
    "S7": ["u-russell"],
    "T7": ["u-howe-hq", "u-grant"],
    "P5": ["u-sedgwick-hq", "u-wright-hq", "u-torbert", "u-bartlett"],
    "O5": ["u-wheaton-hq", "u-nevin", "u-eustis", "u-tompkins"],
    # Gregg (with Custer) east of the Baltimore Pike
    "L2": ["u-gregg-hq", "u-mcintosh", "u-i-gregg", "u-randol"],
    "M2": ["u-custer"],
    # CSA: the grand battery on Seminary Ridge and the Emmitsburg Road ridge
    "K9": ["c-pegram", "c-mcintosh"],
    "L10": ["c-poague", "c-jj-garnett"],
    "M10": ["c-sumter", "c-eshleman"],
    "N10": ["c-dearing"],
    "O10": ["c-alexander-hq", "c-huger", "c-cabell"],
    # the assaulting columns behind the guns
    "K10": [("c-heth-hq", 1), ("c-davis", 2), ("c-archer", 1), ("c-brockenbrough", 1)],
    "L11": [("c-pender-hq", 1), ("c-pettigrew", 2), "c-j-lane", ("c-scales", 1)],
    "M11": ["c-pickett-hq", "c-garnett", "c-kemper"],
    "N11": ["c-armistead", "c-longstreet-hq", ("c-wright", 1)],
    "O11": ["c-anderson-hq", ("c-wilcox", 2), ("c-perry", 1)],
    "J10": ["c-hill-hq", "c-posey", "c-mahone"],
    "M12": ["c-lee-hq"],
    "I8": [("c-perrin", 2), ("c-thomas", 2)],
    # Longstreet's right, holding the Day 2 ground
    "P10": ["c-mclaws-hq", ("c-barksdale", 1), ("c-wofford", 2)],      # Peach Orchard
    "Q10": [("c-kershaw", 3), ("c-semmes", 2)],                        # Rose farm
    "R10": [("c-hood-hq", 1), ("c-gt-anderson", 2)],
    "R9": [("c-robertson", 2)],                                        # Houck's Ridge
    "S9": [("c-law", 2), ("c-benning", 2)],                            # Devil's Den
    "S10": ["c-henry"],
    # Ewell: the town, East Cemetery Hill's foot, Johnson back over Rock Creek
    "I7": ["c-ramseur", "c-doles", ("c-iverson", 1)],
    "H7": ["c-rodes-hq"],
    "H6": ["c-ewell-hq"],
    "G7": ["c-carter"],
    "G9": ["c-dance"],
    "I5": [("c-hays", 1), ("c-avery", 1)],
    "H5": ["c-early-hq", ("c-gordon", 2)],
    "G4": [("c-smith", 1)],
    "I2": [("c-latimer", 1), "c-hp-jones", "c-nelson"],                # Benner's Hill
    "J2": ["c-johnson-hq", ("c-steuart", 2), ("c-nicholls", 1), ("c-jm-jones", 2)],
    "H3": [("c-stonewall", 2), ("c-daniel", 1), ("c-oneal", 1)],
    # Stuart east of the town (toward Cress Ridge)
    "G1": ["c-stuart-hq", "c-hampton", "c-fitz-lee", "c-chambliss"],
    "G2": ["c-jenkins", "c-beckham"],
})

# In "Pickett's Charge" Custer is already on the map with Gregg (he fought on
# East Cavalry Field); Kilpatrick brings only Farnsworth and his guns.
PICKETT_REINFORCEMENTS = [
    _r((3, 13), [b for b in _div(U, "cav.3") if b != "u-custer"], "emmitsburg_rd",
       "Kilpatrick (Farnsworth) on the Union left, ~13:00; Custer stayed with Gregg"),
    _r((3, 13), ["u-merritt"], "emmitsburg_rd", "Merritt's Regulars up from Emmitsburg"),
]


def _scenario(title_en, title_es, start, end, vp, setup, reinf, night=(), *, longstreet=None,
              hancock=None, cavalry=None, fallen=(), notes=""):
    used = set(setup)
    for g in list(reinf) + list(night):
        used |= set(g["blocks"])
    return {
        "title": {"en": title_en, "es": title_es},
        "start": start, "end": end, "vp_table": vp, "first_initiative": "csa",
        "setup": setup,
        "reinforcements": [g for g in reinf if start <= g["turn"] <= end],
        "night_reinforcements": [g for g in night if start <= g["turn"] <= end],
        "absent": sorted(set(BLOCKS) - used),
        "fallen": list(fallen),
        "longstreet_option": longstreet,
        "hancock_option": hancock,
        "cavalry_battle": cavalry,
        "notes": notes,
    }


def _within(groups, start, end):
    return [g for g in groups if start <= g["turn"] <= end]


SCENARIOS = {
    "day1": _scenario(
        "Day 1", "Día 1", (1, 8), (1, 20), "day1", SETUP_DAY1,
        _within(DAY1_REINFORCEMENTS, (1, 8), (1, 20)),
        hancock=HANCOCK_OPTION, cavalry=CAVALRY_BATTLE,
        notes="TEXT 9.2: ends after the 8 PM turn; Day 1 VP table."),
    "sickles": _scenario(
        "Sickles' Folly", "La Locura de Sickles", (2, 16), (2, NIGHT), "standard", SETUP_SICKLES,
        _within(DAY2_REINFORCEMENTS, (2, 16), (2, NIGHT)),
        cavalry=CAVALRY_BATTLE, fallen=["u-reynolds-hq"],
        notes="TEXT 9.3: 4 PM to after the Night turn. Reynolds fell on Day 1 (Doubleday acts for "
              "I Corps); Buford's Gamble and Devin have left; Kilpatrick and Merritt come on Day 3."),
    "pickett": _scenario(
        "Pickett's Charge", "La Carga de Pickett", (3, 13), (3, 20), "standard", SETUP_PICKETT,
        PICKETT_REINFORCEMENTS,
        cavalry=CAVALRY_BATTLE, fallen=["u-reynolds-hq", "u-sickles-hq"],
        notes="TEXT 9.4 says 'after the Night turn' but 2.4 has no night after Day 3: the lead's "
              "ruling is to end after the 8 PM turn of Day 3. Sickles fell on Day 2 (Birney acts)."),
    "full": _scenario(
        "Badges of Courage: the whole battle", "Badges of Courage: la batalla completa",
        (1, 8), (3, 20), "standard", SETUP_DAY1,
        DAY1_REINFORCEMENTS + DAY2_REINFORCEMENTS + DAY3_REINFORCEMENTS, NIGHT1_REINFORCEMENTS,
        longstreet=LONGSTREET_OPTION, hancock=HANCOCK_OPTION, cavalry=CAVALRY_BATTLE,
        notes="TEXT 9.5: score after each day with the standard table; a draw plays on."),
}
