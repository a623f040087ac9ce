"""Land movement costs of The U.S. Civil War (5.1-5.8), on a small made-up
map (the real map's distances the rulebook states are the map validator's
tests)."""

from __future__ import annotations

from pyapp.core.hexgrid import RRCC, Bounds, HexGrid
from pyapp.games.uscw import movement as M

GRID = HexGrid(orientation="pointy", shifted="odd", labels=RRCC, bounds=Bounds(1, 6, 1, 6))


class Tiny:
    """A 6x6 map: clear unless told, hexsides plain unless told."""

    def __init__(self, terrain=None, sides=None, rails=(), roads=()):
        self.t = terrain or {}
        self.s = {frozenset(k.split("/")): v for k, v in (sides or {}).items()}
        self.rails = {frozenset(k.split("/")) for k in rails}
        self.roads = {frozenset(k.split("/")) for k in roads}

    def neighbours(self, h):
        return [GRID.label(n) for n in GRID.neighbours(GRID.parse(h))]

    def terrain(self, h):
        return self.t.get(h, "clear")

    def side(self, a, b):
        return self.s.get(frozenset((a, b)), {"kind": "plain"})

    def rail(self, a, b):
        return frozenset((a, b)) in self.rails

    def road(self, a, b):
        return frozenset((a, b)) in self.roads


def east(h, n=1):
    """The hex ``n`` steps east of ``h`` in the same row."""
    return f"{h[:2]}{int(h[2:]) + n:02d}"


def test_clear_ground_costs_one_a_hex():
    ground = Tiny()
    got = M.reach(ground, "0303", 2)
    assert got["0303"] == 0 and got[east("0303")] == 1 and got[east("0303", 2)] == 2
    assert east("0303", 3) not in got


def test_swamp_costs_two_and_a_road_through_it_one():
    ground = Tiny(terrain={"0304": "swamp"}, roads=["0303/0304"])
    assert M.step(ground, "0303", "0304").mp == 1
    assert M.step(ground, "0305", "0304").mp == 2


def test_rivers_and_mountains_add_to_the_hex_entered():
    sides = {"0303/0304": {"kind": "minor"}, "0304/0305": {"kind": "minor", "bridged": True},
             "0305/0306": {"kind": "mountain"}}
    ground = Tiny(terrain={"0306": "forest"}, sides=sides)
    assert [M.step(ground, a, b).mp for a, b in (("0303", "0304"), ("0304", "0305"), ("0305", "0306"))] == [2, 1, 2]
    assert M.distance(ground, "0303", "0306") == 4        # round the one river hexside: cheaper than 5


def test_a_navigable_river_under_enemy_naval_control_costs_two_and_lets_one_sp_across():
    """5.8.3: +1 under friendly or no naval control, +2 and one SP a
    activation under the enemy's."""
    ground = Tiny(sides={"0303/0304": {"kind": "navigable"}})
    enemy = lambda a, b: "enemy"  # noqa: E731
    assert M.step(ground, "0303", "0304", M.Mover(sp=5)).mp == 2
    assert M.step(ground, "0303", "0304", M.Mover(sp=1, naval=enemy)).mp == 3
    s = M.step(ground, "0303", "0304", M.Mover(sp=2, naval=enemy))
    assert s.mp is None and s.rule == "5.8.3"
    assert M.step(ground, "0303", "0304", M.Mover(sp=0, naval=enemy)).mp == 3     # generals alone


def test_following_a_rail_line_costs_one_a_hex_whatever_it_crosses():
    """5.4.1: a rail cut through a mountain hexside into swamp costs 1; a rail
    ferry 2 (5.4.4), and neither it nor a rail bridge serves under enemy
    naval control (5.4.3), where the step costs what it costs off the rail."""
    sides = {"0303/0304": {"kind": "mountain", "bridged": True},
             "0304/0305": {"kind": "navigable", "ferry": True},
             "0305/0306": {"kind": "navigable", "rail_bridge": True, "bridged": True}}
    ground = Tiny(terrain={"0304": "swamp"}, sides=sides, rails=["0303/0304", "0304/0305", "0305/0306"])
    assert M.step(ground, "0303", "0304").mp == 1 and M.step(ground, "0303", "0304").rail
    assert M.step(ground, "0304", "0305").mp == 2
    assert M.step(ground, "0305", "0306").mp == 1
    enemy = lambda a, b: "enemy"  # noqa: E731
    off = M.step(ground, "0305", "0306", M.Mover(sp=1, naval=enemy))
    assert not off.rail and off.mp == 3
    unbuilt = M.Mover(built=lambda a, b: False)                     # an 1864 line before turn 14 (5.4.5)
    assert M.step(ground, "0303", "0304", unbuilt).mp == 3


def test_a_force_may_always_move_one_hex_but_never_where_it_is_prohibited():
    """5.1.1, 5.6, 5.7."""
    ground = Tiny(terrain={"0304": "swamp", "0202": "unplayable"},
                  sides={"0303/0304": {"kind": "minor"}, "0303/0302": {"kind": "impassable"}})
    got = M.reach(ground, "0303", 1)
    assert got["0304"] == 3                                          # more than its MP: the one hex
    assert "0302" not in got and "0202" not in got
    assert all(v <= 1 for k, v in got.items() if k != "0304")


def test_a_hex_where_the_force_must_stop_is_entered_but_not_left():
    ground = Tiny()
    got = M.reach(ground, "0303", 3, stop=lambda h: h == east("0303"))
    assert east("0303") in got and got.get(east("0303", 2), 99) > 2


def test_the_rulebooks_distances_on_the_map():
    """The rulebook's worked movement (digest 3.10; the map notes' "How safe
    is Cairo/Washington?"): Columbus KY to Cairo 5 MP, Fredericksburg to
    Washington 5 MP, across rivers under enemy naval control; Morgan's 7 MP
    to Cairo, 6 of them from the hex beside Paducah."""
    from pyapp.games.uscw import mapcheck, places
    from pyapp.games.uscw.board import BOARD
    enemy = M.Mover(sp=1, naval=lambda a, b: "enemy", built=lambda a, b: not BOARD.new_line(a, b))
    for a, b, mp, _control, why in mapcheck.MOVES:
        assert M.distance(BOARD, places.hex_of(a), places.hex_of(b), enemy) == mp, why
