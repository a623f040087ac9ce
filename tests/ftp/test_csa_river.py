"""For the People: Confederate river movement (5.20)."""

import pytest

from pyapp.core.errors import Illegal
from pyapp.games.ftp import model as M
from pyapp.games.ftp.rules import GAME
from tests.ftp.position import blank, forced, gen, play, push, sp, top


def _memphis():
    """Forts at Columbus and Vicksburg negate the Mississippi between them (5.21)."""
    st = blank("1862")
    st["forts"].update(columbus_ky="csa", vicksburg="csa")
    st["ctl"].update(memphis="csa", vicksburg="csa", columbus_ky="csa")
    sp(st, "csa", "memphis", 2)
    push(st, "ops", who="csa", v=1, c=0)
    return st


def test_one_sp_goes_by_river_with_any_card_where_the_union_navy_does_not_hold_it_5_20():
    st = _memphis()
    assert ("river", "memphis") in GAME.legal(st, "csa")
    play(st, "csa", ("river", "memphis"))
    f = top(st)
    assert f["step"] == "move" and f["sp"] == 1 and f.get("river")
    goes = {a[1] for a in GAME.legal(st, "csa") if a[0] == "go"}
    assert {"vicksburg", "columbus_ky"} <= goes and "cairo" not in goes      # above Columbus the Union holds it
    assert not any(a[0] in ("sp", "take", "leave") for a in GAME.legal(st, "csa"))
    with pytest.raises(Illegal) as e:
        play(st, "csa", ("go", "cairo"))
    assert e.value.rule == "5.20"
    play(st, "csa", ("go", "vicksburg"))
    assert M.loose_sp(st, "csa", "vicksburg") == 1 and M.loose_sp(st, "csa", "memphis") == 1
    assert not any(f["step"] == "move" for f in st["flow"])                  # the move ends where it lands


def test_never_into_or_past_union_sp_or_forts_5_20():
    st = _memphis()
    sp(st, "union", "vicksburg", 1)
    play(st, "csa", ("river", "memphis"))
    goes = {a[1] for a in GAME.legal(st, "csa") if a[0] == "go"}
    assert "vicksburg" not in goes and "columbus_ky" in goes


def test_no_river_move_where_the_union_navy_holds_the_river_5_20():
    st = blank("1862")                                  # no CSA fort anywhere: the Union holds every river
    st["ctl"]["memphis"] = "csa"
    sp(st, "csa", "memphis", 2)
    push(st, "ops", who="csa", v=3, c=0)
    assert not any(a[0] == "river" for a in GAME.legal(st, "csa"))


def test_a_coastal_fort_and_its_port_either_way_5_20():
    st = blank("1862")
    st["ctl"].update(mobile="csa", fort_morgan="csa")
    sp(st, "csa", "mobile", 1)
    push(st, "ops", who="csa", v=1, c=0)
    play(st, "csa", ("river", "mobile"))
    assert ("go", "fort_morgan") in GAME.legal(st, "csa")


def test_a_river_move_may_be_intercepted_and_fights_with_the_interceptions_plus_2_5_20():
    st = _memphis()
    st["ctl"].update(yazoo_city="csa", canton_city="union")
    gen(st, "grant", "canton_city")                     # next to Yazoo City by road
    sp(st, "union", "canton_city", 3)
    play(st, "csa", ("river", "memphis"))
    play(st, "csa", ("go", "yazoo_city"))
    assert top(st)["step"] == "intercept" and GAME.active(st) == ["union"]
    with forced([1, 1, 6]):                             # Grant intercepts on 1; CSA rolls 1, Union 6
        play(st, "union", ("intercept", "canton_city"))
    log = " ".join(e["en"] for e in st["lg"])
    assert "Battle of Yazoo City" in log and "interception +2" in log
    assert M.total_sp(st, "csa", "yazoo_city") == 0 and M.loose_sp(st, "union", "yazoo_city") >= 1
