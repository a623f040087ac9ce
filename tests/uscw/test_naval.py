"""Naval control of the rivers in the basic game (20.1) on the 1861 map."""

from __future__ import annotations

from pyapp.games.uscw import movement, naval, places, start
from pyapp.games.uscw.board import BOARD


def sides_of(river, control):
    info, _ = naval._network()
    return {s: control.get(s) for s, (r, _k) in info.items() if r == river}


def test_the_union_holds_the_ohio_and_a_fort_is_its_owners_river_stretch():
    """20.1.3: from the Union's northern ports along the rivers; 20.1.4: an
    enemy Fort blocks both river types."""
    st = start.build("1861")
    control = naval.river_control(st)
    assert set(sides_of("Ohio", control).values()) == {"usa"}
    columbus = places.hex_of("columbus_ky")
    st["forts"][columbus] = {"side": "csa", "level": 1}
    blocked = naval.river_control(st)
    near = [s for s in sides_of("Mississippi", blocked) if columbus in s.split("/")]
    assert near and all(blocked[s] == "csa" for s in near)


def test_crossing_a_river_the_enemy_controls_costs_two_and_takes_one_sp():
    """5.8.3 with 20.1: the Confederates cross the Union's Ohio at +2, 1 SP
    at a time; the Union crosses its own at +1."""
    st = start.build("1861")
    control = naval.river_control(st)
    side_id = next(s for s, owner in sides_of("Ohio", control).items()
                   if owner == "usa" and not BOARD.rail(*s.split("/")) and all(BOARD.land(h) for h in s.split("/")))
    a, b = side_id.split("/")
    csa = movement.Mover(sp=1, naval=lambda x, y: naval.relative(control, "csa", x, y))
    usa = movement.Mover(sp=5, naval=lambda x, y: naval.relative(control, "usa", x, y))
    base = movement.step(BOARD, a, b, movement.Mover(sp=1)).mp
    assert movement.step(BOARD, a, b, csa).mp == base + 1
    assert movement.step(BOARD, a, b, usa).mp == base
    assert movement.step(BOARD, a, b, movement.Mover(sp=2, naval=csa.naval)).mp is None
