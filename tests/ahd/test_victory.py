"""Section 11: victory conditions and when they are checked."""

from pyapp.games.ahd import GAME
from pyapp.games.ahd import board as B
from pyapp.games.ahd import data as D
from pyapp.games.ahd import rules as R

from .position import act, add, blank, end_half, own, union_cities_to_beat

OTHER = next(b for b in B.BOX_IDS if B.PRINTED[b] == "c" and b not in D.VICTORY_CITIES)


def test_union_wins_when_the_last_key_city_falls():
    st = blank(turn=5, side="u")
    for c in D.VICTORY_CITIES[1:]:
        own(st, c, "u")
    add(st, "u", "mi", D.VICTORY_CITIES[0])
    add(st, "c", "mi", OTHER)
    assert GAME.result(st) is None
    st = end_half(st)
    r = GAME.result(st)
    assert r["winner"] == "union" and r["rule"] == "11" and r["reason"] and r["reason_es"]
    assert GAME.active(st) == [] and GAME.legal(st, "union") == []


def test_invasion_capture_wins_when_control_changes_not_mid_movement():
    # 4.2.4 / 9 / 11: the invaded port is the Union's at the end of the
    # half-turn, and the last key city then ends the game at once.
    st = blank(turn=5, side="u", marches=6)
    st["ni"] = 1
    for c in D.VICTORY_CITIES:
        if c != "wilmington":
            own(st, c, "u")
    w, = add(st, "u", "mi", "washington")
    add(st, "c", "mi", OTHER)
    st = act(st, "union", ("invade", w, "wilmington"))
    assert GAME.result(st) is None and st["ph"] == "mv"
    st = act(st, "union", ("end_moves",))
    while GAME.result(st) is None:
        assert st["p"] == "u"
        st = act(st, "union", ("pass",))
    assert GAME.result(st)["winner"] == "union"


def test_csa_wins_by_taking_washington():
    st = blank(turn=5, side="c")
    add(st, "c", "mi", "washington")
    add(st, "u", "mi", "chicago")
    st = end_half(st)
    r = GAME.result(st)
    assert r["winner"] == "csa" and "Washington" in r["reason"]


def test_csa_wins_with_larger_army_at_end_of_its_half_only():
    st = blank(turn=5, side="u")
    add(st, "u", "mi", "washington")
    for b in union_cities_to_beat():
        add(st, "c", "mi", b)          # Confederates sitting in Union cities
        own(st, b, "c")
    assert R.max_army(st, "c") > R.max_army(st, "u")
    st = end_half(st)
    # end of the Union half: no army-size check in the standard game
    assert GAME.result(st) is None
    st = end_half(st)
    r = GAME.result(st)
    assert r["winner"] == "csa" and "army" in r["reason"]


def test_csa_wins_after_forty_turns():
    st = blank(turn=40, side="c")
    add(st, "u", "mi", "chicago")
    add(st, "c", "mi", "atlanta")
    st = end_half(st)
    r = GAME.result(st)
    assert r["winner"] == "csa" and "40" in r["reason"]
    assert st["t"] == 40


def test_game_goes_on_before_turn_forty():
    st = blank(turn=39, side="c")
    add(st, "u", "mi", "chicago")
    add(st, "c", "mi", "atlanta")
    st = end_half(st)
    assert GAME.result(st) is None and st["t"] == 40
