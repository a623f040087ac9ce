"""Validator for the authored A House Divided map (pyapp/games/ahd/mapdata.py).

Checks the data's shape, the graph, and every map fact the rulebook does give
(setup boxes, example links, army-size totals, the seven key cities, Cairo,
neutral Kentucky, permanent entrenchments, the Potomac).
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict

from pyapp.games.ahd import mapdata

BOXES = mapdata.BOXES
LINKS = mapdata.LINKS
KINDS = {"road", "rail", "river"}
SIDES = {"union", "csa"}
BOX_KEYS = {"name", "state", "lat", "lon", "owner", "recruit", "port", "coast", "fort", "river_sides"}
SNAKE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")
STATES = {
    "AL", "AR", "DC", "FL", "GA", "IL", "IN", "KY", "LA", "MD", "MI", "MO", "MS",
    "NC", "NJ", "NY", "OH", "PA", "SC", "TN", "VA", "TX", "DE",
}
KEY_CSA_CITIES = {"new_orleans", "mobile", "atlanta", "memphis", "charleston", "wilmington", "richmond"}
FORTS = {"washington", "richmond", "fort_monroe", "vicksburg"}
UNION_SETUP = {
    "washington": 3, "chicago": 2, "fort_wayne": 2, "harpers_ferry": 1,
    "pittsburgh": 1, "canton": 1, "columbus": 1, "st_louis": 1,
}
CSA_SETUP = [
    "manassas_junction", "fredericksburg", "front_royal", "charleston",
    "mobile", "jefferson_city", "atlanta", "new_orleans",
]


def neighbours(kind=None):
    """Adjacency (undirected) over links of one kind, or of every kind."""
    adj = defaultdict(set)
    for a, b, k in LINKS:
        if kind is None or k == kind:
            adj[a].add(b)
            adj[b].add(a)
    return adj


def has_link(a, b, kind=None):
    return any({a, b} == {x, y} and (kind is None or k == kind) for x, y, k in LINKS)


def downstream(a, b):
    """True if the river link between a and b exists and flows a -> b."""
    return (a, b, "river") in LINKS


def box_sum(side):
    return sum(b["recruit"].get(side, 0) for b in BOXES.values() if b["owner"] == side)


# ---------------------------------------------------------------- shape


def test_box_ids_and_fields():
    problems = []
    for bid, box in BOXES.items():
        if not isinstance(bid, str) or not SNAKE.match(bid):
            problems.append(f"{bid!r}: id is not snake_case ascii")
        missing = BOX_KEYS - set(box)
        extra = set(box) - BOX_KEYS
        if missing:
            problems.append(f"{bid}: missing fields {sorted(missing)}")
        if extra:
            problems.append(f"{bid}: unknown fields {sorted(extra)}")
        if missing:
            continue
        if not isinstance(box["name"], str) or not box["name"].strip():
            problems.append(f"{bid}: empty name")
        if box["state"] not in STATES:
            problems.append(f"{bid}: unknown state {box['state']!r}")
        if box["owner"] not in ("union", "csa", None):
            problems.append(f"{bid}: owner must be 'union', 'csa' or None, not {box['owner']!r}")
        for flag in ("port", "coast", "fort"):
            if not isinstance(box[flag], bool):
                problems.append(f"{bid}: {flag} must be a bool")
        rec = box["recruit"]
        if not isinstance(rec, dict) or set(rec) - SIDES:
            problems.append(f"{bid}: recruit must be a dict keyed by 'union'/'csa', got {rec!r}")
        else:
            for side, n in rec.items():
                if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 3:
                    problems.append(f"{bid}: recruit[{side!r}] must be an int 1..3, got {n!r}")
        if not isinstance(box["river_sides"], list):
            problems.append(f"{bid}: river_sides must be a list")
        for coord in ("lat", "lon"):
            v = box[coord]
            if not isinstance(v, float) or round(v, 2) != v:
                problems.append(f"{bid}: {coord} must be a float with 2 decimals, got {v!r}")
    assert not problems, "\n".join(problems)


def test_names_unique():
    dup = [n for n, c in Counter(b["name"] for b in BOXES.values()).items() if c > 1]
    assert not dup, f"duplicate display names: {dup}"


def test_box_count():
    assert 100 <= len(BOXES) <= 150, f"{len(BOXES)} boxes; expected 100..150"


def test_coordinates_in_theatre():
    bad = [
        f"{bid} ({b['lat']}, {b['lon']})"
        for bid, b in BOXES.items()
        if not (24 <= b["lat"] <= 45 and -96 <= b["lon"] <= -70)
    ]
    assert not bad, f"boxes outside lat 24..45 / lon -96..-70: {bad}"


def test_no_two_boxes_on_the_same_spot():
    seen = {}
    for bid, b in BOXES.items():
        key = (b["lat"], b["lon"])
        assert key not in seen, f"{bid} and {seen[key]} share coordinates {key}"
        seen[key] = bid


# ---------------------------------------------------------------- links


def test_links_well_formed():
    problems = []
    for link in LINKS:
        if not (isinstance(link, tuple) and len(link) == 3):
            problems.append(f"{link!r}: a link is a 3-tuple (a, b, kind)")
            continue
        a, b, kind = link
        if kind not in KINDS:
            problems.append(f"{link}: kind must be one of {sorted(KINDS)}")
        for end in (a, b):
            if end not in BOXES:
                problems.append(f"{link}: unknown box {end!r}")
        if a == b:
            problems.append(f"{link}: self-link")
    assert not problems, "\n".join(problems)


def test_no_duplicate_links_of_same_kind():
    count = Counter((frozenset((a, b)), k) for a, b, k in LINKS)
    dup = [f"{sorted(pair)} {kind} x{n}" for (pair, kind), n in count.items() if n > 1]
    assert not dup, f"the same pair has two links of one kind (in either order): {dup}"


def test_graph_connected():
    adj = neighbours()
    start = "washington"
    seen, todo = {start}, [start]
    while todo:
        for n in adj[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    missing = sorted(set(BOXES) - seen)
    assert not missing, f"boxes not connected to Washington: {missing}"


def test_every_box_has_a_link():
    adj = neighbours()
    lonely = [bid for bid in BOXES if not adj[bid]]
    assert not lonely, f"boxes with no link: {lonely}"


def test_rivers_have_no_cycles():
    """Downstream arrows must never lead back to where they started."""
    out = defaultdict(list)
    for a, b, k in LINKS:
        if k == "river":
            out[a].append(b)
    state = {}

    def visit(n, path):
        state[n] = 1
        for m in out[n]:
            if state.get(m) == 1:
                raise AssertionError(f"river cycle: {' -> '.join(path + [n, m])}")
            if m not in state:
                visit(m, path + [n])
        state[n] = 2

    for n in list(out):
        if n not in state:
            visit(n, [])


def test_river_sides_point_at_linked_neighbours():
    problems = []
    for bid, b in BOXES.items():
        sides = b["river_sides"]
        if len(set(sides)) != len(sides):
            problems.append(f"{bid}: repeated river side neighbour")
        for n in sides:
            if n == bid:
                problems.append(f"{bid}: lists itself as a river side")
            elif n not in BOXES:
                problems.append(f"{bid}: river side {n!r} is not a box")
            elif not has_link(bid, n):
                problems.append(f"{bid}: river side {n!r} is not linked to it")
    assert not problems, "\n".join(problems)


# ---------------------------------------------------------------- ports


def test_ports_on_coast_or_navigable_river():
    river_boxes = {x for a, b, k in LINKS if k == "river" for x in (a, b)}
    bad = [bid for bid, b in BOXES.items() if b["port"] and not (b["coast"] or bid in river_boxes)]
    assert not bad, f"ports neither coastal nor on a river link: {bad}"


def test_washington_is_a_port():
    # naval invasions start in Washington (4.2.4), so it must carry an anchor
    assert BOXES["washington"]["port"], "Washington must be a port"


def test_union_has_a_port_besides_washington():
    ports = [bid for bid, b in BOXES.items() if b["port"] and b["owner"] == "union" and bid != "washington"]
    assert ports, "naval movement needs a second Union port at the start"


# ---------------------------------------------------------------- rulebook facts


def test_union_setup_boxes_are_union():
    bad = {bid: BOXES.get(bid, {}).get("owner", "missing") for bid in UNION_SETUP
           if bid not in BOXES or BOXES[bid]["owner"] != "union"}
    assert not bad, f"Union setup boxes must exist and be printed Union: {bad}"
    assert sum(UNION_SETUP.values()) == 12


def test_csa_setup_boxes_are_csa():
    bad = {bid: BOXES.get(bid, {}).get("owner", "missing") for bid in CSA_SETUP
           if bid not in BOXES or BOXES[bid]["owner"] != "csa"}
    assert not bad, f"CSA setup boxes must exist and be printed CSA: {bad}"


def test_setup_states():
    expected = {
        "washington": "DC", "chicago": "IL", "fort_wayne": "IN", "harpers_ferry": "VA",
        "pittsburgh": "PA", "canton": "OH", "columbus": "OH", "st_louis": "MO",
        "manassas_junction": "VA", "fredericksburg": "VA", "front_royal": "VA",
        "charleston": "SC", "mobile": "AL", "jefferson_city": "MO", "atlanta": "GA",
        "new_orleans": "LA",
    }
    bad = {bid: BOXES[bid]["state"] for bid, st in expected.items() if BOXES[bid]["state"] != st}
    assert not bad, f"setup boxes in the wrong state: {bad}"


def test_potomac():
    assert mapdata.POTOMAC == ("washington", "fredericksburg"), mapdata.POTOMAC
    a, b = mapdata.POTOMAC
    assert (a, b, "river") in LINKS, "the Potomac must be a river link washington -> fredericksburg (downstream)"


def test_evansville_example():
    # one march from Evansville: river via Paducah to Cairo, rail via Bloomington
    # to Indianapolis and to Louisville (rule 4 example)
    assert downstream("evansville", "paducah"), "Evansville -> Paducah must be a downstream river link (Ohio)"
    assert downstream("paducah", "cairo"), "Paducah -> Cairo must be a downstream river link (Ohio)"
    for a, b in (("evansville", "bloomington"), ("bloomington", "indianapolis"), ("bloomington", "louisville")):
        assert has_link(a, b, "rail"), f"missing rail link {a}-{b}"
    assert not has_link("evansville", "cairo", "river"), "Cairo must be 2 river boxes from Evansville"
    assert not has_link("evansville", "indianapolis", "rail"), "Indianapolis must be 2 rail boxes from Evansville"
    assert not has_link("evansville", "louisville", "rail"), "Louisville must be 2 rail boxes from Evansville"


def test_shreveport_vicksburg_example():
    assert has_link("shreveport", "monroe", "road"), "missing road Shreveport-Monroe"
    assert has_link("monroe", "vicksburg", "rail"), "missing rail Monroe-Vicksburg"


def test_vicksburg_to_alexandria_two_river_boxes():
    river = neighbours("river")
    assert "alexandria" not in river["vicksburg"], "Alexandria must be two river boxes from Vicksburg, not one"
    middle = river["vicksburg"] & river["alexandria"]
    assert middle, "no box X with river links Vicksburg-X and X-Alexandria"


def test_vicksburg_to_mccomb_two_rail_boxes():
    rail = neighbours("rail")
    assert "mccomb" not in rail["vicksburg"], "McComb must be two rail boxes from Vicksburg, not one"
    middle = rail["vicksburg"] & rail["mccomb"]
    assert middle, "no box Y with rail links Vicksburg-Y and Y-McComb"


def test_fort_smith_downstream_to_little_rock():
    out = defaultdict(set)
    for a, b, k in LINKS:
        if k == "river":
            out[a].add(b)
    one = out["fort_smith"]
    two = set().union(*(out[x] for x in one)) if one else set()
    assert "little_rock" in one | two, "Little Rock must be at most 2 river links downstream of Fort Smith"


def test_starting_army_sizes():
    union, csa = box_sum("union"), box_sum("csa")
    assert union == 34, f"Union squares on Union boxes sum to {union}, rulebook says 34"
    assert csa == 29, f"CSA squares on CSA boxes sum to {csa}, rulebook says 29"


def test_seven_key_csa_cities():
    big = {bid for bid, b in BOXES.items() if b["owner"] == "csa" and b["recruit"].get("csa", 0) >= 2}
    assert big == KEY_CSA_CITIES, (
        f"CSA boxes worth 2-3 must be exactly {sorted(KEY_CSA_CITIES)}; "
        f"extra {sorted(big - KEY_CSA_CITIES)}, missing {sorted(KEY_CSA_CITIES - big)}"
    )
    other = {bid: b["recruit"]["csa"] for bid, b in BOXES.items()
             if "csa" in b["recruit"] and bid not in KEY_CSA_CITIES and b["recruit"]["csa"] != 1}
    assert not other, f"every other red square must be worth 1: {other}"


def test_cairo_recruits_for_both():
    cairo = BOXES["cairo"]
    assert cairo["state"] == "IL"
    assert cairo["owner"] == "union", "Cairo is printed Union"
    assert cairo["recruit"].get("union") and cairo["recruit"].get("csa"), \
        f"Cairo needs both a blue and a red square, has {cairo['recruit']}"


def test_kentucky_neutral():
    ky = {bid: b for bid, b in BOXES.items() if b["state"] == "KY"}
    assert ky, "no Kentucky boxes"
    owned = [bid for bid, b in ky.items() if b["owner"] is not None]
    assert not owned, f"Kentucky boxes must be white (owner None): {owned}"
    assert any(b["recruit"] for b in ky.values()), "at least one Kentucky box needs a recruitment square"
    for bid in ("louisville", "paducah"):
        assert BOXES[bid]["state"] == "KY", f"{bid} is in Kentucky"


def test_only_kentucky_is_neutral():
    white = [bid for bid, b in BOXES.items() if b["owner"] is None and b["state"] != "KY"]
    assert not white, f"white boxes outside Kentucky: {white}"


def test_permanent_entrenchments():
    forts = {bid for bid, b in BOXES.items() if b["fort"]}
    assert forts == FORTS, f"permanent entrenchments must be exactly {sorted(FORTS)}, got {sorted(forts)}"


def test_capitals_and_key_owners():
    assert BOXES["washington"]["owner"] == "union"
    assert BOXES["fort_monroe"]["owner"] == "union"
    for bid in ("richmond", "vicksburg", "memphis", "wilmington"):
        assert BOXES[bid]["owner"] == "csa", f"{bid} must be printed CSA"



def test_the_map_as_a_core_graph_agrees_with_the_rules_adjacency():
    """A House Divided's map through pyapp.core.graph: the same neighbours per
    side as the rules' own tables (the Potomac closed to the CSA, 4.2.6), one
    connected map, and rail distances that BFS and Dijkstra agree on."""
    from pyapp.core.graph import Edge, Graph
    from pyapp.games.ahd import board as B
    from pyapp.games.ahd import mapdata

    seen, edges = set(), []
    for a, b, kind in (tuple(x[:3]) for x in mapdata.LINKS):
        key = (min(a, b), max(a, b), kind)
        if key not in seen:
            seen.add(key)
            edges.append(Edge(a, b, kind))
    graph = Graph(B.BOX_IDS, edges)
    for box in B.BOX_IDS:
        assert tuple(sorted(graph.neighbours(box))) == B.NEIGH["u"][box]
        csa = set(graph.neighbours(box))
        if box in B.POTOMAC:
            csa -= set(B.POTOMAC) - {box}
        assert tuple(sorted(csa)) == B.NEIGH["c"][box]
    assert len(graph.components()) == 1
    rail = graph.distances("washington", kinds=["rail"])
    for box, d in rail.items():
        path = graph.shortest_path("washington", box, costs={"rail": 1})
        assert path is not None and path.cost == d
