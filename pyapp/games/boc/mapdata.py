"""Badges of Courage: the authored map (terrain, levels, hexsides, roads, entry
roads, victory hexes). AUTHORED data; the reasons are in the comments here and in
MAP_NOTES.md. The rulebook (1.07, Spanish edition) printed the map as a picture;
the text gives only the six town hexes, Devil's Den S9, Little Round Top R7,
Blocher Knoll D5, the Cashtown Pike entry H14, the artillery example of Diagram 1
around Q10, and three victory locations. Everything else is authored from the
historical geography (data/SS_BOC_SOURCES.md B.6 and period maps) on the grid
fixed in ``grid.py``.

Everything a designer might revise is in the tables at the top of this file:

- ``MAP``: terrain code and ground level of every hex, drawn as the field looks
  (north up, west on the left: column 14 first, column 1 last; the rows A, C,
  E ... sit half a hex further west, so they are drawn flush left and the rows
  B, D, F ... are indented).
- ``NAMES`` and ``VP``: hex names and victory values.
- ``WATER``: each creek as the hexes of its two banks; its hexsides are the
  sides between a hex of one bank and a hex of the other.
- ``ROAD_LIST``: each road as its hexes in order, from the town outward.
- ``NO_SLOPE``: hexsides with a level difference but no slope (Blocher Knoll).

Built from those at import (do not edit, edit the tables): ``HEXES``,
``SIDES``, ``ROADS``, ``ENTRY``, ``VICTORY``.

Hexside rules used to build ``SIDES`` (MAP_NOTES.md "Hexsides"):

- a side of a woods hex is a woods hexside; likewise orchard and town (text
  2.2: the Peach Orchard and Pennsylvania College are singled out as having
  *clear* hexsides around their inner terrain, and the map note exempts J7/I7
  and H7/G7 from town, so a hex's ordinary sides carry its terrain). One cover
  feature per side, woods before town before orchard. Devil's Den's sides are
  woods (boulders and trees of Houck's Ridge; AUTHORED). The sides of
  Pennsylvania College and the Peach Orchard are clear (text).
- a level difference of 1 is a "ridge" slope, 2 a "hill" slope, uphill toward
  the higher hex (text 2.2, 2.3), except the sides in ``NO_SLOPE``.
- creek hexsides from ``WATER``; where a road crosses one, the side also gets
  "bridge" (text 2.2: bridges and fords continue the road).
"""

from __future__ import annotations

from ...core.hexgrid import across, adjacent_pairs, side_of
from .grid import GRID, HEXES as GRID_HEXES, ROWS

# --------------------------------------------------------------------------
# Terrain codes
# --------------------------------------------------------------------------
CODES = {
    ".": "clear",
    "W": "woods",
    "o": "orchard",
    "T": "town",           # exactly G5 G6 H6 H7 I6 I7 (text 2.2)
    "m": "marsh",
    "D": "devils_den",     # S9 (text 2.2)
    "L": "lrt",            # Little Round Top R7 (text 2.2)
    "C": "college",        # Pennsylvania College G7: woods inside, clear sides, D2
    "P": "peach_orchard",  # Peach Orchard P10: orchard inside, clear sides, no D2
}

# --------------------------------------------------------------------------
# MAP: terrain code + ground level (0 base, 1 ridge, 2 hill) of every hex.
# Columns:   14 13 12 11 10  9  8  7  6  5  4  3  2  1   (west ... east)
# --------------------------------------------------------------------------
MAP = """
A   .0 .0 W0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0
B     .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 W0 .0
C   .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 W0
D     .0 .0 .0 .0 .0 .0 .1 .0 .0 .1 .0 .0 W0 .0
E   .0 .0 .1 .0 .0 .1 .2 .2 .0 .0 .0 .0 .0 .0
F     .0 .0 .1 .0 .1 W1 .1 .0 .0 .0 .0 .0 .0 .0
G   .0 .0 .1 .0 .1 .1 .1 C0 T0 T0 .0 .0 .0 .0
H     .0 .0 .1 .0 .1 .1 .0 T0 T0 .0 .0 .0 .0 .0
I   .0 .0 .1 .0 W1 .1 .0 T0 T0 .0 .0 .0 .2 .1
J     .0 .0 .0 .0 .1 W1 .0 .1 .2 .2 .1 W0 .1 .0
K   .0 .0 .0 .0 .0 W1 .0 .1 .0 .1 W2 W1 .0 .0
L     .0 .0 .0 .0 W1 o0 .0 .1 .0 .0 W2 W1 .0 .0
M   .0 .0 .0 .0 W1 .0 .0 .1 .0 .0 .0 .0 W1 W1
N     .0 .0 W0 .0 W1 .0 .0 .1 .0 .0 .0 W0 W1 W2
O   .0 .0 .0 W1 .1 .0 .0 .1 .0 .0 .1 .0 .0 W1
P     .0 .0 .0 W1 P1 W1 .0 .1 .0 .0 .0 .0 .0 .0
Q   .0 .0 .0 .1 .1 .0 W0 W0 .0 .0 .0 .0 W0 .0
R     .0 .0 .1 o0 W0 W1 m0 L2 .0 .0 .0 .0 .0 .0
S   .0 .0 W1 .0 .1 D1 W0 W1 .0 .0 .0 W0 .0 .0
T     .0 .0 W1 .0 .1 .0 W2 W1 .0 .0 .0 .0 .0 .0
U   .0 .0 .0 .0 .1 W1 W1 .0 .0 .0 W0 .0 .0 .0
V     .0 .0 .0 .0 W0 .0 .0 .0 .0 .0 .0 .0 .0 .0
W   .0 .0 .0 .0 .0 W0 .0 .0 .0 .0 .0 .0 .0 .0
"""
# What the MAP shows, north to south (AUTHORED from B.6 and period maps; the
# grid is about 470 m a hex and stretched in places, so shapes are schematic):
# - North of town (rows A-F): the open farm plain, level 0, with a few woodlots
#   (A12, B2, C1, D2). Blocher (Barlow's) Knoll D5 is a level-1 knoll (text
#   5.33 sidebar). Oak Hill E7 E8 is the dominating height north-west of town:
#   level 2 (a named hill; only Powers and Bushman Hill are called ridges by the
#   text), with its shoulders D8, E9 and Oak Ridge F8 G8 at level 1; Sheads'
#   Woods F9 on Oak Ridge.
# - West (columns 10-12): Herr Ridge E12-I12 (level 1); the Willoughby Run
#   bottom in column 11 (level 0); McPherson's Ridge F10-J10 (level 1) with
#   Herbst Woods I10 south of the pike; the railroad cut G9 through the ridge.
# - Seminary Ridge (level 1): H9 (Lutheran Seminary), I9, then wooded south of
#   the Fairfield Road: J9 K9, L10 (McMillan Woods), M10 (Spangler's Woods),
#   N10, O11 (Pitzer's Woods); Biesecker's Woods P11. West of it the Black Horse
#   Tavern country is open and level 0 (Longstreet's approach).
# - Town G5 G6 H6 H7 I6 I7 (level 0; text). Pennsylvania College G7 (level 0).
# - Cemetery Hill J6 and East Cemetery Hill J5: level 2 (a named hill). The
#   shoulder J7 and the saddle K5 (the pike between the hills) level 1;
#   Stevens' Knoll J4 level 1. Culp's Hill K4 L4: wooded level 2 (text 2.3:
#   a wooded hill is level 3), its wooded lower slopes K3 L3 J3 down to Rock
#   Creek. Benner's Hill I2: level 2 (a named hill, bare crest in wheat), its
#   spurs I1 J2 level 1.
# - Cemetery Ridge K7-P7 (level 1) with the Taneytown Road behind it in column 6
#   (level 0); it "dwindles into low timber before the Round Tops" (B.6): Q7 is
#   level-0 woods. The field of Pickett's Charge between the ridges (columns 8-9,
#   rows K-O) is level 0, with the Bliss farm orchard L9.
# - The Emmitsburg Road rises to the Peach Orchard P10 (level 1) and the Rose
#   farm ridge Q10 (level 1, the artillery hex of Diagram 1); Stony Hill P9
#   (wooded, level 1); the Wheatfield Q9 (level 0, a bowl); Trostle's Woods Q8;
#   Rose Woods R10 (level 0); Houck's Ridge R9 (wooded, level 1) ending in Devil's
#   Den S9 (level 1); the Plum Run bottom ("Valley of Death") R8 as marsh; the
#   gorge of Plum Run below Devil's Den S8 (wooded, level 0).
# - Little Round Top R7: level 2, cleared (text). Big Round Top T8: wooded level
#   2, its wooded slopes S7 (the saddle with Little Round Top), T7, U8, U9 level 1.
# - Diagram 1 (text 5.3): the Bushman farm orchard R11 at level 0, S11 level 0,
#   R12 level 1 clear, S12 T12 woods at level 1 (the wooded crest of Warfield
#   Ridge west of the road), S13 T13 level 0 behind them; Warfield Ridge S10 T10
#   and Bushman Hill U10 level 1 (text: Bushman Hill is a ridge in game terms).
# - East: Rock Creek between columns 4|3 (north) and 3|2 (south of the Hanover
#   Road); Wolf Hill N1 wooded level 2 with its wooded slopes M1 M2 N2 O1 at
#   level 1; McAllister's Woods N3; Powers Hill O4 level 1 (text: a ridge);
#   Spangler's Spring meadow M3 and McAllister's Mill O3 on the creek (level 0).

# --------------------------------------------------------------------------
# Names (English). Every hex of grid.PLACES and grid.TEXT that is a place, plus
# some woods and farms. AUTHORED.
# --------------------------------------------------------------------------
NAMES = {
    "G5": "Gettysburg", "G6": "Gettysburg", "H6": "Gettysburg (the Diamond)",
    "H7": "Gettysburg", "I6": "Gettysburg", "I7": "Gettysburg",
    "G7": "Pennsylvania College",
    "D5": "Blocher Knoll",
    "E7": "Oak Hill", "E8": "Oak Hill",
    "F8": "Oak Ridge", "G8": "Oak Ridge", "F9": "Sheads' Woods",
    "E12": "Herr Ridge", "F12": "Herr Ridge", "G12": "Herr Ridge", "H12": "Herr Ridge",
    "I12": "Herr Ridge",
    "F10": "McPherson's Ridge", "G10": "McPherson's Ridge", "H10": "McPherson's Ridge",
    "I10": "Herbst Woods", "J10": "McPherson's Ridge",
    "G9": "Railroad cut",
    "H9": "Lutheran Seminary (Seminary Ridge)", "I9": "Seminary Ridge", "J9": "Seminary Ridge",
    "K9": "Seminary Ridge", "L10": "McMillan Woods (Seminary Ridge)",
    "M10": "Spangler's Woods (Seminary Ridge)", "N10": "Seminary Ridge",
    "O11": "Pitzer's Woods", "P11": "Biesecker's Woods",
    "J6": "Cemetery Hill", "J5": "East Cemetery Hill", "J4": "Stevens' Knoll",
    "K4": "Culp's Hill", "L4": "Culp's Hill", "I2": "Benner's Hill",
    "K7": "Cemetery Ridge", "L7": "Ziegler's Grove (Cemetery Ridge)", "M7": "The Angle (Cemetery Ridge)",
    "N7": "Cemetery Ridge", "O7": "Cemetery Ridge", "P7": "Cemetery Ridge",
    "L9": "Bliss farm", "M8": "Codori farm", "P8": "Trostle farm", "Q8": "Trostle's Woods",
    "Q9": "The Wheatfield", "P9": "Stony Hill", "P10": "Peach Orchard", "Q10": "Rose farm",
    "R10": "Rose Woods", "R9": "Houck's Ridge", "R8": "Plum Run (Valley of Death)",
    "S10": "Warfield Ridge", "T10": "Warfield Ridge", "U10": "Bushman Hill", "R11": "Bushman farm",
    "S9": "Devil's Den", "R7": "Little Round Top", "T8": "Big Round Top",
    "O4": "Powers Hill", "M3": "Spangler's Spring", "O3": "McAllister's Mill", "N3": "McAllister's Woods",
    "N1": "Wolf Hill",
}

# --------------------------------------------------------------------------
# Victory hexes (text 9.11: large orange numbers; the list is lost). A
# location's value sits on ONE hex. TEXT: Gettysburg 2, Seminary Ridge 1,
# Benner's Hill 1 (the 9.1 example adds them to 4). The rest AUTHORED so that
# the Union fish-hook (Culp's Hill to Big Round Top, with Powers Hill behind it)
# is worth 12 to the CSA: holding it wins (10+) whatever the losses, the Day 1
# gains alone (4) do not (MAP_NOTES.md "Victory hexes").
# --------------------------------------------------------------------------
VP = {
    "H6": 2,   # Gettysburg, the town square (TEXT value)
    "H9": 1,   # Seminary Ridge, at the Lutheran Seminary (TEXT value)
    "I2": 1,   # Benner's Hill (TEXT value)
    "J6": 3,   # Cemetery Hill: the key of the Union line, its artillery platform
    "J5": 1,   # East Cemetery Hill (Early's 2 July attack)
    "L4": 2,   # Culp's Hill: the right of the fish-hook, over the Baltimore Pike
    "M7": 2,   # Cemetery Ridge at the Angle (Pickett's Charge)
    "R7": 2,   # Little Round Top
    "T8": 1,   # Big Round Top
    "O4": 1,   # Powers Hill: guards the Baltimore Pike, the Union supply line
}

# --------------------------------------------------------------------------
# Creeks. Each: (kind, bank A hexes, bank B hexes); the creek's hexsides are
# all sides between a hex of bank A and a hex of bank B.
# Rock Creek and Willoughby Run are rivers (+2): the rulebook's sidebar titled
# "Rivers" names exactly these two as larger obstacles than usually thought
# (Rock Creek six feet deep above McAllister's Dam; steep brushy banks), which
# is why creeks of that size are rated as rivers on the map. Others are streams.
# --------------------------------------------------------------------------
def _col(rows: str, col: int) -> list[str]:
    return [f"{r}{col}" for r in rows]


WATER = {
    "rock_creek": ("river",
                   # west bank: column 4 down to the Hanover Road, then column 3
                   _col("ABCDEFGH", 4) + _col("IJKLMNOPQRSTUVW", 3),
                   # east bank: column 3, then column 2 (Benner's Hill I2 and
                   # Wolf Hill's slopes are east of the creek)
                   _col("ABCDEFGH", 3) + _col("IJKLMNOPQRSTUVW", 2)),
    "willoughby_run": ("river",
                       # west bank (Herr Ridge side)
                       _col("DEFGHIJK", 11) + _col("LMNO", 12) + _col("PQRST", 13),
                       # east bank (McPherson's and Seminary Ridge side)
                       _col("DEFGHIJK", 10) + _col("LMNO", 11) + _col("PQRST", 12)),
    "plum_run": ("stream",
                 # west bank: the Emmitsburg Road side, Houck's Ridge, Devil's Den
                 ["N8", "O8", "P8", "Q8", "R9", "S9", "T9"],
                 # east bank: Cemetery Ridge, the Valley of Death, the Round Tops
                 ["N7", "O7", "P7", "Q7", "R8", "S8", "T8"]),
    "stevens_run": ("stream",
                    # north bank / south bank: along the north edge of the town
                    ["F7", "F6", "F5"], ["G6", "G5"]),
    "winebrenner_run": ("stream",
                        # from the town's east edge to Rock Creek, below East Cemetery Hill
                        ["H5", "H4"], ["I5", "I4", "I3"]),
    "marsh_creek": ("stream",
                    # the south-west corner: Marsh Creek skirts the west edge
                    _col("RSTUVW", 14), _col("RSTUVW", 13)),
}

# --------------------------------------------------------------------------
# Roads: id -> (class, name en, name es, hexes from the town outward).
# Main (1 MP): the ten public roads that radiate from Gettysburg, on which both
# armies marched and on which the text brings reinforcements (entry roads), plus
# the Littlestown road (a night entry road of II Corps, text 9.74). Secondary
# (2 MP): local roads and farm lanes. Rail (2 MP, text 2.2): the Gettysburg
# Railroad (built, east of the depot) and the unfinished railroad (west, with
# the cut at G9).
# --------------------------------------------------------------------------
ROAD_LIST = {
    "cashtown_pike": ("main", "Chambersburg (Cashtown) Pike", "Cashtown Pike (Chambersburg)",
                      # the Diamond, west past the Seminary, McPherson's and Herr
                      # Ridges; H14 is the CSA night-supply source (text 8.4)
                      ["H6", "H7", "H8", "H9", "H10", "H11", "H12", "H13", "H14"]),
    "mummasburg_rd": ("main", "Mummasburg Road", "Camino de Mummasburg",
                      # north-west past the College, over Oak Ridge, south of Oak Hill
                      ["H6", "G6", "G7", "F8", "F9", "E9", "D10", "C10", "B11", "A11"]),
    "carlisle_rd": ("main", "Carlisle Road", "Camino de Carlisle",
                    # due north, west of Blocher Knoll
                    ["H6", "G6", "F6", "E6", "D6", "C6", "B6", "A6"]),
    "harrisburg_rd": ("main", "Harrisburg (Heidlersburg) Road", "Camino de Harrisburg (Heidlersburg)",
                      # north-north-east, east of Blocher Knoll, bridge over Rock Creek at D4/C3
                      ["H6", "G5", "F5", "E4", "D4", "C3", "B3", "A2"]),
    "york_pike": ("main", "York Pike", "York Pike",
                  # east-north-east, bridge over Rock Creek at F4/F3
                  ["H6", "G5", "F5", "F4", "F3", "E2", "E1"]),
    "hanover_rd": ("main", "Hanover Road", "Camino de Hanover",
                   # due east, north of Benner's Hill, bridge at H4/H3
                   ["H6", "H5", "H4", "H3", "H2", "H1"]),
    "baltimore_pike": ("main", "Baltimore Pike", "Baltimore Pike",
                       # Baltimore Street, over Cemetery Hill J6, the saddle K5,
                       # south of Culp's Hill, bridge over Rock Creek at M3/M2, out
                       # at L1 (the text's "L10" is a misprint, MAP_NOTES.md)
                       ["H6", "I6", "J6", "K5", "L5", "M4", "M3", "M2", "L2", "L1"]),
    "littletown_rd": ("main", "Littlestown Road (\"Littletown\")", "Camino de Littletown (Littlestown)",
                      # leaves the pike at M4, east of Powers Hill, crosses Rock
                      # Creek at McAllister's Mill (O3/O2), out to the south-east
                      ["M4", "N4", "O3", "O2", "P2", "Q1"]),
    "taneytown_rd": ("main", "Taneytown Road", "Camino de Taneytown",
                     # from Cemetery Hill south behind Cemetery Ridge, east of the Round Tops
                     ["J6", "K6", "L6", "M6", "N6", "O6", "P6", "Q6", "R6", "S6", "T6", "U6", "V6", "W6"]),
    "emmitsburg_rd": ("main", "Emmitsburg Road", "Camino de Emmitsburg",
                      # south-west past the Codori farm and the Peach Orchard
                      ["I6", "I7", "J8", "K8", "L8", "M8", "N9", "O9", "P10", "Q10", "R11", "S11",
                       "T12", "U12", "V13", "W13"]),
    "fairfield_rd": ("main", "Fairfield (Hagerstown) Road", "Camino de Fairfield (Hagerstown)",
                     # west-south-west over Seminary Ridge, bridge over Willoughby Run at J11/J10
                     ["I7", "I8", "I9", "J10", "J11", "J12", "K12", "K13", "K14"]),
    "millerstown_rd": ("secondary", "Millerstown (Wheatfield) Road", "Camino de Millerstown (del Trigal)",
                       # from Willoughby Run past Pitzer's schoolhouse to the Peach
                       # Orchard, north of the Wheatfield, to the Taneytown Road
                       ["P14", "P13", "P12", "P11", "P10", "P9", "Q8", "Q7", "Q6"]),
    "black_horse_tavern_rd": ("secondary", "Black Horse Tavern Road", "Camino de Black Horse Tavern",
                              # Longstreet's approach: Fairfield Road south to the Millerstown Road
                              ["K13", "L13", "M13", "N13", "O13", "P13"]),
    "granite_schoolhouse_ln": ("secondary", "Granite Schoolhouse Lane", "Camino de Granite Schoolhouse",
                               # Powers Hill to the Taneytown Road behind Cemetery Ridge
                               ["N4", "N5", "N6"]),
    "gettysburg_rr": ("rail", "Gettysburg Railroad", "Ferrocarril de Gettysburg",
                      # built: from the depot east, between the York Pike and the Hanover Road
                      ["G6", "G5", "G4", "G3", "G2", "G1"]),
    "unfinished_rr": ("rail", "Unfinished railroad (the railroad cut)", "Ferrocarril inacabado (la trinchera)",
                      # the graded bed west past the College, through the cut G9, to Herr Ridge
                      ["G6", "G7", "G8", "G9", "G10", "G11", "G12"]),
}

# Entry roads (text 6.7) and the hex where each enters, at the end of its road.
ENTRY = {
    "cashtown_pike": "H14",     # TEXT (8.4)
    "mummasburg_rd": "A11",
    "carlisle_rd": "A6",
    "harrisburg_rd": "A2",
    "york_pike": "E1",
    "hanover_rd": "H1",
    "baltimore_pike": "L1",     # the text's L10, a misprint (MAP_NOTES.md)
    "littletown_rd": "Q1",
    "taneytown_rd": "W6",
    "emmitsburg_rd": "W13",
    "fairfield_rd": "K14",
}

# Text 2.2: entering Cemetery Hill by the Taneytown Road and leaving by the
# Baltimore Pike (or the reverse) costs +1 MP: hex -> (road, road, extra MP).
ROAD_SWITCH = {"J6": ("taneytown_rd", "baltimore_pike", 1)}

# Hexsides with a level difference but no slope: Blocher Knoll D5 (text 5.33
# sidebar: two of its hexsides are not ridge hexsides, and the knoll has no +1
# elevation through them). AUTHORED which two: the west and north-west sides,
# where the knoll runs out gently toward the Carlisle Road flats; the sides
# toward Rock Creek and the town are slopes.
NO_SLOPE = frozenset({"D5/D6", "C5/D5"})

# Hexsides whose cover terrain is forced clear (text 2.2 for the town note;
# the College and the Peach Orchard sides are handled by their terrain).
NOT_TOWN = frozenset({"I7/J7", "G7/H7"})

# --------------------------------------------------------------------------
# Built tables (do not edit below; edit the tables above)
# --------------------------------------------------------------------------
_COVER_OF = {"woods": "woods", "devils_den": "woods", "town": "town", "orchard": "orchard"}
_COVER_RANK = {"woods": 0, "town": 1, "orchard": 2}
_CLEAR_SIDED = {"college", "peach_orchard"}


def _parse_map() -> dict[str, dict]:
    hexes: dict[str, dict] = {}
    for line in MAP.strip().splitlines():
        row, *cells = line.split()
        if row not in ROWS or len(cells) != 14:
            raise ValueError(f"bad MAP line {line!r}")
        for cell, col in zip(cells, range(14, 0, -1)):
            code, level = cell[0], int(cell[1])
            hexes[f"{row}{col}"] = {"t": CODES[code], "e": level}
    return hexes


def _side(a: str, b: str) -> str:
    return side_of(GRID, a, b)


def _adjacent_pairs():
    return adjacent_pairs(GRID, GRID_HEXES)


def _build():
    hexes = _parse_map()
    for label, name in NAMES.items():
        hexes[label]["name"] = name
    for label, value in VP.items():
        hexes[label]["vp"] = value

    feats: dict[str, set] = {}

    def add(side: str, f: str) -> None:
        feats.setdefault(side, set()).add(f)

    road_sides: set[str] = set()
    for _id, (_cls, _en, _es, path) in ROAD_LIST.items():
        for a, b in zip(path, path[1:]):
            road_sides.add(_side(a, b))

    for a, b in _adjacent_pairs():
        side = f"{a}/{b}"
        ta, tb = hexes[a]["t"], hexes[b]["t"]
        # cover: the terrain of the hex on either side, unless clear-sided
        if ta not in _CLEAR_SIDED and tb not in _CLEAR_SIDED:
            covers = [_COVER_OF[t] for t in (ta, tb) if t in _COVER_OF]
            if side in NOT_TOWN:
                covers = [c for c in covers if c != "town"]
            if covers:
                add(side, min(covers, key=_COVER_RANK.__getitem__))
        # slopes
        ea, eb = hexes[a]["e"], hexes[b]["e"]
        if ea != eb and side not in NO_SLOPE:
            add(side, "ridge" if abs(ea - eb) == 1 else "hill")
    for _id, (kind, bank_a, bank_b) in WATER.items():
        for _a, _b, side in across(GRID, bank_a, bank_b):
            add(side, kind)
            if side in road_sides:
                add(side, "bridge")

    sides = {}
    for side in sorted(feats):
        entry: dict = {"f": sorted(feats[side])}
        if "ridge" in feats[side] or "hill" in feats[side]:
            a, b = side.split("/")
            entry["up"] = a if hexes[a]["e"] > hexes[b]["e"] else b
        sides[side] = entry
    return hexes, sides


HEXES, SIDES = _build()

ROADS = {rid: {"class": cls, "hexes": list(path), "name": {"en": en, "es": es}}
         for rid, (cls, en, es, path) in ROAD_LIST.items()}

VICTORY = dict(VP)
