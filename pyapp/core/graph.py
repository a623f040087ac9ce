"""Point-to-point maps (A House Divided, For the People): spaces joined by typed
connections. Pure and deterministic; no game rules.

Conventions
-----------
- Nodes are strings (the map's space ids). Their *order* is the order given to
  ``Graph``; every result that lists nodes uses it, and every tie is broken by it.
- An ``Edge(a, b, kind)`` joins two different nodes. ``kind`` is a free string
  ("road", "rail", "river", "sea", "normal", ...). An edge is usable both ways
  unless ``directed=True`` (then only a -> b). Two nodes may be joined by edges of
  several kinds; the same edge twice is an error.
- ``kinds`` arguments filter edges by kind (None = every kind).
- ``enter`` and ``through`` are optional predicates on nodes, for rules such as
  "may attack into an enemy-occupied space but not move through it":
  a node other than the start is reached only if ``enter(node)`` is true, and
  the search goes on from it only if ``through(node)`` is true as well. The
  start node is never tested.
"""

from __future__ import annotations

import heapq
import math
from collections import deque
from dataclasses import dataclass
from typing import Callable, Iterable, Mapping, NamedTuple

NodePredicate = Callable[[str], bool]


@dataclass(frozen=True)
class Edge:
    """A connection between two spaces."""

    a: str
    b: str
    kind: str = "normal"
    directed: bool = False


class Path(NamedTuple):
    """A route: the nodes from start to goal, and its total cost."""

    nodes: tuple[str, ...]
    cost: float


def _kind_filter(kinds: Iterable[str] | None) -> frozenset[str] | None:
    if kinds is None:
        return None
    if isinstance(kinds, str):
        raise ValueError("kinds must be a collection of kinds, not one string")
    return frozenset(kinds)


class Graph:
    """An immutable graph of named spaces and typed connections."""

    def __init__(self, nodes: Iterable[str], edges: Iterable[Edge]) -> None:
        self._nodes: tuple[str, ...] = tuple(nodes)
        self._index: dict[str, int] = {}
        for n in self._nodes:
            if not isinstance(n, str) or not n:
                raise ValueError(f"a node must be a non-empty string, not {n!r}")
            if n in self._index:
                raise ValueError(f"node {n!r} listed twice")
            self._index[n] = len(self._index)
        arcs: dict[str, list[tuple[str, str]]] = {n: [] for n in self._nodes}
        undirected: dict[str, set[str]] = {n: set() for n in self._nodes}
        seen: set[tuple[str, str, str]] = set()
        kept: list[Edge] = []
        for e in edges:
            if not isinstance(e, Edge):
                raise ValueError(f"not an Edge: {e!r}")
            for end in (e.a, e.b):
                if end not in self._index:
                    raise ValueError(f"edge {e.a}-{e.b} ({e.kind}): unknown node {end!r}")
            if e.a == e.b:
                raise ValueError(f"edge {e.a}-{e.b} ({e.kind}) joins a node to itself")
            ways = [(e.a, e.b)] if e.directed else [(e.a, e.b), (e.b, e.a)]
            for x, y in ways:
                if (x, y, e.kind) in seen:
                    raise ValueError(f"edge {x}-{y} ({e.kind}) given twice")
            for x, y in ways:
                seen.add((x, y, e.kind))
                arcs[x].append((y, e.kind))
            undirected[e.a].add(e.b)
            undirected[e.b].add(e.a)
            kept.append(e)
        self._edges: tuple[Edge, ...] = tuple(kept)
        key = self._index.__getitem__
        self._arcs: dict[str, tuple[tuple[str, str], ...]] = {
            n: tuple(sorted(arcs[n], key=lambda a: (key(a[0]), a[1]))) for n in self._nodes}
        self._linked: dict[str, tuple[str, ...]] = {
            n: tuple(sorted(undirected[n], key=key)) for n in self._nodes}

    # -- basic queries --------------------------------------------------------

    @property
    def nodes(self) -> tuple[str, ...]:
        return self._nodes

    @property
    def edges(self) -> tuple[Edge, ...]:
        return self._edges

    def __contains__(self, node: object) -> bool:
        return node in self._index

    def __len__(self) -> int:
        return len(self._nodes)

    def order(self, node: str) -> int:
        """The node's position in the node order."""
        self._check(node)
        return self._index[node]

    def _check(self, node: str) -> None:
        if node not in self._index:
            raise ValueError(f"unknown node {node!r}")

    def arcs(self, node: str, kinds: Iterable[str] | None = None) -> tuple[tuple[str, str], ...]:
        """The ``(neighbour, kind)`` pairs one can go to from ``node``, in node order then kind."""
        self._check(node)
        allowed = _kind_filter(kinds)
        return tuple(a for a in self._arcs[node] if allowed is None or a[1] in allowed)

    def neighbours(self, node: str, kinds: Iterable[str] | None = None) -> tuple[str, ...]:
        """The nodes one step away from ``node`` (by edges of ``kinds``), in node order."""
        out: list[str] = []
        for n, _ in self.arcs(node, kinds):
            if not out or out[-1] != n:
                out.append(n)
        return tuple(out)

    def kinds_between(self, a: str, b: str) -> tuple[str, ...]:
        """The kinds of the edges usable from ``a`` to ``b``, sorted."""
        self._check(b)
        return tuple(k for n, k in self.arcs(a) if n == b)

    def adjacent(self, a: str, b: str, kinds: Iterable[str] | None = None) -> bool:
        self._check(b)
        return b in self.neighbours(a, kinds)

    # -- searches ---------------------------------------------------------------

    def distances(self, start: str, kinds: Iterable[str] | None = None,
                  max_depth: int | None = None, enter: NodePredicate | None = None,
                  through: NodePredicate | None = None) -> dict[str, int]:
        """Steps from ``start`` to every node it can reach (breadth first),
        ``start`` included at 0; keys in order of discovery."""
        self._check(start)
        if max_depth is not None and max_depth < 0:
            raise ValueError("max_depth must be >= 0")
        allowed = _kind_filter(kinds)
        dist = {start: 0}
        queue = deque([start])
        while queue:
            node = queue.popleft()
            if node != start and through is not None and not through(node):
                continue
            if max_depth is not None and dist[node] >= max_depth:
                continue
            for n in self.neighbours(node, allowed):
                if n not in dist and (enter is None or enter(n)):
                    dist[n] = dist[node] + 1
                    queue.append(n)
        return dist

    def path_exists(self, start: str, goal: str, kinds: Iterable[str] | None = None,
                    enter: NodePredicate | None = None,
                    through: NodePredicate | None = None) -> bool:
        """Whether ``goal`` can be reached from ``start`` (``goal`` must pass ``enter``)."""
        self._check(goal)
        return goal in self.distances(start, kinds, None, enter, through)

    def shortest_path(self, start: str, goal: str,
                      costs: Mapping[str, float] | None = None,
                      enter: NodePredicate | None = None,
                      through: NodePredicate | None = None) -> Path | None:
        """The cheapest route from ``start`` to ``goal``, or None.

        ``costs`` gives the cost of one edge of each kind (positive and finite);
        edges of a kind it does not name cannot be used. Without ``costs`` every
        edge costs 1. Ties: each node's predecessor is the earliest node (in node
        order) among those that reach it at its least cost.
        """
        self._check(start)
        self._check(goal)
        if costs is not None:
            for kind, c in costs.items():
                if not (isinstance(c, (int, float)) and math.isfinite(c) and c > 0):
                    raise ValueError(f"cost of {kind!r} must be a positive number, not {c!r}")
        best: dict[str, float] = {start: 0}
        prev: dict[str, str] = {}
        done: set[str] = set()
        heap: list[tuple[float, int, str]] = [(0, self._index[start], start)]
        while heap:
            cost, _, node = heapq.heappop(heap)
            if node in done:
                continue
            done.add(node)
            if node == goal:
                break
            if node != start and through is not None and not through(node):
                continue
            for n, kind in self._arcs[node]:
                if costs is not None and kind not in costs:
                    continue
                step = 1 if costs is None else costs[kind]
                total = cost + step
                old = best.get(n)
                if old is not None and (total > old or (
                        total == old and self._index[prev[n]] <= self._index[node])):
                    continue
                if n in done or not (enter is None or enter(n)):
                    continue
                if old is None or total < old:
                    heapq.heappush(heap, (total, self._index[n], n))
                best[n] = total
                prev[n] = node
        if goal not in done:
            return None
        route = [goal]
        while route[-1] != start:
            route.append(prev[route[-1]])
        return Path(tuple(reversed(route)), best[goal])

    def component(self, node: str, kinds: Iterable[str] | None = None) -> tuple[str, ...]:
        """The nodes connected to ``node`` (edges taken both ways, whatever their
        direction), in node order."""
        self._check(node)
        allowed = _kind_filter(kinds)
        seen = {node}
        stack = [node]
        while stack:
            x = stack.pop()
            for y in self._linked[x]:
                if y not in seen and (allowed is None or self._joined(x, y, allowed)):
                    seen.add(y)
                    stack.append(y)
        return tuple(sorted(seen, key=self._index.__getitem__))

    def components(self, kinds: Iterable[str] | None = None) -> tuple[tuple[str, ...], ...]:
        """All connected components, each in node order, ordered by their first node."""
        allowed = _kind_filter(kinds)
        out: list[tuple[str, ...]] = []
        placed: set[str] = set()
        for n in self._nodes:
            if n not in placed:
                comp = self.component(n, allowed)
                placed.update(comp)
                out.append(comp)
        return tuple(out)

    def _joined(self, x: str, y: str, allowed: frozenset[str]) -> bool:
        return any(k in allowed for n, k in self._arcs[x] if n == y) or any(
            k in allowed for n, k in self._arcs[y] if n == x)
