"""Sections 12 (beginner Union) and 13 (short game)."""

from pyapp.games.ahd import GAME
from pyapp.games.ahd import board as B
from pyapp.games.ahd import rules as R

from .position import add, blank, end_half, own, union_cities_to_beat


def test_metadata():
    assert GAME.id == "ahd" and GAME.roles == ("union", "csa")
    assert set(GAME.scenarios) == {"campaign", "short"}
    assert set(GAME.options) == {"beginner_union"}


def test_beginner_washington_must_hold_until_end_of_union_half():
    st = blank(turn=5, side="c", beginner=True)
    add(st, "c", "mi", "washington")
    add(st, "u", "mi", "chicago")
    st = end_half(st)
    assert GAME.result(st) is None            # not at the end of the CSA half
    st = end_half(st)                          # the Union did not retake it
    assert GAME.result(st)["winner"] == "csa"


def test_beginner_washington_retaken_in_time():
    st = blank(turn=5, side="c", beginner=True)
    c, = add(st, "c", "mi", "washington")
    add(st, "u", "mi", "chicago")
    st = end_half(st)
    del st["u"][c]
    add(st, "u", "mi", "washington")
    st = end_half(st)
    assert GAME.result(st) is None


def test_beginner_army_size_checked_at_end_of_union_half():
    st = blank(turn=5, side="c", beginner=True)
    add(st, "u", "mi", "washington")
    for b in union_cities_to_beat():
        add(st, "c", "mi", b)
    st = end_half(st)
    assert R.max_army(st, "c") > R.max_army(st, "u")
    assert GAME.result(st) is None
    st = end_half(st)
    assert GAME.result(st)["winner"] == "csa"


def test_standard_army_size_checked_at_end_of_csa_half():
    st = blank(turn=5, side="c")
    add(st, "u", "mi", "washington")
    for b in union_cities_to_beat():
        add(st, "c", "mi", b)
    st = end_half(st)
    assert GAME.result(st)["winner"] == "csa"


def _short_end(margin_cities):
    st = blank(turn=10, side="c", scenario="short")
    add(st, "u", "mi", "chicago")
    add(st, "c", "mi", "atlanta")
    for b in margin_cities:
        own(st, b, "u")
    return end_half(st)


def test_short_game_union_wins_by_five():
    st = blank(turn=10, side="c", scenario="short")
    base_u, base_c = R.max_army(st, "u"), R.max_army(st, "c")   # 34, 29: exactly +5
    st = _short_end([])
    assert base_u - base_c == 5
    r = GAME.result(st)
    assert r["winner"] == "union" and r["rule"] == "13"


def test_short_game_csa_wins_otherwise():
    st = _short_end([])
    st = blank(turn=10, side="c", scenario="short")
    add(st, "u", "mi", "chicago")
    add(st, "c", "mi", "atlanta")
    own(st, "cairo", "c")                  # Union loses 1, CSA gains 1: +3 only
    st = end_half(st)
    r = GAME.result(st)
    assert r["winner"] == "csa" and r["rule"] == "13"


def test_short_game_runs_normal_rules_before_turn_ten():
    st = blank(turn=9, side="c", scenario="short")
    add(st, "u", "mi", "chicago")
    add(st, "c", "mi", "atlanta")
    st = end_half(st)
    assert GAME.result(st) is None and st["t"] == 10


def test_a_csa_win_under_the_beginner_option_cites_rule_12():
    from pyapp.games.ahd import GAME
    st = GAME.setup("campaign", {"beginner_union": True}, 1)
    st["res"] = ["c", "army"]
    assert GAME.result(st)["rule"] == "12"
    st2 = GAME.setup("campaign", {}, 1)
    st2["res"] = ["c", "army"]
    assert GAME.result(st2)["rule"] == "11"
