"""For the People: battles through the engine (5.9-5.16), the rulebook's
worked examples (digest 5.32) among them."""

import pytest

from pyapp.games.ftp import model as M
from pyapp.games.ftp import supply
from tests.ftp.position import army, blank, forced, gen, infantry_losses, move, play, sp, step, top


@pytest.fixture
def supplied(monkeypatch):
    """The examples say nothing of supply: both sides in supply."""
    monkeypatch.setattr(supply, "in_supply", lambda st, side, space, avoid=None: True)


def _lee_and_meade(meade_at):
    """The Gettysburg example's armies (digest 5.32): Lee's activated at
    Chambersburg (a CSA space: no extra loss for a retreat there, 5.16),
    Meade's at ``meade_at`` with the Iron Brigade."""
    st = blank("1863")
    army(st, "c_northern_virginia", "chambersburg", 12, "r_e_lee", "ewell", "hill", "longstreet")
    army(st, "u_potomac", meade_at, 13, "meade", "hancock", "reynolds", "pleasonton")
    st["elite"]["union"] = ["u_potomac"]
    st["ctl"]["chambersburg"] = "csa"
    move(st, "csa", ("army", "c_northern_virginia"))
    return st


def test_gettysburg_example_5_32(supplied):
    st = _lee_and_meade("frederick")
    sw_u, sw_c = list(st["sw"]["union"]), list(st["sw"]["csa"])
    play(st, "csa", ("go", "gettysburg"))
    assert step(st) == "intercept" and ("intercept", "frederick") in __import__(
        "pyapp.games.ftp.rules", fromlist=["GAME"]).GAME.legal(st, "union")
    eligible = [g for g in M.gens_at(st, "union", "frederick") if g != "meade"]
    with forced([2]):               # Meade intercepts: needs 4 or less (defence 2, +2 Pleasonton)
        play(st, "union", ("intercept", "frederick"))
    assert step(st) == "elite"      # 5.14: the Union elects to use the Iron Brigade
    with forced([4, 2,              # CSA 4 + 4 = 8: "4*"; Union 2 + 8 = 10: "6"
                 4,                 # CSA casualty check (1 only): none
                 2, eligible.index("reynolds") + 1]):   # Union (1-3): Reynolds
        play(st, "union", ("elite", "use"))
    lines = " ".join(e["en"] for e in st["lg"])
    assert step(st) == "losses" and top(st)["who"] == "union"    # 5.15: Pleasonton's brigade or infantry
    infantry_losses(st)
    assert "rolls 4+4 = 8" in lines and "rolls 2+8 = 10" in lines
    assert st["gens"]["reynolds"] == "dead"
    assert st["armies"]["c_northern_virginia"]["at"] == "chambersburg"      # the attacker retreats
    assert M.army_total(st, "c_northern_virginia") == 6                     # 12 - 6
    assert M.army_total(st, "u_potomac") == 10 and st["armies"]["u_potomac"]["at"] == "gettysburg"
    assert st["elite"]["union"] == []                                       # lost 4 with the elite used
    from pyapp.games.ftp.tables import fates_of_war
    assert st["sw"]["union"] == list(fates_of_war(sw_u[0], sw_u[1], 3)[:2])    # large battle: +3
    assert st["sw"]["csa"] == list(fates_of_war(sw_c[0], sw_c[1], -5)[:2])     # and -5


def test_thomas_longstreet_star_gives_the_attacker_the_tie_5_32(supplied):
    st = blank("1864")
    gen(st, "thomas", "missionary_ridge")
    sp(st, "union", "missionary_ridge", 3)
    gen(st, "longstreet", "dalton")
    sp(st, "csa", "dalton", 6)
    st["ctl"]["missionary_ridge"] = "union"
    move(st, "union", ("corps", "thomas"))
    play(st, "union", ("go", "dalton"))
    assert step(st) == "rbb"
    with forced([6, 4]):            # Union 6 + 2 = 8: "2*"; CSA 4 + 3 = 7: "2"
        play(st, "csa", ("stand",))
    if step(st) == "retreat":
        play(st, "csa", top(st) and ("retreat", top(st)["options"][0]))
    assert M.loose_sp(st, "union", "dalton") == 1                  # Thomas holds with 1
    assert M.total_sp(st, "csa", "dalton") == 0
    assert sum(M.loose_sp(st, "csa", s) for s in M.spaces_with(st, "csa")) == 4   # Longstreet retreats with 4


def test_little_rock_no_star_in_a_resource_centre_5_32(supplied):
    st = blank("1863")
    gen(st, "sherman", "camden_ar")                         # (no river between: 5.18)
    sp(st, "union", "camden_ar", 2)
    st["ctl"]["camden_ar"] = "union"
    sp(st, "csa", "little_rock", 1)
    st["forts"]["little_rock"] = "csa"
    move(st, "union", ("corps", "sherman"))
    with forced([4, 1]):            # Union 4 + 3 = 7: "1*"; CSA 1 + 2 (fort) = 3: "1"
        play(st, "union", ("go", "little_rock"))
    assert M.loose_sp(st, "union", "camden_ar") == 1 and st["gens"]["sherman"] == "camden_ar"
    assert M.total_sp(st, "csa", "little_rock") == 0 and st["forts"]["little_rock"] == "csa"


def test_first_manassas_unstarred_tie_goes_to_the_defender_5_32(supplied):
    st = blank("1861")
    army(st, "u_potomac", "frederick", 6, "mcdowell")
    gen(st, "beauregard", "manassas")
    sp(st, "csa", "manassas", 7)
    gen(st, "j_e_johnston", "winchester_va")
    sp(st, "csa", "winchester_va", 1)
    move(st, "union", ("army", "u_potomac"))
    play(st, "union", ("go", "manassas"))
    # (the example's interception from Winchester is card 102's; here Beauregard stands)
    with forced([5, 6]):            # Union 5 + 1 = 6: "2"; CSA 6 + 1 = 7: "2"
        play(st, "csa", ("stand",))
    assert st["armies"]["u_potomac"]["at"] == "frederick"          # back where it came from
    assert M.army_total(st, "u_potomac") == 4


def test_overrun_at_ten_to_one_5_9(supplied):
    st = blank("1862")
    army(st, "u_potomac", "frederick", 10, "mcclellan")
    sp(st, "csa", "manassas", 1)
    move(st, "union", ("army", "u_potomac"))
    play(st, "union", ("go", "manassas"))
    assert M.total_sp(st, "csa", "manassas") == 0
    assert step(st) == "move" and top(st)["at"] == "manassas"          # the army goes on
    assert any("Overrun" in e["en"] for e in st["lg"])


def test_an_empty_fort_is_taken_without_a_battle_and_costs_will_5_23(supplied):
    st = blank("1862")
    gen(st, "grant", "paducah")
    sp(st, "union", "paducah", 2)
    st["ctl"]["paducah"] = "union"
    st["forts"]["columbus_ky"] = "csa"
    st["ctl"]["columbus_ky"] = "csa"
    move(st, "union", ("corps", "grant"), v=1)
    before = st["sw"]["csa"][0]
    play(st, "union", ("go", "columbus_ky"))
    assert "columbus_ky" not in st["forts"] and st["sw"]["csa"][0] < before


def test_a_beaten_force_with_nowhere_to_go_surrenders_5_16(supplied):
    st = blank("1862")
    gen(st, "grant", "paducah")
    sp(st, "union", "paducah", 5)
    st["ctl"]["paducah"] = "union"
    sp(st, "csa", "columbus_ky", 4)
    st["ctl"]["columbus_ky"] = "csa"
    for nb in ("cairo", "humboldt", "new_madrid", "mckenzie", "dover_tn", "bowling_green", "paducah"):
        st["ctl"][nb] = "union"
    for nb in __import__("pyapp.games.ftp.board", fromlist=["x"]).neighbours("columbus_ky"):
        if nb != "paducah":
            sp(st, "union", nb, 1)
    move(st, "union", ("corps", "grant"), v=1)
    with forced([6, 1]):            # Union 6 + 3 = 9: "2*"; CSA 1: "1"; the CSA keeps 2 SP
        play(st, "union", ("go", "columbus_ky"))
    assert M.total_sp(st, "csa", "columbus_ky") == 0
    assert any("surrenders" in e["en"] for e in st["lg"])


def test_an_elite_unit_held_back_adds_nothing_and_is_not_lost_5_14(supplied):
    st = _lee_and_meade("gettysburg")
    play(st, "csa", ("go", "gettysburg"))
    if step(st) == "rbb":
        play(st, "union", ("stand",))
    assert step(st) == "elite"
    with forced([4, 2]):                                 # no modified 10: no casualty checks
        play(st, "union", ("elite", "keep"))
    line = next(e["en"] for e in st["lg"] if e["en"].startswith("Battle of"))
    assert "elite" not in line and st["elite"]["union"] == ["u_potomac"]


def _brigade_battle(brigade=True):
    """Little Rock with a brigade beside Sherman's 2 SP: the Union loses 1 SP (5.32's dice)."""
    st = blank("1863")
    gen(st, "sherman", "camden_ar")
    if brigade:
        gen(st, "kilpatrick", "camden_ar")
    sp(st, "union", "camden_ar", 2)
    st["ctl"]["camden_ar"] = "union"
    sp(st, "csa", "little_rock", 1)
    st["forts"]["little_rock"] = "csa"
    move(st, "union", ("corps", "sherman"))
    if brigade:
        play(st, "union", ("take", "kilpatrick"))
    return st


def test_the_owner_chooses_whether_a_brigade_or_infantry_takes_the_loss_5_15(supplied):
    st = _brigade_battle()
    with forced([4, 1]):            # Union 4 + 3 = 7: "1*"; CSA 1 + 2 (fort) = 3: "1"
        play(st, "union", ("go", "little_rock"))
    assert step(st) == "losses" and top(st)["who"] == "union" and top(st)["n"] == 1
    legal = __import__("pyapp.games.ftp.rules", fromlist=["GAME"]).GAME.legal(st, "union")
    assert sorted(legal) == [("losses",), ("losses", "kilpatrick")]
    play(st, "union", ("losses", "kilpatrick"))
    assert st["gens"]["kilpatrick"] not in ("little_rock", "camden_ar")      # the brigade is gone
    assert M.total_sp(st, "union", "little_rock") + M.total_sp(st, "union", "camden_ar") == 2
    assert any(e.get("rule") == "5.15" and "cavalry first" in e["en"] for e in st["lg"])


def test_infantry_taking_the_loss_keeps_the_brigade_5_15(supplied):
    st = _brigade_battle()
    with forced([4, 1]):
        play(st, "union", ("go", "little_rock"))
    infantry_losses(st)
    where = st["gens"]["kilpatrick"]
    assert where in ("little_rock", "camden_ar") and M.infantry_sp(st, "union", where) == 1


def test_no_choice_without_a_brigade_and_the_computer_keeps_its_brigade_5_15(supplied):
    st = _brigade_battle(brigade=False)
    with forced([4, 1]):
        play(st, "union", ("go", "little_rock"))
    assert step(st) != "losses"
    from pyapp.games.ftp.knowledge import FtpKnowledge
    legal = [("losses", "kilpatrick"), ("losses",)]
    assert FtpKnowledge()._losses(st, "union", legal, {}, None, "normal") == ("losses",)


def test_a_retreat_onto_another_army_asks_its_owner_which_stays_5_4(supplied):
    # 5.4 (seed 5.2.4): "movement, interception or retreat" leaving two armies in
    # a space: the owner chooses at once, before the retreat's other effects
    st = _lee_and_meade("frederick")
    play(st, "csa", ("go", "gettysburg"))
    army(st, "c_tennessee", "chambersburg", 5, "bragg")           # (it came up behind Lee)
    eligible = [g for g in M.gens_at(st, "union", "frederick") if g != "meade"]
    with forced([2]):
        play(st, "union", ("intercept", "frederick"))
    sw_c = st["sw"]["csa"][0]
    with forced([4, 2, 4, 2, eligible.index("reynolds") + 1]):     # the book's dice: Lee beaten
        play(st, "union", ("elite", "use"))
    infantry_losses(st)
    assert step(st) == "armies" and top(st)["who"] == "csa"
    assert st["armies"]["c_northern_virginia"]["at"] == "chambersburg"
    play(st, "csa", ("keep", "c_northern_virginia"))
    assert st["armies"]["c_tennessee"]["at"] is None and st["gens"]["bragg"] != "A:c_tennessee"
    assert M.army_total(st, "c_northern_virginia") == 11                    # 6 left, and Bragg's 5
    assert st["sw"]["csa"][0] <= sw_c - 5 - M.pi("bragg")
