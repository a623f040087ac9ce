"""Game data of A House Divided that is not the map: units, the counter mix,
the time track, the setup and the victory cities.

Values the seed states are marked SEED; values it lacks are marked AUTHORED
with a one-line reason (see RULES_NOTES.md for the full argument).
"""

# Sides as stored in the state, and their contract role names.
SIDES = ("u", "c")
ROLE = {"u": "union", "c": "csa"}
SIDE = {"union": "u", "csa": "c"}
ENEMY = {"u": "c", "c": "u"}

# Unit kinds: grade letter (m militia, v veteran, e elite) + arm (i infantry, c cavalry).
KINDS = ("mi", "vi", "ei", "mc", "vc", "ec")

# Combat value (full, damaged).  A shot hits on a d6 roll <= the modified value.
#   mi 2 full  SEED (combat example: militia hit on 1-2)
#   vi 3 full  SEED (5.2.1 example);  ei 3 full SEED (5.2.2)
#   mc 1 full  SEED (5.2.1);          vc 2 full SEED (5.1 example)
#   ec 3 full  AUTHORED: one grade above veteran cavalry, as infantry grades go.
#   damaged values AUTHORED: one less than full, never below 1 (a printed
#   counter value is at least 1); elite infantry keeps 3 because the seed's
#   combat example has a damaged elite infantry unit still hitting on 1-3.
VALUE = {
    "mi": (2, 1),
    "vi": (3, 2),
    "ei": (3, 3),
    "mc": (1, 1),
    "vc": (2, 1),
    "ec": (3, 2),
}

PROMOTE = {"mi": "vi", "vi": "ei", "mc": "vc", "vc": "ec"}

# Counter mix: how many counters of each kind each side owns.
#   Union militia infantry 24 SEED (12 on the map, 12 set aside for drafts, rule 8).
#   CSA militia infantry 8 SEED (all on the map at the start; no other is mentioned).
#   Militia cavalry 1 per side SEED-derived ("the" Union militia cavalry, "the one
#   remaining" CSA militia cavalry go to the pools).
#   Veteran and elite counts AUTHORED: the box holds 160 counters with the
#   markers; these numbers never bind before army caps do in normal play.
MIX = {
    "u": {"mi": 24, "vi": 20, "ei": 8, "mc": 1, "vc": 6, "ec": 3},
    "c": {"mi": 8, "vi": 16, "ei": 10, "mc": 1, "vc": 6, "ec": 4},
}
UNION_MI_START = 12          # SEED rule 8: militia infantry available at the start
DRAFT_SIZE = 4               # SEED rule 8

# Time track: 40 turns, July 1861 to June 1865 (SEED rule 10).
# AUTHORED winter pairs: December-January and February-March, so April is
# always a single turn (drafts, rule 8) and turn 10 is June 1862 (rule 13).
def _track():
    track = []
    year, month = 1861, 7
    while len(track) < 40:
        if month == 12:
            track.append((year, 12, 2))
            year, month = year + 1, 2
        elif month == 2:
            track.append((year, 2, 2))
            month = 4
        else:
            track.append((year, month, 1))
            month += 1
            if month == 13:
                year, month = year + 1, 1
    return track


TRACK = _track()            # TRACK[turn - 1] = (year, first month, months in the turn)
LAST_TURN = {"campaign": 40, "short": 10}
DRAFT_TURNS = tuple(i + 1 for i, (y, m, n) in enumerate(TRACK) if m == 4 and y in (1862, 1863, 1864))

MONTHS_EN = ("", "January", "February", "March", "April", "May", "June", "July",
             "August", "September", "October", "November", "December")
MONTHS_ES = ("", "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
             "agosto", "septiembre", "octubre", "noviembre", "diciembre")

# The seven CSA cities worth 2 or 3 (SEED rule 11).
VICTORY_CITIES = ("new_orleans", "mobile", "atlanta", "memphis", "charleston", "wilmington", "richmond")
CAPITAL = "washington"
INVASION_PORT = "washington"   # SEED 4.2.4: naval invasions start in Washington
SHORT_MARGIN = 5               # SEED rule 13

# Setup (SEED rule 2): militia infantry at full strength.
SETUP = {
    "u": [("washington", 3), ("chicago", 2), ("fort_wayne", 2), ("harpers_ferry", 1),
          ("pittsburgh", 1), ("canton", 1), ("columbus", 1), ("st_louis", 1)],
    "c": [("manassas_junction", 1), ("fredericksburg", 1), ("front_royal", 1), ("charleston", 1),
          ("mobile", 1), ("jefferson_city", 1), ("atlanta", 1), ("new_orleans", 1)],
}
START_CAP = {"u": 34, "c": 29}   # SEED rule 2 / 7

KIND_EN = {"mi": "militia infantry", "vi": "veteran infantry", "ei": "elite infantry",
           "mc": "militia cavalry", "vc": "veteran cavalry", "ec": "elite cavalry"}
KIND_ES = {"mi": "infantería miliciana", "vi": "infantería veterana", "ei": "infantería de élite",
           "mc": "caballería miliciana", "vc": "caballería veterana", "ec": "caballería de élite"}
SIDE_EN = {"u": "Union", "c": "Confederate"}
SIDE_ES = {"u": "Unión", "c": "Confederación"}
