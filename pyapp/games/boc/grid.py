"""Badges of Courage: the map's grid and its gazetteer (AUTHORED; MAP_NOTES.md).

The rulebook names hexes with a letter and a number ("I6"); its tables and
map were images. The grid below is the one every hex the text names fits:

- pointy-topped hexes in rows; a row is a letter, A (north) to W (south); a
  column is a number, 1 (east edge) to 14 (west edge). Rows with odd index
  (A, C, E, ...) sit half a hex toward the higher column numbers ("odd"
  rows shifted, ``pyapp.core.hexgrid``). Only this choice puts the
  artillery example's hex R11 next to Q10 and T12 at range 3 (§5.3 Diagram 1).
- numbers grow westward (the Cashtown Pike enters at H14, on the west edge,
  Devil's Den S9 lies west of Little Round Top R7), so the table draws the
  columns right to left: north up, east right, as on any map of the field.
- a hex is about 400 m (§2.1); fitted to the named hexes the grid runs about
  3 degrees off true north.

``PLACES`` is the gazetteer the map, the set-ups and the tests share: every
hex the rulebook names (``TEXT``) and the historical places the authored map
and orders of battle are built around (from the coordinates in
data/SS_BOC_SOURCES.md B.6, through the fit in MAP_NOTES.md).
"""

from __future__ import annotations

from ...core.hexgrid import Bounds, HexGrid, LabelFormat

ROWS = "ABCDEFGHIJKLMNOPQRSTUVW"
COLS = range(1, 15)
GRID = HexGrid("pointy", "odd", LabelFormat("row", 0, letters=True),
               bounds=Bounds(min(COLS), max(COLS), 1, len(ROWS)))
HEXES = tuple(sorted((GRID.label(h) for h in GRID.all_hexes()), key=lambda s: (s[0], int(s[1:]))))

# Hexes the rulebook itself names (digest §3.4), with where the text puts them.
TEXT = {
    "I6": "Gettysburg (town) §2.1", "I7": "Gettysburg (town) §2.1", "H6": "Gettysburg (town) §2.1",
    "H7": "Gettysburg (town) §2.1", "G5": "Gettysburg (town) §2.1", "G6": "Gettysburg (town) §2.1",
    "S9": "Devil's Den §2.1", "R7": "Little Round Top §2.1", "D5": "Blocher Knoll §5.33",
    "H14": "Cashtown Pike entry hex, CSA night supply source §8.4",
    "L10": "named by §8.4 as the Baltimore Pike hex: a misprint (MAP_NOTES.md); on this grid it is on Seminary Ridge",
    "Q10": "artillery firing hex of Diagram 1 §5.3",
    "R11": "Diagram 1 target: adjacent, short range", "R12": "Diagram 1 target: same level, clear LOS",
    "S12": "Diagram 1 target: same level, in woods (D2)", "T12": "Diagram 1 target: same level, in woods (D2)",
    "S11": "Diagram 1 target: lower level, LOS past an orchard to its north-east",
    "S13": "Diagram 1: cannot be targeted from Q10", "T13": "Diagram 1: cannot be targeted from Q10",
}

# The historical places the authored map is built around: name -> hexes.
PLACES = {
    "Gettysburg": ("G5", "G6", "H6", "H7", "I6", "I7"),
    "Pennsylvania College": ("G7",),
    "Blocher Knoll": ("D5",),
    "Oak Hill": ("E7", "E8"),
    "Oak Ridge": ("F8", "G8"),
    "McPherson's Ridge": ("G10", "H10", "I10"),
    "Herr Ridge": ("F12", "G12", "H12"),
    "Seminary Ridge": ("H9", "I9", "J9", "K9", "L10", "M10", "N10", "O11"),
    "Lutheran Seminary": ("H9",),
    "Railroad cut": ("G9",),
    "Cemetery Hill": ("J6",),
    "East Cemetery Hill": ("J5",),
    "Culp's Hill": ("K4", "L4"),
    "Stevens' Knoll": ("J4",),
    "Benner's Hill": ("I2",),
    "Cemetery Ridge": ("K7", "L7", "M7", "N7", "O7", "P7"),
    "The Angle": ("M7",),
    "Ziegler's Grove": ("L7",),
    "Codori farm": ("M8",),
    "Trostle farm": ("P8",),
    "The Wheatfield": ("Q9",),
    "Peach Orchard": ("P10",),
    "Pitzer's Woods": ("O11",),
    "Houck's Ridge": ("R9",),
    "Rose farm": ("Q10",),
    "Warfield Ridge": ("S10", "T10"),
    "Bushman farm": ("R11",),
    "Devil's Den": ("S9",),
    "Little Round Top": ("R7",),
    "Big Round Top": ("T8",),
    "Powers Hill": ("O4",),
    "Spangler's Spring": ("M3",),
    "McAllister's Mill": ("O3",),
    "Wolf Hill": ("N1",),
    "Baltimore Pike entry": ("L1",),
    "Cashtown Pike entry": ("H14",),
}


def on_map(label: str) -> bool:
    return GRID.has_label(label)


assert all(on_map(h) for h in TEXT), "a hex the text names is off the grid"
assert all(on_map(h) for hs in PLACES.values() for h in hs), "a gazetteer hex is off the grid"
