"""Reactions to an entry (9.2-9.4, 8.2; RULES_NOTES C5) on the 1861 map,
with forces put where a test needs them and forced dice."""

from __future__ import annotations

from pyapp.core import dice
from pyapp.games.uscw import model
from pyapp.games.uscw.board import BOARD
from tests.helpers import forced_calls
from tests.uscw import harness as H
from tests.uscw.test_battle import field


def scene(att_sp=6, def_sp=2, def_gid="mcdowell", att_gid="beauregard"):
    game, st = H.opening(H.steps(), 3)
    x, y = field(st)
    if def_sp or def_gid:
        model.add_sp(st, x, "usa", def_sp)
    if def_gid:
        model.place_general(st, def_gid, x)
    model.add_sp(st, y, "csa", att_sp)
    model.place_general(st, att_gid, y)
    game.flow.push(st, "segment", who="csa")
    game.apply(st, "csa", ("move", y, att_gid))
    return game, st, x, y


def test_a_force_with_a_general_may_avoid_battle_and_goes_where_its_roll_reached():
    """9.3: 2d6 + the commander's Defence >= 9; the whole stack leaves, the
    owner choosing the hex after the roll; the attacker then enters."""
    game, st, x, y = scene()
    game.apply(st, "csa", ("go", x))
    assert st["flow"][-1]["step"] == "react" and game.active(st) == ["usa"]
    assert ("avoid",) in game.legal(st, "usa")
    game.apply(st, "usa", ("avoid",))
    with forced_calls(dice, "roll", [6, 6]):
        game.apply(st, "usa", ("resolve",))
    assert st["flow"][-1]["step"] == "avoid_to"
    to = game.legal(st, "usa")[0]
    assert y not in [a[1] for a in game.legal(st, "usa")]            # never back into the attacker's hex
    game.apply(st, "usa", to)
    assert model.sp_at(st, to[1], "usa") == 2 and st["gens"]["mcdowell"]["at"] == to[1]
    frame = st["flow"][-1]
    assert frame["step"] == "activation" and frame["at"] == x and frame["momentum"] == [to[1]]


def test_a_failed_avoid_fights_without_fortification_or_terrain():
    """9.3.3."""
    game, st, x, y = scene()
    st["entrench"][x] = "usa"
    game.apply(st, "csa", ("go", x))
    game.apply(st, "usa", ("avoid",))
    with forced_calls(dice, "roll", [1, 1, 3, 3]):
        game.apply(st, "usa", ("resolve",))
    assert any(e["rule"] == "9.3.3" for e in st["lg"])
    battle = [e for e in st["lg"] if e["rule"] == "11.2.1"][0]["en"]
    defence = model.form(st, "mcdowell").defence
    assert f"rolls 3{defence:+d}" in battle                          # no +2 for the Entrenchment


def test_a_stack_without_a_general_cannot_avoid():
    """5.10: only its interceptors, if any, react."""
    game, st, x, y = scene(def_gid=None)
    game.apply(st, "csa", ("go", x))
    top = st["flow"][-1]["step"]
    assert top != "react" or ("avoid",) not in game.legal(st, "usa")


def test_an_interception_puts_the_force_in_the_hex_before_the_enemy_enters():
    """9.2: a Union force with a general next to an empty hex the CSA enters
    intercepts on 9+ and the battle follows, the mover attacking."""
    game, st, x, y = scene(def_sp=0, def_gid=None)
    beside = next(n for n in BOARD.neighbours(x) if n != y and model.side_at(st, n) is None
                  and y not in BOARD.neighbours(n) and BOARD.side(n, x).get("kind", "plain") == "plain")
    model.add_sp(st, beside, "usa", 3)
    model.place_general(st, "rosecrans", beside)
    game.apply(st, "csa", ("go", x))
    assert st["flow"][-1]["step"] == "react" and ("intercept", beside) in game.legal(st, "usa")
    game.apply(st, "usa", ("intercept", beside))
    with forced_calls(dice, "roll", [6, 6, 4, 4]):
        game.apply(st, "usa", ("resolve",))
    assert any(e["rule"] == "9.2" and "intercepts" in e["en"] for e in st["lg"])
    assert any(e["rule"] == "11.2.1" for e in st["lg"])                 # the battle came at once


def test_cavalry_may_step_back_when_intercepted():
    """8.2: the mover holding cavalry steps back and ends its move."""
    game, st, x, y = scene(att_sp=1, def_sp=0, def_gid=None, att_gid="stuart")
    beside = next(n for n in BOARD.neighbours(x) if n != y and model.side_at(st, n) is None
                  and y not in BOARD.neighbours(n) and BOARD.side(n, x).get("kind", "plain") == "plain")
    model.add_sp(st, beside, "usa", 3)
    model.place_general(st, "rosecrans", beside)
    game.apply(st, "csa", ("go", x))
    game.apply(st, "usa", ("intercept", beside))
    with forced_calls(dice, "roll", [6, 6]):
        game.apply(st, "usa", ("resolve",))
    assert st["flow"][-1]["step"] == "step_back" and game.active(st) == ["csa"]
    game.apply(st, "csa", ("step_back",))
    assert st["flow"][-1]["step"] == "segment" and st["gens"]["stuart"]["at"] == y
