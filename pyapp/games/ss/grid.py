"""Stonewall's Sword: the map's grid and its gazetteer (AUTHORED; MAP_NOTES.md).

The rulebook (seed 003) names hexes with four digits, ``CCRR``: "2218" is
column 22, row 18. Its map was a picture; the grid below is the one every
statement of the text fits (MAP_NOTES.md "The grid"):

- flat-topped hexes stacked in columns; the odd columns sit half a hex
  toward the higher row numbers (``HexGrid("flat", "odd")``, Red Blob's
  "odd-q"). Only this layout makes every adjacent pair of the examples
  adjacent (1618-1517, 1709-1610, 2110-2211, 3014/3113, ...) and puts the
  five hexes the line-of-sight example of 12.1a lists (1711 1812 1912 2013
  2113) exactly on the line from 1611 to 2214, at range 6.
- compass (text 15.4, 19.2, 22.1): hexes ending "00" are the East edge, those
  ending "17"/"18" the West edge; higher columns lie further South ("south of
  row 2900"). So a column is a line running east-west on the ground, and row
  numbers grow westward. Columns 10 (north edge) to 37 (south edge); even
  columns have rows 00-18, odd columns 00-17 (1618, 2218, 2618, 3418 are edge
  hexes; 1717 and 3717 too; 2217 is not).
- a hex is about 128 m across (text 3.1).

``TEXT`` lists every hex the rulebook names and what it says of it;
``PLACES`` is the gazetteer of the historical places the authored map is
built around (grid hexes, AUTHORED from data/SS_BOC_SOURCES.md A.6 and the
text's own anchors). ``mapdata`` holds the terrain; ``mapcheck`` checks both.
"""

from __future__ import annotations

from ...core.hexgrid import CCRR, Bounds, Hex, HexGrid

COLS = range(10, 38)          # 10 = north edge ... 37 = south edge
HEX_METRES = 128              # text 3.1: a hex is about 128 m side to side


def last_row(col: int) -> int:
    """The westernmost row of a column: 17 in odd columns, 18 in even ones."""
    return 17 if col % 2 else 18


GRID = HexGrid("flat", "odd", CCRR, bounds=Bounds(min(COLS), max(COLS), 0, 18),
               hexes=frozenset(Hex(c, r) for c in COLS for r in range(last_row(c) + 1)))
HEXES = tuple(GRID.label(h) for h in GRID.all_hexes())

# Map edges (text 13.9: any edge hex may be left for 1 MP; 15.4: retreat edges).
NORTH_EDGE = tuple(h for h in HEXES if GRID.parse(h).col == min(COLS))
SOUTH_EDGE = tuple(h for h in HEXES if GRID.parse(h).col == max(COLS))
EAST_EDGE = tuple(h for h in HEXES if GRID.parse(h).row == 0)                 # "xx00", Union side
WEST_EDGE = tuple(h for h in HEXES if GRID.parse(h).row == last_row(GRID.parse(h).col))  # "xx17"/"xx18"
EDGE = frozenset(NORTH_EDGE + SOUTH_EDGE + EAST_EDGE + WEST_EDGE)

# 19.2: the Confederate Rear Area, every West-edge hex from 1717 to 3717.
REAR_AREA = tuple(h for h in WEST_EDGE if 17 <= GRID.parse(h).col <= 37)


def compass(label: str) -> tuple[float, float]:
    """(metres east, metres south) of a hex centre from the grid origin (hex 0000)."""
    x, y = GRID.center(GRID.parse(label), 1.0)
    # flat hexes of size 1: columns 1.5 apart, rows sqrt(3) apart (= one hex across)
    scale = HEX_METRES / 3 ** 0.5
    return -y * scale, x * scale


def on_map(label: str) -> bool:
    return GRID.has_label(label)


# Every hex the rulebook names (digest 3.5) and what the text says of it. (The
# text also writes "2900" and "3000" for the lines of columns 29 and 30, 22.1
# rule 5; its other four-digit numbers are years and head counts.)
TEXT = {
    "1002": "scenario 2 set-up (27 IN, Gordon)",
    "1101": "scenario 2 set-up (3 WI (B) and Zouaves d'Afrique)",
    "1104": "scenario 2 set-up (3 WI (A), Crawford)",
    "1201": "scenario 2 set-up (2 MA)",
    "1204": "scenario 2 set-up (46 PA)",
    "1206": "scenario 1 set-up (27 IN)",
    "1300": "Cedar Run Church: East end of the Culpeper Road pike (3.2d), Confederate automatic "
            "victory (19.1), Ricketts' entry (20.2)",
    "1302": "Rough, the example of 3.2e",
    "1303": "scenario 2 set-up (28 NY)",
    "1305": "scenario 1 set-up (3 WI (B) and Zouaves d'Afrique)",
    "1311": "The Wheatfield Crossroads, Confederate VP 5 (19.1); scenario 1 set-up (3 WI (A))",
    "1314": "level 7, the example of 3.2a",
    "1315": "Brushy Field Spur, Union VP 2 a turn (19.2)",
    "1401": "Union cavalry set-up, both scenarios (1 PA)",
    "1403": "scenario 2 set-up (5 CT)",
    "1406": "scenario 1 set-up (2 MA)",
    "1411": "scenario 1 set-up (46 PA)",
    "1412": "level 8, the example of 3.2a",
    "1417": "scenario 1 set-up (4 VA and 2 VA, Ronald)",
    "1502": "scenario 2 set-up (10 ME)",
    "1510": "Woods with a road, reached from 1610 by road across a Steep Slope (13.5 example); "
            "scenario 1 set-up (28 NY)",
    "1514": "The Crossroads, a Trail hex (3.2d), Union VP 2 a turn (19.2)",
    "1516": "Woods, on the high side of a Steep Slope from 1517 (13.5 example)",
    "1517": "Woods (13.5 example); scenario 1 set-up (5 VA)",
    "1600": "scenario 2 set-up (29 OH)",
    "1606": "The Pike Intersection: a Pike hex (3.2d) on the Culpeper Road, start of Mitchell's Station Road, "
            "Confederate VP 10 (19.1); scenario 1 set-up (10 ME)",
    "1607": "Union artillery set-up (Knap)",
    "1610": "Woods with a road, connected by road to 1709 and 1510 (13.5 example); scenario 1 set-up (5 CT)",
    "1611": "level 7, the firing hex of the LOS example (12.1a)",
    "1613": "Clear: some woods drawn on it, less than half (3.2b)",
    "1614": "scenario 1 set-up (1 VA, Garnett)",
    "1617": "scenario 1 set-up (27 VA)",
    "1618": "start of the second movement example (13.5)",
    "1700": "scenario 2 set-up (5 OH)",
    "1703": "level 2, the example of 3.2a",
    "1705": "Union artillery set-up (McGilvery)",
    "1709": "The Culpeper Road Gap, a road hex connected to 1610 (13.5 example), Confederate VP 5 (19.1)",
    "1711": "on the LOS line 1611-2214 (12.1a); a level-6 firing hex in its second case",
    "1713": "scenario 1 set-up (42 VA)",
    "1717": "first hex of the Confederate Rear Area (19.2); scenario 1 set-up (33 VA)",
    "1801": "scenario 2 set-up (7 OH)",
    "1806": "Union artillery set-up (Best)",
    "1807": "scenario 1 set-up (29 OH)",
    "1808": "scenario 1 set-up (5 OH)",
    "1810": "level 4, the example of 3.2a",
    "1812": "on the LOS line 1611-2214 (12.1a)",
    "1813": "scenario 1 set-up (48 VA)",
    "1814": "scenario 1 set-up (21 VA)",
    "1815": "scenario 1 set-up (10 VA)",
    "1816": "scenario 2 set-up (48 VA)",
    "1900": "scenario 2 set-up (66 OH)",
    "1905": "Union artillery set-up (Reynolds)",
    "1906": "scenario 1 set-up (7 OH)",
    "1907": "scenario 1 set-up (66 OH)",
    "1912": "on the LOS line 1611-2214 (12.1a)",
    "1914": "The Gate, Union VP 4 a turn (19.2); Confederate artillery set-up (Carpenter, Caskie, Poague)",
    "1916": "scenario 2 set-up (1 VA and 21 VA)",
    "1917": "scenario 2 set-up (42 VA)",
    "2001": "scenario 2 set-up (111 PA)",
    "2005": "Union artillery set-up (Cothran)",
    "2008": "scenario 1 set-up (111 PA)",
    "2009": "set-up of 12 US in Skirmish Order, both scenarios",
    "2013": "on the LOS line 1611-2214 (12.1a)",
    "2014": "scenario 1 set-up (47 AL)",
    "2100": "scenario 2 set-up (3 MD)",
    "2107": "The Cornfield Bluff, Confederate VP 5 (19.1); scenario 1 set-up (3 MD)",
    "2109": "Clear: some cornfield drawn on it, less than half (3.2b); 1 MP in the 13.5 example",
    "2110": "1 MP in the 13.5 example; adjacent to 2211",
    "2113": "on the LOS line 1611-2214, level 6 (12.1a)",
    "2114": "Newman's Cabin, Union VP 4 a turn (19.2); scenario 1 set-up (23 VA and 37 VA)",
    "2116": "scenario 2 set-up (37 VA)",
    "2117": "scenario 2 set-up (47 AL)",
    "2201": "scenario 2 set-up (109 PA)",
    "2204": "Slope hexside 2204/2304, the example of 3.2f",
    "2205": "Union artillery set-up (Robinson)",
    "2206": "start of the first movement example (13.5)",
    "2207": "Cornfield (13.5 example); scenario 1 set-up (109 PA)",
    "2208": "Cornfield (13.5 example)",
    "2209": "Cornfield, up a Slope from 2208 (13.5 example); 8 US in Skirmish Order, both scenarios",
    "2211": "adjacent to 2110 (13.5 example)",
    "2214": "level 6, the target hex of the LOS example (12.1a); scenario 1 set-up (48 AL)",
    "2215": "scenario 1 set-up (14 GA)",
    "2216": "scenario 1 set-up (45 GA and 49 GA); scenario 2 (48 AL)",
    "2217": "scenario 2 set-up (10 VA and 23 VA); named by 20.3b as Field's West-edge entry on the "
            "Culpeper Road: a slip for 2218 (2217 is a pike hex but not an edge hex)",
    "2218": "West end of the Culpeper Road pike (3.2d), every Confederate reinforcement enters here (22); "
            "scenario 2 artillery set-up (Hardy, Pegram)",
    "2300": "scenario 2 set-up (102 NY)",
    "2304": "Union artillery set-up (Roemer); Slope hexside 2204/2304 (3.2f)",
    "2306": "scenario 1 set-up (102 NY)",
    "2312": "Confederate artillery set-up (Hardy, Pegram)",
    "2313": "set-up (13 VA, Early), both scenarios",
    "2315": "scenario 1 set-up (35 GA)",
    "2400": "East-edge road hex, Ricketts' delayed entry (20.2)",
    "2402": "scenario 2 set-up (78 NY and 1 DC, Greene)",
    "2404": "Robert Hudson House, Confederate VP 10 (19.1); scenario 1 set-up (Greene)",
    "2413": "set-up (25 VA), both scenarios",
    "2414": "set-up (31 VA), both scenarios",
    "2416": "level 5, the example of 3.2a",
    "2513": "The White Barn, Union VP 4 a turn (19.2); set-up (52 VA and 58 VA)",
    "2603": "Dry Creek hex, the example of 3.2c",
    "2612": "The Cedars, Union VP 3 a turn (19.2); Confederate artillery set-up (Brown, Dement (B)); "
            "Clear though trees are drawn on it (publisher's FAQ)",
    "2613": "set-up (12 GA), both scenarios",
    "2618": "West-edge road hex, Field's entry delayed one turn (20.3b)",
    "2811": "level 3, the example of 3.2a",
    "2902": "level 1, the example of 3.2a",
    "2903": "Running Stream hexside 2903/3003, the example of 3.2c",
    "2913": "The Crittenden House, Union VP 6 a turn (19.2); scenario 2 artillery set-up (d'Aquin, Dement (A))",
    "3003": "Running Stream hexside 2903/3003 (3.2c)",
    "3014": "Pond hexside 3014/3113, impassable (3.2c)",
    "3101": "Hudson's Mill, Confederate VP 5 (19.1)",
    "3105": "Clear with a road through it (3.2b)",
    "3113": "Pond hexside 3014/3113 (3.2c)",
    "3307": "scenario 2 set-up (15 AL, Trimble)",
    "3409": "scenario 2 artillery set-up (Latimer)",
    "3410": "level 6; Steep Slope hexside 3410/3510 (3.2a, 3.2g)",
    "3411": "scenario 2 set-up (5 LA, Forno)",
    "3412": "scenario 2 set-up (6 LA)",
    "3413": "scenario 2 set-up (7 LA)",
    "3414": "scenario 2 set-up (8 LA)",
    "3415": "scenario 2 set-up (14 LA)",
    "3418": "West-edge road hex, Field's entry delayed two turns (20.3b)",
    "3508": "scenario 2 artillery set-up (Terry)",
    "3510": "Steep Slope hexside 3410/3510 (3.2g); scenario 2 set-up (21 NC)",
    "3511": "level 9, the example of 3.2a",
    "3608": "Dr. Slaughter's House, Union VP 9 a turn (19.2)",
    "3610": "scenario 2 set-up (21 GA)",
    "3614": "level 10, the highest, the example of 3.2a",
    "3704": "South end of the Mitchell's Station Road pike (3.2d)",
    "3717": "last hex of the Confederate Rear Area (19.2)",
}

# The historical places the authored map is built around: name -> hexes. The
# text's own hexes (TEXT) anchor most of them; the rest is AUTHORED from
# data/SS_BOC_SOURCES.md A.6 at 128 m (140 yd) a hex (MAP_NOTES.md).
PLACES = {
    "Cedar Run Church": ("1300",),
    "The Wheatfield Crossroads": ("1311",),
    "Brushy Field Spur": ("1315",),
    "The Crossroads": ("1514",),
    "The Pike Intersection": ("1606",),
    "The Culpeper Road Gap": ("1709",),
    "The Gate (Crittenden Gate)": ("1914",),
    "The Cornfield Bluff": ("2107",),
    "Newman's Cabin": ("2114",),
    "Robert Hudson House": ("2404",),
    "The White Barn": ("2513",),
    "The Cedars": ("2612",),
    "The Crittenden House": ("2913",),
    "Hudson's Mill": ("3101",),
    "Dr. Slaughter's House": ("3608",),
    # Gordon's report: the wheat (stubble) field north of the road, about 600 yd
    # on the road, 800 yd deep, 400 yd on its brushy far side, between the timber
    # belt Crawford formed in and the woods Garnett held.
    "The Wheatfield": ("1211", "1212", "1312", "1313", "1412", "1413", "1511", "1512",
                       "1611", "1612", "1613", "1711", "1712"),
    "The Brushy Field": ("1113", "1114", "1213", "1214", "1314", "1315"),
    # the timber belt east of the wheatfield: a point on the road, widening north
    "The timber belt": ("1007", "1008", "1009", "1010", "1107", "1108", "1109",
                        "1208", "1209", "1210", "1309", "1409", "1410", "1509",
                        "1510", "1610", "1710"),
    # south of the road, in front of Early and Taliaferro (Augur's attack)
    "The Cornfield": ("2207", "2208", "2209", "2210", "2211", "2306", "2307", "2308", "2309",
                      "2310", "2311", "2407", "2408", "2409", "2410", "2411", "2506", "2507",
                      "2508", "2509", "2510", "2511", "2607", "2608", "2609", "2610", "2611"),
    # the Union gun line along the Mitchell's Station road (text set-up hexes)
    "The Union gun line": ("1607", "1705", "1806", "1905", "2005", "2205", "2304"),
    "Cedar Mountain": tuple(f"{c}{r:02d}" for c in range(33, 38) for r in range(6, last_row(c) + 1)),
    # 13.3: the summit carries no hex numbers and may never be entered (mapdata.SUMMIT)
    "Cedar Mountain summit": ("3611", "3612", "3613", "3710", "3711", "3712", "3713", "3714"),
    "The Slaughter shelf": ("3409", "3508", "3509", "3608"),
}


assert all(on_map(h) for h in TEXT), "a hex the text names is off the grid"
assert all(on_map(h) for hs in PLACES.values() for h in hs), "a gazetteer hex is off the grid"
