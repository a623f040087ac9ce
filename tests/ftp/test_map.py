"""The For the People map (pyapp/games/ftp/mapdata.py) and its validator
(mapcheck.py): the data passes every check, the facts the rulebook gives are
there, and each check really reports a broken copy of the data."""

from __future__ import annotations

import math

import pytest

from pyapp.core.graph import Graph
from pyapp.games.ftp import mapcheck as C
from pyapp.games.ftp import mapdata as M
from pyapp.games.ftp.spaces import NAME, XY


def without(a, b, kind=None, edges=M.EDGES):
    """The edges minus the link(s) between a and b (of one kind if given)."""
    return tuple(e for e in edges
                 if not ({e.a, e.b} == {a, b} and (kind is None or e.kind == kind)))


def replaced(a, b, kind, edges=M.EDGES, **changes):
    return tuple(e._replace(**changes) if ({e.a, e.b} == {a, b} and e.kind == kind) else e
                 for e in edges)


def course(river):
    return M.RIVERS[river]["course"]


# ---------------------------------------------------------------- whole map


def test_check_passes():
    assert C.check() == []


def test_counts():
    assert len(NAME) == 244
    assert len(M.SPACE) == 244
    assert 400 <= len(M.EDGES) <= 600      # the digest's estimate of typed edges
    assert len(M.RIVERS) == 9
    assert {e.kind for e in M.EDGES} == {"road", "rail", "river", "dotted"}
    assert C.report().startswith("244 spaces")


def test_every_space_has_every_key_with_defaults():
    for s, a in M.SPACE.items():
        for k, v in M.DEFAULTS.items():
            assert k in a
        assert a["state"] == M.STATE[s]
    assert M.SPACE["peoria"]["river_port"] == ()
    assert M.SPACE["peoria"]["rc"] == 0
    assert M.SPACE["peoria"]["capital"] is None


# ---------------------------------------------------------------- rulebook facts


@pytest.mark.parametrize("a,b,req,src", C.REVEALED, ids=[f"{r[0]}-{r[1]}" for r in C.REVEALED])
def test_revealed_connection(a, b, req, src):
    assert C.check_revealed(revealed=[(a, b, req, src)]) == []
    assert M.edges(a, b)


def test_cairo_paducah_double_link():
    land = [e for e in M.edges("cairo", "paducah") if e.land]
    assert len(land) == 2
    assert {frozenset(e.bars) for e in land} == {frozenset({"paducah"}), frozenset({"cairo"})}
    north = next(e for e in land if e.bars == ("paducah",))
    south = next(e for e in land if "cairo" in e.bars)
    assert north.kind == "road"
    # the south route is the Ohio itself: leaving Cairo crosses its bar
    assert south.kind == "river" and south.rivers == ("ohio",)
    assert M.crosses(south, "cairo") == (("cairo", "leave"),)
    assert M.crosses(north, "cairo") == (("paducah", "enter"),)
    # both are in the land graph as different kinds
    g = M.land_graph()
    assert set(g.kinds_between("cairo", "paducah")) == {"road", "river"}


def test_dover_bars():
    # west bar (Tennessee) crossed from McKenzie and Paducah, never from
    # Franklin or Clarksville (digest 5.18)
    assert all("dover_tn" in e.bars for e in M.edges("dover_tn", "mckenzie"))
    assert any("dover_tn" in e.bars for e in M.edges("dover_tn", "paducah") if e.land)
    for other in ("franklin_tn", "clarksville_tn"):
        assert not any("dover_tn" in e.bars for e in M.edges("dover_tn", other))
    assert [e.kind for e in M.edges("dover_tn", "mckenzie")] == ["rail"]


def test_potomac_and_washington():
    assert course("potomac") == ("washington_dc", "acquia_creek")
    e = next(e for e in M.edges("manassas", "washington_dc") if e.land)
    assert M.crosses(e, "manassas") == (("washington_dc", "enter"),)
    # Winchester is two spaces from Manassas, not next to it
    assert not [e for e in M.edges("winchester_va", "manassas") if e.land]
    assert M.land_graph().distances("winchester_va")["manassas"] == 2


def test_1864_upgrades():
    ups = {frozenset((e.a, e.b)) for e in M.EDGES if e.upgrade_1864}
    assert ups == {frozenset(("meridian", "demopolis")), frozenset(("greensboro", "danville"))}
    assert "rail" not in M.rail_graph().kinds_between("meridian", "demopolis")
    assert M.rail_graph(upgraded=True).adjacent("meridian", "demopolis")
    assert M.rail_graph(upgraded=True).adjacent("greensboro", "danville")


def test_dotted_roads_are_restricted():
    assert [e.kind for e in M.edges("jacksonville_al", "decatur_al")] == ["dotted"]
    assert not M.land_graph().adjacent("jacksonville_al", "kingston_ga")
    assert M.land_graph(dotted=True).adjacent("jacksonville_al", "kingston_ga")
    assert "decatur_al" not in M.land_neighbours("jacksonville_al")
    assert "decatur_al" in M.land_neighbours("jacksonville_al", dotted=True)


def test_bo_is_union_only_rail():
    bo = [e for e in M.EDGES if e.bo]
    assert bo and all(e.kind == "rail" and not e.land for e in bo)
    assert not M.rail_graph().adjacent("harpers_ferry", "grafton")
    assert M.rail_graph(bo=True).adjacent("harpers_ferry", "grafton")
    assert not M.land_graph().adjacent("harpers_ferry", "grafton")
    # a road beside the B&O keeps Frederick-Harpers Ferry open to marching
    assert M.land_graph().adjacent("frederick", "harpers_ferry")


def test_resource_centres():
    assert M.SPACE["richmond"]["rc"] == 12
    assert M.SPACE["nashville"]["rc"] == 5
    assert sum(a["rc"] for a in M.SPACE.values()) == 50
    assert sum(1 for a in M.SPACE.values() if a["rc"]) == 13


def test_capitals():
    assert M.SPACE["richmond"]["capital"] == "csa_national"
    assert M.SPACE["washington_dc"]["capital"] == "union_national"
    assert {s for s, a in M.SPACE.items() if a["capital"] == "union_state"} == C.A43


def test_ports_and_forts():
    assert M.SPACE["fort_morgan"]["coastal_fort"] == "mobile"
    assert M.SPACE["mobile"]["protected_by"] == "fort_morgan"
    assert M.SPACE["cairo"]["river_port"] == ("mississippi", "ohio")
    assert set(M.SPACE["dover_tn"]["river_port"]) == {"tennessee", "cumberland"}
    assert M.SPACE["paducah"]["port"] and not M.SPACE["paducah"]["coast"]
    # coastal forts other than Fort Monroe have no land link (digest 5.23)
    water_only = {s for s, a in M.SPACE.items() if a["water_only"]}
    assert water_only == set(M.COASTAL_FORTS) - {"fort_monroe"}
    assert M.land_neighbours("fort_monroe") == ("williamsburg",)


def test_blockade_runner_ports():
    assert M.SPACE["st_marks"]["br_zone"] == "east_gulf"
    assert M.SPACE["st_marks"]["br_card"] == 117
    assert M.SPACE["norfolk"]["br_zone"] == "north_atlantic"
    assert M.SPACE["sabine_city"]["br_zone"] == "west_gulf"
    assert M.SPACE["cedar_key"]["br_zone"] is None     # module list only, A4.4


def test_mississippi_list_and_shenandoah():
    assert {s for s, a in M.SPACE.items() if a["mississippi"]} == C.A45
    assert {s for s, a in M.SPACE.items() if a["shenandoah"]} == C.D312_SHENANDOAH
    assert M.SPACE["knoxville"]["pro_union"]


def test_mississippi_order():
    m = course("mississippi")
    i = m.index("vicksburg")
    assert m[i - 1] == "memphis" and m[i + 1] == "grand_gulf"
    assert m.index("cairo") < m.index("columbus_ky") < m.index("new_madrid") < m.index("memphis")
    assert m[-2:] == ("new_orleans", "forts_st_philip_jackson")
    e = next(e for e in M.edges("vicksburg", "grand_gulf") if e.kind == "river")
    assert (e.a, e.b, e.flow) == ("vicksburg", "grand_gulf", "down")


def test_confluences():
    # the Cumberland reaches the Ohio without passing Paducah (digest 5.21)
    assert M.water_graph().adjacent("dover_tn", "evansville")
    # the Red enters between Grand Gulf and Port Hudson
    assert M.RIVERS["red"]["mouth"] == ("mississippi", "grand_gulf", "port_hudson")
    # Yazoo and Arkansas enter between Memphis and Vicksburg
    for r in ("yazoo", "arkansas"):
        assert M.RIVERS[r]["mouth"] == ("mississippi", "memphis", "vicksburg")
    assert M.RIVERS["tennessee"]["rises_in_csa"]
    assert not M.RIVERS["mississippi"]["rises_in_csa"]
    assert {r for r, d in M.RIVERS.items() if d["source"] == "north_edge"} == \
        {"mississippi", "ohio", "wabash"}


def test_river_links_are_water_only_but_one():
    land_rivers = [e for e in M.EDGES if e.kind == "river" and e.land]
    assert [(e.a, e.b) for e in land_rivers] == [("paducah", "cairo")]
    assert not M.land_graph().adjacent("memphis", "vicksburg")
    assert M.water_graph().adjacent("memphis", "vicksburg")


def test_graph_builders():
    for g in (M.full_graph(), M.land_graph(), M.rail_graph(), M.water_graph(),
              M.naval_graph(), M.full_graph(upgraded=True)):
        assert isinstance(g, Graph) and len(g) == 244
    naval = M.naval_graph()
    # a sea move into Mobile passes Fort Morgan
    assert naval.neighbours("mobile", ["sea"]) == ("fort_morgan",)
    assert naval.adjacent("fort_morgan", "fort_sumter")
    assert naval.adjacent("new_orleans", "forts_st_philip_jackson")
    assert len(M.full_graph().components()) == 7    # the six island forts apart


def test_lookups():
    assert "lexington_ky" in M.neighbours("falmouth")
    assert M.neighbours("falmouth", kinds=("rail",)) == ("lexington_ky", "cincinnati")
    # map order: spaces.py lists Virginia before West Virginia
    assert M.neighbours("grafton", bo=True) == ("harpers_ferry", "wheeling", "parkersburg")
    assert len(M.edges("cairo", "paducah")) == 2
    assert M.edges("peoria", "cairo") == ()


def test_union_reinforcement_lines():
    # Washington reaches a north-edge exit by rail at the start
    exits = set(M.RAIL_EXITS)
    assert exits & set(M.rail_graph().distances("washington_dc"))


def test_geometry_is_local():
    long_land = [e for e in M.EDGES if e.kind != "river"
                 and math.dist(XY[e.a], XY[e.b]) > C.LONG_PX]
    assert all(C._listed(C.LONG_LINKS, e.a, e.b) for e in long_land)
    assert C.check_crossings() == []
    assert C.check_leaps() == []


# ---------------------------------------------------------------- the validator catches errors


def test_catches_missing_revealed_link():
    edges = without("cincinnati", "falmouth")
    assert any("cincinnati-falmouth" in p for p in C.check_revealed(edges=edges))
    assert any("cincinnati-falmouth" in p for p in C.check(edges=edges))


def test_catches_wrong_bar():
    edges = replaced("cincinnati", "falmouth", "rail", bar_a=False, bar_b=True)
    probs = C.check_revealed(edges=edges)
    assert any("cincinnati's bar" in p for p in probs)
    assert any("falmouth's bar" in p for p in probs)


def test_catches_bar_on_a_non_port():
    edges = replaced("washington_dc", "frederick", "road", bar_b=True)
    assert any("not a river port" in p for p in C.check_edge_records(edges=edges))


def test_catches_single_cairo_paducah():
    edges = without("cairo", "paducah", "road")
    assert C.check_double_link(edges=edges)
    edges = replaced("paducah", "cairo", "river", land_route=False)
    assert C.check_double_link(edges=edges)


def test_catches_duplicate_and_bad_kind():
    dup = M.EDGES + (M.EDGES[0],)
    assert any("twice" in p for p in C.check_edge_records(edges=dup))
    bad = M.EDGES + (M.Edge("peoria", "urbana", "canal"),)
    assert any("invalid kind" in p for p in C.check_edge_records(edges=bad))
    unknown = M.EDGES + (M.Edge("peoria", "chicago", "rail"),)
    assert any("unknown space" in p for p in C.check_edge_records(edges=unknown))


def test_catches_missing_river_link():
    edges = without("vicksburg", "grand_gulf", "river")
    assert any("vicksburg" in p and "missing" in p for p in C.check_rivers(edges=edges))


def test_catches_river_out_of_order():
    rivers = dict(M.RIVERS)
    m = list(course("mississippi"))
    i, j = m.index("vicksburg"), m.index("grand_gulf")
    m[i], m[j] = m[j], m[i]
    rivers["mississippi"] = dict(rivers["mississippi"], course=tuple(m))
    assert C.check_rivers(rivers=rivers)


def test_catches_river_link_skipping_a_port():
    edges = M.EDGES + (M.Edge("memphis", "grand_gulf", "river", rivers=("mississippi",),
                              flow="down"),)
    assert any("not consecutive" in p for p in C.check_rivers(edges=edges))


def test_catches_unreachable_space():
    edges = tuple(e for e in M.EDGES if "atlantic_city" not in (e.a, e.b))
    assert any("atlantic_city" in p for p in C.check_land_reach(edges=edges))
    assert any("atlantic_city" in p for p in C.check_connected(edges=edges))


def test_catches_land_link_to_island_fort():
    edges = M.EDGES + (M.Edge("mobile", "fort_morgan", "road"),)
    assert any("fort_morgan" in p for p in C.check_land_reach(edges=edges))


def test_catches_long_and_leaping_and_crossing_links():
    long_edge = M.EDGES + (M.Edge("peoria", "cairo", "road"),)
    assert any("peoria-cairo" in p for p in C.check_lengths(edges=long_edge))
    leap = M.EDGES + (M.Edge("cairo", "salem_vandalia", "road"),)
    assert any("passes over jonesborough" in p for p in C.check_leaps(edges=leap))
    cross = M.EDGES + (M.Edge("harrisburg", "baltimore", "road"),)
    assert any("crosses" in p for p in C.check_crossings(edges=cross))


def test_catches_states_that_do_not_touch():
    edges = M.EDGES + (M.Edge("marshall", "richmond", "road"),)
    assert any("TX and VA" in p for p in C.check_states(edges=edges))


def test_catches_wrong_rc_and_br_and_lists():
    assert C.check_rc(rc=dict(M.RC, richmond=10))
    assert C.check_rc(rc=dict(M.RC, knoxville=1))
    assert C.check_br(br_zones=dict(M.BR_ZONES, cedar_key="south_atlantic"))
    assert C.check_br(br_card={})
    assert C.check_mississippi(mississippi=M.MISSISSIPPI_LIST[:-1])
    caps = dict(M.CAPITALS)
    del caps["trenton"]
    assert C.check_capitals(capitals=caps)
    assert C.check_flags(shenandoah=("winchester_va", "strasburg"))
    assert C.check_flags(pro_union={"clinton": ""})
    assert C.check_flags(rail_exits={"mobile": ""})


def test_catches_unknown_flag_space():
    assert any("atlantis" in p for p in C.check_ids(tables={"RC": {"atlantis": 1}}))


def test_catches_bad_coastal_fort():
    space = {s: dict(a) for s, a in M.SPACE.items()}
    space["fort_sumter"]["coastal_fort"] = "savannah"
    assert C.check_ports(space=space)
    space = {s: dict(a) for s, a in M.SPACE.items()}
    space["peoria"]["port"] = True
    assert any("peoria" in p for p in C.check_ports(space=space))


def test_catches_broken_walks_and_rail_paths():
    edges = without("falmouth", "lexington_ky")
    assert C.check_walks(edges=edges)
    edges = without("knoxville", "cleveland_tn")
    edges = without("knoxville", "rodgersville", edges=edges)
    assert any("atlanta-knoxville" in p for p in C.check_rail_paths(edges=edges))
    edges = without("lexington_ky", "somerset")
    assert C.check(edges=edges)


def test_catches_missing_upgrade_and_bo():
    edges = replaced("meridian", "demopolis", "road", upgrade_1864=False)
    assert C.check_upgrades_and_dotted(edges=edges)
    edges = without("harpers_ferry", "grafton", "rail")
    assert C.check_bo(edges=edges)
