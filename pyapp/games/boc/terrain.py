"""Badges of Courage: the Terrain Effects Chart and the terrain questions the
rules ask, as pure functions over hex labels ("I6").

The chart itself was printed on the rulebook's last page and is lost; ``TEC``
holds the values the text gives (TEXT), those worked out from its examples
(DERIVED) and the rest (AUTHORED), each row saying which is which and why
(MAP_NOTES.md "Terrain Effects Chart").

Conventions the rules engine relies on:

- Movement is paid per hexside crossed (text 2.2, 6.3): 2 MP plus the extras of
  the hexside's features; ridge (+1) and hill (+3) only uphill; +3 for
  *entering* a marsh hex (marsh is hex terrain; the text gives it with the
  hexside costs). Along a road the road rate replaces all of it (main 1,
  secondary and railroad 2); bridges and fords are part of their road.
  Artillery ("art") and horse artillery ("hart") pay double off roads (RULES_NOTES 3.24).
- Woods, orchard and town hexsides are the sides of woods, orchard and town
  hexes (Devil's Den's sides count as woods); Pennsylvania College and the Peach
  Orchard have clear sides (text). See ``mapdata``.
- ``TEC`` prints fire and melee modifiers as the chart would (-1); the functions
  ``fire_penalty`` and ``melee_penalty`` return the AMOUNT TO SUBTRACT (0 or
  more): a B2 firing across a woods hexside has 2 - fire_penalty = 1, floored
  at 0 (text 5.22).
- Slope modifiers apply only uphill: firing or attacking into the higher hex.
- Combat never uses roads: a bridged river is still a river for fire and melee.
"""

from __future__ import annotations

from .grid import GRID, HEXES as _ALL
from .mapdata import ENTRY, HEXES, NO_SLOPE, ROAD_SWITCH, ROADS, SIDES, VICTORY  # noqa: F401

# --------------------------------------------------------------------------
# Terrain Effects Chart
# move: extra MP for crossing (hexside features) or entering (marsh), or the
#       road rate for roads; stack: stacking limit of the hex terrain;
# fire / melee: modifier to firepower (round 1 of melee, attacker only);
# los: blocks line of sight (hex terrain counting +1 level) ; d2: double defence.
# --------------------------------------------------------------------------
TEC = {
    "clear": {"move": 0, "stack": 4, "fire": 0, "melee": 0, "los": False, "d2": False,
              "src": "TEXT: 2 MP a hexside, stacking 4 (2.2)"},
    "woods": {"move": 1, "stack": 3, "fire": -1, "melee": -1, "los": True, "d2": True,
              "src": "TEXT: +1 MP, stacking 3, D2 in the hex (2.2, 5.24), fire -1 across (5.22), "
                     "blocks LOS and +1 level (2.3, 5.33); DERIVED: melee -1 (7.3 example: "
                     "woods + ridge = -2)"},
    "orchard": {"move": 1, "stack": 3, "fire": -1, "melee": -1, "los": True, "d2": False,
                "src": "TEXT: treated as woods except no D2 (2.2), +1 level (2.3)"},
    "town": {"move": 1, "stack": 3, "fire": -1, "melee": 0, "los": True, "d2": False,
             "src": "TEXT: +1 MP, stacking 3 (2.2), +1 level and blocks LOS (2.3, 5.33); "
                    "AUTHORED: fire -1 (buildings shelter from fire, as woods); melee 0 (the "
                    "text's Gettysburg sidebar: neither side fought house to house)"},
    "marsh": {"move": 3, "stack": 2, "fire": 0, "melee": -1, "los": False, "d2": False,
              "src": "TEXT: +3 MP, stacking 2 (2.2), does not block LOS (5.33); AUTHORED: the "
                     "+3 is charged for entering the marsh hex; fire 0 (no cover); melee -1 "
                     "for attacking into it (footing)"},
    "devils_den": {"move": 0, "stack": 2, "fire": 0, "melee": 0, "los": True, "d2": True,
                   "src": "TEXT: stacking 2, D2, movement by its hexsides (2.2); AUTHORED: its "
                          "hexsides are woods (boulders and trees), it blocks LOS and counts +1 "
                          "level like woods"},
    "lrt": {"move": 0, "stack": 2, "fire": 0, "melee": 0, "los": False, "d2": False,
            "src": "TEXT: Little Round Top, clear (recently logged), stacking 2, movement by its "
                   "hexsides (2.2); AUTHORED: no +1 level (no trees)"},
    "college": {"move": 0, "stack": 3, "fire": 0, "melee": 0, "los": True, "d2": True,
                "src": "TEXT: Pennsylvania College, clear hexsides round inner woods that give D2, "
                       "blocks LOS (2.2 sidebar); AUTHORED: stacking 3 and +1 level as woods"},
    "peach_orchard": {"move": 0, "stack": 3, "fire": 0, "melee": 0, "los": True, "d2": False,
                      "src": "TEXT: Peach Orchard, clear hexsides round an inner orchard, no D2, "
                             "blocks LOS (2.2 sidebar); AUTHORED: stacking 3 and +1 level as an orchard"},
    "stream": {"move": 1, "stack": None, "fire": 0, "melee": -1, "los": False, "d2": None,
               "src": "TEXT: +1 MP (2.2), no LOS block (5.33); AUTHORED: fire 0 (a brook gives "
                      "no cover at 400 m), melee -1 (crossing water disorders a charge)"},
    "river": {"move": 2, "stack": None, "fire": -1, "melee": -2, "los": False, "d2": None,
              "src": "TEXT: +2 MP (2.2), no LOS block (5.33); DERIVED: fire -1 (5.22 example "
                     "woods + river = -2); AUTHORED: melee -2 (steep brushy banks, 'Rivers' sidebar)"},
    "bridge": {"move": None, "stack": None, "fire": 0, "melee": 0, "los": False, "d2": None,
               "src": "TEXT: bridges and fords are treated alike and continue their road (2.2, "
                      "6.4 sidebar); AUTHORED: combat still counts the stream or river (roads "
                      "never count in combat, 2.2, 7.3)"},
    "ridge": {"move": 1, "stack": None, "fire": 0, "melee": -1, "los": "higher ground", "d2": None,
              "src": "TEXT: +1 MP uphill only, a one-level slope (2.2, 2.3); DERIVED: melee -1 "
                     "uphill (7.3 example woods + ridge = -2); AUTHORED: fire 0 (one level is "
                     "little cover against 400 m volleys; the text's later 'experimental' rules "
                     "raised hills, not ridges)"},
    "hill": {"move": 3, "stack": None, "fire": -1, "melee": -2, "los": "higher ground", "d2": None,
             "src": "TEXT: +3 MP uphill only, a two-level slope (2.2, 2.3); AUTHORED: fire -1 and "
                    "melee -2 uphill (two slopes: twice the ridge's melee penalty)"},
    "main": {"move": 1, "stack": None, "fire": 0, "melee": 0, "los": False, "d2": None,
             "src": "TEXT: 1 MP a hexside along the road whatever the terrain; no effect on combat; "
                    "not for entering melee (2.2, 6.5, 7.3)"},
    "secondary": {"move": 2, "stack": None, "fire": 0, "melee": 0, "los": False, "d2": None,
                  "src": "TEXT: 2 MP a hexside along the road (2.2, 6.5)"},
    "rail": {"move": 2, "stack": None, "fire": 0, "melee": 0, "los": False, "d2": None,
             "src": "TEXT: railroads, built or unfinished, are secondary roads (2.2)"},
}

BASE_MP = 2                      # text 6.3: a clear hexside costs 2 MP
ROAD_MP = {"main": TEC["main"]["move"], "secondary": TEC["secondary"]["move"], "rail": TEC["rail"]["move"]}
KINDS = ("inf", "cav", "art", "hart", "hq")
_HEX_TERRAINS = ("clear", "woods", "orchard", "town", "marsh", "devils_den", "lrt", "college", "peach_orchard")
_COVER = ("woods", "orchard", "town", "stream", "river")
_ROAD_RANK = {"main": 0, "secondary": 1, "rail": 2}

# --------------------------------------------------------------------------
# Precomputed tables
# --------------------------------------------------------------------------
_T = {h: HEXES[h]["t"] for h in _ALL}
_E = {h: HEXES[h]["e"] for h in _ALL}
_STACK = {h: TEC[_T[h]]["stack"] for h in _ALL}
_D2 = {h: bool(TEC[_T[h]]["d2"]) for h in _ALL}
_BLOCKS = {h: bool(TEC[_T[h]]["los"]) for h in _ALL}
_SIGHT = {h: _E[h] + (1 if _BLOCKS[h] else 0) for h in _ALL}
_VP = {h: HEXES[h].get("vp", 0) for h in _ALL}
_NAME = {h: HEXES[h].get("name") for h in _ALL}

_NB: dict[str, tuple] = {}       # label -> 6 neighbour labels (None off the map), by direction
for _h in _ALL:
    _hex = GRID.parse(_h)
    _row = []
    for _d in range(6):
        _n = GRID.neighbour(_hex, _d)
        _row.append(GRID.label(_n) if GRID.contains(_n) else None)
    _NB[_h] = tuple(_row)

_FEAT: dict[tuple, frozenset] = {}   # (a, b) ordered -> features
_UP: dict[tuple, int] = {}           # (a, b) -> slope climbed from a into b
_SIDE: dict[tuple, str] = {}         # (a, b) -> hexside id
for _h in _ALL:
    for _n in _NB[_h]:
        if _n is None:
            continue
        _sid = "/".join(sorted((_h, _n)))
        _rec = SIDES.get(_sid, {})
        _f = frozenset(_rec.get("f", ()))
        _SIDE[(_h, _n)] = _sid
        _FEAT[(_h, _n)] = _f
        _UP[(_h, _n)] = (1 if "ridge" in _f else 2 if "hill" in _f else 0) if _rec.get("up") == _n else 0

_ROAD: dict[tuple, str] = {}         # (a, b) -> best road class along that hexside
_ROAD_IDS: dict[tuple, frozenset] = {}
for _rid, _r in ROADS.items():
    for _a, _b in zip(_r["hexes"], _r["hexes"][1:]):
        for _k in ((_a, _b), (_b, _a)):
            _ROAD_IDS[_k] = _ROAD_IDS.get(_k, frozenset()) | {_rid}
            _old = _ROAD.get(_k)
            if _old is None or _ROAD_RANK[_r["class"]] < _ROAD_RANK[_old]:
                _ROAD[_k] = _r["class"]


def _terrain_extra(a: str, b: str) -> int:
    f = _FEAT[(a, b)]
    extra = sum(TEC[x]["move"] for x in _COVER if x in f)
    up = _UP[(a, b)]
    if up == 1:
        extra += TEC["ridge"]["move"]
    elif up == 2:
        extra += TEC["hill"]["move"]
    if _T[b] == "marsh":
        extra += TEC["marsh"]["move"]
    return extra


def _fire_mod(a: str, b: str) -> int:
    f = _FEAT[(a, b)]
    mod = sum(TEC[x]["fire"] for x in _COVER if x in f)
    up = _UP[(a, b)]
    if up:
        mod += TEC["ridge" if up == 1 else "hill"]["fire"]
    return mod


def _melee_mod(a: str, b: str) -> int:
    f = _FEAT[(a, b)]
    mod = sum(TEC[x]["melee"] for x in _COVER if x in f)
    up = _UP[(a, b)]
    if up:
        mod += TEC["ridge" if up == 1 else "hill"]["melee"]
    if _T[b] == "marsh":
        mod += TEC["marsh"]["melee"]
    return mod


_TCOST = {k: BASE_MP + _terrain_extra(*k) for k in _FEAT}
_FIRE = {k: -_fire_mod(*k) for k in _FEAT}        # amounts to subtract (>= 0)
_MELEE = {k: -_melee_mod(*k) for k in _FEAT}


def _pair(a: str, b: str) -> tuple:
    k = (a, b)
    if k not in _FEAT:
        raise ValueError(f"{a} and {b} are not adjacent hexes of the map")
    return k


# --------------------------------------------------------------------------
# Hex questions
# --------------------------------------------------------------------------
def terrain(h: str) -> str:
    """The hex terrain: clear, woods, orchard, town, marsh, devils_den, lrt, college, peach_orchard."""
    return _T[h]


def stacking(h: str) -> int:
    """Blocks per side the hex holds (text 6.2)."""
    return _STACK[h]


def d2(h: str) -> bool:
    """Defenders in the hex take half hits from Fire (text 5.24)."""
    return _D2[h]


def ground(h: str) -> int:
    """Ground level 0 base, 1 ridge, 2 hill (text 2.3); units stand at this level."""
    return _E[h]


def sight_level(h: str) -> int:
    """Height of the hex as an obstruction: ground + 1 for trees or buildings (woods,
    orchard, town, College, Peach Orchard, Devil's Den). Culp's Hill is 3 (text 2.3)."""
    return _SIGHT[h]


def blocks_los(h: str) -> bool:
    """The hex's terrain blocks LOS at ground + 1 (woods, orchard, town, ...)."""
    return _BLOCKS[h]


def vp(h: str) -> int:
    """Victory points the hex is worth to the CSA (0 for most hexes)."""
    return _VP[h]


def name(h: str) -> str | None:
    return _NAME[h]


def neighbours(h: str) -> tuple:
    """On-map neighbour labels in direction order (0 NE ... 5 NW as hexgrid numbers
    them; on this map direction 0 points north-west on the ground, 1 west,
    2 south-west, 3 south-east, 4 east, 5 north-east)."""
    return tuple(n for n in _NB[h] if n is not None)


def neighbour(h: str, direction: int) -> str | None:
    """The neighbour across side ``direction`` (0..5), or None off the map."""
    return _NB[h][direction]


# --------------------------------------------------------------------------
# Hexside questions
# --------------------------------------------------------------------------
def features(a: str, b: str) -> frozenset:
    """Features of the hexside between adjacent a and b: any of woods, orchard,
    town, stream, river, bridge, ridge, hill (direction: ``uphill``)."""
    return _FEAT[_pair(a, b)]


def uphill(a: str, b: str) -> int:
    """Slope climbed going from a into b: 0 none (or downhill), 1 ridge, 2 hill."""
    return _UP[_pair(a, b)]


def road(a: str, b: str) -> str | None:
    """Best road class along the hexside a-b: "main", "secondary", "rail" or None."""
    _pair(a, b)
    return _ROAD.get((a, b))


def roads_on(a: str, b: str) -> frozenset:
    """Ids of the roads running along hexside a-b."""
    _pair(a, b)
    return _ROAD_IDS.get((a, b), frozenset())


def road_cost(a: str, b: str, prev: str | None = None) -> int | None:
    """MP to move from a to b along a road (main 1, secondary or railroad 2), plus
    the Cemetery Hill junction charge when prev->a->b switches between the
    Taneytown Road and the Baltimore Pike there; None when no road runs a-b."""
    cls = road(a, b)
    if cls is None:
        return None
    cost = ROAD_MP[cls]
    if prev is not None and a in ROAD_SWITCH:
        r1, r2, extra = ROAD_SWITCH[a]
        came = _ROAD_IDS.get((prev, a), frozenset())
        goes = _ROAD_IDS.get((a, b), frozenset())
        if (r1 in came and r2 in goes and r2 not in came) or (r2 in came and r1 in goes and r1 not in came):
            cost += extra
    return cost


def terrain_cost(a: str, b: str, kind: str = "inf") -> int:
    """MP to cross from a into b ignoring roads (as for entering a melee, text
    7.3): 2 + hexside extras (+3 entering marsh), doubled for artillery and horse artillery."""
    if kind not in KINDS:
        raise ValueError(f"unit kind must be one of {KINDS}, not {kind!r}")
    cost = _TCOST[_pair(a, b)]
    return cost * 2 if kind in ("art", "hart") else cost


def move_cost(a: str, b: str, kind: str = "inf", prev: str | None = None) -> int:
    """MP to move from a to adjacent b: the road rate along a road (with the
    Cemetery Hill junction +1, see ``road_cost``), otherwise ``terrain_cost``.
    The 'one hex always' minimum (text 6.4) is the engine's rule, not applied here."""
    rc = road_cost(a, b, prev)
    if rc is not None:
        if kind not in KINDS:
            raise ValueError(f"unit kind must be one of {KINDS}, not {kind!r}")
        return rc
    return terrain_cost(a, b, kind)


def fire_penalty(a: str, b: str) -> int:
    """Firepower lost (0 or more, to subtract) by a unit in a firing at adjacent b
    (short range): the hexside's woods/orchard/town/river, and the slope when b
    is higher. Long-range artillery fire ignores hexside penalties (text 5.31)."""
    return _FIRE[_pair(a, b)]


def melee_penalty(a: str, b: str) -> int:
    """Firepower lost (0 or more, to subtract) by an attacker moving from a into b,
    melee round 1 only (text 7.3): the non-road terrain of the hexside crossed,
    the slope when b is higher, and 1 more into a marsh hex."""
    return _MELEE[_pair(a, b)]


# --------------------------------------------------------------------------
# Cone of fire and line of sight
# --------------------------------------------------------------------------
def _cone_raw(h: str, d: int) -> tuple:
    hx = GRID.parse(h)
    n1 = GRID.neighbour(hx, d)
    n2 = GRID.neighbour(n1, d)
    cells = (n1, n2, GRID.neighbour(n1, (d - 1) % 6), GRID.neighbour(n1, (d + 1) % 6),
             GRID.neighbour(n2, d), GRID.neighbour(n2, (d - 1) % 6), GRID.neighbour(n2, (d + 1) % 6))
    return tuple(GRID.label(c) for c in cells if GRID.contains(c))


_CONE = {(h, d): _cone_raw(h, d) for h in _ALL for d in range(6)}
_CONE_SIDES: dict[tuple, tuple] = {}
for (_h, _d), _cells in _CONE.items():
    for _c in _cells:
        _CONE_SIDES[(_h, _c)] = _CONE_SIDES.get((_h, _c), ()) + (_d,)


def cone(h: str, direction: int) -> tuple:
    """The Cone of Fire of hex h through its side ``direction`` (text 5.31,
    Diagram 1): range 1 the neighbour n1; range 2 n1's neighbours in direction d,
    d-1, d+1 (the centre n2 first); range 3 n2's neighbours in d, d-1, d+1. Seven
    hexes, fewer at the map edge; in that order."""
    return _CONE[(h, direction)]


def cone_sides(h: str, t: str) -> tuple:
    """Directions (sides of h) whose cone contains t; empty beyond range 3."""
    return _CONE_SIDES.get((h, t), ())


def distance(a: str, b: str) -> int:
    return GRID.distance(GRID.parse(a), GRID.parse(b))


def _eff_ground(h: str, sides) -> int:
    """Ground of h seen across these hexsides: a NO_SLOPE side (Blocher Knoll)
    gives the knoll no extra elevation through it (text 5.33 sidebar)."""
    g = _E[h]
    for s in sides:
        if s in NO_SLOPE:
            other = s.split("/")
            other = other[1] if other[0] == h else other[0]
            g = min(g, _E[other])
    return g


def sees(lf: int, lt: int, obstacles) -> bool:
    """The rulebook's LOS test (5.33 and its sidebar) for a firer at level lf and a
    target at level lt past obstacles given as (height, distance from the firer,
    distance from the target). An obstacle no higher than the lower of the two
    levels is ignored. Same level: any higher obstacle blocks. Different levels:
    an obstacle higher than both blocks; otherwise a higher target must be no
    farther from the obstacle than the firer, a lower target no nearer."""
    low, high = min(lf, lt), max(lf, lt)
    for height, df, dt in obstacles:
        if height <= low:
            continue
        if lf == lt or height > high:
            return False
        if lt > lf and dt > df:
            return False
        if lt < lf and dt < df:
            return False
    return True


def _routes(f: str, b: str, n: int):
    """Shortest hex routes from f to b of n hexes (f included, b excluded)."""
    if n == 1:
        yield (f,)
        return
    for x in _NB[f]:
        if x is not None and distance(x, b) == n - 1:
            for rest in _routes(x, b, n - 1):
                yield (f,) + rest


def _los_through(a: str, b: str, d: int) -> bool:
    f = _NB[a][d]
    if f is None:               # the hex in front of the firing side is off the map
        return False
    rng = distance(a, b)
    for route in _routes(f, b, rng - 1):
        path = (a,) + route + (b,)
        sides = [_SIDE[(p, q)] for p, q in zip(path, path[1:])]
        lf = _eff_ground(a, sides[:1])
        lt = _eff_ground(b, sides[-1:])
        obstacles = []
        for i, x in enumerate(route, start=1):
            height = _eff_ground(x, (sides[i - 1], sides[i])) + (1 if _BLOCKS[x] else 0)
            obstacles.append((height, i, rng - i))
        if sees(lf, lt, obstacles):
            return True
    return False


_LOS: dict[tuple, bool] = {}


def los(a: str, b: str, direction: int | None = None) -> bool:
    """Line of sight for long-range artillery fire from a to b (text 5.33, the
    fire-path method of Diagram 1): trace first into the hex in front of the
    firing hexside, then any shortest route of hexes to b; LOS exists if some
    route passes no obstruction (``sees``). Obstructions are the hexes between,
    at sight level (ground, +1 for woods/orchard/town/College/Peach Orchard/Devil's
    Den); a hexside's woods or town belongs to the hex beside it and is judged
    with it. Farms, streams, rivers, marsh, roads and units never block.

    ``direction``: the firing hexside; by default any side whose cone holds b.
    Adjacent hexes always see each other (short range needs no LOS); beyond range
    3, or outside the given side's cone, there is no LOS."""
    key = (a, b, direction)
    got = _LOS.get(key)
    if got is not None:
        return got
    rng = distance(a, b)
    if rng <= 1:
        res = True
    elif rng > 3:
        res = False
    else:
        dirs = cone_sides(a, b) if direction is None else ((direction,) if direction in cone_sides(a, b) else ())
        res = any(_los_through(a, b, d) for d in dirs)
    _LOS[key] = res
    return res
