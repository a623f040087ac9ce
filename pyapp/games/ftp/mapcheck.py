"""For the People: the validator of the authored map (mapdata.py).

``check()`` returns a list of problems, empty when the map is fine. Each
``check_*`` function tests one property and takes the data it reads as
keyword arguments whose defaults are mapdata's tables, so a test can pass a
modified copy and see the problem reported. ``check(**overrides)`` passes
the same overrides to every check that takes them.

Reference tables below are copied from the rulebook digest
(../shared/rules/000_for_the_people.md, "digest x.y") and the sources file
(../shared/data/FTP_USCW_SOURCES.md, "A4.n"); mapdata must agree with them.
Stdlib only.
"""

from __future__ import annotations

import math
from collections import deque

from . import mapdata as MD
from .spaces import ALLEGIANCE, NAME, STATE, XY

# =====================================================================
# Reference data from the rulebook and the sources file
# =====================================================================

# Connections the rulebook reveals. Each: (a, b, requirements, source).
# Requirements (all optional):
#   kind       - some link of this kind joins them
#   land       - some land-usable link joins them (default True)
#   bar_at     - some land link joining them crosses this end's bar
#   no_bar_at  - no land link joining them crosses this end's bar
#   crossing   - some land link joining them crosses a bar (either end)
#   upgrade    - the link is a road that becomes rail in 1864
#   likely     - the digest says "likely"; kept, and checked the same way
REVEALED = (
    ("washington_dc", "frederick", {}, "digest 3.6"),
    ("frederick", "manassas", {}, "digest 3.6 (First Manassas: AoP attacks from Frederick)"),
    ("frederick", "gettysburg", {}, "digest 3.6, 5.32 (interception from Frederick)"),
    ("chambersburg", "gettysburg", {}, "digest 3.6, 5.32 (retreat to Chambersburg)"),
    ("manassas", "washington_dc", {"bar_at": "washington_dc"},
     "digest 3.6, 5.18 (Potomac crossing; CSA barred while Washington has a fort)"),
    ("harpers_ferry", "winchester_va", {}, "digest 3.6"),
    ("cincinnati", "falmouth", {"bar_at": "cincinnati", "no_bar_at": "falmouth"},
     "digest 3.6; rule 6.1.6 example (no blue bar on Falmouth)"),
    ("falmouth", "lexington_ky", {}, "digest 3.6"),
    ("lexington_ky", "somerset", {}, "digest 3.6"),
    ("lexington_ky", "frankfort", {}, "digest 3.6"),
    ("frankfort", "louisville", {}, "digest 3.6"),
    ("louisville", "lebanon", {}, "digest 3.6 (Buell's march)"),
    ("bowling_green", "nashville", {"crossing": True}, "digest 3.6, 5.18 (Cumberland crossing)"),
    ("bowling_green", "clarksville_tn", {}, "digest 3.6"),
    ("clarksville_tn", "nashville", {"crossing": True}, "digest 3.6, 5.18 (Cumberland crossing)"),
    ("dover_tn", "clarksville_tn", {"crossing": True, "no_bar_at": "dover_tn"},
     "digest 3.6, 5.18 (Cumberland crossing; the Union can always enter Dover from "
     "Clarksville)"),
    ("dover_tn", "mckenzie", {"kind": "rail", "bar_at": "dover_tn"},
     "digest 3.6, 5.18 (rail west to McKenzie; Tennessee crossing into Dover)"),
    ("dover_tn", "paducah", {"bar_at": "dover_tn"},
     "digest 3.6, 5.18 (Tennessee crossing into Dover)"),
    ("dover_tn", "franklin_tn", {"no_bar_at": "dover_tn"},
     "digest 3.6, 5.18 (the Union can always enter Dover from Franklin)"),
    ("pittsburg_landing", "waynesboro", {"crossing": True},
     "digest 3.6, 5.18 (Tennessee crossing)"),
    ("meridian", "forest", {}, "digest 3.6, 5.24 (supply example)"),
    ("forest", "jackson_ms", {}, "digest 3.6, 5.24"),
    ("jackson_ms", "vicksburg", {}, "digest 3.6, 5.24"),
    ("vicksburg", "monroe", {"crossing": True}, "digest 3.6, 5.21 (across a blue bar)"),
    ("humboldt", "grand_jct", {}, "digest 3.6, 5.24"),
    ("humboldt", "new_madrid", {"likely": True}, "digest 3.6, 5.24 (LOC via New Madrid)"),
    ("meridian", "demopolis", {"kind": "road", "upgrade": True}, "digest 3.3, 3.6"),
    ("greensboro", "danville", {"kind": "road", "upgrade": True}, "digest 3.3, 3.6"),
    ("jacksonville_al", "decatur_al", {"kind": "dotted"}, "digest 3.3, 3.6"),
    ("jacksonville_al", "kingston_ga", {"kind": "dotted"}, "digest 3.3, 3.6"),
    ("somerset", "clinton", {"likely": True}, "digest 3.6 (likely)"),
    ("lebanon", "bowling_green", {"likely": True}, "digest 3.6 (likely)"),
    ("lebanon", "somerset", {"likely": True}, "digest 3.6 (division route)"),
)

# Cairo-Paducah: two distinct land connections (digest 3.6, rule 6.2.6):
# north route with a bar only at Paducah, south route with a bar only at Cairo.
DOUBLE_LINK = ("cairo", "paducah", ({"paducah"}, {"cairo"}))

# Pairs the rulebook says are NOT adjacent, with their land distance.
REVEALED_DISTANCES = (
    ("winchester_va", "manassas", 2, "digest 3.6 (Winchester is two spaces from Manassas)"),
)

# Routes walked in the rulebook's examples: the waypoints, and the most
# land moves the example allows between first and last (digest 3.6).
REVEALED_WALKS = (
    (("st_louis", "kansas_city", "jefferson_city", "rolla", "ironton", "st_louis"), 8,
     "digest 3.6 (a corps' 8 MP)"),
    (("columbus_oh", "wheeling", "lewisburg"), 5, "digest 3.6 (a division's 5 MP)"),
    (("fayetteville_ar", "little_rock", "fayetteville_ar", "springfield_mo"), 8,
     "digest 3.6 (corps)"),
    (("nashville", "franklin_tn", "decatur_al", "corinth"), 6, "digest 3.6 (army, 6 MP)"),
    (("cincinnati", "falmouth", "lexington_ky", "knoxville"), 5,
     "digest 3.6, 5.28 (in 5 steps)"),
    (("cairo", "paducah", "dover_tn", "franklin_tn", "columbia_tn", "waynesboro",
      "pittsburg_landing"), 6, "digest 3.6 (6 MP)"),
    (("cairo", "columbus_ky", "paducah", "mckenzie"), 3,
     "digest 3.6 (6 MP with three PC placements)"),
    (("lebanon", "somerset"), 5, "digest 3.6 (division)"),
    (("memphis", "new_madrid"), 6, "digest 3.6"),
    (("new_madrid", "columbus_ky", "corinth"), 6, "digest 3.6"),
    (("manassas", "fredericksburg"), 6, "digest 3.6"),
)

# Spring 1861 strategic moves by rail in the example of play (digest 5.27):
# rail only, through spaces the CSA controls at the start (the CSA states,
# Columbus KY, New Madrid), no B&O, no 1864 upgrades.
REVEALED_RAIL_PATHS = (
    ("wilmington_nc", "manassas"),
    ("charleston_sc", "manassas"),
    ("monroe", "nashville"),
    ("pensacola", "columbus_ky"),
    ("mobile", "columbus_ky"),
    ("new_orleans", "manassas"),
    ("atlanta", "knoxville"),
)
CSA_AT_START_EXTRA = ("columbus_ky", "new_madrid")

# River letter codes (digest 3.7) and the river ports it names.
RIVER_CODES = {"arkansas": "A", "cumberland": "C", "mississippi": "M", "ohio": "O",
               "potomac": "P", "red": "R", "tennessee": "T", "wabash": "W", "yazoo": "Y"}
NAMED_RIVER_PORTS = {
    "mississippi": ("st_louis", "alton", "cairo", "columbus_ky", "new_madrid", "memphis",
                    "vicksburg", "grand_gulf", "port_hudson", "baton_rouge", "new_orleans",
                    "forts_st_philip_jackson"),
    "ohio": ("wheeling", "parkersburg", "cincinnati", "louisville", "evansville",
             "paducah", "cairo"),
    "tennessee": ("paducah", "dover_tn", "pittsburg_landing", "tuscumbia", "decatur_al"),
    "cumberland": ("dover_tn", "clarksville_tn", "nashville"),
    "arkansas": ("arkansas_post", "little_rock"),
    "yazoo": ("yazoo_city",),
    "wabash": ("vincennes",),
    "potomac": ("washington_dc", "acquia_creek"),
    "red": (),
}
# Only these two are Potomac spaces (digest 3.7, 5.21).
POTOMAC_ONLY = ("washington_dc", "acquia_creek")

# Coastal forts and their ports (digest 3.8).
D38_FORTS = {
    "fort_morgan": "mobile", "forts_st_philip_jackson": "new_orleans",
    "fort_pickens": "pensacola", "fort_gadson": "columbus_ga",
    "fort_pulaski": "savannah", "fort_sumter": "charleston_sc",
    "fort_fisher": "wilmington_nc", "fort_monroe": "norfolk",
}
# The one coastal fort the CSA may attack by land (digest 3.12, 5.23).
LAND_FORT = "fort_monroe"
# A coastal fort lies next to its port, except:
FAR_FORTS = {"fort_gadson": "Fort Gadsden guards the Apalachicola's mouth; Columbus, GA "
                            "is far up the Chattahoochee (digest 3.8)"}
FORT_PORT_MAX = 350

# BR ports and zones (A4.4; digest 3.9); St. Marks only with card 117.
A44 = {
    "north_atlantic": {"norfolk", "morehead_city", "wilmington_nc"},
    "south_atlantic": {"charleston_sc", "savannah", "fernandina", "jacksonville_fl"},
    "east_gulf": {"columbus_ga", "pensacola", "st_marks", "mobile"},
    "west_gulf": {"new_orleans", "sabine_city"},
}
A44_CARD = {"st_marks": 117}

# Resource centres (A4.2): 13, total 50.
A42 = {"richmond": 12, "atlanta": 5, "memphis": 5, "nashville": 5, "augusta": 4,
       "jackson_ms": 4, "columbus_ga": 3, "fayetteville_nc": 3, "charleston_sc": 3,
       "selma": 2, "macon": 2, "little_rock": 1, "marshall": 1}
A42_TOTAL = 50

# Union state capitals (A4.3, digest 3.11) and the national capitals.
A43 = {"annapolis", "philadelphia", "harrisburg", "dover_de", "indianapolis",
       "columbus_oh", "springfield_il", "trenton"}
NATIONAL = {"washington_dc": "union_national", "richmond": "csa_national"}
CAPITAL_KINDS = {"union_national", "csa_national", "union_state", "csa_state",
                 "border_state"}

# The "Mississippi River" list of rule 12.8 (A4.5, digest 3.7).
A45 = {"wheeling", "parkersburg", "cincinnati", "evansville", "louisville", "paducah",
       "columbus_ky", "cairo", "alton", "memphis", "clarksville_tn", "dover_tn",
       "nashville", "pittsburg_landing", "vicksburg", "grand_gulf", "port_hudson",
       "new_orleans", "forts_st_philip_jackson", "baton_rouge", "tuscumbia", "decatur_al",
       "new_madrid", "st_louis"}

# Shenandoah Valley (digest 3.12) and the named pro-Union space.
D312_SHENANDOAH = {"winchester_va", "strasburg", "staunton"}
D312_PRO_UNION = {"knoxville"}
PRO_UNION_STATES = {"TN", "NC", "SC"}

BR_ZONE_NAMES = {"north_atlantic", "south_atlantic", "east_gulf", "west_gulf"}

# Which states touch (land border, or across a river or bay), for the rule
# that no land link joins states that are not neighbours. 1861 borders,
# with West Virginia as the game has it.
STATE_NEIGHBOURS = {
    "AL": {"MS", "TN", "GA", "FL"},
    "AR": {"MO", "TN", "MS", "LA", "TX"},
    "FL": {"AL", "GA"},
    "GA": {"AL", "FL", "SC", "NC", "TN"},
    "LA": {"AR", "MS", "TX"},
    "MS": {"AL", "AR", "LA", "TN"},
    "NC": {"VA", "TN", "GA", "SC"},
    "SC": {"NC", "GA"},
    "TN": {"KY", "VA", "NC", "GA", "AL", "MS", "AR", "MO"},
    "TX": {"LA", "AR"},
    "VA": {"MD", "DC", "WV", "KY", "TN", "NC"},
    "KY": {"TN", "VA", "WV", "OH", "IN", "IL", "MO"},
    "MO": {"IL", "KY", "TN", "AR"},
    "WV": {"VA", "KY", "OH", "PA", "MD"},
    "DC": {"MD", "VA"},
    "DE": {"MD", "PA", "NJ"},
    "IL": {"MO", "KY", "IN"},
    "IN": {"IL", "OH", "KY"},
    "MD": {"PA", "DE", "VA", "WV", "DC"},
    "NJ": {"PA", "DE"},
    "OH": {"IN", "KY", "WV", "PA"},
    "PA": {"OH", "WV", "MD", "DE", "NJ"},
}

# Geometry (layout pixels, spaces.py). A link longer than LONG_PX must be
# listed here with its reason; a land link must not pass within LEAP_PX of
# another space's centre; land links must not cross unless listed.
LONG_PX = 450
LEAP_PX = 45
LONG_LINKS = {
    ("philadelphia", "harrisburg"): "Pennsylvania RR main line; York lies south of it",
    ("harpers_ferry", "grafton"): "B&O across the Alleghenies (Martinsburg, Cumberland, "
                                  "Oakland are not spaces)",
    ("suffolk", "weldon"): "Seaboard & Roanoke RR through empty country",
    ("rodgersville", "morgantown"): "the only road over the Blue Ridge (via Asheville)",
    ("st_louis", "jefferson_city"): "Pacific RR; no space between",
    ("st_louis", "rolla"): "Pacific RR South-west Branch",
    ("jefferson_city", "lexington_mo"): "Missouri River road via Boonville and Sedalia",
    ("rolla", "springfield_mo"): "Wire Road across the Ozarks",
    ("springfield_mo", "fayetteville_ar"): "Wire Road by Pea Ridge",
    ("springfield_mo", "lexington_mo"): "Price's 1861 march; western Missouri is empty map",
    ("little_rock", "washington_ar"): "Southwest Trail",
    ("camden_ar", "shreveport"): "Steele's 1864 objective; no space between",
    ("washington_ar", "shreveport"): "road by Fulton; no space between",
    ("nacodoches", "grand_ecore"): "El Camino Real",
    ("nacodoches", "sabine_city"): "Sabine City's only land road",
    ("alton", "pana"): "Terre Haute, Alton & St. Louis RR",
    ("pana", "terre_haute"): "Terre Haute, Alton & St. Louis RR by Mattoon",
    ("indianapolis", "dayton"): "Indiana Central RR by Richmond",
    ("st_louis", "cairo"): "Mississippi, no river port between",
    ("memphis", "vicksburg"): "Mississippi, no river port between (Helena, Napoleon, "
                              "Greenville are not spaces)",
    ("parkersburg", "cincinnati"): "Ohio, no river port between",
    ("cincinnati", "louisville"): "Ohio, no river port between",
    ("louisville", "evansville"): "Ohio, no river port between",
    ("dover_tn", "evansville"): "water: down the Cumberland, up the Ohio",
    ("dover_tn", "vincennes"): "water: down the Cumberland, up the Ohio and Wabash",
    ("vincennes", "paducah"): "water: down the Wabash and the Ohio",
    ("arkansas_post", "vicksburg"): "water: down the Arkansas and the Mississippi",
    ("arkansas_post", "memphis"): "water: down the Arkansas, up the Mississippi",
    ("arkansas_post", "yazoo_city"): "water: Arkansas, Mississippi, up the Yazoo",
    ("yazoo_city", "memphis"): "water: down the Yazoo, up the Mississippi",
}
KNOWN_CROSSINGS: dict = {}
KNOWN_LEAPS: dict = {}


# =====================================================================
# Helpers
# =====================================================================

def pair(a, b):
    return frozenset((a, b))


def links_between(edges, a, b):
    return [e for e in edges if {e.a, e.b} == {a, b}]


def land_adjacency(edges, dotted=False):
    """Neighbours by land (road, rail, the land-usable river link; dotted
    only if asked; never the B&O)."""
    adj = {}
    for e in edges:
        if e.land and (dotted or e.kind != "dotted"):
            adj.setdefault(e.a, set()).add(e.b)
            adj.setdefault(e.b, set()).add(e.a)
    return adj


def bfs(adj, start, allowed=None):
    """Land distances from ``start`` (only through ``allowed`` if given)."""
    dist = {start: 0}
    q = deque([start])
    while q:
        n = q.popleft()
        for m in sorted(adj.get(n, ())):
            if m in dist or (allowed is not None and m not in allowed):
                continue
            dist[m] = dist[n] + 1
            q.append(m)
    return dist


def seg_distance(p, a, b):
    """(t, distance) of point p from segment a-b; t in 0..1 along it."""
    (ax, ay), (bx, by), (px, py) = a, b, p
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = ((px - ax) * dx + (py - ay) * dy) / length2
    return t, math.dist(p, (ax + t * dx, ay + t * dy))


def segments_cross(p1, p2, p3, p4):
    def orient(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    d1, d2 = orient(p3, p4, p1), orient(p3, p4, p2)
    d3, d4 = orient(p1, p2, p3), orient(p1, p2, p4)
    return d1 * d2 < 0 and d3 * d4 < 0


def _listed(table, a, b):
    return (a, b) in table or (b, a) in table


# =====================================================================
# Checks
# =====================================================================

def check_edge_records(edges=MD.EDGES, names=NAME, river_ports=None):
    """Ids exist, kinds valid, no self-links or same-kind duplicates, and
    each flag used only where it means something."""
    river_ports = MD.RIVER_PORTS if river_ports is None else river_ports
    out = []
    seen = set()
    for e in edges:
        tag = f"{e.a}-{e.b} ({e.kind})"
        for s in (e.a, e.b):
            if s not in names:
                out.append(f"{tag}: unknown space {s!r}")
        if e.a == e.b:
            out.append(f"{tag}: joins a space to itself")
        if e.kind not in MD.KINDS:
            out.append(f"{tag}: invalid kind {e.kind!r}")
        key = (pair(e.a, e.b), e.kind)
        if key in seen:
            out.append(f"{tag}: the same pair and kind twice")
        seen.add(key)
        if e.bo and e.kind != "rail":
            out.append(f"{tag}: B&O on a link that is not rail")
        if e.upgrade_1864 and e.kind != "road":
            out.append(f"{tag}: 1864 upgrade on a link that is not road")
        if e.kind == "river":
            if e.flow not in ("down", "junction"):
                out.append(f"{tag}: river link without flow 'down' or 'junction'")
            if not e.rivers or any(r not in MD.RIVERS for r in e.rivers):
                out.append(f"{tag}: river link names no known river")
        else:
            if e.rivers or e.flow or e.land_route:
                out.append(f"{tag}: river fields on a land link")
        for s, bar in ((e.a, e.bar_a), (e.b, e.bar_b)):
            if bar and not river_ports.get(s):
                out.append(f"{tag}: blue bar on {s}, which is not a river port")
        if (e.bar_a or e.bar_b) and not e.land:
            out.append(f"{tag}: blue bar on a link land forces cannot use")
    return out


def check_revealed(edges=MD.EDGES, revealed=REVEALED):
    """Every connection the rulebook reveals is there, as described."""
    out = []
    for a, b, req, src in revealed:
        links = links_between(edges, a, b)
        land = [e for e in links if e.land or e.kind == "dotted"]
        if not links:
            out.append(f"revealed {a}-{b} missing ({src})")
            continue
        if req.get("land", True) and not land:
            out.append(f"revealed {a}-{b} has no land link ({src})")
        if "kind" in req and not any(e.kind == req["kind"] for e in links):
            out.append(f"revealed {a}-{b} should be {req['kind']} ({src})")
        if "bar_at" in req and not any(req["bar_at"] in e.bars for e in land):
            out.append(f"revealed {a}-{b} should cross {req['bar_at']}'s bar ({src})")
        if "no_bar_at" in req and any(req["no_bar_at"] in e.bars for e in land):
            out.append(f"revealed {a}-{b} must not cross {req['no_bar_at']}'s bar ({src})")
        if req.get("crossing") and not any(e.bars for e in land):
            out.append(f"revealed {a}-{b} should cross a river ({src})")
        if req.get("upgrade") and not any(e.upgrade_1864 for e in links):
            out.append(f"revealed {a}-{b} should become rail in 1864 ({src})")
    return out


def check_double_link(edges=MD.EDGES, double=DOUBLE_LINK):
    """Cairo-Paducah: two land routes, bars at Paducah only and Cairo only."""
    a, b, bar_sets = double
    land = [e for e in links_between(edges, a, b) if e.land]
    got = sorted((set(e.bars) for e in land), key=sorted)
    want = sorted(bar_sets, key=sorted)
    if len(land) != 2 or got != want:
        return [f"{a}-{b}: need two land routes with bars {want}, found "
                f"{[sorted(s) for s in got]} (digest 3.6, rule 6.2.6)"]
    return []


def check_upgrades_and_dotted(edges=MD.EDGES):
    """Exactly the two 1864 upgrades and the two dotted roads of the digest."""
    out = []
    ups = {pair(e.a, e.b) for e in edges if e.upgrade_1864}
    want = {pair("meridian", "demopolis"), pair("greensboro", "danville")}
    if ups != want:
        out.append(f"1864 upgrades {sorted(map(sorted, ups))} should be "
                   f"{sorted(map(sorted, want))} (digest 3.3)")
    dotted = {pair(e.a, e.b) for e in edges if e.kind == "dotted"}
    want = {pair("jacksonville_al", "decatur_al"), pair("jacksonville_al", "kingston_ga")}
    if dotted != want:
        out.append(f"dotted links {sorted(map(sorted, dotted))} should be "
                   f"{sorted(map(sorted, want))} (digest 3.3)")
    return out


def check_distances(edges=MD.EDGES, revealed=REVEALED_DISTANCES):
    out = []
    adj = land_adjacency(edges)
    for a, b, n, src in revealed:
        d = bfs(adj, a).get(b)
        if d != n:
            out.append(f"{a} to {b} should be {n} land moves, is {d} ({src})")
    return out


def check_walks(edges=MD.EDGES, walks=REVEALED_WALKS):
    """Each example route fits the movement the example allows."""
    out = []
    adj = land_adjacency(edges)
    for points, most, src in walks:
        total = 0
        for x, y in zip(points, points[1:]):
            d = bfs(adj, x).get(y)
            if d is None:
                out.append(f"walk {'-'.join(points)}: no land route {x}-{y} ({src})")
                total = None
                break
            total += d
        if total is not None and total > most:
            out.append(f"walk {'-'.join(points)} takes {total} moves, the example "
                       f"allows {most} ({src})")
    return out


def check_rail_paths(edges=MD.EDGES, paths=REVEALED_RAIL_PATHS, state=STATE,
                     allegiance=ALLEGIANCE):
    """The 1861 strategic moves of the example of play run by rail through
    CSA-controlled spaces."""
    out = []
    allowed = {s for s in state if allegiance[state[s]] == "csa"} | set(CSA_AT_START_EXTRA)
    adj = {}
    for e in edges:
        if e.kind == "rail" and not e.bo:
            adj.setdefault(e.a, set()).add(e.b)
            adj.setdefault(e.b, set()).add(e.a)
    for a, b in paths:
        if b not in bfs(adj, a, allowed):
            out.append(f"no 1861 CSA rail route {a}-{b} (digest 5.27 example)")
    return out


def check_union_lines(edges=MD.EDGES, state=STATE, allegiance=ALLEGIANCE,
                      rail_exits=None):
    """At the start the Union reinforcement areas reach the north edge
    (digest 5.26): Washington by rail (B&O allowed), an OH/IN space and an
    IL space or St. Louis by road or rail, through Union-held spaces."""
    exits = set(MD.RAIL_EXITS if rail_exits is None else rail_exits)
    out = []
    union = {s for s in state if allegiance[state[s]] == "usa"} | {"st_louis"}
    rail = {}
    for e in edges:
        if e.kind == "rail":
            rail.setdefault(e.a, set()).add(e.b)
            rail.setdefault(e.b, set()).add(e.a)
    if not exits & set(bfs(rail, "washington_dc", union)):
        out.append("Washington has no rail line to a north-edge exit (digest 5.26 East)")
    adj = land_adjacency(edges)
    for label, group in (("Centre (OH/IN)", [s for s in state if state[s] in ("OH", "IN")]),
                         ("West (IL/St. Louis)",
                          [s for s in state if state[s] == "IL"] + ["st_louis"])):
        if not any(exits & set(bfs(adj, s, union)) for s in group):
            out.append(f"no {label} space reaches a north-edge exit (digest 5.26)")
    return out


def check_bo(edges=MD.EDGES):
    """The B&O is one connected line from Baltimore through Harpers Ferry
    and Grafton to the Ohio (Wheeling, Parkersburg)."""
    adj = {}
    for e in edges:
        if e.bo:
            adj.setdefault(e.a, set()).add(e.b)
            adj.setdefault(e.b, set()).add(e.a)
    need = {"baltimore", "harpers_ferry", "grafton", "wheeling", "parkersburg"}
    if not adj or "baltimore" not in adj:
        return ["no B&O links (digest 3.3)"]
    reach = set(bfs(adj, "baltimore"))
    out = []
    if reach != set(adj):
        out.append("the B&O links are not one connected line")
    if need - reach:
        out.append(f"the B&O misses {sorted(need - reach)}")
    return out


def check_land_reach(edges=MD.EDGES, names=NAME, coastal_forts=None):
    """Every space but the coastal forts (Fort Monroe excepted) is reached
    by land from Washington; those forts have no land link at all."""
    forts = MD.COASTAL_FORTS if coastal_forts is None else coastal_forts
    water_only = set(forts) - {LAND_FORT}
    out = []
    reach = set(bfs(land_adjacency(edges, dotted=True), "washington_dc"))
    for s in names:
        if s in water_only:
            if s in reach or any(e.land and s in (e.a, e.b) for e in edges):
                out.append(f"{s}: a coastal fort with a land link (the CSA could retake "
                           f"it by land; digest 5.23)")
        elif s not in reach:
            out.append(f"{s}: not reachable by land")
    return out


def check_connected(edges=MD.EDGES, names=NAME, coast=None):
    """The whole map is one piece once the sea links between sea ports
    and coastal forts are added."""
    coast = set(MD.COAST if coast is None else coast) | set(MD.COASTAL_FORTS)
    adj = {s: set() for s in names}
    for e in edges:
        adj.setdefault(e.a, set()).add(e.b)
        adj.setdefault(e.b, set()).add(e.a)
    hub = sorted(coast)[0] if coast else None
    for s in coast:
        adj[s].add(hub)
        adj[hub].add(s)
    reach = set(bfs(adj, next(iter(names))))
    missing = [s for s in names if s not in reach]
    return [f"map not connected: {missing}"] if missing else []


def check_rivers(edges=MD.EDGES, rivers=None, confluence_order=None, names=NAME):
    """Codes, named ports, courses and mouths; every river link is exactly a
    stretch of water between two river ports; flows point downstream."""
    rivers = MD.RIVERS if rivers is None else rivers
    order = MD.CONFLUENCE_ORDER if confluence_order is None else confluence_order
    out = []
    if set(rivers) != set(RIVER_CODES):
        out.append(f"rivers {sorted(rivers)} should be {sorted(RIVER_CODES)} (digest 3.7)")
    for name, r in rivers.items():
        if RIVER_CODES.get(name) != r.get("code"):
            out.append(f"{name}: code {r.get('code')!r} (digest 3.7)")
        course = r["course"]
        for s in course:
            if s not in names:
                out.append(f"{name}: unknown space {s!r}")
        if len(set(course)) != len(course):
            out.append(f"{name}: a port listed twice")
        for s in NAMED_RIVER_PORTS.get(name, ()):
            if s not in course:
                out.append(f"{name}: {s} is a named port of it (digest 3.7)")
        m = r["mouth"]
        if m != ("sea",):
            if len(m) != 3 or m[0] not in rivers:
                out.append(f"{name}: bad mouth {m!r}")
                continue
            main = rivers[m[0]]["course"]
            if m[1] == m[2]:
                if m[1] not in main or course[-1] != m[1]:
                    out.append(f"{name}: mouth at {m[1]} must end its course and lie on "
                               f"the {m[0]}")
            elif not (m[1] in main and m[2] in main
                      and main.index(m[2]) == main.index(m[1]) + 1):
                out.append(f"{name}: mouth {m[1]}-{m[2]} is not a stretch of the {m[0]}")
        if r.get("source") not in ("north_edge", "on_map"):
            out.append(f"{name}: source must be 'north_edge' or 'on_map'")
        if not isinstance(r.get("rises_in_csa"), bool):
            out.append(f"{name}: rises_in_csa must be True or False")
    for key, tribs in order.items():
        for t in tribs:
            if t not in rivers or tuple(rivers[t]["mouth"]) != key:
                out.append(f"confluence order {key}: {t} does not join there")
    if out:
        return out
    want = MD.water_adjacency(rivers, order)
    have = {pair(e.a, e.b) for e in edges if e.kind == "river"}
    for p in sorted(want - have, key=sorted):
        out.append(f"river link {'-'.join(sorted(p))} missing (consecutive river ports)")
    for p in sorted(have - want, key=sorted):
        out.append(f"river link {'-'.join(sorted(p))} joins ports that are not "
                   f"consecutive on the water")
    pos = {}
    for name, r in rivers.items():
        for i, s in enumerate(r["course"]):
            pos[(name, s)] = i
    for e in edges:
        if e.kind != "river" or e.flow != "down":
            continue
        common = [n for n in e.rivers if (n, e.a) in pos and (n, e.b) in pos]
        if any(pos[(n, e.a)] > pos[(n, e.b)] for n in common):
            out.append(f"river link {e.a}-{e.b}: flow 'down' points upstream")
        if not common:
            # down a tributary to its mouth, then down the main river
            trib = next((n for n in e.rivers if (n, e.a) in pos), None)
            m = rivers[trib]["mouth"] if trib else ("sea",)
            if len(m) != 3 or (m[0], e.b) not in pos or (m[0], m[2]) not in pos \
                    or pos[(m[0], e.b)] < pos[(m[0], m[2])]:
                out.append(f"river link {e.a}-{e.b}: flow 'down' but {e.b} is not below "
                           f"the mouth of a river through {e.a}")
    for s in (x for n, r in rivers.items() for x in r["course"] if n == "potomac"):
        if s not in POTOMAC_ONLY:
            out.append(f"{s} on the Potomac: only Washington and Aquia Creek are (digest 3.7)")
    return out


def check_ports(space=None, xy=XY):
    """Ports are coastal, on a river or coastal forts; each coastal fort
    protects a port next to it (digest 3.8); BR ports are sea ports."""
    space = MD.SPACE if space is None else space
    out = []
    for s, a in space.items():
        if a["port"] and not (a["coast"] or a["river_port"] or a["coastal_fort"]):
            out.append(f"{s}: a port neither coastal nor on a navigable river")
        if (a["coast"] or a["river_port"] or a["coastal_fort"]) and not a["port"]:
            out.append(f"{s}: coastal or river space not marked as a port")
        port = a["coastal_fort"]
        if port:
            if port not in space:
                out.append(f"{s}: protects unknown port {port!r}")
                continue
            if not space[port]["port"]:
                out.append(f"{s}: protects {port}, which is not a port")
            if space[port]["protected_by"] != s:
                out.append(f"{s}: {port} does not name it as its coastal fort")
            if not (a["coast"] or a["river_port"]):
                out.append(f"{s}: a coastal fort off the water")
            d = math.dist(xy[s], xy[port])
            if d > FORT_PORT_MAX and s not in FAR_FORTS:
                out.append(f"{s}: {int(d)} px from its port {port} (not next to it)")
        if a["br_zone"] and not a["coast"]:
            if not (a["river_port"] and a["protected_by"]):
                out.append(f"{s}: a BR port that ships cannot reach")
    forts = {s: a["coastal_fort"] for s, a in space.items() if a["coastal_fort"]}
    if forts != D38_FORTS:
        out.append(f"coastal forts {forts} should be {D38_FORTS} (digest 3.8)")
    return out


def check_br(br_zones=None, br_card=None):
    br_zones = MD.BR_ZONES if br_zones is None else br_zones
    br_card = MD.BR_CARD if br_card is None else br_card
    got = {}
    for s, z in br_zones.items():
        got.setdefault(z, set()).add(s)
    out = []
    if got != A44:
        out.append(f"BR zones {got} should be {A44} (A4.4)")
    if dict(br_card) != A44_CARD:
        out.append(f"BR ports needing a card {dict(br_card)} should be {A44_CARD} (A4.4)")
    return out


def check_rc(rc=None, state=STATE, allegiance=ALLEGIANCE):
    rc = MD.RC if rc is None else rc
    out = []
    if dict(rc) != A42:
        out.append(f"resource centres {dict(rc)} should be {A42} (A4.2)")
    if sum(rc.values()) != A42_TOTAL:
        out.append(f"RC values total {sum(rc.values())}, should be {A42_TOTAL} (A4.2)")
    for s in rc:
        if s in state and allegiance[state[s]] != "csa":
            out.append(f"RC {s} is not in a Confederate state")
    return out


def check_capitals(capitals=None, state=STATE, allegiance=ALLEGIANCE):
    capitals = MD.CAPITALS if capitals is None else capitals
    out = []
    union_state = {s for s, k in capitals.items() if k == "union_state"}
    if union_state != A43:
        out.append(f"Union state capitals {sorted(union_state)} should be {sorted(A43)} "
                   f"(A4.3)")
    for s, k in NATIONAL.items():
        if capitals.get(s) != k:
            out.append(f"{s} should be the {k} capital (digest 3.11)")
    for s, k in capitals.items():
        if k not in CAPITAL_KINDS:
            out.append(f"{s}: unknown capital kind {k!r}")
        elif k == "csa_state" and s in state and allegiance[state[s]] != "csa":
            out.append(f"{s}: a CSA state capital outside the CSA")
        elif k == "border_state" and s in state and allegiance[state[s]] != "border":
            out.append(f"{s}: a border-state capital outside the border states")
    return out


def check_mississippi(mississippi=None):
    got = set(MD.MISSISSIPPI_LIST if mississippi is None else mississippi)
    if got != A45:
        return [f"Mississippi list differs from A4.5: extra {sorted(got - A45)}, "
                f"missing {sorted(A45 - got)}"]
    return []


def check_flags(space=None, pro_union=None, shenandoah=None, rail_exits=None,
                state=STATE, allegiance=ALLEGIANCE, xy=XY):
    space = MD.SPACE if space is None else space
    pro = set(MD.PRO_UNION if pro_union is None else pro_union)
    shen = set(MD.SHENANDOAH if shenandoah is None else shenandoah)
    exits = set(MD.RAIL_EXITS if rail_exits is None else rail_exits)
    out = []
    if shen != D312_SHENANDOAH:
        out.append(f"Shenandoah {sorted(shen)} should be {sorted(D312_SHENANDOAH)} "
                   f"(digest 3.12)")
    if not D312_PRO_UNION <= pro:
        out.append("Knoxville must be pro-Union (digest 3.12)")
    for s in pro:
        if s in state and state[s] not in PRO_UNION_STATES:
            out.append(f"pro-Union {s} outside Tennessee and the Carolinas (digest 3.12)")
    for s in exits:
        if s in state and allegiance[state[s]] == "csa":
            out.append(f"rail exit {s} in a Confederate state")
        if s in xy and xy[s][1] > 600:
            out.append(f"rail exit {s} is not near the north edge")
    return out


def check_ids(space=None, tables=None, names=NAME):
    """Every space named in a flag table exists, and SPACE covers all 244
    spaces with every key."""
    space = MD.SPACE if space is None else space
    if tables is None:
        tables = {
            "COAST": MD.COAST, "COASTAL_FORTS": set(MD.COASTAL_FORTS)
            | set(MD.COASTAL_FORTS.values()), "BR_ZONES": MD.BR_ZONES,
            "BR_CARD": MD.BR_CARD, "RC": MD.RC, "CAPITALS": MD.CAPITALS,
            "MISSISSIPPI_LIST": MD.MISSISSIPPI_LIST, "PRO_UNION": MD.PRO_UNION,
            "SHENANDOAH": MD.SHENANDOAH, "RAIL_EXITS": MD.RAIL_EXITS,
        }
    out = []
    for label, table in tables.items():
        for s in table:
            if s not in names:
                out.append(f"{label}: unknown space {s!r}")
    if set(space) != set(names):
        out.append(f"SPACE covers {len(space)} spaces, not the {len(names)} of spaces.py")
    keys = set(MD.DEFAULTS) | {"name", "state", "allegiance"}
    for s, a in space.items():
        if set(a) != keys:
            out.append(f"{s}: keys {sorted(set(a) ^ keys)} differ")
    return out


def check_lengths(edges=MD.EDGES, xy=XY, long_links=LONG_LINKS, limit=LONG_PX):
    out = []
    for e in edges:
        d = math.dist(xy[e.a], xy[e.b])
        if d > limit and not _listed(long_links, e.a, e.b):
            out.append(f"{e.a}-{e.b} ({e.kind}) is {int(d)} px long, not a listed long link")
    return out


def check_leaps(edges=MD.EDGES, xy=XY, margin=LEAP_PX, known=KNOWN_LEAPS):
    """No land link passes over another space."""
    out = []
    for e in edges:
        if e.kind == "river" or _listed(known, e.a, e.b):
            continue
        for s, p in xy.items():
            if s in (e.a, e.b):
                continue
            t, d = seg_distance(p, xy[e.a], xy[e.b])
            if 0 < t < 1 and d < margin:
                out.append(f"{e.a}-{e.b} passes over {s} ({int(d)} px)")
    return out


def check_crossings(edges=MD.EDGES, xy=XY, known=KNOWN_CROSSINGS):
    """Land links do not cross one another."""
    land = [e for e in edges if e.kind != "river"]
    out = []
    for i, e in enumerate(land):
        for f in land[i + 1:]:
            if {e.a, e.b} & {f.a, f.b}:
                continue
            if segments_cross(xy[e.a], xy[e.b], xy[f.a], xy[f.b]):
                key = (e.a, e.b, f.a, f.b)
                if key not in known:
                    out.append(f"{e.a}-{e.b} crosses {f.a}-{f.b}")
    return out


def check_states(edges=MD.EDGES, state=STATE, neighbours=STATE_NEIGHBOURS):
    """No land link joins two states that do not touch."""
    out = []
    for a, ns in neighbours.items():
        for b in ns:
            if a not in neighbours.get(b, ()):
                out.append(f"state table not symmetric: {a}-{b}")
    for e in edges:
        if e.kind == "river":
            continue
        sa, sb = state[e.a], state[e.b]
        if sa != sb and sb not in neighbours.get(sa, ()):
            out.append(f"{e.a}-{e.b} joins {sa} and {sb}, which do not touch")
    return out


def check(**overrides):
    """Every check; keyword overrides replace mapdata's tables in the
    checks that take them (e.g. ``check(edges=...)``)."""
    import inspect
    out = []
    for fn in (check_edge_records, check_revealed, check_double_link,
               check_upgrades_and_dotted, check_distances, check_walks, check_rail_paths,
               check_union_lines, check_bo, check_land_reach, check_connected,
               check_rivers, check_ports, check_br, check_rc, check_capitals,
               check_mississippi, check_flags, check_ids, check_lengths, check_leaps,
               check_crossings, check_states):
        params = inspect.signature(fn).parameters
        out += fn(**{k: v for k, v in overrides.items() if k in params})
    return out


def report() -> str:
    """A short summary of the map's size, for notes and logs."""
    from collections import Counter
    kinds = Counter(e.kind for e in MD.EDGES)
    return (f"{len(NAME)} spaces, {len(MD.EDGES)} links ("
            + ", ".join(f"{k} {kinds[k]}" for k in MD.KINDS)
            + f"; B&O {sum(e.bo for e in MD.EDGES)}), {len(MD.RIVERS)} rivers")
