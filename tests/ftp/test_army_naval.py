"""For the People: a campaign card's naval moves (5.2) and the special army
naval moves of McClellan, Grant and Sherman (5.17 a, b)."""

from pyapp.games.ftp import model as M
from pyapp.games.ftp.rules import GAME
from tests.ftp.position import army, blank, forced, play, push, sp, top


def _campaign(st, left=3):
    push(st, "campaign", who="union", left=left, moved=[])


def test_mcclellans_army_sails_between_the_four_ports_on_every_move_of_a_campaign_5_17():
    st = blank("1862")
    st["ctl"].update(washington_dc="union", fort_monroe="union")
    army(st, "u_potomac", "washington_dc", 5, "mcclellan")
    _campaign(st)
    legal = GAME.legal(st, "union")
    assert {("army_sea", "u_potomac", d) for d in ("acquia_creek", "urbanna", "fort_monroe")} <= set(legal)
    play(st, "union", ("army_sea", "u_potomac", "fort_monroe"))
    assert st["armies"]["u_potomac"]["at"] == "fort_monroe"
    assert not st["flow"]                                 # the campaign's moves are all spent


def test_only_before_any_move_and_only_under_the_named_generals_5_17():
    st = blank("1862")
    st["ctl"].update(washington_dc="union")
    army(st, "u_potomac", "washington_dc", 5, "mcdowell")
    _campaign(st)
    assert not any(a[0] == "army_sea" for a in GAME.legal(st, "union"))      # McDowell may not
    st = blank("1862")
    st["ctl"].update(washington_dc="union")
    army(st, "u_potomac", "washington_dc", 5, "mcclellan")
    _campaign(st)
    top(st)["moved"].append("grant")                      # a move made already
    assert not any(a[0] == "army_sea" for a in GAME.legal(st, "union"))


def test_grants_army_of_9_sp_or_fewer_goes_by_river_5_17():
    st = blank("1862")
    st["ctl"].update(cairo="union")
    army(st, "u_tennessee", "cairo", 6, "grant")
    _campaign(st)
    river = {a[2] for a in GAME.legal(st, "union") if a[0] == "army_river"}
    assert "memphis" in river and "paducah" in river
    assert not any(a[0] == "army_sea" for a in GAME.legal(st, "union"))       # Cairo is none of the four
    play(st, "union", ("army_river", "u_tennessee", "paducah"))
    assert st["armies"]["u_tennessee"]["at"] == "paducah"
    big = blank("1862")
    big["ctl"].update(cairo="union")
    army(big, "u_tennessee", "cairo", 10, "grant")
    _campaign(big)
    assert not any(a[0] == "army_river" for a in GAME.legal(big, "union"))


def test_a_river_move_runs_one_fort_and_may_be_driven_back_5_17_5_18():
    st = blank("1862")
    st["ctl"].update(cairo="union")
    st["forts"]["columbus_ky"] = "csa"
    army(st, "u_tennessee", "cairo", 6, "grant")
    _campaign(st)
    assert ("army_river", "u_tennessee", "memphis") in GAME.legal(st, "union")
    with forced([3]):
        play(st, "union", ("army_river", "u_tennessee", "memphis"))
    assert st["armies"]["u_tennessee"]["at"] == "cairo"
    assert any("Running the batteries at Columbus" in e["en"] for e in st["lg"])


def test_a_campaign_may_make_one_naval_move_of_3_sp_5_2():
    st = blank("1862")
    st["ctl"].update(cairo="union")
    sp(st, "union", "cairo", 3)
    _campaign(st, left=2)
    play(st, "union", ("naval", "cairo"))
    assert top(st)["step"] == "naval"
    play(st, "union", ("sail", "paducah"))
    assert M.loose_sp(st, "union", "paducah") == 3
    assert top(st)["step"] == "campaign" and not any(a[0] == "naval" for a in GAME.legal(st, "union"))
