"""The map as the rules read it: mapdata.py's grids and lists turned into
lookups (terrain, state, theatre of each hex; hexside features; rail lines;
places), answering movement.Ground.

Read once (``BOARD``); nothing here changes during a game.
"""

from __future__ import annotations

from functools import lru_cache

from . import mapdata, places

# mapdata's TERRAIN letters (upper case: a coastal hex) -> terrain.TERRAIN for land units
_TERRAIN = {"c": "clear", "f": "forest", "m": "mountain", "s": "swamp", "x": "unplayable",
            "~": "unplayable", "l": "unplayable"}
_THEATRE = {"E": "east", "W": "west", "T": "tm"}
_SIDE = {"water": "sea", "rail_cut": "pass", "prohibited": "impassable"}   # mapdata's words -> terrain.HEXSIDES
_FLAG = {"rail_bridge": "rail_bridge", "rail_ferry": "ferry"}


def _grid(text: str, width: int) -> dict[str, str]:
    out = {}
    for line in text.strip("\n").splitlines():
        row, cells = line[:2], line[3:]
        for i in range(0, len(cells), width):
            out[f"{row}{i // width + 1:02d}"] = cells[i:i + width]
    return out


class Board:
    """The map's lookups (movement.Ground, and what the other rules ask)."""

    def __init__(self) -> None:
        self.grid = places.GRID
        self.raw = _grid(mapdata.TERRAIN, 1)
        self.states = {h: s for h, s in _grid(mapdata.STATES, 2).items() if s != ".."}
        self.theatres = {h: _THEATRE[t] for h, t in _grid(mapdata.THEATRES, 1).items() if t in _THEATRE}
        self.sides: dict[str, dict] = {}
        self.rail_sides: set[str] = set()
        self.rail_1864: set[str] = set()
        self._read_sides()

    def _read_sides(self) -> None:
        for river, runs in mapdata.RIVERS.items():
            for kind, sides in runs:
                for side in sides.split():
                    self.sides[side] = {"kind": "navigable" if kind else "minor", "river": river,
                                        "type": kind}
        for feature, sides in mapdata.SIDES.items():
            for side in sides.split():
                record = self.sides.setdefault(side, {"kind": "plain"})
                if feature in _FLAG:                       # a rail crossing a river or open water (5.4.3-5.4.4)
                    record[_FLAG[feature]] = True
                    if feature == "rail_bridge":
                        record["bridged"] = True
                elif feature != "plain":
                    record["kind"] = _SIDE.get(feature, feature)
        for lines, target in ((mapdata.RAIL_1861, self.rail_sides), (mapdata.RAIL_1864, self.rail_1864)):
            for path in lines.values():
                hexes = path.split()
                target.update(self.side_id(a, b) for a, b in zip(hexes, hexes[1:]))
        self.roads = {self.side_id(a, b) for path in mapdata.ROADS.values()
                      for a, b in zip(path.split(), path.split()[1:])}
        for side in self.rail_sides | self.rail_1864:
            record = self.sides.setdefault(side, {"kind": "plain"})
            if record.get("kind") == "minor":
                record["bridged"] = True                   # 5.8.2: a railroad crossing bridges a minor river
            elif record.get("kind") == "mountain":
                record["kind"] = "pass"                    # 5.6: a rail cut, as a pass

    @staticmethod
    def side_id(a: str, b: str) -> str:
        return f"{a}/{b}" if a < b else f"{b}/{a}"

    # movement.Ground ----------------------------------------------------------------------------
    def neighbours(self, h: str) -> list[str]:
        return _neighbours(h)

    def terrain(self, h: str) -> str:
        return _TERRAIN[self.raw.get(h, "~").lower()]

    def side(self, a: str, b: str) -> dict:
        return self.sides.get(self.side_id(a, b), {"kind": "plain"})

    def rail(self, a: str, b: str) -> bool:
        side = self.side_id(a, b)
        return side in self.rail_sides or side in self.rail_1864

    def road(self, a: str, b: str) -> bool:
        """A road runs from ``a`` to ``b`` (roads exist only through swamps, 5.5)."""
        return self.side_id(a, b) in self.roads

    # Other reads --------------------------------------------------------------------------------
    def coastal(self, h: str) -> bool:
        return self.raw.get(h, "").isupper()

    def land(self, h: str) -> bool:
        return self.raw.get(h, "~").lower() not in ("~", "l")

    def state(self, h: str) -> str | None:
        return self.states.get(h)

    def theatre(self, h: str) -> str | None:
        return self.theatres.get(h)

    def new_line(self, a: str, b: str) -> bool:
        """A rail line that exists only from turn 14 (5.4.5)."""
        return self.side_id(a, b) in self.rail_1864 and self.side_id(a, b) not in self.rail_sides


@lru_cache(maxsize=None)
def _neighbours(h: str) -> list[str]:
    grid = places.GRID
    return [grid.label(n) for n in grid.neighbours(grid.parse(h)) if grid.contains(n)]


BOARD = Board()
