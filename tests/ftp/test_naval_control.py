"""For the People: Union naval control (5.21), every worked example of the
rulebook, and what it does to crossings (5.18) and supply (5.24)."""

import pytest

from pyapp.games.ftp import naval
from pyapp.games.ftp.rules import GAME

RIVER_PORTS = sorted(naval._NODES_OF)


def negated(forts, st_philip="csa"):
    st = GAME.setup("1861", {}, 1)
    st["forts"] = {s: "csa" for s in forts}
    st["ctl"]["forts_st_philip_jackson"] = st_philip
    return {s for s in RIVER_PORTS if s not in naval.controlled(st)}, st


def test_the_start_negates_every_csa_stretch_of_the_rivers_5_21():
    neg, _ = negated(["columbus_ky", "dover_tn"])
    assert neg == {"columbus_ky", "new_madrid", "memphis", "vicksburg", "grand_gulf", "port_hudson", "baton_rouge",
                   "new_orleans", "forts_st_philip_jackson", "yazoo_city", "arkansas_post", "little_rock",
                   "shreveport", "grand_ecore", "alexandria", "dover_tn", "clarksville_tn", "nashville",
                   "pittsburg_landing", "tuscumbia", "decatur_al"}


def test_forts_at_columbus_and_vicksburg_5_21():
    neg, _ = negated(["columbus_ky", "vicksburg"], st_philip="union")
    assert neg == {"columbus_ky", "new_madrid", "memphis", "yazoo_city", "vicksburg", "arkansas_post", "little_rock"}


def test_the_fort_at_port_hudson_instead_closes_the_red_river_too_5_21():
    neg, _ = negated(["columbus_ky", "port_hudson"], st_philip="union")
    assert {"shreveport", "grand_ecore", "alexandria", "grand_gulf", "port_hudson"} <= neg


def test_forts_at_st_louis_vincennes_louisville_and_st_philip_close_cairo_5_21():
    neg, _ = negated(["st_louis", "vincennes", "louisville"])
    assert {"cairo", "paducah", "evansville", "st_louis", "louisville"} <= neg
    assert "cincinnati" not in neg and "alton" not in neg           # above the forts, open to the north


def test_a_fort_at_paducah_closes_the_tennessee_not_the_cumberland_5_21():
    neg, st = negated(["paducah"], st_philip="union")
    assert neg == {"paducah", "pittsburg_landing", "tuscumbia", "decatur_al"}
    assert "dover_tn" in naval.controlled(st)                       # a Union port by the Cumberland
    assert not naval.bar_controlled(st, "dover_tn")                 # its Tennessee bar is open to the CSA


def test_a_fort_at_dover_closes_both_rivers_above_it_5_21():
    neg, _ = negated(["dover_tn"], st_philip="union")
    assert neg == {"dover_tn", "clarksville_tn", "nashville", "pittsburg_landing", "tuscumbia", "decatur_al"}


def test_losing_columbus_opens_the_west_but_the_tennessee_and_cumberland_5_21():
    neg, _ = negated(["dover_tn"])
    assert neg == {"dover_tn", "clarksville_tn", "nashville", "pittsburg_landing", "tuscumbia", "decatur_al",
                   "forts_st_philip_jackson"}


@pytest.mark.parametrize("fort", [False, True])
def test_an_ironclad_negates_like_a_fort_5_22(fort):
    st = GAME.setup("1861", {}, 1)
    st["forts"] = {}
    st["ctl"]["forts_st_philip_jackson"] = "union"
    st["ironclads"] = ["memphis"]
    if fort:
        st["forts"]["memphis"] = "csa"
    assert "memphis" not in naval.controlled(st) and "vicksburg" in naval.controlled(st)
