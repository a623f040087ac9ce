"""Badges of Courage: a validator for the authored map.

``problems()`` returns a list of sentences, empty when the map is sound:
every hex has terrain and level; the hexes the rulebook names have the role
the text gives them; places lie where they do on the ground (rows A north to
W south, columns 1 east to 14 west); roads are continuous and entry roads
reach their edge hexes; slopes agree with levels; hexside ids are well formed;
the artillery example (Diagram 1, text 5.3) holds.

Run: ``python3 -m pyapp.games.boc.mapcheck`` (prints the problems, exit 1 if any).
"""

from __future__ import annotations

from ...core.hexgrid import check_roads, check_sides
from .grid import GRID, HEXES as GRID_HEXES, PLACES, TEXT
from . import mapdata as M
from . import terrain as T

TERRAINS = {"clear", "woods", "orchard", "town", "marsh", "devils_den", "lrt", "college", "peach_orchard"}
FEATURES = {"woods", "orchard", "town", "stream", "river", "bridge", "ridge", "hill"}
ENTRY_IDS = {"cashtown_pike", "mummasburg_rd", "carlisle_rd", "harrisburg_rd", "york_pike", "hanover_rd",
             "baltimore_pike", "littletown_rd", "taneytown_rd", "emmitsburg_rd", "fairfield_rd"}
TOWN = {"G5", "G6", "H6", "H7", "I6", "I7"}


def _rc(label: str) -> tuple[int, int]:
    """(row, column): row 1 = A (north), column 1 = east edge."""
    h = GRID.parse(label)
    return h.row, h.col


def _row(label: str) -> int:
    return _rc(label)[0]


def _col(label: str) -> int:
    return _rc(label)[1]


def _on_edge(label: str) -> bool:
    r, c = _rc(label)
    return r in (1, len(M.ROWS)) or c in (1, 14)


def _mean(labels, f) -> float:
    return sum(f(x) for x in labels) / len(labels)


def _check_hexes(out: list[str]) -> None:
    if set(M.HEXES) != set(GRID_HEXES):
        out.append(f"HEXES covers {len(M.HEXES)} hexes, the grid has {len(GRID_HEXES)}")
    for h in GRID_HEXES:
        rec = M.HEXES.get(h)
        if rec is None:
            continue
        if rec.get("t") not in TERRAINS:
            out.append(f"{h}: terrain {rec.get('t')!r} unknown")
        if rec.get("e") not in (0, 1, 2):
            out.append(f"{h}: ground level {rec.get('e')!r} not 0..2")
        extra = set(rec) - {"t", "e", "name", "vp"}
        if extra:
            out.append(f"{h}: unknown keys {sorted(extra)}")
        if "vp" in rec and (not isinstance(rec["vp"], int) or rec["vp"] <= 0):
            out.append(f"{h}: vp {rec['vp']!r} must be a positive int")


def _check_text(out: list[str]) -> None:
    towns = {h for h in GRID_HEXES if M.HEXES[h]["t"] == "town"}
    if towns != TOWN:
        out.append(f"town hexes are {sorted(towns)}, the text gives {sorted(TOWN)} (2.2)")
    for h, t in (("S9", "devils_den"), ("R7", "lrt")):
        if M.HEXES[h]["t"] != t:
            out.append(f"{h} must be {t} (2.2)")
    for t, h in (("devils_den", "S9"), ("lrt", "R7"), ("college", "G7"), ("peach_orchard", "P10")):
        where = [x for x in GRID_HEXES if M.HEXES[x]["t"] == t]
        if where != [h]:
            out.append(f"terrain {t} must be exactly at {h}, found {where}")
    if M.ENTRY.get("cashtown_pike") != "H14":
        out.append("H14 must be the Cashtown Pike entry hex (8.4)")
    if M.ENTRY.get("baltimore_pike") != "L1":
        out.append("the Baltimore Pike must enter at L1 (the text's L10 is a misprint)")
    # Blocher Knoll: a level-1 knoll with two non-ridge hexsides (5.33 sidebar)
    knoll = "D5"
    if M.HEXES[knoll]["e"] != 1:
        out.append("Blocher Knoll D5 must be at level 1")
    ridge, flat = 0, 0
    for n in T.neighbours(knoll):
        f = T.features(knoll, n)
        if "ridge" in f and T.uphill(n, knoll) == 1:
            ridge += 1
        elif M.HEXES[n]["e"] < 1 and not ({"ridge", "hill"} & f):
            flat += 1
    if (ridge, flat) != (4, 2):
        out.append(f"Blocher Knoll D5 needs 4 ridge sides and 2 non-ridge sides, has {ridge} and {flat}")
    for h in TEXT:
        if h not in M.HEXES:
            out.append(f"named hex {h} missing")
    if M.VICTORY.get("H6") != 2 or sum(M.VICTORY.get(h, 0) for h in PLACES["Gettysburg"]) != 2:
        out.append("Gettysburg is worth 2 VP on one town hex (9.1)")
    sem = [h for h in PLACES["Seminary Ridge"] if M.VICTORY.get(h)]
    if [M.VICTORY[h] for h in sem] != [1]:
        out.append("Seminary Ridge is worth 1 VP on one hex (9.1)")
    if M.VICTORY.get("I2") != 1:
        out.append("Benner's Hill I2 is worth 1 VP (9.1)")
    for h, v in M.VICTORY.items():
        if M.HEXES.get(h, {}).get("vp") != v:
            out.append(f"VICTORY {h}={v} disagrees with HEXES")


def _check_places(out: list[str]) -> None:
    town_row = _mean(TOWN, _row)
    town_col = _mean(TOWN, _col)
    checks = [
        ("Blocher Knoll north of the town", _row("D5") < min(map(_row, TOWN))),
        ("Oak Hill north-west of the town", _row("E7") < town_row and _col("E8") > town_col),
        ("Little Round Top south of the town", _row("R7") > max(map(_row, TOWN))),
        ("Devil's Den south of the town", _row("S9") > max(map(_row, TOWN))),
        ("Devil's Den west of Little Round Top", _col("S9") > _col("R7")),
        ("Big Round Top south of Little Round Top", _row("T8") > _row("R7")),
        ("Cashtown Pike entry on the west edge", _col(M.ENTRY["cashtown_pike"]) == 14),
        ("Baltimore Pike entry south-east of the town",
         _col(M.ENTRY["baltimore_pike"]) == 1 and _row(M.ENTRY["baltimore_pike"]) > town_row),
        ("Cemetery Hill south of the town", _row("J6") > max(map(_row, TOWN))),
        ("Culp's Hill east of Cemetery Hill", _col("K4") < _col("J6") and _col("L4") < _col("J6")),
        ("Benner's Hill east of Culp's Hill", _col("I2") < _col("K4")),
        ("Seminary Ridge west of Cemetery Ridge",
         _mean(PLACES["Seminary Ridge"], _col) > _mean(PLACES["Cemetery Ridge"], _col)),
        ("McPherson's Ridge west of Seminary Ridge",
         _mean(PLACES["McPherson's Ridge"], _col) > _mean(PLACES["Lutheran Seminary"], _col)),
        ("Herr Ridge west of McPherson's Ridge",
         _mean(PLACES["Herr Ridge"], _col) > _mean(PLACES["McPherson's Ridge"], _col)),
        ("Peach Orchard west of Little Round Top", _col("P10") > _col("R7")),
        ("Carlisle Road leaves north", _row(M.ENTRY["carlisle_rd"]) == 1),
        ("Taneytown and Emmitsburg Roads leave south",
         _row(M.ENTRY["taneytown_rd"]) == len(M.ROWS) and _row(M.ENTRY["emmitsburg_rd"]) == len(M.ROWS)),
        ("York Pike and Hanover Road leave east",
         _col(M.ENTRY["york_pike"]) == 1 and _col(M.ENTRY["hanover_rd"]) == 1),
    ]
    for what, ok in checks:
        if not ok:
            out.append(f"placement: {what} fails")
    # the ground: the big hills are hills, the ridges ridges (text 2.2, 2.3, B.6)
    for h in ("R7", "T8", "K4", "L4", "J6"):
        if M.HEXES[h]["e"] != 2:
            out.append(f"{h} ({M.HEXES[h].get('name')}) must be a level-2 hill")
    for h in ("O4", "U10") + PLACES["Seminary Ridge"] + PLACES["Cemetery Ridge"] + PLACES["McPherson's Ridge"] \
            + PLACES["Herr Ridge"] + PLACES["Oak Ridge"]:
        if M.HEXES[h]["e"] != 1:
            out.append(f"{h} ({M.HEXES[h].get('name')}) must be a level-1 ridge")
    if T.sight_level("K4") != 3 or T.sight_level("L4") != 3:
        out.append("Culp's Hill must be level 3 (a wooded hill, text 2.3)")


def _check_sides(out: list[str]) -> None:
    out += check_sides(GRID, M.SIDES, FEATURES, ("ridge", "hill"))
    for side, rec in M.SIDES.items():
        f = set(rec.get("f", ()))
        if len(f & {"ridge", "hill"}) > 1:
            out.append(f"hexside {side}: both ridge and hill")
        if "bridge" in f and not f & {"stream", "river"}:
            out.append(f"hexside {side}: bridge over no water")
        if {"stream", "river"} <= f:
            out.append(f"hexside {side}: both stream and river")
        if len(f & {"woods", "orchard", "town"}) > 1:
            out.append(f"hexside {side}: more than one cover feature")
    # slopes agree with levels
    for a in GRID_HEXES:
        for b in T.neighbours(a):
            if a > b:
                continue
            side = f"{a}/{b}"
            ea, eb = M.HEXES[a]["e"], M.HEXES[b]["e"]
            rec = M.SIDES.get(side, {})
            f = set(rec.get("f", ()))
            want = {0: set(), 1: {"ridge"}, 2: {"hill"}}[abs(ea - eb)]
            if side in M.NO_SLOPE:
                if not (ea != eb and not f & {"ridge", "hill"}):
                    out.append(f"hexside {side}: listed without a slope but levels {ea}/{eb} or slope present")
                continue
            if f & {"ridge", "hill"} != want:
                out.append(f"hexside {side}: levels {ea}/{eb} want {sorted(want) or 'no slope'}, "
                           f"has {sorted(f & {'ridge', 'hill'}) or 'none'}")
            elif want and rec.get("up") != (a if ea > eb else b):
                out.append(f"hexside {side}: uphill hex is wrong")
            # cover follows the hexes (mapdata's rule)
            ta, tb = M.HEXES[a]["t"], M.HEXES[b]["t"]
            clear_sided = {"college", "peach_orchard"} & {ta, tb}
            if not clear_sided and ({"woods", "devils_den"} & {ta, tb}) and "woods" not in f:
                out.append(f"hexside {side}: side of a woods hex without woods")
            if clear_sided and f & {"woods", "orchard", "town"}:
                out.append(f"hexside {side}: the College and the Peach Orchard have clear hexsides (2.2)")
    for side in ("I7/J7", "G7/H7"):
        if "town" in M.SIDES.get(side, {}).get("f", ()):
            out.append(f"hexside {side} must not be a town hexside (2.2 map note)")
    for a in TOWN:
        for b in T.neighbours(a):
            side = "/".join(sorted((a, b)))
            clear = side in ("I7/J7", "G7/H7") or M.HEXES[b]["t"] == "college"
            if not clear and "town" not in M.SIDES.get(side, {}).get("f", ()):
                out.append(f"hexside {side}: side of a town hex without town")


def _check_roads(out: list[str]) -> None:
    out += check_roads(GRID, M.ROADS, M.HEXES, ("main", "secondary", "rail"))
    for rid, r in M.ROADS.items():
        hexes = r.get("hexes", [])
        for a, b in zip(hexes, hexes[1:]):
            if a in M.HEXES and b in M.HEXES and GRID.distance(GRID.parse(a), GRID.parse(b)) == 1:
                f = T.features(a, b)
                if f & {"stream", "river"} and "bridge" not in f:
                    out.append(f"road {rid}: crosses water at {a}/{b} without a bridge or ford")
    if set(M.ENTRY) != ENTRY_IDS:
        out.append(f"ENTRY ids {sorted(M.ENTRY)} differ from the required {sorted(ENTRY_IDS)}")
    for rid, h in M.ENTRY.items():
        r = M.ROADS.get(rid)
        if r is None:
            out.append(f"entry road {rid} is not in ROADS")
            continue
        if h not in (r["hexes"][0], r["hexes"][-1]):
            out.append(f"entry road {rid}: {h} is not an end of the road")
        if not _on_edge(h):
            out.append(f"entry road {rid}: {h} is not on the map edge")
    for side in M.SIDES:
        f = M.SIDES[side]["f"]
        if "bridge" in f:
            a, b = side.split("/")
            if T.road(a, b) is None:
                out.append(f"hexside {side}: bridge without a road")
    if M.ROADS["cashtown_pike"]["hexes"][-1] != "H14":
        out.append("the Cashtown Pike must end at H14")
    if "J6" not in M.ROADS["baltimore_pike"]["hexes"] or "J6" not in M.ROADS["taneytown_rd"]["hexes"]:
        out.append("the Taneytown Road and the Baltimore Pike must meet at Cemetery Hill J6 (2.2)")
    # the road net is one net: every road reaches the town square by roads
    adj: dict[str, set] = {}
    for r in M.ROADS.values():
        for a, b in zip(r["hexes"], r["hexes"][1:]):
            adj.setdefault(a, set()).add(b)
            adj.setdefault(b, set()).add(a)
    seen, todo = {"H6"}, ["H6"]
    while todo:
        for n in adj.get(todo.pop(), ()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    for rid, r in M.ROADS.items():
        if not set(r["hexes"]) & seen:
            out.append(f"road {rid} is not connected to the road net at the town square")


def _check_connected(out: list[str]) -> None:
    start = GRID_HEXES[0]
    seen, todo = {start}, [start]
    while todo:
        for n in T.neighbours(todo.pop()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    if len(seen) != len(GRID_HEXES):
        out.append(f"the map is not connected: {len(GRID_HEXES) - len(seen)} hexes unreachable")


DIAGRAM_1 = {"R11": True, "R12": True, "S11": True, "S12": True, "T12": True, "S13": False, "T13": False}


def _check_diagram(out: list[str]) -> None:
    firer, side = "Q10", 2          # fires through its hexside toward R11 (south-west)
    if T.ground(firer) != 1 or T.terrain(firer) != "clear":
        out.append("Diagram 1: Q10 must be a clear level-1 hex")
    if T.neighbour(firer, side) != "R11":
        out.append("Diagram 1: R11 must be across Q10's side 2")
    c = T.cone(firer, side)
    for t, want in DIAGRAM_1.items():
        if want and t not in c:
            out.append(f"Diagram 1: {t} must be in Q10's cone toward R11")
        if T.los(firer, t, side) != want:
            out.append(f"Diagram 1: LOS Q10->{t} should be {want}")
    for t in ("R12", "S12", "T12"):
        if T.ground(t) != T.ground(firer):
            out.append(f"Diagram 1: {t} must be at the firer's level")
    for t in ("S12", "T12"):
        if not T.d2(t):
            out.append(f"Diagram 1: {t} must be woods (D2)")
    for t in ("S11", "S13", "T13"):
        if T.ground(t) >= T.ground(firer):
            out.append(f"Diagram 1: {t} must be lower than Q10")
    if T.terrain("R11") != "orchard" or T.neighbour("S11", 5) != "R11":
        out.append("Diagram 1: the orchard north-east of S11 (R11) is missing")
    if not T.distance(firer, "R11") == 1:
        out.append("Diagram 1: R11 must be adjacent to Q10")


def problems() -> list[str]:
    out: list[str] = []
    _check_hexes(out)
    if out:
        return out
    _check_text(out)
    _check_places(out)
    _check_sides(out)
    _check_roads(out)
    _check_connected(out)
    _check_diagram(out)
    return out


if __name__ == "__main__":
    import sys
    found = problems()
    for p in found:
        print(p)
    print(f"{len(found)} problem(s)")
    sys.exit(1 if found else 0)
