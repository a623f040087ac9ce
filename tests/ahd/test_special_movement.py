"""Section 4.2: jumps, naval moves and invasions, entrenchment, the Potomac."""

import pytest

from pyapp.core import Illegal
from pyapp.games.ahd import GAME
from pyapp.games.ahd import board as B
from pyapp.games.ahd import rules as R

from .position import act, add, blank, chains, forced, legal, own


def _land_chain():
    found = chains("road") + chains("rail") + chains("road", "rail") + chains("rail", "road")
    return found[0]


# 4.2.1 cavalry jump -------------------------------------------------------

def test_cavalry_jump_through_enemy_infantry_once():
    a, b, c = _land_chain()
    st = blank(turn=3, side="u", marches=3)
    cav, = add(st, "u", "vc", a)
    add(st, "c", "mi", b)
    st = act(st, "union", ("march", a))
    assert ("move", cav, c) in legal(st)
    st = act(st, "union", ("move", cav, c))
    assert st["u"][cav][2] & R.JMP
    # one jump per turn: jumping back is refused
    st = act(st, "union", ("march", c))
    assert ("move", cav, a) not in legal(st)
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "union", ("move", cav, a))
    assert e.value.rule == "4.2.1"


def test_cavalry_jump_not_through_enemy_cavalry_nor_into_enemy():
    a, b, c = _land_chain()
    st = blank(turn=3, side="u", marches=2)
    cav, = add(st, "u", "vc", a)
    add(st, "c", "mc", b)
    st = act(st, "union", ("march", a))
    assert ("move", cav, c) not in legal(st)
    st = blank(turn=3, side="u", marches=2)
    cav, = add(st, "u", "vc", a)
    add(st, "c", "mi", b)
    add(st, "c", "mi", c)
    st = act(st, "union", ("march", a))
    assert ("move", cav, c) not in legal(st)
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "union", ("move", cav, c))
    assert e.value.rule == "4.2.1"


def test_cavalry_jump_not_by_river_for_csa():
    a, b, c = chains("river", down=True)[0]
    st = blank(turn=3, side="c", marches=2)
    cav, = add(st, "c", "vc", a)
    add(st, "u", "mi", b)
    st = act(st, "csa", ("march", a))
    assert ("move", cav, c) not in legal(st)


# 4.2.2 Union river jump ---------------------------------------------------

def test_union_river_jump_downstream_even_past_cavalry():
    a, b, c = chains("river", down=True)[0]
    st = blank(turn=3, side="u", marches=2)
    inf, = add(st, "u", "mi", a)
    add(st, "c", "vc", b)
    st = act(st, "union", ("march", a))
    assert ("move", inf, c) in legal(st)
    st = act(st, "union", ("move", inf, c))
    assert st["u"][inf][2] & R.JMP and st["u"][inf][4] == b


def test_no_river_jump_upstream_nor_for_the_csa():
    a, b, c = chains("river", down=False)[0]
    st = blank(turn=3, side="u", marches=2)
    inf, = add(st, "u", "mi", a)
    add(st, "c", "mi", b)
    st = act(st, "union", ("march", a))
    assert ("move", inf, c) not in legal(st)
    a, b, c = chains("river", down=True)[0]
    st = blank(turn=3, side="c", marches=2)
    inf, = add(st, "c", "mi", a)
    add(st, "u", "mi", b)
    st = act(st, "csa", ("march", a))
    assert ("move", inf, c) not in legal(st)
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "csa", ("move", inf, c))
    assert e.value.rule == "4.2.2"


def test_river_jump_may_not_end_in_enemy_box():
    a, b, c = chains("river", down=True)[0]
    st = blank(turn=3, side="u", marches=2)
    inf, = add(st, "u", "mi", a)
    add(st, "c", "mi", b)
    add(st, "c", "mi", c)
    st = act(st, "union", ("march", a))
    assert ("move", inf, c) not in legal(st)


# 4.2.3 naval movement -----------------------------------------------------

def _union_ports(st):
    return [p for p in B.PORT_LIST if R.owner(st, p) == "u"]


def test_naval_move_to_union_ports_costs_one_march_each():
    st = blank(turn=3, side="u", marches=3)
    x, y = add(st, "u", "mi", "new_york", n=2)
    targets = {a[2] for a in legal(st) if a[0] == "naval" and a[1] == x}
    assert targets == set(_union_ports(st)) - {"new_york"}
    dest = sorted(targets)[0]
    st = act(st, "union", ("naval", x, dest), ("naval", y, dest))
    assert st["ml"] == 1
    assert st["u"][x][0] == dest and st["u"][x][2] & R.NAV
    # a unit that moved by sea takes part in no march this turn
    st = act(st, "union", ("march", dest)) if ("march", dest) in legal(st) else st
    assert not any(a[0] == "move" and a[1] in (x, y) for a in legal(st))


def test_naval_move_needs_unit_that_started_in_port():
    st = blank(turn=3, side="u", marches=3)
    x, = add(st, "u", "mi", "new_york", marches=1)
    assert not any(a[0] == "naval" for a in legal(st))
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "union", ("naval", x, "philadelphia"))
    assert e.value.rule == "4.2.3"
    st = blank(turn=3, side="c", marches=3)
    add(st, "c", "mi", "charleston")
    assert not any(a[0] == "naval" for a in legal(st, "csa"))


def test_no_naval_move_to_enemy_port():
    st = blank(turn=3, side="u", marches=3)
    x, = add(st, "u", "mi", "new_york")
    assert ("naval", x, "charleston") not in legal(st)


# 4.2.4 naval invasion -----------------------------------------------------

def test_invasion_only_on_six_from_washington():
    st = blank(turn=3, side="u", phase="mr", marches=0)
    w, = add(st, "u", "mi", "washington")
    n, = add(st, "u", "mi", "new_york")
    with forced([5]):
        st = act(st, "union", ("roll",))
    assert not any(a[0] == "invade" for a in legal(st))
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "union", ("invade", w, "charleston"))
    assert e.value.rule == "4.2.4"
    st = blank(turn=3, side="u", phase="mr", marches=0)
    w, = add(st, "u", "mi", "washington")
    n, = add(st, "u", "mi", "new_york")
    with forced([6]):
        st = act(st, "union", ("roll",))
    inv = [a for a in legal(st) if a[0] == "invade"]
    assert inv and all(a[1] == w for a in inv)
    assert {a[2] for a in inv} == {p for p in B.PORT_LIST if R.owner(st, p) == "c"}


def test_invasion_of_empty_port_is_captured_at_the_end_of_the_half_turn():
    # 4.2.4 "Si el puerto está vacío, el Norte lo conquista" + 9: the port
    # changes hands when control changes, at the end of the half-turn.
    from .position import end_half
    st = blank(turn=3, side="u", marches=6)
    st["ni"] = 1
    w1, w2 = add(st, "u", "vi", "washington", n=2)
    add(st, "c", "mi", "atlanta")
    st = act(st, "union", ("invade", w1, "wilmington"))
    assert R.owner(st, "wilmington") == "c"
    assert st["ml"] == 5 and st["nip"] == "wilmington" and st["ph"] == "mv"
    # the second invader must go to the same port
    assert [a for a in legal(st) if a[0] == "invade"] == [("invade", w2, "wilmington")]
    st = end_half(st)
    assert R.owner(st, "wilmington") == "u"


def test_only_units_from_washington_reach_an_invaded_port_that_turn():
    # 4.2.4: the invaders start the turn in Washington; units in other Union
    # ports may not follow by ordinary naval move (the port is not Union-held yet)
    st = blank(turn=3, side="u", marches=6)
    st["ni"] = 1
    w, = add(st, "u", "vi", "washington")
    n, = add(st, "u", "mi", "new_york")
    st = act(st, "union", ("invade", w, "wilmington"))
    assert ("naval", n, "wilmington") not in legal(st)
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "union", ("naval", n, "wilmington"))
    assert e.value.rule == "4.2.3" and e.value.es


def test_invasion_battle_counts_as_river_crossing():
    st = blank(turn=3, side="u", marches=1)
    st["ni"] = 1
    w, = add(st, "u", "vi", "washington")
    d, = add(st, "c", "vi", "wilmington")
    st = act(st, "union", ("invade", w, "wilmington"))
    assert st["ph"] == "mv" and legal(st) == [("end_moves",)]   # the player ends movement
    st = act(st, "union", ("end_moves",))
    assert st["ph"] == "fs" and st["b"]["s"] == "c"
    v = GAME.view(st, "csa")["battle"]
    assert w in v["crossing"]
    assert v["values"][d][w] == 4           # veteran 3 + 1 for the crossing


# 4.2.5 entrenchment -------------------------------------------------------

def test_entrench_one_march_in_recruitment_city():
    st = blank(turn=3, side="u", marches=2)
    u, = add(st, "u", "mi", "chicago")
    st = act(st, "union", ("march", "chicago"), ("entrench", u))
    assert st["u"][u][2] & R.ENT


def test_entrench_two_marches_elsewhere():
    box = next(b for b in B.BOX_IDS if not B.RECRUIT[b] and B.PRINTED[b] == "u" and b not in B.FORTS)
    st = blank(turn=3, side="u", marches=3)
    u, = add(st, "u", "mi", box)
    st = act(st, "union", ("march", box), ("entrench", u))
    assert not st["u"][u][2] & R.ENT and st["u"][u][2] & R.HALF
    st = act(st, "union", ("march", box), ("entrench", u))
    assert st["u"][u][2] & R.ENT


def test_entrenchment_lost_on_leaving_and_not_shared():
    st = blank(turn=3, side="u", marches=2)
    u, = add(st, "u", "mi", "chicago", flags=R.ENT)
    st = act(st, "union", ("march", "chicago"))
    assert ("entrench", u) not in legal(st)
    dest = next(a[2] for a in legal(st) if a[0] == "move")
    st = act(st, "union", ("move", u, dest))
    assert not st["u"][u][2] & R.ENT


def test_permanent_entrenchment_for_owner_only():
    st = blank(turn=3, side="u", marches=2)
    u, = add(st, "u", "mi", "washington")
    assert R.is_entrenched(st, u)
    c, = add(st, "c", "mi", "richmond")
    assert R.is_entrenched(st, c)
    own(st, "richmond", "u")            # Richmond now Union: the CSA unit there is not
    assert not R.is_entrenched(st, c)
    st["own"].pop("richmond")
    # no entrench action offered where already permanently entrenched
    st = act(st, "union", ("march", "washington"))
    assert ("entrench", u) not in legal(st)


def test_no_entrenching_with_enemy_in_box():
    st = blank(turn=3, side="u", marches=2)
    u, = add(st, "u", "mi", "chicago")
    st = act(st, "union", ("march", "chicago"))
    st["u"][u][0] = "atlanta"       # pretend it stands in an enemy-held box with enemies
    add(st, "c", "mi", "atlanta")
    st["mb"] = "atlanta"
    assert ("entrench", u) not in legal(st)


# 4.2.6 the Potomac --------------------------------------------------------

def test_potomac_closed_to_the_csa_only():
    a, b = B.POTOMAC
    st = blank(turn=3, side="c", marches=2)
    c, = add(st, "c", "mi", b)
    own(st, a, "c")
    st = act(st, "csa", ("march", b))
    other_links = B.link_kinds(a, b) - {"river"}
    if not other_links:
        assert ("move", c, a) not in legal(st)
        with pytest.raises(Illegal) as e:
            GAME.apply(st, "csa", ("move", c, a))
        assert e.value.rule == "4.2.6"
    st = blank(turn=3, side="u", marches=2)
    u, = add(st, "u", "mi", a)
    st = act(st, "union", ("march", a))
    assert ("move", u, b) in legal(st)


def test_potomac_closed_to_csa_retreat():
    a, b = B.POTOMAC
    assert a not in B.NEIGH["c"][b] or B.link_kinds(a, b) - {"river"}


def test_explain_names_the_potomac_rule():
    """The page asks the engine why a tapped box cannot be reached (4.2.6)."""
    from pyapp.games.ahd import GAME
    from pyapp.core.match import Match
    m = Match(GAME, "campaign", {}, 1)
    # play the Union's turn-1 half passively, to the CSA's movement
    while m.state["p"] == "u":
        role = m.active()[0]
        legal = m.legal(role)
        pick = next((a for a in legal if a[0] in ("end_moves", "pass", "end_march")), legal[0])
        m.play(role, pick)
    assert m.active() == ["csa"] and m.state["ph"] == "mv"
    why = GAME.explain(m.state, "csa", "fredericksburg", "washington")
    assert why is not None and why.rule == "4.2.6"
    assert GAME.explain(m.state, "csa", "fredericksburg", "richmond") is None   # a legal move
