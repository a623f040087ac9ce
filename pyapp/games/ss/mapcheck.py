"""Stonewall's Sword: a validator for the authored map.

``problems()`` returns a list of sentences, empty when the map is sound:

- every hex has a known terrain and a level 1-10; the summit is exactly the
  gazetteer's summit hexes;
- every hex the rulebook names has the terrain, level, hexside or road the
  text gives it, and its worked examples hold on the map: the three movement
  examples of 13.5 cost exactly what the text prints (with the costs the text
  itself states), and the line of sight of 12.1a runs through the five hexes
  it lists, at the levels it implies;
- the places lie where the text and the sources put them, relative to each
  other (compass, distances in hexes from the sources' yards);
- hexsides are well formed and slopes agree with the levels;
- every road is continuous, the two pikes run where the text says, the road
  net is one net, and the roads that leave the map end on edge hexes; the
  entry hexes sit on their edges;
- every hex that may be entered can be reached from every other.

Run: ``python3 -m pyapp.games.ss.mapcheck`` (prints the problems; exit 1 if
any) or ``python3 -m pyapp.games.ss.mapcheck show`` (the map as text).
"""

from __future__ import annotations

from ...core.hexgrid import check_roads, check_sides
from .grid import (EAST_EDGE, EDGE, GRID, HEX_METRES, HEXES as GRID_HEXES, PLACES, REAR_AREA, TEXT,
                   WEST_EDGE, compass, last_row)
from . import mapdata as M

TERRAINS = {"clear", "woods", "cornfield", "rough", "dry_creek", "summit"}
FEATURES = {"slope", "steep_slope", "stream", "pond"}      # Terrain Effects Chart hexside terrains
CROSSINGS = {"bridge", "ford"}
ROAD_CLASSES = {"pike", "trail"}

# 3.2a: one example hex for each level; 12.1a: the LOS example's levels.
TEXT_LEVELS = {"2902": 1, "1703": 2, "2811": 3, "1810": 4, "2416": 5, "3410": 6, "1314": 7,
               "1412": 8, "3511": 9, "3614": 10, "1611": 7, "2214": 6, "1711": 6, "2113": 6}
TEXT_TERRAIN = {
    "1302": "rough", "1613": "clear", "2109": "clear", "3105": "clear", "2603": "dry_creek",
    "2612": "clear", "1517": "woods", "1516": "woods", "1610": "woods", "1510": "woods",
    "2207": "cornfield", "2208": "cornfield", "2209": "cornfield",
}
# 12.1a: a Union gun in 1611 fires at 2214; a unit in any of these would only obstruct.
LOS_EXAMPLE = ("1611", ("1711", "1812", "1912", "2013", "2113"), "2214")

# Infantry movement costs the text itself states (13.5 examples, 3.2d): the only
# costs the examples below may use, so they hold whatever the chart says.
KNOWN_COST = {"clear": 1, "dry_creek": 1, "woods": 2, "cornfield": 2}
ROAD_COST = 1
SLOPE_UP, STEEP_UP = 1, 2
# 13.5: (path, cost of each step, how each step is paid): "terrain" (no road
# across that hexside), "road" (road to connected road), "jam" (a road hexside,
# but the stack there would pass 8 SP, so the terrain is paid: 6.1c, 13.5b).
MOVE_EXAMPLES = (
    (("2206", "2207", "2208", "2209", "2109", "2110"), (2, 2, 3, 1, 1), ("terrain",) * 5),   # 3 MD, 9 MP
    (("1618", "1517", "1516"), (2, 4), ("terrain", "terrain")),                             # 5 VA, 6 MP
    (("1709", "1610", "1510"), (2, 1), ("jam", "road")),                                    # 111 PA past 3 MD
)

# Set-up hexes of the artillery (22.1, 22.2): it may stand in Woods only on a
# road (6.1b) and fires from neither Woods nor Rough (9.4d): it fires from all of these.
ARTILLERY_SETUP = ("1607", "1705", "1806", "1905", "2005", "2205", "2304",
                   "1914", "2312", "2612", "2913", "3409", "3508", "2218")


def _level(h: str) -> int:
    return M.HEXES[h]["e"]


def _terrain(h: str) -> str:
    return M.HEXES[h]["t"]


def _summit() -> set[str]:
    return {h for h, rec in M.HEXES.items() if rec.get("t") == "summit"}


def _neighbours(h: str) -> list[str]:
    return [GRID.label(n) for n in GRID.neighbours(GRID.parse(h))]


def _features(a: str, b: str) -> set[str]:
    return set(M.SIDES.get(GRID.hexside(GRID.parse(a), GRID.parse(b)), {}).get("f", ()))


def _east(h: str) -> float:
    return compass(h)[0]


def _south(h: str) -> float:
    return compass(h)[1]


def _dist(a: str, b: str) -> int:
    return GRID.distance(GRID.parse(a), GRID.parse(b))


def _mean(labels, f) -> float:
    labels = list(labels)
    return sum(f(x) for x in labels) / len(labels)


def _extent(labels, f) -> float:
    """Centre-to-centre spread of some hexes along one compass axis, in metres."""
    values = [f(x) for x in labels]
    return max(values) - min(values)


def _check_hexes(out: list[str]) -> bool:
    """Checks every hex record; False when the table is too broken to check the rest."""
    if set(M.HEXES) != set(GRID_HEXES):
        out.append(f"HEXES covers {len(M.HEXES)} hexes, the grid has {len(GRID_HEXES)}")
        return False
    usable = True
    for h in GRID_HEXES:
        rec = M.HEXES[h]
        if rec.get("t") not in TERRAINS:
            out.append(f"{h}: terrain {rec.get('t')!r} unknown")
            usable = False
        if rec.get("e") not in range(1, 11):
            out.append(f"{h}: level {rec.get('e')!r} not 1..10 (3.2a: ten levels)")
            usable = False
        extra = set(rec) - {"t", "e", "name"}
        if extra:
            out.append(f"{h}: unknown keys {sorted(extra)}")
    summit = _summit()
    if M.SUMMIT != summit:
        out.append("mapdata.SUMMIT disagrees with the summit hexes of HEXES")
    if summit != set(PLACES["Cedar Mountain summit"]):
        out.append(f"summit hexes {sorted(summit)} differ from the gazetteer's")
    for h in summit:
        if _level(h) != 10:
            out.append(f"{h}: the summit stands at level 10 (above 3614, the highest numbered hex)")
        if h in TEXT:
            out.append(f"{h}: the text numbers this hex, so it cannot be summit (13.3)")
    return usable


def _check_text(out: list[str]) -> None:
    for h, want in TEXT_LEVELS.items():
        if _level(h) != want:
            out.append(f"{h} must be at level {want} (3.2a, 12.1a), is {_level(h)}")
    for h in ("1812", "1912", "2013"):
        if _level(h) > 6:
            out.append(f"{h} lies between 1711 and 2214 (both level 6) and must not be higher (12.1a)")
    for h, want in TEXT_TERRAIN.items():
        if _terrain(h) != want:
            out.append(f"{h} must be {want} (3.2, 13.5), is {_terrain(h)}")
    # the gazetteer's fields and woods are what the map draws
    corn = {h for h in GRID_HEXES if _terrain(h) == "cornfield"}
    if corn != set(PLACES["The Cornfield"]):
        out.append(f"the cornfield hexes differ from the gazetteer's: {sorted(corn ^ set(PLACES['The Cornfield']))}")
    for place, want in (("The Wheatfield", "clear"), ("The Brushy Field", "clear"),
                        ("The Slaughter shelf", "clear"), ("The timber belt", "woods")):
        wrong = [h for h in PLACES[place] if _terrain(h) != want]
        if wrong:
            out.append(f"{place}: {wrong} should be {want}")
    for h in TEXT:
        if _terrain(h) == "summit":
            out.append(f"{h} is named by the text, so it can be entered: not summit")
    # the LOS example
    firer, between, target = LOS_EXAMPLE
    steps = GRID.line_steps(GRID.parse(firer), GRID.parse(target))
    if tuple(GRID.label(s[0]) for s in steps[1:-1]) != between or any(len(s) != 1 for s in steps):
        out.append(f"the line {firer}-{target} must pass exactly through {between} (12.1a)")
    for h in (firer, target) + between:
        if _terrain(h) in ("woods", "cornfield"):
            out.append(f"{h}: the LOS {firer}-{target} is clear, so no woods or cornfield on it (12.1a)")
    # hexsides the text gives
    for side, feat, up in (("2903/3003", "stream", None), ("3014/3113", "pond", None),
                           ("2204/2304", "slope", None), ("3410/3510", "steep_slope", "3510")):
        rec = M.SIDES.get(side, {})
        if feat not in rec.get("f", ()):
            out.append(f"hexside {side} must be {feat} (3.2c, 3.2f, 3.2g)")
        if up and rec.get("up") != up:
            out.append(f"hexside {side}: {up} must be the high side (3410 is level 6)")
    # roads the text gives
    cul, mit = M.ROADS.get("culpeper_rd"), M.ROADS.get("mitchells_station_rd")
    if not cul or cul["class"] != "pike" or (cul["hexes"][0], cul["hexes"][-1]) != ("1300", "2218"):
        out.append("the Culpeper Road is a pike from 1300 to 2218 (3.2d)")
    elif not {"1606", "1709", "1914"} <= set(cul["hexes"]):
        out.append("the Culpeper Road must pass the Pike Intersection 1606, the Gap 1709 and the Gate 1914")
    if not mit or mit["class"] != "pike" or (mit["hexes"][0], mit["hexes"][-1]) != ("1606", "3704"):
        out.append("the Mitchell's Station Road is a pike from 1606 to 3704 (3.2d)")
    elif "3105" not in mit["hexes"]:
        out.append("3105 is a clear hex with a road through it (3.2b)")
    pikes = sorted(r for r, v in M.ROADS.items() if v["class"] == "pike")
    if pikes != ["culpeper_rd", "mitchells_station_rd"]:
        out.append(f"the text has exactly two pikes (3.2d), the map has {pikes}")
    if M.ROAD_HEXES.get("1514") != "trail":
        out.append("1514 is the text's example of a Trail hex (3.2d)")
    if M.ROAD_HEXES.get("1606") != "pike":
        out.append("1606 is the text's example of a Pike hex (3.2d)")
    if M.ROAD_HEXES.get("2217") != "pike":
        out.append("2217 (20.3b's Culpeper Road hex for Field) must be a pike hex next to 2218")
    for h in ("2400", "2618", "3418", "3105", "1709", "1610", "1510"):
        if h not in M.ROAD_HEXES:
            out.append(f"{h} is a road hex (3.2b, 13.5, 20.2, 20.3)")
    for h in ARTILLERY_SETUP:
        t = _terrain(h)
        if t in ("woods", "rough"):
            out.append(f"{h}: artillery sets up here and may fire, so not {t} (6.1b, 9.4d)")
    _check_examples(out)


def _step_cost(a: str, b: str, how: str) -> tuple[int | None, str]:
    """(cost, '') for a step the text's own costs price, else (None, why)."""
    side = GRID.hexside(GRID.parse(a), GRID.parse(b))
    if how in ("road", "jam") and side not in M.ROAD_SIDES:
        return None, f"{a}-{b} is not a road-connected hexside"
    if how == "road":
        return ROAD_COST, ""
    if how == "terrain" and side in M.ROAD_SIDES:
        return None, f"{a}-{b} is road-connected, the example pays the terrain"
    t = _terrain(b)
    if t not in KNOWN_COST:
        return None, f"{b} is {t}, a cost the text does not state"
    f = _features(a, b)
    if f & {"stream", "pond"}:
        return None, f"{a}/{b} has {sorted(f & {'stream', 'pond'})}"
    up = M.SIDES.get(side, {}).get("up")
    cost = KNOWN_COST[t]
    if "steep_slope" in f:
        if up != b:
            return None, f"{a}/{b} is a steep slope downhill, a cost the text does not state"
        cost += STEEP_UP
    elif "slope" in f:
        if up != b:
            return None, f"{a}/{b} is a slope downhill, whose cost the text leaves unclear (3.2f)"
        cost += SLOPE_UP
    return cost, ""


def _check_examples(out: list[str]) -> None:
    for path, costs, hows in MOVE_EXAMPLES:
        for (a, b), want, how in zip(zip(path, path[1:]), costs, hows):
            if _dist(a, b) != 1:
                out.append(f"13.5 example: {a} and {b} must be adjacent")
                continue
            got, why = _step_cost(a, b, how)
            if got is None:
                out.append(f"13.5 example {'-'.join(path)}: {why}")
            elif got != want:
                out.append(f"13.5 example: {a}->{b} costs {got} MP on this map, the text says {want}")
    if "steep_slope" not in _features("1610", "1510"):
        out.append("13.5 example: the road 1610-1510 crosses a Steep Slope")
    if _dist("2110", "2211") != 1:
        out.append("13.5 example: 2211 is adjacent to 2110")


def _check_places(out: list[str]) -> None:
    gate = "1914"
    guns_usa = PLACES["The Union gun line"]
    guns_csa = ("1914", "2312", "2612")
    cul = M.ROADS["culpeper_rd"]["hexes"]
    east_road = cul[:cul.index(gate) + 1]
    wheat = PLACES["The Wheatfield"]
    corn = PLACES["The Cornfield"]
    lane = M.ROADS["crittenden_ln"]["hexes"]
    summit = _summit() or set(PLACES["Cedar Mountain summit"])
    gun_range = _mean(((a, b) for a in guns_usa for b in guns_csa), lambda p: _dist(*p))
    checks = [
        ("Cedar Run Church 1300 on the East edge", "1300" in EAST_EDGE),
        ("the Culpeper Road's west end 2218 on the West edge", "2218" in WEST_EDGE),
        ("the Union gun line east of the Gate", all(_east(g) > _east(gate) for g in guns_usa)),
        ("the two gun lines about 1,400 yd (10 hexes) apart (A.6, Best): mean 7-11 hexes",
         7 <= gun_range <= 11),
        ("Cedar Run Church, by the run's bridge beyond the East edge, about a mile or more (12-18 hexes)"
         " from the Gate (A.6)", 12 <= _dist(gate, "1300") <= 18),
        ("no road crosses a stream inside the map but the Mitchell's Station Road's bridge "
         "over the mill branch", [s for s in M.ROAD_SIDES if "stream" in M.SIDES.get(s, {}).get("f", ())]
         == ["2905/3005"]),
        ("the wheatfield north of the road", all(_south(h) < max(_south(r) for r in east_road
                                                                  if abs(_east(r) - _east(h)) < 200)
                                                 for h in wheat)),
        ("the wheatfield east of the Gate", all(_east(h) > _east(gate) for h in wheat)),
        ("the wheatfield about 800 yd (730 m) deep and 400-600 yd (370-550 m) wide (Gordon)",
         600 <= _extent(wheat, _south) + 111 <= 900 and 370 <= _extent(wheat, _east) + HEX_METRES <= 640),
        ("the cornfield south of the road", all(_south(h) > max(map(_south, east_road)) for h in corn)),
        ("the cornfield between the Union ridge and the Crittenden Lane",
         all(_east(h) < max(_east(g) for g in guns_usa) and _east(h) > min(map(_east, lane)) for h in corn)),
        ("the Crittenden Lane runs south from the Gate to the Crittenden House",
         lane[0] == gate and lane[-1] == "2913" and all(_south(b) >= _south(a) for a, b in zip(lane, lane[1:]))),
        ("the Cedars 2612 on the lane near its southern end", "2612" in lane[len(lane) // 2:]),
        ("the Crittenden House at the foot of Cedar Mountain",
         _level("2913") < _level("3410") and _south("2913") < _south("3410")),
        ("Cedar Mountain south of the battlefield", min(map(_south, summit)) > _south("2913")),
        ("Dr. Slaughter's House on the mountain's shelf by the guns (3409, 3508)",
         _level("3608") >= 6 and _dist("3608", "3508") <= 2 and _dist("3608", "3409") <= 2),
        ("the summit next to 3614, the highest numbered hex", any(n in summit for n in _neighbours("3614"))),
        ("every Union gun of the set-ups on the Mitchell's Station Road (A.6)",
         set(guns_usa) - {"1607"} <= set(M.ROADS["mitchells_station_rd"]["hexes"])),
        ("Hudson's Mill 3101 on Cedar Run", any("stream" in _features("3101", n) for n in _neighbours("3101"))),
        ("Jackson's line from the woods to the shelf, a mile or more (12-22 hexes)",
         12 <= _dist("1614", "3409") <= 22),
        ("the Wheatfield Crossroads at the wheatfield's north-east corner",
         _dist("1311", "1312") == 1 and _east("1311") >= max(map(_east, wheat)) - 200),
    ]
    for what, ok in checks:
        if not ok:
            out.append(f"placement: {what} fails")


def _check_sides(out: list[str]) -> None:
    out += check_sides(GRID, M.SIDES, FEATURES, ("slope", "steep_slope"))
    for side, rec in M.SIDES.items():
        f = set(rec.get("f", ()))
        extra = set(rec) - {"f", "up", "crossing"}
        if extra:
            out.append(f"hexside {side}: unknown keys {sorted(extra)}")
        if "crossing" in rec:
            if rec["crossing"] not in CROSSINGS:
                out.append(f"hexside {side}: crossing {rec['crossing']!r} is not a bridge or ford")
            if "stream" not in f:
                out.append(f"hexside {side}: bridge or ford over no stream")
            if side not in M.ROAD_SIDES:
                out.append(f"hexside {side}: bridge or ford without a road across it")
        if {"stream", "pond"} <= f:
            out.append(f"hexside {side}: both stream and pond")
    for side in M.ROAD_SIDES:
        f = M.SIDES.get(side, {}).get("f", ())
        if "pond" in f:
            out.append(f"hexside {side}: a road cannot cross a pond (impassable, 3.2c)")
        if "stream" in f and "crossing" not in M.SIDES[side]:
            out.append(f"hexside {side}: a road crosses a stream without a bridge or ford")
    for side in M.GENTLE:
        a, b = side.split("/")
        if abs(_level(a) - _level(b)) != 1:
            out.append(f"hexside {side}: listed as a gentle rise but the levels differ by {abs(_level(a) - _level(b))}")
    # slopes agree with levels (3.2f, 3.2g)
    summit = _summit()
    for a in GRID_HEXES:
        for b in _neighbours(a):
            if a > b:
                continue
            side = f"{a}/{b}"
            ea, eb = _level(a), _level(b)
            diff = abs(ea - eb)
            rec = M.SIDES.get(side, {})
            got = set(rec.get("f", ())) & {"slope", "steep_slope"}
            if diff > 2 and not {a, b} & summit:
                out.append(f"hexside {side}: levels {ea}/{eb} differ by {diff}; a hexside rises at most two (3.2g)")
                continue
            want = set() if diff == 0 or side in M.GENTLE else {"slope"} if diff == 1 else {"steep_slope"}
            if got != want:
                out.append(f"hexside {side}: levels {ea}/{eb} want {sorted(want) or 'no slope'}, "
                           f"has {sorted(got) or 'none'}")
            elif want and rec.get("up") != (a if ea > eb else b):
                out.append(f"hexside {side}: the uphill hex is wrong")


def _check_roads(out: list[str]) -> None:
    out += check_roads(GRID, M.ROADS, M.HEXES, ROAD_CLASSES)     # pike or trail (3.2d)
    for rid, r in M.ROADS.items():
        for h in r.get("hexes", []):
            if h in M.HEXES and _terrain(h) == "summit":
                out.append(f"road {rid}: {h} is on the summit (13.3)")
    for rid in ("culpeper_rd", "mitchells_station_rd"):
        hexes = M.ROADS[rid]["hexes"]
        if len(hexes) - 1 != _dist(hexes[0], hexes[-1]):
            out.append(f"road {rid}: {len(hexes) - 1} hexes long, its ends are {_dist(hexes[0], hexes[-1])} apart"
                       " (a pike runs straight)")
    # one net: every road shares a hex with the roads already reached from the Culpeper Road
    reached, todo = {"culpeper_rd"}, ["culpeper_rd"]
    while todo:
        here = set(M.ROADS[todo.pop()]["hexes"])
        for rid, r in M.ROADS.items():
            if rid not in reached and here & set(r["hexes"]):
                reached.add(rid)
                todo.append(rid)
    for rid in sorted(set(M.ROADS) - reached):
        out.append(f"road {rid} does not join the road net")
    # road ends: on an edge, on another road, or at a named place
    on_roads: dict[str, int] = {}
    for r in M.ROADS.values():
        for h in r["hexes"]:
            on_roads[h] = on_roads.get(h, 0) + 1
    for rid, r in M.ROADS.items():
        for end in (r["hexes"][0], r["hexes"][-1]):
            if end not in EDGE and on_roads[end] < 2 and "name" not in M.HEXES[end]:
                out.append(f"road {rid} ends at {end}, which is no edge, junction or named place")
    for h, (side, rid, rule) in M.ENTRY.items():
        edge = EAST_EDGE if side == "usa" else WEST_EDGE
        if h not in edge:
            out.append(f"entry hex {h} ({rule}) is not on the {'East' if side == 'usa' else 'West'} edge")
        road = M.ROADS.get(rid)
        if road is None or h not in (road["hexes"][0], road["hexes"][-1]):
            out.append(f"entry hex {h} must end the road {rid}")
    if set(M.ENTRY) != {"1300", "2400", "2218", "2618", "3418"}:
        out.append(f"entry hexes {sorted(M.ENTRY)} differ from the text's 1300 2400 2218 2618 3418")


def _check_edges(out: list[str]) -> None:
    if REAR_AREA[0] != "1717" or REAR_AREA[-1] != "3717" or len(REAR_AREA) != 21:
        out.append(f"the Confederate Rear Area must run 1717..3717 along the West edge (19.2), got {REAR_AREA}")
    for h in WEST_EDGE:
        p = GRID.parse(h)
        if p.row != last_row(p.col):
            out.append(f"{h}: West-edge hexes end in 17 or 18 (15.4)")
    if "2217" in EDGE:
        out.append("2217 must not be an edge hex (2218 is)")
    if not any(GRID.parse(h).col == 29 for h in GRID_HEXES):
        out.append("the map needs its row 29xx (22.2 special rule 2)")


def _check_connected(out: list[str]) -> None:
    summit = _summit()
    open_hexes = [h for h in GRID_HEXES if h not in summit]
    start = open_hexes[0]
    seen, todo = {start}, [start]
    while todo:
        a = todo.pop()
        for b in _neighbours(a):
            if b in seen or b in summit or "pond" in _features(a, b):
                continue
            seen.add(b)
            todo.append(b)
    if len(seen) != len(open_hexes):
        lost = sorted(set(open_hexes) - seen)
        out.append(f"the map is not connected: {len(lost)} hexes unreachable, e.g. {lost[:5]}")


def problems() -> list[str]:
    out: list[str] = []
    if not _check_hexes(out):
        return out
    _check_text(out)
    _check_places(out)
    _check_sides(out)
    _check_roads(out)
    _check_edges(out)
    _check_connected(out)
    return out


_SHOW_CODE = {v: k for k, v in M.CODES.items()}
_ROAD_CODE = {"clear": None, "woods": "w", "cornfield": "C", "rough": "R", "dry_creek": "D"}


def show() -> str:
    """The map as text, north up, west on the left: a terrain code and the level
    (X = 10) for each hex. Codes: . clear, W woods, c cornfield, r rough, d dry
    creek, S summit; on a road: P clear pike hex, t clear trail hex, w woods,
    C cornfield, R rough, D dry creek."""
    lines = ["    " + " ".join(f"{r:02d}" for r in range(18, -1, -1))]
    for c in range(10, 38):
        cells = []
        for r in range(last_row(c), -1, -1):
            h = f"{c}{r:02d}"
            t = _terrain(h)
            code = _SHOW_CODE[t]
            road = M.ROAD_HEXES.get(h)
            if road:
                code = _ROAD_CODE[t] or ("P" if road == "pike" else "t")
            cells.append(code + M.LEVEL_CHARS[_level(h) - 1])
        lines.append(f"{c}{'  ' if c % 2 else ' '} " + " ".join(cells))
    return "\n".join(lines)


if __name__ == "__main__":
    import sys
    if sys.argv[1:] == ["show"]:
        print(show())
        sys.exit(0)
    found = problems()
    for p in found:
        print(p)
    print(f"{len(found)} problem(s)")
    sys.exit(1 if found else 0)
