"""Badges of Courage: the authored data as the rules read it.

One adapter between the rules and the data modules a designer revises:
``mapdata``/``terrain`` (the map and the Terrain Effects Chart, MAP_NOTES.md),
``oob`` (the blocks, HQ ratings and seniority) and ``scenarios`` (set-ups and
schedules, DATA_NOTES.md). The rules import nothing else of them.

The time track (2.4, RULES_NOTES): day turns 8 AM to 8 PM, a Night turn
after 8 PM between days, none after Day 3. A state holds its turn as an
index ``t`` into ``TRACK``.
"""

from __future__ import annotations

import functools

from . import grid as G
from . import oob, scenarios
from . import terrain as T

HEXES = G.HEXES
BLOCKS: dict = oob.BLOCKS

# -- the time track ----------------------------------------------------------

DAY_HOURS = tuple(range(8, 21))
NIGHT = 0                                       # the hour of a Night turn
TRACK: tuple[tuple[int, int], ...] = tuple(
    [(1, h) for h in DAY_HOURS] + [(1, NIGHT)] + [(2, h) for h in DAY_HOURS] + [(2, NIGHT)]
    + [(3, h) for h in DAY_HOURS])
INDEX = {dh: i for i, dh in enumerate(TRACK)}


def is_night(t: int) -> bool:
    return TRACK[t][1] == NIGHT


def day_end(t: int) -> bool:
    """The last day turn of its day (8 PM): victory is scored after it (9.1)."""
    return TRACK[t][1] == DAY_HOURS[-1]


def clock(t: int, lang: str = "en") -> str:
    day, hour = TRACK[t]
    if hour == NIGHT:
        return f"Night after day {day}" if lang == "en" else f"Noche tras el día {day}"
    h12 = hour if hour <= 12 else hour - 12
    suffix = ("AM" if hour < 12 else "PM") if lang == "en" else ("" if lang == "es" else "")
    if lang == "es":
        return f"Día {day}, {hour}:00"
    return f"Day {day}, {h12} {suffix}"


# -- the map -------------------------------------------------------------------

def side_id(a: str, b: str) -> str:
    return "/".join(sorted((a, b)))


stacking = T.stacking
d2 = T.d2
move_cost = T.move_cost
terrain_cost = T.terrain_cost
fire_penalty = T.fire_penalty
melee_penalty = T.melee_penalty
cone = T.cone
cone_sides = T.cone_sides
los = T.los
vp = T.vp
hex_name = T.name


def entry_hex(road: str) -> str:
    return T.ENTRY[road] if hasattr(T, "ENTRY") else _mapdata_entry()[road]


def _mapdata_entry() -> dict:
    from . import mapdata
    return mapdata.ENTRY


def entries() -> dict:
    return dict(T.ENTRY) if hasattr(T, "ENTRY") else dict(_mapdata_entry())


def victory_hexes() -> dict:
    from . import mapdata
    return dict(mapdata.VICTORY)


EDGE = frozenset(h for h in HEXES if len([n for n in G.GRID.neighbours(G.GRID.parse(h))
                                           if G.GRID.contains(n)]) < 6)

adjacent_roads = scenarios.adjacent_roads     # 6.7, 10.0: the ring neighbours of an entry road


def road_name(road: str, lang: str = "en") -> str:
    from . import mapdata
    r = mapdata.ROADS.get(road)
    if r and isinstance(r.get("name"), dict):
        return r["name"].get(lang, r["name"]["en"])
    return road.replace("_", " ")


def road_entry_cost(road: str) -> int:
    """6.7: the map-edge hex is the first hex of the move, at the road's rate."""
    from . import mapdata
    r = mapdata.ROADS.get(road)
    return 1 if r is None or r.get("class") == "main" else 2


def road_path(start: str, goal: str) -> list[str]:
    """The shortest path from ``start`` to ``goal`` along road hexsides (any
    class), both ends included; [] when no road joins them (9.74)."""
    return list(_road_path(start, goal))


@functools.lru_cache(maxsize=None)
def _road_path(start: str, goal: str) -> tuple[str, ...]:
    """(The map's roads never change: each pair is searched once.)"""
    if start == goal:
        return (start,)
    prev = {start: None}
    frontier = [start]
    while frontier:
        nxt = []
        for a in frontier:
            for n in (G.GRID.label(x) for x in G.GRID.neighbours(G.GRID.parse(a)) if G.GRID.contains(x)):
                if n in prev or T.road(a, n) is None:
                    continue
                prev[n] = a
                if n == goal:
                    path = [n]
                    while prev[path[-1]] is not None:
                        path.append(prev[path[-1]])
                    return tuple(path[::-1])
                nxt.append(n)
        frontier = nxt
    return ()


def nearest_entry(hx: str, open_to=None) -> str | None:
    """2.4: the entry road nearest a hex (off-map blocks come back there);
    ``open_to(entry hex)``: only roads whose entry hex it accepts (Friendly or
    Neutral to the block's side); None when there is none."""
    best = None
    for road, e in sorted(entries().items()):
        if open_to is not None and not open_to(e):
            continue
        d = G.GRID.distance(G.GRID.parse(hx), G.GRID.parse(e))
        if best is None or d < best[0]:
            best = (d, road)
    return best[1] if best else None


# -- the armies --------------------------------------------------------------------

SCENARIOS: dict = scenarios.SCENARIOS


def turn_index(value) -> int:
    """A scenario's turn as an index into TRACK: (day, hour) with hour 8..20,
    or (day, "night") / (day, 0) / (day, 24) for the Night turn after day."""
    if isinstance(value, int):
        return value
    day, hour = value[0], value[1]
    if hour in ("night", "N", 0, 24, None):
        return INDEX[(int(day), NIGHT)]
    return INDEX[(int(day), int(hour))]


def _army_ids(side: str) -> list[str]:
    return [i for i, b in BLOCKS.items() if b["side"] == side]


def army(side: str) -> dict:
    return _ARMY[side]


def _build_army(side: str) -> dict:
    ids = _army_ids(side)
    ahq = next(i for i in ids if BLOCKS[i].get("hq") == "ahq")
    corps: dict[str, dict] = {}
    for cid, c in oob.FORMATIONS[side]["corps"].items():
        order = [d for d in c.get("dhq_order") or [] if d in BLOCKS]
        if c.get("senior_dhq") in BLOCKS and c["senior_dhq"] not in order:
            order.insert(0, c["senior_dhq"])
        corps[cid] = {"hq": c.get("hq"), "dhqs": order}
    seniority = [c for c in oob.SENIORITY.get(side, []) if c in BLOCKS]
    return {"ahq": ahq, "corps": corps, "seniority": seniority}


_ARMY = {s: _build_army(s) for s in ("usa", "csa")}


def corps_dhqs(side: str, corps: str) -> list[str]:
    """4.61: the DHQs of a corps in order of succession, the senior first."""
    c = _ARMY[side]["corps"].get(corps)
    return list(c["dhqs"]) if c else []


def _place(sc: str) -> dict[str, dict[str, list[str]]]:
    """9.2: each side's set-up, hex by hex, USA first: a listed hex is filled
    up to its stacking limit and the rest go to adjacent hexes with room."""
    setup = SCENARIOS[sc]["setup"]
    out: dict[str, dict[str, list[str]]] = {"usa": {}, "csa": {}}
    taken: dict[str, str] = {}
    for side in ("usa", "csa"):
        for i, spec in setup.items():
            if BLOCKS[i]["side"] != side:
                continue
            hx = spec[0]
            spots = [hx] + sorted(n for n in (G.GRID.label(x) for x in G.GRID.neighbours(G.GRID.parse(hx))
                                               if G.GRID.contains(x)))
            spots += [G.GRID.label(x) for x in G.GRID.within(G.GRID.parse(hx), 2)
                      if G.GRID.contains(x) and G.GRID.label(x) not in spots]
            for s in spots:
                if taken.get(s, side) != side or len(out[side].get(s, [])) >= stacking(s):
                    continue
                out[side].setdefault(s, []).append(i)
                taken[s] = side
                break
            else:
                raise ValueError(f"no room to set up {i} near {hx}")
    return out


def groups(sc: str, longstreet: bool = False) -> dict[str, list]:
    """Per side, the scenario's groups in handle order: ("at", hex, [ids]) for
    a set-up hex, ("due", t, road, [alts], [ids]) for reinforcements."""
    if (sc, longstreet) in _GROUPS:
        return _GROUPS[(sc, longstreet)]
    scen = SCENARIOS[sc]
    placed = _place(sc)
    out: dict[str, list] = {"usa": [], "csa": []}
    for side in ("usa", "csa"):
        for hx in sorted(placed[side], key=lambda s: (s[0], int(s[1:]))):
            out[side].append(("at", hx, sorted(placed[side][hx])))
    for side in ("usa", "csa"):
        gone = sorted(i for i in scen.get("fallen", []) if BLOCKS[i]["side"] == side)
        if gone:
            out[side].append(("gone", gone))
    option = scen.get("hancock_option") or {}
    placed_ids = {i for side in out for g in out[side] for i in g[-1]}
    scheduled = {i for r in list(scen.get("reinforcements", [])) + list(scen.get("night_reinforcements", []))
                 for i in r["blocks"]}
    if option.get("block") in BLOCKS and option["block"] not in placed_ids | scheduled:
        out["usa"].append(("spare", [option["block"]]))   # opt.hancock: off the map until sent
    sched = list(scen.get("reinforcements", [])) + list(scen.get("night_reinforcements", []))
    option = scen.get("longstreet_option") or {}
    if longstreet and option.get("reinforcements"):
        # the Longstreet option (Day 2 OOB sheet): its arrivals replace the historical ones
        gone = set(option.get("replaces", []))
        sched = [dict(r, blocks=[i for i in r["blocks"] if i not in gone]) for r in sched]
        sched = [r for r in sched if r["blocks"]] + list(option["reinforcements"])
    for r in sched:
        ids = [i for i in r["blocks"]]
        for side in ("usa", "csa"):
            mine = sorted(i for i in ids if BLOCKS[i]["side"] == side)
            if mine:
                out[side].append(("due", turn_index(r["turn"]), r["road"], list(r.get("alt", [])),
                                  r.get("move_limit") or "", mine))
    _GROUPS[(sc, longstreet)] = out
    return out


_GROUPS: dict = {}


def start_strength(sc: str, ident: str) -> int:
    spec = SCENARIOS[sc]["setup"].get(ident)
    if spec is not None and len(spec) > 1 and spec[1] is not None:
        return int(spec[1])
    return int(BLOCKS[ident]["steps"])
