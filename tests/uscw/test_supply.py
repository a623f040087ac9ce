"""Supply (13.0) on small made-up networks: the Supply Route's one-hex land
leg and its rail and river legs switching at ports, the LOC's 4-MP legs
from depot to depot, River Supply, and isolation."""

from __future__ import annotations

from pyapp.games.uscw import supply as S


class Line:
    """Hexes 0..n-1 in a row (each 1 MP apart unless told), with rails,
    rivers, ports, depots, sources and blocked steps."""

    def __init__(self, n, rail=(), river=(), ports=(), depots=(), sources=(), blocked=(), cost=None):
        self.n = n
        self.rail, self.river = set(rail), set(river)
        self.ports, self.depots, self.sources = set(ports), set(depots), set(sources)
        self.blocked = {frozenset(p) for p in blocked}
        self.cost = cost or {}

    def neighbours(self, h):
        return [x for x in (h - 1, h + 1) if 0 <= x < self.n]

    def primary(self, h):
        return h in self.sources

    def land_leg(self, a, b):
        return frozenset((a, b)) not in self.blocked

    def rail_step(self, a, b):
        return a in self.rail and b in self.rail and self.land_leg(a, b)

    def river_step(self, a, b):
        return a in self.river and b in self.river

    def on_rail(self, h):
        return h in self.rail

    def on_river(self, h):
        return h in self.river

    def port(self, h):
        return h in self.ports

    def loc_step(self, a, b):
        return None if frozenset((a, b)) in self.blocked else self.cost.get(b, 1)

    def depot(self, h):
        return h in self.depots


def test_a_supply_route_is_one_land_hex_then_rail_to_a_source():
    net = Line(12, rail=range(2, 12), sources={11})
    assert S.full(net, 1) and S.full(net, 5)         # one hex off the rail, or on it
    assert not S.full(net, 0)                        # two hexes off
    assert S.state(net, 0) == "unsupplied"


def test_rail_and_river_legs_change_only_at_a_friendly_port():
    net = Line(10, rail=range(0, 5), river=range(4, 10), sources={9})
    assert not S.full(net, 0)
    net.ports = {4}
    assert S.full(net, 0)


def test_river_supply_needs_no_land_leg():
    """13.3.4: on a friendly navigable river whose river leg reaches a source."""
    net = Line(8, river=range(3, 8), sources={7})
    assert S.full(net, 3) and S.full(net, 2) and not S.full(net, 1)


def test_a_loc_runs_four_mp_from_depot_to_depot_to_one_in_full_supply():
    net = Line(16, rail=range(12, 16), sources={15}, depots={4, 8, 12})
    assert not S.full(net, 0)
    assert S.limited(net, 0) and S.state(net, 0) == "limited"
    net.depots = {4, 12}                             # 4 to 12 is 8 MP: the chain breaks
    assert not S.limited(net, 0)
    net.depots, net.cost = {4, 8, 12}, {7: 2}         # a leg over 4 MP breaks it too
    assert not S.limited(net, 4)


def test_isolation_is_no_path_of_any_length_to_a_primary_source():
    net = Line(30, sources={29})
    assert not S.isolated(net, 0) and S.state(net, 0) == "unsupplied"
    net.blocked = {frozenset((14, 15))}
    assert S.isolated(net, 0) and not S.isolated(net, 20)


def test_attrition_modifiers_and_the_designers_note():
    """13.2.2: -Attack, +2 Demoralized, +3 winter, +1 spring/fall, +1 forest,
    +2 mountain or swamp; 1 SP with an Attack-1 general in clear summer
    weather, not Demoralized, never suffers."""
    assert S.attrition_modifier(1, False, "summer", "clear") == -1
    assert S.attrition_modifier(0, True, "winter", "swamp") == 7
    assert S.attrition_modifier(2, False, "fall", "forest") == 0
    assert all(S.attrition_loss(1, die, S.attrition_modifier(1, False, "summer", "clear")) == 0
               for die in range(1, 7))
    assert S.attrition_loss(12, 6, 7) > S.attrition_loss(12, 1, 0)
