"""pyapp.core.graph: typed point-to-point maps."""

import random

import pytest
from hypothesis import given, settings, strategies as st

from pyapp.core.graph import Edge, Graph, Path

#   a ==rail== b --road-- c --road-- d
#   |                     |
#   +------road--- e -----+        f ~~river(one way)~~> g
NODES = ["a", "b", "c", "d", "e", "f", "g"]
EDGES = [
    Edge("a", "b", "rail"), Edge("a", "b", "road"), Edge("b", "c", "road"),
    Edge("c", "d", "road"), Edge("a", "e", "road"), Edge("e", "c", "road"),
    Edge("f", "g", "river", directed=True),
]
G = Graph(NODES, EDGES)


def test_construction_is_strict():
    with pytest.raises(ValueError, match="unknown node 'z'"):
        Graph(["a"], [Edge("a", "z")])
    with pytest.raises(ValueError):
        Graph(["a", "a"], [])
    with pytest.raises(ValueError):
        Graph(["a", ""], [])
    with pytest.raises(ValueError):
        Graph(["a"], [Edge("a", "a")])
    with pytest.raises(ValueError):
        Graph(["a", "b"], [Edge("a", "b"), Edge("b", "a")])       # the same undirected edge
    with pytest.raises(ValueError):
        Graph(["a", "b"], [("a", "b", "road")])                    # type: ignore[list-item]
    # one-way edges both ways, and two kinds on one pair, are fine
    Graph(["a", "b"], [Edge("a", "b", "river", True), Edge("b", "a", "river", True),
                       Edge("a", "b", "road")])


def test_neighbours_by_kind_and_direction():
    assert G.neighbours("a") == ("b", "e")
    assert G.neighbours("a", ["rail"]) == ("b",)
    assert G.neighbours("c", {"road"}) == ("b", "d", "e")
    assert G.arcs("a") == (("b", "rail"), ("b", "road"), ("e", "road"))
    assert G.kinds_between("a", "b") == ("rail", "road")
    assert G.neighbours("f") == ("g",) and G.neighbours("g") == ()
    assert G.adjacent("f", "g") and not G.adjacent("g", "f")
    assert not G.adjacent("a", "c") and not G.adjacent("a", "b", ["river"])
    with pytest.raises(ValueError):
        G.neighbours("zz")
    with pytest.raises(ValueError):
        G.neighbours("a", "rail")                                  # one string, not a set


def test_bfs_distances():
    assert G.distances("a") == {"a": 0, "b": 1, "e": 1, "c": 2, "d": 3}
    assert list(G.distances("a")) == ["a", "b", "e", "c", "d"]
    assert G.distances("a", kinds=["rail"]) == {"a": 0, "b": 1}
    assert G.distances("a", max_depth=1) == {"a": 0, "b": 1, "e": 1}
    assert G.distances("a", max_depth=0) == {"a": 0}
    assert G.distances("f") == {"f": 0, "g": 1} and G.distances("g") == {"g": 0}
    with pytest.raises(ValueError):
        G.distances("a", max_depth=-1)


def test_enter_and_through_predicates():
    enemy = {"c"}
    # may move into the enemy space at c, but not through it to d
    assert G.distances("a", through=lambda n: n not in enemy) == {"a": 0, "b": 1, "e": 1, "c": 2}
    assert not G.path_exists("a", "d", through=lambda n: n not in enemy)
    assert G.path_exists("a", "c", through=lambda n: n not in enemy)
    assert not G.path_exists("a", "c", enter=lambda n: n not in enemy)
    # the start itself is never tested
    assert G.path_exists("c", "d", enter=lambda n: n != "c", through=lambda n: n != "c")
    blocked_b = {"b"}
    assert G.shortest_path("a", "d", enter=lambda n: n not in blocked_b) == Path(("a", "e", "c", "d"), 3)


def test_shortest_path_with_costs():
    # road costs 2, rail 1: a-b by rail (1) then roads b-c-d (2 + 2)
    assert G.shortest_path("a", "d", {"road": 2, "rail": 1}) == Path(("a", "b", "c", "d"), 5)
    # rail only: d is out of reach
    assert G.shortest_path("a", "d", {"rail": 1}) is None
    # unit costs: a-b-c-d and a-e-c-d tie at 3; c's predecessor is b, the earlier node
    assert G.shortest_path("a", "d") == Path(("a", "b", "c", "d"), 3)
    assert G.shortest_path("a", "a") == Path(("a",), 0)
    assert G.shortest_path("g", "f") is None and G.shortest_path("f", "g") == Path(("f", "g"), 1)
    for bad in [0, -1, float("inf"), float("nan"), "1"]:
        with pytest.raises(ValueError):
            G.shortest_path("a", "d", {"road": bad})               # type: ignore[dict-item]


def test_tie_break_follows_node_order_not_edge_order():
    nodes = ["s", "x", "y", "t"]
    one = Graph(nodes, [Edge("s", "y"), Edge("y", "t"), Edge("s", "x"), Edge("x", "t")])
    two = Graph(nodes, [Edge("x", "t"), Edge("s", "x"), Edge("y", "t"), Edge("s", "y")])
    assert one.shortest_path("s", "t") == two.shortest_path("s", "t") == Path(("s", "x", "t"), 2)
    swapped = Graph(["s", "y", "x", "t"], one.edges)
    assert swapped.shortest_path("s", "t") == Path(("s", "y", "t"), 2)


def test_components():
    assert G.component("a") == ("a", "b", "c", "d", "e")
    assert G.component("g") == ("f", "g")                          # one-way edges still connect
    assert G.component("a", ["rail"]) == ("a", "b")
    assert G.components() == (("a", "b", "c", "d", "e"), ("f", "g"))
    assert G.components(["rail"]) == (("a", "b"), ("c",), ("d",), ("e",), ("f",), ("g",))


@st.composite
def graphs(draw):
    n = draw(st.integers(1, 12))
    nodes = [f"n{i}" for i in range(n)]
    pairs = draw(st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1),
                                    st.sampled_from(["road", "rail"])), max_size=30))
    edges, seen = [], set()
    for a, b, kind in pairs:
        key = (min(a, b), max(a, b), kind)
        if a != b and key not in seen:
            seen.add(key)
            edges.append(Edge(nodes[a], nodes[b], kind))
    return Graph(nodes, edges)


@settings(max_examples=100, deadline=None)
@given(graphs(), st.data())
def test_paths_agree_with_bfs_and_do_not_depend_on_edge_order(graph, data):
    start = data.draw(st.sampled_from(graph.nodes))
    dist = graph.distances(start)
    for goal in graph.nodes:
        path = graph.shortest_path(start, goal)
        if goal not in dist:
            assert path is None and goal not in graph.component(start)
            continue
        assert path is not None and path.cost == dist[goal] == len(path.nodes) - 1
        assert all(graph.adjacent(x, y) for x, y in zip(path.nodes, path.nodes[1:]))
        weighted = graph.shortest_path(start, goal, {"road": 3, "rail": 1})
        assert weighted is not None and weighted.cost <= 3 * path.cost
    shuffled = list(graph.edges)
    random.Random(7).shuffle(shuffled)
    again = Graph(graph.nodes, shuffled)
    for goal in graph.nodes:
        assert again.shortest_path(start, goal, {"road": 2, "rail": 1}) == \
            graph.shortest_path(start, goal, {"road": 2, "rail": 1})
        assert again.neighbours(goal) == graph.neighbours(goal)
    assert again.distances(start) == dist and list(again.distances(start)) == list(dist)


def test_ring_distances_and_tie():
    nodes = [str(i) for i in range(10)]
    ring = Graph(nodes, [Edge(nodes[i], nodes[(i + 1) % 10]) for i in range(10)])
    assert ring.distances("0") == {n: min(int(n), 10 - int(n)) for n in nodes}
    assert ring.shortest_path("0", "5") == Path(("0", "1", "2", "3", "4", "5"), 5)
