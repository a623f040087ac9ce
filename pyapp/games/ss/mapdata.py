"""Stonewall's Sword: the authored map (terrain and level of every hex, hexside
features, roads, entry hexes). AUTHORED data; the reasons are in the comments
here and in MAP_NOTES.md.

The rulebook (seed 003) printed the map as a picture. The text gives the grid
(``grid.py``), ten example hexes for the ten levels, a handful of terrain
examples, the two pikes' end hexes, the hexes of its movement and
line-of-sight examples, the set-ups, the victory hexes and the entry hexes;
``mapcheck`` checks every one of them. Everything else is authored from the
historical geography (data/SS_BOC_SOURCES.md A.6, the Official Records reports
it cites, the battlefield markers) on that grid.

Everything a designer might revise is in the tables at the top of this file:

- ``MAP``: terrain code and level of every hex, drawn as the field looks: north
  up (column 10 first, column 37 last), west on the left (row 18 or 17 first,
  row 00 last). Odd columns sit half a hex further west, so their lines are
  indented by one more space.
- ``NAMES``: names of hexes (the text's places and the authored ones).
- ``WATER``: each running stream as the hexes of its two banks; its hexsides
  are the sides between a hex of one bank and a hex of the other.
- ``POND``: the impassable pond hexsides.
- ``GENTLE_ZONES``, ``BOTTOMLAND``: where a one-level change is gentle, without
  a Slope hexside (text 3.2f: very gentle rises matter for LOS only).
- ``ROAD_LIST``: each road as its hexes in order; consecutive hexes are
  connected (the road crosses their shared hexside, text 13.5).
- ``ENTRY``: the entry hexes the text names.

Built from those at import (do not edit, edit the tables): ``HEXES``,
``SIDES``, ``GENTLE``, ``ROADS``, ``ROAD_HEXES``, ``ROAD_SIDES``, ``SUMMIT``.

Hexside rules used to build ``SIDES`` (MAP_NOTES.md "Hexsides"):

- a level difference of 1 is a "slope" (text 3.2f), of 2 a "steep_slope"
  (3.2g), with ``up`` the higher hex; none where the levels are equal or the
  side is gentle (``GENTLE``). No two adjacent hexes differ by 3 or more.
- "stream" sides from ``WATER``, "pond" sides from ``POND``. A side's ``f``
  lists only terrains of the Terrain Effects Chart (slope, steep_slope, stream,
  pond). Where a road crosses a stream the side also records
  ``"crossing": "bridge"`` (pikes) or ``"ford"`` (trails): information only, the
  road carries on across it (13.5: road to connected road costs 1 MP whatever
  the hexside); off the road the stream counts as usual.
"""

from __future__ import annotations

from ...core.hexgrid import across, adjacent_pairs, side_of
from .grid import GRID, HEXES as GRID_HEXES, PLACES, last_row

# --------------------------------------------------------------------------
# Terrain codes (the vocabulary shared with the data: text 3.2, 13.3)
# --------------------------------------------------------------------------
CODES = {
    ".": "clear",
    "W": "woods",
    "c": "cornfield",
    "r": "rough",
    "d": "dry_creek",    # a dry creek bed drawn in the hex: no effect on play (3.2c)
    "S": "summit",       # Cedar Mountain's summit: no hex numbers, never entered (13.3)
}
LEVEL_CHARS = "123456789X"   # levels 1..10 (3.2a); X = 10

# --------------------------------------------------------------------------
# MAP: terrain code + level of every hex.
# Rows:   18 17 16 ... 01 00   (west ... east); odd columns start at row 17.
# --------------------------------------------------------------------------
MAP = """
10 W5 W4 W5 W6 .7 .7 .7 .7 W7 W5 W5 W5 .6 .6 .5 .4 .3 .2 .3
11  W4 W5 W6 .7 .7 .7 .7 .7 W6 W5 W5 .6 .6 .5 .4 r3 .2 .3
12 W5 W4 W5 W6 .7 .8 .8 .7 W7 W5 W5 .5 .6 .6 .5 .4 r3 .2 .3
13  W4 W6 .7 .7 .8 .8 .8 .7 W6 W5 .5 .6 .6 .5 .4 r3 .2 .3
14 W5 W5 W6 W7 W7 .8 .8 .7 W7 W6 d5 .5 .5 .6 .5 .4 .3 .2 .3
15  W5 W7 W7 W7 W7 .7 .7 W7 W6 d5 .5 .5 .6 .5 .4 .3 .2 .2
16 W5 W5 W6 W7 W7 .7 .7 .7 W5 .5 .5 .5 .6 .6 .4 .3 .3 .2 .2
17  W5 W6 W6 W6 W6 .6 .6 W5 .5 .5 .5 .5 .5 .4 .2 .2 .2 .2
18 W5 W5 W6 W6 W6 .6 .6 .5 .4 d4 .4 .5 .5 .5 .4 .3 .2 .2 .2
19  W5 W6 W6 .6 .6 .6 .5 .5 d4 .4 .5 .5 .5 .4 .3 .2 .2 .2
20 W5 W5 W6 .6 .6 .6 .6 .5 .5 .4 d4 .4 .5 .5 .4 .3 .2 .2 .2
21  W5 .5 .6 .6 .6 .6 .5 .5 .5 d4 .5 .5 .5 .4 .3 .2 .2 .2
22 .5 W5 W5 W6 .6 .6 .6 c5 c5 c5 c4 c4 .4 .5 .4 .3 .2 .2 .2
23  W5 W5 W6 .6 .6 .6 c5 c5 c5 c4 c4 c4 .5 .5 .4 .3 .2 .2
24 W5 W5 W5 W6 .6 .6 .6 c5 c5 c4 c4 c4 .5 .5 .5 .4 .3 .2 .2
25  W5 W5 W5 .6 .6 .6 c5 c4 c4 c3 c3 c4 .4 .4 .3 .2 .2 .2
26 .5 .5 .5 .5 .6 .6 .7 c6 c5 c4 c3 c3 .3 .4 d4 d3 .2 .2 .2
27  .5 .5 .5 .5 .5 .6 .5 d4 d3 .3 .3 .3 .3 .3 .2 .2 .2 .2
28 .5 .5 .5 .5 .5 .5 .4 d3 d3 .3 .3 .3 .3 .3 .3 .2 .2 .2 .2
29  .5 .5 .5 .5 .4 .4 .3 .3 .3 .3 .3 .3 .2 .2 .2 .1 .1 .1
30 .5 .5 .5 .5 .5 .4 .4 .4 .3 .3 .3 .3 .3 .3 .2 .2 .1 .1 .1
31  .6 .6 .5 .5 .5 .5 .4 .4 .4 .4 .4 .3 .3 .3 .2 .2 .1 .1
32 W6 W6 W6 .6 .5 .5 .5 .5 .5 .5 .4 .4 .4 .3 .3 .3 .2 .2 .1
33  W7 W6 W6 .6 .6 .6 .6 .6 .6 .5 .5 .4 .4 .4 .3 .3 .2 .2
34 W6 W7 W7 W7 W7 W7 W7 W7 .6 .6 .6 .5 .5 .4 .4 .3 .3 .2 .2
35  W7 r8 r8 W8 W9 W9 W9 W8 .8 .7 .6 .5 .5 .4 .4 .3 .3 .2
36 W7 W7 r8 W9 WX SX SX SX W9 W8 .7 .6 .5 .5 .4 .4 .3 .3 .2
37  W7 W8 r9 SX SX SX SX SX W9 W8 W7 .6 .5 .4 .4 .3 .3 .2
"""
# What the MAP shows (AUTHORED from A.6 and the text's anchors; a hex is 128 m,
# so a mile is about 12.5 hexes; the shapes are schematic):
# - East (rows 00-03): the low ground of Cedar Run, which flows just beyond the
#   East edge: level 2 (1703, TEXT) in the north, falling to level 1 (2902,
#   TEXT) where the run crosses the south-east corner past Hudson's Mill; rough
#   bluffs where the Culpeper Road comes down toward its bridge (1302, TEXT;
#   1102, 1202).
# - The Union ridge (rows 04-07): the Mitchell's Station Road runs along it
#   through every Union gun position of the set-ups (1705 1806 1905 2005 2205
#   2304), level 5, higher (6) north of the Pike Intersection where Gordon's
#   brigade stood; it falls to level 3 toward the south, where the mill branch
#   cuts through to Cedar Run.
# - The "Valley of Vengeance" in front of it: level 5 north of the road (the
#   bench below the timber), level 4 where the road crosses it (1810, TEXT) and
#   in the cornfield (2207 2208), level 3 further south (2811, TEXT). A dry
#   creek bed runs down it (no effect). The cornfield fills it south of the road
#   (cols 22-26); 2209 sits one slope above 2208 (13.5 example).
# - North of the road: the wheatfield on a plateau rising from level 6 near the
#   road (1711 1812, TEXT LOS example) to 7 (1611, TEXT) and 8 (1412, TEXT); the
#   timber belt on its steep eastern face (1610 level 5 below 1510 and 1611,
#   TEXT: Steep Slope 1610/1510), a point at the road widening northward; the
#   brushy field beyond its north end and the Brushy Field Spur (1315, level 7).
# - West of the wheatfield: the Confederate woods, with a ravine along rows
#   16-18 (1517 level 5 below 1516 level 7: TEXT Steep Slope), where Ronald's
#   brigade formed, and the woods lining the road to the West edge.
# - South of the road: the Crittenden Lane on a low ridge at level 6 (2113 2214,
#   TEXT) from the Gate to the Cedars (2612, a rise, level 7), down to the
#   Crittenden House (2913, level 4) at the foot of the mountain; woods west of
#   the lane (Thomas's brigade); open fields at level 5 further west (2416, TEXT).
# - The mill branch: from the Crittenden farm's low ground east to Cedar Run
#   (stream hexsides between columns 29 and 30, 2903/3003 TEXT); the Crittenden
#   pond at 3014/3113 (TEXT).
# - Cedar Mountain (cols 31-37): rising to level 6 at 3410 (TEXT), the cleared
#   Slaughter shelf (3409 3508 3608, levels 6-7) where Ewell's guns stood, the
#   steep face 3410/3510 (TEXT), level 9 at 3511 (TEXT), level 10 at 3614 (TEXT)
#   and the summit above it (cols 36-37, rows 10-14), wooded slopes and rough
#   broken ground on its south-west face.

# --------------------------------------------------------------------------
# Names (English) of hexes: every place of the text and some authored ones.
# --------------------------------------------------------------------------
NAMES = {
    "1300": "Cedar Run Church", "1311": "The Wheatfield Crossroads", "1315": "Brushy Field Spur",
    "1514": "The Crossroads", "1606": "The Pike Intersection", "1709": "The Culpeper Road Gap",
    "1914": "The Gate", "2107": "The Cornfield Bluff", "2114": "Newman's Cabin",
    "2404": "Robert Hudson House", "2513": "The White Barn", "2612": "The Cedars",
    "2913": "The Crittenden House", "3101": "Hudson's Mill", "3608": "Dr. Slaughter's House",
    "1412": "The Wheatfield", "1611": "The Wheatfield", "2208": "The Cornfield",
    "3409": "Slaughter shelf", "3508": "Slaughter shelf", "3614": "Cedar Mountain",
}

# --------------------------------------------------------------------------
# Running streams (3.2c): each (bank A hexes, bank B hexes); the stream's
# hexsides are all sides between a hex of A and a hex of B.
# --------------------------------------------------------------------------
WATER = {
    # Cedar Run, the Union's rear: it flows south just beyond the East edge
    # (the Culpeper Road crosses it east of Cedar Run Church 1300, A.6 "about a
    # mile in front of Jackson's line"; every Union set-up of scenario 2 stands
    # on this side of it), and crosses the map's south-east corner between rows
    # 00|01 past Hudson's Mill 3101. West bank / east bank.
    "cedar_run": ([f"{c}01" for c in range(29, 34)], [f"{c}00" for c in range(29, 34)]),
    # the mill branch: from the Crittenden farm's low ground (2811) east along
    # the foot of Cedar Mountain into Cedar Run by Hudson's Mill (2903/3003,
    # TEXT). North bank / south bank.
    "mill_branch": ([f"29{r:02d}" for r in range(1, 12)], [f"30{r:02d}" for r in range(1, 13)]),
}

# Pond hexsides (3.2c: impassable; the hexes still count as adjacent for all
# else): the Crittenden farm pond, 3014/3113 TEXT, 3013/3113 AUTHORED.
POND = frozenset({"3014/3113", "3013/3113"})

# 3.2f: some hexsides change level by one without a Slope hexside (very gentle
# rises: they matter for line of sight only). AUTHORED: a one-level change is
# gentle where both hexes lie in the same zone of broad, gradual ground below,
# and a Slope everywhere else (the ridges' faces, the plateau's edges, the
# ravine, the bluffs, the mountain). ``GENTLE`` is built from these.
BOTTOMLAND = 3      # the flat bottoms of Cedar Run and the mill branch: both hexes at level <= 3, neither rough
GENTLE_ZONES = {
    # the stubble and brush of the plateau north of the road (Crawford's attack)
    "the wheat and brushy fields": PLACES["The Wheatfield"] + PLACES["The Brushy Field"],
    # the floor of the Valley of Vengeance: corn and the dry creek bed, levels 3-4
    "the valley floor": ("1809", "1909", "2008", "2108", "2207", "2208", "2306", "2307", "2308", "2407",
                         "2408", "2409", "2506", "2507", "2508", "2509", "2510", "2607", "2608", "2609",
                         "2709", "2710", "2810", "2811"),
    # the farmland and woods west of the Crittenden Lane, levels 4-6
    "the western farmland": tuple(f"{c}{r:02d}" for c in range(22, 32) for r in range(13, last_row(c) + 1)),
}

# --------------------------------------------------------------------------
# Roads: id -> (class, name en, name es, hexes in order). "pike" (Peaje) or
# "trail" (Camino), text 3.2d. The two pikes are the text's; every trail is
# AUTHORED except where the text names its hexes (1514 trail; 1709-1610-1510;
# 2400, 2618 and 3418 road hexes on the edges; 3105 a road hex).
# --------------------------------------------------------------------------
ROAD_LIST = {
    "culpeper_rd": ("pike", "Culpeper Road", "Culpeper Road",
                    # TEXT 3.2d: 1300 to 2218, through the Pike Intersection 1606,
                    # the Culpeper Road Gap 1709 and the Gate 1914; one straight
                    # line on the grid (22 hexes, the distance between its ends).
                    # Over Cedar Run by a bridge at 1301/1402, down into the low
                    # ground at 1810, up to the Gate and through the woods west.
                    ["1300", "1301", "1402", "1403", "1503", "1504", "1605", "1606", "1607",
                     "1608", "1708", "1709", "1810", "1811", "1812", "1912", "1913", "1914",
                     "1915", "2016", "2116", "2217", "2218"]),
    "mitchells_station_rd": ("pike", "Mitchell's Station Road", "Mitchell's Station Road",
                             # TEXT 3.2d: 1606 to 3704; along the Union ridge through
                             # every Union gun of the set-ups ("cannons posted along
                             # Mitchell's Station Road", A.6), past the Robert Hudson
                             # House, over the mill branch (2905/3005), through 3105
                             # (TEXT: clear with a road), south along the mountain's
                             # east foot. A straight line on the grid, 21 hexes.
                             ["1606", "1705", "1806", "1905", "2005", "2105", "2205", "2304",
                              "2404", "2504", "2605", "2705", "2805", "2905", "3005", "3105",
                              "3205", "3305", "3405", "3504", "3604", "3704"]),
    "crittenden_ln": ("trail", "Crittenden Lane", "Camino de Crittenden",
                      # A.6: from the Gate south along the Confederate gun line
                      # (2312, the Cedars 2612) to the Crittenden House 2913
                      ["1914", "2014", "2113", "2213", "2312", "2412", "2512", "2612", "2712",
                       "2813", "2913"]),
    "cedars_ln": ("trail", "Cedars farm track", "Camino de los Cedros",
                  # West edge (2618, TEXT road hex) to the Cedars
                  ["2618", "2617", "2616", "2615", "2614", "2613", "2612"]),
    "mountain_rd": ("trail", "Slaughter Mountain road", "Camino del Monte Slaughter",
                    # West edge (3418, TEXT road hex) along the mountain's north
                    # shelf (A.6: "a road ran along its broken crest") past the
                    # Confederate guns (3409, 3508) to Dr. Slaughter's House and
                    # down to the Mitchell's Station Road
                    ["3418", "3417", "3416", "3415", "3414", "3413", "3412", "3411", "3410",
                     "3409", "3508", "3608", "3607", "3606", "3605", "3604"]),
    "hudson_ln": ("trail", "Hudson farm lane", "Camino de la granja Hudson",
                  # East edge (2400, TEXT road hex) across Cedar Run to the
                  # Robert Hudson House on the Mitchell's Station Road
                  ["2400", "2401", "2402", "2403", "2404"]),
    "mill_ln": ("trail", "Hudson's Mill lane", "Camino del molino de Hudson",
                ["3105", "3104", "3103", "3102", "3101"]),
    "wheatfield_ln": ("trail", "Wheatfield lane", "Camino del trigal",
                      # TEXT 13.5: 1709-1610-1510 by road, up the steep face of
                      # the plateau; on through the timber to the Wheatfield
                      # Crossroads 1311 and north to the map edge
                      ["1709", "1610", "1510", "1411", "1311", "1211", "1110", "1010"]),
    "brushy_field_ln": ("trail", "Brushy Field lane", "Camino del campo de maleza",
                        # from the Culpeper Road east of the Union ridge, over it
                        # and the bench, through the Wheatfield Crossroads 1311,
                        # along the brushy north side of the wheatfield to the
                        # Crossroads 1514 (TEXT trail hex) and the West edge
                        ["1403", "1303", "1304", "1305", "1306", "1307", "1308", "1309",
                         "1310", "1311", "1312", "1413", "1513", "1514", "1515", "1416",
                         "1417", "1418"]),
    "woods_rd": ("trail", "Woods road", "Camino del bosque",
                 # from the Gate due north along the woods' edge (Garnett's line)
                 # through the Crossroads 1514 to the North edge
                 ["1914", "1814", "1714", "1614", "1514", "1414", "1314", "1214", "1114",
                  "1014"]),
}

# Entry hexes the text names: hex -> (side, road, rule).
ENTRY = {
    "1300": ("usa", "culpeper_rd", "20.2"),     # Ricketts' brigades (optional rule 20.2)
    "2400": ("usa", "hudson_ln", "20.2"),       # Ricketts, delayed one turn
    "2218": ("csa", "culpeper_rd", "22"),       # every Confederate reinforcement; Field (20.3b,
                                                # printed "2217", a slip: 2217 is the pike hex inside)
    "2618": ("csa", "cedars_ln", "20.3"),       # Field, delayed one turn
    "3418": ("csa", "mountain_rd", "20.3"),     # Field, delayed two turns
}

# --------------------------------------------------------------------------
# Built tables (do not edit below; edit the tables above)
# --------------------------------------------------------------------------
BRIDGE_OF = {"pike": "bridge", "trail": "ford"}
_CLASS_RANK = {"pike": 0, "trail": 1}


def _parse_map() -> dict[str, dict]:
    hexes: dict[str, dict] = {}
    lines = MAP.strip("\n").splitlines()
    if len(lines) != len(range(10, 38)):
        raise ValueError(f"MAP has {len(lines)} lines, the grid has 28 columns")
    for line in lines:
        col, *cells = line.split()
        c = int(col)
        if len(cells) != last_row(c) + 1:
            raise ValueError(f"bad MAP line for column {c}: {len(cells)} cells")
        for cell, r in zip(cells, range(last_row(c), -1, -1)):
            if len(cell) != 2 or cell[0] not in CODES or cell[1] not in LEVEL_CHARS:
                raise ValueError(f"bad MAP cell {cell!r} at {c}{r:02d}")
            hexes[f"{c}{r:02d}"] = {"t": CODES[cell[0]], "e": LEVEL_CHARS.index(cell[1]) + 1}
    return hexes


def _side(a: str, b: str) -> str:
    return side_of(GRID, a, b)


def _adjacent_pairs():
    return adjacent_pairs(GRID, GRID_HEXES)


def _roads() -> tuple[dict, dict, dict]:
    roads = {rid: {"class": cls, "hexes": list(path), "name": {"en": en, "es": es}}
             for rid, (cls, en, es, path) in ROAD_LIST.items()}
    road_hexes: dict[str, str] = {}
    road_sides: dict[str, str] = {}
    for r in roads.values():
        cls = r["class"]
        for h in r["hexes"]:
            if h not in road_hexes or _CLASS_RANK[cls] < _CLASS_RANK[road_hexes[h]]:
                road_hexes[h] = cls
        for a, b in zip(r["hexes"], r["hexes"][1:]):
            side = _side(a, b)
            if side not in road_sides or _CLASS_RANK[cls] < _CLASS_RANK[road_sides[side]]:
                road_sides[side] = cls
    return roads, road_hexes, road_sides


def _gentle(hexes: dict[str, dict]) -> frozenset[str]:
    out = set()
    zones = [set(z) for z in GENTLE_ZONES.values()]
    for a, b in _adjacent_pairs():
        ea, eb = hexes[a]["e"], hexes[b]["e"]
        if abs(ea - eb) != 1:
            continue
        low = max(ea, eb) <= BOTTOMLAND and "rough" not in (hexes[a]["t"], hexes[b]["t"])
        if low or any(a in z and b in z for z in zones):
            out.add(f"{a}/{b}")
    return frozenset(out)


def _build():
    hexes = _parse_map()
    for label, name in NAMES.items():
        hexes[label]["name"] = name
    roads, road_hexes, road_sides = _roads()
    feats: dict[str, set] = {}

    def add(side: str, f: str) -> None:
        feats.setdefault(side, set()).add(f)

    gentle = _gentle(hexes)
    for a, b in _adjacent_pairs():
        side = f"{a}/{b}"
        diff = abs(hexes[a]["e"] - hexes[b]["e"])
        if diff == 1 and side not in gentle:
            add(side, "slope")
        elif diff >= 2:
            add(side, "steep_slope")
    crossing: dict[str, str] = {}
    for bank_a, bank_b in WATER.values():
        for _a, _b, side in across(GRID, bank_a, bank_b):
            add(side, "stream")
            if side in road_sides:
                crossing[side] = BRIDGE_OF[road_sides[side]]
    for side in POND:
        add(side, "pond")

    sides = {}
    for side in sorted(feats):
        entry: dict = {"f": sorted(feats[side])}
        if {"slope", "steep_slope"} & feats[side]:
            a, b = side.split("/")
            entry["up"] = a if hexes[a]["e"] > hexes[b]["e"] else b
        if side in crossing:
            entry["crossing"] = crossing[side]
        sides[side] = entry
    return hexes, sides, roads, road_hexes, road_sides, gentle


HEXES, SIDES, ROADS, ROAD_HEXES, ROAD_SIDES, GENTLE = _build()
SUMMIT = frozenset(h for h, rec in HEXES.items() if rec["t"] == "summit")
