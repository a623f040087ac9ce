"""Section 4 (and 4.1): marches, ranges, lines, stopping in enemy boxes."""

import pytest

from pyapp.core import Illegal
from pyapp.games.ahd import GAME
from pyapp.games.ahd import board as B

from .position import act, add, blank, chains, forced, legal, own


def test_turn_one_two_marches_no_roll_for_both():
    st = GAME.setup("campaign", {}, 5)
    assert st["t"] == 1 and st["ph"] == "mv" and st["ml"] == 2
    assert ("roll",) not in legal(st, "union")
    st = act(st, "union", ("end_moves",))
    # the Union half finishes (nothing to fight, promote or recruit needs no roll here)
    while GAME.active(st) == ["union"]:
        st = GAME.apply(st, "union", ("pass",))
    assert st["p"] == "c" and st["ph"] == "mv" and st["ml"] == 2


@pytest.mark.parametrize("die,marches", [(1, 2), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6)])
def test_march_roll(die, marches):
    st = blank(turn=3, side="u", phase="mr", marches=0)
    add(st, "u", "mi", "chicago")
    assert legal(st, "union") == [("roll",)]
    with forced([die]):
        st = act(st, "union", ("roll",))
    assert st["ml"] == marches and st["ph"] == "mv"
    assert st["lr"] == [die]
    assert st["ni"] == (1 if die == 6 else 0)


def test_csa_six_gives_no_invasion():
    st = blank(turn=3, side="c", phase="mr", marches=0)
    add(st, "c", "mi", "atlanta")
    with forced([6]):
        st = act(st, "csa", ("roll",))
    assert st["ml"] == 6 and st["ni"] == 0


def test_march_spends_one_and_moves_units_from_one_box_only():
    st = blank(turn=3, side="u", marches=2)
    a, b = add(st, "u", "mi", "chicago", n=2)
    c, = add(st, "u", "mi", "indianapolis")
    st = act(st, "union", ("march", "chicago"))
    assert st["ml"] == 1 and st["mb"] == "chicago"
    assert not any(x[0] == "move" and x[1] == c for x in legal(st))
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "union", ("move", c, "bloomington"))
    assert e.value.rule == "4"
    # units of one march may go to different places
    dests = sorted({x[2] for x in legal(st) if x[0] == "move" and x[1] == a})
    st = act(st, "union", ("move", a, dests[0]), ("move", b, dests[-1]))
    assert st["u"][a][0] != st["u"][b][0]
    assert st["mb"] == ""          # march closed by itself: nobody left to move
    assert st["u"][a][3] == 1


def test_no_march_without_marches_left_and_end_moves_always_offered():
    st = blank(turn=3, side="u", marches=0)
    add(st, "u", "mi", "chicago")
    st["ph"] = "mv"
    assert legal(st, "union") == [("end_moves",)]
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "union", ("march", "chicago"))
    assert e.value.rule == "4"


def test_infantry_road_one_box():
    a, b, c = chains("road")[0]
    st = blank(turn=3, side="u", marches=1)
    for x in (a, b, c):
        own(st, x, "u")
    u, = add(st, "u", "mi", a)
    st = act(st, "union", ("march", a))
    dests = {x[2] for x in legal(st) if x[0] == "move"}
    assert b in dests and c not in dests
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "union", ("move", u, c))
    assert e.value.rule == "4"


def test_infantry_rail_enemy_one_box_friendly_two():
    a, b, c = chains("rail")[0]
    st = blank(turn=3, side="u", marches=1)
    own(st, a, "u")
    own(st, b, "u")
    own(st, c, "c")            # b-c is enemy rail
    u, = add(st, "u", "mi", a)
    st = act(st, "union", ("march", a))
    assert ("move", u, c) not in legal(st)
    own(st, c, "u")            # now friendly all the way
    assert ("move", u, c) in legal(st)


def test_infantry_river_two_boxes_any_direction():
    a, b, c = chains("river", down=False)[0]
    st = blank(turn=3, side="u", marches=1)
    u, = add(st, "u", "mi", a)
    st = act(st, "union", ("march", a))
    assert ("move", u, c) in legal(st)


def test_infantry_may_not_mix_lines():
    found = chains("river", "rail") or chains("rail", "river")
    a, b, c = found[0]
    st = blank(turn=3, side="u", marches=1)
    for x in (a, b, c):
        own(st, x, "u")
    u, = add(st, "u", "mi", a)
    cav, = add(st, "u", "mc", a)
    st = act(st, "union", ("march", a))
    assert ("move", u, c) not in legal(st)
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "union", ("move", u, c))
    assert e.value.rule == "4" and "line" in e.value.reason
    # cavalry may not mix river with other lines either
    assert ("move", cav, c) not in legal(st)


def test_cavalry_mixes_road_and_rail_two_boxes():
    found = chains("road", "rail") or chains("rail", "road")
    a, b, c = found[0]
    st = blank(turn=3, side="c", marches=1)
    for x in (a, b, c):
        own(st, x, "c")
    cav, = add(st, "c", "vc", a)
    inf, = add(st, "c", "mi", a)
    st = act(st, "csa", ("march", a))
    assert ("move", cav, c) in legal(st)
    assert ("move", inf, c) not in legal(st)


def test_entering_enemy_box_stops_the_unit():
    a, b, c = chains("river", down=False)[0]
    st = blank(turn=3, side="u", marches=2)
    u, = add(st, "u", "mi", a)
    add(st, "c", "mi", b)
    st = act(st, "union", ("march", a))
    assert ("move", u, b) in legal(st)
    assert ("move", u, c) not in legal(st)      # upstream: no jump through the enemy
    st = act(st, "union", ("move", u, b))
    # in an enemy box the unit must stop: its box can start no march
    assert ("march", b) not in legal(st)
    with pytest.raises(Illegal):
        GAME.apply(st, "union", ("march", b))


def test_a_unit_may_join_two_marches_not_three():
    a, b, c = chains("road")[0]
    st = blank(turn=3, side="u", marches=3)
    for x in (a, b, c):
        own(st, x, "u")
    u, = add(st, "u", "mi", a)
    st = act(st, "union", ("march", a), ("move", u, b), ("march", b), ("move", u, c))
    assert st["u"][u][3] == 2
    assert ("march", c) not in legal(st)


def test_end_march_and_end_moves():
    st = blank(turn=3, side="u", marches=3)
    a, b = add(st, "u", "mi", "chicago", n=2)
    st = act(st, "union", ("march", "chicago"))
    assert ("end_march",) in legal(st)
    st = act(st, "union", ("end_march",))
    assert st["ml"] == 2 and st["mb"] == ""
    st = act(st, "union", ("end_moves",))
    assert st["ph"] != "mv"


def test_describe_move_both_languages():
    st = blank(turn=3, side="u", marches=1)
    a, = add(st, "u", "mi", "evansville")
    assert GAME.describe(st, ("march", "evansville"), "en") == "March from Evansville"
    assert GAME.describe(st, ("march", "evansville"), "es") == "Marchar desde Evansville"
    assert "Cairo" in GAME.describe(st, ("move", a, "cairo"), "en")
    assert GAME.describe(st, ("move", a, "cairo"), "es").startswith("Mover ")


def test_all_boxes_have_names_and_links():
    for b in B.BOX_IDS:
        assert B.NAME[b]
        assert B.NEIGH["u"][b]
