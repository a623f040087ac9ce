"""For the People: activation and land movement (5.3-5.7, 5.10, 5.11, 5.18)."""

import pytest

from pyapp.core.errors import Illegal
from pyapp.games.ftp import forces as F
from pyapp.games.ftp import model as M
from pyapp.games.ftp.rules import GAME
from tests.ftp.position import army, blank, forced, gen, move, play, sp, step, top


def test_activation_needs_a_card_of_the_strategy_rating_5_3():
    st = blank("1862")
    gen(st, "mcclellan", "frederick")             # strategy 3
    gen(st, "grant", "cairo")                     # strategy 1
    sp(st, "union", "frederick", 2)
    sp(st, "union", "cairo", 2)
    one = F.activations(st, "union", 1)
    assert ("corps", "grant") in one and ("corps", "mcclellan") not in one
    assert ("corps", "mcclellan") in F.activations(st, "union", 3)
    assert ("corps", "mcclellan") in F.activations(st, "union", 1, campaign=True)   # RULES_NOTES
    # a division takes as many SP as the card's value (1-3)
    assert ("div", "cairo", 2) in F.activations(st, "union", 2) and ("div", "cairo", 2) not in one


@pytest.mark.parametrize("kind,mp", [("corps", 8), ("div", 5)])
def test_movement_points_by_formation_5_3(kind, mp):
    st = blank("1862")
    for s in M.S.NAME:                            # everywhere hostile: no rail bonus
        st["ctl"][s] = "csa"
    st["ctl"]["frederick"] = "union"
    sp(st, "union", "frederick", 2)
    gen(st, "mcclellan", "frederick")
    move(st, "union", ("corps", "mcclellan") if kind == "corps" else ("div", "frederick", 2))
    f = top(st)
    f["used"] = mp - 1
    assert any(a[0] == "go" for a in GAME.legal(st, "union"))
    f["used"] = mp
    assert not any(a[0] == "go" for a in GAME.legal(st, "union"))


def test_rail_bonus_only_by_rail_through_friendly_spaces_5_3():
    st = blank("1862")
    sp(st, "union", "harrisburg", 2)
    move(st, "union", ("div", "harrisburg", 2))
    f = top(st)
    f["used"] = 5                                 # a division's 5 MP spent, all by rail, friendly
    goes = [a[1] for a in GAME.legal(st, "union") if a[0] == "go"]
    assert "philadelphia" in goes                 # rail, Union-held
    assert "gettysburg" not in goes               # a road
    f["rail"] = False
    assert not any(a[0] == "go" for a in GAME.legal(st, "union"))


def test_a_river_line_is_no_road_5_1_1():
    st = blank("1862")
    sp(st, "union", "vicksburg", 1)
    st["ctl"]["vicksburg"] = "union"
    move(st, "union", ("div", "vicksburg", 1))
    with pytest.raises(Illegal) as e:
        play(st, "union", ("go", "arkansas_post"))          # joined by the river only
    assert e.value.rule == "5.1.1"


def test_no_crossing_into_an_enemy_fort_5_18():
    st = blank("1862")
    gen(st, "grant", "new_madrid")
    sp(st, "union", "new_madrid", 3)
    st["ctl"]["new_madrid"] = "union"
    st["forts"]["columbus_ky"] = "csa"
    sp(st, "csa", "columbus_ky", 1)
    move(st, "union", ("corps", "grant"), v=1)
    with pytest.raises(Illegal) as e:
        play(st, "union", ("go", "columbus_ky"))            # across Columbus's own bar
    assert e.value.rule == "5.18"
    # from Cairo the road leaves across Cairo's bar, not Columbus's: forts count only
    # where the bar crossed is theirs (5.18)
    st["flow"] = []
    gen(st, "grant", "cairo")
    M.add_sp(st, "union", "new_madrid", -3)
    sp(st, "union", "cairo", 3)
    move(st, "union", ("corps", "grant"), v=1)
    assert ("go", "columbus_ky") in GAME.legal(st, "union")


def test_the_confederacy_never_crosses_a_river_the_union_navy_holds_5_18():
    st = blank("1862")
    sp(st, "csa", "new_madrid", 1)
    st["ctl"]["new_madrid"] = "csa"
    move(st, "csa", ("div", "new_madrid", 1))
    with pytest.raises(Illegal) as e:
        play(st, "csa", ("go", "columbus_ky"))              # both banks carry a bar
    assert e.value.rule == "5.18"


def test_a_lone_general_keeps_out_of_enemy_spaces_5_3():
    st = blank("1862")
    gen(st, "grant", "cairo")
    sp(st, "union", "cairo", 1)
    st["ctl"]["humboldt"] = "csa"
    move(st, "union", ("corps", "grant"), v=1)
    play(st, "union", ("sp", 0))                            # drops his SP: a lone general
    assert ("go", "paducah") in GAME.legal(st, "union") or True
    st["ctl"]["paducah"] = "csa"
    assert ("go", "paducah") not in GAME.legal(st, "union")


def test_a_division_stays_out_of_enemy_spaces_of_enemy_states_5_6():
    st = blank("1862")
    sp(st, "union", "corinth", 2)
    st["ctl"]["corinth"] = "union"
    move(st, "union", ("div", "corinth", 2))
    legal = [a[1] for a in GAME.legal(st, "union") if a[0] == "go"]
    assert "tupelo" not in legal                            # a CSA space of Mississippi, a CSA state


def test_the_rough_roads_serve_only_confederate_generals_on_a_3_card_3_3():
    st = blank("1862")
    gen(st, "bragg", "jacksonville_al")
    sp(st, "csa", "jacksonville_al", 2)
    move(st, "csa", ("corps", "bragg"), v=2)
    assert ("go", "decatur_al") not in GAME.legal(st, "csa")
    st["flow"] = []
    move(st, "csa", ("corps", "bragg"), v=3)
    assert ("go", "decatur_al") in GAME.legal(st, "csa")


def test_interception_needs_the_defence_rating_or_less_5_10():
    st = blank("1861")
    gen(st, "beauregard", "manassas")            # defence 1
    sp(st, "csa", "manassas", 3)
    gen(st, "mcdowell", "washington_dc")
    sp(st, "union", "washington_dc", 4)
    move(st, "union", ("corps", "mcdowell"))
    play(st, "union", ("go", "frederick"))                 # next to Manassas
    assert step(st) == "intercept"
    with forced([2]):
        play(st, "csa", ("intercept", "manassas"))
    assert M.total_sp(st, "csa", "manassas") == 3          # failed (2 > 1): nobody moved
    assert st["gens"]["mcdowell"] == "frederick"


def test_an_army_converts_a_space_for_one_mp_5_4(monkeypatch):
    from pyapp.games.ftp import supply
    monkeypatch.setattr(supply, "in_supply", lambda st, side, space, avoid=None: True)
    st = blank("1862")
    army(st, "u_potomac", "frederick", 6, "mcclellan")
    st["ctl"]["manassas"] = "csa"
    move(st, "union", ("army", "u_potomac"))
    play(st, "union", ("go", "manassas"))
    play(st, "union", ("convert",))
    assert st["ctl"]["manassas"] == "union" and top(st)["used"] == 2


def test_a_brigade_raids_an_enemy_pc_in_its_own_states_5_7():
    st = blank("1862")
    gen(st, "stuart", "culpepper")
    st["ctl"]["culpepper"] = "union"                      # a Union PC in Virginia
    move(st, "csa", ("brigade", "stuart"), v=3)
    assert ("raid",) in GAME.legal(st, "csa")
    play(st, "csa", ("raid",))
    assert st["ctl"]["culpepper"] == "csa" and ("raid",) not in GAME.legal(st, "csa")


def _passing_a_csa_force():
    """A Union corps marching from Washington past Beauregard's corps at
    Manassas, by Fairfax... the CSA may try to intercept at each step."""
    st = blank("1862")
    gen(st, "mcdowell", "washington_dc")
    sp(st, "union", "washington_dc", 2)
    gen(st, "beauregard", "culpepper")
    sp(st, "csa", "culpepper", 3)
    return st


def test_a_pass_is_no_attempt_one_attempt_a_move_5_10():
    from pyapp.games.ftp import board
    st = _passing_a_csa_force()
    # two steps that both come next to Culpeper: Manassas, then Wilderness or Fredericksburg
    move(st, "union", ("corps", "mcdowell"))
    play(st, "union", ("go", "manassas"))
    assert top(st)["step"] == "intercept"
    play(st, "csa", ("pass",))
    nxt = next(d for d in board.neighbours("culpepper") if d in board.neighbours("manassas")
               and ("go", d) in GAME.legal(st, "union"))
    play(st, "union", ("go", nxt))
    assert top(st)["step"] == "intercept"                   # a pass spent nothing: asked again
    with forced([6]):                                       # an attempt that fails
        play(st, "csa", ("intercept", "culpepper"))
    assert st["gens"]["mcdowell"] == nxt
    assert top(st)["icpt"] is True                          # no more attempts in this move


def test_one_sp_may_stay_in_a_fort_and_a_brigade_with_infantry_intercepts_alone_5_10():
    from pyapp.games.ftp import moves
    st = blank("1862")
    st["forts"]["culpepper"] = "csa"
    gen(st, "beauregard", "culpepper")
    sp(st, "csa", "culpepper", 3)
    assert ("intercept", "culpepper", "garrison") in moves.intercept_ways(st, "csa", "culpepper")
    with forced([1]):
        assert moves.intercept(None, st, "csa", "culpepper", "manassas", "garrison")
    assert M.loose_sp(st, "csa", "culpepper") == 1 and M.loose_sp(st, "csa", "manassas") == 2
    st = blank("1862")
    gen(st, "stuart", "culpepper")
    sp(st, "csa", "culpepper", 2)
    assert moves.intercept_ways(st, "csa", "culpepper") == [("intercept", "culpepper", "brigade")]
    with forced([1]):
        assert moves.intercept(None, st, "csa", "culpepper", "manassas", "brigade")
    assert st["gens"]["stuart"] == "manassas" and M.loose_sp(st, "csa", "culpepper") == 2


def test_two_armies_in_a_space_the_owner_keeps_the_one_he_chooses_5_4():
    # 5.4 (seed 5.2.4): an army ending its move where another friendly army
    # stands: one of them leaves the game at once; the owner chooses which
    st = blank("1862")
    army(st, "u_potomac", "frederick", 6, "mcclellan")
    army(st, "u_tennessee", "manassas", 8, "grant")
    st["ctl"]["manassas"] = "union"
    before = st["sw"]["union"][0]
    move(st, "union", ("army", "u_potomac"))
    play(st, "union", ("go", "manassas"))
    play(st, "union", ("stop",))
    assert step(st) == "armies" and top(st)["who"] == "union"
    assert sorted(GAME.legal(st, "union")) == [("keep", "u_potomac"), ("keep", "u_tennessee")]
    said = GAME.describe(st, ("keep", "u_tennessee"), "en")
    assert "Army of the Tennessee" in said and "-20" in said      # 10, and McClellan's influence of 10
    assert GAME.prompt(st, "union")["rule"] == "5.4"
    play(st, "union", ("keep", "u_tennessee"))                      # the player keeps Grant, not the higher PI
    assert st["armies"]["u_potomac"]["at"] is None
    assert st["armies"]["u_tennessee"]["at"] == "manassas" and st["armies"]["u_tennessee"]["sp"] == 14
    assert st["gens"]["mcclellan"] != "A:u_potomac" and st["gens"]["grant"] == "A:u_tennessee"
    assert st["sw"]["union"][0] <= before - 20
    assert step(st) != "armies"


def test_an_interceptor_may_leave_sp_with_the_generals_it_cannot_take_5_10_c():
    # 5.10 (c): 1 SP (or the minimum) may stay to keep the generals' limits of 5.5
    # for the generals a corps cannot take along (its leader and one more go)
    from pyapp.games.ftp import moves as MV
    st = blank("1862")
    for g in ("burnside", "banks", "buell", "curtis"):
        gen(st, g, "washington_dc")
    sp(st, "union", "washington_dc", 5)
    go, n = MV.whole_corps(st, "union", "washington_dc")
    assert len(go) == 2 and n == 5                     # two generals stay behind
    assert MV.limits_keep(st, "union", "washington_dc") == 1     # 2 generals <= 1 SP + 1
    ways = MV.intercept_ways(st, "union", "washington_dc")
    assert ("intercept", "washington_dc", "limits") in ways and ("intercept", "washington_dc") in ways
    said = GAME.describe(st, ("intercept", "washington_dc", "limits"), "en")
    assert "leaving 1 SP" in said
    with forced([1]):
        assert MV.intercept(GAME, st, "union", "washington_dc", "manassas", "limits")
    assert M.loose_sp(st, "union", "manassas") == 4 and M.loose_sp(st, "union", "washington_dc") == 1
    from pyapp.games.ftp import organise
    assert not organise.excess_generals(st, "union")
    # with SP enough for every general left, nothing is offered
    st2 = blank("1862")
    for g in ("burnside", "banks", "buell"):
        gen(st2, g, "washington_dc")
    sp(st2, "union", "washington_dc", 4)
    assert MV.limits_keep(st2, "union", "washington_dc") == 0
    assert ("intercept", "washington_dc", "limits") not in MV.intercept_ways(st2, "union", "washington_dc")
