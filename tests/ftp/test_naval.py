"""For the People: Union naval moves, running the batteries and amphibious
assaults (5.17-5.19), with the rulebook's Fort Pulaski and Dover examples."""

import pytest

from pyapp.games.ftp import model as M
from pyapp.games.ftp import navalmove, supply
from pyapp.games.ftp.rules import GAME
from tests.ftp.position import blank, forced, gen, play, push, sp, step


@pytest.fixture
def supplied(monkeypatch):
    monkeypatch.setattr(supply, "in_supply", lambda st, side, space, avoid=None: True)


def test_fort_pulaski_two_sp_against_an_empty_coastal_fort_5_32(supplied):
    st = blank("1861")
    assert st["ctl"]["fort_pulaski"] == "csa"
    sp(st, "union", "fort_monroe", 2)
    push(st, "naval", who="union", src="fort_monroe", sp=2, gen=None, most=3, v=3)
    sw = M.sw_value(st, "csa")
    with forced([1, 2]):            # Union 1 + 4 = 5: "1"; CSA 2 + 2 (fort) = 4: "1"; ties go to the Union
        play(st, "union", ("sail", "fort_pulaski"))
    assert M.total_sp(st, "union", "fort_pulaski") == 1             # holds with 1 SP
    assert st["ctl"]["fort_pulaski"] == "union" and M.sw_value(st, "csa") < sw


def test_dover_with_foote_5_32(supplied):
    st = blank("1862")
    st["amph"] = 2
    sp(st, "union", "paducah", 3)
    st["ctl"]["paducah"] = "union"
    sp(st, "csa", "dover_tn", 2)
    st["forts"]["dover_tn"] = "csa"
    st["ctl"]["dover_tn"] = "csa"
    push(st, "naval", who="union", src="paducah", sp=3, gen=None, most=3, v=3, amph_drm=2, run_drm=2)
    before = (list(st["sw"]["union"]), list(st["sw"]["csa"]))
    with forced([5, 3]):            # Union 5 + 2 = 7: "1*"; CSA 3: "1"; the star wins it
        play(st, "union", ("sail", "dover_tn"))
    if step(st) == "retreat":
        play(st, "csa", ("retreat", st["flow"][-1]["options"][0]))
    assert M.total_sp(st, "csa", "dover_tn") == 0 and "dover_tn" not in st["forts"]
    assert M.total_sp(st, "union", "dover_tn") == 2
    assert M.sw_value(st, "union") - before[0][0] == (3 if before[0][1] == "-" else 1)   # +1 (+2 fates)
    assert before[1][0] - M.sw_value(st, "csa") == (4 if before[1][1] == "+" else 1)     # -1 (-3 fates)


def test_a_failed_landing_goes_back_to_its_port_5_19(supplied):
    st = blank("1862")
    st["amph"] = 0
    sp(st, "union", "fort_monroe", 1)
    sp(st, "csa", "norfolk", 3)
    st["ctl"]["norfolk"] = "csa"
    push(st, "naval", who="union", src="fort_monroe", sp=1, gen=None, most=3, v=3)
    with forced([1, 6]):
        play(st, "union", ("sail", "norfolk"))
    assert M.total_sp(st, "union", "norfolk") == 0


def test_no_boat_passes_a_csa_coastal_fort_or_ironclad_5_17():
    st = blank("1861")
    routes = navalmove.routes(st, "fort_monroe")
    assert "fort_sumter" in routes and "charleston_sc" not in routes      # to the fort, not past it
    st["ironclads"].append("memphis")
    st["forts"].pop("columbus_ky", None)
    st["ctl"]["forts_st_philip_jackson"] = "union"
    assert "vicksburg" not in navalmove.routes(st, "cairo")


def test_running_the_batteries_past_a_fort_counter_5_18(supplied):
    st = blank("1862")
    st["forts"] = {"columbus_ky": "csa"}
    st["ctl"]["forts_st_philip_jackson"] = "union"
    sp(st, "union", "cairo", 2)
    assert navalmove.routes(st, "cairo")["memphis"] == 1                 # one battery to run
    push(st, "naval", who="union", src="cairo", sp=2, gen=None, most=3, v=3)
    with forced([3]):               # needs 4+: driven back
        play(st, "union", ("sail", "memphis"))
    assert M.loose_sp(st, "union", "cairo") == 2
    push(st, "naval", who="union", src="cairo", sp=2, gen=None, most=3, v=3)
    with forced([4]):
        play(st, "union", ("sail", "memphis"))
    assert M.loose_sp(st, "union", "memphis") == 2

