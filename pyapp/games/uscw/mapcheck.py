"""Validator of the USCW hex map (mapdata.py + places.py): every constraint the
rulebook states about the map, and the consistency the generator promises.

``check()`` returns the problems in words (empty when the map is good);
``report()`` prints counts. Each ``check_*`` takes a ``Map`` so the tests can
hand it a deliberately broken copy (``load()`` then change a field).
Movement costs for the rules' worked examples come from ``move_cost``, a
small reading of the digest's terrain and hexside table (section 3.5 / 5.2).
"""

from __future__ import annotations

import copy
import heapq
from dataclasses import dataclass, field

from pyapp.core.hexgrid import Hex
from pyapp.games.uscw import mapdata as M
from pyapp.games.uscw import places as P

GRID = P.GRID
TERRAIN_CODES = set("cfmsx~l") | set("CFMSX")
STATE_CODES = {"PA", "MD", "DC", "OH", "IN", "IL", "MO", "KY", "VA", "WV", "NC", "SC", "GA", "FL",
               "AL", "MS", "LA", "TX", "AR", "TN", "KS", "IT", "IA", "DE", "NJ", "NY", "MI", "WI", ".."}
NORTHERN = {"PA", "MD", "DC", "OH", "IN", "IL", "IA", "KS", "DE", "NJ", "NY", "MI", "WI"}
BORDER = {"MO", "KY"}                      # and West Virginia, by its own flag
SOUTHERN = {"VA", "NC", "SC", "GA", "FL", "AL", "MS", "LA", "TX", "AR", "TN"}
FEATURES = {"mountain", "impassable", "pass", "water", "rail_ferry", "rail_bridge", "rail_cut",
            "prohibited", "unplayable"}

# Resource values the rulebook gives (digest 3.3, 3.4).
RULEBOOK_CP = {"atlanta": 2, "nashville": 3, "harpers_ferry": 1, "clarksville": 1,
               "charleston_wv": 1, "wheeling": 1, "grafton": 1}
# The rules' worked movement examples (digest 3.10, seed "How safe is Cairo/Washington?"):
# (from, to, MP, naval control of the navigable sides crossed, what).
MOVES = [
    ("columbus_ky", "cairo", 5, "enemy", "Polk from Columbus KY to Cairo is 5 MP (Forced March)"),
    ("fredericksburg", "washington", 5, "enemy", "Lee from Fredericksburg to DC is 5 MP"),
    ("paducah", "cairo", 6, "enemy", "Morgan: 7 MP to Cairo from a hex beside Paducah, 2 of them for the Ohio at R2"),
]


@dataclass
class Map:
    ter: dict[str, str]
    state: dict[str, str]
    theatre: dict[str, str]
    rivers: dict[str, list[tuple[int, list[str]]]]
    rail61: dict[str, list[str]]
    rail64: dict[str, list[str]]
    roads: dict[str, list[str]]
    sides: dict[str, set[str]]
    sounds: dict[str, list[str]]
    places: dict[str, tuple]
    rulebook: dict[str, str] = field(default_factory=lambda: dict(P.RULEBOOK_HEXES))
    islands: dict[str, dict] = field(default_factory=lambda: copy.deepcopy(P.ISLANDS))
    blockade: dict[str, tuple] = field(default_factory=lambda: dict(P.BLOCKADE))
    forts: dict[str, dict] = field(default_factory=lambda: copy.deepcopy(P.COASTAL_FORTS))

    def river_at(self) -> dict[str, list[tuple[str, int]]]:
        out: dict[str, list[tuple[str, int]]] = {}
        for name, runs in self.rivers.items():
            for t, ss in runs:
                for s in ss:
                    out.setdefault(s, []).append((name, t))
        return out

    def hex_of(self, key: str) -> str:
        return self.places[key][1]

    def kinds(self, key: str) -> set[str]:
        return set(self.places[key][5].split())


def parse_grid(text: str, width: int) -> dict[str, str]:
    out = {}
    for line in text.strip("\n").splitlines():
        row, cells = line[:2], line[3:]
        for k in range(len(cells) // width):
            out[f"{row}{k + 1:02d}"] = cells[k * width:(k + 1) * width]
    return out


def load(src=M, places=None) -> Map:
    """The map as plain mutable data (a fresh copy every call)."""
    return Map(
        ter=parse_grid(src.TERRAIN, 1), state=parse_grid(src.STATES, 2),
        theatre=parse_grid(src.THEATRES, 1),
        rivers={n: [(t, s.split()) for t, s in runs] for n, runs in src.RIVERS.items()},
        rail61={n: p.split() for n, p in src.RAIL_1861.items()},
        rail64={n: p.split() for n, p in src.RAIL_1864.items()},
        roads={n: p.split() for n, p in src.ROADS.items()},
        sides={k: set(v.split()) for k, v in src.SIDES.items()},
        sounds={k: v.split() for k, v in src.SOUNDS.items()},
        places=copy.deepcopy(places if places is not None else P.PLACES))


# -- geometry helpers ----------------------------------------------------------------------

def hx(label: str) -> Hex:
    return Hex(int(label[2:]), int(label[:2]))


def lab(h: Hex) -> str:
    return f"{h.row:02d}{h.col:02d}"


def on_map(label: str) -> bool:
    return len(label) == 4 and label.isdigit() and GRID.contains(hx(label))


def adjacent(a: str, b: str) -> bool:
    return on_map(a) and on_map(b) and GRID.distance(hx(a), hx(b)) == 1


def side(a: str, b: str) -> str:
    return "/".join(sorted((a, b)))


def neighbours(label: str) -> list[str]:
    return [lab(n) for n in GRID.neighbours(hx(label))]


def hex_corners(label: str) -> set[tuple[int, int]]:
    """The six corners of a hex as exact lattice points: (2x +- 1 or 2x, 3 row + -2..2)."""
    r, x = P.row_x(label)
    X, Y = int(2 * x), 3 * r
    return {(X, Y - 2), (X + 1, Y - 1), (X + 1, Y + 1), (X, Y + 2), (X - 1, Y + 1), (X - 1, Y - 1)}


def corners_of(s: str) -> set[tuple[int, int]]:
    """The two corners of a hexside."""
    a, b = s.split("/")
    return hex_corners(a) & hex_corners(b)


def is_land(m: Map, h: str) -> bool:
    return m.ter.get(h, "~") not in ("~", "l")


# -- movement (digest 3.5 / 5.2) -----------------------------------------------------------

def _rail_sides(m: Map, with_1864: bool = False) -> set[str]:
    lines = list(m.rail61.values()) + (list(m.rail64.values()) if with_1864 else [])
    return {side(a, b) for p in lines for a, b in zip(p, p[1:])}


def move_cost(m: Map, a: str, b: str, control: str = "none", rail: set[str] | None = None) -> int | None:
    """MP to move from a into the adjacent b (None: not allowed).

    control: naval control of a navigable side, seen from the mover: "enemy"
    (+2), else +1. A river side of a hex a river runs through costs nothing
    (5.8.4). Along a rail line a step costs 1 and hexside costs are ignored,
    except a rail ferry, and a rail bridge under enemy naval control (5.4).
    """
    if rail is None:
        rail = _rail_sides(m)
    t = m.ter.get(b, "~").lower()
    s = side(a, b)
    if t in ("~", "l", "x") or not is_land(m, a) or s in m.sides.get("prohibited", ()):
        return None
    if s in m.sides.get("impassable", ()) and s not in m.sides.get("rail_cut", ()):
        return None
    if s in m.sides.get("unplayable", ()) and s not in rail:
        return None
    through = {k for k in (a, b) for key in _places_in(m, k) if "river-through" in m.kinds(key)}
    rivers = [] if through else m.river_at().get(s, [])
    nav = any(typ > 0 for _, typ in rivers)
    minor = bool(rivers) and not nav
    road = any(side(a, b) in {side(x, y) for x, y in zip(p, p[1:])} for p in m.roads.values())
    land = 2 if t == "s" and not road else 1
    if s in m.sides.get("water", ()):
        if s in m.sides.get("rail_bridge", ()):
            rivers, nav, minor = [], False, False        # a causeway or trestle (Galveston)
        elif s in m.sides.get("rail_ferry", ()):
            nav = True
        else:
            return None
    if nav:
        land += 2 if control == "enemy" else 1
    elif minor and s not in m.sides.get("rail_bridge", ()):
        land += 1
    if s in m.sides.get("mountain", ()) and s not in m.sides.get("pass", ()) | m.sides.get("rail_cut", ()):
        land += 1
    if s in rail:
        if s in m.sides.get("rail_ferry", ()):
            along = None if control == "enemy" else 2
        elif nav and control == "enemy" and s in m.sides.get("rail_bridge", ()):
            along = None
        else:
            along = 1
        if along is not None:
            return min(land, along)
    return land


def _places_in(m: Map, h: str) -> list[str]:
    return [k for k, p in m.places.items() if p[1] == h]


def cheapest(m: Map, a: str, b: str, control: str = "none") -> tuple[int | None, list[str]]:
    """The least MP from a to b, and the path."""
    rail = _rail_sides(m)
    dist, prev, heap = {a: 0}, {}, [(0, a)]
    while heap:
        d, u = heapq.heappop(heap)
        if u == b:
            path = [b]
            while path[-1] != a:
                path.append(prev[path[-1]])
            return d, path[::-1]
        if d > dist[u] or d > 30:
            continue
        for v in neighbours(u):
            c = move_cost(m, u, v, control, rail)
            if c is not None and d + c < dist.get(v, 10**9):
                dist[v] = d + c
                prev[v] = u
                heapq.heappush(heap, (d + c, v))
    return None, []


# -- the checks ------------------------------------------------------------------------------

def check_grid(m: Map) -> list[str]:
    out = []
    labels = {lab(h) for h in GRID.all_hexes()}
    for name, layer, codes in (("TERRAIN", m.ter, TERRAIN_CODES), ("STATES", m.state, STATE_CODES),
                               ("THEATRES", m.theatre, set("EWT."))):
        if set(layer) != labels:
            out.append(f"{name}: covers {len(layer)} hexes, the grid has {len(labels)}")
        bad = sorted(h for h, v in layer.items() if v not in codes)
        if bad:
            out.append(f"{name}: unknown codes at {bad[:5]}")
    for h in labels:
        if is_land(m, h) != (m.state.get(h) != ".."):
            out.append(f"hex {h}: land and state disagree ({m.ter.get(h)!r}, {m.state.get(h)!r})")
        if is_land(m, h) != (m.theatre.get(h) != "."):
            out.append(f"hex {h}: land and theatre disagree")
    return out


def check_places(m: Map) -> list[str]:
    out = []
    offmap = [p[1] for p in m.places.values() if "offmap" in p[5].split()]
    if len(offmap) != 2:
        out.append(f"{len(offmap)} Texas off-map resources, the rules have two (2.1.5)")
    elif GRID.distance(hx(offmap[0]), hx(offmap[1])) <= 1:
        out.append("the two Texas off-map resources must not touch (2.1.5)")
    for key, h in m.rulebook.items():
        if key not in m.places:
            out.append(f"rulebook hex {h}: place {key} missing")
        elif m.hex_of(key) != h:
            out.append(f"{key}: at {m.hex_of(key)}, the rulebook prints {h}")
    seen: dict[str, str] = {}
    for key, (name, h, lat, lon, st, kinds, cp, src) in m.places.items():
        ks = set(kinds.split())
        if ks - set(P.KINDS):
            out.append(f"{key}: unknown kinds {sorted(ks - set(P.KINDS))}")
        if "offmap" in ks:
            if on_map(h) or h[2:] != "00":
                out.append(f"{key}: an off-map resource must sit in column 00, not {h}")
            elif not any(on_map(n) and is_land(m, n) for n in (lab(x) for x in
                         (GRID.neighbour(hx(h), d) for d in range(6)))):
                out.append(f"{key}: an off-map resource must touch a land hex of the map (its LOC, 13.3.2)")
            continue
        if not on_map(h):
            out.append(f"{key}: hex {h} is not on the map")
            continue
        if not is_land(m, h):
            out.append(f"{key}: hex {h} is water")
        if h in seen:
            out.append(f"{key}: hex {h} already holds {seen[h]}")
        seen[h] = key
        r, x = P.row_x(h)
        fr, fx = P.fit_rx(lat, lon)
        if ((r - fr) ** 2 + (x - fx) ** 2) ** 0.5 > 1.6:
            out.append(f"{key}: hex {h} is more than 1.6 hexes from where its lat/lon fits")
        got = m.state.get(h)
        if got != st and not (st == "VA" and got == "WV"):
            out.append(f"{key}: state {st} but hex {h} is {got}")
    return out


def _southern(m: Map, h: str) -> bool:
    return m.state.get(h) in SOUTHERN or m.state.get(h) == "WV"


def check_resources(m: Map) -> list[str]:
    out = []
    total = sum(p[6] for p in m.places.values())
    if total != 100:
        out.append(f"Resource values total {total}, the rules say 100")
    for key, cp in RULEBOOK_CP.items():
        if m.places[key][6] != cp:
            out.append(f"{key}: {m.places[key][6]} cp, the rules say {cp}")
    if m.places["richmond"][6] < 2:
        out.append("richmond: a Resource hex worth at least 2 cp (it can be burned)")
    for key, p in m.places.items():
        ks, h, cp = m.kinds(key), p[1], p[6]
        if ("resource" in ks) != (cp > 0):
            out.append(f"{key}: kind 'resource' and cp {cp} disagree")
        if "offmap" in ks:
            continue
        if "resource" in ks and not _southern(m, h):
            out.append(f"{key}: a Resource hex outside the Southern states and WV ({m.state.get(h)})")
        if "objective" in ks and (m.state.get(h) not in NORTHERN | BORDER):
            out.append(f"{key}: an Objective hex outside the Northern and Border states ({m.state.get(h)})")
        if ("resource" in ks or "objective" in ks) and not ks & {"city", "town"}:
            out.append(f"{key}: Objective and Resource hexes are City or Town hexes")
    for key in P.WV_RESOURCES:
        if m.state.get(m.hex_of(key)) != "WV" or "wv" not in m.kinds(key):
            out.append(f"{key}: one of West Virginia's three Resource hexes (17.1.2)")
    wv_res = [k for k, p in m.places.items() if "resource" in m.kinds(k) and m.state.get(p[1]) == "WV"]
    if sorted(wv_res) != sorted(P.WV_RESOURCES):
        out.append(f"West Virginia's Resource hexes are {sorted(wv_res)}, the rules say Charleston, Wheeling, Grafton")
    if m.state.get(m.hex_of("harpers_ferry")) == "WV":
        out.append("harpers_ferry: a Virginia Resource hex, not in the WV area")
    return out


RULEBOOK_OBJECTIVES = ("washington", "harrisburg", "baltimore", "st_louis", "springfield_mo",
                       "bowling_green", "columbus_ky")
UNION_SHIPYARDS = ("st_louis", "cairo", "cincinnati", "pittsburgh")     # + the Chesapeake box (21.8.1)


def check_capitals(m: Map) -> list[str]:
    """One capital per state of the theatre, the rules' Objectives and shipyards."""
    out = []
    caps: dict[str, list[str]] = {}
    for key, p in m.places.items():
        if "capital" in m.kinds(key):
            caps.setdefault(p[4], []).append(key)
    for st in sorted(SOUTHERN | {"PA", "MD", "OH", "IN", "IL", "KY", "MO", "DC"}):
        if len(caps.get(st, [])) != 1:
            out.append(f"state {st}: capitals {caps.get(st, [])}, expected exactly one")
    if "little_rock" not in caps.get("AR", []):
        out.append("Little Rock is a CSA state capital (13.3.2)")
    for key in RULEBOOK_OBJECTIVES:
        if "objective" not in m.kinds(key):
            out.append(f"{key}: an Objective hex in the rules (2.1.4)")
    yards = sorted(k for k in m.places if "shipyard" in m.kinds(k))
    if yards != sorted(UNION_SHIPYARDS):
        out.append(f"Union shipyards are {yards}, the rules say {sorted(UNION_SHIPYARDS)}")
    return out


def check_theatres(m: Map) -> list[str]:
    out = []
    if m.theatre.get(m.hex_of("new_madrid")) != "W":
        out.append("New Madrid is in the West theatre (3.2)")
    if m.forts["fort_st_philip"].get("theatre") != "West":
        out.append("Forts St. Philip and Jackson count as West (3.2)")
    for key in ("little_rock", "springfield_mo", "shreveport", "galveston", "st_louis"):
        if m.theatre.get(m.hex_of(key)) != "T":
            out.append(f"{key}: west of the Mississippi, so Trans-Mississippi")
    for key in ("memphis", "vicksburg", "nashville", "atlanta", "cairo", "new_orleans"):
        if m.theatre.get(m.hex_of(key)) != "W":
            out.append(f"{key}: east of the Mississippi and not East, so West")
    for key in ("richmond", "washington", "wilmington", "charleston_wv"):
        if m.theatre.get(m.hex_of(key)) != "E":
            out.append(f"{key}: East theatre")
    nm = m.hex_of("new_madrid")
    for s in (s for t, ss in m.rivers.get("Mississippi", []) for s in ss):
        a, b = s.split("/")
        if nm in (a, b) or not (is_land(m, a) and is_land(m, b)):
            continue
        if (m.theatre[a] == "T") == (m.theatre[b] == "T"):
            out.append(f"Mississippi side {s}: the river is the West/TM line, both hexes are on one side")
    for a, b in ((a, b) for a in m.theatre for b in neighbours(a) if a < b):
        if {m.theatre[a], m.theatre[b]} in ({"T", "W"}, {"T", "E"}):
            if side(a, b) not in {s for _, ss in m.rivers.get("Mississippi", []) for s in ss} and nm not in (a, b):
                out.append(f"{a}/{b}: Trans-Mississippi meets {m.theatre[a] + m.theatre[b]} off the Mississippi")
    return out


def _chain_breaks(sides_: list[str]) -> list[int]:
    return [k for k in range(1, len(sides_)) if not corners_of(sides_[k - 1]) & corners_of(sides_[k])]


def check_rivers(m: Map) -> list[str]:
    out = []
    at = m.river_at()
    for s, rs in at.items():
        a, b = (s.split("/") + ["", ""])[:2]
        if not adjacent(a, b) or s != side(a, b):
            out.append(f"river side {s!r} is not a hexside of two adjacent map hexes")
        if len(rs) > 1:
            out.append(f"river side {s} belongs to {len(rs)} rivers {[r for r, _ in rs]}")
    for name, runs in m.rivers.items():
        ss = [s for _, chunk in runs for s in chunk]
        if any(t not in (0, 1, 2) for t, _ in runs):
            out.append(f"{name}: river types are 0 (minor), 1 or 2 (navigable)")
        if all(on_map(x) for s in ss for x in s.split("/")):
            breaks = _chain_breaks(ss)
            if breaks:
                out.append(f"{name}: course broken between {ss[breaks[0] - 1]} and {ss[breaks[0]]}")
        two = name in ("Mississippi", "Ohio")
        if any((t == 2) != two and t != 0 for t, _ in runs):
            out.append(f"{name}: only the Mississippi and the Ohio are Type 2 (2.1.7)")
    ten = {s: t for t, ss in m.rivers.get("Tennessee", []) for s in ss}
    shoals = m.hex_of("muscle_shoals")
    on_shoals = [t for s, t in ten.items() if shoals in s.split("/")]
    if not on_shoals or any(on_shoals):
        out.append("Muscle Shoals (3220): the Tennessee touches it and is minor there (3.8)")
    for key in ("decatur_al", "stevenson", "florence"):
        if not any(t > 0 and m.hex_of(key) in s.split("/") for s, t in ten.items()):
            out.append(f"{key}: a port on the navigable Tennessee")
    dover = m.hex_of("dover")
    cum = {s for t, ss in m.rivers.get("Cumberland", []) for s in ss if t > 0}
    tn = {s for s, t in ten.items() if t > 0}
    if not any(dover in s.split("/") for s in cum) or not any(dover in s.split("/") for s in tn):
        out.append("Dover (2619): touched by both the Tennessee and the Cumberland (3.8)")
    if cum & tn or _joined(cum, tn, near=dover):
        out.append("Dover (2619): the Tennessee and the Cumberland do not meet there")
    vb = m.hex_of("vicksburg")
    if any(vb in s.split("/") for t, ss in m.rivers.get("Yazoo", []) for s in ss):
        out.append("the Yazoo must bypass the Vicksburg hex (3.8)")
    miss = {s for t, ss in m.rivers.get("Mississippi", []) for s in ss}
    if not any(vb in s.split("/") for s in miss):
        out.append("Vicksburg is on the Mississippi")
    hex_a, hex_b = m.hex_of("yazoo_mouth"), m.hex_of("chickasaw_bluffs")
    if side(hex_a, vb) not in m.sides.get("prohibited", ()) or not adjacent(hex_a, vb):
        out.append("hex A (north of Vicksburg): no move or attack between it and Vicksburg (3.8)")
    yazoo = {s for t, ss in m.rivers.get("Yazoo", []) for s in ss}
    if not any(hex_b in s.split("/") for s in yazoo) or not adjacent(hex_b, vb):
        out.append("hex B (Chickasaw Bluffs): beside Vicksburg and on the Yazoo (river supply)")
    if not any(hex_a in s.split("/") for s in miss | yazoo):
        out.append("hex A: river movement passes it")
    for key, river in (("new_madrid", "Mississippi"), ("arkansas_post", "Arkansas"),
                       ("harpers_ferry", "Potomac"), ("cairo", "Ohio"), ("cairo", "Mississippi"),
                       ("columbus_ky", "Mississippi"), ("memphis", "Mississippi"),
                       ("new_orleans", "Mississippi"), ("forts_hex", "Mississippi"),
                       ("simmesport", "Mississippi"), ("nashville", "Cumberland"),
                       ("clarksville", "Cumberland"), ("paducah", "Ohio"), ("st_louis", "Mississippi")):
        if not any(m.hex_of(key) in s.split("/") for t, ss in m.rivers.get(river, []) for s in ss):
            out.append(f"{key}: on the {river}")
    dc, alex = m.hex_of("washington"), m.hex_of("alexandria")
    if not any(t > 0 and side(dc, alex) in ss for t, ss in m.rivers.get("Potomac (tidal)", [])):
        out.append("Washington and Alexandria: across the navigable Potomac (3.8)")
    return out


def _joined(a: set[str], b: set[str], near: str) -> bool:
    """Whether two rivers' sides share a corner at the hex ``near``."""
    ca = {c for s in a if near in s.split("/") for c in corners_of(s)}
    cb = {c for s in b if near in s.split("/") for c in corners_of(s)}
    return bool(ca & cb)


def check_ports(m: Map) -> list[str]:
    out = []
    nav = {s for s, rs in m.river_at().items() if any(t > 0 for _, t in rs)}
    for key, p in m.places.items():
        ks, h = m.kinds(key), p[1]
        if "offmap" in ks:
            continue
        coastal = m.ter.get(h, "").isupper()
        if "port-ocean" in ks and not coastal:
            out.append(f"{key}: an Ocean Port must be a coastal hex")
        if "port-river" in ks and not coastal and not any(h in s.split("/") for s in nav):
            out.append(f"{key}: a River Port must touch a navigable river or the coast")
        if "port-ocean" in ks and "port-river" in ks:
            out.append(f"{key}: a port is Ocean or River, not both (20.2.1)")
    for key in ("proctorville", "brashear", "biloxi", "pascagoula", "washington"):
        if "port-river" not in m.kinds(key):
            out.append(f"{key}: a River Port in the rules (no ocean NSP)")
    for key in ("galveston", "sabine_city", "savannah", "wilmington", "beaufort_nc", "hampton"):
        if "port-ocean" not in m.kinds(key):
            out.append(f"{key}: an Ocean Port in the rules")
    closed = m.sides.get("unplayable", set())
    for key in ("galveston", "simmesport"):
        h = m.hex_of(key)
        mine = [s for s in closed if h in s.split("/")]
        open_land = [n for n in neighbours(h) if is_land(m, n) and side(h, n) not in closed]
        if "partly-unplayable" not in m.kinds(key) or not mine or not open_land:
            out.append(f"{key}: partly unplayable (5.7): some sides closed, some open")
    for s in closed:
        if not any(x in s.split("/") for k in m.places if "partly-unplayable" in m.kinds(k)
                   for x in [m.hex_of(k)]):
            out.append(f"unplayable side {s}: not a side of a partly unplayable hex")
    gal = m.hex_of("galveston")
    if not any(move_cost(m, gal, n, "enemy") == 1 for n in neighbours(gal)):
        out.append("Galveston: its mainland hex A is 1 MP away whatever the naval control (3.8)")
    for fid, f in m.forts.items():
        if f["port"] not in m.places or not ({"port-ocean", "port-river"} & m.kinds(f["port"])):
            out.append(f"coastal fort {fid}: tied to a Port")
            continue
        near, port = f.get("hex_near", ""), m.hex_of(f["port"])
        if not on_map(near) or not (near == port or adjacent(near, port) or fid == "fort_st_philip"):
            out.append(f"coastal fort {fid}: its hex {near!r} is not its port's or next to it")
        elif m.ter.get(near) != "~" and not m.ter.get(near, "").isupper():
            out.append(f"coastal fort {fid}: its hex {near} is not on the coast")
    return out


def check_blockade(m: Map) -> list[str]:
    """Blockade-running ports: the rules' values and the 1861 zone totals (14.4)."""
    out = []
    br = m.blockade
    for key, (zone, drm) in (("wilmington", ("North Atlantic", 2)), ("roanoke_island", ("North Atlantic", 1)),
                             ("norfolk", ("North Atlantic", 1))):
        if br.get(key, (None, None))[:2] != (zone, drm):
            out.append(f"blockade: {key} is {zone} +{drm} in the rules")
    totals: dict[str, int] = {}
    for key, (zone, drm, _) in br.items():
        if key in m.places:
            if "port-ocean" not in m.kinds(key):
                out.append(f"blockade: {key} is not an Ocean Port")
        elif key not in m.islands and key not in P.BOXES:
            out.append(f"blockade: {key} is no port, island or box")
        if key != "brownsville_matamoros":
            totals[zone] = totals.get(zone, 0) + drm
    if totals != P.BLOCKADE_1861:
        out.append(f"blockade: 1861 zone totals {totals}, the rules say {P.BLOCKADE_1861}")
    return out


def check_rails(m: Map) -> list[str]:
    out = []
    for year, lines in (("1861", m.rail61), ("1864", m.rail64)):
        for name, path in lines.items():
            if len(path) < 2 or len(set(path)) != len(path):
                out.append(f"rail {name} ({year}): needs 2+ hexes, none twice")
            for h in path:
                if not on_map(h) or not is_land(m, h) or m.ter[h].lower() == "x":
                    out.append(f"rail {name} ({year}): {h} is not a playable land hex")
            for a, b in zip(path, path[1:]):
                if not adjacent(a, b):
                    out.append(f"rail {name} ({year}): {a} and {b} are not adjacent (the line is broken)")
                    continue
                s = side(a, b)
                crossing = m.sides.get("rail_ferry", set()) | m.sides.get("rail_bridge", set())
                if s in m.sides.get("prohibited", ()) or (s in m.sides.get("water", ()) and s not in crossing):
                    out.append(f"rail {name} ({year}): crosses {s}, which no line may cross")
                nav2 = any(t == 2 for _, t in m.river_at().get(s, []))
                if nav2 and s not in m.sides.get("rail_ferry", ()):
                    out.append(f"rail {name} ({year}): no rail bridge on the Mississippi or the Ohio in 1861 ({s})")
    rails = _rail_sides(m, True)
    for s in m.sides.get("rail_ferry", set()) | m.sides.get("rail_bridge", set()) | m.sides.get("rail_cut", set()):
        if s not in rails:
            out.append(f"side {s}: a rail ferry, bridge or cut with no rail line across it")
    rail_hexes = {h for p in list(m.rail61.values()) for h in p}
    for key in ("manassas", "tuscumbia", "florence", "decatur_al", "stevenson", "chattanooga", "atlanta",
                "richmond", "nashville", "memphis", "corinth", "mobile", "blakeley", "thibodaux", "galveston"):
        if m.hex_of(key) not in rail_hexes:
            out.append(f"{key}: a rail hex")
    if side(m.hex_of("mobile"), m.hex_of("blakeley")) not in m.sides.get("rail_ferry", ()):
        out.append("the Mobile-Blakeley crossing is a rail ferry (5.4.4)")
    north = {h for p in m.rail61.values() for h in p if h[:2] == f"{P.ROWS[0]:02d}"}
    if len(north) < 3:
        out.append("rail lines run off the north edge (Union supply sources, 13.3.1)")
    return out


def check_roads(m: Map) -> list[str]:
    """Roads run only through swamps (5.3): continuous, and every hex but the
    two ends is a swamp hex."""
    out = []
    for name, path in m.roads.items():
        if len(path) < 2 or len(set(path)) != len(path):
            out.append(f"road {name}: needs 2+ hexes, none twice")
        for a, b in zip(path, path[1:]):
            if not adjacent(a, b):
                out.append(f"road {name}: {a} and {b} are not adjacent (the road is broken)")
        for h in path[1:-1]:
            if m.ter.get(h, "").lower() != "s":
                out.append(f"road {name}: {h} is not a swamp hex; roads exist only in swamps")
        if not any(m.ter.get(h, "").lower() == "s" for h in path):
            out.append(f"road {name}: crosses no swamp")
    return out


def check_sides(m: Map) -> list[str]:
    out = []
    for k, ss in m.sides.items():
        if k not in FEATURES:
            out.append(f"SIDES: unknown feature {k!r}")
        for s in ss:
            a, b = (s.split("/") + ["", ""])[:2]
            if not adjacent(a, b) or s != side(a, b):
                out.append(f"SIDES[{k}]: {s!r} is not a hexside of two adjacent map hexes")
    if m.sides.get("pass", set()) & m.sides.get("mountain", set()):
        out.append("a pass is a mountain side crossed by a pass, listed under 'pass' only")
    if m.sides.get("impassable", set()) & m.sides.get("mountain", set()):
        out.append("a side is mountain or impassable, not both")
    for s in m.sides.get("rail_cut", ()):
        if s not in m.sides.get("mountain", set()) | m.sides.get("impassable", set()):
            out.append(f"rail cut {s}: not on a mountain side")
    return out


def check_sounds(m: Map) -> list[str]:
    """Hatteras Inlet is the only way between the Atlantic and Pamlico Sound."""
    out = []
    sound = set(m.sounds.get("pamlico", []))
    if not sound:
        out.append("Pamlico Sound: no hexes")
    for h in sound:
        for n in neighbours(h):
            if m.ter.get(n) == "~" and n not in sound:
                out.append(f"Pamlico Sound: {h} opens on the sea at {n}; only Hatteras Inlet may")
        for key in _places_in(m, h):
            if "port-ocean" in m.kinds(key):
                out.append(f"Pamlico Sound: {key} is an Ocean Port inside it")
    gates = [k for k, i in m.islands.items() if i.get("sound") == "pamlico" and i.get("sea")]
    if gates != ["hatteras_inlet"]:
        out.append(f"Pamlico Sound: its sea entrances are {gates}, the rules say Hatteras Inlet only")
    if m.islands.get("roanoke_island", {}).get("sea"):
        out.append("Roanoke Island has no access from the sea")
    return out


# Enclosed waters and the one way in from the sea the rules give (3.8).
GATES = {"mobile_bay": "fort_morgan", "galveston_bay": "galveston"}


def check_waters(m: Map) -> list[str]:
    """Mobile Bay is entered only past Fort Morgan, Galveston Bay only through
    Galveston; Lake Pontchartrain lies beside New Orleans (closed to boats)."""
    out = []
    for water, gate in GATES.items():
        hexes = set(m.sounds.get(water, []))
        gate_hex = m.forts[gate]["hex_near"] if gate in m.forts else m.hex_of(gate)
        if not hexes:
            out.append(f"{water}: no hexes")
        for h in hexes - {gate_hex}:
            if any(m.ter.get(n) == "~" and n not in hexes for n in neighbours(h)):
                out.append(f"{water}: {h} opens on the sea; only {gate} ({gate_hex}) may")
        if not (gate_hex in hexes or any(gate_hex in neighbours(h) for h in hexes)):
            out.append(f"{water}: its gate {gate} ({gate_hex}) is not at the water")
    lake = set(m.sounds.get("pontchartrain", []))
    no = m.hex_of("new_orleans")
    if not lake or not (no in lake or lake & set(neighbours(no))):
        out.append("Lake Pontchartrain lies beside New Orleans (3.8)")
    return out


def check_moves(m: Map) -> list[str]:
    out = []
    for a, b, mp, control, what in MOVES:
        got, path = cheapest(m, m.hex_of(a), m.hex_of(b), control)
        if got != mp:
            out.append(f"{what}: the map makes it {got} ({' '.join(path)})")
    pad, cairo = m.hex_of("paducah"), m.hex_of("cairo")
    ohio = {s for t, ss in m.rivers.get("Ohio", []) for s in ss}
    r2 = [s for s in ohio if pad in s.split("/")]
    if not r2:
        out.append("R2: the Ohio runs along Paducah")
    else:
        via = []
        for s in r2:
            n = [x for x in s.split("/") if x != pad][0]
            step = move_cost(m, pad, n, "enemy")
            rest, _ = cheapest(m, n, cairo, "enemy")
            if step == 3 and rest is not None:
                via.append(step + rest)
        best, _ = cheapest(m, pad, cairo, "enemy")
        if best not in via:
            out.append("Morgan crosses the Ohio at R2, beside Paducah, on a cheapest way to Cairo")
    for a, b in (("florence", "tuscumbia"), ("hampton", "norfolk"), ("mobile", "blakeley"),
                 ("washington", "alexandria"), ("columbus_ky", "new_madrid")):
        if not adjacent(m.hex_of(a), m.hex_of(b)):
            out.append(f"{a} and {b}: adjacent hexes")
    return out


CHECKS = (check_grid, check_places, check_resources, check_capitals, check_theatres, check_rivers, check_ports,
          check_blockade, check_rails, check_roads, check_sides, check_sounds, check_waters, check_moves)


def check(m: Map | None = None) -> list[str]:
    m = m or load()
    return [p for f in CHECKS for p in f(m)]


def report(m: Map | None = None) -> str:
    m = m or load()
    land = sum(1 for h in m.ter if is_land(m, h))
    return (f"{len(m.ter)} hexes ({land} land), {len(m.places)} places, {len(m.rivers)} rivers "
            f"({sum(len(ss) for runs in m.rivers.values() for _, ss in runs)} sides), "
            f"{len(m.rail61)} rail lines 1861 + {len(m.rail64)} in 1864")


if __name__ == "__main__":
    print(report())
    print("\n".join(check()) or "map OK")
